; ModuleID = 'host_tu.cpp'
source_filename = "host_tu.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"class.std::basic_ostream" = type { ptr, %"class.std::basic_ios" }
%"class.std::basic_ios" = type { %"class.std::ios_base", ptr, i8, i8, ptr, ptr, ptr, ptr }
%"class.std::ios_base" = type { ptr, i64, i64, i32, i32, i32, ptr, %"struct.std::ios_base::_Words", [8 x %"struct.std::ios_base::_Words"], i32, ptr, %"class.std::locale" }
%"struct.std::ios_base::_Words" = type { ptr, i64 }
%"class.std::locale" = type { ptr }
%"struct.sycl::_V1::detail::kernel_param_desc_t" = type { i32, i32, i32 }
%"class.sycl::_V1::detail::string_view" = type { ptr, i64 }
%"class.sycl::_V1::detail::tls_code_loc_t" = type <{ ptr, i8, [7 x i8] }>
%"class.sycl::_V1::detail::_V1::SubmissionInfo" = type { i32 }
%class.anon.17 = type { ptr, ptr }
%"class.sycl::_V1::detail::type_erased_cgfo_ty" = type { ptr, ptr }
%class.anon.16 = type { ptr, ptr, ptr, ptr }
%class.anon.15 = type { ptr, ptr, ptr, ptr }
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
%"class.sycl::_V1::detail::PropertyListBase" = type { %"class.std::bitset", %"class.std::vector.2" }
%"class.std::bitset" = type { %"struct.std::_Base_bitset" }
%"struct.std::_Base_bitset" = type { i64 }
%"class.std::vector.2" = type { %"struct.std::_Vector_base.3" }
%"struct.std::_Vector_base.3" = type { %"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl" }
%"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl" = type { %"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl_data" }
%"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.sycl::_V1::buffer" = type <{ %"class.sycl::_V1::detail::buffer_plain", %"class.sycl::_V1::range", i64, i8, [7 x i8] }>
%"class.sycl::_V1::detail::buffer_plain" = type { %"class.std::shared_ptr.7" }
%"class.std::shared_ptr.7" = type { %"class.std::__shared_ptr.8" }
%"class.std::__shared_ptr.8" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"struct.sycl::_V1::detail::code_location" = type { ptr, ptr, i32, i32 }
%"class.sycl::_V1::event" = type { %"class.std::shared_ptr.12" }
%"class.std::shared_ptr.12" = type { %"class.std::__shared_ptr.13" }
%"class.std::__shared_ptr.13" = type { ptr, %"class.std::__shared_count" }
%"class.std::unique_ptr.29" = type { %"struct.std::__uniq_ptr_data.30" }
%"struct.std::__uniq_ptr_data.30" = type { %"class.std::__uniq_ptr_impl.31" }
%"class.std::__uniq_ptr_impl.31" = type { %"class.std::tuple.32" }
%"class.std::tuple.32" = type { %"struct.std::_Tuple_impl.33" }
%"struct.std::_Tuple_impl.33" = type { %"struct.std::_Head_base.36" }
%"struct.std::_Head_base.36" = type { ptr }
%"struct.std::array" = type { [3 x i64] }
%"class.std::__exception_ptr::exception_ptr" = type { ptr }
%"class.sycl::_V1::device" = type { ptr }
%"class.std::function.23" = type { %"class.std::_Function_base", ptr }
%"class.sycl::_V1::exception_list" = type { %"class.std::vector.18" }
%"class.std::vector.18" = type { %"struct.std::_Vector_base.19" }
%"struct.std::_Vector_base.19" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.std::shared_ptr.52" = type { %"class.std::__shared_ptr.53" }
%"class.std::__shared_ptr.53" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view" = type { ptr, ptr, ptr, i64 }
%"struct.sycl::_V1::detail::compile_time_kernel_info_v1::CompileTimeKernelInfoTy" = type <{ %"class.sycl::_V1::detail::string_view", i32, i8, [3 x i8], %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8, [7 x i8] }>
%"class.sycl::_V1::accessor" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [8 x i8] }
%"class.sycl::_V1::detail::AccessorBaseHost" = type { %"class.std::shared_ptr.89" }
%"class.std::shared_ptr.89" = type { %"class.std::__shared_ptr.90" }
%"class.std::__shared_ptr.90" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::accessor.93" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [8 x i8] }
%class.anon.97 = type { %"class.sycl::_V1::accessor.93", float, %"class.sycl::_V1::accessor", %"class.sycl::_V1::accessor" }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array.98" }
%"class.sycl::_V1::detail::array.98" = type { [3 x i64] }
%"class.sycl::_V1::range.99" = type { %"class.sycl::_V1::detail::array.98" }
%"class.sycl::_V1::item" = type { %"struct.sycl::_V1::detail::ItemBase" }
%"struct.sycl::_V1::detail::ItemBase" = type { %"class.sycl::_V1::range", %"class.sycl::_V1::id.176", %"class.sycl::_V1::id.176" }
%"class.sycl::_V1::id.176" = type { %"class.sycl::_V1::detail::array" }
%class.anon.180 = type { %"class.sycl::_V1::accessor.93", %"class.sycl::_V1::accessor", %"class.sycl::_V1::accessor" }
%class.anon.184 = type { i64, %"class.sycl::_V1::accessor", %"class.sycl::_V1::accessor.93", %"class.sycl::_V1::accessor" }
%class.anon.188 = type { %"class.sycl::_V1::accessor.93", %"class.sycl::_V1::accessor" }
%"class.sycl::_V1::ext::oneapi::accessor_property_list" = type { %"class.sycl::_V1::detail::PropertyListBase" }

$_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE = comdat any

$_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev = comdat any

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

$_ZN4sycl3_V16detail12buffer_plainD2Ev = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE16getAllocatorImplEv = comdat any

$_ZN4sycl3_V16detail19SYCLMemObjAllocatorD2Ev = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfED0Ev = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE8allocateEm = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE10deallocateEPvm = comdat any

$_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12getValueSizeEv = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12setAlignmentEm = comdat any

$_ZN4sycl3_V19exceptionC1ESt10error_codePKc = comdat any

$_ZNSt12__shared_ptrIN4sycl3_V17contextELN9__gnu_cxx12_Lock_policyE2EED2Ev = comdat any

$_ZN4sycl3_V16detail16AccessorBaseHostD2Ev = comdat any

$_ZN4sycl3_V16detail16PropertyListBaseD2Ev = comdat any

$_ZN4sycl3_V16detail18getKernelParamDescI4AxpyEENS1_19kernel_param_desc_tEi = comdat any

$_ZNK4sycl3_V17handler28throwOnKernelParameterMisuseERKNS0_6detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE = comdat any

$_ZN4sycl3_V17handler19setDeviceKernelInfoI4AxpyEEvPv = comdat any

$_ZN4sycl3_V16detail18getKernelParamDescI10ScaleOwnedEENS1_19kernel_param_desc_tEi = comdat any

$_ZN4sycl3_V17handler19setDeviceKernelInfoI10ScaleOwnedEEvPv = comdat any

$_ZN4sycl3_V16detail18getKernelParamDescI4TapsEENS1_19kernel_param_desc_tEi = comdat any

$_ZN4sycl3_V17handler19setDeviceKernelInfoI4TapsEEvPv = comdat any

$_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvE10get_accessILNS0_6access4modeE1024ELNS7_6targetE2014EEENS0_8accessorIfLi1EXT_EXT0_ELNS7_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEERNS0_7handlerENS2_13code_locationE = comdat any

$_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvE10get_accessILNS0_6access4modeE1025ELNS7_6targetE2014EEENS0_8accessorIfLi1EXT_EXT0_ELNS7_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEERNS0_7handlerENS2_13code_locationE = comdat any

$_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V16detail18getKernelParamDescI7InPlaceEENS1_19kernel_param_desc_tEi = comdat any

$_ZN4sycl3_V17handler19setDeviceKernelInfoI7InPlaceEEvPv = comdat any

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

$_ZTSN4sycl3_V16detail14HostKernelBaseE = comdat any

$_ZTIN4sycl3_V16detail14HostKernelBaseE = comdat any

$_ZZN4sycl3_V16detail19getDeviceKernelInfoI4AxpyEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI4AxpyEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI4AxpyEE = comdat any

$_ZZN4sycl3_V16detail19getDeviceKernelInfoI10ScaleOwnedEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI10ScaleOwnedEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI10ScaleOwnedEE = comdat any

$_ZZN4sycl3_V16detail19getDeviceKernelInfoI4TapsEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI4TapsEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI4TapsEE = comdat any

$_ZZN4sycl3_V16detail19getDeviceKernelInfoI7InPlaceEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI7InPlaceEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI7InPlaceEE = comdat any

@.str.1 = private unnamed_addr constant [17 x i8] c"vectors_main.cpp\00", align 1
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
@_ZTIN4sycl3_V19exceptionE = external constant ptr
@.str.9 = private unnamed_addr constant [21 x i8] c"exception in ~buffer\00", align 1
@.str.10 = private unnamed_addr constant [2 x i8] c" \00", align 1
@.str.11 = private unnamed_addr constant [6 x i8] c"false\00", align 1
@.str.12 = private unnamed_addr constant [85 x i8] c"root/intel-sycl-rt-2026.0.0/intel_sycl_rt-2026.0.0.data/data/include/sycl/buffer.hpp\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev = private unnamed_addr constant [127 x i8] c"sycl::buffer<float>::~buffer() [T = float, Dimensions = 1, AllocatorT = sycl::detail::aligned_allocator<float>, Enable = void]\00", align 1
@.str.13 = private unnamed_addr constant [11 x i8] c"operator()\00", align 1
@.str.15 = private unnamed_addr constant [58 x i8] c"SyclObj.impl && \22every constructor should create an impl\22\00", align 1
@.str.16 = private unnamed_addr constant [96 x i8] c"root/intel-sycl-rt-2026.0.0/intel_sycl_rt-2026.0.0.data/data/include/sycl/detail/impl_utils.hpp\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_ = private unnamed_addr constant [115 x i8] c"static const decltype(Obj::impl) &sycl::detail::ImplUtils::getSyclObjImpl(const Obj &) [Obj = sycl::buffer<float>]\00", align 1
@.str.17 = private unnamed_addr constant [46 x i8] c"accessor cannot be both read_only and no_init\00", align 1
@.str.18 = private unnamed_addr constant [10 x i8] c"_ZTS4Axpy\00", align 1
@.str.19 = private unnamed_addr constant [10 x i8] c"rtc_0.cpp\00", align 1
@.str.20 = private unnamed_addr constant [7 x i8] c"::Axpy\00", align 1
@_ZN4sycl3_V16detailL17kernel_signaturesE = internal unnamed_addr constant [31 x %"struct.sycl::_V1::detail::kernel_param_desc_t"] [%"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 4062, i32 8 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 4, i32 40 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 4062, i32 48 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 4062, i32 80 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 4062, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 4, i32 32 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 4062, i32 40 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 4062, i32 72 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 4062, i32 8 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 4062, i32 40 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 4062, i32 72 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 4062, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 4062, i32 32 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 4062, i32 64 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 8 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 4062, i32 16 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 4062, i32 48 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 4062, i32 80 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 4062, i32 8 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 4062, i32 40 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 4062, i32 72 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 8, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 4062, i32 8 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 4062, i32 40 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 4062, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 4062, i32 32 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 15, i32 -987654321, i32 -987654321 }], align 16
@.str.22 = private unnamed_addr constant [131 x i8] c"Attempt to set multiple actions for the command group. Command group must consist of a single kernel or explicit memory operation.\00", align 1
@.str.23 = private unnamed_addr constant [161 x i8] c"A local accessor must not be used in a SYCL kernel function that is invoked via single_task or via the simple form of parallel_for that takes a range parameter.\00", align 1
@.str.24 = private unnamed_addr constant [171 x i8] c"A work group memory object must not be used in a SYCL kernel function that is invoked via single_task or via the simple form of parallel_for that takes a range parameter.\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal constant [110 x i8] c"N4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE\00", align 1
@_ZTSN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant [35 x i8] c"N4sycl3_V16detail14HostKernelBaseE\00", comdat, align 1
@_ZTIN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@__const._ZN4sycl3_V17handler19setDeviceKernelInfoI4AxpyEEvPv.Info = private unnamed_addr constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.18, i64 9 }, i32 4, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.19, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.20, i64 6 }, i32 57, i32 47, i64 104, ptr @_ZN4sycl3_V16detail18getKernelParamDescI4AxpyEENS1_19kernel_param_desc_tEi, i8 1 }, align 8
@_ZZN4sycl3_V16detail19getDeviceKernelInfoI4AxpyEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local local_unnamed_addr global ptr null, comdat, align 8
@_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI4AxpyEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local global i64 0, comdat, align 8
@_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI4AxpyEE = linkonce_odr dso_local constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.18, i64 9 }, i32 4, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.19, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.20, i64 6 }, i32 57, i32 47, i64 104, ptr @_ZN4sycl3_V16detail18getKernelParamDescI4AxpyEENS1_19kernel_param_desc_tEi, i8 1 }, comdat, align 8
@.str.26 = private unnamed_addr constant [17 x i8] c"_ZTS10ScaleOwned\00", align 1
@.str.27 = private unnamed_addr constant [13 x i8] c"::ScaleOwned\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal constant [111 x i8] c"N4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@__const._ZN4sycl3_V17handler19setDeviceKernelInfoI10ScaleOwnedEEvPv.Info = private unnamed_addr constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.26, i64 16 }, i32 3, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.19, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.27, i64 12 }, i32 63, i32 53, i64 96, ptr @_ZN4sycl3_V16detail18getKernelParamDescI10ScaleOwnedEENS1_19kernel_param_desc_tEi, i8 1 }, align 8
@_ZZN4sycl3_V16detail19getDeviceKernelInfoI10ScaleOwnedEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local local_unnamed_addr global ptr null, comdat, align 8
@_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI10ScaleOwnedEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local global i64 0, comdat, align 8
@_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI10ScaleOwnedEE = linkonce_odr dso_local constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.26, i64 16 }, i32 3, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.19, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.27, i64 12 }, i32 63, i32 53, i64 96, ptr @_ZN4sycl3_V16detail18getKernelParamDescI10ScaleOwnedEENS1_19kernel_param_desc_tEi, i8 1 }, comdat, align 8
@.str.29 = private unnamed_addr constant [10 x i8] c"_ZTS4Taps\00", align 1
@.str.30 = private unnamed_addr constant [7 x i8] c"::Taps\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal constant [111 x i8] c"N4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@__const._ZN4sycl3_V17handler19setDeviceKernelInfoI4TapsEEvPv.Info = private unnamed_addr constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.29, i64 9 }, i32 4, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.19, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.30, i64 6 }, i32 69, i32 51, i64 104, ptr @_ZN4sycl3_V16detail18getKernelParamDescI4TapsEENS1_19kernel_param_desc_tEi, i8 1 }, align 8
@_ZZN4sycl3_V16detail19getDeviceKernelInfoI4TapsEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local local_unnamed_addr global ptr null, comdat, align 8
@_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI4TapsEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local global i64 0, comdat, align 8
@_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI4TapsEE = linkonce_odr dso_local constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.29, i64 9 }, i32 4, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.19, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.30, i64 6 }, i32 69, i32 51, i64 104, ptr @_ZN4sycl3_V16detail18getKernelParamDescI4TapsEENS1_19kernel_param_desc_tEi, i8 1 }, comdat, align 8
@.str.32 = private unnamed_addr constant [13 x i8] c"_ZTS7InPlace\00", align 1
@.str.33 = private unnamed_addr constant [10 x i8] c"::InPlace\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE2_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE2_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE2_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE2_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE2_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE2_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal constant [111 x i8] c"N4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE2_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE2_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE2_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@__const._ZN4sycl3_V17handler19setDeviceKernelInfoI7InPlaceEEvPv.Info = private unnamed_addr constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.32, i64 12 }, i32 2, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.19, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.33, i64 9 }, i32 78, i32 50, i64 64, ptr @_ZN4sycl3_V16detail18getKernelParamDescI7InPlaceEENS1_19kernel_param_desc_tEi, i8 1 }, align 8
@_ZZN4sycl3_V16detail19getDeviceKernelInfoI7InPlaceEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local local_unnamed_addr global ptr null, comdat, align 8
@_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI7InPlaceEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local global i64 0, comdat, align 8
@_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI7InPlaceEE = linkonce_odr dso_local constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.32, i64 12 }, i32 2, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.19, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.33, i64 9 }, i32 78, i32 50, i64 64, ptr @_ZN4sycl3_V16detail18getKernelParamDescI7InPlaceEENS1_19kernel_param_desc_tEi, i8 1 }, comdat, align 8
@str = private unnamed_addr constant [17 x i8] c"FAIL (no memory)\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef range(i32 0, 2) i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %4 = alloca %"class.sycl::_V1::detail::_V1::SubmissionInfo", align 4
  %5 = alloca %class.anon.17, align 8
  %6 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %7 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %8 = alloca %"class.sycl::_V1::detail::_V1::SubmissionInfo", align 4
  %9 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %10 = alloca %class.anon.16, align 8
  %11 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %12 = alloca %"class.sycl::_V1::detail::_V1::SubmissionInfo", align 4
  %13 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %14 = alloca %class.anon.15, align 8
  %15 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %16 = alloca %"class.sycl::_V1::detail::_V1::SubmissionInfo", align 4
  %17 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %18 = alloca %class.anon, align 8
  %19 = alloca %"class.std::function", align 8
  %20 = alloca i64, align 8
  %21 = alloca float, align 4
  %22 = alloca [64 x float], align 16
  %23 = alloca [64 x float], align 16
  %24 = alloca %"class.sycl::_V1::queue", align 8
  %25 = alloca %"class.sycl::_V1::property_list", align 8
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
  %38 = alloca %"class.sycl::_V1::buffer", align 8
  %39 = alloca %"class.sycl::_V1::range", align 8
  %40 = alloca %"class.sycl::_V1::property_list", align 8
  %41 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %42 = alloca %"class.sycl::_V1::buffer", align 8
  %43 = alloca %"class.sycl::_V1::range", align 8
  %44 = alloca %"class.sycl::_V1::property_list", align 8
  %45 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %46 = alloca %"class.sycl::_V1::buffer", align 8
  %47 = alloca %"class.sycl::_V1::range", align 8
  %48 = alloca %"class.sycl::_V1::property_list", align 8
  %49 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %50 = alloca %"class.sycl::_V1::buffer", align 8
  %51 = alloca %"class.sycl::_V1::range", align 8
  %52 = alloca %"class.sycl::_V1::property_list", align 8
  %53 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %54 = alloca %"class.sycl::_V1::event", align 8
  %55 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %56 = alloca %"class.sycl::_V1::event", align 8
  %57 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %58 = alloca %"class.sycl::_V1::event", align 8
  %59 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %60 = alloca %"class.sycl::_V1::event", align 8
  %61 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20) #26
  %62 = icmp sgt i32 %0, 1
  br i1 %62, label %64, label %63

63:                                               ; preds = %2
  store i64 1024, ptr %20, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %21) #26
  store float 2.500000e+00, ptr %21, align 4, !tbaa !9
  br label %72

64:                                               ; preds = %2
  %65 = getelementptr inbounds i8, ptr %1, i64 8
  %66 = load ptr, ptr %65, align 8, !tbaa !11
  %67 = tail call i64 @strtoul(ptr nocapture noundef %66, ptr noundef null, i32 noundef 10) #26
  store i64 %67, ptr %20, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %21) #26
  store float 2.500000e+00, ptr %21, align 4, !tbaa !9
  %68 = icmp ugt i64 %67, 2305843009213693951
  br i1 %68, label %69, label %70

69:                                               ; preds = %64
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.7) #27
  unreachable

70:                                               ; preds = %64
  %71 = icmp eq i64 %67, 0
  br i1 %71, label %95, label %72

72:                                               ; preds = %63, %70
  %73 = phi i64 [ 1024, %63 ], [ %67, %70 ]
  %74 = shl nuw nsw i64 %73, 2
  %75 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %74) #28
  %76 = getelementptr float, ptr %75, i64 %73
  store float 0.000000e+00, ptr %75, align 4, !tbaa !9
  %77 = icmp eq i64 %73, 1
  br i1 %77, label %81, label %78

78:                                               ; preds = %72
  %79 = getelementptr i8, ptr %75, i64 4
  %80 = add nsw i64 %74, -4
  tail call void @llvm.memset.p0.i64(ptr align 4 %79, i8 0, i64 %80, i1 false), !tbaa !9
  br label %81

81:                                               ; preds = %72, %78
  %82 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %74) #28
          to label %83 unwind label %110

83:                                               ; preds = %81
  %84 = getelementptr float, ptr %82, i64 %73
  store float 0.000000e+00, ptr %82, align 4, !tbaa !9
  br i1 %77, label %88, label %85

85:                                               ; preds = %83
  %86 = getelementptr i8, ptr %82, i64 4
  %87 = add nsw i64 %74, -4
  tail call void @llvm.memset.p0.i64(ptr align 4 %86, i8 0, i64 %87, i1 false), !tbaa !9
  br label %88

88:                                               ; preds = %83, %85
  %89 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %74) #28
          to label %90 unwind label %112

90:                                               ; preds = %88
  %91 = getelementptr float, ptr %89, i64 %73
  store float 0.000000e+00, ptr %89, align 4, !tbaa !9
  br i1 %77, label %95, label %92

92:                                               ; preds = %90
  %93 = getelementptr i8, ptr %89, i64 4
  %94 = add nsw i64 %74, -4
  tail call void @llvm.memset.p0.i64(ptr align 4 %93, i8 0, i64 %94, i1 false), !tbaa !9
  br label %95

95:                                               ; preds = %92, %90, %70
  %96 = phi ptr [ %82, %90 ], [ %82, %92 ], [ null, %70 ]
  %97 = phi ptr [ %84, %90 ], [ %84, %92 ], [ null, %70 ]
  %98 = phi i64 [ 1, %90 ], [ %73, %92 ], [ 0, %70 ]
  %99 = phi ptr [ %76, %90 ], [ %76, %92 ], [ null, %70 ]
  %100 = phi ptr [ %75, %90 ], [ %75, %92 ], [ null, %70 ]
  %101 = phi ptr [ %91, %90 ], [ %91, %92 ], [ null, %70 ]
  %102 = phi ptr [ %89, %90 ], [ %89, %92 ], [ null, %70 ]
  %103 = shl nuw nsw i64 %98, 2
  %104 = invoke noalias noundef nonnull ptr @_Znam(i64 noundef %103) #28
          to label %105 unwind label %114

105:                                              ; preds = %95
  %106 = tail call noalias ptr @malloc(i64 noundef %103) #29
  %107 = icmp eq ptr %106, null
  br i1 %107, label %108, label %116

108:                                              ; preds = %105
  %109 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  br label %922

110:                                              ; preds = %81
  %111 = landingpad { ptr, i32 }
          cleanup
  br label %965

112:                                              ; preds = %88
  %113 = landingpad { ptr, i32 }
          cleanup
  br label %951

114:                                              ; preds = %95
  %115 = landingpad { ptr, i32 }
          cleanup
  br label %942

116:                                              ; preds = %105
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %22) #26
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %23) #26
  %117 = icmp eq i64 %98, 0
  br i1 %117, label %148, label %118

118:                                              ; preds = %116
  tail call void @llvm.memset.p0.i64(ptr nonnull align 4 %106, i8 0, i64 %103, i1 false), !tbaa !9
  br label %134

119:                                              ; preds = %119, %148
  %120 = phi i64 [ 0, %148 ], [ %131, %119 ]
  %121 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %148 ], [ %132, %119 ]
  %122 = and <4 x i64> %121, <i64 3, i64 3, i64 3, i64 3>
  %123 = uitofp nneg <4 x i64> %122 to <4 x float>
  %124 = fadd <4 x float> %123, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %125 = getelementptr inbounds [64 x float], ptr %23, i64 0, i64 %120
  store <4 x float> %124, ptr %125, align 16, !tbaa !9
  %126 = or disjoint i64 %120, 4
  %127 = and <4 x i64> %121, <i64 3, i64 3, i64 3, i64 3>
  %128 = uitofp nneg <4 x i64> %127 to <4 x float>
  %129 = fadd <4 x float> %128, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %130 = getelementptr inbounds [64 x float], ptr %23, i64 0, i64 %126
  store <4 x float> %129, ptr %130, align 16, !tbaa !9
  %131 = add nuw nsw i64 %120, 8
  %132 = add <4 x i64> %121, <i64 8, i64 8, i64 8, i64 8>
  %133 = icmp eq i64 %131, 64
  br i1 %133, label %149, label %119, !llvm.loop !13

134:                                              ; preds = %118, %134
  %135 = phi i64 [ %146, %134 ], [ 0, %118 ]
  %136 = urem i64 %135, 17
  %137 = uitofp nneg i64 %136 to float
  %138 = getelementptr inbounds float, ptr %100, i64 %135
  store float %137, ptr %138, align 4, !tbaa !9
  %139 = urem i64 %135, 5
  %140 = uitofp nneg i64 %139 to float
  %141 = getelementptr inbounds float, ptr %96, i64 %135
  store float %140, ptr %141, align 4, !tbaa !9
  %142 = urem i64 %135, 3
  %143 = add nuw nsw i64 %142, 1
  %144 = uitofp nneg i64 %143 to float
  %145 = getelementptr inbounds float, ptr %104, i64 %135
  store float %144, ptr %145, align 4, !tbaa !9
  %146 = add nuw i64 %135, 1
  %147 = icmp eq i64 %146, %98
  br i1 %147, label %148, label %134, !llvm.loop !17

148:                                              ; preds = %134, %116
  br label %119

149:                                              ; preds = %119
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %24) #26
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %25) #26
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %25, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %19) #26
  %150 = getelementptr inbounds i8, ptr %19, i64 16
  %151 = getelementptr inbounds i8, ptr %19, i64 24
  %152 = getelementptr inbounds i8, ptr %19, i64 8
  store i64 0, ptr %152, align 8
  store ptr @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE, ptr %19, align 8, !tbaa !11
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_, ptr %151, align 8, !tbaa !18
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation, ptr %150, align 8, !tbaa !21
  invoke void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %24, ptr noundef nonnull @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE, ptr noundef nonnull align 8 dereferenceable(32) %19, ptr noundef nonnull align 8 dereferenceable(32) %25)
          to label %153 unwind label %161

153:                                              ; preds = %149
  %154 = load ptr, ptr %150, align 8, !tbaa !21
  %155 = icmp eq ptr %154, null
  br i1 %155, label %171, label %156

156:                                              ; preds = %153
  %157 = invoke noundef zeroext i1 %154(ptr noundef nonnull align 8 dereferenceable(16) %19, ptr noundef nonnull align 8 dereferenceable(16) %19, i32 noundef 3)
          to label %171 unwind label %158

158:                                              ; preds = %156
  %159 = landingpad { ptr, i32 }
          catch ptr null
  %160 = extractvalue { ptr, i32 } %159, 0
  call void @__clang_call_terminate(ptr %160) #30
  unreachable

161:                                              ; preds = %149
  %162 = landingpad { ptr, i32 }
          cleanup
  %163 = load ptr, ptr %150, align 8, !tbaa !21
  %164 = icmp eq ptr %163, null
  br i1 %164, label %170, label %165

165:                                              ; preds = %161
  %166 = invoke noundef zeroext i1 %163(ptr noundef nonnull align 8 dereferenceable(16) %19, ptr noundef nonnull align 8 dereferenceable(16) %19, i32 noundef 3)
          to label %170 unwind label %167

167:                                              ; preds = %165
  %168 = landingpad { ptr, i32 }
          catch ptr null
  %169 = extractvalue { ptr, i32 } %168, 0
  call void @__clang_call_terminate(ptr %169) #30
  unreachable

170:                                              ; preds = %165, %161
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19) #26
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %25) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %25) #26
  br label %920

171:                                              ; preds = %156, %153
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19) #26
  %172 = getelementptr inbounds i8, ptr %25, i64 8
  %173 = load ptr, ptr %172, align 8, !tbaa !22
  %174 = getelementptr inbounds i8, ptr %25, i64 16
  %175 = load ptr, ptr %174, align 8, !tbaa !24
  %176 = icmp eq ptr %173, %175
  br i1 %176, label %211, label %177

177:                                              ; preds = %171, %206
  %178 = phi ptr [ %207, %206 ], [ %173, %171 ]
  %179 = getelementptr inbounds i8, ptr %178, i64 8
  %180 = load ptr, ptr %179, align 8, !tbaa !25
  %181 = icmp eq ptr %180, null
  br i1 %181, label %206, label %182

182:                                              ; preds = %177
  %183 = getelementptr inbounds i8, ptr %180, i64 8
  %184 = load atomic i64, ptr %183 acquire, align 8
  %185 = icmp eq i64 %184, 4294967297
  %186 = trunc i64 %184 to i32
  br i1 %185, label %187, label %195

187:                                              ; preds = %182
  store i32 0, ptr %183, align 8, !tbaa !27
  %188 = getelementptr inbounds i8, ptr %180, i64 12
  store i32 0, ptr %188, align 4, !tbaa !30
  %189 = load ptr, ptr %180, align 8, !tbaa !31
  %190 = getelementptr inbounds i8, ptr %189, i64 16
  %191 = load ptr, ptr %190, align 8
  call void %191(ptr noundef nonnull align 8 dereferenceable(16) %180) #26
  %192 = load ptr, ptr %180, align 8, !tbaa !31
  %193 = getelementptr inbounds i8, ptr %192, i64 24
  %194 = load ptr, ptr %193, align 8
  call void %194(ptr noundef nonnull align 8 dereferenceable(16) %180) #26
  br label %206

195:                                              ; preds = %182
  %196 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %197 = icmp eq i8 %196, 0
  br i1 %197, label %200, label %198

198:                                              ; preds = %195
  %199 = add nsw i32 %186, -1
  store i32 %199, ptr %183, align 4, !tbaa !34
  br label %202

200:                                              ; preds = %195
  %201 = atomicrmw volatile add ptr %183, i32 -1 acq_rel, align 4
  br label %202

202:                                              ; preds = %200, %198
  %203 = phi i32 [ %186, %198 ], [ %201, %200 ]
  %204 = icmp eq i32 %203, 1
  br i1 %204, label %205, label %206, !prof !35

205:                                              ; preds = %202
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %180) #26
  br label %206

206:                                              ; preds = %205, %202, %187, %177
  %207 = getelementptr inbounds i8, ptr %178, i64 16
  %208 = icmp eq ptr %207, %175
  br i1 %208, label %209, label %177, !llvm.loop !36

209:                                              ; preds = %206
  %210 = load ptr, ptr %172, align 8, !tbaa !22
  br label %211

211:                                              ; preds = %209, %171
  %212 = phi ptr [ %210, %209 ], [ %173, %171 ]
  %213 = icmp eq ptr %212, null
  br i1 %213, label %220, label %214

214:                                              ; preds = %211
  %215 = getelementptr inbounds i8, ptr %25, i64 24
  %216 = load ptr, ptr %215, align 8, !tbaa !37
  %217 = ptrtoint ptr %216 to i64
  %218 = ptrtoint ptr %212 to i64
  %219 = sub i64 %217, %218
  call void @_ZdlPvm(ptr noundef nonnull %212, i64 noundef %219) #31
  br label %220

220:                                              ; preds = %211, %214
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %25) #26
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %26) #26
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27) #26
  %221 = load i64, ptr %20, align 8, !tbaa !5
  store i64 %221, ptr %27, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %28) #26
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %28, i8 0, i64 32, i1 false)
  store ptr @.str.1, ptr %29, align 8, !tbaa !38, !alias.scope !40
  %222 = getelementptr inbounds i8, ptr %29, i64 8
  store ptr @.str.2, ptr %222, align 8, !tbaa !43, !alias.scope !40
  %223 = getelementptr inbounds i8, ptr %29, i64 16
  store i32 45, ptr %223, align 8, !tbaa !44, !alias.scope !40
  %224 = getelementptr inbounds i8, ptr %29, i64 20
  store i32 28, ptr %224, align 4, !tbaa !45, !alias.scope !40
  invoke void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %26, ptr noundef %100, ptr noundef nonnull align 8 dereferenceable(8) %27, ptr noundef nonnull align 8 dereferenceable(32) %28, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %29)
          to label %225 unwind label %778

225:                                              ; preds = %220
  %226 = getelementptr inbounds i8, ptr %28, i64 8
  %227 = load ptr, ptr %226, align 8, !tbaa !22
  %228 = getelementptr inbounds i8, ptr %28, i64 16
  %229 = load ptr, ptr %228, align 8, !tbaa !24
  %230 = icmp eq ptr %227, %229
  br i1 %230, label %265, label %231

231:                                              ; preds = %225, %260
  %232 = phi ptr [ %261, %260 ], [ %227, %225 ]
  %233 = getelementptr inbounds i8, ptr %232, i64 8
  %234 = load ptr, ptr %233, align 8, !tbaa !25
  %235 = icmp eq ptr %234, null
  br i1 %235, label %260, label %236

236:                                              ; preds = %231
  %237 = getelementptr inbounds i8, ptr %234, i64 8
  %238 = load atomic i64, ptr %237 acquire, align 8
  %239 = icmp eq i64 %238, 4294967297
  %240 = trunc i64 %238 to i32
  br i1 %239, label %241, label %249

241:                                              ; preds = %236
  store i32 0, ptr %237, align 8, !tbaa !27
  %242 = getelementptr inbounds i8, ptr %234, i64 12
  store i32 0, ptr %242, align 4, !tbaa !30
  %243 = load ptr, ptr %234, align 8, !tbaa !31
  %244 = getelementptr inbounds i8, ptr %243, i64 16
  %245 = load ptr, ptr %244, align 8
  call void %245(ptr noundef nonnull align 8 dereferenceable(16) %234) #26
  %246 = load ptr, ptr %234, align 8, !tbaa !31
  %247 = getelementptr inbounds i8, ptr %246, i64 24
  %248 = load ptr, ptr %247, align 8
  call void %248(ptr noundef nonnull align 8 dereferenceable(16) %234) #26
  br label %260

249:                                              ; preds = %236
  %250 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %251 = icmp eq i8 %250, 0
  br i1 %251, label %254, label %252

252:                                              ; preds = %249
  %253 = add nsw i32 %240, -1
  store i32 %253, ptr %237, align 4, !tbaa !34
  br label %256

254:                                              ; preds = %249
  %255 = atomicrmw volatile add ptr %237, i32 -1 acq_rel, align 4
  br label %256

256:                                              ; preds = %254, %252
  %257 = phi i32 [ %240, %252 ], [ %255, %254 ]
  %258 = icmp eq i32 %257, 1
  br i1 %258, label %259, label %260, !prof !35

259:                                              ; preds = %256
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %234) #26
  br label %260

260:                                              ; preds = %259, %256, %241, %231
  %261 = getelementptr inbounds i8, ptr %232, i64 16
  %262 = icmp eq ptr %261, %229
  br i1 %262, label %263, label %231, !llvm.loop !36

263:                                              ; preds = %260
  %264 = load ptr, ptr %226, align 8, !tbaa !22
  br label %265

265:                                              ; preds = %263, %225
  %266 = phi ptr [ %264, %263 ], [ %227, %225 ]
  %267 = icmp eq ptr %266, null
  br i1 %267, label %274, label %268

268:                                              ; preds = %265
  %269 = getelementptr inbounds i8, ptr %28, i64 24
  %270 = load ptr, ptr %269, align 8, !tbaa !37
  %271 = ptrtoint ptr %270 to i64
  %272 = ptrtoint ptr %266 to i64
  %273 = sub i64 %271, %272
  call void @_ZdlPvm(ptr noundef nonnull %266, i64 noundef %273) #31
  br label %274

274:                                              ; preds = %265, %268
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %28) #26
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27) #26
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %30) #26
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %31) #26
  %275 = load i64, ptr %20, align 8, !tbaa !5
  store i64 %275, ptr %31, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %32) #26
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %32, i8 0, i64 32, i1 false)
  store ptr @.str.1, ptr %33, align 8, !tbaa !38, !alias.scope !46
  %276 = getelementptr inbounds i8, ptr %33, i64 8
  store ptr @.str.2, ptr %276, align 8, !tbaa !43, !alias.scope !46
  %277 = getelementptr inbounds i8, ptr %33, i64 16
  store i32 46, ptr %277, align 8, !tbaa !44, !alias.scope !46
  %278 = getelementptr inbounds i8, ptr %33, i64 20
  store i32 28, ptr %278, align 4, !tbaa !45, !alias.scope !46
  invoke void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %30, ptr noundef %96, ptr noundef nonnull align 8 dereferenceable(8) %31, ptr noundef nonnull align 8 dereferenceable(32) %32, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %33)
          to label %279 unwind label %780

279:                                              ; preds = %274
  %280 = getelementptr inbounds i8, ptr %32, i64 8
  %281 = load ptr, ptr %280, align 8, !tbaa !22
  %282 = getelementptr inbounds i8, ptr %32, i64 16
  %283 = load ptr, ptr %282, align 8, !tbaa !24
  %284 = icmp eq ptr %281, %283
  br i1 %284, label %319, label %285

285:                                              ; preds = %279, %314
  %286 = phi ptr [ %315, %314 ], [ %281, %279 ]
  %287 = getelementptr inbounds i8, ptr %286, i64 8
  %288 = load ptr, ptr %287, align 8, !tbaa !25
  %289 = icmp eq ptr %288, null
  br i1 %289, label %314, label %290

290:                                              ; preds = %285
  %291 = getelementptr inbounds i8, ptr %288, i64 8
  %292 = load atomic i64, ptr %291 acquire, align 8
  %293 = icmp eq i64 %292, 4294967297
  %294 = trunc i64 %292 to i32
  br i1 %293, label %295, label %303

295:                                              ; preds = %290
  store i32 0, ptr %291, align 8, !tbaa !27
  %296 = getelementptr inbounds i8, ptr %288, i64 12
  store i32 0, ptr %296, align 4, !tbaa !30
  %297 = load ptr, ptr %288, align 8, !tbaa !31
  %298 = getelementptr inbounds i8, ptr %297, i64 16
  %299 = load ptr, ptr %298, align 8
  call void %299(ptr noundef nonnull align 8 dereferenceable(16) %288) #26
  %300 = load ptr, ptr %288, align 8, !tbaa !31
  %301 = getelementptr inbounds i8, ptr %300, i64 24
  %302 = load ptr, ptr %301, align 8
  call void %302(ptr noundef nonnull align 8 dereferenceable(16) %288) #26
  br label %314

303:                                              ; preds = %290
  %304 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %305 = icmp eq i8 %304, 0
  br i1 %305, label %308, label %306

306:                                              ; preds = %303
  %307 = add nsw i32 %294, -1
  store i32 %307, ptr %291, align 4, !tbaa !34
  br label %310

308:                                              ; preds = %303
  %309 = atomicrmw volatile add ptr %291, i32 -1 acq_rel, align 4
  br label %310

310:                                              ; preds = %308, %306
  %311 = phi i32 [ %294, %306 ], [ %309, %308 ]
  %312 = icmp eq i32 %311, 1
  br i1 %312, label %313, label %314, !prof !35

313:                                              ; preds = %310
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %288) #26
  br label %314

314:                                              ; preds = %313, %310, %295, %285
  %315 = getelementptr inbounds i8, ptr %286, i64 16
  %316 = icmp eq ptr %315, %283
  br i1 %316, label %317, label %285, !llvm.loop !36

317:                                              ; preds = %314
  %318 = load ptr, ptr %280, align 8, !tbaa !22
  br label %319

319:                                              ; preds = %317, %279
  %320 = phi ptr [ %318, %317 ], [ %281, %279 ]
  %321 = icmp eq ptr %320, null
  br i1 %321, label %328, label %322

322:                                              ; preds = %319
  %323 = getelementptr inbounds i8, ptr %32, i64 24
  %324 = load ptr, ptr %323, align 8, !tbaa !37
  %325 = ptrtoint ptr %324 to i64
  %326 = ptrtoint ptr %320 to i64
  %327 = sub i64 %325, %326
  call void @_ZdlPvm(ptr noundef nonnull %320, i64 noundef %327) #31
  br label %328

328:                                              ; preds = %319, %322
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %32) #26
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %31) #26
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %34) #26
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %35) #26
  %329 = load i64, ptr %20, align 8, !tbaa !5
  store i64 %329, ptr %35, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %36) #26
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %36, i8 0, i64 32, i1 false)
  store ptr @.str.1, ptr %37, align 8, !tbaa !38, !alias.scope !49
  %330 = getelementptr inbounds i8, ptr %37, i64 8
  store ptr @.str.2, ptr %330, align 8, !tbaa !43, !alias.scope !49
  %331 = getelementptr inbounds i8, ptr %37, i64 16
  store i32 47, ptr %331, align 8, !tbaa !44, !alias.scope !49
  %332 = getelementptr inbounds i8, ptr %37, i64 20
  store i32 28, ptr %332, align 4, !tbaa !45, !alias.scope !49
  invoke void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %34, ptr noundef %102, ptr noundef nonnull align 8 dereferenceable(8) %35, ptr noundef nonnull align 8 dereferenceable(32) %36, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %37)
          to label %333 unwind label %782

333:                                              ; preds = %328
  %334 = getelementptr inbounds i8, ptr %36, i64 8
  %335 = load ptr, ptr %334, align 8, !tbaa !22
  %336 = getelementptr inbounds i8, ptr %36, i64 16
  %337 = load ptr, ptr %336, align 8, !tbaa !24
  %338 = icmp eq ptr %335, %337
  br i1 %338, label %373, label %339

339:                                              ; preds = %333, %368
  %340 = phi ptr [ %369, %368 ], [ %335, %333 ]
  %341 = getelementptr inbounds i8, ptr %340, i64 8
  %342 = load ptr, ptr %341, align 8, !tbaa !25
  %343 = icmp eq ptr %342, null
  br i1 %343, label %368, label %344

344:                                              ; preds = %339
  %345 = getelementptr inbounds i8, ptr %342, i64 8
  %346 = load atomic i64, ptr %345 acquire, align 8
  %347 = icmp eq i64 %346, 4294967297
  %348 = trunc i64 %346 to i32
  br i1 %347, label %349, label %357

349:                                              ; preds = %344
  store i32 0, ptr %345, align 8, !tbaa !27
  %350 = getelementptr inbounds i8, ptr %342, i64 12
  store i32 0, ptr %350, align 4, !tbaa !30
  %351 = load ptr, ptr %342, align 8, !tbaa !31
  %352 = getelementptr inbounds i8, ptr %351, i64 16
  %353 = load ptr, ptr %352, align 8
  call void %353(ptr noundef nonnull align 8 dereferenceable(16) %342) #26
  %354 = load ptr, ptr %342, align 8, !tbaa !31
  %355 = getelementptr inbounds i8, ptr %354, i64 24
  %356 = load ptr, ptr %355, align 8
  call void %356(ptr noundef nonnull align 8 dereferenceable(16) %342) #26
  br label %368

357:                                              ; preds = %344
  %358 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %359 = icmp eq i8 %358, 0
  br i1 %359, label %362, label %360

360:                                              ; preds = %357
  %361 = add nsw i32 %348, -1
  store i32 %361, ptr %345, align 4, !tbaa !34
  br label %364

362:                                              ; preds = %357
  %363 = atomicrmw volatile add ptr %345, i32 -1 acq_rel, align 4
  br label %364

364:                                              ; preds = %362, %360
  %365 = phi i32 [ %348, %360 ], [ %363, %362 ]
  %366 = icmp eq i32 %365, 1
  br i1 %366, label %367, label %368, !prof !35

367:                                              ; preds = %364
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %342) #26
  br label %368

368:                                              ; preds = %367, %364, %349, %339
  %369 = getelementptr inbounds i8, ptr %340, i64 16
  %370 = icmp eq ptr %369, %337
  br i1 %370, label %371, label %339, !llvm.loop !36

371:                                              ; preds = %368
  %372 = load ptr, ptr %334, align 8, !tbaa !22
  br label %373

373:                                              ; preds = %371, %333
  %374 = phi ptr [ %372, %371 ], [ %335, %333 ]
  %375 = icmp eq ptr %374, null
  br i1 %375, label %382, label %376

376:                                              ; preds = %373
  %377 = getelementptr inbounds i8, ptr %36, i64 24
  %378 = load ptr, ptr %377, align 8, !tbaa !37
  %379 = ptrtoint ptr %378 to i64
  %380 = ptrtoint ptr %374 to i64
  %381 = sub i64 %379, %380
  call void @_ZdlPvm(ptr noundef nonnull %374, i64 noundef %381) #31
  br label %382

382:                                              ; preds = %373, %376
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %36) #26
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35) #26
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %38) #26
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %39) #26
  %383 = load i64, ptr %20, align 8, !tbaa !5
  store i64 %383, ptr %39, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %40) #26
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %40, i8 0, i64 32, i1 false)
  store ptr @.str.1, ptr %41, align 8, !tbaa !38, !alias.scope !52
  %384 = getelementptr inbounds i8, ptr %41, i64 8
  store ptr @.str.2, ptr %384, align 8, !tbaa !43, !alias.scope !52
  %385 = getelementptr inbounds i8, ptr %41, i64 16
  store i32 48, ptr %385, align 8, !tbaa !44, !alias.scope !52
  %386 = getelementptr inbounds i8, ptr %41, i64 20
  store i32 28, ptr %386, align 4, !tbaa !45, !alias.scope !52
  invoke void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %38, ptr noundef nonnull %104, ptr noundef nonnull align 8 dereferenceable(8) %39, ptr noundef nonnull align 8 dereferenceable(32) %40, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %41)
          to label %387 unwind label %784

387:                                              ; preds = %382
  %388 = getelementptr inbounds i8, ptr %40, i64 8
  %389 = load ptr, ptr %388, align 8, !tbaa !22
  %390 = getelementptr inbounds i8, ptr %40, i64 16
  %391 = load ptr, ptr %390, align 8, !tbaa !24
  %392 = icmp eq ptr %389, %391
  br i1 %392, label %427, label %393

393:                                              ; preds = %387, %422
  %394 = phi ptr [ %423, %422 ], [ %389, %387 ]
  %395 = getelementptr inbounds i8, ptr %394, i64 8
  %396 = load ptr, ptr %395, align 8, !tbaa !25
  %397 = icmp eq ptr %396, null
  br i1 %397, label %422, label %398

398:                                              ; preds = %393
  %399 = getelementptr inbounds i8, ptr %396, i64 8
  %400 = load atomic i64, ptr %399 acquire, align 8
  %401 = icmp eq i64 %400, 4294967297
  %402 = trunc i64 %400 to i32
  br i1 %401, label %403, label %411

403:                                              ; preds = %398
  store i32 0, ptr %399, align 8, !tbaa !27
  %404 = getelementptr inbounds i8, ptr %396, i64 12
  store i32 0, ptr %404, align 4, !tbaa !30
  %405 = load ptr, ptr %396, align 8, !tbaa !31
  %406 = getelementptr inbounds i8, ptr %405, i64 16
  %407 = load ptr, ptr %406, align 8
  call void %407(ptr noundef nonnull align 8 dereferenceable(16) %396) #26
  %408 = load ptr, ptr %396, align 8, !tbaa !31
  %409 = getelementptr inbounds i8, ptr %408, i64 24
  %410 = load ptr, ptr %409, align 8
  call void %410(ptr noundef nonnull align 8 dereferenceable(16) %396) #26
  br label %422

411:                                              ; preds = %398
  %412 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %413 = icmp eq i8 %412, 0
  br i1 %413, label %416, label %414

414:                                              ; preds = %411
  %415 = add nsw i32 %402, -1
  store i32 %415, ptr %399, align 4, !tbaa !34
  br label %418

416:                                              ; preds = %411
  %417 = atomicrmw volatile add ptr %399, i32 -1 acq_rel, align 4
  br label %418

418:                                              ; preds = %416, %414
  %419 = phi i32 [ %402, %414 ], [ %417, %416 ]
  %420 = icmp eq i32 %419, 1
  br i1 %420, label %421, label %422, !prof !35

421:                                              ; preds = %418
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %396) #26
  br label %422

422:                                              ; preds = %421, %418, %403, %393
  %423 = getelementptr inbounds i8, ptr %394, i64 16
  %424 = icmp eq ptr %423, %391
  br i1 %424, label %425, label %393, !llvm.loop !36

425:                                              ; preds = %422
  %426 = load ptr, ptr %388, align 8, !tbaa !22
  br label %427

427:                                              ; preds = %425, %387
  %428 = phi ptr [ %426, %425 ], [ %389, %387 ]
  %429 = icmp eq ptr %428, null
  br i1 %429, label %436, label %430

430:                                              ; preds = %427
  %431 = getelementptr inbounds i8, ptr %40, i64 24
  %432 = load ptr, ptr %431, align 8, !tbaa !37
  %433 = ptrtoint ptr %432 to i64
  %434 = ptrtoint ptr %428 to i64
  %435 = sub i64 %433, %434
  call void @_ZdlPvm(ptr noundef nonnull %428, i64 noundef %435) #31
  br label %436

436:                                              ; preds = %427, %430
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %40) #26
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %39) #26
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %42) #26
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %43) #26
  %437 = load i64, ptr %20, align 8, !tbaa !5
  store i64 %437, ptr %43, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %44) #26
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %44, i8 0, i64 32, i1 false)
  store ptr @.str.1, ptr %45, align 8, !tbaa !38, !alias.scope !55
  %438 = getelementptr inbounds i8, ptr %45, i64 8
  store ptr @.str.2, ptr %438, align 8, !tbaa !43, !alias.scope !55
  %439 = getelementptr inbounds i8, ptr %45, i64 16
  store i32 49, ptr %439, align 8, !tbaa !44, !alias.scope !55
  %440 = getelementptr inbounds i8, ptr %45, i64 20
  store i32 28, ptr %440, align 4, !tbaa !45, !alias.scope !55
  invoke void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %42, ptr noundef nonnull %106, ptr noundef nonnull align 8 dereferenceable(8) %43, ptr noundef nonnull align 8 dereferenceable(32) %44, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %45)
          to label %441 unwind label %786

441:                                              ; preds = %436
  %442 = getelementptr inbounds i8, ptr %44, i64 8
  %443 = load ptr, ptr %442, align 8, !tbaa !22
  %444 = getelementptr inbounds i8, ptr %44, i64 16
  %445 = load ptr, ptr %444, align 8, !tbaa !24
  %446 = icmp eq ptr %443, %445
  br i1 %446, label %481, label %447

447:                                              ; preds = %441, %476
  %448 = phi ptr [ %477, %476 ], [ %443, %441 ]
  %449 = getelementptr inbounds i8, ptr %448, i64 8
  %450 = load ptr, ptr %449, align 8, !tbaa !25
  %451 = icmp eq ptr %450, null
  br i1 %451, label %476, label %452

452:                                              ; preds = %447
  %453 = getelementptr inbounds i8, ptr %450, i64 8
  %454 = load atomic i64, ptr %453 acquire, align 8
  %455 = icmp eq i64 %454, 4294967297
  %456 = trunc i64 %454 to i32
  br i1 %455, label %457, label %465

457:                                              ; preds = %452
  store i32 0, ptr %453, align 8, !tbaa !27
  %458 = getelementptr inbounds i8, ptr %450, i64 12
  store i32 0, ptr %458, align 4, !tbaa !30
  %459 = load ptr, ptr %450, align 8, !tbaa !31
  %460 = getelementptr inbounds i8, ptr %459, i64 16
  %461 = load ptr, ptr %460, align 8
  call void %461(ptr noundef nonnull align 8 dereferenceable(16) %450) #26
  %462 = load ptr, ptr %450, align 8, !tbaa !31
  %463 = getelementptr inbounds i8, ptr %462, i64 24
  %464 = load ptr, ptr %463, align 8
  call void %464(ptr noundef nonnull align 8 dereferenceable(16) %450) #26
  br label %476

465:                                              ; preds = %452
  %466 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %467 = icmp eq i8 %466, 0
  br i1 %467, label %470, label %468

468:                                              ; preds = %465
  %469 = add nsw i32 %456, -1
  store i32 %469, ptr %453, align 4, !tbaa !34
  br label %472

470:                                              ; preds = %465
  %471 = atomicrmw volatile add ptr %453, i32 -1 acq_rel, align 4
  br label %472

472:                                              ; preds = %470, %468
  %473 = phi i32 [ %456, %468 ], [ %471, %470 ]
  %474 = icmp eq i32 %473, 1
  br i1 %474, label %475, label %476, !prof !35

475:                                              ; preds = %472
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %450) #26
  br label %476

476:                                              ; preds = %475, %472, %457, %447
  %477 = getelementptr inbounds i8, ptr %448, i64 16
  %478 = icmp eq ptr %477, %445
  br i1 %478, label %479, label %447, !llvm.loop !36

479:                                              ; preds = %476
  %480 = load ptr, ptr %442, align 8, !tbaa !22
  br label %481

481:                                              ; preds = %479, %441
  %482 = phi ptr [ %480, %479 ], [ %443, %441 ]
  %483 = icmp eq ptr %482, null
  br i1 %483, label %490, label %484

484:                                              ; preds = %481
  %485 = getelementptr inbounds i8, ptr %44, i64 24
  %486 = load ptr, ptr %485, align 8, !tbaa !37
  %487 = ptrtoint ptr %486 to i64
  %488 = ptrtoint ptr %482 to i64
  %489 = sub i64 %487, %488
  call void @_ZdlPvm(ptr noundef nonnull %482, i64 noundef %489) #31
  br label %490

490:                                              ; preds = %481, %484
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %44) #26
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %43) #26
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %46) #26
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %47) #26
  store i64 64, ptr %47, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %48) #26
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %48, i8 0, i64 32, i1 false)
  store ptr @.str.1, ptr %49, align 8, !tbaa !38, !alias.scope !58
  %491 = getelementptr inbounds i8, ptr %49, i64 8
  store ptr @.str.2, ptr %491, align 8, !tbaa !43, !alias.scope !58
  %492 = getelementptr inbounds i8, ptr %49, i64 16
  store i32 50, ptr %492, align 8, !tbaa !44, !alias.scope !58
  %493 = getelementptr inbounds i8, ptr %49, i64 20
  store i32 28, ptr %493, align 4, !tbaa !45, !alias.scope !58
  invoke void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %46, ptr noundef nonnull %22, ptr noundef nonnull align 8 dereferenceable(8) %47, ptr noundef nonnull align 8 dereferenceable(32) %48, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %49)
          to label %494 unwind label %788

494:                                              ; preds = %490
  %495 = getelementptr inbounds i8, ptr %48, i64 8
  %496 = load ptr, ptr %495, align 8, !tbaa !22
  %497 = getelementptr inbounds i8, ptr %48, i64 16
  %498 = load ptr, ptr %497, align 8, !tbaa !24
  %499 = icmp eq ptr %496, %498
  br i1 %499, label %534, label %500

500:                                              ; preds = %494, %529
  %501 = phi ptr [ %530, %529 ], [ %496, %494 ]
  %502 = getelementptr inbounds i8, ptr %501, i64 8
  %503 = load ptr, ptr %502, align 8, !tbaa !25
  %504 = icmp eq ptr %503, null
  br i1 %504, label %529, label %505

505:                                              ; preds = %500
  %506 = getelementptr inbounds i8, ptr %503, i64 8
  %507 = load atomic i64, ptr %506 acquire, align 8
  %508 = icmp eq i64 %507, 4294967297
  %509 = trunc i64 %507 to i32
  br i1 %508, label %510, label %518

510:                                              ; preds = %505
  store i32 0, ptr %506, align 8, !tbaa !27
  %511 = getelementptr inbounds i8, ptr %503, i64 12
  store i32 0, ptr %511, align 4, !tbaa !30
  %512 = load ptr, ptr %503, align 8, !tbaa !31
  %513 = getelementptr inbounds i8, ptr %512, i64 16
  %514 = load ptr, ptr %513, align 8
  call void %514(ptr noundef nonnull align 8 dereferenceable(16) %503) #26
  %515 = load ptr, ptr %503, align 8, !tbaa !31
  %516 = getelementptr inbounds i8, ptr %515, i64 24
  %517 = load ptr, ptr %516, align 8
  call void %517(ptr noundef nonnull align 8 dereferenceable(16) %503) #26
  br label %529

518:                                              ; preds = %505
  %519 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %520 = icmp eq i8 %519, 0
  br i1 %520, label %523, label %521

521:                                              ; preds = %518
  %522 = add nsw i32 %509, -1
  store i32 %522, ptr %506, align 4, !tbaa !34
  br label %525

523:                                              ; preds = %518
  %524 = atomicrmw volatile add ptr %506, i32 -1 acq_rel, align 4
  br label %525

525:                                              ; preds = %523, %521
  %526 = phi i32 [ %509, %521 ], [ %524, %523 ]
  %527 = icmp eq i32 %526, 1
  br i1 %527, label %528, label %529, !prof !35

528:                                              ; preds = %525
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %503) #26
  br label %529

529:                                              ; preds = %528, %525, %510, %500
  %530 = getelementptr inbounds i8, ptr %501, i64 16
  %531 = icmp eq ptr %530, %498
  br i1 %531, label %532, label %500, !llvm.loop !36

532:                                              ; preds = %529
  %533 = load ptr, ptr %495, align 8, !tbaa !22
  br label %534

534:                                              ; preds = %532, %494
  %535 = phi ptr [ %533, %532 ], [ %496, %494 ]
  %536 = icmp eq ptr %535, null
  br i1 %536, label %543, label %537

537:                                              ; preds = %534
  %538 = getelementptr inbounds i8, ptr %48, i64 24
  %539 = load ptr, ptr %538, align 8, !tbaa !37
  %540 = ptrtoint ptr %539 to i64
  %541 = ptrtoint ptr %535 to i64
  %542 = sub i64 %540, %541
  call void @_ZdlPvm(ptr noundef nonnull %535, i64 noundef %542) #31
  br label %543

543:                                              ; preds = %534, %537
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %48) #26
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %47) #26
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %50) #26
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %51) #26
  store i64 64, ptr %51, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %52) #26
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %52, i8 0, i64 32, i1 false)
  store ptr @.str.1, ptr %53, align 8, !tbaa !38, !alias.scope !61
  %544 = getelementptr inbounds i8, ptr %53, i64 8
  store ptr @.str.2, ptr %544, align 8, !tbaa !43, !alias.scope !61
  %545 = getelementptr inbounds i8, ptr %53, i64 16
  store i32 51, ptr %545, align 8, !tbaa !44, !alias.scope !61
  %546 = getelementptr inbounds i8, ptr %53, i64 20
  store i32 28, ptr %546, align 4, !tbaa !45, !alias.scope !61
  invoke void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %50, ptr noundef nonnull %23, ptr noundef nonnull align 8 dereferenceable(8) %51, ptr noundef nonnull align 8 dereferenceable(32) %52, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %53)
          to label %547 unwind label %790

547:                                              ; preds = %543
  %548 = getelementptr inbounds i8, ptr %52, i64 8
  %549 = load ptr, ptr %548, align 8, !tbaa !22
  %550 = getelementptr inbounds i8, ptr %52, i64 16
  %551 = load ptr, ptr %550, align 8, !tbaa !24
  %552 = icmp eq ptr %549, %551
  br i1 %552, label %587, label %553

553:                                              ; preds = %547, %582
  %554 = phi ptr [ %583, %582 ], [ %549, %547 ]
  %555 = getelementptr inbounds i8, ptr %554, i64 8
  %556 = load ptr, ptr %555, align 8, !tbaa !25
  %557 = icmp eq ptr %556, null
  br i1 %557, label %582, label %558

558:                                              ; preds = %553
  %559 = getelementptr inbounds i8, ptr %556, i64 8
  %560 = load atomic i64, ptr %559 acquire, align 8
  %561 = icmp eq i64 %560, 4294967297
  %562 = trunc i64 %560 to i32
  br i1 %561, label %563, label %571

563:                                              ; preds = %558
  store i32 0, ptr %559, align 8, !tbaa !27
  %564 = getelementptr inbounds i8, ptr %556, i64 12
  store i32 0, ptr %564, align 4, !tbaa !30
  %565 = load ptr, ptr %556, align 8, !tbaa !31
  %566 = getelementptr inbounds i8, ptr %565, i64 16
  %567 = load ptr, ptr %566, align 8
  call void %567(ptr noundef nonnull align 8 dereferenceable(16) %556) #26
  %568 = load ptr, ptr %556, align 8, !tbaa !31
  %569 = getelementptr inbounds i8, ptr %568, i64 24
  %570 = load ptr, ptr %569, align 8
  call void %570(ptr noundef nonnull align 8 dereferenceable(16) %556) #26
  br label %582

571:                                              ; preds = %558
  %572 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %573 = icmp eq i8 %572, 0
  br i1 %573, label %576, label %574

574:                                              ; preds = %571
  %575 = add nsw i32 %562, -1
  store i32 %575, ptr %559, align 4, !tbaa !34
  br label %578

576:                                              ; preds = %571
  %577 = atomicrmw volatile add ptr %559, i32 -1 acq_rel, align 4
  br label %578

578:                                              ; preds = %576, %574
  %579 = phi i32 [ %562, %574 ], [ %577, %576 ]
  %580 = icmp eq i32 %579, 1
  br i1 %580, label %581, label %582, !prof !35

581:                                              ; preds = %578
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %556) #26
  br label %582

582:                                              ; preds = %581, %578, %563, %553
  %583 = getelementptr inbounds i8, ptr %554, i64 16
  %584 = icmp eq ptr %583, %551
  br i1 %584, label %585, label %553, !llvm.loop !36

585:                                              ; preds = %582
  %586 = load ptr, ptr %548, align 8, !tbaa !22
  br label %587

587:                                              ; preds = %585, %547
  %588 = phi ptr [ %586, %585 ], [ %549, %547 ]
  %589 = icmp eq ptr %588, null
  br i1 %589, label %596, label %590

590:                                              ; preds = %587
  %591 = getelementptr inbounds i8, ptr %52, i64 24
  %592 = load ptr, ptr %591, align 8, !tbaa !37
  %593 = ptrtoint ptr %592 to i64
  %594 = ptrtoint ptr %588 to i64
  %595 = sub i64 %593, %594
  call void @_ZdlPvm(ptr noundef nonnull %588, i64 noundef %595) #31
  br label %596

596:                                              ; preds = %587, %590
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %52) #26
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %51) #26
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %55) #26
  store ptr @.str.1, ptr %55, align 8, !tbaa !38, !alias.scope !64
  %597 = getelementptr inbounds i8, ptr %55, i64 8
  store ptr @.str.2, ptr %597, align 8, !tbaa !43, !alias.scope !64
  %598 = getelementptr inbounds i8, ptr %55, i64 16
  store i32 53, ptr %598, align 8, !tbaa !44, !alias.scope !64
  %599 = getelementptr inbounds i8, ptr %55, i64 20
  store i32 5, ptr %599, align 4, !tbaa !45, !alias.scope !64
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %18)
  store ptr %26, ptr %18, align 8
  %600 = getelementptr inbounds i8, ptr %18, i64 8
  store ptr %30, ptr %600, align 8
  %601 = getelementptr inbounds i8, ptr %18, i64 16
  store ptr %34, ptr %601, align 8
  %602 = getelementptr inbounds i8, ptr %18, i64 24
  store ptr %20, ptr %602, align 8
  %603 = getelementptr inbounds i8, ptr %18, i64 32
  store ptr %21, ptr %603, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %17) #26, !noalias !67
  store ptr %18, ptr %17, align 8, !tbaa !70, !noalias !67
  %604 = getelementptr inbounds i8, ptr %17, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZ4mainEUlRNS0_7handlerEE_E4callEPKvS5_, ptr %604, align 8, !tbaa !72, !noalias !67
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %15) #26, !noalias !73
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %15, ptr noundef nonnull align 8 dereferenceable(24) %55)
          to label %605 unwind label %792

605:                                              ; preds = %596
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %16) #26, !noalias !73
  store i32 0, ptr %16, align 4, !tbaa !76, !noalias !73
  %606 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %15)
          to label %607 unwind label %612, !noalias !73

607:                                              ; preds = %605
  %608 = getelementptr inbounds i8, ptr %15, i64 8
  %609 = load i8, ptr %608, align 8, !tbaa !79, !range !82, !noalias !73, !noundef !83
  %610 = trunc nuw i8 %609 to i1
  %611 = xor i1 %610, true
  invoke void @_ZNK4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_3_V114SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %54, ptr noundef nonnull align 8 dereferenceable(16) %24, ptr noundef nonnull align 8 dereferenceable(16) %17, ptr noundef nonnull align 4 dereferenceable(4) %16, ptr noundef nonnull align 8 dereferenceable(24) %606, i1 noundef zeroext %611)
          to label %614 unwind label %612

612:                                              ; preds = %607, %605
  %613 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %16) #26, !noalias !73
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %15) #26
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %15) #26, !noalias !73
  br label %794

614:                                              ; preds = %607
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %16) #26, !noalias !73
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %15) #26
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %15) #26, !noalias !73
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %17) #26, !noalias !67
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %18)
  %615 = getelementptr inbounds i8, ptr %54, i64 8
  %616 = load ptr, ptr %615, align 8, !tbaa !25
  %617 = icmp eq ptr %616, null
  br i1 %617, label %642, label %618

618:                                              ; preds = %614
  %619 = getelementptr inbounds i8, ptr %616, i64 8
  %620 = load atomic i64, ptr %619 acquire, align 8
  %621 = icmp eq i64 %620, 4294967297
  %622 = trunc i64 %620 to i32
  br i1 %621, label %623, label %631

623:                                              ; preds = %618
  store i32 0, ptr %619, align 8, !tbaa !27
  %624 = getelementptr inbounds i8, ptr %616, i64 12
  store i32 0, ptr %624, align 4, !tbaa !30
  %625 = load ptr, ptr %616, align 8, !tbaa !31
  %626 = getelementptr inbounds i8, ptr %625, i64 16
  %627 = load ptr, ptr %626, align 8
  call void %627(ptr noundef nonnull align 8 dereferenceable(16) %616) #26
  %628 = load ptr, ptr %616, align 8, !tbaa !31
  %629 = getelementptr inbounds i8, ptr %628, i64 24
  %630 = load ptr, ptr %629, align 8
  call void %630(ptr noundef nonnull align 8 dereferenceable(16) %616) #26
  br label %642

631:                                              ; preds = %618
  %632 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %633 = icmp eq i8 %632, 0
  br i1 %633, label %636, label %634

634:                                              ; preds = %631
  %635 = add nsw i32 %622, -1
  store i32 %635, ptr %619, align 4, !tbaa !34
  br label %638

636:                                              ; preds = %631
  %637 = atomicrmw volatile add ptr %619, i32 -1 acq_rel, align 4
  br label %638

638:                                              ; preds = %636, %634
  %639 = phi i32 [ %622, %634 ], [ %637, %636 ]
  %640 = icmp eq i32 %639, 1
  br i1 %640, label %641, label %642, !prof !35

641:                                              ; preds = %638
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %616) #26
  br label %642

642:                                              ; preds = %614, %623, %638, %641
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %55) #26
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %57) #26
  store ptr @.str.1, ptr %57, align 8, !tbaa !38, !alias.scope !84
  %643 = getelementptr inbounds i8, ptr %57, i64 8
  store ptr @.str.2, ptr %643, align 8, !tbaa !43, !alias.scope !84
  %644 = getelementptr inbounds i8, ptr %57, i64 16
  store i32 59, ptr %644, align 8, !tbaa !44, !alias.scope !84
  %645 = getelementptr inbounds i8, ptr %57, i64 20
  store i32 5, ptr %645, align 4, !tbaa !45, !alias.scope !84
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14)
  store ptr %34, ptr %14, align 8
  %646 = getelementptr inbounds i8, ptr %14, i64 8
  store ptr %38, ptr %646, align 8
  %647 = getelementptr inbounds i8, ptr %14, i64 16
  store ptr %42, ptr %647, align 8
  %648 = getelementptr inbounds i8, ptr %14, i64 24
  store ptr %20, ptr %648, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %13) #26, !noalias !87
  store ptr %14, ptr %13, align 8, !tbaa !70, !noalias !87
  %649 = getelementptr inbounds i8, ptr %13, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZ4mainEUlRNS0_7handlerEE0_E4callEPKvS5_, ptr %649, align 8, !tbaa !72, !noalias !87
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11) #26, !noalias !90
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %11, ptr noundef nonnull align 8 dereferenceable(24) %57)
          to label %650 unwind label %796

650:                                              ; preds = %642
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %12) #26, !noalias !90
  store i32 0, ptr %12, align 4, !tbaa !76, !noalias !90
  %651 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %11)
          to label %652 unwind label %657, !noalias !90

652:                                              ; preds = %650
  %653 = getelementptr inbounds i8, ptr %11, i64 8
  %654 = load i8, ptr %653, align 8, !tbaa !79, !range !82, !noalias !90, !noundef !83
  %655 = trunc nuw i8 %654 to i1
  %656 = xor i1 %655, true
  invoke void @_ZNK4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_3_V114SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %56, ptr noundef nonnull align 8 dereferenceable(16) %24, ptr noundef nonnull align 8 dereferenceable(16) %13, ptr noundef nonnull align 4 dereferenceable(4) %12, ptr noundef nonnull align 8 dereferenceable(24) %651, i1 noundef zeroext %656)
          to label %659 unwind label %657

657:                                              ; preds = %652, %650
  %658 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %12) #26, !noalias !90
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %11) #26
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #26, !noalias !90
  br label %798

659:                                              ; preds = %652
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %12) #26, !noalias !90
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %11) #26
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #26, !noalias !90
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %13) #26, !noalias !87
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14)
  %660 = getelementptr inbounds i8, ptr %56, i64 8
  %661 = load ptr, ptr %660, align 8, !tbaa !25
  %662 = icmp eq ptr %661, null
  br i1 %662, label %687, label %663

663:                                              ; preds = %659
  %664 = getelementptr inbounds i8, ptr %661, i64 8
  %665 = load atomic i64, ptr %664 acquire, align 8
  %666 = icmp eq i64 %665, 4294967297
  %667 = trunc i64 %665 to i32
  br i1 %666, label %668, label %676

668:                                              ; preds = %663
  store i32 0, ptr %664, align 8, !tbaa !27
  %669 = getelementptr inbounds i8, ptr %661, i64 12
  store i32 0, ptr %669, align 4, !tbaa !30
  %670 = load ptr, ptr %661, align 8, !tbaa !31
  %671 = getelementptr inbounds i8, ptr %670, i64 16
  %672 = load ptr, ptr %671, align 8
  call void %672(ptr noundef nonnull align 8 dereferenceable(16) %661) #26
  %673 = load ptr, ptr %661, align 8, !tbaa !31
  %674 = getelementptr inbounds i8, ptr %673, i64 24
  %675 = load ptr, ptr %674, align 8
  call void %675(ptr noundef nonnull align 8 dereferenceable(16) %661) #26
  br label %687

676:                                              ; preds = %663
  %677 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %678 = icmp eq i8 %677, 0
  br i1 %678, label %681, label %679

679:                                              ; preds = %676
  %680 = add nsw i32 %667, -1
  store i32 %680, ptr %664, align 4, !tbaa !34
  br label %683

681:                                              ; preds = %676
  %682 = atomicrmw volatile add ptr %664, i32 -1 acq_rel, align 4
  br label %683

683:                                              ; preds = %681, %679
  %684 = phi i32 [ %667, %679 ], [ %682, %681 ]
  %685 = icmp eq i32 %684, 1
  br i1 %685, label %686, label %687, !prof !35

686:                                              ; preds = %683
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %661) #26
  br label %687

687:                                              ; preds = %659, %668, %683, %686
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %57) #26
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %59) #26
  store ptr @.str.1, ptr %59, align 8, !tbaa !38, !alias.scope !93
  %688 = getelementptr inbounds i8, ptr %59, i64 8
  store ptr @.str.2, ptr %688, align 8, !tbaa !43, !alias.scope !93
  %689 = getelementptr inbounds i8, ptr %59, i64 16
  store i32 65, ptr %689, align 8, !tbaa !44, !alias.scope !93
  %690 = getelementptr inbounds i8, ptr %59, i64 20
  store i32 5, ptr %690, align 4, !tbaa !45, !alias.scope !93
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10)
  store ptr %50, ptr %10, align 8
  %691 = getelementptr inbounds i8, ptr %10, i64 8
  store ptr %26, ptr %691, align 8
  %692 = getelementptr inbounds i8, ptr %10, i64 16
  store ptr %46, ptr %692, align 8
  %693 = getelementptr inbounds i8, ptr %10, i64 24
  store ptr %20, ptr %693, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %9) #26, !noalias !96
  store ptr %10, ptr %9, align 8, !tbaa !70, !noalias !96
  %694 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZ4mainEUlRNS0_7handlerEE1_E4callEPKvS5_, ptr %694, align 8, !tbaa !72, !noalias !96
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #26, !noalias !99
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %7, ptr noundef nonnull align 8 dereferenceable(24) %59)
          to label %695 unwind label %800

695:                                              ; preds = %687
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8) #26, !noalias !99
  store i32 0, ptr %8, align 4, !tbaa !76, !noalias !99
  %696 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %7)
          to label %697 unwind label %702, !noalias !99

697:                                              ; preds = %695
  %698 = getelementptr inbounds i8, ptr %7, i64 8
  %699 = load i8, ptr %698, align 8, !tbaa !79, !range !82, !noalias !99, !noundef !83
  %700 = trunc nuw i8 %699 to i1
  %701 = xor i1 %700, true
  invoke void @_ZNK4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_3_V114SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %58, ptr noundef nonnull align 8 dereferenceable(16) %24, ptr noundef nonnull align 8 dereferenceable(16) %9, ptr noundef nonnull align 4 dereferenceable(4) %8, ptr noundef nonnull align 8 dereferenceable(24) %696, i1 noundef zeroext %701)
          to label %704 unwind label %702

702:                                              ; preds = %697, %695
  %703 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8) #26, !noalias !99
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %7) #26
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #26, !noalias !99
  br label %802

704:                                              ; preds = %697
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8) #26, !noalias !99
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %7) #26
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #26, !noalias !99
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9) #26, !noalias !96
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10)
  %705 = getelementptr inbounds i8, ptr %58, i64 8
  %706 = load ptr, ptr %705, align 8, !tbaa !25
  %707 = icmp eq ptr %706, null
  br i1 %707, label %732, label %708

708:                                              ; preds = %704
  %709 = getelementptr inbounds i8, ptr %706, i64 8
  %710 = load atomic i64, ptr %709 acquire, align 8
  %711 = icmp eq i64 %710, 4294967297
  %712 = trunc i64 %710 to i32
  br i1 %711, label %713, label %721

713:                                              ; preds = %708
  store i32 0, ptr %709, align 8, !tbaa !27
  %714 = getelementptr inbounds i8, ptr %706, i64 12
  store i32 0, ptr %714, align 4, !tbaa !30
  %715 = load ptr, ptr %706, align 8, !tbaa !31
  %716 = getelementptr inbounds i8, ptr %715, i64 16
  %717 = load ptr, ptr %716, align 8
  call void %717(ptr noundef nonnull align 8 dereferenceable(16) %706) #26
  %718 = load ptr, ptr %706, align 8, !tbaa !31
  %719 = getelementptr inbounds i8, ptr %718, i64 24
  %720 = load ptr, ptr %719, align 8
  call void %720(ptr noundef nonnull align 8 dereferenceable(16) %706) #26
  br label %732

721:                                              ; preds = %708
  %722 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %723 = icmp eq i8 %722, 0
  br i1 %723, label %726, label %724

724:                                              ; preds = %721
  %725 = add nsw i32 %712, -1
  store i32 %725, ptr %709, align 4, !tbaa !34
  br label %728

726:                                              ; preds = %721
  %727 = atomicrmw volatile add ptr %709, i32 -1 acq_rel, align 4
  br label %728

728:                                              ; preds = %726, %724
  %729 = phi i32 [ %712, %724 ], [ %727, %726 ]
  %730 = icmp eq i32 %729, 1
  br i1 %730, label %731, label %732, !prof !35

731:                                              ; preds = %728
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %706) #26
  br label %732

732:                                              ; preds = %704, %713, %728, %731
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %59) #26
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %61) #26
  store ptr @.str.1, ptr %61, align 8, !tbaa !38, !alias.scope !102
  %733 = getelementptr inbounds i8, ptr %61, i64 8
  store ptr @.str.2, ptr %733, align 8, !tbaa !43, !alias.scope !102
  %734 = getelementptr inbounds i8, ptr %61, i64 16
  store i32 75, ptr %734, align 8, !tbaa !44, !alias.scope !102
  %735 = getelementptr inbounds i8, ptr %61, i64 20
  store i32 5, ptr %735, align 4, !tbaa !45, !alias.scope !102
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5)
  store ptr %30, ptr %5, align 8, !noalias !105
  %736 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr %20, ptr %736, align 8, !noalias !105
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #26, !noalias !105
  store ptr %5, ptr %6, align 8, !tbaa !70, !noalias !105
  %737 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZ4mainEUlRNS0_7handlerEE2_E4callEPKvS5_, ptr %737, align 8, !tbaa !72, !noalias !105
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #26, !noalias !108
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %3, ptr noundef nonnull align 8 dereferenceable(24) %61)
          to label %738 unwind label %804

738:                                              ; preds = %732
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #26, !noalias !108
  store i32 0, ptr %4, align 4, !tbaa !76, !noalias !108
  %739 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %3)
          to label %740 unwind label %745, !noalias !108

740:                                              ; preds = %738
  %741 = getelementptr inbounds i8, ptr %3, i64 8
  %742 = load i8, ptr %741, align 8, !tbaa !79, !range !82, !noalias !108, !noundef !83
  %743 = trunc nuw i8 %742 to i1
  %744 = xor i1 %743, true
  invoke void @_ZNK4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_3_V114SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %60, ptr noundef nonnull align 8 dereferenceable(16) %24, ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 4 dereferenceable(4) %4, ptr noundef nonnull align 8 dereferenceable(24) %739, i1 noundef zeroext %744)
          to label %747 unwind label %745

745:                                              ; preds = %740, %738
  %746 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #26, !noalias !108
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %3) #26
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #26, !noalias !108
  br label %806

747:                                              ; preds = %740
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #26, !noalias !108
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %3) #26
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #26, !noalias !108
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #26, !noalias !105
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5)
  %748 = getelementptr inbounds i8, ptr %60, i64 8
  %749 = load ptr, ptr %748, align 8, !tbaa !25
  %750 = icmp eq ptr %749, null
  br i1 %750, label %775, label %751

751:                                              ; preds = %747
  %752 = getelementptr inbounds i8, ptr %749, i64 8
  %753 = load atomic i64, ptr %752 acquire, align 8
  %754 = icmp eq i64 %753, 4294967297
  %755 = trunc i64 %753 to i32
  br i1 %754, label %756, label %764

756:                                              ; preds = %751
  store i32 0, ptr %752, align 8, !tbaa !27
  %757 = getelementptr inbounds i8, ptr %749, i64 12
  store i32 0, ptr %757, align 4, !tbaa !30
  %758 = load ptr, ptr %749, align 8, !tbaa !31
  %759 = getelementptr inbounds i8, ptr %758, i64 16
  %760 = load ptr, ptr %759, align 8
  call void %760(ptr noundef nonnull align 8 dereferenceable(16) %749) #26
  %761 = load ptr, ptr %749, align 8, !tbaa !31
  %762 = getelementptr inbounds i8, ptr %761, i64 24
  %763 = load ptr, ptr %762, align 8
  call void %763(ptr noundef nonnull align 8 dereferenceable(16) %749) #26
  br label %775

764:                                              ; preds = %751
  %765 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %766 = icmp eq i8 %765, 0
  br i1 %766, label %769, label %767

767:                                              ; preds = %764
  %768 = add nsw i32 %755, -1
  store i32 %768, ptr %752, align 4, !tbaa !34
  br label %771

769:                                              ; preds = %764
  %770 = atomicrmw volatile add ptr %752, i32 -1 acq_rel, align 4
  br label %771

771:                                              ; preds = %769, %767
  %772 = phi i32 [ %755, %767 ], [ %770, %769 ]
  %773 = icmp eq i32 %772, 1
  br i1 %773, label %774, label %775, !prof !35

774:                                              ; preds = %771
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %749) #26
  br label %775

775:                                              ; preds = %747, %756, %771, %774
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %61) #26
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %50) #26
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %50) #26
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %46) #26
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %46) #26
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %42) #26
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %42) #26
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %38) #26
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %38) #26
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %34) #26
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %34) #26
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %30) #26
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %30) #26
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %26) #26
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %26) #26
  %776 = load i64, ptr %20, align 8, !tbaa !5
  %777 = icmp eq i64 %776, 0
  br i1 %777, label %855, label %824

778:                                              ; preds = %220
  %779 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %28) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %28) #26
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27) #26
  br label %822

780:                                              ; preds = %274
  %781 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %32) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %32) #26
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %31) #26
  br label %820

782:                                              ; preds = %328
  %783 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %36) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %36) #26
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35) #26
  br label %818

784:                                              ; preds = %382
  %785 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %40) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %40) #26
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %39) #26
  br label %816

786:                                              ; preds = %436
  %787 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %44) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %44) #26
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %43) #26
  br label %814

788:                                              ; preds = %490
  %789 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %48) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %48) #26
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %47) #26
  br label %812

790:                                              ; preds = %543
  %791 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %52) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %52) #26
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %51) #26
  br label %810

792:                                              ; preds = %596
  %793 = landingpad { ptr, i32 }
          cleanup
  br label %794

794:                                              ; preds = %612, %792
  %795 = phi { ptr, i32 } [ %793, %792 ], [ %613, %612 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %55) #26
  br label %808

796:                                              ; preds = %642
  %797 = landingpad { ptr, i32 }
          cleanup
  br label %798

798:                                              ; preds = %657, %796
  %799 = phi { ptr, i32 } [ %797, %796 ], [ %658, %657 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %57) #26
  br label %808

800:                                              ; preds = %687
  %801 = landingpad { ptr, i32 }
          cleanup
  br label %802

802:                                              ; preds = %702, %800
  %803 = phi { ptr, i32 } [ %801, %800 ], [ %703, %702 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %59) #26
  br label %808

804:                                              ; preds = %732
  %805 = landingpad { ptr, i32 }
          cleanup
  br label %806

806:                                              ; preds = %745, %804
  %807 = phi { ptr, i32 } [ %805, %804 ], [ %746, %745 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %61) #26
  br label %808

808:                                              ; preds = %806, %802, %798, %794
  %809 = phi { ptr, i32 } [ %807, %806 ], [ %803, %802 ], [ %799, %798 ], [ %795, %794 ]
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %50) #26
  br label %810

810:                                              ; preds = %808, %790
  %811 = phi { ptr, i32 } [ %809, %808 ], [ %791, %790 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %50) #26
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %46) #26
  br label %812

812:                                              ; preds = %810, %788
  %813 = phi { ptr, i32 } [ %811, %810 ], [ %789, %788 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %46) #26
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %42) #26
  br label %814

814:                                              ; preds = %812, %786
  %815 = phi { ptr, i32 } [ %813, %812 ], [ %787, %786 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %42) #26
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %38) #26
  br label %816

816:                                              ; preds = %814, %784
  %817 = phi { ptr, i32 } [ %815, %814 ], [ %785, %784 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %38) #26
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %34) #26
  br label %818

818:                                              ; preds = %816, %782
  %819 = phi { ptr, i32 } [ %817, %816 ], [ %783, %782 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %34) #26
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %30) #26
  br label %820

820:                                              ; preds = %818, %780
  %821 = phi { ptr, i32 } [ %819, %818 ], [ %781, %780 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %30) #26
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %26) #26
  br label %822

822:                                              ; preds = %820, %778
  %823 = phi { ptr, i32 } [ %821, %820 ], [ %779, %778 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %26) #26
  call void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %24) #26
  br label %920

824:                                              ; preds = %775, %824
  %825 = phi i64 [ %853, %824 ], [ 0, %775 ]
  %826 = phi i32 [ %852, %824 ], [ 0, %775 ]
  %827 = urem i64 %825, 17
  %828 = uitofp nneg i64 %827 to float
  %829 = urem i64 %825, 5
  %830 = uitofp nneg i64 %829 to float
  %831 = call float @llvm.fmuladd.f32(float %828, float 2.500000e+00, float %830)
  %832 = getelementptr inbounds float, ptr %102, i64 %825
  %833 = load float, ptr %832, align 4, !tbaa !9
  %834 = fcmp une float %833, %831
  %835 = zext i1 %834 to i32
  %836 = add nsw i32 %826, %835
  %837 = getelementptr inbounds float, ptr %106, i64 %825
  %838 = load float, ptr %837, align 4, !tbaa !9
  %839 = urem i64 %825, 3
  %840 = add nuw nsw i64 %839, 1
  %841 = uitofp nneg i64 %840 to float
  %842 = fmul float %831, %841
  %843 = fcmp une float %838, %842
  %844 = zext i1 %843 to i32
  %845 = add nsw i32 %836, %844
  %846 = getelementptr inbounds float, ptr %96, i64 %825
  %847 = load float, ptr %846, align 4, !tbaa !9
  %848 = add nuw nsw i64 %829, 1
  %849 = uitofp nneg i64 %848 to float
  %850 = fcmp une float %847, %849
  %851 = zext i1 %850 to i32
  %852 = add nsw i32 %845, %851
  %853 = add nuw i64 %825, 1
  %854 = icmp eq i64 %853, %776
  br i1 %854, label %855, label %824, !llvm.loop !111

855:                                              ; preds = %824, %775
  %856 = phi i32 [ 0, %775 ], [ %852, %824 ]
  br label %857

857:                                              ; preds = %855, %894
  %858 = phi i64 [ %910, %894 ], [ 0, %855 ]
  %859 = phi i32 [ %909, %894 ], [ %856, %855 ]
  %860 = icmp ult i64 %858, %776
  br i1 %860, label %912, label %894

861:                                              ; preds = %894
  call void @free(ptr noundef %106) #26
  %862 = icmp ne i32 %909, 0
  %863 = select i1 %862, ptr @.str.3, ptr @.str.4
  %864 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) %863, i32 noundef %909)
  %865 = zext i1 %862 to i32
  %866 = getelementptr inbounds i8, ptr %24, i64 8
  %867 = load ptr, ptr %866, align 8, !tbaa !25
  %868 = icmp eq ptr %867, null
  br i1 %868, label %893, label %869

869:                                              ; preds = %861
  %870 = getelementptr inbounds i8, ptr %867, i64 8
  %871 = load atomic i64, ptr %870 acquire, align 8
  %872 = icmp eq i64 %871, 4294967297
  %873 = trunc i64 %871 to i32
  br i1 %872, label %874, label %882

874:                                              ; preds = %869
  store i32 0, ptr %870, align 8, !tbaa !27
  %875 = getelementptr inbounds i8, ptr %867, i64 12
  store i32 0, ptr %875, align 4, !tbaa !30
  %876 = load ptr, ptr %867, align 8, !tbaa !31
  %877 = getelementptr inbounds i8, ptr %876, i64 16
  %878 = load ptr, ptr %877, align 8
  call void %878(ptr noundef nonnull align 8 dereferenceable(16) %867) #26
  %879 = load ptr, ptr %867, align 8, !tbaa !31
  %880 = getelementptr inbounds i8, ptr %879, i64 24
  %881 = load ptr, ptr %880, align 8
  call void %881(ptr noundef nonnull align 8 dereferenceable(16) %867) #26
  br label %893

882:                                              ; preds = %869
  %883 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %884 = icmp eq i8 %883, 0
  br i1 %884, label %887, label %885

885:                                              ; preds = %882
  %886 = add nsw i32 %873, -1
  store i32 %886, ptr %870, align 4, !tbaa !34
  br label %889

887:                                              ; preds = %882
  %888 = atomicrmw volatile add ptr %870, i32 -1 acq_rel, align 4
  br label %889

889:                                              ; preds = %887, %885
  %890 = phi i32 [ %873, %885 ], [ %888, %887 ]
  %891 = icmp eq i32 %890, 1
  br i1 %891, label %892, label %893, !prof !35

892:                                              ; preds = %889
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %867) #26
  br label %893

893:                                              ; preds = %861, %874, %889, %892
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %24) #26
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %23) #26
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %22) #26
  br label %922

894:                                              ; preds = %912, %857
  %895 = phi float [ 0.000000e+00, %857 ], [ %917, %912 ]
  %896 = and i64 %858, 3
  %897 = uitofp nneg i64 %896 to float
  %898 = fadd float %897, 5.000000e-01
  %899 = fmul float %898, %895
  %900 = getelementptr inbounds [64 x float], ptr %22, i64 0, i64 %858
  %901 = load float, ptr %900, align 4, !tbaa !9
  %902 = fsub float %901, %899
  %903 = call noundef float @llvm.fabs.f32(float %902)
  %904 = call noundef float @llvm.fabs.f32(float %899)
  %905 = fadd float %904, 1.000000e+00
  %906 = fmul float %905, 0x3F1A36E2E0000000
  %907 = fcmp ogt float %903, %906
  %908 = zext i1 %907 to i32
  %909 = add nsw i32 %859, %908
  %910 = add nuw nsw i64 %858, 1
  %911 = icmp eq i64 %910, 64
  br i1 %911, label %861, label %857, !llvm.loop !112

912:                                              ; preds = %857, %912
  %913 = phi i64 [ %918, %912 ], [ %858, %857 ]
  %914 = phi float [ %917, %912 ], [ 0.000000e+00, %857 ]
  %915 = urem i64 %913, 17
  %916 = uitofp nneg i64 %915 to float
  %917 = fadd float %914, %916
  %918 = add nuw i64 %913, 64
  %919 = icmp ult i64 %918, %776
  br i1 %919, label %912, label %894, !llvm.loop !113

920:                                              ; preds = %822, %170
  %921 = phi { ptr, i32 } [ %823, %822 ], [ %162, %170 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %24) #26
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %23) #26
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %22) #26
  call void @_ZdaPv(ptr noundef nonnull %104) #31
  br label %942

922:                                              ; preds = %893, %108
  %923 = phi i32 [ 1, %108 ], [ %865, %893 ]
  call void @_ZdaPv(ptr noundef nonnull %104) #31
  %924 = icmp eq ptr %102, null
  br i1 %924, label %929, label %925

925:                                              ; preds = %922
  %926 = ptrtoint ptr %101 to i64
  %927 = ptrtoint ptr %102 to i64
  %928 = sub i64 %926, %927
  call void @_ZdlPvm(ptr noundef nonnull %102, i64 noundef %928) #31
  br label %929

929:                                              ; preds = %922, %925
  %930 = icmp eq ptr %96, null
  br i1 %930, label %935, label %931

931:                                              ; preds = %929
  %932 = ptrtoint ptr %97 to i64
  %933 = ptrtoint ptr %96 to i64
  %934 = sub i64 %932, %933
  call void @_ZdlPvm(ptr noundef nonnull %96, i64 noundef %934) #31
  br label %935

935:                                              ; preds = %929, %931
  %936 = icmp eq ptr %100, null
  br i1 %936, label %941, label %937

937:                                              ; preds = %935
  %938 = ptrtoint ptr %99 to i64
  %939 = ptrtoint ptr %100 to i64
  %940 = sub i64 %938, %939
  call void @_ZdlPvm(ptr noundef nonnull %100, i64 noundef %940) #31
  br label %941

941:                                              ; preds = %935, %937
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %21) #26
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20) #26
  ret i32 %923

942:                                              ; preds = %920, %114
  %943 = phi { ptr, i32 } [ %921, %920 ], [ %115, %114 ]
  %944 = icmp eq ptr %102, null
  br i1 %944, label %949, label %945

945:                                              ; preds = %942
  %946 = ptrtoint ptr %101 to i64
  %947 = ptrtoint ptr %102 to i64
  %948 = sub i64 %946, %947
  call void @_ZdlPvm(ptr noundef nonnull %102, i64 noundef %948) #31
  br label %949

949:                                              ; preds = %945, %942
  %950 = icmp eq ptr %96, null
  br i1 %950, label %960, label %951

951:                                              ; preds = %112, %949
  %952 = phi { ptr, i32 } [ %113, %112 ], [ %943, %949 ]
  %953 = phi ptr [ %76, %112 ], [ %99, %949 ]
  %954 = phi ptr [ %75, %112 ], [ %100, %949 ]
  %955 = phi ptr [ %84, %112 ], [ %97, %949 ]
  %956 = phi ptr [ %82, %112 ], [ %96, %949 ]
  %957 = ptrtoint ptr %955 to i64
  %958 = ptrtoint ptr %956 to i64
  %959 = sub i64 %957, %958
  call void @_ZdlPvm(ptr noundef nonnull %956, i64 noundef %959) #31
  br label %960

960:                                              ; preds = %951, %949
  %961 = phi ptr [ %100, %949 ], [ %954, %951 ]
  %962 = phi ptr [ %99, %949 ], [ %953, %951 ]
  %963 = phi { ptr, i32 } [ %943, %949 ], [ %952, %951 ]
  %964 = icmp eq ptr %961, null
  br i1 %964, label %972, label %965

965:                                              ; preds = %110, %960
  %966 = phi { ptr, i32 } [ %111, %110 ], [ %963, %960 ]
  %967 = phi ptr [ %76, %110 ], [ %962, %960 ]
  %968 = phi ptr [ %75, %110 ], [ %961, %960 ]
  %969 = ptrtoint ptr %967 to i64
  %970 = ptrtoint ptr %968 to i64
  %971 = sub i64 %969, %970
  call void @_ZdlPvm(ptr noundef nonnull %968, i64 noundef %971) #31
  br label %972

972:                                              ; preds = %965, %960
  %973 = phi { ptr, i32 } [ %963, %960 ], [ %966, %965 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %21) #26
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20) #26
  resume { ptr, i32 } %973
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtoul(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #2

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znam(i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %0, ptr noundef %1, ptr noundef nonnull align 8 dereferenceable(8) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.std::unique_ptr.29", align 8
  %7 = alloca %"struct.std::array", align 8
  %8 = load i64, ptr %2, align 8, !tbaa !5
  %9 = shl i64 %8, 2
  %10 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #28, !noalias !114
  store ptr getelementptr inbounds inrange(-16, 56) (i8, ptr @_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE, i64 16), ptr %10, align 8, !tbaa !31, !noalias !114
  %11 = getelementptr inbounds i8, ptr %10, i64 8
  store i64 128, ptr %11, align 8, !tbaa !117, !noalias !114
  %12 = getelementptr inbounds i8, ptr %10, i64 16
  store i64 4, ptr %12, align 8, !tbaa !119, !noalias !114
  store ptr %10, ptr %6, align 8, !tbaa !122
  invoke void @_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS8_EE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef %1, i64 noundef %9, i64 noundef 4, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull %6)
          to label %13 unwind label %33

13:                                               ; preds = %5
  %14 = load ptr, ptr %6, align 8, !tbaa !11
  %15 = icmp eq ptr %14, null
  br i1 %15, label %20, label %16

16:                                               ; preds = %13
  %17 = load ptr, ptr %14, align 8, !tbaa !31
  %18 = getelementptr inbounds i8, ptr %17, i64 16
  %19 = load ptr, ptr %18, align 8
  call void %19(ptr noundef nonnull align 8 dereferenceable(8) %14) #26
  br label %20

20:                                               ; preds = %13, %16
  store ptr null, ptr %6, align 8, !tbaa !11
  %21 = getelementptr inbounds i8, ptr %0, i64 16
  %22 = load i64, ptr %2, align 8
  store i64 %22, ptr %21, align 8
  %23 = getelementptr inbounds i8, ptr %0, i64 24
  store i64 0, ptr %23, align 8, !tbaa !124
  %24 = getelementptr inbounds i8, ptr %0, i64 32
  store i8 0, ptr %24, align 8, !tbaa !131
  %25 = load ptr, ptr %0, align 8, !tbaa !132
  %26 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTIf, i64 8), align 8, !tbaa !133
  %27 = load i8, ptr %26, align 1, !tbaa !33
  %28 = icmp eq i8 %27, 42
  %29 = zext i1 %28 to i64
  %30 = getelementptr inbounds i8, ptr %26, i64 %29
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #26
  store i64 %22, ptr %7, align 8, !tbaa !5, !alias.scope !135
  %31 = getelementptr inbounds i8, ptr %7, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %31, i8 0, i64 16, i1 false), !alias.scope !135
  invoke void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(24) %4, ptr noundef %25, ptr noundef %1, ptr noundef nonnull %30, i32 noundef 1, i32 noundef 4, ptr noundef nonnull %7)
          to label %32 unwind label %41

32:                                               ; preds = %20
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #26
  ret void

33:                                               ; preds = %5
  %34 = landingpad { ptr, i32 }
          cleanup
  %35 = load ptr, ptr %6, align 8, !tbaa !11
  %36 = icmp eq ptr %35, null
  br i1 %36, label %43, label %37

37:                                               ; preds = %33
  %38 = load ptr, ptr %35, align 8, !tbaa !31
  %39 = getelementptr inbounds i8, ptr %38, i64 16
  %40 = load ptr, ptr %39, align 8
  call void %40(ptr noundef nonnull align 8 dereferenceable(8) %35) #26
  br label %43

41:                                               ; preds = %20
  %42 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #26
  call void @_ZN4sycl3_V16detail12buffer_plainD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #26
  br label %43

43:                                               ; preds = %33, %37, %41
  %44 = phi { ptr, i32 } [ %42, %41 ], [ %34, %37 ], [ %34, %33 ]
  resume { ptr, i32 } %44
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %0) unnamed_addr #7 comdat align 2 personality ptr @__gxx_personality_v0 {
  invoke void @_ZNK4sycl3_V16detail12buffer_plain13handleReleaseEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %22 unwind label %2

2:                                                ; preds = %1
  %3 = landingpad { ptr, i32 }
          catch ptr @_ZTISt9exception
          catch ptr null
  %4 = extractvalue { ptr, i32 } %3, 0
  %5 = extractvalue { ptr, i32 } %3, 1
  %6 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #26
  %7 = icmp eq i32 %5, %6
  br i1 %7, label %8, label %54

8:                                                ; preds = %2
  %9 = tail call ptr @__cxa_begin_catch(ptr %4) #26
  %10 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.9, i64 noundef 20)
          to label %11 unwind label %51

11:                                               ; preds = %8
  %12 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.10, i64 noundef 1)
          to label %13 unwind label %51

13:                                               ; preds = %11
  %14 = load ptr, ptr %9, align 8, !tbaa !31
  %15 = getelementptr inbounds i8, ptr %14, i64 16
  %16 = load ptr, ptr %15, align 8
  %17 = tail call noundef ptr %16(ptr noundef nonnull align 8 dereferenceable(8) %9) #26
  %18 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZStlsISt11char_traitsIcEERSt13basic_ostreamIcT_ES5_PKc(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef %17)
          to label %19 unwind label %51

19:                                               ; preds = %13
  %20 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt4endlIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_(ptr noundef nonnull align 8 dereferenceable(8) %18)
          to label %21 unwind label %51

21:                                               ; preds = %19
  tail call void @__assert_fail(ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.12, i32 noundef 489, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev) #30
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
  store i32 0, ptr %32, align 4, !tbaa !30
  %33 = load ptr, ptr %24, align 8, !tbaa !31
  %34 = getelementptr inbounds i8, ptr %33, i64 16
  %35 = load ptr, ptr %34, align 8
  tail call void %35(ptr noundef nonnull align 8 dereferenceable(16) %24) #26
  %36 = load ptr, ptr %24, align 8, !tbaa !31
  %37 = getelementptr inbounds i8, ptr %36, i64 24
  %38 = load ptr, ptr %37, align 8
  tail call void %38(ptr noundef nonnull align 8 dereferenceable(16) %24) #26
  br label %50

39:                                               ; preds = %26
  %40 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %41 = icmp eq i8 %40, 0
  br i1 %41, label %44, label %42

42:                                               ; preds = %39
  %43 = add nsw i32 %30, -1
  store i32 %43, ptr %27, align 4, !tbaa !34
  br label %46

44:                                               ; preds = %39
  %45 = atomicrmw volatile add ptr %27, i32 -1 acq_rel, align 4
  br label %46

46:                                               ; preds = %44, %42
  %47 = phi i32 [ %30, %42 ], [ %45, %44 ]
  %48 = icmp eq i32 %47, 1
  br i1 %48, label %49, label %50, !prof !35

49:                                               ; preds = %46
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %24) #26
  br label %50

50:                                               ; preds = %22, %31, %46, %49
  ret void

51:                                               ; preds = %19, %11, %8, %13
  %52 = landingpad { ptr, i32 }
          catch ptr null
  %53 = extractvalue { ptr, i32 } %52, 0
  tail call void @__clang_call_terminate(ptr %53) #30
  unreachable

54:                                               ; preds = %2
  tail call void @__clang_call_terminate(ptr %4) #30
  unreachable
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #8

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #9

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #10 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  store i32 0, ptr %11, align 4, !tbaa !30
  %12 = load ptr, ptr %3, align 8, !tbaa !31
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  %15 = load ptr, ptr %3, align 8, !tbaa !31
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !34
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !35

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

declare noundef i32 @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE(ptr noundef nonnull align 8 dereferenceable(8)) #11

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE(ptr noundef %0) #12 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.std::__exception_ptr::exception_ptr", align 8
  %3 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.5, i64 noundef 40)
  %4 = tail call ptr @_ZNK4sycl3_V114exception_list5beginEv(ptr noundef nonnull align 8 dereferenceable(24) %0)
  %5 = tail call ptr @_ZNK4sycl3_V114exception_list3endEv(ptr noundef nonnull align 8 dereferenceable(24) %0)
  %6 = icmp eq ptr %4, %5
  br i1 %6, label %7, label %9

7:                                                ; preds = %46, %1
  %8 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt4endlIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr)
  call void @_ZSt9terminatev() #30
  unreachable

9:                                                ; preds = %1, %46
  %10 = phi ptr [ %47, %46 ], [ %4, %1 ]
  %11 = load ptr, ptr %10, align 8, !tbaa !138
  %12 = icmp eq ptr %11, null
  br i1 %12, label %46, label %13

13:                                               ; preds = %9
  store ptr %11, ptr %2, align 8, !tbaa !138
  call void @_ZNSt15__exception_ptr13exception_ptr9_M_addrefEv(ptr noundef nonnull align 8 dereferenceable(8) %2) #26
  invoke void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(ptr noundef nonnull %2) #27
          to label %14 unwind label %15

14:                                               ; preds = %13
  unreachable

15:                                               ; preds = %13
  %16 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception
  %17 = extractvalue { ptr, i32 } %16, 1
  %18 = load ptr, ptr %2, align 8, !tbaa !138
  %19 = icmp eq ptr %18, null
  br i1 %19, label %21, label %20

20:                                               ; preds = %15
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %2) #26
  br label %21

21:                                               ; preds = %15, %20
  %22 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #26
  %23 = icmp eq i32 %17, %22
  br i1 %23, label %24, label %51

24:                                               ; preds = %21
  %25 = extractvalue { ptr, i32 } %16, 0
  %26 = call ptr @__cxa_begin_catch(ptr %25) #26
  %27 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.6, i64 noundef 2)
          to label %28 unwind label %49

28:                                               ; preds = %24
  %29 = load ptr, ptr %26, align 8, !tbaa !31
  %30 = getelementptr inbounds i8, ptr %29, i64 16
  %31 = load ptr, ptr %30, align 8
  %32 = call noundef ptr %31(ptr noundef nonnull align 8 dereferenceable(8) %26) #26
  %33 = icmp eq ptr %32, null
  br i1 %33, label %34, label %42

34:                                               ; preds = %28
  %35 = load ptr, ptr @_ZSt4cerr, align 8, !tbaa !31
  %36 = getelementptr i8, ptr %35, i64 -24
  %37 = load i64, ptr %36, align 8
  %38 = getelementptr inbounds i8, ptr @_ZSt4cerr, i64 %37
  %39 = getelementptr inbounds i8, ptr %38, i64 32
  %40 = load i32, ptr %39, align 8, !tbaa !140
  %41 = or i32 %40, 1
  invoke void @_ZNSt9basic_iosIcSt11char_traitsIcEE5clearESt12_Ios_Iostate(ptr noundef nonnull align 8 dereferenceable(264) %38, i32 noundef %41)
          to label %45 unwind label %49

42:                                               ; preds = %28
  %43 = call noundef i64 @strlen(ptr noundef nonnull dereferenceable(1) %32) #26
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
  call void @__clang_call_terminate(ptr %55) #30
  unreachable
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3) unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::device", align 8
  %6 = alloca %"class.std::function.23", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #26
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #26
  %7 = getelementptr inbounds i8, ptr %6, i64 16
  %8 = getelementptr inbounds i8, ptr %6, i64 24
  %9 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 0, ptr %9, align 8
  store ptr %1, ptr %6, align 8, !tbaa !11
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_, ptr %8, align 8, !tbaa !146
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E10_M_managerERSt9_Any_dataRKS8_St18_Manager_operation, ptr %7, align 8, !tbaa !21
  invoke void @_ZN4sycl3_V16detail13select_deviceERKSt8functionIFiRKNS0_6deviceEEE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::device") align 8 %5, ptr noundef nonnull align 8 dereferenceable(32) %6)
          to label %10 unwind label %20

10:                                               ; preds = %4
  invoke void @_ZN4sycl3_V15queueC2ERKNS0_6deviceERKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %11 unwind label %20

11:                                               ; preds = %10
  %12 = load ptr, ptr %7, align 8, !tbaa !21
  %13 = icmp eq ptr %12, null
  br i1 %13, label %19, label %14

14:                                               ; preds = %11
  %15 = invoke noundef zeroext i1 %12(ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(16) %6, i32 noundef 3)
          to label %19 unwind label %16

16:                                               ; preds = %14
  %17 = landingpad { ptr, i32 }
          catch ptr null
  %18 = extractvalue { ptr, i32 } %17, 0
  call void @__clang_call_terminate(ptr %18) #30
  unreachable

19:                                               ; preds = %11, %14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #26
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #26
  ret void

20:                                               ; preds = %10, %4
  %21 = landingpad { ptr, i32 }
          cleanup
  %22 = load ptr, ptr %7, align 8, !tbaa !21
  %23 = icmp eq ptr %22, null
  br i1 %23, label %29, label %24

24:                                               ; preds = %20
  %25 = invoke noundef zeroext i1 %22(ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(16) %6, i32 noundef 3)
          to label %29 unwind label %26

26:                                               ; preds = %24
  %27 = landingpad { ptr, i32 }
          catch ptr null
  %28 = extractvalue { ptr, i32 } %27, 0
  call void @__clang_call_terminate(ptr %28) #30
  unreachable

29:                                               ; preds = %20, %24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #26
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #26
  resume { ptr, i32 } %21
}

; Function Attrs: inlinehint mustprogress uwtable
declare noundef nonnull align 8 dereferenceable(8) ptr @_ZStlsISt11char_traitsIcEERSt13basic_ostreamIcT_ES5_PKc(ptr noundef nonnull align 8 dereferenceable(8), ptr noundef) local_unnamed_addr #12

declare ptr @_ZNK4sycl3_V114exception_list5beginEv(ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #11

declare ptr @_ZNK4sycl3_V114exception_list3endEv(ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #11

; Function Attrs: noreturn
declare void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(ptr noundef) local_unnamed_addr #13

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #14

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #15 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #26
  tail call void @_ZSt9terminatev() #30
  unreachable
}

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: inlinehint mustprogress uwtable
declare noundef nonnull align 8 dereferenceable(8) ptr @_ZSt4endlIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #12

declare noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8), ptr noundef, i64 noundef) local_unnamed_addr #11

declare void @_ZNSt9basic_iosIcSt11char_traitsIcEE5clearESt12_Ios_Iostate(ptr noundef nonnull align 8 dereferenceable(264), i32 noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #16

; Function Attrs: nounwind
declare void @_ZNSt15__exception_ptr13exception_ptr9_M_addrefEv(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #17

; Function Attrs: nounwind
declare void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #17

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #18

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(24) %1) #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::exception_list", align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3)
  %4 = load ptr, ptr %0, align 8, !tbaa !11
  %5 = load <2 x ptr>, ptr %1, align 8, !tbaa !11
  store <2 x ptr> %5, ptr %3, align 16, !tbaa !11
  %6 = getelementptr inbounds i8, ptr %3, i64 16
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  %8 = load ptr, ptr %7, align 8, !tbaa !148
  store ptr %8, ptr %6, align 16, !tbaa !148
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, i8 0, i64 24, i1 false)
  invoke void %4(ptr noundef nonnull %3)
          to label %9 unwind label %32

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %3, i64 8
  %11 = load ptr, ptr %3, align 16, !tbaa !150
  %12 = load ptr, ptr %10, align 8, !tbaa !151
  %13 = icmp eq ptr %11, %12
  br i1 %13, label %24, label %14

14:                                               ; preds = %9, %19
  %15 = phi ptr [ %20, %19 ], [ %11, %9 ]
  %16 = load ptr, ptr %15, align 8, !tbaa !138
  %17 = icmp eq ptr %16, null
  br i1 %17, label %19, label %18

18:                                               ; preds = %14
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %15) #26
  br label %19

19:                                               ; preds = %18, %14
  %20 = getelementptr inbounds i8, ptr %15, i64 8
  %21 = icmp eq ptr %20, %12
  br i1 %21, label %22, label %14, !llvm.loop !152

22:                                               ; preds = %19
  %23 = load ptr, ptr %3, align 16, !tbaa !150
  br label %24

24:                                               ; preds = %22, %9
  %25 = phi ptr [ %23, %22 ], [ %11, %9 ]
  %26 = icmp eq ptr %25, null
  br i1 %26, label %34, label %27

27:                                               ; preds = %24
  %28 = load ptr, ptr %6, align 16, !tbaa !148
  %29 = ptrtoint ptr %28 to i64
  %30 = ptrtoint ptr %25 to i64
  %31 = sub i64 %29, %30
  call void @_ZdlPvm(ptr noundef nonnull %25, i64 noundef %31) #31
  br label %34

32:                                               ; preds = %2
  %33 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V114exception_listD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %3) #26
  resume { ptr, i32 } %33

34:                                               ; preds = %24, %27
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3)
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  switch i32 %2, label %9 [
    i32 0, label %7
    i32 1, label %4
    i32 2, label %5
  ]

4:                                                ; preds = %3
  br label %7

5:                                                ; preds = %3
  %6 = load ptr, ptr %1, align 8, !tbaa !11
  br label %7

7:                                                ; preds = %3, %4, %5
  %8 = phi ptr [ %6, %5 ], [ %1, %4 ], [ @_ZTIPFvN4sycl3_V114exception_listEE, %3 ]
  store ptr %8, ptr %0, align 8, !tbaa !11
  br label %9

9:                                                ; preds = %7, %3
  ret i1 false
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V114exception_listD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #10 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !150
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !151
  %5 = icmp eq ptr %2, %4
  br i1 %5, label %16, label %6

6:                                                ; preds = %1, %11
  %7 = phi ptr [ %12, %11 ], [ %2, %1 ]
  %8 = load ptr, ptr %7, align 8, !tbaa !138
  %9 = icmp eq ptr %8, null
  br i1 %9, label %11, label %10

10:                                               ; preds = %6
  tail call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %7) #26
  br label %11

11:                                               ; preds = %10, %6
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  %13 = icmp eq ptr %12, %4
  br i1 %13, label %14, label %6, !llvm.loop !152

14:                                               ; preds = %11
  %15 = load ptr, ptr %0, align 8, !tbaa !150
  br label %16

16:                                               ; preds = %14, %1
  %17 = phi ptr [ %15, %14 ], [ %2, %1 ]
  %18 = icmp eq ptr %17, null
  br i1 %18, label %25, label %19

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !148
  %22 = ptrtoint ptr %21 to i64
  %23 = ptrtoint ptr %17 to i64
  %24 = sub i64 %22, %23
  tail call void @_ZdlPvm(ptr noundef nonnull %17, i64 noundef %24) #31
  br label %25

25:                                               ; preds = %16, %19
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #19

declare void @_ZN4sycl3_V16detail13select_deviceERKSt8functionIFiRKNS0_6deviceEEE(ptr dead_on_unwind writable sret(%"class.sycl::_V1::device") align 8, ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #11

declare void @_ZN4sycl3_V15queueC2ERKNS0_6deviceERKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(8), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #11

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(8) %1) #6 comdat align 2 {
  %3 = load ptr, ptr %0, align 8, !tbaa !11
  %4 = tail call noundef i32 %3(ptr noundef nonnull align 8 dereferenceable(8) %1)
  ret i32 %4
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E10_M_managerERSt9_Any_dataRKS8_St18_Manager_operation(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  switch i32 %2, label %9 [
    i32 0, label %7
    i32 1, label %4
    i32 2, label %5
  ]

4:                                                ; preds = %3
  br label %7

5:                                                ; preds = %3
  %6 = load ptr, ptr %1, align 8, !tbaa !11
  br label %7

7:                                                ; preds = %3, %4, %5
  %8 = phi ptr [ %6, %5 ], [ %1, %4 ], [ @_ZTIPFiRKN4sycl3_V16deviceEE, %3 ]
  store ptr %8, ptr %0, align 8, !tbaa !11
  br label %9

9:                                                ; preds = %7, %3
  ret i1 false
}

; Function Attrs: mustprogress noinline nounwind uwtable
define linkonce_odr dso_local void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %0) local_unnamed_addr #20 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !31
  %3 = getelementptr inbounds i8, ptr %2, i64 16
  %4 = load ptr, ptr %3, align 8
  tail call void %4(ptr noundef nonnull align 8 dereferenceable(16) %0) #26
  %5 = getelementptr inbounds i8, ptr %0, i64 12
  %6 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %7 = icmp eq i8 %6, 0
  br i1 %7, label %11, label %8

8:                                                ; preds = %1
  %9 = load i32, ptr %5, align 4, !tbaa !34
  %10 = add nsw i32 %9, -1
  store i32 %10, ptr %5, align 4, !tbaa !34
  br label %13

11:                                               ; preds = %1
  %12 = atomicrmw volatile add ptr %5, i32 -1 acq_rel, align 4
  br label %13

13:                                               ; preds = %11, %8
  %14 = phi i32 [ %9, %8 ], [ %12, %11 ]
  %15 = icmp eq i32 %14, 1
  br i1 %15, label %16, label %20

16:                                               ; preds = %13
  %17 = load ptr, ptr %0, align 8, !tbaa !31
  %18 = getelementptr inbounds i8, ptr %17, i64 24
  %19 = load ptr, ptr %18, align 8
  tail call void %19(ptr noundef nonnull align 8 dereferenceable(16) %0) #26
  br label %20

20:                                               ; preds = %13, %16
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #8

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(ptr noundef) local_unnamed_addr #13

; Function Attrs: noreturn
declare void @_ZSt28__throw_bad_array_new_lengthv() local_unnamed_addr #13

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #3

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPv(ptr noundef) local_unnamed_addr #19

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #21

declare void @_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS8_EE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef, i64 noundef, i64 noundef, ptr noundef nonnull align 8 dereferenceable(32), ptr noundef) unnamed_addr #11

declare void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(24), ptr noundef, ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #11

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail12buffer_plainD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #10 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  store i32 0, ptr %11, align 4, !tbaa !30
  %12 = load ptr, ptr %3, align 8, !tbaa !31
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  %15 = load ptr, ptr %3, align 8, !tbaa !31
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !34
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !35

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE16getAllocatorImplEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #7 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19SYCLMemObjAllocatorD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #7 comdat align 2 {
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfED0Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #7 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 24) #31
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE8allocateEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #6 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = shl i64 %1, 2
  %5 = add i64 %4, -1
  %6 = load i64, ptr %3, align 8, !tbaa !117
  %7 = add i64 %6, -1
  %8 = or i64 %7, %5
  %9 = add i64 %8, 1
  %10 = icmp ult i64 %9, %1
  br i1 %10, label %11, label %13

11:                                               ; preds = %2
  %12 = tail call ptr @__cxa_allocate_exception(i64 8) #26
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %12, align 8, !tbaa !31
  tail call void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #27
  unreachable

13:                                               ; preds = %2
  %14 = tail call noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef %6, i64 noundef %9)
  %15 = icmp eq ptr %14, null
  br i1 %15, label %16, label %18

16:                                               ; preds = %13
  %17 = tail call ptr @__cxa_allocate_exception(i64 8) #26
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %17, align 8, !tbaa !31
  tail call void @__cxa_throw(ptr nonnull %17, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #27
  unreachable

18:                                               ; preds = %13
  ret ptr %14
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE10deallocateEPvm(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef %1, i64 noundef %2) unnamed_addr #6 comdat align 2 {
  %4 = icmp eq ptr %1, null
  br i1 %4, label %6, label %5

5:                                                ; preds = %3
  tail call void @_ZN4sycl3_V16detail6OSUtil11alignedFreeEPv(ptr noundef nonnull %1)
  br label %6

6:                                                ; preds = %3, %5
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i64 @_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12getValueSizeEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #7 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load i64, ptr %2, align 8, !tbaa !119
  ret i64 %3
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12setAlignmentEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #6 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = tail call i64 @llvm.umax.i64(i64 %1, i64 64)
  store i64 %4, ptr %3, align 8, !tbaa !117
  ret void
}

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZNSt9bad_allocD1Ev(ptr noundef nonnull align 8 dereferenceable(8)) unnamed_addr #17

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef, i64 noundef) local_unnamed_addr #11

declare void @_ZN4sycl3_V16detail6OSUtil11alignedFreeEPv(ptr noundef) local_unnamed_addr #11

; Function Attrs: nounwind
declare { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef) local_unnamed_addr #17

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %0, i32 %1, ptr %2, ptr noundef %3) unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.std::shared_ptr.52", align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %5, i8 0, i64 16, i1 false)
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codeSt10shared_ptrINS0_7contextEEPKc(ptr noundef nonnull align 8 dereferenceable(64) %0, i32 %1, ptr %2, ptr noundef nonnull %5, ptr noundef %3)
          to label %6 unwind label %35

6:                                                ; preds = %4
  %7 = getelementptr inbounds i8, ptr %5, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !25
  %9 = icmp eq ptr %8, null
  br i1 %9, label %34, label %10

10:                                               ; preds = %6
  %11 = getelementptr inbounds i8, ptr %8, i64 8
  %12 = load atomic i64, ptr %11 acquire, align 8
  %13 = icmp eq i64 %12, 4294967297
  %14 = trunc i64 %12 to i32
  br i1 %13, label %15, label %23

15:                                               ; preds = %10
  store i32 0, ptr %11, align 8, !tbaa !27
  %16 = getelementptr inbounds i8, ptr %8, i64 12
  store i32 0, ptr %16, align 4, !tbaa !30
  %17 = load ptr, ptr %8, align 8, !tbaa !31
  %18 = getelementptr inbounds i8, ptr %17, i64 16
  %19 = load ptr, ptr %18, align 8
  call void %19(ptr noundef nonnull align 8 dereferenceable(16) %8) #26
  %20 = load ptr, ptr %8, align 8, !tbaa !31
  %21 = getelementptr inbounds i8, ptr %20, i64 24
  %22 = load ptr, ptr %21, align 8
  call void %22(ptr noundef nonnull align 8 dereferenceable(16) %8) #26
  br label %34

23:                                               ; preds = %10
  %24 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %25 = icmp eq i8 %24, 0
  br i1 %25, label %28, label %26

26:                                               ; preds = %23
  %27 = add nsw i32 %14, -1
  store i32 %27, ptr %11, align 4, !tbaa !34
  br label %30

28:                                               ; preds = %23
  %29 = atomicrmw volatile add ptr %11, i32 -1 acq_rel, align 4
  br label %30

30:                                               ; preds = %28, %26
  %31 = phi i32 [ %14, %26 ], [ %29, %28 ]
  %32 = icmp eq i32 %31, 1
  br i1 %32, label %33, label %34, !prof !35

33:                                               ; preds = %30
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %8) #26
  br label %34

34:                                               ; preds = %6, %15, %30, %33
  ret void

35:                                               ; preds = %4
  %36 = landingpad { ptr, i32 }
          cleanup
  call void @_ZNSt12__shared_ptrIN4sycl3_V17contextELN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %5) #26
  resume { ptr, i32 } %36
}

declare void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZN4sycl3_V19exceptionD1Ev(ptr noundef nonnull align 8 dereferenceable(64)) unnamed_addr #17

declare void @_ZN4sycl3_V19exceptionC1ESt10error_codeSt10shared_ptrINS0_7contextEEPKc(ptr noundef nonnull align 8 dereferenceable(64), i32, ptr, ptr noundef, ptr noundef) unnamed_addr #11

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt12__shared_ptrIN4sycl3_V17contextELN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #7 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  store i32 0, ptr %11, align 4, !tbaa !30
  %12 = load ptr, ptr %3, align 8, !tbaa !31
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  %15 = load ptr, ptr %3, align 8, !tbaa !31
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !34
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !35

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

declare void @_ZNK4sycl3_V16detail12buffer_plain13handleReleaseEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #11

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #22

declare void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9), ptr noundef nonnull align 8 dereferenceable(24)) unnamed_addr #11

declare void @_ZNK4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_3_V114SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 4 dereferenceable(4), ptr noundef nonnull align 8 dereferenceable(24), i1 noundef zeroext) local_unnamed_addr #11

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9)) local_unnamed_addr #11

; Function Attrs: nounwind
declare void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9)) unnamed_addr #17

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZ4mainEUlRNS0_7handlerEE_E4callEPKvS5_(ptr nocapture noundef readonly %0, ptr noundef nonnull align 8 dereferenceable(176) %1) #6 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::range", align 8
  %4 = alloca %"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view", align 8
  %5 = alloca %"struct.sycl::_V1::detail::compile_time_kernel_info_v1::CompileTimeKernelInfoTy", align 8
  %6 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %7 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %8 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %9 = alloca %"class.sycl::_V1::accessor", align 8
  %10 = alloca %"class.sycl::_V1::property_list", align 8
  %11 = alloca %"class.sycl::_V1::accessor", align 8
  %12 = alloca %"class.sycl::_V1::property_list", align 8
  %13 = alloca %"class.sycl::_V1::accessor.93", align 8
  %14 = alloca %"class.sycl::_V1::property_list", align 8
  %15 = alloca %class.anon.97, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #26
  %16 = load ptr, ptr %0, align 8, !tbaa !153
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #26
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %10, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %8)
  store ptr @.str.1, ptr %8, align 8
  %17 = getelementptr inbounds i8, ptr %8, i64 8
  store ptr @.str.13, ptr %17, align 8
  %18 = getelementptr inbounds i8, ptr %8, i64 16
  store i32 54, ptr %18, align 8
  %19 = getelementptr inbounds i8, ptr %8, i64 20
  store i32 22, ptr %19, align 4
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %9, ptr noundef nonnull align 8 dereferenceable(33) %16, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(32) %10, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %8)
          to label %20 unwind label %405

20:                                               ; preds = %2
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8)
  %21 = getelementptr inbounds i8, ptr %10, i64 8
  %22 = load ptr, ptr %21, align 8, !tbaa !22
  %23 = getelementptr inbounds i8, ptr %10, i64 16
  %24 = load ptr, ptr %23, align 8, !tbaa !24
  %25 = icmp eq ptr %22, %24
  br i1 %25, label %60, label %26

26:                                               ; preds = %20, %55
  %27 = phi ptr [ %56, %55 ], [ %22, %20 ]
  %28 = getelementptr inbounds i8, ptr %27, i64 8
  %29 = load ptr, ptr %28, align 8, !tbaa !25
  %30 = icmp eq ptr %29, null
  br i1 %30, label %55, label %31

31:                                               ; preds = %26
  %32 = getelementptr inbounds i8, ptr %29, i64 8
  %33 = load atomic i64, ptr %32 acquire, align 8
  %34 = icmp eq i64 %33, 4294967297
  %35 = trunc i64 %33 to i32
  br i1 %34, label %36, label %44

36:                                               ; preds = %31
  store i32 0, ptr %32, align 8, !tbaa !27
  %37 = getelementptr inbounds i8, ptr %29, i64 12
  store i32 0, ptr %37, align 4, !tbaa !30
  %38 = load ptr, ptr %29, align 8, !tbaa !31
  %39 = getelementptr inbounds i8, ptr %38, i64 16
  %40 = load ptr, ptr %39, align 8
  call void %40(ptr noundef nonnull align 8 dereferenceable(16) %29) #26
  %41 = load ptr, ptr %29, align 8, !tbaa !31
  %42 = getelementptr inbounds i8, ptr %41, i64 24
  %43 = load ptr, ptr %42, align 8
  call void %43(ptr noundef nonnull align 8 dereferenceable(16) %29) #26
  br label %55

44:                                               ; preds = %31
  %45 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %46 = icmp eq i8 %45, 0
  br i1 %46, label %49, label %47

47:                                               ; preds = %44
  %48 = add nsw i32 %35, -1
  store i32 %48, ptr %32, align 4, !tbaa !34
  br label %51

49:                                               ; preds = %44
  %50 = atomicrmw volatile add ptr %32, i32 -1 acq_rel, align 4
  br label %51

51:                                               ; preds = %49, %47
  %52 = phi i32 [ %35, %47 ], [ %50, %49 ]
  %53 = icmp eq i32 %52, 1
  br i1 %53, label %54, label %55, !prof !35

54:                                               ; preds = %51
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %29) #26
  br label %55

55:                                               ; preds = %54, %51, %36, %26
  %56 = getelementptr inbounds i8, ptr %27, i64 16
  %57 = icmp eq ptr %56, %24
  br i1 %57, label %58, label %26, !llvm.loop !36

58:                                               ; preds = %55
  %59 = load ptr, ptr %21, align 8, !tbaa !22
  br label %60

60:                                               ; preds = %58, %20
  %61 = phi ptr [ %59, %58 ], [ %22, %20 ]
  %62 = icmp eq ptr %61, null
  br i1 %62, label %69, label %63

63:                                               ; preds = %60
  %64 = getelementptr inbounds i8, ptr %10, i64 24
  %65 = load ptr, ptr %64, align 8, !tbaa !37
  %66 = ptrtoint ptr %65 to i64
  %67 = ptrtoint ptr %61 to i64
  %68 = sub i64 %66, %67
  call void @_ZdlPvm(ptr noundef nonnull %61, i64 noundef %68) #31
  br label %69

69:                                               ; preds = %63, %60
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #26
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #26
  %70 = getelementptr inbounds i8, ptr %0, i64 8
  %71 = load ptr, ptr %70, align 8, !tbaa !155
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #26
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %12, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7)
  store ptr @.str.1, ptr %7, align 8
  %72 = getelementptr inbounds i8, ptr %7, i64 8
  store ptr @.str.13, ptr %72, align 8
  %73 = getelementptr inbounds i8, ptr %7, i64 16
  store i32 55, ptr %73, align 8
  %74 = getelementptr inbounds i8, ptr %7, i64 20
  store i32 22, ptr %74, align 4
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %11, ptr noundef nonnull align 8 dereferenceable(33) %71, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(32) %12, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %7)
          to label %75 unwind label %407

75:                                               ; preds = %69
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7)
  %76 = getelementptr inbounds i8, ptr %12, i64 8
  %77 = load ptr, ptr %76, align 8, !tbaa !22
  %78 = getelementptr inbounds i8, ptr %12, i64 16
  %79 = load ptr, ptr %78, align 8, !tbaa !24
  %80 = icmp eq ptr %77, %79
  br i1 %80, label %115, label %81

81:                                               ; preds = %75, %110
  %82 = phi ptr [ %111, %110 ], [ %77, %75 ]
  %83 = getelementptr inbounds i8, ptr %82, i64 8
  %84 = load ptr, ptr %83, align 8, !tbaa !25
  %85 = icmp eq ptr %84, null
  br i1 %85, label %110, label %86

86:                                               ; preds = %81
  %87 = getelementptr inbounds i8, ptr %84, i64 8
  %88 = load atomic i64, ptr %87 acquire, align 8
  %89 = icmp eq i64 %88, 4294967297
  %90 = trunc i64 %88 to i32
  br i1 %89, label %91, label %99

91:                                               ; preds = %86
  store i32 0, ptr %87, align 8, !tbaa !27
  %92 = getelementptr inbounds i8, ptr %84, i64 12
  store i32 0, ptr %92, align 4, !tbaa !30
  %93 = load ptr, ptr %84, align 8, !tbaa !31
  %94 = getelementptr inbounds i8, ptr %93, i64 16
  %95 = load ptr, ptr %94, align 8
  call void %95(ptr noundef nonnull align 8 dereferenceable(16) %84) #26
  %96 = load ptr, ptr %84, align 8, !tbaa !31
  %97 = getelementptr inbounds i8, ptr %96, i64 24
  %98 = load ptr, ptr %97, align 8
  call void %98(ptr noundef nonnull align 8 dereferenceable(16) %84) #26
  br label %110

99:                                               ; preds = %86
  %100 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %101 = icmp eq i8 %100, 0
  br i1 %101, label %104, label %102

102:                                              ; preds = %99
  %103 = add nsw i32 %90, -1
  store i32 %103, ptr %87, align 4, !tbaa !34
  br label %106

104:                                              ; preds = %99
  %105 = atomicrmw volatile add ptr %87, i32 -1 acq_rel, align 4
  br label %106

106:                                              ; preds = %104, %102
  %107 = phi i32 [ %90, %102 ], [ %105, %104 ]
  %108 = icmp eq i32 %107, 1
  br i1 %108, label %109, label %110, !prof !35

109:                                              ; preds = %106
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %84) #26
  br label %110

110:                                              ; preds = %109, %106, %91, %81
  %111 = getelementptr inbounds i8, ptr %82, i64 16
  %112 = icmp eq ptr %111, %79
  br i1 %112, label %113, label %81, !llvm.loop !36

113:                                              ; preds = %110
  %114 = load ptr, ptr %76, align 8, !tbaa !22
  br label %115

115:                                              ; preds = %113, %75
  %116 = phi ptr [ %114, %113 ], [ %77, %75 ]
  %117 = icmp eq ptr %116, null
  br i1 %117, label %124, label %118

118:                                              ; preds = %115
  %119 = getelementptr inbounds i8, ptr %12, i64 24
  %120 = load ptr, ptr %119, align 8, !tbaa !37
  %121 = ptrtoint ptr %120 to i64
  %122 = ptrtoint ptr %116 to i64
  %123 = sub i64 %121, %122
  call void @_ZdlPvm(ptr noundef nonnull %116, i64 noundef %123) #31
  br label %124

124:                                              ; preds = %118, %115
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #26
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13) #26
  %125 = getelementptr inbounds i8, ptr %0, i64 16
  %126 = load ptr, ptr %125, align 8, !tbaa !156
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14) #26
  %127 = getelementptr inbounds i8, ptr %14, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %127, i8 0, i64 24, i1 false)
  store i64 16, ptr %14, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6)
  store ptr @.str.1, ptr %6, align 8
  %128 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr @.str.13, ptr %128, align 8
  %129 = getelementptr inbounds i8, ptr %6, i64 16
  store i32 56, ptr %129, align 8
  %130 = getelementptr inbounds i8, ptr %6, i64 20
  store i32 22, ptr %130, align 4
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %13, ptr noundef nonnull align 8 dereferenceable(33) %126, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(32) %14, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %6)
          to label %131 unwind label %409

131:                                              ; preds = %124
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6)
  %132 = load ptr, ptr %127, align 8, !tbaa !22
  %133 = getelementptr inbounds i8, ptr %14, i64 16
  %134 = load ptr, ptr %133, align 8, !tbaa !24
  %135 = icmp eq ptr %132, %134
  br i1 %135, label %170, label %136

136:                                              ; preds = %131, %165
  %137 = phi ptr [ %166, %165 ], [ %132, %131 ]
  %138 = getelementptr inbounds i8, ptr %137, i64 8
  %139 = load ptr, ptr %138, align 8, !tbaa !25
  %140 = icmp eq ptr %139, null
  br i1 %140, label %165, label %141

141:                                              ; preds = %136
  %142 = getelementptr inbounds i8, ptr %139, i64 8
  %143 = load atomic i64, ptr %142 acquire, align 8
  %144 = icmp eq i64 %143, 4294967297
  %145 = trunc i64 %143 to i32
  br i1 %144, label %146, label %154

146:                                              ; preds = %141
  store i32 0, ptr %142, align 8, !tbaa !27
  %147 = getelementptr inbounds i8, ptr %139, i64 12
  store i32 0, ptr %147, align 4, !tbaa !30
  %148 = load ptr, ptr %139, align 8, !tbaa !31
  %149 = getelementptr inbounds i8, ptr %148, i64 16
  %150 = load ptr, ptr %149, align 8
  call void %150(ptr noundef nonnull align 8 dereferenceable(16) %139) #26
  %151 = load ptr, ptr %139, align 8, !tbaa !31
  %152 = getelementptr inbounds i8, ptr %151, i64 24
  %153 = load ptr, ptr %152, align 8
  call void %153(ptr noundef nonnull align 8 dereferenceable(16) %139) #26
  br label %165

154:                                              ; preds = %141
  %155 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %156 = icmp eq i8 %155, 0
  br i1 %156, label %159, label %157

157:                                              ; preds = %154
  %158 = add nsw i32 %145, -1
  store i32 %158, ptr %142, align 4, !tbaa !34
  br label %161

159:                                              ; preds = %154
  %160 = atomicrmw volatile add ptr %142, i32 -1 acq_rel, align 4
  br label %161

161:                                              ; preds = %159, %157
  %162 = phi i32 [ %145, %157 ], [ %160, %159 ]
  %163 = icmp eq i32 %162, 1
  br i1 %163, label %164, label %165, !prof !35

164:                                              ; preds = %161
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %139) #26
  br label %165

165:                                              ; preds = %164, %161, %146, %136
  %166 = getelementptr inbounds i8, ptr %137, i64 16
  %167 = icmp eq ptr %166, %134
  br i1 %167, label %168, label %136, !llvm.loop !36

168:                                              ; preds = %165
  %169 = load ptr, ptr %127, align 8, !tbaa !22
  br label %170

170:                                              ; preds = %168, %131
  %171 = phi ptr [ %169, %168 ], [ %132, %131 ]
  %172 = icmp eq ptr %171, null
  br i1 %172, label %179, label %173

173:                                              ; preds = %170
  %174 = getelementptr inbounds i8, ptr %14, i64 24
  %175 = load ptr, ptr %174, align 8, !tbaa !37
  %176 = ptrtoint ptr %175 to i64
  %177 = ptrtoint ptr %171 to i64
  %178 = sub i64 %176, %177
  call void @_ZdlPvm(ptr noundef nonnull %171, i64 noundef %178) #31
  br label %179

179:                                              ; preds = %173, %170
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #26
  %180 = getelementptr inbounds i8, ptr %0, i64 24
  %181 = load ptr, ptr %180, align 8, !tbaa !157
  %182 = load i64, ptr %181, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %15) #26
  %183 = load ptr, ptr %13, align 8, !tbaa !158
  store ptr %183, ptr %15, align 8, !tbaa !158
  %184 = getelementptr inbounds i8, ptr %15, i64 8
  %185 = getelementptr inbounds i8, ptr %13, i64 8
  %186 = load ptr, ptr %185, align 8, !tbaa !25
  store ptr %186, ptr %184, align 8, !tbaa !25
  %187 = icmp eq ptr %186, null
  br i1 %187, label %197, label %188

188:                                              ; preds = %179
  %189 = getelementptr inbounds i8, ptr %186, i64 8
  %190 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %191 = icmp eq i8 %190, 0
  br i1 %191, label %195, label %192

192:                                              ; preds = %188
  %193 = load i32, ptr %189, align 4, !tbaa !34
  %194 = add nsw i32 %193, 1
  store i32 %194, ptr %189, align 4, !tbaa !34
  br label %197

195:                                              ; preds = %188
  %196 = atomicrmw volatile add ptr %189, i32 1 acq_rel, align 4
  br label %197

197:                                              ; preds = %195, %192, %179
  %198 = getelementptr inbounds i8, ptr %15, i64 16
  %199 = getelementptr inbounds i8, ptr %13, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %198, ptr noundef nonnull align 8 dereferenceable(16) %199, i64 16, i1 false)
  %200 = getelementptr inbounds i8, ptr %15, i64 32
  store float 2.500000e+00, ptr %200, align 8, !tbaa !160
  %201 = getelementptr inbounds i8, ptr %15, i64 40
  %202 = load ptr, ptr %9, align 8, !tbaa !158
  store ptr %202, ptr %201, align 8, !tbaa !158
  %203 = getelementptr inbounds i8, ptr %15, i64 48
  %204 = getelementptr inbounds i8, ptr %9, i64 8
  %205 = load ptr, ptr %204, align 8, !tbaa !25
  store ptr %205, ptr %203, align 8, !tbaa !25
  %206 = icmp eq ptr %205, null
  br i1 %206, label %216, label %207

207:                                              ; preds = %197
  %208 = getelementptr inbounds i8, ptr %205, i64 8
  %209 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %210 = icmp eq i8 %209, 0
  br i1 %210, label %214, label %211

211:                                              ; preds = %207
  %212 = load i32, ptr %208, align 4, !tbaa !34
  %213 = add nsw i32 %212, 1
  store i32 %213, ptr %208, align 4, !tbaa !34
  br label %216

214:                                              ; preds = %207
  %215 = atomicrmw volatile add ptr %208, i32 1 acq_rel, align 4
  br label %216

216:                                              ; preds = %214, %211, %197
  %217 = getelementptr inbounds i8, ptr %15, i64 56
  %218 = getelementptr inbounds i8, ptr %9, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %217, ptr noundef nonnull align 8 dereferenceable(16) %218, i64 16, i1 false)
  %219 = getelementptr inbounds i8, ptr %15, i64 72
  %220 = load ptr, ptr %11, align 8, !tbaa !158
  store ptr %220, ptr %219, align 8, !tbaa !158
  %221 = getelementptr inbounds i8, ptr %15, i64 80
  %222 = getelementptr inbounds i8, ptr %11, i64 8
  %223 = load ptr, ptr %222, align 8, !tbaa !25
  store ptr %223, ptr %221, align 8, !tbaa !25
  %224 = icmp eq ptr %223, null
  br i1 %224, label %234, label %225

225:                                              ; preds = %216
  %226 = getelementptr inbounds i8, ptr %223, i64 8
  %227 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %228 = icmp eq i8 %227, 0
  br i1 %228, label %232, label %229

229:                                              ; preds = %225
  %230 = load i32, ptr %226, align 4, !tbaa !34
  %231 = add nsw i32 %230, 1
  store i32 %231, ptr %226, align 4, !tbaa !34
  br label %234

232:                                              ; preds = %225
  %233 = atomicrmw volatile add ptr %226, i32 1 acq_rel, align 4
  br label %234

234:                                              ; preds = %232, %229, %216
  %235 = getelementptr inbounds i8, ptr %15, i64 88
  %236 = getelementptr inbounds i8, ptr %11, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %235, ptr noundef nonnull align 8 dereferenceable(16) %236, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 88, ptr nonnull %5) #26
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(88) %5, ptr noundef nonnull align 8 dereferenceable(88) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoI4AxpyEEvPv.Info, i64 88, i1 false)
  %237 = invoke noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(176) %1)
          to label %238 unwind label %411

238:                                              ; preds = %234
  %239 = icmp eq i32 %237, 0
  br i1 %239, label %249, label %240

240:                                              ; preds = %238
  %241 = call ptr @__cxa_allocate_exception(i64 64) #26
  %242 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #26
  %243 = extractvalue { i32, ptr } %242, 0
  %244 = extractvalue { i32, ptr } %242, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %241, i32 %243, ptr %244, ptr noundef nonnull @.str.22)
          to label %245 unwind label %247

245:                                              ; preds = %240
  invoke void @__cxa_throw(ptr nonnull %241, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #27
          to label %246 unwind label %411

246:                                              ; preds = %245
  unreachable

247:                                              ; preds = %240
  %248 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %241) #26
  br label %413

249:                                              ; preds = %238
  invoke void @_ZNK4sycl3_V17handler28throwOnKernelParameterMisuseERKNS0_6detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(81) %5)
          to label %250 unwind label %411

250:                                              ; preds = %249
  %251 = load ptr, ptr %5, align 8, !tbaa !11
  %252 = getelementptr inbounds i8, ptr %5, i64 8
  %253 = load i64, ptr %252, align 8, !tbaa !5
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr %251, i64 %253)
          to label %254 unwind label %411

254:                                              ; preds = %250
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4)
  store i64 %182, ptr %3, align 8
  store ptr %3, ptr %4, align 8, !tbaa !166
  %255 = getelementptr inbounds i8, ptr %4, i64 8
  %256 = getelementptr inbounds i8, ptr %4, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %255, i8 0, i64 16, i1 false)
  store i64 1, ptr %256, align 8, !tbaa !168
  invoke void @_ZN4sycl3_V17handler20setNDRangeDescriptorENS0_6detail16nd_range_view_v113nd_range_viewEb(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull byval(%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view") align 8 %4, i1 noundef zeroext false)
          to label %257 unwind label %411

257:                                              ; preds = %254
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4)
  %258 = getelementptr inbounds i8, ptr %1, i64 144
  %259 = invoke noalias noundef nonnull dereferenceable(112) ptr @_Znwm(i64 noundef 112) #28
          to label %260 unwind label %411

260:                                              ; preds = %257
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %259, align 8, !tbaa !31
  %261 = getelementptr inbounds i8, ptr %259, i64 8
  %262 = load ptr, ptr %15, align 8, !tbaa !158
  store ptr %262, ptr %261, align 8, !tbaa !158
  %263 = getelementptr inbounds i8, ptr %259, i64 16
  %264 = load ptr, ptr %184, align 8, !tbaa !25
  store ptr %264, ptr %263, align 8, !tbaa !25
  %265 = icmp eq ptr %264, null
  br i1 %265, label %275, label %266

266:                                              ; preds = %260
  %267 = getelementptr inbounds i8, ptr %264, i64 8
  %268 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %269 = icmp eq i8 %268, 0
  br i1 %269, label %273, label %270

270:                                              ; preds = %266
  %271 = load i32, ptr %267, align 4, !tbaa !34
  %272 = add nsw i32 %271, 1
  store i32 %272, ptr %267, align 4, !tbaa !34
  br label %275

273:                                              ; preds = %266
  %274 = atomicrmw volatile add ptr %267, i32 1 acq_rel, align 4
  br label %275

275:                                              ; preds = %273, %270, %260
  %276 = getelementptr inbounds i8, ptr %259, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %276, ptr noundef nonnull readonly align 8 dereferenceable(16) %198, i64 16, i1 false)
  %277 = getelementptr inbounds i8, ptr %259, i64 40
  %278 = load float, ptr %200, align 8, !tbaa !160
  store float %278, ptr %277, align 8, !tbaa !160
  %279 = getelementptr inbounds i8, ptr %259, i64 48
  %280 = load ptr, ptr %201, align 8, !tbaa !158
  store ptr %280, ptr %279, align 8, !tbaa !158
  %281 = getelementptr inbounds i8, ptr %259, i64 56
  %282 = load ptr, ptr %203, align 8, !tbaa !25
  store ptr %282, ptr %281, align 8, !tbaa !25
  %283 = icmp eq ptr %282, null
  br i1 %283, label %293, label %284

284:                                              ; preds = %275
  %285 = getelementptr inbounds i8, ptr %282, i64 8
  %286 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %287 = icmp eq i8 %286, 0
  br i1 %287, label %291, label %288

288:                                              ; preds = %284
  %289 = load i32, ptr %285, align 4, !tbaa !34
  %290 = add nsw i32 %289, 1
  store i32 %290, ptr %285, align 4, !tbaa !34
  br label %293

291:                                              ; preds = %284
  %292 = atomicrmw volatile add ptr %285, i32 1 acq_rel, align 4
  br label %293

293:                                              ; preds = %291, %288, %275
  %294 = getelementptr inbounds i8, ptr %259, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %294, ptr noundef nonnull readonly align 8 dereferenceable(16) %217, i64 16, i1 false)
  %295 = getelementptr inbounds i8, ptr %259, i64 80
  %296 = load ptr, ptr %219, align 8, !tbaa !158
  store ptr %296, ptr %295, align 8, !tbaa !158
  %297 = getelementptr inbounds i8, ptr %259, i64 88
  %298 = load ptr, ptr %221, align 8, !tbaa !25
  store ptr %298, ptr %297, align 8, !tbaa !25
  %299 = icmp eq ptr %298, null
  br i1 %299, label %309, label %300

300:                                              ; preds = %293
  %301 = getelementptr inbounds i8, ptr %298, i64 8
  %302 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %303 = icmp eq i8 %302, 0
  br i1 %303, label %307, label %304

304:                                              ; preds = %300
  %305 = load i32, ptr %301, align 4, !tbaa !34
  %306 = add nsw i32 %305, 1
  store i32 %306, ptr %301, align 4, !tbaa !34
  br label %309

307:                                              ; preds = %300
  %308 = atomicrmw volatile add ptr %301, i32 1 acq_rel, align 4
  br label %309

309:                                              ; preds = %307, %304, %293
  %310 = getelementptr inbounds i8, ptr %259, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %310, ptr noundef nonnull readonly align 8 dereferenceable(16) %235, i64 16, i1 false)
  %311 = load ptr, ptr %258, align 8, !tbaa !11
  store ptr %259, ptr %258, align 8, !tbaa !11
  %312 = icmp eq ptr %311, null
  br i1 %312, label %317, label %313

313:                                              ; preds = %309
  %314 = load ptr, ptr %311, align 8, !tbaa !31
  %315 = getelementptr inbounds i8, ptr %314, i64 16
  %316 = load ptr, ptr %315, align 8
  call void %316(ptr noundef nonnull align 8 dereferenceable(8) %311) #26
  br label %317

317:                                              ; preds = %313, %309
  invoke void @_ZN4sycl3_V17handler23instantiateKernelOnHostEPv(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull @_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi1ELb1EEEZZ4mainENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi1EEEE_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE)
          to label %318 unwind label %411

318:                                              ; preds = %317
  %319 = load ptr, ptr %258, align 8, !tbaa !11
  %320 = load ptr, ptr %319, align 8, !tbaa !31
  %321 = load ptr, ptr %320, align 8
  %322 = invoke noundef ptr %321(ptr noundef nonnull align 8 dereferenceable(8) %319)
          to label %323 unwind label %411

323:                                              ; preds = %318
  invoke void @_ZN4sycl3_V17handler19setDeviceKernelInfoI4AxpyEEvPv(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef %322)
          to label %324 unwind label %411

324:                                              ; preds = %323
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %5) #26
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %15) #26
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %15) #26
  %325 = load ptr, ptr %185, align 8, !tbaa !25
  %326 = icmp eq ptr %325, null
  br i1 %326, label %351, label %327

327:                                              ; preds = %324
  %328 = getelementptr inbounds i8, ptr %325, i64 8
  %329 = load atomic i64, ptr %328 acquire, align 8
  %330 = icmp eq i64 %329, 4294967297
  %331 = trunc i64 %329 to i32
  br i1 %330, label %332, label %340

332:                                              ; preds = %327
  store i32 0, ptr %328, align 8, !tbaa !27
  %333 = getelementptr inbounds i8, ptr %325, i64 12
  store i32 0, ptr %333, align 4, !tbaa !30
  %334 = load ptr, ptr %325, align 8, !tbaa !31
  %335 = getelementptr inbounds i8, ptr %334, i64 16
  %336 = load ptr, ptr %335, align 8
  call void %336(ptr noundef nonnull align 8 dereferenceable(16) %325) #26
  %337 = load ptr, ptr %325, align 8, !tbaa !31
  %338 = getelementptr inbounds i8, ptr %337, i64 24
  %339 = load ptr, ptr %338, align 8
  call void %339(ptr noundef nonnull align 8 dereferenceable(16) %325) #26
  br label %351

340:                                              ; preds = %327
  %341 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %342 = icmp eq i8 %341, 0
  br i1 %342, label %345, label %343

343:                                              ; preds = %340
  %344 = add nsw i32 %331, -1
  store i32 %344, ptr %328, align 4, !tbaa !34
  br label %347

345:                                              ; preds = %340
  %346 = atomicrmw volatile add ptr %328, i32 -1 acq_rel, align 4
  br label %347

347:                                              ; preds = %345, %343
  %348 = phi i32 [ %331, %343 ], [ %346, %345 ]
  %349 = icmp eq i32 %348, 1
  br i1 %349, label %350, label %351, !prof !35

350:                                              ; preds = %347
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %325) #26
  br label %351

351:                                              ; preds = %350, %347, %332, %324
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #26
  %352 = load ptr, ptr %222, align 8, !tbaa !25
  %353 = icmp eq ptr %352, null
  br i1 %353, label %378, label %354

354:                                              ; preds = %351
  %355 = getelementptr inbounds i8, ptr %352, i64 8
  %356 = load atomic i64, ptr %355 acquire, align 8
  %357 = icmp eq i64 %356, 4294967297
  %358 = trunc i64 %356 to i32
  br i1 %357, label %359, label %367

359:                                              ; preds = %354
  store i32 0, ptr %355, align 8, !tbaa !27
  %360 = getelementptr inbounds i8, ptr %352, i64 12
  store i32 0, ptr %360, align 4, !tbaa !30
  %361 = load ptr, ptr %352, align 8, !tbaa !31
  %362 = getelementptr inbounds i8, ptr %361, i64 16
  %363 = load ptr, ptr %362, align 8
  call void %363(ptr noundef nonnull align 8 dereferenceable(16) %352) #26
  %364 = load ptr, ptr %352, align 8, !tbaa !31
  %365 = getelementptr inbounds i8, ptr %364, i64 24
  %366 = load ptr, ptr %365, align 8
  call void %366(ptr noundef nonnull align 8 dereferenceable(16) %352) #26
  br label %378

367:                                              ; preds = %354
  %368 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %369 = icmp eq i8 %368, 0
  br i1 %369, label %372, label %370

370:                                              ; preds = %367
  %371 = add nsw i32 %358, -1
  store i32 %371, ptr %355, align 4, !tbaa !34
  br label %374

372:                                              ; preds = %367
  %373 = atomicrmw volatile add ptr %355, i32 -1 acq_rel, align 4
  br label %374

374:                                              ; preds = %372, %370
  %375 = phi i32 [ %358, %370 ], [ %373, %372 ]
  %376 = icmp eq i32 %375, 1
  br i1 %376, label %377, label %378, !prof !35

377:                                              ; preds = %374
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %352) #26
  br label %378

378:                                              ; preds = %377, %374, %359, %351
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #26
  %379 = load ptr, ptr %204, align 8, !tbaa !25
  %380 = icmp eq ptr %379, null
  br i1 %380, label %421, label %381

381:                                              ; preds = %378
  %382 = getelementptr inbounds i8, ptr %379, i64 8
  %383 = load atomic i64, ptr %382 acquire, align 8
  %384 = icmp eq i64 %383, 4294967297
  %385 = trunc i64 %383 to i32
  br i1 %384, label %386, label %394

386:                                              ; preds = %381
  store i32 0, ptr %382, align 8, !tbaa !27
  %387 = getelementptr inbounds i8, ptr %379, i64 12
  store i32 0, ptr %387, align 4, !tbaa !30
  %388 = load ptr, ptr %379, align 8, !tbaa !31
  %389 = getelementptr inbounds i8, ptr %388, i64 16
  %390 = load ptr, ptr %389, align 8
  call void %390(ptr noundef nonnull align 8 dereferenceable(16) %379) #26
  %391 = load ptr, ptr %379, align 8, !tbaa !31
  %392 = getelementptr inbounds i8, ptr %391, i64 24
  %393 = load ptr, ptr %392, align 8
  call void %393(ptr noundef nonnull align 8 dereferenceable(16) %379) #26
  br label %421

394:                                              ; preds = %381
  %395 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %396 = icmp eq i8 %395, 0
  br i1 %396, label %399, label %397

397:                                              ; preds = %394
  %398 = add nsw i32 %385, -1
  store i32 %398, ptr %382, align 4, !tbaa !34
  br label %401

399:                                              ; preds = %394
  %400 = atomicrmw volatile add ptr %382, i32 -1 acq_rel, align 4
  br label %401

401:                                              ; preds = %399, %397
  %402 = phi i32 [ %385, %397 ], [ %400, %399 ]
  %403 = icmp eq i32 %402, 1
  br i1 %403, label %404, label %421, !prof !35

404:                                              ; preds = %401
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %379) #26
  br label %421

405:                                              ; preds = %2
  %406 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %10) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #26
  br label %419

407:                                              ; preds = %69
  %408 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %12) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #26
  br label %417

409:                                              ; preds = %124
  %410 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %14) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #26
  br label %415

411:                                              ; preds = %323, %318, %317, %257, %254, %250, %249, %245, %234
  %412 = landingpad { ptr, i32 }
          cleanup
  br label %413

413:                                              ; preds = %411, %247
  %414 = phi { ptr, i32 } [ %412, %411 ], [ %248, %247 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %15) #26
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %15) #26
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %13) #26
  br label %415

415:                                              ; preds = %413, %409
  %416 = phi { ptr, i32 } [ %414, %413 ], [ %410, %409 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #26
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %11) #26
  br label %417

417:                                              ; preds = %415, %407
  %418 = phi { ptr, i32 } [ %416, %415 ], [ %408, %407 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #26
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #26
  br label %419

419:                                              ; preds = %417, %405
  %420 = phi { ptr, i32 } [ %418, %417 ], [ %406, %405 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #26
  resume { ptr, i32 } %420

421:                                              ; preds = %378, %386, %401, %404
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #26
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define internal fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr nocapture noundef nonnull readonly align 8 dereferenceable(104) %0) unnamed_addr #10 align 2 personality ptr @__gxx_personality_v0 {
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
  store i32 0, ptr %11, align 4, !tbaa !30
  %12 = load ptr, ptr %3, align 8, !tbaa !31
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  %15 = load ptr, ptr %3, align 8, !tbaa !31
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !34
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !35

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  %30 = getelementptr inbounds i8, ptr %0, i64 48
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
  store i32 0, ptr %39, align 4, !tbaa !30
  %40 = load ptr, ptr %31, align 8, !tbaa !31
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #26
  %43 = load ptr, ptr %31, align 8, !tbaa !31
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #26
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !34
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !35

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #26
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  %58 = getelementptr inbounds i8, ptr %0, i64 8
  %59 = load ptr, ptr %58, align 8, !tbaa !25
  %60 = icmp eq ptr %59, null
  br i1 %60, label %85, label %61

61:                                               ; preds = %57
  %62 = getelementptr inbounds i8, ptr %59, i64 8
  %63 = load atomic i64, ptr %62 acquire, align 8
  %64 = icmp eq i64 %63, 4294967297
  %65 = trunc i64 %63 to i32
  br i1 %64, label %66, label %74

66:                                               ; preds = %61
  store i32 0, ptr %62, align 8, !tbaa !27
  %67 = getelementptr inbounds i8, ptr %59, i64 12
  store i32 0, ptr %67, align 4, !tbaa !30
  %68 = load ptr, ptr %59, align 8, !tbaa !31
  %69 = getelementptr inbounds i8, ptr %68, i64 16
  %70 = load ptr, ptr %69, align 8
  tail call void %70(ptr noundef nonnull align 8 dereferenceable(16) %59) #26
  %71 = load ptr, ptr %59, align 8, !tbaa !31
  %72 = getelementptr inbounds i8, ptr %71, i64 24
  %73 = load ptr, ptr %72, align 8
  tail call void %73(ptr noundef nonnull align 8 dereferenceable(16) %59) #26
  br label %85

74:                                               ; preds = %61
  %75 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %76 = icmp eq i8 %75, 0
  br i1 %76, label %79, label %77

77:                                               ; preds = %74
  %78 = add nsw i32 %65, -1
  store i32 %78, ptr %62, align 4, !tbaa !34
  br label %81

79:                                               ; preds = %74
  %80 = atomicrmw volatile add ptr %62, i32 -1 acq_rel, align 4
  br label %81

81:                                               ; preds = %79, %77
  %82 = phi i32 [ %65, %77 ], [ %80, %79 ]
  %83 = icmp eq i32 %82, 1
  br i1 %83, label %84, label %85, !prof !35

84:                                               ; preds = %81
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %59) #26
  br label %85

85:                                               ; preds = %57, %66, %81, %84
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #10 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  store i32 0, ptr %11, align 4, !tbaa !30
  %12 = load ptr, ptr %3, align 8, !tbaa !31
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  %15 = load ptr, ptr %3, align 8, !tbaa !31
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !34
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !35

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

declare void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef byval(%"class.sycl::_V1::id") align 8, ptr noundef byval(%"class.sycl::_V1::range.99") align 8, ptr noundef byval(%"class.sycl::_V1::range.99") align 8, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i64 noundef, i1 noundef zeroext, ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #11

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #10 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  store i32 0, ptr %18, align 4, !tbaa !30
  %19 = load ptr, ptr %10, align 8, !tbaa !31
  %20 = getelementptr inbounds i8, ptr %19, i64 16
  %21 = load ptr, ptr %20, align 8
  tail call void %21(ptr noundef nonnull align 8 dereferenceable(16) %10) #26
  %22 = load ptr, ptr %10, align 8, !tbaa !31
  %23 = getelementptr inbounds i8, ptr %22, i64 24
  %24 = load ptr, ptr %23, align 8
  tail call void %24(ptr noundef nonnull align 8 dereferenceable(16) %10) #26
  br label %36

25:                                               ; preds = %12
  %26 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %27 = icmp eq i8 %26, 0
  br i1 %27, label %30, label %28

28:                                               ; preds = %25
  %29 = add nsw i32 %16, -1
  store i32 %29, ptr %13, align 4, !tbaa !34
  br label %32

30:                                               ; preds = %25
  %31 = atomicrmw volatile add ptr %13, i32 -1 acq_rel, align 4
  br label %32

32:                                               ; preds = %30, %28
  %33 = phi i32 [ %16, %28 ], [ %31, %30 ]
  %34 = icmp eq i32 %33, 1
  br i1 %34, label %35, label %36, !prof !35

35:                                               ; preds = %32
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %10) #26
  br label %36

36:                                               ; preds = %35, %32, %17, %7
  %37 = getelementptr inbounds i8, ptr %8, i64 16
  %38 = icmp eq ptr %37, %5
  br i1 %38, label %39, label %7, !llvm.loop !36

39:                                               ; preds = %36
  %40 = load ptr, ptr %2, align 8, !tbaa !22
  br label %41

41:                                               ; preds = %39, %1
  %42 = phi ptr [ %40, %39 ], [ %3, %1 ]
  %43 = icmp eq ptr %42, null
  br i1 %43, label %50, label %44

44:                                               ; preds = %41
  %45 = getelementptr inbounds i8, ptr %0, i64 24
  %46 = load ptr, ptr %45, align 8, !tbaa !37
  %47 = ptrtoint ptr %46 to i64
  %48 = ptrtoint ptr %42 to i64
  %49 = sub i64 %47, %48
  tail call void @_ZdlPvm(ptr noundef nonnull %42, i64 noundef %49) #31
  br label %50

50:                                               ; preds = %41, %44
  ret void
}

declare void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef, i32 noundef) local_unnamed_addr #11

declare void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #11

declare noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #11

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #11

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #11

; Function Attrs: nounwind
declare noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #17

; Function Attrs: nounwind
declare noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #17

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #11

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local { i64, i32 } @_ZN4sycl3_V16detail18getKernelParamDescI4AxpyEENS1_19kernel_param_desc_tEi(i32 noundef %0) #6 comdat {
  %2 = add i32 %0, 5
  %3 = zext i32 %2 to i64
  %4 = getelementptr inbounds [31 x %"struct.sycl::_V1::detail::kernel_param_desc_t"], ptr @_ZN4sycl3_V16detailL17kernel_signaturesE, i64 0, i64 %3
  %5 = load i64, ptr %4, align 4
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = load i32, ptr %6, align 4, !tbaa !34
  %8 = insertvalue { i64, i32 } poison, i64 %5, 0
  %9 = insertvalue { i64, i32 } %8, i32 %7, 1
  ret { i64, i32 } %9
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNK4sycl3_V17handler28throwOnKernelParameterMisuseERKNS0_6detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(81) %1) local_unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %1, i64 16
  %4 = load i32, ptr %3, align 8, !tbaa !169
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %13, label %6

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %1, i64 72
  br label %14

8:                                                ; preds = %30
  %9 = add nuw nsw i64 %15, 1
  %10 = load i32, ptr %3, align 8, !tbaa !169
  %11 = zext i32 %10 to i64
  %12 = icmp ult i64 %9, %11
  br i1 %12, label %14, label %13, !llvm.loop !172

13:                                               ; preds = %8, %2
  ret void

14:                                               ; preds = %6, %8
  %15 = phi i64 [ 0, %6 ], [ %9, %8 ]
  %16 = load ptr, ptr %7, align 8, !tbaa !173
  %17 = trunc nuw i64 %15 to i32
  %18 = tail call { i64, i32 } %16(i32 noundef %17)
  %19 = extractvalue { i64, i32 } %18, 0
  %20 = and i64 %19, 8796093022207
  %21 = icmp eq i64 %20, 8658654068736
  br i1 %21, label %22, label %30

22:                                               ; preds = %14
  %23 = tail call ptr @__cxa_allocate_exception(i64 64) #26
  %24 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 6) #26
  %25 = extractvalue { i32, ptr } %24, 0
  %26 = extractvalue { i32, ptr } %24, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %23, i32 %25, ptr %26, ptr noundef nonnull @.str.23)
          to label %27 unwind label %28

27:                                               ; preds = %22
  tail call void @__cxa_throw(ptr nonnull %23, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #27
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
  %34 = tail call ptr @__cxa_allocate_exception(i64 64) #26
  %35 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 6) #26
  %36 = extractvalue { i32, ptr } %35, 0
  %37 = extractvalue { i32, ptr } %35, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %34, i32 %36, ptr %37, ptr noundef nonnull @.str.24)
          to label %38 unwind label %39

38:                                               ; preds = %33
  tail call void @__cxa_throw(ptr nonnull %34, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #27
  unreachable

39:                                               ; preds = %33
  %40 = landingpad { ptr, i32 }
          cleanup
  br label %41

41:                                               ; preds = %39, %28
  %42 = phi ptr [ %34, %39 ], [ %23, %28 ]
  %43 = phi { ptr, i32 } [ %40, %39 ], [ %29, %28 ]
  tail call void @__cxa_free_exception(ptr %42) #26
  resume { ptr, i32 } %43
}

declare void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(176), ptr, i64) local_unnamed_addr #11

declare noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(176)) local_unnamed_addr #11

declare void @_ZN4sycl3_V17handler20setNDRangeDescriptorENS0_6detail16nd_range_view_v113nd_range_viewEb(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef byval(%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view") align 8, i1 noundef zeroext) local_unnamed_addr #11

declare void @_ZN4sycl3_V17handler23instantiateKernelOnHostEPv(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef) local_unnamed_addr #11

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler19setDeviceKernelInfoI4AxpyEEvPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1) local_unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 64
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoI4AxpyEEvPv.Info, i64 16, i1 false), !tbaa.struct !174
  tail call void @_ZN4sycl3_V17handler13setKernelFuncEPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1)
  %4 = load atomic i8, ptr @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI4AxpyEERNS1_16DeviceKernelInfoEvE4Info acquire, align 8
  %5 = icmp eq i8 %4, 0
  br i1 %5, label %6, label %14, !prof !175

6:                                                ; preds = %2
  %7 = tail call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI4AxpyEERNS1_16DeviceKernelInfoEvE4Info) #26
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %14, label %9

9:                                                ; preds = %6
  %10 = invoke noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoERKNS1_27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(81) @_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI4AxpyEE)
          to label %11 unwind label %12

11:                                               ; preds = %9
  store ptr %10, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI4AxpyEERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !11
  tail call void @__cxa_guard_release(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI4AxpyEERNS1_16DeviceKernelInfoEvE4Info) #26
  br label %14

12:                                               ; preds = %9
  %13 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_guard_abort(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI4AxpyEERNS1_16DeviceKernelInfoEvE4Info) #26
  resume { ptr, i32 } %13

14:                                               ; preds = %2, %6, %11
  %15 = load ptr, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI4AxpyEERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !11
  tail call void @_ZN4sycl3_V17handler22setDeviceKernelInfoPtrEPNS0_6detail16DeviceKernelInfoE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull %15)
  tail call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(176) %0, i32 noundef 1)
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(112) %0) unnamed_addr #23 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(112) %0) unnamed_addr #7 align 2 {
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %0, align 8, !tbaa !31
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  tail call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %2) #26
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(112) %0) unnamed_addr #7 align 2 {
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %0, align 8, !tbaa !31
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  tail call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %2) #26
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 112) #31
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi1ELb1EEEZZ4mainENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi1EEEE_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE(ptr noundef %0, ptr nocapture noundef readonly byval(%"class.sycl::_V1::item") align 8 %1, ptr nocapture nonnull readnone align 1 %2) #6 personality ptr @__gxx_personality_v0 {
  %4 = getelementptr inbounds i8, ptr %1, i64 8
  %5 = load i64, ptr %4, align 8, !tbaa !5
  %6 = getelementptr inbounds i8, ptr %0, i64 40
  %7 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %6), !noalias !176
  %8 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %6), !noalias !179
  %9 = load i64, ptr %8, align 8
  %10 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %6) #26
  %11 = getelementptr float, ptr %10, i64 %9
  %12 = getelementptr float, ptr %11, i64 %5
  %13 = load float, ptr %12, align 4, !tbaa !9
  %14 = getelementptr inbounds i8, ptr %0, i64 72
  %15 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %14), !noalias !182
  %16 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %14), !noalias !185
  %17 = load i64, ptr %16, align 8
  %18 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %14) #26
  %19 = getelementptr float, ptr %18, i64 %17
  %20 = getelementptr float, ptr %19, i64 %5
  %21 = load float, ptr %20, align 4, !tbaa !9
  %22 = tail call float @llvm.fmuladd.f32(float %13, float 2.500000e+00, float %21)
  %23 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0), !noalias !188
  %24 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0), !noalias !191
  %25 = load i64, ptr %24, align 8
  %26 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #26
  %27 = getelementptr float, ptr %26, i64 %25
  %28 = getelementptr float, ptr %27, i64 %5
  store float %22, ptr %28, align 4, !tbaa !9
  ret void
}

declare void @_ZN4sycl3_V17handler13setKernelFuncEPv(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef) local_unnamed_addr #11

declare void @_ZN4sycl3_V17handler22setDeviceKernelInfoPtrEPNS0_6detail16DeviceKernelInfoE(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef) local_unnamed_addr #11

declare void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(176), i32 noundef) local_unnamed_addr #11

; Function Attrs: nofree nounwind
declare i32 @__cxa_guard_acquire(ptr) local_unnamed_addr #24

declare noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoERKNS1_27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(81)) local_unnamed_addr #11

; Function Attrs: nofree nounwind
declare void @__cxa_guard_abort(ptr) local_unnamed_addr #24

; Function Attrs: nofree nounwind
declare void @__cxa_guard_release(ptr) local_unnamed_addr #24

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZ4mainEUlRNS0_7handlerEE0_E4callEPKvS5_(ptr nocapture noundef readonly %0, ptr noundef nonnull align 8 dereferenceable(176) %1) #6 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::range", align 8
  %4 = alloca %"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view", align 8
  %5 = alloca %"struct.sycl::_V1::detail::compile_time_kernel_info_v1::CompileTimeKernelInfoTy", align 8
  %6 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %7 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %8 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %9 = alloca %"class.sycl::_V1::accessor", align 8
  %10 = alloca %"class.sycl::_V1::property_list", align 8
  %11 = alloca %"class.sycl::_V1::accessor", align 8
  %12 = alloca %"class.sycl::_V1::property_list", align 8
  %13 = alloca %"class.sycl::_V1::accessor.93", align 8
  %14 = alloca %"class.sycl::_V1::property_list", align 8
  %15 = alloca %class.anon.180, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #26
  %16 = load ptr, ptr %0, align 8, !tbaa !194
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #26
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %10, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %8)
  store ptr @.str.1, ptr %8, align 8
  %17 = getelementptr inbounds i8, ptr %8, i64 8
  store ptr @.str.13, ptr %17, align 8
  %18 = getelementptr inbounds i8, ptr %8, i64 16
  store i32 60, ptr %18, align 8
  %19 = getelementptr inbounds i8, ptr %8, i64 20
  store i32 22, ptr %19, align 4
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %9, ptr noundef nonnull align 8 dereferenceable(33) %16, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(32) %10, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %8)
          to label %20 unwind label %402

20:                                               ; preds = %2
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8)
  %21 = getelementptr inbounds i8, ptr %10, i64 8
  %22 = load ptr, ptr %21, align 8, !tbaa !22
  %23 = getelementptr inbounds i8, ptr %10, i64 16
  %24 = load ptr, ptr %23, align 8, !tbaa !24
  %25 = icmp eq ptr %22, %24
  br i1 %25, label %60, label %26

26:                                               ; preds = %20, %55
  %27 = phi ptr [ %56, %55 ], [ %22, %20 ]
  %28 = getelementptr inbounds i8, ptr %27, i64 8
  %29 = load ptr, ptr %28, align 8, !tbaa !25
  %30 = icmp eq ptr %29, null
  br i1 %30, label %55, label %31

31:                                               ; preds = %26
  %32 = getelementptr inbounds i8, ptr %29, i64 8
  %33 = load atomic i64, ptr %32 acquire, align 8
  %34 = icmp eq i64 %33, 4294967297
  %35 = trunc i64 %33 to i32
  br i1 %34, label %36, label %44

36:                                               ; preds = %31
  store i32 0, ptr %32, align 8, !tbaa !27
  %37 = getelementptr inbounds i8, ptr %29, i64 12
  store i32 0, ptr %37, align 4, !tbaa !30
  %38 = load ptr, ptr %29, align 8, !tbaa !31
  %39 = getelementptr inbounds i8, ptr %38, i64 16
  %40 = load ptr, ptr %39, align 8
  call void %40(ptr noundef nonnull align 8 dereferenceable(16) %29) #26
  %41 = load ptr, ptr %29, align 8, !tbaa !31
  %42 = getelementptr inbounds i8, ptr %41, i64 24
  %43 = load ptr, ptr %42, align 8
  call void %43(ptr noundef nonnull align 8 dereferenceable(16) %29) #26
  br label %55

44:                                               ; preds = %31
  %45 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %46 = icmp eq i8 %45, 0
  br i1 %46, label %49, label %47

47:                                               ; preds = %44
  %48 = add nsw i32 %35, -1
  store i32 %48, ptr %32, align 4, !tbaa !34
  br label %51

49:                                               ; preds = %44
  %50 = atomicrmw volatile add ptr %32, i32 -1 acq_rel, align 4
  br label %51

51:                                               ; preds = %49, %47
  %52 = phi i32 [ %35, %47 ], [ %50, %49 ]
  %53 = icmp eq i32 %52, 1
  br i1 %53, label %54, label %55, !prof !35

54:                                               ; preds = %51
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %29) #26
  br label %55

55:                                               ; preds = %54, %51, %36, %26
  %56 = getelementptr inbounds i8, ptr %27, i64 16
  %57 = icmp eq ptr %56, %24
  br i1 %57, label %58, label %26, !llvm.loop !36

58:                                               ; preds = %55
  %59 = load ptr, ptr %21, align 8, !tbaa !22
  br label %60

60:                                               ; preds = %58, %20
  %61 = phi ptr [ %59, %58 ], [ %22, %20 ]
  %62 = icmp eq ptr %61, null
  br i1 %62, label %69, label %63

63:                                               ; preds = %60
  %64 = getelementptr inbounds i8, ptr %10, i64 24
  %65 = load ptr, ptr %64, align 8, !tbaa !37
  %66 = ptrtoint ptr %65 to i64
  %67 = ptrtoint ptr %61 to i64
  %68 = sub i64 %66, %67
  call void @_ZdlPvm(ptr noundef nonnull %61, i64 noundef %68) #31
  br label %69

69:                                               ; preds = %63, %60
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #26
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #26
  %70 = getelementptr inbounds i8, ptr %0, i64 8
  %71 = load ptr, ptr %70, align 8, !tbaa !196
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #26
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %12, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7)
  store ptr @.str.1, ptr %7, align 8
  %72 = getelementptr inbounds i8, ptr %7, i64 8
  store ptr @.str.13, ptr %72, align 8
  %73 = getelementptr inbounds i8, ptr %7, i64 16
  store i32 61, ptr %73, align 8
  %74 = getelementptr inbounds i8, ptr %7, i64 20
  store i32 22, ptr %74, align 4
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %11, ptr noundef nonnull align 8 dereferenceable(33) %71, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(32) %12, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %7)
          to label %75 unwind label %404

75:                                               ; preds = %69
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7)
  %76 = getelementptr inbounds i8, ptr %12, i64 8
  %77 = load ptr, ptr %76, align 8, !tbaa !22
  %78 = getelementptr inbounds i8, ptr %12, i64 16
  %79 = load ptr, ptr %78, align 8, !tbaa !24
  %80 = icmp eq ptr %77, %79
  br i1 %80, label %115, label %81

81:                                               ; preds = %75, %110
  %82 = phi ptr [ %111, %110 ], [ %77, %75 ]
  %83 = getelementptr inbounds i8, ptr %82, i64 8
  %84 = load ptr, ptr %83, align 8, !tbaa !25
  %85 = icmp eq ptr %84, null
  br i1 %85, label %110, label %86

86:                                               ; preds = %81
  %87 = getelementptr inbounds i8, ptr %84, i64 8
  %88 = load atomic i64, ptr %87 acquire, align 8
  %89 = icmp eq i64 %88, 4294967297
  %90 = trunc i64 %88 to i32
  br i1 %89, label %91, label %99

91:                                               ; preds = %86
  store i32 0, ptr %87, align 8, !tbaa !27
  %92 = getelementptr inbounds i8, ptr %84, i64 12
  store i32 0, ptr %92, align 4, !tbaa !30
  %93 = load ptr, ptr %84, align 8, !tbaa !31
  %94 = getelementptr inbounds i8, ptr %93, i64 16
  %95 = load ptr, ptr %94, align 8
  call void %95(ptr noundef nonnull align 8 dereferenceable(16) %84) #26
  %96 = load ptr, ptr %84, align 8, !tbaa !31
  %97 = getelementptr inbounds i8, ptr %96, i64 24
  %98 = load ptr, ptr %97, align 8
  call void %98(ptr noundef nonnull align 8 dereferenceable(16) %84) #26
  br label %110

99:                                               ; preds = %86
  %100 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %101 = icmp eq i8 %100, 0
  br i1 %101, label %104, label %102

102:                                              ; preds = %99
  %103 = add nsw i32 %90, -1
  store i32 %103, ptr %87, align 4, !tbaa !34
  br label %106

104:                                              ; preds = %99
  %105 = atomicrmw volatile add ptr %87, i32 -1 acq_rel, align 4
  br label %106

106:                                              ; preds = %104, %102
  %107 = phi i32 [ %90, %102 ], [ %105, %104 ]
  %108 = icmp eq i32 %107, 1
  br i1 %108, label %109, label %110, !prof !35

109:                                              ; preds = %106
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %84) #26
  br label %110

110:                                              ; preds = %109, %106, %91, %81
  %111 = getelementptr inbounds i8, ptr %82, i64 16
  %112 = icmp eq ptr %111, %79
  br i1 %112, label %113, label %81, !llvm.loop !36

113:                                              ; preds = %110
  %114 = load ptr, ptr %76, align 8, !tbaa !22
  br label %115

115:                                              ; preds = %113, %75
  %116 = phi ptr [ %114, %113 ], [ %77, %75 ]
  %117 = icmp eq ptr %116, null
  br i1 %117, label %124, label %118

118:                                              ; preds = %115
  %119 = getelementptr inbounds i8, ptr %12, i64 24
  %120 = load ptr, ptr %119, align 8, !tbaa !37
  %121 = ptrtoint ptr %120 to i64
  %122 = ptrtoint ptr %116 to i64
  %123 = sub i64 %121, %122
  call void @_ZdlPvm(ptr noundef nonnull %116, i64 noundef %123) #31
  br label %124

124:                                              ; preds = %118, %115
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #26
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13) #26
  %125 = getelementptr inbounds i8, ptr %0, i64 16
  %126 = load ptr, ptr %125, align 8, !tbaa !197
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14) #26
  %127 = getelementptr inbounds i8, ptr %14, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %127, i8 0, i64 24, i1 false)
  store i64 16, ptr %14, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6)
  store ptr @.str.1, ptr %6, align 8
  %128 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr @.str.13, ptr %128, align 8
  %129 = getelementptr inbounds i8, ptr %6, i64 16
  store i32 62, ptr %129, align 8
  %130 = getelementptr inbounds i8, ptr %6, i64 20
  store i32 22, ptr %130, align 4
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %13, ptr noundef nonnull align 8 dereferenceable(33) %126, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(32) %14, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %6)
          to label %131 unwind label %406

131:                                              ; preds = %124
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6)
  %132 = load ptr, ptr %127, align 8, !tbaa !22
  %133 = getelementptr inbounds i8, ptr %14, i64 16
  %134 = load ptr, ptr %133, align 8, !tbaa !24
  %135 = icmp eq ptr %132, %134
  br i1 %135, label %170, label %136

136:                                              ; preds = %131, %165
  %137 = phi ptr [ %166, %165 ], [ %132, %131 ]
  %138 = getelementptr inbounds i8, ptr %137, i64 8
  %139 = load ptr, ptr %138, align 8, !tbaa !25
  %140 = icmp eq ptr %139, null
  br i1 %140, label %165, label %141

141:                                              ; preds = %136
  %142 = getelementptr inbounds i8, ptr %139, i64 8
  %143 = load atomic i64, ptr %142 acquire, align 8
  %144 = icmp eq i64 %143, 4294967297
  %145 = trunc i64 %143 to i32
  br i1 %144, label %146, label %154

146:                                              ; preds = %141
  store i32 0, ptr %142, align 8, !tbaa !27
  %147 = getelementptr inbounds i8, ptr %139, i64 12
  store i32 0, ptr %147, align 4, !tbaa !30
  %148 = load ptr, ptr %139, align 8, !tbaa !31
  %149 = getelementptr inbounds i8, ptr %148, i64 16
  %150 = load ptr, ptr %149, align 8
  call void %150(ptr noundef nonnull align 8 dereferenceable(16) %139) #26
  %151 = load ptr, ptr %139, align 8, !tbaa !31
  %152 = getelementptr inbounds i8, ptr %151, i64 24
  %153 = load ptr, ptr %152, align 8
  call void %153(ptr noundef nonnull align 8 dereferenceable(16) %139) #26
  br label %165

154:                                              ; preds = %141
  %155 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %156 = icmp eq i8 %155, 0
  br i1 %156, label %159, label %157

157:                                              ; preds = %154
  %158 = add nsw i32 %145, -1
  store i32 %158, ptr %142, align 4, !tbaa !34
  br label %161

159:                                              ; preds = %154
  %160 = atomicrmw volatile add ptr %142, i32 -1 acq_rel, align 4
  br label %161

161:                                              ; preds = %159, %157
  %162 = phi i32 [ %145, %157 ], [ %160, %159 ]
  %163 = icmp eq i32 %162, 1
  br i1 %163, label %164, label %165, !prof !35

164:                                              ; preds = %161
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %139) #26
  br label %165

165:                                              ; preds = %164, %161, %146, %136
  %166 = getelementptr inbounds i8, ptr %137, i64 16
  %167 = icmp eq ptr %166, %134
  br i1 %167, label %168, label %136, !llvm.loop !36

168:                                              ; preds = %165
  %169 = load ptr, ptr %127, align 8, !tbaa !22
  br label %170

170:                                              ; preds = %168, %131
  %171 = phi ptr [ %169, %168 ], [ %132, %131 ]
  %172 = icmp eq ptr %171, null
  br i1 %172, label %179, label %173

173:                                              ; preds = %170
  %174 = getelementptr inbounds i8, ptr %14, i64 24
  %175 = load ptr, ptr %174, align 8, !tbaa !37
  %176 = ptrtoint ptr %175 to i64
  %177 = ptrtoint ptr %171 to i64
  %178 = sub i64 %176, %177
  call void @_ZdlPvm(ptr noundef nonnull %171, i64 noundef %178) #31
  br label %179

179:                                              ; preds = %173, %170
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #26
  %180 = getelementptr inbounds i8, ptr %0, i64 24
  %181 = load ptr, ptr %180, align 8, !tbaa !198
  %182 = load i64, ptr %181, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %15) #26
  %183 = load ptr, ptr %13, align 8, !tbaa !158
  store ptr %183, ptr %15, align 8, !tbaa !158
  %184 = getelementptr inbounds i8, ptr %15, i64 8
  %185 = getelementptr inbounds i8, ptr %13, i64 8
  %186 = load ptr, ptr %185, align 8, !tbaa !25
  store ptr %186, ptr %184, align 8, !tbaa !25
  %187 = icmp eq ptr %186, null
  br i1 %187, label %197, label %188

188:                                              ; preds = %179
  %189 = getelementptr inbounds i8, ptr %186, i64 8
  %190 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %191 = icmp eq i8 %190, 0
  br i1 %191, label %195, label %192

192:                                              ; preds = %188
  %193 = load i32, ptr %189, align 4, !tbaa !34
  %194 = add nsw i32 %193, 1
  store i32 %194, ptr %189, align 4, !tbaa !34
  br label %197

195:                                              ; preds = %188
  %196 = atomicrmw volatile add ptr %189, i32 1 acq_rel, align 4
  br label %197

197:                                              ; preds = %195, %192, %179
  %198 = getelementptr inbounds i8, ptr %15, i64 16
  %199 = getelementptr inbounds i8, ptr %13, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %198, ptr noundef nonnull align 8 dereferenceable(16) %199, i64 16, i1 false)
  %200 = getelementptr inbounds i8, ptr %15, i64 32
  %201 = load ptr, ptr %11, align 8, !tbaa !158
  store ptr %201, ptr %200, align 8, !tbaa !158
  %202 = getelementptr inbounds i8, ptr %15, i64 40
  %203 = getelementptr inbounds i8, ptr %11, i64 8
  %204 = load ptr, ptr %203, align 8, !tbaa !25
  store ptr %204, ptr %202, align 8, !tbaa !25
  %205 = icmp eq ptr %204, null
  br i1 %205, label %215, label %206

206:                                              ; preds = %197
  %207 = getelementptr inbounds i8, ptr %204, i64 8
  %208 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %209 = icmp eq i8 %208, 0
  br i1 %209, label %213, label %210

210:                                              ; preds = %206
  %211 = load i32, ptr %207, align 4, !tbaa !34
  %212 = add nsw i32 %211, 1
  store i32 %212, ptr %207, align 4, !tbaa !34
  br label %215

213:                                              ; preds = %206
  %214 = atomicrmw volatile add ptr %207, i32 1 acq_rel, align 4
  br label %215

215:                                              ; preds = %213, %210, %197
  %216 = getelementptr inbounds i8, ptr %15, i64 48
  %217 = getelementptr inbounds i8, ptr %11, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %216, ptr noundef nonnull align 8 dereferenceable(16) %217, i64 16, i1 false)
  %218 = getelementptr inbounds i8, ptr %15, i64 64
  %219 = load ptr, ptr %9, align 8, !tbaa !158
  store ptr %219, ptr %218, align 8, !tbaa !158
  %220 = getelementptr inbounds i8, ptr %15, i64 72
  %221 = getelementptr inbounds i8, ptr %9, i64 8
  %222 = load ptr, ptr %221, align 8, !tbaa !25
  store ptr %222, ptr %220, align 8, !tbaa !25
  %223 = icmp eq ptr %222, null
  br i1 %223, label %233, label %224

224:                                              ; preds = %215
  %225 = getelementptr inbounds i8, ptr %222, i64 8
  %226 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %227 = icmp eq i8 %226, 0
  br i1 %227, label %231, label %228

228:                                              ; preds = %224
  %229 = load i32, ptr %225, align 4, !tbaa !34
  %230 = add nsw i32 %229, 1
  store i32 %230, ptr %225, align 4, !tbaa !34
  br label %233

231:                                              ; preds = %224
  %232 = atomicrmw volatile add ptr %225, i32 1 acq_rel, align 4
  br label %233

233:                                              ; preds = %231, %228, %215
  %234 = getelementptr inbounds i8, ptr %15, i64 80
  %235 = getelementptr inbounds i8, ptr %9, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %234, ptr noundef nonnull align 8 dereferenceable(16) %235, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 88, ptr nonnull %5) #26
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(88) %5, ptr noundef nonnull align 8 dereferenceable(88) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoI10ScaleOwnedEEvPv.Info, i64 88, i1 false)
  %236 = invoke noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(176) %1)
          to label %237 unwind label %408

237:                                              ; preds = %233
  %238 = icmp eq i32 %236, 0
  br i1 %238, label %248, label %239

239:                                              ; preds = %237
  %240 = call ptr @__cxa_allocate_exception(i64 64) #26
  %241 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #26
  %242 = extractvalue { i32, ptr } %241, 0
  %243 = extractvalue { i32, ptr } %241, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %240, i32 %242, ptr %243, ptr noundef nonnull @.str.22)
          to label %244 unwind label %246

244:                                              ; preds = %239
  invoke void @__cxa_throw(ptr nonnull %240, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #27
          to label %245 unwind label %408

245:                                              ; preds = %244
  unreachable

246:                                              ; preds = %239
  %247 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %240) #26
  br label %410

248:                                              ; preds = %237
  invoke void @_ZNK4sycl3_V17handler28throwOnKernelParameterMisuseERKNS0_6detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(81) %5)
          to label %249 unwind label %408

249:                                              ; preds = %248
  %250 = load ptr, ptr %5, align 8, !tbaa !11
  %251 = getelementptr inbounds i8, ptr %5, i64 8
  %252 = load i64, ptr %251, align 8, !tbaa !5
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr %250, i64 %252)
          to label %253 unwind label %408

253:                                              ; preds = %249
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4)
  store i64 %182, ptr %3, align 8
  store ptr %3, ptr %4, align 8, !tbaa !166
  %254 = getelementptr inbounds i8, ptr %4, i64 8
  %255 = getelementptr inbounds i8, ptr %4, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %254, i8 0, i64 16, i1 false)
  store i64 1, ptr %255, align 8, !tbaa !168
  invoke void @_ZN4sycl3_V17handler20setNDRangeDescriptorENS0_6detail16nd_range_view_v113nd_range_viewEb(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull byval(%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view") align 8 %4, i1 noundef zeroext false)
          to label %256 unwind label %408

256:                                              ; preds = %253
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4)
  %257 = getelementptr inbounds i8, ptr %1, i64 144
  %258 = invoke noalias noundef nonnull dereferenceable(104) ptr @_Znwm(i64 noundef 104) #28
          to label %259 unwind label %408

259:                                              ; preds = %256
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %258, align 8, !tbaa !31
  %260 = getelementptr inbounds i8, ptr %258, i64 8
  %261 = load ptr, ptr %15, align 8, !tbaa !158
  store ptr %261, ptr %260, align 8, !tbaa !158
  %262 = getelementptr inbounds i8, ptr %258, i64 16
  %263 = load ptr, ptr %184, align 8, !tbaa !25
  store ptr %263, ptr %262, align 8, !tbaa !25
  %264 = icmp eq ptr %263, null
  br i1 %264, label %274, label %265

265:                                              ; preds = %259
  %266 = getelementptr inbounds i8, ptr %263, i64 8
  %267 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %268 = icmp eq i8 %267, 0
  br i1 %268, label %272, label %269

269:                                              ; preds = %265
  %270 = load i32, ptr %266, align 4, !tbaa !34
  %271 = add nsw i32 %270, 1
  store i32 %271, ptr %266, align 4, !tbaa !34
  br label %274

272:                                              ; preds = %265
  %273 = atomicrmw volatile add ptr %266, i32 1 acq_rel, align 4
  br label %274

274:                                              ; preds = %272, %269, %259
  %275 = getelementptr inbounds i8, ptr %258, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %275, ptr noundef nonnull readonly align 8 dereferenceable(16) %198, i64 16, i1 false)
  %276 = getelementptr inbounds i8, ptr %258, i64 40
  %277 = load ptr, ptr %200, align 8, !tbaa !158
  store ptr %277, ptr %276, align 8, !tbaa !158
  %278 = getelementptr inbounds i8, ptr %258, i64 48
  %279 = load ptr, ptr %202, align 8, !tbaa !25
  store ptr %279, ptr %278, align 8, !tbaa !25
  %280 = icmp eq ptr %279, null
  br i1 %280, label %290, label %281

281:                                              ; preds = %274
  %282 = getelementptr inbounds i8, ptr %279, i64 8
  %283 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %284 = icmp eq i8 %283, 0
  br i1 %284, label %288, label %285

285:                                              ; preds = %281
  %286 = load i32, ptr %282, align 4, !tbaa !34
  %287 = add nsw i32 %286, 1
  store i32 %287, ptr %282, align 4, !tbaa !34
  br label %290

288:                                              ; preds = %281
  %289 = atomicrmw volatile add ptr %282, i32 1 acq_rel, align 4
  br label %290

290:                                              ; preds = %288, %285, %274
  %291 = getelementptr inbounds i8, ptr %258, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %291, ptr noundef nonnull readonly align 8 dereferenceable(16) %216, i64 16, i1 false)
  %292 = getelementptr inbounds i8, ptr %258, i64 72
  %293 = load ptr, ptr %218, align 8, !tbaa !158
  store ptr %293, ptr %292, align 8, !tbaa !158
  %294 = getelementptr inbounds i8, ptr %258, i64 80
  %295 = load ptr, ptr %220, align 8, !tbaa !25
  store ptr %295, ptr %294, align 8, !tbaa !25
  %296 = icmp eq ptr %295, null
  br i1 %296, label %306, label %297

297:                                              ; preds = %290
  %298 = getelementptr inbounds i8, ptr %295, i64 8
  %299 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %300 = icmp eq i8 %299, 0
  br i1 %300, label %304, label %301

301:                                              ; preds = %297
  %302 = load i32, ptr %298, align 4, !tbaa !34
  %303 = add nsw i32 %302, 1
  store i32 %303, ptr %298, align 4, !tbaa !34
  br label %306

304:                                              ; preds = %297
  %305 = atomicrmw volatile add ptr %298, i32 1 acq_rel, align 4
  br label %306

306:                                              ; preds = %304, %301, %290
  %307 = getelementptr inbounds i8, ptr %258, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %307, ptr noundef nonnull readonly align 8 dereferenceable(16) %234, i64 16, i1 false)
  %308 = load ptr, ptr %257, align 8, !tbaa !11
  store ptr %258, ptr %257, align 8, !tbaa !11
  %309 = icmp eq ptr %308, null
  br i1 %309, label %314, label %310

310:                                              ; preds = %306
  %311 = load ptr, ptr %308, align 8, !tbaa !31
  %312 = getelementptr inbounds i8, ptr %311, i64 16
  %313 = load ptr, ptr %312, align 8
  call void %313(ptr noundef nonnull align 8 dereferenceable(8) %308) #26
  br label %314

314:                                              ; preds = %310, %306
  invoke void @_ZN4sycl3_V17handler23instantiateKernelOnHostEPv(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull @_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi1ELb1EEEZZ4mainENKUlRNS0_7handlerEE0_clES6_EUlNS0_2idILi1EEEE_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE)
          to label %315 unwind label %408

315:                                              ; preds = %314
  %316 = load ptr, ptr %257, align 8, !tbaa !11
  %317 = load ptr, ptr %316, align 8, !tbaa !31
  %318 = load ptr, ptr %317, align 8
  %319 = invoke noundef ptr %318(ptr noundef nonnull align 8 dereferenceable(8) %316)
          to label %320 unwind label %408

320:                                              ; preds = %315
  invoke void @_ZN4sycl3_V17handler19setDeviceKernelInfoI10ScaleOwnedEEvPv(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef %319)
          to label %321 unwind label %408

321:                                              ; preds = %320
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %5) #26
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(96) %15) #26
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %15) #26
  %322 = load ptr, ptr %185, align 8, !tbaa !25
  %323 = icmp eq ptr %322, null
  br i1 %323, label %348, label %324

324:                                              ; preds = %321
  %325 = getelementptr inbounds i8, ptr %322, i64 8
  %326 = load atomic i64, ptr %325 acquire, align 8
  %327 = icmp eq i64 %326, 4294967297
  %328 = trunc i64 %326 to i32
  br i1 %327, label %329, label %337

329:                                              ; preds = %324
  store i32 0, ptr %325, align 8, !tbaa !27
  %330 = getelementptr inbounds i8, ptr %322, i64 12
  store i32 0, ptr %330, align 4, !tbaa !30
  %331 = load ptr, ptr %322, align 8, !tbaa !31
  %332 = getelementptr inbounds i8, ptr %331, i64 16
  %333 = load ptr, ptr %332, align 8
  call void %333(ptr noundef nonnull align 8 dereferenceable(16) %322) #26
  %334 = load ptr, ptr %322, align 8, !tbaa !31
  %335 = getelementptr inbounds i8, ptr %334, i64 24
  %336 = load ptr, ptr %335, align 8
  call void %336(ptr noundef nonnull align 8 dereferenceable(16) %322) #26
  br label %348

337:                                              ; preds = %324
  %338 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %339 = icmp eq i8 %338, 0
  br i1 %339, label %342, label %340

340:                                              ; preds = %337
  %341 = add nsw i32 %328, -1
  store i32 %341, ptr %325, align 4, !tbaa !34
  br label %344

342:                                              ; preds = %337
  %343 = atomicrmw volatile add ptr %325, i32 -1 acq_rel, align 4
  br label %344

344:                                              ; preds = %342, %340
  %345 = phi i32 [ %328, %340 ], [ %343, %342 ]
  %346 = icmp eq i32 %345, 1
  br i1 %346, label %347, label %348, !prof !35

347:                                              ; preds = %344
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %322) #26
  br label %348

348:                                              ; preds = %347, %344, %329, %321
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #26
  %349 = load ptr, ptr %203, align 8, !tbaa !25
  %350 = icmp eq ptr %349, null
  br i1 %350, label %375, label %351

351:                                              ; preds = %348
  %352 = getelementptr inbounds i8, ptr %349, i64 8
  %353 = load atomic i64, ptr %352 acquire, align 8
  %354 = icmp eq i64 %353, 4294967297
  %355 = trunc i64 %353 to i32
  br i1 %354, label %356, label %364

356:                                              ; preds = %351
  store i32 0, ptr %352, align 8, !tbaa !27
  %357 = getelementptr inbounds i8, ptr %349, i64 12
  store i32 0, ptr %357, align 4, !tbaa !30
  %358 = load ptr, ptr %349, align 8, !tbaa !31
  %359 = getelementptr inbounds i8, ptr %358, i64 16
  %360 = load ptr, ptr %359, align 8
  call void %360(ptr noundef nonnull align 8 dereferenceable(16) %349) #26
  %361 = load ptr, ptr %349, align 8, !tbaa !31
  %362 = getelementptr inbounds i8, ptr %361, i64 24
  %363 = load ptr, ptr %362, align 8
  call void %363(ptr noundef nonnull align 8 dereferenceable(16) %349) #26
  br label %375

364:                                              ; preds = %351
  %365 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %366 = icmp eq i8 %365, 0
  br i1 %366, label %369, label %367

367:                                              ; preds = %364
  %368 = add nsw i32 %355, -1
  store i32 %368, ptr %352, align 4, !tbaa !34
  br label %371

369:                                              ; preds = %364
  %370 = atomicrmw volatile add ptr %352, i32 -1 acq_rel, align 4
  br label %371

371:                                              ; preds = %369, %367
  %372 = phi i32 [ %355, %367 ], [ %370, %369 ]
  %373 = icmp eq i32 %372, 1
  br i1 %373, label %374, label %375, !prof !35

374:                                              ; preds = %371
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %349) #26
  br label %375

375:                                              ; preds = %374, %371, %356, %348
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #26
  %376 = load ptr, ptr %221, align 8, !tbaa !25
  %377 = icmp eq ptr %376, null
  br i1 %377, label %418, label %378

378:                                              ; preds = %375
  %379 = getelementptr inbounds i8, ptr %376, i64 8
  %380 = load atomic i64, ptr %379 acquire, align 8
  %381 = icmp eq i64 %380, 4294967297
  %382 = trunc i64 %380 to i32
  br i1 %381, label %383, label %391

383:                                              ; preds = %378
  store i32 0, ptr %379, align 8, !tbaa !27
  %384 = getelementptr inbounds i8, ptr %376, i64 12
  store i32 0, ptr %384, align 4, !tbaa !30
  %385 = load ptr, ptr %376, align 8, !tbaa !31
  %386 = getelementptr inbounds i8, ptr %385, i64 16
  %387 = load ptr, ptr %386, align 8
  call void %387(ptr noundef nonnull align 8 dereferenceable(16) %376) #26
  %388 = load ptr, ptr %376, align 8, !tbaa !31
  %389 = getelementptr inbounds i8, ptr %388, i64 24
  %390 = load ptr, ptr %389, align 8
  call void %390(ptr noundef nonnull align 8 dereferenceable(16) %376) #26
  br label %418

391:                                              ; preds = %378
  %392 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %393 = icmp eq i8 %392, 0
  br i1 %393, label %396, label %394

394:                                              ; preds = %391
  %395 = add nsw i32 %382, -1
  store i32 %395, ptr %379, align 4, !tbaa !34
  br label %398

396:                                              ; preds = %391
  %397 = atomicrmw volatile add ptr %379, i32 -1 acq_rel, align 4
  br label %398

398:                                              ; preds = %396, %394
  %399 = phi i32 [ %382, %394 ], [ %397, %396 ]
  %400 = icmp eq i32 %399, 1
  br i1 %400, label %401, label %418, !prof !35

401:                                              ; preds = %398
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %376) #26
  br label %418

402:                                              ; preds = %2
  %403 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %10) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #26
  br label %416

404:                                              ; preds = %69
  %405 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %12) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #26
  br label %414

406:                                              ; preds = %124
  %407 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %14) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #26
  br label %412

408:                                              ; preds = %320, %315, %314, %256, %253, %249, %248, %244, %233
  %409 = landingpad { ptr, i32 }
          cleanup
  br label %410

410:                                              ; preds = %408, %246
  %411 = phi { ptr, i32 } [ %409, %408 ], [ %247, %246 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(96) %15) #26
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %15) #26
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %13) #26
  br label %412

412:                                              ; preds = %410, %406
  %413 = phi { ptr, i32 } [ %411, %410 ], [ %407, %406 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #26
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %11) #26
  br label %414

414:                                              ; preds = %412, %404
  %415 = phi { ptr, i32 } [ %413, %412 ], [ %405, %404 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #26
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #26
  br label %416

416:                                              ; preds = %414, %402
  %417 = phi { ptr, i32 } [ %415, %414 ], [ %403, %402 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #26
  resume { ptr, i32 } %417

418:                                              ; preds = %375, %383, %398, %401
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #26
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define internal fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr nocapture noundef nonnull readonly align 8 dereferenceable(96) %0) unnamed_addr #10 align 2 personality ptr @__gxx_personality_v0 {
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
  store i32 0, ptr %11, align 4, !tbaa !30
  %12 = load ptr, ptr %3, align 8, !tbaa !31
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  %15 = load ptr, ptr %3, align 8, !tbaa !31
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !34
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !35

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  %30 = getelementptr inbounds i8, ptr %0, i64 40
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
  store i32 0, ptr %39, align 4, !tbaa !30
  %40 = load ptr, ptr %31, align 8, !tbaa !31
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #26
  %43 = load ptr, ptr %31, align 8, !tbaa !31
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #26
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !34
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !35

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #26
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  %58 = getelementptr inbounds i8, ptr %0, i64 8
  %59 = load ptr, ptr %58, align 8, !tbaa !25
  %60 = icmp eq ptr %59, null
  br i1 %60, label %85, label %61

61:                                               ; preds = %57
  %62 = getelementptr inbounds i8, ptr %59, i64 8
  %63 = load atomic i64, ptr %62 acquire, align 8
  %64 = icmp eq i64 %63, 4294967297
  %65 = trunc i64 %63 to i32
  br i1 %64, label %66, label %74

66:                                               ; preds = %61
  store i32 0, ptr %62, align 8, !tbaa !27
  %67 = getelementptr inbounds i8, ptr %59, i64 12
  store i32 0, ptr %67, align 4, !tbaa !30
  %68 = load ptr, ptr %59, align 8, !tbaa !31
  %69 = getelementptr inbounds i8, ptr %68, i64 16
  %70 = load ptr, ptr %69, align 8
  tail call void %70(ptr noundef nonnull align 8 dereferenceable(16) %59) #26
  %71 = load ptr, ptr %59, align 8, !tbaa !31
  %72 = getelementptr inbounds i8, ptr %71, i64 24
  %73 = load ptr, ptr %72, align 8
  tail call void %73(ptr noundef nonnull align 8 dereferenceable(16) %59) #26
  br label %85

74:                                               ; preds = %61
  %75 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %76 = icmp eq i8 %75, 0
  br i1 %76, label %79, label %77

77:                                               ; preds = %74
  %78 = add nsw i32 %65, -1
  store i32 %78, ptr %62, align 4, !tbaa !34
  br label %81

79:                                               ; preds = %74
  %80 = atomicrmw volatile add ptr %62, i32 -1 acq_rel, align 4
  br label %81

81:                                               ; preds = %79, %77
  %82 = phi i32 [ %65, %77 ], [ %80, %79 ]
  %83 = icmp eq i32 %82, 1
  br i1 %83, label %84, label %85, !prof !35

84:                                               ; preds = %81
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %59) #26
  br label %85

85:                                               ; preds = %57, %66, %81, %84
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local { i64, i32 } @_ZN4sycl3_V16detail18getKernelParamDescI10ScaleOwnedEENS1_19kernel_param_desc_tEi(i32 noundef %0) #6 comdat {
  %2 = add i32 %0, 13
  %3 = zext i32 %2 to i64
  %4 = getelementptr inbounds [31 x %"struct.sycl::_V1::detail::kernel_param_desc_t"], ptr @_ZN4sycl3_V16detailL17kernel_signaturesE, i64 0, i64 %3
  %5 = load i64, ptr %4, align 4
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = load i32, ptr %6, align 4, !tbaa !34
  %8 = insertvalue { i64, i32 } poison, i64 %5, 0
  %9 = insertvalue { i64, i32 } %8, i32 %7, 1
  ret { i64, i32 } %9
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler19setDeviceKernelInfoI10ScaleOwnedEEvPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1) local_unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 64
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoI10ScaleOwnedEEvPv.Info, i64 16, i1 false), !tbaa.struct !174
  tail call void @_ZN4sycl3_V17handler13setKernelFuncEPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1)
  %4 = load atomic i8, ptr @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI10ScaleOwnedEERNS1_16DeviceKernelInfoEvE4Info acquire, align 8
  %5 = icmp eq i8 %4, 0
  br i1 %5, label %6, label %14, !prof !175

6:                                                ; preds = %2
  %7 = tail call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI10ScaleOwnedEERNS1_16DeviceKernelInfoEvE4Info) #26
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %14, label %9

9:                                                ; preds = %6
  %10 = invoke noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoERKNS1_27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(81) @_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI10ScaleOwnedEE)
          to label %11 unwind label %12

11:                                               ; preds = %9
  store ptr %10, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI10ScaleOwnedEERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !11
  tail call void @__cxa_guard_release(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI10ScaleOwnedEERNS1_16DeviceKernelInfoEvE4Info) #26
  br label %14

12:                                               ; preds = %9
  %13 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_guard_abort(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI10ScaleOwnedEERNS1_16DeviceKernelInfoEvE4Info) #26
  resume { ptr, i32 } %13

14:                                               ; preds = %2, %6, %11
  %15 = load ptr, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI10ScaleOwnedEERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !11
  tail call void @_ZN4sycl3_V17handler22setDeviceKernelInfoPtrEPNS0_6detail16DeviceKernelInfoE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull %15)
  tail call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(176) %0, i32 noundef 1)
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(104) %0) unnamed_addr #23 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(104) %0) unnamed_addr #7 align 2 {
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %0, align 8, !tbaa !31
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  tail call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(96) %2) #26
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(104) %0) unnamed_addr #7 align 2 {
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %0, align 8, !tbaa !31
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  tail call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(96) %2) #26
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 104) #31
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi1ELb1EEEZZ4mainENKUlRNS0_7handlerEE0_clES6_EUlNS0_2idILi1EEEE_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE(ptr noundef %0, ptr nocapture noundef readonly byval(%"class.sycl::_V1::item") align 8 %1, ptr nocapture nonnull readnone align 1 %2) #6 personality ptr @__gxx_personality_v0 {
  %4 = getelementptr inbounds i8, ptr %1, i64 8
  %5 = load i64, ptr %4, align 8, !tbaa !5
  %6 = getelementptr inbounds i8, ptr %0, i64 32
  %7 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %6), !noalias !199
  %8 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %6), !noalias !202
  %9 = load i64, ptr %8, align 8
  %10 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %6) #26
  %11 = getelementptr float, ptr %10, i64 %9
  %12 = getelementptr float, ptr %11, i64 %5
  %13 = load float, ptr %12, align 4, !tbaa !9
  %14 = getelementptr inbounds i8, ptr %0, i64 64
  %15 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %14), !noalias !205
  %16 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %14), !noalias !208
  %17 = load i64, ptr %16, align 8
  %18 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %14) #26
  %19 = getelementptr float, ptr %18, i64 %17
  %20 = getelementptr float, ptr %19, i64 %5
  %21 = load float, ptr %20, align 4, !tbaa !9
  %22 = fmul float %13, %21
  %23 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0), !noalias !211
  %24 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0), !noalias !214
  %25 = load i64, ptr %24, align 8
  %26 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #26
  %27 = getelementptr float, ptr %26, i64 %25
  %28 = getelementptr float, ptr %27, i64 %5
  store float %22, ptr %28, align 4, !tbaa !9
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZ4mainEUlRNS0_7handlerEE1_E4callEPKvS5_(ptr nocapture noundef readonly %0, ptr noundef nonnull align 8 dereferenceable(176) %1) #6 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::range", align 8
  %4 = alloca %"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view", align 8
  %5 = alloca %"struct.sycl::_V1::detail::compile_time_kernel_info_v1::CompileTimeKernelInfoTy", align 8
  %6 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %7 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %8 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %9 = alloca %"class.sycl::_V1::accessor", align 8
  %10 = alloca %"class.sycl::_V1::property_list", align 8
  %11 = alloca %"class.sycl::_V1::accessor", align 8
  %12 = alloca %"class.sycl::_V1::property_list", align 8
  %13 = alloca %"class.sycl::_V1::accessor.93", align 8
  %14 = alloca %"class.sycl::_V1::property_list", align 8
  %15 = alloca %class.anon.184, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #26
  %16 = load ptr, ptr %0, align 8, !tbaa !217
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #26
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %10, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %8)
  store ptr @.str.1, ptr %8, align 8
  %17 = getelementptr inbounds i8, ptr %8, i64 8
  store ptr @.str.13, ptr %17, align 8
  %18 = getelementptr inbounds i8, ptr %8, i64 16
  store i32 66, ptr %18, align 8
  %19 = getelementptr inbounds i8, ptr %8, i64 20
  store i32 22, ptr %19, align 4
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %9, ptr noundef nonnull align 8 dereferenceable(33) %16, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(32) %10, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %8)
          to label %20 unwind label %405

20:                                               ; preds = %2
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8)
  %21 = getelementptr inbounds i8, ptr %10, i64 8
  %22 = load ptr, ptr %21, align 8, !tbaa !22
  %23 = getelementptr inbounds i8, ptr %10, i64 16
  %24 = load ptr, ptr %23, align 8, !tbaa !24
  %25 = icmp eq ptr %22, %24
  br i1 %25, label %60, label %26

26:                                               ; preds = %20, %55
  %27 = phi ptr [ %56, %55 ], [ %22, %20 ]
  %28 = getelementptr inbounds i8, ptr %27, i64 8
  %29 = load ptr, ptr %28, align 8, !tbaa !25
  %30 = icmp eq ptr %29, null
  br i1 %30, label %55, label %31

31:                                               ; preds = %26
  %32 = getelementptr inbounds i8, ptr %29, i64 8
  %33 = load atomic i64, ptr %32 acquire, align 8
  %34 = icmp eq i64 %33, 4294967297
  %35 = trunc i64 %33 to i32
  br i1 %34, label %36, label %44

36:                                               ; preds = %31
  store i32 0, ptr %32, align 8, !tbaa !27
  %37 = getelementptr inbounds i8, ptr %29, i64 12
  store i32 0, ptr %37, align 4, !tbaa !30
  %38 = load ptr, ptr %29, align 8, !tbaa !31
  %39 = getelementptr inbounds i8, ptr %38, i64 16
  %40 = load ptr, ptr %39, align 8
  call void %40(ptr noundef nonnull align 8 dereferenceable(16) %29) #26
  %41 = load ptr, ptr %29, align 8, !tbaa !31
  %42 = getelementptr inbounds i8, ptr %41, i64 24
  %43 = load ptr, ptr %42, align 8
  call void %43(ptr noundef nonnull align 8 dereferenceable(16) %29) #26
  br label %55

44:                                               ; preds = %31
  %45 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %46 = icmp eq i8 %45, 0
  br i1 %46, label %49, label %47

47:                                               ; preds = %44
  %48 = add nsw i32 %35, -1
  store i32 %48, ptr %32, align 4, !tbaa !34
  br label %51

49:                                               ; preds = %44
  %50 = atomicrmw volatile add ptr %32, i32 -1 acq_rel, align 4
  br label %51

51:                                               ; preds = %49, %47
  %52 = phi i32 [ %35, %47 ], [ %50, %49 ]
  %53 = icmp eq i32 %52, 1
  br i1 %53, label %54, label %55, !prof !35

54:                                               ; preds = %51
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %29) #26
  br label %55

55:                                               ; preds = %54, %51, %36, %26
  %56 = getelementptr inbounds i8, ptr %27, i64 16
  %57 = icmp eq ptr %56, %24
  br i1 %57, label %58, label %26, !llvm.loop !36

58:                                               ; preds = %55
  %59 = load ptr, ptr %21, align 8, !tbaa !22
  br label %60

60:                                               ; preds = %58, %20
  %61 = phi ptr [ %59, %58 ], [ %22, %20 ]
  %62 = icmp eq ptr %61, null
  br i1 %62, label %69, label %63

63:                                               ; preds = %60
  %64 = getelementptr inbounds i8, ptr %10, i64 24
  %65 = load ptr, ptr %64, align 8, !tbaa !37
  %66 = ptrtoint ptr %65 to i64
  %67 = ptrtoint ptr %61 to i64
  %68 = sub i64 %66, %67
  call void @_ZdlPvm(ptr noundef nonnull %61, i64 noundef %68) #31
  br label %69

69:                                               ; preds = %63, %60
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #26
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #26
  %70 = getelementptr inbounds i8, ptr %0, i64 8
  %71 = load ptr, ptr %70, align 8, !tbaa !219
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #26
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %12, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7)
  store ptr @.str.1, ptr %7, align 8
  %72 = getelementptr inbounds i8, ptr %7, i64 8
  store ptr @.str.13, ptr %72, align 8
  %73 = getelementptr inbounds i8, ptr %7, i64 16
  store i32 67, ptr %73, align 8
  %74 = getelementptr inbounds i8, ptr %7, i64 20
  store i32 22, ptr %74, align 4
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %11, ptr noundef nonnull align 8 dereferenceable(33) %71, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(32) %12, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %7)
          to label %75 unwind label %407

75:                                               ; preds = %69
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7)
  %76 = getelementptr inbounds i8, ptr %12, i64 8
  %77 = load ptr, ptr %76, align 8, !tbaa !22
  %78 = getelementptr inbounds i8, ptr %12, i64 16
  %79 = load ptr, ptr %78, align 8, !tbaa !24
  %80 = icmp eq ptr %77, %79
  br i1 %80, label %115, label %81

81:                                               ; preds = %75, %110
  %82 = phi ptr [ %111, %110 ], [ %77, %75 ]
  %83 = getelementptr inbounds i8, ptr %82, i64 8
  %84 = load ptr, ptr %83, align 8, !tbaa !25
  %85 = icmp eq ptr %84, null
  br i1 %85, label %110, label %86

86:                                               ; preds = %81
  %87 = getelementptr inbounds i8, ptr %84, i64 8
  %88 = load atomic i64, ptr %87 acquire, align 8
  %89 = icmp eq i64 %88, 4294967297
  %90 = trunc i64 %88 to i32
  br i1 %89, label %91, label %99

91:                                               ; preds = %86
  store i32 0, ptr %87, align 8, !tbaa !27
  %92 = getelementptr inbounds i8, ptr %84, i64 12
  store i32 0, ptr %92, align 4, !tbaa !30
  %93 = load ptr, ptr %84, align 8, !tbaa !31
  %94 = getelementptr inbounds i8, ptr %93, i64 16
  %95 = load ptr, ptr %94, align 8
  call void %95(ptr noundef nonnull align 8 dereferenceable(16) %84) #26
  %96 = load ptr, ptr %84, align 8, !tbaa !31
  %97 = getelementptr inbounds i8, ptr %96, i64 24
  %98 = load ptr, ptr %97, align 8
  call void %98(ptr noundef nonnull align 8 dereferenceable(16) %84) #26
  br label %110

99:                                               ; preds = %86
  %100 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %101 = icmp eq i8 %100, 0
  br i1 %101, label %104, label %102

102:                                              ; preds = %99
  %103 = add nsw i32 %90, -1
  store i32 %103, ptr %87, align 4, !tbaa !34
  br label %106

104:                                              ; preds = %99
  %105 = atomicrmw volatile add ptr %87, i32 -1 acq_rel, align 4
  br label %106

106:                                              ; preds = %104, %102
  %107 = phi i32 [ %90, %102 ], [ %105, %104 ]
  %108 = icmp eq i32 %107, 1
  br i1 %108, label %109, label %110, !prof !35

109:                                              ; preds = %106
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %84) #26
  br label %110

110:                                              ; preds = %109, %106, %91, %81
  %111 = getelementptr inbounds i8, ptr %82, i64 16
  %112 = icmp eq ptr %111, %79
  br i1 %112, label %113, label %81, !llvm.loop !36

113:                                              ; preds = %110
  %114 = load ptr, ptr %76, align 8, !tbaa !22
  br label %115

115:                                              ; preds = %113, %75
  %116 = phi ptr [ %114, %113 ], [ %77, %75 ]
  %117 = icmp eq ptr %116, null
  br i1 %117, label %124, label %118

118:                                              ; preds = %115
  %119 = getelementptr inbounds i8, ptr %12, i64 24
  %120 = load ptr, ptr %119, align 8, !tbaa !37
  %121 = ptrtoint ptr %120 to i64
  %122 = ptrtoint ptr %116 to i64
  %123 = sub i64 %121, %122
  call void @_ZdlPvm(ptr noundef nonnull %116, i64 noundef %123) #31
  br label %124

124:                                              ; preds = %118, %115
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #26
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13) #26
  %125 = getelementptr inbounds i8, ptr %0, i64 16
  %126 = load ptr, ptr %125, align 8, !tbaa !220
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14) #26
  %127 = getelementptr inbounds i8, ptr %14, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %127, i8 0, i64 24, i1 false)
  store i64 16, ptr %14, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6)
  store ptr @.str.1, ptr %6, align 8
  %128 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr @.str.13, ptr %128, align 8
  %129 = getelementptr inbounds i8, ptr %6, i64 16
  store i32 68, ptr %129, align 8
  %130 = getelementptr inbounds i8, ptr %6, i64 20
  store i32 22, ptr %130, align 4
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %13, ptr noundef nonnull align 8 dereferenceable(33) %126, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(32) %14, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %6)
          to label %131 unwind label %409

131:                                              ; preds = %124
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6)
  %132 = load ptr, ptr %127, align 8, !tbaa !22
  %133 = getelementptr inbounds i8, ptr %14, i64 16
  %134 = load ptr, ptr %133, align 8, !tbaa !24
  %135 = icmp eq ptr %132, %134
  br i1 %135, label %170, label %136

136:                                              ; preds = %131, %165
  %137 = phi ptr [ %166, %165 ], [ %132, %131 ]
  %138 = getelementptr inbounds i8, ptr %137, i64 8
  %139 = load ptr, ptr %138, align 8, !tbaa !25
  %140 = icmp eq ptr %139, null
  br i1 %140, label %165, label %141

141:                                              ; preds = %136
  %142 = getelementptr inbounds i8, ptr %139, i64 8
  %143 = load atomic i64, ptr %142 acquire, align 8
  %144 = icmp eq i64 %143, 4294967297
  %145 = trunc i64 %143 to i32
  br i1 %144, label %146, label %154

146:                                              ; preds = %141
  store i32 0, ptr %142, align 8, !tbaa !27
  %147 = getelementptr inbounds i8, ptr %139, i64 12
  store i32 0, ptr %147, align 4, !tbaa !30
  %148 = load ptr, ptr %139, align 8, !tbaa !31
  %149 = getelementptr inbounds i8, ptr %148, i64 16
  %150 = load ptr, ptr %149, align 8
  call void %150(ptr noundef nonnull align 8 dereferenceable(16) %139) #26
  %151 = load ptr, ptr %139, align 8, !tbaa !31
  %152 = getelementptr inbounds i8, ptr %151, i64 24
  %153 = load ptr, ptr %152, align 8
  call void %153(ptr noundef nonnull align 8 dereferenceable(16) %139) #26
  br label %165

154:                                              ; preds = %141
  %155 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %156 = icmp eq i8 %155, 0
  br i1 %156, label %159, label %157

157:                                              ; preds = %154
  %158 = add nsw i32 %145, -1
  store i32 %158, ptr %142, align 4, !tbaa !34
  br label %161

159:                                              ; preds = %154
  %160 = atomicrmw volatile add ptr %142, i32 -1 acq_rel, align 4
  br label %161

161:                                              ; preds = %159, %157
  %162 = phi i32 [ %145, %157 ], [ %160, %159 ]
  %163 = icmp eq i32 %162, 1
  br i1 %163, label %164, label %165, !prof !35

164:                                              ; preds = %161
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %139) #26
  br label %165

165:                                              ; preds = %164, %161, %146, %136
  %166 = getelementptr inbounds i8, ptr %137, i64 16
  %167 = icmp eq ptr %166, %134
  br i1 %167, label %168, label %136, !llvm.loop !36

168:                                              ; preds = %165
  %169 = load ptr, ptr %127, align 8, !tbaa !22
  br label %170

170:                                              ; preds = %168, %131
  %171 = phi ptr [ %169, %168 ], [ %132, %131 ]
  %172 = icmp eq ptr %171, null
  br i1 %172, label %179, label %173

173:                                              ; preds = %170
  %174 = getelementptr inbounds i8, ptr %14, i64 24
  %175 = load ptr, ptr %174, align 8, !tbaa !37
  %176 = ptrtoint ptr %175 to i64
  %177 = ptrtoint ptr %171 to i64
  %178 = sub i64 %176, %177
  call void @_ZdlPvm(ptr noundef nonnull %171, i64 noundef %178) #31
  br label %179

179:                                              ; preds = %173, %170
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #26
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %15) #26
  %180 = getelementptr inbounds i8, ptr %0, i64 24
  %181 = load ptr, ptr %180, align 8, !tbaa !221
  %182 = load i64, ptr %181, align 8, !tbaa !5
  store i64 %182, ptr %15, align 8, !tbaa !222
  %183 = getelementptr inbounds i8, ptr %15, i64 8
  %184 = load ptr, ptr %11, align 8, !tbaa !158
  store ptr %184, ptr %183, align 8, !tbaa !158
  %185 = getelementptr inbounds i8, ptr %15, i64 16
  %186 = getelementptr inbounds i8, ptr %11, i64 8
  %187 = load ptr, ptr %186, align 8, !tbaa !25
  store ptr %187, ptr %185, align 8, !tbaa !25
  %188 = icmp eq ptr %187, null
  br i1 %188, label %198, label %189

189:                                              ; preds = %179
  %190 = getelementptr inbounds i8, ptr %187, i64 8
  %191 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %192 = icmp eq i8 %191, 0
  br i1 %192, label %196, label %193

193:                                              ; preds = %189
  %194 = load i32, ptr %190, align 4, !tbaa !34
  %195 = add nsw i32 %194, 1
  store i32 %195, ptr %190, align 4, !tbaa !34
  br label %198

196:                                              ; preds = %189
  %197 = atomicrmw volatile add ptr %190, i32 1 acq_rel, align 4
  br label %198

198:                                              ; preds = %196, %193, %179
  %199 = getelementptr inbounds i8, ptr %15, i64 24
  %200 = getelementptr inbounds i8, ptr %11, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %199, ptr noundef nonnull align 8 dereferenceable(16) %200, i64 16, i1 false)
  %201 = getelementptr inbounds i8, ptr %15, i64 40
  %202 = load ptr, ptr %13, align 8, !tbaa !158
  store ptr %202, ptr %201, align 8, !tbaa !158
  %203 = getelementptr inbounds i8, ptr %15, i64 48
  %204 = getelementptr inbounds i8, ptr %13, i64 8
  %205 = load ptr, ptr %204, align 8, !tbaa !25
  store ptr %205, ptr %203, align 8, !tbaa !25
  %206 = icmp eq ptr %205, null
  br i1 %206, label %216, label %207

207:                                              ; preds = %198
  %208 = getelementptr inbounds i8, ptr %205, i64 8
  %209 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %210 = icmp eq i8 %209, 0
  br i1 %210, label %214, label %211

211:                                              ; preds = %207
  %212 = load i32, ptr %208, align 4, !tbaa !34
  %213 = add nsw i32 %212, 1
  store i32 %213, ptr %208, align 4, !tbaa !34
  br label %216

214:                                              ; preds = %207
  %215 = atomicrmw volatile add ptr %208, i32 1 acq_rel, align 4
  br label %216

216:                                              ; preds = %214, %211, %198
  %217 = getelementptr inbounds i8, ptr %15, i64 56
  %218 = getelementptr inbounds i8, ptr %13, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %217, ptr noundef nonnull align 8 dereferenceable(16) %218, i64 16, i1 false)
  %219 = getelementptr inbounds i8, ptr %15, i64 72
  %220 = load ptr, ptr %9, align 8, !tbaa !158
  store ptr %220, ptr %219, align 8, !tbaa !158
  %221 = getelementptr inbounds i8, ptr %15, i64 80
  %222 = getelementptr inbounds i8, ptr %9, i64 8
  %223 = load ptr, ptr %222, align 8, !tbaa !25
  store ptr %223, ptr %221, align 8, !tbaa !25
  %224 = icmp eq ptr %223, null
  br i1 %224, label %234, label %225

225:                                              ; preds = %216
  %226 = getelementptr inbounds i8, ptr %223, i64 8
  %227 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %228 = icmp eq i8 %227, 0
  br i1 %228, label %232, label %229

229:                                              ; preds = %225
  %230 = load i32, ptr %226, align 4, !tbaa !34
  %231 = add nsw i32 %230, 1
  store i32 %231, ptr %226, align 4, !tbaa !34
  br label %234

232:                                              ; preds = %225
  %233 = atomicrmw volatile add ptr %226, i32 1 acq_rel, align 4
  br label %234

234:                                              ; preds = %232, %229, %216
  %235 = getelementptr inbounds i8, ptr %15, i64 88
  %236 = getelementptr inbounds i8, ptr %9, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %235, ptr noundef nonnull align 8 dereferenceable(16) %236, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 88, ptr nonnull %5) #26
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(88) %5, ptr noundef nonnull align 8 dereferenceable(88) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoI4TapsEEvPv.Info, i64 88, i1 false)
  %237 = invoke noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(176) %1)
          to label %238 unwind label %411

238:                                              ; preds = %234
  %239 = icmp eq i32 %237, 0
  br i1 %239, label %249, label %240

240:                                              ; preds = %238
  %241 = call ptr @__cxa_allocate_exception(i64 64) #26
  %242 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #26
  %243 = extractvalue { i32, ptr } %242, 0
  %244 = extractvalue { i32, ptr } %242, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %241, i32 %243, ptr %244, ptr noundef nonnull @.str.22)
          to label %245 unwind label %247

245:                                              ; preds = %240
  invoke void @__cxa_throw(ptr nonnull %241, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #27
          to label %246 unwind label %411

246:                                              ; preds = %245
  unreachable

247:                                              ; preds = %240
  %248 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %241) #26
  br label %413

249:                                              ; preds = %238
  invoke void @_ZNK4sycl3_V17handler28throwOnKernelParameterMisuseERKNS0_6detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(81) %5)
          to label %250 unwind label %411

250:                                              ; preds = %249
  %251 = load ptr, ptr %5, align 8, !tbaa !11
  %252 = getelementptr inbounds i8, ptr %5, i64 8
  %253 = load i64, ptr %252, align 8, !tbaa !5
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr %251, i64 %253)
          to label %254 unwind label %411

254:                                              ; preds = %250
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4)
  store i64 64, ptr %3, align 8
  store ptr %3, ptr %4, align 8, !tbaa !166
  %255 = getelementptr inbounds i8, ptr %4, i64 8
  %256 = getelementptr inbounds i8, ptr %4, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %255, i8 0, i64 16, i1 false)
  store i64 1, ptr %256, align 8, !tbaa !168
  invoke void @_ZN4sycl3_V17handler20setNDRangeDescriptorENS0_6detail16nd_range_view_v113nd_range_viewEb(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull byval(%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view") align 8 %4, i1 noundef zeroext false)
          to label %257 unwind label %411

257:                                              ; preds = %254
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4)
  %258 = getelementptr inbounds i8, ptr %1, i64 144
  %259 = invoke noalias noundef nonnull dereferenceable(112) ptr @_Znwm(i64 noundef 112) #28
          to label %260 unwind label %411

260:                                              ; preds = %257
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %259, align 8, !tbaa !31
  %261 = getelementptr inbounds i8, ptr %259, i64 8
  %262 = load i64, ptr %15, align 8, !tbaa !222
  store i64 %262, ptr %261, align 8, !tbaa !222
  %263 = getelementptr inbounds i8, ptr %259, i64 16
  %264 = load ptr, ptr %183, align 8, !tbaa !158
  store ptr %264, ptr %263, align 8, !tbaa !158
  %265 = getelementptr inbounds i8, ptr %259, i64 24
  %266 = load ptr, ptr %185, align 8, !tbaa !25
  store ptr %266, ptr %265, align 8, !tbaa !25
  %267 = icmp eq ptr %266, null
  br i1 %267, label %277, label %268

268:                                              ; preds = %260
  %269 = getelementptr inbounds i8, ptr %266, i64 8
  %270 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %271 = icmp eq i8 %270, 0
  br i1 %271, label %275, label %272

272:                                              ; preds = %268
  %273 = load i32, ptr %269, align 4, !tbaa !34
  %274 = add nsw i32 %273, 1
  store i32 %274, ptr %269, align 4, !tbaa !34
  br label %277

275:                                              ; preds = %268
  %276 = atomicrmw volatile add ptr %269, i32 1 acq_rel, align 4
  br label %277

277:                                              ; preds = %275, %272, %260
  %278 = getelementptr inbounds i8, ptr %259, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %278, ptr noundef nonnull readonly align 8 dereferenceable(16) %199, i64 16, i1 false)
  %279 = getelementptr inbounds i8, ptr %259, i64 48
  %280 = load ptr, ptr %201, align 8, !tbaa !158
  store ptr %280, ptr %279, align 8, !tbaa !158
  %281 = getelementptr inbounds i8, ptr %259, i64 56
  %282 = load ptr, ptr %203, align 8, !tbaa !25
  store ptr %282, ptr %281, align 8, !tbaa !25
  %283 = icmp eq ptr %282, null
  br i1 %283, label %293, label %284

284:                                              ; preds = %277
  %285 = getelementptr inbounds i8, ptr %282, i64 8
  %286 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %287 = icmp eq i8 %286, 0
  br i1 %287, label %291, label %288

288:                                              ; preds = %284
  %289 = load i32, ptr %285, align 4, !tbaa !34
  %290 = add nsw i32 %289, 1
  store i32 %290, ptr %285, align 4, !tbaa !34
  br label %293

291:                                              ; preds = %284
  %292 = atomicrmw volatile add ptr %285, i32 1 acq_rel, align 4
  br label %293

293:                                              ; preds = %291, %288, %277
  %294 = getelementptr inbounds i8, ptr %259, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %294, ptr noundef nonnull readonly align 8 dereferenceable(16) %217, i64 16, i1 false)
  %295 = getelementptr inbounds i8, ptr %259, i64 80
  %296 = load ptr, ptr %219, align 8, !tbaa !158
  store ptr %296, ptr %295, align 8, !tbaa !158
  %297 = getelementptr inbounds i8, ptr %259, i64 88
  %298 = load ptr, ptr %221, align 8, !tbaa !25
  store ptr %298, ptr %297, align 8, !tbaa !25
  %299 = icmp eq ptr %298, null
  br i1 %299, label %309, label %300

300:                                              ; preds = %293
  %301 = getelementptr inbounds i8, ptr %298, i64 8
  %302 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %303 = icmp eq i8 %302, 0
  br i1 %303, label %307, label %304

304:                                              ; preds = %300
  %305 = load i32, ptr %301, align 4, !tbaa !34
  %306 = add nsw i32 %305, 1
  store i32 %306, ptr %301, align 4, !tbaa !34
  br label %309

307:                                              ; preds = %300
  %308 = atomicrmw volatile add ptr %301, i32 1 acq_rel, align 4
  br label %309

309:                                              ; preds = %307, %304, %293
  %310 = getelementptr inbounds i8, ptr %259, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %310, ptr noundef nonnull readonly align 8 dereferenceable(16) %235, i64 16, i1 false)
  %311 = load ptr, ptr %258, align 8, !tbaa !11
  store ptr %259, ptr %258, align 8, !tbaa !11
  %312 = icmp eq ptr %311, null
  br i1 %312, label %317, label %313

313:                                              ; preds = %309
  %314 = load ptr, ptr %311, align 8, !tbaa !31
  %315 = getelementptr inbounds i8, ptr %314, i64 16
  %316 = load ptr, ptr %315, align 8
  call void %316(ptr noundef nonnull align 8 dereferenceable(8) %311) #26
  br label %317

317:                                              ; preds = %313, %309
  invoke void @_ZN4sycl3_V17handler23instantiateKernelOnHostEPv(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull @_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi1ELb1EEEZZ4mainENKUlRNS0_7handlerEE1_clES6_EUlNS0_2idILi1EEEE_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE)
          to label %318 unwind label %411

318:                                              ; preds = %317
  %319 = load ptr, ptr %258, align 8, !tbaa !11
  %320 = load ptr, ptr %319, align 8, !tbaa !31
  %321 = load ptr, ptr %320, align 8
  %322 = invoke noundef ptr %321(ptr noundef nonnull align 8 dereferenceable(8) %319)
          to label %323 unwind label %411

323:                                              ; preds = %318
  invoke void @_ZN4sycl3_V17handler19setDeviceKernelInfoI4TapsEEvPv(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef %322)
          to label %324 unwind label %411

324:                                              ; preds = %323
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %5) #26
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE1_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %15) #26
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %15) #26
  %325 = load ptr, ptr %204, align 8, !tbaa !25
  %326 = icmp eq ptr %325, null
  br i1 %326, label %351, label %327

327:                                              ; preds = %324
  %328 = getelementptr inbounds i8, ptr %325, i64 8
  %329 = load atomic i64, ptr %328 acquire, align 8
  %330 = icmp eq i64 %329, 4294967297
  %331 = trunc i64 %329 to i32
  br i1 %330, label %332, label %340

332:                                              ; preds = %327
  store i32 0, ptr %328, align 8, !tbaa !27
  %333 = getelementptr inbounds i8, ptr %325, i64 12
  store i32 0, ptr %333, align 4, !tbaa !30
  %334 = load ptr, ptr %325, align 8, !tbaa !31
  %335 = getelementptr inbounds i8, ptr %334, i64 16
  %336 = load ptr, ptr %335, align 8
  call void %336(ptr noundef nonnull align 8 dereferenceable(16) %325) #26
  %337 = load ptr, ptr %325, align 8, !tbaa !31
  %338 = getelementptr inbounds i8, ptr %337, i64 24
  %339 = load ptr, ptr %338, align 8
  call void %339(ptr noundef nonnull align 8 dereferenceable(16) %325) #26
  br label %351

340:                                              ; preds = %327
  %341 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %342 = icmp eq i8 %341, 0
  br i1 %342, label %345, label %343

343:                                              ; preds = %340
  %344 = add nsw i32 %331, -1
  store i32 %344, ptr %328, align 4, !tbaa !34
  br label %347

345:                                              ; preds = %340
  %346 = atomicrmw volatile add ptr %328, i32 -1 acq_rel, align 4
  br label %347

347:                                              ; preds = %345, %343
  %348 = phi i32 [ %331, %343 ], [ %346, %345 ]
  %349 = icmp eq i32 %348, 1
  br i1 %349, label %350, label %351, !prof !35

350:                                              ; preds = %347
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %325) #26
  br label %351

351:                                              ; preds = %350, %347, %332, %324
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #26
  %352 = load ptr, ptr %186, align 8, !tbaa !25
  %353 = icmp eq ptr %352, null
  br i1 %353, label %378, label %354

354:                                              ; preds = %351
  %355 = getelementptr inbounds i8, ptr %352, i64 8
  %356 = load atomic i64, ptr %355 acquire, align 8
  %357 = icmp eq i64 %356, 4294967297
  %358 = trunc i64 %356 to i32
  br i1 %357, label %359, label %367

359:                                              ; preds = %354
  store i32 0, ptr %355, align 8, !tbaa !27
  %360 = getelementptr inbounds i8, ptr %352, i64 12
  store i32 0, ptr %360, align 4, !tbaa !30
  %361 = load ptr, ptr %352, align 8, !tbaa !31
  %362 = getelementptr inbounds i8, ptr %361, i64 16
  %363 = load ptr, ptr %362, align 8
  call void %363(ptr noundef nonnull align 8 dereferenceable(16) %352) #26
  %364 = load ptr, ptr %352, align 8, !tbaa !31
  %365 = getelementptr inbounds i8, ptr %364, i64 24
  %366 = load ptr, ptr %365, align 8
  call void %366(ptr noundef nonnull align 8 dereferenceable(16) %352) #26
  br label %378

367:                                              ; preds = %354
  %368 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %369 = icmp eq i8 %368, 0
  br i1 %369, label %372, label %370

370:                                              ; preds = %367
  %371 = add nsw i32 %358, -1
  store i32 %371, ptr %355, align 4, !tbaa !34
  br label %374

372:                                              ; preds = %367
  %373 = atomicrmw volatile add ptr %355, i32 -1 acq_rel, align 4
  br label %374

374:                                              ; preds = %372, %370
  %375 = phi i32 [ %358, %370 ], [ %373, %372 ]
  %376 = icmp eq i32 %375, 1
  br i1 %376, label %377, label %378, !prof !35

377:                                              ; preds = %374
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %352) #26
  br label %378

378:                                              ; preds = %377, %374, %359, %351
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #26
  %379 = load ptr, ptr %222, align 8, !tbaa !25
  %380 = icmp eq ptr %379, null
  br i1 %380, label %421, label %381

381:                                              ; preds = %378
  %382 = getelementptr inbounds i8, ptr %379, i64 8
  %383 = load atomic i64, ptr %382 acquire, align 8
  %384 = icmp eq i64 %383, 4294967297
  %385 = trunc i64 %383 to i32
  br i1 %384, label %386, label %394

386:                                              ; preds = %381
  store i32 0, ptr %382, align 8, !tbaa !27
  %387 = getelementptr inbounds i8, ptr %379, i64 12
  store i32 0, ptr %387, align 4, !tbaa !30
  %388 = load ptr, ptr %379, align 8, !tbaa !31
  %389 = getelementptr inbounds i8, ptr %388, i64 16
  %390 = load ptr, ptr %389, align 8
  call void %390(ptr noundef nonnull align 8 dereferenceable(16) %379) #26
  %391 = load ptr, ptr %379, align 8, !tbaa !31
  %392 = getelementptr inbounds i8, ptr %391, i64 24
  %393 = load ptr, ptr %392, align 8
  call void %393(ptr noundef nonnull align 8 dereferenceable(16) %379) #26
  br label %421

394:                                              ; preds = %381
  %395 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %396 = icmp eq i8 %395, 0
  br i1 %396, label %399, label %397

397:                                              ; preds = %394
  %398 = add nsw i32 %385, -1
  store i32 %398, ptr %382, align 4, !tbaa !34
  br label %401

399:                                              ; preds = %394
  %400 = atomicrmw volatile add ptr %382, i32 -1 acq_rel, align 4
  br label %401

401:                                              ; preds = %399, %397
  %402 = phi i32 [ %385, %397 ], [ %400, %399 ]
  %403 = icmp eq i32 %402, 1
  br i1 %403, label %404, label %421, !prof !35

404:                                              ; preds = %401
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %379) #26
  br label %421

405:                                              ; preds = %2
  %406 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %10) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #26
  br label %419

407:                                              ; preds = %69
  %408 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %12) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #26
  br label %417

409:                                              ; preds = %124
  %410 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %14) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #26
  br label %415

411:                                              ; preds = %323, %318, %317, %257, %254, %250, %249, %245, %234
  %412 = landingpad { ptr, i32 }
          cleanup
  br label %413

413:                                              ; preds = %411, %247
  %414 = phi { ptr, i32 } [ %412, %411 ], [ %248, %247 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE1_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %15) #26
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %15) #26
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %13) #26
  br label %415

415:                                              ; preds = %413, %409
  %416 = phi { ptr, i32 } [ %414, %413 ], [ %410, %409 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #26
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %11) #26
  br label %417

417:                                              ; preds = %415, %407
  %418 = phi { ptr, i32 } [ %416, %415 ], [ %408, %407 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #26
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #26
  br label %419

419:                                              ; preds = %417, %405
  %420 = phi { ptr, i32 } [ %418, %417 ], [ %406, %405 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #26
  resume { ptr, i32 } %420

421:                                              ; preds = %378, %386, %401, %404
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #26
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define internal fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE1_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr nocapture noundef nonnull readonly align 8 dereferenceable(104) %0) unnamed_addr #10 align 2 personality ptr @__gxx_personality_v0 {
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
  store i32 0, ptr %11, align 4, !tbaa !30
  %12 = load ptr, ptr %3, align 8, !tbaa !31
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  %15 = load ptr, ptr %3, align 8, !tbaa !31
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !34
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !35

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  %30 = getelementptr inbounds i8, ptr %0, i64 48
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
  store i32 0, ptr %39, align 4, !tbaa !30
  %40 = load ptr, ptr %31, align 8, !tbaa !31
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #26
  %43 = load ptr, ptr %31, align 8, !tbaa !31
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #26
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !34
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !35

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #26
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  %58 = getelementptr inbounds i8, ptr %0, i64 16
  %59 = load ptr, ptr %58, align 8, !tbaa !25
  %60 = icmp eq ptr %59, null
  br i1 %60, label %85, label %61

61:                                               ; preds = %57
  %62 = getelementptr inbounds i8, ptr %59, i64 8
  %63 = load atomic i64, ptr %62 acquire, align 8
  %64 = icmp eq i64 %63, 4294967297
  %65 = trunc i64 %63 to i32
  br i1 %64, label %66, label %74

66:                                               ; preds = %61
  store i32 0, ptr %62, align 8, !tbaa !27
  %67 = getelementptr inbounds i8, ptr %59, i64 12
  store i32 0, ptr %67, align 4, !tbaa !30
  %68 = load ptr, ptr %59, align 8, !tbaa !31
  %69 = getelementptr inbounds i8, ptr %68, i64 16
  %70 = load ptr, ptr %69, align 8
  tail call void %70(ptr noundef nonnull align 8 dereferenceable(16) %59) #26
  %71 = load ptr, ptr %59, align 8, !tbaa !31
  %72 = getelementptr inbounds i8, ptr %71, i64 24
  %73 = load ptr, ptr %72, align 8
  tail call void %73(ptr noundef nonnull align 8 dereferenceable(16) %59) #26
  br label %85

74:                                               ; preds = %61
  %75 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %76 = icmp eq i8 %75, 0
  br i1 %76, label %79, label %77

77:                                               ; preds = %74
  %78 = add nsw i32 %65, -1
  store i32 %78, ptr %62, align 4, !tbaa !34
  br label %81

79:                                               ; preds = %74
  %80 = atomicrmw volatile add ptr %62, i32 -1 acq_rel, align 4
  br label %81

81:                                               ; preds = %79, %77
  %82 = phi i32 [ %65, %77 ], [ %80, %79 ]
  %83 = icmp eq i32 %82, 1
  br i1 %83, label %84, label %85, !prof !35

84:                                               ; preds = %81
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %59) #26
  br label %85

85:                                               ; preds = %57, %66, %81, %84
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local { i64, i32 } @_ZN4sycl3_V16detail18getKernelParamDescI4TapsEENS1_19kernel_param_desc_tEi(i32 noundef %0) #6 comdat {
  %2 = add i32 %0, 21
  %3 = zext i32 %2 to i64
  %4 = getelementptr inbounds [31 x %"struct.sycl::_V1::detail::kernel_param_desc_t"], ptr @_ZN4sycl3_V16detailL17kernel_signaturesE, i64 0, i64 %3
  %5 = load i64, ptr %4, align 4
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = load i32, ptr %6, align 4, !tbaa !34
  %8 = insertvalue { i64, i32 } poison, i64 %5, 0
  %9 = insertvalue { i64, i32 } %8, i32 %7, 1
  ret { i64, i32 } %9
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler19setDeviceKernelInfoI4TapsEEvPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1) local_unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 64
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoI4TapsEEvPv.Info, i64 16, i1 false), !tbaa.struct !174
  tail call void @_ZN4sycl3_V17handler13setKernelFuncEPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1)
  %4 = load atomic i8, ptr @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI4TapsEERNS1_16DeviceKernelInfoEvE4Info acquire, align 8
  %5 = icmp eq i8 %4, 0
  br i1 %5, label %6, label %14, !prof !175

6:                                                ; preds = %2
  %7 = tail call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI4TapsEERNS1_16DeviceKernelInfoEvE4Info) #26
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %14, label %9

9:                                                ; preds = %6
  %10 = invoke noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoERKNS1_27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(81) @_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI4TapsEE)
          to label %11 unwind label %12

11:                                               ; preds = %9
  store ptr %10, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI4TapsEERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !11
  tail call void @__cxa_guard_release(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI4TapsEERNS1_16DeviceKernelInfoEvE4Info) #26
  br label %14

12:                                               ; preds = %9
  %13 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_guard_abort(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI4TapsEERNS1_16DeviceKernelInfoEvE4Info) #26
  resume { ptr, i32 } %13

14:                                               ; preds = %2, %6, %11
  %15 = load ptr, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI4TapsEERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !11
  tail call void @_ZN4sycl3_V17handler22setDeviceKernelInfoPtrEPNS0_6detail16DeviceKernelInfoE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull %15)
  tail call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(176) %0, i32 noundef 1)
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(112) %0) unnamed_addr #23 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(112) %0) unnamed_addr #7 align 2 {
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %0, align 8, !tbaa !31
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  tail call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE1_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %2) #26
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(112) %0) unnamed_addr #7 align 2 {
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %0, align 8, !tbaa !31
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  tail call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE1_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %2) #26
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 112) #31
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi1ELb1EEEZZ4mainENKUlRNS0_7handlerEE1_clES6_EUlNS0_2idILi1EEEE_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE(ptr noundef %0, ptr nocapture noundef readonly byval(%"class.sycl::_V1::item") align 8 %1, ptr nocapture nonnull readnone align 1 %2) #6 personality ptr @__gxx_personality_v0 {
  %4 = getelementptr inbounds i8, ptr %1, i64 8
  %5 = load i64, ptr %4, align 8, !tbaa !5
  %6 = load i64, ptr %0, align 8, !tbaa !222
  %7 = icmp ugt i64 %6, %5
  br i1 %7, label %8, label %24

8:                                                ; preds = %3
  %9 = getelementptr inbounds i8, ptr %0, i64 8
  br label %10

10:                                               ; preds = %10, %8
  %11 = phi float [ 0.000000e+00, %8 ], [ %20, %10 ]
  %12 = phi i64 [ %5, %8 ], [ %21, %10 ]
  %13 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %9), !noalias !224
  %14 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %9), !noalias !227
  %15 = load i64, ptr %14, align 8
  %16 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %9) #26
  %17 = getelementptr float, ptr %16, i64 %15
  %18 = getelementptr float, ptr %17, i64 %12
  %19 = load float, ptr %18, align 4, !tbaa !9
  %20 = fadd float %11, %19
  %21 = add i64 %12, 64
  %22 = load i64, ptr %0, align 8, !tbaa !222
  %23 = icmp ult i64 %21, %22
  br i1 %23, label %10, label %24, !llvm.loop !230

24:                                               ; preds = %10, %3
  %25 = phi float [ 0.000000e+00, %3 ], [ %20, %10 ]
  %26 = getelementptr inbounds i8, ptr %0, i64 72
  %27 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %26), !noalias !231
  %28 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %26), !noalias !234
  %29 = load i64, ptr %28, align 8
  %30 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %26) #26
  %31 = getelementptr float, ptr %30, i64 %29
  %32 = getelementptr float, ptr %31, i64 %5
  %33 = load float, ptr %32, align 4, !tbaa !9
  %34 = fmul float %25, %33
  %35 = getelementptr inbounds i8, ptr %0, i64 40
  %36 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %35), !noalias !237
  %37 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %35), !noalias !240
  %38 = load i64, ptr %37, align 8
  %39 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %35) #26
  %40 = getelementptr float, ptr %39, i64 %38
  %41 = getelementptr float, ptr %40, i64 %5
  store float %34, ptr %41, align 4, !tbaa !9
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZ4mainEUlRNS0_7handlerEE2_E4callEPKvS5_(ptr nocapture noundef readonly %0, ptr noundef nonnull align 8 dereferenceable(176) %1) #6 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::range", align 8
  %4 = alloca %"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view", align 8
  %5 = alloca %"struct.sycl::_V1::detail::compile_time_kernel_info_v1::CompileTimeKernelInfoTy", align 8
  %6 = alloca %"class.sycl::_V1::accessor", align 8
  %7 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %8 = alloca %"class.sycl::_V1::accessor.93", align 8
  %9 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %10 = alloca %class.anon.188, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %9)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #26
  %11 = load ptr, ptr %0, align 8, !tbaa !243
  store ptr @.str.1, ptr %7, align 8, !tbaa !38, !alias.scope !245
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  store ptr @.str.13, ptr %12, align 8, !tbaa !43, !alias.scope !245
  %13 = getelementptr inbounds i8, ptr %7, i64 16
  store i32 76, ptr %13, align 8, !tbaa !44, !alias.scope !245
  %14 = getelementptr inbounds i8, ptr %7, i64 20
  store i32 17, ptr %14, align 4, !tbaa !45, !alias.scope !245
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvE10get_accessILNS0_6access4modeE1024ELNS7_6targetE2014EEENS0_8accessorIfLi1EXT_EXT0_ELNS7_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEERNS0_7handlerENS2_13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::accessor") align 8 %6, ptr noundef nonnull align 8 dereferenceable(33) %11, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %7)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #26
  %15 = load ptr, ptr %0, align 8, !tbaa !243
  store ptr @.str.1, ptr %9, align 8, !tbaa !38, !alias.scope !248
  %16 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr @.str.13, ptr %16, align 8, !tbaa !43, !alias.scope !248
  %17 = getelementptr inbounds i8, ptr %9, i64 16
  store i32 77, ptr %17, align 8, !tbaa !44, !alias.scope !248
  %18 = getelementptr inbounds i8, ptr %9, i64 20
  store i32 18, ptr %18, align 4, !tbaa !45, !alias.scope !248
  invoke void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvE10get_accessILNS0_6access4modeE1025ELNS7_6targetE2014EEENS0_8accessorIfLi1EXT_EXT0_ELNS7_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEERNS0_7handlerENS2_13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::accessor.93") align 8 %8, ptr noundef nonnull align 8 dereferenceable(33) %15, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %9)
          to label %19 unwind label %235

19:                                               ; preds = %2
  %20 = getelementptr inbounds i8, ptr %0, i64 8
  %21 = load ptr, ptr %20, align 8, !tbaa !251
  %22 = load i64, ptr %21, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %10) #26
  %23 = load ptr, ptr %8, align 8, !tbaa !158
  store ptr %23, ptr %10, align 8, !tbaa !158
  %24 = getelementptr inbounds i8, ptr %10, i64 8
  %25 = getelementptr inbounds i8, ptr %8, i64 8
  %26 = load ptr, ptr %25, align 8, !tbaa !25
  store ptr %26, ptr %24, align 8, !tbaa !25
  %27 = icmp eq ptr %26, null
  br i1 %27, label %37, label %28

28:                                               ; preds = %19
  %29 = getelementptr inbounds i8, ptr %26, i64 8
  %30 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %31 = icmp eq i8 %30, 0
  br i1 %31, label %35, label %32

32:                                               ; preds = %28
  %33 = load i32, ptr %29, align 4, !tbaa !34
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %29, align 4, !tbaa !34
  br label %37

35:                                               ; preds = %28
  %36 = atomicrmw volatile add ptr %29, i32 1 acq_rel, align 4
  br label %37

37:                                               ; preds = %35, %32, %19
  %38 = getelementptr inbounds i8, ptr %10, i64 16
  %39 = getelementptr inbounds i8, ptr %8, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %38, ptr noundef nonnull align 8 dereferenceable(16) %39, i64 16, i1 false)
  %40 = getelementptr inbounds i8, ptr %10, i64 32
  %41 = load ptr, ptr %6, align 8, !tbaa !158
  store ptr %41, ptr %40, align 8, !tbaa !158
  %42 = getelementptr inbounds i8, ptr %10, i64 40
  %43 = getelementptr inbounds i8, ptr %6, i64 8
  %44 = load ptr, ptr %43, align 8, !tbaa !25
  store ptr %44, ptr %42, align 8, !tbaa !25
  %45 = icmp eq ptr %44, null
  br i1 %45, label %55, label %46

46:                                               ; preds = %37
  %47 = getelementptr inbounds i8, ptr %44, i64 8
  %48 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %49 = icmp eq i8 %48, 0
  br i1 %49, label %53, label %50

50:                                               ; preds = %46
  %51 = load i32, ptr %47, align 4, !tbaa !34
  %52 = add nsw i32 %51, 1
  store i32 %52, ptr %47, align 4, !tbaa !34
  br label %55

53:                                               ; preds = %46
  %54 = atomicrmw volatile add ptr %47, i32 1 acq_rel, align 4
  br label %55

55:                                               ; preds = %53, %50, %37
  %56 = getelementptr inbounds i8, ptr %10, i64 48
  %57 = getelementptr inbounds i8, ptr %6, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %56, ptr noundef nonnull align 8 dereferenceable(16) %57, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 88, ptr nonnull %5) #26
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(88) %5, ptr noundef nonnull align 8 dereferenceable(88) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoI7InPlaceEEvPv.Info, i64 88, i1 false)
  %58 = invoke noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(176) %1)
          to label %59 unwind label %237

59:                                               ; preds = %55
  %60 = icmp eq i32 %58, 0
  br i1 %60, label %70, label %61

61:                                               ; preds = %59
  %62 = call ptr @__cxa_allocate_exception(i64 64) #26
  %63 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #26
  %64 = extractvalue { i32, ptr } %63, 0
  %65 = extractvalue { i32, ptr } %63, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %62, i32 %64, ptr %65, ptr noundef nonnull @.str.22)
          to label %66 unwind label %68

66:                                               ; preds = %61
  invoke void @__cxa_throw(ptr nonnull %62, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #27
          to label %67 unwind label %237

67:                                               ; preds = %66
  unreachable

68:                                               ; preds = %61
  %69 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %62) #26
  br label %239

70:                                               ; preds = %59
  invoke void @_ZNK4sycl3_V17handler28throwOnKernelParameterMisuseERKNS0_6detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(81) %5)
          to label %71 unwind label %237

71:                                               ; preds = %70
  %72 = load ptr, ptr %5, align 8, !tbaa !11
  %73 = getelementptr inbounds i8, ptr %5, i64 8
  %74 = load i64, ptr %73, align 8, !tbaa !5
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr %72, i64 %74)
          to label %75 unwind label %237

75:                                               ; preds = %71
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4)
  store i64 %22, ptr %3, align 8
  store ptr %3, ptr %4, align 8, !tbaa !166
  %76 = getelementptr inbounds i8, ptr %4, i64 8
  %77 = getelementptr inbounds i8, ptr %4, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %76, i8 0, i64 16, i1 false)
  store i64 1, ptr %77, align 8, !tbaa !168
  invoke void @_ZN4sycl3_V17handler20setNDRangeDescriptorENS0_6detail16nd_range_view_v113nd_range_viewEb(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull byval(%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view") align 8 %4, i1 noundef zeroext false)
          to label %78 unwind label %237

78:                                               ; preds = %75
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4)
  %79 = getelementptr inbounds i8, ptr %1, i64 144
  %80 = invoke noalias noundef nonnull dereferenceable(72) ptr @_Znwm(i64 noundef 72) #28
          to label %81 unwind label %237

81:                                               ; preds = %78
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE2_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %80, align 8, !tbaa !31
  %82 = getelementptr inbounds i8, ptr %80, i64 8
  %83 = load ptr, ptr %10, align 8, !tbaa !158
  store ptr %83, ptr %82, align 8, !tbaa !158
  %84 = getelementptr inbounds i8, ptr %80, i64 16
  %85 = load ptr, ptr %24, align 8, !tbaa !25
  store ptr %85, ptr %84, align 8, !tbaa !25
  %86 = icmp eq ptr %85, null
  br i1 %86, label %96, label %87

87:                                               ; preds = %81
  %88 = getelementptr inbounds i8, ptr %85, i64 8
  %89 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %90 = icmp eq i8 %89, 0
  br i1 %90, label %94, label %91

91:                                               ; preds = %87
  %92 = load i32, ptr %88, align 4, !tbaa !34
  %93 = add nsw i32 %92, 1
  store i32 %93, ptr %88, align 4, !tbaa !34
  br label %96

94:                                               ; preds = %87
  %95 = atomicrmw volatile add ptr %88, i32 1 acq_rel, align 4
  br label %96

96:                                               ; preds = %94, %91, %81
  %97 = getelementptr inbounds i8, ptr %80, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %97, ptr noundef nonnull readonly align 8 dereferenceable(16) %38, i64 16, i1 false)
  %98 = getelementptr inbounds i8, ptr %80, i64 40
  %99 = load ptr, ptr %40, align 8, !tbaa !158
  store ptr %99, ptr %98, align 8, !tbaa !158
  %100 = getelementptr inbounds i8, ptr %80, i64 48
  %101 = load ptr, ptr %42, align 8, !tbaa !25
  store ptr %101, ptr %100, align 8, !tbaa !25
  %102 = icmp eq ptr %101, null
  br i1 %102, label %112, label %103

103:                                              ; preds = %96
  %104 = getelementptr inbounds i8, ptr %101, i64 8
  %105 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %106 = icmp eq i8 %105, 0
  br i1 %106, label %110, label %107

107:                                              ; preds = %103
  %108 = load i32, ptr %104, align 4, !tbaa !34
  %109 = add nsw i32 %108, 1
  store i32 %109, ptr %104, align 4, !tbaa !34
  br label %112

110:                                              ; preds = %103
  %111 = atomicrmw volatile add ptr %104, i32 1 acq_rel, align 4
  br label %112

112:                                              ; preds = %110, %107, %96
  %113 = getelementptr inbounds i8, ptr %80, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %113, ptr noundef nonnull readonly align 8 dereferenceable(16) %56, i64 16, i1 false)
  %114 = load ptr, ptr %79, align 8, !tbaa !11
  store ptr %80, ptr %79, align 8, !tbaa !11
  %115 = icmp eq ptr %114, null
  br i1 %115, label %120, label %116

116:                                              ; preds = %112
  %117 = load ptr, ptr %114, align 8, !tbaa !31
  %118 = getelementptr inbounds i8, ptr %117, i64 16
  %119 = load ptr, ptr %118, align 8
  call void %119(ptr noundef nonnull align 8 dereferenceable(8) %114) #26
  br label %120

120:                                              ; preds = %116, %112
  invoke void @_ZN4sycl3_V17handler23instantiateKernelOnHostEPv(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull @_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi1ELb1EEEZZ4mainENKUlRNS0_7handlerEE2_clES6_EUlNS0_2idILi1EEEE_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE)
          to label %121 unwind label %237

121:                                              ; preds = %120
  %122 = load ptr, ptr %79, align 8, !tbaa !11
  %123 = load ptr, ptr %122, align 8, !tbaa !31
  %124 = load ptr, ptr %123, align 8
  %125 = invoke noundef ptr %124(ptr noundef nonnull align 8 dereferenceable(8) %122)
          to label %126 unwind label %237

126:                                              ; preds = %121
  invoke void @_ZN4sycl3_V17handler19setDeviceKernelInfoI7InPlaceEEvPv(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef %125)
          to label %127 unwind label %237

127:                                              ; preds = %126
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %5) #26
  %128 = load ptr, ptr %42, align 8, !tbaa !25
  %129 = icmp eq ptr %128, null
  br i1 %129, label %154, label %130

130:                                              ; preds = %127
  %131 = getelementptr inbounds i8, ptr %128, i64 8
  %132 = load atomic i64, ptr %131 acquire, align 8
  %133 = icmp eq i64 %132, 4294967297
  %134 = trunc i64 %132 to i32
  br i1 %133, label %135, label %143

135:                                              ; preds = %130
  store i32 0, ptr %131, align 8, !tbaa !27
  %136 = getelementptr inbounds i8, ptr %128, i64 12
  store i32 0, ptr %136, align 4, !tbaa !30
  %137 = load ptr, ptr %128, align 8, !tbaa !31
  %138 = getelementptr inbounds i8, ptr %137, i64 16
  %139 = load ptr, ptr %138, align 8
  call void %139(ptr noundef nonnull align 8 dereferenceable(16) %128) #26
  %140 = load ptr, ptr %128, align 8, !tbaa !31
  %141 = getelementptr inbounds i8, ptr %140, i64 24
  %142 = load ptr, ptr %141, align 8
  call void %142(ptr noundef nonnull align 8 dereferenceable(16) %128) #26
  br label %154

143:                                              ; preds = %130
  %144 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %145 = icmp eq i8 %144, 0
  br i1 %145, label %148, label %146

146:                                              ; preds = %143
  %147 = add nsw i32 %134, -1
  store i32 %147, ptr %131, align 4, !tbaa !34
  br label %150

148:                                              ; preds = %143
  %149 = atomicrmw volatile add ptr %131, i32 -1 acq_rel, align 4
  br label %150

150:                                              ; preds = %148, %146
  %151 = phi i32 [ %134, %146 ], [ %149, %148 ]
  %152 = icmp eq i32 %151, 1
  br i1 %152, label %153, label %154, !prof !35

153:                                              ; preds = %150
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %128) #26
  br label %154

154:                                              ; preds = %153, %150, %135, %127
  %155 = load ptr, ptr %24, align 8, !tbaa !25
  %156 = icmp eq ptr %155, null
  br i1 %156, label %181, label %157

157:                                              ; preds = %154
  %158 = getelementptr inbounds i8, ptr %155, i64 8
  %159 = load atomic i64, ptr %158 acquire, align 8
  %160 = icmp eq i64 %159, 4294967297
  %161 = trunc i64 %159 to i32
  br i1 %160, label %162, label %170

162:                                              ; preds = %157
  store i32 0, ptr %158, align 8, !tbaa !27
  %163 = getelementptr inbounds i8, ptr %155, i64 12
  store i32 0, ptr %163, align 4, !tbaa !30
  %164 = load ptr, ptr %155, align 8, !tbaa !31
  %165 = getelementptr inbounds i8, ptr %164, i64 16
  %166 = load ptr, ptr %165, align 8
  call void %166(ptr noundef nonnull align 8 dereferenceable(16) %155) #26
  %167 = load ptr, ptr %155, align 8, !tbaa !31
  %168 = getelementptr inbounds i8, ptr %167, i64 24
  %169 = load ptr, ptr %168, align 8
  call void %169(ptr noundef nonnull align 8 dereferenceable(16) %155) #26
  br label %181

170:                                              ; preds = %157
  %171 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %172 = icmp eq i8 %171, 0
  br i1 %172, label %175, label %173

173:                                              ; preds = %170
  %174 = add nsw i32 %161, -1
  store i32 %174, ptr %158, align 4, !tbaa !34
  br label %177

175:                                              ; preds = %170
  %176 = atomicrmw volatile add ptr %158, i32 -1 acq_rel, align 4
  br label %177

177:                                              ; preds = %175, %173
  %178 = phi i32 [ %161, %173 ], [ %176, %175 ]
  %179 = icmp eq i32 %178, 1
  br i1 %179, label %180, label %181, !prof !35

180:                                              ; preds = %177
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %155) #26
  br label %181

181:                                              ; preds = %180, %177, %162, %154
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %10) #26
  %182 = load ptr, ptr %25, align 8, !tbaa !25
  %183 = icmp eq ptr %182, null
  br i1 %183, label %208, label %184

184:                                              ; preds = %181
  %185 = getelementptr inbounds i8, ptr %182, i64 8
  %186 = load atomic i64, ptr %185 acquire, align 8
  %187 = icmp eq i64 %186, 4294967297
  %188 = trunc i64 %186 to i32
  br i1 %187, label %189, label %197

189:                                              ; preds = %184
  store i32 0, ptr %185, align 8, !tbaa !27
  %190 = getelementptr inbounds i8, ptr %182, i64 12
  store i32 0, ptr %190, align 4, !tbaa !30
  %191 = load ptr, ptr %182, align 8, !tbaa !31
  %192 = getelementptr inbounds i8, ptr %191, i64 16
  %193 = load ptr, ptr %192, align 8
  call void %193(ptr noundef nonnull align 8 dereferenceable(16) %182) #26
  %194 = load ptr, ptr %182, align 8, !tbaa !31
  %195 = getelementptr inbounds i8, ptr %194, i64 24
  %196 = load ptr, ptr %195, align 8
  call void %196(ptr noundef nonnull align 8 dereferenceable(16) %182) #26
  br label %208

197:                                              ; preds = %184
  %198 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %199 = icmp eq i8 %198, 0
  br i1 %199, label %202, label %200

200:                                              ; preds = %197
  %201 = add nsw i32 %188, -1
  store i32 %201, ptr %185, align 4, !tbaa !34
  br label %204

202:                                              ; preds = %197
  %203 = atomicrmw volatile add ptr %185, i32 -1 acq_rel, align 4
  br label %204

204:                                              ; preds = %202, %200
  %205 = phi i32 [ %188, %200 ], [ %203, %202 ]
  %206 = icmp eq i32 %205, 1
  br i1 %206, label %207, label %208, !prof !35

207:                                              ; preds = %204
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %182) #26
  br label %208

208:                                              ; preds = %207, %204, %189, %181
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #26
  %209 = load ptr, ptr %43, align 8, !tbaa !25
  %210 = icmp eq ptr %209, null
  br i1 %210, label %243, label %211

211:                                              ; preds = %208
  %212 = getelementptr inbounds i8, ptr %209, i64 8
  %213 = load atomic i64, ptr %212 acquire, align 8
  %214 = icmp eq i64 %213, 4294967297
  %215 = trunc i64 %213 to i32
  br i1 %214, label %216, label %224

216:                                              ; preds = %211
  store i32 0, ptr %212, align 8, !tbaa !27
  %217 = getelementptr inbounds i8, ptr %209, i64 12
  store i32 0, ptr %217, align 4, !tbaa !30
  %218 = load ptr, ptr %209, align 8, !tbaa !31
  %219 = getelementptr inbounds i8, ptr %218, i64 16
  %220 = load ptr, ptr %219, align 8
  call void %220(ptr noundef nonnull align 8 dereferenceable(16) %209) #26
  %221 = load ptr, ptr %209, align 8, !tbaa !31
  %222 = getelementptr inbounds i8, ptr %221, i64 24
  %223 = load ptr, ptr %222, align 8
  call void %223(ptr noundef nonnull align 8 dereferenceable(16) %209) #26
  br label %243

224:                                              ; preds = %211
  %225 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %226 = icmp eq i8 %225, 0
  br i1 %226, label %229, label %227

227:                                              ; preds = %224
  %228 = add nsw i32 %215, -1
  store i32 %228, ptr %212, align 4, !tbaa !34
  br label %231

229:                                              ; preds = %224
  %230 = atomicrmw volatile add ptr %212, i32 -1 acq_rel, align 4
  br label %231

231:                                              ; preds = %229, %227
  %232 = phi i32 [ %215, %227 ], [ %230, %229 ]
  %233 = icmp eq i32 %232, 1
  br i1 %233, label %234, label %243, !prof !35

234:                                              ; preds = %231
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %209) #26
  br label %243

235:                                              ; preds = %2
  %236 = landingpad { ptr, i32 }
          cleanup
  br label %241

237:                                              ; preds = %126, %121, %120, %78, %75, %71, %70, %66, %55
  %238 = landingpad { ptr, i32 }
          cleanup
  br label %239

239:                                              ; preds = %237, %68
  %240 = phi { ptr, i32 } [ %238, %237 ], [ %69, %68 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE2_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(64) %10) #26
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %10) #26
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %8) #26
  br label %241

241:                                              ; preds = %239, %235
  %242 = phi { ptr, i32 } [ %240, %239 ], [ %236, %235 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #26
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %6) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #26
  resume { ptr, i32 } %242

243:                                              ; preds = %208, %216, %231, %234
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #26
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9)
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvE10get_accessILNS0_6access4modeE1024ELNS7_6targetE2014EEENS0_8accessorIfLi1EXT_EXT0_ELNS7_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEERNS0_7handlerENS2_13code_locationE(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::accessor") align 8 %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %3) local_unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::property_list", align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #26
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %5, i8 0, i64 32, i1 false)
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull align 8 dereferenceable(32) %5, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %3)
          to label %6 unwind label %56

6:                                                ; preds = %4
  %7 = getelementptr inbounds i8, ptr %5, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !22
  %9 = getelementptr inbounds i8, ptr %5, i64 16
  %10 = load ptr, ptr %9, align 8, !tbaa !24
  %11 = icmp eq ptr %8, %10
  br i1 %11, label %46, label %12

12:                                               ; preds = %6, %41
  %13 = phi ptr [ %42, %41 ], [ %8, %6 ]
  %14 = getelementptr inbounds i8, ptr %13, i64 8
  %15 = load ptr, ptr %14, align 8, !tbaa !25
  %16 = icmp eq ptr %15, null
  br i1 %16, label %41, label %17

17:                                               ; preds = %12
  %18 = getelementptr inbounds i8, ptr %15, i64 8
  %19 = load atomic i64, ptr %18 acquire, align 8
  %20 = icmp eq i64 %19, 4294967297
  %21 = trunc i64 %19 to i32
  br i1 %20, label %22, label %30

22:                                               ; preds = %17
  store i32 0, ptr %18, align 8, !tbaa !27
  %23 = getelementptr inbounds i8, ptr %15, i64 12
  store i32 0, ptr %23, align 4, !tbaa !30
  %24 = load ptr, ptr %15, align 8, !tbaa !31
  %25 = getelementptr inbounds i8, ptr %24, i64 16
  %26 = load ptr, ptr %25, align 8
  call void %26(ptr noundef nonnull align 8 dereferenceable(16) %15) #26
  %27 = load ptr, ptr %15, align 8, !tbaa !31
  %28 = getelementptr inbounds i8, ptr %27, i64 24
  %29 = load ptr, ptr %28, align 8
  call void %29(ptr noundef nonnull align 8 dereferenceable(16) %15) #26
  br label %41

30:                                               ; preds = %17
  %31 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %32 = icmp eq i8 %31, 0
  br i1 %32, label %35, label %33

33:                                               ; preds = %30
  %34 = add nsw i32 %21, -1
  store i32 %34, ptr %18, align 4, !tbaa !34
  br label %37

35:                                               ; preds = %30
  %36 = atomicrmw volatile add ptr %18, i32 -1 acq_rel, align 4
  br label %37

37:                                               ; preds = %35, %33
  %38 = phi i32 [ %21, %33 ], [ %36, %35 ]
  %39 = icmp eq i32 %38, 1
  br i1 %39, label %40, label %41, !prof !35

40:                                               ; preds = %37
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %15) #26
  br label %41

41:                                               ; preds = %40, %37, %22, %12
  %42 = getelementptr inbounds i8, ptr %13, i64 16
  %43 = icmp eq ptr %42, %10
  br i1 %43, label %44, label %12, !llvm.loop !36

44:                                               ; preds = %41
  %45 = load ptr, ptr %7, align 8, !tbaa !22
  br label %46

46:                                               ; preds = %44, %6
  %47 = phi ptr [ %45, %44 ], [ %8, %6 ]
  %48 = icmp eq ptr %47, null
  br i1 %48, label %55, label %49

49:                                               ; preds = %46
  %50 = getelementptr inbounds i8, ptr %5, i64 24
  %51 = load ptr, ptr %50, align 8, !tbaa !37
  %52 = ptrtoint ptr %51 to i64
  %53 = ptrtoint ptr %47 to i64
  %54 = sub i64 %52, %53
  call void @_ZdlPvm(ptr noundef nonnull %47, i64 noundef %54) #31
  br label %55

55:                                               ; preds = %46, %49
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #26
  ret void

56:                                               ; preds = %4
  %57 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %5) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #26
  resume { ptr, i32 } %57
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvE10get_accessILNS0_6access4modeE1025ELNS7_6targetE2014EEENS0_8accessorIfLi1EXT_EXT0_ELNS7_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEERNS0_7handlerENS2_13code_locationE(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::accessor.93") align 8 %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %3) local_unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::property_list", align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #26
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %5, i8 0, i64 32, i1 false)
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull align 8 dereferenceable(32) %5, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %3)
          to label %6 unwind label %56

6:                                                ; preds = %4
  %7 = getelementptr inbounds i8, ptr %5, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !22
  %9 = getelementptr inbounds i8, ptr %5, i64 16
  %10 = load ptr, ptr %9, align 8, !tbaa !24
  %11 = icmp eq ptr %8, %10
  br i1 %11, label %46, label %12

12:                                               ; preds = %6, %41
  %13 = phi ptr [ %42, %41 ], [ %8, %6 ]
  %14 = getelementptr inbounds i8, ptr %13, i64 8
  %15 = load ptr, ptr %14, align 8, !tbaa !25
  %16 = icmp eq ptr %15, null
  br i1 %16, label %41, label %17

17:                                               ; preds = %12
  %18 = getelementptr inbounds i8, ptr %15, i64 8
  %19 = load atomic i64, ptr %18 acquire, align 8
  %20 = icmp eq i64 %19, 4294967297
  %21 = trunc i64 %19 to i32
  br i1 %20, label %22, label %30

22:                                               ; preds = %17
  store i32 0, ptr %18, align 8, !tbaa !27
  %23 = getelementptr inbounds i8, ptr %15, i64 12
  store i32 0, ptr %23, align 4, !tbaa !30
  %24 = load ptr, ptr %15, align 8, !tbaa !31
  %25 = getelementptr inbounds i8, ptr %24, i64 16
  %26 = load ptr, ptr %25, align 8
  call void %26(ptr noundef nonnull align 8 dereferenceable(16) %15) #26
  %27 = load ptr, ptr %15, align 8, !tbaa !31
  %28 = getelementptr inbounds i8, ptr %27, i64 24
  %29 = load ptr, ptr %28, align 8
  call void %29(ptr noundef nonnull align 8 dereferenceable(16) %15) #26
  br label %41

30:                                               ; preds = %17
  %31 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %32 = icmp eq i8 %31, 0
  br i1 %32, label %35, label %33

33:                                               ; preds = %30
  %34 = add nsw i32 %21, -1
  store i32 %34, ptr %18, align 4, !tbaa !34
  br label %37

35:                                               ; preds = %30
  %36 = atomicrmw volatile add ptr %18, i32 -1 acq_rel, align 4
  br label %37

37:                                               ; preds = %35, %33
  %38 = phi i32 [ %21, %33 ], [ %36, %35 ]
  %39 = icmp eq i32 %38, 1
  br i1 %39, label %40, label %41, !prof !35

40:                                               ; preds = %37
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %15) #26
  br label %41

41:                                               ; preds = %40, %37, %22, %12
  %42 = getelementptr inbounds i8, ptr %13, i64 16
  %43 = icmp eq ptr %42, %10
  br i1 %43, label %44, label %12, !llvm.loop !36

44:                                               ; preds = %41
  %45 = load ptr, ptr %7, align 8, !tbaa !22
  br label %46

46:                                               ; preds = %44, %6
  %47 = phi ptr [ %45, %44 ], [ %8, %6 ]
  %48 = icmp eq ptr %47, null
  br i1 %48, label %55, label %49

49:                                               ; preds = %46
  %50 = getelementptr inbounds i8, ptr %5, i64 24
  %51 = load ptr, ptr %50, align 8, !tbaa !37
  %52 = ptrtoint ptr %51 to i64
  %53 = ptrtoint ptr %47 to i64
  %54 = sub i64 %52, %53
  call void @_ZdlPvm(ptr noundef nonnull %47, i64 noundef %54) #31
  br label %55

55:                                               ; preds = %46, %49
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #26
  ret void

56:                                               ; preds = %4
  %57 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %5) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #26
  resume { ptr, i32 } %57
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define internal fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE2_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr nocapture noundef nonnull readonly align 8 dereferenceable(64) %0) unnamed_addr #10 align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 40
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
  store i32 0, ptr %11, align 4, !tbaa !30
  %12 = load ptr, ptr %3, align 8, !tbaa !31
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  %15 = load ptr, ptr %3, align 8, !tbaa !31
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !34
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !35

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
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
  store i32 0, ptr %39, align 4, !tbaa !30
  %40 = load ptr, ptr %31, align 8, !tbaa !31
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #26
  %43 = load ptr, ptr %31, align 8, !tbaa !31
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #26
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !34
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !35

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #26
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range.99", align 8
  %8 = alloca %"class.sycl::_V1::range.99", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %11 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %12 = load i64, ptr %11, align 8
  store i64 %12, ptr %7, align 8, !tbaa !5, !alias.scope !252
  %13 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 1, ptr %13, align 8, !tbaa !5, !alias.scope !252
  %14 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %14, align 8, !tbaa !5, !alias.scope !252
  store i64 %12, ptr %8, align 8, !tbaa !5, !alias.scope !255
  %15 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 1, ptr %15, align 8, !tbaa !5, !alias.scope !255
  %16 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %16, align 8, !tbaa !5, !alias.scope !255
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #26
  %17 = load i64, ptr %3, align 8
  %18 = getelementptr inbounds i8, ptr %3, i64 8
  %19 = getelementptr inbounds i8, ptr %3, i64 16
  %20 = load ptr, ptr %19, align 8, !tbaa !11
  %21 = load ptr, ptr %18, align 8, !tbaa !11
  %22 = ptrtoint ptr %20 to i64
  %23 = ptrtoint ptr %21 to i64
  %24 = sub i64 %22, %23
  %25 = icmp eq ptr %20, %21
  br i1 %25, label %52, label %26

26:                                               ; preds = %5
  %27 = icmp ugt i64 %24, 9223372036854775792
  br i1 %27, label %28, label %29, !prof !35

28:                                               ; preds = %26
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #27
  unreachable

29:                                               ; preds = %26
  %30 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %24) #28
  br label %31

31:                                               ; preds = %48, %29
  %32 = phi ptr [ %50, %48 ], [ %30, %29 ]
  %33 = phi ptr [ %49, %48 ], [ %21, %29 ]
  %34 = load ptr, ptr %33, align 8, !tbaa !258
  store ptr %34, ptr %32, align 8, !tbaa !258
  %35 = getelementptr inbounds i8, ptr %32, i64 8
  %36 = getelementptr inbounds i8, ptr %33, i64 8
  %37 = load ptr, ptr %36, align 8, !tbaa !25
  store ptr %37, ptr %35, align 8, !tbaa !25
  %38 = icmp eq ptr %37, null
  br i1 %38, label %48, label %39

39:                                               ; preds = %31
  %40 = getelementptr inbounds i8, ptr %37, i64 8
  %41 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %42 = icmp eq i8 %41, 0
  br i1 %42, label %46, label %43

43:                                               ; preds = %39
  %44 = load i32, ptr %40, align 4, !tbaa !34
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr %40, align 4, !tbaa !34
  br label %48

46:                                               ; preds = %39
  %47 = atomicrmw volatile add ptr %40, i32 1 acq_rel, align 4
  br label %48

48:                                               ; preds = %46, %43, %31
  %49 = getelementptr inbounds i8, ptr %33, i64 16
  %50 = getelementptr inbounds i8, ptr %32, i64 16
  %51 = icmp eq ptr %49, %20
  br i1 %51, label %52, label %31, !llvm.loop !260

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
  store ptr %55, ptr %58, align 8, !tbaa !37
  %59 = load ptr, ptr %1, align 8, !tbaa !132
  %60 = icmp eq ptr %59, null
  br i1 %60, label %61, label %62

61:                                               ; preds = %52
  tail call void @__assert_fail(ptr noundef nonnull @.str.15, ptr noundef nonnull @.str.16, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #30
  unreachable

62:                                               ; preds = %52
  %63 = getelementptr inbounds i8, ptr %1, i64 24
  %64 = load i64, ptr %63, align 8, !tbaa !124
  %65 = getelementptr inbounds i8, ptr %1, i64 32
  %66 = load i8, ptr %65, align 8, !tbaa !131, !range !82, !noundef !83
  %67 = trunc nuw i8 %66 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.99") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.99") align 8 %8, i32 noundef 1024, ptr noundef nonnull %59, i32 noundef 1, i32 noundef 4, i64 noundef %64, i1 noundef zeroext %67, ptr noundef nonnull align 8 dereferenceable(32) %3)
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
  store i32 0, ptr %81, align 4, !tbaa !30
  %82 = load ptr, ptr %73, align 8, !tbaa !31
  %83 = getelementptr inbounds i8, ptr %82, i64 16
  %84 = load ptr, ptr %83, align 8
  tail call void %84(ptr noundef nonnull align 8 dereferenceable(16) %73) #26
  %85 = load ptr, ptr %73, align 8, !tbaa !31
  %86 = getelementptr inbounds i8, ptr %85, i64 24
  %87 = load ptr, ptr %86, align 8
  tail call void %87(ptr noundef nonnull align 8 dereferenceable(16) %73) #26
  br label %99

88:                                               ; preds = %75
  %89 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %90 = icmp eq i8 %89, 0
  br i1 %90, label %93, label %91

91:                                               ; preds = %88
  %92 = add nsw i32 %79, -1
  store i32 %92, ptr %76, align 4, !tbaa !34
  br label %95

93:                                               ; preds = %88
  %94 = atomicrmw volatile add ptr %76, i32 -1 acq_rel, align 4
  br label %95

95:                                               ; preds = %93, %91
  %96 = phi i32 [ %79, %91 ], [ %94, %93 ]
  %97 = icmp eq i32 %96, 1
  br i1 %97, label %98, label %99, !prof !35

98:                                               ; preds = %95
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %73) #26
  br label %99

99:                                               ; preds = %98, %95, %80, %70
  %100 = getelementptr inbounds i8, ptr %71, i64 16
  %101 = icmp eq ptr %100, %54
  br i1 %101, label %102, label %70, !llvm.loop !36

102:                                              ; preds = %99
  %103 = load ptr, ptr %56, align 8, !tbaa !22
  br label %104

104:                                              ; preds = %102, %68
  %105 = phi ptr [ %103, %102 ], [ %53, %68 ]
  %106 = icmp eq ptr %105, null
  br i1 %106, label %112, label %107

107:                                              ; preds = %104
  %108 = load ptr, ptr %58, align 8, !tbaa !37
  %109 = ptrtoint ptr %108 to i64
  %110 = ptrtoint ptr %105 to i64
  %111 = sub i64 %109, %110
  tail call void @_ZdlPvm(ptr noundef nonnull %105, i64 noundef %111) #31
  br label %112

112:                                              ; preds = %104, %107
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #26
  %113 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %113, i8 0, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #26
  %114 = load i64, ptr %3, align 8
  %115 = load ptr, ptr %19, align 8, !tbaa !11
  %116 = load ptr, ptr %18, align 8, !tbaa !11
  %117 = ptrtoint ptr %115 to i64
  %118 = ptrtoint ptr %116 to i64
  %119 = sub i64 %117, %118
  %120 = icmp eq ptr %115, %116
  br i1 %120, label %148, label %121

121:                                              ; preds = %112
  %122 = icmp ugt i64 %119, 9223372036854775792
  br i1 %122, label %123, label %125, !prof !35

123:                                              ; preds = %121
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #27
          to label %124 unwind label %238

124:                                              ; preds = %123
  unreachable

125:                                              ; preds = %121
  %126 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %119) #28
          to label %127 unwind label %238

127:                                              ; preds = %125, %144
  %128 = phi ptr [ %146, %144 ], [ %126, %125 ]
  %129 = phi ptr [ %145, %144 ], [ %116, %125 ]
  %130 = load ptr, ptr %129, align 8, !tbaa !258
  store ptr %130, ptr %128, align 8, !tbaa !258
  %131 = getelementptr inbounds i8, ptr %128, i64 8
  %132 = getelementptr inbounds i8, ptr %129, i64 8
  %133 = load ptr, ptr %132, align 8, !tbaa !25
  store ptr %133, ptr %131, align 8, !tbaa !25
  %134 = icmp eq ptr %133, null
  br i1 %134, label %144, label %135

135:                                              ; preds = %127
  %136 = getelementptr inbounds i8, ptr %133, i64 8
  %137 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %138 = icmp eq i8 %137, 0
  br i1 %138, label %142, label %139

139:                                              ; preds = %135
  %140 = load i32, ptr %136, align 4, !tbaa !34
  %141 = add nsw i32 %140, 1
  store i32 %141, ptr %136, align 4, !tbaa !34
  br label %144

142:                                              ; preds = %135
  %143 = atomicrmw volatile add ptr %136, i32 1 acq_rel, align 4
  br label %144

144:                                              ; preds = %142, %139, %127
  %145 = getelementptr inbounds i8, ptr %129, i64 16
  %146 = getelementptr inbounds i8, ptr %128, i64 16
  %147 = icmp eq ptr %145, %115
  br i1 %147, label %148, label %127, !llvm.loop !260

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
  store ptr %151, ptr %154, align 8, !tbaa !37
  %155 = and i64 %114, 16
  %156 = icmp eq i64 %155, 0
  br i1 %156, label %166, label %157

157:                                              ; preds = %148
  %158 = tail call ptr @__cxa_allocate_exception(i64 64) #26
  %159 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #26
  %160 = extractvalue { i32, ptr } %159, 0
  %161 = extractvalue { i32, ptr } %159, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %158, i32 %160, ptr %161, ptr noundef nonnull @.str.17)
          to label %162 unwind label %164

162:                                              ; preds = %157
  invoke void @__cxa_throw(ptr nonnull %158, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #27
          to label %163 unwind label %240

163:                                              ; preds = %162
  unreachable

164:                                              ; preds = %157
  %165 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %158) #26
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
  store i32 0, ptr %179, align 4, !tbaa !30
  %180 = load ptr, ptr %171, align 8, !tbaa !31
  %181 = getelementptr inbounds i8, ptr %180, i64 16
  %182 = load ptr, ptr %181, align 8
  tail call void %182(ptr noundef nonnull align 8 dereferenceable(16) %171) #26
  %183 = load ptr, ptr %171, align 8, !tbaa !31
  %184 = getelementptr inbounds i8, ptr %183, i64 24
  %185 = load ptr, ptr %184, align 8
  tail call void %185(ptr noundef nonnull align 8 dereferenceable(16) %171) #26
  br label %197

186:                                              ; preds = %173
  %187 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %188 = icmp eq i8 %187, 0
  br i1 %188, label %191, label %189

189:                                              ; preds = %186
  %190 = add nsw i32 %177, -1
  store i32 %190, ptr %174, align 4, !tbaa !34
  br label %193

191:                                              ; preds = %186
  %192 = atomicrmw volatile add ptr %174, i32 -1 acq_rel, align 4
  br label %193

193:                                              ; preds = %191, %189
  %194 = phi i32 [ %177, %189 ], [ %192, %191 ]
  %195 = icmp eq i32 %194, 1
  br i1 %195, label %196, label %197, !prof !35

196:                                              ; preds = %193
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %171) #26
  br label %197

197:                                              ; preds = %196, %193, %178, %168
  %198 = getelementptr inbounds i8, ptr %169, i64 16
  %199 = icmp eq ptr %198, %150
  br i1 %199, label %200, label %168, !llvm.loop !36

200:                                              ; preds = %197
  %201 = load ptr, ptr %152, align 8, !tbaa !22
  br label %202

202:                                              ; preds = %200, %166
  %203 = phi ptr [ %201, %200 ], [ %149, %166 ]
  %204 = icmp eq ptr %203, null
  br i1 %204, label %210, label %205

205:                                              ; preds = %202
  %206 = load ptr, ptr %154, align 8, !tbaa !37
  %207 = ptrtoint ptr %206 to i64
  %208 = ptrtoint ptr %203 to i64
  %209 = sub i64 %207, %208
  tail call void @_ZdlPvm(ptr noundef nonnull %203, i64 noundef %209) #31
  br label %210

210:                                              ; preds = %202, %205
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #26
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %211 unwind label %236

211:                                              ; preds = %210
  %212 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %213 unwind label %236

213:                                              ; preds = %211
  store ptr %212, ptr %113, align 8, !tbaa !261
  %214 = load ptr, ptr %1, align 8, !tbaa !132
  %215 = icmp eq ptr %214, null
  br i1 %215, label %216, label %217

216:                                              ; preds = %213
  tail call void @__assert_fail(ptr noundef nonnull @.str.15, ptr noundef nonnull @.str.16, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #30
  unreachable

217:                                              ; preds = %213
  %218 = load ptr, ptr %0, align 8, !tbaa !158
  invoke void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef nonnull %214, ptr noundef %218, i32 noundef 2014, i32 noundef 1024, ptr noundef nonnull align 8 dereferenceable(24) %4)
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
  %228 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #26
  %229 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #26
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
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #26
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
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %10) #26
  br label %244

244:                                              ; preds = %242, %238
  %245 = phi { ptr, i32 } [ %243, %242 ], [ %239, %238 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #26
  br label %246

246:                                              ; preds = %244, %236
  %247 = phi { ptr, i32 } [ %237, %236 ], [ %245, %244 ]
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #26
  br label %248

248:                                              ; preds = %246, %234
  %249 = phi { ptr, i32 } [ %247, %246 ], [ %235, %234 ]
  resume { ptr, i32 } %249
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range.99", align 8
  %8 = alloca %"class.sycl::_V1::range.99", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %11 = load i64, ptr %10, align 8
  store i64 %11, ptr %7, align 8, !tbaa !5, !alias.scope !262
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 1, ptr %12, align 8, !tbaa !5, !alias.scope !262
  %13 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %13, align 8, !tbaa !5, !alias.scope !262
  store i64 %11, ptr %8, align 8, !tbaa !5, !alias.scope !265
  %14 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 1, ptr %14, align 8, !tbaa !5, !alias.scope !265
  %15 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %15, align 8, !tbaa !5, !alias.scope !265
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #26
  %16 = load i64, ptr %3, align 8
  %17 = getelementptr inbounds i8, ptr %3, i64 8
  %18 = getelementptr inbounds i8, ptr %3, i64 16
  %19 = load ptr, ptr %18, align 8, !tbaa !11
  %20 = load ptr, ptr %17, align 8, !tbaa !11
  %21 = ptrtoint ptr %19 to i64
  %22 = ptrtoint ptr %20 to i64
  %23 = sub i64 %21, %22
  %24 = icmp eq ptr %19, %20
  br i1 %24, label %51, label %25

25:                                               ; preds = %5
  %26 = icmp ugt i64 %23, 9223372036854775792
  br i1 %26, label %27, label %28, !prof !35

27:                                               ; preds = %25
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #27
  unreachable

28:                                               ; preds = %25
  %29 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %23) #28
  br label %30

30:                                               ; preds = %47, %28
  %31 = phi ptr [ %49, %47 ], [ %29, %28 ]
  %32 = phi ptr [ %48, %47 ], [ %20, %28 ]
  %33 = load ptr, ptr %32, align 8, !tbaa !258
  store ptr %33, ptr %31, align 8, !tbaa !258
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = getelementptr inbounds i8, ptr %32, i64 8
  %36 = load ptr, ptr %35, align 8, !tbaa !25
  store ptr %36, ptr %34, align 8, !tbaa !25
  %37 = icmp eq ptr %36, null
  br i1 %37, label %47, label %38

38:                                               ; preds = %30
  %39 = getelementptr inbounds i8, ptr %36, i64 8
  %40 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %41 = icmp eq i8 %40, 0
  br i1 %41, label %45, label %42

42:                                               ; preds = %38
  %43 = load i32, ptr %39, align 4, !tbaa !34
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %39, align 4, !tbaa !34
  br label %47

45:                                               ; preds = %38
  %46 = atomicrmw volatile add ptr %39, i32 1 acq_rel, align 4
  br label %47

47:                                               ; preds = %45, %42, %30
  %48 = getelementptr inbounds i8, ptr %32, i64 16
  %49 = getelementptr inbounds i8, ptr %31, i64 16
  %50 = icmp eq ptr %48, %19
  br i1 %50, label %51, label %30, !llvm.loop !260

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
  store ptr %54, ptr %57, align 8, !tbaa !37
  %58 = load ptr, ptr %1, align 8, !tbaa !132
  %59 = icmp eq ptr %58, null
  br i1 %59, label %60, label %61

60:                                               ; preds = %51
  tail call void @__assert_fail(ptr noundef nonnull @.str.15, ptr noundef nonnull @.str.16, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #30
  unreachable

61:                                               ; preds = %51
  %62 = and i64 %16, 16
  %63 = icmp eq i64 %62, 0
  %64 = select i1 %63, i32 1025, i32 1027
  %65 = getelementptr inbounds i8, ptr %1, i64 24
  %66 = load i64, ptr %65, align 8, !tbaa !124
  %67 = getelementptr inbounds i8, ptr %1, i64 32
  %68 = load i8, ptr %67, align 8, !tbaa !131, !range !82, !noundef !83
  %69 = trunc nuw i8 %68 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.99") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.99") align 8 %8, i32 noundef %64, ptr noundef nonnull %58, i32 noundef 1, i32 noundef 4, i64 noundef %66, i1 noundef zeroext %69, ptr noundef nonnull align 8 dereferenceable(32) %3)
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
  store i32 0, ptr %83, align 4, !tbaa !30
  %84 = load ptr, ptr %75, align 8, !tbaa !31
  %85 = getelementptr inbounds i8, ptr %84, i64 16
  %86 = load ptr, ptr %85, align 8
  tail call void %86(ptr noundef nonnull align 8 dereferenceable(16) %75) #26
  %87 = load ptr, ptr %75, align 8, !tbaa !31
  %88 = getelementptr inbounds i8, ptr %87, i64 24
  %89 = load ptr, ptr %88, align 8
  tail call void %89(ptr noundef nonnull align 8 dereferenceable(16) %75) #26
  br label %101

90:                                               ; preds = %77
  %91 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %92 = icmp eq i8 %91, 0
  br i1 %92, label %95, label %93

93:                                               ; preds = %90
  %94 = add nsw i32 %81, -1
  store i32 %94, ptr %78, align 4, !tbaa !34
  br label %97

95:                                               ; preds = %90
  %96 = atomicrmw volatile add ptr %78, i32 -1 acq_rel, align 4
  br label %97

97:                                               ; preds = %95, %93
  %98 = phi i32 [ %81, %93 ], [ %96, %95 ]
  %99 = icmp eq i32 %98, 1
  br i1 %99, label %100, label %101, !prof !35

100:                                              ; preds = %97
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %75) #26
  br label %101

101:                                              ; preds = %100, %97, %82, %72
  %102 = getelementptr inbounds i8, ptr %73, i64 16
  %103 = icmp eq ptr %102, %53
  br i1 %103, label %104, label %72, !llvm.loop !36

104:                                              ; preds = %101
  %105 = load ptr, ptr %55, align 8, !tbaa !22
  br label %106

106:                                              ; preds = %104, %70
  %107 = phi ptr [ %105, %104 ], [ %52, %70 ]
  %108 = icmp eq ptr %107, null
  br i1 %108, label %114, label %109

109:                                              ; preds = %106
  %110 = load ptr, ptr %57, align 8, !tbaa !37
  %111 = ptrtoint ptr %110 to i64
  %112 = ptrtoint ptr %107 to i64
  %113 = sub i64 %111, %112
  tail call void @_ZdlPvm(ptr noundef nonnull %107, i64 noundef %113) #31
  br label %114

114:                                              ; preds = %106, %109
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #26
  %115 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %115, i8 0, i64 16, i1 false)
  %116 = load ptr, ptr %18, align 8, !tbaa !11
  %117 = load ptr, ptr %17, align 8, !tbaa !11
  %118 = ptrtoint ptr %116 to i64
  %119 = ptrtoint ptr %117 to i64
  %120 = sub i64 %118, %119
  %121 = icmp eq ptr %116, %117
  br i1 %121, label %182, label %122

122:                                              ; preds = %114
  %123 = icmp ugt i64 %120, 9223372036854775792
  br i1 %123, label %124, label %126, !prof !35

124:                                              ; preds = %122
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #27
          to label %125 unwind label %210

125:                                              ; preds = %124
  unreachable

126:                                              ; preds = %122
  %127 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %120) #28
          to label %128 unwind label %210

128:                                              ; preds = %126, %145
  %129 = phi ptr [ %147, %145 ], [ %127, %126 ]
  %130 = phi ptr [ %146, %145 ], [ %117, %126 ]
  %131 = load ptr, ptr %130, align 8, !tbaa !258
  store ptr %131, ptr %129, align 8, !tbaa !258
  %132 = getelementptr inbounds i8, ptr %129, i64 8
  %133 = getelementptr inbounds i8, ptr %130, i64 8
  %134 = load ptr, ptr %133, align 8, !tbaa !25
  store ptr %134, ptr %132, align 8, !tbaa !25
  %135 = icmp eq ptr %134, null
  br i1 %135, label %145, label %136

136:                                              ; preds = %128
  %137 = getelementptr inbounds i8, ptr %134, i64 8
  %138 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %139 = icmp eq i8 %138, 0
  br i1 %139, label %143, label %140

140:                                              ; preds = %136
  %141 = load i32, ptr %137, align 4, !tbaa !34
  %142 = add nsw i32 %141, 1
  store i32 %142, ptr %137, align 4, !tbaa !34
  br label %145

143:                                              ; preds = %136
  %144 = atomicrmw volatile add ptr %137, i32 1 acq_rel, align 4
  br label %145

145:                                              ; preds = %143, %140, %128
  %146 = getelementptr inbounds i8, ptr %130, i64 16
  %147 = getelementptr inbounds i8, ptr %129, i64 16
  %148 = icmp eq ptr %146, %116
  br i1 %148, label %149, label %128, !llvm.loop !260

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
  store i32 0, ptr %160, align 4, !tbaa !30
  %161 = load ptr, ptr %152, align 8, !tbaa !31
  %162 = getelementptr inbounds i8, ptr %161, i64 16
  %163 = load ptr, ptr %162, align 8
  tail call void %163(ptr noundef nonnull align 8 dereferenceable(16) %152) #26
  %164 = load ptr, ptr %152, align 8, !tbaa !31
  %165 = getelementptr inbounds i8, ptr %164, i64 24
  %166 = load ptr, ptr %165, align 8
  tail call void %166(ptr noundef nonnull align 8 dereferenceable(16) %152) #26
  br label %178

167:                                              ; preds = %154
  %168 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %169 = icmp eq i8 %168, 0
  br i1 %169, label %172, label %170

170:                                              ; preds = %167
  %171 = add nsw i32 %158, -1
  store i32 %171, ptr %155, align 4, !tbaa !34
  br label %174

172:                                              ; preds = %167
  %173 = atomicrmw volatile add ptr %155, i32 -1 acq_rel, align 4
  br label %174

174:                                              ; preds = %172, %170
  %175 = phi i32 [ %158, %170 ], [ %173, %172 ]
  %176 = icmp eq i32 %175, 1
  br i1 %176, label %177, label %178, !prof !35

177:                                              ; preds = %174
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %152) #26
  br label %178

178:                                              ; preds = %177, %174, %159, %149
  %179 = getelementptr inbounds i8, ptr %150, i64 16
  %180 = icmp eq ptr %150, %129
  br i1 %180, label %181, label %149, !llvm.loop !36

181:                                              ; preds = %178
  tail call void @_ZdlPvm(ptr noundef nonnull %127, i64 noundef %120) #31
  br label %182

182:                                              ; preds = %114, %181
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %183 unwind label %208

183:                                              ; preds = %182
  %184 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %185 unwind label %208

185:                                              ; preds = %183
  store ptr %184, ptr %115, align 8, !tbaa !268
  %186 = load ptr, ptr %1, align 8, !tbaa !132
  %187 = icmp eq ptr %186, null
  br i1 %187, label %188, label %189

188:                                              ; preds = %185
  tail call void @__assert_fail(ptr noundef nonnull @.str.15, ptr noundef nonnull @.str.16, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #30
  unreachable

189:                                              ; preds = %185
  %190 = load ptr, ptr %0, align 8, !tbaa !158
  invoke void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef nonnull %186, ptr noundef %190, i32 noundef 2014, i32 noundef 1025, ptr noundef nonnull align 8 dereferenceable(24) %4)
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
  %200 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #26
  %201 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #26
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
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #26
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
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #26
  br label %214

214:                                              ; preds = %212, %206
  %215 = phi { ptr, i32 } [ %213, %212 ], [ %207, %206 ]
  resume { ptr, i32 } %215
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local { i64, i32 } @_ZN4sycl3_V16detail18getKernelParamDescI7InPlaceEENS1_19kernel_param_desc_tEi(i32 noundef %0) #6 comdat {
  %2 = add i32 %0, 28
  %3 = zext i32 %2 to i64
  %4 = getelementptr inbounds [31 x %"struct.sycl::_V1::detail::kernel_param_desc_t"], ptr @_ZN4sycl3_V16detailL17kernel_signaturesE, i64 0, i64 %3
  %5 = load i64, ptr %4, align 4
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = load i32, ptr %6, align 4, !tbaa !34
  %8 = insertvalue { i64, i32 } poison, i64 %5, 0
  %9 = insertvalue { i64, i32 } %8, i32 %7, 1
  ret { i64, i32 } %9
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler19setDeviceKernelInfoI7InPlaceEEvPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1) local_unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 64
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoI7InPlaceEEvPv.Info, i64 16, i1 false), !tbaa.struct !174
  tail call void @_ZN4sycl3_V17handler13setKernelFuncEPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1)
  %4 = load atomic i8, ptr @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI7InPlaceEERNS1_16DeviceKernelInfoEvE4Info acquire, align 8
  %5 = icmp eq i8 %4, 0
  br i1 %5, label %6, label %14, !prof !175

6:                                                ; preds = %2
  %7 = tail call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI7InPlaceEERNS1_16DeviceKernelInfoEvE4Info) #26
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %14, label %9

9:                                                ; preds = %6
  %10 = invoke noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoERKNS1_27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(81) @_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI7InPlaceEE)
          to label %11 unwind label %12

11:                                               ; preds = %9
  store ptr %10, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI7InPlaceEERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !11
  tail call void @__cxa_guard_release(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI7InPlaceEERNS1_16DeviceKernelInfoEvE4Info) #26
  br label %14

12:                                               ; preds = %9
  %13 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_guard_abort(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI7InPlaceEERNS1_16DeviceKernelInfoEvE4Info) #26
  resume { ptr, i32 } %13

14:                                               ; preds = %2, %6, %11
  %15 = load ptr, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI7InPlaceEERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !11
  tail call void @_ZN4sycl3_V17handler22setDeviceKernelInfoPtrEPNS0_6detail16DeviceKernelInfoE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull %15)
  tail call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(176) %0, i32 noundef 1)
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE2_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(72) %0) unnamed_addr #23 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE2_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(72) %0) unnamed_addr #7 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE2_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %0, align 8, !tbaa !31
  %2 = getelementptr inbounds i8, ptr %0, i64 48
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
  store i32 0, ptr %11, align 4, !tbaa !30
  %12 = load ptr, ptr %3, align 8, !tbaa !31
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  %15 = load ptr, ptr %3, align 8, !tbaa !31
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !34
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !35

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
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
  store i32 0, ptr %39, align 4, !tbaa !30
  %40 = load ptr, ptr %31, align 8, !tbaa !31
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #26
  %43 = load ptr, ptr %31, align 8, !tbaa !31
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #26
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !34
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !35

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #26
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE2_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(72) %0) unnamed_addr #7 align 2 {
  tail call void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE2_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %0) #26
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 72) #31
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi1ELb1EEEZZ4mainENKUlRNS0_7handlerEE2_clES6_EUlNS0_2idILi1EEEE_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE(ptr noundef %0, ptr nocapture noundef readonly byval(%"class.sycl::_V1::item") align 8 %1, ptr nocapture nonnull readnone align 1 %2) #6 personality ptr @__gxx_personality_v0 {
  %4 = getelementptr inbounds i8, ptr %1, i64 8
  %5 = load i64, ptr %4, align 8, !tbaa !5
  %6 = getelementptr inbounds i8, ptr %0, i64 32
  %7 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %6), !noalias !269
  %8 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %6), !noalias !272
  %9 = load i64, ptr %8, align 8
  %10 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %6) #26
  %11 = getelementptr float, ptr %10, i64 %9
  %12 = getelementptr float, ptr %11, i64 %5
  %13 = load float, ptr %12, align 4, !tbaa !9
  %14 = fadd float %13, 1.000000e+00
  %15 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0), !noalias !275
  %16 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0), !noalias !278
  %17 = load i64, ptr %16, align 8
  %18 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #26
  %19 = getelementptr float, ptr %18, i64 %17
  %20 = getelementptr float, ptr %19, i64 %5
  store float %14, ptr %20, align 4, !tbaa !9
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #24

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #25

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { inlinehint mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { inlinehint mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { nofree nosync nounwind memory(none) }
attributes #15 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #16 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #17 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #18 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #19 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #20 = { mustprogress noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #21 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #22 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #23 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #24 = { nofree nounwind }
attributes #25 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #26 = { nounwind }
attributes #27 = { noreturn }
attributes #28 = { builtin allocsize(0) }
attributes #29 = { nounwind allocsize(0) }
attributes #30 = { noreturn nounwind }
attributes #31 = { builtin nounwind }

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
!10 = !{!"float", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"any pointer", !7, i64 0}
!13 = distinct !{!13, !14, !15, !16}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.isvectorized", i32 1}
!16 = !{!"llvm.loop.unroll.runtime.disable"}
!17 = distinct !{!17, !14}
!18 = !{!19, !12, i64 24}
!19 = !{!"_ZTSSt8functionIFvN4sycl3_V114exception_listEEE", !20, i64 0, !12, i64 24}
!20 = !{!"_ZTSSt14_Function_base", !7, i64 0, !12, i64 16}
!21 = !{!20, !12, i64 16}
!22 = !{!23, !12, i64 0}
!23 = !{!"_ZTSNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EE17_Vector_impl_dataE", !12, i64 0, !12, i64 8, !12, i64 16}
!24 = !{!23, !12, i64 8}
!25 = !{!26, !12, i64 0}
!26 = !{!"_ZTSSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EE", !12, i64 0}
!27 = !{!28, !29, i64 8}
!28 = !{!"_ZTSSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE", !29, i64 8, !29, i64 12}
!29 = !{!"int", !7, i64 0}
!30 = !{!28, !29, i64 12}
!31 = !{!32, !32, i64 0}
!32 = !{!"vtable pointer", !8, i64 0}
!33 = !{!7, !7, i64 0}
!34 = !{!29, !29, i64 0}
!35 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!36 = distinct !{!36, !14}
!37 = !{!23, !12, i64 16}
!38 = !{!39, !12, i64 0}
!39 = !{!"_ZTSN4sycl3_V16detail13code_locationE", !12, i64 0, !12, i64 8, !29, i64 16, !29, i64 20}
!40 = !{!41}
!41 = distinct !{!41, !42, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!42 = distinct !{!42, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!43 = !{!39, !12, i64 8}
!44 = !{!39, !29, i64 16}
!45 = !{!39, !29, i64 20}
!46 = !{!47}
!47 = distinct !{!47, !48, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!48 = distinct !{!48, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!49 = !{!50}
!50 = distinct !{!50, !51, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!51 = distinct !{!51, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!52 = !{!53}
!53 = distinct !{!53, !54, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!54 = distinct !{!54, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!55 = !{!56}
!56 = distinct !{!56, !57, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!57 = distinct !{!57, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!58 = !{!59}
!59 = distinct !{!59, !60, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!60 = distinct !{!60, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!61 = !{!62}
!62 = distinct !{!62, !63, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!63 = distinct !{!63, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!64 = !{!65}
!65 = distinct !{!65, !66, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!66 = distinct !{!66, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!67 = !{!68}
!68 = distinct !{!68, !69, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE: argument 0"}
!69 = distinct !{!69, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE"}
!70 = !{!71, !12, i64 0}
!71 = !{!"_ZTSN4sycl3_V16detail19type_erased_cgfo_tyE", !12, i64 0, !12, i64 8}
!72 = !{!71, !12, i64 8}
!73 = !{!74, !68}
!74 = distinct !{!74, !75, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE: argument 0"}
!75 = distinct !{!75, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE"}
!76 = !{!77, !78, i64 0}
!77 = !{!"_ZTSN4sycl3_V16detail3_V114SubmissionInfoE", !78, i64 0}
!78 = !{!"_ZTSN4sycl3_V13ext6oneapi12experimental15event_mode_enumE", !7, i64 0}
!79 = !{!80, !81, i64 8}
!80 = !{!"_ZTSN4sycl3_V16detail14tls_code_loc_tE", !12, i64 0, !81, i64 8}
!81 = !{!"bool", !7, i64 0}
!82 = !{i8 0, i8 2}
!83 = !{}
!84 = !{!85}
!85 = distinct !{!85, !86, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!86 = distinct !{!86, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!87 = !{!88}
!88 = distinct !{!88, !89, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE: argument 0"}
!89 = distinct !{!89, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE"}
!90 = !{!91, !88}
!91 = distinct !{!91, !92, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE: argument 0"}
!92 = distinct !{!92, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE"}
!93 = !{!94}
!94 = distinct !{!94, !95, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!95 = distinct !{!95, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!96 = !{!97}
!97 = distinct !{!97, !98, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE1_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE: argument 0"}
!98 = distinct !{!98, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE1_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE"}
!99 = !{!100, !97}
!100 = distinct !{!100, !101, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE: argument 0"}
!101 = distinct !{!101, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE"}
!102 = !{!103}
!103 = distinct !{!103, !104, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!104 = distinct !{!104, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!105 = !{!106}
!106 = distinct !{!106, !107, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE2_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE: argument 0"}
!107 = distinct !{!107, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE2_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE"}
!108 = !{!109, !106}
!109 = distinct !{!109, !110, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE: argument 0"}
!110 = distinct !{!110, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE"}
!111 = distinct !{!111, !14}
!112 = distinct !{!112, !14}
!113 = distinct !{!113, !14}
!114 = !{!115}
!115 = distinct !{!115, !116, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!116 = distinct !{!116, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!117 = !{!118, !6, i64 0}
!118 = !{!"_ZTSN4sycl3_V16detail17aligned_allocatorIfEE", !6, i64 0}
!119 = !{!120, !6, i64 16}
!120 = !{!"_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE", !121, i64 0, !118, i64 8, !6, i64 16}
!121 = !{!"_ZTSN4sycl3_V16detail19SYCLMemObjAllocatorE"}
!122 = !{!123, !12, i64 0}
!123 = !{!"_ZTSSt10_Head_baseILm0EPN4sycl3_V16detail19SYCLMemObjAllocatorELb0EE", !12, i64 0}
!124 = !{!125, !6, i64 24}
!125 = !{!"_ZTSN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEE", !126, i64 0, !129, i64 16, !6, i64 24, !81, i64 32}
!126 = !{!"_ZTSN4sycl3_V16detail12buffer_plainE", !127, i64 0}
!127 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail11buffer_implEE", !128, i64 0}
!128 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail11buffer_implELN9__gnu_cxx12_Lock_policyE2EE", !12, i64 0, !26, i64 8}
!129 = !{!"_ZTSN4sycl3_V15rangeILi1EEE", !130, i64 0}
!130 = !{!"_ZTSN4sycl3_V16detail5arrayILi1EEE", !7, i64 0}
!131 = !{!125, !81, i64 32}
!132 = !{!128, !12, i64 0}
!133 = !{!134, !12, i64 8}
!134 = !{!"_ZTSSt9type_info", !12, i64 8}
!135 = !{!136}
!136 = distinct !{!136, !137, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi1EEE: argument 0"}
!137 = distinct !{!137, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi1EEE"}
!138 = !{!139, !12, i64 0}
!139 = !{!"_ZTSNSt15__exception_ptr13exception_ptrE", !12, i64 0}
!140 = !{!141, !143, i64 32}
!141 = !{!"_ZTSSt8ios_base", !6, i64 8, !6, i64 16, !142, i64 24, !143, i64 28, !143, i64 32, !12, i64 40, !144, i64 48, !7, i64 64, !29, i64 192, !12, i64 200, !145, i64 208}
!142 = !{!"_ZTSSt13_Ios_Fmtflags", !7, i64 0}
!143 = !{!"_ZTSSt12_Ios_Iostate", !7, i64 0}
!144 = !{!"_ZTSNSt8ios_base6_WordsE", !12, i64 0, !6, i64 8}
!145 = !{!"_ZTSSt6locale", !12, i64 0}
!146 = !{!147, !12, i64 24}
!147 = !{!"_ZTSSt8functionIFiRKN4sycl3_V16deviceEEE", !20, i64 0, !12, i64 24}
!148 = !{!149, !12, i64 16}
!149 = !{!"_ZTSNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE17_Vector_impl_dataE", !12, i64 0, !12, i64 8, !12, i64 16}
!150 = !{!149, !12, i64 0}
!151 = !{!149, !12, i64 8}
!152 = distinct !{!152, !14}
!153 = !{!154, !12, i64 0}
!154 = !{!"_ZTSZ4mainEUlRN4sycl3_V17handlerEE_", !12, i64 0, !12, i64 8, !12, i64 16, !12, i64 24, !12, i64 32}
!155 = !{!154, !12, i64 8}
!156 = !{!154, !12, i64 16}
!157 = !{!154, !12, i64 24}
!158 = !{!159, !12, i64 0}
!159 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail16AccessorImplHostELN9__gnu_cxx12_Lock_policyE2EE", !12, i64 0, !26, i64 8}
!160 = !{!161, !10, i64 32}
!161 = !{!"_ZTSZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_EUlNS0_2idILi1EEEE_", !162, i64 0, !10, i64 32, !165, i64 40, !165, i64 72}
!162 = !{!"_ZTSN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !163, i64 0, !12, i64 16, !7, i64 24}
!163 = !{!"_ZTSN4sycl3_V16detail16AccessorBaseHostE", !164, i64 0}
!164 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail16AccessorImplHostEE", !159, i64 0}
!165 = !{!"_ZTSN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !163, i64 0, !12, i64 16, !7, i64 24}
!166 = !{!167, !12, i64 0}
!167 = !{!"_ZTSN4sycl3_V16detail16nd_range_view_v113nd_range_viewE", !12, i64 0, !12, i64 8, !12, i64 16, !6, i64 24}
!168 = !{!167, !6, i64 24}
!169 = !{!170, !29, i64 16}
!170 = !{!"_ZTSN4sycl3_V16detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE", !171, i64 0, !29, i64 16, !81, i64 20, !171, i64 24, !171, i64 40, !29, i64 56, !29, i64 60, !6, i64 64, !12, i64 72, !81, i64 80}
!171 = !{!"_ZTSN4sycl3_V16detail11string_viewE", !12, i64 0, !6, i64 8}
!172 = distinct !{!172, !14}
!173 = !{!170, !12, i64 72}
!174 = !{i64 0, i64 8, !11, i64 8, i64 8, !5}
!175 = !{!"branch_weights", i32 1, i32 1048575}
!176 = !{!177}
!177 = distinct !{!177, !178, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!178 = distinct !{!178, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!179 = !{!180}
!180 = distinct !{!180, !181, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!181 = distinct !{!181, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!182 = !{!183}
!183 = distinct !{!183, !184, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!184 = distinct !{!184, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!185 = !{!186}
!186 = distinct !{!186, !187, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!187 = distinct !{!187, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!188 = !{!189}
!189 = distinct !{!189, !190, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!190 = distinct !{!190, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!191 = !{!192}
!192 = distinct !{!192, !193, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!193 = distinct !{!193, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!194 = !{!195, !12, i64 0}
!195 = !{!"_ZTSZ4mainEUlRN4sycl3_V17handlerEE0_", !12, i64 0, !12, i64 8, !12, i64 16, !12, i64 24}
!196 = !{!195, !12, i64 8}
!197 = !{!195, !12, i64 16}
!198 = !{!195, !12, i64 24}
!199 = !{!200}
!200 = distinct !{!200, !201, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!201 = distinct !{!201, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!202 = !{!203}
!203 = distinct !{!203, !204, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!204 = distinct !{!204, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!205 = !{!206}
!206 = distinct !{!206, !207, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!207 = distinct !{!207, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!208 = !{!209}
!209 = distinct !{!209, !210, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!210 = distinct !{!210, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!211 = !{!212}
!212 = distinct !{!212, !213, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!213 = distinct !{!213, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!214 = !{!215}
!215 = distinct !{!215, !216, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!216 = distinct !{!216, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!217 = !{!218, !12, i64 0}
!218 = !{!"_ZTSZ4mainEUlRN4sycl3_V17handlerEE1_", !12, i64 0, !12, i64 8, !12, i64 16, !12, i64 24}
!219 = !{!218, !12, i64 8}
!220 = !{!218, !12, i64 16}
!221 = !{!218, !12, i64 24}
!222 = !{!223, !6, i64 0}
!223 = !{!"_ZTSZZ4mainENKUlRN4sycl3_V17handlerEE1_clES2_EUlNS0_2idILi1EEEE_", !6, i64 0, !165, i64 8, !162, i64 40, !165, i64 72}
!224 = !{!225}
!225 = distinct !{!225, !226, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!226 = distinct !{!226, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!227 = !{!228}
!228 = distinct !{!228, !229, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!229 = distinct !{!229, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!230 = distinct !{!230, !14}
!231 = !{!232}
!232 = distinct !{!232, !233, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!233 = distinct !{!233, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!234 = !{!235}
!235 = distinct !{!235, !236, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!236 = distinct !{!236, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!237 = !{!238}
!238 = distinct !{!238, !239, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!239 = distinct !{!239, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!240 = !{!241}
!241 = distinct !{!241, !242, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!242 = distinct !{!242, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!243 = !{!244, !12, i64 0}
!244 = !{!"_ZTSZ4mainEUlRN4sycl3_V17handlerEE2_", !12, i64 0, !12, i64 8}
!245 = !{!246}
!246 = distinct !{!246, !247, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!247 = distinct !{!247, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!248 = !{!249}
!249 = distinct !{!249, !250, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!250 = distinct !{!250, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!251 = !{!244, !12, i64 8}
!252 = !{!253}
!253 = distinct !{!253, !254, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!254 = distinct !{!254, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!255 = !{!256}
!256 = distinct !{!256, !257, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!257 = distinct !{!257, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!258 = !{!259, !12, i64 0}
!259 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseELN9__gnu_cxx12_Lock_policyE2EE", !12, i64 0, !26, i64 8}
!260 = distinct !{!260, !14}
!261 = !{!165, !12, i64 16}
!262 = !{!263}
!263 = distinct !{!263, !264, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!264 = distinct !{!264, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!265 = !{!266}
!266 = distinct !{!266, !267, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!267 = distinct !{!267, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!268 = !{!162, !12, i64 16}
!269 = !{!270}
!270 = distinct !{!270, !271, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!271 = distinct !{!271, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!272 = !{!273}
!273 = distinct !{!273, !274, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!274 = distinct !{!274, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!275 = !{!276}
!276 = distinct !{!276, !277, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!277 = distinct !{!277, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!278 = !{!279}
!279 = distinct !{!279, !280, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!280 = distinct !{!280, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
