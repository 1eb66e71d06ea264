; ModuleID = 'host_tu.cpp'
source_filename = "host_tu.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"class.std::basic_ostream" = type { ptr, %"class.std::basic_ios" }
%"class.std::basic_ios" = type { %"class.std::ios_base", ptr, i8, i8, ptr, ptr, ptr, ptr }
%"class.std::ios_base" = type { ptr, i64, i64, i32, i32, i32, ptr, %"struct.std::ios_base::_Words", [8 x %"struct.std::ios_base::_Words"], i32, ptr, %"class.std::locale" }
%"struct.std::ios_base::_Words" = type { ptr, i64 }
%"class.std::locale" = type { ptr }
%"struct.sycl::_V1::detail::code_location" = type { ptr, ptr, i32, i32 }
%"class.sycl::_V1::detail::string_view" = type { ptr, i64 }
%"struct.sycl::_V1::detail::kernel_param_desc_t" = type { i32, i32, i32 }
%"class.sycl::_V1::detail::tls_code_loc_t" = type <{ ptr, i8, [7 x i8] }>
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::PropsHolder" = type { %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.26", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.38", [3 x i8], %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.39", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.56", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.57", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.58", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.70", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.85", i8, [7 x i8] }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty" = type { %"class.std::optional" }
%"class.std::optional" = type { %"struct.std::_Optional_base" }
%"struct.std::_Optional_base" = type { %"struct.std::_Optional_payload" }
%"struct.std::_Optional_payload" = type { %"struct.std::_Optional_payload_base.base", [7 x i8] }
%"struct.std::_Optional_payload_base.base" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::work_group_scratch_size>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::work_group_scratch_size>::_Storage" = type { %"struct.sycl::_V1::ext::oneapi::experimental::work_group_scratch_size" }
%"struct.sycl::_V1::ext::oneapi::experimental::work_group_scratch_size" = type { i64 }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.26" = type { %"class.std::optional.27" }
%"class.std::optional.27" = type { %"struct.std::_Optional_base.28" }
%"struct.std::_Optional_base.28" = type { %"struct.std::_Optional_payload.30" }
%"struct.std::_Optional_payload.30" = type { %"struct.std::_Optional_payload_base.base.35", i8 }
%"struct.std::_Optional_payload_base.base.35" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::intel::experimental::cache_config>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::intel::experimental::cache_config>::_Storage" = type { %"struct.sycl::_V1::ext::intel::experimental::cache_config" }
%"struct.sycl::_V1::ext::intel::experimental::cache_config" = type { i16 }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.38" = type { i8 }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.39" = type { %"class.std::optional.40", %"class.std::optional.48" }
%"class.std::optional.40" = type { %"struct.std::_Optional_base.41" }
%"struct.std::_Optional_base.41" = type { %"struct.std::_Optional_payload.43" }
%"struct.std::_Optional_payload.43" = type { %"struct.std::_Optional_payload_base.base.45", [3 x i8] }
%"struct.std::_Optional_payload_base.base.45" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::forward_progress_guarantee>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::forward_progress_guarantee>::_Storage" = type { i32 }
%"class.std::optional.48" = type { %"struct.std::_Optional_base.49" }
%"struct.std::_Optional_base.49" = type { %"struct.std::_Optional_payload.51" }
%"struct.std::_Optional_payload.51" = type { %"struct.std::_Optional_payload_base.base.53", [3 x i8] }
%"struct.std::_Optional_payload_base.base.53" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::execution_scope>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::execution_scope>::_Storage" = type { i32 }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.56" = type { %"class.std::optional.40", %"class.std::optional.48" }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.57" = type { %"class.std::optional.40", %"class.std::optional.48" }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.58" = type { %"class.std::optional.59" }
%"class.std::optional.59" = type { %"struct.std::_Optional_base.60" }
%"struct.std::_Optional_base.60" = type { %"struct.std::_Optional_payload.62" }
%"struct.std::_Optional_payload.62" = type { %"struct.std::_Optional_payload_base.base.67", [7 x i8] }
%"struct.std::_Optional_payload_base.base.67" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<1>>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<1>>::_Storage" = type { %"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size" }
%"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size" = type { %"class.sycl::_V1::range" }
%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.70" = type { %"class.std::optional.71" }
%"class.std::optional.71" = type { %"struct.std::_Optional_base.72" }
%"struct.std::_Optional_base.72" = type { %"struct.std::_Optional_payload.74" }
%"struct.std::_Optional_payload.74" = type { %"struct.std::_Optional_payload_base.base.82", [7 x i8] }
%"struct.std::_Optional_payload_base.base.82" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<2>>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<2>>::_Storage" = type { %"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size.76" }
%"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size.76" = type { %"class.sycl::_V1::range.80" }
%"class.sycl::_V1::range.80" = type { %"class.sycl::_V1::detail::array.81" }
%"class.sycl::_V1::detail::array.81" = type { [2 x i64] }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.85" = type { %"class.std::optional.86" }
%"class.std::optional.86" = type { %"struct.std::_Optional_base.87" }
%"struct.std::_Optional_base.87" = type { %"struct.std::_Optional_payload.89" }
%"struct.std::_Optional_payload.89" = type { %"struct.std::_Optional_payload_base.base.97", [7 x i8] }
%"struct.std::_Optional_payload_base.base.97" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<3>>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<3>>::_Storage" = type { %"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size.91" }
%"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size.91" = type { %"class.sycl::_V1::range.95" }
%"class.sycl::_V1::range.95" = type { %"class.sycl::_V1::detail::array.96" }
%"class.sycl::_V1::detail::array.96" = type { [3 x i64] }
%"class.sycl::_V1::detail::HostKernelRef.105" = type { %"class.sycl::_V1::detail::HostKernelRefBase", ptr }
%"class.sycl::_V1::detail::HostKernelRefBase" = type { %"class.sycl::_V1::detail::HostKernelBase" }
%"class.sycl::_V1::detail::HostKernelBase" = type { ptr }
%"class.sycl::_V1::span" = type { ptr, i64 }
%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view" = type { ptr, ptr, ptr, i64 }
%"class.sycl::_V1::detail::HostKernelRef" = type { %"class.sycl::_V1::detail::HostKernelRefBase", ptr }
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
%"class.sycl::_V1::event" = type { %"class.std::shared_ptr.1" }
%"class.std::shared_ptr.1" = type { %"class.std::__shared_ptr.2" }
%"class.std::__shared_ptr.2" = type { ptr, %"class.std::__shared_count" }
%class.anon = type { ptr, float, ptr }
%class.anon.4 = type { i32, ptr, ptr }
%"class.sycl::_V1::context" = type { %"class.std::shared_ptr.17" }
%"class.std::shared_ptr.17" = type { %"class.std::__shared_ptr.18" }
%"class.std::__shared_ptr.18" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::device" = type { ptr }
%"class.std::__exception_ptr::exception_ptr" = type { ptr }
%"class.std::function.10" = type { %"class.std::_Function_base", ptr }
%"class.sycl::_V1::exception_list" = type { %"class.std::vector.5" }
%"class.std::vector.5" = type { %"struct.std::_Vector_base.6" }
%"struct.std::_Vector_base.6" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.std::unique_ptr" = type { %"struct.std::__uniq_ptr_data" }
%"struct.std::__uniq_ptr_data" = type { %"class.std::__uniq_ptr_impl" }
%"class.std::__uniq_ptr_impl" = type { %"class.std::tuple" }
%"class.std::tuple" = type { %"struct.std::_Tuple_impl" }
%"struct.std::_Tuple_impl" = type { %"struct.std::_Head_base.103" }
%"struct.std::_Head_base.103" = type { ptr }

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

$_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_ = comdat any

$_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E10_M_managerERSt9_Any_dataRKS8_St18_Manager_operation = comdat any

$_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv = comdat any

$_ZN4sycl3_V17contextD2Ev = comdat any

$_ZN4sycl3_V16detail18getKernelParamDescI5SaxpyEENS1_19kernel_param_desc_tEi = comdat any

$_ZN4sycl3_V16detail18getKernelParamDescI6SumAllEENS1_19kernel_param_desc_tEi = comdat any

$_ZN4sycl3_V16detail14HostKernelBaseD2Ev = comdat any

$_ZTSPFvN4sycl3_V114exception_listEE = comdat any

$_ZTSFvN4sycl3_V114exception_listEE = comdat any

$_ZTIFvN4sycl3_V114exception_listEE = comdat any

$_ZTIPFvN4sycl3_V114exception_listEE = comdat any

$_ZTSPFiRKN4sycl3_V16deviceEE = comdat any

$_ZTSFiRKN4sycl3_V16deviceEE = comdat any

$_ZTIFiRKN4sycl3_V16deviceEE = comdat any

$_ZTIPFiRKN4sycl3_V16deviceEE = comdat any

$_ZZN4sycl3_V16detail19getDeviceKernelInfoI5SaxpyEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI5SaxpyEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI5SaxpyEE = comdat any

$_ZTSN4sycl3_V16detail17HostKernelRefBaseE = comdat any

$_ZTSN4sycl3_V16detail14HostKernelBaseE = comdat any

$_ZTIN4sycl3_V16detail14HostKernelBaseE = comdat any

$_ZTIN4sycl3_V16detail17HostKernelRefBaseE = comdat any

$_ZZN4sycl3_V16detail19getDeviceKernelInfoI6SumAllEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI6SumAllEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI6SumAllEE = comdat any

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
@__const._ZN4sycl3_V15queue17parallel_for_implI5SaxpyLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESJ_DpOSH_.CodeLoc = private unnamed_addr constant %"struct.sycl::_V1::detail::code_location" { ptr @.str.6, ptr @.str.7, i32 26, i32 44 }, align 8
@.str.10 = private unnamed_addr constant [11 x i8] c"_ZTS5Saxpy\00", align 1
@_ZZN4sycl3_V16detail19getDeviceKernelInfoI5SaxpyEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local local_unnamed_addr global ptr null, comdat, align 8
@_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI5SaxpyEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local global i64 0, comdat, align 8
@_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI5SaxpyEE = linkonce_odr dso_local constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.10, i64 10 }, i32 3, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.6, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.7, i64 7 }, i32 26, i32 44, i64 24, ptr @_ZN4sycl3_V16detail18getKernelParamDescI5SaxpyEENS1_19kernel_param_desc_tEi, i8 0 }, comdat, align 8
@_ZN4sycl3_V16detailL17kernel_signaturesE = internal unnamed_addr constant [9 x %"struct.sycl::_V1::detail::kernel_param_desc_t"] [%"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 24, i32 8 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 3, i32 8, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 4, i32 8 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 3, i32 8, i32 16 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 4, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 3, i32 8, i32 8 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 3, i32 8, i32 16 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 15, i32 -987654321, i32 -987654321 }], align 16
@_ZTVN4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE_RS5_NS0_4itemILi1ELb1EEELi1EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE_RS5_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZN4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE_RS5_NS0_4itemILi1ELb1EEELi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail14HostKernelBaseD2Ev, ptr @_ZN4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE_RS5_NS0_4itemILi1ELb1EEELi1EED0Ev, ptr @_ZNK4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE_RS5_NS0_4itemILi1ELb1EEELi1EE19takeOrCopyOwnershipEv] }, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTSN4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE_RS5_NS0_4itemILi1ELb1EEELi1EEE = internal constant [89 x i8] c"N4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE_RS5_NS0_4itemILi1ELb1EEELi1EEE\00", align 1
@_ZTSN4sycl3_V16detail17HostKernelRefBaseE = linkonce_odr dso_local constant [38 x i8] c"N4sycl3_V16detail17HostKernelRefBaseE\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTSN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant [35 x i8] c"N4sycl3_V16detail14HostKernelBaseE\00", comdat, align 1
@_ZTIN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@_ZTIN4sycl3_V16detail17HostKernelRefBaseE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail17HostKernelRefBaseE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@_ZTIN4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE_RS5_NS0_4itemILi1ELb1EEELi1EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE_RS5_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZTIN4sycl3_V16detail17HostKernelRefBaseE }, align 8
@_ZTVN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail14HostKernelBaseD2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal constant [82 x i8] c"N4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@.str.12 = private unnamed_addr constant [12 x i8] c"_ZTS6SumAll\00", align 1
@.str.13 = private unnamed_addr constant [9 x i8] c"::SumAll\00", align 1
@_ZZN4sycl3_V16detail19getDeviceKernelInfoI6SumAllEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local local_unnamed_addr global ptr null, comdat, align 8
@_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI6SumAllEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local global i64 0, comdat, align 8
@_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI6SumAllEE = linkonce_odr dso_local constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.12, i64 11 }, i32 3, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.6, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.13, i64 8 }, i32 27, i32 25, i64 24, ptr @_ZN4sycl3_V16detail18getKernelParamDescI6SumAllEENS1_19kernel_param_desc_tEi, i8 0 }, comdat, align 8
@_ZTVN4sycl3_V16detail13HostKernelRefIZ4mainEUlvE_RKS3_vLi1EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail13HostKernelRefIZ4mainEUlvE_RKS3_vLi1EEE, ptr @_ZN4sycl3_V16detail13HostKernelRefIZ4mainEUlvE_RKS3_vLi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail14HostKernelBaseD2Ev, ptr @_ZN4sycl3_V16detail13HostKernelRefIZ4mainEUlvE_RKS3_vLi1EED0Ev, ptr @_ZNK4sycl3_V16detail13HostKernelRefIZ4mainEUlvE_RKS3_vLi1EE19takeOrCopyOwnershipEv] }, align 8
@_ZTSN4sycl3_V16detail13HostKernelRefIZ4mainEUlvE_RKS3_vLi1EEE = internal constant [58 x i8] c"N4sycl3_V16detail13HostKernelRefIZ4mainEUlvE_RKS3_vLi1EEE\00", align 1
@_ZTIN4sycl3_V16detail13HostKernelRefIZ4mainEUlvE_RKS3_vLi1EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail13HostKernelRefIZ4mainEUlvE_RKS3_vLi1EEE, ptr @_ZTIN4sycl3_V16detail17HostKernelRefBaseE }, align 8
@_ZTVN4sycl3_V16detail10HostKernelIZ4mainEUlvE_vLi1EEE = internal unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZ4mainEUlvE_vLi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZ4mainEUlvE_vLi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail14HostKernelBaseD2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZ4mainEUlvE_vLi1EED0Ev] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZ4mainEUlvE_vLi1EEE = internal constant [50 x i8] c"N4sycl3_V16detail10HostKernelIZ4mainEUlvE_vLi1EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelIZ4mainEUlvE_vLi1EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZ4mainEUlvE_vLi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef range(i32 0, 2) i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %2 = alloca %"struct.sycl::_V1::detail::kernel_launch_properties_v1::PropsHolder", align 8
  %3 = alloca %"class.sycl::_V1::detail::HostKernelRef.105", align 8
  %4 = alloca %"class.sycl::_V1::span", align 8
  %5 = alloca %"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view", align 8
  %6 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %7 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %8 = alloca %"struct.sycl::_V1::detail::kernel_launch_properties_v1::PropsHolder", align 8
  %9 = alloca %"class.sycl::_V1::detail::HostKernelRef", align 8
  %10 = alloca %"class.sycl::_V1::span", align 8
  %11 = alloca %"class.sycl::_V1::range", align 8
  %12 = alloca %"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view", align 8
  %13 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %14 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %15 = alloca %"class.std::function", align 8
  %16 = alloca %"class.sycl::_V1::queue", align 8
  %17 = alloca %"class.sycl::_V1::property_list", align 8
  %18 = alloca %"class.sycl::_V1::property_list", align 8
  %19 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %20 = alloca %"class.sycl::_V1::property_list", align 8
  %21 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %22 = alloca %"class.sycl::_V1::property_list", align 8
  %23 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %24 = alloca %"class.sycl::_V1::property_list", align 8
  %25 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %26 = alloca %"class.sycl::_V1::event", align 8
  %27 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %28 = alloca %"class.sycl::_V1::event", align 8
  %29 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %30 = alloca %"class.sycl::_V1::event", align 8
  %31 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %32 = alloca %"class.sycl::_V1::event", align 8
  %33 = alloca %class.anon, align 8
  %34 = alloca %"class.sycl::_V1::event", align 8
  %35 = alloca %class.anon.4, align 8
  %36 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %37 = alloca %"class.sycl::_V1::event", align 8
  %38 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %39 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %40 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %41 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %42 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %16) #22
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %17) #22
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %17, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %15) #22
  %43 = getelementptr inbounds i8, ptr %15, i64 16
  %44 = getelementptr inbounds i8, ptr %15, i64 24
  %45 = getelementptr inbounds i8, ptr %15, i64 8
  store i64 0, ptr %45, align 8
  store ptr @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE, ptr %15, align 8, !tbaa !5
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_, ptr %44, align 8, !tbaa !9
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation, ptr %43, align 8, !tbaa !12
  invoke void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %16, ptr noundef nonnull @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE, ptr noundef nonnull align 8 dereferenceable(32) %15, ptr noundef nonnull align 8 dereferenceable(32) %17)
          to label %46 unwind label %54

46:                                               ; preds = %0
  %47 = load ptr, ptr %43, align 8, !tbaa !12
  %48 = icmp eq ptr %47, null
  br i1 %48, label %64, label %49

49:                                               ; preds = %46
  %50 = invoke noundef zeroext i1 %47(ptr noundef nonnull align 8 dereferenceable(16) %15, ptr noundef nonnull align 8 dereferenceable(16) %15, i32 noundef 3)
          to label %64 unwind label %51

51:                                               ; preds = %49
  %52 = landingpad { ptr, i32 }
          catch ptr null
  %53 = extractvalue { ptr, i32 } %52, 0
  call void @__clang_call_terminate(ptr %53) #23
  unreachable

54:                                               ; preds = %0
  %55 = landingpad { ptr, i32 }
          cleanup
  %56 = load ptr, ptr %43, align 8, !tbaa !12
  %57 = icmp eq ptr %56, null
  br i1 %57, label %63, label %58

58:                                               ; preds = %54
  %59 = invoke noundef zeroext i1 %56(ptr noundef nonnull align 8 dereferenceable(16) %15, ptr noundef nonnull align 8 dereferenceable(16) %15, i32 noundef 3)
          to label %63 unwind label %60

60:                                               ; preds = %58
  %61 = landingpad { ptr, i32 }
          catch ptr null
  %62 = extractvalue { ptr, i32 } %61, 0
  call void @__clang_call_terminate(ptr %62) #23
  unreachable

63:                                               ; preds = %58, %54
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %15) #22
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %17) #22
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %17) #22
  br label %770

64:                                               ; preds = %49, %46
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %15) #22
  %65 = getelementptr inbounds i8, ptr %17, i64 8
  %66 = load ptr, ptr %65, align 8, !tbaa !13
  %67 = getelementptr inbounds i8, ptr %17, i64 16
  %68 = load ptr, ptr %67, align 8, !tbaa !15
  %69 = icmp eq ptr %66, %68
  br i1 %69, label %104, label %70

70:                                               ; preds = %64, %99
  %71 = phi ptr [ %100, %99 ], [ %66, %64 ]
  %72 = getelementptr inbounds i8, ptr %71, i64 8
  %73 = load ptr, ptr %72, align 8, !tbaa !16
  %74 = icmp eq ptr %73, null
  br i1 %74, label %99, label %75

75:                                               ; preds = %70
  %76 = getelementptr inbounds i8, ptr %73, i64 8
  %77 = load atomic i64, ptr %76 acquire, align 8
  %78 = icmp eq i64 %77, 4294967297
  %79 = trunc i64 %77 to i32
  br i1 %78, label %80, label %88

80:                                               ; preds = %75
  store i32 0, ptr %76, align 8, !tbaa !18
  %81 = getelementptr inbounds i8, ptr %73, i64 12
  store i32 0, ptr %81, align 4, !tbaa !21
  %82 = load ptr, ptr %73, align 8, !tbaa !22
  %83 = getelementptr inbounds i8, ptr %82, i64 16
  %84 = load ptr, ptr %83, align 8
  call void %84(ptr noundef nonnull align 8 dereferenceable(16) %73) #22
  %85 = load ptr, ptr %73, align 8, !tbaa !22
  %86 = getelementptr inbounds i8, ptr %85, i64 24
  %87 = load ptr, ptr %86, align 8
  call void %87(ptr noundef nonnull align 8 dereferenceable(16) %73) #22
  br label %99

88:                                               ; preds = %75
  %89 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !24
  %90 = icmp eq i8 %89, 0
  br i1 %90, label %93, label %91

91:                                               ; preds = %88
  %92 = add nsw i32 %79, -1
  store i32 %92, ptr %76, align 4, !tbaa !25
  br label %95

93:                                               ; preds = %88
  %94 = atomicrmw volatile add ptr %76, i32 -1 acq_rel, align 4
  br label %95

95:                                               ; preds = %93, %91
  %96 = phi i32 [ %79, %91 ], [ %94, %93 ]
  %97 = icmp eq i32 %96, 1
  br i1 %97, label %98, label %99, !prof !26

98:                                               ; preds = %95
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %73) #22
  br label %99

99:                                               ; preds = %98, %95, %80, %70
  %100 = getelementptr inbounds i8, ptr %71, i64 16
  %101 = icmp eq ptr %100, %68
  br i1 %101, label %102, label %70, !llvm.loop !27

102:                                              ; preds = %99
  %103 = load ptr, ptr %65, align 8, !tbaa !13
  br label %104

104:                                              ; preds = %102, %64
  %105 = phi ptr [ %103, %102 ], [ %66, %64 ]
  %106 = icmp eq ptr %105, null
  br i1 %106, label %113, label %107

107:                                              ; preds = %104
  %108 = getelementptr inbounds i8, ptr %17, i64 24
  %109 = load ptr, ptr %108, align 8, !tbaa !29
  %110 = ptrtoint ptr %109 to i64
  %111 = ptrtoint ptr %105 to i64
  %112 = sub i64 %110, %111
  call void @_ZdlPvm(ptr noundef nonnull %105, i64 noundef %112) #24
  br label %113

113:                                              ; preds = %107, %104
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %17) #22
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %18) #22
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %18, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %19) #22
  store ptr @.str, ptr %19, align 8, !tbaa !30, !alias.scope !32
  %114 = getelementptr inbounds i8, ptr %19, i64 8
  store ptr @.str.1, ptr %114, align 8, !tbaa !35, !alias.scope !32
  %115 = getelementptr inbounds i8, ptr %19, i64 16
  store i32 14, ptr %115, align 8, !tbaa !36, !alias.scope !32
  %116 = getelementptr inbounds i8, ptr %19, i64 20
  store i32 15, ptr %116, align 4, !tbaa !37, !alias.scope !32
  %117 = invoke noundef ptr @_ZN4sycl3_V111malloc_hostIfEEPT_mRKNS0_5queueERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef 4096, ptr noundef nonnull align 8 dereferenceable(16) %16, ptr noundef nonnull align 8 dereferenceable(32) %18, ptr noundef nonnull align 8 dereferenceable(24) %19)
          to label %118 unwind label %348

118:                                              ; preds = %113
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %19) #22
  %119 = getelementptr inbounds i8, ptr %18, i64 8
  %120 = load ptr, ptr %119, align 8, !tbaa !13
  %121 = getelementptr inbounds i8, ptr %18, i64 16
  %122 = load ptr, ptr %121, align 8, !tbaa !15
  %123 = icmp eq ptr %120, %122
  br i1 %123, label %158, label %124

124:                                              ; preds = %118, %153
  %125 = phi ptr [ %154, %153 ], [ %120, %118 ]
  %126 = getelementptr inbounds i8, ptr %125, i64 8
  %127 = load ptr, ptr %126, align 8, !tbaa !16
  %128 = icmp eq ptr %127, null
  br i1 %128, label %153, label %129

129:                                              ; preds = %124
  %130 = getelementptr inbounds i8, ptr %127, i64 8
  %131 = load atomic i64, ptr %130 acquire, align 8
  %132 = icmp eq i64 %131, 4294967297
  %133 = trunc i64 %131 to i32
  br i1 %132, label %134, label %142

134:                                              ; preds = %129
  store i32 0, ptr %130, align 8, !tbaa !18
  %135 = getelementptr inbounds i8, ptr %127, i64 12
  store i32 0, ptr %135, align 4, !tbaa !21
  %136 = load ptr, ptr %127, align 8, !tbaa !22
  %137 = getelementptr inbounds i8, ptr %136, i64 16
  %138 = load ptr, ptr %137, align 8
  call void %138(ptr noundef nonnull align 8 dereferenceable(16) %127) #22
  %139 = load ptr, ptr %127, align 8, !tbaa !22
  %140 = getelementptr inbounds i8, ptr %139, i64 24
  %141 = load ptr, ptr %140, align 8
  call void %141(ptr noundef nonnull align 8 dereferenceable(16) %127) #22
  br label %153

142:                                              ; preds = %129
  %143 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !24
  %144 = icmp eq i8 %143, 0
  br i1 %144, label %147, label %145

145:                                              ; preds = %142
  %146 = add nsw i32 %133, -1
  store i32 %146, ptr %130, align 4, !tbaa !25
  br label %149

147:                                              ; preds = %142
  %148 = atomicrmw volatile add ptr %130, i32 -1 acq_rel, align 4
  br label %149

149:                                              ; preds = %147, %145
  %150 = phi i32 [ %133, %145 ], [ %148, %147 ]
  %151 = icmp eq i32 %150, 1
  br i1 %151, label %152, label %153, !prof !26

152:                                              ; preds = %149
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %127) #22
  br label %153

153:                                              ; preds = %152, %149, %134, %124
  %154 = getelementptr inbounds i8, ptr %125, i64 16
  %155 = icmp eq ptr %154, %122
  br i1 %155, label %156, label %124, !llvm.loop !27

156:                                              ; preds = %153
  %157 = load ptr, ptr %119, align 8, !tbaa !13
  br label %158

158:                                              ; preds = %156, %118
  %159 = phi ptr [ %157, %156 ], [ %120, %118 ]
  %160 = icmp eq ptr %159, null
  br i1 %160, label %167, label %161

161:                                              ; preds = %158
  %162 = getelementptr inbounds i8, ptr %18, i64 24
  %163 = load ptr, ptr %162, align 8, !tbaa !29
  %164 = ptrtoint ptr %163 to i64
  %165 = ptrtoint ptr %159 to i64
  %166 = sub i64 %164, %165
  call void @_ZdlPvm(ptr noundef nonnull %159, i64 noundef %166) #24
  br label %167

167:                                              ; preds = %161, %158
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #22
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %20) #22
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %20, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %21) #22
  store ptr @.str, ptr %21, align 8, !tbaa !30, !alias.scope !38
  %168 = getelementptr inbounds i8, ptr %21, i64 8
  store ptr @.str.1, ptr %168, align 8, !tbaa !35, !alias.scope !38
  %169 = getelementptr inbounds i8, ptr %21, i64 16
  store i32 15, ptr %169, align 8, !tbaa !36, !alias.scope !38
  %170 = getelementptr inbounds i8, ptr %21, i64 20
  store i32 15, ptr %170, align 4, !tbaa !37, !alias.scope !38
  %171 = invoke noundef ptr @_ZN4sycl3_V113malloc_deviceIfEEPT_mRKNS0_5queueERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef 4096, ptr noundef nonnull align 8 dereferenceable(16) %16, ptr noundef nonnull align 8 dereferenceable(32) %20, ptr noundef nonnull align 8 dereferenceable(24) %21)
          to label %172 unwind label %350

172:                                              ; preds = %167
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %21) #22
  %173 = getelementptr inbounds i8, ptr %20, i64 8
  %174 = load ptr, ptr %173, align 8, !tbaa !13
  %175 = getelementptr inbounds i8, ptr %20, i64 16
  %176 = load ptr, ptr %175, align 8, !tbaa !15
  %177 = icmp eq ptr %174, %176
  br i1 %177, label %212, label %178

178:                                              ; preds = %172, %207
  %179 = phi ptr [ %208, %207 ], [ %174, %172 ]
  %180 = getelementptr inbounds i8, ptr %179, i64 8
  %181 = load ptr, ptr %180, align 8, !tbaa !16
  %182 = icmp eq ptr %181, null
  br i1 %182, label %207, label %183

183:                                              ; preds = %178
  %184 = getelementptr inbounds i8, ptr %181, i64 8
  %185 = load atomic i64, ptr %184 acquire, align 8
  %186 = icmp eq i64 %185, 4294967297
  %187 = trunc i64 %185 to i32
  br i1 %186, label %188, label %196

188:                                              ; preds = %183
  store i32 0, ptr %184, align 8, !tbaa !18
  %189 = getelementptr inbounds i8, ptr %181, i64 12
  store i32 0, ptr %189, align 4, !tbaa !21
  %190 = load ptr, ptr %181, align 8, !tbaa !22
  %191 = getelementptr inbounds i8, ptr %190, i64 16
  %192 = load ptr, ptr %191, align 8
  call void %192(ptr noundef nonnull align 8 dereferenceable(16) %181) #22
  %193 = load ptr, ptr %181, align 8, !tbaa !22
  %194 = getelementptr inbounds i8, ptr %193, i64 24
  %195 = load ptr, ptr %194, align 8
  call void %195(ptr noundef nonnull align 8 dereferenceable(16) %181) #22
  br label %207

196:                                              ; preds = %183
  %197 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !24
  %198 = icmp eq i8 %197, 0
  br i1 %198, label %201, label %199

199:                                              ; preds = %196
  %200 = add nsw i32 %187, -1
  store i32 %200, ptr %184, align 4, !tbaa !25
  br label %203

201:                                              ; preds = %196
  %202 = atomicrmw volatile add ptr %184, i32 -1 acq_rel, align 4
  br label %203

203:                                              ; preds = %201, %199
  %204 = phi i32 [ %187, %199 ], [ %202, %201 ]
  %205 = icmp eq i32 %204, 1
  br i1 %205, label %206, label %207, !prof !26

206:                                              ; preds = %203
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %181) #22
  br label %207

207:                                              ; preds = %206, %203, %188, %178
  %208 = getelementptr inbounds i8, ptr %179, i64 16
  %209 = icmp eq ptr %208, %176
  br i1 %209, label %210, label %178, !llvm.loop !27

210:                                              ; preds = %207
  %211 = load ptr, ptr %173, align 8, !tbaa !13
  br label %212

212:                                              ; preds = %210, %172
  %213 = phi ptr [ %211, %210 ], [ %174, %172 ]
  %214 = icmp eq ptr %213, null
  br i1 %214, label %221, label %215

215:                                              ; preds = %212
  %216 = getelementptr inbounds i8, ptr %20, i64 24
  %217 = load ptr, ptr %216, align 8, !tbaa !29
  %218 = ptrtoint ptr %217 to i64
  %219 = ptrtoint ptr %213 to i64
  %220 = sub i64 %218, %219
  call void @_ZdlPvm(ptr noundef nonnull %213, i64 noundef %220) #24
  br label %221

221:                                              ; preds = %215, %212
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #22
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %22) #22
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %22, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %23) #22
  store ptr @.str, ptr %23, align 8, !tbaa !30, !alias.scope !41
  %222 = getelementptr inbounds i8, ptr %23, i64 8
  store ptr @.str.1, ptr %222, align 8, !tbaa !35, !alias.scope !41
  %223 = getelementptr inbounds i8, ptr %23, i64 16
  store i32 16, ptr %223, align 8, !tbaa !36, !alias.scope !41
  %224 = getelementptr inbounds i8, ptr %23, i64 20
  store i32 15, ptr %224, align 4, !tbaa !37, !alias.scope !41
  %225 = invoke noundef ptr @_ZN4sycl3_V113malloc_deviceIfEEPT_mRKNS0_5queueERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef 4096, ptr noundef nonnull align 8 dereferenceable(16) %16, ptr noundef nonnull align 8 dereferenceable(32) %22, ptr noundef nonnull align 8 dereferenceable(24) %23)
          to label %226 unwind label %352

226:                                              ; preds = %221
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %23) #22
  %227 = getelementptr inbounds i8, ptr %22, i64 8
  %228 = load ptr, ptr %227, align 8, !tbaa !13
  %229 = getelementptr inbounds i8, ptr %22, i64 16
  %230 = load ptr, ptr %229, align 8, !tbaa !15
  %231 = icmp eq ptr %228, %230
  br i1 %231, label %266, label %232

232:                                              ; preds = %226, %261
  %233 = phi ptr [ %262, %261 ], [ %228, %226 ]
  %234 = getelementptr inbounds i8, ptr %233, i64 8
  %235 = load ptr, ptr %234, align 8, !tbaa !16
  %236 = icmp eq ptr %235, null
  br i1 %236, label %261, label %237

237:                                              ; preds = %232
  %238 = getelementptr inbounds i8, ptr %235, i64 8
  %239 = load atomic i64, ptr %238 acquire, align 8
  %240 = icmp eq i64 %239, 4294967297
  %241 = trunc i64 %239 to i32
  br i1 %240, label %242, label %250

242:                                              ; preds = %237
  store i32 0, ptr %238, align 8, !tbaa !18
  %243 = getelementptr inbounds i8, ptr %235, i64 12
  store i32 0, ptr %243, align 4, !tbaa !21
  %244 = load ptr, ptr %235, align 8, !tbaa !22
  %245 = getelementptr inbounds i8, ptr %244, i64 16
  %246 = load ptr, ptr %245, align 8
  call void %246(ptr noundef nonnull align 8 dereferenceable(16) %235) #22
  %247 = load ptr, ptr %235, align 8, !tbaa !22
  %248 = getelementptr inbounds i8, ptr %247, i64 24
  %249 = load ptr, ptr %248, align 8
  call void %249(ptr noundef nonnull align 8 dereferenceable(16) %235) #22
  br label %261

250:                                              ; preds = %237
  %251 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !24
  %252 = icmp eq i8 %251, 0
  br i1 %252, label %255, label %253

253:                                              ; preds = %250
  %254 = add nsw i32 %241, -1
  store i32 %254, ptr %238, align 4, !tbaa !25
  br label %257

255:                                              ; preds = %250
  %256 = atomicrmw volatile add ptr %238, i32 -1 acq_rel, align 4
  br label %257

257:                                              ; preds = %255, %253
  %258 = phi i32 [ %241, %253 ], [ %256, %255 ]
  %259 = icmp eq i32 %258, 1
  br i1 %259, label %260, label %261, !prof !26

260:                                              ; preds = %257
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %235) #22
  br label %261

261:                                              ; preds = %260, %257, %242, %232
  %262 = getelementptr inbounds i8, ptr %233, i64 16
  %263 = icmp eq ptr %262, %230
  br i1 %263, label %264, label %232, !llvm.loop !27

264:                                              ; preds = %261
  %265 = load ptr, ptr %227, align 8, !tbaa !13
  br label %266

266:                                              ; preds = %264, %226
  %267 = phi ptr [ %265, %264 ], [ %228, %226 ]
  %268 = icmp eq ptr %267, null
  br i1 %268, label %275, label %269

269:                                              ; preds = %266
  %270 = getelementptr inbounds i8, ptr %22, i64 24
  %271 = load ptr, ptr %270, align 8, !tbaa !29
  %272 = ptrtoint ptr %271 to i64
  %273 = ptrtoint ptr %267 to i64
  %274 = sub i64 %272, %273
  call void @_ZdlPvm(ptr noundef nonnull %267, i64 noundef %274) #24
  br label %275

275:                                              ; preds = %269, %266
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %22) #22
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %24) #22
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %24, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %25) #22
  store ptr @.str, ptr %25, align 8, !tbaa !30, !alias.scope !44
  %276 = getelementptr inbounds i8, ptr %25, i64 8
  store ptr @.str.1, ptr %276, align 8, !tbaa !35, !alias.scope !44
  %277 = getelementptr inbounds i8, ptr %25, i64 16
  store i32 17, ptr %277, align 8, !tbaa !36, !alias.scope !44
  %278 = getelementptr inbounds i8, ptr %25, i64 20
  store i32 16, ptr %278, align 4, !tbaa !37, !alias.scope !44
  %279 = invoke noundef ptr @_ZN4sycl3_V113malloc_sharedIfEEPT_mRKNS0_5queueERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef 1, ptr noundef nonnull align 8 dereferenceable(16) %16, ptr noundef nonnull align 8 dereferenceable(32) %24, ptr noundef nonnull align 8 dereferenceable(24) %25)
          to label %280 unwind label %354

280:                                              ; preds = %275
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %25) #22
  %281 = getelementptr inbounds i8, ptr %24, i64 8
  %282 = load ptr, ptr %281, align 8, !tbaa !13
  %283 = getelementptr inbounds i8, ptr %24, i64 16
  %284 = load ptr, ptr %283, align 8, !tbaa !15
  %285 = icmp eq ptr %282, %284
  br i1 %285, label %320, label %286

286:                                              ; preds = %280, %315
  %287 = phi ptr [ %316, %315 ], [ %282, %280 ]
  %288 = getelementptr inbounds i8, ptr %287, i64 8
  %289 = load ptr, ptr %288, align 8, !tbaa !16
  %290 = icmp eq ptr %289, null
  br i1 %290, label %315, label %291

291:                                              ; preds = %286
  %292 = getelementptr inbounds i8, ptr %289, i64 8
  %293 = load atomic i64, ptr %292 acquire, align 8
  %294 = icmp eq i64 %293, 4294967297
  %295 = trunc i64 %293 to i32
  br i1 %294, label %296, label %304

296:                                              ; preds = %291
  store i32 0, ptr %292, align 8, !tbaa !18
  %297 = getelementptr inbounds i8, ptr %289, i64 12
  store i32 0, ptr %297, align 4, !tbaa !21
  %298 = load ptr, ptr %289, align 8, !tbaa !22
  %299 = getelementptr inbounds i8, ptr %298, i64 16
  %300 = load ptr, ptr %299, align 8
  call void %300(ptr noundef nonnull align 8 dereferenceable(16) %289) #22
  %301 = load ptr, ptr %289, align 8, !tbaa !22
  %302 = getelementptr inbounds i8, ptr %301, i64 24
  %303 = load ptr, ptr %302, align 8
  call void %303(ptr noundef nonnull align 8 dereferenceable(16) %289) #22
  br label %315

304:                                              ; preds = %291
  %305 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !24
  %306 = icmp eq i8 %305, 0
  br i1 %306, label %309, label %307

307:                                              ; preds = %304
  %308 = add nsw i32 %295, -1
  store i32 %308, ptr %292, align 4, !tbaa !25
  br label %311

309:                                              ; preds = %304
  %310 = atomicrmw volatile add ptr %292, i32 -1 acq_rel, align 4
  br label %311

311:                                              ; preds = %309, %307
  %312 = phi i32 [ %295, %307 ], [ %310, %309 ]
  %313 = icmp eq i32 %312, 1
  br i1 %313, label %314, label %315, !prof !26

314:                                              ; preds = %311
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %289) #22
  br label %315

315:                                              ; preds = %314, %311, %296, %286
  %316 = getelementptr inbounds i8, ptr %287, i64 16
  %317 = icmp eq ptr %316, %284
  br i1 %317, label %318, label %286, !llvm.loop !27

318:                                              ; preds = %315
  %319 = load ptr, ptr %281, align 8, !tbaa !13
  br label %320

320:                                              ; preds = %318, %280
  %321 = phi ptr [ %319, %318 ], [ %282, %280 ]
  %322 = icmp eq ptr %321, null
  br i1 %322, label %329, label %323

323:                                              ; preds = %320
  %324 = getelementptr inbounds i8, ptr %24, i64 24
  %325 = load ptr, ptr %324, align 8, !tbaa !29
  %326 = ptrtoint ptr %325 to i64
  %327 = ptrtoint ptr %321 to i64
  %328 = sub i64 %326, %327
  call void @_ZdlPvm(ptr noundef nonnull %321, i64 noundef %328) #24
  br label %329

329:                                              ; preds = %320, %323
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24) #22
  br label %330

330:                                              ; preds = %330, %329
  %331 = phi i64 [ 0, %329 ], [ %341, %330 ]
  %332 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %329 ], [ %342, %330 ]
  %333 = and <4 x i64> %332, <i64 15, i64 15, i64 15, i64 15>
  %334 = uitofp nneg <4 x i64> %333 to <4 x float>
  %335 = getelementptr inbounds float, ptr %117, i64 %331
  store <4 x float> %334, ptr %335, align 4, !tbaa !47
  %336 = or disjoint i64 %331, 4
  %337 = add <4 x i64> %332, <i64 4, i64 4, i64 4, i64 4>
  %338 = and <4 x i64> %337, <i64 15, i64 15, i64 15, i64 15>
  %339 = uitofp nneg <4 x i64> %338 to <4 x float>
  %340 = getelementptr inbounds float, ptr %117, i64 %336
  store <4 x float> %339, ptr %340, align 4, !tbaa !47
  %341 = add nuw nsw i64 %331, 8
  %342 = add <4 x i64> %332, <i64 8, i64 8, i64 8, i64 8>
  %343 = icmp eq i64 %341, 4096
  br i1 %343, label %344, label %330, !llvm.loop !49

344:                                              ; preds = %330
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %26) #22
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %27) #22
  store ptr @.str, ptr %27, align 8, !tbaa !30, !alias.scope !52
  %345 = getelementptr inbounds i8, ptr %27, i64 8
  store ptr @.str.1, ptr %345, align 8, !tbaa !35, !alias.scope !52
  %346 = getelementptr inbounds i8, ptr %27, i64 16
  store i32 20, ptr %346, align 8, !tbaa !36, !alias.scope !52
  %347 = getelementptr inbounds i8, ptr %27, i64 20
  store i32 3, ptr %347, align 4, !tbaa !37, !alias.scope !52
  invoke void @_ZN4sycl3_V15queue6memcpyEPvPKvmRKNS0_6detail13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %26, ptr noundef nonnull align 8 dereferenceable(16) %16, ptr noundef %171, ptr noundef nonnull %117, i64 noundef 16384, ptr noundef nonnull align 8 dereferenceable(24) %27)
          to label %356 unwind label %654

348:                                              ; preds = %113
  %349 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %19) #22
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %18) #22
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #22
  br label %768

350:                                              ; preds = %167
  %351 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %21) #22
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %20) #22
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #22
  br label %768

352:                                              ; preds = %221
  %353 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %23) #22
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %22) #22
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %22) #22
  br label %768

354:                                              ; preds = %275
  %355 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %25) #22
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %24) #22
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24) #22
  br label %768

356:                                              ; preds = %344
  invoke void @_ZN4sycl3_V15event4waitEv(ptr noundef nonnull align 8 dereferenceable(16) %26)
          to label %357 unwind label %656

357:                                              ; preds = %356
  %358 = getelementptr inbounds i8, ptr %26, i64 8
  %359 = load ptr, ptr %358, align 8, !tbaa !16
  %360 = icmp eq ptr %359, null
  br i1 %360, label %385, label %361

361:                                              ; preds = %357
  %362 = getelementptr inbounds i8, ptr %359, i64 8
  %363 = load atomic i64, ptr %362 acquire, align 8
  %364 = icmp eq i64 %363, 4294967297
  %365 = trunc i64 %363 to i32
  br i1 %364, label %366, label %374

366:                                              ; preds = %361
  store i32 0, ptr %362, align 8, !tbaa !18
  %367 = getelementptr inbounds i8, ptr %359, i64 12
  store i32 0, ptr %367, align 4, !tbaa !21
  %368 = load ptr, ptr %359, align 8, !tbaa !22
  %369 = getelementptr inbounds i8, ptr %368, i64 16
  %370 = load ptr, ptr %369, align 8
  call void %370(ptr noundef nonnull align 8 dereferenceable(16) %359) #22
  %371 = load ptr, ptr %359, align 8, !tbaa !22
  %372 = getelementptr inbounds i8, ptr %371, i64 24
  %373 = load ptr, ptr %372, align 8
  call void %373(ptr noundef nonnull align 8 dereferenceable(16) %359) #22
  br label %385

374:                                              ; preds = %361
  %375 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !24
  %376 = icmp eq i8 %375, 0
  br i1 %376, label %379, label %377

377:                                              ; preds = %374
  %378 = add nsw i32 %365, -1
  store i32 %378, ptr %362, align 4, !tbaa !25
  br label %381

379:                                              ; preds = %374
  %380 = atomicrmw volatile add ptr %362, i32 -1 acq_rel, align 4
  br label %381

381:                                              ; preds = %379, %377
  %382 = phi i32 [ %365, %377 ], [ %380, %379 ]
  %383 = icmp eq i32 %382, 1
  br i1 %383, label %384, label %385, !prof !26

384:                                              ; preds = %381
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %359) #22
  br label %385

385:                                              ; preds = %357, %366, %381, %384
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %27) #22
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %26) #22
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %28) #22
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %29) #22
  store ptr @.str, ptr %29, align 8, !tbaa !30, !alias.scope !55
  %386 = getelementptr inbounds i8, ptr %29, i64 8
  store ptr @.str.1, ptr %386, align 8, !tbaa !35, !alias.scope !55
  %387 = getelementptr inbounds i8, ptr %29, i64 16
  store i32 21, ptr %387, align 8, !tbaa !36, !alias.scope !55
  %388 = getelementptr inbounds i8, ptr %29, i64 20
  store i32 3, ptr %388, align 4, !tbaa !37, !alias.scope !55
  invoke void @_ZN4sycl3_V15queue6memcpyEPvPKvmRKNS0_6detail13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %28, ptr noundef nonnull align 8 dereferenceable(16) %16, ptr noundef %225, ptr noundef nonnull %117, i64 noundef 16384, ptr noundef nonnull align 8 dereferenceable(24) %29)
          to label %389 unwind label %660

389:                                              ; preds = %385
  invoke void @_ZN4sycl3_V15event4waitEv(ptr noundef nonnull align 8 dereferenceable(16) %28)
          to label %390 unwind label %662

390:                                              ; preds = %389
  %391 = getelementptr inbounds i8, ptr %28, i64 8
  %392 = load ptr, ptr %391, align 8, !tbaa !16
  %393 = icmp eq ptr %392, null
  br i1 %393, label %418, label %394

394:                                              ; preds = %390
  %395 = getelementptr inbounds i8, ptr %392, i64 8
  %396 = load atomic i64, ptr %395 acquire, align 8
  %397 = icmp eq i64 %396, 4294967297
  %398 = trunc i64 %396 to i32
  br i1 %397, label %399, label %407

399:                                              ; preds = %394
  store i32 0, ptr %395, align 8, !tbaa !18
  %400 = getelementptr inbounds i8, ptr %392, i64 12
  store i32 0, ptr %400, align 4, !tbaa !21
  %401 = load ptr, ptr %392, align 8, !tbaa !22
  %402 = getelementptr inbounds i8, ptr %401, i64 16
  %403 = load ptr, ptr %402, align 8
  call void %403(ptr noundef nonnull align 8 dereferenceable(16) %392) #22
  %404 = load ptr, ptr %392, align 8, !tbaa !22
  %405 = getelementptr inbounds i8, ptr %404, i64 24
  %406 = load ptr, ptr %405, align 8
  call void %406(ptr noundef nonnull align 8 dereferenceable(16) %392) #22
  br label %418

407:                                              ; preds = %394
  %408 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !24
  %409 = icmp eq i8 %408, 0
  br i1 %409, label %412, label %410

410:                                              ; preds = %407
  %411 = add nsw i32 %398, -1
  store i32 %411, ptr %395, align 4, !tbaa !25
  br label %414

412:                                              ; preds = %407
  %413 = atomicrmw volatile add ptr %395, i32 -1 acq_rel, align 4
  br label %414

414:                                              ; preds = %412, %410
  %415 = phi i32 [ %398, %410 ], [ %413, %412 ]
  %416 = icmp eq i32 %415, 1
  br i1 %416, label %417, label %418, !prof !26

417:                                              ; preds = %414
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %392) #22
  br label %418

418:                                              ; preds = %390, %399, %414, %417
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %29) #22
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %28) #22
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %30) #22
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %31) #22
  store ptr @.str, ptr %31, align 8, !tbaa !30, !alias.scope !58
  %419 = getelementptr inbounds i8, ptr %31, i64 8
  store ptr @.str.1, ptr %419, align 8, !tbaa !35, !alias.scope !58
  %420 = getelementptr inbounds i8, ptr %31, i64 16
  store i32 22, ptr %420, align 8, !tbaa !36, !alias.scope !58
  %421 = getelementptr inbounds i8, ptr %31, i64 20
  store i32 3, ptr %421, align 4, !tbaa !37, !alias.scope !58
  invoke void @_ZN4sycl3_V15queue6memsetEPvimRKNS0_6detail13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %30, ptr noundef nonnull align 8 dereferenceable(16) %16, ptr noundef %279, i32 noundef 0, i64 noundef 4, ptr noundef nonnull align 8 dereferenceable(24) %31)
          to label %422 unwind label %666

422:                                              ; preds = %418
  invoke void @_ZN4sycl3_V15event4waitEv(ptr noundef nonnull align 8 dereferenceable(16) %30)
          to label %423 unwind label %668

423:                                              ; preds = %422
  %424 = getelementptr inbounds i8, ptr %30, i64 8
  %425 = load ptr, ptr %424, align 8, !tbaa !16
  %426 = icmp eq ptr %425, null
  br i1 %426, label %451, label %427

427:                                              ; preds = %423
  %428 = getelementptr inbounds i8, ptr %425, i64 8
  %429 = load atomic i64, ptr %428 acquire, align 8
  %430 = icmp eq i64 %429, 4294967297
  %431 = trunc i64 %429 to i32
  br i1 %430, label %432, label %440

432:                                              ; preds = %427
  store i32 0, ptr %428, align 8, !tbaa !18
  %433 = getelementptr inbounds i8, ptr %425, i64 12
  store i32 0, ptr %433, align 4, !tbaa !21
  %434 = load ptr, ptr %425, align 8, !tbaa !22
  %435 = getelementptr inbounds i8, ptr %434, i64 16
  %436 = load ptr, ptr %435, align 8
  call void %436(ptr noundef nonnull align 8 dereferenceable(16) %425) #22
  %437 = load ptr, ptr %425, align 8, !tbaa !22
  %438 = getelementptr inbounds i8, ptr %437, i64 24
  %439 = load ptr, ptr %438, align 8
  call void %439(ptr noundef nonnull align 8 dereferenceable(16) %425) #22
  br label %451

440:                                              ; preds = %427
  %441 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !24
  %442 = icmp eq i8 %441, 0
  br i1 %442, label %445, label %443

443:                                              ; preds = %440
  %444 = add nsw i32 %431, -1
  store i32 %444, ptr %428, align 4, !tbaa !25
  br label %447

445:                                              ; preds = %440
  %446 = atomicrmw volatile add ptr %428, i32 -1 acq_rel, align 4
  br label %447

447:                                              ; preds = %445, %443
  %448 = phi i32 [ %431, %443 ], [ %446, %445 ]
  %449 = icmp eq i32 %448, 1
  br i1 %449, label %450, label %451, !prof !26

450:                                              ; preds = %447
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %425) #22
  br label %451

451:                                              ; preds = %450, %447, %432, %423
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %31) #22
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %30) #22
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %32) #22
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %33) #22
  store ptr %225, ptr %33, align 8, !tbaa !61
  %452 = getelementptr inbounds i8, ptr %33, i64 8
  store float 2.500000e+00, ptr %452, align 8, !tbaa !63
  %453 = getelementptr inbounds i8, ptr %33, i64 16
  store ptr %171, ptr %453, align 8, !tbaa !64
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %13) #22, !noalias !65
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %13, ptr noundef nonnull align 8 dereferenceable(24) @__const._ZN4sycl3_V15queue17parallel_for_implI5SaxpyLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESJ_DpOSH_.CodeLoc, i64 24, i1 false), !noalias !65
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %14) #22, !noalias !65
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %14, ptr noundef nonnull align 8 dereferenceable(24) %13)
          to label %454 unwind label %672

454:                                              ; preds = %451
  %455 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %14)
          to label %456 unwind label %496, !noalias !65

456:                                              ; preds = %454
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11), !noalias !65
  store i64 4096, ptr %11, align 8, !noalias !72
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #22, !noalias !72
  store ptr %11, ptr %12, align 8, !tbaa !75, !noalias !72
  %457 = getelementptr inbounds i8, ptr %12, i64 8
  %458 = getelementptr inbounds i8, ptr %12, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %457, i8 0, i64 16, i1 false), !noalias !72
  store i64 1, ptr %458, align 8, !tbaa !78, !noalias !72
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %10), !noalias !72
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #22, !noalias !79
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %7, ptr noundef nonnull align 8 dereferenceable(24) %455)
          to label %459 unwind label %496, !noalias !65

459:                                              ; preds = %456
  %460 = load atomic i8, ptr @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI5SaxpyEERNS1_16DeviceKernelInfoEvE4Info acquire, align 8, !noalias !79
  %461 = icmp eq i8 %460, 0
  br i1 %461, label %462, label %470, !prof !82

462:                                              ; preds = %459
  %463 = call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI5SaxpyEERNS1_16DeviceKernelInfoEvE4Info) #22, !noalias !79
  %464 = icmp eq i32 %463, 0
  br i1 %464, label %470, label %465

465:                                              ; preds = %462
  %466 = invoke noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoERKNS1_27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(81) @_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI5SaxpyEE)
          to label %467 unwind label %468, !noalias !79

467:                                              ; preds = %465
  store ptr %466, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI5SaxpyEERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !5, !noalias !79
  call void @__cxa_guard_release(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI5SaxpyEERNS1_16DeviceKernelInfoEvE4Info) #22, !noalias !79
  br label %470

468:                                              ; preds = %465
  %469 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_guard_abort(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI5SaxpyEERNS1_16DeviceKernelInfoEvE4Info) #22, !noalias !79
  br label %494

470:                                              ; preds = %467, %462, %459
  %471 = load ptr, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI5SaxpyEERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !5, !noalias !79
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %8) #22, !noalias !79
  %472 = getelementptr inbounds i8, ptr %8, i64 8
  store i8 0, ptr %472, align 8, !tbaa !83, !alias.scope !86, !noalias !79
  %473 = getelementptr inbounds i8, ptr %8, i64 18
  store i8 0, ptr %473, align 2, !tbaa !91, !alias.scope !86, !noalias !79
  %474 = getelementptr inbounds i8, ptr %8, i64 20
  store i8 0, ptr %474, align 4, !tbaa !93, !alias.scope !86, !noalias !79
  %475 = getelementptr inbounds i8, ptr %8, i64 28
  store i8 0, ptr %475, align 4, !tbaa !95, !alias.scope !86, !noalias !79
  %476 = getelementptr inbounds i8, ptr %8, i64 36
  store i8 0, ptr %476, align 4, !tbaa !97, !alias.scope !86, !noalias !79
  %477 = getelementptr inbounds i8, ptr %8, i64 44
  store i8 0, ptr %477, align 4, !tbaa !95, !alias.scope !86, !noalias !79
  %478 = getelementptr inbounds i8, ptr %8, i64 52
  store i8 0, ptr %478, align 4, !tbaa !97, !alias.scope !86, !noalias !79
  %479 = getelementptr inbounds i8, ptr %8, i64 60
  store i8 0, ptr %479, align 4, !tbaa !95, !alias.scope !86, !noalias !79
  %480 = getelementptr inbounds i8, ptr %8, i64 68
  store i8 0, ptr %480, align 4, !tbaa !97, !alias.scope !86, !noalias !79
  %481 = getelementptr inbounds i8, ptr %8, i64 80
  store i8 0, ptr %481, align 8, !tbaa !99, !alias.scope !86, !noalias !79
  %482 = getelementptr inbounds i8, ptr %8, i64 104
  store i8 0, ptr %482, align 8, !tbaa !101, !alias.scope !86, !noalias !79
  %483 = getelementptr inbounds i8, ptr %8, i64 136
  store i8 0, ptr %483, align 8, !tbaa !103, !alias.scope !86, !noalias !79
  %484 = getelementptr inbounds i8, ptr %8, i64 144
  store i8 1, ptr %484, align 8, !tbaa !105, !alias.scope !86, !noalias !79
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %9) #22, !noalias !79
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE_RS5_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %9, align 8, !tbaa !22, !noalias !79
  %485 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %33, ptr %485, align 8, !tbaa !5, !noalias !79
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %10, i8 0, i64 16, i1 false), !noalias !65
  %486 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %7)
          to label %487 unwind label %492, !noalias !79

487:                                              ; preds = %470
  %488 = getelementptr inbounds i8, ptr %7, i64 8
  %489 = load i8, ptr %488, align 8, !tbaa !136, !range !138, !noalias !79, !noundef !139
  %490 = trunc nuw i8 %489 to i1
  %491 = xor i1 %490, true
  invoke void @_ZN4sycl3_V136submit_kernel_direct_with_event_implERKNS0_5queueERKNS0_6detail16nd_range_view_v113nd_range_viewERNS4_17HostKernelRefBaseEPNS4_16DeviceKernelInfoENS0_4spanIKNS0_5eventELm18446744073709551615EEERKNS4_27kernel_launch_properties_v111PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENSJ_5intel12experimental12cache_configENSL_17use_root_sync_keyENSL_23work_group_progress_keyENSL_22sub_group_progress_keyENSL_22work_item_progress_keyENSL_4cuda12cluster_sizeILi1EEENSV_ILi2EEENSV_ILi3EEEEEERKNS4_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %32, ptr noundef nonnull align 8 dereferenceable(16) %16, ptr noundef nonnull align 8 dereferenceable(32) %12, ptr noundef nonnull align 8 dereferenceable(8) %9, ptr noundef nonnull %471, ptr noundef nonnull byval(%"class.sycl::_V1::span") align 8 %10, ptr noundef nonnull align 8 dereferenceable(145) %8, ptr noundef nonnull align 8 dereferenceable(24) %486, i1 noundef zeroext %491)
          to label %500 unwind label %492

492:                                              ; preds = %487, %470
  %493 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9) #22, !noalias !79
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %8) #22, !noalias !79
  br label %494

494:                                              ; preds = %492, %468
  %495 = phi { ptr, i32 } [ %493, %492 ], [ %469, %468 ]
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %7) #22
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #22, !noalias !79
  br label %498

496:                                              ; preds = %456, %454
  %497 = landingpad { ptr, i32 }
          cleanup
  br label %498

498:                                              ; preds = %496, %494
  %499 = phi { ptr, i32 } [ %497, %496 ], [ %495, %494 ]
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %14) #22
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %14) #22, !noalias !65
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %13) #22, !noalias !65
  br label %676

500:                                              ; preds = %487
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9) #22, !noalias !79
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %8) #22, !noalias !79
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %7) #22
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #22, !noalias !79
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10), !noalias !72
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #22, !noalias !72
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11), !noalias !65
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %14) #22
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %14) #22, !noalias !65
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %13) #22, !noalias !65
  invoke void @_ZN4sycl3_V15event4waitEv(ptr noundef nonnull align 8 dereferenceable(16) %32)
          to label %501 unwind label %674

501:                                              ; preds = %500
  %502 = getelementptr inbounds i8, ptr %32, i64 8
  %503 = load ptr, ptr %502, align 8, !tbaa !16
  %504 = icmp eq ptr %503, null
  br i1 %504, label %529, label %505

505:                                              ; preds = %501
  %506 = getelementptr inbounds i8, ptr %503, i64 8
  %507 = load atomic i64, ptr %506 acquire, align 8
  %508 = icmp eq i64 %507, 4294967297
  %509 = trunc i64 %507 to i32
  br i1 %508, label %510, label %518

510:                                              ; preds = %505
  store i32 0, ptr %506, align 8, !tbaa !18
  %511 = getelementptr inbounds i8, ptr %503, i64 12
  store i32 0, ptr %511, align 4, !tbaa !21
  %512 = load ptr, ptr %503, align 8, !tbaa !22
  %513 = getelementptr inbounds i8, ptr %512, i64 16
  %514 = load ptr, ptr %513, align 8
  call void %514(ptr noundef nonnull align 8 dereferenceable(16) %503) #22
  %515 = load ptr, ptr %503, align 8, !tbaa !22
  %516 = getelementptr inbounds i8, ptr %515, i64 24
  %517 = load ptr, ptr %516, align 8
  call void %517(ptr noundef nonnull align 8 dereferenceable(16) %503) #22
  br label %529

518:                                              ; preds = %505
  %519 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !24
  %520 = icmp eq i8 %519, 0
  br i1 %520, label %523, label %521

521:                                              ; preds = %518
  %522 = add nsw i32 %509, -1
  store i32 %522, ptr %506, align 4, !tbaa !25
  br label %525

523:                                              ; preds = %518
  %524 = atomicrmw volatile add ptr %506, i32 -1 acq_rel, align 4
  br label %525

525:                                              ; preds = %523, %521
  %526 = phi i32 [ %509, %521 ], [ %524, %523 ]
  %527 = icmp eq i32 %526, 1
  br i1 %527, label %528, label %529, !prof !26

528:                                              ; preds = %525
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %503) #22
  br label %529

529:                                              ; preds = %501, %510, %525, %528
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %33) #22
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %32) #22
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %34) #22
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %35) #22
  store i32 4096, ptr %35, align 8, !tbaa !140
  %530 = getelementptr inbounds i8, ptr %35, i64 8
  store ptr %225, ptr %530, align 8, !tbaa !142
  %531 = getelementptr inbounds i8, ptr %35, i64 16
  store ptr %279, ptr %531, align 8, !tbaa !143
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %36) #22
  store ptr @.str, ptr %36, align 8, !tbaa !30, !alias.scope !144
  %532 = getelementptr inbounds i8, ptr %36, i64 8
  store ptr @.str.1, ptr %532, align 8, !tbaa !35, !alias.scope !144
  %533 = getelementptr inbounds i8, ptr %36, i64 16
  store i32 27, ptr %533, align 8, !tbaa !36, !alias.scope !144
  %534 = getelementptr inbounds i8, ptr %36, i64 20
  store i32 3, ptr %534, align 4, !tbaa !37, !alias.scope !144
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #22, !noalias !147
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %6, ptr noundef nonnull align 8 dereferenceable(24) %36)
          to label %535 unwind label %678

535:                                              ; preds = %529
  %536 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %6)
          to label %537 unwind label %576, !noalias !147

537:                                              ; preds = %535
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #22, !noalias !152
  %538 = getelementptr inbounds i8, ptr %5, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %5, i8 0, i64 24, i1 false), !noalias !152
  store i64 1, ptr %538, align 8, !tbaa !78, !noalias !152
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4), !noalias !152
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #22, !noalias !155
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %1, ptr noundef nonnull align 8 dereferenceable(24) %536)
          to label %539 unwind label %576, !noalias !147

539:                                              ; preds = %537
  %540 = load atomic i8, ptr @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI6SumAllEERNS1_16DeviceKernelInfoEvE4Info acquire, align 8, !noalias !155
  %541 = icmp eq i8 %540, 0
  br i1 %541, label %542, label %550, !prof !82

542:                                              ; preds = %539
  %543 = call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI6SumAllEERNS1_16DeviceKernelInfoEvE4Info) #22, !noalias !155
  %544 = icmp eq i32 %543, 0
  br i1 %544, label %550, label %545

545:                                              ; preds = %542
  %546 = invoke noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoERKNS1_27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(81) @_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI6SumAllEE)
          to label %547 unwind label %548, !noalias !155

547:                                              ; preds = %545
  store ptr %546, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI6SumAllEERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !5, !noalias !155
  call void @__cxa_guard_release(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI6SumAllEERNS1_16DeviceKernelInfoEvE4Info) #22, !noalias !155
  br label %550

548:                                              ; preds = %545
  %549 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_guard_abort(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI6SumAllEERNS1_16DeviceKernelInfoEvE4Info) #22, !noalias !155
  br label %574

550:                                              ; preds = %547, %542, %539
  %551 = load ptr, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI6SumAllEERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !5, !noalias !155
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %2) #22, !noalias !155
  %552 = getelementptr inbounds i8, ptr %2, i64 8
  store i8 0, ptr %552, align 8, !tbaa !83, !alias.scope !158, !noalias !155
  %553 = getelementptr inbounds i8, ptr %2, i64 18
  store i8 0, ptr %553, align 2, !tbaa !91, !alias.scope !158, !noalias !155
  %554 = getelementptr inbounds i8, ptr %2, i64 20
  store i8 0, ptr %554, align 4, !tbaa !93, !alias.scope !158, !noalias !155
  %555 = getelementptr inbounds i8, ptr %2, i64 28
  store i8 0, ptr %555, align 4, !tbaa !95, !alias.scope !158, !noalias !155
  %556 = getelementptr inbounds i8, ptr %2, i64 36
  store i8 0, ptr %556, align 4, !tbaa !97, !alias.scope !158, !noalias !155
  %557 = getelementptr inbounds i8, ptr %2, i64 44
  store i8 0, ptr %557, align 4, !tbaa !95, !alias.scope !158, !noalias !155
  %558 = getelementptr inbounds i8, ptr %2, i64 52
  store i8 0, ptr %558, align 4, !tbaa !97, !alias.scope !158, !noalias !155
  %559 = getelementptr inbounds i8, ptr %2, i64 60
  store i8 0, ptr %559, align 4, !tbaa !95, !alias.scope !158, !noalias !155
  %560 = getelementptr inbounds i8, ptr %2, i64 68
  store i8 0, ptr %560, align 4, !tbaa !97, !alias.scope !158, !noalias !155
  %561 = getelementptr inbounds i8, ptr %2, i64 80
  store i8 0, ptr %561, align 8, !tbaa !99, !alias.scope !158, !noalias !155
  %562 = getelementptr inbounds i8, ptr %2, i64 104
  store i8 0, ptr %562, align 8, !tbaa !101, !alias.scope !158, !noalias !155
  %563 = getelementptr inbounds i8, ptr %2, i64 136
  store i8 0, ptr %563, align 8, !tbaa !103, !alias.scope !158, !noalias !155
  %564 = getelementptr inbounds i8, ptr %2, i64 144
  store i8 1, ptr %564, align 8, !tbaa !105, !alias.scope !158, !noalias !155
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #22, !noalias !155
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail13HostKernelRefIZ4mainEUlvE_RKS3_vLi1EEE, i64 16), ptr %3, align 8, !tbaa !22, !noalias !155
  %565 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr %35, ptr %565, align 8, !tbaa !5, !noalias !155
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %4, i8 0, i64 16, i1 false), !noalias !147
  %566 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %1)
          to label %567 unwind label %572, !noalias !155

567:                                              ; preds = %550
  %568 = getelementptr inbounds i8, ptr %1, i64 8
  %569 = load i8, ptr %568, align 8, !tbaa !136, !range !138, !noalias !155, !noundef !139
  %570 = trunc nuw i8 %569 to i1
  %571 = xor i1 %570, true
  invoke void @_ZN4sycl3_V136submit_kernel_direct_with_event_implERKNS0_5queueERKNS0_6detail16nd_range_view_v113nd_range_viewERNS4_17HostKernelRefBaseEPNS4_16DeviceKernelInfoENS0_4spanIKNS0_5eventELm18446744073709551615EEERKNS4_27kernel_launch_properties_v111PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENSJ_5intel12experimental12cache_configENSL_17use_root_sync_keyENSL_23work_group_progress_keyENSL_22sub_group_progress_keyENSL_22work_item_progress_keyENSL_4cuda12cluster_sizeILi1EEENSV_ILi2EEENSV_ILi3EEEEEERKNS4_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %34, ptr noundef nonnull align 8 dereferenceable(16) %16, ptr noundef nonnull align 8 dereferenceable(32) %5, ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef nonnull %551, ptr noundef nonnull byval(%"class.sycl::_V1::span") align 8 %4, ptr noundef nonnull align 8 dereferenceable(145) %2, ptr noundef nonnull align 8 dereferenceable(24) %566, i1 noundef zeroext %571)
          to label %580 unwind label %572

572:                                              ; preds = %567, %550
  %573 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #22, !noalias !155
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %2) #22, !noalias !155
  br label %574

574:                                              ; preds = %572, %548
  %575 = phi { ptr, i32 } [ %573, %572 ], [ %549, %548 ]
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %1) #22
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #22, !noalias !155
  br label %578

576:                                              ; preds = %537, %535
  %577 = landingpad { ptr, i32 }
          cleanup
  br label %578

578:                                              ; preds = %576, %574
  %579 = phi { ptr, i32 } [ %577, %576 ], [ %575, %574 ]
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %6) #22
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #22, !noalias !147
  br label %682

580:                                              ; preds = %567
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #22, !noalias !155
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %2) #22, !noalias !155
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %1) #22
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #22, !noalias !155
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4), !noalias !152
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #22, !noalias !152
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %6) #22
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #22, !noalias !147
  invoke void @_ZN4sycl3_V15event4waitEv(ptr noundef nonnull align 8 dereferenceable(16) %34)
          to label %581 unwind label %680

581:                                              ; preds = %580
  %582 = getelementptr inbounds i8, ptr %34, i64 8
  %583 = load ptr, ptr %582, align 8, !tbaa !16
  %584 = icmp eq ptr %583, null
  br i1 %584, label %609, label %585

585:                                              ; preds = %581
  %586 = getelementptr inbounds i8, ptr %583, i64 8
  %587 = load atomic i64, ptr %586 acquire, align 8
  %588 = icmp eq i64 %587, 4294967297
  %589 = trunc i64 %587 to i32
  br i1 %588, label %590, label %598

590:                                              ; preds = %585
  store i32 0, ptr %586, align 8, !tbaa !18
  %591 = getelementptr inbounds i8, ptr %583, i64 12
  store i32 0, ptr %591, align 4, !tbaa !21
  %592 = load ptr, ptr %583, align 8, !tbaa !22
  %593 = getelementptr inbounds i8, ptr %592, i64 16
  %594 = load ptr, ptr %593, align 8
  call void %594(ptr noundef nonnull align 8 dereferenceable(16) %583) #22
  %595 = load ptr, ptr %583, align 8, !tbaa !22
  %596 = getelementptr inbounds i8, ptr %595, i64 24
  %597 = load ptr, ptr %596, align 8
  call void %597(ptr noundef nonnull align 8 dereferenceable(16) %583) #22
  br label %609

598:                                              ; preds = %585
  %599 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !24
  %600 = icmp eq i8 %599, 0
  br i1 %600, label %603, label %601

601:                                              ; preds = %598
  %602 = add nsw i32 %589, -1
  store i32 %602, ptr %586, align 4, !tbaa !25
  br label %605

603:                                              ; preds = %598
  %604 = atomicrmw volatile add ptr %586, i32 -1 acq_rel, align 4
  br label %605

605:                                              ; preds = %603, %601
  %606 = phi i32 [ %589, %601 ], [ %604, %603 ]
  %607 = icmp eq i32 %606, 1
  br i1 %607, label %608, label %609, !prof !26

608:                                              ; preds = %605
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %583) #22
  br label %609

609:                                              ; preds = %581, %590, %605, %608
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %36) #22
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %35) #22
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %34) #22
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %37) #22
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %38) #22
  store ptr @.str, ptr %38, align 8, !tbaa !30, !alias.scope !163
  %610 = getelementptr inbounds i8, ptr %38, i64 8
  store ptr @.str.1, ptr %610, align 8, !tbaa !35, !alias.scope !163
  %611 = getelementptr inbounds i8, ptr %38, i64 16
  store i32 33, ptr %611, align 8, !tbaa !36, !alias.scope !163
  %612 = getelementptr inbounds i8, ptr %38, i64 20
  store i32 3, ptr %612, align 4, !tbaa !37, !alias.scope !163
  invoke void @_ZN4sycl3_V15queue6memcpyEPvPKvmRKNS0_6detail13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %37, ptr noundef nonnull align 8 dereferenceable(16) %16, ptr noundef nonnull %117, ptr noundef %225, i64 noundef 16384, ptr noundef nonnull align 8 dereferenceable(24) %38)
          to label %613 unwind label %684

613:                                              ; preds = %609
  invoke void @_ZN4sycl3_V15event4waitEv(ptr noundef nonnull align 8 dereferenceable(16) %37)
          to label %614 unwind label %686

614:                                              ; preds = %613
  %615 = getelementptr inbounds i8, ptr %37, i64 8
  %616 = load ptr, ptr %615, align 8, !tbaa !16
  %617 = icmp eq ptr %616, null
  br i1 %617, label %642, label %618

618:                                              ; preds = %614
  %619 = getelementptr inbounds i8, ptr %616, i64 8
  %620 = load atomic i64, ptr %619 acquire, align 8
  %621 = icmp eq i64 %620, 4294967297
  %622 = trunc i64 %620 to i32
  br i1 %621, label %623, label %631

623:                                              ; preds = %618
  store i32 0, ptr %619, align 8, !tbaa !18
  %624 = getelementptr inbounds i8, ptr %616, i64 12
  store i32 0, ptr %624, align 4, !tbaa !21
  %625 = load ptr, ptr %616, align 8, !tbaa !22
  %626 = getelementptr inbounds i8, ptr %625, i64 16
  %627 = load ptr, ptr %626, align 8
  call void %627(ptr noundef nonnull align 8 dereferenceable(16) %616) #22
  %628 = load ptr, ptr %616, align 8, !tbaa !22
  %629 = getelementptr inbounds i8, ptr %628, i64 24
  %630 = load ptr, ptr %629, align 8
  call void %630(ptr noundef nonnull align 8 dereferenceable(16) %616) #22
  br label %642

631:                                              ; preds = %618
  %632 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !24
  %633 = icmp eq i8 %632, 0
  br i1 %633, label %636, label %634

634:                                              ; preds = %631
  %635 = add nsw i32 %622, -1
  store i32 %635, ptr %619, align 4, !tbaa !25
  br label %638

636:                                              ; preds = %631
  %637 = atomicrmw volatile add ptr %619, i32 -1 acq_rel, align 4
  br label %638

638:                                              ; preds = %636, %634
  %639 = phi i32 [ %622, %634 ], [ %637, %636 ]
  %640 = icmp eq i32 %639, 1
  br i1 %640, label %641, label %642, !prof !26

641:                                              ; preds = %638
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %616) #22
  br label %642

642:                                              ; preds = %614, %623, %638, %641
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %38) #22
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %37) #22
  br label %690

643:                                              ; preds = %690
  %644 = load float, ptr %279, align 4, !tbaa !47
  %645 = fsub float %644, %707
  %646 = call noundef float @llvm.fabs.f32(float %645)
  %647 = fmul float %707, 0x3F50624DE0000000
  %648 = fcmp ogt float %646, %647
  %649 = zext i1 %648 to i32
  %650 = add nuw nsw i32 %712, %649
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %39) #22
  store ptr @.str, ptr %39, align 8, !tbaa !30, !alias.scope !166
  %651 = getelementptr inbounds i8, ptr %39, i64 8
  store ptr @.str.1, ptr %651, align 8, !tbaa !35, !alias.scope !166
  %652 = getelementptr inbounds i8, ptr %39, i64 16
  store i32 45, ptr %652, align 8, !tbaa !36, !alias.scope !166
  %653 = getelementptr inbounds i8, ptr %39, i64 20
  store i32 3, ptr %653, align 4, !tbaa !37, !alias.scope !166
  invoke void @_ZN4sycl3_V14freeEPvRKNS0_5queueERKNS0_6detail13code_locationE(ptr noundef nonnull %117, ptr noundef nonnull align 8 dereferenceable(16) %16, ptr noundef nonnull align 8 dereferenceable(24) %39)
          to label %715 unwind label %760

654:                                              ; preds = %344
  %655 = landingpad { ptr, i32 }
          cleanup
  br label %658

656:                                              ; preds = %356
  %657 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %26) #22
  br label %658

658:                                              ; preds = %656, %654
  %659 = phi { ptr, i32 } [ %657, %656 ], [ %655, %654 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %27) #22
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %26) #22
  br label %768

660:                                              ; preds = %385
  %661 = landingpad { ptr, i32 }
          cleanup
  br label %664

662:                                              ; preds = %389
  %663 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %28) #22
  br label %664

664:                                              ; preds = %662, %660
  %665 = phi { ptr, i32 } [ %663, %662 ], [ %661, %660 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %29) #22
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %28) #22
  br label %768

666:                                              ; preds = %418
  %667 = landingpad { ptr, i32 }
          cleanup
  br label %670

668:                                              ; preds = %422
  %669 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %30) #22
  br label %670

670:                                              ; preds = %668, %666
  %671 = phi { ptr, i32 } [ %669, %668 ], [ %667, %666 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %31) #22
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %30) #22
  br label %768

672:                                              ; preds = %451
  %673 = landingpad { ptr, i32 }
          cleanup
  br label %676

674:                                              ; preds = %500
  %675 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %32) #22
  br label %676

676:                                              ; preds = %672, %498, %674
  %677 = phi { ptr, i32 } [ %675, %674 ], [ %673, %672 ], [ %499, %498 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %33) #22
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %32) #22
  br label %768

678:                                              ; preds = %529
  %679 = landingpad { ptr, i32 }
          cleanup
  br label %682

680:                                              ; preds = %580
  %681 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %34) #22
  br label %682

682:                                              ; preds = %678, %578, %680
  %683 = phi { ptr, i32 } [ %681, %680 ], [ %679, %678 ], [ %579, %578 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %36) #22
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %35) #22
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %34) #22
  br label %768

684:                                              ; preds = %609
  %685 = landingpad { ptr, i32 }
          cleanup
  br label %688

686:                                              ; preds = %613
  %687 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %37) #22
  br label %688

688:                                              ; preds = %686, %684
  %689 = phi { ptr, i32 } [ %687, %686 ], [ %685, %684 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %38) #22
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %37) #22
  br label %768

690:                                              ; preds = %690, %642
  %691 = phi i64 [ 0, %642 ], [ %713, %690 ]
  %692 = phi float [ 0.000000e+00, %642 ], [ %707, %690 ]
  %693 = phi i32 [ 0, %642 ], [ %712, %690 ]
  %694 = and i64 %691, 14
  %695 = uitofp nneg i64 %694 to float
  %696 = call float @llvm.fmuladd.f32(float %695, float 2.500000e+00, float %695)
  %697 = fadd float %692, %696
  %698 = getelementptr inbounds float, ptr %117, i64 %691
  %699 = load float, ptr %698, align 4, !tbaa !47
  %700 = fcmp une float %699, %696
  %701 = zext i1 %700 to i32
  %702 = add nuw nsw i32 %693, %701
  %703 = or disjoint i64 %691, 1
  %704 = and i64 %703, 15
  %705 = uitofp nneg i64 %704 to float
  %706 = call float @llvm.fmuladd.f32(float %705, float 2.500000e+00, float %705)
  %707 = fadd float %697, %706
  %708 = getelementptr inbounds float, ptr %117, i64 %703
  %709 = load float, ptr %708, align 4, !tbaa !47
  %710 = fcmp une float %709, %706
  %711 = zext i1 %710 to i32
  %712 = add nuw nsw i32 %702, %711
  %713 = add nuw nsw i64 %691, 2
  %714 = icmp eq i64 %713, 4096
  br i1 %714, label %643, label %690, !llvm.loop !169

715:                                              ; preds = %643
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %39) #22
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %40) #22
  store ptr @.str, ptr %40, align 8, !tbaa !30, !alias.scope !170
  %716 = getelementptr inbounds i8, ptr %40, i64 8
  store ptr @.str.1, ptr %716, align 8, !tbaa !35, !alias.scope !170
  %717 = getelementptr inbounds i8, ptr %40, i64 16
  store i32 46, ptr %717, align 8, !tbaa !36, !alias.scope !170
  %718 = getelementptr inbounds i8, ptr %40, i64 20
  store i32 3, ptr %718, align 4, !tbaa !37, !alias.scope !170
  invoke void @_ZN4sycl3_V14freeEPvRKNS0_5queueERKNS0_6detail13code_locationE(ptr noundef %171, ptr noundef nonnull align 8 dereferenceable(16) %16, ptr noundef nonnull align 8 dereferenceable(24) %40)
          to label %719 unwind label %762

719:                                              ; preds = %715
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %40) #22
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %41) #22
  store ptr @.str, ptr %41, align 8, !tbaa !30, !alias.scope !173
  %720 = getelementptr inbounds i8, ptr %41, i64 8
  store ptr @.str.1, ptr %720, align 8, !tbaa !35, !alias.scope !173
  %721 = getelementptr inbounds i8, ptr %41, i64 16
  store i32 47, ptr %721, align 8, !tbaa !36, !alias.scope !173
  %722 = getelementptr inbounds i8, ptr %41, i64 20
  store i32 3, ptr %722, align 4, !tbaa !37, !alias.scope !173
  invoke void @_ZN4sycl3_V14freeEPvRKNS0_5queueERKNS0_6detail13code_locationE(ptr noundef %225, ptr noundef nonnull align 8 dereferenceable(16) %16, ptr noundef nonnull align 8 dereferenceable(24) %41)
          to label %723 unwind label %764

723:                                              ; preds = %719
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %41) #22
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %42) #22
  store ptr @.str, ptr %42, align 8, !tbaa !30, !alias.scope !176
  %724 = getelementptr inbounds i8, ptr %42, i64 8
  store ptr @.str.1, ptr %724, align 8, !tbaa !35, !alias.scope !176
  %725 = getelementptr inbounds i8, ptr %42, i64 16
  store i32 48, ptr %725, align 8, !tbaa !36, !alias.scope !176
  %726 = getelementptr inbounds i8, ptr %42, i64 20
  store i32 3, ptr %726, align 4, !tbaa !37, !alias.scope !176
  invoke void @_ZN4sycl3_V14freeEPvRKNS0_5queueERKNS0_6detail13code_locationE(ptr noundef nonnull %279, ptr noundef nonnull align 8 dereferenceable(16) %16, ptr noundef nonnull align 8 dereferenceable(24) %42)
          to label %727 unwind label %766

727:                                              ; preds = %723
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %42) #22
  %728 = icmp ne i32 %650, 0
  %729 = select i1 %728, ptr @.str.2, ptr @.str.3
  %730 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) %729, i32 noundef %650)
  %731 = getelementptr inbounds i8, ptr %16, i64 8
  %732 = load ptr, ptr %731, align 8, !tbaa !16
  %733 = icmp eq ptr %732, null
  br i1 %733, label %758, label %734

734:                                              ; preds = %727
  %735 = getelementptr inbounds i8, ptr %732, i64 8
  %736 = load atomic i64, ptr %735 acquire, align 8
  %737 = icmp eq i64 %736, 4294967297
  %738 = trunc i64 %736 to i32
  br i1 %737, label %739, label %747

739:                                              ; preds = %734
  store i32 0, ptr %735, align 8, !tbaa !18
  %740 = getelementptr inbounds i8, ptr %732, i64 12
  store i32 0, ptr %740, align 4, !tbaa !21
  %741 = load ptr, ptr %732, align 8, !tbaa !22
  %742 = getelementptr inbounds i8, ptr %741, i64 16
  %743 = load ptr, ptr %742, align 8
  call void %743(ptr noundef nonnull align 8 dereferenceable(16) %732) #22
  %744 = load ptr, ptr %732, align 8, !tbaa !22
  %745 = getelementptr inbounds i8, ptr %744, i64 24
  %746 = load ptr, ptr %745, align 8
  call void %746(ptr noundef nonnull align 8 dereferenceable(16) %732) #22
  br label %758

747:                                              ; preds = %734
  %748 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !24
  %749 = icmp eq i8 %748, 0
  br i1 %749, label %752, label %750

750:                                              ; preds = %747
  %751 = add nsw i32 %738, -1
  store i32 %751, ptr %735, align 4, !tbaa !25
  br label %754

752:                                              ; preds = %747
  %753 = atomicrmw volatile add ptr %735, i32 -1 acq_rel, align 4
  br label %754

754:                                              ; preds = %752, %750
  %755 = phi i32 [ %738, %750 ], [ %753, %752 ]
  %756 = icmp eq i32 %755, 1
  br i1 %756, label %757, label %758, !prof !26

757:                                              ; preds = %754
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %732) #22
  br label %758

758:                                              ; preds = %727, %739, %754, %757
  %759 = zext i1 %728 to i32
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %16) #22
  ret i32 %759

760:                                              ; preds = %643
  %761 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %39) #22
  br label %768

762:                                              ; preds = %715
  %763 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %40) #22
  br label %768

764:                                              ; preds = %719
  %765 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %41) #22
  br label %768

766:                                              ; preds = %723
  %767 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %42) #22
  br label %768

768:                                              ; preds = %350, %354, %658, %664, %670, %760, %762, %764, %766, %688, %682, %676, %352, %348
  %769 = phi { ptr, i32 } [ %349, %348 ], [ %351, %350 ], [ %353, %352 ], [ %671, %670 ], [ %665, %664 ], [ %659, %658 ], [ %355, %354 ], [ %689, %688 ], [ %683, %682 ], [ %677, %676 ], [ %767, %766 ], [ %765, %764 ], [ %763, %762 ], [ %761, %760 ]
  call void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %16) #22
  br label %770

770:                                              ; preds = %768, %63
  %771 = phi { ptr, i32 } [ %769, %768 ], [ %55, %63 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %16) #22
  resume { ptr, i32 } %771
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
  tail call void %21(ptr noundef nonnull align 8 dereferenceable(16) %10) #22
  %22 = load ptr, ptr %10, align 8, !tbaa !22
  %23 = getelementptr inbounds i8, ptr %22, i64 24
  %24 = load ptr, ptr %23, align 8
  tail call void %24(ptr noundef nonnull align 8 dereferenceable(16) %10) #22
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %10) #22
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
  tail call void @_ZdlPvm(ptr noundef nonnull %42, i64 noundef %49) #24
  br label %50

50:                                               ; preds = %41, %44
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V111malloc_hostIfEEPT_mRKNS0_5queueERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(24) %3) local_unnamed_addr #3 comdat personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::context", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #22
  call void @_ZNK4sycl3_V15queue11get_contextEv(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::context") align 8 %5, ptr noundef nonnull align 8 dereferenceable(16) %1)
  %6 = shl i64 %0, 2
  %7 = invoke noundef ptr @_ZN4sycl3_V118aligned_alloc_hostEmmRKNS0_7contextERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef 4, i64 noundef %6, ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(24) %3)
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
  call void %21(ptr noundef nonnull align 8 dereferenceable(16) %10) #22
  %22 = load ptr, ptr %10, align 8, !tbaa !22
  %23 = getelementptr inbounds i8, ptr %22, i64 24
  %24 = load ptr, ptr %23, align 8
  call void %24(ptr noundef nonnull align 8 dereferenceable(16) %10) #22
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
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %10) #22
  br label %36

36:                                               ; preds = %8, %17, %32, %35
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #22
  ret ptr %7

37:                                               ; preds = %4
  %38 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V17contextD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %5) #22
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #22
  resume { ptr, i32 } %38
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V113malloc_deviceIfEEPT_mRKNS0_5queueERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(24) %3) local_unnamed_addr #3 comdat personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::device", align 8
  %6 = alloca %"class.sycl::_V1::context", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #22
  call void @_ZNK4sycl3_V15queue10get_deviceEv(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::device") align 8 %5, ptr noundef nonnull align 8 dereferenceable(16) %1)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #22
  call void @_ZNK4sycl3_V15queue11get_contextEv(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::context") align 8 %6, ptr noundef nonnull align 8 dereferenceable(16) %1)
  %7 = shl i64 %0, 2
  %8 = invoke noundef ptr @_ZN4sycl3_V120aligned_alloc_deviceEmmRKNS0_6deviceERKNS0_7contextERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef 4, i64 noundef %7, ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(24) %3)
          to label %9 unwind label %38

9:                                                ; preds = %4
  %10 = getelementptr inbounds i8, ptr %6, i64 8
  %11 = load ptr, ptr %10, align 8, !tbaa !16
  %12 = icmp eq ptr %11, null
  br i1 %12, label %37, label %13

13:                                               ; preds = %9
  %14 = getelementptr inbounds i8, ptr %11, i64 8
  %15 = load atomic i64, ptr %14 acquire, align 8
  %16 = icmp eq i64 %15, 4294967297
  %17 = trunc i64 %15 to i32
  br i1 %16, label %18, label %26

18:                                               ; preds = %13
  store i32 0, ptr %14, align 8, !tbaa !18
  %19 = getelementptr inbounds i8, ptr %11, i64 12
  store i32 0, ptr %19, align 4, !tbaa !21
  %20 = load ptr, ptr %11, align 8, !tbaa !22
  %21 = getelementptr inbounds i8, ptr %20, i64 16
  %22 = load ptr, ptr %21, align 8
  call void %22(ptr noundef nonnull align 8 dereferenceable(16) %11) #22
  %23 = load ptr, ptr %11, align 8, !tbaa !22
  %24 = getelementptr inbounds i8, ptr %23, i64 24
  %25 = load ptr, ptr %24, align 8
  call void %25(ptr noundef nonnull align 8 dereferenceable(16) %11) #22
  br label %37

26:                                               ; preds = %13
  %27 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !24
  %28 = icmp eq i8 %27, 0
  br i1 %28, label %31, label %29

29:                                               ; preds = %26
  %30 = add nsw i32 %17, -1
  store i32 %30, ptr %14, align 4, !tbaa !25
  br label %33

31:                                               ; preds = %26
  %32 = atomicrmw volatile add ptr %14, i32 -1 acq_rel, align 4
  br label %33

33:                                               ; preds = %31, %29
  %34 = phi i32 [ %17, %29 ], [ %32, %31 ]
  %35 = icmp eq i32 %34, 1
  br i1 %35, label %36, label %37, !prof !26

36:                                               ; preds = %33
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %11) #22
  br label %37

37:                                               ; preds = %9, %18, %33, %36
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #22
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #22
  ret ptr %8

38:                                               ; preds = %4
  %39 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V17contextD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %6) #22
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #22
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #22
  resume { ptr, i32 } %39
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V113malloc_sharedIfEEPT_mRKNS0_5queueERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(24) %3) local_unnamed_addr #3 comdat personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::device", align 8
  %6 = alloca %"class.sycl::_V1::context", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #22
  call void @_ZNK4sycl3_V15queue10get_deviceEv(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::device") align 8 %5, ptr noundef nonnull align 8 dereferenceable(16) %1)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #22
  call void @_ZNK4sycl3_V15queue11get_contextEv(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::context") align 8 %6, ptr noundef nonnull align 8 dereferenceable(16) %1)
  %7 = shl i64 %0, 2
  %8 = invoke noundef ptr @_ZN4sycl3_V120aligned_alloc_sharedEmmRKNS0_6deviceERKNS0_7contextERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef 4, i64 noundef %7, ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(24) %3)
          to label %9 unwind label %38

9:                                                ; preds = %4
  %10 = getelementptr inbounds i8, ptr %6, i64 8
  %11 = load ptr, ptr %10, align 8, !tbaa !16
  %12 = icmp eq ptr %11, null
  br i1 %12, label %37, label %13

13:                                               ; preds = %9
  %14 = getelementptr inbounds i8, ptr %11, i64 8
  %15 = load atomic i64, ptr %14 acquire, align 8
  %16 = icmp eq i64 %15, 4294967297
  %17 = trunc i64 %15 to i32
  br i1 %16, label %18, label %26

18:                                               ; preds = %13
  store i32 0, ptr %14, align 8, !tbaa !18
  %19 = getelementptr inbounds i8, ptr %11, i64 12
  store i32 0, ptr %19, align 4, !tbaa !21
  %20 = load ptr, ptr %11, align 8, !tbaa !22
  %21 = getelementptr inbounds i8, ptr %20, i64 16
  %22 = load ptr, ptr %21, align 8
  call void %22(ptr noundef nonnull align 8 dereferenceable(16) %11) #22
  %23 = load ptr, ptr %11, align 8, !tbaa !22
  %24 = getelementptr inbounds i8, ptr %23, i64 24
  %25 = load ptr, ptr %24, align 8
  call void %25(ptr noundef nonnull align 8 dereferenceable(16) %11) #22
  br label %37

26:                                               ; preds = %13
  %27 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !24
  %28 = icmp eq i8 %27, 0
  br i1 %28, label %31, label %29

29:                                               ; preds = %26
  %30 = add nsw i32 %17, -1
  store i32 %30, ptr %14, align 4, !tbaa !25
  br label %33

31:                                               ; preds = %26
  %32 = atomicrmw volatile add ptr %14, i32 -1 acq_rel, align 4
  br label %33

33:                                               ; preds = %31, %29
  %34 = phi i32 [ %17, %29 ], [ %32, %31 ]
  %35 = icmp eq i32 %34, 1
  br i1 %35, label %36, label %37, !prof !26

36:                                               ; preds = %33
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %11) #22
  br label %37

37:                                               ; preds = %9, %18, %33, %36
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #22
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #22
  ret ptr %8

38:                                               ; preds = %4
  %39 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V17contextD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %6) #22
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #22
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #22
  resume { ptr, i32 } %39
}

declare void @_ZN4sycl3_V15queue6memcpyEPvPKvmRKNS0_6detail13code_locationE(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef, ptr noundef, i64 noundef, ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #4

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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #22
  %15 = load ptr, ptr %3, align 8, !tbaa !22
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #22
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #22
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

declare void @_ZN4sycl3_V15queue6memsetEPvimRKNS0_6detail13code_locationE(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef, i32 noundef, i64 noundef, ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #5

declare void @_ZN4sycl3_V14freeEPvRKNS0_5queueERKNS0_6detail13code_locationE(ptr noundef, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #4

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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #22
  %15 = load ptr, ptr %3, align 8, !tbaa !22
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #22
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #22
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

declare noundef i32 @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE(ptr noundef nonnull align 8 dereferenceable(8)) #4

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
  call void @_ZSt9terminatev() #23
  unreachable

9:                                                ; preds = %1, %46
  %10 = phi ptr [ %47, %46 ], [ %4, %1 ]
  %11 = load ptr, ptr %10, align 8, !tbaa !179
  %12 = icmp eq ptr %11, null
  br i1 %12, label %46, label %13

13:                                               ; preds = %9
  store ptr %11, ptr %2, align 8, !tbaa !179
  call void @_ZNSt15__exception_ptr13exception_ptr9_M_addrefEv(ptr noundef nonnull align 8 dereferenceable(8) %2) #22
  invoke void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(ptr noundef nonnull %2) #25
          to label %14 unwind label %15

14:                                               ; preds = %13
  unreachable

15:                                               ; preds = %13
  %16 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception
  %17 = extractvalue { ptr, i32 } %16, 1
  %18 = load ptr, ptr %2, align 8, !tbaa !179
  %19 = icmp eq ptr %18, null
  br i1 %19, label %21, label %20

20:                                               ; preds = %15
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %2) #22
  br label %21

21:                                               ; preds = %15, %20
  %22 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #22
  %23 = icmp eq i32 %17, %22
  br i1 %23, label %24, label %51

24:                                               ; preds = %21
  %25 = extractvalue { ptr, i32 } %16, 0
  %26 = call ptr @__cxa_begin_catch(ptr %25) #22
  %27 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.5, i64 noundef 2)
          to label %28 unwind label %49

28:                                               ; preds = %24
  %29 = load ptr, ptr %26, align 8, !tbaa !22
  %30 = getelementptr inbounds i8, ptr %29, i64 16
  %31 = load ptr, ptr %30, align 8
  %32 = call noundef ptr %31(ptr noundef nonnull align 8 dereferenceable(8) %26) #22
  %33 = icmp eq ptr %32, null
  br i1 %33, label %34, label %42

34:                                               ; preds = %28
  %35 = load ptr, ptr @_ZSt4cerr, align 8, !tbaa !22
  %36 = getelementptr i8, ptr %35, i64 -24
  %37 = load i64, ptr %36, align 8
  %38 = getelementptr inbounds i8, ptr @_ZSt4cerr, i64 %37
  %39 = getelementptr inbounds i8, ptr %38, i64 32
  %40 = load i32, ptr %39, align 8, !tbaa !181
  %41 = or i32 %40, 1
  invoke void @_ZNSt9basic_iosIcSt11char_traitsIcEE5clearESt12_Ios_Iostate(ptr noundef nonnull align 8 dereferenceable(264) %38, i32 noundef %41)
          to label %45 unwind label %49

42:                                               ; preds = %28
  %43 = call noundef i64 @strlen(ptr noundef nonnull dereferenceable(1) %32) #22
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
  call void @__clang_call_terminate(ptr %55) #23
  unreachable
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::device", align 8
  %6 = alloca %"class.std::function.10", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #22
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #22
  %7 = getelementptr inbounds i8, ptr %6, i64 16
  %8 = getelementptr inbounds i8, ptr %6, i64 24
  %9 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 0, ptr %9, align 8
  store ptr %1, ptr %6, align 8, !tbaa !5
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_, ptr %8, align 8, !tbaa !187
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E10_M_managerERSt9_Any_dataRKS8_St18_Manager_operation, ptr %7, align 8, !tbaa !12
  invoke void @_ZN4sycl3_V16detail13select_deviceERKSt8functionIFiRKNS0_6deviceEEE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::device") align 8 %5, ptr noundef nonnull align 8 dereferenceable(32) %6)
          to label %10 unwind label %20

10:                                               ; preds = %4
  invoke void @_ZN4sycl3_V15queueC2ERKNS0_6deviceERKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %11 unwind label %20

11:                                               ; preds = %10
  %12 = load ptr, ptr %7, align 8, !tbaa !12
  %13 = icmp eq ptr %12, null
  br i1 %13, label %19, label %14

14:                                               ; preds = %11
  %15 = invoke noundef zeroext i1 %12(ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(16) %6, i32 noundef 3)
          to label %19 unwind label %16

16:                                               ; preds = %14
  %17 = landingpad { ptr, i32 }
          catch ptr null
  %18 = extractvalue { ptr, i32 } %17, 0
  call void @__clang_call_terminate(ptr %18) #23
  unreachable

19:                                               ; preds = %11, %14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #22
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #22
  ret void

20:                                               ; preds = %10, %4
  %21 = landingpad { ptr, i32 }
          cleanup
  %22 = load ptr, ptr %7, align 8, !tbaa !12
  %23 = icmp eq ptr %22, null
  br i1 %23, label %29, label %24

24:                                               ; preds = %20
  %25 = invoke noundef zeroext i1 %22(ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(16) %6, i32 noundef 3)
          to label %29 unwind label %26

26:                                               ; preds = %24
  %27 = landingpad { ptr, i32 }
          catch ptr null
  %28 = extractvalue { ptr, i32 } %27, 0
  call void @__clang_call_terminate(ptr %28) #23
  unreachable

29:                                               ; preds = %20, %24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #22
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #22
  resume { ptr, i32 } %21
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
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #22
  tail call void @_ZSt9terminatev() #23
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
  %8 = load ptr, ptr %7, align 8, !tbaa !189
  store ptr %8, ptr %6, align 16, !tbaa !189
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, i8 0, i64 24, i1 false)
  invoke void %4(ptr noundef nonnull %3)
          to label %9 unwind label %32

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %3, i64 8
  %11 = load ptr, ptr %3, align 16, !tbaa !191
  %12 = load ptr, ptr %10, align 8, !tbaa !192
  %13 = icmp eq ptr %11, %12
  br i1 %13, label %24, label %14

14:                                               ; preds = %9, %19
  %15 = phi ptr [ %20, %19 ], [ %11, %9 ]
  %16 = load ptr, ptr %15, align 8, !tbaa !179
  %17 = icmp eq ptr %16, null
  br i1 %17, label %19, label %18

18:                                               ; preds = %14
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %15) #22
  br label %19

19:                                               ; preds = %18, %14
  %20 = getelementptr inbounds i8, ptr %15, i64 8
  %21 = icmp eq ptr %20, %12
  br i1 %21, label %22, label %14, !llvm.loop !193

22:                                               ; preds = %19
  %23 = load ptr, ptr %3, align 16, !tbaa !191
  br label %24

24:                                               ; preds = %22, %9
  %25 = phi ptr [ %23, %22 ], [ %11, %9 ]
  %26 = icmp eq ptr %25, null
  br i1 %26, label %34, label %27

27:                                               ; preds = %24
  %28 = load ptr, ptr %6, align 16, !tbaa !189
  %29 = ptrtoint ptr %28 to i64
  %30 = ptrtoint ptr %25 to i64
  %31 = sub i64 %29, %30
  call void @_ZdlPvm(ptr noundef nonnull %25, i64 noundef %31) #24
  br label %34

32:                                               ; preds = %2
  %33 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V114exception_listD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %3) #22
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
  %2 = load ptr, ptr %0, align 8, !tbaa !191
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !192
  %5 = icmp eq ptr %2, %4
  br i1 %5, label %16, label %6

6:                                                ; preds = %1, %11
  %7 = phi ptr [ %12, %11 ], [ %2, %1 ]
  %8 = load ptr, ptr %7, align 8, !tbaa !179
  %9 = icmp eq ptr %8, null
  br i1 %9, label %11, label %10

10:                                               ; preds = %6
  tail call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %7) #22
  br label %11

11:                                               ; preds = %10, %6
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  %13 = icmp eq ptr %12, %4
  br i1 %13, label %14, label %6, !llvm.loop !193

14:                                               ; preds = %11
  %15 = load ptr, ptr %0, align 8, !tbaa !191
  br label %16

16:                                               ; preds = %14, %1
  %17 = phi ptr [ %15, %14 ], [ %2, %1 ]
  %18 = icmp eq ptr %17, null
  br i1 %18, label %25, label %19

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !189
  %22 = ptrtoint ptr %21 to i64
  %23 = ptrtoint ptr %17 to i64
  %24 = sub i64 %22, %23
  tail call void @_ZdlPvm(ptr noundef nonnull %17, i64 noundef %24) #24
  br label %25

25:                                               ; preds = %16, %19
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #14

declare void @_ZN4sycl3_V16detail13select_deviceERKSt8functionIFiRKNS0_6deviceEEE(ptr dead_on_unwind writable sret(%"class.sycl::_V1::device") align 8, ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #4

declare void @_ZN4sycl3_V15queueC2ERKNS0_6deviceERKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(8), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #4

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(8) %1) #3 comdat align 2 {
  %3 = load ptr, ptr %0, align 8, !tbaa !5
  %4 = tail call noundef i32 %3(ptr noundef nonnull align 8 dereferenceable(8) %1)
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
  tail call void %4(ptr noundef nonnull align 8 dereferenceable(16) %0) #22
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
  tail call void %19(ptr noundef nonnull align 8 dereferenceable(16) %0) #22
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #22
  %15 = load ptr, ptr %3, align 8, !tbaa !22
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #22
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #22
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

declare noundef ptr @_ZN4sycl3_V118aligned_alloc_hostEmmRKNS0_7contextERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef, i64 noundef, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #4

declare void @_ZNK4sycl3_V15queue10get_deviceEv(ptr dead_on_unwind writable sret(%"class.sycl::_V1::device") align 8, ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #4

declare noundef ptr @_ZN4sycl3_V120aligned_alloc_deviceEmmRKNS0_6deviceERKNS0_7contextERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef, i64 noundef, ptr noundef nonnull align 8 dereferenceable(8), ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #4

declare noundef ptr @_ZN4sycl3_V120aligned_alloc_sharedEmmRKNS0_6deviceERKNS0_7contextERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef, i64 noundef, ptr noundef nonnull align 8 dereferenceable(8), ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #4

declare void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9), ptr noundef nonnull align 8 dereferenceable(24)) unnamed_addr #4

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9)) local_unnamed_addr #4

; Function Attrs: nounwind
declare void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9)) unnamed_addr #12

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local { i64, i32 } @_ZN4sycl3_V16detail18getKernelParamDescI5SaxpyEENS1_19kernel_param_desc_tEi(i32 noundef %0) #3 comdat {
  %2 = add i32 %0, 2
  %3 = zext i32 %2 to i64
  %4 = getelementptr inbounds [9 x %"struct.sycl::_V1::detail::kernel_param_desc_t"], ptr @_ZN4sycl3_V16detailL17kernel_signaturesE, i64 0, i64 %3
  %5 = load i64, ptr %4, align 4
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = load i32, ptr %6, align 4, !tbaa !25
  %8 = insertvalue { i64, i32 } poison, i64 %5, 0
  %9 = insertvalue { i64, i32 } %8, i32 %7, 1
  ret { i64, i32 } %9
}

declare void @_ZN4sycl3_V136submit_kernel_direct_with_event_implERKNS0_5queueERKNS0_6detail16nd_range_view_v113nd_range_viewERNS4_17HostKernelRefBaseEPNS4_16DeviceKernelInfoENS0_4spanIKNS0_5eventELm18446744073709551615EEERKNS4_27kernel_launch_properties_v111PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENSJ_5intel12experimental12cache_configENSL_17use_root_sync_keyENSL_23work_group_progress_keyENSL_22sub_group_progress_keyENSL_22work_item_progress_keyENSL_4cuda12cluster_sizeILi1EEENSV_ILi2EEENSV_ILi3EEEEEERKNS4_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(8), ptr noundef, ptr noundef byval(%"class.sycl::_V1::span") align 8, ptr noundef nonnull align 8 dereferenceable(145), ptr noundef nonnull align 8 dereferenceable(24), i1 noundef zeroext) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare i32 @__cxa_guard_acquire(ptr) local_unnamed_addr #17

declare noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoERKNS1_27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(81)) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare void @__cxa_guard_abort(ptr) local_unnamed_addr #17

; Function Attrs: nofree nounwind
declare void @__cxa_guard_release(ptr) local_unnamed_addr #17

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal noundef ptr @_ZN4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE_RS5_NS0_4itemILi1ELb1EEELi1EE6getPtrEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %0) unnamed_addr #18 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !194
  ret ptr %3
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE_RS5_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #19 align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 16) #24
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZNK4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE_RS5_NS0_4itemILi1ELb1EEELi1EE19takeOrCopyOwnershipEv(ptr dead_on_unwind noalias nocapture writable writeonly sret(%"class.std::unique_ptr") align 8 %0, ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %1) unnamed_addr #3 align 2 personality ptr @__gxx_personality_v0 {
  %3 = invoke noalias noundef nonnull dereferenceable(32) ptr @_Znwm(i64 noundef 32) #26
          to label %4 unwind label %8

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !194
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %3, align 8, !tbaa !22
  %7 = getelementptr inbounds i8, ptr %3, i64 8
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %7, ptr noundef nonnull readonly align 8 dereferenceable(24) %6, i64 24, i1 false), !tbaa.struct !198
  store ptr %3, ptr %0, align 8, !tbaa !5
  ret void

8:                                                ; preds = %2
  %9 = landingpad { ptr, i32 }
          cleanup
  store ptr null, ptr %0, align 8, !tbaa !5
  resume { ptr, i32 } %9
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #20

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(32) %0) unnamed_addr #21 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #19 align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 32) #24
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local { i64, i32 } @_ZN4sycl3_V16detail18getKernelParamDescI6SumAllEENS1_19kernel_param_desc_tEi(i32 noundef %0) #3 comdat {
  %2 = add i32 %0, 5
  %3 = zext i32 %2 to i64
  %4 = getelementptr inbounds [9 x %"struct.sycl::_V1::detail::kernel_param_desc_t"], ptr @_ZN4sycl3_V16detailL17kernel_signaturesE, i64 0, i64 %3
  %5 = load i64, ptr %4, align 4
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = load i32, ptr %6, align 4, !tbaa !25
  %8 = insertvalue { i64, i32 } poison, i64 %5, 0
  %9 = insertvalue { i64, i32 } %8, i32 %7, 1
  ret { i64, i32 } %9
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail14HostKernelBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #19 comdat align 2 {
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal noundef ptr @_ZN4sycl3_V16detail13HostKernelRefIZ4mainEUlvE_RKS3_vLi1EE6getPtrEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %0) unnamed_addr #18 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !199
  ret ptr %3
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail13HostKernelRefIZ4mainEUlvE_RKS3_vLi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #19 align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 16) #24
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZNK4sycl3_V16detail13HostKernelRefIZ4mainEUlvE_RKS3_vLi1EE19takeOrCopyOwnershipEv(ptr dead_on_unwind noalias nocapture writable writeonly sret(%"class.std::unique_ptr") align 8 %0, ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %1) unnamed_addr #3 align 2 personality ptr @__gxx_personality_v0 {
  %3 = invoke noalias noundef nonnull dereferenceable(32) ptr @_Znwm(i64 noundef 32) #26
          to label %4 unwind label %8

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !199
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZ4mainEUlvE_vLi1EEE, i64 16), ptr %3, align 8, !tbaa !22
  %7 = getelementptr inbounds i8, ptr %3, i64 8
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %7, ptr noundef nonnull readonly align 8 dereferenceable(24) %6, i64 24, i1 false), !tbaa.struct !201
  store ptr %3, ptr %0, align 8, !tbaa !5
  ret void

8:                                                ; preds = %2
  %9 = landingpad { ptr, i32 }
          cleanup
  store ptr null, ptr %0, align 8, !tbaa !5
  resume { ptr, i32 } %9
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelIZ4mainEUlvE_vLi1EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(32) %0) unnamed_addr #21 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZ4mainEUlvE_vLi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #19 align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 32) #24
  ret void
}

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
attributes #17 = { nofree nounwind }
attributes #18 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #19 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #20 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #21 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #22 = { nounwind }
attributes #23 = { noreturn nounwind }
attributes #24 = { builtin nounwind }
attributes #25 = { noreturn }
attributes #26 = { builtin allocsize(0) }

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
!31 = !{!"_ZTSN4sycl3_V16detail13code_locationE", !6, i64 0, !6, i64 8, !20, i64 16, !20, i64 20}
!32 = !{!33}
!33 = distinct !{!33, !34, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!34 = distinct !{!34, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!35 = !{!31, !6, i64 8}
!36 = !{!31, !20, i64 16}
!37 = !{!31, !20, i64 20}
!38 = !{!39}
!39 = distinct !{!39, !40, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!40 = distinct !{!40, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!41 = !{!42}
!42 = distinct !{!42, !43, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!43 = distinct !{!43, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!44 = !{!45}
!45 = distinct !{!45, !46, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!46 = distinct !{!46, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!47 = !{!48, !48, i64 0}
!48 = !{!"float", !7, i64 0}
!49 = distinct !{!49, !28, !50, !51}
!50 = !{!"llvm.loop.isvectorized", i32 1}
!51 = !{!"llvm.loop.unroll.runtime.disable"}
!52 = !{!53}
!53 = distinct !{!53, !54, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!54 = distinct !{!54, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!55 = !{!56}
!56 = distinct !{!56, !57, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!57 = distinct !{!57, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!58 = !{!59}
!59 = distinct !{!59, !60, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!60 = distinct !{!60, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!61 = !{!62, !6, i64 0}
!62 = !{!"_ZTSZ4mainEUlN4sycl3_V12idILi1EEEE_", !6, i64 0, !48, i64 8, !6, i64 16}
!63 = !{!62, !48, i64 8}
!64 = !{!62, !6, i64 16}
!65 = !{!66, !68, !70}
!66 = distinct !{!66, !67, !"_ZN4sycl3_V15queue17parallel_for_implI5SaxpyLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESJ_DpOSH_: argument 0"}
!67 = distinct !{!67, !"_ZN4sycl3_V15queue17parallel_for_implI5SaxpyLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESJ_DpOSH_"}
!68 = distinct !{!68, !69, !"_ZN4sycl3_V15queue17parallel_for_implI5SaxpyLi1EJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXsr6detail23AreAllButLastReductionsIDpT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEEDpOS9_: argument 0"}
!69 = distinct !{!69, !"_ZN4sycl3_V15queue17parallel_for_implI5SaxpyLi1EJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXsr6detail23AreAllButLastReductionsIDpT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEEDpOS9_"}
!70 = distinct !{!70, !71, !"_ZN4sycl3_V15queue12parallel_forI5SaxpyJZ4mainEUlNS0_2idILi1EEEE_EEENS0_5eventENS0_5rangeILi1EEEDpOT0_: argument 0"}
!71 = distinct !{!71, !"_ZN4sycl3_V15queue12parallel_forI5SaxpyJZ4mainEUlNS0_2idILi1EEEE_EEENS0_5eventENS0_5rangeILi1EEEDpOT0_"}
!72 = !{!73, !66, !68, !70}
!73 = distinct !{!73, !74, !"_ZN4sycl3_V16detail33submit_kernel_direct_parallel_forI5SaxpyLb1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEERZ4mainEUlNS0_2idILi1EEEE_Li1EEEDaRKNS0_5queueENS0_5rangeIXT3_EEEOT2_NS0_4spanIKNS0_5eventELm18446744073709551615EEERKT1_RKNS1_13code_locationE: argument 0"}
!74 = distinct !{!74, !"_ZN4sycl3_V16detail33submit_kernel_direct_parallel_forI5SaxpyLb1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEERZ4mainEUlNS0_2idILi1EEEE_Li1EEEDaRKNS0_5queueENS0_5rangeIXT3_EEEOT2_NS0_4spanIKNS0_5eventELm18446744073709551615EEERKT1_RKNS1_13code_locationE"}
!75 = !{!76, !6, i64 0}
!76 = !{!"_ZTSN4sycl3_V16detail16nd_range_view_v113nd_range_viewE", !6, i64 0, !6, i64 8, !6, i64 16, !77, i64 24}
!77 = !{!"long", !7, i64 0}
!78 = !{!76, !77, i64 24}
!79 = !{!80, !73, !66, !68, !70}
!80 = distinct !{!80, !81, !"_ZN4sycl3_V16detail20submit_kernel_directILNS1_6WrapAsE1ENS0_4itemILi1ELb1EEE5SaxpyLb1ENS0_3ext6oneapi12experimental10propertiesINS9_6detail20properties_type_listIJEEEEERZ4mainEUlNS0_2idILi1EEEE_Li1EEEDaRKNS0_5queueERKNS1_16nd_range_view_v113nd_range_viewEOT4_NS0_4spanIKNS0_5eventELm18446744073709551615EEERKT3_RKNS1_13code_locationE: argument 0"}
!81 = distinct !{!81, !"_ZN4sycl3_V16detail20submit_kernel_directILNS1_6WrapAsE1ENS0_4itemILi1ELb1EEE5SaxpyLb1ENS0_3ext6oneapi12experimental10propertiesINS9_6detail20properties_type_listIJEEEEERZ4mainEUlNS0_2idILi1EEEE_Li1EEEDaRKNS0_5queueERKNS1_16nd_range_view_v113nd_range_viewEOT4_NS0_4spanIKNS0_5eventELm18446744073709551615EEERKT3_RKNS1_13code_locationE"}
!82 = !{!"branch_weights", i32 1, i32 1048575}
!83 = !{!84, !85, i64 8}
!84 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeEE", !7, i64 0, !85, i64 8}
!85 = !{!"bool", !7, i64 0}
!86 = !{!87, !89}
!87 = distinct !{!87, !88, !"_ZN4sycl3_V16detail27kernel_launch_properties_v129extractKernelPropertiesCommonINS2_11PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEELb0ENS7_10propertiesINS7_6detail20properties_type_listIJEEEEEvEET_T1_: argument 0"}
!88 = distinct !{!88, !"_ZN4sycl3_V16detail27kernel_launch_properties_v129extractKernelPropertiesCommonINS2_11PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEELb0ENS7_10propertiesINS7_6detail20properties_type_listIJEEEEEvEET_T1_"}
!89 = distinct !{!89, !90, !"_ZN4sycl3_V16detail27kernel_launch_properties_v123extractKernelPropertiesILb0ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEvEEDaT0_: argument 0"}
!90 = distinct !{!90, !"_ZN4sycl3_V16detail27kernel_launch_properties_v123extractKernelPropertiesILb0ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEvEEDaT0_"}
!91 = !{!92, !85, i64 2}
!92 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext5intel12experimental12cache_configEE", !7, i64 0, !85, i64 2}
!93 = !{!94, !85, i64 0}
!94 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental17use_root_sync_keyEvEE", !85, i64 0}
!95 = !{!96, !85, i64 4}
!96 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeEE", !7, i64 0, !85, i64 4}
!97 = !{!98, !85, i64 4}
!98 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental15execution_scopeEE", !7, i64 0, !85, i64 4}
!99 = !{!100, !85, i64 8}
!100 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEEE", !7, i64 0, !85, i64 8}
!101 = !{!102, !85, i64 16}
!102 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEEE", !7, i64 0, !85, i64 16}
!103 = !{!104, !85, i64 24}
!104 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEEE", !7, i64 0, !85, i64 24}
!105 = !{!106, !85, i64 144}
!106 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v111PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS4_5intel12experimental12cache_configENS6_17use_root_sync_keyENS6_23work_group_progress_keyENS6_22sub_group_progress_keyENS6_22work_item_progress_keyENS6_4cuda12cluster_sizeILi1EEENSG_ILi2EEENSG_ILi3EEEEEE", !107, i64 0, !111, i64 16, !94, i64 20, !115, i64 24, !122, i64 40, !123, i64 56, !124, i64 72, !128, i64 88, !132, i64 112, !85, i64 144}
!107 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental23work_group_scratch_sizeEvEE", !108, i64 0}
!108 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeEE", !109, i64 0}
!109 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeELb1ELb1EE", !110, i64 0}
!110 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeELb1ELb1ELb1EE", !84, i64 0}
!111 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext5intel12experimental12cache_configEvEE", !112, i64 0}
!112 = !{!"_ZTSSt8optionalIN4sycl3_V13ext5intel12experimental12cache_configEE", !113, i64 0}
!113 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext5intel12experimental12cache_configELb1ELb1EE", !114, i64 0}
!114 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext5intel12experimental12cache_configELb1ELb1ELb1EE", !92, i64 0}
!115 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental23work_group_progress_keyEvEE", !116, i64 0, !119, i64 8}
!116 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeEE", !117, i64 0}
!117 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeELb1ELb1EE", !118, i64 0}
!118 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeELb1ELb1ELb1EE", !96, i64 0}
!119 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental15execution_scopeEE", !120, i64 0}
!120 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental15execution_scopeELb1ELb1EE", !121, i64 0}
!121 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental15execution_scopeELb1ELb1ELb1EE", !98, i64 0}
!122 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental22sub_group_progress_keyEvEE", !116, i64 0, !119, i64 8}
!123 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental22work_item_progress_keyEvEE", !116, i64 0, !119, i64 8}
!124 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental4cuda12cluster_sizeILi1EEEvEE", !125, i64 0}
!125 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEEE", !126, i64 0}
!126 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEELb1ELb1EE", !127, i64 0}
!127 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEELb1ELb1ELb1EE", !100, i64 0}
!128 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental4cuda12cluster_sizeILi2EEEvEE", !129, i64 0}
!129 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEEE", !130, i64 0}
!130 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEELb1ELb1EE", !131, i64 0}
!131 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEELb1ELb1ELb1EE", !102, i64 0}
!132 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental4cuda12cluster_sizeILi3EEEvEE", !133, i64 0}
!133 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEEE", !134, i64 0}
!134 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEELb1ELb1EE", !135, i64 0}
!135 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEELb1ELb1ELb1EE", !104, i64 0}
!136 = !{!137, !85, i64 8}
!137 = !{!"_ZTSN4sycl3_V16detail14tls_code_loc_tE", !6, i64 0, !85, i64 8}
!138 = !{i8 0, i8 2}
!139 = !{}
!140 = !{!141, !20, i64 0}
!141 = !{!"_ZTSZ4mainEUlvE_", !20, i64 0, !6, i64 8, !6, i64 16}
!142 = !{!141, !6, i64 8}
!143 = !{!141, !6, i64 16}
!144 = !{!145}
!145 = distinct !{!145, !146, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!146 = distinct !{!146, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!147 = !{!148, !150}
!148 = distinct !{!148, !149, !"_ZN4sycl3_V15queue11single_taskI6SumAllZ4mainEUlvE_NS0_3ext6oneapi12experimental10propertiesINS7_6detail20properties_type_listIJEEEEEEENSt9enable_ifIXsr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeESE_RKT0_RKNS0_6detail13code_locationE: argument 0"}
!149 = distinct !{!149, !"_ZN4sycl3_V15queue11single_taskI6SumAllZ4mainEUlvE_NS0_3ext6oneapi12experimental10propertiesINS7_6detail20properties_type_listIJEEEEEEENSt9enable_ifIXsr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeESE_RKT0_RKNS0_6detail13code_locationE"}
!150 = distinct !{!150, !151, !"_ZN4sycl3_V15queue11single_taskI6SumAllZ4mainEUlvE_EENS0_5eventERKT0_RKNS0_6detail13code_locationE: argument 0"}
!151 = distinct !{!151, !"_ZN4sycl3_V15queue11single_taskI6SumAllZ4mainEUlvE_EENS0_5eventERKT0_RKNS0_6detail13code_locationE"}
!152 = !{!153, !148, !150}
!153 = distinct !{!153, !154, !"_ZN4sycl3_V16detail32submit_kernel_direct_single_taskI6SumAllLb1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEERKZ4mainEUlvE_EEDaRKNS0_5queueEOT2_NS0_4spanIKNS0_5eventELm18446744073709551615EEERKT1_RKNS1_13code_locationE: argument 0"}
!154 = distinct !{!154, !"_ZN4sycl3_V16detail32submit_kernel_direct_single_taskI6SumAllLb1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEERKZ4mainEUlvE_EEDaRKNS0_5queueEOT2_NS0_4spanIKNS0_5eventELm18446744073709551615EEERKT1_RKNS1_13code_locationE"}
!155 = !{!156, !153, !148, !150}
!156 = distinct !{!156, !157, !"_ZN4sycl3_V16detail20submit_kernel_directILNS1_6WrapAsE0Ev6SumAllLb1ENS0_3ext6oneapi12experimental10propertiesINS7_6detail20properties_type_listIJEEEEERKZ4mainEUlvE_Li1EEEDaRKNS0_5queueERKNS1_16nd_range_view_v113nd_range_viewEOT4_NS0_4spanIKNS0_5eventELm18446744073709551615EEERKT3_RKNS1_13code_locationE: argument 0"}
!157 = distinct !{!157, !"_ZN4sycl3_V16detail20submit_kernel_directILNS1_6WrapAsE0Ev6SumAllLb1ENS0_3ext6oneapi12experimental10propertiesINS7_6detail20properties_type_listIJEEEEERKZ4mainEUlvE_Li1EEEDaRKNS0_5queueERKNS1_16nd_range_view_v113nd_range_viewEOT4_NS0_4spanIKNS0_5eventELm18446744073709551615EEERKT3_RKNS1_13code_locationE"}
!158 = !{!159, !161}
!159 = distinct !{!159, !160, !"_ZN4sycl3_V16detail27kernel_launch_properties_v129extractKernelPropertiesCommonINS2_11PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEELb0ENS7_10propertiesINS7_6detail20properties_type_listIJEEEEEvEET_T1_: argument 0"}
!160 = distinct !{!160, !"_ZN4sycl3_V16detail27kernel_launch_properties_v129extractKernelPropertiesCommonINS2_11PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEELb0ENS7_10propertiesINS7_6detail20properties_type_listIJEEEEEvEET_T1_"}
!161 = distinct !{!161, !162, !"_ZN4sycl3_V16detail27kernel_launch_properties_v123extractKernelPropertiesILb0ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEvEEDaT0_: argument 0"}
!162 = distinct !{!162, !"_ZN4sycl3_V16detail27kernel_launch_properties_v123extractKernelPropertiesILb0ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEvEEDaT0_"}
!163 = !{!164}
!164 = distinct !{!164, !165, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!165 = distinct !{!165, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!166 = !{!167}
!167 = distinct !{!167, !168, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!168 = distinct !{!168, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!169 = distinct !{!169, !28}
!170 = !{!171}
!171 = distinct !{!171, !172, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!172 = distinct !{!172, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!173 = !{!174}
!174 = distinct !{!174, !175, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!175 = distinct !{!175, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!176 = !{!177}
!177 = distinct !{!177, !178, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!178 = distinct !{!178, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!179 = !{!180, !6, i64 0}
!180 = !{!"_ZTSNSt15__exception_ptr13exception_ptrE", !6, i64 0}
!181 = !{!182, !184, i64 32}
!182 = !{!"_ZTSSt8ios_base", !77, i64 8, !77, i64 16, !183, i64 24, !184, i64 28, !184, i64 32, !6, i64 40, !185, i64 48, !7, i64 64, !20, i64 192, !6, i64 200, !186, i64 208}
!183 = !{!"_ZTSSt13_Ios_Fmtflags", !7, i64 0}
!184 = !{!"_ZTSSt12_Ios_Iostate", !7, i64 0}
!185 = !{!"_ZTSNSt8ios_base6_WordsE", !6, i64 0, !77, i64 8}
!186 = !{!"_ZTSSt6locale", !6, i64 0}
!187 = !{!188, !6, i64 24}
!188 = !{!"_ZTSSt8functionIFiRKN4sycl3_V16deviceEEE", !11, i64 0, !6, i64 24}
!189 = !{!190, !6, i64 16}
!190 = !{!"_ZTSNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE17_Vector_impl_dataE", !6, i64 0, !6, i64 8, !6, i64 16}
!191 = !{!190, !6, i64 0}
!192 = !{!190, !6, i64 8}
!193 = distinct !{!193, !28}
!194 = !{!195, !6, i64 8}
!195 = !{!"_ZTSN4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE_RS5_NS0_4itemILi1ELb1EEELi1EEE", !196, i64 0, !6, i64 8}
!196 = !{!"_ZTSN4sycl3_V16detail17HostKernelRefBaseE", !197, i64 0}
!197 = !{!"_ZTSN4sycl3_V16detail14HostKernelBaseE"}
!198 = !{i64 0, i64 8, !5, i64 8, i64 4, !47, i64 16, i64 8, !5}
!199 = !{!200, !6, i64 8}
!200 = !{!"_ZTSN4sycl3_V16detail13HostKernelRefIZ4mainEUlvE_RKS3_vLi1EEE", !196, i64 0, !6, i64 8}
!201 = !{i64 0, i64 4, !25, i64 8, i64 8, !5, i64 16, i64 8, !5}
