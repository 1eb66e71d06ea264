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
%"class.sycl::_V1::detail::SubmissionInfo" = type { %"class.std::shared_ptr.36" }
%"class.std::shared_ptr.36" = type { %"class.std::__shared_ptr.37" }
%"class.std::__shared_ptr.37" = type { ptr, %"class.std::__shared_count" }
%"class.std::__shared_count" = type { ptr }
%"class.std::function.39" = type { %"class.std::_Function_base", ptr }
%"class.std::_Function_base" = type { %"union.std::_Any_data", ptr }
%"union.std::_Any_data" = type { %"union.std::_Nocopy_types" }
%"union.std::_Nocopy_types" = type { { i64, i64 } }
%"class.sycl::_V1::event" = type { %"class.std::shared_ptr.15" }
%"class.std::shared_ptr.15" = type { %"class.std::__shared_ptr.16" }
%"class.std::__shared_ptr.16" = type { ptr, %"class.std::__shared_count" }
%"struct.sycl::_V1::detail::code_location" = type { ptr, ptr, i64, i64 }
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
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"class.sycl::_V1::buffer.9" = type <{ %"class.sycl::_V1::detail::buffer_plain", %"class.sycl::_V1::range.11", i64, i8, [7 x i8] }>
%"class.sycl::_V1::range.11" = type { %"class.sycl::_V1::detail::array.12" }
%"class.sycl::_V1::detail::array.12" = type { [2 x i64] }
%"class.std::unique_ptr.100" = type { %"struct.std::__uniq_ptr_data.101" }
%"struct.std::__uniq_ptr_data.101" = type { %"class.std::__uniq_ptr_impl.102" }
%"class.std::__uniq_ptr_impl.102" = type { %"class.std::tuple.103" }
%"class.std::tuple.103" = type { %"struct.std::_Tuple_impl.104" }
%"struct.std::_Tuple_impl.104" = type { %"struct.std::_Head_base.107" }
%"struct.std::_Head_base.107" = type { ptr }
%"struct.std::array" = type { [3 x i64] }
%"class.std::__exception_ptr::exception_ptr" = type { ptr }
%"class.sycl::_V1::device" = type { %"class.std::shared_ptr.26" }
%"class.std::shared_ptr.26" = type { %"class.std::__shared_ptr.27" }
%"class.std::__shared_ptr.27" = type { ptr, %"class.std::__shared_count" }
%"class.std::function.29" = type { %"class.std::_Function_base", ptr }
%"class.sycl::_V1::exception_list" = type { %"class.std::vector.20" }
%"class.std::vector.20" = type { %"struct.std::_Vector_base.21" }
%"struct.std::_Vector_base.21" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.std::vector.89" = type { %"struct.std::_Vector_base.90" }
%"struct.std::_Vector_base.90" = type { %"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl" }
%"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl" = type { %"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl_data" }
%"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.sycl::_V1::range.71" = type { %"class.sycl::_V1::detail::array.70" }
%"class.sycl::_V1::detail::array.70" = type { [3 x i64] }
%class.anon.69 = type <{ %"class.sycl::_V1::accessor", i32, [4 x i8] }>
%"class.sycl::_V1::accessor" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [8 x i8] }
%"class.sycl::_V1::detail::AccessorBaseHost" = type { %"class.std::shared_ptr.65" }
%"class.std::shared_ptr.65" = type { %"class.std::__shared_ptr.66" }
%"class.std::__shared_ptr.66" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array.70" }
%"class.sycl::_V1::ext::oneapi::accessor_property_list" = type { %"class.sycl::_V1::detail::PropertyListBase" }
%"struct.sycl::_V1::detail::kernel_param_desc_t" = type { i32, i32, i32 }
%"class.std::tuple.127" = type { %"struct.std::_Tuple_impl.128" }
%"struct.std::_Tuple_impl.128" = type { %"struct.std::_Tuple_impl.129", %"struct.std::_Head_base.131" }
%"struct.std::_Tuple_impl.129" = type { %"struct.std::_Head_base.130" }
%"struct.std::_Head_base.130" = type { i8 }
%"struct.std::_Head_base.131" = type { %"class.sycl::_V1::range" }
%"class.sycl::_V1::detail::RoundedRangeKernel" = type { %"class.sycl::_V1::range", %class.anon.125 }
%class.anon.125 = type <{ %"class.sycl::_V1::accessor.121", i32, [4 x i8] }>
%"class.sycl::_V1::accessor.121" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [8 x i8] }
%"class.std::tuple.134" = type { %"struct.std::_Tuple_impl.135" }
%"struct.std::_Tuple_impl.135" = type { %"struct.std::_Tuple_impl.129", %"struct.std::_Head_base.136" }
%"struct.std::_Head_base.136" = type { %"struct.std::array" }
%class.anon.133 = type { ptr, ptr, ptr }
%class.anon.164 = type { i32, %"class.sycl::_V1::accessor.121" }
%"class.std::tuple.188" = type { %"struct.std::_Tuple_impl.189" }
%"struct.std::_Tuple_impl.189" = type { %"struct.std::_Tuple_impl.129", %"struct.std::_Head_base.190" }
%"struct.std::_Head_base.190" = type { %"class.sycl::_V1::range.11" }
%"class.sycl::_V1::detail::RoundedRangeKernel.191" = type { %"class.sycl::_V1::range.11", %class.anon.187 }
%class.anon.187 = type { %"class.sycl::_V1::accessor.184", %"class.sycl::_V1::accessor.180" }
%"class.sycl::_V1::accessor.184" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [32 x i8] }
%"class.sycl::_V1::accessor.180" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [8 x i8] }
%class.anon.194 = type { ptr, ptr, ptr }
%"class.sycl::_V1::item.206" = type { %"struct.sycl::_V1::detail::ItemBase.207" }
%"struct.sycl::_V1::detail::ItemBase.207" = type { %"class.sycl::_V1::range.11", %"class.sycl::_V1::id.192", %"class.sycl::_V1::id.192" }
%"class.sycl::_V1::id.192" = type { %"class.sycl::_V1::detail::array.12" }

$_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvEC2EPiRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE = comdat any

$_ZN4sycl3_V16bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvEC2EPiRKNS0_5rangeILi2EEERKNS0_13property_listENS2_13code_locationE = comdat any

$_ZN4sycl3_V16bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvED2Ev = comdat any

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

$_ZN4sycl3_V16detail14SubmissionInfoD2Ev = comdat any

$_ZN4sycl3_V18accessorIiLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi1ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V16detail16PropertyListBaseD2Ev = comdat any

$_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_ = comdat any

$_ZN4sycl3_V16detail12buffer_plainD2Ev = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE16getAllocatorImplEv = comdat any

$_ZN4sycl3_V16detail19SYCLMemObjAllocatorD2Ev = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiED0Ev = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE8allocateEm = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE10deallocateEPvm = comdat any

$_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE12getValueSizeEv = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE12setAlignmentEm = comdat any

$_ZN4sycl3_V18accessorIiLi1ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi1ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ = comdat any

$_ZZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ENKUlimE_clEim = comdat any

$_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI7AddStepEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv = comdat any

$_ZN4sycl3_V16detail16AccessorBaseHostD2Ev = comdat any

$_ZN4sycl3_V18accessorIiLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi1ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V18accessorIiLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi2ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V17handler15getRoundedRangeILi2EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ = comdat any

$_ZZN4sycl3_V17handler15getRoundedRangeILi2EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ENKUlimE_clEim = comdat any

$_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI7CollectEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv = comdat any

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

$_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE = comdat any

$_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE = comdat any

$_ZTSN4sycl3_V16detail19SYCLMemObjAllocatorE = comdat any

$_ZTIN4sycl3_V16detail19SYCLMemObjAllocatorE = comdat any

$_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE = comdat any

@.str = private unnamed_addr constant [18 x i8] c"small_kernels.cpp\00", align 1
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
@.str.7 = private unnamed_addr constant [5 x i8] c"mark\00", align 1
@.str.9 = private unnamed_addr constant [61 x i8] c"SyclObject.impl && \22every constructor should create an impl\22\00", align 1
@.str.10 = private unnamed_addr constant [96 x i8] c"root/intel-sycl-rt-2025.1.1/intel_sycl_rt-2025.1.1.data/data/include/sycl/detail/impl_utils.hpp\00", align 1
@.str.11 = private unnamed_addr constant [11 x i8] c"operator()\00", align 1
@.str.12 = private unnamed_addr constant [19 x i8] c"Index out of range\00", align 1
@_ZTIN4sycl3_V19exceptionE = external constant ptr
@__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS7_ = private unnamed_addr constant [95 x i8] c"const decltype(Obj::impl) &sycl::detail::getSyclObjImpl(const Obj &) [Obj = sycl::buffer<int>]\00", align 1
@.str.13 = private unnamed_addr constant [46 x i8] c"accessor cannot be both read_only and no_init\00", align 1
@.str.14 = private unnamed_addr constant [131 x i8] c"Attempt to set multiple actions for the command group. Command group must consist of a single kernel or explicit memory operation.\00", align 1
@.str.17 = private unnamed_addr constant [14 x i8] c"_ZTS8MarkStep\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZL4markRNS0_5queueERNS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEiENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZL4markRNS0_5queueERNS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEiENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZL4markRNS0_5queueERNS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEiENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZL4markRNS0_5queueERNS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEiENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZL4markRNS0_5queueERNS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEiENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZL4markRNS0_5queueERNS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEiENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EE23InstantiateKernelOnHostEv] }, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTSN4sycl3_V16detail10HostKernelIZZL4markRNS0_5queueERNS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEiENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EEE = internal constant [140 x i8] c"N4sycl3_V16detail10HostKernelIZZL4markRNS0_5queueERNS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEiENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EEE\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTSN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant [35 x i8] c"N4sycl3_V16detail14HostKernelBaseE\00", comdat, align 1
@_ZTIN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@_ZTIN4sycl3_V16detail10HostKernelIZZL4markRNS0_5queueERNS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEiENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZL4markRNS0_5queueERNS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEiENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@.str.19 = private unnamed_addr constant [26 x i8] c"vector::_M_realloc_insert\00", align 1
@_ZTSZL4markRN4sycl3_V15queueERNS0_6bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvEEiEUlRNS0_7handlerEE_ = internal constant [101 x i8] c"ZL4markRN4sycl3_V15queueERNS0_6bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvEEiEUlRNS0_7handlerEE_\00", align 1
@_ZTIZL4markRN4sycl3_V15queueERNS0_6bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvEEiEUlRNS0_7handlerEE_ = internal constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSZL4markRN4sycl3_V15queueERNS0_6bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvEEiEUlRNS0_7handlerEE_ }, align 8
@.str.22 = private unnamed_addr constant [49 x i8] c"cannot create std::vector larger than max_size()\00", align 1
@_ZTIi = external local_unnamed_addr constant ptr
@_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE = linkonce_odr dso_local unnamed_addr constant { [9 x ptr] } { [9 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE16getAllocatorImplEv, ptr @_ZN4sycl3_V16detail19SYCLMemObjAllocatorD2Ev, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiED0Ev, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE8allocateEm, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE10deallocateEPvm, ptr @_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE12getValueSizeEv, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE12setAlignmentEm] }, comdat, align 8
@_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE = linkonce_odr dso_local constant [76 x i8] c"N4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE\00", comdat, align 1
@_ZTSN4sycl3_V16detail19SYCLMemObjAllocatorE = linkonce_odr dso_local constant [40 x i8] c"N4sycl3_V16detail19SYCLMemObjAllocatorE\00", comdat, align 1
@_ZTIN4sycl3_V16detail19SYCLMemObjAllocatorE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail19SYCLMemObjAllocatorE }, comdat, align 8
@_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE, ptr @_ZTIN4sycl3_V16detail19SYCLMemObjAllocatorE }, comdat, align 8
@_ZTISt9bad_alloc = external constant ptr
@_ZTVSt9bad_alloc = external unnamed_addr constant { [5 x ptr] }, align 8
@.str.23 = private unnamed_addr constant [21 x i8] c"exception in ~buffer\00", align 1
@.str.24 = private unnamed_addr constant [2 x i8] c" \00", align 1
@.str.25 = private unnamed_addr constant [6 x i8] c"false\00", align 1
@.str.26 = private unnamed_addr constant [85 x i8] c"root/intel-sycl-rt-2025.1.1/intel_sycl_rt-2025.1.1.data/data/include/sycl/buffer.hpp\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvED2Ev = private unnamed_addr constant [121 x i8] c"sycl::buffer<int>::~buffer() [T = int, Dimensions = 1, AllocatorT = sycl::detail::aligned_allocator<int>, Enable = void]\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvED2Ev = private unnamed_addr constant [124 x i8] c"sycl::buffer<int, 2>::~buffer() [T = int, Dimensions = 2, AllocatorT = sycl::detail::aligned_allocator<int>, Enable = void]\00", align 1
@.str.27 = private unnamed_addr constant [65 x i8] c"The total number of work-items in a range must fit within size_t\00", align 1
@_ZSt4cout = external global %"class.std::basic_ostream", align 8
@.str.28 = private unnamed_addr constant [36 x i8] c"parallel_for range adjusted at dim \00", align 1
@.str.29 = private unnamed_addr constant [7 x i8] c" from \00", align 1
@.str.30 = private unnamed_addr constant [5 x i8] c" to \00", align 1
@.str.31 = private unnamed_addr constant [13 x i8] c"_ZTS7AddStep\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EEE, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EE23InstantiateKernelOnHostEv] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EEE = internal constant [144 x i8] c"N4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@.str.32 = private unnamed_addr constant [54 x i8] c"_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI7AddStepEE\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal constant [110 x i8] c"N4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@_ZTSZ4mainEUlRN4sycl3_V17handlerEE_ = internal constant [32 x i8] c"Z4mainEUlRN4sycl3_V17handlerEE_\00", align 1
@_ZTIZ4mainEUlRN4sycl3_V17handlerEE_ = internal constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSZ4mainEUlRN4sycl3_V17handlerEE_ }, align 8
@.str.33 = private unnamed_addr constant [17 x i8] c"_ZTS10GroupShift\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EE23InstantiateKernelOnHostEv] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EEE = internal constant [99 x i8] c"N4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@.str.34 = private unnamed_addr constant [64 x i8] c"sycl_ext_oneapi_local_memory extension is not supported on host\00", align 1
@_ZTSZ4mainEUlRN4sycl3_V17handlerEE0_ = internal constant [33 x i8] c"Z4mainEUlRN4sycl3_V17handlerEE0_\00", align 1
@_ZTIZ4mainEUlRN4sycl3_V17handlerEE0_ = internal constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSZ4mainEUlRN4sycl3_V17handlerEE0_ }, align 8
@__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIiLi2ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS7_ = private unnamed_addr constant [98 x i8] c"const decltype(Obj::impl) &sycl::detail::getSyclObjImpl(const Obj &) [Obj = sycl::buffer<int, 2>]\00", align 1
@.str.36 = private unnamed_addr constant [13 x i8] c"_ZTS7Collect\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE1_clES7_EUlS5_E_EES5_Li2EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE1_clES7_EUlS5_E_EES5_Li2EEE, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE1_clES7_EUlS5_E_EES5_Li2EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE1_clES7_EUlS5_E_EES5_Li2EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE1_clES7_EUlS5_E_EES5_Li2EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE1_clES7_EUlS5_E_EES5_Li2EE23InstantiateKernelOnHostEv] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE1_clES7_EUlS5_E_EES5_Li2EEE = internal constant [134 x i8] c"N4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE1_clES7_EUlS5_E_EES5_Li2EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE1_clES7_EUlS5_E_EES5_Li2EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE1_clES7_EUlS5_E_EES5_Li2EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@.str.37 = private unnamed_addr constant [54 x i8] c"_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI7CollectEE\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_4itemILi2ELb1EEEE_S7_Li2EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_4itemILi2ELb1EEEE_S7_Li2EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_4itemILi2ELb1EEEE_S7_Li2EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_4itemILi2ELb1EEEE_S7_Li2EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_4itemILi2ELb1EEEE_S7_Li2EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_4itemILi2ELb1EEEE_S7_Li2EE23InstantiateKernelOnHostEv] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_4itemILi2ELb1EEEE_S7_Li2EEE = internal constant [100 x i8] c"N4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_4itemILi2ELb1EEEE_S7_Li2EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_4itemILi2ELb1EEEE_S7_Li2EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_4itemILi2ELb1EEEE_S7_Li2EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@_ZTSZ4mainEUlRN4sycl3_V17handlerEE1_ = internal constant [33 x i8] c"Z4mainEUlRN4sycl3_V17handlerEE1_\00", align 1
@_ZTIZ4mainEUlRN4sycl3_V17handlerEE1_ = internal constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSZ4mainEUlRN4sycl3_V17handlerEE1_ }, align 8

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef range(i32 0, 2) i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 1
  %4 = alloca %"class.sycl::_V1::detail::SubmissionInfo", align 8
  %5 = alloca %"class.std::function.39", align 8
  %6 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 1
  %7 = alloca %"class.sycl::_V1::detail::SubmissionInfo", align 8
  %8 = alloca %"class.std::function.39", align 8
  %9 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 1
  %10 = alloca %"class.sycl::_V1::detail::SubmissionInfo", align 8
  %11 = alloca %"class.std::function.39", align 8
  %12 = alloca i32, align 4
  %13 = alloca %"class.sycl::_V1::event", align 8
  %14 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %15 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 1
  %16 = alloca %"class.sycl::_V1::detail::SubmissionInfo", align 8
  %17 = alloca %"class.std::function.39", align 8
  %18 = alloca %"class.std::function", align 8
  %19 = alloca i64, align 8
  %20 = alloca i64, align 8
  %21 = alloca i64, align 8
  %22 = alloca %"class.sycl::_V1::queue", align 8
  %23 = alloca %"class.sycl::_V1::property_list", align 8
  %24 = alloca %"class.sycl::_V1::buffer", align 8
  %25 = alloca %"class.sycl::_V1::range", align 8
  %26 = alloca %"class.sycl::_V1::property_list", align 8
  %27 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %28 = alloca %"class.sycl::_V1::buffer", align 8
  %29 = alloca %"class.sycl::_V1::range", align 8
  %30 = alloca %"class.sycl::_V1::property_list", align 8
  %31 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %32 = alloca %"class.sycl::_V1::buffer.9", align 8
  %33 = alloca %"class.sycl::_V1::range.11", align 8
  %34 = alloca %"class.sycl::_V1::property_list", align 8
  %35 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %36 = alloca i64, align 8
  %37 = alloca %"class.sycl::_V1::event", align 8
  %38 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %39 = alloca %"class.sycl::_V1::event", align 8
  %40 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %41 = alloca %"class.sycl::_V1::event", align 8
  %42 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %43 = icmp sgt i32 %0, 1
  br i1 %43, label %45, label %44

44:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19) #25
  store i64 256, ptr %19, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20) #25
  store i64 6, ptr %20, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21) #25
  store i64 32, ptr %21, align 8, !tbaa !5
  br label %60

45:                                               ; preds = %2
  %46 = getelementptr inbounds i8, ptr %1, i64 8
  %47 = load ptr, ptr %46, align 8, !tbaa !9
  %48 = tail call i64 @strtoul(ptr nocapture noundef %47, ptr noundef null, i32 noundef 10) #25
  %49 = icmp eq i32 %0, 2
  br i1 %49, label %54, label %50

50:                                               ; preds = %45
  %51 = getelementptr inbounds i8, ptr %1, i64 16
  %52 = load ptr, ptr %51, align 8, !tbaa !9
  %53 = tail call i64 @strtoul(ptr nocapture noundef %52, ptr noundef null, i32 noundef 10) #25
  br label %54

54:                                               ; preds = %50, %45
  %55 = phi i64 [ %53, %50 ], [ 6, %45 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19) #25
  store i64 %48, ptr %19, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20) #25
  store i64 %55, ptr %20, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21) #25
  store i64 32, ptr %21, align 8, !tbaa !5
  %56 = icmp ugt i64 %48, 2305843009213693951
  br i1 %56, label %57, label %58

57:                                               ; preds = %54
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.22) #26
  unreachable

58:                                               ; preds = %54
  %59 = icmp eq i64 %48, 0
  br i1 %59, label %89, label %60

60:                                               ; preds = %44, %58
  %61 = phi i64 [ 256, %44 ], [ %48, %58 ]
  %62 = phi i64 [ 6, %44 ], [ %55, %58 ]
  %63 = shl nuw nsw i64 %61, 2
  %64 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %63) #27
  %65 = getelementptr inbounds i32, ptr %64, i64 %61
  %66 = add nuw nsw i64 %61, 4611686018427387903
  %67 = and i64 %66, 4611686018427387903
  %68 = add nuw nsw i64 %67, 1
  %69 = icmp ult i64 %67, 7
  br i1 %69, label %83, label %70

70:                                               ; preds = %60
  %71 = and i64 %68, 9223372036854775800
  %72 = shl i64 %71, 2
  %73 = getelementptr i8, ptr %64, i64 %72
  br label %74

74:                                               ; preds = %74, %70
  %75 = phi i64 [ 0, %70 ], [ %79, %74 ]
  %76 = shl i64 %75, 2
  %77 = getelementptr i8, ptr %64, i64 %76
  %78 = getelementptr i8, ptr %77, i64 16
  store <4 x i32> <i32 1, i32 1, i32 1, i32 1>, ptr %77, align 4, !tbaa !11
  store <4 x i32> <i32 1, i32 1, i32 1, i32 1>, ptr %78, align 4, !tbaa !11
  %79 = add nuw i64 %75, 8
  %80 = icmp eq i64 %79, %71
  br i1 %80, label %81, label %74, !llvm.loop !13

81:                                               ; preds = %74
  %82 = icmp eq i64 %68, %71
  br i1 %82, label %89, label %83

83:                                               ; preds = %81, %60
  %84 = phi ptr [ %64, %60 ], [ %73, %81 ]
  br label %85

85:                                               ; preds = %83, %85
  %86 = phi ptr [ %87, %85 ], [ %84, %83 ]
  store i32 1, ptr %86, align 4, !tbaa !11
  %87 = getelementptr inbounds i8, ptr %86, i64 4
  %88 = icmp eq ptr %87, %65
  br i1 %88, label %89, label %85, !llvm.loop !17

89:                                               ; preds = %85, %81, %58
  %90 = phi i64 [ %55, %58 ], [ %62, %81 ], [ %62, %85 ]
  %91 = phi ptr [ null, %58 ], [ %65, %81 ], [ %65, %85 ]
  %92 = phi ptr [ null, %58 ], [ %64, %81 ], [ %64, %85 ]
  %93 = icmp ugt i64 %90, 2305843009213693951
  br i1 %93, label %94, label %96

94:                                               ; preds = %89
  invoke void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.22) #26
          to label %95 unwind label %445

95:                                               ; preds = %94
  unreachable

96:                                               ; preds = %89
  %97 = icmp eq i64 %90, 0
  br i1 %97, label %111, label %98

98:                                               ; preds = %96
  %99 = shl nuw nsw i64 %90, 2
  %100 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %99) #27
          to label %101 unwind label %445

101:                                              ; preds = %98
  tail call void @llvm.memset.p0.i64(ptr nonnull align 4 %100, i8 -1, i64 %99, i1 false), !tbaa !11
  %102 = getelementptr inbounds i32, ptr %100, i64 %90
  %103 = icmp ugt i64 %90, 1152921504606846975
  br i1 %103, label %104, label %106

104:                                              ; preds = %101
  invoke void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.22) #26
          to label %105 unwind label %447

105:                                              ; preds = %104
  unreachable

106:                                              ; preds = %101
  %107 = shl nuw nsw i64 %90, 3
  %108 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %107) #27
          to label %109 unwind label %447

109:                                              ; preds = %106
  tail call void @llvm.memset.p0.i64(ptr nonnull align 4 %108, i8 0, i64 %107, i1 false), !tbaa !11
  %110 = getelementptr inbounds i8, ptr %108, i64 %107
  br label %111

111:                                              ; preds = %109, %96
  %112 = phi ptr [ null, %96 ], [ %102, %109 ]
  %113 = phi ptr [ null, %96 ], [ %100, %109 ]
  %114 = phi ptr [ null, %96 ], [ %110, %109 ]
  %115 = phi ptr [ null, %96 ], [ %108, %109 ]
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %22) #25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %23) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %23, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %18) #25
  %116 = getelementptr inbounds i8, ptr %18, i64 16
  %117 = getelementptr inbounds i8, ptr %18, i64 24
  %118 = getelementptr inbounds i8, ptr %18, i64 8
  store i64 0, ptr %118, align 8
  store ptr @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE, ptr %18, align 8, !tbaa !9
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_, ptr %117, align 8, !tbaa !18
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation, ptr %116, align 8, !tbaa !21
  invoke void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %22, ptr noundef nonnull @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE, ptr noundef nonnull align 8 dereferenceable(32) %18, ptr noundef nonnull align 8 dereferenceable(32) %23)
          to label %119 unwind label %127

119:                                              ; preds = %111
  %120 = load ptr, ptr %116, align 8, !tbaa !21
  %121 = icmp eq ptr %120, null
  br i1 %121, label %137, label %122

122:                                              ; preds = %119
  %123 = invoke noundef zeroext i1 %120(ptr noundef nonnull align 8 dereferenceable(16) %18, ptr noundef nonnull align 8 dereferenceable(16) %18, i32 noundef 3)
          to label %137 unwind label %124

124:                                              ; preds = %122
  %125 = landingpad { ptr, i32 }
          catch ptr null
  %126 = extractvalue { ptr, i32 } %125, 0
  call void @__clang_call_terminate(ptr %126) #28
  unreachable

127:                                              ; preds = %111
  %128 = landingpad { ptr, i32 }
          cleanup
  %129 = load ptr, ptr %116, align 8, !tbaa !21
  %130 = icmp eq ptr %129, null
  br i1 %130, label %136, label %131

131:                                              ; preds = %127
  %132 = invoke noundef zeroext i1 %129(ptr noundef nonnull align 8 dereferenceable(16) %18, ptr noundef nonnull align 8 dereferenceable(16) %18, i32 noundef 3)
          to label %136 unwind label %133

133:                                              ; preds = %131
  %134 = landingpad { ptr, i32 }
          catch ptr null
  %135 = extractvalue { ptr, i32 } %134, 0
  call void @__clang_call_terminate(ptr %135) #28
  unreachable

136:                                              ; preds = %131, %127
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #25
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %23) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %23) #25
  br label %848

137:                                              ; preds = %122, %119
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #25
  %138 = getelementptr inbounds i8, ptr %23, i64 8
  %139 = load ptr, ptr %138, align 8, !tbaa !22
  %140 = getelementptr inbounds i8, ptr %23, i64 16
  %141 = load ptr, ptr %140, align 8, !tbaa !24
  %142 = icmp eq ptr %139, %141
  br i1 %142, label %177, label %143

143:                                              ; preds = %137, %172
  %144 = phi ptr [ %173, %172 ], [ %139, %137 ]
  %145 = getelementptr inbounds i8, ptr %144, i64 8
  %146 = load ptr, ptr %145, align 8, !tbaa !25
  %147 = icmp eq ptr %146, null
  br i1 %147, label %172, label %148

148:                                              ; preds = %143
  %149 = getelementptr inbounds i8, ptr %146, i64 8
  %150 = load atomic i64, ptr %149 acquire, align 8
  %151 = icmp eq i64 %150, 4294967297
  %152 = trunc i64 %150 to i32
  br i1 %151, label %153, label %161

153:                                              ; preds = %148
  store i32 0, ptr %149, align 8, !tbaa !27
  %154 = getelementptr inbounds i8, ptr %146, i64 12
  store i32 0, ptr %154, align 4, !tbaa !29
  %155 = load ptr, ptr %146, align 8, !tbaa !30
  %156 = getelementptr inbounds i8, ptr %155, i64 16
  %157 = load ptr, ptr %156, align 8
  call void %157(ptr noundef nonnull align 8 dereferenceable(16) %146) #25
  %158 = load ptr, ptr %146, align 8, !tbaa !30
  %159 = getelementptr inbounds i8, ptr %158, i64 24
  %160 = load ptr, ptr %159, align 8
  call void %160(ptr noundef nonnull align 8 dereferenceable(16) %146) #25
  br label %172

161:                                              ; preds = %148
  %162 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %163 = icmp eq i8 %162, 0
  br i1 %163, label %166, label %164

164:                                              ; preds = %161
  %165 = add nsw i32 %152, -1
  store i32 %165, ptr %149, align 4, !tbaa !11
  br label %168

166:                                              ; preds = %161
  %167 = atomicrmw volatile add ptr %149, i32 -1 acq_rel, align 4
  br label %168

168:                                              ; preds = %166, %164
  %169 = phi i32 [ %152, %164 ], [ %167, %166 ]
  %170 = icmp eq i32 %169, 1
  br i1 %170, label %171, label %172, !prof !33

171:                                              ; preds = %168
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %146) #25
  br label %172

172:                                              ; preds = %171, %168, %153, %143
  %173 = getelementptr inbounds i8, ptr %144, i64 16
  %174 = icmp eq ptr %173, %141
  br i1 %174, label %175, label %143, !llvm.loop !34

175:                                              ; preds = %172
  %176 = load ptr, ptr %138, align 8, !tbaa !22
  br label %177

177:                                              ; preds = %175, %137
  %178 = phi ptr [ %176, %175 ], [ %139, %137 ]
  %179 = icmp eq ptr %178, null
  br i1 %179, label %186, label %180

180:                                              ; preds = %177
  %181 = getelementptr inbounds i8, ptr %23, i64 24
  %182 = load ptr, ptr %181, align 8, !tbaa !35
  %183 = ptrtoint ptr %182 to i64
  %184 = ptrtoint ptr %178 to i64
  %185 = sub i64 %183, %184
  call void @_ZdlPvm(ptr noundef nonnull %178, i64 noundef %185) #29
  br label %186

186:                                              ; preds = %180, %177
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %23) #25
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %24) #25
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25) #25
  %187 = load i64, ptr %19, align 8, !tbaa !5
  store i64 %187, ptr %25, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %26) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %26, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %27, align 8, !tbaa !36, !alias.scope !38
  %188 = getelementptr inbounds i8, ptr %27, i64 8
  store ptr @.str.1, ptr %188, align 8, !tbaa !41, !alias.scope !38
  %189 = getelementptr inbounds i8, ptr %27, i64 16
  store i64 40, ptr %189, align 8, !tbaa !42, !alias.scope !38
  %190 = getelementptr inbounds i8, ptr %27, i64 24
  store i64 26, ptr %190, align 8, !tbaa !43, !alias.scope !38
  invoke void @_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvEC2EPiRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %24, ptr noundef %92, ptr noundef nonnull align 8 dereferenceable(8) %25, ptr noundef nonnull align 8 dereferenceable(32) %26, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %27)
          to label %191 unwind label %449

191:                                              ; preds = %186
  %192 = getelementptr inbounds i8, ptr %26, i64 8
  %193 = load ptr, ptr %192, align 8, !tbaa !22
  %194 = getelementptr inbounds i8, ptr %26, i64 16
  %195 = load ptr, ptr %194, align 8, !tbaa !24
  %196 = icmp eq ptr %193, %195
  br i1 %196, label %231, label %197

197:                                              ; preds = %191, %226
  %198 = phi ptr [ %227, %226 ], [ %193, %191 ]
  %199 = getelementptr inbounds i8, ptr %198, i64 8
  %200 = load ptr, ptr %199, align 8, !tbaa !25
  %201 = icmp eq ptr %200, null
  br i1 %201, label %226, label %202

202:                                              ; preds = %197
  %203 = getelementptr inbounds i8, ptr %200, i64 8
  %204 = load atomic i64, ptr %203 acquire, align 8
  %205 = icmp eq i64 %204, 4294967297
  %206 = trunc i64 %204 to i32
  br i1 %205, label %207, label %215

207:                                              ; preds = %202
  store i32 0, ptr %203, align 8, !tbaa !27
  %208 = getelementptr inbounds i8, ptr %200, i64 12
  store i32 0, ptr %208, align 4, !tbaa !29
  %209 = load ptr, ptr %200, align 8, !tbaa !30
  %210 = getelementptr inbounds i8, ptr %209, i64 16
  %211 = load ptr, ptr %210, align 8
  call void %211(ptr noundef nonnull align 8 dereferenceable(16) %200) #25
  %212 = load ptr, ptr %200, align 8, !tbaa !30
  %213 = getelementptr inbounds i8, ptr %212, i64 24
  %214 = load ptr, ptr %213, align 8
  call void %214(ptr noundef nonnull align 8 dereferenceable(16) %200) #25
  br label %226

215:                                              ; preds = %202
  %216 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %217 = icmp eq i8 %216, 0
  br i1 %217, label %220, label %218

218:                                              ; preds = %215
  %219 = add nsw i32 %206, -1
  store i32 %219, ptr %203, align 4, !tbaa !11
  br label %222

220:                                              ; preds = %215
  %221 = atomicrmw volatile add ptr %203, i32 -1 acq_rel, align 4
  br label %222

222:                                              ; preds = %220, %218
  %223 = phi i32 [ %206, %218 ], [ %221, %220 ]
  %224 = icmp eq i32 %223, 1
  br i1 %224, label %225, label %226, !prof !33

225:                                              ; preds = %222
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %200) #25
  br label %226

226:                                              ; preds = %225, %222, %207, %197
  %227 = getelementptr inbounds i8, ptr %198, i64 16
  %228 = icmp eq ptr %227, %195
  br i1 %228, label %229, label %197, !llvm.loop !34

229:                                              ; preds = %226
  %230 = load ptr, ptr %192, align 8, !tbaa !22
  br label %231

231:                                              ; preds = %229, %191
  %232 = phi ptr [ %230, %229 ], [ %193, %191 ]
  %233 = icmp eq ptr %232, null
  br i1 %233, label %240, label %234

234:                                              ; preds = %231
  %235 = getelementptr inbounds i8, ptr %26, i64 24
  %236 = load ptr, ptr %235, align 8, !tbaa !35
  %237 = ptrtoint ptr %236 to i64
  %238 = ptrtoint ptr %232 to i64
  %239 = sub i64 %237, %238
  call void @_ZdlPvm(ptr noundef nonnull %232, i64 noundef %239) #29
  br label %240

240:                                              ; preds = %234, %231
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %26) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25) #25
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %28) #25
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %29) #25
  %241 = load i64, ptr %20, align 8, !tbaa !5
  store i64 %241, ptr %29, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %30) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %30, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %31, align 8, !tbaa !36, !alias.scope !44
  %242 = getelementptr inbounds i8, ptr %31, i64 8
  store ptr @.str.1, ptr %242, align 8, !tbaa !41, !alias.scope !44
  %243 = getelementptr inbounds i8, ptr %31, i64 16
  store i64 41, ptr %243, align 8, !tbaa !42, !alias.scope !44
  %244 = getelementptr inbounds i8, ptr %31, i64 24
  store i64 26, ptr %244, align 8, !tbaa !43, !alias.scope !44
  invoke void @_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvEC2EPiRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %28, ptr noundef %113, ptr noundef nonnull align 8 dereferenceable(8) %29, ptr noundef nonnull align 8 dereferenceable(32) %30, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %31)
          to label %245 unwind label %451

245:                                              ; preds = %240
  %246 = getelementptr inbounds i8, ptr %30, i64 8
  %247 = load ptr, ptr %246, align 8, !tbaa !22
  %248 = getelementptr inbounds i8, ptr %30, i64 16
  %249 = load ptr, ptr %248, align 8, !tbaa !24
  %250 = icmp eq ptr %247, %249
  br i1 %250, label %285, label %251

251:                                              ; preds = %245, %280
  %252 = phi ptr [ %281, %280 ], [ %247, %245 ]
  %253 = getelementptr inbounds i8, ptr %252, i64 8
  %254 = load ptr, ptr %253, align 8, !tbaa !25
  %255 = icmp eq ptr %254, null
  br i1 %255, label %280, label %256

256:                                              ; preds = %251
  %257 = getelementptr inbounds i8, ptr %254, i64 8
  %258 = load atomic i64, ptr %257 acquire, align 8
  %259 = icmp eq i64 %258, 4294967297
  %260 = trunc i64 %258 to i32
  br i1 %259, label %261, label %269

261:                                              ; preds = %256
  store i32 0, ptr %257, align 8, !tbaa !27
  %262 = getelementptr inbounds i8, ptr %254, i64 12
  store i32 0, ptr %262, align 4, !tbaa !29
  %263 = load ptr, ptr %254, align 8, !tbaa !30
  %264 = getelementptr inbounds i8, ptr %263, i64 16
  %265 = load ptr, ptr %264, align 8
  call void %265(ptr noundef nonnull align 8 dereferenceable(16) %254) #25
  %266 = load ptr, ptr %254, align 8, !tbaa !30
  %267 = getelementptr inbounds i8, ptr %266, i64 24
  %268 = load ptr, ptr %267, align 8
  call void %268(ptr noundef nonnull align 8 dereferenceable(16) %254) #25
  br label %280

269:                                              ; preds = %256
  %270 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %271 = icmp eq i8 %270, 0
  br i1 %271, label %274, label %272

272:                                              ; preds = %269
  %273 = add nsw i32 %260, -1
  store i32 %273, ptr %257, align 4, !tbaa !11
  br label %276

274:                                              ; preds = %269
  %275 = atomicrmw volatile add ptr %257, i32 -1 acq_rel, align 4
  br label %276

276:                                              ; preds = %274, %272
  %277 = phi i32 [ %260, %272 ], [ %275, %274 ]
  %278 = icmp eq i32 %277, 1
  br i1 %278, label %279, label %280, !prof !33

279:                                              ; preds = %276
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %254) #25
  br label %280

280:                                              ; preds = %279, %276, %261, %251
  %281 = getelementptr inbounds i8, ptr %252, i64 16
  %282 = icmp eq ptr %281, %249
  br i1 %282, label %283, label %251, !llvm.loop !34

283:                                              ; preds = %280
  %284 = load ptr, ptr %246, align 8, !tbaa !22
  br label %285

285:                                              ; preds = %283, %245
  %286 = phi ptr [ %284, %283 ], [ %247, %245 ]
  %287 = icmp eq ptr %286, null
  br i1 %287, label %294, label %288

288:                                              ; preds = %285
  %289 = getelementptr inbounds i8, ptr %30, i64 24
  %290 = load ptr, ptr %289, align 8, !tbaa !35
  %291 = ptrtoint ptr %290 to i64
  %292 = ptrtoint ptr %286 to i64
  %293 = sub i64 %291, %292
  call void @_ZdlPvm(ptr noundef nonnull %286, i64 noundef %293) #29
  br label %294

294:                                              ; preds = %285, %288
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %30) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %29) #25
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %32) #25
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %33) #25
  %295 = load i64, ptr %20, align 8, !tbaa !5
  store i64 %295, ptr %33, align 8, !tbaa !5
  %296 = getelementptr inbounds i8, ptr %33, i64 8
  store i64 2, ptr %296, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %34) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %34, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %35, align 8, !tbaa !36, !alias.scope !47
  %297 = getelementptr inbounds i8, ptr %35, i64 8
  store ptr @.str.1, ptr %297, align 8, !tbaa !41, !alias.scope !47
  %298 = getelementptr inbounds i8, ptr %35, i64 16
  store i64 42, ptr %298, align 8, !tbaa !42, !alias.scope !47
  %299 = getelementptr inbounds i8, ptr %35, i64 24
  store i64 26, ptr %299, align 8, !tbaa !43, !alias.scope !47
  invoke void @_ZN4sycl3_V16bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvEC2EPiRKNS0_5rangeILi2EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(41) %32, ptr noundef %115, ptr noundef nonnull align 8 dereferenceable(16) %33, ptr noundef nonnull align 8 dereferenceable(32) %34, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %35)
          to label %300 unwind label %453

300:                                              ; preds = %294
  %301 = getelementptr inbounds i8, ptr %34, i64 8
  %302 = load ptr, ptr %301, align 8, !tbaa !22
  %303 = getelementptr inbounds i8, ptr %34, i64 16
  %304 = load ptr, ptr %303, align 8, !tbaa !24
  %305 = icmp eq ptr %302, %304
  br i1 %305, label %340, label %306

306:                                              ; preds = %300, %335
  %307 = phi ptr [ %336, %335 ], [ %302, %300 ]
  %308 = getelementptr inbounds i8, ptr %307, i64 8
  %309 = load ptr, ptr %308, align 8, !tbaa !25
  %310 = icmp eq ptr %309, null
  br i1 %310, label %335, label %311

311:                                              ; preds = %306
  %312 = getelementptr inbounds i8, ptr %309, i64 8
  %313 = load atomic i64, ptr %312 acquire, align 8
  %314 = icmp eq i64 %313, 4294967297
  %315 = trunc i64 %313 to i32
  br i1 %314, label %316, label %324

316:                                              ; preds = %311
  store i32 0, ptr %312, align 8, !tbaa !27
  %317 = getelementptr inbounds i8, ptr %309, i64 12
  store i32 0, ptr %317, align 4, !tbaa !29
  %318 = load ptr, ptr %309, align 8, !tbaa !30
  %319 = getelementptr inbounds i8, ptr %318, i64 16
  %320 = load ptr, ptr %319, align 8
  call void %320(ptr noundef nonnull align 8 dereferenceable(16) %309) #25
  %321 = load ptr, ptr %309, align 8, !tbaa !30
  %322 = getelementptr inbounds i8, ptr %321, i64 24
  %323 = load ptr, ptr %322, align 8
  call void %323(ptr noundef nonnull align 8 dereferenceable(16) %309) #25
  br label %335

324:                                              ; preds = %311
  %325 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %326 = icmp eq i8 %325, 0
  br i1 %326, label %329, label %327

327:                                              ; preds = %324
  %328 = add nsw i32 %315, -1
  store i32 %328, ptr %312, align 4, !tbaa !11
  br label %331

329:                                              ; preds = %324
  %330 = atomicrmw volatile add ptr %312, i32 -1 acq_rel, align 4
  br label %331

331:                                              ; preds = %329, %327
  %332 = phi i32 [ %315, %327 ], [ %330, %329 ]
  %333 = icmp eq i32 %332, 1
  br i1 %333, label %334, label %335, !prof !33

334:                                              ; preds = %331
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %309) #25
  br label %335

335:                                              ; preds = %334, %331, %316, %306
  %336 = getelementptr inbounds i8, ptr %307, i64 16
  %337 = icmp eq ptr %336, %304
  br i1 %337, label %338, label %306, !llvm.loop !34

338:                                              ; preds = %335
  %339 = load ptr, ptr %301, align 8, !tbaa !22
  br label %340

340:                                              ; preds = %338, %300
  %341 = phi ptr [ %339, %338 ], [ %302, %300 ]
  %342 = icmp eq ptr %341, null
  br i1 %342, label %349, label %343

343:                                              ; preds = %340
  %344 = getelementptr inbounds i8, ptr %34, i64 24
  %345 = load ptr, ptr %344, align 8, !tbaa !35
  %346 = ptrtoint ptr %345 to i64
  %347 = ptrtoint ptr %341 to i64
  %348 = sub i64 %346, %347
  call void @_ZdlPvm(ptr noundef nonnull %341, i64 noundef %348) #29
  br label %349

349:                                              ; preds = %340, %343
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %34) #25
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %33) #25
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %36) #25
  store i64 0, ptr %36, align 8, !tbaa !5
  %350 = load i64, ptr %20, align 8, !tbaa !5
  %351 = icmp eq i64 %350, 0
  br i1 %351, label %375, label %352

352:                                              ; preds = %349
  %353 = getelementptr inbounds i8, ptr %14, i64 8
  %354 = getelementptr inbounds i8, ptr %14, i64 16
  %355 = getelementptr inbounds i8, ptr %14, i64 24
  %356 = getelementptr inbounds i8, ptr %11, i64 16
  %357 = getelementptr inbounds i8, ptr %11, i64 24
  %358 = getelementptr inbounds i8, ptr %11, i64 8
  %359 = getelementptr inbounds i8, ptr %10, i64 8
  %360 = getelementptr inbounds i8, ptr %13, i64 8
  %361 = getelementptr inbounds i8, ptr %38, i64 8
  %362 = getelementptr inbounds i8, ptr %38, i64 16
  %363 = getelementptr inbounds i8, ptr %38, i64 24
  %364 = getelementptr inbounds i8, ptr %8, i64 16
  %365 = getelementptr inbounds i8, ptr %8, i64 24
  %366 = getelementptr inbounds i8, ptr %7, i64 8
  %367 = getelementptr inbounds i8, ptr %37, i64 8
  %368 = getelementptr inbounds i8, ptr %40, i64 8
  %369 = getelementptr inbounds i8, ptr %40, i64 16
  %370 = getelementptr inbounds i8, ptr %40, i64 24
  %371 = getelementptr inbounds i8, ptr %5, i64 16
  %372 = getelementptr inbounds i8, ptr %5, i64 24
  %373 = getelementptr inbounds i8, ptr %4, i64 8
  %374 = getelementptr inbounds i8, ptr %39, i64 8
  br label %455

375:                                              ; preds = %724, %349
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36) #25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %42) #25
  store ptr @.str, ptr %42, align 8, !tbaa !36, !alias.scope !50
  %376 = getelementptr inbounds i8, ptr %42, i64 8
  store ptr @.str.1, ptr %376, align 8, !tbaa !41, !alias.scope !50
  %377 = getelementptr inbounds i8, ptr %42, i64 16
  store i64 64, ptr %377, align 8, !tbaa !42, !alias.scope !50
  %378 = getelementptr inbounds i8, ptr %42, i64 24
  store i64 5, ptr %378, align 8, !tbaa !43, !alias.scope !50
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %17), !noalias !53
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %15) #25, !noalias !56
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1) %15, ptr noundef nonnull align 8 dereferenceable(32) %42)
          to label %379 unwind label %836

379:                                              ; preds = %375
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %16) #25, !noalias !56
  invoke void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16) %16)
          to label %384 unwind label %380, !noalias !56

380:                                              ; preds = %379
  %381 = landingpad { ptr, i32 }
          cleanup
  br label %443

382:                                              ; preds = %384
  %383 = landingpad { ptr, i32 }
          cleanup
  br label %441

384:                                              ; preds = %379
  %385 = getelementptr inbounds i8, ptr %17, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %17, i8 0, i64 32, i1 false), !noalias !56
  %386 = invoke noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #27
          to label %387 unwind label %382, !noalias !56

387:                                              ; preds = %384
  %388 = getelementptr inbounds i8, ptr %17, i64 24
  store ptr %28, ptr %386, align 16, !noalias !53
  %389 = getelementptr inbounds i8, ptr %386, i64 8
  store ptr %32, ptr %389, align 8, !noalias !53
  %390 = getelementptr inbounds i8, ptr %386, i64 16
  store ptr %20, ptr %390, align 16, !noalias !53
  store ptr %386, ptr %17, align 8, !tbaa !9, !noalias !56
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E1_E9_M_invokeERKSt9_Any_dataS3_, ptr %388, align 8, !tbaa !59, !noalias !56
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E1_E10_M_managerERSt9_Any_dataRKS7_St18_Manager_operation, ptr %385, align 8, !tbaa !21, !noalias !56
  %391 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1) %15)
          to label %392 unwind label %432, !noalias !56

392:                                              ; preds = %387
  %393 = load i8, ptr %15, align 1, !tbaa !61, !range !64, !noalias !56, !noundef !65
  %394 = trunc nuw i8 %393 to i1
  %395 = xor i1 %394, true
  invoke void @_ZN4sycl3_V15queue22submit_with_event_implESt8functionIFvRNS0_7handlerEEERKNS0_6detail14SubmissionInfoERKNS7_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %41, ptr noundef nonnull align 8 dereferenceable(16) %22, ptr noundef nonnull %17, ptr noundef nonnull align 8 dereferenceable(16) %16, ptr noundef nonnull align 8 dereferenceable(32) %391, i1 noundef zeroext %395)
          to label %396 unwind label %432

396:                                              ; preds = %392
  %397 = load ptr, ptr %385, align 8, !tbaa !21, !noalias !56
  %398 = icmp eq ptr %397, null
  br i1 %398, label %404, label %399

399:                                              ; preds = %396
  %400 = invoke noundef zeroext i1 %397(ptr noundef nonnull align 8 dereferenceable(16) %17, ptr noundef nonnull align 8 dereferenceable(16) %17, i32 noundef 3)
          to label %404 unwind label %401

401:                                              ; preds = %399
  %402 = landingpad { ptr, i32 }
          catch ptr null
  %403 = extractvalue { ptr, i32 } %402, 0
  call void @__clang_call_terminate(ptr %403) #28
  unreachable

404:                                              ; preds = %399, %396
  %405 = getelementptr inbounds i8, ptr %16, i64 8
  %406 = load ptr, ptr %405, align 8, !tbaa !25, !noalias !56
  %407 = icmp eq ptr %406, null
  br i1 %407, label %741, label %408

408:                                              ; preds = %404
  %409 = getelementptr inbounds i8, ptr %406, i64 8
  %410 = load atomic i64, ptr %409 acquire, align 8
  %411 = icmp eq i64 %410, 4294967297
  %412 = trunc i64 %410 to i32
  br i1 %411, label %413, label %421

413:                                              ; preds = %408
  store i32 0, ptr %409, align 8, !tbaa !27
  %414 = getelementptr inbounds i8, ptr %406, i64 12
  store i32 0, ptr %414, align 4, !tbaa !29
  %415 = load ptr, ptr %406, align 8, !tbaa !30
  %416 = getelementptr inbounds i8, ptr %415, i64 16
  %417 = load ptr, ptr %416, align 8
  call void %417(ptr noundef nonnull align 8 dereferenceable(16) %406) #25
  %418 = load ptr, ptr %406, align 8, !tbaa !30
  %419 = getelementptr inbounds i8, ptr %418, i64 24
  %420 = load ptr, ptr %419, align 8
  call void %420(ptr noundef nonnull align 8 dereferenceable(16) %406) #25
  br label %741

421:                                              ; preds = %408
  %422 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32, !noalias !56
  %423 = icmp eq i8 %422, 0
  br i1 %423, label %426, label %424

424:                                              ; preds = %421
  %425 = add nsw i32 %412, -1
  store i32 %425, ptr %409, align 4, !tbaa !11
  br label %428

426:                                              ; preds = %421
  %427 = atomicrmw volatile add ptr %409, i32 -1 acq_rel, align 4
  br label %428

428:                                              ; preds = %426, %424
  %429 = phi i32 [ %412, %424 ], [ %427, %426 ]
  %430 = icmp eq i32 %429, 1
  br i1 %430, label %431, label %741, !prof !33

431:                                              ; preds = %428
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %406) #25
  br label %741

432:                                              ; preds = %392, %387
  %433 = landingpad { ptr, i32 }
          cleanup
  %434 = load ptr, ptr %385, align 8, !tbaa !21, !noalias !56
  %435 = icmp eq ptr %434, null
  br i1 %435, label %441, label %436

436:                                              ; preds = %432
  %437 = invoke noundef zeroext i1 %434(ptr noundef nonnull align 8 dereferenceable(16) %17, ptr noundef nonnull align 8 dereferenceable(16) %17, i32 noundef 3)
          to label %441 unwind label %438

438:                                              ; preds = %436
  %439 = landingpad { ptr, i32 }
          catch ptr null
  %440 = extractvalue { ptr, i32 } %439, 0
  call void @__clang_call_terminate(ptr %440) #28
  unreachable

441:                                              ; preds = %436, %432, %382
  %442 = phi { ptr, i32 } [ %383, %382 ], [ %433, %432 ], [ %433, %436 ]
  call void @_ZN4sycl3_V16detail14SubmissionInfoD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %16) #25
  br label %443

443:                                              ; preds = %441, %380
  %444 = phi { ptr, i32 } [ %442, %441 ], [ %381, %380 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %16) #25, !noalias !56
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %15) #25
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %15) #25, !noalias !56
  br label %838

445:                                              ; preds = %98, %94
  %446 = landingpad { ptr, i32 }
          cleanup
  br label %938

447:                                              ; preds = %104, %106
  %448 = landingpad { ptr, i32 }
          cleanup
  br label %931

449:                                              ; preds = %186
  %450 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %26) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %26) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25) #25
  br label %846

451:                                              ; preds = %240
  %452 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %30) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %30) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %29) #25
  br label %844

453:                                              ; preds = %294
  %454 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %34) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %34) #25
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %33) #25
  br label %842

455:                                              ; preds = %352, %724
  %456 = phi i64 [ 0, %352 ], [ %726, %724 ]
  %457 = trunc i64 %456 to i32
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %12)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %13)
  store i32 %457, ptr %12, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14) #25
  store ptr @.str, ptr %14, align 8, !tbaa !36, !alias.scope !66
  store ptr @.str.7, ptr %353, align 8, !tbaa !41, !alias.scope !66
  store i64 26, ptr %354, align 8, !tbaa !42, !alias.scope !66
  store i64 3, ptr %355, align 8, !tbaa !43, !alias.scope !66
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11), !noalias !69
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %9) #25, !noalias !72
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1) %9, ptr noundef nonnull align 8 dereferenceable(32) %14)
          to label %458 unwind label %729

458:                                              ; preds = %455
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %10) #25, !noalias !72
  invoke void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16) %10)
          to label %461 unwind label %459, !noalias !72

459:                                              ; preds = %458
  %460 = landingpad { ptr, i32 }
          cleanup
  br label %512

461:                                              ; preds = %458
  store ptr %28, ptr %11, align 8, !tbaa !9, !noalias !72
  store ptr %12, ptr %358, align 8, !tbaa !9, !noalias !72
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZL4markRNS1_5queueERNS1_6bufferIiLi1ENS1_6detail17aligned_allocatorIiEEvEEiEUlS3_E_E9_M_invokeERKSt9_Any_dataS3_, ptr %357, align 8, !tbaa !59, !noalias !72
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZL4markRNS1_5queueERNS1_6bufferIiLi1ENS1_6detail17aligned_allocatorIiEEvEEiEUlS3_E_E10_M_managerERSt9_Any_dataRKSF_St18_Manager_operation, ptr %356, align 8, !tbaa !21, !noalias !72
  %462 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1) %9)
          to label %463 unwind label %502, !noalias !72

463:                                              ; preds = %461
  %464 = load i8, ptr %9, align 1, !tbaa !61, !range !64, !noalias !72, !noundef !65
  %465 = trunc nuw i8 %464 to i1
  %466 = xor i1 %465, true
  invoke void @_ZN4sycl3_V15queue22submit_with_event_implESt8functionIFvRNS0_7handlerEEERKNS0_6detail14SubmissionInfoERKNS7_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %13, ptr noundef nonnull align 8 dereferenceable(16) %22, ptr noundef nonnull %11, ptr noundef nonnull align 8 dereferenceable(16) %10, ptr noundef nonnull align 8 dereferenceable(32) %462, i1 noundef zeroext %466)
          to label %467 unwind label %502

467:                                              ; preds = %463
  %468 = load ptr, ptr %356, align 8, !tbaa !21, !noalias !72
  %469 = icmp eq ptr %468, null
  br i1 %469, label %475, label %470

470:                                              ; preds = %467
  %471 = invoke noundef zeroext i1 %468(ptr noundef nonnull align 8 dereferenceable(16) %11, ptr noundef nonnull align 8 dereferenceable(16) %11, i32 noundef 3)
          to label %475 unwind label %472

472:                                              ; preds = %470
  %473 = landingpad { ptr, i32 }
          catch ptr null
  %474 = extractvalue { ptr, i32 } %473, 0
  call void @__clang_call_terminate(ptr %474) #28
  unreachable

475:                                              ; preds = %470, %467
  %476 = load ptr, ptr %359, align 8, !tbaa !25, !noalias !72
  %477 = icmp eq ptr %476, null
  br i1 %477, label %514, label %478

478:                                              ; preds = %475
  %479 = getelementptr inbounds i8, ptr %476, i64 8
  %480 = load atomic i64, ptr %479 acquire, align 8
  %481 = icmp eq i64 %480, 4294967297
  %482 = trunc i64 %480 to i32
  br i1 %481, label %483, label %491

483:                                              ; preds = %478
  store i32 0, ptr %479, align 8, !tbaa !27
  %484 = getelementptr inbounds i8, ptr %476, i64 12
  store i32 0, ptr %484, align 4, !tbaa !29
  %485 = load ptr, ptr %476, align 8, !tbaa !30
  %486 = getelementptr inbounds i8, ptr %485, i64 16
  %487 = load ptr, ptr %486, align 8
  call void %487(ptr noundef nonnull align 8 dereferenceable(16) %476) #25
  %488 = load ptr, ptr %476, align 8, !tbaa !30
  %489 = getelementptr inbounds i8, ptr %488, i64 24
  %490 = load ptr, ptr %489, align 8
  call void %490(ptr noundef nonnull align 8 dereferenceable(16) %476) #25
  br label %514

491:                                              ; preds = %478
  %492 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32, !noalias !72
  %493 = icmp eq i8 %492, 0
  br i1 %493, label %496, label %494

494:                                              ; preds = %491
  %495 = add nsw i32 %482, -1
  store i32 %495, ptr %479, align 4, !tbaa !11
  br label %498

496:                                              ; preds = %491
  %497 = atomicrmw volatile add ptr %479, i32 -1 acq_rel, align 4
  br label %498

498:                                              ; preds = %496, %494
  %499 = phi i32 [ %482, %494 ], [ %497, %496 ]
  %500 = icmp eq i32 %499, 1
  br i1 %500, label %501, label %514, !prof !33

501:                                              ; preds = %498
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %476) #25
  br label %514

502:                                              ; preds = %463, %461
  %503 = landingpad { ptr, i32 }
          cleanup
  %504 = load ptr, ptr %356, align 8, !tbaa !21, !noalias !72
  %505 = icmp eq ptr %504, null
  br i1 %505, label %511, label %506

506:                                              ; preds = %502
  %507 = invoke noundef zeroext i1 %504(ptr noundef nonnull align 8 dereferenceable(16) %11, ptr noundef nonnull align 8 dereferenceable(16) %11, i32 noundef 3)
          to label %511 unwind label %508

508:                                              ; preds = %506
  %509 = landingpad { ptr, i32 }
          catch ptr null
  %510 = extractvalue { ptr, i32 } %509, 0
  call void @__clang_call_terminate(ptr %510) #28
  unreachable

511:                                              ; preds = %506, %502
  call void @_ZN4sycl3_V16detail14SubmissionInfoD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %10) #25
  br label %512

512:                                              ; preds = %511, %459
  %513 = phi { ptr, i32 } [ %503, %511 ], [ %460, %459 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10) #25, !noalias !72
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %9) #25
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %9) #25, !noalias !72
  br label %739

514:                                              ; preds = %501, %498, %483, %475
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10) #25, !noalias !72
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %9) #25
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %9) #25, !noalias !72
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11), !noalias !69
  %515 = load ptr, ptr %360, align 8, !tbaa !25
  %516 = icmp eq ptr %515, null
  br i1 %516, label %541, label %517

517:                                              ; preds = %514
  %518 = getelementptr inbounds i8, ptr %515, i64 8
  %519 = load atomic i64, ptr %518 acquire, align 8
  %520 = icmp eq i64 %519, 4294967297
  %521 = trunc i64 %519 to i32
  br i1 %520, label %522, label %530

522:                                              ; preds = %517
  store i32 0, ptr %518, align 8, !tbaa !27
  %523 = getelementptr inbounds i8, ptr %515, i64 12
  store i32 0, ptr %523, align 4, !tbaa !29
  %524 = load ptr, ptr %515, align 8, !tbaa !30
  %525 = getelementptr inbounds i8, ptr %524, i64 16
  %526 = load ptr, ptr %525, align 8
  call void %526(ptr noundef nonnull align 8 dereferenceable(16) %515) #25
  %527 = load ptr, ptr %515, align 8, !tbaa !30
  %528 = getelementptr inbounds i8, ptr %527, i64 24
  %529 = load ptr, ptr %528, align 8
  call void %529(ptr noundef nonnull align 8 dereferenceable(16) %515) #25
  br label %541

530:                                              ; preds = %517
  %531 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %532 = icmp eq i8 %531, 0
  br i1 %532, label %535, label %533

533:                                              ; preds = %530
  %534 = add nsw i32 %521, -1
  store i32 %534, ptr %518, align 4, !tbaa !11
  br label %537

535:                                              ; preds = %530
  %536 = atomicrmw volatile add ptr %518, i32 -1 acq_rel, align 4
  br label %537

537:                                              ; preds = %535, %533
  %538 = phi i32 [ %521, %533 ], [ %536, %535 ]
  %539 = icmp eq i32 %538, 1
  br i1 %539, label %540, label %541, !prof !33

540:                                              ; preds = %537
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %515) #25
  br label %541

541:                                              ; preds = %540, %537, %522, %514
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #25
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %12)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %13)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %38) #25
  store ptr @.str, ptr %38, align 8, !tbaa !36, !alias.scope !75
  store ptr @.str.1, ptr %361, align 8, !tbaa !41, !alias.scope !75
  store i64 45, ptr %362, align 8, !tbaa !42, !alias.scope !75
  store i64 7, ptr %363, align 8, !tbaa !43, !alias.scope !75
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8), !noalias !78
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %6) #25, !noalias !81
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1) %6, ptr noundef nonnull align 8 dereferenceable(32) %38)
          to label %542 unwind label %731

542:                                              ; preds = %541
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #25, !noalias !81
  invoke void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16) %7)
          to label %547 unwind label %543, !noalias !81

543:                                              ; preds = %542
  %544 = landingpad { ptr, i32 }
          cleanup
  br label %603

545:                                              ; preds = %547
  %546 = landingpad { ptr, i32 }
          cleanup
  br label %601

547:                                              ; preds = %542
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %8, i8 0, i64 32, i1 false), !noalias !81
  %548 = invoke noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #27
          to label %549 unwind label %545, !noalias !81

549:                                              ; preds = %547
  store ptr %24, ptr %548, align 16, !noalias !78
  %550 = getelementptr inbounds i8, ptr %548, i64 8
  store ptr %36, ptr %550, align 8, !noalias !78
  %551 = getelementptr inbounds i8, ptr %548, i64 16
  store ptr %19, ptr %551, align 16, !noalias !78
  store ptr %548, ptr %8, align 8, !tbaa !9, !noalias !81
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E_E9_M_invokeERKSt9_Any_dataS3_, ptr %365, align 8, !tbaa !59, !noalias !81
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E_E10_M_managerERSt9_Any_dataRKS7_St18_Manager_operation, ptr %364, align 8, !tbaa !21, !noalias !81
  %552 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1) %6)
          to label %553 unwind label %592, !noalias !81

553:                                              ; preds = %549
  %554 = load i8, ptr %6, align 1, !tbaa !61, !range !64, !noalias !81, !noundef !65
  %555 = trunc nuw i8 %554 to i1
  %556 = xor i1 %555, true
  invoke void @_ZN4sycl3_V15queue22submit_with_event_implESt8functionIFvRNS0_7handlerEEERKNS0_6detail14SubmissionInfoERKNS7_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %37, ptr noundef nonnull align 8 dereferenceable(16) %22, ptr noundef nonnull %8, ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef nonnull align 8 dereferenceable(32) %552, i1 noundef zeroext %556)
          to label %557 unwind label %592

557:                                              ; preds = %553
  %558 = load ptr, ptr %364, align 8, !tbaa !21, !noalias !81
  %559 = icmp eq ptr %558, null
  br i1 %559, label %565, label %560

560:                                              ; preds = %557
  %561 = invoke noundef zeroext i1 %558(ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull align 8 dereferenceable(16) %8, i32 noundef 3)
          to label %565 unwind label %562

562:                                              ; preds = %560
  %563 = landingpad { ptr, i32 }
          catch ptr null
  %564 = extractvalue { ptr, i32 } %563, 0
  call void @__clang_call_terminate(ptr %564) #28
  unreachable

565:                                              ; preds = %560, %557
  %566 = load ptr, ptr %366, align 8, !tbaa !25, !noalias !81
  %567 = icmp eq ptr %566, null
  br i1 %567, label %605, label %568

568:                                              ; preds = %565
  %569 = getelementptr inbounds i8, ptr %566, i64 8
  %570 = load atomic i64, ptr %569 acquire, align 8
  %571 = icmp eq i64 %570, 4294967297
  %572 = trunc i64 %570 to i32
  br i1 %571, label %573, label %581

573:                                              ; preds = %568
  store i32 0, ptr %569, align 8, !tbaa !27
  %574 = getelementptr inbounds i8, ptr %566, i64 12
  store i32 0, ptr %574, align 4, !tbaa !29
  %575 = load ptr, ptr %566, align 8, !tbaa !30
  %576 = getelementptr inbounds i8, ptr %575, i64 16
  %577 = load ptr, ptr %576, align 8
  call void %577(ptr noundef nonnull align 8 dereferenceable(16) %566) #25
  %578 = load ptr, ptr %566, align 8, !tbaa !30
  %579 = getelementptr inbounds i8, ptr %578, i64 24
  %580 = load ptr, ptr %579, align 8
  call void %580(ptr noundef nonnull align 8 dereferenceable(16) %566) #25
  br label %605

581:                                              ; preds = %568
  %582 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32, !noalias !81
  %583 = icmp eq i8 %582, 0
  br i1 %583, label %586, label %584

584:                                              ; preds = %581
  %585 = add nsw i32 %572, -1
  store i32 %585, ptr %569, align 4, !tbaa !11
  br label %588

586:                                              ; preds = %581
  %587 = atomicrmw volatile add ptr %569, i32 -1 acq_rel, align 4
  br label %588

588:                                              ; preds = %586, %584
  %589 = phi i32 [ %572, %584 ], [ %587, %586 ]
  %590 = icmp eq i32 %589, 1
  br i1 %590, label %591, label %605, !prof !33

591:                                              ; preds = %588
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %566) #25
  br label %605

592:                                              ; preds = %553, %549
  %593 = landingpad { ptr, i32 }
          cleanup
  %594 = load ptr, ptr %364, align 8, !tbaa !21, !noalias !81
  %595 = icmp eq ptr %594, null
  br i1 %595, label %601, label %596

596:                                              ; preds = %592
  %597 = invoke noundef zeroext i1 %594(ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull align 8 dereferenceable(16) %8, i32 noundef 3)
          to label %601 unwind label %598

598:                                              ; preds = %596
  %599 = landingpad { ptr, i32 }
          catch ptr null
  %600 = extractvalue { ptr, i32 } %599, 0
  call void @__clang_call_terminate(ptr %600) #28
  unreachable

601:                                              ; preds = %596, %592, %545
  %602 = phi { ptr, i32 } [ %546, %545 ], [ %593, %592 ], [ %593, %596 ]
  call void @_ZN4sycl3_V16detail14SubmissionInfoD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %7) #25
  br label %603

603:                                              ; preds = %601, %543
  %604 = phi { ptr, i32 } [ %602, %601 ], [ %544, %543 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #25, !noalias !81
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %6) #25
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %6) #25, !noalias !81
  br label %733

605:                                              ; preds = %591, %588, %573, %565
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #25, !noalias !81
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %6) #25
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %6) #25, !noalias !81
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8), !noalias !78
  %606 = load ptr, ptr %367, align 8, !tbaa !25
  %607 = icmp eq ptr %606, null
  br i1 %607, label %632, label %608

608:                                              ; preds = %605
  %609 = getelementptr inbounds i8, ptr %606, i64 8
  %610 = load atomic i64, ptr %609 acquire, align 8
  %611 = icmp eq i64 %610, 4294967297
  %612 = trunc i64 %610 to i32
  br i1 %611, label %613, label %621

613:                                              ; preds = %608
  store i32 0, ptr %609, align 8, !tbaa !27
  %614 = getelementptr inbounds i8, ptr %606, i64 12
  store i32 0, ptr %614, align 4, !tbaa !29
  %615 = load ptr, ptr %606, align 8, !tbaa !30
  %616 = getelementptr inbounds i8, ptr %615, i64 16
  %617 = load ptr, ptr %616, align 8
  call void %617(ptr noundef nonnull align 8 dereferenceable(16) %606) #25
  %618 = load ptr, ptr %606, align 8, !tbaa !30
  %619 = getelementptr inbounds i8, ptr %618, i64 24
  %620 = load ptr, ptr %619, align 8
  call void %620(ptr noundef nonnull align 8 dereferenceable(16) %606) #25
  br label %632

621:                                              ; preds = %608
  %622 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %623 = icmp eq i8 %622, 0
  br i1 %623, label %626, label %624

624:                                              ; preds = %621
  %625 = add nsw i32 %612, -1
  store i32 %625, ptr %609, align 4, !tbaa !11
  br label %628

626:                                              ; preds = %621
  %627 = atomicrmw volatile add ptr %609, i32 -1 acq_rel, align 4
  br label %628

628:                                              ; preds = %626, %624
  %629 = phi i32 [ %612, %624 ], [ %627, %626 ]
  %630 = icmp eq i32 %629, 1
  br i1 %630, label %631, label %632, !prof !33

631:                                              ; preds = %628
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %606) #25
  br label %632

632:                                              ; preds = %605, %613, %628, %631
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %38) #25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %40) #25
  store ptr @.str, ptr %40, align 8, !tbaa !36, !alias.scope !84
  store ptr @.str.1, ptr %368, align 8, !tbaa !41, !alias.scope !84
  store i64 50, ptr %369, align 8, !tbaa !42, !alias.scope !84
  store i64 7, ptr %370, align 8, !tbaa !43, !alias.scope !84
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5), !noalias !87
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %3) #25, !noalias !90
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1) %3, ptr noundef nonnull align 8 dereferenceable(32) %40)
          to label %633 unwind label %735

633:                                              ; preds = %632
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #25, !noalias !90
  invoke void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16) %4)
          to label %638 unwind label %634, !noalias !90

634:                                              ; preds = %633
  %635 = landingpad { ptr, i32 }
          cleanup
  br label %695

636:                                              ; preds = %638
  %637 = landingpad { ptr, i32 }
          cleanup
  br label %693

638:                                              ; preds = %633
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %5, i8 0, i64 32, i1 false), !noalias !90
  %639 = invoke noalias noundef nonnull dereferenceable(32) ptr @_Znwm(i64 noundef 32) #27
          to label %640 unwind label %636, !noalias !90

640:                                              ; preds = %638
  store ptr %24, ptr %639, align 16, !noalias !87
  %641 = getelementptr inbounds i8, ptr %639, i64 8
  store ptr %36, ptr %641, align 8, !noalias !87
  %642 = getelementptr inbounds i8, ptr %639, i64 16
  store ptr %19, ptr %642, align 16, !noalias !87
  %643 = getelementptr inbounds i8, ptr %639, i64 24
  store ptr %21, ptr %643, align 8, !noalias !87
  store ptr %639, ptr %5, align 8, !tbaa !9, !noalias !90
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E0_E9_M_invokeERKSt9_Any_dataS3_, ptr %372, align 8, !tbaa !59, !noalias !90
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E0_E10_M_managerERSt9_Any_dataRKS7_St18_Manager_operation, ptr %371, align 8, !tbaa !21, !noalias !90
  %644 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1) %3)
          to label %645 unwind label %684, !noalias !90

645:                                              ; preds = %640
  %646 = load i8, ptr %3, align 1, !tbaa !61, !range !64, !noalias !90, !noundef !65
  %647 = trunc nuw i8 %646 to i1
  %648 = xor i1 %647, true
  invoke void @_ZN4sycl3_V15queue22submit_with_event_implESt8functionIFvRNS0_7handlerEEERKNS0_6detail14SubmissionInfoERKNS7_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %39, ptr noundef nonnull align 8 dereferenceable(16) %22, ptr noundef nonnull %5, ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull align 8 dereferenceable(32) %644, i1 noundef zeroext %648)
          to label %649 unwind label %684

649:                                              ; preds = %645
  %650 = load ptr, ptr %371, align 8, !tbaa !21, !noalias !90
  %651 = icmp eq ptr %650, null
  br i1 %651, label %657, label %652

652:                                              ; preds = %649
  %653 = invoke noundef zeroext i1 %650(ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(16) %5, i32 noundef 3)
          to label %657 unwind label %654

654:                                              ; preds = %652
  %655 = landingpad { ptr, i32 }
          catch ptr null
  %656 = extractvalue { ptr, i32 } %655, 0
  call void @__clang_call_terminate(ptr %656) #28
  unreachable

657:                                              ; preds = %652, %649
  %658 = load ptr, ptr %373, align 8, !tbaa !25, !noalias !90
  %659 = icmp eq ptr %658, null
  br i1 %659, label %697, label %660

660:                                              ; preds = %657
  %661 = getelementptr inbounds i8, ptr %658, i64 8
  %662 = load atomic i64, ptr %661 acquire, align 8
  %663 = icmp eq i64 %662, 4294967297
  %664 = trunc i64 %662 to i32
  br i1 %663, label %665, label %673

665:                                              ; preds = %660
  store i32 0, ptr %661, align 8, !tbaa !27
  %666 = getelementptr inbounds i8, ptr %658, i64 12
  store i32 0, ptr %666, align 4, !tbaa !29
  %667 = load ptr, ptr %658, align 8, !tbaa !30
  %668 = getelementptr inbounds i8, ptr %667, i64 16
  %669 = load ptr, ptr %668, align 8
  call void %669(ptr noundef nonnull align 8 dereferenceable(16) %658) #25
  %670 = load ptr, ptr %658, align 8, !tbaa !30
  %671 = getelementptr inbounds i8, ptr %670, i64 24
  %672 = load ptr, ptr %671, align 8
  call void %672(ptr noundef nonnull align 8 dereferenceable(16) %658) #25
  br label %697

673:                                              ; preds = %660
  %674 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32, !noalias !90
  %675 = icmp eq i8 %674, 0
  br i1 %675, label %678, label %676

676:                                              ; preds = %673
  %677 = add nsw i32 %664, -1
  store i32 %677, ptr %661, align 4, !tbaa !11
  br label %680

678:                                              ; preds = %673
  %679 = atomicrmw volatile add ptr %661, i32 -1 acq_rel, align 4
  br label %680

680:                                              ; preds = %678, %676
  %681 = phi i32 [ %664, %676 ], [ %679, %678 ]
  %682 = icmp eq i32 %681, 1
  br i1 %682, label %683, label %697, !prof !33

683:                                              ; preds = %680
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %658) #25
  br label %697

684:                                              ; preds = %645, %640
  %685 = landingpad { ptr, i32 }
          cleanup
  %686 = load ptr, ptr %371, align 8, !tbaa !21, !noalias !90
  %687 = icmp eq ptr %686, null
  br i1 %687, label %693, label %688

688:                                              ; preds = %684
  %689 = invoke noundef zeroext i1 %686(ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(16) %5, i32 noundef 3)
          to label %693 unwind label %690

690:                                              ; preds = %688
  %691 = landingpad { ptr, i32 }
          catch ptr null
  %692 = extractvalue { ptr, i32 } %691, 0
  call void @__clang_call_terminate(ptr %692) #28
  unreachable

693:                                              ; preds = %688, %684, %636
  %694 = phi { ptr, i32 } [ %637, %636 ], [ %685, %684 ], [ %685, %688 ]
  call void @_ZN4sycl3_V16detail14SubmissionInfoD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %4) #25
  br label %695

695:                                              ; preds = %693, %634
  %696 = phi { ptr, i32 } [ %694, %693 ], [ %635, %634 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #25, !noalias !90
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %3) #25
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %3) #25, !noalias !90
  br label %737

697:                                              ; preds = %683, %680, %665, %657
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #25, !noalias !90
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %3) #25
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %3) #25, !noalias !90
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5), !noalias !87
  %698 = load ptr, ptr %374, align 8, !tbaa !25
  %699 = icmp eq ptr %698, null
  br i1 %699, label %724, label %700

700:                                              ; preds = %697
  %701 = getelementptr inbounds i8, ptr %698, i64 8
  %702 = load atomic i64, ptr %701 acquire, align 8
  %703 = icmp eq i64 %702, 4294967297
  %704 = trunc i64 %702 to i32
  br i1 %703, label %705, label %713

705:                                              ; preds = %700
  store i32 0, ptr %701, align 8, !tbaa !27
  %706 = getelementptr inbounds i8, ptr %698, i64 12
  store i32 0, ptr %706, align 4, !tbaa !29
  %707 = load ptr, ptr %698, align 8, !tbaa !30
  %708 = getelementptr inbounds i8, ptr %707, i64 16
  %709 = load ptr, ptr %708, align 8
  call void %709(ptr noundef nonnull align 8 dereferenceable(16) %698) #25
  %710 = load ptr, ptr %698, align 8, !tbaa !30
  %711 = getelementptr inbounds i8, ptr %710, i64 24
  %712 = load ptr, ptr %711, align 8
  call void %712(ptr noundef nonnull align 8 dereferenceable(16) %698) #25
  br label %724

713:                                              ; preds = %700
  %714 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %715 = icmp eq i8 %714, 0
  br i1 %715, label %718, label %716

716:                                              ; preds = %713
  %717 = add nsw i32 %704, -1
  store i32 %717, ptr %701, align 4, !tbaa !11
  br label %720

718:                                              ; preds = %713
  %719 = atomicrmw volatile add ptr %701, i32 -1 acq_rel, align 4
  br label %720

720:                                              ; preds = %718, %716
  %721 = phi i32 [ %704, %716 ], [ %719, %718 ]
  %722 = icmp eq i32 %721, 1
  br i1 %722, label %723, label %724, !prof !33

723:                                              ; preds = %720
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %698) #25
  br label %724

724:                                              ; preds = %697, %705, %720, %723
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %40) #25
  %725 = load i64, ptr %36, align 8, !tbaa !5
  %726 = add i64 %725, 1
  store i64 %726, ptr %36, align 8, !tbaa !5
  %727 = load i64, ptr %20, align 8, !tbaa !5
  %728 = icmp ult i64 %726, %727
  br i1 %728, label %455, label %375, !llvm.loop !93

729:                                              ; preds = %455
  %730 = landingpad { ptr, i32 }
          cleanup
  br label %739

731:                                              ; preds = %541
  %732 = landingpad { ptr, i32 }
          cleanup
  br label %733

733:                                              ; preds = %603, %731
  %734 = phi { ptr, i32 } [ %732, %731 ], [ %604, %603 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %38) #25
  br label %739

735:                                              ; preds = %632
  %736 = landingpad { ptr, i32 }
          cleanup
  br label %737

737:                                              ; preds = %695, %735
  %738 = phi { ptr, i32 } [ %736, %735 ], [ %696, %695 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %40) #25
  br label %739

739:                                              ; preds = %729, %512, %737, %733
  %740 = phi { ptr, i32 } [ %738, %737 ], [ %734, %733 ], [ %730, %729 ], [ %513, %512 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36) #25
  br label %840

741:                                              ; preds = %431, %428, %413, %404
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %16) #25, !noalias !56
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %15) #25
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %15) #25, !noalias !56
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %17), !noalias !53
  %742 = getelementptr inbounds i8, ptr %41, i64 8
  %743 = load ptr, ptr %742, align 8, !tbaa !25
  %744 = icmp eq ptr %743, null
  br i1 %744, label %769, label %745

745:                                              ; preds = %741
  %746 = getelementptr inbounds i8, ptr %743, i64 8
  %747 = load atomic i64, ptr %746 acquire, align 8
  %748 = icmp eq i64 %747, 4294967297
  %749 = trunc i64 %747 to i32
  br i1 %748, label %750, label %758

750:                                              ; preds = %745
  store i32 0, ptr %746, align 8, !tbaa !27
  %751 = getelementptr inbounds i8, ptr %743, i64 12
  store i32 0, ptr %751, align 4, !tbaa !29
  %752 = load ptr, ptr %743, align 8, !tbaa !30
  %753 = getelementptr inbounds i8, ptr %752, i64 16
  %754 = load ptr, ptr %753, align 8
  call void %754(ptr noundef nonnull align 8 dereferenceable(16) %743) #25
  %755 = load ptr, ptr %743, align 8, !tbaa !30
  %756 = getelementptr inbounds i8, ptr %755, i64 24
  %757 = load ptr, ptr %756, align 8
  call void %757(ptr noundef nonnull align 8 dereferenceable(16) %743) #25
  br label %769

758:                                              ; preds = %745
  %759 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %760 = icmp eq i8 %759, 0
  br i1 %760, label %763, label %761

761:                                              ; preds = %758
  %762 = add nsw i32 %749, -1
  store i32 %762, ptr %746, align 4, !tbaa !11
  br label %765

763:                                              ; preds = %758
  %764 = atomicrmw volatile add ptr %746, i32 -1 acq_rel, align 4
  br label %765

765:                                              ; preds = %763, %761
  %766 = phi i32 [ %749, %761 ], [ %764, %763 ]
  %767 = icmp eq i32 %766, 1
  br i1 %767, label %768, label %769, !prof !33

768:                                              ; preds = %765
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %743) #25
  br label %769

769:                                              ; preds = %741, %750, %765, %768
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %42) #25
  call void @_ZN4sycl3_V16bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %32) #25
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %32) #25
  call void @_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %28) #25
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %28) #25
  call void @_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %24) #25
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %24) #25
  %770 = getelementptr inbounds i8, ptr %22, i64 8
  %771 = load ptr, ptr %770, align 8, !tbaa !25
  %772 = icmp eq ptr %771, null
  br i1 %772, label %797, label %773

773:                                              ; preds = %769
  %774 = getelementptr inbounds i8, ptr %771, i64 8
  %775 = load atomic i64, ptr %774 acquire, align 8
  %776 = icmp eq i64 %775, 4294967297
  %777 = trunc i64 %775 to i32
  br i1 %776, label %778, label %786

778:                                              ; preds = %773
  store i32 0, ptr %774, align 8, !tbaa !27
  %779 = getelementptr inbounds i8, ptr %771, i64 12
  store i32 0, ptr %779, align 4, !tbaa !29
  %780 = load ptr, ptr %771, align 8, !tbaa !30
  %781 = getelementptr inbounds i8, ptr %780, i64 16
  %782 = load ptr, ptr %781, align 8
  call void %782(ptr noundef nonnull align 8 dereferenceable(16) %771) #25
  %783 = load ptr, ptr %771, align 8, !tbaa !30
  %784 = getelementptr inbounds i8, ptr %783, i64 24
  %785 = load ptr, ptr %784, align 8
  call void %785(ptr noundef nonnull align 8 dereferenceable(16) %771) #25
  br label %797

786:                                              ; preds = %773
  %787 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %788 = icmp eq i8 %787, 0
  br i1 %788, label %791, label %789

789:                                              ; preds = %786
  %790 = add nsw i32 %777, -1
  store i32 %790, ptr %774, align 4, !tbaa !11
  br label %793

791:                                              ; preds = %786
  %792 = atomicrmw volatile add ptr %774, i32 -1 acq_rel, align 4
  br label %793

793:                                              ; preds = %791, %789
  %794 = phi i32 [ %777, %789 ], [ %792, %791 ]
  %795 = icmp eq i32 %794, 1
  br i1 %795, label %796, label %797, !prof !33

796:                                              ; preds = %793
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %771) #25
  br label %797

797:                                              ; preds = %769, %778, %793, %796
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %22) #25
  %798 = load i64, ptr %20, align 8, !tbaa !5
  %799 = load i64, ptr %19, align 8, !tbaa !5
  %800 = load i64, ptr %21, align 8, !tbaa !5
  %801 = freeze i64 %799
  %802 = urem i64 %801, %800
  %803 = icmp eq i64 %801, %802
  br i1 %803, label %833, label %804

804:                                              ; preds = %797
  %805 = sub nuw i64 %801, %802
  %806 = add i64 %798, 4294967295
  %807 = mul i64 %806, %798
  %808 = trunc i64 %807 to i32
  %809 = or i32 %808, 1
  %810 = trunc i64 %798 to i32
  %811 = add nsw i32 %809, %810
  %812 = call i64 @llvm.umax.i64(i64 %805, i64 1)
  %813 = and i64 %812, 1
  %814 = icmp ult i64 %805, 2
  br i1 %814, label %817, label %815

815:                                              ; preds = %804
  %816 = and i64 %812, -2
  br label %855

817:                                              ; preds = %876, %804
  %818 = phi i1 [ poison, %804 ], [ %877, %876 ]
  %819 = phi i64 [ 0, %804 ], [ %878, %876 ]
  %820 = phi i1 [ true, %804 ], [ %877, %876 ]
  %821 = icmp eq i64 %813, 0
  %822 = xor i1 %820, true
  %823 = select i1 %821, i1 true, i1 %822
  %824 = select i1 %821, i1 %818, i1 false
  br i1 %823, label %833, label %825

825:                                              ; preds = %817
  %826 = getelementptr inbounds i32, ptr %92, i64 %819
  %827 = load i32, ptr %826, align 4, !tbaa !11
  %828 = udiv i64 %819, %800
  %829 = mul i64 %828, %798
  %830 = trunc i64 %829 to i32
  %831 = add nsw i32 %811, %830
  %832 = icmp eq i32 %827, %831
  br label %833

833:                                              ; preds = %817, %825, %797
  %834 = phi i1 [ true, %797 ], [ %824, %817 ], [ %832, %825 ]
  %835 = icmp eq i64 %798, 0
  br i1 %835, label %881, label %905

836:                                              ; preds = %375
  %837 = landingpad { ptr, i32 }
          cleanup
  br label %838

838:                                              ; preds = %443, %836
  %839 = phi { ptr, i32 } [ %837, %836 ], [ %444, %443 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %42) #25
  br label %840

840:                                              ; preds = %838, %739
  %841 = phi { ptr, i32 } [ %740, %739 ], [ %839, %838 ]
  call void @_ZN4sycl3_V16bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %32) #25
  br label %842

842:                                              ; preds = %840, %453
  %843 = phi { ptr, i32 } [ %841, %840 ], [ %454, %453 ]
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %32) #25
  call void @_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %28) #25
  br label %844

844:                                              ; preds = %842, %451
  %845 = phi { ptr, i32 } [ %843, %842 ], [ %452, %451 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %28) #25
  call void @_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %24) #25
  br label %846

846:                                              ; preds = %844, %449
  %847 = phi { ptr, i32 } [ %845, %844 ], [ %450, %449 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %24) #25
  call void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %22) #25
  br label %848

848:                                              ; preds = %846, %136
  %849 = phi { ptr, i32 } [ %847, %846 ], [ %128, %136 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %22) #25
  %850 = icmp eq ptr %115, null
  br i1 %850, label %929, label %851

851:                                              ; preds = %848
  %852 = ptrtoint ptr %114 to i64
  %853 = ptrtoint ptr %115 to i64
  %854 = sub i64 %852, %853
  call void @_ZdlPvm(ptr noundef nonnull %115, i64 noundef %854) #29
  br label %929

855:                                              ; preds = %876, %815
  %856 = phi i64 [ 0, %815 ], [ %878, %876 ]
  %857 = phi i1 [ true, %815 ], [ %877, %876 ]
  %858 = phi i64 [ 0, %815 ], [ %879, %876 ]
  br i1 %857, label %859, label %876

859:                                              ; preds = %855
  %860 = getelementptr inbounds i32, ptr %92, i64 %856
  %861 = load i32, ptr %860, align 4, !tbaa !11
  %862 = udiv i64 %856, %800
  %863 = mul i64 %862, %798
  %864 = trunc i64 %863 to i32
  %865 = add nsw i32 %811, %864
  %866 = icmp eq i32 %861, %865
  br i1 %866, label %867, label %876

867:                                              ; preds = %859
  %868 = or disjoint i64 %856, 1
  %869 = getelementptr inbounds i32, ptr %92, i64 %868
  %870 = load i32, ptr %869, align 4, !tbaa !11
  %871 = udiv i64 %868, %800
  %872 = mul i64 %871, %798
  %873 = trunc i64 %872 to i32
  %874 = add nsw i32 %811, %873
  %875 = icmp eq i32 %870, %874
  br label %876

876:                                              ; preds = %855, %867, %859
  %877 = phi i1 [ false, %859 ], [ %875, %867 ], [ false, %855 ]
  %878 = add nuw i64 %856, 2
  %879 = add i64 %858, 2
  %880 = icmp eq i64 %879, %816
  br i1 %880, label %817, label %855, !llvm.loop !94

881:                                              ; preds = %925, %833
  %882 = phi i1 [ %834, %833 ], [ %926, %925 ]
  %883 = select i1 %882, ptr @.str.3, ptr @.str.4
  %884 = call i32 @puts(ptr nonnull dereferenceable(1) %883)
  %885 = icmp eq ptr %115, null
  br i1 %885, label %890, label %886

886:                                              ; preds = %881
  %887 = ptrtoint ptr %114 to i64
  %888 = ptrtoint ptr %115 to i64
  %889 = sub i64 %887, %888
  call void @_ZdlPvm(ptr noundef nonnull %115, i64 noundef %889) #29
  br label %890

890:                                              ; preds = %881, %886
  %891 = icmp eq ptr %113, null
  br i1 %891, label %896, label %892

892:                                              ; preds = %890
  %893 = ptrtoint ptr %112 to i64
  %894 = ptrtoint ptr %113 to i64
  %895 = sub i64 %893, %894
  call void @_ZdlPvm(ptr noundef nonnull %113, i64 noundef %895) #29
  br label %896

896:                                              ; preds = %890, %892
  %897 = icmp eq ptr %92, null
  br i1 %897, label %902, label %898

898:                                              ; preds = %896
  %899 = ptrtoint ptr %91 to i64
  %900 = ptrtoint ptr %92 to i64
  %901 = sub i64 %899, %900
  call void @_ZdlPvm(ptr noundef nonnull %92, i64 noundef %901) #29
  br label %902

902:                                              ; preds = %896, %898
  %903 = xor i1 %882, true
  %904 = zext i1 %903 to i32
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19) #25
  ret i32 %904

905:                                              ; preds = %833, %925
  %906 = phi i64 [ %927, %925 ], [ 0, %833 ]
  %907 = phi i1 [ %926, %925 ], [ %834, %833 ]
  br i1 %907, label %908, label %925

908:                                              ; preds = %905
  %909 = getelementptr inbounds i32, ptr %113, i64 %906
  %910 = load i32, ptr %909, align 4, !tbaa !11
  %911 = trunc i64 %906 to i32
  %912 = icmp eq i32 %910, %911
  br i1 %912, label %913, label %925

913:                                              ; preds = %908
  %914 = shl i64 %906, 1
  %915 = getelementptr inbounds i32, ptr %115, i64 %914
  %916 = load i32, ptr %915, align 4, !tbaa !11
  %917 = icmp eq i32 %916, %910
  br i1 %917, label %918, label %925

918:                                              ; preds = %913
  %919 = or disjoint i64 %914, 1
  %920 = getelementptr inbounds i32, ptr %115, i64 %919
  %921 = load i32, ptr %920, align 4, !tbaa !11
  %922 = mul i64 %906, %906
  %923 = trunc i64 %922 to i32
  %924 = icmp eq i32 %921, %923
  br label %925

925:                                              ; preds = %918, %913, %908, %905
  %926 = phi i1 [ false, %913 ], [ false, %908 ], [ false, %905 ], [ %924, %918 ]
  %927 = add nuw i64 %906, 1
  %928 = icmp eq i64 %927, %798
  br i1 %928, label %881, label %905, !llvm.loop !95

929:                                              ; preds = %851, %848
  %930 = icmp eq ptr %113, null
  br i1 %930, label %938, label %931

931:                                              ; preds = %447, %929
  %932 = phi { ptr, i32 } [ %448, %447 ], [ %849, %929 ]
  %933 = phi ptr [ %102, %447 ], [ %112, %929 ]
  %934 = phi ptr [ %100, %447 ], [ %113, %929 ]
  %935 = ptrtoint ptr %933 to i64
  %936 = ptrtoint ptr %934 to i64
  %937 = sub i64 %935, %936
  call void @_ZdlPvm(ptr noundef nonnull %934, i64 noundef %937) #29
  br label %938

938:                                              ; preds = %931, %929, %445
  %939 = phi { ptr, i32 } [ %446, %445 ], [ %849, %929 ], [ %932, %931 ]
  %940 = icmp eq ptr %92, null
  br i1 %940, label %945, label %941

941:                                              ; preds = %938
  %942 = ptrtoint ptr %91 to i64
  %943 = ptrtoint ptr %92 to i64
  %944 = sub i64 %942, %943
  call void @_ZdlPvm(ptr noundef nonnull %92, i64 noundef %944) #29
  br label %945

945:                                              ; preds = %941, %938
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19) #25
  resume { ptr, i32 } %939
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtoul(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #2

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvEC2EPiRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %0, ptr noundef %1, ptr noundef nonnull align 8 dereferenceable(8) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.std::unique_ptr.100", align 8
  %7 = alloca %"struct.std::array", align 8
  %8 = load i64, ptr %2, align 8, !tbaa !5
  %9 = shl i64 %8, 2
  %10 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #27, !noalias !96
  store ptr getelementptr inbounds inrange(-16, 56) (i8, ptr @_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE, i64 16), ptr %10, align 8, !tbaa !30, !noalias !96
  %11 = getelementptr inbounds i8, ptr %10, i64 8
  store i64 128, ptr %11, align 8, !tbaa !99, !noalias !96
  %12 = getelementptr inbounds i8, ptr %10, i64 16
  store i64 4, ptr %12, align 8, !tbaa !101, !noalias !96
  store ptr %10, ptr %6, align 8, !tbaa !104
  invoke void @_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS8_EE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef %1, i64 noundef %9, i64 noundef 4, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull %6)
          to label %13 unwind label %33

13:                                               ; preds = %5
  %14 = load ptr, ptr %6, align 8, !tbaa !9
  %15 = icmp eq ptr %14, null
  br i1 %15, label %20, label %16

16:                                               ; preds = %13
  %17 = load ptr, ptr %14, align 8, !tbaa !30
  %18 = getelementptr inbounds i8, ptr %17, i64 16
  %19 = load ptr, ptr %18, align 8
  call void %19(ptr noundef nonnull align 8 dereferenceable(8) %14) #25
  br label %20

20:                                               ; preds = %13, %16
  store ptr null, ptr %6, align 8, !tbaa !9
  %21 = getelementptr inbounds i8, ptr %0, i64 16
  %22 = load i64, ptr %2, align 8
  store i64 %22, ptr %21, align 8
  %23 = getelementptr inbounds i8, ptr %0, i64 24
  store i64 0, ptr %23, align 8, !tbaa !106
  %24 = getelementptr inbounds i8, ptr %0, i64 32
  store i8 0, ptr %24, align 8, !tbaa !113
  %25 = load ptr, ptr %0, align 8, !tbaa !114
  %26 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTIi, i64 8), align 8, !tbaa !115
  %27 = load i8, ptr %26, align 1, !tbaa !32
  %28 = icmp eq i8 %27, 42
  %29 = zext i1 %28 to i64
  %30 = getelementptr inbounds i8, ptr %26, i64 %29
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #25
  store i64 %22, ptr %7, align 8, !tbaa !5, !alias.scope !117
  %31 = getelementptr inbounds i8, ptr %7, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %31, i8 0, i64 16, i1 false), !alias.scope !117
  invoke void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef %25, ptr noundef %1, ptr noundef nonnull %30, i32 noundef 1, i32 noundef 4, ptr noundef nonnull %7)
          to label %32 unwind label %41

32:                                               ; preds = %20
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #25
  ret void

33:                                               ; preds = %5
  %34 = landingpad { ptr, i32 }
          cleanup
  %35 = load ptr, ptr %6, align 8, !tbaa !9
  %36 = icmp eq ptr %35, null
  br i1 %36, label %43, label %37

37:                                               ; preds = %33
  %38 = load ptr, ptr %35, align 8, !tbaa !30
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

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvEC2EPiRKNS0_5rangeILi2EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(41) %0, ptr noundef %1, ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.std::unique_ptr.100", align 8
  %7 = alloca %"struct.std::array", align 16
  %8 = load i64, ptr %2, align 8, !tbaa !5
  %9 = getelementptr inbounds i8, ptr %2, i64 8
  %10 = load i64, ptr %9, align 8, !tbaa !5
  %11 = shl i64 %8, 2
  %12 = mul i64 %11, %10
  %13 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #27, !noalias !120
  store ptr getelementptr inbounds inrange(-16, 56) (i8, ptr @_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE, i64 16), ptr %13, align 8, !tbaa !30, !noalias !120
  %14 = getelementptr inbounds i8, ptr %13, i64 8
  store i64 128, ptr %14, align 8, !tbaa !99, !noalias !120
  %15 = getelementptr inbounds i8, ptr %13, i64 16
  store i64 4, ptr %15, align 8, !tbaa !101, !noalias !120
  store ptr %13, ptr %6, align 8, !tbaa !104
  invoke void @_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS8_EE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef %1, i64 noundef %12, i64 noundef 4, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull %6)
          to label %16 unwind label %36

16:                                               ; preds = %5
  %17 = load ptr, ptr %6, align 8, !tbaa !9
  %18 = icmp eq ptr %17, null
  br i1 %18, label %23, label %19

19:                                               ; preds = %16
  %20 = load ptr, ptr %17, align 8, !tbaa !30
  %21 = getelementptr inbounds i8, ptr %20, i64 16
  %22 = load ptr, ptr %21, align 8
  call void %22(ptr noundef nonnull align 8 dereferenceable(8) %17) #25
  br label %23

23:                                               ; preds = %16, %19
  store ptr null, ptr %6, align 8, !tbaa !9
  %24 = getelementptr inbounds i8, ptr %0, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %24, ptr noundef nonnull align 8 dereferenceable(16) %2, i64 16, i1 false)
  %25 = getelementptr inbounds i8, ptr %0, i64 32
  store i64 0, ptr %25, align 8, !tbaa !123
  %26 = getelementptr inbounds i8, ptr %0, i64 40
  store i8 0, ptr %26, align 8, !tbaa !127
  %27 = load ptr, ptr %0, align 8, !tbaa !114
  %28 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTIi, i64 8), align 8, !tbaa !115
  %29 = load i8, ptr %28, align 1, !tbaa !32
  %30 = icmp eq i8 %29, 42
  %31 = zext i1 %30 to i64
  %32 = getelementptr inbounds i8, ptr %28, i64 %31
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #25
  call void @llvm.experimental.noalias.scope.decl(metadata !128)
  %33 = load <2 x i64>, ptr %24, align 8, !tbaa !5, !noalias !128
  store <2 x i64> %33, ptr %7, align 16, !tbaa !5, !alias.scope !128
  %34 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 0, ptr %34, align 16, !tbaa !5, !alias.scope !128
  invoke void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef %27, ptr noundef %1, ptr noundef nonnull %32, i32 noundef 2, i32 noundef 4, ptr noundef nonnull %7)
          to label %35 unwind label %44

35:                                               ; preds = %23
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #25
  ret void

36:                                               ; preds = %5
  %37 = landingpad { ptr, i32 }
          cleanup
  %38 = load ptr, ptr %6, align 8, !tbaa !9
  %39 = icmp eq ptr %38, null
  br i1 %39, label %46, label %40

40:                                               ; preds = %36
  %41 = load ptr, ptr %38, align 8, !tbaa !30
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

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %0) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  %10 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.23, i64 noundef 20)
          to label %11 unwind label %51

11:                                               ; preds = %8
  %12 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.24, i64 noundef 1)
          to label %13 unwind label %51

13:                                               ; preds = %11
  %14 = load ptr, ptr %9, align 8, !tbaa !30
  %15 = getelementptr inbounds i8, ptr %14, i64 16
  %16 = load ptr, ptr %15, align 8
  %17 = tail call noundef ptr %16(ptr noundef nonnull align 8 dereferenceable(8) %9) #25
  %18 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZStlsISt11char_traitsIcEERSt13basic_ostreamIcT_ES5_PKc(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef %17)
          to label %19 unwind label %51

19:                                               ; preds = %13
  %20 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt4endlIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_(ptr noundef nonnull align 8 dereferenceable(8) %18)
          to label %21 unwind label %51

21:                                               ; preds = %19
  tail call void @__assert_fail(ptr noundef nonnull @.str.25, ptr noundef nonnull @.str.26, i32 noundef 483, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvED2Ev) #28
  unreachable

22:                                               ; preds = %1
  %23 = getelementptr inbounds i8, ptr %0, i64 8
  %24 = load ptr, ptr %23, align 8, !tbaa !25
  %25 = icmp eq ptr %24, null
  br i1 %25, label %50, label %26

26:                                               ; preds = %22
  %27 = getelementptr inbounds i8, ptr %24, i64 8
  %28 = load atomic i64, ptr %27 acquire, align 8
  %29 = icmp eq i64 %28, 4294967297
  %30 = trunc i64 %28 to i32
  br i1 %29, label %31, label %39

31:                                               ; preds = %26
  store i32 0, ptr %27, align 8, !tbaa !27
  %32 = getelementptr inbounds i8, ptr %24, i64 12
  store i32 0, ptr %32, align 4, !tbaa !29
  %33 = load ptr, ptr %24, align 8, !tbaa !30
  %34 = getelementptr inbounds i8, ptr %33, i64 16
  %35 = load ptr, ptr %34, align 8
  tail call void %35(ptr noundef nonnull align 8 dereferenceable(16) %24) #25
  %36 = load ptr, ptr %24, align 8, !tbaa !30
  %37 = getelementptr inbounds i8, ptr %36, i64 24
  %38 = load ptr, ptr %37, align 8
  tail call void %38(ptr noundef nonnull align 8 dereferenceable(16) %24) #25
  br label %50

39:                                               ; preds = %26
  %40 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %41 = icmp eq i8 %40, 0
  br i1 %41, label %44, label %42

42:                                               ; preds = %39
  %43 = add nsw i32 %30, -1
  store i32 %43, ptr %27, align 4, !tbaa !11
  br label %46

44:                                               ; preds = %39
  %45 = atomicrmw volatile add ptr %27, i32 -1 acq_rel, align 4
  br label %46

46:                                               ; preds = %44, %42
  %47 = phi i32 [ %30, %42 ], [ %45, %44 ]
  %48 = icmp eq i32 %47, 1
  br i1 %48, label %49, label %50, !prof !33

49:                                               ; preds = %46
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %24) #25
  br label %50

50:                                               ; preds = %22, %31, %46, %49
  ret void

51:                                               ; preds = %19, %11, %8, %13
  %52 = landingpad { ptr, i32 }
          catch ptr null
  %53 = extractvalue { ptr, i32 } %52, 0
  tail call void @__clang_call_terminate(ptr %53) #28
  unreachable

54:                                               ; preds = %2
  tail call void @__clang_call_terminate(ptr %4) #28
  unreachable
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %0) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  %10 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.23, i64 noundef 20)
          to label %11 unwind label %51

11:                                               ; preds = %8
  %12 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.24, i64 noundef 1)
          to label %13 unwind label %51

13:                                               ; preds = %11
  %14 = load ptr, ptr %9, align 8, !tbaa !30
  %15 = getelementptr inbounds i8, ptr %14, i64 16
  %16 = load ptr, ptr %15, align 8
  %17 = tail call noundef ptr %16(ptr noundef nonnull align 8 dereferenceable(8) %9) #25
  %18 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZStlsISt11char_traitsIcEERSt13basic_ostreamIcT_ES5_PKc(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef %17)
          to label %19 unwind label %51

19:                                               ; preds = %13
  %20 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt4endlIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_(ptr noundef nonnull align 8 dereferenceable(8) %18)
          to label %21 unwind label %51

21:                                               ; preds = %19
  tail call void @__assert_fail(ptr noundef nonnull @.str.25, ptr noundef nonnull @.str.26, i32 noundef 483, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvED2Ev) #28
  unreachable

22:                                               ; preds = %1
  %23 = getelementptr inbounds i8, ptr %0, i64 8
  %24 = load ptr, ptr %23, align 8, !tbaa !25
  %25 = icmp eq ptr %24, null
  br i1 %25, label %50, label %26

26:                                               ; preds = %22
  %27 = getelementptr inbounds i8, ptr %24, i64 8
  %28 = load atomic i64, ptr %27 acquire, align 8
  %29 = icmp eq i64 %28, 4294967297
  %30 = trunc i64 %28 to i32
  br i1 %29, label %31, label %39

31:                                               ; preds = %26
  store i32 0, ptr %27, align 8, !tbaa !27
  %32 = getelementptr inbounds i8, ptr %24, i64 12
  store i32 0, ptr %32, align 4, !tbaa !29
  %33 = load ptr, ptr %24, align 8, !tbaa !30
  %34 = getelementptr inbounds i8, ptr %33, i64 16
  %35 = load ptr, ptr %34, align 8
  tail call void %35(ptr noundef nonnull align 8 dereferenceable(16) %24) #25
  %36 = load ptr, ptr %24, align 8, !tbaa !30
  %37 = getelementptr inbounds i8, ptr %36, i64 24
  %38 = load ptr, ptr %37, align 8
  tail call void %38(ptr noundef nonnull align 8 dereferenceable(16) %24) #25
  br label %50

39:                                               ; preds = %26
  %40 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %41 = icmp eq i8 %40, 0
  br i1 %41, label %44, label %42

42:                                               ; preds = %39
  %43 = add nsw i32 %30, -1
  store i32 %43, ptr %27, align 4, !tbaa !11
  br label %46

44:                                               ; preds = %39
  %45 = atomicrmw volatile add ptr %27, i32 -1 acq_rel, align 4
  br label %46

46:                                               ; preds = %44, %42
  %47 = phi i32 [ %30, %42 ], [ %45, %44 ]
  %48 = icmp eq i32 %47, 1
  br i1 %48, label %49, label %50, !prof !33

49:                                               ; preds = %46
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %24) #25
  br label %50

50:                                               ; preds = %22, %31, %46, %49
  ret void

51:                                               ; preds = %19, %11, %8, %13
  %52 = landingpad { ptr, i32 }
          catch ptr null
  %53 = extractvalue { ptr, i32 } %52, 0
  tail call void @__clang_call_terminate(ptr %53) #28
  unreachable

54:                                               ; preds = %2
  tail call void @__clang_call_terminate(ptr %4) #28
  unreachable
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !25
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !27
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !29
  %12 = load ptr, ptr %3, align 8, !tbaa !30
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !30
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !11
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !33

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
  %3 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.5, i64 noundef 40)
  %4 = tail call ptr @_ZNK4sycl3_V114exception_list5beginEv(ptr noundef nonnull align 8 dereferenceable(24) %0)
  %5 = tail call ptr @_ZNK4sycl3_V114exception_list3endEv(ptr noundef nonnull align 8 dereferenceable(24) %0)
  %6 = icmp eq ptr %4, %5
  br i1 %6, label %7, label %9

7:                                                ; preds = %46, %1
  %8 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt4endlIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr)
  call void @_ZSt9terminatev() #28
  unreachable

9:                                                ; preds = %1, %46
  %10 = phi ptr [ %47, %46 ], [ %4, %1 ]
  %11 = load ptr, ptr %10, align 8, !tbaa !131
  %12 = icmp eq ptr %11, null
  br i1 %12, label %46, label %13

13:                                               ; preds = %9
  store ptr %11, ptr %2, align 8, !tbaa !131
  call void @_ZNSt15__exception_ptr13exception_ptr9_M_addrefEv(ptr noundef nonnull align 8 dereferenceable(8) %2) #25
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
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %2) #25
  br label %21

21:                                               ; preds = %15, %20
  %22 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #25
  %23 = icmp eq i32 %17, %22
  br i1 %23, label %24, label %51

24:                                               ; preds = %21
  %25 = extractvalue { ptr, i32 } %16, 0
  %26 = call ptr @__cxa_begin_catch(ptr %25) #25
  %27 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.6, i64 noundef 2)
          to label %28 unwind label %49

28:                                               ; preds = %24
  %29 = load ptr, ptr %26, align 8, !tbaa !30
  %30 = getelementptr inbounds i8, ptr %29, i64 16
  %31 = load ptr, ptr %30, align 8
  %32 = call noundef ptr %31(ptr noundef nonnull align 8 dereferenceable(8) %26) #25
  %33 = icmp eq ptr %32, null
  br i1 %33, label %34, label %42

34:                                               ; preds = %28
  %35 = load ptr, ptr @_ZSt4cerr, align 8, !tbaa !30
  %36 = getelementptr i8, ptr %35, i64 -24
  %37 = load i64, ptr %36, align 8
  %38 = getelementptr inbounds i8, ptr @_ZSt4cerr, i64 %37
  %39 = getelementptr inbounds i8, ptr %38, i64 32
  %40 = load i32, ptr %39, align 8, !tbaa !133
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
  call void @__clang_call_terminate(ptr %55) #28
  unreachable
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::device", align 8
  %6 = alloca %"class.std::function.29", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #25
  %7 = getelementptr inbounds i8, ptr %6, i64 16
  %8 = getelementptr inbounds i8, ptr %6, i64 24
  %9 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 0, ptr %9, align 8
  store ptr %1, ptr %6, align 8, !tbaa !9
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_, ptr %8, align 8, !tbaa !139
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E10_M_managerERSt9_Any_dataRKS8_St18_Manager_operation, ptr %7, align 8, !tbaa !21
  invoke void @_ZN4sycl3_V16detail13select_deviceERKSt8functionIFiRKNS0_6deviceEEE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::device") align 8 %5, ptr noundef nonnull align 8 dereferenceable(32) %6)
          to label %10 unwind label %48

10:                                               ; preds = %4
  invoke void @_ZN4sycl3_V15queueC2ERKNS0_6deviceERKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %11 unwind label %50

11:                                               ; preds = %10
  %12 = getelementptr inbounds i8, ptr %5, i64 8
  %13 = load ptr, ptr %12, align 8, !tbaa !25
  %14 = icmp eq ptr %13, null
  br i1 %14, label %39, label %15

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %13, i64 8
  %17 = load atomic i64, ptr %16 acquire, align 8
  %18 = icmp eq i64 %17, 4294967297
  %19 = trunc i64 %17 to i32
  br i1 %18, label %20, label %28

20:                                               ; preds = %15
  store i32 0, ptr %16, align 8, !tbaa !27
  %21 = getelementptr inbounds i8, ptr %13, i64 12
  store i32 0, ptr %21, align 4, !tbaa !29
  %22 = load ptr, ptr %13, align 8, !tbaa !30
  %23 = getelementptr inbounds i8, ptr %22, i64 16
  %24 = load ptr, ptr %23, align 8
  call void %24(ptr noundef nonnull align 8 dereferenceable(16) %13) #25
  %25 = load ptr, ptr %13, align 8, !tbaa !30
  %26 = getelementptr inbounds i8, ptr %25, i64 24
  %27 = load ptr, ptr %26, align 8
  call void %27(ptr noundef nonnull align 8 dereferenceable(16) %13) #25
  br label %39

28:                                               ; preds = %15
  %29 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %30 = icmp eq i8 %29, 0
  br i1 %30, label %33, label %31

31:                                               ; preds = %28
  %32 = add nsw i32 %19, -1
  store i32 %32, ptr %16, align 4, !tbaa !11
  br label %35

33:                                               ; preds = %28
  %34 = atomicrmw volatile add ptr %16, i32 -1 acq_rel, align 4
  br label %35

35:                                               ; preds = %33, %31
  %36 = phi i32 [ %19, %31 ], [ %34, %33 ]
  %37 = icmp eq i32 %36, 1
  br i1 %37, label %38, label %39, !prof !33

38:                                               ; preds = %35
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %13) #25
  br label %39

39:                                               ; preds = %11, %20, %35, %38
  %40 = load ptr, ptr %7, align 8, !tbaa !21
  %41 = icmp eq ptr %40, null
  br i1 %41, label %47, label %42

42:                                               ; preds = %39
  %43 = invoke noundef zeroext i1 %40(ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(16) %6, i32 noundef 3)
          to label %47 unwind label %44

44:                                               ; preds = %42
  %45 = landingpad { ptr, i32 }
          catch ptr null
  %46 = extractvalue { ptr, i32 } %45, 0
  call void @__clang_call_terminate(ptr %46) #28
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
  %54 = load ptr, ptr %7, align 8, !tbaa !21
  %55 = icmp eq ptr %54, null
  br i1 %55, label %61, label %56

56:                                               ; preds = %52
  %57 = invoke noundef zeroext i1 %54(ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(16) %6, i32 noundef 3)
          to label %61 unwind label %58

58:                                               ; preds = %56
  %59 = landingpad { ptr, i32 }
          catch ptr null
  %60 = extractvalue { ptr, i32 } %59, 0
  call void @__clang_call_terminate(ptr %60) #28
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
  tail call void @_ZSt9terminatev() #28
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
define linkonce_odr dso_local void @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(24) %1) #3 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %15) #25
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
  call void @_ZdlPvm(ptr noundef nonnull %25, i64 noundef %31) #29
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
define linkonce_odr dso_local noundef zeroext i1 @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) #3 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  tail call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %7) #25
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
  tail call void @_ZdlPvm(ptr noundef nonnull %17, i64 noundef %24) #29
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
  %3 = load ptr, ptr %2, align 8, !tbaa !25
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !27
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !29
  %12 = load ptr, ptr %3, align 8, !tbaa !30
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !30
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !11
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !33

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) #3 comdat align 2 {
  %3 = load ptr, ptr %0, align 8, !tbaa !9
  %4 = tail call noundef i32 %3(ptr noundef nonnull align 8 dereferenceable(16) %1)
  ret i32 %4
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E10_M_managerERSt9_Any_dataRKS8_St18_Manager_operation(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) #3 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  %2 = load ptr, ptr %0, align 8, !tbaa !30
  %3 = getelementptr inbounds i8, ptr %2, i64 16
  %4 = load ptr, ptr %3, align 8
  tail call void %4(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
  %5 = getelementptr inbounds i8, ptr %0, i64 12
  %6 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %7 = icmp eq i8 %6, 0
  br i1 %7, label %11, label %8

8:                                                ; preds = %1
  %9 = load i32, ptr %5, align 4, !tbaa !11
  %10 = add nsw i32 %9, -1
  store i32 %10, ptr %5, align 4, !tbaa !11
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
  tail call void %19(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
  br label %20

20:                                               ; preds = %13, %16
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #16

declare void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #6

declare void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #6

declare void @_ZN4sycl3_V15queue22submit_with_event_implESt8functionIFvRNS0_7handlerEEERKNS0_6detail14SubmissionInfoERKNS7_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), i1 noundef zeroext) local_unnamed_addr #6

declare noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #6

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail14SubmissionInfoD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !25
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !27
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !29
  %12 = load ptr, ptr %3, align 8, !tbaa !30
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !30
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !11
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !33

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: nounwind
declare void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1)) unnamed_addr #12

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #17

; Function Attrs: mustprogress uwtable
define internal void @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZL4markRNS1_5queueERNS1_6bufferIiLi1ENS1_6detail17aligned_allocatorIiEEvEEiEUlS3_E_E9_M_invokeERKSt9_Any_dataS3_(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #3 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca { ptr, [8 x i8] }, align 8
  %4 = alloca %"class.std::vector.89", align 8
  %5 = alloca %"class.sycl::_V1::range.71", align 8
  %6 = alloca %class.anon.69, align 8
  %7 = alloca i32, align 4
  %8 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %9 = alloca %"class.sycl::_V1::accessor", align 8
  %10 = alloca %"class.sycl::_V1::property_list", align 8
  %11 = alloca %class.anon.69, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #25
  %12 = load ptr, ptr %0, align 8, !tbaa !146
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %10, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8)
  store ptr @.str, ptr %8, align 8
  %13 = getelementptr inbounds i8, ptr %8, i64 8
  store ptr @.str.11, ptr %13, align 8
  %14 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 27, ptr %14, align 8
  %15 = getelementptr inbounds i8, ptr %8, i64 24
  store i64 20, ptr %15, align 8
  invoke void @_ZN4sycl3_V18accessorIiLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi1ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %9, ptr noundef nonnull align 8 dereferenceable(33) %12, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %10, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %8)
          to label %16 unwind label %411

16:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7) #25
  store i32 5, ptr %7, align 4, !tbaa !148
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %12, ptr noundef nonnull align 4 dereferenceable(4) %7)
          to label %19 unwind label %17

17:                                               ; preds = %16
  %18 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #25
  br label %413

19:                                               ; preds = %16
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8)
  %20 = getelementptr inbounds i8, ptr %10, i64 8
  %21 = load ptr, ptr %20, align 8, !tbaa !22
  %22 = getelementptr inbounds i8, ptr %10, i64 16
  %23 = load ptr, ptr %22, align 8, !tbaa !24
  %24 = icmp eq ptr %21, %23
  br i1 %24, label %59, label %25

25:                                               ; preds = %19, %54
  %26 = phi ptr [ %55, %54 ], [ %21, %19 ]
  %27 = getelementptr inbounds i8, ptr %26, i64 8
  %28 = load ptr, ptr %27, align 8, !tbaa !25
  %29 = icmp eq ptr %28, null
  br i1 %29, label %54, label %30

30:                                               ; preds = %25
  %31 = getelementptr inbounds i8, ptr %28, i64 8
  %32 = load atomic i64, ptr %31 acquire, align 8
  %33 = icmp eq i64 %32, 4294967297
  %34 = trunc i64 %32 to i32
  br i1 %33, label %35, label %43

35:                                               ; preds = %30
  store i32 0, ptr %31, align 8, !tbaa !27
  %36 = getelementptr inbounds i8, ptr %28, i64 12
  store i32 0, ptr %36, align 4, !tbaa !29
  %37 = load ptr, ptr %28, align 8, !tbaa !30
  %38 = getelementptr inbounds i8, ptr %37, i64 16
  %39 = load ptr, ptr %38, align 8
  call void %39(ptr noundef nonnull align 8 dereferenceable(16) %28) #25
  %40 = load ptr, ptr %28, align 8, !tbaa !30
  %41 = getelementptr inbounds i8, ptr %40, i64 24
  %42 = load ptr, ptr %41, align 8
  call void %42(ptr noundef nonnull align 8 dereferenceable(16) %28) #25
  br label %54

43:                                               ; preds = %30
  %44 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %45 = icmp eq i8 %44, 0
  br i1 %45, label %48, label %46

46:                                               ; preds = %43
  %47 = add nsw i32 %34, -1
  store i32 %47, ptr %31, align 4, !tbaa !11
  br label %50

48:                                               ; preds = %43
  %49 = atomicrmw volatile add ptr %31, i32 -1 acq_rel, align 4
  br label %50

50:                                               ; preds = %48, %46
  %51 = phi i32 [ %34, %46 ], [ %49, %48 ]
  %52 = icmp eq i32 %51, 1
  br i1 %52, label %53, label %54, !prof !33

53:                                               ; preds = %50
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %28) #25
  br label %54

54:                                               ; preds = %53, %50, %35, %25
  %55 = getelementptr inbounds i8, ptr %26, i64 16
  %56 = icmp eq ptr %55, %23
  br i1 %56, label %57, label %25, !llvm.loop !34

57:                                               ; preds = %54
  %58 = load ptr, ptr %20, align 8, !tbaa !22
  br label %59

59:                                               ; preds = %57, %19
  %60 = phi ptr [ %58, %57 ], [ %21, %19 ]
  %61 = icmp eq ptr %60, null
  br i1 %61, label %68, label %62

62:                                               ; preds = %59
  %63 = getelementptr inbounds i8, ptr %10, i64 24
  %64 = load ptr, ptr %63, align 8, !tbaa !35
  %65 = ptrtoint ptr %64 to i64
  %66 = ptrtoint ptr %60 to i64
  %67 = sub i64 %65, %66
  call void @_ZdlPvm(ptr noundef nonnull %60, i64 noundef %67) #29
  br label %68

68:                                               ; preds = %62, %59
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #25
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %11) #25
  %69 = load ptr, ptr %9, align 8, !tbaa !150
  store ptr %69, ptr %11, align 8, !tbaa !150
  %70 = getelementptr inbounds i8, ptr %11, i64 8
  %71 = getelementptr inbounds i8, ptr %9, i64 8
  %72 = load ptr, ptr %71, align 8, !tbaa !25
  store ptr %72, ptr %70, align 8, !tbaa !25
  %73 = icmp eq ptr %72, null
  br i1 %73, label %74, label %81

74:                                               ; preds = %68
  %75 = getelementptr inbounds i8, ptr %11, i64 16
  %76 = getelementptr inbounds i8, ptr %9, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %75, ptr noundef nonnull align 8 dereferenceable(16) %76, i64 16, i1 false)
  %77 = getelementptr inbounds i8, ptr %11, i64 32
  %78 = getelementptr inbounds i8, ptr %0, i64 8
  %79 = load ptr, ptr %78, align 8, !tbaa !152
  %80 = load i32, ptr %79, align 4, !tbaa !11
  store i32 %80, ptr %77, align 8, !tbaa !153
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %6)
  br label %182

81:                                               ; preds = %68
  %82 = getelementptr inbounds i8, ptr %72, i64 8
  %83 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %84 = icmp eq i8 %83, 0
  br i1 %84, label %94, label %85

85:                                               ; preds = %81
  %86 = load i32, ptr %82, align 4, !tbaa !11
  %87 = add nsw i32 %86, 1
  store i32 %87, ptr %82, align 4, !tbaa !11
  %88 = getelementptr inbounds i8, ptr %11, i64 16
  %89 = getelementptr inbounds i8, ptr %9, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %88, ptr noundef nonnull align 8 dereferenceable(16) %89, i64 16, i1 false)
  %90 = getelementptr inbounds i8, ptr %11, i64 32
  %91 = getelementptr inbounds i8, ptr %0, i64 8
  %92 = load ptr, ptr %91, align 8, !tbaa !152
  %93 = load i32, ptr %92, align 4, !tbaa !11
  store i32 %93, ptr %90, align 8, !tbaa !153
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %6)
  br label %110

94:                                               ; preds = %81
  %95 = atomicrmw volatile add ptr %82, i32 1 acq_rel, align 4
  %96 = load ptr, ptr %70, align 8, !tbaa !25
  %97 = getelementptr inbounds i8, ptr %11, i64 16
  %98 = getelementptr inbounds i8, ptr %9, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %97, ptr noundef nonnull align 8 dereferenceable(16) %98, i64 16, i1 false)
  %99 = getelementptr inbounds i8, ptr %11, i64 32
  %100 = getelementptr inbounds i8, ptr %0, i64 8
  %101 = load ptr, ptr %100, align 8, !tbaa !152
  %102 = load i32, ptr %101, align 4, !tbaa !11
  store i32 %102, ptr %99, align 8, !tbaa !153
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %6)
  %103 = icmp eq ptr %96, null
  br i1 %103, label %182, label %104

104:                                              ; preds = %94
  %105 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %106 = getelementptr inbounds i8, ptr %96, i64 8
  %107 = icmp eq i8 %105, 0
  br i1 %107, label %117, label %108

108:                                              ; preds = %104
  %109 = load i32, ptr %106, align 4, !tbaa !11
  br label %110

110:                                              ; preds = %108, %85
  %111 = phi i32 [ %87, %85 ], [ %109, %108 ]
  %112 = phi ptr [ %82, %85 ], [ %106, %108 ]
  %113 = phi ptr [ %72, %85 ], [ %96, %108 ]
  %114 = phi ptr [ %88, %85 ], [ %97, %108 ]
  %115 = phi ptr [ %90, %85 ], [ %99, %108 ]
  %116 = add nsw i32 %111, 1
  store i32 %116, ptr %112, align 4, !tbaa !11
  br label %123

117:                                              ; preds = %104
  %118 = atomicrmw volatile add ptr %106, i32 1 acq_rel, align 4
  %119 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %120 = icmp eq i8 %119, 0
  br i1 %120, label %130, label %121

121:                                              ; preds = %117
  %122 = load i32, ptr %106, align 4, !tbaa !11
  br label %123

123:                                              ; preds = %121, %110
  %124 = phi ptr [ %106, %121 ], [ %112, %110 ]
  %125 = phi ptr [ %96, %121 ], [ %113, %110 ]
  %126 = phi ptr [ %97, %121 ], [ %114, %110 ]
  %127 = phi ptr [ %99, %121 ], [ %115, %110 ]
  %128 = phi i32 [ %122, %121 ], [ %116, %110 ]
  %129 = add nsw i32 %128, 1
  store i32 %129, ptr %124, align 4, !tbaa !11
  br label %132

130:                                              ; preds = %117
  %131 = atomicrmw volatile add ptr %106, i32 1 acq_rel, align 4
  br label %132

132:                                              ; preds = %130, %123
  %133 = phi ptr [ %106, %130 ], [ %124, %123 ]
  %134 = phi ptr [ %96, %130 ], [ %125, %123 ]
  %135 = phi ptr [ %97, %130 ], [ %126, %123 ]
  %136 = phi ptr [ %99, %130 ], [ %127, %123 ]
  %137 = load atomic i64, ptr %133 acquire, align 8
  %138 = icmp eq i64 %137, 4294967297
  %139 = trunc i64 %137 to i32
  br i1 %138, label %140, label %148

140:                                              ; preds = %132
  store i32 0, ptr %133, align 8, !tbaa !27
  %141 = getelementptr inbounds i8, ptr %134, i64 12
  store i32 0, ptr %141, align 4, !tbaa !29
  %142 = load ptr, ptr %134, align 8, !tbaa !30
  %143 = getelementptr inbounds i8, ptr %142, i64 16
  %144 = load ptr, ptr %143, align 8
  call void %144(ptr noundef nonnull align 8 dereferenceable(16) %134) #25
  %145 = load ptr, ptr %134, align 8, !tbaa !30
  %146 = getelementptr inbounds i8, ptr %145, i64 24
  %147 = load ptr, ptr %146, align 8
  call void %147(ptr noundef nonnull align 8 dereferenceable(16) %134) #25
  br label %159

148:                                              ; preds = %132
  %149 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %150 = icmp eq i8 %149, 0
  br i1 %150, label %153, label %151

151:                                              ; preds = %148
  %152 = add nsw i32 %139, -1
  store i32 %152, ptr %133, align 4, !tbaa !11
  br label %155

153:                                              ; preds = %148
  %154 = atomicrmw volatile add ptr %133, i32 -1 acq_rel, align 4
  br label %155

155:                                              ; preds = %153, %151
  %156 = phi i32 [ %139, %151 ], [ %154, %153 ]
  %157 = icmp eq i32 %156, 1
  br i1 %157, label %158, label %159, !prof !33

158:                                              ; preds = %155
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %134) #25
  br label %159

159:                                              ; preds = %158, %155, %140
  %160 = load atomic i64, ptr %133 acquire, align 8
  %161 = icmp eq i64 %160, 4294967297
  %162 = trunc i64 %160 to i32
  br i1 %161, label %163, label %171

163:                                              ; preds = %159
  store i32 0, ptr %133, align 8, !tbaa !27
  %164 = getelementptr inbounds i8, ptr %134, i64 12
  store i32 0, ptr %164, align 4, !tbaa !29
  %165 = load ptr, ptr %134, align 8, !tbaa !30
  %166 = getelementptr inbounds i8, ptr %165, i64 16
  %167 = load ptr, ptr %166, align 8
  call void %167(ptr noundef nonnull align 8 dereferenceable(16) %134) #25
  %168 = load ptr, ptr %134, align 8, !tbaa !30
  %169 = getelementptr inbounds i8, ptr %168, i64 24
  %170 = load ptr, ptr %169, align 8
  call void %170(ptr noundef nonnull align 8 dereferenceable(16) %134) #25
  br label %182

171:                                              ; preds = %159
  %172 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %173 = icmp eq i8 %172, 0
  br i1 %173, label %176, label %174

174:                                              ; preds = %171
  %175 = add nsw i32 %162, -1
  store i32 %175, ptr %133, align 4, !tbaa !11
  br label %178

176:                                              ; preds = %171
  %177 = atomicrmw volatile add ptr %133, i32 -1 acq_rel, align 4
  br label %178

178:                                              ; preds = %176, %174
  %179 = phi i32 [ %162, %174 ], [ %177, %176 ]
  %180 = icmp eq i32 %179, 1
  br i1 %180, label %181, label %182, !prof !33

181:                                              ; preds = %178
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %134) #25
  br label %182

182:                                              ; preds = %181, %178, %163, %94, %74
  %183 = phi ptr [ %77, %74 ], [ %136, %181 ], [ %136, %178 ], [ %136, %163 ], [ %99, %94 ]
  %184 = phi ptr [ %75, %74 ], [ %135, %181 ], [ %135, %178 ], [ %135, %163 ], [ %97, %94 ]
  %185 = invoke noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %186 unwind label %415

186:                                              ; preds = %182
  %187 = icmp eq i32 %185, 0
  br i1 %187, label %197, label %188

188:                                              ; preds = %186
  %189 = call ptr @__cxa_allocate_exception(i64 64) #25
  %190 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #25
  %191 = extractvalue { i32, ptr } %190, 0
  %192 = extractvalue { i32, ptr } %190, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %189, i32 %191, ptr %192, ptr noundef nonnull @.str.14)
          to label %193 unwind label %195

193:                                              ; preds = %188
  invoke void @__cxa_throw(ptr nonnull %189, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #26
          to label %194 unwind label %415

194:                                              ; preds = %193
  unreachable

195:                                              ; preds = %188
  %196 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %189) #25
  br label %417

197:                                              ; preds = %186
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.17)
          to label %198 unwind label %415

198:                                              ; preds = %197
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5)
  %199 = getelementptr inbounds i8, ptr %5, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %199, i8 0, i64 16, i1 false), !alias.scope !158
  store i64 1, ptr %5, align 8, !tbaa !5, !alias.scope !158
  invoke void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range.71") align 8 %5, i1 noundef zeroext false, i32 noundef 1)
          to label %200 unwind label %415

200:                                              ; preds = %198
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5)
  invoke void @_ZN4sycl3_V17handler22setKernelIsCooperativeEb(ptr noundef nonnull align 8 dereferenceable(216) %1, i1 noundef zeroext false)
          to label %201 unwind label %415

201:                                              ; preds = %200
  %202 = load ptr, ptr %11, align 8, !tbaa !150
  store ptr %202, ptr %6, align 8, !tbaa !150
  %203 = getelementptr inbounds i8, ptr %6, i64 8
  %204 = load ptr, ptr %70, align 8, !tbaa !25
  store ptr %204, ptr %203, align 8, !tbaa !25
  %205 = icmp eq ptr %204, null
  br i1 %205, label %215, label %206

206:                                              ; preds = %201
  %207 = getelementptr inbounds i8, ptr %204, i64 8
  %208 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %209 = icmp eq i8 %208, 0
  br i1 %209, label %213, label %210

210:                                              ; preds = %206
  %211 = load i32, ptr %207, align 4, !tbaa !11
  %212 = add nsw i32 %211, 1
  store i32 %212, ptr %207, align 4, !tbaa !11
  br label %215

213:                                              ; preds = %206
  %214 = atomicrmw volatile add ptr %207, i32 1 acq_rel, align 4
  br label %215

215:                                              ; preds = %213, %210, %201
  %216 = getelementptr inbounds i8, ptr %6, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %216, ptr noundef nonnull readonly align 8 dereferenceable(16) %184, i64 16, i1 false)
  %217 = getelementptr inbounds i8, ptr %6, i64 32
  %218 = load i32, ptr %183, align 8, !tbaa !153
  store i32 %218, ptr %217, align 8, !tbaa !153
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3)
  %219 = invoke noalias noundef nonnull dereferenceable(48) ptr @_Znwm(i64 noundef 48) #27
          to label %220 unwind label %352

220:                                              ; preds = %215
  %221 = load ptr, ptr %6, align 8, !tbaa !150, !noalias !161
  %222 = load ptr, ptr %203, align 8, !tbaa !25, !noalias !161
  %223 = icmp eq ptr %222, null
  %224 = getelementptr inbounds i8, ptr %219, i64 16
  br i1 %223, label %246, label %225

225:                                              ; preds = %220
  %226 = getelementptr inbounds i8, ptr %222, i64 8
  %227 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32, !noalias !161
  %228 = icmp eq i8 %227, 0
  %229 = getelementptr inbounds i8, ptr %219, i64 8
  br i1 %228, label %233, label %230

230:                                              ; preds = %225
  %231 = load i32, ptr %226, align 4, !tbaa !11, !noalias !161
  %232 = add nsw i32 %231, 1
  store i32 %232, ptr %226, align 4, !tbaa !11, !noalias !161
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull readonly align 8 dereferenceable(16) %216, i64 16, i1 false), !noalias !161
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZL4markRNS0_5queueERNS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEiENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EEE, i64 16), ptr %219, align 8, !tbaa !30, !noalias !161
  store ptr %221, ptr %229, align 8, !tbaa !150, !noalias !161
  store ptr %222, ptr %224, align 8, !tbaa !25, !noalias !161
  br label %240

233:                                              ; preds = %225
  %234 = atomicrmw volatile add ptr %226, i32 1 acq_rel, align 4, !noalias !161
  %235 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32, !noalias !161
  %236 = icmp eq i8 %235, 0
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull readonly align 8 dereferenceable(16) %216, i64 16, i1 false), !noalias !161
  %237 = load i32, ptr %217, align 8, !tbaa !153, !noalias !161
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZL4markRNS0_5queueERNS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEiENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EEE, i64 16), ptr %219, align 8, !tbaa !30, !noalias !161
  store ptr %221, ptr %229, align 8, !tbaa !150, !noalias !161
  store ptr %222, ptr %224, align 8, !tbaa !25, !noalias !161
  br i1 %236, label %244, label %238

238:                                              ; preds = %233
  %239 = load i32, ptr %226, align 4, !tbaa !11, !noalias !161
  br label %240

240:                                              ; preds = %238, %230
  %241 = phi i32 [ %232, %230 ], [ %239, %238 ]
  %242 = phi i32 [ %218, %230 ], [ %237, %238 ]
  %243 = add nsw i32 %241, 1
  store i32 %243, ptr %226, align 4, !tbaa !11, !noalias !161
  br label %250

244:                                              ; preds = %233
  %245 = atomicrmw volatile add ptr %226, i32 1 acq_rel, align 4, !noalias !161
  br label %250

246:                                              ; preds = %220
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZL4markRNS0_5queueERNS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEiENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EEE, i64 16), ptr %219, align 8, !tbaa !30, !noalias !161
  %247 = getelementptr inbounds i8, ptr %219, i64 8
  store ptr %221, ptr %247, align 8, !tbaa !150, !noalias !161
  store ptr null, ptr %224, align 8, !tbaa !25, !noalias !161
  %248 = getelementptr inbounds i8, ptr %219, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %248, ptr noundef nonnull readonly align 8 dereferenceable(16) %184, i64 16, i1 false)
  %249 = getelementptr inbounds i8, ptr %219, i64 40
  store i32 %218, ptr %249, align 8, !tbaa !153, !noalias !161
  br label %276

250:                                              ; preds = %244, %240
  %251 = phi i32 [ %242, %240 ], [ %237, %244 ]
  %252 = getelementptr inbounds i8, ptr %219, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %252, ptr noundef nonnull align 8 dereferenceable(16) %3, i64 16, i1 false), !noalias !161
  %253 = getelementptr inbounds i8, ptr %219, i64 40
  store i32 %251, ptr %253, align 8, !tbaa !153, !noalias !161
  %254 = load atomic i64, ptr %226 acquire, align 8, !noalias !161
  %255 = icmp eq i64 %254, 4294967297
  %256 = trunc i64 %254 to i32
  br i1 %255, label %257, label %265

257:                                              ; preds = %250
  store i32 0, ptr %226, align 8, !tbaa !27, !noalias !161
  %258 = getelementptr inbounds i8, ptr %222, i64 12
  store i32 0, ptr %258, align 4, !tbaa !29, !noalias !161
  %259 = load ptr, ptr %222, align 8, !tbaa !30, !noalias !161
  %260 = getelementptr inbounds i8, ptr %259, i64 16
  %261 = load ptr, ptr %260, align 8, !noalias !161
  call void %261(ptr noundef nonnull align 8 dereferenceable(16) %222) #25, !noalias !161
  %262 = load ptr, ptr %222, align 8, !tbaa !30, !noalias !161
  %263 = getelementptr inbounds i8, ptr %262, i64 24
  %264 = load ptr, ptr %263, align 8, !noalias !161
  call void %264(ptr noundef nonnull align 8 dereferenceable(16) %222) #25, !noalias !161
  br label %276

265:                                              ; preds = %250
  %266 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32, !noalias !161
  %267 = icmp eq i8 %266, 0
  br i1 %267, label %270, label %268

268:                                              ; preds = %265
  %269 = add nsw i32 %256, -1
  store i32 %269, ptr %226, align 4, !tbaa !11, !noalias !161
  br label %272

270:                                              ; preds = %265
  %271 = atomicrmw volatile add ptr %226, i32 -1 acq_rel, align 4, !noalias !161
  br label %272

272:                                              ; preds = %270, %268
  %273 = phi i32 [ %256, %268 ], [ %271, %270 ]
  %274 = icmp eq i32 %273, 1
  br i1 %274, label %275, label %276, !prof !33

275:                                              ; preds = %272
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %222) #25, !noalias !161
  br label %276

276:                                              ; preds = %275, %272, %257, %246
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3)
  %277 = getelementptr inbounds i8, ptr %1, i64 152
  %278 = load ptr, ptr %277, align 8, !tbaa !9
  store ptr %219, ptr %277, align 8, !tbaa !9
  %279 = icmp eq ptr %278, null
  br i1 %279, label %284, label %280

280:                                              ; preds = %276
  %281 = load ptr, ptr %278, align 8, !tbaa !30
  %282 = getelementptr inbounds i8, ptr %281, i64 16
  %283 = load ptr, ptr %282, align 8
  call void %283(ptr noundef nonnull align 8 dereferenceable(8) %278) #25
  br label %284

284:                                              ; preds = %280, %276
  invoke void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %285 unwind label %352

285:                                              ; preds = %284
  %286 = load ptr, ptr %277, align 8, !tbaa !9
  %287 = load ptr, ptr %286, align 8, !tbaa !30
  %288 = load ptr, ptr %287, align 8
  %289 = invoke noundef ptr %288(ptr noundef nonnull align 8 dereferenceable(8) %286)
          to label %290 unwind label %352

290:                                              ; preds = %285
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #25
  call void @llvm.experimental.noalias.scope.decl(metadata !164)
  %291 = getelementptr inbounds i8, ptr %4, i64 16
  %292 = invoke noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #27
          to label %293 unwind label %352

293:                                              ; preds = %290
  store ptr %292, ptr %4, align 8, !tbaa !167, !alias.scope !164
  %294 = getelementptr inbounds i8, ptr %292, i64 24
  store ptr %294, ptr %291, align 8, !tbaa !169, !alias.scope !164
  %295 = getelementptr inbounds i8, ptr %4, i64 8
  store i64 17446157156352, ptr %292, align 4, !noalias !164
  %296 = getelementptr inbounds i8, ptr %292, i64 8
  store i32 0, ptr %296, align 4, !tbaa !11, !noalias !164
  %297 = getelementptr inbounds i8, ptr %292, i64 12
  store i64 17179869185, ptr %297, align 4, !noalias !164
  %298 = getelementptr inbounds i8, ptr %292, i64 20
  store i32 32, ptr %298, align 4, !tbaa !11, !noalias !164
  store ptr %294, ptr %295, align 8, !tbaa !170, !alias.scope !164
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %289, ptr noundef nonnull align 8 dereferenceable(24) %4, i1 noundef zeroext false)
          to label %299 unwind label %315

299:                                              ; preds = %293
  %300 = load ptr, ptr %4, align 8, !tbaa !167
  %301 = icmp eq ptr %300, null
  br i1 %301, label %307, label %302

302:                                              ; preds = %299
  %303 = load ptr, ptr %291, align 8, !tbaa !169
  %304 = ptrtoint ptr %303 to i64
  %305 = ptrtoint ptr %300 to i64
  %306 = sub i64 %304, %305
  call void @_ZdlPvm(ptr noundef nonnull %300, i64 noundef %306) #29
  br label %307

307:                                              ; preds = %302, %299
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #25
  %308 = invoke noalias noundef nonnull dereferenceable(14) ptr @_Znam(i64 noundef 14) #27
          to label %309 unwind label %352

309:                                              ; preds = %307
  %310 = getelementptr inbounds i8, ptr %1, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(13) %308, ptr noundef nonnull align 1 dereferenceable(13) @.str.17, i64 13, i1 false)
  %311 = getelementptr inbounds i8, ptr %308, i64 13
  store i8 0, ptr %311, align 1, !tbaa !32
  %312 = load ptr, ptr %310, align 8, !tbaa !9
  store ptr %308, ptr %310, align 8, !tbaa !9
  %313 = icmp eq ptr %312, null
  br i1 %313, label %325, label %314

314:                                              ; preds = %309
  call void @_ZdaPv(ptr noundef nonnull %312) #29
  br label %325

315:                                              ; preds = %293
  %316 = landingpad { ptr, i32 }
          cleanup
  %317 = load ptr, ptr %4, align 8, !tbaa !167
  %318 = icmp eq ptr %317, null
  br i1 %318, label %324, label %319

319:                                              ; preds = %315
  %320 = load ptr, ptr %291, align 8, !tbaa !169
  %321 = ptrtoint ptr %320 to i64
  %322 = ptrtoint ptr %317 to i64
  %323 = sub i64 %321, %322
  call void @_ZdlPvm(ptr noundef nonnull %317, i64 noundef %323) #29
  br label %324

324:                                              ; preds = %319, %315
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #25
  br label %354

325:                                              ; preds = %314, %309
  %326 = load ptr, ptr %203, align 8, !tbaa !25
  %327 = icmp eq ptr %326, null
  br i1 %327, label %356, label %328

328:                                              ; preds = %325
  %329 = getelementptr inbounds i8, ptr %326, i64 8
  %330 = load atomic i64, ptr %329 acquire, align 8
  %331 = icmp eq i64 %330, 4294967297
  %332 = trunc i64 %330 to i32
  br i1 %331, label %333, label %341

333:                                              ; preds = %328
  store i32 0, ptr %329, align 8, !tbaa !27
  %334 = getelementptr inbounds i8, ptr %326, i64 12
  store i32 0, ptr %334, align 4, !tbaa !29
  %335 = load ptr, ptr %326, align 8, !tbaa !30
  %336 = getelementptr inbounds i8, ptr %335, i64 16
  %337 = load ptr, ptr %336, align 8
  call void %337(ptr noundef nonnull align 8 dereferenceable(16) %326) #25
  %338 = load ptr, ptr %326, align 8, !tbaa !30
  %339 = getelementptr inbounds i8, ptr %338, i64 24
  %340 = load ptr, ptr %339, align 8
  call void %340(ptr noundef nonnull align 8 dereferenceable(16) %326) #25
  br label %356

341:                                              ; preds = %328
  %342 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %343 = icmp eq i8 %342, 0
  br i1 %343, label %346, label %344

344:                                              ; preds = %341
  %345 = add nsw i32 %332, -1
  store i32 %345, ptr %329, align 4, !tbaa !11
  br label %348

346:                                              ; preds = %341
  %347 = atomicrmw volatile add ptr %329, i32 -1 acq_rel, align 4
  br label %348

348:                                              ; preds = %346, %344
  %349 = phi i32 [ %332, %344 ], [ %347, %346 ]
  %350 = icmp eq i32 %349, 1
  br i1 %350, label %351, label %356, !prof !33

351:                                              ; preds = %348
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %326) #25
  br label %356

352:                                              ; preds = %307, %290, %285, %284, %215
  %353 = landingpad { ptr, i32 }
          cleanup
  br label %354

354:                                              ; preds = %352, %324
  %355 = phi { ptr, i32 } [ %353, %352 ], [ %316, %324 ]
  call fastcc void @_ZZZL4markRN4sycl3_V15queueERNS0_6bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvEEiENKUlRNS0_7handlerEE_clESA_ENUlvE_D2Ev(ptr noundef nonnull align 8 dereferenceable(36) %6) #25
  br label %417

356:                                              ; preds = %351, %348, %333, %325
  invoke void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef 1)
          to label %357 unwind label %415

357:                                              ; preds = %356
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %6)
  %358 = load ptr, ptr %70, align 8, !tbaa !25
  %359 = icmp eq ptr %358, null
  br i1 %359, label %384, label %360

360:                                              ; preds = %357
  %361 = getelementptr inbounds i8, ptr %358, i64 8
  %362 = load atomic i64, ptr %361 acquire, align 8
  %363 = icmp eq i64 %362, 4294967297
  %364 = trunc i64 %362 to i32
  br i1 %363, label %365, label %373

365:                                              ; preds = %360
  store i32 0, ptr %361, align 8, !tbaa !27
  %366 = getelementptr inbounds i8, ptr %358, i64 12
  store i32 0, ptr %366, align 4, !tbaa !29
  %367 = load ptr, ptr %358, align 8, !tbaa !30
  %368 = getelementptr inbounds i8, ptr %367, i64 16
  %369 = load ptr, ptr %368, align 8
  call void %369(ptr noundef nonnull align 8 dereferenceable(16) %358) #25
  %370 = load ptr, ptr %358, align 8, !tbaa !30
  %371 = getelementptr inbounds i8, ptr %370, i64 24
  %372 = load ptr, ptr %371, align 8
  call void %372(ptr noundef nonnull align 8 dereferenceable(16) %358) #25
  br label %384

373:                                              ; preds = %360
  %374 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %375 = icmp eq i8 %374, 0
  br i1 %375, label %378, label %376

376:                                              ; preds = %373
  %377 = add nsw i32 %364, -1
  store i32 %377, ptr %361, align 4, !tbaa !11
  br label %380

378:                                              ; preds = %373
  %379 = atomicrmw volatile add ptr %361, i32 -1 acq_rel, align 4
  br label %380

380:                                              ; preds = %378, %376
  %381 = phi i32 [ %364, %376 ], [ %379, %378 ]
  %382 = icmp eq i32 %381, 1
  br i1 %382, label %383, label %384, !prof !33

383:                                              ; preds = %380
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %358) #25
  br label %384

384:                                              ; preds = %383, %380, %365, %357
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %11) #25
  %385 = load ptr, ptr %71, align 8, !tbaa !25
  %386 = icmp eq ptr %385, null
  br i1 %386, label %421, label %387

387:                                              ; preds = %384
  %388 = getelementptr inbounds i8, ptr %385, i64 8
  %389 = load atomic i64, ptr %388 acquire, align 8
  %390 = icmp eq i64 %389, 4294967297
  %391 = trunc i64 %389 to i32
  br i1 %390, label %392, label %400

392:                                              ; preds = %387
  store i32 0, ptr %388, align 8, !tbaa !27
  %393 = getelementptr inbounds i8, ptr %385, i64 12
  store i32 0, ptr %393, align 4, !tbaa !29
  %394 = load ptr, ptr %385, align 8, !tbaa !30
  %395 = getelementptr inbounds i8, ptr %394, i64 16
  %396 = load ptr, ptr %395, align 8
  call void %396(ptr noundef nonnull align 8 dereferenceable(16) %385) #25
  %397 = load ptr, ptr %385, align 8, !tbaa !30
  %398 = getelementptr inbounds i8, ptr %397, i64 24
  %399 = load ptr, ptr %398, align 8
  call void %399(ptr noundef nonnull align 8 dereferenceable(16) %385) #25
  br label %421

400:                                              ; preds = %387
  %401 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %402 = icmp eq i8 %401, 0
  br i1 %402, label %405, label %403

403:                                              ; preds = %400
  %404 = add nsw i32 %391, -1
  store i32 %404, ptr %388, align 4, !tbaa !11
  br label %407

405:                                              ; preds = %400
  %406 = atomicrmw volatile add ptr %388, i32 -1 acq_rel, align 4
  br label %407

407:                                              ; preds = %405, %403
  %408 = phi i32 [ %391, %403 ], [ %406, %405 ]
  %409 = icmp eq i32 %408, 1
  br i1 %409, label %410, label %421, !prof !33

410:                                              ; preds = %407
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %385) #25
  br label %421

411:                                              ; preds = %2
  %412 = landingpad { ptr, i32 }
          cleanup
  br label %413

413:                                              ; preds = %411, %17
  %414 = phi { ptr, i32 } [ %412, %411 ], [ %18, %17 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %10) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #25
  br label %419

415:                                              ; preds = %356, %200, %198, %197, %193, %182
  %416 = landingpad { ptr, i32 }
          cleanup
  br label %417

417:                                              ; preds = %415, %354, %195
  %418 = phi { ptr, i32 } [ %416, %415 ], [ %196, %195 ], [ %355, %354 ]
  call fastcc void @_ZZZL4markRN4sycl3_V15queueERNS0_6bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvEEiENKUlRNS0_7handlerEE_clESA_ENUlvE_D2Ev(ptr noundef nonnull align 8 dereferenceable(36) %11) #25
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %11) #25
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #25
  br label %419

419:                                              ; preds = %417, %413
  %420 = phi { ptr, i32 } [ %418, %417 ], [ %414, %413 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #25
  resume { ptr, i32 } %420

421:                                              ; preds = %384, %392, %407, %410
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #25
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal noundef zeroext i1 @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZL4markRNS1_5queueERNS1_6bufferIiLi1ENS1_6detail17aligned_allocatorIiEEvEEiEUlS3_E_E10_M_managerERSt9_Any_dataRKSF_St18_Manager_operation(ptr nocapture noundef nonnull writeonly align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) #18 align 2 personality ptr @__gxx_personality_v0 {
  switch i32 %2, label %7 [
    i32 0, label %4
    i32 1, label %5
    i32 2, label %6
  ]

4:                                                ; preds = %3
  store ptr @_ZTIZL4markRN4sycl3_V15queueERNS0_6bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvEEiEUlRNS0_7handlerEE_, ptr %0, align 8, !tbaa !9
  br label %7

5:                                                ; preds = %3
  store ptr %1, ptr %0, align 8, !tbaa !9
  br label %7

6:                                                ; preds = %3
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull readonly align 8 dereferenceable(16) %1, i64 16, i1 false), !tbaa.struct !171
  br label %7

7:                                                ; preds = %3, %6, %5, %4
  ret i1 false
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define internal fastcc void @_ZZZL4markRN4sycl3_V15queueERNS0_6bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvEEiENKUlRNS0_7handlerEE_clESA_ENUlvE_D2Ev(ptr nocapture noundef nonnull readonly align 8 dereferenceable(36) %0) unnamed_addr #5 align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !25
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !27
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !29
  %12 = load ptr, ptr %3, align 8, !tbaa !30
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !30
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !11
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !33

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIiLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi1ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range.71", align 8
  %8 = alloca %"class.sycl::_V1::range.71", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %11 = load i64, ptr %10, align 8
  store i64 %11, ptr %7, align 8, !tbaa !5, !alias.scope !172
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 1, ptr %12, align 8, !tbaa !5, !alias.scope !172
  %13 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %13, align 8, !tbaa !5, !alias.scope !172
  store i64 %11, ptr %8, align 8, !tbaa !5, !alias.scope !175
  %14 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 1, ptr %14, align 8, !tbaa !5, !alias.scope !175
  %15 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %15, align 8, !tbaa !5, !alias.scope !175
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #25
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
  br i1 %26, label %27, label %28, !prof !33

27:                                               ; preds = %25
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #26
  unreachable

28:                                               ; preds = %25
  %29 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %23) #27
  br label %30

30:                                               ; preds = %47, %28
  %31 = phi ptr [ %49, %47 ], [ %29, %28 ]
  %32 = phi ptr [ %48, %47 ], [ %20, %28 ]
  %33 = load ptr, ptr %32, align 8, !tbaa !178
  store ptr %33, ptr %31, align 8, !tbaa !178
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = getelementptr inbounds i8, ptr %32, i64 8
  %36 = load ptr, ptr %35, align 8, !tbaa !25
  store ptr %36, ptr %34, align 8, !tbaa !25
  %37 = icmp eq ptr %36, null
  br i1 %37, label %47, label %38

38:                                               ; preds = %30
  %39 = getelementptr inbounds i8, ptr %36, i64 8
  %40 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %41 = icmp eq i8 %40, 0
  br i1 %41, label %45, label %42

42:                                               ; preds = %38
  %43 = load i32, ptr %39, align 4, !tbaa !11
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %39, align 4, !tbaa !11
  br label %47

45:                                               ; preds = %38
  %46 = atomicrmw volatile add ptr %39, i32 1 acq_rel, align 4
  br label %47

47:                                               ; preds = %45, %42, %30
  %48 = getelementptr inbounds i8, ptr %32, i64 16
  %49 = getelementptr inbounds i8, ptr %31, i64 16
  %50 = icmp eq ptr %48, %19
  br i1 %50, label %51, label %30, !llvm.loop !180

51:                                               ; preds = %47, %5
  %52 = phi ptr [ null, %5 ], [ %29, %47 ]
  %53 = phi ptr [ null, %5 ], [ %49, %47 ]
  %54 = getelementptr inbounds i8, ptr %52, i64 %23
  store i64 %16, ptr %9, align 8
  %55 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %52, ptr %55, align 8, !tbaa !22
  %56 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %53, ptr %56, align 8, !tbaa !24
  %57 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %54, ptr %57, align 8, !tbaa !35
  %58 = load ptr, ptr %1, align 8, !tbaa !114
  %59 = icmp eq ptr %58, null
  br i1 %59, label %60, label %61

60:                                               ; preds = %51
  tail call void @__assert_fail(ptr noundef nonnull @.str.9, ptr noundef nonnull @.str.10, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS7_) #28
  unreachable

61:                                               ; preds = %51
  %62 = and i64 %16, 16
  %63 = icmp eq i64 %62, 0
  %64 = select i1 %63, i32 1025, i32 1027
  %65 = getelementptr inbounds i8, ptr %1, i64 24
  %66 = load i64, ptr %65, align 8, !tbaa !106
  %67 = getelementptr inbounds i8, ptr %1, i64 32
  %68 = load i8, ptr %67, align 8, !tbaa !113, !range !64, !noundef !65
  %69 = trunc nuw i8 %68 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.71") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.71") align 8 %8, i32 noundef %64, ptr noundef nonnull %58, i32 noundef 1, i32 noundef 4, i64 noundef %66, i1 noundef zeroext %69, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %70 unwind label %206

70:                                               ; preds = %61
  %71 = icmp eq ptr %52, %53
  br i1 %71, label %106, label %72

72:                                               ; preds = %70, %101
  %73 = phi ptr [ %102, %101 ], [ %52, %70 ]
  %74 = getelementptr inbounds i8, ptr %73, i64 8
  %75 = load ptr, ptr %74, align 8, !tbaa !25
  %76 = icmp eq ptr %75, null
  br i1 %76, label %101, label %77

77:                                               ; preds = %72
  %78 = getelementptr inbounds i8, ptr %75, i64 8
  %79 = load atomic i64, ptr %78 acquire, align 8
  %80 = icmp eq i64 %79, 4294967297
  %81 = trunc i64 %79 to i32
  br i1 %80, label %82, label %90

82:                                               ; preds = %77
  store i32 0, ptr %78, align 8, !tbaa !27
  %83 = getelementptr inbounds i8, ptr %75, i64 12
  store i32 0, ptr %83, align 4, !tbaa !29
  %84 = load ptr, ptr %75, align 8, !tbaa !30
  %85 = getelementptr inbounds i8, ptr %84, i64 16
  %86 = load ptr, ptr %85, align 8
  tail call void %86(ptr noundef nonnull align 8 dereferenceable(16) %75) #25
  %87 = load ptr, ptr %75, align 8, !tbaa !30
  %88 = getelementptr inbounds i8, ptr %87, i64 24
  %89 = load ptr, ptr %88, align 8
  tail call void %89(ptr noundef nonnull align 8 dereferenceable(16) %75) #25
  br label %101

90:                                               ; preds = %77
  %91 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %92 = icmp eq i8 %91, 0
  br i1 %92, label %95, label %93

93:                                               ; preds = %90
  %94 = add nsw i32 %81, -1
  store i32 %94, ptr %78, align 4, !tbaa !11
  br label %97

95:                                               ; preds = %90
  %96 = atomicrmw volatile add ptr %78, i32 -1 acq_rel, align 4
  br label %97

97:                                               ; preds = %95, %93
  %98 = phi i32 [ %81, %93 ], [ %96, %95 ]
  %99 = icmp eq i32 %98, 1
  br i1 %99, label %100, label %101, !prof !33

100:                                              ; preds = %97
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %75) #25
  br label %101

101:                                              ; preds = %100, %97, %82, %72
  %102 = getelementptr inbounds i8, ptr %73, i64 16
  %103 = icmp eq ptr %102, %53
  br i1 %103, label %104, label %72, !llvm.loop !34

104:                                              ; preds = %101
  %105 = load ptr, ptr %55, align 8, !tbaa !22
  br label %106

106:                                              ; preds = %104, %70
  %107 = phi ptr [ %105, %104 ], [ %52, %70 ]
  %108 = icmp eq ptr %107, null
  br i1 %108, label %114, label %109

109:                                              ; preds = %106
  %110 = load ptr, ptr %57, align 8, !tbaa !35
  %111 = ptrtoint ptr %110 to i64
  %112 = ptrtoint ptr %107 to i64
  %113 = sub i64 %111, %112
  tail call void @_ZdlPvm(ptr noundef nonnull %107, i64 noundef %113) #29
  br label %114

114:                                              ; preds = %106, %109
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #25
  %115 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr null, ptr %115, align 8, !tbaa !181
  %116 = load ptr, ptr %18, align 8, !tbaa !9
  %117 = load ptr, ptr %17, align 8, !tbaa !9
  %118 = ptrtoint ptr %116 to i64
  %119 = ptrtoint ptr %117 to i64
  %120 = sub i64 %118, %119
  %121 = icmp eq ptr %116, %117
  br i1 %121, label %182, label %122

122:                                              ; preds = %114
  %123 = icmp ugt i64 %120, 9223372036854775792
  br i1 %123, label %124, label %126, !prof !33

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
  %131 = load ptr, ptr %130, align 8, !tbaa !178
  store ptr %131, ptr %129, align 8, !tbaa !178
  %132 = getelementptr inbounds i8, ptr %129, i64 8
  %133 = getelementptr inbounds i8, ptr %130, i64 8
  %134 = load ptr, ptr %133, align 8, !tbaa !25
  store ptr %134, ptr %132, align 8, !tbaa !25
  %135 = icmp eq ptr %134, null
  br i1 %135, label %145, label %136

136:                                              ; preds = %128
  %137 = getelementptr inbounds i8, ptr %134, i64 8
  %138 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %139 = icmp eq i8 %138, 0
  br i1 %139, label %143, label %140

140:                                              ; preds = %136
  %141 = load i32, ptr %137, align 4, !tbaa !11
  %142 = add nsw i32 %141, 1
  store i32 %142, ptr %137, align 4, !tbaa !11
  br label %145

143:                                              ; preds = %136
  %144 = atomicrmw volatile add ptr %137, i32 1 acq_rel, align 4
  br label %145

145:                                              ; preds = %143, %140, %128
  %146 = getelementptr inbounds i8, ptr %130, i64 16
  %147 = getelementptr inbounds i8, ptr %129, i64 16
  %148 = icmp eq ptr %146, %116
  br i1 %148, label %149, label %128, !llvm.loop !180

149:                                              ; preds = %145, %178
  %150 = phi ptr [ %179, %178 ], [ %127, %145 ]
  %151 = getelementptr inbounds i8, ptr %150, i64 8
  %152 = load ptr, ptr %151, align 8, !tbaa !25
  %153 = icmp eq ptr %152, null
  br i1 %153, label %178, label %154

154:                                              ; preds = %149
  %155 = getelementptr inbounds i8, ptr %152, i64 8
  %156 = load atomic i64, ptr %155 acquire, align 8
  %157 = icmp eq i64 %156, 4294967297
  %158 = trunc i64 %156 to i32
  br i1 %157, label %159, label %167

159:                                              ; preds = %154
  store i32 0, ptr %155, align 8, !tbaa !27
  %160 = getelementptr inbounds i8, ptr %152, i64 12
  store i32 0, ptr %160, align 4, !tbaa !29
  %161 = load ptr, ptr %152, align 8, !tbaa !30
  %162 = getelementptr inbounds i8, ptr %161, i64 16
  %163 = load ptr, ptr %162, align 8
  tail call void %163(ptr noundef nonnull align 8 dereferenceable(16) %152) #25
  %164 = load ptr, ptr %152, align 8, !tbaa !30
  %165 = getelementptr inbounds i8, ptr %164, i64 24
  %166 = load ptr, ptr %165, align 8
  tail call void %166(ptr noundef nonnull align 8 dereferenceable(16) %152) #25
  br label %178

167:                                              ; preds = %154
  %168 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %169 = icmp eq i8 %168, 0
  br i1 %169, label %172, label %170

170:                                              ; preds = %167
  %171 = add nsw i32 %158, -1
  store i32 %171, ptr %155, align 4, !tbaa !11
  br label %174

172:                                              ; preds = %167
  %173 = atomicrmw volatile add ptr %155, i32 -1 acq_rel, align 4
  br label %174

174:                                              ; preds = %172, %170
  %175 = phi i32 [ %158, %170 ], [ %173, %172 ]
  %176 = icmp eq i32 %175, 1
  br i1 %176, label %177, label %178, !prof !33

177:                                              ; preds = %174
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %152) #25
  br label %178

178:                                              ; preds = %177, %174, %159, %149
  %179 = getelementptr inbounds i8, ptr %150, i64 16
  %180 = icmp eq ptr %150, %129
  br i1 %180, label %181, label %149, !llvm.loop !34

181:                                              ; preds = %178
  tail call void @_ZdlPvm(ptr noundef nonnull %127, i64 noundef %120) #29
  br label %182

182:                                              ; preds = %114, %181
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %183 unwind label %208

183:                                              ; preds = %182
  %184 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %185 unwind label %208

185:                                              ; preds = %183
  store ptr %184, ptr %115, align 8, !tbaa !181
  %186 = load ptr, ptr %1, align 8, !tbaa !114
  %187 = icmp eq ptr %186, null
  br i1 %187, label %188, label %189

188:                                              ; preds = %185
  tail call void @__assert_fail(ptr noundef nonnull @.str.9, ptr noundef nonnull @.str.10, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS7_) #28
  unreachable

189:                                              ; preds = %185
  %190 = load ptr, ptr %0, align 8, !tbaa !150
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

declare void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef byval(%"class.sycl::_V1::id") align 8, ptr noundef byval(%"class.sycl::_V1::range.71") align 8, ptr noundef byval(%"class.sycl::_V1::range.71") align 8, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i64 noundef, i1 noundef zeroext, ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #6

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !22
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  %5 = load ptr, ptr %4, align 8, !tbaa !24
  %6 = icmp eq ptr %3, %5
  br i1 %6, label %41, label %7

7:                                                ; preds = %1, %36
  %8 = phi ptr [ %37, %36 ], [ %3, %1 ]
  %9 = getelementptr inbounds i8, ptr %8, i64 8
  %10 = load ptr, ptr %9, align 8, !tbaa !25
  %11 = icmp eq ptr %10, null
  br i1 %11, label %36, label %12

12:                                               ; preds = %7
  %13 = getelementptr inbounds i8, ptr %10, i64 8
  %14 = load atomic i64, ptr %13 acquire, align 8
  %15 = icmp eq i64 %14, 4294967297
  %16 = trunc i64 %14 to i32
  br i1 %15, label %17, label %25

17:                                               ; preds = %12
  store i32 0, ptr %13, align 8, !tbaa !27
  %18 = getelementptr inbounds i8, ptr %10, i64 12
  store i32 0, ptr %18, align 4, !tbaa !29
  %19 = load ptr, ptr %10, align 8, !tbaa !30
  %20 = getelementptr inbounds i8, ptr %19, i64 16
  %21 = load ptr, ptr %20, align 8
  tail call void %21(ptr noundef nonnull align 8 dereferenceable(16) %10) #25
  %22 = load ptr, ptr %10, align 8, !tbaa !30
  %23 = getelementptr inbounds i8, ptr %22, i64 24
  %24 = load ptr, ptr %23, align 8
  tail call void %24(ptr noundef nonnull align 8 dereferenceable(16) %10) #25
  br label %36

25:                                               ; preds = %12
  %26 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %27 = icmp eq i8 %26, 0
  br i1 %27, label %30, label %28

28:                                               ; preds = %25
  %29 = add nsw i32 %16, -1
  store i32 %29, ptr %13, align 4, !tbaa !11
  br label %32

30:                                               ; preds = %25
  %31 = atomicrmw volatile add ptr %13, i32 -1 acq_rel, align 4
  br label %32

32:                                               ; preds = %30, %28
  %33 = phi i32 [ %16, %28 ], [ %31, %30 ]
  %34 = icmp eq i32 %33, 1
  br i1 %34, label %35, label %36, !prof !33

35:                                               ; preds = %32
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %10) #25
  br label %36

36:                                               ; preds = %35, %32, %17, %7
  %37 = getelementptr inbounds i8, ptr %8, i64 16
  %38 = icmp eq ptr %37, %5
  br i1 %38, label %39, label %7, !llvm.loop !34

39:                                               ; preds = %36
  %40 = load ptr, ptr %2, align 8, !tbaa !22
  br label %41

41:                                               ; preds = %39, %1
  %42 = phi ptr [ %40, %39 ], [ %3, %1 ]
  %43 = icmp eq ptr %42, null
  br i1 %43, label %50, label %44

44:                                               ; preds = %41
  %45 = getelementptr inbounds i8, ptr %0, i64 24
  %46 = load ptr, ptr %45, align 8, !tbaa !35
  %47 = ptrtoint ptr %46 to i64
  %48 = ptrtoint ptr %42 to i64
  %49 = sub i64 %47, %48
  tail call void @_ZdlPvm(ptr noundef nonnull %42, i64 noundef %49) #29
  br label %50

50:                                               ; preds = %41, %44
  ret void
}

declare void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef, i32 noundef) local_unnamed_addr #6

declare void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #6

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

; Function Attrs: nounwind
declare { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef) local_unnamed_addr #12

declare void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64), i32, ptr, ptr noundef) unnamed_addr #6

declare void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZN4sycl3_V19exceptionD1Ev(ptr noundef nonnull align 8 dereferenceable(64)) unnamed_addr #12

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: noreturn
declare void @_ZSt28__throw_bad_array_new_lengthv() local_unnamed_addr #8

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #19

declare noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #6

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #6

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #6

; Function Attrs: nounwind
declare noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #12

; Function Attrs: nounwind
declare noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #12

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #6

declare void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 4 dereferenceable(4)) local_unnamed_addr #6

declare void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216), ptr) local_unnamed_addr #6

declare void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216), i32 noundef) local_unnamed_addr #6

declare noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #6

declare void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef byval(%"class.sycl::_V1::range.71") align 8, i1 noundef zeroext, i32 noundef) local_unnamed_addr #6

declare void @_ZN4sycl3_V17handler22setKernelIsCooperativeEb(ptr noundef nonnull align 8 dereferenceable(216), i1 noundef zeroext) local_unnamed_addr #6

declare void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #6

declare void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef, ptr noundef nonnull align 8 dereferenceable(24), i1 noundef zeroext) local_unnamed_addr #6

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelIZZL4markRNS0_5queueERNS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEiENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(48) %0) unnamed_addr #20 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZL4markRNS0_5queueERNS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEiENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(48) %0) unnamed_addr #4 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZL4markRNS0_5queueERNS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEiENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EEE, i64 16), ptr %0, align 8, !tbaa !30
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load ptr, ptr %2, align 8, !tbaa !25
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !27
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !29
  %12 = load ptr, ptr %3, align 8, !tbaa !30
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !30
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !11
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !33

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZL4markRNS0_5queueERNS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEiENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(48) %0) unnamed_addr #4 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZL4markRNS0_5queueERNS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEiENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EEE, i64 16), ptr %0, align 8, !tbaa !30
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load ptr, ptr %2, align 8, !tbaa !25
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !27
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !29
  %12 = load ptr, ptr %3, align 8, !tbaa !30
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !30
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !11
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !33

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 48) #29
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZL4markRNS0_5queueERNS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEiENKUlRNS0_7handlerEE_clESB_EUlvE_vLi1EE23InstantiateKernelOnHostEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(48) %0) unnamed_addr #3 align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %class.anon.69, align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !150
  store ptr %4, ptr %2, align 8, !tbaa !150
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = load ptr, ptr %6, align 8, !tbaa !25
  store ptr %7, ptr %5, align 8, !tbaa !25
  %8 = icmp eq ptr %7, null
  br i1 %8, label %18, label %9

9:                                                ; preds = %1
  %10 = getelementptr inbounds i8, ptr %7, i64 8
  %11 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %12 = icmp eq i8 %11, 0
  br i1 %12, label %16, label %13

13:                                               ; preds = %9
  %14 = load i32, ptr %10, align 4, !tbaa !11
  %15 = add nsw i32 %14, 1
  store i32 %15, ptr %10, align 4, !tbaa !11
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
  %23 = load i32, ptr %22, align 8, !tbaa !153
  store i32 %23, ptr %21, align 8, !tbaa !153
  %24 = sext i32 %23 to i64
  %25 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
          to label %26 unwind label %60

26:                                               ; preds = %18
  %27 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
          to label %28 unwind label %60

28:                                               ; preds = %26
  %29 = load i64, ptr %27, align 8
  %30 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %2) #25
  %31 = getelementptr i32, ptr %30, i64 %29
  %32 = getelementptr i32, ptr %31, i64 %24
  store i32 %23, ptr %32, align 4, !tbaa !11
  %33 = load ptr, ptr %5, align 8, !tbaa !25
  %34 = icmp eq ptr %33, null
  br i1 %34, label %59, label %35

35:                                               ; preds = %28
  %36 = getelementptr inbounds i8, ptr %33, i64 8
  %37 = load atomic i64, ptr %36 acquire, align 8
  %38 = icmp eq i64 %37, 4294967297
  %39 = trunc i64 %37 to i32
  br i1 %38, label %40, label %48

40:                                               ; preds = %35
  store i32 0, ptr %36, align 8, !tbaa !27
  %41 = getelementptr inbounds i8, ptr %33, i64 12
  store i32 0, ptr %41, align 4, !tbaa !29
  %42 = load ptr, ptr %33, align 8, !tbaa !30
  %43 = getelementptr inbounds i8, ptr %42, i64 16
  %44 = load ptr, ptr %43, align 8
  call void %44(ptr noundef nonnull align 8 dereferenceable(16) %33) #25
  %45 = load ptr, ptr %33, align 8, !tbaa !30
  %46 = getelementptr inbounds i8, ptr %45, i64 24
  %47 = load ptr, ptr %46, align 8
  call void %47(ptr noundef nonnull align 8 dereferenceable(16) %33) #25
  br label %59

48:                                               ; preds = %35
  %49 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %50 = icmp eq i8 %49, 0
  br i1 %50, label %53, label %51

51:                                               ; preds = %48
  %52 = add nsw i32 %39, -1
  store i32 %52, ptr %36, align 4, !tbaa !11
  br label %55

53:                                               ; preds = %48
  %54 = atomicrmw volatile add ptr %36, i32 -1 acq_rel, align 4
  br label %55

55:                                               ; preds = %53, %51
  %56 = phi i32 [ %39, %51 ], [ %54, %53 ]
  %57 = icmp eq i32 %56, 1
  br i1 %57, label %58, label %59, !prof !33

58:                                               ; preds = %55
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %33) #25
  br label %59

59:                                               ; preds = %28, %40, %55, %58
  ret void

60:                                               ; preds = %26, %18
  %61 = landingpad { ptr, i32 }
          cleanup
  call fastcc void @_ZZZL4markRN4sycl3_V15queueERNS0_6bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvEEiENKUlRNS0_7handlerEE_clESA_ENUlvE_D2Ev(ptr noundef nonnull align 8 dereferenceable(36) %2) #25
  resume { ptr, i32 } %61
}

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(ptr noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #16

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %1, ptr noundef nonnull align 4 dereferenceable(12) %2) local_unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load ptr, ptr %4, align 8, !tbaa !170
  %6 = load ptr, ptr %0, align 8, !tbaa !9
  %7 = ptrtoint ptr %5 to i64
  %8 = ptrtoint ptr %6 to i64
  %9 = sub i64 %7, %8
  %10 = icmp eq i64 %9, 9223372036854775800
  br i1 %10, label %11, label %12

11:                                               ; preds = %3
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.19) #26
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
  %41 = load ptr, ptr %38, align 8, !tbaa !169
  %42 = ptrtoint ptr %41 to i64
  %43 = sub i64 %42, %8
  tail call void @_ZdlPvm(ptr noundef nonnull %6, i64 noundef %43) #29
  br label %44

44:                                               ; preds = %37, %40
  %45 = getelementptr inbounds i8, ptr %33, i64 %34
  store ptr %27, ptr %0, align 8, !tbaa !167
  store ptr %45, ptr %4, align 8, !tbaa !170
  %46 = getelementptr inbounds %"struct.sycl::_V1::detail::kernel_param_desc_t", ptr %27, i64 %18
  store ptr %46, ptr %38, align 8, !tbaa !169
  ret void
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znam(i64 noundef) local_unnamed_addr #19

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPv(ptr noundef) local_unnamed_addr #14

declare void @_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS8_EE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef, i64 noundef, i64 noundef, ptr noundef nonnull align 8 dereferenceable(32), ptr noundef) unnamed_addr #6

declare void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef, ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #6

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail12buffer_plainD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !25
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !27
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !29
  %12 = load ptr, ptr %3, align 8, !tbaa !30
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !30
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !11
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !33

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE16getAllocatorImplEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #4 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19SYCLMemObjAllocatorD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #4 comdat align 2 {
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiED0Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #4 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 24) #29
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE8allocateEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = shl i64 %1, 2
  %5 = add i64 %4, -1
  %6 = load i64, ptr %3, align 8, !tbaa !99
  %7 = add i64 %6, -1
  %8 = or i64 %7, %5
  %9 = add i64 %8, 1
  %10 = icmp ult i64 %9, %1
  br i1 %10, label %11, label %13

11:                                               ; preds = %2
  %12 = tail call ptr @__cxa_allocate_exception(i64 8) #25
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %12, align 8, !tbaa !30
  tail call void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #26
  unreachable

13:                                               ; preds = %2
  %14 = tail call noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef %6, i64 noundef %9)
  %15 = icmp eq ptr %14, null
  br i1 %15, label %16, label %18

16:                                               ; preds = %13
  %17 = tail call ptr @__cxa_allocate_exception(i64 8) #25
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %17, align 8, !tbaa !30
  tail call void @__cxa_throw(ptr nonnull %17, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #26
  unreachable

18:                                               ; preds = %13
  ret ptr %14
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE10deallocateEPvm(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef %1, i64 noundef %2) unnamed_addr #3 comdat align 2 {
  %4 = icmp eq ptr %1, null
  br i1 %4, label %6, label %5

5:                                                ; preds = %3
  tail call void @_ZN4sycl3_V16detail6OSUtil11alignedFreeEPv(ptr noundef nonnull %1)
  br label %6

6:                                                ; preds = %3, %5
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i64 @_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE12getValueSizeEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #4 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load i64, ptr %2, align 8, !tbaa !101
  ret i64 %3
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE12setAlignmentEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = tail call i64 @llvm.umax.i64(i64 %1, i64 64)
  store i64 %4, ptr %3, align 8, !tbaa !99
  ret void
}

; Function Attrs: nounwind
declare void @_ZNSt9bad_allocD1Ev(ptr noundef nonnull align 8 dereferenceable(8)) unnamed_addr #12

declare noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef, i64 noundef) local_unnamed_addr #6

declare void @_ZN4sycl3_V16detail6OSUtil11alignedFreeEPv(ptr noundef) local_unnamed_addr #6

declare void @_ZNK4sycl3_V16detail12buffer_plain13handleReleaseEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #6

; Function Attrs: mustprogress uwtable
define internal void @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E_E9_M_invokeERKSt9_Any_dataS3_(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #3 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca { ptr, [8 x i8] }, align 8
  %4 = alloca %"class.std::vector.89", align 8
  %5 = alloca %"class.sycl::_V1::range.71", align 8
  %6 = alloca { ptr, [8 x i8] }, align 8
  %7 = alloca %"class.std::vector.89", align 8
  %8 = alloca %"class.sycl::_V1::range.71", align 8
  %9 = alloca %"class.std::tuple.127", align 8
  %10 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel", align 8
  %11 = alloca { ptr, [8 x i8] }, align 8
  %12 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel", align 8
  %13 = alloca %class.anon.125, align 8
  %14 = alloca %class.anon.125, align 8
  %15 = alloca i32, align 4
  %16 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %17 = alloca %"class.sycl::_V1::accessor.121", align 8
  %18 = alloca %"class.sycl::_V1::property_list", align 8
  %19 = alloca %class.anon.125, align 8
  %20 = load ptr, ptr %0, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %17) #25
  %21 = load ptr, ptr %20, align 8, !tbaa !185
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %18) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %18, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16)
  store ptr @.str, ptr %16, align 8
  %22 = getelementptr inbounds i8, ptr %16, i64 8
  store ptr @.str.11, ptr %22, align 8
  %23 = getelementptr inbounds i8, ptr %16, i64 16
  store i64 46, ptr %23, align 8
  %24 = getelementptr inbounds i8, ptr %16, i64 24
  store i64 24, ptr %24, align 8
  invoke void @_ZN4sycl3_V18accessorIiLi1ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi1ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %17, ptr noundef nonnull align 8 dereferenceable(33) %21, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %18, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %16)
          to label %25 unwind label %753

25:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %15) #25
  store i32 5, ptr %15, align 4, !tbaa !148
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %21, ptr noundef nonnull align 4 dereferenceable(4) %15)
          to label %28 unwind label %26

26:                                               ; preds = %25
  %27 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %17) #25
  br label %755

28:                                               ; preds = %25
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %15) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16)
  %29 = getelementptr inbounds i8, ptr %18, i64 8
  %30 = load ptr, ptr %29, align 8, !tbaa !22
  %31 = getelementptr inbounds i8, ptr %18, i64 16
  %32 = load ptr, ptr %31, align 8, !tbaa !24
  %33 = icmp eq ptr %30, %32
  br i1 %33, label %68, label %34

34:                                               ; preds = %28, %63
  %35 = phi ptr [ %64, %63 ], [ %30, %28 ]
  %36 = getelementptr inbounds i8, ptr %35, i64 8
  %37 = load ptr, ptr %36, align 8, !tbaa !25
  %38 = icmp eq ptr %37, null
  br i1 %38, label %63, label %39

39:                                               ; preds = %34
  %40 = getelementptr inbounds i8, ptr %37, i64 8
  %41 = load atomic i64, ptr %40 acquire, align 8
  %42 = icmp eq i64 %41, 4294967297
  %43 = trunc i64 %41 to i32
  br i1 %42, label %44, label %52

44:                                               ; preds = %39
  store i32 0, ptr %40, align 8, !tbaa !27
  %45 = getelementptr inbounds i8, ptr %37, i64 12
  store i32 0, ptr %45, align 4, !tbaa !29
  %46 = load ptr, ptr %37, align 8, !tbaa !30
  %47 = getelementptr inbounds i8, ptr %46, i64 16
  %48 = load ptr, ptr %47, align 8
  call void %48(ptr noundef nonnull align 8 dereferenceable(16) %37) #25
  %49 = load ptr, ptr %37, align 8, !tbaa !30
  %50 = getelementptr inbounds i8, ptr %49, i64 24
  %51 = load ptr, ptr %50, align 8
  call void %51(ptr noundef nonnull align 8 dereferenceable(16) %37) #25
  br label %63

52:                                               ; preds = %39
  %53 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %54 = icmp eq i8 %53, 0
  br i1 %54, label %57, label %55

55:                                               ; preds = %52
  %56 = add nsw i32 %43, -1
  store i32 %56, ptr %40, align 4, !tbaa !11
  br label %59

57:                                               ; preds = %52
  %58 = atomicrmw volatile add ptr %40, i32 -1 acq_rel, align 4
  br label %59

59:                                               ; preds = %57, %55
  %60 = phi i32 [ %43, %55 ], [ %58, %57 ]
  %61 = icmp eq i32 %60, 1
  br i1 %61, label %62, label %63, !prof !33

62:                                               ; preds = %59
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %37) #25
  br label %63

63:                                               ; preds = %62, %59, %44, %34
  %64 = getelementptr inbounds i8, ptr %35, i64 16
  %65 = icmp eq ptr %64, %32
  br i1 %65, label %66, label %34, !llvm.loop !34

66:                                               ; preds = %63
  %67 = load ptr, ptr %29, align 8, !tbaa !22
  br label %68

68:                                               ; preds = %66, %28
  %69 = phi ptr [ %67, %66 ], [ %30, %28 ]
  %70 = icmp eq ptr %69, null
  br i1 %70, label %77, label %71

71:                                               ; preds = %68
  %72 = getelementptr inbounds i8, ptr %18, i64 24
  %73 = load ptr, ptr %72, align 8, !tbaa !35
  %74 = ptrtoint ptr %73 to i64
  %75 = ptrtoint ptr %69 to i64
  %76 = sub i64 %74, %75
  call void @_ZdlPvm(ptr noundef nonnull %69, i64 noundef %76) #29
  br label %77

77:                                               ; preds = %71, %68
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #25
  %78 = getelementptr inbounds i8, ptr %20, i64 8
  %79 = load ptr, ptr %78, align 8, !tbaa !187
  %80 = load i64, ptr %79, align 8, !tbaa !5
  %81 = trunc i64 %80 to i32
  %82 = add nsw i32 %81, 1
  %83 = getelementptr inbounds i8, ptr %20, i64 16
  %84 = load ptr, ptr %83, align 8, !tbaa !188
  %85 = load i64, ptr %84, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %19) #25
  %86 = load ptr, ptr %17, align 8, !tbaa !150
  store ptr %86, ptr %19, align 8, !tbaa !150
  %87 = getelementptr inbounds i8, ptr %19, i64 8
  %88 = getelementptr inbounds i8, ptr %17, i64 8
  %89 = load ptr, ptr %88, align 8, !tbaa !25
  store ptr %89, ptr %87, align 8, !tbaa !25
  %90 = icmp eq ptr %89, null
  br i1 %90, label %91, label %96

91:                                               ; preds = %77
  %92 = getelementptr inbounds i8, ptr %19, i64 16
  %93 = getelementptr inbounds i8, ptr %17, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %92, ptr noundef nonnull align 8 dereferenceable(16) %93, i64 16, i1 false)
  %94 = getelementptr inbounds i8, ptr %19, i64 32
  store i32 %82, ptr %94, align 8, !tbaa !189
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %14)
  store ptr %86, ptr %14, align 8, !tbaa !150
  %95 = getelementptr inbounds i8, ptr %14, i64 8
  store ptr null, ptr %95, align 8, !tbaa !25
  br label %125

96:                                               ; preds = %77
  %97 = getelementptr inbounds i8, ptr %89, i64 8
  %98 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %99 = icmp eq i8 %98, 0
  %100 = getelementptr inbounds i8, ptr %19, i64 16
  %101 = getelementptr inbounds i8, ptr %17, i64 16
  %102 = getelementptr inbounds i8, ptr %19, i64 32
  %103 = getelementptr inbounds i8, ptr %14, i64 8
  br i1 %99, label %107, label %104

104:                                              ; preds = %96
  %105 = load i32, ptr %97, align 4, !tbaa !11
  %106 = add nsw i32 %105, 1
  store i32 %106, ptr %97, align 4, !tbaa !11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %100, ptr noundef nonnull align 8 dereferenceable(16) %101, i64 16, i1 false)
  store i32 %82, ptr %102, align 8, !tbaa !189
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %14)
  store ptr %86, ptr %14, align 8, !tbaa !150
  store ptr %89, ptr %103, align 8, !tbaa !25
  br label %118

107:                                              ; preds = %96
  %108 = atomicrmw volatile add ptr %97, i32 1 acq_rel, align 4
  %109 = load ptr, ptr %19, align 8, !tbaa !150
  %110 = load ptr, ptr %87, align 8, !tbaa !25
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %100, ptr noundef nonnull align 8 dereferenceable(16) %101, i64 16, i1 false)
  store i32 %82, ptr %102, align 8, !tbaa !189
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %14)
  store ptr %109, ptr %14, align 8, !tbaa !150
  store ptr %110, ptr %103, align 8, !tbaa !25
  %111 = icmp eq ptr %110, null
  br i1 %111, label %125, label %112

112:                                              ; preds = %107
  %113 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %114 = getelementptr inbounds i8, ptr %110, i64 8
  %115 = icmp eq i8 %113, 0
  br i1 %115, label %122, label %116

116:                                              ; preds = %112
  %117 = load i32, ptr %114, align 4, !tbaa !11
  br label %118

118:                                              ; preds = %116, %104
  %119 = phi i32 [ %106, %104 ], [ %117, %116 ]
  %120 = phi ptr [ %97, %104 ], [ %114, %116 ]
  %121 = add nsw i32 %119, 1
  store i32 %121, ptr %120, align 4, !tbaa !11
  br label %125

122:                                              ; preds = %112
  %123 = atomicrmw volatile add ptr %114, i32 1 acq_rel, align 4
  %124 = load i32, ptr %102, align 8, !tbaa !189
  br label %125

125:                                              ; preds = %122, %118, %107, %91
  %126 = phi ptr [ %103, %122 ], [ %103, %118 ], [ %103, %107 ], [ %95, %91 ]
  %127 = phi ptr [ %100, %122 ], [ %100, %118 ], [ %100, %107 ], [ %92, %91 ]
  %128 = phi i32 [ %124, %122 ], [ %82, %118 ], [ %82, %107 ], [ %82, %91 ]
  %129 = getelementptr inbounds i8, ptr %14, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %129, ptr noundef nonnull readonly align 8 dereferenceable(16) %127, i64 16, i1 false)
  %130 = getelementptr inbounds i8, ptr %14, i64 32
  store i32 %128, ptr %130, align 8, !tbaa !189
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %12)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %13)
  %131 = invoke noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %132 unwind label %695

132:                                              ; preds = %125
  %133 = icmp eq i32 %131, 0
  br i1 %133, label %143, label %134

134:                                              ; preds = %132
  %135 = call ptr @__cxa_allocate_exception(i64 64) #25
  %136 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #25
  %137 = extractvalue { i32, ptr } %136, 0
  %138 = extractvalue { i32, ptr } %136, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %135, i32 %137, ptr %138, ptr noundef nonnull @.str.14)
          to label %139 unwind label %141

139:                                              ; preds = %134
  invoke void @__cxa_throw(ptr nonnull %135, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #26
          to label %140 unwind label %695

140:                                              ; preds = %139
  unreachable

141:                                              ; preds = %134
  %142 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %135) #25
  br label %697

143:                                              ; preds = %132
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %9) #25
  invoke void @_ZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_(ptr dead_on_unwind nonnull writable sret(%"class.std::tuple.127") align 8 %9, ptr noundef nonnull align 8 dereferenceable(216) %1, i64 %85)
          to label %144 unwind label %695

144:                                              ; preds = %143
  %145 = getelementptr inbounds i8, ptr %9, i64 8
  %146 = load i8, ptr %9, align 8, !tbaa !192, !range !64, !noundef !65
  %147 = trunc nuw i8 %146 to i1
  br i1 %147, label %148, label %452

148:                                              ; preds = %144
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %10) #25
  %149 = load ptr, ptr %14, align 8, !tbaa !150
  %150 = load ptr, ptr %126, align 8, !tbaa !25
  %151 = icmp eq ptr %150, null
  %152 = getelementptr inbounds i8, ptr %10, i64 8
  br i1 %151, label %174, label %153

153:                                              ; preds = %148
  %154 = getelementptr inbounds i8, ptr %150, i64 8
  %155 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %156 = icmp eq i8 %155, 0
  %157 = getelementptr inbounds i8, ptr %10, i64 16
  br i1 %156, label %161, label %158

158:                                              ; preds = %153
  %159 = load i32, ptr %154, align 4, !tbaa !11
  %160 = add nsw i32 %159, 1
  store i32 %160, ptr %154, align 4, !tbaa !11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %11, ptr noundef nonnull align 8 dereferenceable(16) %129, i64 16, i1 false)
  store i64 %85, ptr %10, align 8, !alias.scope !193
  store ptr %149, ptr %152, align 8, !tbaa !150, !alias.scope !193
  store ptr %150, ptr %157, align 8, !tbaa !25, !alias.scope !193
  br label %168

161:                                              ; preds = %153
  %162 = atomicrmw volatile add ptr %154, i32 1 acq_rel, align 4
  %163 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32, !noalias !196
  %164 = load i32, ptr %130, align 8, !tbaa !189
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %11, ptr noundef nonnull align 8 dereferenceable(16) %129, i64 16, i1 false)
  store i64 %85, ptr %10, align 8, !alias.scope !193
  store ptr %149, ptr %152, align 8, !tbaa !150, !alias.scope !193
  store ptr %150, ptr %157, align 8, !tbaa !25, !alias.scope !193
  %165 = icmp eq i8 %163, 0
  br i1 %165, label %172, label %166

166:                                              ; preds = %161
  %167 = load i32, ptr %154, align 4, !tbaa !11, !noalias !196
  br label %168

168:                                              ; preds = %166, %158
  %169 = phi i32 [ %160, %158 ], [ %167, %166 ]
  %170 = phi i32 [ %128, %158 ], [ %164, %166 ]
  %171 = add nsw i32 %169, 1
  store i32 %171, ptr %154, align 4, !tbaa !11, !noalias !196
  br label %178

172:                                              ; preds = %161
  %173 = atomicrmw volatile add ptr %154, i32 1 acq_rel, align 4, !noalias !196
  br label %178

174:                                              ; preds = %148
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %11, ptr noundef nonnull align 8 dereferenceable(16) %129, i64 16, i1 false)
  call void @llvm.experimental.noalias.scope.decl(metadata !196)
  store i64 %85, ptr %10, align 8, !alias.scope !196
  store ptr %149, ptr %152, align 8, !tbaa !150, !alias.scope !196
  %175 = getelementptr inbounds i8, ptr %10, i64 16
  store ptr null, ptr %175, align 8, !tbaa !25, !alias.scope !196
  %176 = getelementptr inbounds i8, ptr %10, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %176, ptr noundef nonnull align 8 dereferenceable(16) %129, i64 16, i1 false)
  %177 = getelementptr inbounds i8, ptr %10, i64 40
  store i32 %128, ptr %177, align 8, !tbaa !189, !alias.scope !196
  br label %271

178:                                              ; preds = %172, %168
  %179 = phi i32 [ %164, %172 ], [ %170, %168 ]
  %180 = getelementptr inbounds i8, ptr %10, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %180, ptr noundef nonnull align 8 dereferenceable(16) %11, i64 16, i1 false)
  %181 = getelementptr inbounds i8, ptr %10, i64 40
  store i32 %179, ptr %181, align 8, !tbaa !189, !alias.scope !196
  %182 = load atomic i64, ptr %154 acquire, align 8
  %183 = icmp eq i64 %182, 4294967297
  %184 = trunc i64 %182 to i32
  br i1 %183, label %185, label %193

185:                                              ; preds = %178
  store i32 0, ptr %154, align 8, !tbaa !27
  %186 = getelementptr inbounds i8, ptr %150, i64 12
  store i32 0, ptr %186, align 4, !tbaa !29
  %187 = load ptr, ptr %150, align 8, !tbaa !30
  %188 = getelementptr inbounds i8, ptr %187, i64 16
  %189 = load ptr, ptr %188, align 8
  call void %189(ptr noundef nonnull align 8 dereferenceable(16) %150) #25
  %190 = load ptr, ptr %150, align 8, !tbaa !30
  %191 = getelementptr inbounds i8, ptr %190, i64 24
  %192 = load ptr, ptr %191, align 8
  call void %192(ptr noundef nonnull align 8 dereferenceable(16) %150) #25
  br label %204

193:                                              ; preds = %178
  %194 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %195 = icmp eq i8 %194, 0
  br i1 %195, label %198, label %196

196:                                              ; preds = %193
  %197 = add nsw i32 %184, -1
  store i32 %197, ptr %154, align 4, !tbaa !11
  br label %200

198:                                              ; preds = %193
  %199 = atomicrmw volatile add ptr %154, i32 -1 acq_rel, align 4
  br label %200

200:                                              ; preds = %198, %196
  %201 = phi i32 [ %184, %196 ], [ %199, %198 ]
  %202 = icmp eq i32 %201, 1
  br i1 %202, label %203, label %204, !prof !33

203:                                              ; preds = %200
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %150) #25
  br label %204

204:                                              ; preds = %203, %200, %185
  %205 = load ptr, ptr %157, align 8, !tbaa !25
  %206 = icmp eq ptr %205, null
  br i1 %206, label %271, label %207

207:                                              ; preds = %204
  %208 = getelementptr inbounds i8, ptr %205, i64 8
  %209 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %210 = icmp eq i8 %209, 0
  br i1 %210, label %214, label %211

211:                                              ; preds = %207
  %212 = load i32, ptr %208, align 4, !tbaa !11
  %213 = add nsw i32 %212, 1
  store i32 %213, ptr %208, align 4, !tbaa !11
  br label %220

214:                                              ; preds = %207
  %215 = atomicrmw volatile add ptr %208, i32 1 acq_rel, align 4
  %216 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %217 = icmp eq i8 %216, 0
  br i1 %217, label %223, label %218

218:                                              ; preds = %214
  %219 = load i32, ptr %208, align 4, !tbaa !11
  br label %220

220:                                              ; preds = %218, %211
  %221 = phi i32 [ %219, %218 ], [ %213, %211 ]
  %222 = add nsw i32 %221, 1
  store i32 %222, ptr %208, align 4, !tbaa !11
  br label %225

223:                                              ; preds = %214
  %224 = atomicrmw volatile add ptr %208, i32 1 acq_rel, align 4
  br label %225

225:                                              ; preds = %223, %220
  %226 = load atomic i64, ptr %208 acquire, align 8
  %227 = icmp eq i64 %226, 4294967297
  %228 = trunc i64 %226 to i32
  br i1 %227, label %229, label %237

229:                                              ; preds = %225
  store i32 0, ptr %208, align 8, !tbaa !27
  %230 = getelementptr inbounds i8, ptr %205, i64 12
  store i32 0, ptr %230, align 4, !tbaa !29
  %231 = load ptr, ptr %205, align 8, !tbaa !30
  %232 = getelementptr inbounds i8, ptr %231, i64 16
  %233 = load ptr, ptr %232, align 8
  call void %233(ptr noundef nonnull align 8 dereferenceable(16) %205) #25
  %234 = load ptr, ptr %205, align 8, !tbaa !30
  %235 = getelementptr inbounds i8, ptr %234, i64 24
  %236 = load ptr, ptr %235, align 8
  call void %236(ptr noundef nonnull align 8 dereferenceable(16) %205) #25
  br label %248

237:                                              ; preds = %225
  %238 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %239 = icmp eq i8 %238, 0
  br i1 %239, label %242, label %240

240:                                              ; preds = %237
  %241 = add nsw i32 %228, -1
  store i32 %241, ptr %208, align 4, !tbaa !11
  br label %244

242:                                              ; preds = %237
  %243 = atomicrmw volatile add ptr %208, i32 -1 acq_rel, align 4
  br label %244

244:                                              ; preds = %242, %240
  %245 = phi i32 [ %228, %240 ], [ %243, %242 ]
  %246 = icmp eq i32 %245, 1
  br i1 %246, label %247, label %248, !prof !33

247:                                              ; preds = %244
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %205) #25
  br label %248

248:                                              ; preds = %247, %244, %229
  %249 = load atomic i64, ptr %208 acquire, align 8
  %250 = icmp eq i64 %249, 4294967297
  %251 = trunc i64 %249 to i32
  br i1 %250, label %252, label %260

252:                                              ; preds = %248
  store i32 0, ptr %208, align 8, !tbaa !27
  %253 = getelementptr inbounds i8, ptr %205, i64 12
  store i32 0, ptr %253, align 4, !tbaa !29
  %254 = load ptr, ptr %205, align 8, !tbaa !30
  %255 = getelementptr inbounds i8, ptr %254, i64 16
  %256 = load ptr, ptr %255, align 8
  call void %256(ptr noundef nonnull align 8 dereferenceable(16) %205) #25
  %257 = load ptr, ptr %205, align 8, !tbaa !30
  %258 = getelementptr inbounds i8, ptr %257, i64 24
  %259 = load ptr, ptr %258, align 8
  call void %259(ptr noundef nonnull align 8 dereferenceable(16) %205) #25
  br label %271

260:                                              ; preds = %248
  %261 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %262 = icmp eq i8 %261, 0
  br i1 %262, label %265, label %263

263:                                              ; preds = %260
  %264 = add nsw i32 %251, -1
  store i32 %264, ptr %208, align 4, !tbaa !11
  br label %267

265:                                              ; preds = %260
  %266 = atomicrmw volatile add ptr %208, i32 -1 acq_rel, align 4
  br label %267

267:                                              ; preds = %265, %263
  %268 = phi i32 [ %251, %263 ], [ %266, %265 ]
  %269 = icmp eq i32 %268, 1
  br i1 %269, label %270, label %271, !prof !33

270:                                              ; preds = %267
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %205) #25
  br label %271

271:                                              ; preds = %270, %267, %252, %204, %174
  %272 = phi ptr [ %175, %174 ], [ %157, %204 ], [ %157, %252 ], [ %157, %267 ], [ %157, %270 ]
  %273 = phi ptr [ %176, %174 ], [ %180, %204 ], [ %180, %252 ], [ %180, %267 ], [ %180, %270 ]
  %274 = phi ptr [ %177, %174 ], [ %181, %204 ], [ %181, %252 ], [ %181, %267 ], [ %181, %270 ]
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.31)
          to label %275 unwind label %444

275:                                              ; preds = %271
  %276 = load i64, ptr %145, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %8)
  %277 = getelementptr inbounds i8, ptr %8, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %277, i8 0, i64 16, i1 false), !alias.scope !198
  store i64 %276, ptr %8, align 8, !tbaa !5, !alias.scope !198
  invoke void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range.71") align 8 %8, i1 noundef zeroext false, i32 noundef 1)
          to label %278 unwind label %444

278:                                              ; preds = %275
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8)
  %279 = load i64, ptr %10, align 8
  store i64 %279, ptr %12, align 8
  %280 = getelementptr inbounds i8, ptr %12, i64 8
  %281 = load ptr, ptr %152, align 8, !tbaa !150
  store ptr %281, ptr %280, align 8, !tbaa !150
  %282 = getelementptr inbounds i8, ptr %12, i64 16
  %283 = load ptr, ptr %272, align 8, !tbaa !25
  store ptr null, ptr %272, align 8, !tbaa !25
  store ptr %283, ptr %282, align 8, !tbaa !25
  store ptr null, ptr %152, align 8, !tbaa !150
  %284 = getelementptr inbounds i8, ptr %12, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %284, ptr noundef nonnull align 8 dereferenceable(16) %273, i64 16, i1 false)
  %285 = getelementptr inbounds i8, ptr %12, i64 40
  %286 = load i32, ptr %274, align 8, !tbaa !189
  store i32 %286, ptr %285, align 8, !tbaa !189
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6)
  %287 = invoke noalias noundef nonnull dereferenceable(56) ptr @_Znwm(i64 noundef 56) #27
          to label %288 unwind label %446

288:                                              ; preds = %278
  %289 = icmp eq ptr %283, null
  br i1 %289, label %313, label %290

290:                                              ; preds = %288
  %291 = getelementptr inbounds i8, ptr %283, i64 8
  %292 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32, !noalias !201
  %293 = icmp eq i8 %292, 0
  br i1 %293, label %297, label %294

294:                                              ; preds = %290
  %295 = load i32, ptr %291, align 4, !tbaa !11, !noalias !201
  %296 = add nsw i32 %295, 1
  store i32 %296, ptr %291, align 4, !tbaa !11, !noalias !201
  br label %301

297:                                              ; preds = %290
  %298 = atomicrmw volatile add ptr %291, i32 1 acq_rel, align 4, !noalias !201
  %299 = load i32, ptr %285, align 8, !tbaa !189, !noalias !201
  %300 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32, !noalias !201
  br label %301

301:                                              ; preds = %297, %294
  %302 = phi i8 [ 1, %294 ], [ %300, %297 ]
  %303 = phi i32 [ %286, %294 ], [ %299, %297 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull readonly align 8 dereferenceable(16) %284, i64 16, i1 false), !noalias !201
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EEE, i64 16), ptr %287, align 8, !tbaa !30, !noalias !201
  %304 = getelementptr inbounds i8, ptr %287, i64 8
  store i64 %279, ptr %304, align 8, !noalias !201
  %305 = getelementptr inbounds i8, ptr %287, i64 16
  store ptr %281, ptr %305, align 8, !tbaa !150, !noalias !201
  %306 = getelementptr inbounds i8, ptr %287, i64 24
  store ptr %283, ptr %306, align 8, !tbaa !25, !noalias !201
  %307 = icmp eq i8 %302, 0
  br i1 %307, label %311, label %308

308:                                              ; preds = %301
  %309 = load i32, ptr %291, align 4, !tbaa !11, !noalias !201
  %310 = add nsw i32 %309, 1
  store i32 %310, ptr %291, align 4, !tbaa !11, !noalias !201
  br label %319

311:                                              ; preds = %301
  %312 = atomicrmw volatile add ptr %291, i32 1 acq_rel, align 4, !noalias !201
  br label %319

313:                                              ; preds = %288
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EEE, i64 16), ptr %287, align 8, !tbaa !30, !noalias !201
  %314 = getelementptr inbounds i8, ptr %287, i64 8
  store i64 %279, ptr %314, align 8, !noalias !201
  %315 = getelementptr inbounds i8, ptr %287, i64 16
  store ptr %281, ptr %315, align 8, !tbaa !150, !noalias !201
  %316 = getelementptr inbounds i8, ptr %287, i64 24
  store ptr null, ptr %316, align 8, !tbaa !25, !noalias !201
  %317 = getelementptr inbounds i8, ptr %287, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %317, ptr noundef nonnull align 8 dereferenceable(16) %273, i64 16, i1 false)
  %318 = getelementptr inbounds i8, ptr %287, i64 48
  store i32 %286, ptr %318, align 8, !tbaa !189, !noalias !201
  br label %344

319:                                              ; preds = %311, %308
  %320 = getelementptr inbounds i8, ptr %287, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %320, ptr noundef nonnull align 8 dereferenceable(16) %6, i64 16, i1 false), !noalias !201
  %321 = getelementptr inbounds i8, ptr %287, i64 48
  store i32 %303, ptr %321, align 8, !tbaa !189, !noalias !201
  %322 = load atomic i64, ptr %291 acquire, align 8, !noalias !201
  %323 = icmp eq i64 %322, 4294967297
  %324 = trunc i64 %322 to i32
  br i1 %323, label %325, label %333

325:                                              ; preds = %319
  store i32 0, ptr %291, align 8, !tbaa !27, !noalias !201
  %326 = getelementptr inbounds i8, ptr %283, i64 12
  store i32 0, ptr %326, align 4, !tbaa !29, !noalias !201
  %327 = load ptr, ptr %283, align 8, !tbaa !30, !noalias !201
  %328 = getelementptr inbounds i8, ptr %327, i64 16
  %329 = load ptr, ptr %328, align 8, !noalias !201
  call void %329(ptr noundef nonnull align 8 dereferenceable(16) %283) #25, !noalias !201
  %330 = load ptr, ptr %283, align 8, !tbaa !30, !noalias !201
  %331 = getelementptr inbounds i8, ptr %330, i64 24
  %332 = load ptr, ptr %331, align 8, !noalias !201
  call void %332(ptr noundef nonnull align 8 dereferenceable(16) %283) #25, !noalias !201
  br label %344

333:                                              ; preds = %319
  %334 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32, !noalias !201
  %335 = icmp eq i8 %334, 0
  br i1 %335, label %338, label %336

336:                                              ; preds = %333
  %337 = add nsw i32 %324, -1
  store i32 %337, ptr %291, align 4, !tbaa !11, !noalias !201
  br label %340

338:                                              ; preds = %333
  %339 = atomicrmw volatile add ptr %291, i32 -1 acq_rel, align 4, !noalias !201
  br label %340

340:                                              ; preds = %338, %336
  %341 = phi i32 [ %324, %336 ], [ %339, %338 ]
  %342 = icmp eq i32 %341, 1
  br i1 %342, label %343, label %344, !prof !33

343:                                              ; preds = %340
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %283) #25, !noalias !201
  br label %344

344:                                              ; preds = %343, %340, %325, %313
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6)
  %345 = getelementptr inbounds i8, ptr %1, i64 152
  %346 = load ptr, ptr %345, align 8, !tbaa !9
  store ptr %287, ptr %345, align 8, !tbaa !9
  %347 = icmp eq ptr %346, null
  br i1 %347, label %352, label %348

348:                                              ; preds = %344
  %349 = load ptr, ptr %346, align 8, !tbaa !30
  %350 = getelementptr inbounds i8, ptr %349, i64 16
  %351 = load ptr, ptr %350, align 8
  call void %351(ptr noundef nonnull align 8 dereferenceable(8) %346) #25
  br label %352

352:                                              ; preds = %348, %344
  invoke void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %353 unwind label %446

353:                                              ; preds = %352
  %354 = load ptr, ptr %345, align 8, !tbaa !9
  %355 = load ptr, ptr %354, align 8, !tbaa !30
  %356 = load ptr, ptr %355, align 8
  %357 = invoke noundef ptr %356(ptr noundef nonnull align 8 dereferenceable(8) %354)
          to label %358 unwind label %446

358:                                              ; preds = %353
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #25
  invoke void @_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI7AddStepEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv(ptr dead_on_unwind nonnull writable sret(%"class.std::vector.89") align 8 %7)
          to label %359 unwind label %446

359:                                              ; preds = %358
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %357, ptr noundef nonnull align 8 dereferenceable(24) %7, i1 noundef zeroext false)
          to label %360 unwind label %377

360:                                              ; preds = %359
  %361 = load ptr, ptr %7, align 8, !tbaa !167
  %362 = icmp eq ptr %361, null
  br i1 %362, label %369, label %363

363:                                              ; preds = %360
  %364 = getelementptr inbounds i8, ptr %7, i64 16
  %365 = load ptr, ptr %364, align 8, !tbaa !169
  %366 = ptrtoint ptr %365 to i64
  %367 = ptrtoint ptr %361 to i64
  %368 = sub i64 %366, %367
  call void @_ZdlPvm(ptr noundef nonnull %361, i64 noundef %368) #29
  br label %369

369:                                              ; preds = %363, %360
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #25
  %370 = invoke noalias noundef nonnull dereferenceable(54) ptr @_Znam(i64 noundef 54) #27
          to label %371 unwind label %446

371:                                              ; preds = %369
  %372 = getelementptr inbounds i8, ptr %1, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(53) %370, ptr noundef nonnull align 1 dereferenceable(53) @.str.32, i64 53, i1 false)
  %373 = getelementptr inbounds i8, ptr %370, i64 53
  store i8 0, ptr %373, align 1, !tbaa !32
  %374 = load ptr, ptr %372, align 8, !tbaa !9
  store ptr %370, ptr %372, align 8, !tbaa !9
  %375 = icmp eq ptr %374, null
  br i1 %375, label %388, label %376

376:                                              ; preds = %371
  call void @_ZdaPv(ptr noundef nonnull %374) #29
  br label %388

377:                                              ; preds = %359
  %378 = landingpad { ptr, i32 }
          cleanup
  %379 = load ptr, ptr %7, align 8, !tbaa !167
  %380 = icmp eq ptr %379, null
  br i1 %380, label %387, label %381

381:                                              ; preds = %377
  %382 = getelementptr inbounds i8, ptr %7, i64 16
  %383 = load ptr, ptr %382, align 8, !tbaa !169
  %384 = ptrtoint ptr %383 to i64
  %385 = ptrtoint ptr %379 to i64
  %386 = sub i64 %384, %385
  call void @_ZdlPvm(ptr noundef nonnull %379, i64 noundef %386) #29
  br label %387

387:                                              ; preds = %381, %377
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #25
  br label %448

388:                                              ; preds = %376, %371
  %389 = load ptr, ptr %282, align 8, !tbaa !25
  %390 = icmp eq ptr %389, null
  br i1 %390, label %415, label %391

391:                                              ; preds = %388
  %392 = getelementptr inbounds i8, ptr %389, i64 8
  %393 = load atomic i64, ptr %392 acquire, align 8
  %394 = icmp eq i64 %393, 4294967297
  %395 = trunc i64 %393 to i32
  br i1 %394, label %396, label %404

396:                                              ; preds = %391
  store i32 0, ptr %392, align 8, !tbaa !27
  %397 = getelementptr inbounds i8, ptr %389, i64 12
  store i32 0, ptr %397, align 4, !tbaa !29
  %398 = load ptr, ptr %389, align 8, !tbaa !30
  %399 = getelementptr inbounds i8, ptr %398, i64 16
  %400 = load ptr, ptr %399, align 8
  call void %400(ptr noundef nonnull align 8 dereferenceable(16) %389) #25
  %401 = load ptr, ptr %389, align 8, !tbaa !30
  %402 = getelementptr inbounds i8, ptr %401, i64 24
  %403 = load ptr, ptr %402, align 8
  call void %403(ptr noundef nonnull align 8 dereferenceable(16) %389) #25
  br label %415

404:                                              ; preds = %391
  %405 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %406 = icmp eq i8 %405, 0
  br i1 %406, label %409, label %407

407:                                              ; preds = %404
  %408 = add nsw i32 %395, -1
  store i32 %408, ptr %392, align 4, !tbaa !11
  br label %411

409:                                              ; preds = %404
  %410 = atomicrmw volatile add ptr %392, i32 -1 acq_rel, align 4
  br label %411

411:                                              ; preds = %409, %407
  %412 = phi i32 [ %395, %407 ], [ %410, %409 ]
  %413 = icmp eq i32 %412, 1
  br i1 %413, label %414, label %415, !prof !33

414:                                              ; preds = %411
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %389) #25
  br label %415

415:                                              ; preds = %414, %411, %396, %388
  invoke void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef 1)
          to label %416 unwind label %444

416:                                              ; preds = %415
  %417 = load ptr, ptr %272, align 8, !tbaa !25
  %418 = icmp eq ptr %417, null
  br i1 %418, label %443, label %419

419:                                              ; preds = %416
  %420 = getelementptr inbounds i8, ptr %417, i64 8
  %421 = load atomic i64, ptr %420 acquire, align 8
  %422 = icmp eq i64 %421, 4294967297
  %423 = trunc i64 %421 to i32
  br i1 %422, label %424, label %432

424:                                              ; preds = %419
  store i32 0, ptr %420, align 8, !tbaa !27
  %425 = getelementptr inbounds i8, ptr %417, i64 12
  store i32 0, ptr %425, align 4, !tbaa !29
  %426 = load ptr, ptr %417, align 8, !tbaa !30
  %427 = getelementptr inbounds i8, ptr %426, i64 16
  %428 = load ptr, ptr %427, align 8
  call void %428(ptr noundef nonnull align 8 dereferenceable(16) %417) #25
  %429 = load ptr, ptr %417, align 8, !tbaa !30
  %430 = getelementptr inbounds i8, ptr %429, i64 24
  %431 = load ptr, ptr %430, align 8
  call void %431(ptr noundef nonnull align 8 dereferenceable(16) %417) #25
  br label %443

432:                                              ; preds = %419
  %433 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %434 = icmp eq i8 %433, 0
  br i1 %434, label %437, label %435

435:                                              ; preds = %432
  %436 = add nsw i32 %423, -1
  store i32 %436, ptr %420, align 4, !tbaa !11
  br label %439

437:                                              ; preds = %432
  %438 = atomicrmw volatile add ptr %420, i32 -1 acq_rel, align 4
  br label %439

439:                                              ; preds = %437, %435
  %440 = phi i32 [ %423, %435 ], [ %438, %437 ]
  %441 = icmp eq i32 %440, 1
  br i1 %441, label %442, label %443, !prof !33

442:                                              ; preds = %439
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %417) #25
  br label %443

443:                                              ; preds = %442, %439, %424, %416
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %10) #25
  br label %668

444:                                              ; preds = %415, %275, %271
  %445 = landingpad { ptr, i32 }
          cleanup
  br label %450

446:                                              ; preds = %369, %358, %353, %352, %278
  %447 = landingpad { ptr, i32 }
          cleanup
  br label %448

448:                                              ; preds = %446, %387
  %449 = phi { ptr, i32 } [ %447, %446 ], [ %378, %387 ]
  call fastcc void @_ZN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi1EEEE_ED2Ev(ptr noundef nonnull align 8 dereferenceable(48) %12) #25
  br label %450

450:                                              ; preds = %448, %444
  %451 = phi { ptr, i32 } [ %445, %444 ], [ %449, %448 ]
  call fastcc void @_ZN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi1EEEE_ED2Ev(ptr noundef nonnull align 8 dereferenceable(48) %10) #25
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %10) #25
  br label %666

452:                                              ; preds = %144
  %453 = load ptr, ptr %126, align 8, !tbaa !25
  %454 = icmp eq ptr %453, null
  br i1 %454, label %519, label %455

455:                                              ; preds = %452
  %456 = getelementptr inbounds i8, ptr %453, i64 8
  %457 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %458 = icmp eq i8 %457, 0
  br i1 %458, label %462, label %459

459:                                              ; preds = %455
  %460 = load i32, ptr %456, align 4, !tbaa !11
  %461 = add nsw i32 %460, 1
  store i32 %461, ptr %456, align 4, !tbaa !11
  br label %468

462:                                              ; preds = %455
  %463 = atomicrmw volatile add ptr %456, i32 1 acq_rel, align 4
  %464 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %465 = icmp eq i8 %464, 0
  br i1 %465, label %471, label %466

466:                                              ; preds = %462
  %467 = load i32, ptr %456, align 4, !tbaa !11
  br label %468

468:                                              ; preds = %466, %459
  %469 = phi i32 [ %467, %466 ], [ %461, %459 ]
  %470 = add nsw i32 %469, 1
  store i32 %470, ptr %456, align 4, !tbaa !11
  br label %473

471:                                              ; preds = %462
  %472 = atomicrmw volatile add ptr %456, i32 1 acq_rel, align 4
  br label %473

473:                                              ; preds = %471, %468
  %474 = load atomic i64, ptr %456 acquire, align 8
  %475 = icmp eq i64 %474, 4294967297
  %476 = trunc i64 %474 to i32
  br i1 %475, label %477, label %485

477:                                              ; preds = %473
  store i32 0, ptr %456, align 8, !tbaa !27
  %478 = getelementptr inbounds i8, ptr %453, i64 12
  store i32 0, ptr %478, align 4, !tbaa !29
  %479 = load ptr, ptr %453, align 8, !tbaa !30
  %480 = getelementptr inbounds i8, ptr %479, i64 16
  %481 = load ptr, ptr %480, align 8
  call void %481(ptr noundef nonnull align 8 dereferenceable(16) %453) #25
  %482 = load ptr, ptr %453, align 8, !tbaa !30
  %483 = getelementptr inbounds i8, ptr %482, i64 24
  %484 = load ptr, ptr %483, align 8
  call void %484(ptr noundef nonnull align 8 dereferenceable(16) %453) #25
  br label %496

485:                                              ; preds = %473
  %486 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %487 = icmp eq i8 %486, 0
  br i1 %487, label %490, label %488

488:                                              ; preds = %485
  %489 = add nsw i32 %476, -1
  store i32 %489, ptr %456, align 4, !tbaa !11
  br label %492

490:                                              ; preds = %485
  %491 = atomicrmw volatile add ptr %456, i32 -1 acq_rel, align 4
  br label %492

492:                                              ; preds = %490, %488
  %493 = phi i32 [ %476, %488 ], [ %491, %490 ]
  %494 = icmp eq i32 %493, 1
  br i1 %494, label %495, label %496, !prof !33

495:                                              ; preds = %492
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %453) #25
  br label %496

496:                                              ; preds = %495, %492, %477
  %497 = load atomic i64, ptr %456 acquire, align 8
  %498 = icmp eq i64 %497, 4294967297
  %499 = trunc i64 %497 to i32
  br i1 %498, label %500, label %508

500:                                              ; preds = %496
  store i32 0, ptr %456, align 8, !tbaa !27
  %501 = getelementptr inbounds i8, ptr %453, i64 12
  store i32 0, ptr %501, align 4, !tbaa !29
  %502 = load ptr, ptr %453, align 8, !tbaa !30
  %503 = getelementptr inbounds i8, ptr %502, i64 16
  %504 = load ptr, ptr %503, align 8
  call void %504(ptr noundef nonnull align 8 dereferenceable(16) %453) #25
  %505 = load ptr, ptr %453, align 8, !tbaa !30
  %506 = getelementptr inbounds i8, ptr %505, i64 24
  %507 = load ptr, ptr %506, align 8
  call void %507(ptr noundef nonnull align 8 dereferenceable(16) %453) #25
  br label %519

508:                                              ; preds = %496
  %509 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %510 = icmp eq i8 %509, 0
  br i1 %510, label %513, label %511

511:                                              ; preds = %508
  %512 = add nsw i32 %499, -1
  store i32 %512, ptr %456, align 4, !tbaa !11
  br label %515

513:                                              ; preds = %508
  %514 = atomicrmw volatile add ptr %456, i32 -1 acq_rel, align 4
  br label %515

515:                                              ; preds = %513, %511
  %516 = phi i32 [ %499, %511 ], [ %514, %513 ]
  %517 = icmp eq i32 %516, 1
  br i1 %517, label %518, label %519, !prof !33

518:                                              ; preds = %515
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %453) #25
  br label %519

519:                                              ; preds = %518, %515, %500, %452
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.31)
          to label %520 unwind label %695

520:                                              ; preds = %519
  invoke void @_ZN4sycl3_V17handler22setKernelIsCooperativeEb(ptr noundef nonnull align 8 dereferenceable(216) %1, i1 noundef zeroext false)
          to label %521 unwind label %695

521:                                              ; preds = %520
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5)
  %522 = getelementptr inbounds i8, ptr %5, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %522, i8 0, i64 16, i1 false), !alias.scope !204
  store i64 %85, ptr %5, align 8, !tbaa !5, !alias.scope !204
  invoke void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range.71") align 8 %5, i1 noundef zeroext false, i32 noundef 1)
          to label %523 unwind label %695

523:                                              ; preds = %521
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5)
  %524 = load ptr, ptr %14, align 8, !tbaa !150
  store ptr %524, ptr %13, align 8, !tbaa !150
  %525 = getelementptr inbounds i8, ptr %13, i64 8
  %526 = load ptr, ptr %126, align 8, !tbaa !25
  store ptr null, ptr %126, align 8, !tbaa !25
  store ptr %526, ptr %525, align 8, !tbaa !25
  store ptr null, ptr %14, align 8, !tbaa !150
  %527 = getelementptr inbounds i8, ptr %13, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %527, ptr noundef nonnull align 8 dereferenceable(16) %129, i64 16, i1 false)
  %528 = getelementptr inbounds i8, ptr %13, i64 32
  %529 = load i32, ptr %130, align 8, !tbaa !189
  store i32 %529, ptr %528, align 8, !tbaa !189
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3)
  %530 = invoke noalias noundef nonnull dereferenceable(48) ptr @_Znwm(i64 noundef 48) #27
          to label %531 unwind label %662

531:                                              ; preds = %523
  %532 = icmp eq ptr %526, null
  %533 = getelementptr inbounds i8, ptr %530, i64 16
  br i1 %532, label %555, label %534

534:                                              ; preds = %531
  %535 = getelementptr inbounds i8, ptr %526, i64 8
  %536 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32, !noalias !207
  %537 = icmp eq i8 %536, 0
  %538 = getelementptr inbounds i8, ptr %530, i64 8
  br i1 %537, label %542, label %539

539:                                              ; preds = %534
  %540 = load i32, ptr %535, align 4, !tbaa !11, !noalias !207
  %541 = add nsw i32 %540, 1
  store i32 %541, ptr %535, align 4, !tbaa !11, !noalias !207
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %129, i64 16, i1 false)
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %530, align 8, !tbaa !30, !noalias !207
  store ptr %524, ptr %538, align 8, !tbaa !150, !noalias !207
  store ptr %526, ptr %533, align 8, !tbaa !25, !noalias !207
  br label %549

542:                                              ; preds = %534
  %543 = atomicrmw volatile add ptr %535, i32 1 acq_rel, align 4, !noalias !207
  %544 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32, !noalias !207
  %545 = icmp eq i8 %544, 0
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull readonly align 8 dereferenceable(16) %527, i64 16, i1 false), !noalias !207
  %546 = load i32, ptr %528, align 8, !tbaa !189, !noalias !207
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %530, align 8, !tbaa !30, !noalias !207
  store ptr %524, ptr %538, align 8, !tbaa !150, !noalias !207
  store ptr %526, ptr %533, align 8, !tbaa !25, !noalias !207
  br i1 %545, label %553, label %547

547:                                              ; preds = %542
  %548 = load i32, ptr %535, align 4, !tbaa !11, !noalias !207
  br label %549

549:                                              ; preds = %547, %539
  %550 = phi i32 [ %541, %539 ], [ %548, %547 ]
  %551 = phi i32 [ %529, %539 ], [ %546, %547 ]
  %552 = add nsw i32 %550, 1
  store i32 %552, ptr %535, align 4, !tbaa !11, !noalias !207
  br label %559

553:                                              ; preds = %542
  %554 = atomicrmw volatile add ptr %535, i32 1 acq_rel, align 4, !noalias !207
  br label %559

555:                                              ; preds = %531
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %530, align 8, !tbaa !30, !noalias !207
  %556 = getelementptr inbounds i8, ptr %530, i64 8
  store ptr %524, ptr %556, align 8, !tbaa !150, !noalias !207
  store ptr null, ptr %533, align 8, !tbaa !25, !noalias !207
  %557 = getelementptr inbounds i8, ptr %530, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %557, ptr noundef nonnull align 8 dereferenceable(16) %129, i64 16, i1 false)
  %558 = getelementptr inbounds i8, ptr %530, i64 40
  store i32 %529, ptr %558, align 8, !tbaa !189, !noalias !207
  br label %585

559:                                              ; preds = %553, %549
  %560 = phi i32 [ %551, %549 ], [ %546, %553 ]
  %561 = getelementptr inbounds i8, ptr %530, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %561, ptr noundef nonnull align 8 dereferenceable(16) %3, i64 16, i1 false), !noalias !207
  %562 = getelementptr inbounds i8, ptr %530, i64 40
  store i32 %560, ptr %562, align 8, !tbaa !189, !noalias !207
  %563 = load atomic i64, ptr %535 acquire, align 8, !noalias !207
  %564 = icmp eq i64 %563, 4294967297
  %565 = trunc i64 %563 to i32
  br i1 %564, label %566, label %574

566:                                              ; preds = %559
  store i32 0, ptr %535, align 8, !tbaa !27, !noalias !207
  %567 = getelementptr inbounds i8, ptr %526, i64 12
  store i32 0, ptr %567, align 4, !tbaa !29, !noalias !207
  %568 = load ptr, ptr %526, align 8, !tbaa !30, !noalias !207
  %569 = getelementptr inbounds i8, ptr %568, i64 16
  %570 = load ptr, ptr %569, align 8, !noalias !207
  call void %570(ptr noundef nonnull align 8 dereferenceable(16) %526) #25, !noalias !207
  %571 = load ptr, ptr %526, align 8, !tbaa !30, !noalias !207
  %572 = getelementptr inbounds i8, ptr %571, i64 24
  %573 = load ptr, ptr %572, align 8, !noalias !207
  call void %573(ptr noundef nonnull align 8 dereferenceable(16) %526) #25, !noalias !207
  br label %585

574:                                              ; preds = %559
  %575 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32, !noalias !207
  %576 = icmp eq i8 %575, 0
  br i1 %576, label %579, label %577

577:                                              ; preds = %574
  %578 = add nsw i32 %565, -1
  store i32 %578, ptr %535, align 4, !tbaa !11, !noalias !207
  br label %581

579:                                              ; preds = %574
  %580 = atomicrmw volatile add ptr %535, i32 -1 acq_rel, align 4, !noalias !207
  br label %581

581:                                              ; preds = %579, %577
  %582 = phi i32 [ %565, %577 ], [ %580, %579 ]
  %583 = icmp eq i32 %582, 1
  br i1 %583, label %584, label %585, !prof !33

584:                                              ; preds = %581
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %526) #25, !noalias !207
  br label %585

585:                                              ; preds = %584, %581, %566, %555
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3)
  %586 = getelementptr inbounds i8, ptr %1, i64 152
  %587 = load ptr, ptr %586, align 8, !tbaa !9
  store ptr %530, ptr %586, align 8, !tbaa !9
  %588 = icmp eq ptr %587, null
  br i1 %588, label %593, label %589

589:                                              ; preds = %585
  %590 = load ptr, ptr %587, align 8, !tbaa !30
  %591 = getelementptr inbounds i8, ptr %590, i64 16
  %592 = load ptr, ptr %591, align 8
  call void %592(ptr noundef nonnull align 8 dereferenceable(8) %587) #25
  br label %593

593:                                              ; preds = %589, %585
  invoke void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %594 unwind label %662

594:                                              ; preds = %593
  %595 = load ptr, ptr %586, align 8, !tbaa !9
  %596 = load ptr, ptr %595, align 8, !tbaa !30
  %597 = load ptr, ptr %596, align 8
  %598 = invoke noundef ptr %597(ptr noundef nonnull align 8 dereferenceable(8) %595)
          to label %599 unwind label %662

599:                                              ; preds = %594
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #25
  call void @llvm.experimental.noalias.scope.decl(metadata !210)
  %600 = getelementptr inbounds i8, ptr %4, i64 16
  %601 = invoke noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #27
          to label %602 unwind label %662

602:                                              ; preds = %599
  store ptr %601, ptr %4, align 8, !tbaa !167, !alias.scope !210
  %603 = getelementptr inbounds i8, ptr %601, i64 24
  store ptr %603, ptr %600, align 8, !tbaa !169, !alias.scope !210
  %604 = getelementptr inbounds i8, ptr %4, i64 8
  store i64 17446157156352, ptr %601, align 4, !noalias !210
  %605 = getelementptr inbounds i8, ptr %601, i64 8
  store i32 0, ptr %605, align 4, !tbaa !11, !noalias !210
  %606 = getelementptr inbounds i8, ptr %601, i64 12
  store i64 17179869185, ptr %606, align 4, !noalias !210
  %607 = getelementptr inbounds i8, ptr %601, i64 20
  store i32 32, ptr %607, align 4, !tbaa !11, !noalias !210
  store ptr %603, ptr %604, align 8, !tbaa !170, !alias.scope !210
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %598, ptr noundef nonnull align 8 dereferenceable(24) %4, i1 noundef zeroext false)
          to label %608 unwind label %624

608:                                              ; preds = %602
  %609 = load ptr, ptr %4, align 8, !tbaa !167
  %610 = icmp eq ptr %609, null
  br i1 %610, label %616, label %611

611:                                              ; preds = %608
  %612 = load ptr, ptr %600, align 8, !tbaa !169
  %613 = ptrtoint ptr %612 to i64
  %614 = ptrtoint ptr %609 to i64
  %615 = sub i64 %613, %614
  call void @_ZdlPvm(ptr noundef nonnull %609, i64 noundef %615) #29
  br label %616

616:                                              ; preds = %611, %608
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #25
  %617 = invoke noalias noundef nonnull dereferenceable(13) ptr @_Znam(i64 noundef 13) #27
          to label %618 unwind label %662

618:                                              ; preds = %616
  %619 = getelementptr inbounds i8, ptr %1, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(12) %617, ptr noundef nonnull align 1 dereferenceable(12) @.str.31, i64 12, i1 false)
  %620 = getelementptr inbounds i8, ptr %617, i64 12
  store i8 0, ptr %620, align 1, !tbaa !32
  %621 = load ptr, ptr %619, align 8, !tbaa !9
  store ptr %617, ptr %619, align 8, !tbaa !9
  %622 = icmp eq ptr %621, null
  br i1 %622, label %634, label %623

623:                                              ; preds = %618
  call void @_ZdaPv(ptr noundef nonnull %621) #29
  br label %634

624:                                              ; preds = %602
  %625 = landingpad { ptr, i32 }
          cleanup
  %626 = load ptr, ptr %4, align 8, !tbaa !167
  %627 = icmp eq ptr %626, null
  br i1 %627, label %633, label %628

628:                                              ; preds = %624
  %629 = load ptr, ptr %600, align 8, !tbaa !169
  %630 = ptrtoint ptr %629 to i64
  %631 = ptrtoint ptr %626 to i64
  %632 = sub i64 %630, %631
  call void @_ZdlPvm(ptr noundef nonnull %626, i64 noundef %632) #29
  br label %633

633:                                              ; preds = %628, %624
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #25
  br label %664

634:                                              ; preds = %623, %618
  %635 = load ptr, ptr %525, align 8, !tbaa !25
  %636 = icmp eq ptr %635, null
  br i1 %636, label %661, label %637

637:                                              ; preds = %634
  %638 = getelementptr inbounds i8, ptr %635, i64 8
  %639 = load atomic i64, ptr %638 acquire, align 8
  %640 = icmp eq i64 %639, 4294967297
  %641 = trunc i64 %639 to i32
  br i1 %640, label %642, label %650

642:                                              ; preds = %637
  store i32 0, ptr %638, align 8, !tbaa !27
  %643 = getelementptr inbounds i8, ptr %635, i64 12
  store i32 0, ptr %643, align 4, !tbaa !29
  %644 = load ptr, ptr %635, align 8, !tbaa !30
  %645 = getelementptr inbounds i8, ptr %644, i64 16
  %646 = load ptr, ptr %645, align 8
  call void %646(ptr noundef nonnull align 8 dereferenceable(16) %635) #25
  %647 = load ptr, ptr %635, align 8, !tbaa !30
  %648 = getelementptr inbounds i8, ptr %647, i64 24
  %649 = load ptr, ptr %648, align 8
  call void %649(ptr noundef nonnull align 8 dereferenceable(16) %635) #25
  br label %661

650:                                              ; preds = %637
  %651 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %652 = icmp eq i8 %651, 0
  br i1 %652, label %655, label %653

653:                                              ; preds = %650
  %654 = add nsw i32 %641, -1
  store i32 %654, ptr %638, align 4, !tbaa !11
  br label %657

655:                                              ; preds = %650
  %656 = atomicrmw volatile add ptr %638, i32 -1 acq_rel, align 4
  br label %657

657:                                              ; preds = %655, %653
  %658 = phi i32 [ %641, %653 ], [ %656, %655 ]
  %659 = icmp eq i32 %658, 1
  br i1 %659, label %660, label %661, !prof !33

660:                                              ; preds = %657
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %635) #25
  br label %661

661:                                              ; preds = %660, %657, %642, %634
  invoke void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef 1)
          to label %668 unwind label %695

662:                                              ; preds = %616, %599, %594, %593, %523
  %663 = landingpad { ptr, i32 }
          cleanup
  br label %664

664:                                              ; preds = %662, %633
  %665 = phi { ptr, i32 } [ %663, %662 ], [ %625, %633 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(36) %13) #25
  br label %666

666:                                              ; preds = %664, %450
  %667 = phi { ptr, i32 } [ %451, %450 ], [ %665, %664 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9) #25
  br label %697

668:                                              ; preds = %661, %443
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9) #25
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %12)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %13)
  %669 = load ptr, ptr %126, align 8, !tbaa !25
  %670 = icmp eq ptr %669, null
  br i1 %670, label %699, label %671

671:                                              ; preds = %668
  %672 = getelementptr inbounds i8, ptr %669, i64 8
  %673 = load atomic i64, ptr %672 acquire, align 8
  %674 = icmp eq i64 %673, 4294967297
  %675 = trunc i64 %673 to i32
  br i1 %674, label %676, label %684

676:                                              ; preds = %671
  store i32 0, ptr %672, align 8, !tbaa !27
  %677 = getelementptr inbounds i8, ptr %669, i64 12
  store i32 0, ptr %677, align 4, !tbaa !29
  %678 = load ptr, ptr %669, align 8, !tbaa !30
  %679 = getelementptr inbounds i8, ptr %678, i64 16
  %680 = load ptr, ptr %679, align 8
  call void %680(ptr noundef nonnull align 8 dereferenceable(16) %669) #25
  %681 = load ptr, ptr %669, align 8, !tbaa !30
  %682 = getelementptr inbounds i8, ptr %681, i64 24
  %683 = load ptr, ptr %682, align 8
  call void %683(ptr noundef nonnull align 8 dereferenceable(16) %669) #25
  br label %699

684:                                              ; preds = %671
  %685 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %686 = icmp eq i8 %685, 0
  br i1 %686, label %689, label %687

687:                                              ; preds = %684
  %688 = add nsw i32 %675, -1
  store i32 %688, ptr %672, align 4, !tbaa !11
  br label %691

689:                                              ; preds = %684
  %690 = atomicrmw volatile add ptr %672, i32 -1 acq_rel, align 4
  br label %691

691:                                              ; preds = %689, %687
  %692 = phi i32 [ %675, %687 ], [ %690, %689 ]
  %693 = icmp eq i32 %692, 1
  br i1 %693, label %694, label %699, !prof !33

694:                                              ; preds = %691
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %669) #25
  br label %699

695:                                              ; preds = %661, %521, %520, %519, %143, %139, %125
  %696 = landingpad { ptr, i32 }
          cleanup
  br label %697

697:                                              ; preds = %695, %666, %141
  %698 = phi { ptr, i32 } [ %696, %695 ], [ %142, %141 ], [ %667, %666 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(36) %14) #25
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(36) %19) #25
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %19) #25
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %17) #25
  br label %757

699:                                              ; preds = %694, %691, %676, %668
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %14)
  %700 = load ptr, ptr %87, align 8, !tbaa !25
  %701 = icmp eq ptr %700, null
  br i1 %701, label %726, label %702

702:                                              ; preds = %699
  %703 = getelementptr inbounds i8, ptr %700, i64 8
  %704 = load atomic i64, ptr %703 acquire, align 8
  %705 = icmp eq i64 %704, 4294967297
  %706 = trunc i64 %704 to i32
  br i1 %705, label %707, label %715

707:                                              ; preds = %702
  store i32 0, ptr %703, align 8, !tbaa !27
  %708 = getelementptr inbounds i8, ptr %700, i64 12
  store i32 0, ptr %708, align 4, !tbaa !29
  %709 = load ptr, ptr %700, align 8, !tbaa !30
  %710 = getelementptr inbounds i8, ptr %709, i64 16
  %711 = load ptr, ptr %710, align 8
  call void %711(ptr noundef nonnull align 8 dereferenceable(16) %700) #25
  %712 = load ptr, ptr %700, align 8, !tbaa !30
  %713 = getelementptr inbounds i8, ptr %712, i64 24
  %714 = load ptr, ptr %713, align 8
  call void %714(ptr noundef nonnull align 8 dereferenceable(16) %700) #25
  br label %726

715:                                              ; preds = %702
  %716 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %717 = icmp eq i8 %716, 0
  br i1 %717, label %720, label %718

718:                                              ; preds = %715
  %719 = add nsw i32 %706, -1
  store i32 %719, ptr %703, align 4, !tbaa !11
  br label %722

720:                                              ; preds = %715
  %721 = atomicrmw volatile add ptr %703, i32 -1 acq_rel, align 4
  br label %722

722:                                              ; preds = %720, %718
  %723 = phi i32 [ %706, %718 ], [ %721, %720 ]
  %724 = icmp eq i32 %723, 1
  br i1 %724, label %725, label %726, !prof !33

725:                                              ; preds = %722
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %700) #25
  br label %726

726:                                              ; preds = %725, %722, %707, %699
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %19) #25
  %727 = load ptr, ptr %88, align 8, !tbaa !25
  %728 = icmp eq ptr %727, null
  br i1 %728, label %759, label %729

729:                                              ; preds = %726
  %730 = getelementptr inbounds i8, ptr %727, i64 8
  %731 = load atomic i64, ptr %730 acquire, align 8
  %732 = icmp eq i64 %731, 4294967297
  %733 = trunc i64 %731 to i32
  br i1 %732, label %734, label %742

734:                                              ; preds = %729
  store i32 0, ptr %730, align 8, !tbaa !27
  %735 = getelementptr inbounds i8, ptr %727, i64 12
  store i32 0, ptr %735, align 4, !tbaa !29
  %736 = load ptr, ptr %727, align 8, !tbaa !30
  %737 = getelementptr inbounds i8, ptr %736, i64 16
  %738 = load ptr, ptr %737, align 8
  call void %738(ptr noundef nonnull align 8 dereferenceable(16) %727) #25
  %739 = load ptr, ptr %727, align 8, !tbaa !30
  %740 = getelementptr inbounds i8, ptr %739, i64 24
  %741 = load ptr, ptr %740, align 8
  call void %741(ptr noundef nonnull align 8 dereferenceable(16) %727) #25
  br label %759

742:                                              ; preds = %729
  %743 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %744 = icmp eq i8 %743, 0
  br i1 %744, label %747, label %745

745:                                              ; preds = %742
  %746 = add nsw i32 %733, -1
  store i32 %746, ptr %730, align 4, !tbaa !11
  br label %749

747:                                              ; preds = %742
  %748 = atomicrmw volatile add ptr %730, i32 -1 acq_rel, align 4
  br label %749

749:                                              ; preds = %747, %745
  %750 = phi i32 [ %733, %745 ], [ %748, %747 ]
  %751 = icmp eq i32 %750, 1
  br i1 %751, label %752, label %759, !prof !33

752:                                              ; preds = %749
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %727) #25
  br label %759

753:                                              ; preds = %2
  %754 = landingpad { ptr, i32 }
          cleanup
  br label %755

755:                                              ; preds = %753, %26
  %756 = phi { ptr, i32 } [ %754, %753 ], [ %27, %26 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %18) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #25
  br label %757

757:                                              ; preds = %755, %697
  %758 = phi { ptr, i32 } [ %698, %697 ], [ %756, %755 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %17) #25
  resume { ptr, i32 } %758

759:                                              ; preds = %726, %734, %749, %752
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %17) #25
  ret void
}

; Function Attrs: mustprogress uwtable
define internal noundef zeroext i1 @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E_E10_M_managerERSt9_Any_dataRKS7_St18_Manager_operation(ptr nocapture noundef nonnull align 8 dereferenceable(16) %0, ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %1, i32 noundef %2) #3 align 2 {
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
  %9 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #27
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %9, ptr noundef nonnull readonly align 8 dereferenceable(24) %8, i64 24, i1 false), !tbaa.struct !213
  store ptr %9, ptr %0, align 8, !tbaa !9
  br label %14

10:                                               ; preds = %3
  %11 = load ptr, ptr %0, align 8, !tbaa !9
  %12 = icmp eq ptr %11, null
  br i1 %12, label %14, label %13

13:                                               ; preds = %10
  tail call void @_ZdlPvm(ptr noundef nonnull %11, i64 noundef 24) #29
  br label %14

14:                                               ; preds = %3, %13, %10, %7, %5, %4
  ret i1 false
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define internal fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr nocapture noundef nonnull readonly align 8 dereferenceable(36) %0) unnamed_addr #5 align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !25
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !27
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !29
  %12 = load ptr, ptr %3, align 8, !tbaa !30
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !30
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !11
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !33

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIiLi1ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi1ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range.71", align 8
  %8 = alloca %"class.sycl::_V1::range.71", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %11 = load i64, ptr %10, align 8
  store i64 %11, ptr %7, align 8, !tbaa !5, !alias.scope !214
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 1, ptr %12, align 8, !tbaa !5, !alias.scope !214
  %13 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %13, align 8, !tbaa !5, !alias.scope !214
  store i64 %11, ptr %8, align 8, !tbaa !5, !alias.scope !217
  %14 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 1, ptr %14, align 8, !tbaa !5, !alias.scope !217
  %15 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %15, align 8, !tbaa !5, !alias.scope !217
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #25
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
  br i1 %26, label %27, label %28, !prof !33

27:                                               ; preds = %25
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #26
  unreachable

28:                                               ; preds = %25
  %29 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %23) #27
  br label %30

30:                                               ; preds = %47, %28
  %31 = phi ptr [ %49, %47 ], [ %29, %28 ]
  %32 = phi ptr [ %48, %47 ], [ %20, %28 ]
  %33 = load ptr, ptr %32, align 8, !tbaa !178
  store ptr %33, ptr %31, align 8, !tbaa !178
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = getelementptr inbounds i8, ptr %32, i64 8
  %36 = load ptr, ptr %35, align 8, !tbaa !25
  store ptr %36, ptr %34, align 8, !tbaa !25
  %37 = icmp eq ptr %36, null
  br i1 %37, label %47, label %38

38:                                               ; preds = %30
  %39 = getelementptr inbounds i8, ptr %36, i64 8
  %40 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %41 = icmp eq i8 %40, 0
  br i1 %41, label %45, label %42

42:                                               ; preds = %38
  %43 = load i32, ptr %39, align 4, !tbaa !11
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %39, align 4, !tbaa !11
  br label %47

45:                                               ; preds = %38
  %46 = atomicrmw volatile add ptr %39, i32 1 acq_rel, align 4
  br label %47

47:                                               ; preds = %45, %42, %30
  %48 = getelementptr inbounds i8, ptr %32, i64 16
  %49 = getelementptr inbounds i8, ptr %31, i64 16
  %50 = icmp eq ptr %48, %19
  br i1 %50, label %51, label %30, !llvm.loop !180

51:                                               ; preds = %47, %5
  %52 = phi ptr [ null, %5 ], [ %29, %47 ]
  %53 = phi ptr [ null, %5 ], [ %49, %47 ]
  %54 = getelementptr inbounds i8, ptr %52, i64 %23
  store i64 %16, ptr %9, align 8
  %55 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %52, ptr %55, align 8, !tbaa !22
  %56 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %53, ptr %56, align 8, !tbaa !24
  %57 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %54, ptr %57, align 8, !tbaa !35
  %58 = load ptr, ptr %1, align 8, !tbaa !114
  %59 = icmp eq ptr %58, null
  br i1 %59, label %60, label %61

60:                                               ; preds = %51
  tail call void @__assert_fail(ptr noundef nonnull @.str.9, ptr noundef nonnull @.str.10, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS7_) #28
  unreachable

61:                                               ; preds = %51
  %62 = and i64 %16, 16
  %63 = icmp eq i64 %62, 0
  %64 = select i1 %63, i32 1026, i32 1028
  %65 = getelementptr inbounds i8, ptr %1, i64 24
  %66 = load i64, ptr %65, align 8, !tbaa !106
  %67 = getelementptr inbounds i8, ptr %1, i64 32
  %68 = load i8, ptr %67, align 8, !tbaa !113, !range !64, !noundef !65
  %69 = trunc nuw i8 %68 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.71") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.71") align 8 %8, i32 noundef %64, ptr noundef nonnull %58, i32 noundef 1, i32 noundef 4, i64 noundef %66, i1 noundef zeroext %69, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %70 unwind label %206

70:                                               ; preds = %61
  %71 = icmp eq ptr %52, %53
  br i1 %71, label %106, label %72

72:                                               ; preds = %70, %101
  %73 = phi ptr [ %102, %101 ], [ %52, %70 ]
  %74 = getelementptr inbounds i8, ptr %73, i64 8
  %75 = load ptr, ptr %74, align 8, !tbaa !25
  %76 = icmp eq ptr %75, null
  br i1 %76, label %101, label %77

77:                                               ; preds = %72
  %78 = getelementptr inbounds i8, ptr %75, i64 8
  %79 = load atomic i64, ptr %78 acquire, align 8
  %80 = icmp eq i64 %79, 4294967297
  %81 = trunc i64 %79 to i32
  br i1 %80, label %82, label %90

82:                                               ; preds = %77
  store i32 0, ptr %78, align 8, !tbaa !27
  %83 = getelementptr inbounds i8, ptr %75, i64 12
  store i32 0, ptr %83, align 4, !tbaa !29
  %84 = load ptr, ptr %75, align 8, !tbaa !30
  %85 = getelementptr inbounds i8, ptr %84, i64 16
  %86 = load ptr, ptr %85, align 8
  tail call void %86(ptr noundef nonnull align 8 dereferenceable(16) %75) #25
  %87 = load ptr, ptr %75, align 8, !tbaa !30
  %88 = getelementptr inbounds i8, ptr %87, i64 24
  %89 = load ptr, ptr %88, align 8
  tail call void %89(ptr noundef nonnull align 8 dereferenceable(16) %75) #25
  br label %101

90:                                               ; preds = %77
  %91 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %92 = icmp eq i8 %91, 0
  br i1 %92, label %95, label %93

93:                                               ; preds = %90
  %94 = add nsw i32 %81, -1
  store i32 %94, ptr %78, align 4, !tbaa !11
  br label %97

95:                                               ; preds = %90
  %96 = atomicrmw volatile add ptr %78, i32 -1 acq_rel, align 4
  br label %97

97:                                               ; preds = %95, %93
  %98 = phi i32 [ %81, %93 ], [ %96, %95 ]
  %99 = icmp eq i32 %98, 1
  br i1 %99, label %100, label %101, !prof !33

100:                                              ; preds = %97
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %75) #25
  br label %101

101:                                              ; preds = %100, %97, %82, %72
  %102 = getelementptr inbounds i8, ptr %73, i64 16
  %103 = icmp eq ptr %102, %53
  br i1 %103, label %104, label %72, !llvm.loop !34

104:                                              ; preds = %101
  %105 = load ptr, ptr %55, align 8, !tbaa !22
  br label %106

106:                                              ; preds = %104, %70
  %107 = phi ptr [ %105, %104 ], [ %52, %70 ]
  %108 = icmp eq ptr %107, null
  br i1 %108, label %114, label %109

109:                                              ; preds = %106
  %110 = load ptr, ptr %57, align 8, !tbaa !35
  %111 = ptrtoint ptr %110 to i64
  %112 = ptrtoint ptr %107 to i64
  %113 = sub i64 %111, %112
  tail call void @_ZdlPvm(ptr noundef nonnull %107, i64 noundef %113) #29
  br label %114

114:                                              ; preds = %106, %109
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #25
  %115 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr null, ptr %115, align 8, !tbaa !220
  %116 = load ptr, ptr %18, align 8, !tbaa !9
  %117 = load ptr, ptr %17, align 8, !tbaa !9
  %118 = ptrtoint ptr %116 to i64
  %119 = ptrtoint ptr %117 to i64
  %120 = sub i64 %118, %119
  %121 = icmp eq ptr %116, %117
  br i1 %121, label %182, label %122

122:                                              ; preds = %114
  %123 = icmp ugt i64 %120, 9223372036854775792
  br i1 %123, label %124, label %126, !prof !33

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
  %131 = load ptr, ptr %130, align 8, !tbaa !178
  store ptr %131, ptr %129, align 8, !tbaa !178
  %132 = getelementptr inbounds i8, ptr %129, i64 8
  %133 = getelementptr inbounds i8, ptr %130, i64 8
  %134 = load ptr, ptr %133, align 8, !tbaa !25
  store ptr %134, ptr %132, align 8, !tbaa !25
  %135 = icmp eq ptr %134, null
  br i1 %135, label %145, label %136

136:                                              ; preds = %128
  %137 = getelementptr inbounds i8, ptr %134, i64 8
  %138 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %139 = icmp eq i8 %138, 0
  br i1 %139, label %143, label %140

140:                                              ; preds = %136
  %141 = load i32, ptr %137, align 4, !tbaa !11
  %142 = add nsw i32 %141, 1
  store i32 %142, ptr %137, align 4, !tbaa !11
  br label %145

143:                                              ; preds = %136
  %144 = atomicrmw volatile add ptr %137, i32 1 acq_rel, align 4
  br label %145

145:                                              ; preds = %143, %140, %128
  %146 = getelementptr inbounds i8, ptr %130, i64 16
  %147 = getelementptr inbounds i8, ptr %129, i64 16
  %148 = icmp eq ptr %146, %116
  br i1 %148, label %149, label %128, !llvm.loop !180

149:                                              ; preds = %145, %178
  %150 = phi ptr [ %179, %178 ], [ %127, %145 ]
  %151 = getelementptr inbounds i8, ptr %150, i64 8
  %152 = load ptr, ptr %151, align 8, !tbaa !25
  %153 = icmp eq ptr %152, null
  br i1 %153, label %178, label %154

154:                                              ; preds = %149
  %155 = getelementptr inbounds i8, ptr %152, i64 8
  %156 = load atomic i64, ptr %155 acquire, align 8
  %157 = icmp eq i64 %156, 4294967297
  %158 = trunc i64 %156 to i32
  br i1 %157, label %159, label %167

159:                                              ; preds = %154
  store i32 0, ptr %155, align 8, !tbaa !27
  %160 = getelementptr inbounds i8, ptr %152, i64 12
  store i32 0, ptr %160, align 4, !tbaa !29
  %161 = load ptr, ptr %152, align 8, !tbaa !30
  %162 = getelementptr inbounds i8, ptr %161, i64 16
  %163 = load ptr, ptr %162, align 8
  tail call void %163(ptr noundef nonnull align 8 dereferenceable(16) %152) #25
  %164 = load ptr, ptr %152, align 8, !tbaa !30
  %165 = getelementptr inbounds i8, ptr %164, i64 24
  %166 = load ptr, ptr %165, align 8
  tail call void %166(ptr noundef nonnull align 8 dereferenceable(16) %152) #25
  br label %178

167:                                              ; preds = %154
  %168 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %169 = icmp eq i8 %168, 0
  br i1 %169, label %172, label %170

170:                                              ; preds = %167
  %171 = add nsw i32 %158, -1
  store i32 %171, ptr %155, align 4, !tbaa !11
  br label %174

172:                                              ; preds = %167
  %173 = atomicrmw volatile add ptr %155, i32 -1 acq_rel, align 4
  br label %174

174:                                              ; preds = %172, %170
  %175 = phi i32 [ %158, %170 ], [ %173, %172 ]
  %176 = icmp eq i32 %175, 1
  br i1 %176, label %177, label %178, !prof !33

177:                                              ; preds = %174
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %152) #25
  br label %178

178:                                              ; preds = %177, %174, %159, %149
  %179 = getelementptr inbounds i8, ptr %150, i64 16
  %180 = icmp eq ptr %150, %129
  br i1 %180, label %181, label %149, !llvm.loop !34

181:                                              ; preds = %178
  tail call void @_ZdlPvm(ptr noundef nonnull %127, i64 noundef %120) #29
  br label %182

182:                                              ; preds = %114, %181
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %183 unwind label %208

183:                                              ; preds = %182
  %184 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %185 unwind label %208

185:                                              ; preds = %183
  store ptr %184, ptr %115, align 8, !tbaa !220
  %186 = load ptr, ptr %1, align 8, !tbaa !114
  %187 = icmp eq ptr %186, null
  br i1 %187, label %188, label %189

188:                                              ; preds = %185
  tail call void @__assert_fail(ptr noundef nonnull @.str.9, ptr noundef nonnull @.str.10, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS7_) #28
  unreachable

189:                                              ; preds = %185
  %190 = load ptr, ptr %0, align 8, !tbaa !150
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
define linkonce_odr dso_local void @_ZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_(ptr dead_on_unwind noalias writable sret(%"class.std::tuple.127") align 8 %0, ptr noundef nonnull align 8 dereferenceable(216) %1, i64 %2) local_unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.std::tuple.134", align 8
  %5 = alloca %"class.sycl::_V1::range", align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i8, align 1
  %10 = alloca %class.anon.133, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #25
  store i64 %2, ptr %5, align 8
  %11 = tail call noundef zeroext i1 @_ZN4sycl3_V17handler20DisableRangeRoundingEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
  br i1 %11, label %12, label %14

12:                                               ; preds = %3
  store i8 0, ptr %0, align 8, !tbaa !221
  %13 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 0, ptr %13, align 8
  br label %54

14:                                               ; preds = %3
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #25
  store i64 16, ptr %6, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #25
  store i64 32, ptr %7, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #25
  store i64 1024, ptr %8, align 8, !tbaa !5
  call void @_ZN4sycl3_V17handler24GetRangeRoundingSettingsERmS2_S2_(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(8) %6, ptr noundef nonnull align 8 dereferenceable(8) %7, ptr noundef nonnull align 8 dereferenceable(8) %8)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #25
  call void @_ZN4sycl3_V17handler19getMaxWorkGroups_v2Ev(ptr dead_on_unwind nonnull writable sret(%"class.std::tuple.134") align 8 %4, ptr noundef nonnull align 8 dereferenceable(216) %1)
  %15 = getelementptr inbounds i8, ptr %4, i64 8
  %16 = load i8, ptr %4, align 8, !tbaa !192, !range !64, !noundef !65
  %17 = trunc nuw i8 %16 to i1
  %18 = load i64, ptr %15, align 8
  %19 = call i64 @llvm.umin.i64(i64 %18, i64 2147483647)
  %20 = select i1 %17, i64 %19, i64 2147483647
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #25
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
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %9) #25
  store i8 0, ptr %9, align 1, !tbaa !192
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10) #25
  store ptr %1, ptr %10, align 8, !tbaa !223
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
  %49 = load i8, ptr %9, align 1, !tbaa !192, !range !64, !noundef !65
  %50 = trunc nuw i8 %49 to i1
  %51 = load i64, ptr %5, align 8
  %52 = select i1 %50, i64 %51, i64 0
  store i8 %49, ptr %0, align 8
  %53 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %52, ptr %53, align 8
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10) #25
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %9) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #25
  br label %54

54:                                               ; preds = %48, %12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #25
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define internal fastcc void @_ZN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi1EEEE_ED2Ev(ptr nocapture noundef nonnull readonly align 8 dereferenceable(48) %0) unnamed_addr #5 align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load ptr, ptr %2, align 8, !tbaa !25
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !27
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !29
  %12 = load ptr, ptr %3, align 8, !tbaa !30
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !30
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !11
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !33

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

declare noundef zeroext i1 @_ZN4sycl3_V17handler20DisableRangeRoundingEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #6

declare void @_ZN4sycl3_V17handler24GetRangeRoundingSettingsERmS2_S2_(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef nonnull align 8 dereferenceable(8), ptr noundef nonnull align 8 dereferenceable(8), ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #6

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ENKUlimE_clEim(ptr noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1, i64 noundef %2) local_unnamed_addr #7 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = load ptr, ptr %0, align 8, !tbaa !223
  %5 = tail call noundef zeroext i1 @_ZN4sycl3_V17handler18RangeRoundingTraceEv(ptr noundef nonnull align 8 dereferenceable(216) %4)
  br i1 %5, label %6, label %53

6:                                                ; preds = %3
  %7 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cout, ptr noundef nonnull @.str.28, i64 noundef 35)
  %8 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSolsEi(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cout, i32 noundef %1)
  %9 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) %8, ptr noundef nonnull @.str.29, i64 noundef 6)
  %10 = icmp eq i32 %1, 0
  br i1 %10, label %22, label %11

11:                                               ; preds = %6
  %12 = tail call ptr @__cxa_allocate_exception(i64 64) #25
  %13 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #25
  %14 = extractvalue { i32, ptr } %13, 0
  %15 = extractvalue { i32, ptr } %13, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %12, i32 %14, ptr %15, ptr noundef nonnull @.str.12)
          to label %16 unwind label %20

16:                                               ; preds = %11
  tail call void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #26
  unreachable

17:                                               ; preds = %61, %20
  %18 = phi ptr [ %56, %61 ], [ %12, %20 ]
  %19 = phi { ptr, i32 } [ %62, %61 ], [ %21, %20 ]
  tail call void @__cxa_free_exception(ptr %18) #25
  resume { ptr, i32 } %19

20:                                               ; preds = %11
  %21 = landingpad { ptr, i32 }
          cleanup
  br label %17

22:                                               ; preds = %6
  %23 = getelementptr inbounds i8, ptr %0, i64 8
  %24 = load ptr, ptr %23, align 8, !tbaa !225
  %25 = load i64, ptr %24, align 8, !tbaa !5
  %26 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo9_M_insertImEERSoT_(ptr noundef nonnull align 8 dereferenceable(8) %8, i64 noundef %25)
  %27 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) %26, ptr noundef nonnull @.str.30, i64 noundef 4)
  %28 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo9_M_insertImEERSoT_(ptr noundef nonnull align 8 dereferenceable(8) %26, i64 noundef %2)
  %29 = load ptr, ptr %28, align 8, !tbaa !30
  %30 = getelementptr i8, ptr %29, i64 -24
  %31 = load i64, ptr %30, align 8
  %32 = getelementptr inbounds i8, ptr %28, i64 %31
  %33 = getelementptr inbounds i8, ptr %32, i64 240
  %34 = load ptr, ptr %33, align 8, !tbaa !226
  %35 = icmp eq ptr %34, null
  br i1 %35, label %36, label %37

36:                                               ; preds = %22
  tail call void @_ZSt16__throw_bad_castv() #26
  unreachable

37:                                               ; preds = %22
  %38 = getelementptr inbounds i8, ptr %34, i64 56
  %39 = load i8, ptr %38, align 8, !tbaa !228
  %40 = icmp eq i8 %39, 0
  br i1 %40, label %44, label %41

41:                                               ; preds = %37
  %42 = getelementptr inbounds i8, ptr %34, i64 67
  %43 = load i8, ptr %42, align 1, !tbaa !32
  br label %49

44:                                               ; preds = %37
  tail call void @_ZNKSt5ctypeIcE13_M_widen_initEv(ptr noundef nonnull align 8 dereferenceable(570) %34)
  %45 = load ptr, ptr %34, align 8, !tbaa !30
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
  %56 = tail call ptr @__cxa_allocate_exception(i64 64) #25
  %57 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #25
  %58 = extractvalue { i32, ptr } %57, 0
  %59 = extractvalue { i32, ptr } %57, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %56, i32 %58, ptr %59, ptr noundef nonnull @.str.12)
          to label %60 unwind label %61

60:                                               ; preds = %55
  tail call void @__cxa_throw(ptr nonnull %56, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #26
  unreachable

61:                                               ; preds = %55
  %62 = landingpad { ptr, i32 }
          cleanup
  br label %17

63:                                               ; preds = %49, %53
  %64 = getelementptr inbounds i8, ptr %0, i64 8
  %65 = load ptr, ptr %64, align 8, !tbaa !225
  store i64 %2, ptr %65, align 8, !tbaa !5
  %66 = getelementptr inbounds i8, ptr %0, i64 16
  %67 = load ptr, ptr %66, align 8, !tbaa !231
  store i8 1, ptr %67, align 1, !tbaa !192
  ret void
}

declare void @_ZN4sycl3_V17handler19getMaxWorkGroups_v2Ev(ptr dead_on_unwind writable sret(%"class.std::tuple.134") align 8, ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #6

declare noundef zeroext i1 @_ZN4sycl3_V17handler18RangeRoundingTraceEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #6

declare noundef nonnull align 8 dereferenceable(8) ptr @_ZNSolsEi(ptr noundef nonnull align 8 dereferenceable(8), i32 noundef) local_unnamed_addr #6

declare noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo9_M_insertImEERSoT_(ptr noundef nonnull align 8 dereferenceable(8), i64 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI7AddStepEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv(ptr dead_on_unwind noalias writable sret(%"class.std::vector.89") align 8 %0) local_unnamed_addr #3 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"struct.sycl::_V1::detail::kernel_param_desc_t", align 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, i8 0, i64 24, i1 false)
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = tail call noalias noundef nonnull dereferenceable(36) ptr @_Znwm(i64 noundef 36) #27
  store ptr %4, ptr %0, align 8, !tbaa !167
  %5 = getelementptr inbounds i8, ptr %4, i64 36
  store ptr %5, ptr %3, align 8, !tbaa !169
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 34359738369, ptr %2, align 8
  store i32 0, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !182
  %8 = getelementptr inbounds i8, ptr %4, i64 12
  store ptr %8, ptr %7, align 8, !tbaa !170
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 17446157156352, ptr %2, align 8
  store i32 8, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %8, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !182
  %9 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr %9, ptr %7, align 8, !tbaa !170
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 17179869185, ptr %2, align 8
  store i32 40, ptr %6, align 8
  %10 = load ptr, ptr %3, align 8, !tbaa !169
  %11 = icmp eq ptr %9, %10
  br i1 %11, label %15, label %12

12:                                               ; preds = %1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %9, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !182
  %13 = load ptr, ptr %7, align 8, !tbaa !170
  %14 = getelementptr inbounds i8, ptr %13, i64 12
  store ptr %14, ptr %7, align 8, !tbaa !170
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
  %19 = load ptr, ptr %0, align 8, !tbaa !167
  %20 = icmp eq ptr %19, null
  br i1 %20, label %26, label %21

21:                                               ; preds = %17
  %22 = load ptr, ptr %3, align 8, !tbaa !169
  %23 = ptrtoint ptr %22 to i64
  %24 = ptrtoint ptr %19 to i64
  %25 = sub i64 %23, %24
  call void @_ZdlPvm(ptr noundef nonnull %19, i64 noundef %25) #29
  br label %26

26:                                               ; preds = %17, %21
  resume { ptr, i32 } %18
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(56) %0) unnamed_addr #20 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(56) %0) unnamed_addr #4 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EEE, i64 16), ptr %0, align 8, !tbaa !30
  %2 = getelementptr inbounds i8, ptr %0, i64 24
  %3 = load ptr, ptr %2, align 8, !tbaa !25
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !27
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !29
  %12 = load ptr, ptr %3, align 8, !tbaa !30
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !30
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !11
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !33

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EED0Ev(ptr noundef nonnull align 8 dereferenceable(56) %0) unnamed_addr #4 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EEE, i64 16), ptr %0, align 8, !tbaa !30
  %2 = getelementptr inbounds i8, ptr %0, i64 24
  %3 = load ptr, ptr %2, align 8, !tbaa !25
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !27
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !29
  %12 = load ptr, ptr %3, align 8, !tbaa !30
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !30
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !11
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !33

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 56) #29
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EE23InstantiateKernelOnHostEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(56) %0) unnamed_addr #3 align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel", align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load i64, ptr %3, align 8
  store i64 %4, ptr %2, align 8
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = load ptr, ptr %6, align 8, !tbaa !150
  store ptr %7, ptr %5, align 8, !tbaa !150
  %8 = getelementptr inbounds i8, ptr %2, i64 16
  %9 = getelementptr inbounds i8, ptr %0, i64 24
  %10 = load ptr, ptr %9, align 8, !tbaa !25
  store ptr %10, ptr %8, align 8, !tbaa !25
  %11 = icmp eq ptr %10, null
  br i1 %11, label %22, label %12

12:                                               ; preds = %1
  %13 = getelementptr inbounds i8, ptr %10, i64 8
  %14 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %15 = icmp eq i8 %14, 0
  br i1 %15, label %19, label %16

16:                                               ; preds = %12
  %17 = load i32, ptr %13, align 4, !tbaa !11
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %13, align 4, !tbaa !11
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
  %28 = load i32, ptr %27, align 8, !tbaa !189
  store i32 %28, ptr %26, align 8, !tbaa !189
  %29 = icmp eq i64 %23, 0
  br i1 %29, label %45, label %30

30:                                               ; preds = %22, %36
  %31 = phi i64 [ %43, %36 ], [ 0, %22 ]
  %32 = load i32, ptr %26, align 8, !tbaa !189
  %33 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %5)
          to label %34 unwind label %73

34:                                               ; preds = %30
  %35 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %5)
          to label %36 unwind label %73

36:                                               ; preds = %34
  %37 = load i64, ptr %35, align 8
  %38 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %5) #25
  %39 = getelementptr i32, ptr %38, i64 %37
  %40 = getelementptr i32, ptr %39, i64 %31
  %41 = load i32, ptr %40, align 4, !tbaa !11
  %42 = add nsw i32 %41, %32
  store i32 %42, ptr %40, align 4, !tbaa !11
  %43 = add nuw i64 %31, 1
  %44 = icmp eq i64 %43, %23
  br i1 %44, label %45, label %30, !llvm.loop !232

45:                                               ; preds = %36, %22
  %46 = load ptr, ptr %8, align 8, !tbaa !25
  %47 = icmp eq ptr %46, null
  br i1 %47, label %72, label %48

48:                                               ; preds = %45
  %49 = getelementptr inbounds i8, ptr %46, i64 8
  %50 = load atomic i64, ptr %49 acquire, align 8
  %51 = icmp eq i64 %50, 4294967297
  %52 = trunc i64 %50 to i32
  br i1 %51, label %53, label %61

53:                                               ; preds = %48
  store i32 0, ptr %49, align 8, !tbaa !27
  %54 = getelementptr inbounds i8, ptr %46, i64 12
  store i32 0, ptr %54, align 4, !tbaa !29
  %55 = load ptr, ptr %46, align 8, !tbaa !30
  %56 = getelementptr inbounds i8, ptr %55, i64 16
  %57 = load ptr, ptr %56, align 8
  call void %57(ptr noundef nonnull align 8 dereferenceable(16) %46) #25
  %58 = load ptr, ptr %46, align 8, !tbaa !30
  %59 = getelementptr inbounds i8, ptr %58, i64 24
  %60 = load ptr, ptr %59, align 8
  call void %60(ptr noundef nonnull align 8 dereferenceable(16) %46) #25
  br label %72

61:                                               ; preds = %48
  %62 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %63 = icmp eq i8 %62, 0
  br i1 %63, label %66, label %64

64:                                               ; preds = %61
  %65 = add nsw i32 %52, -1
  store i32 %65, ptr %49, align 4, !tbaa !11
  br label %68

66:                                               ; preds = %61
  %67 = atomicrmw volatile add ptr %49, i32 -1 acq_rel, align 4
  br label %68

68:                                               ; preds = %66, %64
  %69 = phi i32 [ %52, %64 ], [ %67, %66 ]
  %70 = icmp eq i32 %69, 1
  br i1 %70, label %71, label %72, !prof !33

71:                                               ; preds = %68
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %46) #25
  br label %72

72:                                               ; preds = %45, %53, %68, %71
  ret void

73:                                               ; preds = %34, %30
  %74 = landingpad { ptr, i32 }
          cleanup
  call fastcc void @_ZN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi1EEEE_ED2Ev(ptr noundef nonnull align 8 dereferenceable(48) %2) #25
  resume { ptr, i32 } %74
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(48) %0) unnamed_addr #20 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(48) %0) unnamed_addr #4 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %0, align 8, !tbaa !30
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load ptr, ptr %2, align 8, !tbaa !25
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !27
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !29
  %12 = load ptr, ptr %3, align 8, !tbaa !30
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !30
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !11
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !33

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(48) %0) unnamed_addr #4 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %0, align 8, !tbaa !30
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load ptr, ptr %2, align 8, !tbaa !25
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !27
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !29
  %12 = load ptr, ptr %3, align 8, !tbaa !30
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !30
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !11
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !33

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 48) #29
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(48) %0) unnamed_addr #3 align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %class.anon.125, align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !150
  store ptr %4, ptr %2, align 8, !tbaa !150
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = load ptr, ptr %6, align 8, !tbaa !25
  store ptr %7, ptr %5, align 8, !tbaa !25
  %8 = icmp eq ptr %7, null
  br i1 %8, label %18, label %9

9:                                                ; preds = %1
  %10 = getelementptr inbounds i8, ptr %7, i64 8
  %11 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %12 = icmp eq i8 %11, 0
  br i1 %12, label %16, label %13

13:                                               ; preds = %9
  %14 = load i32, ptr %10, align 4, !tbaa !11
  %15 = add nsw i32 %14, 1
  store i32 %15, ptr %10, align 4, !tbaa !11
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
  %23 = load i32, ptr %22, align 8, !tbaa !189
  store i32 %23, ptr %21, align 8, !tbaa !189
  %24 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
          to label %25 unwind label %60

25:                                               ; preds = %18
  %26 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
          to label %27 unwind label %60

27:                                               ; preds = %25
  %28 = load i64, ptr %26, align 8
  %29 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %2) #25
  %30 = getelementptr i32, ptr %29, i64 %28
  %31 = load i32, ptr %30, align 4, !tbaa !11
  %32 = add nsw i32 %31, %23
  store i32 %32, ptr %30, align 4, !tbaa !11
  %33 = load ptr, ptr %5, align 8, !tbaa !25
  %34 = icmp eq ptr %33, null
  br i1 %34, label %59, label %35

35:                                               ; preds = %27
  %36 = getelementptr inbounds i8, ptr %33, i64 8
  %37 = load atomic i64, ptr %36 acquire, align 8
  %38 = icmp eq i64 %37, 4294967297
  %39 = trunc i64 %37 to i32
  br i1 %38, label %40, label %48

40:                                               ; preds = %35
  store i32 0, ptr %36, align 8, !tbaa !27
  %41 = getelementptr inbounds i8, ptr %33, i64 12
  store i32 0, ptr %41, align 4, !tbaa !29
  %42 = load ptr, ptr %33, align 8, !tbaa !30
  %43 = getelementptr inbounds i8, ptr %42, i64 16
  %44 = load ptr, ptr %43, align 8
  call void %44(ptr noundef nonnull align 8 dereferenceable(16) %33) #25
  %45 = load ptr, ptr %33, align 8, !tbaa !30
  %46 = getelementptr inbounds i8, ptr %45, i64 24
  %47 = load ptr, ptr %46, align 8
  call void %47(ptr noundef nonnull align 8 dereferenceable(16) %33) #25
  br label %59

48:                                               ; preds = %35
  %49 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %50 = icmp eq i8 %49, 0
  br i1 %50, label %53, label %51

51:                                               ; preds = %48
  %52 = add nsw i32 %39, -1
  store i32 %52, ptr %36, align 4, !tbaa !11
  br label %55

53:                                               ; preds = %48
  %54 = atomicrmw volatile add ptr %36, i32 -1 acq_rel, align 4
  br label %55

55:                                               ; preds = %53, %51
  %56 = phi i32 [ %39, %51 ], [ %54, %53 ]
  %57 = icmp eq i32 %56, 1
  br i1 %57, label %58, label %59, !prof !33

58:                                               ; preds = %55
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %33) #25
  br label %59

59:                                               ; preds = %27, %40, %55, %58
  ret void

60:                                               ; preds = %25, %18
  %61 = landingpad { ptr, i32 }
          cleanup
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(36) %2) #25
  resume { ptr, i32 } %61
}

; Function Attrs: mustprogress uwtable
define internal void @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E0_E9_M_invokeERKSt9_Any_dataS3_(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #3 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca { ptr, [8 x i8] }, align 8
  %4 = alloca %"class.std::vector.89", align 8
  %5 = alloca %"class.sycl::_V1::range.71", align 8
  %6 = alloca %"class.sycl::_V1::range.71", align 8
  %7 = alloca %"class.sycl::_V1::id", align 8
  %8 = alloca %class.anon.164, align 8
  %9 = alloca i32, align 4
  %10 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %11 = alloca %"class.sycl::_V1::accessor.121", align 8
  %12 = alloca %"class.sycl::_V1::property_list", align 8
  %13 = alloca %class.anon.164, align 8
  %14 = load ptr, ptr %0, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #25
  %15 = load ptr, ptr %14, align 8, !tbaa !233
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %12, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10)
  store ptr @.str, ptr %10, align 8
  %16 = getelementptr inbounds i8, ptr %10, i64 8
  store ptr @.str.11, ptr %16, align 8
  %17 = getelementptr inbounds i8, ptr %10, i64 16
  store i64 51, ptr %17, align 8
  %18 = getelementptr inbounds i8, ptr %10, i64 24
  store i64 24, ptr %18, align 8
  invoke void @_ZN4sycl3_V18accessorIiLi1ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi1ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %11, ptr noundef nonnull align 8 dereferenceable(33) %15, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %12, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %10)
          to label %19 unwind label %411

19:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9) #25
  store i32 5, ptr %9, align 4, !tbaa !148
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %15, ptr noundef nonnull align 4 dereferenceable(4) %9)
          to label %22 unwind label %20

20:                                               ; preds = %19
  %21 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %11) #25
  br label %413

22:                                               ; preds = %19
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10)
  %23 = getelementptr inbounds i8, ptr %12, i64 8
  %24 = load ptr, ptr %23, align 8, !tbaa !22
  %25 = getelementptr inbounds i8, ptr %12, i64 16
  %26 = load ptr, ptr %25, align 8, !tbaa !24
  %27 = icmp eq ptr %24, %26
  br i1 %27, label %62, label %28

28:                                               ; preds = %22, %57
  %29 = phi ptr [ %58, %57 ], [ %24, %22 ]
  %30 = getelementptr inbounds i8, ptr %29, i64 8
  %31 = load ptr, ptr %30, align 8, !tbaa !25
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %28
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !27
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !29
  %40 = load ptr, ptr %31, align 8, !tbaa !30
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  %43 = load ptr, ptr %31, align 8, !tbaa !30
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !11
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !33

56:                                               ; preds = %53
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  br label %57

57:                                               ; preds = %56, %53, %38, %28
  %58 = getelementptr inbounds i8, ptr %29, i64 16
  %59 = icmp eq ptr %58, %26
  br i1 %59, label %60, label %28, !llvm.loop !34

60:                                               ; preds = %57
  %61 = load ptr, ptr %23, align 8, !tbaa !22
  br label %62

62:                                               ; preds = %60, %22
  %63 = phi ptr [ %61, %60 ], [ %24, %22 ]
  %64 = icmp eq ptr %63, null
  br i1 %64, label %71, label %65

65:                                               ; preds = %62
  %66 = getelementptr inbounds i8, ptr %12, i64 24
  %67 = load ptr, ptr %66, align 8, !tbaa !35
  %68 = ptrtoint ptr %67 to i64
  %69 = ptrtoint ptr %63 to i64
  %70 = sub i64 %68, %69
  call void @_ZdlPvm(ptr noundef nonnull %63, i64 noundef %70) #29
  br label %71

71:                                               ; preds = %65, %62
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #25
  %72 = getelementptr inbounds i8, ptr %14, i64 8
  %73 = load ptr, ptr %72, align 8, !tbaa !235
  %74 = load i64, ptr %73, align 8, !tbaa !5
  %75 = getelementptr inbounds i8, ptr %14, i64 16
  %76 = load ptr, ptr %75, align 8, !tbaa !236
  %77 = load i64, ptr %76, align 8, !tbaa !5
  %78 = getelementptr inbounds i8, ptr %14, i64 24
  %79 = load ptr, ptr %78, align 8, !tbaa !237
  %80 = load i64, ptr %79, align 8, !tbaa !5
  %81 = freeze i64 %77
  %82 = urem i64 %81, %80
  %83 = sub nuw i64 %81, %82
  %84 = trunc i64 %74 to i32
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %13) #25
  store i32 %84, ptr %13, align 8, !tbaa !238
  %85 = getelementptr inbounds i8, ptr %13, i64 8
  %86 = load ptr, ptr %11, align 8, !tbaa !150
  store ptr %86, ptr %85, align 8, !tbaa !150
  %87 = getelementptr inbounds i8, ptr %13, i64 16
  %88 = getelementptr inbounds i8, ptr %11, i64 8
  %89 = load ptr, ptr %88, align 8, !tbaa !25
  store ptr %89, ptr %87, align 8, !tbaa !25
  %90 = icmp eq ptr %89, null
  br i1 %90, label %91, label %94

91:                                               ; preds = %71
  %92 = getelementptr inbounds i8, ptr %13, i64 24
  %93 = getelementptr inbounds i8, ptr %11, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %92, ptr noundef nonnull align 8 dereferenceable(16) %93, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %8)
  br label %184

94:                                               ; preds = %71
  %95 = getelementptr inbounds i8, ptr %89, i64 8
  %96 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %97 = icmp eq i8 %96, 0
  br i1 %97, label %103, label %98

98:                                               ; preds = %94
  %99 = load i32, ptr %95, align 4, !tbaa !11
  %100 = add nsw i32 %99, 1
  store i32 %100, ptr %95, align 4, !tbaa !11
  %101 = getelementptr inbounds i8, ptr %13, i64 24
  %102 = getelementptr inbounds i8, ptr %11, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %101, ptr noundef nonnull align 8 dereferenceable(16) %102, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %8)
  br label %115

103:                                              ; preds = %94
  %104 = atomicrmw volatile add ptr %95, i32 1 acq_rel, align 4
  %105 = load ptr, ptr %87, align 8, !tbaa !25
  %106 = getelementptr inbounds i8, ptr %13, i64 24
  %107 = getelementptr inbounds i8, ptr %11, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %106, ptr noundef nonnull align 8 dereferenceable(16) %107, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %8)
  %108 = icmp eq ptr %105, null
  br i1 %108, label %184, label %109

109:                                              ; preds = %103
  %110 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %111 = getelementptr inbounds i8, ptr %105, i64 8
  %112 = icmp eq i8 %110, 0
  br i1 %112, label %121, label %113

113:                                              ; preds = %109
  %114 = load i32, ptr %111, align 4, !tbaa !11
  br label %115

115:                                              ; preds = %113, %98
  %116 = phi i32 [ %100, %98 ], [ %114, %113 ]
  %117 = phi ptr [ %95, %98 ], [ %111, %113 ]
  %118 = phi ptr [ %89, %98 ], [ %105, %113 ]
  %119 = phi ptr [ %101, %98 ], [ %106, %113 ]
  %120 = add nsw i32 %116, 1
  store i32 %120, ptr %117, align 4, !tbaa !11
  br label %127

121:                                              ; preds = %109
  %122 = atomicrmw volatile add ptr %111, i32 1 acq_rel, align 4
  %123 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %124 = icmp eq i8 %123, 0
  br i1 %124, label %133, label %125

125:                                              ; preds = %121
  %126 = load i32, ptr %111, align 4, !tbaa !11
  br label %127

127:                                              ; preds = %125, %115
  %128 = phi ptr [ %111, %125 ], [ %117, %115 ]
  %129 = phi ptr [ %105, %125 ], [ %118, %115 ]
  %130 = phi ptr [ %106, %125 ], [ %119, %115 ]
  %131 = phi i32 [ %126, %125 ], [ %120, %115 ]
  %132 = add nsw i32 %131, 1
  store i32 %132, ptr %128, align 4, !tbaa !11
  br label %135

133:                                              ; preds = %121
  %134 = atomicrmw volatile add ptr %111, i32 1 acq_rel, align 4
  br label %135

135:                                              ; preds = %133, %127
  %136 = phi ptr [ %111, %133 ], [ %128, %127 ]
  %137 = phi ptr [ %105, %133 ], [ %129, %127 ]
  %138 = phi ptr [ %106, %133 ], [ %130, %127 ]
  %139 = load atomic i64, ptr %136 acquire, align 8
  %140 = icmp eq i64 %139, 4294967297
  %141 = trunc i64 %139 to i32
  br i1 %140, label %142, label %150

142:                                              ; preds = %135
  store i32 0, ptr %136, align 8, !tbaa !27
  %143 = getelementptr inbounds i8, ptr %137, i64 12
  store i32 0, ptr %143, align 4, !tbaa !29
  %144 = load ptr, ptr %137, align 8, !tbaa !30
  %145 = getelementptr inbounds i8, ptr %144, i64 16
  %146 = load ptr, ptr %145, align 8
  call void %146(ptr noundef nonnull align 8 dereferenceable(16) %137) #25
  %147 = load ptr, ptr %137, align 8, !tbaa !30
  %148 = getelementptr inbounds i8, ptr %147, i64 24
  %149 = load ptr, ptr %148, align 8
  call void %149(ptr noundef nonnull align 8 dereferenceable(16) %137) #25
  br label %161

150:                                              ; preds = %135
  %151 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %152 = icmp eq i8 %151, 0
  br i1 %152, label %155, label %153

153:                                              ; preds = %150
  %154 = add nsw i32 %141, -1
  store i32 %154, ptr %136, align 4, !tbaa !11
  br label %157

155:                                              ; preds = %150
  %156 = atomicrmw volatile add ptr %136, i32 -1 acq_rel, align 4
  br label %157

157:                                              ; preds = %155, %153
  %158 = phi i32 [ %141, %153 ], [ %156, %155 ]
  %159 = icmp eq i32 %158, 1
  br i1 %159, label %160, label %161, !prof !33

160:                                              ; preds = %157
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %137) #25
  br label %161

161:                                              ; preds = %160, %157, %142
  %162 = load atomic i64, ptr %136 acquire, align 8
  %163 = icmp eq i64 %162, 4294967297
  %164 = trunc i64 %162 to i32
  br i1 %163, label %165, label %173

165:                                              ; preds = %161
  store i32 0, ptr %136, align 8, !tbaa !27
  %166 = getelementptr inbounds i8, ptr %137, i64 12
  store i32 0, ptr %166, align 4, !tbaa !29
  %167 = load ptr, ptr %137, align 8, !tbaa !30
  %168 = getelementptr inbounds i8, ptr %167, i64 16
  %169 = load ptr, ptr %168, align 8
  call void %169(ptr noundef nonnull align 8 dereferenceable(16) %137) #25
  %170 = load ptr, ptr %137, align 8, !tbaa !30
  %171 = getelementptr inbounds i8, ptr %170, i64 24
  %172 = load ptr, ptr %171, align 8
  call void %172(ptr noundef nonnull align 8 dereferenceable(16) %137) #25
  br label %184

173:                                              ; preds = %161
  %174 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %175 = icmp eq i8 %174, 0
  br i1 %175, label %178, label %176

176:                                              ; preds = %173
  %177 = add nsw i32 %164, -1
  store i32 %177, ptr %136, align 4, !tbaa !11
  br label %180

178:                                              ; preds = %173
  %179 = atomicrmw volatile add ptr %136, i32 -1 acq_rel, align 4
  br label %180

180:                                              ; preds = %178, %176
  %181 = phi i32 [ %164, %176 ], [ %179, %178 ]
  %182 = icmp eq i32 %181, 1
  br i1 %182, label %183, label %184, !prof !33

183:                                              ; preds = %180
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %137) #25
  br label %184

184:                                              ; preds = %183, %180, %165, %103, %91
  %185 = phi ptr [ %92, %91 ], [ %138, %183 ], [ %138, %180 ], [ %138, %165 ], [ %106, %103 ]
  %186 = invoke noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %187 unwind label %415

187:                                              ; preds = %184
  %188 = icmp eq i32 %186, 0
  br i1 %188, label %198, label %189

189:                                              ; preds = %187
  %190 = call ptr @__cxa_allocate_exception(i64 64) #25
  %191 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #25
  %192 = extractvalue { i32, ptr } %191, 0
  %193 = extractvalue { i32, ptr } %191, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %190, i32 %192, ptr %193, ptr noundef nonnull @.str.14)
          to label %194 unwind label %196

194:                                              ; preds = %189
  invoke void @__cxa_throw(ptr nonnull %190, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #26
          to label %195 unwind label %415

195:                                              ; preds = %194
  unreachable

196:                                              ; preds = %189
  %197 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %190) #25
  br label %417

198:                                              ; preds = %187
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.33)
          to label %199 unwind label %415

199:                                              ; preds = %198
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7)
  %200 = getelementptr inbounds i8, ptr %5, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %200, i8 0, i64 16, i1 false), !alias.scope !240
  store i64 %83, ptr %5, align 8, !tbaa !5, !alias.scope !240
  %201 = getelementptr inbounds i8, ptr %6, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %201, i8 0, i64 16, i1 false), !alias.scope !243
  store i64 %80, ptr %6, align 8, !tbaa !5, !alias.scope !243
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %7, i8 0, i64 24, i1 false)
  invoke void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEES3_NS0_2idILi3EEEi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range.71") align 8 %5, ptr noundef nonnull byval(%"class.sycl::_V1::range.71") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %7, i32 noundef 1)
          to label %202 unwind label %415

202:                                              ; preds = %199
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7)
  invoke void @_ZN4sycl3_V17handler22setKernelIsCooperativeEb(ptr noundef nonnull align 8 dereferenceable(216) %1, i1 noundef zeroext false)
          to label %203 unwind label %415

203:                                              ; preds = %202
  %204 = load i32, ptr %13, align 8, !tbaa !238
  store i32 %204, ptr %8, align 8, !tbaa !238
  %205 = getelementptr inbounds i8, ptr %8, i64 8
  %206 = load ptr, ptr %85, align 8, !tbaa !150
  store ptr %206, ptr %205, align 8, !tbaa !150
  %207 = getelementptr inbounds i8, ptr %8, i64 16
  %208 = load ptr, ptr %87, align 8, !tbaa !25
  store ptr %208, ptr %207, align 8, !tbaa !25
  %209 = icmp eq ptr %208, null
  br i1 %209, label %219, label %210

210:                                              ; preds = %203
  %211 = getelementptr inbounds i8, ptr %208, i64 8
  %212 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %213 = icmp eq i8 %212, 0
  br i1 %213, label %217, label %214

214:                                              ; preds = %210
  %215 = load i32, ptr %211, align 4, !tbaa !11
  %216 = add nsw i32 %215, 1
  store i32 %216, ptr %211, align 4, !tbaa !11
  br label %219

217:                                              ; preds = %210
  %218 = atomicrmw volatile add ptr %211, i32 1 acq_rel, align 4
  br label %219

219:                                              ; preds = %217, %214, %203
  %220 = getelementptr inbounds i8, ptr %8, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %220, ptr noundef nonnull readonly align 8 dereferenceable(16) %185, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3)
  %221 = invoke noalias noundef nonnull dereferenceable(48) ptr @_Znwm(i64 noundef 48) #27
          to label %222 unwind label %352

222:                                              ; preds = %219
  %223 = load i32, ptr %8, align 8, !tbaa !238, !noalias !246
  %224 = load ptr, ptr %205, align 8, !tbaa !150, !noalias !246
  %225 = load ptr, ptr %207, align 8, !tbaa !25, !noalias !246
  %226 = icmp eq ptr %225, null
  %227 = getelementptr inbounds i8, ptr %221, i64 24
  br i1 %226, label %248, label %228

228:                                              ; preds = %222
  %229 = getelementptr inbounds i8, ptr %225, i64 8
  %230 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32, !noalias !246
  %231 = icmp eq i8 %230, 0
  %232 = getelementptr inbounds i8, ptr %221, i64 8
  %233 = getelementptr inbounds i8, ptr %221, i64 16
  br i1 %231, label %237, label %234

234:                                              ; preds = %228
  %235 = load i32, ptr %229, align 4, !tbaa !11, !noalias !246
  %236 = add nsw i32 %235, 1
  store i32 %236, ptr %229, align 4, !tbaa !11, !noalias !246
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull readonly align 8 dereferenceable(16) %220, i64 16, i1 false), !noalias !246
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EEE, i64 16), ptr %221, align 8, !tbaa !30, !noalias !246
  store i32 %223, ptr %232, align 8, !tbaa !238, !noalias !246
  store ptr %224, ptr %233, align 8, !tbaa !150, !noalias !246
  store ptr %225, ptr %227, align 8, !tbaa !25, !noalias !246
  br label %243

237:                                              ; preds = %228
  %238 = atomicrmw volatile add ptr %229, i32 1 acq_rel, align 4, !noalias !246
  %239 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32, !noalias !246
  %240 = icmp eq i8 %239, 0
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull readonly align 8 dereferenceable(16) %220, i64 16, i1 false), !noalias !246
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EEE, i64 16), ptr %221, align 8, !tbaa !30, !noalias !246
  store i32 %223, ptr %232, align 8, !tbaa !238, !noalias !246
  store ptr %224, ptr %233, align 8, !tbaa !150, !noalias !246
  store ptr %225, ptr %227, align 8, !tbaa !25, !noalias !246
  br i1 %240, label %246, label %241

241:                                              ; preds = %237
  %242 = load i32, ptr %229, align 4, !tbaa !11, !noalias !246
  br label %243

243:                                              ; preds = %241, %234
  %244 = phi i32 [ %242, %241 ], [ %236, %234 ]
  %245 = add nsw i32 %244, 1
  store i32 %245, ptr %229, align 4, !tbaa !11, !noalias !246
  br label %252

246:                                              ; preds = %237
  %247 = atomicrmw volatile add ptr %229, i32 1 acq_rel, align 4, !noalias !246
  br label %252

248:                                              ; preds = %222
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EEE, i64 16), ptr %221, align 8, !tbaa !30, !noalias !246
  %249 = getelementptr inbounds i8, ptr %221, i64 8
  store i32 %223, ptr %249, align 8, !tbaa !238, !noalias !246
  %250 = getelementptr inbounds i8, ptr %221, i64 16
  store ptr %224, ptr %250, align 8, !tbaa !150, !noalias !246
  store ptr null, ptr %227, align 8, !tbaa !25, !noalias !246
  %251 = getelementptr inbounds i8, ptr %221, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %251, ptr noundef nonnull readonly align 8 dereferenceable(16) %185, i64 16, i1 false)
  br label %276

252:                                              ; preds = %246, %243
  %253 = getelementptr inbounds i8, ptr %221, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %253, ptr noundef nonnull align 8 dereferenceable(16) %3, i64 16, i1 false), !noalias !246
  %254 = load atomic i64, ptr %229 acquire, align 8, !noalias !246
  %255 = icmp eq i64 %254, 4294967297
  %256 = trunc i64 %254 to i32
  br i1 %255, label %257, label %265

257:                                              ; preds = %252
  store i32 0, ptr %229, align 8, !tbaa !27, !noalias !246
  %258 = getelementptr inbounds i8, ptr %225, i64 12
  store i32 0, ptr %258, align 4, !tbaa !29, !noalias !246
  %259 = load ptr, ptr %225, align 8, !tbaa !30, !noalias !246
  %260 = getelementptr inbounds i8, ptr %259, i64 16
  %261 = load ptr, ptr %260, align 8, !noalias !246
  call void %261(ptr noundef nonnull align 8 dereferenceable(16) %225) #25, !noalias !246
  %262 = load ptr, ptr %225, align 8, !tbaa !30, !noalias !246
  %263 = getelementptr inbounds i8, ptr %262, i64 24
  %264 = load ptr, ptr %263, align 8, !noalias !246
  call void %264(ptr noundef nonnull align 8 dereferenceable(16) %225) #25, !noalias !246
  br label %276

265:                                              ; preds = %252
  %266 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32, !noalias !246
  %267 = icmp eq i8 %266, 0
  br i1 %267, label %270, label %268

268:                                              ; preds = %265
  %269 = add nsw i32 %256, -1
  store i32 %269, ptr %229, align 4, !tbaa !11, !noalias !246
  br label %272

270:                                              ; preds = %265
  %271 = atomicrmw volatile add ptr %229, i32 -1 acq_rel, align 4, !noalias !246
  br label %272

272:                                              ; preds = %270, %268
  %273 = phi i32 [ %256, %268 ], [ %271, %270 ]
  %274 = icmp eq i32 %273, 1
  br i1 %274, label %275, label %276, !prof !33

275:                                              ; preds = %272
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %225) #25, !noalias !246
  br label %276

276:                                              ; preds = %275, %272, %257, %248
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3)
  %277 = getelementptr inbounds i8, ptr %1, i64 152
  %278 = load ptr, ptr %277, align 8, !tbaa !9
  store ptr %221, ptr %277, align 8, !tbaa !9
  %279 = icmp eq ptr %278, null
  br i1 %279, label %284, label %280

280:                                              ; preds = %276
  %281 = load ptr, ptr %278, align 8, !tbaa !30
  %282 = getelementptr inbounds i8, ptr %281, i64 16
  %283 = load ptr, ptr %282, align 8
  call void %283(ptr noundef nonnull align 8 dereferenceable(8) %278) #25
  br label %284

284:                                              ; preds = %280, %276
  invoke void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %285 unwind label %352

285:                                              ; preds = %284
  %286 = load ptr, ptr %277, align 8, !tbaa !9
  %287 = load ptr, ptr %286, align 8, !tbaa !30
  %288 = load ptr, ptr %287, align 8
  %289 = invoke noundef ptr %288(ptr noundef nonnull align 8 dereferenceable(8) %286)
          to label %290 unwind label %352

290:                                              ; preds = %285
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #25
  call void @llvm.experimental.noalias.scope.decl(metadata !249)
  %291 = getelementptr inbounds i8, ptr %4, i64 16
  %292 = invoke noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #27
          to label %293 unwind label %352

293:                                              ; preds = %290
  store ptr %292, ptr %4, align 8, !tbaa !167, !alias.scope !249
  %294 = getelementptr inbounds i8, ptr %292, i64 24
  store ptr %294, ptr %291, align 8, !tbaa !169, !alias.scope !249
  %295 = getelementptr inbounds i8, ptr %4, i64 8
  store i64 17179869185, ptr %292, align 4, !noalias !249
  %296 = getelementptr inbounds i8, ptr %292, i64 8
  store i32 0, ptr %296, align 4, !tbaa !11, !noalias !249
  %297 = getelementptr inbounds i8, ptr %292, i64 12
  store i64 17446157156352, ptr %297, align 4, !noalias !249
  %298 = getelementptr inbounds i8, ptr %292, i64 20
  store i32 8, ptr %298, align 4, !tbaa !11, !noalias !249
  store ptr %294, ptr %295, align 8, !tbaa !170, !alias.scope !249
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %289, ptr noundef nonnull align 8 dereferenceable(24) %4, i1 noundef zeroext false)
          to label %299 unwind label %315

299:                                              ; preds = %293
  %300 = load ptr, ptr %4, align 8, !tbaa !167
  %301 = icmp eq ptr %300, null
  br i1 %301, label %307, label %302

302:                                              ; preds = %299
  %303 = load ptr, ptr %291, align 8, !tbaa !169
  %304 = ptrtoint ptr %303 to i64
  %305 = ptrtoint ptr %300 to i64
  %306 = sub i64 %304, %305
  call void @_ZdlPvm(ptr noundef nonnull %300, i64 noundef %306) #29
  br label %307

307:                                              ; preds = %302, %299
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #25
  %308 = invoke noalias noundef nonnull dereferenceable(17) ptr @_Znam(i64 noundef 17) #27
          to label %309 unwind label %352

309:                                              ; preds = %307
  %310 = getelementptr inbounds i8, ptr %1, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %308, ptr noundef nonnull align 1 dereferenceable(16) @.str.33, i64 16, i1 false)
  %311 = getelementptr inbounds i8, ptr %308, i64 16
  store i8 0, ptr %311, align 1, !tbaa !32
  %312 = load ptr, ptr %310, align 8, !tbaa !9
  store ptr %308, ptr %310, align 8, !tbaa !9
  %313 = icmp eq ptr %312, null
  br i1 %313, label %325, label %314

314:                                              ; preds = %309
  call void @_ZdaPv(ptr noundef nonnull %312) #29
  br label %325

315:                                              ; preds = %293
  %316 = landingpad { ptr, i32 }
          cleanup
  %317 = load ptr, ptr %4, align 8, !tbaa !167
  %318 = icmp eq ptr %317, null
  br i1 %318, label %324, label %319

319:                                              ; preds = %315
  %320 = load ptr, ptr %291, align 8, !tbaa !169
  %321 = ptrtoint ptr %320 to i64
  %322 = ptrtoint ptr %317 to i64
  %323 = sub i64 %321, %322
  call void @_ZdlPvm(ptr noundef nonnull %317, i64 noundef %323) #29
  br label %324

324:                                              ; preds = %319, %315
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #25
  br label %354

325:                                              ; preds = %314, %309
  %326 = load ptr, ptr %207, align 8, !tbaa !25
  %327 = icmp eq ptr %326, null
  br i1 %327, label %356, label %328

328:                                              ; preds = %325
  %329 = getelementptr inbounds i8, ptr %326, i64 8
  %330 = load atomic i64, ptr %329 acquire, align 8
  %331 = icmp eq i64 %330, 4294967297
  %332 = trunc i64 %330 to i32
  br i1 %331, label %333, label %341

333:                                              ; preds = %328
  store i32 0, ptr %329, align 8, !tbaa !27
  %334 = getelementptr inbounds i8, ptr %326, i64 12
  store i32 0, ptr %334, align 4, !tbaa !29
  %335 = load ptr, ptr %326, align 8, !tbaa !30
  %336 = getelementptr inbounds i8, ptr %335, i64 16
  %337 = load ptr, ptr %336, align 8
  call void %337(ptr noundef nonnull align 8 dereferenceable(16) %326) #25
  %338 = load ptr, ptr %326, align 8, !tbaa !30
  %339 = getelementptr inbounds i8, ptr %338, i64 24
  %340 = load ptr, ptr %339, align 8
  call void %340(ptr noundef nonnull align 8 dereferenceable(16) %326) #25
  br label %356

341:                                              ; preds = %328
  %342 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %343 = icmp eq i8 %342, 0
  br i1 %343, label %346, label %344

344:                                              ; preds = %341
  %345 = add nsw i32 %332, -1
  store i32 %345, ptr %329, align 4, !tbaa !11
  br label %348

346:                                              ; preds = %341
  %347 = atomicrmw volatile add ptr %329, i32 -1 acq_rel, align 4
  br label %348

348:                                              ; preds = %346, %344
  %349 = phi i32 [ %332, %344 ], [ %347, %346 ]
  %350 = icmp eq i32 %349, 1
  br i1 %350, label %351, label %356, !prof !33

351:                                              ; preds = %348
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %326) #25
  br label %356

352:                                              ; preds = %307, %290, %285, %284, %219
  %353 = landingpad { ptr, i32 }
          cleanup
  br label %354

354:                                              ; preds = %352, %324
  %355 = phi { ptr, i32 } [ %353, %352 ], [ %316, %324 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_7nd_itemILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(40) %8) #25
  br label %417

356:                                              ; preds = %351, %348, %333, %325
  invoke void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef 1)
          to label %357 unwind label %415

357:                                              ; preds = %356
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %8)
  %358 = load ptr, ptr %87, align 8, !tbaa !25
  %359 = icmp eq ptr %358, null
  br i1 %359, label %384, label %360

360:                                              ; preds = %357
  %361 = getelementptr inbounds i8, ptr %358, i64 8
  %362 = load atomic i64, ptr %361 acquire, align 8
  %363 = icmp eq i64 %362, 4294967297
  %364 = trunc i64 %362 to i32
  br i1 %363, label %365, label %373

365:                                              ; preds = %360
  store i32 0, ptr %361, align 8, !tbaa !27
  %366 = getelementptr inbounds i8, ptr %358, i64 12
  store i32 0, ptr %366, align 4, !tbaa !29
  %367 = load ptr, ptr %358, align 8, !tbaa !30
  %368 = getelementptr inbounds i8, ptr %367, i64 16
  %369 = load ptr, ptr %368, align 8
  call void %369(ptr noundef nonnull align 8 dereferenceable(16) %358) #25
  %370 = load ptr, ptr %358, align 8, !tbaa !30
  %371 = getelementptr inbounds i8, ptr %370, i64 24
  %372 = load ptr, ptr %371, align 8
  call void %372(ptr noundef nonnull align 8 dereferenceable(16) %358) #25
  br label %384

373:                                              ; preds = %360
  %374 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %375 = icmp eq i8 %374, 0
  br i1 %375, label %378, label %376

376:                                              ; preds = %373
  %377 = add nsw i32 %364, -1
  store i32 %377, ptr %361, align 4, !tbaa !11
  br label %380

378:                                              ; preds = %373
  %379 = atomicrmw volatile add ptr %361, i32 -1 acq_rel, align 4
  br label %380

380:                                              ; preds = %378, %376
  %381 = phi i32 [ %364, %376 ], [ %379, %378 ]
  %382 = icmp eq i32 %381, 1
  br i1 %382, label %383, label %384, !prof !33

383:                                              ; preds = %380
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %358) #25
  br label %384

384:                                              ; preds = %383, %380, %365, %357
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %13) #25
  %385 = load ptr, ptr %88, align 8, !tbaa !25
  %386 = icmp eq ptr %385, null
  br i1 %386, label %421, label %387

387:                                              ; preds = %384
  %388 = getelementptr inbounds i8, ptr %385, i64 8
  %389 = load atomic i64, ptr %388 acquire, align 8
  %390 = icmp eq i64 %389, 4294967297
  %391 = trunc i64 %389 to i32
  br i1 %390, label %392, label %400

392:                                              ; preds = %387
  store i32 0, ptr %388, align 8, !tbaa !27
  %393 = getelementptr inbounds i8, ptr %385, i64 12
  store i32 0, ptr %393, align 4, !tbaa !29
  %394 = load ptr, ptr %385, align 8, !tbaa !30
  %395 = getelementptr inbounds i8, ptr %394, i64 16
  %396 = load ptr, ptr %395, align 8
  call void %396(ptr noundef nonnull align 8 dereferenceable(16) %385) #25
  %397 = load ptr, ptr %385, align 8, !tbaa !30
  %398 = getelementptr inbounds i8, ptr %397, i64 24
  %399 = load ptr, ptr %398, align 8
  call void %399(ptr noundef nonnull align 8 dereferenceable(16) %385) #25
  br label %421

400:                                              ; preds = %387
  %401 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %402 = icmp eq i8 %401, 0
  br i1 %402, label %405, label %403

403:                                              ; preds = %400
  %404 = add nsw i32 %391, -1
  store i32 %404, ptr %388, align 4, !tbaa !11
  br label %407

405:                                              ; preds = %400
  %406 = atomicrmw volatile add ptr %388, i32 -1 acq_rel, align 4
  br label %407

407:                                              ; preds = %405, %403
  %408 = phi i32 [ %391, %403 ], [ %406, %405 ]
  %409 = icmp eq i32 %408, 1
  br i1 %409, label %410, label %421, !prof !33

410:                                              ; preds = %407
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %385) #25
  br label %421

411:                                              ; preds = %2
  %412 = landingpad { ptr, i32 }
          cleanup
  br label %413

413:                                              ; preds = %411, %20
  %414 = phi { ptr, i32 } [ %412, %411 ], [ %21, %20 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %12) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #25
  br label %419

415:                                              ; preds = %356, %202, %199, %198, %194, %184
  %416 = landingpad { ptr, i32 }
          cleanup
  br label %417

417:                                              ; preds = %415, %354, %196
  %418 = phi { ptr, i32 } [ %416, %415 ], [ %197, %196 ], [ %355, %354 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_7nd_itemILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(40) %13) #25
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %13) #25
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %11) #25
  br label %419

419:                                              ; preds = %417, %413
  %420 = phi { ptr, i32 } [ %418, %417 ], [ %414, %413 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #25
  resume { ptr, i32 } %420

421:                                              ; preds = %384, %392, %407, %410
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #25
  ret void
}

; Function Attrs: mustprogress uwtable
define internal noundef zeroext i1 @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E0_E10_M_managerERSt9_Any_dataRKS7_St18_Manager_operation(ptr nocapture noundef nonnull align 8 dereferenceable(16) %0, ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %1, i32 noundef %2) #3 align 2 {
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
  %9 = tail call noalias noundef nonnull dereferenceable(32) ptr @_Znwm(i64 noundef 32) #27
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %9, ptr noundef nonnull readonly align 8 dereferenceable(32) %8, i64 32, i1 false), !tbaa.struct !252
  store ptr %9, ptr %0, align 8, !tbaa !9
  br label %14

10:                                               ; preds = %3
  %11 = load ptr, ptr %0, align 8, !tbaa !9
  %12 = icmp eq ptr %11, null
  br i1 %12, label %14, label %13

13:                                               ; preds = %10
  tail call void @_ZdlPvm(ptr noundef nonnull %11, i64 noundef 32) #29
  br label %14

14:                                               ; preds = %3, %13, %10, %7, %5, %4
  ret i1 false
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define internal fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_7nd_itemILi1EEEE_D2Ev(ptr nocapture noundef nonnull readonly align 8 dereferenceable(40) %0) unnamed_addr #5 align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load ptr, ptr %2, align 8, !tbaa !25
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !27
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !29
  %12 = load ptr, ptr %3, align 8, !tbaa !30
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !30
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !11
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !33

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

declare void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEES3_NS0_2idILi3EEEi(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef byval(%"class.sycl::_V1::range.71") align 8, ptr noundef byval(%"class.sycl::_V1::range.71") align 8, ptr noundef byval(%"class.sycl::_V1::id") align 8, i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(48) %0) unnamed_addr #20 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(48) %0) unnamed_addr #4 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EEE, i64 16), ptr %0, align 8, !tbaa !30
  %2 = getelementptr inbounds i8, ptr %0, i64 24
  %3 = load ptr, ptr %2, align 8, !tbaa !25
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !27
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !29
  %12 = load ptr, ptr %3, align 8, !tbaa !30
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !30
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !11
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !33

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EED0Ev(ptr noundef nonnull align 8 dereferenceable(48) %0) unnamed_addr #4 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EEE, i64 16), ptr %0, align 8, !tbaa !30
  %2 = getelementptr inbounds i8, ptr %0, i64 24
  %3 = load ptr, ptr %2, align 8, !tbaa !25
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !27
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !29
  %12 = load ptr, ptr %3, align 8, !tbaa !30
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !30
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !11
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !33

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 48) #29
  ret void
}

; Function Attrs: mustprogress noreturn uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EE23InstantiateKernelOnHostEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(48) %0) unnamed_addr #21 align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %class.anon.164, align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load i32, ptr %3, align 8, !tbaa !238
  store i32 %4, ptr %2, align 8, !tbaa !238
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = load ptr, ptr %6, align 8, !tbaa !150
  store ptr %7, ptr %5, align 8, !tbaa !150
  %8 = getelementptr inbounds i8, ptr %2, i64 16
  %9 = getelementptr inbounds i8, ptr %0, i64 24
  %10 = load ptr, ptr %9, align 8, !tbaa !25
  store ptr %10, ptr %8, align 8, !tbaa !25
  %11 = icmp eq ptr %10, null
  br i1 %11, label %21, label %12

12:                                               ; preds = %1
  %13 = getelementptr inbounds i8, ptr %10, i64 8
  %14 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %15 = icmp eq i8 %14, 0
  br i1 %15, label %19, label %16

16:                                               ; preds = %12
  %17 = load i32, ptr %13, align 4, !tbaa !11
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %13, align 4, !tbaa !11
  br label %21

19:                                               ; preds = %12
  %20 = atomicrmw volatile add ptr %13, i32 1 acq_rel, align 4
  br label %21

21:                                               ; preds = %1, %16, %19
  %22 = getelementptr inbounds i8, ptr %2, i64 24
  %23 = getelementptr inbounds i8, ptr %0, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %22, ptr noundef nonnull readonly align 8 dereferenceable(16) %23, i64 16, i1 false)
  %24 = tail call ptr @__cxa_allocate_exception(i64 64) #25
  %25 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 12) #25
  %26 = extractvalue { i32, ptr } %25, 0
  %27 = extractvalue { i32, ptr } %25, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %24, i32 %26, ptr %27, ptr noundef nonnull @.str.34)
          to label %28 unwind label %30

28:                                               ; preds = %21
  invoke void @__cxa_throw(ptr nonnull %24, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #26
          to label %29 unwind label %32

29:                                               ; preds = %28
  unreachable

30:                                               ; preds = %21
  %31 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %24) #25
  br label %34

32:                                               ; preds = %28
  %33 = landingpad { ptr, i32 }
          cleanup
  br label %34

34:                                               ; preds = %30, %32
  %35 = phi { ptr, i32 } [ %33, %32 ], [ %31, %30 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_7nd_itemILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(40) %2) #25
  resume { ptr, i32 } %35
}

; Function Attrs: mustprogress uwtable
define internal void @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E1_E9_M_invokeERKSt9_Any_dataS3_(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #3 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca { ptr, [32 x i8] }, align 8
  %4 = alloca { ptr, [8 x i8] }, align 8
  %5 = alloca %"class.std::vector.89", align 8
  %6 = alloca %"class.sycl::_V1::range.71", align 8
  %7 = alloca [2 x i64], align 8
  %8 = alloca { ptr, [32 x i8] }, align 8
  %9 = alloca { ptr, [8 x i8] }, align 8
  %10 = alloca %"class.std::vector.89", align 8
  %11 = alloca %"class.sycl::_V1::range.71", align 16
  %12 = alloca %"class.std::tuple.188", align 8
  %13 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel.191", align 8
  %14 = alloca { ptr, [32 x i8] }, align 8
  %15 = alloca { ptr, [8 x i8] }, align 8
  %16 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel.191", align 8
  %17 = alloca %class.anon.187, align 8
  %18 = alloca %class.anon.187, align 8
  %19 = alloca i32, align 4
  %20 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %21 = alloca i32, align 4
  %22 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %23 = alloca %"class.sycl::_V1::accessor.180", align 8
  %24 = alloca %"class.sycl::_V1::property_list", align 8
  %25 = alloca %"class.sycl::_V1::accessor.184", align 8
  %26 = alloca %"class.sycl::_V1::property_list", align 8
  %27 = alloca %class.anon.187, align 8
  %28 = load ptr, ptr %0, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %23) #25
  %29 = load ptr, ptr %28, align 8, !tbaa !253
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %24) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %24, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %22)
  store ptr @.str, ptr %22, align 8
  %30 = getelementptr inbounds i8, ptr %22, i64 8
  store ptr @.str.11, ptr %30, align 8
  %31 = getelementptr inbounds i8, ptr %22, i64 16
  store i64 65, ptr %31, align 8
  %32 = getelementptr inbounds i8, ptr %22, i64 24
  store i64 22, ptr %32, align 8
  invoke void @_ZN4sycl3_V18accessorIiLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi1ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %23, ptr noundef nonnull align 8 dereferenceable(33) %29, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %24, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %22)
          to label %33 unwind label %1303

33:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %21) #25
  store i32 5, ptr %21, align 4, !tbaa !148
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %29, ptr noundef nonnull align 4 dereferenceable(4) %21)
          to label %36 unwind label %34

34:                                               ; preds = %33
  %35 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %23) #25
  br label %1305

36:                                               ; preds = %33
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %21) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %22)
  %37 = getelementptr inbounds i8, ptr %24, i64 8
  %38 = load ptr, ptr %37, align 8, !tbaa !22
  %39 = getelementptr inbounds i8, ptr %24, i64 16
  %40 = load ptr, ptr %39, align 8, !tbaa !24
  %41 = icmp eq ptr %38, %40
  br i1 %41, label %76, label %42

42:                                               ; preds = %36, %71
  %43 = phi ptr [ %72, %71 ], [ %38, %36 ]
  %44 = getelementptr inbounds i8, ptr %43, i64 8
  %45 = load ptr, ptr %44, align 8, !tbaa !25
  %46 = icmp eq ptr %45, null
  br i1 %46, label %71, label %47

47:                                               ; preds = %42
  %48 = getelementptr inbounds i8, ptr %45, i64 8
  %49 = load atomic i64, ptr %48 acquire, align 8
  %50 = icmp eq i64 %49, 4294967297
  %51 = trunc i64 %49 to i32
  br i1 %50, label %52, label %60

52:                                               ; preds = %47
  store i32 0, ptr %48, align 8, !tbaa !27
  %53 = getelementptr inbounds i8, ptr %45, i64 12
  store i32 0, ptr %53, align 4, !tbaa !29
  %54 = load ptr, ptr %45, align 8, !tbaa !30
  %55 = getelementptr inbounds i8, ptr %54, i64 16
  %56 = load ptr, ptr %55, align 8
  call void %56(ptr noundef nonnull align 8 dereferenceable(16) %45) #25
  %57 = load ptr, ptr %45, align 8, !tbaa !30
  %58 = getelementptr inbounds i8, ptr %57, i64 24
  %59 = load ptr, ptr %58, align 8
  call void %59(ptr noundef nonnull align 8 dereferenceable(16) %45) #25
  br label %71

60:                                               ; preds = %47
  %61 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %62 = icmp eq i8 %61, 0
  br i1 %62, label %65, label %63

63:                                               ; preds = %60
  %64 = add nsw i32 %51, -1
  store i32 %64, ptr %48, align 4, !tbaa !11
  br label %67

65:                                               ; preds = %60
  %66 = atomicrmw volatile add ptr %48, i32 -1 acq_rel, align 4
  br label %67

67:                                               ; preds = %65, %63
  %68 = phi i32 [ %51, %63 ], [ %66, %65 ]
  %69 = icmp eq i32 %68, 1
  br i1 %69, label %70, label %71, !prof !33

70:                                               ; preds = %67
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %45) #25
  br label %71

71:                                               ; preds = %70, %67, %52, %42
  %72 = getelementptr inbounds i8, ptr %43, i64 16
  %73 = icmp eq ptr %72, %40
  br i1 %73, label %74, label %42, !llvm.loop !34

74:                                               ; preds = %71
  %75 = load ptr, ptr %37, align 8, !tbaa !22
  br label %76

76:                                               ; preds = %74, %36
  %77 = phi ptr [ %75, %74 ], [ %38, %36 ]
  %78 = icmp eq ptr %77, null
  br i1 %78, label %85, label %79

79:                                               ; preds = %76
  %80 = getelementptr inbounds i8, ptr %24, i64 24
  %81 = load ptr, ptr %80, align 8, !tbaa !35
  %82 = ptrtoint ptr %81 to i64
  %83 = ptrtoint ptr %77 to i64
  %84 = sub i64 %82, %83
  call void @_ZdlPvm(ptr noundef nonnull %77, i64 noundef %84) #29
  br label %85

85:                                               ; preds = %79, %76
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24) #25
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %25) #25
  %86 = getelementptr inbounds i8, ptr %28, i64 8
  %87 = load ptr, ptr %86, align 8, !tbaa !255
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %26) #25
  %88 = getelementptr inbounds i8, ptr %26, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %88, i8 0, i64 24, i1 false)
  store i64 16, ptr %26, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %20)
  store ptr @.str, ptr %20, align 8
  %89 = getelementptr inbounds i8, ptr %20, i64 8
  store ptr @.str.11, ptr %89, align 8
  %90 = getelementptr inbounds i8, ptr %20, i64 16
  store i64 66, ptr %90, align 8
  %91 = getelementptr inbounds i8, ptr %20, i64 24
  store i64 22, ptr %91, align 8
  invoke void @_ZN4sycl3_V18accessorIiLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi2ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %25, ptr noundef nonnull align 8 dereferenceable(41) %87, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %26, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %20)
          to label %92 unwind label %1307

92:                                               ; preds = %85
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %19) #25
  store i32 5, ptr %19, align 4, !tbaa !148
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %87, ptr noundef nonnull align 4 dereferenceable(4) %19)
          to label %95 unwind label %93

93:                                               ; preds = %92
  %94 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %25) #25
  br label %1309

95:                                               ; preds = %92
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %19) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20)
  %96 = load ptr, ptr %88, align 8, !tbaa !22
  %97 = getelementptr inbounds i8, ptr %26, i64 16
  %98 = load ptr, ptr %97, align 8, !tbaa !24
  %99 = icmp eq ptr %96, %98
  br i1 %99, label %134, label %100

100:                                              ; preds = %95, %129
  %101 = phi ptr [ %130, %129 ], [ %96, %95 ]
  %102 = getelementptr inbounds i8, ptr %101, i64 8
  %103 = load ptr, ptr %102, align 8, !tbaa !25
  %104 = icmp eq ptr %103, null
  br i1 %104, label %129, label %105

105:                                              ; preds = %100
  %106 = getelementptr inbounds i8, ptr %103, i64 8
  %107 = load atomic i64, ptr %106 acquire, align 8
  %108 = icmp eq i64 %107, 4294967297
  %109 = trunc i64 %107 to i32
  br i1 %108, label %110, label %118

110:                                              ; preds = %105
  store i32 0, ptr %106, align 8, !tbaa !27
  %111 = getelementptr inbounds i8, ptr %103, i64 12
  store i32 0, ptr %111, align 4, !tbaa !29
  %112 = load ptr, ptr %103, align 8, !tbaa !30
  %113 = getelementptr inbounds i8, ptr %112, i64 16
  %114 = load ptr, ptr %113, align 8
  call void %114(ptr noundef nonnull align 8 dereferenceable(16) %103) #25
  %115 = load ptr, ptr %103, align 8, !tbaa !30
  %116 = getelementptr inbounds i8, ptr %115, i64 24
  %117 = load ptr, ptr %116, align 8
  call void %117(ptr noundef nonnull align 8 dereferenceable(16) %103) #25
  br label %129

118:                                              ; preds = %105
  %119 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %120 = icmp eq i8 %119, 0
  br i1 %120, label %123, label %121

121:                                              ; preds = %118
  %122 = add nsw i32 %109, -1
  store i32 %122, ptr %106, align 4, !tbaa !11
  br label %125

123:                                              ; preds = %118
  %124 = atomicrmw volatile add ptr %106, i32 -1 acq_rel, align 4
  br label %125

125:                                              ; preds = %123, %121
  %126 = phi i32 [ %109, %121 ], [ %124, %123 ]
  %127 = icmp eq i32 %126, 1
  br i1 %127, label %128, label %129, !prof !33

128:                                              ; preds = %125
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %103) #25
  br label %129

129:                                              ; preds = %128, %125, %110, %100
  %130 = getelementptr inbounds i8, ptr %101, i64 16
  %131 = icmp eq ptr %130, %98
  br i1 %131, label %132, label %100, !llvm.loop !34

132:                                              ; preds = %129
  %133 = load ptr, ptr %88, align 8, !tbaa !22
  br label %134

134:                                              ; preds = %132, %95
  %135 = phi ptr [ %133, %132 ], [ %96, %95 ]
  %136 = icmp eq ptr %135, null
  br i1 %136, label %143, label %137

137:                                              ; preds = %134
  %138 = getelementptr inbounds i8, ptr %26, i64 24
  %139 = load ptr, ptr %138, align 8, !tbaa !35
  %140 = ptrtoint ptr %139 to i64
  %141 = ptrtoint ptr %135 to i64
  %142 = sub i64 %140, %141
  call void @_ZdlPvm(ptr noundef nonnull %135, i64 noundef %142) #29
  br label %143

143:                                              ; preds = %137, %134
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %26) #25
  %144 = getelementptr inbounds i8, ptr %28, i64 16
  %145 = load ptr, ptr %144, align 8, !tbaa !256
  %146 = load i64, ptr %145, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 88, ptr nonnull %27) #25
  %147 = load ptr, ptr %25, align 8, !tbaa !150
  store ptr %147, ptr %27, align 8, !tbaa !150
  %148 = getelementptr inbounds i8, ptr %27, i64 8
  %149 = getelementptr inbounds i8, ptr %25, i64 8
  %150 = load ptr, ptr %149, align 8, !tbaa !25
  store ptr %150, ptr %148, align 8, !tbaa !25
  %151 = icmp eq ptr %150, null
  br i1 %151, label %161, label %152

152:                                              ; preds = %143
  %153 = getelementptr inbounds i8, ptr %150, i64 8
  %154 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %155 = icmp eq i8 %154, 0
  br i1 %155, label %159, label %156

156:                                              ; preds = %152
  %157 = load i32, ptr %153, align 4, !tbaa !11
  %158 = add nsw i32 %157, 1
  store i32 %158, ptr %153, align 4, !tbaa !11
  br label %161

159:                                              ; preds = %152
  %160 = atomicrmw volatile add ptr %153, i32 1 acq_rel, align 4
  br label %161

161:                                              ; preds = %159, %156, %143
  %162 = getelementptr inbounds i8, ptr %27, i64 16
  %163 = getelementptr inbounds i8, ptr %25, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %162, ptr noundef nonnull align 8 dereferenceable(40) %163, i64 40, i1 false)
  %164 = getelementptr inbounds i8, ptr %27, i64 56
  %165 = load ptr, ptr %23, align 8, !tbaa !150
  store ptr %165, ptr %164, align 8, !tbaa !150
  %166 = getelementptr inbounds i8, ptr %27, i64 64
  %167 = getelementptr inbounds i8, ptr %23, i64 8
  %168 = load ptr, ptr %167, align 8, !tbaa !25
  store ptr %168, ptr %166, align 8, !tbaa !25
  %169 = icmp eq ptr %168, null
  br i1 %169, label %179, label %170

170:                                              ; preds = %161
  %171 = getelementptr inbounds i8, ptr %168, i64 8
  %172 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %173 = icmp eq i8 %172, 0
  br i1 %173, label %177, label %174

174:                                              ; preds = %170
  %175 = load i32, ptr %171, align 4, !tbaa !11
  %176 = add nsw i32 %175, 1
  store i32 %176, ptr %171, align 4, !tbaa !11
  br label %179

177:                                              ; preds = %170
  %178 = atomicrmw volatile add ptr %171, i32 1 acq_rel, align 4
  br label %179

179:                                              ; preds = %177, %174, %161
  %180 = getelementptr inbounds i8, ptr %27, i64 72
  %181 = getelementptr inbounds i8, ptr %23, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %180, ptr noundef nonnull align 8 dereferenceable(16) %181, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 88, ptr nonnull %18)
  %182 = load ptr, ptr %27, align 8, !tbaa !150
  store ptr %182, ptr %18, align 8, !tbaa !150
  %183 = getelementptr inbounds i8, ptr %18, i64 8
  %184 = load ptr, ptr %148, align 8, !tbaa !25
  store ptr %184, ptr %183, align 8, !tbaa !25
  %185 = icmp eq ptr %184, null
  br i1 %185, label %195, label %186

186:                                              ; preds = %179
  %187 = getelementptr inbounds i8, ptr %184, i64 8
  %188 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %189 = icmp eq i8 %188, 0
  br i1 %189, label %193, label %190

190:                                              ; preds = %186
  %191 = load i32, ptr %187, align 4, !tbaa !11
  %192 = add nsw i32 %191, 1
  store i32 %192, ptr %187, align 4, !tbaa !11
  br label %195

193:                                              ; preds = %186
  %194 = atomicrmw volatile add ptr %187, i32 1 acq_rel, align 4
  br label %195

195:                                              ; preds = %193, %190, %179
  %196 = getelementptr inbounds i8, ptr %18, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %196, ptr noundef nonnull readonly align 8 dereferenceable(40) %162, i64 40, i1 false)
  %197 = getelementptr inbounds i8, ptr %18, i64 56
  %198 = load ptr, ptr %164, align 8, !tbaa !150
  store ptr %198, ptr %197, align 8, !tbaa !150
  %199 = getelementptr inbounds i8, ptr %18, i64 64
  %200 = load ptr, ptr %166, align 8, !tbaa !25
  store ptr %200, ptr %199, align 8, !tbaa !25
  %201 = icmp eq ptr %200, null
  br i1 %201, label %211, label %202

202:                                              ; preds = %195
  %203 = getelementptr inbounds i8, ptr %200, i64 8
  %204 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %205 = icmp eq i8 %204, 0
  br i1 %205, label %209, label %206

206:                                              ; preds = %202
  %207 = load i32, ptr %203, align 4, !tbaa !11
  %208 = add nsw i32 %207, 1
  store i32 %208, ptr %203, align 4, !tbaa !11
  br label %211

209:                                              ; preds = %202
  %210 = atomicrmw volatile add ptr %203, i32 1 acq_rel, align 4
  br label %211

211:                                              ; preds = %209, %206, %195
  %212 = getelementptr inbounds i8, ptr %18, i64 72
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %212, ptr noundef nonnull readonly align 8 dereferenceable(16) %180, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %14)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %15)
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %16)
  call void @llvm.lifetime.start.p0(i64 88, ptr nonnull %17)
  %213 = invoke noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %214 unwind label %1191

214:                                              ; preds = %211
  %215 = icmp eq i32 %213, 0
  br i1 %215, label %223, label %216

216:                                              ; preds = %214
  %217 = call ptr @__cxa_allocate_exception(i64 64) #25
  %218 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #25
  %219 = extractvalue { i32, ptr } %218, 0
  %220 = extractvalue { i32, ptr } %218, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %217, i32 %219, ptr %220, ptr noundef nonnull @.str.14)
          to label %230 unwind label %221

221:                                              ; preds = %216
  %222 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %217) #25
  br label %1193

223:                                              ; preds = %214
  %224 = icmp slt i64 %146, 0
  br i1 %224, label %225, label %235

225:                                              ; preds = %223
  %226 = call ptr @__cxa_allocate_exception(i64 64) #25
  %227 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #25
  %228 = extractvalue { i32, ptr } %227, 0
  %229 = extractvalue { i32, ptr } %227, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %226, i32 %228, ptr %229, ptr noundef nonnull @.str.27)
          to label %230 unwind label %233

230:                                              ; preds = %225, %216
  %231 = phi ptr [ %217, %216 ], [ %226, %225 ]
  invoke void @__cxa_throw(ptr nonnull %231, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #26
          to label %232 unwind label %1191

232:                                              ; preds = %230
  unreachable

233:                                              ; preds = %225
  %234 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %226) #25
  br label %1193

235:                                              ; preds = %223
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %12) #25
  invoke void @_ZN4sycl3_V17handler15getRoundedRangeILi2EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_(ptr dead_on_unwind nonnull writable sret(%"class.std::tuple.188") align 8 %12, ptr noundef nonnull align 8 dereferenceable(216) %1, i64 %146, i64 2)
          to label %236 unwind label %1191

236:                                              ; preds = %235
  %237 = getelementptr inbounds i8, ptr %12, i64 8
  %238 = load i8, ptr %12, align 8, !tbaa !192, !range !64, !noundef !65
  %239 = trunc nuw i8 %238 to i1
  br i1 %239, label %240, label %767

240:                                              ; preds = %236
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %13) #25
  %241 = load ptr, ptr %18, align 8, !tbaa !150
  %242 = load ptr, ptr %183, align 8, !tbaa !25
  %243 = icmp eq ptr %242, null
  br i1 %243, label %253, label %244

244:                                              ; preds = %240
  %245 = getelementptr inbounds i8, ptr %242, i64 8
  %246 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %247 = icmp eq i8 %246, 0
  br i1 %247, label %251, label %248

248:                                              ; preds = %244
  %249 = load i32, ptr %245, align 4, !tbaa !11
  %250 = add nsw i32 %249, 1
  store i32 %250, ptr %245, align 4, !tbaa !11
  br label %253

251:                                              ; preds = %244
  %252 = atomicrmw volatile add ptr %245, i32 1 acq_rel, align 4
  br label %253

253:                                              ; preds = %251, %248, %240
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %14, ptr noundef nonnull align 8 dereferenceable(40) %196, i64 40, i1 false)
  %254 = load ptr, ptr %197, align 8, !tbaa !150
  %255 = load ptr, ptr %199, align 8, !tbaa !25
  %256 = icmp eq ptr %255, null
  br i1 %256, label %266, label %257

257:                                              ; preds = %253
  %258 = getelementptr inbounds i8, ptr %255, i64 8
  %259 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %260 = icmp eq i8 %259, 0
  br i1 %260, label %264, label %261

261:                                              ; preds = %257
  %262 = load i32, ptr %258, align 4, !tbaa !11
  %263 = add nsw i32 %262, 1
  store i32 %263, ptr %258, align 4, !tbaa !11
  br label %266

264:                                              ; preds = %257
  %265 = atomicrmw volatile add ptr %258, i32 1 acq_rel, align 4
  br label %266

266:                                              ; preds = %264, %261, %253
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %15, ptr noundef nonnull align 8 dereferenceable(16) %212, i64 16, i1 false)
  call void @llvm.experimental.noalias.scope.decl(metadata !257)
  store i64 %146, ptr %13, align 8, !alias.scope !257
  %267 = getelementptr inbounds i8, ptr %13, i64 8
  store i64 2, ptr %267, align 8, !alias.scope !257
  %268 = getelementptr inbounds i8, ptr %13, i64 16
  store ptr %241, ptr %268, align 8, !tbaa !150, !alias.scope !257
  %269 = getelementptr inbounds i8, ptr %13, i64 24
  store ptr %242, ptr %269, align 8, !tbaa !25, !alias.scope !257
  br i1 %243, label %279, label %270

270:                                              ; preds = %266
  %271 = getelementptr inbounds i8, ptr %242, i64 8
  %272 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32, !noalias !257
  %273 = icmp eq i8 %272, 0
  br i1 %273, label %277, label %274

274:                                              ; preds = %270
  %275 = load i32, ptr %271, align 4, !tbaa !11, !noalias !257
  %276 = add nsw i32 %275, 1
  store i32 %276, ptr %271, align 4, !tbaa !11, !noalias !257
  br label %279

277:                                              ; preds = %270
  %278 = atomicrmw volatile add ptr %271, i32 1 acq_rel, align 4, !noalias !257
  br label %279

279:                                              ; preds = %277, %274, %266
  %280 = getelementptr inbounds i8, ptr %13, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %280, ptr noundef nonnull align 8 dereferenceable(40) %14, i64 40, i1 false)
  %281 = getelementptr inbounds i8, ptr %13, i64 72
  store ptr %254, ptr %281, align 8, !tbaa !150, !alias.scope !257
  %282 = getelementptr inbounds i8, ptr %13, i64 80
  store ptr %255, ptr %282, align 8, !tbaa !25, !alias.scope !257
  br i1 %256, label %292, label %283

283:                                              ; preds = %279
  %284 = getelementptr inbounds i8, ptr %255, i64 8
  %285 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32, !noalias !257
  %286 = icmp eq i8 %285, 0
  br i1 %286, label %290, label %287

287:                                              ; preds = %283
  %288 = load i32, ptr %284, align 4, !tbaa !11, !noalias !257
  %289 = add nsw i32 %288, 1
  store i32 %289, ptr %284, align 4, !tbaa !11, !noalias !257
  br label %294

290:                                              ; preds = %283
  %291 = atomicrmw volatile add ptr %284, i32 1 acq_rel, align 4, !noalias !257
  br label %294

292:                                              ; preds = %279
  %293 = getelementptr inbounds i8, ptr %13, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %293, ptr noundef nonnull align 8 dereferenceable(16) %15, i64 16, i1 false)
  br label %318

294:                                              ; preds = %290, %287
  %295 = getelementptr inbounds i8, ptr %13, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %295, ptr noundef nonnull align 8 dereferenceable(16) %15, i64 16, i1 false)
  %296 = load atomic i64, ptr %284 acquire, align 8
  %297 = icmp eq i64 %296, 4294967297
  %298 = trunc i64 %296 to i32
  br i1 %297, label %299, label %307

299:                                              ; preds = %294
  store i32 0, ptr %284, align 8, !tbaa !27
  %300 = getelementptr inbounds i8, ptr %255, i64 12
  store i32 0, ptr %300, align 4, !tbaa !29
  %301 = load ptr, ptr %255, align 8, !tbaa !30
  %302 = getelementptr inbounds i8, ptr %301, i64 16
  %303 = load ptr, ptr %302, align 8
  call void %303(ptr noundef nonnull align 8 dereferenceable(16) %255) #25
  %304 = load ptr, ptr %255, align 8, !tbaa !30
  %305 = getelementptr inbounds i8, ptr %304, i64 24
  %306 = load ptr, ptr %305, align 8
  call void %306(ptr noundef nonnull align 8 dereferenceable(16) %255) #25
  br label %318

307:                                              ; preds = %294
  %308 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %309 = icmp eq i8 %308, 0
  br i1 %309, label %312, label %310

310:                                              ; preds = %307
  %311 = add nsw i32 %298, -1
  store i32 %311, ptr %284, align 4, !tbaa !11
  br label %314

312:                                              ; preds = %307
  %313 = atomicrmw volatile add ptr %284, i32 -1 acq_rel, align 4
  br label %314

314:                                              ; preds = %312, %310
  %315 = phi i32 [ %298, %310 ], [ %313, %312 ]
  %316 = icmp eq i32 %315, 1
  br i1 %316, label %317, label %318, !prof !33

317:                                              ; preds = %314
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %255) #25
  br label %318

318:                                              ; preds = %317, %314, %299, %292
  %319 = phi ptr [ %295, %317 ], [ %295, %314 ], [ %295, %299 ], [ %293, %292 ]
  br i1 %243, label %344, label %320

320:                                              ; preds = %318
  %321 = getelementptr inbounds i8, ptr %242, i64 8
  %322 = load atomic i64, ptr %321 acquire, align 8
  %323 = icmp eq i64 %322, 4294967297
  %324 = trunc i64 %322 to i32
  br i1 %323, label %325, label %333

325:                                              ; preds = %320
  store i32 0, ptr %321, align 8, !tbaa !27
  %326 = getelementptr inbounds i8, ptr %242, i64 12
  store i32 0, ptr %326, align 4, !tbaa !29
  %327 = load ptr, ptr %242, align 8, !tbaa !30
  %328 = getelementptr inbounds i8, ptr %327, i64 16
  %329 = load ptr, ptr %328, align 8
  call void %329(ptr noundef nonnull align 8 dereferenceable(16) %242) #25
  %330 = load ptr, ptr %242, align 8, !tbaa !30
  %331 = getelementptr inbounds i8, ptr %330, i64 24
  %332 = load ptr, ptr %331, align 8
  call void %332(ptr noundef nonnull align 8 dereferenceable(16) %242) #25
  br label %344

333:                                              ; preds = %320
  %334 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %335 = icmp eq i8 %334, 0
  br i1 %335, label %338, label %336

336:                                              ; preds = %333
  %337 = add nsw i32 %324, -1
  store i32 %337, ptr %321, align 4, !tbaa !11
  br label %340

338:                                              ; preds = %333
  %339 = atomicrmw volatile add ptr %321, i32 -1 acq_rel, align 4
  br label %340

340:                                              ; preds = %338, %336
  %341 = phi i32 [ %324, %336 ], [ %339, %338 ]
  %342 = icmp eq i32 %341, 1
  br i1 %342, label %343, label %344, !prof !33

343:                                              ; preds = %340
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %242) #25
  br label %344

344:                                              ; preds = %343, %340, %325, %318
  %345 = load ptr, ptr %269, align 8, !tbaa !25
  %346 = icmp eq ptr %345, null
  br i1 %346, label %356, label %347

347:                                              ; preds = %344
  %348 = getelementptr inbounds i8, ptr %345, i64 8
  %349 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %350 = icmp eq i8 %349, 0
  br i1 %350, label %354, label %351

351:                                              ; preds = %347
  %352 = load i32, ptr %348, align 4, !tbaa !11
  %353 = add nsw i32 %352, 1
  store i32 %353, ptr %348, align 4, !tbaa !11
  br label %356

354:                                              ; preds = %347
  %355 = atomicrmw volatile add ptr %348, i32 1 acq_rel, align 4
  br label %356

356:                                              ; preds = %354, %351, %344
  %357 = load ptr, ptr %282, align 8, !tbaa !25
  %358 = icmp eq ptr %357, null
  br i1 %358, label %368, label %359

359:                                              ; preds = %356
  %360 = getelementptr inbounds i8, ptr %357, i64 8
  %361 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %362 = icmp eq i8 %361, 0
  br i1 %362, label %366, label %363

363:                                              ; preds = %359
  %364 = load i32, ptr %360, align 4, !tbaa !11
  %365 = add nsw i32 %364, 1
  store i32 %365, ptr %360, align 4, !tbaa !11
  br label %368

366:                                              ; preds = %359
  %367 = atomicrmw volatile add ptr %360, i32 1 acq_rel, align 4
  br label %368

368:                                              ; preds = %366, %363, %356
  br i1 %346, label %378, label %369

369:                                              ; preds = %368
  %370 = getelementptr inbounds i8, ptr %345, i64 8
  %371 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %372 = icmp eq i8 %371, 0
  br i1 %372, label %376, label %373

373:                                              ; preds = %369
  %374 = load i32, ptr %370, align 4, !tbaa !11
  %375 = add nsw i32 %374, 1
  store i32 %375, ptr %370, align 4, !tbaa !11
  br label %378

376:                                              ; preds = %369
  %377 = atomicrmw volatile add ptr %370, i32 1 acq_rel, align 4
  br label %378

378:                                              ; preds = %376, %373, %368
  br i1 %358, label %411, label %379

379:                                              ; preds = %378
  %380 = getelementptr inbounds i8, ptr %357, i64 8
  %381 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %382 = icmp eq i8 %381, 0
  br i1 %382, label %386, label %383

383:                                              ; preds = %379
  %384 = load i32, ptr %380, align 4, !tbaa !11
  %385 = add nsw i32 %384, 1
  store i32 %385, ptr %380, align 4, !tbaa !11
  br label %388

386:                                              ; preds = %379
  %387 = atomicrmw volatile add ptr %380, i32 1 acq_rel, align 4
  br label %388

388:                                              ; preds = %386, %383
  %389 = load atomic i64, ptr %380 acquire, align 8
  %390 = icmp eq i64 %389, 4294967297
  %391 = trunc i64 %389 to i32
  br i1 %390, label %392, label %400

392:                                              ; preds = %388
  store i32 0, ptr %380, align 8, !tbaa !27
  %393 = getelementptr inbounds i8, ptr %357, i64 12
  store i32 0, ptr %393, align 4, !tbaa !29
  %394 = load ptr, ptr %357, align 8, !tbaa !30
  %395 = getelementptr inbounds i8, ptr %394, i64 16
  %396 = load ptr, ptr %395, align 8
  call void %396(ptr noundef nonnull align 8 dereferenceable(16) %357) #25
  %397 = load ptr, ptr %357, align 8, !tbaa !30
  %398 = getelementptr inbounds i8, ptr %397, i64 24
  %399 = load ptr, ptr %398, align 8
  call void %399(ptr noundef nonnull align 8 dereferenceable(16) %357) #25
  br label %411

400:                                              ; preds = %388
  %401 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %402 = icmp eq i8 %401, 0
  br i1 %402, label %405, label %403

403:                                              ; preds = %400
  %404 = add nsw i32 %391, -1
  store i32 %404, ptr %380, align 4, !tbaa !11
  br label %407

405:                                              ; preds = %400
  %406 = atomicrmw volatile add ptr %380, i32 -1 acq_rel, align 4
  br label %407

407:                                              ; preds = %405, %403
  %408 = phi i32 [ %391, %403 ], [ %406, %405 ]
  %409 = icmp eq i32 %408, 1
  br i1 %409, label %410, label %411, !prof !33

410:                                              ; preds = %407
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %357) #25
  br label %411

411:                                              ; preds = %410, %407, %392, %378
  br i1 %346, label %436, label %412

412:                                              ; preds = %411
  %413 = getelementptr inbounds i8, ptr %345, i64 8
  %414 = load atomic i64, ptr %413 acquire, align 8
  %415 = icmp eq i64 %414, 4294967297
  %416 = trunc i64 %414 to i32
  br i1 %415, label %417, label %425

417:                                              ; preds = %412
  store i32 0, ptr %413, align 8, !tbaa !27
  %418 = getelementptr inbounds i8, ptr %345, i64 12
  store i32 0, ptr %418, align 4, !tbaa !29
  %419 = load ptr, ptr %345, align 8, !tbaa !30
  %420 = getelementptr inbounds i8, ptr %419, i64 16
  %421 = load ptr, ptr %420, align 8
  call void %421(ptr noundef nonnull align 8 dereferenceable(16) %345) #25
  %422 = load ptr, ptr %345, align 8, !tbaa !30
  %423 = getelementptr inbounds i8, ptr %422, i64 24
  %424 = load ptr, ptr %423, align 8
  call void %424(ptr noundef nonnull align 8 dereferenceable(16) %345) #25
  br label %436

425:                                              ; preds = %412
  %426 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %427 = icmp eq i8 %426, 0
  br i1 %427, label %430, label %428

428:                                              ; preds = %425
  %429 = add nsw i32 %416, -1
  store i32 %429, ptr %413, align 4, !tbaa !11
  br label %432

430:                                              ; preds = %425
  %431 = atomicrmw volatile add ptr %413, i32 -1 acq_rel, align 4
  br label %432

432:                                              ; preds = %430, %428
  %433 = phi i32 [ %416, %428 ], [ %431, %430 ]
  %434 = icmp eq i32 %433, 1
  br i1 %434, label %435, label %436, !prof !33

435:                                              ; preds = %432
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %345) #25
  br label %436

436:                                              ; preds = %435, %432, %417, %411
  br i1 %358, label %461, label %437

437:                                              ; preds = %436
  %438 = getelementptr inbounds i8, ptr %357, i64 8
  %439 = load atomic i64, ptr %438 acquire, align 8
  %440 = icmp eq i64 %439, 4294967297
  %441 = trunc i64 %439 to i32
  br i1 %440, label %442, label %450

442:                                              ; preds = %437
  store i32 0, ptr %438, align 8, !tbaa !27
  %443 = getelementptr inbounds i8, ptr %357, i64 12
  store i32 0, ptr %443, align 4, !tbaa !29
  %444 = load ptr, ptr %357, align 8, !tbaa !30
  %445 = getelementptr inbounds i8, ptr %444, i64 16
  %446 = load ptr, ptr %445, align 8
  call void %446(ptr noundef nonnull align 8 dereferenceable(16) %357) #25
  %447 = load ptr, ptr %357, align 8, !tbaa !30
  %448 = getelementptr inbounds i8, ptr %447, i64 24
  %449 = load ptr, ptr %448, align 8
  call void %449(ptr noundef nonnull align 8 dereferenceable(16) %357) #25
  br label %461

450:                                              ; preds = %437
  %451 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %452 = icmp eq i8 %451, 0
  br i1 %452, label %455, label %453

453:                                              ; preds = %450
  %454 = add nsw i32 %441, -1
  store i32 %454, ptr %438, align 4, !tbaa !11
  br label %457

455:                                              ; preds = %450
  %456 = atomicrmw volatile add ptr %438, i32 -1 acq_rel, align 4
  br label %457

457:                                              ; preds = %455, %453
  %458 = phi i32 [ %441, %453 ], [ %456, %455 ]
  %459 = icmp eq i32 %458, 1
  br i1 %459, label %460, label %461, !prof !33

460:                                              ; preds = %457
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %357) #25
  br label %461

461:                                              ; preds = %460, %457, %442, %436
  br i1 %346, label %486, label %462

462:                                              ; preds = %461
  %463 = getelementptr inbounds i8, ptr %345, i64 8
  %464 = load atomic i64, ptr %463 acquire, align 8
  %465 = icmp eq i64 %464, 4294967297
  %466 = trunc i64 %464 to i32
  br i1 %465, label %467, label %475

467:                                              ; preds = %462
  store i32 0, ptr %463, align 8, !tbaa !27
  %468 = getelementptr inbounds i8, ptr %345, i64 12
  store i32 0, ptr %468, align 4, !tbaa !29
  %469 = load ptr, ptr %345, align 8, !tbaa !30
  %470 = getelementptr inbounds i8, ptr %469, i64 16
  %471 = load ptr, ptr %470, align 8
  call void %471(ptr noundef nonnull align 8 dereferenceable(16) %345) #25
  %472 = load ptr, ptr %345, align 8, !tbaa !30
  %473 = getelementptr inbounds i8, ptr %472, i64 24
  %474 = load ptr, ptr %473, align 8
  call void %474(ptr noundef nonnull align 8 dereferenceable(16) %345) #25
  br label %486

475:                                              ; preds = %462
  %476 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %477 = icmp eq i8 %476, 0
  br i1 %477, label %480, label %478

478:                                              ; preds = %475
  %479 = add nsw i32 %466, -1
  store i32 %479, ptr %463, align 4, !tbaa !11
  br label %482

480:                                              ; preds = %475
  %481 = atomicrmw volatile add ptr %463, i32 -1 acq_rel, align 4
  br label %482

482:                                              ; preds = %480, %478
  %483 = phi i32 [ %466, %478 ], [ %481, %480 ]
  %484 = icmp eq i32 %483, 1
  br i1 %484, label %485, label %486, !prof !33

485:                                              ; preds = %482
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %345) #25
  br label %486

486:                                              ; preds = %485, %482, %467, %461
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.36)
          to label %487 unwind label %759

487:                                              ; preds = %486
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %11)
  %488 = getelementptr inbounds i8, ptr %11, i64 16
  store i64 0, ptr %488, align 16, !alias.scope !260
  %489 = load <2 x i64>, ptr %237, align 8
  store <2 x i64> %489, ptr %11, align 16, !tbaa !5, !alias.scope !260
  invoke void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range.71") align 8 %11, i1 noundef zeroext false, i32 noundef 2)
          to label %490 unwind label %759

490:                                              ; preds = %487
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %11)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %16, ptr noundef nonnull align 8 dereferenceable(16) %13, i64 16, i1 false)
  %491 = getelementptr inbounds i8, ptr %16, i64 16
  %492 = load ptr, ptr %268, align 8, !tbaa !150
  store ptr %492, ptr %491, align 8, !tbaa !150
  %493 = getelementptr inbounds i8, ptr %16, i64 24
  %494 = load ptr, ptr %269, align 8, !tbaa !25
  store ptr null, ptr %269, align 8, !tbaa !25
  store ptr %494, ptr %493, align 8, !tbaa !25
  store ptr null, ptr %268, align 8, !tbaa !150
  %495 = getelementptr inbounds i8, ptr %16, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %495, ptr noundef nonnull align 8 dereferenceable(40) %280, i64 40, i1 false)
  %496 = getelementptr inbounds i8, ptr %16, i64 72
  %497 = load ptr, ptr %281, align 8, !tbaa !150
  store ptr %497, ptr %496, align 8, !tbaa !150
  %498 = getelementptr inbounds i8, ptr %16, i64 80
  %499 = load ptr, ptr %282, align 8, !tbaa !25
  store ptr null, ptr %282, align 8, !tbaa !25
  store ptr %499, ptr %498, align 8, !tbaa !25
  store ptr null, ptr %281, align 8, !tbaa !150
  %500 = getelementptr inbounds i8, ptr %16, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %500, ptr noundef nonnull align 8 dereferenceable(16) %319, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %9)
  %501 = invoke noalias noundef nonnull dereferenceable(112) ptr @_Znwm(i64 noundef 112) #27
          to label %502 unwind label %761

502:                                              ; preds = %490
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef nonnull align 8 dereferenceable(16) %13, i64 16, i1 false)
  %503 = icmp eq ptr %494, null
  br i1 %503, label %515, label %504

504:                                              ; preds = %502
  %505 = getelementptr inbounds i8, ptr %494, i64 8
  %506 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32, !noalias !263
  %507 = icmp eq i8 %506, 0
  br i1 %507, label %511, label %508

508:                                              ; preds = %504
  %509 = load i32, ptr %505, align 4, !tbaa !11, !noalias !263
  %510 = add nsw i32 %509, 1
  store i32 %510, ptr %505, align 4, !tbaa !11, !noalias !263
  br label %515

511:                                              ; preds = %504
  %512 = atomicrmw volatile add ptr %505, i32 1 acq_rel, align 4, !noalias !263
  %513 = load ptr, ptr %496, align 8, !tbaa !150, !noalias !263
  %514 = load ptr, ptr %498, align 8, !tbaa !25, !noalias !263
  br label %515

515:                                              ; preds = %511, %508, %502
  %516 = phi ptr [ %514, %511 ], [ %499, %508 ], [ %499, %502 ]
  %517 = phi ptr [ %513, %511 ], [ %497, %508 ], [ %497, %502 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %8, ptr noundef nonnull readonly align 8 dereferenceable(40) %495, i64 40, i1 false), !noalias !263
  %518 = icmp eq ptr %516, null
  br i1 %518, label %528, label %519

519:                                              ; preds = %515
  %520 = getelementptr inbounds i8, ptr %516, i64 8
  %521 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32, !noalias !263
  %522 = icmp eq i8 %521, 0
  br i1 %522, label %526, label %523

523:                                              ; preds = %519
  %524 = load i32, ptr %520, align 4, !tbaa !11, !noalias !263
  %525 = add nsw i32 %524, 1
  store i32 %525, ptr %520, align 4, !tbaa !11, !noalias !263
  br label %528

526:                                              ; preds = %519
  %527 = atomicrmw volatile add ptr %520, i32 1 acq_rel, align 4, !noalias !263
  br label %528

528:                                              ; preds = %526, %523, %515
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %9, ptr noundef nonnull readonly align 8 dereferenceable(16) %500, i64 16, i1 false), !noalias !263
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE1_clES7_EUlS5_E_EES5_Li2EEE, i64 16), ptr %501, align 8, !tbaa !30, !noalias !263
  %529 = getelementptr inbounds i8, ptr %501, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %529, ptr noundef nonnull align 8 dereferenceable(16) %7, i64 16, i1 false), !noalias !263
  %530 = getelementptr inbounds i8, ptr %501, i64 24
  store ptr %492, ptr %530, align 8, !tbaa !150, !noalias !263
  %531 = getelementptr inbounds i8, ptr %501, i64 32
  store ptr %494, ptr %531, align 8, !tbaa !25, !noalias !263
  br i1 %503, label %541, label %532

532:                                              ; preds = %528
  %533 = getelementptr inbounds i8, ptr %494, i64 8
  %534 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32, !noalias !263
  %535 = icmp eq i8 %534, 0
  br i1 %535, label %539, label %536

536:                                              ; preds = %532
  %537 = load i32, ptr %533, align 4, !tbaa !11, !noalias !263
  %538 = add nsw i32 %537, 1
  store i32 %538, ptr %533, align 4, !tbaa !11, !noalias !263
  br label %541

539:                                              ; preds = %532
  %540 = atomicrmw volatile add ptr %533, i32 1 acq_rel, align 4, !noalias !263
  br label %541

541:                                              ; preds = %539, %536, %528
  %542 = getelementptr inbounds i8, ptr %501, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %542, ptr noundef nonnull align 8 dereferenceable(40) %8, i64 40, i1 false), !noalias !263
  %543 = getelementptr inbounds i8, ptr %501, i64 80
  store ptr %517, ptr %543, align 8, !tbaa !150, !noalias !263
  %544 = getelementptr inbounds i8, ptr %501, i64 88
  store ptr %516, ptr %544, align 8, !tbaa !25, !noalias !263
  br i1 %518, label %554, label %545

545:                                              ; preds = %541
  %546 = getelementptr inbounds i8, ptr %516, i64 8
  %547 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32, !noalias !263
  %548 = icmp eq i8 %547, 0
  br i1 %548, label %552, label %549

549:                                              ; preds = %545
  %550 = load i32, ptr %546, align 4, !tbaa !11, !noalias !263
  %551 = add nsw i32 %550, 1
  store i32 %551, ptr %546, align 4, !tbaa !11, !noalias !263
  br label %556

552:                                              ; preds = %545
  %553 = atomicrmw volatile add ptr %546, i32 1 acq_rel, align 4, !noalias !263
  br label %556

554:                                              ; preds = %541
  %555 = getelementptr inbounds i8, ptr %501, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %555, ptr noundef nonnull align 8 dereferenceable(16) %9, i64 16, i1 false), !noalias !263
  br label %580

556:                                              ; preds = %552, %549
  %557 = getelementptr inbounds i8, ptr %501, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %557, ptr noundef nonnull align 8 dereferenceable(16) %9, i64 16, i1 false), !noalias !263
  %558 = load atomic i64, ptr %546 acquire, align 8, !noalias !263
  %559 = icmp eq i64 %558, 4294967297
  %560 = trunc i64 %558 to i32
  br i1 %559, label %561, label %569

561:                                              ; preds = %556
  store i32 0, ptr %546, align 8, !tbaa !27, !noalias !263
  %562 = getelementptr inbounds i8, ptr %516, i64 12
  store i32 0, ptr %562, align 4, !tbaa !29, !noalias !263
  %563 = load ptr, ptr %516, align 8, !tbaa !30, !noalias !263
  %564 = getelementptr inbounds i8, ptr %563, i64 16
  %565 = load ptr, ptr %564, align 8, !noalias !263
  call void %565(ptr noundef nonnull align 8 dereferenceable(16) %516) #25, !noalias !263
  %566 = load ptr, ptr %516, align 8, !tbaa !30, !noalias !263
  %567 = getelementptr inbounds i8, ptr %566, i64 24
  %568 = load ptr, ptr %567, align 8, !noalias !263
  call void %568(ptr noundef nonnull align 8 dereferenceable(16) %516) #25, !noalias !263
  br label %580

569:                                              ; preds = %556
  %570 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32, !noalias !263
  %571 = icmp eq i8 %570, 0
  br i1 %571, label %574, label %572

572:                                              ; preds = %569
  %573 = add nsw i32 %560, -1
  store i32 %573, ptr %546, align 4, !tbaa !11, !noalias !263
  br label %576

574:                                              ; preds = %569
  %575 = atomicrmw volatile add ptr %546, i32 -1 acq_rel, align 4, !noalias !263
  br label %576

576:                                              ; preds = %574, %572
  %577 = phi i32 [ %560, %572 ], [ %575, %574 ]
  %578 = icmp eq i32 %577, 1
  br i1 %578, label %579, label %580, !prof !33

579:                                              ; preds = %576
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %516) #25, !noalias !263
  br label %580

580:                                              ; preds = %579, %576, %561, %554
  br i1 %503, label %605, label %581

581:                                              ; preds = %580
  %582 = getelementptr inbounds i8, ptr %494, i64 8
  %583 = load atomic i64, ptr %582 acquire, align 8, !noalias !263
  %584 = icmp eq i64 %583, 4294967297
  %585 = trunc i64 %583 to i32
  br i1 %584, label %586, label %594

586:                                              ; preds = %581
  store i32 0, ptr %582, align 8, !tbaa !27, !noalias !263
  %587 = getelementptr inbounds i8, ptr %494, i64 12
  store i32 0, ptr %587, align 4, !tbaa !29, !noalias !263
  %588 = load ptr, ptr %494, align 8, !tbaa !30, !noalias !263
  %589 = getelementptr inbounds i8, ptr %588, i64 16
  %590 = load ptr, ptr %589, align 8, !noalias !263
  call void %590(ptr noundef nonnull align 8 dereferenceable(16) %494) #25, !noalias !263
  %591 = load ptr, ptr %494, align 8, !tbaa !30, !noalias !263
  %592 = getelementptr inbounds i8, ptr %591, i64 24
  %593 = load ptr, ptr %592, align 8, !noalias !263
  call void %593(ptr noundef nonnull align 8 dereferenceable(16) %494) #25, !noalias !263
  br label %605

594:                                              ; preds = %581
  %595 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32, !noalias !263
  %596 = icmp eq i8 %595, 0
  br i1 %596, label %599, label %597

597:                                              ; preds = %594
  %598 = add nsw i32 %585, -1
  store i32 %598, ptr %582, align 4, !tbaa !11, !noalias !263
  br label %601

599:                                              ; preds = %594
  %600 = atomicrmw volatile add ptr %582, i32 -1 acq_rel, align 4, !noalias !263
  br label %601

601:                                              ; preds = %599, %597
  %602 = phi i32 [ %585, %597 ], [ %600, %599 ]
  %603 = icmp eq i32 %602, 1
  br i1 %603, label %604, label %605, !prof !33

604:                                              ; preds = %601
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %494) #25, !noalias !263
  br label %605

605:                                              ; preds = %604, %601, %586, %580
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %8)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9)
  %606 = getelementptr inbounds i8, ptr %1, i64 152
  %607 = load ptr, ptr %606, align 8, !tbaa !9
  store ptr %501, ptr %606, align 8, !tbaa !9
  %608 = icmp eq ptr %607, null
  br i1 %608, label %613, label %609

609:                                              ; preds = %605
  %610 = load ptr, ptr %607, align 8, !tbaa !30
  %611 = getelementptr inbounds i8, ptr %610, i64 16
  %612 = load ptr, ptr %611, align 8
  call void %612(ptr noundef nonnull align 8 dereferenceable(8) %607) #25
  br label %613

613:                                              ; preds = %609, %605
  invoke void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %614 unwind label %761

614:                                              ; preds = %613
  %615 = load ptr, ptr %606, align 8, !tbaa !9
  %616 = load ptr, ptr %615, align 8, !tbaa !30
  %617 = load ptr, ptr %616, align 8
  %618 = invoke noundef ptr %617(ptr noundef nonnull align 8 dereferenceable(8) %615)
          to label %619 unwind label %761

619:                                              ; preds = %614
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10) #25
  invoke void @_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI7CollectEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv(ptr dead_on_unwind nonnull writable sret(%"class.std::vector.89") align 8 %10)
          to label %620 unwind label %761

620:                                              ; preds = %619
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %618, ptr noundef nonnull align 8 dereferenceable(24) %10, i1 noundef zeroext false)
          to label %621 unwind label %638

621:                                              ; preds = %620
  %622 = load ptr, ptr %10, align 8, !tbaa !167
  %623 = icmp eq ptr %622, null
  br i1 %623, label %630, label %624

624:                                              ; preds = %621
  %625 = getelementptr inbounds i8, ptr %10, i64 16
  %626 = load ptr, ptr %625, align 8, !tbaa !169
  %627 = ptrtoint ptr %626 to i64
  %628 = ptrtoint ptr %622 to i64
  %629 = sub i64 %627, %628
  call void @_ZdlPvm(ptr noundef nonnull %622, i64 noundef %629) #29
  br label %630

630:                                              ; preds = %624, %621
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10) #25
  %631 = invoke noalias noundef nonnull dereferenceable(54) ptr @_Znam(i64 noundef 54) #27
          to label %632 unwind label %761

632:                                              ; preds = %630
  %633 = getelementptr inbounds i8, ptr %1, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(53) %631, ptr noundef nonnull align 1 dereferenceable(53) @.str.37, i64 53, i1 false)
  %634 = getelementptr inbounds i8, ptr %631, i64 53
  store i8 0, ptr %634, align 1, !tbaa !32
  %635 = load ptr, ptr %633, align 8, !tbaa !9
  store ptr %631, ptr %633, align 8, !tbaa !9
  %636 = icmp eq ptr %635, null
  br i1 %636, label %649, label %637

637:                                              ; preds = %632
  call void @_ZdaPv(ptr noundef nonnull %635) #29
  br label %649

638:                                              ; preds = %620
  %639 = landingpad { ptr, i32 }
          cleanup
  %640 = load ptr, ptr %10, align 8, !tbaa !167
  %641 = icmp eq ptr %640, null
  br i1 %641, label %648, label %642

642:                                              ; preds = %638
  %643 = getelementptr inbounds i8, ptr %10, i64 16
  %644 = load ptr, ptr %643, align 8, !tbaa !169
  %645 = ptrtoint ptr %644 to i64
  %646 = ptrtoint ptr %640 to i64
  %647 = sub i64 %645, %646
  call void @_ZdlPvm(ptr noundef nonnull %640, i64 noundef %647) #29
  br label %648

648:                                              ; preds = %642, %638
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10) #25
  br label %763

649:                                              ; preds = %637, %632
  %650 = load ptr, ptr %498, align 8, !tbaa !25
  %651 = icmp eq ptr %650, null
  br i1 %651, label %676, label %652

652:                                              ; preds = %649
  %653 = getelementptr inbounds i8, ptr %650, i64 8
  %654 = load atomic i64, ptr %653 acquire, align 8
  %655 = icmp eq i64 %654, 4294967297
  %656 = trunc i64 %654 to i32
  br i1 %655, label %657, label %665

657:                                              ; preds = %652
  store i32 0, ptr %653, align 8, !tbaa !27
  %658 = getelementptr inbounds i8, ptr %650, i64 12
  store i32 0, ptr %658, align 4, !tbaa !29
  %659 = load ptr, ptr %650, align 8, !tbaa !30
  %660 = getelementptr inbounds i8, ptr %659, i64 16
  %661 = load ptr, ptr %660, align 8
  call void %661(ptr noundef nonnull align 8 dereferenceable(16) %650) #25
  %662 = load ptr, ptr %650, align 8, !tbaa !30
  %663 = getelementptr inbounds i8, ptr %662, i64 24
  %664 = load ptr, ptr %663, align 8
  call void %664(ptr noundef nonnull align 8 dereferenceable(16) %650) #25
  br label %676

665:                                              ; preds = %652
  %666 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %667 = icmp eq i8 %666, 0
  br i1 %667, label %670, label %668

668:                                              ; preds = %665
  %669 = add nsw i32 %656, -1
  store i32 %669, ptr %653, align 4, !tbaa !11
  br label %672

670:                                              ; preds = %665
  %671 = atomicrmw volatile add ptr %653, i32 -1 acq_rel, align 4
  br label %672

672:                                              ; preds = %670, %668
  %673 = phi i32 [ %656, %668 ], [ %671, %670 ]
  %674 = icmp eq i32 %673, 1
  br i1 %674, label %675, label %676, !prof !33

675:                                              ; preds = %672
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %650) #25
  br label %676

676:                                              ; preds = %675, %672, %657, %649
  %677 = load ptr, ptr %493, align 8, !tbaa !25
  %678 = icmp eq ptr %677, null
  br i1 %678, label %703, label %679

679:                                              ; preds = %676
  %680 = getelementptr inbounds i8, ptr %677, i64 8
  %681 = load atomic i64, ptr %680 acquire, align 8
  %682 = icmp eq i64 %681, 4294967297
  %683 = trunc i64 %681 to i32
  br i1 %682, label %684, label %692

684:                                              ; preds = %679
  store i32 0, ptr %680, align 8, !tbaa !27
  %685 = getelementptr inbounds i8, ptr %677, i64 12
  store i32 0, ptr %685, align 4, !tbaa !29
  %686 = load ptr, ptr %677, align 8, !tbaa !30
  %687 = getelementptr inbounds i8, ptr %686, i64 16
  %688 = load ptr, ptr %687, align 8
  call void %688(ptr noundef nonnull align 8 dereferenceable(16) %677) #25
  %689 = load ptr, ptr %677, align 8, !tbaa !30
  %690 = getelementptr inbounds i8, ptr %689, i64 24
  %691 = load ptr, ptr %690, align 8
  call void %691(ptr noundef nonnull align 8 dereferenceable(16) %677) #25
  br label %703

692:                                              ; preds = %679
  %693 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %694 = icmp eq i8 %693, 0
  br i1 %694, label %697, label %695

695:                                              ; preds = %692
  %696 = add nsw i32 %683, -1
  store i32 %696, ptr %680, align 4, !tbaa !11
  br label %699

697:                                              ; preds = %692
  %698 = atomicrmw volatile add ptr %680, i32 -1 acq_rel, align 4
  br label %699

699:                                              ; preds = %697, %695
  %700 = phi i32 [ %683, %695 ], [ %698, %697 ]
  %701 = icmp eq i32 %700, 1
  br i1 %701, label %702, label %703, !prof !33

702:                                              ; preds = %699
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %677) #25
  br label %703

703:                                              ; preds = %702, %699, %684, %676
  invoke void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef 1)
          to label %704 unwind label %759

704:                                              ; preds = %703
  %705 = load ptr, ptr %282, align 8, !tbaa !25
  %706 = icmp eq ptr %705, null
  br i1 %706, label %731, label %707

707:                                              ; preds = %704
  %708 = getelementptr inbounds i8, ptr %705, i64 8
  %709 = load atomic i64, ptr %708 acquire, align 8
  %710 = icmp eq i64 %709, 4294967297
  %711 = trunc i64 %709 to i32
  br i1 %710, label %712, label %720

712:                                              ; preds = %707
  store i32 0, ptr %708, align 8, !tbaa !27
  %713 = getelementptr inbounds i8, ptr %705, i64 12
  store i32 0, ptr %713, align 4, !tbaa !29
  %714 = load ptr, ptr %705, align 8, !tbaa !30
  %715 = getelementptr inbounds i8, ptr %714, i64 16
  %716 = load ptr, ptr %715, align 8
  call void %716(ptr noundef nonnull align 8 dereferenceable(16) %705) #25
  %717 = load ptr, ptr %705, align 8, !tbaa !30
  %718 = getelementptr inbounds i8, ptr %717, i64 24
  %719 = load ptr, ptr %718, align 8
  call void %719(ptr noundef nonnull align 8 dereferenceable(16) %705) #25
  br label %731

720:                                              ; preds = %707
  %721 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %722 = icmp eq i8 %721, 0
  br i1 %722, label %725, label %723

723:                                              ; preds = %720
  %724 = add nsw i32 %711, -1
  store i32 %724, ptr %708, align 4, !tbaa !11
  br label %727

725:                                              ; preds = %720
  %726 = atomicrmw volatile add ptr %708, i32 -1 acq_rel, align 4
  br label %727

727:                                              ; preds = %725, %723
  %728 = phi i32 [ %711, %723 ], [ %726, %725 ]
  %729 = icmp eq i32 %728, 1
  br i1 %729, label %730, label %731, !prof !33

730:                                              ; preds = %727
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %705) #25
  br label %731

731:                                              ; preds = %730, %727, %712, %704
  %732 = load ptr, ptr %269, align 8, !tbaa !25
  %733 = icmp eq ptr %732, null
  br i1 %733, label %758, label %734

734:                                              ; preds = %731
  %735 = getelementptr inbounds i8, ptr %732, i64 8
  %736 = load atomic i64, ptr %735 acquire, align 8
  %737 = icmp eq i64 %736, 4294967297
  %738 = trunc i64 %736 to i32
  br i1 %737, label %739, label %747

739:                                              ; preds = %734
  store i32 0, ptr %735, align 8, !tbaa !27
  %740 = getelementptr inbounds i8, ptr %732, i64 12
  store i32 0, ptr %740, align 4, !tbaa !29
  %741 = load ptr, ptr %732, align 8, !tbaa !30
  %742 = getelementptr inbounds i8, ptr %741, i64 16
  %743 = load ptr, ptr %742, align 8
  call void %743(ptr noundef nonnull align 8 dereferenceable(16) %732) #25
  %744 = load ptr, ptr %732, align 8, !tbaa !30
  %745 = getelementptr inbounds i8, ptr %744, i64 24
  %746 = load ptr, ptr %745, align 8
  call void %746(ptr noundef nonnull align 8 dereferenceable(16) %732) #25
  br label %758

747:                                              ; preds = %734
  %748 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %749 = icmp eq i8 %748, 0
  br i1 %749, label %752, label %750

750:                                              ; preds = %747
  %751 = add nsw i32 %738, -1
  store i32 %751, ptr %735, align 4, !tbaa !11
  br label %754

752:                                              ; preds = %747
  %753 = atomicrmw volatile add ptr %735, i32 -1 acq_rel, align 4
  br label %754

754:                                              ; preds = %752, %750
  %755 = phi i32 [ %738, %750 ], [ %753, %752 ]
  %756 = icmp eq i32 %755, 1
  br i1 %756, label %757, label %758, !prof !33

757:                                              ; preds = %754
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %732) #25
  br label %758

758:                                              ; preds = %757, %754, %739, %731
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %13) #25
  br label %1137

759:                                              ; preds = %703, %487, %486
  %760 = landingpad { ptr, i32 }
          cleanup
  br label %765

761:                                              ; preds = %630, %619, %614, %613, %490
  %762 = landingpad { ptr, i32 }
          cleanup
  br label %763

763:                                              ; preds = %761, %648
  %764 = phi { ptr, i32 } [ %762, %761 ], [ %639, %648 ]
  call fastcc void @_ZN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE1_clES6_EUlS4_E_ED2Ev(ptr noundef nonnull align 8 dereferenceable(104) %16) #25
  br label %765

765:                                              ; preds = %763, %759
  %766 = phi { ptr, i32 } [ %760, %759 ], [ %764, %763 ]
  call fastcc void @_ZN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE1_clES6_EUlS4_E_ED2Ev(ptr noundef nonnull align 8 dereferenceable(104) %13) #25
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %13) #25
  br label %1135

767:                                              ; preds = %236
  %768 = load ptr, ptr %183, align 8, !tbaa !25
  %769 = icmp eq ptr %768, null
  br i1 %769, label %779, label %770

770:                                              ; preds = %767
  %771 = getelementptr inbounds i8, ptr %768, i64 8
  %772 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %773 = icmp eq i8 %772, 0
  br i1 %773, label %777, label %774

774:                                              ; preds = %770
  %775 = load i32, ptr %771, align 4, !tbaa !11
  %776 = add nsw i32 %775, 1
  store i32 %776, ptr %771, align 4, !tbaa !11
  br label %779

777:                                              ; preds = %770
  %778 = atomicrmw volatile add ptr %771, i32 1 acq_rel, align 4
  br label %779

779:                                              ; preds = %777, %774, %767
  %780 = load ptr, ptr %199, align 8, !tbaa !25
  %781 = icmp eq ptr %780, null
  br i1 %781, label %791, label %782

782:                                              ; preds = %779
  %783 = getelementptr inbounds i8, ptr %780, i64 8
  %784 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %785 = icmp eq i8 %784, 0
  br i1 %785, label %789, label %786

786:                                              ; preds = %782
  %787 = load i32, ptr %783, align 4, !tbaa !11
  %788 = add nsw i32 %787, 1
  store i32 %788, ptr %783, align 4, !tbaa !11
  br label %791

789:                                              ; preds = %782
  %790 = atomicrmw volatile add ptr %783, i32 1 acq_rel, align 4
  br label %791

791:                                              ; preds = %789, %786, %779
  br i1 %769, label %801, label %792

792:                                              ; preds = %791
  %793 = getelementptr inbounds i8, ptr %768, i64 8
  %794 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %795 = icmp eq i8 %794, 0
  br i1 %795, label %799, label %796

796:                                              ; preds = %792
  %797 = load i32, ptr %793, align 4, !tbaa !11
  %798 = add nsw i32 %797, 1
  store i32 %798, ptr %793, align 4, !tbaa !11
  br label %801

799:                                              ; preds = %792
  %800 = atomicrmw volatile add ptr %793, i32 1 acq_rel, align 4
  br label %801

801:                                              ; preds = %799, %796, %791
  br i1 %781, label %834, label %802

802:                                              ; preds = %801
  %803 = getelementptr inbounds i8, ptr %780, i64 8
  %804 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %805 = icmp eq i8 %804, 0
  br i1 %805, label %809, label %806

806:                                              ; preds = %802
  %807 = load i32, ptr %803, align 4, !tbaa !11
  %808 = add nsw i32 %807, 1
  store i32 %808, ptr %803, align 4, !tbaa !11
  br label %811

809:                                              ; preds = %802
  %810 = atomicrmw volatile add ptr %803, i32 1 acq_rel, align 4
  br label %811

811:                                              ; preds = %809, %806
  %812 = load atomic i64, ptr %803 acquire, align 8
  %813 = icmp eq i64 %812, 4294967297
  %814 = trunc i64 %812 to i32
  br i1 %813, label %815, label %823

815:                                              ; preds = %811
  store i32 0, ptr %803, align 8, !tbaa !27
  %816 = getelementptr inbounds i8, ptr %780, i64 12
  store i32 0, ptr %816, align 4, !tbaa !29
  %817 = load ptr, ptr %780, align 8, !tbaa !30
  %818 = getelementptr inbounds i8, ptr %817, i64 16
  %819 = load ptr, ptr %818, align 8
  call void %819(ptr noundef nonnull align 8 dereferenceable(16) %780) #25
  %820 = load ptr, ptr %780, align 8, !tbaa !30
  %821 = getelementptr inbounds i8, ptr %820, i64 24
  %822 = load ptr, ptr %821, align 8
  call void %822(ptr noundef nonnull align 8 dereferenceable(16) %780) #25
  br label %834

823:                                              ; preds = %811
  %824 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %825 = icmp eq i8 %824, 0
  br i1 %825, label %828, label %826

826:                                              ; preds = %823
  %827 = add nsw i32 %814, -1
  store i32 %827, ptr %803, align 4, !tbaa !11
  br label %830

828:                                              ; preds = %823
  %829 = atomicrmw volatile add ptr %803, i32 -1 acq_rel, align 4
  br label %830

830:                                              ; preds = %828, %826
  %831 = phi i32 [ %814, %826 ], [ %829, %828 ]
  %832 = icmp eq i32 %831, 1
  br i1 %832, label %833, label %834, !prof !33

833:                                              ; preds = %830
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %780) #25
  br label %834

834:                                              ; preds = %833, %830, %815, %801
  br i1 %769, label %859, label %835

835:                                              ; preds = %834
  %836 = getelementptr inbounds i8, ptr %768, i64 8
  %837 = load atomic i64, ptr %836 acquire, align 8
  %838 = icmp eq i64 %837, 4294967297
  %839 = trunc i64 %837 to i32
  br i1 %838, label %840, label %848

840:                                              ; preds = %835
  store i32 0, ptr %836, align 8, !tbaa !27
  %841 = getelementptr inbounds i8, ptr %768, i64 12
  store i32 0, ptr %841, align 4, !tbaa !29
  %842 = load ptr, ptr %768, align 8, !tbaa !30
  %843 = getelementptr inbounds i8, ptr %842, i64 16
  %844 = load ptr, ptr %843, align 8
  call void %844(ptr noundef nonnull align 8 dereferenceable(16) %768) #25
  %845 = load ptr, ptr %768, align 8, !tbaa !30
  %846 = getelementptr inbounds i8, ptr %845, i64 24
  %847 = load ptr, ptr %846, align 8
  call void %847(ptr noundef nonnull align 8 dereferenceable(16) %768) #25
  br label %859

848:                                              ; preds = %835
  %849 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %850 = icmp eq i8 %849, 0
  br i1 %850, label %853, label %851

851:                                              ; preds = %848
  %852 = add nsw i32 %839, -1
  store i32 %852, ptr %836, align 4, !tbaa !11
  br label %855

853:                                              ; preds = %848
  %854 = atomicrmw volatile add ptr %836, i32 -1 acq_rel, align 4
  br label %855

855:                                              ; preds = %853, %851
  %856 = phi i32 [ %839, %851 ], [ %854, %853 ]
  %857 = icmp eq i32 %856, 1
  br i1 %857, label %858, label %859, !prof !33

858:                                              ; preds = %855
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %768) #25
  br label %859

859:                                              ; preds = %858, %855, %840, %834
  br i1 %781, label %884, label %860

860:                                              ; preds = %859
  %861 = getelementptr inbounds i8, ptr %780, i64 8
  %862 = load atomic i64, ptr %861 acquire, align 8
  %863 = icmp eq i64 %862, 4294967297
  %864 = trunc i64 %862 to i32
  br i1 %863, label %865, label %873

865:                                              ; preds = %860
  store i32 0, ptr %861, align 8, !tbaa !27
  %866 = getelementptr inbounds i8, ptr %780, i64 12
  store i32 0, ptr %866, align 4, !tbaa !29
  %867 = load ptr, ptr %780, align 8, !tbaa !30
  %868 = getelementptr inbounds i8, ptr %867, i64 16
  %869 = load ptr, ptr %868, align 8
  call void %869(ptr noundef nonnull align 8 dereferenceable(16) %780) #25
  %870 = load ptr, ptr %780, align 8, !tbaa !30
  %871 = getelementptr inbounds i8, ptr %870, i64 24
  %872 = load ptr, ptr %871, align 8
  call void %872(ptr noundef nonnull align 8 dereferenceable(16) %780) #25
  br label %884

873:                                              ; preds = %860
  %874 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %875 = icmp eq i8 %874, 0
  br i1 %875, label %878, label %876

876:                                              ; preds = %873
  %877 = add nsw i32 %864, -1
  store i32 %877, ptr %861, align 4, !tbaa !11
  br label %880

878:                                              ; preds = %873
  %879 = atomicrmw volatile add ptr %861, i32 -1 acq_rel, align 4
  br label %880

880:                                              ; preds = %878, %876
  %881 = phi i32 [ %864, %876 ], [ %879, %878 ]
  %882 = icmp eq i32 %881, 1
  br i1 %882, label %883, label %884, !prof !33

883:                                              ; preds = %880
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %780) #25
  br label %884

884:                                              ; preds = %883, %880, %865, %859
  br i1 %769, label %909, label %885

885:                                              ; preds = %884
  %886 = getelementptr inbounds i8, ptr %768, i64 8
  %887 = load atomic i64, ptr %886 acquire, align 8
  %888 = icmp eq i64 %887, 4294967297
  %889 = trunc i64 %887 to i32
  br i1 %888, label %890, label %898

890:                                              ; preds = %885
  store i32 0, ptr %886, align 8, !tbaa !27
  %891 = getelementptr inbounds i8, ptr %768, i64 12
  store i32 0, ptr %891, align 4, !tbaa !29
  %892 = load ptr, ptr %768, align 8, !tbaa !30
  %893 = getelementptr inbounds i8, ptr %892, i64 16
  %894 = load ptr, ptr %893, align 8
  call void %894(ptr noundef nonnull align 8 dereferenceable(16) %768) #25
  %895 = load ptr, ptr %768, align 8, !tbaa !30
  %896 = getelementptr inbounds i8, ptr %895, i64 24
  %897 = load ptr, ptr %896, align 8
  call void %897(ptr noundef nonnull align 8 dereferenceable(16) %768) #25
  br label %909

898:                                              ; preds = %885
  %899 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %900 = icmp eq i8 %899, 0
  br i1 %900, label %903, label %901

901:                                              ; preds = %898
  %902 = add nsw i32 %889, -1
  store i32 %902, ptr %886, align 4, !tbaa !11
  br label %905

903:                                              ; preds = %898
  %904 = atomicrmw volatile add ptr %886, i32 -1 acq_rel, align 4
  br label %905

905:                                              ; preds = %903, %901
  %906 = phi i32 [ %889, %901 ], [ %904, %903 ]
  %907 = icmp eq i32 %906, 1
  br i1 %907, label %908, label %909, !prof !33

908:                                              ; preds = %905
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %768) #25
  br label %909

909:                                              ; preds = %908, %905, %890, %884
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.36)
          to label %910 unwind label %1191

910:                                              ; preds = %909
  invoke void @_ZN4sycl3_V17handler22setKernelIsCooperativeEb(ptr noundef nonnull align 8 dereferenceable(216) %1, i1 noundef zeroext false)
          to label %911 unwind label %1191

911:                                              ; preds = %910
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6)
  %912 = getelementptr inbounds i8, ptr %6, i64 8
  %913 = getelementptr inbounds i8, ptr %6, i64 16
  store i64 0, ptr %913, align 8, !alias.scope !266
  store i64 %146, ptr %6, align 8, !tbaa !5, !alias.scope !266
  store i64 2, ptr %912, align 8, !tbaa !5, !alias.scope !266
  invoke void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range.71") align 8 %6, i1 noundef zeroext false, i32 noundef 2)
          to label %914 unwind label %1191

914:                                              ; preds = %911
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6)
  %915 = load ptr, ptr %18, align 8, !tbaa !150
  store ptr %915, ptr %17, align 8, !tbaa !150
  %916 = getelementptr inbounds i8, ptr %17, i64 8
  %917 = load ptr, ptr %183, align 8, !tbaa !25
  store ptr null, ptr %183, align 8, !tbaa !25
  store ptr %917, ptr %916, align 8, !tbaa !25
  store ptr null, ptr %18, align 8, !tbaa !150
  %918 = getelementptr inbounds i8, ptr %17, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %918, ptr noundef nonnull align 8 dereferenceable(40) %196, i64 40, i1 false)
  %919 = getelementptr inbounds i8, ptr %17, i64 56
  %920 = load ptr, ptr %197, align 8, !tbaa !150
  store ptr %920, ptr %919, align 8, !tbaa !150
  %921 = getelementptr inbounds i8, ptr %17, i64 64
  %922 = load ptr, ptr %199, align 8, !tbaa !25
  store ptr null, ptr %199, align 8, !tbaa !25
  store ptr %922, ptr %921, align 8, !tbaa !25
  store ptr null, ptr %197, align 8, !tbaa !150
  %923 = getelementptr inbounds i8, ptr %17, i64 72
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %923, ptr noundef nonnull align 8 dereferenceable(16) %212, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4)
  %924 = invoke noalias noundef nonnull dereferenceable(96) ptr @_Znwm(i64 noundef 96) #27
          to label %925 unwind label %1131

925:                                              ; preds = %914
  %926 = icmp eq ptr %917, null
  br i1 %926, label %938, label %927

927:                                              ; preds = %925
  %928 = getelementptr inbounds i8, ptr %917, i64 8
  %929 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32, !noalias !269
  %930 = icmp eq i8 %929, 0
  br i1 %930, label %934, label %931

931:                                              ; preds = %927
  %932 = load i32, ptr %928, align 4, !tbaa !11, !noalias !269
  %933 = add nsw i32 %932, 1
  store i32 %933, ptr %928, align 4, !tbaa !11, !noalias !269
  br label %938

934:                                              ; preds = %927
  %935 = atomicrmw volatile add ptr %928, i32 1 acq_rel, align 4, !noalias !269
  %936 = load ptr, ptr %919, align 8, !tbaa !150, !noalias !269
  %937 = load ptr, ptr %921, align 8, !tbaa !25, !noalias !269
  br label %938

938:                                              ; preds = %934, %931, %925
  %939 = phi ptr [ %937, %934 ], [ %922, %931 ], [ %922, %925 ]
  %940 = phi ptr [ %936, %934 ], [ %920, %931 ], [ %920, %925 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %3, ptr noundef nonnull readonly align 8 dereferenceable(40) %918, i64 40, i1 false), !noalias !269
  %941 = icmp eq ptr %939, null
  br i1 %941, label %951, label %942

942:                                              ; preds = %938
  %943 = getelementptr inbounds i8, ptr %939, i64 8
  %944 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32, !noalias !269
  %945 = icmp eq i8 %944, 0
  br i1 %945, label %949, label %946

946:                                              ; preds = %942
  %947 = load i32, ptr %943, align 4, !tbaa !11, !noalias !269
  %948 = add nsw i32 %947, 1
  store i32 %948, ptr %943, align 4, !tbaa !11, !noalias !269
  br label %951

949:                                              ; preds = %942
  %950 = atomicrmw volatile add ptr %943, i32 1 acq_rel, align 4, !noalias !269
  br label %951

951:                                              ; preds = %949, %946, %938
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull readonly align 8 dereferenceable(16) %923, i64 16, i1 false), !noalias !269
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_4itemILi2ELb1EEEE_S7_Li2EEE, i64 16), ptr %924, align 8, !tbaa !30, !noalias !269
  %952 = getelementptr inbounds i8, ptr %924, i64 8
  store ptr %915, ptr %952, align 8, !tbaa !150, !noalias !269
  %953 = getelementptr inbounds i8, ptr %924, i64 16
  store ptr %917, ptr %953, align 8, !tbaa !25, !noalias !269
  br i1 %926, label %963, label %954

954:                                              ; preds = %951
  %955 = getelementptr inbounds i8, ptr %917, i64 8
  %956 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32, !noalias !269
  %957 = icmp eq i8 %956, 0
  br i1 %957, label %961, label %958

958:                                              ; preds = %954
  %959 = load i32, ptr %955, align 4, !tbaa !11, !noalias !269
  %960 = add nsw i32 %959, 1
  store i32 %960, ptr %955, align 4, !tbaa !11, !noalias !269
  br label %963

961:                                              ; preds = %954
  %962 = atomicrmw volatile add ptr %955, i32 1 acq_rel, align 4, !noalias !269
  br label %963

963:                                              ; preds = %961, %958, %951
  %964 = getelementptr inbounds i8, ptr %924, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %964, ptr noundef nonnull align 8 dereferenceable(40) %3, i64 40, i1 false), !noalias !269
  %965 = getelementptr inbounds i8, ptr %924, i64 64
  store ptr %940, ptr %965, align 8, !tbaa !150, !noalias !269
  %966 = getelementptr inbounds i8, ptr %924, i64 72
  store ptr %939, ptr %966, align 8, !tbaa !25, !noalias !269
  br i1 %941, label %976, label %967

967:                                              ; preds = %963
  %968 = getelementptr inbounds i8, ptr %939, i64 8
  %969 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32, !noalias !269
  %970 = icmp eq i8 %969, 0
  br i1 %970, label %974, label %971

971:                                              ; preds = %967
  %972 = load i32, ptr %968, align 4, !tbaa !11, !noalias !269
  %973 = add nsw i32 %972, 1
  store i32 %973, ptr %968, align 4, !tbaa !11, !noalias !269
  br label %978

974:                                              ; preds = %967
  %975 = atomicrmw volatile add ptr %968, i32 1 acq_rel, align 4, !noalias !269
  br label %978

976:                                              ; preds = %963
  %977 = getelementptr inbounds i8, ptr %924, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %977, ptr noundef nonnull align 8 dereferenceable(16) %4, i64 16, i1 false), !noalias !269
  br label %1002

978:                                              ; preds = %974, %971
  %979 = getelementptr inbounds i8, ptr %924, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %979, ptr noundef nonnull align 8 dereferenceable(16) %4, i64 16, i1 false), !noalias !269
  %980 = load atomic i64, ptr %968 acquire, align 8, !noalias !269
  %981 = icmp eq i64 %980, 4294967297
  %982 = trunc i64 %980 to i32
  br i1 %981, label %983, label %991

983:                                              ; preds = %978
  store i32 0, ptr %968, align 8, !tbaa !27, !noalias !269
  %984 = getelementptr inbounds i8, ptr %939, i64 12
  store i32 0, ptr %984, align 4, !tbaa !29, !noalias !269
  %985 = load ptr, ptr %939, align 8, !tbaa !30, !noalias !269
  %986 = getelementptr inbounds i8, ptr %985, i64 16
  %987 = load ptr, ptr %986, align 8, !noalias !269
  call void %987(ptr noundef nonnull align 8 dereferenceable(16) %939) #25, !noalias !269
  %988 = load ptr, ptr %939, align 8, !tbaa !30, !noalias !269
  %989 = getelementptr inbounds i8, ptr %988, i64 24
  %990 = load ptr, ptr %989, align 8, !noalias !269
  call void %990(ptr noundef nonnull align 8 dereferenceable(16) %939) #25, !noalias !269
  br label %1002

991:                                              ; preds = %978
  %992 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32, !noalias !269
  %993 = icmp eq i8 %992, 0
  br i1 %993, label %996, label %994

994:                                              ; preds = %991
  %995 = add nsw i32 %982, -1
  store i32 %995, ptr %968, align 4, !tbaa !11, !noalias !269
  br label %998

996:                                              ; preds = %991
  %997 = atomicrmw volatile add ptr %968, i32 -1 acq_rel, align 4, !noalias !269
  br label %998

998:                                              ; preds = %996, %994
  %999 = phi i32 [ %982, %994 ], [ %997, %996 ]
  %1000 = icmp eq i32 %999, 1
  br i1 %1000, label %1001, label %1002, !prof !33

1001:                                             ; preds = %998
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %939) #25, !noalias !269
  br label %1002

1002:                                             ; preds = %1001, %998, %983, %976
  br i1 %926, label %1027, label %1003

1003:                                             ; preds = %1002
  %1004 = getelementptr inbounds i8, ptr %917, i64 8
  %1005 = load atomic i64, ptr %1004 acquire, align 8, !noalias !269
  %1006 = icmp eq i64 %1005, 4294967297
  %1007 = trunc i64 %1005 to i32
  br i1 %1006, label %1008, label %1016

1008:                                             ; preds = %1003
  store i32 0, ptr %1004, align 8, !tbaa !27, !noalias !269
  %1009 = getelementptr inbounds i8, ptr %917, i64 12
  store i32 0, ptr %1009, align 4, !tbaa !29, !noalias !269
  %1010 = load ptr, ptr %917, align 8, !tbaa !30, !noalias !269
  %1011 = getelementptr inbounds i8, ptr %1010, i64 16
  %1012 = load ptr, ptr %1011, align 8, !noalias !269
  call void %1012(ptr noundef nonnull align 8 dereferenceable(16) %917) #25, !noalias !269
  %1013 = load ptr, ptr %917, align 8, !tbaa !30, !noalias !269
  %1014 = getelementptr inbounds i8, ptr %1013, i64 24
  %1015 = load ptr, ptr %1014, align 8, !noalias !269
  call void %1015(ptr noundef nonnull align 8 dereferenceable(16) %917) #25, !noalias !269
  br label %1027

1016:                                             ; preds = %1003
  %1017 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32, !noalias !269
  %1018 = icmp eq i8 %1017, 0
  br i1 %1018, label %1021, label %1019

1019:                                             ; preds = %1016
  %1020 = add nsw i32 %1007, -1
  store i32 %1020, ptr %1004, align 4, !tbaa !11, !noalias !269
  br label %1023

1021:                                             ; preds = %1016
  %1022 = atomicrmw volatile add ptr %1004, i32 -1 acq_rel, align 4, !noalias !269
  br label %1023

1023:                                             ; preds = %1021, %1019
  %1024 = phi i32 [ %1007, %1019 ], [ %1022, %1021 ]
  %1025 = icmp eq i32 %1024, 1
  br i1 %1025, label %1026, label %1027, !prof !33

1026:                                             ; preds = %1023
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %917) #25, !noalias !269
  br label %1027

1027:                                             ; preds = %1026, %1023, %1008, %1002
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4)
  %1028 = getelementptr inbounds i8, ptr %1, i64 152
  %1029 = load ptr, ptr %1028, align 8, !tbaa !9
  store ptr %924, ptr %1028, align 8, !tbaa !9
  %1030 = icmp eq ptr %1029, null
  br i1 %1030, label %1035, label %1031

1031:                                             ; preds = %1027
  %1032 = load ptr, ptr %1029, align 8, !tbaa !30
  %1033 = getelementptr inbounds i8, ptr %1032, i64 16
  %1034 = load ptr, ptr %1033, align 8
  call void %1034(ptr noundef nonnull align 8 dereferenceable(8) %1029) #25
  br label %1035

1035:                                             ; preds = %1031, %1027
  invoke void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %1036 unwind label %1131

1036:                                             ; preds = %1035
  %1037 = load ptr, ptr %1028, align 8, !tbaa !9
  %1038 = load ptr, ptr %1037, align 8, !tbaa !30
  %1039 = load ptr, ptr %1038, align 8
  %1040 = invoke noundef ptr %1039(ptr noundef nonnull align 8 dereferenceable(8) %1037)
          to label %1041 unwind label %1131

1041:                                             ; preds = %1036
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #25
  call void @llvm.experimental.noalias.scope.decl(metadata !272)
  %1042 = getelementptr inbounds i8, ptr %5, i64 16
  %1043 = invoke noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #27
          to label %1044 unwind label %1131

1044:                                             ; preds = %1041
  store ptr %1043, ptr %5, align 8, !tbaa !167, !alias.scope !272
  %1045 = getelementptr inbounds i8, ptr %1043, i64 24
  store ptr %1045, ptr %1042, align 8, !tbaa !169, !alias.scope !272
  %1046 = getelementptr inbounds i8, ptr %5, i64 8
  store i64 26242250178560, ptr %1043, align 4, !noalias !272
  %1047 = getelementptr inbounds i8, ptr %1043, i64 8
  store i32 0, ptr %1047, align 4, !tbaa !11, !noalias !272
  %1048 = getelementptr inbounds i8, ptr %1043, i64 12
  store i64 17446157156352, ptr %1048, align 4, !noalias !272
  %1049 = getelementptr inbounds i8, ptr %1043, i64 20
  store i32 56, ptr %1049, align 4, !tbaa !11, !noalias !272
  store ptr %1045, ptr %1046, align 8, !tbaa !170, !alias.scope !272
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %1040, ptr noundef nonnull align 8 dereferenceable(24) %5, i1 noundef zeroext false)
          to label %1050 unwind label %1066

1050:                                             ; preds = %1044
  %1051 = load ptr, ptr %5, align 8, !tbaa !167
  %1052 = icmp eq ptr %1051, null
  br i1 %1052, label %1058, label %1053

1053:                                             ; preds = %1050
  %1054 = load ptr, ptr %1042, align 8, !tbaa !169
  %1055 = ptrtoint ptr %1054 to i64
  %1056 = ptrtoint ptr %1051 to i64
  %1057 = sub i64 %1055, %1056
  call void @_ZdlPvm(ptr noundef nonnull %1051, i64 noundef %1057) #29
  br label %1058

1058:                                             ; preds = %1053, %1050
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #25
  %1059 = invoke noalias noundef nonnull dereferenceable(13) ptr @_Znam(i64 noundef 13) #27
          to label %1060 unwind label %1131

1060:                                             ; preds = %1058
  %1061 = getelementptr inbounds i8, ptr %1, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(12) %1059, ptr noundef nonnull align 1 dereferenceable(12) @.str.36, i64 12, i1 false)
  %1062 = getelementptr inbounds i8, ptr %1059, i64 12
  store i8 0, ptr %1062, align 1, !tbaa !32
  %1063 = load ptr, ptr %1061, align 8, !tbaa !9
  store ptr %1059, ptr %1061, align 8, !tbaa !9
  %1064 = icmp eq ptr %1063, null
  br i1 %1064, label %1076, label %1065

1065:                                             ; preds = %1060
  call void @_ZdaPv(ptr noundef nonnull %1063) #29
  br label %1076

1066:                                             ; preds = %1044
  %1067 = landingpad { ptr, i32 }
          cleanup
  %1068 = load ptr, ptr %5, align 8, !tbaa !167
  %1069 = icmp eq ptr %1068, null
  br i1 %1069, label %1075, label %1070

1070:                                             ; preds = %1066
  %1071 = load ptr, ptr %1042, align 8, !tbaa !169
  %1072 = ptrtoint ptr %1071 to i64
  %1073 = ptrtoint ptr %1068 to i64
  %1074 = sub i64 %1072, %1073
  call void @_ZdlPvm(ptr noundef nonnull %1068, i64 noundef %1074) #29
  br label %1075

1075:                                             ; preds = %1070, %1066
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #25
  br label %1133

1076:                                             ; preds = %1065, %1060
  %1077 = load ptr, ptr %921, align 8, !tbaa !25
  %1078 = icmp eq ptr %1077, null
  br i1 %1078, label %1103, label %1079

1079:                                             ; preds = %1076
  %1080 = getelementptr inbounds i8, ptr %1077, i64 8
  %1081 = load atomic i64, ptr %1080 acquire, align 8
  %1082 = icmp eq i64 %1081, 4294967297
  %1083 = trunc i64 %1081 to i32
  br i1 %1082, label %1084, label %1092

1084:                                             ; preds = %1079
  store i32 0, ptr %1080, align 8, !tbaa !27
  %1085 = getelementptr inbounds i8, ptr %1077, i64 12
  store i32 0, ptr %1085, align 4, !tbaa !29
  %1086 = load ptr, ptr %1077, align 8, !tbaa !30
  %1087 = getelementptr inbounds i8, ptr %1086, i64 16
  %1088 = load ptr, ptr %1087, align 8
  call void %1088(ptr noundef nonnull align 8 dereferenceable(16) %1077) #25
  %1089 = load ptr, ptr %1077, align 8, !tbaa !30
  %1090 = getelementptr inbounds i8, ptr %1089, i64 24
  %1091 = load ptr, ptr %1090, align 8
  call void %1091(ptr noundef nonnull align 8 dereferenceable(16) %1077) #25
  br label %1103

1092:                                             ; preds = %1079
  %1093 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %1094 = icmp eq i8 %1093, 0
  br i1 %1094, label %1097, label %1095

1095:                                             ; preds = %1092
  %1096 = add nsw i32 %1083, -1
  store i32 %1096, ptr %1080, align 4, !tbaa !11
  br label %1099

1097:                                             ; preds = %1092
  %1098 = atomicrmw volatile add ptr %1080, i32 -1 acq_rel, align 4
  br label %1099

1099:                                             ; preds = %1097, %1095
  %1100 = phi i32 [ %1083, %1095 ], [ %1098, %1097 ]
  %1101 = icmp eq i32 %1100, 1
  br i1 %1101, label %1102, label %1103, !prof !33

1102:                                             ; preds = %1099
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1077) #25
  br label %1103

1103:                                             ; preds = %1102, %1099, %1084, %1076
  %1104 = load ptr, ptr %916, align 8, !tbaa !25
  %1105 = icmp eq ptr %1104, null
  br i1 %1105, label %1130, label %1106

1106:                                             ; preds = %1103
  %1107 = getelementptr inbounds i8, ptr %1104, i64 8
  %1108 = load atomic i64, ptr %1107 acquire, align 8
  %1109 = icmp eq i64 %1108, 4294967297
  %1110 = trunc i64 %1108 to i32
  br i1 %1109, label %1111, label %1119

1111:                                             ; preds = %1106
  store i32 0, ptr %1107, align 8, !tbaa !27
  %1112 = getelementptr inbounds i8, ptr %1104, i64 12
  store i32 0, ptr %1112, align 4, !tbaa !29
  %1113 = load ptr, ptr %1104, align 8, !tbaa !30
  %1114 = getelementptr inbounds i8, ptr %1113, i64 16
  %1115 = load ptr, ptr %1114, align 8
  call void %1115(ptr noundef nonnull align 8 dereferenceable(16) %1104) #25
  %1116 = load ptr, ptr %1104, align 8, !tbaa !30
  %1117 = getelementptr inbounds i8, ptr %1116, i64 24
  %1118 = load ptr, ptr %1117, align 8
  call void %1118(ptr noundef nonnull align 8 dereferenceable(16) %1104) #25
  br label %1130

1119:                                             ; preds = %1106
  %1120 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %1121 = icmp eq i8 %1120, 0
  br i1 %1121, label %1124, label %1122

1122:                                             ; preds = %1119
  %1123 = add nsw i32 %1110, -1
  store i32 %1123, ptr %1107, align 4, !tbaa !11
  br label %1126

1124:                                             ; preds = %1119
  %1125 = atomicrmw volatile add ptr %1107, i32 -1 acq_rel, align 4
  br label %1126

1126:                                             ; preds = %1124, %1122
  %1127 = phi i32 [ %1110, %1122 ], [ %1125, %1124 ]
  %1128 = icmp eq i32 %1127, 1
  br i1 %1128, label %1129, label %1130, !prof !33

1129:                                             ; preds = %1126
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1104) #25
  br label %1130

1130:                                             ; preds = %1129, %1126, %1111, %1103
  invoke void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef 1)
          to label %1137 unwind label %1191

1131:                                             ; preds = %1058, %1041, %1036, %1035, %914
  %1132 = landingpad { ptr, i32 }
          cleanup
  br label %1133

1133:                                             ; preds = %1131, %1075
  %1134 = phi { ptr, i32 } [ %1132, %1131 ], [ %1067, %1075 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE1_clES2_ENUlNS0_4itemILi2ELb1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(88) %17) #25
  br label %1135

1135:                                             ; preds = %1133, %765
  %1136 = phi { ptr, i32 } [ %766, %765 ], [ %1134, %1133 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %12) #25
  br label %1193

1137:                                             ; preds = %1130, %758
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %12) #25
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %14)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %15)
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %16)
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %17)
  %1138 = load ptr, ptr %199, align 8, !tbaa !25
  %1139 = icmp eq ptr %1138, null
  br i1 %1139, label %1164, label %1140

1140:                                             ; preds = %1137
  %1141 = getelementptr inbounds i8, ptr %1138, i64 8
  %1142 = load atomic i64, ptr %1141 acquire, align 8
  %1143 = icmp eq i64 %1142, 4294967297
  %1144 = trunc i64 %1142 to i32
  br i1 %1143, label %1145, label %1153

1145:                                             ; preds = %1140
  store i32 0, ptr %1141, align 8, !tbaa !27
  %1146 = getelementptr inbounds i8, ptr %1138, i64 12
  store i32 0, ptr %1146, align 4, !tbaa !29
  %1147 = load ptr, ptr %1138, align 8, !tbaa !30
  %1148 = getelementptr inbounds i8, ptr %1147, i64 16
  %1149 = load ptr, ptr %1148, align 8
  call void %1149(ptr noundef nonnull align 8 dereferenceable(16) %1138) #25
  %1150 = load ptr, ptr %1138, align 8, !tbaa !30
  %1151 = getelementptr inbounds i8, ptr %1150, i64 24
  %1152 = load ptr, ptr %1151, align 8
  call void %1152(ptr noundef nonnull align 8 dereferenceable(16) %1138) #25
  br label %1164

1153:                                             ; preds = %1140
  %1154 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %1155 = icmp eq i8 %1154, 0
  br i1 %1155, label %1158, label %1156

1156:                                             ; preds = %1153
  %1157 = add nsw i32 %1144, -1
  store i32 %1157, ptr %1141, align 4, !tbaa !11
  br label %1160

1158:                                             ; preds = %1153
  %1159 = atomicrmw volatile add ptr %1141, i32 -1 acq_rel, align 4
  br label %1160

1160:                                             ; preds = %1158, %1156
  %1161 = phi i32 [ %1144, %1156 ], [ %1159, %1158 ]
  %1162 = icmp eq i32 %1161, 1
  br i1 %1162, label %1163, label %1164, !prof !33

1163:                                             ; preds = %1160
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1138) #25
  br label %1164

1164:                                             ; preds = %1163, %1160, %1145, %1137
  %1165 = load ptr, ptr %183, align 8, !tbaa !25
  %1166 = icmp eq ptr %1165, null
  br i1 %1166, label %1195, label %1167

1167:                                             ; preds = %1164
  %1168 = getelementptr inbounds i8, ptr %1165, i64 8
  %1169 = load atomic i64, ptr %1168 acquire, align 8
  %1170 = icmp eq i64 %1169, 4294967297
  %1171 = trunc i64 %1169 to i32
  br i1 %1170, label %1172, label %1180

1172:                                             ; preds = %1167
  store i32 0, ptr %1168, align 8, !tbaa !27
  %1173 = getelementptr inbounds i8, ptr %1165, i64 12
  store i32 0, ptr %1173, align 4, !tbaa !29
  %1174 = load ptr, ptr %1165, align 8, !tbaa !30
  %1175 = getelementptr inbounds i8, ptr %1174, i64 16
  %1176 = load ptr, ptr %1175, align 8
  call void %1176(ptr noundef nonnull align 8 dereferenceable(16) %1165) #25
  %1177 = load ptr, ptr %1165, align 8, !tbaa !30
  %1178 = getelementptr inbounds i8, ptr %1177, i64 24
  %1179 = load ptr, ptr %1178, align 8
  call void %1179(ptr noundef nonnull align 8 dereferenceable(16) %1165) #25
  br label %1195

1180:                                             ; preds = %1167
  %1181 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %1182 = icmp eq i8 %1181, 0
  br i1 %1182, label %1185, label %1183

1183:                                             ; preds = %1180
  %1184 = add nsw i32 %1171, -1
  store i32 %1184, ptr %1168, align 4, !tbaa !11
  br label %1187

1185:                                             ; preds = %1180
  %1186 = atomicrmw volatile add ptr %1168, i32 -1 acq_rel, align 4
  br label %1187

1187:                                             ; preds = %1185, %1183
  %1188 = phi i32 [ %1171, %1183 ], [ %1186, %1185 ]
  %1189 = icmp eq i32 %1188, 1
  br i1 %1189, label %1190, label %1195, !prof !33

1190:                                             ; preds = %1187
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1165) #25
  br label %1195

1191:                                             ; preds = %1130, %911, %910, %909, %235, %230, %211
  %1192 = landingpad { ptr, i32 }
          cleanup
  br label %1193

1193:                                             ; preds = %1191, %1135, %233, %221
  %1194 = phi { ptr, i32 } [ %1192, %1191 ], [ %222, %221 ], [ %1136, %1135 ], [ %234, %233 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE1_clES2_ENUlNS0_4itemILi2ELb1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(88) %18) #25
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE1_clES2_ENUlNS0_4itemILi2ELb1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(88) %27) #25
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %27) #25
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %25) #25
  br label %1311

1195:                                             ; preds = %1190, %1187, %1172, %1164
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %18)
  %1196 = load ptr, ptr %166, align 8, !tbaa !25
  %1197 = icmp eq ptr %1196, null
  br i1 %1197, label %1222, label %1198

1198:                                             ; preds = %1195
  %1199 = getelementptr inbounds i8, ptr %1196, i64 8
  %1200 = load atomic i64, ptr %1199 acquire, align 8
  %1201 = icmp eq i64 %1200, 4294967297
  %1202 = trunc i64 %1200 to i32
  br i1 %1201, label %1203, label %1211

1203:                                             ; preds = %1198
  store i32 0, ptr %1199, align 8, !tbaa !27
  %1204 = getelementptr inbounds i8, ptr %1196, i64 12
  store i32 0, ptr %1204, align 4, !tbaa !29
  %1205 = load ptr, ptr %1196, align 8, !tbaa !30
  %1206 = getelementptr inbounds i8, ptr %1205, i64 16
  %1207 = load ptr, ptr %1206, align 8
  call void %1207(ptr noundef nonnull align 8 dereferenceable(16) %1196) #25
  %1208 = load ptr, ptr %1196, align 8, !tbaa !30
  %1209 = getelementptr inbounds i8, ptr %1208, i64 24
  %1210 = load ptr, ptr %1209, align 8
  call void %1210(ptr noundef nonnull align 8 dereferenceable(16) %1196) #25
  br label %1222

1211:                                             ; preds = %1198
  %1212 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %1213 = icmp eq i8 %1212, 0
  br i1 %1213, label %1216, label %1214

1214:                                             ; preds = %1211
  %1215 = add nsw i32 %1202, -1
  store i32 %1215, ptr %1199, align 4, !tbaa !11
  br label %1218

1216:                                             ; preds = %1211
  %1217 = atomicrmw volatile add ptr %1199, i32 -1 acq_rel, align 4
  br label %1218

1218:                                             ; preds = %1216, %1214
  %1219 = phi i32 [ %1202, %1214 ], [ %1217, %1216 ]
  %1220 = icmp eq i32 %1219, 1
  br i1 %1220, label %1221, label %1222, !prof !33

1221:                                             ; preds = %1218
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1196) #25
  br label %1222

1222:                                             ; preds = %1221, %1218, %1203, %1195
  %1223 = load ptr, ptr %148, align 8, !tbaa !25
  %1224 = icmp eq ptr %1223, null
  br i1 %1224, label %1249, label %1225

1225:                                             ; preds = %1222
  %1226 = getelementptr inbounds i8, ptr %1223, i64 8
  %1227 = load atomic i64, ptr %1226 acquire, align 8
  %1228 = icmp eq i64 %1227, 4294967297
  %1229 = trunc i64 %1227 to i32
  br i1 %1228, label %1230, label %1238

1230:                                             ; preds = %1225
  store i32 0, ptr %1226, align 8, !tbaa !27
  %1231 = getelementptr inbounds i8, ptr %1223, i64 12
  store i32 0, ptr %1231, align 4, !tbaa !29
  %1232 = load ptr, ptr %1223, align 8, !tbaa !30
  %1233 = getelementptr inbounds i8, ptr %1232, i64 16
  %1234 = load ptr, ptr %1233, align 8
  call void %1234(ptr noundef nonnull align 8 dereferenceable(16) %1223) #25
  %1235 = load ptr, ptr %1223, align 8, !tbaa !30
  %1236 = getelementptr inbounds i8, ptr %1235, i64 24
  %1237 = load ptr, ptr %1236, align 8
  call void %1237(ptr noundef nonnull align 8 dereferenceable(16) %1223) #25
  br label %1249

1238:                                             ; preds = %1225
  %1239 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %1240 = icmp eq i8 %1239, 0
  br i1 %1240, label %1243, label %1241

1241:                                             ; preds = %1238
  %1242 = add nsw i32 %1229, -1
  store i32 %1242, ptr %1226, align 4, !tbaa !11
  br label %1245

1243:                                             ; preds = %1238
  %1244 = atomicrmw volatile add ptr %1226, i32 -1 acq_rel, align 4
  br label %1245

1245:                                             ; preds = %1243, %1241
  %1246 = phi i32 [ %1229, %1241 ], [ %1244, %1243 ]
  %1247 = icmp eq i32 %1246, 1
  br i1 %1247, label %1248, label %1249, !prof !33

1248:                                             ; preds = %1245
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1223) #25
  br label %1249

1249:                                             ; preds = %1248, %1245, %1230, %1222
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %27) #25
  %1250 = load ptr, ptr %149, align 8, !tbaa !25
  %1251 = icmp eq ptr %1250, null
  br i1 %1251, label %1276, label %1252

1252:                                             ; preds = %1249
  %1253 = getelementptr inbounds i8, ptr %1250, i64 8
  %1254 = load atomic i64, ptr %1253 acquire, align 8
  %1255 = icmp eq i64 %1254, 4294967297
  %1256 = trunc i64 %1254 to i32
  br i1 %1255, label %1257, label %1265

1257:                                             ; preds = %1252
  store i32 0, ptr %1253, align 8, !tbaa !27
  %1258 = getelementptr inbounds i8, ptr %1250, i64 12
  store i32 0, ptr %1258, align 4, !tbaa !29
  %1259 = load ptr, ptr %1250, align 8, !tbaa !30
  %1260 = getelementptr inbounds i8, ptr %1259, i64 16
  %1261 = load ptr, ptr %1260, align 8
  call void %1261(ptr noundef nonnull align 8 dereferenceable(16) %1250) #25
  %1262 = load ptr, ptr %1250, align 8, !tbaa !30
  %1263 = getelementptr inbounds i8, ptr %1262, i64 24
  %1264 = load ptr, ptr %1263, align 8
  call void %1264(ptr noundef nonnull align 8 dereferenceable(16) %1250) #25
  br label %1276

1265:                                             ; preds = %1252
  %1266 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %1267 = icmp eq i8 %1266, 0
  br i1 %1267, label %1270, label %1268

1268:                                             ; preds = %1265
  %1269 = add nsw i32 %1256, -1
  store i32 %1269, ptr %1253, align 4, !tbaa !11
  br label %1272

1270:                                             ; preds = %1265
  %1271 = atomicrmw volatile add ptr %1253, i32 -1 acq_rel, align 4
  br label %1272

1272:                                             ; preds = %1270, %1268
  %1273 = phi i32 [ %1256, %1268 ], [ %1271, %1270 ]
  %1274 = icmp eq i32 %1273, 1
  br i1 %1274, label %1275, label %1276, !prof !33

1275:                                             ; preds = %1272
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1250) #25
  br label %1276

1276:                                             ; preds = %1275, %1272, %1257, %1249
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %25) #25
  %1277 = load ptr, ptr %167, align 8, !tbaa !25
  %1278 = icmp eq ptr %1277, null
  br i1 %1278, label %1315, label %1279

1279:                                             ; preds = %1276
  %1280 = getelementptr inbounds i8, ptr %1277, i64 8
  %1281 = load atomic i64, ptr %1280 acquire, align 8
  %1282 = icmp eq i64 %1281, 4294967297
  %1283 = trunc i64 %1281 to i32
  br i1 %1282, label %1284, label %1292

1284:                                             ; preds = %1279
  store i32 0, ptr %1280, align 8, !tbaa !27
  %1285 = getelementptr inbounds i8, ptr %1277, i64 12
  store i32 0, ptr %1285, align 4, !tbaa !29
  %1286 = load ptr, ptr %1277, align 8, !tbaa !30
  %1287 = getelementptr inbounds i8, ptr %1286, i64 16
  %1288 = load ptr, ptr %1287, align 8
  call void %1288(ptr noundef nonnull align 8 dereferenceable(16) %1277) #25
  %1289 = load ptr, ptr %1277, align 8, !tbaa !30
  %1290 = getelementptr inbounds i8, ptr %1289, i64 24
  %1291 = load ptr, ptr %1290, align 8
  call void %1291(ptr noundef nonnull align 8 dereferenceable(16) %1277) #25
  br label %1315

1292:                                             ; preds = %1279
  %1293 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %1294 = icmp eq i8 %1293, 0
  br i1 %1294, label %1297, label %1295

1295:                                             ; preds = %1292
  %1296 = add nsw i32 %1283, -1
  store i32 %1296, ptr %1280, align 4, !tbaa !11
  br label %1299

1297:                                             ; preds = %1292
  %1298 = atomicrmw volatile add ptr %1280, i32 -1 acq_rel, align 4
  br label %1299

1299:                                             ; preds = %1297, %1295
  %1300 = phi i32 [ %1283, %1295 ], [ %1298, %1297 ]
  %1301 = icmp eq i32 %1300, 1
  br i1 %1301, label %1302, label %1315, !prof !33

1302:                                             ; preds = %1299
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1277) #25
  br label %1315

1303:                                             ; preds = %2
  %1304 = landingpad { ptr, i32 }
          cleanup
  br label %1305

1305:                                             ; preds = %1303, %34
  %1306 = phi { ptr, i32 } [ %1304, %1303 ], [ %35, %34 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %24) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24) #25
  br label %1313

1307:                                             ; preds = %85
  %1308 = landingpad { ptr, i32 }
          cleanup
  br label %1309

1309:                                             ; preds = %1307, %93
  %1310 = phi { ptr, i32 } [ %1308, %1307 ], [ %94, %93 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %26) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %26) #25
  br label %1311

1311:                                             ; preds = %1309, %1193
  %1312 = phi { ptr, i32 } [ %1194, %1193 ], [ %1310, %1309 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %25) #25
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %23) #25
  br label %1313

1313:                                             ; preds = %1311, %1305
  %1314 = phi { ptr, i32 } [ %1312, %1311 ], [ %1306, %1305 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %23) #25
  resume { ptr, i32 } %1314

1315:                                             ; preds = %1276, %1284, %1299, %1302
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %23) #25
  ret void
}

; Function Attrs: mustprogress uwtable
define internal noundef zeroext i1 @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E1_E10_M_managerERSt9_Any_dataRKS7_St18_Manager_operation(ptr nocapture noundef nonnull align 8 dereferenceable(16) %0, ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %1, i32 noundef %2) #3 align 2 {
  switch i32 %2, label %14 [
    i32 0, label %4
    i32 1, label %5
    i32 3, label %10
    i32 2, label %7
  ]

4:                                                ; preds = %3
  store ptr @_ZTIZ4mainEUlRN4sycl3_V17handlerEE1_, ptr %0, align 8, !tbaa !9
  br label %14

5:                                                ; preds = %3
  %6 = load ptr, ptr %1, align 8, !tbaa !9
  store ptr %6, ptr %0, align 8, !tbaa !9
  br label %14

7:                                                ; preds = %3
  %8 = load ptr, ptr %1, align 8, !tbaa !9
  %9 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #27
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %9, ptr noundef nonnull readonly align 8 dereferenceable(24) %8, i64 24, i1 false), !tbaa.struct !213
  store ptr %9, ptr %0, align 8, !tbaa !9
  br label %14

10:                                               ; preds = %3
  %11 = load ptr, ptr %0, align 8, !tbaa !9
  %12 = icmp eq ptr %11, null
  br i1 %12, label %14, label %13

13:                                               ; preds = %10
  tail call void @_ZdlPvm(ptr noundef nonnull %11, i64 noundef 24) #29
  br label %14

14:                                               ; preds = %3, %13, %10, %7, %5, %4
  ret i1 false
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define internal fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE1_clES2_ENUlNS0_4itemILi2ELb1EEEE_D2Ev(ptr nocapture noundef nonnull readonly align 8 dereferenceable(88) %0) unnamed_addr #5 align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 64
  %3 = load ptr, ptr %2, align 8, !tbaa !25
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !27
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !29
  %12 = load ptr, ptr %3, align 8, !tbaa !30
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !30
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !11
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !33

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  %30 = getelementptr inbounds i8, ptr %0, i64 8
  %31 = load ptr, ptr %30, align 8, !tbaa !25
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !27
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !29
  %40 = load ptr, ptr %31, align 8, !tbaa !30
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  %43 = load ptr, ptr %31, align 8, !tbaa !30
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !11
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !33

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !25
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !27
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !29
  %12 = load ptr, ptr %3, align 8, !tbaa !30
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !30
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !11
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !33

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIiLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi1ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range.71", align 8
  %8 = alloca %"class.sycl::_V1::range.71", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %11 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %12 = load i64, ptr %11, align 8
  store i64 %12, ptr %7, align 8, !tbaa !5, !alias.scope !275
  %13 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 1, ptr %13, align 8, !tbaa !5, !alias.scope !275
  %14 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %14, align 8, !tbaa !5, !alias.scope !275
  store i64 %12, ptr %8, align 8, !tbaa !5, !alias.scope !278
  %15 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 1, ptr %15, align 8, !tbaa !5, !alias.scope !278
  %16 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %16, align 8, !tbaa !5, !alias.scope !278
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #25
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
  br i1 %27, label %28, label %29, !prof !33

28:                                               ; preds = %26
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #26
  unreachable

29:                                               ; preds = %26
  %30 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %24) #27
  br label %31

31:                                               ; preds = %48, %29
  %32 = phi ptr [ %50, %48 ], [ %30, %29 ]
  %33 = phi ptr [ %49, %48 ], [ %21, %29 ]
  %34 = load ptr, ptr %33, align 8, !tbaa !178
  store ptr %34, ptr %32, align 8, !tbaa !178
  %35 = getelementptr inbounds i8, ptr %32, i64 8
  %36 = getelementptr inbounds i8, ptr %33, i64 8
  %37 = load ptr, ptr %36, align 8, !tbaa !25
  store ptr %37, ptr %35, align 8, !tbaa !25
  %38 = icmp eq ptr %37, null
  br i1 %38, label %48, label %39

39:                                               ; preds = %31
  %40 = getelementptr inbounds i8, ptr %37, i64 8
  %41 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %42 = icmp eq i8 %41, 0
  br i1 %42, label %46, label %43

43:                                               ; preds = %39
  %44 = load i32, ptr %40, align 4, !tbaa !11
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr %40, align 4, !tbaa !11
  br label %48

46:                                               ; preds = %39
  %47 = atomicrmw volatile add ptr %40, i32 1 acq_rel, align 4
  br label %48

48:                                               ; preds = %46, %43, %31
  %49 = getelementptr inbounds i8, ptr %33, i64 16
  %50 = getelementptr inbounds i8, ptr %32, i64 16
  %51 = icmp eq ptr %49, %20
  br i1 %51, label %52, label %31, !llvm.loop !180

52:                                               ; preds = %48, %5
  %53 = phi ptr [ null, %5 ], [ %30, %48 ]
  %54 = phi ptr [ null, %5 ], [ %50, %48 ]
  %55 = getelementptr inbounds i8, ptr %53, i64 %24
  store i64 %17, ptr %9, align 8
  %56 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %53, ptr %56, align 8, !tbaa !22
  %57 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %54, ptr %57, align 8, !tbaa !24
  %58 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %55, ptr %58, align 8, !tbaa !35
  %59 = load ptr, ptr %1, align 8, !tbaa !114
  %60 = icmp eq ptr %59, null
  br i1 %60, label %61, label %62

61:                                               ; preds = %52
  tail call void @__assert_fail(ptr noundef nonnull @.str.9, ptr noundef nonnull @.str.10, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS7_) #28
  unreachable

62:                                               ; preds = %52
  %63 = getelementptr inbounds i8, ptr %1, i64 24
  %64 = load i64, ptr %63, align 8, !tbaa !106
  %65 = getelementptr inbounds i8, ptr %1, i64 32
  %66 = load i8, ptr %65, align 8, !tbaa !113, !range !64, !noundef !65
  %67 = trunc nuw i8 %66 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.71") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.71") align 8 %8, i32 noundef 1024, ptr noundef nonnull %59, i32 noundef 1, i32 noundef 4, i64 noundef %64, i1 noundef zeroext %67, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %68 unwind label %234

68:                                               ; preds = %62
  %69 = icmp eq ptr %53, %54
  br i1 %69, label %104, label %70

70:                                               ; preds = %68, %99
  %71 = phi ptr [ %100, %99 ], [ %53, %68 ]
  %72 = getelementptr inbounds i8, ptr %71, i64 8
  %73 = load ptr, ptr %72, align 8, !tbaa !25
  %74 = icmp eq ptr %73, null
  br i1 %74, label %99, label %75

75:                                               ; preds = %70
  %76 = getelementptr inbounds i8, ptr %73, i64 8
  %77 = load atomic i64, ptr %76 acquire, align 8
  %78 = icmp eq i64 %77, 4294967297
  %79 = trunc i64 %77 to i32
  br i1 %78, label %80, label %88

80:                                               ; preds = %75
  store i32 0, ptr %76, align 8, !tbaa !27
  %81 = getelementptr inbounds i8, ptr %73, i64 12
  store i32 0, ptr %81, align 4, !tbaa !29
  %82 = load ptr, ptr %73, align 8, !tbaa !30
  %83 = getelementptr inbounds i8, ptr %82, i64 16
  %84 = load ptr, ptr %83, align 8
  tail call void %84(ptr noundef nonnull align 8 dereferenceable(16) %73) #25
  %85 = load ptr, ptr %73, align 8, !tbaa !30
  %86 = getelementptr inbounds i8, ptr %85, i64 24
  %87 = load ptr, ptr %86, align 8
  tail call void %87(ptr noundef nonnull align 8 dereferenceable(16) %73) #25
  br label %99

88:                                               ; preds = %75
  %89 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %90 = icmp eq i8 %89, 0
  br i1 %90, label %93, label %91

91:                                               ; preds = %88
  %92 = add nsw i32 %79, -1
  store i32 %92, ptr %76, align 4, !tbaa !11
  br label %95

93:                                               ; preds = %88
  %94 = atomicrmw volatile add ptr %76, i32 -1 acq_rel, align 4
  br label %95

95:                                               ; preds = %93, %91
  %96 = phi i32 [ %79, %91 ], [ %94, %93 ]
  %97 = icmp eq i32 %96, 1
  br i1 %97, label %98, label %99, !prof !33

98:                                               ; preds = %95
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %73) #25
  br label %99

99:                                               ; preds = %98, %95, %80, %70
  %100 = getelementptr inbounds i8, ptr %71, i64 16
  %101 = icmp eq ptr %100, %54
  br i1 %101, label %102, label %70, !llvm.loop !34

102:                                              ; preds = %99
  %103 = load ptr, ptr %56, align 8, !tbaa !22
  br label %104

104:                                              ; preds = %102, %68
  %105 = phi ptr [ %103, %102 ], [ %53, %68 ]
  %106 = icmp eq ptr %105, null
  br i1 %106, label %112, label %107

107:                                              ; preds = %104
  %108 = load ptr, ptr %58, align 8, !tbaa !35
  %109 = ptrtoint ptr %108 to i64
  %110 = ptrtoint ptr %105 to i64
  %111 = sub i64 %109, %110
  tail call void @_ZdlPvm(ptr noundef nonnull %105, i64 noundef %111) #29
  br label %112

112:                                              ; preds = %104, %107
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #25
  %113 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr null, ptr %113, align 8, !tbaa !281
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #25
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
  br i1 %122, label %123, label %125, !prof !33

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
  %130 = load ptr, ptr %129, align 8, !tbaa !178
  store ptr %130, ptr %128, align 8, !tbaa !178
  %131 = getelementptr inbounds i8, ptr %128, i64 8
  %132 = getelementptr inbounds i8, ptr %129, i64 8
  %133 = load ptr, ptr %132, align 8, !tbaa !25
  store ptr %133, ptr %131, align 8, !tbaa !25
  %134 = icmp eq ptr %133, null
  br i1 %134, label %144, label %135

135:                                              ; preds = %127
  %136 = getelementptr inbounds i8, ptr %133, i64 8
  %137 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %138 = icmp eq i8 %137, 0
  br i1 %138, label %142, label %139

139:                                              ; preds = %135
  %140 = load i32, ptr %136, align 4, !tbaa !11
  %141 = add nsw i32 %140, 1
  store i32 %141, ptr %136, align 4, !tbaa !11
  br label %144

142:                                              ; preds = %135
  %143 = atomicrmw volatile add ptr %136, i32 1 acq_rel, align 4
  br label %144

144:                                              ; preds = %142, %139, %127
  %145 = getelementptr inbounds i8, ptr %129, i64 16
  %146 = getelementptr inbounds i8, ptr %128, i64 16
  %147 = icmp eq ptr %145, %115
  br i1 %147, label %148, label %127, !llvm.loop !180

148:                                              ; preds = %144, %112
  %149 = phi ptr [ null, %112 ], [ %126, %144 ]
  %150 = phi ptr [ null, %112 ], [ %146, %144 ]
  %151 = getelementptr inbounds i8, ptr %149, i64 %119
  store i64 %114, ptr %10, align 8
  %152 = getelementptr inbounds i8, ptr %10, i64 8
  store ptr %149, ptr %152, align 8, !tbaa !22
  %153 = getelementptr inbounds i8, ptr %10, i64 16
  store ptr %150, ptr %153, align 8, !tbaa !24
  %154 = getelementptr inbounds i8, ptr %10, i64 24
  store ptr %151, ptr %154, align 8, !tbaa !35
  %155 = and i64 %114, 16
  %156 = icmp eq i64 %155, 0
  br i1 %156, label %166, label %157

157:                                              ; preds = %148
  %158 = tail call ptr @__cxa_allocate_exception(i64 64) #25
  %159 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #25
  %160 = extractvalue { i32, ptr } %159, 0
  %161 = extractvalue { i32, ptr } %159, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %158, i32 %160, ptr %161, ptr noundef nonnull @.str.13)
          to label %162 unwind label %164

162:                                              ; preds = %157
  invoke void @__cxa_throw(ptr nonnull %158, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #26
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
  %171 = load ptr, ptr %170, align 8, !tbaa !25
  %172 = icmp eq ptr %171, null
  br i1 %172, label %197, label %173

173:                                              ; preds = %168
  %174 = getelementptr inbounds i8, ptr %171, i64 8
  %175 = load atomic i64, ptr %174 acquire, align 8
  %176 = icmp eq i64 %175, 4294967297
  %177 = trunc i64 %175 to i32
  br i1 %176, label %178, label %186

178:                                              ; preds = %173
  store i32 0, ptr %174, align 8, !tbaa !27
  %179 = getelementptr inbounds i8, ptr %171, i64 12
  store i32 0, ptr %179, align 4, !tbaa !29
  %180 = load ptr, ptr %171, align 8, !tbaa !30
  %181 = getelementptr inbounds i8, ptr %180, i64 16
  %182 = load ptr, ptr %181, align 8
  tail call void %182(ptr noundef nonnull align 8 dereferenceable(16) %171) #25
  %183 = load ptr, ptr %171, align 8, !tbaa !30
  %184 = getelementptr inbounds i8, ptr %183, i64 24
  %185 = load ptr, ptr %184, align 8
  tail call void %185(ptr noundef nonnull align 8 dereferenceable(16) %171) #25
  br label %197

186:                                              ; preds = %173
  %187 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %188 = icmp eq i8 %187, 0
  br i1 %188, label %191, label %189

189:                                              ; preds = %186
  %190 = add nsw i32 %177, -1
  store i32 %190, ptr %174, align 4, !tbaa !11
  br label %193

191:                                              ; preds = %186
  %192 = atomicrmw volatile add ptr %174, i32 -1 acq_rel, align 4
  br label %193

193:                                              ; preds = %191, %189
  %194 = phi i32 [ %177, %189 ], [ %192, %191 ]
  %195 = icmp eq i32 %194, 1
  br i1 %195, label %196, label %197, !prof !33

196:                                              ; preds = %193
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %171) #25
  br label %197

197:                                              ; preds = %196, %193, %178, %168
  %198 = getelementptr inbounds i8, ptr %169, i64 16
  %199 = icmp eq ptr %198, %150
  br i1 %199, label %200, label %168, !llvm.loop !34

200:                                              ; preds = %197
  %201 = load ptr, ptr %152, align 8, !tbaa !22
  br label %202

202:                                              ; preds = %200, %166
  %203 = phi ptr [ %201, %200 ], [ %149, %166 ]
  %204 = icmp eq ptr %203, null
  br i1 %204, label %210, label %205

205:                                              ; preds = %202
  %206 = load ptr, ptr %154, align 8, !tbaa !35
  %207 = ptrtoint ptr %206 to i64
  %208 = ptrtoint ptr %203 to i64
  %209 = sub i64 %207, %208
  tail call void @_ZdlPvm(ptr noundef nonnull %203, i64 noundef %209) #29
  br label %210

210:                                              ; preds = %202, %205
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #25
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %211 unwind label %236

211:                                              ; preds = %210
  %212 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %213 unwind label %236

213:                                              ; preds = %211
  store ptr %212, ptr %113, align 8, !tbaa !281
  %214 = load ptr, ptr %1, align 8, !tbaa !114
  %215 = icmp eq ptr %214, null
  br i1 %215, label %216, label %217

216:                                              ; preds = %213
  tail call void @__assert_fail(ptr noundef nonnull @.str.9, ptr noundef nonnull @.str.10, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS7_) #28
  unreachable

217:                                              ; preds = %213
  %218 = load ptr, ptr %0, align 8, !tbaa !150
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

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIiLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi2ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %0, ptr noundef nonnull align 8 dereferenceable(41) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range.71", align 8
  %8 = alloca %"class.sycl::_V1::range.71", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %11 = load i64, ptr %10, align 8
  %12 = getelementptr inbounds i8, ptr %1, i64 24
  %13 = load i64, ptr %12, align 8
  store i64 %11, ptr %7, align 8, !tbaa !5, !alias.scope !283
  %14 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 %13, ptr %14, align 8, !tbaa !5, !alias.scope !283
  %15 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %15, align 8, !tbaa !5, !alias.scope !283
  store i64 %11, ptr %8, align 8, !tbaa !5, !alias.scope !286
  %16 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 %13, ptr %16, align 8, !tbaa !5, !alias.scope !286
  %17 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %17, align 8, !tbaa !5, !alias.scope !286
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #25
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
  br i1 %28, label %29, label %30, !prof !33

29:                                               ; preds = %27
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #26
  unreachable

30:                                               ; preds = %27
  %31 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %25) #27
  br label %32

32:                                               ; preds = %49, %30
  %33 = phi ptr [ %51, %49 ], [ %31, %30 ]
  %34 = phi ptr [ %50, %49 ], [ %22, %30 ]
  %35 = load ptr, ptr %34, align 8, !tbaa !178
  store ptr %35, ptr %33, align 8, !tbaa !178
  %36 = getelementptr inbounds i8, ptr %33, i64 8
  %37 = getelementptr inbounds i8, ptr %34, i64 8
  %38 = load ptr, ptr %37, align 8, !tbaa !25
  store ptr %38, ptr %36, align 8, !tbaa !25
  %39 = icmp eq ptr %38, null
  br i1 %39, label %49, label %40

40:                                               ; preds = %32
  %41 = getelementptr inbounds i8, ptr %38, i64 8
  %42 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %43 = icmp eq i8 %42, 0
  br i1 %43, label %47, label %44

44:                                               ; preds = %40
  %45 = load i32, ptr %41, align 4, !tbaa !11
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr %41, align 4, !tbaa !11
  br label %49

47:                                               ; preds = %40
  %48 = atomicrmw volatile add ptr %41, i32 1 acq_rel, align 4
  br label %49

49:                                               ; preds = %47, %44, %32
  %50 = getelementptr inbounds i8, ptr %34, i64 16
  %51 = getelementptr inbounds i8, ptr %33, i64 16
  %52 = icmp eq ptr %50, %21
  br i1 %52, label %53, label %32, !llvm.loop !180

53:                                               ; preds = %49, %5
  %54 = phi ptr [ null, %5 ], [ %31, %49 ]
  %55 = phi ptr [ null, %5 ], [ %51, %49 ]
  %56 = getelementptr inbounds i8, ptr %54, i64 %25
  store i64 %18, ptr %9, align 8
  %57 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %54, ptr %57, align 8, !tbaa !22
  %58 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %55, ptr %58, align 8, !tbaa !24
  %59 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %56, ptr %59, align 8, !tbaa !35
  %60 = load ptr, ptr %1, align 8, !tbaa !114
  %61 = icmp eq ptr %60, null
  br i1 %61, label %62, label %63

62:                                               ; preds = %53
  tail call void @__assert_fail(ptr noundef nonnull @.str.9, ptr noundef nonnull @.str.10, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIiLi2ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS7_) #28
  unreachable

63:                                               ; preds = %53
  %64 = and i64 %18, 16
  %65 = icmp eq i64 %64, 0
  %66 = select i1 %65, i32 1025, i32 1027
  %67 = getelementptr inbounds i8, ptr %1, i64 32
  %68 = load i64, ptr %67, align 8, !tbaa !123
  %69 = getelementptr inbounds i8, ptr %1, i64 40
  %70 = load i8, ptr %69, align 8, !tbaa !127, !range !64, !noundef !65
  %71 = trunc nuw i8 %70 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.71") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.71") align 8 %8, i32 noundef %66, ptr noundef nonnull %60, i32 noundef 2, i32 noundef 4, i64 noundef %68, i1 noundef zeroext %71, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %72 unwind label %208

72:                                               ; preds = %63
  %73 = icmp eq ptr %54, %55
  br i1 %73, label %108, label %74

74:                                               ; preds = %72, %103
  %75 = phi ptr [ %104, %103 ], [ %54, %72 ]
  %76 = getelementptr inbounds i8, ptr %75, i64 8
  %77 = load ptr, ptr %76, align 8, !tbaa !25
  %78 = icmp eq ptr %77, null
  br i1 %78, label %103, label %79

79:                                               ; preds = %74
  %80 = getelementptr inbounds i8, ptr %77, i64 8
  %81 = load atomic i64, ptr %80 acquire, align 8
  %82 = icmp eq i64 %81, 4294967297
  %83 = trunc i64 %81 to i32
  br i1 %82, label %84, label %92

84:                                               ; preds = %79
  store i32 0, ptr %80, align 8, !tbaa !27
  %85 = getelementptr inbounds i8, ptr %77, i64 12
  store i32 0, ptr %85, align 4, !tbaa !29
  %86 = load ptr, ptr %77, align 8, !tbaa !30
  %87 = getelementptr inbounds i8, ptr %86, i64 16
  %88 = load ptr, ptr %87, align 8
  tail call void %88(ptr noundef nonnull align 8 dereferenceable(16) %77) #25
  %89 = load ptr, ptr %77, align 8, !tbaa !30
  %90 = getelementptr inbounds i8, ptr %89, i64 24
  %91 = load ptr, ptr %90, align 8
  tail call void %91(ptr noundef nonnull align 8 dereferenceable(16) %77) #25
  br label %103

92:                                               ; preds = %79
  %93 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %94 = icmp eq i8 %93, 0
  br i1 %94, label %97, label %95

95:                                               ; preds = %92
  %96 = add nsw i32 %83, -1
  store i32 %96, ptr %80, align 4, !tbaa !11
  br label %99

97:                                               ; preds = %92
  %98 = atomicrmw volatile add ptr %80, i32 -1 acq_rel, align 4
  br label %99

99:                                               ; preds = %97, %95
  %100 = phi i32 [ %83, %95 ], [ %98, %97 ]
  %101 = icmp eq i32 %100, 1
  br i1 %101, label %102, label %103, !prof !33

102:                                              ; preds = %99
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %77) #25
  br label %103

103:                                              ; preds = %102, %99, %84, %74
  %104 = getelementptr inbounds i8, ptr %75, i64 16
  %105 = icmp eq ptr %104, %55
  br i1 %105, label %106, label %74, !llvm.loop !34

106:                                              ; preds = %103
  %107 = load ptr, ptr %57, align 8, !tbaa !22
  br label %108

108:                                              ; preds = %106, %72
  %109 = phi ptr [ %107, %106 ], [ %54, %72 ]
  %110 = icmp eq ptr %109, null
  br i1 %110, label %116, label %111

111:                                              ; preds = %108
  %112 = load ptr, ptr %59, align 8, !tbaa !35
  %113 = ptrtoint ptr %112 to i64
  %114 = ptrtoint ptr %109 to i64
  %115 = sub i64 %113, %114
  tail call void @_ZdlPvm(ptr noundef nonnull %109, i64 noundef %115) #29
  br label %116

116:                                              ; preds = %108, %111
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #25
  %117 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr null, ptr %117, align 8, !tbaa !289
  %118 = load ptr, ptr %20, align 8, !tbaa !9
  %119 = load ptr, ptr %19, align 8, !tbaa !9
  %120 = ptrtoint ptr %118 to i64
  %121 = ptrtoint ptr %119 to i64
  %122 = sub i64 %120, %121
  %123 = icmp eq ptr %118, %119
  br i1 %123, label %184, label %124

124:                                              ; preds = %116
  %125 = icmp ugt i64 %122, 9223372036854775792
  br i1 %125, label %126, label %128, !prof !33

126:                                              ; preds = %124
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #26
          to label %127 unwind label %212

127:                                              ; preds = %126
  unreachable

128:                                              ; preds = %124
  %129 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %122) #27
          to label %130 unwind label %212

130:                                              ; preds = %128, %147
  %131 = phi ptr [ %149, %147 ], [ %129, %128 ]
  %132 = phi ptr [ %148, %147 ], [ %119, %128 ]
  %133 = load ptr, ptr %132, align 8, !tbaa !178
  store ptr %133, ptr %131, align 8, !tbaa !178
  %134 = getelementptr inbounds i8, ptr %131, i64 8
  %135 = getelementptr inbounds i8, ptr %132, i64 8
  %136 = load ptr, ptr %135, align 8, !tbaa !25
  store ptr %136, ptr %134, align 8, !tbaa !25
  %137 = icmp eq ptr %136, null
  br i1 %137, label %147, label %138

138:                                              ; preds = %130
  %139 = getelementptr inbounds i8, ptr %136, i64 8
  %140 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %141 = icmp eq i8 %140, 0
  br i1 %141, label %145, label %142

142:                                              ; preds = %138
  %143 = load i32, ptr %139, align 4, !tbaa !11
  %144 = add nsw i32 %143, 1
  store i32 %144, ptr %139, align 4, !tbaa !11
  br label %147

145:                                              ; preds = %138
  %146 = atomicrmw volatile add ptr %139, i32 1 acq_rel, align 4
  br label %147

147:                                              ; preds = %145, %142, %130
  %148 = getelementptr inbounds i8, ptr %132, i64 16
  %149 = getelementptr inbounds i8, ptr %131, i64 16
  %150 = icmp eq ptr %148, %118
  br i1 %150, label %151, label %130, !llvm.loop !180

151:                                              ; preds = %147, %180
  %152 = phi ptr [ %181, %180 ], [ %129, %147 ]
  %153 = getelementptr inbounds i8, ptr %152, i64 8
  %154 = load ptr, ptr %153, align 8, !tbaa !25
  %155 = icmp eq ptr %154, null
  br i1 %155, label %180, label %156

156:                                              ; preds = %151
  %157 = getelementptr inbounds i8, ptr %154, i64 8
  %158 = load atomic i64, ptr %157 acquire, align 8
  %159 = icmp eq i64 %158, 4294967297
  %160 = trunc i64 %158 to i32
  br i1 %159, label %161, label %169

161:                                              ; preds = %156
  store i32 0, ptr %157, align 8, !tbaa !27
  %162 = getelementptr inbounds i8, ptr %154, i64 12
  store i32 0, ptr %162, align 4, !tbaa !29
  %163 = load ptr, ptr %154, align 8, !tbaa !30
  %164 = getelementptr inbounds i8, ptr %163, i64 16
  %165 = load ptr, ptr %164, align 8
  tail call void %165(ptr noundef nonnull align 8 dereferenceable(16) %154) #25
  %166 = load ptr, ptr %154, align 8, !tbaa !30
  %167 = getelementptr inbounds i8, ptr %166, i64 24
  %168 = load ptr, ptr %167, align 8
  tail call void %168(ptr noundef nonnull align 8 dereferenceable(16) %154) #25
  br label %180

169:                                              ; preds = %156
  %170 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %171 = icmp eq i8 %170, 0
  br i1 %171, label %174, label %172

172:                                              ; preds = %169
  %173 = add nsw i32 %160, -1
  store i32 %173, ptr %157, align 4, !tbaa !11
  br label %176

174:                                              ; preds = %169
  %175 = atomicrmw volatile add ptr %157, i32 -1 acq_rel, align 4
  br label %176

176:                                              ; preds = %174, %172
  %177 = phi i32 [ %160, %172 ], [ %175, %174 ]
  %178 = icmp eq i32 %177, 1
  br i1 %178, label %179, label %180, !prof !33

179:                                              ; preds = %176
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %154) #25
  br label %180

180:                                              ; preds = %179, %176, %161, %151
  %181 = getelementptr inbounds i8, ptr %152, i64 16
  %182 = icmp eq ptr %152, %131
  br i1 %182, label %183, label %151, !llvm.loop !34

183:                                              ; preds = %180
  tail call void @_ZdlPvm(ptr noundef nonnull %129, i64 noundef %122) #29
  br label %184

184:                                              ; preds = %116, %183
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %185 unwind label %210

185:                                              ; preds = %184
  %186 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %187 unwind label %210

187:                                              ; preds = %185
  store ptr %186, ptr %117, align 8, !tbaa !289
  %188 = load ptr, ptr %1, align 8, !tbaa !114
  %189 = icmp eq ptr %188, null
  br i1 %189, label %190, label %191

190:                                              ; preds = %187
  tail call void @__assert_fail(ptr noundef nonnull @.str.9, ptr noundef nonnull @.str.10, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIiLi2ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS7_) #28
  unreachable

191:                                              ; preds = %187
  %192 = load ptr, ptr %0, align 8, !tbaa !150
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
  %202 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
  %203 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
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
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #25
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
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
  br label %216

216:                                              ; preds = %214, %208
  %217 = phi { ptr, i32 } [ %215, %214 ], [ %209, %208 ]
  resume { ptr, i32 } %217
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler15getRoundedRangeILi2EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_(ptr dead_on_unwind noalias writable sret(%"class.std::tuple.188") align 8 %0, ptr noundef nonnull align 8 dereferenceable(216) %1, i64 %2, i64 %3) local_unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.std::tuple.134", align 8
  %6 = alloca %"class.sycl::_V1::range.11", align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i8, align 1
  %11 = alloca %class.anon.194, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #25
  store i64 %2, ptr %6, align 8
  %12 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 %3, ptr %12, align 8
  %13 = tail call noundef zeroext i1 @_ZN4sycl3_V17handler20DisableRangeRoundingEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
  br i1 %13, label %14, label %16

14:                                               ; preds = %4
  %15 = getelementptr inbounds i8, ptr %0, i64 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %15, i8 0, i64 16, i1 false)
  store i8 0, ptr %0, align 8, !tbaa !221
  br label %75

16:                                               ; preds = %4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #25
  store i64 16, ptr %7, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #25
  store i64 32, ptr %8, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9) #25
  store i64 1024, ptr %9, align 8, !tbaa !5
  call void @_ZN4sycl3_V17handler24GetRangeRoundingSettingsERmS2_S2_(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(8) %7, ptr noundef nonnull align 8 dereferenceable(8) %8, ptr noundef nonnull align 8 dereferenceable(8) %9)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #25
  call void @_ZN4sycl3_V17handler19getMaxWorkGroups_v2Ev(ptr dead_on_unwind nonnull writable sret(%"class.std::tuple.134") align 8 %5, ptr noundef nonnull align 8 dereferenceable(216) %1)
  %17 = load i8, ptr %5, align 8, !tbaa !192, !range !64, !noundef !65
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
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #25
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
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %10) #25
  store i8 0, ptr %10, align 1, !tbaa !192
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %11) #25
  store ptr %1, ptr %11, align 8, !tbaa !291
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
  %68 = load i8, ptr %10, align 1, !tbaa !192, !range !64, !noundef !65
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

; Function Attrs: inlinehint mustprogress nounwind uwtable
define internal fastcc void @_ZN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE1_clES6_EUlS4_E_ED2Ev(ptr nocapture noundef nonnull readonly align 8 dereferenceable(104) %0) unnamed_addr #5 align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 80
  %3 = load ptr, ptr %2, align 8, !tbaa !25
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !27
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !29
  %12 = load ptr, ptr %3, align 8, !tbaa !30
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !30
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !11
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !33

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %28, %25, %10, %1
  %30 = getelementptr inbounds i8, ptr %0, i64 24
  %31 = load ptr, ptr %30, align 8, !tbaa !25
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !27
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !29
  %40 = load ptr, ptr %31, align 8, !tbaa !30
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  %43 = load ptr, ptr %31, align 8, !tbaa !30
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !11
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !33

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZN4sycl3_V17handler15getRoundedRangeILi2EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ENKUlimE_clEim(ptr noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1, i64 noundef %2) local_unnamed_addr #7 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = load ptr, ptr %0, align 8, !tbaa !291
  %5 = tail call noundef zeroext i1 @_ZN4sycl3_V17handler18RangeRoundingTraceEv(ptr noundef nonnull align 8 dereferenceable(216) %4)
  br i1 %5, label %6, label %55

6:                                                ; preds = %3
  %7 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cout, ptr noundef nonnull @.str.28, i64 noundef 35)
  %8 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSolsEi(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cout, i32 noundef %1)
  %9 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) %8, ptr noundef nonnull @.str.29, i64 noundef 6)
  %10 = icmp ugt i32 %1, 1
  br i1 %10, label %11, label %22

11:                                               ; preds = %6
  %12 = tail call ptr @__cxa_allocate_exception(i64 64) #25
  %13 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #25
  %14 = extractvalue { i32, ptr } %13, 0
  %15 = extractvalue { i32, ptr } %13, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %12, i32 %14, ptr %15, ptr noundef nonnull @.str.12)
          to label %16 unwind label %20

16:                                               ; preds = %11
  tail call void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #26
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
  %24 = load ptr, ptr %23, align 8, !tbaa !293
  %25 = zext nneg i32 %1 to i64
  %26 = getelementptr inbounds [2 x i64], ptr %24, i64 0, i64 %25
  %27 = load i64, ptr %26, align 8, !tbaa !5
  %28 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo9_M_insertImEERSoT_(ptr noundef nonnull align 8 dereferenceable(8) %8, i64 noundef %27)
  %29 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) %28, ptr noundef nonnull @.str.30, i64 noundef 4)
  %30 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo9_M_insertImEERSoT_(ptr noundef nonnull align 8 dereferenceable(8) %28, i64 noundef %2)
  %31 = load ptr, ptr %30, align 8, !tbaa !30
  %32 = getelementptr i8, ptr %31, i64 -24
  %33 = load i64, ptr %32, align 8
  %34 = getelementptr inbounds i8, ptr %30, i64 %33
  %35 = getelementptr inbounds i8, ptr %34, i64 240
  %36 = load ptr, ptr %35, align 8, !tbaa !226
  %37 = icmp eq ptr %36, null
  br i1 %37, label %38, label %39

38:                                               ; preds = %22
  tail call void @_ZSt16__throw_bad_castv() #26
  unreachable

39:                                               ; preds = %22
  %40 = getelementptr inbounds i8, ptr %36, i64 56
  %41 = load i8, ptr %40, align 8, !tbaa !228
  %42 = icmp eq i8 %41, 0
  br i1 %42, label %46, label %43

43:                                               ; preds = %39
  %44 = getelementptr inbounds i8, ptr %36, i64 67
  %45 = load i8, ptr %44, align 1, !tbaa !32
  br label %51

46:                                               ; preds = %39
  tail call void @_ZNKSt5ctypeIcE13_M_widen_initEv(ptr noundef nonnull align 8 dereferenceable(570) %36)
  %47 = load ptr, ptr %36, align 8, !tbaa !30
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
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %60, i32 %62, ptr %63, ptr noundef nonnull @.str.12)
          to label %64 unwind label %65

64:                                               ; preds = %59
  tail call void @__cxa_throw(ptr nonnull %60, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #26
  unreachable

65:                                               ; preds = %59
  %66 = landingpad { ptr, i32 }
          cleanup
  br label %17

67:                                               ; preds = %57, %51
  %68 = phi i64 [ %58, %57 ], [ %25, %51 ]
  %69 = getelementptr inbounds i8, ptr %0, i64 8
  %70 = load ptr, ptr %69, align 8, !tbaa !293
  %71 = getelementptr inbounds [2 x i64], ptr %70, i64 0, i64 %68
  store i64 %2, ptr %71, align 8, !tbaa !5
  %72 = getelementptr inbounds i8, ptr %0, i64 16
  %73 = load ptr, ptr %72, align 8, !tbaa !294
  store i8 1, ptr %73, align 1, !tbaa !192
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI7CollectEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv(ptr dead_on_unwind noalias writable sret(%"class.std::vector.89") align 8 %0) local_unnamed_addr #3 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"struct.sycl::_V1::detail::kernel_param_desc_t", align 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, i8 0, i64 24, i1 false)
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = tail call noalias noundef nonnull dereferenceable(36) ptr @_Znwm(i64 noundef 36) #27
  store ptr %4, ptr %0, align 8, !tbaa !167
  %5 = getelementptr inbounds i8, ptr %4, i64 36
  store ptr %5, ptr %3, align 8, !tbaa !169
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 68719476737, ptr %2, align 8
  store i32 0, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !182
  %8 = getelementptr inbounds i8, ptr %4, i64 12
  store ptr %8, ptr %7, align 8, !tbaa !170
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 26242250178560, ptr %2, align 8
  store i32 16, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %8, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !182
  %9 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr %9, ptr %7, align 8, !tbaa !170
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 17446157156352, ptr %2, align 8
  store i32 72, ptr %6, align 8
  %10 = load ptr, ptr %3, align 8, !tbaa !169
  %11 = icmp eq ptr %9, %10
  br i1 %11, label %15, label %12

12:                                               ; preds = %1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %9, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !182
  %13 = load ptr, ptr %7, align 8, !tbaa !170
  %14 = getelementptr inbounds i8, ptr %13, i64 12
  store ptr %14, ptr %7, align 8, !tbaa !170
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
  %19 = load ptr, ptr %0, align 8, !tbaa !167
  %20 = icmp eq ptr %19, null
  br i1 %20, label %26, label %21

21:                                               ; preds = %17
  %22 = load ptr, ptr %3, align 8, !tbaa !169
  %23 = ptrtoint ptr %22 to i64
  %24 = ptrtoint ptr %19 to i64
  %25 = sub i64 %23, %24
  call void @_ZdlPvm(ptr noundef nonnull %19, i64 noundef %25) #29
  br label %26

26:                                               ; preds = %17, %21
  resume { ptr, i32 } %18
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE1_clES7_EUlS5_E_EES5_Li2EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(112) %0) unnamed_addr #20 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE1_clES7_EUlS5_E_EES5_Li2EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(112) %0) unnamed_addr #4 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE1_clES7_EUlS5_E_EES5_Li2EEE, i64 16), ptr %0, align 8, !tbaa !30
  %2 = getelementptr inbounds i8, ptr %0, i64 88
  %3 = load ptr, ptr %2, align 8, !tbaa !25
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !27
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !29
  %12 = load ptr, ptr %3, align 8, !tbaa !30
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !30
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !11
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !33

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %28, %25, %10, %1
  %30 = getelementptr inbounds i8, ptr %0, i64 32
  %31 = load ptr, ptr %30, align 8, !tbaa !25
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !27
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !29
  %40 = load ptr, ptr %31, align 8, !tbaa !30
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  %43 = load ptr, ptr %31, align 8, !tbaa !30
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !11
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !33

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE1_clES7_EUlS5_E_EES5_Li2EED0Ev(ptr noundef nonnull align 8 dereferenceable(112) %0) unnamed_addr #4 align 2 {
  tail call void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE1_clES7_EUlS5_E_EES5_Li2EED2Ev(ptr noundef nonnull align 8 dereferenceable(112) %0) #25
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 112) #29
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE1_clES7_EUlS5_E_EES5_Li2EE23InstantiateKernelOnHostEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(112) %0) unnamed_addr #3 align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.sycl::_V1::item.206", align 8
  %3 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel.191", align 8
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull readonly align 8 dereferenceable(16) %4, i64 16, i1 false)
  %5 = getelementptr inbounds i8, ptr %3, i64 16
  %6 = getelementptr inbounds i8, ptr %0, i64 24
  %7 = load ptr, ptr %6, align 8, !tbaa !150
  store ptr %7, ptr %5, align 8, !tbaa !150
  %8 = getelementptr inbounds i8, ptr %3, i64 24
  %9 = getelementptr inbounds i8, ptr %0, i64 32
  %10 = load ptr, ptr %9, align 8, !tbaa !25
  store ptr %10, ptr %8, align 8, !tbaa !25
  %11 = icmp eq ptr %10, null
  br i1 %11, label %21, label %12

12:                                               ; preds = %1
  %13 = getelementptr inbounds i8, ptr %10, i64 8
  %14 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %15 = icmp eq i8 %14, 0
  br i1 %15, label %19, label %16

16:                                               ; preds = %12
  %17 = load i32, ptr %13, align 4, !tbaa !11
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %13, align 4, !tbaa !11
  br label %21

19:                                               ; preds = %12
  %20 = atomicrmw volatile add ptr %13, i32 1 acq_rel, align 4
  br label %21

21:                                               ; preds = %19, %16, %1
  %22 = getelementptr inbounds i8, ptr %3, i64 32
  %23 = getelementptr inbounds i8, ptr %0, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %22, ptr noundef nonnull readonly align 8 dereferenceable(40) %23, i64 40, i1 false)
  %24 = getelementptr inbounds i8, ptr %3, i64 72
  %25 = getelementptr inbounds i8, ptr %0, i64 80
  %26 = load ptr, ptr %25, align 8, !tbaa !150
  store ptr %26, ptr %24, align 8, !tbaa !150
  %27 = getelementptr inbounds i8, ptr %3, i64 80
  %28 = getelementptr inbounds i8, ptr %0, i64 88
  %29 = load ptr, ptr %28, align 8, !tbaa !25
  store ptr %29, ptr %27, align 8, !tbaa !25
  %30 = icmp eq ptr %29, null
  br i1 %30, label %40, label %31

31:                                               ; preds = %21
  %32 = getelementptr inbounds i8, ptr %29, i64 8
  %33 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %34 = icmp eq i8 %33, 0
  br i1 %34, label %38, label %35

35:                                               ; preds = %31
  %36 = load i32, ptr %32, align 4, !tbaa !11
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %32, align 4, !tbaa !11
  br label %40

38:                                               ; preds = %31
  %39 = atomicrmw volatile add ptr %32, i32 1 acq_rel, align 4
  br label %40

40:                                               ; preds = %21, %35, %38
  %41 = getelementptr inbounds i8, ptr %3, i64 88
  %42 = getelementptr inbounds i8, ptr %0, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %41, ptr noundef nonnull readonly align 8 dereferenceable(16) %42, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2)
  %43 = load i64, ptr %3, align 8
  %44 = getelementptr inbounds i8, ptr %3, i64 8
  %45 = load i64, ptr %44, align 8
  %46 = icmp eq i64 %43, 0
  %47 = icmp eq i64 %45, 0
  %48 = select i1 %47, i1 true, i1 %46
  br i1 %48, label %66, label %49

49:                                               ; preds = %40
  %50 = getelementptr inbounds i8, ptr %2, i64 8
  %51 = getelementptr inbounds i8, ptr %2, i64 16
  %52 = getelementptr inbounds i8, ptr %2, i64 24
  %53 = getelementptr inbounds i8, ptr %2, i64 32
  store i64 %43, ptr %2, align 8
  store i64 %45, ptr %50, align 8
  br label %54

54:                                               ; preds = %57, %49
  %55 = phi i64 [ 0, %49 ], [ %64, %57 ]
  %56 = phi i64 [ 0, %49 ], [ %63, %57 ]
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %53, i8 0, i64 16, i1 false)
  store i64 %56, ptr %51, align 8
  store i64 %55, ptr %52, align 8
  invoke fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE1_clES2_ENKUlNS0_4itemILi2ELb1EEEE_clES5_(ptr noundef nonnull align 8 dereferenceable(88) %5, ptr noundef nonnull byval(%"class.sycl::_V1::item.206") align 8 %2)
          to label %57 unwind label %121

57:                                               ; preds = %54
  %58 = add i64 %56, 1
  %59 = icmp uge i64 %58, %43
  %60 = add i64 %55, 1
  %61 = icmp uge i64 %60, %45
  %62 = select i1 %61, i64 0, i64 %60
  %63 = select i1 %59, i64 0, i64 %58
  %64 = select i1 %59, i64 %62, i64 %55
  %65 = select i1 %59, i1 %61, i1 false
  br i1 %65, label %66, label %54, !llvm.loop !295

66:                                               ; preds = %57, %40
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2)
  %67 = load ptr, ptr %27, align 8, !tbaa !25
  %68 = icmp eq ptr %67, null
  br i1 %68, label %93, label %69

69:                                               ; preds = %66
  %70 = getelementptr inbounds i8, ptr %67, i64 8
  %71 = load atomic i64, ptr %70 acquire, align 8
  %72 = icmp eq i64 %71, 4294967297
  %73 = trunc i64 %71 to i32
  br i1 %72, label %74, label %82

74:                                               ; preds = %69
  store i32 0, ptr %70, align 8, !tbaa !27
  %75 = getelementptr inbounds i8, ptr %67, i64 12
  store i32 0, ptr %75, align 4, !tbaa !29
  %76 = load ptr, ptr %67, align 8, !tbaa !30
  %77 = getelementptr inbounds i8, ptr %76, i64 16
  %78 = load ptr, ptr %77, align 8
  call void %78(ptr noundef nonnull align 8 dereferenceable(16) %67) #25
  %79 = load ptr, ptr %67, align 8, !tbaa !30
  %80 = getelementptr inbounds i8, ptr %79, i64 24
  %81 = load ptr, ptr %80, align 8
  call void %81(ptr noundef nonnull align 8 dereferenceable(16) %67) #25
  br label %93

82:                                               ; preds = %69
  %83 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %84 = icmp eq i8 %83, 0
  br i1 %84, label %87, label %85

85:                                               ; preds = %82
  %86 = add nsw i32 %73, -1
  store i32 %86, ptr %70, align 4, !tbaa !11
  br label %89

87:                                               ; preds = %82
  %88 = atomicrmw volatile add ptr %70, i32 -1 acq_rel, align 4
  br label %89

89:                                               ; preds = %87, %85
  %90 = phi i32 [ %73, %85 ], [ %88, %87 ]
  %91 = icmp eq i32 %90, 1
  br i1 %91, label %92, label %93, !prof !33

92:                                               ; preds = %89
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %67) #25
  br label %93

93:                                               ; preds = %92, %89, %74, %66
  %94 = load ptr, ptr %8, align 8, !tbaa !25
  %95 = icmp eq ptr %94, null
  br i1 %95, label %120, label %96

96:                                               ; preds = %93
  %97 = getelementptr inbounds i8, ptr %94, i64 8
  %98 = load atomic i64, ptr %97 acquire, align 8
  %99 = icmp eq i64 %98, 4294967297
  %100 = trunc i64 %98 to i32
  br i1 %99, label %101, label %109

101:                                              ; preds = %96
  store i32 0, ptr %97, align 8, !tbaa !27
  %102 = getelementptr inbounds i8, ptr %94, i64 12
  store i32 0, ptr %102, align 4, !tbaa !29
  %103 = load ptr, ptr %94, align 8, !tbaa !30
  %104 = getelementptr inbounds i8, ptr %103, i64 16
  %105 = load ptr, ptr %104, align 8
  call void %105(ptr noundef nonnull align 8 dereferenceable(16) %94) #25
  %106 = load ptr, ptr %94, align 8, !tbaa !30
  %107 = getelementptr inbounds i8, ptr %106, i64 24
  %108 = load ptr, ptr %107, align 8
  call void %108(ptr noundef nonnull align 8 dereferenceable(16) %94) #25
  br label %120

109:                                              ; preds = %96
  %110 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %111 = icmp eq i8 %110, 0
  br i1 %111, label %114, label %112

112:                                              ; preds = %109
  %113 = add nsw i32 %100, -1
  store i32 %113, ptr %97, align 4, !tbaa !11
  br label %116

114:                                              ; preds = %109
  %115 = atomicrmw volatile add ptr %97, i32 -1 acq_rel, align 4
  br label %116

116:                                              ; preds = %114, %112
  %117 = phi i32 [ %100, %112 ], [ %115, %114 ]
  %118 = icmp eq i32 %117, 1
  br i1 %118, label %119, label %120, !prof !33

119:                                              ; preds = %116
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %94) #25
  br label %120

120:                                              ; preds = %93, %101, %116, %119
  ret void

121:                                              ; preds = %54
  %122 = landingpad { ptr, i32 }
          cleanup
  call fastcc void @_ZN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS0_7handlerEE1_clES6_EUlS4_E_ED2Ev(ptr noundef nonnull align 8 dereferenceable(104) %3) #25
  resume { ptr, i32 } %122
}

; Function Attrs: inlinehint mustprogress uwtable
define internal fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE1_clES2_ENKUlNS0_4itemILi2ELb1EEEE_clES5_(ptr noundef nonnull align 8 dereferenceable(88) %0, ptr nocapture noundef readonly byval(%"class.sycl::_V1::item.206") align 8 %1) unnamed_addr #7 align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %1, i64 16
  %4 = getelementptr inbounds i8, ptr %1, i64 24
  %5 = load i64, ptr %4, align 8, !tbaa !5
  %6 = icmp eq i64 %5, 0
  %7 = getelementptr inbounds i8, ptr %0, i64 56
  %8 = load i64, ptr %3, align 8, !tbaa !5
  %9 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %7), !noalias !65
  %10 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %7), !noalias !65
  %11 = load i64, ptr %10, align 8
  %12 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %7) #25
  %13 = getelementptr i32, ptr %12, i64 %11
  %14 = getelementptr i32, ptr %13, i64 %8
  %15 = load i32, ptr %14, align 4, !tbaa !11
  br i1 %6, label %25, label %16

16:                                               ; preds = %2
  %17 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %7), !noalias !296
  %18 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %7), !noalias !299
  %19 = load i64, ptr %18, align 8
  %20 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %7) #25
  %21 = getelementptr i32, ptr %20, i64 %19
  %22 = getelementptr i32, ptr %21, i64 %8
  %23 = load i32, ptr %22, align 4, !tbaa !11
  %24 = mul nsw i32 %23, %15
  br label %25

25:                                               ; preds = %2, %16
  %26 = phi i32 [ %24, %16 ], [ %15, %2 ]
  %27 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0), !noalias !302
  %28 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0), !noalias !305
  %29 = load i64, ptr %28, align 8
  %30 = add i64 %29, %8
  %31 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0), !noalias !308
  %32 = getelementptr inbounds i8, ptr %31, i64 8
  %33 = load i64, ptr %32, align 8
  %34 = mul i64 %33, %30
  %35 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0), !noalias !311
  %36 = getelementptr inbounds i8, ptr %35, i64 8
  %37 = load i64, ptr %36, align 8
  %38 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
  %39 = getelementptr i32, ptr %38, i64 %34
  %40 = getelementptr i32, ptr %39, i64 %5
  %41 = getelementptr i32, ptr %40, i64 %37
  store i32 %26, ptr %41, align 4, !tbaa !11
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_4itemILi2ELb1EEEE_S7_Li2EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(96) %0) unnamed_addr #20 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_4itemILi2ELb1EEEE_S7_Li2EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(96) %0) unnamed_addr #4 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_4itemILi2ELb1EEEE_S7_Li2EEE, i64 16), ptr %0, align 8, !tbaa !30
  %2 = getelementptr inbounds i8, ptr %0, i64 72
  %3 = load ptr, ptr %2, align 8, !tbaa !25
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !27
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !29
  %12 = load ptr, ptr %3, align 8, !tbaa !30
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !30
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !11
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !33

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %28, %25, %10, %1
  %30 = getelementptr inbounds i8, ptr %0, i64 16
  %31 = load ptr, ptr %30, align 8, !tbaa !25
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !27
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !29
  %40 = load ptr, ptr %31, align 8, !tbaa !30
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  %43 = load ptr, ptr %31, align 8, !tbaa !30
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !11
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !33

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_4itemILi2ELb1EEEE_S7_Li2EED0Ev(ptr noundef nonnull align 8 dereferenceable(96) %0) unnamed_addr #4 align 2 {
  tail call void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_4itemILi2ELb1EEEE_S7_Li2EED2Ev(ptr noundef nonnull align 8 dereferenceable(96) %0) #25
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 96) #29
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_4itemILi2ELb1EEEE_S7_Li2EE23InstantiateKernelOnHostEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(96) %0) unnamed_addr #3 align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.sycl::_V1::item.206", align 8
  %3 = alloca %class.anon.187, align 8
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load ptr, ptr %4, align 8, !tbaa !150
  store ptr %5, ptr %3, align 8, !tbaa !150
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = getelementptr inbounds i8, ptr %0, i64 16
  %8 = load ptr, ptr %7, align 8, !tbaa !25
  store ptr %8, ptr %6, align 8, !tbaa !25
  %9 = icmp eq ptr %8, null
  br i1 %9, label %19, label %10

10:                                               ; preds = %1
  %11 = getelementptr inbounds i8, ptr %8, i64 8
  %12 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %13 = icmp eq i8 %12, 0
  br i1 %13, label %17, label %14

14:                                               ; preds = %10
  %15 = load i32, ptr %11, align 4, !tbaa !11
  %16 = add nsw i32 %15, 1
  store i32 %16, ptr %11, align 4, !tbaa !11
  br label %19

17:                                               ; preds = %10
  %18 = atomicrmw volatile add ptr %11, i32 1 acq_rel, align 4
  br label %19

19:                                               ; preds = %17, %14, %1
  %20 = getelementptr inbounds i8, ptr %3, i64 16
  %21 = getelementptr inbounds i8, ptr %0, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %20, ptr noundef nonnull readonly align 8 dereferenceable(40) %21, i64 40, i1 false)
  %22 = getelementptr inbounds i8, ptr %3, i64 56
  %23 = getelementptr inbounds i8, ptr %0, i64 64
  %24 = load ptr, ptr %23, align 8, !tbaa !150
  store ptr %24, ptr %22, align 8, !tbaa !150
  %25 = getelementptr inbounds i8, ptr %3, i64 64
  %26 = getelementptr inbounds i8, ptr %0, i64 72
  %27 = load ptr, ptr %26, align 8, !tbaa !25
  store ptr %27, ptr %25, align 8, !tbaa !25
  %28 = icmp eq ptr %27, null
  br i1 %28, label %38, label %29

29:                                               ; preds = %19
  %30 = getelementptr inbounds i8, ptr %27, i64 8
  %31 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %32 = icmp eq i8 %31, 0
  br i1 %32, label %36, label %33

33:                                               ; preds = %29
  %34 = load i32, ptr %30, align 4, !tbaa !11
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %30, align 4, !tbaa !11
  br label %38

36:                                               ; preds = %29
  %37 = atomicrmw volatile add ptr %30, i32 1 acq_rel, align 4
  br label %38

38:                                               ; preds = %19, %33, %36
  %39 = getelementptr inbounds i8, ptr %3, i64 72
  %40 = getelementptr inbounds i8, ptr %0, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %39, ptr noundef nonnull readonly align 8 dereferenceable(16) %40, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2)
  store i64 1, ptr %2, align 8
  %41 = getelementptr inbounds i8, ptr %2, i64 8
  store i64 1, ptr %41, align 8
  %42 = getelementptr inbounds i8, ptr %2, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %42, i8 0, i64 32, i1 false)
  invoke fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE1_clES2_ENKUlNS0_4itemILi2ELb1EEEE_clES5_(ptr noundef nonnull align 8 dereferenceable(88) %3, ptr noundef nonnull byval(%"class.sycl::_V1::item.206") align 8 %2)
          to label %43 unwind label %98

43:                                               ; preds = %38
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2)
  %44 = load ptr, ptr %25, align 8, !tbaa !25
  %45 = icmp eq ptr %44, null
  br i1 %45, label %70, label %46

46:                                               ; preds = %43
  %47 = getelementptr inbounds i8, ptr %44, i64 8
  %48 = load atomic i64, ptr %47 acquire, align 8
  %49 = icmp eq i64 %48, 4294967297
  %50 = trunc i64 %48 to i32
  br i1 %49, label %51, label %59

51:                                               ; preds = %46
  store i32 0, ptr %47, align 8, !tbaa !27
  %52 = getelementptr inbounds i8, ptr %44, i64 12
  store i32 0, ptr %52, align 4, !tbaa !29
  %53 = load ptr, ptr %44, align 8, !tbaa !30
  %54 = getelementptr inbounds i8, ptr %53, i64 16
  %55 = load ptr, ptr %54, align 8
  call void %55(ptr noundef nonnull align 8 dereferenceable(16) %44) #25
  %56 = load ptr, ptr %44, align 8, !tbaa !30
  %57 = getelementptr inbounds i8, ptr %56, i64 24
  %58 = load ptr, ptr %57, align 8
  call void %58(ptr noundef nonnull align 8 dereferenceable(16) %44) #25
  br label %70

59:                                               ; preds = %46
  %60 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %61 = icmp eq i8 %60, 0
  br i1 %61, label %64, label %62

62:                                               ; preds = %59
  %63 = add nsw i32 %50, -1
  store i32 %63, ptr %47, align 4, !tbaa !11
  br label %66

64:                                               ; preds = %59
  %65 = atomicrmw volatile add ptr %47, i32 -1 acq_rel, align 4
  br label %66

66:                                               ; preds = %64, %62
  %67 = phi i32 [ %50, %62 ], [ %65, %64 ]
  %68 = icmp eq i32 %67, 1
  br i1 %68, label %69, label %70, !prof !33

69:                                               ; preds = %66
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %44) #25
  br label %70

70:                                               ; preds = %69, %66, %51, %43
  %71 = load ptr, ptr %6, align 8, !tbaa !25
  %72 = icmp eq ptr %71, null
  br i1 %72, label %97, label %73

73:                                               ; preds = %70
  %74 = getelementptr inbounds i8, ptr %71, i64 8
  %75 = load atomic i64, ptr %74 acquire, align 8
  %76 = icmp eq i64 %75, 4294967297
  %77 = trunc i64 %75 to i32
  br i1 %76, label %78, label %86

78:                                               ; preds = %73
  store i32 0, ptr %74, align 8, !tbaa !27
  %79 = getelementptr inbounds i8, ptr %71, i64 12
  store i32 0, ptr %79, align 4, !tbaa !29
  %80 = load ptr, ptr %71, align 8, !tbaa !30
  %81 = getelementptr inbounds i8, ptr %80, i64 16
  %82 = load ptr, ptr %81, align 8
  call void %82(ptr noundef nonnull align 8 dereferenceable(16) %71) #25
  %83 = load ptr, ptr %71, align 8, !tbaa !30
  %84 = getelementptr inbounds i8, ptr %83, i64 24
  %85 = load ptr, ptr %84, align 8
  call void %85(ptr noundef nonnull align 8 dereferenceable(16) %71) #25
  br label %97

86:                                               ; preds = %73
  %87 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !32
  %88 = icmp eq i8 %87, 0
  br i1 %88, label %91, label %89

89:                                               ; preds = %86
  %90 = add nsw i32 %77, -1
  store i32 %90, ptr %74, align 4, !tbaa !11
  br label %93

91:                                               ; preds = %86
  %92 = atomicrmw volatile add ptr %74, i32 -1 acq_rel, align 4
  br label %93

93:                                               ; preds = %91, %89
  %94 = phi i32 [ %77, %89 ], [ %92, %91 ]
  %95 = icmp eq i32 %94, 1
  br i1 %95, label %96, label %97, !prof !33

96:                                               ; preds = %93
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %71) #25
  br label %97

97:                                               ; preds = %70, %78, %93, %96
  ret void

98:                                               ; preds = %38
  %99 = landingpad { ptr, i32 }
          cleanup
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE1_clES2_ENUlNS0_4itemILi2ELb1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(88) %3) #25
  resume { ptr, i32 } %99
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #22

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #23

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #24

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #23

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
attributes #16 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #17 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #18 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #19 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #20 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #21 = { mustprogress noreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #22 = { nofree nounwind }
attributes #23 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #24 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #25 = { nounwind }
attributes #26 = { noreturn }
attributes #27 = { builtin allocsize(0) }
attributes #28 = { noreturn nounwind }
attributes #29 = { builtin nounwind }

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
!12 = !{!"int", !7, i64 0}
!13 = distinct !{!13, !14, !15, !16}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.isvectorized", i32 1}
!16 = !{!"llvm.loop.unroll.runtime.disable"}
!17 = distinct !{!17, !14, !16, !15}
!18 = !{!19, !10, i64 24}
!19 = !{!"_ZTSSt8functionIFvN4sycl3_V114exception_listEEE", !20, i64 0, !10, i64 24}
!20 = !{!"_ZTSSt14_Function_base", !7, i64 0, !10, i64 16}
!21 = !{!20, !10, i64 16}
!22 = !{!23, !10, i64 0}
!23 = !{!"_ZTSNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EE17_Vector_impl_dataE", !10, i64 0, !10, i64 8, !10, i64 16}
!24 = !{!23, !10, i64 8}
!25 = !{!26, !10, i64 0}
!26 = !{!"_ZTSSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EE", !10, i64 0}
!27 = !{!28, !12, i64 8}
!28 = !{!"_ZTSSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE", !12, i64 8, !12, i64 12}
!29 = !{!28, !12, i64 12}
!30 = !{!31, !31, i64 0}
!31 = !{!"vtable pointer", !8, i64 0}
!32 = !{!7, !7, i64 0}
!33 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!34 = distinct !{!34, !14}
!35 = !{!23, !10, i64 16}
!36 = !{!37, !10, i64 0}
!37 = !{!"_ZTSN4sycl3_V16detail13code_locationE", !10, i64 0, !10, i64 8, !6, i64 16, !6, i64 24}
!38 = !{!39}
!39 = distinct !{!39, !40, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!40 = distinct !{!40, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!41 = !{!37, !10, i64 8}
!42 = !{!37, !6, i64 16}
!43 = !{!37, !6, i64 24}
!44 = !{!45}
!45 = distinct !{!45, !46, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!46 = distinct !{!46, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!47 = !{!48}
!48 = distinct !{!48, !49, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!49 = distinct !{!49, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!50 = !{!51}
!51 = distinct !{!51, !52, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!52 = distinct !{!52, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!53 = !{!54}
!54 = distinct !{!54, !55, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE1_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE: argument 0"}
!55 = distinct !{!55, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE1_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE"}
!56 = !{!57, !54}
!57 = distinct !{!57, !58, !"_ZN4sycl3_V15queue17submit_with_eventIZ4mainEUlRNS0_7handlerEE1_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_PS1_RKNS0_6detail13code_locationE: argument 0"}
!58 = distinct !{!58, !"_ZN4sycl3_V15queue17submit_with_eventIZ4mainEUlRNS0_7handlerEE1_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_PS1_RKNS0_6detail13code_locationE"}
!59 = !{!60, !10, i64 24}
!60 = !{!"_ZTSSt8functionIFvRN4sycl3_V17handlerEEE", !20, i64 0, !10, i64 24}
!61 = !{!62, !63, i64 0}
!62 = !{!"_ZTSN4sycl3_V16detail14tls_code_loc_tE", !63, i64 0}
!63 = !{!"bool", !7, i64 0}
!64 = !{i8 0, i8 2}
!65 = !{}
!66 = !{!67}
!67 = distinct !{!67, !68, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!68 = distinct !{!68, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!69 = !{!70}
!70 = distinct !{!70, !71, !"_ZN4sycl3_V15queue6submitIZL4markRS1_RNS0_6bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvEEiEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_SB_EENS0_5eventEE4typeESE_RKNS5_13code_locationE: argument 0"}
!71 = distinct !{!71, !"_ZN4sycl3_V15queue6submitIZL4markRS1_RNS0_6bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvEEiEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_SB_EENS0_5eventEE4typeESE_RKNS5_13code_locationE"}
!72 = !{!73, !70}
!73 = distinct !{!73, !74, !"_ZN4sycl3_V15queue17submit_with_eventIZL4markRS1_RNS0_6bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvEEiEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_SB_EENS0_5eventEE4typeESE_PS1_RKNS5_13code_locationE: argument 0"}
!74 = distinct !{!74, !"_ZN4sycl3_V15queue17submit_with_eventIZL4markRS1_RNS0_6bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvEEiEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_SB_EENS0_5eventEE4typeESE_PS1_RKNS5_13code_locationE"}
!75 = !{!76}
!76 = distinct !{!76, !77, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!77 = distinct !{!77, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!78 = !{!79}
!79 = distinct !{!79, !80, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE: argument 0"}
!80 = distinct !{!80, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE"}
!81 = !{!82, !79}
!82 = distinct !{!82, !83, !"_ZN4sycl3_V15queue17submit_with_eventIZ4mainEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_PS1_RKNS0_6detail13code_locationE: argument 0"}
!83 = distinct !{!83, !"_ZN4sycl3_V15queue17submit_with_eventIZ4mainEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_PS1_RKNS0_6detail13code_locationE"}
!84 = !{!85}
!85 = distinct !{!85, !86, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!86 = distinct !{!86, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!87 = !{!88}
!88 = distinct !{!88, !89, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE: argument 0"}
!89 = distinct !{!89, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE"}
!90 = !{!91, !88}
!91 = distinct !{!91, !92, !"_ZN4sycl3_V15queue17submit_with_eventIZ4mainEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_PS1_RKNS0_6detail13code_locationE: argument 0"}
!92 = distinct !{!92, !"_ZN4sycl3_V15queue17submit_with_eventIZ4mainEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_PS1_RKNS0_6detail13code_locationE"}
!93 = distinct !{!93, !14}
!94 = distinct !{!94, !14}
!95 = distinct !{!95, !14}
!96 = !{!97}
!97 = distinct !{!97, !98, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIiEEiEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!98 = distinct !{!98, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIiEEiEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!99 = !{!100, !6, i64 0}
!100 = !{!"_ZTSN4sycl3_V16detail17aligned_allocatorIiEE", !6, i64 0}
!101 = !{!102, !6, i64 16}
!102 = !{!"_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE", !103, i64 0, !100, i64 8, !6, i64 16}
!103 = !{!"_ZTSN4sycl3_V16detail19SYCLMemObjAllocatorE"}
!104 = !{!105, !10, i64 0}
!105 = !{!"_ZTSSt10_Head_baseILm0EPN4sycl3_V16detail19SYCLMemObjAllocatorELb0EE", !10, i64 0}
!106 = !{!107, !6, i64 24}
!107 = !{!"_ZTSN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvEE", !108, i64 0, !111, i64 16, !6, i64 24, !63, i64 32}
!108 = !{!"_ZTSN4sycl3_V16detail12buffer_plainE", !109, i64 0}
!109 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail11buffer_implEE", !110, i64 0}
!110 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail11buffer_implELN9__gnu_cxx12_Lock_policyE2EE", !10, i64 0, !26, i64 8}
!111 = !{!"_ZTSN4sycl3_V15rangeILi1EEE", !112, i64 0}
!112 = !{!"_ZTSN4sycl3_V16detail5arrayILi1EEE", !7, i64 0}
!113 = !{!107, !63, i64 32}
!114 = !{!110, !10, i64 0}
!115 = !{!116, !10, i64 8}
!116 = !{!"_ZTSSt9type_info", !10, i64 8}
!117 = !{!118}
!118 = distinct !{!118, !119, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi1EEE: argument 0"}
!119 = distinct !{!119, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi1EEE"}
!120 = !{!121}
!121 = distinct !{!121, !122, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIiEEiEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!122 = distinct !{!122, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIiEEiEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!123 = !{!124, !6, i64 32}
!124 = !{!"_ZTSN4sycl3_V16bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvEE", !108, i64 0, !125, i64 16, !6, i64 32, !63, i64 40}
!125 = !{!"_ZTSN4sycl3_V15rangeILi2EEE", !126, i64 0}
!126 = !{!"_ZTSN4sycl3_V16detail5arrayILi2EEE", !7, i64 0}
!127 = !{!124, !63, i64 40}
!128 = !{!129}
!129 = distinct !{!129, !130, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi2EEE: argument 0"}
!130 = distinct !{!130, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi2EEE"}
!131 = !{!132, !10, i64 0}
!132 = !{!"_ZTSNSt15__exception_ptr13exception_ptrE", !10, i64 0}
!133 = !{!134, !136, i64 32}
!134 = !{!"_ZTSSt8ios_base", !6, i64 8, !6, i64 16, !135, i64 24, !136, i64 28, !136, i64 32, !10, i64 40, !137, i64 48, !7, i64 64, !12, i64 192, !10, i64 200, !138, i64 208}
!135 = !{!"_ZTSSt13_Ios_Fmtflags", !7, i64 0}
!136 = !{!"_ZTSSt12_Ios_Iostate", !7, i64 0}
!137 = !{!"_ZTSNSt8ios_base6_WordsE", !10, i64 0, !6, i64 8}
!138 = !{!"_ZTSSt6locale", !10, i64 0}
!139 = !{!140, !10, i64 24}
!140 = !{!"_ZTSSt8functionIFiRKN4sycl3_V16deviceEEE", !20, i64 0, !10, i64 24}
!141 = !{!142, !10, i64 16}
!142 = !{!"_ZTSNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE17_Vector_impl_dataE", !10, i64 0, !10, i64 8, !10, i64 16}
!143 = !{!142, !10, i64 0}
!144 = !{!142, !10, i64 8}
!145 = distinct !{!145, !14}
!146 = !{!147, !10, i64 0}
!147 = !{!"_ZTSZL4markRN4sycl3_V15queueERNS0_6bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvEEiEUlRNS0_7handlerEE_", !10, i64 0, !10, i64 8}
!148 = !{!149, !149, i64 0}
!149 = !{!"_ZTSN4sycl3_V16detail16PropWithDataKindE", !7, i64 0}
!150 = !{!151, !10, i64 0}
!151 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail16AccessorImplHostELN9__gnu_cxx12_Lock_policyE2EE", !10, i64 0, !26, i64 8}
!152 = !{!147, !10, i64 8}
!153 = !{!154, !12, i64 32}
!154 = !{!"_ZTSZZL4markRN4sycl3_V15queueERNS0_6bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvEEiENKUlRNS0_7handlerEE_clESA_EUlvE_", !155, i64 0, !12, i64 32}
!155 = !{!"_ZTSN4sycl3_V18accessorIiLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !156, i64 0, !10, i64 16, !7, i64 24}
!156 = !{!"_ZTSN4sycl3_V16detail16AccessorBaseHostE", !157, i64 0}
!157 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail16AccessorImplHostEE", !151, i64 0}
!158 = !{!159}
!159 = distinct !{!159, !160, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!160 = distinct !{!160, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!161 = !{!162}
!162 = distinct !{!162, !163, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZL4markRNS1_5queueERNS1_6bufferIiLi1ENS2_17aligned_allocatorIiEEvEEiENKUlRNS1_7handlerEE_clESC_EUlvE_vLi1EEEJRSE_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!163 = distinct !{!163, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZL4markRNS1_5queueERNS1_6bufferIiLi1ENS2_17aligned_allocatorIiEEvEEiENKUlRNS1_7handlerEE_clESC_EUlvE_vLi1EEEJRSE_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!164 = !{!165}
!165 = distinct !{!165, !166, !"_ZN4sycl3_V16detail19getKernelParamDescsI8MarkStepEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv: argument 0"}
!166 = distinct !{!166, !"_ZN4sycl3_V16detail19getKernelParamDescsI8MarkStepEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv"}
!167 = !{!168, !10, i64 0}
!168 = !{!"_ZTSNSt12_Vector_baseIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_Vector_impl_dataE", !10, i64 0, !10, i64 8, !10, i64 16}
!169 = !{!168, !10, i64 16}
!170 = !{!168, !10, i64 8}
!171 = !{i64 0, i64 8, !9, i64 8, i64 8, !9}
!172 = !{!173}
!173 = distinct !{!173, !174, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!174 = distinct !{!174, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!175 = !{!176}
!176 = distinct !{!176, !177, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!177 = distinct !{!177, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!178 = !{!179, !10, i64 0}
!179 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseELN9__gnu_cxx12_Lock_policyE2EE", !10, i64 0, !26, i64 8}
!180 = distinct !{!180, !14}
!181 = !{!155, !10, i64 16}
!182 = !{i64 0, i64 4, !183, i64 4, i64 4, !11, i64 8, i64 4, !11}
!183 = !{!184, !184, i64 0}
!184 = !{!"_ZTSN4sycl3_V16detail19kernel_param_kind_tE", !7, i64 0}
!185 = !{!186, !10, i64 0}
!186 = !{!"_ZTSZ4mainEUlRN4sycl3_V17handlerEE_", !10, i64 0, !10, i64 8, !10, i64 16}
!187 = !{!186, !10, i64 8}
!188 = !{!186, !10, i64 16}
!189 = !{!190, !12, i64 32}
!190 = !{!"_ZTSZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_EUlNS0_2idILi1EEEE_", !191, i64 0, !12, i64 32}
!191 = !{!"_ZTSN4sycl3_V18accessorIiLi1ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !156, i64 0, !10, i64 16, !7, i64 24}
!192 = !{!63, !63, i64 0}
!193 = !{!194}
!194 = distinct !{!194, !195, !"_ZN4sycl3_V17handler27getRangeRoundedKernelLambdaINS0_6detail19__pf_kernel_wrapperI7AddStepEENS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRS1_E_clES9_EUlNS0_2idILi1EEEE_TnPNSt9enable_ifIXntsr6detail32KernelLambdaHasKernelHandlerArgTIT2_T0_EE5valueEvE4typeELPv0EEEDaSF_NS0_5rangeIXT1_EEE: argument 0:thread"}
!195 = distinct !{!195, !"_ZN4sycl3_V17handler27getRangeRoundedKernelLambdaINS0_6detail19__pf_kernel_wrapperI7AddStepEENS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRS1_E_clES9_EUlNS0_2idILi1EEEE_TnPNSt9enable_ifIXntsr6detail32KernelLambdaHasKernelHandlerArgTIT2_T0_EE5valueEvE4typeELPv0EEEDaSF_NS0_5rangeIXT1_EEE"}
!196 = !{!197}
!197 = distinct !{!197, !195, !"_ZN4sycl3_V17handler27getRangeRoundedKernelLambdaINS0_6detail19__pf_kernel_wrapperI7AddStepEENS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRS1_E_clES9_EUlNS0_2idILi1EEEE_TnPNSt9enable_ifIXntsr6detail32KernelLambdaHasKernelHandlerArgTIT2_T0_EE5valueEvE4typeELPv0EEEDaSF_NS0_5rangeIXT1_EEE: argument 0"}
!198 = !{!199}
!199 = distinct !{!199, !200, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!200 = distinct !{!200, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!201 = !{!202}
!202 = distinct !{!202, !203, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelINS2_18RoundedRangeKernelINS1_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS1_7handlerEE_clES8_EUlNS1_2idILi1EEEE_EES6_Li1EEEJRSD_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!203 = distinct !{!203, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelINS2_18RoundedRangeKernelINS1_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS1_7handlerEE_clES8_EUlNS1_2idILi1EEEE_EES6_Li1EEEJRSD_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!204 = !{!205}
!205 = distinct !{!205, !206, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!206 = distinct !{!206, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!207 = !{!208}
!208 = distinct !{!208, !209, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS1_7handlerEE_clES5_EUlNS1_2idILi1EEEE_NS1_4itemILi1ELb1EEELi1EEEJRS9_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!209 = distinct !{!209, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS1_7handlerEE_clES5_EUlNS1_2idILi1EEEE_NS1_4itemILi1ELb1EEELi1EEEJRS9_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!210 = !{!211}
!211 = distinct !{!211, !212, !"_ZN4sycl3_V16detail19getKernelParamDescsI7AddStepEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv: argument 0"}
!212 = distinct !{!212, !"_ZN4sycl3_V16detail19getKernelParamDescsI7AddStepEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv"}
!213 = !{i64 0, i64 8, !9, i64 8, i64 8, !9, i64 16, i64 8, !9}
!214 = !{!215}
!215 = distinct !{!215, !216, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!216 = distinct !{!216, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!217 = !{!218}
!218 = distinct !{!218, !219, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!219 = distinct !{!219, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!220 = !{!191, !10, i64 16}
!221 = !{!222, !63, i64 0}
!222 = !{!"_ZTSSt10_Head_baseILm1EbLb0EE", !63, i64 0}
!223 = !{!224, !10, i64 0}
!224 = !{!"_ZTSZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_EUlimE_", !10, i64 0, !10, i64 8, !10, i64 16}
!225 = !{!224, !10, i64 8}
!226 = !{!227, !10, i64 240}
!227 = !{!"_ZTSSt9basic_iosIcSt11char_traitsIcEE", !134, i64 0, !10, i64 216, !7, i64 224, !63, i64 225, !10, i64 232, !10, i64 240, !10, i64 248, !10, i64 256}
!228 = !{!229, !7, i64 56}
!229 = !{!"_ZTSSt5ctypeIcE", !230, i64 0, !10, i64 16, !63, i64 24, !10, i64 32, !10, i64 40, !10, i64 48, !7, i64 56, !7, i64 57, !7, i64 313, !7, i64 569}
!230 = !{!"_ZTSNSt6locale5facetE", !12, i64 8}
!231 = !{!224, !10, i64 16}
!232 = distinct !{!232, !14}
!233 = !{!234, !10, i64 0}
!234 = !{!"_ZTSZ4mainEUlRN4sycl3_V17handlerEE0_", !10, i64 0, !10, i64 8, !10, i64 16, !10, i64 24}
!235 = !{!234, !10, i64 8}
!236 = !{!234, !10, i64 16}
!237 = !{!234, !10, i64 24}
!238 = !{!239, !12, i64 0}
!239 = !{!"_ZTSZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_EUlNS0_7nd_itemILi1EEEE_", !12, i64 0, !191, i64 8}
!240 = !{!241}
!241 = distinct !{!241, !242, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!242 = distinct !{!242, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!243 = !{!244}
!244 = distinct !{!244, !245, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!245 = distinct !{!245, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!246 = !{!247}
!247 = distinct !{!247, !248, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS1_7handlerEE0_clES5_EUlNS1_7nd_itemILi1EEEE_S8_Li1EEEJRS9_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!248 = distinct !{!248, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS1_7handlerEE0_clES5_EUlNS1_7nd_itemILi1EEEE_S8_Li1EEEJRS9_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!249 = !{!250}
!250 = distinct !{!250, !251, !"_ZN4sycl3_V16detail19getKernelParamDescsI10GroupShiftEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv: argument 0"}
!251 = distinct !{!251, !"_ZN4sycl3_V16detail19getKernelParamDescsI10GroupShiftEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv"}
!252 = !{i64 0, i64 8, !9, i64 8, i64 8, !9, i64 16, i64 8, !9, i64 24, i64 8, !9}
!253 = !{!254, !10, i64 0}
!254 = !{!"_ZTSZ4mainEUlRN4sycl3_V17handlerEE1_", !10, i64 0, !10, i64 8, !10, i64 16}
!255 = !{!254, !10, i64 8}
!256 = !{!254, !10, i64 16}
!257 = !{!258}
!258 = distinct !{!258, !259, !"_ZN4sycl3_V17handler27getRangeRoundedKernelLambdaINS0_6detail19__pf_kernel_wrapperI7CollectEENS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRS1_E1_clES9_EUlS8_E_TnPNSt9enable_ifIXntsr6detail32KernelLambdaHasKernelHandlerArgTIT2_T0_EE5valueEvE4typeELPv0EEEDaSD_NS0_5rangeIXT1_EEE: argument 0"}
!259 = distinct !{!259, !"_ZN4sycl3_V17handler27getRangeRoundedKernelLambdaINS0_6detail19__pf_kernel_wrapperI7CollectEENS0_4itemILi2ELb1EEELi2EZZ4mainENKUlRS1_E1_clES9_EUlS8_E_TnPNSt9enable_ifIXntsr6detail32KernelLambdaHasKernelHandlerArgTIT2_T0_EE5valueEvE4typeELPv0EEEDaSD_NS0_5rangeIXT1_EEE"}
!260 = !{!261}
!261 = distinct !{!261, !262, !"_ZN4sycl3_V17handler8padRangeILi2EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!262 = distinct !{!262, !"_ZN4sycl3_V17handler8padRangeILi2EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!263 = !{!264}
!264 = distinct !{!264, !265, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelINS2_18RoundedRangeKernelINS1_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS1_7handlerEE1_clES8_EUlS6_E_EES6_Li2EEEJRSB_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!265 = distinct !{!265, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelINS2_18RoundedRangeKernelINS1_4itemILi2ELb1EEELi2EZZ4mainENKUlRNS1_7handlerEE1_clES8_EUlS6_E_EES6_Li2EEEJRSB_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!266 = !{!267}
!267 = distinct !{!267, !268, !"_ZN4sycl3_V17handler8padRangeILi2EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!268 = distinct !{!268, !"_ZN4sycl3_V17handler8padRangeILi2EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!269 = !{!270}
!270 = distinct !{!270, !271, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS1_7handlerEE1_clES5_EUlNS1_4itemILi2ELb1EEEE_S8_Li2EEEJRS9_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!271 = distinct !{!271, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS1_7handlerEE1_clES5_EUlNS1_4itemILi2ELb1EEEE_S8_Li2EEEJRS9_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!272 = !{!273}
!273 = distinct !{!273, !274, !"_ZN4sycl3_V16detail19getKernelParamDescsI7CollectEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv: argument 0"}
!274 = distinct !{!274, !"_ZN4sycl3_V16detail19getKernelParamDescsI7CollectEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv"}
!275 = !{!276}
!276 = distinct !{!276, !277, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!277 = distinct !{!277, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!278 = !{!279}
!279 = distinct !{!279, !280, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!280 = distinct !{!280, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!281 = !{!282, !10, i64 16}
!282 = !{!"_ZTSN4sycl3_V18accessorIiLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !156, i64 0, !10, i64 16, !7, i64 24}
!283 = !{!284}
!284 = distinct !{!284, !285, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!285 = distinct !{!285, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!286 = !{!287}
!287 = distinct !{!287, !288, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!288 = distinct !{!288, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!289 = !{!290, !10, i64 16}
!290 = !{!"_ZTSN4sycl3_V18accessorIiLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !156, i64 0, !10, i64 16, !7, i64 24}
!291 = !{!292, !10, i64 0}
!292 = !{!"_ZTSZN4sycl3_V17handler15getRoundedRangeILi2EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_EUlimE_", !10, i64 0, !10, i64 8, !10, i64 16}
!293 = !{!292, !10, i64 8}
!294 = !{!292, !10, i64 16}
!295 = distinct !{!295, !14}
!296 = !{!297}
!297 = distinct !{!297, !298, !"_ZNK4sycl3_V18accessorIiLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!298 = distinct !{!298, !"_ZNK4sycl3_V18accessorIiLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!299 = !{!300}
!300 = distinct !{!300, !301, !"_ZNK4sycl3_V18accessorIiLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!301 = distinct !{!301, !"_ZNK4sycl3_V18accessorIiLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!302 = !{!303}
!303 = distinct !{!303, !304, !"_ZNK4sycl3_V18accessorIiLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!304 = distinct !{!304, !"_ZNK4sycl3_V18accessorIiLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!305 = !{!306}
!306 = distinct !{!306, !307, !"_ZNK4sycl3_V18accessorIiLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!307 = distinct !{!307, !"_ZNK4sycl3_V18accessorIiLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!308 = !{!309}
!309 = distinct !{!309, !310, !"_ZNK4sycl3_V18accessorIiLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!310 = distinct !{!310, !"_ZNK4sycl3_V18accessorIiLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!311 = !{!312}
!312 = distinct !{!312, !313, !"_ZNK4sycl3_V18accessorIiLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!313 = distinct !{!313, !"_ZNK4sycl3_V18accessorIiLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
