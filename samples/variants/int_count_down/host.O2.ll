; ModuleID = 'host_tu.cpp'
source_filename = "host_tu.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"struct.sycl::_V1::detail::code_location" = type { ptr, ptr, i32, i32 }
%"class.sycl::_V1::detail::string_view" = type { ptr, i64 }
%"struct.sycl::_V1::detail::kernel_param_desc_t" = type { i32, i32, i32 }
%"class.sycl::_V1::detail::tls_code_loc_t" = type <{ ptr, i8, [7 x i8] }>
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::PropsHolder" = type { %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.31", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.43", [3 x i8], %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.44", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.61", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.62", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.63", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.75", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.90", i8, [7 x i8] }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty" = type { %"class.std::optional" }
%"class.std::optional" = type { %"struct.std::_Optional_base" }
%"struct.std::_Optional_base" = type { %"struct.std::_Optional_payload" }
%"struct.std::_Optional_payload" = type { %"struct.std::_Optional_payload_base.base", [7 x i8] }
%"struct.std::_Optional_payload_base.base" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::work_group_scratch_size>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::work_group_scratch_size>::_Storage" = type { %"struct.sycl::_V1::ext::oneapi::experimental::work_group_scratch_size" }
%"struct.sycl::_V1::ext::oneapi::experimental::work_group_scratch_size" = type { i64 }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.31" = type { %"class.std::optional.32" }
%"class.std::optional.32" = type { %"struct.std::_Optional_base.33" }
%"struct.std::_Optional_base.33" = type { %"struct.std::_Optional_payload.35" }
%"struct.std::_Optional_payload.35" = type { %"struct.std::_Optional_payload_base.base.40", i8 }
%"struct.std::_Optional_payload_base.base.40" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::intel::experimental::cache_config>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::intel::experimental::cache_config>::_Storage" = type { %"struct.sycl::_V1::ext::intel::experimental::cache_config" }
%"struct.sycl::_V1::ext::intel::experimental::cache_config" = type { i16 }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.43" = type { i8 }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.44" = type { %"class.std::optional.45", %"class.std::optional.53" }
%"class.std::optional.45" = type { %"struct.std::_Optional_base.46" }
%"struct.std::_Optional_base.46" = type { %"struct.std::_Optional_payload.48" }
%"struct.std::_Optional_payload.48" = type { %"struct.std::_Optional_payload_base.base.50", [3 x i8] }
%"struct.std::_Optional_payload_base.base.50" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::forward_progress_guarantee>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::forward_progress_guarantee>::_Storage" = type { i32 }
%"class.std::optional.53" = type { %"struct.std::_Optional_base.54" }
%"struct.std::_Optional_base.54" = type { %"struct.std::_Optional_payload.56" }
%"struct.std::_Optional_payload.56" = type { %"struct.std::_Optional_payload_base.base.58", [3 x i8] }
%"struct.std::_Optional_payload_base.base.58" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::execution_scope>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::execution_scope>::_Storage" = type { i32 }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.61" = type { %"class.std::optional.45", %"class.std::optional.53" }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.62" = type { %"class.std::optional.45", %"class.std::optional.53" }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.63" = type { %"class.std::optional.64" }
%"class.std::optional.64" = type { %"struct.std::_Optional_base.65" }
%"struct.std::_Optional_base.65" = type { %"struct.std::_Optional_payload.67" }
%"struct.std::_Optional_payload.67" = type { %"struct.std::_Optional_payload_base.base.72", [7 x i8] }
%"struct.std::_Optional_payload_base.base.72" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<1>>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<1>>::_Storage" = type { %"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size" }
%"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size" = type { %"class.sycl::_V1::range" }
%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.75" = type { %"class.std::optional.76" }
%"class.std::optional.76" = type { %"struct.std::_Optional_base.77" }
%"struct.std::_Optional_base.77" = type { %"struct.std::_Optional_payload.79" }
%"struct.std::_Optional_payload.79" = type { %"struct.std::_Optional_payload_base.base.87", [7 x i8] }
%"struct.std::_Optional_payload_base.base.87" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<2>>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<2>>::_Storage" = type { %"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size.81" }
%"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size.81" = type { %"class.sycl::_V1::range.85" }
%"class.sycl::_V1::range.85" = type { %"class.sycl::_V1::detail::array.86" }
%"class.sycl::_V1::detail::array.86" = type { [2 x i64] }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.90" = type { %"class.std::optional.91" }
%"class.std::optional.91" = type { %"struct.std::_Optional_base.92" }
%"struct.std::_Optional_base.92" = type { %"struct.std::_Optional_payload.94" }
%"struct.std::_Optional_payload.94" = type { %"struct.std::_Optional_payload_base.base.102", [7 x i8] }
%"struct.std::_Optional_payload_base.base.102" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<3>>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<3>>::_Storage" = type { %"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size.96" }
%"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size.96" = type { %"class.sycl::_V1::range.100" }
%"class.sycl::_V1::range.100" = type { %"class.sycl::_V1::detail::array.101" }
%"class.sycl::_V1::detail::array.101" = type { [3 x i64] }
%"class.sycl::_V1::detail::HostKernelRef.110" = type { %"class.sycl::_V1::detail::HostKernelRefBase", ptr }
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
%"class.sycl::_V1::event" = type { %"class.std::shared_ptr.6" }
%"class.std::shared_ptr.6" = type { %"class.std::__shared_ptr.7" }
%"class.std::__shared_ptr.7" = type { ptr, %"class.std::__shared_count" }
%class.anon = type { i64, ptr, ptr }
%class.anon.9 = type { ptr, i64, ptr, ptr }
%"class.sycl::_V1::device" = type { ptr }
%"class.sycl::_V1::context" = type { %"class.std::shared_ptr.22" }
%"class.std::shared_ptr.22" = type { %"class.std::__shared_ptr.23" }
%"class.std::__shared_ptr.23" = type { ptr, %"class.std::__shared_count" }
%"class.std::function.15" = type { %"class.std::_Function_base", ptr }
%"class.sycl::_V1::exception_list" = type { %"class.std::vector.10" }
%"class.std::vector.10" = type { %"struct.std::_Vector_base.11" }
%"struct.std::_Vector_base.11" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.std::unique_ptr" = type { %"struct.std::__uniq_ptr_data" }
%"struct.std::__uniq_ptr_data" = type { %"class.std::__uniq_ptr_impl" }
%"class.std::__uniq_ptr_impl" = type { %"class.std::tuple" }
%"class.std::tuple" = type { %"struct.std::_Tuple_impl" }
%"struct.std::_Tuple_impl" = type { %"struct.std::_Head_base.108" }
%"struct.std::_Head_base.108" = type { ptr }

$_ZN4sycl3_V16detail16PropertyListBaseD2Ev = comdat any

$_ZN4sycl3_V113malloc_sharedIfEEPT_mRKNS0_5queueERKNS0_13property_listERKNS0_6detail13code_locationE = comdat any

$_ZN4sycl3_V15eventD2Ev = comdat any

$_ZN4sycl3_V15queueD2Ev = comdat any

$_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE = comdat any

$_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_ = comdat any

$_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation = comdat any

$__clang_call_terminate = comdat any

$_ZN4sycl3_V114exception_listD2Ev = comdat any

$_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_ = comdat any

$_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E10_M_managerERSt9_Any_dataRKS8_St18_Manager_operation = comdat any

$_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv = comdat any

$_ZN4sycl3_V17contextD2Ev = comdat any

$_ZN4sycl3_V16detail18getKernelParamDescI7RowSumsEENS1_19kernel_param_desc_tEi = comdat any

$_ZN4sycl3_V16detail18getKernelParamDescI8RowScaleEENS1_19kernel_param_desc_tEi = comdat any

$_ZN4sycl3_V16detail14HostKernelBaseD2Ev = comdat any

$_ZTSPFvN4sycl3_V114exception_listEE = comdat any

$_ZTSFvN4sycl3_V114exception_listEE = comdat any

$_ZTIFvN4sycl3_V114exception_listEE = comdat any

$_ZTIPFvN4sycl3_V114exception_listEE = comdat any

$_ZTSPFiRKN4sycl3_V16deviceEE = comdat any

$_ZTSFiRKN4sycl3_V16deviceEE = comdat any

$_ZTIFiRKN4sycl3_V16deviceEE = comdat any

$_ZTIPFiRKN4sycl3_V16deviceEE = comdat any

$_ZZN4sycl3_V16detail19getDeviceKernelInfoI7RowSumsEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI7RowSumsEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI7RowSumsEE = comdat any

$_ZTSN4sycl3_V16detail17HostKernelRefBaseE = comdat any

$_ZTSN4sycl3_V16detail14HostKernelBaseE = comdat any

$_ZTIN4sycl3_V16detail14HostKernelBaseE = comdat any

$_ZTIN4sycl3_V16detail17HostKernelRefBaseE = comdat any

$_ZZN4sycl3_V16detail19getDeviceKernelInfoI8RowScaleEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI8RowScaleEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI8RowScaleEE = comdat any

@.str = private unnamed_addr constant [19 x i8] c"int_count_down.cpp\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"main\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"PASS\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
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
@.str.4 = private unnamed_addr constant [49 x i8] c"cannot create std::vector larger than max_size()\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"rtc_0.cpp\00", align 1
@.str.6 = private unnamed_addr constant [10 x i8] c"::RowSums\00", align 1
@__const._ZN4sycl3_V15queue17parallel_for_implI7RowSumsLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESJ_DpOSH_.CodeLoc = private unnamed_addr constant %"struct.sycl::_V1::detail::code_location" { ptr @.str.5, ptr @.str.6, i32 21, i32 49 }, align 8
@.str.9 = private unnamed_addr constant [13 x i8] c"_ZTS7RowSums\00", align 1
@_ZZN4sycl3_V16detail19getDeviceKernelInfoI7RowSumsEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local local_unnamed_addr global ptr null, comdat, align 8
@_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI7RowSumsEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local global i64 0, comdat, align 8
@_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI7RowSumsEE = linkonce_odr dso_local constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.9, i64 12 }, i32 3, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.5, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.6, i64 9 }, i32 21, i32 49, i64 24, ptr @_ZN4sycl3_V16detail18getKernelParamDescI7RowSumsEENS1_19kernel_param_desc_tEi, i8 0 }, comdat, align 8
@_ZN4sycl3_V16detailL17kernel_signaturesE = internal unnamed_addr constant [12 x %"struct.sycl::_V1::detail::kernel_param_desc_t"] [%"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 24, i32 8 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 3, i32 8, i32 8 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 3, i32 8, i32 16 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 32, i32 8 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 3, i32 8, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 8 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 3, i32 8, i32 16 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 3, i32 8, i32 24 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 15, i32 -987654321, i32 -987654321 }], align 16
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
@.str.11 = private unnamed_addr constant [11 x i8] c"::RowScale\00", align 1
@__const._ZN4sycl3_V15queue17parallel_for_implI8RowScaleLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE0_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESJ_DpOSH_.CodeLoc = private unnamed_addr constant %"struct.sycl::_V1::detail::code_location" { ptr @.str.5, ptr @.str.11, i32 22, i32 50 }, align 8
@.str.12 = private unnamed_addr constant [14 x i8] c"_ZTS8RowScale\00", align 1
@_ZZN4sycl3_V16detail19getDeviceKernelInfoI8RowScaleEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local local_unnamed_addr global ptr null, comdat, align 8
@_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI8RowScaleEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local global i64 0, comdat, align 8
@_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI8RowScaleEE = linkonce_odr dso_local constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.12, i64 13 }, i32 4, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.5, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.11, i64 10 }, i32 22, i32 50, i64 32, ptr @_ZN4sycl3_V16detail18getKernelParamDescI8RowScaleEENS1_19kernel_param_desc_tEi, i8 0 }, comdat, align 8
@_ZTVN4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE0_RS5_NS0_4itemILi1ELb1EEELi1EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE0_RS5_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZN4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE0_RS5_NS0_4itemILi1ELb1EEELi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail14HostKernelBaseD2Ev, ptr @_ZN4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE0_RS5_NS0_4itemILi1ELb1EEELi1EED0Ev, ptr @_ZNK4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE0_RS5_NS0_4itemILi1ELb1EEELi1EE19takeOrCopyOwnershipEv] }, align 8
@_ZTSN4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE0_RS5_NS0_4itemILi1ELb1EEELi1EEE = internal constant [90 x i8] c"N4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE0_RS5_NS0_4itemILi1ELb1EEELi1EEE\00", align 1
@_ZTIN4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE0_RS5_NS0_4itemILi1ELb1EEELi1EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE0_RS5_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZTIN4sycl3_V16detail17HostKernelRefBaseE }, align 8
@_ZTVN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EEE = internal unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail14HostKernelBaseD2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EED0Ev] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EEE = internal constant [83 x i8] c"N4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef range(i32 0, 2) i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %4 = alloca %"struct.sycl::_V1::detail::kernel_launch_properties_v1::PropsHolder", align 8
  %5 = alloca %"class.sycl::_V1::detail::HostKernelRef.110", align 8
  %6 = alloca %"class.sycl::_V1::span", align 8
  %7 = alloca %"class.sycl::_V1::range", align 8
  %8 = alloca %"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view", align 8
  %9 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %10 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %11 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %12 = alloca %"struct.sycl::_V1::detail::kernel_launch_properties_v1::PropsHolder", align 8
  %13 = alloca %"class.sycl::_V1::detail::HostKernelRef", align 8
  %14 = alloca %"class.sycl::_V1::span", align 8
  %15 = alloca %"class.sycl::_V1::range", align 8
  %16 = alloca %"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view", align 8
  %17 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %18 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %19 = alloca %"class.std::function", align 8
  %20 = alloca %"class.sycl::_V1::queue", align 8
  %21 = alloca %"class.sycl::_V1::property_list", align 8
  %22 = alloca %"class.sycl::_V1::property_list", align 8
  %23 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %24 = alloca %"class.sycl::_V1::property_list", align 8
  %25 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %26 = alloca %"class.sycl::_V1::property_list", align 8
  %27 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %28 = alloca %"class.sycl::_V1::event", align 8
  %29 = alloca %class.anon, align 8
  %30 = alloca %"class.sycl::_V1::event", align 8
  %31 = alloca %class.anon.9, align 8
  %32 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %33 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %34 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %35 = icmp sgt i32 %0, 1
  br i1 %35, label %36, label %45

36:                                               ; preds = %2
  %37 = getelementptr inbounds i8, ptr %1, i64 8
  %38 = load ptr, ptr %37, align 8, !tbaa !5
  %39 = tail call i64 @strtoul(ptr nocapture noundef %38, ptr noundef null, i32 noundef 10) #21
  %40 = icmp eq i32 %0, 2
  br i1 %40, label %45, label %41

41:                                               ; preds = %36
  %42 = getelementptr inbounds i8, ptr %1, i64 16
  %43 = load ptr, ptr %42, align 8, !tbaa !5
  %44 = tail call i64 @strtoul(ptr nocapture noundef %43, ptr noundef null, i32 noundef 10) #21
  br label %45

45:                                               ; preds = %2, %36, %41
  %46 = phi i64 [ %39, %41 ], [ %39, %36 ], [ 64, %2 ]
  %47 = phi i64 [ %44, %41 ], [ 48, %36 ], [ 48, %2 ]
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %20) #21
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %21) #21
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %21, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %19) #21
  %48 = getelementptr inbounds i8, ptr %19, i64 16
  %49 = getelementptr inbounds i8, ptr %19, i64 24
  %50 = getelementptr inbounds i8, ptr %19, i64 8
  store i64 0, ptr %50, align 8
  store ptr @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE, ptr %19, align 8, !tbaa !5
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_, ptr %49, align 8, !tbaa !9
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation, ptr %48, align 8, !tbaa !12
  invoke void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %20, ptr noundef nonnull @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE, ptr noundef nonnull align 8 dereferenceable(32) %19, ptr noundef nonnull align 8 dereferenceable(32) %21)
          to label %51 unwind label %59

51:                                               ; preds = %45
  %52 = load ptr, ptr %48, align 8, !tbaa !12
  %53 = icmp eq ptr %52, null
  br i1 %53, label %69, label %54

54:                                               ; preds = %51
  %55 = invoke noundef zeroext i1 %52(ptr noundef nonnull align 8 dereferenceable(16) %19, ptr noundef nonnull align 8 dereferenceable(16) %19, i32 noundef 3)
          to label %69 unwind label %56

56:                                               ; preds = %54
  %57 = landingpad { ptr, i32 }
          catch ptr null
  %58 = extractvalue { ptr, i32 } %57, 0
  call void @__clang_call_terminate(ptr %58) #22
  unreachable

59:                                               ; preds = %45
  %60 = landingpad { ptr, i32 }
          cleanup
  %61 = load ptr, ptr %48, align 8, !tbaa !12
  %62 = icmp eq ptr %61, null
  br i1 %62, label %68, label %63

63:                                               ; preds = %59
  %64 = invoke noundef zeroext i1 %61(ptr noundef nonnull align 8 dereferenceable(16) %19, ptr noundef nonnull align 8 dereferenceable(16) %19, i32 noundef 3)
          to label %68 unwind label %65

65:                                               ; preds = %63
  %66 = landingpad { ptr, i32 }
          catch ptr null
  %67 = extractvalue { ptr, i32 } %66, 0
  call void @__clang_call_terminate(ptr %67) #22
  unreachable

68:                                               ; preds = %63, %59
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19) #21
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %21) #21
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %21) #21
  br label %950

69:                                               ; preds = %54, %51
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19) #21
  %70 = getelementptr inbounds i8, ptr %21, i64 8
  %71 = load ptr, ptr %70, align 8, !tbaa !13
  %72 = getelementptr inbounds i8, ptr %21, i64 16
  %73 = load ptr, ptr %72, align 8, !tbaa !15
  %74 = icmp eq ptr %71, %73
  br i1 %74, label %109, label %75

75:                                               ; preds = %69, %104
  %76 = phi ptr [ %105, %104 ], [ %71, %69 ]
  %77 = getelementptr inbounds i8, ptr %76, i64 8
  %78 = load ptr, ptr %77, align 8, !tbaa !16
  %79 = icmp eq ptr %78, null
  br i1 %79, label %104, label %80

80:                                               ; preds = %75
  %81 = getelementptr inbounds i8, ptr %78, i64 8
  %82 = load atomic i64, ptr %81 acquire, align 8
  %83 = icmp eq i64 %82, 4294967297
  %84 = trunc i64 %82 to i32
  br i1 %83, label %85, label %93

85:                                               ; preds = %80
  store i32 0, ptr %81, align 8, !tbaa !18
  %86 = getelementptr inbounds i8, ptr %78, i64 12
  store i32 0, ptr %86, align 4, !tbaa !21
  %87 = load ptr, ptr %78, align 8, !tbaa !22
  %88 = getelementptr inbounds i8, ptr %87, i64 16
  %89 = load ptr, ptr %88, align 8
  call void %89(ptr noundef nonnull align 8 dereferenceable(16) %78) #21
  %90 = load ptr, ptr %78, align 8, !tbaa !22
  %91 = getelementptr inbounds i8, ptr %90, i64 24
  %92 = load ptr, ptr %91, align 8
  call void %92(ptr noundef nonnull align 8 dereferenceable(16) %78) #21
  br label %104

93:                                               ; preds = %80
  %94 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !24
  %95 = icmp eq i8 %94, 0
  br i1 %95, label %98, label %96

96:                                               ; preds = %93
  %97 = add nsw i32 %84, -1
  store i32 %97, ptr %81, align 4, !tbaa !25
  br label %100

98:                                               ; preds = %93
  %99 = atomicrmw volatile add ptr %81, i32 -1 acq_rel, align 4
  br label %100

100:                                              ; preds = %98, %96
  %101 = phi i32 [ %84, %96 ], [ %99, %98 ]
  %102 = icmp eq i32 %101, 1
  br i1 %102, label %103, label %104, !prof !26

103:                                              ; preds = %100
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %78) #21
  br label %104

104:                                              ; preds = %103, %100, %85, %75
  %105 = getelementptr inbounds i8, ptr %76, i64 16
  %106 = icmp eq ptr %105, %73
  br i1 %106, label %107, label %75, !llvm.loop !27

107:                                              ; preds = %104
  %108 = load ptr, ptr %70, align 8, !tbaa !13
  br label %109

109:                                              ; preds = %107, %69
  %110 = phi ptr [ %108, %107 ], [ %71, %69 ]
  %111 = icmp eq ptr %110, null
  br i1 %111, label %118, label %112

112:                                              ; preds = %109
  %113 = getelementptr inbounds i8, ptr %21, i64 24
  %114 = load ptr, ptr %113, align 8, !tbaa !29
  %115 = ptrtoint ptr %114 to i64
  %116 = ptrtoint ptr %110 to i64
  %117 = sub i64 %115, %116
  call void @_ZdlPvm(ptr noundef nonnull %110, i64 noundef %117) #23
  br label %118

118:                                              ; preds = %109, %112
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %21) #21
  %119 = mul i64 %47, %46
  %120 = icmp ugt i64 %119, 2305843009213693951
  br i1 %120, label %121, label %123

121:                                              ; preds = %118
  invoke void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.4) #24
          to label %122 unwind label %180

122:                                              ; preds = %121
  unreachable

123:                                              ; preds = %118
  %124 = icmp eq i64 %119, 0
  br i1 %124, label %134, label %125

125:                                              ; preds = %123
  %126 = shl nuw nsw i64 %119, 2
  %127 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %126) #25
          to label %128 unwind label %180

128:                                              ; preds = %125
  %129 = getelementptr float, ptr %127, i64 %119
  store float 0.000000e+00, ptr %127, align 4, !tbaa !30
  %130 = getelementptr i8, ptr %127, i64 4
  %131 = icmp eq i64 %119, 1
  br i1 %131, label %134, label %132

132:                                              ; preds = %128
  %133 = add nsw i64 %126, -4
  call void @llvm.memset.p0.i64(ptr align 4 %130, i8 0, i64 %133, i1 false), !tbaa !30
  br label %134

134:                                              ; preds = %132, %128, %123
  %135 = phi ptr [ %129, %128 ], [ %129, %132 ], [ null, %123 ]
  %136 = phi ptr [ %127, %128 ], [ %127, %132 ], [ null, %123 ]
  %137 = phi ptr [ %130, %128 ], [ %129, %132 ], [ null, %123 ]
  %138 = icmp ugt i64 %46, 2305843009213693951
  br i1 %138, label %139, label %141

139:                                              ; preds = %134
  invoke void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.4) #24
          to label %140 unwind label %182

140:                                              ; preds = %139
  unreachable

141:                                              ; preds = %134
  %142 = icmp eq i64 %46, 0
  br i1 %142, label %162, label %143

143:                                              ; preds = %141
  %144 = shl nuw nsw i64 %46, 2
  %145 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %144) #25
          to label %146 unwind label %182

146:                                              ; preds = %143
  %147 = getelementptr float, ptr %145, i64 %46
  store float 0.000000e+00, ptr %145, align 4, !tbaa !30
  %148 = icmp eq i64 %46, 1
  br i1 %148, label %152, label %149

149:                                              ; preds = %146
  %150 = getelementptr i8, ptr %145, i64 4
  %151 = add nsw i64 %144, -4
  call void @llvm.memset.p0.i64(ptr align 4 %150, i8 0, i64 %151, i1 false), !tbaa !30
  br label %152

152:                                              ; preds = %146, %149
  br i1 %124, label %162, label %153

153:                                              ; preds = %152
  %154 = shl nuw nsw i64 %119, 2
  %155 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %154) #25
          to label %156 unwind label %184

156:                                              ; preds = %153
  %157 = getelementptr float, ptr %155, i64 %119
  store float 0.000000e+00, ptr %155, align 4, !tbaa !30
  %158 = icmp eq i64 %119, 1
  br i1 %158, label %162, label %159

159:                                              ; preds = %156
  %160 = getelementptr i8, ptr %155, i64 4
  %161 = add nsw i64 %154, -4
  call void @llvm.memset.p0.i64(ptr align 4 %160, i8 0, i64 %161, i1 false), !tbaa !30
  br label %162

162:                                              ; preds = %141, %159, %156, %152
  %163 = phi ptr [ %145, %156 ], [ %145, %159 ], [ %145, %152 ], [ null, %141 ]
  %164 = phi ptr [ %147, %156 ], [ %147, %159 ], [ %147, %152 ], [ null, %141 ]
  %165 = phi ptr [ %155, %156 ], [ %155, %159 ], [ null, %152 ], [ null, %141 ]
  %166 = phi ptr [ %157, %156 ], [ %157, %159 ], [ null, %152 ], [ null, %141 ]
  %167 = ptrtoint ptr %165 to i64
  %168 = ptrtoint ptr %163 to i64
  %169 = ptrtoint ptr %137 to i64
  %170 = ptrtoint ptr %136 to i64
  %171 = sub i64 %169, %170
  %172 = ashr exact i64 %171, 2
  %173 = icmp eq ptr %137, %136
  br i1 %173, label %212, label %174

174:                                              ; preds = %162
  %175 = call i64 @llvm.umax.i64(i64 %172, i64 1)
  %176 = and i64 %175, 1
  %177 = icmp ult i64 %172, 2
  br i1 %177, label %203, label %178

178:                                              ; preds = %174
  %179 = and i64 %175, -2
  br label %186

180:                                              ; preds = %125, %121
  %181 = landingpad { ptr, i32 }
          cleanup
  br label %948

182:                                              ; preds = %143, %139
  %183 = landingpad { ptr, i32 }
          cleanup
  br label %941

184:                                              ; preds = %153
  %185 = landingpad { ptr, i32 }
          cleanup
  br label %934

186:                                              ; preds = %186, %178
  %187 = phi i64 [ 0, %178 ], [ %200, %186 ]
  %188 = phi i64 [ 0, %178 ], [ %201, %186 ]
  %189 = mul i64 %187, 13
  %190 = urem i64 %189, 7
  %191 = uitofp nneg i64 %190 to float
  %192 = fmul float %191, 2.500000e-01
  %193 = getelementptr inbounds float, ptr %136, i64 %187
  store float %192, ptr %193, align 4, !tbaa !30
  %194 = or disjoint i64 %187, 1
  %195 = mul i64 %194, 13
  %196 = urem i64 %195, 7
  %197 = uitofp nneg i64 %196 to float
  %198 = fmul float %197, 2.500000e-01
  %199 = getelementptr inbounds float, ptr %136, i64 %194
  store float %198, ptr %199, align 4, !tbaa !30
  %200 = add nuw i64 %187, 2
  %201 = add i64 %188, 2
  %202 = icmp eq i64 %201, %179
  br i1 %202, label %203, label %186, !llvm.loop !32

203:                                              ; preds = %186, %174
  %204 = phi i64 [ 0, %174 ], [ %200, %186 ]
  %205 = icmp eq i64 %176, 0
  br i1 %205, label %212, label %206

206:                                              ; preds = %203
  %207 = mul i64 %204, 13
  %208 = urem i64 %207, 7
  %209 = uitofp nneg i64 %208 to float
  %210 = fmul float %209, 2.500000e-01
  %211 = getelementptr inbounds float, ptr %136, i64 %204
  store float %210, ptr %211, align 4, !tbaa !30
  br label %212

212:                                              ; preds = %206, %203, %162
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %22) #21
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %22, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %23) #21
  store ptr @.str, ptr %23, align 8, !tbaa !33, !alias.scope !35
  %213 = getelementptr inbounds i8, ptr %23, i64 8
  store ptr @.str.1, ptr %213, align 8, !tbaa !38, !alias.scope !35
  %214 = getelementptr inbounds i8, ptr %23, i64 16
  store i32 17, ptr %214, align 8, !tbaa !39, !alias.scope !35
  %215 = getelementptr inbounds i8, ptr %23, i64 20
  store i32 14, ptr %215, align 4, !tbaa !40, !alias.scope !35
  %216 = invoke noundef ptr @_ZN4sycl3_V113malloc_sharedIfEEPT_mRKNS0_5queueERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef %119, ptr noundef nonnull align 8 dereferenceable(16) %20, ptr noundef nonnull align 8 dereferenceable(32) %22, ptr noundef nonnull align 8 dereferenceable(24) %23)
          to label %217 unwind label %415

217:                                              ; preds = %212
  %218 = ptrtoint ptr %216 to i64
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %23) #21
  %219 = getelementptr inbounds i8, ptr %22, i64 8
  %220 = load ptr, ptr %219, align 8, !tbaa !13
  %221 = getelementptr inbounds i8, ptr %22, i64 16
  %222 = load ptr, ptr %221, align 8, !tbaa !15
  %223 = icmp eq ptr %220, %222
  br i1 %223, label %258, label %224

224:                                              ; preds = %217, %253
  %225 = phi ptr [ %254, %253 ], [ %220, %217 ]
  %226 = getelementptr inbounds i8, ptr %225, i64 8
  %227 = load ptr, ptr %226, align 8, !tbaa !16
  %228 = icmp eq ptr %227, null
  br i1 %228, label %253, label %229

229:                                              ; preds = %224
  %230 = getelementptr inbounds i8, ptr %227, i64 8
  %231 = load atomic i64, ptr %230 acquire, align 8
  %232 = icmp eq i64 %231, 4294967297
  %233 = trunc i64 %231 to i32
  br i1 %232, label %234, label %242

234:                                              ; preds = %229
  store i32 0, ptr %230, align 8, !tbaa !18
  %235 = getelementptr inbounds i8, ptr %227, i64 12
  store i32 0, ptr %235, align 4, !tbaa !21
  %236 = load ptr, ptr %227, align 8, !tbaa !22
  %237 = getelementptr inbounds i8, ptr %236, i64 16
  %238 = load ptr, ptr %237, align 8
  call void %238(ptr noundef nonnull align 8 dereferenceable(16) %227) #21
  %239 = load ptr, ptr %227, align 8, !tbaa !22
  %240 = getelementptr inbounds i8, ptr %239, i64 24
  %241 = load ptr, ptr %240, align 8
  call void %241(ptr noundef nonnull align 8 dereferenceable(16) %227) #21
  br label %253

242:                                              ; preds = %229
  %243 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !24
  %244 = icmp eq i8 %243, 0
  br i1 %244, label %247, label %245

245:                                              ; preds = %242
  %246 = add nsw i32 %233, -1
  store i32 %246, ptr %230, align 4, !tbaa !25
  br label %249

247:                                              ; preds = %242
  %248 = atomicrmw volatile add ptr %230, i32 -1 acq_rel, align 4
  br label %249

249:                                              ; preds = %247, %245
  %250 = phi i32 [ %233, %245 ], [ %248, %247 ]
  %251 = icmp eq i32 %250, 1
  br i1 %251, label %252, label %253, !prof !26

252:                                              ; preds = %249
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %227) #21
  br label %253

253:                                              ; preds = %252, %249, %234, %224
  %254 = getelementptr inbounds i8, ptr %225, i64 16
  %255 = icmp eq ptr %254, %222
  br i1 %255, label %256, label %224, !llvm.loop !27

256:                                              ; preds = %253
  %257 = load ptr, ptr %219, align 8, !tbaa !13
  br label %258

258:                                              ; preds = %256, %217
  %259 = phi ptr [ %257, %256 ], [ %220, %217 ]
  %260 = icmp eq ptr %259, null
  br i1 %260, label %267, label %261

261:                                              ; preds = %258
  %262 = getelementptr inbounds i8, ptr %22, i64 24
  %263 = load ptr, ptr %262, align 8, !tbaa !29
  %264 = ptrtoint ptr %263 to i64
  %265 = ptrtoint ptr %259 to i64
  %266 = sub i64 %264, %265
  call void @_ZdlPvm(ptr noundef nonnull %259, i64 noundef %266) #23
  br label %267

267:                                              ; preds = %261, %258
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %22) #21
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %24) #21
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %24, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %25) #21
  store ptr @.str, ptr %25, align 8, !tbaa !33, !alias.scope !41
  %268 = getelementptr inbounds i8, ptr %25, i64 8
  store ptr @.str.1, ptr %268, align 8, !tbaa !38, !alias.scope !41
  %269 = getelementptr inbounds i8, ptr %25, i64 16
  store i32 18, ptr %269, align 8, !tbaa !39, !alias.scope !41
  %270 = getelementptr inbounds i8, ptr %25, i64 20
  store i32 17, ptr %270, align 4, !tbaa !40, !alias.scope !41
  %271 = invoke noundef ptr @_ZN4sycl3_V113malloc_sharedIfEEPT_mRKNS0_5queueERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef %46, ptr noundef nonnull align 8 dereferenceable(16) %20, ptr noundef nonnull align 8 dereferenceable(32) %24, ptr noundef nonnull align 8 dereferenceable(24) %25)
          to label %272 unwind label %417

272:                                              ; preds = %267
  %273 = ptrtoint ptr %271 to i64
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %25) #21
  %274 = getelementptr inbounds i8, ptr %24, i64 8
  %275 = load ptr, ptr %274, align 8, !tbaa !13
  %276 = getelementptr inbounds i8, ptr %24, i64 16
  %277 = load ptr, ptr %276, align 8, !tbaa !15
  %278 = icmp eq ptr %275, %277
  br i1 %278, label %313, label %279

279:                                              ; preds = %272, %308
  %280 = phi ptr [ %309, %308 ], [ %275, %272 ]
  %281 = getelementptr inbounds i8, ptr %280, i64 8
  %282 = load ptr, ptr %281, align 8, !tbaa !16
  %283 = icmp eq ptr %282, null
  br i1 %283, label %308, label %284

284:                                              ; preds = %279
  %285 = getelementptr inbounds i8, ptr %282, i64 8
  %286 = load atomic i64, ptr %285 acquire, align 8
  %287 = icmp eq i64 %286, 4294967297
  %288 = trunc i64 %286 to i32
  br i1 %287, label %289, label %297

289:                                              ; preds = %284
  store i32 0, ptr %285, align 8, !tbaa !18
  %290 = getelementptr inbounds i8, ptr %282, i64 12
  store i32 0, ptr %290, align 4, !tbaa !21
  %291 = load ptr, ptr %282, align 8, !tbaa !22
  %292 = getelementptr inbounds i8, ptr %291, i64 16
  %293 = load ptr, ptr %292, align 8
  call void %293(ptr noundef nonnull align 8 dereferenceable(16) %282) #21
  %294 = load ptr, ptr %282, align 8, !tbaa !22
  %295 = getelementptr inbounds i8, ptr %294, i64 24
  %296 = load ptr, ptr %295, align 8
  call void %296(ptr noundef nonnull align 8 dereferenceable(16) %282) #21
  br label %308

297:                                              ; preds = %284
  %298 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !24
  %299 = icmp eq i8 %298, 0
  br i1 %299, label %302, label %300

300:                                              ; preds = %297
  %301 = add nsw i32 %288, -1
  store i32 %301, ptr %285, align 4, !tbaa !25
  br label %304

302:                                              ; preds = %297
  %303 = atomicrmw volatile add ptr %285, i32 -1 acq_rel, align 4
  br label %304

304:                                              ; preds = %302, %300
  %305 = phi i32 [ %288, %300 ], [ %303, %302 ]
  %306 = icmp eq i32 %305, 1
  br i1 %306, label %307, label %308, !prof !26

307:                                              ; preds = %304
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %282) #21
  br label %308

308:                                              ; preds = %307, %304, %289, %279
  %309 = getelementptr inbounds i8, ptr %280, i64 16
  %310 = icmp eq ptr %309, %277
  br i1 %310, label %311, label %279, !llvm.loop !27

311:                                              ; preds = %308
  %312 = load ptr, ptr %274, align 8, !tbaa !13
  br label %313

313:                                              ; preds = %311, %272
  %314 = phi ptr [ %312, %311 ], [ %275, %272 ]
  %315 = icmp eq ptr %314, null
  br i1 %315, label %322, label %316

316:                                              ; preds = %313
  %317 = getelementptr inbounds i8, ptr %24, i64 24
  %318 = load ptr, ptr %317, align 8, !tbaa !29
  %319 = ptrtoint ptr %318 to i64
  %320 = ptrtoint ptr %314 to i64
  %321 = sub i64 %319, %320
  call void @_ZdlPvm(ptr noundef nonnull %314, i64 noundef %321) #23
  br label %322

322:                                              ; preds = %316, %313
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24) #21
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %26) #21
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %26, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %27) #21
  store ptr @.str, ptr %27, align 8, !tbaa !33, !alias.scope !44
  %323 = getelementptr inbounds i8, ptr %27, i64 8
  store ptr @.str.1, ptr %323, align 8, !tbaa !38, !alias.scope !44
  %324 = getelementptr inbounds i8, ptr %27, i64 16
  store i32 19, ptr %324, align 8, !tbaa !39, !alias.scope !44
  %325 = getelementptr inbounds i8, ptr %27, i64 20
  store i32 19, ptr %325, align 4, !tbaa !40, !alias.scope !44
  %326 = invoke noundef ptr @_ZN4sycl3_V113malloc_sharedIfEEPT_mRKNS0_5queueERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef %119, ptr noundef nonnull align 8 dereferenceable(16) %20, ptr noundef nonnull align 8 dereferenceable(32) %26, ptr noundef nonnull align 8 dereferenceable(24) %27)
          to label %327 unwind label %419

327:                                              ; preds = %322
  %328 = ptrtoint ptr %326 to i64
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %27) #21
  %329 = getelementptr inbounds i8, ptr %26, i64 8
  %330 = load ptr, ptr %329, align 8, !tbaa !13
  %331 = getelementptr inbounds i8, ptr %26, i64 16
  %332 = load ptr, ptr %331, align 8, !tbaa !15
  %333 = icmp eq ptr %330, %332
  br i1 %333, label %368, label %334

334:                                              ; preds = %327, %363
  %335 = phi ptr [ %364, %363 ], [ %330, %327 ]
  %336 = getelementptr inbounds i8, ptr %335, i64 8
  %337 = load ptr, ptr %336, align 8, !tbaa !16
  %338 = icmp eq ptr %337, null
  br i1 %338, label %363, label %339

339:                                              ; preds = %334
  %340 = getelementptr inbounds i8, ptr %337, i64 8
  %341 = load atomic i64, ptr %340 acquire, align 8
  %342 = icmp eq i64 %341, 4294967297
  %343 = trunc i64 %341 to i32
  br i1 %342, label %344, label %352

344:                                              ; preds = %339
  store i32 0, ptr %340, align 8, !tbaa !18
  %345 = getelementptr inbounds i8, ptr %337, i64 12
  store i32 0, ptr %345, align 4, !tbaa !21
  %346 = load ptr, ptr %337, align 8, !tbaa !22
  %347 = getelementptr inbounds i8, ptr %346, i64 16
  %348 = load ptr, ptr %347, align 8
  call void %348(ptr noundef nonnull align 8 dereferenceable(16) %337) #21
  %349 = load ptr, ptr %337, align 8, !tbaa !22
  %350 = getelementptr inbounds i8, ptr %349, i64 24
  %351 = load ptr, ptr %350, align 8
  call void %351(ptr noundef nonnull align 8 dereferenceable(16) %337) #21
  br label %363

352:                                              ; preds = %339
  %353 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !24
  %354 = icmp eq i8 %353, 0
  br i1 %354, label %357, label %355

355:                                              ; preds = %352
  %356 = add nsw i32 %343, -1
  store i32 %356, ptr %340, align 4, !tbaa !25
  br label %359

357:                                              ; preds = %352
  %358 = atomicrmw volatile add ptr %340, i32 -1 acq_rel, align 4
  br label %359

359:                                              ; preds = %357, %355
  %360 = phi i32 [ %343, %355 ], [ %358, %357 ]
  %361 = icmp eq i32 %360, 1
  br i1 %361, label %362, label %363, !prof !26

362:                                              ; preds = %359
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %337) #21
  br label %363

363:                                              ; preds = %362, %359, %344, %334
  %364 = getelementptr inbounds i8, ptr %335, i64 16
  %365 = icmp eq ptr %364, %332
  br i1 %365, label %366, label %334, !llvm.loop !27

366:                                              ; preds = %363
  %367 = load ptr, ptr %329, align 8, !tbaa !13
  br label %368

368:                                              ; preds = %366, %327
  %369 = phi ptr [ %367, %366 ], [ %330, %327 ]
  %370 = icmp eq ptr %369, null
  br i1 %370, label %377, label %371

371:                                              ; preds = %368
  %372 = getelementptr inbounds i8, ptr %26, i64 24
  %373 = load ptr, ptr %372, align 8, !tbaa !29
  %374 = ptrtoint ptr %373 to i64
  %375 = ptrtoint ptr %369 to i64
  %376 = sub i64 %374, %375
  call void @_ZdlPvm(ptr noundef nonnull %369, i64 noundef %376) #23
  br label %377

377:                                              ; preds = %368, %371
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %26) #21
  br i1 %173, label %440, label %378

378:                                              ; preds = %377
  %379 = call i64 @llvm.umax.i64(i64 %172, i64 1)
  %380 = icmp ult i64 %172, 8
  %381 = sub i64 %218, %170
  %382 = icmp ult i64 %381, 32
  %383 = or i1 %380, %382
  br i1 %383, label %384, label %401

384:                                              ; preds = %413, %378
  %385 = phi i64 [ 0, %378 ], [ %402, %413 ]
  %386 = and i64 %379, 3
  %387 = icmp eq i64 %386, 0
  br i1 %387, label %397, label %388

388:                                              ; preds = %384, %388
  %389 = phi i64 [ %394, %388 ], [ %385, %384 ]
  %390 = phi i64 [ %395, %388 ], [ 0, %384 ]
  %391 = getelementptr inbounds float, ptr %136, i64 %389
  %392 = load float, ptr %391, align 4, !tbaa !30
  %393 = getelementptr inbounds float, ptr %216, i64 %389
  store float %392, ptr %393, align 4, !tbaa !30
  %394 = add nuw i64 %389, 1
  %395 = add i64 %390, 1
  %396 = icmp eq i64 %395, %386
  br i1 %396, label %397, label %388, !llvm.loop !47

397:                                              ; preds = %388, %384
  %398 = phi i64 [ %385, %384 ], [ %394, %388 ]
  %399 = sub i64 %385, %379
  %400 = icmp ugt i64 %399, -4
  br i1 %400, label %440, label %421

401:                                              ; preds = %378
  %402 = and i64 %379, -8
  br label %403

403:                                              ; preds = %403, %401
  %404 = phi i64 [ 0, %401 ], [ %411, %403 ]
  %405 = getelementptr inbounds float, ptr %136, i64 %404
  %406 = getelementptr inbounds i8, ptr %405, i64 16
  %407 = load <4 x float>, ptr %405, align 4, !tbaa !30
  %408 = load <4 x float>, ptr %406, align 4, !tbaa !30
  %409 = getelementptr inbounds float, ptr %216, i64 %404
  %410 = getelementptr inbounds i8, ptr %409, i64 16
  store <4 x float> %407, ptr %409, align 4, !tbaa !30
  store <4 x float> %408, ptr %410, align 4, !tbaa !30
  %411 = add nuw i64 %404, 8
  %412 = icmp eq i64 %411, %402
  br i1 %412, label %413, label %403, !llvm.loop !49

413:                                              ; preds = %403
  %414 = icmp eq i64 %172, %402
  br i1 %414, label %440, label %384

415:                                              ; preds = %212
  %416 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %23) #21
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %22) #21
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %22) #21
  br label %925

417:                                              ; preds = %267
  %418 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %25) #21
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %24) #21
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24) #21
  br label %925

419:                                              ; preds = %322
  %420 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %27) #21
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %26) #21
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %26) #21
  br label %925

421:                                              ; preds = %397, %421
  %422 = phi i64 [ %438, %421 ], [ %398, %397 ]
  %423 = getelementptr inbounds float, ptr %136, i64 %422
  %424 = load float, ptr %423, align 4, !tbaa !30
  %425 = getelementptr inbounds float, ptr %216, i64 %422
  store float %424, ptr %425, align 4, !tbaa !30
  %426 = add nuw i64 %422, 1
  %427 = getelementptr inbounds float, ptr %136, i64 %426
  %428 = load float, ptr %427, align 4, !tbaa !30
  %429 = getelementptr inbounds float, ptr %216, i64 %426
  store float %428, ptr %429, align 4, !tbaa !30
  %430 = add nuw i64 %422, 2
  %431 = getelementptr inbounds float, ptr %136, i64 %430
  %432 = load float, ptr %431, align 4, !tbaa !30
  %433 = getelementptr inbounds float, ptr %216, i64 %430
  store float %432, ptr %433, align 4, !tbaa !30
  %434 = add nuw i64 %422, 3
  %435 = getelementptr inbounds float, ptr %136, i64 %434
  %436 = load float, ptr %435, align 4, !tbaa !30
  %437 = getelementptr inbounds float, ptr %216, i64 %434
  store float %436, ptr %437, align 4, !tbaa !30
  %438 = add nuw i64 %422, 4
  %439 = icmp eq i64 %172, %438
  br i1 %439, label %440, label %421, !llvm.loop !52

440:                                              ; preds = %397, %421, %413, %377
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %28) #21
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %29) #21
  store i64 %47, ptr %29, align 8, !tbaa !53
  %441 = getelementptr inbounds i8, ptr %29, i64 8
  store ptr %216, ptr %441, align 8, !tbaa !56
  %442 = getelementptr inbounds i8, ptr %29, i64 16
  store ptr %271, ptr %442, align 8, !tbaa !57
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %17) #21, !noalias !58
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %17, ptr noundef nonnull align 8 dereferenceable(24) @__const._ZN4sycl3_V15queue17parallel_for_implI7RowSumsLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESJ_DpOSH_.CodeLoc, i64 24, i1 false), !noalias !58
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %18) #21, !noalias !58
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %18, ptr noundef nonnull align 8 dereferenceable(24) %17)
          to label %443 unwind label %672

443:                                              ; preds = %440
  %444 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %18)
          to label %445 unwind label %485, !noalias !58

445:                                              ; preds = %443
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15), !noalias !58
  store i64 %46, ptr %15, align 8, !noalias !65
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16) #21, !noalias !65
  store ptr %15, ptr %16, align 8, !tbaa !68, !noalias !65
  %446 = getelementptr inbounds i8, ptr %16, i64 8
  %447 = getelementptr inbounds i8, ptr %16, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %446, i8 0, i64 16, i1 false), !noalias !65
  store i64 1, ptr %447, align 8, !tbaa !70, !noalias !65
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %14), !noalias !65
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11) #21, !noalias !71
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %11, ptr noundef nonnull align 8 dereferenceable(24) %444)
          to label %448 unwind label %485, !noalias !58

448:                                              ; preds = %445
  %449 = load atomic i8, ptr @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI7RowSumsEERNS1_16DeviceKernelInfoEvE4Info acquire, align 8, !noalias !71
  %450 = icmp eq i8 %449, 0
  br i1 %450, label %451, label %459, !prof !74

451:                                              ; preds = %448
  %452 = call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI7RowSumsEERNS1_16DeviceKernelInfoEvE4Info) #21, !noalias !71
  %453 = icmp eq i32 %452, 0
  br i1 %453, label %459, label %454

454:                                              ; preds = %451
  %455 = invoke noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoERKNS1_27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(81) @_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI7RowSumsEE)
          to label %456 unwind label %457, !noalias !71

456:                                              ; preds = %454
  store ptr %455, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI7RowSumsEERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !5, !noalias !71
  call void @__cxa_guard_release(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI7RowSumsEERNS1_16DeviceKernelInfoEvE4Info) #21, !noalias !71
  br label %459

457:                                              ; preds = %454
  %458 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_guard_abort(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI7RowSumsEERNS1_16DeviceKernelInfoEvE4Info) #21, !noalias !71
  br label %483

459:                                              ; preds = %456, %451, %448
  %460 = load ptr, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI7RowSumsEERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !5, !noalias !71
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %12) #21, !noalias !71
  %461 = getelementptr inbounds i8, ptr %12, i64 8
  store i8 0, ptr %461, align 8, !tbaa !75, !alias.scope !78, !noalias !71
  %462 = getelementptr inbounds i8, ptr %12, i64 18
  store i8 0, ptr %462, align 2, !tbaa !83, !alias.scope !78, !noalias !71
  %463 = getelementptr inbounds i8, ptr %12, i64 20
  store i8 0, ptr %463, align 4, !tbaa !85, !alias.scope !78, !noalias !71
  %464 = getelementptr inbounds i8, ptr %12, i64 28
  store i8 0, ptr %464, align 4, !tbaa !87, !alias.scope !78, !noalias !71
  %465 = getelementptr inbounds i8, ptr %12, i64 36
  store i8 0, ptr %465, align 4, !tbaa !89, !alias.scope !78, !noalias !71
  %466 = getelementptr inbounds i8, ptr %12, i64 44
  store i8 0, ptr %466, align 4, !tbaa !87, !alias.scope !78, !noalias !71
  %467 = getelementptr inbounds i8, ptr %12, i64 52
  store i8 0, ptr %467, align 4, !tbaa !89, !alias.scope !78, !noalias !71
  %468 = getelementptr inbounds i8, ptr %12, i64 60
  store i8 0, ptr %468, align 4, !tbaa !87, !alias.scope !78, !noalias !71
  %469 = getelementptr inbounds i8, ptr %12, i64 68
  store i8 0, ptr %469, align 4, !tbaa !89, !alias.scope !78, !noalias !71
  %470 = getelementptr inbounds i8, ptr %12, i64 80
  store i8 0, ptr %470, align 8, !tbaa !91, !alias.scope !78, !noalias !71
  %471 = getelementptr inbounds i8, ptr %12, i64 104
  store i8 0, ptr %471, align 8, !tbaa !93, !alias.scope !78, !noalias !71
  %472 = getelementptr inbounds i8, ptr %12, i64 136
  store i8 0, ptr %472, align 8, !tbaa !95, !alias.scope !78, !noalias !71
  %473 = getelementptr inbounds i8, ptr %12, i64 144
  store i8 1, ptr %473, align 8, !tbaa !97, !alias.scope !78, !noalias !71
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %13) #21, !noalias !71
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE_RS5_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %13, align 8, !tbaa !22, !noalias !71
  %474 = getelementptr inbounds i8, ptr %13, i64 8
  store ptr %29, ptr %474, align 8, !tbaa !5, !noalias !71
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %14, i8 0, i64 16, i1 false), !noalias !58
  %475 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %11)
          to label %476 unwind label %481, !noalias !71

476:                                              ; preds = %459
  %477 = getelementptr inbounds i8, ptr %11, i64 8
  %478 = load i8, ptr %477, align 8, !tbaa !128, !range !130, !noalias !71, !noundef !131
  %479 = trunc nuw i8 %478 to i1
  %480 = xor i1 %479, true
  invoke void @_ZN4sycl3_V136submit_kernel_direct_with_event_implERKNS0_5queueERKNS0_6detail16nd_range_view_v113nd_range_viewERNS4_17HostKernelRefBaseEPNS4_16DeviceKernelInfoENS0_4spanIKNS0_5eventELm18446744073709551615EEERKNS4_27kernel_launch_properties_v111PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENSJ_5intel12experimental12cache_configENSL_17use_root_sync_keyENSL_23work_group_progress_keyENSL_22sub_group_progress_keyENSL_22work_item_progress_keyENSL_4cuda12cluster_sizeILi1EEENSV_ILi2EEENSV_ILi3EEEEEERKNS4_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %28, ptr noundef nonnull align 8 dereferenceable(16) %20, ptr noundef nonnull align 8 dereferenceable(32) %16, ptr noundef nonnull align 8 dereferenceable(8) %13, ptr noundef nonnull %460, ptr noundef nonnull byval(%"class.sycl::_V1::span") align 8 %14, ptr noundef nonnull align 8 dereferenceable(145) %12, ptr noundef nonnull align 8 dereferenceable(24) %475, i1 noundef zeroext %480)
          to label %489 unwind label %481

481:                                              ; preds = %476, %459
  %482 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %13) #21, !noalias !71
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %12) #21, !noalias !71
  br label %483

483:                                              ; preds = %481, %457
  %484 = phi { ptr, i32 } [ %482, %481 ], [ %458, %457 ]
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %11) #21
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #21, !noalias !71
  br label %487

485:                                              ; preds = %445, %443
  %486 = landingpad { ptr, i32 }
          cleanup
  br label %487

487:                                              ; preds = %485, %483
  %488 = phi { ptr, i32 } [ %486, %485 ], [ %484, %483 ]
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %18) #21
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %18) #21, !noalias !58
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %17) #21, !noalias !58
  br label %676

489:                                              ; preds = %476
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %13) #21, !noalias !71
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %12) #21, !noalias !71
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %11) #21
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #21, !noalias !71
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %14), !noalias !65
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #21, !noalias !65
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15), !noalias !58
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %18) #21
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %18) #21, !noalias !58
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %17) #21, !noalias !58
  invoke void @_ZN4sycl3_V15event4waitEv(ptr noundef nonnull align 8 dereferenceable(16) %28)
          to label %490 unwind label %674

490:                                              ; preds = %489
  %491 = getelementptr inbounds i8, ptr %28, i64 8
  %492 = load ptr, ptr %491, align 8, !tbaa !16
  %493 = icmp eq ptr %492, null
  br i1 %493, label %518, label %494

494:                                              ; preds = %490
  %495 = getelementptr inbounds i8, ptr %492, i64 8
  %496 = load atomic i64, ptr %495 acquire, align 8
  %497 = icmp eq i64 %496, 4294967297
  %498 = trunc i64 %496 to i32
  br i1 %497, label %499, label %507

499:                                              ; preds = %494
  store i32 0, ptr %495, align 8, !tbaa !18
  %500 = getelementptr inbounds i8, ptr %492, i64 12
  store i32 0, ptr %500, align 4, !tbaa !21
  %501 = load ptr, ptr %492, align 8, !tbaa !22
  %502 = getelementptr inbounds i8, ptr %501, i64 16
  %503 = load ptr, ptr %502, align 8
  call void %503(ptr noundef nonnull align 8 dereferenceable(16) %492) #21
  %504 = load ptr, ptr %492, align 8, !tbaa !22
  %505 = getelementptr inbounds i8, ptr %504, i64 24
  %506 = load ptr, ptr %505, align 8
  call void %506(ptr noundef nonnull align 8 dereferenceable(16) %492) #21
  br label %518

507:                                              ; preds = %494
  %508 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !24
  %509 = icmp eq i8 %508, 0
  br i1 %509, label %512, label %510

510:                                              ; preds = %507
  %511 = add nsw i32 %498, -1
  store i32 %511, ptr %495, align 4, !tbaa !25
  br label %514

512:                                              ; preds = %507
  %513 = atomicrmw volatile add ptr %495, i32 -1 acq_rel, align 4
  br label %514

514:                                              ; preds = %512, %510
  %515 = phi i32 [ %498, %510 ], [ %513, %512 ]
  %516 = icmp eq i32 %515, 1
  br i1 %516, label %517, label %518, !prof !26

517:                                              ; preds = %514
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %492) #21
  br label %518

518:                                              ; preds = %517, %514, %499, %490
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %29) #21
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %28) #21
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %30) #21
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %31) #21
  store ptr %271, ptr %31, align 8, !tbaa !132
  %519 = getelementptr inbounds i8, ptr %31, i64 8
  store i64 %47, ptr %519, align 8, !tbaa !134
  %520 = getelementptr inbounds i8, ptr %31, i64 16
  store ptr %326, ptr %520, align 8, !tbaa !135
  %521 = getelementptr inbounds i8, ptr %31, i64 24
  store ptr %216, ptr %521, align 8, !tbaa !136
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %9) #21, !noalias !137
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %9, ptr noundef nonnull align 8 dereferenceable(24) @__const._ZN4sycl3_V15queue17parallel_for_implI8RowScaleLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE0_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESJ_DpOSH_.CodeLoc, i64 24, i1 false), !noalias !137
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %10) #21, !noalias !137
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %10, ptr noundef nonnull align 8 dereferenceable(24) %9)
          to label %522 unwind label %678

522:                                              ; preds = %518
  %523 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %10)
          to label %524 unwind label %564, !noalias !137

524:                                              ; preds = %522
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7), !noalias !137
  store i64 %46, ptr %7, align 8, !noalias !144
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #21, !noalias !144
  store ptr %7, ptr %8, align 8, !tbaa !68, !noalias !144
  %525 = getelementptr inbounds i8, ptr %8, i64 8
  %526 = getelementptr inbounds i8, ptr %8, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %525, i8 0, i64 16, i1 false), !noalias !144
  store i64 1, ptr %526, align 8, !tbaa !70, !noalias !144
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6), !noalias !144
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #21, !noalias !147
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %3, ptr noundef nonnull align 8 dereferenceable(24) %523)
          to label %527 unwind label %564, !noalias !137

527:                                              ; preds = %524
  %528 = load atomic i8, ptr @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI8RowScaleEERNS1_16DeviceKernelInfoEvE4Info acquire, align 8, !noalias !147
  %529 = icmp eq i8 %528, 0
  br i1 %529, label %530, label %538, !prof !74

530:                                              ; preds = %527
  %531 = call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI8RowScaleEERNS1_16DeviceKernelInfoEvE4Info) #21, !noalias !147
  %532 = icmp eq i32 %531, 0
  br i1 %532, label %538, label %533

533:                                              ; preds = %530
  %534 = invoke noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoERKNS1_27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(81) @_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI8RowScaleEE)
          to label %535 unwind label %536, !noalias !147

535:                                              ; preds = %533
  store ptr %534, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI8RowScaleEERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !5, !noalias !147
  call void @__cxa_guard_release(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI8RowScaleEERNS1_16DeviceKernelInfoEvE4Info) #21, !noalias !147
  br label %538

536:                                              ; preds = %533
  %537 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_guard_abort(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI8RowScaleEERNS1_16DeviceKernelInfoEvE4Info) #21, !noalias !147
  br label %562

538:                                              ; preds = %535, %530, %527
  %539 = load ptr, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI8RowScaleEERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !5, !noalias !147
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %4) #21, !noalias !147
  %540 = getelementptr inbounds i8, ptr %4, i64 8
  store i8 0, ptr %540, align 8, !tbaa !75, !alias.scope !150, !noalias !147
  %541 = getelementptr inbounds i8, ptr %4, i64 18
  store i8 0, ptr %541, align 2, !tbaa !83, !alias.scope !150, !noalias !147
  %542 = getelementptr inbounds i8, ptr %4, i64 20
  store i8 0, ptr %542, align 4, !tbaa !85, !alias.scope !150, !noalias !147
  %543 = getelementptr inbounds i8, ptr %4, i64 28
  store i8 0, ptr %543, align 4, !tbaa !87, !alias.scope !150, !noalias !147
  %544 = getelementptr inbounds i8, ptr %4, i64 36
  store i8 0, ptr %544, align 4, !tbaa !89, !alias.scope !150, !noalias !147
  %545 = getelementptr inbounds i8, ptr %4, i64 44
  store i8 0, ptr %545, align 4, !tbaa !87, !alias.scope !150, !noalias !147
  %546 = getelementptr inbounds i8, ptr %4, i64 52
  store i8 0, ptr %546, align 4, !tbaa !89, !alias.scope !150, !noalias !147
  %547 = getelementptr inbounds i8, ptr %4, i64 60
  store i8 0, ptr %547, align 4, !tbaa !87, !alias.scope !150, !noalias !147
  %548 = getelementptr inbounds i8, ptr %4, i64 68
  store i8 0, ptr %548, align 4, !tbaa !89, !alias.scope !150, !noalias !147
  %549 = getelementptr inbounds i8, ptr %4, i64 80
  store i8 0, ptr %549, align 8, !tbaa !91, !alias.scope !150, !noalias !147
  %550 = getelementptr inbounds i8, ptr %4, i64 104
  store i8 0, ptr %550, align 8, !tbaa !93, !alias.scope !150, !noalias !147
  %551 = getelementptr inbounds i8, ptr %4, i64 136
  store i8 0, ptr %551, align 8, !tbaa !95, !alias.scope !150, !noalias !147
  %552 = getelementptr inbounds i8, ptr %4, i64 144
  store i8 1, ptr %552, align 8, !tbaa !97, !alias.scope !150, !noalias !147
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #21, !noalias !147
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE0_RS5_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %5, align 8, !tbaa !22, !noalias !147
  %553 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr %31, ptr %553, align 8, !tbaa !5, !noalias !147
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %6, i8 0, i64 16, i1 false), !noalias !137
  %554 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %3)
          to label %555 unwind label %560, !noalias !147

555:                                              ; preds = %538
  %556 = getelementptr inbounds i8, ptr %3, i64 8
  %557 = load i8, ptr %556, align 8, !tbaa !128, !range !130, !noalias !147, !noundef !131
  %558 = trunc nuw i8 %557 to i1
  %559 = xor i1 %558, true
  invoke void @_ZN4sycl3_V136submit_kernel_direct_with_event_implERKNS0_5queueERKNS0_6detail16nd_range_view_v113nd_range_viewERNS4_17HostKernelRefBaseEPNS4_16DeviceKernelInfoENS0_4spanIKNS0_5eventELm18446744073709551615EEERKNS4_27kernel_launch_properties_v111PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENSJ_5intel12experimental12cache_configENSL_17use_root_sync_keyENSL_23work_group_progress_keyENSL_22sub_group_progress_keyENSL_22work_item_progress_keyENSL_4cuda12cluster_sizeILi1EEENSV_ILi2EEENSV_ILi3EEEEEERKNS4_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %30, ptr noundef nonnull align 8 dereferenceable(16) %20, ptr noundef nonnull align 8 dereferenceable(32) %8, ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef nonnull %539, ptr noundef nonnull byval(%"class.sycl::_V1::span") align 8 %6, ptr noundef nonnull align 8 dereferenceable(145) %4, ptr noundef nonnull align 8 dereferenceable(24) %554, i1 noundef zeroext %559)
          to label %568 unwind label %560

560:                                              ; preds = %555, %538
  %561 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #21, !noalias !147
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %4) #21, !noalias !147
  br label %562

562:                                              ; preds = %560, %536
  %563 = phi { ptr, i32 } [ %561, %560 ], [ %537, %536 ]
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %3) #21
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #21, !noalias !147
  br label %566

564:                                              ; preds = %524, %522
  %565 = landingpad { ptr, i32 }
          cleanup
  br label %566

566:                                              ; preds = %564, %562
  %567 = phi { ptr, i32 } [ %565, %564 ], [ %563, %562 ]
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %10) #21
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10) #21, !noalias !137
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #21, !noalias !137
  br label %682

568:                                              ; preds = %555
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #21, !noalias !147
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %4) #21, !noalias !147
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %3) #21
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #21, !noalias !147
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6), !noalias !144
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #21, !noalias !144
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7), !noalias !137
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %10) #21
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10) #21, !noalias !137
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #21, !noalias !137
  invoke void @_ZN4sycl3_V15event4waitEv(ptr noundef nonnull align 8 dereferenceable(16) %30)
          to label %569 unwind label %680

569:                                              ; preds = %568
  %570 = getelementptr inbounds i8, ptr %30, i64 8
  %571 = load ptr, ptr %570, align 8, !tbaa !16
  %572 = icmp eq ptr %571, null
  br i1 %572, label %597, label %573

573:                                              ; preds = %569
  %574 = getelementptr inbounds i8, ptr %571, i64 8
  %575 = load atomic i64, ptr %574 acquire, align 8
  %576 = icmp eq i64 %575, 4294967297
  %577 = trunc i64 %575 to i32
  br i1 %576, label %578, label %586

578:                                              ; preds = %573
  store i32 0, ptr %574, align 8, !tbaa !18
  %579 = getelementptr inbounds i8, ptr %571, i64 12
  store i32 0, ptr %579, align 4, !tbaa !21
  %580 = load ptr, ptr %571, align 8, !tbaa !22
  %581 = getelementptr inbounds i8, ptr %580, i64 16
  %582 = load ptr, ptr %581, align 8
  call void %582(ptr noundef nonnull align 8 dereferenceable(16) %571) #21
  %583 = load ptr, ptr %571, align 8, !tbaa !22
  %584 = getelementptr inbounds i8, ptr %583, i64 24
  %585 = load ptr, ptr %584, align 8
  call void %585(ptr noundef nonnull align 8 dereferenceable(16) %571) #21
  br label %597

586:                                              ; preds = %573
  %587 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !24
  %588 = icmp eq i8 %587, 0
  br i1 %588, label %591, label %589

589:                                              ; preds = %586
  %590 = add nsw i32 %577, -1
  store i32 %590, ptr %574, align 4, !tbaa !25
  br label %593

591:                                              ; preds = %586
  %592 = atomicrmw volatile add ptr %574, i32 -1 acq_rel, align 4
  br label %593

593:                                              ; preds = %591, %589
  %594 = phi i32 [ %577, %589 ], [ %592, %591 ]
  %595 = icmp eq i32 %594, 1
  br i1 %595, label %596, label %597, !prof !26

596:                                              ; preds = %593
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %571) #21
  br label %597

597:                                              ; preds = %569, %578, %593, %596
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %31) #21
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %30) #21
  br i1 %142, label %634, label %598

598:                                              ; preds = %597
  %599 = icmp ult i64 %46, 8
  %600 = sub i64 %168, %273
  %601 = icmp ult i64 %600, 32
  %602 = or i1 %599, %601
  br i1 %602, label %603, label %620

603:                                              ; preds = %632, %598
  %604 = phi i64 [ 0, %598 ], [ %621, %632 ]
  %605 = and i64 %46, 3
  %606 = icmp eq i64 %605, 0
  br i1 %606, label %616, label %607

607:                                              ; preds = %603, %607
  %608 = phi i64 [ %613, %607 ], [ %604, %603 ]
  %609 = phi i64 [ %614, %607 ], [ 0, %603 ]
  %610 = getelementptr inbounds float, ptr %271, i64 %608
  %611 = load float, ptr %610, align 4, !tbaa !30
  %612 = getelementptr inbounds float, ptr %163, i64 %608
  store float %611, ptr %612, align 4, !tbaa !30
  %613 = add nuw i64 %608, 1
  %614 = add i64 %609, 1
  %615 = icmp eq i64 %614, %605
  br i1 %615, label %616, label %607, !llvm.loop !155

616:                                              ; preds = %607, %603
  %617 = phi i64 [ %604, %603 ], [ %613, %607 ]
  %618 = sub nsw i64 %604, %46
  %619 = icmp ugt i64 %618, -4
  br i1 %619, label %634, label %684

620:                                              ; preds = %598
  %621 = and i64 %46, 2305843009213693944
  br label %622

622:                                              ; preds = %622, %620
  %623 = phi i64 [ 0, %620 ], [ %630, %622 ]
  %624 = getelementptr inbounds float, ptr %271, i64 %623
  %625 = getelementptr inbounds i8, ptr %624, i64 16
  %626 = load <4 x float>, ptr %624, align 4, !tbaa !30
  %627 = load <4 x float>, ptr %625, align 4, !tbaa !30
  %628 = getelementptr inbounds float, ptr %163, i64 %623
  %629 = getelementptr inbounds i8, ptr %628, i64 16
  store <4 x float> %626, ptr %628, align 4, !tbaa !30
  store <4 x float> %627, ptr %629, align 4, !tbaa !30
  %630 = add nuw i64 %623, 8
  %631 = icmp eq i64 %630, %621
  br i1 %631, label %632, label %622, !llvm.loop !156

632:                                              ; preds = %622
  %633 = icmp eq i64 %46, %621
  br i1 %633, label %634, label %603

634:                                              ; preds = %616, %684, %632, %597
  br i1 %173, label %703, label %635

635:                                              ; preds = %634
  %636 = call i64 @llvm.umax.i64(i64 %172, i64 1)
  %637 = icmp ult i64 %172, 8
  %638 = sub i64 %167, %328
  %639 = icmp ult i64 %638, 32
  %640 = or i1 %637, %639
  br i1 %640, label %641, label %658

641:                                              ; preds = %670, %635
  %642 = phi i64 [ 0, %635 ], [ %659, %670 ]
  %643 = and i64 %636, 3
  %644 = icmp eq i64 %643, 0
  br i1 %644, label %654, label %645

645:                                              ; preds = %641, %645
  %646 = phi i64 [ %651, %645 ], [ %642, %641 ]
  %647 = phi i64 [ %652, %645 ], [ 0, %641 ]
  %648 = getelementptr inbounds float, ptr %326, i64 %646
  %649 = load float, ptr %648, align 4, !tbaa !30
  %650 = getelementptr inbounds float, ptr %165, i64 %646
  store float %649, ptr %650, align 4, !tbaa !30
  %651 = add nuw i64 %646, 1
  %652 = add i64 %647, 1
  %653 = icmp eq i64 %652, %643
  br i1 %653, label %654, label %645, !llvm.loop !157

654:                                              ; preds = %645, %641
  %655 = phi i64 [ %642, %641 ], [ %651, %645 ]
  %656 = sub i64 %642, %636
  %657 = icmp ugt i64 %656, -4
  br i1 %657, label %703, label %707

658:                                              ; preds = %635
  %659 = and i64 %636, -8
  br label %660

660:                                              ; preds = %660, %658
  %661 = phi i64 [ 0, %658 ], [ %668, %660 ]
  %662 = getelementptr inbounds float, ptr %326, i64 %661
  %663 = getelementptr inbounds i8, ptr %662, i64 16
  %664 = load <4 x float>, ptr %662, align 4, !tbaa !30
  %665 = load <4 x float>, ptr %663, align 4, !tbaa !30
  %666 = getelementptr inbounds float, ptr %165, i64 %661
  %667 = getelementptr inbounds i8, ptr %666, i64 16
  store <4 x float> %664, ptr %666, align 4, !tbaa !30
  store <4 x float> %665, ptr %667, align 4, !tbaa !30
  %668 = add nuw i64 %661, 8
  %669 = icmp eq i64 %668, %659
  br i1 %669, label %670, label %660, !llvm.loop !158

670:                                              ; preds = %660
  %671 = icmp eq i64 %172, %659
  br i1 %671, label %703, label %641

672:                                              ; preds = %440
  %673 = landingpad { ptr, i32 }
          cleanup
  br label %676

674:                                              ; preds = %489
  %675 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %28) #21
  br label %676

676:                                              ; preds = %672, %487, %674
  %677 = phi { ptr, i32 } [ %675, %674 ], [ %673, %672 ], [ %488, %487 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %29) #21
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %28) #21
  br label %925

678:                                              ; preds = %518
  %679 = landingpad { ptr, i32 }
          cleanup
  br label %682

680:                                              ; preds = %568
  %681 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %30) #21
  br label %682

682:                                              ; preds = %678, %566, %680
  %683 = phi { ptr, i32 } [ %681, %680 ], [ %679, %678 ], [ %567, %566 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %31) #21
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %30) #21
  br label %925

684:                                              ; preds = %616, %684
  %685 = phi i64 [ %701, %684 ], [ %617, %616 ]
  %686 = getelementptr inbounds float, ptr %271, i64 %685
  %687 = load float, ptr %686, align 4, !tbaa !30
  %688 = getelementptr inbounds float, ptr %163, i64 %685
  store float %687, ptr %688, align 4, !tbaa !30
  %689 = add nuw i64 %685, 1
  %690 = getelementptr inbounds float, ptr %271, i64 %689
  %691 = load float, ptr %690, align 4, !tbaa !30
  %692 = getelementptr inbounds float, ptr %163, i64 %689
  store float %691, ptr %692, align 4, !tbaa !30
  %693 = add nuw i64 %685, 2
  %694 = getelementptr inbounds float, ptr %271, i64 %693
  %695 = load float, ptr %694, align 4, !tbaa !30
  %696 = getelementptr inbounds float, ptr %163, i64 %693
  store float %695, ptr %696, align 4, !tbaa !30
  %697 = add nuw i64 %685, 3
  %698 = getelementptr inbounds float, ptr %271, i64 %697
  %699 = load float, ptr %698, align 4, !tbaa !30
  %700 = getelementptr inbounds float, ptr %163, i64 %697
  store float %699, ptr %700, align 4, !tbaa !30
  %701 = add nuw i64 %685, 4
  %702 = icmp eq i64 %701, %46
  br i1 %702, label %634, label %684, !llvm.loop !159

703:                                              ; preds = %654, %707, %670, %634
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %32) #21
  store ptr @.str, ptr %32, align 8, !tbaa !33, !alias.scope !160
  %704 = getelementptr inbounds i8, ptr %32, i64 8
  store ptr @.str.1, ptr %704, align 8, !tbaa !38, !alias.scope !160
  %705 = getelementptr inbounds i8, ptr %32, i64 16
  store i32 25, ptr %705, align 8, !tbaa !39, !alias.scope !160
  %706 = getelementptr inbounds i8, ptr %32, i64 20
  store i32 3, ptr %706, align 4, !tbaa !40, !alias.scope !160
  invoke void @_ZN4sycl3_V14freeEPvRKNS0_5queueERKNS0_6detail13code_locationE(ptr noundef %216, ptr noundef nonnull align 8 dereferenceable(16) %20, ptr noundef nonnull align 8 dereferenceable(24) %32)
          to label %726 unwind label %802

707:                                              ; preds = %654, %707
  %708 = phi i64 [ %724, %707 ], [ %655, %654 ]
  %709 = getelementptr inbounds float, ptr %326, i64 %708
  %710 = load float, ptr %709, align 4, !tbaa !30
  %711 = getelementptr inbounds float, ptr %165, i64 %708
  store float %710, ptr %711, align 4, !tbaa !30
  %712 = add nuw i64 %708, 1
  %713 = getelementptr inbounds float, ptr %326, i64 %712
  %714 = load float, ptr %713, align 4, !tbaa !30
  %715 = getelementptr inbounds float, ptr %165, i64 %712
  store float %714, ptr %715, align 4, !tbaa !30
  %716 = add nuw i64 %708, 2
  %717 = getelementptr inbounds float, ptr %326, i64 %716
  %718 = load float, ptr %717, align 4, !tbaa !30
  %719 = getelementptr inbounds float, ptr %165, i64 %716
  store float %718, ptr %719, align 4, !tbaa !30
  %720 = add nuw i64 %708, 3
  %721 = getelementptr inbounds float, ptr %326, i64 %720
  %722 = load float, ptr %721, align 4, !tbaa !30
  %723 = getelementptr inbounds float, ptr %165, i64 %720
  store float %722, ptr %723, align 4, !tbaa !30
  %724 = add nuw i64 %708, 4
  %725 = icmp eq i64 %172, %724
  br i1 %725, label %703, label %707, !llvm.loop !163

726:                                              ; preds = %703
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %32) #21
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %33) #21
  store ptr @.str, ptr %33, align 8, !tbaa !33, !alias.scope !164
  %727 = getelementptr inbounds i8, ptr %33, i64 8
  store ptr @.str.1, ptr %727, align 8, !tbaa !38, !alias.scope !164
  %728 = getelementptr inbounds i8, ptr %33, i64 16
  store i32 25, ptr %728, align 8, !tbaa !39, !alias.scope !164
  %729 = getelementptr inbounds i8, ptr %33, i64 20
  store i32 21, ptr %729, align 4, !tbaa !40, !alias.scope !164
  invoke void @_ZN4sycl3_V14freeEPvRKNS0_5queueERKNS0_6detail13code_locationE(ptr noundef %271, ptr noundef nonnull align 8 dereferenceable(16) %20, ptr noundef nonnull align 8 dereferenceable(24) %33)
          to label %730 unwind label %804

730:                                              ; preds = %726
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %33) #21
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %34) #21
  store ptr @.str, ptr %34, align 8, !tbaa !33, !alias.scope !167
  %731 = getelementptr inbounds i8, ptr %34, i64 8
  store ptr @.str.1, ptr %731, align 8, !tbaa !38, !alias.scope !167
  %732 = getelementptr inbounds i8, ptr %34, i64 16
  store i32 25, ptr %732, align 8, !tbaa !39, !alias.scope !167
  %733 = getelementptr inbounds i8, ptr %34, i64 20
  store i32 42, ptr %733, align 4, !tbaa !40, !alias.scope !167
  invoke void @_ZN4sycl3_V14freeEPvRKNS0_5queueERKNS0_6detail13code_locationE(ptr noundef %326, ptr noundef nonnull align 8 dereferenceable(16) %20, ptr noundef nonnull align 8 dereferenceable(24) %34)
          to label %734 unwind label %806

734:                                              ; preds = %730
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %34) #21
  br i1 %142, label %753, label %735

735:                                              ; preds = %734
  %736 = icmp eq i64 %47, 0
  %737 = and i64 %47, 3
  %738 = icmp ult i64 %47, 4
  %739 = and i64 %47, -4
  %740 = icmp eq i64 %737, 0
  %741 = icmp ult i64 %47, 8
  %742 = and i64 %47, -8
  %743 = icmp eq i64 %47, %742
  br label %744

744:                                              ; preds = %735, %905
  %745 = phi i64 [ 0, %735 ], [ %908, %905 ]
  %746 = phi i1 [ true, %735 ], [ %907, %905 ]
  br i1 %736, label %824, label %747

747:                                              ; preds = %744
  %748 = mul i64 %745, %47
  br i1 %738, label %808, label %875

749:                                              ; preds = %905
  %750 = select i1 %907, ptr @.str.2, ptr @.str.3
  %751 = xor i1 %907, true
  %752 = zext i1 %751 to i32
  br label %753

753:                                              ; preds = %749, %734
  %754 = phi i32 [ 0, %734 ], [ %752, %749 ]
  %755 = phi ptr [ @.str.2, %734 ], [ %750, %749 ]
  %756 = call i32 @puts(ptr noundef nonnull dereferenceable(1) %755)
  %757 = icmp eq ptr %165, null
  br i1 %757, label %762, label %758

758:                                              ; preds = %753
  %759 = ptrtoint ptr %166 to i64
  %760 = ptrtoint ptr %165 to i64
  %761 = sub i64 %759, %760
  call void @_ZdlPvm(ptr noundef nonnull %165, i64 noundef %761) #23
  br label %762

762:                                              ; preds = %753, %758
  %763 = icmp eq ptr %163, null
  br i1 %763, label %768, label %764

764:                                              ; preds = %762
  %765 = ptrtoint ptr %164 to i64
  %766 = ptrtoint ptr %163 to i64
  %767 = sub i64 %765, %766
  call void @_ZdlPvm(ptr noundef nonnull %163, i64 noundef %767) #23
  br label %768

768:                                              ; preds = %762, %764
  %769 = icmp eq ptr %136, null
  br i1 %769, label %773, label %770

770:                                              ; preds = %768
  %771 = ptrtoint ptr %135 to i64
  %772 = sub i64 %771, %170
  call void @_ZdlPvm(ptr noundef nonnull %136, i64 noundef %772) #23
  br label %773

773:                                              ; preds = %768, %770
  %774 = getelementptr inbounds i8, ptr %20, i64 8
  %775 = load ptr, ptr %774, align 8, !tbaa !16
  %776 = icmp eq ptr %775, null
  br i1 %776, label %801, label %777

777:                                              ; preds = %773
  %778 = getelementptr inbounds i8, ptr %775, i64 8
  %779 = load atomic i64, ptr %778 acquire, align 8
  %780 = icmp eq i64 %779, 4294967297
  %781 = trunc i64 %779 to i32
  br i1 %780, label %782, label %790

782:                                              ; preds = %777
  store i32 0, ptr %778, align 8, !tbaa !18
  %783 = getelementptr inbounds i8, ptr %775, i64 12
  store i32 0, ptr %783, align 4, !tbaa !21
  %784 = load ptr, ptr %775, align 8, !tbaa !22
  %785 = getelementptr inbounds i8, ptr %784, i64 16
  %786 = load ptr, ptr %785, align 8
  call void %786(ptr noundef nonnull align 8 dereferenceable(16) %775) #21
  %787 = load ptr, ptr %775, align 8, !tbaa !22
  %788 = getelementptr inbounds i8, ptr %787, i64 24
  %789 = load ptr, ptr %788, align 8
  call void %789(ptr noundef nonnull align 8 dereferenceable(16) %775) #21
  br label %801

790:                                              ; preds = %777
  %791 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !24
  %792 = icmp eq i8 %791, 0
  br i1 %792, label %795, label %793

793:                                              ; preds = %790
  %794 = add nsw i32 %781, -1
  store i32 %794, ptr %778, align 4, !tbaa !25
  br label %797

795:                                              ; preds = %790
  %796 = atomicrmw volatile add ptr %778, i32 -1 acq_rel, align 4
  br label %797

797:                                              ; preds = %795, %793
  %798 = phi i32 [ %781, %793 ], [ %796, %795 ]
  %799 = icmp eq i32 %798, 1
  br i1 %799, label %800, label %801, !prof !26

800:                                              ; preds = %797
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %775) #21
  br label %801

801:                                              ; preds = %773, %782, %797, %800
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %20) #21
  ret i32 %754

802:                                              ; preds = %703
  %803 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %32) #21
  br label %925

804:                                              ; preds = %726
  %805 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %33) #21
  br label %925

806:                                              ; preds = %730
  %807 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %34) #21
  br label %925

808:                                              ; preds = %875, %747
  %809 = phi double [ poison, %747 ], [ %901, %875 ]
  %810 = phi i64 [ 0, %747 ], [ %902, %875 ]
  %811 = phi double [ 0.000000e+00, %747 ], [ %901, %875 ]
  br i1 %740, label %824, label %812

812:                                              ; preds = %808, %812
  %813 = phi i64 [ %821, %812 ], [ %810, %808 ]
  %814 = phi double [ %820, %812 ], [ %811, %808 ]
  %815 = phi i64 [ %822, %812 ], [ 0, %808 ]
  %816 = add i64 %813, %748
  %817 = getelementptr inbounds float, ptr %136, i64 %816
  %818 = load float, ptr %817, align 4, !tbaa !30
  %819 = fpext float %818 to double
  %820 = fadd double %814, %819
  %821 = add nuw i64 %813, 1
  %822 = add i64 %815, 1
  %823 = icmp eq i64 %822, %737
  br i1 %823, label %824, label %812, !llvm.loop !170

824:                                              ; preds = %808, %812, %744
  %825 = phi double [ 0.000000e+00, %744 ], [ %809, %808 ], [ %820, %812 ]
  %826 = getelementptr inbounds float, ptr %163, i64 %745
  %827 = load float, ptr %826, align 4, !tbaa !30
  %828 = fpext float %827 to double
  %829 = fsub double %825, %828
  %830 = call double @llvm.fabs.f64(double %829)
  %831 = call double @llvm.fabs.f64(double %825)
  %832 = fadd double %831, 1.000000e+00
  %833 = fmul double %832, 1.000000e-03
  %834 = fcmp ule double %830, %833
  %835 = and i1 %834, %746
  br i1 %736, label %905, label %836

836:                                              ; preds = %824
  %837 = mul i64 %745, %47
  br i1 %741, label %838, label %841

838:                                              ; preds = %869, %836
  %839 = phi i64 [ 0, %836 ], [ %742, %869 ]
  %840 = phi i1 [ %835, %836 ], [ %874, %869 ]
  br label %910

841:                                              ; preds = %836
  %842 = insertelement <4 x float> poison, float %827, i64 0
  %843 = shufflevector <4 x float> %842, <4 x float> poison, <4 x i32> zeroinitializer
  br label %844

844:                                              ; preds = %844, %841
  %845 = phi i64 [ 0, %841 ], [ %867, %844 ]
  %846 = phi <4 x i1> [ zeroinitializer, %841 ], [ %865, %844 ]
  %847 = phi <4 x i1> [ zeroinitializer, %841 ], [ %866, %844 ]
  %848 = add i64 %845, %837
  %849 = getelementptr inbounds float, ptr %136, i64 %848
  %850 = getelementptr inbounds i8, ptr %849, i64 16
  %851 = load <4 x float>, ptr %849, align 4, !tbaa !30
  %852 = load <4 x float>, ptr %850, align 4, !tbaa !30
  %853 = getelementptr inbounds float, ptr %165, i64 %848
  %854 = getelementptr inbounds i8, ptr %853, i64 16
  %855 = load <4 x float>, ptr %853, align 4, !tbaa !30
  %856 = load <4 x float>, ptr %854, align 4, !tbaa !30
  %857 = fneg <4 x float> %855
  %858 = fneg <4 x float> %856
  %859 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %851, <4 x float> %843, <4 x float> %857)
  %860 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %852, <4 x float> %843, <4 x float> %858)
  %861 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %859)
  %862 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %860)
  %863 = fcmp ogt <4 x float> %861, <float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000>
  %864 = fcmp ogt <4 x float> %862, <float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000>
  %865 = or <4 x i1> %846, %863
  %866 = or <4 x i1> %847, %864
  %867 = add nuw i64 %845, 8
  %868 = icmp eq i64 %867, %742
  br i1 %868, label %869, label %844, !llvm.loop !171

869:                                              ; preds = %844
  %870 = or <4 x i1> %866, %865
  %871 = freeze <4 x i1> %870
  %872 = bitcast <4 x i1> %871 to i4
  %873 = icmp eq i4 %872, 0
  %874 = select i1 %873, i1 %835, i1 false
  br i1 %743, label %905, label %838

875:                                              ; preds = %747, %875
  %876 = phi i64 [ %902, %875 ], [ 0, %747 ]
  %877 = phi double [ %901, %875 ], [ 0.000000e+00, %747 ]
  %878 = phi i64 [ %903, %875 ], [ 0, %747 ]
  %879 = add i64 %876, %748
  %880 = getelementptr inbounds float, ptr %136, i64 %879
  %881 = load float, ptr %880, align 4, !tbaa !30
  %882 = fpext float %881 to double
  %883 = fadd double %877, %882
  %884 = or disjoint i64 %876, 1
  %885 = add i64 %884, %748
  %886 = getelementptr inbounds float, ptr %136, i64 %885
  %887 = load float, ptr %886, align 4, !tbaa !30
  %888 = fpext float %887 to double
  %889 = fadd double %883, %888
  %890 = or disjoint i64 %876, 2
  %891 = add i64 %890, %748
  %892 = getelementptr inbounds float, ptr %136, i64 %891
  %893 = load float, ptr %892, align 4, !tbaa !30
  %894 = fpext float %893 to double
  %895 = fadd double %889, %894
  %896 = or disjoint i64 %876, 3
  %897 = add i64 %896, %748
  %898 = getelementptr inbounds float, ptr %136, i64 %897
  %899 = load float, ptr %898, align 4, !tbaa !30
  %900 = fpext float %899 to double
  %901 = fadd double %895, %900
  %902 = add nuw i64 %876, 4
  %903 = add i64 %878, 4
  %904 = icmp eq i64 %903, %739
  br i1 %904, label %808, label %875, !llvm.loop !172

905:                                              ; preds = %910, %869, %824
  %906 = phi i1 [ %835, %824 ], [ %874, %869 ], [ %922, %910 ]
  %907 = freeze i1 %906
  %908 = add nuw i64 %745, 1
  %909 = icmp eq i64 %908, %46
  br i1 %909, label %749, label %744, !llvm.loop !173

910:                                              ; preds = %838, %910
  %911 = phi i64 [ %923, %910 ], [ %839, %838 ]
  %912 = phi i1 [ %922, %910 ], [ %840, %838 ]
  %913 = add i64 %911, %837
  %914 = getelementptr inbounds float, ptr %136, i64 %913
  %915 = load float, ptr %914, align 4, !tbaa !30
  %916 = getelementptr inbounds float, ptr %165, i64 %913
  %917 = load float, ptr %916, align 4, !tbaa !30
  %918 = fneg float %917
  %919 = call float @llvm.fmuladd.f32(float %915, float %827, float %918)
  %920 = call noundef float @llvm.fabs.f32(float %919)
  %921 = fcmp ule float %920, 0x3F1A36E2E0000000
  %922 = select i1 %921, i1 %912, i1 false
  %923 = add nuw i64 %911, 1
  %924 = icmp eq i64 %923, %47
  br i1 %924, label %905, label %910, !llvm.loop !174

925:                                              ; preds = %417, %806, %804, %802, %682, %676, %419, %415
  %926 = phi { ptr, i32 } [ %416, %415 ], [ %418, %417 ], [ %807, %806 ], [ %805, %804 ], [ %803, %802 ], [ %683, %682 ], [ %677, %676 ], [ %420, %419 ]
  %927 = icmp eq ptr %165, null
  br i1 %927, label %932, label %928

928:                                              ; preds = %925
  %929 = ptrtoint ptr %166 to i64
  %930 = ptrtoint ptr %165 to i64
  %931 = sub i64 %929, %930
  call void @_ZdlPvm(ptr noundef nonnull %165, i64 noundef %931) #23
  br label %932

932:                                              ; preds = %928, %925
  %933 = icmp eq ptr %163, null
  br i1 %933, label %941, label %934

934:                                              ; preds = %184, %932
  %935 = phi { ptr, i32 } [ %185, %184 ], [ %926, %932 ]
  %936 = phi ptr [ %147, %184 ], [ %164, %932 ]
  %937 = phi ptr [ %145, %184 ], [ %163, %932 ]
  %938 = ptrtoint ptr %936 to i64
  %939 = ptrtoint ptr %937 to i64
  %940 = sub i64 %938, %939
  call void @_ZdlPvm(ptr noundef nonnull %937, i64 noundef %940) #23
  br label %941

941:                                              ; preds = %934, %932, %182
  %942 = phi { ptr, i32 } [ %183, %182 ], [ %926, %932 ], [ %935, %934 ]
  %943 = icmp eq ptr %136, null
  br i1 %943, label %948, label %944

944:                                              ; preds = %941
  %945 = ptrtoint ptr %135 to i64
  %946 = ptrtoint ptr %136 to i64
  %947 = sub i64 %945, %946
  call void @_ZdlPvm(ptr noundef nonnull %136, i64 noundef %947) #23
  br label %948

948:                                              ; preds = %944, %941, %180
  %949 = phi { ptr, i32 } [ %181, %180 ], [ %942, %941 ], [ %942, %944 ]
  call void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %20) #21
  br label %950

950:                                              ; preds = %948, %68
  %951 = phi { ptr, i32 } [ %949, %948 ], [ %60, %68 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %20) #21
  resume { ptr, i32 } %951
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtoul(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #2

declare i32 @__gxx_personality_v0(...)

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  tail call void %21(ptr noundef nonnull align 8 dereferenceable(16) %10) #21
  %22 = load ptr, ptr %10, align 8, !tbaa !22
  %23 = getelementptr inbounds i8, ptr %22, i64 24
  %24 = load ptr, ptr %23, align 8
  tail call void %24(ptr noundef nonnull align 8 dereferenceable(16) %10) #21
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %10) #21
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
  tail call void @_ZdlPvm(ptr noundef nonnull %42, i64 noundef %49) #23
  br label %50

50:                                               ; preds = %41, %44
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V113malloc_sharedIfEEPT_mRKNS0_5queueERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(24) %3) local_unnamed_addr #4 comdat personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::device", align 8
  %6 = alloca %"class.sycl::_V1::context", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #21
  call void @_ZNK4sycl3_V15queue10get_deviceEv(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::device") align 8 %5, ptr noundef nonnull align 8 dereferenceable(16) %1)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #21
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
  call void %22(ptr noundef nonnull align 8 dereferenceable(16) %11) #21
  %23 = load ptr, ptr %11, align 8, !tbaa !22
  %24 = getelementptr inbounds i8, ptr %23, i64 24
  %25 = load ptr, ptr %24, align 8
  call void %25(ptr noundef nonnull align 8 dereferenceable(16) %11) #21
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
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %11) #21
  br label %37

37:                                               ; preds = %9, %18, %33, %36
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #21
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #21
  ret ptr %8

38:                                               ; preds = %4
  %39 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V17contextD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %6) #21
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #21
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #21
  resume { ptr, i32 } %39
}

declare void @_ZN4sycl3_V15event4waitEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #5

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #21
  %15 = load ptr, ptr %3, align 8, !tbaa !22
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #21
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #21
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

declare void @_ZN4sycl3_V14freeEPvRKNS0_5queueERKNS0_6detail13code_locationE(ptr noundef, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #6

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #7

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #21
  %15 = load ptr, ptr %3, align 8, !tbaa !22
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #21
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #21
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

declare noundef i32 @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE(ptr noundef nonnull align 8 dereferenceable(8)) #5

declare void @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE(ptr noundef) #5

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::device", align 8
  %6 = alloca %"class.std::function.15", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #21
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #21
  %7 = getelementptr inbounds i8, ptr %6, i64 16
  %8 = getelementptr inbounds i8, ptr %6, i64 24
  %9 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 0, ptr %9, align 8
  store ptr %1, ptr %6, align 8, !tbaa !5
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_, ptr %8, align 8, !tbaa !175
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
  call void @__clang_call_terminate(ptr %18) #22
  unreachable

19:                                               ; preds = %11, %14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #21
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #21
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
  call void @__clang_call_terminate(ptr %28) #22
  unreachable

29:                                               ; preds = %20, %24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #21
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #21
  resume { ptr, i32 } %21
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #8

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(24) %1) #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::exception_list", align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3)
  %4 = load ptr, ptr %0, align 8, !tbaa !5
  %5 = load <2 x ptr>, ptr %1, align 8, !tbaa !5
  store <2 x ptr> %5, ptr %3, align 16, !tbaa !5
  %6 = getelementptr inbounds i8, ptr %3, i64 16
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  %8 = load ptr, ptr %7, align 8, !tbaa !177
  store ptr %8, ptr %6, align 16, !tbaa !177
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, i8 0, i64 24, i1 false)
  invoke void %4(ptr noundef nonnull %3)
          to label %9 unwind label %32

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %3, i64 8
  %11 = load ptr, ptr %3, align 16, !tbaa !179
  %12 = load ptr, ptr %10, align 8, !tbaa !180
  %13 = icmp eq ptr %11, %12
  br i1 %13, label %24, label %14

14:                                               ; preds = %9, %19
  %15 = phi ptr [ %20, %19 ], [ %11, %9 ]
  %16 = load ptr, ptr %15, align 8, !tbaa !181
  %17 = icmp eq ptr %16, null
  br i1 %17, label %19, label %18

18:                                               ; preds = %14
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %15) #21
  br label %19

19:                                               ; preds = %18, %14
  %20 = getelementptr inbounds i8, ptr %15, i64 8
  %21 = icmp eq ptr %20, %12
  br i1 %21, label %22, label %14, !llvm.loop !183

22:                                               ; preds = %19
  %23 = load ptr, ptr %3, align 16, !tbaa !179
  br label %24

24:                                               ; preds = %22, %9
  %25 = phi ptr [ %23, %22 ], [ %11, %9 ]
  %26 = icmp eq ptr %25, null
  br i1 %26, label %34, label %27

27:                                               ; preds = %24
  %28 = load ptr, ptr %6, align 16, !tbaa !177
  %29 = ptrtoint ptr %28 to i64
  %30 = ptrtoint ptr %25 to i64
  %31 = sub i64 %29, %30
  call void @_ZdlPvm(ptr noundef nonnull %25, i64 noundef %31) #23
  br label %34

32:                                               ; preds = %2
  %33 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V114exception_listD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %3) #21
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
  %6 = load ptr, ptr %1, align 8, !tbaa !5
  br label %7

7:                                                ; preds = %3, %4, %5
  %8 = phi ptr [ %6, %5 ], [ %1, %4 ], [ @_ZTIPFvN4sycl3_V114exception_listEE, %3 ]
  store ptr %8, ptr %0, align 8, !tbaa !5
  br label %9

9:                                                ; preds = %7, %3
  ret i1 false
}

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #9 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #21
  tail call void @_ZSt9terminatev() #22
  unreachable
}

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V114exception_listD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !179
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !180
  %5 = icmp eq ptr %2, %4
  br i1 %5, label %16, label %6

6:                                                ; preds = %1, %11
  %7 = phi ptr [ %12, %11 ], [ %2, %1 ]
  %8 = load ptr, ptr %7, align 8, !tbaa !181
  %9 = icmp eq ptr %8, null
  br i1 %9, label %11, label %10

10:                                               ; preds = %6
  tail call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %7) #21
  br label %11

11:                                               ; preds = %10, %6
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  %13 = icmp eq ptr %12, %4
  br i1 %13, label %14, label %6, !llvm.loop !183

14:                                               ; preds = %11
  %15 = load ptr, ptr %0, align 8, !tbaa !179
  br label %16

16:                                               ; preds = %14, %1
  %17 = phi ptr [ %15, %14 ], [ %2, %1 ]
  %18 = icmp eq ptr %17, null
  br i1 %18, label %25, label %19

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !177
  %22 = ptrtoint ptr %21 to i64
  %23 = ptrtoint ptr %17 to i64
  %24 = sub i64 %22, %23
  tail call void @_ZdlPvm(ptr noundef nonnull %17, i64 noundef %24) #23
  br label %25

25:                                               ; preds = %16, %19
  ret void
}

; Function Attrs: nounwind
declare void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #10

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #11

declare void @_ZN4sycl3_V16detail13select_deviceERKSt8functionIFiRKNS0_6deviceEEE(ptr dead_on_unwind writable sret(%"class.sycl::_V1::device") align 8, ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #5

declare void @_ZN4sycl3_V15queueC2ERKNS0_6deviceERKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(8), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #5

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(8) %1) #4 comdat align 2 {
  %3 = load ptr, ptr %0, align 8, !tbaa !5
  %4 = tail call noundef i32 %3(ptr noundef nonnull align 8 dereferenceable(8) %1)
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
define linkonce_odr dso_local void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %0) local_unnamed_addr #12 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !22
  %3 = getelementptr inbounds i8, ptr %2, i64 16
  %4 = load ptr, ptr %3, align 8
  tail call void %4(ptr noundef nonnull align 8 dereferenceable(16) %0) #21
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
  tail call void %19(ptr noundef nonnull align 8 dereferenceable(16) %0) #21
  br label %20

20:                                               ; preds = %13, %16
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #6

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #13

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(ptr noundef) local_unnamed_addr #14

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #15

declare void @_ZNK4sycl3_V15queue10get_deviceEv(ptr dead_on_unwind writable sret(%"class.sycl::_V1::device") align 8, ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #5

declare void @_ZNK4sycl3_V15queue11get_contextEv(ptr dead_on_unwind writable sret(%"class.sycl::_V1::context") align 8, ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #5

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17contextD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #21
  %15 = load ptr, ptr %3, align 8, !tbaa !22
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #21
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #21
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

declare noundef ptr @_ZN4sycl3_V120aligned_alloc_sharedEmmRKNS0_6deviceERKNS0_7contextERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef, i64 noundef, ptr noundef nonnull align 8 dereferenceable(8), ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #5

declare void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9), ptr noundef nonnull align 8 dereferenceable(24)) unnamed_addr #5

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9)) local_unnamed_addr #5

; Function Attrs: nounwind
declare void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9)) unnamed_addr #10

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local { i64, i32 } @_ZN4sycl3_V16detail18getKernelParamDescI7RowSumsEENS1_19kernel_param_desc_tEi(i32 noundef %0) #4 comdat {
  %2 = add i32 %0, 2
  %3 = zext i32 %2 to i64
  %4 = getelementptr inbounds [12 x %"struct.sycl::_V1::detail::kernel_param_desc_t"], ptr @_ZN4sycl3_V16detailL17kernel_signaturesE, i64 0, i64 %3
  %5 = load i64, ptr %4, align 4
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = load i32, ptr %6, align 4, !tbaa !25
  %8 = insertvalue { i64, i32 } poison, i64 %5, 0
  %9 = insertvalue { i64, i32 } %8, i32 %7, 1
  ret { i64, i32 } %9
}

declare void @_ZN4sycl3_V136submit_kernel_direct_with_event_implERKNS0_5queueERKNS0_6detail16nd_range_view_v113nd_range_viewERNS4_17HostKernelRefBaseEPNS4_16DeviceKernelInfoENS0_4spanIKNS0_5eventELm18446744073709551615EEERKNS4_27kernel_launch_properties_v111PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENSJ_5intel12experimental12cache_configENSL_17use_root_sync_keyENSL_23work_group_progress_keyENSL_22sub_group_progress_keyENSL_22work_item_progress_keyENSL_4cuda12cluster_sizeILi1EEENSV_ILi2EEENSV_ILi3EEEEEERKNS4_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(8), ptr noundef, ptr noundef byval(%"class.sycl::_V1::span") align 8, ptr noundef nonnull align 8 dereferenceable(145), ptr noundef nonnull align 8 dereferenceable(24), i1 noundef zeroext) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare i32 @__cxa_guard_acquire(ptr) local_unnamed_addr #16

declare noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoERKNS1_27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(81)) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare void @__cxa_guard_abort(ptr) local_unnamed_addr #16

; Function Attrs: nofree nounwind
declare void @__cxa_guard_release(ptr) local_unnamed_addr #16

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal noundef ptr @_ZN4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE_RS5_NS0_4itemILi1ELb1EEELi1EE6getPtrEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %0) unnamed_addr #17 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !184
  ret ptr %3
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE_RS5_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #18 align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 16) #23
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZNK4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE_RS5_NS0_4itemILi1ELb1EEELi1EE19takeOrCopyOwnershipEv(ptr dead_on_unwind noalias nocapture writable writeonly sret(%"class.std::unique_ptr") align 8 %0, ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %1) unnamed_addr #4 align 2 personality ptr @__gxx_personality_v0 {
  %3 = invoke noalias noundef nonnull dereferenceable(32) ptr @_Znwm(i64 noundef 32) #25
          to label %4 unwind label %8

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !184
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %3, align 8, !tbaa !22
  %7 = getelementptr inbounds i8, ptr %3, i64 8
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %7, ptr noundef nonnull readonly align 8 dereferenceable(24) %6, i64 24, i1 false), !tbaa.struct !188
  store ptr %3, ptr %0, align 8, !tbaa !5
  ret void

8:                                                ; preds = %2
  %9 = landingpad { ptr, i32 }
          cleanup
  store ptr null, ptr %0, align 8, !tbaa !5
  resume { ptr, i32 } %9
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(32) %0) unnamed_addr #19 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #18 align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 32) #23
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local { i64, i32 } @_ZN4sycl3_V16detail18getKernelParamDescI8RowScaleEENS1_19kernel_param_desc_tEi(i32 noundef %0) #4 comdat {
  %2 = add i32 %0, 7
  %3 = zext i32 %2 to i64
  %4 = getelementptr inbounds [12 x %"struct.sycl::_V1::detail::kernel_param_desc_t"], ptr @_ZN4sycl3_V16detailL17kernel_signaturesE, i64 0, i64 %3
  %5 = load i64, ptr %4, align 4
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = load i32, ptr %6, align 4, !tbaa !25
  %8 = insertvalue { i64, i32 } poison, i64 %5, 0
  %9 = insertvalue { i64, i32 } %8, i32 %7, 1
  ret { i64, i32 } %9
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail14HostKernelBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #18 comdat align 2 {
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal noundef ptr @_ZN4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE0_RS5_NS0_4itemILi1ELb1EEELi1EE6getPtrEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %0) unnamed_addr #17 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !190
  ret ptr %3
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE0_RS5_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #18 align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 16) #23
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZNK4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE0_RS5_NS0_4itemILi1ELb1EEELi1EE19takeOrCopyOwnershipEv(ptr dead_on_unwind noalias nocapture writable writeonly sret(%"class.std::unique_ptr") align 8 %0, ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %1) unnamed_addr #4 align 2 personality ptr @__gxx_personality_v0 {
  %3 = invoke noalias noundef nonnull dereferenceable(40) ptr @_Znwm(i64 noundef 40) #25
          to label %4 unwind label %8

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !190
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %3, align 8, !tbaa !22
  %7 = getelementptr inbounds i8, ptr %3, i64 8
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %7, ptr noundef nonnull readonly align 8 dereferenceable(32) %6, i64 32, i1 false), !tbaa.struct !192
  store ptr %3, ptr %0, align 8, !tbaa !5
  ret void

8:                                                ; preds = %2
  %9 = landingpad { ptr, i32 }
          cleanup
  store ptr null, ptr %0, align 8, !tbaa !5
  resume { ptr, i32 } %9
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(40) %0) unnamed_addr #19 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #18 align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 40) #23
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #20

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #20

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fabs.v4f32(<4 x float>) #20

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inlinehint mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #9 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #14 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #16 = { nofree nounwind }
attributes #17 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #18 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #19 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #20 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #21 = { nounwind }
attributes #22 = { noreturn nounwind }
attributes #23 = { builtin nounwind }
attributes #24 = { noreturn }
attributes #25 = { builtin allocsize(0) }

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
!30 = !{!31, !31, i64 0}
!31 = !{!"float", !7, i64 0}
!32 = distinct !{!32, !28}
!33 = !{!34, !6, i64 0}
!34 = !{!"_ZTSN4sycl3_V16detail13code_locationE", !6, i64 0, !6, i64 8, !20, i64 16, !20, i64 20}
!35 = !{!36}
!36 = distinct !{!36, !37, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!37 = distinct !{!37, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!38 = !{!34, !6, i64 8}
!39 = !{!34, !20, i64 16}
!40 = !{!34, !20, i64 20}
!41 = !{!42}
!42 = distinct !{!42, !43, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!43 = distinct !{!43, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!44 = !{!45}
!45 = distinct !{!45, !46, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!46 = distinct !{!46, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!47 = distinct !{!47, !48}
!48 = !{!"llvm.loop.unroll.disable"}
!49 = distinct !{!49, !28, !50, !51}
!50 = !{!"llvm.loop.isvectorized", i32 1}
!51 = !{!"llvm.loop.unroll.runtime.disable"}
!52 = distinct !{!52, !28, !50}
!53 = !{!54, !55, i64 0}
!54 = !{!"_ZTSZ4mainEUlN4sycl3_V12idILi1EEEE_", !55, i64 0, !6, i64 8, !6, i64 16}
!55 = !{!"long", !7, i64 0}
!56 = !{!54, !6, i64 8}
!57 = !{!54, !6, i64 16}
!58 = !{!59, !61, !63}
!59 = distinct !{!59, !60, !"_ZN4sycl3_V15queue17parallel_for_implI7RowSumsLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESJ_DpOSH_: argument 0"}
!60 = distinct !{!60, !"_ZN4sycl3_V15queue17parallel_for_implI7RowSumsLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESJ_DpOSH_"}
!61 = distinct !{!61, !62, !"_ZN4sycl3_V15queue17parallel_for_implI7RowSumsLi1EJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXsr6detail23AreAllButLastReductionsIDpT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEEDpOS9_: argument 0"}
!62 = distinct !{!62, !"_ZN4sycl3_V15queue17parallel_for_implI7RowSumsLi1EJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXsr6detail23AreAllButLastReductionsIDpT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEEDpOS9_"}
!63 = distinct !{!63, !64, !"_ZN4sycl3_V15queue12parallel_forI7RowSumsJZ4mainEUlNS0_2idILi1EEEE_EEENS0_5eventENS0_5rangeILi1EEEDpOT0_: argument 0"}
!64 = distinct !{!64, !"_ZN4sycl3_V15queue12parallel_forI7RowSumsJZ4mainEUlNS0_2idILi1EEEE_EEENS0_5eventENS0_5rangeILi1EEEDpOT0_"}
!65 = !{!66, !59, !61, !63}
!66 = distinct !{!66, !67, !"_ZN4sycl3_V16detail33submit_kernel_direct_parallel_forI7RowSumsLb1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEERZ4mainEUlNS0_2idILi1EEEE_Li1EEEDaRKNS0_5queueENS0_5rangeIXT3_EEEOT2_NS0_4spanIKNS0_5eventELm18446744073709551615EEERKT1_RKNS1_13code_locationE: argument 0"}
!67 = distinct !{!67, !"_ZN4sycl3_V16detail33submit_kernel_direct_parallel_forI7RowSumsLb1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEERZ4mainEUlNS0_2idILi1EEEE_Li1EEEDaRKNS0_5queueENS0_5rangeIXT3_EEEOT2_NS0_4spanIKNS0_5eventELm18446744073709551615EEERKT1_RKNS1_13code_locationE"}
!68 = !{!69, !6, i64 0}
!69 = !{!"_ZTSN4sycl3_V16detail16nd_range_view_v113nd_range_viewE", !6, i64 0, !6, i64 8, !6, i64 16, !55, i64 24}
!70 = !{!69, !55, i64 24}
!71 = !{!72, !66, !59, !61, !63}
!72 = distinct !{!72, !73, !"_ZN4sycl3_V16detail20submit_kernel_directILNS1_6WrapAsE1ENS0_4itemILi1ELb1EEE7RowSumsLb1ENS0_3ext6oneapi12experimental10propertiesINS9_6detail20properties_type_listIJEEEEERZ4mainEUlNS0_2idILi1EEEE_Li1EEEDaRKNS0_5queueERKNS1_16nd_range_view_v113nd_range_viewEOT4_NS0_4spanIKNS0_5eventELm18446744073709551615EEERKT3_RKNS1_13code_locationE: argument 0"}
!73 = distinct !{!73, !"_ZN4sycl3_V16detail20submit_kernel_directILNS1_6WrapAsE1ENS0_4itemILi1ELb1EEE7RowSumsLb1ENS0_3ext6oneapi12experimental10propertiesINS9_6detail20properties_type_listIJEEEEERZ4mainEUlNS0_2idILi1EEEE_Li1EEEDaRKNS0_5queueERKNS1_16nd_range_view_v113nd_range_viewEOT4_NS0_4spanIKNS0_5eventELm18446744073709551615EEERKT3_RKNS1_13code_locationE"}
!74 = !{!"branch_weights", i32 1, i32 1048575}
!75 = !{!76, !77, i64 8}
!76 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeEE", !7, i64 0, !77, i64 8}
!77 = !{!"bool", !7, i64 0}
!78 = !{!79, !81}
!79 = distinct !{!79, !80, !"_ZN4sycl3_V16detail27kernel_launch_properties_v129extractKernelPropertiesCommonINS2_11PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEELb0ENS7_10propertiesINS7_6detail20properties_type_listIJEEEEEvEET_T1_: argument 0"}
!80 = distinct !{!80, !"_ZN4sycl3_V16detail27kernel_launch_properties_v129extractKernelPropertiesCommonINS2_11PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEELb0ENS7_10propertiesINS7_6detail20properties_type_listIJEEEEEvEET_T1_"}
!81 = distinct !{!81, !82, !"_ZN4sycl3_V16detail27kernel_launch_properties_v123extractKernelPropertiesILb0ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEvEEDaT0_: argument 0"}
!82 = distinct !{!82, !"_ZN4sycl3_V16detail27kernel_launch_properties_v123extractKernelPropertiesILb0ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEvEEDaT0_"}
!83 = !{!84, !77, i64 2}
!84 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext5intel12experimental12cache_configEE", !7, i64 0, !77, i64 2}
!85 = !{!86, !77, i64 0}
!86 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental17use_root_sync_keyEvEE", !77, i64 0}
!87 = !{!88, !77, i64 4}
!88 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeEE", !7, i64 0, !77, i64 4}
!89 = !{!90, !77, i64 4}
!90 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental15execution_scopeEE", !7, i64 0, !77, i64 4}
!91 = !{!92, !77, i64 8}
!92 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEEE", !7, i64 0, !77, i64 8}
!93 = !{!94, !77, i64 16}
!94 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEEE", !7, i64 0, !77, i64 16}
!95 = !{!96, !77, i64 24}
!96 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEEE", !7, i64 0, !77, i64 24}
!97 = !{!98, !77, i64 144}
!98 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v111PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS4_5intel12experimental12cache_configENS6_17use_root_sync_keyENS6_23work_group_progress_keyENS6_22sub_group_progress_keyENS6_22work_item_progress_keyENS6_4cuda12cluster_sizeILi1EEENSG_ILi2EEENSG_ILi3EEEEEE", !99, i64 0, !103, i64 16, !86, i64 20, !107, i64 24, !114, i64 40, !115, i64 56, !116, i64 72, !120, i64 88, !124, i64 112, !77, i64 144}
!99 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental23work_group_scratch_sizeEvEE", !100, i64 0}
!100 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeEE", !101, i64 0}
!101 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeELb1ELb1EE", !102, i64 0}
!102 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeELb1ELb1ELb1EE", !76, i64 0}
!103 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext5intel12experimental12cache_configEvEE", !104, i64 0}
!104 = !{!"_ZTSSt8optionalIN4sycl3_V13ext5intel12experimental12cache_configEE", !105, i64 0}
!105 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext5intel12experimental12cache_configELb1ELb1EE", !106, i64 0}
!106 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext5intel12experimental12cache_configELb1ELb1ELb1EE", !84, i64 0}
!107 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental23work_group_progress_keyEvEE", !108, i64 0, !111, i64 8}
!108 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeEE", !109, i64 0}
!109 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeELb1ELb1EE", !110, i64 0}
!110 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeELb1ELb1ELb1EE", !88, i64 0}
!111 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental15execution_scopeEE", !112, i64 0}
!112 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental15execution_scopeELb1ELb1EE", !113, i64 0}
!113 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental15execution_scopeELb1ELb1ELb1EE", !90, i64 0}
!114 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental22sub_group_progress_keyEvEE", !108, i64 0, !111, i64 8}
!115 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental22work_item_progress_keyEvEE", !108, i64 0, !111, i64 8}
!116 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental4cuda12cluster_sizeILi1EEEvEE", !117, i64 0}
!117 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEEE", !118, i64 0}
!118 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEELb1ELb1EE", !119, i64 0}
!119 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEELb1ELb1ELb1EE", !92, i64 0}
!120 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental4cuda12cluster_sizeILi2EEEvEE", !121, i64 0}
!121 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEEE", !122, i64 0}
!122 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEELb1ELb1EE", !123, i64 0}
!123 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEELb1ELb1ELb1EE", !94, i64 0}
!124 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental4cuda12cluster_sizeILi3EEEvEE", !125, i64 0}
!125 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEEE", !126, i64 0}
!126 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEELb1ELb1EE", !127, i64 0}
!127 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEELb1ELb1ELb1EE", !96, i64 0}
!128 = !{!129, !77, i64 8}
!129 = !{!"_ZTSN4sycl3_V16detail14tls_code_loc_tE", !6, i64 0, !77, i64 8}
!130 = !{i8 0, i8 2}
!131 = !{}
!132 = !{!133, !6, i64 0}
!133 = !{!"_ZTSZ4mainEUlN4sycl3_V12idILi1EEEE0_", !6, i64 0, !55, i64 8, !6, i64 16, !6, i64 24}
!134 = !{!133, !55, i64 8}
!135 = !{!133, !6, i64 16}
!136 = !{!133, !6, i64 24}
!137 = !{!138, !140, !142}
!138 = distinct !{!138, !139, !"_ZN4sycl3_V15queue17parallel_for_implI8RowScaleLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE0_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESJ_DpOSH_: argument 0"}
!139 = distinct !{!139, !"_ZN4sycl3_V15queue17parallel_for_implI8RowScaleLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE0_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESJ_DpOSH_"}
!140 = distinct !{!140, !141, !"_ZN4sycl3_V15queue17parallel_for_implI8RowScaleLi1EJRZ4mainEUlNS0_2idILi1EEEE0_EEENSt9enable_ifIXsr6detail23AreAllButLastReductionsIDpT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEEDpOS9_: argument 0"}
!141 = distinct !{!141, !"_ZN4sycl3_V15queue17parallel_for_implI8RowScaleLi1EJRZ4mainEUlNS0_2idILi1EEEE0_EEENSt9enable_ifIXsr6detail23AreAllButLastReductionsIDpT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEEDpOS9_"}
!142 = distinct !{!142, !143, !"_ZN4sycl3_V15queue12parallel_forI8RowScaleJZ4mainEUlNS0_2idILi1EEEE0_EEENS0_5eventENS0_5rangeILi1EEEDpOT0_: argument 0"}
!143 = distinct !{!143, !"_ZN4sycl3_V15queue12parallel_forI8RowScaleJZ4mainEUlNS0_2idILi1EEEE0_EEENS0_5eventENS0_5rangeILi1EEEDpOT0_"}
!144 = !{!145, !138, !140, !142}
!145 = distinct !{!145, !146, !"_ZN4sycl3_V16detail33submit_kernel_direct_parallel_forI8RowScaleLb1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEERZ4mainEUlNS0_2idILi1EEEE0_Li1EEEDaRKNS0_5queueENS0_5rangeIXT3_EEEOT2_NS0_4spanIKNS0_5eventELm18446744073709551615EEERKT1_RKNS1_13code_locationE: argument 0"}
!146 = distinct !{!146, !"_ZN4sycl3_V16detail33submit_kernel_direct_parallel_forI8RowScaleLb1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEERZ4mainEUlNS0_2idILi1EEEE0_Li1EEEDaRKNS0_5queueENS0_5rangeIXT3_EEEOT2_NS0_4spanIKNS0_5eventELm18446744073709551615EEERKT1_RKNS1_13code_locationE"}
!147 = !{!148, !145, !138, !140, !142}
!148 = distinct !{!148, !149, !"_ZN4sycl3_V16detail20submit_kernel_directILNS1_6WrapAsE1ENS0_4itemILi1ELb1EEE8RowScaleLb1ENS0_3ext6oneapi12experimental10propertiesINS9_6detail20properties_type_listIJEEEEERZ4mainEUlNS0_2idILi1EEEE0_Li1EEEDaRKNS0_5queueERKNS1_16nd_range_view_v113nd_range_viewEOT4_NS0_4spanIKNS0_5eventELm18446744073709551615EEERKT3_RKNS1_13code_locationE: argument 0"}
!149 = distinct !{!149, !"_ZN4sycl3_V16detail20submit_kernel_directILNS1_6WrapAsE1ENS0_4itemILi1ELb1EEE8RowScaleLb1ENS0_3ext6oneapi12experimental10propertiesINS9_6detail20properties_type_listIJEEEEERZ4mainEUlNS0_2idILi1EEEE0_Li1EEEDaRKNS0_5queueERKNS1_16nd_range_view_v113nd_range_viewEOT4_NS0_4spanIKNS0_5eventELm18446744073709551615EEERKT3_RKNS1_13code_locationE"}
!150 = !{!151, !153}
!151 = distinct !{!151, !152, !"_ZN4sycl3_V16detail27kernel_launch_properties_v129extractKernelPropertiesCommonINS2_11PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEELb0ENS7_10propertiesINS7_6detail20properties_type_listIJEEEEEvEET_T1_: argument 0"}
!152 = distinct !{!152, !"_ZN4sycl3_V16detail27kernel_launch_properties_v129extractKernelPropertiesCommonINS2_11PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEELb0ENS7_10propertiesINS7_6detail20properties_type_listIJEEEEEvEET_T1_"}
!153 = distinct !{!153, !154, !"_ZN4sycl3_V16detail27kernel_launch_properties_v123extractKernelPropertiesILb0ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEvEEDaT0_: argument 0"}
!154 = distinct !{!154, !"_ZN4sycl3_V16detail27kernel_launch_properties_v123extractKernelPropertiesILb0ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEvEEDaT0_"}
!155 = distinct !{!155, !48}
!156 = distinct !{!156, !28, !50, !51}
!157 = distinct !{!157, !48}
!158 = distinct !{!158, !28, !50, !51}
!159 = distinct !{!159, !28, !50}
!160 = !{!161}
!161 = distinct !{!161, !162, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!162 = distinct !{!162, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!163 = distinct !{!163, !28, !50}
!164 = !{!165}
!165 = distinct !{!165, !166, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!166 = distinct !{!166, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!167 = !{!168}
!168 = distinct !{!168, !169, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!169 = distinct !{!169, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!170 = distinct !{!170, !48}
!171 = distinct !{!171, !28, !50, !51}
!172 = distinct !{!172, !28}
!173 = distinct !{!173, !28}
!174 = distinct !{!174, !28, !51, !50}
!175 = !{!176, !6, i64 24}
!176 = !{!"_ZTSSt8functionIFiRKN4sycl3_V16deviceEEE", !11, i64 0, !6, i64 24}
!177 = !{!178, !6, i64 16}
!178 = !{!"_ZTSNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE17_Vector_impl_dataE", !6, i64 0, !6, i64 8, !6, i64 16}
!179 = !{!178, !6, i64 0}
!180 = !{!178, !6, i64 8}
!181 = !{!182, !6, i64 0}
!182 = !{!"_ZTSNSt15__exception_ptr13exception_ptrE", !6, i64 0}
!183 = distinct !{!183, !28}
!184 = !{!185, !6, i64 8}
!185 = !{!"_ZTSN4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE_RS5_NS0_4itemILi1ELb1EEELi1EEE", !186, i64 0, !6, i64 8}
!186 = !{!"_ZTSN4sycl3_V16detail17HostKernelRefBaseE", !187, i64 0}
!187 = !{!"_ZTSN4sycl3_V16detail14HostKernelBaseE"}
!188 = !{i64 0, i64 8, !189, i64 8, i64 8, !5, i64 16, i64 8, !5}
!189 = !{!55, !55, i64 0}
!190 = !{!191, !6, i64 8}
!191 = !{!"_ZTSN4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE0_RS5_NS0_4itemILi1ELb1EEELi1EEE", !186, i64 0, !6, i64 8}
!192 = !{i64 0, i64 8, !5, i64 8, i64 8, !189, i64 16, i64 8, !5, i64 24, i64 8, !5}
