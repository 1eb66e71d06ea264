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
%"class.sycl::_V1::detail::SubmissionInfo" = type { %"class.std::shared_ptr.45" }
%"class.std::shared_ptr.45" = type { %"class.std::__shared_ptr.46" }
%"class.std::__shared_ptr.46" = type { ptr, %"class.std::__shared_count" }
%"class.std::__shared_count" = type { ptr }
%"class.std::function.48" = type { %"class.std::_Function_base", ptr }
%"class.std::_Function_base" = type { %"union.std::_Any_data", ptr }
%"union.std::_Any_data" = type { %"union.std::_Nocopy_types" }
%"union.std::_Nocopy_types" = type { { i64, i64 } }
%"class.sycl::_V1::event" = type { %"class.std::shared_ptr.18" }
%"class.std::shared_ptr.18" = type { %"class.std::__shared_ptr.19" }
%"class.std::__shared_ptr.19" = type { ptr, %"class.std::__shared_count" }
%"struct.sycl::_V1::detail::code_location" = type { ptr, ptr, i64, i64 }
%"struct.std::array.133" = type { [4 x i8] }
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
%"class.sycl::_V1::context" = type { %"class.std::shared_ptr.6" }
%"class.std::shared_ptr.6" = type { %"class.std::__shared_ptr.7" }
%"class.std::__shared_ptr.7" = type { ptr, %"class.std::__shared_count" }
%struct.Limits = type { i32, i32 }
%"class.sycl::_V1::kernel_bundle" = type { %"class.sycl::_V1::detail::kernel_bundle_plain" }
%"class.sycl::_V1::detail::kernel_bundle_plain" = type { %"class.std::shared_ptr.9" }
%"class.std::shared_ptr.9" = type { %"class.std::__shared_ptr.10" }
%"class.std::__shared_ptr.10" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::buffer" = type <{ %"class.sycl::_V1::detail::buffer_plain", %"class.sycl::_V1::range", i64, i8, [7 x i8] }>
%"class.sycl::_V1::detail::buffer_plain" = type { %"class.std::shared_ptr.13" }
%"class.std::shared_ptr.13" = type { %"class.std::__shared_ptr.14" }
%"class.std::__shared_ptr.14" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"class.sycl::_V1::kernel_bundle.37" = type { %"class.sycl::_V1::detail::kernel_bundle_plain" }
%"class.std::unique_ptr.134" = type { %"struct.std::__uniq_ptr_data.135" }
%"struct.std::__uniq_ptr_data.135" = type { %"class.std::__uniq_ptr_impl.136" }
%"class.std::__uniq_ptr_impl.136" = type { %"class.std::tuple.137" }
%"class.std::tuple.137" = type { %"struct.std::_Tuple_impl.138" }
%"struct.std::_Tuple_impl.138" = type { %"struct.std::_Head_base.141" }
%"struct.std::_Head_base.141" = type { ptr }
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
%"class.std::vector.39" = type { %"struct.std::_Vector_base.40" }
%"struct.std::_Vector_base.40" = type { %"struct.std::_Vector_base<sycl::_V1::device, std::allocator<sycl::_V1::device>>::_Vector_impl" }
%"struct.std::_Vector_base<sycl::_V1::device, std::allocator<sycl::_V1::device>>::_Vector_impl" = type { %"struct.std::_Vector_base<sycl::_V1::device, std::allocator<sycl::_V1::device>>::_Vector_impl_data" }
%"struct.std::_Vector_base<sycl::_V1::device, std::allocator<sycl::_V1::device>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.std::vector.110" = type { %"struct.std::_Vector_base.111" }
%"struct.std::_Vector_base.111" = type { %"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl" }
%"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl" = type { %"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl_data" }
%"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.sycl::_V1::range.81" = type { %"class.sycl::_V1::detail::array.80" }
%"class.sycl::_V1::detail::array.80" = type { [3 x i64] }
%"class.std::tuple.89" = type { %"struct.std::_Tuple_impl.90" }
%"struct.std::_Tuple_impl.90" = type { %"struct.std::_Tuple_impl.91", %"struct.std::_Head_base.93" }
%"struct.std::_Tuple_impl.91" = type { %"struct.std::_Head_base.92" }
%"struct.std::_Head_base.92" = type { i8 }
%"struct.std::_Head_base.93" = type { %"class.sycl::_V1::range" }
%"class.sycl::_V1::detail::RoundedRangeKernelWithKH" = type { %"class.sycl::_V1::range", %class.anon.79 }
%class.anon.79 = type <{ %"class.sycl::_V1::accessor", i32, [4 x i8] }>
%"class.sycl::_V1::accessor" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [8 x i8] }
%"class.sycl::_V1::detail::AccessorBaseHost" = type { %"class.std::shared_ptr.75" }
%"class.std::shared_ptr.75" = type { %"class.std::__shared_ptr.76" }
%"class.std::__shared_ptr.76" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array.80" }
%"class.sycl::_V1::ext::oneapi::accessor_property_list" = type { %"class.sycl::_V1::detail::PropertyListBase" }
%"class.std::tuple.97" = type { %"struct.std::_Tuple_impl.98" }
%"struct.std::_Tuple_impl.98" = type { %"struct.std::_Tuple_impl.91", %"struct.std::_Head_base.99" }
%"struct.std::_Head_base.99" = type { %"struct.std::array" }
%class.anon.96 = type { ptr, ptr, ptr }
%"struct.sycl::_V1::detail::kernel_param_desc_t" = type { i32, i32, i32 }
%"class.sycl::_V1::detail::RoundedRangeKernelWithKH.155" = type { %"class.sycl::_V1::range", %class.anon.154 }
%class.anon.154 = type { %"class.sycl::_V1::accessor" }
%"class.sycl::_V1::detail::RoundedRangeKernelWithKH.188" = type { %"class.sycl::_V1::range", %class.anon.186 }
%class.anon.186 = type <{ %"class.sycl::_V1::accessor.182", i32, [4 x i8] }>
%"class.sycl::_V1::accessor.182" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [8 x i8] }

$_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvEC2EPiRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE = comdat any

$_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvED2Ev = comdat any

$_ZN4sycl3_V16detail19kernel_bundle_plainD2Ev = comdat any

$_ZN4sycl3_V17contextD2Ev = comdat any

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

$_ZN4sycl3_V117get_kernel_bundleILNS0_12bundle_stateE0EEENS0_13kernel_bundleIXT_EEERKNS0_7contextE = comdat any

$_ZN4sycl3_V15buildERKNS0_13kernel_bundleILNS0_12bundle_stateE0EEERKNS0_13property_listE = comdat any

$_ZN4sycl3_V117get_kernel_bundleILNS0_12bundle_stateE0EEENS0_13kernel_bundleIXT_EEERKNS0_7contextERKSt6vectorINS0_6deviceESaIS9_EE = comdat any

$_ZNSt6vectorIN4sycl3_V16deviceESaIS2_EED2Ev = comdat any

$_ZN4sycl3_V15buildERKNS0_13kernel_bundleILNS0_12bundle_stateE0EEERKSt6vectorINS0_6deviceESaIS7_EERKNS0_13property_listE = comdat any

$_ZN4sycl3_V16detail14SubmissionInfoD2Ev = comdat any

$_ZN4sycl3_V18accessorIiLi1ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi1ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V16detail16PropertyListBaseD2Ev = comdat any

$_ZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ = comdat any

$_ZZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ENKUlimE_clEim = comdat any

$_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI11BundleScaleEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv = comdat any

$_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_ = comdat any

$_ZN4sycl3_V16detail19getKernelParamDescsI11BundleScaleEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv = comdat any

$_ZN4sycl3_V16detail12buffer_plainD2Ev = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE16getAllocatorImplEv = comdat any

$_ZN4sycl3_V16detail19SYCLMemObjAllocatorD2Ev = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiED0Ev = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE8allocateEm = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE10deallocateEPvm = comdat any

$_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE12getValueSizeEv = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE12setAlignmentEm = comdat any

$_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI12BundleOffsetEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv = comdat any

$_ZN4sycl3_V16detail16AccessorBaseHostD2Ev = comdat any

$_ZN4sycl3_V18accessorIiLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi1ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI11HandlerReadEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv = comdat any

$_ZN4sycl3_V16detail19getKernelParamDescsI11HandlerReadEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv = comdat any

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

@.str = private unnamed_addr constant [17 x i8] c"spec_bundles.cpp\00", align 1
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
@.str.7 = private unnamed_addr constant [15 x i8] c"____ZL7kFactor\00", align 1
@.str.8 = private unnamed_addr constant [15 x i8] c"____ZL7kLimits\00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c"scale\00", align 1
@.str.11 = private unnamed_addr constant [61 x i8] c"SyclObject.impl && \22every constructor should create an impl\22\00", align 1
@.str.12 = private unnamed_addr constant [96 x i8] c"root/intel-sycl-rt-2025.1.1/intel_sycl_rt-2025.1.1.data/data/include/sycl/detail/impl_utils.hpp\00", align 1
@.str.13 = private unnamed_addr constant [11 x i8] c"operator()\00", align 1
@.str.14 = private unnamed_addr constant [19 x i8] c"Index out of range\00", align 1
@_ZTIN4sycl3_V19exceptionE = external constant ptr
@__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS7_ = private unnamed_addr constant [95 x i8] c"const decltype(Obj::impl) &sycl::detail::getSyclObjImpl(const Obj &) [Obj = sycl::buffer<int>]\00", align 1
@.str.17 = private unnamed_addr constant [131 x i8] c"Attempt to set multiple actions for the command group. Command group must consist of a single kernel or explicit memory operation.\00", align 1
@_ZSt4cout = external global %"class.std::basic_ostream", align 8
@.str.20 = private unnamed_addr constant [36 x i8] c"parallel_for range adjusted at dim \00", align 1
@.str.21 = private unnamed_addr constant [7 x i8] c" from \00", align 1
@.str.22 = private unnamed_addr constant [5 x i8] c" to \00", align 1
@.str.23 = private unnamed_addr constant [18 x i8] c"_ZTS11BundleScale\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelINS1_24RoundedRangeKernelWithKHINS0_4itemILi1ELb1EEELi1EZZL5scaleRNS0_5queueERKNS0_13kernel_bundleILNS0_12bundle_stateE2EEERNS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEiENKUlRNS0_7handlerEE_clESJ_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_EES5_Li1EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelINS1_24RoundedRangeKernelWithKHINS0_4itemILi1ELb1EEELi1EZZL5scaleRNS0_5queueERKNS0_13kernel_bundleILNS0_12bundle_stateE2EEERNS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEiENKUlRNS0_7handlerEE_clESJ_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_EES5_Li1EEE, ptr @_ZN4sycl3_V16detail10HostKernelINS1_24RoundedRangeKernelWithKHINS0_4itemILi1ELb1EEELi1EZZL5scaleRNS0_5queueERKNS0_13kernel_bundleILNS0_12bundle_stateE2EEERNS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEiENKUlRNS0_7handlerEE_clESJ_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_EES5_Li1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelINS1_24RoundedRangeKernelWithKHINS0_4itemILi1ELb1EEELi1EZZL5scaleRNS0_5queueERKNS0_13kernel_bundleILNS0_12bundle_stateE2EEERNS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEiENKUlRNS0_7handlerEE_clESJ_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_EES5_Li1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelINS1_24RoundedRangeKernelWithKHINS0_4itemILi1ELb1EEELi1EZZL5scaleRNS0_5queueERKNS0_13kernel_bundleILNS0_12bundle_stateE2EEERNS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEiENKUlRNS0_7handlerEE_clESJ_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_EES5_Li1EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelINS1_24RoundedRangeKernelWithKHINS0_4itemILi1ELb1EEELi1EZZL5scaleRNS0_5queueERKNS0_13kernel_bundleILNS0_12bundle_stateE2EEERNS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEiENKUlRNS0_7handlerEE_clESJ_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_EES5_Li1EE23InstantiateKernelOnHostEv] }, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTSN4sycl3_V16detail10HostKernelINS1_24RoundedRangeKernelWithKHINS0_4itemILi1ELb1EEELi1EZZL5scaleRNS0_5queueERKNS0_13kernel_bundleILNS0_12bundle_stateE2EEERNS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEiENKUlRNS0_7handlerEE_clESJ_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_EES5_Li1EEE = internal constant [280 x i8] c"N4sycl3_V16detail10HostKernelINS1_24RoundedRangeKernelWithKHINS0_4itemILi1ELb1EEELi1EZZL5scaleRNS0_5queueERKNS0_13kernel_bundleILNS0_12bundle_stateE2EEERNS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEiENKUlRNS0_7handlerEE_clESJ_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_EES5_Li1EEE\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTSN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant [35 x i8] c"N4sycl3_V16detail14HostKernelBaseE\00", comdat, align 1
@_ZTIN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@_ZTIN4sycl3_V16detail10HostKernelINS1_24RoundedRangeKernelWithKHINS0_4itemILi1ELb1EEELi1EZZL5scaleRNS0_5queueERKNS0_13kernel_bundleILNS0_12bundle_stateE2EEERNS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEiENKUlRNS0_7handlerEE_clESJ_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_EES5_Li1EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelINS1_24RoundedRangeKernelWithKHINS0_4itemILi1ELb1EEELi1EZZL5scaleRNS0_5queueERKNS0_13kernel_bundleILNS0_12bundle_stateE2EEERNS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEiENKUlRNS0_7handlerEE_clESJ_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_EES5_Li1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@.str.24 = private unnamed_addr constant [72 x i8] c"kernel_handler::get_specialization_constant() is not supported on host.\00", align 1
@.str.26 = private unnamed_addr constant [26 x i8] c"vector::_M_realloc_insert\00", align 1
@.str.27 = private unnamed_addr constant [59 x i8] c"_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI11BundleScaleEE\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZL5scaleRNS0_5queueERKNS0_13kernel_bundleILNS0_12bundle_stateE2EEERNS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEiENKUlRNS0_7handlerEE_clESG_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZL5scaleRNS0_5queueERKNS0_13kernel_bundleILNS0_12bundle_stateE2EEERNS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEiENKUlRNS0_7handlerEE_clESG_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZL5scaleRNS0_5queueERKNS0_13kernel_bundleILNS0_12bundle_stateE2EEERNS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEiENKUlRNS0_7handlerEE_clESG_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZL5scaleRNS0_5queueERKNS0_13kernel_bundleILNS0_12bundle_stateE2EEERNS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEiENKUlRNS0_7handlerEE_clESG_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZL5scaleRNS0_5queueERKNS0_13kernel_bundleILNS0_12bundle_stateE2EEERNS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEiENKUlRNS0_7handlerEE_clESG_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZL5scaleRNS0_5queueERKNS0_13kernel_bundleILNS0_12bundle_stateE2EEERNS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEiENKUlRNS0_7handlerEE_clESG_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZL5scaleRNS0_5queueERKNS0_13kernel_bundleILNS0_12bundle_stateE2EEERNS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEiENKUlRNS0_7handlerEE_clESG_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EEE = internal constant [240 x i8] c"N4sycl3_V16detail10HostKernelIZZL5scaleRNS0_5queueERKNS0_13kernel_bundleILNS0_12bundle_stateE2EEERNS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEiENKUlRNS0_7handlerEE_clESG_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZL5scaleRNS0_5queueERKNS0_13kernel_bundleILNS0_12bundle_stateE2EEERNS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEiENKUlRNS0_7handlerEE_clESG_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZL5scaleRNS0_5queueERKNS0_13kernel_bundleILNS0_12bundle_stateE2EEERNS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEiENKUlRNS0_7handlerEE_clESG_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@_ZTSZL5scaleRN4sycl3_V15queueERKNS0_13kernel_bundleILNS0_12bundle_stateE2EEERNS0_6bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvEEiEUlRNS0_7handlerEE_ = internal constant [148 x i8] c"ZL5scaleRN4sycl3_V15queueERKNS0_13kernel_bundleILNS0_12bundle_stateE2EEERNS0_6bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvEEiEUlRNS0_7handlerEE_\00", align 1
@_ZTIZL5scaleRN4sycl3_V15queueERKNS0_13kernel_bundleILNS0_12bundle_stateE2EEERNS0_6bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvEEiEUlRNS0_7handlerEE_ = internal constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSZL5scaleRN4sycl3_V15queueERKNS0_13kernel_bundleILNS0_12bundle_stateE2EEERNS0_6bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvEEiEUlRNS0_7handlerEE_ }, align 8
@.str.30 = private unnamed_addr constant [49 x i8] c"cannot create std::vector larger than max_size()\00", align 1
@_ZTIi = external local_unnamed_addr constant ptr
@_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE = linkonce_odr dso_local unnamed_addr constant { [9 x ptr] } { [9 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE16getAllocatorImplEv, ptr @_ZN4sycl3_V16detail19SYCLMemObjAllocatorD2Ev, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiED0Ev, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE8allocateEm, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE10deallocateEPvm, ptr @_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE12getValueSizeEv, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE12setAlignmentEm] }, comdat, align 8
@_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE = linkonce_odr dso_local constant [76 x i8] c"N4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE\00", comdat, align 1
@_ZTSN4sycl3_V16detail19SYCLMemObjAllocatorE = linkonce_odr dso_local constant [40 x i8] c"N4sycl3_V16detail19SYCLMemObjAllocatorE\00", comdat, align 1
@_ZTIN4sycl3_V16detail19SYCLMemObjAllocatorE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail19SYCLMemObjAllocatorE }, comdat, align 8
@_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE, ptr @_ZTIN4sycl3_V16detail19SYCLMemObjAllocatorE }, comdat, align 8
@_ZTISt9bad_alloc = external constant ptr
@_ZTVSt9bad_alloc = external unnamed_addr constant { [5 x ptr] }, align 8
@.str.31 = private unnamed_addr constant [21 x i8] c"exception in ~buffer\00", align 1
@.str.32 = private unnamed_addr constant [2 x i8] c" \00", align 1
@.str.33 = private unnamed_addr constant [6 x i8] c"false\00", align 1
@.str.34 = private unnamed_addr constant [85 x i8] c"root/intel-sycl-rt-2025.1.1/intel_sycl_rt-2025.1.1.data/data/include/sycl/buffer.hpp\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvED2Ev = private unnamed_addr constant [121 x i8] c"sycl::buffer<int>::~buffer() [T = int, Dimensions = 1, AllocatorT = sycl::detail::aligned_allocator<int>, Enable = void]\00", align 1
@.str.35 = private unnamed_addr constant [19 x i8] c"_ZTS12BundleOffset\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelINS1_24RoundedRangeKernelWithKHINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_EES5_Li1EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelINS1_24RoundedRangeKernelWithKHINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_EES5_Li1EEE, ptr @_ZN4sycl3_V16detail10HostKernelINS1_24RoundedRangeKernelWithKHINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_EES5_Li1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelINS1_24RoundedRangeKernelWithKHINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_EES5_Li1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelINS1_24RoundedRangeKernelWithKHINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_EES5_Li1EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelINS1_24RoundedRangeKernelWithKHINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_EES5_Li1EE23InstantiateKernelOnHostEv] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelINS1_24RoundedRangeKernelWithKHINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_EES5_Li1EEE = internal constant [171 x i8] c"N4sycl3_V16detail10HostKernelINS1_24RoundedRangeKernelWithKHINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_EES5_Li1EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelINS1_24RoundedRangeKernelWithKHINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_EES5_Li1EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelINS1_24RoundedRangeKernelWithKHINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_EES5_Li1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@.str.36 = private unnamed_addr constant [60 x i8] c"_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI12BundleOffsetEE\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EEE = internal constant [131 x i8] c"N4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@_ZTSZ4mainEUlRN4sycl3_V17handlerEE_ = internal constant [32 x i8] c"Z4mainEUlRN4sycl3_V17handlerEE_\00", align 1
@_ZTIZ4mainEUlRN4sycl3_V17handlerEE_ = internal constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSZ4mainEUlRN4sycl3_V17handlerEE_ }, align 8
@.str.37 = private unnamed_addr constant [15 x i8] c"____ZL7kOffset\00", align 1
@.str.38 = private unnamed_addr constant [88 x i8] c"Specialization constants cannot be read after explicitly setting the used kernel bundle\00", align 1
@.str.39 = private unnamed_addr constant [18 x i8] c"_ZTS11HandlerRead\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelINS1_24RoundedRangeKernelWithKHINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE0_clES7_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_EES5_Li1EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelINS1_24RoundedRangeKernelWithKHINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE0_clES7_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_EES5_Li1EEE, ptr @_ZN4sycl3_V16detail10HostKernelINS1_24RoundedRangeKernelWithKHINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE0_clES7_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_EES5_Li1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelINS1_24RoundedRangeKernelWithKHINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE0_clES7_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_EES5_Li1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelINS1_24RoundedRangeKernelWithKHINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE0_clES7_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_EES5_Li1EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelINS1_24RoundedRangeKernelWithKHINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE0_clES7_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_EES5_Li1EE23InstantiateKernelOnHostEv] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelINS1_24RoundedRangeKernelWithKHINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE0_clES7_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_EES5_Li1EEE = internal constant [172 x i8] c"N4sycl3_V16detail10HostKernelINS1_24RoundedRangeKernelWithKHINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE0_clES7_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_EES5_Li1EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelINS1_24RoundedRangeKernelWithKHINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE0_clES7_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_EES5_Li1EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelINS1_24RoundedRangeKernelWithKHINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE0_clES7_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_EES5_Li1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@.str.40 = private unnamed_addr constant [59 x i8] c"_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI11HandlerReadEE\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EEE = internal constant [132 x i8] c"N4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@_ZTSZ4mainEUlRN4sycl3_V17handlerEE0_ = internal constant [33 x i8] c"Z4mainEUlRN4sycl3_V17handlerEE0_\00", align 1
@_ZTIZ4mainEUlRN4sycl3_V17handlerEE0_ = internal constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSZ4mainEUlRN4sycl3_V17handlerEE0_ }, align 8

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef range(i32 0, 2) i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 1
  %4 = alloca %"class.sycl::_V1::detail::SubmissionInfo", align 8
  %5 = alloca %"class.std::function.48", align 8
  %6 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 1
  %7 = alloca %"class.sycl::_V1::detail::SubmissionInfo", align 8
  %8 = alloca %"class.std::function.48", align 8
  %9 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 1
  %10 = alloca %"class.sycl::_V1::detail::SubmissionInfo", align 8
  %11 = alloca %"class.std::function.48", align 8
  %12 = alloca i32, align 4
  %13 = alloca %"class.sycl::_V1::event", align 8
  %14 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %15 = alloca %"struct.std::array.133", align 4
  %16 = alloca %"class.std::function", align 8
  %17 = alloca i64, align 8
  %18 = alloca %"class.sycl::_V1::queue", align 8
  %19 = alloca %"class.sycl::_V1::property_list", align 8
  %20 = alloca %"class.sycl::_V1::context", align 8
  %21 = alloca %struct.Limits, align 8
  %22 = alloca %"class.sycl::_V1::kernel_bundle", align 8
  %23 = alloca %"class.sycl::_V1::kernel_bundle", align 8
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
  %36 = alloca %"class.sycl::_V1::event", align 8
  %37 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %38 = alloca %"class.sycl::_V1::event", align 8
  %39 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17) #25
  %40 = icmp sgt i32 %0, 1
  br i1 %40, label %42, label %41

41:                                               ; preds = %2
  store i64 512, ptr %17, align 8, !tbaa !5
  br label %58

42:                                               ; preds = %2
  %43 = getelementptr inbounds i8, ptr %1, i64 8
  %44 = load ptr, ptr %43, align 8, !tbaa !9
  %45 = tail call i64 @strtoul(ptr nocapture noundef %44, ptr noundef null, i32 noundef 10) #25
  store i64 %45, ptr %17, align 8, !tbaa !5
  %46 = icmp eq i32 %0, 2
  br i1 %46, label %52, label %47

47:                                               ; preds = %42
  %48 = getelementptr inbounds i8, ptr %1, i64 16
  %49 = load ptr, ptr %48, align 8, !tbaa !9
  %50 = tail call i64 @strtol(ptr nocapture noundef nonnull %49, ptr noundef null, i32 noundef 10) #25
  %51 = trunc i64 %50 to i32
  br label %52

52:                                               ; preds = %42, %47
  %53 = phi i32 [ 2, %42 ], [ %51, %47 ]
  %54 = icmp ugt i64 %45, 2305843009213693951
  br i1 %54, label %55, label %56

55:                                               ; preds = %52
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.30) #26
  unreachable

56:                                               ; preds = %52
  %57 = icmp eq i64 %45, 0
  br i1 %57, label %94, label %58

58:                                               ; preds = %41, %56
  %59 = phi i64 [ 512, %41 ], [ %45, %56 ]
  %60 = phi i32 [ 2, %41 ], [ %53, %56 ]
  %61 = shl nuw nsw i64 %59, 2
  %62 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %61) #27
  %63 = getelementptr i32, ptr %62, i64 %59
  store i32 0, ptr %62, align 4, !tbaa !11
  %64 = icmp eq i64 %59, 1
  br i1 %64, label %68, label %65

65:                                               ; preds = %58
  %66 = getelementptr i8, ptr %62, i64 4
  %67 = add nsw i64 %61, -4
  tail call void @llvm.memset.p0.i64(ptr align 4 %66, i8 0, i64 %67, i1 false), !tbaa !11
  br label %68

68:                                               ; preds = %58, %65
  %69 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %61) #27
          to label %70 unwind label %79

70:                                               ; preds = %68
  %71 = getelementptr i32, ptr %69, i64 %59
  store i32 0, ptr %69, align 4, !tbaa !11
  br i1 %64, label %75, label %72

72:                                               ; preds = %70
  %73 = getelementptr i8, ptr %69, i64 4
  %74 = add nsw i64 %61, -4
  tail call void @llvm.memset.p0.i64(ptr align 4 %73, i8 0, i64 %74, i1 false), !tbaa !11
  br label %75

75:                                               ; preds = %70, %72
  %76 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %61) #27
          to label %77 unwind label %81

77:                                               ; preds = %75
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %76, i8 0, i64 %61, i1 false), !tbaa !11
  %78 = getelementptr inbounds i32, ptr %76, i64 %59
  br label %83

79:                                               ; preds = %68
  %80 = landingpad { ptr, i32 }
          cleanup
  br label %863

81:                                               ; preds = %75
  %82 = landingpad { ptr, i32 }
          cleanup
  br label %849

83:                                               ; preds = %77, %83
  %84 = phi i64 [ %92, %83 ], [ 0, %77 ]
  %85 = urem i64 %84, 41
  %86 = trunc nuw nsw i64 %85 to i32
  %87 = add nsw i32 %86, -20
  %88 = getelementptr inbounds i32, ptr %62, i64 %84
  store i32 %87, ptr %88, align 4, !tbaa !11
  %89 = urem i64 %84, 17
  %90 = trunc nuw nsw i64 %89 to i32
  %91 = getelementptr inbounds i32, ptr %69, i64 %84
  store i32 %90, ptr %91, align 4, !tbaa !11
  %92 = add nuw i64 %84, 1
  %93 = icmp eq i64 %92, %59
  br i1 %93, label %94, label %83, !llvm.loop !13

94:                                               ; preds = %83, %56
  %95 = phi ptr [ null, %56 ], [ %76, %83 ]
  %96 = phi ptr [ null, %56 ], [ %78, %83 ]
  %97 = phi ptr [ null, %56 ], [ %62, %83 ]
  %98 = phi ptr [ null, %56 ], [ %63, %83 ]
  %99 = phi i32 [ %53, %56 ], [ %60, %83 ]
  %100 = phi ptr [ null, %56 ], [ %71, %83 ]
  %101 = phi ptr [ null, %56 ], [ %69, %83 ]
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %18) #25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %19) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %19, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16) #25
  %102 = getelementptr inbounds i8, ptr %16, i64 16
  %103 = getelementptr inbounds i8, ptr %16, i64 24
  %104 = getelementptr inbounds i8, ptr %16, i64 8
  store i64 0, ptr %104, align 8
  store ptr @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE, ptr %16, align 8, !tbaa !9
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_, ptr %103, align 8, !tbaa !15
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation, ptr %102, align 8, !tbaa !18
  invoke void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %18, ptr noundef nonnull @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE, ptr noundef nonnull align 8 dereferenceable(32) %16, ptr noundef nonnull align 8 dereferenceable(32) %19)
          to label %105 unwind label %113

105:                                              ; preds = %94
  %106 = load ptr, ptr %102, align 8, !tbaa !18
  %107 = icmp eq ptr %106, null
  br i1 %107, label %123, label %108

108:                                              ; preds = %105
  %109 = invoke noundef zeroext i1 %106(ptr noundef nonnull align 8 dereferenceable(16) %16, ptr noundef nonnull align 8 dereferenceable(16) %16, i32 noundef 3)
          to label %123 unwind label %110

110:                                              ; preds = %108
  %111 = landingpad { ptr, i32 }
          catch ptr null
  %112 = extractvalue { ptr, i32 } %111, 0
  call void @__clang_call_terminate(ptr %112) #28
  unreachable

113:                                              ; preds = %94
  %114 = landingpad { ptr, i32 }
          cleanup
  %115 = load ptr, ptr %102, align 8, !tbaa !18
  %116 = icmp eq ptr %115, null
  br i1 %116, label %122, label %117

117:                                              ; preds = %113
  %118 = invoke noundef zeroext i1 %115(ptr noundef nonnull align 8 dereferenceable(16) %16, ptr noundef nonnull align 8 dereferenceable(16) %16, i32 noundef 3)
          to label %122 unwind label %119

119:                                              ; preds = %117
  %120 = landingpad { ptr, i32 }
          catch ptr null
  %121 = extractvalue { ptr, i32 } %120, 0
  call void @__clang_call_terminate(ptr %121) #28
  unreachable

122:                                              ; preds = %117, %113
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #25
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %19) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19) #25
  br label %840

123:                                              ; preds = %108, %105
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #25
  %124 = getelementptr inbounds i8, ptr %19, i64 8
  %125 = load ptr, ptr %124, align 8, !tbaa !19
  %126 = getelementptr inbounds i8, ptr %19, i64 16
  %127 = load ptr, ptr %126, align 8, !tbaa !21
  %128 = icmp eq ptr %125, %127
  br i1 %128, label %163, label %129

129:                                              ; preds = %123, %158
  %130 = phi ptr [ %159, %158 ], [ %125, %123 ]
  %131 = getelementptr inbounds i8, ptr %130, i64 8
  %132 = load ptr, ptr %131, align 8, !tbaa !22
  %133 = icmp eq ptr %132, null
  br i1 %133, label %158, label %134

134:                                              ; preds = %129
  %135 = getelementptr inbounds i8, ptr %132, i64 8
  %136 = load atomic i64, ptr %135 acquire, align 8
  %137 = icmp eq i64 %136, 4294967297
  %138 = trunc i64 %136 to i32
  br i1 %137, label %139, label %147

139:                                              ; preds = %134
  store i32 0, ptr %135, align 8, !tbaa !24
  %140 = getelementptr inbounds i8, ptr %132, i64 12
  store i32 0, ptr %140, align 4, !tbaa !26
  %141 = load ptr, ptr %132, align 8, !tbaa !27
  %142 = getelementptr inbounds i8, ptr %141, i64 16
  %143 = load ptr, ptr %142, align 8
  call void %143(ptr noundef nonnull align 8 dereferenceable(16) %132) #25
  %144 = load ptr, ptr %132, align 8, !tbaa !27
  %145 = getelementptr inbounds i8, ptr %144, i64 24
  %146 = load ptr, ptr %145, align 8
  call void %146(ptr noundef nonnull align 8 dereferenceable(16) %132) #25
  br label %158

147:                                              ; preds = %134
  %148 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %149 = icmp eq i8 %148, 0
  br i1 %149, label %152, label %150

150:                                              ; preds = %147
  %151 = add nsw i32 %138, -1
  store i32 %151, ptr %135, align 4, !tbaa !11
  br label %154

152:                                              ; preds = %147
  %153 = atomicrmw volatile add ptr %135, i32 -1 acq_rel, align 4
  br label %154

154:                                              ; preds = %152, %150
  %155 = phi i32 [ %138, %150 ], [ %153, %152 ]
  %156 = icmp eq i32 %155, 1
  br i1 %156, label %157, label %158, !prof !30

157:                                              ; preds = %154
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %132) #25
  br label %158

158:                                              ; preds = %157, %154, %139, %129
  %159 = getelementptr inbounds i8, ptr %130, i64 16
  %160 = icmp eq ptr %159, %127
  br i1 %160, label %161, label %129, !llvm.loop !31

161:                                              ; preds = %158
  %162 = load ptr, ptr %124, align 8, !tbaa !19
  br label %163

163:                                              ; preds = %161, %123
  %164 = phi ptr [ %162, %161 ], [ %125, %123 ]
  %165 = icmp eq ptr %164, null
  br i1 %165, label %172, label %166

166:                                              ; preds = %163
  %167 = getelementptr inbounds i8, ptr %19, i64 24
  %168 = load ptr, ptr %167, align 8, !tbaa !32
  %169 = ptrtoint ptr %168 to i64
  %170 = ptrtoint ptr %164 to i64
  %171 = sub i64 %169, %170
  call void @_ZdlPvm(ptr noundef nonnull %164, i64 noundef %171) #29
  br label %172

172:                                              ; preds = %163, %166
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19) #25
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %20) #25
  invoke void @_ZNK4sycl3_V15queue11get_contextEv(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::context") align 8 %20, ptr noundef nonnull align 8 dereferenceable(16) %18)
          to label %173 unwind label %512

173:                                              ; preds = %172
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21) #25
  store i64 219043332046, ptr %21, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %22) #25
  invoke fastcc void @_ZL16build_configuredRKN4sycl3_V17contextEiPK6Limits(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::kernel_bundle") align 8 %22, ptr noundef nonnull align 8 dereferenceable(16) %20, i32 noundef 3, ptr noundef nonnull %21)
          to label %174 unwind label %514

174:                                              ; preds = %173
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %23) #25
  invoke fastcc void @_ZL16build_configuredRKN4sycl3_V17contextEiPK6Limits(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::kernel_bundle") align 8 %23, ptr noundef nonnull align 8 dereferenceable(16) %20, i32 noundef %99, ptr noundef null)
          to label %175 unwind label %516

175:                                              ; preds = %174
  %176 = call noundef zeroext i1 @_ZNK4sycl3_V16detail19kernel_bundle_plain30is_specialization_constant_setEPKc(ptr noundef nonnull align 8 dereferenceable(16) %22, ptr noundef nonnull @.str.7) #25
  br i1 %176, label %177, label %179

177:                                              ; preds = %175
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %15) #25
  call void @_ZNK4sycl3_V16detail19kernel_bundle_plain32get_specialization_constant_implEPKcPv(ptr noundef nonnull align 8 dereferenceable(16) %22, ptr noundef nonnull @.str.7, ptr noundef nonnull %15) #25
  %178 = load i32, ptr %15, align 4
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %15) #25
  br label %179

179:                                              ; preds = %175, %177
  %180 = phi i32 [ %178, %177 ], [ 1, %175 ]
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %24) #25
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25) #25
  %181 = load i64, ptr %17, align 8, !tbaa !5
  store i64 %181, ptr %25, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %26) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %26, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %27, align 8, !tbaa !33, !alias.scope !35
  %182 = getelementptr inbounds i8, ptr %27, i64 8
  store ptr @.str.1, ptr %182, align 8, !tbaa !38, !alias.scope !35
  %183 = getelementptr inbounds i8, ptr %27, i64 16
  store i64 70, ptr %183, align 8, !tbaa !39, !alias.scope !35
  %184 = getelementptr inbounds i8, ptr %27, i64 24
  store i64 26, ptr %184, align 8, !tbaa !40, !alias.scope !35
  invoke void @_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvEC2EPiRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %24, ptr noundef %97, ptr noundef nonnull align 8 dereferenceable(8) %25, ptr noundef nonnull align 8 dereferenceable(32) %26, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %27)
          to label %185 unwind label %518

185:                                              ; preds = %179
  %186 = getelementptr inbounds i8, ptr %26, i64 8
  %187 = load ptr, ptr %186, align 8, !tbaa !19
  %188 = getelementptr inbounds i8, ptr %26, i64 16
  %189 = load ptr, ptr %188, align 8, !tbaa !21
  %190 = icmp eq ptr %187, %189
  br i1 %190, label %225, label %191

191:                                              ; preds = %185, %220
  %192 = phi ptr [ %221, %220 ], [ %187, %185 ]
  %193 = getelementptr inbounds i8, ptr %192, i64 8
  %194 = load ptr, ptr %193, align 8, !tbaa !22
  %195 = icmp eq ptr %194, null
  br i1 %195, label %220, label %196

196:                                              ; preds = %191
  %197 = getelementptr inbounds i8, ptr %194, i64 8
  %198 = load atomic i64, ptr %197 acquire, align 8
  %199 = icmp eq i64 %198, 4294967297
  %200 = trunc i64 %198 to i32
  br i1 %199, label %201, label %209

201:                                              ; preds = %196
  store i32 0, ptr %197, align 8, !tbaa !24
  %202 = getelementptr inbounds i8, ptr %194, i64 12
  store i32 0, ptr %202, align 4, !tbaa !26
  %203 = load ptr, ptr %194, align 8, !tbaa !27
  %204 = getelementptr inbounds i8, ptr %203, i64 16
  %205 = load ptr, ptr %204, align 8
  call void %205(ptr noundef nonnull align 8 dereferenceable(16) %194) #25
  %206 = load ptr, ptr %194, align 8, !tbaa !27
  %207 = getelementptr inbounds i8, ptr %206, i64 24
  %208 = load ptr, ptr %207, align 8
  call void %208(ptr noundef nonnull align 8 dereferenceable(16) %194) #25
  br label %220

209:                                              ; preds = %196
  %210 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %211 = icmp eq i8 %210, 0
  br i1 %211, label %214, label %212

212:                                              ; preds = %209
  %213 = add nsw i32 %200, -1
  store i32 %213, ptr %197, align 4, !tbaa !11
  br label %216

214:                                              ; preds = %209
  %215 = atomicrmw volatile add ptr %197, i32 -1 acq_rel, align 4
  br label %216

216:                                              ; preds = %214, %212
  %217 = phi i32 [ %200, %212 ], [ %215, %214 ]
  %218 = icmp eq i32 %217, 1
  br i1 %218, label %219, label %220, !prof !30

219:                                              ; preds = %216
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %194) #25
  br label %220

220:                                              ; preds = %219, %216, %201, %191
  %221 = getelementptr inbounds i8, ptr %192, i64 16
  %222 = icmp eq ptr %221, %189
  br i1 %222, label %223, label %191, !llvm.loop !31

223:                                              ; preds = %220
  %224 = load ptr, ptr %186, align 8, !tbaa !19
  br label %225

225:                                              ; preds = %223, %185
  %226 = phi ptr [ %224, %223 ], [ %187, %185 ]
  %227 = icmp eq ptr %226, null
  br i1 %227, label %234, label %228

228:                                              ; preds = %225
  %229 = getelementptr inbounds i8, ptr %26, i64 24
  %230 = load ptr, ptr %229, align 8, !tbaa !32
  %231 = ptrtoint ptr %230 to i64
  %232 = ptrtoint ptr %226 to i64
  %233 = sub i64 %231, %232
  call void @_ZdlPvm(ptr noundef nonnull %226, i64 noundef %233) #29
  br label %234

234:                                              ; preds = %228, %225
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %26) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25) #25
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %28) #25
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %29) #25
  %235 = load i64, ptr %17, align 8, !tbaa !5
  store i64 %235, ptr %29, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %30) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %30, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %31, align 8, !tbaa !33, !alias.scope !41
  %236 = getelementptr inbounds i8, ptr %31, i64 8
  store ptr @.str.1, ptr %236, align 8, !tbaa !38, !alias.scope !41
  %237 = getelementptr inbounds i8, ptr %31, i64 16
  store i64 71, ptr %237, align 8, !tbaa !39, !alias.scope !41
  %238 = getelementptr inbounds i8, ptr %31, i64 24
  store i64 26, ptr %238, align 8, !tbaa !40, !alias.scope !41
  invoke void @_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvEC2EPiRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %28, ptr noundef %101, ptr noundef nonnull align 8 dereferenceable(8) %29, ptr noundef nonnull align 8 dereferenceable(32) %30, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %31)
          to label %239 unwind label %520

239:                                              ; preds = %234
  %240 = getelementptr inbounds i8, ptr %30, i64 8
  %241 = load ptr, ptr %240, align 8, !tbaa !19
  %242 = getelementptr inbounds i8, ptr %30, i64 16
  %243 = load ptr, ptr %242, align 8, !tbaa !21
  %244 = icmp eq ptr %241, %243
  br i1 %244, label %279, label %245

245:                                              ; preds = %239, %274
  %246 = phi ptr [ %275, %274 ], [ %241, %239 ]
  %247 = getelementptr inbounds i8, ptr %246, i64 8
  %248 = load ptr, ptr %247, align 8, !tbaa !22
  %249 = icmp eq ptr %248, null
  br i1 %249, label %274, label %250

250:                                              ; preds = %245
  %251 = getelementptr inbounds i8, ptr %248, i64 8
  %252 = load atomic i64, ptr %251 acquire, align 8
  %253 = icmp eq i64 %252, 4294967297
  %254 = trunc i64 %252 to i32
  br i1 %253, label %255, label %263

255:                                              ; preds = %250
  store i32 0, ptr %251, align 8, !tbaa !24
  %256 = getelementptr inbounds i8, ptr %248, i64 12
  store i32 0, ptr %256, align 4, !tbaa !26
  %257 = load ptr, ptr %248, align 8, !tbaa !27
  %258 = getelementptr inbounds i8, ptr %257, i64 16
  %259 = load ptr, ptr %258, align 8
  call void %259(ptr noundef nonnull align 8 dereferenceable(16) %248) #25
  %260 = load ptr, ptr %248, align 8, !tbaa !27
  %261 = getelementptr inbounds i8, ptr %260, i64 24
  %262 = load ptr, ptr %261, align 8
  call void %262(ptr noundef nonnull align 8 dereferenceable(16) %248) #25
  br label %274

263:                                              ; preds = %250
  %264 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %265 = icmp eq i8 %264, 0
  br i1 %265, label %268, label %266

266:                                              ; preds = %263
  %267 = add nsw i32 %254, -1
  store i32 %267, ptr %251, align 4, !tbaa !11
  br label %270

268:                                              ; preds = %263
  %269 = atomicrmw volatile add ptr %251, i32 -1 acq_rel, align 4
  br label %270

270:                                              ; preds = %268, %266
  %271 = phi i32 [ %254, %266 ], [ %269, %268 ]
  %272 = icmp eq i32 %271, 1
  br i1 %272, label %273, label %274, !prof !30

273:                                              ; preds = %270
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %248) #25
  br label %274

274:                                              ; preds = %273, %270, %255, %245
  %275 = getelementptr inbounds i8, ptr %246, i64 16
  %276 = icmp eq ptr %275, %243
  br i1 %276, label %277, label %245, !llvm.loop !31

277:                                              ; preds = %274
  %278 = load ptr, ptr %240, align 8, !tbaa !19
  br label %279

279:                                              ; preds = %277, %239
  %280 = phi ptr [ %278, %277 ], [ %241, %239 ]
  %281 = icmp eq ptr %280, null
  br i1 %281, label %288, label %282

282:                                              ; preds = %279
  %283 = getelementptr inbounds i8, ptr %30, i64 24
  %284 = load ptr, ptr %283, align 8, !tbaa !32
  %285 = ptrtoint ptr %284 to i64
  %286 = ptrtoint ptr %280 to i64
  %287 = sub i64 %285, %286
  call void @_ZdlPvm(ptr noundef nonnull %280, i64 noundef %287) #29
  br label %288

288:                                              ; preds = %282, %279
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %30) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %29) #25
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %32) #25
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %33) #25
  %289 = load i64, ptr %17, align 8, !tbaa !5
  store i64 %289, ptr %33, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %34) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %34, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %35, align 8, !tbaa !33, !alias.scope !44
  %290 = getelementptr inbounds i8, ptr %35, i64 8
  store ptr @.str.1, ptr %290, align 8, !tbaa !38, !alias.scope !44
  %291 = getelementptr inbounds i8, ptr %35, i64 16
  store i64 72, ptr %291, align 8, !tbaa !39, !alias.scope !44
  %292 = getelementptr inbounds i8, ptr %35, i64 24
  store i64 26, ptr %292, align 8, !tbaa !40, !alias.scope !44
  invoke void @_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvEC2EPiRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %32, ptr noundef %95, ptr noundef nonnull align 8 dereferenceable(8) %33, ptr noundef nonnull align 8 dereferenceable(32) %34, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %35)
          to label %293 unwind label %522

293:                                              ; preds = %288
  %294 = getelementptr inbounds i8, ptr %34, i64 8
  %295 = load ptr, ptr %294, align 8, !tbaa !19
  %296 = getelementptr inbounds i8, ptr %34, i64 16
  %297 = load ptr, ptr %296, align 8, !tbaa !21
  %298 = icmp eq ptr %295, %297
  br i1 %298, label %333, label %299

299:                                              ; preds = %293, %328
  %300 = phi ptr [ %329, %328 ], [ %295, %293 ]
  %301 = getelementptr inbounds i8, ptr %300, i64 8
  %302 = load ptr, ptr %301, align 8, !tbaa !22
  %303 = icmp eq ptr %302, null
  br i1 %303, label %328, label %304

304:                                              ; preds = %299
  %305 = getelementptr inbounds i8, ptr %302, i64 8
  %306 = load atomic i64, ptr %305 acquire, align 8
  %307 = icmp eq i64 %306, 4294967297
  %308 = trunc i64 %306 to i32
  br i1 %307, label %309, label %317

309:                                              ; preds = %304
  store i32 0, ptr %305, align 8, !tbaa !24
  %310 = getelementptr inbounds i8, ptr %302, i64 12
  store i32 0, ptr %310, align 4, !tbaa !26
  %311 = load ptr, ptr %302, align 8, !tbaa !27
  %312 = getelementptr inbounds i8, ptr %311, i64 16
  %313 = load ptr, ptr %312, align 8
  call void %313(ptr noundef nonnull align 8 dereferenceable(16) %302) #25
  %314 = load ptr, ptr %302, align 8, !tbaa !27
  %315 = getelementptr inbounds i8, ptr %314, i64 24
  %316 = load ptr, ptr %315, align 8
  call void %316(ptr noundef nonnull align 8 dereferenceable(16) %302) #25
  br label %328

317:                                              ; preds = %304
  %318 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %319 = icmp eq i8 %318, 0
  br i1 %319, label %322, label %320

320:                                              ; preds = %317
  %321 = add nsw i32 %308, -1
  store i32 %321, ptr %305, align 4, !tbaa !11
  br label %324

322:                                              ; preds = %317
  %323 = atomicrmw volatile add ptr %305, i32 -1 acq_rel, align 4
  br label %324

324:                                              ; preds = %322, %320
  %325 = phi i32 [ %308, %320 ], [ %323, %322 ]
  %326 = icmp eq i32 %325, 1
  br i1 %326, label %327, label %328, !prof !30

327:                                              ; preds = %324
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %302) #25
  br label %328

328:                                              ; preds = %327, %324, %309, %299
  %329 = getelementptr inbounds i8, ptr %300, i64 16
  %330 = icmp eq ptr %329, %297
  br i1 %330, label %331, label %299, !llvm.loop !31

331:                                              ; preds = %328
  %332 = load ptr, ptr %294, align 8, !tbaa !19
  br label %333

333:                                              ; preds = %331, %293
  %334 = phi ptr [ %332, %331 ], [ %295, %293 ]
  %335 = icmp eq ptr %334, null
  br i1 %335, label %342, label %336

336:                                              ; preds = %333
  %337 = getelementptr inbounds i8, ptr %34, i64 24
  %338 = load ptr, ptr %337, align 8, !tbaa !32
  %339 = ptrtoint ptr %338 to i64
  %340 = ptrtoint ptr %334 to i64
  %341 = sub i64 %339, %340
  call void @_ZdlPvm(ptr noundef nonnull %334, i64 noundef %341) #29
  br label %342

342:                                              ; preds = %333, %336
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %34) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33) #25
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %12)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %13)
  store i32 %180, ptr %12, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14) #25
  store ptr @.str, ptr %14, align 8, !tbaa !33, !alias.scope !47
  %343 = getelementptr inbounds i8, ptr %14, i64 8
  store ptr @.str.9, ptr %343, align 8, !tbaa !38, !alias.scope !47
  %344 = getelementptr inbounds i8, ptr %14, i64 16
  store i64 43, ptr %344, align 8, !tbaa !39, !alias.scope !47
  %345 = getelementptr inbounds i8, ptr %14, i64 24
  store i64 3, ptr %345, align 8, !tbaa !40, !alias.scope !47
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11), !noalias !50
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %9) #25, !noalias !53
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1) %9, ptr noundef nonnull align 8 dereferenceable(32) %14)
          to label %346 unwind label %524

346:                                              ; preds = %342
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %10) #25, !noalias !53
  invoke void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16) %10)
          to label %351 unwind label %347, !noalias !53

347:                                              ; preds = %346
  %348 = landingpad { ptr, i32 }
          cleanup
  br label %410

349:                                              ; preds = %351
  %350 = landingpad { ptr, i32 }
          cleanup
  br label %408

351:                                              ; preds = %346
  %352 = getelementptr inbounds i8, ptr %11, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %11, i8 0, i64 32, i1 false), !noalias !53
  %353 = invoke noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #27
          to label %354 unwind label %349, !noalias !53

354:                                              ; preds = %351
  %355 = getelementptr inbounds i8, ptr %11, i64 24
  store ptr %22, ptr %353, align 16, !noalias !50
  %356 = getelementptr inbounds i8, ptr %353, i64 8
  store ptr %24, ptr %356, align 8, !noalias !50
  %357 = getelementptr inbounds i8, ptr %353, i64 16
  store ptr %12, ptr %357, align 16, !noalias !50
  store ptr %353, ptr %11, align 8, !tbaa !9, !noalias !53
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZL5scaleRNS1_5queueERKNS1_13kernel_bundleILNS1_12bundle_stateE2EEERNS1_6bufferIiLi1ENS1_6detail17aligned_allocatorIiEEvEEiEUlS3_E_E9_M_invokeERKSt9_Any_dataS3_, ptr %355, align 8, !tbaa !56, !noalias !53
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZL5scaleRNS1_5queueERKNS1_13kernel_bundleILNS1_12bundle_stateE2EEERNS1_6bufferIiLi1ENS1_6detail17aligned_allocatorIiEEvEEiEUlS3_E_E10_M_managerERSt9_Any_dataRKSK_St18_Manager_operation, ptr %352, align 8, !tbaa !18, !noalias !53
  %358 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1) %9)
          to label %359 unwind label %399, !noalias !53

359:                                              ; preds = %354
  %360 = load i8, ptr %9, align 1, !tbaa !58, !range !61, !noalias !53, !noundef !62
  %361 = trunc nuw i8 %360 to i1
  %362 = xor i1 %361, true
  invoke void @_ZN4sycl3_V15queue22submit_with_event_implESt8functionIFvRNS0_7handlerEEERKNS0_6detail14SubmissionInfoERKNS7_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %13, ptr noundef nonnull align 8 dereferenceable(16) %18, ptr noundef nonnull %11, ptr noundef nonnull align 8 dereferenceable(16) %10, ptr noundef nonnull align 8 dereferenceable(32) %358, i1 noundef zeroext %362)
          to label %363 unwind label %399

363:                                              ; preds = %359
  %364 = load ptr, ptr %352, align 8, !tbaa !18, !noalias !53
  %365 = icmp eq ptr %364, null
  br i1 %365, label %371, label %366

366:                                              ; preds = %363
  %367 = invoke noundef zeroext i1 %364(ptr noundef nonnull align 8 dereferenceable(16) %11, ptr noundef nonnull align 8 dereferenceable(16) %11, i32 noundef 3)
          to label %371 unwind label %368

368:                                              ; preds = %366
  %369 = landingpad { ptr, i32 }
          catch ptr null
  %370 = extractvalue { ptr, i32 } %369, 0
  call void @__clang_call_terminate(ptr %370) #28
  unreachable

371:                                              ; preds = %366, %363
  %372 = getelementptr inbounds i8, ptr %10, i64 8
  %373 = load ptr, ptr %372, align 8, !tbaa !22, !noalias !53
  %374 = icmp eq ptr %373, null
  br i1 %374, label %412, label %375

375:                                              ; preds = %371
  %376 = getelementptr inbounds i8, ptr %373, i64 8
  %377 = load atomic i64, ptr %376 acquire, align 8
  %378 = icmp eq i64 %377, 4294967297
  %379 = trunc i64 %377 to i32
  br i1 %378, label %380, label %388

380:                                              ; preds = %375
  store i32 0, ptr %376, align 8, !tbaa !24
  %381 = getelementptr inbounds i8, ptr %373, i64 12
  store i32 0, ptr %381, align 4, !tbaa !26
  %382 = load ptr, ptr %373, align 8, !tbaa !27
  %383 = getelementptr inbounds i8, ptr %382, i64 16
  %384 = load ptr, ptr %383, align 8
  call void %384(ptr noundef nonnull align 8 dereferenceable(16) %373) #25
  %385 = load ptr, ptr %373, align 8, !tbaa !27
  %386 = getelementptr inbounds i8, ptr %385, i64 24
  %387 = load ptr, ptr %386, align 8
  call void %387(ptr noundef nonnull align 8 dereferenceable(16) %373) #25
  br label %412

388:                                              ; preds = %375
  %389 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !53
  %390 = icmp eq i8 %389, 0
  br i1 %390, label %393, label %391

391:                                              ; preds = %388
  %392 = add nsw i32 %379, -1
  store i32 %392, ptr %376, align 4, !tbaa !11
  br label %395

393:                                              ; preds = %388
  %394 = atomicrmw volatile add ptr %376, i32 -1 acq_rel, align 4
  br label %395

395:                                              ; preds = %393, %391
  %396 = phi i32 [ %379, %391 ], [ %394, %393 ]
  %397 = icmp eq i32 %396, 1
  br i1 %397, label %398, label %412, !prof !30

398:                                              ; preds = %395
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %373) #25
  br label %412

399:                                              ; preds = %359, %354
  %400 = landingpad { ptr, i32 }
          cleanup
  %401 = load ptr, ptr %352, align 8, !tbaa !18, !noalias !53
  %402 = icmp eq ptr %401, null
  br i1 %402, label %408, label %403

403:                                              ; preds = %399
  %404 = invoke noundef zeroext i1 %401(ptr noundef nonnull align 8 dereferenceable(16) %11, ptr noundef nonnull align 8 dereferenceable(16) %11, i32 noundef 3)
          to label %408 unwind label %405

405:                                              ; preds = %403
  %406 = landingpad { ptr, i32 }
          catch ptr null
  %407 = extractvalue { ptr, i32 } %406, 0
  call void @__clang_call_terminate(ptr %407) #28
  unreachable

408:                                              ; preds = %403, %399, %349
  %409 = phi { ptr, i32 } [ %350, %349 ], [ %400, %399 ], [ %400, %403 ]
  call void @_ZN4sycl3_V16detail14SubmissionInfoD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %10) #25
  br label %410

410:                                              ; preds = %408, %347
  %411 = phi { ptr, i32 } [ %409, %408 ], [ %348, %347 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10) #25, !noalias !53
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %9) #25
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %9) #25, !noalias !53
  br label %797

412:                                              ; preds = %398, %395, %380, %371
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10) #25, !noalias !53
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %9) #25
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %9) #25, !noalias !53
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11), !noalias !50
  %413 = getelementptr inbounds i8, ptr %13, i64 8
  %414 = load ptr, ptr %413, align 8, !tbaa !22
  %415 = icmp eq ptr %414, null
  br i1 %415, label %440, label %416

416:                                              ; preds = %412
  %417 = getelementptr inbounds i8, ptr %414, i64 8
  %418 = load atomic i64, ptr %417 acquire, align 8
  %419 = icmp eq i64 %418, 4294967297
  %420 = trunc i64 %418 to i32
  br i1 %419, label %421, label %429

421:                                              ; preds = %416
  store i32 0, ptr %417, align 8, !tbaa !24
  %422 = getelementptr inbounds i8, ptr %414, i64 12
  store i32 0, ptr %422, align 4, !tbaa !26
  %423 = load ptr, ptr %414, align 8, !tbaa !27
  %424 = getelementptr inbounds i8, ptr %423, i64 16
  %425 = load ptr, ptr %424, align 8
  call void %425(ptr noundef nonnull align 8 dereferenceable(16) %414) #25
  %426 = load ptr, ptr %414, align 8, !tbaa !27
  %427 = getelementptr inbounds i8, ptr %426, i64 24
  %428 = load ptr, ptr %427, align 8
  call void %428(ptr noundef nonnull align 8 dereferenceable(16) %414) #25
  br label %440

429:                                              ; preds = %416
  %430 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %431 = icmp eq i8 %430, 0
  br i1 %431, label %434, label %432

432:                                              ; preds = %429
  %433 = add nsw i32 %420, -1
  store i32 %433, ptr %417, align 4, !tbaa !11
  br label %436

434:                                              ; preds = %429
  %435 = atomicrmw volatile add ptr %417, i32 -1 acq_rel, align 4
  br label %436

436:                                              ; preds = %434, %432
  %437 = phi i32 [ %420, %432 ], [ %435, %434 ]
  %438 = icmp eq i32 %437, 1
  br i1 %438, label %439, label %440, !prof !30

439:                                              ; preds = %436
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %414) #25
  br label %440

440:                                              ; preds = %412, %421, %436, %439
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #25
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %12)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %13)
  %441 = getelementptr inbounds i8, ptr %37, i64 8
  %442 = getelementptr inbounds i8, ptr %37, i64 16
  %443 = getelementptr inbounds i8, ptr %37, i64 24
  %444 = getelementptr inbounds i8, ptr %5, i64 16
  %445 = getelementptr inbounds i8, ptr %5, i64 24
  %446 = getelementptr inbounds i8, ptr %4, i64 8
  %447 = getelementptr inbounds i8, ptr %36, i64 8
  br label %526

448:                                              ; preds = %618
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %39) #25
  store ptr @.str, ptr %39, align 8, !tbaa !33, !alias.scope !63
  %449 = getelementptr inbounds i8, ptr %39, i64 8
  store ptr @.str.1, ptr %449, align 8, !tbaa !38, !alias.scope !63
  %450 = getelementptr inbounds i8, ptr %39, i64 16
  store i64 84, ptr %450, align 8, !tbaa !39, !alias.scope !63
  %451 = getelementptr inbounds i8, ptr %39, i64 24
  store i64 5, ptr %451, align 8, !tbaa !40, !alias.scope !63
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8), !noalias !66
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %6) #25, !noalias !69
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1) %6, ptr noundef nonnull align 8 dereferenceable(32) %39)
          to label %452 unwind label %793

452:                                              ; preds = %448
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #25, !noalias !69
  invoke void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16) %7)
          to label %455 unwind label %453, !noalias !69

453:                                              ; preds = %452
  %454 = landingpad { ptr, i32 }
          cleanup
  br label %510

455:                                              ; preds = %452
  %456 = getelementptr inbounds i8, ptr %8, i64 16
  %457 = getelementptr inbounds i8, ptr %8, i64 24
  store ptr %32, ptr %8, align 8, !tbaa !9, !noalias !69
  %458 = getelementptr inbounds i8, ptr %8, i64 8
  store ptr %17, ptr %458, align 8, !tbaa !9, !noalias !69
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E0_E9_M_invokeERKSt9_Any_dataS3_, ptr %457, align 8, !tbaa !56, !noalias !69
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E0_E10_M_managerERSt9_Any_dataRKS7_St18_Manager_operation, ptr %456, align 8, !tbaa !18, !noalias !69
  %459 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1) %6)
          to label %460 unwind label %500, !noalias !69

460:                                              ; preds = %455
  %461 = load i8, ptr %6, align 1, !tbaa !58, !range !61, !noalias !69, !noundef !62
  %462 = trunc nuw i8 %461 to i1
  %463 = xor i1 %462, true
  invoke void @_ZN4sycl3_V15queue22submit_with_event_implESt8functionIFvRNS0_7handlerEEERKNS0_6detail14SubmissionInfoERKNS7_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %38, ptr noundef nonnull align 8 dereferenceable(16) %18, ptr noundef nonnull %8, ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef nonnull align 8 dereferenceable(32) %459, i1 noundef zeroext %463)
          to label %464 unwind label %500

464:                                              ; preds = %460
  %465 = load ptr, ptr %456, align 8, !tbaa !18, !noalias !69
  %466 = icmp eq ptr %465, null
  br i1 %466, label %472, label %467

467:                                              ; preds = %464
  %468 = invoke noundef zeroext i1 %465(ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull align 8 dereferenceable(16) %8, i32 noundef 3)
          to label %472 unwind label %469

469:                                              ; preds = %467
  %470 = landingpad { ptr, i32 }
          catch ptr null
  %471 = extractvalue { ptr, i32 } %470, 0
  call void @__clang_call_terminate(ptr %471) #28
  unreachable

472:                                              ; preds = %467, %464
  %473 = getelementptr inbounds i8, ptr %7, i64 8
  %474 = load ptr, ptr %473, align 8, !tbaa !22, !noalias !69
  %475 = icmp eq ptr %474, null
  br i1 %475, label %623, label %476

476:                                              ; preds = %472
  %477 = getelementptr inbounds i8, ptr %474, i64 8
  %478 = load atomic i64, ptr %477 acquire, align 8
  %479 = icmp eq i64 %478, 4294967297
  %480 = trunc i64 %478 to i32
  br i1 %479, label %481, label %489

481:                                              ; preds = %476
  store i32 0, ptr %477, align 8, !tbaa !24
  %482 = getelementptr inbounds i8, ptr %474, i64 12
  store i32 0, ptr %482, align 4, !tbaa !26
  %483 = load ptr, ptr %474, align 8, !tbaa !27
  %484 = getelementptr inbounds i8, ptr %483, i64 16
  %485 = load ptr, ptr %484, align 8
  call void %485(ptr noundef nonnull align 8 dereferenceable(16) %474) #25
  %486 = load ptr, ptr %474, align 8, !tbaa !27
  %487 = getelementptr inbounds i8, ptr %486, i64 24
  %488 = load ptr, ptr %487, align 8
  call void %488(ptr noundef nonnull align 8 dereferenceable(16) %474) #25
  br label %623

489:                                              ; preds = %476
  %490 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !69
  %491 = icmp eq i8 %490, 0
  br i1 %491, label %494, label %492

492:                                              ; preds = %489
  %493 = add nsw i32 %480, -1
  store i32 %493, ptr %477, align 4, !tbaa !11
  br label %496

494:                                              ; preds = %489
  %495 = atomicrmw volatile add ptr %477, i32 -1 acq_rel, align 4
  br label %496

496:                                              ; preds = %494, %492
  %497 = phi i32 [ %480, %492 ], [ %495, %494 ]
  %498 = icmp eq i32 %497, 1
  br i1 %498, label %499, label %623, !prof !30

499:                                              ; preds = %496
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %474) #25
  br label %623

500:                                              ; preds = %460, %455
  %501 = landingpad { ptr, i32 }
          cleanup
  %502 = load ptr, ptr %456, align 8, !tbaa !18, !noalias !69
  %503 = icmp eq ptr %502, null
  br i1 %503, label %509, label %504

504:                                              ; preds = %500
  %505 = invoke noundef zeroext i1 %502(ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull align 8 dereferenceable(16) %8, i32 noundef 3)
          to label %509 unwind label %506

506:                                              ; preds = %504
  %507 = landingpad { ptr, i32 }
          catch ptr null
  %508 = extractvalue { ptr, i32 } %507, 0
  call void @__clang_call_terminate(ptr %508) #28
  unreachable

509:                                              ; preds = %504, %500
  call void @_ZN4sycl3_V16detail14SubmissionInfoD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %7) #25
  br label %510

510:                                              ; preds = %509, %453
  %511 = phi { ptr, i32 } [ %501, %509 ], [ %454, %453 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #25, !noalias !69
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %6) #25
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %6) #25, !noalias !69
  br label %795

512:                                              ; preds = %172
  %513 = landingpad { ptr, i32 }
          cleanup
  br label %838

514:                                              ; preds = %173
  %515 = landingpad { ptr, i32 }
          cleanup
  br label %836

516:                                              ; preds = %174
  %517 = landingpad { ptr, i32 }
          cleanup
  br label %834

518:                                              ; preds = %179
  %519 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %26) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %26) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25) #25
  br label %803

520:                                              ; preds = %234
  %521 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %30) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %30) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %29) #25
  br label %801

522:                                              ; preds = %288
  %523 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %34) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %34) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33) #25
  br label %799

524:                                              ; preds = %342
  %525 = landingpad { ptr, i32 }
          cleanup
  br label %797

526:                                              ; preds = %440, %618
  %527 = phi i1 [ true, %440 ], [ false, %618 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %37) #25
  store ptr @.str, ptr %37, align 8, !tbaa !33, !alias.scope !72
  store ptr @.str.1, ptr %441, align 8, !tbaa !38, !alias.scope !72
  store i64 75, ptr %442, align 8, !tbaa !39, !alias.scope !72
  store i64 7, ptr %443, align 8, !tbaa !40, !alias.scope !72
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5), !noalias !75
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %3) #25, !noalias !78
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1) %3, ptr noundef nonnull align 8 dereferenceable(32) %37)
          to label %528 unwind label %619

528:                                              ; preds = %526
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #25, !noalias !78
  invoke void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16) %4)
          to label %533 unwind label %529, !noalias !78

529:                                              ; preds = %528
  %530 = landingpad { ptr, i32 }
          cleanup
  br label %589

531:                                              ; preds = %533
  %532 = landingpad { ptr, i32 }
          cleanup
  br label %587

533:                                              ; preds = %528
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %5, i8 0, i64 32, i1 false), !noalias !78
  %534 = invoke noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #27
          to label %535 unwind label %531, !noalias !78

535:                                              ; preds = %533
  store ptr %23, ptr %534, align 16, !noalias !75
  %536 = getelementptr inbounds i8, ptr %534, i64 8
  store ptr %28, ptr %536, align 8, !noalias !75
  %537 = getelementptr inbounds i8, ptr %534, i64 16
  store ptr %17, ptr %537, align 16, !noalias !75
  store ptr %534, ptr %5, align 8, !tbaa !9, !noalias !78
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E_E9_M_invokeERKSt9_Any_dataS3_, ptr %445, align 8, !tbaa !56, !noalias !78
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E_E10_M_managerERSt9_Any_dataRKS7_St18_Manager_operation, ptr %444, align 8, !tbaa !18, !noalias !78
  %538 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1) %3)
          to label %539 unwind label %578, !noalias !78

539:                                              ; preds = %535
  %540 = load i8, ptr %3, align 1, !tbaa !58, !range !61, !noalias !78, !noundef !62
  %541 = trunc nuw i8 %540 to i1
  %542 = xor i1 %541, true
  invoke void @_ZN4sycl3_V15queue22submit_with_event_implESt8functionIFvRNS0_7handlerEEERKNS0_6detail14SubmissionInfoERKNS7_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %36, ptr noundef nonnull align 8 dereferenceable(16) %18, ptr noundef nonnull %5, ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull align 8 dereferenceable(32) %538, i1 noundef zeroext %542)
          to label %543 unwind label %578

543:                                              ; preds = %539
  %544 = load ptr, ptr %444, align 8, !tbaa !18, !noalias !78
  %545 = icmp eq ptr %544, null
  br i1 %545, label %551, label %546

546:                                              ; preds = %543
  %547 = invoke noundef zeroext i1 %544(ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(16) %5, i32 noundef 3)
          to label %551 unwind label %548

548:                                              ; preds = %546
  %549 = landingpad { ptr, i32 }
          catch ptr null
  %550 = extractvalue { ptr, i32 } %549, 0
  call void @__clang_call_terminate(ptr %550) #28
  unreachable

551:                                              ; preds = %546, %543
  %552 = load ptr, ptr %446, align 8, !tbaa !22, !noalias !78
  %553 = icmp eq ptr %552, null
  br i1 %553, label %591, label %554

554:                                              ; preds = %551
  %555 = getelementptr inbounds i8, ptr %552, i64 8
  %556 = load atomic i64, ptr %555 acquire, align 8
  %557 = icmp eq i64 %556, 4294967297
  %558 = trunc i64 %556 to i32
  br i1 %557, label %559, label %567

559:                                              ; preds = %554
  store i32 0, ptr %555, align 8, !tbaa !24
  %560 = getelementptr inbounds i8, ptr %552, i64 12
  store i32 0, ptr %560, align 4, !tbaa !26
  %561 = load ptr, ptr %552, align 8, !tbaa !27
  %562 = getelementptr inbounds i8, ptr %561, i64 16
  %563 = load ptr, ptr %562, align 8
  call void %563(ptr noundef nonnull align 8 dereferenceable(16) %552) #25
  %564 = load ptr, ptr %552, align 8, !tbaa !27
  %565 = getelementptr inbounds i8, ptr %564, i64 24
  %566 = load ptr, ptr %565, align 8
  call void %566(ptr noundef nonnull align 8 dereferenceable(16) %552) #25
  br label %591

567:                                              ; preds = %554
  %568 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !78
  %569 = icmp eq i8 %568, 0
  br i1 %569, label %572, label %570

570:                                              ; preds = %567
  %571 = add nsw i32 %558, -1
  store i32 %571, ptr %555, align 4, !tbaa !11
  br label %574

572:                                              ; preds = %567
  %573 = atomicrmw volatile add ptr %555, i32 -1 acq_rel, align 4
  br label %574

574:                                              ; preds = %572, %570
  %575 = phi i32 [ %558, %570 ], [ %573, %572 ]
  %576 = icmp eq i32 %575, 1
  br i1 %576, label %577, label %591, !prof !30

577:                                              ; preds = %574
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %552) #25
  br label %591

578:                                              ; preds = %539, %535
  %579 = landingpad { ptr, i32 }
          cleanup
  %580 = load ptr, ptr %444, align 8, !tbaa !18, !noalias !78
  %581 = icmp eq ptr %580, null
  br i1 %581, label %587, label %582

582:                                              ; preds = %578
  %583 = invoke noundef zeroext i1 %580(ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(16) %5, i32 noundef 3)
          to label %587 unwind label %584

584:                                              ; preds = %582
  %585 = landingpad { ptr, i32 }
          catch ptr null
  %586 = extractvalue { ptr, i32 } %585, 0
  call void @__clang_call_terminate(ptr %586) #28
  unreachable

587:                                              ; preds = %582, %578, %531
  %588 = phi { ptr, i32 } [ %532, %531 ], [ %579, %578 ], [ %579, %582 ]
  call void @_ZN4sycl3_V16detail14SubmissionInfoD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %4) #25
  br label %589

589:                                              ; preds = %587, %529
  %590 = phi { ptr, i32 } [ %588, %587 ], [ %530, %529 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #25, !noalias !78
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %3) #25
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %3) #25, !noalias !78
  br label %621

591:                                              ; preds = %577, %574, %559, %551
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #25, !noalias !78
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %3) #25
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %3) #25, !noalias !78
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5), !noalias !75
  %592 = load ptr, ptr %447, align 8, !tbaa !22
  %593 = icmp eq ptr %592, null
  br i1 %593, label %618, label %594

594:                                              ; preds = %591
  %595 = getelementptr inbounds i8, ptr %592, i64 8
  %596 = load atomic i64, ptr %595 acquire, align 8
  %597 = icmp eq i64 %596, 4294967297
  %598 = trunc i64 %596 to i32
  br i1 %597, label %599, label %607

599:                                              ; preds = %594
  store i32 0, ptr %595, align 8, !tbaa !24
  %600 = getelementptr inbounds i8, ptr %592, i64 12
  store i32 0, ptr %600, align 4, !tbaa !26
  %601 = load ptr, ptr %592, align 8, !tbaa !27
  %602 = getelementptr inbounds i8, ptr %601, i64 16
  %603 = load ptr, ptr %602, align 8
  call void %603(ptr noundef nonnull align 8 dereferenceable(16) %592) #25
  %604 = load ptr, ptr %592, align 8, !tbaa !27
  %605 = getelementptr inbounds i8, ptr %604, i64 24
  %606 = load ptr, ptr %605, align 8
  call void %606(ptr noundef nonnull align 8 dereferenceable(16) %592) #25
  br label %618

607:                                              ; preds = %594
  %608 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %609 = icmp eq i8 %608, 0
  br i1 %609, label %612, label %610

610:                                              ; preds = %607
  %611 = add nsw i32 %598, -1
  store i32 %611, ptr %595, align 4, !tbaa !11
  br label %614

612:                                              ; preds = %607
  %613 = atomicrmw volatile add ptr %595, i32 -1 acq_rel, align 4
  br label %614

614:                                              ; preds = %612, %610
  %615 = phi i32 [ %598, %610 ], [ %613, %612 ]
  %616 = icmp eq i32 %615, 1
  br i1 %616, label %617, label %618, !prof !30

617:                                              ; preds = %614
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %592) #25
  br label %618

618:                                              ; preds = %591, %599, %614, %617
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %37) #25
  br i1 %527, label %526, label %448, !llvm.loop !81

619:                                              ; preds = %526
  %620 = landingpad { ptr, i32 }
          cleanup
  br label %621

621:                                              ; preds = %589, %619
  %622 = phi { ptr, i32 } [ %620, %619 ], [ %590, %589 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %37) #25
  br label %797

623:                                              ; preds = %499, %496, %481, %472
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #25, !noalias !69
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %6) #25
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %6) #25, !noalias !69
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8), !noalias !66
  %624 = getelementptr inbounds i8, ptr %38, i64 8
  %625 = load ptr, ptr %624, align 8, !tbaa !22
  %626 = icmp eq ptr %625, null
  br i1 %626, label %651, label %627

627:                                              ; preds = %623
  %628 = getelementptr inbounds i8, ptr %625, i64 8
  %629 = load atomic i64, ptr %628 acquire, align 8
  %630 = icmp eq i64 %629, 4294967297
  %631 = trunc i64 %629 to i32
  br i1 %630, label %632, label %640

632:                                              ; preds = %627
  store i32 0, ptr %628, align 8, !tbaa !24
  %633 = getelementptr inbounds i8, ptr %625, i64 12
  store i32 0, ptr %633, align 4, !tbaa !26
  %634 = load ptr, ptr %625, align 8, !tbaa !27
  %635 = getelementptr inbounds i8, ptr %634, i64 16
  %636 = load ptr, ptr %635, align 8
  call void %636(ptr noundef nonnull align 8 dereferenceable(16) %625) #25
  %637 = load ptr, ptr %625, align 8, !tbaa !27
  %638 = getelementptr inbounds i8, ptr %637, i64 24
  %639 = load ptr, ptr %638, align 8
  call void %639(ptr noundef nonnull align 8 dereferenceable(16) %625) #25
  br label %651

640:                                              ; preds = %627
  %641 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %642 = icmp eq i8 %641, 0
  br i1 %642, label %645, label %643

643:                                              ; preds = %640
  %644 = add nsw i32 %631, -1
  store i32 %644, ptr %628, align 4, !tbaa !11
  br label %647

645:                                              ; preds = %640
  %646 = atomicrmw volatile add ptr %628, i32 -1 acq_rel, align 4
  br label %647

647:                                              ; preds = %645, %643
  %648 = phi i32 [ %631, %643 ], [ %646, %645 ]
  %649 = icmp eq i32 %648, 1
  br i1 %649, label %650, label %651, !prof !30

650:                                              ; preds = %647
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %625) #25
  br label %651

651:                                              ; preds = %623, %632, %647, %650
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %39) #25
  call void @_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %32) #25
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %32) #25
  call void @_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %28) #25
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %28) #25
  call void @_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %24) #25
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %24) #25
  %652 = icmp eq i32 %180, 3
  %653 = load i64, ptr %17, align 8, !tbaa !5
  %654 = icmp eq i64 %653, 0
  br i1 %654, label %657, label %655

655:                                              ; preds = %651
  %656 = shl nsw i32 %99, 1
  br label %805

657:                                              ; preds = %830, %651
  %658 = phi i1 [ %652, %651 ], [ %831, %830 ]
  %659 = select i1 %658, ptr @.str.3, ptr @.str.4
  %660 = call i32 @puts(ptr nonnull dereferenceable(1) %659)
  %661 = getelementptr inbounds i8, ptr %23, i64 8
  %662 = load ptr, ptr %661, align 8, !tbaa !22
  %663 = icmp eq ptr %662, null
  br i1 %663, label %688, label %664

664:                                              ; preds = %657
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
  store i32 %681, ptr %665, align 4, !tbaa !11
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

688:                                              ; preds = %657, %669, %684, %687
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %23) #25
  %689 = getelementptr inbounds i8, ptr %22, i64 8
  %690 = load ptr, ptr %689, align 8, !tbaa !22
  %691 = icmp eq ptr %690, null
  br i1 %691, label %716, label %692

692:                                              ; preds = %688
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
  store i32 %709, ptr %693, align 4, !tbaa !11
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

716:                                              ; preds = %688, %697, %712, %715
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %22) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21) #25
  %717 = getelementptr inbounds i8, ptr %20, i64 8
  %718 = load ptr, ptr %717, align 8, !tbaa !22
  %719 = icmp eq ptr %718, null
  br i1 %719, label %744, label %720

720:                                              ; preds = %716
  %721 = getelementptr inbounds i8, ptr %718, i64 8
  %722 = load atomic i64, ptr %721 acquire, align 8
  %723 = icmp eq i64 %722, 4294967297
  %724 = trunc i64 %722 to i32
  br i1 %723, label %725, label %733

725:                                              ; preds = %720
  store i32 0, ptr %721, align 8, !tbaa !24
  %726 = getelementptr inbounds i8, ptr %718, i64 12
  store i32 0, ptr %726, align 4, !tbaa !26
  %727 = load ptr, ptr %718, align 8, !tbaa !27
  %728 = getelementptr inbounds i8, ptr %727, i64 16
  %729 = load ptr, ptr %728, align 8
  call void %729(ptr noundef nonnull align 8 dereferenceable(16) %718) #25
  %730 = load ptr, ptr %718, align 8, !tbaa !27
  %731 = getelementptr inbounds i8, ptr %730, i64 24
  %732 = load ptr, ptr %731, align 8
  call void %732(ptr noundef nonnull align 8 dereferenceable(16) %718) #25
  br label %744

733:                                              ; preds = %720
  %734 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %735 = icmp eq i8 %734, 0
  br i1 %735, label %738, label %736

736:                                              ; preds = %733
  %737 = add nsw i32 %724, -1
  store i32 %737, ptr %721, align 4, !tbaa !11
  br label %740

738:                                              ; preds = %733
  %739 = atomicrmw volatile add ptr %721, i32 -1 acq_rel, align 4
  br label %740

740:                                              ; preds = %738, %736
  %741 = phi i32 [ %724, %736 ], [ %739, %738 ]
  %742 = icmp eq i32 %741, 1
  br i1 %742, label %743, label %744, !prof !30

743:                                              ; preds = %740
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %718) #25
  br label %744

744:                                              ; preds = %716, %725, %740, %743
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %20) #25
  %745 = getelementptr inbounds i8, ptr %18, i64 8
  %746 = load ptr, ptr %745, align 8, !tbaa !22
  %747 = icmp eq ptr %746, null
  br i1 %747, label %772, label %748

748:                                              ; preds = %744
  %749 = getelementptr inbounds i8, ptr %746, i64 8
  %750 = load atomic i64, ptr %749 acquire, align 8
  %751 = icmp eq i64 %750, 4294967297
  %752 = trunc i64 %750 to i32
  br i1 %751, label %753, label %761

753:                                              ; preds = %748
  store i32 0, ptr %749, align 8, !tbaa !24
  %754 = getelementptr inbounds i8, ptr %746, i64 12
  store i32 0, ptr %754, align 4, !tbaa !26
  %755 = load ptr, ptr %746, align 8, !tbaa !27
  %756 = getelementptr inbounds i8, ptr %755, i64 16
  %757 = load ptr, ptr %756, align 8
  call void %757(ptr noundef nonnull align 8 dereferenceable(16) %746) #25
  %758 = load ptr, ptr %746, align 8, !tbaa !27
  %759 = getelementptr inbounds i8, ptr %758, i64 24
  %760 = load ptr, ptr %759, align 8
  call void %760(ptr noundef nonnull align 8 dereferenceable(16) %746) #25
  br label %772

761:                                              ; preds = %748
  %762 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %763 = icmp eq i8 %762, 0
  br i1 %763, label %766, label %764

764:                                              ; preds = %761
  %765 = add nsw i32 %752, -1
  store i32 %765, ptr %749, align 4, !tbaa !11
  br label %768

766:                                              ; preds = %761
  %767 = atomicrmw volatile add ptr %749, i32 -1 acq_rel, align 4
  br label %768

768:                                              ; preds = %766, %764
  %769 = phi i32 [ %752, %764 ], [ %767, %766 ]
  %770 = icmp eq i32 %769, 1
  br i1 %770, label %771, label %772, !prof !30

771:                                              ; preds = %768
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %746) #25
  br label %772

772:                                              ; preds = %744, %753, %768, %771
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %18) #25
  %773 = icmp eq ptr %95, null
  br i1 %773, label %778, label %774

774:                                              ; preds = %772
  %775 = ptrtoint ptr %96 to i64
  %776 = ptrtoint ptr %95 to i64
  %777 = sub i64 %775, %776
  call void @_ZdlPvm(ptr noundef nonnull %95, i64 noundef %777) #29
  br label %778

778:                                              ; preds = %772, %774
  %779 = icmp eq ptr %101, null
  br i1 %779, label %784, label %780

780:                                              ; preds = %778
  %781 = ptrtoint ptr %100 to i64
  %782 = ptrtoint ptr %101 to i64
  %783 = sub i64 %781, %782
  call void @_ZdlPvm(ptr noundef nonnull %101, i64 noundef %783) #29
  br label %784

784:                                              ; preds = %778, %780
  %785 = icmp eq ptr %97, null
  br i1 %785, label %790, label %786

786:                                              ; preds = %784
  %787 = ptrtoint ptr %98 to i64
  %788 = ptrtoint ptr %97 to i64
  %789 = sub i64 %787, %788
  call void @_ZdlPvm(ptr noundef nonnull %97, i64 noundef %789) #29
  br label %790

790:                                              ; preds = %784, %786
  %791 = xor i1 %658, true
  %792 = zext i1 %791 to i32
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17) #25
  ret i32 %792

793:                                              ; preds = %448
  %794 = landingpad { ptr, i32 }
          cleanup
  br label %795

795:                                              ; preds = %510, %793
  %796 = phi { ptr, i32 } [ %794, %793 ], [ %511, %510 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %39) #25
  br label %797

797:                                              ; preds = %524, %410, %795, %621
  %798 = phi { ptr, i32 } [ %622, %621 ], [ %796, %795 ], [ %525, %524 ], [ %411, %410 ]
  call void @_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %32) #25
  br label %799

799:                                              ; preds = %797, %522
  %800 = phi { ptr, i32 } [ %798, %797 ], [ %523, %522 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %32) #25
  call void @_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %28) #25
  br label %801

801:                                              ; preds = %799, %520
  %802 = phi { ptr, i32 } [ %800, %799 ], [ %521, %520 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %28) #25
  call void @_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %24) #25
  br label %803

803:                                              ; preds = %801, %518
  %804 = phi { ptr, i32 } [ %802, %801 ], [ %519, %518 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %24) #25
  call void @_ZN4sycl3_V16detail19kernel_bundle_plainD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %23) #25
  br label %834

805:                                              ; preds = %655, %830
  %806 = phi i64 [ 0, %655 ], [ %832, %830 ]
  %807 = phi i1 [ %652, %655 ], [ %831, %830 ]
  %808 = urem i64 %806, 17
  %809 = trunc nuw nsw i64 %808 to i32
  br i1 %807, label %810, label %830

810:                                              ; preds = %805
  %811 = urem i64 %806, 41
  %812 = trunc nuw nsw i64 %811 to i32
  %813 = getelementptr inbounds i32, ptr %97, i64 %806
  %814 = load i32, ptr %813, align 4, !tbaa !11
  %815 = mul nuw nsw i32 %812, 3
  %816 = call i32 @llvm.umax.i32(i32 %815, i32 7)
  %817 = call i32 @llvm.umin.i32(i32 %816, i32 107)
  %818 = add nsw i32 %817, -57
  %819 = icmp eq i32 %814, %818
  br i1 %819, label %820, label %830

820:                                              ; preds = %810
  %821 = getelementptr inbounds i32, ptr %101, i64 %806
  %822 = load i32, ptr %821, align 4, !tbaa !11
  %823 = add nsw i32 %656, %809
  %824 = call i32 @llvm.smin.i32(i32 %823, i32 1000)
  %825 = icmp eq i32 %822, %824
  br i1 %825, label %826, label %830

826:                                              ; preds = %820
  %827 = getelementptr inbounds i32, ptr %95, i64 %806
  %828 = load i32, ptr %827, align 4, !tbaa !11
  %829 = icmp eq i32 %828, 505
  br label %830

830:                                              ; preds = %810, %805, %826, %820
  %831 = phi i1 [ false, %820 ], [ %829, %826 ], [ false, %805 ], [ false, %810 ]
  %832 = add nuw i64 %806, 1
  %833 = icmp eq i64 %832, %653
  br i1 %833, label %657, label %805, !llvm.loop !82

834:                                              ; preds = %803, %516
  %835 = phi { ptr, i32 } [ %804, %803 ], [ %517, %516 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %23) #25
  call void @_ZN4sycl3_V16detail19kernel_bundle_plainD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %22) #25
  br label %836

836:                                              ; preds = %834, %514
  %837 = phi { ptr, i32 } [ %835, %834 ], [ %515, %514 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %22) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21) #25
  call void @_ZN4sycl3_V17contextD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %20) #25
  br label %838

838:                                              ; preds = %836, %512
  %839 = phi { ptr, i32 } [ %837, %836 ], [ %513, %512 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %20) #25
  call void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %18) #25
  br label %840

840:                                              ; preds = %838, %122
  %841 = phi { ptr, i32 } [ %839, %838 ], [ %114, %122 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %18) #25
  %842 = icmp eq ptr %95, null
  br i1 %842, label %847, label %843

843:                                              ; preds = %840
  %844 = ptrtoint ptr %96 to i64
  %845 = ptrtoint ptr %95 to i64
  %846 = sub i64 %844, %845
  call void @_ZdlPvm(ptr noundef nonnull %95, i64 noundef %846) #29
  br label %847

847:                                              ; preds = %843, %840
  %848 = icmp eq ptr %101, null
  br i1 %848, label %858, label %849

849:                                              ; preds = %81, %847
  %850 = phi { ptr, i32 } [ %82, %81 ], [ %841, %847 ]
  %851 = phi ptr [ %63, %81 ], [ %98, %847 ]
  %852 = phi ptr [ %62, %81 ], [ %97, %847 ]
  %853 = phi ptr [ %71, %81 ], [ %100, %847 ]
  %854 = phi ptr [ %69, %81 ], [ %101, %847 ]
  %855 = ptrtoint ptr %853 to i64
  %856 = ptrtoint ptr %854 to i64
  %857 = sub i64 %855, %856
  call void @_ZdlPvm(ptr noundef nonnull %854, i64 noundef %857) #29
  br label %858

858:                                              ; preds = %849, %847
  %859 = phi ptr [ %97, %847 ], [ %852, %849 ]
  %860 = phi ptr [ %98, %847 ], [ %851, %849 ]
  %861 = phi { ptr, i32 } [ %841, %847 ], [ %850, %849 ]
  %862 = icmp eq ptr %859, null
  br i1 %862, label %870, label %863

863:                                              ; preds = %79, %858
  %864 = phi { ptr, i32 } [ %80, %79 ], [ %861, %858 ]
  %865 = phi ptr [ %63, %79 ], [ %860, %858 ]
  %866 = phi ptr [ %62, %79 ], [ %859, %858 ]
  %867 = ptrtoint ptr %865 to i64
  %868 = ptrtoint ptr %866 to i64
  %869 = sub i64 %867, %868
  call void @_ZdlPvm(ptr noundef nonnull %866, i64 noundef %869) #29
  br label %870

870:                                              ; preds = %863, %858
  %871 = phi { ptr, i32 } [ %861, %858 ], [ %864, %863 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17) #25
  resume { ptr, i32 } %871
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtoul(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #2

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare void @_ZNK4sycl3_V15queue11get_contextEv(ptr dead_on_unwind writable sret(%"class.sycl::_V1::context") align 8, ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress norecurse uwtable
define internal fastcc void @_ZL16build_configuredRKN4sycl3_V17contextEiPK6Limits(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::kernel_bundle") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2, ptr noundef readonly %3) unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %5 = alloca %struct.Limits, align 8
  %6 = alloca i32, align 4
  %7 = alloca %"class.sycl::_V1::kernel_bundle.37", align 8
  %8 = alloca %"class.sycl::_V1::property_list", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #25
  call void @_ZN4sycl3_V117get_kernel_bundleILNS0_12bundle_stateE0EEENS0_13kernel_bundleIXT_EEERKNS0_7contextE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::kernel_bundle.37") align 8 %7, ptr noundef nonnull align 8 dereferenceable(16) %1)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6)
  store i32 %2, ptr %6, align 4, !tbaa !11
  call void @_ZN4sycl3_V16detail19kernel_bundle_plain32set_specialization_constant_implEPKcPvm(ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef nonnull @.str.7, ptr noundef nonnull %6, i64 noundef 4) #25
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6)
  %9 = icmp eq ptr %3, null
  br i1 %9, label %12, label %10

10:                                               ; preds = %4
  %11 = load i64, ptr %3, align 4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store i64 %11, ptr %5, align 8
  call void @_ZN4sycl3_V16detail19kernel_bundle_plain32set_specialization_constant_implEPKcPvm(ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef nonnull @.str.8, ptr noundef nonnull %5, i64 noundef 8) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  br label %12

12:                                               ; preds = %4, %10
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %8, i8 0, i64 32, i1 false)
  invoke void @_ZN4sycl3_V15buildERKNS0_13kernel_bundleILNS0_12bundle_stateE0EEERKNS0_13property_listE(ptr dead_on_unwind writable sret(%"class.sycl::_V1::kernel_bundle") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef nonnull align 8 dereferenceable(32) %8)
          to label %13 unwind label %91

13:                                               ; preds = %12
  %14 = getelementptr inbounds i8, ptr %8, i64 8
  %15 = load ptr, ptr %14, align 8, !tbaa !19
  %16 = getelementptr inbounds i8, ptr %8, i64 16
  %17 = load ptr, ptr %16, align 8, !tbaa !21
  %18 = icmp eq ptr %15, %17
  br i1 %18, label %53, label %19

19:                                               ; preds = %13, %48
  %20 = phi ptr [ %49, %48 ], [ %15, %13 ]
  %21 = getelementptr inbounds i8, ptr %20, i64 8
  %22 = load ptr, ptr %21, align 8, !tbaa !22
  %23 = icmp eq ptr %22, null
  br i1 %23, label %48, label %24

24:                                               ; preds = %19
  %25 = getelementptr inbounds i8, ptr %22, i64 8
  %26 = load atomic i64, ptr %25 acquire, align 8
  %27 = icmp eq i64 %26, 4294967297
  %28 = trunc i64 %26 to i32
  br i1 %27, label %29, label %37

29:                                               ; preds = %24
  store i32 0, ptr %25, align 8, !tbaa !24
  %30 = getelementptr inbounds i8, ptr %22, i64 12
  store i32 0, ptr %30, align 4, !tbaa !26
  %31 = load ptr, ptr %22, align 8, !tbaa !27
  %32 = getelementptr inbounds i8, ptr %31, i64 16
  %33 = load ptr, ptr %32, align 8
  call void %33(ptr noundef nonnull align 8 dereferenceable(16) %22) #25
  %34 = load ptr, ptr %22, align 8, !tbaa !27
  %35 = getelementptr inbounds i8, ptr %34, i64 24
  %36 = load ptr, ptr %35, align 8
  call void %36(ptr noundef nonnull align 8 dereferenceable(16) %22) #25
  br label %48

37:                                               ; preds = %24
  %38 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %39 = icmp eq i8 %38, 0
  br i1 %39, label %42, label %40

40:                                               ; preds = %37
  %41 = add nsw i32 %28, -1
  store i32 %41, ptr %25, align 4, !tbaa !11
  br label %44

42:                                               ; preds = %37
  %43 = atomicrmw volatile add ptr %25, i32 -1 acq_rel, align 4
  br label %44

44:                                               ; preds = %42, %40
  %45 = phi i32 [ %28, %40 ], [ %43, %42 ]
  %46 = icmp eq i32 %45, 1
  br i1 %46, label %47, label %48, !prof !30

47:                                               ; preds = %44
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %22) #25
  br label %48

48:                                               ; preds = %47, %44, %29, %19
  %49 = getelementptr inbounds i8, ptr %20, i64 16
  %50 = icmp eq ptr %49, %17
  br i1 %50, label %51, label %19, !llvm.loop !31

51:                                               ; preds = %48
  %52 = load ptr, ptr %14, align 8, !tbaa !19
  br label %53

53:                                               ; preds = %51, %13
  %54 = phi ptr [ %52, %51 ], [ %15, %13 ]
  %55 = icmp eq ptr %54, null
  br i1 %55, label %62, label %56

56:                                               ; preds = %53
  %57 = getelementptr inbounds i8, ptr %8, i64 24
  %58 = load ptr, ptr %57, align 8, !tbaa !32
  %59 = ptrtoint ptr %58 to i64
  %60 = ptrtoint ptr %54 to i64
  %61 = sub i64 %59, %60
  call void @_ZdlPvm(ptr noundef nonnull %54, i64 noundef %61) #29
  br label %62

62:                                               ; preds = %53, %56
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #25
  %63 = getelementptr inbounds i8, ptr %7, i64 8
  %64 = load ptr, ptr %63, align 8, !tbaa !22
  %65 = icmp eq ptr %64, null
  br i1 %65, label %90, label %66

66:                                               ; preds = %62
  %67 = getelementptr inbounds i8, ptr %64, i64 8
  %68 = load atomic i64, ptr %67 acquire, align 8
  %69 = icmp eq i64 %68, 4294967297
  %70 = trunc i64 %68 to i32
  br i1 %69, label %71, label %79

71:                                               ; preds = %66
  store i32 0, ptr %67, align 8, !tbaa !24
  %72 = getelementptr inbounds i8, ptr %64, i64 12
  store i32 0, ptr %72, align 4, !tbaa !26
  %73 = load ptr, ptr %64, align 8, !tbaa !27
  %74 = getelementptr inbounds i8, ptr %73, i64 16
  %75 = load ptr, ptr %74, align 8
  call void %75(ptr noundef nonnull align 8 dereferenceable(16) %64) #25
  %76 = load ptr, ptr %64, align 8, !tbaa !27
  %77 = getelementptr inbounds i8, ptr %76, i64 24
  %78 = load ptr, ptr %77, align 8
  call void %78(ptr noundef nonnull align 8 dereferenceable(16) %64) #25
  br label %90

79:                                               ; preds = %66
  %80 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %81 = icmp eq i8 %80, 0
  br i1 %81, label %84, label %82

82:                                               ; preds = %79
  %83 = add nsw i32 %70, -1
  store i32 %83, ptr %67, align 4, !tbaa !11
  br label %86

84:                                               ; preds = %79
  %85 = atomicrmw volatile add ptr %67, i32 -1 acq_rel, align 4
  br label %86

86:                                               ; preds = %84, %82
  %87 = phi i32 [ %70, %82 ], [ %85, %84 ]
  %88 = icmp eq i32 %87, 1
  br i1 %88, label %89, label %90, !prof !30

89:                                               ; preds = %86
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %64) #25
  br label %90

90:                                               ; preds = %62, %71, %86, %89
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #25
  ret void

91:                                               ; preds = %12
  %92 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %8) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #25
  call void @_ZN4sycl3_V16detail19kernel_bundle_plainD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %7) #25
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #25
  resume { ptr, i32 } %92
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvEC2EPiRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %0, ptr noundef %1, ptr noundef nonnull align 8 dereferenceable(8) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.std::unique_ptr.134", align 8
  %7 = alloca %"struct.std::array", align 8
  %8 = load i64, ptr %2, align 8, !tbaa !5
  %9 = shl i64 %8, 2
  %10 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #27, !noalias !83
  store ptr getelementptr inbounds inrange(-16, 56) (i8, ptr @_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE, i64 16), ptr %10, align 8, !tbaa !27, !noalias !83
  %11 = getelementptr inbounds i8, ptr %10, i64 8
  store i64 128, ptr %11, align 8, !tbaa !86, !noalias !83
  %12 = getelementptr inbounds i8, ptr %10, i64 16
  store i64 4, ptr %12, align 8, !tbaa !88, !noalias !83
  store ptr %10, ptr %6, align 8, !tbaa !91
  invoke void @_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS8_EE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef %1, i64 noundef %9, i64 noundef 4, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull %6)
          to label %13 unwind label %33

13:                                               ; preds = %5
  %14 = load ptr, ptr %6, align 8, !tbaa !9
  %15 = icmp eq ptr %14, null
  br i1 %15, label %20, label %16

16:                                               ; preds = %13
  %17 = load ptr, ptr %14, align 8, !tbaa !27
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
  store i64 0, ptr %23, align 8, !tbaa !93
  %24 = getelementptr inbounds i8, ptr %0, i64 32
  store i8 0, ptr %24, align 8, !tbaa !100
  %25 = load ptr, ptr %0, align 8, !tbaa !101
  %26 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTIi, i64 8), align 8, !tbaa !102
  %27 = load i8, ptr %26, align 1, !tbaa !29
  %28 = icmp eq i8 %27, 42
  %29 = zext i1 %28 to i64
  %30 = getelementptr inbounds i8, ptr %26, i64 %29
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #25
  store i64 %22, ptr %7, align 8, !tbaa !5, !alias.scope !104
  %31 = getelementptr inbounds i8, ptr %7, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %31, i8 0, i64 16, i1 false), !alias.scope !104
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
  %38 = load ptr, ptr %35, align 8, !tbaa !27
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

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %0) unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  %10 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.31, i64 noundef 20)
          to label %11 unwind label %51

11:                                               ; preds = %8
  %12 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.32, i64 noundef 1)
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
  tail call void @__assert_fail(ptr noundef nonnull @.str.33, ptr noundef nonnull @.str.34, i32 noundef 483, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvED2Ev) #28
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
  store i32 %43, ptr %27, align 4, !tbaa !11
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
  tail call void @__clang_call_terminate(ptr %53) #28
  unreachable

54:                                               ; preds = %2
  tail call void @__clang_call_terminate(ptr %4) #28
  unreachable
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19kernel_bundle_plainD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #7 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  store i32 %22, ptr %6, align 4, !tbaa !11
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

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17contextD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #7 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  store i32 %22, ptr %6, align 4, !tbaa !11
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

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #7 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  store i32 %22, ptr %6, align 4, !tbaa !11
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

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #2

declare noundef i32 @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE(ptr noundef nonnull align 8 dereferenceable(16)) #3

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
  call void @_ZSt9terminatev() #28
  unreachable

9:                                                ; preds = %1, %46
  %10 = phi ptr [ %47, %46 ], [ %4, %1 ]
  %11 = load ptr, ptr %10, align 8, !tbaa !107
  %12 = icmp eq ptr %11, null
  br i1 %12, label %46, label %13

13:                                               ; preds = %9
  store ptr %11, ptr %2, align 8, !tbaa !107
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
  %18 = load ptr, ptr %2, align 8, !tbaa !107
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
  %40 = load i32, ptr %39, align 8, !tbaa !109
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
define linkonce_odr dso_local void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::device", align 8
  %6 = alloca %"class.std::function.31", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #25
  %7 = getelementptr inbounds i8, ptr %6, i64 16
  %8 = getelementptr inbounds i8, ptr %6, i64 24
  %9 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 0, ptr %9, align 8
  store ptr %1, ptr %6, align 8, !tbaa !9
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_, ptr %8, align 8, !tbaa !115
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
  store i32 %32, ptr %16, align 4, !tbaa !11
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
  call void @__clang_call_terminate(ptr %60) #28
  unreachable

61:                                               ; preds = %52, %56
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #25
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #25
  resume { ptr, i32 } %53
}

; Function Attrs: inlinehint mustprogress uwtable
declare noundef nonnull align 8 dereferenceable(8) ptr @_ZStlsISt11char_traitsIcEERSt13basic_ostreamIcT_ES5_PKc(ptr noundef nonnull align 8 dereferenceable(8), ptr noundef) local_unnamed_addr #8

declare ptr @_ZNK4sycl3_V114exception_list5beginEv(ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #3

declare ptr @_ZNK4sycl3_V114exception_list3endEv(ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #3

; Function Attrs: noreturn
declare void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(ptr noundef) local_unnamed_addr #9

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #10

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #11 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #25
  tail call void @_ZSt9terminatev() #28
  unreachable
}

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: inlinehint mustprogress uwtable
declare noundef nonnull align 8 dereferenceable(8) ptr @_ZSt4endlIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #8

declare noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8), ptr noundef, i64 noundef) local_unnamed_addr #3

declare void @_ZNSt9basic_iosIcSt11char_traitsIcEE5clearESt12_Ios_Iostate(ptr noundef nonnull align 8 dereferenceable(264), i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #12

; Function Attrs: nounwind
declare void @_ZNSt15__exception_ptr13exception_ptr9_M_addrefEv(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #13

; Function Attrs: nounwind
declare void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #13

declare noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo3putEc(ptr noundef nonnull align 8 dereferenceable(8), i8 noundef signext) local_unnamed_addr #3

declare noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo5flushEv(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #3

; Function Attrs: noreturn
declare void @_ZSt16__throw_bad_castv() local_unnamed_addr #9

declare void @_ZNKSt5ctypeIcE13_M_widen_initEv(ptr noundef nonnull align 8 dereferenceable(570)) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #14

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(24) %1) #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::exception_list", align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3)
  %4 = load ptr, ptr %0, align 8, !tbaa !9
  %5 = load <2 x ptr>, ptr %1, align 8, !tbaa !9
  store <2 x ptr> %5, ptr %3, align 16, !tbaa !9
  %6 = getelementptr inbounds i8, ptr %3, i64 16
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  %8 = load ptr, ptr %7, align 8, !tbaa !117
  store ptr %8, ptr %6, align 16, !tbaa !117
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, i8 0, i64 24, i1 false)
  invoke void %4(ptr noundef nonnull %3)
          to label %9 unwind label %32

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %3, i64 8
  %11 = load ptr, ptr %3, align 16, !tbaa !119
  %12 = load ptr, ptr %10, align 8, !tbaa !120
  %13 = icmp eq ptr %11, %12
  br i1 %13, label %24, label %14

14:                                               ; preds = %9, %19
  %15 = phi ptr [ %20, %19 ], [ %11, %9 ]
  %16 = load ptr, ptr %15, align 8, !tbaa !107
  %17 = icmp eq ptr %16, null
  br i1 %17, label %19, label %18

18:                                               ; preds = %14
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %15) #25
  br label %19

19:                                               ; preds = %18, %14
  %20 = getelementptr inbounds i8, ptr %15, i64 8
  %21 = icmp eq ptr %20, %12
  br i1 %21, label %22, label %14, !llvm.loop !121

22:                                               ; preds = %19
  %23 = load ptr, ptr %3, align 16, !tbaa !119
  br label %24

24:                                               ; preds = %22, %9
  %25 = phi ptr [ %23, %22 ], [ %11, %9 ]
  %26 = icmp eq ptr %25, null
  br i1 %26, label %34, label %27

27:                                               ; preds = %24
  %28 = load ptr, ptr %6, align 16, !tbaa !117
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
define linkonce_odr dso_local noundef zeroext i1 @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) #5 comdat align 2 personality ptr @__gxx_personality_v0 {
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
define linkonce_odr dso_local void @_ZN4sycl3_V114exception_listD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #7 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !119
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !120
  %5 = icmp eq ptr %2, %4
  br i1 %5, label %16, label %6

6:                                                ; preds = %1, %11
  %7 = phi ptr [ %12, %11 ], [ %2, %1 ]
  %8 = load ptr, ptr %7, align 8, !tbaa !107
  %9 = icmp eq ptr %8, null
  br i1 %9, label %11, label %10

10:                                               ; preds = %6
  tail call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %7) #25
  br label %11

11:                                               ; preds = %10, %6
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  %13 = icmp eq ptr %12, %4
  br i1 %13, label %14, label %6, !llvm.loop !121

14:                                               ; preds = %11
  %15 = load ptr, ptr %0, align 8, !tbaa !119
  br label %16

16:                                               ; preds = %14, %1
  %17 = phi ptr [ %15, %14 ], [ %2, %1 ]
  %18 = icmp eq ptr %17, null
  br i1 %18, label %25, label %19

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !117
  %22 = ptrtoint ptr %21 to i64
  %23 = ptrtoint ptr %17 to i64
  %24 = sub i64 %22, %23
  tail call void @_ZdlPvm(ptr noundef nonnull %17, i64 noundef %24) #29
  br label %25

25:                                               ; preds = %16, %19
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #15

declare void @_ZN4sycl3_V16detail13select_deviceERKSt8functionIFiRKNS0_6deviceEEE(ptr dead_on_unwind writable sret(%"class.sycl::_V1::device") align 8, ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #3

declare void @_ZN4sycl3_V15queueC2ERKNS0_6deviceERKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #3

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16deviceD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #7 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  store i32 %22, ptr %6, align 4, !tbaa !11
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
define linkonce_odr dso_local noundef i32 @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) #5 comdat align 2 {
  %3 = load ptr, ptr %0, align 8, !tbaa !9
  %4 = tail call noundef i32 %3(ptr noundef nonnull align 8 dereferenceable(16) %1)
  ret i32 %4
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E10_M_managerERSt9_Any_dataRKS8_St18_Manager_operation(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) #5 comdat align 2 personality ptr @__gxx_personality_v0 {
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
define linkonce_odr dso_local void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %0) local_unnamed_addr #16 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !27
  %3 = getelementptr inbounds i8, ptr %2, i64 16
  %4 = load ptr, ptr %3, align 8
  tail call void %4(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
  %5 = getelementptr inbounds i8, ptr %0, i64 12
  %6 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
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
  %17 = load ptr, ptr %0, align 8, !tbaa !27
  %18 = getelementptr inbounds i8, ptr %17, i64 24
  %19 = load ptr, ptr %18, align 8
  tail call void %19(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
  br label %20

20:                                               ; preds = %13, %16
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V117get_kernel_bundleILNS0_12bundle_stateE0EEENS0_13kernel_bundleIXT_EEERKNS0_7contextE(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::kernel_bundle.37") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1) local_unnamed_addr #5 comdat personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.std::vector.39", align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #25
  call void @_ZNK4sycl3_V17context11get_devicesEv(ptr dead_on_unwind nonnull writable sret(%"class.std::vector.39") align 8 %3, ptr noundef nonnull align 8 dereferenceable(16) %1)
  invoke void @_ZN4sycl3_V117get_kernel_bundleILNS0_12bundle_stateE0EEENS0_13kernel_bundleIXT_EEERKNS0_7contextERKSt6vectorINS0_6deviceESaIS9_EE(ptr dead_on_unwind writable sret(%"class.sycl::_V1::kernel_bundle.37") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(24) %3)
          to label %4 unwind label %53

4:                                                ; preds = %2
  %5 = load ptr, ptr %3, align 8, !tbaa !122
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load ptr, ptr %6, align 8, !tbaa !124
  %8 = icmp eq ptr %5, %7
  br i1 %8, label %43, label %9

9:                                                ; preds = %4, %38
  %10 = phi ptr [ %39, %38 ], [ %5, %4 ]
  %11 = getelementptr inbounds i8, ptr %10, i64 8
  %12 = load ptr, ptr %11, align 8, !tbaa !22
  %13 = icmp eq ptr %12, null
  br i1 %13, label %38, label %14

14:                                               ; preds = %9
  %15 = getelementptr inbounds i8, ptr %12, i64 8
  %16 = load atomic i64, ptr %15 acquire, align 8
  %17 = icmp eq i64 %16, 4294967297
  %18 = trunc i64 %16 to i32
  br i1 %17, label %19, label %27

19:                                               ; preds = %14
  store i32 0, ptr %15, align 8, !tbaa !24
  %20 = getelementptr inbounds i8, ptr %12, i64 12
  store i32 0, ptr %20, align 4, !tbaa !26
  %21 = load ptr, ptr %12, align 8, !tbaa !27
  %22 = getelementptr inbounds i8, ptr %21, i64 16
  %23 = load ptr, ptr %22, align 8
  call void %23(ptr noundef nonnull align 8 dereferenceable(16) %12) #25
  %24 = load ptr, ptr %12, align 8, !tbaa !27
  %25 = getelementptr inbounds i8, ptr %24, i64 24
  %26 = load ptr, ptr %25, align 8
  call void %26(ptr noundef nonnull align 8 dereferenceable(16) %12) #25
  br label %38

27:                                               ; preds = %14
  %28 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %29 = icmp eq i8 %28, 0
  br i1 %29, label %32, label %30

30:                                               ; preds = %27
  %31 = add nsw i32 %18, -1
  store i32 %31, ptr %15, align 4, !tbaa !11
  br label %34

32:                                               ; preds = %27
  %33 = atomicrmw volatile add ptr %15, i32 -1 acq_rel, align 4
  br label %34

34:                                               ; preds = %32, %30
  %35 = phi i32 [ %18, %30 ], [ %33, %32 ]
  %36 = icmp eq i32 %35, 1
  br i1 %36, label %37, label %38, !prof !30

37:                                               ; preds = %34
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %12) #25
  br label %38

38:                                               ; preds = %37, %34, %19, %9
  %39 = getelementptr inbounds i8, ptr %10, i64 16
  %40 = icmp eq ptr %39, %7
  br i1 %40, label %41, label %9, !llvm.loop !125

41:                                               ; preds = %38
  %42 = load ptr, ptr %3, align 8, !tbaa !122
  br label %43

43:                                               ; preds = %41, %4
  %44 = phi ptr [ %42, %41 ], [ %5, %4 ]
  %45 = icmp eq ptr %44, null
  br i1 %45, label %52, label %46

46:                                               ; preds = %43
  %47 = getelementptr inbounds i8, ptr %3, i64 16
  %48 = load ptr, ptr %47, align 8, !tbaa !126
  %49 = ptrtoint ptr %48 to i64
  %50 = ptrtoint ptr %44 to i64
  %51 = sub i64 %49, %50
  call void @_ZdlPvm(ptr noundef nonnull %44, i64 noundef %51) #29
  br label %52

52:                                               ; preds = %43, %46
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #25
  ret void

53:                                               ; preds = %2
  %54 = landingpad { ptr, i32 }
          cleanup
  call void @_ZNSt6vectorIN4sycl3_V16deviceESaIS2_EED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %3) #25
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #25
  resume { ptr, i32 } %54
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15buildERKNS0_13kernel_bundleILNS0_12bundle_stateE0EEERKNS0_13property_listE(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::kernel_bundle") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(32) %2) local_unnamed_addr #8 comdat personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.std::vector.39", align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #25
  call void @_ZNK4sycl3_V16detail19kernel_bundle_plain11get_devicesEv(ptr dead_on_unwind nonnull writable sret(%"class.std::vector.39") align 8 %4, ptr noundef nonnull align 8 dereferenceable(16) %1) #25
  invoke void @_ZN4sycl3_V15buildERKNS0_13kernel_bundleILNS0_12bundle_stateE0EEERKSt6vectorINS0_6deviceESaIS7_EERKNS0_13property_listE(ptr dead_on_unwind writable sret(%"class.sycl::_V1::kernel_bundle") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(24) %4, ptr noundef nonnull align 8 dereferenceable(32) %2)
          to label %5 unwind label %54

5:                                                ; preds = %3
  %6 = load ptr, ptr %4, align 8, !tbaa !122
  %7 = getelementptr inbounds i8, ptr %4, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !124
  %9 = icmp eq ptr %6, %8
  br i1 %9, label %44, label %10

10:                                               ; preds = %5, %39
  %11 = phi ptr [ %40, %39 ], [ %6, %5 ]
  %12 = getelementptr inbounds i8, ptr %11, i64 8
  %13 = load ptr, ptr %12, align 8, !tbaa !22
  %14 = icmp eq ptr %13, null
  br i1 %14, label %39, label %15

15:                                               ; preds = %10
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
  store i32 %32, ptr %16, align 4, !tbaa !11
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

39:                                               ; preds = %38, %35, %20, %10
  %40 = getelementptr inbounds i8, ptr %11, i64 16
  %41 = icmp eq ptr %40, %8
  br i1 %41, label %42, label %10, !llvm.loop !125

42:                                               ; preds = %39
  %43 = load ptr, ptr %4, align 8, !tbaa !122
  br label %44

44:                                               ; preds = %42, %5
  %45 = phi ptr [ %43, %42 ], [ %6, %5 ]
  %46 = icmp eq ptr %45, null
  br i1 %46, label %53, label %47

47:                                               ; preds = %44
  %48 = getelementptr inbounds i8, ptr %4, i64 16
  %49 = load ptr, ptr %48, align 8, !tbaa !126
  %50 = ptrtoint ptr %49 to i64
  %51 = ptrtoint ptr %45 to i64
  %52 = sub i64 %50, %51
  call void @_ZdlPvm(ptr noundef nonnull %45, i64 noundef %52) #29
  br label %53

53:                                               ; preds = %44, %47
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #25
  ret void

54:                                               ; preds = %3
  %55 = landingpad { ptr, i32 }
          cleanup
  call void @_ZNSt6vectorIN4sycl3_V16deviceESaIS2_EED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %4) #25
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #25
  resume { ptr, i32 } %55
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V117get_kernel_bundleILNS0_12bundle_stateE0EEENS0_13kernel_bundleIXT_EEERKNS0_7contextERKSt6vectorINS0_6deviceESaIS9_EE(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::kernel_bundle.37") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(24) %2) local_unnamed_addr #5 comdat personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.std::vector.39", align 8
  %5 = alloca %"class.std::shared_ptr.9", align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #25
  call void @_ZN4sycl3_V16detail22removeDuplicateDevicesERKSt6vectorINS0_6deviceESaIS3_EE(ptr dead_on_unwind nonnull writable sret(%"class.std::vector.39") align 8 %4, ptr noundef nonnull align 8 dereferenceable(24) %2)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #25
  invoke void @_ZN4sycl3_V16detail22get_kernel_bundle_implERKNS0_7contextERKSt6vectorINS0_6deviceESaIS6_EENS0_12bundle_stateE(ptr dead_on_unwind nonnull writable sret(%"class.std::shared_ptr.9") align 8 %5, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(24) %4, i8 noundef signext 0)
          to label %6 unwind label %162

6:                                                ; preds = %3
  %7 = load ptr, ptr %5, align 8, !tbaa !127
  %8 = getelementptr inbounds i8, ptr %5, i64 8
  %9 = load ptr, ptr %8, align 8, !tbaa !22
  %10 = icmp eq ptr %9, null
  br i1 %10, label %60, label %11

11:                                               ; preds = %6
  %12 = getelementptr inbounds i8, ptr %9, i64 8
  %13 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %14 = icmp eq i8 %13, 0
  br i1 %14, label %18, label %15

15:                                               ; preds = %11
  %16 = load i32, ptr %12, align 4, !tbaa !11
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr %12, align 4, !tbaa !11
  br label %20

18:                                               ; preds = %11
  %19 = atomicrmw volatile add ptr %12, i32 1 acq_rel, align 4
  br label %20

20:                                               ; preds = %18, %15
  call void @llvm.experimental.noalias.scope.decl(metadata !129)
  %21 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !129
  %22 = icmp eq i8 %21, 0
  br i1 %22, label %27, label %23

23:                                               ; preds = %20
  %24 = load i32, ptr %12, align 4, !tbaa !11, !noalias !129
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %12, align 4, !tbaa !11, !noalias !129
  store ptr %7, ptr %0, align 8, !tbaa !127, !alias.scope !129
  %26 = getelementptr inbounds i8, ptr %0, i64 8
  store ptr %9, ptr %26, align 8, !tbaa !22, !alias.scope !129
  br label %32

27:                                               ; preds = %20
  %28 = atomicrmw volatile add ptr %12, i32 1 acq_rel, align 4, !noalias !129
  %29 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !129
  store ptr %7, ptr %0, align 8, !tbaa !127, !alias.scope !129
  %30 = getelementptr inbounds i8, ptr %0, i64 8
  store ptr %9, ptr %30, align 8, !tbaa !22, !alias.scope !129
  %31 = icmp eq i8 %29, 0
  br i1 %31, label %35, label %32

32:                                               ; preds = %23, %27
  %33 = load i32, ptr %12, align 4, !tbaa !11, !noalias !129
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %12, align 4, !tbaa !11, !noalias !129
  br label %37

35:                                               ; preds = %27
  %36 = atomicrmw volatile add ptr %12, i32 1 acq_rel, align 4, !noalias !129
  br label %37

37:                                               ; preds = %35, %32
  %38 = load atomic i64, ptr %12 acquire, align 8, !noalias !129
  %39 = icmp eq i64 %38, 4294967297
  %40 = trunc i64 %38 to i32
  br i1 %39, label %41, label %49

41:                                               ; preds = %37
  store i32 0, ptr %12, align 8, !tbaa !24, !noalias !129
  %42 = getelementptr inbounds i8, ptr %9, i64 12
  store i32 0, ptr %42, align 4, !tbaa !26, !noalias !129
  %43 = load ptr, ptr %9, align 8, !tbaa !27, !noalias !129
  %44 = getelementptr inbounds i8, ptr %43, i64 16
  %45 = load ptr, ptr %44, align 8, !noalias !129
  call void %45(ptr noundef nonnull align 8 dereferenceable(16) %9) #25, !noalias !129
  %46 = load ptr, ptr %9, align 8, !tbaa !27, !noalias !129
  %47 = getelementptr inbounds i8, ptr %46, i64 24
  %48 = load ptr, ptr %47, align 8, !noalias !129
  call void %48(ptr noundef nonnull align 8 dereferenceable(16) %9) #25, !noalias !129
  br label %62

49:                                               ; preds = %37
  %50 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !129
  %51 = icmp eq i8 %50, 0
  br i1 %51, label %54, label %52

52:                                               ; preds = %49
  %53 = add nsw i32 %40, -1
  store i32 %53, ptr %12, align 4, !tbaa !11, !noalias !129
  br label %56

54:                                               ; preds = %49
  %55 = atomicrmw volatile add ptr %12, i32 -1 acq_rel, align 4, !noalias !129
  br label %56

56:                                               ; preds = %54, %52
  %57 = phi i32 [ %40, %52 ], [ %55, %54 ]
  %58 = icmp eq i32 %57, 1
  br i1 %58, label %59, label %62, !prof !30

59:                                               ; preds = %56
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %9) #25, !noalias !129
  br label %62

60:                                               ; preds = %6
  store ptr %7, ptr %0, align 8, !tbaa !127, !alias.scope !129
  %61 = getelementptr inbounds i8, ptr %0, i64 8
  store ptr null, ptr %61, align 8, !tbaa !22, !alias.scope !129
  br label %86

62:                                               ; preds = %59, %56, %41
  %63 = getelementptr inbounds i8, ptr %9, i64 8
  %64 = load atomic i64, ptr %63 acquire, align 8
  %65 = icmp eq i64 %64, 4294967297
  %66 = trunc i64 %64 to i32
  br i1 %65, label %67, label %75

67:                                               ; preds = %62
  store i32 0, ptr %63, align 8, !tbaa !24
  %68 = getelementptr inbounds i8, ptr %9, i64 12
  store i32 0, ptr %68, align 4, !tbaa !26
  %69 = load ptr, ptr %9, align 8, !tbaa !27
  %70 = getelementptr inbounds i8, ptr %69, i64 16
  %71 = load ptr, ptr %70, align 8
  call void %71(ptr noundef nonnull align 8 dereferenceable(16) %9) #25
  %72 = load ptr, ptr %9, align 8, !tbaa !27
  %73 = getelementptr inbounds i8, ptr %72, i64 24
  %74 = load ptr, ptr %73, align 8
  call void %74(ptr noundef nonnull align 8 dereferenceable(16) %9) #25
  br label %86

75:                                               ; preds = %62
  %76 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %77 = icmp eq i8 %76, 0
  br i1 %77, label %80, label %78

78:                                               ; preds = %75
  %79 = add nsw i32 %66, -1
  store i32 %79, ptr %63, align 4, !tbaa !11
  br label %82

80:                                               ; preds = %75
  %81 = atomicrmw volatile add ptr %63, i32 -1 acq_rel, align 4
  br label %82

82:                                               ; preds = %80, %78
  %83 = phi i32 [ %66, %78 ], [ %81, %80 ]
  %84 = icmp eq i32 %83, 1
  br i1 %84, label %85, label %86, !prof !30

85:                                               ; preds = %82
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %9) #25
  br label %86

86:                                               ; preds = %60, %67, %82, %85
  %87 = load ptr, ptr %8, align 8, !tbaa !22
  %88 = icmp eq ptr %87, null
  br i1 %88, label %113, label %89

89:                                               ; preds = %86
  %90 = getelementptr inbounds i8, ptr %87, i64 8
  %91 = load atomic i64, ptr %90 acquire, align 8
  %92 = icmp eq i64 %91, 4294967297
  %93 = trunc i64 %91 to i32
  br i1 %92, label %94, label %102

94:                                               ; preds = %89
  store i32 0, ptr %90, align 8, !tbaa !24
  %95 = getelementptr inbounds i8, ptr %87, i64 12
  store i32 0, ptr %95, align 4, !tbaa !26
  %96 = load ptr, ptr %87, align 8, !tbaa !27
  %97 = getelementptr inbounds i8, ptr %96, i64 16
  %98 = load ptr, ptr %97, align 8
  call void %98(ptr noundef nonnull align 8 dereferenceable(16) %87) #25
  %99 = load ptr, ptr %87, align 8, !tbaa !27
  %100 = getelementptr inbounds i8, ptr %99, i64 24
  %101 = load ptr, ptr %100, align 8
  call void %101(ptr noundef nonnull align 8 dereferenceable(16) %87) #25
  br label %113

102:                                              ; preds = %89
  %103 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %104 = icmp eq i8 %103, 0
  br i1 %104, label %107, label %105

105:                                              ; preds = %102
  %106 = add nsw i32 %93, -1
  store i32 %106, ptr %90, align 4, !tbaa !11
  br label %109

107:                                              ; preds = %102
  %108 = atomicrmw volatile add ptr %90, i32 -1 acq_rel, align 4
  br label %109

109:                                              ; preds = %107, %105
  %110 = phi i32 [ %93, %105 ], [ %108, %107 ]
  %111 = icmp eq i32 %110, 1
  br i1 %111, label %112, label %113, !prof !30

112:                                              ; preds = %109
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %87) #25
  br label %113

113:                                              ; preds = %86, %94, %109, %112
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #25
  %114 = load ptr, ptr %4, align 8, !tbaa !122
  %115 = getelementptr inbounds i8, ptr %4, i64 8
  %116 = load ptr, ptr %115, align 8, !tbaa !124
  %117 = icmp eq ptr %114, %116
  br i1 %117, label %152, label %118

118:                                              ; preds = %113, %147
  %119 = phi ptr [ %148, %147 ], [ %114, %113 ]
  %120 = getelementptr inbounds i8, ptr %119, i64 8
  %121 = load ptr, ptr %120, align 8, !tbaa !22
  %122 = icmp eq ptr %121, null
  br i1 %122, label %147, label %123

123:                                              ; preds = %118
  %124 = getelementptr inbounds i8, ptr %121, i64 8
  %125 = load atomic i64, ptr %124 acquire, align 8
  %126 = icmp eq i64 %125, 4294967297
  %127 = trunc i64 %125 to i32
  br i1 %126, label %128, label %136

128:                                              ; preds = %123
  store i32 0, ptr %124, align 8, !tbaa !24
  %129 = getelementptr inbounds i8, ptr %121, i64 12
  store i32 0, ptr %129, align 4, !tbaa !26
  %130 = load ptr, ptr %121, align 8, !tbaa !27
  %131 = getelementptr inbounds i8, ptr %130, i64 16
  %132 = load ptr, ptr %131, align 8
  call void %132(ptr noundef nonnull align 8 dereferenceable(16) %121) #25
  %133 = load ptr, ptr %121, align 8, !tbaa !27
  %134 = getelementptr inbounds i8, ptr %133, i64 24
  %135 = load ptr, ptr %134, align 8
  call void %135(ptr noundef nonnull align 8 dereferenceable(16) %121) #25
  br label %147

136:                                              ; preds = %123
  %137 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %138 = icmp eq i8 %137, 0
  br i1 %138, label %141, label %139

139:                                              ; preds = %136
  %140 = add nsw i32 %127, -1
  store i32 %140, ptr %124, align 4, !tbaa !11
  br label %143

141:                                              ; preds = %136
  %142 = atomicrmw volatile add ptr %124, i32 -1 acq_rel, align 4
  br label %143

143:                                              ; preds = %141, %139
  %144 = phi i32 [ %127, %139 ], [ %142, %141 ]
  %145 = icmp eq i32 %144, 1
  br i1 %145, label %146, label %147, !prof !30

146:                                              ; preds = %143
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %121) #25
  br label %147

147:                                              ; preds = %146, %143, %128, %118
  %148 = getelementptr inbounds i8, ptr %119, i64 16
  %149 = icmp eq ptr %148, %116
  br i1 %149, label %150, label %118, !llvm.loop !125

150:                                              ; preds = %147
  %151 = load ptr, ptr %4, align 8, !tbaa !122
  br label %152

152:                                              ; preds = %150, %113
  %153 = phi ptr [ %151, %150 ], [ %114, %113 ]
  %154 = icmp eq ptr %153, null
  br i1 %154, label %161, label %155

155:                                              ; preds = %152
  %156 = getelementptr inbounds i8, ptr %4, i64 16
  %157 = load ptr, ptr %156, align 8, !tbaa !126
  %158 = ptrtoint ptr %157 to i64
  %159 = ptrtoint ptr %153 to i64
  %160 = sub i64 %158, %159
  call void @_ZdlPvm(ptr noundef nonnull %153, i64 noundef %160) #29
  br label %161

161:                                              ; preds = %152, %155
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #25
  ret void

162:                                              ; preds = %3
  %163 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #25
  call void @_ZNSt6vectorIN4sycl3_V16deviceESaIS2_EED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %4) #25
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #25
  resume { ptr, i32 } %163
}

declare void @_ZNK4sycl3_V17context11get_devicesEv(ptr dead_on_unwind writable sret(%"class.std::vector.39") align 8, ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #3

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIN4sycl3_V16deviceESaIS2_EED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !122
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !124
  %5 = icmp eq ptr %2, %4
  br i1 %5, label %40, label %6

6:                                                ; preds = %1, %35
  %7 = phi ptr [ %36, %35 ], [ %2, %1 ]
  %8 = getelementptr inbounds i8, ptr %7, i64 8
  %9 = load ptr, ptr %8, align 8, !tbaa !22
  %10 = icmp eq ptr %9, null
  br i1 %10, label %35, label %11

11:                                               ; preds = %6
  %12 = getelementptr inbounds i8, ptr %9, i64 8
  %13 = load atomic i64, ptr %12 acquire, align 8
  %14 = icmp eq i64 %13, 4294967297
  %15 = trunc i64 %13 to i32
  br i1 %14, label %16, label %24

16:                                               ; preds = %11
  store i32 0, ptr %12, align 8, !tbaa !24
  %17 = getelementptr inbounds i8, ptr %9, i64 12
  store i32 0, ptr %17, align 4, !tbaa !26
  %18 = load ptr, ptr %9, align 8, !tbaa !27
  %19 = getelementptr inbounds i8, ptr %18, i64 16
  %20 = load ptr, ptr %19, align 8
  tail call void %20(ptr noundef nonnull align 8 dereferenceable(16) %9) #25
  %21 = load ptr, ptr %9, align 8, !tbaa !27
  %22 = getelementptr inbounds i8, ptr %21, i64 24
  %23 = load ptr, ptr %22, align 8
  tail call void %23(ptr noundef nonnull align 8 dereferenceable(16) %9) #25
  br label %35

24:                                               ; preds = %11
  %25 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %26 = icmp eq i8 %25, 0
  br i1 %26, label %29, label %27

27:                                               ; preds = %24
  %28 = add nsw i32 %15, -1
  store i32 %28, ptr %12, align 4, !tbaa !11
  br label %31

29:                                               ; preds = %24
  %30 = atomicrmw volatile add ptr %12, i32 -1 acq_rel, align 4
  br label %31

31:                                               ; preds = %29, %27
  %32 = phi i32 [ %15, %27 ], [ %30, %29 ]
  %33 = icmp eq i32 %32, 1
  br i1 %33, label %34, label %35, !prof !30

34:                                               ; preds = %31
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %9) #25
  br label %35

35:                                               ; preds = %34, %31, %16, %6
  %36 = getelementptr inbounds i8, ptr %7, i64 16
  %37 = icmp eq ptr %36, %4
  br i1 %37, label %38, label %6, !llvm.loop !125

38:                                               ; preds = %35
  %39 = load ptr, ptr %0, align 8, !tbaa !122
  br label %40

40:                                               ; preds = %38, %1
  %41 = phi ptr [ %39, %38 ], [ %2, %1 ]
  %42 = icmp eq ptr %41, null
  br i1 %42, label %49, label %43

43:                                               ; preds = %40
  %44 = getelementptr inbounds i8, ptr %0, i64 16
  %45 = load ptr, ptr %44, align 8, !tbaa !126
  %46 = ptrtoint ptr %45 to i64
  %47 = ptrtoint ptr %41 to i64
  %48 = sub i64 %46, %47
  tail call void @_ZdlPvm(ptr noundef nonnull %41, i64 noundef %48) #29
  br label %49

49:                                               ; preds = %40, %43
  ret void
}

declare void @_ZN4sycl3_V16detail22removeDuplicateDevicesERKSt6vectorINS0_6deviceESaIS3_EE(ptr dead_on_unwind writable sret(%"class.std::vector.39") align 8, ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #3

declare void @_ZN4sycl3_V16detail22get_kernel_bundle_implERKNS0_7contextERKSt6vectorINS0_6deviceESaIS6_EENS0_12bundle_stateE(ptr dead_on_unwind writable sret(%"class.std::shared_ptr.9") align 8, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(24), i8 noundef signext) local_unnamed_addr #3

; Function Attrs: nounwind
declare void @_ZN4sycl3_V16detail19kernel_bundle_plain32set_specialization_constant_implEPKcPvm(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #13

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15buildERKNS0_13kernel_bundleILNS0_12bundle_stateE0EEERKSt6vectorINS0_6deviceESaIS7_EERKNS0_13property_listE(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::kernel_bundle") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(24) %2, ptr noundef nonnull align 8 dereferenceable(32) %3) local_unnamed_addr #8 comdat personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.std::vector.39", align 8
  %6 = alloca %"class.std::shared_ptr.9", align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #25
  call void @_ZN4sycl3_V16detail22removeDuplicateDevicesERKSt6vectorINS0_6deviceESaIS3_EE(ptr dead_on_unwind nonnull writable sret(%"class.std::vector.39") align 8 %5, ptr noundef nonnull align 8 dereferenceable(24) %2)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #25
  invoke void @_ZN4sycl3_V16detail10build_implERKNS0_13kernel_bundleILNS0_12bundle_stateE0EEERKSt6vectorINS0_6deviceESaIS8_EERKNS0_13property_listE(ptr dead_on_unwind nonnull writable sret(%"class.std::shared_ptr.9") align 8 %6, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(24) %5, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %7 unwind label %164

7:                                                ; preds = %4
  %8 = load ptr, ptr %6, align 8, !tbaa !127
  %9 = getelementptr inbounds i8, ptr %6, i64 8
  %10 = load ptr, ptr %9, align 8, !tbaa !22
  %11 = icmp eq ptr %10, null
  br i1 %11, label %62, label %12

12:                                               ; preds = %7
  %13 = getelementptr inbounds i8, ptr %10, i64 8
  %14 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
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

21:                                               ; preds = %19, %16
  call void @llvm.experimental.noalias.scope.decl(metadata !132)
  %22 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !132
  %23 = icmp eq i8 %22, 0
  %24 = getelementptr inbounds i8, ptr %0, i64 8
  br i1 %23, label %28, label %25

25:                                               ; preds = %21
  %26 = load i32, ptr %13, align 4, !tbaa !11, !noalias !132
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %13, align 4, !tbaa !11, !noalias !132
  store ptr %8, ptr %0, align 8, !tbaa !127, !alias.scope !132
  store ptr %10, ptr %24, align 8, !tbaa !22, !alias.scope !132
  br label %34

28:                                               ; preds = %21
  %29 = atomicrmw volatile add ptr %13, i32 1 acq_rel, align 4, !noalias !132
  %30 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !132
  %31 = icmp eq i8 %30, 0
  store ptr %8, ptr %0, align 8, !tbaa !127, !alias.scope !132
  store ptr %10, ptr %24, align 8, !tbaa !22, !alias.scope !132
  br i1 %31, label %37, label %32

32:                                               ; preds = %28
  %33 = load i32, ptr %13, align 4, !tbaa !11, !noalias !132
  br label %34

34:                                               ; preds = %32, %25
  %35 = phi i32 [ %33, %32 ], [ %27, %25 ]
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr %13, align 4, !tbaa !11, !noalias !132
  br label %39

37:                                               ; preds = %28
  %38 = atomicrmw volatile add ptr %13, i32 1 acq_rel, align 4, !noalias !132
  br label %39

39:                                               ; preds = %37, %34
  %40 = load atomic i64, ptr %13 acquire, align 8, !noalias !132
  %41 = icmp eq i64 %40, 4294967297
  %42 = trunc i64 %40 to i32
  br i1 %41, label %43, label %51

43:                                               ; preds = %39
  store i32 0, ptr %13, align 8, !tbaa !24, !noalias !132
  %44 = getelementptr inbounds i8, ptr %10, i64 12
  store i32 0, ptr %44, align 4, !tbaa !26, !noalias !132
  %45 = load ptr, ptr %10, align 8, !tbaa !27, !noalias !132
  %46 = getelementptr inbounds i8, ptr %45, i64 16
  %47 = load ptr, ptr %46, align 8, !noalias !132
  call void %47(ptr noundef nonnull align 8 dereferenceable(16) %10) #25, !noalias !132
  %48 = load ptr, ptr %10, align 8, !tbaa !27, !noalias !132
  %49 = getelementptr inbounds i8, ptr %48, i64 24
  %50 = load ptr, ptr %49, align 8, !noalias !132
  call void %50(ptr noundef nonnull align 8 dereferenceable(16) %10) #25, !noalias !132
  br label %64

51:                                               ; preds = %39
  %52 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !132
  %53 = icmp eq i8 %52, 0
  br i1 %53, label %56, label %54

54:                                               ; preds = %51
  %55 = add nsw i32 %42, -1
  store i32 %55, ptr %13, align 4, !tbaa !11, !noalias !132
  br label %58

56:                                               ; preds = %51
  %57 = atomicrmw volatile add ptr %13, i32 -1 acq_rel, align 4, !noalias !132
  br label %58

58:                                               ; preds = %56, %54
  %59 = phi i32 [ %42, %54 ], [ %57, %56 ]
  %60 = icmp eq i32 %59, 1
  br i1 %60, label %61, label %64, !prof !30

61:                                               ; preds = %58
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %10) #25, !noalias !132
  br label %64

62:                                               ; preds = %7
  store ptr %8, ptr %0, align 8, !tbaa !127, !alias.scope !132
  %63 = getelementptr inbounds i8, ptr %0, i64 8
  store ptr null, ptr %63, align 8, !tbaa !22, !alias.scope !132
  br label %88

64:                                               ; preds = %61, %58, %43
  %65 = getelementptr inbounds i8, ptr %10, i64 8
  %66 = load atomic i64, ptr %65 acquire, align 8
  %67 = icmp eq i64 %66, 4294967297
  %68 = trunc i64 %66 to i32
  br i1 %67, label %69, label %77

69:                                               ; preds = %64
  store i32 0, ptr %65, align 8, !tbaa !24
  %70 = getelementptr inbounds i8, ptr %10, i64 12
  store i32 0, ptr %70, align 4, !tbaa !26
  %71 = load ptr, ptr %10, align 8, !tbaa !27
  %72 = getelementptr inbounds i8, ptr %71, i64 16
  %73 = load ptr, ptr %72, align 8
  call void %73(ptr noundef nonnull align 8 dereferenceable(16) %10) #25
  %74 = load ptr, ptr %10, align 8, !tbaa !27
  %75 = getelementptr inbounds i8, ptr %74, i64 24
  %76 = load ptr, ptr %75, align 8
  call void %76(ptr noundef nonnull align 8 dereferenceable(16) %10) #25
  br label %88

77:                                               ; preds = %64
  %78 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %79 = icmp eq i8 %78, 0
  br i1 %79, label %82, label %80

80:                                               ; preds = %77
  %81 = add nsw i32 %68, -1
  store i32 %81, ptr %65, align 4, !tbaa !11
  br label %84

82:                                               ; preds = %77
  %83 = atomicrmw volatile add ptr %65, i32 -1 acq_rel, align 4
  br label %84

84:                                               ; preds = %82, %80
  %85 = phi i32 [ %68, %80 ], [ %83, %82 ]
  %86 = icmp eq i32 %85, 1
  br i1 %86, label %87, label %88, !prof !30

87:                                               ; preds = %84
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %10) #25
  br label %88

88:                                               ; preds = %62, %69, %84, %87
  %89 = load ptr, ptr %9, align 8, !tbaa !22
  %90 = icmp eq ptr %89, null
  br i1 %90, label %115, label %91

91:                                               ; preds = %88
  %92 = getelementptr inbounds i8, ptr %89, i64 8
  %93 = load atomic i64, ptr %92 acquire, align 8
  %94 = icmp eq i64 %93, 4294967297
  %95 = trunc i64 %93 to i32
  br i1 %94, label %96, label %104

96:                                               ; preds = %91
  store i32 0, ptr %92, align 8, !tbaa !24
  %97 = getelementptr inbounds i8, ptr %89, i64 12
  store i32 0, ptr %97, align 4, !tbaa !26
  %98 = load ptr, ptr %89, align 8, !tbaa !27
  %99 = getelementptr inbounds i8, ptr %98, i64 16
  %100 = load ptr, ptr %99, align 8
  call void %100(ptr noundef nonnull align 8 dereferenceable(16) %89) #25
  %101 = load ptr, ptr %89, align 8, !tbaa !27
  %102 = getelementptr inbounds i8, ptr %101, i64 24
  %103 = load ptr, ptr %102, align 8
  call void %103(ptr noundef nonnull align 8 dereferenceable(16) %89) #25
  br label %115

104:                                              ; preds = %91
  %105 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %106 = icmp eq i8 %105, 0
  br i1 %106, label %109, label %107

107:                                              ; preds = %104
  %108 = add nsw i32 %95, -1
  store i32 %108, ptr %92, align 4, !tbaa !11
  br label %111

109:                                              ; preds = %104
  %110 = atomicrmw volatile add ptr %92, i32 -1 acq_rel, align 4
  br label %111

111:                                              ; preds = %109, %107
  %112 = phi i32 [ %95, %107 ], [ %110, %109 ]
  %113 = icmp eq i32 %112, 1
  br i1 %113, label %114, label %115, !prof !30

114:                                              ; preds = %111
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %89) #25
  br label %115

115:                                              ; preds = %88, %96, %111, %114
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #25
  %116 = load ptr, ptr %5, align 8, !tbaa !122
  %117 = getelementptr inbounds i8, ptr %5, i64 8
  %118 = load ptr, ptr %117, align 8, !tbaa !124
  %119 = icmp eq ptr %116, %118
  br i1 %119, label %154, label %120

120:                                              ; preds = %115, %149
  %121 = phi ptr [ %150, %149 ], [ %116, %115 ]
  %122 = getelementptr inbounds i8, ptr %121, i64 8
  %123 = load ptr, ptr %122, align 8, !tbaa !22
  %124 = icmp eq ptr %123, null
  br i1 %124, label %149, label %125

125:                                              ; preds = %120
  %126 = getelementptr inbounds i8, ptr %123, i64 8
  %127 = load atomic i64, ptr %126 acquire, align 8
  %128 = icmp eq i64 %127, 4294967297
  %129 = trunc i64 %127 to i32
  br i1 %128, label %130, label %138

130:                                              ; preds = %125
  store i32 0, ptr %126, align 8, !tbaa !24
  %131 = getelementptr inbounds i8, ptr %123, i64 12
  store i32 0, ptr %131, align 4, !tbaa !26
  %132 = load ptr, ptr %123, align 8, !tbaa !27
  %133 = getelementptr inbounds i8, ptr %132, i64 16
  %134 = load ptr, ptr %133, align 8
  call void %134(ptr noundef nonnull align 8 dereferenceable(16) %123) #25
  %135 = load ptr, ptr %123, align 8, !tbaa !27
  %136 = getelementptr inbounds i8, ptr %135, i64 24
  %137 = load ptr, ptr %136, align 8
  call void %137(ptr noundef nonnull align 8 dereferenceable(16) %123) #25
  br label %149

138:                                              ; preds = %125
  %139 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %140 = icmp eq i8 %139, 0
  br i1 %140, label %143, label %141

141:                                              ; preds = %138
  %142 = add nsw i32 %129, -1
  store i32 %142, ptr %126, align 4, !tbaa !11
  br label %145

143:                                              ; preds = %138
  %144 = atomicrmw volatile add ptr %126, i32 -1 acq_rel, align 4
  br label %145

145:                                              ; preds = %143, %141
  %146 = phi i32 [ %129, %141 ], [ %144, %143 ]
  %147 = icmp eq i32 %146, 1
  br i1 %147, label %148, label %149, !prof !30

148:                                              ; preds = %145
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %123) #25
  br label %149

149:                                              ; preds = %148, %145, %130, %120
  %150 = getelementptr inbounds i8, ptr %121, i64 16
  %151 = icmp eq ptr %150, %118
  br i1 %151, label %152, label %120, !llvm.loop !125

152:                                              ; preds = %149
  %153 = load ptr, ptr %5, align 8, !tbaa !122
  br label %154

154:                                              ; preds = %152, %115
  %155 = phi ptr [ %153, %152 ], [ %116, %115 ]
  %156 = icmp eq ptr %155, null
  br i1 %156, label %163, label %157

157:                                              ; preds = %154
  %158 = getelementptr inbounds i8, ptr %5, i64 16
  %159 = load ptr, ptr %158, align 8, !tbaa !126
  %160 = ptrtoint ptr %159 to i64
  %161 = ptrtoint ptr %155 to i64
  %162 = sub i64 %160, %161
  call void @_ZdlPvm(ptr noundef nonnull %155, i64 noundef %162) #29
  br label %163

163:                                              ; preds = %154, %157
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #25
  ret void

164:                                              ; preds = %4
  %165 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #25
  call void @_ZNSt6vectorIN4sycl3_V16deviceESaIS2_EED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %5) #25
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #25
  resume { ptr, i32 } %165
}

declare void @_ZN4sycl3_V16detail10build_implERKNS0_13kernel_bundleILNS0_12bundle_stateE0EEERKSt6vectorINS0_6deviceESaIS8_EERKNS0_13property_listE(ptr dead_on_unwind writable sret(%"class.std::shared_ptr.9") align 8, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(24), ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #3

; Function Attrs: nounwind
declare void @_ZNK4sycl3_V16detail19kernel_bundle_plain11get_devicesEv(ptr dead_on_unwind writable sret(%"class.std::vector.39") align 8, ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #13

declare void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #3

declare void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #3

declare void @_ZN4sycl3_V15queue22submit_with_event_implESt8functionIFvRNS0_7handlerEEERKNS0_6detail14SubmissionInfoERKNS7_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), i1 noundef zeroext) local_unnamed_addr #3

declare noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #3

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail14SubmissionInfoD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #7 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  store i32 %22, ptr %6, align 4, !tbaa !11
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
declare void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1)) unnamed_addr #13

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #17

; Function Attrs: mustprogress uwtable
define internal void @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZL5scaleRNS1_5queueERKNS1_13kernel_bundleILNS1_12bundle_stateE2EEERNS1_6bufferIiLi1ENS1_6detail17aligned_allocatorIiEEvEEiEUlS3_E_E9_M_invokeERKSt9_Any_dataS3_(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #5 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca { ptr, [8 x i8] }, align 8
  %4 = alloca %"class.std::vector.110", align 8
  %5 = alloca %"class.std::shared_ptr.9", align 8
  %6 = alloca %"class.sycl::_V1::range.81", align 8
  %7 = alloca { ptr, [8 x i8] }, align 8
  %8 = alloca %"class.std::vector.110", align 8
  %9 = alloca %"class.std::shared_ptr.9", align 8
  %10 = alloca %"class.sycl::_V1::range.81", align 8
  %11 = alloca %"class.std::tuple.89", align 8
  %12 = alloca %"class.sycl::_V1::detail::RoundedRangeKernelWithKH", align 8
  %13 = alloca { ptr, [8 x i8] }, align 8
  %14 = alloca %"class.sycl::_V1::detail::RoundedRangeKernelWithKH", align 8
  %15 = alloca %class.anon.79, align 8
  %16 = alloca %class.anon.79, align 8
  %17 = alloca i32, align 4
  %18 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %19 = alloca %"class.sycl::_V1::accessor", align 8
  %20 = alloca %"class.sycl::_V1::property_list", align 8
  %21 = alloca %class.anon.79, align 8
  %22 = load ptr, ptr %0, align 8, !tbaa !9
  %23 = load ptr, ptr %22, align 8, !tbaa !135
  tail call void @_ZN4sycl3_V17handler17use_kernel_bundleERKNS0_13kernel_bundleILNS0_12bundle_stateE2EEE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(16) %23)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %19) #25
  %24 = getelementptr inbounds i8, ptr %22, i64 8
  %25 = load ptr, ptr %24, align 8, !tbaa !137
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %20) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %20, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %18)
  store ptr @.str, ptr %18, align 8
  %26 = getelementptr inbounds i8, ptr %18, i64 8
  store ptr @.str.13, ptr %26, align 8
  %27 = getelementptr inbounds i8, ptr %18, i64 16
  store i64 45, ptr %27, align 8
  %28 = getelementptr inbounds i8, ptr %18, i64 24
  store i64 20, ptr %28, align 8
  invoke void @_ZN4sycl3_V18accessorIiLi1ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi1ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %19, ptr noundef nonnull align 8 dereferenceable(33) %25, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %20, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %18)
          to label %29 unwind label %801

29:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %17) #25
  store i32 5, ptr %17, align 4, !tbaa !138
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %25, ptr noundef nonnull align 4 dereferenceable(4) %17)
          to label %32 unwind label %30

30:                                               ; preds = %29
  %31 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %19) #25
  br label %803

32:                                               ; preds = %29
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %17) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18)
  %33 = getelementptr inbounds i8, ptr %20, i64 8
  %34 = load ptr, ptr %33, align 8, !tbaa !19
  %35 = getelementptr inbounds i8, ptr %20, i64 16
  %36 = load ptr, ptr %35, align 8, !tbaa !21
  %37 = icmp eq ptr %34, %36
  br i1 %37, label %72, label %38

38:                                               ; preds = %32, %67
  %39 = phi ptr [ %68, %67 ], [ %34, %32 ]
  %40 = getelementptr inbounds i8, ptr %39, i64 8
  %41 = load ptr, ptr %40, align 8, !tbaa !22
  %42 = icmp eq ptr %41, null
  br i1 %42, label %67, label %43

43:                                               ; preds = %38
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
  store i32 %60, ptr %44, align 4, !tbaa !11
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

67:                                               ; preds = %66, %63, %48, %38
  %68 = getelementptr inbounds i8, ptr %39, i64 16
  %69 = icmp eq ptr %68, %36
  br i1 %69, label %70, label %38, !llvm.loop !31

70:                                               ; preds = %67
  %71 = load ptr, ptr %33, align 8, !tbaa !19
  br label %72

72:                                               ; preds = %70, %32
  %73 = phi ptr [ %71, %70 ], [ %34, %32 ]
  %74 = icmp eq ptr %73, null
  br i1 %74, label %81, label %75

75:                                               ; preds = %72
  %76 = getelementptr inbounds i8, ptr %20, i64 24
  %77 = load ptr, ptr %76, align 8, !tbaa !32
  %78 = ptrtoint ptr %77 to i64
  %79 = ptrtoint ptr %73 to i64
  %80 = sub i64 %78, %79
  call void @_ZdlPvm(ptr noundef nonnull %73, i64 noundef %80) #29
  br label %81

81:                                               ; preds = %75, %72
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #25
  %82 = load ptr, ptr %24, align 8, !tbaa !137
  %83 = getelementptr inbounds i8, ptr %82, i64 16
  %84 = load i64, ptr %83, align 8
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %21) #25
  %85 = load ptr, ptr %19, align 8, !tbaa !140
  store ptr %85, ptr %21, align 8, !tbaa !140
  %86 = getelementptr inbounds i8, ptr %21, i64 8
  %87 = getelementptr inbounds i8, ptr %19, i64 8
  %88 = load ptr, ptr %87, align 8, !tbaa !22
  store ptr %88, ptr %86, align 8, !tbaa !22
  %89 = icmp eq ptr %88, null
  br i1 %89, label %101, label %90

90:                                               ; preds = %81
  %91 = getelementptr inbounds i8, ptr %88, i64 8
  %92 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %93 = icmp eq i8 %92, 0
  br i1 %93, label %97, label %94

94:                                               ; preds = %90
  %95 = load i32, ptr %91, align 4, !tbaa !11
  %96 = add nsw i32 %95, 1
  store i32 %96, ptr %91, align 4, !tbaa !11
  br label %101

97:                                               ; preds = %90
  %98 = atomicrmw volatile add ptr %91, i32 1 acq_rel, align 4
  %99 = load ptr, ptr %21, align 8, !tbaa !140
  %100 = load ptr, ptr %86, align 8, !tbaa !22
  br label %101

101:                                              ; preds = %97, %94, %81
  %102 = phi ptr [ null, %81 ], [ %88, %94 ], [ %100, %97 ]
  %103 = phi ptr [ %85, %81 ], [ %85, %94 ], [ %99, %97 ]
  %104 = getelementptr inbounds i8, ptr %21, i64 16
  %105 = getelementptr inbounds i8, ptr %19, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %104, ptr noundef nonnull align 8 dereferenceable(16) %105, i64 16, i1 false)
  %106 = getelementptr inbounds i8, ptr %21, i64 32
  %107 = getelementptr inbounds i8, ptr %22, i64 16
  %108 = load ptr, ptr %107, align 8, !tbaa !142
  %109 = load i32, ptr %108, align 4, !tbaa !11
  store i32 %109, ptr %106, align 8, !tbaa !143
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %16)
  store ptr %103, ptr %16, align 8, !tbaa !140
  %110 = getelementptr inbounds i8, ptr %16, i64 8
  store ptr %102, ptr %110, align 8, !tbaa !22
  %111 = icmp eq ptr %102, null
  br i1 %111, label %122, label %112

112:                                              ; preds = %101
  %113 = getelementptr inbounds i8, ptr %102, i64 8
  %114 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %115 = icmp eq i8 %114, 0
  br i1 %115, label %119, label %116

116:                                              ; preds = %112
  %117 = load i32, ptr %113, align 4, !tbaa !11
  %118 = add nsw i32 %117, 1
  store i32 %118, ptr %113, align 4, !tbaa !11
  br label %122

119:                                              ; preds = %112
  %120 = atomicrmw volatile add ptr %113, i32 1 acq_rel, align 4
  %121 = load i32, ptr %106, align 8, !tbaa !143
  br label %122

122:                                              ; preds = %119, %116, %101
  %123 = phi i32 [ %121, %119 ], [ %109, %116 ], [ %109, %101 ]
  %124 = getelementptr inbounds i8, ptr %16, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %124, ptr noundef nonnull readonly align 8 dereferenceable(16) %104, i64 16, i1 false)
  %125 = getelementptr inbounds i8, ptr %16, i64 32
  store i32 %123, ptr %125, align 8, !tbaa !143
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %13)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %14)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %15)
  %126 = invoke noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %127 unwind label %743

127:                                              ; preds = %122
  %128 = icmp eq i32 %126, 0
  br i1 %128, label %138, label %129

129:                                              ; preds = %127
  %130 = call ptr @__cxa_allocate_exception(i64 64) #25
  %131 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #25
  %132 = extractvalue { i32, ptr } %131, 0
  %133 = extractvalue { i32, ptr } %131, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %130, i32 %132, ptr %133, ptr noundef nonnull @.str.17)
          to label %134 unwind label %136

134:                                              ; preds = %129
  invoke void @__cxa_throw(ptr nonnull %130, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #26
          to label %135 unwind label %743

135:                                              ; preds = %134
  unreachable

136:                                              ; preds = %129
  %137 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %130) #25
  br label %745

138:                                              ; preds = %127
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11) #25
  invoke void @_ZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_(ptr dead_on_unwind nonnull writable sret(%"class.std::tuple.89") align 8 %11, ptr noundef nonnull align 8 dereferenceable(216) %1, i64 %84)
          to label %139 unwind label %743

139:                                              ; preds = %138
  %140 = getelementptr inbounds i8, ptr %11, i64 8
  %141 = load i8, ptr %11, align 8, !tbaa !148, !range !61, !noundef !62
  %142 = trunc nuw i8 %141 to i1
  br i1 %142, label %143, label %476

143:                                              ; preds = %139
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %12) #25
  %144 = load ptr, ptr %16, align 8, !tbaa !140
  %145 = load ptr, ptr %110, align 8, !tbaa !22
  %146 = icmp eq ptr %145, null
  %147 = getelementptr inbounds i8, ptr %12, i64 8
  br i1 %146, label %169, label %148

148:                                              ; preds = %143
  %149 = getelementptr inbounds i8, ptr %145, i64 8
  %150 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %151 = icmp eq i8 %150, 0
  %152 = getelementptr inbounds i8, ptr %12, i64 16
  br i1 %151, label %156, label %153

153:                                              ; preds = %148
  %154 = load i32, ptr %149, align 4, !tbaa !11
  %155 = add nsw i32 %154, 1
  store i32 %155, ptr %149, align 4, !tbaa !11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %13, ptr noundef nonnull align 8 dereferenceable(16) %104, i64 16, i1 false)
  store i64 %84, ptr %12, align 8, !alias.scope !149
  store ptr %144, ptr %147, align 8, !tbaa !140, !alias.scope !149
  store ptr %145, ptr %152, align 8, !tbaa !22, !alias.scope !149
  br label %163

156:                                              ; preds = %148
  %157 = atomicrmw volatile add ptr %149, i32 1 acq_rel, align 4
  %158 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !152
  %159 = load i32, ptr %125, align 8, !tbaa !143
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %13, ptr noundef nonnull align 8 dereferenceable(16) %124, i64 16, i1 false)
  store i64 %84, ptr %12, align 8, !alias.scope !149
  store ptr %144, ptr %147, align 8, !tbaa !140, !alias.scope !149
  store ptr %145, ptr %152, align 8, !tbaa !22, !alias.scope !149
  %160 = icmp eq i8 %158, 0
  br i1 %160, label %167, label %161

161:                                              ; preds = %156
  %162 = load i32, ptr %149, align 4, !tbaa !11, !noalias !152
  br label %163

163:                                              ; preds = %161, %153
  %164 = phi i32 [ %155, %153 ], [ %162, %161 ]
  %165 = phi i32 [ %123, %153 ], [ %159, %161 ]
  %166 = add nsw i32 %164, 1
  store i32 %166, ptr %149, align 4, !tbaa !11, !noalias !152
  br label %173

167:                                              ; preds = %156
  %168 = atomicrmw volatile add ptr %149, i32 1 acq_rel, align 4, !noalias !152
  br label %173

169:                                              ; preds = %143
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %13, ptr noundef nonnull align 8 dereferenceable(16) %104, i64 16, i1 false)
  call void @llvm.experimental.noalias.scope.decl(metadata !152)
  store i64 %84, ptr %12, align 8, !alias.scope !152
  store ptr %144, ptr %147, align 8, !tbaa !140, !alias.scope !152
  %170 = getelementptr inbounds i8, ptr %12, i64 16
  store ptr null, ptr %170, align 8, !tbaa !22, !alias.scope !152
  %171 = getelementptr inbounds i8, ptr %12, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %171, ptr noundef nonnull align 8 dereferenceable(16) %104, i64 16, i1 false)
  %172 = getelementptr inbounds i8, ptr %12, i64 40
  store i32 %123, ptr %172, align 8, !tbaa !143, !alias.scope !152
  br label %266

173:                                              ; preds = %167, %163
  %174 = phi i32 [ %159, %167 ], [ %165, %163 ]
  %175 = getelementptr inbounds i8, ptr %12, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %175, ptr noundef nonnull align 8 dereferenceable(16) %13, i64 16, i1 false)
  %176 = getelementptr inbounds i8, ptr %12, i64 40
  store i32 %174, ptr %176, align 8, !tbaa !143, !alias.scope !152
  %177 = load atomic i64, ptr %149 acquire, align 8
  %178 = icmp eq i64 %177, 4294967297
  %179 = trunc i64 %177 to i32
  br i1 %178, label %180, label %188

180:                                              ; preds = %173
  store i32 0, ptr %149, align 8, !tbaa !24
  %181 = getelementptr inbounds i8, ptr %145, i64 12
  store i32 0, ptr %181, align 4, !tbaa !26
  %182 = load ptr, ptr %145, align 8, !tbaa !27
  %183 = getelementptr inbounds i8, ptr %182, i64 16
  %184 = load ptr, ptr %183, align 8
  call void %184(ptr noundef nonnull align 8 dereferenceable(16) %145) #25
  %185 = load ptr, ptr %145, align 8, !tbaa !27
  %186 = getelementptr inbounds i8, ptr %185, i64 24
  %187 = load ptr, ptr %186, align 8
  call void %187(ptr noundef nonnull align 8 dereferenceable(16) %145) #25
  br label %199

188:                                              ; preds = %173
  %189 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %190 = icmp eq i8 %189, 0
  br i1 %190, label %193, label %191

191:                                              ; preds = %188
  %192 = add nsw i32 %179, -1
  store i32 %192, ptr %149, align 4, !tbaa !11
  br label %195

193:                                              ; preds = %188
  %194 = atomicrmw volatile add ptr %149, i32 -1 acq_rel, align 4
  br label %195

195:                                              ; preds = %193, %191
  %196 = phi i32 [ %179, %191 ], [ %194, %193 ]
  %197 = icmp eq i32 %196, 1
  br i1 %197, label %198, label %199, !prof !30

198:                                              ; preds = %195
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %145) #25
  br label %199

199:                                              ; preds = %198, %195, %180
  %200 = load ptr, ptr %152, align 8, !tbaa !22
  %201 = icmp eq ptr %200, null
  br i1 %201, label %266, label %202

202:                                              ; preds = %199
  %203 = getelementptr inbounds i8, ptr %200, i64 8
  %204 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %205 = icmp eq i8 %204, 0
  br i1 %205, label %209, label %206

206:                                              ; preds = %202
  %207 = load i32, ptr %203, align 4, !tbaa !11
  %208 = add nsw i32 %207, 1
  store i32 %208, ptr %203, align 4, !tbaa !11
  br label %215

209:                                              ; preds = %202
  %210 = atomicrmw volatile add ptr %203, i32 1 acq_rel, align 4
  %211 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %212 = icmp eq i8 %211, 0
  br i1 %212, label %218, label %213

213:                                              ; preds = %209
  %214 = load i32, ptr %203, align 4, !tbaa !11
  br label %215

215:                                              ; preds = %213, %206
  %216 = phi i32 [ %214, %213 ], [ %208, %206 ]
  %217 = add nsw i32 %216, 1
  store i32 %217, ptr %203, align 4, !tbaa !11
  br label %220

218:                                              ; preds = %209
  %219 = atomicrmw volatile add ptr %203, i32 1 acq_rel, align 4
  br label %220

220:                                              ; preds = %218, %215
  %221 = load atomic i64, ptr %203 acquire, align 8
  %222 = icmp eq i64 %221, 4294967297
  %223 = trunc i64 %221 to i32
  br i1 %222, label %224, label %232

224:                                              ; preds = %220
  store i32 0, ptr %203, align 8, !tbaa !24
  %225 = getelementptr inbounds i8, ptr %200, i64 12
  store i32 0, ptr %225, align 4, !tbaa !26
  %226 = load ptr, ptr %200, align 8, !tbaa !27
  %227 = getelementptr inbounds i8, ptr %226, i64 16
  %228 = load ptr, ptr %227, align 8
  call void %228(ptr noundef nonnull align 8 dereferenceable(16) %200) #25
  %229 = load ptr, ptr %200, align 8, !tbaa !27
  %230 = getelementptr inbounds i8, ptr %229, i64 24
  %231 = load ptr, ptr %230, align 8
  call void %231(ptr noundef nonnull align 8 dereferenceable(16) %200) #25
  br label %243

232:                                              ; preds = %220
  %233 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %234 = icmp eq i8 %233, 0
  br i1 %234, label %237, label %235

235:                                              ; preds = %232
  %236 = add nsw i32 %223, -1
  store i32 %236, ptr %203, align 4, !tbaa !11
  br label %239

237:                                              ; preds = %232
  %238 = atomicrmw volatile add ptr %203, i32 -1 acq_rel, align 4
  br label %239

239:                                              ; preds = %237, %235
  %240 = phi i32 [ %223, %235 ], [ %238, %237 ]
  %241 = icmp eq i32 %240, 1
  br i1 %241, label %242, label %243, !prof !30

242:                                              ; preds = %239
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %200) #25
  br label %243

243:                                              ; preds = %242, %239, %224
  %244 = load atomic i64, ptr %203 acquire, align 8
  %245 = icmp eq i64 %244, 4294967297
  %246 = trunc i64 %244 to i32
  br i1 %245, label %247, label %255

247:                                              ; preds = %243
  store i32 0, ptr %203, align 8, !tbaa !24
  %248 = getelementptr inbounds i8, ptr %200, i64 12
  store i32 0, ptr %248, align 4, !tbaa !26
  %249 = load ptr, ptr %200, align 8, !tbaa !27
  %250 = getelementptr inbounds i8, ptr %249, i64 16
  %251 = load ptr, ptr %250, align 8
  call void %251(ptr noundef nonnull align 8 dereferenceable(16) %200) #25
  %252 = load ptr, ptr %200, align 8, !tbaa !27
  %253 = getelementptr inbounds i8, ptr %252, i64 24
  %254 = load ptr, ptr %253, align 8
  call void %254(ptr noundef nonnull align 8 dereferenceable(16) %200) #25
  br label %266

255:                                              ; preds = %243
  %256 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %257 = icmp eq i8 %256, 0
  br i1 %257, label %260, label %258

258:                                              ; preds = %255
  %259 = add nsw i32 %246, -1
  store i32 %259, ptr %203, align 4, !tbaa !11
  br label %262

260:                                              ; preds = %255
  %261 = atomicrmw volatile add ptr %203, i32 -1 acq_rel, align 4
  br label %262

262:                                              ; preds = %260, %258
  %263 = phi i32 [ %246, %258 ], [ %261, %260 ]
  %264 = icmp eq i32 %263, 1
  br i1 %264, label %265, label %266, !prof !30

265:                                              ; preds = %262
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %200) #25
  br label %266

266:                                              ; preds = %265, %262, %247, %199, %169
  %267 = phi ptr [ %170, %169 ], [ %152, %199 ], [ %152, %247 ], [ %152, %262 ], [ %152, %265 ]
  %268 = phi ptr [ %171, %169 ], [ %175, %199 ], [ %175, %247 ], [ %175, %262 ], [ %175, %265 ]
  %269 = phi ptr [ %172, %169 ], [ %176, %199 ], [ %176, %247 ], [ %176, %262 ], [ %176, %265 ]
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.23)
          to label %270 unwind label %468

270:                                              ; preds = %266
  %271 = load i64, ptr %140, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10)
  %272 = getelementptr inbounds i8, ptr %10, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %272, i8 0, i64 16, i1 false), !alias.scope !154
  store i64 %271, ptr %10, align 8, !tbaa !5, !alias.scope !154
  invoke void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range.81") align 8 %10, i1 noundef zeroext false, i32 noundef 1)
          to label %273 unwind label %468

273:                                              ; preds = %270
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10)
  %274 = load i64, ptr %12, align 8
  store i64 %274, ptr %14, align 8
  %275 = getelementptr inbounds i8, ptr %14, i64 8
  %276 = load ptr, ptr %147, align 8, !tbaa !140
  store ptr %276, ptr %275, align 8, !tbaa !140
  %277 = getelementptr inbounds i8, ptr %14, i64 16
  %278 = load ptr, ptr %267, align 8, !tbaa !22
  store ptr null, ptr %267, align 8, !tbaa !22
  store ptr %278, ptr %277, align 8, !tbaa !22
  store ptr null, ptr %147, align 8, !tbaa !140
  %279 = getelementptr inbounds i8, ptr %14, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %279, ptr noundef nonnull align 8 dereferenceable(16) %268, i64 16, i1 false)
  %280 = getelementptr inbounds i8, ptr %14, i64 40
  %281 = load i32, ptr %269, align 8, !tbaa !143
  store i32 %281, ptr %280, align 8, !tbaa !143
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %9)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7)
  %282 = invoke noalias noundef nonnull dereferenceable(56) ptr @_Znwm(i64 noundef 56) #27
          to label %283 unwind label %470

283:                                              ; preds = %273
  %284 = icmp eq ptr %278, null
  br i1 %284, label %308, label %285

285:                                              ; preds = %283
  %286 = getelementptr inbounds i8, ptr %278, i64 8
  %287 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !157
  %288 = icmp eq i8 %287, 0
  br i1 %288, label %292, label %289

289:                                              ; preds = %285
  %290 = load i32, ptr %286, align 4, !tbaa !11, !noalias !157
  %291 = add nsw i32 %290, 1
  store i32 %291, ptr %286, align 4, !tbaa !11, !noalias !157
  br label %296

292:                                              ; preds = %285
  %293 = atomicrmw volatile add ptr %286, i32 1 acq_rel, align 4, !noalias !157
  %294 = load i32, ptr %280, align 8, !tbaa !143, !noalias !157
  %295 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !157
  br label %296

296:                                              ; preds = %292, %289
  %297 = phi i8 [ 1, %289 ], [ %295, %292 ]
  %298 = phi i32 [ %281, %289 ], [ %294, %292 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef nonnull readonly align 8 dereferenceable(16) %279, i64 16, i1 false), !noalias !157
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_24RoundedRangeKernelWithKHINS0_4itemILi1ELb1EEELi1EZZL5scaleRNS0_5queueERKNS0_13kernel_bundleILNS0_12bundle_stateE2EEERNS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEiENKUlRNS0_7handlerEE_clESJ_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_EES5_Li1EEE, i64 16), ptr %282, align 8, !tbaa !27, !noalias !157
  %299 = getelementptr inbounds i8, ptr %282, i64 8
  store i64 %274, ptr %299, align 8, !noalias !157
  %300 = getelementptr inbounds i8, ptr %282, i64 16
  store ptr %276, ptr %300, align 8, !tbaa !140, !noalias !157
  %301 = getelementptr inbounds i8, ptr %282, i64 24
  store ptr %278, ptr %301, align 8, !tbaa !22, !noalias !157
  %302 = icmp eq i8 %297, 0
  br i1 %302, label %306, label %303

303:                                              ; preds = %296
  %304 = load i32, ptr %286, align 4, !tbaa !11, !noalias !157
  %305 = add nsw i32 %304, 1
  store i32 %305, ptr %286, align 4, !tbaa !11, !noalias !157
  br label %314

306:                                              ; preds = %296
  %307 = atomicrmw volatile add ptr %286, i32 1 acq_rel, align 4, !noalias !157
  br label %314

308:                                              ; preds = %283
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_24RoundedRangeKernelWithKHINS0_4itemILi1ELb1EEELi1EZZL5scaleRNS0_5queueERKNS0_13kernel_bundleILNS0_12bundle_stateE2EEERNS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEiENKUlRNS0_7handlerEE_clESJ_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_EES5_Li1EEE, i64 16), ptr %282, align 8, !tbaa !27, !noalias !157
  %309 = getelementptr inbounds i8, ptr %282, i64 8
  store i64 %274, ptr %309, align 8, !noalias !157
  %310 = getelementptr inbounds i8, ptr %282, i64 16
  store ptr %276, ptr %310, align 8, !tbaa !140, !noalias !157
  %311 = getelementptr inbounds i8, ptr %282, i64 24
  store ptr null, ptr %311, align 8, !tbaa !22, !noalias !157
  %312 = getelementptr inbounds i8, ptr %282, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %312, ptr noundef nonnull align 8 dereferenceable(16) %268, i64 16, i1 false)
  %313 = getelementptr inbounds i8, ptr %282, i64 48
  store i32 %281, ptr %313, align 8, !tbaa !143, !noalias !157
  br label %339

314:                                              ; preds = %306, %303
  %315 = getelementptr inbounds i8, ptr %282, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %315, ptr noundef nonnull align 8 dereferenceable(16) %7, i64 16, i1 false), !noalias !157
  %316 = getelementptr inbounds i8, ptr %282, i64 48
  store i32 %298, ptr %316, align 8, !tbaa !143, !noalias !157
  %317 = load atomic i64, ptr %286 acquire, align 8, !noalias !157
  %318 = icmp eq i64 %317, 4294967297
  %319 = trunc i64 %317 to i32
  br i1 %318, label %320, label %328

320:                                              ; preds = %314
  store i32 0, ptr %286, align 8, !tbaa !24, !noalias !157
  %321 = getelementptr inbounds i8, ptr %278, i64 12
  store i32 0, ptr %321, align 4, !tbaa !26, !noalias !157
  %322 = load ptr, ptr %278, align 8, !tbaa !27, !noalias !157
  %323 = getelementptr inbounds i8, ptr %322, i64 16
  %324 = load ptr, ptr %323, align 8, !noalias !157
  call void %324(ptr noundef nonnull align 8 dereferenceable(16) %278) #25, !noalias !157
  %325 = load ptr, ptr %278, align 8, !tbaa !27, !noalias !157
  %326 = getelementptr inbounds i8, ptr %325, i64 24
  %327 = load ptr, ptr %326, align 8, !noalias !157
  call void %327(ptr noundef nonnull align 8 dereferenceable(16) %278) #25, !noalias !157
  br label %339

328:                                              ; preds = %314
  %329 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !157
  %330 = icmp eq i8 %329, 0
  br i1 %330, label %333, label %331

331:                                              ; preds = %328
  %332 = add nsw i32 %319, -1
  store i32 %332, ptr %286, align 4, !tbaa !11, !noalias !157
  br label %335

333:                                              ; preds = %328
  %334 = atomicrmw volatile add ptr %286, i32 -1 acq_rel, align 4, !noalias !157
  br label %335

335:                                              ; preds = %333, %331
  %336 = phi i32 [ %319, %331 ], [ %334, %333 ]
  %337 = icmp eq i32 %336, 1
  br i1 %337, label %338, label %339, !prof !30

338:                                              ; preds = %335
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %278) #25, !noalias !157
  br label %339

339:                                              ; preds = %338, %335, %320, %308
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7)
  %340 = getelementptr inbounds i8, ptr %1, i64 152
  %341 = load ptr, ptr %340, align 8, !tbaa !9
  store ptr %282, ptr %340, align 8, !tbaa !9
  %342 = icmp eq ptr %341, null
  br i1 %342, label %347, label %343

343:                                              ; preds = %339
  %344 = load ptr, ptr %341, align 8, !tbaa !27
  %345 = getelementptr inbounds i8, ptr %344, i64 16
  %346 = load ptr, ptr %345, align 8
  call void %346(ptr noundef nonnull align 8 dereferenceable(8) %341) #25
  br label %347

347:                                              ; preds = %343, %339
  invoke void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %348 unwind label %470

348:                                              ; preds = %347
  %349 = load ptr, ptr %340, align 8, !tbaa !9
  %350 = load ptr, ptr %349, align 8, !tbaa !27
  %351 = load ptr, ptr %350, align 8
  %352 = invoke noundef ptr %351(ptr noundef nonnull align 8 dereferenceable(8) %349)
          to label %353 unwind label %470

353:                                              ; preds = %348
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %8) #25
  invoke void @_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI11BundleScaleEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv(ptr dead_on_unwind nonnull writable sret(%"class.std::vector.110") align 8 %8)
          to label %354 unwind label %470

354:                                              ; preds = %353
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %352, ptr noundef nonnull align 8 dereferenceable(24) %8, i1 noundef zeroext false)
          to label %355 unwind label %401

355:                                              ; preds = %354
  %356 = load ptr, ptr %8, align 8, !tbaa !160
  %357 = icmp eq ptr %356, null
  br i1 %357, label %364, label %358

358:                                              ; preds = %355
  %359 = getelementptr inbounds i8, ptr %8, i64 16
  %360 = load ptr, ptr %359, align 8, !tbaa !162
  %361 = ptrtoint ptr %360 to i64
  %362 = ptrtoint ptr %356 to i64
  %363 = sub i64 %361, %362
  call void @_ZdlPvm(ptr noundef nonnull %356, i64 noundef %363) #29
  br label %364

364:                                              ; preds = %358, %355
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8) #25
  %365 = invoke noalias noundef nonnull dereferenceable(59) ptr @_Znam(i64 noundef 59) #27
          to label %366 unwind label %470

366:                                              ; preds = %364
  %367 = getelementptr inbounds i8, ptr %1, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(58) %365, ptr noundef nonnull align 1 dereferenceable(58) @.str.27, i64 58, i1 false)
  %368 = getelementptr inbounds i8, ptr %365, i64 58
  store i8 0, ptr %368, align 1, !tbaa !29
  %369 = load ptr, ptr %367, align 8, !tbaa !9
  store ptr %365, ptr %367, align 8, !tbaa !9
  %370 = icmp eq ptr %369, null
  br i1 %370, label %372, label %371

371:                                              ; preds = %366
  call void @_ZdaPv(ptr noundef nonnull %369) #29
  br label %372

372:                                              ; preds = %371, %366
  invoke void @_ZNK4sycl3_V17handler30getOrInsertHandlerKernelBundleEb(ptr dead_on_unwind nonnull writable sret(%"class.std::shared_ptr.9") align 8 %9, ptr noundef nonnull align 8 dereferenceable(216) %1, i1 noundef zeroext true)
          to label %373 unwind label %470

373:                                              ; preds = %372
  %374 = getelementptr inbounds i8, ptr %9, i64 8
  %375 = load ptr, ptr %374, align 8, !tbaa !22
  %376 = icmp eq ptr %375, null
  br i1 %376, label %412, label %377

377:                                              ; preds = %373
  %378 = getelementptr inbounds i8, ptr %375, i64 8
  %379 = load atomic i64, ptr %378 acquire, align 8
  %380 = icmp eq i64 %379, 4294967297
  %381 = trunc i64 %379 to i32
  br i1 %380, label %382, label %390

382:                                              ; preds = %377
  store i32 0, ptr %378, align 8, !tbaa !24
  %383 = getelementptr inbounds i8, ptr %375, i64 12
  store i32 0, ptr %383, align 4, !tbaa !26
  %384 = load ptr, ptr %375, align 8, !tbaa !27
  %385 = getelementptr inbounds i8, ptr %384, i64 16
  %386 = load ptr, ptr %385, align 8
  call void %386(ptr noundef nonnull align 8 dereferenceable(16) %375) #25
  %387 = load ptr, ptr %375, align 8, !tbaa !27
  %388 = getelementptr inbounds i8, ptr %387, i64 24
  %389 = load ptr, ptr %388, align 8
  call void %389(ptr noundef nonnull align 8 dereferenceable(16) %375) #25
  br label %412

390:                                              ; preds = %377
  %391 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %392 = icmp eq i8 %391, 0
  br i1 %392, label %395, label %393

393:                                              ; preds = %390
  %394 = add nsw i32 %381, -1
  store i32 %394, ptr %378, align 4, !tbaa !11
  br label %397

395:                                              ; preds = %390
  %396 = atomicrmw volatile add ptr %378, i32 -1 acq_rel, align 4
  br label %397

397:                                              ; preds = %395, %393
  %398 = phi i32 [ %381, %393 ], [ %396, %395 ]
  %399 = icmp eq i32 %398, 1
  br i1 %399, label %400, label %412, !prof !30

400:                                              ; preds = %397
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %375) #25
  br label %412

401:                                              ; preds = %354
  %402 = landingpad { ptr, i32 }
          cleanup
  %403 = load ptr, ptr %8, align 8, !tbaa !160
  %404 = icmp eq ptr %403, null
  br i1 %404, label %411, label %405

405:                                              ; preds = %401
  %406 = getelementptr inbounds i8, ptr %8, i64 16
  %407 = load ptr, ptr %406, align 8, !tbaa !162
  %408 = ptrtoint ptr %407 to i64
  %409 = ptrtoint ptr %403 to i64
  %410 = sub i64 %408, %409
  call void @_ZdlPvm(ptr noundef nonnull %403, i64 noundef %410) #29
  br label %411

411:                                              ; preds = %405, %401
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8) #25
  br label %472

412:                                              ; preds = %400, %397, %382, %373
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9)
  %413 = load ptr, ptr %277, align 8, !tbaa !22
  %414 = icmp eq ptr %413, null
  br i1 %414, label %439, label %415

415:                                              ; preds = %412
  %416 = getelementptr inbounds i8, ptr %413, i64 8
  %417 = load atomic i64, ptr %416 acquire, align 8
  %418 = icmp eq i64 %417, 4294967297
  %419 = trunc i64 %417 to i32
  br i1 %418, label %420, label %428

420:                                              ; preds = %415
  store i32 0, ptr %416, align 8, !tbaa !24
  %421 = getelementptr inbounds i8, ptr %413, i64 12
  store i32 0, ptr %421, align 4, !tbaa !26
  %422 = load ptr, ptr %413, align 8, !tbaa !27
  %423 = getelementptr inbounds i8, ptr %422, i64 16
  %424 = load ptr, ptr %423, align 8
  call void %424(ptr noundef nonnull align 8 dereferenceable(16) %413) #25
  %425 = load ptr, ptr %413, align 8, !tbaa !27
  %426 = getelementptr inbounds i8, ptr %425, i64 24
  %427 = load ptr, ptr %426, align 8
  call void %427(ptr noundef nonnull align 8 dereferenceable(16) %413) #25
  br label %439

428:                                              ; preds = %415
  %429 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %430 = icmp eq i8 %429, 0
  br i1 %430, label %433, label %431

431:                                              ; preds = %428
  %432 = add nsw i32 %419, -1
  store i32 %432, ptr %416, align 4, !tbaa !11
  br label %435

433:                                              ; preds = %428
  %434 = atomicrmw volatile add ptr %416, i32 -1 acq_rel, align 4
  br label %435

435:                                              ; preds = %433, %431
  %436 = phi i32 [ %419, %431 ], [ %434, %433 ]
  %437 = icmp eq i32 %436, 1
  br i1 %437, label %438, label %439, !prof !30

438:                                              ; preds = %435
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %413) #25
  br label %439

439:                                              ; preds = %438, %435, %420, %412
  invoke void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef 1)
          to label %440 unwind label %468

440:                                              ; preds = %439
  %441 = load ptr, ptr %267, align 8, !tbaa !22
  %442 = icmp eq ptr %441, null
  br i1 %442, label %467, label %443

443:                                              ; preds = %440
  %444 = getelementptr inbounds i8, ptr %441, i64 8
  %445 = load atomic i64, ptr %444 acquire, align 8
  %446 = icmp eq i64 %445, 4294967297
  %447 = trunc i64 %445 to i32
  br i1 %446, label %448, label %456

448:                                              ; preds = %443
  store i32 0, ptr %444, align 8, !tbaa !24
  %449 = getelementptr inbounds i8, ptr %441, i64 12
  store i32 0, ptr %449, align 4, !tbaa !26
  %450 = load ptr, ptr %441, align 8, !tbaa !27
  %451 = getelementptr inbounds i8, ptr %450, i64 16
  %452 = load ptr, ptr %451, align 8
  call void %452(ptr noundef nonnull align 8 dereferenceable(16) %441) #25
  %453 = load ptr, ptr %441, align 8, !tbaa !27
  %454 = getelementptr inbounds i8, ptr %453, i64 24
  %455 = load ptr, ptr %454, align 8
  call void %455(ptr noundef nonnull align 8 dereferenceable(16) %441) #25
  br label %467

456:                                              ; preds = %443
  %457 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %458 = icmp eq i8 %457, 0
  br i1 %458, label %461, label %459

459:                                              ; preds = %456
  %460 = add nsw i32 %447, -1
  store i32 %460, ptr %444, align 4, !tbaa !11
  br label %463

461:                                              ; preds = %456
  %462 = atomicrmw volatile add ptr %444, i32 -1 acq_rel, align 4
  br label %463

463:                                              ; preds = %461, %459
  %464 = phi i32 [ %447, %459 ], [ %462, %461 ]
  %465 = icmp eq i32 %464, 1
  br i1 %465, label %466, label %467, !prof !30

466:                                              ; preds = %463
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %441) #25
  br label %467

467:                                              ; preds = %466, %463, %448, %440
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %12) #25
  br label %716

468:                                              ; preds = %439, %270, %266
  %469 = landingpad { ptr, i32 }
          cleanup
  br label %474

470:                                              ; preds = %372, %364, %353, %348, %347, %273
  %471 = landingpad { ptr, i32 }
          cleanup
  br label %472

472:                                              ; preds = %470, %411
  %473 = phi { ptr, i32 } [ %471, %470 ], [ %402, %411 ]
  call fastcc void @_ZN4sycl3_V16detail24RoundedRangeKernelWithKHINS0_4itemILi1ELb1EEELi1EZZL5scaleRNS0_5queueERKNS0_13kernel_bundleILNS0_12bundle_stateE2EEERNS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEiENKUlRNS0_7handlerEE_clESI_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_ED2Ev(ptr noundef nonnull align 8 dereferenceable(48) %14) #25
  br label %474

474:                                              ; preds = %472, %468
  %475 = phi { ptr, i32 } [ %469, %468 ], [ %473, %472 ]
  call fastcc void @_ZN4sycl3_V16detail24RoundedRangeKernelWithKHINS0_4itemILi1ELb1EEELi1EZZL5scaleRNS0_5queueERKNS0_13kernel_bundleILNS0_12bundle_stateE2EEERNS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEiENKUlRNS0_7handlerEE_clESI_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_ED2Ev(ptr noundef nonnull align 8 dereferenceable(48) %12) #25
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %12) #25
  br label %714

476:                                              ; preds = %139
  %477 = load ptr, ptr %110, align 8, !tbaa !22
  %478 = icmp eq ptr %477, null
  br i1 %478, label %543, label %479

479:                                              ; preds = %476
  %480 = getelementptr inbounds i8, ptr %477, i64 8
  %481 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %482 = icmp eq i8 %481, 0
  br i1 %482, label %486, label %483

483:                                              ; preds = %479
  %484 = load i32, ptr %480, align 4, !tbaa !11
  %485 = add nsw i32 %484, 1
  store i32 %485, ptr %480, align 4, !tbaa !11
  br label %492

486:                                              ; preds = %479
  %487 = atomicrmw volatile add ptr %480, i32 1 acq_rel, align 4
  %488 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %489 = icmp eq i8 %488, 0
  br i1 %489, label %495, label %490

490:                                              ; preds = %486
  %491 = load i32, ptr %480, align 4, !tbaa !11
  br label %492

492:                                              ; preds = %490, %483
  %493 = phi i32 [ %491, %490 ], [ %485, %483 ]
  %494 = add nsw i32 %493, 1
  store i32 %494, ptr %480, align 4, !tbaa !11
  br label %497

495:                                              ; preds = %486
  %496 = atomicrmw volatile add ptr %480, i32 1 acq_rel, align 4
  br label %497

497:                                              ; preds = %495, %492
  %498 = load atomic i64, ptr %480 acquire, align 8
  %499 = icmp eq i64 %498, 4294967297
  %500 = trunc i64 %498 to i32
  br i1 %499, label %501, label %509

501:                                              ; preds = %497
  store i32 0, ptr %480, align 8, !tbaa !24
  %502 = getelementptr inbounds i8, ptr %477, i64 12
  store i32 0, ptr %502, align 4, !tbaa !26
  %503 = load ptr, ptr %477, align 8, !tbaa !27
  %504 = getelementptr inbounds i8, ptr %503, i64 16
  %505 = load ptr, ptr %504, align 8
  call void %505(ptr noundef nonnull align 8 dereferenceable(16) %477) #25
  %506 = load ptr, ptr %477, align 8, !tbaa !27
  %507 = getelementptr inbounds i8, ptr %506, i64 24
  %508 = load ptr, ptr %507, align 8
  call void %508(ptr noundef nonnull align 8 dereferenceable(16) %477) #25
  br label %520

509:                                              ; preds = %497
  %510 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %511 = icmp eq i8 %510, 0
  br i1 %511, label %514, label %512

512:                                              ; preds = %509
  %513 = add nsw i32 %500, -1
  store i32 %513, ptr %480, align 4, !tbaa !11
  br label %516

514:                                              ; preds = %509
  %515 = atomicrmw volatile add ptr %480, i32 -1 acq_rel, align 4
  br label %516

516:                                              ; preds = %514, %512
  %517 = phi i32 [ %500, %512 ], [ %515, %514 ]
  %518 = icmp eq i32 %517, 1
  br i1 %518, label %519, label %520, !prof !30

519:                                              ; preds = %516
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %477) #25
  br label %520

520:                                              ; preds = %519, %516, %501
  %521 = load atomic i64, ptr %480 acquire, align 8
  %522 = icmp eq i64 %521, 4294967297
  %523 = trunc i64 %521 to i32
  br i1 %522, label %524, label %532

524:                                              ; preds = %520
  store i32 0, ptr %480, align 8, !tbaa !24
  %525 = getelementptr inbounds i8, ptr %477, i64 12
  store i32 0, ptr %525, align 4, !tbaa !26
  %526 = load ptr, ptr %477, align 8, !tbaa !27
  %527 = getelementptr inbounds i8, ptr %526, i64 16
  %528 = load ptr, ptr %527, align 8
  call void %528(ptr noundef nonnull align 8 dereferenceable(16) %477) #25
  %529 = load ptr, ptr %477, align 8, !tbaa !27
  %530 = getelementptr inbounds i8, ptr %529, i64 24
  %531 = load ptr, ptr %530, align 8
  call void %531(ptr noundef nonnull align 8 dereferenceable(16) %477) #25
  br label %543

532:                                              ; preds = %520
  %533 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %534 = icmp eq i8 %533, 0
  br i1 %534, label %537, label %535

535:                                              ; preds = %532
  %536 = add nsw i32 %523, -1
  store i32 %536, ptr %480, align 4, !tbaa !11
  br label %539

537:                                              ; preds = %532
  %538 = atomicrmw volatile add ptr %480, i32 -1 acq_rel, align 4
  br label %539

539:                                              ; preds = %537, %535
  %540 = phi i32 [ %523, %535 ], [ %538, %537 ]
  %541 = icmp eq i32 %540, 1
  br i1 %541, label %542, label %543, !prof !30

542:                                              ; preds = %539
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %477) #25
  br label %543

543:                                              ; preds = %542, %539, %524, %476
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.23)
          to label %544 unwind label %743

544:                                              ; preds = %543
  invoke void @_ZN4sycl3_V17handler22setKernelIsCooperativeEb(ptr noundef nonnull align 8 dereferenceable(216) %1, i1 noundef zeroext false)
          to label %545 unwind label %743

545:                                              ; preds = %544
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6)
  %546 = getelementptr inbounds i8, ptr %6, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %546, i8 0, i64 16, i1 false), !alias.scope !163
  store i64 %84, ptr %6, align 8, !tbaa !5, !alias.scope !163
  invoke void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range.81") align 8 %6, i1 noundef zeroext false, i32 noundef 1)
          to label %547 unwind label %743

547:                                              ; preds = %545
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6)
  %548 = load ptr, ptr %16, align 8, !tbaa !140
  store ptr %548, ptr %15, align 8, !tbaa !140
  %549 = getelementptr inbounds i8, ptr %15, i64 8
  %550 = load ptr, ptr %110, align 8, !tbaa !22
  store ptr null, ptr %110, align 8, !tbaa !22
  store ptr %550, ptr %549, align 8, !tbaa !22
  store ptr null, ptr %16, align 8, !tbaa !140
  %551 = getelementptr inbounds i8, ptr %15, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %551, ptr noundef nonnull align 8 dereferenceable(16) %124, i64 16, i1 false)
  %552 = getelementptr inbounds i8, ptr %15, i64 32
  %553 = load i32, ptr %125, align 8, !tbaa !143
  store i32 %553, ptr %552, align 8, !tbaa !143
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3)
  %554 = invoke noalias noundef nonnull dereferenceable(48) ptr @_Znwm(i64 noundef 48) #27
          to label %555 unwind label %710

555:                                              ; preds = %547
  %556 = icmp eq ptr %550, null
  %557 = getelementptr inbounds i8, ptr %554, i64 16
  br i1 %556, label %579, label %558

558:                                              ; preds = %555
  %559 = getelementptr inbounds i8, ptr %550, i64 8
  %560 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !166
  %561 = icmp eq i8 %560, 0
  %562 = getelementptr inbounds i8, ptr %554, i64 8
  br i1 %561, label %566, label %563

563:                                              ; preds = %558
  %564 = load i32, ptr %559, align 4, !tbaa !11, !noalias !166
  %565 = add nsw i32 %564, 1
  store i32 %565, ptr %559, align 4, !tbaa !11, !noalias !166
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %124, i64 16, i1 false)
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZL5scaleRNS0_5queueERKNS0_13kernel_bundleILNS0_12bundle_stateE2EEERNS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEiENKUlRNS0_7handlerEE_clESG_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %554, align 8, !tbaa !27, !noalias !166
  store ptr %548, ptr %562, align 8, !tbaa !140, !noalias !166
  store ptr %550, ptr %557, align 8, !tbaa !22, !noalias !166
  br label %573

566:                                              ; preds = %558
  %567 = atomicrmw volatile add ptr %559, i32 1 acq_rel, align 4, !noalias !166
  %568 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !166
  %569 = icmp eq i8 %568, 0
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull readonly align 8 dereferenceable(16) %551, i64 16, i1 false), !noalias !166
  %570 = load i32, ptr %552, align 8, !tbaa !143, !noalias !166
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZL5scaleRNS0_5queueERKNS0_13kernel_bundleILNS0_12bundle_stateE2EEERNS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEiENKUlRNS0_7handlerEE_clESG_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %554, align 8, !tbaa !27, !noalias !166
  store ptr %548, ptr %562, align 8, !tbaa !140, !noalias !166
  store ptr %550, ptr %557, align 8, !tbaa !22, !noalias !166
  br i1 %569, label %577, label %571

571:                                              ; preds = %566
  %572 = load i32, ptr %559, align 4, !tbaa !11, !noalias !166
  br label %573

573:                                              ; preds = %571, %563
  %574 = phi i32 [ %565, %563 ], [ %572, %571 ]
  %575 = phi i32 [ %553, %563 ], [ %570, %571 ]
  %576 = add nsw i32 %574, 1
  store i32 %576, ptr %559, align 4, !tbaa !11, !noalias !166
  br label %583

577:                                              ; preds = %566
  %578 = atomicrmw volatile add ptr %559, i32 1 acq_rel, align 4, !noalias !166
  br label %583

579:                                              ; preds = %555
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZL5scaleRNS0_5queueERKNS0_13kernel_bundleILNS0_12bundle_stateE2EEERNS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEiENKUlRNS0_7handlerEE_clESG_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %554, align 8, !tbaa !27, !noalias !166
  %580 = getelementptr inbounds i8, ptr %554, i64 8
  store ptr %548, ptr %580, align 8, !tbaa !140, !noalias !166
  store ptr null, ptr %557, align 8, !tbaa !22, !noalias !166
  %581 = getelementptr inbounds i8, ptr %554, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %581, ptr noundef nonnull align 8 dereferenceable(16) %124, i64 16, i1 false)
  %582 = getelementptr inbounds i8, ptr %554, i64 40
  store i32 %553, ptr %582, align 8, !tbaa !143, !noalias !166
  br label %609

583:                                              ; preds = %577, %573
  %584 = phi i32 [ %575, %573 ], [ %570, %577 ]
  %585 = getelementptr inbounds i8, ptr %554, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %585, ptr noundef nonnull align 8 dereferenceable(16) %3, i64 16, i1 false), !noalias !166
  %586 = getelementptr inbounds i8, ptr %554, i64 40
  store i32 %584, ptr %586, align 8, !tbaa !143, !noalias !166
  %587 = load atomic i64, ptr %559 acquire, align 8, !noalias !166
  %588 = icmp eq i64 %587, 4294967297
  %589 = trunc i64 %587 to i32
  br i1 %588, label %590, label %598

590:                                              ; preds = %583
  store i32 0, ptr %559, align 8, !tbaa !24, !noalias !166
  %591 = getelementptr inbounds i8, ptr %550, i64 12
  store i32 0, ptr %591, align 4, !tbaa !26, !noalias !166
  %592 = load ptr, ptr %550, align 8, !tbaa !27, !noalias !166
  %593 = getelementptr inbounds i8, ptr %592, i64 16
  %594 = load ptr, ptr %593, align 8, !noalias !166
  call void %594(ptr noundef nonnull align 8 dereferenceable(16) %550) #25, !noalias !166
  %595 = load ptr, ptr %550, align 8, !tbaa !27, !noalias !166
  %596 = getelementptr inbounds i8, ptr %595, i64 24
  %597 = load ptr, ptr %596, align 8, !noalias !166
  call void %597(ptr noundef nonnull align 8 dereferenceable(16) %550) #25, !noalias !166
  br label %609

598:                                              ; preds = %583
  %599 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !166
  %600 = icmp eq i8 %599, 0
  br i1 %600, label %603, label %601

601:                                              ; preds = %598
  %602 = add nsw i32 %589, -1
  store i32 %602, ptr %559, align 4, !tbaa !11, !noalias !166
  br label %605

603:                                              ; preds = %598
  %604 = atomicrmw volatile add ptr %559, i32 -1 acq_rel, align 4, !noalias !166
  br label %605

605:                                              ; preds = %603, %601
  %606 = phi i32 [ %589, %601 ], [ %604, %603 ]
  %607 = icmp eq i32 %606, 1
  br i1 %607, label %608, label %609, !prof !30

608:                                              ; preds = %605
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %550) #25, !noalias !166
  br label %609

609:                                              ; preds = %608, %605, %590, %579
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3)
  %610 = getelementptr inbounds i8, ptr %1, i64 152
  %611 = load ptr, ptr %610, align 8, !tbaa !9
  store ptr %554, ptr %610, align 8, !tbaa !9
  %612 = icmp eq ptr %611, null
  br i1 %612, label %617, label %613

613:                                              ; preds = %609
  %614 = load ptr, ptr %611, align 8, !tbaa !27
  %615 = getelementptr inbounds i8, ptr %614, i64 16
  %616 = load ptr, ptr %615, align 8
  call void %616(ptr noundef nonnull align 8 dereferenceable(8) %611) #25
  br label %617

617:                                              ; preds = %613, %609
  invoke void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %618 unwind label %710

618:                                              ; preds = %617
  %619 = load ptr, ptr %610, align 8, !tbaa !9
  %620 = load ptr, ptr %619, align 8, !tbaa !27
  %621 = load ptr, ptr %620, align 8
  %622 = invoke noundef ptr %621(ptr noundef nonnull align 8 dereferenceable(8) %619)
          to label %623 unwind label %710

623:                                              ; preds = %618
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #25
  invoke void @_ZN4sycl3_V16detail19getKernelParamDescsI11BundleScaleEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind nonnull writable sret(%"class.std::vector.110") align 8 %4)
          to label %624 unwind label %710

624:                                              ; preds = %623
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %622, ptr noundef nonnull align 8 dereferenceable(24) %4, i1 noundef zeroext false)
          to label %625 unwind label %671

625:                                              ; preds = %624
  %626 = load ptr, ptr %4, align 8, !tbaa !160
  %627 = icmp eq ptr %626, null
  br i1 %627, label %634, label %628

628:                                              ; preds = %625
  %629 = getelementptr inbounds i8, ptr %4, i64 16
  %630 = load ptr, ptr %629, align 8, !tbaa !162
  %631 = ptrtoint ptr %630 to i64
  %632 = ptrtoint ptr %626 to i64
  %633 = sub i64 %631, %632
  call void @_ZdlPvm(ptr noundef nonnull %626, i64 noundef %633) #29
  br label %634

634:                                              ; preds = %628, %625
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #25
  %635 = invoke noalias noundef nonnull dereferenceable(18) ptr @_Znam(i64 noundef 18) #27
          to label %636 unwind label %710

636:                                              ; preds = %634
  %637 = getelementptr inbounds i8, ptr %1, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(17) %635, ptr noundef nonnull align 1 dereferenceable(17) @.str.23, i64 17, i1 false)
  %638 = getelementptr inbounds i8, ptr %635, i64 17
  store i8 0, ptr %638, align 1, !tbaa !29
  %639 = load ptr, ptr %637, align 8, !tbaa !9
  store ptr %635, ptr %637, align 8, !tbaa !9
  %640 = icmp eq ptr %639, null
  br i1 %640, label %642, label %641

641:                                              ; preds = %636
  call void @_ZdaPv(ptr noundef nonnull %639) #29
  br label %642

642:                                              ; preds = %641, %636
  invoke void @_ZNK4sycl3_V17handler30getOrInsertHandlerKernelBundleEb(ptr dead_on_unwind nonnull writable sret(%"class.std::shared_ptr.9") align 8 %5, ptr noundef nonnull align 8 dereferenceable(216) %1, i1 noundef zeroext true)
          to label %643 unwind label %710

643:                                              ; preds = %642
  %644 = getelementptr inbounds i8, ptr %5, i64 8
  %645 = load ptr, ptr %644, align 8, !tbaa !22
  %646 = icmp eq ptr %645, null
  br i1 %646, label %682, label %647

647:                                              ; preds = %643
  %648 = getelementptr inbounds i8, ptr %645, i64 8
  %649 = load atomic i64, ptr %648 acquire, align 8
  %650 = icmp eq i64 %649, 4294967297
  %651 = trunc i64 %649 to i32
  br i1 %650, label %652, label %660

652:                                              ; preds = %647
  store i32 0, ptr %648, align 8, !tbaa !24
  %653 = getelementptr inbounds i8, ptr %645, i64 12
  store i32 0, ptr %653, align 4, !tbaa !26
  %654 = load ptr, ptr %645, align 8, !tbaa !27
  %655 = getelementptr inbounds i8, ptr %654, i64 16
  %656 = load ptr, ptr %655, align 8
  call void %656(ptr noundef nonnull align 8 dereferenceable(16) %645) #25
  %657 = load ptr, ptr %645, align 8, !tbaa !27
  %658 = getelementptr inbounds i8, ptr %657, i64 24
  %659 = load ptr, ptr %658, align 8
  call void %659(ptr noundef nonnull align 8 dereferenceable(16) %645) #25
  br label %682

660:                                              ; preds = %647
  %661 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %662 = icmp eq i8 %661, 0
  br i1 %662, label %665, label %663

663:                                              ; preds = %660
  %664 = add nsw i32 %651, -1
  store i32 %664, ptr %648, align 4, !tbaa !11
  br label %667

665:                                              ; preds = %660
  %666 = atomicrmw volatile add ptr %648, i32 -1 acq_rel, align 4
  br label %667

667:                                              ; preds = %665, %663
  %668 = phi i32 [ %651, %663 ], [ %666, %665 ]
  %669 = icmp eq i32 %668, 1
  br i1 %669, label %670, label %682, !prof !30

670:                                              ; preds = %667
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %645) #25
  br label %682

671:                                              ; preds = %624
  %672 = landingpad { ptr, i32 }
          cleanup
  %673 = load ptr, ptr %4, align 8, !tbaa !160
  %674 = icmp eq ptr %673, null
  br i1 %674, label %681, label %675

675:                                              ; preds = %671
  %676 = getelementptr inbounds i8, ptr %4, i64 16
  %677 = load ptr, ptr %676, align 8, !tbaa !162
  %678 = ptrtoint ptr %677 to i64
  %679 = ptrtoint ptr %673 to i64
  %680 = sub i64 %678, %679
  call void @_ZdlPvm(ptr noundef nonnull %673, i64 noundef %680) #29
  br label %681

681:                                              ; preds = %675, %671
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #25
  br label %712

682:                                              ; preds = %670, %667, %652, %643
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5)
  %683 = load ptr, ptr %549, align 8, !tbaa !22
  %684 = icmp eq ptr %683, null
  br i1 %684, label %709, label %685

685:                                              ; preds = %682
  %686 = getelementptr inbounds i8, ptr %683, i64 8
  %687 = load atomic i64, ptr %686 acquire, align 8
  %688 = icmp eq i64 %687, 4294967297
  %689 = trunc i64 %687 to i32
  br i1 %688, label %690, label %698

690:                                              ; preds = %685
  store i32 0, ptr %686, align 8, !tbaa !24
  %691 = getelementptr inbounds i8, ptr %683, i64 12
  store i32 0, ptr %691, align 4, !tbaa !26
  %692 = load ptr, ptr %683, align 8, !tbaa !27
  %693 = getelementptr inbounds i8, ptr %692, i64 16
  %694 = load ptr, ptr %693, align 8
  call void %694(ptr noundef nonnull align 8 dereferenceable(16) %683) #25
  %695 = load ptr, ptr %683, align 8, !tbaa !27
  %696 = getelementptr inbounds i8, ptr %695, i64 24
  %697 = load ptr, ptr %696, align 8
  call void %697(ptr noundef nonnull align 8 dereferenceable(16) %683) #25
  br label %709

698:                                              ; preds = %685
  %699 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %700 = icmp eq i8 %699, 0
  br i1 %700, label %703, label %701

701:                                              ; preds = %698
  %702 = add nsw i32 %689, -1
  store i32 %702, ptr %686, align 4, !tbaa !11
  br label %705

703:                                              ; preds = %698
  %704 = atomicrmw volatile add ptr %686, i32 -1 acq_rel, align 4
  br label %705

705:                                              ; preds = %703, %701
  %706 = phi i32 [ %689, %701 ], [ %704, %703 ]
  %707 = icmp eq i32 %706, 1
  br i1 %707, label %708, label %709, !prof !30

708:                                              ; preds = %705
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %683) #25
  br label %709

709:                                              ; preds = %708, %705, %690, %682
  invoke void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef 1)
          to label %716 unwind label %743

710:                                              ; preds = %642, %634, %623, %618, %617, %547
  %711 = landingpad { ptr, i32 }
          cleanup
  br label %712

712:                                              ; preds = %710, %681
  %713 = phi { ptr, i32 } [ %711, %710 ], [ %672, %681 ]
  call fastcc void @_ZZZL5scaleRN4sycl3_V15queueERKNS0_13kernel_bundleILNS0_12bundle_stateE2EEERNS0_6bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvEEiENKUlRNS0_7handlerEE_clESF_ENUlNS0_2idILi1EEENS0_14kernel_handlerEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(36) %15) #25
  br label %714

714:                                              ; preds = %712, %474
  %715 = phi { ptr, i32 } [ %475, %474 ], [ %713, %712 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #25
  br label %745

716:                                              ; preds = %709, %467
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #25
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %13)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %14)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %15)
  %717 = load ptr, ptr %110, align 8, !tbaa !22
  %718 = icmp eq ptr %717, null
  br i1 %718, label %747, label %719

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
  br label %747

732:                                              ; preds = %719
  %733 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %734 = icmp eq i8 %733, 0
  br i1 %734, label %737, label %735

735:                                              ; preds = %732
  %736 = add nsw i32 %723, -1
  store i32 %736, ptr %720, align 4, !tbaa !11
  br label %739

737:                                              ; preds = %732
  %738 = atomicrmw volatile add ptr %720, i32 -1 acq_rel, align 4
  br label %739

739:                                              ; preds = %737, %735
  %740 = phi i32 [ %723, %735 ], [ %738, %737 ]
  %741 = icmp eq i32 %740, 1
  br i1 %741, label %742, label %747, !prof !30

742:                                              ; preds = %739
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %717) #25
  br label %747

743:                                              ; preds = %709, %545, %544, %543, %138, %134, %122
  %744 = landingpad { ptr, i32 }
          cleanup
  br label %745

745:                                              ; preds = %743, %714, %136
  %746 = phi { ptr, i32 } [ %744, %743 ], [ %137, %136 ], [ %715, %714 ]
  call fastcc void @_ZZZL5scaleRN4sycl3_V15queueERKNS0_13kernel_bundleILNS0_12bundle_stateE2EEERNS0_6bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvEEiENKUlRNS0_7handlerEE_clESF_ENUlNS0_2idILi1EEENS0_14kernel_handlerEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(36) %16) #25
  call fastcc void @_ZZZL5scaleRN4sycl3_V15queueERKNS0_13kernel_bundleILNS0_12bundle_stateE2EEERNS0_6bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvEEiENKUlRNS0_7handlerEE_clESF_ENUlNS0_2idILi1EEENS0_14kernel_handlerEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(36) %21) #25
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %21) #25
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %19) #25
  br label %805

747:                                              ; preds = %742, %739, %724, %716
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %16)
  %748 = load ptr, ptr %86, align 8, !tbaa !22
  %749 = icmp eq ptr %748, null
  br i1 %749, label %774, label %750

750:                                              ; preds = %747
  %751 = getelementptr inbounds i8, ptr %748, i64 8
  %752 = load atomic i64, ptr %751 acquire, align 8
  %753 = icmp eq i64 %752, 4294967297
  %754 = trunc i64 %752 to i32
  br i1 %753, label %755, label %763

755:                                              ; preds = %750
  store i32 0, ptr %751, align 8, !tbaa !24
  %756 = getelementptr inbounds i8, ptr %748, i64 12
  store i32 0, ptr %756, align 4, !tbaa !26
  %757 = load ptr, ptr %748, align 8, !tbaa !27
  %758 = getelementptr inbounds i8, ptr %757, i64 16
  %759 = load ptr, ptr %758, align 8
  call void %759(ptr noundef nonnull align 8 dereferenceable(16) %748) #25
  %760 = load ptr, ptr %748, align 8, !tbaa !27
  %761 = getelementptr inbounds i8, ptr %760, i64 24
  %762 = load ptr, ptr %761, align 8
  call void %762(ptr noundef nonnull align 8 dereferenceable(16) %748) #25
  br label %774

763:                                              ; preds = %750
  %764 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %765 = icmp eq i8 %764, 0
  br i1 %765, label %768, label %766

766:                                              ; preds = %763
  %767 = add nsw i32 %754, -1
  store i32 %767, ptr %751, align 4, !tbaa !11
  br label %770

768:                                              ; preds = %763
  %769 = atomicrmw volatile add ptr %751, i32 -1 acq_rel, align 4
  br label %770

770:                                              ; preds = %768, %766
  %771 = phi i32 [ %754, %766 ], [ %769, %768 ]
  %772 = icmp eq i32 %771, 1
  br i1 %772, label %773, label %774, !prof !30

773:                                              ; preds = %770
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %748) #25
  br label %774

774:                                              ; preds = %773, %770, %755, %747
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %21) #25
  %775 = load ptr, ptr %87, align 8, !tbaa !22
  %776 = icmp eq ptr %775, null
  br i1 %776, label %807, label %777

777:                                              ; preds = %774
  %778 = getelementptr inbounds i8, ptr %775, i64 8
  %779 = load atomic i64, ptr %778 acquire, align 8
  %780 = icmp eq i64 %779, 4294967297
  %781 = trunc i64 %779 to i32
  br i1 %780, label %782, label %790

782:                                              ; preds = %777
  store i32 0, ptr %778, align 8, !tbaa !24
  %783 = getelementptr inbounds i8, ptr %775, i64 12
  store i32 0, ptr %783, align 4, !tbaa !26
  %784 = load ptr, ptr %775, align 8, !tbaa !27
  %785 = getelementptr inbounds i8, ptr %784, i64 16
  %786 = load ptr, ptr %785, align 8
  call void %786(ptr noundef nonnull align 8 dereferenceable(16) %775) #25
  %787 = load ptr, ptr %775, align 8, !tbaa !27
  %788 = getelementptr inbounds i8, ptr %787, i64 24
  %789 = load ptr, ptr %788, align 8
  call void %789(ptr noundef nonnull align 8 dereferenceable(16) %775) #25
  br label %807

790:                                              ; preds = %777
  %791 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %792 = icmp eq i8 %791, 0
  br i1 %792, label %795, label %793

793:                                              ; preds = %790
  %794 = add nsw i32 %781, -1
  store i32 %794, ptr %778, align 4, !tbaa !11
  br label %797

795:                                              ; preds = %790
  %796 = atomicrmw volatile add ptr %778, i32 -1 acq_rel, align 4
  br label %797

797:                                              ; preds = %795, %793
  %798 = phi i32 [ %781, %793 ], [ %796, %795 ]
  %799 = icmp eq i32 %798, 1
  br i1 %799, label %800, label %807, !prof !30

800:                                              ; preds = %797
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %775) #25
  br label %807

801:                                              ; preds = %2
  %802 = landingpad { ptr, i32 }
          cleanup
  br label %803

803:                                              ; preds = %801, %30
  %804 = phi { ptr, i32 } [ %802, %801 ], [ %31, %30 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %20) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #25
  br label %805

805:                                              ; preds = %803, %745
  %806 = phi { ptr, i32 } [ %746, %745 ], [ %804, %803 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19) #25
  resume { ptr, i32 } %806

807:                                              ; preds = %774, %782, %797, %800
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19) #25
  ret void
}

; Function Attrs: mustprogress uwtable
define internal noundef zeroext i1 @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZL5scaleRNS1_5queueERKNS1_13kernel_bundleILNS1_12bundle_stateE2EEERNS1_6bufferIiLi1ENS1_6detail17aligned_allocatorIiEEvEEiEUlS3_E_E10_M_managerERSt9_Any_dataRKSK_St18_Manager_operation(ptr nocapture noundef nonnull align 8 dereferenceable(16) %0, ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %1, i32 noundef %2) #5 align 2 {
  switch i32 %2, label %14 [
    i32 0, label %4
    i32 1, label %5
    i32 3, label %10
    i32 2, label %7
  ]

4:                                                ; preds = %3
  store ptr @_ZTIZL5scaleRN4sycl3_V15queueERKNS0_13kernel_bundleILNS0_12bundle_stateE2EEERNS0_6bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvEEiEUlRNS0_7handlerEE_, ptr %0, align 8, !tbaa !9
  br label %14

5:                                                ; preds = %3
  %6 = load ptr, ptr %1, align 8, !tbaa !9
  store ptr %6, ptr %0, align 8, !tbaa !9
  br label %14

7:                                                ; preds = %3
  %8 = load ptr, ptr %1, align 8, !tbaa !9
  %9 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #27
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %9, ptr noundef nonnull readonly align 8 dereferenceable(24) %8, i64 24, i1 false), !tbaa.struct !169
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

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #18

declare void @_ZN4sycl3_V17handler17use_kernel_bundleERKNS0_13kernel_bundleILNS0_12bundle_stateE2EEE(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #3

; Function Attrs: inlinehint mustprogress nounwind uwtable
define internal fastcc void @_ZZZL5scaleRN4sycl3_V15queueERKNS0_13kernel_bundleILNS0_12bundle_stateE2EEERNS0_6bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvEEiENKUlRNS0_7handlerEE_clESF_ENUlNS0_2idILi1EEENS0_14kernel_handlerEE_D2Ev(ptr nocapture noundef nonnull readonly align 8 dereferenceable(36) %0) unnamed_addr #7 align 2 personality ptr @__gxx_personality_v0 {
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
  store i32 %22, ptr %6, align 4, !tbaa !11
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
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIiLi1ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi1ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range.81", align 8
  %8 = alloca %"class.sycl::_V1::range.81", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %11 = load i64, ptr %10, align 8
  store i64 %11, ptr %7, align 8, !tbaa !5, !alias.scope !170
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 1, ptr %12, align 8, !tbaa !5, !alias.scope !170
  %13 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %13, align 8, !tbaa !5, !alias.scope !170
  store i64 %11, ptr %8, align 8, !tbaa !5, !alias.scope !173
  %14 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 1, ptr %14, align 8, !tbaa !5, !alias.scope !173
  %15 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %15, align 8, !tbaa !5, !alias.scope !173
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
  br i1 %26, label %27, label %28, !prof !30

27:                                               ; preds = %25
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #26
  unreachable

28:                                               ; preds = %25
  %29 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %23) #27
  br label %30

30:                                               ; preds = %47, %28
  %31 = phi ptr [ %49, %47 ], [ %29, %28 ]
  %32 = phi ptr [ %48, %47 ], [ %20, %28 ]
  %33 = load ptr, ptr %32, align 8, !tbaa !176
  store ptr %33, ptr %31, align 8, !tbaa !176
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = getelementptr inbounds i8, ptr %32, i64 8
  %36 = load ptr, ptr %35, align 8, !tbaa !22
  store ptr %36, ptr %34, align 8, !tbaa !22
  %37 = icmp eq ptr %36, null
  br i1 %37, label %47, label %38

38:                                               ; preds = %30
  %39 = getelementptr inbounds i8, ptr %36, i64 8
  %40 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
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
  br i1 %50, label %51, label %30, !llvm.loop !178

51:                                               ; preds = %47, %5
  %52 = phi ptr [ null, %5 ], [ %29, %47 ]
  %53 = phi ptr [ null, %5 ], [ %49, %47 ]
  %54 = getelementptr inbounds i8, ptr %52, i64 %23
  store i64 %16, ptr %9, align 8
  %55 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %52, ptr %55, align 8, !tbaa !19
  %56 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %53, ptr %56, align 8, !tbaa !21
  %57 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %54, ptr %57, align 8, !tbaa !32
  %58 = load ptr, ptr %1, align 8, !tbaa !101
  %59 = icmp eq ptr %58, null
  br i1 %59, label %60, label %61

60:                                               ; preds = %51
  tail call void @__assert_fail(ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.12, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS7_) #28
  unreachable

61:                                               ; preds = %51
  %62 = and i64 %16, 16
  %63 = icmp eq i64 %62, 0
  %64 = select i1 %63, i32 1026, i32 1028
  %65 = getelementptr inbounds i8, ptr %1, i64 24
  %66 = load i64, ptr %65, align 8, !tbaa !93
  %67 = getelementptr inbounds i8, ptr %1, i64 32
  %68 = load i8, ptr %67, align 8, !tbaa !100, !range !61, !noundef !62
  %69 = trunc nuw i8 %68 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.81") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.81") align 8 %8, i32 noundef %64, ptr noundef nonnull %58, i32 noundef 1, i32 noundef 4, i64 noundef %66, i1 noundef zeroext %69, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %70 unwind label %206

70:                                               ; preds = %61
  %71 = icmp eq ptr %52, %53
  br i1 %71, label %106, label %72

72:                                               ; preds = %70, %101
  %73 = phi ptr [ %102, %101 ], [ %52, %70 ]
  %74 = getelementptr inbounds i8, ptr %73, i64 8
  %75 = load ptr, ptr %74, align 8, !tbaa !22
  %76 = icmp eq ptr %75, null
  br i1 %76, label %101, label %77

77:                                               ; preds = %72
  %78 = getelementptr inbounds i8, ptr %75, i64 8
  %79 = load atomic i64, ptr %78 acquire, align 8
  %80 = icmp eq i64 %79, 4294967297
  %81 = trunc i64 %79 to i32
  br i1 %80, label %82, label %90

82:                                               ; preds = %77
  store i32 0, ptr %78, align 8, !tbaa !24
  %83 = getelementptr inbounds i8, ptr %75, i64 12
  store i32 0, ptr %83, align 4, !tbaa !26
  %84 = load ptr, ptr %75, align 8, !tbaa !27
  %85 = getelementptr inbounds i8, ptr %84, i64 16
  %86 = load ptr, ptr %85, align 8
  tail call void %86(ptr noundef nonnull align 8 dereferenceable(16) %75) #25
  %87 = load ptr, ptr %75, align 8, !tbaa !27
  %88 = getelementptr inbounds i8, ptr %87, i64 24
  %89 = load ptr, ptr %88, align 8
  tail call void %89(ptr noundef nonnull align 8 dereferenceable(16) %75) #25
  br label %101

90:                                               ; preds = %77
  %91 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
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
  br i1 %99, label %100, label %101, !prof !30

100:                                              ; preds = %97
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %75) #25
  br label %101

101:                                              ; preds = %100, %97, %82, %72
  %102 = getelementptr inbounds i8, ptr %73, i64 16
  %103 = icmp eq ptr %102, %53
  br i1 %103, label %104, label %72, !llvm.loop !31

104:                                              ; preds = %101
  %105 = load ptr, ptr %55, align 8, !tbaa !19
  br label %106

106:                                              ; preds = %104, %70
  %107 = phi ptr [ %105, %104 ], [ %52, %70 ]
  %108 = icmp eq ptr %107, null
  br i1 %108, label %114, label %109

109:                                              ; preds = %106
  %110 = load ptr, ptr %57, align 8, !tbaa !32
  %111 = ptrtoint ptr %110 to i64
  %112 = ptrtoint ptr %107 to i64
  %113 = sub i64 %111, %112
  tail call void @_ZdlPvm(ptr noundef nonnull %107, i64 noundef %113) #29
  br label %114

114:                                              ; preds = %106, %109
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #25
  %115 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr null, ptr %115, align 8, !tbaa !179
  %116 = load ptr, ptr %18, align 8, !tbaa !9
  %117 = load ptr, ptr %17, align 8, !tbaa !9
  %118 = ptrtoint ptr %116 to i64
  %119 = ptrtoint ptr %117 to i64
  %120 = sub i64 %118, %119
  %121 = icmp eq ptr %116, %117
  br i1 %121, label %182, label %122

122:                                              ; preds = %114
  %123 = icmp ugt i64 %120, 9223372036854775792
  br i1 %123, label %124, label %126, !prof !30

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
  %131 = load ptr, ptr %130, align 8, !tbaa !176
  store ptr %131, ptr %129, align 8, !tbaa !176
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
  br i1 %148, label %149, label %128, !llvm.loop !178

149:                                              ; preds = %145, %178
  %150 = phi ptr [ %179, %178 ], [ %127, %145 ]
  %151 = getelementptr inbounds i8, ptr %150, i64 8
  %152 = load ptr, ptr %151, align 8, !tbaa !22
  %153 = icmp eq ptr %152, null
  br i1 %153, label %178, label %154

154:                                              ; preds = %149
  %155 = getelementptr inbounds i8, ptr %152, i64 8
  %156 = load atomic i64, ptr %155 acquire, align 8
  %157 = icmp eq i64 %156, 4294967297
  %158 = trunc i64 %156 to i32
  br i1 %157, label %159, label %167

159:                                              ; preds = %154
  store i32 0, ptr %155, align 8, !tbaa !24
  %160 = getelementptr inbounds i8, ptr %152, i64 12
  store i32 0, ptr %160, align 4, !tbaa !26
  %161 = load ptr, ptr %152, align 8, !tbaa !27
  %162 = getelementptr inbounds i8, ptr %161, i64 16
  %163 = load ptr, ptr %162, align 8
  tail call void %163(ptr noundef nonnull align 8 dereferenceable(16) %152) #25
  %164 = load ptr, ptr %152, align 8, !tbaa !27
  %165 = getelementptr inbounds i8, ptr %164, i64 24
  %166 = load ptr, ptr %165, align 8
  tail call void %166(ptr noundef nonnull align 8 dereferenceable(16) %152) #25
  br label %178

167:                                              ; preds = %154
  %168 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
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
  br i1 %176, label %177, label %178, !prof !30

177:                                              ; preds = %174
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %152) #25
  br label %178

178:                                              ; preds = %177, %174, %159, %149
  %179 = getelementptr inbounds i8, ptr %150, i64 16
  %180 = icmp eq ptr %150, %129
  br i1 %180, label %181, label %149, !llvm.loop !31

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
  store ptr %184, ptr %115, align 8, !tbaa !179
  %186 = load ptr, ptr %1, align 8, !tbaa !101
  %187 = icmp eq ptr %186, null
  br i1 %187, label %188, label %189

188:                                              ; preds = %185
  tail call void @__assert_fail(ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.12, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS7_) #28
  unreachable

189:                                              ; preds = %185
  %190 = load ptr, ptr %0, align 8, !tbaa !140
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

declare void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef byval(%"class.sycl::_V1::id") align 8, ptr noundef byval(%"class.sycl::_V1::range.81") align 8, ptr noundef byval(%"class.sycl::_V1::range.81") align 8, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i64 noundef, i1 noundef zeroext, ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #3

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #7 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  store i32 %29, ptr %13, align 4, !tbaa !11
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
  tail call void @_ZdlPvm(ptr noundef nonnull %42, i64 noundef %49) #29
  br label %50

50:                                               ; preds = %41, %44
  ret void
}

declare void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef, i32 noundef) local_unnamed_addr #3

declare void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #3

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

; Function Attrs: nounwind
declare { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef) local_unnamed_addr #13

declare void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64), i32, ptr, ptr noundef) unnamed_addr #3

declare void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZN4sycl3_V19exceptionD1Ev(ptr noundef nonnull align 8 dereferenceable(64)) unnamed_addr #13

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: noreturn
declare void @_ZSt28__throw_bad_array_new_lengthv() local_unnamed_addr #9

declare noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #3

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #3

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #3

; Function Attrs: nounwind
declare noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #13

; Function Attrs: nounwind
declare noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #13

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #3

declare void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 4 dereferenceable(4)) local_unnamed_addr #3

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_(ptr dead_on_unwind noalias writable sret(%"class.std::tuple.89") align 8 %0, ptr noundef nonnull align 8 dereferenceable(216) %1, i64 %2) local_unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.std::tuple.97", align 8
  %5 = alloca %"class.sycl::_V1::range", align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i8, align 1
  %10 = alloca %class.anon.96, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #25
  store i64 %2, ptr %5, align 8
  %11 = tail call noundef zeroext i1 @_ZN4sycl3_V17handler20DisableRangeRoundingEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
  br i1 %11, label %12, label %14

12:                                               ; preds = %3
  store i8 0, ptr %0, align 8, !tbaa !180
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
  call void @_ZN4sycl3_V17handler19getMaxWorkGroups_v2Ev(ptr dead_on_unwind nonnull writable sret(%"class.std::tuple.97") align 8 %4, ptr noundef nonnull align 8 dereferenceable(216) %1)
  %15 = getelementptr inbounds i8, ptr %4, i64 8
  %16 = load i8, ptr %4, align 8, !tbaa !148, !range !61, !noundef !62
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
  store i8 0, ptr %9, align 1, !tbaa !148
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10) #25
  store ptr %1, ptr %10, align 8, !tbaa !182
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
  %49 = load i8, ptr %9, align 1, !tbaa !148, !range !61, !noundef !62
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

declare void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216), ptr) local_unnamed_addr #3

; Function Attrs: inlinehint mustprogress nounwind uwtable
define internal fastcc void @_ZN4sycl3_V16detail24RoundedRangeKernelWithKHINS0_4itemILi1ELb1EEELi1EZZL5scaleRNS0_5queueERKNS0_13kernel_bundleILNS0_12bundle_stateE2EEERNS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEiENKUlRNS0_7handlerEE_clESI_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_ED2Ev(ptr nocapture noundef nonnull readonly align 8 dereferenceable(48) %0) unnamed_addr #7 align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
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
  store i32 %22, ptr %6, align 4, !tbaa !11
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

declare void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216), i32 noundef) local_unnamed_addr #3

declare noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #3

declare noundef zeroext i1 @_ZN4sycl3_V17handler20DisableRangeRoundingEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #3

declare void @_ZN4sycl3_V17handler24GetRangeRoundingSettingsERmS2_S2_(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef nonnull align 8 dereferenceable(8), ptr noundef nonnull align 8 dereferenceable(8), ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #3

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ENKUlimE_clEim(ptr noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1, i64 noundef %2) local_unnamed_addr #8 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = load ptr, ptr %0, align 8, !tbaa !182
  %5 = tail call noundef zeroext i1 @_ZN4sycl3_V17handler18RangeRoundingTraceEv(ptr noundef nonnull align 8 dereferenceable(216) %4)
  br i1 %5, label %6, label %53

6:                                                ; preds = %3
  %7 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cout, ptr noundef nonnull @.str.20, i64 noundef 35)
  %8 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSolsEi(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cout, i32 noundef %1)
  %9 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) %8, ptr noundef nonnull @.str.21, i64 noundef 6)
  %10 = icmp eq i32 %1, 0
  br i1 %10, label %22, label %11

11:                                               ; preds = %6
  %12 = tail call ptr @__cxa_allocate_exception(i64 64) #25
  %13 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #25
  %14 = extractvalue { i32, ptr } %13, 0
  %15 = extractvalue { i32, ptr } %13, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %12, i32 %14, ptr %15, ptr noundef nonnull @.str.14)
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
  %24 = load ptr, ptr %23, align 8, !tbaa !184
  %25 = load i64, ptr %24, align 8, !tbaa !5
  %26 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo9_M_insertImEERSoT_(ptr noundef nonnull align 8 dereferenceable(8) %8, i64 noundef %25)
  %27 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) %26, ptr noundef nonnull @.str.22, i64 noundef 4)
  %28 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo9_M_insertImEERSoT_(ptr noundef nonnull align 8 dereferenceable(8) %26, i64 noundef %2)
  %29 = load ptr, ptr %28, align 8, !tbaa !27
  %30 = getelementptr i8, ptr %29, i64 -24
  %31 = load i64, ptr %30, align 8
  %32 = getelementptr inbounds i8, ptr %28, i64 %31
  %33 = getelementptr inbounds i8, ptr %32, i64 240
  %34 = load ptr, ptr %33, align 8, !tbaa !185
  %35 = icmp eq ptr %34, null
  br i1 %35, label %36, label %37

36:                                               ; preds = %22
  tail call void @_ZSt16__throw_bad_castv() #26
  unreachable

37:                                               ; preds = %22
  %38 = getelementptr inbounds i8, ptr %34, i64 56
  %39 = load i8, ptr %38, align 8, !tbaa !187
  %40 = icmp eq i8 %39, 0
  br i1 %40, label %44, label %41

41:                                               ; preds = %37
  %42 = getelementptr inbounds i8, ptr %34, i64 67
  %43 = load i8, ptr %42, align 1, !tbaa !29
  br label %49

44:                                               ; preds = %37
  tail call void @_ZNKSt5ctypeIcE13_M_widen_initEv(ptr noundef nonnull align 8 dereferenceable(570) %34)
  %45 = load ptr, ptr %34, align 8, !tbaa !27
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
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %56, i32 %58, ptr %59, ptr noundef nonnull @.str.14)
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
  %65 = load ptr, ptr %64, align 8, !tbaa !184
  store i64 %2, ptr %65, align 8, !tbaa !5
  %66 = getelementptr inbounds i8, ptr %0, i64 16
  %67 = load ptr, ptr %66, align 8, !tbaa !190
  store i8 1, ptr %67, align 1, !tbaa !148
  ret void
}

declare void @_ZN4sycl3_V17handler19getMaxWorkGroups_v2Ev(ptr dead_on_unwind writable sret(%"class.std::tuple.97") align 8, ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #3

declare noundef zeroext i1 @_ZN4sycl3_V17handler18RangeRoundingTraceEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #3

declare noundef nonnull align 8 dereferenceable(8) ptr @_ZNSolsEi(ptr noundef nonnull align 8 dereferenceable(8), i32 noundef) local_unnamed_addr #3

declare noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo9_M_insertImEERSoT_(ptr noundef nonnull align 8 dereferenceable(8), i64 noundef) local_unnamed_addr #3

declare void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef byval(%"class.sycl::_V1::range.81") align 8, i1 noundef zeroext, i32 noundef) local_unnamed_addr #3

declare void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #3

declare void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef, ptr noundef nonnull align 8 dereferenceable(24), i1 noundef zeroext) local_unnamed_addr #3

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI11BundleScaleEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv(ptr dead_on_unwind noalias writable sret(%"class.std::vector.110") align 8 %0) local_unnamed_addr #5 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"struct.sycl::_V1::detail::kernel_param_desc_t", align 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, i8 0, i64 24, i1 false)
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = tail call noalias noundef nonnull dereferenceable(48) ptr @_Znwm(i64 noundef 48) #27
  store ptr %4, ptr %0, align 8, !tbaa !160
  %5 = getelementptr inbounds i8, ptr %4, i64 48
  store ptr %5, ptr %3, align 8, !tbaa !162
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 34359738369, ptr %2, align 8
  store i32 0, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !191
  %8 = getelementptr inbounds i8, ptr %4, i64 12
  store ptr %8, ptr %7, align 8, !tbaa !194
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 17446157156352, ptr %2, align 8
  store i32 8, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %8, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !191
  %9 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr %9, ptr %7, align 8, !tbaa !194
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 17179869185, ptr %2, align 8
  store i32 40, ptr %6, align 8
  %10 = load ptr, ptr %3, align 8, !tbaa !162
  %11 = icmp eq ptr %9, %10
  br i1 %11, label %15, label %12

12:                                               ; preds = %1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %9, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !191
  %13 = load ptr, ptr %7, align 8, !tbaa !194
  %14 = getelementptr inbounds i8, ptr %13, i64 12
  store ptr %14, ptr %7, align 8, !tbaa !194
  br label %18

15:                                               ; preds = %1
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr nonnull %9, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %16 unwind label %27

16:                                               ; preds = %15
  %17 = load ptr, ptr %7, align 8, !tbaa !9
  br label %18

18:                                               ; preds = %16, %12
  %19 = phi ptr [ %17, %16 ], [ %14, %12 ]
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 34359738372, ptr %2, align 8
  store i32 0, ptr %6, align 8
  %20 = load ptr, ptr %3, align 8, !tbaa !162
  %21 = icmp eq ptr %19, %20
  br i1 %21, label %25, label %22

22:                                               ; preds = %18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %19, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !191
  %23 = load ptr, ptr %7, align 8, !tbaa !194
  %24 = getelementptr inbounds i8, ptr %23, i64 12
  store ptr %24, ptr %7, align 8, !tbaa !194
  br label %26

25:                                               ; preds = %18
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %19, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %26 unwind label %27

26:                                               ; preds = %25, %22
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  ret void

27:                                               ; preds = %15, %25
  %28 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  %29 = load ptr, ptr %0, align 8, !tbaa !160
  %30 = icmp eq ptr %29, null
  br i1 %30, label %36, label %31

31:                                               ; preds = %27
  %32 = load ptr, ptr %3, align 8, !tbaa !162
  %33 = ptrtoint ptr %32 to i64
  %34 = ptrtoint ptr %29 to i64
  %35 = sub i64 %33, %34
  call void @_ZdlPvm(ptr noundef nonnull %29, i64 noundef %35) #29
  br label %36

36:                                               ; preds = %27, %31
  resume { ptr, i32 } %28
}

declare void @_ZNK4sycl3_V17handler30getOrInsertHandlerKernelBundleEb(ptr dead_on_unwind writable sret(%"class.std::shared_ptr.9") align 8, ptr noundef nonnull align 8 dereferenceable(216), i1 noundef zeroext) local_unnamed_addr #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelINS1_24RoundedRangeKernelWithKHINS0_4itemILi1ELb1EEELi1EZZL5scaleRNS0_5queueERKNS0_13kernel_bundleILNS0_12bundle_stateE2EEERNS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEiENKUlRNS0_7handlerEE_clESJ_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_EES5_Li1EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(56) %0) unnamed_addr #19 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelINS1_24RoundedRangeKernelWithKHINS0_4itemILi1ELb1EEELi1EZZL5scaleRNS0_5queueERKNS0_13kernel_bundleILNS0_12bundle_stateE2EEERNS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEiENKUlRNS0_7handlerEE_clESJ_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_EES5_Li1EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(56) %0) unnamed_addr #6 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_24RoundedRangeKernelWithKHINS0_4itemILi1ELb1EEELi1EZZL5scaleRNS0_5queueERKNS0_13kernel_bundleILNS0_12bundle_stateE2EEERNS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEiENKUlRNS0_7handlerEE_clESJ_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_EES5_Li1EEE, i64 16), ptr %0, align 8, !tbaa !27
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
  store i32 %22, ptr %6, align 4, !tbaa !11
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
define internal void @_ZN4sycl3_V16detail10HostKernelINS1_24RoundedRangeKernelWithKHINS0_4itemILi1ELb1EEELi1EZZL5scaleRNS0_5queueERKNS0_13kernel_bundleILNS0_12bundle_stateE2EEERNS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEiENKUlRNS0_7handlerEE_clESJ_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_EES5_Li1EED0Ev(ptr noundef nonnull align 8 dereferenceable(56) %0) unnamed_addr #6 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_24RoundedRangeKernelWithKHINS0_4itemILi1ELb1EEELi1EZZL5scaleRNS0_5queueERKNS0_13kernel_bundleILNS0_12bundle_stateE2EEERNS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEiENKUlRNS0_7handlerEE_clESJ_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_EES5_Li1EEE, i64 16), ptr %0, align 8, !tbaa !27
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
  store i32 %22, ptr %6, align 4, !tbaa !11
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
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 56) #29
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelINS1_24RoundedRangeKernelWithKHINS0_4itemILi1ELb1EEELi1EZZL5scaleRNS0_5queueERKNS0_13kernel_bundleILNS0_12bundle_stateE2EEERNS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEiENKUlRNS0_7handlerEE_clESJ_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_EES5_Li1EE23InstantiateKernelOnHostEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(56) %0) unnamed_addr #5 align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.sycl::_V1::detail::RoundedRangeKernelWithKH", align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load i64, ptr %3, align 8
  store i64 %4, ptr %2, align 8
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = load ptr, ptr %6, align 8, !tbaa !140
  store ptr %7, ptr %5, align 8, !tbaa !140
  %8 = getelementptr inbounds i8, ptr %2, i64 16
  %9 = getelementptr inbounds i8, ptr %0, i64 24
  %10 = load ptr, ptr %9, align 8, !tbaa !22
  store ptr %10, ptr %8, align 8, !tbaa !22
  %11 = icmp eq ptr %10, null
  br i1 %11, label %22, label %12

12:                                               ; preds = %1
  %13 = getelementptr inbounds i8, ptr %10, i64 8
  %14 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
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
  %28 = load i32, ptr %27, align 8, !tbaa !143
  store i32 %28, ptr %26, align 8, !tbaa !143
  %29 = icmp eq i64 %23, 0
  br i1 %29, label %39, label %30

30:                                               ; preds = %22
  %31 = tail call ptr @__cxa_allocate_exception(i64 64) #25
  %32 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 12) #25
  %33 = extractvalue { i32, ptr } %32, 0
  %34 = extractvalue { i32, ptr } %32, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %31, i32 %33, ptr %34, ptr noundef nonnull @.str.24)
          to label %35 unwind label %37

35:                                               ; preds = %30
  invoke void @__cxa_throw(ptr nonnull %31, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #26
          to label %36 unwind label %67

36:                                               ; preds = %35
  unreachable

37:                                               ; preds = %30
  %38 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %31) #25
  br label %69

39:                                               ; preds = %22
  %40 = load ptr, ptr %8, align 8, !tbaa !22
  %41 = icmp eq ptr %40, null
  br i1 %41, label %66, label %42

42:                                               ; preds = %39
  %43 = getelementptr inbounds i8, ptr %40, i64 8
  %44 = load atomic i64, ptr %43 acquire, align 8
  %45 = icmp eq i64 %44, 4294967297
  %46 = trunc i64 %44 to i32
  br i1 %45, label %47, label %55

47:                                               ; preds = %42
  store i32 0, ptr %43, align 8, !tbaa !24
  %48 = getelementptr inbounds i8, ptr %40, i64 12
  store i32 0, ptr %48, align 4, !tbaa !26
  %49 = load ptr, ptr %40, align 8, !tbaa !27
  %50 = getelementptr inbounds i8, ptr %49, i64 16
  %51 = load ptr, ptr %50, align 8
  tail call void %51(ptr noundef nonnull align 8 dereferenceable(16) %40) #25
  %52 = load ptr, ptr %40, align 8, !tbaa !27
  %53 = getelementptr inbounds i8, ptr %52, i64 24
  %54 = load ptr, ptr %53, align 8
  tail call void %54(ptr noundef nonnull align 8 dereferenceable(16) %40) #25
  br label %66

55:                                               ; preds = %42
  %56 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %57 = icmp eq i8 %56, 0
  br i1 %57, label %60, label %58

58:                                               ; preds = %55
  %59 = add nsw i32 %46, -1
  store i32 %59, ptr %43, align 4, !tbaa !11
  br label %62

60:                                               ; preds = %55
  %61 = atomicrmw volatile add ptr %43, i32 -1 acq_rel, align 4
  br label %62

62:                                               ; preds = %60, %58
  %63 = phi i32 [ %46, %58 ], [ %61, %60 ]
  %64 = icmp eq i32 %63, 1
  br i1 %64, label %65, label %66, !prof !30

65:                                               ; preds = %62
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %40) #25
  br label %66

66:                                               ; preds = %39, %47, %62, %65
  ret void

67:                                               ; preds = %35
  %68 = landingpad { ptr, i32 }
          cleanup
  br label %69

69:                                               ; preds = %37, %67
  %70 = phi { ptr, i32 } [ %68, %67 ], [ %38, %37 ]
  call fastcc void @_ZN4sycl3_V16detail24RoundedRangeKernelWithKHINS0_4itemILi1ELb1EEELi1EZZL5scaleRNS0_5queueERKNS0_13kernel_bundleILNS0_12bundle_stateE2EEERNS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEiENKUlRNS0_7handlerEE_clESI_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_ED2Ev(ptr noundef nonnull align 8 dereferenceable(48) %2) #25
  resume { ptr, i32 } %70
}

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(ptr noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %1, ptr noundef nonnull align 4 dereferenceable(12) %2) local_unnamed_addr #5 comdat align 2 {
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load ptr, ptr %4, align 8, !tbaa !194
  %6 = load ptr, ptr %0, align 8, !tbaa !9
  %7 = ptrtoint ptr %5 to i64
  %8 = ptrtoint ptr %6 to i64
  %9 = sub i64 %7, %8
  %10 = icmp eq i64 %9, 9223372036854775800
  br i1 %10, label %11, label %12

11:                                               ; preds = %3
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.26) #26
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
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %28, ptr noundef nonnull align 4 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !191
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
  %41 = load ptr, ptr %38, align 8, !tbaa !162
  %42 = ptrtoint ptr %41 to i64
  %43 = sub i64 %42, %8
  tail call void @_ZdlPvm(ptr noundef nonnull %6, i64 noundef %43) #29
  br label %44

44:                                               ; preds = %37, %40
  %45 = getelementptr inbounds i8, ptr %33, i64 %34
  store ptr %27, ptr %0, align 8, !tbaa !160
  store ptr %45, ptr %4, align 8, !tbaa !194
  %46 = getelementptr inbounds %"struct.sycl::_V1::detail::kernel_param_desc_t", ptr %27, i64 %18
  store ptr %46, ptr %38, align 8, !tbaa !162
  ret void
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znam(i64 noundef) local_unnamed_addr #18

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPv(ptr noundef) local_unnamed_addr #15

declare void @_ZN4sycl3_V17handler22setKernelIsCooperativeEb(ptr noundef nonnull align 8 dereferenceable(216), i1 noundef zeroext) local_unnamed_addr #3

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19getKernelParamDescsI11BundleScaleEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind noalias writable sret(%"class.std::vector.110") align 8 %0) local_unnamed_addr #5 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"struct.sycl::_V1::detail::kernel_param_desc_t", align 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, i8 0, i64 24, i1 false)
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = tail call noalias noundef nonnull dereferenceable(36) ptr @_Znwm(i64 noundef 36) #27
  store ptr %4, ptr %0, align 8, !tbaa !160
  %5 = getelementptr inbounds i8, ptr %4, i64 36
  store ptr %5, ptr %3, align 8, !tbaa !162
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 17446157156352, ptr %2, align 8
  store i32 0, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !191
  %8 = getelementptr inbounds i8, ptr %4, i64 12
  store ptr %8, ptr %7, align 8, !tbaa !194
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 17179869185, ptr %2, align 8
  store i32 32, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %8, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !191
  %9 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr %9, ptr %7, align 8, !tbaa !194
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 34359738372, ptr %2, align 8
  store i32 0, ptr %6, align 8
  %10 = load ptr, ptr %3, align 8, !tbaa !162
  %11 = icmp eq ptr %9, %10
  br i1 %11, label %15, label %12

12:                                               ; preds = %1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %9, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !191
  %13 = load ptr, ptr %7, align 8, !tbaa !194
  %14 = getelementptr inbounds i8, ptr %13, i64 12
  store ptr %14, ptr %7, align 8, !tbaa !194
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
  %19 = load ptr, ptr %0, align 8, !tbaa !160
  %20 = icmp eq ptr %19, null
  br i1 %20, label %26, label %21

21:                                               ; preds = %17
  %22 = load ptr, ptr %3, align 8, !tbaa !162
  %23 = ptrtoint ptr %22 to i64
  %24 = ptrtoint ptr %19 to i64
  %25 = sub i64 %23, %24
  call void @_ZdlPvm(ptr noundef nonnull %19, i64 noundef %25) #29
  br label %26

26:                                               ; preds = %17, %21
  resume { ptr, i32 } %18
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelIZZL5scaleRNS0_5queueERKNS0_13kernel_bundleILNS0_12bundle_stateE2EEERNS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEiENKUlRNS0_7handlerEE_clESG_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(48) %0) unnamed_addr #19 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZL5scaleRNS0_5queueERKNS0_13kernel_bundleILNS0_12bundle_stateE2EEERNS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEiENKUlRNS0_7handlerEE_clESG_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(48) %0) unnamed_addr #6 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZL5scaleRNS0_5queueERKNS0_13kernel_bundleILNS0_12bundle_stateE2EEERNS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEiENKUlRNS0_7handlerEE_clESG_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %0, align 8, !tbaa !27
  %2 = getelementptr inbounds i8, ptr %0, i64 16
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
  store i32 %22, ptr %6, align 4, !tbaa !11
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
define internal void @_ZN4sycl3_V16detail10HostKernelIZZL5scaleRNS0_5queueERKNS0_13kernel_bundleILNS0_12bundle_stateE2EEERNS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEiENKUlRNS0_7handlerEE_clESG_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(48) %0) unnamed_addr #6 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZL5scaleRNS0_5queueERKNS0_13kernel_bundleILNS0_12bundle_stateE2EEERNS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEiENKUlRNS0_7handlerEE_clESG_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %0, align 8, !tbaa !27
  %2 = getelementptr inbounds i8, ptr %0, i64 16
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
  store i32 %22, ptr %6, align 4, !tbaa !11
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
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 48) #29
  ret void
}

; Function Attrs: mustprogress noreturn uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZL5scaleRNS0_5queueERKNS0_13kernel_bundleILNS0_12bundle_stateE2EEERNS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEiENKUlRNS0_7handlerEE_clESG_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(48) %0) unnamed_addr #20 align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %class.anon.79, align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !140
  store ptr %4, ptr %2, align 8, !tbaa !140
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
  %23 = load i32, ptr %22, align 8, !tbaa !143
  store i32 %23, ptr %21, align 8, !tbaa !143
  %24 = tail call ptr @__cxa_allocate_exception(i64 64) #25
  %25 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 12) #25
  %26 = extractvalue { i32, ptr } %25, 0
  %27 = extractvalue { i32, ptr } %25, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %24, i32 %26, ptr %27, ptr noundef nonnull @.str.24)
          to label %28 unwind label %30

28:                                               ; preds = %18
  invoke void @__cxa_throw(ptr nonnull %24, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #26
          to label %29 unwind label %32

29:                                               ; preds = %28
  unreachable

30:                                               ; preds = %18
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
  call fastcc void @_ZZZL5scaleRN4sycl3_V15queueERKNS0_13kernel_bundleILNS0_12bundle_stateE2EEERNS0_6bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvEEiENKUlRNS0_7handlerEE_clESF_ENUlNS0_2idILi1EEENS0_14kernel_handlerEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(36) %2) #25
  resume { ptr, i32 } %35
}

; Function Attrs: nounwind
declare noundef zeroext i1 @_ZNK4sycl3_V16detail19kernel_bundle_plain30is_specialization_constant_setEPKc(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef) local_unnamed_addr #13

; Function Attrs: nounwind
declare void @_ZNK4sycl3_V16detail19kernel_bundle_plain32get_specialization_constant_implEPKcPv(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef, ptr noundef) local_unnamed_addr #13

declare void @_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS8_EE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef, i64 noundef, i64 noundef, ptr noundef nonnull align 8 dereferenceable(32), ptr noundef) unnamed_addr #3

declare void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef, ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail12buffer_plainD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #7 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  store i32 %22, ptr %6, align 4, !tbaa !11
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
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 24) #29
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE8allocateEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #5 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = shl i64 %1, 2
  %5 = add i64 %4, -1
  %6 = load i64, ptr %3, align 8, !tbaa !86
  %7 = add i64 %6, -1
  %8 = or i64 %7, %5
  %9 = add i64 %8, 1
  %10 = icmp ult i64 %9, %1
  br i1 %10, label %11, label %13

11:                                               ; preds = %2
  %12 = tail call ptr @__cxa_allocate_exception(i64 8) #25
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %12, align 8, !tbaa !27
  tail call void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #26
  unreachable

13:                                               ; preds = %2
  %14 = tail call noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef %6, i64 noundef %9)
  %15 = icmp eq ptr %14, null
  br i1 %15, label %16, label %18

16:                                               ; preds = %13
  %17 = tail call ptr @__cxa_allocate_exception(i64 8) #25
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %17, align 8, !tbaa !27
  tail call void @__cxa_throw(ptr nonnull %17, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #26
  unreachable

18:                                               ; preds = %13
  ret ptr %14
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE10deallocateEPvm(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef %1, i64 noundef %2) unnamed_addr #5 comdat align 2 {
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
  %3 = load i64, ptr %2, align 8, !tbaa !88
  ret i64 %3
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE12setAlignmentEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #5 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = tail call i64 @llvm.umax.i64(i64 %1, i64 64)
  store i64 %4, ptr %3, align 8, !tbaa !86
  ret void
}

; Function Attrs: nounwind
declare void @_ZNSt9bad_allocD1Ev(ptr noundef nonnull align 8 dereferenceable(8)) unnamed_addr #13

declare noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef, i64 noundef) local_unnamed_addr #3

declare void @_ZN4sycl3_V16detail6OSUtil11alignedFreeEPv(ptr noundef) local_unnamed_addr #3

declare void @_ZNK4sycl3_V16detail12buffer_plain13handleReleaseEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #3

; Function Attrs: mustprogress uwtable
define internal void @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E_E9_M_invokeERKSt9_Any_dataS3_(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #5 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca { ptr, [8 x i8] }, align 8
  %4 = alloca %"class.std::vector.110", align 8
  %5 = alloca %"class.std::shared_ptr.9", align 8
  %6 = alloca %"class.sycl::_V1::range.81", align 8
  %7 = alloca { ptr, [8 x i8] }, align 8
  %8 = alloca %"class.std::vector.110", align 8
  %9 = alloca %"class.std::shared_ptr.9", align 8
  %10 = alloca %"class.sycl::_V1::range.81", align 8
  %11 = alloca %"class.std::tuple.89", align 8
  %12 = alloca %"class.sycl::_V1::detail::RoundedRangeKernelWithKH.155", align 8
  %13 = alloca { ptr, [8 x i8] }, align 8
  %14 = alloca %"class.sycl::_V1::detail::RoundedRangeKernelWithKH.155", align 8
  %15 = alloca %class.anon.154, align 8
  %16 = alloca %class.anon.154, align 8
  %17 = alloca i32, align 4
  %18 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %19 = alloca %"class.sycl::_V1::accessor", align 8
  %20 = alloca %"class.sycl::_V1::property_list", align 8
  %21 = alloca %class.anon.154, align 8
  %22 = load ptr, ptr %0, align 8, !tbaa !9
  %23 = load ptr, ptr %22, align 8, !tbaa !195
  tail call void @_ZN4sycl3_V17handler17use_kernel_bundleERKNS0_13kernel_bundleILNS0_12bundle_stateE2EEE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(16) %23)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %19) #25
  %24 = getelementptr inbounds i8, ptr %22, i64 8
  %25 = load ptr, ptr %24, align 8, !tbaa !197
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %20) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %20, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %18)
  store ptr @.str, ptr %18, align 8
  %26 = getelementptr inbounds i8, ptr %18, i64 8
  store ptr @.str.13, ptr %26, align 8
  %27 = getelementptr inbounds i8, ptr %18, i64 16
  store i64 77, ptr %27, align 8
  %28 = getelementptr inbounds i8, ptr %18, i64 24
  store i64 24, ptr %28, align 8
  invoke void @_ZN4sycl3_V18accessorIiLi1ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi1ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %19, ptr noundef nonnull align 8 dereferenceable(33) %25, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %20, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %18)
          to label %29 unwind label %792

29:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %17) #25
  store i32 5, ptr %17, align 4, !tbaa !138
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %25, ptr noundef nonnull align 4 dereferenceable(4) %17)
          to label %32 unwind label %30

30:                                               ; preds = %29
  %31 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %19) #25
  br label %794

32:                                               ; preds = %29
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %17) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18)
  %33 = getelementptr inbounds i8, ptr %20, i64 8
  %34 = load ptr, ptr %33, align 8, !tbaa !19
  %35 = getelementptr inbounds i8, ptr %20, i64 16
  %36 = load ptr, ptr %35, align 8, !tbaa !21
  %37 = icmp eq ptr %34, %36
  br i1 %37, label %72, label %38

38:                                               ; preds = %32, %67
  %39 = phi ptr [ %68, %67 ], [ %34, %32 ]
  %40 = getelementptr inbounds i8, ptr %39, i64 8
  %41 = load ptr, ptr %40, align 8, !tbaa !22
  %42 = icmp eq ptr %41, null
  br i1 %42, label %67, label %43

43:                                               ; preds = %38
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
  store i32 %60, ptr %44, align 4, !tbaa !11
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

67:                                               ; preds = %66, %63, %48, %38
  %68 = getelementptr inbounds i8, ptr %39, i64 16
  %69 = icmp eq ptr %68, %36
  br i1 %69, label %70, label %38, !llvm.loop !31

70:                                               ; preds = %67
  %71 = load ptr, ptr %33, align 8, !tbaa !19
  br label %72

72:                                               ; preds = %70, %32
  %73 = phi ptr [ %71, %70 ], [ %34, %32 ]
  %74 = icmp eq ptr %73, null
  br i1 %74, label %81, label %75

75:                                               ; preds = %72
  %76 = getelementptr inbounds i8, ptr %20, i64 24
  %77 = load ptr, ptr %76, align 8, !tbaa !32
  %78 = ptrtoint ptr %77 to i64
  %79 = ptrtoint ptr %73 to i64
  %80 = sub i64 %78, %79
  call void @_ZdlPvm(ptr noundef nonnull %73, i64 noundef %80) #29
  br label %81

81:                                               ; preds = %75, %72
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #25
  %82 = getelementptr inbounds i8, ptr %22, i64 16
  %83 = load ptr, ptr %82, align 8, !tbaa !198
  %84 = load i64, ptr %83, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %21) #25
  %85 = load ptr, ptr %19, align 8, !tbaa !140
  store ptr %85, ptr %21, align 8, !tbaa !140
  %86 = getelementptr inbounds i8, ptr %21, i64 8
  %87 = getelementptr inbounds i8, ptr %19, i64 8
  %88 = load ptr, ptr %87, align 8, !tbaa !22
  store ptr %88, ptr %86, align 8, !tbaa !22
  %89 = icmp eq ptr %88, null
  %90 = getelementptr inbounds i8, ptr %16, i64 8
  br i1 %89, label %91, label %94

91:                                               ; preds = %81
  %92 = getelementptr inbounds i8, ptr %21, i64 16
  %93 = getelementptr inbounds i8, ptr %19, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %92, ptr noundef nonnull align 8 dereferenceable(16) %93, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16)
  store ptr %85, ptr %16, align 8, !tbaa !140
  store ptr null, ptr %90, align 8, !tbaa !22
  br label %120

94:                                               ; preds = %81
  %95 = getelementptr inbounds i8, ptr %88, i64 8
  %96 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %97 = icmp eq i8 %96, 0
  %98 = getelementptr inbounds i8, ptr %21, i64 16
  %99 = getelementptr inbounds i8, ptr %19, i64 16
  br i1 %97, label %103, label %100

100:                                              ; preds = %94
  %101 = load i32, ptr %95, align 4, !tbaa !11
  %102 = add nsw i32 %101, 1
  store i32 %102, ptr %95, align 4, !tbaa !11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %98, ptr noundef nonnull align 8 dereferenceable(16) %99, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16)
  store ptr %85, ptr %16, align 8, !tbaa !140
  store ptr %88, ptr %90, align 8, !tbaa !22
  br label %114

103:                                              ; preds = %94
  %104 = atomicrmw volatile add ptr %95, i32 1 acq_rel, align 4
  %105 = load ptr, ptr %21, align 8, !tbaa !140
  %106 = load ptr, ptr %86, align 8, !tbaa !22
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %98, ptr noundef nonnull align 8 dereferenceable(16) %99, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16)
  store ptr %105, ptr %16, align 8, !tbaa !140
  store ptr %106, ptr %90, align 8, !tbaa !22
  %107 = icmp eq ptr %106, null
  br i1 %107, label %120, label %108

108:                                              ; preds = %103
  %109 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %110 = getelementptr inbounds i8, ptr %106, i64 8
  %111 = icmp eq i8 %109, 0
  br i1 %111, label %118, label %112

112:                                              ; preds = %108
  %113 = load i32, ptr %110, align 4, !tbaa !11
  br label %114

114:                                              ; preds = %112, %100
  %115 = phi i32 [ %102, %100 ], [ %113, %112 ]
  %116 = phi ptr [ %95, %100 ], [ %110, %112 ]
  %117 = add nsw i32 %115, 1
  store i32 %117, ptr %116, align 4, !tbaa !11
  br label %120

118:                                              ; preds = %108
  %119 = atomicrmw volatile add ptr %110, i32 1 acq_rel, align 4
  br label %120

120:                                              ; preds = %118, %114, %103, %91
  %121 = phi ptr [ %92, %91 ], [ %98, %118 ], [ %98, %114 ], [ %98, %103 ]
  %122 = getelementptr inbounds i8, ptr %16, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %122, ptr noundef nonnull readonly align 8 dereferenceable(16) %121, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %13)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %14)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %15)
  %123 = invoke noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %124 unwind label %734

124:                                              ; preds = %120
  %125 = icmp eq i32 %123, 0
  br i1 %125, label %135, label %126

126:                                              ; preds = %124
  %127 = call ptr @__cxa_allocate_exception(i64 64) #25
  %128 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #25
  %129 = extractvalue { i32, ptr } %128, 0
  %130 = extractvalue { i32, ptr } %128, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %127, i32 %129, ptr %130, ptr noundef nonnull @.str.17)
          to label %131 unwind label %133

131:                                              ; preds = %126
  invoke void @__cxa_throw(ptr nonnull %127, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #26
          to label %132 unwind label %734

132:                                              ; preds = %131
  unreachable

133:                                              ; preds = %126
  %134 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %127) #25
  br label %736

135:                                              ; preds = %124
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11) #25
  invoke void @_ZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_(ptr dead_on_unwind nonnull writable sret(%"class.std::tuple.89") align 8 %11, ptr noundef nonnull align 8 dereferenceable(216) %1, i64 %84)
          to label %136 unwind label %734

136:                                              ; preds = %135
  %137 = getelementptr inbounds i8, ptr %11, i64 8
  %138 = load i8, ptr %11, align 8, !tbaa !148, !range !61, !noundef !62
  %139 = trunc nuw i8 %138 to i1
  br i1 %139, label %140, label %468

140:                                              ; preds = %136
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %12) #25
  %141 = load ptr, ptr %16, align 8, !tbaa !140
  %142 = load ptr, ptr %90, align 8, !tbaa !22
  %143 = icmp eq ptr %142, null
  br i1 %143, label %168, label %144

144:                                              ; preds = %140
  %145 = getelementptr inbounds i8, ptr %142, i64 8
  %146 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %147 = icmp eq i8 %146, 0
  br i1 %147, label %153, label %148

148:                                              ; preds = %144
  %149 = load i32, ptr %145, align 4, !tbaa !11
  %150 = add nsw i32 %149, 1
  store i32 %150, ptr %145, align 4, !tbaa !11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %13, ptr noundef nonnull align 8 dereferenceable(16) %122, i64 16, i1 false)
  store i64 %84, ptr %12, align 8, !alias.scope !199
  %151 = getelementptr inbounds i8, ptr %12, i64 8
  store ptr %141, ptr %151, align 8, !tbaa !140, !alias.scope !199
  %152 = getelementptr inbounds i8, ptr %12, i64 16
  store ptr %142, ptr %152, align 8, !tbaa !22, !alias.scope !199
  br label %161

153:                                              ; preds = %144
  %154 = atomicrmw volatile add ptr %145, i32 1 acq_rel, align 4
  %155 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !202
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %13, ptr noundef nonnull align 8 dereferenceable(16) %122, i64 16, i1 false)
  store i64 %84, ptr %12, align 8, !alias.scope !199
  %156 = getelementptr inbounds i8, ptr %12, i64 8
  store ptr %141, ptr %156, align 8, !tbaa !140, !alias.scope !199
  %157 = getelementptr inbounds i8, ptr %12, i64 16
  store ptr %142, ptr %157, align 8, !tbaa !22, !alias.scope !199
  %158 = icmp eq i8 %155, 0
  br i1 %158, label %166, label %159

159:                                              ; preds = %153
  %160 = load i32, ptr %145, align 4, !tbaa !11, !noalias !202
  br label %161

161:                                              ; preds = %159, %148
  %162 = phi i32 [ %150, %148 ], [ %160, %159 ]
  %163 = phi ptr [ %152, %148 ], [ %157, %159 ]
  %164 = phi ptr [ %151, %148 ], [ %156, %159 ]
  %165 = add nsw i32 %162, 1
  store i32 %165, ptr %145, align 4, !tbaa !11, !noalias !202
  br label %172

166:                                              ; preds = %153
  %167 = atomicrmw volatile add ptr %145, i32 1 acq_rel, align 4, !noalias !202
  br label %172

168:                                              ; preds = %140
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %13, ptr noundef nonnull align 8 dereferenceable(16) %122, i64 16, i1 false)
  call void @llvm.experimental.noalias.scope.decl(metadata !202)
  store i64 %84, ptr %12, align 8, !alias.scope !202
  %169 = getelementptr inbounds i8, ptr %12, i64 8
  store ptr %141, ptr %169, align 8, !tbaa !140, !alias.scope !202
  %170 = getelementptr inbounds i8, ptr %12, i64 16
  store ptr null, ptr %170, align 8, !tbaa !22, !alias.scope !202
  %171 = getelementptr inbounds i8, ptr %12, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %171, ptr noundef nonnull align 8 dereferenceable(16) %122, i64 16, i1 false)
  br label %265

172:                                              ; preds = %166, %161
  %173 = phi ptr [ %163, %161 ], [ %157, %166 ]
  %174 = phi ptr [ %164, %161 ], [ %156, %166 ]
  %175 = getelementptr inbounds i8, ptr %12, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %175, ptr noundef nonnull align 8 dereferenceable(16) %13, i64 16, i1 false)
  %176 = load atomic i64, ptr %145 acquire, align 8
  %177 = icmp eq i64 %176, 4294967297
  %178 = trunc i64 %176 to i32
  br i1 %177, label %179, label %187

179:                                              ; preds = %172
  store i32 0, ptr %145, align 8, !tbaa !24
  %180 = getelementptr inbounds i8, ptr %142, i64 12
  store i32 0, ptr %180, align 4, !tbaa !26
  %181 = load ptr, ptr %142, align 8, !tbaa !27
  %182 = getelementptr inbounds i8, ptr %181, i64 16
  %183 = load ptr, ptr %182, align 8
  call void %183(ptr noundef nonnull align 8 dereferenceable(16) %142) #25
  %184 = load ptr, ptr %142, align 8, !tbaa !27
  %185 = getelementptr inbounds i8, ptr %184, i64 24
  %186 = load ptr, ptr %185, align 8
  call void %186(ptr noundef nonnull align 8 dereferenceable(16) %142) #25
  br label %198

187:                                              ; preds = %172
  %188 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %189 = icmp eq i8 %188, 0
  br i1 %189, label %192, label %190

190:                                              ; preds = %187
  %191 = add nsw i32 %178, -1
  store i32 %191, ptr %145, align 4, !tbaa !11
  br label %194

192:                                              ; preds = %187
  %193 = atomicrmw volatile add ptr %145, i32 -1 acq_rel, align 4
  br label %194

194:                                              ; preds = %192, %190
  %195 = phi i32 [ %178, %190 ], [ %193, %192 ]
  %196 = icmp eq i32 %195, 1
  br i1 %196, label %197, label %198, !prof !30

197:                                              ; preds = %194
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %142) #25
  br label %198

198:                                              ; preds = %197, %194, %179
  %199 = load ptr, ptr %173, align 8, !tbaa !22
  %200 = icmp eq ptr %199, null
  br i1 %200, label %265, label %201

201:                                              ; preds = %198
  %202 = getelementptr inbounds i8, ptr %199, i64 8
  %203 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %204 = icmp eq i8 %203, 0
  br i1 %204, label %208, label %205

205:                                              ; preds = %201
  %206 = load i32, ptr %202, align 4, !tbaa !11
  %207 = add nsw i32 %206, 1
  store i32 %207, ptr %202, align 4, !tbaa !11
  br label %214

208:                                              ; preds = %201
  %209 = atomicrmw volatile add ptr %202, i32 1 acq_rel, align 4
  %210 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %211 = icmp eq i8 %210, 0
  br i1 %211, label %217, label %212

212:                                              ; preds = %208
  %213 = load i32, ptr %202, align 4, !tbaa !11
  br label %214

214:                                              ; preds = %212, %205
  %215 = phi i32 [ %213, %212 ], [ %207, %205 ]
  %216 = add nsw i32 %215, 1
  store i32 %216, ptr %202, align 4, !tbaa !11
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
  store i32 0, ptr %202, align 8, !tbaa !24
  %224 = getelementptr inbounds i8, ptr %199, i64 12
  store i32 0, ptr %224, align 4, !tbaa !26
  %225 = load ptr, ptr %199, align 8, !tbaa !27
  %226 = getelementptr inbounds i8, ptr %225, i64 16
  %227 = load ptr, ptr %226, align 8
  call void %227(ptr noundef nonnull align 8 dereferenceable(16) %199) #25
  %228 = load ptr, ptr %199, align 8, !tbaa !27
  %229 = getelementptr inbounds i8, ptr %228, i64 24
  %230 = load ptr, ptr %229, align 8
  call void %230(ptr noundef nonnull align 8 dereferenceable(16) %199) #25
  br label %242

231:                                              ; preds = %219
  %232 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %233 = icmp eq i8 %232, 0
  br i1 %233, label %236, label %234

234:                                              ; preds = %231
  %235 = add nsw i32 %222, -1
  store i32 %235, ptr %202, align 4, !tbaa !11
  br label %238

236:                                              ; preds = %231
  %237 = atomicrmw volatile add ptr %202, i32 -1 acq_rel, align 4
  br label %238

238:                                              ; preds = %236, %234
  %239 = phi i32 [ %222, %234 ], [ %237, %236 ]
  %240 = icmp eq i32 %239, 1
  br i1 %240, label %241, label %242, !prof !30

241:                                              ; preds = %238
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %199) #25
  br label %242

242:                                              ; preds = %241, %238, %223
  %243 = load atomic i64, ptr %202 acquire, align 8
  %244 = icmp eq i64 %243, 4294967297
  %245 = trunc i64 %243 to i32
  br i1 %244, label %246, label %254

246:                                              ; preds = %242
  store i32 0, ptr %202, align 8, !tbaa !24
  %247 = getelementptr inbounds i8, ptr %199, i64 12
  store i32 0, ptr %247, align 4, !tbaa !26
  %248 = load ptr, ptr %199, align 8, !tbaa !27
  %249 = getelementptr inbounds i8, ptr %248, i64 16
  %250 = load ptr, ptr %249, align 8
  call void %250(ptr noundef nonnull align 8 dereferenceable(16) %199) #25
  %251 = load ptr, ptr %199, align 8, !tbaa !27
  %252 = getelementptr inbounds i8, ptr %251, i64 24
  %253 = load ptr, ptr %252, align 8
  call void %253(ptr noundef nonnull align 8 dereferenceable(16) %199) #25
  br label %265

254:                                              ; preds = %242
  %255 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %256 = icmp eq i8 %255, 0
  br i1 %256, label %259, label %257

257:                                              ; preds = %254
  %258 = add nsw i32 %245, -1
  store i32 %258, ptr %202, align 4, !tbaa !11
  br label %261

259:                                              ; preds = %254
  %260 = atomicrmw volatile add ptr %202, i32 -1 acq_rel, align 4
  br label %261

261:                                              ; preds = %259, %257
  %262 = phi i32 [ %245, %257 ], [ %260, %259 ]
  %263 = icmp eq i32 %262, 1
  br i1 %263, label %264, label %265, !prof !30

264:                                              ; preds = %261
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %199) #25
  br label %265

265:                                              ; preds = %264, %261, %246, %198, %168
  %266 = phi ptr [ %170, %168 ], [ %173, %198 ], [ %173, %246 ], [ %173, %261 ], [ %173, %264 ]
  %267 = phi ptr [ %169, %168 ], [ %174, %198 ], [ %174, %246 ], [ %174, %261 ], [ %174, %264 ]
  %268 = phi ptr [ %171, %168 ], [ %175, %198 ], [ %175, %246 ], [ %175, %261 ], [ %175, %264 ]
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.35)
          to label %269 unwind label %460

269:                                              ; preds = %265
  %270 = load i64, ptr %137, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10)
  %271 = getelementptr inbounds i8, ptr %10, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %271, i8 0, i64 16, i1 false), !alias.scope !204
  store i64 %270, ptr %10, align 8, !tbaa !5, !alias.scope !204
  invoke void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range.81") align 8 %10, i1 noundef zeroext false, i32 noundef 1)
          to label %272 unwind label %460

272:                                              ; preds = %269
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10)
  %273 = load i64, ptr %12, align 8
  store i64 %273, ptr %14, align 8
  %274 = getelementptr inbounds i8, ptr %14, i64 8
  %275 = load ptr, ptr %267, align 8, !tbaa !140
  store ptr %275, ptr %274, align 8, !tbaa !140
  %276 = getelementptr inbounds i8, ptr %14, i64 16
  store ptr null, ptr %276, align 8, !tbaa !22
  %277 = load ptr, ptr %266, align 8, !tbaa !22
  store ptr null, ptr %266, align 8, !tbaa !22
  store ptr %277, ptr %276, align 8, !tbaa !22
  store ptr null, ptr %267, align 8, !tbaa !140
  %278 = getelementptr inbounds i8, ptr %14, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %278, ptr noundef nonnull align 8 dereferenceable(16) %268, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %9)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7)
  %279 = invoke noalias noundef nonnull dereferenceable(48) ptr @_Znwm(i64 noundef 48) #27
          to label %280 unwind label %462

280:                                              ; preds = %272
  %281 = icmp eq ptr %277, null
  %282 = getelementptr inbounds i8, ptr %279, i64 24
  br i1 %281, label %303, label %283

283:                                              ; preds = %280
  %284 = getelementptr inbounds i8, ptr %277, i64 8
  %285 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !207
  %286 = icmp eq i8 %285, 0
  %287 = getelementptr inbounds i8, ptr %279, i64 8
  %288 = getelementptr inbounds i8, ptr %279, i64 16
  br i1 %286, label %292, label %289

289:                                              ; preds = %283
  %290 = load i32, ptr %284, align 4, !tbaa !11, !noalias !207
  %291 = add nsw i32 %290, 1
  store i32 %291, ptr %284, align 4, !tbaa !11, !noalias !207
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef nonnull align 8 dereferenceable(16) %268, i64 16, i1 false)
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_24RoundedRangeKernelWithKHINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_EES5_Li1EEE, i64 16), ptr %279, align 8, !tbaa !27, !noalias !207
  store i64 %273, ptr %287, align 8, !noalias !207
  store ptr %275, ptr %288, align 8, !tbaa !140, !noalias !207
  store ptr %277, ptr %282, align 8, !tbaa !22, !noalias !207
  br label %298

292:                                              ; preds = %283
  %293 = atomicrmw volatile add ptr %284, i32 1 acq_rel, align 4, !noalias !207
  %294 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !207
  %295 = icmp eq i8 %294, 0
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef nonnull readonly align 8 dereferenceable(16) %278, i64 16, i1 false), !noalias !207
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_24RoundedRangeKernelWithKHINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_EES5_Li1EEE, i64 16), ptr %279, align 8, !tbaa !27, !noalias !207
  store i64 %273, ptr %287, align 8, !noalias !207
  store ptr %275, ptr %288, align 8, !tbaa !140, !noalias !207
  store ptr %277, ptr %282, align 8, !tbaa !22, !noalias !207
  br i1 %295, label %301, label %296

296:                                              ; preds = %292
  %297 = load i32, ptr %284, align 4, !tbaa !11, !noalias !207
  br label %298

298:                                              ; preds = %296, %289
  %299 = phi i32 [ %297, %296 ], [ %291, %289 ]
  %300 = add nsw i32 %299, 1
  store i32 %300, ptr %284, align 4, !tbaa !11, !noalias !207
  br label %307

301:                                              ; preds = %292
  %302 = atomicrmw volatile add ptr %284, i32 1 acq_rel, align 4, !noalias !207
  br label %307

303:                                              ; preds = %280
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_24RoundedRangeKernelWithKHINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_EES5_Li1EEE, i64 16), ptr %279, align 8, !tbaa !27, !noalias !207
  %304 = getelementptr inbounds i8, ptr %279, i64 8
  store i64 %273, ptr %304, align 8, !noalias !207
  %305 = getelementptr inbounds i8, ptr %279, i64 16
  store ptr %275, ptr %305, align 8, !tbaa !140, !noalias !207
  store ptr null, ptr %282, align 8, !tbaa !22, !noalias !207
  %306 = getelementptr inbounds i8, ptr %279, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %306, ptr noundef nonnull align 8 dereferenceable(16) %268, i64 16, i1 false)
  br label %331

307:                                              ; preds = %301, %298
  %308 = getelementptr inbounds i8, ptr %279, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %308, ptr noundef nonnull align 8 dereferenceable(16) %7, i64 16, i1 false), !noalias !207
  %309 = load atomic i64, ptr %284 acquire, align 8, !noalias !207
  %310 = icmp eq i64 %309, 4294967297
  %311 = trunc i64 %309 to i32
  br i1 %310, label %312, label %320

312:                                              ; preds = %307
  store i32 0, ptr %284, align 8, !tbaa !24, !noalias !207
  %313 = getelementptr inbounds i8, ptr %277, i64 12
  store i32 0, ptr %313, align 4, !tbaa !26, !noalias !207
  %314 = load ptr, ptr %277, align 8, !tbaa !27, !noalias !207
  %315 = getelementptr inbounds i8, ptr %314, i64 16
  %316 = load ptr, ptr %315, align 8, !noalias !207
  call void %316(ptr noundef nonnull align 8 dereferenceable(16) %277) #25, !noalias !207
  %317 = load ptr, ptr %277, align 8, !tbaa !27, !noalias !207
  %318 = getelementptr inbounds i8, ptr %317, i64 24
  %319 = load ptr, ptr %318, align 8, !noalias !207
  call void %319(ptr noundef nonnull align 8 dereferenceable(16) %277) #25, !noalias !207
  br label %331

320:                                              ; preds = %307
  %321 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !207
  %322 = icmp eq i8 %321, 0
  br i1 %322, label %325, label %323

323:                                              ; preds = %320
  %324 = add nsw i32 %311, -1
  store i32 %324, ptr %284, align 4, !tbaa !11, !noalias !207
  br label %327

325:                                              ; preds = %320
  %326 = atomicrmw volatile add ptr %284, i32 -1 acq_rel, align 4, !noalias !207
  br label %327

327:                                              ; preds = %325, %323
  %328 = phi i32 [ %311, %323 ], [ %326, %325 ]
  %329 = icmp eq i32 %328, 1
  br i1 %329, label %330, label %331, !prof !30

330:                                              ; preds = %327
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %277) #25, !noalias !207
  br label %331

331:                                              ; preds = %330, %327, %312, %303
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7)
  %332 = getelementptr inbounds i8, ptr %1, i64 152
  %333 = load ptr, ptr %332, align 8, !tbaa !9
  store ptr %279, ptr %332, align 8, !tbaa !9
  %334 = icmp eq ptr %333, null
  br i1 %334, label %339, label %335

335:                                              ; preds = %331
  %336 = load ptr, ptr %333, align 8, !tbaa !27
  %337 = getelementptr inbounds i8, ptr %336, i64 16
  %338 = load ptr, ptr %337, align 8
  call void %338(ptr noundef nonnull align 8 dereferenceable(8) %333) #25
  br label %339

339:                                              ; preds = %335, %331
  invoke void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %340 unwind label %462

340:                                              ; preds = %339
  %341 = load ptr, ptr %332, align 8, !tbaa !9
  %342 = load ptr, ptr %341, align 8, !tbaa !27
  %343 = load ptr, ptr %342, align 8
  %344 = invoke noundef ptr %343(ptr noundef nonnull align 8 dereferenceable(8) %341)
          to label %345 unwind label %462

345:                                              ; preds = %340
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %8) #25
  invoke void @_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI12BundleOffsetEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv(ptr dead_on_unwind nonnull writable sret(%"class.std::vector.110") align 8 %8)
          to label %346 unwind label %462

346:                                              ; preds = %345
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %344, ptr noundef nonnull align 8 dereferenceable(24) %8, i1 noundef zeroext false)
          to label %347 unwind label %393

347:                                              ; preds = %346
  %348 = load ptr, ptr %8, align 8, !tbaa !160
  %349 = icmp eq ptr %348, null
  br i1 %349, label %356, label %350

350:                                              ; preds = %347
  %351 = getelementptr inbounds i8, ptr %8, i64 16
  %352 = load ptr, ptr %351, align 8, !tbaa !162
  %353 = ptrtoint ptr %352 to i64
  %354 = ptrtoint ptr %348 to i64
  %355 = sub i64 %353, %354
  call void @_ZdlPvm(ptr noundef nonnull %348, i64 noundef %355) #29
  br label %356

356:                                              ; preds = %350, %347
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8) #25
  %357 = invoke noalias noundef nonnull dereferenceable(60) ptr @_Znam(i64 noundef 60) #27
          to label %358 unwind label %462

358:                                              ; preds = %356
  %359 = getelementptr inbounds i8, ptr %1, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(59) %357, ptr noundef nonnull align 1 dereferenceable(59) @.str.36, i64 59, i1 false)
  %360 = getelementptr inbounds i8, ptr %357, i64 59
  store i8 0, ptr %360, align 1, !tbaa !29
  %361 = load ptr, ptr %359, align 8, !tbaa !9
  store ptr %357, ptr %359, align 8, !tbaa !9
  %362 = icmp eq ptr %361, null
  br i1 %362, label %364, label %363

363:                                              ; preds = %358
  call void @_ZdaPv(ptr noundef nonnull %361) #29
  br label %364

364:                                              ; preds = %363, %358
  invoke void @_ZNK4sycl3_V17handler30getOrInsertHandlerKernelBundleEb(ptr dead_on_unwind nonnull writable sret(%"class.std::shared_ptr.9") align 8 %9, ptr noundef nonnull align 8 dereferenceable(216) %1, i1 noundef zeroext true)
          to label %365 unwind label %462

365:                                              ; preds = %364
  %366 = getelementptr inbounds i8, ptr %9, i64 8
  %367 = load ptr, ptr %366, align 8, !tbaa !22
  %368 = icmp eq ptr %367, null
  br i1 %368, label %404, label %369

369:                                              ; preds = %365
  %370 = getelementptr inbounds i8, ptr %367, i64 8
  %371 = load atomic i64, ptr %370 acquire, align 8
  %372 = icmp eq i64 %371, 4294967297
  %373 = trunc i64 %371 to i32
  br i1 %372, label %374, label %382

374:                                              ; preds = %369
  store i32 0, ptr %370, align 8, !tbaa !24
  %375 = getelementptr inbounds i8, ptr %367, i64 12
  store i32 0, ptr %375, align 4, !tbaa !26
  %376 = load ptr, ptr %367, align 8, !tbaa !27
  %377 = getelementptr inbounds i8, ptr %376, i64 16
  %378 = load ptr, ptr %377, align 8
  call void %378(ptr noundef nonnull align 8 dereferenceable(16) %367) #25
  %379 = load ptr, ptr %367, align 8, !tbaa !27
  %380 = getelementptr inbounds i8, ptr %379, i64 24
  %381 = load ptr, ptr %380, align 8
  call void %381(ptr noundef nonnull align 8 dereferenceable(16) %367) #25
  br label %404

382:                                              ; preds = %369
  %383 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %384 = icmp eq i8 %383, 0
  br i1 %384, label %387, label %385

385:                                              ; preds = %382
  %386 = add nsw i32 %373, -1
  store i32 %386, ptr %370, align 4, !tbaa !11
  br label %389

387:                                              ; preds = %382
  %388 = atomicrmw volatile add ptr %370, i32 -1 acq_rel, align 4
  br label %389

389:                                              ; preds = %387, %385
  %390 = phi i32 [ %373, %385 ], [ %388, %387 ]
  %391 = icmp eq i32 %390, 1
  br i1 %391, label %392, label %404, !prof !30

392:                                              ; preds = %389
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %367) #25
  br label %404

393:                                              ; preds = %346
  %394 = landingpad { ptr, i32 }
          cleanup
  %395 = load ptr, ptr %8, align 8, !tbaa !160
  %396 = icmp eq ptr %395, null
  br i1 %396, label %403, label %397

397:                                              ; preds = %393
  %398 = getelementptr inbounds i8, ptr %8, i64 16
  %399 = load ptr, ptr %398, align 8, !tbaa !162
  %400 = ptrtoint ptr %399 to i64
  %401 = ptrtoint ptr %395 to i64
  %402 = sub i64 %400, %401
  call void @_ZdlPvm(ptr noundef nonnull %395, i64 noundef %402) #29
  br label %403

403:                                              ; preds = %397, %393
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8) #25
  br label %464

404:                                              ; preds = %392, %389, %374, %365
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9)
  %405 = load ptr, ptr %276, align 8, !tbaa !22
  %406 = icmp eq ptr %405, null
  br i1 %406, label %431, label %407

407:                                              ; preds = %404
  %408 = getelementptr inbounds i8, ptr %405, i64 8
  %409 = load atomic i64, ptr %408 acquire, align 8
  %410 = icmp eq i64 %409, 4294967297
  %411 = trunc i64 %409 to i32
  br i1 %410, label %412, label %420

412:                                              ; preds = %407
  store i32 0, ptr %408, align 8, !tbaa !24
  %413 = getelementptr inbounds i8, ptr %405, i64 12
  store i32 0, ptr %413, align 4, !tbaa !26
  %414 = load ptr, ptr %405, align 8, !tbaa !27
  %415 = getelementptr inbounds i8, ptr %414, i64 16
  %416 = load ptr, ptr %415, align 8
  call void %416(ptr noundef nonnull align 8 dereferenceable(16) %405) #25
  %417 = load ptr, ptr %405, align 8, !tbaa !27
  %418 = getelementptr inbounds i8, ptr %417, i64 24
  %419 = load ptr, ptr %418, align 8
  call void %419(ptr noundef nonnull align 8 dereferenceable(16) %405) #25
  br label %431

420:                                              ; preds = %407
  %421 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %422 = icmp eq i8 %421, 0
  br i1 %422, label %425, label %423

423:                                              ; preds = %420
  %424 = add nsw i32 %411, -1
  store i32 %424, ptr %408, align 4, !tbaa !11
  br label %427

425:                                              ; preds = %420
  %426 = atomicrmw volatile add ptr %408, i32 -1 acq_rel, align 4
  br label %427

427:                                              ; preds = %425, %423
  %428 = phi i32 [ %411, %423 ], [ %426, %425 ]
  %429 = icmp eq i32 %428, 1
  br i1 %429, label %430, label %431, !prof !30

430:                                              ; preds = %427
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %405) #25
  br label %431

431:                                              ; preds = %430, %427, %412, %404
  invoke void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef 1)
          to label %432 unwind label %460

432:                                              ; preds = %431
  %433 = load ptr, ptr %266, align 8, !tbaa !22
  %434 = icmp eq ptr %433, null
  br i1 %434, label %459, label %435

435:                                              ; preds = %432
  %436 = getelementptr inbounds i8, ptr %433, i64 8
  %437 = load atomic i64, ptr %436 acquire, align 8
  %438 = icmp eq i64 %437, 4294967297
  %439 = trunc i64 %437 to i32
  br i1 %438, label %440, label %448

440:                                              ; preds = %435
  store i32 0, ptr %436, align 8, !tbaa !24
  %441 = getelementptr inbounds i8, ptr %433, i64 12
  store i32 0, ptr %441, align 4, !tbaa !26
  %442 = load ptr, ptr %433, align 8, !tbaa !27
  %443 = getelementptr inbounds i8, ptr %442, i64 16
  %444 = load ptr, ptr %443, align 8
  call void %444(ptr noundef nonnull align 8 dereferenceable(16) %433) #25
  %445 = load ptr, ptr %433, align 8, !tbaa !27
  %446 = getelementptr inbounds i8, ptr %445, i64 24
  %447 = load ptr, ptr %446, align 8
  call void %447(ptr noundef nonnull align 8 dereferenceable(16) %433) #25
  br label %459

448:                                              ; preds = %435
  %449 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %450 = icmp eq i8 %449, 0
  br i1 %450, label %453, label %451

451:                                              ; preds = %448
  %452 = add nsw i32 %439, -1
  store i32 %452, ptr %436, align 4, !tbaa !11
  br label %455

453:                                              ; preds = %448
  %454 = atomicrmw volatile add ptr %436, i32 -1 acq_rel, align 4
  br label %455

455:                                              ; preds = %453, %451
  %456 = phi i32 [ %439, %451 ], [ %454, %453 ]
  %457 = icmp eq i32 %456, 1
  br i1 %457, label %458, label %459, !prof !30

458:                                              ; preds = %455
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %433) #25
  br label %459

459:                                              ; preds = %458, %455, %440, %432
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %12) #25
  br label %707

460:                                              ; preds = %431, %269, %265
  %461 = landingpad { ptr, i32 }
          cleanup
  br label %466

462:                                              ; preds = %364, %356, %345, %340, %339, %272
  %463 = landingpad { ptr, i32 }
          cleanup
  br label %464

464:                                              ; preds = %462, %403
  %465 = phi { ptr, i32 } [ %463, %462 ], [ %394, %403 ]
  call fastcc void @_ZN4sycl3_V16detail24RoundedRangeKernelWithKHINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_ED2Ev(ptr noundef nonnull align 8 dereferenceable(40) %14) #25
  br label %466

466:                                              ; preds = %464, %460
  %467 = phi { ptr, i32 } [ %461, %460 ], [ %465, %464 ]
  call fastcc void @_ZN4sycl3_V16detail24RoundedRangeKernelWithKHINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_ED2Ev(ptr noundef nonnull align 8 dereferenceable(40) %12) #25
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %12) #25
  br label %705

468:                                              ; preds = %136
  %469 = load ptr, ptr %90, align 8, !tbaa !22
  %470 = icmp eq ptr %469, null
  br i1 %470, label %535, label %471

471:                                              ; preds = %468
  %472 = getelementptr inbounds i8, ptr %469, i64 8
  %473 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %474 = icmp eq i8 %473, 0
  br i1 %474, label %478, label %475

475:                                              ; preds = %471
  %476 = load i32, ptr %472, align 4, !tbaa !11
  %477 = add nsw i32 %476, 1
  store i32 %477, ptr %472, align 4, !tbaa !11
  br label %484

478:                                              ; preds = %471
  %479 = atomicrmw volatile add ptr %472, i32 1 acq_rel, align 4
  %480 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %481 = icmp eq i8 %480, 0
  br i1 %481, label %487, label %482

482:                                              ; preds = %478
  %483 = load i32, ptr %472, align 4, !tbaa !11
  br label %484

484:                                              ; preds = %482, %475
  %485 = phi i32 [ %483, %482 ], [ %477, %475 ]
  %486 = add nsw i32 %485, 1
  store i32 %486, ptr %472, align 4, !tbaa !11
  br label %489

487:                                              ; preds = %478
  %488 = atomicrmw volatile add ptr %472, i32 1 acq_rel, align 4
  br label %489

489:                                              ; preds = %487, %484
  %490 = load atomic i64, ptr %472 acquire, align 8
  %491 = icmp eq i64 %490, 4294967297
  %492 = trunc i64 %490 to i32
  br i1 %491, label %493, label %501

493:                                              ; preds = %489
  store i32 0, ptr %472, align 8, !tbaa !24
  %494 = getelementptr inbounds i8, ptr %469, i64 12
  store i32 0, ptr %494, align 4, !tbaa !26
  %495 = load ptr, ptr %469, align 8, !tbaa !27
  %496 = getelementptr inbounds i8, ptr %495, i64 16
  %497 = load ptr, ptr %496, align 8
  call void %497(ptr noundef nonnull align 8 dereferenceable(16) %469) #25
  %498 = load ptr, ptr %469, align 8, !tbaa !27
  %499 = getelementptr inbounds i8, ptr %498, i64 24
  %500 = load ptr, ptr %499, align 8
  call void %500(ptr noundef nonnull align 8 dereferenceable(16) %469) #25
  br label %512

501:                                              ; preds = %489
  %502 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %503 = icmp eq i8 %502, 0
  br i1 %503, label %506, label %504

504:                                              ; preds = %501
  %505 = add nsw i32 %492, -1
  store i32 %505, ptr %472, align 4, !tbaa !11
  br label %508

506:                                              ; preds = %501
  %507 = atomicrmw volatile add ptr %472, i32 -1 acq_rel, align 4
  br label %508

508:                                              ; preds = %506, %504
  %509 = phi i32 [ %492, %504 ], [ %507, %506 ]
  %510 = icmp eq i32 %509, 1
  br i1 %510, label %511, label %512, !prof !30

511:                                              ; preds = %508
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %469) #25
  br label %512

512:                                              ; preds = %511, %508, %493
  %513 = load atomic i64, ptr %472 acquire, align 8
  %514 = icmp eq i64 %513, 4294967297
  %515 = trunc i64 %513 to i32
  br i1 %514, label %516, label %524

516:                                              ; preds = %512
  store i32 0, ptr %472, align 8, !tbaa !24
  %517 = getelementptr inbounds i8, ptr %469, i64 12
  store i32 0, ptr %517, align 4, !tbaa !26
  %518 = load ptr, ptr %469, align 8, !tbaa !27
  %519 = getelementptr inbounds i8, ptr %518, i64 16
  %520 = load ptr, ptr %519, align 8
  call void %520(ptr noundef nonnull align 8 dereferenceable(16) %469) #25
  %521 = load ptr, ptr %469, align 8, !tbaa !27
  %522 = getelementptr inbounds i8, ptr %521, i64 24
  %523 = load ptr, ptr %522, align 8
  call void %523(ptr noundef nonnull align 8 dereferenceable(16) %469) #25
  br label %535

524:                                              ; preds = %512
  %525 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %526 = icmp eq i8 %525, 0
  br i1 %526, label %529, label %527

527:                                              ; preds = %524
  %528 = add nsw i32 %515, -1
  store i32 %528, ptr %472, align 4, !tbaa !11
  br label %531

529:                                              ; preds = %524
  %530 = atomicrmw volatile add ptr %472, i32 -1 acq_rel, align 4
  br label %531

531:                                              ; preds = %529, %527
  %532 = phi i32 [ %515, %527 ], [ %530, %529 ]
  %533 = icmp eq i32 %532, 1
  br i1 %533, label %534, label %535, !prof !30

534:                                              ; preds = %531
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %469) #25
  br label %535

535:                                              ; preds = %534, %531, %516, %468
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.35)
          to label %536 unwind label %734

536:                                              ; preds = %535
  invoke void @_ZN4sycl3_V17handler22setKernelIsCooperativeEb(ptr noundef nonnull align 8 dereferenceable(216) %1, i1 noundef zeroext false)
          to label %537 unwind label %734

537:                                              ; preds = %536
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6)
  %538 = getelementptr inbounds i8, ptr %6, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %538, i8 0, i64 16, i1 false), !alias.scope !210
  store i64 %84, ptr %6, align 8, !tbaa !5, !alias.scope !210
  invoke void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range.81") align 8 %6, i1 noundef zeroext false, i32 noundef 1)
          to label %539 unwind label %734

539:                                              ; preds = %537
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6)
  %540 = load ptr, ptr %16, align 8, !tbaa !140
  store ptr %540, ptr %15, align 8, !tbaa !140
  %541 = getelementptr inbounds i8, ptr %15, i64 8
  %542 = load ptr, ptr %90, align 8, !tbaa !22
  store ptr null, ptr %90, align 8, !tbaa !22
  store ptr %542, ptr %541, align 8, !tbaa !22
  store ptr null, ptr %16, align 8, !tbaa !140
  %543 = getelementptr inbounds i8, ptr %15, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %543, ptr noundef nonnull align 8 dereferenceable(16) %122, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3)
  %544 = invoke noalias noundef nonnull dereferenceable(40) ptr @_Znwm(i64 noundef 40) #27
          to label %545 unwind label %701

545:                                              ; preds = %539
  %546 = icmp eq ptr %542, null
  br i1 %546, label %567, label %547

547:                                              ; preds = %545
  %548 = getelementptr inbounds i8, ptr %542, i64 8
  %549 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !213
  %550 = icmp eq i8 %549, 0
  %551 = getelementptr inbounds i8, ptr %544, i64 8
  %552 = getelementptr inbounds i8, ptr %544, i64 16
  br i1 %550, label %556, label %553

553:                                              ; preds = %547
  %554 = load i32, ptr %548, align 4, !tbaa !11, !noalias !213
  %555 = add nsw i32 %554, 1
  store i32 %555, ptr %548, align 4, !tbaa !11, !noalias !213
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %122, i64 16, i1 false)
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %544, align 8, !tbaa !27, !noalias !213
  store ptr %540, ptr %551, align 8, !tbaa !140, !noalias !213
  store ptr %542, ptr %552, align 8, !tbaa !22, !noalias !213
  br label %562

556:                                              ; preds = %547
  %557 = atomicrmw volatile add ptr %548, i32 1 acq_rel, align 4, !noalias !213
  %558 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !213
  %559 = icmp eq i8 %558, 0
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull readonly align 8 dereferenceable(16) %543, i64 16, i1 false), !noalias !213
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %544, align 8, !tbaa !27, !noalias !213
  store ptr %540, ptr %551, align 8, !tbaa !140, !noalias !213
  store ptr %542, ptr %552, align 8, !tbaa !22, !noalias !213
  br i1 %559, label %565, label %560

560:                                              ; preds = %556
  %561 = load i32, ptr %548, align 4, !tbaa !11, !noalias !213
  br label %562

562:                                              ; preds = %560, %553
  %563 = phi i32 [ %561, %560 ], [ %555, %553 ]
  %564 = add nsw i32 %563, 1
  store i32 %564, ptr %548, align 4, !tbaa !11, !noalias !213
  br label %571

565:                                              ; preds = %556
  %566 = atomicrmw volatile add ptr %548, i32 1 acq_rel, align 4, !noalias !213
  br label %571

567:                                              ; preds = %545
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %544, align 8, !tbaa !27, !noalias !213
  %568 = getelementptr inbounds i8, ptr %544, i64 8
  store ptr %540, ptr %568, align 8, !tbaa !140, !noalias !213
  %569 = getelementptr inbounds i8, ptr %544, i64 16
  store ptr null, ptr %569, align 8, !tbaa !22, !noalias !213
  %570 = getelementptr inbounds i8, ptr %544, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %570, ptr noundef nonnull align 8 dereferenceable(16) %122, i64 16, i1 false)
  br label %595

571:                                              ; preds = %565, %562
  %572 = getelementptr inbounds i8, ptr %544, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %572, ptr noundef nonnull align 8 dereferenceable(16) %3, i64 16, i1 false), !noalias !213
  %573 = load atomic i64, ptr %548 acquire, align 8, !noalias !213
  %574 = icmp eq i64 %573, 4294967297
  %575 = trunc i64 %573 to i32
  br i1 %574, label %576, label %584

576:                                              ; preds = %571
  store i32 0, ptr %548, align 8, !tbaa !24, !noalias !213
  %577 = getelementptr inbounds i8, ptr %542, i64 12
  store i32 0, ptr %577, align 4, !tbaa !26, !noalias !213
  %578 = load ptr, ptr %542, align 8, !tbaa !27, !noalias !213
  %579 = getelementptr inbounds i8, ptr %578, i64 16
  %580 = load ptr, ptr %579, align 8, !noalias !213
  call void %580(ptr noundef nonnull align 8 dereferenceable(16) %542) #25, !noalias !213
  %581 = load ptr, ptr %542, align 8, !tbaa !27, !noalias !213
  %582 = getelementptr inbounds i8, ptr %581, i64 24
  %583 = load ptr, ptr %582, align 8, !noalias !213
  call void %583(ptr noundef nonnull align 8 dereferenceable(16) %542) #25, !noalias !213
  br label %595

584:                                              ; preds = %571
  %585 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !213
  %586 = icmp eq i8 %585, 0
  br i1 %586, label %589, label %587

587:                                              ; preds = %584
  %588 = add nsw i32 %575, -1
  store i32 %588, ptr %548, align 4, !tbaa !11, !noalias !213
  br label %591

589:                                              ; preds = %584
  %590 = atomicrmw volatile add ptr %548, i32 -1 acq_rel, align 4, !noalias !213
  br label %591

591:                                              ; preds = %589, %587
  %592 = phi i32 [ %575, %587 ], [ %590, %589 ]
  %593 = icmp eq i32 %592, 1
  br i1 %593, label %594, label %595, !prof !30

594:                                              ; preds = %591
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %542) #25, !noalias !213
  br label %595

595:                                              ; preds = %594, %591, %576, %567
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3)
  %596 = getelementptr inbounds i8, ptr %1, i64 152
  %597 = load ptr, ptr %596, align 8, !tbaa !9
  store ptr %544, ptr %596, align 8, !tbaa !9
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
          to label %604 unwind label %701

604:                                              ; preds = %603
  %605 = load ptr, ptr %596, align 8, !tbaa !9
  %606 = load ptr, ptr %605, align 8, !tbaa !27
  %607 = load ptr, ptr %606, align 8
  %608 = invoke noundef ptr %607(ptr noundef nonnull align 8 dereferenceable(8) %605)
          to label %609 unwind label %701

609:                                              ; preds = %604
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #25
  call void @llvm.experimental.noalias.scope.decl(metadata !216)
  %610 = getelementptr inbounds i8, ptr %4, i64 16
  %611 = invoke noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #27
          to label %612 unwind label %701

612:                                              ; preds = %609
  store ptr %611, ptr %4, align 8, !tbaa !160, !alias.scope !216
  %613 = getelementptr inbounds i8, ptr %611, i64 24
  store ptr %613, ptr %610, align 8, !tbaa !162, !alias.scope !216
  %614 = getelementptr inbounds i8, ptr %4, i64 8
  store i64 17446157156352, ptr %611, align 4, !noalias !216
  %615 = getelementptr inbounds i8, ptr %611, i64 8
  store i32 0, ptr %615, align 4, !tbaa !11, !noalias !216
  %616 = getelementptr inbounds i8, ptr %611, i64 12
  store i64 34359738372, ptr %616, align 4, !noalias !216
  %617 = getelementptr inbounds i8, ptr %611, i64 20
  store i32 0, ptr %617, align 4, !tbaa !11, !noalias !216
  store ptr %613, ptr %614, align 8, !tbaa !194, !alias.scope !216
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %608, ptr noundef nonnull align 8 dereferenceable(24) %4, i1 noundef zeroext false)
          to label %618 unwind label %663

618:                                              ; preds = %612
  %619 = load ptr, ptr %4, align 8, !tbaa !160
  %620 = icmp eq ptr %619, null
  br i1 %620, label %626, label %621

621:                                              ; preds = %618
  %622 = load ptr, ptr %610, align 8, !tbaa !162
  %623 = ptrtoint ptr %622 to i64
  %624 = ptrtoint ptr %619 to i64
  %625 = sub i64 %623, %624
  call void @_ZdlPvm(ptr noundef nonnull %619, i64 noundef %625) #29
  br label %626

626:                                              ; preds = %621, %618
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #25
  %627 = invoke noalias noundef nonnull dereferenceable(19) ptr @_Znam(i64 noundef 19) #27
          to label %628 unwind label %701

628:                                              ; preds = %626
  %629 = getelementptr inbounds i8, ptr %1, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(18) %627, ptr noundef nonnull align 1 dereferenceable(18) @.str.35, i64 18, i1 false)
  %630 = getelementptr inbounds i8, ptr %627, i64 18
  store i8 0, ptr %630, align 1, !tbaa !29
  %631 = load ptr, ptr %629, align 8, !tbaa !9
  store ptr %627, ptr %629, align 8, !tbaa !9
  %632 = icmp eq ptr %631, null
  br i1 %632, label %634, label %633

633:                                              ; preds = %628
  call void @_ZdaPv(ptr noundef nonnull %631) #29
  br label %634

634:                                              ; preds = %633, %628
  invoke void @_ZNK4sycl3_V17handler30getOrInsertHandlerKernelBundleEb(ptr dead_on_unwind nonnull writable sret(%"class.std::shared_ptr.9") align 8 %5, ptr noundef nonnull align 8 dereferenceable(216) %1, i1 noundef zeroext true)
          to label %635 unwind label %701

635:                                              ; preds = %634
  %636 = getelementptr inbounds i8, ptr %5, i64 8
  %637 = load ptr, ptr %636, align 8, !tbaa !22
  %638 = icmp eq ptr %637, null
  br i1 %638, label %673, label %639

639:                                              ; preds = %635
  %640 = getelementptr inbounds i8, ptr %637, i64 8
  %641 = load atomic i64, ptr %640 acquire, align 8
  %642 = icmp eq i64 %641, 4294967297
  %643 = trunc i64 %641 to i32
  br i1 %642, label %644, label %652

644:                                              ; preds = %639
  store i32 0, ptr %640, align 8, !tbaa !24
  %645 = getelementptr inbounds i8, ptr %637, i64 12
  store i32 0, ptr %645, align 4, !tbaa !26
  %646 = load ptr, ptr %637, align 8, !tbaa !27
  %647 = getelementptr inbounds i8, ptr %646, i64 16
  %648 = load ptr, ptr %647, align 8
  call void %648(ptr noundef nonnull align 8 dereferenceable(16) %637) #25
  %649 = load ptr, ptr %637, align 8, !tbaa !27
  %650 = getelementptr inbounds i8, ptr %649, i64 24
  %651 = load ptr, ptr %650, align 8
  call void %651(ptr noundef nonnull align 8 dereferenceable(16) %637) #25
  br label %673

652:                                              ; preds = %639
  %653 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %654 = icmp eq i8 %653, 0
  br i1 %654, label %657, label %655

655:                                              ; preds = %652
  %656 = add nsw i32 %643, -1
  store i32 %656, ptr %640, align 4, !tbaa !11
  br label %659

657:                                              ; preds = %652
  %658 = atomicrmw volatile add ptr %640, i32 -1 acq_rel, align 4
  br label %659

659:                                              ; preds = %657, %655
  %660 = phi i32 [ %643, %655 ], [ %658, %657 ]
  %661 = icmp eq i32 %660, 1
  br i1 %661, label %662, label %673, !prof !30

662:                                              ; preds = %659
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %637) #25
  br label %673

663:                                              ; preds = %612
  %664 = landingpad { ptr, i32 }
          cleanup
  %665 = load ptr, ptr %4, align 8, !tbaa !160
  %666 = icmp eq ptr %665, null
  br i1 %666, label %672, label %667

667:                                              ; preds = %663
  %668 = load ptr, ptr %610, align 8, !tbaa !162
  %669 = ptrtoint ptr %668 to i64
  %670 = ptrtoint ptr %665 to i64
  %671 = sub i64 %669, %670
  call void @_ZdlPvm(ptr noundef nonnull %665, i64 noundef %671) #29
  br label %672

672:                                              ; preds = %667, %663
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #25
  br label %703

673:                                              ; preds = %662, %659, %644, %635
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5)
  %674 = load ptr, ptr %541, align 8, !tbaa !22
  %675 = icmp eq ptr %674, null
  br i1 %675, label %700, label %676

676:                                              ; preds = %673
  %677 = getelementptr inbounds i8, ptr %674, i64 8
  %678 = load atomic i64, ptr %677 acquire, align 8
  %679 = icmp eq i64 %678, 4294967297
  %680 = trunc i64 %678 to i32
  br i1 %679, label %681, label %689

681:                                              ; preds = %676
  store i32 0, ptr %677, align 8, !tbaa !24
  %682 = getelementptr inbounds i8, ptr %674, i64 12
  store i32 0, ptr %682, align 4, !tbaa !26
  %683 = load ptr, ptr %674, align 8, !tbaa !27
  %684 = getelementptr inbounds i8, ptr %683, i64 16
  %685 = load ptr, ptr %684, align 8
  call void %685(ptr noundef nonnull align 8 dereferenceable(16) %674) #25
  %686 = load ptr, ptr %674, align 8, !tbaa !27
  %687 = getelementptr inbounds i8, ptr %686, i64 24
  %688 = load ptr, ptr %687, align 8
  call void %688(ptr noundef nonnull align 8 dereferenceable(16) %674) #25
  br label %700

689:                                              ; preds = %676
  %690 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %691 = icmp eq i8 %690, 0
  br i1 %691, label %694, label %692

692:                                              ; preds = %689
  %693 = add nsw i32 %680, -1
  store i32 %693, ptr %677, align 4, !tbaa !11
  br label %696

694:                                              ; preds = %689
  %695 = atomicrmw volatile add ptr %677, i32 -1 acq_rel, align 4
  br label %696

696:                                              ; preds = %694, %692
  %697 = phi i32 [ %680, %692 ], [ %695, %694 ]
  %698 = icmp eq i32 %697, 1
  br i1 %698, label %699, label %700, !prof !30

699:                                              ; preds = %696
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %674) #25
  br label %700

700:                                              ; preds = %699, %696, %681, %673
  invoke void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef 1)
          to label %707 unwind label %734

701:                                              ; preds = %634, %626, %609, %604, %603, %539
  %702 = landingpad { ptr, i32 }
          cleanup
  br label %703

703:                                              ; preds = %701, %672
  %704 = phi { ptr, i32 } [ %702, %701 ], [ %664, %672 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi1EEENS0_14kernel_handlerEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(32) %15) #25
  br label %705

705:                                              ; preds = %703, %466
  %706 = phi { ptr, i32 } [ %467, %466 ], [ %704, %703 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #25
  br label %736

707:                                              ; preds = %700, %459
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #25
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %13)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %14)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %15)
  %708 = load ptr, ptr %90, align 8, !tbaa !22
  %709 = icmp eq ptr %708, null
  br i1 %709, label %738, label %710

710:                                              ; preds = %707
  %711 = getelementptr inbounds i8, ptr %708, i64 8
  %712 = load atomic i64, ptr %711 acquire, align 8
  %713 = icmp eq i64 %712, 4294967297
  %714 = trunc i64 %712 to i32
  br i1 %713, label %715, label %723

715:                                              ; preds = %710
  store i32 0, ptr %711, align 8, !tbaa !24
  %716 = getelementptr inbounds i8, ptr %708, i64 12
  store i32 0, ptr %716, align 4, !tbaa !26
  %717 = load ptr, ptr %708, align 8, !tbaa !27
  %718 = getelementptr inbounds i8, ptr %717, i64 16
  %719 = load ptr, ptr %718, align 8
  call void %719(ptr noundef nonnull align 8 dereferenceable(16) %708) #25
  %720 = load ptr, ptr %708, align 8, !tbaa !27
  %721 = getelementptr inbounds i8, ptr %720, i64 24
  %722 = load ptr, ptr %721, align 8
  call void %722(ptr noundef nonnull align 8 dereferenceable(16) %708) #25
  br label %738

723:                                              ; preds = %710
  %724 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %725 = icmp eq i8 %724, 0
  br i1 %725, label %728, label %726

726:                                              ; preds = %723
  %727 = add nsw i32 %714, -1
  store i32 %727, ptr %711, align 4, !tbaa !11
  br label %730

728:                                              ; preds = %723
  %729 = atomicrmw volatile add ptr %711, i32 -1 acq_rel, align 4
  br label %730

730:                                              ; preds = %728, %726
  %731 = phi i32 [ %714, %726 ], [ %729, %728 ]
  %732 = icmp eq i32 %731, 1
  br i1 %732, label %733, label %738, !prof !30

733:                                              ; preds = %730
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %708) #25
  br label %738

734:                                              ; preds = %700, %537, %536, %535, %135, %131, %120
  %735 = landingpad { ptr, i32 }
          cleanup
  br label %736

736:                                              ; preds = %734, %705, %133
  %737 = phi { ptr, i32 } [ %735, %734 ], [ %134, %133 ], [ %706, %705 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi1EEENS0_14kernel_handlerEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(32) %16) #25
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi1EEENS0_14kernel_handlerEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(32) %21) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %21) #25
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %19) #25
  br label %796

738:                                              ; preds = %733, %730, %715, %707
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16)
  %739 = load ptr, ptr %86, align 8, !tbaa !22
  %740 = icmp eq ptr %739, null
  br i1 %740, label %765, label %741

741:                                              ; preds = %738
  %742 = getelementptr inbounds i8, ptr %739, i64 8
  %743 = load atomic i64, ptr %742 acquire, align 8
  %744 = icmp eq i64 %743, 4294967297
  %745 = trunc i64 %743 to i32
  br i1 %744, label %746, label %754

746:                                              ; preds = %741
  store i32 0, ptr %742, align 8, !tbaa !24
  %747 = getelementptr inbounds i8, ptr %739, i64 12
  store i32 0, ptr %747, align 4, !tbaa !26
  %748 = load ptr, ptr %739, align 8, !tbaa !27
  %749 = getelementptr inbounds i8, ptr %748, i64 16
  %750 = load ptr, ptr %749, align 8
  call void %750(ptr noundef nonnull align 8 dereferenceable(16) %739) #25
  %751 = load ptr, ptr %739, align 8, !tbaa !27
  %752 = getelementptr inbounds i8, ptr %751, i64 24
  %753 = load ptr, ptr %752, align 8
  call void %753(ptr noundef nonnull align 8 dereferenceable(16) %739) #25
  br label %765

754:                                              ; preds = %741
  %755 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %756 = icmp eq i8 %755, 0
  br i1 %756, label %759, label %757

757:                                              ; preds = %754
  %758 = add nsw i32 %745, -1
  store i32 %758, ptr %742, align 4, !tbaa !11
  br label %761

759:                                              ; preds = %754
  %760 = atomicrmw volatile add ptr %742, i32 -1 acq_rel, align 4
  br label %761

761:                                              ; preds = %759, %757
  %762 = phi i32 [ %745, %757 ], [ %760, %759 ]
  %763 = icmp eq i32 %762, 1
  br i1 %763, label %764, label %765, !prof !30

764:                                              ; preds = %761
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %739) #25
  br label %765

765:                                              ; preds = %764, %761, %746, %738
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %21) #25
  %766 = load ptr, ptr %87, align 8, !tbaa !22
  %767 = icmp eq ptr %766, null
  br i1 %767, label %798, label %768

768:                                              ; preds = %765
  %769 = getelementptr inbounds i8, ptr %766, i64 8
  %770 = load atomic i64, ptr %769 acquire, align 8
  %771 = icmp eq i64 %770, 4294967297
  %772 = trunc i64 %770 to i32
  br i1 %771, label %773, label %781

773:                                              ; preds = %768
  store i32 0, ptr %769, align 8, !tbaa !24
  %774 = getelementptr inbounds i8, ptr %766, i64 12
  store i32 0, ptr %774, align 4, !tbaa !26
  %775 = load ptr, ptr %766, align 8, !tbaa !27
  %776 = getelementptr inbounds i8, ptr %775, i64 16
  %777 = load ptr, ptr %776, align 8
  call void %777(ptr noundef nonnull align 8 dereferenceable(16) %766) #25
  %778 = load ptr, ptr %766, align 8, !tbaa !27
  %779 = getelementptr inbounds i8, ptr %778, i64 24
  %780 = load ptr, ptr %779, align 8
  call void %780(ptr noundef nonnull align 8 dereferenceable(16) %766) #25
  br label %798

781:                                              ; preds = %768
  %782 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %783 = icmp eq i8 %782, 0
  br i1 %783, label %786, label %784

784:                                              ; preds = %781
  %785 = add nsw i32 %772, -1
  store i32 %785, ptr %769, align 4, !tbaa !11
  br label %788

786:                                              ; preds = %781
  %787 = atomicrmw volatile add ptr %769, i32 -1 acq_rel, align 4
  br label %788

788:                                              ; preds = %786, %784
  %789 = phi i32 [ %772, %784 ], [ %787, %786 ]
  %790 = icmp eq i32 %789, 1
  br i1 %790, label %791, label %798, !prof !30

791:                                              ; preds = %788
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %766) #25
  br label %798

792:                                              ; preds = %2
  %793 = landingpad { ptr, i32 }
          cleanup
  br label %794

794:                                              ; preds = %792, %30
  %795 = phi { ptr, i32 } [ %793, %792 ], [ %31, %30 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %20) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #25
  br label %796

796:                                              ; preds = %794, %736
  %797 = phi { ptr, i32 } [ %737, %736 ], [ %795, %794 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19) #25
  resume { ptr, i32 } %797

798:                                              ; preds = %765, %773, %788, %791
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19) #25
  ret void
}

; Function Attrs: mustprogress uwtable
define internal noundef zeroext i1 @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E_E10_M_managerERSt9_Any_dataRKS7_St18_Manager_operation(ptr nocapture noundef nonnull align 8 dereferenceable(16) %0, ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %1, i32 noundef %2) #5 align 2 {
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
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %9, ptr noundef nonnull readonly align 8 dereferenceable(24) %8, i64 24, i1 false), !tbaa.struct !169
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
define internal fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi1EEENS0_14kernel_handlerEE_D2Ev(ptr nocapture noundef nonnull readonly align 8 dereferenceable(32) %0) unnamed_addr #7 align 2 personality ptr @__gxx_personality_v0 {
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
  store i32 %22, ptr %6, align 4, !tbaa !11
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

; Function Attrs: inlinehint mustprogress nounwind uwtable
define internal fastcc void @_ZN4sycl3_V16detail24RoundedRangeKernelWithKHINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_ED2Ev(ptr nocapture noundef nonnull readonly align 8 dereferenceable(40) %0) unnamed_addr #7 align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
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
  store i32 %22, ptr %6, align 4, !tbaa !11
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
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI12BundleOffsetEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv(ptr dead_on_unwind noalias writable sret(%"class.std::vector.110") align 8 %0) local_unnamed_addr #5 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"struct.sycl::_V1::detail::kernel_param_desc_t", align 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, i8 0, i64 24, i1 false)
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = tail call noalias noundef nonnull dereferenceable(36) ptr @_Znwm(i64 noundef 36) #27
  store ptr %4, ptr %0, align 8, !tbaa !160
  %5 = getelementptr inbounds i8, ptr %4, i64 36
  store ptr %5, ptr %3, align 8, !tbaa !162
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 34359738369, ptr %2, align 8
  store i32 0, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !191
  %8 = getelementptr inbounds i8, ptr %4, i64 12
  store ptr %8, ptr %7, align 8, !tbaa !194
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 17446157156352, ptr %2, align 8
  store i32 8, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %8, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !191
  %9 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr %9, ptr %7, align 8, !tbaa !194
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 34359738372, ptr %2, align 8
  store i32 0, ptr %6, align 8
  %10 = load ptr, ptr %3, align 8, !tbaa !162
  %11 = icmp eq ptr %9, %10
  br i1 %11, label %15, label %12

12:                                               ; preds = %1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %9, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !191
  %13 = load ptr, ptr %7, align 8, !tbaa !194
  %14 = getelementptr inbounds i8, ptr %13, i64 12
  store ptr %14, ptr %7, align 8, !tbaa !194
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
  %19 = load ptr, ptr %0, align 8, !tbaa !160
  %20 = icmp eq ptr %19, null
  br i1 %20, label %26, label %21

21:                                               ; preds = %17
  %22 = load ptr, ptr %3, align 8, !tbaa !162
  %23 = ptrtoint ptr %22 to i64
  %24 = ptrtoint ptr %19 to i64
  %25 = sub i64 %23, %24
  call void @_ZdlPvm(ptr noundef nonnull %19, i64 noundef %25) #29
  br label %26

26:                                               ; preds = %17, %21
  resume { ptr, i32 } %18
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelINS1_24RoundedRangeKernelWithKHINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_EES5_Li1EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(48) %0) unnamed_addr #19 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelINS1_24RoundedRangeKernelWithKHINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_EES5_Li1EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(48) %0) unnamed_addr #6 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_24RoundedRangeKernelWithKHINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_EES5_Li1EEE, i64 16), ptr %0, align 8, !tbaa !27
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
  store i32 %22, ptr %6, align 4, !tbaa !11
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
define internal void @_ZN4sycl3_V16detail10HostKernelINS1_24RoundedRangeKernelWithKHINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_EES5_Li1EED0Ev(ptr noundef nonnull align 8 dereferenceable(48) %0) unnamed_addr #6 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_24RoundedRangeKernelWithKHINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_EES5_Li1EEE, i64 16), ptr %0, align 8, !tbaa !27
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
  store i32 %22, ptr %6, align 4, !tbaa !11
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
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 48) #29
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelINS1_24RoundedRangeKernelWithKHINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_EES5_Li1EE23InstantiateKernelOnHostEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(48) %0) unnamed_addr #5 align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.sycl::_V1::detail::RoundedRangeKernelWithKH.155", align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load i64, ptr %3, align 8
  store i64 %4, ptr %2, align 8
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = load ptr, ptr %6, align 8, !tbaa !140
  store ptr %7, ptr %5, align 8, !tbaa !140
  %8 = getelementptr inbounds i8, ptr %2, i64 16
  %9 = getelementptr inbounds i8, ptr %0, i64 24
  %10 = load ptr, ptr %9, align 8, !tbaa !22
  store ptr %10, ptr %8, align 8, !tbaa !22
  %11 = icmp eq ptr %10, null
  br i1 %11, label %22, label %12

12:                                               ; preds = %1
  %13 = getelementptr inbounds i8, ptr %10, i64 8
  %14 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
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
  %26 = icmp eq i64 %23, 0
  br i1 %26, label %36, label %27

27:                                               ; preds = %22
  %28 = tail call ptr @__cxa_allocate_exception(i64 64) #25
  %29 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 12) #25
  %30 = extractvalue { i32, ptr } %29, 0
  %31 = extractvalue { i32, ptr } %29, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %28, i32 %30, ptr %31, ptr noundef nonnull @.str.24)
          to label %32 unwind label %34

32:                                               ; preds = %27
  invoke void @__cxa_throw(ptr nonnull %28, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #26
          to label %33 unwind label %64

33:                                               ; preds = %32
  unreachable

34:                                               ; preds = %27
  %35 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %28) #25
  br label %66

36:                                               ; preds = %22
  %37 = load ptr, ptr %8, align 8, !tbaa !22
  %38 = icmp eq ptr %37, null
  br i1 %38, label %63, label %39

39:                                               ; preds = %36
  %40 = getelementptr inbounds i8, ptr %37, i64 8
  %41 = load atomic i64, ptr %40 acquire, align 8
  %42 = icmp eq i64 %41, 4294967297
  %43 = trunc i64 %41 to i32
  br i1 %42, label %44, label %52

44:                                               ; preds = %39
  store i32 0, ptr %40, align 8, !tbaa !24
  %45 = getelementptr inbounds i8, ptr %37, i64 12
  store i32 0, ptr %45, align 4, !tbaa !26
  %46 = load ptr, ptr %37, align 8, !tbaa !27
  %47 = getelementptr inbounds i8, ptr %46, i64 16
  %48 = load ptr, ptr %47, align 8
  tail call void %48(ptr noundef nonnull align 8 dereferenceable(16) %37) #25
  %49 = load ptr, ptr %37, align 8, !tbaa !27
  %50 = getelementptr inbounds i8, ptr %49, i64 24
  %51 = load ptr, ptr %50, align 8
  tail call void %51(ptr noundef nonnull align 8 dereferenceable(16) %37) #25
  br label %63

52:                                               ; preds = %39
  %53 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
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
  br i1 %61, label %62, label %63, !prof !30

62:                                               ; preds = %59
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %37) #25
  br label %63

63:                                               ; preds = %36, %44, %59, %62
  ret void

64:                                               ; preds = %32
  %65 = landingpad { ptr, i32 }
          cleanup
  br label %66

66:                                               ; preds = %34, %64
  %67 = phi { ptr, i32 } [ %65, %64 ], [ %35, %34 ]
  call fastcc void @_ZN4sycl3_V16detail24RoundedRangeKernelWithKHINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_ED2Ev(ptr noundef nonnull align 8 dereferenceable(40) %2) #25
  resume { ptr, i32 } %67
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(40) %0) unnamed_addr #19 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #6 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %0, align 8, !tbaa !27
  %2 = getelementptr inbounds i8, ptr %0, i64 16
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
  store i32 %22, ptr %6, align 4, !tbaa !11
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
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #6 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %0, align 8, !tbaa !27
  %2 = getelementptr inbounds i8, ptr %0, i64 16
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
  store i32 %22, ptr %6, align 4, !tbaa !11
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
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 40) #29
  ret void
}

; Function Attrs: mustprogress noreturn uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(40) %0) unnamed_addr #20 align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %class.anon.154, align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !140
  store ptr %4, ptr %2, align 8, !tbaa !140
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
  %21 = tail call ptr @__cxa_allocate_exception(i64 64) #25
  %22 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 12) #25
  %23 = extractvalue { i32, ptr } %22, 0
  %24 = extractvalue { i32, ptr } %22, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %21, i32 %23, ptr %24, ptr noundef nonnull @.str.24)
          to label %25 unwind label %27

25:                                               ; preds = %18
  invoke void @__cxa_throw(ptr nonnull %21, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #26
          to label %26 unwind label %29

26:                                               ; preds = %25
  unreachable

27:                                               ; preds = %18
  %28 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %21) #25
  br label %31

29:                                               ; preds = %25
  %30 = landingpad { ptr, i32 }
          cleanup
  br label %31

31:                                               ; preds = %27, %29
  %32 = phi { ptr, i32 } [ %30, %29 ], [ %28, %27 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi1EEENS0_14kernel_handlerEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(32) %2) #25
  resume { ptr, i32 } %32
}

; Function Attrs: mustprogress uwtable
define internal void @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E0_E9_M_invokeERKSt9_Any_dataS3_(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #5 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca { ptr, [8 x i8] }, align 8
  %4 = alloca %"class.std::vector.110", align 8
  %5 = alloca %"class.std::shared_ptr.9", align 8
  %6 = alloca %"class.sycl::_V1::range.81", align 8
  %7 = alloca { ptr, [8 x i8] }, align 8
  %8 = alloca %"class.std::vector.110", align 8
  %9 = alloca %"class.std::shared_ptr.9", align 8
  %10 = alloca %"class.sycl::_V1::range.81", align 8
  %11 = alloca %"class.std::tuple.89", align 8
  %12 = alloca %"class.sycl::_V1::detail::RoundedRangeKernelWithKH.188", align 8
  %13 = alloca { ptr, [8 x i8] }, align 8
  %14 = alloca %"class.sycl::_V1::detail::RoundedRangeKernelWithKH.188", align 8
  %15 = alloca %class.anon.186, align 8
  %16 = alloca %class.anon.186, align 8
  %17 = alloca %"struct.std::array.133", align 4
  %18 = alloca %"class.std::shared_ptr.9", align 8
  %19 = alloca %"class.sycl::_V1::kernel_bundle.37", align 8
  %20 = alloca i32, align 4
  %21 = alloca %"class.std::shared_ptr.9", align 8
  %22 = alloca %"class.sycl::_V1::kernel_bundle.37", align 8
  %23 = alloca i32, align 4
  %24 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %25 = alloca %"class.sycl::_V1::accessor.182", align 8
  %26 = alloca %"class.sycl::_V1::property_list", align 8
  %27 = alloca %class.anon.186, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %25) #25
  %28 = load ptr, ptr %0, align 8, !tbaa !219
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %26) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %26, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %24)
  store ptr @.str, ptr %24, align 8
  %29 = getelementptr inbounds i8, ptr %24, i64 8
  store ptr @.str.13, ptr %29, align 8
  %30 = getelementptr inbounds i8, ptr %24, i64 16
  store i64 85, ptr %30, align 8
  %31 = getelementptr inbounds i8, ptr %24, i64 24
  store i64 22, ptr %31, align 8
  invoke void @_ZN4sycl3_V18accessorIiLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi1ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %25, ptr noundef nonnull align 8 dereferenceable(33) %28, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %26, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %24)
          to label %32 unwind label %1106

32:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %23) #25
  store i32 5, ptr %23, align 4, !tbaa !138
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %28, ptr noundef nonnull align 4 dereferenceable(4) %23)
          to label %35 unwind label %33

33:                                               ; preds = %32
  %34 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %25) #25
  br label %1108

35:                                               ; preds = %32
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %23) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24)
  %36 = getelementptr inbounds i8, ptr %26, i64 8
  %37 = load ptr, ptr %36, align 8, !tbaa !19
  %38 = getelementptr inbounds i8, ptr %26, i64 16
  %39 = load ptr, ptr %38, align 8, !tbaa !21
  %40 = icmp eq ptr %37, %39
  br i1 %40, label %75, label %41

41:                                               ; preds = %35, %70
  %42 = phi ptr [ %71, %70 ], [ %37, %35 ]
  %43 = getelementptr inbounds i8, ptr %42, i64 8
  %44 = load ptr, ptr %43, align 8, !tbaa !22
  %45 = icmp eq ptr %44, null
  br i1 %45, label %70, label %46

46:                                               ; preds = %41
  %47 = getelementptr inbounds i8, ptr %44, i64 8
  %48 = load atomic i64, ptr %47 acquire, align 8
  %49 = icmp eq i64 %48, 4294967297
  %50 = trunc i64 %48 to i32
  br i1 %49, label %51, label %59

51:                                               ; preds = %46
  store i32 0, ptr %47, align 8, !tbaa !24
  %52 = getelementptr inbounds i8, ptr %44, i64 12
  store i32 0, ptr %52, align 4, !tbaa !26
  %53 = load ptr, ptr %44, align 8, !tbaa !27
  %54 = getelementptr inbounds i8, ptr %53, i64 16
  %55 = load ptr, ptr %54, align 8
  call void %55(ptr noundef nonnull align 8 dereferenceable(16) %44) #25
  %56 = load ptr, ptr %44, align 8, !tbaa !27
  %57 = getelementptr inbounds i8, ptr %56, i64 24
  %58 = load ptr, ptr %57, align 8
  call void %58(ptr noundef nonnull align 8 dereferenceable(16) %44) #25
  br label %70

59:                                               ; preds = %46
  %60 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
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
  br i1 %68, label %69, label %70, !prof !30

69:                                               ; preds = %66
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %44) #25
  br label %70

70:                                               ; preds = %69, %66, %51, %41
  %71 = getelementptr inbounds i8, ptr %42, i64 16
  %72 = icmp eq ptr %71, %39
  br i1 %72, label %73, label %41, !llvm.loop !31

73:                                               ; preds = %70
  %74 = load ptr, ptr %36, align 8, !tbaa !19
  br label %75

75:                                               ; preds = %73, %35
  %76 = phi ptr [ %74, %73 ], [ %37, %35 ]
  %77 = icmp eq ptr %76, null
  br i1 %77, label %84, label %78

78:                                               ; preds = %75
  %79 = getelementptr inbounds i8, ptr %26, i64 24
  %80 = load ptr, ptr %79, align 8, !tbaa !32
  %81 = ptrtoint ptr %80 to i64
  %82 = ptrtoint ptr %76 to i64
  %83 = sub i64 %81, %82
  call void @_ZdlPvm(ptr noundef nonnull %76, i64 noundef %83) #29
  br label %84

84:                                               ; preds = %78, %75
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %26) #25
  invoke void @_ZN4sycl3_V17handler20setStateSpecConstSetEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %85 unwind label %1110

85:                                               ; preds = %84
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %21) #25
  invoke void @_ZNK4sycl3_V17handler30getOrInsertHandlerKernelBundleEb(ptr dead_on_unwind nonnull writable sret(%"class.std::shared_ptr.9") align 8 %21, ptr noundef nonnull align 8 dereferenceable(216) %1, i1 noundef zeroext true)
          to label %86 unwind label %1110

86:                                               ; preds = %85
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %22) #25
  %87 = load ptr, ptr %21, align 8, !tbaa !127
  %88 = getelementptr inbounds i8, ptr %21, i64 8
  %89 = load ptr, ptr %88, align 8, !tbaa !22
  %90 = icmp eq ptr %89, null
  br i1 %90, label %120, label %91

91:                                               ; preds = %86
  %92 = getelementptr inbounds i8, ptr %89, i64 8
  %93 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %94 = icmp eq i8 %93, 0
  br i1 %94, label %98, label %95

95:                                               ; preds = %91
  %96 = load i32, ptr %92, align 4, !tbaa !11
  %97 = add nsw i32 %96, 1
  store i32 %97, ptr %92, align 4, !tbaa !11
  br label %104

98:                                               ; preds = %91
  %99 = atomicrmw volatile add ptr %92, i32 1 acq_rel, align 4
  %100 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !221
  call void @llvm.experimental.noalias.scope.decl(metadata !221)
  %101 = icmp eq i8 %100, 0
  br i1 %101, label %108, label %102

102:                                              ; preds = %98
  %103 = load i32, ptr %92, align 4, !tbaa !11, !noalias !221
  br label %104

104:                                              ; preds = %102, %95
  %105 = phi i32 [ %103, %102 ], [ %97, %95 ]
  %106 = add nsw i32 %105, 1
  store i32 %106, ptr %92, align 4, !tbaa !11, !noalias !221
  store ptr %87, ptr %22, align 8, !tbaa !127, !alias.scope !221
  %107 = getelementptr inbounds i8, ptr %22, i64 8
  store ptr %89, ptr %107, align 8, !tbaa !22, !alias.scope !221
  br label %115

108:                                              ; preds = %98
  %109 = atomicrmw volatile add ptr %92, i32 1 acq_rel, align 4, !noalias !221
  %110 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !221
  store ptr %87, ptr %22, align 8, !tbaa !127, !alias.scope !221
  %111 = getelementptr inbounds i8, ptr %22, i64 8
  store ptr %89, ptr %111, align 8, !tbaa !22, !alias.scope !221
  %112 = icmp eq i8 %110, 0
  br i1 %112, label %118, label %113

113:                                              ; preds = %108
  %114 = load i32, ptr %92, align 4, !tbaa !11, !noalias !221
  br label %115

115:                                              ; preds = %113, %104
  %116 = phi i32 [ %114, %113 ], [ %106, %104 ]
  %117 = add nsw i32 %116, 1
  store i32 %117, ptr %92, align 4, !tbaa !11, !noalias !221
  br label %122

118:                                              ; preds = %108
  %119 = atomicrmw volatile add ptr %92, i32 1 acq_rel, align 4, !noalias !221
  br label %122

120:                                              ; preds = %86
  store ptr %87, ptr %22, align 8, !tbaa !127, !alias.scope !221
  %121 = getelementptr inbounds i8, ptr %22, i64 8
  store ptr null, ptr %121, align 8, !tbaa !22, !alias.scope !221
  br label %145

122:                                              ; preds = %118, %115
  %123 = load atomic i64, ptr %92 acquire, align 8, !noalias !221
  %124 = icmp eq i64 %123, 4294967297
  %125 = trunc i64 %123 to i32
  br i1 %124, label %126, label %134

126:                                              ; preds = %122
  store i32 0, ptr %92, align 8, !tbaa !24, !noalias !221
  %127 = getelementptr inbounds i8, ptr %89, i64 12
  store i32 0, ptr %127, align 4, !tbaa !26, !noalias !221
  %128 = load ptr, ptr %89, align 8, !tbaa !27, !noalias !221
  %129 = getelementptr inbounds i8, ptr %128, i64 16
  %130 = load ptr, ptr %129, align 8, !noalias !221
  call void %130(ptr noundef nonnull align 8 dereferenceable(16) %89) #25, !noalias !221
  %131 = load ptr, ptr %89, align 8, !tbaa !27, !noalias !221
  %132 = getelementptr inbounds i8, ptr %131, i64 24
  %133 = load ptr, ptr %132, align 8, !noalias !221
  call void %133(ptr noundef nonnull align 8 dereferenceable(16) %89) #25, !noalias !221
  br label %145

134:                                              ; preds = %122
  %135 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !221
  %136 = icmp eq i8 %135, 0
  br i1 %136, label %139, label %137

137:                                              ; preds = %134
  %138 = add nsw i32 %125, -1
  store i32 %138, ptr %92, align 4, !tbaa !11, !noalias !221
  br label %141

139:                                              ; preds = %134
  %140 = atomicrmw volatile add ptr %92, i32 -1 acq_rel, align 4, !noalias !221
  br label %141

141:                                              ; preds = %139, %137
  %142 = phi i32 [ %125, %137 ], [ %140, %139 ]
  %143 = icmp eq i32 %142, 1
  br i1 %143, label %144, label %145, !prof !30

144:                                              ; preds = %141
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %89) #25, !noalias !221
  br label %145

145:                                              ; preds = %144, %141, %126, %120
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %20)
  store i32 5, ptr %20, align 4, !tbaa !11
  call void @_ZN4sycl3_V16detail19kernel_bundle_plain32set_specialization_constant_implEPKcPvm(ptr noundef nonnull align 8 dereferenceable(16) %22, ptr noundef nonnull @.str.37, ptr noundef nonnull %20, i64 noundef 4) #25
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %20)
  %146 = getelementptr inbounds i8, ptr %22, i64 8
  %147 = load ptr, ptr %146, align 8, !tbaa !22
  %148 = icmp eq ptr %147, null
  br i1 %148, label %173, label %149

149:                                              ; preds = %145
  %150 = getelementptr inbounds i8, ptr %147, i64 8
  %151 = load atomic i64, ptr %150 acquire, align 8
  %152 = icmp eq i64 %151, 4294967297
  %153 = trunc i64 %151 to i32
  br i1 %152, label %154, label %162

154:                                              ; preds = %149
  store i32 0, ptr %150, align 8, !tbaa !24
  %155 = getelementptr inbounds i8, ptr %147, i64 12
  store i32 0, ptr %155, align 4, !tbaa !26
  %156 = load ptr, ptr %147, align 8, !tbaa !27
  %157 = getelementptr inbounds i8, ptr %156, i64 16
  %158 = load ptr, ptr %157, align 8
  call void %158(ptr noundef nonnull align 8 dereferenceable(16) %147) #25
  %159 = load ptr, ptr %147, align 8, !tbaa !27
  %160 = getelementptr inbounds i8, ptr %159, i64 24
  %161 = load ptr, ptr %160, align 8
  call void %161(ptr noundef nonnull align 8 dereferenceable(16) %147) #25
  br label %173

162:                                              ; preds = %149
  %163 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %164 = icmp eq i8 %163, 0
  br i1 %164, label %167, label %165

165:                                              ; preds = %162
  %166 = add nsw i32 %153, -1
  store i32 %166, ptr %150, align 4, !tbaa !11
  br label %169

167:                                              ; preds = %162
  %168 = atomicrmw volatile add ptr %150, i32 -1 acq_rel, align 4
  br label %169

169:                                              ; preds = %167, %165
  %170 = phi i32 [ %153, %165 ], [ %168, %167 ]
  %171 = icmp eq i32 %170, 1
  br i1 %171, label %172, label %173, !prof !30

172:                                              ; preds = %169
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %147) #25
  br label %173

173:                                              ; preds = %172, %169, %154, %145
  br i1 %90, label %198, label %174

174:                                              ; preds = %173
  %175 = getelementptr inbounds i8, ptr %89, i64 8
  %176 = load atomic i64, ptr %175 acquire, align 8
  %177 = icmp eq i64 %176, 4294967297
  %178 = trunc i64 %176 to i32
  br i1 %177, label %179, label %187

179:                                              ; preds = %174
  store i32 0, ptr %175, align 8, !tbaa !24
  %180 = getelementptr inbounds i8, ptr %89, i64 12
  store i32 0, ptr %180, align 4, !tbaa !26
  %181 = load ptr, ptr %89, align 8, !tbaa !27
  %182 = getelementptr inbounds i8, ptr %181, i64 16
  %183 = load ptr, ptr %182, align 8
  call void %183(ptr noundef nonnull align 8 dereferenceable(16) %89) #25
  %184 = load ptr, ptr %89, align 8, !tbaa !27
  %185 = getelementptr inbounds i8, ptr %184, i64 24
  %186 = load ptr, ptr %185, align 8
  call void %186(ptr noundef nonnull align 8 dereferenceable(16) %89) #25
  br label %198

187:                                              ; preds = %174
  %188 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %189 = icmp eq i8 %188, 0
  br i1 %189, label %192, label %190

190:                                              ; preds = %187
  %191 = add nsw i32 %178, -1
  store i32 %191, ptr %175, align 4, !tbaa !11
  br label %194

192:                                              ; preds = %187
  %193 = atomicrmw volatile add ptr %175, i32 -1 acq_rel, align 4
  br label %194

194:                                              ; preds = %192, %190
  %195 = phi i32 [ %178, %190 ], [ %193, %192 ]
  %196 = icmp eq i32 %195, 1
  br i1 %196, label %197, label %198, !prof !30

197:                                              ; preds = %194
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %89) #25
  br label %198

198:                                              ; preds = %197, %194, %179, %173
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %22) #25
  %199 = load ptr, ptr %88, align 8, !tbaa !22
  %200 = icmp eq ptr %199, null
  br i1 %200, label %225, label %201

201:                                              ; preds = %198
  %202 = getelementptr inbounds i8, ptr %199, i64 8
  %203 = load atomic i64, ptr %202 acquire, align 8
  %204 = icmp eq i64 %203, 4294967297
  %205 = trunc i64 %203 to i32
  br i1 %204, label %206, label %214

206:                                              ; preds = %201
  store i32 0, ptr %202, align 8, !tbaa !24
  %207 = getelementptr inbounds i8, ptr %199, i64 12
  store i32 0, ptr %207, align 4, !tbaa !26
  %208 = load ptr, ptr %199, align 8, !tbaa !27
  %209 = getelementptr inbounds i8, ptr %208, i64 16
  %210 = load ptr, ptr %209, align 8
  call void %210(ptr noundef nonnull align 8 dereferenceable(16) %199) #25
  %211 = load ptr, ptr %199, align 8, !tbaa !27
  %212 = getelementptr inbounds i8, ptr %211, i64 24
  %213 = load ptr, ptr %212, align 8
  call void %213(ptr noundef nonnull align 8 dereferenceable(16) %199) #25
  br label %225

214:                                              ; preds = %201
  %215 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %216 = icmp eq i8 %215, 0
  br i1 %216, label %219, label %217

217:                                              ; preds = %214
  %218 = add nsw i32 %205, -1
  store i32 %218, ptr %202, align 4, !tbaa !11
  br label %221

219:                                              ; preds = %214
  %220 = atomicrmw volatile add ptr %202, i32 -1 acq_rel, align 4
  br label %221

221:                                              ; preds = %219, %217
  %222 = phi i32 [ %205, %217 ], [ %220, %219 ]
  %223 = icmp eq i32 %222, 1
  br i1 %223, label %224, label %225, !prof !30

224:                                              ; preds = %221
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %199) #25
  br label %225

225:                                              ; preds = %224, %221, %206, %198
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %21) #25
  %226 = invoke noundef zeroext i1 @_ZNK4sycl3_V17handler27isStateExplicitKernelBundleEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %227 unwind label %1112

227:                                              ; preds = %225
  br i1 %226, label %228, label %237

228:                                              ; preds = %227
  %229 = call ptr @__cxa_allocate_exception(i64 64) #25
  %230 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #25
  %231 = extractvalue { i32, ptr } %230, 0
  %232 = extractvalue { i32, ptr } %230, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %229, i32 %231, ptr %232, ptr noundef nonnull @.str.38)
          to label %233 unwind label %235

233:                                              ; preds = %228
  invoke void @__cxa_throw(ptr nonnull %229, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #26
          to label %234 unwind label %1112

234:                                              ; preds = %233
  unreachable

235:                                              ; preds = %228
  %236 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %229) #25
  br label %1114

237:                                              ; preds = %227
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %18) #25
  invoke void @_ZNK4sycl3_V17handler30getOrInsertHandlerKernelBundleEb(ptr dead_on_unwind nonnull writable sret(%"class.std::shared_ptr.9") align 8 %18, ptr noundef nonnull align 8 dereferenceable(216) %1, i1 noundef zeroext true)
          to label %238 unwind label %1112

238:                                              ; preds = %237
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %19) #25
  %239 = load ptr, ptr %18, align 8, !tbaa !127
  %240 = getelementptr inbounds i8, ptr %18, i64 8
  %241 = load ptr, ptr %240, align 8, !tbaa !22
  %242 = icmp eq ptr %241, null
  br i1 %242, label %272, label %243

243:                                              ; preds = %238
  %244 = getelementptr inbounds i8, ptr %241, i64 8
  %245 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %246 = icmp eq i8 %245, 0
  br i1 %246, label %250, label %247

247:                                              ; preds = %243
  %248 = load i32, ptr %244, align 4, !tbaa !11
  %249 = add nsw i32 %248, 1
  store i32 %249, ptr %244, align 4, !tbaa !11
  br label %256

250:                                              ; preds = %243
  %251 = atomicrmw volatile add ptr %244, i32 1 acq_rel, align 4
  %252 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !224
  call void @llvm.experimental.noalias.scope.decl(metadata !224)
  %253 = icmp eq i8 %252, 0
  br i1 %253, label %260, label %254

254:                                              ; preds = %250
  %255 = load i32, ptr %244, align 4, !tbaa !11, !noalias !224
  br label %256

256:                                              ; preds = %254, %247
  %257 = phi i32 [ %255, %254 ], [ %249, %247 ]
  %258 = add nsw i32 %257, 1
  store i32 %258, ptr %244, align 4, !tbaa !11, !noalias !224
  store ptr %239, ptr %19, align 8, !tbaa !127, !alias.scope !224
  %259 = getelementptr inbounds i8, ptr %19, i64 8
  store ptr %241, ptr %259, align 8, !tbaa !22, !alias.scope !224
  br label %267

260:                                              ; preds = %250
  %261 = atomicrmw volatile add ptr %244, i32 1 acq_rel, align 4, !noalias !224
  %262 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !224
  store ptr %239, ptr %19, align 8, !tbaa !127, !alias.scope !224
  %263 = getelementptr inbounds i8, ptr %19, i64 8
  store ptr %241, ptr %263, align 8, !tbaa !22, !alias.scope !224
  %264 = icmp eq i8 %262, 0
  br i1 %264, label %270, label %265

265:                                              ; preds = %260
  %266 = load i32, ptr %244, align 4, !tbaa !11, !noalias !224
  br label %267

267:                                              ; preds = %265, %256
  %268 = phi i32 [ %266, %265 ], [ %258, %256 ]
  %269 = add nsw i32 %268, 1
  store i32 %269, ptr %244, align 4, !tbaa !11, !noalias !224
  br label %274

270:                                              ; preds = %260
  %271 = atomicrmw volatile add ptr %244, i32 1 acq_rel, align 4, !noalias !224
  br label %274

272:                                              ; preds = %238
  store ptr %239, ptr %19, align 8, !tbaa !127, !alias.scope !224
  %273 = getelementptr inbounds i8, ptr %19, i64 8
  store ptr null, ptr %273, align 8, !tbaa !22, !alias.scope !224
  br label %297

274:                                              ; preds = %270, %267
  %275 = load atomic i64, ptr %244 acquire, align 8, !noalias !224
  %276 = icmp eq i64 %275, 4294967297
  %277 = trunc i64 %275 to i32
  br i1 %276, label %278, label %286

278:                                              ; preds = %274
  store i32 0, ptr %244, align 8, !tbaa !24, !noalias !224
  %279 = getelementptr inbounds i8, ptr %241, i64 12
  store i32 0, ptr %279, align 4, !tbaa !26, !noalias !224
  %280 = load ptr, ptr %241, align 8, !tbaa !27, !noalias !224
  %281 = getelementptr inbounds i8, ptr %280, i64 16
  %282 = load ptr, ptr %281, align 8, !noalias !224
  call void %282(ptr noundef nonnull align 8 dereferenceable(16) %241) #25, !noalias !224
  %283 = load ptr, ptr %241, align 8, !tbaa !27, !noalias !224
  %284 = getelementptr inbounds i8, ptr %283, i64 24
  %285 = load ptr, ptr %284, align 8, !noalias !224
  call void %285(ptr noundef nonnull align 8 dereferenceable(16) %241) #25, !noalias !224
  br label %297

286:                                              ; preds = %274
  %287 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !224
  %288 = icmp eq i8 %287, 0
  br i1 %288, label %291, label %289

289:                                              ; preds = %286
  %290 = add nsw i32 %277, -1
  store i32 %290, ptr %244, align 4, !tbaa !11, !noalias !224
  br label %293

291:                                              ; preds = %286
  %292 = atomicrmw volatile add ptr %244, i32 -1 acq_rel, align 4, !noalias !224
  br label %293

293:                                              ; preds = %291, %289
  %294 = phi i32 [ %277, %289 ], [ %292, %291 ]
  %295 = icmp eq i32 %294, 1
  br i1 %295, label %296, label %297, !prof !30

296:                                              ; preds = %293
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %241) #25, !noalias !224
  br label %297

297:                                              ; preds = %296, %293, %278, %272
  %298 = call noundef zeroext i1 @_ZNK4sycl3_V16detail19kernel_bundle_plain30is_specialization_constant_setEPKc(ptr noundef nonnull align 8 dereferenceable(16) %19, ptr noundef nonnull @.str.37) #25
  br i1 %298, label %299, label %301

299:                                              ; preds = %297
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %17) #25
  call void @_ZNK4sycl3_V16detail19kernel_bundle_plain32get_specialization_constant_implEPKcPv(ptr noundef nonnull align 8 dereferenceable(16) %19, ptr noundef nonnull @.str.37, ptr noundef nonnull %17) #25
  %300 = load i32, ptr %17, align 4
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %17) #25
  br label %301

301:                                              ; preds = %299, %297
  %302 = phi i32 [ %300, %299 ], [ 0, %297 ]
  %303 = getelementptr inbounds i8, ptr %19, i64 8
  %304 = load ptr, ptr %303, align 8, !tbaa !22
  %305 = icmp eq ptr %304, null
  br i1 %305, label %330, label %306

306:                                              ; preds = %301
  %307 = getelementptr inbounds i8, ptr %304, i64 8
  %308 = load atomic i64, ptr %307 acquire, align 8
  %309 = icmp eq i64 %308, 4294967297
  %310 = trunc i64 %308 to i32
  br i1 %309, label %311, label %319

311:                                              ; preds = %306
  store i32 0, ptr %307, align 8, !tbaa !24
  %312 = getelementptr inbounds i8, ptr %304, i64 12
  store i32 0, ptr %312, align 4, !tbaa !26
  %313 = load ptr, ptr %304, align 8, !tbaa !27
  %314 = getelementptr inbounds i8, ptr %313, i64 16
  %315 = load ptr, ptr %314, align 8
  call void %315(ptr noundef nonnull align 8 dereferenceable(16) %304) #25
  %316 = load ptr, ptr %304, align 8, !tbaa !27
  %317 = getelementptr inbounds i8, ptr %316, i64 24
  %318 = load ptr, ptr %317, align 8
  call void %318(ptr noundef nonnull align 8 dereferenceable(16) %304) #25
  br label %330

319:                                              ; preds = %306
  %320 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %321 = icmp eq i8 %320, 0
  br i1 %321, label %324, label %322

322:                                              ; preds = %319
  %323 = add nsw i32 %310, -1
  store i32 %323, ptr %307, align 4, !tbaa !11
  br label %326

324:                                              ; preds = %319
  %325 = atomicrmw volatile add ptr %307, i32 -1 acq_rel, align 4
  br label %326

326:                                              ; preds = %324, %322
  %327 = phi i32 [ %310, %322 ], [ %325, %324 ]
  %328 = icmp eq i32 %327, 1
  br i1 %328, label %329, label %330, !prof !30

329:                                              ; preds = %326
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %304) #25
  br label %330

330:                                              ; preds = %329, %326, %311, %301
  br i1 %242, label %355, label %331

331:                                              ; preds = %330
  %332 = getelementptr inbounds i8, ptr %241, i64 8
  %333 = load atomic i64, ptr %332 acquire, align 8
  %334 = icmp eq i64 %333, 4294967297
  %335 = trunc i64 %333 to i32
  br i1 %334, label %336, label %344

336:                                              ; preds = %331
  store i32 0, ptr %332, align 8, !tbaa !24
  %337 = getelementptr inbounds i8, ptr %241, i64 12
  store i32 0, ptr %337, align 4, !tbaa !26
  %338 = load ptr, ptr %241, align 8, !tbaa !27
  %339 = getelementptr inbounds i8, ptr %338, i64 16
  %340 = load ptr, ptr %339, align 8
  call void %340(ptr noundef nonnull align 8 dereferenceable(16) %241) #25
  %341 = load ptr, ptr %241, align 8, !tbaa !27
  %342 = getelementptr inbounds i8, ptr %341, i64 24
  %343 = load ptr, ptr %342, align 8
  call void %343(ptr noundef nonnull align 8 dereferenceable(16) %241) #25
  br label %355

344:                                              ; preds = %331
  %345 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %346 = icmp eq i8 %345, 0
  br i1 %346, label %349, label %347

347:                                              ; preds = %344
  %348 = add nsw i32 %335, -1
  store i32 %348, ptr %332, align 4, !tbaa !11
  br label %351

349:                                              ; preds = %344
  %350 = atomicrmw volatile add ptr %332, i32 -1 acq_rel, align 4
  br label %351

351:                                              ; preds = %349, %347
  %352 = phi i32 [ %335, %347 ], [ %350, %349 ]
  %353 = icmp eq i32 %352, 1
  br i1 %353, label %354, label %355, !prof !30

354:                                              ; preds = %351
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %241) #25
  br label %355

355:                                              ; preds = %354, %351, %336, %330
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %19) #25
  %356 = load ptr, ptr %240, align 8, !tbaa !22
  %357 = icmp eq ptr %356, null
  br i1 %357, label %382, label %358

358:                                              ; preds = %355
  %359 = getelementptr inbounds i8, ptr %356, i64 8
  %360 = load atomic i64, ptr %359 acquire, align 8
  %361 = icmp eq i64 %360, 4294967297
  %362 = trunc i64 %360 to i32
  br i1 %361, label %363, label %371

363:                                              ; preds = %358
  store i32 0, ptr %359, align 8, !tbaa !24
  %364 = getelementptr inbounds i8, ptr %356, i64 12
  store i32 0, ptr %364, align 4, !tbaa !26
  %365 = load ptr, ptr %356, align 8, !tbaa !27
  %366 = getelementptr inbounds i8, ptr %365, i64 16
  %367 = load ptr, ptr %366, align 8
  call void %367(ptr noundef nonnull align 8 dereferenceable(16) %356) #25
  %368 = load ptr, ptr %356, align 8, !tbaa !27
  %369 = getelementptr inbounds i8, ptr %368, i64 24
  %370 = load ptr, ptr %369, align 8
  call void %370(ptr noundef nonnull align 8 dereferenceable(16) %356) #25
  br label %382

371:                                              ; preds = %358
  %372 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %373 = icmp eq i8 %372, 0
  br i1 %373, label %376, label %374

374:                                              ; preds = %371
  %375 = add nsw i32 %362, -1
  store i32 %375, ptr %359, align 4, !tbaa !11
  br label %378

376:                                              ; preds = %371
  %377 = atomicrmw volatile add ptr %359, i32 -1 acq_rel, align 4
  br label %378

378:                                              ; preds = %376, %374
  %379 = phi i32 [ %362, %374 ], [ %377, %376 ]
  %380 = icmp eq i32 %379, 1
  br i1 %380, label %381, label %382, !prof !30

381:                                              ; preds = %378
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %356) #25
  br label %382

382:                                              ; preds = %381, %378, %363, %355
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %18) #25
  %383 = getelementptr inbounds i8, ptr %0, i64 8
  %384 = load ptr, ptr %383, align 8, !tbaa !227
  %385 = load i64, ptr %384, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %27) #25
  %386 = load ptr, ptr %25, align 8, !tbaa !140
  store ptr %386, ptr %27, align 8, !tbaa !140
  %387 = getelementptr inbounds i8, ptr %27, i64 8
  %388 = getelementptr inbounds i8, ptr %25, i64 8
  %389 = load ptr, ptr %388, align 8, !tbaa !22
  store ptr %389, ptr %387, align 8, !tbaa !22
  %390 = icmp eq ptr %389, null
  br i1 %390, label %391, label %396

391:                                              ; preds = %382
  %392 = getelementptr inbounds i8, ptr %27, i64 16
  %393 = getelementptr inbounds i8, ptr %25, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %392, ptr noundef nonnull align 8 dereferenceable(16) %393, i64 16, i1 false)
  %394 = getelementptr inbounds i8, ptr %27, i64 32
  store i32 %302, ptr %394, align 8, !tbaa !228
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %16)
  store ptr %386, ptr %16, align 8, !tbaa !140
  %395 = getelementptr inbounds i8, ptr %16, i64 8
  store ptr null, ptr %395, align 8, !tbaa !22
  br label %425

396:                                              ; preds = %382
  %397 = getelementptr inbounds i8, ptr %389, i64 8
  %398 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %399 = icmp eq i8 %398, 0
  %400 = getelementptr inbounds i8, ptr %27, i64 16
  %401 = getelementptr inbounds i8, ptr %25, i64 16
  %402 = getelementptr inbounds i8, ptr %27, i64 32
  %403 = getelementptr inbounds i8, ptr %16, i64 8
  br i1 %399, label %407, label %404

404:                                              ; preds = %396
  %405 = load i32, ptr %397, align 4, !tbaa !11
  %406 = add nsw i32 %405, 1
  store i32 %406, ptr %397, align 4, !tbaa !11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %400, ptr noundef nonnull align 8 dereferenceable(16) %401, i64 16, i1 false)
  store i32 %302, ptr %402, align 8, !tbaa !228
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %16)
  store ptr %386, ptr %16, align 8, !tbaa !140
  store ptr %389, ptr %403, align 8, !tbaa !22
  br label %418

407:                                              ; preds = %396
  %408 = atomicrmw volatile add ptr %397, i32 1 acq_rel, align 4
  %409 = load ptr, ptr %27, align 8, !tbaa !140
  %410 = load ptr, ptr %387, align 8, !tbaa !22
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %400, ptr noundef nonnull align 8 dereferenceable(16) %401, i64 16, i1 false)
  store i32 %302, ptr %402, align 8, !tbaa !228
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %16)
  store ptr %409, ptr %16, align 8, !tbaa !140
  store ptr %410, ptr %403, align 8, !tbaa !22
  %411 = icmp eq ptr %410, null
  br i1 %411, label %425, label %412

412:                                              ; preds = %407
  %413 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %414 = getelementptr inbounds i8, ptr %410, i64 8
  %415 = icmp eq i8 %413, 0
  br i1 %415, label %422, label %416

416:                                              ; preds = %412
  %417 = load i32, ptr %414, align 4, !tbaa !11
  br label %418

418:                                              ; preds = %416, %404
  %419 = phi i32 [ %406, %404 ], [ %417, %416 ]
  %420 = phi ptr [ %397, %404 ], [ %414, %416 ]
  %421 = add nsw i32 %419, 1
  store i32 %421, ptr %420, align 4, !tbaa !11
  br label %425

422:                                              ; preds = %412
  %423 = atomicrmw volatile add ptr %414, i32 1 acq_rel, align 4
  %424 = load i32, ptr %402, align 8, !tbaa !228
  br label %425

425:                                              ; preds = %422, %418, %407, %391
  %426 = phi ptr [ %403, %422 ], [ %403, %418 ], [ %403, %407 ], [ %395, %391 ]
  %427 = phi ptr [ %400, %422 ], [ %400, %418 ], [ %400, %407 ], [ %392, %391 ]
  %428 = phi i32 [ %424, %422 ], [ %302, %418 ], [ %302, %407 ], [ %302, %391 ]
  %429 = getelementptr inbounds i8, ptr %16, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %429, ptr noundef nonnull readonly align 8 dereferenceable(16) %427, i64 16, i1 false)
  %430 = getelementptr inbounds i8, ptr %16, i64 32
  store i32 %428, ptr %430, align 8, !tbaa !228
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %13)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %14)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %15)
  %431 = invoke noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %432 unwind label %1048

432:                                              ; preds = %425
  %433 = icmp eq i32 %431, 0
  br i1 %433, label %443, label %434

434:                                              ; preds = %432
  %435 = call ptr @__cxa_allocate_exception(i64 64) #25
  %436 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #25
  %437 = extractvalue { i32, ptr } %436, 0
  %438 = extractvalue { i32, ptr } %436, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %435, i32 %437, ptr %438, ptr noundef nonnull @.str.17)
          to label %439 unwind label %441

439:                                              ; preds = %434
  invoke void @__cxa_throw(ptr nonnull %435, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #26
          to label %440 unwind label %1048

440:                                              ; preds = %439
  unreachable

441:                                              ; preds = %434
  %442 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %435) #25
  br label %1050

443:                                              ; preds = %432
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11) #25
  invoke void @_ZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_(ptr dead_on_unwind nonnull writable sret(%"class.std::tuple.89") align 8 %11, ptr noundef nonnull align 8 dereferenceable(216) %1, i64 %385)
          to label %444 unwind label %1048

444:                                              ; preds = %443
  %445 = getelementptr inbounds i8, ptr %11, i64 8
  %446 = load i8, ptr %11, align 8, !tbaa !148, !range !61, !noundef !62
  %447 = trunc nuw i8 %446 to i1
  br i1 %447, label %448, label %781

448:                                              ; preds = %444
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %12) #25
  %449 = load ptr, ptr %16, align 8, !tbaa !140
  %450 = load ptr, ptr %426, align 8, !tbaa !22
  %451 = icmp eq ptr %450, null
  %452 = getelementptr inbounds i8, ptr %12, i64 8
  br i1 %451, label %474, label %453

453:                                              ; preds = %448
  %454 = getelementptr inbounds i8, ptr %450, i64 8
  %455 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %456 = icmp eq i8 %455, 0
  %457 = getelementptr inbounds i8, ptr %12, i64 16
  br i1 %456, label %461, label %458

458:                                              ; preds = %453
  %459 = load i32, ptr %454, align 4, !tbaa !11
  %460 = add nsw i32 %459, 1
  store i32 %460, ptr %454, align 4, !tbaa !11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %13, ptr noundef nonnull align 8 dereferenceable(16) %429, i64 16, i1 false)
  store i64 %385, ptr %12, align 8, !alias.scope !231
  store ptr %449, ptr %452, align 8, !tbaa !140, !alias.scope !231
  store ptr %450, ptr %457, align 8, !tbaa !22, !alias.scope !231
  br label %468

461:                                              ; preds = %453
  %462 = atomicrmw volatile add ptr %454, i32 1 acq_rel, align 4
  %463 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !234
  %464 = load i32, ptr %430, align 8, !tbaa !228
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %13, ptr noundef nonnull align 8 dereferenceable(16) %429, i64 16, i1 false)
  store i64 %385, ptr %12, align 8, !alias.scope !231
  store ptr %449, ptr %452, align 8, !tbaa !140, !alias.scope !231
  store ptr %450, ptr %457, align 8, !tbaa !22, !alias.scope !231
  %465 = icmp eq i8 %463, 0
  br i1 %465, label %472, label %466

466:                                              ; preds = %461
  %467 = load i32, ptr %454, align 4, !tbaa !11, !noalias !234
  br label %468

468:                                              ; preds = %466, %458
  %469 = phi i32 [ %460, %458 ], [ %467, %466 ]
  %470 = phi i32 [ %428, %458 ], [ %464, %466 ]
  %471 = add nsw i32 %469, 1
  store i32 %471, ptr %454, align 4, !tbaa !11, !noalias !234
  br label %478

472:                                              ; preds = %461
  %473 = atomicrmw volatile add ptr %454, i32 1 acq_rel, align 4, !noalias !234
  br label %478

474:                                              ; preds = %448
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %13, ptr noundef nonnull align 8 dereferenceable(16) %429, i64 16, i1 false)
  call void @llvm.experimental.noalias.scope.decl(metadata !234)
  store i64 %385, ptr %12, align 8, !alias.scope !234
  store ptr %449, ptr %452, align 8, !tbaa !140, !alias.scope !234
  %475 = getelementptr inbounds i8, ptr %12, i64 16
  store ptr null, ptr %475, align 8, !tbaa !22, !alias.scope !234
  %476 = getelementptr inbounds i8, ptr %12, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %476, ptr noundef nonnull align 8 dereferenceable(16) %429, i64 16, i1 false)
  %477 = getelementptr inbounds i8, ptr %12, i64 40
  store i32 %428, ptr %477, align 8, !tbaa !228, !alias.scope !234
  br label %571

478:                                              ; preds = %472, %468
  %479 = phi i32 [ %464, %472 ], [ %470, %468 ]
  %480 = getelementptr inbounds i8, ptr %12, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %480, ptr noundef nonnull align 8 dereferenceable(16) %13, i64 16, i1 false)
  %481 = getelementptr inbounds i8, ptr %12, i64 40
  store i32 %479, ptr %481, align 8, !tbaa !228, !alias.scope !234
  %482 = load atomic i64, ptr %454 acquire, align 8
  %483 = icmp eq i64 %482, 4294967297
  %484 = trunc i64 %482 to i32
  br i1 %483, label %485, label %493

485:                                              ; preds = %478
  store i32 0, ptr %454, align 8, !tbaa !24
  %486 = getelementptr inbounds i8, ptr %450, i64 12
  store i32 0, ptr %486, align 4, !tbaa !26
  %487 = load ptr, ptr %450, align 8, !tbaa !27
  %488 = getelementptr inbounds i8, ptr %487, i64 16
  %489 = load ptr, ptr %488, align 8
  call void %489(ptr noundef nonnull align 8 dereferenceable(16) %450) #25
  %490 = load ptr, ptr %450, align 8, !tbaa !27
  %491 = getelementptr inbounds i8, ptr %490, i64 24
  %492 = load ptr, ptr %491, align 8
  call void %492(ptr noundef nonnull align 8 dereferenceable(16) %450) #25
  br label %504

493:                                              ; preds = %478
  %494 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %495 = icmp eq i8 %494, 0
  br i1 %495, label %498, label %496

496:                                              ; preds = %493
  %497 = add nsw i32 %484, -1
  store i32 %497, ptr %454, align 4, !tbaa !11
  br label %500

498:                                              ; preds = %493
  %499 = atomicrmw volatile add ptr %454, i32 -1 acq_rel, align 4
  br label %500

500:                                              ; preds = %498, %496
  %501 = phi i32 [ %484, %496 ], [ %499, %498 ]
  %502 = icmp eq i32 %501, 1
  br i1 %502, label %503, label %504, !prof !30

503:                                              ; preds = %500
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %450) #25
  br label %504

504:                                              ; preds = %503, %500, %485
  %505 = load ptr, ptr %457, align 8, !tbaa !22
  %506 = icmp eq ptr %505, null
  br i1 %506, label %571, label %507

507:                                              ; preds = %504
  %508 = getelementptr inbounds i8, ptr %505, i64 8
  %509 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %510 = icmp eq i8 %509, 0
  br i1 %510, label %514, label %511

511:                                              ; preds = %507
  %512 = load i32, ptr %508, align 4, !tbaa !11
  %513 = add nsw i32 %512, 1
  store i32 %513, ptr %508, align 4, !tbaa !11
  br label %520

514:                                              ; preds = %507
  %515 = atomicrmw volatile add ptr %508, i32 1 acq_rel, align 4
  %516 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %517 = icmp eq i8 %516, 0
  br i1 %517, label %523, label %518

518:                                              ; preds = %514
  %519 = load i32, ptr %508, align 4, !tbaa !11
  br label %520

520:                                              ; preds = %518, %511
  %521 = phi i32 [ %519, %518 ], [ %513, %511 ]
  %522 = add nsw i32 %521, 1
  store i32 %522, ptr %508, align 4, !tbaa !11
  br label %525

523:                                              ; preds = %514
  %524 = atomicrmw volatile add ptr %508, i32 1 acq_rel, align 4
  br label %525

525:                                              ; preds = %523, %520
  %526 = load atomic i64, ptr %508 acquire, align 8
  %527 = icmp eq i64 %526, 4294967297
  %528 = trunc i64 %526 to i32
  br i1 %527, label %529, label %537

529:                                              ; preds = %525
  store i32 0, ptr %508, align 8, !tbaa !24
  %530 = getelementptr inbounds i8, ptr %505, i64 12
  store i32 0, ptr %530, align 4, !tbaa !26
  %531 = load ptr, ptr %505, align 8, !tbaa !27
  %532 = getelementptr inbounds i8, ptr %531, i64 16
  %533 = load ptr, ptr %532, align 8
  call void %533(ptr noundef nonnull align 8 dereferenceable(16) %505) #25
  %534 = load ptr, ptr %505, align 8, !tbaa !27
  %535 = getelementptr inbounds i8, ptr %534, i64 24
  %536 = load ptr, ptr %535, align 8
  call void %536(ptr noundef nonnull align 8 dereferenceable(16) %505) #25
  br label %548

537:                                              ; preds = %525
  %538 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %539 = icmp eq i8 %538, 0
  br i1 %539, label %542, label %540

540:                                              ; preds = %537
  %541 = add nsw i32 %528, -1
  store i32 %541, ptr %508, align 4, !tbaa !11
  br label %544

542:                                              ; preds = %537
  %543 = atomicrmw volatile add ptr %508, i32 -1 acq_rel, align 4
  br label %544

544:                                              ; preds = %542, %540
  %545 = phi i32 [ %528, %540 ], [ %543, %542 ]
  %546 = icmp eq i32 %545, 1
  br i1 %546, label %547, label %548, !prof !30

547:                                              ; preds = %544
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %505) #25
  br label %548

548:                                              ; preds = %547, %544, %529
  %549 = load atomic i64, ptr %508 acquire, align 8
  %550 = icmp eq i64 %549, 4294967297
  %551 = trunc i64 %549 to i32
  br i1 %550, label %552, label %560

552:                                              ; preds = %548
  store i32 0, ptr %508, align 8, !tbaa !24
  %553 = getelementptr inbounds i8, ptr %505, i64 12
  store i32 0, ptr %553, align 4, !tbaa !26
  %554 = load ptr, ptr %505, align 8, !tbaa !27
  %555 = getelementptr inbounds i8, ptr %554, i64 16
  %556 = load ptr, ptr %555, align 8
  call void %556(ptr noundef nonnull align 8 dereferenceable(16) %505) #25
  %557 = load ptr, ptr %505, align 8, !tbaa !27
  %558 = getelementptr inbounds i8, ptr %557, i64 24
  %559 = load ptr, ptr %558, align 8
  call void %559(ptr noundef nonnull align 8 dereferenceable(16) %505) #25
  br label %571

560:                                              ; preds = %548
  %561 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %562 = icmp eq i8 %561, 0
  br i1 %562, label %565, label %563

563:                                              ; preds = %560
  %564 = add nsw i32 %551, -1
  store i32 %564, ptr %508, align 4, !tbaa !11
  br label %567

565:                                              ; preds = %560
  %566 = atomicrmw volatile add ptr %508, i32 -1 acq_rel, align 4
  br label %567

567:                                              ; preds = %565, %563
  %568 = phi i32 [ %551, %563 ], [ %566, %565 ]
  %569 = icmp eq i32 %568, 1
  br i1 %569, label %570, label %571, !prof !30

570:                                              ; preds = %567
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %505) #25
  br label %571

571:                                              ; preds = %570, %567, %552, %504, %474
  %572 = phi ptr [ %475, %474 ], [ %457, %504 ], [ %457, %552 ], [ %457, %567 ], [ %457, %570 ]
  %573 = phi ptr [ %476, %474 ], [ %480, %504 ], [ %480, %552 ], [ %480, %567 ], [ %480, %570 ]
  %574 = phi ptr [ %477, %474 ], [ %481, %504 ], [ %481, %552 ], [ %481, %567 ], [ %481, %570 ]
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.39)
          to label %575 unwind label %773

575:                                              ; preds = %571
  %576 = load i64, ptr %445, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10)
  %577 = getelementptr inbounds i8, ptr %10, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %577, i8 0, i64 16, i1 false), !alias.scope !236
  store i64 %576, ptr %10, align 8, !tbaa !5, !alias.scope !236
  invoke void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range.81") align 8 %10, i1 noundef zeroext false, i32 noundef 1)
          to label %578 unwind label %773

578:                                              ; preds = %575
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10)
  %579 = load i64, ptr %12, align 8
  store i64 %579, ptr %14, align 8
  %580 = getelementptr inbounds i8, ptr %14, i64 8
  %581 = load ptr, ptr %452, align 8, !tbaa !140
  store ptr %581, ptr %580, align 8, !tbaa !140
  %582 = getelementptr inbounds i8, ptr %14, i64 16
  %583 = load ptr, ptr %572, align 8, !tbaa !22
  store ptr null, ptr %572, align 8, !tbaa !22
  store ptr %583, ptr %582, align 8, !tbaa !22
  store ptr null, ptr %452, align 8, !tbaa !140
  %584 = getelementptr inbounds i8, ptr %14, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %584, ptr noundef nonnull align 8 dereferenceable(16) %573, i64 16, i1 false)
  %585 = getelementptr inbounds i8, ptr %14, i64 40
  %586 = load i32, ptr %574, align 8, !tbaa !228
  store i32 %586, ptr %585, align 8, !tbaa !228
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %9)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7)
  %587 = invoke noalias noundef nonnull dereferenceable(56) ptr @_Znwm(i64 noundef 56) #27
          to label %588 unwind label %775

588:                                              ; preds = %578
  %589 = icmp eq ptr %583, null
  br i1 %589, label %613, label %590

590:                                              ; preds = %588
  %591 = getelementptr inbounds i8, ptr %583, i64 8
  %592 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !239
  %593 = icmp eq i8 %592, 0
  br i1 %593, label %597, label %594

594:                                              ; preds = %590
  %595 = load i32, ptr %591, align 4, !tbaa !11, !noalias !239
  %596 = add nsw i32 %595, 1
  store i32 %596, ptr %591, align 4, !tbaa !11, !noalias !239
  br label %601

597:                                              ; preds = %590
  %598 = atomicrmw volatile add ptr %591, i32 1 acq_rel, align 4, !noalias !239
  %599 = load i32, ptr %585, align 8, !tbaa !228, !noalias !239
  %600 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !239
  br label %601

601:                                              ; preds = %597, %594
  %602 = phi i8 [ 1, %594 ], [ %600, %597 ]
  %603 = phi i32 [ %586, %594 ], [ %599, %597 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef nonnull readonly align 8 dereferenceable(16) %584, i64 16, i1 false), !noalias !239
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_24RoundedRangeKernelWithKHINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE0_clES7_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_EES5_Li1EEE, i64 16), ptr %587, align 8, !tbaa !27, !noalias !239
  %604 = getelementptr inbounds i8, ptr %587, i64 8
  store i64 %579, ptr %604, align 8, !noalias !239
  %605 = getelementptr inbounds i8, ptr %587, i64 16
  store ptr %581, ptr %605, align 8, !tbaa !140, !noalias !239
  %606 = getelementptr inbounds i8, ptr %587, i64 24
  store ptr %583, ptr %606, align 8, !tbaa !22, !noalias !239
  %607 = icmp eq i8 %602, 0
  br i1 %607, label %611, label %608

608:                                              ; preds = %601
  %609 = load i32, ptr %591, align 4, !tbaa !11, !noalias !239
  %610 = add nsw i32 %609, 1
  store i32 %610, ptr %591, align 4, !tbaa !11, !noalias !239
  br label %619

611:                                              ; preds = %601
  %612 = atomicrmw volatile add ptr %591, i32 1 acq_rel, align 4, !noalias !239
  br label %619

613:                                              ; preds = %588
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_24RoundedRangeKernelWithKHINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE0_clES7_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_EES5_Li1EEE, i64 16), ptr %587, align 8, !tbaa !27, !noalias !239
  %614 = getelementptr inbounds i8, ptr %587, i64 8
  store i64 %579, ptr %614, align 8, !noalias !239
  %615 = getelementptr inbounds i8, ptr %587, i64 16
  store ptr %581, ptr %615, align 8, !tbaa !140, !noalias !239
  %616 = getelementptr inbounds i8, ptr %587, i64 24
  store ptr null, ptr %616, align 8, !tbaa !22, !noalias !239
  %617 = getelementptr inbounds i8, ptr %587, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %617, ptr noundef nonnull align 8 dereferenceable(16) %573, i64 16, i1 false)
  %618 = getelementptr inbounds i8, ptr %587, i64 48
  store i32 %586, ptr %618, align 8, !tbaa !228, !noalias !239
  br label %644

619:                                              ; preds = %611, %608
  %620 = getelementptr inbounds i8, ptr %587, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %620, ptr noundef nonnull align 8 dereferenceable(16) %7, i64 16, i1 false), !noalias !239
  %621 = getelementptr inbounds i8, ptr %587, i64 48
  store i32 %603, ptr %621, align 8, !tbaa !228, !noalias !239
  %622 = load atomic i64, ptr %591 acquire, align 8, !noalias !239
  %623 = icmp eq i64 %622, 4294967297
  %624 = trunc i64 %622 to i32
  br i1 %623, label %625, label %633

625:                                              ; preds = %619
  store i32 0, ptr %591, align 8, !tbaa !24, !noalias !239
  %626 = getelementptr inbounds i8, ptr %583, i64 12
  store i32 0, ptr %626, align 4, !tbaa !26, !noalias !239
  %627 = load ptr, ptr %583, align 8, !tbaa !27, !noalias !239
  %628 = getelementptr inbounds i8, ptr %627, i64 16
  %629 = load ptr, ptr %628, align 8, !noalias !239
  call void %629(ptr noundef nonnull align 8 dereferenceable(16) %583) #25, !noalias !239
  %630 = load ptr, ptr %583, align 8, !tbaa !27, !noalias !239
  %631 = getelementptr inbounds i8, ptr %630, i64 24
  %632 = load ptr, ptr %631, align 8, !noalias !239
  call void %632(ptr noundef nonnull align 8 dereferenceable(16) %583) #25, !noalias !239
  br label %644

633:                                              ; preds = %619
  %634 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !239
  %635 = icmp eq i8 %634, 0
  br i1 %635, label %638, label %636

636:                                              ; preds = %633
  %637 = add nsw i32 %624, -1
  store i32 %637, ptr %591, align 4, !tbaa !11, !noalias !239
  br label %640

638:                                              ; preds = %633
  %639 = atomicrmw volatile add ptr %591, i32 -1 acq_rel, align 4, !noalias !239
  br label %640

640:                                              ; preds = %638, %636
  %641 = phi i32 [ %624, %636 ], [ %639, %638 ]
  %642 = icmp eq i32 %641, 1
  br i1 %642, label %643, label %644, !prof !30

643:                                              ; preds = %640
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %583) #25, !noalias !239
  br label %644

644:                                              ; preds = %643, %640, %625, %613
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7)
  %645 = getelementptr inbounds i8, ptr %1, i64 152
  %646 = load ptr, ptr %645, align 8, !tbaa !9
  store ptr %587, ptr %645, align 8, !tbaa !9
  %647 = icmp eq ptr %646, null
  br i1 %647, label %652, label %648

648:                                              ; preds = %644
  %649 = load ptr, ptr %646, align 8, !tbaa !27
  %650 = getelementptr inbounds i8, ptr %649, i64 16
  %651 = load ptr, ptr %650, align 8
  call void %651(ptr noundef nonnull align 8 dereferenceable(8) %646) #25
  br label %652

652:                                              ; preds = %648, %644
  invoke void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %653 unwind label %775

653:                                              ; preds = %652
  %654 = load ptr, ptr %645, align 8, !tbaa !9
  %655 = load ptr, ptr %654, align 8, !tbaa !27
  %656 = load ptr, ptr %655, align 8
  %657 = invoke noundef ptr %656(ptr noundef nonnull align 8 dereferenceable(8) %654)
          to label %658 unwind label %775

658:                                              ; preds = %653
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %8) #25
  invoke void @_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI11HandlerReadEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv(ptr dead_on_unwind nonnull writable sret(%"class.std::vector.110") align 8 %8)
          to label %659 unwind label %775

659:                                              ; preds = %658
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %657, ptr noundef nonnull align 8 dereferenceable(24) %8, i1 noundef zeroext false)
          to label %660 unwind label %706

660:                                              ; preds = %659
  %661 = load ptr, ptr %8, align 8, !tbaa !160
  %662 = icmp eq ptr %661, null
  br i1 %662, label %669, label %663

663:                                              ; preds = %660
  %664 = getelementptr inbounds i8, ptr %8, i64 16
  %665 = load ptr, ptr %664, align 8, !tbaa !162
  %666 = ptrtoint ptr %665 to i64
  %667 = ptrtoint ptr %661 to i64
  %668 = sub i64 %666, %667
  call void @_ZdlPvm(ptr noundef nonnull %661, i64 noundef %668) #29
  br label %669

669:                                              ; preds = %663, %660
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8) #25
  %670 = invoke noalias noundef nonnull dereferenceable(59) ptr @_Znam(i64 noundef 59) #27
          to label %671 unwind label %775

671:                                              ; preds = %669
  %672 = getelementptr inbounds i8, ptr %1, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(58) %670, ptr noundef nonnull align 1 dereferenceable(58) @.str.40, i64 58, i1 false)
  %673 = getelementptr inbounds i8, ptr %670, i64 58
  store i8 0, ptr %673, align 1, !tbaa !29
  %674 = load ptr, ptr %672, align 8, !tbaa !9
  store ptr %670, ptr %672, align 8, !tbaa !9
  %675 = icmp eq ptr %674, null
  br i1 %675, label %677, label %676

676:                                              ; preds = %671
  call void @_ZdaPv(ptr noundef nonnull %674) #29
  br label %677

677:                                              ; preds = %676, %671
  invoke void @_ZNK4sycl3_V17handler30getOrInsertHandlerKernelBundleEb(ptr dead_on_unwind nonnull writable sret(%"class.std::shared_ptr.9") align 8 %9, ptr noundef nonnull align 8 dereferenceable(216) %1, i1 noundef zeroext true)
          to label %678 unwind label %775

678:                                              ; preds = %677
  %679 = getelementptr inbounds i8, ptr %9, i64 8
  %680 = load ptr, ptr %679, align 8, !tbaa !22
  %681 = icmp eq ptr %680, null
  br i1 %681, label %717, label %682

682:                                              ; preds = %678
  %683 = getelementptr inbounds i8, ptr %680, i64 8
  %684 = load atomic i64, ptr %683 acquire, align 8
  %685 = icmp eq i64 %684, 4294967297
  %686 = trunc i64 %684 to i32
  br i1 %685, label %687, label %695

687:                                              ; preds = %682
  store i32 0, ptr %683, align 8, !tbaa !24
  %688 = getelementptr inbounds i8, ptr %680, i64 12
  store i32 0, ptr %688, align 4, !tbaa !26
  %689 = load ptr, ptr %680, align 8, !tbaa !27
  %690 = getelementptr inbounds i8, ptr %689, i64 16
  %691 = load ptr, ptr %690, align 8
  call void %691(ptr noundef nonnull align 8 dereferenceable(16) %680) #25
  %692 = load ptr, ptr %680, align 8, !tbaa !27
  %693 = getelementptr inbounds i8, ptr %692, i64 24
  %694 = load ptr, ptr %693, align 8
  call void %694(ptr noundef nonnull align 8 dereferenceable(16) %680) #25
  br label %717

695:                                              ; preds = %682
  %696 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %697 = icmp eq i8 %696, 0
  br i1 %697, label %700, label %698

698:                                              ; preds = %695
  %699 = add nsw i32 %686, -1
  store i32 %699, ptr %683, align 4, !tbaa !11
  br label %702

700:                                              ; preds = %695
  %701 = atomicrmw volatile add ptr %683, i32 -1 acq_rel, align 4
  br label %702

702:                                              ; preds = %700, %698
  %703 = phi i32 [ %686, %698 ], [ %701, %700 ]
  %704 = icmp eq i32 %703, 1
  br i1 %704, label %705, label %717, !prof !30

705:                                              ; preds = %702
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %680) #25
  br label %717

706:                                              ; preds = %659
  %707 = landingpad { ptr, i32 }
          cleanup
  %708 = load ptr, ptr %8, align 8, !tbaa !160
  %709 = icmp eq ptr %708, null
  br i1 %709, label %716, label %710

710:                                              ; preds = %706
  %711 = getelementptr inbounds i8, ptr %8, i64 16
  %712 = load ptr, ptr %711, align 8, !tbaa !162
  %713 = ptrtoint ptr %712 to i64
  %714 = ptrtoint ptr %708 to i64
  %715 = sub i64 %713, %714
  call void @_ZdlPvm(ptr noundef nonnull %708, i64 noundef %715) #29
  br label %716

716:                                              ; preds = %710, %706
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8) #25
  br label %777

717:                                              ; preds = %705, %702, %687, %678
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9)
  %718 = load ptr, ptr %582, align 8, !tbaa !22
  %719 = icmp eq ptr %718, null
  br i1 %719, label %744, label %720

720:                                              ; preds = %717
  %721 = getelementptr inbounds i8, ptr %718, i64 8
  %722 = load atomic i64, ptr %721 acquire, align 8
  %723 = icmp eq i64 %722, 4294967297
  %724 = trunc i64 %722 to i32
  br i1 %723, label %725, label %733

725:                                              ; preds = %720
  store i32 0, ptr %721, align 8, !tbaa !24
  %726 = getelementptr inbounds i8, ptr %718, i64 12
  store i32 0, ptr %726, align 4, !tbaa !26
  %727 = load ptr, ptr %718, align 8, !tbaa !27
  %728 = getelementptr inbounds i8, ptr %727, i64 16
  %729 = load ptr, ptr %728, align 8
  call void %729(ptr noundef nonnull align 8 dereferenceable(16) %718) #25
  %730 = load ptr, ptr %718, align 8, !tbaa !27
  %731 = getelementptr inbounds i8, ptr %730, i64 24
  %732 = load ptr, ptr %731, align 8
  call void %732(ptr noundef nonnull align 8 dereferenceable(16) %718) #25
  br label %744

733:                                              ; preds = %720
  %734 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %735 = icmp eq i8 %734, 0
  br i1 %735, label %738, label %736

736:                                              ; preds = %733
  %737 = add nsw i32 %724, -1
  store i32 %737, ptr %721, align 4, !tbaa !11
  br label %740

738:                                              ; preds = %733
  %739 = atomicrmw volatile add ptr %721, i32 -1 acq_rel, align 4
  br label %740

740:                                              ; preds = %738, %736
  %741 = phi i32 [ %724, %736 ], [ %739, %738 ]
  %742 = icmp eq i32 %741, 1
  br i1 %742, label %743, label %744, !prof !30

743:                                              ; preds = %740
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %718) #25
  br label %744

744:                                              ; preds = %743, %740, %725, %717
  invoke void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef 1)
          to label %745 unwind label %773

745:                                              ; preds = %744
  %746 = load ptr, ptr %572, align 8, !tbaa !22
  %747 = icmp eq ptr %746, null
  br i1 %747, label %772, label %748

748:                                              ; preds = %745
  %749 = getelementptr inbounds i8, ptr %746, i64 8
  %750 = load atomic i64, ptr %749 acquire, align 8
  %751 = icmp eq i64 %750, 4294967297
  %752 = trunc i64 %750 to i32
  br i1 %751, label %753, label %761

753:                                              ; preds = %748
  store i32 0, ptr %749, align 8, !tbaa !24
  %754 = getelementptr inbounds i8, ptr %746, i64 12
  store i32 0, ptr %754, align 4, !tbaa !26
  %755 = load ptr, ptr %746, align 8, !tbaa !27
  %756 = getelementptr inbounds i8, ptr %755, i64 16
  %757 = load ptr, ptr %756, align 8
  call void %757(ptr noundef nonnull align 8 dereferenceable(16) %746) #25
  %758 = load ptr, ptr %746, align 8, !tbaa !27
  %759 = getelementptr inbounds i8, ptr %758, i64 24
  %760 = load ptr, ptr %759, align 8
  call void %760(ptr noundef nonnull align 8 dereferenceable(16) %746) #25
  br label %772

761:                                              ; preds = %748
  %762 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %763 = icmp eq i8 %762, 0
  br i1 %763, label %766, label %764

764:                                              ; preds = %761
  %765 = add nsw i32 %752, -1
  store i32 %765, ptr %749, align 4, !tbaa !11
  br label %768

766:                                              ; preds = %761
  %767 = atomicrmw volatile add ptr %749, i32 -1 acq_rel, align 4
  br label %768

768:                                              ; preds = %766, %764
  %769 = phi i32 [ %752, %764 ], [ %767, %766 ]
  %770 = icmp eq i32 %769, 1
  br i1 %770, label %771, label %772, !prof !30

771:                                              ; preds = %768
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %746) #25
  br label %772

772:                                              ; preds = %771, %768, %753, %745
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %12) #25
  br label %1021

773:                                              ; preds = %744, %575, %571
  %774 = landingpad { ptr, i32 }
          cleanup
  br label %779

775:                                              ; preds = %677, %669, %658, %653, %652, %578
  %776 = landingpad { ptr, i32 }
          cleanup
  br label %777

777:                                              ; preds = %775, %716
  %778 = phi { ptr, i32 } [ %776, %775 ], [ %707, %716 ]
  call fastcc void @_ZN4sycl3_V16detail24RoundedRangeKernelWithKHINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE0_clES6_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_ED2Ev(ptr noundef nonnull align 8 dereferenceable(48) %14) #25
  br label %779

779:                                              ; preds = %777, %773
  %780 = phi { ptr, i32 } [ %774, %773 ], [ %778, %777 ]
  call fastcc void @_ZN4sycl3_V16detail24RoundedRangeKernelWithKHINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE0_clES6_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_ED2Ev(ptr noundef nonnull align 8 dereferenceable(48) %12) #25
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %12) #25
  br label %1019

781:                                              ; preds = %444
  %782 = load ptr, ptr %426, align 8, !tbaa !22
  %783 = icmp eq ptr %782, null
  br i1 %783, label %848, label %784

784:                                              ; preds = %781
  %785 = getelementptr inbounds i8, ptr %782, i64 8
  %786 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %787 = icmp eq i8 %786, 0
  br i1 %787, label %791, label %788

788:                                              ; preds = %784
  %789 = load i32, ptr %785, align 4, !tbaa !11
  %790 = add nsw i32 %789, 1
  store i32 %790, ptr %785, align 4, !tbaa !11
  br label %797

791:                                              ; preds = %784
  %792 = atomicrmw volatile add ptr %785, i32 1 acq_rel, align 4
  %793 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %794 = icmp eq i8 %793, 0
  br i1 %794, label %800, label %795

795:                                              ; preds = %791
  %796 = load i32, ptr %785, align 4, !tbaa !11
  br label %797

797:                                              ; preds = %795, %788
  %798 = phi i32 [ %796, %795 ], [ %790, %788 ]
  %799 = add nsw i32 %798, 1
  store i32 %799, ptr %785, align 4, !tbaa !11
  br label %802

800:                                              ; preds = %791
  %801 = atomicrmw volatile add ptr %785, i32 1 acq_rel, align 4
  br label %802

802:                                              ; preds = %800, %797
  %803 = load atomic i64, ptr %785 acquire, align 8
  %804 = icmp eq i64 %803, 4294967297
  %805 = trunc i64 %803 to i32
  br i1 %804, label %806, label %814

806:                                              ; preds = %802
  store i32 0, ptr %785, align 8, !tbaa !24
  %807 = getelementptr inbounds i8, ptr %782, i64 12
  store i32 0, ptr %807, align 4, !tbaa !26
  %808 = load ptr, ptr %782, align 8, !tbaa !27
  %809 = getelementptr inbounds i8, ptr %808, i64 16
  %810 = load ptr, ptr %809, align 8
  call void %810(ptr noundef nonnull align 8 dereferenceable(16) %782) #25
  %811 = load ptr, ptr %782, align 8, !tbaa !27
  %812 = getelementptr inbounds i8, ptr %811, i64 24
  %813 = load ptr, ptr %812, align 8
  call void %813(ptr noundef nonnull align 8 dereferenceable(16) %782) #25
  br label %825

814:                                              ; preds = %802
  %815 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %816 = icmp eq i8 %815, 0
  br i1 %816, label %819, label %817

817:                                              ; preds = %814
  %818 = add nsw i32 %805, -1
  store i32 %818, ptr %785, align 4, !tbaa !11
  br label %821

819:                                              ; preds = %814
  %820 = atomicrmw volatile add ptr %785, i32 -1 acq_rel, align 4
  br label %821

821:                                              ; preds = %819, %817
  %822 = phi i32 [ %805, %817 ], [ %820, %819 ]
  %823 = icmp eq i32 %822, 1
  br i1 %823, label %824, label %825, !prof !30

824:                                              ; preds = %821
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %782) #25
  br label %825

825:                                              ; preds = %824, %821, %806
  %826 = load atomic i64, ptr %785 acquire, align 8
  %827 = icmp eq i64 %826, 4294967297
  %828 = trunc i64 %826 to i32
  br i1 %827, label %829, label %837

829:                                              ; preds = %825
  store i32 0, ptr %785, align 8, !tbaa !24
  %830 = getelementptr inbounds i8, ptr %782, i64 12
  store i32 0, ptr %830, align 4, !tbaa !26
  %831 = load ptr, ptr %782, align 8, !tbaa !27
  %832 = getelementptr inbounds i8, ptr %831, i64 16
  %833 = load ptr, ptr %832, align 8
  call void %833(ptr noundef nonnull align 8 dereferenceable(16) %782) #25
  %834 = load ptr, ptr %782, align 8, !tbaa !27
  %835 = getelementptr inbounds i8, ptr %834, i64 24
  %836 = load ptr, ptr %835, align 8
  call void %836(ptr noundef nonnull align 8 dereferenceable(16) %782) #25
  br label %848

837:                                              ; preds = %825
  %838 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %839 = icmp eq i8 %838, 0
  br i1 %839, label %842, label %840

840:                                              ; preds = %837
  %841 = add nsw i32 %828, -1
  store i32 %841, ptr %785, align 4, !tbaa !11
  br label %844

842:                                              ; preds = %837
  %843 = atomicrmw volatile add ptr %785, i32 -1 acq_rel, align 4
  br label %844

844:                                              ; preds = %842, %840
  %845 = phi i32 [ %828, %840 ], [ %843, %842 ]
  %846 = icmp eq i32 %845, 1
  br i1 %846, label %847, label %848, !prof !30

847:                                              ; preds = %844
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %782) #25
  br label %848

848:                                              ; preds = %847, %844, %829, %781
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.39)
          to label %849 unwind label %1048

849:                                              ; preds = %848
  invoke void @_ZN4sycl3_V17handler22setKernelIsCooperativeEb(ptr noundef nonnull align 8 dereferenceable(216) %1, i1 noundef zeroext false)
          to label %850 unwind label %1048

850:                                              ; preds = %849
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6)
  %851 = getelementptr inbounds i8, ptr %6, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %851, i8 0, i64 16, i1 false), !alias.scope !242
  store i64 %385, ptr %6, align 8, !tbaa !5, !alias.scope !242
  invoke void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range.81") align 8 %6, i1 noundef zeroext false, i32 noundef 1)
          to label %852 unwind label %1048

852:                                              ; preds = %850
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6)
  %853 = load ptr, ptr %16, align 8, !tbaa !140
  store ptr %853, ptr %15, align 8, !tbaa !140
  %854 = getelementptr inbounds i8, ptr %15, i64 8
  %855 = load ptr, ptr %426, align 8, !tbaa !22
  store ptr null, ptr %426, align 8, !tbaa !22
  store ptr %855, ptr %854, align 8, !tbaa !22
  store ptr null, ptr %16, align 8, !tbaa !140
  %856 = getelementptr inbounds i8, ptr %15, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %856, ptr noundef nonnull align 8 dereferenceable(16) %429, i64 16, i1 false)
  %857 = getelementptr inbounds i8, ptr %15, i64 32
  %858 = load i32, ptr %430, align 8, !tbaa !228
  store i32 %858, ptr %857, align 8, !tbaa !228
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3)
  %859 = invoke noalias noundef nonnull dereferenceable(48) ptr @_Znwm(i64 noundef 48) #27
          to label %860 unwind label %1015

860:                                              ; preds = %852
  %861 = icmp eq ptr %855, null
  %862 = getelementptr inbounds i8, ptr %859, i64 16
  br i1 %861, label %884, label %863

863:                                              ; preds = %860
  %864 = getelementptr inbounds i8, ptr %855, i64 8
  %865 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !245
  %866 = icmp eq i8 %865, 0
  %867 = getelementptr inbounds i8, ptr %859, i64 8
  br i1 %866, label %871, label %868

868:                                              ; preds = %863
  %869 = load i32, ptr %864, align 4, !tbaa !11, !noalias !245
  %870 = add nsw i32 %869, 1
  store i32 %870, ptr %864, align 4, !tbaa !11, !noalias !245
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %429, i64 16, i1 false)
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %859, align 8, !tbaa !27, !noalias !245
  store ptr %853, ptr %867, align 8, !tbaa !140, !noalias !245
  store ptr %855, ptr %862, align 8, !tbaa !22, !noalias !245
  br label %878

871:                                              ; preds = %863
  %872 = atomicrmw volatile add ptr %864, i32 1 acq_rel, align 4, !noalias !245
  %873 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !245
  %874 = icmp eq i8 %873, 0
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull readonly align 8 dereferenceable(16) %856, i64 16, i1 false), !noalias !245
  %875 = load i32, ptr %857, align 8, !tbaa !228, !noalias !245
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %859, align 8, !tbaa !27, !noalias !245
  store ptr %853, ptr %867, align 8, !tbaa !140, !noalias !245
  store ptr %855, ptr %862, align 8, !tbaa !22, !noalias !245
  br i1 %874, label %882, label %876

876:                                              ; preds = %871
  %877 = load i32, ptr %864, align 4, !tbaa !11, !noalias !245
  br label %878

878:                                              ; preds = %876, %868
  %879 = phi i32 [ %870, %868 ], [ %877, %876 ]
  %880 = phi i32 [ %858, %868 ], [ %875, %876 ]
  %881 = add nsw i32 %879, 1
  store i32 %881, ptr %864, align 4, !tbaa !11, !noalias !245
  br label %888

882:                                              ; preds = %871
  %883 = atomicrmw volatile add ptr %864, i32 1 acq_rel, align 4, !noalias !245
  br label %888

884:                                              ; preds = %860
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %859, align 8, !tbaa !27, !noalias !245
  %885 = getelementptr inbounds i8, ptr %859, i64 8
  store ptr %853, ptr %885, align 8, !tbaa !140, !noalias !245
  store ptr null, ptr %862, align 8, !tbaa !22, !noalias !245
  %886 = getelementptr inbounds i8, ptr %859, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %886, ptr noundef nonnull align 8 dereferenceable(16) %429, i64 16, i1 false)
  %887 = getelementptr inbounds i8, ptr %859, i64 40
  store i32 %858, ptr %887, align 8, !tbaa !228, !noalias !245
  br label %914

888:                                              ; preds = %882, %878
  %889 = phi i32 [ %880, %878 ], [ %875, %882 ]
  %890 = getelementptr inbounds i8, ptr %859, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %890, ptr noundef nonnull align 8 dereferenceable(16) %3, i64 16, i1 false), !noalias !245
  %891 = getelementptr inbounds i8, ptr %859, i64 40
  store i32 %889, ptr %891, align 8, !tbaa !228, !noalias !245
  %892 = load atomic i64, ptr %864 acquire, align 8, !noalias !245
  %893 = icmp eq i64 %892, 4294967297
  %894 = trunc i64 %892 to i32
  br i1 %893, label %895, label %903

895:                                              ; preds = %888
  store i32 0, ptr %864, align 8, !tbaa !24, !noalias !245
  %896 = getelementptr inbounds i8, ptr %855, i64 12
  store i32 0, ptr %896, align 4, !tbaa !26, !noalias !245
  %897 = load ptr, ptr %855, align 8, !tbaa !27, !noalias !245
  %898 = getelementptr inbounds i8, ptr %897, i64 16
  %899 = load ptr, ptr %898, align 8, !noalias !245
  call void %899(ptr noundef nonnull align 8 dereferenceable(16) %855) #25, !noalias !245
  %900 = load ptr, ptr %855, align 8, !tbaa !27, !noalias !245
  %901 = getelementptr inbounds i8, ptr %900, i64 24
  %902 = load ptr, ptr %901, align 8, !noalias !245
  call void %902(ptr noundef nonnull align 8 dereferenceable(16) %855) #25, !noalias !245
  br label %914

903:                                              ; preds = %888
  %904 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !245
  %905 = icmp eq i8 %904, 0
  br i1 %905, label %908, label %906

906:                                              ; preds = %903
  %907 = add nsw i32 %894, -1
  store i32 %907, ptr %864, align 4, !tbaa !11, !noalias !245
  br label %910

908:                                              ; preds = %903
  %909 = atomicrmw volatile add ptr %864, i32 -1 acq_rel, align 4, !noalias !245
  br label %910

910:                                              ; preds = %908, %906
  %911 = phi i32 [ %894, %906 ], [ %909, %908 ]
  %912 = icmp eq i32 %911, 1
  br i1 %912, label %913, label %914, !prof !30

913:                                              ; preds = %910
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %855) #25, !noalias !245
  br label %914

914:                                              ; preds = %913, %910, %895, %884
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3)
  %915 = getelementptr inbounds i8, ptr %1, i64 152
  %916 = load ptr, ptr %915, align 8, !tbaa !9
  store ptr %859, ptr %915, align 8, !tbaa !9
  %917 = icmp eq ptr %916, null
  br i1 %917, label %922, label %918

918:                                              ; preds = %914
  %919 = load ptr, ptr %916, align 8, !tbaa !27
  %920 = getelementptr inbounds i8, ptr %919, i64 16
  %921 = load ptr, ptr %920, align 8
  call void %921(ptr noundef nonnull align 8 dereferenceable(8) %916) #25
  br label %922

922:                                              ; preds = %918, %914
  invoke void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %923 unwind label %1015

923:                                              ; preds = %922
  %924 = load ptr, ptr %915, align 8, !tbaa !9
  %925 = load ptr, ptr %924, align 8, !tbaa !27
  %926 = load ptr, ptr %925, align 8
  %927 = invoke noundef ptr %926(ptr noundef nonnull align 8 dereferenceable(8) %924)
          to label %928 unwind label %1015

928:                                              ; preds = %923
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #25
  invoke void @_ZN4sycl3_V16detail19getKernelParamDescsI11HandlerReadEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind nonnull writable sret(%"class.std::vector.110") align 8 %4)
          to label %929 unwind label %1015

929:                                              ; preds = %928
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %927, ptr noundef nonnull align 8 dereferenceable(24) %4, i1 noundef zeroext false)
          to label %930 unwind label %976

930:                                              ; preds = %929
  %931 = load ptr, ptr %4, align 8, !tbaa !160
  %932 = icmp eq ptr %931, null
  br i1 %932, label %939, label %933

933:                                              ; preds = %930
  %934 = getelementptr inbounds i8, ptr %4, i64 16
  %935 = load ptr, ptr %934, align 8, !tbaa !162
  %936 = ptrtoint ptr %935 to i64
  %937 = ptrtoint ptr %931 to i64
  %938 = sub i64 %936, %937
  call void @_ZdlPvm(ptr noundef nonnull %931, i64 noundef %938) #29
  br label %939

939:                                              ; preds = %933, %930
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #25
  %940 = invoke noalias noundef nonnull dereferenceable(18) ptr @_Znam(i64 noundef 18) #27
          to label %941 unwind label %1015

941:                                              ; preds = %939
  %942 = getelementptr inbounds i8, ptr %1, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(17) %940, ptr noundef nonnull align 1 dereferenceable(17) @.str.39, i64 17, i1 false)
  %943 = getelementptr inbounds i8, ptr %940, i64 17
  store i8 0, ptr %943, align 1, !tbaa !29
  %944 = load ptr, ptr %942, align 8, !tbaa !9
  store ptr %940, ptr %942, align 8, !tbaa !9
  %945 = icmp eq ptr %944, null
  br i1 %945, label %947, label %946

946:                                              ; preds = %941
  call void @_ZdaPv(ptr noundef nonnull %944) #29
  br label %947

947:                                              ; preds = %946, %941
  invoke void @_ZNK4sycl3_V17handler30getOrInsertHandlerKernelBundleEb(ptr dead_on_unwind nonnull writable sret(%"class.std::shared_ptr.9") align 8 %5, ptr noundef nonnull align 8 dereferenceable(216) %1, i1 noundef zeroext true)
          to label %948 unwind label %1015

948:                                              ; preds = %947
  %949 = getelementptr inbounds i8, ptr %5, i64 8
  %950 = load ptr, ptr %949, align 8, !tbaa !22
  %951 = icmp eq ptr %950, null
  br i1 %951, label %987, label %952

952:                                              ; preds = %948
  %953 = getelementptr inbounds i8, ptr %950, i64 8
  %954 = load atomic i64, ptr %953 acquire, align 8
  %955 = icmp eq i64 %954, 4294967297
  %956 = trunc i64 %954 to i32
  br i1 %955, label %957, label %965

957:                                              ; preds = %952
  store i32 0, ptr %953, align 8, !tbaa !24
  %958 = getelementptr inbounds i8, ptr %950, i64 12
  store i32 0, ptr %958, align 4, !tbaa !26
  %959 = load ptr, ptr %950, align 8, !tbaa !27
  %960 = getelementptr inbounds i8, ptr %959, i64 16
  %961 = load ptr, ptr %960, align 8
  call void %961(ptr noundef nonnull align 8 dereferenceable(16) %950) #25
  %962 = load ptr, ptr %950, align 8, !tbaa !27
  %963 = getelementptr inbounds i8, ptr %962, i64 24
  %964 = load ptr, ptr %963, align 8
  call void %964(ptr noundef nonnull align 8 dereferenceable(16) %950) #25
  br label %987

965:                                              ; preds = %952
  %966 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %967 = icmp eq i8 %966, 0
  br i1 %967, label %970, label %968

968:                                              ; preds = %965
  %969 = add nsw i32 %956, -1
  store i32 %969, ptr %953, align 4, !tbaa !11
  br label %972

970:                                              ; preds = %965
  %971 = atomicrmw volatile add ptr %953, i32 -1 acq_rel, align 4
  br label %972

972:                                              ; preds = %970, %968
  %973 = phi i32 [ %956, %968 ], [ %971, %970 ]
  %974 = icmp eq i32 %973, 1
  br i1 %974, label %975, label %987, !prof !30

975:                                              ; preds = %972
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %950) #25
  br label %987

976:                                              ; preds = %929
  %977 = landingpad { ptr, i32 }
          cleanup
  %978 = load ptr, ptr %4, align 8, !tbaa !160
  %979 = icmp eq ptr %978, null
  br i1 %979, label %986, label %980

980:                                              ; preds = %976
  %981 = getelementptr inbounds i8, ptr %4, i64 16
  %982 = load ptr, ptr %981, align 8, !tbaa !162
  %983 = ptrtoint ptr %982 to i64
  %984 = ptrtoint ptr %978 to i64
  %985 = sub i64 %983, %984
  call void @_ZdlPvm(ptr noundef nonnull %978, i64 noundef %985) #29
  br label %986

986:                                              ; preds = %980, %976
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #25
  br label %1017

987:                                              ; preds = %975, %972, %957, %948
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5)
  %988 = load ptr, ptr %854, align 8, !tbaa !22
  %989 = icmp eq ptr %988, null
  br i1 %989, label %1014, label %990

990:                                              ; preds = %987
  %991 = getelementptr inbounds i8, ptr %988, i64 8
  %992 = load atomic i64, ptr %991 acquire, align 8
  %993 = icmp eq i64 %992, 4294967297
  %994 = trunc i64 %992 to i32
  br i1 %993, label %995, label %1003

995:                                              ; preds = %990
  store i32 0, ptr %991, align 8, !tbaa !24
  %996 = getelementptr inbounds i8, ptr %988, i64 12
  store i32 0, ptr %996, align 4, !tbaa !26
  %997 = load ptr, ptr %988, align 8, !tbaa !27
  %998 = getelementptr inbounds i8, ptr %997, i64 16
  %999 = load ptr, ptr %998, align 8
  call void %999(ptr noundef nonnull align 8 dereferenceable(16) %988) #25
  %1000 = load ptr, ptr %988, align 8, !tbaa !27
  %1001 = getelementptr inbounds i8, ptr %1000, i64 24
  %1002 = load ptr, ptr %1001, align 8
  call void %1002(ptr noundef nonnull align 8 dereferenceable(16) %988) #25
  br label %1014

1003:                                             ; preds = %990
  %1004 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %1005 = icmp eq i8 %1004, 0
  br i1 %1005, label %1008, label %1006

1006:                                             ; preds = %1003
  %1007 = add nsw i32 %994, -1
  store i32 %1007, ptr %991, align 4, !tbaa !11
  br label %1010

1008:                                             ; preds = %1003
  %1009 = atomicrmw volatile add ptr %991, i32 -1 acq_rel, align 4
  br label %1010

1010:                                             ; preds = %1008, %1006
  %1011 = phi i32 [ %994, %1006 ], [ %1009, %1008 ]
  %1012 = icmp eq i32 %1011, 1
  br i1 %1012, label %1013, label %1014, !prof !30

1013:                                             ; preds = %1010
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %988) #25
  br label %1014

1014:                                             ; preds = %1013, %1010, %995, %987
  invoke void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef 1)
          to label %1021 unwind label %1048

1015:                                             ; preds = %947, %939, %928, %923, %922, %852
  %1016 = landingpad { ptr, i32 }
          cleanup
  br label %1017

1017:                                             ; preds = %1015, %986
  %1018 = phi { ptr, i32 } [ %1016, %1015 ], [ %977, %986 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_2idILi1EEENS0_14kernel_handlerEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(36) %15) #25
  br label %1019

1019:                                             ; preds = %1017, %779
  %1020 = phi { ptr, i32 } [ %780, %779 ], [ %1018, %1017 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #25
  br label %1050

1021:                                             ; preds = %1014, %772
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #25
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %13)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %14)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %15)
  %1022 = load ptr, ptr %426, align 8, !tbaa !22
  %1023 = icmp eq ptr %1022, null
  br i1 %1023, label %1052, label %1024

1024:                                             ; preds = %1021
  %1025 = getelementptr inbounds i8, ptr %1022, i64 8
  %1026 = load atomic i64, ptr %1025 acquire, align 8
  %1027 = icmp eq i64 %1026, 4294967297
  %1028 = trunc i64 %1026 to i32
  br i1 %1027, label %1029, label %1037

1029:                                             ; preds = %1024
  store i32 0, ptr %1025, align 8, !tbaa !24
  %1030 = getelementptr inbounds i8, ptr %1022, i64 12
  store i32 0, ptr %1030, align 4, !tbaa !26
  %1031 = load ptr, ptr %1022, align 8, !tbaa !27
  %1032 = getelementptr inbounds i8, ptr %1031, i64 16
  %1033 = load ptr, ptr %1032, align 8
  call void %1033(ptr noundef nonnull align 8 dereferenceable(16) %1022) #25
  %1034 = load ptr, ptr %1022, align 8, !tbaa !27
  %1035 = getelementptr inbounds i8, ptr %1034, i64 24
  %1036 = load ptr, ptr %1035, align 8
  call void %1036(ptr noundef nonnull align 8 dereferenceable(16) %1022) #25
  br label %1052

1037:                                             ; preds = %1024
  %1038 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %1039 = icmp eq i8 %1038, 0
  br i1 %1039, label %1042, label %1040

1040:                                             ; preds = %1037
  %1041 = add nsw i32 %1028, -1
  store i32 %1041, ptr %1025, align 4, !tbaa !11
  br label %1044

1042:                                             ; preds = %1037
  %1043 = atomicrmw volatile add ptr %1025, i32 -1 acq_rel, align 4
  br label %1044

1044:                                             ; preds = %1042, %1040
  %1045 = phi i32 [ %1028, %1040 ], [ %1043, %1042 ]
  %1046 = icmp eq i32 %1045, 1
  br i1 %1046, label %1047, label %1052, !prof !30

1047:                                             ; preds = %1044
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1022) #25
  br label %1052

1048:                                             ; preds = %1014, %850, %849, %848, %443, %439, %425
  %1049 = landingpad { ptr, i32 }
          cleanup
  br label %1050

1050:                                             ; preds = %1048, %1019, %441
  %1051 = phi { ptr, i32 } [ %1049, %1048 ], [ %442, %441 ], [ %1020, %1019 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_2idILi1EEENS0_14kernel_handlerEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(36) %16) #25
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_2idILi1EEENS0_14kernel_handlerEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(36) %27) #25
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %27) #25
  br label %1114

1052:                                             ; preds = %1047, %1044, %1029, %1021
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %16)
  %1053 = load ptr, ptr %387, align 8, !tbaa !22
  %1054 = icmp eq ptr %1053, null
  br i1 %1054, label %1079, label %1055

1055:                                             ; preds = %1052
  %1056 = getelementptr inbounds i8, ptr %1053, i64 8
  %1057 = load atomic i64, ptr %1056 acquire, align 8
  %1058 = icmp eq i64 %1057, 4294967297
  %1059 = trunc i64 %1057 to i32
  br i1 %1058, label %1060, label %1068

1060:                                             ; preds = %1055
  store i32 0, ptr %1056, align 8, !tbaa !24
  %1061 = getelementptr inbounds i8, ptr %1053, i64 12
  store i32 0, ptr %1061, align 4, !tbaa !26
  %1062 = load ptr, ptr %1053, align 8, !tbaa !27
  %1063 = getelementptr inbounds i8, ptr %1062, i64 16
  %1064 = load ptr, ptr %1063, align 8
  call void %1064(ptr noundef nonnull align 8 dereferenceable(16) %1053) #25
  %1065 = load ptr, ptr %1053, align 8, !tbaa !27
  %1066 = getelementptr inbounds i8, ptr %1065, i64 24
  %1067 = load ptr, ptr %1066, align 8
  call void %1067(ptr noundef nonnull align 8 dereferenceable(16) %1053) #25
  br label %1079

1068:                                             ; preds = %1055
  %1069 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %1070 = icmp eq i8 %1069, 0
  br i1 %1070, label %1073, label %1071

1071:                                             ; preds = %1068
  %1072 = add nsw i32 %1059, -1
  store i32 %1072, ptr %1056, align 4, !tbaa !11
  br label %1075

1073:                                             ; preds = %1068
  %1074 = atomicrmw volatile add ptr %1056, i32 -1 acq_rel, align 4
  br label %1075

1075:                                             ; preds = %1073, %1071
  %1076 = phi i32 [ %1059, %1071 ], [ %1074, %1073 ]
  %1077 = icmp eq i32 %1076, 1
  br i1 %1077, label %1078, label %1079, !prof !30

1078:                                             ; preds = %1075
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1053) #25
  br label %1079

1079:                                             ; preds = %1078, %1075, %1060, %1052
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %27) #25
  %1080 = load ptr, ptr %388, align 8, !tbaa !22
  %1081 = icmp eq ptr %1080, null
  br i1 %1081, label %1118, label %1082

1082:                                             ; preds = %1079
  %1083 = getelementptr inbounds i8, ptr %1080, i64 8
  %1084 = load atomic i64, ptr %1083 acquire, align 8
  %1085 = icmp eq i64 %1084, 4294967297
  %1086 = trunc i64 %1084 to i32
  br i1 %1085, label %1087, label %1095

1087:                                             ; preds = %1082
  store i32 0, ptr %1083, align 8, !tbaa !24
  %1088 = getelementptr inbounds i8, ptr %1080, i64 12
  store i32 0, ptr %1088, align 4, !tbaa !26
  %1089 = load ptr, ptr %1080, align 8, !tbaa !27
  %1090 = getelementptr inbounds i8, ptr %1089, i64 16
  %1091 = load ptr, ptr %1090, align 8
  call void %1091(ptr noundef nonnull align 8 dereferenceable(16) %1080) #25
  %1092 = load ptr, ptr %1080, align 8, !tbaa !27
  %1093 = getelementptr inbounds i8, ptr %1092, i64 24
  %1094 = load ptr, ptr %1093, align 8
  call void %1094(ptr noundef nonnull align 8 dereferenceable(16) %1080) #25
  br label %1118

1095:                                             ; preds = %1082
  %1096 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %1097 = icmp eq i8 %1096, 0
  br i1 %1097, label %1100, label %1098

1098:                                             ; preds = %1095
  %1099 = add nsw i32 %1086, -1
  store i32 %1099, ptr %1083, align 4, !tbaa !11
  br label %1102

1100:                                             ; preds = %1095
  %1101 = atomicrmw volatile add ptr %1083, i32 -1 acq_rel, align 4
  br label %1102

1102:                                             ; preds = %1100, %1098
  %1103 = phi i32 [ %1086, %1098 ], [ %1101, %1100 ]
  %1104 = icmp eq i32 %1103, 1
  br i1 %1104, label %1105, label %1118, !prof !30

1105:                                             ; preds = %1102
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1080) #25
  br label %1118

1106:                                             ; preds = %2
  %1107 = landingpad { ptr, i32 }
          cleanup
  br label %1108

1108:                                             ; preds = %1106, %33
  %1109 = phi { ptr, i32 } [ %1107, %1106 ], [ %34, %33 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %26) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %26) #25
  br label %1116

1110:                                             ; preds = %85, %84
  %1111 = landingpad { ptr, i32 }
          cleanup
  br label %1114

1112:                                             ; preds = %237, %233, %225
  %1113 = landingpad { ptr, i32 }
          cleanup
  br label %1114

1114:                                             ; preds = %1112, %1110, %1050, %235
  %1115 = phi { ptr, i32 } [ %1111, %1110 ], [ %1051, %1050 ], [ %1113, %1112 ], [ %236, %235 ]
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %25) #25
  br label %1116

1116:                                             ; preds = %1114, %1108
  %1117 = phi { ptr, i32 } [ %1115, %1114 ], [ %1109, %1108 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %25) #25
  resume { ptr, i32 } %1117

1118:                                             ; preds = %1079, %1087, %1102, %1105
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %25) #25
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal noundef zeroext i1 @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E0_E10_M_managerERSt9_Any_dataRKS7_St18_Manager_operation(ptr nocapture noundef nonnull writeonly align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) #21 align 2 personality ptr @__gxx_personality_v0 {
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
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull readonly align 8 dereferenceable(16) %1, i64 16, i1 false), !tbaa.struct !248
  br label %7

7:                                                ; preds = %3, %6, %5, %4
  ret i1 false
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define internal fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_2idILi1EEENS0_14kernel_handlerEE_D2Ev(ptr nocapture noundef nonnull readonly align 8 dereferenceable(36) %0) unnamed_addr #7 align 2 personality ptr @__gxx_personality_v0 {
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
  store i32 %22, ptr %6, align 4, !tbaa !11
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

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #7 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  store i32 %22, ptr %6, align 4, !tbaa !11
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
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIiLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi1ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range.81", align 8
  %8 = alloca %"class.sycl::_V1::range.81", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %11 = load i64, ptr %10, align 8
  store i64 %11, ptr %7, align 8, !tbaa !5, !alias.scope !249
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 1, ptr %12, align 8, !tbaa !5, !alias.scope !249
  %13 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %13, align 8, !tbaa !5, !alias.scope !249
  store i64 %11, ptr %8, align 8, !tbaa !5, !alias.scope !252
  %14 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 1, ptr %14, align 8, !tbaa !5, !alias.scope !252
  %15 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %15, align 8, !tbaa !5, !alias.scope !252
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
  br i1 %26, label %27, label %28, !prof !30

27:                                               ; preds = %25
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #26
  unreachable

28:                                               ; preds = %25
  %29 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %23) #27
  br label %30

30:                                               ; preds = %47, %28
  %31 = phi ptr [ %49, %47 ], [ %29, %28 ]
  %32 = phi ptr [ %48, %47 ], [ %20, %28 ]
  %33 = load ptr, ptr %32, align 8, !tbaa !176
  store ptr %33, ptr %31, align 8, !tbaa !176
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = getelementptr inbounds i8, ptr %32, i64 8
  %36 = load ptr, ptr %35, align 8, !tbaa !22
  store ptr %36, ptr %34, align 8, !tbaa !22
  %37 = icmp eq ptr %36, null
  br i1 %37, label %47, label %38

38:                                               ; preds = %30
  %39 = getelementptr inbounds i8, ptr %36, i64 8
  %40 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
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
  br i1 %50, label %51, label %30, !llvm.loop !178

51:                                               ; preds = %47, %5
  %52 = phi ptr [ null, %5 ], [ %29, %47 ]
  %53 = phi ptr [ null, %5 ], [ %49, %47 ]
  %54 = getelementptr inbounds i8, ptr %52, i64 %23
  store i64 %16, ptr %9, align 8
  %55 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %52, ptr %55, align 8, !tbaa !19
  %56 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %53, ptr %56, align 8, !tbaa !21
  %57 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %54, ptr %57, align 8, !tbaa !32
  %58 = load ptr, ptr %1, align 8, !tbaa !101
  %59 = icmp eq ptr %58, null
  br i1 %59, label %60, label %61

60:                                               ; preds = %51
  tail call void @__assert_fail(ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.12, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS7_) #28
  unreachable

61:                                               ; preds = %51
  %62 = and i64 %16, 16
  %63 = icmp eq i64 %62, 0
  %64 = select i1 %63, i32 1025, i32 1027
  %65 = getelementptr inbounds i8, ptr %1, i64 24
  %66 = load i64, ptr %65, align 8, !tbaa !93
  %67 = getelementptr inbounds i8, ptr %1, i64 32
  %68 = load i8, ptr %67, align 8, !tbaa !100, !range !61, !noundef !62
  %69 = trunc nuw i8 %68 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.81") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.81") align 8 %8, i32 noundef %64, ptr noundef nonnull %58, i32 noundef 1, i32 noundef 4, i64 noundef %66, i1 noundef zeroext %69, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %70 unwind label %206

70:                                               ; preds = %61
  %71 = icmp eq ptr %52, %53
  br i1 %71, label %106, label %72

72:                                               ; preds = %70, %101
  %73 = phi ptr [ %102, %101 ], [ %52, %70 ]
  %74 = getelementptr inbounds i8, ptr %73, i64 8
  %75 = load ptr, ptr %74, align 8, !tbaa !22
  %76 = icmp eq ptr %75, null
  br i1 %76, label %101, label %77

77:                                               ; preds = %72
  %78 = getelementptr inbounds i8, ptr %75, i64 8
  %79 = load atomic i64, ptr %78 acquire, align 8
  %80 = icmp eq i64 %79, 4294967297
  %81 = trunc i64 %79 to i32
  br i1 %80, label %82, label %90

82:                                               ; preds = %77
  store i32 0, ptr %78, align 8, !tbaa !24
  %83 = getelementptr inbounds i8, ptr %75, i64 12
  store i32 0, ptr %83, align 4, !tbaa !26
  %84 = load ptr, ptr %75, align 8, !tbaa !27
  %85 = getelementptr inbounds i8, ptr %84, i64 16
  %86 = load ptr, ptr %85, align 8
  tail call void %86(ptr noundef nonnull align 8 dereferenceable(16) %75) #25
  %87 = load ptr, ptr %75, align 8, !tbaa !27
  %88 = getelementptr inbounds i8, ptr %87, i64 24
  %89 = load ptr, ptr %88, align 8
  tail call void %89(ptr noundef nonnull align 8 dereferenceable(16) %75) #25
  br label %101

90:                                               ; preds = %77
  %91 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
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
  br i1 %99, label %100, label %101, !prof !30

100:                                              ; preds = %97
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %75) #25
  br label %101

101:                                              ; preds = %100, %97, %82, %72
  %102 = getelementptr inbounds i8, ptr %73, i64 16
  %103 = icmp eq ptr %102, %53
  br i1 %103, label %104, label %72, !llvm.loop !31

104:                                              ; preds = %101
  %105 = load ptr, ptr %55, align 8, !tbaa !19
  br label %106

106:                                              ; preds = %104, %70
  %107 = phi ptr [ %105, %104 ], [ %52, %70 ]
  %108 = icmp eq ptr %107, null
  br i1 %108, label %114, label %109

109:                                              ; preds = %106
  %110 = load ptr, ptr %57, align 8, !tbaa !32
  %111 = ptrtoint ptr %110 to i64
  %112 = ptrtoint ptr %107 to i64
  %113 = sub i64 %111, %112
  tail call void @_ZdlPvm(ptr noundef nonnull %107, i64 noundef %113) #29
  br label %114

114:                                              ; preds = %106, %109
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #25
  %115 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr null, ptr %115, align 8, !tbaa !255
  %116 = load ptr, ptr %18, align 8, !tbaa !9
  %117 = load ptr, ptr %17, align 8, !tbaa !9
  %118 = ptrtoint ptr %116 to i64
  %119 = ptrtoint ptr %117 to i64
  %120 = sub i64 %118, %119
  %121 = icmp eq ptr %116, %117
  br i1 %121, label %182, label %122

122:                                              ; preds = %114
  %123 = icmp ugt i64 %120, 9223372036854775792
  br i1 %123, label %124, label %126, !prof !30

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
  %131 = load ptr, ptr %130, align 8, !tbaa !176
  store ptr %131, ptr %129, align 8, !tbaa !176
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
  br i1 %148, label %149, label %128, !llvm.loop !178

149:                                              ; preds = %145, %178
  %150 = phi ptr [ %179, %178 ], [ %127, %145 ]
  %151 = getelementptr inbounds i8, ptr %150, i64 8
  %152 = load ptr, ptr %151, align 8, !tbaa !22
  %153 = icmp eq ptr %152, null
  br i1 %153, label %178, label %154

154:                                              ; preds = %149
  %155 = getelementptr inbounds i8, ptr %152, i64 8
  %156 = load atomic i64, ptr %155 acquire, align 8
  %157 = icmp eq i64 %156, 4294967297
  %158 = trunc i64 %156 to i32
  br i1 %157, label %159, label %167

159:                                              ; preds = %154
  store i32 0, ptr %155, align 8, !tbaa !24
  %160 = getelementptr inbounds i8, ptr %152, i64 12
  store i32 0, ptr %160, align 4, !tbaa !26
  %161 = load ptr, ptr %152, align 8, !tbaa !27
  %162 = getelementptr inbounds i8, ptr %161, i64 16
  %163 = load ptr, ptr %162, align 8
  tail call void %163(ptr noundef nonnull align 8 dereferenceable(16) %152) #25
  %164 = load ptr, ptr %152, align 8, !tbaa !27
  %165 = getelementptr inbounds i8, ptr %164, i64 24
  %166 = load ptr, ptr %165, align 8
  tail call void %166(ptr noundef nonnull align 8 dereferenceable(16) %152) #25
  br label %178

167:                                              ; preds = %154
  %168 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
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
  br i1 %176, label %177, label %178, !prof !30

177:                                              ; preds = %174
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %152) #25
  br label %178

178:                                              ; preds = %177, %174, %159, %149
  %179 = getelementptr inbounds i8, ptr %150, i64 16
  %180 = icmp eq ptr %150, %129
  br i1 %180, label %181, label %149, !llvm.loop !31

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
  store ptr %184, ptr %115, align 8, !tbaa !255
  %186 = load ptr, ptr %1, align 8, !tbaa !101
  %187 = icmp eq ptr %186, null
  br i1 %187, label %188, label %189

188:                                              ; preds = %185
  tail call void @__assert_fail(ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.12, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS7_) #28
  unreachable

189:                                              ; preds = %185
  %190 = load ptr, ptr %0, align 8, !tbaa !140
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

declare void @_ZN4sycl3_V17handler20setStateSpecConstSetEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #3

declare noundef zeroext i1 @_ZNK4sycl3_V17handler27isStateExplicitKernelBundleEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #3

; Function Attrs: inlinehint mustprogress nounwind uwtable
define internal fastcc void @_ZN4sycl3_V16detail24RoundedRangeKernelWithKHINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE0_clES6_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_ED2Ev(ptr nocapture noundef nonnull readonly align 8 dereferenceable(48) %0) unnamed_addr #7 align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
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
  store i32 %22, ptr %6, align 4, !tbaa !11
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
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI11HandlerReadEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv(ptr dead_on_unwind noalias writable sret(%"class.std::vector.110") align 8 %0) local_unnamed_addr #5 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"struct.sycl::_V1::detail::kernel_param_desc_t", align 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, i8 0, i64 24, i1 false)
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = tail call noalias noundef nonnull dereferenceable(48) ptr @_Znwm(i64 noundef 48) #27
  store ptr %4, ptr %0, align 8, !tbaa !160
  %5 = getelementptr inbounds i8, ptr %4, i64 48
  store ptr %5, ptr %3, align 8, !tbaa !162
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 34359738369, ptr %2, align 8
  store i32 0, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !191
  %8 = getelementptr inbounds i8, ptr %4, i64 12
  store ptr %8, ptr %7, align 8, !tbaa !194
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 17446157156352, ptr %2, align 8
  store i32 8, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %8, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !191
  %9 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr %9, ptr %7, align 8, !tbaa !194
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 17179869185, ptr %2, align 8
  store i32 40, ptr %6, align 8
  %10 = load ptr, ptr %3, align 8, !tbaa !162
  %11 = icmp eq ptr %9, %10
  br i1 %11, label %15, label %12

12:                                               ; preds = %1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %9, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !191
  %13 = load ptr, ptr %7, align 8, !tbaa !194
  %14 = getelementptr inbounds i8, ptr %13, i64 12
  store ptr %14, ptr %7, align 8, !tbaa !194
  br label %18

15:                                               ; preds = %1
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr nonnull %9, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %16 unwind label %27

16:                                               ; preds = %15
  %17 = load ptr, ptr %7, align 8, !tbaa !9
  br label %18

18:                                               ; preds = %16, %12
  %19 = phi ptr [ %17, %16 ], [ %14, %12 ]
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 34359738372, ptr %2, align 8
  store i32 0, ptr %6, align 8
  %20 = load ptr, ptr %3, align 8, !tbaa !162
  %21 = icmp eq ptr %19, %20
  br i1 %21, label %25, label %22

22:                                               ; preds = %18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %19, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !191
  %23 = load ptr, ptr %7, align 8, !tbaa !194
  %24 = getelementptr inbounds i8, ptr %23, i64 12
  store ptr %24, ptr %7, align 8, !tbaa !194
  br label %26

25:                                               ; preds = %18
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %19, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %26 unwind label %27

26:                                               ; preds = %25, %22
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  ret void

27:                                               ; preds = %15, %25
  %28 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  %29 = load ptr, ptr %0, align 8, !tbaa !160
  %30 = icmp eq ptr %29, null
  br i1 %30, label %36, label %31

31:                                               ; preds = %27
  %32 = load ptr, ptr %3, align 8, !tbaa !162
  %33 = ptrtoint ptr %32 to i64
  %34 = ptrtoint ptr %29 to i64
  %35 = sub i64 %33, %34
  call void @_ZdlPvm(ptr noundef nonnull %29, i64 noundef %35) #29
  br label %36

36:                                               ; preds = %27, %31
  resume { ptr, i32 } %28
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelINS1_24RoundedRangeKernelWithKHINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE0_clES7_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_EES5_Li1EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(56) %0) unnamed_addr #19 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelINS1_24RoundedRangeKernelWithKHINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE0_clES7_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_EES5_Li1EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(56) %0) unnamed_addr #6 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_24RoundedRangeKernelWithKHINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE0_clES7_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_EES5_Li1EEE, i64 16), ptr %0, align 8, !tbaa !27
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
  store i32 %22, ptr %6, align 4, !tbaa !11
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
define internal void @_ZN4sycl3_V16detail10HostKernelINS1_24RoundedRangeKernelWithKHINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE0_clES7_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_EES5_Li1EED0Ev(ptr noundef nonnull align 8 dereferenceable(56) %0) unnamed_addr #6 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_24RoundedRangeKernelWithKHINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE0_clES7_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_EES5_Li1EEE, i64 16), ptr %0, align 8, !tbaa !27
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
  store i32 %22, ptr %6, align 4, !tbaa !11
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
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 56) #29
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelINS1_24RoundedRangeKernelWithKHINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE0_clES7_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_EES5_Li1EE23InstantiateKernelOnHostEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(56) %0) unnamed_addr #5 align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.sycl::_V1::detail::RoundedRangeKernelWithKH.188", align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load i64, ptr %3, align 8
  store i64 %4, ptr %2, align 8
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = load ptr, ptr %6, align 8, !tbaa !140
  store ptr %7, ptr %5, align 8, !tbaa !140
  %8 = getelementptr inbounds i8, ptr %2, i64 16
  %9 = getelementptr inbounds i8, ptr %0, i64 24
  %10 = load ptr, ptr %9, align 8, !tbaa !22
  store ptr %10, ptr %8, align 8, !tbaa !22
  %11 = icmp eq ptr %10, null
  br i1 %11, label %22, label %12

12:                                               ; preds = %1
  %13 = getelementptr inbounds i8, ptr %10, i64 8
  %14 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
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
  %28 = load i32, ptr %27, align 8, !tbaa !228
  store i32 %28, ptr %26, align 8, !tbaa !228
  %29 = icmp eq i64 %23, 0
  br i1 %29, label %39, label %30

30:                                               ; preds = %22
  %31 = tail call ptr @__cxa_allocate_exception(i64 64) #25
  %32 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 12) #25
  %33 = extractvalue { i32, ptr } %32, 0
  %34 = extractvalue { i32, ptr } %32, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %31, i32 %33, ptr %34, ptr noundef nonnull @.str.24)
          to label %35 unwind label %37

35:                                               ; preds = %30
  invoke void @__cxa_throw(ptr nonnull %31, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #26
          to label %36 unwind label %67

36:                                               ; preds = %35
  unreachable

37:                                               ; preds = %30
  %38 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %31) #25
  br label %69

39:                                               ; preds = %22
  %40 = load ptr, ptr %8, align 8, !tbaa !22
  %41 = icmp eq ptr %40, null
  br i1 %41, label %66, label %42

42:                                               ; preds = %39
  %43 = getelementptr inbounds i8, ptr %40, i64 8
  %44 = load atomic i64, ptr %43 acquire, align 8
  %45 = icmp eq i64 %44, 4294967297
  %46 = trunc i64 %44 to i32
  br i1 %45, label %47, label %55

47:                                               ; preds = %42
  store i32 0, ptr %43, align 8, !tbaa !24
  %48 = getelementptr inbounds i8, ptr %40, i64 12
  store i32 0, ptr %48, align 4, !tbaa !26
  %49 = load ptr, ptr %40, align 8, !tbaa !27
  %50 = getelementptr inbounds i8, ptr %49, i64 16
  %51 = load ptr, ptr %50, align 8
  tail call void %51(ptr noundef nonnull align 8 dereferenceable(16) %40) #25
  %52 = load ptr, ptr %40, align 8, !tbaa !27
  %53 = getelementptr inbounds i8, ptr %52, i64 24
  %54 = load ptr, ptr %53, align 8
  tail call void %54(ptr noundef nonnull align 8 dereferenceable(16) %40) #25
  br label %66

55:                                               ; preds = %42
  %56 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %57 = icmp eq i8 %56, 0
  br i1 %57, label %60, label %58

58:                                               ; preds = %55
  %59 = add nsw i32 %46, -1
  store i32 %59, ptr %43, align 4, !tbaa !11
  br label %62

60:                                               ; preds = %55
  %61 = atomicrmw volatile add ptr %43, i32 -1 acq_rel, align 4
  br label %62

62:                                               ; preds = %60, %58
  %63 = phi i32 [ %46, %58 ], [ %61, %60 ]
  %64 = icmp eq i32 %63, 1
  br i1 %64, label %65, label %66, !prof !30

65:                                               ; preds = %62
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %40) #25
  br label %66

66:                                               ; preds = %39, %47, %62, %65
  ret void

67:                                               ; preds = %35
  %68 = landingpad { ptr, i32 }
          cleanup
  br label %69

69:                                               ; preds = %37, %67
  %70 = phi { ptr, i32 } [ %68, %67 ], [ %38, %37 ]
  call fastcc void @_ZN4sycl3_V16detail24RoundedRangeKernelWithKHINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE0_clES6_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_ED2Ev(ptr noundef nonnull align 8 dereferenceable(48) %2) #25
  resume { ptr, i32 } %70
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19getKernelParamDescsI11HandlerReadEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind noalias writable sret(%"class.std::vector.110") align 8 %0) local_unnamed_addr #5 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"struct.sycl::_V1::detail::kernel_param_desc_t", align 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, i8 0, i64 24, i1 false)
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = tail call noalias noundef nonnull dereferenceable(36) ptr @_Znwm(i64 noundef 36) #27
  store ptr %4, ptr %0, align 8, !tbaa !160
  %5 = getelementptr inbounds i8, ptr %4, i64 36
  store ptr %5, ptr %3, align 8, !tbaa !162
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 17446157156352, ptr %2, align 8
  store i32 0, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !191
  %8 = getelementptr inbounds i8, ptr %4, i64 12
  store ptr %8, ptr %7, align 8, !tbaa !194
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 17179869185, ptr %2, align 8
  store i32 32, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %8, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !191
  %9 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr %9, ptr %7, align 8, !tbaa !194
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 34359738372, ptr %2, align 8
  store i32 0, ptr %6, align 8
  %10 = load ptr, ptr %3, align 8, !tbaa !162
  %11 = icmp eq ptr %9, %10
  br i1 %11, label %15, label %12

12:                                               ; preds = %1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %9, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !191
  %13 = load ptr, ptr %7, align 8, !tbaa !194
  %14 = getelementptr inbounds i8, ptr %13, i64 12
  store ptr %14, ptr %7, align 8, !tbaa !194
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
  %19 = load ptr, ptr %0, align 8, !tbaa !160
  %20 = icmp eq ptr %19, null
  br i1 %20, label %26, label %21

21:                                               ; preds = %17
  %22 = load ptr, ptr %3, align 8, !tbaa !162
  %23 = ptrtoint ptr %22 to i64
  %24 = ptrtoint ptr %19 to i64
  %25 = sub i64 %23, %24
  call void @_ZdlPvm(ptr noundef nonnull %19, i64 noundef %25) #29
  br label %26

26:                                               ; preds = %17, %21
  resume { ptr, i32 } %18
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(48) %0) unnamed_addr #19 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(48) %0) unnamed_addr #6 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %0, align 8, !tbaa !27
  %2 = getelementptr inbounds i8, ptr %0, i64 16
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
  store i32 %22, ptr %6, align 4, !tbaa !11
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
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(48) %0) unnamed_addr #6 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %0, align 8, !tbaa !27
  %2 = getelementptr inbounds i8, ptr %0, i64 16
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
  store i32 %22, ptr %6, align 4, !tbaa !11
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
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 48) #29
  ret void
}

; Function Attrs: mustprogress noreturn uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(48) %0) unnamed_addr #20 align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %class.anon.186, align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !140
  store ptr %4, ptr %2, align 8, !tbaa !140
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
  %23 = load i32, ptr %22, align 8, !tbaa !228
  store i32 %23, ptr %21, align 8, !tbaa !228
  %24 = tail call ptr @__cxa_allocate_exception(i64 64) #25
  %25 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 12) #25
  %26 = extractvalue { i32, ptr } %25, 0
  %27 = extractvalue { i32, ptr } %25, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %24, i32 %26, ptr %27, ptr noundef nonnull @.str.24)
          to label %28 unwind label %30

28:                                               ; preds = %18
  invoke void @__cxa_throw(ptr nonnull %24, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #26
          to label %29 unwind label %32

29:                                               ; preds = %28
  unreachable

30:                                               ; preds = %18
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
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_2idILi1EEENS0_14kernel_handlerEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(36) %2) #25
  resume { ptr, i32 } %35
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #22

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #23

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #24

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #24

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #24

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #24

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #24

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { inlinehint mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
attributes #20 = { mustprogress noreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #21 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #22 = { nofree nounwind }
attributes #23 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #24 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!16, !10, i64 24}
!16 = !{!"_ZTSSt8functionIFvN4sycl3_V114exception_listEEE", !17, i64 0, !10, i64 24}
!17 = !{!"_ZTSSt14_Function_base", !7, i64 0, !10, i64 16}
!18 = !{!17, !10, i64 16}
!19 = !{!20, !10, i64 0}
!20 = !{!"_ZTSNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EE17_Vector_impl_dataE", !10, i64 0, !10, i64 8, !10, i64 16}
!21 = !{!20, !10, i64 8}
!22 = !{!23, !10, i64 0}
!23 = !{!"_ZTSSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EE", !10, i64 0}
!24 = !{!25, !12, i64 8}
!25 = !{!"_ZTSSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE", !12, i64 8, !12, i64 12}
!26 = !{!25, !12, i64 12}
!27 = !{!28, !28, i64 0}
!28 = !{!"vtable pointer", !8, i64 0}
!29 = !{!7, !7, i64 0}
!30 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!31 = distinct !{!31, !14}
!32 = !{!20, !10, i64 16}
!33 = !{!34, !10, i64 0}
!34 = !{!"_ZTSN4sycl3_V16detail13code_locationE", !10, i64 0, !10, i64 8, !6, i64 16, !6, i64 24}
!35 = !{!36}
!36 = distinct !{!36, !37, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!37 = distinct !{!37, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!38 = !{!34, !10, i64 8}
!39 = !{!34, !6, i64 16}
!40 = !{!34, !6, i64 24}
!41 = !{!42}
!42 = distinct !{!42, !43, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!43 = distinct !{!43, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!44 = !{!45}
!45 = distinct !{!45, !46, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!46 = distinct !{!46, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!47 = !{!48}
!48 = distinct !{!48, !49, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!49 = distinct !{!49, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!50 = !{!51}
!51 = distinct !{!51, !52, !"_ZN4sycl3_V15queue6submitIZL5scaleRS1_RKNS0_13kernel_bundleILNS0_12bundle_stateE2EEERNS0_6bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvEEiEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_SG_EENS0_5eventEE4typeESJ_RKNSA_13code_locationE: argument 0"}
!52 = distinct !{!52, !"_ZN4sycl3_V15queue6submitIZL5scaleRS1_RKNS0_13kernel_bundleILNS0_12bundle_stateE2EEERNS0_6bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvEEiEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_SG_EENS0_5eventEE4typeESJ_RKNSA_13code_locationE"}
!53 = !{!54, !51}
!54 = distinct !{!54, !55, !"_ZN4sycl3_V15queue17submit_with_eventIZL5scaleRS1_RKNS0_13kernel_bundleILNS0_12bundle_stateE2EEERNS0_6bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvEEiEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_SG_EENS0_5eventEE4typeESJ_PS1_RKNSA_13code_locationE: argument 0"}
!55 = distinct !{!55, !"_ZN4sycl3_V15queue17submit_with_eventIZL5scaleRS1_RKNS0_13kernel_bundleILNS0_12bundle_stateE2EEERNS0_6bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvEEiEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_SG_EENS0_5eventEE4typeESJ_PS1_RKNSA_13code_locationE"}
!56 = !{!57, !10, i64 24}
!57 = !{!"_ZTSSt8functionIFvRN4sycl3_V17handlerEEE", !17, i64 0, !10, i64 24}
!58 = !{!59, !60, i64 0}
!59 = !{!"_ZTSN4sycl3_V16detail14tls_code_loc_tE", !60, i64 0}
!60 = !{!"bool", !7, i64 0}
!61 = !{i8 0, i8 2}
!62 = !{}
!63 = !{!64}
!64 = distinct !{!64, !65, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!65 = distinct !{!65, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!66 = !{!67}
!67 = distinct !{!67, !68, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE: argument 0"}
!68 = distinct !{!68, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE"}
!69 = !{!70, !67}
!70 = distinct !{!70, !71, !"_ZN4sycl3_V15queue17submit_with_eventIZ4mainEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_PS1_RKNS0_6detail13code_locationE: argument 0"}
!71 = distinct !{!71, !"_ZN4sycl3_V15queue17submit_with_eventIZ4mainEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_PS1_RKNS0_6detail13code_locationE"}
!72 = !{!73}
!73 = distinct !{!73, !74, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!74 = distinct !{!74, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!75 = !{!76}
!76 = distinct !{!76, !77, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE: argument 0"}
!77 = distinct !{!77, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE"}
!78 = !{!79, !76}
!79 = distinct !{!79, !80, !"_ZN4sycl3_V15queue17submit_with_eventIZ4mainEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_PS1_RKNS0_6detail13code_locationE: argument 0"}
!80 = distinct !{!80, !"_ZN4sycl3_V15queue17submit_with_eventIZ4mainEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_PS1_RKNS0_6detail13code_locationE"}
!81 = distinct !{!81, !14}
!82 = distinct !{!82, !14}
!83 = !{!84}
!84 = distinct !{!84, !85, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIiEEiEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!85 = distinct !{!85, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIiEEiEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!86 = !{!87, !6, i64 0}
!87 = !{!"_ZTSN4sycl3_V16detail17aligned_allocatorIiEE", !6, i64 0}
!88 = !{!89, !6, i64 16}
!89 = !{!"_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE", !90, i64 0, !87, i64 8, !6, i64 16}
!90 = !{!"_ZTSN4sycl3_V16detail19SYCLMemObjAllocatorE"}
!91 = !{!92, !10, i64 0}
!92 = !{!"_ZTSSt10_Head_baseILm0EPN4sycl3_V16detail19SYCLMemObjAllocatorELb0EE", !10, i64 0}
!93 = !{!94, !6, i64 24}
!94 = !{!"_ZTSN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvEE", !95, i64 0, !98, i64 16, !6, i64 24, !60, i64 32}
!95 = !{!"_ZTSN4sycl3_V16detail12buffer_plainE", !96, i64 0}
!96 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail11buffer_implEE", !97, i64 0}
!97 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail11buffer_implELN9__gnu_cxx12_Lock_policyE2EE", !10, i64 0, !23, i64 8}
!98 = !{!"_ZTSN4sycl3_V15rangeILi1EEE", !99, i64 0}
!99 = !{!"_ZTSN4sycl3_V16detail5arrayILi1EEE", !7, i64 0}
!100 = !{!94, !60, i64 32}
!101 = !{!97, !10, i64 0}
!102 = !{!103, !10, i64 8}
!103 = !{!"_ZTSSt9type_info", !10, i64 8}
!104 = !{!105}
!105 = distinct !{!105, !106, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi1EEE: argument 0"}
!106 = distinct !{!106, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi1EEE"}
!107 = !{!108, !10, i64 0}
!108 = !{!"_ZTSNSt15__exception_ptr13exception_ptrE", !10, i64 0}
!109 = !{!110, !112, i64 32}
!110 = !{!"_ZTSSt8ios_base", !6, i64 8, !6, i64 16, !111, i64 24, !112, i64 28, !112, i64 32, !10, i64 40, !113, i64 48, !7, i64 64, !12, i64 192, !10, i64 200, !114, i64 208}
!111 = !{!"_ZTSSt13_Ios_Fmtflags", !7, i64 0}
!112 = !{!"_ZTSSt12_Ios_Iostate", !7, i64 0}
!113 = !{!"_ZTSNSt8ios_base6_WordsE", !10, i64 0, !6, i64 8}
!114 = !{!"_ZTSSt6locale", !10, i64 0}
!115 = !{!116, !10, i64 24}
!116 = !{!"_ZTSSt8functionIFiRKN4sycl3_V16deviceEEE", !17, i64 0, !10, i64 24}
!117 = !{!118, !10, i64 16}
!118 = !{!"_ZTSNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE17_Vector_impl_dataE", !10, i64 0, !10, i64 8, !10, i64 16}
!119 = !{!118, !10, i64 0}
!120 = !{!118, !10, i64 8}
!121 = distinct !{!121, !14}
!122 = !{!123, !10, i64 0}
!123 = !{!"_ZTSNSt12_Vector_baseIN4sycl3_V16deviceESaIS2_EE17_Vector_impl_dataE", !10, i64 0, !10, i64 8, !10, i64 16}
!124 = !{!123, !10, i64 8}
!125 = distinct !{!125, !14}
!126 = !{!123, !10, i64 16}
!127 = !{!128, !10, i64 0}
!128 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail18kernel_bundle_implELN9__gnu_cxx12_Lock_policyE2EE", !10, i64 0, !23, i64 8}
!129 = !{!130}
!130 = distinct !{!130, !131, !"_ZN4sycl3_V16detail21createSyclObjFromImplINS0_13kernel_bundleILNS0_12bundle_stateE0EEEEET_DtsrS6_4implE: argument 0"}
!131 = distinct !{!131, !"_ZN4sycl3_V16detail21createSyclObjFromImplINS0_13kernel_bundleILNS0_12bundle_stateE0EEEEET_DtsrS6_4implE"}
!132 = !{!133}
!133 = distinct !{!133, !134, !"_ZN4sycl3_V16detail21createSyclObjFromImplINS0_13kernel_bundleILNS0_12bundle_stateE2EEEEET_DtsrS6_4implE: argument 0"}
!134 = distinct !{!134, !"_ZN4sycl3_V16detail21createSyclObjFromImplINS0_13kernel_bundleILNS0_12bundle_stateE2EEEEET_DtsrS6_4implE"}
!135 = !{!136, !10, i64 0}
!136 = !{!"_ZTSZL5scaleRN4sycl3_V15queueERKNS0_13kernel_bundleILNS0_12bundle_stateE2EEERNS0_6bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvEEiEUlRNS0_7handlerEE_", !10, i64 0, !10, i64 8, !10, i64 16}
!137 = !{!136, !10, i64 8}
!138 = !{!139, !139, i64 0}
!139 = !{!"_ZTSN4sycl3_V16detail16PropWithDataKindE", !7, i64 0}
!140 = !{!141, !10, i64 0}
!141 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail16AccessorImplHostELN9__gnu_cxx12_Lock_policyE2EE", !10, i64 0, !23, i64 8}
!142 = !{!136, !10, i64 16}
!143 = !{!144, !12, i64 32}
!144 = !{!"_ZTSZZL5scaleRN4sycl3_V15queueERKNS0_13kernel_bundleILNS0_12bundle_stateE2EEERNS0_6bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvEEiENKUlRNS0_7handlerEE_clESF_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_", !145, i64 0, !12, i64 32}
!145 = !{!"_ZTSN4sycl3_V18accessorIiLi1ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !146, i64 0, !10, i64 16, !7, i64 24}
!146 = !{!"_ZTSN4sycl3_V16detail16AccessorBaseHostE", !147, i64 0}
!147 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail16AccessorImplHostEE", !141, i64 0}
!148 = !{!60, !60, i64 0}
!149 = !{!150}
!150 = distinct !{!150, !151, !"_ZN4sycl3_V17handler27getRangeRoundedKernelLambdaINS0_6detail19__pf_kernel_wrapperI11BundleScaleEENS0_4itemILi1ELb1EEELi1EZZL5scaleRNS0_5queueERKNS0_13kernel_bundleILNS0_12bundle_stateE2EEERNS0_6bufferIiLi1ENS3_17aligned_allocatorIiEEvEEiENKUlRS1_E_clESL_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_TnPNSt9enable_ifIXsr6detail32KernelLambdaHasKernelHandlerArgTIT2_T0_EE5valueEvE4typeELPv0EEEDaSS_NS0_5rangeIXT1_EEE: argument 0:thread"}
!151 = distinct !{!151, !"_ZN4sycl3_V17handler27getRangeRoundedKernelLambdaINS0_6detail19__pf_kernel_wrapperI11BundleScaleEENS0_4itemILi1ELb1EEELi1EZZL5scaleRNS0_5queueERKNS0_13kernel_bundleILNS0_12bundle_stateE2EEERNS0_6bufferIiLi1ENS3_17aligned_allocatorIiEEvEEiENKUlRS1_E_clESL_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_TnPNSt9enable_ifIXsr6detail32KernelLambdaHasKernelHandlerArgTIT2_T0_EE5valueEvE4typeELPv0EEEDaSS_NS0_5rangeIXT1_EEE"}
!152 = !{!153}
!153 = distinct !{!153, !151, !"_ZN4sycl3_V17handler27getRangeRoundedKernelLambdaINS0_6detail19__pf_kernel_wrapperI11BundleScaleEENS0_4itemILi1ELb1EEELi1EZZL5scaleRNS0_5queueERKNS0_13kernel_bundleILNS0_12bundle_stateE2EEERNS0_6bufferIiLi1ENS3_17aligned_allocatorIiEEvEEiENKUlRS1_E_clESL_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_TnPNSt9enable_ifIXsr6detail32KernelLambdaHasKernelHandlerArgTIT2_T0_EE5valueEvE4typeELPv0EEEDaSS_NS0_5rangeIXT1_EEE: argument 0"}
!154 = !{!155}
!155 = distinct !{!155, !156, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!156 = distinct !{!156, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!157 = !{!158}
!158 = distinct !{!158, !159, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelINS2_24RoundedRangeKernelWithKHINS1_4itemILi1ELb1EEELi1EZZL5scaleRNS1_5queueERKNS1_13kernel_bundleILNS1_12bundle_stateE2EEERNS1_6bufferIiLi1ENS2_17aligned_allocatorIiEEvEEiENKUlRNS1_7handlerEE_clESK_EUlNS1_2idILi1EEENS1_14kernel_handlerEE_EES6_Li1EEEJRSQ_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!159 = distinct !{!159, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelINS2_24RoundedRangeKernelWithKHINS1_4itemILi1ELb1EEELi1EZZL5scaleRNS1_5queueERKNS1_13kernel_bundleILNS1_12bundle_stateE2EEERNS1_6bufferIiLi1ENS2_17aligned_allocatorIiEEvEEiENKUlRNS1_7handlerEE_clESK_EUlNS1_2idILi1EEENS1_14kernel_handlerEE_EES6_Li1EEEJRSQ_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!160 = !{!161, !10, i64 0}
!161 = !{!"_ZTSNSt12_Vector_baseIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_Vector_impl_dataE", !10, i64 0, !10, i64 8, !10, i64 16}
!162 = !{!161, !10, i64 16}
!163 = !{!164}
!164 = distinct !{!164, !165, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!165 = distinct !{!165, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!166 = !{!167}
!167 = distinct !{!167, !168, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZL5scaleRNS1_5queueERKNS1_13kernel_bundleILNS1_12bundle_stateE2EEERNS1_6bufferIiLi1ENS2_17aligned_allocatorIiEEvEEiENKUlRNS1_7handlerEE_clESH_EUlNS1_2idILi1EEENS1_14kernel_handlerEE_NS1_4itemILi1ELb1EEELi1EEEJRSM_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!168 = distinct !{!168, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZL5scaleRNS1_5queueERKNS1_13kernel_bundleILNS1_12bundle_stateE2EEERNS1_6bufferIiLi1ENS2_17aligned_allocatorIiEEvEEiENKUlRNS1_7handlerEE_clESH_EUlNS1_2idILi1EEENS1_14kernel_handlerEE_NS1_4itemILi1ELb1EEELi1EEEJRSM_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!169 = !{i64 0, i64 8, !9, i64 8, i64 8, !9, i64 16, i64 8, !9}
!170 = !{!171}
!171 = distinct !{!171, !172, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!172 = distinct !{!172, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!173 = !{!174}
!174 = distinct !{!174, !175, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!175 = distinct !{!175, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!176 = !{!177, !10, i64 0}
!177 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseELN9__gnu_cxx12_Lock_policyE2EE", !10, i64 0, !23, i64 8}
!178 = distinct !{!178, !14}
!179 = !{!145, !10, i64 16}
!180 = !{!181, !60, i64 0}
!181 = !{!"_ZTSSt10_Head_baseILm1EbLb0EE", !60, i64 0}
!182 = !{!183, !10, i64 0}
!183 = !{!"_ZTSZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_EUlimE_", !10, i64 0, !10, i64 8, !10, i64 16}
!184 = !{!183, !10, i64 8}
!185 = !{!186, !10, i64 240}
!186 = !{!"_ZTSSt9basic_iosIcSt11char_traitsIcEE", !110, i64 0, !10, i64 216, !7, i64 224, !60, i64 225, !10, i64 232, !10, i64 240, !10, i64 248, !10, i64 256}
!187 = !{!188, !7, i64 56}
!188 = !{!"_ZTSSt5ctypeIcE", !189, i64 0, !10, i64 16, !60, i64 24, !10, i64 32, !10, i64 40, !10, i64 48, !7, i64 56, !7, i64 57, !7, i64 313, !7, i64 569}
!189 = !{!"_ZTSNSt6locale5facetE", !12, i64 8}
!190 = !{!183, !10, i64 16}
!191 = !{i64 0, i64 4, !192, i64 4, i64 4, !11, i64 8, i64 4, !11}
!192 = !{!193, !193, i64 0}
!193 = !{!"_ZTSN4sycl3_V16detail19kernel_param_kind_tE", !7, i64 0}
!194 = !{!161, !10, i64 8}
!195 = !{!196, !10, i64 0}
!196 = !{!"_ZTSZ4mainEUlRN4sycl3_V17handlerEE_", !10, i64 0, !10, i64 8, !10, i64 16}
!197 = !{!196, !10, i64 8}
!198 = !{!196, !10, i64 16}
!199 = !{!200}
!200 = distinct !{!200, !201, !"_ZN4sycl3_V17handler27getRangeRoundedKernelLambdaINS0_6detail19__pf_kernel_wrapperI12BundleOffsetEENS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRS1_E_clES9_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_TnPNSt9enable_ifIXsr6detail32KernelLambdaHasKernelHandlerArgTIT2_T0_EE5valueEvE4typeELPv0EEEDaSG_NS0_5rangeIXT1_EEE: argument 0:thread"}
!201 = distinct !{!201, !"_ZN4sycl3_V17handler27getRangeRoundedKernelLambdaINS0_6detail19__pf_kernel_wrapperI12BundleOffsetEENS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRS1_E_clES9_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_TnPNSt9enable_ifIXsr6detail32KernelLambdaHasKernelHandlerArgTIT2_T0_EE5valueEvE4typeELPv0EEEDaSG_NS0_5rangeIXT1_EEE"}
!202 = !{!203}
!203 = distinct !{!203, !201, !"_ZN4sycl3_V17handler27getRangeRoundedKernelLambdaINS0_6detail19__pf_kernel_wrapperI12BundleOffsetEENS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRS1_E_clES9_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_TnPNSt9enable_ifIXsr6detail32KernelLambdaHasKernelHandlerArgTIT2_T0_EE5valueEvE4typeELPv0EEEDaSG_NS0_5rangeIXT1_EEE: argument 0"}
!204 = !{!205}
!205 = distinct !{!205, !206, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!206 = distinct !{!206, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!207 = !{!208}
!208 = distinct !{!208, !209, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelINS2_24RoundedRangeKernelWithKHINS1_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS1_7handlerEE_clES8_EUlNS1_2idILi1EEENS1_14kernel_handlerEE_EES6_Li1EEEJRSE_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!209 = distinct !{!209, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelINS2_24RoundedRangeKernelWithKHINS1_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS1_7handlerEE_clES8_EUlNS1_2idILi1EEENS1_14kernel_handlerEE_EES6_Li1EEEJRSE_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!210 = !{!211}
!211 = distinct !{!211, !212, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!212 = distinct !{!212, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!213 = !{!214}
!214 = distinct !{!214, !215, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS1_7handlerEE_clES5_EUlNS1_2idILi1EEENS1_14kernel_handlerEE_NS1_4itemILi1ELb1EEELi1EEEJRSA_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!215 = distinct !{!215, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS1_7handlerEE_clES5_EUlNS1_2idILi1EEENS1_14kernel_handlerEE_NS1_4itemILi1ELb1EEELi1EEEJRSA_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!216 = !{!217}
!217 = distinct !{!217, !218, !"_ZN4sycl3_V16detail19getKernelParamDescsI12BundleOffsetEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv: argument 0"}
!218 = distinct !{!218, !"_ZN4sycl3_V16detail19getKernelParamDescsI12BundleOffsetEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv"}
!219 = !{!220, !10, i64 0}
!220 = !{!"_ZTSZ4mainEUlRN4sycl3_V17handlerEE0_", !10, i64 0, !10, i64 8}
!221 = !{!222}
!222 = distinct !{!222, !223, !"_ZN4sycl3_V16detail21createSyclObjFromImplINS0_13kernel_bundleILNS0_12bundle_stateE0EEEEET_DtsrS6_4implE: argument 0"}
!223 = distinct !{!223, !"_ZN4sycl3_V16detail21createSyclObjFromImplINS0_13kernel_bundleILNS0_12bundle_stateE0EEEEET_DtsrS6_4implE"}
!224 = !{!225}
!225 = distinct !{!225, !226, !"_ZN4sycl3_V16detail21createSyclObjFromImplINS0_13kernel_bundleILNS0_12bundle_stateE0EEEEET_DtsrS6_4implE: argument 0"}
!226 = distinct !{!226, !"_ZN4sycl3_V16detail21createSyclObjFromImplINS0_13kernel_bundleILNS0_12bundle_stateE0EEEEET_DtsrS6_4implE"}
!227 = !{!220, !10, i64 8}
!228 = !{!229, !12, i64 32}
!229 = !{!"_ZTSZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_", !230, i64 0, !12, i64 32}
!230 = !{!"_ZTSN4sycl3_V18accessorIiLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !146, i64 0, !10, i64 16, !7, i64 24}
!231 = !{!232}
!232 = distinct !{!232, !233, !"_ZN4sycl3_V17handler27getRangeRoundedKernelLambdaINS0_6detail19__pf_kernel_wrapperI11HandlerReadEENS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRS1_E0_clES9_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_TnPNSt9enable_ifIXsr6detail32KernelLambdaHasKernelHandlerArgTIT2_T0_EE5valueEvE4typeELPv0EEEDaSG_NS0_5rangeIXT1_EEE: argument 0:thread"}
!233 = distinct !{!233, !"_ZN4sycl3_V17handler27getRangeRoundedKernelLambdaINS0_6detail19__pf_kernel_wrapperI11HandlerReadEENS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRS1_E0_clES9_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_TnPNSt9enable_ifIXsr6detail32KernelLambdaHasKernelHandlerArgTIT2_T0_EE5valueEvE4typeELPv0EEEDaSG_NS0_5rangeIXT1_EEE"}
!234 = !{!235}
!235 = distinct !{!235, !233, !"_ZN4sycl3_V17handler27getRangeRoundedKernelLambdaINS0_6detail19__pf_kernel_wrapperI11HandlerReadEENS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRS1_E0_clES9_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_TnPNSt9enable_ifIXsr6detail32KernelLambdaHasKernelHandlerArgTIT2_T0_EE5valueEvE4typeELPv0EEEDaSG_NS0_5rangeIXT1_EEE: argument 0"}
!236 = !{!237}
!237 = distinct !{!237, !238, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!238 = distinct !{!238, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!239 = !{!240}
!240 = distinct !{!240, !241, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelINS2_24RoundedRangeKernelWithKHINS1_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS1_7handlerEE0_clES8_EUlNS1_2idILi1EEENS1_14kernel_handlerEE_EES6_Li1EEEJRSE_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!241 = distinct !{!241, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelINS2_24RoundedRangeKernelWithKHINS1_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS1_7handlerEE0_clES8_EUlNS1_2idILi1EEENS1_14kernel_handlerEE_EES6_Li1EEEJRSE_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!242 = !{!243}
!243 = distinct !{!243, !244, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!244 = distinct !{!244, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!245 = !{!246}
!246 = distinct !{!246, !247, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS1_7handlerEE0_clES5_EUlNS1_2idILi1EEENS1_14kernel_handlerEE_NS1_4itemILi1ELb1EEELi1EEEJRSA_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!247 = distinct !{!247, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS1_7handlerEE0_clES5_EUlNS1_2idILi1EEENS1_14kernel_handlerEE_NS1_4itemILi1ELb1EEELi1EEEJRSA_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!248 = !{i64 0, i64 8, !9, i64 8, i64 8, !9}
!249 = !{!250}
!250 = distinct !{!250, !251, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!251 = distinct !{!251, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!252 = !{!253}
!253 = distinct !{!253, !254, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!254 = distinct !{!254, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!255 = !{!230, !10, i64 16}
