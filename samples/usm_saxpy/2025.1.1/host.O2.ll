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
%"class.sycl::_V1::detail::SubmissionInfo" = type { %"class.std::shared_ptr.25" }
%"class.std::shared_ptr.25" = type { %"class.std::__shared_ptr.26" }
%"class.std::__shared_ptr.26" = type { ptr, %"class.std::__shared_count" }
%"class.std::__shared_count" = type { ptr }
%"class.std::function.28" = type { %"class.std::_Function_base", ptr }
%"class.std::_Function_base" = type { %"union.std::_Any_data", ptr }
%"union.std::_Any_data" = type { %"union.std::_Nocopy_types" }
%"union.std::_Nocopy_types" = type { { i64, i64 } }
%"class.sycl::_V1::ext::oneapi::experimental::properties" = type { i8 }
%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
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
%"class.sycl::_V1::event" = type { %"class.std::shared_ptr.1" }
%"class.std::shared_ptr.1" = type { %"class.std::__shared_ptr.2" }
%"class.std::__shared_ptr.2" = type { ptr, %"class.std::__shared_count" }
%class.anon = type { ptr, float, ptr }
%class.anon.4 = type { i32, ptr, ptr }
%"class.sycl::_V1::context" = type { %"class.std::shared_ptr.21" }
%"class.std::shared_ptr.21" = type { %"class.std::__shared_ptr.22" }
%"class.std::__shared_ptr.22" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::device" = type { %"class.std::shared_ptr.11" }
%"class.std::shared_ptr.11" = type { %"class.std::__shared_ptr.12" }
%"class.std::__shared_ptr.12" = type { ptr, %"class.std::__shared_count" }
%"class.std::__exception_ptr::exception_ptr" = type { ptr }
%"class.std::function.14" = type { %"class.std::_Function_base", ptr }
%"class.sycl::_V1::exception_list" = type { %"class.std::vector.5" }
%"class.std::vector.5" = type { %"struct.std::_Vector_base.6" }
%"struct.std::_Vector_base.6" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.std::vector.82" = type { %"struct.std::_Vector_base.83" }
%"struct.std::_Vector_base.83" = type { %"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl" }
%"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl" = type { %"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl_data" }
%"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.sycl::_V1::range.72" = type { %"class.sycl::_V1::detail::array.73" }
%"class.sycl::_V1::detail::array.73" = type { [3 x i64] }
%"class.std::tuple.61" = type { %"struct.std::_Tuple_impl.62" }
%"struct.std::_Tuple_impl.62" = type { %"struct.std::_Tuple_impl.63", %"struct.std::_Head_base.65" }
%"struct.std::_Tuple_impl.63" = type { %"struct.std::_Head_base.64" }
%"struct.std::_Head_base.64" = type { i8 }
%"struct.std::_Head_base.65" = type { %"class.sycl::_V1::range" }
%"class.std::tuple.68" = type { %"struct.std::_Tuple_impl.69" }
%"struct.std::_Tuple_impl.69" = type { %"struct.std::_Tuple_impl.63", %"struct.std::_Head_base.70" }
%"struct.std::_Head_base.70" = type { %"struct.std::array" }
%"struct.std::array" = type { [3 x i64] }
%class.anon.67 = type { ptr, ptr, ptr }
%"struct.sycl::_V1::detail::kernel_param_desc_t" = type { i32, i32, i32 }

$_ZN4sycl3_V16detail16PropertyListBaseD2Ev = comdat any

$_ZN4sycl3_V111malloc_hostIfEEPT_mRKNS0_5queueERKNS0_13property_listERKNS0_6detail13code_locationE = comdat any

$_ZN4sycl3_V113malloc_deviceIfEEPT_mRKNS0_5queueERKNS0_13property_listERKNS0_6detail13code_locationE = comdat any

$_ZN4sycl3_V113malloc_sharedIfEEPT_mRKNS0_5queueERKNS0_13property_listERKNS0_6detail13code_locationE = comdat any

$_ZN4sycl3_V15eventD2Ev = comdat any

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

$_ZN4sycl3_V17contextD2Ev = comdat any

$_ZN4sycl3_V16detail14SubmissionInfoD2Ev = comdat any

$_ZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ = comdat any

$_ZZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ENKUlimE_clEim = comdat any

$_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_ = comdat any

$_ZN4sycl3_V16detail19getKernelParamDescsI5SaxpyEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv = comdat any

$_ZN4sycl3_V16detail19getKernelParamDescsI6SumAllEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv = comdat any

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

@.str = private unnamed_addr constant [14 x i8] c"usm_saxpy.cpp\00", align 1
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
@.str.6 = private unnamed_addr constant [10 x i8] c"rtc_0.cpp\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"::Saxpy\00", align 1
@__const._ZN4sycl3_V15queue17parallel_for_implI5SaxpyLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESJ_DpOSH_.CodeLoc = private unnamed_addr constant %"struct.sycl::_V1::detail::code_location" { ptr @.str.6, ptr @.str.7, i64 26, i64 44 }, align 8
@_ZTIN4sycl3_V19exceptionE = external constant ptr
@.str.12 = private unnamed_addr constant [131 x i8] c"Attempt to set multiple actions for the command group. Command group must consist of a single kernel or explicit memory operation.\00", align 1
@.str.15 = private unnamed_addr constant [19 x i8] c"Index out of range\00", align 1
@_ZSt4cout = external global %"class.std::basic_ostream", align 8
@.str.16 = private unnamed_addr constant [36 x i8] c"parallel_for range adjusted at dim \00", align 1
@.str.17 = private unnamed_addr constant [7 x i8] c" from \00", align 1
@.str.18 = private unnamed_addr constant [5 x i8] c" to \00", align 1
@.str.19 = private unnamed_addr constant [11 x i8] c"_ZTS5Saxpy\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZ4mainEUlNS0_2idILi1EEEE_EES5_Li1EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZ4mainEUlNS0_2idILi1EEEE_EES5_Li1EEE, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZ4mainEUlNS0_2idILi1EEEE_EES5_Li1EE6getPtrEv, ptr @_ZN4sycl3_V16detail14HostKernelBaseD2Ev, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZ4mainEUlNS0_2idILi1EEEE_EES5_Li1EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZ4mainEUlNS0_2idILi1EEEE_EES5_Li1EE23InstantiateKernelOnHostEv] }, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTSN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZ4mainEUlNS0_2idILi1EEEE_EES5_Li1EEE = internal constant [116 x i8] c"N4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZ4mainEUlNS0_2idILi1EEEE_EES5_Li1EEE\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTSN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant [35 x i8] c"N4sycl3_V16detail14HostKernelBaseE\00", comdat, align 1
@_ZTIN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@_ZTIN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZ4mainEUlNS0_2idILi1EEEE_EES5_Li1EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZ4mainEUlNS0_2idILi1EEEE_EES5_Li1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@.str.21 = private unnamed_addr constant [26 x i8] c"vector::_M_realloc_insert\00", align 1
@.str.22 = private unnamed_addr constant [52 x i8] c"_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI5SaxpyEE\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail14HostKernelBaseD2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal constant [82 x i8] c"N4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@_ZTSZN4sycl3_V15queue17parallel_for_implI5SaxpyLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESJ_DpOSH_EUlRNS0_7handlerEE_ = internal constant [347 x i8] c"ZN4sycl3_V15queue17parallel_for_implI5SaxpyLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESJ_DpOSH_EUlRNS0_7handlerEE_\00", align 1
@_ZTIZN4sycl3_V15queue17parallel_for_implI5SaxpyLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESJ_DpOSH_EUlRNS0_7handlerEE_ = internal constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSZN4sycl3_V15queue17parallel_for_implI5SaxpyLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESJ_DpOSH_EUlRNS0_7handlerEE_ }, align 8
@.str.25 = private unnamed_addr constant [12 x i8] c"_ZTS6SumAll\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZ4mainEUlvE_vLi1EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZ4mainEUlvE_vLi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZ4mainEUlvE_vLi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail14HostKernelBaseD2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZ4mainEUlvE_vLi1EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZ4mainEUlvE_vLi1EE23InstantiateKernelOnHostEv] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZ4mainEUlvE_vLi1EEE = internal constant [50 x i8] c"N4sycl3_V16detail10HostKernelIZ4mainEUlvE_vLi1EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelIZ4mainEUlvE_vLi1EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZ4mainEUlvE_vLi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@_ZTSZN4sycl3_V15queue11single_taskI6SumAllZ4mainEUlvE_NS0_3ext6oneapi12experimental10propertiesINS7_6detail20properties_type_listIJEEEEEEENSt9enable_ifIXsr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeESE_RKT0_RKNS0_6detail13code_locationEEUlRNS0_7handlerEE_ = internal constant [282 x i8] c"ZN4sycl3_V15queue11single_taskI6SumAllZ4mainEUlvE_NS0_3ext6oneapi12experimental10propertiesINS7_6detail20properties_type_listIJEEEEEEENSt9enable_ifIXsr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeESE_RKT0_RKNS0_6detail13code_locationEEUlRNS0_7handlerEE_\00", align 1
@_ZTIZN4sycl3_V15queue11single_taskI6SumAllZ4mainEUlvE_NS0_3ext6oneapi12experimental10propertiesINS7_6detail20properties_type_listIJEEEEEEENSt9enable_ifIXsr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeESE_RKT0_RKNS0_6detail13code_locationEEUlRNS0_7handlerEE_ = internal constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSZN4sycl3_V15queue11single_taskI6SumAllZ4mainEUlvE_NS0_3ext6oneapi12experimental10propertiesINS7_6detail20properties_type_listIJEEEEEEENSt9enable_ifIXsr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeESE_RKT0_RKNS0_6detail13code_locationEEUlRNS0_7handlerEE_ }, align 8

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef range(i32 0, 2) i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 1
  %2 = alloca %"class.sycl::_V1::detail::SubmissionInfo", align 8
  %3 = alloca %"class.std::function.28", align 8
  %4 = alloca %"class.sycl::_V1::ext::oneapi::experimental::properties", align 1
  %5 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 1
  %6 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 1
  %7 = alloca %"class.sycl::_V1::detail::SubmissionInfo", align 8
  %8 = alloca %"class.std::function.28", align 8
  %9 = alloca %"class.sycl::_V1::range", align 8
  %10 = alloca %"class.sycl::_V1::ext::oneapi::experimental::properties", align 1
  %11 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %12 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 1
  %13 = alloca %"class.std::function", align 8
  %14 = alloca %"class.sycl::_V1::queue", align 8
  %15 = alloca %"class.sycl::_V1::property_list", align 8
  %16 = alloca %"class.sycl::_V1::property_list", align 8
  %17 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %18 = alloca %"class.sycl::_V1::property_list", align 8
  %19 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %20 = alloca %"class.sycl::_V1::property_list", align 8
  %21 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %22 = alloca %"class.sycl::_V1::property_list", align 8
  %23 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %24 = alloca %"class.sycl::_V1::event", align 8
  %25 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %26 = alloca %"class.sycl::_V1::event", align 8
  %27 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %28 = alloca %"class.sycl::_V1::event", align 8
  %29 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %30 = alloca %"class.sycl::_V1::event", align 8
  %31 = alloca %class.anon, align 8
  %32 = alloca %"class.sycl::_V1::event", align 8
  %33 = alloca %class.anon.4, align 8
  %34 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %35 = alloca %"class.sycl::_V1::event", align 8
  %36 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %37 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %38 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %39 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %40 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %14) #25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %15) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %15, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13) #25
  %41 = getelementptr inbounds i8, ptr %13, i64 16
  %42 = getelementptr inbounds i8, ptr %13, i64 24
  %43 = getelementptr inbounds i8, ptr %13, i64 8
  store i64 0, ptr %43, align 8
  store ptr @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE, ptr %13, align 8, !tbaa !5
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_, ptr %42, align 8, !tbaa !9
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation, ptr %41, align 8, !tbaa !12
  invoke void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %14, ptr noundef nonnull @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE, ptr noundef nonnull align 8 dereferenceable(32) %13, ptr noundef nonnull align 8 dereferenceable(32) %15)
          to label %44 unwind label %52

44:                                               ; preds = %0
  %45 = load ptr, ptr %41, align 8, !tbaa !12
  %46 = icmp eq ptr %45, null
  br i1 %46, label %62, label %47

47:                                               ; preds = %44
  %48 = invoke noundef zeroext i1 %45(ptr noundef nonnull align 8 dereferenceable(16) %13, ptr noundef nonnull align 8 dereferenceable(16) %13, i32 noundef 3)
          to label %62 unwind label %49

49:                                               ; preds = %47
  %50 = landingpad { ptr, i32 }
          catch ptr null
  %51 = extractvalue { ptr, i32 } %50, 0
  call void @__clang_call_terminate(ptr %51) #26
  unreachable

52:                                               ; preds = %0
  %53 = landingpad { ptr, i32 }
          cleanup
  %54 = load ptr, ptr %41, align 8, !tbaa !12
  %55 = icmp eq ptr %54, null
  br i1 %55, label %61, label %56

56:                                               ; preds = %52
  %57 = invoke noundef zeroext i1 %54(ptr noundef nonnull align 8 dereferenceable(16) %13, ptr noundef nonnull align 8 dereferenceable(16) %13, i32 noundef 3)
          to label %61 unwind label %58

58:                                               ; preds = %56
  %59 = landingpad { ptr, i32 }
          catch ptr null
  %60 = extractvalue { ptr, i32 } %59, 0
  call void @__clang_call_terminate(ptr %60) #26
  unreachable

61:                                               ; preds = %56, %52
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #25
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %15) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %15) #25
  br label %817

62:                                               ; preds = %47, %44
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #25
  %63 = getelementptr inbounds i8, ptr %15, i64 8
  %64 = load ptr, ptr %63, align 8, !tbaa !13
  %65 = getelementptr inbounds i8, ptr %15, i64 16
  %66 = load ptr, ptr %65, align 8, !tbaa !15
  %67 = icmp eq ptr %64, %66
  br i1 %67, label %102, label %68

68:                                               ; preds = %62, %97
  %69 = phi ptr [ %98, %97 ], [ %64, %62 ]
  %70 = getelementptr inbounds i8, ptr %69, i64 8
  %71 = load ptr, ptr %70, align 8, !tbaa !16
  %72 = icmp eq ptr %71, null
  br i1 %72, label %97, label %73

73:                                               ; preds = %68
  %74 = getelementptr inbounds i8, ptr %71, i64 8
  %75 = load atomic i64, ptr %74 acquire, align 8
  %76 = icmp eq i64 %75, 4294967297
  %77 = trunc i64 %75 to i32
  br i1 %76, label %78, label %86

78:                                               ; preds = %73
  store i32 0, ptr %74, align 8, !tbaa !18
  %79 = getelementptr inbounds i8, ptr %71, i64 12
  store i32 0, ptr %79, align 4, !tbaa !21
  %80 = load ptr, ptr %71, align 8, !tbaa !22
  %81 = getelementptr inbounds i8, ptr %80, i64 16
  %82 = load ptr, ptr %81, align 8
  call void %82(ptr noundef nonnull align 8 dereferenceable(16) %71) #25
  %83 = load ptr, ptr %71, align 8, !tbaa !22
  %84 = getelementptr inbounds i8, ptr %83, i64 24
  %85 = load ptr, ptr %84, align 8
  call void %85(ptr noundef nonnull align 8 dereferenceable(16) %71) #25
  br label %97

86:                                               ; preds = %73
  %87 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !24
  %88 = icmp eq i8 %87, 0
  br i1 %88, label %91, label %89

89:                                               ; preds = %86
  %90 = add nsw i32 %77, -1
  store i32 %90, ptr %74, align 4, !tbaa !25
  br label %93

91:                                               ; preds = %86
  %92 = atomicrmw volatile add ptr %74, i32 -1 acq_rel, align 4
  br label %93

93:                                               ; preds = %91, %89
  %94 = phi i32 [ %77, %89 ], [ %92, %91 ]
  %95 = icmp eq i32 %94, 1
  br i1 %95, label %96, label %97, !prof !26

96:                                               ; preds = %93
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %71) #25
  br label %97

97:                                               ; preds = %96, %93, %78, %68
  %98 = getelementptr inbounds i8, ptr %69, i64 16
  %99 = icmp eq ptr %98, %66
  br i1 %99, label %100, label %68, !llvm.loop !27

100:                                              ; preds = %97
  %101 = load ptr, ptr %63, align 8, !tbaa !13
  br label %102

102:                                              ; preds = %100, %62
  %103 = phi ptr [ %101, %100 ], [ %64, %62 ]
  %104 = icmp eq ptr %103, null
  br i1 %104, label %111, label %105

105:                                              ; preds = %102
  %106 = getelementptr inbounds i8, ptr %15, i64 24
  %107 = load ptr, ptr %106, align 8, !tbaa !29
  %108 = ptrtoint ptr %107 to i64
  %109 = ptrtoint ptr %103 to i64
  %110 = sub i64 %108, %109
  call void @_ZdlPvm(ptr noundef nonnull %103, i64 noundef %110) #27
  br label %111

111:                                              ; preds = %105, %102
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %15) #25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %16, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %17) #25
  store ptr @.str, ptr %17, align 8, !tbaa !30, !alias.scope !33
  %112 = getelementptr inbounds i8, ptr %17, i64 8
  store ptr @.str.1, ptr %112, align 8, !tbaa !36, !alias.scope !33
  %113 = getelementptr inbounds i8, ptr %17, i64 16
  store i64 14, ptr %113, align 8, !tbaa !37, !alias.scope !33
  %114 = getelementptr inbounds i8, ptr %17, i64 24
  store i64 15, ptr %114, align 8, !tbaa !38, !alias.scope !33
  %115 = invoke noundef ptr @_ZN4sycl3_V111malloc_hostIfEEPT_mRKNS0_5queueERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef 4096, ptr noundef nonnull align 8 dereferenceable(16) %14, ptr noundef nonnull align 8 dereferenceable(32) %16, ptr noundef nonnull align 8 dereferenceable(32) %17)
          to label %116 unwind label %346

116:                                              ; preds = %111
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %17) #25
  %117 = getelementptr inbounds i8, ptr %16, i64 8
  %118 = load ptr, ptr %117, align 8, !tbaa !13
  %119 = getelementptr inbounds i8, ptr %16, i64 16
  %120 = load ptr, ptr %119, align 8, !tbaa !15
  %121 = icmp eq ptr %118, %120
  br i1 %121, label %156, label %122

122:                                              ; preds = %116, %151
  %123 = phi ptr [ %152, %151 ], [ %118, %116 ]
  %124 = getelementptr inbounds i8, ptr %123, i64 8
  %125 = load ptr, ptr %124, align 8, !tbaa !16
  %126 = icmp eq ptr %125, null
  br i1 %126, label %151, label %127

127:                                              ; preds = %122
  %128 = getelementptr inbounds i8, ptr %125, i64 8
  %129 = load atomic i64, ptr %128 acquire, align 8
  %130 = icmp eq i64 %129, 4294967297
  %131 = trunc i64 %129 to i32
  br i1 %130, label %132, label %140

132:                                              ; preds = %127
  store i32 0, ptr %128, align 8, !tbaa !18
  %133 = getelementptr inbounds i8, ptr %125, i64 12
  store i32 0, ptr %133, align 4, !tbaa !21
  %134 = load ptr, ptr %125, align 8, !tbaa !22
  %135 = getelementptr inbounds i8, ptr %134, i64 16
  %136 = load ptr, ptr %135, align 8
  call void %136(ptr noundef nonnull align 8 dereferenceable(16) %125) #25
  %137 = load ptr, ptr %125, align 8, !tbaa !22
  %138 = getelementptr inbounds i8, ptr %137, i64 24
  %139 = load ptr, ptr %138, align 8
  call void %139(ptr noundef nonnull align 8 dereferenceable(16) %125) #25
  br label %151

140:                                              ; preds = %127
  %141 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !24
  %142 = icmp eq i8 %141, 0
  br i1 %142, label %145, label %143

143:                                              ; preds = %140
  %144 = add nsw i32 %131, -1
  store i32 %144, ptr %128, align 4, !tbaa !25
  br label %147

145:                                              ; preds = %140
  %146 = atomicrmw volatile add ptr %128, i32 -1 acq_rel, align 4
  br label %147

147:                                              ; preds = %145, %143
  %148 = phi i32 [ %131, %143 ], [ %146, %145 ]
  %149 = icmp eq i32 %148, 1
  br i1 %149, label %150, label %151, !prof !26

150:                                              ; preds = %147
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %125) #25
  br label %151

151:                                              ; preds = %150, %147, %132, %122
  %152 = getelementptr inbounds i8, ptr %123, i64 16
  %153 = icmp eq ptr %152, %120
  br i1 %153, label %154, label %122, !llvm.loop !27

154:                                              ; preds = %151
  %155 = load ptr, ptr %117, align 8, !tbaa !13
  br label %156

156:                                              ; preds = %154, %116
  %157 = phi ptr [ %155, %154 ], [ %118, %116 ]
  %158 = icmp eq ptr %157, null
  br i1 %158, label %165, label %159

159:                                              ; preds = %156
  %160 = getelementptr inbounds i8, ptr %16, i64 24
  %161 = load ptr, ptr %160, align 8, !tbaa !29
  %162 = ptrtoint ptr %161 to i64
  %163 = ptrtoint ptr %157 to i64
  %164 = sub i64 %162, %163
  call void @_ZdlPvm(ptr noundef nonnull %157, i64 noundef %164) #27
  br label %165

165:                                              ; preds = %159, %156
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %18) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %18, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %19) #25
  store ptr @.str, ptr %19, align 8, !tbaa !30, !alias.scope !39
  %166 = getelementptr inbounds i8, ptr %19, i64 8
  store ptr @.str.1, ptr %166, align 8, !tbaa !36, !alias.scope !39
  %167 = getelementptr inbounds i8, ptr %19, i64 16
  store i64 15, ptr %167, align 8, !tbaa !37, !alias.scope !39
  %168 = getelementptr inbounds i8, ptr %19, i64 24
  store i64 15, ptr %168, align 8, !tbaa !38, !alias.scope !39
  %169 = invoke noundef ptr @_ZN4sycl3_V113malloc_deviceIfEEPT_mRKNS0_5queueERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef 4096, ptr noundef nonnull align 8 dereferenceable(16) %14, ptr noundef nonnull align 8 dereferenceable(32) %18, ptr noundef nonnull align 8 dereferenceable(32) %19)
          to label %170 unwind label %348

170:                                              ; preds = %165
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19) #25
  %171 = getelementptr inbounds i8, ptr %18, i64 8
  %172 = load ptr, ptr %171, align 8, !tbaa !13
  %173 = getelementptr inbounds i8, ptr %18, i64 16
  %174 = load ptr, ptr %173, align 8, !tbaa !15
  %175 = icmp eq ptr %172, %174
  br i1 %175, label %210, label %176

176:                                              ; preds = %170, %205
  %177 = phi ptr [ %206, %205 ], [ %172, %170 ]
  %178 = getelementptr inbounds i8, ptr %177, i64 8
  %179 = load ptr, ptr %178, align 8, !tbaa !16
  %180 = icmp eq ptr %179, null
  br i1 %180, label %205, label %181

181:                                              ; preds = %176
  %182 = getelementptr inbounds i8, ptr %179, i64 8
  %183 = load atomic i64, ptr %182 acquire, align 8
  %184 = icmp eq i64 %183, 4294967297
  %185 = trunc i64 %183 to i32
  br i1 %184, label %186, label %194

186:                                              ; preds = %181
  store i32 0, ptr %182, align 8, !tbaa !18
  %187 = getelementptr inbounds i8, ptr %179, i64 12
  store i32 0, ptr %187, align 4, !tbaa !21
  %188 = load ptr, ptr %179, align 8, !tbaa !22
  %189 = getelementptr inbounds i8, ptr %188, i64 16
  %190 = load ptr, ptr %189, align 8
  call void %190(ptr noundef nonnull align 8 dereferenceable(16) %179) #25
  %191 = load ptr, ptr %179, align 8, !tbaa !22
  %192 = getelementptr inbounds i8, ptr %191, i64 24
  %193 = load ptr, ptr %192, align 8
  call void %193(ptr noundef nonnull align 8 dereferenceable(16) %179) #25
  br label %205

194:                                              ; preds = %181
  %195 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !24
  %196 = icmp eq i8 %195, 0
  br i1 %196, label %199, label %197

197:                                              ; preds = %194
  %198 = add nsw i32 %185, -1
  store i32 %198, ptr %182, align 4, !tbaa !25
  br label %201

199:                                              ; preds = %194
  %200 = atomicrmw volatile add ptr %182, i32 -1 acq_rel, align 4
  br label %201

201:                                              ; preds = %199, %197
  %202 = phi i32 [ %185, %197 ], [ %200, %199 ]
  %203 = icmp eq i32 %202, 1
  br i1 %203, label %204, label %205, !prof !26

204:                                              ; preds = %201
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %179) #25
  br label %205

205:                                              ; preds = %204, %201, %186, %176
  %206 = getelementptr inbounds i8, ptr %177, i64 16
  %207 = icmp eq ptr %206, %174
  br i1 %207, label %208, label %176, !llvm.loop !27

208:                                              ; preds = %205
  %209 = load ptr, ptr %171, align 8, !tbaa !13
  br label %210

210:                                              ; preds = %208, %170
  %211 = phi ptr [ %209, %208 ], [ %172, %170 ]
  %212 = icmp eq ptr %211, null
  br i1 %212, label %219, label %213

213:                                              ; preds = %210
  %214 = getelementptr inbounds i8, ptr %18, i64 24
  %215 = load ptr, ptr %214, align 8, !tbaa !29
  %216 = ptrtoint ptr %215 to i64
  %217 = ptrtoint ptr %211 to i64
  %218 = sub i64 %216, %217
  call void @_ZdlPvm(ptr noundef nonnull %211, i64 noundef %218) #27
  br label %219

219:                                              ; preds = %213, %210
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %20) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %20, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %21) #25
  store ptr @.str, ptr %21, align 8, !tbaa !30, !alias.scope !42
  %220 = getelementptr inbounds i8, ptr %21, i64 8
  store ptr @.str.1, ptr %220, align 8, !tbaa !36, !alias.scope !42
  %221 = getelementptr inbounds i8, ptr %21, i64 16
  store i64 16, ptr %221, align 8, !tbaa !37, !alias.scope !42
  %222 = getelementptr inbounds i8, ptr %21, i64 24
  store i64 15, ptr %222, align 8, !tbaa !38, !alias.scope !42
  %223 = invoke noundef ptr @_ZN4sycl3_V113malloc_deviceIfEEPT_mRKNS0_5queueERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef 4096, ptr noundef nonnull align 8 dereferenceable(16) %14, ptr noundef nonnull align 8 dereferenceable(32) %20, ptr noundef nonnull align 8 dereferenceable(32) %21)
          to label %224 unwind label %350

224:                                              ; preds = %219
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %21) #25
  %225 = getelementptr inbounds i8, ptr %20, i64 8
  %226 = load ptr, ptr %225, align 8, !tbaa !13
  %227 = getelementptr inbounds i8, ptr %20, i64 16
  %228 = load ptr, ptr %227, align 8, !tbaa !15
  %229 = icmp eq ptr %226, %228
  br i1 %229, label %264, label %230

230:                                              ; preds = %224, %259
  %231 = phi ptr [ %260, %259 ], [ %226, %224 ]
  %232 = getelementptr inbounds i8, ptr %231, i64 8
  %233 = load ptr, ptr %232, align 8, !tbaa !16
  %234 = icmp eq ptr %233, null
  br i1 %234, label %259, label %235

235:                                              ; preds = %230
  %236 = getelementptr inbounds i8, ptr %233, i64 8
  %237 = load atomic i64, ptr %236 acquire, align 8
  %238 = icmp eq i64 %237, 4294967297
  %239 = trunc i64 %237 to i32
  br i1 %238, label %240, label %248

240:                                              ; preds = %235
  store i32 0, ptr %236, align 8, !tbaa !18
  %241 = getelementptr inbounds i8, ptr %233, i64 12
  store i32 0, ptr %241, align 4, !tbaa !21
  %242 = load ptr, ptr %233, align 8, !tbaa !22
  %243 = getelementptr inbounds i8, ptr %242, i64 16
  %244 = load ptr, ptr %243, align 8
  call void %244(ptr noundef nonnull align 8 dereferenceable(16) %233) #25
  %245 = load ptr, ptr %233, align 8, !tbaa !22
  %246 = getelementptr inbounds i8, ptr %245, i64 24
  %247 = load ptr, ptr %246, align 8
  call void %247(ptr noundef nonnull align 8 dereferenceable(16) %233) #25
  br label %259

248:                                              ; preds = %235
  %249 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !24
  %250 = icmp eq i8 %249, 0
  br i1 %250, label %253, label %251

251:                                              ; preds = %248
  %252 = add nsw i32 %239, -1
  store i32 %252, ptr %236, align 4, !tbaa !25
  br label %255

253:                                              ; preds = %248
  %254 = atomicrmw volatile add ptr %236, i32 -1 acq_rel, align 4
  br label %255

255:                                              ; preds = %253, %251
  %256 = phi i32 [ %239, %251 ], [ %254, %253 ]
  %257 = icmp eq i32 %256, 1
  br i1 %257, label %258, label %259, !prof !26

258:                                              ; preds = %255
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %233) #25
  br label %259

259:                                              ; preds = %258, %255, %240, %230
  %260 = getelementptr inbounds i8, ptr %231, i64 16
  %261 = icmp eq ptr %260, %228
  br i1 %261, label %262, label %230, !llvm.loop !27

262:                                              ; preds = %259
  %263 = load ptr, ptr %225, align 8, !tbaa !13
  br label %264

264:                                              ; preds = %262, %224
  %265 = phi ptr [ %263, %262 ], [ %226, %224 ]
  %266 = icmp eq ptr %265, null
  br i1 %266, label %273, label %267

267:                                              ; preds = %264
  %268 = getelementptr inbounds i8, ptr %20, i64 24
  %269 = load ptr, ptr %268, align 8, !tbaa !29
  %270 = ptrtoint ptr %269 to i64
  %271 = ptrtoint ptr %265 to i64
  %272 = sub i64 %270, %271
  call void @_ZdlPvm(ptr noundef nonnull %265, i64 noundef %272) #27
  br label %273

273:                                              ; preds = %267, %264
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %22) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %22, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %23) #25
  store ptr @.str, ptr %23, align 8, !tbaa !30, !alias.scope !45
  %274 = getelementptr inbounds i8, ptr %23, i64 8
  store ptr @.str.1, ptr %274, align 8, !tbaa !36, !alias.scope !45
  %275 = getelementptr inbounds i8, ptr %23, i64 16
  store i64 17, ptr %275, align 8, !tbaa !37, !alias.scope !45
  %276 = getelementptr inbounds i8, ptr %23, i64 24
  store i64 16, ptr %276, align 8, !tbaa !38, !alias.scope !45
  %277 = invoke noundef ptr @_ZN4sycl3_V113malloc_sharedIfEEPT_mRKNS0_5queueERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef 1, ptr noundef nonnull align 8 dereferenceable(16) %14, ptr noundef nonnull align 8 dereferenceable(32) %22, ptr noundef nonnull align 8 dereferenceable(32) %23)
          to label %278 unwind label %352

278:                                              ; preds = %273
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %23) #25
  %279 = getelementptr inbounds i8, ptr %22, i64 8
  %280 = load ptr, ptr %279, align 8, !tbaa !13
  %281 = getelementptr inbounds i8, ptr %22, i64 16
  %282 = load ptr, ptr %281, align 8, !tbaa !15
  %283 = icmp eq ptr %280, %282
  br i1 %283, label %318, label %284

284:                                              ; preds = %278, %313
  %285 = phi ptr [ %314, %313 ], [ %280, %278 ]
  %286 = getelementptr inbounds i8, ptr %285, i64 8
  %287 = load ptr, ptr %286, align 8, !tbaa !16
  %288 = icmp eq ptr %287, null
  br i1 %288, label %313, label %289

289:                                              ; preds = %284
  %290 = getelementptr inbounds i8, ptr %287, i64 8
  %291 = load atomic i64, ptr %290 acquire, align 8
  %292 = icmp eq i64 %291, 4294967297
  %293 = trunc i64 %291 to i32
  br i1 %292, label %294, label %302

294:                                              ; preds = %289
  store i32 0, ptr %290, align 8, !tbaa !18
  %295 = getelementptr inbounds i8, ptr %287, i64 12
  store i32 0, ptr %295, align 4, !tbaa !21
  %296 = load ptr, ptr %287, align 8, !tbaa !22
  %297 = getelementptr inbounds i8, ptr %296, i64 16
  %298 = load ptr, ptr %297, align 8
  call void %298(ptr noundef nonnull align 8 dereferenceable(16) %287) #25
  %299 = load ptr, ptr %287, align 8, !tbaa !22
  %300 = getelementptr inbounds i8, ptr %299, i64 24
  %301 = load ptr, ptr %300, align 8
  call void %301(ptr noundef nonnull align 8 dereferenceable(16) %287) #25
  br label %313

302:                                              ; preds = %289
  %303 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !24
  %304 = icmp eq i8 %303, 0
  br i1 %304, label %307, label %305

305:                                              ; preds = %302
  %306 = add nsw i32 %293, -1
  store i32 %306, ptr %290, align 4, !tbaa !25
  br label %309

307:                                              ; preds = %302
  %308 = atomicrmw volatile add ptr %290, i32 -1 acq_rel, align 4
  br label %309

309:                                              ; preds = %307, %305
  %310 = phi i32 [ %293, %305 ], [ %308, %307 ]
  %311 = icmp eq i32 %310, 1
  br i1 %311, label %312, label %313, !prof !26

312:                                              ; preds = %309
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %287) #25
  br label %313

313:                                              ; preds = %312, %309, %294, %284
  %314 = getelementptr inbounds i8, ptr %285, i64 16
  %315 = icmp eq ptr %314, %282
  br i1 %315, label %316, label %284, !llvm.loop !27

316:                                              ; preds = %313
  %317 = load ptr, ptr %279, align 8, !tbaa !13
  br label %318

318:                                              ; preds = %316, %278
  %319 = phi ptr [ %317, %316 ], [ %280, %278 ]
  %320 = icmp eq ptr %319, null
  br i1 %320, label %327, label %321

321:                                              ; preds = %318
  %322 = getelementptr inbounds i8, ptr %22, i64 24
  %323 = load ptr, ptr %322, align 8, !tbaa !29
  %324 = ptrtoint ptr %323 to i64
  %325 = ptrtoint ptr %319 to i64
  %326 = sub i64 %324, %325
  call void @_ZdlPvm(ptr noundef nonnull %319, i64 noundef %326) #27
  br label %327

327:                                              ; preds = %318, %321
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %22) #25
  br label %328

328:                                              ; preds = %328, %327
  %329 = phi i64 [ 0, %327 ], [ %339, %328 ]
  %330 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %327 ], [ %340, %328 ]
  %331 = and <4 x i64> %330, <i64 15, i64 15, i64 15, i64 15>
  %332 = uitofp nneg <4 x i64> %331 to <4 x float>
  %333 = getelementptr inbounds float, ptr %115, i64 %329
  store <4 x float> %332, ptr %333, align 4, !tbaa !48
  %334 = or disjoint i64 %329, 4
  %335 = add <4 x i64> %330, <i64 4, i64 4, i64 4, i64 4>
  %336 = and <4 x i64> %335, <i64 15, i64 15, i64 15, i64 15>
  %337 = uitofp nneg <4 x i64> %336 to <4 x float>
  %338 = getelementptr inbounds float, ptr %115, i64 %334
  store <4 x float> %337, ptr %338, align 4, !tbaa !48
  %339 = add nuw nsw i64 %329, 8
  %340 = add <4 x i64> %330, <i64 8, i64 8, i64 8, i64 8>
  %341 = icmp eq i64 %339, 4096
  br i1 %341, label %342, label %328, !llvm.loop !50

342:                                              ; preds = %328
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %24) #25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %25) #25
  store ptr @.str, ptr %25, align 8, !tbaa !30, !alias.scope !53
  %343 = getelementptr inbounds i8, ptr %25, i64 8
  store ptr @.str.1, ptr %343, align 8, !tbaa !36, !alias.scope !53
  %344 = getelementptr inbounds i8, ptr %25, i64 16
  store i64 20, ptr %344, align 8, !tbaa !37, !alias.scope !53
  %345 = getelementptr inbounds i8, ptr %25, i64 24
  store i64 3, ptr %345, align 8, !tbaa !38, !alias.scope !53
  invoke void @_ZN4sycl3_V15queue6memcpyEPvPKvmRKNS0_6detail13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %24, ptr noundef nonnull align 8 dereferenceable(16) %14, ptr noundef %169, ptr noundef nonnull %115, i64 noundef 16384, ptr noundef nonnull align 8 dereferenceable(32) %25)
          to label %354 unwind label %701

346:                                              ; preds = %111
  %347 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %17) #25
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %16) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #25
  br label %815

348:                                              ; preds = %165
  %349 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19) #25
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %18) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #25
  br label %815

350:                                              ; preds = %219
  %351 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %21) #25
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %20) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #25
  br label %815

352:                                              ; preds = %273
  %353 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %23) #25
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %22) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %22) #25
  br label %815

354:                                              ; preds = %342
  invoke void @_ZN4sycl3_V15event4waitEv(ptr noundef nonnull align 8 dereferenceable(16) %24)
          to label %355 unwind label %703

355:                                              ; preds = %354
  %356 = getelementptr inbounds i8, ptr %24, i64 8
  %357 = load ptr, ptr %356, align 8, !tbaa !16
  %358 = icmp eq ptr %357, null
  br i1 %358, label %383, label %359

359:                                              ; preds = %355
  %360 = getelementptr inbounds i8, ptr %357, i64 8
  %361 = load atomic i64, ptr %360 acquire, align 8
  %362 = icmp eq i64 %361, 4294967297
  %363 = trunc i64 %361 to i32
  br i1 %362, label %364, label %372

364:                                              ; preds = %359
  store i32 0, ptr %360, align 8, !tbaa !18
  %365 = getelementptr inbounds i8, ptr %357, i64 12
  store i32 0, ptr %365, align 4, !tbaa !21
  %366 = load ptr, ptr %357, align 8, !tbaa !22
  %367 = getelementptr inbounds i8, ptr %366, i64 16
  %368 = load ptr, ptr %367, align 8
  call void %368(ptr noundef nonnull align 8 dereferenceable(16) %357) #25
  %369 = load ptr, ptr %357, align 8, !tbaa !22
  %370 = getelementptr inbounds i8, ptr %369, i64 24
  %371 = load ptr, ptr %370, align 8
  call void %371(ptr noundef nonnull align 8 dereferenceable(16) %357) #25
  br label %383

372:                                              ; preds = %359
  %373 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !24
  %374 = icmp eq i8 %373, 0
  br i1 %374, label %377, label %375

375:                                              ; preds = %372
  %376 = add nsw i32 %363, -1
  store i32 %376, ptr %360, align 4, !tbaa !25
  br label %379

377:                                              ; preds = %372
  %378 = atomicrmw volatile add ptr %360, i32 -1 acq_rel, align 4
  br label %379

379:                                              ; preds = %377, %375
  %380 = phi i32 [ %363, %375 ], [ %378, %377 ]
  %381 = icmp eq i32 %380, 1
  br i1 %381, label %382, label %383, !prof !26

382:                                              ; preds = %379
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %357) #25
  br label %383

383:                                              ; preds = %355, %364, %379, %382
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %25) #25
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %24) #25
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %26) #25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %27) #25
  store ptr @.str, ptr %27, align 8, !tbaa !30, !alias.scope !56
  %384 = getelementptr inbounds i8, ptr %27, i64 8
  store ptr @.str.1, ptr %384, align 8, !tbaa !36, !alias.scope !56
  %385 = getelementptr inbounds i8, ptr %27, i64 16
  store i64 21, ptr %385, align 8, !tbaa !37, !alias.scope !56
  %386 = getelementptr inbounds i8, ptr %27, i64 24
  store i64 3, ptr %386, align 8, !tbaa !38, !alias.scope !56
  invoke void @_ZN4sycl3_V15queue6memcpyEPvPKvmRKNS0_6detail13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %26, ptr noundef nonnull align 8 dereferenceable(16) %14, ptr noundef %223, ptr noundef nonnull %115, i64 noundef 16384, ptr noundef nonnull align 8 dereferenceable(32) %27)
          to label %387 unwind label %707

387:                                              ; preds = %383
  invoke void @_ZN4sycl3_V15event4waitEv(ptr noundef nonnull align 8 dereferenceable(16) %26)
          to label %388 unwind label %709

388:                                              ; preds = %387
  %389 = getelementptr inbounds i8, ptr %26, i64 8
  %390 = load ptr, ptr %389, align 8, !tbaa !16
  %391 = icmp eq ptr %390, null
  br i1 %391, label %416, label %392

392:                                              ; preds = %388
  %393 = getelementptr inbounds i8, ptr %390, i64 8
  %394 = load atomic i64, ptr %393 acquire, align 8
  %395 = icmp eq i64 %394, 4294967297
  %396 = trunc i64 %394 to i32
  br i1 %395, label %397, label %405

397:                                              ; preds = %392
  store i32 0, ptr %393, align 8, !tbaa !18
  %398 = getelementptr inbounds i8, ptr %390, i64 12
  store i32 0, ptr %398, align 4, !tbaa !21
  %399 = load ptr, ptr %390, align 8, !tbaa !22
  %400 = getelementptr inbounds i8, ptr %399, i64 16
  %401 = load ptr, ptr %400, align 8
  call void %401(ptr noundef nonnull align 8 dereferenceable(16) %390) #25
  %402 = load ptr, ptr %390, align 8, !tbaa !22
  %403 = getelementptr inbounds i8, ptr %402, i64 24
  %404 = load ptr, ptr %403, align 8
  call void %404(ptr noundef nonnull align 8 dereferenceable(16) %390) #25
  br label %416

405:                                              ; preds = %392
  %406 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !24
  %407 = icmp eq i8 %406, 0
  br i1 %407, label %410, label %408

408:                                              ; preds = %405
  %409 = add nsw i32 %396, -1
  store i32 %409, ptr %393, align 4, !tbaa !25
  br label %412

410:                                              ; preds = %405
  %411 = atomicrmw volatile add ptr %393, i32 -1 acq_rel, align 4
  br label %412

412:                                              ; preds = %410, %408
  %413 = phi i32 [ %396, %408 ], [ %411, %410 ]
  %414 = icmp eq i32 %413, 1
  br i1 %414, label %415, label %416, !prof !26

415:                                              ; preds = %412
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %390) #25
  br label %416

416:                                              ; preds = %388, %397, %412, %415
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %27) #25
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %26) #25
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %28) #25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %29) #25
  store ptr @.str, ptr %29, align 8, !tbaa !30, !alias.scope !59
  %417 = getelementptr inbounds i8, ptr %29, i64 8
  store ptr @.str.1, ptr %417, align 8, !tbaa !36, !alias.scope !59
  %418 = getelementptr inbounds i8, ptr %29, i64 16
  store i64 22, ptr %418, align 8, !tbaa !37, !alias.scope !59
  %419 = getelementptr inbounds i8, ptr %29, i64 24
  store i64 3, ptr %419, align 8, !tbaa !38, !alias.scope !59
  invoke void @_ZN4sycl3_V15queue6memsetEPvimRKNS0_6detail13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %28, ptr noundef nonnull align 8 dereferenceable(16) %14, ptr noundef %277, i32 noundef 0, i64 noundef 4, ptr noundef nonnull align 8 dereferenceable(32) %29)
          to label %420 unwind label %713

420:                                              ; preds = %416
  invoke void @_ZN4sycl3_V15event4waitEv(ptr noundef nonnull align 8 dereferenceable(16) %28)
          to label %421 unwind label %715

421:                                              ; preds = %420
  %422 = getelementptr inbounds i8, ptr %28, i64 8
  %423 = load ptr, ptr %422, align 8, !tbaa !16
  %424 = icmp eq ptr %423, null
  br i1 %424, label %449, label %425

425:                                              ; preds = %421
  %426 = getelementptr inbounds i8, ptr %423, i64 8
  %427 = load atomic i64, ptr %426 acquire, align 8
  %428 = icmp eq i64 %427, 4294967297
  %429 = trunc i64 %427 to i32
  br i1 %428, label %430, label %438

430:                                              ; preds = %425
  store i32 0, ptr %426, align 8, !tbaa !18
  %431 = getelementptr inbounds i8, ptr %423, i64 12
  store i32 0, ptr %431, align 4, !tbaa !21
  %432 = load ptr, ptr %423, align 8, !tbaa !22
  %433 = getelementptr inbounds i8, ptr %432, i64 16
  %434 = load ptr, ptr %433, align 8
  call void %434(ptr noundef nonnull align 8 dereferenceable(16) %423) #25
  %435 = load ptr, ptr %423, align 8, !tbaa !22
  %436 = getelementptr inbounds i8, ptr %435, i64 24
  %437 = load ptr, ptr %436, align 8
  call void %437(ptr noundef nonnull align 8 dereferenceable(16) %423) #25
  br label %449

438:                                              ; preds = %425
  %439 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !24
  %440 = icmp eq i8 %439, 0
  br i1 %440, label %443, label %441

441:                                              ; preds = %438
  %442 = add nsw i32 %429, -1
  store i32 %442, ptr %426, align 4, !tbaa !25
  br label %445

443:                                              ; preds = %438
  %444 = atomicrmw volatile add ptr %426, i32 -1 acq_rel, align 4
  br label %445

445:                                              ; preds = %443, %441
  %446 = phi i32 [ %429, %441 ], [ %444, %443 ]
  %447 = icmp eq i32 %446, 1
  br i1 %447, label %448, label %449, !prof !26

448:                                              ; preds = %445
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %423) #25
  br label %449

449:                                              ; preds = %448, %445, %430, %421
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %29) #25
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %28) #25
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %30) #25
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %31) #25
  store ptr %223, ptr %31, align 8, !tbaa !62
  %450 = getelementptr inbounds i8, ptr %31, i64 8
  store float 2.500000e+00, ptr %450, align 8, !tbaa !64
  %451 = getelementptr inbounds i8, ptr %31, i64 16
  store ptr %169, ptr %451, align 8, !tbaa !65
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9), !noalias !66
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %10), !noalias !66
  store i64 4096, ptr %9, align 8, !noalias !71
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #25, !noalias !71
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %11, ptr noundef nonnull align 8 dereferenceable(32) @__const._ZN4sycl3_V15queue17parallel_for_implI5SaxpyLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESJ_DpOSH_.CodeLoc, i64 32, i1 false), !noalias !71
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %12) #25, !noalias !71
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1) %12, ptr noundef nonnull align 8 dereferenceable(32) %11)
          to label %452 unwind label %719

452:                                              ; preds = %449
  %453 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1) %12)
          to label %454 unwind label %521, !noalias !71

454:                                              ; preds = %452
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8), !noalias !74
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %6) #25, !noalias !77
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1) %6, ptr noundef nonnull align 8 dereferenceable(32) %453)
          to label %455 unwind label %521, !noalias !71

455:                                              ; preds = %454
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #25, !noalias !77
  invoke void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16) %7)
          to label %460 unwind label %456, !noalias !77

456:                                              ; preds = %455
  %457 = landingpad { ptr, i32 }
          cleanup
  br label %519

458:                                              ; preds = %460
  %459 = landingpad { ptr, i32 }
          cleanup
  br label %517

460:                                              ; preds = %455
  %461 = getelementptr inbounds i8, ptr %8, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %8, i8 0, i64 32, i1 false), !noalias !77
  %462 = invoke noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #28
          to label %463 unwind label %458, !noalias !77

463:                                              ; preds = %460
  %464 = getelementptr inbounds i8, ptr %8, i64 24
  store ptr %9, ptr %462, align 16, !noalias !74
  %465 = getelementptr inbounds i8, ptr %462, i64 8
  store ptr %10, ptr %465, align 8, !noalias !74
  %466 = getelementptr inbounds i8, ptr %462, i64 16
  store ptr %31, ptr %466, align 16, !noalias !74
  store ptr %462, ptr %8, align 8, !tbaa !5, !noalias !77
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZNS1_5queue17parallel_for_implI5SaxpyLi1ENS1_3ext6oneapi12experimental10propertiesINSA_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS1_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS1_5eventEE4typeENS1_5rangeIXT0_EEESN_DpOSL_EUlS3_E_E9_M_invokeERKSt9_Any_dataS3_, ptr %464, align 8, !tbaa !80, !noalias !77
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZNS1_5queue17parallel_for_implI5SaxpyLi1ENS1_3ext6oneapi12experimental10propertiesINSA_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS1_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS1_5eventEE4typeENS1_5rangeIXT0_EEESN_DpOSL_EUlS3_E_E10_M_managerERSt9_Any_dataRKSX_St18_Manager_operation, ptr %461, align 8, !tbaa !12, !noalias !77
  %467 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1) %6)
          to label %468 unwind label %508, !noalias !77

468:                                              ; preds = %463
  %469 = load i8, ptr %6, align 1, !tbaa !82, !range !85, !noalias !77, !noundef !86
  %470 = trunc nuw i8 %469 to i1
  %471 = xor i1 %470, true
  invoke void @_ZN4sycl3_V15queue22submit_with_event_implESt8functionIFvRNS0_7handlerEEERKNS0_6detail14SubmissionInfoERKNS7_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %30, ptr noundef nonnull align 8 dereferenceable(16) %14, ptr noundef nonnull %8, ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef nonnull align 8 dereferenceable(32) %467, i1 noundef zeroext %471)
          to label %472 unwind label %508

472:                                              ; preds = %468
  %473 = load ptr, ptr %461, align 8, !tbaa !12, !noalias !77
  %474 = icmp eq ptr %473, null
  br i1 %474, label %480, label %475

475:                                              ; preds = %472
  %476 = invoke noundef zeroext i1 %473(ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull align 8 dereferenceable(16) %8, i32 noundef 3)
          to label %480 unwind label %477

477:                                              ; preds = %475
  %478 = landingpad { ptr, i32 }
          catch ptr null
  %479 = extractvalue { ptr, i32 } %478, 0
  call void @__clang_call_terminate(ptr %479) #26
  unreachable

480:                                              ; preds = %475, %472
  %481 = getelementptr inbounds i8, ptr %7, i64 8
  %482 = load ptr, ptr %481, align 8, !tbaa !16, !noalias !77
  %483 = icmp eq ptr %482, null
  br i1 %483, label %525, label %484

484:                                              ; preds = %480
  %485 = getelementptr inbounds i8, ptr %482, i64 8
  %486 = load atomic i64, ptr %485 acquire, align 8
  %487 = icmp eq i64 %486, 4294967297
  %488 = trunc i64 %486 to i32
  br i1 %487, label %489, label %497

489:                                              ; preds = %484
  store i32 0, ptr %485, align 8, !tbaa !18
  %490 = getelementptr inbounds i8, ptr %482, i64 12
  store i32 0, ptr %490, align 4, !tbaa !21
  %491 = load ptr, ptr %482, align 8, !tbaa !22
  %492 = getelementptr inbounds i8, ptr %491, i64 16
  %493 = load ptr, ptr %492, align 8
  call void %493(ptr noundef nonnull align 8 dereferenceable(16) %482) #25
  %494 = load ptr, ptr %482, align 8, !tbaa !22
  %495 = getelementptr inbounds i8, ptr %494, i64 24
  %496 = load ptr, ptr %495, align 8
  call void %496(ptr noundef nonnull align 8 dereferenceable(16) %482) #25
  br label %525

497:                                              ; preds = %484
  %498 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !24, !noalias !77
  %499 = icmp eq i8 %498, 0
  br i1 %499, label %502, label %500

500:                                              ; preds = %497
  %501 = add nsw i32 %488, -1
  store i32 %501, ptr %485, align 4, !tbaa !25
  br label %504

502:                                              ; preds = %497
  %503 = atomicrmw volatile add ptr %485, i32 -1 acq_rel, align 4
  br label %504

504:                                              ; preds = %502, %500
  %505 = phi i32 [ %488, %500 ], [ %503, %502 ]
  %506 = icmp eq i32 %505, 1
  br i1 %506, label %507, label %525, !prof !26

507:                                              ; preds = %504
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %482) #25
  br label %525

508:                                              ; preds = %468, %463
  %509 = landingpad { ptr, i32 }
          cleanup
  %510 = load ptr, ptr %461, align 8, !tbaa !12, !noalias !77
  %511 = icmp eq ptr %510, null
  br i1 %511, label %517, label %512

512:                                              ; preds = %508
  %513 = invoke noundef zeroext i1 %510(ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull align 8 dereferenceable(16) %8, i32 noundef 3)
          to label %517 unwind label %514

514:                                              ; preds = %512
  %515 = landingpad { ptr, i32 }
          catch ptr null
  %516 = extractvalue { ptr, i32 } %515, 0
  call void @__clang_call_terminate(ptr %516) #26
  unreachable

517:                                              ; preds = %512, %508, %458
  %518 = phi { ptr, i32 } [ %459, %458 ], [ %509, %508 ], [ %509, %512 ]
  call void @_ZN4sycl3_V16detail14SubmissionInfoD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %7) #25
  br label %519

519:                                              ; preds = %517, %456
  %520 = phi { ptr, i32 } [ %518, %517 ], [ %457, %456 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #25, !noalias !77
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %6) #25
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %6) #25, !noalias !77
  br label %523

521:                                              ; preds = %454, %452
  %522 = landingpad { ptr, i32 }
          cleanup
  br label %523

523:                                              ; preds = %521, %519
  %524 = phi { ptr, i32 } [ %522, %521 ], [ %520, %519 ]
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %12) #25
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %12) #25, !noalias !71
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #25, !noalias !71
  br label %723

525:                                              ; preds = %507, %504, %489, %480
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #25, !noalias !77
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %6) #25
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %6) #25, !noalias !77
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8), !noalias !74
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %12) #25
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %12) #25, !noalias !71
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #25, !noalias !71
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9), !noalias !66
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %10), !noalias !66
  invoke void @_ZN4sycl3_V15event4waitEv(ptr noundef nonnull align 8 dereferenceable(16) %30)
          to label %526 unwind label %721

526:                                              ; preds = %525
  %527 = getelementptr inbounds i8, ptr %30, i64 8
  %528 = load ptr, ptr %527, align 8, !tbaa !16
  %529 = icmp eq ptr %528, null
  br i1 %529, label %554, label %530

530:                                              ; preds = %526
  %531 = getelementptr inbounds i8, ptr %528, i64 8
  %532 = load atomic i64, ptr %531 acquire, align 8
  %533 = icmp eq i64 %532, 4294967297
  %534 = trunc i64 %532 to i32
  br i1 %533, label %535, label %543

535:                                              ; preds = %530
  store i32 0, ptr %531, align 8, !tbaa !18
  %536 = getelementptr inbounds i8, ptr %528, i64 12
  store i32 0, ptr %536, align 4, !tbaa !21
  %537 = load ptr, ptr %528, align 8, !tbaa !22
  %538 = getelementptr inbounds i8, ptr %537, i64 16
  %539 = load ptr, ptr %538, align 8
  call void %539(ptr noundef nonnull align 8 dereferenceable(16) %528) #25
  %540 = load ptr, ptr %528, align 8, !tbaa !22
  %541 = getelementptr inbounds i8, ptr %540, i64 24
  %542 = load ptr, ptr %541, align 8
  call void %542(ptr noundef nonnull align 8 dereferenceable(16) %528) #25
  br label %554

543:                                              ; preds = %530
  %544 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !24
  %545 = icmp eq i8 %544, 0
  br i1 %545, label %548, label %546

546:                                              ; preds = %543
  %547 = add nsw i32 %534, -1
  store i32 %547, ptr %531, align 4, !tbaa !25
  br label %550

548:                                              ; preds = %543
  %549 = atomicrmw volatile add ptr %531, i32 -1 acq_rel, align 4
  br label %550

550:                                              ; preds = %548, %546
  %551 = phi i32 [ %534, %546 ], [ %549, %548 ]
  %552 = icmp eq i32 %551, 1
  br i1 %552, label %553, label %554, !prof !26

553:                                              ; preds = %550
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %528) #25
  br label %554

554:                                              ; preds = %526, %535, %550, %553
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %31) #25
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %30) #25
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %32) #25
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %33) #25
  store i32 4096, ptr %33, align 8, !tbaa !87
  %555 = getelementptr inbounds i8, ptr %33, i64 8
  store ptr %223, ptr %555, align 8, !tbaa !89
  %556 = getelementptr inbounds i8, ptr %33, i64 16
  store ptr %277, ptr %556, align 8, !tbaa !90
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %34) #25
  store ptr @.str, ptr %34, align 8, !tbaa !30, !alias.scope !91
  %557 = getelementptr inbounds i8, ptr %34, i64 8
  store ptr @.str.1, ptr %557, align 8, !tbaa !36, !alias.scope !91
  %558 = getelementptr inbounds i8, ptr %34, i64 16
  store i64 27, ptr %558, align 8, !tbaa !37, !alias.scope !91
  %559 = getelementptr inbounds i8, ptr %34, i64 24
  store i64 3, ptr %559, align 8, !tbaa !38, !alias.scope !91
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %4), !noalias !94
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %5) #25, !noalias !97
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1) %5, ptr noundef nonnull align 8 dereferenceable(32) %34)
          to label %560 unwind label %725

560:                                              ; preds = %554
  %561 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1) %5)
          to label %562 unwind label %623, !noalias !97

562:                                              ; preds = %560
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3), !noalias !100
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %1) #25, !noalias !103
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1) %1, ptr noundef nonnull align 8 dereferenceable(32) %561)
          to label %563 unwind label %623, !noalias !97

563:                                              ; preds = %562
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #25, !noalias !103
  invoke void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16) %2)
          to label %566 unwind label %564, !noalias !103

564:                                              ; preds = %563
  %565 = landingpad { ptr, i32 }
          cleanup
  br label %621

566:                                              ; preds = %563
  %567 = getelementptr inbounds i8, ptr %3, i64 16
  %568 = getelementptr inbounds i8, ptr %3, i64 24
  store ptr %4, ptr %3, align 8, !tbaa !5, !noalias !103
  %569 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr %33, ptr %569, align 8, !tbaa !5, !noalias !103
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZNS1_5queue11single_taskI6SumAllZ4mainEUlvE_NS1_3ext6oneapi12experimental10propertiesINSB_6detail20properties_type_listIJEEEEEEENSt9enable_ifIXsr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS1_5eventEE4typeESI_RKT0_RKNS1_6detail13code_locationEEUlS3_E_E9_M_invokeERKSt9_Any_dataS3_, ptr %568, align 8, !tbaa !80, !noalias !103
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZNS1_5queue11single_taskI6SumAllZ4mainEUlvE_NS1_3ext6oneapi12experimental10propertiesINSB_6detail20properties_type_listIJEEEEEEENSt9enable_ifIXsr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS1_5eventEE4typeESI_RKT0_RKNS1_6detail13code_locationEEUlS3_E_E10_M_managerERSt9_Any_dataRKSV_St18_Manager_operation, ptr %567, align 8, !tbaa !12, !noalias !103
  %570 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1) %1)
          to label %571 unwind label %611, !noalias !103

571:                                              ; preds = %566
  %572 = load i8, ptr %1, align 1, !tbaa !82, !range !85, !noalias !103, !noundef !86
  %573 = trunc nuw i8 %572 to i1
  %574 = xor i1 %573, true
  invoke void @_ZN4sycl3_V15queue22submit_with_event_implESt8functionIFvRNS0_7handlerEEERKNS0_6detail14SubmissionInfoERKNS7_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %32, ptr noundef nonnull align 8 dereferenceable(16) %14, ptr noundef nonnull %3, ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(32) %570, i1 noundef zeroext %574)
          to label %575 unwind label %611

575:                                              ; preds = %571
  %576 = load ptr, ptr %567, align 8, !tbaa !12, !noalias !103
  %577 = icmp eq ptr %576, null
  br i1 %577, label %583, label %578

578:                                              ; preds = %575
  %579 = invoke noundef zeroext i1 %576(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %3, i32 noundef 3)
          to label %583 unwind label %580

580:                                              ; preds = %578
  %581 = landingpad { ptr, i32 }
          catch ptr null
  %582 = extractvalue { ptr, i32 } %581, 0
  call void @__clang_call_terminate(ptr %582) #26
  unreachable

583:                                              ; preds = %578, %575
  %584 = getelementptr inbounds i8, ptr %2, i64 8
  %585 = load ptr, ptr %584, align 8, !tbaa !16, !noalias !103
  %586 = icmp eq ptr %585, null
  br i1 %586, label %627, label %587

587:                                              ; preds = %583
  %588 = getelementptr inbounds i8, ptr %585, i64 8
  %589 = load atomic i64, ptr %588 acquire, align 8
  %590 = icmp eq i64 %589, 4294967297
  %591 = trunc i64 %589 to i32
  br i1 %590, label %592, label %600

592:                                              ; preds = %587
  store i32 0, ptr %588, align 8, !tbaa !18
  %593 = getelementptr inbounds i8, ptr %585, i64 12
  store i32 0, ptr %593, align 4, !tbaa !21
  %594 = load ptr, ptr %585, align 8, !tbaa !22
  %595 = getelementptr inbounds i8, ptr %594, i64 16
  %596 = load ptr, ptr %595, align 8
  call void %596(ptr noundef nonnull align 8 dereferenceable(16) %585) #25
  %597 = load ptr, ptr %585, align 8, !tbaa !22
  %598 = getelementptr inbounds i8, ptr %597, i64 24
  %599 = load ptr, ptr %598, align 8
  call void %599(ptr noundef nonnull align 8 dereferenceable(16) %585) #25
  br label %627

600:                                              ; preds = %587
  %601 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !24, !noalias !103
  %602 = icmp eq i8 %601, 0
  br i1 %602, label %605, label %603

603:                                              ; preds = %600
  %604 = add nsw i32 %591, -1
  store i32 %604, ptr %588, align 4, !tbaa !25
  br label %607

605:                                              ; preds = %600
  %606 = atomicrmw volatile add ptr %588, i32 -1 acq_rel, align 4
  br label %607

607:                                              ; preds = %605, %603
  %608 = phi i32 [ %591, %603 ], [ %606, %605 ]
  %609 = icmp eq i32 %608, 1
  br i1 %609, label %610, label %627, !prof !26

610:                                              ; preds = %607
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %585) #25
  br label %627

611:                                              ; preds = %571, %566
  %612 = landingpad { ptr, i32 }
          cleanup
  %613 = load ptr, ptr %567, align 8, !tbaa !12, !noalias !103
  %614 = icmp eq ptr %613, null
  br i1 %614, label %620, label %615

615:                                              ; preds = %611
  %616 = invoke noundef zeroext i1 %613(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %3, i32 noundef 3)
          to label %620 unwind label %617

617:                                              ; preds = %615
  %618 = landingpad { ptr, i32 }
          catch ptr null
  %619 = extractvalue { ptr, i32 } %618, 0
  call void @__clang_call_terminate(ptr %619) #26
  unreachable

620:                                              ; preds = %615, %611
  call void @_ZN4sycl3_V16detail14SubmissionInfoD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %2) #25
  br label %621

621:                                              ; preds = %620, %564
  %622 = phi { ptr, i32 } [ %612, %620 ], [ %565, %564 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #25, !noalias !103
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %1) #25
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %1) #25, !noalias !103
  br label %625

623:                                              ; preds = %562, %560
  %624 = landingpad { ptr, i32 }
          cleanup
  br label %625

625:                                              ; preds = %623, %621
  %626 = phi { ptr, i32 } [ %624, %623 ], [ %622, %621 ]
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %5) #25
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %5) #25, !noalias !97
  br label %729

627:                                              ; preds = %610, %607, %592, %583
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #25, !noalias !103
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %1) #25
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %1) #25, !noalias !103
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3), !noalias !100
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %5) #25
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %5) #25, !noalias !97
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %4), !noalias !94
  invoke void @_ZN4sycl3_V15event4waitEv(ptr noundef nonnull align 8 dereferenceable(16) %32)
          to label %628 unwind label %727

628:                                              ; preds = %627
  %629 = getelementptr inbounds i8, ptr %32, i64 8
  %630 = load ptr, ptr %629, align 8, !tbaa !16
  %631 = icmp eq ptr %630, null
  br i1 %631, label %656, label %632

632:                                              ; preds = %628
  %633 = getelementptr inbounds i8, ptr %630, i64 8
  %634 = load atomic i64, ptr %633 acquire, align 8
  %635 = icmp eq i64 %634, 4294967297
  %636 = trunc i64 %634 to i32
  br i1 %635, label %637, label %645

637:                                              ; preds = %632
  store i32 0, ptr %633, align 8, !tbaa !18
  %638 = getelementptr inbounds i8, ptr %630, i64 12
  store i32 0, ptr %638, align 4, !tbaa !21
  %639 = load ptr, ptr %630, align 8, !tbaa !22
  %640 = getelementptr inbounds i8, ptr %639, i64 16
  %641 = load ptr, ptr %640, align 8
  call void %641(ptr noundef nonnull align 8 dereferenceable(16) %630) #25
  %642 = load ptr, ptr %630, align 8, !tbaa !22
  %643 = getelementptr inbounds i8, ptr %642, i64 24
  %644 = load ptr, ptr %643, align 8
  call void %644(ptr noundef nonnull align 8 dereferenceable(16) %630) #25
  br label %656

645:                                              ; preds = %632
  %646 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !24
  %647 = icmp eq i8 %646, 0
  br i1 %647, label %650, label %648

648:                                              ; preds = %645
  %649 = add nsw i32 %636, -1
  store i32 %649, ptr %633, align 4, !tbaa !25
  br label %652

650:                                              ; preds = %645
  %651 = atomicrmw volatile add ptr %633, i32 -1 acq_rel, align 4
  br label %652

652:                                              ; preds = %650, %648
  %653 = phi i32 [ %636, %648 ], [ %651, %650 ]
  %654 = icmp eq i32 %653, 1
  br i1 %654, label %655, label %656, !prof !26

655:                                              ; preds = %652
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %630) #25
  br label %656

656:                                              ; preds = %628, %637, %652, %655
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %34) #25
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %33) #25
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %32) #25
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %35) #25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %36) #25
  store ptr @.str, ptr %36, align 8, !tbaa !30, !alias.scope !106
  %657 = getelementptr inbounds i8, ptr %36, i64 8
  store ptr @.str.1, ptr %657, align 8, !tbaa !36, !alias.scope !106
  %658 = getelementptr inbounds i8, ptr %36, i64 16
  store i64 33, ptr %658, align 8, !tbaa !37, !alias.scope !106
  %659 = getelementptr inbounds i8, ptr %36, i64 24
  store i64 3, ptr %659, align 8, !tbaa !38, !alias.scope !106
  invoke void @_ZN4sycl3_V15queue6memcpyEPvPKvmRKNS0_6detail13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %35, ptr noundef nonnull align 8 dereferenceable(16) %14, ptr noundef nonnull %115, ptr noundef %223, i64 noundef 16384, ptr noundef nonnull align 8 dereferenceable(32) %36)
          to label %660 unwind label %731

660:                                              ; preds = %656
  invoke void @_ZN4sycl3_V15event4waitEv(ptr noundef nonnull align 8 dereferenceable(16) %35)
          to label %661 unwind label %733

661:                                              ; preds = %660
  %662 = getelementptr inbounds i8, ptr %35, i64 8
  %663 = load ptr, ptr %662, align 8, !tbaa !16
  %664 = icmp eq ptr %663, null
  br i1 %664, label %689, label %665

665:                                              ; preds = %661
  %666 = getelementptr inbounds i8, ptr %663, i64 8
  %667 = load atomic i64, ptr %666 acquire, align 8
  %668 = icmp eq i64 %667, 4294967297
  %669 = trunc i64 %667 to i32
  br i1 %668, label %670, label %678

670:                                              ; preds = %665
  store i32 0, ptr %666, align 8, !tbaa !18
  %671 = getelementptr inbounds i8, ptr %663, i64 12
  store i32 0, ptr %671, align 4, !tbaa !21
  %672 = load ptr, ptr %663, align 8, !tbaa !22
  %673 = getelementptr inbounds i8, ptr %672, i64 16
  %674 = load ptr, ptr %673, align 8
  call void %674(ptr noundef nonnull align 8 dereferenceable(16) %663) #25
  %675 = load ptr, ptr %663, align 8, !tbaa !22
  %676 = getelementptr inbounds i8, ptr %675, i64 24
  %677 = load ptr, ptr %676, align 8
  call void %677(ptr noundef nonnull align 8 dereferenceable(16) %663) #25
  br label %689

678:                                              ; preds = %665
  %679 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !24
  %680 = icmp eq i8 %679, 0
  br i1 %680, label %683, label %681

681:                                              ; preds = %678
  %682 = add nsw i32 %669, -1
  store i32 %682, ptr %666, align 4, !tbaa !25
  br label %685

683:                                              ; preds = %678
  %684 = atomicrmw volatile add ptr %666, i32 -1 acq_rel, align 4
  br label %685

685:                                              ; preds = %683, %681
  %686 = phi i32 [ %669, %681 ], [ %684, %683 ]
  %687 = icmp eq i32 %686, 1
  br i1 %687, label %688, label %689, !prof !26

688:                                              ; preds = %685
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %663) #25
  br label %689

689:                                              ; preds = %661, %670, %685, %688
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %36) #25
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %35) #25
  br label %737

690:                                              ; preds = %737
  %691 = load float, ptr %277, align 4, !tbaa !48
  %692 = fsub float %691, %754
  %693 = call noundef float @llvm.fabs.f32(float %692)
  %694 = fmul float %754, 0x3F50624DE0000000
  %695 = fcmp ogt float %693, %694
  %696 = zext i1 %695 to i32
  %697 = add nuw nsw i32 %759, %696
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %37) #25
  store ptr @.str, ptr %37, align 8, !tbaa !30, !alias.scope !109
  %698 = getelementptr inbounds i8, ptr %37, i64 8
  store ptr @.str.1, ptr %698, align 8, !tbaa !36, !alias.scope !109
  %699 = getelementptr inbounds i8, ptr %37, i64 16
  store i64 45, ptr %699, align 8, !tbaa !37, !alias.scope !109
  %700 = getelementptr inbounds i8, ptr %37, i64 24
  store i64 3, ptr %700, align 8, !tbaa !38, !alias.scope !109
  invoke void @_ZN4sycl3_V14freeEPvRKNS0_5queueERKNS0_6detail13code_locationE(ptr noundef nonnull %115, ptr noundef nonnull align 8 dereferenceable(16) %14, ptr noundef nonnull align 8 dereferenceable(32) %37)
          to label %762 unwind label %807

701:                                              ; preds = %342
  %702 = landingpad { ptr, i32 }
          cleanup
  br label %705

703:                                              ; preds = %354
  %704 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %24) #25
  br label %705

705:                                              ; preds = %703, %701
  %706 = phi { ptr, i32 } [ %704, %703 ], [ %702, %701 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %25) #25
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %24) #25
  br label %815

707:                                              ; preds = %383
  %708 = landingpad { ptr, i32 }
          cleanup
  br label %711

709:                                              ; preds = %387
  %710 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %26) #25
  br label %711

711:                                              ; preds = %709, %707
  %712 = phi { ptr, i32 } [ %710, %709 ], [ %708, %707 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %27) #25
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %26) #25
  br label %815

713:                                              ; preds = %416
  %714 = landingpad { ptr, i32 }
          cleanup
  br label %717

715:                                              ; preds = %420
  %716 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %28) #25
  br label %717

717:                                              ; preds = %715, %713
  %718 = phi { ptr, i32 } [ %716, %715 ], [ %714, %713 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %29) #25
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %28) #25
  br label %815

719:                                              ; preds = %449
  %720 = landingpad { ptr, i32 }
          cleanup
  br label %723

721:                                              ; preds = %525
  %722 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %30) #25
  br label %723

723:                                              ; preds = %719, %523, %721
  %724 = phi { ptr, i32 } [ %722, %721 ], [ %720, %719 ], [ %524, %523 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %31) #25
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %30) #25
  br label %815

725:                                              ; preds = %554
  %726 = landingpad { ptr, i32 }
          cleanup
  br label %729

727:                                              ; preds = %627
  %728 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %32) #25
  br label %729

729:                                              ; preds = %725, %625, %727
  %730 = phi { ptr, i32 } [ %728, %727 ], [ %726, %725 ], [ %626, %625 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %34) #25
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %33) #25
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %32) #25
  br label %815

731:                                              ; preds = %656
  %732 = landingpad { ptr, i32 }
          cleanup
  br label %735

733:                                              ; preds = %660
  %734 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %35) #25
  br label %735

735:                                              ; preds = %733, %731
  %736 = phi { ptr, i32 } [ %734, %733 ], [ %732, %731 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %36) #25
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %35) #25
  br label %815

737:                                              ; preds = %737, %689
  %738 = phi i64 [ 0, %689 ], [ %760, %737 ]
  %739 = phi float [ 0.000000e+00, %689 ], [ %754, %737 ]
  %740 = phi i32 [ 0, %689 ], [ %759, %737 ]
  %741 = and i64 %738, 14
  %742 = uitofp nneg i64 %741 to float
  %743 = call float @llvm.fmuladd.f32(float %742, float 2.500000e+00, float %742)
  %744 = fadd float %739, %743
  %745 = getelementptr inbounds float, ptr %115, i64 %738
  %746 = load float, ptr %745, align 4, !tbaa !48
  %747 = fcmp une float %746, %743
  %748 = zext i1 %747 to i32
  %749 = add nuw nsw i32 %740, %748
  %750 = or disjoint i64 %738, 1
  %751 = and i64 %750, 15
  %752 = uitofp nneg i64 %751 to float
  %753 = call float @llvm.fmuladd.f32(float %752, float 2.500000e+00, float %752)
  %754 = fadd float %744, %753
  %755 = getelementptr inbounds float, ptr %115, i64 %750
  %756 = load float, ptr %755, align 4, !tbaa !48
  %757 = fcmp une float %756, %753
  %758 = zext i1 %757 to i32
  %759 = add nuw nsw i32 %749, %758
  %760 = add nuw nsw i64 %738, 2
  %761 = icmp eq i64 %760, 4096
  br i1 %761, label %690, label %737, !llvm.loop !112

762:                                              ; preds = %690
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %37) #25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %38) #25
  store ptr @.str, ptr %38, align 8, !tbaa !30, !alias.scope !113
  %763 = getelementptr inbounds i8, ptr %38, i64 8
  store ptr @.str.1, ptr %763, align 8, !tbaa !36, !alias.scope !113
  %764 = getelementptr inbounds i8, ptr %38, i64 16
  store i64 46, ptr %764, align 8, !tbaa !37, !alias.scope !113
  %765 = getelementptr inbounds i8, ptr %38, i64 24
  store i64 3, ptr %765, align 8, !tbaa !38, !alias.scope !113
  invoke void @_ZN4sycl3_V14freeEPvRKNS0_5queueERKNS0_6detail13code_locationE(ptr noundef %169, ptr noundef nonnull align 8 dereferenceable(16) %14, ptr noundef nonnull align 8 dereferenceable(32) %38)
          to label %766 unwind label %809

766:                                              ; preds = %762
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %38) #25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %39) #25
  store ptr @.str, ptr %39, align 8, !tbaa !30, !alias.scope !116
  %767 = getelementptr inbounds i8, ptr %39, i64 8
  store ptr @.str.1, ptr %767, align 8, !tbaa !36, !alias.scope !116
  %768 = getelementptr inbounds i8, ptr %39, i64 16
  store i64 47, ptr %768, align 8, !tbaa !37, !alias.scope !116
  %769 = getelementptr inbounds i8, ptr %39, i64 24
  store i64 3, ptr %769, align 8, !tbaa !38, !alias.scope !116
  invoke void @_ZN4sycl3_V14freeEPvRKNS0_5queueERKNS0_6detail13code_locationE(ptr noundef %223, ptr noundef nonnull align 8 dereferenceable(16) %14, ptr noundef nonnull align 8 dereferenceable(32) %39)
          to label %770 unwind label %811

770:                                              ; preds = %766
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %39) #25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %40) #25
  store ptr @.str, ptr %40, align 8, !tbaa !30, !alias.scope !119
  %771 = getelementptr inbounds i8, ptr %40, i64 8
  store ptr @.str.1, ptr %771, align 8, !tbaa !36, !alias.scope !119
  %772 = getelementptr inbounds i8, ptr %40, i64 16
  store i64 48, ptr %772, align 8, !tbaa !37, !alias.scope !119
  %773 = getelementptr inbounds i8, ptr %40, i64 24
  store i64 3, ptr %773, align 8, !tbaa !38, !alias.scope !119
  invoke void @_ZN4sycl3_V14freeEPvRKNS0_5queueERKNS0_6detail13code_locationE(ptr noundef nonnull %277, ptr noundef nonnull align 8 dereferenceable(16) %14, ptr noundef nonnull align 8 dereferenceable(32) %40)
          to label %774 unwind label %813

774:                                              ; preds = %770
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %40) #25
  %775 = icmp ne i32 %697, 0
  %776 = select i1 %775, ptr @.str.2, ptr @.str.3
  %777 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) %776, i32 noundef %697)
  %778 = getelementptr inbounds i8, ptr %14, i64 8
  %779 = load ptr, ptr %778, align 8, !tbaa !16
  %780 = icmp eq ptr %779, null
  br i1 %780, label %805, label %781

781:                                              ; preds = %774
  %782 = getelementptr inbounds i8, ptr %779, i64 8
  %783 = load atomic i64, ptr %782 acquire, align 8
  %784 = icmp eq i64 %783, 4294967297
  %785 = trunc i64 %783 to i32
  br i1 %784, label %786, label %794

786:                                              ; preds = %781
  store i32 0, ptr %782, align 8, !tbaa !18
  %787 = getelementptr inbounds i8, ptr %779, i64 12
  store i32 0, ptr %787, align 4, !tbaa !21
  %788 = load ptr, ptr %779, align 8, !tbaa !22
  %789 = getelementptr inbounds i8, ptr %788, i64 16
  %790 = load ptr, ptr %789, align 8
  call void %790(ptr noundef nonnull align 8 dereferenceable(16) %779) #25
  %791 = load ptr, ptr %779, align 8, !tbaa !22
  %792 = getelementptr inbounds i8, ptr %791, i64 24
  %793 = load ptr, ptr %792, align 8
  call void %793(ptr noundef nonnull align 8 dereferenceable(16) %779) #25
  br label %805

794:                                              ; preds = %781
  %795 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !24
  %796 = icmp eq i8 %795, 0
  br i1 %796, label %799, label %797

797:                                              ; preds = %794
  %798 = add nsw i32 %785, -1
  store i32 %798, ptr %782, align 4, !tbaa !25
  br label %801

799:                                              ; preds = %794
  %800 = atomicrmw volatile add ptr %782, i32 -1 acq_rel, align 4
  br label %801

801:                                              ; preds = %799, %797
  %802 = phi i32 [ %785, %797 ], [ %800, %799 ]
  %803 = icmp eq i32 %802, 1
  br i1 %803, label %804, label %805, !prof !26

804:                                              ; preds = %801
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %779) #25
  br label %805

805:                                              ; preds = %774, %786, %801, %804
  %806 = zext i1 %775 to i32
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %14) #25
  ret i32 %806

807:                                              ; preds = %690
  %808 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %37) #25
  br label %815

809:                                              ; preds = %762
  %810 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %38) #25
  br label %815

811:                                              ; preds = %766
  %812 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %39) #25
  br label %815

813:                                              ; preds = %770
  %814 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %40) #25
  br label %815

815:                                              ; preds = %348, %352, %705, %711, %717, %807, %809, %811, %813, %735, %729, %723, %350, %346
  %816 = phi { ptr, i32 } [ %347, %346 ], [ %349, %348 ], [ %351, %350 ], [ %718, %717 ], [ %712, %711 ], [ %706, %705 ], [ %353, %352 ], [ %736, %735 ], [ %730, %729 ], [ %724, %723 ], [ %814, %813 ], [ %812, %811 ], [ %810, %809 ], [ %808, %807 ]
  call void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %14) #25
  br label %817

817:                                              ; preds = %815, %61
  %818 = phi { ptr, i32 } [ %816, %815 ], [ %53, %61 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %14) #25
  resume { ptr, i32 } %818
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare i32 @__gxx_personality_v0(...)

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !13
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  %5 = load ptr, ptr %4, align 8, !tbaa !15
  %6 = icmp eq ptr %3, %5
  br i1 %6, label %41, label %7

7:                                                ; preds = %1, %36
  %8 = phi ptr [ %37, %36 ], [ %3, %1 ]
  %9 = getelementptr inbounds i8, ptr %8, i64 8
  %10 = load ptr, ptr %9, align 8, !tbaa !16
  %11 = icmp eq ptr %10, null
  br i1 %11, label %36, label %12

12:                                               ; preds = %7
  %13 = getelementptr inbounds i8, ptr %10, i64 8
  %14 = load atomic i64, ptr %13 acquire, align 8
  %15 = icmp eq i64 %14, 4294967297
  %16 = trunc i64 %14 to i32
  br i1 %15, label %17, label %25

17:                                               ; preds = %12
  store i32 0, ptr %13, align 8, !tbaa !18
  %18 = getelementptr inbounds i8, ptr %10, i64 12
  store i32 0, ptr %18, align 4, !tbaa !21
  %19 = load ptr, ptr %10, align 8, !tbaa !22
  %20 = getelementptr inbounds i8, ptr %19, i64 16
  %21 = load ptr, ptr %20, align 8
  tail call void %21(ptr noundef nonnull align 8 dereferenceable(16) %10) #25
  %22 = load ptr, ptr %10, align 8, !tbaa !22
  %23 = getelementptr inbounds i8, ptr %22, i64 24
  %24 = load ptr, ptr %23, align 8
  tail call void %24(ptr noundef nonnull align 8 dereferenceable(16) %10) #25
  br label %36

25:                                               ; preds = %12
  %26 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !24
  %27 = icmp eq i8 %26, 0
  br i1 %27, label %30, label %28

28:                                               ; preds = %25
  %29 = add nsw i32 %16, -1
  store i32 %29, ptr %13, align 4, !tbaa !25
  br label %32

30:                                               ; preds = %25
  %31 = atomicrmw volatile add ptr %13, i32 -1 acq_rel, align 4
  br label %32

32:                                               ; preds = %30, %28
  %33 = phi i32 [ %16, %28 ], [ %31, %30 ]
  %34 = icmp eq i32 %33, 1
  br i1 %34, label %35, label %36, !prof !26

35:                                               ; preds = %32
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %10) #25
  br label %36

36:                                               ; preds = %35, %32, %17, %7
  %37 = getelementptr inbounds i8, ptr %8, i64 16
  %38 = icmp eq ptr %37, %5
  br i1 %38, label %39, label %7, !llvm.loop !27

39:                                               ; preds = %36
  %40 = load ptr, ptr %2, align 8, !tbaa !13
  br label %41

41:                                               ; preds = %39, %1
  %42 = phi ptr [ %40, %39 ], [ %3, %1 ]
  %43 = icmp eq ptr %42, null
  br i1 %43, label %50, label %44

44:                                               ; preds = %41
  %45 = getelementptr inbounds i8, ptr %0, i64 24
  %46 = load ptr, ptr %45, align 8, !tbaa !29
  %47 = ptrtoint ptr %46 to i64
  %48 = ptrtoint ptr %42 to i64
  %49 = sub i64 %47, %48
  tail call void @_ZdlPvm(ptr noundef nonnull %42, i64 noundef %49) #27
  br label %50

50:                                               ; preds = %41, %44
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V111malloc_hostIfEEPT_mRKNS0_5queueERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3) local_unnamed_addr #3 comdat personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::context", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #25
  call void @_ZNK4sycl3_V15queue11get_contextEv(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::context") align 8 %5, ptr noundef nonnull align 8 dereferenceable(16) %1)
  %6 = shl i64 %0, 2
  %7 = invoke noundef ptr @_ZN4sycl3_V118aligned_alloc_hostEmmRKNS0_7contextERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef 4, i64 noundef %6, ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %8 unwind label %37

8:                                                ; preds = %4
  %9 = getelementptr inbounds i8, ptr %5, i64 8
  %10 = load ptr, ptr %9, align 8, !tbaa !16
  %11 = icmp eq ptr %10, null
  br i1 %11, label %36, label %12

12:                                               ; preds = %8
  %13 = getelementptr inbounds i8, ptr %10, i64 8
  %14 = load atomic i64, ptr %13 acquire, align 8
  %15 = icmp eq i64 %14, 4294967297
  %16 = trunc i64 %14 to i32
  br i1 %15, label %17, label %25

17:                                               ; preds = %12
  store i32 0, ptr %13, align 8, !tbaa !18
  %18 = getelementptr inbounds i8, ptr %10, i64 12
  store i32 0, ptr %18, align 4, !tbaa !21
  %19 = load ptr, ptr %10, align 8, !tbaa !22
  %20 = getelementptr inbounds i8, ptr %19, i64 16
  %21 = load ptr, ptr %20, align 8
  call void %21(ptr noundef nonnull align 8 dereferenceable(16) %10) #25
  %22 = load ptr, ptr %10, align 8, !tbaa !22
  %23 = getelementptr inbounds i8, ptr %22, i64 24
  %24 = load ptr, ptr %23, align 8
  call void %24(ptr noundef nonnull align 8 dereferenceable(16) %10) #25
  br label %36

25:                                               ; preds = %12
  %26 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !24
  %27 = icmp eq i8 %26, 0
  br i1 %27, label %30, label %28

28:                                               ; preds = %25
  %29 = add nsw i32 %16, -1
  store i32 %29, ptr %13, align 4, !tbaa !25
  br label %32

30:                                               ; preds = %25
  %31 = atomicrmw volatile add ptr %13, i32 -1 acq_rel, align 4
  br label %32

32:                                               ; preds = %30, %28
  %33 = phi i32 [ %16, %28 ], [ %31, %30 ]
  %34 = icmp eq i32 %33, 1
  br i1 %34, label %35, label %36, !prof !26

35:                                               ; preds = %32
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %10) #25
  br label %36

36:                                               ; preds = %8, %17, %32, %35
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #25
  ret ptr %7

37:                                               ; preds = %4
  %38 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V17contextD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %5) #25
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #25
  resume { ptr, i32 } %38
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V113malloc_deviceIfEEPT_mRKNS0_5queueERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3) local_unnamed_addr #3 comdat personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::device", align 8
  %6 = alloca %"class.sycl::_V1::context", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #25
  call void @_ZNK4sycl3_V15queue10get_deviceEv(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::device") align 8 %5, ptr noundef nonnull align 8 dereferenceable(16) %1)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #25
  invoke void @_ZNK4sycl3_V15queue11get_contextEv(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::context") align 8 %6, ptr noundef nonnull align 8 dereferenceable(16) %1)
          to label %7 unwind label %67

7:                                                ; preds = %4
  %8 = shl i64 %0, 2
  %9 = invoke noundef ptr @_ZN4sycl3_V120aligned_alloc_deviceEmmRKNS0_6deviceERKNS0_7contextERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef 4, i64 noundef %8, ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %10 unwind label %69

10:                                               ; preds = %7
  %11 = getelementptr inbounds i8, ptr %6, i64 8
  %12 = load ptr, ptr %11, align 8, !tbaa !16
  %13 = icmp eq ptr %12, null
  br i1 %13, label %38, label %14

14:                                               ; preds = %10
  %15 = getelementptr inbounds i8, ptr %12, i64 8
  %16 = load atomic i64, ptr %15 acquire, align 8
  %17 = icmp eq i64 %16, 4294967297
  %18 = trunc i64 %16 to i32
  br i1 %17, label %19, label %27

19:                                               ; preds = %14
  store i32 0, ptr %15, align 8, !tbaa !18
  %20 = getelementptr inbounds i8, ptr %12, i64 12
  store i32 0, ptr %20, align 4, !tbaa !21
  %21 = load ptr, ptr %12, align 8, !tbaa !22
  %22 = getelementptr inbounds i8, ptr %21, i64 16
  %23 = load ptr, ptr %22, align 8
  call void %23(ptr noundef nonnull align 8 dereferenceable(16) %12) #25
  %24 = load ptr, ptr %12, align 8, !tbaa !22
  %25 = getelementptr inbounds i8, ptr %24, i64 24
  %26 = load ptr, ptr %25, align 8
  call void %26(ptr noundef nonnull align 8 dereferenceable(16) %12) #25
  br label %38

27:                                               ; preds = %14
  %28 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !24
  %29 = icmp eq i8 %28, 0
  br i1 %29, label %32, label %30

30:                                               ; preds = %27
  %31 = add nsw i32 %18, -1
  store i32 %31, ptr %15, align 4, !tbaa !25
  br label %34

32:                                               ; preds = %27
  %33 = atomicrmw volatile add ptr %15, i32 -1 acq_rel, align 4
  br label %34

34:                                               ; preds = %32, %30
  %35 = phi i32 [ %18, %30 ], [ %33, %32 ]
  %36 = icmp eq i32 %35, 1
  br i1 %36, label %37, label %38, !prof !26

37:                                               ; preds = %34
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %12) #25
  br label %38

38:                                               ; preds = %10, %19, %34, %37
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #25
  %39 = getelementptr inbounds i8, ptr %5, i64 8
  %40 = load ptr, ptr %39, align 8, !tbaa !16
  %41 = icmp eq ptr %40, null
  br i1 %41, label %66, label %42

42:                                               ; preds = %38
  %43 = getelementptr inbounds i8, ptr %40, i64 8
  %44 = load atomic i64, ptr %43 acquire, align 8
  %45 = icmp eq i64 %44, 4294967297
  %46 = trunc i64 %44 to i32
  br i1 %45, label %47, label %55

47:                                               ; preds = %42
  store i32 0, ptr %43, align 8, !tbaa !18
  %48 = getelementptr inbounds i8, ptr %40, i64 12
  store i32 0, ptr %48, align 4, !tbaa !21
  %49 = load ptr, ptr %40, align 8, !tbaa !22
  %50 = getelementptr inbounds i8, ptr %49, i64 16
  %51 = load ptr, ptr %50, align 8
  call void %51(ptr noundef nonnull align 8 dereferenceable(16) %40) #25
  %52 = load ptr, ptr %40, align 8, !tbaa !22
  %53 = getelementptr inbounds i8, ptr %52, i64 24
  %54 = load ptr, ptr %53, align 8
  call void %54(ptr noundef nonnull align 8 dereferenceable(16) %40) #25
  br label %66

55:                                               ; preds = %42
  %56 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !24
  %57 = icmp eq i8 %56, 0
  br i1 %57, label %60, label %58

58:                                               ; preds = %55
  %59 = add nsw i32 %46, -1
  store i32 %59, ptr %43, align 4, !tbaa !25
  br label %62

60:                                               ; preds = %55
  %61 = atomicrmw volatile add ptr %43, i32 -1 acq_rel, align 4
  br label %62

62:                                               ; preds = %60, %58
  %63 = phi i32 [ %46, %58 ], [ %61, %60 ]
  %64 = icmp eq i32 %63, 1
  br i1 %64, label %65, label %66, !prof !26

65:                                               ; preds = %62
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %40) #25
  br label %66

66:                                               ; preds = %38, %47, %62, %65
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #25
  ret ptr %9

67:                                               ; preds = %4
  %68 = landingpad { ptr, i32 }
          cleanup
  br label %71

69:                                               ; preds = %7
  %70 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V17contextD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %6) #25
  br label %71

71:                                               ; preds = %69, %67
  %72 = phi { ptr, i32 } [ %70, %69 ], [ %68, %67 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #25
  call void @_ZN4sycl3_V16deviceD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %5) #25
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #25
  resume { ptr, i32 } %72
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V113malloc_sharedIfEEPT_mRKNS0_5queueERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3) local_unnamed_addr #3 comdat personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::device", align 8
  %6 = alloca %"class.sycl::_V1::context", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #25
  call void @_ZNK4sycl3_V15queue10get_deviceEv(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::device") align 8 %5, ptr noundef nonnull align 8 dereferenceable(16) %1)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #25
  invoke void @_ZNK4sycl3_V15queue11get_contextEv(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::context") align 8 %6, ptr noundef nonnull align 8 dereferenceable(16) %1)
          to label %7 unwind label %67

7:                                                ; preds = %4
  %8 = shl i64 %0, 2
  %9 = invoke noundef ptr @_ZN4sycl3_V120aligned_alloc_sharedEmmRKNS0_6deviceERKNS0_7contextERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef 4, i64 noundef %8, ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %10 unwind label %69

10:                                               ; preds = %7
  %11 = getelementptr inbounds i8, ptr %6, i64 8
  %12 = load ptr, ptr %11, align 8, !tbaa !16
  %13 = icmp eq ptr %12, null
  br i1 %13, label %38, label %14

14:                                               ; preds = %10
  %15 = getelementptr inbounds i8, ptr %12, i64 8
  %16 = load atomic i64, ptr %15 acquire, align 8
  %17 = icmp eq i64 %16, 4294967297
  %18 = trunc i64 %16 to i32
  br i1 %17, label %19, label %27

19:                                               ; preds = %14
  store i32 0, ptr %15, align 8, !tbaa !18
  %20 = getelementptr inbounds i8, ptr %12, i64 12
  store i32 0, ptr %20, align 4, !tbaa !21
  %21 = load ptr, ptr %12, align 8, !tbaa !22
  %22 = getelementptr inbounds i8, ptr %21, i64 16
  %23 = load ptr, ptr %22, align 8
  call void %23(ptr noundef nonnull align 8 dereferenceable(16) %12) #25
  %24 = load ptr, ptr %12, align 8, !tbaa !22
  %25 = getelementptr inbounds i8, ptr %24, i64 24
  %26 = load ptr, ptr %25, align 8
  call void %26(ptr noundef nonnull align 8 dereferenceable(16) %12) #25
  br label %38

27:                                               ; preds = %14
  %28 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !24
  %29 = icmp eq i8 %28, 0
  br i1 %29, label %32, label %30

30:                                               ; preds = %27
  %31 = add nsw i32 %18, -1
  store i32 %31, ptr %15, align 4, !tbaa !25
  br label %34

32:                                               ; preds = %27
  %33 = atomicrmw volatile add ptr %15, i32 -1 acq_rel, align 4
  br label %34

34:                                               ; preds = %32, %30
  %35 = phi i32 [ %18, %30 ], [ %33, %32 ]
  %36 = icmp eq i32 %35, 1
  br i1 %36, label %37, label %38, !prof !26

37:                                               ; preds = %34
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %12) #25
  br label %38

38:                                               ; preds = %10, %19, %34, %37
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #25
  %39 = getelementptr inbounds i8, ptr %5, i64 8
  %40 = load ptr, ptr %39, align 8, !tbaa !16
  %41 = icmp eq ptr %40, null
  br i1 %41, label %66, label %42

42:                                               ; preds = %38
  %43 = getelementptr inbounds i8, ptr %40, i64 8
  %44 = load atomic i64, ptr %43 acquire, align 8
  %45 = icmp eq i64 %44, 4294967297
  %46 = trunc i64 %44 to i32
  br i1 %45, label %47, label %55

47:                                               ; preds = %42
  store i32 0, ptr %43, align 8, !tbaa !18
  %48 = getelementptr inbounds i8, ptr %40, i64 12
  store i32 0, ptr %48, align 4, !tbaa !21
  %49 = load ptr, ptr %40, align 8, !tbaa !22
  %50 = getelementptr inbounds i8, ptr %49, i64 16
  %51 = load ptr, ptr %50, align 8
  call void %51(ptr noundef nonnull align 8 dereferenceable(16) %40) #25
  %52 = load ptr, ptr %40, align 8, !tbaa !22
  %53 = getelementptr inbounds i8, ptr %52, i64 24
  %54 = load ptr, ptr %53, align 8
  call void %54(ptr noundef nonnull align 8 dereferenceable(16) %40) #25
  br label %66

55:                                               ; preds = %42
  %56 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !24
  %57 = icmp eq i8 %56, 0
  br i1 %57, label %60, label %58

58:                                               ; preds = %55
  %59 = add nsw i32 %46, -1
  store i32 %59, ptr %43, align 4, !tbaa !25
  br label %62

60:                                               ; preds = %55
  %61 = atomicrmw volatile add ptr %43, i32 -1 acq_rel, align 4
  br label %62

62:                                               ; preds = %60, %58
  %63 = phi i32 [ %46, %58 ], [ %61, %60 ]
  %64 = icmp eq i32 %63, 1
  br i1 %64, label %65, label %66, !prof !26

65:                                               ; preds = %62
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %40) #25
  br label %66

66:                                               ; preds = %38, %47, %62, %65
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #25
  ret ptr %9

67:                                               ; preds = %4
  %68 = landingpad { ptr, i32 }
          cleanup
  br label %71

69:                                               ; preds = %7
  %70 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V17contextD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %6) #25
  br label %71

71:                                               ; preds = %69, %67
  %72 = phi { ptr, i32 } [ %70, %69 ], [ %68, %67 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #25
  call void @_ZN4sycl3_V16deviceD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %5) #25
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #25
  resume { ptr, i32 } %72
}

declare void @_ZN4sycl3_V15queue6memcpyEPvPKvmRKNS0_6detail13code_locationE(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef, ptr noundef, i64 noundef, ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #4

declare void @_ZN4sycl3_V15event4waitEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #4

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !16
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !18
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !21
  %12 = load ptr, ptr %3, align 8, !tbaa !22
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !22
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !24
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !25
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !26

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

declare void @_ZN4sycl3_V15queue6memsetEPvimRKNS0_6detail13code_locationE(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef, i32 noundef, i64 noundef, ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #5

declare void @_ZN4sycl3_V14freeEPvRKNS0_5queueERKNS0_6detail13code_locationE(ptr noundef, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !16
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !18
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !21
  %12 = load ptr, ptr %3, align 8, !tbaa !22
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !22
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !24
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !25
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !26

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

declare noundef i32 @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE(ptr noundef nonnull align 8 dereferenceable(16)) #4

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
  %11 = load ptr, ptr %10, align 8, !tbaa !122
  %12 = icmp eq ptr %11, null
  br i1 %12, label %46, label %13

13:                                               ; preds = %9
  store ptr %11, ptr %2, align 8, !tbaa !122
  call void @_ZNSt15__exception_ptr13exception_ptr9_M_addrefEv(ptr noundef nonnull align 8 dereferenceable(8) %2) #25
  invoke void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(ptr noundef nonnull %2) #29
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
  %29 = load ptr, ptr %26, align 8, !tbaa !22
  %30 = getelementptr inbounds i8, ptr %29, i64 16
  %31 = load ptr, ptr %30, align 8
  %32 = call noundef ptr %31(ptr noundef nonnull align 8 dereferenceable(8) %26) #25
  %33 = icmp eq ptr %32, null
  br i1 %33, label %34, label %42

34:                                               ; preds = %28
  %35 = load ptr, ptr @_ZSt4cerr, align 8, !tbaa !22
  %36 = getelementptr i8, ptr %35, i64 -24
  %37 = load i64, ptr %36, align 8
  %38 = getelementptr inbounds i8, ptr @_ZSt4cerr, i64 %37
  %39 = getelementptr inbounds i8, ptr %38, i64 32
  %40 = load i32, ptr %39, align 8, !tbaa !124
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
define linkonce_odr dso_local void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::device", align 8
  %6 = alloca %"class.std::function.14", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #25
  %7 = getelementptr inbounds i8, ptr %6, i64 16
  %8 = getelementptr inbounds i8, ptr %6, i64 24
  %9 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 0, ptr %9, align 8
  store ptr %1, ptr %6, align 8, !tbaa !5
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_, ptr %8, align 8, !tbaa !130
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E10_M_managerERSt9_Any_dataRKS8_St18_Manager_operation, ptr %7, align 8, !tbaa !12
  invoke void @_ZN4sycl3_V16detail13select_deviceERKSt8functionIFiRKNS0_6deviceEEE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::device") align 8 %5, ptr noundef nonnull align 8 dereferenceable(32) %6)
          to label %10 unwind label %48

10:                                               ; preds = %4
  invoke void @_ZN4sycl3_V15queueC2ERKNS0_6deviceERKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %11 unwind label %50

11:                                               ; preds = %10
  %12 = getelementptr inbounds i8, ptr %5, i64 8
  %13 = load ptr, ptr %12, align 8, !tbaa !16
  %14 = icmp eq ptr %13, null
  br i1 %14, label %39, label %15

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %13, i64 8
  %17 = load atomic i64, ptr %16 acquire, align 8
  %18 = icmp eq i64 %17, 4294967297
  %19 = trunc i64 %17 to i32
  br i1 %18, label %20, label %28

20:                                               ; preds = %15
  store i32 0, ptr %16, align 8, !tbaa !18
  %21 = getelementptr inbounds i8, ptr %13, i64 12
  store i32 0, ptr %21, align 4, !tbaa !21
  %22 = load ptr, ptr %13, align 8, !tbaa !22
  %23 = getelementptr inbounds i8, ptr %22, i64 16
  %24 = load ptr, ptr %23, align 8
  call void %24(ptr noundef nonnull align 8 dereferenceable(16) %13) #25
  %25 = load ptr, ptr %13, align 8, !tbaa !22
  %26 = getelementptr inbounds i8, ptr %25, i64 24
  %27 = load ptr, ptr %26, align 8
  call void %27(ptr noundef nonnull align 8 dereferenceable(16) %13) #25
  br label %39

28:                                               ; preds = %15
  %29 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !24
  %30 = icmp eq i8 %29, 0
  br i1 %30, label %33, label %31

31:                                               ; preds = %28
  %32 = add nsw i32 %19, -1
  store i32 %32, ptr %16, align 4, !tbaa !25
  br label %35

33:                                               ; preds = %28
  %34 = atomicrmw volatile add ptr %16, i32 -1 acq_rel, align 4
  br label %35

35:                                               ; preds = %33, %31
  %36 = phi i32 [ %19, %31 ], [ %34, %33 ]
  %37 = icmp eq i32 %36, 1
  br i1 %37, label %38, label %39, !prof !26

38:                                               ; preds = %35
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %13) #25
  br label %39

39:                                               ; preds = %11, %20, %35, %38
  %40 = load ptr, ptr %7, align 8, !tbaa !12
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
  %54 = load ptr, ptr %7, align 8, !tbaa !12
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

declare ptr @_ZNK4sycl3_V114exception_list5beginEv(ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #4

declare ptr @_ZNK4sycl3_V114exception_list3endEv(ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #4

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

declare noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8), ptr noundef, i64 noundef) local_unnamed_addr #4

declare void @_ZNSt9basic_iosIcSt11char_traitsIcEE5clearESt12_Ios_Iostate(ptr noundef nonnull align 8 dereferenceable(264), i32 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #11

; Function Attrs: nounwind
declare void @_ZNSt15__exception_ptr13exception_ptr9_M_addrefEv(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #12

; Function Attrs: nounwind
declare void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #12

declare noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo3putEc(ptr noundef nonnull align 8 dereferenceable(8), i8 noundef signext) local_unnamed_addr #4

declare noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo5flushEv(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #4

; Function Attrs: noreturn
declare void @_ZSt16__throw_bad_castv() local_unnamed_addr #8

declare void @_ZNKSt5ctypeIcE13_M_widen_initEv(ptr noundef nonnull align 8 dereferenceable(570)) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #13

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(24) %1) #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::exception_list", align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3)
  %4 = load ptr, ptr %0, align 8, !tbaa !5
  %5 = load <2 x ptr>, ptr %1, align 8, !tbaa !5
  store <2 x ptr> %5, ptr %3, align 16, !tbaa !5
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
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %15) #25
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
define linkonce_odr dso_local noundef zeroext i1 @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) #3 comdat align 2 personality ptr @__gxx_personality_v0 {
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
define linkonce_odr dso_local void @_ZN4sycl3_V114exception_listD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  tail call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %7) #25
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
  tail call void @_ZdlPvm(ptr noundef nonnull %17, i64 noundef %24) #27
  br label %25

25:                                               ; preds = %16, %19
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #14

declare void @_ZN4sycl3_V16detail13select_deviceERKSt8functionIFiRKNS0_6deviceEEE(ptr dead_on_unwind writable sret(%"class.sycl::_V1::device") align 8, ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #4

declare void @_ZN4sycl3_V15queueC2ERKNS0_6deviceERKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #4

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16deviceD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !16
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !18
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !21
  %12 = load ptr, ptr %3, align 8, !tbaa !22
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !22
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !24
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !25
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !26

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) #3 comdat align 2 {
  %3 = load ptr, ptr %0, align 8, !tbaa !5
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
  %6 = load ptr, ptr %1, align 8, !tbaa !5
  br label %7

7:                                                ; preds = %3, %4, %5
  %8 = phi ptr [ %6, %5 ], [ %1, %4 ], [ @_ZTIPFiRKN4sycl3_V16deviceEE, %3 ]
  store ptr %8, ptr %0, align 8, !tbaa !5
  br label %9

9:                                                ; preds = %7, %3
  ret i1 false
}

; Function Attrs: mustprogress noinline nounwind uwtable
define linkonce_odr dso_local void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %0) local_unnamed_addr #15 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !22
  %3 = getelementptr inbounds i8, ptr %2, i64 16
  %4 = load ptr, ptr %3, align 8
  tail call void %4(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
  %5 = getelementptr inbounds i8, ptr %0, i64 12
  %6 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !24
  %7 = icmp eq i8 %6, 0
  br i1 %7, label %11, label %8

8:                                                ; preds = %1
  %9 = load i32, ptr %5, align 4, !tbaa !25
  %10 = add nsw i32 %9, -1
  store i32 %10, ptr %5, align 4, !tbaa !25
  br label %13

11:                                               ; preds = %1
  %12 = atomicrmw volatile add ptr %5, i32 -1 acq_rel, align 4
  br label %13

13:                                               ; preds = %11, %8
  %14 = phi i32 [ %9, %8 ], [ %12, %11 ]
  %15 = icmp eq i32 %14, 1
  br i1 %15, label %16, label %20

16:                                               ; preds = %13
  %17 = load ptr, ptr %0, align 8, !tbaa !22
  %18 = getelementptr inbounds i8, ptr %17, i64 24
  %19 = load ptr, ptr %18, align 8
  tail call void %19(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
  br label %20

20:                                               ; preds = %13, %16
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #5

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #16

declare void @_ZNK4sycl3_V15queue11get_contextEv(ptr dead_on_unwind writable sret(%"class.sycl::_V1::context") align 8, ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #4

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17contextD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !16
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !18
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !21
  %12 = load ptr, ptr %3, align 8, !tbaa !22
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !22
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !24
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !25
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !26

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

declare noundef ptr @_ZN4sycl3_V118aligned_alloc_hostEmmRKNS0_7contextERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef, i64 noundef, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #4

declare void @_ZNK4sycl3_V15queue10get_deviceEv(ptr dead_on_unwind writable sret(%"class.sycl::_V1::device") align 8, ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #4

declare noundef ptr @_ZN4sycl3_V120aligned_alloc_deviceEmmRKNS0_6deviceERKNS0_7contextERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef, i64 noundef, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #4

declare noundef ptr @_ZN4sycl3_V120aligned_alloc_sharedEmmRKNS0_6deviceERKNS0_7contextERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef, i64 noundef, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #4

declare void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #4

declare noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #4

; Function Attrs: nounwind
declare void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1)) unnamed_addr #12

declare void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #4

declare void @_ZN4sycl3_V15queue22submit_with_event_implESt8functionIFvRNS0_7handlerEEERKNS0_6detail14SubmissionInfoERKNS7_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), i1 noundef zeroext) local_unnamed_addr #4

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail14SubmissionInfoD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !16
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !18
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !21
  %12 = load ptr, ptr %3, align 8, !tbaa !22
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !22
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !24
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !25
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !26

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZNS1_5queue17parallel_for_implI5SaxpyLi1ENS1_3ext6oneapi12experimental10propertiesINSA_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS1_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS1_5eventEE4typeENS1_5rangeIXT0_EEESN_DpOSL_EUlS3_E_E9_M_invokeERKSt9_Any_dataS3_(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #3 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.std::vector.82", align 8
  %4 = alloca %"class.sycl::_V1::range.72", align 8
  %5 = alloca %"class.std::vector.82", align 8
  %6 = alloca %"class.sycl::_V1::range.72", align 8
  %7 = alloca %"class.std::tuple.61", align 8
  %8 = alloca %class.anon, align 8
  %9 = load ptr, ptr %0, align 8, !tbaa !5
  %10 = load ptr, ptr %9, align 8, !tbaa !137
  %11 = load i64, ptr %10, align 8
  %12 = getelementptr inbounds i8, ptr %9, i64 16
  %13 = load ptr, ptr %12, align 8, !tbaa !139
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %8)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %8, ptr noundef nonnull readonly align 8 dereferenceable(24) %13, i64 24, i1 false)
  %14 = tail call noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %26, label %16

16:                                               ; preds = %2
  %17 = tail call ptr @__cxa_allocate_exception(i64 64) #25
  %18 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #25
  %19 = extractvalue { i32, ptr } %18, 0
  %20 = extractvalue { i32, ptr } %18, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %17, i32 %19, ptr %20, ptr noundef nonnull @.str.12)
          to label %21 unwind label %24

21:                                               ; preds = %16
  tail call void @__cxa_throw(ptr nonnull %17, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #29
  unreachable

22:                                               ; preds = %120, %78, %24
  %23 = phi { ptr, i32 } [ %25, %24 ], [ %70, %78 ], [ %111, %120 ]
  resume { ptr, i32 } %23

24:                                               ; preds = %16
  %25 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %17) #25
  br label %22

26:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #25
  call void @_ZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_(ptr dead_on_unwind nonnull writable sret(%"class.std::tuple.61") align 8 %7, ptr noundef nonnull align 8 dereferenceable(216) %1, i64 %11)
  %27 = load i8, ptr %7, align 8, !tbaa !140, !range !85, !noundef !86
  %28 = trunc nuw i8 %27 to i1
  br i1 %28, label %29, label %79

29:                                               ; preds = %26
  %30 = getelementptr inbounds i8, ptr %7, i64 8
  call void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.19)
  %31 = load i64, ptr %30, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6)
  %32 = getelementptr inbounds i8, ptr %6, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %32, i8 0, i64 16, i1 false), !alias.scope !141
  store i64 %31, ptr %6, align 8, !tbaa !144, !alias.scope !141
  call void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range.72") align 8 %6, i1 noundef zeroext false, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6)
  %33 = call noalias noundef nonnull dereferenceable(40) ptr @_Znwm(i64 noundef 40) #28, !noalias !145
  %34 = getelementptr inbounds i8, ptr %33, i64 8
  store i64 %11, ptr %34, align 8, !noalias !145
  %35 = getelementptr inbounds i8, ptr %33, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %35, ptr noundef nonnull readonly align 8 dereferenceable(24) %8, i64 24, i1 false)
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZ4mainEUlNS0_2idILi1EEEE_EES5_Li1EEE, i64 16), ptr %33, align 8, !tbaa !22, !noalias !145
  %36 = getelementptr inbounds i8, ptr %1, i64 152
  %37 = load ptr, ptr %36, align 8, !tbaa !5
  store ptr %33, ptr %36, align 8, !tbaa !5
  %38 = icmp eq ptr %37, null
  br i1 %38, label %43, label %39

39:                                               ; preds = %29
  %40 = load ptr, ptr %37, align 8, !tbaa !22
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  call void %42(ptr noundef nonnull align 8 dereferenceable(8) %37) #25
  br label %43

43:                                               ; preds = %39, %29
  call void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
  %44 = load ptr, ptr %36, align 8, !tbaa !5
  %45 = load ptr, ptr %44, align 8, !tbaa !22
  %46 = load ptr, ptr %45, align 8
  %47 = call noundef ptr %46(ptr noundef nonnull align 8 dereferenceable(8) %44)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #25
  call void @llvm.experimental.noalias.scope.decl(metadata !148)
  %48 = getelementptr inbounds i8, ptr %5, i64 16
  %49 = call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #28, !noalias !148
  store ptr %49, ptr %5, align 8, !tbaa !151, !alias.scope !148
  %50 = getelementptr inbounds i8, ptr %49, i64 24
  store ptr %50, ptr %48, align 8, !tbaa !153, !alias.scope !148
  %51 = getelementptr inbounds i8, ptr %5, i64 8
  store i64 34359738369, ptr %49, align 4, !noalias !148
  %52 = getelementptr inbounds i8, ptr %49, i64 8
  store i32 0, ptr %52, align 4, !tbaa !25, !noalias !148
  %53 = getelementptr inbounds i8, ptr %49, i64 12
  store i64 103079215105, ptr %53, align 4, !noalias !148
  %54 = getelementptr inbounds i8, ptr %49, i64 20
  store i32 8, ptr %54, align 4, !tbaa !25, !noalias !148
  store ptr %50, ptr %51, align 8, !tbaa !154, !alias.scope !148
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %47, ptr noundef nonnull align 8 dereferenceable(24) %5, i1 noundef zeroext false)
          to label %55 unwind label %69

55:                                               ; preds = %43
  %56 = load ptr, ptr %5, align 8, !tbaa !151
  %57 = icmp eq ptr %56, null
  br i1 %57, label %63, label %58

58:                                               ; preds = %55
  %59 = load ptr, ptr %48, align 8, !tbaa !153
  %60 = ptrtoint ptr %59 to i64
  %61 = ptrtoint ptr %56 to i64
  %62 = sub i64 %60, %61
  call void @_ZdlPvm(ptr noundef nonnull %56, i64 noundef %62) #27
  br label %63

63:                                               ; preds = %58, %55
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #25
  %64 = getelementptr inbounds i8, ptr %1, i64 80
  %65 = call noalias noundef nonnull dereferenceable(52) ptr @_Znam(i64 noundef 52) #28
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(51) %65, ptr noundef nonnull align 1 dereferenceable(51) @.str.22, i64 51, i1 false)
  %66 = getelementptr inbounds i8, ptr %65, i64 51
  store i8 0, ptr %66, align 1, !tbaa !24
  %67 = load ptr, ptr %64, align 8, !tbaa !5
  store ptr %65, ptr %64, align 8, !tbaa !5
  %68 = icmp eq ptr %67, null
  br i1 %68, label %123, label %121

69:                                               ; preds = %43
  %70 = landingpad { ptr, i32 }
          cleanup
  %71 = load ptr, ptr %5, align 8, !tbaa !151
  %72 = icmp eq ptr %71, null
  br i1 %72, label %78, label %73

73:                                               ; preds = %69
  %74 = load ptr, ptr %48, align 8, !tbaa !153
  %75 = ptrtoint ptr %74 to i64
  %76 = ptrtoint ptr %71 to i64
  %77 = sub i64 %75, %76
  call void @_ZdlPvm(ptr noundef nonnull %71, i64 noundef %77) #27
  br label %78

78:                                               ; preds = %73, %69
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #25
  br label %22

79:                                               ; preds = %26
  call void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.19)
  call void @_ZN4sycl3_V17handler22setKernelIsCooperativeEb(ptr noundef nonnull align 8 dereferenceable(216) %1, i1 noundef zeroext false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4)
  %80 = getelementptr inbounds i8, ptr %4, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %80, i8 0, i64 16, i1 false), !alias.scope !155
  store i64 %11, ptr %4, align 8, !tbaa !144, !alias.scope !155
  call void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range.72") align 8 %4, i1 noundef zeroext false, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4)
  %81 = call noalias noundef nonnull dereferenceable(32) ptr @_Znwm(i64 noundef 32) #28, !noalias !158
  %82 = getelementptr inbounds i8, ptr %81, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %82, ptr noundef nonnull readonly align 8 dereferenceable(24) %8, i64 24, i1 false)
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %81, align 8, !tbaa !22, !noalias !158
  %83 = getelementptr inbounds i8, ptr %1, i64 152
  %84 = load ptr, ptr %83, align 8, !tbaa !5
  store ptr %81, ptr %83, align 8, !tbaa !5
  %85 = icmp eq ptr %84, null
  br i1 %85, label %90, label %86

86:                                               ; preds = %79
  %87 = load ptr, ptr %84, align 8, !tbaa !22
  %88 = getelementptr inbounds i8, ptr %87, i64 16
  %89 = load ptr, ptr %88, align 8
  call void %89(ptr noundef nonnull align 8 dereferenceable(8) %84) #25
  br label %90

90:                                               ; preds = %86, %79
  call void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
  %91 = load ptr, ptr %83, align 8, !tbaa !5
  %92 = load ptr, ptr %91, align 8, !tbaa !22
  %93 = load ptr, ptr %92, align 8
  %94 = call noundef ptr %93(ptr noundef nonnull align 8 dereferenceable(8) %91)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #25
  call void @_ZN4sycl3_V16detail19getKernelParamDescsI5SaxpyEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind nonnull writable sret(%"class.std::vector.82") align 8 %3)
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %94, ptr noundef nonnull align 8 dereferenceable(24) %3, i1 noundef zeroext false)
          to label %95 unwind label %110

95:                                               ; preds = %90
  %96 = load ptr, ptr %3, align 8, !tbaa !151
  %97 = icmp eq ptr %96, null
  br i1 %97, label %104, label %98

98:                                               ; preds = %95
  %99 = getelementptr inbounds i8, ptr %3, i64 16
  %100 = load ptr, ptr %99, align 8, !tbaa !153
  %101 = ptrtoint ptr %100 to i64
  %102 = ptrtoint ptr %96 to i64
  %103 = sub i64 %101, %102
  call void @_ZdlPvm(ptr noundef nonnull %96, i64 noundef %103) #27
  br label %104

104:                                              ; preds = %98, %95
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #25
  %105 = getelementptr inbounds i8, ptr %1, i64 80
  %106 = call noalias noundef nonnull dereferenceable(11) ptr @_Znam(i64 noundef 11) #28
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(10) %106, ptr noundef nonnull align 1 dereferenceable(10) @.str.19, i64 10, i1 false)
  %107 = getelementptr inbounds i8, ptr %106, i64 10
  store i8 0, ptr %107, align 1, !tbaa !24
  %108 = load ptr, ptr %105, align 8, !tbaa !5
  store ptr %106, ptr %105, align 8, !tbaa !5
  %109 = icmp eq ptr %108, null
  br i1 %109, label %123, label %121

110:                                              ; preds = %90
  %111 = landingpad { ptr, i32 }
          cleanup
  %112 = load ptr, ptr %3, align 8, !tbaa !151
  %113 = icmp eq ptr %112, null
  br i1 %113, label %120, label %114

114:                                              ; preds = %110
  %115 = getelementptr inbounds i8, ptr %3, i64 16
  %116 = load ptr, ptr %115, align 8, !tbaa !153
  %117 = ptrtoint ptr %116 to i64
  %118 = ptrtoint ptr %112 to i64
  %119 = sub i64 %117, %118
  call void @_ZdlPvm(ptr noundef nonnull %112, i64 noundef %119) #27
  br label %120

120:                                              ; preds = %114, %110
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #25
  br label %22

121:                                              ; preds = %104, %63
  %122 = phi ptr [ %67, %63 ], [ %108, %104 ]
  call void @_ZdaPv(ptr noundef nonnull %122) #27
  br label %123

123:                                              ; preds = %63, %104, %121
  call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #25
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8)
  ret void
}

; Function Attrs: mustprogress uwtable
define internal noundef zeroext i1 @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZNS1_5queue17parallel_for_implI5SaxpyLi1ENS1_3ext6oneapi12experimental10propertiesINSA_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS1_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS1_5eventEE4typeENS1_5rangeIXT0_EEESN_DpOSL_EUlS3_E_E10_M_managerERSt9_Any_dataRKSX_St18_Manager_operation(ptr nocapture noundef nonnull align 8 dereferenceable(16) %0, ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %1, i32 noundef %2) #3 align 2 {
  switch i32 %2, label %14 [
    i32 0, label %4
    i32 1, label %5
    i32 3, label %10
    i32 2, label %7
  ]

4:                                                ; preds = %3
  store ptr @_ZTIZN4sycl3_V15queue17parallel_for_implI5SaxpyLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESJ_DpOSH_EUlRNS0_7handlerEE_, ptr %0, align 8, !tbaa !5
  br label %14

5:                                                ; preds = %3
  %6 = load ptr, ptr %1, align 8, !tbaa !5
  store ptr %6, ptr %0, align 8, !tbaa !5
  br label %14

7:                                                ; preds = %3
  %8 = load ptr, ptr %1, align 8, !tbaa !5
  %9 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #28
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %9, ptr noundef nonnull readonly align 8 dereferenceable(24) %8, i64 24, i1 false), !tbaa.struct !161
  store ptr %9, ptr %0, align 8, !tbaa !5
  br label %14

10:                                               ; preds = %3
  %11 = load ptr, ptr %0, align 8, !tbaa !5
  %12 = icmp eq ptr %11, null
  br i1 %12, label %14, label %13

13:                                               ; preds = %10
  tail call void @_ZdlPvm(ptr noundef nonnull %11, i64 noundef 24) #27
  br label %14

14:                                               ; preds = %3, %13, %10, %7, %5, %4
  ret i1 false
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #17

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

; Function Attrs: nounwind
declare { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef) local_unnamed_addr #12

declare void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64), i32, ptr, ptr noundef) unnamed_addr #4

declare void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZN4sycl3_V19exceptionD1Ev(ptr noundef nonnull align 8 dereferenceable(64)) unnamed_addr #12

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_(ptr dead_on_unwind noalias writable sret(%"class.std::tuple.61") align 8 %0, ptr noundef nonnull align 8 dereferenceable(216) %1, i64 %2) local_unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.std::tuple.68", align 8
  %5 = alloca %"class.sycl::_V1::range", align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i8, align 1
  %10 = alloca %class.anon.67, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #25
  store i64 %2, ptr %5, align 8
  %11 = tail call noundef zeroext i1 @_ZN4sycl3_V17handler20DisableRangeRoundingEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
  br i1 %11, label %12, label %14

12:                                               ; preds = %3
  store i8 0, ptr %0, align 8, !tbaa !162
  %13 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 0, ptr %13, align 8
  br label %54

14:                                               ; preds = %3
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #25
  store i64 16, ptr %6, align 8, !tbaa !144
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #25
  store i64 32, ptr %7, align 8, !tbaa !144
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #25
  store i64 1024, ptr %8, align 8, !tbaa !144
  call void @_ZN4sycl3_V17handler24GetRangeRoundingSettingsERmS2_S2_(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(8) %6, ptr noundef nonnull align 8 dereferenceable(8) %7, ptr noundef nonnull align 8 dereferenceable(8) %8)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #25
  call void @_ZN4sycl3_V17handler19getMaxWorkGroups_v2Ev(ptr dead_on_unwind nonnull writable sret(%"class.std::tuple.68") align 8 %4, ptr noundef nonnull align 8 dereferenceable(216) %1)
  %15 = getelementptr inbounds i8, ptr %4, i64 8
  %16 = load i8, ptr %4, align 8, !tbaa !140, !range !85, !noundef !86
  %17 = trunc nuw i8 %16 to i1
  %18 = load i64, ptr %15, align 8
  %19 = call i64 @llvm.umin.i64(i64 %18, i64 2147483647)
  %20 = select i1 %17, i64 %19, i64 2147483647
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #25
  %21 = load i64, ptr %7, align 8, !tbaa !144
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
  store i8 0, ptr %9, align 1, !tbaa !140
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10) #25
  store ptr %1, ptr %10, align 8, !tbaa !164
  %29 = getelementptr inbounds i8, ptr %10, i64 8
  store ptr %5, ptr %29, align 8, !tbaa !5
  %30 = getelementptr inbounds i8, ptr %10, i64 16
  store ptr %9, ptr %30, align 8, !tbaa !5
  %31 = load i64, ptr %6, align 8, !tbaa !144
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
  %43 = load i64, ptr %5, align 8, !tbaa !144
  br label %44

44:                                               ; preds = %37, %27
  %45 = phi i64 [ %43, %37 ], [ %2, %27 ]
  %46 = icmp ugt i64 %45, %28
  br i1 %46, label %47, label %48

47:                                               ; preds = %44
  call void @_ZZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ENKUlimE_clEim(ptr noundef nonnull align 8 dereferenceable(24) %10, i32 noundef 0, i64 noundef %28)
  br label %48

48:                                               ; preds = %44, %47
  %49 = load i8, ptr %9, align 1, !tbaa !140, !range !85, !noundef !86
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

declare void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216), ptr) local_unnamed_addr #4

declare void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216), i32 noundef) local_unnamed_addr #4

declare noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #4

declare noundef zeroext i1 @_ZN4sycl3_V17handler20DisableRangeRoundingEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #4

declare void @_ZN4sycl3_V17handler24GetRangeRoundingSettingsERmS2_S2_(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef nonnull align 8 dereferenceable(8), ptr noundef nonnull align 8 dereferenceable(8), ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #4

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ENKUlimE_clEim(ptr noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1, i64 noundef %2) local_unnamed_addr #7 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = load ptr, ptr %0, align 8, !tbaa !164
  %5 = tail call noundef zeroext i1 @_ZN4sycl3_V17handler18RangeRoundingTraceEv(ptr noundef nonnull align 8 dereferenceable(216) %4)
  br i1 %5, label %6, label %53

6:                                                ; preds = %3
  %7 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cout, ptr noundef nonnull @.str.16, i64 noundef 35)
  %8 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSolsEi(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cout, i32 noundef %1)
  %9 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) %8, ptr noundef nonnull @.str.17, i64 noundef 6)
  %10 = icmp eq i32 %1, 0
  br i1 %10, label %22, label %11

11:                                               ; preds = %6
  %12 = tail call ptr @__cxa_allocate_exception(i64 64) #25
  %13 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #25
  %14 = extractvalue { i32, ptr } %13, 0
  %15 = extractvalue { i32, ptr } %13, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %12, i32 %14, ptr %15, ptr noundef nonnull @.str.15)
          to label %16 unwind label %20

16:                                               ; preds = %11
  tail call void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #29
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
  %24 = load ptr, ptr %23, align 8, !tbaa !166
  %25 = load i64, ptr %24, align 8, !tbaa !144
  %26 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo9_M_insertImEERSoT_(ptr noundef nonnull align 8 dereferenceable(8) %8, i64 noundef %25)
  %27 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) %26, ptr noundef nonnull @.str.18, i64 noundef 4)
  %28 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo9_M_insertImEERSoT_(ptr noundef nonnull align 8 dereferenceable(8) %26, i64 noundef %2)
  %29 = load ptr, ptr %28, align 8, !tbaa !22
  %30 = getelementptr i8, ptr %29, i64 -24
  %31 = load i64, ptr %30, align 8
  %32 = getelementptr inbounds i8, ptr %28, i64 %31
  %33 = getelementptr inbounds i8, ptr %32, i64 240
  %34 = load ptr, ptr %33, align 8, !tbaa !167
  %35 = icmp eq ptr %34, null
  br i1 %35, label %36, label %37

36:                                               ; preds = %22
  tail call void @_ZSt16__throw_bad_castv() #29
  unreachable

37:                                               ; preds = %22
  %38 = getelementptr inbounds i8, ptr %34, i64 56
  %39 = load i8, ptr %38, align 8, !tbaa !169
  %40 = icmp eq i8 %39, 0
  br i1 %40, label %44, label %41

41:                                               ; preds = %37
  %42 = getelementptr inbounds i8, ptr %34, i64 67
  %43 = load i8, ptr %42, align 1, !tbaa !24
  br label %49

44:                                               ; preds = %37
  tail call void @_ZNKSt5ctypeIcE13_M_widen_initEv(ptr noundef nonnull align 8 dereferenceable(570) %34)
  %45 = load ptr, ptr %34, align 8, !tbaa !22
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
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %56, i32 %58, ptr %59, ptr noundef nonnull @.str.15)
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
  %65 = load ptr, ptr %64, align 8, !tbaa !166
  store i64 %2, ptr %65, align 8, !tbaa !144
  %66 = getelementptr inbounds i8, ptr %0, i64 16
  %67 = load ptr, ptr %66, align 8, !tbaa !172
  store i8 1, ptr %67, align 1, !tbaa !140
  ret void
}

declare void @_ZN4sycl3_V17handler19getMaxWorkGroups_v2Ev(ptr dead_on_unwind writable sret(%"class.std::tuple.68") align 8, ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #4

declare noundef zeroext i1 @_ZN4sycl3_V17handler18RangeRoundingTraceEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #4

declare noundef nonnull align 8 dereferenceable(8) ptr @_ZNSolsEi(ptr noundef nonnull align 8 dereferenceable(8), i32 noundef) local_unnamed_addr #4

declare noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo9_M_insertImEERSoT_(ptr noundef nonnull align 8 dereferenceable(8), i64 noundef) local_unnamed_addr #4

declare void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef byval(%"class.sycl::_V1::range.72") align 8, i1 noundef zeroext, i32 noundef) local_unnamed_addr #4

declare void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #4

declare void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef, ptr noundef nonnull align 8 dereferenceable(24), i1 noundef zeroext) local_unnamed_addr #4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZ4mainEUlNS0_2idILi1EEEE_EES5_Li1EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(40) %0) unnamed_addr #18 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZ4mainEUlNS0_2idILi1EEEE_EES5_Li1EED0Ev(ptr noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #19 align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 40) #27
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZ4mainEUlNS0_2idILi1EEEE_EES5_Li1EE23InstantiateKernelOnHostEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(40) %0) unnamed_addr #20 align 2 personality ptr @__gxx_personality_v0 {
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
  %28 = load <4 x float>, ptr %26, align 4, !tbaa !48, !alias.scope !173
  %29 = load <4 x float>, ptr %27, align 4, !tbaa !48, !alias.scope !173
  %30 = getelementptr inbounds float, ptr %5, i64 %25
  %31 = getelementptr inbounds i8, ptr %30, i64 16
  %32 = load <4 x float>, ptr %30, align 4, !tbaa !48, !alias.scope !176, !noalias !173
  %33 = load <4 x float>, ptr %31, align 4, !tbaa !48, !alias.scope !176, !noalias !173
  %34 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %23, <4 x float> %28, <4 x float> %32)
  %35 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %23, <4 x float> %29, <4 x float> %33)
  store <4 x float> %34, ptr %30, align 4, !tbaa !48, !alias.scope !176, !noalias !173
  store <4 x float> %35, ptr %31, align 4, !tbaa !48, !alias.scope !176, !noalias !173
  %36 = add nuw i64 %25, 8
  %37 = icmp eq i64 %36, %21
  br i1 %37, label %38, label %24, !llvm.loop !178

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
  %47 = load float, ptr %46, align 4, !tbaa !48
  %48 = getelementptr inbounds float, ptr %5, i64 %41
  %49 = load float, ptr %48, align 4, !tbaa !48
  %50 = tail call float @llvm.fmuladd.f32(float %7, float %47, float %49)
  store float %50, ptr %48, align 4, !tbaa !48
  %51 = or disjoint i64 %41, 1
  br label %52

52:                                               ; preds = %45, %40
  %53 = phi i64 [ %41, %40 ], [ %51, %45 ]
  %54 = icmp eq i64 %3, %42
  br i1 %54, label %70, label %55

55:                                               ; preds = %52, %55
  %56 = phi i64 [ %68, %55 ], [ %53, %52 ]
  %57 = getelementptr inbounds float, ptr %9, i64 %56
  %58 = load float, ptr %57, align 4, !tbaa !48
  %59 = getelementptr inbounds float, ptr %5, i64 %56
  %60 = load float, ptr %59, align 4, !tbaa !48
  %61 = tail call float @llvm.fmuladd.f32(float %7, float %58, float %60)
  store float %61, ptr %59, align 4, !tbaa !48
  %62 = add nuw i64 %56, 1
  %63 = getelementptr inbounds float, ptr %9, i64 %62
  %64 = load float, ptr %63, align 4, !tbaa !48
  %65 = getelementptr inbounds float, ptr %5, i64 %62
  %66 = load float, ptr %65, align 4, !tbaa !48
  %67 = tail call float @llvm.fmuladd.f32(float %7, float %64, float %66)
  store float %67, ptr %65, align 4, !tbaa !48
  %68 = add nuw i64 %56, 2
  %69 = icmp eq i64 %68, %3
  br i1 %69, label %70, label %55, !llvm.loop !179

70:                                               ; preds = %52, %55, %38, %1
  ret void
}

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(ptr noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #16

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %1, ptr noundef nonnull align 4 dereferenceable(12) %2) local_unnamed_addr #3 comdat align 2 {
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load ptr, ptr %4, align 8, !tbaa !154
  %6 = load ptr, ptr %0, align 8, !tbaa !5
  %7 = ptrtoint ptr %5 to i64
  %8 = ptrtoint ptr %6 to i64
  %9 = sub i64 %7, %8
  %10 = icmp eq i64 %9, 9223372036854775800
  br i1 %10, label %11, label %12

11:                                               ; preds = %3
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.21) #29
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
  %25 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %24) #28
  br label %26

26:                                               ; preds = %12, %23
  %27 = phi ptr [ %25, %23 ], [ null, %12 ]
  %28 = getelementptr inbounds %"struct.sycl::_V1::detail::kernel_param_desc_t", ptr %27, i64 %21
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %28, ptr noundef nonnull align 4 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !180
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
  %41 = load ptr, ptr %38, align 8, !tbaa !153
  %42 = ptrtoint ptr %41 to i64
  %43 = sub i64 %42, %8
  tail call void @_ZdlPvm(ptr noundef nonnull %6, i64 noundef %43) #27
  br label %44

44:                                               ; preds = %37, %40
  %45 = getelementptr inbounds i8, ptr %33, i64 %34
  store ptr %27, ptr %0, align 8, !tbaa !151
  store ptr %45, ptr %4, align 8, !tbaa !154
  %46 = getelementptr inbounds %"struct.sycl::_V1::detail::kernel_param_desc_t", ptr %27, i64 %18
  store ptr %46, ptr %38, align 8, !tbaa !153
  ret void
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znam(i64 noundef) local_unnamed_addr #17

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPv(ptr noundef) local_unnamed_addr #14

declare void @_ZN4sycl3_V17handler22setKernelIsCooperativeEb(ptr noundef nonnull align 8 dereferenceable(216), i1 noundef zeroext) local_unnamed_addr #4

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19getKernelParamDescsI5SaxpyEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind noalias writable sret(%"class.std::vector.82") align 8 %0) local_unnamed_addr #3 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"struct.sycl::_V1::detail::kernel_param_desc_t", align 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, i8 0, i64 24, i1 false)
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = tail call noalias noundef nonnull dereferenceable(36) ptr @_Znwm(i64 noundef 36) #28
  store ptr %4, ptr %0, align 8, !tbaa !151
  %5 = getelementptr inbounds i8, ptr %4, i64 36
  store ptr %5, ptr %3, align 8, !tbaa !153
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 34359738371, ptr %2, align 8
  store i32 0, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !180
  %8 = getelementptr inbounds i8, ptr %4, i64 12
  store ptr %8, ptr %7, align 8, !tbaa !154
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 17179869185, ptr %2, align 8
  store i32 8, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %8, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !180
  %9 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr %9, ptr %7, align 8, !tbaa !154
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 34359738371, ptr %2, align 8
  store i32 16, ptr %6, align 8
  %10 = load ptr, ptr %3, align 8, !tbaa !153
  %11 = icmp eq ptr %9, %10
  br i1 %11, label %15, label %12

12:                                               ; preds = %1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %9, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !180
  %13 = load ptr, ptr %7, align 8, !tbaa !154
  %14 = getelementptr inbounds i8, ptr %13, i64 12
  store ptr %14, ptr %7, align 8, !tbaa !154
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
  %19 = load ptr, ptr %0, align 8, !tbaa !151
  %20 = icmp eq ptr %19, null
  br i1 %20, label %26, label %21

21:                                               ; preds = %17
  %22 = load ptr, ptr %3, align 8, !tbaa !153
  %23 = ptrtoint ptr %22 to i64
  %24 = ptrtoint ptr %19 to i64
  %25 = sub i64 %23, %24
  call void @_ZdlPvm(ptr noundef nonnull %19, i64 noundef %25) #27
  br label %26

26:                                               ; preds = %17, %21
  resume { ptr, i32 } %18
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(32) %0) unnamed_addr #18 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #19 align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 32) #27
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(32) %0) unnamed_addr #21 align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !5
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  %5 = load float, ptr %4, align 8, !tbaa !48
  %6 = getelementptr inbounds i8, ptr %0, i64 24
  %7 = load ptr, ptr %6, align 8, !tbaa !5
  %8 = load float, ptr %7, align 4, !tbaa !48
  %9 = load float, ptr %3, align 4, !tbaa !48
  %10 = tail call float @llvm.fmuladd.f32(float %5, float %8, float %9)
  store float %10, ptr %3, align 4, !tbaa !48
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZNS1_5queue11single_taskI6SumAllZ4mainEUlvE_NS1_3ext6oneapi12experimental10propertiesINSB_6detail20properties_type_listIJEEEEEEENSt9enable_ifIXsr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS1_5eventEE4typeESI_RKT0_RKNS1_6detail13code_locationEEUlS3_E_E9_M_invokeERKSt9_Any_dataS3_(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #3 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.std::vector.82", align 8
  %4 = alloca %"class.sycl::_V1::range.72", align 8
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !183
  %7 = tail call noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %19, label %9

9:                                                ; preds = %2
  %10 = tail call ptr @__cxa_allocate_exception(i64 64) #25
  %11 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #25
  %12 = extractvalue { i32, ptr } %11, 0
  %13 = extractvalue { i32, ptr } %11, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %10, i32 %12, ptr %13, ptr noundef nonnull @.str.12)
          to label %14 unwind label %17

14:                                               ; preds = %9
  tail call void @__cxa_throw(ptr nonnull %10, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #29
  unreachable

15:                                               ; preds = %61, %17
  %16 = phi { ptr, i32 } [ %18, %17 ], [ %52, %61 ]
  resume { ptr, i32 } %16

17:                                               ; preds = %9
  %18 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %10) #25
  br label %15

19:                                               ; preds = %2
  tail call void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.25)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4)
  %20 = getelementptr inbounds i8, ptr %4, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %20, i8 0, i64 16, i1 false), !alias.scope !185
  store i64 1, ptr %4, align 8, !tbaa !144, !alias.scope !185
  tail call void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range.72") align 8 %4, i1 noundef zeroext false, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4)
  tail call void @_ZN4sycl3_V17handler22setKernelIsCooperativeEb(ptr noundef nonnull align 8 dereferenceable(216) %1, i1 noundef zeroext false)
  %21 = tail call noalias noundef nonnull dereferenceable(32) ptr @_Znwm(i64 noundef 32) #28, !noalias !188
  %22 = getelementptr inbounds i8, ptr %21, i64 8
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %22, ptr noundef nonnull readonly align 8 dereferenceable(24) %6, i64 24, i1 false)
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZ4mainEUlvE_vLi1EEE, i64 16), ptr %21, align 8, !tbaa !22, !noalias !188
  %23 = getelementptr inbounds i8, ptr %1, i64 152
  %24 = load ptr, ptr %23, align 8, !tbaa !5
  store ptr %21, ptr %23, align 8, !tbaa !5
  %25 = icmp eq ptr %24, null
  br i1 %25, label %30, label %26

26:                                               ; preds = %19
  %27 = load ptr, ptr %24, align 8, !tbaa !22
  %28 = getelementptr inbounds i8, ptr %27, i64 16
  %29 = load ptr, ptr %28, align 8
  tail call void %29(ptr noundef nonnull align 8 dereferenceable(8) %24) #25
  br label %30

30:                                               ; preds = %26, %19
  tail call void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
  %31 = load ptr, ptr %23, align 8, !tbaa !5
  %32 = load ptr, ptr %31, align 8, !tbaa !22
  %33 = load ptr, ptr %32, align 8
  %34 = tail call noundef ptr %33(ptr noundef nonnull align 8 dereferenceable(8) %31)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #25
  call void @_ZN4sycl3_V16detail19getKernelParamDescsI6SumAllEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind nonnull writable sret(%"class.std::vector.82") align 8 %3)
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %34, ptr noundef nonnull align 8 dereferenceable(24) %3, i1 noundef zeroext false)
          to label %35 unwind label %51

35:                                               ; preds = %30
  %36 = load ptr, ptr %3, align 8, !tbaa !151
  %37 = icmp eq ptr %36, null
  br i1 %37, label %44, label %38

38:                                               ; preds = %35
  %39 = getelementptr inbounds i8, ptr %3, i64 16
  %40 = load ptr, ptr %39, align 8, !tbaa !153
  %41 = ptrtoint ptr %40 to i64
  %42 = ptrtoint ptr %36 to i64
  %43 = sub i64 %41, %42
  call void @_ZdlPvm(ptr noundef nonnull %36, i64 noundef %43) #27
  br label %44

44:                                               ; preds = %38, %35
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #25
  %45 = getelementptr inbounds i8, ptr %1, i64 80
  %46 = call noalias noundef nonnull dereferenceable(12) ptr @_Znam(i64 noundef 12) #28
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(11) %46, ptr noundef nonnull align 1 dereferenceable(11) @.str.25, i64 11, i1 false)
  %47 = getelementptr inbounds i8, ptr %46, i64 11
  store i8 0, ptr %47, align 1, !tbaa !24
  %48 = load ptr, ptr %45, align 8, !tbaa !5
  store ptr %46, ptr %45, align 8, !tbaa !5
  %49 = icmp eq ptr %48, null
  br i1 %49, label %62, label %50

50:                                               ; preds = %44
  call void @_ZdaPv(ptr noundef nonnull %48) #27
  br label %62

51:                                               ; preds = %30
  %52 = landingpad { ptr, i32 }
          cleanup
  %53 = load ptr, ptr %3, align 8, !tbaa !151
  %54 = icmp eq ptr %53, null
  br i1 %54, label %61, label %55

55:                                               ; preds = %51
  %56 = getelementptr inbounds i8, ptr %3, i64 16
  %57 = load ptr, ptr %56, align 8, !tbaa !153
  %58 = ptrtoint ptr %57 to i64
  %59 = ptrtoint ptr %53 to i64
  %60 = sub i64 %58, %59
  call void @_ZdlPvm(ptr noundef nonnull %53, i64 noundef %60) #27
  br label %61

61:                                               ; preds = %55, %51
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #25
  br label %15

62:                                               ; preds = %44, %50
  call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef 1)
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal noundef zeroext i1 @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZNS1_5queue11single_taskI6SumAllZ4mainEUlvE_NS1_3ext6oneapi12experimental10propertiesINSB_6detail20properties_type_listIJEEEEEEENSt9enable_ifIXsr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS1_5eventEE4typeESI_RKT0_RKNS1_6detail13code_locationEEUlS3_E_E10_M_managerERSt9_Any_dataRKSV_St18_Manager_operation(ptr nocapture noundef nonnull writeonly align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) #22 align 2 personality ptr @__gxx_personality_v0 {
  switch i32 %2, label %7 [
    i32 0, label %4
    i32 1, label %5
    i32 2, label %6
  ]

4:                                                ; preds = %3
  store ptr @_ZTIZN4sycl3_V15queue11single_taskI6SumAllZ4mainEUlvE_NS0_3ext6oneapi12experimental10propertiesINS7_6detail20properties_type_listIJEEEEEEENSt9enable_ifIXsr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeESE_RKT0_RKNS0_6detail13code_locationEEUlRNS0_7handlerEE_, ptr %0, align 8, !tbaa !5
  br label %7

5:                                                ; preds = %3
  store ptr %1, ptr %0, align 8, !tbaa !5
  br label %7

6:                                                ; preds = %3
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull readonly align 8 dereferenceable(16) %1, i64 16, i1 false), !tbaa.struct !191
  br label %7

7:                                                ; preds = %3, %6, %5, %4
  ret i1 false
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19getKernelParamDescsI6SumAllEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind noalias writable sret(%"class.std::vector.82") align 8 %0) local_unnamed_addr #3 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"struct.sycl::_V1::detail::kernel_param_desc_t", align 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, i8 0, i64 24, i1 false)
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = tail call noalias noundef nonnull dereferenceable(36) ptr @_Znwm(i64 noundef 36) #28
  store ptr %4, ptr %0, align 8, !tbaa !151
  %5 = getelementptr inbounds i8, ptr %4, i64 36
  store ptr %5, ptr %3, align 8, !tbaa !153
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 17179869185, ptr %2, align 8
  store i32 0, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !180
  %8 = getelementptr inbounds i8, ptr %4, i64 12
  store ptr %8, ptr %7, align 8, !tbaa !154
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 34359738371, ptr %2, align 8
  store i32 8, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %8, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !180
  %9 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr %9, ptr %7, align 8, !tbaa !154
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 34359738371, ptr %2, align 8
  store i32 16, ptr %6, align 8
  %10 = load ptr, ptr %3, align 8, !tbaa !153
  %11 = icmp eq ptr %9, %10
  br i1 %11, label %15, label %12

12:                                               ; preds = %1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %9, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !180
  %13 = load ptr, ptr %7, align 8, !tbaa !154
  %14 = getelementptr inbounds i8, ptr %13, i64 12
  store ptr %14, ptr %7, align 8, !tbaa !154
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
  %19 = load ptr, ptr %0, align 8, !tbaa !151
  %20 = icmp eq ptr %19, null
  br i1 %20, label %26, label %21

21:                                               ; preds = %17
  %22 = load ptr, ptr %3, align 8, !tbaa !153
  %23 = ptrtoint ptr %22 to i64
  %24 = ptrtoint ptr %19 to i64
  %25 = sub i64 %23, %24
  call void @_ZdlPvm(ptr noundef nonnull %19, i64 noundef %25) #27
  br label %26

26:                                               ; preds = %17, %21
  resume { ptr, i32 } %18
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelIZ4mainEUlvE_vLi1EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(32) %0) unnamed_addr #18 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail14HostKernelBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #19 comdat align 2 {
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZ4mainEUlvE_vLi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #19 align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 32) #27
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZ4mainEUlvE_vLi1EE23InstantiateKernelOnHostEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(32) %0) unnamed_addr #20 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load i32, ptr %2, align 8, !tbaa !25
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  %5 = load ptr, ptr %4, align 8, !tbaa !5
  %6 = getelementptr inbounds i8, ptr %0, i64 24
  %7 = load ptr, ptr %6, align 8, !tbaa !5
  %8 = icmp sgt i32 %3, 0
  br i1 %8, label %9, label %68

9:                                                ; preds = %1
  %10 = zext nneg i32 %3 to i64
  %11 = and i64 %10, 7
  %12 = icmp ult i32 %3, 8
  br i1 %12, label %53, label %13

13:                                               ; preds = %9
  %14 = and i64 %10, 2147483640
  br label %15

15:                                               ; preds = %15, %13
  %16 = phi i64 [ 0, %13 ], [ %50, %15 ]
  %17 = phi float [ 0.000000e+00, %13 ], [ %49, %15 ]
  %18 = phi i64 [ 0, %13 ], [ %51, %15 ]
  %19 = getelementptr inbounds float, ptr %5, i64 %16
  %20 = load float, ptr %19, align 4, !tbaa !48
  %21 = fadd float %17, %20
  %22 = or disjoint i64 %16, 1
  %23 = getelementptr inbounds float, ptr %5, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !48
  %25 = fadd float %21, %24
  %26 = or disjoint i64 %16, 2
  %27 = getelementptr inbounds float, ptr %5, i64 %26
  %28 = load float, ptr %27, align 4, !tbaa !48
  %29 = fadd float %25, %28
  %30 = or disjoint i64 %16, 3
  %31 = getelementptr inbounds float, ptr %5, i64 %30
  %32 = load float, ptr %31, align 4, !tbaa !48
  %33 = fadd float %29, %32
  %34 = or disjoint i64 %16, 4
  %35 = getelementptr inbounds float, ptr %5, i64 %34
  %36 = load float, ptr %35, align 4, !tbaa !48
  %37 = fadd float %33, %36
  %38 = or disjoint i64 %16, 5
  %39 = getelementptr inbounds float, ptr %5, i64 %38
  %40 = load float, ptr %39, align 4, !tbaa !48
  %41 = fadd float %37, %40
  %42 = or disjoint i64 %16, 6
  %43 = getelementptr inbounds float, ptr %5, i64 %42
  %44 = load float, ptr %43, align 4, !tbaa !48
  %45 = fadd float %41, %44
  %46 = or disjoint i64 %16, 7
  %47 = getelementptr inbounds float, ptr %5, i64 %46
  %48 = load float, ptr %47, align 4, !tbaa !48
  %49 = fadd float %45, %48
  %50 = add nuw nsw i64 %16, 8
  %51 = add i64 %18, 8
  %52 = icmp eq i64 %51, %14
  br i1 %52, label %53, label %15, !llvm.loop !192

53:                                               ; preds = %15, %9
  %54 = phi float [ poison, %9 ], [ %49, %15 ]
  %55 = phi i64 [ 0, %9 ], [ %50, %15 ]
  %56 = phi float [ 0.000000e+00, %9 ], [ %49, %15 ]
  %57 = icmp eq i64 %11, 0
  br i1 %57, label %68, label %58

58:                                               ; preds = %53, %58
  %59 = phi i64 [ %65, %58 ], [ %55, %53 ]
  %60 = phi float [ %64, %58 ], [ %56, %53 ]
  %61 = phi i64 [ %66, %58 ], [ 0, %53 ]
  %62 = getelementptr inbounds float, ptr %5, i64 %59
  %63 = load float, ptr %62, align 4, !tbaa !48
  %64 = fadd float %60, %63
  %65 = add nuw nsw i64 %59, 1
  %66 = add i64 %61, 1
  %67 = icmp eq i64 %66, %11
  br i1 %67, label %68, label %58, !llvm.loop !193

68:                                               ; preds = %53, %58, %1
  %69 = phi float [ 0.000000e+00, %1 ], [ %54, %53 ], [ %64, %58 ]
  store float %69, ptr %7, align 4, !tbaa !48
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #23

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #24

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #23

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #23

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
attributes #18 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #19 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #20 = { mustprogress nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #21 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #22 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #23 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #24 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #25 = { nounwind }
attributes #26 = { noreturn nounwind }
attributes #27 = { builtin nounwind }
attributes #28 = { builtin allocsize(0) }
attributes #29 = { noreturn }

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
!9 = !{!10, !6, i64 24}
!10 = !{!"_ZTSSt8functionIFvN4sycl3_V114exception_listEEE", !11, i64 0, !6, i64 24}
!11 = !{!"_ZTSSt14_Function_base", !7, i64 0, !6, i64 16}
!12 = !{!11, !6, i64 16}
!13 = !{!14, !6, i64 0}
!14 = !{!"_ZTSNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EE17_Vector_impl_dataE", !6, i64 0, !6, i64 8, !6, i64 16}
!15 = !{!14, !6, i64 8}
!16 = !{!17, !6, i64 0}
!17 = !{!"_ZTSSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EE", !6, i64 0}
!18 = !{!19, !20, i64 8}
!19 = !{!"_ZTSSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE", !20, i64 8, !20, i64 12}
!20 = !{!"int", !7, i64 0}
!21 = !{!19, !20, i64 12}
!22 = !{!23, !23, i64 0}
!23 = !{!"vtable pointer", !8, i64 0}
!24 = !{!7, !7, i64 0}
!25 = !{!20, !20, i64 0}
!26 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!27 = distinct !{!27, !28}
!28 = !{!"llvm.loop.mustprogress"}
!29 = !{!14, !6, i64 16}
!30 = !{!31, !6, i64 0}
!31 = !{!"_ZTSN4sycl3_V16detail13code_locationE", !6, i64 0, !6, i64 8, !32, i64 16, !32, i64 24}
!32 = !{!"long", !7, i64 0}
!33 = !{!34}
!34 = distinct !{!34, !35, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!35 = distinct !{!35, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!36 = !{!31, !6, i64 8}
!37 = !{!31, !32, i64 16}
!38 = !{!31, !32, i64 24}
!39 = !{!40}
!40 = distinct !{!40, !41, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!41 = distinct !{!41, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!42 = !{!43}
!43 = distinct !{!43, !44, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!44 = distinct !{!44, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!45 = !{!46}
!46 = distinct !{!46, !47, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!47 = distinct !{!47, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!48 = !{!49, !49, i64 0}
!49 = !{!"float", !7, i64 0}
!50 = distinct !{!50, !28, !51, !52}
!51 = !{!"llvm.loop.isvectorized", i32 1}
!52 = !{!"llvm.loop.unroll.runtime.disable"}
!53 = !{!54}
!54 = distinct !{!54, !55, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!55 = distinct !{!55, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!56 = !{!57}
!57 = distinct !{!57, !58, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!58 = distinct !{!58, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!59 = !{!60}
!60 = distinct !{!60, !61, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!61 = distinct !{!61, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!62 = !{!63, !6, i64 0}
!63 = !{!"_ZTSZ4mainEUlN4sycl3_V12idILi1EEEE_", !6, i64 0, !49, i64 8, !6, i64 16}
!64 = !{!63, !49, i64 8}
!65 = !{!63, !6, i64 16}
!66 = !{!67, !69}
!67 = distinct !{!67, !68, !"_ZN4sycl3_V15queue17parallel_for_implI5SaxpyLi1EJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXsr6detail23AreAllButLastReductionsIDpT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEEDpOS9_: argument 0"}
!68 = distinct !{!68, !"_ZN4sycl3_V15queue17parallel_for_implI5SaxpyLi1EJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXsr6detail23AreAllButLastReductionsIDpT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEEDpOS9_"}
!69 = distinct !{!69, !70, !"_ZN4sycl3_V15queue12parallel_forI5SaxpyJZ4mainEUlNS0_2idILi1EEEE_EEENS0_5eventENS0_5rangeILi1EEEDpOT0_: argument 0"}
!70 = distinct !{!70, !"_ZN4sycl3_V15queue12parallel_forI5SaxpyJZ4mainEUlNS0_2idILi1EEEE_EEENS0_5eventENS0_5rangeILi1EEEDpOT0_"}
!71 = !{!72, !67, !69}
!72 = distinct !{!72, !73, !"_ZN4sycl3_V15queue17parallel_for_implI5SaxpyLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESJ_DpOSH_: argument 0"}
!73 = distinct !{!73, !"_ZN4sycl3_V15queue17parallel_for_implI5SaxpyLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESJ_DpOSH_"}
!74 = !{!75, !72, !67, !69}
!75 = distinct !{!75, !76, !"_ZN4sycl3_V15queue6submitIZNS1_17parallel_for_implI5SaxpyLi1ENS0_3ext6oneapi12experimental10propertiesINS7_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESK_DpOSI_EUlRNS0_7handlerEE_EENSH_IXsr3stdE16is_invocable_r_vIvT_ST_EESL_E4typeESV_RKNS0_6detail13code_locationE: argument 0"}
!76 = distinct !{!76, !"_ZN4sycl3_V15queue6submitIZNS1_17parallel_for_implI5SaxpyLi1ENS0_3ext6oneapi12experimental10propertiesINS7_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESK_DpOSI_EUlRNS0_7handlerEE_EENSH_IXsr3stdE16is_invocable_r_vIvT_ST_EESL_E4typeESV_RKNS0_6detail13code_locationE"}
!77 = !{!78, !75, !72, !67, !69}
!78 = distinct !{!78, !79, !"_ZN4sycl3_V15queue17submit_with_eventIZNS1_17parallel_for_implI5SaxpyLi1ENS0_3ext6oneapi12experimental10propertiesINS7_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESK_DpOSI_EUlRNS0_7handlerEE_EENSH_IXsr3stdE16is_invocable_r_vIvT_ST_EESL_E4typeESV_PS1_RKNS0_6detail13code_locationE: argument 0"}
!79 = distinct !{!79, !"_ZN4sycl3_V15queue17submit_with_eventIZNS1_17parallel_for_implI5SaxpyLi1ENS0_3ext6oneapi12experimental10propertiesINS7_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESK_DpOSI_EUlRNS0_7handlerEE_EENSH_IXsr3stdE16is_invocable_r_vIvT_ST_EESL_E4typeESV_PS1_RKNS0_6detail13code_locationE"}
!80 = !{!81, !6, i64 24}
!81 = !{!"_ZTSSt8functionIFvRN4sycl3_V17handlerEEE", !11, i64 0, !6, i64 24}
!82 = !{!83, !84, i64 0}
!83 = !{!"_ZTSN4sycl3_V16detail14tls_code_loc_tE", !84, i64 0}
!84 = !{!"bool", !7, i64 0}
!85 = !{i8 0, i8 2}
!86 = !{}
!87 = !{!88, !20, i64 0}
!88 = !{!"_ZTSZ4mainEUlvE_", !20, i64 0, !6, i64 8, !6, i64 16}
!89 = !{!88, !6, i64 8}
!90 = !{!88, !6, i64 16}
!91 = !{!92}
!92 = distinct !{!92, !93, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!93 = distinct !{!93, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!94 = !{!95}
!95 = distinct !{!95, !96, !"_ZN4sycl3_V15queue11single_taskI6SumAllZ4mainEUlvE_EENS0_5eventERKT0_RKNS0_6detail13code_locationE: argument 0"}
!96 = distinct !{!96, !"_ZN4sycl3_V15queue11single_taskI6SumAllZ4mainEUlvE_EENS0_5eventERKT0_RKNS0_6detail13code_locationE"}
!97 = !{!98, !95}
!98 = distinct !{!98, !99, !"_ZN4sycl3_V15queue11single_taskI6SumAllZ4mainEUlvE_NS0_3ext6oneapi12experimental10propertiesINS7_6detail20properties_type_listIJEEEEEEENSt9enable_ifIXsr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeESE_RKT0_RKNS0_6detail13code_locationE: argument 0"}
!99 = distinct !{!99, !"_ZN4sycl3_V15queue11single_taskI6SumAllZ4mainEUlvE_NS0_3ext6oneapi12experimental10propertiesINS7_6detail20properties_type_listIJEEEEEEENSt9enable_ifIXsr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeESE_RKT0_RKNS0_6detail13code_locationE"}
!100 = !{!101, !98, !95}
!101 = distinct !{!101, !102, !"_ZN4sycl3_V15queue6submitIZNS1_11single_taskI6SumAllZ4mainEUlvE_NS0_3ext6oneapi12experimental10propertiesINS8_6detail20properties_type_listIJEEEEEEENSt9enable_ifIXsr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeESF_RKT0_RKNS0_6detail13code_locationEEUlRNS0_7handlerEE_EENSE_IXsr3stdE16is_invocable_r_vIvT_SR_EESG_E4typeEST_SP_: argument 0"}
!102 = distinct !{!102, !"_ZN4sycl3_V15queue6submitIZNS1_11single_taskI6SumAllZ4mainEUlvE_NS0_3ext6oneapi12experimental10propertiesINS8_6detail20properties_type_listIJEEEEEEENSt9enable_ifIXsr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeESF_RKT0_RKNS0_6detail13code_locationEEUlRNS0_7handlerEE_EENSE_IXsr3stdE16is_invocable_r_vIvT_SR_EESG_E4typeEST_SP_"}
!103 = !{!104, !101, !98, !95}
!104 = distinct !{!104, !105, !"_ZN4sycl3_V15queue17submit_with_eventIZNS1_11single_taskI6SumAllZ4mainEUlvE_NS0_3ext6oneapi12experimental10propertiesINS8_6detail20properties_type_listIJEEEEEEENSt9enable_ifIXsr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeESF_RKT0_RKNS0_6detail13code_locationEEUlRNS0_7handlerEE_EENSE_IXsr3stdE16is_invocable_r_vIvT_SR_EESG_E4typeEST_PS1_SP_: argument 0"}
!105 = distinct !{!105, !"_ZN4sycl3_V15queue17submit_with_eventIZNS1_11single_taskI6SumAllZ4mainEUlvE_NS0_3ext6oneapi12experimental10propertiesINS8_6detail20properties_type_listIJEEEEEEENSt9enable_ifIXsr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeESF_RKT0_RKNS0_6detail13code_locationEEUlRNS0_7handlerEE_EENSE_IXsr3stdE16is_invocable_r_vIvT_SR_EESG_E4typeEST_PS1_SP_"}
!106 = !{!107}
!107 = distinct !{!107, !108, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!108 = distinct !{!108, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!109 = !{!110}
!110 = distinct !{!110, !111, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!111 = distinct !{!111, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!112 = distinct !{!112, !28}
!113 = !{!114}
!114 = distinct !{!114, !115, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!115 = distinct !{!115, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!116 = !{!117}
!117 = distinct !{!117, !118, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!118 = distinct !{!118, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!119 = !{!120}
!120 = distinct !{!120, !121, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!121 = distinct !{!121, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!122 = !{!123, !6, i64 0}
!123 = !{!"_ZTSNSt15__exception_ptr13exception_ptrE", !6, i64 0}
!124 = !{!125, !127, i64 32}
!125 = !{!"_ZTSSt8ios_base", !32, i64 8, !32, i64 16, !126, i64 24, !127, i64 28, !127, i64 32, !6, i64 40, !128, i64 48, !7, i64 64, !20, i64 192, !6, i64 200, !129, i64 208}
!126 = !{!"_ZTSSt13_Ios_Fmtflags", !7, i64 0}
!127 = !{!"_ZTSSt12_Ios_Iostate", !7, i64 0}
!128 = !{!"_ZTSNSt8ios_base6_WordsE", !6, i64 0, !32, i64 8}
!129 = !{!"_ZTSSt6locale", !6, i64 0}
!130 = !{!131, !6, i64 24}
!131 = !{!"_ZTSSt8functionIFiRKN4sycl3_V16deviceEEE", !11, i64 0, !6, i64 24}
!132 = !{!133, !6, i64 16}
!133 = !{!"_ZTSNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE17_Vector_impl_dataE", !6, i64 0, !6, i64 8, !6, i64 16}
!134 = !{!133, !6, i64 0}
!135 = !{!133, !6, i64 8}
!136 = distinct !{!136, !28}
!137 = !{!138, !6, i64 0}
!138 = !{!"_ZTSZN4sycl3_V15queue17parallel_for_implI5SaxpyLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESJ_DpOSH_EUlRNS0_7handlerEE_", !6, i64 0, !6, i64 8, !6, i64 16}
!139 = !{!138, !6, i64 16}
!140 = !{!84, !84, i64 0}
!141 = !{!142}
!142 = distinct !{!142, !143, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!143 = distinct !{!143, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!144 = !{!32, !32, i64 0}
!145 = !{!146}
!146 = distinct !{!146, !147, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelINS2_18RoundedRangeKernelINS1_4itemILi1ELb1EEELi1EZ4mainEUlNS1_2idILi1EEEE_EES6_Li1EEEJRSA_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!147 = distinct !{!147, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelINS2_18RoundedRangeKernelINS1_4itemILi1ELb1EEELi1EZ4mainEUlNS1_2idILi1EEEE_EES6_Li1EEEJRSA_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!148 = !{!149}
!149 = distinct !{!149, !150, !"_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI5SaxpyEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv: argument 0"}
!150 = distinct !{!150, !"_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI5SaxpyEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv"}
!151 = !{!152, !6, i64 0}
!152 = !{!"_ZTSNSt12_Vector_baseIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_Vector_impl_dataE", !6, i64 0, !6, i64 8, !6, i64 16}
!153 = !{!152, !6, i64 16}
!154 = !{!152, !6, i64 8}
!155 = !{!156}
!156 = distinct !{!156, !157, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!157 = distinct !{!157, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!158 = !{!159}
!159 = distinct !{!159, !160, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZ4mainEUlNS1_2idILi1EEEE_NS1_4itemILi1ELb1EEELi1EEEJRS6_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!160 = distinct !{!160, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZ4mainEUlNS1_2idILi1EEEE_NS1_4itemILi1ELb1EEELi1EEEJRS6_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!161 = !{i64 0, i64 8, !5, i64 8, i64 8, !5, i64 16, i64 8, !5}
!162 = !{!163, !84, i64 0}
!163 = !{!"_ZTSSt10_Head_baseILm1EbLb0EE", !84, i64 0}
!164 = !{!165, !6, i64 0}
!165 = !{!"_ZTSZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_EUlimE_", !6, i64 0, !6, i64 8, !6, i64 16}
!166 = !{!165, !6, i64 8}
!167 = !{!168, !6, i64 240}
!168 = !{!"_ZTSSt9basic_iosIcSt11char_traitsIcEE", !125, i64 0, !6, i64 216, !7, i64 224, !84, i64 225, !6, i64 232, !6, i64 240, !6, i64 248, !6, i64 256}
!169 = !{!170, !7, i64 56}
!170 = !{!"_ZTSSt5ctypeIcE", !171, i64 0, !6, i64 16, !84, i64 24, !6, i64 32, !6, i64 40, !6, i64 48, !7, i64 56, !7, i64 57, !7, i64 313, !7, i64 569}
!171 = !{!"_ZTSNSt6locale5facetE", !20, i64 8}
!172 = !{!165, !6, i64 16}
!173 = !{!174}
!174 = distinct !{!174, !175}
!175 = distinct !{!175, !"LVerDomain"}
!176 = !{!177}
!177 = distinct !{!177, !175}
!178 = distinct !{!178, !28, !51, !52}
!179 = distinct !{!179, !28, !51}
!180 = !{i64 0, i64 4, !181, i64 4, i64 4, !25, i64 8, i64 4, !25}
!181 = !{!182, !182, i64 0}
!182 = !{!"_ZTSN4sycl3_V16detail19kernel_param_kind_tE", !7, i64 0}
!183 = !{!184, !6, i64 8}
!184 = !{!"_ZTSZN4sycl3_V15queue11single_taskI6SumAllZ4mainEUlvE_NS0_3ext6oneapi12experimental10propertiesINS7_6detail20properties_type_listIJEEEEEEENSt9enable_ifIXsr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeESE_RKT0_RKNS0_6detail13code_locationEEUlRNS0_7handlerEE_", !6, i64 0, !6, i64 8}
!185 = !{!186}
!186 = distinct !{!186, !187, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!187 = distinct !{!187, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!188 = !{!189}
!189 = distinct !{!189, !190, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZ4mainEUlvE_vLi1EEEJRS4_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!190 = distinct !{!190, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZ4mainEUlvE_vLi1EEEJRS4_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!191 = !{i64 0, i64 8, !5, i64 8, i64 8, !5}
!192 = distinct !{!192, !28}
!193 = distinct !{!193, !194}
!194 = !{!"llvm.loop.unroll.disable"}
