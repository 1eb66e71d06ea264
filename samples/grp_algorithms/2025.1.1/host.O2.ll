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
%"class.sycl::_V1::detail::SubmissionInfo" = type { %"class.std::shared_ptr.67" }
%"class.std::shared_ptr.67" = type { %"class.std::__shared_ptr.68" }
%"class.std::__shared_ptr.68" = type { ptr, %"class.std::__shared_count" }
%"class.std::__shared_count" = type { ptr }
%"class.std::function.70" = type { %"class.std::_Function_base", ptr }
%"class.std::_Function_base" = type { %"union.std::_Any_data", ptr }
%"union.std::_Any_data" = type { %"union.std::_Nocopy_types" }
%"union.std::_Nocopy_types" = type { { i64, i64 } }
%"class.std::function" = type { %"class.std::_Function_base", ptr }
%"class.sycl::_V1::queue" = type { %"class.std::shared_ptr" }
%"class.std::shared_ptr" = type { %"class.std::__shared_ptr" }
%"class.std::__shared_ptr" = type { ptr, %"class.std::__shared_count" }
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
%class.anon.111 = type { %"class.sycl::_V1::accessor", %"class.sycl::_V1::accessor.107", %"class.sycl::_V1::accessor.107", %"class.sycl::_V1::accessor.107", %"class.sycl::_V1::accessor.107" }
%"class.sycl::_V1::accessor" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [8 x i8] }
%"class.sycl::_V1::detail::AccessorBaseHost" = type { %"class.std::shared_ptr.103" }
%"class.std::shared_ptr.103" = type { %"class.std::__shared_ptr.104" }
%"class.std::__shared_ptr.104" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::accessor.107" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [8 x i8] }
%"class.std::vector.125" = type { %"struct.std::_Vector_base.126" }
%"struct.std::_Vector_base.126" = type { %"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl" }
%"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl" = type { %"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl_data" }
%"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.sycl::_V1::range.114" = type { %"class.sycl::_V1::detail::array.113" }
%"class.sycl::_V1::detail::array.113" = type { [3 x i64] }
%"class.sycl::_V1::id.112" = type { %"class.sycl::_V1::detail::array.113" }
%"class.sycl::_V1::ext::oneapi::accessor_property_list" = type { %"class.sycl::_V1::detail::PropertyListBase" }
%"struct.sycl::_V1::detail::kernel_param_desc_t" = type { i32, i32, i32 }
%class.anon.146 = type { %"class.sycl::_V1::accessor.140", %"class.sycl::_V1::accessor.143", %"class.sycl::_V1::accessor.143", %"class.sycl::_V1::accessor.143" }
%"class.sycl::_V1::accessor.140" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [8 x i8] }
%"class.sycl::_V1::accessor.143" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [8 x i8] }

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
@.str.12 = private unnamed_addr constant [85 x i8] c"root/intel-sycl-rt-2025.1.1/intel_sycl_rt-2025.1.1.data/data/include/sycl/buffer.hpp\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvED2Ev = private unnamed_addr constant [121 x i8] c"sycl::buffer<int>::~buffer() [T = int, Dimensions = 1, AllocatorT = sycl::detail::aligned_allocator<int>, Enable = void]\00", align 1
@_ZTIf = external local_unnamed_addr constant ptr
@_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE = linkonce_odr dso_local unnamed_addr constant { [9 x ptr] } { [9 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE16getAllocatorImplEv, ptr @_ZN4sycl3_V16detail19SYCLMemObjAllocatorD2Ev, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfED0Ev, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE8allocateEm, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE10deallocateEPvm, ptr @_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12getValueSizeEv, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12setAlignmentEm] }, comdat, align 8
@_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE = linkonce_odr dso_local constant [76 x i8] c"N4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE\00", comdat, align 1
@_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE, ptr @_ZTIN4sycl3_V16detail19SYCLMemObjAllocatorE }, comdat, align 8
@__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev = private unnamed_addr constant [127 x i8] c"sycl::buffer<float>::~buffer() [T = float, Dimensions = 1, AllocatorT = sycl::detail::aligned_allocator<float>, Enable = void]\00", align 1
@.str.14 = private unnamed_addr constant [61 x i8] c"SyclObject.impl && \22every constructor should create an impl\22\00", align 1
@.str.15 = private unnamed_addr constant [96 x i8] c"root/intel-sycl-rt-2025.1.1/intel_sycl_rt-2025.1.1.data/data/include/sycl/detail/impl_utils.hpp\00", align 1
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
@_ZTSZ4mainEUlRN4sycl3_V17handlerEE_ = internal constant [32 x i8] c"Z4mainEUlRN4sycl3_V17handlerEE_\00", align 1
@_ZTIZ4mainEUlRN4sycl3_V17handlerEE_ = internal constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSZ4mainEUlRN4sycl3_V17handlerEE_ }, align 8
@__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_ = private unnamed_addr constant [97 x i8] c"const decltype(Obj::impl) &sycl::detail::getSyclObjImpl(const Obj &) [Obj = sycl::buffer<float>]\00", align 1
@.str.25 = private unnamed_addr constant [17 x i8] c"_ZTS10BlockRange\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EE23InstantiateKernelOnHostEv] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EEE = internal constant [99 x i8] c"N4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@_ZTSZ4mainEUlRN4sycl3_V17handlerEE0_ = internal constant [33 x i8] c"Z4mainEUlRN4sycl3_V17handlerEE0_\00", align 1
@_ZTIZ4mainEUlRN4sycl3_V17handlerEE0_ = internal constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSZ4mainEUlRN4sycl3_V17handlerEE0_ }, align 8

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef range(i32 0, 2) i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 1
  %4 = alloca %"class.sycl::_V1::detail::SubmissionInfo", align 8
  %5 = alloca %"class.std::function.70", align 8
  %6 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 1
  %7 = alloca %"class.sycl::_V1::detail::SubmissionInfo", align 8
  %8 = alloca %"class.std::function.70", align 8
  %9 = alloca %"class.std::function", align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca %"class.sycl::_V1::queue", align 8
  %13 = alloca %"class.sycl::_V1::property_list", align 8
  %14 = alloca %"class.sycl::_V1::buffer", align 8
  %15 = alloca %"class.sycl::_V1::range", align 8
  %16 = alloca %"class.sycl::_V1::property_list", align 8
  %17 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %18 = alloca %"class.sycl::_V1::buffer.14", align 8
  %19 = alloca %"class.sycl::_V1::range", align 8
  %20 = alloca %"class.sycl::_V1::property_list", align 8
  %21 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %22 = alloca %"class.sycl::_V1::buffer", align 8
  %23 = alloca %"class.sycl::_V1::range", align 8
  %24 = alloca %"class.sycl::_V1::property_list", align 8
  %25 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %26 = alloca %"class.sycl::_V1::buffer", align 8
  %27 = alloca %"class.sycl::_V1::range", align 8
  %28 = alloca %"class.sycl::_V1::property_list", align 8
  %29 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %30 = alloca %"class.sycl::_V1::buffer", align 8
  %31 = alloca %"class.sycl::_V1::range", align 8
  %32 = alloca %"class.sycl::_V1::property_list", align 8
  %33 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %34 = alloca %"class.sycl::_V1::buffer", align 8
  %35 = alloca %"class.sycl::_V1::range", align 8
  %36 = alloca %"class.sycl::_V1::property_list", align 8
  %37 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %38 = alloca %"class.sycl::_V1::buffer.14", align 8
  %39 = alloca %"class.sycl::_V1::range", align 8
  %40 = alloca %"class.sycl::_V1::property_list", align 8
  %41 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %42 = alloca %"class.sycl::_V1::buffer.14", align 8
  %43 = alloca %"class.sycl::_V1::range", align 8
  %44 = alloca %"class.sycl::_V1::property_list", align 8
  %45 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %46 = alloca %"class.sycl::_V1::buffer.14", align 8
  %47 = alloca %"class.sycl::_V1::range", align 8
  %48 = alloca %"class.sycl::_V1::property_list", align 8
  %49 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %50 = alloca %"class.sycl::_V1::event", align 8
  %51 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %52 = alloca %"class.sycl::_V1::event", align 8
  %53 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10) #23
  %54 = icmp sgt i32 %0, 1
  br i1 %54, label %56, label %55

55:                                               ; preds = %2
  store i64 1024, ptr %10, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11) #23
  br label %65

56:                                               ; preds = %2
  %57 = getelementptr inbounds i8, ptr %1, i64 8
  %58 = load ptr, ptr %57, align 8, !tbaa !9
  %59 = tail call i64 @strtoul(ptr nocapture noundef %58, ptr noundef null, i32 noundef 10) #23
  store i64 %59, ptr %10, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11) #23
  %60 = icmp eq i32 %0, 2
  br i1 %60, label %65, label %61

61:                                               ; preds = %56
  %62 = getelementptr inbounds i8, ptr %1, i64 16
  %63 = load ptr, ptr %62, align 8, !tbaa !9
  %64 = tail call i64 @strtoul(ptr nocapture noundef %63, ptr noundef null, i32 noundef 10) #23
  br label %65

65:                                               ; preds = %55, %56, %61
  %66 = phi i64 [ %59, %61 ], [ %59, %56 ], [ 1024, %55 ]
  %67 = phi i64 [ %64, %61 ], [ 64, %56 ], [ 64, %55 ]
  store i64 %67, ptr %11, align 8, !tbaa !5
  %68 = udiv i64 %66, %67
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %12) #23
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13) #23
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %13, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #23
  %69 = getelementptr inbounds i8, ptr %9, i64 16
  %70 = getelementptr inbounds i8, ptr %9, i64 24
  %71 = getelementptr inbounds i8, ptr %9, i64 8
  store i64 0, ptr %71, align 8
  store ptr @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE, ptr %9, align 8, !tbaa !9
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_, ptr %70, align 8, !tbaa !11
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation, ptr %69, align 8, !tbaa !14
  invoke void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %12, ptr noundef nonnull @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE, ptr noundef nonnull align 8 dereferenceable(32) %9, ptr noundef nonnull align 8 dereferenceable(32) %13)
          to label %72 unwind label %80

72:                                               ; preds = %65
  %73 = load ptr, ptr %69, align 8, !tbaa !14
  %74 = icmp eq ptr %73, null
  br i1 %74, label %90, label %75

75:                                               ; preds = %72
  %76 = invoke noundef zeroext i1 %73(ptr noundef nonnull align 8 dereferenceable(16) %9, ptr noundef nonnull align 8 dereferenceable(16) %9, i32 noundef 3)
          to label %90 unwind label %77

77:                                               ; preds = %75
  %78 = landingpad { ptr, i32 }
          catch ptr null
  %79 = extractvalue { ptr, i32 } %78, 0
  call void @__clang_call_terminate(ptr %79) #24
  unreachable

80:                                               ; preds = %65
  %81 = landingpad { ptr, i32 }
          cleanup
  %82 = load ptr, ptr %69, align 8, !tbaa !14
  %83 = icmp eq ptr %82, null
  br i1 %83, label %89, label %84

84:                                               ; preds = %80
  %85 = invoke noundef zeroext i1 %82(ptr noundef nonnull align 8 dereferenceable(16) %9, ptr noundef nonnull align 8 dereferenceable(16) %9, i32 noundef 3)
          to label %89 unwind label %86

86:                                               ; preds = %84
  %87 = landingpad { ptr, i32 }
          catch ptr null
  %88 = extractvalue { ptr, i32 } %87, 0
  call void @__clang_call_terminate(ptr %88) #24
  unreachable

89:                                               ; preds = %84, %80
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #23
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %13) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #23
  br label %1301

90:                                               ; preds = %75, %72
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #23
  %91 = getelementptr inbounds i8, ptr %13, i64 8
  %92 = load ptr, ptr %91, align 8, !tbaa !15
  %93 = getelementptr inbounds i8, ptr %13, i64 16
  %94 = load ptr, ptr %93, align 8, !tbaa !17
  %95 = icmp eq ptr %92, %94
  br i1 %95, label %130, label %96

96:                                               ; preds = %90, %125
  %97 = phi ptr [ %126, %125 ], [ %92, %90 ]
  %98 = getelementptr inbounds i8, ptr %97, i64 8
  %99 = load ptr, ptr %98, align 8, !tbaa !18
  %100 = icmp eq ptr %99, null
  br i1 %100, label %125, label %101

101:                                              ; preds = %96
  %102 = getelementptr inbounds i8, ptr %99, i64 8
  %103 = load atomic i64, ptr %102 acquire, align 8
  %104 = icmp eq i64 %103, 4294967297
  %105 = trunc i64 %103 to i32
  br i1 %104, label %106, label %114

106:                                              ; preds = %101
  store i32 0, ptr %102, align 8, !tbaa !20
  %107 = getelementptr inbounds i8, ptr %99, i64 12
  store i32 0, ptr %107, align 4, !tbaa !23
  %108 = load ptr, ptr %99, align 8, !tbaa !24
  %109 = getelementptr inbounds i8, ptr %108, i64 16
  %110 = load ptr, ptr %109, align 8
  call void %110(ptr noundef nonnull align 8 dereferenceable(16) %99) #23
  %111 = load ptr, ptr %99, align 8, !tbaa !24
  %112 = getelementptr inbounds i8, ptr %111, i64 24
  %113 = load ptr, ptr %112, align 8
  call void %113(ptr noundef nonnull align 8 dereferenceable(16) %99) #23
  br label %125

114:                                              ; preds = %101
  %115 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %116 = icmp eq i8 %115, 0
  br i1 %116, label %119, label %117

117:                                              ; preds = %114
  %118 = add nsw i32 %105, -1
  store i32 %118, ptr %102, align 4, !tbaa !27
  br label %121

119:                                              ; preds = %114
  %120 = atomicrmw volatile add ptr %102, i32 -1 acq_rel, align 4
  br label %121

121:                                              ; preds = %119, %117
  %122 = phi i32 [ %105, %117 ], [ %120, %119 ]
  %123 = icmp eq i32 %122, 1
  br i1 %123, label %124, label %125, !prof !28

124:                                              ; preds = %121
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %99) #23
  br label %125

125:                                              ; preds = %124, %121, %106, %96
  %126 = getelementptr inbounds i8, ptr %97, i64 16
  %127 = icmp eq ptr %126, %94
  br i1 %127, label %128, label %96, !llvm.loop !29

128:                                              ; preds = %125
  %129 = load ptr, ptr %91, align 8, !tbaa !15
  br label %130

130:                                              ; preds = %128, %90
  %131 = phi ptr [ %129, %128 ], [ %92, %90 ]
  %132 = icmp eq ptr %131, null
  br i1 %132, label %139, label %133

133:                                              ; preds = %130
  %134 = getelementptr inbounds i8, ptr %13, i64 24
  %135 = load ptr, ptr %134, align 8, !tbaa !31
  %136 = ptrtoint ptr %135 to i64
  %137 = ptrtoint ptr %131 to i64
  %138 = sub i64 %136, %137
  call void @_ZdlPvm(ptr noundef nonnull %131, i64 noundef %138) #25
  br label %139

139:                                              ; preds = %130, %133
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #23
  %140 = load i64, ptr %10, align 8, !tbaa !5
  %141 = icmp ugt i64 %140, 2305843009213693951
  br i1 %141, label %142, label %144

142:                                              ; preds = %139
  invoke void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.7) #26
          to label %143 unwind label %172

143:                                              ; preds = %142
  unreachable

144:                                              ; preds = %139
  %145 = icmp eq i64 %140, 0
  br i1 %145, label %193, label %146

146:                                              ; preds = %144
  %147 = shl nuw nsw i64 %140, 2
  %148 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %147) #27
          to label %149 unwind label %172

149:                                              ; preds = %146
  %150 = getelementptr i32, ptr %148, i64 %140
  store i32 0, ptr %148, align 4, !tbaa !27
  %151 = icmp eq i64 %140, 1
  br i1 %151, label %155, label %152

152:                                              ; preds = %149
  %153 = getelementptr i8, ptr %148, i64 4
  %154 = add nsw i64 %147, -4
  call void @llvm.memset.p0.i64(ptr align 4 %153, i8 0, i64 %154, i1 false), !tbaa !27
  br label %155

155:                                              ; preds = %149, %152
  %156 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %147) #27
          to label %157 unwind label %174

157:                                              ; preds = %155
  %158 = getelementptr float, ptr %156, i64 %140
  store float 0.000000e+00, ptr %156, align 4, !tbaa !32
  br i1 %151, label %159, label %160

159:                                              ; preds = %160, %157
  br label %176

160:                                              ; preds = %157
  %161 = getelementptr i8, ptr %156, i64 4
  %162 = add nsw i64 %147, -4
  call void @llvm.memset.p0.i64(ptr align 4 %161, i8 0, i64 %162, i1 false), !tbaa !32
  br label %159

163:                                              ; preds = %176
  %164 = shl nuw nsw i64 %140, 2
  %165 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %164) #27
          to label %166 unwind label %1037

166:                                              ; preds = %163
  %167 = getelementptr i32, ptr %165, i64 %140
  store i32 0, ptr %165, align 4, !tbaa !27
  %168 = icmp eq i64 %140, 1
  br i1 %168, label %193, label %169

169:                                              ; preds = %166
  %170 = getelementptr i8, ptr %165, i64 4
  %171 = add nsw i64 %164, -4
  call void @llvm.memset.p0.i64(ptr align 4 %170, i8 0, i64 %171, i1 false), !tbaa !27
  br label %193

172:                                              ; preds = %146, %142
  %173 = landingpad { ptr, i32 }
          cleanup
  br label %1299

174:                                              ; preds = %155
  %175 = landingpad { ptr, i32 }
          cleanup
  br label %1292

176:                                              ; preds = %159, %176
  %177 = phi i64 [ %191, %176 ], [ 0, %159 ]
  %178 = mul i64 %177, 7
  %179 = urem i64 %178, 23
  %180 = trunc nuw nsw i64 %179 to i32
  %181 = and i64 %177, 255
  %182 = icmp eq i64 %181, 5
  %183 = select i1 %182, i32 -40, i32 0
  %184 = add nuw nsw i32 %183, %180
  %185 = getelementptr inbounds i32, ptr %148, i64 %177
  store i32 %184, ptr %185, align 4, !tbaa !27
  %186 = mul i64 %177, 31
  %187 = urem i64 %186, 61
  %188 = uitofp nneg i64 %187 to float
  %189 = fmul float %188, 2.500000e-01
  %190 = getelementptr inbounds float, ptr %156, i64 %177
  store float %189, ptr %190, align 4, !tbaa !32
  %191 = add nuw i64 %177, 1
  %192 = icmp eq i64 %191, %140
  br i1 %192, label %163, label %176, !llvm.loop !34

193:                                              ; preds = %144, %169, %166
  %194 = phi ptr [ %148, %166 ], [ %148, %169 ], [ null, %144 ]
  %195 = phi ptr [ %150, %166 ], [ %150, %169 ], [ null, %144 ]
  %196 = phi ptr [ %158, %166 ], [ %158, %169 ], [ null, %144 ]
  %197 = phi ptr [ %156, %166 ], [ %156, %169 ], [ null, %144 ]
  %198 = phi ptr [ %167, %166 ], [ %167, %169 ], [ null, %144 ]
  %199 = phi ptr [ %165, %166 ], [ %165, %169 ], [ null, %144 ]
  %200 = icmp ugt i64 %68, 2305843009213693951
  br i1 %200, label %201, label %203

201:                                              ; preds = %193
  invoke void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.7) #26
          to label %202 unwind label %1039

202:                                              ; preds = %201
  unreachable

203:                                              ; preds = %193
  %204 = icmp ugt i64 %67, %66
  br i1 %204, label %249, label %205

205:                                              ; preds = %203
  %206 = shl nuw nsw i64 %68, 2
  %207 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %206) #27
          to label %208 unwind label %1039

208:                                              ; preds = %205
  %209 = getelementptr i32, ptr %207, i64 %68
  store i32 0, ptr %207, align 4, !tbaa !27
  %210 = icmp eq i64 %68, 1
  br i1 %210, label %214, label %211

211:                                              ; preds = %208
  %212 = getelementptr i8, ptr %207, i64 4
  %213 = add nsw i64 %206, -4
  call void @llvm.memset.p0.i64(ptr align 4 %212, i8 0, i64 %213, i1 false), !tbaa !27
  br label %214

214:                                              ; preds = %208, %211
  %215 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %206) #27
          to label %216 unwind label %1041

216:                                              ; preds = %214
  %217 = getelementptr i32, ptr %215, i64 %68
  store i32 0, ptr %215, align 4, !tbaa !27
  br i1 %210, label %221, label %218

218:                                              ; preds = %216
  %219 = getelementptr i8, ptr %215, i64 4
  %220 = add nsw i64 %206, -4
  call void @llvm.memset.p0.i64(ptr align 4 %219, i8 0, i64 %220, i1 false), !tbaa !27
  br label %221

221:                                              ; preds = %216, %218
  %222 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %206) #27
          to label %223 unwind label %1043

223:                                              ; preds = %221
  %224 = getelementptr i32, ptr %222, i64 %68
  store i32 0, ptr %222, align 4, !tbaa !27
  br i1 %210, label %228, label %225

225:                                              ; preds = %223
  %226 = getelementptr i8, ptr %222, i64 4
  %227 = add nsw i64 %206, -4
  call void @llvm.memset.p0.i64(ptr align 4 %226, i8 0, i64 %227, i1 false), !tbaa !27
  br label %228

228:                                              ; preds = %223, %225
  %229 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %206) #27
          to label %230 unwind label %1045

230:                                              ; preds = %228
  %231 = getelementptr float, ptr %229, i64 %68
  store float 0.000000e+00, ptr %229, align 4, !tbaa !32
  br i1 %210, label %235, label %232

232:                                              ; preds = %230
  %233 = getelementptr i8, ptr %229, i64 4
  %234 = add nsw i64 %206, -4
  call void @llvm.memset.p0.i64(ptr align 4 %233, i8 0, i64 %234, i1 false), !tbaa !32
  br label %235

235:                                              ; preds = %230, %232
  %236 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %206) #27
          to label %237 unwind label %1047

237:                                              ; preds = %235
  %238 = getelementptr float, ptr %236, i64 %68
  store float 0.000000e+00, ptr %236, align 4, !tbaa !32
  br i1 %210, label %242, label %239

239:                                              ; preds = %237
  %240 = getelementptr i8, ptr %236, i64 4
  %241 = add nsw i64 %206, -4
  call void @llvm.memset.p0.i64(ptr align 4 %240, i8 0, i64 %241, i1 false), !tbaa !32
  br label %242

242:                                              ; preds = %237, %239
  %243 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %206) #27
          to label %244 unwind label %1049

244:                                              ; preds = %242
  %245 = getelementptr float, ptr %243, i64 %68
  store float 0.000000e+00, ptr %243, align 4, !tbaa !32
  br i1 %210, label %249, label %246

246:                                              ; preds = %244
  %247 = getelementptr i8, ptr %243, i64 4
  %248 = add nsw i64 %206, -4
  call void @llvm.memset.p0.i64(ptr align 4 %247, i8 0, i64 %248, i1 false), !tbaa !32
  br label %249

249:                                              ; preds = %246, %244, %203
  %250 = phi ptr [ %238, %244 ], [ %238, %246 ], [ null, %203 ]
  %251 = phi ptr [ %236, %244 ], [ %236, %246 ], [ null, %203 ]
  %252 = phi ptr [ %222, %244 ], [ %222, %246 ], [ null, %203 ]
  %253 = phi ptr [ %224, %244 ], [ %224, %246 ], [ null, %203 ]
  %254 = phi ptr [ %207, %244 ], [ %207, %246 ], [ null, %203 ]
  %255 = phi ptr [ %209, %244 ], [ %209, %246 ], [ null, %203 ]
  %256 = phi ptr [ %217, %244 ], [ %217, %246 ], [ null, %203 ]
  %257 = phi ptr [ %215, %244 ], [ %215, %246 ], [ null, %203 ]
  %258 = phi ptr [ %229, %244 ], [ %229, %246 ], [ null, %203 ]
  %259 = phi ptr [ %231, %244 ], [ %231, %246 ], [ null, %203 ]
  %260 = phi ptr [ %243, %244 ], [ %243, %246 ], [ null, %203 ]
  %261 = phi ptr [ %245, %244 ], [ %245, %246 ], [ null, %203 ]
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %14) #23
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15) #23
  store i64 %140, ptr %15, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16) #23
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %16, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %17, align 8, !tbaa !35, !alias.scope !37
  %262 = getelementptr inbounds i8, ptr %17, i64 8
  store ptr @.str.1, ptr %262, align 8, !tbaa !40, !alias.scope !37
  %263 = getelementptr inbounds i8, ptr %17, i64 16
  store i64 37, ptr %263, align 8, !tbaa !41, !alias.scope !37
  %264 = getelementptr inbounds i8, ptr %17, i64 24
  store i64 23, ptr %264, align 8, !tbaa !42, !alias.scope !37
  invoke void @_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvEC2EPiRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %14, ptr noundef %194, ptr noundef nonnull align 8 dereferenceable(8) %15, ptr noundef nonnull align 8 dereferenceable(32) %16, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %17)
          to label %265 unwind label %1051

265:                                              ; preds = %249
  %266 = getelementptr inbounds i8, ptr %16, i64 8
  %267 = load ptr, ptr %266, align 8, !tbaa !15
  %268 = getelementptr inbounds i8, ptr %16, i64 16
  %269 = load ptr, ptr %268, align 8, !tbaa !17
  %270 = icmp eq ptr %267, %269
  br i1 %270, label %305, label %271

271:                                              ; preds = %265, %300
  %272 = phi ptr [ %301, %300 ], [ %267, %265 ]
  %273 = getelementptr inbounds i8, ptr %272, i64 8
  %274 = load ptr, ptr %273, align 8, !tbaa !18
  %275 = icmp eq ptr %274, null
  br i1 %275, label %300, label %276

276:                                              ; preds = %271
  %277 = getelementptr inbounds i8, ptr %274, i64 8
  %278 = load atomic i64, ptr %277 acquire, align 8
  %279 = icmp eq i64 %278, 4294967297
  %280 = trunc i64 %278 to i32
  br i1 %279, label %281, label %289

281:                                              ; preds = %276
  store i32 0, ptr %277, align 8, !tbaa !20
  %282 = getelementptr inbounds i8, ptr %274, i64 12
  store i32 0, ptr %282, align 4, !tbaa !23
  %283 = load ptr, ptr %274, align 8, !tbaa !24
  %284 = getelementptr inbounds i8, ptr %283, i64 16
  %285 = load ptr, ptr %284, align 8
  call void %285(ptr noundef nonnull align 8 dereferenceable(16) %274) #23
  %286 = load ptr, ptr %274, align 8, !tbaa !24
  %287 = getelementptr inbounds i8, ptr %286, i64 24
  %288 = load ptr, ptr %287, align 8
  call void %288(ptr noundef nonnull align 8 dereferenceable(16) %274) #23
  br label %300

289:                                              ; preds = %276
  %290 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %291 = icmp eq i8 %290, 0
  br i1 %291, label %294, label %292

292:                                              ; preds = %289
  %293 = add nsw i32 %280, -1
  store i32 %293, ptr %277, align 4, !tbaa !27
  br label %296

294:                                              ; preds = %289
  %295 = atomicrmw volatile add ptr %277, i32 -1 acq_rel, align 4
  br label %296

296:                                              ; preds = %294, %292
  %297 = phi i32 [ %280, %292 ], [ %295, %294 ]
  %298 = icmp eq i32 %297, 1
  br i1 %298, label %299, label %300, !prof !28

299:                                              ; preds = %296
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %274) #23
  br label %300

300:                                              ; preds = %299, %296, %281, %271
  %301 = getelementptr inbounds i8, ptr %272, i64 16
  %302 = icmp eq ptr %301, %269
  br i1 %302, label %303, label %271, !llvm.loop !29

303:                                              ; preds = %300
  %304 = load ptr, ptr %266, align 8, !tbaa !15
  br label %305

305:                                              ; preds = %303, %265
  %306 = phi ptr [ %304, %303 ], [ %267, %265 ]
  %307 = icmp eq ptr %306, null
  br i1 %307, label %314, label %308

308:                                              ; preds = %305
  %309 = getelementptr inbounds i8, ptr %16, i64 24
  %310 = load ptr, ptr %309, align 8, !tbaa !31
  %311 = ptrtoint ptr %310 to i64
  %312 = ptrtoint ptr %306 to i64
  %313 = sub i64 %311, %312
  call void @_ZdlPvm(ptr noundef nonnull %306, i64 noundef %313) #25
  br label %314

314:                                              ; preds = %305, %308
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #23
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15) #23
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %18) #23
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19) #23
  %315 = load i64, ptr %10, align 8, !tbaa !5
  store i64 %315, ptr %19, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %20) #23
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %20, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %21, align 8, !tbaa !35, !alias.scope !43
  %316 = getelementptr inbounds i8, ptr %21, i64 8
  store ptr @.str.1, ptr %316, align 8, !tbaa !40, !alias.scope !43
  %317 = getelementptr inbounds i8, ptr %21, i64 16
  store i64 38, ptr %317, align 8, !tbaa !41, !alias.scope !43
  %318 = getelementptr inbounds i8, ptr %21, i64 24
  store i64 25, ptr %318, align 8, !tbaa !42, !alias.scope !43
  invoke void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %18, ptr noundef %197, ptr noundef nonnull align 8 dereferenceable(8) %19, ptr noundef nonnull align 8 dereferenceable(32) %20, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %21)
          to label %319 unwind label %1053

319:                                              ; preds = %314
  %320 = getelementptr inbounds i8, ptr %20, i64 8
  %321 = load ptr, ptr %320, align 8, !tbaa !15
  %322 = getelementptr inbounds i8, ptr %20, i64 16
  %323 = load ptr, ptr %322, align 8, !tbaa !17
  %324 = icmp eq ptr %321, %323
  br i1 %324, label %359, label %325

325:                                              ; preds = %319, %354
  %326 = phi ptr [ %355, %354 ], [ %321, %319 ]
  %327 = getelementptr inbounds i8, ptr %326, i64 8
  %328 = load ptr, ptr %327, align 8, !tbaa !18
  %329 = icmp eq ptr %328, null
  br i1 %329, label %354, label %330

330:                                              ; preds = %325
  %331 = getelementptr inbounds i8, ptr %328, i64 8
  %332 = load atomic i64, ptr %331 acquire, align 8
  %333 = icmp eq i64 %332, 4294967297
  %334 = trunc i64 %332 to i32
  br i1 %333, label %335, label %343

335:                                              ; preds = %330
  store i32 0, ptr %331, align 8, !tbaa !20
  %336 = getelementptr inbounds i8, ptr %328, i64 12
  store i32 0, ptr %336, align 4, !tbaa !23
  %337 = load ptr, ptr %328, align 8, !tbaa !24
  %338 = getelementptr inbounds i8, ptr %337, i64 16
  %339 = load ptr, ptr %338, align 8
  call void %339(ptr noundef nonnull align 8 dereferenceable(16) %328) #23
  %340 = load ptr, ptr %328, align 8, !tbaa !24
  %341 = getelementptr inbounds i8, ptr %340, i64 24
  %342 = load ptr, ptr %341, align 8
  call void %342(ptr noundef nonnull align 8 dereferenceable(16) %328) #23
  br label %354

343:                                              ; preds = %330
  %344 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %345 = icmp eq i8 %344, 0
  br i1 %345, label %348, label %346

346:                                              ; preds = %343
  %347 = add nsw i32 %334, -1
  store i32 %347, ptr %331, align 4, !tbaa !27
  br label %350

348:                                              ; preds = %343
  %349 = atomicrmw volatile add ptr %331, i32 -1 acq_rel, align 4
  br label %350

350:                                              ; preds = %348, %346
  %351 = phi i32 [ %334, %346 ], [ %349, %348 ]
  %352 = icmp eq i32 %351, 1
  br i1 %352, label %353, label %354, !prof !28

353:                                              ; preds = %350
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %328) #23
  br label %354

354:                                              ; preds = %353, %350, %335, %325
  %355 = getelementptr inbounds i8, ptr %326, i64 16
  %356 = icmp eq ptr %355, %323
  br i1 %356, label %357, label %325, !llvm.loop !29

357:                                              ; preds = %354
  %358 = load ptr, ptr %320, align 8, !tbaa !15
  br label %359

359:                                              ; preds = %357, %319
  %360 = phi ptr [ %358, %357 ], [ %321, %319 ]
  %361 = icmp eq ptr %360, null
  br i1 %361, label %368, label %362

362:                                              ; preds = %359
  %363 = getelementptr inbounds i8, ptr %20, i64 24
  %364 = load ptr, ptr %363, align 8, !tbaa !31
  %365 = ptrtoint ptr %364 to i64
  %366 = ptrtoint ptr %360 to i64
  %367 = sub i64 %365, %366
  call void @_ZdlPvm(ptr noundef nonnull %360, i64 noundef %367) #25
  br label %368

368:                                              ; preds = %359, %362
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #23
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19) #23
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %22) #23
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23) #23
  %369 = load i64, ptr %10, align 8, !tbaa !5
  store i64 %369, ptr %23, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %24) #23
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %24, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %25, align 8, !tbaa !35, !alias.scope !46
  %370 = getelementptr inbounds i8, ptr %25, i64 8
  store ptr @.str.1, ptr %370, align 8, !tbaa !40, !alias.scope !46
  %371 = getelementptr inbounds i8, ptr %25, i64 16
  store i64 39, ptr %371, align 8, !tbaa !41, !alias.scope !46
  %372 = getelementptr inbounds i8, ptr %25, i64 24
  store i64 23, ptr %372, align 8, !tbaa !42, !alias.scope !46
  invoke void @_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvEC2EPiRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %22, ptr noundef %199, ptr noundef nonnull align 8 dereferenceable(8) %23, ptr noundef nonnull align 8 dereferenceable(32) %24, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %25)
          to label %373 unwind label %1055

373:                                              ; preds = %368
  %374 = getelementptr inbounds i8, ptr %24, i64 8
  %375 = load ptr, ptr %374, align 8, !tbaa !15
  %376 = getelementptr inbounds i8, ptr %24, i64 16
  %377 = load ptr, ptr %376, align 8, !tbaa !17
  %378 = icmp eq ptr %375, %377
  br i1 %378, label %413, label %379

379:                                              ; preds = %373, %408
  %380 = phi ptr [ %409, %408 ], [ %375, %373 ]
  %381 = getelementptr inbounds i8, ptr %380, i64 8
  %382 = load ptr, ptr %381, align 8, !tbaa !18
  %383 = icmp eq ptr %382, null
  br i1 %383, label %408, label %384

384:                                              ; preds = %379
  %385 = getelementptr inbounds i8, ptr %382, i64 8
  %386 = load atomic i64, ptr %385 acquire, align 8
  %387 = icmp eq i64 %386, 4294967297
  %388 = trunc i64 %386 to i32
  br i1 %387, label %389, label %397

389:                                              ; preds = %384
  store i32 0, ptr %385, align 8, !tbaa !20
  %390 = getelementptr inbounds i8, ptr %382, i64 12
  store i32 0, ptr %390, align 4, !tbaa !23
  %391 = load ptr, ptr %382, align 8, !tbaa !24
  %392 = getelementptr inbounds i8, ptr %391, i64 16
  %393 = load ptr, ptr %392, align 8
  call void %393(ptr noundef nonnull align 8 dereferenceable(16) %382) #23
  %394 = load ptr, ptr %382, align 8, !tbaa !24
  %395 = getelementptr inbounds i8, ptr %394, i64 24
  %396 = load ptr, ptr %395, align 8
  call void %396(ptr noundef nonnull align 8 dereferenceable(16) %382) #23
  br label %408

397:                                              ; preds = %384
  %398 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %399 = icmp eq i8 %398, 0
  br i1 %399, label %402, label %400

400:                                              ; preds = %397
  %401 = add nsw i32 %388, -1
  store i32 %401, ptr %385, align 4, !tbaa !27
  br label %404

402:                                              ; preds = %397
  %403 = atomicrmw volatile add ptr %385, i32 -1 acq_rel, align 4
  br label %404

404:                                              ; preds = %402, %400
  %405 = phi i32 [ %388, %400 ], [ %403, %402 ]
  %406 = icmp eq i32 %405, 1
  br i1 %406, label %407, label %408, !prof !28

407:                                              ; preds = %404
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %382) #23
  br label %408

408:                                              ; preds = %407, %404, %389, %379
  %409 = getelementptr inbounds i8, ptr %380, i64 16
  %410 = icmp eq ptr %409, %377
  br i1 %410, label %411, label %379, !llvm.loop !29

411:                                              ; preds = %408
  %412 = load ptr, ptr %374, align 8, !tbaa !15
  br label %413

413:                                              ; preds = %411, %373
  %414 = phi ptr [ %412, %411 ], [ %375, %373 ]
  %415 = icmp eq ptr %414, null
  br i1 %415, label %422, label %416

416:                                              ; preds = %413
  %417 = getelementptr inbounds i8, ptr %24, i64 24
  %418 = load ptr, ptr %417, align 8, !tbaa !31
  %419 = ptrtoint ptr %418 to i64
  %420 = ptrtoint ptr %414 to i64
  %421 = sub i64 %419, %420
  call void @_ZdlPvm(ptr noundef nonnull %414, i64 noundef %421) #25
  br label %422

422:                                              ; preds = %413, %416
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24) #23
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23) #23
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %26) #23
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27) #23
  store i64 %68, ptr %27, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %28) #23
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %28, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %29, align 8, !tbaa !35, !alias.scope !49
  %423 = getelementptr inbounds i8, ptr %29, i64 8
  store ptr @.str.1, ptr %423, align 8, !tbaa !40, !alias.scope !49
  %424 = getelementptr inbounds i8, ptr %29, i64 16
  store i64 40, ptr %424, align 8, !tbaa !41, !alias.scope !49
  %425 = getelementptr inbounds i8, ptr %29, i64 24
  store i64 23, ptr %425, align 8, !tbaa !42, !alias.scope !49
  invoke void @_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvEC2EPiRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %26, ptr noundef %254, ptr noundef nonnull align 8 dereferenceable(8) %27, ptr noundef nonnull align 8 dereferenceable(32) %28, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %29)
          to label %426 unwind label %1057

426:                                              ; preds = %422
  %427 = getelementptr inbounds i8, ptr %28, i64 8
  %428 = load ptr, ptr %427, align 8, !tbaa !15
  %429 = getelementptr inbounds i8, ptr %28, i64 16
  %430 = load ptr, ptr %429, align 8, !tbaa !17
  %431 = icmp eq ptr %428, %430
  br i1 %431, label %466, label %432

432:                                              ; preds = %426, %461
  %433 = phi ptr [ %462, %461 ], [ %428, %426 ]
  %434 = getelementptr inbounds i8, ptr %433, i64 8
  %435 = load ptr, ptr %434, align 8, !tbaa !18
  %436 = icmp eq ptr %435, null
  br i1 %436, label %461, label %437

437:                                              ; preds = %432
  %438 = getelementptr inbounds i8, ptr %435, i64 8
  %439 = load atomic i64, ptr %438 acquire, align 8
  %440 = icmp eq i64 %439, 4294967297
  %441 = trunc i64 %439 to i32
  br i1 %440, label %442, label %450

442:                                              ; preds = %437
  store i32 0, ptr %438, align 8, !tbaa !20
  %443 = getelementptr inbounds i8, ptr %435, i64 12
  store i32 0, ptr %443, align 4, !tbaa !23
  %444 = load ptr, ptr %435, align 8, !tbaa !24
  %445 = getelementptr inbounds i8, ptr %444, i64 16
  %446 = load ptr, ptr %445, align 8
  call void %446(ptr noundef nonnull align 8 dereferenceable(16) %435) #23
  %447 = load ptr, ptr %435, align 8, !tbaa !24
  %448 = getelementptr inbounds i8, ptr %447, i64 24
  %449 = load ptr, ptr %448, align 8
  call void %449(ptr noundef nonnull align 8 dereferenceable(16) %435) #23
  br label %461

450:                                              ; preds = %437
  %451 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %452 = icmp eq i8 %451, 0
  br i1 %452, label %455, label %453

453:                                              ; preds = %450
  %454 = add nsw i32 %441, -1
  store i32 %454, ptr %438, align 4, !tbaa !27
  br label %457

455:                                              ; preds = %450
  %456 = atomicrmw volatile add ptr %438, i32 -1 acq_rel, align 4
  br label %457

457:                                              ; preds = %455, %453
  %458 = phi i32 [ %441, %453 ], [ %456, %455 ]
  %459 = icmp eq i32 %458, 1
  br i1 %459, label %460, label %461, !prof !28

460:                                              ; preds = %457
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %435) #23
  br label %461

461:                                              ; preds = %460, %457, %442, %432
  %462 = getelementptr inbounds i8, ptr %433, i64 16
  %463 = icmp eq ptr %462, %430
  br i1 %463, label %464, label %432, !llvm.loop !29

464:                                              ; preds = %461
  %465 = load ptr, ptr %427, align 8, !tbaa !15
  br label %466

466:                                              ; preds = %464, %426
  %467 = phi ptr [ %465, %464 ], [ %428, %426 ]
  %468 = icmp eq ptr %467, null
  br i1 %468, label %475, label %469

469:                                              ; preds = %466
  %470 = getelementptr inbounds i8, ptr %28, i64 24
  %471 = load ptr, ptr %470, align 8, !tbaa !31
  %472 = ptrtoint ptr %471 to i64
  %473 = ptrtoint ptr %467 to i64
  %474 = sub i64 %472, %473
  call void @_ZdlPvm(ptr noundef nonnull %467, i64 noundef %474) #25
  br label %475

475:                                              ; preds = %466, %469
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %28) #23
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27) #23
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %30) #23
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %31) #23
  store i64 %68, ptr %31, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %32) #23
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %32, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %33, align 8, !tbaa !35, !alias.scope !52
  %476 = getelementptr inbounds i8, ptr %33, i64 8
  store ptr @.str.1, ptr %476, align 8, !tbaa !40, !alias.scope !52
  %477 = getelementptr inbounds i8, ptr %33, i64 16
  store i64 41, ptr %477, align 8, !tbaa !41, !alias.scope !52
  %478 = getelementptr inbounds i8, ptr %33, i64 24
  store i64 23, ptr %478, align 8, !tbaa !42, !alias.scope !52
  invoke void @_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvEC2EPiRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %30, ptr noundef %257, ptr noundef nonnull align 8 dereferenceable(8) %31, ptr noundef nonnull align 8 dereferenceable(32) %32, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %33)
          to label %479 unwind label %1059

479:                                              ; preds = %475
  %480 = getelementptr inbounds i8, ptr %32, i64 8
  %481 = load ptr, ptr %480, align 8, !tbaa !15
  %482 = getelementptr inbounds i8, ptr %32, i64 16
  %483 = load ptr, ptr %482, align 8, !tbaa !17
  %484 = icmp eq ptr %481, %483
  br i1 %484, label %519, label %485

485:                                              ; preds = %479, %514
  %486 = phi ptr [ %515, %514 ], [ %481, %479 ]
  %487 = getelementptr inbounds i8, ptr %486, i64 8
  %488 = load ptr, ptr %487, align 8, !tbaa !18
  %489 = icmp eq ptr %488, null
  br i1 %489, label %514, label %490

490:                                              ; preds = %485
  %491 = getelementptr inbounds i8, ptr %488, i64 8
  %492 = load atomic i64, ptr %491 acquire, align 8
  %493 = icmp eq i64 %492, 4294967297
  %494 = trunc i64 %492 to i32
  br i1 %493, label %495, label %503

495:                                              ; preds = %490
  store i32 0, ptr %491, align 8, !tbaa !20
  %496 = getelementptr inbounds i8, ptr %488, i64 12
  store i32 0, ptr %496, align 4, !tbaa !23
  %497 = load ptr, ptr %488, align 8, !tbaa !24
  %498 = getelementptr inbounds i8, ptr %497, i64 16
  %499 = load ptr, ptr %498, align 8
  call void %499(ptr noundef nonnull align 8 dereferenceable(16) %488) #23
  %500 = load ptr, ptr %488, align 8, !tbaa !24
  %501 = getelementptr inbounds i8, ptr %500, i64 24
  %502 = load ptr, ptr %501, align 8
  call void %502(ptr noundef nonnull align 8 dereferenceable(16) %488) #23
  br label %514

503:                                              ; preds = %490
  %504 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %505 = icmp eq i8 %504, 0
  br i1 %505, label %508, label %506

506:                                              ; preds = %503
  %507 = add nsw i32 %494, -1
  store i32 %507, ptr %491, align 4, !tbaa !27
  br label %510

508:                                              ; preds = %503
  %509 = atomicrmw volatile add ptr %491, i32 -1 acq_rel, align 4
  br label %510

510:                                              ; preds = %508, %506
  %511 = phi i32 [ %494, %506 ], [ %509, %508 ]
  %512 = icmp eq i32 %511, 1
  br i1 %512, label %513, label %514, !prof !28

513:                                              ; preds = %510
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %488) #23
  br label %514

514:                                              ; preds = %513, %510, %495, %485
  %515 = getelementptr inbounds i8, ptr %486, i64 16
  %516 = icmp eq ptr %515, %483
  br i1 %516, label %517, label %485, !llvm.loop !29

517:                                              ; preds = %514
  %518 = load ptr, ptr %480, align 8, !tbaa !15
  br label %519

519:                                              ; preds = %517, %479
  %520 = phi ptr [ %518, %517 ], [ %481, %479 ]
  %521 = icmp eq ptr %520, null
  br i1 %521, label %528, label %522

522:                                              ; preds = %519
  %523 = getelementptr inbounds i8, ptr %32, i64 24
  %524 = load ptr, ptr %523, align 8, !tbaa !31
  %525 = ptrtoint ptr %524 to i64
  %526 = ptrtoint ptr %520 to i64
  %527 = sub i64 %525, %526
  call void @_ZdlPvm(ptr noundef nonnull %520, i64 noundef %527) #25
  br label %528

528:                                              ; preds = %519, %522
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %32) #23
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %31) #23
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %34) #23
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %35) #23
  store i64 %68, ptr %35, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %36) #23
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %36, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %37, align 8, !tbaa !35, !alias.scope !55
  %529 = getelementptr inbounds i8, ptr %37, i64 8
  store ptr @.str.1, ptr %529, align 8, !tbaa !40, !alias.scope !55
  %530 = getelementptr inbounds i8, ptr %37, i64 16
  store i64 42, ptr %530, align 8, !tbaa !41, !alias.scope !55
  %531 = getelementptr inbounds i8, ptr %37, i64 24
  store i64 23, ptr %531, align 8, !tbaa !42, !alias.scope !55
  invoke void @_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvEC2EPiRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %34, ptr noundef %252, ptr noundef nonnull align 8 dereferenceable(8) %35, ptr noundef nonnull align 8 dereferenceable(32) %36, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %37)
          to label %532 unwind label %1061

532:                                              ; preds = %528
  %533 = getelementptr inbounds i8, ptr %36, i64 8
  %534 = load ptr, ptr %533, align 8, !tbaa !15
  %535 = getelementptr inbounds i8, ptr %36, i64 16
  %536 = load ptr, ptr %535, align 8, !tbaa !17
  %537 = icmp eq ptr %534, %536
  br i1 %537, label %572, label %538

538:                                              ; preds = %532, %567
  %539 = phi ptr [ %568, %567 ], [ %534, %532 ]
  %540 = getelementptr inbounds i8, ptr %539, i64 8
  %541 = load ptr, ptr %540, align 8, !tbaa !18
  %542 = icmp eq ptr %541, null
  br i1 %542, label %567, label %543

543:                                              ; preds = %538
  %544 = getelementptr inbounds i8, ptr %541, i64 8
  %545 = load atomic i64, ptr %544 acquire, align 8
  %546 = icmp eq i64 %545, 4294967297
  %547 = trunc i64 %545 to i32
  br i1 %546, label %548, label %556

548:                                              ; preds = %543
  store i32 0, ptr %544, align 8, !tbaa !20
  %549 = getelementptr inbounds i8, ptr %541, i64 12
  store i32 0, ptr %549, align 4, !tbaa !23
  %550 = load ptr, ptr %541, align 8, !tbaa !24
  %551 = getelementptr inbounds i8, ptr %550, i64 16
  %552 = load ptr, ptr %551, align 8
  call void %552(ptr noundef nonnull align 8 dereferenceable(16) %541) #23
  %553 = load ptr, ptr %541, align 8, !tbaa !24
  %554 = getelementptr inbounds i8, ptr %553, i64 24
  %555 = load ptr, ptr %554, align 8
  call void %555(ptr noundef nonnull align 8 dereferenceable(16) %541) #23
  br label %567

556:                                              ; preds = %543
  %557 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %558 = icmp eq i8 %557, 0
  br i1 %558, label %561, label %559

559:                                              ; preds = %556
  %560 = add nsw i32 %547, -1
  store i32 %560, ptr %544, align 4, !tbaa !27
  br label %563

561:                                              ; preds = %556
  %562 = atomicrmw volatile add ptr %544, i32 -1 acq_rel, align 4
  br label %563

563:                                              ; preds = %561, %559
  %564 = phi i32 [ %547, %559 ], [ %562, %561 ]
  %565 = icmp eq i32 %564, 1
  br i1 %565, label %566, label %567, !prof !28

566:                                              ; preds = %563
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %541) #23
  br label %567

567:                                              ; preds = %566, %563, %548, %538
  %568 = getelementptr inbounds i8, ptr %539, i64 16
  %569 = icmp eq ptr %568, %536
  br i1 %569, label %570, label %538, !llvm.loop !29

570:                                              ; preds = %567
  %571 = load ptr, ptr %533, align 8, !tbaa !15
  br label %572

572:                                              ; preds = %570, %532
  %573 = phi ptr [ %571, %570 ], [ %534, %532 ]
  %574 = icmp eq ptr %573, null
  br i1 %574, label %581, label %575

575:                                              ; preds = %572
  %576 = getelementptr inbounds i8, ptr %36, i64 24
  %577 = load ptr, ptr %576, align 8, !tbaa !31
  %578 = ptrtoint ptr %577 to i64
  %579 = ptrtoint ptr %573 to i64
  %580 = sub i64 %578, %579
  call void @_ZdlPvm(ptr noundef nonnull %573, i64 noundef %580) #25
  br label %581

581:                                              ; preds = %572, %575
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %36) #23
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35) #23
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %38) #23
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %39) #23
  store i64 %68, ptr %39, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %40) #23
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %40, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %41, align 8, !tbaa !35, !alias.scope !58
  %582 = getelementptr inbounds i8, ptr %41, i64 8
  store ptr @.str.1, ptr %582, align 8, !tbaa !40, !alias.scope !58
  %583 = getelementptr inbounds i8, ptr %41, i64 16
  store i64 43, ptr %583, align 8, !tbaa !41, !alias.scope !58
  %584 = getelementptr inbounds i8, ptr %41, i64 24
  store i64 25, ptr %584, align 8, !tbaa !42, !alias.scope !58
  invoke void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %38, ptr noundef %258, ptr noundef nonnull align 8 dereferenceable(8) %39, ptr noundef nonnull align 8 dereferenceable(32) %40, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %41)
          to label %585 unwind label %1063

585:                                              ; preds = %581
  %586 = getelementptr inbounds i8, ptr %40, i64 8
  %587 = load ptr, ptr %586, align 8, !tbaa !15
  %588 = getelementptr inbounds i8, ptr %40, i64 16
  %589 = load ptr, ptr %588, align 8, !tbaa !17
  %590 = icmp eq ptr %587, %589
  br i1 %590, label %625, label %591

591:                                              ; preds = %585, %620
  %592 = phi ptr [ %621, %620 ], [ %587, %585 ]
  %593 = getelementptr inbounds i8, ptr %592, i64 8
  %594 = load ptr, ptr %593, align 8, !tbaa !18
  %595 = icmp eq ptr %594, null
  br i1 %595, label %620, label %596

596:                                              ; preds = %591
  %597 = getelementptr inbounds i8, ptr %594, i64 8
  %598 = load atomic i64, ptr %597 acquire, align 8
  %599 = icmp eq i64 %598, 4294967297
  %600 = trunc i64 %598 to i32
  br i1 %599, label %601, label %609

601:                                              ; preds = %596
  store i32 0, ptr %597, align 8, !tbaa !20
  %602 = getelementptr inbounds i8, ptr %594, i64 12
  store i32 0, ptr %602, align 4, !tbaa !23
  %603 = load ptr, ptr %594, align 8, !tbaa !24
  %604 = getelementptr inbounds i8, ptr %603, i64 16
  %605 = load ptr, ptr %604, align 8
  call void %605(ptr noundef nonnull align 8 dereferenceable(16) %594) #23
  %606 = load ptr, ptr %594, align 8, !tbaa !24
  %607 = getelementptr inbounds i8, ptr %606, i64 24
  %608 = load ptr, ptr %607, align 8
  call void %608(ptr noundef nonnull align 8 dereferenceable(16) %594) #23
  br label %620

609:                                              ; preds = %596
  %610 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %611 = icmp eq i8 %610, 0
  br i1 %611, label %614, label %612

612:                                              ; preds = %609
  %613 = add nsw i32 %600, -1
  store i32 %613, ptr %597, align 4, !tbaa !27
  br label %616

614:                                              ; preds = %609
  %615 = atomicrmw volatile add ptr %597, i32 -1 acq_rel, align 4
  br label %616

616:                                              ; preds = %614, %612
  %617 = phi i32 [ %600, %612 ], [ %615, %614 ]
  %618 = icmp eq i32 %617, 1
  br i1 %618, label %619, label %620, !prof !28

619:                                              ; preds = %616
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %594) #23
  br label %620

620:                                              ; preds = %619, %616, %601, %591
  %621 = getelementptr inbounds i8, ptr %592, i64 16
  %622 = icmp eq ptr %621, %589
  br i1 %622, label %623, label %591, !llvm.loop !29

623:                                              ; preds = %620
  %624 = load ptr, ptr %586, align 8, !tbaa !15
  br label %625

625:                                              ; preds = %623, %585
  %626 = phi ptr [ %624, %623 ], [ %587, %585 ]
  %627 = icmp eq ptr %626, null
  br i1 %627, label %634, label %628

628:                                              ; preds = %625
  %629 = getelementptr inbounds i8, ptr %40, i64 24
  %630 = load ptr, ptr %629, align 8, !tbaa !31
  %631 = ptrtoint ptr %630 to i64
  %632 = ptrtoint ptr %626 to i64
  %633 = sub i64 %631, %632
  call void @_ZdlPvm(ptr noundef nonnull %626, i64 noundef %633) #25
  br label %634

634:                                              ; preds = %625, %628
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %40) #23
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %39) #23
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %42) #23
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %43) #23
  store i64 %68, ptr %43, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %44) #23
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %44, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %45, align 8, !tbaa !35, !alias.scope !61
  %635 = getelementptr inbounds i8, ptr %45, i64 8
  store ptr @.str.1, ptr %635, align 8, !tbaa !40, !alias.scope !61
  %636 = getelementptr inbounds i8, ptr %45, i64 16
  store i64 44, ptr %636, align 8, !tbaa !41, !alias.scope !61
  %637 = getelementptr inbounds i8, ptr %45, i64 24
  store i64 25, ptr %637, align 8, !tbaa !42, !alias.scope !61
  invoke void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %42, ptr noundef %251, ptr noundef nonnull align 8 dereferenceable(8) %43, ptr noundef nonnull align 8 dereferenceable(32) %44, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %45)
          to label %638 unwind label %1065

638:                                              ; preds = %634
  %639 = getelementptr inbounds i8, ptr %44, i64 8
  %640 = load ptr, ptr %639, align 8, !tbaa !15
  %641 = getelementptr inbounds i8, ptr %44, i64 16
  %642 = load ptr, ptr %641, align 8, !tbaa !17
  %643 = icmp eq ptr %640, %642
  br i1 %643, label %678, label %644

644:                                              ; preds = %638, %673
  %645 = phi ptr [ %674, %673 ], [ %640, %638 ]
  %646 = getelementptr inbounds i8, ptr %645, i64 8
  %647 = load ptr, ptr %646, align 8, !tbaa !18
  %648 = icmp eq ptr %647, null
  br i1 %648, label %673, label %649

649:                                              ; preds = %644
  %650 = getelementptr inbounds i8, ptr %647, i64 8
  %651 = load atomic i64, ptr %650 acquire, align 8
  %652 = icmp eq i64 %651, 4294967297
  %653 = trunc i64 %651 to i32
  br i1 %652, label %654, label %662

654:                                              ; preds = %649
  store i32 0, ptr %650, align 8, !tbaa !20
  %655 = getelementptr inbounds i8, ptr %647, i64 12
  store i32 0, ptr %655, align 4, !tbaa !23
  %656 = load ptr, ptr %647, align 8, !tbaa !24
  %657 = getelementptr inbounds i8, ptr %656, i64 16
  %658 = load ptr, ptr %657, align 8
  call void %658(ptr noundef nonnull align 8 dereferenceable(16) %647) #23
  %659 = load ptr, ptr %647, align 8, !tbaa !24
  %660 = getelementptr inbounds i8, ptr %659, i64 24
  %661 = load ptr, ptr %660, align 8
  call void %661(ptr noundef nonnull align 8 dereferenceable(16) %647) #23
  br label %673

662:                                              ; preds = %649
  %663 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %664 = icmp eq i8 %663, 0
  br i1 %664, label %667, label %665

665:                                              ; preds = %662
  %666 = add nsw i32 %653, -1
  store i32 %666, ptr %650, align 4, !tbaa !27
  br label %669

667:                                              ; preds = %662
  %668 = atomicrmw volatile add ptr %650, i32 -1 acq_rel, align 4
  br label %669

669:                                              ; preds = %667, %665
  %670 = phi i32 [ %653, %665 ], [ %668, %667 ]
  %671 = icmp eq i32 %670, 1
  br i1 %671, label %672, label %673, !prof !28

672:                                              ; preds = %669
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %647) #23
  br label %673

673:                                              ; preds = %672, %669, %654, %644
  %674 = getelementptr inbounds i8, ptr %645, i64 16
  %675 = icmp eq ptr %674, %642
  br i1 %675, label %676, label %644, !llvm.loop !29

676:                                              ; preds = %673
  %677 = load ptr, ptr %639, align 8, !tbaa !15
  br label %678

678:                                              ; preds = %676, %638
  %679 = phi ptr [ %677, %676 ], [ %640, %638 ]
  %680 = icmp eq ptr %679, null
  br i1 %680, label %687, label %681

681:                                              ; preds = %678
  %682 = getelementptr inbounds i8, ptr %44, i64 24
  %683 = load ptr, ptr %682, align 8, !tbaa !31
  %684 = ptrtoint ptr %683 to i64
  %685 = ptrtoint ptr %679 to i64
  %686 = sub i64 %684, %685
  call void @_ZdlPvm(ptr noundef nonnull %679, i64 noundef %686) #25
  br label %687

687:                                              ; preds = %678, %681
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %44) #23
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %43) #23
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %46) #23
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %47) #23
  store i64 %68, ptr %47, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %48) #23
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %48, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %49, align 8, !tbaa !35, !alias.scope !64
  %688 = getelementptr inbounds i8, ptr %49, i64 8
  store ptr @.str.1, ptr %688, align 8, !tbaa !40, !alias.scope !64
  %689 = getelementptr inbounds i8, ptr %49, i64 16
  store i64 45, ptr %689, align 8, !tbaa !41, !alias.scope !64
  %690 = getelementptr inbounds i8, ptr %49, i64 24
  store i64 25, ptr %690, align 8, !tbaa !42, !alias.scope !64
  invoke void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %46, ptr noundef %260, ptr noundef nonnull align 8 dereferenceable(8) %47, ptr noundef nonnull align 8 dereferenceable(32) %48, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %49)
          to label %691 unwind label %1067

691:                                              ; preds = %687
  %692 = getelementptr inbounds i8, ptr %48, i64 8
  %693 = load ptr, ptr %692, align 8, !tbaa !15
  %694 = getelementptr inbounds i8, ptr %48, i64 16
  %695 = load ptr, ptr %694, align 8, !tbaa !17
  %696 = icmp eq ptr %693, %695
  br i1 %696, label %731, label %697

697:                                              ; preds = %691, %726
  %698 = phi ptr [ %727, %726 ], [ %693, %691 ]
  %699 = getelementptr inbounds i8, ptr %698, i64 8
  %700 = load ptr, ptr %699, align 8, !tbaa !18
  %701 = icmp eq ptr %700, null
  br i1 %701, label %726, label %702

702:                                              ; preds = %697
  %703 = getelementptr inbounds i8, ptr %700, i64 8
  %704 = load atomic i64, ptr %703 acquire, align 8
  %705 = icmp eq i64 %704, 4294967297
  %706 = trunc i64 %704 to i32
  br i1 %705, label %707, label %715

707:                                              ; preds = %702
  store i32 0, ptr %703, align 8, !tbaa !20
  %708 = getelementptr inbounds i8, ptr %700, i64 12
  store i32 0, ptr %708, align 4, !tbaa !23
  %709 = load ptr, ptr %700, align 8, !tbaa !24
  %710 = getelementptr inbounds i8, ptr %709, i64 16
  %711 = load ptr, ptr %710, align 8
  call void %711(ptr noundef nonnull align 8 dereferenceable(16) %700) #23
  %712 = load ptr, ptr %700, align 8, !tbaa !24
  %713 = getelementptr inbounds i8, ptr %712, i64 24
  %714 = load ptr, ptr %713, align 8
  call void %714(ptr noundef nonnull align 8 dereferenceable(16) %700) #23
  br label %726

715:                                              ; preds = %702
  %716 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %717 = icmp eq i8 %716, 0
  br i1 %717, label %720, label %718

718:                                              ; preds = %715
  %719 = add nsw i32 %706, -1
  store i32 %719, ptr %703, align 4, !tbaa !27
  br label %722

720:                                              ; preds = %715
  %721 = atomicrmw volatile add ptr %703, i32 -1 acq_rel, align 4
  br label %722

722:                                              ; preds = %720, %718
  %723 = phi i32 [ %706, %718 ], [ %721, %720 ]
  %724 = icmp eq i32 %723, 1
  br i1 %724, label %725, label %726, !prof !28

725:                                              ; preds = %722
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %700) #23
  br label %726

726:                                              ; preds = %725, %722, %707, %697
  %727 = getelementptr inbounds i8, ptr %698, i64 16
  %728 = icmp eq ptr %727, %695
  br i1 %728, label %729, label %697, !llvm.loop !29

729:                                              ; preds = %726
  %730 = load ptr, ptr %692, align 8, !tbaa !15
  br label %731

731:                                              ; preds = %729, %691
  %732 = phi ptr [ %730, %729 ], [ %693, %691 ]
  %733 = icmp eq ptr %732, null
  br i1 %733, label %740, label %734

734:                                              ; preds = %731
  %735 = getelementptr inbounds i8, ptr %48, i64 24
  %736 = load ptr, ptr %735, align 8, !tbaa !31
  %737 = ptrtoint ptr %736 to i64
  %738 = ptrtoint ptr %732 to i64
  %739 = sub i64 %737, %738
  call void @_ZdlPvm(ptr noundef nonnull %732, i64 noundef %739) #25
  br label %740

740:                                              ; preds = %731, %734
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %48) #23
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %47) #23
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %51) #23
  store ptr @.str, ptr %51, align 8, !tbaa !35, !alias.scope !67
  %741 = getelementptr inbounds i8, ptr %51, i64 8
  store ptr @.str.1, ptr %741, align 8, !tbaa !40, !alias.scope !67
  %742 = getelementptr inbounds i8, ptr %51, i64 16
  store i64 47, ptr %742, align 8, !tbaa !41, !alias.scope !67
  %743 = getelementptr inbounds i8, ptr %51, i64 24
  store i64 5, ptr %743, align 8, !tbaa !42, !alias.scope !67
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8), !noalias !70
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %6) #23, !noalias !73
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1) %6, ptr noundef nonnull align 8 dereferenceable(32) %51)
          to label %744 unwind label %1069

744:                                              ; preds = %740
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #23, !noalias !73
  invoke void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16) %7)
          to label %749 unwind label %745, !noalias !73

745:                                              ; preds = %744
  %746 = landingpad { ptr, i32 }
          cleanup
  br label %812

747:                                              ; preds = %749
  %748 = landingpad { ptr, i32 }
          cleanup
  br label %810

749:                                              ; preds = %744
  %750 = getelementptr inbounds i8, ptr %8, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %8, i8 0, i64 32, i1 false), !noalias !73
  %751 = invoke noalias noundef nonnull dereferenceable(56) ptr @_Znwm(i64 noundef 56) #27
          to label %752 unwind label %747, !noalias !73

752:                                              ; preds = %749
  %753 = getelementptr inbounds i8, ptr %8, i64 24
  store ptr %14, ptr %751, align 16, !noalias !70
  %754 = getelementptr inbounds i8, ptr %751, i64 8
  store ptr %22, ptr %754, align 8, !noalias !70
  %755 = getelementptr inbounds i8, ptr %751, i64 16
  store ptr %26, ptr %755, align 16, !noalias !70
  %756 = getelementptr inbounds i8, ptr %751, i64 24
  store ptr %30, ptr %756, align 8, !noalias !70
  %757 = getelementptr inbounds i8, ptr %751, i64 32
  store ptr %34, ptr %757, align 16, !noalias !70
  %758 = getelementptr inbounds i8, ptr %751, i64 40
  store ptr %10, ptr %758, align 8, !noalias !70
  %759 = getelementptr inbounds i8, ptr %751, i64 48
  store ptr %11, ptr %759, align 16, !noalias !70
  store ptr %751, ptr %8, align 8, !tbaa !9, !noalias !73
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E_E9_M_invokeERKSt9_Any_dataS3_, ptr %753, align 8, !tbaa !76, !noalias !73
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E_E10_M_managerERSt9_Any_dataRKS7_St18_Manager_operation, ptr %750, align 8, !tbaa !14, !noalias !73
  %760 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1) %6)
          to label %761 unwind label %801, !noalias !73

761:                                              ; preds = %752
  %762 = load i8, ptr %6, align 1, !tbaa !78, !range !81, !noalias !73, !noundef !82
  %763 = trunc nuw i8 %762 to i1
  %764 = xor i1 %763, true
  invoke void @_ZN4sycl3_V15queue22submit_with_event_implESt8functionIFvRNS0_7handlerEEERKNS0_6detail14SubmissionInfoERKNS7_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %50, ptr noundef nonnull align 8 dereferenceable(16) %12, ptr noundef nonnull %8, ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef nonnull align 8 dereferenceable(32) %760, i1 noundef zeroext %764)
          to label %765 unwind label %801

765:                                              ; preds = %761
  %766 = load ptr, ptr %750, align 8, !tbaa !14, !noalias !73
  %767 = icmp eq ptr %766, null
  br i1 %767, label %773, label %768

768:                                              ; preds = %765
  %769 = invoke noundef zeroext i1 %766(ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull align 8 dereferenceable(16) %8, i32 noundef 3)
          to label %773 unwind label %770

770:                                              ; preds = %768
  %771 = landingpad { ptr, i32 }
          catch ptr null
  %772 = extractvalue { ptr, i32 } %771, 0
  call void @__clang_call_terminate(ptr %772) #24
  unreachable

773:                                              ; preds = %768, %765
  %774 = getelementptr inbounds i8, ptr %7, i64 8
  %775 = load ptr, ptr %774, align 8, !tbaa !18, !noalias !73
  %776 = icmp eq ptr %775, null
  br i1 %776, label %814, label %777

777:                                              ; preds = %773
  %778 = getelementptr inbounds i8, ptr %775, i64 8
  %779 = load atomic i64, ptr %778 acquire, align 8
  %780 = icmp eq i64 %779, 4294967297
  %781 = trunc i64 %779 to i32
  br i1 %780, label %782, label %790

782:                                              ; preds = %777
  store i32 0, ptr %778, align 8, !tbaa !20
  %783 = getelementptr inbounds i8, ptr %775, i64 12
  store i32 0, ptr %783, align 4, !tbaa !23
  %784 = load ptr, ptr %775, align 8, !tbaa !24
  %785 = getelementptr inbounds i8, ptr %784, i64 16
  %786 = load ptr, ptr %785, align 8
  call void %786(ptr noundef nonnull align 8 dereferenceable(16) %775) #23
  %787 = load ptr, ptr %775, align 8, !tbaa !24
  %788 = getelementptr inbounds i8, ptr %787, i64 24
  %789 = load ptr, ptr %788, align 8
  call void %789(ptr noundef nonnull align 8 dereferenceable(16) %775) #23
  br label %814

790:                                              ; preds = %777
  %791 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !73
  %792 = icmp eq i8 %791, 0
  br i1 %792, label %795, label %793

793:                                              ; preds = %790
  %794 = add nsw i32 %781, -1
  store i32 %794, ptr %778, align 4, !tbaa !27
  br label %797

795:                                              ; preds = %790
  %796 = atomicrmw volatile add ptr %778, i32 -1 acq_rel, align 4
  br label %797

797:                                              ; preds = %795, %793
  %798 = phi i32 [ %781, %793 ], [ %796, %795 ]
  %799 = icmp eq i32 %798, 1
  br i1 %799, label %800, label %814, !prof !28

800:                                              ; preds = %797
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %775) #23
  br label %814

801:                                              ; preds = %761, %752
  %802 = landingpad { ptr, i32 }
          cleanup
  %803 = load ptr, ptr %750, align 8, !tbaa !14, !noalias !73
  %804 = icmp eq ptr %803, null
  br i1 %804, label %810, label %805

805:                                              ; preds = %801
  %806 = invoke noundef zeroext i1 %803(ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull align 8 dereferenceable(16) %8, i32 noundef 3)
          to label %810 unwind label %807

807:                                              ; preds = %805
  %808 = landingpad { ptr, i32 }
          catch ptr null
  %809 = extractvalue { ptr, i32 } %808, 0
  call void @__clang_call_terminate(ptr %809) #24
  unreachable

810:                                              ; preds = %805, %801, %747
  %811 = phi { ptr, i32 } [ %748, %747 ], [ %802, %801 ], [ %802, %805 ]
  call void @_ZN4sycl3_V16detail14SubmissionInfoD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %7) #23
  br label %812

812:                                              ; preds = %810, %745
  %813 = phi { ptr, i32 } [ %811, %810 ], [ %746, %745 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #23, !noalias !73
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %6) #23
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %6) #23, !noalias !73
  br label %1071

814:                                              ; preds = %800, %797, %782, %773
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #23, !noalias !73
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %6) #23
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %6) #23, !noalias !73
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8), !noalias !70
  %815 = getelementptr inbounds i8, ptr %50, i64 8
  %816 = load ptr, ptr %815, align 8, !tbaa !18
  %817 = icmp eq ptr %816, null
  br i1 %817, label %842, label %818

818:                                              ; preds = %814
  %819 = getelementptr inbounds i8, ptr %816, i64 8
  %820 = load atomic i64, ptr %819 acquire, align 8
  %821 = icmp eq i64 %820, 4294967297
  %822 = trunc i64 %820 to i32
  br i1 %821, label %823, label %831

823:                                              ; preds = %818
  store i32 0, ptr %819, align 8, !tbaa !20
  %824 = getelementptr inbounds i8, ptr %816, i64 12
  store i32 0, ptr %824, align 4, !tbaa !23
  %825 = load ptr, ptr %816, align 8, !tbaa !24
  %826 = getelementptr inbounds i8, ptr %825, i64 16
  %827 = load ptr, ptr %826, align 8
  call void %827(ptr noundef nonnull align 8 dereferenceable(16) %816) #23
  %828 = load ptr, ptr %816, align 8, !tbaa !24
  %829 = getelementptr inbounds i8, ptr %828, i64 24
  %830 = load ptr, ptr %829, align 8
  call void %830(ptr noundef nonnull align 8 dereferenceable(16) %816) #23
  br label %842

831:                                              ; preds = %818
  %832 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %833 = icmp eq i8 %832, 0
  br i1 %833, label %836, label %834

834:                                              ; preds = %831
  %835 = add nsw i32 %822, -1
  store i32 %835, ptr %819, align 4, !tbaa !27
  br label %838

836:                                              ; preds = %831
  %837 = atomicrmw volatile add ptr %819, i32 -1 acq_rel, align 4
  br label %838

838:                                              ; preds = %836, %834
  %839 = phi i32 [ %822, %834 ], [ %837, %836 ]
  %840 = icmp eq i32 %839, 1
  br i1 %840, label %841, label %842, !prof !28

841:                                              ; preds = %838
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %816) #23
  br label %842

842:                                              ; preds = %814, %823, %838, %841
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %51) #23
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %53) #23
  store ptr @.str, ptr %53, align 8, !tbaa !35, !alias.scope !83
  %843 = getelementptr inbounds i8, ptr %53, i64 8
  store ptr @.str.1, ptr %843, align 8, !tbaa !40, !alias.scope !83
  %844 = getelementptr inbounds i8, ptr %53, i64 16
  store i64 68, ptr %844, align 8, !tbaa !41, !alias.scope !83
  %845 = getelementptr inbounds i8, ptr %53, i64 24
  store i64 5, ptr %845, align 8, !tbaa !42, !alias.scope !83
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5), !noalias !86
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %3) #23, !noalias !89
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1) %3, ptr noundef nonnull align 8 dereferenceable(32) %53)
          to label %846 unwind label %1073

846:                                              ; preds = %842
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #23, !noalias !89
  invoke void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16) %4)
          to label %851 unwind label %847, !noalias !89

847:                                              ; preds = %846
  %848 = landingpad { ptr, i32 }
          cleanup
  br label %913

849:                                              ; preds = %851
  %850 = landingpad { ptr, i32 }
          cleanup
  br label %911

851:                                              ; preds = %846
  %852 = getelementptr inbounds i8, ptr %5, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %5, i8 0, i64 32, i1 false), !noalias !89
  %853 = invoke noalias noundef nonnull dereferenceable(48) ptr @_Znwm(i64 noundef 48) #27
          to label %854 unwind label %849, !noalias !89

854:                                              ; preds = %851
  %855 = getelementptr inbounds i8, ptr %5, i64 24
  store ptr %18, ptr %853, align 16, !noalias !86
  %856 = getelementptr inbounds i8, ptr %853, i64 8
  store ptr %38, ptr %856, align 8, !noalias !86
  %857 = getelementptr inbounds i8, ptr %853, i64 16
  store ptr %42, ptr %857, align 16, !noalias !86
  %858 = getelementptr inbounds i8, ptr %853, i64 24
  store ptr %46, ptr %858, align 8, !noalias !86
  %859 = getelementptr inbounds i8, ptr %853, i64 32
  store ptr %10, ptr %859, align 16, !noalias !86
  %860 = getelementptr inbounds i8, ptr %853, i64 40
  store ptr %11, ptr %860, align 8, !noalias !86
  store ptr %853, ptr %5, align 8, !tbaa !9, !noalias !89
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E0_E9_M_invokeERKSt9_Any_dataS3_, ptr %855, align 8, !tbaa !76, !noalias !89
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E0_E10_M_managerERSt9_Any_dataRKS7_St18_Manager_operation, ptr %852, align 8, !tbaa !14, !noalias !89
  %861 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1) %3)
          to label %862 unwind label %902, !noalias !89

862:                                              ; preds = %854
  %863 = load i8, ptr %3, align 1, !tbaa !78, !range !81, !noalias !89, !noundef !82
  %864 = trunc nuw i8 %863 to i1
  %865 = xor i1 %864, true
  invoke void @_ZN4sycl3_V15queue22submit_with_event_implESt8functionIFvRNS0_7handlerEEERKNS0_6detail14SubmissionInfoERKNS7_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %52, ptr noundef nonnull align 8 dereferenceable(16) %12, ptr noundef nonnull %5, ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull align 8 dereferenceable(32) %861, i1 noundef zeroext %865)
          to label %866 unwind label %902

866:                                              ; preds = %862
  %867 = load ptr, ptr %852, align 8, !tbaa !14, !noalias !89
  %868 = icmp eq ptr %867, null
  br i1 %868, label %874, label %869

869:                                              ; preds = %866
  %870 = invoke noundef zeroext i1 %867(ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(16) %5, i32 noundef 3)
          to label %874 unwind label %871

871:                                              ; preds = %869
  %872 = landingpad { ptr, i32 }
          catch ptr null
  %873 = extractvalue { ptr, i32 } %872, 0
  call void @__clang_call_terminate(ptr %873) #24
  unreachable

874:                                              ; preds = %869, %866
  %875 = getelementptr inbounds i8, ptr %4, i64 8
  %876 = load ptr, ptr %875, align 8, !tbaa !18, !noalias !89
  %877 = icmp eq ptr %876, null
  br i1 %877, label %915, label %878

878:                                              ; preds = %874
  %879 = getelementptr inbounds i8, ptr %876, i64 8
  %880 = load atomic i64, ptr %879 acquire, align 8
  %881 = icmp eq i64 %880, 4294967297
  %882 = trunc i64 %880 to i32
  br i1 %881, label %883, label %891

883:                                              ; preds = %878
  store i32 0, ptr %879, align 8, !tbaa !20
  %884 = getelementptr inbounds i8, ptr %876, i64 12
  store i32 0, ptr %884, align 4, !tbaa !23
  %885 = load ptr, ptr %876, align 8, !tbaa !24
  %886 = getelementptr inbounds i8, ptr %885, i64 16
  %887 = load ptr, ptr %886, align 8
  call void %887(ptr noundef nonnull align 8 dereferenceable(16) %876) #23
  %888 = load ptr, ptr %876, align 8, !tbaa !24
  %889 = getelementptr inbounds i8, ptr %888, i64 24
  %890 = load ptr, ptr %889, align 8
  call void %890(ptr noundef nonnull align 8 dereferenceable(16) %876) #23
  br label %915

891:                                              ; preds = %878
  %892 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !89
  %893 = icmp eq i8 %892, 0
  br i1 %893, label %896, label %894

894:                                              ; preds = %891
  %895 = add nsw i32 %882, -1
  store i32 %895, ptr %879, align 4, !tbaa !27
  br label %898

896:                                              ; preds = %891
  %897 = atomicrmw volatile add ptr %879, i32 -1 acq_rel, align 4
  br label %898

898:                                              ; preds = %896, %894
  %899 = phi i32 [ %882, %894 ], [ %897, %896 ]
  %900 = icmp eq i32 %899, 1
  br i1 %900, label %901, label %915, !prof !28

901:                                              ; preds = %898
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %876) #23
  br label %915

902:                                              ; preds = %862, %854
  %903 = landingpad { ptr, i32 }
          cleanup
  %904 = load ptr, ptr %852, align 8, !tbaa !14, !noalias !89
  %905 = icmp eq ptr %904, null
  br i1 %905, label %911, label %906

906:                                              ; preds = %902
  %907 = invoke noundef zeroext i1 %904(ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(16) %5, i32 noundef 3)
          to label %911 unwind label %908

908:                                              ; preds = %906
  %909 = landingpad { ptr, i32 }
          catch ptr null
  %910 = extractvalue { ptr, i32 } %909, 0
  call void @__clang_call_terminate(ptr %910) #24
  unreachable

911:                                              ; preds = %906, %902, %849
  %912 = phi { ptr, i32 } [ %850, %849 ], [ %903, %902 ], [ %903, %906 ]
  call void @_ZN4sycl3_V16detail14SubmissionInfoD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %4) #23
  br label %913

913:                                              ; preds = %911, %847
  %914 = phi { ptr, i32 } [ %912, %911 ], [ %848, %847 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #23, !noalias !89
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %3) #23
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %3) #23, !noalias !89
  br label %1075

915:                                              ; preds = %901, %898, %883, %874
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #23, !noalias !89
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %3) #23
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %3) #23, !noalias !89
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5), !noalias !86
  %916 = getelementptr inbounds i8, ptr %52, i64 8
  %917 = load ptr, ptr %916, align 8, !tbaa !18
  %918 = icmp eq ptr %917, null
  br i1 %918, label %943, label %919

919:                                              ; preds = %915
  %920 = getelementptr inbounds i8, ptr %917, i64 8
  %921 = load atomic i64, ptr %920 acquire, align 8
  %922 = icmp eq i64 %921, 4294967297
  %923 = trunc i64 %921 to i32
  br i1 %922, label %924, label %932

924:                                              ; preds = %919
  store i32 0, ptr %920, align 8, !tbaa !20
  %925 = getelementptr inbounds i8, ptr %917, i64 12
  store i32 0, ptr %925, align 4, !tbaa !23
  %926 = load ptr, ptr %917, align 8, !tbaa !24
  %927 = getelementptr inbounds i8, ptr %926, i64 16
  %928 = load ptr, ptr %927, align 8
  call void %928(ptr noundef nonnull align 8 dereferenceable(16) %917) #23
  %929 = load ptr, ptr %917, align 8, !tbaa !24
  %930 = getelementptr inbounds i8, ptr %929, i64 24
  %931 = load ptr, ptr %930, align 8
  call void %931(ptr noundef nonnull align 8 dereferenceable(16) %917) #23
  br label %943

932:                                              ; preds = %919
  %933 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %934 = icmp eq i8 %933, 0
  br i1 %934, label %937, label %935

935:                                              ; preds = %932
  %936 = add nsw i32 %923, -1
  store i32 %936, ptr %920, align 4, !tbaa !27
  br label %939

937:                                              ; preds = %932
  %938 = atomicrmw volatile add ptr %920, i32 -1 acq_rel, align 4
  br label %939

939:                                              ; preds = %937, %935
  %940 = phi i32 [ %923, %935 ], [ %938, %937 ]
  %941 = icmp eq i32 %940, 1
  br i1 %941, label %942, label %943, !prof !28

942:                                              ; preds = %939
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %917) #23
  br label %943

943:                                              ; preds = %915, %924, %939, %942
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %53) #23
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %46) #23
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %46) #23
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %42) #23
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %42) #23
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %38) #23
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %38) #23
  call void @_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %34) #23
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %34) #23
  call void @_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %30) #23
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %30) #23
  call void @_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %26) #23
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %26) #23
  call void @_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %22) #23
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %22) #23
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %18) #23
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %18) #23
  call void @_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %14) #23
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %14) #23
  br i1 %204, label %951, label %944

944:                                              ; preds = %943
  %945 = load i64, ptr %11, align 8, !tbaa !5
  %946 = icmp eq i64 %945, 0
  br label %1102

947:                                              ; preds = %1174
  %948 = select i1 %1176, ptr @.str.3, ptr @.str.4
  %949 = xor i1 %1176, true
  %950 = zext i1 %949 to i32
  br label %951

951:                                              ; preds = %947, %943
  %952 = phi i32 [ 0, %943 ], [ %950, %947 ]
  %953 = phi ptr [ @.str.3, %943 ], [ %948, %947 ]
  %954 = call i32 @puts(ptr nonnull dereferenceable(1) %953)
  %955 = icmp eq ptr %260, null
  br i1 %955, label %960, label %956

956:                                              ; preds = %951
  %957 = ptrtoint ptr %261 to i64
  %958 = ptrtoint ptr %260 to i64
  %959 = sub i64 %957, %958
  call void @_ZdlPvm(ptr noundef nonnull %260, i64 noundef %959) #25
  br label %960

960:                                              ; preds = %951, %956
  %961 = icmp eq ptr %251, null
  br i1 %961, label %966, label %962

962:                                              ; preds = %960
  %963 = ptrtoint ptr %250 to i64
  %964 = ptrtoint ptr %251 to i64
  %965 = sub i64 %963, %964
  call void @_ZdlPvm(ptr noundef nonnull %251, i64 noundef %965) #25
  br label %966

966:                                              ; preds = %960, %962
  %967 = icmp eq ptr %258, null
  br i1 %967, label %972, label %968

968:                                              ; preds = %966
  %969 = ptrtoint ptr %259 to i64
  %970 = ptrtoint ptr %258 to i64
  %971 = sub i64 %969, %970
  call void @_ZdlPvm(ptr noundef nonnull %258, i64 noundef %971) #25
  br label %972

972:                                              ; preds = %966, %968
  %973 = icmp eq ptr %252, null
  br i1 %973, label %978, label %974

974:                                              ; preds = %972
  %975 = ptrtoint ptr %253 to i64
  %976 = ptrtoint ptr %252 to i64
  %977 = sub i64 %975, %976
  call void @_ZdlPvm(ptr noundef nonnull %252, i64 noundef %977) #25
  br label %978

978:                                              ; preds = %972, %974
  %979 = icmp eq ptr %257, null
  br i1 %979, label %984, label %980

980:                                              ; preds = %978
  %981 = ptrtoint ptr %256 to i64
  %982 = ptrtoint ptr %257 to i64
  %983 = sub i64 %981, %982
  call void @_ZdlPvm(ptr noundef nonnull %257, i64 noundef %983) #25
  br label %984

984:                                              ; preds = %978, %980
  %985 = icmp eq ptr %254, null
  br i1 %985, label %990, label %986

986:                                              ; preds = %984
  %987 = ptrtoint ptr %255 to i64
  %988 = ptrtoint ptr %254 to i64
  %989 = sub i64 %987, %988
  call void @_ZdlPvm(ptr noundef nonnull %254, i64 noundef %989) #25
  br label %990

990:                                              ; preds = %984, %986
  %991 = icmp eq ptr %199, null
  br i1 %991, label %996, label %992

992:                                              ; preds = %990
  %993 = ptrtoint ptr %198 to i64
  %994 = ptrtoint ptr %199 to i64
  %995 = sub i64 %993, %994
  call void @_ZdlPvm(ptr noundef nonnull %199, i64 noundef %995) #25
  br label %996

996:                                              ; preds = %990, %992
  %997 = icmp eq ptr %197, null
  br i1 %997, label %1002, label %998

998:                                              ; preds = %996
  %999 = ptrtoint ptr %196 to i64
  %1000 = ptrtoint ptr %197 to i64
  %1001 = sub i64 %999, %1000
  call void @_ZdlPvm(ptr noundef nonnull %197, i64 noundef %1001) #25
  br label %1002

1002:                                             ; preds = %996, %998
  %1003 = icmp eq ptr %194, null
  br i1 %1003, label %1008, label %1004

1004:                                             ; preds = %1002
  %1005 = ptrtoint ptr %195 to i64
  %1006 = ptrtoint ptr %194 to i64
  %1007 = sub i64 %1005, %1006
  call void @_ZdlPvm(ptr noundef nonnull %194, i64 noundef %1007) #25
  br label %1008

1008:                                             ; preds = %1002, %1004
  %1009 = getelementptr inbounds i8, ptr %12, i64 8
  %1010 = load ptr, ptr %1009, align 8, !tbaa !18
  %1011 = icmp eq ptr %1010, null
  br i1 %1011, label %1036, label %1012

1012:                                             ; preds = %1008
  %1013 = getelementptr inbounds i8, ptr %1010, i64 8
  %1014 = load atomic i64, ptr %1013 acquire, align 8
  %1015 = icmp eq i64 %1014, 4294967297
  %1016 = trunc i64 %1014 to i32
  br i1 %1015, label %1017, label %1025

1017:                                             ; preds = %1012
  store i32 0, ptr %1013, align 8, !tbaa !20
  %1018 = getelementptr inbounds i8, ptr %1010, i64 12
  store i32 0, ptr %1018, align 4, !tbaa !23
  %1019 = load ptr, ptr %1010, align 8, !tbaa !24
  %1020 = getelementptr inbounds i8, ptr %1019, i64 16
  %1021 = load ptr, ptr %1020, align 8
  call void %1021(ptr noundef nonnull align 8 dereferenceable(16) %1010) #23
  %1022 = load ptr, ptr %1010, align 8, !tbaa !24
  %1023 = getelementptr inbounds i8, ptr %1022, i64 24
  %1024 = load ptr, ptr %1023, align 8
  call void %1024(ptr noundef nonnull align 8 dereferenceable(16) %1010) #23
  br label %1036

1025:                                             ; preds = %1012
  %1026 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %1027 = icmp eq i8 %1026, 0
  br i1 %1027, label %1030, label %1028

1028:                                             ; preds = %1025
  %1029 = add nsw i32 %1016, -1
  store i32 %1029, ptr %1013, align 4, !tbaa !27
  br label %1032

1030:                                             ; preds = %1025
  %1031 = atomicrmw volatile add ptr %1013, i32 -1 acq_rel, align 4
  br label %1032

1032:                                             ; preds = %1030, %1028
  %1033 = phi i32 [ %1016, %1028 ], [ %1031, %1030 ]
  %1034 = icmp eq i32 %1033, 1
  br i1 %1034, label %1035, label %1036, !prof !28

1035:                                             ; preds = %1032
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1010) #23
  br label %1036

1036:                                             ; preds = %1008, %1017, %1032, %1035
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %12) #23
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11) #23
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10) #23
  ret i32 %952

1037:                                             ; preds = %163
  %1038 = landingpad { ptr, i32 }
          cleanup
  br label %1278

1039:                                             ; preds = %205, %201
  %1040 = landingpad { ptr, i32 }
          cleanup
  br label %1269

1041:                                             ; preds = %214
  %1042 = landingpad { ptr, i32 }
          cleanup
  br label %1262

1043:                                             ; preds = %221
  %1044 = landingpad { ptr, i32 }
          cleanup
  br label %1248

1045:                                             ; preds = %228
  %1046 = landingpad { ptr, i32 }
          cleanup
  br label %1230

1047:                                             ; preds = %235
  %1048 = landingpad { ptr, i32 }
          cleanup
  br label %1208

1049:                                             ; preds = %242
  %1050 = landingpad { ptr, i32 }
          cleanup
  br label %1182

1051:                                             ; preds = %249
  %1052 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %16) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #23
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15) #23
  br label %1095

1053:                                             ; preds = %314
  %1054 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %20) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #23
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19) #23
  br label %1093

1055:                                             ; preds = %368
  %1056 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %24) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24) #23
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23) #23
  br label %1091

1057:                                             ; preds = %422
  %1058 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %28) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %28) #23
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27) #23
  br label %1089

1059:                                             ; preds = %475
  %1060 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %32) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %32) #23
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %31) #23
  br label %1087

1061:                                             ; preds = %528
  %1062 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %36) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %36) #23
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35) #23
  br label %1085

1063:                                             ; preds = %581
  %1064 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %40) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %40) #23
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %39) #23
  br label %1083

1065:                                             ; preds = %634
  %1066 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %44) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %44) #23
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %43) #23
  br label %1081

1067:                                             ; preds = %687
  %1068 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %48) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %48) #23
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %47) #23
  br label %1079

1069:                                             ; preds = %740
  %1070 = landingpad { ptr, i32 }
          cleanup
  br label %1071

1071:                                             ; preds = %812, %1069
  %1072 = phi { ptr, i32 } [ %1070, %1069 ], [ %813, %812 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %51) #23
  br label %1077

1073:                                             ; preds = %842
  %1074 = landingpad { ptr, i32 }
          cleanup
  br label %1075

1075:                                             ; preds = %913, %1073
  %1076 = phi { ptr, i32 } [ %1074, %1073 ], [ %914, %913 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %53) #23
  br label %1077

1077:                                             ; preds = %1075, %1071
  %1078 = phi { ptr, i32 } [ %1076, %1075 ], [ %1072, %1071 ]
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %46) #23
  br label %1079

1079:                                             ; preds = %1077, %1067
  %1080 = phi { ptr, i32 } [ %1078, %1077 ], [ %1068, %1067 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %46) #23
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %42) #23
  br label %1081

1081:                                             ; preds = %1079, %1065
  %1082 = phi { ptr, i32 } [ %1080, %1079 ], [ %1066, %1065 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %42) #23
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %38) #23
  br label %1083

1083:                                             ; preds = %1081, %1063
  %1084 = phi { ptr, i32 } [ %1082, %1081 ], [ %1064, %1063 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %38) #23
  call void @_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %34) #23
  br label %1085

1085:                                             ; preds = %1083, %1061
  %1086 = phi { ptr, i32 } [ %1084, %1083 ], [ %1062, %1061 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %34) #23
  call void @_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %30) #23
  br label %1087

1087:                                             ; preds = %1085, %1059
  %1088 = phi { ptr, i32 } [ %1086, %1085 ], [ %1060, %1059 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %30) #23
  call void @_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %26) #23
  br label %1089

1089:                                             ; preds = %1087, %1057
  %1090 = phi { ptr, i32 } [ %1088, %1087 ], [ %1058, %1057 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %26) #23
  call void @_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %22) #23
  br label %1091

1091:                                             ; preds = %1089, %1055
  %1092 = phi { ptr, i32 } [ %1090, %1089 ], [ %1056, %1055 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %22) #23
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %18) #23
  br label %1093

1093:                                             ; preds = %1091, %1053
  %1094 = phi { ptr, i32 } [ %1092, %1091 ], [ %1054, %1053 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %18) #23
  call void @_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %14) #23
  br label %1095

1095:                                             ; preds = %1093, %1051
  %1096 = phi { ptr, i32 } [ %1094, %1093 ], [ %1052, %1051 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %14) #23
  %1097 = icmp eq ptr %260, null
  br i1 %1097, label %1180, label %1098

1098:                                             ; preds = %1095
  %1099 = ptrtoint ptr %261 to i64
  %1100 = ptrtoint ptr %260 to i64
  %1101 = sub i64 %1099, %1100
  call void @_ZdlPvm(ptr noundef nonnull %260, i64 noundef %1101) #25
  br label %1180

1102:                                             ; preds = %944, %1174
  %1103 = phi i64 [ 0, %944 ], [ %1178, %1174 ]
  %1104 = phi i8 [ 1, %944 ], [ %1177, %1174 ]
  %1105 = mul i64 %945, %1103
  %1106 = getelementptr inbounds float, ptr %197, i64 %1105
  %1107 = load float, ptr %1106, align 4, !tbaa !32
  br i1 %946, label %1108, label %1115

1108:                                             ; preds = %1128, %1102
  %1109 = phi float [ %1107, %1102 ], [ %1139, %1128 ]
  %1110 = phi float [ %1107, %1102 ], [ %1141, %1128 ]
  %1111 = phi i8 [ %1104, %1102 ], [ %1130, %1128 ]
  %1112 = phi i32 [ 0, %1102 ], [ %1133, %1128 ]
  %1113 = phi i32 [ 0, %1102 ], [ %1135, %1128 ]
  %1114 = trunc nuw i8 %1111 to i1
  br i1 %1114, label %1144, label %1174

1115:                                             ; preds = %1102, %1128
  %1116 = phi i64 [ %1142, %1128 ], [ 0, %1102 ]
  %1117 = phi i32 [ %1135, %1128 ], [ 0, %1102 ]
  %1118 = phi i32 [ %1133, %1128 ], [ 0, %1102 ]
  %1119 = phi i8 [ %1130, %1128 ], [ %1104, %1102 ]
  %1120 = phi float [ %1141, %1128 ], [ %1107, %1102 ]
  %1121 = phi float [ %1139, %1128 ], [ %1107, %1102 ]
  %1122 = add i64 %1116, %1105
  %1123 = trunc nuw i8 %1119 to i1
  br i1 %1123, label %1124, label %1128

1124:                                             ; preds = %1115
  %1125 = getelementptr inbounds i32, ptr %199, i64 %1122
  %1126 = load i32, ptr %1125, align 4, !tbaa !27
  %1127 = icmp eq i32 %1126, %1118
  br label %1128

1128:                                             ; preds = %1124, %1115
  %1129 = phi i1 [ false, %1115 ], [ %1127, %1124 ]
  %1130 = zext i1 %1129 to i8
  %1131 = getelementptr inbounds i32, ptr %194, i64 %1122
  %1132 = load i32, ptr %1131, align 4, !tbaa !27
  %1133 = add nsw i32 %1132, %1118
  %1134 = lshr i32 %1132, 31
  %1135 = or i32 %1134, %1117
  %1136 = getelementptr inbounds float, ptr %197, i64 %1122
  %1137 = load float, ptr %1136, align 4, !tbaa !32
  %1138 = fcmp olt float %1121, %1137
  %1139 = select i1 %1138, float %1137, float %1121
  %1140 = fcmp olt float %1137, %1120
  %1141 = select i1 %1140, float %1137, float %1120
  %1142 = add nuw i64 %1116, 1
  %1143 = icmp eq i64 %1142, %945
  br i1 %1143, label %1108, label %1115, !llvm.loop !92

1144:                                             ; preds = %1108
  %1145 = getelementptr inbounds i32, ptr %254, i64 %1103
  %1146 = load i32, ptr %1145, align 4, !tbaa !27
  %1147 = icmp eq i32 %1146, %1112
  br i1 %1147, label %1148, label %1174

1148:                                             ; preds = %1144
  %1149 = getelementptr inbounds i32, ptr %257, i64 %1103
  %1150 = load i32, ptr %1149, align 4, !tbaa !27
  %1151 = getelementptr inbounds i32, ptr %194, i64 %1105
  %1152 = load i32, ptr %1151, align 4, !tbaa !27
  %1153 = icmp eq i32 %1150, %1152
  br i1 %1153, label %1154, label %1174

1154:                                             ; preds = %1148
  %1155 = getelementptr inbounds i32, ptr %252, i64 %1103
  %1156 = load i32, ptr %1155, align 4, !tbaa !27
  %1157 = icmp eq i32 %1156, %1113
  br i1 %1157, label %1158, label %1174

1158:                                             ; preds = %1154
  %1159 = getelementptr inbounds float, ptr %258, i64 %1103
  %1160 = load float, ptr %1159, align 4, !tbaa !32
  %1161 = fcmp oeq float %1160, %1109
  br i1 %1161, label %1162, label %1174

1162:                                             ; preds = %1158
  %1163 = getelementptr inbounds float, ptr %251, i64 %1103
  %1164 = load float, ptr %1163, align 4, !tbaa !32
  %1165 = fcmp oeq float %1164, %1110
  br i1 %1165, label %1166, label %1174

1166:                                             ; preds = %1162
  %1167 = getelementptr inbounds float, ptr %260, i64 %1103
  %1168 = load float, ptr %1167, align 4, !tbaa !32
  %1169 = urem i64 %1103, %945
  %1170 = add i64 %1169, %1105
  %1171 = getelementptr inbounds float, ptr %197, i64 %1170
  %1172 = load float, ptr %1171, align 4, !tbaa !32
  %1173 = fcmp oeq float %1168, %1172
  br label %1174

1174:                                             ; preds = %1148, %1144, %1108, %1166, %1162, %1158, %1154
  %1175 = phi i1 [ false, %1162 ], [ false, %1158 ], [ false, %1154 ], [ %1173, %1166 ], [ false, %1108 ], [ false, %1144 ], [ false, %1148 ]
  %1176 = freeze i1 %1175
  %1177 = zext i1 %1176 to i8
  %1178 = add nuw i64 %1103, 1
  %1179 = icmp ult i64 %1178, %68
  br i1 %1179, label %1102, label %947, !llvm.loop !93

1180:                                             ; preds = %1098, %1095
  %1181 = icmp eq ptr %251, null
  br i1 %1181, label %1197, label %1182

1182:                                             ; preds = %1049, %1180
  %1183 = phi { ptr, i32 } [ %1050, %1049 ], [ %1096, %1180 ]
  %1184 = phi ptr [ %209, %1049 ], [ %255, %1180 ]
  %1185 = phi ptr [ %207, %1049 ], [ %254, %1180 ]
  %1186 = phi ptr [ %217, %1049 ], [ %256, %1180 ]
  %1187 = phi ptr [ %215, %1049 ], [ %257, %1180 ]
  %1188 = phi ptr [ %224, %1049 ], [ %253, %1180 ]
  %1189 = phi ptr [ %222, %1049 ], [ %252, %1180 ]
  %1190 = phi ptr [ %229, %1049 ], [ %258, %1180 ]
  %1191 = phi ptr [ %231, %1049 ], [ %259, %1180 ]
  %1192 = phi ptr [ %236, %1049 ], [ %251, %1180 ]
  %1193 = phi ptr [ %238, %1049 ], [ %250, %1180 ]
  %1194 = ptrtoint ptr %1193 to i64
  %1195 = ptrtoint ptr %1192 to i64
  %1196 = sub i64 %1194, %1195
  call void @_ZdlPvm(ptr noundef nonnull %1192, i64 noundef %1196) #25
  br label %1197

1197:                                             ; preds = %1182, %1180
  %1198 = phi ptr [ %259, %1180 ], [ %1191, %1182 ]
  %1199 = phi ptr [ %258, %1180 ], [ %1190, %1182 ]
  %1200 = phi ptr [ %252, %1180 ], [ %1189, %1182 ]
  %1201 = phi ptr [ %253, %1180 ], [ %1188, %1182 ]
  %1202 = phi ptr [ %257, %1180 ], [ %1187, %1182 ]
  %1203 = phi ptr [ %256, %1180 ], [ %1186, %1182 ]
  %1204 = phi ptr [ %254, %1180 ], [ %1185, %1182 ]
  %1205 = phi ptr [ %255, %1180 ], [ %1184, %1182 ]
  %1206 = phi { ptr, i32 } [ %1096, %1180 ], [ %1183, %1182 ]
  %1207 = icmp eq ptr %1199, null
  br i1 %1207, label %1221, label %1208

1208:                                             ; preds = %1047, %1197
  %1209 = phi { ptr, i32 } [ %1048, %1047 ], [ %1206, %1197 ]
  %1210 = phi ptr [ %209, %1047 ], [ %1205, %1197 ]
  %1211 = phi ptr [ %207, %1047 ], [ %1204, %1197 ]
  %1212 = phi ptr [ %217, %1047 ], [ %1203, %1197 ]
  %1213 = phi ptr [ %215, %1047 ], [ %1202, %1197 ]
  %1214 = phi ptr [ %224, %1047 ], [ %1201, %1197 ]
  %1215 = phi ptr [ %222, %1047 ], [ %1200, %1197 ]
  %1216 = phi ptr [ %229, %1047 ], [ %1199, %1197 ]
  %1217 = phi ptr [ %231, %1047 ], [ %1198, %1197 ]
  %1218 = ptrtoint ptr %1217 to i64
  %1219 = ptrtoint ptr %1216 to i64
  %1220 = sub i64 %1218, %1219
  call void @_ZdlPvm(ptr noundef nonnull %1216, i64 noundef %1220) #25
  br label %1221

1221:                                             ; preds = %1208, %1197
  %1222 = phi ptr [ %1200, %1197 ], [ %1215, %1208 ]
  %1223 = phi ptr [ %1201, %1197 ], [ %1214, %1208 ]
  %1224 = phi ptr [ %1202, %1197 ], [ %1213, %1208 ]
  %1225 = phi ptr [ %1203, %1197 ], [ %1212, %1208 ]
  %1226 = phi ptr [ %1204, %1197 ], [ %1211, %1208 ]
  %1227 = phi ptr [ %1205, %1197 ], [ %1210, %1208 ]
  %1228 = phi { ptr, i32 } [ %1206, %1197 ], [ %1209, %1208 ]
  %1229 = icmp eq ptr %1222, null
  br i1 %1229, label %1241, label %1230

1230:                                             ; preds = %1045, %1221
  %1231 = phi { ptr, i32 } [ %1046, %1045 ], [ %1228, %1221 ]
  %1232 = phi ptr [ %209, %1045 ], [ %1227, %1221 ]
  %1233 = phi ptr [ %207, %1045 ], [ %1226, %1221 ]
  %1234 = phi ptr [ %217, %1045 ], [ %1225, %1221 ]
  %1235 = phi ptr [ %215, %1045 ], [ %1224, %1221 ]
  %1236 = phi ptr [ %224, %1045 ], [ %1223, %1221 ]
  %1237 = phi ptr [ %222, %1045 ], [ %1222, %1221 ]
  %1238 = ptrtoint ptr %1236 to i64
  %1239 = ptrtoint ptr %1237 to i64
  %1240 = sub i64 %1238, %1239
  call void @_ZdlPvm(ptr noundef nonnull %1237, i64 noundef %1240) #25
  br label %1241

1241:                                             ; preds = %1230, %1221
  %1242 = phi ptr [ %1224, %1221 ], [ %1235, %1230 ]
  %1243 = phi ptr [ %1225, %1221 ], [ %1234, %1230 ]
  %1244 = phi ptr [ %1226, %1221 ], [ %1233, %1230 ]
  %1245 = phi ptr [ %1227, %1221 ], [ %1232, %1230 ]
  %1246 = phi { ptr, i32 } [ %1228, %1221 ], [ %1231, %1230 ]
  %1247 = icmp eq ptr %1242, null
  br i1 %1247, label %1257, label %1248

1248:                                             ; preds = %1043, %1241
  %1249 = phi { ptr, i32 } [ %1044, %1043 ], [ %1246, %1241 ]
  %1250 = phi ptr [ %209, %1043 ], [ %1245, %1241 ]
  %1251 = phi ptr [ %207, %1043 ], [ %1244, %1241 ]
  %1252 = phi ptr [ %217, %1043 ], [ %1243, %1241 ]
  %1253 = phi ptr [ %215, %1043 ], [ %1242, %1241 ]
  %1254 = ptrtoint ptr %1252 to i64
  %1255 = ptrtoint ptr %1253 to i64
  %1256 = sub i64 %1254, %1255
  call void @_ZdlPvm(ptr noundef nonnull %1253, i64 noundef %1256) #25
  br label %1257

1257:                                             ; preds = %1248, %1241
  %1258 = phi ptr [ %1244, %1241 ], [ %1251, %1248 ]
  %1259 = phi ptr [ %1245, %1241 ], [ %1250, %1248 ]
  %1260 = phi { ptr, i32 } [ %1246, %1241 ], [ %1249, %1248 ]
  %1261 = icmp eq ptr %1258, null
  br i1 %1261, label %1269, label %1262

1262:                                             ; preds = %1041, %1257
  %1263 = phi { ptr, i32 } [ %1042, %1041 ], [ %1260, %1257 ]
  %1264 = phi ptr [ %209, %1041 ], [ %1259, %1257 ]
  %1265 = phi ptr [ %207, %1041 ], [ %1258, %1257 ]
  %1266 = ptrtoint ptr %1264 to i64
  %1267 = ptrtoint ptr %1265 to i64
  %1268 = sub i64 %1266, %1267
  call void @_ZdlPvm(ptr noundef nonnull %1265, i64 noundef %1268) #25
  br label %1269

1269:                                             ; preds = %1262, %1257, %1039
  %1270 = phi { ptr, i32 } [ %1040, %1039 ], [ %1260, %1257 ], [ %1263, %1262 ]
  %1271 = icmp eq ptr %199, null
  br i1 %1271, label %1276, label %1272

1272:                                             ; preds = %1269
  %1273 = ptrtoint ptr %198 to i64
  %1274 = ptrtoint ptr %199 to i64
  %1275 = sub i64 %1273, %1274
  call void @_ZdlPvm(ptr noundef nonnull %199, i64 noundef %1275) #25
  br label %1276

1276:                                             ; preds = %1272, %1269
  %1277 = icmp eq ptr %197, null
  br i1 %1277, label %1287, label %1278

1278:                                             ; preds = %1037, %1276
  %1279 = phi { ptr, i32 } [ %1038, %1037 ], [ %1270, %1276 ]
  %1280 = phi ptr [ %148, %1037 ], [ %194, %1276 ]
  %1281 = phi ptr [ %150, %1037 ], [ %195, %1276 ]
  %1282 = phi ptr [ %156, %1037 ], [ %197, %1276 ]
  %1283 = phi ptr [ %158, %1037 ], [ %196, %1276 ]
  %1284 = ptrtoint ptr %1283 to i64
  %1285 = ptrtoint ptr %1282 to i64
  %1286 = sub i64 %1284, %1285
  call void @_ZdlPvm(ptr noundef nonnull %1282, i64 noundef %1286) #25
  br label %1287

1287:                                             ; preds = %1278, %1276
  %1288 = phi { ptr, i32 } [ %1279, %1278 ], [ %1270, %1276 ]
  %1289 = phi ptr [ %1280, %1278 ], [ %194, %1276 ]
  %1290 = phi ptr [ %1281, %1278 ], [ %195, %1276 ]
  %1291 = icmp eq ptr %1289, null
  br i1 %1291, label %1299, label %1292

1292:                                             ; preds = %174, %1287
  %1293 = phi { ptr, i32 } [ %175, %174 ], [ %1288, %1287 ]
  %1294 = phi ptr [ %150, %174 ], [ %1290, %1287 ]
  %1295 = phi ptr [ %148, %174 ], [ %1289, %1287 ]
  %1296 = ptrtoint ptr %1294 to i64
  %1297 = ptrtoint ptr %1295 to i64
  %1298 = sub i64 %1296, %1297
  call void @_ZdlPvm(ptr noundef nonnull %1295, i64 noundef %1298) #25
  br label %1299

1299:                                             ; preds = %1292, %1287, %172
  %1300 = phi { ptr, i32 } [ %173, %172 ], [ %1288, %1287 ], [ %1293, %1292 ]
  call void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %12) #23
  br label %1301

1301:                                             ; preds = %1299, %89
  %1302 = phi { ptr, i32 } [ %1300, %1299 ], [ %81, %89 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %12) #23
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11) #23
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10) #23
  resume { ptr, i32 } %1302
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
  %10 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #27, !noalias !94
  store ptr getelementptr inbounds inrange(-16, 56) (i8, ptr @_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE, i64 16), ptr %10, align 8, !tbaa !24, !noalias !94
  %11 = getelementptr inbounds i8, ptr %10, i64 8
  store i64 128, ptr %11, align 8, !tbaa !97, !noalias !94
  %12 = getelementptr inbounds i8, ptr %10, i64 16
  store i64 4, ptr %12, align 8, !tbaa !99, !noalias !94
  store ptr %10, ptr %6, align 8, !tbaa !102
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
  store i64 0, ptr %23, align 8, !tbaa !104
  %24 = getelementptr inbounds i8, ptr %0, i64 32
  store i8 0, ptr %24, align 8, !tbaa !111
  %25 = load ptr, ptr %0, align 8, !tbaa !112
  %26 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTIi, i64 8), align 8, !tbaa !113
  %27 = load i8, ptr %26, align 1, !tbaa !26
  %28 = icmp eq i8 %27, 42
  %29 = zext i1 %28 to i64
  %30 = getelementptr inbounds i8, ptr %26, i64 %29
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #23
  store i64 %22, ptr %7, align 8, !tbaa !5, !alias.scope !115
  %31 = getelementptr inbounds i8, ptr %7, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %31, i8 0, i64 16, i1 false), !alias.scope !115
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
  %10 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #27, !noalias !118
  store ptr getelementptr inbounds inrange(-16, 56) (i8, ptr @_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE, i64 16), ptr %10, align 8, !tbaa !24, !noalias !118
  %11 = getelementptr inbounds i8, ptr %10, i64 8
  store i64 128, ptr %11, align 8, !tbaa !121, !noalias !118
  %12 = getelementptr inbounds i8, ptr %10, i64 16
  store i64 4, ptr %12, align 8, !tbaa !123, !noalias !118
  store ptr %10, ptr %6, align 8, !tbaa !102
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
  store i64 0, ptr %23, align 8, !tbaa !125
  %24 = getelementptr inbounds i8, ptr %0, i64 32
  store i8 0, ptr %24, align 8, !tbaa !127
  %25 = load ptr, ptr %0, align 8, !tbaa !112
  %26 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTIf, i64 8), align 8, !tbaa !113
  %27 = load i8, ptr %26, align 1, !tbaa !26
  %28 = icmp eq i8 %27, 42
  %29 = zext i1 %28 to i64
  %30 = getelementptr inbounds i8, ptr %26, i64 %29
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #23
  store i64 %22, ptr %7, align 8, !tbaa !5, !alias.scope !128
  %31 = getelementptr inbounds i8, ptr %7, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %31, i8 0, i64 16, i1 false), !alias.scope !128
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
  %11 = load ptr, ptr %10, align 8, !tbaa !131
  %12 = icmp eq ptr %11, null
  br i1 %12, label %46, label %13

13:                                               ; preds = %9
  store ptr %11, ptr %2, align 8, !tbaa !131
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
  %18 = load ptr, ptr %2, align 8, !tbaa !131
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
  %40 = load i32, ptr %39, align 8, !tbaa !133
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
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_, ptr %8, align 8, !tbaa !139
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
  %8 = load ptr, ptr %7, align 8, !tbaa !141
  store ptr %8, ptr %6, align 16, !tbaa !141
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, i8 0, i64 24, i1 false)
  invoke void %4(ptr noundef nonnull %3)
          to label %9 unwind label %32

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %3, i64 8
  %11 = load ptr, ptr %3, align 16, !tbaa !143
  %12 = load ptr, ptr %10, align 8, !tbaa !144
  %13 = icmp eq ptr %11, %12
  br i1 %13, label %24, label %14

14:                                               ; preds = %9, %19
  %15 = phi ptr [ %20, %19 ], [ %11, %9 ]
  %16 = load ptr, ptr %15, align 8, !tbaa !131
  %17 = icmp eq ptr %16, null
  br i1 %17, label %19, label %18

18:                                               ; preds = %14
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %15) #23
  br label %19

19:                                               ; preds = %18, %14
  %20 = getelementptr inbounds i8, ptr %15, i64 8
  %21 = icmp eq ptr %20, %12
  br i1 %21, label %22, label %14, !llvm.loop !145

22:                                               ; preds = %19
  %23 = load ptr, ptr %3, align 16, !tbaa !143
  br label %24

24:                                               ; preds = %22, %9
  %25 = phi ptr [ %23, %22 ], [ %11, %9 ]
  %26 = icmp eq ptr %25, null
  br i1 %26, label %34, label %27

27:                                               ; preds = %24
  %28 = load ptr, ptr %6, align 16, !tbaa !141
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
  %2 = load ptr, ptr %0, align 8, !tbaa !143
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !144
  %5 = icmp eq ptr %2, %4
  br i1 %5, label %16, label %6

6:                                                ; preds = %1, %11
  %7 = phi ptr [ %12, %11 ], [ %2, %1 ]
  %8 = load ptr, ptr %7, align 8, !tbaa !131
  %9 = icmp eq ptr %8, null
  br i1 %9, label %11, label %10

10:                                               ; preds = %6
  tail call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %7) #23
  br label %11

11:                                               ; preds = %10, %6
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  %13 = icmp eq ptr %12, %4
  br i1 %13, label %14, label %6, !llvm.loop !145

14:                                               ; preds = %11
  %15 = load ptr, ptr %0, align 8, !tbaa !143
  br label %16

16:                                               ; preds = %14, %1
  %17 = phi ptr [ %15, %14 ], [ %2, %1 ]
  %18 = icmp eq ptr %17, null
  br i1 %18, label %25, label %19

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !141
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
  %6 = load i64, ptr %3, align 8, !tbaa !97
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
  %3 = load i64, ptr %2, align 8, !tbaa !99
  ret i64 %3
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE12setAlignmentEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = tail call i64 @llvm.umax.i64(i64 %1, i64 64)
  store i64 %4, ptr %3, align 8, !tbaa !97
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
  %6 = load i64, ptr %3, align 8, !tbaa !121
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
  %3 = load i64, ptr %2, align 8, !tbaa !123
  ret i64 %3
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12setAlignmentEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = tail call i64 @llvm.umax.i64(i64 %1, i64 64)
  store i64 %4, ptr %3, align 8, !tbaa !121
  ret void
}

declare void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #6

declare void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #6

declare void @_ZN4sycl3_V15queue22submit_with_event_implESt8functionIFvRNS0_7handlerEEERKNS0_6detail14SubmissionInfoERKNS7_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), i1 noundef zeroext) local_unnamed_addr #6

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
define internal void @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E_E9_M_invokeERKSt9_Any_dataS3_(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #2 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %class.anon.111, align 8
  %4 = alloca %"class.std::vector.125", align 8
  %5 = alloca %"class.sycl::_V1::range.114", align 8
  %6 = alloca %"class.sycl::_V1::range.114", align 8
  %7 = alloca %"class.sycl::_V1::id.112", align 8
  %8 = alloca %class.anon.111, align 8
  %9 = alloca %class.anon.111, align 8
  %10 = alloca %class.anon.111, align 8
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
  %23 = alloca %"class.sycl::_V1::accessor.107", align 8
  %24 = alloca %"class.sycl::_V1::property_list", align 8
  %25 = alloca %"class.sycl::_V1::accessor.107", align 8
  %26 = alloca %"class.sycl::_V1::property_list", align 8
  %27 = alloca %"class.sycl::_V1::accessor.107", align 8
  %28 = alloca %"class.sycl::_V1::property_list", align 8
  %29 = alloca %"class.sycl::_V1::accessor.107", align 8
  %30 = alloca %"class.sycl::_V1::property_list", align 8
  %31 = alloca %class.anon.111, align 8
  %32 = load ptr, ptr %0, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %21) #23
  %33 = load ptr, ptr %32, align 8, !tbaa !146
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %22) #23
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %22, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %20)
  store ptr @.str, ptr %20, align 8
  %34 = getelementptr inbounds i8, ptr %20, i64 8
  store ptr @.str.16, ptr %34, align 8
  %35 = getelementptr inbounds i8, ptr %20, i64 16
  store i64 48, ptr %35, align 8
  %36 = getelementptr inbounds i8, ptr %20, i64 24
  store i64 22, ptr %36, align 8
  invoke void @_ZN4sycl3_V18accessorIiLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi1ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %21, ptr noundef nonnull align 8 dereferenceable(33) %33, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %22, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %20)
          to label %37 unwind label %1016

37:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %19) #23
  store i32 5, ptr %19, align 4, !tbaa !148
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %33, ptr noundef nonnull align 4 dereferenceable(4) %19)
          to label %40 unwind label %38

38:                                               ; preds = %37
  %39 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %21) #23
  br label %1018

40:                                               ; preds = %37
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %19) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20)
  %41 = getelementptr inbounds i8, ptr %22, i64 8
  %42 = load ptr, ptr %41, align 8, !tbaa !15
  %43 = getelementptr inbounds i8, ptr %22, i64 16
  %44 = load ptr, ptr %43, align 8, !tbaa !17
  %45 = icmp eq ptr %42, %44
  br i1 %45, label %80, label %46

46:                                               ; preds = %40, %75
  %47 = phi ptr [ %76, %75 ], [ %42, %40 ]
  %48 = getelementptr inbounds i8, ptr %47, i64 8
  %49 = load ptr, ptr %48, align 8, !tbaa !18
  %50 = icmp eq ptr %49, null
  br i1 %50, label %75, label %51

51:                                               ; preds = %46
  %52 = getelementptr inbounds i8, ptr %49, i64 8
  %53 = load atomic i64, ptr %52 acquire, align 8
  %54 = icmp eq i64 %53, 4294967297
  %55 = trunc i64 %53 to i32
  br i1 %54, label %56, label %64

56:                                               ; preds = %51
  store i32 0, ptr %52, align 8, !tbaa !20
  %57 = getelementptr inbounds i8, ptr %49, i64 12
  store i32 0, ptr %57, align 4, !tbaa !23
  %58 = load ptr, ptr %49, align 8, !tbaa !24
  %59 = getelementptr inbounds i8, ptr %58, i64 16
  %60 = load ptr, ptr %59, align 8
  call void %60(ptr noundef nonnull align 8 dereferenceable(16) %49) #23
  %61 = load ptr, ptr %49, align 8, !tbaa !24
  %62 = getelementptr inbounds i8, ptr %61, i64 24
  %63 = load ptr, ptr %62, align 8
  call void %63(ptr noundef nonnull align 8 dereferenceable(16) %49) #23
  br label %75

64:                                               ; preds = %51
  %65 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %66 = icmp eq i8 %65, 0
  br i1 %66, label %69, label %67

67:                                               ; preds = %64
  %68 = add nsw i32 %55, -1
  store i32 %68, ptr %52, align 4, !tbaa !27
  br label %71

69:                                               ; preds = %64
  %70 = atomicrmw volatile add ptr %52, i32 -1 acq_rel, align 4
  br label %71

71:                                               ; preds = %69, %67
  %72 = phi i32 [ %55, %67 ], [ %70, %69 ]
  %73 = icmp eq i32 %72, 1
  br i1 %73, label %74, label %75, !prof !28

74:                                               ; preds = %71
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %49) #23
  br label %75

75:                                               ; preds = %74, %71, %56, %46
  %76 = getelementptr inbounds i8, ptr %47, i64 16
  %77 = icmp eq ptr %76, %44
  br i1 %77, label %78, label %46, !llvm.loop !29

78:                                               ; preds = %75
  %79 = load ptr, ptr %41, align 8, !tbaa !15
  br label %80

80:                                               ; preds = %78, %40
  %81 = phi ptr [ %79, %78 ], [ %42, %40 ]
  %82 = icmp eq ptr %81, null
  br i1 %82, label %89, label %83

83:                                               ; preds = %80
  %84 = getelementptr inbounds i8, ptr %22, i64 24
  %85 = load ptr, ptr %84, align 8, !tbaa !31
  %86 = ptrtoint ptr %85 to i64
  %87 = ptrtoint ptr %81 to i64
  %88 = sub i64 %86, %87
  call void @_ZdlPvm(ptr noundef nonnull %81, i64 noundef %88) #25
  br label %89

89:                                               ; preds = %83, %80
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %22) #23
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %23) #23
  %90 = getelementptr inbounds i8, ptr %32, i64 8
  %91 = load ptr, ptr %90, align 8, !tbaa !150
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %24) #23
  %92 = getelementptr inbounds i8, ptr %24, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %92, i8 0, i64 24, i1 false)
  store i64 16, ptr %24, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %18)
  store ptr @.str, ptr %18, align 8
  %93 = getelementptr inbounds i8, ptr %18, i64 8
  store ptr @.str.16, ptr %93, align 8
  %94 = getelementptr inbounds i8, ptr %18, i64 16
  store i64 49, ptr %94, align 8
  %95 = getelementptr inbounds i8, ptr %18, i64 24
  store i64 22, ptr %95, align 8
  invoke void @_ZN4sycl3_V18accessorIiLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi1ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %23, ptr noundef nonnull align 8 dereferenceable(33) %91, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %24, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %18)
          to label %96 unwind label %1020

96:                                               ; preds = %89
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %17) #23
  store i32 5, ptr %17, align 4, !tbaa !148
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %91, ptr noundef nonnull align 4 dereferenceable(4) %17)
          to label %99 unwind label %97

97:                                               ; preds = %96
  %98 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %23) #23
  br label %1022

99:                                               ; preds = %96
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %17) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18)
  %100 = load ptr, ptr %92, align 8, !tbaa !15
  %101 = getelementptr inbounds i8, ptr %24, i64 16
  %102 = load ptr, ptr %101, align 8, !tbaa !17
  %103 = icmp eq ptr %100, %102
  br i1 %103, label %138, label %104

104:                                              ; preds = %99, %133
  %105 = phi ptr [ %134, %133 ], [ %100, %99 ]
  %106 = getelementptr inbounds i8, ptr %105, i64 8
  %107 = load ptr, ptr %106, align 8, !tbaa !18
  %108 = icmp eq ptr %107, null
  br i1 %108, label %133, label %109

109:                                              ; preds = %104
  %110 = getelementptr inbounds i8, ptr %107, i64 8
  %111 = load atomic i64, ptr %110 acquire, align 8
  %112 = icmp eq i64 %111, 4294967297
  %113 = trunc i64 %111 to i32
  br i1 %112, label %114, label %122

114:                                              ; preds = %109
  store i32 0, ptr %110, align 8, !tbaa !20
  %115 = getelementptr inbounds i8, ptr %107, i64 12
  store i32 0, ptr %115, align 4, !tbaa !23
  %116 = load ptr, ptr %107, align 8, !tbaa !24
  %117 = getelementptr inbounds i8, ptr %116, i64 16
  %118 = load ptr, ptr %117, align 8
  call void %118(ptr noundef nonnull align 8 dereferenceable(16) %107) #23
  %119 = load ptr, ptr %107, align 8, !tbaa !24
  %120 = getelementptr inbounds i8, ptr %119, i64 24
  %121 = load ptr, ptr %120, align 8
  call void %121(ptr noundef nonnull align 8 dereferenceable(16) %107) #23
  br label %133

122:                                              ; preds = %109
  %123 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %124 = icmp eq i8 %123, 0
  br i1 %124, label %127, label %125

125:                                              ; preds = %122
  %126 = add nsw i32 %113, -1
  store i32 %126, ptr %110, align 4, !tbaa !27
  br label %129

127:                                              ; preds = %122
  %128 = atomicrmw volatile add ptr %110, i32 -1 acq_rel, align 4
  br label %129

129:                                              ; preds = %127, %125
  %130 = phi i32 [ %113, %125 ], [ %128, %127 ]
  %131 = icmp eq i32 %130, 1
  br i1 %131, label %132, label %133, !prof !28

132:                                              ; preds = %129
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %107) #23
  br label %133

133:                                              ; preds = %132, %129, %114, %104
  %134 = getelementptr inbounds i8, ptr %105, i64 16
  %135 = icmp eq ptr %134, %102
  br i1 %135, label %136, label %104, !llvm.loop !29

136:                                              ; preds = %133
  %137 = load ptr, ptr %92, align 8, !tbaa !15
  br label %138

138:                                              ; preds = %136, %99
  %139 = phi ptr [ %137, %136 ], [ %100, %99 ]
  %140 = icmp eq ptr %139, null
  br i1 %140, label %147, label %141

141:                                              ; preds = %138
  %142 = getelementptr inbounds i8, ptr %24, i64 24
  %143 = load ptr, ptr %142, align 8, !tbaa !31
  %144 = ptrtoint ptr %143 to i64
  %145 = ptrtoint ptr %139 to i64
  %146 = sub i64 %144, %145
  call void @_ZdlPvm(ptr noundef nonnull %139, i64 noundef %146) #25
  br label %147

147:                                              ; preds = %141, %138
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24) #23
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %25) #23
  %148 = getelementptr inbounds i8, ptr %32, i64 16
  %149 = load ptr, ptr %148, align 8, !tbaa !151
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %26) #23
  %150 = getelementptr inbounds i8, ptr %26, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %150, i8 0, i64 24, i1 false)
  store i64 16, ptr %26, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16)
  store ptr @.str, ptr %16, align 8
  %151 = getelementptr inbounds i8, ptr %16, i64 8
  store ptr @.str.16, ptr %151, align 8
  %152 = getelementptr inbounds i8, ptr %16, i64 16
  store i64 50, ptr %152, align 8
  %153 = getelementptr inbounds i8, ptr %16, i64 24
  store i64 22, ptr %153, align 8
  invoke void @_ZN4sycl3_V18accessorIiLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi1ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %25, ptr noundef nonnull align 8 dereferenceable(33) %149, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %26, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %16)
          to label %154 unwind label %1024

154:                                              ; preds = %147
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %15) #23
  store i32 5, ptr %15, align 4, !tbaa !148
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %149, ptr noundef nonnull align 4 dereferenceable(4) %15)
          to label %157 unwind label %155

155:                                              ; preds = %154
  %156 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %25) #23
  br label %1026

157:                                              ; preds = %154
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %15) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16)
  %158 = load ptr, ptr %150, align 8, !tbaa !15
  %159 = getelementptr inbounds i8, ptr %26, i64 16
  %160 = load ptr, ptr %159, align 8, !tbaa !17
  %161 = icmp eq ptr %158, %160
  br i1 %161, label %196, label %162

162:                                              ; preds = %157, %191
  %163 = phi ptr [ %192, %191 ], [ %158, %157 ]
  %164 = getelementptr inbounds i8, ptr %163, i64 8
  %165 = load ptr, ptr %164, align 8, !tbaa !18
  %166 = icmp eq ptr %165, null
  br i1 %166, label %191, label %167

167:                                              ; preds = %162
  %168 = getelementptr inbounds i8, ptr %165, i64 8
  %169 = load atomic i64, ptr %168 acquire, align 8
  %170 = icmp eq i64 %169, 4294967297
  %171 = trunc i64 %169 to i32
  br i1 %170, label %172, label %180

172:                                              ; preds = %167
  store i32 0, ptr %168, align 8, !tbaa !20
  %173 = getelementptr inbounds i8, ptr %165, i64 12
  store i32 0, ptr %173, align 4, !tbaa !23
  %174 = load ptr, ptr %165, align 8, !tbaa !24
  %175 = getelementptr inbounds i8, ptr %174, i64 16
  %176 = load ptr, ptr %175, align 8
  call void %176(ptr noundef nonnull align 8 dereferenceable(16) %165) #23
  %177 = load ptr, ptr %165, align 8, !tbaa !24
  %178 = getelementptr inbounds i8, ptr %177, i64 24
  %179 = load ptr, ptr %178, align 8
  call void %179(ptr noundef nonnull align 8 dereferenceable(16) %165) #23
  br label %191

180:                                              ; preds = %167
  %181 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %182 = icmp eq i8 %181, 0
  br i1 %182, label %185, label %183

183:                                              ; preds = %180
  %184 = add nsw i32 %171, -1
  store i32 %184, ptr %168, align 4, !tbaa !27
  br label %187

185:                                              ; preds = %180
  %186 = atomicrmw volatile add ptr %168, i32 -1 acq_rel, align 4
  br label %187

187:                                              ; preds = %185, %183
  %188 = phi i32 [ %171, %183 ], [ %186, %185 ]
  %189 = icmp eq i32 %188, 1
  br i1 %189, label %190, label %191, !prof !28

190:                                              ; preds = %187
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %165) #23
  br label %191

191:                                              ; preds = %190, %187, %172, %162
  %192 = getelementptr inbounds i8, ptr %163, i64 16
  %193 = icmp eq ptr %192, %160
  br i1 %193, label %194, label %162, !llvm.loop !29

194:                                              ; preds = %191
  %195 = load ptr, ptr %150, align 8, !tbaa !15
  br label %196

196:                                              ; preds = %194, %157
  %197 = phi ptr [ %195, %194 ], [ %158, %157 ]
  %198 = icmp eq ptr %197, null
  br i1 %198, label %205, label %199

199:                                              ; preds = %196
  %200 = getelementptr inbounds i8, ptr %26, i64 24
  %201 = load ptr, ptr %200, align 8, !tbaa !31
  %202 = ptrtoint ptr %201 to i64
  %203 = ptrtoint ptr %197 to i64
  %204 = sub i64 %202, %203
  call void @_ZdlPvm(ptr noundef nonnull %197, i64 noundef %204) #25
  br label %205

205:                                              ; preds = %199, %196
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %26) #23
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %27) #23
  %206 = getelementptr inbounds i8, ptr %32, i64 24
  %207 = load ptr, ptr %206, align 8, !tbaa !152
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %28) #23
  %208 = getelementptr inbounds i8, ptr %28, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %208, i8 0, i64 24, i1 false)
  store i64 16, ptr %28, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14)
  store ptr @.str, ptr %14, align 8
  %209 = getelementptr inbounds i8, ptr %14, i64 8
  store ptr @.str.16, ptr %209, align 8
  %210 = getelementptr inbounds i8, ptr %14, i64 16
  store i64 51, ptr %210, align 8
  %211 = getelementptr inbounds i8, ptr %14, i64 24
  store i64 22, ptr %211, align 8
  invoke void @_ZN4sycl3_V18accessorIiLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi1ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %27, ptr noundef nonnull align 8 dereferenceable(33) %207, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %28, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %14)
          to label %212 unwind label %1028

212:                                              ; preds = %205
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %13) #23
  store i32 5, ptr %13, align 4, !tbaa !148
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %207, ptr noundef nonnull align 4 dereferenceable(4) %13)
          to label %215 unwind label %213

213:                                              ; preds = %212
  %214 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %27) #23
  br label %1030

215:                                              ; preds = %212
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %13) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14)
  %216 = load ptr, ptr %208, align 8, !tbaa !15
  %217 = getelementptr inbounds i8, ptr %28, i64 16
  %218 = load ptr, ptr %217, align 8, !tbaa !17
  %219 = icmp eq ptr %216, %218
  br i1 %219, label %254, label %220

220:                                              ; preds = %215, %249
  %221 = phi ptr [ %250, %249 ], [ %216, %215 ]
  %222 = getelementptr inbounds i8, ptr %221, i64 8
  %223 = load ptr, ptr %222, align 8, !tbaa !18
  %224 = icmp eq ptr %223, null
  br i1 %224, label %249, label %225

225:                                              ; preds = %220
  %226 = getelementptr inbounds i8, ptr %223, i64 8
  %227 = load atomic i64, ptr %226 acquire, align 8
  %228 = icmp eq i64 %227, 4294967297
  %229 = trunc i64 %227 to i32
  br i1 %228, label %230, label %238

230:                                              ; preds = %225
  store i32 0, ptr %226, align 8, !tbaa !20
  %231 = getelementptr inbounds i8, ptr %223, i64 12
  store i32 0, ptr %231, align 4, !tbaa !23
  %232 = load ptr, ptr %223, align 8, !tbaa !24
  %233 = getelementptr inbounds i8, ptr %232, i64 16
  %234 = load ptr, ptr %233, align 8
  call void %234(ptr noundef nonnull align 8 dereferenceable(16) %223) #23
  %235 = load ptr, ptr %223, align 8, !tbaa !24
  %236 = getelementptr inbounds i8, ptr %235, i64 24
  %237 = load ptr, ptr %236, align 8
  call void %237(ptr noundef nonnull align 8 dereferenceable(16) %223) #23
  br label %249

238:                                              ; preds = %225
  %239 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %240 = icmp eq i8 %239, 0
  br i1 %240, label %243, label %241

241:                                              ; preds = %238
  %242 = add nsw i32 %229, -1
  store i32 %242, ptr %226, align 4, !tbaa !27
  br label %245

243:                                              ; preds = %238
  %244 = atomicrmw volatile add ptr %226, i32 -1 acq_rel, align 4
  br label %245

245:                                              ; preds = %243, %241
  %246 = phi i32 [ %229, %241 ], [ %244, %243 ]
  %247 = icmp eq i32 %246, 1
  br i1 %247, label %248, label %249, !prof !28

248:                                              ; preds = %245
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %223) #23
  br label %249

249:                                              ; preds = %248, %245, %230, %220
  %250 = getelementptr inbounds i8, ptr %221, i64 16
  %251 = icmp eq ptr %250, %218
  br i1 %251, label %252, label %220, !llvm.loop !29

252:                                              ; preds = %249
  %253 = load ptr, ptr %208, align 8, !tbaa !15
  br label %254

254:                                              ; preds = %252, %215
  %255 = phi ptr [ %253, %252 ], [ %216, %215 ]
  %256 = icmp eq ptr %255, null
  br i1 %256, label %263, label %257

257:                                              ; preds = %254
  %258 = getelementptr inbounds i8, ptr %28, i64 24
  %259 = load ptr, ptr %258, align 8, !tbaa !31
  %260 = ptrtoint ptr %259 to i64
  %261 = ptrtoint ptr %255 to i64
  %262 = sub i64 %260, %261
  call void @_ZdlPvm(ptr noundef nonnull %255, i64 noundef %262) #25
  br label %263

263:                                              ; preds = %257, %254
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %28) #23
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %29) #23
  %264 = getelementptr inbounds i8, ptr %32, i64 32
  %265 = load ptr, ptr %264, align 8, !tbaa !153
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %30) #23
  %266 = getelementptr inbounds i8, ptr %30, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %266, i8 0, i64 24, i1 false)
  store i64 16, ptr %30, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12)
  store ptr @.str, ptr %12, align 8
  %267 = getelementptr inbounds i8, ptr %12, i64 8
  store ptr @.str.16, ptr %267, align 8
  %268 = getelementptr inbounds i8, ptr %12, i64 16
  store i64 52, ptr %268, align 8
  %269 = getelementptr inbounds i8, ptr %12, i64 24
  store i64 22, ptr %269, align 8
  invoke void @_ZN4sycl3_V18accessorIiLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi1ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %29, ptr noundef nonnull align 8 dereferenceable(33) %265, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %30, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %12)
          to label %270 unwind label %1032

270:                                              ; preds = %263
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %11) #23
  store i32 5, ptr %11, align 4, !tbaa !148
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %265, ptr noundef nonnull align 4 dereferenceable(4) %11)
          to label %273 unwind label %271

271:                                              ; preds = %270
  %272 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %29) #23
  br label %1034

273:                                              ; preds = %270
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %11) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12)
  %274 = load ptr, ptr %266, align 8, !tbaa !15
  %275 = getelementptr inbounds i8, ptr %30, i64 16
  %276 = load ptr, ptr %275, align 8, !tbaa !17
  %277 = icmp eq ptr %274, %276
  br i1 %277, label %312, label %278

278:                                              ; preds = %273, %307
  %279 = phi ptr [ %308, %307 ], [ %274, %273 ]
  %280 = getelementptr inbounds i8, ptr %279, i64 8
  %281 = load ptr, ptr %280, align 8, !tbaa !18
  %282 = icmp eq ptr %281, null
  br i1 %282, label %307, label %283

283:                                              ; preds = %278
  %284 = getelementptr inbounds i8, ptr %281, i64 8
  %285 = load atomic i64, ptr %284 acquire, align 8
  %286 = icmp eq i64 %285, 4294967297
  %287 = trunc i64 %285 to i32
  br i1 %286, label %288, label %296

288:                                              ; preds = %283
  store i32 0, ptr %284, align 8, !tbaa !20
  %289 = getelementptr inbounds i8, ptr %281, i64 12
  store i32 0, ptr %289, align 4, !tbaa !23
  %290 = load ptr, ptr %281, align 8, !tbaa !24
  %291 = getelementptr inbounds i8, ptr %290, i64 16
  %292 = load ptr, ptr %291, align 8
  call void %292(ptr noundef nonnull align 8 dereferenceable(16) %281) #23
  %293 = load ptr, ptr %281, align 8, !tbaa !24
  %294 = getelementptr inbounds i8, ptr %293, i64 24
  %295 = load ptr, ptr %294, align 8
  call void %295(ptr noundef nonnull align 8 dereferenceable(16) %281) #23
  br label %307

296:                                              ; preds = %283
  %297 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %298 = icmp eq i8 %297, 0
  br i1 %298, label %301, label %299

299:                                              ; preds = %296
  %300 = add nsw i32 %287, -1
  store i32 %300, ptr %284, align 4, !tbaa !27
  br label %303

301:                                              ; preds = %296
  %302 = atomicrmw volatile add ptr %284, i32 -1 acq_rel, align 4
  br label %303

303:                                              ; preds = %301, %299
  %304 = phi i32 [ %287, %299 ], [ %302, %301 ]
  %305 = icmp eq i32 %304, 1
  br i1 %305, label %306, label %307, !prof !28

306:                                              ; preds = %303
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %281) #23
  br label %307

307:                                              ; preds = %306, %303, %288, %278
  %308 = getelementptr inbounds i8, ptr %279, i64 16
  %309 = icmp eq ptr %308, %276
  br i1 %309, label %310, label %278, !llvm.loop !29

310:                                              ; preds = %307
  %311 = load ptr, ptr %266, align 8, !tbaa !15
  br label %312

312:                                              ; preds = %310, %273
  %313 = phi ptr [ %311, %310 ], [ %274, %273 ]
  %314 = icmp eq ptr %313, null
  br i1 %314, label %321, label %315

315:                                              ; preds = %312
  %316 = getelementptr inbounds i8, ptr %30, i64 24
  %317 = load ptr, ptr %316, align 8, !tbaa !31
  %318 = ptrtoint ptr %317 to i64
  %319 = ptrtoint ptr %313 to i64
  %320 = sub i64 %318, %319
  call void @_ZdlPvm(ptr noundef nonnull %313, i64 noundef %320) #25
  br label %321

321:                                              ; preds = %315, %312
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %30) #23
  %322 = getelementptr inbounds i8, ptr %32, i64 40
  %323 = load ptr, ptr %322, align 8, !tbaa !154
  %324 = load i64, ptr %323, align 8, !tbaa !5
  %325 = getelementptr inbounds i8, ptr %32, i64 48
  %326 = load ptr, ptr %325, align 8, !tbaa !155
  %327 = load i64, ptr %326, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %31) #23
  %328 = load ptr, ptr %21, align 8, !tbaa !156
  store ptr %328, ptr %31, align 8, !tbaa !156
  %329 = getelementptr inbounds i8, ptr %31, i64 8
  %330 = getelementptr inbounds i8, ptr %21, i64 8
  %331 = load ptr, ptr %330, align 8, !tbaa !18
  store ptr %331, ptr %329, align 8, !tbaa !18
  %332 = icmp eq ptr %331, null
  br i1 %332, label %342, label %333

333:                                              ; preds = %321
  %334 = getelementptr inbounds i8, ptr %331, i64 8
  %335 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %336 = icmp eq i8 %335, 0
  br i1 %336, label %340, label %337

337:                                              ; preds = %333
  %338 = load i32, ptr %334, align 4, !tbaa !27
  %339 = add nsw i32 %338, 1
  store i32 %339, ptr %334, align 4, !tbaa !27
  br label %342

340:                                              ; preds = %333
  %341 = atomicrmw volatile add ptr %334, i32 1 acq_rel, align 4
  br label %342

342:                                              ; preds = %340, %337, %321
  %343 = getelementptr inbounds i8, ptr %31, i64 16
  %344 = getelementptr inbounds i8, ptr %21, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %343, ptr noundef nonnull align 8 dereferenceable(16) %344, i64 16, i1 false)
  %345 = getelementptr inbounds i8, ptr %31, i64 32
  %346 = load ptr, ptr %23, align 8, !tbaa !156
  store ptr %346, ptr %345, align 8, !tbaa !156
  %347 = getelementptr inbounds i8, ptr %31, i64 40
  %348 = getelementptr inbounds i8, ptr %23, i64 8
  %349 = load ptr, ptr %348, align 8, !tbaa !18
  store ptr %349, ptr %347, align 8, !tbaa !18
  %350 = icmp eq ptr %349, null
  br i1 %350, label %360, label %351

351:                                              ; preds = %342
  %352 = getelementptr inbounds i8, ptr %349, i64 8
  %353 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %354 = icmp eq i8 %353, 0
  br i1 %354, label %358, label %355

355:                                              ; preds = %351
  %356 = load i32, ptr %352, align 4, !tbaa !27
  %357 = add nsw i32 %356, 1
  store i32 %357, ptr %352, align 4, !tbaa !27
  br label %360

358:                                              ; preds = %351
  %359 = atomicrmw volatile add ptr %352, i32 1 acq_rel, align 4
  br label %360

360:                                              ; preds = %358, %355, %342
  %361 = getelementptr inbounds i8, ptr %31, i64 48
  %362 = getelementptr inbounds i8, ptr %23, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %361, ptr noundef nonnull align 8 dereferenceable(16) %362, i64 16, i1 false)
  %363 = getelementptr inbounds i8, ptr %31, i64 64
  %364 = load ptr, ptr %25, align 8, !tbaa !156
  store ptr %364, ptr %363, align 8, !tbaa !156
  %365 = getelementptr inbounds i8, ptr %31, i64 72
  %366 = getelementptr inbounds i8, ptr %25, i64 8
  %367 = load ptr, ptr %366, align 8, !tbaa !18
  store ptr %367, ptr %365, align 8, !tbaa !18
  %368 = icmp eq ptr %367, null
  br i1 %368, label %378, label %369

369:                                              ; preds = %360
  %370 = getelementptr inbounds i8, ptr %367, i64 8
  %371 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %372 = icmp eq i8 %371, 0
  br i1 %372, label %376, label %373

373:                                              ; preds = %369
  %374 = load i32, ptr %370, align 4, !tbaa !27
  %375 = add nsw i32 %374, 1
  store i32 %375, ptr %370, align 4, !tbaa !27
  br label %378

376:                                              ; preds = %369
  %377 = atomicrmw volatile add ptr %370, i32 1 acq_rel, align 4
  br label %378

378:                                              ; preds = %376, %373, %360
  %379 = getelementptr inbounds i8, ptr %31, i64 80
  %380 = getelementptr inbounds i8, ptr %25, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %379, ptr noundef nonnull align 8 dereferenceable(16) %380, i64 16, i1 false)
  %381 = getelementptr inbounds i8, ptr %31, i64 96
  %382 = load ptr, ptr %27, align 8, !tbaa !156
  store ptr %382, ptr %381, align 8, !tbaa !156
  %383 = getelementptr inbounds i8, ptr %31, i64 104
  %384 = getelementptr inbounds i8, ptr %27, i64 8
  %385 = load ptr, ptr %384, align 8, !tbaa !18
  store ptr %385, ptr %383, align 8, !tbaa !18
  %386 = icmp eq ptr %385, null
  br i1 %386, label %396, label %387

387:                                              ; preds = %378
  %388 = getelementptr inbounds i8, ptr %385, i64 8
  %389 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %390 = icmp eq i8 %389, 0
  br i1 %390, label %394, label %391

391:                                              ; preds = %387
  %392 = load i32, ptr %388, align 4, !tbaa !27
  %393 = add nsw i32 %392, 1
  store i32 %393, ptr %388, align 4, !tbaa !27
  br label %396

394:                                              ; preds = %387
  %395 = atomicrmw volatile add ptr %388, i32 1 acq_rel, align 4
  br label %396

396:                                              ; preds = %394, %391, %378
  %397 = getelementptr inbounds i8, ptr %31, i64 112
  %398 = getelementptr inbounds i8, ptr %27, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %397, ptr noundef nonnull align 8 dereferenceable(16) %398, i64 16, i1 false)
  %399 = getelementptr inbounds i8, ptr %31, i64 128
  %400 = load ptr, ptr %29, align 8, !tbaa !156
  store ptr %400, ptr %399, align 8, !tbaa !156
  %401 = getelementptr inbounds i8, ptr %31, i64 136
  %402 = getelementptr inbounds i8, ptr %29, i64 8
  %403 = load ptr, ptr %402, align 8, !tbaa !18
  store ptr %403, ptr %401, align 8, !tbaa !18
  %404 = icmp eq ptr %403, null
  br i1 %404, label %414, label %405

405:                                              ; preds = %396
  %406 = getelementptr inbounds i8, ptr %403, i64 8
  %407 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %408 = icmp eq i8 %407, 0
  br i1 %408, label %412, label %409

409:                                              ; preds = %405
  %410 = load i32, ptr %406, align 4, !tbaa !27
  %411 = add nsw i32 %410, 1
  store i32 %411, ptr %406, align 4, !tbaa !27
  br label %414

412:                                              ; preds = %405
  %413 = atomicrmw volatile add ptr %406, i32 1 acq_rel, align 4
  br label %414

414:                                              ; preds = %412, %409, %396
  %415 = getelementptr inbounds i8, ptr %31, i64 144
  %416 = getelementptr inbounds i8, ptr %29, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %415, ptr noundef nonnull align 8 dereferenceable(16) %416, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %10)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %9)
  %417 = load ptr, ptr %31, align 8, !tbaa !156
  store ptr %417, ptr %9, align 8, !tbaa !156
  %418 = getelementptr inbounds i8, ptr %9, i64 8
  %419 = load ptr, ptr %329, align 8, !tbaa !18
  store ptr %419, ptr %418, align 8, !tbaa !18
  %420 = icmp eq ptr %419, null
  br i1 %420, label %430, label %421

421:                                              ; preds = %414
  %422 = getelementptr inbounds i8, ptr %419, i64 8
  %423 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %424 = icmp eq i8 %423, 0
  br i1 %424, label %428, label %425

425:                                              ; preds = %421
  %426 = load i32, ptr %422, align 4, !tbaa !27
  %427 = add nsw i32 %426, 1
  store i32 %427, ptr %422, align 4, !tbaa !27
  br label %430

428:                                              ; preds = %421
  %429 = atomicrmw volatile add ptr %422, i32 1 acq_rel, align 4
  br label %430

430:                                              ; preds = %428, %425, %414
  %431 = getelementptr inbounds i8, ptr %9, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %431, ptr noundef nonnull readonly align 8 dereferenceable(16) %343, i64 16, i1 false)
  %432 = getelementptr inbounds i8, ptr %9, i64 32
  %433 = load ptr, ptr %345, align 8, !tbaa !156
  store ptr %433, ptr %432, align 8, !tbaa !156
  %434 = getelementptr inbounds i8, ptr %9, i64 40
  %435 = load ptr, ptr %347, align 8, !tbaa !18
  store ptr %435, ptr %434, align 8, !tbaa !18
  %436 = icmp eq ptr %435, null
  br i1 %436, label %446, label %437

437:                                              ; preds = %430
  %438 = getelementptr inbounds i8, ptr %435, i64 8
  %439 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %440 = icmp eq i8 %439, 0
  br i1 %440, label %444, label %441

441:                                              ; preds = %437
  %442 = load i32, ptr %438, align 4, !tbaa !27
  %443 = add nsw i32 %442, 1
  store i32 %443, ptr %438, align 4, !tbaa !27
  br label %446

444:                                              ; preds = %437
  %445 = atomicrmw volatile add ptr %438, i32 1 acq_rel, align 4
  br label %446

446:                                              ; preds = %444, %441, %430
  %447 = getelementptr inbounds i8, ptr %9, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %447, ptr noundef nonnull readonly align 8 dereferenceable(16) %361, i64 16, i1 false)
  %448 = getelementptr inbounds i8, ptr %9, i64 64
  %449 = load ptr, ptr %363, align 8, !tbaa !156
  store ptr %449, ptr %448, align 8, !tbaa !156
  %450 = getelementptr inbounds i8, ptr %9, i64 72
  %451 = load ptr, ptr %365, align 8, !tbaa !18
  store ptr %451, ptr %450, align 8, !tbaa !18
  %452 = icmp eq ptr %451, null
  br i1 %452, label %462, label %453

453:                                              ; preds = %446
  %454 = getelementptr inbounds i8, ptr %451, i64 8
  %455 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %456 = icmp eq i8 %455, 0
  br i1 %456, label %460, label %457

457:                                              ; preds = %453
  %458 = load i32, ptr %454, align 4, !tbaa !27
  %459 = add nsw i32 %458, 1
  store i32 %459, ptr %454, align 4, !tbaa !27
  br label %462

460:                                              ; preds = %453
  %461 = atomicrmw volatile add ptr %454, i32 1 acq_rel, align 4
  br label %462

462:                                              ; preds = %460, %457, %446
  %463 = getelementptr inbounds i8, ptr %9, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %463, ptr noundef nonnull readonly align 8 dereferenceable(16) %379, i64 16, i1 false)
  %464 = getelementptr inbounds i8, ptr %9, i64 96
  %465 = load ptr, ptr %381, align 8, !tbaa !156
  store ptr %465, ptr %464, align 8, !tbaa !156
  %466 = getelementptr inbounds i8, ptr %9, i64 104
  %467 = load ptr, ptr %383, align 8, !tbaa !18
  store ptr %467, ptr %466, align 8, !tbaa !18
  %468 = icmp eq ptr %467, null
  br i1 %468, label %478, label %469

469:                                              ; preds = %462
  %470 = getelementptr inbounds i8, ptr %467, i64 8
  %471 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %472 = icmp eq i8 %471, 0
  br i1 %472, label %476, label %473

473:                                              ; preds = %469
  %474 = load i32, ptr %470, align 4, !tbaa !27
  %475 = add nsw i32 %474, 1
  store i32 %475, ptr %470, align 4, !tbaa !27
  br label %478

476:                                              ; preds = %469
  %477 = atomicrmw volatile add ptr %470, i32 1 acq_rel, align 4
  br label %478

478:                                              ; preds = %476, %473, %462
  %479 = getelementptr inbounds i8, ptr %9, i64 112
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %479, ptr noundef nonnull readonly align 8 dereferenceable(16) %397, i64 16, i1 false)
  %480 = getelementptr inbounds i8, ptr %9, i64 128
  %481 = load ptr, ptr %399, align 8, !tbaa !156
  store ptr %481, ptr %480, align 8, !tbaa !156
  %482 = getelementptr inbounds i8, ptr %9, i64 136
  %483 = load ptr, ptr %401, align 8, !tbaa !18
  store ptr %483, ptr %482, align 8, !tbaa !18
  %484 = icmp eq ptr %483, null
  br i1 %484, label %494, label %485

485:                                              ; preds = %478
  %486 = getelementptr inbounds i8, ptr %483, i64 8
  %487 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %488 = icmp eq i8 %487, 0
  br i1 %488, label %492, label %489

489:                                              ; preds = %485
  %490 = load i32, ptr %486, align 4, !tbaa !27
  %491 = add nsw i32 %490, 1
  store i32 %491, ptr %486, align 4, !tbaa !27
  br label %494

492:                                              ; preds = %485
  %493 = atomicrmw volatile add ptr %486, i32 1 acq_rel, align 4
  br label %494

494:                                              ; preds = %492, %489, %478
  %495 = getelementptr inbounds i8, ptr %9, i64 144
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %495, ptr noundef nonnull readonly align 8 dereferenceable(16) %415, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %8)
  %496 = load ptr, ptr %9, align 8, !tbaa !156
  store ptr %496, ptr %8, align 8, !tbaa !156
  %497 = getelementptr inbounds i8, ptr %8, i64 8
  %498 = load ptr, ptr %418, align 8, !tbaa !18
  store ptr %498, ptr %497, align 8, !tbaa !18
  %499 = icmp eq ptr %498, null
  br i1 %499, label %509, label %500

500:                                              ; preds = %494
  %501 = getelementptr inbounds i8, ptr %498, i64 8
  %502 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %503 = icmp eq i8 %502, 0
  br i1 %503, label %507, label %504

504:                                              ; preds = %500
  %505 = load i32, ptr %501, align 4, !tbaa !27
  %506 = add nsw i32 %505, 1
  store i32 %506, ptr %501, align 4, !tbaa !27
  br label %509

507:                                              ; preds = %500
  %508 = atomicrmw volatile add ptr %501, i32 1 acq_rel, align 4
  br label %509

509:                                              ; preds = %507, %504, %494
  %510 = getelementptr inbounds i8, ptr %8, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %510, ptr noundef nonnull readonly align 8 dereferenceable(16) %431, i64 16, i1 false)
  %511 = getelementptr inbounds i8, ptr %8, i64 32
  %512 = load ptr, ptr %432, align 8, !tbaa !156
  store ptr %512, ptr %511, align 8, !tbaa !156
  %513 = getelementptr inbounds i8, ptr %8, i64 40
  %514 = load ptr, ptr %434, align 8, !tbaa !18
  store ptr %514, ptr %513, align 8, !tbaa !18
  %515 = icmp eq ptr %514, null
  br i1 %515, label %525, label %516

516:                                              ; preds = %509
  %517 = getelementptr inbounds i8, ptr %514, i64 8
  %518 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %519 = icmp eq i8 %518, 0
  br i1 %519, label %523, label %520

520:                                              ; preds = %516
  %521 = load i32, ptr %517, align 4, !tbaa !27
  %522 = add nsw i32 %521, 1
  store i32 %522, ptr %517, align 4, !tbaa !27
  br label %525

523:                                              ; preds = %516
  %524 = atomicrmw volatile add ptr %517, i32 1 acq_rel, align 4
  br label %525

525:                                              ; preds = %523, %520, %509
  %526 = getelementptr inbounds i8, ptr %8, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %526, ptr noundef nonnull readonly align 8 dereferenceable(16) %447, i64 16, i1 false)
  %527 = getelementptr inbounds i8, ptr %8, i64 64
  %528 = load ptr, ptr %448, align 8, !tbaa !156
  store ptr %528, ptr %527, align 8, !tbaa !156
  %529 = getelementptr inbounds i8, ptr %8, i64 72
  %530 = load ptr, ptr %450, align 8, !tbaa !18
  store ptr %530, ptr %529, align 8, !tbaa !18
  %531 = icmp eq ptr %530, null
  br i1 %531, label %541, label %532

532:                                              ; preds = %525
  %533 = getelementptr inbounds i8, ptr %530, i64 8
  %534 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %535 = icmp eq i8 %534, 0
  br i1 %535, label %539, label %536

536:                                              ; preds = %532
  %537 = load i32, ptr %533, align 4, !tbaa !27
  %538 = add nsw i32 %537, 1
  store i32 %538, ptr %533, align 4, !tbaa !27
  br label %541

539:                                              ; preds = %532
  %540 = atomicrmw volatile add ptr %533, i32 1 acq_rel, align 4
  br label %541

541:                                              ; preds = %539, %536, %525
  %542 = getelementptr inbounds i8, ptr %8, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %542, ptr noundef nonnull readonly align 8 dereferenceable(16) %463, i64 16, i1 false)
  %543 = getelementptr inbounds i8, ptr %8, i64 96
  %544 = load ptr, ptr %464, align 8, !tbaa !156
  store ptr %544, ptr %543, align 8, !tbaa !156
  %545 = getelementptr inbounds i8, ptr %8, i64 104
  %546 = load ptr, ptr %466, align 8, !tbaa !18
  store ptr %546, ptr %545, align 8, !tbaa !18
  %547 = icmp eq ptr %546, null
  br i1 %547, label %557, label %548

548:                                              ; preds = %541
  %549 = getelementptr inbounds i8, ptr %546, i64 8
  %550 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %551 = icmp eq i8 %550, 0
  br i1 %551, label %555, label %552

552:                                              ; preds = %548
  %553 = load i32, ptr %549, align 4, !tbaa !27
  %554 = add nsw i32 %553, 1
  store i32 %554, ptr %549, align 4, !tbaa !27
  br label %557

555:                                              ; preds = %548
  %556 = atomicrmw volatile add ptr %549, i32 1 acq_rel, align 4
  br label %557

557:                                              ; preds = %555, %552, %541
  %558 = getelementptr inbounds i8, ptr %8, i64 112
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %558, ptr noundef nonnull readonly align 8 dereferenceable(16) %479, i64 16, i1 false)
  %559 = getelementptr inbounds i8, ptr %8, i64 128
  %560 = load ptr, ptr %480, align 8, !tbaa !156
  store ptr %560, ptr %559, align 8, !tbaa !156
  %561 = getelementptr inbounds i8, ptr %8, i64 136
  %562 = load ptr, ptr %482, align 8, !tbaa !18
  store ptr %562, ptr %561, align 8, !tbaa !18
  %563 = icmp eq ptr %562, null
  br i1 %563, label %573, label %564

564:                                              ; preds = %557
  %565 = getelementptr inbounds i8, ptr %562, i64 8
  %566 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %567 = icmp eq i8 %566, 0
  br i1 %567, label %571, label %568

568:                                              ; preds = %564
  %569 = load i32, ptr %565, align 4, !tbaa !27
  %570 = add nsw i32 %569, 1
  store i32 %570, ptr %565, align 4, !tbaa !27
  br label %573

571:                                              ; preds = %564
  %572 = atomicrmw volatile add ptr %565, i32 1 acq_rel, align 4
  br label %573

573:                                              ; preds = %571, %568, %557
  %574 = getelementptr inbounds i8, ptr %8, i64 144
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %574, ptr noundef nonnull readonly align 8 dereferenceable(16) %495, i64 16, i1 false)
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_7nd_itemILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(160) %8) #23
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %8)
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_7nd_itemILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(160) %9) #23
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %9)
  %575 = invoke noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %576 unwind label %1036

576:                                              ; preds = %573
  %577 = icmp eq i32 %575, 0
  br i1 %577, label %587, label %578

578:                                              ; preds = %576
  %579 = call ptr @__cxa_allocate_exception(i64 64) #23
  %580 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #23
  %581 = extractvalue { i32, ptr } %580, 0
  %582 = extractvalue { i32, ptr } %580, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %579, i32 %581, ptr %582, ptr noundef nonnull @.str.18)
          to label %583 unwind label %585

583:                                              ; preds = %578
  invoke void @__cxa_throw(ptr nonnull %579, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #26
          to label %584 unwind label %1036

584:                                              ; preds = %583
  unreachable

585:                                              ; preds = %578
  %586 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %579) #23
  br label %1038

587:                                              ; preds = %576
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.19)
          to label %588 unwind label %1036

588:                                              ; preds = %587
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7)
  %589 = getelementptr inbounds i8, ptr %5, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %589, i8 0, i64 16, i1 false), !alias.scope !158
  store i64 %324, ptr %5, align 8, !tbaa !5, !alias.scope !158
  %590 = getelementptr inbounds i8, ptr %6, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %590, i8 0, i64 16, i1 false), !alias.scope !161
  store i64 %327, ptr %6, align 8, !tbaa !5, !alias.scope !161
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %7, i8 0, i64 24, i1 false)
  invoke void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEES3_NS0_2idILi3EEEi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range.114") align 8 %5, ptr noundef nonnull byval(%"class.sycl::_V1::range.114") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::id.112") align 8 %7, i32 noundef 1)
          to label %591 unwind label %1036

591:                                              ; preds = %588
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7)
  invoke void @_ZN4sycl3_V17handler22setKernelIsCooperativeEb(ptr noundef nonnull align 8 dereferenceable(216) %1, i1 noundef zeroext false)
          to label %592 unwind label %1036

592:                                              ; preds = %591
  %593 = load ptr, ptr %31, align 8, !tbaa !156
  store ptr %593, ptr %10, align 8, !tbaa !156
  %594 = getelementptr inbounds i8, ptr %10, i64 8
  %595 = load ptr, ptr %329, align 8, !tbaa !18
  store ptr %595, ptr %594, align 8, !tbaa !18
  %596 = icmp eq ptr %595, null
  br i1 %596, label %606, label %597

597:                                              ; preds = %592
  %598 = getelementptr inbounds i8, ptr %595, i64 8
  %599 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %600 = icmp eq i8 %599, 0
  br i1 %600, label %604, label %601

601:                                              ; preds = %597
  %602 = load i32, ptr %598, align 4, !tbaa !27
  %603 = add nsw i32 %602, 1
  store i32 %603, ptr %598, align 4, !tbaa !27
  br label %606

604:                                              ; preds = %597
  %605 = atomicrmw volatile add ptr %598, i32 1 acq_rel, align 4
  br label %606

606:                                              ; preds = %604, %601, %592
  %607 = getelementptr inbounds i8, ptr %10, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %607, ptr noundef nonnull readonly align 8 dereferenceable(16) %343, i64 16, i1 false)
  %608 = getelementptr inbounds i8, ptr %10, i64 32
  %609 = load ptr, ptr %345, align 8, !tbaa !156
  store ptr %609, ptr %608, align 8, !tbaa !156
  %610 = getelementptr inbounds i8, ptr %10, i64 40
  %611 = load ptr, ptr %347, align 8, !tbaa !18
  store ptr %611, ptr %610, align 8, !tbaa !18
  %612 = icmp eq ptr %611, null
  br i1 %612, label %622, label %613

613:                                              ; preds = %606
  %614 = getelementptr inbounds i8, ptr %611, i64 8
  %615 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %616 = icmp eq i8 %615, 0
  br i1 %616, label %620, label %617

617:                                              ; preds = %613
  %618 = load i32, ptr %614, align 4, !tbaa !27
  %619 = add nsw i32 %618, 1
  store i32 %619, ptr %614, align 4, !tbaa !27
  br label %622

620:                                              ; preds = %613
  %621 = atomicrmw volatile add ptr %614, i32 1 acq_rel, align 4
  br label %622

622:                                              ; preds = %620, %617, %606
  %623 = getelementptr inbounds i8, ptr %10, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %623, ptr noundef nonnull readonly align 8 dereferenceable(16) %361, i64 16, i1 false)
  %624 = getelementptr inbounds i8, ptr %10, i64 64
  %625 = load ptr, ptr %363, align 8, !tbaa !156
  store ptr %625, ptr %624, align 8, !tbaa !156
  %626 = getelementptr inbounds i8, ptr %10, i64 72
  %627 = load ptr, ptr %365, align 8, !tbaa !18
  store ptr %627, ptr %626, align 8, !tbaa !18
  %628 = icmp eq ptr %627, null
  br i1 %628, label %638, label %629

629:                                              ; preds = %622
  %630 = getelementptr inbounds i8, ptr %627, i64 8
  %631 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %632 = icmp eq i8 %631, 0
  br i1 %632, label %636, label %633

633:                                              ; preds = %629
  %634 = load i32, ptr %630, align 4, !tbaa !27
  %635 = add nsw i32 %634, 1
  store i32 %635, ptr %630, align 4, !tbaa !27
  br label %638

636:                                              ; preds = %629
  %637 = atomicrmw volatile add ptr %630, i32 1 acq_rel, align 4
  br label %638

638:                                              ; preds = %636, %633, %622
  %639 = getelementptr inbounds i8, ptr %10, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %639, ptr noundef nonnull readonly align 8 dereferenceable(16) %379, i64 16, i1 false)
  %640 = getelementptr inbounds i8, ptr %10, i64 96
  %641 = load ptr, ptr %381, align 8, !tbaa !156
  store ptr %641, ptr %640, align 8, !tbaa !156
  %642 = getelementptr inbounds i8, ptr %10, i64 104
  %643 = load ptr, ptr %383, align 8, !tbaa !18
  store ptr %643, ptr %642, align 8, !tbaa !18
  %644 = icmp eq ptr %643, null
  br i1 %644, label %654, label %645

645:                                              ; preds = %638
  %646 = getelementptr inbounds i8, ptr %643, i64 8
  %647 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %648 = icmp eq i8 %647, 0
  br i1 %648, label %652, label %649

649:                                              ; preds = %645
  %650 = load i32, ptr %646, align 4, !tbaa !27
  %651 = add nsw i32 %650, 1
  store i32 %651, ptr %646, align 4, !tbaa !27
  br label %654

652:                                              ; preds = %645
  %653 = atomicrmw volatile add ptr %646, i32 1 acq_rel, align 4
  br label %654

654:                                              ; preds = %652, %649, %638
  %655 = getelementptr inbounds i8, ptr %10, i64 112
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %655, ptr noundef nonnull readonly align 8 dereferenceable(16) %397, i64 16, i1 false)
  %656 = getelementptr inbounds i8, ptr %10, i64 128
  %657 = load ptr, ptr %399, align 8, !tbaa !156
  store ptr %657, ptr %656, align 8, !tbaa !156
  %658 = getelementptr inbounds i8, ptr %10, i64 136
  %659 = load ptr, ptr %401, align 8, !tbaa !18
  store ptr %659, ptr %658, align 8, !tbaa !18
  %660 = icmp eq ptr %659, null
  br i1 %660, label %670, label %661

661:                                              ; preds = %654
  %662 = getelementptr inbounds i8, ptr %659, i64 8
  %663 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %664 = icmp eq i8 %663, 0
  br i1 %664, label %668, label %665

665:                                              ; preds = %661
  %666 = load i32, ptr %662, align 4, !tbaa !27
  %667 = add nsw i32 %666, 1
  store i32 %667, ptr %662, align 4, !tbaa !27
  br label %670

668:                                              ; preds = %661
  %669 = atomicrmw volatile add ptr %662, i32 1 acq_rel, align 4
  br label %670

670:                                              ; preds = %668, %665, %654
  %671 = getelementptr inbounds i8, ptr %10, i64 144
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %671, ptr noundef nonnull readonly align 8 dereferenceable(16) %415, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %3)
  %672 = invoke noalias noundef nonnull dereferenceable(168) ptr @_Znwm(i64 noundef 168) #27
          to label %673 unwind label %876

673:                                              ; preds = %670
  %674 = load ptr, ptr %10, align 8, !tbaa !156, !noalias !164
  store ptr %674, ptr %3, align 8, !tbaa !156, !noalias !164
  %675 = getelementptr inbounds i8, ptr %3, i64 8
  %676 = load ptr, ptr %594, align 8, !tbaa !18, !noalias !164
  store ptr %676, ptr %675, align 8, !tbaa !18, !noalias !164
  %677 = icmp eq ptr %676, null
  br i1 %677, label %687, label %678

678:                                              ; preds = %673
  %679 = getelementptr inbounds i8, ptr %676, i64 8
  %680 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !164
  %681 = icmp eq i8 %680, 0
  br i1 %681, label %685, label %682

682:                                              ; preds = %678
  %683 = load i32, ptr %679, align 4, !tbaa !27, !noalias !164
  %684 = add nsw i32 %683, 1
  store i32 %684, ptr %679, align 4, !tbaa !27, !noalias !164
  br label %687

685:                                              ; preds = %678
  %686 = atomicrmw volatile add ptr %679, i32 1 acq_rel, align 4, !noalias !164
  br label %687

687:                                              ; preds = %685, %682, %673
  %688 = getelementptr inbounds i8, ptr %3, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %688, ptr noundef nonnull readonly align 8 dereferenceable(16) %607, i64 16, i1 false), !noalias !164
  %689 = getelementptr inbounds i8, ptr %3, i64 32
  %690 = load ptr, ptr %608, align 8, !tbaa !156, !noalias !164
  store ptr %690, ptr %689, align 8, !tbaa !156, !noalias !164
  %691 = getelementptr inbounds i8, ptr %3, i64 40
  %692 = load ptr, ptr %610, align 8, !tbaa !18, !noalias !164
  store ptr %692, ptr %691, align 8, !tbaa !18, !noalias !164
  %693 = icmp eq ptr %692, null
  br i1 %693, label %703, label %694

694:                                              ; preds = %687
  %695 = getelementptr inbounds i8, ptr %692, i64 8
  %696 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !164
  %697 = icmp eq i8 %696, 0
  br i1 %697, label %701, label %698

698:                                              ; preds = %694
  %699 = load i32, ptr %695, align 4, !tbaa !27, !noalias !164
  %700 = add nsw i32 %699, 1
  store i32 %700, ptr %695, align 4, !tbaa !27, !noalias !164
  br label %703

701:                                              ; preds = %694
  %702 = atomicrmw volatile add ptr %695, i32 1 acq_rel, align 4, !noalias !164
  br label %703

703:                                              ; preds = %701, %698, %687
  %704 = getelementptr inbounds i8, ptr %3, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %704, ptr noundef nonnull readonly align 8 dereferenceable(16) %623, i64 16, i1 false), !noalias !164
  %705 = getelementptr inbounds i8, ptr %3, i64 64
  %706 = load ptr, ptr %624, align 8, !tbaa !156, !noalias !164
  store ptr %706, ptr %705, align 8, !tbaa !156, !noalias !164
  %707 = getelementptr inbounds i8, ptr %3, i64 72
  %708 = load ptr, ptr %626, align 8, !tbaa !18, !noalias !164
  store ptr %708, ptr %707, align 8, !tbaa !18, !noalias !164
  %709 = icmp eq ptr %708, null
  br i1 %709, label %719, label %710

710:                                              ; preds = %703
  %711 = getelementptr inbounds i8, ptr %708, i64 8
  %712 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !164
  %713 = icmp eq i8 %712, 0
  br i1 %713, label %717, label %714

714:                                              ; preds = %710
  %715 = load i32, ptr %711, align 4, !tbaa !27, !noalias !164
  %716 = add nsw i32 %715, 1
  store i32 %716, ptr %711, align 4, !tbaa !27, !noalias !164
  br label %719

717:                                              ; preds = %710
  %718 = atomicrmw volatile add ptr %711, i32 1 acq_rel, align 4, !noalias !164
  br label %719

719:                                              ; preds = %717, %714, %703
  %720 = getelementptr inbounds i8, ptr %3, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %720, ptr noundef nonnull readonly align 8 dereferenceable(16) %639, i64 16, i1 false), !noalias !164
  %721 = getelementptr inbounds i8, ptr %3, i64 96
  %722 = load ptr, ptr %640, align 8, !tbaa !156, !noalias !164
  store ptr %722, ptr %721, align 8, !tbaa !156, !noalias !164
  %723 = getelementptr inbounds i8, ptr %3, i64 104
  %724 = load ptr, ptr %642, align 8, !tbaa !18, !noalias !164
  store ptr %724, ptr %723, align 8, !tbaa !18, !noalias !164
  %725 = icmp eq ptr %724, null
  br i1 %725, label %735, label %726

726:                                              ; preds = %719
  %727 = getelementptr inbounds i8, ptr %724, i64 8
  %728 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !164
  %729 = icmp eq i8 %728, 0
  br i1 %729, label %733, label %730

730:                                              ; preds = %726
  %731 = load i32, ptr %727, align 4, !tbaa !27, !noalias !164
  %732 = add nsw i32 %731, 1
  store i32 %732, ptr %727, align 4, !tbaa !27, !noalias !164
  br label %735

733:                                              ; preds = %726
  %734 = atomicrmw volatile add ptr %727, i32 1 acq_rel, align 4, !noalias !164
  br label %735

735:                                              ; preds = %733, %730, %719
  %736 = getelementptr inbounds i8, ptr %3, i64 112
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %736, ptr noundef nonnull readonly align 8 dereferenceable(16) %655, i64 16, i1 false), !noalias !164
  %737 = getelementptr inbounds i8, ptr %3, i64 128
  %738 = load ptr, ptr %656, align 8, !tbaa !156, !noalias !164
  store ptr %738, ptr %737, align 8, !tbaa !156, !noalias !164
  %739 = getelementptr inbounds i8, ptr %3, i64 136
  %740 = load ptr, ptr %658, align 8, !tbaa !18, !noalias !164
  store ptr %740, ptr %739, align 8, !tbaa !18, !noalias !164
  %741 = icmp eq ptr %740, null
  br i1 %741, label %751, label %742

742:                                              ; preds = %735
  %743 = getelementptr inbounds i8, ptr %740, i64 8
  %744 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !164
  %745 = icmp eq i8 %744, 0
  br i1 %745, label %749, label %746

746:                                              ; preds = %742
  %747 = load i32, ptr %743, align 4, !tbaa !27, !noalias !164
  %748 = add nsw i32 %747, 1
  store i32 %748, ptr %743, align 4, !tbaa !27, !noalias !164
  br label %751

749:                                              ; preds = %742
  %750 = atomicrmw volatile add ptr %743, i32 1 acq_rel, align 4, !noalias !164
  br label %751

751:                                              ; preds = %749, %746, %735
  %752 = getelementptr inbounds i8, ptr %3, i64 144
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %752, ptr noundef nonnull readonly align 8 dereferenceable(16) %671, i64 16, i1 false), !noalias !164
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EEE, i64 16), ptr %672, align 8, !tbaa !24, !noalias !164
  %753 = getelementptr inbounds i8, ptr %672, i64 8
  %754 = load ptr, ptr %3, align 8, !tbaa !156, !noalias !164
  store ptr %754, ptr %753, align 8, !tbaa !156, !noalias !164
  %755 = getelementptr inbounds i8, ptr %672, i64 16
  %756 = load ptr, ptr %675, align 8, !tbaa !18, !noalias !164
  store ptr %756, ptr %755, align 8, !tbaa !18, !noalias !164
  %757 = icmp eq ptr %756, null
  br i1 %757, label %767, label %758

758:                                              ; preds = %751
  %759 = getelementptr inbounds i8, ptr %756, i64 8
  %760 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !164
  %761 = icmp eq i8 %760, 0
  br i1 %761, label %765, label %762

762:                                              ; preds = %758
  %763 = load i32, ptr %759, align 4, !tbaa !27, !noalias !164
  %764 = add nsw i32 %763, 1
  store i32 %764, ptr %759, align 4, !tbaa !27, !noalias !164
  br label %767

765:                                              ; preds = %758
  %766 = atomicrmw volatile add ptr %759, i32 1 acq_rel, align 4, !noalias !164
  br label %767

767:                                              ; preds = %765, %762, %751
  %768 = getelementptr inbounds i8, ptr %672, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %768, ptr noundef nonnull readonly align 8 dereferenceable(16) %688, i64 16, i1 false), !noalias !164
  %769 = getelementptr inbounds i8, ptr %672, i64 40
  %770 = load ptr, ptr %689, align 8, !tbaa !156, !noalias !164
  store ptr %770, ptr %769, align 8, !tbaa !156, !noalias !164
  %771 = getelementptr inbounds i8, ptr %672, i64 48
  %772 = load ptr, ptr %691, align 8, !tbaa !18, !noalias !164
  store ptr %772, ptr %771, align 8, !tbaa !18, !noalias !164
  %773 = icmp eq ptr %772, null
  br i1 %773, label %783, label %774

774:                                              ; preds = %767
  %775 = getelementptr inbounds i8, ptr %772, i64 8
  %776 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !164
  %777 = icmp eq i8 %776, 0
  br i1 %777, label %781, label %778

778:                                              ; preds = %774
  %779 = load i32, ptr %775, align 4, !tbaa !27, !noalias !164
  %780 = add nsw i32 %779, 1
  store i32 %780, ptr %775, align 4, !tbaa !27, !noalias !164
  br label %783

781:                                              ; preds = %774
  %782 = atomicrmw volatile add ptr %775, i32 1 acq_rel, align 4, !noalias !164
  br label %783

783:                                              ; preds = %781, %778, %767
  %784 = getelementptr inbounds i8, ptr %672, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %784, ptr noundef nonnull readonly align 8 dereferenceable(16) %704, i64 16, i1 false), !noalias !164
  %785 = getelementptr inbounds i8, ptr %672, i64 72
  %786 = load ptr, ptr %705, align 8, !tbaa !156, !noalias !164
  store ptr %786, ptr %785, align 8, !tbaa !156, !noalias !164
  %787 = getelementptr inbounds i8, ptr %672, i64 80
  %788 = load ptr, ptr %707, align 8, !tbaa !18, !noalias !164
  store ptr %788, ptr %787, align 8, !tbaa !18, !noalias !164
  %789 = icmp eq ptr %788, null
  br i1 %789, label %799, label %790

790:                                              ; preds = %783
  %791 = getelementptr inbounds i8, ptr %788, i64 8
  %792 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !164
  %793 = icmp eq i8 %792, 0
  br i1 %793, label %797, label %794

794:                                              ; preds = %790
  %795 = load i32, ptr %791, align 4, !tbaa !27, !noalias !164
  %796 = add nsw i32 %795, 1
  store i32 %796, ptr %791, align 4, !tbaa !27, !noalias !164
  br label %799

797:                                              ; preds = %790
  %798 = atomicrmw volatile add ptr %791, i32 1 acq_rel, align 4, !noalias !164
  br label %799

799:                                              ; preds = %797, %794, %783
  %800 = getelementptr inbounds i8, ptr %672, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %800, ptr noundef nonnull readonly align 8 dereferenceable(16) %720, i64 16, i1 false), !noalias !164
  %801 = getelementptr inbounds i8, ptr %672, i64 104
  %802 = load ptr, ptr %721, align 8, !tbaa !156, !noalias !164
  store ptr %802, ptr %801, align 8, !tbaa !156, !noalias !164
  %803 = getelementptr inbounds i8, ptr %672, i64 112
  %804 = load ptr, ptr %723, align 8, !tbaa !18, !noalias !164
  store ptr %804, ptr %803, align 8, !tbaa !18, !noalias !164
  %805 = icmp eq ptr %804, null
  br i1 %805, label %815, label %806

806:                                              ; preds = %799
  %807 = getelementptr inbounds i8, ptr %804, i64 8
  %808 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !164
  %809 = icmp eq i8 %808, 0
  br i1 %809, label %813, label %810

810:                                              ; preds = %806
  %811 = load i32, ptr %807, align 4, !tbaa !27, !noalias !164
  %812 = add nsw i32 %811, 1
  store i32 %812, ptr %807, align 4, !tbaa !27, !noalias !164
  br label %815

813:                                              ; preds = %806
  %814 = atomicrmw volatile add ptr %807, i32 1 acq_rel, align 4, !noalias !164
  br label %815

815:                                              ; preds = %813, %810, %799
  %816 = getelementptr inbounds i8, ptr %672, i64 120
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %816, ptr noundef nonnull readonly align 8 dereferenceable(16) %736, i64 16, i1 false), !noalias !164
  %817 = getelementptr inbounds i8, ptr %672, i64 136
  %818 = load ptr, ptr %737, align 8, !tbaa !156, !noalias !164
  store ptr %818, ptr %817, align 8, !tbaa !156, !noalias !164
  %819 = getelementptr inbounds i8, ptr %672, i64 144
  %820 = load ptr, ptr %739, align 8, !tbaa !18, !noalias !164
  store ptr %820, ptr %819, align 8, !tbaa !18, !noalias !164
  %821 = icmp eq ptr %820, null
  br i1 %821, label %831, label %822

822:                                              ; preds = %815
  %823 = getelementptr inbounds i8, ptr %820, i64 8
  %824 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !164
  %825 = icmp eq i8 %824, 0
  br i1 %825, label %829, label %826

826:                                              ; preds = %822
  %827 = load i32, ptr %823, align 4, !tbaa !27, !noalias !164
  %828 = add nsw i32 %827, 1
  store i32 %828, ptr %823, align 4, !tbaa !27, !noalias !164
  br label %831

829:                                              ; preds = %822
  %830 = atomicrmw volatile add ptr %823, i32 1 acq_rel, align 4, !noalias !164
  br label %831

831:                                              ; preds = %829, %826, %815
  %832 = getelementptr inbounds i8, ptr %672, i64 152
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %832, ptr noundef nonnull readonly align 8 dereferenceable(16) %752, i64 16, i1 false), !noalias !164
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_7nd_itemILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(160) %3) #23, !noalias !164
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %3)
  %833 = getelementptr inbounds i8, ptr %1, i64 152
  %834 = load ptr, ptr %833, align 8, !tbaa !9
  store ptr %672, ptr %833, align 8, !tbaa !9
  %835 = icmp eq ptr %834, null
  br i1 %835, label %840, label %836

836:                                              ; preds = %831
  %837 = load ptr, ptr %834, align 8, !tbaa !24
  %838 = getelementptr inbounds i8, ptr %837, i64 16
  %839 = load ptr, ptr %838, align 8
  call void %839(ptr noundef nonnull align 8 dereferenceable(8) %834) #23
  br label %840

840:                                              ; preds = %836, %831
  invoke void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %841 unwind label %876

841:                                              ; preds = %840
  %842 = load ptr, ptr %833, align 8, !tbaa !9
  %843 = load ptr, ptr %842, align 8, !tbaa !24
  %844 = load ptr, ptr %843, align 8
  %845 = invoke noundef ptr %844(ptr noundef nonnull align 8 dereferenceable(8) %842)
          to label %846 unwind label %876

846:                                              ; preds = %841
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #23
  invoke void @_ZN4sycl3_V16detail19getKernelParamDescsI9BlockScanEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind nonnull writable sret(%"class.std::vector.125") align 8 %4)
          to label %847 unwind label %876

847:                                              ; preds = %846
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %845, ptr noundef nonnull align 8 dereferenceable(24) %4, i1 noundef zeroext false)
          to label %848 unwind label %865

848:                                              ; preds = %847
  %849 = load ptr, ptr %4, align 8, !tbaa !167
  %850 = icmp eq ptr %849, null
  br i1 %850, label %857, label %851

851:                                              ; preds = %848
  %852 = getelementptr inbounds i8, ptr %4, i64 16
  %853 = load ptr, ptr %852, align 8, !tbaa !169
  %854 = ptrtoint ptr %853 to i64
  %855 = ptrtoint ptr %849 to i64
  %856 = sub i64 %854, %855
  call void @_ZdlPvm(ptr noundef nonnull %849, i64 noundef %856) #25
  br label %857

857:                                              ; preds = %851, %848
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #23
  %858 = invoke noalias noundef nonnull dereferenceable(15) ptr @_Znam(i64 noundef 15) #27
          to label %859 unwind label %876

859:                                              ; preds = %857
  %860 = getelementptr inbounds i8, ptr %1, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(14) %858, ptr noundef nonnull align 1 dereferenceable(14) @.str.19, i64 14, i1 false)
  %861 = getelementptr inbounds i8, ptr %858, i64 14
  store i8 0, ptr %861, align 1, !tbaa !26
  %862 = load ptr, ptr %860, align 8, !tbaa !9
  store ptr %858, ptr %860, align 8, !tbaa !9
  %863 = icmp eq ptr %862, null
  br i1 %863, label %880, label %864

864:                                              ; preds = %859
  call void @_ZdaPv(ptr noundef nonnull %862) #25
  br label %880

865:                                              ; preds = %847
  %866 = landingpad { ptr, i32 }
          cleanup
  %867 = load ptr, ptr %4, align 8, !tbaa !167
  %868 = icmp eq ptr %867, null
  br i1 %868, label %875, label %869

869:                                              ; preds = %865
  %870 = getelementptr inbounds i8, ptr %4, i64 16
  %871 = load ptr, ptr %870, align 8, !tbaa !169
  %872 = ptrtoint ptr %871 to i64
  %873 = ptrtoint ptr %867 to i64
  %874 = sub i64 %872, %873
  call void @_ZdlPvm(ptr noundef nonnull %867, i64 noundef %874) #25
  br label %875

875:                                              ; preds = %869, %865
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #23
  br label %878

876:                                              ; preds = %857, %846, %841, %840, %670
  %877 = landingpad { ptr, i32 }
          cleanup
  br label %878

878:                                              ; preds = %876, %875
  %879 = phi { ptr, i32 } [ %877, %876 ], [ %866, %875 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_7nd_itemILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(160) %10) #23
  br label %1038

880:                                              ; preds = %864, %859
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_7nd_itemILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(160) %10) #23
  invoke void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef 1)
          to label %881 unwind label %1036

881:                                              ; preds = %880
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %10)
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_7nd_itemILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(160) %31) #23
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %31) #23
  %882 = load ptr, ptr %402, align 8, !tbaa !18
  %883 = icmp eq ptr %882, null
  br i1 %883, label %908, label %884

884:                                              ; preds = %881
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

908:                                              ; preds = %907, %904, %889, %881
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %29) #23
  %909 = load ptr, ptr %384, align 8, !tbaa !18
  %910 = icmp eq ptr %909, null
  br i1 %910, label %935, label %911

911:                                              ; preds = %908
  %912 = getelementptr inbounds i8, ptr %909, i64 8
  %913 = load atomic i64, ptr %912 acquire, align 8
  %914 = icmp eq i64 %913, 4294967297
  %915 = trunc i64 %913 to i32
  br i1 %914, label %916, label %924

916:                                              ; preds = %911
  store i32 0, ptr %912, align 8, !tbaa !20
  %917 = getelementptr inbounds i8, ptr %909, i64 12
  store i32 0, ptr %917, align 4, !tbaa !23
  %918 = load ptr, ptr %909, align 8, !tbaa !24
  %919 = getelementptr inbounds i8, ptr %918, i64 16
  %920 = load ptr, ptr %919, align 8
  call void %920(ptr noundef nonnull align 8 dereferenceable(16) %909) #23
  %921 = load ptr, ptr %909, align 8, !tbaa !24
  %922 = getelementptr inbounds i8, ptr %921, i64 24
  %923 = load ptr, ptr %922, align 8
  call void %923(ptr noundef nonnull align 8 dereferenceable(16) %909) #23
  br label %935

924:                                              ; preds = %911
  %925 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %926 = icmp eq i8 %925, 0
  br i1 %926, label %929, label %927

927:                                              ; preds = %924
  %928 = add nsw i32 %915, -1
  store i32 %928, ptr %912, align 4, !tbaa !27
  br label %931

929:                                              ; preds = %924
  %930 = atomicrmw volatile add ptr %912, i32 -1 acq_rel, align 4
  br label %931

931:                                              ; preds = %929, %927
  %932 = phi i32 [ %915, %927 ], [ %930, %929 ]
  %933 = icmp eq i32 %932, 1
  br i1 %933, label %934, label %935, !prof !28

934:                                              ; preds = %931
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %909) #23
  br label %935

935:                                              ; preds = %934, %931, %916, %908
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %27) #23
  %936 = load ptr, ptr %366, align 8, !tbaa !18
  %937 = icmp eq ptr %936, null
  br i1 %937, label %962, label %938

938:                                              ; preds = %935
  %939 = getelementptr inbounds i8, ptr %936, i64 8
  %940 = load atomic i64, ptr %939 acquire, align 8
  %941 = icmp eq i64 %940, 4294967297
  %942 = trunc i64 %940 to i32
  br i1 %941, label %943, label %951

943:                                              ; preds = %938
  store i32 0, ptr %939, align 8, !tbaa !20
  %944 = getelementptr inbounds i8, ptr %936, i64 12
  store i32 0, ptr %944, align 4, !tbaa !23
  %945 = load ptr, ptr %936, align 8, !tbaa !24
  %946 = getelementptr inbounds i8, ptr %945, i64 16
  %947 = load ptr, ptr %946, align 8
  call void %947(ptr noundef nonnull align 8 dereferenceable(16) %936) #23
  %948 = load ptr, ptr %936, align 8, !tbaa !24
  %949 = getelementptr inbounds i8, ptr %948, i64 24
  %950 = load ptr, ptr %949, align 8
  call void %950(ptr noundef nonnull align 8 dereferenceable(16) %936) #23
  br label %962

951:                                              ; preds = %938
  %952 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %953 = icmp eq i8 %952, 0
  br i1 %953, label %956, label %954

954:                                              ; preds = %951
  %955 = add nsw i32 %942, -1
  store i32 %955, ptr %939, align 4, !tbaa !27
  br label %958

956:                                              ; preds = %951
  %957 = atomicrmw volatile add ptr %939, i32 -1 acq_rel, align 4
  br label %958

958:                                              ; preds = %956, %954
  %959 = phi i32 [ %942, %954 ], [ %957, %956 ]
  %960 = icmp eq i32 %959, 1
  br i1 %960, label %961, label %962, !prof !28

961:                                              ; preds = %958
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %936) #23
  br label %962

962:                                              ; preds = %961, %958, %943, %935
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %25) #23
  %963 = load ptr, ptr %348, align 8, !tbaa !18
  %964 = icmp eq ptr %963, null
  br i1 %964, label %989, label %965

965:                                              ; preds = %962
  %966 = getelementptr inbounds i8, ptr %963, i64 8
  %967 = load atomic i64, ptr %966 acquire, align 8
  %968 = icmp eq i64 %967, 4294967297
  %969 = trunc i64 %967 to i32
  br i1 %968, label %970, label %978

970:                                              ; preds = %965
  store i32 0, ptr %966, align 8, !tbaa !20
  %971 = getelementptr inbounds i8, ptr %963, i64 12
  store i32 0, ptr %971, align 4, !tbaa !23
  %972 = load ptr, ptr %963, align 8, !tbaa !24
  %973 = getelementptr inbounds i8, ptr %972, i64 16
  %974 = load ptr, ptr %973, align 8
  call void %974(ptr noundef nonnull align 8 dereferenceable(16) %963) #23
  %975 = load ptr, ptr %963, align 8, !tbaa !24
  %976 = getelementptr inbounds i8, ptr %975, i64 24
  %977 = load ptr, ptr %976, align 8
  call void %977(ptr noundef nonnull align 8 dereferenceable(16) %963) #23
  br label %989

978:                                              ; preds = %965
  %979 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %980 = icmp eq i8 %979, 0
  br i1 %980, label %983, label %981

981:                                              ; preds = %978
  %982 = add nsw i32 %969, -1
  store i32 %982, ptr %966, align 4, !tbaa !27
  br label %985

983:                                              ; preds = %978
  %984 = atomicrmw volatile add ptr %966, i32 -1 acq_rel, align 4
  br label %985

985:                                              ; preds = %983, %981
  %986 = phi i32 [ %969, %981 ], [ %984, %983 ]
  %987 = icmp eq i32 %986, 1
  br i1 %987, label %988, label %989, !prof !28

988:                                              ; preds = %985
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %963) #23
  br label %989

989:                                              ; preds = %988, %985, %970, %962
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %23) #23
  %990 = load ptr, ptr %330, align 8, !tbaa !18
  %991 = icmp eq ptr %990, null
  br i1 %991, label %1050, label %992

992:                                              ; preds = %989
  %993 = getelementptr inbounds i8, ptr %990, i64 8
  %994 = load atomic i64, ptr %993 acquire, align 8
  %995 = icmp eq i64 %994, 4294967297
  %996 = trunc i64 %994 to i32
  br i1 %995, label %997, label %1005

997:                                              ; preds = %992
  store i32 0, ptr %993, align 8, !tbaa !20
  %998 = getelementptr inbounds i8, ptr %990, i64 12
  store i32 0, ptr %998, align 4, !tbaa !23
  %999 = load ptr, ptr %990, align 8, !tbaa !24
  %1000 = getelementptr inbounds i8, ptr %999, i64 16
  %1001 = load ptr, ptr %1000, align 8
  call void %1001(ptr noundef nonnull align 8 dereferenceable(16) %990) #23
  %1002 = load ptr, ptr %990, align 8, !tbaa !24
  %1003 = getelementptr inbounds i8, ptr %1002, i64 24
  %1004 = load ptr, ptr %1003, align 8
  call void %1004(ptr noundef nonnull align 8 dereferenceable(16) %990) #23
  br label %1050

1005:                                             ; preds = %992
  %1006 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %1007 = icmp eq i8 %1006, 0
  br i1 %1007, label %1010, label %1008

1008:                                             ; preds = %1005
  %1009 = add nsw i32 %996, -1
  store i32 %1009, ptr %993, align 4, !tbaa !27
  br label %1012

1010:                                             ; preds = %1005
  %1011 = atomicrmw volatile add ptr %993, i32 -1 acq_rel, align 4
  br label %1012

1012:                                             ; preds = %1010, %1008
  %1013 = phi i32 [ %996, %1008 ], [ %1011, %1010 ]
  %1014 = icmp eq i32 %1013, 1
  br i1 %1014, label %1015, label %1050, !prof !28

1015:                                             ; preds = %1012
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %990) #23
  br label %1050

1016:                                             ; preds = %2
  %1017 = landingpad { ptr, i32 }
          cleanup
  br label %1018

1018:                                             ; preds = %1016, %38
  %1019 = phi { ptr, i32 } [ %1017, %1016 ], [ %39, %38 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %22) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %22) #23
  br label %1048

1020:                                             ; preds = %89
  %1021 = landingpad { ptr, i32 }
          cleanup
  br label %1022

1022:                                             ; preds = %1020, %97
  %1023 = phi { ptr, i32 } [ %1021, %1020 ], [ %98, %97 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %24) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24) #23
  br label %1046

1024:                                             ; preds = %147
  %1025 = landingpad { ptr, i32 }
          cleanup
  br label %1026

1026:                                             ; preds = %1024, %155
  %1027 = phi { ptr, i32 } [ %1025, %1024 ], [ %156, %155 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %26) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %26) #23
  br label %1044

1028:                                             ; preds = %205
  %1029 = landingpad { ptr, i32 }
          cleanup
  br label %1030

1030:                                             ; preds = %1028, %213
  %1031 = phi { ptr, i32 } [ %1029, %1028 ], [ %214, %213 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %28) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %28) #23
  br label %1042

1032:                                             ; preds = %263
  %1033 = landingpad { ptr, i32 }
          cleanup
  br label %1034

1034:                                             ; preds = %1032, %271
  %1035 = phi { ptr, i32 } [ %1033, %1032 ], [ %272, %271 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %30) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %30) #23
  br label %1040

1036:                                             ; preds = %880, %591, %588, %587, %583, %573
  %1037 = landingpad { ptr, i32 }
          cleanup
  br label %1038

1038:                                             ; preds = %1036, %878, %585
  %1039 = phi { ptr, i32 } [ %1037, %1036 ], [ %586, %585 ], [ %879, %878 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_7nd_itemILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(160) %31) #23
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %31) #23
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %29) #23
  br label %1040

1040:                                             ; preds = %1038, %1034
  %1041 = phi { ptr, i32 } [ %1039, %1038 ], [ %1035, %1034 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %29) #23
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %27) #23
  br label %1042

1042:                                             ; preds = %1040, %1030
  %1043 = phi { ptr, i32 } [ %1041, %1040 ], [ %1031, %1030 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %27) #23
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %25) #23
  br label %1044

1044:                                             ; preds = %1042, %1026
  %1045 = phi { ptr, i32 } [ %1043, %1042 ], [ %1027, %1026 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %25) #23
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %23) #23
  br label %1046

1046:                                             ; preds = %1044, %1022
  %1047 = phi { ptr, i32 } [ %1045, %1044 ], [ %1023, %1022 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %23) #23
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %21) #23
  br label %1048

1048:                                             ; preds = %1046, %1018
  %1049 = phi { ptr, i32 } [ %1047, %1046 ], [ %1019, %1018 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %21) #23
  resume { ptr, i32 } %1049

1050:                                             ; preds = %989, %997, %1012, %1015
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %21) #23
  ret void
}

; Function Attrs: mustprogress uwtable
define internal noundef zeroext i1 @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E_E10_M_managerERSt9_Any_dataRKS7_St18_Manager_operation(ptr nocapture noundef nonnull align 8 dereferenceable(16) %0, ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %1, i32 noundef %2) #2 align 2 {
  switch i32 %2, label %14 [
    i32 0, label %4
    i32 1, label %5
    i32 3, label %10
    i32 2, label %7
  ]

4:                                                ; preds = %3
  store ptr @_ZTIZ4mainEUlRN4sycl3_V17handlerEE_, ptr %0, align 8, !tbaa !9
  br label %14

5:                                                ; preds = %3
  %6 = load ptr, ptr %1, align 8, !tbaa !9
  store ptr %6, ptr %0, align 8, !tbaa !9
  br label %14

7:                                                ; preds = %3
  %8 = load ptr, ptr %1, align 8, !tbaa !9
  %9 = tail call noalias noundef nonnull dereferenceable(56) ptr @_Znwm(i64 noundef 56) #27
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %9, ptr noundef nonnull readonly align 8 dereferenceable(56) %8, i64 56, i1 false), !tbaa.struct !170
  store ptr %9, ptr %0, align 8, !tbaa !9
  br label %14

10:                                               ; preds = %3
  %11 = load ptr, ptr %0, align 8, !tbaa !9
  %12 = icmp eq ptr %11, null
  br i1 %12, label %14, label %13

13:                                               ; preds = %10
  tail call void @_ZdlPvm(ptr noundef nonnull %11, i64 noundef 56) #25
  br label %14

14:                                               ; preds = %3, %13, %10, %7, %5, %4
  ret i1 false
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
  %6 = alloca %"class.sycl::_V1::id.112", align 8
  %7 = alloca %"class.sycl::_V1::range.114", align 8
  %8 = alloca %"class.sycl::_V1::range.114", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %11 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %12 = load i64, ptr %11, align 8
  store i64 %12, ptr %7, align 8, !tbaa !5, !alias.scope !171
  %13 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 1, ptr %13, align 8, !tbaa !5, !alias.scope !171
  %14 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %14, align 8, !tbaa !5, !alias.scope !171
  store i64 %12, ptr %8, align 8, !tbaa !5, !alias.scope !174
  %15 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 1, ptr %15, align 8, !tbaa !5, !alias.scope !174
  %16 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %16, align 8, !tbaa !5, !alias.scope !174
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
  %34 = load ptr, ptr %33, align 8, !tbaa !177
  store ptr %34, ptr %32, align 8, !tbaa !177
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
  br i1 %51, label %52, label %31, !llvm.loop !179

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
  %59 = load ptr, ptr %1, align 8, !tbaa !112
  %60 = icmp eq ptr %59, null
  br i1 %60, label %61, label %62

61:                                               ; preds = %52
  tail call void @__assert_fail(ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.15, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS7_) #24
  unreachable

62:                                               ; preds = %52
  %63 = getelementptr inbounds i8, ptr %1, i64 24
  %64 = load i64, ptr %63, align 8, !tbaa !104
  %65 = getelementptr inbounds i8, ptr %1, i64 32
  %66 = load i8, ptr %65, align 8, !tbaa !111, !range !81, !noundef !82
  %67 = trunc nuw i8 %66 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id.112") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.114") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.114") align 8 %8, i32 noundef 1024, ptr noundef nonnull %59, i32 noundef 1, i32 noundef 4, i64 noundef %64, i1 noundef zeroext %67, ptr noundef nonnull align 8 dereferenceable(32) %3)
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
  store ptr null, ptr %113, align 8, !tbaa !180
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
  %130 = load ptr, ptr %129, align 8, !tbaa !177
  store ptr %130, ptr %128, align 8, !tbaa !177
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
  br i1 %147, label %148, label %127, !llvm.loop !179

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
  store ptr %212, ptr %113, align 8, !tbaa !180
  %214 = load ptr, ptr %1, align 8, !tbaa !112
  %215 = icmp eq ptr %214, null
  br i1 %215, label %216, label %217

216:                                              ; preds = %213
  tail call void @__assert_fail(ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.15, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS7_) #24
  unreachable

217:                                              ; preds = %213
  %218 = load ptr, ptr %0, align 8, !tbaa !156
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

declare void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef byval(%"class.sycl::_V1::id.112") align 8, ptr noundef byval(%"class.sycl::_V1::range.114") align 8, ptr noundef byval(%"class.sycl::_V1::range.114") align 8, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i64 noundef, i1 noundef zeroext, ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #6

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
  %6 = alloca %"class.sycl::_V1::id.112", align 8
  %7 = alloca %"class.sycl::_V1::range.114", align 8
  %8 = alloca %"class.sycl::_V1::range.114", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %11 = load i64, ptr %10, align 8
  store i64 %11, ptr %7, align 8, !tbaa !5, !alias.scope !184
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 1, ptr %12, align 8, !tbaa !5, !alias.scope !184
  %13 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %13, align 8, !tbaa !5, !alias.scope !184
  store i64 %11, ptr %8, align 8, !tbaa !5, !alias.scope !187
  %14 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 1, ptr %14, align 8, !tbaa !5, !alias.scope !187
  %15 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %15, align 8, !tbaa !5, !alias.scope !187
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
  %33 = load ptr, ptr %32, align 8, !tbaa !177
  store ptr %33, ptr %31, align 8, !tbaa !177
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
  br i1 %50, label %51, label %30, !llvm.loop !179

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
  %58 = load ptr, ptr %1, align 8, !tbaa !112
  %59 = icmp eq ptr %58, null
  br i1 %59, label %60, label %61

60:                                               ; preds = %51
  tail call void @__assert_fail(ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.15, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS7_) #24
  unreachable

61:                                               ; preds = %51
  %62 = and i64 %16, 16
  %63 = icmp eq i64 %62, 0
  %64 = select i1 %63, i32 1025, i32 1027
  %65 = getelementptr inbounds i8, ptr %1, i64 24
  %66 = load i64, ptr %65, align 8, !tbaa !104
  %67 = getelementptr inbounds i8, ptr %1, i64 32
  %68 = load i8, ptr %67, align 8, !tbaa !111, !range !81, !noundef !82
  %69 = trunc nuw i8 %68 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id.112") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.114") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.114") align 8 %8, i32 noundef %64, ptr noundef nonnull %58, i32 noundef 1, i32 noundef 4, i64 noundef %66, i1 noundef zeroext %69, ptr noundef nonnull align 8 dereferenceable(32) %3)
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
  store ptr null, ptr %115, align 8, !tbaa !190
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
  %131 = load ptr, ptr %130, align 8, !tbaa !177
  store ptr %131, ptr %129, align 8, !tbaa !177
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
  br i1 %148, label %149, label %128, !llvm.loop !179

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
  store ptr %184, ptr %115, align 8, !tbaa !190
  %186 = load ptr, ptr %1, align 8, !tbaa !112
  %187 = icmp eq ptr %186, null
  br i1 %187, label %188, label %189

188:                                              ; preds = %185
  tail call void @__assert_fail(ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.15, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS7_) #24
  unreachable

189:                                              ; preds = %185
  %190 = load ptr, ptr %0, align 8, !tbaa !156
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

declare void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEES3_NS0_2idILi3EEEi(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef byval(%"class.sycl::_V1::range.114") align 8, ptr noundef byval(%"class.sycl::_V1::range.114") align 8, ptr noundef byval(%"class.sycl::_V1::id.112") align 8, i32 noundef) local_unnamed_addr #6

declare void @_ZN4sycl3_V17handler22setKernelIsCooperativeEb(ptr noundef nonnull align 8 dereferenceable(216), i1 noundef zeroext) local_unnamed_addr #6

declare void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #6

declare void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef, ptr noundef nonnull align 8 dereferenceable(24), i1 noundef zeroext) local_unnamed_addr #6

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19getKernelParamDescsI9BlockScanEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind noalias writable sret(%"class.std::vector.125") align 8 %0) local_unnamed_addr #2 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"struct.sycl::_V1::detail::kernel_param_desc_t", align 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, i8 0, i64 24, i1 false)
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = tail call noalias noundef nonnull dereferenceable(60) ptr @_Znwm(i64 noundef 60) #27
  store ptr %4, ptr %0, align 8, !tbaa !167
  %5 = getelementptr inbounds i8, ptr %4, i64 60
  store ptr %5, ptr %3, align 8, !tbaa !169
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #23
  store i64 17446157156352, ptr %2, align 8
  store i32 0, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !192
  %8 = getelementptr inbounds i8, ptr %4, i64 12
  store ptr %8, ptr %7, align 8, !tbaa !195
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #23
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #23
  store i64 17446157156352, ptr %2, align 8
  store i32 32, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %8, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !192
  %9 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr %9, ptr %7, align 8, !tbaa !195
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #23
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #23
  store i64 17446157156352, ptr %2, align 8
  store i32 64, ptr %6, align 8
  %10 = load ptr, ptr %3, align 8, !tbaa !169
  %11 = icmp eq ptr %9, %10
  br i1 %11, label %15, label %12

12:                                               ; preds = %1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %9, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !192
  %13 = load ptr, ptr %7, align 8, !tbaa !195
  %14 = getelementptr inbounds i8, ptr %13, i64 12
  store ptr %14, ptr %7, align 8, !tbaa !195
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
  %20 = load ptr, ptr %3, align 8, !tbaa !169
  %21 = icmp eq ptr %19, %20
  br i1 %21, label %25, label %22

22:                                               ; preds = %18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %19, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !192
  %23 = load ptr, ptr %7, align 8, !tbaa !195
  %24 = getelementptr inbounds i8, ptr %23, i64 12
  store ptr %24, ptr %7, align 8, !tbaa !195
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
  %30 = load ptr, ptr %3, align 8, !tbaa !169
  %31 = icmp eq ptr %29, %30
  br i1 %31, label %35, label %32

32:                                               ; preds = %28
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %29, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !192
  %33 = load ptr, ptr %7, align 8, !tbaa !195
  %34 = getelementptr inbounds i8, ptr %33, i64 12
  store ptr %34, ptr %7, align 8, !tbaa !195
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
  %39 = load ptr, ptr %0, align 8, !tbaa !167
  %40 = icmp eq ptr %39, null
  br i1 %40, label %46, label %41

41:                                               ; preds = %37
  %42 = load ptr, ptr %3, align 8, !tbaa !169
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
  %2 = alloca %class.anon.111, align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !156
  store ptr %4, ptr %2, align 8, !tbaa !156
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
  %23 = load ptr, ptr %22, align 8, !tbaa !156
  store ptr %23, ptr %21, align 8, !tbaa !156
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
  %42 = load ptr, ptr %41, align 8, !tbaa !156
  store ptr %42, ptr %40, align 8, !tbaa !156
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
  %61 = load ptr, ptr %60, align 8, !tbaa !156
  store ptr %61, ptr %59, align 8, !tbaa !156
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
  %80 = load ptr, ptr %79, align 8, !tbaa !156
  store ptr %80, ptr %78, align 8, !tbaa !156
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
  %5 = load ptr, ptr %4, align 8, !tbaa !195
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
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %28, ptr noundef nonnull align 4 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !192
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
  %41 = load ptr, ptr %38, align 8, !tbaa !169
  %42 = ptrtoint ptr %41 to i64
  %43 = sub i64 %42, %8
  tail call void @_ZdlPvm(ptr noundef nonnull %6, i64 noundef %43) #25
  br label %44

44:                                               ; preds = %37, %40
  %45 = getelementptr inbounds i8, ptr %33, i64 %34
  store ptr %27, ptr %0, align 8, !tbaa !167
  store ptr %45, ptr %4, align 8, !tbaa !195
  %46 = getelementptr inbounds %"struct.sycl::_V1::detail::kernel_param_desc_t", ptr %27, i64 %18
  store ptr %46, ptr %38, align 8, !tbaa !169
  ret void
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znam(i64 noundef) local_unnamed_addr #17

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPv(ptr noundef) local_unnamed_addr #14

; Function Attrs: mustprogress uwtable
define internal void @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E0_E9_M_invokeERKSt9_Any_dataS3_(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #2 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %class.anon.146, align 8
  %4 = alloca %"class.std::vector.125", align 8
  %5 = alloca %"class.sycl::_V1::range.114", align 8
  %6 = alloca %"class.sycl::_V1::range.114", align 8
  %7 = alloca %"class.sycl::_V1::id.112", align 8
  %8 = alloca %class.anon.146, align 8
  %9 = alloca %class.anon.146, align 8
  %10 = alloca %class.anon.146, align 8
  %11 = alloca i32, align 4
  %12 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %13 = alloca i32, align 4
  %14 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %15 = alloca i32, align 4
  %16 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %17 = alloca i32, align 4
  %18 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %19 = alloca %"class.sycl::_V1::accessor.140", align 8
  %20 = alloca %"class.sycl::_V1::property_list", align 8
  %21 = alloca %"class.sycl::_V1::accessor.143", align 8
  %22 = alloca %"class.sycl::_V1::property_list", align 8
  %23 = alloca %"class.sycl::_V1::accessor.143", align 8
  %24 = alloca %"class.sycl::_V1::property_list", align 8
  %25 = alloca %"class.sycl::_V1::accessor.143", align 8
  %26 = alloca %"class.sycl::_V1::property_list", align 8
  %27 = alloca %class.anon.146, align 8
  %28 = load ptr, ptr %0, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %19) #23
  %29 = load ptr, ptr %28, align 8, !tbaa !196
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %20) #23
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %20, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %18)
  store ptr @.str, ptr %18, align 8
  %30 = getelementptr inbounds i8, ptr %18, i64 8
  store ptr @.str.16, ptr %30, align 8
  %31 = getelementptr inbounds i8, ptr %18, i64 16
  store i64 69, ptr %31, align 8
  %32 = getelementptr inbounds i8, ptr %18, i64 24
  store i64 22, ptr %32, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %19, ptr noundef nonnull align 8 dereferenceable(33) %29, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %20, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %18)
          to label %33 unwind label %829

33:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %17) #23
  store i32 5, ptr %17, align 4, !tbaa !148
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %29, ptr noundef nonnull align 4 dereferenceable(4) %17)
          to label %36 unwind label %34

34:                                               ; preds = %33
  %35 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %19) #23
  br label %831

36:                                               ; preds = %33
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %17) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18)
  %37 = getelementptr inbounds i8, ptr %20, i64 8
  %38 = load ptr, ptr %37, align 8, !tbaa !15
  %39 = getelementptr inbounds i8, ptr %20, i64 16
  %40 = load ptr, ptr %39, align 8, !tbaa !17
  %41 = icmp eq ptr %38, %40
  br i1 %41, label %76, label %42

42:                                               ; preds = %36, %71
  %43 = phi ptr [ %72, %71 ], [ %38, %36 ]
  %44 = getelementptr inbounds i8, ptr %43, i64 8
  %45 = load ptr, ptr %44, align 8, !tbaa !18
  %46 = icmp eq ptr %45, null
  br i1 %46, label %71, label %47

47:                                               ; preds = %42
  %48 = getelementptr inbounds i8, ptr %45, i64 8
  %49 = load atomic i64, ptr %48 acquire, align 8
  %50 = icmp eq i64 %49, 4294967297
  %51 = trunc i64 %49 to i32
  br i1 %50, label %52, label %60

52:                                               ; preds = %47
  store i32 0, ptr %48, align 8, !tbaa !20
  %53 = getelementptr inbounds i8, ptr %45, i64 12
  store i32 0, ptr %53, align 4, !tbaa !23
  %54 = load ptr, ptr %45, align 8, !tbaa !24
  %55 = getelementptr inbounds i8, ptr %54, i64 16
  %56 = load ptr, ptr %55, align 8
  call void %56(ptr noundef nonnull align 8 dereferenceable(16) %45) #23
  %57 = load ptr, ptr %45, align 8, !tbaa !24
  %58 = getelementptr inbounds i8, ptr %57, i64 24
  %59 = load ptr, ptr %58, align 8
  call void %59(ptr noundef nonnull align 8 dereferenceable(16) %45) #23
  br label %71

60:                                               ; preds = %47
  %61 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %62 = icmp eq i8 %61, 0
  br i1 %62, label %65, label %63

63:                                               ; preds = %60
  %64 = add nsw i32 %51, -1
  store i32 %64, ptr %48, align 4, !tbaa !27
  br label %67

65:                                               ; preds = %60
  %66 = atomicrmw volatile add ptr %48, i32 -1 acq_rel, align 4
  br label %67

67:                                               ; preds = %65, %63
  %68 = phi i32 [ %51, %63 ], [ %66, %65 ]
  %69 = icmp eq i32 %68, 1
  br i1 %69, label %70, label %71, !prof !28

70:                                               ; preds = %67
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %45) #23
  br label %71

71:                                               ; preds = %70, %67, %52, %42
  %72 = getelementptr inbounds i8, ptr %43, i64 16
  %73 = icmp eq ptr %72, %40
  br i1 %73, label %74, label %42, !llvm.loop !29

74:                                               ; preds = %71
  %75 = load ptr, ptr %37, align 8, !tbaa !15
  br label %76

76:                                               ; preds = %74, %36
  %77 = phi ptr [ %75, %74 ], [ %38, %36 ]
  %78 = icmp eq ptr %77, null
  br i1 %78, label %85, label %79

79:                                               ; preds = %76
  %80 = getelementptr inbounds i8, ptr %20, i64 24
  %81 = load ptr, ptr %80, align 8, !tbaa !31
  %82 = ptrtoint ptr %81 to i64
  %83 = ptrtoint ptr %77 to i64
  %84 = sub i64 %82, %83
  call void @_ZdlPvm(ptr noundef nonnull %77, i64 noundef %84) #25
  br label %85

85:                                               ; preds = %79, %76
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #23
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %21) #23
  %86 = getelementptr inbounds i8, ptr %28, i64 8
  %87 = load ptr, ptr %86, align 8, !tbaa !198
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %22) #23
  %88 = getelementptr inbounds i8, ptr %22, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %88, i8 0, i64 24, i1 false)
  store i64 16, ptr %22, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16)
  store ptr @.str, ptr %16, align 8
  %89 = getelementptr inbounds i8, ptr %16, i64 8
  store ptr @.str.16, ptr %89, align 8
  %90 = getelementptr inbounds i8, ptr %16, i64 16
  store i64 70, ptr %90, align 8
  %91 = getelementptr inbounds i8, ptr %16, i64 24
  store i64 22, ptr %91, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %21, ptr noundef nonnull align 8 dereferenceable(33) %87, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %22, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %16)
          to label %92 unwind label %833

92:                                               ; preds = %85
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %15) #23
  store i32 5, ptr %15, align 4, !tbaa !148
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %87, ptr noundef nonnull align 4 dereferenceable(4) %15)
          to label %95 unwind label %93

93:                                               ; preds = %92
  %94 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %21) #23
  br label %835

95:                                               ; preds = %92
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %15) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16)
  %96 = load ptr, ptr %88, align 8, !tbaa !15
  %97 = getelementptr inbounds i8, ptr %22, i64 16
  %98 = load ptr, ptr %97, align 8, !tbaa !17
  %99 = icmp eq ptr %96, %98
  br i1 %99, label %134, label %100

100:                                              ; preds = %95, %129
  %101 = phi ptr [ %130, %129 ], [ %96, %95 ]
  %102 = getelementptr inbounds i8, ptr %101, i64 8
  %103 = load ptr, ptr %102, align 8, !tbaa !18
  %104 = icmp eq ptr %103, null
  br i1 %104, label %129, label %105

105:                                              ; preds = %100
  %106 = getelementptr inbounds i8, ptr %103, i64 8
  %107 = load atomic i64, ptr %106 acquire, align 8
  %108 = icmp eq i64 %107, 4294967297
  %109 = trunc i64 %107 to i32
  br i1 %108, label %110, label %118

110:                                              ; preds = %105
  store i32 0, ptr %106, align 8, !tbaa !20
  %111 = getelementptr inbounds i8, ptr %103, i64 12
  store i32 0, ptr %111, align 4, !tbaa !23
  %112 = load ptr, ptr %103, align 8, !tbaa !24
  %113 = getelementptr inbounds i8, ptr %112, i64 16
  %114 = load ptr, ptr %113, align 8
  call void %114(ptr noundef nonnull align 8 dereferenceable(16) %103) #23
  %115 = load ptr, ptr %103, align 8, !tbaa !24
  %116 = getelementptr inbounds i8, ptr %115, i64 24
  %117 = load ptr, ptr %116, align 8
  call void %117(ptr noundef nonnull align 8 dereferenceable(16) %103) #23
  br label %129

118:                                              ; preds = %105
  %119 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %120 = icmp eq i8 %119, 0
  br i1 %120, label %123, label %121

121:                                              ; preds = %118
  %122 = add nsw i32 %109, -1
  store i32 %122, ptr %106, align 4, !tbaa !27
  br label %125

123:                                              ; preds = %118
  %124 = atomicrmw volatile add ptr %106, i32 -1 acq_rel, align 4
  br label %125

125:                                              ; preds = %123, %121
  %126 = phi i32 [ %109, %121 ], [ %124, %123 ]
  %127 = icmp eq i32 %126, 1
  br i1 %127, label %128, label %129, !prof !28

128:                                              ; preds = %125
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %103) #23
  br label %129

129:                                              ; preds = %128, %125, %110, %100
  %130 = getelementptr inbounds i8, ptr %101, i64 16
  %131 = icmp eq ptr %130, %98
  br i1 %131, label %132, label %100, !llvm.loop !29

132:                                              ; preds = %129
  %133 = load ptr, ptr %88, align 8, !tbaa !15
  br label %134

134:                                              ; preds = %132, %95
  %135 = phi ptr [ %133, %132 ], [ %96, %95 ]
  %136 = icmp eq ptr %135, null
  br i1 %136, label %143, label %137

137:                                              ; preds = %134
  %138 = getelementptr inbounds i8, ptr %22, i64 24
  %139 = load ptr, ptr %138, align 8, !tbaa !31
  %140 = ptrtoint ptr %139 to i64
  %141 = ptrtoint ptr %135 to i64
  %142 = sub i64 %140, %141
  call void @_ZdlPvm(ptr noundef nonnull %135, i64 noundef %142) #25
  br label %143

143:                                              ; preds = %137, %134
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %22) #23
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %23) #23
  %144 = getelementptr inbounds i8, ptr %28, i64 16
  %145 = load ptr, ptr %144, align 8, !tbaa !199
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %24) #23
  %146 = getelementptr inbounds i8, ptr %24, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %146, i8 0, i64 24, i1 false)
  store i64 16, ptr %24, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14)
  store ptr @.str, ptr %14, align 8
  %147 = getelementptr inbounds i8, ptr %14, i64 8
  store ptr @.str.16, ptr %147, align 8
  %148 = getelementptr inbounds i8, ptr %14, i64 16
  store i64 71, ptr %148, align 8
  %149 = getelementptr inbounds i8, ptr %14, i64 24
  store i64 22, ptr %149, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %23, ptr noundef nonnull align 8 dereferenceable(33) %145, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %24, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %14)
          to label %150 unwind label %837

150:                                              ; preds = %143
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %13) #23
  store i32 5, ptr %13, align 4, !tbaa !148
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %145, ptr noundef nonnull align 4 dereferenceable(4) %13)
          to label %153 unwind label %151

151:                                              ; preds = %150
  %152 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %23) #23
  br label %839

153:                                              ; preds = %150
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %13) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14)
  %154 = load ptr, ptr %146, align 8, !tbaa !15
  %155 = getelementptr inbounds i8, ptr %24, i64 16
  %156 = load ptr, ptr %155, align 8, !tbaa !17
  %157 = icmp eq ptr %154, %156
  br i1 %157, label %192, label %158

158:                                              ; preds = %153, %187
  %159 = phi ptr [ %188, %187 ], [ %154, %153 ]
  %160 = getelementptr inbounds i8, ptr %159, i64 8
  %161 = load ptr, ptr %160, align 8, !tbaa !18
  %162 = icmp eq ptr %161, null
  br i1 %162, label %187, label %163

163:                                              ; preds = %158
  %164 = getelementptr inbounds i8, ptr %161, i64 8
  %165 = load atomic i64, ptr %164 acquire, align 8
  %166 = icmp eq i64 %165, 4294967297
  %167 = trunc i64 %165 to i32
  br i1 %166, label %168, label %176

168:                                              ; preds = %163
  store i32 0, ptr %164, align 8, !tbaa !20
  %169 = getelementptr inbounds i8, ptr %161, i64 12
  store i32 0, ptr %169, align 4, !tbaa !23
  %170 = load ptr, ptr %161, align 8, !tbaa !24
  %171 = getelementptr inbounds i8, ptr %170, i64 16
  %172 = load ptr, ptr %171, align 8
  call void %172(ptr noundef nonnull align 8 dereferenceable(16) %161) #23
  %173 = load ptr, ptr %161, align 8, !tbaa !24
  %174 = getelementptr inbounds i8, ptr %173, i64 24
  %175 = load ptr, ptr %174, align 8
  call void %175(ptr noundef nonnull align 8 dereferenceable(16) %161) #23
  br label %187

176:                                              ; preds = %163
  %177 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %178 = icmp eq i8 %177, 0
  br i1 %178, label %181, label %179

179:                                              ; preds = %176
  %180 = add nsw i32 %167, -1
  store i32 %180, ptr %164, align 4, !tbaa !27
  br label %183

181:                                              ; preds = %176
  %182 = atomicrmw volatile add ptr %164, i32 -1 acq_rel, align 4
  br label %183

183:                                              ; preds = %181, %179
  %184 = phi i32 [ %167, %179 ], [ %182, %181 ]
  %185 = icmp eq i32 %184, 1
  br i1 %185, label %186, label %187, !prof !28

186:                                              ; preds = %183
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %161) #23
  br label %187

187:                                              ; preds = %186, %183, %168, %158
  %188 = getelementptr inbounds i8, ptr %159, i64 16
  %189 = icmp eq ptr %188, %156
  br i1 %189, label %190, label %158, !llvm.loop !29

190:                                              ; preds = %187
  %191 = load ptr, ptr %146, align 8, !tbaa !15
  br label %192

192:                                              ; preds = %190, %153
  %193 = phi ptr [ %191, %190 ], [ %154, %153 ]
  %194 = icmp eq ptr %193, null
  br i1 %194, label %201, label %195

195:                                              ; preds = %192
  %196 = getelementptr inbounds i8, ptr %24, i64 24
  %197 = load ptr, ptr %196, align 8, !tbaa !31
  %198 = ptrtoint ptr %197 to i64
  %199 = ptrtoint ptr %193 to i64
  %200 = sub i64 %198, %199
  call void @_ZdlPvm(ptr noundef nonnull %193, i64 noundef %200) #25
  br label %201

201:                                              ; preds = %195, %192
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24) #23
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %25) #23
  %202 = getelementptr inbounds i8, ptr %28, i64 24
  %203 = load ptr, ptr %202, align 8, !tbaa !200
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %26) #23
  %204 = getelementptr inbounds i8, ptr %26, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %204, i8 0, i64 24, i1 false)
  store i64 16, ptr %26, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12)
  store ptr @.str, ptr %12, align 8
  %205 = getelementptr inbounds i8, ptr %12, i64 8
  store ptr @.str.16, ptr %205, align 8
  %206 = getelementptr inbounds i8, ptr %12, i64 16
  store i64 72, ptr %206, align 8
  %207 = getelementptr inbounds i8, ptr %12, i64 24
  store i64 22, ptr %207, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %25, ptr noundef nonnull align 8 dereferenceable(33) %203, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %26, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %12)
          to label %208 unwind label %841

208:                                              ; preds = %201
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %11) #23
  store i32 5, ptr %11, align 4, !tbaa !148
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %203, ptr noundef nonnull align 4 dereferenceable(4) %11)
          to label %211 unwind label %209

209:                                              ; preds = %208
  %210 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %25) #23
  br label %843

211:                                              ; preds = %208
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %11) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12)
  %212 = load ptr, ptr %204, align 8, !tbaa !15
  %213 = getelementptr inbounds i8, ptr %26, i64 16
  %214 = load ptr, ptr %213, align 8, !tbaa !17
  %215 = icmp eq ptr %212, %214
  br i1 %215, label %250, label %216

216:                                              ; preds = %211, %245
  %217 = phi ptr [ %246, %245 ], [ %212, %211 ]
  %218 = getelementptr inbounds i8, ptr %217, i64 8
  %219 = load ptr, ptr %218, align 8, !tbaa !18
  %220 = icmp eq ptr %219, null
  br i1 %220, label %245, label %221

221:                                              ; preds = %216
  %222 = getelementptr inbounds i8, ptr %219, i64 8
  %223 = load atomic i64, ptr %222 acquire, align 8
  %224 = icmp eq i64 %223, 4294967297
  %225 = trunc i64 %223 to i32
  br i1 %224, label %226, label %234

226:                                              ; preds = %221
  store i32 0, ptr %222, align 8, !tbaa !20
  %227 = getelementptr inbounds i8, ptr %219, i64 12
  store i32 0, ptr %227, align 4, !tbaa !23
  %228 = load ptr, ptr %219, align 8, !tbaa !24
  %229 = getelementptr inbounds i8, ptr %228, i64 16
  %230 = load ptr, ptr %229, align 8
  call void %230(ptr noundef nonnull align 8 dereferenceable(16) %219) #23
  %231 = load ptr, ptr %219, align 8, !tbaa !24
  %232 = getelementptr inbounds i8, ptr %231, i64 24
  %233 = load ptr, ptr %232, align 8
  call void %233(ptr noundef nonnull align 8 dereferenceable(16) %219) #23
  br label %245

234:                                              ; preds = %221
  %235 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %236 = icmp eq i8 %235, 0
  br i1 %236, label %239, label %237

237:                                              ; preds = %234
  %238 = add nsw i32 %225, -1
  store i32 %238, ptr %222, align 4, !tbaa !27
  br label %241

239:                                              ; preds = %234
  %240 = atomicrmw volatile add ptr %222, i32 -1 acq_rel, align 4
  br label %241

241:                                              ; preds = %239, %237
  %242 = phi i32 [ %225, %237 ], [ %240, %239 ]
  %243 = icmp eq i32 %242, 1
  br i1 %243, label %244, label %245, !prof !28

244:                                              ; preds = %241
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %219) #23
  br label %245

245:                                              ; preds = %244, %241, %226, %216
  %246 = getelementptr inbounds i8, ptr %217, i64 16
  %247 = icmp eq ptr %246, %214
  br i1 %247, label %248, label %216, !llvm.loop !29

248:                                              ; preds = %245
  %249 = load ptr, ptr %204, align 8, !tbaa !15
  br label %250

250:                                              ; preds = %248, %211
  %251 = phi ptr [ %249, %248 ], [ %212, %211 ]
  %252 = icmp eq ptr %251, null
  br i1 %252, label %259, label %253

253:                                              ; preds = %250
  %254 = getelementptr inbounds i8, ptr %26, i64 24
  %255 = load ptr, ptr %254, align 8, !tbaa !31
  %256 = ptrtoint ptr %255 to i64
  %257 = ptrtoint ptr %251 to i64
  %258 = sub i64 %256, %257
  call void @_ZdlPvm(ptr noundef nonnull %251, i64 noundef %258) #25
  br label %259

259:                                              ; preds = %253, %250
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %26) #23
  %260 = getelementptr inbounds i8, ptr %28, i64 32
  %261 = load ptr, ptr %260, align 8, !tbaa !201
  %262 = load i64, ptr %261, align 8, !tbaa !5
  %263 = getelementptr inbounds i8, ptr %28, i64 40
  %264 = load ptr, ptr %263, align 8, !tbaa !202
  %265 = load i64, ptr %264, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %27) #23
  %266 = load ptr, ptr %19, align 8, !tbaa !156
  store ptr %266, ptr %27, align 8, !tbaa !156
  %267 = getelementptr inbounds i8, ptr %27, i64 8
  %268 = getelementptr inbounds i8, ptr %19, i64 8
  %269 = load ptr, ptr %268, align 8, !tbaa !18
  store ptr %269, ptr %267, align 8, !tbaa !18
  %270 = icmp eq ptr %269, null
  br i1 %270, label %280, label %271

271:                                              ; preds = %259
  %272 = getelementptr inbounds i8, ptr %269, i64 8
  %273 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %274 = icmp eq i8 %273, 0
  br i1 %274, label %278, label %275

275:                                              ; preds = %271
  %276 = load i32, ptr %272, align 4, !tbaa !27
  %277 = add nsw i32 %276, 1
  store i32 %277, ptr %272, align 4, !tbaa !27
  br label %280

278:                                              ; preds = %271
  %279 = atomicrmw volatile add ptr %272, i32 1 acq_rel, align 4
  br label %280

280:                                              ; preds = %278, %275, %259
  %281 = getelementptr inbounds i8, ptr %27, i64 16
  %282 = getelementptr inbounds i8, ptr %19, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %281, ptr noundef nonnull align 8 dereferenceable(16) %282, i64 16, i1 false)
  %283 = getelementptr inbounds i8, ptr %27, i64 32
  %284 = load ptr, ptr %21, align 8, !tbaa !156
  store ptr %284, ptr %283, align 8, !tbaa !156
  %285 = getelementptr inbounds i8, ptr %27, i64 40
  %286 = getelementptr inbounds i8, ptr %21, i64 8
  %287 = load ptr, ptr %286, align 8, !tbaa !18
  store ptr %287, ptr %285, align 8, !tbaa !18
  %288 = icmp eq ptr %287, null
  br i1 %288, label %298, label %289

289:                                              ; preds = %280
  %290 = getelementptr inbounds i8, ptr %287, i64 8
  %291 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %292 = icmp eq i8 %291, 0
  br i1 %292, label %296, label %293

293:                                              ; preds = %289
  %294 = load i32, ptr %290, align 4, !tbaa !27
  %295 = add nsw i32 %294, 1
  store i32 %295, ptr %290, align 4, !tbaa !27
  br label %298

296:                                              ; preds = %289
  %297 = atomicrmw volatile add ptr %290, i32 1 acq_rel, align 4
  br label %298

298:                                              ; preds = %296, %293, %280
  %299 = getelementptr inbounds i8, ptr %27, i64 48
  %300 = getelementptr inbounds i8, ptr %21, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %299, ptr noundef nonnull align 8 dereferenceable(16) %300, i64 16, i1 false)
  %301 = getelementptr inbounds i8, ptr %27, i64 64
  %302 = load ptr, ptr %23, align 8, !tbaa !156
  store ptr %302, ptr %301, align 8, !tbaa !156
  %303 = getelementptr inbounds i8, ptr %27, i64 72
  %304 = getelementptr inbounds i8, ptr %23, i64 8
  %305 = load ptr, ptr %304, align 8, !tbaa !18
  store ptr %305, ptr %303, align 8, !tbaa !18
  %306 = icmp eq ptr %305, null
  br i1 %306, label %316, label %307

307:                                              ; preds = %298
  %308 = getelementptr inbounds i8, ptr %305, i64 8
  %309 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %310 = icmp eq i8 %309, 0
  br i1 %310, label %314, label %311

311:                                              ; preds = %307
  %312 = load i32, ptr %308, align 4, !tbaa !27
  %313 = add nsw i32 %312, 1
  store i32 %313, ptr %308, align 4, !tbaa !27
  br label %316

314:                                              ; preds = %307
  %315 = atomicrmw volatile add ptr %308, i32 1 acq_rel, align 4
  br label %316

316:                                              ; preds = %314, %311, %298
  %317 = getelementptr inbounds i8, ptr %27, i64 80
  %318 = getelementptr inbounds i8, ptr %23, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %317, ptr noundef nonnull align 8 dereferenceable(16) %318, i64 16, i1 false)
  %319 = getelementptr inbounds i8, ptr %27, i64 96
  %320 = load ptr, ptr %25, align 8, !tbaa !156
  store ptr %320, ptr %319, align 8, !tbaa !156
  %321 = getelementptr inbounds i8, ptr %27, i64 104
  %322 = getelementptr inbounds i8, ptr %25, i64 8
  %323 = load ptr, ptr %322, align 8, !tbaa !18
  store ptr %323, ptr %321, align 8, !tbaa !18
  %324 = icmp eq ptr %323, null
  br i1 %324, label %334, label %325

325:                                              ; preds = %316
  %326 = getelementptr inbounds i8, ptr %323, i64 8
  %327 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %328 = icmp eq i8 %327, 0
  br i1 %328, label %332, label %329

329:                                              ; preds = %325
  %330 = load i32, ptr %326, align 4, !tbaa !27
  %331 = add nsw i32 %330, 1
  store i32 %331, ptr %326, align 4, !tbaa !27
  br label %334

332:                                              ; preds = %325
  %333 = atomicrmw volatile add ptr %326, i32 1 acq_rel, align 4
  br label %334

334:                                              ; preds = %332, %329, %316
  %335 = getelementptr inbounds i8, ptr %27, i64 112
  %336 = getelementptr inbounds i8, ptr %25, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %335, ptr noundef nonnull align 8 dereferenceable(16) %336, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %10)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %9)
  %337 = load ptr, ptr %27, align 8, !tbaa !156
  store ptr %337, ptr %9, align 8, !tbaa !156
  %338 = getelementptr inbounds i8, ptr %9, i64 8
  %339 = load ptr, ptr %267, align 8, !tbaa !18
  store ptr %339, ptr %338, align 8, !tbaa !18
  %340 = icmp eq ptr %339, null
  br i1 %340, label %350, label %341

341:                                              ; preds = %334
  %342 = getelementptr inbounds i8, ptr %339, i64 8
  %343 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %344 = icmp eq i8 %343, 0
  br i1 %344, label %348, label %345

345:                                              ; preds = %341
  %346 = load i32, ptr %342, align 4, !tbaa !27
  %347 = add nsw i32 %346, 1
  store i32 %347, ptr %342, align 4, !tbaa !27
  br label %350

348:                                              ; preds = %341
  %349 = atomicrmw volatile add ptr %342, i32 1 acq_rel, align 4
  br label %350

350:                                              ; preds = %348, %345, %334
  %351 = getelementptr inbounds i8, ptr %9, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %351, ptr noundef nonnull readonly align 8 dereferenceable(16) %281, i64 16, i1 false)
  %352 = getelementptr inbounds i8, ptr %9, i64 32
  %353 = load ptr, ptr %283, align 8, !tbaa !156
  store ptr %353, ptr %352, align 8, !tbaa !156
  %354 = getelementptr inbounds i8, ptr %9, i64 40
  %355 = load ptr, ptr %285, align 8, !tbaa !18
  store ptr %355, ptr %354, align 8, !tbaa !18
  %356 = icmp eq ptr %355, null
  br i1 %356, label %366, label %357

357:                                              ; preds = %350
  %358 = getelementptr inbounds i8, ptr %355, i64 8
  %359 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %360 = icmp eq i8 %359, 0
  br i1 %360, label %364, label %361

361:                                              ; preds = %357
  %362 = load i32, ptr %358, align 4, !tbaa !27
  %363 = add nsw i32 %362, 1
  store i32 %363, ptr %358, align 4, !tbaa !27
  br label %366

364:                                              ; preds = %357
  %365 = atomicrmw volatile add ptr %358, i32 1 acq_rel, align 4
  br label %366

366:                                              ; preds = %364, %361, %350
  %367 = getelementptr inbounds i8, ptr %9, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %367, ptr noundef nonnull readonly align 8 dereferenceable(16) %299, i64 16, i1 false)
  %368 = getelementptr inbounds i8, ptr %9, i64 64
  %369 = load ptr, ptr %301, align 8, !tbaa !156
  store ptr %369, ptr %368, align 8, !tbaa !156
  %370 = getelementptr inbounds i8, ptr %9, i64 72
  %371 = load ptr, ptr %303, align 8, !tbaa !18
  store ptr %371, ptr %370, align 8, !tbaa !18
  %372 = icmp eq ptr %371, null
  br i1 %372, label %382, label %373

373:                                              ; preds = %366
  %374 = getelementptr inbounds i8, ptr %371, i64 8
  %375 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %376 = icmp eq i8 %375, 0
  br i1 %376, label %380, label %377

377:                                              ; preds = %373
  %378 = load i32, ptr %374, align 4, !tbaa !27
  %379 = add nsw i32 %378, 1
  store i32 %379, ptr %374, align 4, !tbaa !27
  br label %382

380:                                              ; preds = %373
  %381 = atomicrmw volatile add ptr %374, i32 1 acq_rel, align 4
  br label %382

382:                                              ; preds = %380, %377, %366
  %383 = getelementptr inbounds i8, ptr %9, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %383, ptr noundef nonnull readonly align 8 dereferenceable(16) %317, i64 16, i1 false)
  %384 = getelementptr inbounds i8, ptr %9, i64 96
  %385 = load ptr, ptr %319, align 8, !tbaa !156
  store ptr %385, ptr %384, align 8, !tbaa !156
  %386 = getelementptr inbounds i8, ptr %9, i64 104
  %387 = load ptr, ptr %321, align 8, !tbaa !18
  store ptr %387, ptr %386, align 8, !tbaa !18
  %388 = icmp eq ptr %387, null
  br i1 %388, label %398, label %389

389:                                              ; preds = %382
  %390 = getelementptr inbounds i8, ptr %387, i64 8
  %391 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %392 = icmp eq i8 %391, 0
  br i1 %392, label %396, label %393

393:                                              ; preds = %389
  %394 = load i32, ptr %390, align 4, !tbaa !27
  %395 = add nsw i32 %394, 1
  store i32 %395, ptr %390, align 4, !tbaa !27
  br label %398

396:                                              ; preds = %389
  %397 = atomicrmw volatile add ptr %390, i32 1 acq_rel, align 4
  br label %398

398:                                              ; preds = %396, %393, %382
  %399 = getelementptr inbounds i8, ptr %9, i64 112
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %399, ptr noundef nonnull readonly align 8 dereferenceable(16) %335, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %8)
  %400 = load ptr, ptr %9, align 8, !tbaa !156
  store ptr %400, ptr %8, align 8, !tbaa !156
  %401 = getelementptr inbounds i8, ptr %8, i64 8
  %402 = load ptr, ptr %338, align 8, !tbaa !18
  store ptr %402, ptr %401, align 8, !tbaa !18
  %403 = icmp eq ptr %402, null
  br i1 %403, label %413, label %404

404:                                              ; preds = %398
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

413:                                              ; preds = %411, %408, %398
  %414 = getelementptr inbounds i8, ptr %8, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %414, ptr noundef nonnull readonly align 8 dereferenceable(16) %351, i64 16, i1 false)
  %415 = getelementptr inbounds i8, ptr %8, i64 32
  %416 = load ptr, ptr %352, align 8, !tbaa !156
  store ptr %416, ptr %415, align 8, !tbaa !156
  %417 = getelementptr inbounds i8, ptr %8, i64 40
  %418 = load ptr, ptr %354, align 8, !tbaa !18
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
  %430 = getelementptr inbounds i8, ptr %8, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %430, ptr noundef nonnull readonly align 8 dereferenceable(16) %367, i64 16, i1 false)
  %431 = getelementptr inbounds i8, ptr %8, i64 64
  %432 = load ptr, ptr %368, align 8, !tbaa !156
  store ptr %432, ptr %431, align 8, !tbaa !156
  %433 = getelementptr inbounds i8, ptr %8, i64 72
  %434 = load ptr, ptr %370, align 8, !tbaa !18
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
  %446 = getelementptr inbounds i8, ptr %8, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %446, ptr noundef nonnull readonly align 8 dereferenceable(16) %383, i64 16, i1 false)
  %447 = getelementptr inbounds i8, ptr %8, i64 96
  %448 = load ptr, ptr %384, align 8, !tbaa !156
  store ptr %448, ptr %447, align 8, !tbaa !156
  %449 = getelementptr inbounds i8, ptr %8, i64 104
  %450 = load ptr, ptr %386, align 8, !tbaa !18
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
  %462 = getelementptr inbounds i8, ptr %8, i64 112
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %462, ptr noundef nonnull readonly align 8 dereferenceable(16) %399, i64 16, i1 false)
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_7nd_itemILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(128) %8) #23
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %8)
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_7nd_itemILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(128) %9) #23
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %9)
  %463 = invoke noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %464 unwind label %845

464:                                              ; preds = %461
  %465 = icmp eq i32 %463, 0
  br i1 %465, label %475, label %466

466:                                              ; preds = %464
  %467 = call ptr @__cxa_allocate_exception(i64 64) #23
  %468 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #23
  %469 = extractvalue { i32, ptr } %468, 0
  %470 = extractvalue { i32, ptr } %468, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %467, i32 %469, ptr %470, ptr noundef nonnull @.str.18)
          to label %471 unwind label %473

471:                                              ; preds = %466
  invoke void @__cxa_throw(ptr nonnull %467, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #26
          to label %472 unwind label %845

472:                                              ; preds = %471
  unreachable

473:                                              ; preds = %466
  %474 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %467) #23
  br label %847

475:                                              ; preds = %464
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.25)
          to label %476 unwind label %845

476:                                              ; preds = %475
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7)
  %477 = getelementptr inbounds i8, ptr %5, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %477, i8 0, i64 16, i1 false), !alias.scope !203
  store i64 %262, ptr %5, align 8, !tbaa !5, !alias.scope !203
  %478 = getelementptr inbounds i8, ptr %6, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %478, i8 0, i64 16, i1 false), !alias.scope !206
  store i64 %265, ptr %6, align 8, !tbaa !5, !alias.scope !206
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %7, i8 0, i64 24, i1 false)
  invoke void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEES3_NS0_2idILi3EEEi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range.114") align 8 %5, ptr noundef nonnull byval(%"class.sycl::_V1::range.114") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::id.112") align 8 %7, i32 noundef 1)
          to label %479 unwind label %845

479:                                              ; preds = %476
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7)
  invoke void @_ZN4sycl3_V17handler22setKernelIsCooperativeEb(ptr noundef nonnull align 8 dereferenceable(216) %1, i1 noundef zeroext false)
          to label %480 unwind label %845

480:                                              ; preds = %479
  %481 = load ptr, ptr %27, align 8, !tbaa !156
  store ptr %481, ptr %10, align 8, !tbaa !156
  %482 = getelementptr inbounds i8, ptr %10, i64 8
  %483 = load ptr, ptr %267, align 8, !tbaa !18
  store ptr %483, ptr %482, align 8, !tbaa !18
  %484 = icmp eq ptr %483, null
  br i1 %484, label %494, label %485

485:                                              ; preds = %480
  %486 = getelementptr inbounds i8, ptr %483, i64 8
  %487 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %488 = icmp eq i8 %487, 0
  br i1 %488, label %492, label %489

489:                                              ; preds = %485
  %490 = load i32, ptr %486, align 4, !tbaa !27
  %491 = add nsw i32 %490, 1
  store i32 %491, ptr %486, align 4, !tbaa !27
  br label %494

492:                                              ; preds = %485
  %493 = atomicrmw volatile add ptr %486, i32 1 acq_rel, align 4
  br label %494

494:                                              ; preds = %492, %489, %480
  %495 = getelementptr inbounds i8, ptr %10, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %495, ptr noundef nonnull readonly align 8 dereferenceable(16) %281, i64 16, i1 false)
  %496 = getelementptr inbounds i8, ptr %10, i64 32
  %497 = load ptr, ptr %283, align 8, !tbaa !156
  store ptr %497, ptr %496, align 8, !tbaa !156
  %498 = getelementptr inbounds i8, ptr %10, i64 40
  %499 = load ptr, ptr %285, align 8, !tbaa !18
  store ptr %499, ptr %498, align 8, !tbaa !18
  %500 = icmp eq ptr %499, null
  br i1 %500, label %510, label %501

501:                                              ; preds = %494
  %502 = getelementptr inbounds i8, ptr %499, i64 8
  %503 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %504 = icmp eq i8 %503, 0
  br i1 %504, label %508, label %505

505:                                              ; preds = %501
  %506 = load i32, ptr %502, align 4, !tbaa !27
  %507 = add nsw i32 %506, 1
  store i32 %507, ptr %502, align 4, !tbaa !27
  br label %510

508:                                              ; preds = %501
  %509 = atomicrmw volatile add ptr %502, i32 1 acq_rel, align 4
  br label %510

510:                                              ; preds = %508, %505, %494
  %511 = getelementptr inbounds i8, ptr %10, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %511, ptr noundef nonnull readonly align 8 dereferenceable(16) %299, i64 16, i1 false)
  %512 = getelementptr inbounds i8, ptr %10, i64 64
  %513 = load ptr, ptr %301, align 8, !tbaa !156
  store ptr %513, ptr %512, align 8, !tbaa !156
  %514 = getelementptr inbounds i8, ptr %10, i64 72
  %515 = load ptr, ptr %303, align 8, !tbaa !18
  store ptr %515, ptr %514, align 8, !tbaa !18
  %516 = icmp eq ptr %515, null
  br i1 %516, label %526, label %517

517:                                              ; preds = %510
  %518 = getelementptr inbounds i8, ptr %515, i64 8
  %519 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %520 = icmp eq i8 %519, 0
  br i1 %520, label %524, label %521

521:                                              ; preds = %517
  %522 = load i32, ptr %518, align 4, !tbaa !27
  %523 = add nsw i32 %522, 1
  store i32 %523, ptr %518, align 4, !tbaa !27
  br label %526

524:                                              ; preds = %517
  %525 = atomicrmw volatile add ptr %518, i32 1 acq_rel, align 4
  br label %526

526:                                              ; preds = %524, %521, %510
  %527 = getelementptr inbounds i8, ptr %10, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %527, ptr noundef nonnull readonly align 8 dereferenceable(16) %317, i64 16, i1 false)
  %528 = getelementptr inbounds i8, ptr %10, i64 96
  %529 = load ptr, ptr %319, align 8, !tbaa !156
  store ptr %529, ptr %528, align 8, !tbaa !156
  %530 = getelementptr inbounds i8, ptr %10, i64 104
  %531 = load ptr, ptr %321, align 8, !tbaa !18
  store ptr %531, ptr %530, align 8, !tbaa !18
  %532 = icmp eq ptr %531, null
  br i1 %532, label %542, label %533

533:                                              ; preds = %526
  %534 = getelementptr inbounds i8, ptr %531, i64 8
  %535 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %536 = icmp eq i8 %535, 0
  br i1 %536, label %540, label %537

537:                                              ; preds = %533
  %538 = load i32, ptr %534, align 4, !tbaa !27
  %539 = add nsw i32 %538, 1
  store i32 %539, ptr %534, align 4, !tbaa !27
  br label %542

540:                                              ; preds = %533
  %541 = atomicrmw volatile add ptr %534, i32 1 acq_rel, align 4
  br label %542

542:                                              ; preds = %540, %537, %526
  %543 = getelementptr inbounds i8, ptr %10, i64 112
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %543, ptr noundef nonnull readonly align 8 dereferenceable(16) %335, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %3)
  %544 = invoke noalias noundef nonnull dereferenceable(136) ptr @_Znwm(i64 noundef 136) #27
          to label %545 unwind label %716

545:                                              ; preds = %542
  %546 = load ptr, ptr %10, align 8, !tbaa !156, !noalias !209
  store ptr %546, ptr %3, align 8, !tbaa !156, !noalias !209
  %547 = getelementptr inbounds i8, ptr %3, i64 8
  %548 = load ptr, ptr %482, align 8, !tbaa !18, !noalias !209
  store ptr %548, ptr %547, align 8, !tbaa !18, !noalias !209
  %549 = icmp eq ptr %548, null
  br i1 %549, label %559, label %550

550:                                              ; preds = %545
  %551 = getelementptr inbounds i8, ptr %548, i64 8
  %552 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !209
  %553 = icmp eq i8 %552, 0
  br i1 %553, label %557, label %554

554:                                              ; preds = %550
  %555 = load i32, ptr %551, align 4, !tbaa !27, !noalias !209
  %556 = add nsw i32 %555, 1
  store i32 %556, ptr %551, align 4, !tbaa !27, !noalias !209
  br label %559

557:                                              ; preds = %550
  %558 = atomicrmw volatile add ptr %551, i32 1 acq_rel, align 4, !noalias !209
  br label %559

559:                                              ; preds = %557, %554, %545
  %560 = getelementptr inbounds i8, ptr %3, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %560, ptr noundef nonnull readonly align 8 dereferenceable(16) %495, i64 16, i1 false), !noalias !209
  %561 = getelementptr inbounds i8, ptr %3, i64 32
  %562 = load ptr, ptr %496, align 8, !tbaa !156, !noalias !209
  store ptr %562, ptr %561, align 8, !tbaa !156, !noalias !209
  %563 = getelementptr inbounds i8, ptr %3, i64 40
  %564 = load ptr, ptr %498, align 8, !tbaa !18, !noalias !209
  store ptr %564, ptr %563, align 8, !tbaa !18, !noalias !209
  %565 = icmp eq ptr %564, null
  br i1 %565, label %575, label %566

566:                                              ; preds = %559
  %567 = getelementptr inbounds i8, ptr %564, i64 8
  %568 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !209
  %569 = icmp eq i8 %568, 0
  br i1 %569, label %573, label %570

570:                                              ; preds = %566
  %571 = load i32, ptr %567, align 4, !tbaa !27, !noalias !209
  %572 = add nsw i32 %571, 1
  store i32 %572, ptr %567, align 4, !tbaa !27, !noalias !209
  br label %575

573:                                              ; preds = %566
  %574 = atomicrmw volatile add ptr %567, i32 1 acq_rel, align 4, !noalias !209
  br label %575

575:                                              ; preds = %573, %570, %559
  %576 = getelementptr inbounds i8, ptr %3, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %576, ptr noundef nonnull readonly align 8 dereferenceable(16) %511, i64 16, i1 false), !noalias !209
  %577 = getelementptr inbounds i8, ptr %3, i64 64
  %578 = load ptr, ptr %512, align 8, !tbaa !156, !noalias !209
  store ptr %578, ptr %577, align 8, !tbaa !156, !noalias !209
  %579 = getelementptr inbounds i8, ptr %3, i64 72
  %580 = load ptr, ptr %514, align 8, !tbaa !18, !noalias !209
  store ptr %580, ptr %579, align 8, !tbaa !18, !noalias !209
  %581 = icmp eq ptr %580, null
  br i1 %581, label %591, label %582

582:                                              ; preds = %575
  %583 = getelementptr inbounds i8, ptr %580, i64 8
  %584 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !209
  %585 = icmp eq i8 %584, 0
  br i1 %585, label %589, label %586

586:                                              ; preds = %582
  %587 = load i32, ptr %583, align 4, !tbaa !27, !noalias !209
  %588 = add nsw i32 %587, 1
  store i32 %588, ptr %583, align 4, !tbaa !27, !noalias !209
  br label %591

589:                                              ; preds = %582
  %590 = atomicrmw volatile add ptr %583, i32 1 acq_rel, align 4, !noalias !209
  br label %591

591:                                              ; preds = %589, %586, %575
  %592 = getelementptr inbounds i8, ptr %3, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %592, ptr noundef nonnull readonly align 8 dereferenceable(16) %527, i64 16, i1 false), !noalias !209
  %593 = getelementptr inbounds i8, ptr %3, i64 96
  %594 = load ptr, ptr %528, align 8, !tbaa !156, !noalias !209
  store ptr %594, ptr %593, align 8, !tbaa !156, !noalias !209
  %595 = getelementptr inbounds i8, ptr %3, i64 104
  %596 = load ptr, ptr %530, align 8, !tbaa !18, !noalias !209
  store ptr %596, ptr %595, align 8, !tbaa !18, !noalias !209
  %597 = icmp eq ptr %596, null
  br i1 %597, label %607, label %598

598:                                              ; preds = %591
  %599 = getelementptr inbounds i8, ptr %596, i64 8
  %600 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !209
  %601 = icmp eq i8 %600, 0
  br i1 %601, label %605, label %602

602:                                              ; preds = %598
  %603 = load i32, ptr %599, align 4, !tbaa !27, !noalias !209
  %604 = add nsw i32 %603, 1
  store i32 %604, ptr %599, align 4, !tbaa !27, !noalias !209
  br label %607

605:                                              ; preds = %598
  %606 = atomicrmw volatile add ptr %599, i32 1 acq_rel, align 4, !noalias !209
  br label %607

607:                                              ; preds = %605, %602, %591
  %608 = getelementptr inbounds i8, ptr %3, i64 112
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %608, ptr noundef nonnull readonly align 8 dereferenceable(16) %543, i64 16, i1 false), !noalias !209
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EEE, i64 16), ptr %544, align 8, !tbaa !24, !noalias !209
  %609 = getelementptr inbounds i8, ptr %544, i64 8
  %610 = load ptr, ptr %3, align 8, !tbaa !156, !noalias !209
  store ptr %610, ptr %609, align 8, !tbaa !156, !noalias !209
  %611 = getelementptr inbounds i8, ptr %544, i64 16
  %612 = load ptr, ptr %547, align 8, !tbaa !18, !noalias !209
  store ptr %612, ptr %611, align 8, !tbaa !18, !noalias !209
  %613 = icmp eq ptr %612, null
  br i1 %613, label %623, label %614

614:                                              ; preds = %607
  %615 = getelementptr inbounds i8, ptr %612, i64 8
  %616 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !209
  %617 = icmp eq i8 %616, 0
  br i1 %617, label %621, label %618

618:                                              ; preds = %614
  %619 = load i32, ptr %615, align 4, !tbaa !27, !noalias !209
  %620 = add nsw i32 %619, 1
  store i32 %620, ptr %615, align 4, !tbaa !27, !noalias !209
  br label %623

621:                                              ; preds = %614
  %622 = atomicrmw volatile add ptr %615, i32 1 acq_rel, align 4, !noalias !209
  br label %623

623:                                              ; preds = %621, %618, %607
  %624 = getelementptr inbounds i8, ptr %544, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %624, ptr noundef nonnull readonly align 8 dereferenceable(16) %560, i64 16, i1 false), !noalias !209
  %625 = getelementptr inbounds i8, ptr %544, i64 40
  %626 = load ptr, ptr %561, align 8, !tbaa !156, !noalias !209
  store ptr %626, ptr %625, align 8, !tbaa !156, !noalias !209
  %627 = getelementptr inbounds i8, ptr %544, i64 48
  %628 = load ptr, ptr %563, align 8, !tbaa !18, !noalias !209
  store ptr %628, ptr %627, align 8, !tbaa !18, !noalias !209
  %629 = icmp eq ptr %628, null
  br i1 %629, label %639, label %630

630:                                              ; preds = %623
  %631 = getelementptr inbounds i8, ptr %628, i64 8
  %632 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !209
  %633 = icmp eq i8 %632, 0
  br i1 %633, label %637, label %634

634:                                              ; preds = %630
  %635 = load i32, ptr %631, align 4, !tbaa !27, !noalias !209
  %636 = add nsw i32 %635, 1
  store i32 %636, ptr %631, align 4, !tbaa !27, !noalias !209
  br label %639

637:                                              ; preds = %630
  %638 = atomicrmw volatile add ptr %631, i32 1 acq_rel, align 4, !noalias !209
  br label %639

639:                                              ; preds = %637, %634, %623
  %640 = getelementptr inbounds i8, ptr %544, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %640, ptr noundef nonnull readonly align 8 dereferenceable(16) %576, i64 16, i1 false), !noalias !209
  %641 = getelementptr inbounds i8, ptr %544, i64 72
  %642 = load ptr, ptr %577, align 8, !tbaa !156, !noalias !209
  store ptr %642, ptr %641, align 8, !tbaa !156, !noalias !209
  %643 = getelementptr inbounds i8, ptr %544, i64 80
  %644 = load ptr, ptr %579, align 8, !tbaa !18, !noalias !209
  store ptr %644, ptr %643, align 8, !tbaa !18, !noalias !209
  %645 = icmp eq ptr %644, null
  br i1 %645, label %655, label %646

646:                                              ; preds = %639
  %647 = getelementptr inbounds i8, ptr %644, i64 8
  %648 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !209
  %649 = icmp eq i8 %648, 0
  br i1 %649, label %653, label %650

650:                                              ; preds = %646
  %651 = load i32, ptr %647, align 4, !tbaa !27, !noalias !209
  %652 = add nsw i32 %651, 1
  store i32 %652, ptr %647, align 4, !tbaa !27, !noalias !209
  br label %655

653:                                              ; preds = %646
  %654 = atomicrmw volatile add ptr %647, i32 1 acq_rel, align 4, !noalias !209
  br label %655

655:                                              ; preds = %653, %650, %639
  %656 = getelementptr inbounds i8, ptr %544, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %656, ptr noundef nonnull readonly align 8 dereferenceable(16) %592, i64 16, i1 false), !noalias !209
  %657 = getelementptr inbounds i8, ptr %544, i64 104
  %658 = load ptr, ptr %593, align 8, !tbaa !156, !noalias !209
  store ptr %658, ptr %657, align 8, !tbaa !156, !noalias !209
  %659 = getelementptr inbounds i8, ptr %544, i64 112
  %660 = load ptr, ptr %595, align 8, !tbaa !18, !noalias !209
  store ptr %660, ptr %659, align 8, !tbaa !18, !noalias !209
  %661 = icmp eq ptr %660, null
  br i1 %661, label %671, label %662

662:                                              ; preds = %655
  %663 = getelementptr inbounds i8, ptr %660, i64 8
  %664 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !209
  %665 = icmp eq i8 %664, 0
  br i1 %665, label %669, label %666

666:                                              ; preds = %662
  %667 = load i32, ptr %663, align 4, !tbaa !27, !noalias !209
  %668 = add nsw i32 %667, 1
  store i32 %668, ptr %663, align 4, !tbaa !27, !noalias !209
  br label %671

669:                                              ; preds = %662
  %670 = atomicrmw volatile add ptr %663, i32 1 acq_rel, align 4, !noalias !209
  br label %671

671:                                              ; preds = %669, %666, %655
  %672 = getelementptr inbounds i8, ptr %544, i64 120
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %672, ptr noundef nonnull readonly align 8 dereferenceable(16) %608, i64 16, i1 false), !noalias !209
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_7nd_itemILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(128) %3) #23, !noalias !209
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %3)
  %673 = getelementptr inbounds i8, ptr %1, i64 152
  %674 = load ptr, ptr %673, align 8, !tbaa !9
  store ptr %544, ptr %673, align 8, !tbaa !9
  %675 = icmp eq ptr %674, null
  br i1 %675, label %680, label %676

676:                                              ; preds = %671
  %677 = load ptr, ptr %674, align 8, !tbaa !24
  %678 = getelementptr inbounds i8, ptr %677, i64 16
  %679 = load ptr, ptr %678, align 8
  call void %679(ptr noundef nonnull align 8 dereferenceable(8) %674) #23
  br label %680

680:                                              ; preds = %676, %671
  invoke void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %681 unwind label %716

681:                                              ; preds = %680
  %682 = load ptr, ptr %673, align 8, !tbaa !9
  %683 = load ptr, ptr %682, align 8, !tbaa !24
  %684 = load ptr, ptr %683, align 8
  %685 = invoke noundef ptr %684(ptr noundef nonnull align 8 dereferenceable(8) %682)
          to label %686 unwind label %716

686:                                              ; preds = %681
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #23
  invoke void @_ZN4sycl3_V16detail19getKernelParamDescsI10BlockRangeEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind nonnull writable sret(%"class.std::vector.125") align 8 %4)
          to label %687 unwind label %716

687:                                              ; preds = %686
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %685, ptr noundef nonnull align 8 dereferenceable(24) %4, i1 noundef zeroext false)
          to label %688 unwind label %705

688:                                              ; preds = %687
  %689 = load ptr, ptr %4, align 8, !tbaa !167
  %690 = icmp eq ptr %689, null
  br i1 %690, label %697, label %691

691:                                              ; preds = %688
  %692 = getelementptr inbounds i8, ptr %4, i64 16
  %693 = load ptr, ptr %692, align 8, !tbaa !169
  %694 = ptrtoint ptr %693 to i64
  %695 = ptrtoint ptr %689 to i64
  %696 = sub i64 %694, %695
  call void @_ZdlPvm(ptr noundef nonnull %689, i64 noundef %696) #25
  br label %697

697:                                              ; preds = %691, %688
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #23
  %698 = invoke noalias noundef nonnull dereferenceable(17) ptr @_Znam(i64 noundef 17) #27
          to label %699 unwind label %716

699:                                              ; preds = %697
  %700 = getelementptr inbounds i8, ptr %1, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %698, ptr noundef nonnull align 1 dereferenceable(16) @.str.25, i64 16, i1 false)
  %701 = getelementptr inbounds i8, ptr %698, i64 16
  store i8 0, ptr %701, align 1, !tbaa !26
  %702 = load ptr, ptr %700, align 8, !tbaa !9
  store ptr %698, ptr %700, align 8, !tbaa !9
  %703 = icmp eq ptr %702, null
  br i1 %703, label %720, label %704

704:                                              ; preds = %699
  call void @_ZdaPv(ptr noundef nonnull %702) #25
  br label %720

705:                                              ; preds = %687
  %706 = landingpad { ptr, i32 }
          cleanup
  %707 = load ptr, ptr %4, align 8, !tbaa !167
  %708 = icmp eq ptr %707, null
  br i1 %708, label %715, label %709

709:                                              ; preds = %705
  %710 = getelementptr inbounds i8, ptr %4, i64 16
  %711 = load ptr, ptr %710, align 8, !tbaa !169
  %712 = ptrtoint ptr %711 to i64
  %713 = ptrtoint ptr %707 to i64
  %714 = sub i64 %712, %713
  call void @_ZdlPvm(ptr noundef nonnull %707, i64 noundef %714) #25
  br label %715

715:                                              ; preds = %709, %705
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #23
  br label %718

716:                                              ; preds = %697, %686, %681, %680, %542
  %717 = landingpad { ptr, i32 }
          cleanup
  br label %718

718:                                              ; preds = %716, %715
  %719 = phi { ptr, i32 } [ %717, %716 ], [ %706, %715 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_7nd_itemILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(128) %10) #23
  br label %847

720:                                              ; preds = %704, %699
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_7nd_itemILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(128) %10) #23
  invoke void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef 1)
          to label %721 unwind label %845

721:                                              ; preds = %720
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %10)
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_7nd_itemILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(128) %27) #23
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %27) #23
  %722 = load ptr, ptr %322, align 8, !tbaa !18
  %723 = icmp eq ptr %722, null
  br i1 %723, label %748, label %724

724:                                              ; preds = %721
  %725 = getelementptr inbounds i8, ptr %722, i64 8
  %726 = load atomic i64, ptr %725 acquire, align 8
  %727 = icmp eq i64 %726, 4294967297
  %728 = trunc i64 %726 to i32
  br i1 %727, label %729, label %737

729:                                              ; preds = %724
  store i32 0, ptr %725, align 8, !tbaa !20
  %730 = getelementptr inbounds i8, ptr %722, i64 12
  store i32 0, ptr %730, align 4, !tbaa !23
  %731 = load ptr, ptr %722, align 8, !tbaa !24
  %732 = getelementptr inbounds i8, ptr %731, i64 16
  %733 = load ptr, ptr %732, align 8
  call void %733(ptr noundef nonnull align 8 dereferenceable(16) %722) #23
  %734 = load ptr, ptr %722, align 8, !tbaa !24
  %735 = getelementptr inbounds i8, ptr %734, i64 24
  %736 = load ptr, ptr %735, align 8
  call void %736(ptr noundef nonnull align 8 dereferenceable(16) %722) #23
  br label %748

737:                                              ; preds = %724
  %738 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %739 = icmp eq i8 %738, 0
  br i1 %739, label %742, label %740

740:                                              ; preds = %737
  %741 = add nsw i32 %728, -1
  store i32 %741, ptr %725, align 4, !tbaa !27
  br label %744

742:                                              ; preds = %737
  %743 = atomicrmw volatile add ptr %725, i32 -1 acq_rel, align 4
  br label %744

744:                                              ; preds = %742, %740
  %745 = phi i32 [ %728, %740 ], [ %743, %742 ]
  %746 = icmp eq i32 %745, 1
  br i1 %746, label %747, label %748, !prof !28

747:                                              ; preds = %744
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %722) #23
  br label %748

748:                                              ; preds = %747, %744, %729, %721
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %25) #23
  %749 = load ptr, ptr %304, align 8, !tbaa !18
  %750 = icmp eq ptr %749, null
  br i1 %750, label %775, label %751

751:                                              ; preds = %748
  %752 = getelementptr inbounds i8, ptr %749, i64 8
  %753 = load atomic i64, ptr %752 acquire, align 8
  %754 = icmp eq i64 %753, 4294967297
  %755 = trunc i64 %753 to i32
  br i1 %754, label %756, label %764

756:                                              ; preds = %751
  store i32 0, ptr %752, align 8, !tbaa !20
  %757 = getelementptr inbounds i8, ptr %749, i64 12
  store i32 0, ptr %757, align 4, !tbaa !23
  %758 = load ptr, ptr %749, align 8, !tbaa !24
  %759 = getelementptr inbounds i8, ptr %758, i64 16
  %760 = load ptr, ptr %759, align 8
  call void %760(ptr noundef nonnull align 8 dereferenceable(16) %749) #23
  %761 = load ptr, ptr %749, align 8, !tbaa !24
  %762 = getelementptr inbounds i8, ptr %761, i64 24
  %763 = load ptr, ptr %762, align 8
  call void %763(ptr noundef nonnull align 8 dereferenceable(16) %749) #23
  br label %775

764:                                              ; preds = %751
  %765 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %766 = icmp eq i8 %765, 0
  br i1 %766, label %769, label %767

767:                                              ; preds = %764
  %768 = add nsw i32 %755, -1
  store i32 %768, ptr %752, align 4, !tbaa !27
  br label %771

769:                                              ; preds = %764
  %770 = atomicrmw volatile add ptr %752, i32 -1 acq_rel, align 4
  br label %771

771:                                              ; preds = %769, %767
  %772 = phi i32 [ %755, %767 ], [ %770, %769 ]
  %773 = icmp eq i32 %772, 1
  br i1 %773, label %774, label %775, !prof !28

774:                                              ; preds = %771
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %749) #23
  br label %775

775:                                              ; preds = %774, %771, %756, %748
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %23) #23
  %776 = load ptr, ptr %286, align 8, !tbaa !18
  %777 = icmp eq ptr %776, null
  br i1 %777, label %802, label %778

778:                                              ; preds = %775
  %779 = getelementptr inbounds i8, ptr %776, i64 8
  %780 = load atomic i64, ptr %779 acquire, align 8
  %781 = icmp eq i64 %780, 4294967297
  %782 = trunc i64 %780 to i32
  br i1 %781, label %783, label %791

783:                                              ; preds = %778
  store i32 0, ptr %779, align 8, !tbaa !20
  %784 = getelementptr inbounds i8, ptr %776, i64 12
  store i32 0, ptr %784, align 4, !tbaa !23
  %785 = load ptr, ptr %776, align 8, !tbaa !24
  %786 = getelementptr inbounds i8, ptr %785, i64 16
  %787 = load ptr, ptr %786, align 8
  call void %787(ptr noundef nonnull align 8 dereferenceable(16) %776) #23
  %788 = load ptr, ptr %776, align 8, !tbaa !24
  %789 = getelementptr inbounds i8, ptr %788, i64 24
  %790 = load ptr, ptr %789, align 8
  call void %790(ptr noundef nonnull align 8 dereferenceable(16) %776) #23
  br label %802

791:                                              ; preds = %778
  %792 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %793 = icmp eq i8 %792, 0
  br i1 %793, label %796, label %794

794:                                              ; preds = %791
  %795 = add nsw i32 %782, -1
  store i32 %795, ptr %779, align 4, !tbaa !27
  br label %798

796:                                              ; preds = %791
  %797 = atomicrmw volatile add ptr %779, i32 -1 acq_rel, align 4
  br label %798

798:                                              ; preds = %796, %794
  %799 = phi i32 [ %782, %794 ], [ %797, %796 ]
  %800 = icmp eq i32 %799, 1
  br i1 %800, label %801, label %802, !prof !28

801:                                              ; preds = %798
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %776) #23
  br label %802

802:                                              ; preds = %801, %798, %783, %775
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %21) #23
  %803 = load ptr, ptr %268, align 8, !tbaa !18
  %804 = icmp eq ptr %803, null
  br i1 %804, label %857, label %805

805:                                              ; preds = %802
  %806 = getelementptr inbounds i8, ptr %803, i64 8
  %807 = load atomic i64, ptr %806 acquire, align 8
  %808 = icmp eq i64 %807, 4294967297
  %809 = trunc i64 %807 to i32
  br i1 %808, label %810, label %818

810:                                              ; preds = %805
  store i32 0, ptr %806, align 8, !tbaa !20
  %811 = getelementptr inbounds i8, ptr %803, i64 12
  store i32 0, ptr %811, align 4, !tbaa !23
  %812 = load ptr, ptr %803, align 8, !tbaa !24
  %813 = getelementptr inbounds i8, ptr %812, i64 16
  %814 = load ptr, ptr %813, align 8
  call void %814(ptr noundef nonnull align 8 dereferenceable(16) %803) #23
  %815 = load ptr, ptr %803, align 8, !tbaa !24
  %816 = getelementptr inbounds i8, ptr %815, i64 24
  %817 = load ptr, ptr %816, align 8
  call void %817(ptr noundef nonnull align 8 dereferenceable(16) %803) #23
  br label %857

818:                                              ; preds = %805
  %819 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %820 = icmp eq i8 %819, 0
  br i1 %820, label %823, label %821

821:                                              ; preds = %818
  %822 = add nsw i32 %809, -1
  store i32 %822, ptr %806, align 4, !tbaa !27
  br label %825

823:                                              ; preds = %818
  %824 = atomicrmw volatile add ptr %806, i32 -1 acq_rel, align 4
  br label %825

825:                                              ; preds = %823, %821
  %826 = phi i32 [ %809, %821 ], [ %824, %823 ]
  %827 = icmp eq i32 %826, 1
  br i1 %827, label %828, label %857, !prof !28

828:                                              ; preds = %825
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %803) #23
  br label %857

829:                                              ; preds = %2
  %830 = landingpad { ptr, i32 }
          cleanup
  br label %831

831:                                              ; preds = %829, %34
  %832 = phi { ptr, i32 } [ %830, %829 ], [ %35, %34 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %20) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #23
  br label %855

833:                                              ; preds = %85
  %834 = landingpad { ptr, i32 }
          cleanup
  br label %835

835:                                              ; preds = %833, %93
  %836 = phi { ptr, i32 } [ %834, %833 ], [ %94, %93 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %22) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %22) #23
  br label %853

837:                                              ; preds = %143
  %838 = landingpad { ptr, i32 }
          cleanup
  br label %839

839:                                              ; preds = %837, %151
  %840 = phi { ptr, i32 } [ %838, %837 ], [ %152, %151 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %24) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24) #23
  br label %851

841:                                              ; preds = %201
  %842 = landingpad { ptr, i32 }
          cleanup
  br label %843

843:                                              ; preds = %841, %209
  %844 = phi { ptr, i32 } [ %842, %841 ], [ %210, %209 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %26) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %26) #23
  br label %849

845:                                              ; preds = %720, %479, %476, %475, %471, %461
  %846 = landingpad { ptr, i32 }
          cleanup
  br label %847

847:                                              ; preds = %845, %718, %473
  %848 = phi { ptr, i32 } [ %846, %845 ], [ %474, %473 ], [ %719, %718 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_7nd_itemILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(128) %27) #23
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %27) #23
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %25) #23
  br label %849

849:                                              ; preds = %847, %843
  %850 = phi { ptr, i32 } [ %848, %847 ], [ %844, %843 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %25) #23
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %23) #23
  br label %851

851:                                              ; preds = %849, %839
  %852 = phi { ptr, i32 } [ %850, %849 ], [ %840, %839 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %23) #23
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %21) #23
  br label %853

853:                                              ; preds = %851, %835
  %854 = phi { ptr, i32 } [ %852, %851 ], [ %836, %835 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %21) #23
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %19) #23
  br label %855

855:                                              ; preds = %853, %831
  %856 = phi { ptr, i32 } [ %854, %853 ], [ %832, %831 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19) #23
  resume { ptr, i32 } %856

857:                                              ; preds = %802, %810, %825, %828
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19) #23
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
  store ptr @_ZTIZ4mainEUlRN4sycl3_V17handlerEE0_, ptr %0, align 8, !tbaa !9
  br label %14

5:                                                ; preds = %3
  %6 = load ptr, ptr %1, align 8, !tbaa !9
  store ptr %6, ptr %0, align 8, !tbaa !9
  br label %14

7:                                                ; preds = %3
  %8 = load ptr, ptr %1, align 8, !tbaa !9
  %9 = tail call noalias noundef nonnull dereferenceable(48) ptr @_Znwm(i64 noundef 48) #27
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %9, ptr noundef nonnull readonly align 8 dereferenceable(48) %8, i64 48, i1 false), !tbaa.struct !212
  store ptr %9, ptr %0, align 8, !tbaa !9
  br label %14

10:                                               ; preds = %3
  %11 = load ptr, ptr %0, align 8, !tbaa !9
  %12 = icmp eq ptr %11, null
  br i1 %12, label %14, label %13

13:                                               ; preds = %10
  tail call void @_ZdlPvm(ptr noundef nonnull %11, i64 noundef 48) #25
  br label %14

14:                                               ; preds = %3, %13, %10, %7, %5, %4
  ret i1 false
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
  %6 = alloca %"class.sycl::_V1::id.112", align 8
  %7 = alloca %"class.sycl::_V1::range.114", align 8
  %8 = alloca %"class.sycl::_V1::range.114", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %11 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %12 = load i64, ptr %11, align 8
  store i64 %12, ptr %7, align 8, !tbaa !5, !alias.scope !213
  %13 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 1, ptr %13, align 8, !tbaa !5, !alias.scope !213
  %14 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %14, align 8, !tbaa !5, !alias.scope !213
  store i64 %12, ptr %8, align 8, !tbaa !5, !alias.scope !216
  %15 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 1, ptr %15, align 8, !tbaa !5, !alias.scope !216
  %16 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %16, align 8, !tbaa !5, !alias.scope !216
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
  %34 = load ptr, ptr %33, align 8, !tbaa !177
  store ptr %34, ptr %32, align 8, !tbaa !177
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
  br i1 %51, label %52, label %31, !llvm.loop !179

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
  %59 = load ptr, ptr %1, align 8, !tbaa !112
  %60 = icmp eq ptr %59, null
  br i1 %60, label %61, label %62

61:                                               ; preds = %52
  tail call void @__assert_fail(ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.15, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #24
  unreachable

62:                                               ; preds = %52
  %63 = getelementptr inbounds i8, ptr %1, i64 24
  %64 = load i64, ptr %63, align 8, !tbaa !125
  %65 = getelementptr inbounds i8, ptr %1, i64 32
  %66 = load i8, ptr %65, align 8, !tbaa !127, !range !81, !noundef !82
  %67 = trunc nuw i8 %66 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id.112") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.114") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.114") align 8 %8, i32 noundef 1024, ptr noundef nonnull %59, i32 noundef 1, i32 noundef 4, i64 noundef %64, i1 noundef zeroext %67, ptr noundef nonnull align 8 dereferenceable(32) %3)
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
  store ptr null, ptr %113, align 8, !tbaa !219
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
  %130 = load ptr, ptr %129, align 8, !tbaa !177
  store ptr %130, ptr %128, align 8, !tbaa !177
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
  br i1 %147, label %148, label %127, !llvm.loop !179

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
  store ptr %212, ptr %113, align 8, !tbaa !219
  %214 = load ptr, ptr %1, align 8, !tbaa !112
  %215 = icmp eq ptr %214, null
  br i1 %215, label %216, label %217

216:                                              ; preds = %213
  tail call void @__assert_fail(ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.15, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #24
  unreachable

217:                                              ; preds = %213
  %218 = load ptr, ptr %0, align 8, !tbaa !156
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
  %6 = alloca %"class.sycl::_V1::id.112", align 8
  %7 = alloca %"class.sycl::_V1::range.114", align 8
  %8 = alloca %"class.sycl::_V1::range.114", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %11 = load i64, ptr %10, align 8
  store i64 %11, ptr %7, align 8, !tbaa !5, !alias.scope !221
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 1, ptr %12, align 8, !tbaa !5, !alias.scope !221
  %13 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %13, align 8, !tbaa !5, !alias.scope !221
  store i64 %11, ptr %8, align 8, !tbaa !5, !alias.scope !224
  %14 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 1, ptr %14, align 8, !tbaa !5, !alias.scope !224
  %15 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %15, align 8, !tbaa !5, !alias.scope !224
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
  %33 = load ptr, ptr %32, align 8, !tbaa !177
  store ptr %33, ptr %31, align 8, !tbaa !177
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
  br i1 %50, label %51, label %30, !llvm.loop !179

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
  %58 = load ptr, ptr %1, align 8, !tbaa !112
  %59 = icmp eq ptr %58, null
  br i1 %59, label %60, label %61

60:                                               ; preds = %51
  tail call void @__assert_fail(ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.15, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #24
  unreachable

61:                                               ; preds = %51
  %62 = and i64 %16, 16
  %63 = icmp eq i64 %62, 0
  %64 = select i1 %63, i32 1025, i32 1027
  %65 = getelementptr inbounds i8, ptr %1, i64 24
  %66 = load i64, ptr %65, align 8, !tbaa !125
  %67 = getelementptr inbounds i8, ptr %1, i64 32
  %68 = load i8, ptr %67, align 8, !tbaa !127, !range !81, !noundef !82
  %69 = trunc nuw i8 %68 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id.112") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.114") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.114") align 8 %8, i32 noundef %64, ptr noundef nonnull %58, i32 noundef 1, i32 noundef 4, i64 noundef %66, i1 noundef zeroext %69, ptr noundef nonnull align 8 dereferenceable(32) %3)
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
  store ptr null, ptr %115, align 8, !tbaa !227
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
  %131 = load ptr, ptr %130, align 8, !tbaa !177
  store ptr %131, ptr %129, align 8, !tbaa !177
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
  br i1 %148, label %149, label %128, !llvm.loop !179

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
  store ptr %184, ptr %115, align 8, !tbaa !227
  %186 = load ptr, ptr %1, align 8, !tbaa !112
  %187 = icmp eq ptr %186, null
  br i1 %187, label %188, label %189

188:                                              ; preds = %185
  tail call void @__assert_fail(ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.15, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #24
  unreachable

189:                                              ; preds = %185
  %190 = load ptr, ptr %0, align 8, !tbaa !156
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
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19getKernelParamDescsI10BlockRangeEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind noalias writable sret(%"class.std::vector.125") align 8 %0) local_unnamed_addr #2 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"struct.sycl::_V1::detail::kernel_param_desc_t", align 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, i8 0, i64 24, i1 false)
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = tail call noalias noundef nonnull dereferenceable(48) ptr @_Znwm(i64 noundef 48) #27
  store ptr %4, ptr %0, align 8, !tbaa !167
  %5 = getelementptr inbounds i8, ptr %4, i64 48
  store ptr %5, ptr %3, align 8, !tbaa !169
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #23
  store i64 17446157156352, ptr %2, align 8
  store i32 0, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !192
  %8 = getelementptr inbounds i8, ptr %4, i64 12
  store ptr %8, ptr %7, align 8, !tbaa !195
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #23
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #23
  store i64 17446157156352, ptr %2, align 8
  store i32 32, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %8, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !192
  %9 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr %9, ptr %7, align 8, !tbaa !195
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #23
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #23
  store i64 17446157156352, ptr %2, align 8
  store i32 64, ptr %6, align 8
  %10 = load ptr, ptr %3, align 8, !tbaa !169
  %11 = icmp eq ptr %9, %10
  br i1 %11, label %15, label %12

12:                                               ; preds = %1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %9, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !192
  %13 = load ptr, ptr %7, align 8, !tbaa !195
  %14 = getelementptr inbounds i8, ptr %13, i64 12
  store ptr %14, ptr %7, align 8, !tbaa !195
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
  %20 = load ptr, ptr %3, align 8, !tbaa !169
  %21 = icmp eq ptr %19, %20
  br i1 %21, label %25, label %22

22:                                               ; preds = %18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %19, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !192
  %23 = load ptr, ptr %7, align 8, !tbaa !195
  %24 = getelementptr inbounds i8, ptr %23, i64 12
  store ptr %24, ptr %7, align 8, !tbaa !195
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
  %29 = load ptr, ptr %0, align 8, !tbaa !167
  %30 = icmp eq ptr %29, null
  br i1 %30, label %36, label %31

31:                                               ; preds = %27
  %32 = load ptr, ptr %3, align 8, !tbaa !169
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
  %2 = alloca %class.anon.146, align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !156
  store ptr %4, ptr %2, align 8, !tbaa !156
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
  %23 = load ptr, ptr %22, align 8, !tbaa !156
  store ptr %23, ptr %21, align 8, !tbaa !156
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
  %42 = load ptr, ptr %41, align 8, !tbaa !156
  store ptr %42, ptr %40, align 8, !tbaa !156
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
  %61 = load ptr, ptr %60, align 8, !tbaa !156
  store ptr %61, ptr %59, align 8, !tbaa !156
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
!73 = !{!74, !71}
!74 = distinct !{!74, !75, !"_ZN4sycl3_V15queue17submit_with_eventIZ4mainEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_PS1_RKNS0_6detail13code_locationE: argument 0"}
!75 = distinct !{!75, !"_ZN4sycl3_V15queue17submit_with_eventIZ4mainEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_PS1_RKNS0_6detail13code_locationE"}
!76 = !{!77, !10, i64 24}
!77 = !{!"_ZTSSt8functionIFvRN4sycl3_V17handlerEEE", !13, i64 0, !10, i64 24}
!78 = !{!79, !80, i64 0}
!79 = !{!"_ZTSN4sycl3_V16detail14tls_code_loc_tE", !80, i64 0}
!80 = !{!"bool", !7, i64 0}
!81 = !{i8 0, i8 2}
!82 = !{}
!83 = !{!84}
!84 = distinct !{!84, !85, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!85 = distinct !{!85, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!86 = !{!87}
!87 = distinct !{!87, !88, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE: argument 0"}
!88 = distinct !{!88, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE"}
!89 = !{!90, !87}
!90 = distinct !{!90, !91, !"_ZN4sycl3_V15queue17submit_with_eventIZ4mainEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_PS1_RKNS0_6detail13code_locationE: argument 0"}
!91 = distinct !{!91, !"_ZN4sycl3_V15queue17submit_with_eventIZ4mainEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_PS1_RKNS0_6detail13code_locationE"}
!92 = distinct !{!92, !30}
!93 = distinct !{!93, !30}
!94 = !{!95}
!95 = distinct !{!95, !96, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIiEEiEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!96 = distinct !{!96, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIiEEiEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!97 = !{!98, !6, i64 0}
!98 = !{!"_ZTSN4sycl3_V16detail17aligned_allocatorIiEE", !6, i64 0}
!99 = !{!100, !6, i64 16}
!100 = !{!"_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE", !101, i64 0, !98, i64 8, !6, i64 16}
!101 = !{!"_ZTSN4sycl3_V16detail19SYCLMemObjAllocatorE"}
!102 = !{!103, !10, i64 0}
!103 = !{!"_ZTSSt10_Head_baseILm0EPN4sycl3_V16detail19SYCLMemObjAllocatorELb0EE", !10, i64 0}
!104 = !{!105, !6, i64 24}
!105 = !{!"_ZTSN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvEE", !106, i64 0, !109, i64 16, !6, i64 24, !80, i64 32}
!106 = !{!"_ZTSN4sycl3_V16detail12buffer_plainE", !107, i64 0}
!107 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail11buffer_implEE", !108, i64 0}
!108 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail11buffer_implELN9__gnu_cxx12_Lock_policyE2EE", !10, i64 0, !19, i64 8}
!109 = !{!"_ZTSN4sycl3_V15rangeILi1EEE", !110, i64 0}
!110 = !{!"_ZTSN4sycl3_V16detail5arrayILi1EEE", !7, i64 0}
!111 = !{!105, !80, i64 32}
!112 = !{!108, !10, i64 0}
!113 = !{!114, !10, i64 8}
!114 = !{!"_ZTSSt9type_info", !10, i64 8}
!115 = !{!116}
!116 = distinct !{!116, !117, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi1EEE: argument 0"}
!117 = distinct !{!117, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi1EEE"}
!118 = !{!119}
!119 = distinct !{!119, !120, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!120 = distinct !{!120, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!121 = !{!122, !6, i64 0}
!122 = !{!"_ZTSN4sycl3_V16detail17aligned_allocatorIfEE", !6, i64 0}
!123 = !{!124, !6, i64 16}
!124 = !{!"_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE", !101, i64 0, !122, i64 8, !6, i64 16}
!125 = !{!126, !6, i64 24}
!126 = !{!"_ZTSN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEE", !106, i64 0, !109, i64 16, !6, i64 24, !80, i64 32}
!127 = !{!126, !80, i64 32}
!128 = !{!129}
!129 = distinct !{!129, !130, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi1EEE: argument 0"}
!130 = distinct !{!130, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi1EEE"}
!131 = !{!132, !10, i64 0}
!132 = !{!"_ZTSNSt15__exception_ptr13exception_ptrE", !10, i64 0}
!133 = !{!134, !136, i64 32}
!134 = !{!"_ZTSSt8ios_base", !6, i64 8, !6, i64 16, !135, i64 24, !136, i64 28, !136, i64 32, !10, i64 40, !137, i64 48, !7, i64 64, !22, i64 192, !10, i64 200, !138, i64 208}
!135 = !{!"_ZTSSt13_Ios_Fmtflags", !7, i64 0}
!136 = !{!"_ZTSSt12_Ios_Iostate", !7, i64 0}
!137 = !{!"_ZTSNSt8ios_base6_WordsE", !10, i64 0, !6, i64 8}
!138 = !{!"_ZTSSt6locale", !10, i64 0}
!139 = !{!140, !10, i64 24}
!140 = !{!"_ZTSSt8functionIFiRKN4sycl3_V16deviceEEE", !13, i64 0, !10, i64 24}
!141 = !{!142, !10, i64 16}
!142 = !{!"_ZTSNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE17_Vector_impl_dataE", !10, i64 0, !10, i64 8, !10, i64 16}
!143 = !{!142, !10, i64 0}
!144 = !{!142, !10, i64 8}
!145 = distinct !{!145, !30}
!146 = !{!147, !10, i64 0}
!147 = !{!"_ZTSZ4mainEUlRN4sycl3_V17handlerEE_", !10, i64 0, !10, i64 8, !10, i64 16, !10, i64 24, !10, i64 32, !10, i64 40, !10, i64 48}
!148 = !{!149, !149, i64 0}
!149 = !{!"_ZTSN4sycl3_V16detail16PropWithDataKindE", !7, i64 0}
!150 = !{!147, !10, i64 8}
!151 = !{!147, !10, i64 16}
!152 = !{!147, !10, i64 24}
!153 = !{!147, !10, i64 32}
!154 = !{!147, !10, i64 40}
!155 = !{!147, !10, i64 48}
!156 = !{!157, !10, i64 0}
!157 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail16AccessorImplHostELN9__gnu_cxx12_Lock_policyE2EE", !10, i64 0, !19, i64 8}
!158 = !{!159}
!159 = distinct !{!159, !160, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!160 = distinct !{!160, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!161 = !{!162}
!162 = distinct !{!162, !163, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!163 = distinct !{!163, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!164 = !{!165}
!165 = distinct !{!165, !166, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS1_7handlerEE_clES5_EUlNS1_7nd_itemILi1EEEE_S8_Li1EEEJRS9_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!166 = distinct !{!166, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS1_7handlerEE_clES5_EUlNS1_7nd_itemILi1EEEE_S8_Li1EEEJRS9_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!167 = !{!168, !10, i64 0}
!168 = !{!"_ZTSNSt12_Vector_baseIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_Vector_impl_dataE", !10, i64 0, !10, i64 8, !10, i64 16}
!169 = !{!168, !10, i64 16}
!170 = !{i64 0, i64 8, !9, i64 8, i64 8, !9, i64 16, i64 8, !9, i64 24, i64 8, !9, i64 32, i64 8, !9, i64 40, i64 8, !9, i64 48, i64 8, !9}
!171 = !{!172}
!172 = distinct !{!172, !173, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!173 = distinct !{!173, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!174 = !{!175}
!175 = distinct !{!175, !176, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!176 = distinct !{!176, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!177 = !{!178, !10, i64 0}
!178 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseELN9__gnu_cxx12_Lock_policyE2EE", !10, i64 0, !19, i64 8}
!179 = distinct !{!179, !30}
!180 = !{!181, !10, i64 16}
!181 = !{!"_ZTSN4sycl3_V18accessorIiLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !182, i64 0, !10, i64 16, !7, i64 24}
!182 = !{!"_ZTSN4sycl3_V16detail16AccessorBaseHostE", !183, i64 0}
!183 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail16AccessorImplHostEE", !157, i64 0}
!184 = !{!185}
!185 = distinct !{!185, !186, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!186 = distinct !{!186, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!187 = !{!188}
!188 = distinct !{!188, !189, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!189 = distinct !{!189, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!190 = !{!191, !10, i64 16}
!191 = !{!"_ZTSN4sycl3_V18accessorIiLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !182, i64 0, !10, i64 16, !7, i64 24}
!192 = !{i64 0, i64 4, !193, i64 4, i64 4, !27, i64 8, i64 4, !27}
!193 = !{!194, !194, i64 0}
!194 = !{!"_ZTSN4sycl3_V16detail19kernel_param_kind_tE", !7, i64 0}
!195 = !{!168, !10, i64 8}
!196 = !{!197, !10, i64 0}
!197 = !{!"_ZTSZ4mainEUlRN4sycl3_V17handlerEE0_", !10, i64 0, !10, i64 8, !10, i64 16, !10, i64 24, !10, i64 32, !10, i64 40}
!198 = !{!197, !10, i64 8}
!199 = !{!197, !10, i64 16}
!200 = !{!197, !10, i64 24}
!201 = !{!197, !10, i64 32}
!202 = !{!197, !10, i64 40}
!203 = !{!204}
!204 = distinct !{!204, !205, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!205 = distinct !{!205, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!206 = !{!207}
!207 = distinct !{!207, !208, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!208 = distinct !{!208, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!209 = !{!210}
!210 = distinct !{!210, !211, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS1_7handlerEE0_clES5_EUlNS1_7nd_itemILi1EEEE_S8_Li1EEEJRS9_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!211 = distinct !{!211, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS1_7handlerEE0_clES5_EUlNS1_7nd_itemILi1EEEE_S8_Li1EEEJRS9_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!212 = !{i64 0, i64 8, !9, i64 8, i64 8, !9, i64 16, i64 8, !9, i64 24, i64 8, !9, i64 32, i64 8, !9, i64 40, i64 8, !9}
!213 = !{!214}
!214 = distinct !{!214, !215, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!215 = distinct !{!215, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!216 = !{!217}
!217 = distinct !{!217, !218, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!218 = distinct !{!218, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!219 = !{!220, !10, i64 16}
!220 = !{!"_ZTSN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !182, i64 0, !10, i64 16, !7, i64 24}
!221 = !{!222}
!222 = distinct !{!222, !223, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!223 = distinct !{!223, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!224 = !{!225}
!225 = distinct !{!225, !226, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!226 = distinct !{!226, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!227 = !{!228, !10, i64 16}
!228 = !{!"_ZTSN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !182, i64 0, !10, i64 16, !7, i64 24}
