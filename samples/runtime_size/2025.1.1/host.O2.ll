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
%"class.sycl::_V1::detail::SubmissionInfo" = type { %"class.std::shared_ptr.70" }
%"class.std::shared_ptr.70" = type { %"class.std::__shared_ptr.71" }
%"class.std::__shared_ptr.71" = type { ptr, %"class.std::__shared_count" }
%"class.std::__shared_count" = type { ptr }
%"class.std::function.73" = type { %"class.std::_Function_base", ptr }
%"class.std::_Function_base" = type { %"union.std::_Any_data", ptr }
%"union.std::_Any_data" = type { %"union.std::_Nocopy_types" }
%"union.std::_Nocopy_types" = type { { i64, i64 } }
%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
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
%"class.sycl::_V1::buffer.14" = type <{ %"class.sycl::_V1::detail::buffer_plain", %"class.sycl::_V1::range.16", i64, i8, [7 x i8] }>
%"class.sycl::_V1::range.16" = type { %"class.sycl::_V1::detail::array.17" }
%"class.sycl::_V1::detail::array.17" = type { [2 x i64] }
%"class.sycl::_V1::event" = type { %"class.std::shared_ptr.20" }
%"class.std::shared_ptr.20" = type { %"class.std::__shared_ptr.21" }
%"class.std::__shared_ptr.21" = type { ptr, %"class.std::__shared_count" }
%class.anon.24 = type { ptr }
%"class.std::unique_ptr" = type { %"struct.std::__uniq_ptr_data" }
%"struct.std::__uniq_ptr_data" = type { %"class.std::__uniq_ptr_impl" }
%"class.std::__uniq_ptr_impl" = type { %"class.std::tuple" }
%"class.std::tuple" = type { %"struct.std::_Tuple_impl" }
%"struct.std::_Tuple_impl" = type { %"struct.std::_Head_base.41" }
%"struct.std::_Head_base.41" = type { ptr }
%"struct.std::array" = type { [3 x i64] }
%"class.sycl::_V1::device" = type { %"class.std::shared_ptr.31" }
%"class.std::shared_ptr.31" = type { %"class.std::__shared_ptr.32" }
%"class.std::__shared_ptr.32" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::context" = type { %"class.std::shared_ptr.205" }
%"class.std::shared_ptr.205" = type { %"class.std::__shared_ptr.206" }
%"class.std::__shared_ptr.206" = type { ptr, %"class.std::__shared_count" }
%"class.std::__exception_ptr::exception_ptr" = type { ptr }
%"class.std::function.34" = type { %"class.std::_Function_base", ptr }
%"class.sycl::_V1::exception_list" = type { %"class.std::vector.25" }
%"class.std::vector.25" = type { %"struct.std::_Vector_base.26" }
%"struct.std::_Vector_base.26" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.std::vector.134" = type { %"struct.std::_Vector_base.135" }
%"struct.std::_Vector_base.135" = type { %"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl" }
%"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl" = type { %"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl_data" }
%"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.sycl::_V1::range.112" = type { %"class.sycl::_V1::detail::array.111" }
%"class.sycl::_V1::detail::array.111" = type { [3 x i64] }
%"class.std::tuple.114" = type { %"struct.std::_Tuple_impl.115" }
%"struct.std::_Tuple_impl.115" = type { %"struct.std::_Tuple_impl.116", %"struct.std::_Head_base.118" }
%"struct.std::_Tuple_impl.116" = type { %"struct.std::_Head_base.117" }
%"struct.std::_Head_base.117" = type { i8 }
%"struct.std::_Head_base.118" = type { %"class.sycl::_V1::range" }
%"class.sycl::_V1::detail::RoundedRangeKernel" = type { %"class.sycl::_V1::range", %class.anon.110 }
%class.anon.110 = type { %"class.sycl::_V1::accessor", float, i32 }
%"class.sycl::_V1::accessor" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [8 x i8] }
%"class.sycl::_V1::detail::AccessorBaseHost" = type { %"class.std::shared_ptr.106" }
%"class.std::shared_ptr.106" = type { %"class.std::__shared_ptr.107" }
%"class.std::__shared_ptr.107" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array.111" }
%"class.sycl::_V1::ext::oneapi::accessor_property_list" = type { %"class.sycl::_V1::detail::PropertyListBase" }
%"class.std::tuple.122" = type { %"struct.std::_Tuple_impl.123" }
%"struct.std::_Tuple_impl.123" = type { %"struct.std::_Tuple_impl.116", %"struct.std::_Head_base.124" }
%"struct.std::_Head_base.124" = type { %"struct.std::array" }
%class.anon.121 = type { ptr, ptr, ptr }
%"struct.sycl::_V1::detail::kernel_param_desc_t" = type { i32, i32, i32 }
%"class.std::tuple.164" = type { %"struct.std::_Tuple_impl.165" }
%"struct.std::_Tuple_impl.165" = type { %"struct.std::_Tuple_impl.116", %"struct.std::_Head_base.166" }
%"struct.std::_Head_base.166" = type { %"class.sycl::_V1::range.16" }
%"class.sycl::_V1::detail::RoundedRangeKernel.167" = type { %"class.sycl::_V1::range.16", %class.anon.163 }
%class.anon.163 = type { %"class.sycl::_V1::accessor.159", i64 }
%"class.sycl::_V1::accessor.159" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [32 x i8] }
%class.anon.170 = type { ptr, ptr, ptr }

$_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE = comdat any

$_ZN4sycl3_V16bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvEC2EPiRKNS0_5rangeILi2EEERKNS0_13property_listENS2_13code_locationE = comdat any

$_ZN4sycl3_V15eventD2Ev = comdat any

$_ZN4sycl3_V16bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvED2Ev = comdat any

$_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev = comdat any

$_ZN4sycl3_V113malloc_deviceIfEEPT_mRKNS0_5queueERKNS0_13property_listERKNS0_6detail13code_locationE = comdat any

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

$_ZN4sycl3_V16detail14SubmissionInfoD2Ev = comdat any

$_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V16detail16PropertyListBaseD2Ev = comdat any

$_ZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ = comdat any

$_ZZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ENKUlimE_clEim = comdat any

$_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI4AxpbEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv = comdat any

$_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_ = comdat any

$_ZN4sycl3_V16detail19getKernelParamDescsI4AxpbEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv = comdat any

$_ZN4sycl3_V16detail16AccessorBaseHostD2Ev = comdat any

$_ZN4sycl3_V18accessorIiLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi2ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V17handler15getRoundedRangeILi2EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ = comdat any

$_ZZN4sycl3_V17handler15getRoundedRangeILi2EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ENKUlimE_clEim = comdat any

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

$_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE = comdat any

$_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE = comdat any

$_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE = comdat any

$_ZTSN4sycl3_V16detail14HostKernelBaseE = comdat any

$_ZTIN4sycl3_V16detail14HostKernelBaseE = comdat any

@.str = private unnamed_addr constant [9 x i8] c"RT_SCALE\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"runtime_size.cpp\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"main\00", align 1
@.str.3 = private unnamed_addr constant [18 x i8] c"FAIL (%d errors)\0A\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"PASS\0A\00", align 1
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
@.str.8 = private unnamed_addr constant [19 x i8] c"Index out of range\00", align 1
@_ZTIN4sycl3_V19exceptionE = external constant ptr
@.str.9 = private unnamed_addr constant [21 x i8] c"exception in ~buffer\00", align 1
@.str.10 = private unnamed_addr constant [2 x i8] c" \00", align 1
@.str.11 = private unnamed_addr constant [6 x i8] c"false\00", align 1
@.str.12 = private unnamed_addr constant [85 x i8] c"root/intel-sycl-rt-2025.1.1/intel_sycl_rt-2025.1.1.data/data/include/sycl/buffer.hpp\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev = private unnamed_addr constant [127 x i8] c"sycl::buffer<float>::~buffer() [T = float, Dimensions = 1, AllocatorT = sycl::detail::aligned_allocator<float>, Enable = void]\00", align 1
@_ZTIi = external local_unnamed_addr constant ptr
@_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE = linkonce_odr dso_local unnamed_addr constant { [9 x ptr] } { [9 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE16getAllocatorImplEv, ptr @_ZN4sycl3_V16detail19SYCLMemObjAllocatorD2Ev, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiED0Ev, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE8allocateEm, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE10deallocateEPvm, ptr @_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE12getValueSizeEv, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE12setAlignmentEm] }, comdat, align 8
@_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE = linkonce_odr dso_local constant [76 x i8] c"N4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE\00", comdat, align 1
@_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE, ptr @_ZTIN4sycl3_V16detail19SYCLMemObjAllocatorE }, comdat, align 8
@__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvED2Ev = private unnamed_addr constant [124 x i8] c"sycl::buffer<int, 2>::~buffer() [T = int, Dimensions = 2, AllocatorT = sycl::detail::aligned_allocator<int>, Enable = void]\00", align 1
@.str.14 = private unnamed_addr constant [61 x i8] c"SyclObject.impl && \22every constructor should create an impl\22\00", align 1
@.str.15 = private unnamed_addr constant [96 x i8] c"root/intel-sycl-rt-2025.1.1/intel_sycl_rt-2025.1.1.data/data/include/sycl/detail/impl_utils.hpp\00", align 1
@.str.16 = private unnamed_addr constant [11 x i8] c"operator()\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_ = private unnamed_addr constant [97 x i8] c"const decltype(Obj::impl) &sycl::detail::getSyclObjImpl(const Obj &) [Obj = sycl::buffer<float>]\00", align 1
@.str.18 = private unnamed_addr constant [65 x i8] c"The total number of work-items in a range must fit within size_t\00", align 1
@.str.19 = private unnamed_addr constant [131 x i8] c"Attempt to set multiple actions for the command group. Command group must consist of a single kernel or explicit memory operation.\00", align 1
@_ZSt4cout = external global %"class.std::basic_ostream", align 8
@.str.22 = private unnamed_addr constant [36 x i8] c"parallel_for range adjusted at dim \00", align 1
@.str.23 = private unnamed_addr constant [7 x i8] c" from \00", align 1
@.str.24 = private unnamed_addr constant [5 x i8] c" to \00", align 1
@.str.25 = private unnamed_addr constant [10 x i8] c"_ZTS4Axpb\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EEE, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EE23InstantiateKernelOnHostEv] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EEE = internal constant [144 x i8] c"N4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EEE\00", align 1
@_ZTSN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant [35 x i8] c"N4sycl3_V16detail14HostKernelBaseE\00", comdat, align 1
@_ZTIN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@_ZTIN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@.str.27 = private unnamed_addr constant [26 x i8] c"vector::_M_realloc_insert\00", align 1
@.str.28 = private unnamed_addr constant [51 x i8] c"_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI4AxpbEE\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal constant [110 x i8] c"N4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@_ZTSZ4mainEUlRN4sycl3_V17handlerEE_ = internal constant [32 x i8] c"Z4mainEUlRN4sycl3_V17handlerEE_\00", align 1
@_ZTIZ4mainEUlRN4sycl3_V17handlerEE_ = internal constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSZ4mainEUlRN4sycl3_V17handlerEE_ }, align 8
@__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIiLi2ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS7_ = private unnamed_addr constant [98 x i8] c"const decltype(Obj::impl) &sycl::detail::getSyclObjImpl(const Obj &) [Obj = sycl::buffer<int, 2>]\00", align 1
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
@.str.33 = private unnamed_addr constant [10 x i8] c"rtc_0.cpp\00", align 1
@.str.34 = private unnamed_addr constant [9 x i8] c"::Square\00", align 1
@__const._ZN4sycl3_V15queue17parallel_for_implI6SquareLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESJ_DpOSH_.CodeLoc = private unnamed_addr constant %"struct.sycl::_V1::detail::code_location" { ptr @.str.33, ptr @.str.34, i64 41, i64 45 }, align 8
@.str.35 = private unnamed_addr constant [12 x i8] c"_ZTS6Square\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZ4mainEUlNS0_2idILi1EEEE_EES5_Li1EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZ4mainEUlNS0_2idILi1EEEE_EES5_Li1EEE, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZ4mainEUlNS0_2idILi1EEEE_EES5_Li1EE6getPtrEv, ptr @_ZN4sycl3_V16detail14HostKernelBaseD2Ev, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZ4mainEUlNS0_2idILi1EEEE_EES5_Li1EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZ4mainEUlNS0_2idILi1EEEE_EES5_Li1EE23InstantiateKernelOnHostEv] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZ4mainEUlNS0_2idILi1EEEE_EES5_Li1EEE = internal constant [116 x i8] c"N4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZ4mainEUlNS0_2idILi1EEEE_EES5_Li1EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZ4mainEUlNS0_2idILi1EEEE_EES5_Li1EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZ4mainEUlNS0_2idILi1EEEE_EES5_Li1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@.str.36 = private unnamed_addr constant [53 x i8] c"_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI6SquareEE\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail14HostKernelBaseD2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal constant [82 x i8] c"N4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@_ZTSZN4sycl3_V15queue17parallel_for_implI6SquareLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESJ_DpOSH_EUlRNS0_7handlerEE_ = internal constant [348 x i8] c"ZN4sycl3_V15queue17parallel_for_implI6SquareLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESJ_DpOSH_EUlRNS0_7handlerEE_\00", align 1
@_ZTIZN4sycl3_V15queue17parallel_for_implI6SquareLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESJ_DpOSH_EUlRNS0_7handlerEE_ = internal constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSZN4sycl3_V15queue17parallel_for_implI6SquareLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESJ_DpOSH_EUlRNS0_7handlerEE_ }, align 8

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef range(i32 0, 2) i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 1
  %4 = alloca %"class.sycl::_V1::detail::SubmissionInfo", align 8
  %5 = alloca %"class.std::function.73", align 8
  %6 = alloca %"class.sycl::_V1::range", align 8
  %7 = alloca %"class.sycl::_V1::ext::oneapi::experimental::properties", align 1
  %8 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %9 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 1
  %10 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 1
  %11 = alloca %"class.sycl::_V1::detail::SubmissionInfo", align 8
  %12 = alloca %"class.std::function.73", align 8
  %13 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 1
  %14 = alloca %"class.sycl::_V1::detail::SubmissionInfo", align 8
  %15 = alloca %"class.std::function.73", align 8
  %16 = alloca %"class.std::function", align 8
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca float, align 4
  %20 = alloca i32, align 4
  %21 = alloca %"class.sycl::_V1::queue", align 8
  %22 = alloca %"class.sycl::_V1::property_list", align 8
  %23 = alloca %"class.sycl::_V1::buffer", align 8
  %24 = alloca %"class.sycl::_V1::range", align 8
  %25 = alloca %"class.sycl::_V1::property_list", align 8
  %26 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %27 = alloca %"class.sycl::_V1::buffer.14", align 8
  %28 = alloca %"class.sycl::_V1::range.16", align 8
  %29 = alloca %"class.sycl::_V1::property_list", align 8
  %30 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %31 = alloca %"class.sycl::_V1::event", align 8
  %32 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %33 = alloca %"class.sycl::_V1::event", align 8
  %34 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %35 = alloca %"class.sycl::_V1::property_list", align 8
  %36 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %37 = alloca %"class.sycl::_V1::event", align 8
  %38 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %39 = alloca %"class.sycl::_V1::event", align 8
  %40 = alloca %class.anon.24, align 8
  %41 = alloca %"class.sycl::_V1::event", align 8
  %42 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %43 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17) #28
  %44 = icmp sgt i32 %0, 1
  br i1 %44, label %46, label %45

45:                                               ; preds = %2
  store i64 1000, ptr %17, align 8, !tbaa !5
  br label %51

46:                                               ; preds = %2
  %47 = getelementptr inbounds i8, ptr %1, i64 8
  %48 = load ptr, ptr %47, align 8, !tbaa !9
  %49 = tail call i64 @strtoul(ptr nocapture noundef %48, ptr noundef null, i32 noundef 10) #28
  store i64 %49, ptr %17, align 8, !tbaa !5
  %50 = icmp eq i32 %0, 2
  br i1 %50, label %51, label %53

51:                                               ; preds = %45, %46
  %52 = phi i64 [ 1000, %45 ], [ %49, %46 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18) #28
  br label %62

53:                                               ; preds = %46
  %54 = getelementptr inbounds i8, ptr %1, i64 16
  %55 = load ptr, ptr %54, align 8, !tbaa !9
  %56 = tail call i64 @strtoul(ptr nocapture noundef %55, ptr noundef null, i32 noundef 10) #28
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18) #28
  %57 = icmp ugt i32 %0, 3
  br i1 %57, label %58, label %62

58:                                               ; preds = %53
  %59 = getelementptr inbounds i8, ptr %1, i64 24
  %60 = load ptr, ptr %59, align 8, !tbaa !9
  %61 = tail call i64 @strtoul(ptr nocapture noundef %60, ptr noundef null, i32 noundef 10) #28
  br label %62

62:                                               ; preds = %51, %53, %58
  %63 = phi i64 [ %49, %58 ], [ %49, %53 ], [ %52, %51 ]
  %64 = phi i64 [ %56, %58 ], [ %56, %53 ], [ 30, %51 ]
  %65 = phi i64 [ %61, %58 ], [ 40, %53 ], [ 40, %51 ]
  store i64 %65, ptr %18, align 8, !tbaa !5
  %66 = tail call ptr @getenv(ptr noundef nonnull @.str) #28
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %19) #28
  %67 = icmp eq ptr %66, null
  br i1 %67, label %70, label %68

68:                                               ; preds = %62
  %69 = tail call float @strtof(ptr nocapture noundef nonnull %66, ptr noundef null) #28
  br label %70

70:                                               ; preds = %62, %68
  %71 = phi float [ %69, %68 ], [ 1.500000e+00, %62 ]
  store float %71, ptr %19, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %20) #28
  store i32 3, ptr %20, align 4, !tbaa !13
  %72 = icmp ugt i64 %63, 2305843009213693951
  br i1 %72, label %73, label %74

73:                                               ; preds = %70
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.7) #29
  unreachable

74:                                               ; preds = %70
  %75 = icmp eq i64 %63, 0
  br i1 %75, label %96, label %76

76:                                               ; preds = %74
  %77 = shl nuw nsw i64 %63, 2
  %78 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %77) #30
  %79 = getelementptr float, ptr %78, i64 %63
  store float 0.000000e+00, ptr %78, align 4, !tbaa !11
  %80 = icmp eq i64 %63, 1
  br i1 %80, label %81, label %86

81:                                               ; preds = %86, %76
  %82 = and i64 %63, 1
  %83 = icmp eq i64 %63, 1
  br i1 %83, label %89, label %84

84:                                               ; preds = %81
  %85 = and i64 %63, 2305843009213693950
  br label %110

86:                                               ; preds = %76
  %87 = getelementptr i8, ptr %78, i64 4
  %88 = add nsw i64 %77, -4
  tail call void @llvm.memset.p0.i64(ptr align 4 %87, i8 0, i64 %88, i1 false), !tbaa !11
  br label %81

89:                                               ; preds = %110, %81
  %90 = phi i64 [ 0, %81 ], [ %120, %110 ]
  %91 = icmp eq i64 %82, 0
  br i1 %91, label %96, label %92

92:                                               ; preds = %89
  %93 = urem i64 %90, 10
  %94 = uitofp nneg i64 %93 to float
  %95 = getelementptr inbounds float, ptr %78, i64 %90
  store float %94, ptr %95, align 4, !tbaa !11
  br label %96

96:                                               ; preds = %92, %89, %74
  %97 = phi ptr [ null, %74 ], [ %78, %89 ], [ %78, %92 ]
  %98 = phi ptr [ null, %74 ], [ %79, %89 ], [ %79, %92 ]
  %99 = mul i64 %65, %64
  %100 = icmp ugt i64 %99, 2305843009213693951
  br i1 %100, label %101, label %103

101:                                              ; preds = %96
  invoke void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.7) #29
          to label %102 unwind label %772

102:                                              ; preds = %101
  unreachable

103:                                              ; preds = %96
  %104 = icmp eq i64 %99, 0
  br i1 %104, label %123, label %105

105:                                              ; preds = %103
  %106 = shl nuw nsw i64 %99, 2
  %107 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %106) #30
          to label %108 unwind label %772

108:                                              ; preds = %105
  tail call void @llvm.memset.p0.i64(ptr nonnull align 4 %107, i8 -1, i64 %106, i1 false), !tbaa !13
  %109 = getelementptr inbounds i32, ptr %107, i64 %99
  br label %123

110:                                              ; preds = %110, %84
  %111 = phi i64 [ 0, %84 ], [ %120, %110 ]
  %112 = phi i64 [ 0, %84 ], [ %121, %110 ]
  %113 = urem i64 %111, 10
  %114 = uitofp nneg i64 %113 to float
  %115 = getelementptr inbounds float, ptr %78, i64 %111
  store float %114, ptr %115, align 4, !tbaa !11
  %116 = or disjoint i64 %111, 1
  %117 = urem i64 %116, 10
  %118 = uitofp nneg i64 %117 to float
  %119 = getelementptr inbounds float, ptr %78, i64 %116
  store float %118, ptr %119, align 4, !tbaa !11
  %120 = add nuw i64 %111, 2
  %121 = add i64 %112, 2
  %122 = icmp eq i64 %121, %85
  br i1 %122, label %89, label %110, !llvm.loop !15

123:                                              ; preds = %108, %103
  %124 = phi ptr [ null, %103 ], [ %109, %108 ]
  %125 = phi ptr [ null, %103 ], [ %107, %108 ]
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %21) #28
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %22) #28
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %22, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16) #28
  %126 = getelementptr inbounds i8, ptr %16, i64 16
  %127 = getelementptr inbounds i8, ptr %16, i64 24
  %128 = getelementptr inbounds i8, ptr %16, i64 8
  store i64 0, ptr %128, align 8
  store ptr @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE, ptr %16, align 8, !tbaa !9
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_, ptr %127, align 8, !tbaa !17
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation, ptr %126, align 8, !tbaa !20
  invoke void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %21, ptr noundef nonnull @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE, ptr noundef nonnull align 8 dereferenceable(32) %16, ptr noundef nonnull align 8 dereferenceable(32) %22)
          to label %129 unwind label %137

129:                                              ; preds = %123
  %130 = load ptr, ptr %126, align 8, !tbaa !20
  %131 = icmp eq ptr %130, null
  br i1 %131, label %147, label %132

132:                                              ; preds = %129
  %133 = invoke noundef zeroext i1 %130(ptr noundef nonnull align 8 dereferenceable(16) %16, ptr noundef nonnull align 8 dereferenceable(16) %16, i32 noundef 3)
          to label %147 unwind label %134

134:                                              ; preds = %132
  %135 = landingpad { ptr, i32 }
          catch ptr null
  %136 = extractvalue { ptr, i32 } %135, 0
  call void @__clang_call_terminate(ptr %136) #31
  unreachable

137:                                              ; preds = %123
  %138 = landingpad { ptr, i32 }
          cleanup
  %139 = load ptr, ptr %126, align 8, !tbaa !20
  %140 = icmp eq ptr %139, null
  br i1 %140, label %146, label %141

141:                                              ; preds = %137
  %142 = invoke noundef zeroext i1 %139(ptr noundef nonnull align 8 dereferenceable(16) %16, ptr noundef nonnull align 8 dereferenceable(16) %16, i32 noundef 3)
          to label %146 unwind label %143

143:                                              ; preds = %141
  %144 = landingpad { ptr, i32 }
          catch ptr null
  %145 = extractvalue { ptr, i32 } %144, 0
  call void @__clang_call_terminate(ptr %145) #31
  unreachable

146:                                              ; preds = %141, %137
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #28
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %22) #28
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %22) #28
  br label %891

147:                                              ; preds = %132, %129
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #28
  %148 = getelementptr inbounds i8, ptr %22, i64 8
  %149 = load ptr, ptr %148, align 8, !tbaa !21
  %150 = getelementptr inbounds i8, ptr %22, i64 16
  %151 = load ptr, ptr %150, align 8, !tbaa !23
  %152 = icmp eq ptr %149, %151
  br i1 %152, label %187, label %153

153:                                              ; preds = %147, %182
  %154 = phi ptr [ %183, %182 ], [ %149, %147 ]
  %155 = getelementptr inbounds i8, ptr %154, i64 8
  %156 = load ptr, ptr %155, align 8, !tbaa !24
  %157 = icmp eq ptr %156, null
  br i1 %157, label %182, label %158

158:                                              ; preds = %153
  %159 = getelementptr inbounds i8, ptr %156, i64 8
  %160 = load atomic i64, ptr %159 acquire, align 8
  %161 = icmp eq i64 %160, 4294967297
  %162 = trunc i64 %160 to i32
  br i1 %161, label %163, label %171

163:                                              ; preds = %158
  store i32 0, ptr %159, align 8, !tbaa !26
  %164 = getelementptr inbounds i8, ptr %156, i64 12
  store i32 0, ptr %164, align 4, !tbaa !28
  %165 = load ptr, ptr %156, align 8, !tbaa !29
  %166 = getelementptr inbounds i8, ptr %165, i64 16
  %167 = load ptr, ptr %166, align 8
  call void %167(ptr noundef nonnull align 8 dereferenceable(16) %156) #28
  %168 = load ptr, ptr %156, align 8, !tbaa !29
  %169 = getelementptr inbounds i8, ptr %168, i64 24
  %170 = load ptr, ptr %169, align 8
  call void %170(ptr noundef nonnull align 8 dereferenceable(16) %156) #28
  br label %182

171:                                              ; preds = %158
  %172 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %173 = icmp eq i8 %172, 0
  br i1 %173, label %176, label %174

174:                                              ; preds = %171
  %175 = add nsw i32 %162, -1
  store i32 %175, ptr %159, align 4, !tbaa !13
  br label %178

176:                                              ; preds = %171
  %177 = atomicrmw volatile add ptr %159, i32 -1 acq_rel, align 4
  br label %178

178:                                              ; preds = %176, %174
  %179 = phi i32 [ %162, %174 ], [ %177, %176 ]
  %180 = icmp eq i32 %179, 1
  br i1 %180, label %181, label %182, !prof !32

181:                                              ; preds = %178
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %156) #28
  br label %182

182:                                              ; preds = %181, %178, %163, %153
  %183 = getelementptr inbounds i8, ptr %154, i64 16
  %184 = icmp eq ptr %183, %151
  br i1 %184, label %185, label %153, !llvm.loop !33

185:                                              ; preds = %182
  %186 = load ptr, ptr %148, align 8, !tbaa !21
  br label %187

187:                                              ; preds = %185, %147
  %188 = phi ptr [ %186, %185 ], [ %149, %147 ]
  %189 = icmp eq ptr %188, null
  br i1 %189, label %196, label %190

190:                                              ; preds = %187
  %191 = getelementptr inbounds i8, ptr %22, i64 24
  %192 = load ptr, ptr %191, align 8, !tbaa !34
  %193 = ptrtoint ptr %192 to i64
  %194 = ptrtoint ptr %188 to i64
  %195 = sub i64 %193, %194
  call void @_ZdlPvm(ptr noundef nonnull %188, i64 noundef %195) #32
  br label %196

196:                                              ; preds = %187, %190
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %22) #28
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %23) #28
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24) #28
  %197 = load i64, ptr %17, align 8, !tbaa !5
  store i64 %197, ptr %24, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %25) #28
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %25, i8 0, i64 32, i1 false)
  store ptr @.str.1, ptr %26, align 8, !tbaa !35, !alias.scope !37
  %198 = getelementptr inbounds i8, ptr %26, i64 8
  store ptr @.str.2, ptr %198, align 8, !tbaa !40, !alias.scope !37
  %199 = getelementptr inbounds i8, ptr %26, i64 16
  store i64 27, ptr %199, align 8, !tbaa !41, !alias.scope !37
  %200 = getelementptr inbounds i8, ptr %26, i64 24
  store i64 28, ptr %200, align 8, !tbaa !42, !alias.scope !37
  invoke void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %23, ptr noundef %97, ptr noundef nonnull align 8 dereferenceable(8) %24, ptr noundef nonnull align 8 dereferenceable(32) %25, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %26)
          to label %201 unwind label %774

201:                                              ; preds = %196
  %202 = getelementptr inbounds i8, ptr %25, i64 8
  %203 = load ptr, ptr %202, align 8, !tbaa !21
  %204 = getelementptr inbounds i8, ptr %25, i64 16
  %205 = load ptr, ptr %204, align 8, !tbaa !23
  %206 = icmp eq ptr %203, %205
  br i1 %206, label %241, label %207

207:                                              ; preds = %201, %236
  %208 = phi ptr [ %237, %236 ], [ %203, %201 ]
  %209 = getelementptr inbounds i8, ptr %208, i64 8
  %210 = load ptr, ptr %209, align 8, !tbaa !24
  %211 = icmp eq ptr %210, null
  br i1 %211, label %236, label %212

212:                                              ; preds = %207
  %213 = getelementptr inbounds i8, ptr %210, i64 8
  %214 = load atomic i64, ptr %213 acquire, align 8
  %215 = icmp eq i64 %214, 4294967297
  %216 = trunc i64 %214 to i32
  br i1 %215, label %217, label %225

217:                                              ; preds = %212
  store i32 0, ptr %213, align 8, !tbaa !26
  %218 = getelementptr inbounds i8, ptr %210, i64 12
  store i32 0, ptr %218, align 4, !tbaa !28
  %219 = load ptr, ptr %210, align 8, !tbaa !29
  %220 = getelementptr inbounds i8, ptr %219, i64 16
  %221 = load ptr, ptr %220, align 8
  call void %221(ptr noundef nonnull align 8 dereferenceable(16) %210) #28
  %222 = load ptr, ptr %210, align 8, !tbaa !29
  %223 = getelementptr inbounds i8, ptr %222, i64 24
  %224 = load ptr, ptr %223, align 8
  call void %224(ptr noundef nonnull align 8 dereferenceable(16) %210) #28
  br label %236

225:                                              ; preds = %212
  %226 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %227 = icmp eq i8 %226, 0
  br i1 %227, label %230, label %228

228:                                              ; preds = %225
  %229 = add nsw i32 %216, -1
  store i32 %229, ptr %213, align 4, !tbaa !13
  br label %232

230:                                              ; preds = %225
  %231 = atomicrmw volatile add ptr %213, i32 -1 acq_rel, align 4
  br label %232

232:                                              ; preds = %230, %228
  %233 = phi i32 [ %216, %228 ], [ %231, %230 ]
  %234 = icmp eq i32 %233, 1
  br i1 %234, label %235, label %236, !prof !32

235:                                              ; preds = %232
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %210) #28
  br label %236

236:                                              ; preds = %235, %232, %217, %207
  %237 = getelementptr inbounds i8, ptr %208, i64 16
  %238 = icmp eq ptr %237, %205
  br i1 %238, label %239, label %207, !llvm.loop !33

239:                                              ; preds = %236
  %240 = load ptr, ptr %202, align 8, !tbaa !21
  br label %241

241:                                              ; preds = %239, %201
  %242 = phi ptr [ %240, %239 ], [ %203, %201 ]
  %243 = icmp eq ptr %242, null
  br i1 %243, label %250, label %244

244:                                              ; preds = %241
  %245 = getelementptr inbounds i8, ptr %25, i64 24
  %246 = load ptr, ptr %245, align 8, !tbaa !34
  %247 = ptrtoint ptr %246 to i64
  %248 = ptrtoint ptr %242 to i64
  %249 = sub i64 %247, %248
  call void @_ZdlPvm(ptr noundef nonnull %242, i64 noundef %249) #32
  br label %250

250:                                              ; preds = %241, %244
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %25) #28
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24) #28
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %27) #28
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %28) #28
  %251 = load i64, ptr %18, align 8, !tbaa !5
  store i64 %64, ptr %28, align 8, !tbaa !5
  %252 = getelementptr inbounds i8, ptr %28, i64 8
  store i64 %251, ptr %252, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %29) #28
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %29, i8 0, i64 32, i1 false)
  store ptr @.str.1, ptr %30, align 8, !tbaa !35, !alias.scope !43
  %253 = getelementptr inbounds i8, ptr %30, i64 8
  store ptr @.str.2, ptr %253, align 8, !tbaa !40, !alias.scope !43
  %254 = getelementptr inbounds i8, ptr %30, i64 16
  store i64 28, ptr %254, align 8, !tbaa !41, !alias.scope !43
  %255 = getelementptr inbounds i8, ptr %30, i64 24
  store i64 26, ptr %255, align 8, !tbaa !42, !alias.scope !43
  invoke void @_ZN4sycl3_V16bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvEC2EPiRKNS0_5rangeILi2EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(41) %27, ptr noundef %125, ptr noundef nonnull align 8 dereferenceable(16) %28, ptr noundef nonnull align 8 dereferenceable(32) %29, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %30)
          to label %256 unwind label %776

256:                                              ; preds = %250
  %257 = getelementptr inbounds i8, ptr %29, i64 8
  %258 = load ptr, ptr %257, align 8, !tbaa !21
  %259 = getelementptr inbounds i8, ptr %29, i64 16
  %260 = load ptr, ptr %259, align 8, !tbaa !23
  %261 = icmp eq ptr %258, %260
  br i1 %261, label %296, label %262

262:                                              ; preds = %256, %291
  %263 = phi ptr [ %292, %291 ], [ %258, %256 ]
  %264 = getelementptr inbounds i8, ptr %263, i64 8
  %265 = load ptr, ptr %264, align 8, !tbaa !24
  %266 = icmp eq ptr %265, null
  br i1 %266, label %291, label %267

267:                                              ; preds = %262
  %268 = getelementptr inbounds i8, ptr %265, i64 8
  %269 = load atomic i64, ptr %268 acquire, align 8
  %270 = icmp eq i64 %269, 4294967297
  %271 = trunc i64 %269 to i32
  br i1 %270, label %272, label %280

272:                                              ; preds = %267
  store i32 0, ptr %268, align 8, !tbaa !26
  %273 = getelementptr inbounds i8, ptr %265, i64 12
  store i32 0, ptr %273, align 4, !tbaa !28
  %274 = load ptr, ptr %265, align 8, !tbaa !29
  %275 = getelementptr inbounds i8, ptr %274, i64 16
  %276 = load ptr, ptr %275, align 8
  call void %276(ptr noundef nonnull align 8 dereferenceable(16) %265) #28
  %277 = load ptr, ptr %265, align 8, !tbaa !29
  %278 = getelementptr inbounds i8, ptr %277, i64 24
  %279 = load ptr, ptr %278, align 8
  call void %279(ptr noundef nonnull align 8 dereferenceable(16) %265) #28
  br label %291

280:                                              ; preds = %267
  %281 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %282 = icmp eq i8 %281, 0
  br i1 %282, label %285, label %283

283:                                              ; preds = %280
  %284 = add nsw i32 %271, -1
  store i32 %284, ptr %268, align 4, !tbaa !13
  br label %287

285:                                              ; preds = %280
  %286 = atomicrmw volatile add ptr %268, i32 -1 acq_rel, align 4
  br label %287

287:                                              ; preds = %285, %283
  %288 = phi i32 [ %271, %283 ], [ %286, %285 ]
  %289 = icmp eq i32 %288, 1
  br i1 %289, label %290, label %291, !prof !32

290:                                              ; preds = %287
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %265) #28
  br label %291

291:                                              ; preds = %290, %287, %272, %262
  %292 = getelementptr inbounds i8, ptr %263, i64 16
  %293 = icmp eq ptr %292, %260
  br i1 %293, label %294, label %262, !llvm.loop !33

294:                                              ; preds = %291
  %295 = load ptr, ptr %257, align 8, !tbaa !21
  br label %296

296:                                              ; preds = %294, %256
  %297 = phi ptr [ %295, %294 ], [ %258, %256 ]
  %298 = icmp eq ptr %297, null
  br i1 %298, label %305, label %299

299:                                              ; preds = %296
  %300 = getelementptr inbounds i8, ptr %29, i64 24
  %301 = load ptr, ptr %300, align 8, !tbaa !34
  %302 = ptrtoint ptr %301 to i64
  %303 = ptrtoint ptr %297 to i64
  %304 = sub i64 %302, %303
  call void @_ZdlPvm(ptr noundef nonnull %297, i64 noundef %304) #32
  br label %305

305:                                              ; preds = %296, %299
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %29) #28
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %28) #28
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %32) #28
  store ptr @.str.1, ptr %32, align 8, !tbaa !35, !alias.scope !46
  %306 = getelementptr inbounds i8, ptr %32, i64 8
  store ptr @.str.2, ptr %306, align 8, !tbaa !40, !alias.scope !46
  %307 = getelementptr inbounds i8, ptr %32, i64 16
  store i64 29, ptr %307, align 8, !tbaa !41, !alias.scope !46
  %308 = getelementptr inbounds i8, ptr %32, i64 24
  store i64 5, ptr %308, align 8, !tbaa !42, !alias.scope !46
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %15), !noalias !49
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %13) #28, !noalias !52
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1) %13, ptr noundef nonnull align 8 dereferenceable(32) %32)
          to label %309 unwind label %778

309:                                              ; preds = %305
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %14) #28, !noalias !52
  invoke void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16) %14)
          to label %314 unwind label %310, !noalias !52

310:                                              ; preds = %309
  %311 = landingpad { ptr, i32 }
          cleanup
  br label %374

312:                                              ; preds = %314
  %313 = landingpad { ptr, i32 }
          cleanup
  br label %372

314:                                              ; preds = %309
  %315 = getelementptr inbounds i8, ptr %15, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %15, i8 0, i64 32, i1 false), !noalias !52
  %316 = invoke noalias noundef nonnull dereferenceable(32) ptr @_Znwm(i64 noundef 32) #30
          to label %317 unwind label %312, !noalias !52

317:                                              ; preds = %314
  %318 = getelementptr inbounds i8, ptr %15, i64 24
  store ptr %23, ptr %316, align 16, !noalias !49
  %319 = getelementptr inbounds i8, ptr %316, i64 8
  store ptr %17, ptr %319, align 8, !noalias !49
  %320 = getelementptr inbounds i8, ptr %316, i64 16
  store ptr %19, ptr %320, align 16, !noalias !49
  %321 = getelementptr inbounds i8, ptr %316, i64 24
  store ptr %20, ptr %321, align 8, !noalias !49
  store ptr %316, ptr %15, align 8, !tbaa !9, !noalias !52
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E_E9_M_invokeERKSt9_Any_dataS3_, ptr %318, align 8, !tbaa !55, !noalias !52
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E_E10_M_managerERSt9_Any_dataRKS7_St18_Manager_operation, ptr %315, align 8, !tbaa !20, !noalias !52
  %322 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1) %13)
          to label %323 unwind label %363, !noalias !52

323:                                              ; preds = %317
  %324 = load i8, ptr %13, align 1, !tbaa !57, !range !60, !noalias !52, !noundef !61
  %325 = trunc nuw i8 %324 to i1
  %326 = xor i1 %325, true
  invoke void @_ZN4sycl3_V15queue22submit_with_event_implESt8functionIFvRNS0_7handlerEEERKNS0_6detail14SubmissionInfoERKNS7_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %31, ptr noundef nonnull align 8 dereferenceable(16) %21, ptr noundef nonnull %15, ptr noundef nonnull align 8 dereferenceable(16) %14, ptr noundef nonnull align 8 dereferenceable(32) %322, i1 noundef zeroext %326)
          to label %327 unwind label %363

327:                                              ; preds = %323
  %328 = load ptr, ptr %315, align 8, !tbaa !20, !noalias !52
  %329 = icmp eq ptr %328, null
  br i1 %329, label %335, label %330

330:                                              ; preds = %327
  %331 = invoke noundef zeroext i1 %328(ptr noundef nonnull align 8 dereferenceable(16) %15, ptr noundef nonnull align 8 dereferenceable(16) %15, i32 noundef 3)
          to label %335 unwind label %332

332:                                              ; preds = %330
  %333 = landingpad { ptr, i32 }
          catch ptr null
  %334 = extractvalue { ptr, i32 } %333, 0
  call void @__clang_call_terminate(ptr %334) #31
  unreachable

335:                                              ; preds = %330, %327
  %336 = getelementptr inbounds i8, ptr %14, i64 8
  %337 = load ptr, ptr %336, align 8, !tbaa !24, !noalias !52
  %338 = icmp eq ptr %337, null
  br i1 %338, label %376, label %339

339:                                              ; preds = %335
  %340 = getelementptr inbounds i8, ptr %337, i64 8
  %341 = load atomic i64, ptr %340 acquire, align 8
  %342 = icmp eq i64 %341, 4294967297
  %343 = trunc i64 %341 to i32
  br i1 %342, label %344, label %352

344:                                              ; preds = %339
  store i32 0, ptr %340, align 8, !tbaa !26
  %345 = getelementptr inbounds i8, ptr %337, i64 12
  store i32 0, ptr %345, align 4, !tbaa !28
  %346 = load ptr, ptr %337, align 8, !tbaa !29
  %347 = getelementptr inbounds i8, ptr %346, i64 16
  %348 = load ptr, ptr %347, align 8
  call void %348(ptr noundef nonnull align 8 dereferenceable(16) %337) #28
  %349 = load ptr, ptr %337, align 8, !tbaa !29
  %350 = getelementptr inbounds i8, ptr %349, i64 24
  %351 = load ptr, ptr %350, align 8
  call void %351(ptr noundef nonnull align 8 dereferenceable(16) %337) #28
  br label %376

352:                                              ; preds = %339
  %353 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !52
  %354 = icmp eq i8 %353, 0
  br i1 %354, label %357, label %355

355:                                              ; preds = %352
  %356 = add nsw i32 %343, -1
  store i32 %356, ptr %340, align 4, !tbaa !13
  br label %359

357:                                              ; preds = %352
  %358 = atomicrmw volatile add ptr %340, i32 -1 acq_rel, align 4
  br label %359

359:                                              ; preds = %357, %355
  %360 = phi i32 [ %343, %355 ], [ %358, %357 ]
  %361 = icmp eq i32 %360, 1
  br i1 %361, label %362, label %376, !prof !32

362:                                              ; preds = %359
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %337) #28
  br label %376

363:                                              ; preds = %323, %317
  %364 = landingpad { ptr, i32 }
          cleanup
  %365 = load ptr, ptr %315, align 8, !tbaa !20, !noalias !52
  %366 = icmp eq ptr %365, null
  br i1 %366, label %372, label %367

367:                                              ; preds = %363
  %368 = invoke noundef zeroext i1 %365(ptr noundef nonnull align 8 dereferenceable(16) %15, ptr noundef nonnull align 8 dereferenceable(16) %15, i32 noundef 3)
          to label %372 unwind label %369

369:                                              ; preds = %367
  %370 = landingpad { ptr, i32 }
          catch ptr null
  %371 = extractvalue { ptr, i32 } %370, 0
  call void @__clang_call_terminate(ptr %371) #31
  unreachable

372:                                              ; preds = %367, %363, %312
  %373 = phi { ptr, i32 } [ %313, %312 ], [ %364, %363 ], [ %364, %367 ]
  call void @_ZN4sycl3_V16detail14SubmissionInfoD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %14) #28
  br label %374

374:                                              ; preds = %372, %310
  %375 = phi { ptr, i32 } [ %373, %372 ], [ %311, %310 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %14) #28, !noalias !52
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %13) #28
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %13) #28, !noalias !52
  br label %780

376:                                              ; preds = %362, %359, %344, %335
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %14) #28, !noalias !52
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %13) #28
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %13) #28, !noalias !52
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %15), !noalias !49
  %377 = getelementptr inbounds i8, ptr %31, i64 8
  %378 = load ptr, ptr %377, align 8, !tbaa !24
  %379 = icmp eq ptr %378, null
  br i1 %379, label %404, label %380

380:                                              ; preds = %376
  %381 = getelementptr inbounds i8, ptr %378, i64 8
  %382 = load atomic i64, ptr %381 acquire, align 8
  %383 = icmp eq i64 %382, 4294967297
  %384 = trunc i64 %382 to i32
  br i1 %383, label %385, label %393

385:                                              ; preds = %380
  store i32 0, ptr %381, align 8, !tbaa !26
  %386 = getelementptr inbounds i8, ptr %378, i64 12
  store i32 0, ptr %386, align 4, !tbaa !28
  %387 = load ptr, ptr %378, align 8, !tbaa !29
  %388 = getelementptr inbounds i8, ptr %387, i64 16
  %389 = load ptr, ptr %388, align 8
  call void %389(ptr noundef nonnull align 8 dereferenceable(16) %378) #28
  %390 = load ptr, ptr %378, align 8, !tbaa !29
  %391 = getelementptr inbounds i8, ptr %390, i64 24
  %392 = load ptr, ptr %391, align 8
  call void %392(ptr noundef nonnull align 8 dereferenceable(16) %378) #28
  br label %404

393:                                              ; preds = %380
  %394 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %395 = icmp eq i8 %394, 0
  br i1 %395, label %398, label %396

396:                                              ; preds = %393
  %397 = add nsw i32 %384, -1
  store i32 %397, ptr %381, align 4, !tbaa !13
  br label %400

398:                                              ; preds = %393
  %399 = atomicrmw volatile add ptr %381, i32 -1 acq_rel, align 4
  br label %400

400:                                              ; preds = %398, %396
  %401 = phi i32 [ %384, %396 ], [ %399, %398 ]
  %402 = icmp eq i32 %401, 1
  br i1 %402, label %403, label %404, !prof !32

403:                                              ; preds = %400
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %378) #28
  br label %404

404:                                              ; preds = %376, %385, %400, %403
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %32) #28
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %34) #28
  store ptr @.str.1, ptr %34, align 8, !tbaa !35, !alias.scope !62
  %405 = getelementptr inbounds i8, ptr %34, i64 8
  store ptr @.str.2, ptr %405, align 8, !tbaa !40, !alias.scope !62
  %406 = getelementptr inbounds i8, ptr %34, i64 16
  store i64 33, ptr %406, align 8, !tbaa !41, !alias.scope !62
  %407 = getelementptr inbounds i8, ptr %34, i64 24
  store i64 5, ptr %407, align 8, !tbaa !42, !alias.scope !62
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12), !noalias !65
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %10) #28, !noalias !68
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1) %10, ptr noundef nonnull align 8 dereferenceable(32) %34)
          to label %408 unwind label %782

408:                                              ; preds = %404
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11) #28, !noalias !68
  invoke void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16) %11)
          to label %411 unwind label %409, !noalias !68

409:                                              ; preds = %408
  %410 = landingpad { ptr, i32 }
          cleanup
  br label %466

411:                                              ; preds = %408
  %412 = getelementptr inbounds i8, ptr %12, i64 16
  %413 = getelementptr inbounds i8, ptr %12, i64 24
  store ptr %27, ptr %12, align 8, !tbaa !9, !noalias !68
  %414 = getelementptr inbounds i8, ptr %12, i64 8
  store ptr %18, ptr %414, align 8, !tbaa !9, !noalias !68
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E0_E9_M_invokeERKSt9_Any_dataS3_, ptr %413, align 8, !tbaa !55, !noalias !68
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E0_E10_M_managerERSt9_Any_dataRKS7_St18_Manager_operation, ptr %412, align 8, !tbaa !20, !noalias !68
  %415 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1) %10)
          to label %416 unwind label %456, !noalias !68

416:                                              ; preds = %411
  %417 = load i8, ptr %10, align 1, !tbaa !57, !range !60, !noalias !68, !noundef !61
  %418 = trunc nuw i8 %417 to i1
  %419 = xor i1 %418, true
  invoke void @_ZN4sycl3_V15queue22submit_with_event_implESt8functionIFvRNS0_7handlerEEERKNS0_6detail14SubmissionInfoERKNS7_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %33, ptr noundef nonnull align 8 dereferenceable(16) %21, ptr noundef nonnull %12, ptr noundef nonnull align 8 dereferenceable(16) %11, ptr noundef nonnull align 8 dereferenceable(32) %415, i1 noundef zeroext %419)
          to label %420 unwind label %456

420:                                              ; preds = %416
  %421 = load ptr, ptr %412, align 8, !tbaa !20, !noalias !68
  %422 = icmp eq ptr %421, null
  br i1 %422, label %428, label %423

423:                                              ; preds = %420
  %424 = invoke noundef zeroext i1 %421(ptr noundef nonnull align 8 dereferenceable(16) %12, ptr noundef nonnull align 8 dereferenceable(16) %12, i32 noundef 3)
          to label %428 unwind label %425

425:                                              ; preds = %423
  %426 = landingpad { ptr, i32 }
          catch ptr null
  %427 = extractvalue { ptr, i32 } %426, 0
  call void @__clang_call_terminate(ptr %427) #31
  unreachable

428:                                              ; preds = %423, %420
  %429 = getelementptr inbounds i8, ptr %11, i64 8
  %430 = load ptr, ptr %429, align 8, !tbaa !24, !noalias !68
  %431 = icmp eq ptr %430, null
  br i1 %431, label %468, label %432

432:                                              ; preds = %428
  %433 = getelementptr inbounds i8, ptr %430, i64 8
  %434 = load atomic i64, ptr %433 acquire, align 8
  %435 = icmp eq i64 %434, 4294967297
  %436 = trunc i64 %434 to i32
  br i1 %435, label %437, label %445

437:                                              ; preds = %432
  store i32 0, ptr %433, align 8, !tbaa !26
  %438 = getelementptr inbounds i8, ptr %430, i64 12
  store i32 0, ptr %438, align 4, !tbaa !28
  %439 = load ptr, ptr %430, align 8, !tbaa !29
  %440 = getelementptr inbounds i8, ptr %439, i64 16
  %441 = load ptr, ptr %440, align 8
  call void %441(ptr noundef nonnull align 8 dereferenceable(16) %430) #28
  %442 = load ptr, ptr %430, align 8, !tbaa !29
  %443 = getelementptr inbounds i8, ptr %442, i64 24
  %444 = load ptr, ptr %443, align 8
  call void %444(ptr noundef nonnull align 8 dereferenceable(16) %430) #28
  br label %468

445:                                              ; preds = %432
  %446 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !68
  %447 = icmp eq i8 %446, 0
  br i1 %447, label %450, label %448

448:                                              ; preds = %445
  %449 = add nsw i32 %436, -1
  store i32 %449, ptr %433, align 4, !tbaa !13
  br label %452

450:                                              ; preds = %445
  %451 = atomicrmw volatile add ptr %433, i32 -1 acq_rel, align 4
  br label %452

452:                                              ; preds = %450, %448
  %453 = phi i32 [ %436, %448 ], [ %451, %450 ]
  %454 = icmp eq i32 %453, 1
  br i1 %454, label %455, label %468, !prof !32

455:                                              ; preds = %452
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %430) #28
  br label %468

456:                                              ; preds = %416, %411
  %457 = landingpad { ptr, i32 }
          cleanup
  %458 = load ptr, ptr %412, align 8, !tbaa !20, !noalias !68
  %459 = icmp eq ptr %458, null
  br i1 %459, label %465, label %460

460:                                              ; preds = %456
  %461 = invoke noundef zeroext i1 %458(ptr noundef nonnull align 8 dereferenceable(16) %12, ptr noundef nonnull align 8 dereferenceable(16) %12, i32 noundef 3)
          to label %465 unwind label %462

462:                                              ; preds = %460
  %463 = landingpad { ptr, i32 }
          catch ptr null
  %464 = extractvalue { ptr, i32 } %463, 0
  call void @__clang_call_terminate(ptr %464) #31
  unreachable

465:                                              ; preds = %460, %456
  call void @_ZN4sycl3_V16detail14SubmissionInfoD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %11) #28
  br label %466

466:                                              ; preds = %465, %409
  %467 = phi { ptr, i32 } [ %457, %465 ], [ %410, %409 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #28, !noalias !68
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %10) #28
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %10) #28, !noalias !68
  br label %784

468:                                              ; preds = %455, %452, %437, %428
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #28, !noalias !68
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %10) #28
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %10) #28, !noalias !68
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12), !noalias !65
  %469 = getelementptr inbounds i8, ptr %33, i64 8
  %470 = load ptr, ptr %469, align 8, !tbaa !24
  %471 = icmp eq ptr %470, null
  br i1 %471, label %496, label %472

472:                                              ; preds = %468
  %473 = getelementptr inbounds i8, ptr %470, i64 8
  %474 = load atomic i64, ptr %473 acquire, align 8
  %475 = icmp eq i64 %474, 4294967297
  %476 = trunc i64 %474 to i32
  br i1 %475, label %477, label %485

477:                                              ; preds = %472
  store i32 0, ptr %473, align 8, !tbaa !26
  %478 = getelementptr inbounds i8, ptr %470, i64 12
  store i32 0, ptr %478, align 4, !tbaa !28
  %479 = load ptr, ptr %470, align 8, !tbaa !29
  %480 = getelementptr inbounds i8, ptr %479, i64 16
  %481 = load ptr, ptr %480, align 8
  call void %481(ptr noundef nonnull align 8 dereferenceable(16) %470) #28
  %482 = load ptr, ptr %470, align 8, !tbaa !29
  %483 = getelementptr inbounds i8, ptr %482, i64 24
  %484 = load ptr, ptr %483, align 8
  call void %484(ptr noundef nonnull align 8 dereferenceable(16) %470) #28
  br label %496

485:                                              ; preds = %472
  %486 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %487 = icmp eq i8 %486, 0
  br i1 %487, label %490, label %488

488:                                              ; preds = %485
  %489 = add nsw i32 %476, -1
  store i32 %489, ptr %473, align 4, !tbaa !13
  br label %492

490:                                              ; preds = %485
  %491 = atomicrmw volatile add ptr %473, i32 -1 acq_rel, align 4
  br label %492

492:                                              ; preds = %490, %488
  %493 = phi i32 [ %476, %488 ], [ %491, %490 ]
  %494 = icmp eq i32 %493, 1
  br i1 %494, label %495, label %496, !prof !32

495:                                              ; preds = %492
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %470) #28
  br label %496

496:                                              ; preds = %495, %492, %477, %468
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %34) #28
  call void @_ZN4sycl3_V16bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %27) #28
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %27) #28
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %23) #28
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %23) #28
  %497 = load i64, ptr %17, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %35) #28
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %35, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %36) #28
  store ptr @.str.1, ptr %36, align 8, !tbaa !35, !alias.scope !71
  %498 = getelementptr inbounds i8, ptr %36, i64 8
  store ptr @.str.2, ptr %498, align 8, !tbaa !40, !alias.scope !71
  %499 = getelementptr inbounds i8, ptr %36, i64 16
  store i64 39, ptr %499, align 8, !tbaa !41, !alias.scope !71
  %500 = getelementptr inbounds i8, ptr %36, i64 24
  store i64 14, ptr %500, align 8, !tbaa !42, !alias.scope !71
  %501 = invoke noundef ptr @_ZN4sycl3_V113malloc_deviceIfEEPT_mRKNS0_5queueERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef %497, ptr noundef nonnull align 8 dereferenceable(16) %21, ptr noundef nonnull align 8 dereferenceable(32) %35, ptr noundef nonnull align 8 dereferenceable(32) %36)
          to label %502 unwind label %792

502:                                              ; preds = %496
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %36) #28
  %503 = getelementptr inbounds i8, ptr %35, i64 8
  %504 = load ptr, ptr %503, align 8, !tbaa !21
  %505 = getelementptr inbounds i8, ptr %35, i64 16
  %506 = load ptr, ptr %505, align 8, !tbaa !23
  %507 = icmp eq ptr %504, %506
  br i1 %507, label %542, label %508

508:                                              ; preds = %502, %537
  %509 = phi ptr [ %538, %537 ], [ %504, %502 ]
  %510 = getelementptr inbounds i8, ptr %509, i64 8
  %511 = load ptr, ptr %510, align 8, !tbaa !24
  %512 = icmp eq ptr %511, null
  br i1 %512, label %537, label %513

513:                                              ; preds = %508
  %514 = getelementptr inbounds i8, ptr %511, i64 8
  %515 = load atomic i64, ptr %514 acquire, align 8
  %516 = icmp eq i64 %515, 4294967297
  %517 = trunc i64 %515 to i32
  br i1 %516, label %518, label %526

518:                                              ; preds = %513
  store i32 0, ptr %514, align 8, !tbaa !26
  %519 = getelementptr inbounds i8, ptr %511, i64 12
  store i32 0, ptr %519, align 4, !tbaa !28
  %520 = load ptr, ptr %511, align 8, !tbaa !29
  %521 = getelementptr inbounds i8, ptr %520, i64 16
  %522 = load ptr, ptr %521, align 8
  call void %522(ptr noundef nonnull align 8 dereferenceable(16) %511) #28
  %523 = load ptr, ptr %511, align 8, !tbaa !29
  %524 = getelementptr inbounds i8, ptr %523, i64 24
  %525 = load ptr, ptr %524, align 8
  call void %525(ptr noundef nonnull align 8 dereferenceable(16) %511) #28
  br label %537

526:                                              ; preds = %513
  %527 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %528 = icmp eq i8 %527, 0
  br i1 %528, label %531, label %529

529:                                              ; preds = %526
  %530 = add nsw i32 %517, -1
  store i32 %530, ptr %514, align 4, !tbaa !13
  br label %533

531:                                              ; preds = %526
  %532 = atomicrmw volatile add ptr %514, i32 -1 acq_rel, align 4
  br label %533

533:                                              ; preds = %531, %529
  %534 = phi i32 [ %517, %529 ], [ %532, %531 ]
  %535 = icmp eq i32 %534, 1
  br i1 %535, label %536, label %537, !prof !32

536:                                              ; preds = %533
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %511) #28
  br label %537

537:                                              ; preds = %536, %533, %518, %508
  %538 = getelementptr inbounds i8, ptr %509, i64 16
  %539 = icmp eq ptr %538, %506
  br i1 %539, label %540, label %508, !llvm.loop !33

540:                                              ; preds = %537
  %541 = load ptr, ptr %503, align 8, !tbaa !21
  br label %542

542:                                              ; preds = %540, %502
  %543 = phi ptr [ %541, %540 ], [ %504, %502 ]
  %544 = icmp eq ptr %543, null
  br i1 %544, label %551, label %545

545:                                              ; preds = %542
  %546 = getelementptr inbounds i8, ptr %35, i64 24
  %547 = load ptr, ptr %546, align 8, !tbaa !34
  %548 = ptrtoint ptr %547 to i64
  %549 = ptrtoint ptr %543 to i64
  %550 = sub i64 %548, %549
  call void @_ZdlPvm(ptr noundef nonnull %543, i64 noundef %550) #32
  br label %551

551:                                              ; preds = %542, %545
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %35) #28
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %37) #28
  %552 = load i64, ptr %17, align 8, !tbaa !5
  %553 = shl i64 %552, 2
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %38) #28
  store ptr @.str.1, ptr %38, align 8, !tbaa !35, !alias.scope !74
  %554 = getelementptr inbounds i8, ptr %38, i64 8
  store ptr @.str.2, ptr %554, align 8, !tbaa !40, !alias.scope !74
  %555 = getelementptr inbounds i8, ptr %38, i64 16
  store i64 40, ptr %555, align 8, !tbaa !41, !alias.scope !74
  %556 = getelementptr inbounds i8, ptr %38, i64 24
  store i64 3, ptr %556, align 8, !tbaa !42, !alias.scope !74
  invoke void @_ZN4sycl3_V15queue6memcpyEPvPKvmRKNS0_6detail13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %37, ptr noundef nonnull align 8 dereferenceable(16) %21, ptr noundef %501, ptr noundef %97, i64 noundef %553, ptr noundef nonnull align 8 dereferenceable(32) %38)
          to label %557 unwind label %794

557:                                              ; preds = %551
  invoke void @_ZN4sycl3_V15event4waitEv(ptr noundef nonnull align 8 dereferenceable(16) %37)
          to label %558 unwind label %796

558:                                              ; preds = %557
  %559 = getelementptr inbounds i8, ptr %37, i64 8
  %560 = load ptr, ptr %559, align 8, !tbaa !24
  %561 = icmp eq ptr %560, null
  br i1 %561, label %586, label %562

562:                                              ; preds = %558
  %563 = getelementptr inbounds i8, ptr %560, i64 8
  %564 = load atomic i64, ptr %563 acquire, align 8
  %565 = icmp eq i64 %564, 4294967297
  %566 = trunc i64 %564 to i32
  br i1 %565, label %567, label %575

567:                                              ; preds = %562
  store i32 0, ptr %563, align 8, !tbaa !26
  %568 = getelementptr inbounds i8, ptr %560, i64 12
  store i32 0, ptr %568, align 4, !tbaa !28
  %569 = load ptr, ptr %560, align 8, !tbaa !29
  %570 = getelementptr inbounds i8, ptr %569, i64 16
  %571 = load ptr, ptr %570, align 8
  call void %571(ptr noundef nonnull align 8 dereferenceable(16) %560) #28
  %572 = load ptr, ptr %560, align 8, !tbaa !29
  %573 = getelementptr inbounds i8, ptr %572, i64 24
  %574 = load ptr, ptr %573, align 8
  call void %574(ptr noundef nonnull align 8 dereferenceable(16) %560) #28
  br label %586

575:                                              ; preds = %562
  %576 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %577 = icmp eq i8 %576, 0
  br i1 %577, label %580, label %578

578:                                              ; preds = %575
  %579 = add nsw i32 %566, -1
  store i32 %579, ptr %563, align 4, !tbaa !13
  br label %582

580:                                              ; preds = %575
  %581 = atomicrmw volatile add ptr %563, i32 -1 acq_rel, align 4
  br label %582

582:                                              ; preds = %580, %578
  %583 = phi i32 [ %566, %578 ], [ %581, %580 ]
  %584 = icmp eq i32 %583, 1
  br i1 %584, label %585, label %586, !prof !32

585:                                              ; preds = %582
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %560) #28
  br label %586

586:                                              ; preds = %585, %582, %567, %558
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %38) #28
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %37) #28
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %39) #28
  %587 = load i64, ptr %17, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %40) #28
  store ptr %501, ptr %40, align 8, !tbaa !77
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6), !noalias !79
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %7), !noalias !79
  store i64 %587, ptr %6, align 8, !noalias !84
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #28, !noalias !84
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %8, ptr noundef nonnull align 8 dereferenceable(32) @__const._ZN4sycl3_V15queue17parallel_for_implI6SquareLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESJ_DpOSH_.CodeLoc, i64 32, i1 false), !noalias !84
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %9) #28, !noalias !84
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1) %9, ptr noundef nonnull align 8 dereferenceable(32) %8)
          to label %588 unwind label %800

588:                                              ; preds = %586
  %589 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1) %9)
          to label %590 unwind label %657, !noalias !84

590:                                              ; preds = %588
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5), !noalias !87
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %3) #28, !noalias !90
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1) %3, ptr noundef nonnull align 8 dereferenceable(32) %589)
          to label %591 unwind label %657, !noalias !84

591:                                              ; preds = %590
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #28, !noalias !90
  invoke void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16) %4)
          to label %596 unwind label %592, !noalias !90

592:                                              ; preds = %591
  %593 = landingpad { ptr, i32 }
          cleanup
  br label %655

594:                                              ; preds = %596
  %595 = landingpad { ptr, i32 }
          cleanup
  br label %653

596:                                              ; preds = %591
  %597 = getelementptr inbounds i8, ptr %5, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %5, i8 0, i64 32, i1 false), !noalias !90
  %598 = invoke noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #30
          to label %599 unwind label %594, !noalias !90

599:                                              ; preds = %596
  %600 = getelementptr inbounds i8, ptr %5, i64 24
  store ptr %6, ptr %598, align 16, !noalias !87
  %601 = getelementptr inbounds i8, ptr %598, i64 8
  store ptr %7, ptr %601, align 8, !noalias !87
  %602 = getelementptr inbounds i8, ptr %598, i64 16
  store ptr %40, ptr %602, align 16, !noalias !87
  store ptr %598, ptr %5, align 8, !tbaa !9, !noalias !90
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZNS1_5queue17parallel_for_implI6SquareLi1ENS1_3ext6oneapi12experimental10propertiesINSA_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS1_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS1_5eventEE4typeENS1_5rangeIXT0_EEESN_DpOSL_EUlS3_E_E9_M_invokeERKSt9_Any_dataS3_, ptr %600, align 8, !tbaa !55, !noalias !90
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZNS1_5queue17parallel_for_implI6SquareLi1ENS1_3ext6oneapi12experimental10propertiesINSA_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS1_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS1_5eventEE4typeENS1_5rangeIXT0_EEESN_DpOSL_EUlS3_E_E10_M_managerERSt9_Any_dataRKSX_St18_Manager_operation, ptr %597, align 8, !tbaa !20, !noalias !90
  %603 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1) %3)
          to label %604 unwind label %644, !noalias !90

604:                                              ; preds = %599
  %605 = load i8, ptr %3, align 1, !tbaa !57, !range !60, !noalias !90, !noundef !61
  %606 = trunc nuw i8 %605 to i1
  %607 = xor i1 %606, true
  invoke void @_ZN4sycl3_V15queue22submit_with_event_implESt8functionIFvRNS0_7handlerEEERKNS0_6detail14SubmissionInfoERKNS7_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %39, ptr noundef nonnull align 8 dereferenceable(16) %21, ptr noundef nonnull %5, ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull align 8 dereferenceable(32) %603, i1 noundef zeroext %607)
          to label %608 unwind label %644

608:                                              ; preds = %604
  %609 = load ptr, ptr %597, align 8, !tbaa !20, !noalias !90
  %610 = icmp eq ptr %609, null
  br i1 %610, label %616, label %611

611:                                              ; preds = %608
  %612 = invoke noundef zeroext i1 %609(ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(16) %5, i32 noundef 3)
          to label %616 unwind label %613

613:                                              ; preds = %611
  %614 = landingpad { ptr, i32 }
          catch ptr null
  %615 = extractvalue { ptr, i32 } %614, 0
  call void @__clang_call_terminate(ptr %615) #31
  unreachable

616:                                              ; preds = %611, %608
  %617 = getelementptr inbounds i8, ptr %4, i64 8
  %618 = load ptr, ptr %617, align 8, !tbaa !24, !noalias !90
  %619 = icmp eq ptr %618, null
  br i1 %619, label %661, label %620

620:                                              ; preds = %616
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
  br label %661

633:                                              ; preds = %620
  %634 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !90
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
  br i1 %642, label %643, label %661, !prof !32

643:                                              ; preds = %640
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %618) #28
  br label %661

644:                                              ; preds = %604, %599
  %645 = landingpad { ptr, i32 }
          cleanup
  %646 = load ptr, ptr %597, align 8, !tbaa !20, !noalias !90
  %647 = icmp eq ptr %646, null
  br i1 %647, label %653, label %648

648:                                              ; preds = %644
  %649 = invoke noundef zeroext i1 %646(ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(16) %5, i32 noundef 3)
          to label %653 unwind label %650

650:                                              ; preds = %648
  %651 = landingpad { ptr, i32 }
          catch ptr null
  %652 = extractvalue { ptr, i32 } %651, 0
  call void @__clang_call_terminate(ptr %652) #31
  unreachable

653:                                              ; preds = %648, %644, %594
  %654 = phi { ptr, i32 } [ %595, %594 ], [ %645, %644 ], [ %645, %648 ]
  call void @_ZN4sycl3_V16detail14SubmissionInfoD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %4) #28
  br label %655

655:                                              ; preds = %653, %592
  %656 = phi { ptr, i32 } [ %654, %653 ], [ %593, %592 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #28, !noalias !90
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %3) #28
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %3) #28, !noalias !90
  br label %659

657:                                              ; preds = %590, %588
  %658 = landingpad { ptr, i32 }
          cleanup
  br label %659

659:                                              ; preds = %657, %655
  %660 = phi { ptr, i32 } [ %658, %657 ], [ %656, %655 ]
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %9) #28
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %9) #28, !noalias !84
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #28, !noalias !84
  br label %804

661:                                              ; preds = %643, %640, %625, %616
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #28, !noalias !90
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %3) #28
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %3) #28, !noalias !90
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5), !noalias !87
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %9) #28
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %9) #28, !noalias !84
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #28, !noalias !84
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6), !noalias !79
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %7), !noalias !79
  invoke void @_ZN4sycl3_V15event4waitEv(ptr noundef nonnull align 8 dereferenceable(16) %39)
          to label %662 unwind label %802

662:                                              ; preds = %661
  %663 = getelementptr inbounds i8, ptr %39, i64 8
  %664 = load ptr, ptr %663, align 8, !tbaa !24
  %665 = icmp eq ptr %664, null
  br i1 %665, label %690, label %666

666:                                              ; preds = %662
  %667 = getelementptr inbounds i8, ptr %664, i64 8
  %668 = load atomic i64, ptr %667 acquire, align 8
  %669 = icmp eq i64 %668, 4294967297
  %670 = trunc i64 %668 to i32
  br i1 %669, label %671, label %679

671:                                              ; preds = %666
  store i32 0, ptr %667, align 8, !tbaa !26
  %672 = getelementptr inbounds i8, ptr %664, i64 12
  store i32 0, ptr %672, align 4, !tbaa !28
  %673 = load ptr, ptr %664, align 8, !tbaa !29
  %674 = getelementptr inbounds i8, ptr %673, i64 16
  %675 = load ptr, ptr %674, align 8
  call void %675(ptr noundef nonnull align 8 dereferenceable(16) %664) #28
  %676 = load ptr, ptr %664, align 8, !tbaa !29
  %677 = getelementptr inbounds i8, ptr %676, i64 24
  %678 = load ptr, ptr %677, align 8
  call void %678(ptr noundef nonnull align 8 dereferenceable(16) %664) #28
  br label %690

679:                                              ; preds = %666
  %680 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %681 = icmp eq i8 %680, 0
  br i1 %681, label %684, label %682

682:                                              ; preds = %679
  %683 = add nsw i32 %670, -1
  store i32 %683, ptr %667, align 4, !tbaa !13
  br label %686

684:                                              ; preds = %679
  %685 = atomicrmw volatile add ptr %667, i32 -1 acq_rel, align 4
  br label %686

686:                                              ; preds = %684, %682
  %687 = phi i32 [ %670, %682 ], [ %685, %684 ]
  %688 = icmp eq i32 %687, 1
  br i1 %688, label %689, label %690, !prof !32

689:                                              ; preds = %686
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %664) #28
  br label %690

690:                                              ; preds = %662, %671, %686, %689
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %40) #28
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %39) #28
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %41) #28
  %691 = load i64, ptr %17, align 8, !tbaa !5
  %692 = shl i64 %691, 2
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %42) #28
  store ptr @.str.1, ptr %42, align 8, !tbaa !35, !alias.scope !93
  %693 = getelementptr inbounds i8, ptr %42, i64 8
  store ptr @.str.2, ptr %693, align 8, !tbaa !40, !alias.scope !93
  %694 = getelementptr inbounds i8, ptr %42, i64 16
  store i64 42, ptr %694, align 8, !tbaa !41, !alias.scope !93
  %695 = getelementptr inbounds i8, ptr %42, i64 24
  store i64 3, ptr %695, align 8, !tbaa !42, !alias.scope !93
  invoke void @_ZN4sycl3_V15queue6memcpyEPvPKvmRKNS0_6detail13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %41, ptr noundef nonnull align 8 dereferenceable(16) %21, ptr noundef %97, ptr noundef %501, i64 noundef %692, ptr noundef nonnull align 8 dereferenceable(32) %42)
          to label %696 unwind label %806

696:                                              ; preds = %690
  invoke void @_ZN4sycl3_V15event4waitEv(ptr noundef nonnull align 8 dereferenceable(16) %41)
          to label %697 unwind label %808

697:                                              ; preds = %696
  %698 = getelementptr inbounds i8, ptr %41, i64 8
  %699 = load ptr, ptr %698, align 8, !tbaa !24
  %700 = icmp eq ptr %699, null
  br i1 %700, label %725, label %701

701:                                              ; preds = %697
  %702 = getelementptr inbounds i8, ptr %699, i64 8
  %703 = load atomic i64, ptr %702 acquire, align 8
  %704 = icmp eq i64 %703, 4294967297
  %705 = trunc i64 %703 to i32
  br i1 %704, label %706, label %714

706:                                              ; preds = %701
  store i32 0, ptr %702, align 8, !tbaa !26
  %707 = getelementptr inbounds i8, ptr %699, i64 12
  store i32 0, ptr %707, align 4, !tbaa !28
  %708 = load ptr, ptr %699, align 8, !tbaa !29
  %709 = getelementptr inbounds i8, ptr %708, i64 16
  %710 = load ptr, ptr %709, align 8
  call void %710(ptr noundef nonnull align 8 dereferenceable(16) %699) #28
  %711 = load ptr, ptr %699, align 8, !tbaa !29
  %712 = getelementptr inbounds i8, ptr %711, i64 24
  %713 = load ptr, ptr %712, align 8
  call void %713(ptr noundef nonnull align 8 dereferenceable(16) %699) #28
  br label %725

714:                                              ; preds = %701
  %715 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %716 = icmp eq i8 %715, 0
  br i1 %716, label %719, label %717

717:                                              ; preds = %714
  %718 = add nsw i32 %705, -1
  store i32 %718, ptr %702, align 4, !tbaa !13
  br label %721

719:                                              ; preds = %714
  %720 = atomicrmw volatile add ptr %702, i32 -1 acq_rel, align 4
  br label %721

721:                                              ; preds = %719, %717
  %722 = phi i32 [ %705, %717 ], [ %720, %719 ]
  %723 = icmp eq i32 %722, 1
  br i1 %723, label %724, label %725, !prof !32

724:                                              ; preds = %721
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %699) #28
  br label %725

725:                                              ; preds = %697, %706, %721, %724
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %42) #28
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %41) #28
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %43) #28
  store ptr @.str.1, ptr %43, align 8, !tbaa !35, !alias.scope !96
  %726 = getelementptr inbounds i8, ptr %43, i64 8
  store ptr @.str.2, ptr %726, align 8, !tbaa !40, !alias.scope !96
  %727 = getelementptr inbounds i8, ptr %43, i64 16
  store i64 43, ptr %727, align 8, !tbaa !41, !alias.scope !96
  %728 = getelementptr inbounds i8, ptr %43, i64 24
  store i64 3, ptr %728, align 8, !tbaa !42, !alias.scope !96
  invoke void @_ZN4sycl3_V14freeEPvRKNS0_5queueERKNS0_6detail13code_locationE(ptr noundef %501, ptr noundef nonnull align 8 dereferenceable(16) %21, ptr noundef nonnull align 8 dereferenceable(32) %43)
          to label %729 unwind label %812

729:                                              ; preds = %725
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %43) #28
  %730 = load i64, ptr %17, align 8, !tbaa !5
  %731 = icmp eq i64 %730, 0
  br i1 %731, label %736, label %732

732:                                              ; preds = %729
  %733 = load float, ptr %19, align 4, !tbaa !11
  %734 = load i32, ptr %20, align 4, !tbaa !13
  %735 = sitofp i32 %734 to float
  br label %814

736:                                              ; preds = %814, %729
  %737 = phi i32 [ 0, %729 ], [ %829, %814 ]
  %738 = load i64, ptr %18, align 8, !tbaa !5
  %739 = mul i64 %738, %64
  %740 = icmp eq i64 %739, 0
  br i1 %740, label %832, label %741

741:                                              ; preds = %736
  %742 = icmp ult i64 %739, 8
  br i1 %742, label %743, label %746

743:                                              ; preds = %768, %741
  %744 = phi i64 [ 0, %741 ], [ %747, %768 ]
  %745 = phi i32 [ %737, %741 ], [ %770, %768 ]
  br label %878

746:                                              ; preds = %741
  %747 = and i64 %739, -8
  %748 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %737, i64 0
  br label %749

749:                                              ; preds = %749, %746
  %750 = phi i64 [ 0, %746 ], [ %765, %749 ]
  %751 = phi <4 x i32> [ %748, %746 ], [ %763, %749 ]
  %752 = phi <4 x i32> [ zeroinitializer, %746 ], [ %764, %749 ]
  %753 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %746 ], [ %766, %749 ]
  %754 = add <4 x i32> %753, <i32 4, i32 4, i32 4, i32 4>
  %755 = getelementptr inbounds i32, ptr %125, i64 %750
  %756 = getelementptr inbounds i8, ptr %755, i64 16
  %757 = load <4 x i32>, ptr %755, align 4, !tbaa !13
  %758 = load <4 x i32>, ptr %756, align 4, !tbaa !13
  %759 = icmp ne <4 x i32> %757, %753
  %760 = icmp ne <4 x i32> %758, %754
  %761 = zext <4 x i1> %759 to <4 x i32>
  %762 = zext <4 x i1> %760 to <4 x i32>
  %763 = add <4 x i32> %751, %761
  %764 = add <4 x i32> %752, %762
  %765 = add nuw i64 %750, 8
  %766 = add <4 x i32> %753, <i32 8, i32 8, i32 8, i32 8>
  %767 = icmp eq i64 %765, %747
  br i1 %767, label %768, label %749, !llvm.loop !99

768:                                              ; preds = %749
  %769 = add <4 x i32> %764, %763
  %770 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %769)
  %771 = icmp eq i64 %739, %747
  br i1 %771, label %832, label %743

772:                                              ; preds = %105, %101
  %773 = landingpad { ptr, i32 }
          cleanup
  br label %898

774:                                              ; preds = %196
  %775 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %25) #28
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %25) #28
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24) #28
  br label %790

776:                                              ; preds = %250
  %777 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %29) #28
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %29) #28
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %28) #28
  br label %788

778:                                              ; preds = %305
  %779 = landingpad { ptr, i32 }
          cleanup
  br label %780

780:                                              ; preds = %374, %778
  %781 = phi { ptr, i32 } [ %779, %778 ], [ %375, %374 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %32) #28
  br label %786

782:                                              ; preds = %404
  %783 = landingpad { ptr, i32 }
          cleanup
  br label %784

784:                                              ; preds = %466, %782
  %785 = phi { ptr, i32 } [ %783, %782 ], [ %467, %466 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %34) #28
  br label %786

786:                                              ; preds = %784, %780
  %787 = phi { ptr, i32 } [ %785, %784 ], [ %781, %780 ]
  call void @_ZN4sycl3_V16bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %27) #28
  br label %788

788:                                              ; preds = %786, %776
  %789 = phi { ptr, i32 } [ %787, %786 ], [ %777, %776 ]
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %27) #28
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %23) #28
  br label %790

790:                                              ; preds = %788, %774
  %791 = phi { ptr, i32 } [ %789, %788 ], [ %775, %774 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %23) #28
  br label %889

792:                                              ; preds = %496
  %793 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %36) #28
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %35) #28
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %35) #28
  br label %889

794:                                              ; preds = %551
  %795 = landingpad { ptr, i32 }
          cleanup
  br label %798

796:                                              ; preds = %557
  %797 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %37) #28
  br label %798

798:                                              ; preds = %796, %794
  %799 = phi { ptr, i32 } [ %797, %796 ], [ %795, %794 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %38) #28
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %37) #28
  br label %889

800:                                              ; preds = %586
  %801 = landingpad { ptr, i32 }
          cleanup
  br label %804

802:                                              ; preds = %661
  %803 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %39) #28
  br label %804

804:                                              ; preds = %800, %659, %802
  %805 = phi { ptr, i32 } [ %803, %802 ], [ %801, %800 ], [ %660, %659 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %40) #28
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %39) #28
  br label %889

806:                                              ; preds = %690
  %807 = landingpad { ptr, i32 }
          cleanup
  br label %810

808:                                              ; preds = %696
  %809 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %41) #28
  br label %810

810:                                              ; preds = %808, %806
  %811 = phi { ptr, i32 } [ %809, %808 ], [ %807, %806 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %42) #28
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %41) #28
  br label %889

812:                                              ; preds = %725
  %813 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %43) #28
  br label %889

814:                                              ; preds = %732, %814
  %815 = phi i64 [ 0, %732 ], [ %830, %814 ]
  %816 = phi i32 [ 0, %732 ], [ %829, %814 ]
  %817 = urem i64 %815, 10
  %818 = uitofp nneg i64 %817 to float
  %819 = call float @llvm.fmuladd.f32(float %733, float %818, float %735)
  %820 = getelementptr inbounds float, ptr %97, i64 %815
  %821 = load float, ptr %820, align 4, !tbaa !11
  %822 = fneg float %819
  %823 = call float @llvm.fmuladd.f32(float %822, float %819, float %821)
  %824 = call noundef float @llvm.fabs.f32(float %823)
  %825 = call float @llvm.fmuladd.f32(float %819, float %819, float 1.000000e+00)
  %826 = fmul float %825, 0x3F1A36E2E0000000
  %827 = fcmp ogt float %824, %826
  %828 = zext i1 %827 to i32
  %829 = add nuw nsw i32 %816, %828
  %830 = add nuw i64 %815, 1
  %831 = icmp eq i64 %830, %730
  br i1 %831, label %736, label %814, !llvm.loop !102

832:                                              ; preds = %878, %768, %736
  %833 = phi i32 [ %737, %736 ], [ %770, %768 ], [ %886, %878 ]
  %834 = icmp ne i32 %833, 0
  %835 = select i1 %834, ptr @.str.3, ptr @.str.4
  %836 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) %835, i32 noundef %833)
  %837 = getelementptr inbounds i8, ptr %21, i64 8
  %838 = load ptr, ptr %837, align 8, !tbaa !24
  %839 = icmp eq ptr %838, null
  br i1 %839, label %864, label %840

840:                                              ; preds = %832
  %841 = getelementptr inbounds i8, ptr %838, i64 8
  %842 = load atomic i64, ptr %841 acquire, align 8
  %843 = icmp eq i64 %842, 4294967297
  %844 = trunc i64 %842 to i32
  br i1 %843, label %845, label %853

845:                                              ; preds = %840
  store i32 0, ptr %841, align 8, !tbaa !26
  %846 = getelementptr inbounds i8, ptr %838, i64 12
  store i32 0, ptr %846, align 4, !tbaa !28
  %847 = load ptr, ptr %838, align 8, !tbaa !29
  %848 = getelementptr inbounds i8, ptr %847, i64 16
  %849 = load ptr, ptr %848, align 8
  call void %849(ptr noundef nonnull align 8 dereferenceable(16) %838) #28
  %850 = load ptr, ptr %838, align 8, !tbaa !29
  %851 = getelementptr inbounds i8, ptr %850, i64 24
  %852 = load ptr, ptr %851, align 8
  call void %852(ptr noundef nonnull align 8 dereferenceable(16) %838) #28
  br label %864

853:                                              ; preds = %840
  %854 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %855 = icmp eq i8 %854, 0
  br i1 %855, label %858, label %856

856:                                              ; preds = %853
  %857 = add nsw i32 %844, -1
  store i32 %857, ptr %841, align 4, !tbaa !13
  br label %860

858:                                              ; preds = %853
  %859 = atomicrmw volatile add ptr %841, i32 -1 acq_rel, align 4
  br label %860

860:                                              ; preds = %858, %856
  %861 = phi i32 [ %844, %856 ], [ %859, %858 ]
  %862 = icmp eq i32 %861, 1
  br i1 %862, label %863, label %864, !prof !32

863:                                              ; preds = %860
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %838) #28
  br label %864

864:                                              ; preds = %832, %845, %860, %863
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %21) #28
  %865 = icmp eq ptr %125, null
  br i1 %865, label %870, label %866

866:                                              ; preds = %864
  %867 = ptrtoint ptr %124 to i64
  %868 = ptrtoint ptr %125 to i64
  %869 = sub i64 %867, %868
  call void @_ZdlPvm(ptr noundef nonnull %125, i64 noundef %869) #32
  br label %870

870:                                              ; preds = %864, %866
  %871 = icmp eq ptr %97, null
  br i1 %871, label %876, label %872

872:                                              ; preds = %870
  %873 = ptrtoint ptr %98 to i64
  %874 = ptrtoint ptr %97 to i64
  %875 = sub i64 %873, %874
  call void @_ZdlPvm(ptr noundef nonnull %97, i64 noundef %875) #32
  br label %876

876:                                              ; preds = %870, %872
  %877 = zext i1 %834 to i32
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %20) #28
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %19) #28
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18) #28
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17) #28
  ret i32 %877

878:                                              ; preds = %743, %878
  %879 = phi i64 [ %887, %878 ], [ %744, %743 ]
  %880 = phi i32 [ %886, %878 ], [ %745, %743 ]
  %881 = getelementptr inbounds i32, ptr %125, i64 %879
  %882 = load i32, ptr %881, align 4, !tbaa !13
  %883 = trunc i64 %879 to i32
  %884 = icmp ne i32 %882, %883
  %885 = zext i1 %884 to i32
  %886 = add nsw i32 %880, %885
  %887 = add nuw i64 %879, 1
  %888 = icmp eq i64 %887, %739
  br i1 %888, label %832, label %878, !llvm.loop !103

889:                                              ; preds = %792, %798, %804, %810, %812, %790
  %890 = phi { ptr, i32 } [ %791, %790 ], [ %813, %812 ], [ %811, %810 ], [ %805, %804 ], [ %799, %798 ], [ %793, %792 ]
  call void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %21) #28
  br label %891

891:                                              ; preds = %889, %146
  %892 = phi { ptr, i32 } [ %890, %889 ], [ %138, %146 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %21) #28
  %893 = icmp eq ptr %125, null
  br i1 %893, label %898, label %894

894:                                              ; preds = %891
  %895 = ptrtoint ptr %124 to i64
  %896 = ptrtoint ptr %125 to i64
  %897 = sub i64 %895, %896
  call void @_ZdlPvm(ptr noundef nonnull %125, i64 noundef %897) #32
  br label %898

898:                                              ; preds = %894, %891, %772
  %899 = phi { ptr, i32 } [ %773, %772 ], [ %892, %891 ], [ %892, %894 ]
  %900 = icmp eq ptr %97, null
  br i1 %900, label %905, label %901

901:                                              ; preds = %898
  %902 = ptrtoint ptr %98 to i64
  %903 = ptrtoint ptr %97 to i64
  %904 = sub i64 %902, %903
  call void @_ZdlPvm(ptr noundef nonnull %97, i64 noundef %904) #32
  br label %905

905:                                              ; preds = %901, %898
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %20) #28
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %19) #28
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18) #28
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17) #28
  resume { ptr, i32 } %899
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtoul(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind memory(read)
declare noundef ptr @getenv(ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare float @strtof(ptr noundef readonly, ptr nocapture noundef) local_unnamed_addr #2

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %0, ptr noundef %1, ptr noundef nonnull align 8 dereferenceable(8) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.std::unique_ptr", align 8
  %7 = alloca %"struct.std::array", align 8
  %8 = load i64, ptr %2, align 8, !tbaa !5
  %9 = shl i64 %8, 2
  %10 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #30, !noalias !104
  store ptr getelementptr inbounds inrange(-16, 56) (i8, ptr @_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE, i64 16), ptr %10, align 8, !tbaa !29, !noalias !104
  %11 = getelementptr inbounds i8, ptr %10, i64 8
  store i64 128, ptr %11, align 8, !tbaa !107, !noalias !104
  %12 = getelementptr inbounds i8, ptr %10, i64 16
  store i64 4, ptr %12, align 8, !tbaa !109, !noalias !104
  store ptr %10, ptr %6, align 8, !tbaa !112
  invoke void @_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS8_EE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef %1, i64 noundef %9, i64 noundef 4, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull %6)
          to label %13 unwind label %33

13:                                               ; preds = %5
  %14 = load ptr, ptr %6, align 8, !tbaa !9
  %15 = icmp eq ptr %14, null
  br i1 %15, label %20, label %16

16:                                               ; preds = %13
  %17 = load ptr, ptr %14, align 8, !tbaa !29
  %18 = getelementptr inbounds i8, ptr %17, i64 16
  %19 = load ptr, ptr %18, align 8
  call void %19(ptr noundef nonnull align 8 dereferenceable(8) %14) #28
  br label %20

20:                                               ; preds = %13, %16
  store ptr null, ptr %6, align 8, !tbaa !9
  %21 = getelementptr inbounds i8, ptr %0, i64 16
  %22 = load i64, ptr %2, align 8
  store i64 %22, ptr %21, align 8
  %23 = getelementptr inbounds i8, ptr %0, i64 24
  store i64 0, ptr %23, align 8, !tbaa !114
  %24 = getelementptr inbounds i8, ptr %0, i64 32
  store i8 0, ptr %24, align 8, !tbaa !121
  %25 = load ptr, ptr %0, align 8, !tbaa !122
  %26 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTIf, i64 8), align 8, !tbaa !123
  %27 = load i8, ptr %26, align 1, !tbaa !31
  %28 = icmp eq i8 %27, 42
  %29 = zext i1 %28 to i64
  %30 = getelementptr inbounds i8, ptr %26, i64 %29
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #28
  store i64 %22, ptr %7, align 8, !tbaa !5, !alias.scope !125
  %31 = getelementptr inbounds i8, ptr %7, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %31, i8 0, i64 16, i1 false), !alias.scope !125
  invoke void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef %25, ptr noundef %1, ptr noundef nonnull %30, i32 noundef 1, i32 noundef 4, ptr noundef nonnull %7)
          to label %32 unwind label %41

32:                                               ; preds = %20
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #28
  ret void

33:                                               ; preds = %5
  %34 = landingpad { ptr, i32 }
          cleanup
  %35 = load ptr, ptr %6, align 8, !tbaa !9
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

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvEC2EPiRKNS0_5rangeILi2EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(41) %0, ptr noundef %1, ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.std::unique_ptr", align 8
  %7 = alloca %"struct.std::array", align 16
  %8 = load i64, ptr %2, align 8, !tbaa !5
  %9 = getelementptr inbounds i8, ptr %2, i64 8
  %10 = load i64, ptr %9, align 8, !tbaa !5
  %11 = shl i64 %8, 2
  %12 = mul i64 %11, %10
  %13 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #30, !noalias !128
  store ptr getelementptr inbounds inrange(-16, 56) (i8, ptr @_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE, i64 16), ptr %13, align 8, !tbaa !29, !noalias !128
  %14 = getelementptr inbounds i8, ptr %13, i64 8
  store i64 128, ptr %14, align 8, !tbaa !131, !noalias !128
  %15 = getelementptr inbounds i8, ptr %13, i64 16
  store i64 4, ptr %15, align 8, !tbaa !133, !noalias !128
  store ptr %13, ptr %6, align 8, !tbaa !112
  invoke void @_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS8_EE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef %1, i64 noundef %12, i64 noundef 4, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull %6)
          to label %16 unwind label %36

16:                                               ; preds = %5
  %17 = load ptr, ptr %6, align 8, !tbaa !9
  %18 = icmp eq ptr %17, null
  br i1 %18, label %23, label %19

19:                                               ; preds = %16
  %20 = load ptr, ptr %17, align 8, !tbaa !29
  %21 = getelementptr inbounds i8, ptr %20, i64 16
  %22 = load ptr, ptr %21, align 8
  call void %22(ptr noundef nonnull align 8 dereferenceable(8) %17) #28
  br label %23

23:                                               ; preds = %16, %19
  store ptr null, ptr %6, align 8, !tbaa !9
  %24 = getelementptr inbounds i8, ptr %0, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %24, ptr noundef nonnull align 8 dereferenceable(16) %2, i64 16, i1 false)
  %25 = getelementptr inbounds i8, ptr %0, i64 32
  store i64 0, ptr %25, align 8, !tbaa !135
  %26 = getelementptr inbounds i8, ptr %0, i64 40
  store i8 0, ptr %26, align 8, !tbaa !139
  %27 = load ptr, ptr %0, align 8, !tbaa !122
  %28 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTIi, i64 8), align 8, !tbaa !123
  %29 = load i8, ptr %28, align 1, !tbaa !31
  %30 = icmp eq i8 %29, 42
  %31 = zext i1 %30 to i64
  %32 = getelementptr inbounds i8, ptr %28, i64 %31
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #28
  call void @llvm.experimental.noalias.scope.decl(metadata !140)
  %33 = load <2 x i64>, ptr %24, align 8, !tbaa !5, !noalias !140
  store <2 x i64> %33, ptr %7, align 16, !tbaa !5, !alias.scope !140
  %34 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 0, ptr %34, align 16, !tbaa !5, !alias.scope !140
  invoke void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef %27, ptr noundef %1, ptr noundef nonnull %32, i32 noundef 2, i32 noundef 4, ptr noundef nonnull %7)
          to label %35 unwind label %44

35:                                               ; preds = %23
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #28
  ret void

36:                                               ; preds = %5
  %37 = landingpad { ptr, i32 }
          cleanup
  %38 = load ptr, ptr %6, align 8, !tbaa !9
  %39 = icmp eq ptr %38, null
  br i1 %39, label %46, label %40

40:                                               ; preds = %36
  %41 = load ptr, ptr %38, align 8, !tbaa !29
  %42 = getelementptr inbounds i8, ptr %41, i64 16
  %43 = load ptr, ptr %42, align 8
  call void %43(ptr noundef nonnull align 8 dereferenceable(8) %38) #28
  br label %46

44:                                               ; preds = %23
  %45 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #28
  call void @_ZN4sycl3_V16detail12buffer_plainD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #28
  br label %46

46:                                               ; preds = %36, %40, %44
  %47 = phi { ptr, i32 } [ %45, %44 ], [ %37, %40 ], [ %37, %36 ]
  resume { ptr, i32 } %47
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
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %0) unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  %10 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.9, i64 noundef 20)
          to label %11 unwind label %51

11:                                               ; preds = %8
  %12 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.10, i64 noundef 1)
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
  tail call void @__assert_fail(ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.12, i32 noundef 483, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvED2Ev) #31
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
  tail call void @__clang_call_terminate(ptr %53) #31
  unreachable

54:                                               ; preds = %2
  tail call void @__clang_call_terminate(ptr %4) #31
  unreachable
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
  %6 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #28
  %7 = icmp eq i32 %5, %6
  br i1 %7, label %8, label %54

8:                                                ; preds = %2
  %9 = tail call ptr @__cxa_begin_catch(ptr %4) #28
  %10 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.9, i64 noundef 20)
          to label %11 unwind label %51

11:                                               ; preds = %8
  %12 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.10, i64 noundef 1)
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
  tail call void @__assert_fail(ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.12, i32 noundef 483, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev) #31
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
  tail call void @__clang_call_terminate(ptr %53) #31
  unreachable

54:                                               ; preds = %2
  tail call void @__clang_call_terminate(ptr %4) #31
  unreachable
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V113malloc_deviceIfEEPT_mRKNS0_5queueERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3) local_unnamed_addr #4 comdat personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::device", align 8
  %6 = alloca %"class.sycl::_V1::context", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #28
  call void @_ZNK4sycl3_V15queue10get_deviceEv(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::device") align 8 %5, ptr noundef nonnull align 8 dereferenceable(16) %1)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #28
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

declare void @_ZN4sycl3_V15queue6memcpyEPvPKvmRKNS0_6detail13code_locationE(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef, ptr noundef, i64 noundef, ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #7

declare void @_ZN4sycl3_V15event4waitEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #7

declare void @_ZN4sycl3_V14freeEPvRKNS0_5queueERKNS0_6detail13code_locationE(ptr noundef, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #8

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #9

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

declare noundef i32 @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE(ptr noundef nonnull align 8 dereferenceable(16)) #7

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE(ptr noundef %0) #10 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.std::__exception_ptr::exception_ptr", align 8
  %3 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.5, i64 noundef 40)
  %4 = tail call ptr @_ZNK4sycl3_V114exception_list5beginEv(ptr noundef nonnull align 8 dereferenceable(24) %0)
  %5 = tail call ptr @_ZNK4sycl3_V114exception_list3endEv(ptr noundef nonnull align 8 dereferenceable(24) %0)
  %6 = icmp eq ptr %4, %5
  br i1 %6, label %7, label %9

7:                                                ; preds = %46, %1
  %8 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt4endlIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr)
  call void @_ZSt9terminatev() #31
  unreachable

9:                                                ; preds = %1, %46
  %10 = phi ptr [ %47, %46 ], [ %4, %1 ]
  %11 = load ptr, ptr %10, align 8, !tbaa !143
  %12 = icmp eq ptr %11, null
  br i1 %12, label %46, label %13

13:                                               ; preds = %9
  store ptr %11, ptr %2, align 8, !tbaa !143
  call void @_ZNSt15__exception_ptr13exception_ptr9_M_addrefEv(ptr noundef nonnull align 8 dereferenceable(8) %2) #28
  invoke void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(ptr noundef nonnull %2) #29
          to label %14 unwind label %15

14:                                               ; preds = %13
  unreachable

15:                                               ; preds = %13
  %16 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception
  %17 = extractvalue { ptr, i32 } %16, 1
  %18 = load ptr, ptr %2, align 8, !tbaa !143
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
  %27 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.6, i64 noundef 2)
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
  %40 = load i32, ptr %39, align 8, !tbaa !145
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
  call void @__clang_call_terminate(ptr %55) #31
  unreachable
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::device", align 8
  %6 = alloca %"class.std::function.34", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #28
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #28
  %7 = getelementptr inbounds i8, ptr %6, i64 16
  %8 = getelementptr inbounds i8, ptr %6, i64 24
  %9 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 0, ptr %9, align 8
  store ptr %1, ptr %6, align 8, !tbaa !9
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_, ptr %8, align 8, !tbaa !151
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
  call void @__clang_call_terminate(ptr %46) #31
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
  call void @__clang_call_terminate(ptr %60) #31
  unreachable

61:                                               ; preds = %52, %56
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #28
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #28
  resume { ptr, i32 } %53
}

; Function Attrs: inlinehint mustprogress uwtable
declare noundef nonnull align 8 dereferenceable(8) ptr @_ZStlsISt11char_traitsIcEERSt13basic_ostreamIcT_ES5_PKc(ptr noundef nonnull align 8 dereferenceable(8), ptr noundef) local_unnamed_addr #10

declare ptr @_ZNK4sycl3_V114exception_list5beginEv(ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #7

declare ptr @_ZNK4sycl3_V114exception_list3endEv(ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #7

; Function Attrs: noreturn
declare void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(ptr noundef) local_unnamed_addr #11

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #12

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #13 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #28
  tail call void @_ZSt9terminatev() #31
  unreachable
}

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: inlinehint mustprogress uwtable
declare noundef nonnull align 8 dereferenceable(8) ptr @_ZSt4endlIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #10

declare noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8), ptr noundef, i64 noundef) local_unnamed_addr #7

declare void @_ZNSt9basic_iosIcSt11char_traitsIcEE5clearESt12_Ios_Iostate(ptr noundef nonnull align 8 dereferenceable(264), i32 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #14

; Function Attrs: nounwind
declare void @_ZNSt15__exception_ptr13exception_ptr9_M_addrefEv(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #15

; Function Attrs: nounwind
declare void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #15

declare noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo3putEc(ptr noundef nonnull align 8 dereferenceable(8), i8 noundef signext) local_unnamed_addr #7

declare noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo5flushEv(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #7

; Function Attrs: noreturn
declare void @_ZSt16__throw_bad_castv() local_unnamed_addr #11

declare void @_ZNKSt5ctypeIcE13_M_widen_initEv(ptr noundef nonnull align 8 dereferenceable(570)) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #16

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(24) %1) #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::exception_list", align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3)
  %4 = load ptr, ptr %0, align 8, !tbaa !9
  %5 = load <2 x ptr>, ptr %1, align 8, !tbaa !9
  store <2 x ptr> %5, ptr %3, align 16, !tbaa !9
  %6 = getelementptr inbounds i8, ptr %3, i64 16
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  %8 = load ptr, ptr %7, align 8, !tbaa !153
  store ptr %8, ptr %6, align 16, !tbaa !153
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, i8 0, i64 24, i1 false)
  invoke void %4(ptr noundef nonnull %3)
          to label %9 unwind label %32

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %3, i64 8
  %11 = load ptr, ptr %3, align 16, !tbaa !155
  %12 = load ptr, ptr %10, align 8, !tbaa !156
  %13 = icmp eq ptr %11, %12
  br i1 %13, label %24, label %14

14:                                               ; preds = %9, %19
  %15 = phi ptr [ %20, %19 ], [ %11, %9 ]
  %16 = load ptr, ptr %15, align 8, !tbaa !143
  %17 = icmp eq ptr %16, null
  br i1 %17, label %19, label %18

18:                                               ; preds = %14
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %15) #28
  br label %19

19:                                               ; preds = %18, %14
  %20 = getelementptr inbounds i8, ptr %15, i64 8
  %21 = icmp eq ptr %20, %12
  br i1 %21, label %22, label %14, !llvm.loop !157

22:                                               ; preds = %19
  %23 = load ptr, ptr %3, align 16, !tbaa !155
  br label %24

24:                                               ; preds = %22, %9
  %25 = phi ptr [ %23, %22 ], [ %11, %9 ]
  %26 = icmp eq ptr %25, null
  br i1 %26, label %34, label %27

27:                                               ; preds = %24
  %28 = load ptr, ptr %6, align 16, !tbaa !153
  %29 = ptrtoint ptr %28 to i64
  %30 = ptrtoint ptr %25 to i64
  %31 = sub i64 %29, %30
  call void @_ZdlPvm(ptr noundef nonnull %25, i64 noundef %31) #32
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
define linkonce_odr dso_local noundef zeroext i1 @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) #4 comdat align 2 personality ptr @__gxx_personality_v0 {
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
define linkonce_odr dso_local void @_ZN4sycl3_V114exception_listD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !155
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !156
  %5 = icmp eq ptr %2, %4
  br i1 %5, label %16, label %6

6:                                                ; preds = %1, %11
  %7 = phi ptr [ %12, %11 ], [ %2, %1 ]
  %8 = load ptr, ptr %7, align 8, !tbaa !143
  %9 = icmp eq ptr %8, null
  br i1 %9, label %11, label %10

10:                                               ; preds = %6
  tail call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %7) #28
  br label %11

11:                                               ; preds = %10, %6
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  %13 = icmp eq ptr %12, %4
  br i1 %13, label %14, label %6, !llvm.loop !157

14:                                               ; preds = %11
  %15 = load ptr, ptr %0, align 8, !tbaa !155
  br label %16

16:                                               ; preds = %14, %1
  %17 = phi ptr [ %15, %14 ], [ %2, %1 ]
  %18 = icmp eq ptr %17, null
  br i1 %18, label %25, label %19

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !153
  %22 = ptrtoint ptr %21 to i64
  %23 = ptrtoint ptr %17 to i64
  %24 = sub i64 %22, %23
  tail call void @_ZdlPvm(ptr noundef nonnull %17, i64 noundef %24) #32
  br label %25

25:                                               ; preds = %16, %19
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #17

declare void @_ZN4sycl3_V16detail13select_deviceERKSt8functionIFiRKNS0_6deviceEEE(ptr dead_on_unwind writable sret(%"class.sycl::_V1::device") align 8, ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #7

declare void @_ZN4sycl3_V15queueC2ERKNS0_6deviceERKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #7

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
define linkonce_odr dso_local noundef i32 @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) #4 comdat align 2 {
  %3 = load ptr, ptr %0, align 8, !tbaa !9
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
define linkonce_odr dso_local void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %0) local_unnamed_addr #18 comdat align 2 personality ptr @__gxx_personality_v0 {
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

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #8

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(ptr noundef) local_unnamed_addr #11

; Function Attrs: noreturn
declare void @_ZSt28__throw_bad_array_new_lengthv() local_unnamed_addr #11

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #19

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #20

declare void @_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS8_EE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef, i64 noundef, i64 noundef, ptr noundef nonnull align 8 dereferenceable(32), ptr noundef) unnamed_addr #7

declare void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef, ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #7

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
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE16getAllocatorImplEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #6 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfED0Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #6 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 24) #32
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE8allocateEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #4 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = shl i64 %1, 2
  %5 = add i64 %4, -1
  %6 = load i64, ptr %3, align 8, !tbaa !107
  %7 = add i64 %6, -1
  %8 = or i64 %7, %5
  %9 = add i64 %8, 1
  %10 = icmp ult i64 %9, %1
  br i1 %10, label %11, label %13

11:                                               ; preds = %2
  %12 = tail call ptr @__cxa_allocate_exception(i64 8) #28
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %12, align 8, !tbaa !29
  tail call void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #29
  unreachable

13:                                               ; preds = %2
  %14 = tail call noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef %6, i64 noundef %9)
  %15 = icmp eq ptr %14, null
  br i1 %15, label %16, label %18

16:                                               ; preds = %13
  %17 = tail call ptr @__cxa_allocate_exception(i64 8) #28
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %17, align 8, !tbaa !29
  tail call void @__cxa_throw(ptr nonnull %17, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #29
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
define linkonce_odr dso_local noundef i64 @_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12getValueSizeEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #6 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load i64, ptr %2, align 8, !tbaa !109
  ret i64 %3
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12setAlignmentEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #4 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = tail call i64 @llvm.umax.i64(i64 %1, i64 64)
  store i64 %4, ptr %3, align 8, !tbaa !107
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

declare void @_ZNK4sycl3_V16detail12buffer_plain13handleReleaseEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #7

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #21

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE16getAllocatorImplEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #6 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19SYCLMemObjAllocatorD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 {
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiED0Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #6 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 24) #32
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE8allocateEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #4 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = shl i64 %1, 2
  %5 = add i64 %4, -1
  %6 = load i64, ptr %3, align 8, !tbaa !131
  %7 = add i64 %6, -1
  %8 = or i64 %7, %5
  %9 = add i64 %8, 1
  %10 = icmp ult i64 %9, %1
  br i1 %10, label %11, label %13

11:                                               ; preds = %2
  %12 = tail call ptr @__cxa_allocate_exception(i64 8) #28
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %12, align 8, !tbaa !29
  tail call void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #29
  unreachable

13:                                               ; preds = %2
  %14 = tail call noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef %6, i64 noundef %9)
  %15 = icmp eq ptr %14, null
  br i1 %15, label %16, label %18

16:                                               ; preds = %13
  %17 = tail call ptr @__cxa_allocate_exception(i64 8) #28
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %17, align 8, !tbaa !29
  tail call void @__cxa_throw(ptr nonnull %17, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #29
  unreachable

18:                                               ; preds = %13
  ret ptr %14
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE10deallocateEPvm(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef %1, i64 noundef %2) unnamed_addr #4 comdat align 2 {
  %4 = icmp eq ptr %1, null
  br i1 %4, label %6, label %5

5:                                                ; preds = %3
  tail call void @_ZN4sycl3_V16detail6OSUtil11alignedFreeEPv(ptr noundef nonnull %1)
  br label %6

6:                                                ; preds = %3, %5
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i64 @_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE12getValueSizeEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #6 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load i64, ptr %2, align 8, !tbaa !133
  ret i64 %3
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE12setAlignmentEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #4 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = tail call i64 @llvm.umax.i64(i64 %1, i64 64)
  store i64 %4, ptr %3, align 8, !tbaa !131
  ret void
}

declare void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #7

declare void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #7

declare void @_ZN4sycl3_V15queue22submit_with_event_implESt8functionIFvRNS0_7handlerEEERKNS0_6detail14SubmissionInfoERKNS7_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), i1 noundef zeroext) local_unnamed_addr #7

declare noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #7

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
declare void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1)) unnamed_addr #15

; Function Attrs: mustprogress uwtable
define internal void @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E_E9_M_invokeERKSt9_Any_dataS3_(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #4 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca { ptr, [8 x i8] }, align 8
  %4 = alloca %"class.std::vector.134", align 8
  %5 = alloca %"class.sycl::_V1::range.112", align 8
  %6 = alloca { ptr, [8 x i8] }, align 8
  %7 = alloca %"class.std::vector.134", align 8
  %8 = alloca %"class.sycl::_V1::range.112", align 8
  %9 = alloca %"class.std::tuple.114", align 8
  %10 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel", align 8
  %11 = alloca { ptr, [8 x i8] }, align 8
  %12 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel", align 8
  %13 = alloca %class.anon.110, align 8
  %14 = alloca %class.anon.110, align 8
  %15 = alloca i32, align 4
  %16 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %17 = alloca %"class.sycl::_V1::accessor", align 8
  %18 = alloca %"class.sycl::_V1::property_list", align 8
  %19 = alloca %class.anon.110, align 8
  %20 = load ptr, ptr %0, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %17) #28
  %21 = load ptr, ptr %20, align 8, !tbaa !158
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %18) #28
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %18, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16)
  store ptr @.str.1, ptr %16, align 8
  %22 = getelementptr inbounds i8, ptr %16, i64 8
  store ptr @.str.16, ptr %22, align 8
  %23 = getelementptr inbounds i8, ptr %16, i64 16
  store i64 30, ptr %23, align 8
  %24 = getelementptr inbounds i8, ptr %16, i64 24
  store i64 22, ptr %24, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %17, ptr noundef nonnull align 8 dereferenceable(33) %21, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %18, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %16)
          to label %25 unwind label %742

25:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %15) #28
  store i32 5, ptr %15, align 4, !tbaa !160
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %21, ptr noundef nonnull align 4 dereferenceable(4) %15)
          to label %28 unwind label %26

26:                                               ; preds = %25
  %27 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %17) #28
  br label %744

28:                                               ; preds = %25
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %15) #28
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16)
  %29 = getelementptr inbounds i8, ptr %18, i64 8
  %30 = load ptr, ptr %29, align 8, !tbaa !21
  %31 = getelementptr inbounds i8, ptr %18, i64 16
  %32 = load ptr, ptr %31, align 8, !tbaa !23
  %33 = icmp eq ptr %30, %32
  br i1 %33, label %68, label %34

34:                                               ; preds = %28, %63
  %35 = phi ptr [ %64, %63 ], [ %30, %28 ]
  %36 = getelementptr inbounds i8, ptr %35, i64 8
  %37 = load ptr, ptr %36, align 8, !tbaa !24
  %38 = icmp eq ptr %37, null
  br i1 %38, label %63, label %39

39:                                               ; preds = %34
  %40 = getelementptr inbounds i8, ptr %37, i64 8
  %41 = load atomic i64, ptr %40 acquire, align 8
  %42 = icmp eq i64 %41, 4294967297
  %43 = trunc i64 %41 to i32
  br i1 %42, label %44, label %52

44:                                               ; preds = %39
  store i32 0, ptr %40, align 8, !tbaa !26
  %45 = getelementptr inbounds i8, ptr %37, i64 12
  store i32 0, ptr %45, align 4, !tbaa !28
  %46 = load ptr, ptr %37, align 8, !tbaa !29
  %47 = getelementptr inbounds i8, ptr %46, i64 16
  %48 = load ptr, ptr %47, align 8
  call void %48(ptr noundef nonnull align 8 dereferenceable(16) %37) #28
  %49 = load ptr, ptr %37, align 8, !tbaa !29
  %50 = getelementptr inbounds i8, ptr %49, i64 24
  %51 = load ptr, ptr %50, align 8
  call void %51(ptr noundef nonnull align 8 dereferenceable(16) %37) #28
  br label %63

52:                                               ; preds = %39
  %53 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %54 = icmp eq i8 %53, 0
  br i1 %54, label %57, label %55

55:                                               ; preds = %52
  %56 = add nsw i32 %43, -1
  store i32 %56, ptr %40, align 4, !tbaa !13
  br label %59

57:                                               ; preds = %52
  %58 = atomicrmw volatile add ptr %40, i32 -1 acq_rel, align 4
  br label %59

59:                                               ; preds = %57, %55
  %60 = phi i32 [ %43, %55 ], [ %58, %57 ]
  %61 = icmp eq i32 %60, 1
  br i1 %61, label %62, label %63, !prof !32

62:                                               ; preds = %59
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %37) #28
  br label %63

63:                                               ; preds = %62, %59, %44, %34
  %64 = getelementptr inbounds i8, ptr %35, i64 16
  %65 = icmp eq ptr %64, %32
  br i1 %65, label %66, label %34, !llvm.loop !33

66:                                               ; preds = %63
  %67 = load ptr, ptr %29, align 8, !tbaa !21
  br label %68

68:                                               ; preds = %66, %28
  %69 = phi ptr [ %67, %66 ], [ %30, %28 ]
  %70 = icmp eq ptr %69, null
  br i1 %70, label %77, label %71

71:                                               ; preds = %68
  %72 = getelementptr inbounds i8, ptr %18, i64 24
  %73 = load ptr, ptr %72, align 8, !tbaa !34
  %74 = ptrtoint ptr %73 to i64
  %75 = ptrtoint ptr %69 to i64
  %76 = sub i64 %74, %75
  call void @_ZdlPvm(ptr noundef nonnull %69, i64 noundef %76) #32
  br label %77

77:                                               ; preds = %71, %68
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #28
  %78 = getelementptr inbounds i8, ptr %20, i64 8
  %79 = load ptr, ptr %78, align 8, !tbaa !162
  %80 = load i64, ptr %79, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %19) #28
  %81 = load ptr, ptr %17, align 8, !tbaa !163
  store ptr %81, ptr %19, align 8, !tbaa !163
  %82 = getelementptr inbounds i8, ptr %19, i64 8
  %83 = getelementptr inbounds i8, ptr %17, i64 8
  %84 = load ptr, ptr %83, align 8, !tbaa !24
  store ptr %84, ptr %82, align 8, !tbaa !24
  %85 = icmp eq ptr %84, null
  br i1 %85, label %97, label %86

86:                                               ; preds = %77
  %87 = getelementptr inbounds i8, ptr %84, i64 8
  %88 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %89 = icmp eq i8 %88, 0
  br i1 %89, label %93, label %90

90:                                               ; preds = %86
  %91 = load i32, ptr %87, align 4, !tbaa !13
  %92 = add nsw i32 %91, 1
  store i32 %92, ptr %87, align 4, !tbaa !13
  br label %97

93:                                               ; preds = %86
  %94 = atomicrmw volatile add ptr %87, i32 1 acq_rel, align 4
  %95 = load ptr, ptr %19, align 8, !tbaa !163
  %96 = load ptr, ptr %82, align 8, !tbaa !24
  br label %97

97:                                               ; preds = %93, %90, %77
  %98 = phi ptr [ null, %77 ], [ %84, %90 ], [ %96, %93 ]
  %99 = phi ptr [ %81, %77 ], [ %81, %90 ], [ %95, %93 ]
  %100 = getelementptr inbounds i8, ptr %19, i64 16
  %101 = getelementptr inbounds i8, ptr %17, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %100, ptr noundef nonnull align 8 dereferenceable(16) %101, i64 16, i1 false)
  %102 = getelementptr inbounds i8, ptr %19, i64 32
  %103 = getelementptr inbounds i8, ptr %20, i64 16
  %104 = load ptr, ptr %103, align 8, !tbaa !165
  %105 = load float, ptr %104, align 4, !tbaa !11
  store float %105, ptr %102, align 8, !tbaa !166
  %106 = getelementptr inbounds i8, ptr %19, i64 36
  %107 = getelementptr inbounds i8, ptr %20, i64 24
  %108 = load ptr, ptr %107, align 8, !tbaa !171
  %109 = load i32, ptr %108, align 4, !tbaa !13
  store i32 %109, ptr %106, align 4, !tbaa !172
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %14)
  store ptr %99, ptr %14, align 8, !tbaa !163
  %110 = getelementptr inbounds i8, ptr %14, i64 8
  store ptr %98, ptr %110, align 8, !tbaa !24
  %111 = icmp eq ptr %98, null
  br i1 %111, label %121, label %112

112:                                              ; preds = %97
  %113 = getelementptr inbounds i8, ptr %98, i64 8
  %114 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %115 = icmp eq i8 %114, 0
  br i1 %115, label %119, label %116

116:                                              ; preds = %112
  %117 = load i32, ptr %113, align 4, !tbaa !13
  %118 = add nsw i32 %117, 1
  store i32 %118, ptr %113, align 4, !tbaa !13
  br label %121

119:                                              ; preds = %112
  %120 = atomicrmw volatile add ptr %113, i32 1 acq_rel, align 4
  br label %121

121:                                              ; preds = %119, %116, %97
  %122 = getelementptr inbounds i8, ptr %14, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %122, ptr noundef nonnull readonly align 8 dereferenceable(16) %100, i64 16, i1 false)
  %123 = getelementptr inbounds i8, ptr %14, i64 32
  %124 = load i64, ptr %102, align 8
  store i64 %124, ptr %123, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %12)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %13)
  %125 = invoke noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %126 unwind label %684

126:                                              ; preds = %121
  %127 = icmp eq i32 %125, 0
  br i1 %127, label %137, label %128

128:                                              ; preds = %126
  %129 = call ptr @__cxa_allocate_exception(i64 64) #28
  %130 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #28
  %131 = extractvalue { i32, ptr } %130, 0
  %132 = extractvalue { i32, ptr } %130, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %129, i32 %131, ptr %132, ptr noundef nonnull @.str.19)
          to label %133 unwind label %135

133:                                              ; preds = %128
  invoke void @__cxa_throw(ptr nonnull %129, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #29
          to label %134 unwind label %684

134:                                              ; preds = %133
  unreachable

135:                                              ; preds = %128
  %136 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %129) #28
  br label %686

137:                                              ; preds = %126
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %9) #28
  invoke void @_ZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_(ptr dead_on_unwind nonnull writable sret(%"class.std::tuple.114") align 8 %9, ptr noundef nonnull align 8 dereferenceable(216) %1, i64 %80)
          to label %138 unwind label %684

138:                                              ; preds = %137
  %139 = getelementptr inbounds i8, ptr %9, i64 8
  %140 = load i8, ptr %9, align 8, !tbaa !173, !range !60, !noundef !61
  %141 = trunc nuw i8 %140 to i1
  br i1 %141, label %142, label %446

142:                                              ; preds = %138
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %10) #28
  %143 = load ptr, ptr %14, align 8, !tbaa !163
  %144 = load ptr, ptr %110, align 8, !tbaa !24
  %145 = icmp eq ptr %144, null
  %146 = getelementptr inbounds i8, ptr %10, i64 8
  br i1 %145, label %168, label %147

147:                                              ; preds = %142
  %148 = getelementptr inbounds i8, ptr %144, i64 8
  %149 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %150 = icmp eq i8 %149, 0
  %151 = getelementptr inbounds i8, ptr %10, i64 16
  br i1 %150, label %155, label %152

152:                                              ; preds = %147
  %153 = load i32, ptr %148, align 4, !tbaa !13
  %154 = add nsw i32 %153, 1
  store i32 %154, ptr %148, align 4, !tbaa !13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %11, ptr noundef nonnull align 8 dereferenceable(16) %100, i64 16, i1 false)
  store i64 %80, ptr %10, align 8, !alias.scope !174
  store ptr %143, ptr %146, align 8, !tbaa !163, !alias.scope !174
  store ptr %144, ptr %151, align 8, !tbaa !24, !alias.scope !174
  br label %162

155:                                              ; preds = %147
  %156 = atomicrmw volatile add ptr %148, i32 1 acq_rel, align 4
  %157 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !177
  %158 = load i64, ptr %123, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %11, ptr noundef nonnull align 8 dereferenceable(16) %122, i64 16, i1 false)
  store i64 %80, ptr %10, align 8, !alias.scope !174
  store ptr %143, ptr %146, align 8, !tbaa !163, !alias.scope !174
  store ptr %144, ptr %151, align 8, !tbaa !24, !alias.scope !174
  %159 = icmp eq i8 %157, 0
  br i1 %159, label %166, label %160

160:                                              ; preds = %155
  %161 = load i32, ptr %148, align 4, !tbaa !13, !noalias !177
  br label %162

162:                                              ; preds = %160, %152
  %163 = phi i32 [ %154, %152 ], [ %161, %160 ]
  %164 = phi i64 [ %124, %152 ], [ %158, %160 ]
  %165 = add nsw i32 %163, 1
  store i32 %165, ptr %148, align 4, !tbaa !13, !noalias !177
  br label %172

166:                                              ; preds = %155
  %167 = atomicrmw volatile add ptr %148, i32 1 acq_rel, align 4, !noalias !177
  br label %172

168:                                              ; preds = %142
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %11, ptr noundef nonnull align 8 dereferenceable(16) %100, i64 16, i1 false)
  call void @llvm.experimental.noalias.scope.decl(metadata !177)
  store i64 %80, ptr %10, align 8, !alias.scope !177
  store ptr %143, ptr %146, align 8, !tbaa !163, !alias.scope !177
  %169 = getelementptr inbounds i8, ptr %10, i64 16
  store ptr null, ptr %169, align 8, !tbaa !24, !alias.scope !177
  %170 = getelementptr inbounds i8, ptr %10, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %170, ptr noundef nonnull align 8 dereferenceable(16) %100, i64 16, i1 false)
  %171 = getelementptr inbounds i8, ptr %10, i64 40
  store i64 %124, ptr %171, align 8, !alias.scope !177
  br label %265

172:                                              ; preds = %166, %162
  %173 = phi i64 [ %158, %166 ], [ %164, %162 ]
  %174 = getelementptr inbounds i8, ptr %10, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %174, ptr noundef nonnull align 8 dereferenceable(16) %11, i64 16, i1 false)
  %175 = getelementptr inbounds i8, ptr %10, i64 40
  store i64 %173, ptr %175, align 8, !alias.scope !177
  %176 = load atomic i64, ptr %148 acquire, align 8
  %177 = icmp eq i64 %176, 4294967297
  %178 = trunc i64 %176 to i32
  br i1 %177, label %179, label %187

179:                                              ; preds = %172
  store i32 0, ptr %148, align 8, !tbaa !26
  %180 = getelementptr inbounds i8, ptr %144, i64 12
  store i32 0, ptr %180, align 4, !tbaa !28
  %181 = load ptr, ptr %144, align 8, !tbaa !29
  %182 = getelementptr inbounds i8, ptr %181, i64 16
  %183 = load ptr, ptr %182, align 8
  call void %183(ptr noundef nonnull align 8 dereferenceable(16) %144) #28
  %184 = load ptr, ptr %144, align 8, !tbaa !29
  %185 = getelementptr inbounds i8, ptr %184, i64 24
  %186 = load ptr, ptr %185, align 8
  call void %186(ptr noundef nonnull align 8 dereferenceable(16) %144) #28
  br label %198

187:                                              ; preds = %172
  %188 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %189 = icmp eq i8 %188, 0
  br i1 %189, label %192, label %190

190:                                              ; preds = %187
  %191 = add nsw i32 %178, -1
  store i32 %191, ptr %148, align 4, !tbaa !13
  br label %194

192:                                              ; preds = %187
  %193 = atomicrmw volatile add ptr %148, i32 -1 acq_rel, align 4
  br label %194

194:                                              ; preds = %192, %190
  %195 = phi i32 [ %178, %190 ], [ %193, %192 ]
  %196 = icmp eq i32 %195, 1
  br i1 %196, label %197, label %198, !prof !32

197:                                              ; preds = %194
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %144) #28
  br label %198

198:                                              ; preds = %197, %194, %179
  %199 = load ptr, ptr %151, align 8, !tbaa !24
  %200 = icmp eq ptr %199, null
  br i1 %200, label %265, label %201

201:                                              ; preds = %198
  %202 = getelementptr inbounds i8, ptr %199, i64 8
  %203 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %204 = icmp eq i8 %203, 0
  br i1 %204, label %208, label %205

205:                                              ; preds = %201
  %206 = load i32, ptr %202, align 4, !tbaa !13
  %207 = add nsw i32 %206, 1
  store i32 %207, ptr %202, align 4, !tbaa !13
  br label %214

208:                                              ; preds = %201
  %209 = atomicrmw volatile add ptr %202, i32 1 acq_rel, align 4
  %210 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %211 = icmp eq i8 %210, 0
  br i1 %211, label %217, label %212

212:                                              ; preds = %208
  %213 = load i32, ptr %202, align 4, !tbaa !13
  br label %214

214:                                              ; preds = %212, %205
  %215 = phi i32 [ %213, %212 ], [ %207, %205 ]
  %216 = add nsw i32 %215, 1
  store i32 %216, ptr %202, align 4, !tbaa !13
  br label %219

217:                                              ; preds = %208
  %218 = atomicrmw volatile add ptr %202, i32 1 acq_rel, align 4
  br label %219

219:                                              ; preds = %217, %214
  %220 = load atomic i64, ptr %202 acquire, align 8
  %221 = icmp eq i64 %220, 4294967297
  %222 = trunc i64 %220 to i32
  br i1 %221, label %223, label %231

223:                                              ; preds = %219
  store i32 0, ptr %202, align 8, !tbaa !26
  %224 = getelementptr inbounds i8, ptr %199, i64 12
  store i32 0, ptr %224, align 4, !tbaa !28
  %225 = load ptr, ptr %199, align 8, !tbaa !29
  %226 = getelementptr inbounds i8, ptr %225, i64 16
  %227 = load ptr, ptr %226, align 8
  call void %227(ptr noundef nonnull align 8 dereferenceable(16) %199) #28
  %228 = load ptr, ptr %199, align 8, !tbaa !29
  %229 = getelementptr inbounds i8, ptr %228, i64 24
  %230 = load ptr, ptr %229, align 8
  call void %230(ptr noundef nonnull align 8 dereferenceable(16) %199) #28
  br label %242

231:                                              ; preds = %219
  %232 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %233 = icmp eq i8 %232, 0
  br i1 %233, label %236, label %234

234:                                              ; preds = %231
  %235 = add nsw i32 %222, -1
  store i32 %235, ptr %202, align 4, !tbaa !13
  br label %238

236:                                              ; preds = %231
  %237 = atomicrmw volatile add ptr %202, i32 -1 acq_rel, align 4
  br label %238

238:                                              ; preds = %236, %234
  %239 = phi i32 [ %222, %234 ], [ %237, %236 ]
  %240 = icmp eq i32 %239, 1
  br i1 %240, label %241, label %242, !prof !32

241:                                              ; preds = %238
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %199) #28
  br label %242

242:                                              ; preds = %241, %238, %223
  %243 = load atomic i64, ptr %202 acquire, align 8
  %244 = icmp eq i64 %243, 4294967297
  %245 = trunc i64 %243 to i32
  br i1 %244, label %246, label %254

246:                                              ; preds = %242
  store i32 0, ptr %202, align 8, !tbaa !26
  %247 = getelementptr inbounds i8, ptr %199, i64 12
  store i32 0, ptr %247, align 4, !tbaa !28
  %248 = load ptr, ptr %199, align 8, !tbaa !29
  %249 = getelementptr inbounds i8, ptr %248, i64 16
  %250 = load ptr, ptr %249, align 8
  call void %250(ptr noundef nonnull align 8 dereferenceable(16) %199) #28
  %251 = load ptr, ptr %199, align 8, !tbaa !29
  %252 = getelementptr inbounds i8, ptr %251, i64 24
  %253 = load ptr, ptr %252, align 8
  call void %253(ptr noundef nonnull align 8 dereferenceable(16) %199) #28
  br label %265

254:                                              ; preds = %242
  %255 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %256 = icmp eq i8 %255, 0
  br i1 %256, label %259, label %257

257:                                              ; preds = %254
  %258 = add nsw i32 %245, -1
  store i32 %258, ptr %202, align 4, !tbaa !13
  br label %261

259:                                              ; preds = %254
  %260 = atomicrmw volatile add ptr %202, i32 -1 acq_rel, align 4
  br label %261

261:                                              ; preds = %259, %257
  %262 = phi i32 [ %245, %257 ], [ %260, %259 ]
  %263 = icmp eq i32 %262, 1
  br i1 %263, label %264, label %265, !prof !32

264:                                              ; preds = %261
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %199) #28
  br label %265

265:                                              ; preds = %264, %261, %246, %198, %168
  %266 = phi ptr [ %169, %168 ], [ %151, %198 ], [ %151, %246 ], [ %151, %261 ], [ %151, %264 ]
  %267 = phi ptr [ %170, %168 ], [ %174, %198 ], [ %174, %246 ], [ %174, %261 ], [ %174, %264 ]
  %268 = phi ptr [ %171, %168 ], [ %175, %198 ], [ %175, %246 ], [ %175, %261 ], [ %175, %264 ]
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.25)
          to label %269 unwind label %438

269:                                              ; preds = %265
  %270 = load i64, ptr %139, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %8)
  %271 = getelementptr inbounds i8, ptr %8, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %271, i8 0, i64 16, i1 false), !alias.scope !179
  store i64 %270, ptr %8, align 8, !tbaa !5, !alias.scope !179
  invoke void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range.112") align 8 %8, i1 noundef zeroext false, i32 noundef 1)
          to label %272 unwind label %438

272:                                              ; preds = %269
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8)
  %273 = load i64, ptr %10, align 8
  store i64 %273, ptr %12, align 8
  %274 = getelementptr inbounds i8, ptr %12, i64 8
  %275 = load ptr, ptr %146, align 8, !tbaa !163
  store ptr %275, ptr %274, align 8, !tbaa !163
  %276 = getelementptr inbounds i8, ptr %12, i64 16
  %277 = load ptr, ptr %266, align 8, !tbaa !24
  store ptr null, ptr %266, align 8, !tbaa !24
  store ptr %277, ptr %276, align 8, !tbaa !24
  store ptr null, ptr %146, align 8, !tbaa !163
  %278 = getelementptr inbounds i8, ptr %12, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %278, ptr noundef nonnull align 8 dereferenceable(16) %267, i64 16, i1 false)
  %279 = getelementptr inbounds i8, ptr %12, i64 40
  %280 = load i64, ptr %268, align 8
  store i64 %280, ptr %279, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6)
  %281 = invoke noalias noundef nonnull dereferenceable(56) ptr @_Znwm(i64 noundef 56) #30
          to label %282 unwind label %440

282:                                              ; preds = %272
  %283 = icmp eq ptr %277, null
  br i1 %283, label %307, label %284

284:                                              ; preds = %282
  %285 = getelementptr inbounds i8, ptr %277, i64 8
  %286 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !182
  %287 = icmp eq i8 %286, 0
  br i1 %287, label %291, label %288

288:                                              ; preds = %284
  %289 = load i32, ptr %285, align 4, !tbaa !13, !noalias !182
  %290 = add nsw i32 %289, 1
  store i32 %290, ptr %285, align 4, !tbaa !13, !noalias !182
  br label %295

291:                                              ; preds = %284
  %292 = atomicrmw volatile add ptr %285, i32 1 acq_rel, align 4, !noalias !182
  %293 = load i64, ptr %279, align 8, !noalias !182
  %294 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !182
  br label %295

295:                                              ; preds = %291, %288
  %296 = phi i8 [ 1, %288 ], [ %294, %291 ]
  %297 = phi i64 [ %280, %288 ], [ %293, %291 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull readonly align 8 dereferenceable(16) %278, i64 16, i1 false), !noalias !182
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EEE, i64 16), ptr %281, align 8, !tbaa !29, !noalias !182
  %298 = getelementptr inbounds i8, ptr %281, i64 8
  store i64 %273, ptr %298, align 8, !noalias !182
  %299 = getelementptr inbounds i8, ptr %281, i64 16
  store ptr %275, ptr %299, align 8, !tbaa !163, !noalias !182
  %300 = getelementptr inbounds i8, ptr %281, i64 24
  store ptr %277, ptr %300, align 8, !tbaa !24, !noalias !182
  %301 = icmp eq i8 %296, 0
  br i1 %301, label %305, label %302

302:                                              ; preds = %295
  %303 = load i32, ptr %285, align 4, !tbaa !13, !noalias !182
  %304 = add nsw i32 %303, 1
  store i32 %304, ptr %285, align 4, !tbaa !13, !noalias !182
  br label %313

305:                                              ; preds = %295
  %306 = atomicrmw volatile add ptr %285, i32 1 acq_rel, align 4, !noalias !182
  br label %313

307:                                              ; preds = %282
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EEE, i64 16), ptr %281, align 8, !tbaa !29, !noalias !182
  %308 = getelementptr inbounds i8, ptr %281, i64 8
  store i64 %273, ptr %308, align 8, !noalias !182
  %309 = getelementptr inbounds i8, ptr %281, i64 16
  store ptr %275, ptr %309, align 8, !tbaa !163, !noalias !182
  %310 = getelementptr inbounds i8, ptr %281, i64 24
  store ptr null, ptr %310, align 8, !tbaa !24, !noalias !182
  %311 = getelementptr inbounds i8, ptr %281, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %311, ptr noundef nonnull align 8 dereferenceable(16) %267, i64 16, i1 false)
  %312 = getelementptr inbounds i8, ptr %281, i64 48
  store i64 %280, ptr %312, align 8, !noalias !182
  br label %338

313:                                              ; preds = %305, %302
  %314 = getelementptr inbounds i8, ptr %281, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %314, ptr noundef nonnull align 8 dereferenceable(16) %6, i64 16, i1 false), !noalias !182
  %315 = getelementptr inbounds i8, ptr %281, i64 48
  store i64 %297, ptr %315, align 8, !noalias !182
  %316 = load atomic i64, ptr %285 acquire, align 8, !noalias !182
  %317 = icmp eq i64 %316, 4294967297
  %318 = trunc i64 %316 to i32
  br i1 %317, label %319, label %327

319:                                              ; preds = %313
  store i32 0, ptr %285, align 8, !tbaa !26, !noalias !182
  %320 = getelementptr inbounds i8, ptr %277, i64 12
  store i32 0, ptr %320, align 4, !tbaa !28, !noalias !182
  %321 = load ptr, ptr %277, align 8, !tbaa !29, !noalias !182
  %322 = getelementptr inbounds i8, ptr %321, i64 16
  %323 = load ptr, ptr %322, align 8, !noalias !182
  call void %323(ptr noundef nonnull align 8 dereferenceable(16) %277) #28, !noalias !182
  %324 = load ptr, ptr %277, align 8, !tbaa !29, !noalias !182
  %325 = getelementptr inbounds i8, ptr %324, i64 24
  %326 = load ptr, ptr %325, align 8, !noalias !182
  call void %326(ptr noundef nonnull align 8 dereferenceable(16) %277) #28, !noalias !182
  br label %338

327:                                              ; preds = %313
  %328 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !182
  %329 = icmp eq i8 %328, 0
  br i1 %329, label %332, label %330

330:                                              ; preds = %327
  %331 = add nsw i32 %318, -1
  store i32 %331, ptr %285, align 4, !tbaa !13, !noalias !182
  br label %334

332:                                              ; preds = %327
  %333 = atomicrmw volatile add ptr %285, i32 -1 acq_rel, align 4, !noalias !182
  br label %334

334:                                              ; preds = %332, %330
  %335 = phi i32 [ %318, %330 ], [ %333, %332 ]
  %336 = icmp eq i32 %335, 1
  br i1 %336, label %337, label %338, !prof !32

337:                                              ; preds = %334
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %277) #28, !noalias !182
  br label %338

338:                                              ; preds = %337, %334, %319, %307
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6)
  %339 = getelementptr inbounds i8, ptr %1, i64 152
  %340 = load ptr, ptr %339, align 8, !tbaa !9
  store ptr %281, ptr %339, align 8, !tbaa !9
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
          to label %347 unwind label %440

347:                                              ; preds = %346
  %348 = load ptr, ptr %339, align 8, !tbaa !9
  %349 = load ptr, ptr %348, align 8, !tbaa !29
  %350 = load ptr, ptr %349, align 8
  %351 = invoke noundef ptr %350(ptr noundef nonnull align 8 dereferenceable(8) %348)
          to label %352 unwind label %440

352:                                              ; preds = %347
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #28
  invoke void @_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI4AxpbEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv(ptr dead_on_unwind nonnull writable sret(%"class.std::vector.134") align 8 %7)
          to label %353 unwind label %440

353:                                              ; preds = %352
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %351, ptr noundef nonnull align 8 dereferenceable(24) %7, i1 noundef zeroext false)
          to label %354 unwind label %371

354:                                              ; preds = %353
  %355 = load ptr, ptr %7, align 8, !tbaa !185
  %356 = icmp eq ptr %355, null
  br i1 %356, label %363, label %357

357:                                              ; preds = %354
  %358 = getelementptr inbounds i8, ptr %7, i64 16
  %359 = load ptr, ptr %358, align 8, !tbaa !187
  %360 = ptrtoint ptr %359 to i64
  %361 = ptrtoint ptr %355 to i64
  %362 = sub i64 %360, %361
  call void @_ZdlPvm(ptr noundef nonnull %355, i64 noundef %362) #32
  br label %363

363:                                              ; preds = %357, %354
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #28
  %364 = invoke noalias noundef nonnull dereferenceable(51) ptr @_Znam(i64 noundef 51) #30
          to label %365 unwind label %440

365:                                              ; preds = %363
  %366 = getelementptr inbounds i8, ptr %1, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(50) %364, ptr noundef nonnull align 1 dereferenceable(50) @.str.28, i64 50, i1 false)
  %367 = getelementptr inbounds i8, ptr %364, i64 50
  store i8 0, ptr %367, align 1, !tbaa !31
  %368 = load ptr, ptr %366, align 8, !tbaa !9
  store ptr %364, ptr %366, align 8, !tbaa !9
  %369 = icmp eq ptr %368, null
  br i1 %369, label %382, label %370

370:                                              ; preds = %365
  call void @_ZdaPv(ptr noundef nonnull %368) #32
  br label %382

371:                                              ; preds = %353
  %372 = landingpad { ptr, i32 }
          cleanup
  %373 = load ptr, ptr %7, align 8, !tbaa !185
  %374 = icmp eq ptr %373, null
  br i1 %374, label %381, label %375

375:                                              ; preds = %371
  %376 = getelementptr inbounds i8, ptr %7, i64 16
  %377 = load ptr, ptr %376, align 8, !tbaa !187
  %378 = ptrtoint ptr %377 to i64
  %379 = ptrtoint ptr %373 to i64
  %380 = sub i64 %378, %379
  call void @_ZdlPvm(ptr noundef nonnull %373, i64 noundef %380) #32
  br label %381

381:                                              ; preds = %375, %371
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #28
  br label %442

382:                                              ; preds = %370, %365
  %383 = load ptr, ptr %276, align 8, !tbaa !24
  %384 = icmp eq ptr %383, null
  br i1 %384, label %409, label %385

385:                                              ; preds = %382
  %386 = getelementptr inbounds i8, ptr %383, i64 8
  %387 = load atomic i64, ptr %386 acquire, align 8
  %388 = icmp eq i64 %387, 4294967297
  %389 = trunc i64 %387 to i32
  br i1 %388, label %390, label %398

390:                                              ; preds = %385
  store i32 0, ptr %386, align 8, !tbaa !26
  %391 = getelementptr inbounds i8, ptr %383, i64 12
  store i32 0, ptr %391, align 4, !tbaa !28
  %392 = load ptr, ptr %383, align 8, !tbaa !29
  %393 = getelementptr inbounds i8, ptr %392, i64 16
  %394 = load ptr, ptr %393, align 8
  call void %394(ptr noundef nonnull align 8 dereferenceable(16) %383) #28
  %395 = load ptr, ptr %383, align 8, !tbaa !29
  %396 = getelementptr inbounds i8, ptr %395, i64 24
  %397 = load ptr, ptr %396, align 8
  call void %397(ptr noundef nonnull align 8 dereferenceable(16) %383) #28
  br label %409

398:                                              ; preds = %385
  %399 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %400 = icmp eq i8 %399, 0
  br i1 %400, label %403, label %401

401:                                              ; preds = %398
  %402 = add nsw i32 %389, -1
  store i32 %402, ptr %386, align 4, !tbaa !13
  br label %405

403:                                              ; preds = %398
  %404 = atomicrmw volatile add ptr %386, i32 -1 acq_rel, align 4
  br label %405

405:                                              ; preds = %403, %401
  %406 = phi i32 [ %389, %401 ], [ %404, %403 ]
  %407 = icmp eq i32 %406, 1
  br i1 %407, label %408, label %409, !prof !32

408:                                              ; preds = %405
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %383) #28
  br label %409

409:                                              ; preds = %408, %405, %390, %382
  invoke void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef 1)
          to label %410 unwind label %438

410:                                              ; preds = %409
  %411 = load ptr, ptr %266, align 8, !tbaa !24
  %412 = icmp eq ptr %411, null
  br i1 %412, label %437, label %413

413:                                              ; preds = %410
  %414 = getelementptr inbounds i8, ptr %411, i64 8
  %415 = load atomic i64, ptr %414 acquire, align 8
  %416 = icmp eq i64 %415, 4294967297
  %417 = trunc i64 %415 to i32
  br i1 %416, label %418, label %426

418:                                              ; preds = %413
  store i32 0, ptr %414, align 8, !tbaa !26
  %419 = getelementptr inbounds i8, ptr %411, i64 12
  store i32 0, ptr %419, align 4, !tbaa !28
  %420 = load ptr, ptr %411, align 8, !tbaa !29
  %421 = getelementptr inbounds i8, ptr %420, i64 16
  %422 = load ptr, ptr %421, align 8
  call void %422(ptr noundef nonnull align 8 dereferenceable(16) %411) #28
  %423 = load ptr, ptr %411, align 8, !tbaa !29
  %424 = getelementptr inbounds i8, ptr %423, i64 24
  %425 = load ptr, ptr %424, align 8
  call void %425(ptr noundef nonnull align 8 dereferenceable(16) %411) #28
  br label %437

426:                                              ; preds = %413
  %427 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %428 = icmp eq i8 %427, 0
  br i1 %428, label %431, label %429

429:                                              ; preds = %426
  %430 = add nsw i32 %417, -1
  store i32 %430, ptr %414, align 4, !tbaa !13
  br label %433

431:                                              ; preds = %426
  %432 = atomicrmw volatile add ptr %414, i32 -1 acq_rel, align 4
  br label %433

433:                                              ; preds = %431, %429
  %434 = phi i32 [ %417, %429 ], [ %432, %431 ]
  %435 = icmp eq i32 %434, 1
  br i1 %435, label %436, label %437, !prof !32

436:                                              ; preds = %433
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %411) #28
  br label %437

437:                                              ; preds = %436, %433, %418, %410
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %10) #28
  br label %657

438:                                              ; preds = %409, %269, %265
  %439 = landingpad { ptr, i32 }
          cleanup
  br label %444

440:                                              ; preds = %363, %352, %347, %346, %272
  %441 = landingpad { ptr, i32 }
          cleanup
  br label %442

442:                                              ; preds = %440, %381
  %443 = phi { ptr, i32 } [ %441, %440 ], [ %372, %381 ]
  call fastcc void @_ZN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi1EEEE_ED2Ev(ptr noundef nonnull align 8 dereferenceable(48) %12) #28
  br label %444

444:                                              ; preds = %442, %438
  %445 = phi { ptr, i32 } [ %439, %438 ], [ %443, %442 ]
  call fastcc void @_ZN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi1EEEE_ED2Ev(ptr noundef nonnull align 8 dereferenceable(48) %10) #28
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %10) #28
  br label %655

446:                                              ; preds = %138
  %447 = load ptr, ptr %110, align 8, !tbaa !24
  %448 = icmp eq ptr %447, null
  br i1 %448, label %513, label %449

449:                                              ; preds = %446
  %450 = getelementptr inbounds i8, ptr %447, i64 8
  %451 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %452 = icmp eq i8 %451, 0
  br i1 %452, label %456, label %453

453:                                              ; preds = %449
  %454 = load i32, ptr %450, align 4, !tbaa !13
  %455 = add nsw i32 %454, 1
  store i32 %455, ptr %450, align 4, !tbaa !13
  br label %462

456:                                              ; preds = %449
  %457 = atomicrmw volatile add ptr %450, i32 1 acq_rel, align 4
  %458 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %459 = icmp eq i8 %458, 0
  br i1 %459, label %465, label %460

460:                                              ; preds = %456
  %461 = load i32, ptr %450, align 4, !tbaa !13
  br label %462

462:                                              ; preds = %460, %453
  %463 = phi i32 [ %461, %460 ], [ %455, %453 ]
  %464 = add nsw i32 %463, 1
  store i32 %464, ptr %450, align 4, !tbaa !13
  br label %467

465:                                              ; preds = %456
  %466 = atomicrmw volatile add ptr %450, i32 1 acq_rel, align 4
  br label %467

467:                                              ; preds = %465, %462
  %468 = load atomic i64, ptr %450 acquire, align 8
  %469 = icmp eq i64 %468, 4294967297
  %470 = trunc i64 %468 to i32
  br i1 %469, label %471, label %479

471:                                              ; preds = %467
  store i32 0, ptr %450, align 8, !tbaa !26
  %472 = getelementptr inbounds i8, ptr %447, i64 12
  store i32 0, ptr %472, align 4, !tbaa !28
  %473 = load ptr, ptr %447, align 8, !tbaa !29
  %474 = getelementptr inbounds i8, ptr %473, i64 16
  %475 = load ptr, ptr %474, align 8
  call void %475(ptr noundef nonnull align 8 dereferenceable(16) %447) #28
  %476 = load ptr, ptr %447, align 8, !tbaa !29
  %477 = getelementptr inbounds i8, ptr %476, i64 24
  %478 = load ptr, ptr %477, align 8
  call void %478(ptr noundef nonnull align 8 dereferenceable(16) %447) #28
  br label %490

479:                                              ; preds = %467
  %480 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %481 = icmp eq i8 %480, 0
  br i1 %481, label %484, label %482

482:                                              ; preds = %479
  %483 = add nsw i32 %470, -1
  store i32 %483, ptr %450, align 4, !tbaa !13
  br label %486

484:                                              ; preds = %479
  %485 = atomicrmw volatile add ptr %450, i32 -1 acq_rel, align 4
  br label %486

486:                                              ; preds = %484, %482
  %487 = phi i32 [ %470, %482 ], [ %485, %484 ]
  %488 = icmp eq i32 %487, 1
  br i1 %488, label %489, label %490, !prof !32

489:                                              ; preds = %486
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %447) #28
  br label %490

490:                                              ; preds = %489, %486, %471
  %491 = load atomic i64, ptr %450 acquire, align 8
  %492 = icmp eq i64 %491, 4294967297
  %493 = trunc i64 %491 to i32
  br i1 %492, label %494, label %502

494:                                              ; preds = %490
  store i32 0, ptr %450, align 8, !tbaa !26
  %495 = getelementptr inbounds i8, ptr %447, i64 12
  store i32 0, ptr %495, align 4, !tbaa !28
  %496 = load ptr, ptr %447, align 8, !tbaa !29
  %497 = getelementptr inbounds i8, ptr %496, i64 16
  %498 = load ptr, ptr %497, align 8
  call void %498(ptr noundef nonnull align 8 dereferenceable(16) %447) #28
  %499 = load ptr, ptr %447, align 8, !tbaa !29
  %500 = getelementptr inbounds i8, ptr %499, i64 24
  %501 = load ptr, ptr %500, align 8
  call void %501(ptr noundef nonnull align 8 dereferenceable(16) %447) #28
  br label %513

502:                                              ; preds = %490
  %503 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %504 = icmp eq i8 %503, 0
  br i1 %504, label %507, label %505

505:                                              ; preds = %502
  %506 = add nsw i32 %493, -1
  store i32 %506, ptr %450, align 4, !tbaa !13
  br label %509

507:                                              ; preds = %502
  %508 = atomicrmw volatile add ptr %450, i32 -1 acq_rel, align 4
  br label %509

509:                                              ; preds = %507, %505
  %510 = phi i32 [ %493, %505 ], [ %508, %507 ]
  %511 = icmp eq i32 %510, 1
  br i1 %511, label %512, label %513, !prof !32

512:                                              ; preds = %509
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %447) #28
  br label %513

513:                                              ; preds = %512, %509, %494, %446
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.25)
          to label %514 unwind label %684

514:                                              ; preds = %513
  invoke void @_ZN4sycl3_V17handler22setKernelIsCooperativeEb(ptr noundef nonnull align 8 dereferenceable(216) %1, i1 noundef zeroext false)
          to label %515 unwind label %684

515:                                              ; preds = %514
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5)
  %516 = getelementptr inbounds i8, ptr %5, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %516, i8 0, i64 16, i1 false), !alias.scope !188
  store i64 %80, ptr %5, align 8, !tbaa !5, !alias.scope !188
  invoke void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range.112") align 8 %5, i1 noundef zeroext false, i32 noundef 1)
          to label %517 unwind label %684

517:                                              ; preds = %515
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5)
  %518 = load ptr, ptr %14, align 8, !tbaa !163
  store ptr %518, ptr %13, align 8, !tbaa !163
  %519 = getelementptr inbounds i8, ptr %13, i64 8
  %520 = load ptr, ptr %110, align 8, !tbaa !24
  store ptr null, ptr %110, align 8, !tbaa !24
  store ptr %520, ptr %519, align 8, !tbaa !24
  store ptr null, ptr %14, align 8, !tbaa !163
  %521 = getelementptr inbounds i8, ptr %13, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %521, ptr noundef nonnull align 8 dereferenceable(16) %122, i64 16, i1 false)
  %522 = getelementptr inbounds i8, ptr %13, i64 32
  %523 = load i64, ptr %123, align 8
  store i64 %523, ptr %522, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3)
  %524 = invoke noalias noundef nonnull dereferenceable(48) ptr @_Znwm(i64 noundef 48) #30
          to label %525 unwind label %651

525:                                              ; preds = %517
  %526 = icmp eq ptr %520, null
  %527 = getelementptr inbounds i8, ptr %524, i64 16
  br i1 %526, label %549, label %528

528:                                              ; preds = %525
  %529 = getelementptr inbounds i8, ptr %520, i64 8
  %530 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !191
  %531 = icmp eq i8 %530, 0
  %532 = getelementptr inbounds i8, ptr %524, i64 8
  br i1 %531, label %536, label %533

533:                                              ; preds = %528
  %534 = load i32, ptr %529, align 4, !tbaa !13, !noalias !191
  %535 = add nsw i32 %534, 1
  store i32 %535, ptr %529, align 4, !tbaa !13, !noalias !191
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %122, i64 16, i1 false)
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %524, align 8, !tbaa !29, !noalias !191
  store ptr %518, ptr %532, align 8, !tbaa !163, !noalias !191
  store ptr %520, ptr %527, align 8, !tbaa !24, !noalias !191
  br label %543

536:                                              ; preds = %528
  %537 = atomicrmw volatile add ptr %529, i32 1 acq_rel, align 4, !noalias !191
  %538 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !191
  %539 = icmp eq i8 %538, 0
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull readonly align 8 dereferenceable(16) %521, i64 16, i1 false), !noalias !191
  %540 = load i64, ptr %522, align 8, !noalias !191
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %524, align 8, !tbaa !29, !noalias !191
  store ptr %518, ptr %532, align 8, !tbaa !163, !noalias !191
  store ptr %520, ptr %527, align 8, !tbaa !24, !noalias !191
  br i1 %539, label %547, label %541

541:                                              ; preds = %536
  %542 = load i32, ptr %529, align 4, !tbaa !13, !noalias !191
  br label %543

543:                                              ; preds = %541, %533
  %544 = phi i32 [ %535, %533 ], [ %542, %541 ]
  %545 = phi i64 [ %523, %533 ], [ %540, %541 ]
  %546 = add nsw i32 %544, 1
  store i32 %546, ptr %529, align 4, !tbaa !13, !noalias !191
  br label %553

547:                                              ; preds = %536
  %548 = atomicrmw volatile add ptr %529, i32 1 acq_rel, align 4, !noalias !191
  br label %553

549:                                              ; preds = %525
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %524, align 8, !tbaa !29, !noalias !191
  %550 = getelementptr inbounds i8, ptr %524, i64 8
  store ptr %518, ptr %550, align 8, !tbaa !163, !noalias !191
  store ptr null, ptr %527, align 8, !tbaa !24, !noalias !191
  %551 = getelementptr inbounds i8, ptr %524, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %551, ptr noundef nonnull align 8 dereferenceable(16) %122, i64 16, i1 false)
  %552 = getelementptr inbounds i8, ptr %524, i64 40
  store i64 %523, ptr %552, align 8, !noalias !191
  br label %579

553:                                              ; preds = %547, %543
  %554 = phi i64 [ %545, %543 ], [ %540, %547 ]
  %555 = getelementptr inbounds i8, ptr %524, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %555, ptr noundef nonnull align 8 dereferenceable(16) %3, i64 16, i1 false), !noalias !191
  %556 = getelementptr inbounds i8, ptr %524, i64 40
  store i64 %554, ptr %556, align 8, !noalias !191
  %557 = load atomic i64, ptr %529 acquire, align 8, !noalias !191
  %558 = icmp eq i64 %557, 4294967297
  %559 = trunc i64 %557 to i32
  br i1 %558, label %560, label %568

560:                                              ; preds = %553
  store i32 0, ptr %529, align 8, !tbaa !26, !noalias !191
  %561 = getelementptr inbounds i8, ptr %520, i64 12
  store i32 0, ptr %561, align 4, !tbaa !28, !noalias !191
  %562 = load ptr, ptr %520, align 8, !tbaa !29, !noalias !191
  %563 = getelementptr inbounds i8, ptr %562, i64 16
  %564 = load ptr, ptr %563, align 8, !noalias !191
  call void %564(ptr noundef nonnull align 8 dereferenceable(16) %520) #28, !noalias !191
  %565 = load ptr, ptr %520, align 8, !tbaa !29, !noalias !191
  %566 = getelementptr inbounds i8, ptr %565, i64 24
  %567 = load ptr, ptr %566, align 8, !noalias !191
  call void %567(ptr noundef nonnull align 8 dereferenceable(16) %520) #28, !noalias !191
  br label %579

568:                                              ; preds = %553
  %569 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !191
  %570 = icmp eq i8 %569, 0
  br i1 %570, label %573, label %571

571:                                              ; preds = %568
  %572 = add nsw i32 %559, -1
  store i32 %572, ptr %529, align 4, !tbaa !13, !noalias !191
  br label %575

573:                                              ; preds = %568
  %574 = atomicrmw volatile add ptr %529, i32 -1 acq_rel, align 4, !noalias !191
  br label %575

575:                                              ; preds = %573, %571
  %576 = phi i32 [ %559, %571 ], [ %574, %573 ]
  %577 = icmp eq i32 %576, 1
  br i1 %577, label %578, label %579, !prof !32

578:                                              ; preds = %575
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %520) #28, !noalias !191
  br label %579

579:                                              ; preds = %578, %575, %560, %549
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3)
  %580 = getelementptr inbounds i8, ptr %1, i64 152
  %581 = load ptr, ptr %580, align 8, !tbaa !9
  store ptr %524, ptr %580, align 8, !tbaa !9
  %582 = icmp eq ptr %581, null
  br i1 %582, label %587, label %583

583:                                              ; preds = %579
  %584 = load ptr, ptr %581, align 8, !tbaa !29
  %585 = getelementptr inbounds i8, ptr %584, i64 16
  %586 = load ptr, ptr %585, align 8
  call void %586(ptr noundef nonnull align 8 dereferenceable(8) %581) #28
  br label %587

587:                                              ; preds = %583, %579
  invoke void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %588 unwind label %651

588:                                              ; preds = %587
  %589 = load ptr, ptr %580, align 8, !tbaa !9
  %590 = load ptr, ptr %589, align 8, !tbaa !29
  %591 = load ptr, ptr %590, align 8
  %592 = invoke noundef ptr %591(ptr noundef nonnull align 8 dereferenceable(8) %589)
          to label %593 unwind label %651

593:                                              ; preds = %588
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #28
  invoke void @_ZN4sycl3_V16detail19getKernelParamDescsI4AxpbEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind nonnull writable sret(%"class.std::vector.134") align 8 %4)
          to label %594 unwind label %651

594:                                              ; preds = %593
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %592, ptr noundef nonnull align 8 dereferenceable(24) %4, i1 noundef zeroext false)
          to label %595 unwind label %612

595:                                              ; preds = %594
  %596 = load ptr, ptr %4, align 8, !tbaa !185
  %597 = icmp eq ptr %596, null
  br i1 %597, label %604, label %598

598:                                              ; preds = %595
  %599 = getelementptr inbounds i8, ptr %4, i64 16
  %600 = load ptr, ptr %599, align 8, !tbaa !187
  %601 = ptrtoint ptr %600 to i64
  %602 = ptrtoint ptr %596 to i64
  %603 = sub i64 %601, %602
  call void @_ZdlPvm(ptr noundef nonnull %596, i64 noundef %603) #32
  br label %604

604:                                              ; preds = %598, %595
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #28
  %605 = invoke noalias noundef nonnull dereferenceable(10) ptr @_Znam(i64 noundef 10) #30
          to label %606 unwind label %651

606:                                              ; preds = %604
  %607 = getelementptr inbounds i8, ptr %1, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(9) %605, ptr noundef nonnull align 1 dereferenceable(9) @.str.25, i64 9, i1 false)
  %608 = getelementptr inbounds i8, ptr %605, i64 9
  store i8 0, ptr %608, align 1, !tbaa !31
  %609 = load ptr, ptr %607, align 8, !tbaa !9
  store ptr %605, ptr %607, align 8, !tbaa !9
  %610 = icmp eq ptr %609, null
  br i1 %610, label %623, label %611

611:                                              ; preds = %606
  call void @_ZdaPv(ptr noundef nonnull %609) #32
  br label %623

612:                                              ; preds = %594
  %613 = landingpad { ptr, i32 }
          cleanup
  %614 = load ptr, ptr %4, align 8, !tbaa !185
  %615 = icmp eq ptr %614, null
  br i1 %615, label %622, label %616

616:                                              ; preds = %612
  %617 = getelementptr inbounds i8, ptr %4, i64 16
  %618 = load ptr, ptr %617, align 8, !tbaa !187
  %619 = ptrtoint ptr %618 to i64
  %620 = ptrtoint ptr %614 to i64
  %621 = sub i64 %619, %620
  call void @_ZdlPvm(ptr noundef nonnull %614, i64 noundef %621) #32
  br label %622

622:                                              ; preds = %616, %612
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #28
  br label %653

623:                                              ; preds = %611, %606
  %624 = load ptr, ptr %519, align 8, !tbaa !24
  %625 = icmp eq ptr %624, null
  br i1 %625, label %650, label %626

626:                                              ; preds = %623
  %627 = getelementptr inbounds i8, ptr %624, i64 8
  %628 = load atomic i64, ptr %627 acquire, align 8
  %629 = icmp eq i64 %628, 4294967297
  %630 = trunc i64 %628 to i32
  br i1 %629, label %631, label %639

631:                                              ; preds = %626
  store i32 0, ptr %627, align 8, !tbaa !26
  %632 = getelementptr inbounds i8, ptr %624, i64 12
  store i32 0, ptr %632, align 4, !tbaa !28
  %633 = load ptr, ptr %624, align 8, !tbaa !29
  %634 = getelementptr inbounds i8, ptr %633, i64 16
  %635 = load ptr, ptr %634, align 8
  call void %635(ptr noundef nonnull align 8 dereferenceable(16) %624) #28
  %636 = load ptr, ptr %624, align 8, !tbaa !29
  %637 = getelementptr inbounds i8, ptr %636, i64 24
  %638 = load ptr, ptr %637, align 8
  call void %638(ptr noundef nonnull align 8 dereferenceable(16) %624) #28
  br label %650

639:                                              ; preds = %626
  %640 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %641 = icmp eq i8 %640, 0
  br i1 %641, label %644, label %642

642:                                              ; preds = %639
  %643 = add nsw i32 %630, -1
  store i32 %643, ptr %627, align 4, !tbaa !13
  br label %646

644:                                              ; preds = %639
  %645 = atomicrmw volatile add ptr %627, i32 -1 acq_rel, align 4
  br label %646

646:                                              ; preds = %644, %642
  %647 = phi i32 [ %630, %642 ], [ %645, %644 ]
  %648 = icmp eq i32 %647, 1
  br i1 %648, label %649, label %650, !prof !32

649:                                              ; preds = %646
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %624) #28
  br label %650

650:                                              ; preds = %649, %646, %631, %623
  invoke void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef 1)
          to label %657 unwind label %684

651:                                              ; preds = %604, %593, %588, %587, %517
  %652 = landingpad { ptr, i32 }
          cleanup
  br label %653

653:                                              ; preds = %651, %622
  %654 = phi { ptr, i32 } [ %652, %651 ], [ %613, %622 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(40) %13) #28
  br label %655

655:                                              ; preds = %653, %444
  %656 = phi { ptr, i32 } [ %445, %444 ], [ %654, %653 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9) #28
  br label %686

657:                                              ; preds = %650, %437
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9) #28
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %12)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %13)
  %658 = load ptr, ptr %110, align 8, !tbaa !24
  %659 = icmp eq ptr %658, null
  br i1 %659, label %688, label %660

660:                                              ; preds = %657
  %661 = getelementptr inbounds i8, ptr %658, i64 8
  %662 = load atomic i64, ptr %661 acquire, align 8
  %663 = icmp eq i64 %662, 4294967297
  %664 = trunc i64 %662 to i32
  br i1 %663, label %665, label %673

665:                                              ; preds = %660
  store i32 0, ptr %661, align 8, !tbaa !26
  %666 = getelementptr inbounds i8, ptr %658, i64 12
  store i32 0, ptr %666, align 4, !tbaa !28
  %667 = load ptr, ptr %658, align 8, !tbaa !29
  %668 = getelementptr inbounds i8, ptr %667, i64 16
  %669 = load ptr, ptr %668, align 8
  call void %669(ptr noundef nonnull align 8 dereferenceable(16) %658) #28
  %670 = load ptr, ptr %658, align 8, !tbaa !29
  %671 = getelementptr inbounds i8, ptr %670, i64 24
  %672 = load ptr, ptr %671, align 8
  call void %672(ptr noundef nonnull align 8 dereferenceable(16) %658) #28
  br label %688

673:                                              ; preds = %660
  %674 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %675 = icmp eq i8 %674, 0
  br i1 %675, label %678, label %676

676:                                              ; preds = %673
  %677 = add nsw i32 %664, -1
  store i32 %677, ptr %661, align 4, !tbaa !13
  br label %680

678:                                              ; preds = %673
  %679 = atomicrmw volatile add ptr %661, i32 -1 acq_rel, align 4
  br label %680

680:                                              ; preds = %678, %676
  %681 = phi i32 [ %664, %676 ], [ %679, %678 ]
  %682 = icmp eq i32 %681, 1
  br i1 %682, label %683, label %688, !prof !32

683:                                              ; preds = %680
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %658) #28
  br label %688

684:                                              ; preds = %650, %515, %514, %513, %137, %133, %121
  %685 = landingpad { ptr, i32 }
          cleanup
  br label %686

686:                                              ; preds = %684, %655, %135
  %687 = phi { ptr, i32 } [ %685, %684 ], [ %136, %135 ], [ %656, %655 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(40) %14) #28
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(40) %19) #28
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %19) #28
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %17) #28
  br label %746

688:                                              ; preds = %683, %680, %665, %657
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %14)
  %689 = load ptr, ptr %82, align 8, !tbaa !24
  %690 = icmp eq ptr %689, null
  br i1 %690, label %715, label %691

691:                                              ; preds = %688
  %692 = getelementptr inbounds i8, ptr %689, i64 8
  %693 = load atomic i64, ptr %692 acquire, align 8
  %694 = icmp eq i64 %693, 4294967297
  %695 = trunc i64 %693 to i32
  br i1 %694, label %696, label %704

696:                                              ; preds = %691
  store i32 0, ptr %692, align 8, !tbaa !26
  %697 = getelementptr inbounds i8, ptr %689, i64 12
  store i32 0, ptr %697, align 4, !tbaa !28
  %698 = load ptr, ptr %689, align 8, !tbaa !29
  %699 = getelementptr inbounds i8, ptr %698, i64 16
  %700 = load ptr, ptr %699, align 8
  call void %700(ptr noundef nonnull align 8 dereferenceable(16) %689) #28
  %701 = load ptr, ptr %689, align 8, !tbaa !29
  %702 = getelementptr inbounds i8, ptr %701, i64 24
  %703 = load ptr, ptr %702, align 8
  call void %703(ptr noundef nonnull align 8 dereferenceable(16) %689) #28
  br label %715

704:                                              ; preds = %691
  %705 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %706 = icmp eq i8 %705, 0
  br i1 %706, label %709, label %707

707:                                              ; preds = %704
  %708 = add nsw i32 %695, -1
  store i32 %708, ptr %692, align 4, !tbaa !13
  br label %711

709:                                              ; preds = %704
  %710 = atomicrmw volatile add ptr %692, i32 -1 acq_rel, align 4
  br label %711

711:                                              ; preds = %709, %707
  %712 = phi i32 [ %695, %707 ], [ %710, %709 ]
  %713 = icmp eq i32 %712, 1
  br i1 %713, label %714, label %715, !prof !32

714:                                              ; preds = %711
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %689) #28
  br label %715

715:                                              ; preds = %714, %711, %696, %688
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %19) #28
  %716 = load ptr, ptr %83, align 8, !tbaa !24
  %717 = icmp eq ptr %716, null
  br i1 %717, label %748, label %718

718:                                              ; preds = %715
  %719 = getelementptr inbounds i8, ptr %716, i64 8
  %720 = load atomic i64, ptr %719 acquire, align 8
  %721 = icmp eq i64 %720, 4294967297
  %722 = trunc i64 %720 to i32
  br i1 %721, label %723, label %731

723:                                              ; preds = %718
  store i32 0, ptr %719, align 8, !tbaa !26
  %724 = getelementptr inbounds i8, ptr %716, i64 12
  store i32 0, ptr %724, align 4, !tbaa !28
  %725 = load ptr, ptr %716, align 8, !tbaa !29
  %726 = getelementptr inbounds i8, ptr %725, i64 16
  %727 = load ptr, ptr %726, align 8
  call void %727(ptr noundef nonnull align 8 dereferenceable(16) %716) #28
  %728 = load ptr, ptr %716, align 8, !tbaa !29
  %729 = getelementptr inbounds i8, ptr %728, i64 24
  %730 = load ptr, ptr %729, align 8
  call void %730(ptr noundef nonnull align 8 dereferenceable(16) %716) #28
  br label %748

731:                                              ; preds = %718
  %732 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %733 = icmp eq i8 %732, 0
  br i1 %733, label %736, label %734

734:                                              ; preds = %731
  %735 = add nsw i32 %722, -1
  store i32 %735, ptr %719, align 4, !tbaa !13
  br label %738

736:                                              ; preds = %731
  %737 = atomicrmw volatile add ptr %719, i32 -1 acq_rel, align 4
  br label %738

738:                                              ; preds = %736, %734
  %739 = phi i32 [ %722, %734 ], [ %737, %736 ]
  %740 = icmp eq i32 %739, 1
  br i1 %740, label %741, label %748, !prof !32

741:                                              ; preds = %738
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %716) #28
  br label %748

742:                                              ; preds = %2
  %743 = landingpad { ptr, i32 }
          cleanup
  br label %744

744:                                              ; preds = %742, %26
  %745 = phi { ptr, i32 } [ %743, %742 ], [ %27, %26 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %18) #28
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #28
  br label %746

746:                                              ; preds = %744, %686
  %747 = phi { ptr, i32 } [ %687, %686 ], [ %745, %744 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %17) #28
  resume { ptr, i32 } %747

748:                                              ; preds = %715, %723, %738, %741
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %17) #28
  ret void
}

; Function Attrs: mustprogress uwtable
define internal noundef zeroext i1 @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E_E10_M_managerERSt9_Any_dataRKS7_St18_Manager_operation(ptr nocapture noundef nonnull align 8 dereferenceable(16) %0, ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %1, i32 noundef %2) #4 align 2 {
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
  %9 = tail call noalias noundef nonnull dereferenceable(32) ptr @_Znwm(i64 noundef 32) #30
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %9, ptr noundef nonnull readonly align 8 dereferenceable(32) %8, i64 32, i1 false), !tbaa.struct !194
  store ptr %9, ptr %0, align 8, !tbaa !9
  br label %14

10:                                               ; preds = %3
  %11 = load ptr, ptr %0, align 8, !tbaa !9
  %12 = icmp eq ptr %11, null
  br i1 %12, label %14, label %13

13:                                               ; preds = %10
  tail call void @_ZdlPvm(ptr noundef nonnull %11, i64 noundef 32) #32
  br label %14

14:                                               ; preds = %3, %13, %10, %7, %5, %4
  ret i1 false
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define internal fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr nocapture noundef nonnull readonly align 8 dereferenceable(40) %0) unnamed_addr #5 align 2 personality ptr @__gxx_personality_v0 {
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
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range.112", align 8
  %8 = alloca %"class.sycl::_V1::range.112", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %11 = load i64, ptr %10, align 8
  store i64 %11, ptr %7, align 8, !tbaa !5, !alias.scope !195
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 1, ptr %12, align 8, !tbaa !5, !alias.scope !195
  %13 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %13, align 8, !tbaa !5, !alias.scope !195
  store i64 %11, ptr %8, align 8, !tbaa !5, !alias.scope !198
  %14 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 1, ptr %14, align 8, !tbaa !5, !alias.scope !198
  %15 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %15, align 8, !tbaa !5, !alias.scope !198
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #28
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
  br i1 %26, label %27, label %28, !prof !32

27:                                               ; preds = %25
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #29
  unreachable

28:                                               ; preds = %25
  %29 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %23) #30
  br label %30

30:                                               ; preds = %47, %28
  %31 = phi ptr [ %49, %47 ], [ %29, %28 ]
  %32 = phi ptr [ %48, %47 ], [ %20, %28 ]
  %33 = load ptr, ptr %32, align 8, !tbaa !201
  store ptr %33, ptr %31, align 8, !tbaa !201
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
  br i1 %50, label %51, label %30, !llvm.loop !203

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
  %58 = load ptr, ptr %1, align 8, !tbaa !122
  %59 = icmp eq ptr %58, null
  br i1 %59, label %60, label %61

60:                                               ; preds = %51
  tail call void @__assert_fail(ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.15, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #31
  unreachable

61:                                               ; preds = %51
  %62 = and i64 %16, 16
  %63 = icmp eq i64 %62, 0
  %64 = select i1 %63, i32 1026, i32 1028
  %65 = getelementptr inbounds i8, ptr %1, i64 24
  %66 = load i64, ptr %65, align 8, !tbaa !114
  %67 = getelementptr inbounds i8, ptr %1, i64 32
  %68 = load i8, ptr %67, align 8, !tbaa !121, !range !60, !noundef !61
  %69 = trunc nuw i8 %68 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.112") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.112") align 8 %8, i32 noundef %64, ptr noundef nonnull %58, i32 noundef 1, i32 noundef 4, i64 noundef %66, i1 noundef zeroext %69, ptr noundef nonnull align 8 dereferenceable(32) %3)
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
  tail call void @_ZdlPvm(ptr noundef nonnull %107, i64 noundef %113) #32
  br label %114

114:                                              ; preds = %106, %109
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #28
  %115 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr null, ptr %115, align 8, !tbaa !204
  %116 = load ptr, ptr %18, align 8, !tbaa !9
  %117 = load ptr, ptr %17, align 8, !tbaa !9
  %118 = ptrtoint ptr %116 to i64
  %119 = ptrtoint ptr %117 to i64
  %120 = sub i64 %118, %119
  %121 = icmp eq ptr %116, %117
  br i1 %121, label %182, label %122

122:                                              ; preds = %114
  %123 = icmp ugt i64 %120, 9223372036854775792
  br i1 %123, label %124, label %126, !prof !32

124:                                              ; preds = %122
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #29
          to label %125 unwind label %210

125:                                              ; preds = %124
  unreachable

126:                                              ; preds = %122
  %127 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %120) #30
          to label %128 unwind label %210

128:                                              ; preds = %126, %145
  %129 = phi ptr [ %147, %145 ], [ %127, %126 ]
  %130 = phi ptr [ %146, %145 ], [ %117, %126 ]
  %131 = load ptr, ptr %130, align 8, !tbaa !201
  store ptr %131, ptr %129, align 8, !tbaa !201
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
  br i1 %148, label %149, label %128, !llvm.loop !203

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
  tail call void @_ZdlPvm(ptr noundef nonnull %127, i64 noundef %120) #32
  br label %182

182:                                              ; preds = %114, %181
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %183 unwind label %208

183:                                              ; preds = %182
  %184 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %185 unwind label %208

185:                                              ; preds = %183
  store ptr %184, ptr %115, align 8, !tbaa !204
  %186 = load ptr, ptr %1, align 8, !tbaa !122
  %187 = icmp eq ptr %186, null
  br i1 %187, label %188, label %189

188:                                              ; preds = %185
  tail call void @__assert_fail(ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.15, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #31
  unreachable

189:                                              ; preds = %185
  %190 = load ptr, ptr %0, align 8, !tbaa !163
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

declare void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef byval(%"class.sycl::_V1::id") align 8, ptr noundef byval(%"class.sycl::_V1::range.112") align 8, ptr noundef byval(%"class.sycl::_V1::range.112") align 8, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i64 noundef, i1 noundef zeroext, ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #7

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
  tail call void @_ZdlPvm(ptr noundef nonnull %42, i64 noundef %49) #32
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
define linkonce_odr dso_local void @_ZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_(ptr dead_on_unwind noalias writable sret(%"class.std::tuple.114") align 8 %0, ptr noundef nonnull align 8 dereferenceable(216) %1, i64 %2) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.std::tuple.122", align 8
  %5 = alloca %"class.sycl::_V1::range", align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i8, align 1
  %10 = alloca %class.anon.121, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #28
  store i64 %2, ptr %5, align 8
  %11 = tail call noundef zeroext i1 @_ZN4sycl3_V17handler20DisableRangeRoundingEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
  br i1 %11, label %12, label %14

12:                                               ; preds = %3
  store i8 0, ptr %0, align 8, !tbaa !205
  %13 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 0, ptr %13, align 8
  br label %54

14:                                               ; preds = %3
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #28
  store i64 16, ptr %6, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #28
  store i64 32, ptr %7, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #28
  store i64 1024, ptr %8, align 8, !tbaa !5
  call void @_ZN4sycl3_V17handler24GetRangeRoundingSettingsERmS2_S2_(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(8) %6, ptr noundef nonnull align 8 dereferenceable(8) %7, ptr noundef nonnull align 8 dereferenceable(8) %8)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #28
  call void @_ZN4sycl3_V17handler19getMaxWorkGroups_v2Ev(ptr dead_on_unwind nonnull writable sret(%"class.std::tuple.122") align 8 %4, ptr noundef nonnull align 8 dereferenceable(216) %1)
  %15 = getelementptr inbounds i8, ptr %4, i64 8
  %16 = load i8, ptr %4, align 8, !tbaa !173, !range !60, !noundef !61
  %17 = trunc nuw i8 %16 to i1
  %18 = load i64, ptr %15, align 8
  %19 = call i64 @llvm.umin.i64(i64 %18, i64 2147483647)
  %20 = select i1 %17, i64 %19, i64 2147483647
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #28
  %21 = load i64, ptr %7, align 8, !tbaa !5
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
  store i8 0, ptr %9, align 1, !tbaa !173
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10) #28
  store ptr %1, ptr %10, align 8, !tbaa !207
  %29 = getelementptr inbounds i8, ptr %10, i64 8
  store ptr %5, ptr %29, align 8, !tbaa !9
  %30 = getelementptr inbounds i8, ptr %10, i64 16
  store ptr %9, ptr %30, align 8, !tbaa !9
  %31 = load i64, ptr %6, align 8, !tbaa !5
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
  %43 = load i64, ptr %5, align 8, !tbaa !5
  br label %44

44:                                               ; preds = %37, %27
  %45 = phi i64 [ %43, %37 ], [ %2, %27 ]
  %46 = icmp ugt i64 %45, %28
  br i1 %46, label %47, label %48

47:                                               ; preds = %44
  call void @_ZZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ENKUlimE_clEim(ptr noundef nonnull align 8 dereferenceable(24) %10, i32 noundef 0, i64 noundef %28)
  br label %48

48:                                               ; preds = %44, %47
  %49 = load i8, ptr %9, align 1, !tbaa !173, !range !60, !noundef !61
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

declare void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216), ptr) local_unnamed_addr #7

; Function Attrs: inlinehint mustprogress nounwind uwtable
define internal fastcc void @_ZN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi1EEEE_ED2Ev(ptr nocapture noundef nonnull readonly align 8 dereferenceable(48) %0) unnamed_addr #5 align 2 personality ptr @__gxx_personality_v0 {
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

declare void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216), i32 noundef) local_unnamed_addr #7

declare noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #7

declare noundef zeroext i1 @_ZN4sycl3_V17handler20DisableRangeRoundingEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #7

declare void @_ZN4sycl3_V17handler24GetRangeRoundingSettingsERmS2_S2_(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef nonnull align 8 dereferenceable(8), ptr noundef nonnull align 8 dereferenceable(8), ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #7

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ENKUlimE_clEim(ptr noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1, i64 noundef %2) local_unnamed_addr #10 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = load ptr, ptr %0, align 8, !tbaa !207
  %5 = tail call noundef zeroext i1 @_ZN4sycl3_V17handler18RangeRoundingTraceEv(ptr noundef nonnull align 8 dereferenceable(216) %4)
  br i1 %5, label %6, label %53

6:                                                ; preds = %3
  %7 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cout, ptr noundef nonnull @.str.22, i64 noundef 35)
  %8 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSolsEi(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cout, i32 noundef %1)
  %9 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) %8, ptr noundef nonnull @.str.23, i64 noundef 6)
  %10 = icmp eq i32 %1, 0
  br i1 %10, label %22, label %11

11:                                               ; preds = %6
  %12 = tail call ptr @__cxa_allocate_exception(i64 64) #28
  %13 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #28
  %14 = extractvalue { i32, ptr } %13, 0
  %15 = extractvalue { i32, ptr } %13, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %12, i32 %14, ptr %15, ptr noundef nonnull @.str.8)
          to label %16 unwind label %20

16:                                               ; preds = %11
  tail call void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #29
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
  %24 = load ptr, ptr %23, align 8, !tbaa !209
  %25 = load i64, ptr %24, align 8, !tbaa !5
  %26 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo9_M_insertImEERSoT_(ptr noundef nonnull align 8 dereferenceable(8) %8, i64 noundef %25)
  %27 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) %26, ptr noundef nonnull @.str.24, i64 noundef 4)
  %28 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo9_M_insertImEERSoT_(ptr noundef nonnull align 8 dereferenceable(8) %26, i64 noundef %2)
  %29 = load ptr, ptr %28, align 8, !tbaa !29
  %30 = getelementptr i8, ptr %29, i64 -24
  %31 = load i64, ptr %30, align 8
  %32 = getelementptr inbounds i8, ptr %28, i64 %31
  %33 = getelementptr inbounds i8, ptr %32, i64 240
  %34 = load ptr, ptr %33, align 8, !tbaa !210
  %35 = icmp eq ptr %34, null
  br i1 %35, label %36, label %37

36:                                               ; preds = %22
  tail call void @_ZSt16__throw_bad_castv() #29
  unreachable

37:                                               ; preds = %22
  %38 = getelementptr inbounds i8, ptr %34, i64 56
  %39 = load i8, ptr %38, align 8, !tbaa !212
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
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %56, i32 %58, ptr %59, ptr noundef nonnull @.str.8)
          to label %60 unwind label %61

60:                                               ; preds = %55
  tail call void @__cxa_throw(ptr nonnull %56, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #29
  unreachable

61:                                               ; preds = %55
  %62 = landingpad { ptr, i32 }
          cleanup
  br label %17

63:                                               ; preds = %49, %53
  %64 = getelementptr inbounds i8, ptr %0, i64 8
  %65 = load ptr, ptr %64, align 8, !tbaa !209
  store i64 %2, ptr %65, align 8, !tbaa !5
  %66 = getelementptr inbounds i8, ptr %0, i64 16
  %67 = load ptr, ptr %66, align 8, !tbaa !215
  store i8 1, ptr %67, align 1, !tbaa !173
  ret void
}

declare void @_ZN4sycl3_V17handler19getMaxWorkGroups_v2Ev(ptr dead_on_unwind writable sret(%"class.std::tuple.122") align 8, ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #7

declare noundef zeroext i1 @_ZN4sycl3_V17handler18RangeRoundingTraceEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #7

declare noundef nonnull align 8 dereferenceable(8) ptr @_ZNSolsEi(ptr noundef nonnull align 8 dereferenceable(8), i32 noundef) local_unnamed_addr #7

declare noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo9_M_insertImEERSoT_(ptr noundef nonnull align 8 dereferenceable(8), i64 noundef) local_unnamed_addr #7

declare void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef byval(%"class.sycl::_V1::range.112") align 8, i1 noundef zeroext, i32 noundef) local_unnamed_addr #7

declare void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #7

declare void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef, ptr noundef nonnull align 8 dereferenceable(24), i1 noundef zeroext) local_unnamed_addr #7

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI4AxpbEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv(ptr dead_on_unwind noalias writable sret(%"class.std::vector.134") align 8 %0) local_unnamed_addr #4 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"struct.sycl::_V1::detail::kernel_param_desc_t", align 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, i8 0, i64 24, i1 false)
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = tail call noalias noundef nonnull dereferenceable(48) ptr @_Znwm(i64 noundef 48) #30
  store ptr %4, ptr %0, align 8, !tbaa !185
  %5 = getelementptr inbounds i8, ptr %4, i64 48
  store ptr %5, ptr %3, align 8, !tbaa !187
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #28
  store i64 34359738369, ptr %2, align 8
  store i32 0, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !216
  %8 = getelementptr inbounds i8, ptr %4, i64 12
  store ptr %8, ptr %7, align 8, !tbaa !219
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #28
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #28
  store i64 17446157156352, ptr %2, align 8
  store i32 8, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %8, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !216
  %9 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr %9, ptr %7, align 8, !tbaa !219
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #28
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #28
  store i64 17179869185, ptr %2, align 8
  store i32 40, ptr %6, align 8
  %10 = load ptr, ptr %3, align 8, !tbaa !187
  %11 = icmp eq ptr %9, %10
  br i1 %11, label %15, label %12

12:                                               ; preds = %1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %9, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !216
  %13 = load ptr, ptr %7, align 8, !tbaa !219
  %14 = getelementptr inbounds i8, ptr %13, i64 12
  store ptr %14, ptr %7, align 8, !tbaa !219
  br label %18

15:                                               ; preds = %1
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr nonnull %9, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %16 unwind label %27

16:                                               ; preds = %15
  %17 = load ptr, ptr %7, align 8, !tbaa !9
  br label %18

18:                                               ; preds = %16, %12
  %19 = phi ptr [ %17, %16 ], [ %14, %12 ]
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #28
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #28
  store i64 17179869185, ptr %2, align 8
  store i32 44, ptr %6, align 8
  %20 = load ptr, ptr %3, align 8, !tbaa !187
  %21 = icmp eq ptr %19, %20
  br i1 %21, label %25, label %22

22:                                               ; preds = %18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %19, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !216
  %23 = load ptr, ptr %7, align 8, !tbaa !219
  %24 = getelementptr inbounds i8, ptr %23, i64 12
  store ptr %24, ptr %7, align 8, !tbaa !219
  br label %26

25:                                               ; preds = %18
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %19, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %26 unwind label %27

26:                                               ; preds = %25, %22
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #28
  ret void

27:                                               ; preds = %15, %25
  %28 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #28
  %29 = load ptr, ptr %0, align 8, !tbaa !185
  %30 = icmp eq ptr %29, null
  br i1 %30, label %36, label %31

31:                                               ; preds = %27
  %32 = load ptr, ptr %3, align 8, !tbaa !187
  %33 = ptrtoint ptr %32 to i64
  %34 = ptrtoint ptr %29 to i64
  %35 = sub i64 %33, %34
  call void @_ZdlPvm(ptr noundef nonnull %29, i64 noundef %35) #32
  br label %36

36:                                               ; preds = %27, %31
  resume { ptr, i32 } %28
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(56) %0) unnamed_addr #22 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(56) %0) unnamed_addr #6 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EEE, i64 16), ptr %0, align 8, !tbaa !29
  %2 = getelementptr inbounds i8, ptr %0, i64 24
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
define internal void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EED0Ev(ptr noundef nonnull align 8 dereferenceable(56) %0) unnamed_addr #6 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EEE, i64 16), ptr %0, align 8, !tbaa !29
  %2 = getelementptr inbounds i8, ptr %0, i64 24
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
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 56) #32
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EE23InstantiateKernelOnHostEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(56) %0) unnamed_addr #4 align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel", align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load i64, ptr %3, align 8
  store i64 %4, ptr %2, align 8
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = load ptr, ptr %6, align 8, !tbaa !163
  store ptr %7, ptr %5, align 8, !tbaa !163
  %8 = getelementptr inbounds i8, ptr %2, i64 16
  %9 = getelementptr inbounds i8, ptr %0, i64 24
  %10 = load ptr, ptr %9, align 8, !tbaa !24
  store ptr %10, ptr %8, align 8, !tbaa !24
  %11 = icmp eq ptr %10, null
  br i1 %11, label %22, label %12

12:                                               ; preds = %1
  %13 = getelementptr inbounds i8, ptr %10, i64 8
  %14 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %15 = icmp eq i8 %14, 0
  br i1 %15, label %19, label %16

16:                                               ; preds = %12
  %17 = load i32, ptr %13, align 4, !tbaa !13
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %13, align 4, !tbaa !13
  br label %22

19:                                               ; preds = %12
  %20 = atomicrmw volatile add ptr %13, i32 1 acq_rel, align 4
  %21 = load i64, ptr %2, align 8
  br label %22

22:                                               ; preds = %1, %16, %19
  %23 = phi i64 [ %4, %1 ], [ %4, %16 ], [ %21, %19 ]
  %24 = getelementptr inbounds i8, ptr %2, i64 24
  %25 = getelementptr inbounds i8, ptr %0, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %24, ptr noundef nonnull readonly align 8 dereferenceable(16) %25, i64 16, i1 false)
  %26 = getelementptr inbounds i8, ptr %2, i64 40
  %27 = getelementptr inbounds i8, ptr %0, i64 48
  %28 = load i64, ptr %27, align 8
  store i64 %28, ptr %26, align 8
  %29 = icmp eq i64 %23, 0
  br i1 %29, label %57, label %30

30:                                               ; preds = %22
  %31 = getelementptr inbounds i8, ptr %2, i64 44
  br label %32

32:                                               ; preds = %50, %30
  %33 = phi i64 [ 0, %30 ], [ %55, %50 ]
  %34 = load float, ptr %26, align 8, !tbaa !166
  %35 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %5)
          to label %36 unwind label %85

36:                                               ; preds = %32
  %37 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %5)
          to label %38 unwind label %85

38:                                               ; preds = %36
  %39 = load i64, ptr %37, align 8
  %40 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %5) #28
  %41 = getelementptr float, ptr %40, i64 %39
  %42 = getelementptr float, ptr %41, i64 %33
  %43 = load float, ptr %42, align 4, !tbaa !11
  %44 = load i32, ptr %31, align 4, !tbaa !172
  %45 = sitofp i32 %44 to float
  %46 = call float @llvm.fmuladd.f32(float %34, float %43, float %45)
  %47 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %5)
          to label %48 unwind label %85

48:                                               ; preds = %38
  %49 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %5)
          to label %50 unwind label %85

50:                                               ; preds = %48
  %51 = load i64, ptr %49, align 8
  %52 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %5) #28
  %53 = getelementptr float, ptr %52, i64 %51
  %54 = getelementptr float, ptr %53, i64 %33
  store float %46, ptr %54, align 4, !tbaa !11
  %55 = add nuw i64 %33, 1
  %56 = icmp eq i64 %55, %23
  br i1 %56, label %57, label %32, !llvm.loop !220

57:                                               ; preds = %50, %22
  %58 = load ptr, ptr %8, align 8, !tbaa !24
  %59 = icmp eq ptr %58, null
  br i1 %59, label %84, label %60

60:                                               ; preds = %57
  %61 = getelementptr inbounds i8, ptr %58, i64 8
  %62 = load atomic i64, ptr %61 acquire, align 8
  %63 = icmp eq i64 %62, 4294967297
  %64 = trunc i64 %62 to i32
  br i1 %63, label %65, label %73

65:                                               ; preds = %60
  store i32 0, ptr %61, align 8, !tbaa !26
  %66 = getelementptr inbounds i8, ptr %58, i64 12
  store i32 0, ptr %66, align 4, !tbaa !28
  %67 = load ptr, ptr %58, align 8, !tbaa !29
  %68 = getelementptr inbounds i8, ptr %67, i64 16
  %69 = load ptr, ptr %68, align 8
  call void %69(ptr noundef nonnull align 8 dereferenceable(16) %58) #28
  %70 = load ptr, ptr %58, align 8, !tbaa !29
  %71 = getelementptr inbounds i8, ptr %70, i64 24
  %72 = load ptr, ptr %71, align 8
  call void %72(ptr noundef nonnull align 8 dereferenceable(16) %58) #28
  br label %84

73:                                               ; preds = %60
  %74 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %75 = icmp eq i8 %74, 0
  br i1 %75, label %78, label %76

76:                                               ; preds = %73
  %77 = add nsw i32 %64, -1
  store i32 %77, ptr %61, align 4, !tbaa !13
  br label %80

78:                                               ; preds = %73
  %79 = atomicrmw volatile add ptr %61, i32 -1 acq_rel, align 4
  br label %80

80:                                               ; preds = %78, %76
  %81 = phi i32 [ %64, %76 ], [ %79, %78 ]
  %82 = icmp eq i32 %81, 1
  br i1 %82, label %83, label %84, !prof !32

83:                                               ; preds = %80
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %58) #28
  br label %84

84:                                               ; preds = %57, %65, %80, %83
  ret void

85:                                               ; preds = %48, %38, %36, %32
  %86 = landingpad { ptr, i32 }
          cleanup
  call fastcc void @_ZN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi1EEEE_ED2Ev(ptr noundef nonnull align 8 dereferenceable(48) %2) #28
  resume { ptr, i32 } %86
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #20

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %1, ptr noundef nonnull align 4 dereferenceable(12) %2) local_unnamed_addr #4 comdat align 2 {
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load ptr, ptr %4, align 8, !tbaa !219
  %6 = load ptr, ptr %0, align 8, !tbaa !9
  %7 = ptrtoint ptr %5 to i64
  %8 = ptrtoint ptr %6 to i64
  %9 = sub i64 %7, %8
  %10 = icmp eq i64 %9, 9223372036854775800
  br i1 %10, label %11, label %12

11:                                               ; preds = %3
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.27) #29
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
  %25 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %24) #30
  br label %26

26:                                               ; preds = %12, %23
  %27 = phi ptr [ %25, %23 ], [ null, %12 ]
  %28 = getelementptr inbounds %"struct.sycl::_V1::detail::kernel_param_desc_t", ptr %27, i64 %21
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %28, ptr noundef nonnull align 4 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !216
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
  %41 = load ptr, ptr %38, align 8, !tbaa !187
  %42 = ptrtoint ptr %41 to i64
  %43 = sub i64 %42, %8
  tail call void @_ZdlPvm(ptr noundef nonnull %6, i64 noundef %43) #32
  br label %44

44:                                               ; preds = %37, %40
  %45 = getelementptr inbounds i8, ptr %33, i64 %34
  store ptr %27, ptr %0, align 8, !tbaa !185
  store ptr %45, ptr %4, align 8, !tbaa !219
  %46 = getelementptr inbounds %"struct.sycl::_V1::detail::kernel_param_desc_t", ptr %27, i64 %18
  store ptr %46, ptr %38, align 8, !tbaa !187
  ret void
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znam(i64 noundef) local_unnamed_addr #19

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPv(ptr noundef) local_unnamed_addr #17

declare void @_ZN4sycl3_V17handler22setKernelIsCooperativeEb(ptr noundef nonnull align 8 dereferenceable(216), i1 noundef zeroext) local_unnamed_addr #7

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19getKernelParamDescsI4AxpbEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind noalias writable sret(%"class.std::vector.134") align 8 %0) local_unnamed_addr #4 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"struct.sycl::_V1::detail::kernel_param_desc_t", align 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, i8 0, i64 24, i1 false)
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = tail call noalias noundef nonnull dereferenceable(36) ptr @_Znwm(i64 noundef 36) #30
  store ptr %4, ptr %0, align 8, !tbaa !185
  %5 = getelementptr inbounds i8, ptr %4, i64 36
  store ptr %5, ptr %3, align 8, !tbaa !187
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #28
  store i64 17446157156352, ptr %2, align 8
  store i32 0, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !216
  %8 = getelementptr inbounds i8, ptr %4, i64 12
  store ptr %8, ptr %7, align 8, !tbaa !219
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #28
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #28
  store i64 17179869185, ptr %2, align 8
  store i32 32, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %8, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !216
  %9 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr %9, ptr %7, align 8, !tbaa !219
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #28
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #28
  store i64 17179869185, ptr %2, align 8
  store i32 36, ptr %6, align 8
  %10 = load ptr, ptr %3, align 8, !tbaa !187
  %11 = icmp eq ptr %9, %10
  br i1 %11, label %15, label %12

12:                                               ; preds = %1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %9, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !216
  %13 = load ptr, ptr %7, align 8, !tbaa !219
  %14 = getelementptr inbounds i8, ptr %13, i64 12
  store ptr %14, ptr %7, align 8, !tbaa !219
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
  %19 = load ptr, ptr %0, align 8, !tbaa !185
  %20 = icmp eq ptr %19, null
  br i1 %20, label %26, label %21

21:                                               ; preds = %17
  %22 = load ptr, ptr %3, align 8, !tbaa !187
  %23 = ptrtoint ptr %22 to i64
  %24 = ptrtoint ptr %19 to i64
  %25 = sub i64 %23, %24
  call void @_ZdlPvm(ptr noundef nonnull %19, i64 noundef %25) #32
  br label %26

26:                                               ; preds = %17, %21
  resume { ptr, i32 } %18
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(48) %0) unnamed_addr #22 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(48) %0) unnamed_addr #6 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %0, align 8, !tbaa !29
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
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(48) %0) unnamed_addr #6 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %0, align 8, !tbaa !29
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
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 48) #32
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(48) %0) unnamed_addr #4 align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %class.anon.110, align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !163
  store ptr %4, ptr %2, align 8, !tbaa !163
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
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %19, ptr noundef nonnull readonly align 8 dereferenceable(16) %20, i64 16, i1 false)
  %21 = getelementptr inbounds i8, ptr %2, i64 32
  %22 = getelementptr inbounds i8, ptr %0, i64 40
  %23 = load i64, ptr %22, align 8
  store i64 %23, ptr %21, align 8
  %24 = trunc i64 %23 to i32
  %25 = bitcast i32 %24 to float
  %26 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
          to label %27 unwind label %72

27:                                               ; preds = %18
  %28 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
          to label %29 unwind label %72

29:                                               ; preds = %27
  %30 = load i64, ptr %28, align 8
  %31 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %2) #28
  %32 = getelementptr float, ptr %31, i64 %30
  %33 = load float, ptr %32, align 4, !tbaa !11
  %34 = getelementptr inbounds i8, ptr %2, i64 36
  %35 = load i32, ptr %34, align 4, !tbaa !172
  %36 = sitofp i32 %35 to float
  %37 = call float @llvm.fmuladd.f32(float %25, float %33, float %36)
  %38 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
          to label %39 unwind label %72

39:                                               ; preds = %29
  %40 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
          to label %41 unwind label %72

41:                                               ; preds = %39
  %42 = load i64, ptr %40, align 8
  %43 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %2) #28
  %44 = getelementptr float, ptr %43, i64 %42
  store float %37, ptr %44, align 4, !tbaa !11
  %45 = load ptr, ptr %5, align 8, !tbaa !24
  %46 = icmp eq ptr %45, null
  br i1 %46, label %71, label %47

47:                                               ; preds = %41
  %48 = getelementptr inbounds i8, ptr %45, i64 8
  %49 = load atomic i64, ptr %48 acquire, align 8
  %50 = icmp eq i64 %49, 4294967297
  %51 = trunc i64 %49 to i32
  br i1 %50, label %52, label %60

52:                                               ; preds = %47
  store i32 0, ptr %48, align 8, !tbaa !26
  %53 = getelementptr inbounds i8, ptr %45, i64 12
  store i32 0, ptr %53, align 4, !tbaa !28
  %54 = load ptr, ptr %45, align 8, !tbaa !29
  %55 = getelementptr inbounds i8, ptr %54, i64 16
  %56 = load ptr, ptr %55, align 8
  call void %56(ptr noundef nonnull align 8 dereferenceable(16) %45) #28
  %57 = load ptr, ptr %45, align 8, !tbaa !29
  %58 = getelementptr inbounds i8, ptr %57, i64 24
  %59 = load ptr, ptr %58, align 8
  call void %59(ptr noundef nonnull align 8 dereferenceable(16) %45) #28
  br label %71

60:                                               ; preds = %47
  %61 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %62 = icmp eq i8 %61, 0
  br i1 %62, label %65, label %63

63:                                               ; preds = %60
  %64 = add nsw i32 %51, -1
  store i32 %64, ptr %48, align 4, !tbaa !13
  br label %67

65:                                               ; preds = %60
  %66 = atomicrmw volatile add ptr %48, i32 -1 acq_rel, align 4
  br label %67

67:                                               ; preds = %65, %63
  %68 = phi i32 [ %51, %63 ], [ %66, %65 ]
  %69 = icmp eq i32 %68, 1
  br i1 %69, label %70, label %71, !prof !32

70:                                               ; preds = %67
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %45) #28
  br label %71

71:                                               ; preds = %41, %52, %67, %70
  ret void

72:                                               ; preds = %39, %29, %27, %18
  %73 = landingpad { ptr, i32 }
          cleanup
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(40) %2) #28
  resume { ptr, i32 } %73
}

; Function Attrs: mustprogress uwtable
define internal void @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E0_E9_M_invokeERKSt9_Any_dataS3_(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #4 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca { ptr, [32 x i8] }, align 8
  %4 = alloca %"class.std::vector.134", align 8
  %5 = alloca %"class.sycl::_V1::range.112", align 8
  %6 = alloca [2 x i64], align 8
  %7 = alloca { ptr, [32 x i8] }, align 8
  %8 = alloca %"class.std::vector.134", align 8
  %9 = alloca %"class.sycl::_V1::range.112", align 16
  %10 = alloca %"class.std::tuple.164", align 8
  %11 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel.167", align 8
  %12 = alloca { ptr, [32 x i8] }, align 8
  %13 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel.167", align 8
  %14 = alloca %class.anon.163, align 8
  %15 = alloca %class.anon.163, align 8
  %16 = alloca i32, align 4
  %17 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %18 = alloca %"class.sycl::_V1::accessor.159", align 8
  %19 = alloca %"class.sycl::_V1::property_list", align 8
  %20 = alloca %class.anon.163, align 8
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %18) #28
  %21 = load ptr, ptr %0, align 8, !tbaa !221
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %19) #28
  %22 = getelementptr inbounds i8, ptr %19, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %22, i8 0, i64 24, i1 false)
  store i64 16, ptr %19, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %17)
  store ptr @.str.1, ptr %17, align 8
  %23 = getelementptr inbounds i8, ptr %17, i64 8
  store ptr @.str.16, ptr %23, align 8
  %24 = getelementptr inbounds i8, ptr %17, i64 16
  store i64 34, ptr %24, align 8
  %25 = getelementptr inbounds i8, ptr %17, i64 24
  store i64 22, ptr %25, align 8
  invoke void @_ZN4sycl3_V18accessorIiLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi2ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %18, ptr noundef nonnull align 8 dereferenceable(41) %21, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %19, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %17)
          to label %26 unwind label %767

26:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %16) #28
  store i32 5, ptr %16, align 4, !tbaa !160
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %21, ptr noundef nonnull align 4 dereferenceable(4) %16)
          to label %29 unwind label %27

27:                                               ; preds = %26
  %28 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %18) #28
  br label %769

29:                                               ; preds = %26
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %16) #28
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %17)
  %30 = load ptr, ptr %22, align 8, !tbaa !21
  %31 = getelementptr inbounds i8, ptr %19, i64 16
  %32 = load ptr, ptr %31, align 8, !tbaa !23
  %33 = icmp eq ptr %30, %32
  br i1 %33, label %68, label %34

34:                                               ; preds = %29, %63
  %35 = phi ptr [ %64, %63 ], [ %30, %29 ]
  %36 = getelementptr inbounds i8, ptr %35, i64 8
  %37 = load ptr, ptr %36, align 8, !tbaa !24
  %38 = icmp eq ptr %37, null
  br i1 %38, label %63, label %39

39:                                               ; preds = %34
  %40 = getelementptr inbounds i8, ptr %37, i64 8
  %41 = load atomic i64, ptr %40 acquire, align 8
  %42 = icmp eq i64 %41, 4294967297
  %43 = trunc i64 %41 to i32
  br i1 %42, label %44, label %52

44:                                               ; preds = %39
  store i32 0, ptr %40, align 8, !tbaa !26
  %45 = getelementptr inbounds i8, ptr %37, i64 12
  store i32 0, ptr %45, align 4, !tbaa !28
  %46 = load ptr, ptr %37, align 8, !tbaa !29
  %47 = getelementptr inbounds i8, ptr %46, i64 16
  %48 = load ptr, ptr %47, align 8
  call void %48(ptr noundef nonnull align 8 dereferenceable(16) %37) #28
  %49 = load ptr, ptr %37, align 8, !tbaa !29
  %50 = getelementptr inbounds i8, ptr %49, i64 24
  %51 = load ptr, ptr %50, align 8
  call void %51(ptr noundef nonnull align 8 dereferenceable(16) %37) #28
  br label %63

52:                                               ; preds = %39
  %53 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %54 = icmp eq i8 %53, 0
  br i1 %54, label %57, label %55

55:                                               ; preds = %52
  %56 = add nsw i32 %43, -1
  store i32 %56, ptr %40, align 4, !tbaa !13
  br label %59

57:                                               ; preds = %52
  %58 = atomicrmw volatile add ptr %40, i32 -1 acq_rel, align 4
  br label %59

59:                                               ; preds = %57, %55
  %60 = phi i32 [ %43, %55 ], [ %58, %57 ]
  %61 = icmp eq i32 %60, 1
  br i1 %61, label %62, label %63, !prof !32

62:                                               ; preds = %59
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %37) #28
  br label %63

63:                                               ; preds = %62, %59, %44, %34
  %64 = getelementptr inbounds i8, ptr %35, i64 16
  %65 = icmp eq ptr %64, %32
  br i1 %65, label %66, label %34, !llvm.loop !33

66:                                               ; preds = %63
  %67 = load ptr, ptr %22, align 8, !tbaa !21
  br label %68

68:                                               ; preds = %66, %29
  %69 = phi ptr [ %67, %66 ], [ %30, %29 ]
  %70 = icmp eq ptr %69, null
  br i1 %70, label %77, label %71

71:                                               ; preds = %68
  %72 = getelementptr inbounds i8, ptr %19, i64 24
  %73 = load ptr, ptr %72, align 8, !tbaa !34
  %74 = ptrtoint ptr %73 to i64
  %75 = ptrtoint ptr %69 to i64
  %76 = sub i64 %74, %75
  call void @_ZdlPvm(ptr noundef nonnull %69, i64 noundef %76) #32
  br label %77

77:                                               ; preds = %71, %68
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19) #28
  %78 = load ptr, ptr %0, align 8, !tbaa !221
  %79 = getelementptr inbounds i8, ptr %78, i64 16
  %80 = load i64, ptr %79, align 8
  %81 = getelementptr inbounds i8, ptr %78, i64 24
  %82 = load i64, ptr %81, align 8
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %20) #28
  %83 = load ptr, ptr %18, align 8, !tbaa !163
  store ptr %83, ptr %20, align 8, !tbaa !163
  %84 = getelementptr inbounds i8, ptr %20, i64 8
  %85 = getelementptr inbounds i8, ptr %18, i64 8
  %86 = load ptr, ptr %85, align 8, !tbaa !24
  store ptr %86, ptr %84, align 8, !tbaa !24
  %87 = icmp eq ptr %86, null
  br i1 %87, label %99, label %88

88:                                               ; preds = %77
  %89 = getelementptr inbounds i8, ptr %86, i64 8
  %90 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %91 = icmp eq i8 %90, 0
  br i1 %91, label %95, label %92

92:                                               ; preds = %88
  %93 = load i32, ptr %89, align 4, !tbaa !13
  %94 = add nsw i32 %93, 1
  store i32 %94, ptr %89, align 4, !tbaa !13
  br label %99

95:                                               ; preds = %88
  %96 = atomicrmw volatile add ptr %89, i32 1 acq_rel, align 4
  %97 = load ptr, ptr %20, align 8, !tbaa !163
  %98 = load ptr, ptr %84, align 8, !tbaa !24
  br label %99

99:                                               ; preds = %95, %92, %77
  %100 = phi ptr [ null, %77 ], [ %86, %92 ], [ %98, %95 ]
  %101 = phi ptr [ %83, %77 ], [ %83, %92 ], [ %97, %95 ]
  %102 = getelementptr inbounds i8, ptr %20, i64 16
  %103 = getelementptr inbounds i8, ptr %18, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %102, ptr noundef nonnull align 8 dereferenceable(40) %103, i64 40, i1 false)
  %104 = getelementptr inbounds i8, ptr %20, i64 56
  %105 = getelementptr inbounds i8, ptr %0, i64 8
  %106 = load ptr, ptr %105, align 8, !tbaa !223
  %107 = load i64, ptr %106, align 8, !tbaa !5
  store i64 %107, ptr %104, align 8, !tbaa !224
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %15)
  store ptr %101, ptr %15, align 8, !tbaa !163
  %108 = getelementptr inbounds i8, ptr %15, i64 8
  store ptr %100, ptr %108, align 8, !tbaa !24
  %109 = icmp eq ptr %100, null
  br i1 %109, label %120, label %110

110:                                              ; preds = %99
  %111 = getelementptr inbounds i8, ptr %100, i64 8
  %112 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %113 = icmp eq i8 %112, 0
  br i1 %113, label %117, label %114

114:                                              ; preds = %110
  %115 = load i32, ptr %111, align 4, !tbaa !13
  %116 = add nsw i32 %115, 1
  store i32 %116, ptr %111, align 4, !tbaa !13
  br label %120

117:                                              ; preds = %110
  %118 = atomicrmw volatile add ptr %111, i32 1 acq_rel, align 4
  %119 = load i64, ptr %104, align 8, !tbaa !224
  br label %120

120:                                              ; preds = %117, %114, %99
  %121 = phi i64 [ %119, %117 ], [ %107, %114 ], [ %107, %99 ]
  %122 = getelementptr inbounds i8, ptr %15, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %122, ptr noundef nonnull readonly align 8 dereferenceable(40) %102, i64 40, i1 false)
  %123 = getelementptr inbounds i8, ptr %15, i64 56
  store i64 %121, ptr %123, align 8, !tbaa !224
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %12)
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %13)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %14)
  %124 = invoke noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %125 unwind label %709

125:                                              ; preds = %120
  %126 = icmp eq i32 %124, 0
  br i1 %126, label %134, label %127

127:                                              ; preds = %125
  %128 = call ptr @__cxa_allocate_exception(i64 64) #28
  %129 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #28
  %130 = extractvalue { i32, ptr } %129, 0
  %131 = extractvalue { i32, ptr } %129, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %128, i32 %130, ptr %131, ptr noundef nonnull @.str.19)
          to label %144 unwind label %132

132:                                              ; preds = %127
  %133 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %128) #28
  br label %711

134:                                              ; preds = %125
  %135 = icmp eq i64 %82, 0
  br i1 %135, label %149, label %136

136:                                              ; preds = %134
  %137 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %82, i64 %80)
  %138 = extractvalue { i64, i1 } %137, 1
  br i1 %138, label %139, label %149

139:                                              ; preds = %136
  %140 = call ptr @__cxa_allocate_exception(i64 64) #28
  %141 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #28
  %142 = extractvalue { i32, ptr } %141, 0
  %143 = extractvalue { i32, ptr } %141, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %140, i32 %142, ptr %143, ptr noundef nonnull @.str.18)
          to label %144 unwind label %147

144:                                              ; preds = %139, %127
  %145 = phi ptr [ %128, %127 ], [ %140, %139 ]
  invoke void @__cxa_throw(ptr nonnull %145, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #29
          to label %146 unwind label %709

146:                                              ; preds = %144
  unreachable

147:                                              ; preds = %139
  %148 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %140) #28
  br label %711

149:                                              ; preds = %136, %134
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10) #28
  invoke void @_ZN4sycl3_V17handler15getRoundedRangeILi2EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_(ptr dead_on_unwind nonnull writable sret(%"class.std::tuple.164") align 8 %10, ptr noundef nonnull align 8 dereferenceable(216) %1, i64 %80, i64 %82)
          to label %150 unwind label %709

150:                                              ; preds = %149
  %151 = getelementptr inbounds i8, ptr %10, i64 8
  %152 = load i8, ptr %10, align 8, !tbaa !173, !range !60, !noundef !61
  %153 = trunc nuw i8 %152 to i1
  br i1 %153, label %154, label %465

154:                                              ; preds = %150
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %11) #28
  %155 = load ptr, ptr %15, align 8, !tbaa !163
  %156 = load ptr, ptr %108, align 8, !tbaa !24
  %157 = icmp eq ptr %156, null
  br i1 %157, label %181, label %158

158:                                              ; preds = %154
  %159 = getelementptr inbounds i8, ptr %156, i64 8
  %160 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %161 = icmp eq i8 %160, 0
  br i1 %161, label %165, label %162

162:                                              ; preds = %158
  %163 = load i32, ptr %159, align 4, !tbaa !13
  %164 = add nsw i32 %163, 1
  store i32 %164, ptr %159, align 4, !tbaa !13
  br label %169

165:                                              ; preds = %158
  %166 = atomicrmw volatile add ptr %159, i32 1 acq_rel, align 4
  %167 = load i64, ptr %123, align 8, !tbaa !224
  %168 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !227
  br label %169

169:                                              ; preds = %165, %162
  %170 = phi i8 [ 1, %162 ], [ %168, %165 ]
  %171 = phi i64 [ %121, %162 ], [ %167, %165 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %12, ptr noundef nonnull align 8 dereferenceable(40) %122, i64 40, i1 false)
  store i64 %80, ptr %11, align 8, !alias.scope !230
  %172 = getelementptr inbounds i8, ptr %11, i64 8
  store i64 %82, ptr %172, align 8, !alias.scope !230
  %173 = getelementptr inbounds i8, ptr %11, i64 16
  store ptr %155, ptr %173, align 8, !tbaa !163, !alias.scope !230
  %174 = getelementptr inbounds i8, ptr %11, i64 24
  store ptr %156, ptr %174, align 8, !tbaa !24, !alias.scope !230
  %175 = icmp eq i8 %170, 0
  br i1 %175, label %179, label %176

176:                                              ; preds = %169
  %177 = load i32, ptr %159, align 4, !tbaa !13, !noalias !227
  %178 = add nsw i32 %177, 1
  store i32 %178, ptr %159, align 4, !tbaa !13, !noalias !227
  br label %187

179:                                              ; preds = %169
  %180 = atomicrmw volatile add ptr %159, i32 1 acq_rel, align 4, !noalias !227
  br label %187

181:                                              ; preds = %154
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %12, ptr noundef nonnull align 8 dereferenceable(40) %102, i64 40, i1 false)
  call void @llvm.experimental.noalias.scope.decl(metadata !227)
  store i64 %80, ptr %11, align 8, !alias.scope !227
  %182 = getelementptr inbounds i8, ptr %11, i64 8
  store i64 %82, ptr %182, align 8, !alias.scope !227
  %183 = getelementptr inbounds i8, ptr %11, i64 16
  store ptr %155, ptr %183, align 8, !tbaa !163, !alias.scope !227
  %184 = getelementptr inbounds i8, ptr %11, i64 24
  store ptr null, ptr %184, align 8, !tbaa !24, !alias.scope !227
  %185 = getelementptr inbounds i8, ptr %11, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %185, ptr noundef nonnull align 8 dereferenceable(40) %102, i64 40, i1 false)
  %186 = getelementptr inbounds i8, ptr %11, i64 72
  store i64 %121, ptr %186, align 8, !tbaa !224, !alias.scope !227
  br label %279

187:                                              ; preds = %179, %176
  %188 = getelementptr inbounds i8, ptr %11, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %188, ptr noundef nonnull align 8 dereferenceable(40) %12, i64 40, i1 false)
  %189 = getelementptr inbounds i8, ptr %11, i64 72
  store i64 %171, ptr %189, align 8, !tbaa !224, !alias.scope !227
  %190 = load atomic i64, ptr %159 acquire, align 8
  %191 = icmp eq i64 %190, 4294967297
  %192 = trunc i64 %190 to i32
  br i1 %191, label %193, label %201

193:                                              ; preds = %187
  store i32 0, ptr %159, align 8, !tbaa !26
  %194 = getelementptr inbounds i8, ptr %156, i64 12
  store i32 0, ptr %194, align 4, !tbaa !28
  %195 = load ptr, ptr %156, align 8, !tbaa !29
  %196 = getelementptr inbounds i8, ptr %195, i64 16
  %197 = load ptr, ptr %196, align 8
  call void %197(ptr noundef nonnull align 8 dereferenceable(16) %156) #28
  %198 = load ptr, ptr %156, align 8, !tbaa !29
  %199 = getelementptr inbounds i8, ptr %198, i64 24
  %200 = load ptr, ptr %199, align 8
  call void %200(ptr noundef nonnull align 8 dereferenceable(16) %156) #28
  br label %212

201:                                              ; preds = %187
  %202 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %203 = icmp eq i8 %202, 0
  br i1 %203, label %206, label %204

204:                                              ; preds = %201
  %205 = add nsw i32 %192, -1
  store i32 %205, ptr %159, align 4, !tbaa !13
  br label %208

206:                                              ; preds = %201
  %207 = atomicrmw volatile add ptr %159, i32 -1 acq_rel, align 4
  br label %208

208:                                              ; preds = %206, %204
  %209 = phi i32 [ %192, %204 ], [ %207, %206 ]
  %210 = icmp eq i32 %209, 1
  br i1 %210, label %211, label %212, !prof !32

211:                                              ; preds = %208
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %156) #28
  br label %212

212:                                              ; preds = %211, %208, %193
  %213 = load ptr, ptr %174, align 8, !tbaa !24
  %214 = icmp eq ptr %213, null
  br i1 %214, label %279, label %215

215:                                              ; preds = %212
  %216 = getelementptr inbounds i8, ptr %213, i64 8
  %217 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %218 = icmp eq i8 %217, 0
  br i1 %218, label %222, label %219

219:                                              ; preds = %215
  %220 = load i32, ptr %216, align 4, !tbaa !13
  %221 = add nsw i32 %220, 1
  store i32 %221, ptr %216, align 4, !tbaa !13
  br label %228

222:                                              ; preds = %215
  %223 = atomicrmw volatile add ptr %216, i32 1 acq_rel, align 4
  %224 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %225 = icmp eq i8 %224, 0
  br i1 %225, label %231, label %226

226:                                              ; preds = %222
  %227 = load i32, ptr %216, align 4, !tbaa !13
  br label %228

228:                                              ; preds = %226, %219
  %229 = phi i32 [ %227, %226 ], [ %221, %219 ]
  %230 = add nsw i32 %229, 1
  store i32 %230, ptr %216, align 4, !tbaa !13
  br label %233

231:                                              ; preds = %222
  %232 = atomicrmw volatile add ptr %216, i32 1 acq_rel, align 4
  br label %233

233:                                              ; preds = %231, %228
  %234 = load atomic i64, ptr %216 acquire, align 8
  %235 = icmp eq i64 %234, 4294967297
  %236 = trunc i64 %234 to i32
  br i1 %235, label %237, label %245

237:                                              ; preds = %233
  store i32 0, ptr %216, align 8, !tbaa !26
  %238 = getelementptr inbounds i8, ptr %213, i64 12
  store i32 0, ptr %238, align 4, !tbaa !28
  %239 = load ptr, ptr %213, align 8, !tbaa !29
  %240 = getelementptr inbounds i8, ptr %239, i64 16
  %241 = load ptr, ptr %240, align 8
  call void %241(ptr noundef nonnull align 8 dereferenceable(16) %213) #28
  %242 = load ptr, ptr %213, align 8, !tbaa !29
  %243 = getelementptr inbounds i8, ptr %242, i64 24
  %244 = load ptr, ptr %243, align 8
  call void %244(ptr noundef nonnull align 8 dereferenceable(16) %213) #28
  br label %256

245:                                              ; preds = %233
  %246 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %247 = icmp eq i8 %246, 0
  br i1 %247, label %250, label %248

248:                                              ; preds = %245
  %249 = add nsw i32 %236, -1
  store i32 %249, ptr %216, align 4, !tbaa !13
  br label %252

250:                                              ; preds = %245
  %251 = atomicrmw volatile add ptr %216, i32 -1 acq_rel, align 4
  br label %252

252:                                              ; preds = %250, %248
  %253 = phi i32 [ %236, %248 ], [ %251, %250 ]
  %254 = icmp eq i32 %253, 1
  br i1 %254, label %255, label %256, !prof !32

255:                                              ; preds = %252
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %213) #28
  br label %256

256:                                              ; preds = %255, %252, %237
  %257 = load atomic i64, ptr %216 acquire, align 8
  %258 = icmp eq i64 %257, 4294967297
  %259 = trunc i64 %257 to i32
  br i1 %258, label %260, label %268

260:                                              ; preds = %256
  store i32 0, ptr %216, align 8, !tbaa !26
  %261 = getelementptr inbounds i8, ptr %213, i64 12
  store i32 0, ptr %261, align 4, !tbaa !28
  %262 = load ptr, ptr %213, align 8, !tbaa !29
  %263 = getelementptr inbounds i8, ptr %262, i64 16
  %264 = load ptr, ptr %263, align 8
  call void %264(ptr noundef nonnull align 8 dereferenceable(16) %213) #28
  %265 = load ptr, ptr %213, align 8, !tbaa !29
  %266 = getelementptr inbounds i8, ptr %265, i64 24
  %267 = load ptr, ptr %266, align 8
  call void %267(ptr noundef nonnull align 8 dereferenceable(16) %213) #28
  br label %279

268:                                              ; preds = %256
  %269 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %270 = icmp eq i8 %269, 0
  br i1 %270, label %273, label %271

271:                                              ; preds = %268
  %272 = add nsw i32 %259, -1
  store i32 %272, ptr %216, align 4, !tbaa !13
  br label %275

273:                                              ; preds = %268
  %274 = atomicrmw volatile add ptr %216, i32 -1 acq_rel, align 4
  br label %275

275:                                              ; preds = %273, %271
  %276 = phi i32 [ %259, %271 ], [ %274, %273 ]
  %277 = icmp eq i32 %276, 1
  br i1 %277, label %278, label %279, !prof !32

278:                                              ; preds = %275
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %213) #28
  br label %279

279:                                              ; preds = %278, %275, %260, %212, %181
  %280 = phi ptr [ %185, %181 ], [ %188, %278 ], [ %188, %275 ], [ %188, %260 ], [ %188, %212 ]
  %281 = phi ptr [ %186, %181 ], [ %189, %278 ], [ %189, %275 ], [ %189, %260 ], [ %189, %212 ]
  %282 = phi ptr [ %183, %181 ], [ %173, %278 ], [ %173, %275 ], [ %173, %260 ], [ %173, %212 ]
  %283 = phi ptr [ %184, %181 ], [ %174, %278 ], [ %174, %275 ], [ %174, %260 ], [ %174, %212 ]
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.31)
          to label %284 unwind label %457

284:                                              ; preds = %279
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %9)
  %285 = getelementptr inbounds i8, ptr %9, i64 16
  store i64 0, ptr %285, align 16, !alias.scope !232
  %286 = load <2 x i64>, ptr %151, align 8
  store <2 x i64> %286, ptr %9, align 16, !tbaa !5, !alias.scope !232
  invoke void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range.112") align 8 %9, i1 noundef zeroext false, i32 noundef 2)
          to label %287 unwind label %457

287:                                              ; preds = %284
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %13, ptr noundef nonnull align 8 dereferenceable(16) %11, i64 16, i1 false)
  %288 = getelementptr inbounds i8, ptr %13, i64 16
  %289 = load ptr, ptr %282, align 8, !tbaa !163
  store ptr %289, ptr %288, align 8, !tbaa !163
  %290 = getelementptr inbounds i8, ptr %13, i64 24
  %291 = load ptr, ptr %283, align 8, !tbaa !24
  store ptr null, ptr %283, align 8, !tbaa !24
  store ptr %291, ptr %290, align 8, !tbaa !24
  store ptr null, ptr %282, align 8, !tbaa !163
  %292 = getelementptr inbounds i8, ptr %13, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %292, ptr noundef nonnull align 8 dereferenceable(40) %280, i64 40, i1 false)
  %293 = getelementptr inbounds i8, ptr %13, i64 72
  %294 = load i64, ptr %281, align 8, !tbaa !224
  store i64 %294, ptr %293, align 8, !tbaa !224
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %7)
  %295 = invoke noalias noundef nonnull dereferenceable(88) ptr @_Znwm(i64 noundef 88) #30
          to label %296 unwind label %459

296:                                              ; preds = %287
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(16) %11, i64 16, i1 false)
  %297 = icmp eq ptr %291, null
  br i1 %297, label %308, label %298

298:                                              ; preds = %296
  %299 = getelementptr inbounds i8, ptr %291, i64 8
  %300 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !235
  %301 = icmp eq i8 %300, 0
  br i1 %301, label %305, label %302

302:                                              ; preds = %298
  %303 = load i32, ptr %299, align 4, !tbaa !13, !noalias !235
  %304 = add nsw i32 %303, 1
  store i32 %304, ptr %299, align 4, !tbaa !13, !noalias !235
  br label %308

305:                                              ; preds = %298
  %306 = atomicrmw volatile add ptr %299, i32 1 acq_rel, align 4, !noalias !235
  %307 = load i64, ptr %293, align 8, !tbaa !224, !noalias !235
  br label %308

308:                                              ; preds = %305, %302, %296
  %309 = phi i64 [ %307, %305 ], [ %294, %302 ], [ %294, %296 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %7, ptr noundef nonnull readonly align 8 dereferenceable(40) %292, i64 40, i1 false), !noalias !235
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE0_clES7_EUlNS0_2idILi2EEEE_EES5_Li2EEE, i64 16), ptr %295, align 8, !tbaa !29, !noalias !235
  %310 = getelementptr inbounds i8, ptr %295, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %310, ptr noundef nonnull align 8 dereferenceable(16) %6, i64 16, i1 false), !noalias !235
  %311 = getelementptr inbounds i8, ptr %295, i64 24
  store ptr %289, ptr %311, align 8, !tbaa !163, !noalias !235
  %312 = getelementptr inbounds i8, ptr %295, i64 32
  store ptr %291, ptr %312, align 8, !tbaa !24, !noalias !235
  br i1 %297, label %322, label %313

313:                                              ; preds = %308
  %314 = getelementptr inbounds i8, ptr %291, i64 8
  %315 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !235
  %316 = icmp eq i8 %315, 0
  br i1 %316, label %320, label %317

317:                                              ; preds = %313
  %318 = load i32, ptr %314, align 4, !tbaa !13, !noalias !235
  %319 = add nsw i32 %318, 1
  store i32 %319, ptr %314, align 4, !tbaa !13, !noalias !235
  br label %325

320:                                              ; preds = %313
  %321 = atomicrmw volatile add ptr %314, i32 1 acq_rel, align 4, !noalias !235
  br label %325

322:                                              ; preds = %308
  %323 = getelementptr inbounds i8, ptr %295, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %323, ptr noundef nonnull readonly align 8 dereferenceable(40) %292, i64 40, i1 false), !noalias !235
  %324 = getelementptr inbounds i8, ptr %295, i64 80
  store i64 %309, ptr %324, align 8, !tbaa !224, !noalias !235
  br label %350

325:                                              ; preds = %320, %317
  %326 = getelementptr inbounds i8, ptr %295, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %326, ptr noundef nonnull align 8 dereferenceable(40) %7, i64 40, i1 false), !noalias !235
  %327 = getelementptr inbounds i8, ptr %295, i64 80
  store i64 %309, ptr %327, align 8, !tbaa !224, !noalias !235
  %328 = load atomic i64, ptr %314 acquire, align 8, !noalias !235
  %329 = icmp eq i64 %328, 4294967297
  %330 = trunc i64 %328 to i32
  br i1 %329, label %331, label %339

331:                                              ; preds = %325
  store i32 0, ptr %314, align 8, !tbaa !26, !noalias !235
  %332 = getelementptr inbounds i8, ptr %291, i64 12
  store i32 0, ptr %332, align 4, !tbaa !28, !noalias !235
  %333 = load ptr, ptr %291, align 8, !tbaa !29, !noalias !235
  %334 = getelementptr inbounds i8, ptr %333, i64 16
  %335 = load ptr, ptr %334, align 8, !noalias !235
  call void %335(ptr noundef nonnull align 8 dereferenceable(16) %291) #28, !noalias !235
  %336 = load ptr, ptr %291, align 8, !tbaa !29, !noalias !235
  %337 = getelementptr inbounds i8, ptr %336, i64 24
  %338 = load ptr, ptr %337, align 8, !noalias !235
  call void %338(ptr noundef nonnull align 8 dereferenceable(16) %291) #28, !noalias !235
  br label %350

339:                                              ; preds = %325
  %340 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !235
  %341 = icmp eq i8 %340, 0
  br i1 %341, label %344, label %342

342:                                              ; preds = %339
  %343 = add nsw i32 %330, -1
  store i32 %343, ptr %314, align 4, !tbaa !13, !noalias !235
  br label %346

344:                                              ; preds = %339
  %345 = atomicrmw volatile add ptr %314, i32 -1 acq_rel, align 4, !noalias !235
  br label %346

346:                                              ; preds = %344, %342
  %347 = phi i32 [ %330, %342 ], [ %345, %344 ]
  %348 = icmp eq i32 %347, 1
  br i1 %348, label %349, label %350, !prof !32

349:                                              ; preds = %346
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %291) #28, !noalias !235
  br label %350

350:                                              ; preds = %349, %346, %331, %322
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %7)
  %351 = getelementptr inbounds i8, ptr %1, i64 152
  %352 = load ptr, ptr %351, align 8, !tbaa !9
  store ptr %295, ptr %351, align 8, !tbaa !9
  %353 = icmp eq ptr %352, null
  br i1 %353, label %358, label %354

354:                                              ; preds = %350
  %355 = load ptr, ptr %352, align 8, !tbaa !29
  %356 = getelementptr inbounds i8, ptr %355, i64 16
  %357 = load ptr, ptr %356, align 8
  call void %357(ptr noundef nonnull align 8 dereferenceable(8) %352) #28
  br label %358

358:                                              ; preds = %354, %350
  invoke void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %359 unwind label %459

359:                                              ; preds = %358
  %360 = load ptr, ptr %351, align 8, !tbaa !9
  %361 = load ptr, ptr %360, align 8, !tbaa !29
  %362 = load ptr, ptr %361, align 8
  %363 = invoke noundef ptr %362(ptr noundef nonnull align 8 dereferenceable(8) %360)
          to label %364 unwind label %459

364:                                              ; preds = %359
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %8) #28
  call void @llvm.experimental.noalias.scope.decl(metadata !238)
  %365 = getelementptr inbounds i8, ptr %8, i64 16
  %366 = invoke noalias noundef nonnull dereferenceable(36) ptr @_Znwm(i64 noundef 36) #30
          to label %367 unwind label %459

367:                                              ; preds = %364
  store ptr %366, ptr %8, align 8, !tbaa !185, !alias.scope !238
  %368 = getelementptr inbounds i8, ptr %366, i64 36
  store ptr %368, ptr %365, align 8, !tbaa !187, !alias.scope !238
  %369 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 68719476737, ptr %366, align 4, !noalias !238
  %370 = getelementptr inbounds i8, ptr %366, i64 8
  store i32 0, ptr %370, align 4, !tbaa !13, !noalias !238
  %371 = getelementptr inbounds i8, ptr %366, i64 12
  store i64 26242250178560, ptr %371, align 4, !noalias !238
  %372 = getelementptr inbounds i8, ptr %366, i64 20
  store i32 16, ptr %372, align 4, !tbaa !13, !noalias !238
  %373 = getelementptr inbounds i8, ptr %366, i64 24
  store i64 34359738369, ptr %373, align 4
  %374 = getelementptr inbounds i8, ptr %366, i64 32
  store i32 72, ptr %374, align 4, !tbaa !13
  store ptr %368, ptr %369, align 8, !tbaa !219, !alias.scope !238
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %363, ptr noundef nonnull align 8 dereferenceable(24) %8, i1 noundef zeroext false)
          to label %375 unwind label %391

375:                                              ; preds = %367
  %376 = load ptr, ptr %8, align 8, !tbaa !185
  %377 = icmp eq ptr %376, null
  br i1 %377, label %383, label %378

378:                                              ; preds = %375
  %379 = load ptr, ptr %365, align 8, !tbaa !187
  %380 = ptrtoint ptr %379 to i64
  %381 = ptrtoint ptr %376 to i64
  %382 = sub i64 %380, %381
  call void @_ZdlPvm(ptr noundef nonnull %376, i64 noundef %382) #32
  br label %383

383:                                              ; preds = %378, %375
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8) #28
  %384 = invoke noalias noundef nonnull dereferenceable(123) ptr @_Znam(i64 noundef 123) #30
          to label %385 unwind label %459

385:                                              ; preds = %383
  %386 = getelementptr inbounds i8, ptr %1, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(122) %384, ptr noundef nonnull align 1 dereferenceable(122) @.str.32, i64 122, i1 false)
  %387 = getelementptr inbounds i8, ptr %384, i64 122
  store i8 0, ptr %387, align 1, !tbaa !31
  %388 = load ptr, ptr %386, align 8, !tbaa !9
  store ptr %384, ptr %386, align 8, !tbaa !9
  %389 = icmp eq ptr %388, null
  br i1 %389, label %401, label %390

390:                                              ; preds = %385
  call void @_ZdaPv(ptr noundef nonnull %388) #32
  br label %401

391:                                              ; preds = %367
  %392 = landingpad { ptr, i32 }
          cleanup
  %393 = load ptr, ptr %8, align 8, !tbaa !185
  %394 = icmp eq ptr %393, null
  br i1 %394, label %400, label %395

395:                                              ; preds = %391
  %396 = load ptr, ptr %365, align 8, !tbaa !187
  %397 = ptrtoint ptr %396 to i64
  %398 = ptrtoint ptr %393 to i64
  %399 = sub i64 %397, %398
  call void @_ZdlPvm(ptr noundef nonnull %393, i64 noundef %399) #32
  br label %400

400:                                              ; preds = %395, %391
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8) #28
  br label %461

401:                                              ; preds = %390, %385
  %402 = load ptr, ptr %290, align 8, !tbaa !24
  %403 = icmp eq ptr %402, null
  br i1 %403, label %428, label %404

404:                                              ; preds = %401
  %405 = getelementptr inbounds i8, ptr %402, i64 8
  %406 = load atomic i64, ptr %405 acquire, align 8
  %407 = icmp eq i64 %406, 4294967297
  %408 = trunc i64 %406 to i32
  br i1 %407, label %409, label %417

409:                                              ; preds = %404
  store i32 0, ptr %405, align 8, !tbaa !26
  %410 = getelementptr inbounds i8, ptr %402, i64 12
  store i32 0, ptr %410, align 4, !tbaa !28
  %411 = load ptr, ptr %402, align 8, !tbaa !29
  %412 = getelementptr inbounds i8, ptr %411, i64 16
  %413 = load ptr, ptr %412, align 8
  call void %413(ptr noundef nonnull align 8 dereferenceable(16) %402) #28
  %414 = load ptr, ptr %402, align 8, !tbaa !29
  %415 = getelementptr inbounds i8, ptr %414, i64 24
  %416 = load ptr, ptr %415, align 8
  call void %416(ptr noundef nonnull align 8 dereferenceable(16) %402) #28
  br label %428

417:                                              ; preds = %404
  %418 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %419 = icmp eq i8 %418, 0
  br i1 %419, label %422, label %420

420:                                              ; preds = %417
  %421 = add nsw i32 %408, -1
  store i32 %421, ptr %405, align 4, !tbaa !13
  br label %424

422:                                              ; preds = %417
  %423 = atomicrmw volatile add ptr %405, i32 -1 acq_rel, align 4
  br label %424

424:                                              ; preds = %422, %420
  %425 = phi i32 [ %408, %420 ], [ %423, %422 ]
  %426 = icmp eq i32 %425, 1
  br i1 %426, label %427, label %428, !prof !32

427:                                              ; preds = %424
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %402) #28
  br label %428

428:                                              ; preds = %427, %424, %409, %401
  invoke void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef 1)
          to label %429 unwind label %457

429:                                              ; preds = %428
  %430 = load ptr, ptr %283, align 8, !tbaa !24
  %431 = icmp eq ptr %430, null
  br i1 %431, label %456, label %432

432:                                              ; preds = %429
  %433 = getelementptr inbounds i8, ptr %430, i64 8
  %434 = load atomic i64, ptr %433 acquire, align 8
  %435 = icmp eq i64 %434, 4294967297
  %436 = trunc i64 %434 to i32
  br i1 %435, label %437, label %445

437:                                              ; preds = %432
  store i32 0, ptr %433, align 8, !tbaa !26
  %438 = getelementptr inbounds i8, ptr %430, i64 12
  store i32 0, ptr %438, align 4, !tbaa !28
  %439 = load ptr, ptr %430, align 8, !tbaa !29
  %440 = getelementptr inbounds i8, ptr %439, i64 16
  %441 = load ptr, ptr %440, align 8
  call void %441(ptr noundef nonnull align 8 dereferenceable(16) %430) #28
  %442 = load ptr, ptr %430, align 8, !tbaa !29
  %443 = getelementptr inbounds i8, ptr %442, i64 24
  %444 = load ptr, ptr %443, align 8
  call void %444(ptr noundef nonnull align 8 dereferenceable(16) %430) #28
  br label %456

445:                                              ; preds = %432
  %446 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %447 = icmp eq i8 %446, 0
  br i1 %447, label %450, label %448

448:                                              ; preds = %445
  %449 = add nsw i32 %436, -1
  store i32 %449, ptr %433, align 4, !tbaa !13
  br label %452

450:                                              ; preds = %445
  %451 = atomicrmw volatile add ptr %433, i32 -1 acq_rel, align 4
  br label %452

452:                                              ; preds = %450, %448
  %453 = phi i32 [ %436, %448 ], [ %451, %450 ]
  %454 = icmp eq i32 %453, 1
  br i1 %454, label %455, label %456, !prof !32

455:                                              ; preds = %452
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %430) #28
  br label %456

456:                                              ; preds = %455, %452, %437, %429
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %11) #28
  br label %682

457:                                              ; preds = %428, %284, %279
  %458 = landingpad { ptr, i32 }
          cleanup
  br label %463

459:                                              ; preds = %383, %364, %359, %358, %287
  %460 = landingpad { ptr, i32 }
          cleanup
  br label %461

461:                                              ; preds = %459, %400
  %462 = phi { ptr, i32 } [ %460, %459 ], [ %392, %400 ]
  call fastcc void @_ZN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE0_clES6_EUlNS0_2idILi2EEEE_ED2Ev(ptr noundef nonnull align 8 dereferenceable(80) %13) #28
  br label %463

463:                                              ; preds = %461, %457
  %464 = phi { ptr, i32 } [ %458, %457 ], [ %462, %461 ]
  call fastcc void @_ZN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE0_clES6_EUlNS0_2idILi2EEEE_ED2Ev(ptr noundef nonnull align 8 dereferenceable(80) %11) #28
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %11) #28
  br label %680

465:                                              ; preds = %150
  %466 = load ptr, ptr %108, align 8, !tbaa !24
  %467 = icmp eq ptr %466, null
  br i1 %467, label %532, label %468

468:                                              ; preds = %465
  %469 = getelementptr inbounds i8, ptr %466, i64 8
  %470 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %471 = icmp eq i8 %470, 0
  br i1 %471, label %475, label %472

472:                                              ; preds = %468
  %473 = load i32, ptr %469, align 4, !tbaa !13
  %474 = add nsw i32 %473, 1
  store i32 %474, ptr %469, align 4, !tbaa !13
  br label %481

475:                                              ; preds = %468
  %476 = atomicrmw volatile add ptr %469, i32 1 acq_rel, align 4
  %477 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %478 = icmp eq i8 %477, 0
  br i1 %478, label %484, label %479

479:                                              ; preds = %475
  %480 = load i32, ptr %469, align 4, !tbaa !13
  br label %481

481:                                              ; preds = %479, %472
  %482 = phi i32 [ %480, %479 ], [ %474, %472 ]
  %483 = add nsw i32 %482, 1
  store i32 %483, ptr %469, align 4, !tbaa !13
  br label %486

484:                                              ; preds = %475
  %485 = atomicrmw volatile add ptr %469, i32 1 acq_rel, align 4
  br label %486

486:                                              ; preds = %484, %481
  %487 = load atomic i64, ptr %469 acquire, align 8
  %488 = icmp eq i64 %487, 4294967297
  %489 = trunc i64 %487 to i32
  br i1 %488, label %490, label %498

490:                                              ; preds = %486
  store i32 0, ptr %469, align 8, !tbaa !26
  %491 = getelementptr inbounds i8, ptr %466, i64 12
  store i32 0, ptr %491, align 4, !tbaa !28
  %492 = load ptr, ptr %466, align 8, !tbaa !29
  %493 = getelementptr inbounds i8, ptr %492, i64 16
  %494 = load ptr, ptr %493, align 8
  call void %494(ptr noundef nonnull align 8 dereferenceable(16) %466) #28
  %495 = load ptr, ptr %466, align 8, !tbaa !29
  %496 = getelementptr inbounds i8, ptr %495, i64 24
  %497 = load ptr, ptr %496, align 8
  call void %497(ptr noundef nonnull align 8 dereferenceable(16) %466) #28
  br label %509

498:                                              ; preds = %486
  %499 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %500 = icmp eq i8 %499, 0
  br i1 %500, label %503, label %501

501:                                              ; preds = %498
  %502 = add nsw i32 %489, -1
  store i32 %502, ptr %469, align 4, !tbaa !13
  br label %505

503:                                              ; preds = %498
  %504 = atomicrmw volatile add ptr %469, i32 -1 acq_rel, align 4
  br label %505

505:                                              ; preds = %503, %501
  %506 = phi i32 [ %489, %501 ], [ %504, %503 ]
  %507 = icmp eq i32 %506, 1
  br i1 %507, label %508, label %509, !prof !32

508:                                              ; preds = %505
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %466) #28
  br label %509

509:                                              ; preds = %508, %505, %490
  %510 = load atomic i64, ptr %469 acquire, align 8
  %511 = icmp eq i64 %510, 4294967297
  %512 = trunc i64 %510 to i32
  br i1 %511, label %513, label %521

513:                                              ; preds = %509
  store i32 0, ptr %469, align 8, !tbaa !26
  %514 = getelementptr inbounds i8, ptr %466, i64 12
  store i32 0, ptr %514, align 4, !tbaa !28
  %515 = load ptr, ptr %466, align 8, !tbaa !29
  %516 = getelementptr inbounds i8, ptr %515, i64 16
  %517 = load ptr, ptr %516, align 8
  call void %517(ptr noundef nonnull align 8 dereferenceable(16) %466) #28
  %518 = load ptr, ptr %466, align 8, !tbaa !29
  %519 = getelementptr inbounds i8, ptr %518, i64 24
  %520 = load ptr, ptr %519, align 8
  call void %520(ptr noundef nonnull align 8 dereferenceable(16) %466) #28
  br label %532

521:                                              ; preds = %509
  %522 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %523 = icmp eq i8 %522, 0
  br i1 %523, label %526, label %524

524:                                              ; preds = %521
  %525 = add nsw i32 %512, -1
  store i32 %525, ptr %469, align 4, !tbaa !13
  br label %528

526:                                              ; preds = %521
  %527 = atomicrmw volatile add ptr %469, i32 -1 acq_rel, align 4
  br label %528

528:                                              ; preds = %526, %524
  %529 = phi i32 [ %512, %524 ], [ %527, %526 ]
  %530 = icmp eq i32 %529, 1
  br i1 %530, label %531, label %532, !prof !32

531:                                              ; preds = %528
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %466) #28
  br label %532

532:                                              ; preds = %531, %528, %513, %465
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.31)
          to label %533 unwind label %709

533:                                              ; preds = %532
  invoke void @_ZN4sycl3_V17handler22setKernelIsCooperativeEb(ptr noundef nonnull align 8 dereferenceable(216) %1, i1 noundef zeroext false)
          to label %534 unwind label %709

534:                                              ; preds = %533
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5)
  %535 = getelementptr inbounds i8, ptr %5, i64 8
  %536 = getelementptr inbounds i8, ptr %5, i64 16
  store i64 0, ptr %536, align 8, !alias.scope !241
  store i64 %80, ptr %5, align 8, !tbaa !5, !alias.scope !241
  store i64 %82, ptr %535, align 8, !tbaa !5, !alias.scope !241
  invoke void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range.112") align 8 %5, i1 noundef zeroext false, i32 noundef 2)
          to label %537 unwind label %709

537:                                              ; preds = %534
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5)
  %538 = load ptr, ptr %15, align 8, !tbaa !163
  store ptr %538, ptr %14, align 8, !tbaa !163
  %539 = getelementptr inbounds i8, ptr %14, i64 8
  %540 = load ptr, ptr %108, align 8, !tbaa !24
  store ptr null, ptr %108, align 8, !tbaa !24
  store ptr %540, ptr %539, align 8, !tbaa !24
  store ptr null, ptr %15, align 8, !tbaa !163
  %541 = getelementptr inbounds i8, ptr %14, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %541, ptr noundef nonnull align 8 dereferenceable(40) %122, i64 40, i1 false)
  %542 = getelementptr inbounds i8, ptr %14, i64 56
  %543 = load i64, ptr %123, align 8, !tbaa !224
  store i64 %543, ptr %542, align 8, !tbaa !224
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %3)
  %544 = invoke noalias noundef nonnull dereferenceable(72) ptr @_Znwm(i64 noundef 72) #30
          to label %545 unwind label %676

545:                                              ; preds = %537
  %546 = icmp eq ptr %540, null
  %547 = getelementptr inbounds i8, ptr %544, i64 16
  br i1 %546, label %569, label %548

548:                                              ; preds = %545
  %549 = getelementptr inbounds i8, ptr %540, i64 8
  %550 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !244
  %551 = icmp eq i8 %550, 0
  %552 = getelementptr inbounds i8, ptr %544, i64 8
  br i1 %551, label %556, label %553

553:                                              ; preds = %548
  %554 = load i32, ptr %549, align 4, !tbaa !13, !noalias !244
  %555 = add nsw i32 %554, 1
  store i32 %555, ptr %549, align 4, !tbaa !13, !noalias !244
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %3, ptr noundef nonnull align 8 dereferenceable(40) %122, i64 40, i1 false)
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, i64 16), ptr %544, align 8, !tbaa !29, !noalias !244
  store ptr %538, ptr %552, align 8, !tbaa !163, !noalias !244
  store ptr %540, ptr %547, align 8, !tbaa !24, !noalias !244
  br label %563

556:                                              ; preds = %548
  %557 = atomicrmw volatile add ptr %549, i32 1 acq_rel, align 4, !noalias !244
  %558 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !244
  %559 = icmp eq i8 %558, 0
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %3, ptr noundef nonnull readonly align 8 dereferenceable(40) %541, i64 40, i1 false), !noalias !244
  %560 = load i64, ptr %542, align 8, !tbaa !224, !noalias !244
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, i64 16), ptr %544, align 8, !tbaa !29, !noalias !244
  store ptr %538, ptr %552, align 8, !tbaa !163, !noalias !244
  store ptr %540, ptr %547, align 8, !tbaa !24, !noalias !244
  br i1 %559, label %567, label %561

561:                                              ; preds = %556
  %562 = load i32, ptr %549, align 4, !tbaa !13, !noalias !244
  br label %563

563:                                              ; preds = %561, %553
  %564 = phi i32 [ %555, %553 ], [ %562, %561 ]
  %565 = phi i64 [ %543, %553 ], [ %560, %561 ]
  %566 = add nsw i32 %564, 1
  store i32 %566, ptr %549, align 4, !tbaa !13, !noalias !244
  br label %573

567:                                              ; preds = %556
  %568 = atomicrmw volatile add ptr %549, i32 1 acq_rel, align 4, !noalias !244
  br label %573

569:                                              ; preds = %545
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, i64 16), ptr %544, align 8, !tbaa !29, !noalias !244
  %570 = getelementptr inbounds i8, ptr %544, i64 8
  store ptr %538, ptr %570, align 8, !tbaa !163, !noalias !244
  store ptr null, ptr %547, align 8, !tbaa !24, !noalias !244
  %571 = getelementptr inbounds i8, ptr %544, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %571, ptr noundef nonnull align 8 dereferenceable(40) %122, i64 40, i1 false)
  %572 = getelementptr inbounds i8, ptr %544, i64 64
  store i64 %543, ptr %572, align 8, !tbaa !224, !noalias !244
  br label %599

573:                                              ; preds = %567, %563
  %574 = phi i64 [ %565, %563 ], [ %560, %567 ]
  %575 = getelementptr inbounds i8, ptr %544, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %575, ptr noundef nonnull align 8 dereferenceable(40) %3, i64 40, i1 false), !noalias !244
  %576 = getelementptr inbounds i8, ptr %544, i64 64
  store i64 %574, ptr %576, align 8, !tbaa !224, !noalias !244
  %577 = load atomic i64, ptr %549 acquire, align 8, !noalias !244
  %578 = icmp eq i64 %577, 4294967297
  %579 = trunc i64 %577 to i32
  br i1 %578, label %580, label %588

580:                                              ; preds = %573
  store i32 0, ptr %549, align 8, !tbaa !26, !noalias !244
  %581 = getelementptr inbounds i8, ptr %540, i64 12
  store i32 0, ptr %581, align 4, !tbaa !28, !noalias !244
  %582 = load ptr, ptr %540, align 8, !tbaa !29, !noalias !244
  %583 = getelementptr inbounds i8, ptr %582, i64 16
  %584 = load ptr, ptr %583, align 8, !noalias !244
  call void %584(ptr noundef nonnull align 8 dereferenceable(16) %540) #28, !noalias !244
  %585 = load ptr, ptr %540, align 8, !tbaa !29, !noalias !244
  %586 = getelementptr inbounds i8, ptr %585, i64 24
  %587 = load ptr, ptr %586, align 8, !noalias !244
  call void %587(ptr noundef nonnull align 8 dereferenceable(16) %540) #28, !noalias !244
  br label %599

588:                                              ; preds = %573
  %589 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !244
  %590 = icmp eq i8 %589, 0
  br i1 %590, label %593, label %591

591:                                              ; preds = %588
  %592 = add nsw i32 %579, -1
  store i32 %592, ptr %549, align 4, !tbaa !13, !noalias !244
  br label %595

593:                                              ; preds = %588
  %594 = atomicrmw volatile add ptr %549, i32 -1 acq_rel, align 4, !noalias !244
  br label %595

595:                                              ; preds = %593, %591
  %596 = phi i32 [ %579, %591 ], [ %594, %593 ]
  %597 = icmp eq i32 %596, 1
  br i1 %597, label %598, label %599, !prof !32

598:                                              ; preds = %595
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %540) #28, !noalias !244
  br label %599

599:                                              ; preds = %598, %595, %580, %569
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %3)
  %600 = getelementptr inbounds i8, ptr %1, i64 152
  %601 = load ptr, ptr %600, align 8, !tbaa !9
  store ptr %544, ptr %600, align 8, !tbaa !9
  %602 = icmp eq ptr %601, null
  br i1 %602, label %607, label %603

603:                                              ; preds = %599
  %604 = load ptr, ptr %601, align 8, !tbaa !29
  %605 = getelementptr inbounds i8, ptr %604, i64 16
  %606 = load ptr, ptr %605, align 8
  call void %606(ptr noundef nonnull align 8 dereferenceable(8) %601) #28
  br label %607

607:                                              ; preds = %603, %599
  invoke void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %608 unwind label %676

608:                                              ; preds = %607
  %609 = load ptr, ptr %600, align 8, !tbaa !9
  %610 = load ptr, ptr %609, align 8, !tbaa !29
  %611 = load ptr, ptr %610, align 8
  %612 = invoke noundef ptr %611(ptr noundef nonnull align 8 dereferenceable(8) %609)
          to label %613 unwind label %676

613:                                              ; preds = %608
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #28
  call void @llvm.experimental.noalias.scope.decl(metadata !247)
  %614 = getelementptr inbounds i8, ptr %4, i64 16
  %615 = invoke noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #30
          to label %616 unwind label %676

616:                                              ; preds = %613
  store ptr %615, ptr %4, align 8, !tbaa !185, !alias.scope !247
  %617 = getelementptr inbounds i8, ptr %615, i64 24
  store ptr %617, ptr %614, align 8, !tbaa !187, !alias.scope !247
  %618 = getelementptr inbounds i8, ptr %4, i64 8
  store i64 26242250178560, ptr %615, align 4, !noalias !247
  %619 = getelementptr inbounds i8, ptr %615, i64 8
  store i32 0, ptr %619, align 4, !tbaa !13, !noalias !247
  %620 = getelementptr inbounds i8, ptr %615, i64 12
  store i64 34359738369, ptr %620, align 4, !noalias !247
  %621 = getelementptr inbounds i8, ptr %615, i64 20
  store i32 56, ptr %621, align 4, !tbaa !13, !noalias !247
  store ptr %617, ptr %618, align 8, !tbaa !219, !alias.scope !247
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %612, ptr noundef nonnull align 8 dereferenceable(24) %4, i1 noundef zeroext false)
          to label %622 unwind label %638

622:                                              ; preds = %616
  %623 = load ptr, ptr %4, align 8, !tbaa !185
  %624 = icmp eq ptr %623, null
  br i1 %624, label %630, label %625

625:                                              ; preds = %622
  %626 = load ptr, ptr %614, align 8, !tbaa !187
  %627 = ptrtoint ptr %626 to i64
  %628 = ptrtoint ptr %623 to i64
  %629 = sub i64 %627, %628
  call void @_ZdlPvm(ptr noundef nonnull %623, i64 noundef %629) #32
  br label %630

630:                                              ; preds = %625, %622
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #28
  %631 = invoke noalias noundef nonnull dereferenceable(65) ptr @_Znam(i64 noundef 65) #30
          to label %632 unwind label %676

632:                                              ; preds = %630
  %633 = getelementptr inbounds i8, ptr %1, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(64) %631, ptr noundef nonnull align 1 dereferenceable(64) @.str.31, i64 64, i1 false)
  %634 = getelementptr inbounds i8, ptr %631, i64 64
  store i8 0, ptr %634, align 1, !tbaa !31
  %635 = load ptr, ptr %633, align 8, !tbaa !9
  store ptr %631, ptr %633, align 8, !tbaa !9
  %636 = icmp eq ptr %635, null
  br i1 %636, label %648, label %637

637:                                              ; preds = %632
  call void @_ZdaPv(ptr noundef nonnull %635) #32
  br label %648

638:                                              ; preds = %616
  %639 = landingpad { ptr, i32 }
          cleanup
  %640 = load ptr, ptr %4, align 8, !tbaa !185
  %641 = icmp eq ptr %640, null
  br i1 %641, label %647, label %642

642:                                              ; preds = %638
  %643 = load ptr, ptr %614, align 8, !tbaa !187
  %644 = ptrtoint ptr %643 to i64
  %645 = ptrtoint ptr %640 to i64
  %646 = sub i64 %644, %645
  call void @_ZdlPvm(ptr noundef nonnull %640, i64 noundef %646) #32
  br label %647

647:                                              ; preds = %642, %638
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #28
  br label %678

648:                                              ; preds = %637, %632
  %649 = load ptr, ptr %539, align 8, !tbaa !24
  %650 = icmp eq ptr %649, null
  br i1 %650, label %675, label %651

651:                                              ; preds = %648
  %652 = getelementptr inbounds i8, ptr %649, i64 8
  %653 = load atomic i64, ptr %652 acquire, align 8
  %654 = icmp eq i64 %653, 4294967297
  %655 = trunc i64 %653 to i32
  br i1 %654, label %656, label %664

656:                                              ; preds = %651
  store i32 0, ptr %652, align 8, !tbaa !26
  %657 = getelementptr inbounds i8, ptr %649, i64 12
  store i32 0, ptr %657, align 4, !tbaa !28
  %658 = load ptr, ptr %649, align 8, !tbaa !29
  %659 = getelementptr inbounds i8, ptr %658, i64 16
  %660 = load ptr, ptr %659, align 8
  call void %660(ptr noundef nonnull align 8 dereferenceable(16) %649) #28
  %661 = load ptr, ptr %649, align 8, !tbaa !29
  %662 = getelementptr inbounds i8, ptr %661, i64 24
  %663 = load ptr, ptr %662, align 8
  call void %663(ptr noundef nonnull align 8 dereferenceable(16) %649) #28
  br label %675

664:                                              ; preds = %651
  %665 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %666 = icmp eq i8 %665, 0
  br i1 %666, label %669, label %667

667:                                              ; preds = %664
  %668 = add nsw i32 %655, -1
  store i32 %668, ptr %652, align 4, !tbaa !13
  br label %671

669:                                              ; preds = %664
  %670 = atomicrmw volatile add ptr %652, i32 -1 acq_rel, align 4
  br label %671

671:                                              ; preds = %669, %667
  %672 = phi i32 [ %655, %667 ], [ %670, %669 ]
  %673 = icmp eq i32 %672, 1
  br i1 %673, label %674, label %675, !prof !32

674:                                              ; preds = %671
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %649) #28
  br label %675

675:                                              ; preds = %674, %671, %656, %648
  invoke void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef 1)
          to label %682 unwind label %709

676:                                              ; preds = %630, %613, %608, %607, %537
  %677 = landingpad { ptr, i32 }
          cleanup
  br label %678

678:                                              ; preds = %676, %647
  %679 = phi { ptr, i32 } [ %677, %676 ], [ %639, %647 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(64) %14) #28
  br label %680

680:                                              ; preds = %678, %463
  %681 = phi { ptr, i32 } [ %464, %463 ], [ %679, %678 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10) #28
  br label %711

682:                                              ; preds = %675, %456
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10) #28
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %12)
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %13)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %14)
  %683 = load ptr, ptr %108, align 8, !tbaa !24
  %684 = icmp eq ptr %683, null
  br i1 %684, label %713, label %685

685:                                              ; preds = %682
  %686 = getelementptr inbounds i8, ptr %683, i64 8
  %687 = load atomic i64, ptr %686 acquire, align 8
  %688 = icmp eq i64 %687, 4294967297
  %689 = trunc i64 %687 to i32
  br i1 %688, label %690, label %698

690:                                              ; preds = %685
  store i32 0, ptr %686, align 8, !tbaa !26
  %691 = getelementptr inbounds i8, ptr %683, i64 12
  store i32 0, ptr %691, align 4, !tbaa !28
  %692 = load ptr, ptr %683, align 8, !tbaa !29
  %693 = getelementptr inbounds i8, ptr %692, i64 16
  %694 = load ptr, ptr %693, align 8
  call void %694(ptr noundef nonnull align 8 dereferenceable(16) %683) #28
  %695 = load ptr, ptr %683, align 8, !tbaa !29
  %696 = getelementptr inbounds i8, ptr %695, i64 24
  %697 = load ptr, ptr %696, align 8
  call void %697(ptr noundef nonnull align 8 dereferenceable(16) %683) #28
  br label %713

698:                                              ; preds = %685
  %699 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %700 = icmp eq i8 %699, 0
  br i1 %700, label %703, label %701

701:                                              ; preds = %698
  %702 = add nsw i32 %689, -1
  store i32 %702, ptr %686, align 4, !tbaa !13
  br label %705

703:                                              ; preds = %698
  %704 = atomicrmw volatile add ptr %686, i32 -1 acq_rel, align 4
  br label %705

705:                                              ; preds = %703, %701
  %706 = phi i32 [ %689, %701 ], [ %704, %703 ]
  %707 = icmp eq i32 %706, 1
  br i1 %707, label %708, label %713, !prof !32

708:                                              ; preds = %705
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %683) #28
  br label %713

709:                                              ; preds = %675, %534, %533, %532, %149, %144, %120
  %710 = landingpad { ptr, i32 }
          cleanup
  br label %711

711:                                              ; preds = %709, %680, %147, %132
  %712 = phi { ptr, i32 } [ %710, %709 ], [ %133, %132 ], [ %681, %680 ], [ %148, %147 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(64) %15) #28
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(64) %20) #28
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %20) #28
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %18) #28
  br label %771

713:                                              ; preds = %708, %705, %690, %682
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %15)
  %714 = load ptr, ptr %84, align 8, !tbaa !24
  %715 = icmp eq ptr %714, null
  br i1 %715, label %740, label %716

716:                                              ; preds = %713
  %717 = getelementptr inbounds i8, ptr %714, i64 8
  %718 = load atomic i64, ptr %717 acquire, align 8
  %719 = icmp eq i64 %718, 4294967297
  %720 = trunc i64 %718 to i32
  br i1 %719, label %721, label %729

721:                                              ; preds = %716
  store i32 0, ptr %717, align 8, !tbaa !26
  %722 = getelementptr inbounds i8, ptr %714, i64 12
  store i32 0, ptr %722, align 4, !tbaa !28
  %723 = load ptr, ptr %714, align 8, !tbaa !29
  %724 = getelementptr inbounds i8, ptr %723, i64 16
  %725 = load ptr, ptr %724, align 8
  call void %725(ptr noundef nonnull align 8 dereferenceable(16) %714) #28
  %726 = load ptr, ptr %714, align 8, !tbaa !29
  %727 = getelementptr inbounds i8, ptr %726, i64 24
  %728 = load ptr, ptr %727, align 8
  call void %728(ptr noundef nonnull align 8 dereferenceable(16) %714) #28
  br label %740

729:                                              ; preds = %716
  %730 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %731 = icmp eq i8 %730, 0
  br i1 %731, label %734, label %732

732:                                              ; preds = %729
  %733 = add nsw i32 %720, -1
  store i32 %733, ptr %717, align 4, !tbaa !13
  br label %736

734:                                              ; preds = %729
  %735 = atomicrmw volatile add ptr %717, i32 -1 acq_rel, align 4
  br label %736

736:                                              ; preds = %734, %732
  %737 = phi i32 [ %720, %732 ], [ %735, %734 ]
  %738 = icmp eq i32 %737, 1
  br i1 %738, label %739, label %740, !prof !32

739:                                              ; preds = %736
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %714) #28
  br label %740

740:                                              ; preds = %739, %736, %721, %713
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %20) #28
  %741 = load ptr, ptr %85, align 8, !tbaa !24
  %742 = icmp eq ptr %741, null
  br i1 %742, label %773, label %743

743:                                              ; preds = %740
  %744 = getelementptr inbounds i8, ptr %741, i64 8
  %745 = load atomic i64, ptr %744 acquire, align 8
  %746 = icmp eq i64 %745, 4294967297
  %747 = trunc i64 %745 to i32
  br i1 %746, label %748, label %756

748:                                              ; preds = %743
  store i32 0, ptr %744, align 8, !tbaa !26
  %749 = getelementptr inbounds i8, ptr %741, i64 12
  store i32 0, ptr %749, align 4, !tbaa !28
  %750 = load ptr, ptr %741, align 8, !tbaa !29
  %751 = getelementptr inbounds i8, ptr %750, i64 16
  %752 = load ptr, ptr %751, align 8
  call void %752(ptr noundef nonnull align 8 dereferenceable(16) %741) #28
  %753 = load ptr, ptr %741, align 8, !tbaa !29
  %754 = getelementptr inbounds i8, ptr %753, i64 24
  %755 = load ptr, ptr %754, align 8
  call void %755(ptr noundef nonnull align 8 dereferenceable(16) %741) #28
  br label %773

756:                                              ; preds = %743
  %757 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %758 = icmp eq i8 %757, 0
  br i1 %758, label %761, label %759

759:                                              ; preds = %756
  %760 = add nsw i32 %747, -1
  store i32 %760, ptr %744, align 4, !tbaa !13
  br label %763

761:                                              ; preds = %756
  %762 = atomicrmw volatile add ptr %744, i32 -1 acq_rel, align 4
  br label %763

763:                                              ; preds = %761, %759
  %764 = phi i32 [ %747, %759 ], [ %762, %761 ]
  %765 = icmp eq i32 %764, 1
  br i1 %765, label %766, label %773, !prof !32

766:                                              ; preds = %763
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %741) #28
  br label %773

767:                                              ; preds = %2
  %768 = landingpad { ptr, i32 }
          cleanup
  br label %769

769:                                              ; preds = %767, %27
  %770 = phi { ptr, i32 } [ %768, %767 ], [ %28, %27 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %19) #28
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19) #28
  br label %771

771:                                              ; preds = %769, %711
  %772 = phi { ptr, i32 } [ %712, %711 ], [ %770, %769 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %18) #28
  resume { ptr, i32 } %772

773:                                              ; preds = %740, %748, %763, %766
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %18) #28
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal noundef zeroext i1 @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E0_E10_M_managerERSt9_Any_dataRKS7_St18_Manager_operation(ptr nocapture noundef nonnull writeonly align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) #23 align 2 personality ptr @__gxx_personality_v0 {
  switch i32 %2, label %7 [
    i32 0, label %4
    i32 1, label %5
    i32 2, label %6
  ]

4:                                                ; preds = %3
  store ptr @_ZTIZ4mainEUlRN4sycl3_V17handlerEE0_, ptr %0, align 8, !tbaa !9
  br label %7

5:                                                ; preds = %3
  store ptr %1, ptr %0, align 8, !tbaa !9
  br label %7

6:                                                ; preds = %3
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull readonly align 8 dereferenceable(16) %1, i64 16, i1 false), !tbaa.struct !250
  br label %7

7:                                                ; preds = %3, %6, %5, %4
  ret i1 false
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define internal fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_2idILi2EEEE_D2Ev(ptr nocapture noundef nonnull readonly align 8 dereferenceable(64) %0) unnamed_addr #5 align 2 personality ptr @__gxx_personality_v0 {
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
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIiLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi2ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %0, ptr noundef nonnull align 8 dereferenceable(41) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range.112", align 8
  %8 = alloca %"class.sycl::_V1::range.112", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %11 = load i64, ptr %10, align 8
  %12 = getelementptr inbounds i8, ptr %1, i64 24
  %13 = load i64, ptr %12, align 8
  store i64 %11, ptr %7, align 8, !tbaa !5, !alias.scope !251
  %14 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 %13, ptr %14, align 8, !tbaa !5, !alias.scope !251
  %15 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %15, align 8, !tbaa !5, !alias.scope !251
  store i64 %11, ptr %8, align 8, !tbaa !5, !alias.scope !254
  %16 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 %13, ptr %16, align 8, !tbaa !5, !alias.scope !254
  %17 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %17, align 8, !tbaa !5, !alias.scope !254
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #28
  %18 = load i64, ptr %3, align 8
  %19 = getelementptr inbounds i8, ptr %3, i64 8
  %20 = getelementptr inbounds i8, ptr %3, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !9
  %22 = load ptr, ptr %19, align 8, !tbaa !9
  %23 = ptrtoint ptr %21 to i64
  %24 = ptrtoint ptr %22 to i64
  %25 = sub i64 %23, %24
  %26 = icmp eq ptr %21, %22
  br i1 %26, label %53, label %27

27:                                               ; preds = %5
  %28 = icmp ugt i64 %25, 9223372036854775792
  br i1 %28, label %29, label %30, !prof !32

29:                                               ; preds = %27
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #29
  unreachable

30:                                               ; preds = %27
  %31 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %25) #30
  br label %32

32:                                               ; preds = %49, %30
  %33 = phi ptr [ %51, %49 ], [ %31, %30 ]
  %34 = phi ptr [ %50, %49 ], [ %22, %30 ]
  %35 = load ptr, ptr %34, align 8, !tbaa !201
  store ptr %35, ptr %33, align 8, !tbaa !201
  %36 = getelementptr inbounds i8, ptr %33, i64 8
  %37 = getelementptr inbounds i8, ptr %34, i64 8
  %38 = load ptr, ptr %37, align 8, !tbaa !24
  store ptr %38, ptr %36, align 8, !tbaa !24
  %39 = icmp eq ptr %38, null
  br i1 %39, label %49, label %40

40:                                               ; preds = %32
  %41 = getelementptr inbounds i8, ptr %38, i64 8
  %42 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %43 = icmp eq i8 %42, 0
  br i1 %43, label %47, label %44

44:                                               ; preds = %40
  %45 = load i32, ptr %41, align 4, !tbaa !13
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr %41, align 4, !tbaa !13
  br label %49

47:                                               ; preds = %40
  %48 = atomicrmw volatile add ptr %41, i32 1 acq_rel, align 4
  br label %49

49:                                               ; preds = %47, %44, %32
  %50 = getelementptr inbounds i8, ptr %34, i64 16
  %51 = getelementptr inbounds i8, ptr %33, i64 16
  %52 = icmp eq ptr %50, %21
  br i1 %52, label %53, label %32, !llvm.loop !203

53:                                               ; preds = %49, %5
  %54 = phi ptr [ null, %5 ], [ %31, %49 ]
  %55 = phi ptr [ null, %5 ], [ %51, %49 ]
  %56 = getelementptr inbounds i8, ptr %54, i64 %25
  store i64 %18, ptr %9, align 8
  %57 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %54, ptr %57, align 8, !tbaa !21
  %58 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %55, ptr %58, align 8, !tbaa !23
  %59 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %56, ptr %59, align 8, !tbaa !34
  %60 = load ptr, ptr %1, align 8, !tbaa !122
  %61 = icmp eq ptr %60, null
  br i1 %61, label %62, label %63

62:                                               ; preds = %53
  tail call void @__assert_fail(ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.15, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIiLi2ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS7_) #31
  unreachable

63:                                               ; preds = %53
  %64 = and i64 %18, 16
  %65 = icmp eq i64 %64, 0
  %66 = select i1 %65, i32 1025, i32 1027
  %67 = getelementptr inbounds i8, ptr %1, i64 32
  %68 = load i64, ptr %67, align 8, !tbaa !135
  %69 = getelementptr inbounds i8, ptr %1, i64 40
  %70 = load i8, ptr %69, align 8, !tbaa !139, !range !60, !noundef !61
  %71 = trunc nuw i8 %70 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.112") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.112") align 8 %8, i32 noundef %66, ptr noundef nonnull %60, i32 noundef 2, i32 noundef 4, i64 noundef %68, i1 noundef zeroext %71, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %72 unwind label %208

72:                                               ; preds = %63
  %73 = icmp eq ptr %54, %55
  br i1 %73, label %108, label %74

74:                                               ; preds = %72, %103
  %75 = phi ptr [ %104, %103 ], [ %54, %72 ]
  %76 = getelementptr inbounds i8, ptr %75, i64 8
  %77 = load ptr, ptr %76, align 8, !tbaa !24
  %78 = icmp eq ptr %77, null
  br i1 %78, label %103, label %79

79:                                               ; preds = %74
  %80 = getelementptr inbounds i8, ptr %77, i64 8
  %81 = load atomic i64, ptr %80 acquire, align 8
  %82 = icmp eq i64 %81, 4294967297
  %83 = trunc i64 %81 to i32
  br i1 %82, label %84, label %92

84:                                               ; preds = %79
  store i32 0, ptr %80, align 8, !tbaa !26
  %85 = getelementptr inbounds i8, ptr %77, i64 12
  store i32 0, ptr %85, align 4, !tbaa !28
  %86 = load ptr, ptr %77, align 8, !tbaa !29
  %87 = getelementptr inbounds i8, ptr %86, i64 16
  %88 = load ptr, ptr %87, align 8
  tail call void %88(ptr noundef nonnull align 8 dereferenceable(16) %77) #28
  %89 = load ptr, ptr %77, align 8, !tbaa !29
  %90 = getelementptr inbounds i8, ptr %89, i64 24
  %91 = load ptr, ptr %90, align 8
  tail call void %91(ptr noundef nonnull align 8 dereferenceable(16) %77) #28
  br label %103

92:                                               ; preds = %79
  %93 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %94 = icmp eq i8 %93, 0
  br i1 %94, label %97, label %95

95:                                               ; preds = %92
  %96 = add nsw i32 %83, -1
  store i32 %96, ptr %80, align 4, !tbaa !13
  br label %99

97:                                               ; preds = %92
  %98 = atomicrmw volatile add ptr %80, i32 -1 acq_rel, align 4
  br label %99

99:                                               ; preds = %97, %95
  %100 = phi i32 [ %83, %95 ], [ %98, %97 ]
  %101 = icmp eq i32 %100, 1
  br i1 %101, label %102, label %103, !prof !32

102:                                              ; preds = %99
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %77) #28
  br label %103

103:                                              ; preds = %102, %99, %84, %74
  %104 = getelementptr inbounds i8, ptr %75, i64 16
  %105 = icmp eq ptr %104, %55
  br i1 %105, label %106, label %74, !llvm.loop !33

106:                                              ; preds = %103
  %107 = load ptr, ptr %57, align 8, !tbaa !21
  br label %108

108:                                              ; preds = %106, %72
  %109 = phi ptr [ %107, %106 ], [ %54, %72 ]
  %110 = icmp eq ptr %109, null
  br i1 %110, label %116, label %111

111:                                              ; preds = %108
  %112 = load ptr, ptr %59, align 8, !tbaa !34
  %113 = ptrtoint ptr %112 to i64
  %114 = ptrtoint ptr %109 to i64
  %115 = sub i64 %113, %114
  tail call void @_ZdlPvm(ptr noundef nonnull %109, i64 noundef %115) #32
  br label %116

116:                                              ; preds = %108, %111
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #28
  %117 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr null, ptr %117, align 8, !tbaa !257
  %118 = load ptr, ptr %20, align 8, !tbaa !9
  %119 = load ptr, ptr %19, align 8, !tbaa !9
  %120 = ptrtoint ptr %118 to i64
  %121 = ptrtoint ptr %119 to i64
  %122 = sub i64 %120, %121
  %123 = icmp eq ptr %118, %119
  br i1 %123, label %184, label %124

124:                                              ; preds = %116
  %125 = icmp ugt i64 %122, 9223372036854775792
  br i1 %125, label %126, label %128, !prof !32

126:                                              ; preds = %124
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #29
          to label %127 unwind label %212

127:                                              ; preds = %126
  unreachable

128:                                              ; preds = %124
  %129 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %122) #30
          to label %130 unwind label %212

130:                                              ; preds = %128, %147
  %131 = phi ptr [ %149, %147 ], [ %129, %128 ]
  %132 = phi ptr [ %148, %147 ], [ %119, %128 ]
  %133 = load ptr, ptr %132, align 8, !tbaa !201
  store ptr %133, ptr %131, align 8, !tbaa !201
  %134 = getelementptr inbounds i8, ptr %131, i64 8
  %135 = getelementptr inbounds i8, ptr %132, i64 8
  %136 = load ptr, ptr %135, align 8, !tbaa !24
  store ptr %136, ptr %134, align 8, !tbaa !24
  %137 = icmp eq ptr %136, null
  br i1 %137, label %147, label %138

138:                                              ; preds = %130
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

147:                                              ; preds = %145, %142, %130
  %148 = getelementptr inbounds i8, ptr %132, i64 16
  %149 = getelementptr inbounds i8, ptr %131, i64 16
  %150 = icmp eq ptr %148, %118
  br i1 %150, label %151, label %130, !llvm.loop !203

151:                                              ; preds = %147, %180
  %152 = phi ptr [ %181, %180 ], [ %129, %147 ]
  %153 = getelementptr inbounds i8, ptr %152, i64 8
  %154 = load ptr, ptr %153, align 8, !tbaa !24
  %155 = icmp eq ptr %154, null
  br i1 %155, label %180, label %156

156:                                              ; preds = %151
  %157 = getelementptr inbounds i8, ptr %154, i64 8
  %158 = load atomic i64, ptr %157 acquire, align 8
  %159 = icmp eq i64 %158, 4294967297
  %160 = trunc i64 %158 to i32
  br i1 %159, label %161, label %169

161:                                              ; preds = %156
  store i32 0, ptr %157, align 8, !tbaa !26
  %162 = getelementptr inbounds i8, ptr %154, i64 12
  store i32 0, ptr %162, align 4, !tbaa !28
  %163 = load ptr, ptr %154, align 8, !tbaa !29
  %164 = getelementptr inbounds i8, ptr %163, i64 16
  %165 = load ptr, ptr %164, align 8
  tail call void %165(ptr noundef nonnull align 8 dereferenceable(16) %154) #28
  %166 = load ptr, ptr %154, align 8, !tbaa !29
  %167 = getelementptr inbounds i8, ptr %166, i64 24
  %168 = load ptr, ptr %167, align 8
  tail call void %168(ptr noundef nonnull align 8 dereferenceable(16) %154) #28
  br label %180

169:                                              ; preds = %156
  %170 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %171 = icmp eq i8 %170, 0
  br i1 %171, label %174, label %172

172:                                              ; preds = %169
  %173 = add nsw i32 %160, -1
  store i32 %173, ptr %157, align 4, !tbaa !13
  br label %176

174:                                              ; preds = %169
  %175 = atomicrmw volatile add ptr %157, i32 -1 acq_rel, align 4
  br label %176

176:                                              ; preds = %174, %172
  %177 = phi i32 [ %160, %172 ], [ %175, %174 ]
  %178 = icmp eq i32 %177, 1
  br i1 %178, label %179, label %180, !prof !32

179:                                              ; preds = %176
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %154) #28
  br label %180

180:                                              ; preds = %179, %176, %161, %151
  %181 = getelementptr inbounds i8, ptr %152, i64 16
  %182 = icmp eq ptr %152, %131
  br i1 %182, label %183, label %151, !llvm.loop !33

183:                                              ; preds = %180
  tail call void @_ZdlPvm(ptr noundef nonnull %129, i64 noundef %122) #32
  br label %184

184:                                              ; preds = %116, %183
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %185 unwind label %210

185:                                              ; preds = %184
  %186 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %187 unwind label %210

187:                                              ; preds = %185
  store ptr %186, ptr %117, align 8, !tbaa !257
  %188 = load ptr, ptr %1, align 8, !tbaa !122
  %189 = icmp eq ptr %188, null
  br i1 %189, label %190, label %191

190:                                              ; preds = %187
  tail call void @__assert_fail(ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.15, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIiLi2ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS7_) #31
  unreachable

191:                                              ; preds = %187
  %192 = load ptr, ptr %0, align 8, !tbaa !163
  invoke void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef nonnull %188, ptr noundef %192, i32 noundef 2014, i32 noundef 1025, ptr noundef nonnull align 8 dereferenceable(32) %4)
          to label %193 unwind label %210

193:                                              ; preds = %191
  %194 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %195 unwind label %210

195:                                              ; preds = %193
  %196 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %197 unwind label %210

197:                                              ; preds = %195
  %198 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %199 unwind label %210

199:                                              ; preds = %197
  %200 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %201 unwind label %210

201:                                              ; preds = %199
  %202 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #28
  %203 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #28
  %204 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %205 unwind label %210

205:                                              ; preds = %201
  %206 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %207 unwind label %210

207:                                              ; preds = %205
  ret void

208:                                              ; preds = %63
  %209 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #28
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #28
  br label %216

210:                                              ; preds = %205, %201, %199, %197, %195, %193, %185, %191, %184
  %211 = landingpad { ptr, i32 }
          cleanup
  br label %214

212:                                              ; preds = %128, %126
  %213 = landingpad { ptr, i32 }
          cleanup
  br label %214

214:                                              ; preds = %212, %210
  %215 = phi { ptr, i32 } [ %211, %210 ], [ %213, %212 ]
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #28
  br label %216

216:                                              ; preds = %214, %208
  %217 = phi { ptr, i32 } [ %215, %214 ], [ %209, %208 ]
  resume { ptr, i32 } %217
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler15getRoundedRangeILi2EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_(ptr dead_on_unwind noalias writable sret(%"class.std::tuple.164") align 8 %0, ptr noundef nonnull align 8 dereferenceable(216) %1, i64 %2, i64 %3) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.std::tuple.122", align 8
  %6 = alloca %"class.sycl::_V1::range.16", align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i8, align 1
  %11 = alloca %class.anon.170, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #28
  store i64 %2, ptr %6, align 8
  %12 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 %3, ptr %12, align 8
  %13 = tail call noundef zeroext i1 @_ZN4sycl3_V17handler20DisableRangeRoundingEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
  br i1 %13, label %14, label %16

14:                                               ; preds = %4
  %15 = getelementptr inbounds i8, ptr %0, i64 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %15, i8 0, i64 16, i1 false)
  store i8 0, ptr %0, align 8, !tbaa !205
  br label %75

16:                                               ; preds = %4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #28
  store i64 16, ptr %7, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #28
  store i64 32, ptr %8, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9) #28
  store i64 1024, ptr %9, align 8, !tbaa !5
  call void @_ZN4sycl3_V17handler24GetRangeRoundingSettingsERmS2_S2_(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(8) %7, ptr noundef nonnull align 8 dereferenceable(8) %8, ptr noundef nonnull align 8 dereferenceable(8) %9)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #28
  call void @_ZN4sycl3_V17handler19getMaxWorkGroups_v2Ev(ptr dead_on_unwind nonnull writable sret(%"class.std::tuple.122") align 8 %5, ptr noundef nonnull align 8 dereferenceable(216) %1)
  %17 = load i8, ptr %5, align 8, !tbaa !173, !range !60, !noundef !61
  %18 = trunc nuw i8 %17 to i1
  br i1 %18, label %19, label %26

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %5, i64 8
  %21 = getelementptr inbounds i8, ptr %5, i64 16
  %22 = load i64, ptr %21, align 8, !tbaa !5
  %23 = call i64 @llvm.umin.i64(i64 %22, i64 2147483647)
  %24 = load i64, ptr %20, align 8, !tbaa !5
  %25 = call i64 @llvm.umin.i64(i64 %24, i64 2147483647)
  br label %26

26:                                               ; preds = %16, %19
  %27 = phi i64 [ %23, %19 ], [ 2147483647, %16 ]
  %28 = phi i64 [ %25, %19 ], [ 2147483647, %16 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #28
  %29 = load i64, ptr %8, align 8, !tbaa !5
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
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %10) #28
  store i8 0, ptr %10, align 1, !tbaa !173
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %11) #28
  store ptr %1, ptr %11, align 8, !tbaa !258
  %44 = getelementptr inbounds i8, ptr %11, i64 8
  store ptr %6, ptr %44, align 8, !tbaa !9
  %45 = getelementptr inbounds i8, ptr %11, i64 16
  store ptr %10, ptr %45, align 8, !tbaa !9
  %46 = load i64, ptr %7, align 8, !tbaa !5
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
  %58 = load i64, ptr %6, align 8, !tbaa !5
  br label %59

59:                                               ; preds = %52, %42
  %60 = phi i64 [ %58, %52 ], [ %2, %42 ]
  %61 = icmp ugt i64 %60, %36
  br i1 %61, label %62, label %63

62:                                               ; preds = %59
  call void @_ZZN4sycl3_V17handler15getRoundedRangeILi2EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ENKUlimE_clEim(ptr noundef nonnull align 8 dereferenceable(24) %11, i32 noundef 0, i64 noundef %36)
  br label %63

63:                                               ; preds = %59, %62
  %64 = load i64, ptr %12, align 8, !tbaa !5
  %65 = icmp ugt i64 %64, %43
  br i1 %65, label %66, label %67

66:                                               ; preds = %63
  call void @_ZZN4sycl3_V17handler15getRoundedRangeILi2EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ENKUlimE_clEim(ptr noundef nonnull align 8 dereferenceable(24) %11, i32 noundef 1, i64 noundef %43)
  br label %67

67:                                               ; preds = %66, %63
  %68 = load i8, ptr %10, align 1, !tbaa !173, !range !60, !noundef !61
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
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %11) #28
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %10) #28
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9) #28
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #28
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #28
  br label %75

75:                                               ; preds = %73, %14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #28
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define internal fastcc void @_ZN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE0_clES6_EUlNS0_2idILi2EEEE_ED2Ev(ptr nocapture noundef nonnull readonly align 8 dereferenceable(80) %0) unnamed_addr #5 align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 24
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

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZN4sycl3_V17handler15getRoundedRangeILi2EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ENKUlimE_clEim(ptr noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1, i64 noundef %2) local_unnamed_addr #10 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = load ptr, ptr %0, align 8, !tbaa !258
  %5 = tail call noundef zeroext i1 @_ZN4sycl3_V17handler18RangeRoundingTraceEv(ptr noundef nonnull align 8 dereferenceable(216) %4)
  br i1 %5, label %6, label %55

6:                                                ; preds = %3
  %7 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cout, ptr noundef nonnull @.str.22, i64 noundef 35)
  %8 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSolsEi(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cout, i32 noundef %1)
  %9 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) %8, ptr noundef nonnull @.str.23, i64 noundef 6)
  %10 = icmp ugt i32 %1, 1
  br i1 %10, label %11, label %22

11:                                               ; preds = %6
  %12 = tail call ptr @__cxa_allocate_exception(i64 64) #28
  %13 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #28
  %14 = extractvalue { i32, ptr } %13, 0
  %15 = extractvalue { i32, ptr } %13, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %12, i32 %14, ptr %15, ptr noundef nonnull @.str.8)
          to label %16 unwind label %20

16:                                               ; preds = %11
  tail call void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #29
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
  %24 = load ptr, ptr %23, align 8, !tbaa !260
  %25 = zext nneg i32 %1 to i64
  %26 = getelementptr inbounds [2 x i64], ptr %24, i64 0, i64 %25
  %27 = load i64, ptr %26, align 8, !tbaa !5
  %28 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo9_M_insertImEERSoT_(ptr noundef nonnull align 8 dereferenceable(8) %8, i64 noundef %27)
  %29 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) %28, ptr noundef nonnull @.str.24, i64 noundef 4)
  %30 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo9_M_insertImEERSoT_(ptr noundef nonnull align 8 dereferenceable(8) %28, i64 noundef %2)
  %31 = load ptr, ptr %30, align 8, !tbaa !29
  %32 = getelementptr i8, ptr %31, i64 -24
  %33 = load i64, ptr %32, align 8
  %34 = getelementptr inbounds i8, ptr %30, i64 %33
  %35 = getelementptr inbounds i8, ptr %34, i64 240
  %36 = load ptr, ptr %35, align 8, !tbaa !210
  %37 = icmp eq ptr %36, null
  br i1 %37, label %38, label %39

38:                                               ; preds = %22
  tail call void @_ZSt16__throw_bad_castv() #29
  unreachable

39:                                               ; preds = %22
  %40 = getelementptr inbounds i8, ptr %36, i64 56
  %41 = load i8, ptr %40, align 8, !tbaa !212
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
  %56 = icmp ugt i32 %1, 1
  br i1 %56, label %59, label %57

57:                                               ; preds = %55
  %58 = zext nneg i32 %1 to i64
  br label %67

59:                                               ; preds = %55
  %60 = tail call ptr @__cxa_allocate_exception(i64 64) #28
  %61 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #28
  %62 = extractvalue { i32, ptr } %61, 0
  %63 = extractvalue { i32, ptr } %61, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %60, i32 %62, ptr %63, ptr noundef nonnull @.str.8)
          to label %64 unwind label %65

64:                                               ; preds = %59
  tail call void @__cxa_throw(ptr nonnull %60, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #29
  unreachable

65:                                               ; preds = %59
  %66 = landingpad { ptr, i32 }
          cleanup
  br label %17

67:                                               ; preds = %57, %51
  %68 = phi i64 [ %58, %57 ], [ %25, %51 ]
  %69 = getelementptr inbounds i8, ptr %0, i64 8
  %70 = load ptr, ptr %69, align 8, !tbaa !260
  %71 = getelementptr inbounds [2 x i64], ptr %70, i64 0, i64 %68
  store i64 %2, ptr %71, align 8, !tbaa !5
  %72 = getelementptr inbounds i8, ptr %0, i64 16
  %73 = load ptr, ptr %72, align 8, !tbaa !261
  store i8 1, ptr %73, align 1, !tbaa !173
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE0_clES7_EUlNS0_2idILi2EEEE_EES5_Li2EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(88) %0) unnamed_addr #22 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE0_clES7_EUlNS0_2idILi2EEEE_EES5_Li2EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(88) %0) unnamed_addr #6 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE0_clES7_EUlNS0_2idILi2EEEE_EES5_Li2EEE, i64 16), ptr %0, align 8, !tbaa !29
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

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE0_clES7_EUlNS0_2idILi2EEEE_EES5_Li2EED0Ev(ptr noundef nonnull align 8 dereferenceable(88) %0) unnamed_addr #6 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE0_clES7_EUlNS0_2idILi2EEEE_EES5_Li2EEE, i64 16), ptr %0, align 8, !tbaa !29
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
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 88) #32
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE0_clES7_EUlNS0_2idILi2EEEE_EES5_Li2EE23InstantiateKernelOnHostEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(88) %0) unnamed_addr #4 align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel.167", align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull readonly align 8 dereferenceable(16) %3, i64 16, i1 false)
  %4 = getelementptr inbounds i8, ptr %2, i64 16
  %5 = getelementptr inbounds i8, ptr %0, i64 24
  %6 = load ptr, ptr %5, align 8, !tbaa !163
  store ptr %6, ptr %4, align 8, !tbaa !163
  %7 = getelementptr inbounds i8, ptr %2, i64 24
  %8 = getelementptr inbounds i8, ptr %0, i64 32
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
  %21 = getelementptr inbounds i8, ptr %2, i64 32
  %22 = getelementptr inbounds i8, ptr %0, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %21, ptr noundef nonnull readonly align 8 dereferenceable(40) %22, i64 40, i1 false)
  %23 = getelementptr inbounds i8, ptr %2, i64 72
  %24 = getelementptr inbounds i8, ptr %0, i64 80
  %25 = load i64, ptr %24, align 8, !tbaa !224
  store i64 %25, ptr %23, align 8, !tbaa !224
  %26 = load i64, ptr %2, align 8
  %27 = getelementptr inbounds i8, ptr %2, i64 8
  %28 = load i64, ptr %27, align 8
  %29 = icmp eq i64 %26, 0
  %30 = icmp eq i64 %28, 0
  %31 = select i1 %30, i1 true, i1 %29
  br i1 %31, label %66, label %32

32:                                               ; preds = %20, %49
  %33 = phi i64 [ %64, %49 ], [ 0, %20 ]
  %34 = phi i64 [ %63, %49 ], [ 0, %20 ]
  %35 = load i64, ptr %23, align 8, !tbaa !224
  %36 = mul i64 %35, %34
  %37 = add i64 %36, %33
  %38 = trunc i64 %37 to i32
  %39 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %4)
          to label %40 unwind label %94

40:                                               ; preds = %32
  %41 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %4)
          to label %42 unwind label %94

42:                                               ; preds = %40
  %43 = load i64, ptr %41, align 8
  %44 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %4)
          to label %45 unwind label %94

45:                                               ; preds = %42
  %46 = getelementptr inbounds i8, ptr %44, i64 8
  %47 = load i64, ptr %46, align 8
  %48 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %4)
          to label %49 unwind label %94

49:                                               ; preds = %45
  %50 = add i64 %43, %34
  %51 = mul i64 %47, %50
  %52 = getelementptr inbounds i8, ptr %48, i64 8
  %53 = load i64, ptr %52, align 8
  %54 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %4) #28
  %55 = getelementptr i32, ptr %54, i64 %51
  %56 = getelementptr i32, ptr %55, i64 %33
  %57 = getelementptr i32, ptr %56, i64 %53
  store i32 %38, ptr %57, align 4, !tbaa !13
  %58 = add i64 %34, 1
  %59 = icmp uge i64 %58, %26
  %60 = add i64 %33, 1
  %61 = icmp uge i64 %60, %28
  %62 = select i1 %61, i64 0, i64 %60
  %63 = select i1 %59, i64 0, i64 %58
  %64 = select i1 %59, i64 %62, i64 %33
  %65 = select i1 %59, i1 %61, i1 false
  br i1 %65, label %66, label %32, !llvm.loop !262

66:                                               ; preds = %49, %20
  %67 = load ptr, ptr %7, align 8, !tbaa !24
  %68 = icmp eq ptr %67, null
  br i1 %68, label %93, label %69

69:                                               ; preds = %66
  %70 = getelementptr inbounds i8, ptr %67, i64 8
  %71 = load atomic i64, ptr %70 acquire, align 8
  %72 = icmp eq i64 %71, 4294967297
  %73 = trunc i64 %71 to i32
  br i1 %72, label %74, label %82

74:                                               ; preds = %69
  store i32 0, ptr %70, align 8, !tbaa !26
  %75 = getelementptr inbounds i8, ptr %67, i64 12
  store i32 0, ptr %75, align 4, !tbaa !28
  %76 = load ptr, ptr %67, align 8, !tbaa !29
  %77 = getelementptr inbounds i8, ptr %76, i64 16
  %78 = load ptr, ptr %77, align 8
  call void %78(ptr noundef nonnull align 8 dereferenceable(16) %67) #28
  %79 = load ptr, ptr %67, align 8, !tbaa !29
  %80 = getelementptr inbounds i8, ptr %79, i64 24
  %81 = load ptr, ptr %80, align 8
  call void %81(ptr noundef nonnull align 8 dereferenceable(16) %67) #28
  br label %93

82:                                               ; preds = %69
  %83 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %84 = icmp eq i8 %83, 0
  br i1 %84, label %87, label %85

85:                                               ; preds = %82
  %86 = add nsw i32 %73, -1
  store i32 %86, ptr %70, align 4, !tbaa !13
  br label %89

87:                                               ; preds = %82
  %88 = atomicrmw volatile add ptr %70, i32 -1 acq_rel, align 4
  br label %89

89:                                               ; preds = %87, %85
  %90 = phi i32 [ %73, %85 ], [ %88, %87 ]
  %91 = icmp eq i32 %90, 1
  br i1 %91, label %92, label %93, !prof !32

92:                                               ; preds = %89
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %67) #28
  br label %93

93:                                               ; preds = %66, %74, %89, %92
  ret void

94:                                               ; preds = %45, %42, %40, %32
  %95 = landingpad { ptr, i32 }
          cleanup
  call fastcc void @_ZN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE0_clES6_EUlNS0_2idILi2EEEE_ED2Ev(ptr noundef nonnull align 8 dereferenceable(80) %2) #28
  resume { ptr, i32 } %95
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(72) %0) unnamed_addr #22 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(72) %0) unnamed_addr #6 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, i64 16), ptr %0, align 8, !tbaa !29
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
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED0Ev(ptr noundef nonnull align 8 dereferenceable(72) %0) unnamed_addr #6 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, i64 16), ptr %0, align 8, !tbaa !29
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
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 72) #32
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EE23InstantiateKernelOnHostEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(72) %0) unnamed_addr #4 align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %class.anon.163, align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !163
  store ptr %4, ptr %2, align 8, !tbaa !163
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
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %19, ptr noundef nonnull readonly align 8 dereferenceable(40) %20, i64 40, i1 false)
  %21 = getelementptr inbounds i8, ptr %2, i64 56
  %22 = getelementptr inbounds i8, ptr %0, i64 64
  %23 = load i64, ptr %22, align 8, !tbaa !224
  store i64 %23, ptr %21, align 8, !tbaa !224
  %24 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
          to label %25 unwind label %68

25:                                               ; preds = %18
  %26 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
          to label %27 unwind label %68

27:                                               ; preds = %25
  %28 = load i64, ptr %26, align 8
  %29 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
          to label %30 unwind label %68

30:                                               ; preds = %27
  %31 = getelementptr inbounds i8, ptr %29, i64 8
  %32 = load i64, ptr %31, align 8
  %33 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
          to label %34 unwind label %68

34:                                               ; preds = %30
  %35 = mul i64 %32, %28
  %36 = getelementptr inbounds i8, ptr %33, i64 8
  %37 = load i64, ptr %36, align 8
  %38 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %2) #28
  %39 = getelementptr i32, ptr %38, i64 %35
  %40 = getelementptr i32, ptr %39, i64 %37
  store i32 0, ptr %40, align 4, !tbaa !13
  %41 = load ptr, ptr %5, align 8, !tbaa !24
  %42 = icmp eq ptr %41, null
  br i1 %42, label %67, label %43

43:                                               ; preds = %34
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
  br label %67

56:                                               ; preds = %43
  %57 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
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
  br i1 %65, label %66, label %67, !prof !32

66:                                               ; preds = %63
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %41) #28
  br label %67

67:                                               ; preds = %34, %48, %63, %66
  ret void

68:                                               ; preds = %30, %27, %25, %18
  %69 = landingpad { ptr, i32 }
          cleanup
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(64) %2) #28
  resume { ptr, i32 } %69
}

declare void @_ZNK4sycl3_V15queue10get_deviceEv(ptr dead_on_unwind writable sret(%"class.sycl::_V1::device") align 8, ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #7

declare void @_ZNK4sycl3_V15queue11get_contextEv(ptr dead_on_unwind writable sret(%"class.sycl::_V1::context") align 8, ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #7

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

declare noundef ptr @_ZN4sycl3_V120aligned_alloc_deviceEmmRKNS0_6deviceERKNS0_7contextERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef, i64 noundef, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #7

; Function Attrs: mustprogress uwtable
define internal void @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZNS1_5queue17parallel_for_implI6SquareLi1ENS1_3ext6oneapi12experimental10propertiesINSA_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS1_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS1_5eventEE4typeENS1_5rangeIXT0_EEESN_DpOSL_EUlS3_E_E9_M_invokeERKSt9_Any_dataS3_(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #4 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.std::vector.134", align 8
  %4 = alloca %"class.sycl::_V1::range.112", align 8
  %5 = alloca %"class.std::vector.134", align 8
  %6 = alloca %"class.sycl::_V1::range.112", align 8
  %7 = alloca %"class.std::tuple.114", align 8
  %8 = load ptr, ptr %0, align 8, !tbaa !9
  %9 = load ptr, ptr %8, align 8, !tbaa !263
  %10 = load i64, ptr %9, align 8
  %11 = getelementptr inbounds i8, ptr %8, i64 16
  %12 = load ptr, ptr %11, align 8, !tbaa !265
  %13 = load ptr, ptr %12, align 8, !tbaa !9
  %14 = tail call noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %26, label %16

16:                                               ; preds = %2
  %17 = tail call ptr @__cxa_allocate_exception(i64 64) #28
  %18 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #28
  %19 = extractvalue { i32, ptr } %18, 0
  %20 = extractvalue { i32, ptr } %18, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %17, i32 %19, ptr %20, ptr noundef nonnull @.str.19)
          to label %21 unwind label %24

21:                                               ; preds = %16
  tail call void @__cxa_throw(ptr nonnull %17, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #29
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
  call void @_ZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_(ptr dead_on_unwind nonnull writable sret(%"class.std::tuple.114") align 8 %7, ptr noundef nonnull align 8 dereferenceable(216) %1, i64 %10)
  %27 = load i8, ptr %7, align 8, !tbaa !173, !range !60, !noundef !61
  %28 = trunc nuw i8 %27 to i1
  br i1 %28, label %29, label %79

29:                                               ; preds = %26
  %30 = getelementptr inbounds i8, ptr %7, i64 8
  call void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.35)
  %31 = load i64, ptr %30, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6)
  %32 = getelementptr inbounds i8, ptr %6, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %32, i8 0, i64 16, i1 false), !alias.scope !266
  store i64 %31, ptr %6, align 8, !tbaa !5, !alias.scope !266
  call void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range.112") align 8 %6, i1 noundef zeroext false, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6)
  %33 = call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #30, !noalias !269
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZ4mainEUlNS0_2idILi1EEEE_EES5_Li1EEE, i64 16), ptr %33, align 8, !tbaa !29, !noalias !269
  %34 = getelementptr inbounds i8, ptr %33, i64 8
  store i64 %10, ptr %34, align 8, !noalias !269
  %35 = getelementptr inbounds i8, ptr %33, i64 16
  store ptr %13, ptr %35, align 8, !noalias !269
  %36 = getelementptr inbounds i8, ptr %1, i64 152
  %37 = load ptr, ptr %36, align 8, !tbaa !9
  store ptr %33, ptr %36, align 8, !tbaa !9
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
  %44 = load ptr, ptr %36, align 8, !tbaa !9
  %45 = load ptr, ptr %44, align 8, !tbaa !29
  %46 = load ptr, ptr %45, align 8
  %47 = call noundef ptr %46(ptr noundef nonnull align 8 dereferenceable(8) %44)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #28
  call void @llvm.experimental.noalias.scope.decl(metadata !272)
  %48 = getelementptr inbounds i8, ptr %5, i64 16
  %49 = call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #30, !noalias !272
  store ptr %49, ptr %5, align 8, !tbaa !185, !alias.scope !272
  %50 = getelementptr inbounds i8, ptr %49, i64 24
  store ptr %50, ptr %48, align 8, !tbaa !187, !alias.scope !272
  %51 = getelementptr inbounds i8, ptr %5, i64 8
  store i64 34359738369, ptr %49, align 4, !noalias !272
  %52 = getelementptr inbounds i8, ptr %49, i64 8
  store i32 0, ptr %52, align 4, !tbaa !13, !noalias !272
  %53 = getelementptr inbounds i8, ptr %49, i64 12
  store i64 34359738369, ptr %53, align 4, !noalias !272
  %54 = getelementptr inbounds i8, ptr %49, i64 20
  store i32 8, ptr %54, align 4, !tbaa !13, !noalias !272
  store ptr %50, ptr %51, align 8, !tbaa !219, !alias.scope !272
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %47, ptr noundef nonnull align 8 dereferenceable(24) %5, i1 noundef zeroext false)
          to label %55 unwind label %69

55:                                               ; preds = %43
  %56 = load ptr, ptr %5, align 8, !tbaa !185
  %57 = icmp eq ptr %56, null
  br i1 %57, label %63, label %58

58:                                               ; preds = %55
  %59 = load ptr, ptr %48, align 8, !tbaa !187
  %60 = ptrtoint ptr %59 to i64
  %61 = ptrtoint ptr %56 to i64
  %62 = sub i64 %60, %61
  call void @_ZdlPvm(ptr noundef nonnull %56, i64 noundef %62) #32
  br label %63

63:                                               ; preds = %58, %55
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #28
  %64 = getelementptr inbounds i8, ptr %1, i64 80
  %65 = call noalias noundef nonnull dereferenceable(53) ptr @_Znam(i64 noundef 53) #30
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(52) %65, ptr noundef nonnull align 1 dereferenceable(52) @.str.36, i64 52, i1 false)
  %66 = getelementptr inbounds i8, ptr %65, i64 52
  store i8 0, ptr %66, align 1, !tbaa !31
  %67 = load ptr, ptr %64, align 8, !tbaa !9
  store ptr %65, ptr %64, align 8, !tbaa !9
  %68 = icmp eq ptr %67, null
  br i1 %68, label %126, label %124

69:                                               ; preds = %43
  %70 = landingpad { ptr, i32 }
          cleanup
  %71 = load ptr, ptr %5, align 8, !tbaa !185
  %72 = icmp eq ptr %71, null
  br i1 %72, label %78, label %73

73:                                               ; preds = %69
  %74 = load ptr, ptr %48, align 8, !tbaa !187
  %75 = ptrtoint ptr %74 to i64
  %76 = ptrtoint ptr %71 to i64
  %77 = sub i64 %75, %76
  call void @_ZdlPvm(ptr noundef nonnull %71, i64 noundef %77) #32
  br label %78

78:                                               ; preds = %73, %69
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #28
  br label %22

79:                                               ; preds = %26
  call void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.35)
  call void @_ZN4sycl3_V17handler22setKernelIsCooperativeEb(ptr noundef nonnull align 8 dereferenceable(216) %1, i1 noundef zeroext false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4)
  %80 = getelementptr inbounds i8, ptr %4, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %80, i8 0, i64 16, i1 false), !alias.scope !275
  store i64 %10, ptr %4, align 8, !tbaa !5, !alias.scope !275
  call void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range.112") align 8 %4, i1 noundef zeroext false, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4)
  %81 = call noalias noundef nonnull dereferenceable(16) ptr @_Znwm(i64 noundef 16) #30, !noalias !278
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %81, align 8, !tbaa !29, !noalias !278
  %82 = getelementptr inbounds i8, ptr %81, i64 8
  store ptr %13, ptr %82, align 8, !tbaa !9, !noalias !278
  %83 = getelementptr inbounds i8, ptr %1, i64 152
  %84 = load ptr, ptr %83, align 8, !tbaa !9
  store ptr %81, ptr %83, align 8, !tbaa !9
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
  %91 = load ptr, ptr %83, align 8, !tbaa !9
  %92 = load ptr, ptr %91, align 8, !tbaa !29
  %93 = load ptr, ptr %92, align 8
  %94 = call noundef ptr %93(ptr noundef nonnull align 8 dereferenceable(8) %91)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #28
  call void @llvm.experimental.noalias.scope.decl(metadata !281)
  %95 = getelementptr inbounds i8, ptr %3, i64 16
  %96 = call noalias noundef nonnull dereferenceable(12) ptr @_Znwm(i64 noundef 12) #30, !noalias !281
  store ptr %96, ptr %3, align 8, !tbaa !185, !alias.scope !281
  %97 = getelementptr inbounds i8, ptr %96, i64 12
  store ptr %97, ptr %95, align 8, !tbaa !187, !alias.scope !281
  %98 = getelementptr inbounds i8, ptr %3, i64 8
  store i64 34359738371, ptr %96, align 4, !noalias !281
  %99 = getelementptr inbounds i8, ptr %96, i64 8
  store i32 0, ptr %99, align 4, !tbaa !13, !noalias !281
  store ptr %97, ptr %98, align 8, !tbaa !219, !alias.scope !281
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %94, ptr noundef nonnull align 8 dereferenceable(24) %3, i1 noundef zeroext false)
          to label %100 unwind label %114

100:                                              ; preds = %90
  %101 = load ptr, ptr %3, align 8, !tbaa !185
  %102 = icmp eq ptr %101, null
  br i1 %102, label %108, label %103

103:                                              ; preds = %100
  %104 = load ptr, ptr %95, align 8, !tbaa !187
  %105 = ptrtoint ptr %104 to i64
  %106 = ptrtoint ptr %101 to i64
  %107 = sub i64 %105, %106
  call void @_ZdlPvm(ptr noundef nonnull %101, i64 noundef %107) #32
  br label %108

108:                                              ; preds = %103, %100
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #28
  %109 = getelementptr inbounds i8, ptr %1, i64 80
  %110 = call noalias noundef nonnull dereferenceable(12) ptr @_Znam(i64 noundef 12) #30
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(11) %110, ptr noundef nonnull align 1 dereferenceable(11) @.str.35, i64 11, i1 false)
  %111 = getelementptr inbounds i8, ptr %110, i64 11
  store i8 0, ptr %111, align 1, !tbaa !31
  %112 = load ptr, ptr %109, align 8, !tbaa !9
  store ptr %110, ptr %109, align 8, !tbaa !9
  %113 = icmp eq ptr %112, null
  br i1 %113, label %126, label %124

114:                                              ; preds = %90
  %115 = landingpad { ptr, i32 }
          cleanup
  %116 = load ptr, ptr %3, align 8, !tbaa !185
  %117 = icmp eq ptr %116, null
  br i1 %117, label %123, label %118

118:                                              ; preds = %114
  %119 = load ptr, ptr %95, align 8, !tbaa !187
  %120 = ptrtoint ptr %119 to i64
  %121 = ptrtoint ptr %116 to i64
  %122 = sub i64 %120, %121
  call void @_ZdlPvm(ptr noundef nonnull %116, i64 noundef %122) #32
  br label %123

123:                                              ; preds = %118, %114
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #28
  br label %22

124:                                              ; preds = %108, %63
  %125 = phi ptr [ %67, %63 ], [ %112, %108 ]
  call void @_ZdaPv(ptr noundef nonnull %125) #32
  br label %126

126:                                              ; preds = %63, %108, %124
  call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #28
  ret void
}

; Function Attrs: mustprogress uwtable
define internal noundef zeroext i1 @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZNS1_5queue17parallel_for_implI6SquareLi1ENS1_3ext6oneapi12experimental10propertiesINSA_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS1_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS1_5eventEE4typeENS1_5rangeIXT0_EEESN_DpOSL_EUlS3_E_E10_M_managerERSt9_Any_dataRKSX_St18_Manager_operation(ptr nocapture noundef nonnull align 8 dereferenceable(16) %0, ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %1, i32 noundef %2) #4 align 2 {
  switch i32 %2, label %14 [
    i32 0, label %4
    i32 1, label %5
    i32 3, label %10
    i32 2, label %7
  ]

4:                                                ; preds = %3
  store ptr @_ZTIZN4sycl3_V15queue17parallel_for_implI6SquareLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESJ_DpOSH_EUlRNS0_7handlerEE_, ptr %0, align 8, !tbaa !9
  br label %14

5:                                                ; preds = %3
  %6 = load ptr, ptr %1, align 8, !tbaa !9
  store ptr %6, ptr %0, align 8, !tbaa !9
  br label %14

7:                                                ; preds = %3
  %8 = load ptr, ptr %1, align 8, !tbaa !9
  %9 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #30
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %9, ptr noundef nonnull readonly align 8 dereferenceable(24) %8, i64 24, i1 false), !tbaa.struct !284
  store ptr %9, ptr %0, align 8, !tbaa !9
  br label %14

10:                                               ; preds = %3
  %11 = load ptr, ptr %0, align 8, !tbaa !9
  %12 = icmp eq ptr %11, null
  br i1 %12, label %14, label %13

13:                                               ; preds = %10
  tail call void @_ZdlPvm(ptr noundef nonnull %11, i64 noundef 24) #32
  br label %14

14:                                               ; preds = %3, %13, %10, %7, %5, %4
  ret i1 false
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZ4mainEUlNS0_2idILi1EEEE_EES5_Li1EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(24) %0) unnamed_addr #22 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZ4mainEUlNS0_2idILi1EEEE_EES5_Li1EED0Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #6 align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 24) #32
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZ4mainEUlNS0_2idILi1EEEE_EES5_Li1EE23InstantiateKernelOnHostEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(24) %0) unnamed_addr #24 align 2 personality ptr @__gxx_personality_v0 {
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
  %13 = getelementptr inbounds float, ptr %5, i64 %12
  %14 = getelementptr inbounds i8, ptr %13, i64 16
  %15 = load <4 x float>, ptr %13, align 4, !tbaa !11
  %16 = load <4 x float>, ptr %14, align 4, !tbaa !11
  %17 = fmul <4 x float> %15, %15
  %18 = fmul <4 x float> %16, %16
  store <4 x float> %17, ptr %13, align 4, !tbaa !11
  store <4 x float> %18, ptr %14, align 4, !tbaa !11
  %19 = add nuw i64 %12, 8
  %20 = icmp eq i64 %19, %10
  br i1 %20, label %21, label %11, !llvm.loop !285

21:                                               ; preds = %11
  %22 = icmp eq i64 %3, %10
  br i1 %22, label %32, label %23

23:                                               ; preds = %21, %7
  %24 = phi i64 [ 0, %7 ], [ %10, %21 ]
  br label %25

25:                                               ; preds = %23, %25
  %26 = phi i64 [ %30, %25 ], [ %24, %23 ]
  %27 = getelementptr inbounds float, ptr %5, i64 %26
  %28 = load float, ptr %27, align 4, !tbaa !11
  %29 = fmul float %28, %28
  store float %29, ptr %27, align 4, !tbaa !11
  %30 = add nuw i64 %26, 1
  %31 = icmp eq i64 %30, %3
  br i1 %31, label %32, label %25, !llvm.loop !286

32:                                               ; preds = %25, %21, %1
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(16) %0) unnamed_addr #22 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail14HostKernelBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 {
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #6 align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 16) #32
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %0) unnamed_addr #25 align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !9
  %4 = load float, ptr %3, align 4, !tbaa !11
  %5 = fmul float %4, %4
  store float %5, ptr %3, align 4, !tbaa !11
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #26

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #27

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #26

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #26

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #26

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind memory(read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inlinehint mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { inlinehint mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nofree nosync nounwind memory(none) }
attributes #13 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #16 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #17 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #18 = { mustprogress noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #19 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #20 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #21 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #22 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #23 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #24 = { mustprogress nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #25 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #26 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #27 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #28 = { nounwind }
attributes #29 = { noreturn }
attributes #30 = { builtin allocsize(0) }
attributes #31 = { noreturn nounwind }
attributes #32 = { builtin nounwind }

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
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !7, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !7, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!18, !10, i64 24}
!18 = !{!"_ZTSSt8functionIFvN4sycl3_V114exception_listEEE", !19, i64 0, !10, i64 24}
!19 = !{!"_ZTSSt14_Function_base", !7, i64 0, !10, i64 16}
!20 = !{!19, !10, i64 16}
!21 = !{!22, !10, i64 0}
!22 = !{!"_ZTSNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EE17_Vector_impl_dataE", !10, i64 0, !10, i64 8, !10, i64 16}
!23 = !{!22, !10, i64 8}
!24 = !{!25, !10, i64 0}
!25 = !{!"_ZTSSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EE", !10, i64 0}
!26 = !{!27, !14, i64 8}
!27 = !{!"_ZTSSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE", !14, i64 8, !14, i64 12}
!28 = !{!27, !14, i64 12}
!29 = !{!30, !30, i64 0}
!30 = !{!"vtable pointer", !8, i64 0}
!31 = !{!7, !7, i64 0}
!32 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!33 = distinct !{!33, !16}
!34 = !{!22, !10, i64 16}
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
!50 = distinct !{!50, !51, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE: argument 0"}
!51 = distinct !{!51, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE"}
!52 = !{!53, !50}
!53 = distinct !{!53, !54, !"_ZN4sycl3_V15queue17submit_with_eventIZ4mainEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_PS1_RKNS0_6detail13code_locationE: argument 0"}
!54 = distinct !{!54, !"_ZN4sycl3_V15queue17submit_with_eventIZ4mainEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_PS1_RKNS0_6detail13code_locationE"}
!55 = !{!56, !10, i64 24}
!56 = !{!"_ZTSSt8functionIFvRN4sycl3_V17handlerEEE", !19, i64 0, !10, i64 24}
!57 = !{!58, !59, i64 0}
!58 = !{!"_ZTSN4sycl3_V16detail14tls_code_loc_tE", !59, i64 0}
!59 = !{!"bool", !7, i64 0}
!60 = !{i8 0, i8 2}
!61 = !{}
!62 = !{!63}
!63 = distinct !{!63, !64, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!64 = distinct !{!64, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!65 = !{!66}
!66 = distinct !{!66, !67, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE: argument 0"}
!67 = distinct !{!67, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE"}
!68 = !{!69, !66}
!69 = distinct !{!69, !70, !"_ZN4sycl3_V15queue17submit_with_eventIZ4mainEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_PS1_RKNS0_6detail13code_locationE: argument 0"}
!70 = distinct !{!70, !"_ZN4sycl3_V15queue17submit_with_eventIZ4mainEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_PS1_RKNS0_6detail13code_locationE"}
!71 = !{!72}
!72 = distinct !{!72, !73, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!73 = distinct !{!73, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!74 = !{!75}
!75 = distinct !{!75, !76, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!76 = distinct !{!76, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!77 = !{!78, !10, i64 0}
!78 = !{!"_ZTSZ4mainEUlN4sycl3_V12idILi1EEEE_", !10, i64 0}
!79 = !{!80, !82}
!80 = distinct !{!80, !81, !"_ZN4sycl3_V15queue17parallel_for_implI6SquareLi1EJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXsr6detail23AreAllButLastReductionsIDpT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEEDpOS9_: argument 0"}
!81 = distinct !{!81, !"_ZN4sycl3_V15queue17parallel_for_implI6SquareLi1EJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXsr6detail23AreAllButLastReductionsIDpT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEEDpOS9_"}
!82 = distinct !{!82, !83, !"_ZN4sycl3_V15queue12parallel_forI6SquareJZ4mainEUlNS0_2idILi1EEEE_EEENS0_5eventENS0_5rangeILi1EEEDpOT0_: argument 0"}
!83 = distinct !{!83, !"_ZN4sycl3_V15queue12parallel_forI6SquareJZ4mainEUlNS0_2idILi1EEEE_EEENS0_5eventENS0_5rangeILi1EEEDpOT0_"}
!84 = !{!85, !80, !82}
!85 = distinct !{!85, !86, !"_ZN4sycl3_V15queue17parallel_for_implI6SquareLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESJ_DpOSH_: argument 0"}
!86 = distinct !{!86, !"_ZN4sycl3_V15queue17parallel_for_implI6SquareLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESJ_DpOSH_"}
!87 = !{!88, !85, !80, !82}
!88 = distinct !{!88, !89, !"_ZN4sycl3_V15queue6submitIZNS1_17parallel_for_implI6SquareLi1ENS0_3ext6oneapi12experimental10propertiesINS7_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESK_DpOSI_EUlRNS0_7handlerEE_EENSH_IXsr3stdE16is_invocable_r_vIvT_ST_EESL_E4typeESV_RKNS0_6detail13code_locationE: argument 0"}
!89 = distinct !{!89, !"_ZN4sycl3_V15queue6submitIZNS1_17parallel_for_implI6SquareLi1ENS0_3ext6oneapi12experimental10propertiesINS7_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESK_DpOSI_EUlRNS0_7handlerEE_EENSH_IXsr3stdE16is_invocable_r_vIvT_ST_EESL_E4typeESV_RKNS0_6detail13code_locationE"}
!90 = !{!91, !88, !85, !80, !82}
!91 = distinct !{!91, !92, !"_ZN4sycl3_V15queue17submit_with_eventIZNS1_17parallel_for_implI6SquareLi1ENS0_3ext6oneapi12experimental10propertiesINS7_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESK_DpOSI_EUlRNS0_7handlerEE_EENSH_IXsr3stdE16is_invocable_r_vIvT_ST_EESL_E4typeESV_PS1_RKNS0_6detail13code_locationE: argument 0"}
!92 = distinct !{!92, !"_ZN4sycl3_V15queue17submit_with_eventIZNS1_17parallel_for_implI6SquareLi1ENS0_3ext6oneapi12experimental10propertiesINS7_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESK_DpOSI_EUlRNS0_7handlerEE_EENSH_IXsr3stdE16is_invocable_r_vIvT_ST_EESL_E4typeESV_PS1_RKNS0_6detail13code_locationE"}
!93 = !{!94}
!94 = distinct !{!94, !95, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!95 = distinct !{!95, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!96 = !{!97}
!97 = distinct !{!97, !98, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!98 = distinct !{!98, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!99 = distinct !{!99, !16, !100, !101}
!100 = !{!"llvm.loop.isvectorized", i32 1}
!101 = !{!"llvm.loop.unroll.runtime.disable"}
!102 = distinct !{!102, !16}
!103 = distinct !{!103, !16, !101, !100}
!104 = !{!105}
!105 = distinct !{!105, !106, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!106 = distinct !{!106, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!107 = !{!108, !6, i64 0}
!108 = !{!"_ZTSN4sycl3_V16detail17aligned_allocatorIfEE", !6, i64 0}
!109 = !{!110, !6, i64 16}
!110 = !{!"_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE", !111, i64 0, !108, i64 8, !6, i64 16}
!111 = !{!"_ZTSN4sycl3_V16detail19SYCLMemObjAllocatorE"}
!112 = !{!113, !10, i64 0}
!113 = !{!"_ZTSSt10_Head_baseILm0EPN4sycl3_V16detail19SYCLMemObjAllocatorELb0EE", !10, i64 0}
!114 = !{!115, !6, i64 24}
!115 = !{!"_ZTSN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEE", !116, i64 0, !119, i64 16, !6, i64 24, !59, i64 32}
!116 = !{!"_ZTSN4sycl3_V16detail12buffer_plainE", !117, i64 0}
!117 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail11buffer_implEE", !118, i64 0}
!118 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail11buffer_implELN9__gnu_cxx12_Lock_policyE2EE", !10, i64 0, !25, i64 8}
!119 = !{!"_ZTSN4sycl3_V15rangeILi1EEE", !120, i64 0}
!120 = !{!"_ZTSN4sycl3_V16detail5arrayILi1EEE", !7, i64 0}
!121 = !{!115, !59, i64 32}
!122 = !{!118, !10, i64 0}
!123 = !{!124, !10, i64 8}
!124 = !{!"_ZTSSt9type_info", !10, i64 8}
!125 = !{!126}
!126 = distinct !{!126, !127, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi1EEE: argument 0"}
!127 = distinct !{!127, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi1EEE"}
!128 = !{!129}
!129 = distinct !{!129, !130, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIiEEiEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!130 = distinct !{!130, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIiEEiEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!131 = !{!132, !6, i64 0}
!132 = !{!"_ZTSN4sycl3_V16detail17aligned_allocatorIiEE", !6, i64 0}
!133 = !{!134, !6, i64 16}
!134 = !{!"_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE", !111, i64 0, !132, i64 8, !6, i64 16}
!135 = !{!136, !6, i64 32}
!136 = !{!"_ZTSN4sycl3_V16bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvEE", !116, i64 0, !137, i64 16, !6, i64 32, !59, i64 40}
!137 = !{!"_ZTSN4sycl3_V15rangeILi2EEE", !138, i64 0}
!138 = !{!"_ZTSN4sycl3_V16detail5arrayILi2EEE", !7, i64 0}
!139 = !{!136, !59, i64 40}
!140 = !{!141}
!141 = distinct !{!141, !142, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi2EEE: argument 0"}
!142 = distinct !{!142, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi2EEE"}
!143 = !{!144, !10, i64 0}
!144 = !{!"_ZTSNSt15__exception_ptr13exception_ptrE", !10, i64 0}
!145 = !{!146, !148, i64 32}
!146 = !{!"_ZTSSt8ios_base", !6, i64 8, !6, i64 16, !147, i64 24, !148, i64 28, !148, i64 32, !10, i64 40, !149, i64 48, !7, i64 64, !14, i64 192, !10, i64 200, !150, i64 208}
!147 = !{!"_ZTSSt13_Ios_Fmtflags", !7, i64 0}
!148 = !{!"_ZTSSt12_Ios_Iostate", !7, i64 0}
!149 = !{!"_ZTSNSt8ios_base6_WordsE", !10, i64 0, !6, i64 8}
!150 = !{!"_ZTSSt6locale", !10, i64 0}
!151 = !{!152, !10, i64 24}
!152 = !{!"_ZTSSt8functionIFiRKN4sycl3_V16deviceEEE", !19, i64 0, !10, i64 24}
!153 = !{!154, !10, i64 16}
!154 = !{!"_ZTSNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE17_Vector_impl_dataE", !10, i64 0, !10, i64 8, !10, i64 16}
!155 = !{!154, !10, i64 0}
!156 = !{!154, !10, i64 8}
!157 = distinct !{!157, !16}
!158 = !{!159, !10, i64 0}
!159 = !{!"_ZTSZ4mainEUlRN4sycl3_V17handlerEE_", !10, i64 0, !10, i64 8, !10, i64 16, !10, i64 24}
!160 = !{!161, !161, i64 0}
!161 = !{!"_ZTSN4sycl3_V16detail16PropWithDataKindE", !7, i64 0}
!162 = !{!159, !10, i64 8}
!163 = !{!164, !10, i64 0}
!164 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail16AccessorImplHostELN9__gnu_cxx12_Lock_policyE2EE", !10, i64 0, !25, i64 8}
!165 = !{!159, !10, i64 16}
!166 = !{!167, !12, i64 32}
!167 = !{!"_ZTSZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_EUlNS0_2idILi1EEEE_", !168, i64 0, !12, i64 32, !14, i64 36}
!168 = !{!"_ZTSN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !169, i64 0, !10, i64 16, !7, i64 24}
!169 = !{!"_ZTSN4sycl3_V16detail16AccessorBaseHostE", !170, i64 0}
!170 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail16AccessorImplHostEE", !164, i64 0}
!171 = !{!159, !10, i64 24}
!172 = !{!167, !14, i64 36}
!173 = !{!59, !59, i64 0}
!174 = !{!175}
!175 = distinct !{!175, !176, !"_ZN4sycl3_V17handler27getRangeRoundedKernelLambdaINS0_6detail19__pf_kernel_wrapperI4AxpbEENS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRS1_E_clES9_EUlNS0_2idILi1EEEE_TnPNSt9enable_ifIXntsr6detail32KernelLambdaHasKernelHandlerArgTIT2_T0_EE5valueEvE4typeELPv0EEEDaSF_NS0_5rangeIXT1_EEE: argument 0:thread"}
!176 = distinct !{!176, !"_ZN4sycl3_V17handler27getRangeRoundedKernelLambdaINS0_6detail19__pf_kernel_wrapperI4AxpbEENS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRS1_E_clES9_EUlNS0_2idILi1EEEE_TnPNSt9enable_ifIXntsr6detail32KernelLambdaHasKernelHandlerArgTIT2_T0_EE5valueEvE4typeELPv0EEEDaSF_NS0_5rangeIXT1_EEE"}
!177 = !{!178}
!178 = distinct !{!178, !176, !"_ZN4sycl3_V17handler27getRangeRoundedKernelLambdaINS0_6detail19__pf_kernel_wrapperI4AxpbEENS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRS1_E_clES9_EUlNS0_2idILi1EEEE_TnPNSt9enable_ifIXntsr6detail32KernelLambdaHasKernelHandlerArgTIT2_T0_EE5valueEvE4typeELPv0EEEDaSF_NS0_5rangeIXT1_EEE: argument 0"}
!179 = !{!180}
!180 = distinct !{!180, !181, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!181 = distinct !{!181, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!182 = !{!183}
!183 = distinct !{!183, !184, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelINS2_18RoundedRangeKernelINS1_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS1_7handlerEE_clES8_EUlNS1_2idILi1EEEE_EES6_Li1EEEJRSD_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!184 = distinct !{!184, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelINS2_18RoundedRangeKernelINS1_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS1_7handlerEE_clES8_EUlNS1_2idILi1EEEE_EES6_Li1EEEJRSD_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!185 = !{!186, !10, i64 0}
!186 = !{!"_ZTSNSt12_Vector_baseIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_Vector_impl_dataE", !10, i64 0, !10, i64 8, !10, i64 16}
!187 = !{!186, !10, i64 16}
!188 = !{!189}
!189 = distinct !{!189, !190, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!190 = distinct !{!190, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!191 = !{!192}
!192 = distinct !{!192, !193, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS1_7handlerEE_clES5_EUlNS1_2idILi1EEEE_NS1_4itemILi1ELb1EEELi1EEEJRS9_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!193 = distinct !{!193, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS1_7handlerEE_clES5_EUlNS1_2idILi1EEEE_NS1_4itemILi1ELb1EEELi1EEEJRS9_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!194 = !{i64 0, i64 8, !9, i64 8, i64 8, !9, i64 16, i64 8, !9, i64 24, i64 8, !9}
!195 = !{!196}
!196 = distinct !{!196, !197, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!197 = distinct !{!197, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!198 = !{!199}
!199 = distinct !{!199, !200, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!200 = distinct !{!200, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!201 = !{!202, !10, i64 0}
!202 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseELN9__gnu_cxx12_Lock_policyE2EE", !10, i64 0, !25, i64 8}
!203 = distinct !{!203, !16}
!204 = !{!168, !10, i64 16}
!205 = !{!206, !59, i64 0}
!206 = !{!"_ZTSSt10_Head_baseILm1EbLb0EE", !59, i64 0}
!207 = !{!208, !10, i64 0}
!208 = !{!"_ZTSZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_EUlimE_", !10, i64 0, !10, i64 8, !10, i64 16}
!209 = !{!208, !10, i64 8}
!210 = !{!211, !10, i64 240}
!211 = !{!"_ZTSSt9basic_iosIcSt11char_traitsIcEE", !146, i64 0, !10, i64 216, !7, i64 224, !59, i64 225, !10, i64 232, !10, i64 240, !10, i64 248, !10, i64 256}
!212 = !{!213, !7, i64 56}
!213 = !{!"_ZTSSt5ctypeIcE", !214, i64 0, !10, i64 16, !59, i64 24, !10, i64 32, !10, i64 40, !10, i64 48, !7, i64 56, !7, i64 57, !7, i64 313, !7, i64 569}
!214 = !{!"_ZTSNSt6locale5facetE", !14, i64 8}
!215 = !{!208, !10, i64 16}
!216 = !{i64 0, i64 4, !217, i64 4, i64 4, !13, i64 8, i64 4, !13}
!217 = !{!218, !218, i64 0}
!218 = !{!"_ZTSN4sycl3_V16detail19kernel_param_kind_tE", !7, i64 0}
!219 = !{!186, !10, i64 8}
!220 = distinct !{!220, !16}
!221 = !{!222, !10, i64 0}
!222 = !{!"_ZTSZ4mainEUlRN4sycl3_V17handlerEE0_", !10, i64 0, !10, i64 8}
!223 = !{!222, !10, i64 8}
!224 = !{!225, !6, i64 56}
!225 = !{!"_ZTSZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_EUlNS0_2idILi2EEEE_", !226, i64 0, !6, i64 56}
!226 = !{!"_ZTSN4sycl3_V18accessorIiLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !169, i64 0, !10, i64 16, !7, i64 24}
!227 = !{!228}
!228 = distinct !{!228, !229, !"_ZN4sycl3_V17handler27getRangeRoundedKernelLambdaINS0_6detail19__pf_kernel_wrapperIZZ4mainENKUlRS1_E0_clES5_EUlNS0_2idILi2EEEE_EENS0_4itemILi2ELb1EEELi2ES9_TnPNSt9enable_ifIXntsr6detail32KernelLambdaHasKernelHandlerArgTIT2_T0_EE5valueEvE4typeELPv0EEEDaSE_NS0_5rangeIXT1_EEE: argument 0"}
!229 = distinct !{!229, !"_ZN4sycl3_V17handler27getRangeRoundedKernelLambdaINS0_6detail19__pf_kernel_wrapperIZZ4mainENKUlRS1_E0_clES5_EUlNS0_2idILi2EEEE_EENS0_4itemILi2ELb1EEELi2ES9_TnPNSt9enable_ifIXntsr6detail32KernelLambdaHasKernelHandlerArgTIT2_T0_EE5valueEvE4typeELPv0EEEDaSE_NS0_5rangeIXT1_EEE"}
!230 = !{!231}
!231 = distinct !{!231, !229, !"_ZN4sycl3_V17handler27getRangeRoundedKernelLambdaINS0_6detail19__pf_kernel_wrapperIZZ4mainENKUlRS1_E0_clES5_EUlNS0_2idILi2EEEE_EENS0_4itemILi2ELb1EEELi2ES9_TnPNSt9enable_ifIXntsr6detail32KernelLambdaHasKernelHandlerArgTIT2_T0_EE5valueEvE4typeELPv0EEEDaSE_NS0_5rangeIXT1_EEE: argument 0:thread"}
!232 = !{!233}
!233 = distinct !{!233, !234, !"_ZN4sycl3_V17handler8padRangeILi2EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!234 = distinct !{!234, !"_ZN4sycl3_V17handler8padRangeILi2EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!235 = !{!236}
!236 = distinct !{!236, !237, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelINS2_18RoundedRangeKernelINS1_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS1_7handlerEE0_clES8_EUlNS1_2idILi2EEEE_EES6_Li2EEEJRSD_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!237 = distinct !{!237, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelINS2_18RoundedRangeKernelINS1_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS1_7handlerEE0_clES8_EUlNS1_2idILi2EEEE_EES6_Li2EEEJRSD_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!238 = !{!239}
!239 = distinct !{!239, !240, !"_ZN4sycl3_V16detail19getKernelParamDescsINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE0_clES7_EUlNS0_2idILi2EEEE_EEEESt6vectorINS1_19kernel_param_desc_tESaISE_EEv: argument 0"}
!240 = distinct !{!240, !"_ZN4sycl3_V16detail19getKernelParamDescsINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE0_clES7_EUlNS0_2idILi2EEEE_EEEESt6vectorINS1_19kernel_param_desc_tESaISE_EEv"}
!241 = !{!242}
!242 = distinct !{!242, !243, !"_ZN4sycl3_V17handler8padRangeILi2EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!243 = distinct !{!243, !"_ZN4sycl3_V17handler8padRangeILi2EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!244 = !{!245}
!245 = distinct !{!245, !246, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS1_7handlerEE0_clES5_EUlNS1_2idILi2EEEE_NS1_4itemILi2ELb1EEELi2EEEJRS9_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!246 = distinct !{!246, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS1_7handlerEE0_clES5_EUlNS1_2idILi2EEEE_NS1_4itemILi2ELb1EEELi2EEEJRS9_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!247 = !{!248}
!248 = distinct !{!248, !249, !"_ZN4sycl3_V16detail19getKernelParamDescsIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_EESt6vectorINS1_19kernel_param_desc_tESaISA_EEv: argument 0"}
!249 = distinct !{!249, !"_ZN4sycl3_V16detail19getKernelParamDescsIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_EESt6vectorINS1_19kernel_param_desc_tESaISA_EEv"}
!250 = !{i64 0, i64 8, !9, i64 8, i64 8, !9}
!251 = !{!252}
!252 = distinct !{!252, !253, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!253 = distinct !{!253, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!254 = !{!255}
!255 = distinct !{!255, !256, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!256 = distinct !{!256, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!257 = !{!226, !10, i64 16}
!258 = !{!259, !10, i64 0}
!259 = !{!"_ZTSZN4sycl3_V17handler15getRoundedRangeILi2EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_EUlimE_", !10, i64 0, !10, i64 8, !10, i64 16}
!260 = !{!259, !10, i64 8}
!261 = !{!259, !10, i64 16}
!262 = distinct !{!262, !16}
!263 = !{!264, !10, i64 0}
!264 = !{!"_ZTSZN4sycl3_V15queue17parallel_for_implI6SquareLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESJ_DpOSH_EUlRNS0_7handlerEE_", !10, i64 0, !10, i64 8, !10, i64 16}
!265 = !{!264, !10, i64 16}
!266 = !{!267}
!267 = distinct !{!267, !268, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!268 = distinct !{!268, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!269 = !{!270}
!270 = distinct !{!270, !271, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelINS2_18RoundedRangeKernelINS1_4itemILi1ELb1EEELi1EZ4mainEUlNS1_2idILi1EEEE_EES6_Li1EEEJRSA_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!271 = distinct !{!271, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelINS2_18RoundedRangeKernelINS1_4itemILi1ELb1EEELi1EZ4mainEUlNS1_2idILi1EEEE_EES6_Li1EEEJRSA_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!272 = !{!273}
!273 = distinct !{!273, !274, !"_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI6SquareEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv: argument 0"}
!274 = distinct !{!274, !"_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI6SquareEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv"}
!275 = !{!276}
!276 = distinct !{!276, !277, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!277 = distinct !{!277, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!278 = !{!279}
!279 = distinct !{!279, !280, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZ4mainEUlNS1_2idILi1EEEE_NS1_4itemILi1ELb1EEELi1EEEJRS6_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!280 = distinct !{!280, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZ4mainEUlNS1_2idILi1EEEE_NS1_4itemILi1ELb1EEELi1EEEJRS6_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!281 = !{!282}
!282 = distinct !{!282, !283, !"_ZN4sycl3_V16detail19getKernelParamDescsI6SquareEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv: argument 0"}
!283 = distinct !{!283, !"_ZN4sycl3_V16detail19getKernelParamDescsI6SquareEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv"}
!284 = !{i64 0, i64 8, !9, i64 8, i64 8, !9, i64 16, i64 8, !9}
!285 = distinct !{!285, !16, !100, !101}
!286 = distinct !{!286, !16, !101, !100}
