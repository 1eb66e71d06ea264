; ModuleID = 'host_tu.cpp'
source_filename = "host_tu.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"struct.sycl::_V1::detail::kernel_param_desc_t" = type { i32, i32, i32 }
%"class.sycl::_V1::detail::string_view" = type { ptr, i64 }
%"class.sycl::_V1::detail::tls_code_loc_t" = type <{ ptr, i8, [7 x i8] }>
%"class.sycl::_V1::detail::_V1::SubmissionInfo" = type { i32 }
%"class.sycl::_V1::detail::type_erased_cgfo_ty" = type { ptr, ptr }
%class.anon = type { ptr, ptr, ptr, ptr, ptr }
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
%"struct.sycl::_V1::detail::code_location" = type { ptr, ptr, i32, i32 }
%"class.sycl::_V1::event" = type { %"class.std::shared_ptr.6" }
%"class.std::shared_ptr.6" = type { %"class.std::__shared_ptr.7" }
%"class.std::__shared_ptr.7" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::device" = type { ptr }
%"class.sycl::_V1::context" = type { %"class.std::shared_ptr.21" }
%"class.std::shared_ptr.21" = type { %"class.std::__shared_ptr.22" }
%"class.std::__shared_ptr.22" = type { ptr, %"class.std::__shared_count" }
%"class.std::function.14" = type { %"class.std::_Function_base", ptr }
%"class.sycl::_V1::exception_list" = type { %"class.std::vector.9" }
%"class.std::vector.9" = type { %"struct.std::_Vector_base.10" }
%"struct.std::_Vector_base.10" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [2 x i64] }
%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view" = type { ptr, ptr, ptr, i64 }
%"struct.sycl::_V1::detail::compile_time_kernel_info_v1::CompileTimeKernelInfoTy" = type <{ %"class.sycl::_V1::detail::string_view", i32, i8, [3 x i8], %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8, [7 x i8] }>
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::PropsHolder" = type { %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.59", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.71", [3 x i8], %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.72", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.89", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.90", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.91", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.105", %"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.118", i8, [7 x i8] }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty" = type { %"class.std::optional" }
%"class.std::optional" = type { %"struct.std::_Optional_base" }
%"struct.std::_Optional_base" = type { %"struct.std::_Optional_payload" }
%"struct.std::_Optional_payload" = type { %"struct.std::_Optional_payload_base.base", [7 x i8] }
%"struct.std::_Optional_payload_base.base" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::work_group_scratch_size>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::work_group_scratch_size>::_Storage" = type { %"struct.sycl::_V1::ext::oneapi::experimental::work_group_scratch_size" }
%"struct.sycl::_V1::ext::oneapi::experimental::work_group_scratch_size" = type { i64 }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.59" = type { %"class.std::optional.60" }
%"class.std::optional.60" = type { %"struct.std::_Optional_base.61" }
%"struct.std::_Optional_base.61" = type { %"struct.std::_Optional_payload.63" }
%"struct.std::_Optional_payload.63" = type { %"struct.std::_Optional_payload_base.base.68", i8 }
%"struct.std::_Optional_payload_base.base.68" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::intel::experimental::cache_config>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::intel::experimental::cache_config>::_Storage" = type { %"struct.sycl::_V1::ext::intel::experimental::cache_config" }
%"struct.sycl::_V1::ext::intel::experimental::cache_config" = type { i16 }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.71" = type { i8 }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.72" = type { %"class.std::optional.73", %"class.std::optional.81" }
%"class.std::optional.73" = type { %"struct.std::_Optional_base.74" }
%"struct.std::_Optional_base.74" = type { %"struct.std::_Optional_payload.76" }
%"struct.std::_Optional_payload.76" = type { %"struct.std::_Optional_payload_base.base.78", [3 x i8] }
%"struct.std::_Optional_payload_base.base.78" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::forward_progress_guarantee>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::forward_progress_guarantee>::_Storage" = type { i32 }
%"class.std::optional.81" = type { %"struct.std::_Optional_base.82" }
%"struct.std::_Optional_base.82" = type { %"struct.std::_Optional_payload.84" }
%"struct.std::_Optional_payload.84" = type { %"struct.std::_Optional_payload_base.base.86", [3 x i8] }
%"struct.std::_Optional_payload_base.base.86" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::execution_scope>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::execution_scope>::_Storage" = type { i32 }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.89" = type { %"class.std::optional.73", %"class.std::optional.81" }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.90" = type { %"class.std::optional.73", %"class.std::optional.81" }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.91" = type { %"class.std::optional.92" }
%"class.std::optional.92" = type { %"struct.std::_Optional_base.93" }
%"struct.std::_Optional_base.93" = type { %"struct.std::_Optional_payload.95" }
%"struct.std::_Optional_payload.95" = type { %"struct.std::_Optional_payload_base.base.102", [7 x i8] }
%"struct.std::_Optional_payload_base.base.102" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<1>>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<1>>::_Storage" = type { %"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size" }
%"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size" = type { %"class.sycl::_V1::range.100" }
%"class.sycl::_V1::range.100" = type { %"class.sycl::_V1::detail::array.101" }
%"class.sycl::_V1::detail::array.101" = type { [1 x i64] }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.105" = type { %"class.std::optional.106" }
%"class.std::optional.106" = type { %"struct.std::_Optional_base.107" }
%"struct.std::_Optional_base.107" = type { %"struct.std::_Optional_payload.109" }
%"struct.std::_Optional_payload.109" = type { %"struct.std::_Optional_payload_base.base.115", [7 x i8] }
%"struct.std::_Optional_payload_base.base.115" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<2>>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<2>>::_Storage" = type { %"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size.111" }
%"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size.111" = type { %"class.sycl::_V1::range" }
%"struct.sycl::_V1::detail::kernel_launch_properties_v1::MarshalledProperty.118" = type { %"class.std::optional.119" }
%"class.std::optional.119" = type { %"struct.std::_Optional_base.120" }
%"struct.std::_Optional_base.120" = type { %"struct.std::_Optional_payload.122" }
%"struct.std::_Optional_payload.122" = type { %"struct.std::_Optional_payload_base.base.130", [7 x i8] }
%"struct.std::_Optional_payload_base.base.130" = type <{ %"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<3>>::_Storage", i8 }>
%"union.std::_Optional_payload_base<sycl::_V1::ext::oneapi::experimental::cuda::cluster_size<3>>::_Storage" = type { %"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size.124" }
%"struct.sycl::_V1::ext::oneapi::experimental::cuda::cluster_size.124" = type { %"class.sycl::_V1::range.128" }
%"class.sycl::_V1::range.128" = type { %"class.sycl::_V1::detail::array.129" }
%"class.sycl::_V1::detail::array.129" = type { [3 x i64] }
%"class.std::shared_ptr.56" = type { %"class.std::__shared_ptr.57" }
%"class.std::__shared_ptr.57" = type { ptr, %"class.std::__shared_count" }
%class.anon.52 = type { i64, ptr, ptr, i64, ptr }
%"class.sycl::_V1::item" = type { %"struct.sycl::_V1::detail::ItemBase" }
%"struct.sycl::_V1::detail::ItemBase" = type { %"class.sycl::_V1::range", %"class.sycl::_V1::id", %"class.sycl::_V1::id" }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }

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

$_ZN4sycl3_V16detail18getKernelParamDescI7ProductEENS1_19kernel_param_desc_tEi = comdat any

$_ZNK4sycl3_V17handler28throwOnKernelParameterMisuseERKNS0_6detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE = comdat any

$_ZN4sycl3_V19exceptionC1ESt10error_codePKc = comdat any

$_ZNSt12__shared_ptrIN4sycl3_V17contextELN9__gnu_cxx12_Lock_policyE2EED2Ev = comdat any

$_ZN4sycl3_V17handler19setDeviceKernelInfoI7ProductEEvPv = comdat any

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

$_ZZN4sycl3_V16detail19getDeviceKernelInfoI7ProductEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI7ProductEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI7ProductEE = comdat any

@.str = private unnamed_addr constant [16 x i8] c"usm_product.cpp\00", align 1
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
@.str.5 = private unnamed_addr constant [13 x i8] c"_ZTS7Product\00", align 1
@.str.6 = private unnamed_addr constant [10 x i8] c"rtc_0.cpp\00", align 1
@.str.7 = private unnamed_addr constant [10 x i8] c"::Product\00", align 1
@.str.8 = private unnamed_addr constant [65 x i8] c"The total number of work-items in a range must fit within size_t\00", align 1
@_ZTIN4sycl3_V19exceptionE = external constant ptr
@_ZN4sycl3_V16detailL17kernel_signaturesE = internal unnamed_addr constant [8 x %"struct.sycl::_V1::detail::kernel_param_desc_t"] [%"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 16, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 40, i32 16 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 3, i32 8, i32 8 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 3, i32 8, i32 16 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 24 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 3, i32 8, i32 32 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 15, i32 -987654321, i32 -987654321 }], align 16
@.str.9 = private unnamed_addr constant [131 x i8] c"Attempt to set multiple actions for the command group. Command group must consist of a single kernel or explicit memory operation.\00", align 1
@.str.10 = private unnamed_addr constant [161 x i8] c"A local accessor must not be used in a SYCL kernel function that is invoked via single_task or via the simple form of parallel_for that takes a range parameter.\00", align 1
@.str.11 = private unnamed_addr constant [171 x i8] c"A work group memory object must not be used in a SYCL kernel function that is invoked via single_task or via the simple form of parallel_for that takes a range parameter.\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = internal unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EE6getPtrEv, ptr @_ZN4sycl3_V16detail14HostKernelBaseD2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED0Ev] }, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = internal constant [110 x i8] c"N4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTSN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant [35 x i8] c"N4sycl3_V16detail14HostKernelBaseE\00", comdat, align 1
@_ZTIN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@__const._ZN4sycl3_V17handler19setDeviceKernelInfoI7ProductEEvPv.Info = private unnamed_addr constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.5, i64 12 }, i32 5, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.6, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.7, i64 9 }, i32 22, i32 88, i64 40, ptr @_ZN4sycl3_V16detail18getKernelParamDescI7ProductEENS1_19kernel_param_desc_tEi, i8 0 }, align 8
@_ZZN4sycl3_V16detail19getDeviceKernelInfoI7ProductEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local local_unnamed_addr global ptr null, comdat, align 8
@_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI7ProductEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local global i64 0, comdat, align 8
@_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI7ProductEE = linkonce_odr dso_local constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.5, i64 12 }, i32 5, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.6, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.7, i64 9 }, i32 22, i32 88, i64 40, ptr @_ZN4sycl3_V16detail18getKernelParamDescI7ProductEENS1_19kernel_param_desc_tEi, i8 0 }, comdat, align 8

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef range(i32 0, 2) i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %4 = alloca %"class.sycl::_V1::detail::_V1::SubmissionInfo", align 4
  %5 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %6 = alloca %class.anon, align 8
  %7 = alloca %"class.std::function", align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca %"class.sycl::_V1::queue", align 8
  %11 = alloca %"class.sycl::_V1::property_list", align 8
  %12 = alloca ptr, align 8
  %13 = alloca %"class.sycl::_V1::property_list", align 8
  %14 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %15 = alloca ptr, align 8
  %16 = alloca %"class.sycl::_V1::property_list", align 8
  %17 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %18 = alloca ptr, align 8
  %19 = alloca %"class.sycl::_V1::property_list", align 8
  %20 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %21 = alloca %"class.sycl::_V1::event", align 8
  %22 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %23 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %24 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %25 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #21
  %26 = icmp sgt i32 %0, 1
  br i1 %26, label %28, label %27

27:                                               ; preds = %2
  store i64 64, ptr %8, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9) #21
  br label %37

28:                                               ; preds = %2
  %29 = getelementptr inbounds i8, ptr %1, i64 8
  %30 = load ptr, ptr %29, align 8, !tbaa !9
  %31 = tail call i64 @strtoul(ptr nocapture noundef %30, ptr noundef null, i32 noundef 10) #21
  store i64 %31, ptr %8, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9) #21
  %32 = icmp eq i32 %0, 2
  br i1 %32, label %37, label %33

33:                                               ; preds = %28
  %34 = getelementptr inbounds i8, ptr %1, i64 16
  %35 = load ptr, ptr %34, align 8, !tbaa !9
  %36 = tail call i64 @strtoul(ptr nocapture noundef %35, ptr noundef null, i32 noundef 10) #21
  br label %37

37:                                               ; preds = %27, %28, %33
  %38 = phi i64 [ %36, %33 ], [ 48, %28 ], [ 48, %27 ]
  store i64 %38, ptr %9, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %10) #21
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #21
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %11, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #21
  %39 = getelementptr inbounds i8, ptr %7, i64 16
  %40 = getelementptr inbounds i8, ptr %7, i64 24
  %41 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 0, ptr %41, align 8
  store ptr @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE, ptr %7, align 8, !tbaa !9
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_, ptr %40, align 8, !tbaa !11
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation, ptr %39, align 8, !tbaa !14
  invoke void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %10, ptr noundef nonnull @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE, ptr noundef nonnull align 8 dereferenceable(32) %7, ptr noundef nonnull align 8 dereferenceable(32) %11)
          to label %42 unwind label %50

42:                                               ; preds = %37
  %43 = load ptr, ptr %39, align 8, !tbaa !14
  %44 = icmp eq ptr %43, null
  br i1 %44, label %60, label %45

45:                                               ; preds = %42
  %46 = invoke noundef zeroext i1 %43(ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef nonnull align 8 dereferenceable(16) %7, i32 noundef 3)
          to label %60 unwind label %47

47:                                               ; preds = %45
  %48 = landingpad { ptr, i32 }
          catch ptr null
  %49 = extractvalue { ptr, i32 } %48, 0
  call void @__clang_call_terminate(ptr %49) #22
  unreachable

50:                                               ; preds = %37
  %51 = landingpad { ptr, i32 }
          cleanup
  %52 = load ptr, ptr %39, align 8, !tbaa !14
  %53 = icmp eq ptr %52, null
  br i1 %53, label %59, label %54

54:                                               ; preds = %50
  %55 = invoke noundef zeroext i1 %52(ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef nonnull align 8 dereferenceable(16) %7, i32 noundef 3)
          to label %59 unwind label %56

56:                                               ; preds = %54
  %57 = landingpad { ptr, i32 }
          catch ptr null
  %58 = extractvalue { ptr, i32 } %57, 0
  call void @__clang_call_terminate(ptr %58) #22
  unreachable

59:                                               ; preds = %54, %50
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #21
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %11) #21
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #21
  br label %820

60:                                               ; preds = %45, %42
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #21
  %61 = getelementptr inbounds i8, ptr %11, i64 8
  %62 = load ptr, ptr %61, align 8, !tbaa !15
  %63 = getelementptr inbounds i8, ptr %11, i64 16
  %64 = load ptr, ptr %63, align 8, !tbaa !17
  %65 = icmp eq ptr %62, %64
  br i1 %65, label %100, label %66

66:                                               ; preds = %60, %95
  %67 = phi ptr [ %96, %95 ], [ %62, %60 ]
  %68 = getelementptr inbounds i8, ptr %67, i64 8
  %69 = load ptr, ptr %68, align 8, !tbaa !18
  %70 = icmp eq ptr %69, null
  br i1 %70, label %95, label %71

71:                                               ; preds = %66
  %72 = getelementptr inbounds i8, ptr %69, i64 8
  %73 = load atomic i64, ptr %72 acquire, align 8
  %74 = icmp eq i64 %73, 4294967297
  %75 = trunc i64 %73 to i32
  br i1 %74, label %76, label %84

76:                                               ; preds = %71
  store i32 0, ptr %72, align 8, !tbaa !20
  %77 = getelementptr inbounds i8, ptr %69, i64 12
  store i32 0, ptr %77, align 4, !tbaa !23
  %78 = load ptr, ptr %69, align 8, !tbaa !24
  %79 = getelementptr inbounds i8, ptr %78, i64 16
  %80 = load ptr, ptr %79, align 8
  call void %80(ptr noundef nonnull align 8 dereferenceable(16) %69) #21
  %81 = load ptr, ptr %69, align 8, !tbaa !24
  %82 = getelementptr inbounds i8, ptr %81, i64 24
  %83 = load ptr, ptr %82, align 8
  call void %83(ptr noundef nonnull align 8 dereferenceable(16) %69) #21
  br label %95

84:                                               ; preds = %71
  %85 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %86 = icmp eq i8 %85, 0
  br i1 %86, label %89, label %87

87:                                               ; preds = %84
  %88 = add nsw i32 %75, -1
  store i32 %88, ptr %72, align 4, !tbaa !27
  br label %91

89:                                               ; preds = %84
  %90 = atomicrmw volatile add ptr %72, i32 -1 acq_rel, align 4
  br label %91

91:                                               ; preds = %89, %87
  %92 = phi i32 [ %75, %87 ], [ %90, %89 ]
  %93 = icmp eq i32 %92, 1
  br i1 %93, label %94, label %95, !prof !28

94:                                               ; preds = %91
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %69) #21
  br label %95

95:                                               ; preds = %94, %91, %76, %66
  %96 = getelementptr inbounds i8, ptr %67, i64 16
  %97 = icmp eq ptr %96, %64
  br i1 %97, label %98, label %66, !llvm.loop !29

98:                                               ; preds = %95
  %99 = load ptr, ptr %61, align 8, !tbaa !15
  br label %100

100:                                              ; preds = %98, %60
  %101 = phi ptr [ %99, %98 ], [ %62, %60 ]
  %102 = icmp eq ptr %101, null
  br i1 %102, label %109, label %103

103:                                              ; preds = %100
  %104 = getelementptr inbounds i8, ptr %11, i64 24
  %105 = load ptr, ptr %104, align 8, !tbaa !31
  %106 = ptrtoint ptr %105 to i64
  %107 = ptrtoint ptr %101 to i64
  %108 = sub i64 %106, %107
  call void @_ZdlPvm(ptr noundef nonnull %101, i64 noundef %108) #23
  br label %109

109:                                              ; preds = %100, %103
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #21
  %110 = load i64, ptr %8, align 8, !tbaa !5
  %111 = load i64, ptr %9, align 8, !tbaa !5
  %112 = mul i64 %111, %110
  %113 = icmp ugt i64 %112, 2305843009213693951
  br i1 %113, label %114, label %116

114:                                              ; preds = %109
  invoke void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.4) #24
          to label %115 unwind label %207

115:                                              ; preds = %114
  unreachable

116:                                              ; preds = %109
  %117 = icmp eq i64 %112, 0
  br i1 %117, label %135, label %118

118:                                              ; preds = %116
  %119 = shl nuw nsw i64 %112, 2
  %120 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %119) #25
          to label %121 unwind label %207

121:                                              ; preds = %118
  %122 = getelementptr float, ptr %120, i64 %112
  store float 0.000000e+00, ptr %120, align 4, !tbaa !32
  %123 = getelementptr i8, ptr %120, i64 4
  %124 = icmp eq i64 %112, 1
  br i1 %124, label %127, label %125

125:                                              ; preds = %121
  %126 = add nsw i64 %119, -4
  call void @llvm.memset.p0.i64(ptr align 4 %123, i8 0, i64 %126, i1 false), !tbaa !32
  br label %127

127:                                              ; preds = %121, %125
  %128 = phi ptr [ %122, %125 ], [ %123, %121 ]
  %129 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %119) #25
          to label %130 unwind label %209

130:                                              ; preds = %127
  %131 = getelementptr float, ptr %129, i64 %112
  store float 0.000000e+00, ptr %129, align 4, !tbaa !32
  %132 = getelementptr i8, ptr %129, i64 4
  br i1 %124, label %135, label %133

133:                                              ; preds = %130
  %134 = add nsw i64 %119, -4
  call void @llvm.memset.p0.i64(ptr align 4 %132, i8 0, i64 %134, i1 false), !tbaa !32
  br label %135

135:                                              ; preds = %133, %130, %116
  %136 = phi ptr [ %128, %130 ], [ %128, %133 ], [ null, %116 ]
  %137 = phi ptr [ %120, %130 ], [ %120, %133 ], [ null, %116 ]
  %138 = phi ptr [ %122, %130 ], [ %122, %133 ], [ null, %116 ]
  %139 = phi ptr [ %131, %130 ], [ %131, %133 ], [ null, %116 ]
  %140 = phi ptr [ %129, %130 ], [ %129, %133 ], [ null, %116 ]
  %141 = phi ptr [ %132, %130 ], [ %131, %133 ], [ null, %116 ]
  %142 = mul i64 %110, %110
  %143 = icmp ugt i64 %142, 2305843009213693951
  br i1 %143, label %144, label %146

144:                                              ; preds = %135
  invoke void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.4) #24
          to label %145 unwind label %211

145:                                              ; preds = %144
  unreachable

146:                                              ; preds = %135
  %147 = icmp eq i64 %142, 0
  br i1 %147, label %157, label %148

148:                                              ; preds = %146
  %149 = shl nuw nsw i64 %142, 2
  %150 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %149) #25
          to label %151 unwind label %211

151:                                              ; preds = %148
  %152 = getelementptr float, ptr %150, i64 %142
  store float 0.000000e+00, ptr %150, align 4, !tbaa !32
  %153 = getelementptr i8, ptr %150, i64 4
  %154 = icmp eq i64 %142, 1
  br i1 %154, label %157, label %155

155:                                              ; preds = %151
  %156 = add nsw i64 %149, -4
  call void @llvm.memset.p0.i64(ptr align 4 %153, i8 0, i64 %156, i1 false), !tbaa !32
  br label %157

157:                                              ; preds = %155, %151, %146
  %158 = phi ptr [ %150, %151 ], [ %150, %155 ], [ null, %146 ]
  %159 = phi ptr [ %152, %151 ], [ %152, %155 ], [ null, %146 ]
  %160 = phi ptr [ %153, %151 ], [ %152, %155 ], [ null, %146 ]
  %161 = ptrtoint ptr %136 to i64
  %162 = ptrtoint ptr %137 to i64
  %163 = sub i64 %161, %162
  %164 = ashr exact i64 %163, 2
  %165 = icmp eq ptr %136, %137
  br i1 %165, label %181, label %166

166:                                              ; preds = %157
  %167 = call i64 @llvm.umax.i64(i64 %164, i64 1)
  %168 = and i64 %167, 1
  %169 = icmp ult i64 %164, 2
  br i1 %169, label %172, label %170

170:                                              ; preds = %166
  %171 = and i64 %167, -2
  br label %213

172:                                              ; preds = %213, %166
  %173 = phi i64 [ 0, %166 ], [ %227, %213 ]
  %174 = icmp eq i64 %168, 0
  br i1 %174, label %181, label %175

175:                                              ; preds = %172
  %176 = mul i64 %173, 7
  %177 = urem i64 %176, 5
  %178 = uitofp nneg i64 %177 to float
  %179 = fmul float %178, 5.000000e-01
  %180 = getelementptr inbounds float, ptr %137, i64 %173
  store float %179, ptr %180, align 4, !tbaa !32
  br label %181

181:                                              ; preds = %175, %172, %157
  %182 = ptrtoint ptr %141 to i64
  %183 = ptrtoint ptr %140 to i64
  %184 = sub i64 %182, %183
  %185 = ashr exact i64 %184, 2
  %186 = icmp eq ptr %141, %140
  br i1 %186, label %239, label %187

187:                                              ; preds = %181
  %188 = call i64 @llvm.umax.i64(i64 %185, i64 1)
  %189 = icmp ult i64 %185, 4
  br i1 %189, label %190, label %192

190:                                              ; preds = %205, %187
  %191 = phi i64 [ 0, %187 ], [ %193, %205 ]
  br label %230

192:                                              ; preds = %187
  %193 = and i64 %188, -4
  br label %194

194:                                              ; preds = %194, %192
  %195 = phi i64 [ 0, %192 ], [ %202, %194 ]
  %196 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %192 ], [ %203, %194 ]
  %197 = mul <4 x i64> %196, <i64 3, i64 3, i64 3, i64 3>
  %198 = and <4 x i64> %197, <i64 3, i64 3, i64 3, i64 3>
  %199 = uitofp nneg <4 x i64> %198 to <4 x float>
  %200 = fmul <4 x float> %199, <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>
  %201 = getelementptr inbounds float, ptr %140, i64 %195
  store <4 x float> %200, ptr %201, align 4, !tbaa !32
  %202 = add nuw i64 %195, 4
  %203 = add <4 x i64> %196, <i64 4, i64 4, i64 4, i64 4>
  %204 = icmp eq i64 %202, %193
  br i1 %204, label %205, label %194, !llvm.loop !34

205:                                              ; preds = %194
  %206 = icmp eq i64 %185, %193
  br i1 %206, label %239, label %190

207:                                              ; preds = %118, %114
  %208 = landingpad { ptr, i32 }
          cleanup
  br label %818

209:                                              ; preds = %127
  %210 = landingpad { ptr, i32 }
          cleanup
  br label %811

211:                                              ; preds = %148, %144
  %212 = landingpad { ptr, i32 }
          cleanup
  br label %802

213:                                              ; preds = %213, %170
  %214 = phi i64 [ 0, %170 ], [ %227, %213 ]
  %215 = phi i64 [ 0, %170 ], [ %228, %213 ]
  %216 = mul i64 %214, 7
  %217 = urem i64 %216, 5
  %218 = uitofp nneg i64 %217 to float
  %219 = fmul float %218, 5.000000e-01
  %220 = getelementptr inbounds float, ptr %137, i64 %214
  store float %219, ptr %220, align 4, !tbaa !32
  %221 = or disjoint i64 %214, 1
  %222 = mul i64 %221, 7
  %223 = urem i64 %222, 5
  %224 = uitofp nneg i64 %223 to float
  %225 = fmul float %224, 5.000000e-01
  %226 = getelementptr inbounds float, ptr %137, i64 %221
  store float %225, ptr %226, align 4, !tbaa !32
  %227 = add nuw i64 %214, 2
  %228 = add i64 %215, 2
  %229 = icmp eq i64 %228, %171
  br i1 %229, label %172, label %213, !llvm.loop !37

230:                                              ; preds = %190, %230
  %231 = phi i64 [ %237, %230 ], [ %191, %190 ]
  %232 = mul i64 %231, 3
  %233 = and i64 %232, 3
  %234 = uitofp nneg i64 %233 to float
  %235 = fmul float %234, 2.500000e-01
  %236 = getelementptr inbounds float, ptr %140, i64 %231
  store float %235, ptr %236, align 4, !tbaa !32
  %237 = add nuw i64 %231, 1
  %238 = icmp eq i64 %237, %188
  br i1 %238, label %239, label %230, !llvm.loop !38

239:                                              ; preds = %230, %205, %181
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12) #21
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13) #21
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %13, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %14) #21
  store ptr @.str, ptr %14, align 8, !tbaa !39, !alias.scope !41
  %240 = getelementptr inbounds i8, ptr %14, i64 8
  store ptr @.str.1, ptr %240, align 8, !tbaa !44, !alias.scope !41
  %241 = getelementptr inbounds i8, ptr %14, i64 16
  store i32 17, ptr %241, align 8, !tbaa !45, !alias.scope !41
  %242 = getelementptr inbounds i8, ptr %14, i64 20
  store i32 14, ptr %242, align 4, !tbaa !46, !alias.scope !41
  %243 = invoke noundef ptr @_ZN4sycl3_V113malloc_sharedIfEEPT_mRKNS0_5queueERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef %112, ptr noundef nonnull align 8 dereferenceable(16) %10, ptr noundef nonnull align 8 dereferenceable(32) %13, ptr noundef nonnull align 8 dereferenceable(24) %14)
          to label %244 unwind label %486

244:                                              ; preds = %239
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %14) #21
  %245 = getelementptr inbounds i8, ptr %13, i64 8
  %246 = load ptr, ptr %245, align 8, !tbaa !15
  %247 = getelementptr inbounds i8, ptr %13, i64 16
  %248 = load ptr, ptr %247, align 8, !tbaa !17
  %249 = icmp eq ptr %246, %248
  br i1 %249, label %284, label %250

250:                                              ; preds = %244, %279
  %251 = phi ptr [ %280, %279 ], [ %246, %244 ]
  %252 = getelementptr inbounds i8, ptr %251, i64 8
  %253 = load ptr, ptr %252, align 8, !tbaa !18
  %254 = icmp eq ptr %253, null
  br i1 %254, label %279, label %255

255:                                              ; preds = %250
  %256 = getelementptr inbounds i8, ptr %253, i64 8
  %257 = load atomic i64, ptr %256 acquire, align 8
  %258 = icmp eq i64 %257, 4294967297
  %259 = trunc i64 %257 to i32
  br i1 %258, label %260, label %268

260:                                              ; preds = %255
  store i32 0, ptr %256, align 8, !tbaa !20
  %261 = getelementptr inbounds i8, ptr %253, i64 12
  store i32 0, ptr %261, align 4, !tbaa !23
  %262 = load ptr, ptr %253, align 8, !tbaa !24
  %263 = getelementptr inbounds i8, ptr %262, i64 16
  %264 = load ptr, ptr %263, align 8
  call void %264(ptr noundef nonnull align 8 dereferenceable(16) %253) #21
  %265 = load ptr, ptr %253, align 8, !tbaa !24
  %266 = getelementptr inbounds i8, ptr %265, i64 24
  %267 = load ptr, ptr %266, align 8
  call void %267(ptr noundef nonnull align 8 dereferenceable(16) %253) #21
  br label %279

268:                                              ; preds = %255
  %269 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %270 = icmp eq i8 %269, 0
  br i1 %270, label %273, label %271

271:                                              ; preds = %268
  %272 = add nsw i32 %259, -1
  store i32 %272, ptr %256, align 4, !tbaa !27
  br label %275

273:                                              ; preds = %268
  %274 = atomicrmw volatile add ptr %256, i32 -1 acq_rel, align 4
  br label %275

275:                                              ; preds = %273, %271
  %276 = phi i32 [ %259, %271 ], [ %274, %273 ]
  %277 = icmp eq i32 %276, 1
  br i1 %277, label %278, label %279, !prof !28

278:                                              ; preds = %275
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %253) #21
  br label %279

279:                                              ; preds = %278, %275, %260, %250
  %280 = getelementptr inbounds i8, ptr %251, i64 16
  %281 = icmp eq ptr %280, %248
  br i1 %281, label %282, label %250, !llvm.loop !29

282:                                              ; preds = %279
  %283 = load ptr, ptr %245, align 8, !tbaa !15
  br label %284

284:                                              ; preds = %282, %244
  %285 = phi ptr [ %283, %282 ], [ %246, %244 ]
  %286 = icmp eq ptr %285, null
  br i1 %286, label %293, label %287

287:                                              ; preds = %284
  %288 = getelementptr inbounds i8, ptr %13, i64 24
  %289 = load ptr, ptr %288, align 8, !tbaa !31
  %290 = ptrtoint ptr %289 to i64
  %291 = ptrtoint ptr %285 to i64
  %292 = sub i64 %290, %291
  call void @_ZdlPvm(ptr noundef nonnull %285, i64 noundef %292) #23
  br label %293

293:                                              ; preds = %287, %284
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #21
  store ptr %243, ptr %12, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15) #21
  %294 = load i64, ptr %9, align 8, !tbaa !5
  %295 = load i64, ptr %8, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16) #21
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %16, i8 0, i64 32, i1 false)
  %296 = mul i64 %295, %294
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %17) #21
  store ptr @.str, ptr %17, align 8, !tbaa !39, !alias.scope !47
  %297 = getelementptr inbounds i8, ptr %17, i64 8
  store ptr @.str.1, ptr %297, align 8, !tbaa !44, !alias.scope !47
  %298 = getelementptr inbounds i8, ptr %17, i64 16
  store i32 18, ptr %298, align 8, !tbaa !45, !alias.scope !47
  %299 = getelementptr inbounds i8, ptr %17, i64 20
  store i32 14, ptr %299, align 4, !tbaa !46, !alias.scope !47
  %300 = invoke noundef ptr @_ZN4sycl3_V113malloc_sharedIfEEPT_mRKNS0_5queueERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef %296, ptr noundef nonnull align 8 dereferenceable(16) %10, ptr noundef nonnull align 8 dereferenceable(32) %16, ptr noundef nonnull align 8 dereferenceable(24) %17)
          to label %301 unwind label %488

301:                                              ; preds = %293
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %17) #21
  %302 = getelementptr inbounds i8, ptr %16, i64 8
  %303 = load ptr, ptr %302, align 8, !tbaa !15
  %304 = getelementptr inbounds i8, ptr %16, i64 16
  %305 = load ptr, ptr %304, align 8, !tbaa !17
  %306 = icmp eq ptr %303, %305
  br i1 %306, label %341, label %307

307:                                              ; preds = %301, %336
  %308 = phi ptr [ %337, %336 ], [ %303, %301 ]
  %309 = getelementptr inbounds i8, ptr %308, i64 8
  %310 = load ptr, ptr %309, align 8, !tbaa !18
  %311 = icmp eq ptr %310, null
  br i1 %311, label %336, label %312

312:                                              ; preds = %307
  %313 = getelementptr inbounds i8, ptr %310, i64 8
  %314 = load atomic i64, ptr %313 acquire, align 8
  %315 = icmp eq i64 %314, 4294967297
  %316 = trunc i64 %314 to i32
  br i1 %315, label %317, label %325

317:                                              ; preds = %312
  store i32 0, ptr %313, align 8, !tbaa !20
  %318 = getelementptr inbounds i8, ptr %310, i64 12
  store i32 0, ptr %318, align 4, !tbaa !23
  %319 = load ptr, ptr %310, align 8, !tbaa !24
  %320 = getelementptr inbounds i8, ptr %319, i64 16
  %321 = load ptr, ptr %320, align 8
  call void %321(ptr noundef nonnull align 8 dereferenceable(16) %310) #21
  %322 = load ptr, ptr %310, align 8, !tbaa !24
  %323 = getelementptr inbounds i8, ptr %322, i64 24
  %324 = load ptr, ptr %323, align 8
  call void %324(ptr noundef nonnull align 8 dereferenceable(16) %310) #21
  br label %336

325:                                              ; preds = %312
  %326 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %327 = icmp eq i8 %326, 0
  br i1 %327, label %330, label %328

328:                                              ; preds = %325
  %329 = add nsw i32 %316, -1
  store i32 %329, ptr %313, align 4, !tbaa !27
  br label %332

330:                                              ; preds = %325
  %331 = atomicrmw volatile add ptr %313, i32 -1 acq_rel, align 4
  br label %332

332:                                              ; preds = %330, %328
  %333 = phi i32 [ %316, %328 ], [ %331, %330 ]
  %334 = icmp eq i32 %333, 1
  br i1 %334, label %335, label %336, !prof !28

335:                                              ; preds = %332
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %310) #21
  br label %336

336:                                              ; preds = %335, %332, %317, %307
  %337 = getelementptr inbounds i8, ptr %308, i64 16
  %338 = icmp eq ptr %337, %305
  br i1 %338, label %339, label %307, !llvm.loop !29

339:                                              ; preds = %336
  %340 = load ptr, ptr %302, align 8, !tbaa !15
  br label %341

341:                                              ; preds = %339, %301
  %342 = phi ptr [ %340, %339 ], [ %303, %301 ]
  %343 = icmp eq ptr %342, null
  br i1 %343, label %350, label %344

344:                                              ; preds = %341
  %345 = getelementptr inbounds i8, ptr %16, i64 24
  %346 = load ptr, ptr %345, align 8, !tbaa !31
  %347 = ptrtoint ptr %346 to i64
  %348 = ptrtoint ptr %342 to i64
  %349 = sub i64 %347, %348
  call void @_ZdlPvm(ptr noundef nonnull %342, i64 noundef %349) #23
  br label %350

350:                                              ; preds = %344, %341
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #21
  store ptr %300, ptr %15, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18) #21
  %351 = load i64, ptr %8, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %19) #21
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %19, i8 0, i64 32, i1 false)
  %352 = mul i64 %351, %351
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %20) #21
  store ptr @.str, ptr %20, align 8, !tbaa !39, !alias.scope !50
  %353 = getelementptr inbounds i8, ptr %20, i64 8
  store ptr @.str.1, ptr %353, align 8, !tbaa !44, !alias.scope !50
  %354 = getelementptr inbounds i8, ptr %20, i64 16
  store i32 19, ptr %354, align 8, !tbaa !45, !alias.scope !50
  %355 = getelementptr inbounds i8, ptr %20, i64 20
  store i32 14, ptr %355, align 4, !tbaa !46, !alias.scope !50
  %356 = invoke noundef ptr @_ZN4sycl3_V113malloc_sharedIfEEPT_mRKNS0_5queueERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef %352, ptr noundef nonnull align 8 dereferenceable(16) %10, ptr noundef nonnull align 8 dereferenceable(32) %19, ptr noundef nonnull align 8 dereferenceable(24) %20)
          to label %357 unwind label %490

357:                                              ; preds = %350
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %20) #21
  %358 = getelementptr inbounds i8, ptr %19, i64 8
  %359 = load ptr, ptr %358, align 8, !tbaa !15
  %360 = getelementptr inbounds i8, ptr %19, i64 16
  %361 = load ptr, ptr %360, align 8, !tbaa !17
  %362 = icmp eq ptr %359, %361
  br i1 %362, label %397, label %363

363:                                              ; preds = %357, %392
  %364 = phi ptr [ %393, %392 ], [ %359, %357 ]
  %365 = getelementptr inbounds i8, ptr %364, i64 8
  %366 = load ptr, ptr %365, align 8, !tbaa !18
  %367 = icmp eq ptr %366, null
  br i1 %367, label %392, label %368

368:                                              ; preds = %363
  %369 = getelementptr inbounds i8, ptr %366, i64 8
  %370 = load atomic i64, ptr %369 acquire, align 8
  %371 = icmp eq i64 %370, 4294967297
  %372 = trunc i64 %370 to i32
  br i1 %371, label %373, label %381

373:                                              ; preds = %368
  store i32 0, ptr %369, align 8, !tbaa !20
  %374 = getelementptr inbounds i8, ptr %366, i64 12
  store i32 0, ptr %374, align 4, !tbaa !23
  %375 = load ptr, ptr %366, align 8, !tbaa !24
  %376 = getelementptr inbounds i8, ptr %375, i64 16
  %377 = load ptr, ptr %376, align 8
  call void %377(ptr noundef nonnull align 8 dereferenceable(16) %366) #21
  %378 = load ptr, ptr %366, align 8, !tbaa !24
  %379 = getelementptr inbounds i8, ptr %378, i64 24
  %380 = load ptr, ptr %379, align 8
  call void %380(ptr noundef nonnull align 8 dereferenceable(16) %366) #21
  br label %392

381:                                              ; preds = %368
  %382 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %383 = icmp eq i8 %382, 0
  br i1 %383, label %386, label %384

384:                                              ; preds = %381
  %385 = add nsw i32 %372, -1
  store i32 %385, ptr %369, align 4, !tbaa !27
  br label %388

386:                                              ; preds = %381
  %387 = atomicrmw volatile add ptr %369, i32 -1 acq_rel, align 4
  br label %388

388:                                              ; preds = %386, %384
  %389 = phi i32 [ %372, %384 ], [ %387, %386 ]
  %390 = icmp eq i32 %389, 1
  br i1 %390, label %391, label %392, !prof !28

391:                                              ; preds = %388
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %366) #21
  br label %392

392:                                              ; preds = %391, %388, %373, %363
  %393 = getelementptr inbounds i8, ptr %364, i64 16
  %394 = icmp eq ptr %393, %361
  br i1 %394, label %395, label %363, !llvm.loop !29

395:                                              ; preds = %392
  %396 = load ptr, ptr %358, align 8, !tbaa !15
  br label %397

397:                                              ; preds = %395, %357
  %398 = phi ptr [ %396, %395 ], [ %359, %357 ]
  %399 = icmp eq ptr %398, null
  br i1 %399, label %406, label %400

400:                                              ; preds = %397
  %401 = getelementptr inbounds i8, ptr %19, i64 24
  %402 = load ptr, ptr %401, align 8, !tbaa !31
  %403 = ptrtoint ptr %402 to i64
  %404 = ptrtoint ptr %398 to i64
  %405 = sub i64 %403, %404
  call void @_ZdlPvm(ptr noundef nonnull %398, i64 noundef %405) #23
  br label %406

406:                                              ; preds = %397, %400
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19) #21
  store ptr %356, ptr %18, align 8, !tbaa !9
  br i1 %165, label %446, label %407

407:                                              ; preds = %406
  %408 = load ptr, ptr %12, align 8, !tbaa !9
  %409 = call i64 @llvm.umax.i64(i64 %164, i64 1)
  %410 = icmp ult i64 %164, 8
  %411 = ptrtoint ptr %408 to i64
  %412 = sub i64 %411, %162
  %413 = icmp ult i64 %412, 32
  %414 = select i1 %410, i1 true, i1 %413
  br i1 %414, label %415, label %432

415:                                              ; preds = %444, %407
  %416 = phi i64 [ 0, %407 ], [ %433, %444 ]
  %417 = and i64 %409, 3
  %418 = icmp eq i64 %417, 0
  br i1 %418, label %428, label %419

419:                                              ; preds = %415, %419
  %420 = phi i64 [ %425, %419 ], [ %416, %415 ]
  %421 = phi i64 [ %426, %419 ], [ 0, %415 ]
  %422 = getelementptr inbounds float, ptr %137, i64 %420
  %423 = load float, ptr %422, align 4, !tbaa !32
  %424 = getelementptr inbounds float, ptr %408, i64 %420
  store float %423, ptr %424, align 4, !tbaa !32
  %425 = add nuw i64 %420, 1
  %426 = add i64 %421, 1
  %427 = icmp eq i64 %426, %417
  br i1 %427, label %428, label %419, !llvm.loop !53

428:                                              ; preds = %419, %415
  %429 = phi i64 [ %416, %415 ], [ %425, %419 ]
  %430 = sub i64 %416, %409
  %431 = icmp ugt i64 %430, -4
  br i1 %431, label %446, label %492

432:                                              ; preds = %407
  %433 = and i64 %409, -8
  br label %434

434:                                              ; preds = %434, %432
  %435 = phi i64 [ 0, %432 ], [ %442, %434 ]
  %436 = getelementptr inbounds float, ptr %137, i64 %435
  %437 = getelementptr inbounds i8, ptr %436, i64 16
  %438 = load <4 x float>, ptr %436, align 4, !tbaa !32
  %439 = load <4 x float>, ptr %437, align 4, !tbaa !32
  %440 = getelementptr inbounds float, ptr %408, i64 %435
  %441 = getelementptr inbounds i8, ptr %440, i64 16
  store <4 x float> %438, ptr %440, align 4, !tbaa !32
  store <4 x float> %439, ptr %441, align 4, !tbaa !32
  %442 = add nuw i64 %435, 8
  %443 = icmp eq i64 %442, %433
  br i1 %443, label %444, label %434, !llvm.loop !55

444:                                              ; preds = %434
  %445 = icmp eq i64 %164, %433
  br i1 %445, label %446, label %415

446:                                              ; preds = %428, %492, %444, %406
  br i1 %186, label %511, label %447

447:                                              ; preds = %446
  %448 = load ptr, ptr %15, align 8, !tbaa !9
  %449 = call i64 @llvm.umax.i64(i64 %185, i64 1)
  %450 = icmp ult i64 %185, 8
  %451 = ptrtoint ptr %448 to i64
  %452 = sub i64 %451, %183
  %453 = icmp ult i64 %452, 32
  %454 = select i1 %450, i1 true, i1 %453
  br i1 %454, label %455, label %472

455:                                              ; preds = %484, %447
  %456 = phi i64 [ 0, %447 ], [ %473, %484 ]
  %457 = and i64 %449, 3
  %458 = icmp eq i64 %457, 0
  br i1 %458, label %468, label %459

459:                                              ; preds = %455, %459
  %460 = phi i64 [ %465, %459 ], [ %456, %455 ]
  %461 = phi i64 [ %466, %459 ], [ 0, %455 ]
  %462 = getelementptr inbounds float, ptr %140, i64 %460
  %463 = load float, ptr %462, align 4, !tbaa !32
  %464 = getelementptr inbounds float, ptr %448, i64 %460
  store float %463, ptr %464, align 4, !tbaa !32
  %465 = add nuw i64 %460, 1
  %466 = add i64 %461, 1
  %467 = icmp eq i64 %466, %457
  br i1 %467, label %468, label %459, !llvm.loop !56

468:                                              ; preds = %459, %455
  %469 = phi i64 [ %456, %455 ], [ %465, %459 ]
  %470 = sub i64 %456, %449
  %471 = icmp ugt i64 %470, -4
  br i1 %471, label %511, label %529

472:                                              ; preds = %447
  %473 = and i64 %449, -8
  br label %474

474:                                              ; preds = %474, %472
  %475 = phi i64 [ 0, %472 ], [ %482, %474 ]
  %476 = getelementptr inbounds float, ptr %140, i64 %475
  %477 = getelementptr inbounds i8, ptr %476, i64 16
  %478 = load <4 x float>, ptr %476, align 4, !tbaa !32
  %479 = load <4 x float>, ptr %477, align 4, !tbaa !32
  %480 = getelementptr inbounds float, ptr %448, i64 %475
  %481 = getelementptr inbounds i8, ptr %480, i64 16
  store <4 x float> %478, ptr %480, align 4, !tbaa !32
  store <4 x float> %479, ptr %481, align 4, !tbaa !32
  %482 = add nuw i64 %475, 8
  %483 = icmp eq i64 %482, %473
  br i1 %483, label %484, label %474, !llvm.loop !57

484:                                              ; preds = %474
  %485 = icmp eq i64 %185, %473
  br i1 %485, label %511, label %455

486:                                              ; preds = %239
  %487 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %14) #21
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %13) #21
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #21
  br label %795

488:                                              ; preds = %293
  %489 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %17) #21
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %16) #21
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #21
  br label %793

490:                                              ; preds = %350
  %491 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %20) #21
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %19) #21
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19) #21
  br label %791

492:                                              ; preds = %428, %492
  %493 = phi i64 [ %509, %492 ], [ %429, %428 ]
  %494 = getelementptr inbounds float, ptr %137, i64 %493
  %495 = load float, ptr %494, align 4, !tbaa !32
  %496 = getelementptr inbounds float, ptr %408, i64 %493
  store float %495, ptr %496, align 4, !tbaa !32
  %497 = add nuw i64 %493, 1
  %498 = getelementptr inbounds float, ptr %137, i64 %497
  %499 = load float, ptr %498, align 4, !tbaa !32
  %500 = getelementptr inbounds float, ptr %408, i64 %497
  store float %499, ptr %500, align 4, !tbaa !32
  %501 = add nuw i64 %493, 2
  %502 = getelementptr inbounds float, ptr %137, i64 %501
  %503 = load float, ptr %502, align 4, !tbaa !32
  %504 = getelementptr inbounds float, ptr %408, i64 %501
  store float %503, ptr %504, align 4, !tbaa !32
  %505 = add nuw i64 %493, 3
  %506 = getelementptr inbounds float, ptr %137, i64 %505
  %507 = load float, ptr %506, align 4, !tbaa !32
  %508 = getelementptr inbounds float, ptr %408, i64 %505
  store float %507, ptr %508, align 4, !tbaa !32
  %509 = add nuw i64 %493, 4
  %510 = icmp eq i64 %164, %509
  br i1 %510, label %446, label %492, !llvm.loop !58

511:                                              ; preds = %468, %529, %484, %446
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %21) #21
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %22) #21
  store ptr @.str, ptr %22, align 8, !tbaa !39, !alias.scope !59
  %512 = getelementptr inbounds i8, ptr %22, i64 8
  store ptr @.str.1, ptr %512, align 8, !tbaa !44, !alias.scope !59
  %513 = getelementptr inbounds i8, ptr %22, i64 16
  store i32 22, ptr %513, align 8, !tbaa !45, !alias.scope !59
  %514 = getelementptr inbounds i8, ptr %22, i64 20
  store i32 3, ptr %514, align 4, !tbaa !46, !alias.scope !59
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %6)
  store ptr %8, ptr %6, align 8
  %515 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr %9, ptr %515, align 8
  %516 = getelementptr inbounds i8, ptr %6, i64 16
  store ptr %12, ptr %516, align 8
  %517 = getelementptr inbounds i8, ptr %6, i64 24
  store ptr %15, ptr %517, align 8
  %518 = getelementptr inbounds i8, ptr %6, i64 32
  store ptr %18, ptr %518, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #21, !noalias !62
  store ptr %6, ptr %5, align 8, !tbaa !65, !noalias !62
  %519 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZ4mainEUlRNS0_7handlerEE_E4callEPKvS5_, ptr %519, align 8, !tbaa !67, !noalias !62
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #21, !noalias !68
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %3, ptr noundef nonnull align 8 dereferenceable(24) %22)
          to label %520 unwind label %627

520:                                              ; preds = %511
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #21, !noalias !68
  store i32 0, ptr %4, align 4, !tbaa !71, !noalias !68
  %521 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %3)
          to label %522 unwind label %527, !noalias !68

522:                                              ; preds = %520
  %523 = getelementptr inbounds i8, ptr %3, i64 8
  %524 = load i8, ptr %523, align 8, !tbaa !74, !range !77, !noalias !68, !noundef !78
  %525 = trunc nuw i8 %524 to i1
  %526 = xor i1 %525, true
  invoke void @_ZNK4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_3_V114SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %21, ptr noundef nonnull align 8 dereferenceable(16) %10, ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 4 dereferenceable(4) %4, ptr noundef nonnull align 8 dereferenceable(24) %521, i1 noundef zeroext %526)
          to label %548 unwind label %527

527:                                              ; preds = %522, %520
  %528 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #21, !noalias !68
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %3) #21
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #21, !noalias !68
  br label %631

529:                                              ; preds = %468, %529
  %530 = phi i64 [ %546, %529 ], [ %469, %468 ]
  %531 = getelementptr inbounds float, ptr %140, i64 %530
  %532 = load float, ptr %531, align 4, !tbaa !32
  %533 = getelementptr inbounds float, ptr %448, i64 %530
  store float %532, ptr %533, align 4, !tbaa !32
  %534 = add nuw i64 %530, 1
  %535 = getelementptr inbounds float, ptr %140, i64 %534
  %536 = load float, ptr %535, align 4, !tbaa !32
  %537 = getelementptr inbounds float, ptr %448, i64 %534
  store float %536, ptr %537, align 4, !tbaa !32
  %538 = add nuw i64 %530, 2
  %539 = getelementptr inbounds float, ptr %140, i64 %538
  %540 = load float, ptr %539, align 4, !tbaa !32
  %541 = getelementptr inbounds float, ptr %448, i64 %538
  store float %540, ptr %541, align 4, !tbaa !32
  %542 = add nuw i64 %530, 3
  %543 = getelementptr inbounds float, ptr %140, i64 %542
  %544 = load float, ptr %543, align 4, !tbaa !32
  %545 = getelementptr inbounds float, ptr %448, i64 %542
  store float %544, ptr %545, align 4, !tbaa !32
  %546 = add nuw i64 %530, 4
  %547 = icmp eq i64 %185, %546
  br i1 %547, label %511, label %529, !llvm.loop !79

548:                                              ; preds = %522
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #21, !noalias !68
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %3) #21
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #21, !noalias !68
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #21, !noalias !62
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %6)
  invoke void @_ZN4sycl3_V15event4waitEv(ptr noundef nonnull align 8 dereferenceable(16) %21)
          to label %549 unwind label %629

549:                                              ; preds = %548
  %550 = getelementptr inbounds i8, ptr %21, i64 8
  %551 = load ptr, ptr %550, align 8, !tbaa !18
  %552 = icmp eq ptr %551, null
  br i1 %552, label %577, label %553

553:                                              ; preds = %549
  %554 = getelementptr inbounds i8, ptr %551, i64 8
  %555 = load atomic i64, ptr %554 acquire, align 8
  %556 = icmp eq i64 %555, 4294967297
  %557 = trunc i64 %555 to i32
  br i1 %556, label %558, label %566

558:                                              ; preds = %553
  store i32 0, ptr %554, align 8, !tbaa !20
  %559 = getelementptr inbounds i8, ptr %551, i64 12
  store i32 0, ptr %559, align 4, !tbaa !23
  %560 = load ptr, ptr %551, align 8, !tbaa !24
  %561 = getelementptr inbounds i8, ptr %560, i64 16
  %562 = load ptr, ptr %561, align 8
  call void %562(ptr noundef nonnull align 8 dereferenceable(16) %551) #21
  %563 = load ptr, ptr %551, align 8, !tbaa !24
  %564 = getelementptr inbounds i8, ptr %563, i64 24
  %565 = load ptr, ptr %564, align 8
  call void %565(ptr noundef nonnull align 8 dereferenceable(16) %551) #21
  br label %577

566:                                              ; preds = %553
  %567 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %568 = icmp eq i8 %567, 0
  br i1 %568, label %571, label %569

569:                                              ; preds = %566
  %570 = add nsw i32 %557, -1
  store i32 %570, ptr %554, align 4, !tbaa !27
  br label %573

571:                                              ; preds = %566
  %572 = atomicrmw volatile add ptr %554, i32 -1 acq_rel, align 4
  br label %573

573:                                              ; preds = %571, %569
  %574 = phi i32 [ %557, %569 ], [ %572, %571 ]
  %575 = icmp eq i32 %574, 1
  br i1 %575, label %576, label %577, !prof !28

576:                                              ; preds = %573
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %551) #21
  br label %577

577:                                              ; preds = %549, %558, %573, %576
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %22) #21
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %21) #21
  %578 = ptrtoint ptr %158 to i64
  %579 = icmp eq ptr %160, %158
  br i1 %579, label %622, label %580

580:                                              ; preds = %577
  %581 = ptrtoint ptr %160 to i64
  %582 = sub i64 %581, %578
  %583 = ashr exact i64 %582, 2
  %584 = load ptr, ptr %18, align 8, !tbaa !9
  %585 = call i64 @llvm.umax.i64(i64 %583, i64 1)
  %586 = icmp ult i64 %583, 8
  %587 = ptrtoint ptr %584 to i64
  %588 = sub i64 %578, %587
  %589 = icmp ult i64 %588, 32
  %590 = select i1 %586, i1 true, i1 %589
  br i1 %590, label %591, label %608

591:                                              ; preds = %620, %580
  %592 = phi i64 [ 0, %580 ], [ %609, %620 ]
  %593 = and i64 %585, 3
  %594 = icmp eq i64 %593, 0
  br i1 %594, label %604, label %595

595:                                              ; preds = %591, %595
  %596 = phi i64 [ %601, %595 ], [ %592, %591 ]
  %597 = phi i64 [ %602, %595 ], [ 0, %591 ]
  %598 = getelementptr inbounds float, ptr %584, i64 %596
  %599 = load float, ptr %598, align 4, !tbaa !32
  %600 = getelementptr inbounds float, ptr %158, i64 %596
  store float %599, ptr %600, align 4, !tbaa !32
  %601 = add nuw i64 %596, 1
  %602 = add i64 %597, 1
  %603 = icmp eq i64 %602, %593
  br i1 %603, label %604, label %595, !llvm.loop !80

604:                                              ; preds = %595, %591
  %605 = phi i64 [ %592, %591 ], [ %601, %595 ]
  %606 = sub i64 %592, %585
  %607 = icmp ugt i64 %606, -4
  br i1 %607, label %622, label %633

608:                                              ; preds = %580
  %609 = and i64 %585, -8
  br label %610

610:                                              ; preds = %610, %608
  %611 = phi i64 [ 0, %608 ], [ %618, %610 ]
  %612 = getelementptr inbounds float, ptr %584, i64 %611
  %613 = getelementptr inbounds i8, ptr %612, i64 16
  %614 = load <4 x float>, ptr %612, align 4, !tbaa !32
  %615 = load <4 x float>, ptr %613, align 4, !tbaa !32
  %616 = getelementptr inbounds float, ptr %158, i64 %611
  %617 = getelementptr inbounds i8, ptr %616, i64 16
  store <4 x float> %614, ptr %616, align 4, !tbaa !32
  store <4 x float> %615, ptr %617, align 4, !tbaa !32
  %618 = add nuw i64 %611, 8
  %619 = icmp eq i64 %618, %609
  br i1 %619, label %620, label %610, !llvm.loop !81

620:                                              ; preds = %610
  %621 = icmp eq i64 %583, %609
  br i1 %621, label %622, label %591

622:                                              ; preds = %604, %633, %620, %577
  %623 = load ptr, ptr %12, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %23) #21
  store ptr @.str, ptr %23, align 8, !tbaa !39, !alias.scope !82
  %624 = getelementptr inbounds i8, ptr %23, i64 8
  store ptr @.str.1, ptr %624, align 8, !tbaa !44, !alias.scope !82
  %625 = getelementptr inbounds i8, ptr %23, i64 16
  store i32 24, ptr %625, align 8, !tbaa !45, !alias.scope !82
  %626 = getelementptr inbounds i8, ptr %23, i64 20
  store i32 3, ptr %626, align 4, !tbaa !46, !alias.scope !82
  invoke void @_ZN4sycl3_V14freeEPvRKNS0_5queueERKNS0_6detail13code_locationE(ptr noundef %623, ptr noundef nonnull align 8 dereferenceable(16) %10, ptr noundef nonnull align 8 dereferenceable(24) %23)
          to label %652 unwind label %728

627:                                              ; preds = %511
  %628 = landingpad { ptr, i32 }
          cleanup
  br label %631

629:                                              ; preds = %548
  %630 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %21) #21
  br label %631

631:                                              ; preds = %627, %527, %629
  %632 = phi { ptr, i32 } [ %630, %629 ], [ %628, %627 ], [ %528, %527 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %22) #21
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %21) #21
  br label %791

633:                                              ; preds = %604, %633
  %634 = phi i64 [ %650, %633 ], [ %605, %604 ]
  %635 = getelementptr inbounds float, ptr %584, i64 %634
  %636 = load float, ptr %635, align 4, !tbaa !32
  %637 = getelementptr inbounds float, ptr %158, i64 %634
  store float %636, ptr %637, align 4, !tbaa !32
  %638 = add nuw i64 %634, 1
  %639 = getelementptr inbounds float, ptr %584, i64 %638
  %640 = load float, ptr %639, align 4, !tbaa !32
  %641 = getelementptr inbounds float, ptr %158, i64 %638
  store float %640, ptr %641, align 4, !tbaa !32
  %642 = add nuw i64 %634, 2
  %643 = getelementptr inbounds float, ptr %584, i64 %642
  %644 = load float, ptr %643, align 4, !tbaa !32
  %645 = getelementptr inbounds float, ptr %158, i64 %642
  store float %644, ptr %645, align 4, !tbaa !32
  %646 = add nuw i64 %634, 3
  %647 = getelementptr inbounds float, ptr %584, i64 %646
  %648 = load float, ptr %647, align 4, !tbaa !32
  %649 = getelementptr inbounds float, ptr %158, i64 %646
  store float %648, ptr %649, align 4, !tbaa !32
  %650 = add nuw i64 %634, 4
  %651 = icmp eq i64 %583, %650
  br i1 %651, label %622, label %633, !llvm.loop !85

652:                                              ; preds = %622
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %23) #21
  %653 = load ptr, ptr %15, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %24) #21
  store ptr @.str, ptr %24, align 8, !tbaa !39, !alias.scope !86
  %654 = getelementptr inbounds i8, ptr %24, i64 8
  store ptr @.str.1, ptr %654, align 8, !tbaa !44, !alias.scope !86
  %655 = getelementptr inbounds i8, ptr %24, i64 16
  store i32 24, ptr %655, align 8, !tbaa !45, !alias.scope !86
  %656 = getelementptr inbounds i8, ptr %24, i64 20
  store i32 21, ptr %656, align 4, !tbaa !46, !alias.scope !86
  invoke void @_ZN4sycl3_V14freeEPvRKNS0_5queueERKNS0_6detail13code_locationE(ptr noundef %653, ptr noundef nonnull align 8 dereferenceable(16) %10, ptr noundef nonnull align 8 dereferenceable(24) %24)
          to label %657 unwind label %730

657:                                              ; preds = %652
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %24) #21
  %658 = load ptr, ptr %18, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %25) #21
  store ptr @.str, ptr %25, align 8, !tbaa !39, !alias.scope !89
  %659 = getelementptr inbounds i8, ptr %25, i64 8
  store ptr @.str.1, ptr %659, align 8, !tbaa !44, !alias.scope !89
  %660 = getelementptr inbounds i8, ptr %25, i64 16
  store i32 24, ptr %660, align 8, !tbaa !45, !alias.scope !89
  %661 = getelementptr inbounds i8, ptr %25, i64 20
  store i32 39, ptr %661, align 4, !tbaa !46, !alias.scope !89
  invoke void @_ZN4sycl3_V14freeEPvRKNS0_5queueERKNS0_6detail13code_locationE(ptr noundef %658, ptr noundef nonnull align 8 dereferenceable(16) %10, ptr noundef nonnull align 8 dereferenceable(24) %25)
          to label %662 unwind label %732

662:                                              ; preds = %657
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %25) #21
  %663 = load i64, ptr %8, align 8, !tbaa !5
  %664 = icmp eq i64 %663, 0
  br i1 %664, label %681, label %665

665:                                              ; preds = %662
  %666 = load i64, ptr %9, align 8, !tbaa !5
  %667 = and i64 %666, 1
  %668 = icmp eq i64 %666, 1
  %669 = and i64 %666, -2
  %670 = icmp eq i64 %667, 0
  br label %671

671:                                              ; preds = %665, %737
  %672 = phi i64 [ 0, %665 ], [ %738, %737 ]
  %673 = phi i1 [ true, %665 ], [ %764, %737 ]
  %674 = mul i64 %663, %672
  %675 = mul i64 %666, %672
  br label %734

676:                                              ; preds = %737
  %677 = select i1 %764, ptr @.str.2, ptr @.str.3
  %678 = call i32 @puts(ptr noundef nonnull dereferenceable(1) %677)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18) #21
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15) #21
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12) #21
  %679 = xor i1 %764, true
  %680 = zext i1 %679 to i32
  br label %684

681:                                              ; preds = %662
  %682 = call i32 @puts(ptr noundef nonnull dereferenceable(1) @.str.2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18) #21
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15) #21
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12) #21
  %683 = icmp eq ptr %158, null
  br i1 %683, label %688, label %684

684:                                              ; preds = %676, %681
  %685 = phi i32 [ %680, %676 ], [ 0, %681 ]
  %686 = ptrtoint ptr %159 to i64
  %687 = sub i64 %686, %578
  call void @_ZdlPvm(ptr noundef nonnull %158, i64 noundef %687) #23
  br label %688

688:                                              ; preds = %681, %684
  %689 = phi i32 [ 0, %681 ], [ %685, %684 ]
  %690 = icmp eq ptr %140, null
  br i1 %690, label %694, label %691

691:                                              ; preds = %688
  %692 = ptrtoint ptr %139 to i64
  %693 = sub i64 %692, %183
  call void @_ZdlPvm(ptr noundef nonnull %140, i64 noundef %693) #23
  br label %694

694:                                              ; preds = %688, %691
  %695 = icmp eq ptr %137, null
  br i1 %695, label %699, label %696

696:                                              ; preds = %694
  %697 = ptrtoint ptr %138 to i64
  %698 = sub i64 %697, %162
  call void @_ZdlPvm(ptr noundef nonnull %137, i64 noundef %698) #23
  br label %699

699:                                              ; preds = %694, %696
  %700 = getelementptr inbounds i8, ptr %10, i64 8
  %701 = load ptr, ptr %700, align 8, !tbaa !18
  %702 = icmp eq ptr %701, null
  br i1 %702, label %727, label %703

703:                                              ; preds = %699
  %704 = getelementptr inbounds i8, ptr %701, i64 8
  %705 = load atomic i64, ptr %704 acquire, align 8
  %706 = icmp eq i64 %705, 4294967297
  %707 = trunc i64 %705 to i32
  br i1 %706, label %708, label %716

708:                                              ; preds = %703
  store i32 0, ptr %704, align 8, !tbaa !20
  %709 = getelementptr inbounds i8, ptr %701, i64 12
  store i32 0, ptr %709, align 4, !tbaa !23
  %710 = load ptr, ptr %701, align 8, !tbaa !24
  %711 = getelementptr inbounds i8, ptr %710, i64 16
  %712 = load ptr, ptr %711, align 8
  call void %712(ptr noundef nonnull align 8 dereferenceable(16) %701) #21
  %713 = load ptr, ptr %701, align 8, !tbaa !24
  %714 = getelementptr inbounds i8, ptr %713, i64 24
  %715 = load ptr, ptr %714, align 8
  call void %715(ptr noundef nonnull align 8 dereferenceable(16) %701) #21
  br label %727

716:                                              ; preds = %703
  %717 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %718 = icmp eq i8 %717, 0
  br i1 %718, label %721, label %719

719:                                              ; preds = %716
  %720 = add nsw i32 %707, -1
  store i32 %720, ptr %704, align 4, !tbaa !27
  br label %723

721:                                              ; preds = %716
  %722 = atomicrmw volatile add ptr %704, i32 -1 acq_rel, align 4
  br label %723

723:                                              ; preds = %721, %719
  %724 = phi i32 [ %707, %719 ], [ %722, %721 ]
  %725 = icmp eq i32 %724, 1
  br i1 %725, label %726, label %727, !prof !28

726:                                              ; preds = %723
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %701) #21
  br label %727

727:                                              ; preds = %699, %708, %723, %726
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10) #21
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9) #21
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #21
  ret i32 %689

728:                                              ; preds = %622
  %729 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %23) #21
  br label %791

730:                                              ; preds = %652
  %731 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %24) #21
  br label %791

732:                                              ; preds = %657
  %733 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %25) #21
  br label %791

734:                                              ; preds = %671, %753
  %735 = phi i64 [ 0, %671 ], [ %765, %753 ]
  %736 = phi i1 [ %673, %671 ], [ %764, %753 ]
  switch i64 %666, label %767 [
    i64 0, label %753
    i64 1, label %740
  ]

737:                                              ; preds = %753
  %738 = add nuw i64 %672, 1
  %739 = icmp eq i64 %738, %663
  br i1 %739, label %676, label %671, !llvm.loop !92

740:                                              ; preds = %767, %734
  %741 = phi float [ poison, %734 ], [ %787, %767 ]
  %742 = phi i64 [ 0, %734 ], [ %788, %767 ]
  %743 = phi float [ 0.000000e+00, %734 ], [ %787, %767 ]
  br i1 %670, label %753, label %744

744:                                              ; preds = %740
  %745 = add i64 %675, %742
  %746 = getelementptr inbounds float, ptr %137, i64 %745
  %747 = load float, ptr %746, align 4, !tbaa !32
  %748 = mul i64 %742, %663
  %749 = add i64 %748, %735
  %750 = getelementptr inbounds float, ptr %140, i64 %749
  %751 = load float, ptr %750, align 4, !tbaa !32
  %752 = call float @llvm.fmuladd.f32(float %747, float %751, float %743)
  br label %753

753:                                              ; preds = %744, %740, %734
  %754 = phi float [ 0.000000e+00, %734 ], [ %741, %740 ], [ %752, %744 ]
  %755 = add i64 %735, %674
  %756 = getelementptr inbounds float, ptr %158, i64 %755
  %757 = load float, ptr %756, align 4, !tbaa !32
  %758 = fsub float %754, %757
  %759 = call noundef float @llvm.fabs.f32(float %758)
  %760 = call noundef float @llvm.fabs.f32(float %754)
  %761 = fadd float %760, 1.000000e+00
  %762 = fmul float %761, 0x3F50624DE0000000
  %763 = fcmp ule float %759, %762
  %764 = select i1 %763, i1 %736, i1 false
  %765 = add nuw i64 %735, 1
  %766 = icmp eq i64 %765, %663
  br i1 %766, label %737, label %734, !llvm.loop !93

767:                                              ; preds = %734, %767
  %768 = phi i64 [ %788, %767 ], [ 0, %734 ]
  %769 = phi float [ %787, %767 ], [ 0.000000e+00, %734 ]
  %770 = phi i64 [ %789, %767 ], [ 0, %734 ]
  %771 = add i64 %675, %768
  %772 = getelementptr inbounds float, ptr %137, i64 %771
  %773 = load float, ptr %772, align 4, !tbaa !32
  %774 = mul i64 %768, %663
  %775 = add i64 %774, %735
  %776 = getelementptr inbounds float, ptr %140, i64 %775
  %777 = load float, ptr %776, align 4, !tbaa !32
  %778 = call float @llvm.fmuladd.f32(float %773, float %777, float %769)
  %779 = or disjoint i64 %768, 1
  %780 = add i64 %675, %779
  %781 = getelementptr inbounds float, ptr %137, i64 %780
  %782 = load float, ptr %781, align 4, !tbaa !32
  %783 = mul i64 %779, %663
  %784 = add i64 %783, %735
  %785 = getelementptr inbounds float, ptr %140, i64 %784
  %786 = load float, ptr %785, align 4, !tbaa !32
  %787 = call float @llvm.fmuladd.f32(float %782, float %786, float %778)
  %788 = add nuw i64 %768, 2
  %789 = add i64 %770, 2
  %790 = icmp eq i64 %789, %669
  br i1 %790, label %740, label %767, !llvm.loop !94

791:                                              ; preds = %732, %730, %728, %631, %490
  %792 = phi { ptr, i32 } [ %733, %732 ], [ %731, %730 ], [ %729, %728 ], [ %632, %631 ], [ %491, %490 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18) #21
  br label %793

793:                                              ; preds = %791, %488
  %794 = phi { ptr, i32 } [ %792, %791 ], [ %489, %488 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15) #21
  br label %795

795:                                              ; preds = %793, %486
  %796 = phi { ptr, i32 } [ %794, %793 ], [ %487, %486 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12) #21
  %797 = icmp eq ptr %158, null
  br i1 %797, label %802, label %798

798:                                              ; preds = %795
  %799 = ptrtoint ptr %159 to i64
  %800 = ptrtoint ptr %158 to i64
  %801 = sub i64 %799, %800
  call void @_ZdlPvm(ptr noundef nonnull %158, i64 noundef %801) #23
  br label %802

802:                                              ; preds = %798, %795, %211
  %803 = phi { ptr, i32 } [ %212, %211 ], [ %796, %795 ], [ %796, %798 ]
  %804 = icmp eq ptr %140, null
  br i1 %804, label %809, label %805

805:                                              ; preds = %802
  %806 = ptrtoint ptr %139 to i64
  %807 = ptrtoint ptr %140 to i64
  %808 = sub i64 %806, %807
  call void @_ZdlPvm(ptr noundef nonnull %140, i64 noundef %808) #23
  br label %809

809:                                              ; preds = %805, %802
  %810 = icmp eq ptr %137, null
  br i1 %810, label %818, label %811

811:                                              ; preds = %209, %809
  %812 = phi { ptr, i32 } [ %210, %209 ], [ %803, %809 ]
  %813 = phi ptr [ %122, %209 ], [ %138, %809 ]
  %814 = phi ptr [ %120, %209 ], [ %137, %809 ]
  %815 = ptrtoint ptr %813 to i64
  %816 = ptrtoint ptr %814 to i64
  %817 = sub i64 %815, %816
  call void @_ZdlPvm(ptr noundef nonnull %814, i64 noundef %817) #23
  br label %818

818:                                              ; preds = %811, %809, %207
  %819 = phi { ptr, i32 } [ %208, %207 ], [ %803, %809 ], [ %812, %811 ]
  call void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %10) #21
  br label %820

820:                                              ; preds = %818, %59
  %821 = phi { ptr, i32 } [ %819, %818 ], [ %51, %59 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10) #21
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9) #21
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #21
  resume { ptr, i32 } %821
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

declare void @_ZN4sycl3_V15event4waitEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #5

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  %6 = alloca %"class.std::function.14", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #21
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #21
  %7 = getelementptr inbounds i8, ptr %6, i64 16
  %8 = getelementptr inbounds i8, ptr %6, i64 24
  %9 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 0, ptr %9, align 8
  store ptr %1, ptr %6, align 8, !tbaa !9
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_, ptr %8, align 8, !tbaa !95
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
  %4 = load ptr, ptr %0, align 8, !tbaa !9
  %5 = load <2 x ptr>, ptr %1, align 8, !tbaa !9
  store <2 x ptr> %5, ptr %3, align 16, !tbaa !9
  %6 = getelementptr inbounds i8, ptr %3, i64 16
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  %8 = load ptr, ptr %7, align 8, !tbaa !97
  store ptr %8, ptr %6, align 16, !tbaa !97
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, i8 0, i64 24, i1 false)
  invoke void %4(ptr noundef nonnull %3)
          to label %9 unwind label %32

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %3, i64 8
  %11 = load ptr, ptr %3, align 16, !tbaa !99
  %12 = load ptr, ptr %10, align 8, !tbaa !100
  %13 = icmp eq ptr %11, %12
  br i1 %13, label %24, label %14

14:                                               ; preds = %9, %19
  %15 = phi ptr [ %20, %19 ], [ %11, %9 ]
  %16 = load ptr, ptr %15, align 8, !tbaa !101
  %17 = icmp eq ptr %16, null
  br i1 %17, label %19, label %18

18:                                               ; preds = %14
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %15) #21
  br label %19

19:                                               ; preds = %18, %14
  %20 = getelementptr inbounds i8, ptr %15, i64 8
  %21 = icmp eq ptr %20, %12
  br i1 %21, label %22, label %14, !llvm.loop !103

22:                                               ; preds = %19
  %23 = load ptr, ptr %3, align 16, !tbaa !99
  br label %24

24:                                               ; preds = %22, %9
  %25 = phi ptr [ %23, %22 ], [ %11, %9 ]
  %26 = icmp eq ptr %25, null
  br i1 %26, label %34, label %27

27:                                               ; preds = %24
  %28 = load ptr, ptr %6, align 16, !tbaa !97
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
  %6 = load ptr, ptr %1, align 8, !tbaa !9
  br label %7

7:                                                ; preds = %3, %4, %5
  %8 = phi ptr [ %6, %5 ], [ %1, %4 ], [ @_ZTIPFvN4sycl3_V114exception_listEE, %3 ]
  store ptr %8, ptr %0, align 8, !tbaa !9
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
  %2 = load ptr, ptr %0, align 8, !tbaa !99
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !100
  %5 = icmp eq ptr %2, %4
  br i1 %5, label %16, label %6

6:                                                ; preds = %1, %11
  %7 = phi ptr [ %12, %11 ], [ %2, %1 ]
  %8 = load ptr, ptr %7, align 8, !tbaa !101
  %9 = icmp eq ptr %8, null
  br i1 %9, label %11, label %10

10:                                               ; preds = %6
  tail call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %7) #21
  br label %11

11:                                               ; preds = %10, %6
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  %13 = icmp eq ptr %12, %4
  br i1 %13, label %14, label %6, !llvm.loop !103

14:                                               ; preds = %11
  %15 = load ptr, ptr %0, align 8, !tbaa !99
  br label %16

16:                                               ; preds = %14, %1
  %17 = phi ptr [ %15, %14 ], [ %2, %1 ]
  %18 = icmp eq ptr %17, null
  br i1 %18, label %25, label %19

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !97
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
  %3 = load ptr, ptr %0, align 8, !tbaa !9
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

declare void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9), ptr noundef nonnull align 8 dereferenceable(24)) unnamed_addr #5

declare void @_ZNK4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_3_V114SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 4 dereferenceable(4), ptr noundef nonnull align 8 dereferenceable(24), i1 noundef zeroext) local_unnamed_addr #5

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9)) local_unnamed_addr #5

; Function Attrs: nounwind
declare void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9)) unnamed_addr #10

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZ4mainEUlRNS0_7handlerEE_E4callEPKvS5_(ptr nocapture noundef readonly %0, ptr noundef nonnull align 8 dereferenceable(176) %1) #4 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::range", align 8
  %4 = alloca %"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view", align 8
  %5 = alloca %"struct.sycl::_V1::detail::compile_time_kernel_info_v1::CompileTimeKernelInfoTy", align 8
  %6 = alloca %"struct.sycl::_V1::detail::kernel_launch_properties_v1::PropsHolder", align 8
  %7 = load ptr, ptr %0, align 8, !tbaa !104
  %8 = load i64, ptr %7, align 8, !tbaa !5
  %9 = getelementptr inbounds i8, ptr %0, i64 8
  %10 = load ptr, ptr %9, align 8, !tbaa !106
  %11 = load i64, ptr %10, align 8, !tbaa !5
  %12 = getelementptr inbounds i8, ptr %0, i64 16
  %13 = load ptr, ptr %12, align 8, !tbaa !107
  %14 = load ptr, ptr %13, align 8, !tbaa !9
  %15 = getelementptr inbounds i8, ptr %0, i64 24
  %16 = load ptr, ptr %15, align 8, !tbaa !108
  %17 = load ptr, ptr %16, align 8, !tbaa !9
  %18 = getelementptr inbounds i8, ptr %0, i64 32
  %19 = load ptr, ptr %18, align 8, !tbaa !109
  %20 = load ptr, ptr %19, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 88, ptr nonnull %5) #21
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(88) %5, ptr noundef nonnull align 8 dereferenceable(88) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoI7ProductEEvPv.Info, i64 88, i1 false)
  %21 = tail call noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(176) %1)
  %22 = icmp eq i32 %21, 0
  br i1 %22, label %33, label %23

23:                                               ; preds = %2
  %24 = tail call ptr @__cxa_allocate_exception(i64 64) #21
  %25 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #21
  %26 = extractvalue { i32, ptr } %25, 0
  %27 = extractvalue { i32, ptr } %25, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %24, i32 %26, ptr %27, ptr noundef nonnull @.str.9)
          to label %28 unwind label %31

28:                                               ; preds = %23
  tail call void @__cxa_throw(ptr nonnull %24, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #24
  unreachable

29:                                               ; preds = %41, %31
  %30 = phi { ptr, i32 } [ %32, %31 ], [ %42, %41 ]
  resume { ptr, i32 } %30

31:                                               ; preds = %23
  %32 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %24) #21
  br label %29

33:                                               ; preds = %2
  call void @_ZNK4sycl3_V17handler28throwOnKernelParameterMisuseERKNS0_6detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(81) %5)
  %34 = icmp ugt i64 %8, 4294967295
  br i1 %34, label %35, label %43

35:                                               ; preds = %33
  %36 = call ptr @__cxa_allocate_exception(i64 64) #21
  %37 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #21
  %38 = extractvalue { i32, ptr } %37, 0
  %39 = extractvalue { i32, ptr } %37, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %36, i32 %38, ptr %39, ptr noundef nonnull @.str.8)
          to label %40 unwind label %41

40:                                               ; preds = %35
  call void @__cxa_throw(ptr nonnull %36, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #24
  unreachable

41:                                               ; preds = %35
  %42 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %36) #21
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %5) #21
  br label %29

43:                                               ; preds = %33
  %44 = load ptr, ptr %5, align 8, !tbaa !9
  %45 = getelementptr inbounds i8, ptr %5, i64 8
  %46 = load i64, ptr %45, align 8, !tbaa !5
  call void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr %44, i64 %46)
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %6) #21
  %47 = getelementptr inbounds i8, ptr %6, i64 8
  store i8 0, ptr %47, align 8, !tbaa !110, !alias.scope !112
  %48 = getelementptr inbounds i8, ptr %6, i64 18
  store i8 0, ptr %48, align 2, !tbaa !117, !alias.scope !112
  %49 = getelementptr inbounds i8, ptr %6, i64 20
  store i8 0, ptr %49, align 4, !tbaa !119, !alias.scope !112
  %50 = getelementptr inbounds i8, ptr %6, i64 28
  store i8 0, ptr %50, align 4, !tbaa !121, !alias.scope !112
  %51 = getelementptr inbounds i8, ptr %6, i64 36
  store i8 0, ptr %51, align 4, !tbaa !123, !alias.scope !112
  %52 = getelementptr inbounds i8, ptr %6, i64 44
  store i8 0, ptr %52, align 4, !tbaa !121, !alias.scope !112
  %53 = getelementptr inbounds i8, ptr %6, i64 52
  store i8 0, ptr %53, align 4, !tbaa !123, !alias.scope !112
  %54 = getelementptr inbounds i8, ptr %6, i64 60
  store i8 0, ptr %54, align 4, !tbaa !121, !alias.scope !112
  %55 = getelementptr inbounds i8, ptr %6, i64 68
  store i8 0, ptr %55, align 4, !tbaa !123, !alias.scope !112
  %56 = getelementptr inbounds i8, ptr %6, i64 80
  store i8 0, ptr %56, align 8, !tbaa !125, !alias.scope !112
  %57 = getelementptr inbounds i8, ptr %6, i64 104
  store i8 0, ptr %57, align 8, !tbaa !127, !alias.scope !112
  %58 = getelementptr inbounds i8, ptr %6, i64 136
  store i8 0, ptr %58, align 8, !tbaa !129, !alias.scope !112
  %59 = getelementptr inbounds i8, ptr %6, i64 144
  store i8 1, ptr %59, align 8, !tbaa !131, !alias.scope !112
  call void @_ZN4sycl3_V17handler25setKernelLaunchPropertiesERKNS0_6detail27kernel_launch_properties_v111PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEE(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(145) %6)
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %6) #21
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4)
  store i64 %8, ptr %3, align 8
  %60 = getelementptr inbounds i8, ptr %3, i64 8
  store i64 %8, ptr %60, align 8
  store ptr %3, ptr %4, align 8, !tbaa !162
  %61 = getelementptr inbounds i8, ptr %4, i64 8
  %62 = getelementptr inbounds i8, ptr %4, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %61, i8 0, i64 16, i1 false)
  store i64 2, ptr %62, align 8, !tbaa !164
  call void @_ZN4sycl3_V17handler20setNDRangeDescriptorENS0_6detail16nd_range_view_v113nd_range_viewEb(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull byval(%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view") align 8 %4, i1 noundef zeroext false)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4)
  %63 = getelementptr inbounds i8, ptr %1, i64 144
  %64 = call noalias noundef nonnull dereferenceable(48) ptr @_Znwm(i64 noundef 48) #25
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, i64 16), ptr %64, align 8, !tbaa !24
  %65 = getelementptr inbounds i8, ptr %64, i64 8
  store i64 %11, ptr %65, align 8, !tbaa !5
  %66 = getelementptr inbounds i8, ptr %64, i64 16
  store ptr %14, ptr %66, align 8, !tbaa !9
  %67 = getelementptr inbounds i8, ptr %64, i64 24
  store ptr %17, ptr %67, align 8, !tbaa !9
  %68 = getelementptr inbounds i8, ptr %64, i64 32
  store i64 %8, ptr %68, align 8, !tbaa !5
  %69 = getelementptr inbounds i8, ptr %64, i64 40
  store ptr %20, ptr %69, align 8, !tbaa !9
  %70 = load ptr, ptr %63, align 8, !tbaa !9
  store ptr %64, ptr %63, align 8, !tbaa !9
  %71 = icmp eq ptr %70, null
  br i1 %71, label %76, label %72

72:                                               ; preds = %43
  %73 = load ptr, ptr %70, align 8, !tbaa !24
  %74 = getelementptr inbounds i8, ptr %73, i64 16
  %75 = load ptr, ptr %74, align 8
  call void %75(ptr noundef nonnull align 8 dereferenceable(8) %70) #21
  br label %76

76:                                               ; preds = %43, %72
  call void @_ZN4sycl3_V17handler23instantiateKernelOnHostEPv(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull @_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi2ELb1EEEZZ4mainENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi2EEEE_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE)
  %77 = load ptr, ptr %63, align 8, !tbaa !9
  %78 = load ptr, ptr %77, align 8, !tbaa !24
  %79 = load ptr, ptr %78, align 8
  %80 = call noundef ptr %79(ptr noundef nonnull align 8 dereferenceable(8) %77)
  call void @_ZN4sycl3_V17handler19setDeviceKernelInfoI7ProductEEvPv(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef %80)
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %5) #21
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local { i64, i32 } @_ZN4sycl3_V16detail18getKernelParamDescI7ProductEENS1_19kernel_param_desc_tEi(i32 noundef %0) #4 comdat {
  %2 = add i32 %0, 2
  %3 = zext i32 %2 to i64
  %4 = getelementptr inbounds [8 x %"struct.sycl::_V1::detail::kernel_param_desc_t"], ptr @_ZN4sycl3_V16detailL17kernel_signaturesE, i64 0, i64 %3
  %5 = load i64, ptr %4, align 4
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = load i32, ptr %6, align 4, !tbaa !27
  %8 = insertvalue { i64, i32 } poison, i64 %5, 0
  %9 = insertvalue { i64, i32 } %8, i32 %7, 1
  ret { i64, i32 } %9
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNK4sycl3_V17handler28throwOnKernelParameterMisuseERKNS0_6detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(81) %1) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %1, i64 16
  %4 = load i32, ptr %3, align 8, !tbaa !165
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %13, label %6

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %1, i64 72
  br label %14

8:                                                ; preds = %30
  %9 = add nuw nsw i64 %15, 1
  %10 = load i32, ptr %3, align 8, !tbaa !165
  %11 = zext i32 %10 to i64
  %12 = icmp ult i64 %9, %11
  br i1 %12, label %14, label %13, !llvm.loop !168

13:                                               ; preds = %8, %2
  ret void

14:                                               ; preds = %6, %8
  %15 = phi i64 [ 0, %6 ], [ %9, %8 ]
  %16 = load ptr, ptr %7, align 8, !tbaa !169
  %17 = trunc nuw i64 %15 to i32
  %18 = tail call { i64, i32 } %16(i32 noundef %17)
  %19 = extractvalue { i64, i32 } %18, 0
  %20 = and i64 %19, 8796093022207
  %21 = icmp eq i64 %20, 8658654068736
  br i1 %21, label %22, label %30

22:                                               ; preds = %14
  %23 = tail call ptr @__cxa_allocate_exception(i64 64) #21
  %24 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 6) #21
  %25 = extractvalue { i32, ptr } %24, 0
  %26 = extractvalue { i32, ptr } %24, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %23, i32 %25, ptr %26, ptr noundef nonnull @.str.10)
          to label %27 unwind label %28

27:                                               ; preds = %22
  tail call void @__cxa_throw(ptr nonnull %23, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #24
  unreachable

28:                                               ; preds = %22
  %29 = landingpad { ptr, i32 }
          cleanup
  br label %41

30:                                               ; preds = %14
  %31 = and i64 %19, 4294967294
  %32 = icmp eq i64 %31, 6
  br i1 %32, label %33, label %8

33:                                               ; preds = %30
  %34 = tail call ptr @__cxa_allocate_exception(i64 64) #21
  %35 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 6) #21
  %36 = extractvalue { i32, ptr } %35, 0
  %37 = extractvalue { i32, ptr } %35, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %34, i32 %36, ptr %37, ptr noundef nonnull @.str.11)
          to label %38 unwind label %39

38:                                               ; preds = %33
  tail call void @__cxa_throw(ptr nonnull %34, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #24
  unreachable

39:                                               ; preds = %33
  %40 = landingpad { ptr, i32 }
          cleanup
  br label %41

41:                                               ; preds = %39, %28
  %42 = phi ptr [ %34, %39 ], [ %23, %28 ]
  %43 = phi { ptr, i32 } [ %40, %39 ], [ %29, %28 ]
  tail call void @__cxa_free_exception(ptr %42) #21
  resume { ptr, i32 } %43
}

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

; Function Attrs: nounwind
declare { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef) local_unnamed_addr #10

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %0, i32 %1, ptr %2, ptr noundef %3) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.std::shared_ptr.56", align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %5, i8 0, i64 16, i1 false)
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codeSt10shared_ptrINS0_7contextEEPKc(ptr noundef nonnull align 8 dereferenceable(64) %0, i32 %1, ptr %2, ptr noundef nonnull %5, ptr noundef %3)
          to label %6 unwind label %35

6:                                                ; preds = %4
  %7 = getelementptr inbounds i8, ptr %5, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !18
  %9 = icmp eq ptr %8, null
  br i1 %9, label %34, label %10

10:                                               ; preds = %6
  %11 = getelementptr inbounds i8, ptr %8, i64 8
  %12 = load atomic i64, ptr %11 acquire, align 8
  %13 = icmp eq i64 %12, 4294967297
  %14 = trunc i64 %12 to i32
  br i1 %13, label %15, label %23

15:                                               ; preds = %10
  store i32 0, ptr %11, align 8, !tbaa !20
  %16 = getelementptr inbounds i8, ptr %8, i64 12
  store i32 0, ptr %16, align 4, !tbaa !23
  %17 = load ptr, ptr %8, align 8, !tbaa !24
  %18 = getelementptr inbounds i8, ptr %17, i64 16
  %19 = load ptr, ptr %18, align 8
  call void %19(ptr noundef nonnull align 8 dereferenceable(16) %8) #21
  %20 = load ptr, ptr %8, align 8, !tbaa !24
  %21 = getelementptr inbounds i8, ptr %20, i64 24
  %22 = load ptr, ptr %21, align 8
  call void %22(ptr noundef nonnull align 8 dereferenceable(16) %8) #21
  br label %34

23:                                               ; preds = %10
  %24 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %25 = icmp eq i8 %24, 0
  br i1 %25, label %28, label %26

26:                                               ; preds = %23
  %27 = add nsw i32 %14, -1
  store i32 %27, ptr %11, align 4, !tbaa !27
  br label %30

28:                                               ; preds = %23
  %29 = atomicrmw volatile add ptr %11, i32 -1 acq_rel, align 4
  br label %30

30:                                               ; preds = %28, %26
  %31 = phi i32 [ %14, %26 ], [ %29, %28 ]
  %32 = icmp eq i32 %31, 1
  br i1 %32, label %33, label %34, !prof !28

33:                                               ; preds = %30
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %8) #21
  br label %34

34:                                               ; preds = %6, %15, %30, %33
  ret void

35:                                               ; preds = %4
  %36 = landingpad { ptr, i32 }
          cleanup
  call void @_ZNSt12__shared_ptrIN4sycl3_V17contextELN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %5) #21
  resume { ptr, i32 } %36
}

declare void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZN4sycl3_V19exceptionD1Ev(ptr noundef nonnull align 8 dereferenceable(64)) unnamed_addr #10

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(176), ptr, i64) local_unnamed_addr #5

declare void @_ZN4sycl3_V17handler25setKernelLaunchPropertiesERKNS0_6detail27kernel_launch_properties_v111PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEE(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef nonnull align 8 dereferenceable(145)) local_unnamed_addr #5

declare noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(176)) local_unnamed_addr #5

declare void @_ZN4sycl3_V19exceptionC1ESt10error_codeSt10shared_ptrINS0_7contextEEPKc(ptr noundef nonnull align 8 dereferenceable(64), i32, ptr, ptr noundef, ptr noundef) unnamed_addr #5

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt12__shared_ptrIN4sycl3_V17contextELN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #16 comdat align 2 personality ptr @__gxx_personality_v0 {
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

declare void @_ZN4sycl3_V17handler20setNDRangeDescriptorENS0_6detail16nd_range_view_v113nd_range_viewEb(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef byval(%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view") align 8, i1 noundef zeroext) local_unnamed_addr #5

declare void @_ZN4sycl3_V17handler23instantiateKernelOnHostEPv(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler19setDeviceKernelInfoI7ProductEEvPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1) local_unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 64
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoI7ProductEEvPv.Info, i64 16, i1 false), !tbaa.struct !170
  tail call void @_ZN4sycl3_V17handler13setKernelFuncEPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1)
  %4 = load atomic i8, ptr @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI7ProductEERNS1_16DeviceKernelInfoEvE4Info acquire, align 8
  %5 = icmp eq i8 %4, 0
  br i1 %5, label %6, label %14, !prof !171

6:                                                ; preds = %2
  %7 = tail call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI7ProductEERNS1_16DeviceKernelInfoEvE4Info) #21
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %14, label %9

9:                                                ; preds = %6
  %10 = invoke noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoERKNS1_27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(81) @_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI7ProductEE)
          to label %11 unwind label %12

11:                                               ; preds = %9
  store ptr %10, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI7ProductEERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !9
  tail call void @__cxa_guard_release(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI7ProductEERNS1_16DeviceKernelInfoEvE4Info) #21
  br label %14

12:                                               ; preds = %9
  %13 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_guard_abort(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI7ProductEERNS1_16DeviceKernelInfoEvE4Info) #21
  resume { ptr, i32 } %13

14:                                               ; preds = %2, %6, %11
  %15 = load ptr, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI7ProductEERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !9
  tail call void @_ZN4sycl3_V17handler22setDeviceKernelInfoPtrEPNS0_6detail16DeviceKernelInfoE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull %15)
  tail call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(176) %0, i32 noundef 1)
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(48) %0) unnamed_addr #17 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail14HostKernelBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #16 comdat align 2 {
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED0Ev(ptr noundef nonnull align 8 dereferenceable(48) %0) unnamed_addr #16 align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 48) #23
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal void @_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi2ELb1EEEZZ4mainENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi2EEEE_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE(ptr nocapture noundef readonly byval(%class.anon.52) align 8 %0, ptr nocapture noundef readonly byval(%"class.sycl::_V1::item") align 8 %1, ptr nocapture nonnull readnone align 1 %2) #18 personality ptr @__gxx_personality_v0 {
  %4 = getelementptr inbounds i8, ptr %1, i64 16
  %5 = load i64, ptr %4, align 8, !tbaa !5
  %6 = getelementptr inbounds i8, ptr %1, i64 24
  %7 = load i64, ptr %6, align 8, !tbaa !5
  %8 = load i64, ptr %0, align 8, !tbaa !172
  %9 = icmp eq i64 %8, 0
  br i1 %9, label %10, label %13

10:                                               ; preds = %3
  %11 = getelementptr inbounds i8, ptr %0, i64 24
  %12 = load i64, ptr %11, align 8, !tbaa !174
  br label %79

13:                                               ; preds = %3
  %14 = getelementptr inbounds i8, ptr %0, i64 8
  %15 = load ptr, ptr %14, align 8, !tbaa !175
  %16 = mul i64 %8, %5
  %17 = getelementptr float, ptr %15, i64 %16
  %18 = getelementptr inbounds i8, ptr %0, i64 16
  %19 = load ptr, ptr %18, align 8, !tbaa !176
  %20 = getelementptr inbounds i8, ptr %0, i64 24
  %21 = load i64, ptr %20, align 8, !tbaa !174
  %22 = getelementptr float, ptr %19, i64 %7
  %23 = and i64 %8, 3
  %24 = icmp ult i64 %8, 4
  br i1 %24, label %61, label %25

25:                                               ; preds = %13
  %26 = and i64 %8, -4
  br label %27

27:                                               ; preds = %27, %25
  %28 = phi i64 [ 0, %25 ], [ %58, %27 ]
  %29 = phi float [ 0.000000e+00, %25 ], [ %57, %27 ]
  %30 = phi i64 [ 0, %25 ], [ %59, %27 ]
  %31 = getelementptr float, ptr %17, i64 %28
  %32 = load float, ptr %31, align 4, !tbaa !32
  %33 = mul i64 %28, %21
  %34 = getelementptr float, ptr %22, i64 %33
  %35 = load float, ptr %34, align 4, !tbaa !32
  %36 = tail call float @llvm.fmuladd.f32(float %32, float %35, float %29)
  %37 = or disjoint i64 %28, 1
  %38 = getelementptr float, ptr %17, i64 %37
  %39 = load float, ptr %38, align 4, !tbaa !32
  %40 = mul i64 %37, %21
  %41 = getelementptr float, ptr %22, i64 %40
  %42 = load float, ptr %41, align 4, !tbaa !32
  %43 = tail call float @llvm.fmuladd.f32(float %39, float %42, float %36)
  %44 = or disjoint i64 %28, 2
  %45 = getelementptr float, ptr %17, i64 %44
  %46 = load float, ptr %45, align 4, !tbaa !32
  %47 = mul i64 %44, %21
  %48 = getelementptr float, ptr %22, i64 %47
  %49 = load float, ptr %48, align 4, !tbaa !32
  %50 = tail call float @llvm.fmuladd.f32(float %46, float %49, float %43)
  %51 = or disjoint i64 %28, 3
  %52 = getelementptr float, ptr %17, i64 %51
  %53 = load float, ptr %52, align 4, !tbaa !32
  %54 = mul i64 %51, %21
  %55 = getelementptr float, ptr %22, i64 %54
  %56 = load float, ptr %55, align 4, !tbaa !32
  %57 = tail call float @llvm.fmuladd.f32(float %53, float %56, float %50)
  %58 = add nuw i64 %28, 4
  %59 = add i64 %30, 4
  %60 = icmp eq i64 %59, %26
  br i1 %60, label %61, label %27, !llvm.loop !177

61:                                               ; preds = %27, %13
  %62 = phi float [ poison, %13 ], [ %57, %27 ]
  %63 = phi i64 [ 0, %13 ], [ %58, %27 ]
  %64 = phi float [ 0.000000e+00, %13 ], [ %57, %27 ]
  %65 = icmp eq i64 %23, 0
  br i1 %65, label %79, label %66

66:                                               ; preds = %61, %66
  %67 = phi i64 [ %76, %66 ], [ %63, %61 ]
  %68 = phi float [ %75, %66 ], [ %64, %61 ]
  %69 = phi i64 [ %77, %66 ], [ 0, %61 ]
  %70 = getelementptr float, ptr %17, i64 %67
  %71 = load float, ptr %70, align 4, !tbaa !32
  %72 = mul i64 %67, %21
  %73 = getelementptr float, ptr %22, i64 %72
  %74 = load float, ptr %73, align 4, !tbaa !32
  %75 = tail call float @llvm.fmuladd.f32(float %71, float %74, float %68)
  %76 = add nuw i64 %67, 1
  %77 = add i64 %69, 1
  %78 = icmp eq i64 %77, %23
  br i1 %78, label %79, label %66, !llvm.loop !178

79:                                               ; preds = %61, %66, %10
  %80 = phi i64 [ %12, %10 ], [ %21, %66 ], [ %21, %61 ]
  %81 = phi float [ 0.000000e+00, %10 ], [ %62, %61 ], [ %75, %66 ]
  %82 = getelementptr inbounds i8, ptr %0, i64 32
  %83 = load ptr, ptr %82, align 8, !tbaa !179
  %84 = mul i64 %80, %5
  %85 = getelementptr float, ptr %83, i64 %84
  %86 = getelementptr float, ptr %85, i64 %7
  store float %81, ptr %86, align 4, !tbaa !32
  ret void
}

declare void @_ZN4sycl3_V17handler13setKernelFuncEPv(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef) local_unnamed_addr #5

declare void @_ZN4sycl3_V17handler22setDeviceKernelInfoPtrEPNS0_6detail16DeviceKernelInfoE(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef) local_unnamed_addr #5

declare void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(176), i32 noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare i32 @__cxa_guard_acquire(ptr) local_unnamed_addr #19

declare noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoERKNS1_27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(81)) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare void @__cxa_guard_abort(ptr) local_unnamed_addr #19

; Function Attrs: nofree nounwind
declare void @__cxa_guard_release(ptr) local_unnamed_addr #19

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
attributes #16 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #17 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #18 = { mustprogress nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #19 = { nofree nounwind }
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
!34 = distinct !{!34, !30, !35, !36}
!35 = !{!"llvm.loop.isvectorized", i32 1}
!36 = !{!"llvm.loop.unroll.runtime.disable"}
!37 = distinct !{!37, !30}
!38 = distinct !{!38, !30, !36, !35}
!39 = !{!40, !10, i64 0}
!40 = !{!"_ZTSN4sycl3_V16detail13code_locationE", !10, i64 0, !10, i64 8, !22, i64 16, !22, i64 20}
!41 = !{!42}
!42 = distinct !{!42, !43, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!43 = distinct !{!43, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!44 = !{!40, !10, i64 8}
!45 = !{!40, !22, i64 16}
!46 = !{!40, !22, i64 20}
!47 = !{!48}
!48 = distinct !{!48, !49, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!49 = distinct !{!49, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!50 = !{!51}
!51 = distinct !{!51, !52, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!52 = distinct !{!52, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!53 = distinct !{!53, !54}
!54 = !{!"llvm.loop.unroll.disable"}
!55 = distinct !{!55, !30, !35, !36}
!56 = distinct !{!56, !54}
!57 = distinct !{!57, !30, !35, !36}
!58 = distinct !{!58, !30, !35}
!59 = !{!60}
!60 = distinct !{!60, !61, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!61 = distinct !{!61, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!62 = !{!63}
!63 = distinct !{!63, !64, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE: argument 0"}
!64 = distinct !{!64, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE"}
!65 = !{!66, !10, i64 0}
!66 = !{!"_ZTSN4sycl3_V16detail19type_erased_cgfo_tyE", !10, i64 0, !10, i64 8}
!67 = !{!66, !10, i64 8}
!68 = !{!69, !63}
!69 = distinct !{!69, !70, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE: argument 0"}
!70 = distinct !{!70, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE"}
!71 = !{!72, !73, i64 0}
!72 = !{!"_ZTSN4sycl3_V16detail3_V114SubmissionInfoE", !73, i64 0}
!73 = !{!"_ZTSN4sycl3_V13ext6oneapi12experimental15event_mode_enumE", !7, i64 0}
!74 = !{!75, !76, i64 8}
!75 = !{!"_ZTSN4sycl3_V16detail14tls_code_loc_tE", !10, i64 0, !76, i64 8}
!76 = !{!"bool", !7, i64 0}
!77 = !{i8 0, i8 2}
!78 = !{}
!79 = distinct !{!79, !30, !35}
!80 = distinct !{!80, !54}
!81 = distinct !{!81, !30, !35, !36}
!82 = !{!83}
!83 = distinct !{!83, !84, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!84 = distinct !{!84, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!85 = distinct !{!85, !30, !35}
!86 = !{!87}
!87 = distinct !{!87, !88, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!88 = distinct !{!88, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!89 = !{!90}
!90 = distinct !{!90, !91, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!91 = distinct !{!91, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!92 = distinct !{!92, !30}
!93 = distinct !{!93, !30}
!94 = distinct !{!94, !30}
!95 = !{!96, !10, i64 24}
!96 = !{!"_ZTSSt8functionIFiRKN4sycl3_V16deviceEEE", !13, i64 0, !10, i64 24}
!97 = !{!98, !10, i64 16}
!98 = !{!"_ZTSNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE17_Vector_impl_dataE", !10, i64 0, !10, i64 8, !10, i64 16}
!99 = !{!98, !10, i64 0}
!100 = !{!98, !10, i64 8}
!101 = !{!102, !10, i64 0}
!102 = !{!"_ZTSNSt15__exception_ptr13exception_ptrE", !10, i64 0}
!103 = distinct !{!103, !30}
!104 = !{!105, !10, i64 0}
!105 = !{!"_ZTSZ4mainEUlRN4sycl3_V17handlerEE_", !10, i64 0, !10, i64 8, !10, i64 16, !10, i64 24, !10, i64 32}
!106 = !{!105, !10, i64 8}
!107 = !{!105, !10, i64 16}
!108 = !{!105, !10, i64 24}
!109 = !{!105, !10, i64 32}
!110 = !{!111, !76, i64 8}
!111 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeEE", !7, i64 0, !76, i64 8}
!112 = !{!113, !115}
!113 = distinct !{!113, !114, !"_ZN4sycl3_V16detail27kernel_launch_properties_v129extractKernelPropertiesCommonINS2_11PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEELb0ENS7_10propertiesINS7_6detail20properties_type_listIJEEEEEvEET_T1_: argument 0"}
!114 = distinct !{!114, !"_ZN4sycl3_V16detail27kernel_launch_properties_v129extractKernelPropertiesCommonINS2_11PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS5_5intel12experimental12cache_configENS7_17use_root_sync_keyENS7_23work_group_progress_keyENS7_22sub_group_progress_keyENS7_22work_item_progress_keyENS7_4cuda12cluster_sizeILi1EEENSH_ILi2EEENSH_ILi3EEEEEELb0ENS7_10propertiesINS7_6detail20properties_type_listIJEEEEEvEET_T1_"}
!115 = distinct !{!115, !116, !"_ZN4sycl3_V16detail27kernel_launch_properties_v123extractKernelPropertiesILb0ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEvEEDaT0_: argument 0"}
!116 = distinct !{!116, !"_ZN4sycl3_V16detail27kernel_launch_properties_v123extractKernelPropertiesILb0ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEvEEDaT0_"}
!117 = !{!118, !76, i64 2}
!118 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext5intel12experimental12cache_configEE", !7, i64 0, !76, i64 2}
!119 = !{!120, !76, i64 0}
!120 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental17use_root_sync_keyEvEE", !76, i64 0}
!121 = !{!122, !76, i64 4}
!122 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeEE", !7, i64 0, !76, i64 4}
!123 = !{!124, !76, i64 4}
!124 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental15execution_scopeEE", !7, i64 0, !76, i64 4}
!125 = !{!126, !76, i64 8}
!126 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEEE", !7, i64 0, !76, i64 8}
!127 = !{!128, !76, i64 16}
!128 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEEE", !7, i64 0, !76, i64 16}
!129 = !{!130, !76, i64 24}
!130 = !{!"_ZTSSt22_Optional_payload_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEEE", !7, i64 0, !76, i64 24}
!131 = !{!132, !76, i64 144}
!132 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v111PropsHolderIJNS0_3ext6oneapi12experimental23work_group_scratch_sizeENS4_5intel12experimental12cache_configENS6_17use_root_sync_keyENS6_23work_group_progress_keyENS6_22sub_group_progress_keyENS6_22work_item_progress_keyENS6_4cuda12cluster_sizeILi1EEENSG_ILi2EEENSG_ILi3EEEEEE", !133, i64 0, !137, i64 16, !120, i64 20, !141, i64 24, !148, i64 40, !149, i64 56, !150, i64 72, !154, i64 88, !158, i64 112, !76, i64 144}
!133 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental23work_group_scratch_sizeEvEE", !134, i64 0}
!134 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeEE", !135, i64 0}
!135 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeELb1ELb1EE", !136, i64 0}
!136 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental23work_group_scratch_sizeELb1ELb1ELb1EE", !111, i64 0}
!137 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext5intel12experimental12cache_configEvEE", !138, i64 0}
!138 = !{!"_ZTSSt8optionalIN4sycl3_V13ext5intel12experimental12cache_configEE", !139, i64 0}
!139 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext5intel12experimental12cache_configELb1ELb1EE", !140, i64 0}
!140 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext5intel12experimental12cache_configELb1ELb1ELb1EE", !118, i64 0}
!141 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental23work_group_progress_keyEvEE", !142, i64 0, !145, i64 8}
!142 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeEE", !143, i64 0}
!143 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeELb1ELb1EE", !144, i64 0}
!144 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental26forward_progress_guaranteeELb1ELb1ELb1EE", !122, i64 0}
!145 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental15execution_scopeEE", !146, i64 0}
!146 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental15execution_scopeELb1ELb1EE", !147, i64 0}
!147 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental15execution_scopeELb1ELb1ELb1EE", !124, i64 0}
!148 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental22sub_group_progress_keyEvEE", !142, i64 0, !145, i64 8}
!149 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental22work_item_progress_keyEvEE", !142, i64 0, !145, i64 8}
!150 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental4cuda12cluster_sizeILi1EEEvEE", !151, i64 0}
!151 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEEE", !152, i64 0}
!152 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEELb1ELb1EE", !153, i64 0}
!153 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi1EEELb1ELb1ELb1EE", !126, i64 0}
!154 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental4cuda12cluster_sizeILi2EEEvEE", !155, i64 0}
!155 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEEE", !156, i64 0}
!156 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEELb1ELb1EE", !157, i64 0}
!157 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi2EEELb1ELb1ELb1EE", !128, i64 0}
!158 = !{!"_ZTSN4sycl3_V16detail27kernel_launch_properties_v118MarshalledPropertyINS0_3ext6oneapi12experimental4cuda12cluster_sizeILi3EEEvEE", !159, i64 0}
!159 = !{!"_ZTSSt8optionalIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEEE", !160, i64 0}
!160 = !{!"_ZTSSt14_Optional_baseIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEELb1ELb1EE", !161, i64 0}
!161 = !{!"_ZTSSt17_Optional_payloadIN4sycl3_V13ext6oneapi12experimental4cuda12cluster_sizeILi3EEELb1ELb1ELb1EE", !130, i64 0}
!162 = !{!163, !10, i64 0}
!163 = !{!"_ZTSN4sycl3_V16detail16nd_range_view_v113nd_range_viewE", !10, i64 0, !10, i64 8, !10, i64 16, !6, i64 24}
!164 = !{!163, !6, i64 24}
!165 = !{!166, !22, i64 16}
!166 = !{!"_ZTSN4sycl3_V16detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE", !167, i64 0, !22, i64 16, !76, i64 20, !167, i64 24, !167, i64 40, !22, i64 56, !22, i64 60, !6, i64 64, !10, i64 72, !76, i64 80}
!167 = !{!"_ZTSN4sycl3_V16detail11string_viewE", !10, i64 0, !6, i64 8}
!168 = distinct !{!168, !30}
!169 = !{!166, !10, i64 72}
!170 = !{i64 0, i64 8, !9, i64 8, i64 8, !5}
!171 = !{!"branch_weights", i32 1, i32 1048575}
!172 = !{!173, !6, i64 0}
!173 = !{!"_ZTSZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_EUlNS0_2idILi2EEEE_", !6, i64 0, !10, i64 8, !10, i64 16, !6, i64 24, !10, i64 32}
!174 = !{!173, !6, i64 24}
!175 = !{!173, !10, i64 8}
!176 = !{!173, !10, i64 16}
!177 = distinct !{!177, !30}
!178 = distinct !{!178, !54}
!179 = !{!173, !10, i64 32}
