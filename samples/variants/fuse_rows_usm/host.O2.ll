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
%class.anon.9 = type { i64, ptr, ptr }
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

$_ZN4sycl3_V16detail18getKernelParamDescI6SquareEENS1_19kernel_param_desc_tEi = comdat any

$_ZN4sycl3_V16detail18getKernelParamDescI8RowTotalEENS1_19kernel_param_desc_tEi = comdat any

$_ZN4sycl3_V16detail14HostKernelBaseD2Ev = comdat any

$_ZTSPFvN4sycl3_V114exception_listEE = comdat any

$_ZTSFvN4sycl3_V114exception_listEE = comdat any

$_ZTIFvN4sycl3_V114exception_listEE = comdat any

$_ZTIPFvN4sycl3_V114exception_listEE = comdat any

$_ZTSPFiRKN4sycl3_V16deviceEE = comdat any

$_ZTSFiRKN4sycl3_V16deviceEE = comdat any

$_ZTIFiRKN4sycl3_V16deviceEE = comdat any

$_ZTIPFiRKN4sycl3_V16deviceEE = comdat any

$_ZZN4sycl3_V16detail19getDeviceKernelInfoI6SquareEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI6SquareEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI6SquareEE = comdat any

$_ZTSN4sycl3_V16detail17HostKernelRefBaseE = comdat any

$_ZTSN4sycl3_V16detail14HostKernelBaseE = comdat any

$_ZTIN4sycl3_V16detail14HostKernelBaseE = comdat any

$_ZTIN4sycl3_V16detail17HostKernelRefBaseE = comdat any

$_ZZN4sycl3_V16detail19getDeviceKernelInfoI8RowTotalEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI8RowTotalEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI8RowTotalEE = comdat any

@.str = private unnamed_addr constant [18 x i8] c"fuse_rows_usm.cpp\00", align 1
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
@.str.6 = private unnamed_addr constant [9 x i8] c"::Square\00", align 1
@__const._ZN4sycl3_V15queue17parallel_for_implI6SquareLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESJ_DpOSH_.CodeLoc = private unnamed_addr constant %"struct.sycl::_V1::detail::code_location" { ptr @.str.5, ptr @.str.6, i32 21, i32 48 }, align 8
@.str.9 = private unnamed_addr constant [12 x i8] c"_ZTS6Square\00", align 1
@_ZZN4sycl3_V16detail19getDeviceKernelInfoI6SquareEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local local_unnamed_addr global ptr null, comdat, align 8
@_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI6SquareEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local global i64 0, comdat, align 8
@_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI6SquareEE = linkonce_odr dso_local constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.9, i64 11 }, i32 3, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.5, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.6, i64 8 }, i32 21, i32 48, i64 24, ptr @_ZN4sycl3_V16detail18getKernelParamDescI6SquareEENS1_19kernel_param_desc_tEi, i8 0 }, comdat, align 8
@_ZN4sycl3_V16detailL17kernel_signaturesE = internal unnamed_addr constant [11 x %"struct.sycl::_V1::detail::kernel_param_desc_t"] [%"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 24, i32 8 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 3, i32 8, i32 8 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 3, i32 8, i32 16 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 24, i32 8 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 3, i32 8, i32 8 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 3, i32 8, i32 16 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 15, i32 -987654321, i32 -987654321 }], align 16
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
@.str.11 = private unnamed_addr constant [11 x i8] c"::RowTotal\00", align 1
@__const._ZN4sycl3_V15queue17parallel_for_implI8RowTotalLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE0_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESJ_DpOSH_.CodeLoc = private unnamed_addr constant %"struct.sycl::_V1::detail::code_location" { ptr @.str.5, ptr @.str.11, i32 22, i32 50 }, align 8
@.str.12 = private unnamed_addr constant [14 x i8] c"_ZTS8RowTotal\00", align 1
@_ZZN4sycl3_V16detail19getDeviceKernelInfoI8RowTotalEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local local_unnamed_addr global ptr null, comdat, align 8
@_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI8RowTotalEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local global i64 0, comdat, align 8
@_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI8RowTotalEE = linkonce_odr dso_local constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.12, i64 13 }, i32 3, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.5, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.11, i64 10 }, i32 22, i32 50, i64 24, ptr @_ZN4sycl3_V16detail18getKernelParamDescI8RowTotalEENS1_19kernel_param_desc_tEi, i8 0 }, comdat, align 8
@_ZTVN4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE0_RS5_NS0_4itemILi1ELb1EEELi1EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE0_RS5_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZN4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE0_RS5_NS0_4itemILi1ELb1EEELi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail14HostKernelBaseD2Ev, ptr @_ZN4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE0_RS5_NS0_4itemILi1ELb1EEELi1EED0Ev, ptr @_ZNK4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE0_RS5_NS0_4itemILi1ELb1EEELi1EE19takeOrCopyOwnershipEv] }, align 8
@_ZTSN4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE0_RS5_NS0_4itemILi1ELb1EEELi1EEE = internal constant [90 x i8] c"N4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE0_RS5_NS0_4itemILi1ELb1EEELi1EEE\00", align 1
@_ZTIN4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE0_RS5_NS0_4itemILi1ELb1EEELi1EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE0_RS5_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZTIN4sycl3_V16detail17HostKernelRefBaseE }, align 8
@_ZTVN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EEE = internal unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail14HostKernelBaseD2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EED0Ev] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EEE = internal constant [83 x i8] c"N4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef range(i32 0, 2) i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %4 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %5 = alloca %"struct.sycl::_V1::detail::kernel_launch_properties_v1::PropsHolder", align 8
  %6 = alloca %"class.sycl::_V1::detail::HostKernelRef.110", align 8
  %7 = alloca %"class.sycl::_V1::span", align 8
  %8 = alloca %"class.sycl::_V1::range", align 8
  %9 = alloca %"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view", align 8
  %10 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %11 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %12 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %13 = alloca %"struct.sycl::_V1::detail::kernel_launch_properties_v1::PropsHolder", align 8
  %14 = alloca %"class.sycl::_V1::detail::HostKernelRef", align 8
  %15 = alloca %"class.sycl::_V1::span", align 8
  %16 = alloca %"class.sycl::_V1::range", align 8
  %17 = alloca %"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view", align 8
  %18 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %19 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %20 = alloca %"class.std::function", align 8
  %21 = alloca %"class.sycl::_V1::queue", align 8
  %22 = alloca %"class.sycl::_V1::property_list", align 8
  %23 = alloca %"class.sycl::_V1::property_list", align 8
  %24 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %25 = alloca %"class.sycl::_V1::property_list", align 8
  %26 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %27 = alloca %"class.sycl::_V1::property_list", align 8
  %28 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %29 = alloca %"class.sycl::_V1::event", align 8
  %30 = alloca %class.anon, align 8
  %31 = alloca %"class.sycl::_V1::event", align 8
  %32 = alloca %class.anon.9, align 8
  %33 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %34 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %35 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %36 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %37 = icmp sgt i32 %0, 1
  br i1 %37, label %38, label %47

38:                                               ; preds = %2
  %39 = getelementptr inbounds i8, ptr %1, i64 8
  %40 = load ptr, ptr %39, align 8, !tbaa !5
  %41 = tail call i64 @strtoul(ptr nocapture noundef %40, ptr noundef null, i32 noundef 10) #21
  %42 = icmp eq i32 %0, 2
  br i1 %42, label %47, label %43

43:                                               ; preds = %38
  %44 = getelementptr inbounds i8, ptr %1, i64 16
  %45 = load ptr, ptr %44, align 8, !tbaa !5
  %46 = tail call i64 @strtoul(ptr nocapture noundef %45, ptr noundef null, i32 noundef 10) #21
  br label %47

47:                                               ; preds = %2, %38, %43
  %48 = phi i64 [ %41, %43 ], [ %41, %38 ], [ 64, %2 ]
  %49 = phi i64 [ %46, %43 ], [ 48, %38 ], [ 48, %2 ]
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %21) #21
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %22) #21
  %50 = getelementptr inbounds i8, ptr %22, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %50, i8 0, i64 24, i1 false)
  store i64 8, ptr %22, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %20) #21
  %51 = getelementptr inbounds i8, ptr %20, i64 16
  %52 = getelementptr inbounds i8, ptr %20, i64 24
  %53 = getelementptr inbounds i8, ptr %20, i64 8
  store i64 0, ptr %53, align 8
  store ptr @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE, ptr %20, align 8, !tbaa !5
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_, ptr %52, align 8, !tbaa !11
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation, ptr %51, align 8, !tbaa !14
  invoke void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %21, ptr noundef nonnull @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE, ptr noundef nonnull align 8 dereferenceable(32) %20, ptr noundef nonnull align 8 dereferenceable(32) %22)
          to label %54 unwind label %62

54:                                               ; preds = %47
  %55 = load ptr, ptr %51, align 8, !tbaa !14
  %56 = icmp eq ptr %55, null
  br i1 %56, label %72, label %57

57:                                               ; preds = %54
  %58 = invoke noundef zeroext i1 %55(ptr noundef nonnull align 8 dereferenceable(16) %20, ptr noundef nonnull align 8 dereferenceable(16) %20, i32 noundef 3)
          to label %72 unwind label %59

59:                                               ; preds = %57
  %60 = landingpad { ptr, i32 }
          catch ptr null
  %61 = extractvalue { ptr, i32 } %60, 0
  call void @__clang_call_terminate(ptr %61) #22
  unreachable

62:                                               ; preds = %47
  %63 = landingpad { ptr, i32 }
          cleanup
  %64 = load ptr, ptr %51, align 8, !tbaa !14
  %65 = icmp eq ptr %64, null
  br i1 %65, label %71, label %66

66:                                               ; preds = %62
  %67 = invoke noundef zeroext i1 %64(ptr noundef nonnull align 8 dereferenceable(16) %20, ptr noundef nonnull align 8 dereferenceable(16) %20, i32 noundef 3)
          to label %71 unwind label %68

68:                                               ; preds = %66
  %69 = landingpad { ptr, i32 }
          catch ptr null
  %70 = extractvalue { ptr, i32 } %69, 0
  call void @__clang_call_terminate(ptr %70) #22
  unreachable

71:                                               ; preds = %66, %62
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #21
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %22) #21
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %22) #21
  br label %805

72:                                               ; preds = %57, %54
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #21
  %73 = load ptr, ptr %50, align 8, !tbaa !15
  %74 = getelementptr inbounds i8, ptr %22, i64 16
  %75 = load ptr, ptr %74, align 8, !tbaa !17
  %76 = icmp eq ptr %73, %75
  br i1 %76, label %111, label %77

77:                                               ; preds = %72, %106
  %78 = phi ptr [ %107, %106 ], [ %73, %72 ]
  %79 = getelementptr inbounds i8, ptr %78, i64 8
  %80 = load ptr, ptr %79, align 8, !tbaa !18
  %81 = icmp eq ptr %80, null
  br i1 %81, label %106, label %82

82:                                               ; preds = %77
  %83 = getelementptr inbounds i8, ptr %80, i64 8
  %84 = load atomic i64, ptr %83 acquire, align 8
  %85 = icmp eq i64 %84, 4294967297
  %86 = trunc i64 %84 to i32
  br i1 %85, label %87, label %95

87:                                               ; preds = %82
  store i32 0, ptr %83, align 8, !tbaa !20
  %88 = getelementptr inbounds i8, ptr %80, i64 12
  store i32 0, ptr %88, align 4, !tbaa !23
  %89 = load ptr, ptr %80, align 8, !tbaa !24
  %90 = getelementptr inbounds i8, ptr %89, i64 16
  %91 = load ptr, ptr %90, align 8
  call void %91(ptr noundef nonnull align 8 dereferenceable(16) %80) #21
  %92 = load ptr, ptr %80, align 8, !tbaa !24
  %93 = getelementptr inbounds i8, ptr %92, i64 24
  %94 = load ptr, ptr %93, align 8
  call void %94(ptr noundef nonnull align 8 dereferenceable(16) %80) #21
  br label %106

95:                                               ; preds = %82
  %96 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %97 = icmp eq i8 %96, 0
  br i1 %97, label %100, label %98

98:                                               ; preds = %95
  %99 = add nsw i32 %86, -1
  store i32 %99, ptr %83, align 4, !tbaa !27
  br label %102

100:                                              ; preds = %95
  %101 = atomicrmw volatile add ptr %83, i32 -1 acq_rel, align 4
  br label %102

102:                                              ; preds = %100, %98
  %103 = phi i32 [ %86, %98 ], [ %101, %100 ]
  %104 = icmp eq i32 %103, 1
  br i1 %104, label %105, label %106, !prof !28

105:                                              ; preds = %102
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %80) #21
  br label %106

106:                                              ; preds = %105, %102, %87, %77
  %107 = getelementptr inbounds i8, ptr %78, i64 16
  %108 = icmp eq ptr %107, %75
  br i1 %108, label %109, label %77, !llvm.loop !29

109:                                              ; preds = %106
  %110 = load ptr, ptr %50, align 8, !tbaa !15
  br label %111

111:                                              ; preds = %109, %72
  %112 = phi ptr [ %110, %109 ], [ %73, %72 ]
  %113 = icmp eq ptr %112, null
  br i1 %113, label %120, label %114

114:                                              ; preds = %111
  %115 = getelementptr inbounds i8, ptr %22, i64 24
  %116 = load ptr, ptr %115, align 8, !tbaa !31
  %117 = ptrtoint ptr %116 to i64
  %118 = ptrtoint ptr %112 to i64
  %119 = sub i64 %117, %118
  call void @_ZdlPvm(ptr noundef nonnull %112, i64 noundef %119) #23
  br label %120

120:                                              ; preds = %111, %114
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %22) #21
  %121 = mul i64 %49, %48
  %122 = icmp ugt i64 %121, 2305843009213693951
  br i1 %122, label %123, label %125

123:                                              ; preds = %120
  invoke void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.4) #24
          to label %124 unwind label %183

124:                                              ; preds = %123
  unreachable

125:                                              ; preds = %120
  %126 = icmp eq i64 %121, 0
  br i1 %126, label %136, label %127

127:                                              ; preds = %125
  %128 = shl nuw nsw i64 %121, 2
  %129 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %128) #25
          to label %130 unwind label %183

130:                                              ; preds = %127
  %131 = getelementptr float, ptr %129, i64 %121
  store float 0.000000e+00, ptr %129, align 4, !tbaa !32
  %132 = getelementptr i8, ptr %129, i64 4
  %133 = icmp eq i64 %121, 1
  br i1 %133, label %136, label %134

134:                                              ; preds = %130
  %135 = add nsw i64 %128, -4
  call void @llvm.memset.p0.i64(ptr align 4 %132, i8 0, i64 %135, i1 false), !tbaa !32
  br label %136

136:                                              ; preds = %134, %130, %125
  %137 = phi ptr [ %131, %130 ], [ %131, %134 ], [ null, %125 ]
  %138 = phi ptr [ %129, %130 ], [ %129, %134 ], [ null, %125 ]
  %139 = phi ptr [ %132, %130 ], [ %131, %134 ], [ null, %125 ]
  %140 = icmp ugt i64 %48, 2305843009213693951
  br i1 %140, label %141, label %143

141:                                              ; preds = %136
  invoke void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.4) #24
          to label %142 unwind label %185

142:                                              ; preds = %141
  unreachable

143:                                              ; preds = %136
  %144 = icmp eq i64 %48, 0
  br i1 %144, label %154, label %145

145:                                              ; preds = %143
  %146 = shl nuw nsw i64 %48, 2
  %147 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %146) #25
          to label %148 unwind label %185

148:                                              ; preds = %145
  %149 = getelementptr float, ptr %147, i64 %48
  store float 0.000000e+00, ptr %147, align 4, !tbaa !32
  %150 = icmp eq i64 %48, 1
  br i1 %150, label %154, label %151

151:                                              ; preds = %148
  %152 = getelementptr i8, ptr %147, i64 4
  %153 = add nsw i64 %146, -4
  call void @llvm.memset.p0.i64(ptr align 4 %152, i8 0, i64 %153, i1 false), !tbaa !32
  br label %154

154:                                              ; preds = %151, %148, %143
  %155 = phi ptr [ %147, %148 ], [ %147, %151 ], [ null, %143 ]
  %156 = phi ptr [ %149, %148 ], [ %149, %151 ], [ null, %143 ]
  %157 = ptrtoint ptr %155 to i64
  %158 = ptrtoint ptr %139 to i64
  %159 = ptrtoint ptr %138 to i64
  %160 = sub i64 %158, %159
  %161 = ashr exact i64 %160, 2
  %162 = icmp eq ptr %139, %138
  br i1 %162, label %178, label %163

163:                                              ; preds = %154
  %164 = call i64 @llvm.umax.i64(i64 %161, i64 1)
  %165 = and i64 %164, 1
  %166 = icmp ult i64 %161, 2
  br i1 %166, label %169, label %167

167:                                              ; preds = %163
  %168 = and i64 %164, -2
  br label %187

169:                                              ; preds = %187, %163
  %170 = phi i64 [ 0, %163 ], [ %201, %187 ]
  %171 = icmp eq i64 %165, 0
  br i1 %171, label %178, label %172

172:                                              ; preds = %169
  %173 = mul i64 %170, 5
  %174 = urem i64 %173, 9
  %175 = uitofp nneg i64 %174 to float
  %176 = fmul float %175, 1.250000e-01
  %177 = getelementptr inbounds float, ptr %138, i64 %170
  store float %176, ptr %177, align 4, !tbaa !32
  br label %178

178:                                              ; preds = %172, %169, %154
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %23) #21
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %23, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %24) #21
  store ptr @.str, ptr %24, align 8, !tbaa !34, !alias.scope !36
  %179 = getelementptr inbounds i8, ptr %24, i64 8
  store ptr @.str.1, ptr %179, align 8, !tbaa !39, !alias.scope !36
  %180 = getelementptr inbounds i8, ptr %24, i64 16
  store i32 17, ptr %180, align 8, !tbaa !40, !alias.scope !36
  %181 = getelementptr inbounds i8, ptr %24, i64 20
  store i32 14, ptr %181, align 4, !tbaa !41, !alias.scope !36
  %182 = invoke noundef ptr @_ZN4sycl3_V113malloc_sharedIfEEPT_mRKNS0_5queueERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef %121, ptr noundef nonnull align 8 dereferenceable(16) %21, ptr noundef nonnull align 8 dereferenceable(32) %23, ptr noundef nonnull align 8 dereferenceable(24) %24)
          to label %204 unwind label %401

183:                                              ; preds = %127, %123
  %184 = landingpad { ptr, i32 }
          cleanup
  br label %803

185:                                              ; preds = %145, %141
  %186 = landingpad { ptr, i32 }
          cleanup
  br label %796

187:                                              ; preds = %187, %167
  %188 = phi i64 [ 0, %167 ], [ %201, %187 ]
  %189 = phi i64 [ 0, %167 ], [ %202, %187 ]
  %190 = mul i64 %188, 5
  %191 = urem i64 %190, 9
  %192 = uitofp nneg i64 %191 to float
  %193 = fmul float %192, 1.250000e-01
  %194 = getelementptr inbounds float, ptr %138, i64 %188
  store float %193, ptr %194, align 4, !tbaa !32
  %195 = or disjoint i64 %188, 1
  %196 = mul i64 %195, 5
  %197 = urem i64 %196, 9
  %198 = uitofp nneg i64 %197 to float
  %199 = fmul float %198, 1.250000e-01
  %200 = getelementptr inbounds float, ptr %138, i64 %195
  store float %199, ptr %200, align 4, !tbaa !32
  %201 = add nuw i64 %188, 2
  %202 = add i64 %189, 2
  %203 = icmp eq i64 %202, %168
  br i1 %203, label %169, label %187, !llvm.loop !42

204:                                              ; preds = %178
  %205 = ptrtoint ptr %182 to i64
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %24) #21
  %206 = getelementptr inbounds i8, ptr %23, i64 8
  %207 = load ptr, ptr %206, align 8, !tbaa !15
  %208 = getelementptr inbounds i8, ptr %23, i64 16
  %209 = load ptr, ptr %208, align 8, !tbaa !17
  %210 = icmp eq ptr %207, %209
  br i1 %210, label %245, label %211

211:                                              ; preds = %204, %240
  %212 = phi ptr [ %241, %240 ], [ %207, %204 ]
  %213 = getelementptr inbounds i8, ptr %212, i64 8
  %214 = load ptr, ptr %213, align 8, !tbaa !18
  %215 = icmp eq ptr %214, null
  br i1 %215, label %240, label %216

216:                                              ; preds = %211
  %217 = getelementptr inbounds i8, ptr %214, i64 8
  %218 = load atomic i64, ptr %217 acquire, align 8
  %219 = icmp eq i64 %218, 4294967297
  %220 = trunc i64 %218 to i32
  br i1 %219, label %221, label %229

221:                                              ; preds = %216
  store i32 0, ptr %217, align 8, !tbaa !20
  %222 = getelementptr inbounds i8, ptr %214, i64 12
  store i32 0, ptr %222, align 4, !tbaa !23
  %223 = load ptr, ptr %214, align 8, !tbaa !24
  %224 = getelementptr inbounds i8, ptr %223, i64 16
  %225 = load ptr, ptr %224, align 8
  call void %225(ptr noundef nonnull align 8 dereferenceable(16) %214) #21
  %226 = load ptr, ptr %214, align 8, !tbaa !24
  %227 = getelementptr inbounds i8, ptr %226, i64 24
  %228 = load ptr, ptr %227, align 8
  call void %228(ptr noundef nonnull align 8 dereferenceable(16) %214) #21
  br label %240

229:                                              ; preds = %216
  %230 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %231 = icmp eq i8 %230, 0
  br i1 %231, label %234, label %232

232:                                              ; preds = %229
  %233 = add nsw i32 %220, -1
  store i32 %233, ptr %217, align 4, !tbaa !27
  br label %236

234:                                              ; preds = %229
  %235 = atomicrmw volatile add ptr %217, i32 -1 acq_rel, align 4
  br label %236

236:                                              ; preds = %234, %232
  %237 = phi i32 [ %220, %232 ], [ %235, %234 ]
  %238 = icmp eq i32 %237, 1
  br i1 %238, label %239, label %240, !prof !28

239:                                              ; preds = %236
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %214) #21
  br label %240

240:                                              ; preds = %239, %236, %221, %211
  %241 = getelementptr inbounds i8, ptr %212, i64 16
  %242 = icmp eq ptr %241, %209
  br i1 %242, label %243, label %211, !llvm.loop !29

243:                                              ; preds = %240
  %244 = load ptr, ptr %206, align 8, !tbaa !15
  br label %245

245:                                              ; preds = %243, %204
  %246 = phi ptr [ %244, %243 ], [ %207, %204 ]
  %247 = icmp eq ptr %246, null
  br i1 %247, label %254, label %248

248:                                              ; preds = %245
  %249 = getelementptr inbounds i8, ptr %23, i64 24
  %250 = load ptr, ptr %249, align 8, !tbaa !31
  %251 = ptrtoint ptr %250 to i64
  %252 = ptrtoint ptr %246 to i64
  %253 = sub i64 %251, %252
  call void @_ZdlPvm(ptr noundef nonnull %246, i64 noundef %253) #23
  br label %254

254:                                              ; preds = %245, %248
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %23) #21
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %25) #21
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %25, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %26) #21
  store ptr @.str, ptr %26, align 8, !tbaa !34, !alias.scope !43
  %255 = getelementptr inbounds i8, ptr %26, i64 8
  store ptr @.str.1, ptr %255, align 8, !tbaa !39, !alias.scope !43
  %256 = getelementptr inbounds i8, ptr %26, i64 16
  store i32 18, ptr %256, align 8, !tbaa !40, !alias.scope !43
  %257 = getelementptr inbounds i8, ptr %26, i64 20
  store i32 14, ptr %257, align 4, !tbaa !41, !alias.scope !43
  %258 = invoke noundef ptr @_ZN4sycl3_V113malloc_sharedIfEEPT_mRKNS0_5queueERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef %121, ptr noundef nonnull align 8 dereferenceable(16) %21, ptr noundef nonnull align 8 dereferenceable(32) %25, ptr noundef nonnull align 8 dereferenceable(24) %26)
          to label %259 unwind label %403

259:                                              ; preds = %254
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %26) #21
  %260 = getelementptr inbounds i8, ptr %25, i64 8
  %261 = load ptr, ptr %260, align 8, !tbaa !15
  %262 = getelementptr inbounds i8, ptr %25, i64 16
  %263 = load ptr, ptr %262, align 8, !tbaa !17
  %264 = icmp eq ptr %261, %263
  br i1 %264, label %299, label %265

265:                                              ; preds = %259, %294
  %266 = phi ptr [ %295, %294 ], [ %261, %259 ]
  %267 = getelementptr inbounds i8, ptr %266, i64 8
  %268 = load ptr, ptr %267, align 8, !tbaa !18
  %269 = icmp eq ptr %268, null
  br i1 %269, label %294, label %270

270:                                              ; preds = %265
  %271 = getelementptr inbounds i8, ptr %268, i64 8
  %272 = load atomic i64, ptr %271 acquire, align 8
  %273 = icmp eq i64 %272, 4294967297
  %274 = trunc i64 %272 to i32
  br i1 %273, label %275, label %283

275:                                              ; preds = %270
  store i32 0, ptr %271, align 8, !tbaa !20
  %276 = getelementptr inbounds i8, ptr %268, i64 12
  store i32 0, ptr %276, align 4, !tbaa !23
  %277 = load ptr, ptr %268, align 8, !tbaa !24
  %278 = getelementptr inbounds i8, ptr %277, i64 16
  %279 = load ptr, ptr %278, align 8
  call void %279(ptr noundef nonnull align 8 dereferenceable(16) %268) #21
  %280 = load ptr, ptr %268, align 8, !tbaa !24
  %281 = getelementptr inbounds i8, ptr %280, i64 24
  %282 = load ptr, ptr %281, align 8
  call void %282(ptr noundef nonnull align 8 dereferenceable(16) %268) #21
  br label %294

283:                                              ; preds = %270
  %284 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %285 = icmp eq i8 %284, 0
  br i1 %285, label %288, label %286

286:                                              ; preds = %283
  %287 = add nsw i32 %274, -1
  store i32 %287, ptr %271, align 4, !tbaa !27
  br label %290

288:                                              ; preds = %283
  %289 = atomicrmw volatile add ptr %271, i32 -1 acq_rel, align 4
  br label %290

290:                                              ; preds = %288, %286
  %291 = phi i32 [ %274, %286 ], [ %289, %288 ]
  %292 = icmp eq i32 %291, 1
  br i1 %292, label %293, label %294, !prof !28

293:                                              ; preds = %290
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %268) #21
  br label %294

294:                                              ; preds = %293, %290, %275, %265
  %295 = getelementptr inbounds i8, ptr %266, i64 16
  %296 = icmp eq ptr %295, %263
  br i1 %296, label %297, label %265, !llvm.loop !29

297:                                              ; preds = %294
  %298 = load ptr, ptr %260, align 8, !tbaa !15
  br label %299

299:                                              ; preds = %297, %259
  %300 = phi ptr [ %298, %297 ], [ %261, %259 ]
  %301 = icmp eq ptr %300, null
  br i1 %301, label %308, label %302

302:                                              ; preds = %299
  %303 = getelementptr inbounds i8, ptr %25, i64 24
  %304 = load ptr, ptr %303, align 8, !tbaa !31
  %305 = ptrtoint ptr %304 to i64
  %306 = ptrtoint ptr %300 to i64
  %307 = sub i64 %305, %306
  call void @_ZdlPvm(ptr noundef nonnull %300, i64 noundef %307) #23
  br label %308

308:                                              ; preds = %299, %302
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %25) #21
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %27) #21
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %27, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %28) #21
  store ptr @.str, ptr %28, align 8, !tbaa !34, !alias.scope !46
  %309 = getelementptr inbounds i8, ptr %28, i64 8
  store ptr @.str.1, ptr %309, align 8, !tbaa !39, !alias.scope !46
  %310 = getelementptr inbounds i8, ptr %28, i64 16
  store i32 19, ptr %310, align 8, !tbaa !40, !alias.scope !46
  %311 = getelementptr inbounds i8, ptr %28, i64 20
  store i32 14, ptr %311, align 4, !tbaa !41, !alias.scope !46
  %312 = invoke noundef ptr @_ZN4sycl3_V113malloc_sharedIfEEPT_mRKNS0_5queueERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef %48, ptr noundef nonnull align 8 dereferenceable(16) %21, ptr noundef nonnull align 8 dereferenceable(32) %27, ptr noundef nonnull align 8 dereferenceable(24) %28)
          to label %313 unwind label %405

313:                                              ; preds = %308
  %314 = ptrtoint ptr %312 to i64
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %28) #21
  %315 = getelementptr inbounds i8, ptr %27, i64 8
  %316 = load ptr, ptr %315, align 8, !tbaa !15
  %317 = getelementptr inbounds i8, ptr %27, i64 16
  %318 = load ptr, ptr %317, align 8, !tbaa !17
  %319 = icmp eq ptr %316, %318
  br i1 %319, label %354, label %320

320:                                              ; preds = %313, %349
  %321 = phi ptr [ %350, %349 ], [ %316, %313 ]
  %322 = getelementptr inbounds i8, ptr %321, i64 8
  %323 = load ptr, ptr %322, align 8, !tbaa !18
  %324 = icmp eq ptr %323, null
  br i1 %324, label %349, label %325

325:                                              ; preds = %320
  %326 = getelementptr inbounds i8, ptr %323, i64 8
  %327 = load atomic i64, ptr %326 acquire, align 8
  %328 = icmp eq i64 %327, 4294967297
  %329 = trunc i64 %327 to i32
  br i1 %328, label %330, label %338

330:                                              ; preds = %325
  store i32 0, ptr %326, align 8, !tbaa !20
  %331 = getelementptr inbounds i8, ptr %323, i64 12
  store i32 0, ptr %331, align 4, !tbaa !23
  %332 = load ptr, ptr %323, align 8, !tbaa !24
  %333 = getelementptr inbounds i8, ptr %332, i64 16
  %334 = load ptr, ptr %333, align 8
  call void %334(ptr noundef nonnull align 8 dereferenceable(16) %323) #21
  %335 = load ptr, ptr %323, align 8, !tbaa !24
  %336 = getelementptr inbounds i8, ptr %335, i64 24
  %337 = load ptr, ptr %336, align 8
  call void %337(ptr noundef nonnull align 8 dereferenceable(16) %323) #21
  br label %349

338:                                              ; preds = %325
  %339 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %340 = icmp eq i8 %339, 0
  br i1 %340, label %343, label %341

341:                                              ; preds = %338
  %342 = add nsw i32 %329, -1
  store i32 %342, ptr %326, align 4, !tbaa !27
  br label %345

343:                                              ; preds = %338
  %344 = atomicrmw volatile add ptr %326, i32 -1 acq_rel, align 4
  br label %345

345:                                              ; preds = %343, %341
  %346 = phi i32 [ %329, %341 ], [ %344, %343 ]
  %347 = icmp eq i32 %346, 1
  br i1 %347, label %348, label %349, !prof !28

348:                                              ; preds = %345
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %323) #21
  br label %349

349:                                              ; preds = %348, %345, %330, %320
  %350 = getelementptr inbounds i8, ptr %321, i64 16
  %351 = icmp eq ptr %350, %318
  br i1 %351, label %352, label %320, !llvm.loop !29

352:                                              ; preds = %349
  %353 = load ptr, ptr %315, align 8, !tbaa !15
  br label %354

354:                                              ; preds = %352, %313
  %355 = phi ptr [ %353, %352 ], [ %316, %313 ]
  %356 = icmp eq ptr %355, null
  br i1 %356, label %363, label %357

357:                                              ; preds = %354
  %358 = getelementptr inbounds i8, ptr %27, i64 24
  %359 = load ptr, ptr %358, align 8, !tbaa !31
  %360 = ptrtoint ptr %359 to i64
  %361 = ptrtoint ptr %355 to i64
  %362 = sub i64 %360, %361
  call void @_ZdlPvm(ptr noundef nonnull %355, i64 noundef %362) #23
  br label %363

363:                                              ; preds = %354, %357
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %27) #21
  br i1 %162, label %426, label %364

364:                                              ; preds = %363
  %365 = call i64 @llvm.umax.i64(i64 %161, i64 1)
  %366 = icmp ult i64 %161, 8
  %367 = sub i64 %205, %159
  %368 = icmp ult i64 %367, 32
  %369 = or i1 %366, %368
  br i1 %369, label %370, label %387

370:                                              ; preds = %399, %364
  %371 = phi i64 [ 0, %364 ], [ %388, %399 ]
  %372 = and i64 %365, 3
  %373 = icmp eq i64 %372, 0
  br i1 %373, label %383, label %374

374:                                              ; preds = %370, %374
  %375 = phi i64 [ %380, %374 ], [ %371, %370 ]
  %376 = phi i64 [ %381, %374 ], [ 0, %370 ]
  %377 = getelementptr inbounds float, ptr %138, i64 %375
  %378 = load float, ptr %377, align 4, !tbaa !32
  %379 = getelementptr inbounds float, ptr %182, i64 %375
  store float %378, ptr %379, align 4, !tbaa !32
  %380 = add nuw i64 %375, 1
  %381 = add i64 %376, 1
  %382 = icmp eq i64 %381, %372
  br i1 %382, label %383, label %374, !llvm.loop !49

383:                                              ; preds = %374, %370
  %384 = phi i64 [ %371, %370 ], [ %380, %374 ]
  %385 = sub i64 %371, %365
  %386 = icmp ugt i64 %385, -4
  br i1 %386, label %426, label %407

387:                                              ; preds = %364
  %388 = and i64 %365, -8
  br label %389

389:                                              ; preds = %389, %387
  %390 = phi i64 [ 0, %387 ], [ %397, %389 ]
  %391 = getelementptr inbounds float, ptr %138, i64 %390
  %392 = getelementptr inbounds i8, ptr %391, i64 16
  %393 = load <4 x float>, ptr %391, align 4, !tbaa !32
  %394 = load <4 x float>, ptr %392, align 4, !tbaa !32
  %395 = getelementptr inbounds float, ptr %182, i64 %390
  %396 = getelementptr inbounds i8, ptr %395, i64 16
  store <4 x float> %393, ptr %395, align 4, !tbaa !32
  store <4 x float> %394, ptr %396, align 4, !tbaa !32
  %397 = add nuw i64 %390, 8
  %398 = icmp eq i64 %397, %388
  br i1 %398, label %399, label %389, !llvm.loop !51

399:                                              ; preds = %389
  %400 = icmp eq i64 %161, %388
  br i1 %400, label %426, label %370

401:                                              ; preds = %178
  %402 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %24) #21
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %23) #21
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %23) #21
  br label %789

403:                                              ; preds = %254
  %404 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %26) #21
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %25) #21
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %25) #21
  br label %789

405:                                              ; preds = %308
  %406 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %28) #21
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %27) #21
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %27) #21
  br label %789

407:                                              ; preds = %383, %407
  %408 = phi i64 [ %424, %407 ], [ %384, %383 ]
  %409 = getelementptr inbounds float, ptr %138, i64 %408
  %410 = load float, ptr %409, align 4, !tbaa !32
  %411 = getelementptr inbounds float, ptr %182, i64 %408
  store float %410, ptr %411, align 4, !tbaa !32
  %412 = add nuw i64 %408, 1
  %413 = getelementptr inbounds float, ptr %138, i64 %412
  %414 = load float, ptr %413, align 4, !tbaa !32
  %415 = getelementptr inbounds float, ptr %182, i64 %412
  store float %414, ptr %415, align 4, !tbaa !32
  %416 = add nuw i64 %408, 2
  %417 = getelementptr inbounds float, ptr %138, i64 %416
  %418 = load float, ptr %417, align 4, !tbaa !32
  %419 = getelementptr inbounds float, ptr %182, i64 %416
  store float %418, ptr %419, align 4, !tbaa !32
  %420 = add nuw i64 %408, 3
  %421 = getelementptr inbounds float, ptr %138, i64 %420
  %422 = load float, ptr %421, align 4, !tbaa !32
  %423 = getelementptr inbounds float, ptr %182, i64 %420
  store float %422, ptr %423, align 4, !tbaa !32
  %424 = add nuw i64 %408, 4
  %425 = icmp eq i64 %161, %424
  br i1 %425, label %426, label %407, !llvm.loop !54

426:                                              ; preds = %383, %407, %399, %363
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %30) #21
  store i64 %49, ptr %30, align 8, !tbaa !55
  %427 = getelementptr inbounds i8, ptr %30, i64 8
  store ptr %258, ptr %427, align 8, !tbaa !57
  %428 = getelementptr inbounds i8, ptr %30, i64 16
  store ptr %182, ptr %428, align 8, !tbaa !58
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %18) #21, !noalias !59
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %18, ptr noundef nonnull align 8 dereferenceable(24) @__const._ZN4sycl3_V15queue17parallel_for_implI6SquareLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESJ_DpOSH_.CodeLoc, i64 24, i1 false), !noalias !59
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %19) #21, !noalias !59
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %19, ptr noundef nonnull align 8 dereferenceable(24) %18)
          to label %429 unwind label %630

429:                                              ; preds = %426
  %430 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %19)
          to label %431 unwind label %471, !noalias !59

431:                                              ; preds = %429
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16), !noalias !59
  store i64 %48, ptr %16, align 8, !noalias !66
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %17) #21, !noalias !66
  store ptr %16, ptr %17, align 8, !tbaa !69, !noalias !66
  %432 = getelementptr inbounds i8, ptr %17, i64 8
  %433 = getelementptr inbounds i8, ptr %17, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %432, i8 0, i64 16, i1 false), !noalias !66
  store i64 1, ptr %433, align 8, !tbaa !71, !noalias !66
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %15), !noalias !66
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %12) #21, !noalias !72
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %12, ptr noundef nonnull align 8 dereferenceable(24) %430)
          to label %434 unwind label %471, !noalias !59

434:                                              ; preds = %431
  %435 = load atomic i8, ptr @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI6SquareEERNS1_16DeviceKernelInfoEvE4Info acquire, align 8, !noalias !72
  %436 = icmp eq i8 %435, 0
  br i1 %436, label %437, label %445, !prof !75

437:                                              ; preds = %434
  %438 = call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI6SquareEERNS1_16DeviceKernelInfoEvE4Info) #21, !noalias !72
  %439 = icmp eq i32 %438, 0
  br i1 %439, label %445, label %440

440:                                              ; preds = %437
  %441 = invoke noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoERKNS1_27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(81) @_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI6SquareEE)
          to label %442 unwind label %443, !noalias !72

442:                                              ; preds = %440
  store ptr %441, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI6SquareEERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !5, !noalias !72
  call void @__cxa_guard_release(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI6SquareEERNS1_16DeviceKernelInfoEvE4Info) #21, !noalias !72
  br label %445

443:                                              ; preds = %440
  %444 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_guard_abort(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI6SquareEERNS1_16DeviceKernelInfoEvE4Info) #21, !noalias !72
  br label %469

445:                                              ; preds = %442, %437, %434
  %446 = load ptr, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI6SquareEERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !5, !noalias !72
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %13) #21, !noalias !72
  %447 = getelementptr inbounds i8, ptr %13, i64 8
  store i8 0, ptr %447, align 8, !tbaa !76, !alias.scope !79, !noalias !72
  %448 = getelementptr inbounds i8, ptr %13, i64 18
  store i8 0, ptr %448, align 2, !tbaa !84, !alias.scope !79, !noalias !72
  %449 = getelementptr inbounds i8, ptr %13, i64 20
  store i8 0, ptr %449, align 4, !tbaa !86, !alias.scope !79, !noalias !72
  %450 = getelementptr inbounds i8, ptr %13, i64 28
  store i8 0, ptr %450, align 4, !tbaa !88, !alias.scope !79, !noalias !72
  %451 = getelementptr inbounds i8, ptr %13, i64 36
  store i8 0, ptr %451, align 4, !tbaa !90, !alias.scope !79, !noalias !72
  %452 = getelementptr inbounds i8, ptr %13, i64 44
  store i8 0, ptr %452, align 4, !tbaa !88, !alias.scope !79, !noalias !72
  %453 = getelementptr inbounds i8, ptr %13, i64 52
  store i8 0, ptr %453, align 4, !tbaa !90, !alias.scope !79, !noalias !72
  %454 = getelementptr inbounds i8, ptr %13, i64 60
  store i8 0, ptr %454, align 4, !tbaa !88, !alias.scope !79, !noalias !72
  %455 = getelementptr inbounds i8, ptr %13, i64 68
  store i8 0, ptr %455, align 4, !tbaa !90, !alias.scope !79, !noalias !72
  %456 = getelementptr inbounds i8, ptr %13, i64 80
  store i8 0, ptr %456, align 8, !tbaa !92, !alias.scope !79, !noalias !72
  %457 = getelementptr inbounds i8, ptr %13, i64 104
  store i8 0, ptr %457, align 8, !tbaa !94, !alias.scope !79, !noalias !72
  %458 = getelementptr inbounds i8, ptr %13, i64 136
  store i8 0, ptr %458, align 8, !tbaa !96, !alias.scope !79, !noalias !72
  %459 = getelementptr inbounds i8, ptr %13, i64 144
  store i8 1, ptr %459, align 8, !tbaa !98, !alias.scope !79, !noalias !72
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %14) #21, !noalias !72
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE_RS5_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %14, align 8, !tbaa !24, !noalias !72
  %460 = getelementptr inbounds i8, ptr %14, i64 8
  store ptr %30, ptr %460, align 8, !tbaa !5, !noalias !72
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %15, i8 0, i64 16, i1 false), !noalias !59
  %461 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %12)
          to label %462 unwind label %467, !noalias !72

462:                                              ; preds = %445
  %463 = getelementptr inbounds i8, ptr %12, i64 8
  %464 = load i8, ptr %463, align 8, !tbaa !129, !range !131, !noalias !72, !noundef !132
  %465 = trunc nuw i8 %464 to i1
  %466 = xor i1 %465, true
  invoke void @_ZN4sycl3_V136submit_kernel_direct_with_event_implERKNS0_5queueERKNS0_6detail16nd_range_view_v113nd_range_viewERNS4_17HostKernelRefBaseEPNS4_16DeviceKernelInfoENS0_4spanIKNS0_5eventELm18446744073709551615EEERKNS4_27kernel_launch_properties_v111PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENSJ_5intel12experimental12cache_configENSL_17use_root_sync_keyENSL_23work_group_progress_keyENSL_22sub_group_progress_keyENSL_22work_item_progress_keyENSL_4cuda12cluster_sizeILi1EEENSV_ILi2EEENSV_ILi3EEEEEERKNS4_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %29, ptr noundef nonnull align 8 dereferenceable(16) %21, ptr noundef nonnull align 8 dereferenceable(32) %17, ptr noundef nonnull align 8 dereferenceable(8) %14, ptr noundef nonnull %446, ptr noundef nonnull byval(%"class.sycl::_V1::span") align 8 %15, ptr noundef nonnull align 8 dereferenceable(145) %13, ptr noundef nonnull align 8 dereferenceable(24) %461, i1 noundef zeroext %466)
          to label %475 unwind label %467

467:                                              ; preds = %462, %445
  %468 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %14) #21, !noalias !72
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %13) #21, !noalias !72
  br label %469

469:                                              ; preds = %467, %443
  %470 = phi { ptr, i32 } [ %468, %467 ], [ %444, %443 ]
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %12) #21
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %12) #21, !noalias !72
  br label %473

471:                                              ; preds = %431, %429
  %472 = landingpad { ptr, i32 }
          cleanup
  br label %473

473:                                              ; preds = %471, %469
  %474 = phi { ptr, i32 } [ %472, %471 ], [ %470, %469 ]
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %19) #21
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %19) #21, !noalias !59
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %18) #21, !noalias !59
  br label %632

475:                                              ; preds = %462
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %14) #21, !noalias !72
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %13) #21, !noalias !72
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %12) #21
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %12) #21, !noalias !72
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %15), !noalias !66
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %17) #21, !noalias !66
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16), !noalias !59
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %19) #21
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %19) #21, !noalias !59
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %18) #21, !noalias !59
  %476 = getelementptr inbounds i8, ptr %29, i64 8
  %477 = load ptr, ptr %476, align 8, !tbaa !18
  %478 = icmp eq ptr %477, null
  br i1 %478, label %503, label %479

479:                                              ; preds = %475
  %480 = getelementptr inbounds i8, ptr %477, i64 8
  %481 = load atomic i64, ptr %480 acquire, align 8
  %482 = icmp eq i64 %481, 4294967297
  %483 = trunc i64 %481 to i32
  br i1 %482, label %484, label %492

484:                                              ; preds = %479
  store i32 0, ptr %480, align 8, !tbaa !20
  %485 = getelementptr inbounds i8, ptr %477, i64 12
  store i32 0, ptr %485, align 4, !tbaa !23
  %486 = load ptr, ptr %477, align 8, !tbaa !24
  %487 = getelementptr inbounds i8, ptr %486, i64 16
  %488 = load ptr, ptr %487, align 8
  call void %488(ptr noundef nonnull align 8 dereferenceable(16) %477) #21
  %489 = load ptr, ptr %477, align 8, !tbaa !24
  %490 = getelementptr inbounds i8, ptr %489, i64 24
  %491 = load ptr, ptr %490, align 8
  call void %491(ptr noundef nonnull align 8 dereferenceable(16) %477) #21
  br label %503

492:                                              ; preds = %479
  %493 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %494 = icmp eq i8 %493, 0
  br i1 %494, label %497, label %495

495:                                              ; preds = %492
  %496 = add nsw i32 %483, -1
  store i32 %496, ptr %480, align 4, !tbaa !27
  br label %499

497:                                              ; preds = %492
  %498 = atomicrmw volatile add ptr %480, i32 -1 acq_rel, align 4
  br label %499

499:                                              ; preds = %497, %495
  %500 = phi i32 [ %483, %495 ], [ %498, %497 ]
  %501 = icmp eq i32 %500, 1
  br i1 %501, label %502, label %503, !prof !28

502:                                              ; preds = %499
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %477) #21
  br label %503

503:                                              ; preds = %502, %499, %484, %475
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %30) #21
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %32) #21
  store i64 %49, ptr %32, align 8, !tbaa !133
  %504 = getelementptr inbounds i8, ptr %32, i64 8
  store ptr %258, ptr %504, align 8, !tbaa !135
  %505 = getelementptr inbounds i8, ptr %32, i64 16
  store ptr %312, ptr %505, align 8, !tbaa !136
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10) #21, !noalias !137
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %10, ptr noundef nonnull align 8 dereferenceable(24) @__const._ZN4sycl3_V15queue17parallel_for_implI8RowTotalLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE0_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESJ_DpOSH_.CodeLoc, i64 24, i1 false), !noalias !137
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11) #21, !noalias !137
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %11, ptr noundef nonnull align 8 dereferenceable(24) %10)
          to label %506 unwind label %634

506:                                              ; preds = %503
  %507 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %11)
          to label %508 unwind label %548, !noalias !137

508:                                              ; preds = %506
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8), !noalias !137
  store i64 %48, ptr %8, align 8, !noalias !144
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #21, !noalias !144
  store ptr %8, ptr %9, align 8, !tbaa !69, !noalias !144
  %509 = getelementptr inbounds i8, ptr %9, i64 8
  %510 = getelementptr inbounds i8, ptr %9, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %509, i8 0, i64 16, i1 false), !noalias !144
  store i64 1, ptr %510, align 8, !tbaa !71, !noalias !144
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7), !noalias !144
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #21, !noalias !147
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %4, ptr noundef nonnull align 8 dereferenceable(24) %507)
          to label %511 unwind label %548, !noalias !137

511:                                              ; preds = %508
  %512 = load atomic i8, ptr @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI8RowTotalEERNS1_16DeviceKernelInfoEvE4Info acquire, align 8, !noalias !147
  %513 = icmp eq i8 %512, 0
  br i1 %513, label %514, label %522, !prof !75

514:                                              ; preds = %511
  %515 = call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI8RowTotalEERNS1_16DeviceKernelInfoEvE4Info) #21, !noalias !147
  %516 = icmp eq i32 %515, 0
  br i1 %516, label %522, label %517

517:                                              ; preds = %514
  %518 = invoke noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoERKNS1_27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(81) @_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI8RowTotalEE)
          to label %519 unwind label %520, !noalias !147

519:                                              ; preds = %517
  store ptr %518, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI8RowTotalEERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !5, !noalias !147
  call void @__cxa_guard_release(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI8RowTotalEERNS1_16DeviceKernelInfoEvE4Info) #21, !noalias !147
  br label %522

520:                                              ; preds = %517
  %521 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_guard_abort(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI8RowTotalEERNS1_16DeviceKernelInfoEvE4Info) #21, !noalias !147
  br label %546

522:                                              ; preds = %519, %514, %511
  %523 = load ptr, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI8RowTotalEERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !5, !noalias !147
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %5) #21, !noalias !147
  %524 = getelementptr inbounds i8, ptr %5, i64 8
  store i8 0, ptr %524, align 8, !tbaa !76, !alias.scope !150, !noalias !147
  %525 = getelementptr inbounds i8, ptr %5, i64 18
  store i8 0, ptr %525, align 2, !tbaa !84, !alias.scope !150, !noalias !147
  %526 = getelementptr inbounds i8, ptr %5, i64 20
  store i8 0, ptr %526, align 4, !tbaa !86, !alias.scope !150, !noalias !147
  %527 = getelementptr inbounds i8, ptr %5, i64 28
  store i8 0, ptr %527, align 4, !tbaa !88, !alias.scope !150, !noalias !147
  %528 = getelementptr inbounds i8, ptr %5, i64 36
  store i8 0, ptr %528, align 4, !tbaa !90, !alias.scope !150, !noalias !147
  %529 = getelementptr inbounds i8, ptr %5, i64 44
  store i8 0, ptr %529, align 4, !tbaa !88, !alias.scope !150, !noalias !147
  %530 = getelementptr inbounds i8, ptr %5, i64 52
  store i8 0, ptr %530, align 4, !tbaa !90, !alias.scope !150, !noalias !147
  %531 = getelementptr inbounds i8, ptr %5, i64 60
  store i8 0, ptr %531, align 4, !tbaa !88, !alias.scope !150, !noalias !147
  %532 = getelementptr inbounds i8, ptr %5, i64 68
  store i8 0, ptr %532, align 4, !tbaa !90, !alias.scope !150, !noalias !147
  %533 = getelementptr inbounds i8, ptr %5, i64 80
  store i8 0, ptr %533, align 8, !tbaa !92, !alias.scope !150, !noalias !147
  %534 = getelementptr inbounds i8, ptr %5, i64 104
  store i8 0, ptr %534, align 8, !tbaa !94, !alias.scope !150, !noalias !147
  %535 = getelementptr inbounds i8, ptr %5, i64 136
  store i8 0, ptr %535, align 8, !tbaa !96, !alias.scope !150, !noalias !147
  %536 = getelementptr inbounds i8, ptr %5, i64 144
  store i8 1, ptr %536, align 8, !tbaa !98, !alias.scope !150, !noalias !147
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #21, !noalias !147
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE0_RS5_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %6, align 8, !tbaa !24, !noalias !147
  %537 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr %32, ptr %537, align 8, !tbaa !5, !noalias !147
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %7, i8 0, i64 16, i1 false), !noalias !137
  %538 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %4)
          to label %539 unwind label %544, !noalias !147

539:                                              ; preds = %522
  %540 = getelementptr inbounds i8, ptr %4, i64 8
  %541 = load i8, ptr %540, align 8, !tbaa !129, !range !131, !noalias !147, !noundef !132
  %542 = trunc nuw i8 %541 to i1
  %543 = xor i1 %542, true
  invoke void @_ZN4sycl3_V136submit_kernel_direct_with_event_implERKNS0_5queueERKNS0_6detail16nd_range_view_v113nd_range_viewERNS4_17HostKernelRefBaseEPNS4_16DeviceKernelInfoENS0_4spanIKNS0_5eventELm18446744073709551615EEERKNS4_27kernel_launch_properties_v111PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENSJ_5intel12experimental12cache_configENSL_17use_root_sync_keyENSL_23work_group_progress_keyENSL_22sub_group_progress_keyENSL_22work_item_progress_keyENSL_4cuda12cluster_sizeILi1EEENSV_ILi2EEENSV_ILi3EEEEEERKNS4_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %31, ptr noundef nonnull align 8 dereferenceable(16) %21, ptr noundef nonnull align 8 dereferenceable(32) %9, ptr noundef nonnull align 8 dereferenceable(8) %6, ptr noundef nonnull %523, ptr noundef nonnull byval(%"class.sycl::_V1::span") align 8 %7, ptr noundef nonnull align 8 dereferenceable(145) %5, ptr noundef nonnull align 8 dereferenceable(24) %538, i1 noundef zeroext %543)
          to label %552 unwind label %544

544:                                              ; preds = %539, %522
  %545 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #21, !noalias !147
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %5) #21, !noalias !147
  br label %546

546:                                              ; preds = %544, %520
  %547 = phi { ptr, i32 } [ %545, %544 ], [ %521, %520 ]
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %4) #21
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #21, !noalias !147
  br label %550

548:                                              ; preds = %508, %506
  %549 = landingpad { ptr, i32 }
          cleanup
  br label %550

550:                                              ; preds = %548, %546
  %551 = phi { ptr, i32 } [ %549, %548 ], [ %547, %546 ]
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %11) #21
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #21, !noalias !137
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10) #21, !noalias !137
  br label %636

552:                                              ; preds = %539
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #21, !noalias !147
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %5) #21, !noalias !147
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %4) #21
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #21, !noalias !147
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7), !noalias !144
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #21, !noalias !144
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8), !noalias !137
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %11) #21
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #21, !noalias !137
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10) #21, !noalias !137
  %553 = getelementptr inbounds i8, ptr %31, i64 8
  %554 = load ptr, ptr %553, align 8, !tbaa !18
  %555 = icmp eq ptr %554, null
  br i1 %555, label %580, label %556

556:                                              ; preds = %552
  %557 = getelementptr inbounds i8, ptr %554, i64 8
  %558 = load atomic i64, ptr %557 acquire, align 8
  %559 = icmp eq i64 %558, 4294967297
  %560 = trunc i64 %558 to i32
  br i1 %559, label %561, label %569

561:                                              ; preds = %556
  store i32 0, ptr %557, align 8, !tbaa !20
  %562 = getelementptr inbounds i8, ptr %554, i64 12
  store i32 0, ptr %562, align 4, !tbaa !23
  %563 = load ptr, ptr %554, align 8, !tbaa !24
  %564 = getelementptr inbounds i8, ptr %563, i64 16
  %565 = load ptr, ptr %564, align 8
  call void %565(ptr noundef nonnull align 8 dereferenceable(16) %554) #21
  %566 = load ptr, ptr %554, align 8, !tbaa !24
  %567 = getelementptr inbounds i8, ptr %566, i64 24
  %568 = load ptr, ptr %567, align 8
  call void %568(ptr noundef nonnull align 8 dereferenceable(16) %554) #21
  br label %580

569:                                              ; preds = %556
  %570 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %571 = icmp eq i8 %570, 0
  br i1 %571, label %574, label %572

572:                                              ; preds = %569
  %573 = add nsw i32 %560, -1
  store i32 %573, ptr %557, align 4, !tbaa !27
  br label %576

574:                                              ; preds = %569
  %575 = atomicrmw volatile add ptr %557, i32 -1 acq_rel, align 4
  br label %576

576:                                              ; preds = %574, %572
  %577 = phi i32 [ %560, %572 ], [ %575, %574 ]
  %578 = icmp eq i32 %577, 1
  br i1 %578, label %579, label %580, !prof !28

579:                                              ; preds = %576
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %554) #21
  br label %580

580:                                              ; preds = %552, %561, %576, %579
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %32) #21
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %33) #21
  store ptr @.str, ptr %33, align 8, !tbaa !34, !alias.scope !155
  %581 = getelementptr inbounds i8, ptr %33, i64 8
  store ptr @.str.1, ptr %581, align 8, !tbaa !39, !alias.scope !155
  %582 = getelementptr inbounds i8, ptr %33, i64 16
  store i32 23, ptr %582, align 8, !tbaa !40, !alias.scope !155
  %583 = getelementptr inbounds i8, ptr %33, i64 20
  store i32 3, ptr %583, align 4, !tbaa !41, !alias.scope !155
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #21
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %3, ptr noundef nonnull align 8 dereferenceable(24) %33)
          to label %584 unwind label %638

584:                                              ; preds = %580
  %585 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %3)
          to label %586 unwind label %587

586:                                              ; preds = %584
  invoke void @_ZN4sycl3_V15queue10wait_proxyERKNS0_6detail13code_locationE(ptr noundef nonnull align 8 dereferenceable(16) %21, ptr noundef nonnull align 8 dereferenceable(24) %585)
          to label %589 unwind label %587

587:                                              ; preds = %586, %584
  %588 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %3) #21
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #21
  br label %640

589:                                              ; preds = %586
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %3) #21
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #21
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %33) #21
  br i1 %144, label %626, label %590

590:                                              ; preds = %589
  %591 = icmp ult i64 %48, 8
  %592 = sub i64 %157, %314
  %593 = icmp ult i64 %592, 32
  %594 = or i1 %591, %593
  br i1 %594, label %595, label %612

595:                                              ; preds = %624, %590
  %596 = phi i64 [ 0, %590 ], [ %613, %624 ]
  %597 = and i64 %48, 3
  %598 = icmp eq i64 %597, 0
  br i1 %598, label %608, label %599

599:                                              ; preds = %595, %599
  %600 = phi i64 [ %605, %599 ], [ %596, %595 ]
  %601 = phi i64 [ %606, %599 ], [ 0, %595 ]
  %602 = getelementptr inbounds float, ptr %312, i64 %600
  %603 = load float, ptr %602, align 4, !tbaa !32
  %604 = getelementptr inbounds float, ptr %155, i64 %600
  store float %603, ptr %604, align 4, !tbaa !32
  %605 = add nuw i64 %600, 1
  %606 = add i64 %601, 1
  %607 = icmp eq i64 %606, %597
  br i1 %607, label %608, label %599, !llvm.loop !158

608:                                              ; preds = %599, %595
  %609 = phi i64 [ %596, %595 ], [ %605, %599 ]
  %610 = sub nsw i64 %596, %48
  %611 = icmp ugt i64 %610, -4
  br i1 %611, label %626, label %642

612:                                              ; preds = %590
  %613 = and i64 %48, 2305843009213693944
  br label %614

614:                                              ; preds = %614, %612
  %615 = phi i64 [ 0, %612 ], [ %622, %614 ]
  %616 = getelementptr inbounds float, ptr %312, i64 %615
  %617 = getelementptr inbounds i8, ptr %616, i64 16
  %618 = load <4 x float>, ptr %616, align 4, !tbaa !32
  %619 = load <4 x float>, ptr %617, align 4, !tbaa !32
  %620 = getelementptr inbounds float, ptr %155, i64 %615
  %621 = getelementptr inbounds i8, ptr %620, i64 16
  store <4 x float> %618, ptr %620, align 4, !tbaa !32
  store <4 x float> %619, ptr %621, align 4, !tbaa !32
  %622 = add nuw i64 %615, 8
  %623 = icmp eq i64 %622, %613
  br i1 %623, label %624, label %614, !llvm.loop !159

624:                                              ; preds = %614
  %625 = icmp eq i64 %48, %613
  br i1 %625, label %626, label %595

626:                                              ; preds = %608, %642, %624, %589
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %34) #21
  store ptr @.str, ptr %34, align 8, !tbaa !34, !alias.scope !160
  %627 = getelementptr inbounds i8, ptr %34, i64 8
  store ptr @.str.1, ptr %627, align 8, !tbaa !39, !alias.scope !160
  %628 = getelementptr inbounds i8, ptr %34, i64 16
  store i32 25, ptr %628, align 8, !tbaa !40, !alias.scope !160
  %629 = getelementptr inbounds i8, ptr %34, i64 20
  store i32 3, ptr %629, align 4, !tbaa !41, !alias.scope !160
  invoke void @_ZN4sycl3_V14freeEPvRKNS0_5queueERKNS0_6detail13code_locationE(ptr noundef %182, ptr noundef nonnull align 8 dereferenceable(16) %21, ptr noundef nonnull align 8 dereferenceable(24) %34)
          to label %661 unwind label %729

630:                                              ; preds = %426
  %631 = landingpad { ptr, i32 }
          cleanup
  br label %632

632:                                              ; preds = %473, %630
  %633 = phi { ptr, i32 } [ %631, %630 ], [ %474, %473 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %30) #21
  br label %789

634:                                              ; preds = %503
  %635 = landingpad { ptr, i32 }
          cleanup
  br label %636

636:                                              ; preds = %550, %634
  %637 = phi { ptr, i32 } [ %635, %634 ], [ %551, %550 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %32) #21
  br label %789

638:                                              ; preds = %580
  %639 = landingpad { ptr, i32 }
          cleanup
  br label %640

640:                                              ; preds = %587, %638
  %641 = phi { ptr, i32 } [ %639, %638 ], [ %588, %587 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %33) #21
  br label %789

642:                                              ; preds = %608, %642
  %643 = phi i64 [ %659, %642 ], [ %609, %608 ]
  %644 = getelementptr inbounds float, ptr %312, i64 %643
  %645 = load float, ptr %644, align 4, !tbaa !32
  %646 = getelementptr inbounds float, ptr %155, i64 %643
  store float %645, ptr %646, align 4, !tbaa !32
  %647 = add nuw i64 %643, 1
  %648 = getelementptr inbounds float, ptr %312, i64 %647
  %649 = load float, ptr %648, align 4, !tbaa !32
  %650 = getelementptr inbounds float, ptr %155, i64 %647
  store float %649, ptr %650, align 4, !tbaa !32
  %651 = add nuw i64 %643, 2
  %652 = getelementptr inbounds float, ptr %312, i64 %651
  %653 = load float, ptr %652, align 4, !tbaa !32
  %654 = getelementptr inbounds float, ptr %155, i64 %651
  store float %653, ptr %654, align 4, !tbaa !32
  %655 = add nuw i64 %643, 3
  %656 = getelementptr inbounds float, ptr %312, i64 %655
  %657 = load float, ptr %656, align 4, !tbaa !32
  %658 = getelementptr inbounds float, ptr %155, i64 %655
  store float %657, ptr %658, align 4, !tbaa !32
  %659 = add nuw i64 %643, 4
  %660 = icmp eq i64 %659, %48
  br i1 %660, label %626, label %642, !llvm.loop !163

661:                                              ; preds = %626
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %34) #21
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %35) #21
  store ptr @.str, ptr %35, align 8, !tbaa !34, !alias.scope !164
  %662 = getelementptr inbounds i8, ptr %35, i64 8
  store ptr @.str.1, ptr %662, align 8, !tbaa !39, !alias.scope !164
  %663 = getelementptr inbounds i8, ptr %35, i64 16
  store i32 25, ptr %663, align 8, !tbaa !40, !alias.scope !164
  %664 = getelementptr inbounds i8, ptr %35, i64 20
  store i32 21, ptr %664, align 4, !tbaa !41, !alias.scope !164
  invoke void @_ZN4sycl3_V14freeEPvRKNS0_5queueERKNS0_6detail13code_locationE(ptr noundef %258, ptr noundef nonnull align 8 dereferenceable(16) %21, ptr noundef nonnull align 8 dereferenceable(24) %35)
          to label %665 unwind label %731

665:                                              ; preds = %661
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %35) #21
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %36) #21
  store ptr @.str, ptr %36, align 8, !tbaa !34, !alias.scope !167
  %666 = getelementptr inbounds i8, ptr %36, i64 8
  store ptr @.str.1, ptr %666, align 8, !tbaa !39, !alias.scope !167
  %667 = getelementptr inbounds i8, ptr %36, i64 16
  store i32 25, ptr %667, align 8, !tbaa !40, !alias.scope !167
  %668 = getelementptr inbounds i8, ptr %36, i64 20
  store i32 39, ptr %668, align 4, !tbaa !41, !alias.scope !167
  invoke void @_ZN4sycl3_V14freeEPvRKNS0_5queueERKNS0_6detail13code_locationE(ptr noundef %312, ptr noundef nonnull align 8 dereferenceable(16) %21, ptr noundef nonnull align 8 dereferenceable(24) %36)
          to label %669 unwind label %733

669:                                              ; preds = %665
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %36) #21
  br i1 %144, label %686, label %670

670:                                              ; preds = %669
  %671 = icmp eq i64 %49, 0
  %672 = and i64 %49, 3
  %673 = icmp ult i64 %49, 4
  %674 = and i64 %49, -4
  %675 = icmp eq i64 %672, 0
  br label %676

676:                                              ; preds = %670, %750
  %677 = phi i64 [ 0, %670 ], [ %761, %750 ]
  %678 = phi i1 [ true, %670 ], [ %760, %750 ]
  br i1 %671, label %750, label %679

679:                                              ; preds = %676
  %680 = mul i64 %677, %49
  br i1 %673, label %735, label %763

681:                                              ; preds = %750
  %682 = select i1 %760, ptr @.str.2, ptr @.str.3
  %683 = call i32 @puts(ptr noundef nonnull dereferenceable(1) %682)
  %684 = xor i1 %760, true
  %685 = zext i1 %684 to i32
  br label %689

686:                                              ; preds = %669
  %687 = call i32 @puts(ptr noundef nonnull dereferenceable(1) @.str.2)
  %688 = icmp eq ptr %155, null
  br i1 %688, label %694, label %689

689:                                              ; preds = %681, %686
  %690 = phi i32 [ %685, %681 ], [ 0, %686 ]
  %691 = ptrtoint ptr %156 to i64
  %692 = ptrtoint ptr %155 to i64
  %693 = sub i64 %691, %692
  call void @_ZdlPvm(ptr noundef nonnull %155, i64 noundef %693) #23
  br label %694

694:                                              ; preds = %686, %689
  %695 = phi i32 [ 0, %686 ], [ %690, %689 ]
  %696 = icmp eq ptr %138, null
  br i1 %696, label %700, label %697

697:                                              ; preds = %694
  %698 = ptrtoint ptr %137 to i64
  %699 = sub i64 %698, %159
  call void @_ZdlPvm(ptr noundef nonnull %138, i64 noundef %699) #23
  br label %700

700:                                              ; preds = %694, %697
  %701 = getelementptr inbounds i8, ptr %21, i64 8
  %702 = load ptr, ptr %701, align 8, !tbaa !18
  %703 = icmp eq ptr %702, null
  br i1 %703, label %728, label %704

704:                                              ; preds = %700
  %705 = getelementptr inbounds i8, ptr %702, i64 8
  %706 = load atomic i64, ptr %705 acquire, align 8
  %707 = icmp eq i64 %706, 4294967297
  %708 = trunc i64 %706 to i32
  br i1 %707, label %709, label %717

709:                                              ; preds = %704
  store i32 0, ptr %705, align 8, !tbaa !20
  %710 = getelementptr inbounds i8, ptr %702, i64 12
  store i32 0, ptr %710, align 4, !tbaa !23
  %711 = load ptr, ptr %702, align 8, !tbaa !24
  %712 = getelementptr inbounds i8, ptr %711, i64 16
  %713 = load ptr, ptr %712, align 8
  call void %713(ptr noundef nonnull align 8 dereferenceable(16) %702) #21
  %714 = load ptr, ptr %702, align 8, !tbaa !24
  %715 = getelementptr inbounds i8, ptr %714, i64 24
  %716 = load ptr, ptr %715, align 8
  call void %716(ptr noundef nonnull align 8 dereferenceable(16) %702) #21
  br label %728

717:                                              ; preds = %704
  %718 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %719 = icmp eq i8 %718, 0
  br i1 %719, label %722, label %720

720:                                              ; preds = %717
  %721 = add nsw i32 %708, -1
  store i32 %721, ptr %705, align 4, !tbaa !27
  br label %724

722:                                              ; preds = %717
  %723 = atomicrmw volatile add ptr %705, i32 -1 acq_rel, align 4
  br label %724

724:                                              ; preds = %722, %720
  %725 = phi i32 [ %708, %720 ], [ %723, %722 ]
  %726 = icmp eq i32 %725, 1
  br i1 %726, label %727, label %728, !prof !28

727:                                              ; preds = %724
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %702) #21
  br label %728

728:                                              ; preds = %700, %709, %724, %727
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %21) #21
  ret i32 %695

729:                                              ; preds = %626
  %730 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %34) #21
  br label %789

731:                                              ; preds = %661
  %732 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %35) #21
  br label %789

733:                                              ; preds = %665
  %734 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %36) #21
  br label %789

735:                                              ; preds = %763, %679
  %736 = phi float [ poison, %679 ], [ %785, %763 ]
  %737 = phi i64 [ 0, %679 ], [ %786, %763 ]
  %738 = phi float [ 0.000000e+00, %679 ], [ %785, %763 ]
  br i1 %675, label %750, label %739

739:                                              ; preds = %735, %739
  %740 = phi i64 [ %747, %739 ], [ %737, %735 ]
  %741 = phi float [ %746, %739 ], [ %738, %735 ]
  %742 = phi i64 [ %748, %739 ], [ 0, %735 ]
  %743 = add i64 %740, %680
  %744 = getelementptr inbounds float, ptr %138, i64 %743
  %745 = load float, ptr %744, align 4, !tbaa !32
  %746 = call float @llvm.fmuladd.f32(float %745, float %745, float %741)
  %747 = add nuw i64 %740, 1
  %748 = add i64 %742, 1
  %749 = icmp eq i64 %748, %672
  br i1 %749, label %750, label %739, !llvm.loop !170

750:                                              ; preds = %735, %739, %676
  %751 = phi float [ 0.000000e+00, %676 ], [ %736, %735 ], [ %746, %739 ]
  %752 = getelementptr inbounds float, ptr %155, i64 %677
  %753 = load float, ptr %752, align 4, !tbaa !32
  %754 = fsub float %751, %753
  %755 = call noundef float @llvm.fabs.f32(float %754)
  %756 = call noundef float @llvm.fabs.f32(float %751)
  %757 = fadd float %756, 1.000000e+00
  %758 = fmul float %757, 0x3F50624DE0000000
  %759 = fcmp ule float %755, %758
  %760 = select i1 %759, i1 %678, i1 false
  %761 = add nuw i64 %677, 1
  %762 = icmp eq i64 %761, %48
  br i1 %762, label %681, label %676, !llvm.loop !171

763:                                              ; preds = %679, %763
  %764 = phi i64 [ %786, %763 ], [ 0, %679 ]
  %765 = phi float [ %785, %763 ], [ 0.000000e+00, %679 ]
  %766 = phi i64 [ %787, %763 ], [ 0, %679 ]
  %767 = add i64 %764, %680
  %768 = getelementptr inbounds float, ptr %138, i64 %767
  %769 = load float, ptr %768, align 4, !tbaa !32
  %770 = call float @llvm.fmuladd.f32(float %769, float %769, float %765)
  %771 = or disjoint i64 %764, 1
  %772 = add i64 %771, %680
  %773 = getelementptr inbounds float, ptr %138, i64 %772
  %774 = load float, ptr %773, align 4, !tbaa !32
  %775 = call float @llvm.fmuladd.f32(float %774, float %774, float %770)
  %776 = or disjoint i64 %764, 2
  %777 = add i64 %776, %680
  %778 = getelementptr inbounds float, ptr %138, i64 %777
  %779 = load float, ptr %778, align 4, !tbaa !32
  %780 = call float @llvm.fmuladd.f32(float %779, float %779, float %775)
  %781 = or disjoint i64 %764, 3
  %782 = add i64 %781, %680
  %783 = getelementptr inbounds float, ptr %138, i64 %782
  %784 = load float, ptr %783, align 4, !tbaa !32
  %785 = call float @llvm.fmuladd.f32(float %784, float %784, float %780)
  %786 = add nuw i64 %764, 4
  %787 = add i64 %766, 4
  %788 = icmp eq i64 %787, %674
  br i1 %788, label %735, label %763, !llvm.loop !172

789:                                              ; preds = %403, %733, %731, %729, %640, %636, %632, %405, %401
  %790 = phi { ptr, i32 } [ %402, %401 ], [ %404, %403 ], [ %734, %733 ], [ %732, %731 ], [ %730, %729 ], [ %641, %640 ], [ %637, %636 ], [ %633, %632 ], [ %406, %405 ]
  %791 = icmp eq ptr %155, null
  br i1 %791, label %796, label %792

792:                                              ; preds = %789
  %793 = ptrtoint ptr %156 to i64
  %794 = ptrtoint ptr %155 to i64
  %795 = sub i64 %793, %794
  call void @_ZdlPvm(ptr noundef nonnull %155, i64 noundef %795) #23
  br label %796

796:                                              ; preds = %792, %789, %185
  %797 = phi { ptr, i32 } [ %186, %185 ], [ %790, %789 ], [ %790, %792 ]
  %798 = icmp eq ptr %138, null
  br i1 %798, label %803, label %799

799:                                              ; preds = %796
  %800 = ptrtoint ptr %137 to i64
  %801 = ptrtoint ptr %138 to i64
  %802 = sub i64 %800, %801
  call void @_ZdlPvm(ptr noundef nonnull %138, i64 noundef %802) #23
  br label %803

803:                                              ; preds = %799, %796, %183
  %804 = phi { ptr, i32 } [ %184, %183 ], [ %797, %796 ], [ %797, %799 ]
  call void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %21) #21
  br label %805

805:                                              ; preds = %803, %71
  %806 = phi { ptr, i32 } [ %804, %803 ], [ %63, %71 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %21) #21
  resume { ptr, i32 } %806
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtoul(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #2

declare i32 @__gxx_personality_v0(...)

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  tail call void %21(ptr noundef nonnull align 8 dereferenceable(16) %10) #21
  %22 = load ptr, ptr %10, align 8, !tbaa !24
  %23 = getelementptr inbounds i8, ptr %22, i64 24
  %24 = load ptr, ptr %23, align 8
  tail call void %24(ptr noundef nonnull align 8 dereferenceable(16) %10) #21
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %10) #21
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
  %11 = load ptr, ptr %10, align 8, !tbaa !18
  %12 = icmp eq ptr %11, null
  br i1 %12, label %37, label %13

13:                                               ; preds = %9
  %14 = getelementptr inbounds i8, ptr %11, i64 8
  %15 = load atomic i64, ptr %14 acquire, align 8
  %16 = icmp eq i64 %15, 4294967297
  %17 = trunc i64 %15 to i32
  br i1 %16, label %18, label %26

18:                                               ; preds = %13
  store i32 0, ptr %14, align 8, !tbaa !20
  %19 = getelementptr inbounds i8, ptr %11, i64 12
  store i32 0, ptr %19, align 4, !tbaa !23
  %20 = load ptr, ptr %11, align 8, !tbaa !24
  %21 = getelementptr inbounds i8, ptr %20, i64 16
  %22 = load ptr, ptr %21, align 8
  call void %22(ptr noundef nonnull align 8 dereferenceable(16) %11) #21
  %23 = load ptr, ptr %11, align 8, !tbaa !24
  %24 = getelementptr inbounds i8, ptr %23, i64 24
  %25 = load ptr, ptr %24, align 8
  call void %25(ptr noundef nonnull align 8 dereferenceable(16) %11) #21
  br label %37

26:                                               ; preds = %13
  %27 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %28 = icmp eq i8 %27, 0
  br i1 %28, label %31, label %29

29:                                               ; preds = %26
  %30 = add nsw i32 %17, -1
  store i32 %30, ptr %14, align 4, !tbaa !27
  br label %33

31:                                               ; preds = %26
  %32 = atomicrmw volatile add ptr %14, i32 -1 acq_rel, align 4
  br label %33

33:                                               ; preds = %31, %29
  %34 = phi i32 [ %17, %29 ], [ %32, %31 ]
  %35 = icmp eq i32 %34, 1
  br i1 %35, label %36, label %37, !prof !28

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

declare void @_ZN4sycl3_V14freeEPvRKNS0_5queueERKNS0_6detail13code_locationE(ptr noundef, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #6

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #7

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #21
  %15 = load ptr, ptr %3, align 8, !tbaa !24
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #21
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
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_, ptr %8, align 8, !tbaa !173
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E10_M_managerERSt9_Any_dataRKS8_St18_Manager_operation, ptr %7, align 8, !tbaa !14
  invoke void @_ZN4sycl3_V16detail13select_deviceERKSt8functionIFiRKNS0_6deviceEEE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::device") align 8 %5, ptr noundef nonnull align 8 dereferenceable(32) %6)
          to label %10 unwind label %20

10:                                               ; preds = %4
  invoke void @_ZN4sycl3_V15queueC2ERKNS0_6deviceERKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %11 unwind label %20

11:                                               ; preds = %10
  %12 = load ptr, ptr %7, align 8, !tbaa !14
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
  %22 = load ptr, ptr %7, align 8, !tbaa !14
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
  %8 = load ptr, ptr %7, align 8, !tbaa !175
  store ptr %8, ptr %6, align 16, !tbaa !175
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, i8 0, i64 24, i1 false)
  invoke void %4(ptr noundef nonnull %3)
          to label %9 unwind label %32

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %3, i64 8
  %11 = load ptr, ptr %3, align 16, !tbaa !177
  %12 = load ptr, ptr %10, align 8, !tbaa !178
  %13 = icmp eq ptr %11, %12
  br i1 %13, label %24, label %14

14:                                               ; preds = %9, %19
  %15 = phi ptr [ %20, %19 ], [ %11, %9 ]
  %16 = load ptr, ptr %15, align 8, !tbaa !179
  %17 = icmp eq ptr %16, null
  br i1 %17, label %19, label %18

18:                                               ; preds = %14
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %15) #21
  br label %19

19:                                               ; preds = %18, %14
  %20 = getelementptr inbounds i8, ptr %15, i64 8
  %21 = icmp eq ptr %20, %12
  br i1 %21, label %22, label %14, !llvm.loop !181

22:                                               ; preds = %19
  %23 = load ptr, ptr %3, align 16, !tbaa !177
  br label %24

24:                                               ; preds = %22, %9
  %25 = phi ptr [ %23, %22 ], [ %11, %9 ]
  %26 = icmp eq ptr %25, null
  br i1 %26, label %34, label %27

27:                                               ; preds = %24
  %28 = load ptr, ptr %6, align 16, !tbaa !175
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
  %2 = load ptr, ptr %0, align 8, !tbaa !177
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !178
  %5 = icmp eq ptr %2, %4
  br i1 %5, label %16, label %6

6:                                                ; preds = %1, %11
  %7 = phi ptr [ %12, %11 ], [ %2, %1 ]
  %8 = load ptr, ptr %7, align 8, !tbaa !179
  %9 = icmp eq ptr %8, null
  br i1 %9, label %11, label %10

10:                                               ; preds = %6
  tail call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %7) #21
  br label %11

11:                                               ; preds = %10, %6
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  %13 = icmp eq ptr %12, %4
  br i1 %13, label %14, label %6, !llvm.loop !181

14:                                               ; preds = %11
  %15 = load ptr, ptr %0, align 8, !tbaa !177
  br label %16

16:                                               ; preds = %14, %1
  %17 = phi ptr [ %15, %14 ], [ %2, %1 ]
  %18 = icmp eq ptr %17, null
  br i1 %18, label %25, label %19

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !175
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
  %2 = load ptr, ptr %0, align 8, !tbaa !24
  %3 = getelementptr inbounds i8, ptr %2, i64 16
  %4 = load ptr, ptr %3, align 8
  tail call void %4(ptr noundef nonnull align 8 dereferenceable(16) %0) #21
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
  tail call void %19(ptr noundef nonnull align 8 dereferenceable(16) %0) #21
  br label %20

20:                                               ; preds = %13, %16
  ret void
}

declare void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9), ptr noundef nonnull align 8 dereferenceable(24)) unnamed_addr #5

declare void @_ZN4sycl3_V15queue10wait_proxyERKNS0_6detail13code_locationE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #5

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9)) local_unnamed_addr #5

; Function Attrs: nounwind
declare void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9)) unnamed_addr #10

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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #21
  %15 = load ptr, ptr %3, align 8, !tbaa !24
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #21
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #21
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

declare noundef ptr @_ZN4sycl3_V120aligned_alloc_sharedEmmRKNS0_6deviceERKNS0_7contextERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef, i64 noundef, ptr noundef nonnull align 8 dereferenceable(8), ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #5

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local { i64, i32 } @_ZN4sycl3_V16detail18getKernelParamDescI6SquareEENS1_19kernel_param_desc_tEi(i32 noundef %0) #4 comdat {
  %2 = add i32 %0, 2
  %3 = zext i32 %2 to i64
  %4 = getelementptr inbounds [11 x %"struct.sycl::_V1::detail::kernel_param_desc_t"], ptr @_ZN4sycl3_V16detailL17kernel_signaturesE, i64 0, i64 %3
  %5 = load i64, ptr %4, align 4
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = load i32, ptr %6, align 4, !tbaa !27
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
  %3 = load ptr, ptr %2, align 8, !tbaa !182
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
  %6 = load ptr, ptr %5, align 8, !tbaa !182
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %3, align 8, !tbaa !24
  %7 = getelementptr inbounds i8, ptr %3, i64 8
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %7, ptr noundef nonnull readonly align 8 dereferenceable(24) %6, i64 24, i1 false), !tbaa.struct !186
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
define linkonce_odr dso_local { i64, i32 } @_ZN4sycl3_V16detail18getKernelParamDescI8RowTotalEENS1_19kernel_param_desc_tEi(i32 noundef %0) #4 comdat {
  %2 = add i32 %0, 7
  %3 = zext i32 %2 to i64
  %4 = getelementptr inbounds [11 x %"struct.sycl::_V1::detail::kernel_param_desc_t"], ptr @_ZN4sycl3_V16detailL17kernel_signaturesE, i64 0, i64 %3
  %5 = load i64, ptr %4, align 4
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = load i32, ptr %6, align 4, !tbaa !27
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
  %3 = load ptr, ptr %2, align 8, !tbaa !187
  ret ptr %3
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE0_RS5_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #18 align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 16) #23
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZNK4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE0_RS5_NS0_4itemILi1ELb1EEELi1EE19takeOrCopyOwnershipEv(ptr dead_on_unwind noalias nocapture writable writeonly sret(%"class.std::unique_ptr") align 8 %0, ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %1) unnamed_addr #4 align 2 personality ptr @__gxx_personality_v0 {
  %3 = invoke noalias noundef nonnull dereferenceable(32) ptr @_Znwm(i64 noundef 32) #25
          to label %4 unwind label %8

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !187
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %3, align 8, !tbaa !24
  %7 = getelementptr inbounds i8, ptr %3, i64 8
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %7, ptr noundef nonnull readonly align 8 dereferenceable(24) %6, i64 24, i1 false), !tbaa.struct !186
  store ptr %3, ptr %0, align 8, !tbaa !5
  ret void

8:                                                ; preds = %2
  %9 = landingpad { ptr, i32 }
          cleanup
  store ptr null, ptr %0, align 8, !tbaa !5
  resume { ptr, i32 } %9
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(32) %0) unnamed_addr #19 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #18 align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 32) #23
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #20

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
!9 = !{!10, !10, i64 0}
!10 = !{!"long", !7, i64 0}
!11 = !{!12, !6, i64 24}
!12 = !{!"_ZTSSt8functionIFvN4sycl3_V114exception_listEEE", !13, i64 0, !6, i64 24}
!13 = !{!"_ZTSSt14_Function_base", !7, i64 0, !6, i64 16}
!14 = !{!13, !6, i64 16}
!15 = !{!16, !6, i64 0}
!16 = !{!"_ZTSNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EE17_Vector_impl_dataE", !6, i64 0, !6, i64 8, !6, i64 16}
!17 = !{!16, !6, i64 8}
!18 = !{!19, !6, i64 0}
!19 = !{!"_ZTSSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EE", !6, i64 0}
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
!31 = !{!16, !6, i64 16}
!32 = !{!33, !33, i64 0}
!33 = !{!"float", !7, i64 0}
!34 = !{!35, !6, i64 0}
!35 = !{!"_ZTSN4sycl3_V16detail13code_locationE", !6, i64 0, !6, i64 8, !22, i64 16, !22, i64 20}
!36 = !{!37}
!37 = distinct !{!37, !38, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!38 = distinct !{!38, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!39 = !{!35, !6, i64 8}
!40 = !{!35, !22, i64 16}
!41 = !{!35, !22, i64 20}
!42 = distinct !{!42, !30}
!43 = !{!44}
!44 = distinct !{!44, !45, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!45 = distinct !{!45, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!46 = !{!47}
!47 = distinct !{!47, !48, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!48 = distinct !{!48, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!49 = distinct !{!49, !50}
!50 = !{!"llvm.loop.unroll.disable"}
!51 = distinct !{!51, !30, !52, !53}
!52 = !{!"llvm.loop.isvectorized", i32 1}
!53 = !{!"llvm.loop.unroll.runtime.disable"}
!54 = distinct !{!54, !30, !52}
!55 = !{!56, !10, i64 0}
!56 = !{!"_ZTSZ4mainEUlN4sycl3_V12idILi1EEEE_", !10, i64 0, !6, i64 8, !6, i64 16}
!57 = !{!56, !6, i64 8}
!58 = !{!56, !6, i64 16}
!59 = !{!60, !62, !64}
!60 = distinct !{!60, !61, !"_ZN4sycl3_V15queue17parallel_for_implI6SquareLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESJ_DpOSH_: argument 0"}
!61 = distinct !{!61, !"_ZN4sycl3_V15queue17parallel_for_implI6SquareLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESJ_DpOSH_"}
!62 = distinct !{!62, !63, !"_ZN4sycl3_V15queue17parallel_for_implI6SquareLi1EJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXsr6detail23AreAllButLastReductionsIDpT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEEDpOS9_: argument 0"}
!63 = distinct !{!63, !"_ZN4sycl3_V15queue17parallel_for_implI6SquareLi1EJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXsr6detail23AreAllButLastReductionsIDpT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEEDpOS9_"}
!64 = distinct !{!64, !65, !"_ZN4sycl3_V15queue12parallel_forI6SquareJZ4mainEUlNS0_2idILi1EEEE_EEENS0_5eventENS0_5rangeILi1EEEDpOT0_: argument 0"}
!65 = distinct !{!65, !"_ZN4sycl3_V15queue12parallel_forI6SquareJZ4mainEUlNS0_2idILi1EEEE_EEENS0_5eventENS0_5rangeILi1EEEDpOT0_"}
!66 = !{!67, !60, !62, !64}
!67 = distinct !{!67, !68, !"_ZN4sycl3_V16detail33submit_kernel_direct_parallel_forI6SquareLb1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEERZ4mainEUlNS0_2idILi1EEEE_Li1EEEDaRKNS0_5queueENS0_5rangeIXT3_EEEOT2_NS0_4spanIKNS0_5eventELm18446744073709551615EEERKT1_RKNS1_13code_locationE: argument 0"}
!68 = distinct !{!68, !"_ZN4sycl3_V16detail33submit_kernel_direct_parallel_forI6SquareLb1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEERZ4mainEUlNS0_2idILi1EEEE_Li1EEEDaRKNS0_5queueENS0_5rangeIXT3_EEEOT2_NS0_4spanIKNS0_5eventELm18446744073709551615EEERKT1_RKNS1_13code_locationE"}
!69 = !{!70, !6, i64 0}
!70 = !{!"_ZTSN4sycl3_V16detail16nd_range_view_v113nd_range_viewE", !6, i64 0, !6, i64 8, !6, i64 16, !10, i64 24}
!71 = !{!70, !10, i64 24}
!72 = !{!73, !67, !60, !62, !64}
!73 = distinct !{!73, !74, !"_ZN4sycl3_V16detail20submit_kernel_directILNS1_6WrapAsE1ENS0_4itemILi1ELb1EEE6SquareLb1ENS0_3ext6oneapi12experimental10propertiesINS9_6detail20properties_type_listIJEEEEERZ4mainEUlNS0_2idILi1EEEE_Li1EEEDaRKNS0_5queueERKNS1_16nd_range_view_v113nd_range_viewEOT4_NS0_4spanIKNS0_5eventELm18446744073709551615EEERKT3_RKNS1_13code_locationE: argument 0"}
!74 = distinct !{!74, !"_ZN4sycl3_V16detail20submit_kernel_directILNS1_6WrapAsE1ENS0_4itemILi1ELb1EEE6SquareLb1ENS0_3ext6oneapi12experimental10propertiesINS9_6detail20properties_type_listIJEEEEERZ4mainEUlNS0_2idILi1EEEE_Li1EEEDaRKNS0_5queueERKNS1_16nd_range_view_v113nd_range_viewEOT4_NS0_4spanIKNS0_5eventELm18446744073709551615EEERKT3_RKNS1_13code_locationE"}
!75 = !{!"branch_weights", i32 1, i32 1048575}
!76 = !{!77, !78, i64 8}
!77 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeEE", !7, i64 0, !78, i64 8}
!78 = !{!"bool", !7, i64 0}
!79 = !{!80, !82}
!80 = distinct !{!80, !81, !"_ZN4sycl3_V16detail27kernel_launch_properties_v129extractKernelPropertiesCommonINS2_11PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEELb0ENS7_10propertiesINS7_6detail20properties_type_listIJEEEEEvEET_T1_: argument 0"}
!81 = distinct !{!81, !"_ZN4sycl3_V16detail27kernel_launch_properties_v129extractKernelPropertiesCommonINS2_11PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEELb0ENS7_10propertiesINS7_6detail20properties_type_listIJEEEEEvEET_T1_"}
!82 = distinct !{!82, !83, !"_ZN4sycl3_V16detail27kernel_launch_properties_v123extractKernelPropertiesILb0ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEvEEDaT0_: argument 0"}
!83 = distinct !{!83, !"_ZN4sycl3_V16detail27kernel_launch_properties_v123extractKernelPropertiesILb0ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEvEEDaT0_"}
!84 = !{!85, !78, i64 2}
!85 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext5intel12experimental12cache_configEE", !7, i64 0, !78, i64 2}
!86 = !{!87, !78, i64 0}
!87 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental17use_root_sync_keyEvEE", !78, i64 0}
!88 = !{!89, !78, i64 4}
!89 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeEE", !7, i64 0, !78, i64 4}
!90 = !{!91, !78, i64 4}
!91 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental15execution_scopeEE", !7, i64 0, !78, i64 4}
!92 = !{!93, !78, i64 8}
!93 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEEE", !7, i64 0, !78, i64 8}
!94 = !{!95, !78, i64 16}
!95 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEEE", !7, i64 0, !78, i64 16}
!96 = !{!97, !78, i64 24}
!97 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEEE", !7, i64 0, !78, i64 24}
!98 = !{!99, !78, i64 144}
!99 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v111PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS4_5intel12experimental12cache_configENS6_17use_root_sync_keyENS6_23work_group_progress_keyENS6_22sub_group_progress_keyENS6_22work_item_progress_keyENS6_4cuda12cluster_sizeILi1EEENSG_ILi2EEENSG_ILi3EEEEEE", !100, i64 0, !104, i64 16, !87, i64 20, !108, i64 24, !115, i64 40, !116, i64 56, !117, i64 72, !121, i64 88, !125, i64 112, !78, i64 144}
!100 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental23work_group_scratch_sizeEvEE", !101, i64 0}
!101 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeEE", !102, i64 0}
!102 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeELb1ELb1EE", !103, i64 0}
!103 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeELb1ELb1ELb1EE", !77, i64 0}
!104 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext5intel12experimental12cache_configEvEE", !105, i64 0}
!105 = !{!"_ZTSSt8optionalIN4sycl3_V13ext5intel12experimental12cache_configEE", !106, i64 0}
!106 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext5intel12experimental12cache_configELb1ELb1EE", !107, i64 0}
!107 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext5intel12experimental12cache_configELb1ELb1ELb1EE", !85, i64 0}
!108 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental23work_group_progress_keyEvEE", !109, i64 0, !112, i64 8}
!109 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeEE", !110, i64 0}
!110 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeELb1ELb1EE", !111, i64 0}
!111 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeELb1ELb1ELb1EE", !89, i64 0}
!112 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental15execution_scopeEE", !113, i64 0}
!113 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental15execution_scopeELb1ELb1EE", !114, i64 0}
!114 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental15execution_scopeELb1ELb1ELb1EE", !91, i64 0}
!115 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental22sub_group_progress_keyEvEE", !109, i64 0, !112, i64 8}
!116 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental22work_item_progress_keyEvEE", !109, i64 0, !112, i64 8}
!117 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental4cuda12cluster_sizeILi1EEEvEE", !118, i64 0}
!118 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEEE", !119, i64 0}
!119 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEELb1ELb1EE", !120, i64 0}
!120 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEELb1ELb1ELb1EE", !93, i64 0}
!121 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental4cuda12cluster_sizeILi2EEEvEE", !122, i64 0}
!122 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEEE", !123, i64 0}
!123 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEELb1ELb1EE", !124, i64 0}
!124 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEELb1ELb1ELb1EE", !95, i64 0}
!125 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental4cuda12cluster_sizeILi3EEEvEE", !126, i64 0}
!126 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEEE", !127, i64 0}
!127 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEELb1ELb1EE", !128, i64 0}
!128 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEELb1ELb1ELb1EE", !97, i64 0}
!129 = !{!130, !78, i64 8}
!130 = !{!"_ZTSN4sycl3_V16detail14tls_code_loc_tE", !6, i64 0, !78, i64 8}
!131 = !{i8 0, i8 2}
!132 = !{}
!133 = !{!134, !10, i64 0}
!134 = !{!"_ZTSZ4mainEUlN4sycl3_V12idILi1EEEE0_", !10, i64 0, !6, i64 8, !6, i64 16}
!135 = !{!134, !6, i64 8}
!136 = !{!134, !6, i64 16}
!137 = !{!138, !140, !142}
!138 = distinct !{!138, !139, !"_ZN4sycl3_V15queue17parallel_for_implI8RowTotalLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE0_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESJ_DpOSH_: argument 0"}
!139 = distinct !{!139, !"_ZN4sycl3_V15queue17parallel_for_implI8RowTotalLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE0_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESJ_DpOSH_"}
!140 = distinct !{!140, !141, !"_ZN4sycl3_V15queue17parallel_for_implI8RowTotalLi1EJRZ4mainEUlNS0_2idILi1EEEE0_EEENSt9enable_ifIXsr6detail23AreAllButLastReductionsIDpT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEEDpOS9_: argument 0"}
!141 = distinct !{!141, !"_ZN4sycl3_V15queue17parallel_for_implI8RowTotalLi1EJRZ4mainEUlNS0_2idILi1EEEE0_EEENSt9enable_ifIXsr6detail23AreAllButLastReductionsIDpT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEEDpOS9_"}
!142 = distinct !{!142, !143, !"_ZN4sycl3_V15queue12parallel_forI8RowTotalJZ4mainEUlNS0_2idILi1EEEE0_EEENS0_5eventENS0_5rangeILi1EEEDpOT0_: argument 0"}
!143 = distinct !{!143, !"_ZN4sycl3_V15queue12parallel_forI8RowTotalJZ4mainEUlNS0_2idILi1EEEE0_EEENS0_5eventENS0_5rangeILi1EEEDpOT0_"}
!144 = !{!145, !138, !140, !142}
!145 = distinct !{!145, !146, !"_ZN4sycl3_V16detail33submit_kernel_direct_parallel_forI8RowTotalLb1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEERZ4mainEUlNS0_2idILi1EEEE0_Li1EEEDaRKNS0_5queueENS0_5rangeIXT3_EEEOT2_NS0_4spanIKNS0_5eventELm18446744073709551615EEERKT1_RKNS1_13code_locationE: argument 0"}
!146 = distinct !{!146, !"_ZN4sycl3_V16detail33submit_kernel_direct_parallel_forI8RowTotalLb1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEERZ4mainEUlNS0_2idILi1EEEE0_Li1EEEDaRKNS0_5queueENS0_5rangeIXT3_EEEOT2_NS0_4spanIKNS0_5eventELm18446744073709551615EEERKT1_RKNS1_13code_locationE"}
!147 = !{!148, !145, !138, !140, !142}
!148 = distinct !{!148, !149, !"_ZN4sycl3_V16detail20submit_kernel_directILNS1_6WrapAsE1ENS0_4itemILi1ELb1EEE8RowTotalLb1ENS0_3ext6oneapi12experimental10propertiesINS9_6detail20properties_type_listIJEEEEERZ4mainEUlNS0_2idILi1EEEE0_Li1EEEDaRKNS0_5queueERKNS1_16nd_range_view_v113nd_range_viewEOT4_NS0_4spanIKNS0_5eventELm18446744073709551615EEERKT3_RKNS1_13code_locationE: argument 0"}
!149 = distinct !{!149, !"_ZN4sycl3_V16detail20submit_kernel_directILNS1_6WrapAsE1ENS0_4itemILi1ELb1EEE8RowTotalLb1ENS0_3ext6oneapi12experimental10propertiesINS9_6detail20properties_type_listIJEEEEERZ4mainEUlNS0_2idILi1EEEE0_Li1EEEDaRKNS0_5queueERKNS1_16nd_range_view_v113nd_range_viewEOT4_NS0_4spanIKNS0_5eventELm18446744073709551615EEERKT3_RKNS1_13code_locationE"}
!150 = !{!151, !153}
!151 = distinct !{!151, !152, !"_ZN4sycl3_V16detail27kernel_launch_properties_v129extractKernelPropertiesCommonINS2_11PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEELb0ENS7_10propertiesINS7_6detail20properties_type_listIJEEEEEvEET_T1_: argument 0"}
!152 = distinct !{!152, !"_ZN4sycl3_V16detail27kernel_launch_properties_v129extractKernelPropertiesCommonINS2_11PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEELb0ENS7_10propertiesINS7_6detail20properties_type_listIJEEEEEvEET_T1_"}
!153 = distinct !{!153, !154, !"_ZN4sycl3_V16detail27kernel_launch_properties_v123extractKernelPropertiesILb0ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEvEEDaT0_: argument 0"}
!154 = distinct !{!154, !"_ZN4sycl3_V16detail27kernel_launch_properties_v123extractKernelPropertiesILb0ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEvEEDaT0_"}
!155 = !{!156}
!156 = distinct !{!156, !157, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!157 = distinct !{!157, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!158 = distinct !{!158, !50}
!159 = distinct !{!159, !30, !52, !53}
!160 = !{!161}
!161 = distinct !{!161, !162, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!162 = distinct !{!162, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!163 = distinct !{!163, !30, !52}
!164 = !{!165}
!165 = distinct !{!165, !166, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!166 = distinct !{!166, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!167 = !{!168}
!168 = distinct !{!168, !169, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!169 = distinct !{!169, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!170 = distinct !{!170, !50}
!171 = distinct !{!171, !30}
!172 = distinct !{!172, !30}
!173 = !{!174, !6, i64 24}
!174 = !{!"_ZTSSt8functionIFiRKN4sycl3_V16deviceEEE", !13, i64 0, !6, i64 24}
!175 = !{!176, !6, i64 16}
!176 = !{!"_ZTSNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE17_Vector_impl_dataE", !6, i64 0, !6, i64 8, !6, i64 16}
!177 = !{!176, !6, i64 0}
!178 = !{!176, !6, i64 8}
!179 = !{!180, !6, i64 0}
!180 = !{!"_ZTSNSt15__exception_ptr13exception_ptrE", !6, i64 0}
!181 = distinct !{!181, !30}
!182 = !{!183, !6, i64 8}
!183 = !{!"_ZTSN4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE_RS5_NS0_4itemILi1ELb1EEELi1EEE", !184, i64 0, !6, i64 8}
!184 = !{!"_ZTSN4sycl3_V16detail17HostKernelRefBaseE", !185, i64 0}
!185 = !{!"_ZTSN4sycl3_V16detail14HostKernelBaseE"}
!186 = !{i64 0, i64 8, !9, i64 8, i64 8, !5, i64 16, i64 8, !5}
!187 = !{!188, !6, i64 8}
!188 = !{!"_ZTSN4sycl3_V16detail13HostKernelRefIZ4mainEUlNS0_2idILi1EEEE0_RS5_NS0_4itemILi1ELb1EEELi1EEE", !184, i64 0, !6, i64 8}
