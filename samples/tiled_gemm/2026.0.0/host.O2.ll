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
%class.anon.13 = type { ptr, ptr }
%"class.sycl::_V1::detail::type_erased_cgfo_ty" = type { ptr, ptr }
%class.anon = type { ptr, ptr, ptr }
%"class.std::function" = type { %"class.std::_Function_base", ptr }
%"class.std::_Function_base" = type { %"union.std::_Any_data", ptr }
%"union.std::_Any_data" = type { %"union.std::_Nocopy_types" }
%"union.std::_Nocopy_types" = type { { i64, i64 } }
%"class.sycl::_V1::queue" = type { %"class.std::shared_ptr" }
%"class.std::shared_ptr" = type { %"class.std::__shared_ptr" }
%"class.std::__shared_ptr" = type { ptr, %"class.std::__shared_count" }
%"class.std::__shared_count" = type { ptr }
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
%"class.sycl::_V1::detail::array" = type { [2 x i64] }
%"struct.sycl::_V1::detail::code_location" = type { ptr, ptr, i32, i32 }
%"class.sycl::_V1::event" = type { %"class.std::shared_ptr.10" }
%"class.std::shared_ptr.10" = type { %"class.std::__shared_ptr.11" }
%"class.std::__shared_ptr.11" = type { ptr, %"class.std::__shared_count" }
%"class.std::unique_ptr" = type { %"struct.std::__uniq_ptr_data" }
%"struct.std::__uniq_ptr_data" = type { %"class.std::__uniq_ptr_impl" }
%"class.std::__uniq_ptr_impl" = type { %"class.std::tuple" }
%"class.std::tuple" = type { %"struct.std::_Tuple_impl" }
%"struct.std::_Tuple_impl" = type { %"struct.std::_Head_base.26" }
%"struct.std::_Head_base.26" = type { ptr }
%"struct.std::array" = type { [3 x i64] }
%"class.std::__exception_ptr::exception_ptr" = type { ptr }
%"class.sycl::_V1::device" = type { ptr }
%"class.std::function.19" = type { %"class.std::_Function_base", ptr }
%"class.sycl::_V1::exception_list" = type { %"class.std::vector.14" }
%"class.std::vector.14" = type { %"struct.std::_Vector_base.15" }
%"struct.std::_Vector_base.15" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.std::shared_ptr.40" = type { %"class.std::__shared_ptr.41" }
%"class.std::__shared_ptr.41" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view" = type { ptr, ptr, ptr, i64 }
%"class.sycl::_V1::nd_range" = type { %"class.sycl::_V1::range", %"class.sycl::_V1::range", %"class.sycl::_V1::id" }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::accessor" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [32 x i8] }
%"class.sycl::_V1::detail::AccessorBaseHost" = type { %"class.std::shared_ptr.77" }
%"class.std::shared_ptr.77" = type { %"class.std::__shared_ptr.78" }
%"class.std::__shared_ptr.78" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::accessor.81" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [32 x i8] }
%"class.sycl::_V1::local_accessor" = type { %"class.sycl::_V1::local_accessor_base" }
%"class.sycl::_V1::local_accessor_base" = type { %"class.sycl::_V1::detail::LocalAccessorBaseHost", [40 x i8] }
%"class.sycl::_V1::detail::LocalAccessorBaseHost" = type { %"class.std::shared_ptr.85" }
%"class.std::shared_ptr.85" = type { %"class.std::__shared_ptr.86" }
%"class.std::__shared_ptr.86" = type { ptr, %"class.std::__shared_count" }
%class.anon.90 = type { %"class.sycl::_V1::accessor", %"class.sycl::_V1::local_accessor", %"class.sycl::_V1::local_accessor", %"class.sycl::_V1::accessor", %"class.sycl::_V1::accessor.81" }
%"class.sycl::_V1::id.91" = type { %"class.sycl::_V1::detail::array.92" }
%"class.sycl::_V1::detail::array.92" = type { [3 x i64] }
%"class.sycl::_V1::range.93" = type { %"class.sycl::_V1::detail::array.92" }
%"class.sycl::_V1::ext::oneapi::accessor_property_list" = type { %"class.sycl::_V1::detail::PropertyListBase" }
%"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript" = type { %"class.sycl::_V1::id", %"class.sycl::_V1::accessor" }
%"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read_write, sycl::_V1::access::target::local, sycl::_V1::access::placeholder::false_t>::AccessorSubscript" = type { %"class.sycl::_V1::id", %"class.sycl::_V1::local_accessor_base" }
%"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::write, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript" = type { %"class.sycl::_V1::id", %"class.sycl::_V1::accessor.81" }
%"class.sycl::_V1::local_accessor.175" = type { %"class.sycl::_V1::local_accessor_base.176" }
%"class.sycl::_V1::local_accessor_base.176" = type { %"class.sycl::_V1::detail::LocalAccessorBaseHost", [16 x i8] }
%class.anon.179 = type { %"class.sycl::_V1::local_accessor.175", %"class.sycl::_V1::accessor", %"class.sycl::_V1::accessor.81" }

$_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi2EEERKNS0_13property_listENS2_13code_locationE = comdat any

$_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev = comdat any

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

$_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V16detail16PropertyListBaseD2Ev = comdat any

$_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V119local_accessor_baseIfLi2ELNS0_6access4modeE1026ELNS2_11placeholderE0EEC2ILi2EvEENS0_5rangeILi2EEERNS0_7handlerENS0_6detail13code_locationE = comdat any

$_ZN4sycl3_V16detail18getKernelParamDescI9TiledGemmEENS1_19kernel_param_desc_tEi = comdat any

$_ZN4sycl3_V17handler19setDeviceKernelInfoI9TiledGemmEEvPv = comdat any

$_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1026ELNS3_6targetE2016ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_19local_accessor_baseIfLi2ELS4_1026ELS6_0EEEED2Ev = comdat any

$_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev = comdat any

$_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1025ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1025ELS5_2014ELS6_0ESA_EEED2Ev = comdat any

$_ZN4sycl3_V16detail21LocalAccessorBaseHostD2Ev = comdat any

$_ZN4sycl3_V119local_accessor_baseIfLi1ELNS0_6access4modeE1026ELNS2_11placeholderE0EEC2ILi1EvEENS0_5rangeILi1EEERNS0_7handlerENS0_6detail13code_locationE = comdat any

$_ZN4sycl3_V16detail18getKernelParamDescI8BlockSumEENS1_19kernel_param_desc_tEi = comdat any

$_ZN4sycl3_V17handler19setDeviceKernelInfoI8BlockSumEEvPv = comdat any

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

$_ZZN4sycl3_V16detail19getDeviceKernelInfoI9TiledGemmEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI9TiledGemmEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI9TiledGemmEE = comdat any

$_ZZN4sycl3_V16detail19getDeviceKernelInfoI8BlockSumEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI8BlockSumEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI8BlockSumEE = comdat any

@.str = private unnamed_addr constant [15 x i8] c"tiled_gemm.cpp\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"main\00", align 1
@.str.2 = private unnamed_addr constant [27 x i8] c"FAIL C(%zu,%zu): %f != %f\0A\00", align 1
@.str.3 = private unnamed_addr constant [27 x i8] c"FAIL P(%zu,%zu): %f != %f\0A\00", align 1
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
@__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev = private unnamed_addr constant [130 x i8] c"sycl::buffer<float, 2>::~buffer() [T = float, Dimensions = 2, AllocatorT = sycl::detail::aligned_allocator<float>, Enable = void]\00", align 1
@.str.13 = private unnamed_addr constant [11 x i8] c"operator()\00", align 1
@.str.15 = private unnamed_addr constant [58 x i8] c"SyclObj.impl && \22every constructor should create an impl\22\00", align 1
@.str.16 = private unnamed_addr constant [96 x i8] c"root/intel-sycl-rt-2026.0.0/intel_sycl_rt-2026.0.0.data/data/include/sycl/detail/impl_utils.hpp\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi2ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_ = private unnamed_addr constant [118 x i8] c"static const decltype(Obj::impl) &sycl::detail::ImplUtils::getSyclObjImpl(const Obj &) [Obj = sycl::buffer<float, 2>]\00", align 1
@.str.17 = private unnamed_addr constant [46 x i8] c"accessor cannot be both read_only and no_init\00", align 1
@.str.18 = private unnamed_addr constant [15 x i8] c"_ZTS9TiledGemm\00", align 1
@.str.19 = private unnamed_addr constant [10 x i8] c"rtc_0.cpp\00", align 1
@.str.20 = private unnamed_addr constant [12 x i8] c"::TiledGemm\00", align 1
@_ZN4sycl3_V16detailL17kernel_signaturesE = internal unnamed_addr constant [9 x %"struct.sycl::_V1::detail::kernel_param_desc_t"] [%"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 6110, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 6112, i32 56 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 6112, i32 112 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 6110, i32 168 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 6110, i32 224 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 4064, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 6110, i32 32 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 6110, i32 88 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 15, i32 -987654321, i32 -987654321 }], align 16
@.str.21 = private unnamed_addr constant [131 x i8] c"Attempt to set multiple actions for the command group. Command group must consist of a single kernel or explicit memory operation.\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EEE = internal unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EED0Ev] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EEE = internal constant [98 x i8] c"N4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EEE\00", align 1
@_ZTSN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant [35 x i8] c"N4sycl3_V16detail14HostKernelBaseE\00", comdat, align 1
@_ZTIN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@.str.22 = private unnamed_addr constant [35 x i8] c"Barriers are not supported on host\00", align 1
@__const._ZN4sycl3_V17handler19setDeviceKernelInfoI9TiledGemmEEvPv.Info = private unnamed_addr constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.18, i64 14 }, i32 5, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.19, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.20, i64 11 }, i32 31, i32 33, i64 280, ptr @_ZN4sycl3_V16detail18getKernelParamDescI9TiledGemmEENS1_19kernel_param_desc_tEi, i8 1 }, align 8
@_ZZN4sycl3_V16detail19getDeviceKernelInfoI9TiledGemmEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local local_unnamed_addr global ptr null, comdat, align 8
@_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI9TiledGemmEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local global i64 0, comdat, align 8
@_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI9TiledGemmEE = linkonce_odr dso_local constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.18, i64 14 }, i32 5, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.19, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.20, i64 11 }, i32 31, i32 33, i64 280, ptr @_ZN4sycl3_V16detail18getKernelParamDescI9TiledGemmEENS1_19kernel_param_desc_tEi, i8 1 }, comdat, align 8
@.str.24 = private unnamed_addr constant [14 x i8] c"_ZTS8BlockSum\00", align 1
@.str.25 = private unnamed_addr constant [11 x i8] c"::BlockSum\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EEE = internal unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EED0Ev] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EEE = internal constant [99 x i8] c"N4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@__const._ZN4sycl3_V17handler19setDeviceKernelInfoI8BlockSumEEvPv.Info = private unnamed_addr constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.24, i64 13 }, i32 3, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.19, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.25, i64 10 }, i32 53, i32 32, i64 144, ptr @_ZN4sycl3_V16detail18getKernelParamDescI8BlockSumEENS1_19kernel_param_desc_tEi, i8 1 }, align 8
@_ZZN4sycl3_V16detail19getDeviceKernelInfoI8BlockSumEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local local_unnamed_addr global ptr null, comdat, align 8
@_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI8BlockSumEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local global i64 0, comdat, align 8
@_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI8BlockSumEE = linkonce_odr dso_local constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.24, i64 13 }, i32 3, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.19, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.25, i64 10 }, i32 53, i32 32, i64 144, ptr @_ZN4sycl3_V16detail18getKernelParamDescI8BlockSumEENS1_19kernel_param_desc_tEi, i8 1 }, comdat, align 8
@str = private unnamed_addr constant [5 x i8] c"PASS\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef range(i32 0, 2) i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %2 = alloca %"class.sycl::_V1::detail::_V1::SubmissionInfo", align 4
  %3 = alloca %class.anon.13, align 8
  %4 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %5 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %6 = alloca %"class.sycl::_V1::detail::_V1::SubmissionInfo", align 4
  %7 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %8 = alloca %class.anon, align 8
  %9 = alloca %"class.std::function", align 8
  %10 = alloca %"class.sycl::_V1::queue", align 8
  %11 = alloca %"class.sycl::_V1::property_list", align 8
  %12 = alloca %"class.sycl::_V1::buffer", align 8
  %13 = alloca %"class.sycl::_V1::range", align 8
  %14 = alloca %"class.sycl::_V1::property_list", align 8
  %15 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %16 = alloca %"class.sycl::_V1::buffer", align 8
  %17 = alloca %"class.sycl::_V1::range", align 8
  %18 = alloca %"class.sycl::_V1::property_list", align 8
  %19 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %20 = alloca %"class.sycl::_V1::buffer", align 8
  %21 = alloca %"class.sycl::_V1::range", align 8
  %22 = alloca %"class.sycl::_V1::property_list", align 8
  %23 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %24 = alloca %"class.sycl::_V1::buffer", align 8
  %25 = alloca %"class.sycl::_V1::range", align 8
  %26 = alloca %"class.sycl::_V1::property_list", align 8
  %27 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %28 = alloca %"class.sycl::_V1::event", align 8
  %29 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %30 = alloca %"class.sycl::_V1::event", align 8
  %31 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %32 = tail call noalias noundef nonnull dereferenceable(12288) ptr @_Znwm(i64 noundef 12288) #25
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(12288) %32, i8 0, i64 12288, i1 false)
  %33 = invoke noalias noundef nonnull dereferenceable(6144) ptr @_Znwm(i64 noundef 6144) #25
          to label %34 unwind label %56

34:                                               ; preds = %0
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(6144) %33, i8 0, i64 6144, i1 false)
  %35 = invoke noalias noundef nonnull dereferenceable(8192) ptr @_Znwm(i64 noundef 8192) #25
          to label %36 unwind label %58

36:                                               ; preds = %34
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(8192) %35, i8 0, i64 8192, i1 false), !tbaa !5
  %37 = invoke noalias noundef nonnull dereferenceable(32) ptr @_Znwm(i64 noundef 32) #25
          to label %38 unwind label %60

38:                                               ; preds = %36
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %37, i8 0, i64 32, i1 false), !tbaa !5
  br label %39

39:                                               ; preds = %39, %38
  %40 = phi i64 [ 0, %38 ], [ %53, %39 ]
  %41 = phi <4 x i16> [ <i16 0, i16 1, i16 2, i16 3>, %38 ], [ %54, %39 ]
  %42 = mul nuw <4 x i16> %41, <i16 3, i16 3, i16 3, i16 3>
  %43 = mul <4 x i16> %41, <i16 3, i16 3, i16 3, i16 3>
  %44 = add <4 x i16> %43, <i16 12, i16 12, i16 12, i16 12>
  %45 = urem <4 x i16> %42, <i16 11, i16 11, i16 11, i16 11>
  %46 = urem <4 x i16> %44, <i16 11, i16 11, i16 11, i16 11>
  %47 = uitofp nneg <4 x i16> %45 to <4 x float>
  %48 = uitofp nneg <4 x i16> %46 to <4 x float>
  %49 = fmul <4 x float> %47, <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>
  %50 = fmul <4 x float> %48, <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>
  %51 = getelementptr inbounds float, ptr %32, i64 %40
  %52 = getelementptr inbounds i8, ptr %51, i64 16
  store <4 x float> %49, ptr %51, align 4, !tbaa !5
  store <4 x float> %50, ptr %52, align 4, !tbaa !5
  %53 = add nuw i64 %40, 8
  %54 = add <4 x i16> %41, <i16 8, i16 8, i16 8, i16 8>
  %55 = icmp eq i64 %53, 3072
  br i1 %55, label %62, label %39, !llvm.loop !9

56:                                               ; preds = %0
  %57 = landingpad { ptr, i32 }
          cleanup
  br label %773

58:                                               ; preds = %34
  %59 = landingpad { ptr, i32 }
          cleanup
  br label %771

60:                                               ; preds = %36
  %61 = landingpad { ptr, i32 }
          cleanup
  br label %769

62:                                               ; preds = %39, %62
  %63 = phi i64 [ %70, %62 ], [ 0, %39 ]
  %64 = phi <4 x i16> [ %71, %62 ], [ <i16 0, i16 1, i16 2, i16 3>, %39 ]
  %65 = urem <4 x i16> %64, <i16 9, i16 9, i16 9, i16 9>
  %66 = zext nneg <4 x i16> %65 to <4 x i64>
  %67 = add nsw <4 x i64> %66, <i64 -4, i64 -4, i64 -4, i64 -4>
  %68 = sitofp <4 x i64> %67 to <4 x float>
  %69 = getelementptr inbounds float, ptr %33, i64 %63
  store <4 x float> %68, ptr %69, align 4, !tbaa !5
  %70 = add nuw i64 %63, 4
  %71 = add <4 x i16> %64, <i16 4, i16 4, i16 4, i16 4>
  %72 = icmp eq i64 %70, 1536
  br i1 %72, label %73, label %62, !llvm.loop !13

73:                                               ; preds = %62
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %10) #26
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #26
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %11, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #26
  %74 = getelementptr inbounds i8, ptr %9, i64 16
  %75 = getelementptr inbounds i8, ptr %9, i64 24
  %76 = getelementptr inbounds i8, ptr %9, i64 8
  store i64 0, ptr %76, align 8
  store ptr @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE, ptr %9, align 8, !tbaa !14
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_, ptr %75, align 8, !tbaa !16
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation, ptr %74, align 8, !tbaa !19
  invoke void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %10, ptr noundef nonnull @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE, ptr noundef nonnull align 8 dereferenceable(32) %9, ptr noundef nonnull align 8 dereferenceable(32) %11)
          to label %77 unwind label %85

77:                                               ; preds = %73
  %78 = load ptr, ptr %74, align 8, !tbaa !19
  %79 = icmp eq ptr %78, null
  br i1 %79, label %95, label %80

80:                                               ; preds = %77
  %81 = invoke noundef zeroext i1 %78(ptr noundef nonnull align 8 dereferenceable(16) %9, ptr noundef nonnull align 8 dereferenceable(16) %9, i32 noundef 3)
          to label %95 unwind label %82

82:                                               ; preds = %80
  %83 = landingpad { ptr, i32 }
          catch ptr null
  %84 = extractvalue { ptr, i32 } %83, 0
  call void @__clang_call_terminate(ptr %84) #27
  unreachable

85:                                               ; preds = %73
  %86 = landingpad { ptr, i32 }
          cleanup
  %87 = load ptr, ptr %74, align 8, !tbaa !19
  %88 = icmp eq ptr %87, null
  br i1 %88, label %94, label %89

89:                                               ; preds = %85
  %90 = invoke noundef zeroext i1 %87(ptr noundef nonnull align 8 dereferenceable(16) %9, ptr noundef nonnull align 8 dereferenceable(16) %9, i32 noundef 3)
          to label %94 unwind label %91

91:                                               ; preds = %89
  %92 = landingpad { ptr, i32 }
          catch ptr null
  %93 = extractvalue { ptr, i32 } %92, 0
  call void @__clang_call_terminate(ptr %93) #27
  unreachable

94:                                               ; preds = %89, %85
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #26
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %11) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #26
  br label %767

95:                                               ; preds = %80, %77
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #26
  %96 = getelementptr inbounds i8, ptr %11, i64 8
  %97 = load ptr, ptr %96, align 8, !tbaa !20
  %98 = getelementptr inbounds i8, ptr %11, i64 16
  %99 = load ptr, ptr %98, align 8, !tbaa !22
  %100 = icmp eq ptr %97, %99
  br i1 %100, label %135, label %101

101:                                              ; preds = %95, %130
  %102 = phi ptr [ %131, %130 ], [ %97, %95 ]
  %103 = getelementptr inbounds i8, ptr %102, i64 8
  %104 = load ptr, ptr %103, align 8, !tbaa !23
  %105 = icmp eq ptr %104, null
  br i1 %105, label %130, label %106

106:                                              ; preds = %101
  %107 = getelementptr inbounds i8, ptr %104, i64 8
  %108 = load atomic i64, ptr %107 acquire, align 8
  %109 = icmp eq i64 %108, 4294967297
  %110 = trunc i64 %108 to i32
  br i1 %109, label %111, label %119

111:                                              ; preds = %106
  store i32 0, ptr %107, align 8, !tbaa !25
  %112 = getelementptr inbounds i8, ptr %104, i64 12
  store i32 0, ptr %112, align 4, !tbaa !28
  %113 = load ptr, ptr %104, align 8, !tbaa !29
  %114 = getelementptr inbounds i8, ptr %113, i64 16
  %115 = load ptr, ptr %114, align 8
  call void %115(ptr noundef nonnull align 8 dereferenceable(16) %104) #26
  %116 = load ptr, ptr %104, align 8, !tbaa !29
  %117 = getelementptr inbounds i8, ptr %116, i64 24
  %118 = load ptr, ptr %117, align 8
  call void %118(ptr noundef nonnull align 8 dereferenceable(16) %104) #26
  br label %130

119:                                              ; preds = %106
  %120 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %121 = icmp eq i8 %120, 0
  br i1 %121, label %124, label %122

122:                                              ; preds = %119
  %123 = add nsw i32 %110, -1
  store i32 %123, ptr %107, align 4, !tbaa !32
  br label %126

124:                                              ; preds = %119
  %125 = atomicrmw volatile add ptr %107, i32 -1 acq_rel, align 4
  br label %126

126:                                              ; preds = %124, %122
  %127 = phi i32 [ %110, %122 ], [ %125, %124 ]
  %128 = icmp eq i32 %127, 1
  br i1 %128, label %129, label %130, !prof !33

129:                                              ; preds = %126
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %104) #26
  br label %130

130:                                              ; preds = %129, %126, %111, %101
  %131 = getelementptr inbounds i8, ptr %102, i64 16
  %132 = icmp eq ptr %131, %99
  br i1 %132, label %133, label %101, !llvm.loop !34

133:                                              ; preds = %130
  %134 = load ptr, ptr %96, align 8, !tbaa !20
  br label %135

135:                                              ; preds = %133, %95
  %136 = phi ptr [ %134, %133 ], [ %97, %95 ]
  %137 = icmp eq ptr %136, null
  br i1 %137, label %144, label %138

138:                                              ; preds = %135
  %139 = getelementptr inbounds i8, ptr %11, i64 24
  %140 = load ptr, ptr %139, align 8, !tbaa !35
  %141 = ptrtoint ptr %140 to i64
  %142 = ptrtoint ptr %136 to i64
  %143 = sub i64 %141, %142
  call void @_ZdlPvm(ptr noundef nonnull %136, i64 noundef %143) #28
  br label %144

144:                                              ; preds = %135, %138
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #26
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %12) #26
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %13) #26
  store i64 64, ptr %13, align 8, !tbaa !36
  %145 = getelementptr inbounds i8, ptr %13, i64 8
  store i64 48, ptr %145, align 8, !tbaa !36
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14) #26
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %14, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %15, align 8, !tbaa !38, !alias.scope !40
  %146 = getelementptr inbounds i8, ptr %15, i64 8
  store ptr @.str.1, ptr %146, align 8, !tbaa !43, !alias.scope !40
  %147 = getelementptr inbounds i8, ptr %15, i64 16
  store i32 19, ptr %147, align 8, !tbaa !44, !alias.scope !40
  %148 = getelementptr inbounds i8, ptr %15, i64 20
  store i32 28, ptr %148, align 4, !tbaa !45, !alias.scope !40
  invoke void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi2EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(41) %12, ptr noundef nonnull %32, ptr noundef nonnull align 8 dereferenceable(16) %13, ptr noundef nonnull align 8 dereferenceable(32) %14, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %15)
          to label %149 unwind label %458

149:                                              ; preds = %144
  %150 = getelementptr inbounds i8, ptr %14, i64 8
  %151 = load ptr, ptr %150, align 8, !tbaa !20
  %152 = getelementptr inbounds i8, ptr %14, i64 16
  %153 = load ptr, ptr %152, align 8, !tbaa !22
  %154 = icmp eq ptr %151, %153
  br i1 %154, label %189, label %155

155:                                              ; preds = %149, %184
  %156 = phi ptr [ %185, %184 ], [ %151, %149 ]
  %157 = getelementptr inbounds i8, ptr %156, i64 8
  %158 = load ptr, ptr %157, align 8, !tbaa !23
  %159 = icmp eq ptr %158, null
  br i1 %159, label %184, label %160

160:                                              ; preds = %155
  %161 = getelementptr inbounds i8, ptr %158, i64 8
  %162 = load atomic i64, ptr %161 acquire, align 8
  %163 = icmp eq i64 %162, 4294967297
  %164 = trunc i64 %162 to i32
  br i1 %163, label %165, label %173

165:                                              ; preds = %160
  store i32 0, ptr %161, align 8, !tbaa !25
  %166 = getelementptr inbounds i8, ptr %158, i64 12
  store i32 0, ptr %166, align 4, !tbaa !28
  %167 = load ptr, ptr %158, align 8, !tbaa !29
  %168 = getelementptr inbounds i8, ptr %167, i64 16
  %169 = load ptr, ptr %168, align 8
  call void %169(ptr noundef nonnull align 8 dereferenceable(16) %158) #26
  %170 = load ptr, ptr %158, align 8, !tbaa !29
  %171 = getelementptr inbounds i8, ptr %170, i64 24
  %172 = load ptr, ptr %171, align 8
  call void %172(ptr noundef nonnull align 8 dereferenceable(16) %158) #26
  br label %184

173:                                              ; preds = %160
  %174 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %175 = icmp eq i8 %174, 0
  br i1 %175, label %178, label %176

176:                                              ; preds = %173
  %177 = add nsw i32 %164, -1
  store i32 %177, ptr %161, align 4, !tbaa !32
  br label %180

178:                                              ; preds = %173
  %179 = atomicrmw volatile add ptr %161, i32 -1 acq_rel, align 4
  br label %180

180:                                              ; preds = %178, %176
  %181 = phi i32 [ %164, %176 ], [ %179, %178 ]
  %182 = icmp eq i32 %181, 1
  br i1 %182, label %183, label %184, !prof !33

183:                                              ; preds = %180
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %158) #26
  br label %184

184:                                              ; preds = %183, %180, %165, %155
  %185 = getelementptr inbounds i8, ptr %156, i64 16
  %186 = icmp eq ptr %185, %153
  br i1 %186, label %187, label %155, !llvm.loop !34

187:                                              ; preds = %184
  %188 = load ptr, ptr %150, align 8, !tbaa !20
  br label %189

189:                                              ; preds = %187, %149
  %190 = phi ptr [ %188, %187 ], [ %151, %149 ]
  %191 = icmp eq ptr %190, null
  br i1 %191, label %198, label %192

192:                                              ; preds = %189
  %193 = getelementptr inbounds i8, ptr %14, i64 24
  %194 = load ptr, ptr %193, align 8, !tbaa !35
  %195 = ptrtoint ptr %194 to i64
  %196 = ptrtoint ptr %190 to i64
  %197 = sub i64 %195, %196
  call void @_ZdlPvm(ptr noundef nonnull %190, i64 noundef %197) #28
  br label %198

198:                                              ; preds = %189, %192
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #26
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %13) #26
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %16) #26
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %17) #26
  store i64 48, ptr %17, align 8, !tbaa !36
  %199 = getelementptr inbounds i8, ptr %17, i64 8
  store i64 32, ptr %199, align 8, !tbaa !36
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %18) #26
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %18, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %19, align 8, !tbaa !38, !alias.scope !46
  %200 = getelementptr inbounds i8, ptr %19, i64 8
  store ptr @.str.1, ptr %200, align 8, !tbaa !43, !alias.scope !46
  %201 = getelementptr inbounds i8, ptr %19, i64 16
  store i32 20, ptr %201, align 8, !tbaa !44, !alias.scope !46
  %202 = getelementptr inbounds i8, ptr %19, i64 20
  store i32 28, ptr %202, align 4, !tbaa !45, !alias.scope !46
  invoke void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi2EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(41) %16, ptr noundef nonnull %33, ptr noundef nonnull align 8 dereferenceable(16) %17, ptr noundef nonnull align 8 dereferenceable(32) %18, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %19)
          to label %203 unwind label %460

203:                                              ; preds = %198
  %204 = getelementptr inbounds i8, ptr %18, i64 8
  %205 = load ptr, ptr %204, align 8, !tbaa !20
  %206 = getelementptr inbounds i8, ptr %18, i64 16
  %207 = load ptr, ptr %206, align 8, !tbaa !22
  %208 = icmp eq ptr %205, %207
  br i1 %208, label %243, label %209

209:                                              ; preds = %203, %238
  %210 = phi ptr [ %239, %238 ], [ %205, %203 ]
  %211 = getelementptr inbounds i8, ptr %210, i64 8
  %212 = load ptr, ptr %211, align 8, !tbaa !23
  %213 = icmp eq ptr %212, null
  br i1 %213, label %238, label %214

214:                                              ; preds = %209
  %215 = getelementptr inbounds i8, ptr %212, i64 8
  %216 = load atomic i64, ptr %215 acquire, align 8
  %217 = icmp eq i64 %216, 4294967297
  %218 = trunc i64 %216 to i32
  br i1 %217, label %219, label %227

219:                                              ; preds = %214
  store i32 0, ptr %215, align 8, !tbaa !25
  %220 = getelementptr inbounds i8, ptr %212, i64 12
  store i32 0, ptr %220, align 4, !tbaa !28
  %221 = load ptr, ptr %212, align 8, !tbaa !29
  %222 = getelementptr inbounds i8, ptr %221, i64 16
  %223 = load ptr, ptr %222, align 8
  call void %223(ptr noundef nonnull align 8 dereferenceable(16) %212) #26
  %224 = load ptr, ptr %212, align 8, !tbaa !29
  %225 = getelementptr inbounds i8, ptr %224, i64 24
  %226 = load ptr, ptr %225, align 8
  call void %226(ptr noundef nonnull align 8 dereferenceable(16) %212) #26
  br label %238

227:                                              ; preds = %214
  %228 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %229 = icmp eq i8 %228, 0
  br i1 %229, label %232, label %230

230:                                              ; preds = %227
  %231 = add nsw i32 %218, -1
  store i32 %231, ptr %215, align 4, !tbaa !32
  br label %234

232:                                              ; preds = %227
  %233 = atomicrmw volatile add ptr %215, i32 -1 acq_rel, align 4
  br label %234

234:                                              ; preds = %232, %230
  %235 = phi i32 [ %218, %230 ], [ %233, %232 ]
  %236 = icmp eq i32 %235, 1
  br i1 %236, label %237, label %238, !prof !33

237:                                              ; preds = %234
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %212) #26
  br label %238

238:                                              ; preds = %237, %234, %219, %209
  %239 = getelementptr inbounds i8, ptr %210, i64 16
  %240 = icmp eq ptr %239, %207
  br i1 %240, label %241, label %209, !llvm.loop !34

241:                                              ; preds = %238
  %242 = load ptr, ptr %204, align 8, !tbaa !20
  br label %243

243:                                              ; preds = %241, %203
  %244 = phi ptr [ %242, %241 ], [ %205, %203 ]
  %245 = icmp eq ptr %244, null
  br i1 %245, label %252, label %246

246:                                              ; preds = %243
  %247 = getelementptr inbounds i8, ptr %18, i64 24
  %248 = load ptr, ptr %247, align 8, !tbaa !35
  %249 = ptrtoint ptr %248 to i64
  %250 = ptrtoint ptr %244 to i64
  %251 = sub i64 %249, %250
  call void @_ZdlPvm(ptr noundef nonnull %244, i64 noundef %251) #28
  br label %252

252:                                              ; preds = %243, %246
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #26
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %17) #26
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %20) #26
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %21) #26
  store i64 64, ptr %21, align 8, !tbaa !36
  %253 = getelementptr inbounds i8, ptr %21, i64 8
  store i64 32, ptr %253, align 8, !tbaa !36
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %22) #26
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %22, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %23, align 8, !tbaa !38, !alias.scope !49
  %254 = getelementptr inbounds i8, ptr %23, i64 8
  store ptr @.str.1, ptr %254, align 8, !tbaa !43, !alias.scope !49
  %255 = getelementptr inbounds i8, ptr %23, i64 16
  store i32 21, ptr %255, align 8, !tbaa !44, !alias.scope !49
  %256 = getelementptr inbounds i8, ptr %23, i64 20
  store i32 28, ptr %256, align 4, !tbaa !45, !alias.scope !49
  invoke void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi2EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(41) %20, ptr noundef nonnull %35, ptr noundef nonnull align 8 dereferenceable(16) %21, ptr noundef nonnull align 8 dereferenceable(32) %22, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %23)
          to label %257 unwind label %462

257:                                              ; preds = %252
  %258 = getelementptr inbounds i8, ptr %22, i64 8
  %259 = load ptr, ptr %258, align 8, !tbaa !20
  %260 = getelementptr inbounds i8, ptr %22, i64 16
  %261 = load ptr, ptr %260, align 8, !tbaa !22
  %262 = icmp eq ptr %259, %261
  br i1 %262, label %297, label %263

263:                                              ; preds = %257, %292
  %264 = phi ptr [ %293, %292 ], [ %259, %257 ]
  %265 = getelementptr inbounds i8, ptr %264, i64 8
  %266 = load ptr, ptr %265, align 8, !tbaa !23
  %267 = icmp eq ptr %266, null
  br i1 %267, label %292, label %268

268:                                              ; preds = %263
  %269 = getelementptr inbounds i8, ptr %266, i64 8
  %270 = load atomic i64, ptr %269 acquire, align 8
  %271 = icmp eq i64 %270, 4294967297
  %272 = trunc i64 %270 to i32
  br i1 %271, label %273, label %281

273:                                              ; preds = %268
  store i32 0, ptr %269, align 8, !tbaa !25
  %274 = getelementptr inbounds i8, ptr %266, i64 12
  store i32 0, ptr %274, align 4, !tbaa !28
  %275 = load ptr, ptr %266, align 8, !tbaa !29
  %276 = getelementptr inbounds i8, ptr %275, i64 16
  %277 = load ptr, ptr %276, align 8
  call void %277(ptr noundef nonnull align 8 dereferenceable(16) %266) #26
  %278 = load ptr, ptr %266, align 8, !tbaa !29
  %279 = getelementptr inbounds i8, ptr %278, i64 24
  %280 = load ptr, ptr %279, align 8
  call void %280(ptr noundef nonnull align 8 dereferenceable(16) %266) #26
  br label %292

281:                                              ; preds = %268
  %282 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %283 = icmp eq i8 %282, 0
  br i1 %283, label %286, label %284

284:                                              ; preds = %281
  %285 = add nsw i32 %272, -1
  store i32 %285, ptr %269, align 4, !tbaa !32
  br label %288

286:                                              ; preds = %281
  %287 = atomicrmw volatile add ptr %269, i32 -1 acq_rel, align 4
  br label %288

288:                                              ; preds = %286, %284
  %289 = phi i32 [ %272, %284 ], [ %287, %286 ]
  %290 = icmp eq i32 %289, 1
  br i1 %290, label %291, label %292, !prof !33

291:                                              ; preds = %288
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %266) #26
  br label %292

292:                                              ; preds = %291, %288, %273, %263
  %293 = getelementptr inbounds i8, ptr %264, i64 16
  %294 = icmp eq ptr %293, %261
  br i1 %294, label %295, label %263, !llvm.loop !34

295:                                              ; preds = %292
  %296 = load ptr, ptr %258, align 8, !tbaa !20
  br label %297

297:                                              ; preds = %295, %257
  %298 = phi ptr [ %296, %295 ], [ %259, %257 ]
  %299 = icmp eq ptr %298, null
  br i1 %299, label %306, label %300

300:                                              ; preds = %297
  %301 = getelementptr inbounds i8, ptr %22, i64 24
  %302 = load ptr, ptr %301, align 8, !tbaa !35
  %303 = ptrtoint ptr %302 to i64
  %304 = ptrtoint ptr %298 to i64
  %305 = sub i64 %303, %304
  call void @_ZdlPvm(ptr noundef nonnull %298, i64 noundef %305) #28
  br label %306

306:                                              ; preds = %297, %300
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %22) #26
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %21) #26
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %24) #26
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %25) #26
  store i64 4, ptr %25, align 8, !tbaa !36
  %307 = getelementptr inbounds i8, ptr %25, i64 8
  store i64 2, ptr %307, align 8, !tbaa !36
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %26) #26
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %26, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %27, align 8, !tbaa !38, !alias.scope !52
  %308 = getelementptr inbounds i8, ptr %27, i64 8
  store ptr @.str.1, ptr %308, align 8, !tbaa !43, !alias.scope !52
  %309 = getelementptr inbounds i8, ptr %27, i64 16
  store i32 22, ptr %309, align 8, !tbaa !44, !alias.scope !52
  %310 = getelementptr inbounds i8, ptr %27, i64 20
  store i32 28, ptr %310, align 4, !tbaa !45, !alias.scope !52
  invoke void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi2EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(41) %24, ptr noundef nonnull %37, ptr noundef nonnull align 8 dereferenceable(16) %25, ptr noundef nonnull align 8 dereferenceable(32) %26, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %27)
          to label %311 unwind label %464

311:                                              ; preds = %306
  %312 = getelementptr inbounds i8, ptr %26, i64 8
  %313 = load ptr, ptr %312, align 8, !tbaa !20
  %314 = getelementptr inbounds i8, ptr %26, i64 16
  %315 = load ptr, ptr %314, align 8, !tbaa !22
  %316 = icmp eq ptr %313, %315
  br i1 %316, label %351, label %317

317:                                              ; preds = %311, %346
  %318 = phi ptr [ %347, %346 ], [ %313, %311 ]
  %319 = getelementptr inbounds i8, ptr %318, i64 8
  %320 = load ptr, ptr %319, align 8, !tbaa !23
  %321 = icmp eq ptr %320, null
  br i1 %321, label %346, label %322

322:                                              ; preds = %317
  %323 = getelementptr inbounds i8, ptr %320, i64 8
  %324 = load atomic i64, ptr %323 acquire, align 8
  %325 = icmp eq i64 %324, 4294967297
  %326 = trunc i64 %324 to i32
  br i1 %325, label %327, label %335

327:                                              ; preds = %322
  store i32 0, ptr %323, align 8, !tbaa !25
  %328 = getelementptr inbounds i8, ptr %320, i64 12
  store i32 0, ptr %328, align 4, !tbaa !28
  %329 = load ptr, ptr %320, align 8, !tbaa !29
  %330 = getelementptr inbounds i8, ptr %329, i64 16
  %331 = load ptr, ptr %330, align 8
  call void %331(ptr noundef nonnull align 8 dereferenceable(16) %320) #26
  %332 = load ptr, ptr %320, align 8, !tbaa !29
  %333 = getelementptr inbounds i8, ptr %332, i64 24
  %334 = load ptr, ptr %333, align 8
  call void %334(ptr noundef nonnull align 8 dereferenceable(16) %320) #26
  br label %346

335:                                              ; preds = %322
  %336 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %337 = icmp eq i8 %336, 0
  br i1 %337, label %340, label %338

338:                                              ; preds = %335
  %339 = add nsw i32 %326, -1
  store i32 %339, ptr %323, align 4, !tbaa !32
  br label %342

340:                                              ; preds = %335
  %341 = atomicrmw volatile add ptr %323, i32 -1 acq_rel, align 4
  br label %342

342:                                              ; preds = %340, %338
  %343 = phi i32 [ %326, %338 ], [ %341, %340 ]
  %344 = icmp eq i32 %343, 1
  br i1 %344, label %345, label %346, !prof !33

345:                                              ; preds = %342
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %320) #26
  br label %346

346:                                              ; preds = %345, %342, %327, %317
  %347 = getelementptr inbounds i8, ptr %318, i64 16
  %348 = icmp eq ptr %347, %315
  br i1 %348, label %349, label %317, !llvm.loop !34

349:                                              ; preds = %346
  %350 = load ptr, ptr %312, align 8, !tbaa !20
  br label %351

351:                                              ; preds = %349, %311
  %352 = phi ptr [ %350, %349 ], [ %313, %311 ]
  %353 = icmp eq ptr %352, null
  br i1 %353, label %360, label %354

354:                                              ; preds = %351
  %355 = getelementptr inbounds i8, ptr %26, i64 24
  %356 = load ptr, ptr %355, align 8, !tbaa !35
  %357 = ptrtoint ptr %356 to i64
  %358 = ptrtoint ptr %352 to i64
  %359 = sub i64 %357, %358
  call void @_ZdlPvm(ptr noundef nonnull %352, i64 noundef %359) #28
  br label %360

360:                                              ; preds = %351, %354
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %26) #26
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %25) #26
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %29) #26
  store ptr @.str, ptr %29, align 8, !tbaa !38, !alias.scope !55
  %361 = getelementptr inbounds i8, ptr %29, i64 8
  store ptr @.str.1, ptr %361, align 8, !tbaa !43, !alias.scope !55
  %362 = getelementptr inbounds i8, ptr %29, i64 16
  store i32 24, ptr %362, align 8, !tbaa !44, !alias.scope !55
  %363 = getelementptr inbounds i8, ptr %29, i64 20
  store i32 5, ptr %363, align 4, !tbaa !45, !alias.scope !55
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %8)
  store ptr %12, ptr %8, align 8
  %364 = getelementptr inbounds i8, ptr %8, i64 8
  store ptr %16, ptr %364, align 8
  %365 = getelementptr inbounds i8, ptr %8, i64 16
  store ptr %20, ptr %365, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #26, !noalias !58
  store ptr %8, ptr %7, align 8, !tbaa !61, !noalias !58
  %366 = getelementptr inbounds i8, ptr %7, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZ4mainEUlRNS0_7handlerEE_E4callEPKvS5_, ptr %366, align 8, !tbaa !63, !noalias !58
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #26, !noalias !64
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %5, ptr noundef nonnull align 8 dereferenceable(24) %29)
          to label %367 unwind label %466

367:                                              ; preds = %360
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6) #26, !noalias !64
  store i32 0, ptr %6, align 4, !tbaa !67, !noalias !64
  %368 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %5)
          to label %369 unwind label %374, !noalias !64

369:                                              ; preds = %367
  %370 = getelementptr inbounds i8, ptr %5, i64 8
  %371 = load i8, ptr %370, align 8, !tbaa !70, !range !73, !noalias !64, !noundef !74
  %372 = trunc nuw i8 %371 to i1
  %373 = xor i1 %372, true
  invoke void @_ZNK4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_3_V114SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %28, ptr noundef nonnull align 8 dereferenceable(16) %10, ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef nonnull align 4 dereferenceable(4) %6, ptr noundef nonnull align 8 dereferenceable(24) %368, i1 noundef zeroext %373)
          to label %376 unwind label %374

374:                                              ; preds = %369, %367
  %375 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #26, !noalias !64
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %5) #26
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #26, !noalias !64
  br label %468

376:                                              ; preds = %369
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #26, !noalias !64
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %5) #26
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #26, !noalias !64
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #26, !noalias !58
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8)
  %377 = getelementptr inbounds i8, ptr %28, i64 8
  %378 = load ptr, ptr %377, align 8, !tbaa !23
  %379 = icmp eq ptr %378, null
  br i1 %379, label %404, label %380

380:                                              ; preds = %376
  %381 = getelementptr inbounds i8, ptr %378, i64 8
  %382 = load atomic i64, ptr %381 acquire, align 8
  %383 = icmp eq i64 %382, 4294967297
  %384 = trunc i64 %382 to i32
  br i1 %383, label %385, label %393

385:                                              ; preds = %380
  store i32 0, ptr %381, align 8, !tbaa !25
  %386 = getelementptr inbounds i8, ptr %378, i64 12
  store i32 0, ptr %386, align 4, !tbaa !28
  %387 = load ptr, ptr %378, align 8, !tbaa !29
  %388 = getelementptr inbounds i8, ptr %387, i64 16
  %389 = load ptr, ptr %388, align 8
  call void %389(ptr noundef nonnull align 8 dereferenceable(16) %378) #26
  %390 = load ptr, ptr %378, align 8, !tbaa !29
  %391 = getelementptr inbounds i8, ptr %390, i64 24
  %392 = load ptr, ptr %391, align 8
  call void %392(ptr noundef nonnull align 8 dereferenceable(16) %378) #26
  br label %404

393:                                              ; preds = %380
  %394 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %395 = icmp eq i8 %394, 0
  br i1 %395, label %398, label %396

396:                                              ; preds = %393
  %397 = add nsw i32 %384, -1
  store i32 %397, ptr %381, align 4, !tbaa !32
  br label %400

398:                                              ; preds = %393
  %399 = atomicrmw volatile add ptr %381, i32 -1 acq_rel, align 4
  br label %400

400:                                              ; preds = %398, %396
  %401 = phi i32 [ %384, %396 ], [ %399, %398 ]
  %402 = icmp eq i32 %401, 1
  br i1 %402, label %403, label %404, !prof !33

403:                                              ; preds = %400
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %378) #26
  br label %404

404:                                              ; preds = %376, %385, %400, %403
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %29) #26
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %31) #26
  store ptr @.str, ptr %31, align 8, !tbaa !38, !alias.scope !75
  %405 = getelementptr inbounds i8, ptr %31, i64 8
  store ptr @.str.1, ptr %405, align 8, !tbaa !43, !alias.scope !75
  %406 = getelementptr inbounds i8, ptr %31, i64 16
  store i32 48, ptr %406, align 8, !tbaa !44, !alias.scope !75
  %407 = getelementptr inbounds i8, ptr %31, i64 20
  store i32 5, ptr %407, align 4, !tbaa !45, !alias.scope !75
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3)
  store ptr %20, ptr %3, align 8, !noalias !78
  %408 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr %24, ptr %408, align 8, !noalias !78
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #26, !noalias !78
  store ptr %3, ptr %4, align 8, !tbaa !61, !noalias !78
  %409 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZ4mainEUlRNS0_7handlerEE0_E4callEPKvS5_, ptr %409, align 8, !tbaa !63, !noalias !78
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #26, !noalias !81
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %1, ptr noundef nonnull align 8 dereferenceable(24) %31)
          to label %410 unwind label %470

410:                                              ; preds = %404
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #26, !noalias !81
  store i32 0, ptr %2, align 4, !tbaa !67, !noalias !81
  %411 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %1)
          to label %412 unwind label %417, !noalias !81

412:                                              ; preds = %410
  %413 = getelementptr inbounds i8, ptr %1, i64 8
  %414 = load i8, ptr %413, align 8, !tbaa !70, !range !73, !noalias !81, !noundef !74
  %415 = trunc nuw i8 %414 to i1
  %416 = xor i1 %415, true
  invoke void @_ZNK4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_3_V114SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %30, ptr noundef nonnull align 8 dereferenceable(16) %10, ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull align 4 dereferenceable(4) %2, ptr noundef nonnull align 8 dereferenceable(24) %411, i1 noundef zeroext %416)
          to label %419 unwind label %417

417:                                              ; preds = %412, %410
  %418 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #26, !noalias !81
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %1) #26
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #26, !noalias !81
  br label %472

419:                                              ; preds = %412
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #26, !noalias !81
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %1) #26
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #26, !noalias !81
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #26, !noalias !78
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3)
  %420 = getelementptr inbounds i8, ptr %30, i64 8
  %421 = load ptr, ptr %420, align 8, !tbaa !23
  %422 = icmp eq ptr %421, null
  br i1 %422, label %447, label %423

423:                                              ; preds = %419
  %424 = getelementptr inbounds i8, ptr %421, i64 8
  %425 = load atomic i64, ptr %424 acquire, align 8
  %426 = icmp eq i64 %425, 4294967297
  %427 = trunc i64 %425 to i32
  br i1 %426, label %428, label %436

428:                                              ; preds = %423
  store i32 0, ptr %424, align 8, !tbaa !25
  %429 = getelementptr inbounds i8, ptr %421, i64 12
  store i32 0, ptr %429, align 4, !tbaa !28
  %430 = load ptr, ptr %421, align 8, !tbaa !29
  %431 = getelementptr inbounds i8, ptr %430, i64 16
  %432 = load ptr, ptr %431, align 8
  call void %432(ptr noundef nonnull align 8 dereferenceable(16) %421) #26
  %433 = load ptr, ptr %421, align 8, !tbaa !29
  %434 = getelementptr inbounds i8, ptr %433, i64 24
  %435 = load ptr, ptr %434, align 8
  call void %435(ptr noundef nonnull align 8 dereferenceable(16) %421) #26
  br label %447

436:                                              ; preds = %423
  %437 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %438 = icmp eq i8 %437, 0
  br i1 %438, label %441, label %439

439:                                              ; preds = %436
  %440 = add nsw i32 %427, -1
  store i32 %440, ptr %424, align 4, !tbaa !32
  br label %443

441:                                              ; preds = %436
  %442 = atomicrmw volatile add ptr %424, i32 -1 acq_rel, align 4
  br label %443

443:                                              ; preds = %441, %439
  %444 = phi i32 [ %427, %439 ], [ %442, %441 ]
  %445 = icmp eq i32 %444, 1
  br i1 %445, label %446, label %447, !prof !33

446:                                              ; preds = %443
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %421) #26
  br label %447

447:                                              ; preds = %419, %428, %443, %446
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %31) #26
  call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %24) #26
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %24) #26
  call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %20) #26
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %20) #26
  call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %16) #26
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %16) #26
  call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %12) #26
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %12) #26
  %448 = invoke noalias noundef nonnull dereferenceable(8192) ptr @_Znwm(i64 noundef 8192) #25
          to label %449 unwind label %484

449:                                              ; preds = %447
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(8192) %448, i8 0, i64 8192, i1 false), !tbaa !5
  br label %450

450:                                              ; preds = %449, %539
  %451 = phi i1 [ %541, %539 ], [ false, %449 ]
  %452 = phi i64 [ %540, %539 ], [ 0, %449 ]
  %453 = mul nuw nsw i64 %452, 192
  %454 = getelementptr inbounds i8, ptr %32, i64 %453
  %455 = shl nuw nsw i64 %452, 5
  %456 = shl nsw i64 %452, 7
  %457 = getelementptr inbounds i8, ptr %448, i64 %456
  br label %486

458:                                              ; preds = %144
  %459 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %14) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #26
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %13) #26
  br label %482

460:                                              ; preds = %198
  %461 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %18) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #26
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %17) #26
  br label %480

462:                                              ; preds = %252
  %463 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %22) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %22) #26
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %21) #26
  br label %478

464:                                              ; preds = %306
  %465 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %26) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %26) #26
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %25) #26
  br label %476

466:                                              ; preds = %360
  %467 = landingpad { ptr, i32 }
          cleanup
  br label %468

468:                                              ; preds = %374, %466
  %469 = phi { ptr, i32 } [ %467, %466 ], [ %375, %374 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %29) #26
  br label %474

470:                                              ; preds = %404
  %471 = landingpad { ptr, i32 }
          cleanup
  br label %472

472:                                              ; preds = %417, %470
  %473 = phi { ptr, i32 } [ %471, %470 ], [ %418, %417 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %31) #26
  br label %474

474:                                              ; preds = %472, %468
  %475 = phi { ptr, i32 } [ %473, %472 ], [ %469, %468 ]
  call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %24) #26
  br label %476

476:                                              ; preds = %474, %464
  %477 = phi { ptr, i32 } [ %475, %474 ], [ %465, %464 ]
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %24) #26
  call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %20) #26
  br label %478

478:                                              ; preds = %476, %462
  %479 = phi { ptr, i32 } [ %477, %476 ], [ %463, %462 ]
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %20) #26
  call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %16) #26
  br label %480

480:                                              ; preds = %478, %460
  %481 = phi { ptr, i32 } [ %479, %478 ], [ %461, %460 ]
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %16) #26
  call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %12) #26
  br label %482

482:                                              ; preds = %480, %458
  %483 = phi { ptr, i32 } [ %481, %480 ], [ %459, %458 ]
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %12) #26
  br label %765

484:                                              ; preds = %447
  %485 = landingpad { ptr, i32 }
          cleanup
  br label %765

486:                                              ; preds = %450, %532
  %487 = phi i64 [ 0, %450 ], [ %533, %532 ]
  %488 = getelementptr inbounds float, ptr %457, i64 %487
  %489 = load float, ptr %488, align 4, !tbaa !5
  %490 = getelementptr inbounds float, ptr %33, i64 %487
  br label %500

491:                                              ; preds = %500
  store float %529, ptr %488, align 4, !tbaa !5
  %492 = add nuw nsw i64 %487, %455
  %493 = getelementptr inbounds float, ptr %35, i64 %492
  %494 = load float, ptr %493, align 4, !tbaa !5
  %495 = getelementptr inbounds float, ptr %448, i64 %492
  %496 = load float, ptr %495, align 4, !tbaa !5
  %497 = fsub float %494, %496
  %498 = call noundef float @llvm.fabs.f32(float %497)
  %499 = fcmp ogt float %498, 0x3F50624DE0000000
  br i1 %499, label %535, label %532

500:                                              ; preds = %500, %486
  %501 = phi i64 [ 0, %486 ], [ %530, %500 ]
  %502 = phi float [ %489, %486 ], [ %529, %500 ]
  %503 = getelementptr inbounds float, ptr %454, i64 %501
  %504 = load float, ptr %503, align 4, !tbaa !5
  %505 = shl nsw i64 %501, 7
  %506 = getelementptr inbounds i8, ptr %490, i64 %505
  %507 = load float, ptr %506, align 4, !tbaa !5
  %508 = call float @llvm.fmuladd.f32(float %504, float %507, float %502)
  %509 = or disjoint i64 %501, 1
  %510 = getelementptr inbounds float, ptr %454, i64 %509
  %511 = load float, ptr %510, align 4, !tbaa !5
  %512 = shl nsw i64 %509, 7
  %513 = getelementptr inbounds i8, ptr %490, i64 %512
  %514 = load float, ptr %513, align 4, !tbaa !5
  %515 = call float @llvm.fmuladd.f32(float %511, float %514, float %508)
  %516 = or disjoint i64 %501, 2
  %517 = getelementptr inbounds float, ptr %454, i64 %516
  %518 = load float, ptr %517, align 4, !tbaa !5
  %519 = shl nsw i64 %516, 7
  %520 = getelementptr inbounds i8, ptr %490, i64 %519
  %521 = load float, ptr %520, align 4, !tbaa !5
  %522 = call float @llvm.fmuladd.f32(float %518, float %521, float %515)
  %523 = or disjoint i64 %501, 3
  %524 = getelementptr inbounds float, ptr %454, i64 %523
  %525 = load float, ptr %524, align 4, !tbaa !5
  %526 = shl nsw i64 %523, 7
  %527 = getelementptr inbounds i8, ptr %490, i64 %526
  %528 = load float, ptr %527, align 4, !tbaa !5
  %529 = call float @llvm.fmuladd.f32(float %525, float %528, float %522)
  %530 = add nuw nsw i64 %501, 4
  %531 = icmp eq i64 %530, 48
  br i1 %531, label %491, label %500, !llvm.loop !84

532:                                              ; preds = %491
  %533 = add nuw nsw i64 %487, 1
  %534 = icmp eq i64 %533, 32
  br i1 %534, label %539, label %486, !llvm.loop !85

535:                                              ; preds = %491
  %536 = fpext float %494 to double
  %537 = fpext float %496 to double
  %538 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %452, i64 noundef %487, double noundef %536, double noundef %537)
  br i1 %451, label %544, label %735

539:                                              ; preds = %532
  %540 = add nuw nsw i64 %452, 1
  %541 = icmp ugt i64 %452, 62
  %542 = icmp eq i64 %540, 64
  br i1 %542, label %543, label %450, !llvm.loop !86

543:                                              ; preds = %539
  br i1 %541, label %544, label %735

544:                                              ; preds = %535, %543
  %545 = getelementptr inbounds i8, ptr %448, i64 4
  %546 = getelementptr inbounds i8, ptr %448, i64 8
  %547 = getelementptr inbounds i8, ptr %448, i64 12
  %548 = getelementptr inbounds i8, ptr %448, i64 16
  %549 = getelementptr inbounds i8, ptr %448, i64 20
  %550 = getelementptr inbounds i8, ptr %448, i64 24
  %551 = getelementptr inbounds i8, ptr %448, i64 28
  %552 = getelementptr inbounds i8, ptr %448, i64 32
  %553 = getelementptr inbounds i8, ptr %448, i64 36
  %554 = getelementptr inbounds i8, ptr %448, i64 40
  %555 = getelementptr inbounds i8, ptr %448, i64 44
  %556 = getelementptr inbounds i8, ptr %448, i64 48
  %557 = getelementptr inbounds i8, ptr %448, i64 52
  %558 = getelementptr inbounds i8, ptr %448, i64 56
  %559 = getelementptr inbounds i8, ptr %448, i64 60
  br label %560

560:                                              ; preds = %544, %723
  %561 = phi i64 [ %724, %723 ], [ 0, %544 ]
  %562 = shl nsw i64 %561, 11
  %563 = getelementptr inbounds i8, ptr %448, i64 %562
  %564 = getelementptr inbounds i8, ptr %545, i64 %562
  %565 = getelementptr inbounds i8, ptr %546, i64 %562
  %566 = getelementptr inbounds i8, ptr %547, i64 %562
  %567 = getelementptr inbounds i8, ptr %548, i64 %562
  %568 = getelementptr inbounds i8, ptr %549, i64 %562
  %569 = getelementptr inbounds i8, ptr %550, i64 %562
  %570 = getelementptr inbounds i8, ptr %551, i64 %562
  %571 = getelementptr inbounds i8, ptr %552, i64 %562
  %572 = getelementptr inbounds i8, ptr %553, i64 %562
  %573 = getelementptr inbounds i8, ptr %554, i64 %562
  %574 = getelementptr inbounds i8, ptr %555, i64 %562
  %575 = getelementptr inbounds i8, ptr %556, i64 %562
  %576 = getelementptr inbounds i8, ptr %557, i64 %562
  %577 = getelementptr inbounds i8, ptr %558, i64 %562
  %578 = getelementptr inbounds i8, ptr %559, i64 %562
  %579 = shl nsw i64 %561, 3
  %580 = getelementptr inbounds i8, ptr %37, i64 %579
  br label %581

581:                                              ; preds = %560, %581
  %582 = phi i64 [ 0, %560 ], [ %633, %581 ]
  %583 = phi float [ 0.000000e+00, %560 ], [ %632, %581 ]
  %584 = shl nsw i64 %582, 7
  %585 = getelementptr inbounds i8, ptr %563, i64 %584
  %586 = load float, ptr %585, align 4, !tbaa !5
  %587 = fadd float %583, %586
  %588 = getelementptr inbounds i8, ptr %564, i64 %584
  %589 = load float, ptr %588, align 4, !tbaa !5
  %590 = fadd float %587, %589
  %591 = getelementptr inbounds i8, ptr %565, i64 %584
  %592 = load float, ptr %591, align 4, !tbaa !5
  %593 = fadd float %590, %592
  %594 = getelementptr inbounds i8, ptr %566, i64 %584
  %595 = load float, ptr %594, align 4, !tbaa !5
  %596 = fadd float %593, %595
  %597 = getelementptr inbounds i8, ptr %567, i64 %584
  %598 = load float, ptr %597, align 4, !tbaa !5
  %599 = fadd float %596, %598
  %600 = getelementptr inbounds i8, ptr %568, i64 %584
  %601 = load float, ptr %600, align 4, !tbaa !5
  %602 = fadd float %599, %601
  %603 = getelementptr inbounds i8, ptr %569, i64 %584
  %604 = load float, ptr %603, align 4, !tbaa !5
  %605 = fadd float %602, %604
  %606 = getelementptr inbounds i8, ptr %570, i64 %584
  %607 = load float, ptr %606, align 4, !tbaa !5
  %608 = fadd float %605, %607
  %609 = getelementptr inbounds i8, ptr %571, i64 %584
  %610 = load float, ptr %609, align 4, !tbaa !5
  %611 = fadd float %608, %610
  %612 = getelementptr inbounds i8, ptr %572, i64 %584
  %613 = load float, ptr %612, align 4, !tbaa !5
  %614 = fadd float %611, %613
  %615 = getelementptr inbounds i8, ptr %573, i64 %584
  %616 = load float, ptr %615, align 4, !tbaa !5
  %617 = fadd float %614, %616
  %618 = getelementptr inbounds i8, ptr %574, i64 %584
  %619 = load float, ptr %618, align 4, !tbaa !5
  %620 = fadd float %617, %619
  %621 = getelementptr inbounds i8, ptr %575, i64 %584
  %622 = load float, ptr %621, align 4, !tbaa !5
  %623 = fadd float %620, %622
  %624 = getelementptr inbounds i8, ptr %576, i64 %584
  %625 = load float, ptr %624, align 4, !tbaa !5
  %626 = fadd float %623, %625
  %627 = getelementptr inbounds i8, ptr %577, i64 %584
  %628 = load float, ptr %627, align 4, !tbaa !5
  %629 = fadd float %626, %628
  %630 = getelementptr inbounds i8, ptr %578, i64 %584
  %631 = load float, ptr %630, align 4, !tbaa !5
  %632 = fadd float %629, %631
  %633 = add nuw nsw i64 %582, 1
  %634 = icmp eq i64 %633, 16
  br i1 %634, label %635, label %581, !llvm.loop !87

635:                                              ; preds = %581
  %636 = load float, ptr %580, align 4, !tbaa !5
  %637 = fsub float %636, %632
  %638 = call noundef float @llvm.fabs.f32(float %637)
  %639 = call noundef float @llvm.fabs.f32(float %632)
  %640 = fadd float %639, 1.000000e+00
  %641 = fmul float %640, 0x3F847AE140000000
  %642 = fcmp ule float %638, %641
  br i1 %642, label %643, label %726

643:                                              ; preds = %635
  %644 = getelementptr inbounds i8, ptr %563, i64 64
  %645 = getelementptr inbounds i8, ptr %564, i64 64
  %646 = getelementptr inbounds i8, ptr %565, i64 64
  %647 = getelementptr inbounds i8, ptr %566, i64 64
  %648 = getelementptr inbounds i8, ptr %567, i64 64
  %649 = getelementptr inbounds i8, ptr %568, i64 64
  %650 = getelementptr inbounds i8, ptr %569, i64 64
  %651 = getelementptr inbounds i8, ptr %570, i64 64
  %652 = getelementptr inbounds i8, ptr %571, i64 64
  %653 = getelementptr inbounds i8, ptr %572, i64 64
  %654 = getelementptr inbounds i8, ptr %573, i64 64
  %655 = getelementptr inbounds i8, ptr %574, i64 64
  %656 = getelementptr inbounds i8, ptr %575, i64 64
  %657 = getelementptr inbounds i8, ptr %576, i64 64
  %658 = getelementptr inbounds i8, ptr %577, i64 64
  %659 = getelementptr inbounds i8, ptr %578, i64 64
  br label %660

660:                                              ; preds = %660, %643
  %661 = phi i64 [ 0, %643 ], [ %712, %660 ]
  %662 = phi float [ 0.000000e+00, %643 ], [ %711, %660 ]
  %663 = shl nsw i64 %661, 7
  %664 = getelementptr inbounds i8, ptr %644, i64 %663
  %665 = load float, ptr %664, align 4, !tbaa !5
  %666 = fadd float %662, %665
  %667 = getelementptr inbounds i8, ptr %645, i64 %663
  %668 = load float, ptr %667, align 4, !tbaa !5
  %669 = fadd float %666, %668
  %670 = getelementptr inbounds i8, ptr %646, i64 %663
  %671 = load float, ptr %670, align 4, !tbaa !5
  %672 = fadd float %669, %671
  %673 = getelementptr inbounds i8, ptr %647, i64 %663
  %674 = load float, ptr %673, align 4, !tbaa !5
  %675 = fadd float %672, %674
  %676 = getelementptr inbounds i8, ptr %648, i64 %663
  %677 = load float, ptr %676, align 4, !tbaa !5
  %678 = fadd float %675, %677
  %679 = getelementptr inbounds i8, ptr %649, i64 %663
  %680 = load float, ptr %679, align 4, !tbaa !5
  %681 = fadd float %678, %680
  %682 = getelementptr inbounds i8, ptr %650, i64 %663
  %683 = load float, ptr %682, align 4, !tbaa !5
  %684 = fadd float %681, %683
  %685 = getelementptr inbounds i8, ptr %651, i64 %663
  %686 = load float, ptr %685, align 4, !tbaa !5
  %687 = fadd float %684, %686
  %688 = getelementptr inbounds i8, ptr %652, i64 %663
  %689 = load float, ptr %688, align 4, !tbaa !5
  %690 = fadd float %687, %689
  %691 = getelementptr inbounds i8, ptr %653, i64 %663
  %692 = load float, ptr %691, align 4, !tbaa !5
  %693 = fadd float %690, %692
  %694 = getelementptr inbounds i8, ptr %654, i64 %663
  %695 = load float, ptr %694, align 4, !tbaa !5
  %696 = fadd float %693, %695
  %697 = getelementptr inbounds i8, ptr %655, i64 %663
  %698 = load float, ptr %697, align 4, !tbaa !5
  %699 = fadd float %696, %698
  %700 = getelementptr inbounds i8, ptr %656, i64 %663
  %701 = load float, ptr %700, align 4, !tbaa !5
  %702 = fadd float %699, %701
  %703 = getelementptr inbounds i8, ptr %657, i64 %663
  %704 = load float, ptr %703, align 4, !tbaa !5
  %705 = fadd float %702, %704
  %706 = getelementptr inbounds i8, ptr %658, i64 %663
  %707 = load float, ptr %706, align 4, !tbaa !5
  %708 = fadd float %705, %707
  %709 = getelementptr inbounds i8, ptr %659, i64 %663
  %710 = load float, ptr %709, align 4, !tbaa !5
  %711 = fadd float %708, %710
  %712 = add nuw nsw i64 %661, 1
  %713 = icmp eq i64 %712, 16
  br i1 %713, label %714, label %660, !llvm.loop !87

714:                                              ; preds = %660
  %715 = getelementptr inbounds i8, ptr %580, i64 4
  %716 = load float, ptr %715, align 4, !tbaa !5
  %717 = fsub float %716, %711
  %718 = call noundef float @llvm.fabs.f32(float %717)
  %719 = call noundef float @llvm.fabs.f32(float %711)
  %720 = fadd float %719, 1.000000e+00
  %721 = fmul float %720, 0x3F847AE140000000
  %722 = fcmp ule float %718, %721
  br i1 %722, label %723, label %726

723:                                              ; preds = %714
  %724 = add nuw nsw i64 %561, 1
  %725 = icmp eq i64 %724, 4
  br i1 %725, label %733, label %560, !llvm.loop !88

726:                                              ; preds = %714, %635
  %727 = phi float [ %636, %635 ], [ %716, %714 ]
  %728 = phi i64 [ 0, %635 ], [ 1, %714 ]
  %729 = phi float [ %632, %635 ], [ %711, %714 ]
  %730 = fpext float %727 to double
  %731 = fpext float %729 to double
  %732 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %561, i64 noundef %728, double noundef %730, double noundef %731)
  br label %735

733:                                              ; preds = %723
  %734 = call i32 @puts(ptr nonnull dereferenceable(1) @str)
  br label %735

735:                                              ; preds = %535, %726, %543, %733
  %736 = phi i32 [ 0, %733 ], [ 1, %726 ], [ 0, %543 ], [ 1, %535 ]
  call void @_ZdlPvm(ptr noundef nonnull %448, i64 noundef 8192) #28
  %737 = getelementptr inbounds i8, ptr %10, i64 8
  %738 = load ptr, ptr %737, align 8, !tbaa !23
  %739 = icmp eq ptr %738, null
  br i1 %739, label %764, label %740

740:                                              ; preds = %735
  %741 = getelementptr inbounds i8, ptr %738, i64 8
  %742 = load atomic i64, ptr %741 acquire, align 8
  %743 = icmp eq i64 %742, 4294967297
  %744 = trunc i64 %742 to i32
  br i1 %743, label %745, label %753

745:                                              ; preds = %740
  store i32 0, ptr %741, align 8, !tbaa !25
  %746 = getelementptr inbounds i8, ptr %738, i64 12
  store i32 0, ptr %746, align 4, !tbaa !28
  %747 = load ptr, ptr %738, align 8, !tbaa !29
  %748 = getelementptr inbounds i8, ptr %747, i64 16
  %749 = load ptr, ptr %748, align 8
  call void %749(ptr noundef nonnull align 8 dereferenceable(16) %738) #26
  %750 = load ptr, ptr %738, align 8, !tbaa !29
  %751 = getelementptr inbounds i8, ptr %750, i64 24
  %752 = load ptr, ptr %751, align 8
  call void %752(ptr noundef nonnull align 8 dereferenceable(16) %738) #26
  br label %764

753:                                              ; preds = %740
  %754 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %755 = icmp eq i8 %754, 0
  br i1 %755, label %758, label %756

756:                                              ; preds = %753
  %757 = add nsw i32 %744, -1
  store i32 %757, ptr %741, align 4, !tbaa !32
  br label %760

758:                                              ; preds = %753
  %759 = atomicrmw volatile add ptr %741, i32 -1 acq_rel, align 4
  br label %760

760:                                              ; preds = %758, %756
  %761 = phi i32 [ %744, %756 ], [ %759, %758 ]
  %762 = icmp eq i32 %761, 1
  br i1 %762, label %763, label %764, !prof !33

763:                                              ; preds = %760
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %738) #26
  br label %764

764:                                              ; preds = %735, %745, %760, %763
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10) #26
  call void @_ZdlPvm(ptr noundef nonnull %37, i64 noundef 32) #28
  call void @_ZdlPvm(ptr noundef nonnull %35, i64 noundef 8192) #28
  call void @_ZdlPvm(ptr noundef nonnull %33, i64 noundef 6144) #28
  call void @_ZdlPvm(ptr noundef nonnull %32, i64 noundef 12288) #28
  ret i32 %736

765:                                              ; preds = %484, %482
  %766 = phi { ptr, i32 } [ %485, %484 ], [ %483, %482 ]
  call void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %10) #26
  br label %767

767:                                              ; preds = %765, %94
  %768 = phi { ptr, i32 } [ %766, %765 ], [ %86, %94 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10) #26
  call void @_ZdlPvm(ptr noundef nonnull %37, i64 noundef 32) #28
  br label %769

769:                                              ; preds = %767, %60
  %770 = phi { ptr, i32 } [ %768, %767 ], [ %61, %60 ]
  call void @_ZdlPvm(ptr noundef nonnull %35, i64 noundef 8192) #28
  br label %771

771:                                              ; preds = %769, %58
  %772 = phi { ptr, i32 } [ %770, %769 ], [ %59, %58 ]
  call void @_ZdlPvm(ptr noundef nonnull %33, i64 noundef 6144) #28
  br label %773

773:                                              ; preds = %771, %56
  %774 = phi { ptr, i32 } [ %772, %771 ], [ %57, %56 ]
  call void @_ZdlPvm(ptr noundef nonnull %32, i64 noundef 12288) #28
  resume { ptr, i32 } %774
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi2EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(41) %0, ptr noundef %1, ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.std::unique_ptr", align 8
  %7 = alloca %"struct.std::array", align 16
  %8 = load i64, ptr %2, align 8, !tbaa !36
  %9 = getelementptr inbounds i8, ptr %2, i64 8
  %10 = load i64, ptr %9, align 8, !tbaa !36
  %11 = shl i64 %8, 2
  %12 = mul i64 %11, %10
  %13 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #25, !noalias !89
  store ptr getelementptr inbounds inrange(-16, 56) (i8, ptr @_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE, i64 16), ptr %13, align 8, !tbaa !29, !noalias !89
  %14 = getelementptr inbounds i8, ptr %13, i64 8
  store i64 128, ptr %14, align 8, !tbaa !92, !noalias !89
  %15 = getelementptr inbounds i8, ptr %13, i64 16
  store i64 4, ptr %15, align 8, !tbaa !94, !noalias !89
  store ptr %13, ptr %6, align 8, !tbaa !97
  invoke void @_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS8_EE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef %1, i64 noundef %12, i64 noundef 4, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull %6)
          to label %16 unwind label %36

16:                                               ; preds = %5
  %17 = load ptr, ptr %6, align 8, !tbaa !14
  %18 = icmp eq ptr %17, null
  br i1 %18, label %23, label %19

19:                                               ; preds = %16
  %20 = load ptr, ptr %17, align 8, !tbaa !29
  %21 = getelementptr inbounds i8, ptr %20, i64 16
  %22 = load ptr, ptr %21, align 8
  call void %22(ptr noundef nonnull align 8 dereferenceable(8) %17) #26
  br label %23

23:                                               ; preds = %16, %19
  store ptr null, ptr %6, align 8, !tbaa !14
  %24 = getelementptr inbounds i8, ptr %0, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %24, ptr noundef nonnull align 8 dereferenceable(16) %2, i64 16, i1 false)
  %25 = getelementptr inbounds i8, ptr %0, i64 32
  store i64 0, ptr %25, align 8, !tbaa !99
  %26 = getelementptr inbounds i8, ptr %0, i64 40
  store i8 0, ptr %26, align 8, !tbaa !106
  %27 = load ptr, ptr %0, align 8, !tbaa !107
  %28 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTIf, i64 8), align 8, !tbaa !108
  %29 = load i8, ptr %28, align 1, !tbaa !31
  %30 = icmp eq i8 %29, 42
  %31 = zext i1 %30 to i64
  %32 = getelementptr inbounds i8, ptr %28, i64 %31
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #26
  call void @llvm.experimental.noalias.scope.decl(metadata !110)
  %33 = load <2 x i64>, ptr %24, align 8, !tbaa !36, !noalias !110
  store <2 x i64> %33, ptr %7, align 16, !tbaa !36, !alias.scope !110
  %34 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 0, ptr %34, align 16, !tbaa !36, !alias.scope !110
  invoke void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(24) %4, ptr noundef %27, ptr noundef %1, ptr noundef nonnull %32, i32 noundef 2, i32 noundef 4, ptr noundef nonnull %7)
          to label %35 unwind label %44

35:                                               ; preds = %23
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #26
  ret void

36:                                               ; preds = %5
  %37 = landingpad { ptr, i32 }
          cleanup
  %38 = load ptr, ptr %6, align 8, !tbaa !14
  %39 = icmp eq ptr %38, null
  br i1 %39, label %46, label %40

40:                                               ; preds = %36
  %41 = load ptr, ptr %38, align 8, !tbaa !29
  %42 = getelementptr inbounds i8, ptr %41, i64 16
  %43 = load ptr, ptr %42, align 8
  call void %43(ptr noundef nonnull align 8 dereferenceable(8) %38) #26
  br label %46

44:                                               ; preds = %23
  %45 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #26
  call void @_ZN4sycl3_V16detail12buffer_plainD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #26
  br label %46

46:                                               ; preds = %36, %40, %44
  %47 = phi { ptr, i32 } [ %45, %44 ], [ %37, %40 ], [ %37, %36 ]
  resume { ptr, i32 } %47
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  %14 = load ptr, ptr %9, align 8, !tbaa !29
  %15 = getelementptr inbounds i8, ptr %14, i64 16
  %16 = load ptr, ptr %15, align 8
  %17 = tail call noundef ptr %16(ptr noundef nonnull align 8 dereferenceable(8) %9) #26
  %18 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZStlsISt11char_traitsIcEERSt13basic_ostreamIcT_ES5_PKc(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef %17)
          to label %19 unwind label %51

19:                                               ; preds = %13
  %20 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt4endlIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_(ptr noundef nonnull align 8 dereferenceable(8) %18)
          to label %21 unwind label %51

21:                                               ; preds = %19
  tail call void @__assert_fail(ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.12, i32 noundef 489, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev) #27
  unreachable

22:                                               ; preds = %1
  %23 = getelementptr inbounds i8, ptr %0, i64 8
  %24 = load ptr, ptr %23, align 8, !tbaa !23
  %25 = icmp eq ptr %24, null
  br i1 %25, label %50, label %26

26:                                               ; preds = %22
  %27 = getelementptr inbounds i8, ptr %24, i64 8
  %28 = load atomic i64, ptr %27 acquire, align 8
  %29 = icmp eq i64 %28, 4294967297
  %30 = trunc i64 %28 to i32
  br i1 %29, label %31, label %39

31:                                               ; preds = %26
  store i32 0, ptr %27, align 8, !tbaa !25
  %32 = getelementptr inbounds i8, ptr %24, i64 12
  store i32 0, ptr %32, align 4, !tbaa !28
  %33 = load ptr, ptr %24, align 8, !tbaa !29
  %34 = getelementptr inbounds i8, ptr %33, i64 16
  %35 = load ptr, ptr %34, align 8
  tail call void %35(ptr noundef nonnull align 8 dereferenceable(16) %24) #26
  %36 = load ptr, ptr %24, align 8, !tbaa !29
  %37 = getelementptr inbounds i8, ptr %36, i64 24
  %38 = load ptr, ptr %37, align 8
  tail call void %38(ptr noundef nonnull align 8 dereferenceable(16) %24) #26
  br label %50

39:                                               ; preds = %26
  %40 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %41 = icmp eq i8 %40, 0
  br i1 %41, label %44, label %42

42:                                               ; preds = %39
  %43 = add nsw i32 %30, -1
  store i32 %43, ptr %27, align 4, !tbaa !32
  br label %46

44:                                               ; preds = %39
  %45 = atomicrmw volatile add ptr %27, i32 -1 acq_rel, align 4
  br label %46

46:                                               ; preds = %44, %42
  %47 = phi i32 [ %30, %42 ], [ %45, %44 ]
  %48 = icmp eq i32 %47, 1
  br i1 %48, label %49, label %50, !prof !33

49:                                               ; preds = %46
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %24) #26
  br label %50

50:                                               ; preds = %22, %31, %46, %49
  ret void

51:                                               ; preds = %19, %11, %8, %13
  %52 = landingpad { ptr, i32 }
          catch ptr null
  %53 = extractvalue { ptr, i32 } %52, 0
  tail call void @__clang_call_terminate(ptr %53) #27
  unreachable

54:                                               ; preds = %2
  tail call void @__clang_call_terminate(ptr %4) #27
  unreachable
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !23
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !25
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !28
  %12 = load ptr, ptr %3, align 8, !tbaa !29
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  %15 = load ptr, ptr %3, align 8, !tbaa !29
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !32
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !33

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

declare noundef i32 @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE(ptr noundef nonnull align 8 dereferenceable(8)) #7

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
  call void @_ZSt9terminatev() #27
  unreachable

9:                                                ; preds = %1, %46
  %10 = phi ptr [ %47, %46 ], [ %4, %1 ]
  %11 = load ptr, ptr %10, align 8, !tbaa !113
  %12 = icmp eq ptr %11, null
  br i1 %12, label %46, label %13

13:                                               ; preds = %9
  store ptr %11, ptr %2, align 8, !tbaa !113
  call void @_ZNSt15__exception_ptr13exception_ptr9_M_addrefEv(ptr noundef nonnull align 8 dereferenceable(8) %2) #26
  invoke void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(ptr noundef nonnull %2) #29
          to label %14 unwind label %15

14:                                               ; preds = %13
  unreachable

15:                                               ; preds = %13
  %16 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception
  %17 = extractvalue { ptr, i32 } %16, 1
  %18 = load ptr, ptr %2, align 8, !tbaa !113
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
  %29 = load ptr, ptr %26, align 8, !tbaa !29
  %30 = getelementptr inbounds i8, ptr %29, i64 16
  %31 = load ptr, ptr %30, align 8
  %32 = call noundef ptr %31(ptr noundef nonnull align 8 dereferenceable(8) %26) #26
  %33 = icmp eq ptr %32, null
  br i1 %33, label %34, label %42

34:                                               ; preds = %28
  %35 = load ptr, ptr @_ZSt4cerr, align 8, !tbaa !29
  %36 = getelementptr i8, ptr %35, i64 -24
  %37 = load i64, ptr %36, align 8
  %38 = getelementptr inbounds i8, ptr @_ZSt4cerr, i64 %37
  %39 = getelementptr inbounds i8, ptr %38, i64 32
  %40 = load i32, ptr %39, align 8, !tbaa !115
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
  call void @__clang_call_terminate(ptr %55) #27
  unreachable
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::device", align 8
  %6 = alloca %"class.std::function.19", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #26
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #26
  %7 = getelementptr inbounds i8, ptr %6, i64 16
  %8 = getelementptr inbounds i8, ptr %6, i64 24
  %9 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 0, ptr %9, align 8
  store ptr %1, ptr %6, align 8, !tbaa !14
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_, ptr %8, align 8, !tbaa !121
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E10_M_managerERSt9_Any_dataRKS8_St18_Manager_operation, ptr %7, align 8, !tbaa !19
  invoke void @_ZN4sycl3_V16detail13select_deviceERKSt8functionIFiRKNS0_6deviceEEE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::device") align 8 %5, ptr noundef nonnull align 8 dereferenceable(32) %6)
          to label %10 unwind label %20

10:                                               ; preds = %4
  invoke void @_ZN4sycl3_V15queueC2ERKNS0_6deviceERKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %11 unwind label %20

11:                                               ; preds = %10
  %12 = load ptr, ptr %7, align 8, !tbaa !19
  %13 = icmp eq ptr %12, null
  br i1 %13, label %19, label %14

14:                                               ; preds = %11
  %15 = invoke noundef zeroext i1 %12(ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(16) %6, i32 noundef 3)
          to label %19 unwind label %16

16:                                               ; preds = %14
  %17 = landingpad { ptr, i32 }
          catch ptr null
  %18 = extractvalue { ptr, i32 } %17, 0
  call void @__clang_call_terminate(ptr %18) #27
  unreachable

19:                                               ; preds = %11, %14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #26
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #26
  ret void

20:                                               ; preds = %10, %4
  %21 = landingpad { ptr, i32 }
          cleanup
  %22 = load ptr, ptr %7, align 8, !tbaa !19
  %23 = icmp eq ptr %22, null
  br i1 %23, label %29, label %24

24:                                               ; preds = %20
  %25 = invoke noundef zeroext i1 %22(ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(16) %6, i32 noundef 3)
          to label %29 unwind label %26

26:                                               ; preds = %24
  %27 = landingpad { ptr, i32 }
          catch ptr null
  %28 = extractvalue { ptr, i32 } %27, 0
  call void @__clang_call_terminate(ptr %28) #27
  unreachable

29:                                               ; preds = %20, %24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #26
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #26
  resume { ptr, i32 } %21
}

; Function Attrs: inlinehint mustprogress uwtable
declare noundef nonnull align 8 dereferenceable(8) ptr @_ZStlsISt11char_traitsIcEERSt13basic_ostreamIcT_ES5_PKc(ptr noundef nonnull align 8 dereferenceable(8), ptr noundef) local_unnamed_addr #8

declare ptr @_ZNK4sycl3_V114exception_list5beginEv(ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #7

declare ptr @_ZNK4sycl3_V114exception_list3endEv(ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #7

; Function Attrs: noreturn
declare void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(ptr noundef) local_unnamed_addr #9

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #10

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #11 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #26
  tail call void @_ZSt9terminatev() #27
  unreachable
}

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: inlinehint mustprogress uwtable
declare noundef nonnull align 8 dereferenceable(8) ptr @_ZSt4endlIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #8

declare noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8), ptr noundef, i64 noundef) local_unnamed_addr #7

declare void @_ZNSt9basic_iosIcSt11char_traitsIcEE5clearESt12_Ios_Iostate(ptr noundef nonnull align 8 dereferenceable(264), i32 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #12

; Function Attrs: nounwind
declare void @_ZNSt15__exception_ptr13exception_ptr9_M_addrefEv(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #13

; Function Attrs: nounwind
declare void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #13

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #14

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(24) %1) #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::exception_list", align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3)
  %4 = load ptr, ptr %0, align 8, !tbaa !14
  %5 = load <2 x ptr>, ptr %1, align 8, !tbaa !14
  store <2 x ptr> %5, ptr %3, align 16, !tbaa !14
  %6 = getelementptr inbounds i8, ptr %3, i64 16
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  %8 = load ptr, ptr %7, align 8, !tbaa !123
  store ptr %8, ptr %6, align 16, !tbaa !123
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, i8 0, i64 24, i1 false)
  invoke void %4(ptr noundef nonnull %3)
          to label %9 unwind label %32

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %3, i64 8
  %11 = load ptr, ptr %3, align 16, !tbaa !125
  %12 = load ptr, ptr %10, align 8, !tbaa !126
  %13 = icmp eq ptr %11, %12
  br i1 %13, label %24, label %14

14:                                               ; preds = %9, %19
  %15 = phi ptr [ %20, %19 ], [ %11, %9 ]
  %16 = load ptr, ptr %15, align 8, !tbaa !113
  %17 = icmp eq ptr %16, null
  br i1 %17, label %19, label %18

18:                                               ; preds = %14
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %15) #26
  br label %19

19:                                               ; preds = %18, %14
  %20 = getelementptr inbounds i8, ptr %15, i64 8
  %21 = icmp eq ptr %20, %12
  br i1 %21, label %22, label %14, !llvm.loop !127

22:                                               ; preds = %19
  %23 = load ptr, ptr %3, align 16, !tbaa !125
  br label %24

24:                                               ; preds = %22, %9
  %25 = phi ptr [ %23, %22 ], [ %11, %9 ]
  %26 = icmp eq ptr %25, null
  br i1 %26, label %34, label %27

27:                                               ; preds = %24
  %28 = load ptr, ptr %6, align 16, !tbaa !123
  %29 = ptrtoint ptr %28 to i64
  %30 = ptrtoint ptr %25 to i64
  %31 = sub i64 %29, %30
  call void @_ZdlPvm(ptr noundef nonnull %25, i64 noundef %31) #28
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
define linkonce_odr dso_local noundef zeroext i1 @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  switch i32 %2, label %9 [
    i32 0, label %7
    i32 1, label %4
    i32 2, label %5
  ]

4:                                                ; preds = %3
  br label %7

5:                                                ; preds = %3
  %6 = load ptr, ptr %1, align 8, !tbaa !14
  br label %7

7:                                                ; preds = %3, %4, %5
  %8 = phi ptr [ %6, %5 ], [ %1, %4 ], [ @_ZTIPFvN4sycl3_V114exception_listEE, %3 ]
  store ptr %8, ptr %0, align 8, !tbaa !14
  br label %9

9:                                                ; preds = %7, %3
  ret i1 false
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V114exception_listD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !125
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !126
  %5 = icmp eq ptr %2, %4
  br i1 %5, label %16, label %6

6:                                                ; preds = %1, %11
  %7 = phi ptr [ %12, %11 ], [ %2, %1 ]
  %8 = load ptr, ptr %7, align 8, !tbaa !113
  %9 = icmp eq ptr %8, null
  br i1 %9, label %11, label %10

10:                                               ; preds = %6
  tail call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %7) #26
  br label %11

11:                                               ; preds = %10, %6
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  %13 = icmp eq ptr %12, %4
  br i1 %13, label %14, label %6, !llvm.loop !127

14:                                               ; preds = %11
  %15 = load ptr, ptr %0, align 8, !tbaa !125
  br label %16

16:                                               ; preds = %14, %1
  %17 = phi ptr [ %15, %14 ], [ %2, %1 ]
  %18 = icmp eq ptr %17, null
  br i1 %18, label %25, label %19

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !123
  %22 = ptrtoint ptr %21 to i64
  %23 = ptrtoint ptr %17 to i64
  %24 = sub i64 %22, %23
  tail call void @_ZdlPvm(ptr noundef nonnull %17, i64 noundef %24) #28
  br label %25

25:                                               ; preds = %16, %19
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #15

declare void @_ZN4sycl3_V16detail13select_deviceERKSt8functionIFiRKNS0_6deviceEEE(ptr dead_on_unwind writable sret(%"class.sycl::_V1::device") align 8, ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #7

declare void @_ZN4sycl3_V15queueC2ERKNS0_6deviceERKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(8), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #7

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(8) %1) #2 comdat align 2 {
  %3 = load ptr, ptr %0, align 8, !tbaa !14
  %4 = tail call noundef i32 %3(ptr noundef nonnull align 8 dereferenceable(8) %1)
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
  %6 = load ptr, ptr %1, align 8, !tbaa !14
  br label %7

7:                                                ; preds = %3, %4, %5
  %8 = phi ptr [ %6, %5 ], [ %1, %4 ], [ @_ZTIPFiRKN4sycl3_V16deviceEE, %3 ]
  store ptr %8, ptr %0, align 8, !tbaa !14
  br label %9

9:                                                ; preds = %7, %3
  ret i1 false
}

; Function Attrs: mustprogress noinline nounwind uwtable
define linkonce_odr dso_local void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %0) local_unnamed_addr #16 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !29
  %3 = getelementptr inbounds i8, ptr %2, i64 16
  %4 = load ptr, ptr %3, align 8
  tail call void %4(ptr noundef nonnull align 8 dereferenceable(16) %0) #26
  %5 = getelementptr inbounds i8, ptr %0, i64 12
  %6 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %7 = icmp eq i8 %6, 0
  br i1 %7, label %11, label %8

8:                                                ; preds = %1
  %9 = load i32, ptr %5, align 4, !tbaa !32
  %10 = add nsw i32 %9, -1
  store i32 %10, ptr %5, align 4, !tbaa !32
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
  tail call void %19(ptr noundef nonnull align 8 dereferenceable(16) %0) #26
  br label %20

20:                                               ; preds = %13, %16
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #4

; Function Attrs: noreturn
declare void @_ZSt28__throw_bad_array_new_lengthv() local_unnamed_addr #9

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #17

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #18

declare void @_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS8_EE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef, i64 noundef, i64 noundef, ptr noundef nonnull align 8 dereferenceable(32), ptr noundef) unnamed_addr #7

declare void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(24), ptr noundef, ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #7

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail12buffer_plainD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !23
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !25
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !28
  %12 = load ptr, ptr %3, align 8, !tbaa !29
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  %15 = load ptr, ptr %3, align 8, !tbaa !29
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !32
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !33

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

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
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 24) #28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE8allocateEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = shl i64 %1, 2
  %5 = add i64 %4, -1
  %6 = load i64, ptr %3, align 8, !tbaa !92
  %7 = add i64 %6, -1
  %8 = or i64 %7, %5
  %9 = add i64 %8, 1
  %10 = icmp ult i64 %9, %1
  br i1 %10, label %11, label %13

11:                                               ; preds = %2
  %12 = tail call ptr @__cxa_allocate_exception(i64 8) #26
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %12, align 8, !tbaa !29
  tail call void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #29
  unreachable

13:                                               ; preds = %2
  %14 = tail call noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef %6, i64 noundef %9)
  %15 = icmp eq ptr %14, null
  br i1 %15, label %16, label %18

16:                                               ; preds = %13
  %17 = tail call ptr @__cxa_allocate_exception(i64 8) #26
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %17, align 8, !tbaa !29
  tail call void @__cxa_throw(ptr nonnull %17, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #29
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
  %3 = load i64, ptr %2, align 8, !tbaa !94
  ret i64 %3
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12setAlignmentEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = tail call i64 @llvm.umax.i64(i64 %1, i64 64)
  store i64 %4, ptr %3, align 8, !tbaa !92
  ret void
}

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZNSt9bad_allocD1Ev(ptr noundef nonnull align 8 dereferenceable(8)) unnamed_addr #13

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef, i64 noundef) local_unnamed_addr #7

declare void @_ZN4sycl3_V16detail6OSUtil11alignedFreeEPv(ptr noundef) local_unnamed_addr #7

; Function Attrs: nounwind
declare { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef) local_unnamed_addr #13

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %0, i32 %1, ptr %2, ptr noundef %3) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.std::shared_ptr.40", align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %5, i8 0, i64 16, i1 false)
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codeSt10shared_ptrINS0_7contextEEPKc(ptr noundef nonnull align 8 dereferenceable(64) %0, i32 %1, ptr %2, ptr noundef nonnull %5, ptr noundef %3)
          to label %6 unwind label %35

6:                                                ; preds = %4
  %7 = getelementptr inbounds i8, ptr %5, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !23
  %9 = icmp eq ptr %8, null
  br i1 %9, label %34, label %10

10:                                               ; preds = %6
  %11 = getelementptr inbounds i8, ptr %8, i64 8
  %12 = load atomic i64, ptr %11 acquire, align 8
  %13 = icmp eq i64 %12, 4294967297
  %14 = trunc i64 %12 to i32
  br i1 %13, label %15, label %23

15:                                               ; preds = %10
  store i32 0, ptr %11, align 8, !tbaa !25
  %16 = getelementptr inbounds i8, ptr %8, i64 12
  store i32 0, ptr %16, align 4, !tbaa !28
  %17 = load ptr, ptr %8, align 8, !tbaa !29
  %18 = getelementptr inbounds i8, ptr %17, i64 16
  %19 = load ptr, ptr %18, align 8
  call void %19(ptr noundef nonnull align 8 dereferenceable(16) %8) #26
  %20 = load ptr, ptr %8, align 8, !tbaa !29
  %21 = getelementptr inbounds i8, ptr %20, i64 24
  %22 = load ptr, ptr %21, align 8
  call void %22(ptr noundef nonnull align 8 dereferenceable(16) %8) #26
  br label %34

23:                                               ; preds = %10
  %24 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %25 = icmp eq i8 %24, 0
  br i1 %25, label %28, label %26

26:                                               ; preds = %23
  %27 = add nsw i32 %14, -1
  store i32 %27, ptr %11, align 4, !tbaa !32
  br label %30

28:                                               ; preds = %23
  %29 = atomicrmw volatile add ptr %11, i32 -1 acq_rel, align 4
  br label %30

30:                                               ; preds = %28, %26
  %31 = phi i32 [ %14, %26 ], [ %29, %28 ]
  %32 = icmp eq i32 %31, 1
  br i1 %32, label %33, label %34, !prof !33

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
declare void @_ZN4sycl3_V19exceptionD1Ev(ptr noundef nonnull align 8 dereferenceable(64)) unnamed_addr #13

declare void @_ZN4sycl3_V19exceptionC1ESt10error_codeSt10shared_ptrINS0_7contextEEPKc(ptr noundef nonnull align 8 dereferenceable(64), i32, ptr, ptr noundef, ptr noundef) unnamed_addr #7

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt12__shared_ptrIN4sycl3_V17contextELN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !23
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !25
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !28
  %12 = load ptr, ptr %3, align 8, !tbaa !29
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  %15 = load ptr, ptr %3, align 8, !tbaa !29
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !32
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !33

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

declare void @_ZNK4sycl3_V16detail12buffer_plain13handleReleaseEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #7

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #19

declare void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9), ptr noundef nonnull align 8 dereferenceable(24)) unnamed_addr #7

declare void @_ZNK4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_3_V114SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 4 dereferenceable(4), ptr noundef nonnull align 8 dereferenceable(24), i1 noundef zeroext) local_unnamed_addr #7

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9)) local_unnamed_addr #7

; Function Attrs: nounwind
declare void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9)) unnamed_addr #13

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZ4mainEUlRNS0_7handlerEE_E4callEPKvS5_(ptr nocapture noundef readonly %0, ptr noundef nonnull align 8 dereferenceable(176) %1) #2 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view", align 8
  %4 = alloca %"class.sycl::_V1::nd_range", align 8
  %5 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %6 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %7 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %8 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %9 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %10 = alloca %"class.sycl::_V1::accessor", align 8
  %11 = alloca %"class.sycl::_V1::property_list", align 8
  %12 = alloca %"class.sycl::_V1::accessor", align 8
  %13 = alloca %"class.sycl::_V1::property_list", align 8
  %14 = alloca %"class.sycl::_V1::accessor.81", align 8
  %15 = alloca %"class.sycl::_V1::property_list", align 8
  %16 = alloca %"class.sycl::_V1::local_accessor", align 8
  %17 = alloca %"class.sycl::_V1::local_accessor", align 8
  %18 = alloca [2 x i64], align 8
  %19 = alloca %class.anon.90, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %18)
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %10) #26
  %20 = load ptr, ptr %0, align 8, !tbaa !128
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #26
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %11, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %9)
  store ptr @.str, ptr %9, align 8
  %21 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr @.str.13, ptr %21, align 8
  %22 = getelementptr inbounds i8, ptr %9, i64 16
  store i32 25, ptr %22, align 8
  %23 = getelementptr inbounds i8, ptr %9, i64 20
  store i32 22, ptr %23, align 4
  invoke void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %10, ptr noundef nonnull align 8 dereferenceable(41) %20, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(32) %11, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %9)
          to label %24 unwind label %534

24:                                               ; preds = %2
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9)
  %25 = getelementptr inbounds i8, ptr %11, i64 8
  %26 = load ptr, ptr %25, align 8, !tbaa !20
  %27 = getelementptr inbounds i8, ptr %11, i64 16
  %28 = load ptr, ptr %27, align 8, !tbaa !22
  %29 = icmp eq ptr %26, %28
  br i1 %29, label %64, label %30

30:                                               ; preds = %24, %59
  %31 = phi ptr [ %60, %59 ], [ %26, %24 ]
  %32 = getelementptr inbounds i8, ptr %31, i64 8
  %33 = load ptr, ptr %32, align 8, !tbaa !23
  %34 = icmp eq ptr %33, null
  br i1 %34, label %59, label %35

35:                                               ; preds = %30
  %36 = getelementptr inbounds i8, ptr %33, i64 8
  %37 = load atomic i64, ptr %36 acquire, align 8
  %38 = icmp eq i64 %37, 4294967297
  %39 = trunc i64 %37 to i32
  br i1 %38, label %40, label %48

40:                                               ; preds = %35
  store i32 0, ptr %36, align 8, !tbaa !25
  %41 = getelementptr inbounds i8, ptr %33, i64 12
  store i32 0, ptr %41, align 4, !tbaa !28
  %42 = load ptr, ptr %33, align 8, !tbaa !29
  %43 = getelementptr inbounds i8, ptr %42, i64 16
  %44 = load ptr, ptr %43, align 8
  call void %44(ptr noundef nonnull align 8 dereferenceable(16) %33) #26
  %45 = load ptr, ptr %33, align 8, !tbaa !29
  %46 = getelementptr inbounds i8, ptr %45, i64 24
  %47 = load ptr, ptr %46, align 8
  call void %47(ptr noundef nonnull align 8 dereferenceable(16) %33) #26
  br label %59

48:                                               ; preds = %35
  %49 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %50 = icmp eq i8 %49, 0
  br i1 %50, label %53, label %51

51:                                               ; preds = %48
  %52 = add nsw i32 %39, -1
  store i32 %52, ptr %36, align 4, !tbaa !32
  br label %55

53:                                               ; preds = %48
  %54 = atomicrmw volatile add ptr %36, i32 -1 acq_rel, align 4
  br label %55

55:                                               ; preds = %53, %51
  %56 = phi i32 [ %39, %51 ], [ %54, %53 ]
  %57 = icmp eq i32 %56, 1
  br i1 %57, label %58, label %59, !prof !33

58:                                               ; preds = %55
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %33) #26
  br label %59

59:                                               ; preds = %58, %55, %40, %30
  %60 = getelementptr inbounds i8, ptr %31, i64 16
  %61 = icmp eq ptr %60, %28
  br i1 %61, label %62, label %30, !llvm.loop !34

62:                                               ; preds = %59
  %63 = load ptr, ptr %25, align 8, !tbaa !20
  br label %64

64:                                               ; preds = %62, %24
  %65 = phi ptr [ %63, %62 ], [ %26, %24 ]
  %66 = icmp eq ptr %65, null
  br i1 %66, label %73, label %67

67:                                               ; preds = %64
  %68 = getelementptr inbounds i8, ptr %11, i64 24
  %69 = load ptr, ptr %68, align 8, !tbaa !35
  %70 = ptrtoint ptr %69 to i64
  %71 = ptrtoint ptr %65 to i64
  %72 = sub i64 %70, %71
  call void @_ZdlPvm(ptr noundef nonnull %65, i64 noundef %72) #28
  br label %73

73:                                               ; preds = %67, %64
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #26
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %12) #26
  %74 = getelementptr inbounds i8, ptr %0, i64 8
  %75 = load ptr, ptr %74, align 8, !tbaa !130
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13) #26
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %13, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %8)
  store ptr @.str, ptr %8, align 8
  %76 = getelementptr inbounds i8, ptr %8, i64 8
  store ptr @.str.13, ptr %76, align 8
  %77 = getelementptr inbounds i8, ptr %8, i64 16
  store i32 26, ptr %77, align 8
  %78 = getelementptr inbounds i8, ptr %8, i64 20
  store i32 22, ptr %78, align 4
  invoke void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %12, ptr noundef nonnull align 8 dereferenceable(41) %75, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(32) %13, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %8)
          to label %79 unwind label %536

79:                                               ; preds = %73
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8)
  %80 = getelementptr inbounds i8, ptr %13, i64 8
  %81 = load ptr, ptr %80, align 8, !tbaa !20
  %82 = getelementptr inbounds i8, ptr %13, i64 16
  %83 = load ptr, ptr %82, align 8, !tbaa !22
  %84 = icmp eq ptr %81, %83
  br i1 %84, label %119, label %85

85:                                               ; preds = %79, %114
  %86 = phi ptr [ %115, %114 ], [ %81, %79 ]
  %87 = getelementptr inbounds i8, ptr %86, i64 8
  %88 = load ptr, ptr %87, align 8, !tbaa !23
  %89 = icmp eq ptr %88, null
  br i1 %89, label %114, label %90

90:                                               ; preds = %85
  %91 = getelementptr inbounds i8, ptr %88, i64 8
  %92 = load atomic i64, ptr %91 acquire, align 8
  %93 = icmp eq i64 %92, 4294967297
  %94 = trunc i64 %92 to i32
  br i1 %93, label %95, label %103

95:                                               ; preds = %90
  store i32 0, ptr %91, align 8, !tbaa !25
  %96 = getelementptr inbounds i8, ptr %88, i64 12
  store i32 0, ptr %96, align 4, !tbaa !28
  %97 = load ptr, ptr %88, align 8, !tbaa !29
  %98 = getelementptr inbounds i8, ptr %97, i64 16
  %99 = load ptr, ptr %98, align 8
  call void %99(ptr noundef nonnull align 8 dereferenceable(16) %88) #26
  %100 = load ptr, ptr %88, align 8, !tbaa !29
  %101 = getelementptr inbounds i8, ptr %100, i64 24
  %102 = load ptr, ptr %101, align 8
  call void %102(ptr noundef nonnull align 8 dereferenceable(16) %88) #26
  br label %114

103:                                              ; preds = %90
  %104 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %105 = icmp eq i8 %104, 0
  br i1 %105, label %108, label %106

106:                                              ; preds = %103
  %107 = add nsw i32 %94, -1
  store i32 %107, ptr %91, align 4, !tbaa !32
  br label %110

108:                                              ; preds = %103
  %109 = atomicrmw volatile add ptr %91, i32 -1 acq_rel, align 4
  br label %110

110:                                              ; preds = %108, %106
  %111 = phi i32 [ %94, %106 ], [ %109, %108 ]
  %112 = icmp eq i32 %111, 1
  br i1 %112, label %113, label %114, !prof !33

113:                                              ; preds = %110
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %88) #26
  br label %114

114:                                              ; preds = %113, %110, %95, %85
  %115 = getelementptr inbounds i8, ptr %86, i64 16
  %116 = icmp eq ptr %115, %83
  br i1 %116, label %117, label %85, !llvm.loop !34

117:                                              ; preds = %114
  %118 = load ptr, ptr %80, align 8, !tbaa !20
  br label %119

119:                                              ; preds = %117, %79
  %120 = phi ptr [ %118, %117 ], [ %81, %79 ]
  %121 = icmp eq ptr %120, null
  br i1 %121, label %128, label %122

122:                                              ; preds = %119
  %123 = getelementptr inbounds i8, ptr %13, i64 24
  %124 = load ptr, ptr %123, align 8, !tbaa !35
  %125 = ptrtoint ptr %124 to i64
  %126 = ptrtoint ptr %120 to i64
  %127 = sub i64 %125, %126
  call void @_ZdlPvm(ptr noundef nonnull %120, i64 noundef %127) #28
  br label %128

128:                                              ; preds = %122, %119
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #26
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %14) #26
  %129 = getelementptr inbounds i8, ptr %0, i64 16
  %130 = load ptr, ptr %129, align 8, !tbaa !131
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %15) #26
  %131 = getelementptr inbounds i8, ptr %15, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %131, i8 0, i64 24, i1 false)
  store i64 16, ptr %15, align 8, !tbaa !36
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7)
  store ptr @.str, ptr %7, align 8
  %132 = getelementptr inbounds i8, ptr %7, i64 8
  store ptr @.str.13, ptr %132, align 8
  %133 = getelementptr inbounds i8, ptr %7, i64 16
  store i32 27, ptr %133, align 8
  %134 = getelementptr inbounds i8, ptr %7, i64 20
  store i32 22, ptr %134, align 4
  invoke void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %14, ptr noundef nonnull align 8 dereferenceable(41) %130, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(32) %15, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %7)
          to label %135 unwind label %538

135:                                              ; preds = %128
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7)
  %136 = load ptr, ptr %131, align 8, !tbaa !20
  %137 = getelementptr inbounds i8, ptr %15, i64 16
  %138 = load ptr, ptr %137, align 8, !tbaa !22
  %139 = icmp eq ptr %136, %138
  br i1 %139, label %174, label %140

140:                                              ; preds = %135, %169
  %141 = phi ptr [ %170, %169 ], [ %136, %135 ]
  %142 = getelementptr inbounds i8, ptr %141, i64 8
  %143 = load ptr, ptr %142, align 8, !tbaa !23
  %144 = icmp eq ptr %143, null
  br i1 %144, label %169, label %145

145:                                              ; preds = %140
  %146 = getelementptr inbounds i8, ptr %143, i64 8
  %147 = load atomic i64, ptr %146 acquire, align 8
  %148 = icmp eq i64 %147, 4294967297
  %149 = trunc i64 %147 to i32
  br i1 %148, label %150, label %158

150:                                              ; preds = %145
  store i32 0, ptr %146, align 8, !tbaa !25
  %151 = getelementptr inbounds i8, ptr %143, i64 12
  store i32 0, ptr %151, align 4, !tbaa !28
  %152 = load ptr, ptr %143, align 8, !tbaa !29
  %153 = getelementptr inbounds i8, ptr %152, i64 16
  %154 = load ptr, ptr %153, align 8
  call void %154(ptr noundef nonnull align 8 dereferenceable(16) %143) #26
  %155 = load ptr, ptr %143, align 8, !tbaa !29
  %156 = getelementptr inbounds i8, ptr %155, i64 24
  %157 = load ptr, ptr %156, align 8
  call void %157(ptr noundef nonnull align 8 dereferenceable(16) %143) #26
  br label %169

158:                                              ; preds = %145
  %159 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %160 = icmp eq i8 %159, 0
  br i1 %160, label %163, label %161

161:                                              ; preds = %158
  %162 = add nsw i32 %149, -1
  store i32 %162, ptr %146, align 4, !tbaa !32
  br label %165

163:                                              ; preds = %158
  %164 = atomicrmw volatile add ptr %146, i32 -1 acq_rel, align 4
  br label %165

165:                                              ; preds = %163, %161
  %166 = phi i32 [ %149, %161 ], [ %164, %163 ]
  %167 = icmp eq i32 %166, 1
  br i1 %167, label %168, label %169, !prof !33

168:                                              ; preds = %165
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %143) #26
  br label %169

169:                                              ; preds = %168, %165, %150, %140
  %170 = getelementptr inbounds i8, ptr %141, i64 16
  %171 = icmp eq ptr %170, %138
  br i1 %171, label %172, label %140, !llvm.loop !34

172:                                              ; preds = %169
  %173 = load ptr, ptr %131, align 8, !tbaa !20
  br label %174

174:                                              ; preds = %172, %135
  %175 = phi ptr [ %173, %172 ], [ %136, %135 ]
  %176 = icmp eq ptr %175, null
  br i1 %176, label %183, label %177

177:                                              ; preds = %174
  %178 = getelementptr inbounds i8, ptr %15, i64 24
  %179 = load ptr, ptr %178, align 8, !tbaa !35
  %180 = ptrtoint ptr %179 to i64
  %181 = ptrtoint ptr %175 to i64
  %182 = sub i64 %180, %181
  call void @_ZdlPvm(ptr noundef nonnull %175, i64 noundef %182) #28
  br label %183

183:                                              ; preds = %177, %174
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %15) #26
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %16) #26
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6)
  store ptr @.str, ptr %6, align 8
  %184 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr @.str.13, ptr %184, align 8
  %185 = getelementptr inbounds i8, ptr %6, i64 16
  store i32 28, ptr %185, align 8
  %186 = getelementptr inbounds i8, ptr %6, i64 20
  store i32 38, ptr %186, align 4
  invoke void @_ZN4sycl3_V119local_accessor_baseIfLi2ELNS0_6access4modeE1026ELNS2_11placeholderE0EEC2ILi2EvEENS0_5rangeILi2EEERNS0_7handlerENS0_6detail13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %16, i64 16, i64 16, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %6)
          to label %187 unwind label %540

187:                                              ; preds = %183
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %17) #26
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5)
  store ptr @.str, ptr %5, align 8
  %188 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr @.str.13, ptr %188, align 8
  %189 = getelementptr inbounds i8, ptr %5, i64 16
  store i32 29, ptr %189, align 8
  %190 = getelementptr inbounds i8, ptr %5, i64 20
  store i32 38, ptr %190, align 4
  invoke void @_ZN4sycl3_V119local_accessor_baseIfLi2ELNS0_6access4modeE1026ELNS2_11placeholderE0EEC2ILi2EvEENS0_5rangeILi2EEERNS0_7handlerENS0_6detail13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %17, i64 16, i64 16, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %5)
          to label %191 unwind label %542

191:                                              ; preds = %187
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %18, i8 0, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 280, ptr nonnull %19) #26
  %192 = load ptr, ptr %10, align 8, !tbaa !132
  store ptr %192, ptr %19, align 8, !tbaa !132
  %193 = getelementptr inbounds i8, ptr %19, i64 8
  %194 = getelementptr inbounds i8, ptr %10, i64 8
  %195 = load ptr, ptr %194, align 8, !tbaa !23
  store ptr %195, ptr %193, align 8, !tbaa !23
  %196 = icmp eq ptr %195, null
  br i1 %196, label %206, label %197

197:                                              ; preds = %191
  %198 = getelementptr inbounds i8, ptr %195, i64 8
  %199 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %200 = icmp eq i8 %199, 0
  br i1 %200, label %204, label %201

201:                                              ; preds = %197
  %202 = load i32, ptr %198, align 4, !tbaa !32
  %203 = add nsw i32 %202, 1
  store i32 %203, ptr %198, align 4, !tbaa !32
  br label %206

204:                                              ; preds = %197
  %205 = atomicrmw volatile add ptr %198, i32 1 acq_rel, align 4
  br label %206

206:                                              ; preds = %204, %201, %191
  %207 = getelementptr inbounds i8, ptr %19, i64 16
  %208 = getelementptr inbounds i8, ptr %10, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %207, ptr noundef nonnull align 8 dereferenceable(40) %208, i64 40, i1 false)
  %209 = getelementptr inbounds i8, ptr %19, i64 56
  %210 = load ptr, ptr %16, align 8, !tbaa !134
  store ptr %210, ptr %209, align 8, !tbaa !134
  %211 = getelementptr inbounds i8, ptr %19, i64 64
  %212 = getelementptr inbounds i8, ptr %16, i64 8
  %213 = load ptr, ptr %212, align 8, !tbaa !23
  store ptr %213, ptr %211, align 8, !tbaa !23
  %214 = icmp eq ptr %213, null
  br i1 %214, label %224, label %215

215:                                              ; preds = %206
  %216 = getelementptr inbounds i8, ptr %213, i64 8
  %217 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %218 = icmp eq i8 %217, 0
  br i1 %218, label %222, label %219

219:                                              ; preds = %215
  %220 = load i32, ptr %216, align 4, !tbaa !32
  %221 = add nsw i32 %220, 1
  store i32 %221, ptr %216, align 4, !tbaa !32
  br label %224

222:                                              ; preds = %215
  %223 = atomicrmw volatile add ptr %216, i32 1 acq_rel, align 4
  br label %224

224:                                              ; preds = %222, %219, %206
  %225 = getelementptr inbounds i8, ptr %19, i64 72
  %226 = getelementptr inbounds i8, ptr %16, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %225, ptr noundef nonnull align 8 dereferenceable(40) %226, i64 40, i1 false), !tbaa.struct !136
  %227 = getelementptr inbounds i8, ptr %19, i64 112
  %228 = load ptr, ptr %17, align 8, !tbaa !134
  store ptr %228, ptr %227, align 8, !tbaa !134
  %229 = getelementptr inbounds i8, ptr %19, i64 120
  %230 = getelementptr inbounds i8, ptr %17, i64 8
  %231 = load ptr, ptr %230, align 8, !tbaa !23
  store ptr %231, ptr %229, align 8, !tbaa !23
  %232 = icmp eq ptr %231, null
  br i1 %232, label %242, label %233

233:                                              ; preds = %224
  %234 = getelementptr inbounds i8, ptr %231, i64 8
  %235 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %236 = icmp eq i8 %235, 0
  br i1 %236, label %240, label %237

237:                                              ; preds = %233
  %238 = load i32, ptr %234, align 4, !tbaa !32
  %239 = add nsw i32 %238, 1
  store i32 %239, ptr %234, align 4, !tbaa !32
  br label %242

240:                                              ; preds = %233
  %241 = atomicrmw volatile add ptr %234, i32 1 acq_rel, align 4
  br label %242

242:                                              ; preds = %240, %237, %224
  %243 = getelementptr inbounds i8, ptr %19, i64 128
  %244 = getelementptr inbounds i8, ptr %17, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %243, ptr noundef nonnull align 8 dereferenceable(40) %244, i64 40, i1 false), !tbaa.struct !136
  %245 = getelementptr inbounds i8, ptr %19, i64 168
  %246 = load ptr, ptr %12, align 8, !tbaa !132
  store ptr %246, ptr %245, align 8, !tbaa !132
  %247 = getelementptr inbounds i8, ptr %19, i64 176
  %248 = getelementptr inbounds i8, ptr %12, i64 8
  %249 = load ptr, ptr %248, align 8, !tbaa !23
  store ptr %249, ptr %247, align 8, !tbaa !23
  %250 = icmp eq ptr %249, null
  br i1 %250, label %260, label %251

251:                                              ; preds = %242
  %252 = getelementptr inbounds i8, ptr %249, i64 8
  %253 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %254 = icmp eq i8 %253, 0
  br i1 %254, label %258, label %255

255:                                              ; preds = %251
  %256 = load i32, ptr %252, align 4, !tbaa !32
  %257 = add nsw i32 %256, 1
  store i32 %257, ptr %252, align 4, !tbaa !32
  br label %260

258:                                              ; preds = %251
  %259 = atomicrmw volatile add ptr %252, i32 1 acq_rel, align 4
  br label %260

260:                                              ; preds = %258, %255, %242
  %261 = getelementptr inbounds i8, ptr %19, i64 184
  %262 = getelementptr inbounds i8, ptr %12, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %261, ptr noundef nonnull align 8 dereferenceable(40) %262, i64 40, i1 false)
  %263 = getelementptr inbounds i8, ptr %19, i64 224
  %264 = load ptr, ptr %14, align 8, !tbaa !132
  store ptr %264, ptr %263, align 8, !tbaa !132
  %265 = getelementptr inbounds i8, ptr %19, i64 232
  %266 = getelementptr inbounds i8, ptr %14, i64 8
  %267 = load ptr, ptr %266, align 8, !tbaa !23
  store ptr %267, ptr %265, align 8, !tbaa !23
  %268 = icmp eq ptr %267, null
  br i1 %268, label %278, label %269

269:                                              ; preds = %260
  %270 = getelementptr inbounds i8, ptr %267, i64 8
  %271 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %272 = icmp eq i8 %271, 0
  br i1 %272, label %276, label %273

273:                                              ; preds = %269
  %274 = load i32, ptr %270, align 4, !tbaa !32
  %275 = add nsw i32 %274, 1
  store i32 %275, ptr %270, align 4, !tbaa !32
  br label %278

276:                                              ; preds = %269
  %277 = atomicrmw volatile add ptr %270, i32 1 acq_rel, align 4
  br label %278

278:                                              ; preds = %276, %273, %260
  %279 = getelementptr inbounds i8, ptr %19, i64 240
  %280 = getelementptr inbounds i8, ptr %14, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %279, ptr noundef nonnull align 8 dereferenceable(40) %280, i64 40, i1 false)
  %281 = invoke noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(176) %1)
          to label %282 unwind label %544

282:                                              ; preds = %278
  %283 = icmp eq i32 %281, 0
  br i1 %283, label %293, label %284

284:                                              ; preds = %282
  %285 = call ptr @__cxa_allocate_exception(i64 64) #26
  %286 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #26
  %287 = extractvalue { i32, ptr } %286, 0
  %288 = extractvalue { i32, ptr } %286, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %285, i32 %287, ptr %288, ptr noundef nonnull @.str.21)
          to label %289 unwind label %291

289:                                              ; preds = %284
  invoke void @__cxa_throw(ptr nonnull %285, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #29
          to label %290 unwind label %544

290:                                              ; preds = %289
  unreachable

291:                                              ; preds = %284
  %292 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %285) #26
  br label %546

293:                                              ; preds = %282
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr nonnull @.str.18, i64 14)
          to label %294 unwind label %544

294:                                              ; preds = %293
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %4)
  store i64 64, ptr %4, align 8
  %295 = getelementptr inbounds i8, ptr %4, i64 8
  store i64 32, ptr %295, align 8
  %296 = getelementptr inbounds i8, ptr %4, i64 16
  store i64 16, ptr %296, align 8
  %297 = getelementptr inbounds i8, ptr %4, i64 24
  store i64 16, ptr %297, align 8
  %298 = getelementptr inbounds i8, ptr %4, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %298, ptr noundef nonnull align 8 dereferenceable(16) %18, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3)
  store ptr %4, ptr %3, align 8, !tbaa !137
  %299 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr %296, ptr %299, align 8, !tbaa !139
  %300 = getelementptr inbounds i8, ptr %3, i64 16
  store ptr %298, ptr %300, align 8, !tbaa !140
  %301 = getelementptr inbounds i8, ptr %3, i64 24
  store i64 2, ptr %301, align 8, !tbaa !141
  invoke void @_ZN4sycl3_V17handler20setNDRangeDescriptorENS0_6detail16nd_range_view_v113nd_range_viewEb(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull byval(%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view") align 8 %3, i1 noundef zeroext false)
          to label %302 unwind label %544

302:                                              ; preds = %294
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3)
  %303 = getelementptr inbounds i8, ptr %1, i64 144
  %304 = invoke noalias noundef nonnull dereferenceable(288) ptr @_Znwm(i64 noundef 288) #25
          to label %305 unwind label %544

305:                                              ; preds = %302
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EEE, i64 16), ptr %304, align 8, !tbaa !29
  %306 = getelementptr inbounds i8, ptr %304, i64 8
  %307 = load ptr, ptr %19, align 8, !tbaa !132
  store ptr %307, ptr %306, align 8, !tbaa !132
  %308 = getelementptr inbounds i8, ptr %304, i64 16
  %309 = load ptr, ptr %193, align 8, !tbaa !23
  store ptr %309, ptr %308, align 8, !tbaa !23
  %310 = icmp eq ptr %309, null
  br i1 %310, label %320, label %311

311:                                              ; preds = %305
  %312 = getelementptr inbounds i8, ptr %309, i64 8
  %313 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %314 = icmp eq i8 %313, 0
  br i1 %314, label %318, label %315

315:                                              ; preds = %311
  %316 = load i32, ptr %312, align 4, !tbaa !32
  %317 = add nsw i32 %316, 1
  store i32 %317, ptr %312, align 4, !tbaa !32
  br label %320

318:                                              ; preds = %311
  %319 = atomicrmw volatile add ptr %312, i32 1 acq_rel, align 4
  br label %320

320:                                              ; preds = %318, %315, %305
  %321 = getelementptr inbounds i8, ptr %304, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %321, ptr noundef nonnull readonly align 8 dereferenceable(40) %207, i64 40, i1 false)
  %322 = getelementptr inbounds i8, ptr %304, i64 64
  %323 = load ptr, ptr %209, align 8, !tbaa !134
  store ptr %323, ptr %322, align 8, !tbaa !134
  %324 = getelementptr inbounds i8, ptr %304, i64 72
  %325 = load ptr, ptr %211, align 8, !tbaa !23
  store ptr %325, ptr %324, align 8, !tbaa !23
  %326 = icmp eq ptr %325, null
  br i1 %326, label %336, label %327

327:                                              ; preds = %320
  %328 = getelementptr inbounds i8, ptr %325, i64 8
  %329 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %330 = icmp eq i8 %329, 0
  br i1 %330, label %334, label %331

331:                                              ; preds = %327
  %332 = load i32, ptr %328, align 4, !tbaa !32
  %333 = add nsw i32 %332, 1
  store i32 %333, ptr %328, align 4, !tbaa !32
  br label %336

334:                                              ; preds = %327
  %335 = atomicrmw volatile add ptr %328, i32 1 acq_rel, align 4
  br label %336

336:                                              ; preds = %334, %331, %320
  %337 = getelementptr inbounds i8, ptr %304, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %337, ptr noundef nonnull readonly align 8 dereferenceable(40) %225, i64 40, i1 false), !tbaa.struct !136
  %338 = getelementptr inbounds i8, ptr %304, i64 120
  %339 = load ptr, ptr %227, align 8, !tbaa !134
  store ptr %339, ptr %338, align 8, !tbaa !134
  %340 = getelementptr inbounds i8, ptr %304, i64 128
  %341 = load ptr, ptr %229, align 8, !tbaa !23
  store ptr %341, ptr %340, align 8, !tbaa !23
  %342 = icmp eq ptr %341, null
  br i1 %342, label %352, label %343

343:                                              ; preds = %336
  %344 = getelementptr inbounds i8, ptr %341, i64 8
  %345 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %346 = icmp eq i8 %345, 0
  br i1 %346, label %350, label %347

347:                                              ; preds = %343
  %348 = load i32, ptr %344, align 4, !tbaa !32
  %349 = add nsw i32 %348, 1
  store i32 %349, ptr %344, align 4, !tbaa !32
  br label %352

350:                                              ; preds = %343
  %351 = atomicrmw volatile add ptr %344, i32 1 acq_rel, align 4
  br label %352

352:                                              ; preds = %350, %347, %336
  %353 = getelementptr inbounds i8, ptr %304, i64 136
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %353, ptr noundef nonnull readonly align 8 dereferenceable(40) %243, i64 40, i1 false), !tbaa.struct !136
  %354 = getelementptr inbounds i8, ptr %304, i64 176
  %355 = load ptr, ptr %245, align 8, !tbaa !132
  store ptr %355, ptr %354, align 8, !tbaa !132
  %356 = getelementptr inbounds i8, ptr %304, i64 184
  %357 = load ptr, ptr %247, align 8, !tbaa !23
  store ptr %357, ptr %356, align 8, !tbaa !23
  %358 = icmp eq ptr %357, null
  br i1 %358, label %368, label %359

359:                                              ; preds = %352
  %360 = getelementptr inbounds i8, ptr %357, i64 8
  %361 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %362 = icmp eq i8 %361, 0
  br i1 %362, label %366, label %363

363:                                              ; preds = %359
  %364 = load i32, ptr %360, align 4, !tbaa !32
  %365 = add nsw i32 %364, 1
  store i32 %365, ptr %360, align 4, !tbaa !32
  br label %368

366:                                              ; preds = %359
  %367 = atomicrmw volatile add ptr %360, i32 1 acq_rel, align 4
  br label %368

368:                                              ; preds = %366, %363, %352
  %369 = getelementptr inbounds i8, ptr %304, i64 192
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %369, ptr noundef nonnull readonly align 8 dereferenceable(40) %261, i64 40, i1 false)
  %370 = getelementptr inbounds i8, ptr %304, i64 232
  %371 = load ptr, ptr %263, align 8, !tbaa !132
  store ptr %371, ptr %370, align 8, !tbaa !132
  %372 = getelementptr inbounds i8, ptr %304, i64 240
  %373 = load ptr, ptr %265, align 8, !tbaa !23
  store ptr %373, ptr %372, align 8, !tbaa !23
  %374 = icmp eq ptr %373, null
  br i1 %374, label %384, label %375

375:                                              ; preds = %368
  %376 = getelementptr inbounds i8, ptr %373, i64 8
  %377 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %378 = icmp eq i8 %377, 0
  br i1 %378, label %382, label %379

379:                                              ; preds = %375
  %380 = load i32, ptr %376, align 4, !tbaa !32
  %381 = add nsw i32 %380, 1
  store i32 %381, ptr %376, align 4, !tbaa !32
  br label %384

382:                                              ; preds = %375
  %383 = atomicrmw volatile add ptr %376, i32 1 acq_rel, align 4
  br label %384

384:                                              ; preds = %382, %379, %368
  %385 = getelementptr inbounds i8, ptr %304, i64 248
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %385, ptr noundef nonnull readonly align 8 dereferenceable(40) %279, i64 40, i1 false)
  %386 = load ptr, ptr %303, align 8, !tbaa !14
  store ptr %304, ptr %303, align 8, !tbaa !14
  %387 = icmp eq ptr %386, null
  br i1 %387, label %392, label %388

388:                                              ; preds = %384
  %389 = load ptr, ptr %386, align 8, !tbaa !29
  %390 = getelementptr inbounds i8, ptr %389, i64 16
  %391 = load ptr, ptr %390, align 8
  call void %391(ptr noundef nonnull align 8 dereferenceable(8) %386) #26
  br label %392

392:                                              ; preds = %388, %384
  invoke void @_ZN4sycl3_V17handler23instantiateKernelOnHostEPv(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull @_ZN4sycl3_V16detail16runKernelWithArgINS0_7nd_itemILi2EEEZZ4mainENKUlRNS0_7handlerEE_clES6_EUlS4_E_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE)
          to label %393 unwind label %544

393:                                              ; preds = %392
  %394 = load ptr, ptr %303, align 8, !tbaa !14
  %395 = load ptr, ptr %394, align 8, !tbaa !29
  %396 = load ptr, ptr %395, align 8
  %397 = invoke noundef ptr %396(ptr noundef nonnull align 8 dereferenceable(8) %394)
          to label %398 unwind label %544

398:                                              ; preds = %393
  invoke void @_ZN4sycl3_V17handler19setDeviceKernelInfoI9TiledGemmEEvPv(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef %397)
          to label %399 unwind label %544

399:                                              ; preds = %398
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_7nd_itemILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(280) %19) #26
  call void @llvm.lifetime.end.p0(i64 280, ptr nonnull %19) #26
  %400 = load ptr, ptr %230, align 8, !tbaa !23
  %401 = icmp eq ptr %400, null
  br i1 %401, label %426, label %402

402:                                              ; preds = %399
  %403 = getelementptr inbounds i8, ptr %400, i64 8
  %404 = load atomic i64, ptr %403 acquire, align 8
  %405 = icmp eq i64 %404, 4294967297
  %406 = trunc i64 %404 to i32
  br i1 %405, label %407, label %415

407:                                              ; preds = %402
  store i32 0, ptr %403, align 8, !tbaa !25
  %408 = getelementptr inbounds i8, ptr %400, i64 12
  store i32 0, ptr %408, align 4, !tbaa !28
  %409 = load ptr, ptr %400, align 8, !tbaa !29
  %410 = getelementptr inbounds i8, ptr %409, i64 16
  %411 = load ptr, ptr %410, align 8
  call void %411(ptr noundef nonnull align 8 dereferenceable(16) %400) #26
  %412 = load ptr, ptr %400, align 8, !tbaa !29
  %413 = getelementptr inbounds i8, ptr %412, i64 24
  %414 = load ptr, ptr %413, align 8
  call void %414(ptr noundef nonnull align 8 dereferenceable(16) %400) #26
  br label %426

415:                                              ; preds = %402
  %416 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %417 = icmp eq i8 %416, 0
  br i1 %417, label %420, label %418

418:                                              ; preds = %415
  %419 = add nsw i32 %406, -1
  store i32 %419, ptr %403, align 4, !tbaa !32
  br label %422

420:                                              ; preds = %415
  %421 = atomicrmw volatile add ptr %403, i32 -1 acq_rel, align 4
  br label %422

422:                                              ; preds = %420, %418
  %423 = phi i32 [ %406, %418 ], [ %421, %420 ]
  %424 = icmp eq i32 %423, 1
  br i1 %424, label %425, label %426, !prof !33

425:                                              ; preds = %422
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %400) #26
  br label %426

426:                                              ; preds = %425, %422, %407, %399
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %17) #26
  %427 = load ptr, ptr %212, align 8, !tbaa !23
  %428 = icmp eq ptr %427, null
  br i1 %428, label %453, label %429

429:                                              ; preds = %426
  %430 = getelementptr inbounds i8, ptr %427, i64 8
  %431 = load atomic i64, ptr %430 acquire, align 8
  %432 = icmp eq i64 %431, 4294967297
  %433 = trunc i64 %431 to i32
  br i1 %432, label %434, label %442

434:                                              ; preds = %429
  store i32 0, ptr %430, align 8, !tbaa !25
  %435 = getelementptr inbounds i8, ptr %427, i64 12
  store i32 0, ptr %435, align 4, !tbaa !28
  %436 = load ptr, ptr %427, align 8, !tbaa !29
  %437 = getelementptr inbounds i8, ptr %436, i64 16
  %438 = load ptr, ptr %437, align 8
  call void %438(ptr noundef nonnull align 8 dereferenceable(16) %427) #26
  %439 = load ptr, ptr %427, align 8, !tbaa !29
  %440 = getelementptr inbounds i8, ptr %439, i64 24
  %441 = load ptr, ptr %440, align 8
  call void %441(ptr noundef nonnull align 8 dereferenceable(16) %427) #26
  br label %453

442:                                              ; preds = %429
  %443 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %444 = icmp eq i8 %443, 0
  br i1 %444, label %447, label %445

445:                                              ; preds = %442
  %446 = add nsw i32 %433, -1
  store i32 %446, ptr %430, align 4, !tbaa !32
  br label %449

447:                                              ; preds = %442
  %448 = atomicrmw volatile add ptr %430, i32 -1 acq_rel, align 4
  br label %449

449:                                              ; preds = %447, %445
  %450 = phi i32 [ %433, %445 ], [ %448, %447 ]
  %451 = icmp eq i32 %450, 1
  br i1 %451, label %452, label %453, !prof !33

452:                                              ; preds = %449
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %427) #26
  br label %453

453:                                              ; preds = %452, %449, %434, %426
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %16) #26
  %454 = load ptr, ptr %266, align 8, !tbaa !23
  %455 = icmp eq ptr %454, null
  br i1 %455, label %480, label %456

456:                                              ; preds = %453
  %457 = getelementptr inbounds i8, ptr %454, i64 8
  %458 = load atomic i64, ptr %457 acquire, align 8
  %459 = icmp eq i64 %458, 4294967297
  %460 = trunc i64 %458 to i32
  br i1 %459, label %461, label %469

461:                                              ; preds = %456
  store i32 0, ptr %457, align 8, !tbaa !25
  %462 = getelementptr inbounds i8, ptr %454, i64 12
  store i32 0, ptr %462, align 4, !tbaa !28
  %463 = load ptr, ptr %454, align 8, !tbaa !29
  %464 = getelementptr inbounds i8, ptr %463, i64 16
  %465 = load ptr, ptr %464, align 8
  call void %465(ptr noundef nonnull align 8 dereferenceable(16) %454) #26
  %466 = load ptr, ptr %454, align 8, !tbaa !29
  %467 = getelementptr inbounds i8, ptr %466, i64 24
  %468 = load ptr, ptr %467, align 8
  call void %468(ptr noundef nonnull align 8 dereferenceable(16) %454) #26
  br label %480

469:                                              ; preds = %456
  %470 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %471 = icmp eq i8 %470, 0
  br i1 %471, label %474, label %472

472:                                              ; preds = %469
  %473 = add nsw i32 %460, -1
  store i32 %473, ptr %457, align 4, !tbaa !32
  br label %476

474:                                              ; preds = %469
  %475 = atomicrmw volatile add ptr %457, i32 -1 acq_rel, align 4
  br label %476

476:                                              ; preds = %474, %472
  %477 = phi i32 [ %460, %472 ], [ %475, %474 ]
  %478 = icmp eq i32 %477, 1
  br i1 %478, label %479, label %480, !prof !33

479:                                              ; preds = %476
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %454) #26
  br label %480

480:                                              ; preds = %479, %476, %461, %453
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %14) #26
  %481 = load ptr, ptr %248, align 8, !tbaa !23
  %482 = icmp eq ptr %481, null
  br i1 %482, label %507, label %483

483:                                              ; preds = %480
  %484 = getelementptr inbounds i8, ptr %481, i64 8
  %485 = load atomic i64, ptr %484 acquire, align 8
  %486 = icmp eq i64 %485, 4294967297
  %487 = trunc i64 %485 to i32
  br i1 %486, label %488, label %496

488:                                              ; preds = %483
  store i32 0, ptr %484, align 8, !tbaa !25
  %489 = getelementptr inbounds i8, ptr %481, i64 12
  store i32 0, ptr %489, align 4, !tbaa !28
  %490 = load ptr, ptr %481, align 8, !tbaa !29
  %491 = getelementptr inbounds i8, ptr %490, i64 16
  %492 = load ptr, ptr %491, align 8
  call void %492(ptr noundef nonnull align 8 dereferenceable(16) %481) #26
  %493 = load ptr, ptr %481, align 8, !tbaa !29
  %494 = getelementptr inbounds i8, ptr %493, i64 24
  %495 = load ptr, ptr %494, align 8
  call void %495(ptr noundef nonnull align 8 dereferenceable(16) %481) #26
  br label %507

496:                                              ; preds = %483
  %497 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %498 = icmp eq i8 %497, 0
  br i1 %498, label %501, label %499

499:                                              ; preds = %496
  %500 = add nsw i32 %487, -1
  store i32 %500, ptr %484, align 4, !tbaa !32
  br label %503

501:                                              ; preds = %496
  %502 = atomicrmw volatile add ptr %484, i32 -1 acq_rel, align 4
  br label %503

503:                                              ; preds = %501, %499
  %504 = phi i32 [ %487, %499 ], [ %502, %501 ]
  %505 = icmp eq i32 %504, 1
  br i1 %505, label %506, label %507, !prof !33

506:                                              ; preds = %503
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %481) #26
  br label %507

507:                                              ; preds = %506, %503, %488, %480
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %12) #26
  %508 = load ptr, ptr %194, align 8, !tbaa !23
  %509 = icmp eq ptr %508, null
  br i1 %509, label %558, label %510

510:                                              ; preds = %507
  %511 = getelementptr inbounds i8, ptr %508, i64 8
  %512 = load atomic i64, ptr %511 acquire, align 8
  %513 = icmp eq i64 %512, 4294967297
  %514 = trunc i64 %512 to i32
  br i1 %513, label %515, label %523

515:                                              ; preds = %510
  store i32 0, ptr %511, align 8, !tbaa !25
  %516 = getelementptr inbounds i8, ptr %508, i64 12
  store i32 0, ptr %516, align 4, !tbaa !28
  %517 = load ptr, ptr %508, align 8, !tbaa !29
  %518 = getelementptr inbounds i8, ptr %517, i64 16
  %519 = load ptr, ptr %518, align 8
  call void %519(ptr noundef nonnull align 8 dereferenceable(16) %508) #26
  %520 = load ptr, ptr %508, align 8, !tbaa !29
  %521 = getelementptr inbounds i8, ptr %520, i64 24
  %522 = load ptr, ptr %521, align 8
  call void %522(ptr noundef nonnull align 8 dereferenceable(16) %508) #26
  br label %558

523:                                              ; preds = %510
  %524 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %525 = icmp eq i8 %524, 0
  br i1 %525, label %528, label %526

526:                                              ; preds = %523
  %527 = add nsw i32 %514, -1
  store i32 %527, ptr %511, align 4, !tbaa !32
  br label %530

528:                                              ; preds = %523
  %529 = atomicrmw volatile add ptr %511, i32 -1 acq_rel, align 4
  br label %530

530:                                              ; preds = %528, %526
  %531 = phi i32 [ %514, %526 ], [ %529, %528 ]
  %532 = icmp eq i32 %531, 1
  br i1 %532, label %533, label %558, !prof !33

533:                                              ; preds = %530
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %508) #26
  br label %558

534:                                              ; preds = %2
  %535 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %11) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #26
  br label %556

536:                                              ; preds = %73
  %537 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %13) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #26
  br label %554

538:                                              ; preds = %128
  %539 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %15) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %15) #26
  br label %552

540:                                              ; preds = %183
  %541 = landingpad { ptr, i32 }
          cleanup
  br label %550

542:                                              ; preds = %187
  %543 = landingpad { ptr, i32 }
          cleanup
  br label %548

544:                                              ; preds = %398, %393, %392, %302, %294, %293, %289, %278
  %545 = landingpad { ptr, i32 }
          cleanup
  br label %546

546:                                              ; preds = %544, %291
  %547 = phi { ptr, i32 } [ %545, %544 ], [ %292, %291 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_7nd_itemILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(280) %19) #26
  call void @llvm.lifetime.end.p0(i64 280, ptr nonnull %19) #26
  call void @_ZN4sycl3_V16detail21LocalAccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %17) #26
  br label %548

548:                                              ; preds = %546, %542
  %549 = phi { ptr, i32 } [ %547, %546 ], [ %543, %542 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %17) #26
  call void @_ZN4sycl3_V16detail21LocalAccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %16) #26
  br label %550

550:                                              ; preds = %548, %540
  %551 = phi { ptr, i32 } [ %549, %548 ], [ %541, %540 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %16) #26
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %14) #26
  br label %552

552:                                              ; preds = %550, %538
  %553 = phi { ptr, i32 } [ %551, %550 ], [ %539, %538 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %14) #26
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %12) #26
  br label %554

554:                                              ; preds = %552, %536
  %555 = phi { ptr, i32 } [ %553, %552 ], [ %537, %536 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %12) #26
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %10) #26
  br label %556

556:                                              ; preds = %554, %534
  %557 = phi { ptr, i32 } [ %555, %554 ], [ %535, %534 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %10) #26
  resume { ptr, i32 } %557

558:                                              ; preds = %507, %515, %530, %533
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %10) #26
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %18)
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define internal fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_7nd_itemILi2EEEE_D2Ev(ptr nocapture noundef nonnull readonly align 8 dereferenceable(280) %0) unnamed_addr #6 align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 232
  %3 = load ptr, ptr %2, align 8, !tbaa !23
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !25
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !28
  %12 = load ptr, ptr %3, align 8, !tbaa !29
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  %15 = load ptr, ptr %3, align 8, !tbaa !29
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !32
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !33

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  %30 = getelementptr inbounds i8, ptr %0, i64 176
  %31 = load ptr, ptr %30, align 8, !tbaa !23
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !25
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !28
  %40 = load ptr, ptr %31, align 8, !tbaa !29
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #26
  %43 = load ptr, ptr %31, align 8, !tbaa !29
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #26
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !32
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !33

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #26
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  %58 = getelementptr inbounds i8, ptr %0, i64 120
  %59 = load ptr, ptr %58, align 8, !tbaa !23
  %60 = icmp eq ptr %59, null
  br i1 %60, label %85, label %61

61:                                               ; preds = %57
  %62 = getelementptr inbounds i8, ptr %59, i64 8
  %63 = load atomic i64, ptr %62 acquire, align 8
  %64 = icmp eq i64 %63, 4294967297
  %65 = trunc i64 %63 to i32
  br i1 %64, label %66, label %74

66:                                               ; preds = %61
  store i32 0, ptr %62, align 8, !tbaa !25
  %67 = getelementptr inbounds i8, ptr %59, i64 12
  store i32 0, ptr %67, align 4, !tbaa !28
  %68 = load ptr, ptr %59, align 8, !tbaa !29
  %69 = getelementptr inbounds i8, ptr %68, i64 16
  %70 = load ptr, ptr %69, align 8
  tail call void %70(ptr noundef nonnull align 8 dereferenceable(16) %59) #26
  %71 = load ptr, ptr %59, align 8, !tbaa !29
  %72 = getelementptr inbounds i8, ptr %71, i64 24
  %73 = load ptr, ptr %72, align 8
  tail call void %73(ptr noundef nonnull align 8 dereferenceable(16) %59) #26
  br label %85

74:                                               ; preds = %61
  %75 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %76 = icmp eq i8 %75, 0
  br i1 %76, label %79, label %77

77:                                               ; preds = %74
  %78 = add nsw i32 %65, -1
  store i32 %78, ptr %62, align 4, !tbaa !32
  br label %81

79:                                               ; preds = %74
  %80 = atomicrmw volatile add ptr %62, i32 -1 acq_rel, align 4
  br label %81

81:                                               ; preds = %79, %77
  %82 = phi i32 [ %65, %77 ], [ %80, %79 ]
  %83 = icmp eq i32 %82, 1
  br i1 %83, label %84, label %85, !prof !33

84:                                               ; preds = %81
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %59) #26
  br label %85

85:                                               ; preds = %57, %66, %81, %84
  %86 = getelementptr inbounds i8, ptr %0, i64 64
  %87 = load ptr, ptr %86, align 8, !tbaa !23
  %88 = icmp eq ptr %87, null
  br i1 %88, label %113, label %89

89:                                               ; preds = %85
  %90 = getelementptr inbounds i8, ptr %87, i64 8
  %91 = load atomic i64, ptr %90 acquire, align 8
  %92 = icmp eq i64 %91, 4294967297
  %93 = trunc i64 %91 to i32
  br i1 %92, label %94, label %102

94:                                               ; preds = %89
  store i32 0, ptr %90, align 8, !tbaa !25
  %95 = getelementptr inbounds i8, ptr %87, i64 12
  store i32 0, ptr %95, align 4, !tbaa !28
  %96 = load ptr, ptr %87, align 8, !tbaa !29
  %97 = getelementptr inbounds i8, ptr %96, i64 16
  %98 = load ptr, ptr %97, align 8
  tail call void %98(ptr noundef nonnull align 8 dereferenceable(16) %87) #26
  %99 = load ptr, ptr %87, align 8, !tbaa !29
  %100 = getelementptr inbounds i8, ptr %99, i64 24
  %101 = load ptr, ptr %100, align 8
  tail call void %101(ptr noundef nonnull align 8 dereferenceable(16) %87) #26
  br label %113

102:                                              ; preds = %89
  %103 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %104 = icmp eq i8 %103, 0
  br i1 %104, label %107, label %105

105:                                              ; preds = %102
  %106 = add nsw i32 %93, -1
  store i32 %106, ptr %90, align 4, !tbaa !32
  br label %109

107:                                              ; preds = %102
  %108 = atomicrmw volatile add ptr %90, i32 -1 acq_rel, align 4
  br label %109

109:                                              ; preds = %107, %105
  %110 = phi i32 [ %93, %105 ], [ %108, %107 ]
  %111 = icmp eq i32 %110, 1
  br i1 %111, label %112, label %113, !prof !33

112:                                              ; preds = %109
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %87) #26
  br label %113

113:                                              ; preds = %85, %94, %109, %112
  %114 = getelementptr inbounds i8, ptr %0, i64 8
  %115 = load ptr, ptr %114, align 8, !tbaa !23
  %116 = icmp eq ptr %115, null
  br i1 %116, label %141, label %117

117:                                              ; preds = %113
  %118 = getelementptr inbounds i8, ptr %115, i64 8
  %119 = load atomic i64, ptr %118 acquire, align 8
  %120 = icmp eq i64 %119, 4294967297
  %121 = trunc i64 %119 to i32
  br i1 %120, label %122, label %130

122:                                              ; preds = %117
  store i32 0, ptr %118, align 8, !tbaa !25
  %123 = getelementptr inbounds i8, ptr %115, i64 12
  store i32 0, ptr %123, align 4, !tbaa !28
  %124 = load ptr, ptr %115, align 8, !tbaa !29
  %125 = getelementptr inbounds i8, ptr %124, i64 16
  %126 = load ptr, ptr %125, align 8
  tail call void %126(ptr noundef nonnull align 8 dereferenceable(16) %115) #26
  %127 = load ptr, ptr %115, align 8, !tbaa !29
  %128 = getelementptr inbounds i8, ptr %127, i64 24
  %129 = load ptr, ptr %128, align 8
  tail call void %129(ptr noundef nonnull align 8 dereferenceable(16) %115) #26
  br label %141

130:                                              ; preds = %117
  %131 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %132 = icmp eq i8 %131, 0
  br i1 %132, label %135, label %133

133:                                              ; preds = %130
  %134 = add nsw i32 %121, -1
  store i32 %134, ptr %118, align 4, !tbaa !32
  br label %137

135:                                              ; preds = %130
  %136 = atomicrmw volatile add ptr %118, i32 -1 acq_rel, align 4
  br label %137

137:                                              ; preds = %135, %133
  %138 = phi i32 [ %121, %133 ], [ %136, %135 ]
  %139 = icmp eq i32 %138, 1
  br i1 %139, label %140, label %141, !prof !33

140:                                              ; preds = %137
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %115) #26
  br label %141

141:                                              ; preds = %113, %122, %137, %140
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !23
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !25
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !28
  %12 = load ptr, ptr %3, align 8, !tbaa !29
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  %15 = load ptr, ptr %3, align 8, !tbaa !29
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !32
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !33

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %0, ptr noundef nonnull align 8 dereferenceable(41) %1, ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id.91", align 8
  %7 = alloca %"class.sycl::_V1::range.93", align 8
  %8 = alloca %"class.sycl::_V1::range.93", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %11 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %12 = load i64, ptr %11, align 8
  %13 = getelementptr inbounds i8, ptr %1, i64 24
  %14 = load i64, ptr %13, align 8
  store i64 %12, ptr %7, align 8, !tbaa !36, !alias.scope !142
  %15 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 %14, ptr %15, align 8, !tbaa !36, !alias.scope !142
  %16 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %16, align 8, !tbaa !36, !alias.scope !142
  store i64 %12, ptr %8, align 8, !tbaa !36, !alias.scope !145
  %17 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 %14, ptr %17, align 8, !tbaa !36, !alias.scope !145
  %18 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %18, align 8, !tbaa !36, !alias.scope !145
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #26
  %19 = load i64, ptr %3, align 8
  %20 = getelementptr inbounds i8, ptr %3, i64 8
  %21 = getelementptr inbounds i8, ptr %3, i64 16
  %22 = load ptr, ptr %21, align 8, !tbaa !14
  %23 = load ptr, ptr %20, align 8, !tbaa !14
  %24 = ptrtoint ptr %22 to i64
  %25 = ptrtoint ptr %23 to i64
  %26 = sub i64 %24, %25
  %27 = icmp eq ptr %22, %23
  br i1 %27, label %54, label %28

28:                                               ; preds = %5
  %29 = icmp ugt i64 %26, 9223372036854775792
  br i1 %29, label %30, label %31, !prof !33

30:                                               ; preds = %28
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #29
  unreachable

31:                                               ; preds = %28
  %32 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %26) #25
  br label %33

33:                                               ; preds = %50, %31
  %34 = phi ptr [ %52, %50 ], [ %32, %31 ]
  %35 = phi ptr [ %51, %50 ], [ %23, %31 ]
  %36 = load ptr, ptr %35, align 8, !tbaa !148
  store ptr %36, ptr %34, align 8, !tbaa !148
  %37 = getelementptr inbounds i8, ptr %34, i64 8
  %38 = getelementptr inbounds i8, ptr %35, i64 8
  %39 = load ptr, ptr %38, align 8, !tbaa !23
  store ptr %39, ptr %37, align 8, !tbaa !23
  %40 = icmp eq ptr %39, null
  br i1 %40, label %50, label %41

41:                                               ; preds = %33
  %42 = getelementptr inbounds i8, ptr %39, i64 8
  %43 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %44 = icmp eq i8 %43, 0
  br i1 %44, label %48, label %45

45:                                               ; preds = %41
  %46 = load i32, ptr %42, align 4, !tbaa !32
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %42, align 4, !tbaa !32
  br label %50

48:                                               ; preds = %41
  %49 = atomicrmw volatile add ptr %42, i32 1 acq_rel, align 4
  br label %50

50:                                               ; preds = %48, %45, %33
  %51 = getelementptr inbounds i8, ptr %35, i64 16
  %52 = getelementptr inbounds i8, ptr %34, i64 16
  %53 = icmp eq ptr %51, %22
  br i1 %53, label %54, label %33, !llvm.loop !150

54:                                               ; preds = %50, %5
  %55 = phi ptr [ null, %5 ], [ %32, %50 ]
  %56 = phi ptr [ null, %5 ], [ %52, %50 ]
  %57 = getelementptr inbounds i8, ptr %55, i64 %26
  store i64 %19, ptr %9, align 8
  %58 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %55, ptr %58, align 8, !tbaa !20
  %59 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %56, ptr %59, align 8, !tbaa !22
  %60 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %57, ptr %60, align 8, !tbaa !35
  %61 = load ptr, ptr %1, align 8, !tbaa !107
  %62 = icmp eq ptr %61, null
  br i1 %62, label %63, label %64

63:                                               ; preds = %54
  tail call void @__assert_fail(ptr noundef nonnull @.str.15, ptr noundef nonnull @.str.16, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi2ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #27
  unreachable

64:                                               ; preds = %54
  %65 = getelementptr inbounds i8, ptr %1, i64 32
  %66 = load i64, ptr %65, align 8, !tbaa !99
  %67 = getelementptr inbounds i8, ptr %1, i64 40
  %68 = load i8, ptr %67, align 8, !tbaa !106, !range !73, !noundef !74
  %69 = trunc nuw i8 %68 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id.91") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.93") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.93") align 8 %8, i32 noundef 1024, ptr noundef nonnull %61, i32 noundef 2, i32 noundef 4, i64 noundef %66, i1 noundef zeroext %69, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %70 unwind label %236

70:                                               ; preds = %64
  %71 = icmp eq ptr %55, %56
  br i1 %71, label %106, label %72

72:                                               ; preds = %70, %101
  %73 = phi ptr [ %102, %101 ], [ %55, %70 ]
  %74 = getelementptr inbounds i8, ptr %73, i64 8
  %75 = load ptr, ptr %74, align 8, !tbaa !23
  %76 = icmp eq ptr %75, null
  br i1 %76, label %101, label %77

77:                                               ; preds = %72
  %78 = getelementptr inbounds i8, ptr %75, i64 8
  %79 = load atomic i64, ptr %78 acquire, align 8
  %80 = icmp eq i64 %79, 4294967297
  %81 = trunc i64 %79 to i32
  br i1 %80, label %82, label %90

82:                                               ; preds = %77
  store i32 0, ptr %78, align 8, !tbaa !25
  %83 = getelementptr inbounds i8, ptr %75, i64 12
  store i32 0, ptr %83, align 4, !tbaa !28
  %84 = load ptr, ptr %75, align 8, !tbaa !29
  %85 = getelementptr inbounds i8, ptr %84, i64 16
  %86 = load ptr, ptr %85, align 8
  tail call void %86(ptr noundef nonnull align 8 dereferenceable(16) %75) #26
  %87 = load ptr, ptr %75, align 8, !tbaa !29
  %88 = getelementptr inbounds i8, ptr %87, i64 24
  %89 = load ptr, ptr %88, align 8
  tail call void %89(ptr noundef nonnull align 8 dereferenceable(16) %75) #26
  br label %101

90:                                               ; preds = %77
  %91 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %92 = icmp eq i8 %91, 0
  br i1 %92, label %95, label %93

93:                                               ; preds = %90
  %94 = add nsw i32 %81, -1
  store i32 %94, ptr %78, align 4, !tbaa !32
  br label %97

95:                                               ; preds = %90
  %96 = atomicrmw volatile add ptr %78, i32 -1 acq_rel, align 4
  br label %97

97:                                               ; preds = %95, %93
  %98 = phi i32 [ %81, %93 ], [ %96, %95 ]
  %99 = icmp eq i32 %98, 1
  br i1 %99, label %100, label %101, !prof !33

100:                                              ; preds = %97
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %75) #26
  br label %101

101:                                              ; preds = %100, %97, %82, %72
  %102 = getelementptr inbounds i8, ptr %73, i64 16
  %103 = icmp eq ptr %102, %56
  br i1 %103, label %104, label %72, !llvm.loop !34

104:                                              ; preds = %101
  %105 = load ptr, ptr %58, align 8, !tbaa !20
  br label %106

106:                                              ; preds = %104, %70
  %107 = phi ptr [ %105, %104 ], [ %55, %70 ]
  %108 = icmp eq ptr %107, null
  br i1 %108, label %114, label %109

109:                                              ; preds = %106
  %110 = load ptr, ptr %60, align 8, !tbaa !35
  %111 = ptrtoint ptr %110 to i64
  %112 = ptrtoint ptr %107 to i64
  %113 = sub i64 %111, %112
  tail call void @_ZdlPvm(ptr noundef nonnull %107, i64 noundef %113) #28
  br label %114

114:                                              ; preds = %106, %109
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #26
  %115 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %115, i8 0, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #26
  %116 = load i64, ptr %3, align 8
  %117 = load ptr, ptr %21, align 8, !tbaa !14
  %118 = load ptr, ptr %20, align 8, !tbaa !14
  %119 = ptrtoint ptr %117 to i64
  %120 = ptrtoint ptr %118 to i64
  %121 = sub i64 %119, %120
  %122 = icmp eq ptr %117, %118
  br i1 %122, label %150, label %123

123:                                              ; preds = %114
  %124 = icmp ugt i64 %121, 9223372036854775792
  br i1 %124, label %125, label %127, !prof !33

125:                                              ; preds = %123
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #29
          to label %126 unwind label %240

126:                                              ; preds = %125
  unreachable

127:                                              ; preds = %123
  %128 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %121) #25
          to label %129 unwind label %240

129:                                              ; preds = %127, %146
  %130 = phi ptr [ %148, %146 ], [ %128, %127 ]
  %131 = phi ptr [ %147, %146 ], [ %118, %127 ]
  %132 = load ptr, ptr %131, align 8, !tbaa !148
  store ptr %132, ptr %130, align 8, !tbaa !148
  %133 = getelementptr inbounds i8, ptr %130, i64 8
  %134 = getelementptr inbounds i8, ptr %131, i64 8
  %135 = load ptr, ptr %134, align 8, !tbaa !23
  store ptr %135, ptr %133, align 8, !tbaa !23
  %136 = icmp eq ptr %135, null
  br i1 %136, label %146, label %137

137:                                              ; preds = %129
  %138 = getelementptr inbounds i8, ptr %135, i64 8
  %139 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %140 = icmp eq i8 %139, 0
  br i1 %140, label %144, label %141

141:                                              ; preds = %137
  %142 = load i32, ptr %138, align 4, !tbaa !32
  %143 = add nsw i32 %142, 1
  store i32 %143, ptr %138, align 4, !tbaa !32
  br label %146

144:                                              ; preds = %137
  %145 = atomicrmw volatile add ptr %138, i32 1 acq_rel, align 4
  br label %146

146:                                              ; preds = %144, %141, %129
  %147 = getelementptr inbounds i8, ptr %131, i64 16
  %148 = getelementptr inbounds i8, ptr %130, i64 16
  %149 = icmp eq ptr %147, %117
  br i1 %149, label %150, label %129, !llvm.loop !150

150:                                              ; preds = %146, %114
  %151 = phi ptr [ null, %114 ], [ %128, %146 ]
  %152 = phi ptr [ null, %114 ], [ %148, %146 ]
  %153 = getelementptr inbounds i8, ptr %151, i64 %121
  store i64 %116, ptr %10, align 8
  %154 = getelementptr inbounds i8, ptr %10, i64 8
  store ptr %151, ptr %154, align 8, !tbaa !20
  %155 = getelementptr inbounds i8, ptr %10, i64 16
  store ptr %152, ptr %155, align 8, !tbaa !22
  %156 = getelementptr inbounds i8, ptr %10, i64 24
  store ptr %153, ptr %156, align 8, !tbaa !35
  %157 = and i64 %116, 16
  %158 = icmp eq i64 %157, 0
  br i1 %158, label %168, label %159

159:                                              ; preds = %150
  %160 = tail call ptr @__cxa_allocate_exception(i64 64) #26
  %161 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #26
  %162 = extractvalue { i32, ptr } %161, 0
  %163 = extractvalue { i32, ptr } %161, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %160, i32 %162, ptr %163, ptr noundef nonnull @.str.17)
          to label %164 unwind label %166

164:                                              ; preds = %159
  invoke void @__cxa_throw(ptr nonnull %160, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #29
          to label %165 unwind label %242

165:                                              ; preds = %164
  unreachable

166:                                              ; preds = %159
  %167 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %160) #26
  br label %244

168:                                              ; preds = %150
  %169 = icmp eq ptr %151, %152
  br i1 %169, label %204, label %170

170:                                              ; preds = %168, %199
  %171 = phi ptr [ %200, %199 ], [ %151, %168 ]
  %172 = getelementptr inbounds i8, ptr %171, i64 8
  %173 = load ptr, ptr %172, align 8, !tbaa !23
  %174 = icmp eq ptr %173, null
  br i1 %174, label %199, label %175

175:                                              ; preds = %170
  %176 = getelementptr inbounds i8, ptr %173, i64 8
  %177 = load atomic i64, ptr %176 acquire, align 8
  %178 = icmp eq i64 %177, 4294967297
  %179 = trunc i64 %177 to i32
  br i1 %178, label %180, label %188

180:                                              ; preds = %175
  store i32 0, ptr %176, align 8, !tbaa !25
  %181 = getelementptr inbounds i8, ptr %173, i64 12
  store i32 0, ptr %181, align 4, !tbaa !28
  %182 = load ptr, ptr %173, align 8, !tbaa !29
  %183 = getelementptr inbounds i8, ptr %182, i64 16
  %184 = load ptr, ptr %183, align 8
  tail call void %184(ptr noundef nonnull align 8 dereferenceable(16) %173) #26
  %185 = load ptr, ptr %173, align 8, !tbaa !29
  %186 = getelementptr inbounds i8, ptr %185, i64 24
  %187 = load ptr, ptr %186, align 8
  tail call void %187(ptr noundef nonnull align 8 dereferenceable(16) %173) #26
  br label %199

188:                                              ; preds = %175
  %189 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %190 = icmp eq i8 %189, 0
  br i1 %190, label %193, label %191

191:                                              ; preds = %188
  %192 = add nsw i32 %179, -1
  store i32 %192, ptr %176, align 4, !tbaa !32
  br label %195

193:                                              ; preds = %188
  %194 = atomicrmw volatile add ptr %176, i32 -1 acq_rel, align 4
  br label %195

195:                                              ; preds = %193, %191
  %196 = phi i32 [ %179, %191 ], [ %194, %193 ]
  %197 = icmp eq i32 %196, 1
  br i1 %197, label %198, label %199, !prof !33

198:                                              ; preds = %195
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %173) #26
  br label %199

199:                                              ; preds = %198, %195, %180, %170
  %200 = getelementptr inbounds i8, ptr %171, i64 16
  %201 = icmp eq ptr %200, %152
  br i1 %201, label %202, label %170, !llvm.loop !34

202:                                              ; preds = %199
  %203 = load ptr, ptr %154, align 8, !tbaa !20
  br label %204

204:                                              ; preds = %202, %168
  %205 = phi ptr [ %203, %202 ], [ %151, %168 ]
  %206 = icmp eq ptr %205, null
  br i1 %206, label %212, label %207

207:                                              ; preds = %204
  %208 = load ptr, ptr %156, align 8, !tbaa !35
  %209 = ptrtoint ptr %208 to i64
  %210 = ptrtoint ptr %205 to i64
  %211 = sub i64 %209, %210
  tail call void @_ZdlPvm(ptr noundef nonnull %205, i64 noundef %211) #28
  br label %212

212:                                              ; preds = %204, %207
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #26
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %213 unwind label %238

213:                                              ; preds = %212
  %214 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %215 unwind label %238

215:                                              ; preds = %213
  store ptr %214, ptr %115, align 8, !tbaa !151
  %216 = load ptr, ptr %1, align 8, !tbaa !107
  %217 = icmp eq ptr %216, null
  br i1 %217, label %218, label %219

218:                                              ; preds = %215
  tail call void @__assert_fail(ptr noundef nonnull @.str.15, ptr noundef nonnull @.str.16, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi2ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #27
  unreachable

219:                                              ; preds = %215
  %220 = load ptr, ptr %0, align 8, !tbaa !132
  invoke void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef nonnull %216, ptr noundef %220, i32 noundef 2014, i32 noundef 1024, ptr noundef nonnull align 8 dereferenceable(24) %4)
          to label %221 unwind label %238

221:                                              ; preds = %219
  %222 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %223 unwind label %238

223:                                              ; preds = %221
  %224 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %225 unwind label %238

225:                                              ; preds = %223
  %226 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %227 unwind label %238

227:                                              ; preds = %225
  %228 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %229 unwind label %238

229:                                              ; preds = %227
  %230 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #26
  %231 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #26
  %232 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %233 unwind label %238

233:                                              ; preds = %229
  %234 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %235 unwind label %238

235:                                              ; preds = %233
  ret void

236:                                              ; preds = %64
  %237 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #26
  br label %250

238:                                              ; preds = %233, %229, %227, %225, %223, %221, %213, %219, %212
  %239 = landingpad { ptr, i32 }
          cleanup
  br label %248

240:                                              ; preds = %127, %125
  %241 = landingpad { ptr, i32 }
          cleanup
  br label %246

242:                                              ; preds = %164
  %243 = landingpad { ptr, i32 }
          cleanup
  br label %244

244:                                              ; preds = %166, %242
  %245 = phi { ptr, i32 } [ %243, %242 ], [ %167, %166 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %10) #26
  br label %246

246:                                              ; preds = %244, %240
  %247 = phi { ptr, i32 } [ %245, %244 ], [ %241, %240 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #26
  br label %248

248:                                              ; preds = %246, %238
  %249 = phi { ptr, i32 } [ %239, %238 ], [ %247, %246 ]
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #26
  br label %250

250:                                              ; preds = %248, %236
  %251 = phi { ptr, i32 } [ %249, %248 ], [ %237, %236 ]
  resume { ptr, i32 } %251
}

declare void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef byval(%"class.sycl::_V1::id.91") align 8, ptr noundef byval(%"class.sycl::_V1::range.93") align 8, ptr noundef byval(%"class.sycl::_V1::range.93") align 8, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i64 noundef, i1 noundef zeroext, ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #7

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !20
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  %5 = load ptr, ptr %4, align 8, !tbaa !22
  %6 = icmp eq ptr %3, %5
  br i1 %6, label %41, label %7

7:                                                ; preds = %1, %36
  %8 = phi ptr [ %37, %36 ], [ %3, %1 ]
  %9 = getelementptr inbounds i8, ptr %8, i64 8
  %10 = load ptr, ptr %9, align 8, !tbaa !23
  %11 = icmp eq ptr %10, null
  br i1 %11, label %36, label %12

12:                                               ; preds = %7
  %13 = getelementptr inbounds i8, ptr %10, i64 8
  %14 = load atomic i64, ptr %13 acquire, align 8
  %15 = icmp eq i64 %14, 4294967297
  %16 = trunc i64 %14 to i32
  br i1 %15, label %17, label %25

17:                                               ; preds = %12
  store i32 0, ptr %13, align 8, !tbaa !25
  %18 = getelementptr inbounds i8, ptr %10, i64 12
  store i32 0, ptr %18, align 4, !tbaa !28
  %19 = load ptr, ptr %10, align 8, !tbaa !29
  %20 = getelementptr inbounds i8, ptr %19, i64 16
  %21 = load ptr, ptr %20, align 8
  tail call void %21(ptr noundef nonnull align 8 dereferenceable(16) %10) #26
  %22 = load ptr, ptr %10, align 8, !tbaa !29
  %23 = getelementptr inbounds i8, ptr %22, i64 24
  %24 = load ptr, ptr %23, align 8
  tail call void %24(ptr noundef nonnull align 8 dereferenceable(16) %10) #26
  br label %36

25:                                               ; preds = %12
  %26 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %27 = icmp eq i8 %26, 0
  br i1 %27, label %30, label %28

28:                                               ; preds = %25
  %29 = add nsw i32 %16, -1
  store i32 %29, ptr %13, align 4, !tbaa !32
  br label %32

30:                                               ; preds = %25
  %31 = atomicrmw volatile add ptr %13, i32 -1 acq_rel, align 4
  br label %32

32:                                               ; preds = %30, %28
  %33 = phi i32 [ %16, %28 ], [ %31, %30 ]
  %34 = icmp eq i32 %33, 1
  br i1 %34, label %35, label %36, !prof !33

35:                                               ; preds = %32
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %10) #26
  br label %36

36:                                               ; preds = %35, %32, %17, %7
  %37 = getelementptr inbounds i8, ptr %8, i64 16
  %38 = icmp eq ptr %37, %5
  br i1 %38, label %39, label %7, !llvm.loop !34

39:                                               ; preds = %36
  %40 = load ptr, ptr %2, align 8, !tbaa !20
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
  tail call void @_ZdlPvm(ptr noundef nonnull %42, i64 noundef %49) #28
  br label %50

50:                                               ; preds = %41, %44
  ret void
}

declare void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef, i32 noundef) local_unnamed_addr #7

declare void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #7

declare noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #7

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #7

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #7

; Function Attrs: nounwind
declare noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #13

; Function Attrs: nounwind
declare noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #13

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #7

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %0, ptr noundef nonnull align 8 dereferenceable(41) %1, ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id.91", align 8
  %7 = alloca %"class.sycl::_V1::range.93", align 8
  %8 = alloca %"class.sycl::_V1::range.93", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %11 = load i64, ptr %10, align 8
  %12 = getelementptr inbounds i8, ptr %1, i64 24
  %13 = load i64, ptr %12, align 8
  store i64 %11, ptr %7, align 8, !tbaa !36, !alias.scope !155
  %14 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 %13, ptr %14, align 8, !tbaa !36, !alias.scope !155
  %15 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %15, align 8, !tbaa !36, !alias.scope !155
  store i64 %11, ptr %8, align 8, !tbaa !36, !alias.scope !158
  %16 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 %13, ptr %16, align 8, !tbaa !36, !alias.scope !158
  %17 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %17, align 8, !tbaa !36, !alias.scope !158
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #26
  %18 = load i64, ptr %3, align 8
  %19 = getelementptr inbounds i8, ptr %3, i64 8
  %20 = getelementptr inbounds i8, ptr %3, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !14
  %22 = load ptr, ptr %19, align 8, !tbaa !14
  %23 = ptrtoint ptr %21 to i64
  %24 = ptrtoint ptr %22 to i64
  %25 = sub i64 %23, %24
  %26 = icmp eq ptr %21, %22
  br i1 %26, label %53, label %27

27:                                               ; preds = %5
  %28 = icmp ugt i64 %25, 9223372036854775792
  br i1 %28, label %29, label %30, !prof !33

29:                                               ; preds = %27
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #29
  unreachable

30:                                               ; preds = %27
  %31 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %25) #25
  br label %32

32:                                               ; preds = %49, %30
  %33 = phi ptr [ %51, %49 ], [ %31, %30 ]
  %34 = phi ptr [ %50, %49 ], [ %22, %30 ]
  %35 = load ptr, ptr %34, align 8, !tbaa !148
  store ptr %35, ptr %33, align 8, !tbaa !148
  %36 = getelementptr inbounds i8, ptr %33, i64 8
  %37 = getelementptr inbounds i8, ptr %34, i64 8
  %38 = load ptr, ptr %37, align 8, !tbaa !23
  store ptr %38, ptr %36, align 8, !tbaa !23
  %39 = icmp eq ptr %38, null
  br i1 %39, label %49, label %40

40:                                               ; preds = %32
  %41 = getelementptr inbounds i8, ptr %38, i64 8
  %42 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %43 = icmp eq i8 %42, 0
  br i1 %43, label %47, label %44

44:                                               ; preds = %40
  %45 = load i32, ptr %41, align 4, !tbaa !32
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr %41, align 4, !tbaa !32
  br label %49

47:                                               ; preds = %40
  %48 = atomicrmw volatile add ptr %41, i32 1 acq_rel, align 4
  br label %49

49:                                               ; preds = %47, %44, %32
  %50 = getelementptr inbounds i8, ptr %34, i64 16
  %51 = getelementptr inbounds i8, ptr %33, i64 16
  %52 = icmp eq ptr %50, %21
  br i1 %52, label %53, label %32, !llvm.loop !150

53:                                               ; preds = %49, %5
  %54 = phi ptr [ null, %5 ], [ %31, %49 ]
  %55 = phi ptr [ null, %5 ], [ %51, %49 ]
  %56 = getelementptr inbounds i8, ptr %54, i64 %25
  store i64 %18, ptr %9, align 8
  %57 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %54, ptr %57, align 8, !tbaa !20
  %58 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %55, ptr %58, align 8, !tbaa !22
  %59 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %56, ptr %59, align 8, !tbaa !35
  %60 = load ptr, ptr %1, align 8, !tbaa !107
  %61 = icmp eq ptr %60, null
  br i1 %61, label %62, label %63

62:                                               ; preds = %53
  tail call void @__assert_fail(ptr noundef nonnull @.str.15, ptr noundef nonnull @.str.16, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi2ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #27
  unreachable

63:                                               ; preds = %53
  %64 = and i64 %18, 16
  %65 = icmp eq i64 %64, 0
  %66 = select i1 %65, i32 1025, i32 1027
  %67 = getelementptr inbounds i8, ptr %1, i64 32
  %68 = load i64, ptr %67, align 8, !tbaa !99
  %69 = getelementptr inbounds i8, ptr %1, i64 40
  %70 = load i8, ptr %69, align 8, !tbaa !106, !range !73, !noundef !74
  %71 = trunc nuw i8 %70 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id.91") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.93") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.93") align 8 %8, i32 noundef %66, ptr noundef nonnull %60, i32 noundef 2, i32 noundef 4, i64 noundef %68, i1 noundef zeroext %71, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %72 unwind label %208

72:                                               ; preds = %63
  %73 = icmp eq ptr %54, %55
  br i1 %73, label %108, label %74

74:                                               ; preds = %72, %103
  %75 = phi ptr [ %104, %103 ], [ %54, %72 ]
  %76 = getelementptr inbounds i8, ptr %75, i64 8
  %77 = load ptr, ptr %76, align 8, !tbaa !23
  %78 = icmp eq ptr %77, null
  br i1 %78, label %103, label %79

79:                                               ; preds = %74
  %80 = getelementptr inbounds i8, ptr %77, i64 8
  %81 = load atomic i64, ptr %80 acquire, align 8
  %82 = icmp eq i64 %81, 4294967297
  %83 = trunc i64 %81 to i32
  br i1 %82, label %84, label %92

84:                                               ; preds = %79
  store i32 0, ptr %80, align 8, !tbaa !25
  %85 = getelementptr inbounds i8, ptr %77, i64 12
  store i32 0, ptr %85, align 4, !tbaa !28
  %86 = load ptr, ptr %77, align 8, !tbaa !29
  %87 = getelementptr inbounds i8, ptr %86, i64 16
  %88 = load ptr, ptr %87, align 8
  tail call void %88(ptr noundef nonnull align 8 dereferenceable(16) %77) #26
  %89 = load ptr, ptr %77, align 8, !tbaa !29
  %90 = getelementptr inbounds i8, ptr %89, i64 24
  %91 = load ptr, ptr %90, align 8
  tail call void %91(ptr noundef nonnull align 8 dereferenceable(16) %77) #26
  br label %103

92:                                               ; preds = %79
  %93 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %94 = icmp eq i8 %93, 0
  br i1 %94, label %97, label %95

95:                                               ; preds = %92
  %96 = add nsw i32 %83, -1
  store i32 %96, ptr %80, align 4, !tbaa !32
  br label %99

97:                                               ; preds = %92
  %98 = atomicrmw volatile add ptr %80, i32 -1 acq_rel, align 4
  br label %99

99:                                               ; preds = %97, %95
  %100 = phi i32 [ %83, %95 ], [ %98, %97 ]
  %101 = icmp eq i32 %100, 1
  br i1 %101, label %102, label %103, !prof !33

102:                                              ; preds = %99
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %77) #26
  br label %103

103:                                              ; preds = %102, %99, %84, %74
  %104 = getelementptr inbounds i8, ptr %75, i64 16
  %105 = icmp eq ptr %104, %55
  br i1 %105, label %106, label %74, !llvm.loop !34

106:                                              ; preds = %103
  %107 = load ptr, ptr %57, align 8, !tbaa !20
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
  tail call void @_ZdlPvm(ptr noundef nonnull %109, i64 noundef %115) #28
  br label %116

116:                                              ; preds = %108, %111
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #26
  %117 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %117, i8 0, i64 40, i1 false)
  %118 = load ptr, ptr %20, align 8, !tbaa !14
  %119 = load ptr, ptr %19, align 8, !tbaa !14
  %120 = ptrtoint ptr %118 to i64
  %121 = ptrtoint ptr %119 to i64
  %122 = sub i64 %120, %121
  %123 = icmp eq ptr %118, %119
  br i1 %123, label %184, label %124

124:                                              ; preds = %116
  %125 = icmp ugt i64 %122, 9223372036854775792
  br i1 %125, label %126, label %128, !prof !33

126:                                              ; preds = %124
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #29
          to label %127 unwind label %212

127:                                              ; preds = %126
  unreachable

128:                                              ; preds = %124
  %129 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %122) #25
          to label %130 unwind label %212

130:                                              ; preds = %128, %147
  %131 = phi ptr [ %149, %147 ], [ %129, %128 ]
  %132 = phi ptr [ %148, %147 ], [ %119, %128 ]
  %133 = load ptr, ptr %132, align 8, !tbaa !148
  store ptr %133, ptr %131, align 8, !tbaa !148
  %134 = getelementptr inbounds i8, ptr %131, i64 8
  %135 = getelementptr inbounds i8, ptr %132, i64 8
  %136 = load ptr, ptr %135, align 8, !tbaa !23
  store ptr %136, ptr %134, align 8, !tbaa !23
  %137 = icmp eq ptr %136, null
  br i1 %137, label %147, label %138

138:                                              ; preds = %130
  %139 = getelementptr inbounds i8, ptr %136, i64 8
  %140 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %141 = icmp eq i8 %140, 0
  br i1 %141, label %145, label %142

142:                                              ; preds = %138
  %143 = load i32, ptr %139, align 4, !tbaa !32
  %144 = add nsw i32 %143, 1
  store i32 %144, ptr %139, align 4, !tbaa !32
  br label %147

145:                                              ; preds = %138
  %146 = atomicrmw volatile add ptr %139, i32 1 acq_rel, align 4
  br label %147

147:                                              ; preds = %145, %142, %130
  %148 = getelementptr inbounds i8, ptr %132, i64 16
  %149 = getelementptr inbounds i8, ptr %131, i64 16
  %150 = icmp eq ptr %148, %118
  br i1 %150, label %151, label %130, !llvm.loop !150

151:                                              ; preds = %147, %180
  %152 = phi ptr [ %181, %180 ], [ %129, %147 ]
  %153 = getelementptr inbounds i8, ptr %152, i64 8
  %154 = load ptr, ptr %153, align 8, !tbaa !23
  %155 = icmp eq ptr %154, null
  br i1 %155, label %180, label %156

156:                                              ; preds = %151
  %157 = getelementptr inbounds i8, ptr %154, i64 8
  %158 = load atomic i64, ptr %157 acquire, align 8
  %159 = icmp eq i64 %158, 4294967297
  %160 = trunc i64 %158 to i32
  br i1 %159, label %161, label %169

161:                                              ; preds = %156
  store i32 0, ptr %157, align 8, !tbaa !25
  %162 = getelementptr inbounds i8, ptr %154, i64 12
  store i32 0, ptr %162, align 4, !tbaa !28
  %163 = load ptr, ptr %154, align 8, !tbaa !29
  %164 = getelementptr inbounds i8, ptr %163, i64 16
  %165 = load ptr, ptr %164, align 8
  tail call void %165(ptr noundef nonnull align 8 dereferenceable(16) %154) #26
  %166 = load ptr, ptr %154, align 8, !tbaa !29
  %167 = getelementptr inbounds i8, ptr %166, i64 24
  %168 = load ptr, ptr %167, align 8
  tail call void %168(ptr noundef nonnull align 8 dereferenceable(16) %154) #26
  br label %180

169:                                              ; preds = %156
  %170 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %171 = icmp eq i8 %170, 0
  br i1 %171, label %174, label %172

172:                                              ; preds = %169
  %173 = add nsw i32 %160, -1
  store i32 %173, ptr %157, align 4, !tbaa !32
  br label %176

174:                                              ; preds = %169
  %175 = atomicrmw volatile add ptr %157, i32 -1 acq_rel, align 4
  br label %176

176:                                              ; preds = %174, %172
  %177 = phi i32 [ %160, %172 ], [ %175, %174 ]
  %178 = icmp eq i32 %177, 1
  br i1 %178, label %179, label %180, !prof !33

179:                                              ; preds = %176
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %154) #26
  br label %180

180:                                              ; preds = %179, %176, %161, %151
  %181 = getelementptr inbounds i8, ptr %152, i64 16
  %182 = icmp eq ptr %152, %131
  br i1 %182, label %183, label %151, !llvm.loop !34

183:                                              ; preds = %180
  tail call void @_ZdlPvm(ptr noundef nonnull %129, i64 noundef %122) #28
  br label %184

184:                                              ; preds = %116, %183
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %185 unwind label %210

185:                                              ; preds = %184
  %186 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %187 unwind label %210

187:                                              ; preds = %185
  store ptr %186, ptr %117, align 8, !tbaa !161
  %188 = load ptr, ptr %1, align 8, !tbaa !107
  %189 = icmp eq ptr %188, null
  br i1 %189, label %190, label %191

190:                                              ; preds = %187
  tail call void @__assert_fail(ptr noundef nonnull @.str.15, ptr noundef nonnull @.str.16, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIfLi2ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS8_) #27
  unreachable

191:                                              ; preds = %187
  %192 = load ptr, ptr %0, align 8, !tbaa !132
  invoke void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef nonnull %188, ptr noundef %192, i32 noundef 2014, i32 noundef 1025, ptr noundef nonnull align 8 dereferenceable(24) %4)
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
  %202 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #26
  %203 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #26
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
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #26
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
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #26
  br label %216

216:                                              ; preds = %214, %208
  %217 = phi { ptr, i32 } [ %215, %214 ], [ %209, %208 ]
  resume { ptr, i32 } %217
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V119local_accessor_baseIfLi2ELNS0_6access4modeE1026ELNS2_11placeholderE0EEC2ILi2EvEENS0_5rangeILi2EEERNS0_7handlerENS0_6detail13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %0, i64 %1, i64 %2, ptr noundef nonnull align 8 dereferenceable(176) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::range.93", align 8
  %7 = alloca %"class.sycl::_V1::property_list", align 8
  store i64 %1, ptr %6, align 8, !tbaa !36, !alias.scope !163
  %8 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 %2, ptr %8, align 8, !tbaa !36, !alias.scope !163
  %9 = getelementptr inbounds i8, ptr %6, i64 16
  store i64 1, ptr %9, align 8, !tbaa !36, !alias.scope !163
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #26
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %7, i8 0, i64 32, i1 false)
  invoke void @_ZN4sycl3_V16detail21LocalAccessorBaseHostC2ENS0_5rangeILi3EEEiiRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::range.93") align 8 %6, i32 noundef 2, i32 noundef 4, ptr noundef nonnull align 8 dereferenceable(32) %7)
          to label %10 unwind label %67

10:                                               ; preds = %5
  %11 = getelementptr inbounds i8, ptr %7, i64 8
  %12 = load ptr, ptr %11, align 8, !tbaa !20
  %13 = getelementptr inbounds i8, ptr %7, i64 16
  %14 = load ptr, ptr %13, align 8, !tbaa !22
  %15 = icmp eq ptr %12, %14
  br i1 %15, label %50, label %16

16:                                               ; preds = %10, %45
  %17 = phi ptr [ %46, %45 ], [ %12, %10 ]
  %18 = getelementptr inbounds i8, ptr %17, i64 8
  %19 = load ptr, ptr %18, align 8, !tbaa !23
  %20 = icmp eq ptr %19, null
  br i1 %20, label %45, label %21

21:                                               ; preds = %16
  %22 = getelementptr inbounds i8, ptr %19, i64 8
  %23 = load atomic i64, ptr %22 acquire, align 8
  %24 = icmp eq i64 %23, 4294967297
  %25 = trunc i64 %23 to i32
  br i1 %24, label %26, label %34

26:                                               ; preds = %21
  store i32 0, ptr %22, align 8, !tbaa !25
  %27 = getelementptr inbounds i8, ptr %19, i64 12
  store i32 0, ptr %27, align 4, !tbaa !28
  %28 = load ptr, ptr %19, align 8, !tbaa !29
  %29 = getelementptr inbounds i8, ptr %28, i64 16
  %30 = load ptr, ptr %29, align 8
  call void %30(ptr noundef nonnull align 8 dereferenceable(16) %19) #26
  %31 = load ptr, ptr %19, align 8, !tbaa !29
  %32 = getelementptr inbounds i8, ptr %31, i64 24
  %33 = load ptr, ptr %32, align 8
  call void %33(ptr noundef nonnull align 8 dereferenceable(16) %19) #26
  br label %45

34:                                               ; preds = %21
  %35 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %36 = icmp eq i8 %35, 0
  br i1 %36, label %39, label %37

37:                                               ; preds = %34
  %38 = add nsw i32 %25, -1
  store i32 %38, ptr %22, align 4, !tbaa !32
  br label %41

39:                                               ; preds = %34
  %40 = atomicrmw volatile add ptr %22, i32 -1 acq_rel, align 4
  br label %41

41:                                               ; preds = %39, %37
  %42 = phi i32 [ %25, %37 ], [ %40, %39 ]
  %43 = icmp eq i32 %42, 1
  br i1 %43, label %44, label %45, !prof !33

44:                                               ; preds = %41
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %19) #26
  br label %45

45:                                               ; preds = %44, %41, %26, %16
  %46 = getelementptr inbounds i8, ptr %17, i64 16
  %47 = icmp eq ptr %46, %14
  br i1 %47, label %48, label %16, !llvm.loop !34

48:                                               ; preds = %45
  %49 = load ptr, ptr %11, align 8, !tbaa !20
  br label %50

50:                                               ; preds = %48, %10
  %51 = phi ptr [ %49, %48 ], [ %12, %10 ]
  %52 = icmp eq ptr %51, null
  br i1 %52, label %59, label %53

53:                                               ; preds = %50
  %54 = getelementptr inbounds i8, ptr %7, i64 24
  %55 = load ptr, ptr %54, align 8, !tbaa !35
  %56 = ptrtoint ptr %55 to i64
  %57 = ptrtoint ptr %51 to i64
  %58 = sub i64 %56, %57
  call void @_ZdlPvm(ptr noundef nonnull %51, i64 noundef %58) #28
  br label %59

59:                                               ; preds = %50, %53
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #26
  %60 = getelementptr inbounds i8, ptr %0, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %60, i8 0, i64 40, i1 false)
  %61 = load ptr, ptr %0, align 8, !tbaa !134
  invoke void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef null, ptr noundef %61, i32 noundef 2016, i32 noundef 1026, ptr noundef nonnull align 8 dereferenceable(24) %4)
          to label %62 unwind label %69

62:                                               ; preds = %59
  %63 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail21LocalAccessorBaseHost7getSizeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %64 unwind label %69

64:                                               ; preds = %62
  %65 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail21LocalAccessorBaseHost7getSizeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %66 unwind label %69

66:                                               ; preds = %64
  ret void

67:                                               ; preds = %5
  %68 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %7) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #26
  br label %71

69:                                               ; preds = %64, %62, %59
  %70 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail21LocalAccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #26
  br label %71

71:                                               ; preds = %69, %67
  %72 = phi { ptr, i32 } [ %70, %69 ], [ %68, %67 ]
  resume { ptr, i32 } %72
}

declare void @_ZN4sycl3_V16detail21LocalAccessorBaseHostC2ENS0_5rangeILi3EEEiiRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef byval(%"class.sycl::_V1::range.93") align 8, i32 noundef, i32 noundef, ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #7

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail21LocalAccessorBaseHost7getSizeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #7

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail21LocalAccessorBaseHost7getSizeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #7

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local { i64, i32 } @_ZN4sycl3_V16detail18getKernelParamDescI9TiledGemmEENS1_19kernel_param_desc_tEi(i32 noundef %0) #2 comdat {
  %2 = zext i32 %0 to i64
  %3 = getelementptr inbounds [9 x %"struct.sycl::_V1::detail::kernel_param_desc_t"], ptr @_ZN4sycl3_V16detailL17kernel_signaturesE, i64 0, i64 %2
  %4 = load i64, ptr %3, align 4
  %5 = getelementptr inbounds i8, ptr %3, i64 8
  %6 = load i32, ptr %5, align 4, !tbaa !32
  %7 = insertvalue { i64, i32 } poison, i64 %4, 0
  %8 = insertvalue { i64, i32 } %7, i32 %6, 1
  ret { i64, i32 } %8
}

declare void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(176), ptr, i64) local_unnamed_addr #7

declare noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(176)) local_unnamed_addr #7

declare void @_ZN4sycl3_V17handler20setNDRangeDescriptorENS0_6detail16nd_range_view_v113nd_range_viewEb(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef byval(%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view") align 8, i1 noundef zeroext) local_unnamed_addr #7

declare void @_ZN4sycl3_V17handler23instantiateKernelOnHostEPv(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef) local_unnamed_addr #7

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler19setDeviceKernelInfoI9TiledGemmEEvPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 64
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoI9TiledGemmEEvPv.Info, i64 16, i1 false), !tbaa.struct !166
  tail call void @_ZN4sycl3_V17handler13setKernelFuncEPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1)
  %4 = load atomic i8, ptr @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI9TiledGemmEERNS1_16DeviceKernelInfoEvE4Info acquire, align 8
  %5 = icmp eq i8 %4, 0
  br i1 %5, label %6, label %14, !prof !167

6:                                                ; preds = %2
  %7 = tail call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI9TiledGemmEERNS1_16DeviceKernelInfoEvE4Info) #26
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %14, label %9

9:                                                ; preds = %6
  %10 = invoke noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoERKNS1_27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(81) @_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI9TiledGemmEE)
          to label %11 unwind label %12

11:                                               ; preds = %9
  store ptr %10, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI9TiledGemmEERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !14
  tail call void @__cxa_guard_release(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI9TiledGemmEERNS1_16DeviceKernelInfoEvE4Info) #26
  br label %14

12:                                               ; preds = %9
  %13 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_guard_abort(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI9TiledGemmEERNS1_16DeviceKernelInfoEvE4Info) #26
  resume { ptr, i32 } %13

14:                                               ; preds = %2, %6, %11
  %15 = load ptr, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI9TiledGemmEERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !14
  tail call void @_ZN4sycl3_V17handler22setDeviceKernelInfoPtrEPNS0_6detail16DeviceKernelInfoE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull %15)
  tail call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(176) %0, i32 noundef 1)
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(288) %0) unnamed_addr #20 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(288) %0) unnamed_addr #3 align 2 {
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EEE, i64 16), ptr %0, align 8, !tbaa !29
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  tail call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_7nd_itemILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(280) %2) #26
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EED0Ev(ptr noundef nonnull align 8 dereferenceable(288) %0) unnamed_addr #3 align 2 {
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EEE, i64 16), ptr %0, align 8, !tbaa !29
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  tail call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_7nd_itemILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(280) %2) #26
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 288) #28
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail16runKernelWithArgINS0_7nd_itemILi2EEEZZ4mainENKUlRNS0_7handlerEE_clES6_EUlS4_E_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE(ptr noundef nonnull %0, ptr nocapture nonnull readnone align 1 %1) #2 personality ptr @__gxx_personality_v0 {
  %3 = alloca [40 x i8], align 8
  %4 = alloca { ptr, [32 x i8] }, align 8
  %5 = alloca [40 x i8], align 8
  %6 = alloca { ptr, [32 x i8] }, align 8
  %7 = alloca { ptr, [32 x i8] }, align 8
  %8 = alloca %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %9 = alloca %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read_write, sycl::_V1::access::target::local, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %10 = alloca %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %11 = alloca %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read_write, sycl::_V1::access::target::local, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %12 = alloca %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::write, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %13 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
  %14 = getelementptr inbounds i8, ptr %13, i64 8
  %15 = load i64, ptr %14, align 8
  %16 = icmp eq i64 %15, 0
  br i1 %16, label %17, label %90

17:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %12) #26
  %18 = getelementptr inbounds i8, ptr %0, i64 224
  tail call void @llvm.experimental.noalias.scope.decl(metadata !168)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %7)
  %19 = load ptr, ptr %18, align 8, !tbaa !132, !noalias !168
  %20 = getelementptr inbounds i8, ptr %0, i64 232
  %21 = load ptr, ptr %20, align 8, !tbaa !23, !noalias !168
  %22 = icmp eq ptr %21, null
  br i1 %22, label %34, label %23

23:                                               ; preds = %17
  %24 = getelementptr inbounds i8, ptr %21, i64 8
  %25 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !168
  %26 = icmp eq i8 %25, 0
  %27 = getelementptr inbounds i8, ptr %0, i64 240
  br i1 %26, label %39, label %28

28:                                               ; preds = %23
  %29 = load i32, ptr %24, align 4, !tbaa !32, !noalias !168
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %24, align 4, !tbaa !32, !noalias !168
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %7, ptr noundef nonnull align 8 dereferenceable(40) %27, i64 40, i1 false), !noalias !168
  %31 = getelementptr inbounds i8, ptr %12, i64 8
  store i64 0, ptr %31, align 8
  %32 = getelementptr inbounds i8, ptr %12, i64 16
  store ptr %19, ptr %32, align 8, !tbaa !132, !alias.scope !168
  %33 = getelementptr inbounds i8, ptr %12, i64 24
  store ptr %21, ptr %33, align 8, !tbaa !23, !alias.scope !168
  br label %47

34:                                               ; preds = %17
  %35 = getelementptr inbounds i8, ptr %0, i64 240
  %36 = getelementptr inbounds i8, ptr %12, i64 16
  store ptr %19, ptr %36, align 8, !tbaa !132, !alias.scope !168
  %37 = getelementptr inbounds i8, ptr %12, i64 24
  store ptr null, ptr %37, align 8, !tbaa !23, !alias.scope !168
  %38 = getelementptr inbounds i8, ptr %12, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %38, ptr noundef nonnull align 8 dereferenceable(40) %35, i64 40, i1 false)
  store i64 0, ptr %12, align 8, !tbaa !36, !alias.scope !168
  br label %76

39:                                               ; preds = %23
  %40 = atomicrmw volatile add ptr %24, i32 1 acq_rel, align 4, !noalias !168
  %41 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !168
  %42 = icmp eq i8 %41, 0
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %7, ptr noundef nonnull align 8 dereferenceable(40) %27, i64 40, i1 false), !noalias !168
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %12, i8 0, i64 16, i1 false), !alias.scope !168
  %43 = getelementptr inbounds i8, ptr %12, i64 16
  store ptr %19, ptr %43, align 8, !tbaa !132, !alias.scope !168
  %44 = getelementptr inbounds i8, ptr %12, i64 24
  store ptr %21, ptr %44, align 8, !tbaa !23, !alias.scope !168
  br i1 %42, label %50, label %45

45:                                               ; preds = %39
  %46 = load i32, ptr %24, align 4, !tbaa !32, !noalias !168
  br label %47

47:                                               ; preds = %45, %28
  %48 = phi i32 [ %46, %45 ], [ %30, %28 ]
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr %24, align 4, !tbaa !32, !noalias !168
  br label %52

50:                                               ; preds = %39
  %51 = atomicrmw volatile add ptr %24, i32 1 acq_rel, align 4, !noalias !168
  br label %52

52:                                               ; preds = %50, %47
  %53 = getelementptr inbounds i8, ptr %12, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %53, ptr noundef nonnull align 8 dereferenceable(40) %7, i64 40, i1 false)
  store i64 0, ptr %12, align 8, !tbaa !36, !alias.scope !168
  %54 = load atomic i64, ptr %24 acquire, align 8, !noalias !168
  %55 = icmp eq i64 %54, 4294967297
  %56 = trunc i64 %54 to i32
  br i1 %55, label %57, label %65

57:                                               ; preds = %52
  store i32 0, ptr %24, align 8, !tbaa !25, !noalias !168
  %58 = getelementptr inbounds i8, ptr %21, i64 12
  store i32 0, ptr %58, align 4, !tbaa !28, !noalias !168
  %59 = load ptr, ptr %21, align 8, !tbaa !29, !noalias !168
  %60 = getelementptr inbounds i8, ptr %59, i64 16
  %61 = load ptr, ptr %60, align 8, !noalias !168
  tail call void %61(ptr noundef nonnull align 8 dereferenceable(16) %21) #26, !noalias !168
  %62 = load ptr, ptr %21, align 8, !tbaa !29, !noalias !168
  %63 = getelementptr inbounds i8, ptr %62, i64 24
  %64 = load ptr, ptr %63, align 8, !noalias !168
  tail call void %64(ptr noundef nonnull align 8 dereferenceable(16) %21) #26, !noalias !168
  br label %76

65:                                               ; preds = %52
  %66 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !168
  %67 = icmp eq i8 %66, 0
  br i1 %67, label %70, label %68

68:                                               ; preds = %65
  %69 = add nsw i32 %56, -1
  store i32 %69, ptr %24, align 4, !tbaa !32, !noalias !168
  br label %72

70:                                               ; preds = %65
  %71 = atomicrmw volatile add ptr %24, i32 -1 acq_rel, align 4, !noalias !168
  br label %72

72:                                               ; preds = %70, %68
  %73 = phi i32 [ %56, %68 ], [ %71, %70 ]
  %74 = icmp eq i32 %73, 1
  br i1 %74, label %75, label %76, !prof !33

75:                                               ; preds = %72
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %21) #26, !noalias !168
  br label %76

76:                                               ; preds = %75, %72, %57, %34
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %7)
  %77 = getelementptr inbounds i8, ptr %12, i64 8
  store i64 0, ptr %77, align 8, !tbaa !36
  %78 = getelementptr inbounds i8, ptr %12, i64 16
  %79 = load i64, ptr %12, align 8
  %80 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %78)
          to label %81 unwind label %552

81:                                               ; preds = %76
  %82 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %78)
          to label %83 unwind label %552

83:                                               ; preds = %81
  %84 = load i64, ptr %82, align 8
  %85 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %78)
          to label %86 unwind label %552

86:                                               ; preds = %83
  %87 = getelementptr inbounds i8, ptr %85, i64 8
  %88 = load i64, ptr %87, align 8
  %89 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %78)
          to label %517 unwind label %552

90:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %8) #26
  tail call void @llvm.experimental.noalias.scope.decl(metadata !171)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %6)
  %91 = load ptr, ptr %0, align 8, !tbaa !132, !noalias !171
  %92 = getelementptr inbounds i8, ptr %0, i64 8
  %93 = load ptr, ptr %92, align 8, !tbaa !23, !noalias !171
  %94 = icmp eq ptr %93, null
  br i1 %94, label %105, label %95

95:                                               ; preds = %90
  %96 = getelementptr inbounds i8, ptr %93, i64 8
  %97 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !171
  %98 = icmp eq i8 %97, 0
  br i1 %98, label %102, label %99

99:                                               ; preds = %95
  %100 = load i32, ptr %96, align 4, !tbaa !32, !noalias !171
  %101 = add nsw i32 %100, 1
  store i32 %101, ptr %96, align 4, !tbaa !32, !noalias !171
  br label %110

102:                                              ; preds = %95
  %103 = atomicrmw volatile add ptr %96, i32 1 acq_rel, align 4, !noalias !171
  %104 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !171
  br label %110

105:                                              ; preds = %90
  %106 = getelementptr inbounds i8, ptr %0, i64 16
  %107 = getelementptr inbounds i8, ptr %8, i64 16
  store ptr %91, ptr %107, align 8, !tbaa !132, !alias.scope !171
  %108 = getelementptr inbounds i8, ptr %8, i64 24
  store ptr null, ptr %108, align 8, !tbaa !23, !alias.scope !171
  %109 = getelementptr inbounds i8, ptr %8, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %109, ptr noundef nonnull align 8 dereferenceable(40) %106, i64 40, i1 false)
  store i64 0, ptr %8, align 8, !tbaa !36, !alias.scope !171
  br label %145

110:                                              ; preds = %102, %99
  %111 = phi i8 [ %104, %102 ], [ 1, %99 ]
  %112 = getelementptr inbounds i8, ptr %0, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %6, ptr noundef nonnull align 8 dereferenceable(40) %112, i64 40, i1 false), !noalias !171
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %8, i8 0, i64 16, i1 false), !alias.scope !171
  %113 = getelementptr inbounds i8, ptr %8, i64 16
  store ptr %91, ptr %113, align 8, !tbaa !132, !alias.scope !171
  %114 = getelementptr inbounds i8, ptr %8, i64 24
  store ptr %93, ptr %114, align 8, !tbaa !23, !alias.scope !171
  %115 = icmp eq i8 %111, 0
  br i1 %115, label %119, label %116

116:                                              ; preds = %110
  %117 = load i32, ptr %96, align 4, !tbaa !32, !noalias !171
  %118 = add nsw i32 %117, 1
  store i32 %118, ptr %96, align 4, !tbaa !32, !noalias !171
  br label %121

119:                                              ; preds = %110
  %120 = atomicrmw volatile add ptr %96, i32 1 acq_rel, align 4, !noalias !171
  br label %121

121:                                              ; preds = %119, %116
  %122 = getelementptr inbounds i8, ptr %8, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %122, ptr noundef nonnull align 8 dereferenceable(40) %6, i64 40, i1 false)
  store i64 0, ptr %8, align 8, !tbaa !36, !alias.scope !171
  %123 = load atomic i64, ptr %96 acquire, align 8, !noalias !171
  %124 = icmp eq i64 %123, 4294967297
  %125 = trunc i64 %123 to i32
  br i1 %124, label %126, label %134

126:                                              ; preds = %121
  store i32 0, ptr %96, align 8, !tbaa !25, !noalias !171
  %127 = getelementptr inbounds i8, ptr %93, i64 12
  store i32 0, ptr %127, align 4, !tbaa !28, !noalias !171
  %128 = load ptr, ptr %93, align 8, !tbaa !29, !noalias !171
  %129 = getelementptr inbounds i8, ptr %128, i64 16
  %130 = load ptr, ptr %129, align 8, !noalias !171
  tail call void %130(ptr noundef nonnull align 8 dereferenceable(16) %93) #26, !noalias !171
  %131 = load ptr, ptr %93, align 8, !tbaa !29, !noalias !171
  %132 = getelementptr inbounds i8, ptr %131, i64 24
  %133 = load ptr, ptr %132, align 8, !noalias !171
  tail call void %133(ptr noundef nonnull align 8 dereferenceable(16) %93) #26, !noalias !171
  br label %145

134:                                              ; preds = %121
  %135 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !171
  %136 = icmp eq i8 %135, 0
  br i1 %136, label %139, label %137

137:                                              ; preds = %134
  %138 = add nsw i32 %125, -1
  store i32 %138, ptr %96, align 4, !tbaa !32, !noalias !171
  br label %141

139:                                              ; preds = %134
  %140 = atomicrmw volatile add ptr %96, i32 -1 acq_rel, align 4, !noalias !171
  br label %141

141:                                              ; preds = %139, %137
  %142 = phi i32 [ %125, %137 ], [ %140, %139 ]
  %143 = icmp eq i32 %142, 1
  br i1 %143, label %144, label %145, !prof !33

144:                                              ; preds = %141
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %93) #26, !noalias !171
  br label %145

145:                                              ; preds = %144, %141, %126, %105
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %6)
  %146 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 0, ptr %146, align 8, !tbaa !36
  %147 = getelementptr inbounds i8, ptr %8, i64 16
  %148 = load i64, ptr %8, align 8
  %149 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %147)
          to label %150 unwind label %505

150:                                              ; preds = %145
  %151 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %147)
          to label %152 unwind label %505

152:                                              ; preds = %150
  %153 = load i64, ptr %151, align 8
  %154 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %147)
          to label %155 unwind label %505

155:                                              ; preds = %152
  %156 = getelementptr inbounds i8, ptr %154, i64 8
  %157 = load i64, ptr %156, align 8
  %158 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %147)
          to label %159 unwind label %505

159:                                              ; preds = %155
  %160 = add i64 %153, %148
  %161 = mul i64 %157, %160
  %162 = getelementptr inbounds i8, ptr %158, i64 8
  %163 = load i64, ptr %162, align 8
  %164 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %147) #26
  %165 = getelementptr float, ptr %164, i64 %161
  %166 = getelementptr float, ptr %165, i64 %163
  %167 = load float, ptr %166, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %9) #26
  %168 = getelementptr inbounds i8, ptr %0, i64 56
  call void @llvm.experimental.noalias.scope.decl(metadata !174)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %5)
  %169 = load ptr, ptr %168, align 8, !tbaa !134, !noalias !174
  %170 = getelementptr inbounds i8, ptr %0, i64 64
  %171 = load ptr, ptr %170, align 8, !tbaa !23, !noalias !174
  %172 = icmp eq ptr %171, null
  br i1 %172, label %183, label %173

173:                                              ; preds = %159
  %174 = getelementptr inbounds i8, ptr %171, i64 8
  %175 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !174
  %176 = icmp eq i8 %175, 0
  br i1 %176, label %180, label %177

177:                                              ; preds = %173
  %178 = load i32, ptr %174, align 4, !tbaa !32, !noalias !174
  %179 = add nsw i32 %178, 1
  store i32 %179, ptr %174, align 4, !tbaa !32, !noalias !174
  br label %188

180:                                              ; preds = %173
  %181 = atomicrmw volatile add ptr %174, i32 1 acq_rel, align 4, !noalias !174
  %182 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !174
  br label %188

183:                                              ; preds = %159
  %184 = getelementptr inbounds i8, ptr %0, i64 72
  %185 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %169, ptr %185, align 8, !tbaa !134, !alias.scope !174
  %186 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr null, ptr %186, align 8, !tbaa !23, !alias.scope !174
  %187 = getelementptr inbounds i8, ptr %9, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %187, ptr noundef nonnull align 8 dereferenceable(40) %184, i64 40, i1 false)
  store i64 0, ptr %9, align 8, !tbaa !36, !alias.scope !174
  br label %223

188:                                              ; preds = %180, %177
  %189 = phi i8 [ %182, %180 ], [ 1, %177 ]
  %190 = getelementptr inbounds i8, ptr %0, i64 72
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %5, ptr noundef nonnull align 8 dereferenceable(40) %190, i64 40, i1 false), !tbaa.struct !136, !noalias !174
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %9, i8 0, i64 16, i1 false), !alias.scope !174
  %191 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %169, ptr %191, align 8, !tbaa !134, !alias.scope !174
  %192 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %171, ptr %192, align 8, !tbaa !23, !alias.scope !174
  %193 = icmp eq i8 %189, 0
  br i1 %193, label %197, label %194

194:                                              ; preds = %188
  %195 = load i32, ptr %174, align 4, !tbaa !32, !noalias !174
  %196 = add nsw i32 %195, 1
  store i32 %196, ptr %174, align 4, !tbaa !32, !noalias !174
  br label %199

197:                                              ; preds = %188
  %198 = atomicrmw volatile add ptr %174, i32 1 acq_rel, align 4, !noalias !174
  br label %199

199:                                              ; preds = %197, %194
  %200 = getelementptr inbounds i8, ptr %9, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %200, ptr noundef nonnull align 8 dereferenceable(40) %5, i64 40, i1 false), !tbaa.struct !136
  store i64 0, ptr %9, align 8, !tbaa !36, !alias.scope !174
  %201 = load atomic i64, ptr %174 acquire, align 8, !noalias !174
  %202 = icmp eq i64 %201, 4294967297
  %203 = trunc i64 %201 to i32
  br i1 %202, label %204, label %212

204:                                              ; preds = %199
  store i32 0, ptr %174, align 8, !tbaa !25, !noalias !174
  %205 = getelementptr inbounds i8, ptr %171, i64 12
  store i32 0, ptr %205, align 4, !tbaa !28, !noalias !174
  %206 = load ptr, ptr %171, align 8, !tbaa !29, !noalias !174
  %207 = getelementptr inbounds i8, ptr %206, i64 16
  %208 = load ptr, ptr %207, align 8, !noalias !174
  call void %208(ptr noundef nonnull align 8 dereferenceable(16) %171) #26, !noalias !174
  %209 = load ptr, ptr %171, align 8, !tbaa !29, !noalias !174
  %210 = getelementptr inbounds i8, ptr %209, i64 24
  %211 = load ptr, ptr %210, align 8, !noalias !174
  call void %211(ptr noundef nonnull align 8 dereferenceable(16) %171) #26, !noalias !174
  br label %223

212:                                              ; preds = %199
  %213 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !174
  %214 = icmp eq i8 %213, 0
  br i1 %214, label %217, label %215

215:                                              ; preds = %212
  %216 = add nsw i32 %203, -1
  store i32 %216, ptr %174, align 4, !tbaa !32, !noalias !174
  br label %219

217:                                              ; preds = %212
  %218 = atomicrmw volatile add ptr %174, i32 -1 acq_rel, align 4, !noalias !174
  br label %219

219:                                              ; preds = %217, %215
  %220 = phi i32 [ %203, %215 ], [ %218, %217 ]
  %221 = icmp eq i32 %220, 1
  br i1 %221, label %222, label %223, !prof !33

222:                                              ; preds = %219
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %171) #26, !noalias !174
  br label %223

223:                                              ; preds = %222, %219, %204, %183
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %5)
  %224 = getelementptr inbounds i8, ptr %9, i64 8
  store i64 0, ptr %224, align 8, !tbaa !36
  %225 = getelementptr inbounds i8, ptr %9, i64 16
  %226 = load i64, ptr %9, align 8
  %227 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail21LocalAccessorBaseHost7getSizeEv(ptr noundef nonnull align 8 dereferenceable(16) %225)
          to label %228 unwind label %507

228:                                              ; preds = %223
  %229 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail21LocalAccessorBaseHost7getSizeEv(ptr noundef nonnull align 8 dereferenceable(16) %225)
          to label %230 unwind label %507

230:                                              ; preds = %228
  %231 = getelementptr inbounds i8, ptr %229, i64 8
  %232 = load i64, ptr %231, align 8, !tbaa !36
  %233 = invoke noundef ptr @_ZNK4sycl3_V16detail21LocalAccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %225)
          to label %234 unwind label %507

234:                                              ; preds = %230
  %235 = mul i64 %232, %226
  %236 = getelementptr float, ptr %233, i64 %235
  store float %167, ptr %236, align 4, !tbaa !5
  %237 = getelementptr inbounds i8, ptr %9, i64 24
  %238 = load ptr, ptr %237, align 8, !tbaa !23
  %239 = icmp eq ptr %238, null
  br i1 %239, label %264, label %240

240:                                              ; preds = %234
  %241 = getelementptr inbounds i8, ptr %238, i64 8
  %242 = load atomic i64, ptr %241 acquire, align 8
  %243 = icmp eq i64 %242, 4294967297
  %244 = trunc i64 %242 to i32
  br i1 %243, label %245, label %253

245:                                              ; preds = %240
  store i32 0, ptr %241, align 8, !tbaa !25
  %246 = getelementptr inbounds i8, ptr %238, i64 12
  store i32 0, ptr %246, align 4, !tbaa !28
  %247 = load ptr, ptr %238, align 8, !tbaa !29
  %248 = getelementptr inbounds i8, ptr %247, i64 16
  %249 = load ptr, ptr %248, align 8
  call void %249(ptr noundef nonnull align 8 dereferenceable(16) %238) #26
  %250 = load ptr, ptr %238, align 8, !tbaa !29
  %251 = getelementptr inbounds i8, ptr %250, i64 24
  %252 = load ptr, ptr %251, align 8
  call void %252(ptr noundef nonnull align 8 dereferenceable(16) %238) #26
  br label %264

253:                                              ; preds = %240
  %254 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %255 = icmp eq i8 %254, 0
  br i1 %255, label %258, label %256

256:                                              ; preds = %253
  %257 = add nsw i32 %244, -1
  store i32 %257, ptr %241, align 4, !tbaa !32
  br label %260

258:                                              ; preds = %253
  %259 = atomicrmw volatile add ptr %241, i32 -1 acq_rel, align 4
  br label %260

260:                                              ; preds = %258, %256
  %261 = phi i32 [ %244, %256 ], [ %259, %258 ]
  %262 = icmp eq i32 %261, 1
  br i1 %262, label %263, label %264, !prof !33

263:                                              ; preds = %260
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %238) #26
  br label %264

264:                                              ; preds = %263, %260, %245, %234
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %9) #26
  %265 = getelementptr inbounds i8, ptr %8, i64 24
  %266 = load ptr, ptr %265, align 8, !tbaa !23
  %267 = icmp eq ptr %266, null
  br i1 %267, label %292, label %268

268:                                              ; preds = %264
  %269 = getelementptr inbounds i8, ptr %266, i64 8
  %270 = load atomic i64, ptr %269 acquire, align 8
  %271 = icmp eq i64 %270, 4294967297
  %272 = trunc i64 %270 to i32
  br i1 %271, label %273, label %281

273:                                              ; preds = %268
  store i32 0, ptr %269, align 8, !tbaa !25
  %274 = getelementptr inbounds i8, ptr %266, i64 12
  store i32 0, ptr %274, align 4, !tbaa !28
  %275 = load ptr, ptr %266, align 8, !tbaa !29
  %276 = getelementptr inbounds i8, ptr %275, i64 16
  %277 = load ptr, ptr %276, align 8
  call void %277(ptr noundef nonnull align 8 dereferenceable(16) %266) #26
  %278 = load ptr, ptr %266, align 8, !tbaa !29
  %279 = getelementptr inbounds i8, ptr %278, i64 24
  %280 = load ptr, ptr %279, align 8
  call void %280(ptr noundef nonnull align 8 dereferenceable(16) %266) #26
  br label %292

281:                                              ; preds = %268
  %282 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %283 = icmp eq i8 %282, 0
  br i1 %283, label %286, label %284

284:                                              ; preds = %281
  %285 = add nsw i32 %272, -1
  store i32 %285, ptr %269, align 4, !tbaa !32
  br label %288

286:                                              ; preds = %281
  %287 = atomicrmw volatile add ptr %269, i32 -1 acq_rel, align 4
  br label %288

288:                                              ; preds = %286, %284
  %289 = phi i32 [ %272, %284 ], [ %287, %286 ]
  %290 = icmp eq i32 %289, 1
  br i1 %290, label %291, label %292, !prof !33

291:                                              ; preds = %288
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %266) #26
  br label %292

292:                                              ; preds = %291, %288, %273, %264
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %8) #26
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %10) #26
  %293 = getelementptr inbounds i8, ptr %0, i64 168
  call void @llvm.experimental.noalias.scope.decl(metadata !177)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %4)
  %294 = load ptr, ptr %293, align 8, !tbaa !132, !noalias !177
  %295 = getelementptr inbounds i8, ptr %0, i64 176
  %296 = load ptr, ptr %295, align 8, !tbaa !23, !noalias !177
  %297 = icmp eq ptr %296, null
  br i1 %297, label %308, label %298

298:                                              ; preds = %292
  %299 = getelementptr inbounds i8, ptr %296, i64 8
  %300 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !177
  %301 = icmp eq i8 %300, 0
  br i1 %301, label %305, label %302

302:                                              ; preds = %298
  %303 = load i32, ptr %299, align 4, !tbaa !32, !noalias !177
  %304 = add nsw i32 %303, 1
  store i32 %304, ptr %299, align 4, !tbaa !32, !noalias !177
  br label %313

305:                                              ; preds = %298
  %306 = atomicrmw volatile add ptr %299, i32 1 acq_rel, align 4, !noalias !177
  %307 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !177
  br label %313

308:                                              ; preds = %292
  %309 = getelementptr inbounds i8, ptr %0, i64 184
  %310 = getelementptr inbounds i8, ptr %10, i64 16
  store ptr %294, ptr %310, align 8, !tbaa !132, !alias.scope !177
  %311 = getelementptr inbounds i8, ptr %10, i64 24
  store ptr null, ptr %311, align 8, !tbaa !23, !alias.scope !177
  %312 = getelementptr inbounds i8, ptr %10, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %312, ptr noundef nonnull align 8 dereferenceable(40) %309, i64 40, i1 false)
  store i64 0, ptr %10, align 8, !tbaa !36, !alias.scope !177
  br label %348

313:                                              ; preds = %305, %302
  %314 = phi i8 [ %307, %305 ], [ 1, %302 ]
  %315 = getelementptr inbounds i8, ptr %0, i64 184
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %4, ptr noundef nonnull align 8 dereferenceable(40) %315, i64 40, i1 false), !noalias !177
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %10, i8 0, i64 16, i1 false), !alias.scope !177
  %316 = getelementptr inbounds i8, ptr %10, i64 16
  store ptr %294, ptr %316, align 8, !tbaa !132, !alias.scope !177
  %317 = getelementptr inbounds i8, ptr %10, i64 24
  store ptr %296, ptr %317, align 8, !tbaa !23, !alias.scope !177
  %318 = icmp eq i8 %314, 0
  br i1 %318, label %322, label %319

319:                                              ; preds = %313
  %320 = load i32, ptr %299, align 4, !tbaa !32, !noalias !177
  %321 = add nsw i32 %320, 1
  store i32 %321, ptr %299, align 4, !tbaa !32, !noalias !177
  br label %324

322:                                              ; preds = %313
  %323 = atomicrmw volatile add ptr %299, i32 1 acq_rel, align 4, !noalias !177
  br label %324

324:                                              ; preds = %322, %319
  %325 = getelementptr inbounds i8, ptr %10, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %325, ptr noundef nonnull align 8 dereferenceable(40) %4, i64 40, i1 false)
  store i64 0, ptr %10, align 8, !tbaa !36, !alias.scope !177
  %326 = load atomic i64, ptr %299 acquire, align 8, !noalias !177
  %327 = icmp eq i64 %326, 4294967297
  %328 = trunc i64 %326 to i32
  br i1 %327, label %329, label %337

329:                                              ; preds = %324
  store i32 0, ptr %299, align 8, !tbaa !25, !noalias !177
  %330 = getelementptr inbounds i8, ptr %296, i64 12
  store i32 0, ptr %330, align 4, !tbaa !28, !noalias !177
  %331 = load ptr, ptr %296, align 8, !tbaa !29, !noalias !177
  %332 = getelementptr inbounds i8, ptr %331, i64 16
  %333 = load ptr, ptr %332, align 8, !noalias !177
  call void %333(ptr noundef nonnull align 8 dereferenceable(16) %296) #26, !noalias !177
  %334 = load ptr, ptr %296, align 8, !tbaa !29, !noalias !177
  %335 = getelementptr inbounds i8, ptr %334, i64 24
  %336 = load ptr, ptr %335, align 8, !noalias !177
  call void %336(ptr noundef nonnull align 8 dereferenceable(16) %296) #26, !noalias !177
  br label %348

337:                                              ; preds = %324
  %338 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !177
  %339 = icmp eq i8 %338, 0
  br i1 %339, label %342, label %340

340:                                              ; preds = %337
  %341 = add nsw i32 %328, -1
  store i32 %341, ptr %299, align 4, !tbaa !32, !noalias !177
  br label %344

342:                                              ; preds = %337
  %343 = atomicrmw volatile add ptr %299, i32 -1 acq_rel, align 4, !noalias !177
  br label %344

344:                                              ; preds = %342, %340
  %345 = phi i32 [ %328, %340 ], [ %343, %342 ]
  %346 = icmp eq i32 %345, 1
  br i1 %346, label %347, label %348, !prof !33

347:                                              ; preds = %344
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %296) #26, !noalias !177
  br label %348

348:                                              ; preds = %347, %344, %329, %308
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %4)
  %349 = getelementptr inbounds i8, ptr %10, i64 8
  store i64 0, ptr %349, align 8, !tbaa !36
  %350 = getelementptr inbounds i8, ptr %10, i64 16
  %351 = load i64, ptr %10, align 8
  %352 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %350)
          to label %353 unwind label %511

353:                                              ; preds = %348
  %354 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %350)
          to label %355 unwind label %511

355:                                              ; preds = %353
  %356 = load i64, ptr %354, align 8
  %357 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %350)
          to label %358 unwind label %511

358:                                              ; preds = %355
  %359 = getelementptr inbounds i8, ptr %357, i64 8
  %360 = load i64, ptr %359, align 8
  %361 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %350)
          to label %362 unwind label %511

362:                                              ; preds = %358
  %363 = add i64 %356, %351
  %364 = mul i64 %360, %363
  %365 = getelementptr inbounds i8, ptr %361, i64 8
  %366 = load i64, ptr %365, align 8
  %367 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %350) #26
  %368 = getelementptr float, ptr %367, i64 %364
  %369 = getelementptr float, ptr %368, i64 %366
  %370 = load float, ptr %369, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %11) #26
  %371 = getelementptr inbounds i8, ptr %0, i64 112
  call void @llvm.experimental.noalias.scope.decl(metadata !180)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %3)
  %372 = load ptr, ptr %371, align 8, !tbaa !134, !noalias !180
  %373 = getelementptr inbounds i8, ptr %0, i64 120
  %374 = load ptr, ptr %373, align 8, !tbaa !23, !noalias !180
  %375 = icmp eq ptr %374, null
  br i1 %375, label %386, label %376

376:                                              ; preds = %362
  %377 = getelementptr inbounds i8, ptr %374, i64 8
  %378 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !180
  %379 = icmp eq i8 %378, 0
  br i1 %379, label %383, label %380

380:                                              ; preds = %376
  %381 = load i32, ptr %377, align 4, !tbaa !32, !noalias !180
  %382 = add nsw i32 %381, 1
  store i32 %382, ptr %377, align 4, !tbaa !32, !noalias !180
  br label %391

383:                                              ; preds = %376
  %384 = atomicrmw volatile add ptr %377, i32 1 acq_rel, align 4, !noalias !180
  %385 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !180
  br label %391

386:                                              ; preds = %362
  %387 = getelementptr inbounds i8, ptr %0, i64 128
  %388 = getelementptr inbounds i8, ptr %11, i64 16
  store ptr %372, ptr %388, align 8, !tbaa !134, !alias.scope !180
  %389 = getelementptr inbounds i8, ptr %11, i64 24
  store ptr null, ptr %389, align 8, !tbaa !23, !alias.scope !180
  %390 = getelementptr inbounds i8, ptr %11, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %390, ptr noundef nonnull align 8 dereferenceable(40) %387, i64 40, i1 false)
  store i64 0, ptr %11, align 8, !tbaa !36, !alias.scope !180
  br label %426

391:                                              ; preds = %383, %380
  %392 = phi i8 [ %385, %383 ], [ 1, %380 ]
  %393 = getelementptr inbounds i8, ptr %0, i64 128
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %3, ptr noundef nonnull align 8 dereferenceable(40) %393, i64 40, i1 false), !tbaa.struct !136, !noalias !180
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %11, i8 0, i64 16, i1 false), !alias.scope !180
  %394 = getelementptr inbounds i8, ptr %11, i64 16
  store ptr %372, ptr %394, align 8, !tbaa !134, !alias.scope !180
  %395 = getelementptr inbounds i8, ptr %11, i64 24
  store ptr %374, ptr %395, align 8, !tbaa !23, !alias.scope !180
  %396 = icmp eq i8 %392, 0
  br i1 %396, label %400, label %397

397:                                              ; preds = %391
  %398 = load i32, ptr %377, align 4, !tbaa !32, !noalias !180
  %399 = add nsw i32 %398, 1
  store i32 %399, ptr %377, align 4, !tbaa !32, !noalias !180
  br label %402

400:                                              ; preds = %391
  %401 = atomicrmw volatile add ptr %377, i32 1 acq_rel, align 4, !noalias !180
  br label %402

402:                                              ; preds = %400, %397
  %403 = getelementptr inbounds i8, ptr %11, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %403, ptr noundef nonnull align 8 dereferenceable(40) %3, i64 40, i1 false), !tbaa.struct !136
  store i64 0, ptr %11, align 8, !tbaa !36, !alias.scope !180
  %404 = load atomic i64, ptr %377 acquire, align 8, !noalias !180
  %405 = icmp eq i64 %404, 4294967297
  %406 = trunc i64 %404 to i32
  br i1 %405, label %407, label %415

407:                                              ; preds = %402
  store i32 0, ptr %377, align 8, !tbaa !25, !noalias !180
  %408 = getelementptr inbounds i8, ptr %374, i64 12
  store i32 0, ptr %408, align 4, !tbaa !28, !noalias !180
  %409 = load ptr, ptr %374, align 8, !tbaa !29, !noalias !180
  %410 = getelementptr inbounds i8, ptr %409, i64 16
  %411 = load ptr, ptr %410, align 8, !noalias !180
  call void %411(ptr noundef nonnull align 8 dereferenceable(16) %374) #26, !noalias !180
  %412 = load ptr, ptr %374, align 8, !tbaa !29, !noalias !180
  %413 = getelementptr inbounds i8, ptr %412, i64 24
  %414 = load ptr, ptr %413, align 8, !noalias !180
  call void %414(ptr noundef nonnull align 8 dereferenceable(16) %374) #26, !noalias !180
  br label %426

415:                                              ; preds = %402
  %416 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !180
  %417 = icmp eq i8 %416, 0
  br i1 %417, label %420, label %418

418:                                              ; preds = %415
  %419 = add nsw i32 %406, -1
  store i32 %419, ptr %377, align 4, !tbaa !32, !noalias !180
  br label %422

420:                                              ; preds = %415
  %421 = atomicrmw volatile add ptr %377, i32 -1 acq_rel, align 4, !noalias !180
  br label %422

422:                                              ; preds = %420, %418
  %423 = phi i32 [ %406, %418 ], [ %421, %420 ]
  %424 = icmp eq i32 %423, 1
  br i1 %424, label %425, label %426, !prof !33

425:                                              ; preds = %422
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %374) #26, !noalias !180
  br label %426

426:                                              ; preds = %425, %422, %407, %386
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %3)
  %427 = getelementptr inbounds i8, ptr %11, i64 8
  store i64 0, ptr %427, align 8, !tbaa !36
  %428 = getelementptr inbounds i8, ptr %11, i64 16
  %429 = load i64, ptr %11, align 8
  %430 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail21LocalAccessorBaseHost7getSizeEv(ptr noundef nonnull align 8 dereferenceable(16) %428)
          to label %431 unwind label %513

431:                                              ; preds = %426
  %432 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail21LocalAccessorBaseHost7getSizeEv(ptr noundef nonnull align 8 dereferenceable(16) %428)
          to label %433 unwind label %513

433:                                              ; preds = %431
  %434 = getelementptr inbounds i8, ptr %432, i64 8
  %435 = load i64, ptr %434, align 8, !tbaa !36
  %436 = invoke noundef ptr @_ZNK4sycl3_V16detail21LocalAccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %428)
          to label %437 unwind label %513

437:                                              ; preds = %433
  %438 = mul i64 %435, %429
  %439 = getelementptr float, ptr %436, i64 %438
  store float %370, ptr %439, align 4, !tbaa !5
  %440 = getelementptr inbounds i8, ptr %11, i64 24
  %441 = load ptr, ptr %440, align 8, !tbaa !23
  %442 = icmp eq ptr %441, null
  br i1 %442, label %467, label %443

443:                                              ; preds = %437
  %444 = getelementptr inbounds i8, ptr %441, i64 8
  %445 = load atomic i64, ptr %444 acquire, align 8
  %446 = icmp eq i64 %445, 4294967297
  %447 = trunc i64 %445 to i32
  br i1 %446, label %448, label %456

448:                                              ; preds = %443
  store i32 0, ptr %444, align 8, !tbaa !25
  %449 = getelementptr inbounds i8, ptr %441, i64 12
  store i32 0, ptr %449, align 4, !tbaa !28
  %450 = load ptr, ptr %441, align 8, !tbaa !29
  %451 = getelementptr inbounds i8, ptr %450, i64 16
  %452 = load ptr, ptr %451, align 8
  call void %452(ptr noundef nonnull align 8 dereferenceable(16) %441) #26
  %453 = load ptr, ptr %441, align 8, !tbaa !29
  %454 = getelementptr inbounds i8, ptr %453, i64 24
  %455 = load ptr, ptr %454, align 8
  call void %455(ptr noundef nonnull align 8 dereferenceable(16) %441) #26
  br label %467

456:                                              ; preds = %443
  %457 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %458 = icmp eq i8 %457, 0
  br i1 %458, label %461, label %459

459:                                              ; preds = %456
  %460 = add nsw i32 %447, -1
  store i32 %460, ptr %444, align 4, !tbaa !32
  br label %463

461:                                              ; preds = %456
  %462 = atomicrmw volatile add ptr %444, i32 -1 acq_rel, align 4
  br label %463

463:                                              ; preds = %461, %459
  %464 = phi i32 [ %447, %459 ], [ %462, %461 ]
  %465 = icmp eq i32 %464, 1
  br i1 %465, label %466, label %467, !prof !33

466:                                              ; preds = %463
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %441) #26
  br label %467

467:                                              ; preds = %466, %463, %448, %437
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %11) #26
  %468 = getelementptr inbounds i8, ptr %10, i64 24
  %469 = load ptr, ptr %468, align 8, !tbaa !23
  %470 = icmp eq ptr %469, null
  br i1 %470, label %495, label %471

471:                                              ; preds = %467
  %472 = getelementptr inbounds i8, ptr %469, i64 8
  %473 = load atomic i64, ptr %472 acquire, align 8
  %474 = icmp eq i64 %473, 4294967297
  %475 = trunc i64 %473 to i32
  br i1 %474, label %476, label %484

476:                                              ; preds = %471
  store i32 0, ptr %472, align 8, !tbaa !25
  %477 = getelementptr inbounds i8, ptr %469, i64 12
  store i32 0, ptr %477, align 4, !tbaa !28
  %478 = load ptr, ptr %469, align 8, !tbaa !29
  %479 = getelementptr inbounds i8, ptr %478, i64 16
  %480 = load ptr, ptr %479, align 8
  call void %480(ptr noundef nonnull align 8 dereferenceable(16) %469) #26
  %481 = load ptr, ptr %469, align 8, !tbaa !29
  %482 = getelementptr inbounds i8, ptr %481, i64 24
  %483 = load ptr, ptr %482, align 8
  call void %483(ptr noundef nonnull align 8 dereferenceable(16) %469) #26
  br label %495

484:                                              ; preds = %471
  %485 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %486 = icmp eq i8 %485, 0
  br i1 %486, label %489, label %487

487:                                              ; preds = %484
  %488 = add nsw i32 %475, -1
  store i32 %488, ptr %472, align 4, !tbaa !32
  br label %491

489:                                              ; preds = %484
  %490 = atomicrmw volatile add ptr %472, i32 -1 acq_rel, align 4
  br label %491

491:                                              ; preds = %489, %487
  %492 = phi i32 [ %475, %487 ], [ %490, %489 ]
  %493 = icmp eq i32 %492, 1
  br i1 %493, label %494, label %495, !prof !33

494:                                              ; preds = %491
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %469) #26
  br label %495

495:                                              ; preds = %494, %491, %476, %467
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %10) #26
  %496 = call ptr @__cxa_allocate_exception(i64 64) #26
  %497 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 12) #26
  %498 = extractvalue { i32, ptr } %497, 0
  %499 = extractvalue { i32, ptr } %497, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %496, i32 %498, ptr %499, ptr noundef nonnull @.str.22)
          to label %500 unwind label %503

500:                                              ; preds = %495
  call void @__cxa_throw(ptr nonnull %496, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #29
  unreachable

501:                                              ; preds = %552, %515, %509, %503
  %502 = phi { ptr, i32 } [ %504, %503 ], [ %553, %552 ], [ %516, %515 ], [ %510, %509 ]
  resume { ptr, i32 } %502

503:                                              ; preds = %495
  %504 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %496) #26
  br label %501

505:                                              ; preds = %155, %152, %150, %145
  %506 = landingpad { ptr, i32 }
          cleanup
  br label %509

507:                                              ; preds = %230, %228, %223
  %508 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1026ELNS3_6targetE2016ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_19local_accessor_baseIfLi2ELS4_1026ELS6_0EEEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %9) #26
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %9) #26
  br label %509

509:                                              ; preds = %507, %505
  %510 = phi { ptr, i32 } [ %508, %507 ], [ %506, %505 ]
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %8) #26
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %8) #26
  br label %501

511:                                              ; preds = %358, %355, %353, %348
  %512 = landingpad { ptr, i32 }
          cleanup
  br label %515

513:                                              ; preds = %433, %431, %426
  %514 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1026ELNS3_6targetE2016ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_19local_accessor_baseIfLi2ELS4_1026ELS6_0EEEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %11) #26
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %11) #26
  br label %515

515:                                              ; preds = %513, %511
  %516 = phi { ptr, i32 } [ %514, %513 ], [ %512, %511 ]
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %10) #26
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %10) #26
  br label %501

517:                                              ; preds = %86
  %518 = add i64 %84, %79
  %519 = mul i64 %88, %518
  %520 = getelementptr inbounds i8, ptr %89, i64 8
  %521 = load i64, ptr %520, align 8
  %522 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %78) #26
  %523 = getelementptr float, ptr %522, i64 %519
  %524 = getelementptr float, ptr %523, i64 %521
  store float 0.000000e+00, ptr %524, align 4, !tbaa !5
  %525 = getelementptr inbounds i8, ptr %12, i64 24
  %526 = load ptr, ptr %525, align 8, !tbaa !23
  %527 = icmp eq ptr %526, null
  br i1 %527, label %554, label %528

528:                                              ; preds = %517
  %529 = getelementptr inbounds i8, ptr %526, i64 8
  %530 = load atomic i64, ptr %529 acquire, align 8
  %531 = icmp eq i64 %530, 4294967297
  %532 = trunc i64 %530 to i32
  br i1 %531, label %533, label %541

533:                                              ; preds = %528
  store i32 0, ptr %529, align 8, !tbaa !25
  %534 = getelementptr inbounds i8, ptr %526, i64 12
  store i32 0, ptr %534, align 4, !tbaa !28
  %535 = load ptr, ptr %526, align 8, !tbaa !29
  %536 = getelementptr inbounds i8, ptr %535, i64 16
  %537 = load ptr, ptr %536, align 8
  call void %537(ptr noundef nonnull align 8 dereferenceable(16) %526) #26
  %538 = load ptr, ptr %526, align 8, !tbaa !29
  %539 = getelementptr inbounds i8, ptr %538, i64 24
  %540 = load ptr, ptr %539, align 8
  call void %540(ptr noundef nonnull align 8 dereferenceable(16) %526) #26
  br label %554

541:                                              ; preds = %528
  %542 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %543 = icmp eq i8 %542, 0
  br i1 %543, label %546, label %544

544:                                              ; preds = %541
  %545 = add nsw i32 %532, -1
  store i32 %545, ptr %529, align 4, !tbaa !32
  br label %548

546:                                              ; preds = %541
  %547 = atomicrmw volatile add ptr %529, i32 -1 acq_rel, align 4
  br label %548

548:                                              ; preds = %546, %544
  %549 = phi i32 [ %532, %544 ], [ %547, %546 ]
  %550 = icmp eq i32 %549, 1
  br i1 %550, label %551, label %554, !prof !33

551:                                              ; preds = %548
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %526) #26
  br label %554

552:                                              ; preds = %86, %83, %81, %76
  %553 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1025ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1025ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %12) #26
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %12) #26
  br label %501

554:                                              ; preds = %517, %533, %548, %551
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %12) #26
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1026ELNS3_6targetE2016ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_19local_accessor_baseIfLi2ELS4_1026ELS6_0EEEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %0) unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 24
  %3 = load ptr, ptr %2, align 8, !tbaa !23
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !25
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !28
  %12 = load ptr, ptr %3, align 8, !tbaa !29
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  %15 = load ptr, ptr %3, align 8, !tbaa !29
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !32
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !33

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %0) unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 24
  %3 = load ptr, ptr %2, align 8, !tbaa !23
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !25
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !28
  %12 = load ptr, ptr %3, align 8, !tbaa !29
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  %15 = load ptr, ptr %3, align 8, !tbaa !29
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !32
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !33

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1025ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1025ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %0) unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 24
  %3 = load ptr, ptr %2, align 8, !tbaa !23
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !25
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !28
  %12 = load ptr, ptr %3, align 8, !tbaa !29
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  %15 = load ptr, ptr %3, align 8, !tbaa !29
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !32
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !33

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

declare noundef ptr @_ZNK4sycl3_V16detail21LocalAccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #7

declare void @_ZN4sycl3_V17handler13setKernelFuncEPv(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef) local_unnamed_addr #7

declare void @_ZN4sycl3_V17handler22setDeviceKernelInfoPtrEPNS0_6detail16DeviceKernelInfoE(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef) local_unnamed_addr #7

declare void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(176), i32 noundef) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare i32 @__cxa_guard_acquire(ptr) local_unnamed_addr #21

declare noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoERKNS1_27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(81)) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare void @__cxa_guard_abort(ptr) local_unnamed_addr #21

; Function Attrs: nofree nounwind
declare void @__cxa_guard_release(ptr) local_unnamed_addr #21

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZ4mainEUlRNS0_7handlerEE0_E4callEPKvS5_(ptr nocapture noundef readonly %0, ptr noundef nonnull align 8 dereferenceable(176) %1) #2 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view", align 8
  %4 = alloca %"class.sycl::_V1::nd_range", align 8
  %5 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %6 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %7 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %8 = alloca %"class.sycl::_V1::accessor", align 8
  %9 = alloca %"class.sycl::_V1::property_list", align 8
  %10 = alloca %"class.sycl::_V1::accessor.81", align 8
  %11 = alloca %"class.sycl::_V1::property_list", align 8
  %12 = alloca %"class.sycl::_V1::local_accessor.175", align 8
  %13 = alloca [2 x i64], align 8
  %14 = alloca %class.anon.179, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %13)
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %8) #26
  %15 = load ptr, ptr %0, align 8, !tbaa !183
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #26
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %9, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7)
  store ptr @.str, ptr %7, align 8
  %16 = getelementptr inbounds i8, ptr %7, i64 8
  store ptr @.str.13, ptr %16, align 8
  %17 = getelementptr inbounds i8, ptr %7, i64 16
  store i32 49, ptr %17, align 8
  %18 = getelementptr inbounds i8, ptr %7, i64 20
  store i32 22, ptr %18, align 4
  invoke void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %8, ptr noundef nonnull align 8 dereferenceable(41) %15, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(32) %9, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %7)
          to label %19 unwind label %348

19:                                               ; preds = %2
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7)
  %20 = getelementptr inbounds i8, ptr %9, i64 8
  %21 = load ptr, ptr %20, align 8, !tbaa !20
  %22 = getelementptr inbounds i8, ptr %9, i64 16
  %23 = load ptr, ptr %22, align 8, !tbaa !22
  %24 = icmp eq ptr %21, %23
  br i1 %24, label %59, label %25

25:                                               ; preds = %19, %54
  %26 = phi ptr [ %55, %54 ], [ %21, %19 ]
  %27 = getelementptr inbounds i8, ptr %26, i64 8
  %28 = load ptr, ptr %27, align 8, !tbaa !23
  %29 = icmp eq ptr %28, null
  br i1 %29, label %54, label %30

30:                                               ; preds = %25
  %31 = getelementptr inbounds i8, ptr %28, i64 8
  %32 = load atomic i64, ptr %31 acquire, align 8
  %33 = icmp eq i64 %32, 4294967297
  %34 = trunc i64 %32 to i32
  br i1 %33, label %35, label %43

35:                                               ; preds = %30
  store i32 0, ptr %31, align 8, !tbaa !25
  %36 = getelementptr inbounds i8, ptr %28, i64 12
  store i32 0, ptr %36, align 4, !tbaa !28
  %37 = load ptr, ptr %28, align 8, !tbaa !29
  %38 = getelementptr inbounds i8, ptr %37, i64 16
  %39 = load ptr, ptr %38, align 8
  call void %39(ptr noundef nonnull align 8 dereferenceable(16) %28) #26
  %40 = load ptr, ptr %28, align 8, !tbaa !29
  %41 = getelementptr inbounds i8, ptr %40, i64 24
  %42 = load ptr, ptr %41, align 8
  call void %42(ptr noundef nonnull align 8 dereferenceable(16) %28) #26
  br label %54

43:                                               ; preds = %30
  %44 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %45 = icmp eq i8 %44, 0
  br i1 %45, label %48, label %46

46:                                               ; preds = %43
  %47 = add nsw i32 %34, -1
  store i32 %47, ptr %31, align 4, !tbaa !32
  br label %50

48:                                               ; preds = %43
  %49 = atomicrmw volatile add ptr %31, i32 -1 acq_rel, align 4
  br label %50

50:                                               ; preds = %48, %46
  %51 = phi i32 [ %34, %46 ], [ %49, %48 ]
  %52 = icmp eq i32 %51, 1
  br i1 %52, label %53, label %54, !prof !33

53:                                               ; preds = %50
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %28) #26
  br label %54

54:                                               ; preds = %53, %50, %35, %25
  %55 = getelementptr inbounds i8, ptr %26, i64 16
  %56 = icmp eq ptr %55, %23
  br i1 %56, label %57, label %25, !llvm.loop !34

57:                                               ; preds = %54
  %58 = load ptr, ptr %20, align 8, !tbaa !20
  br label %59

59:                                               ; preds = %57, %19
  %60 = phi ptr [ %58, %57 ], [ %21, %19 ]
  %61 = icmp eq ptr %60, null
  br i1 %61, label %68, label %62

62:                                               ; preds = %59
  %63 = getelementptr inbounds i8, ptr %9, i64 24
  %64 = load ptr, ptr %63, align 8, !tbaa !35
  %65 = ptrtoint ptr %64 to i64
  %66 = ptrtoint ptr %60 to i64
  %67 = sub i64 %65, %66
  call void @_ZdlPvm(ptr noundef nonnull %60, i64 noundef %67) #28
  br label %68

68:                                               ; preds = %62, %59
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #26
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %10) #26
  %69 = getelementptr inbounds i8, ptr %0, i64 8
  %70 = load ptr, ptr %69, align 8, !tbaa !185
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #26
  %71 = getelementptr inbounds i8, ptr %11, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %71, i8 0, i64 24, i1 false)
  store i64 16, ptr %11, align 8, !tbaa !36
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6)
  store ptr @.str, ptr %6, align 8
  %72 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr @.str.13, ptr %72, align 8
  %73 = getelementptr inbounds i8, ptr %6, i64 16
  store i32 50, ptr %73, align 8
  %74 = getelementptr inbounds i8, ptr %6, i64 20
  store i32 22, ptr %74, align 4
  invoke void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %10, ptr noundef nonnull align 8 dereferenceable(41) %70, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(32) %11, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %6)
          to label %75 unwind label %350

75:                                               ; preds = %68
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6)
  %76 = load ptr, ptr %71, align 8, !tbaa !20
  %77 = getelementptr inbounds i8, ptr %11, i64 16
  %78 = load ptr, ptr %77, align 8, !tbaa !22
  %79 = icmp eq ptr %76, %78
  br i1 %79, label %114, label %80

80:                                               ; preds = %75, %109
  %81 = phi ptr [ %110, %109 ], [ %76, %75 ]
  %82 = getelementptr inbounds i8, ptr %81, i64 8
  %83 = load ptr, ptr %82, align 8, !tbaa !23
  %84 = icmp eq ptr %83, null
  br i1 %84, label %109, label %85

85:                                               ; preds = %80
  %86 = getelementptr inbounds i8, ptr %83, i64 8
  %87 = load atomic i64, ptr %86 acquire, align 8
  %88 = icmp eq i64 %87, 4294967297
  %89 = trunc i64 %87 to i32
  br i1 %88, label %90, label %98

90:                                               ; preds = %85
  store i32 0, ptr %86, align 8, !tbaa !25
  %91 = getelementptr inbounds i8, ptr %83, i64 12
  store i32 0, ptr %91, align 4, !tbaa !28
  %92 = load ptr, ptr %83, align 8, !tbaa !29
  %93 = getelementptr inbounds i8, ptr %92, i64 16
  %94 = load ptr, ptr %93, align 8
  call void %94(ptr noundef nonnull align 8 dereferenceable(16) %83) #26
  %95 = load ptr, ptr %83, align 8, !tbaa !29
  %96 = getelementptr inbounds i8, ptr %95, i64 24
  %97 = load ptr, ptr %96, align 8
  call void %97(ptr noundef nonnull align 8 dereferenceable(16) %83) #26
  br label %109

98:                                               ; preds = %85
  %99 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %100 = icmp eq i8 %99, 0
  br i1 %100, label %103, label %101

101:                                              ; preds = %98
  %102 = add nsw i32 %89, -1
  store i32 %102, ptr %86, align 4, !tbaa !32
  br label %105

103:                                              ; preds = %98
  %104 = atomicrmw volatile add ptr %86, i32 -1 acq_rel, align 4
  br label %105

105:                                              ; preds = %103, %101
  %106 = phi i32 [ %89, %101 ], [ %104, %103 ]
  %107 = icmp eq i32 %106, 1
  br i1 %107, label %108, label %109, !prof !33

108:                                              ; preds = %105
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %83) #26
  br label %109

109:                                              ; preds = %108, %105, %90, %80
  %110 = getelementptr inbounds i8, ptr %81, i64 16
  %111 = icmp eq ptr %110, %78
  br i1 %111, label %112, label %80, !llvm.loop !34

112:                                              ; preds = %109
  %113 = load ptr, ptr %71, align 8, !tbaa !20
  br label %114

114:                                              ; preds = %112, %75
  %115 = phi ptr [ %113, %112 ], [ %76, %75 ]
  %116 = icmp eq ptr %115, null
  br i1 %116, label %123, label %117

117:                                              ; preds = %114
  %118 = getelementptr inbounds i8, ptr %11, i64 24
  %119 = load ptr, ptr %118, align 8, !tbaa !35
  %120 = ptrtoint ptr %119 to i64
  %121 = ptrtoint ptr %115 to i64
  %122 = sub i64 %120, %121
  call void @_ZdlPvm(ptr noundef nonnull %115, i64 noundef %122) #28
  br label %123

123:                                              ; preds = %117, %114
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #26
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #26
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5)
  store ptr @.str, ptr %5, align 8
  %124 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr @.str.13, ptr %124, align 8
  %125 = getelementptr inbounds i8, ptr %5, i64 16
  store i32 51, ptr %125, align 8
  %126 = getelementptr inbounds i8, ptr %5, i64 20
  store i32 38, ptr %126, align 4
  invoke void @_ZN4sycl3_V119local_accessor_baseIfLi1ELNS0_6access4modeE1026ELNS2_11placeholderE0EEC2ILi1EvEENS0_5rangeILi1EEERNS0_7handlerENS0_6detail13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %12, i64 256, ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %5)
          to label %127 unwind label %352

127:                                              ; preds = %123
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %13, i8 0, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 144, ptr nonnull %14) #26
  %128 = load ptr, ptr %12, align 8, !tbaa !134
  store ptr %128, ptr %14, align 8, !tbaa !134
  %129 = getelementptr inbounds i8, ptr %14, i64 8
  %130 = getelementptr inbounds i8, ptr %12, i64 8
  %131 = load ptr, ptr %130, align 8, !tbaa !23
  store ptr %131, ptr %129, align 8, !tbaa !23
  %132 = icmp eq ptr %131, null
  br i1 %132, label %142, label %133

133:                                              ; preds = %127
  %134 = getelementptr inbounds i8, ptr %131, i64 8
  %135 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %136 = icmp eq i8 %135, 0
  br i1 %136, label %140, label %137

137:                                              ; preds = %133
  %138 = load i32, ptr %134, align 4, !tbaa !32
  %139 = add nsw i32 %138, 1
  store i32 %139, ptr %134, align 4, !tbaa !32
  br label %142

140:                                              ; preds = %133
  %141 = atomicrmw volatile add ptr %134, i32 1 acq_rel, align 4
  br label %142

142:                                              ; preds = %140, %137, %127
  %143 = getelementptr inbounds i8, ptr %14, i64 16
  %144 = getelementptr inbounds i8, ptr %12, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %143, ptr noundef nonnull align 8 dereferenceable(16) %144, i64 16, i1 false), !tbaa.struct !186
  %145 = getelementptr inbounds i8, ptr %14, i64 32
  %146 = load ptr, ptr %8, align 8, !tbaa !132
  store ptr %146, ptr %145, align 8, !tbaa !132
  %147 = getelementptr inbounds i8, ptr %14, i64 40
  %148 = getelementptr inbounds i8, ptr %8, i64 8
  %149 = load ptr, ptr %148, align 8, !tbaa !23
  store ptr %149, ptr %147, align 8, !tbaa !23
  %150 = icmp eq ptr %149, null
  br i1 %150, label %160, label %151

151:                                              ; preds = %142
  %152 = getelementptr inbounds i8, ptr %149, i64 8
  %153 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %154 = icmp eq i8 %153, 0
  br i1 %154, label %158, label %155

155:                                              ; preds = %151
  %156 = load i32, ptr %152, align 4, !tbaa !32
  %157 = add nsw i32 %156, 1
  store i32 %157, ptr %152, align 4, !tbaa !32
  br label %160

158:                                              ; preds = %151
  %159 = atomicrmw volatile add ptr %152, i32 1 acq_rel, align 4
  br label %160

160:                                              ; preds = %158, %155, %142
  %161 = getelementptr inbounds i8, ptr %14, i64 48
  %162 = getelementptr inbounds i8, ptr %8, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %161, ptr noundef nonnull align 8 dereferenceable(40) %162, i64 40, i1 false)
  %163 = getelementptr inbounds i8, ptr %14, i64 88
  %164 = load ptr, ptr %10, align 8, !tbaa !132
  store ptr %164, ptr %163, align 8, !tbaa !132
  %165 = getelementptr inbounds i8, ptr %14, i64 96
  %166 = getelementptr inbounds i8, ptr %10, i64 8
  %167 = load ptr, ptr %166, align 8, !tbaa !23
  store ptr %167, ptr %165, align 8, !tbaa !23
  %168 = icmp eq ptr %167, null
  br i1 %168, label %178, label %169

169:                                              ; preds = %160
  %170 = getelementptr inbounds i8, ptr %167, i64 8
  %171 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %172 = icmp eq i8 %171, 0
  br i1 %172, label %176, label %173

173:                                              ; preds = %169
  %174 = load i32, ptr %170, align 4, !tbaa !32
  %175 = add nsw i32 %174, 1
  store i32 %175, ptr %170, align 4, !tbaa !32
  br label %178

176:                                              ; preds = %169
  %177 = atomicrmw volatile add ptr %170, i32 1 acq_rel, align 4
  br label %178

178:                                              ; preds = %176, %173, %160
  %179 = getelementptr inbounds i8, ptr %14, i64 104
  %180 = getelementptr inbounds i8, ptr %10, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %179, ptr noundef nonnull align 8 dereferenceable(40) %180, i64 40, i1 false)
  %181 = invoke noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(176) %1)
          to label %182 unwind label %354

182:                                              ; preds = %178
  %183 = icmp eq i32 %181, 0
  br i1 %183, label %193, label %184

184:                                              ; preds = %182
  %185 = call ptr @__cxa_allocate_exception(i64 64) #26
  %186 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #26
  %187 = extractvalue { i32, ptr } %186, 0
  %188 = extractvalue { i32, ptr } %186, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %185, i32 %187, ptr %188, ptr noundef nonnull @.str.21)
          to label %189 unwind label %191

189:                                              ; preds = %184
  invoke void @__cxa_throw(ptr nonnull %185, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #29
          to label %190 unwind label %354

190:                                              ; preds = %189
  unreachable

191:                                              ; preds = %184
  %192 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %185) #26
  br label %356

193:                                              ; preds = %182
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr nonnull @.str.24, i64 13)
          to label %194 unwind label %354

194:                                              ; preds = %193
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %4)
  store i64 64, ptr %4, align 8
  %195 = getelementptr inbounds i8, ptr %4, i64 8
  store i64 32, ptr %195, align 8
  %196 = getelementptr inbounds i8, ptr %4, i64 16
  store i64 16, ptr %196, align 8
  %197 = getelementptr inbounds i8, ptr %4, i64 24
  store i64 16, ptr %197, align 8
  %198 = getelementptr inbounds i8, ptr %4, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %198, ptr noundef nonnull align 8 dereferenceable(16) %13, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3)
  store ptr %4, ptr %3, align 8, !tbaa !137
  %199 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr %196, ptr %199, align 8, !tbaa !139
  %200 = getelementptr inbounds i8, ptr %3, i64 16
  store ptr %198, ptr %200, align 8, !tbaa !140
  %201 = getelementptr inbounds i8, ptr %3, i64 24
  store i64 2, ptr %201, align 8, !tbaa !141
  invoke void @_ZN4sycl3_V17handler20setNDRangeDescriptorENS0_6detail16nd_range_view_v113nd_range_viewEb(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull byval(%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view") align 8 %3, i1 noundef zeroext false)
          to label %202 unwind label %354

202:                                              ; preds = %194
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3)
  %203 = getelementptr inbounds i8, ptr %1, i64 144
  %204 = invoke noalias noundef nonnull dereferenceable(152) ptr @_Znwm(i64 noundef 152) #25
          to label %205 unwind label %354

205:                                              ; preds = %202
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EEE, i64 16), ptr %204, align 8, !tbaa !29
  %206 = getelementptr inbounds i8, ptr %204, i64 8
  %207 = load ptr, ptr %14, align 8, !tbaa !134
  store ptr %207, ptr %206, align 8, !tbaa !134
  %208 = getelementptr inbounds i8, ptr %204, i64 16
  %209 = load ptr, ptr %129, align 8, !tbaa !23
  store ptr %209, ptr %208, align 8, !tbaa !23
  %210 = icmp eq ptr %209, null
  br i1 %210, label %220, label %211

211:                                              ; preds = %205
  %212 = getelementptr inbounds i8, ptr %209, i64 8
  %213 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %214 = icmp eq i8 %213, 0
  br i1 %214, label %218, label %215

215:                                              ; preds = %211
  %216 = load i32, ptr %212, align 4, !tbaa !32
  %217 = add nsw i32 %216, 1
  store i32 %217, ptr %212, align 4, !tbaa !32
  br label %220

218:                                              ; preds = %211
  %219 = atomicrmw volatile add ptr %212, i32 1 acq_rel, align 4
  br label %220

220:                                              ; preds = %218, %215, %205
  %221 = getelementptr inbounds i8, ptr %204, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %221, ptr noundef nonnull readonly align 8 dereferenceable(16) %143, i64 16, i1 false), !tbaa.struct !186
  %222 = getelementptr inbounds i8, ptr %204, i64 40
  %223 = load ptr, ptr %145, align 8, !tbaa !132
  store ptr %223, ptr %222, align 8, !tbaa !132
  %224 = getelementptr inbounds i8, ptr %204, i64 48
  %225 = load ptr, ptr %147, align 8, !tbaa !23
  store ptr %225, ptr %224, align 8, !tbaa !23
  %226 = icmp eq ptr %225, null
  br i1 %226, label %236, label %227

227:                                              ; preds = %220
  %228 = getelementptr inbounds i8, ptr %225, i64 8
  %229 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %230 = icmp eq i8 %229, 0
  br i1 %230, label %234, label %231

231:                                              ; preds = %227
  %232 = load i32, ptr %228, align 4, !tbaa !32
  %233 = add nsw i32 %232, 1
  store i32 %233, ptr %228, align 4, !tbaa !32
  br label %236

234:                                              ; preds = %227
  %235 = atomicrmw volatile add ptr %228, i32 1 acq_rel, align 4
  br label %236

236:                                              ; preds = %234, %231, %220
  %237 = getelementptr inbounds i8, ptr %204, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %237, ptr noundef nonnull readonly align 8 dereferenceable(40) %161, i64 40, i1 false)
  %238 = getelementptr inbounds i8, ptr %204, i64 96
  %239 = load ptr, ptr %163, align 8, !tbaa !132
  store ptr %239, ptr %238, align 8, !tbaa !132
  %240 = getelementptr inbounds i8, ptr %204, i64 104
  %241 = load ptr, ptr %165, align 8, !tbaa !23
  store ptr %241, ptr %240, align 8, !tbaa !23
  %242 = icmp eq ptr %241, null
  br i1 %242, label %252, label %243

243:                                              ; preds = %236
  %244 = getelementptr inbounds i8, ptr %241, i64 8
  %245 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %246 = icmp eq i8 %245, 0
  br i1 %246, label %250, label %247

247:                                              ; preds = %243
  %248 = load i32, ptr %244, align 4, !tbaa !32
  %249 = add nsw i32 %248, 1
  store i32 %249, ptr %244, align 4, !tbaa !32
  br label %252

250:                                              ; preds = %243
  %251 = atomicrmw volatile add ptr %244, i32 1 acq_rel, align 4
  br label %252

252:                                              ; preds = %250, %247, %236
  %253 = getelementptr inbounds i8, ptr %204, i64 112
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %253, ptr noundef nonnull readonly align 8 dereferenceable(40) %179, i64 40, i1 false)
  %254 = load ptr, ptr %203, align 8, !tbaa !14
  store ptr %204, ptr %203, align 8, !tbaa !14
  %255 = icmp eq ptr %254, null
  br i1 %255, label %260, label %256

256:                                              ; preds = %252
  %257 = load ptr, ptr %254, align 8, !tbaa !29
  %258 = getelementptr inbounds i8, ptr %257, i64 16
  %259 = load ptr, ptr %258, align 8
  call void %259(ptr noundef nonnull align 8 dereferenceable(8) %254) #26
  br label %260

260:                                              ; preds = %256, %252
  invoke void @_ZN4sycl3_V17handler23instantiateKernelOnHostEPv(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull @_ZN4sycl3_V16detail16runKernelWithArgINS0_7nd_itemILi2EEEZZ4mainENKUlRNS0_7handlerEE0_clES6_EUlS4_E_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE)
          to label %261 unwind label %354

261:                                              ; preds = %260
  %262 = load ptr, ptr %203, align 8, !tbaa !14
  %263 = load ptr, ptr %262, align 8, !tbaa !29
  %264 = load ptr, ptr %263, align 8
  %265 = invoke noundef ptr %264(ptr noundef nonnull align 8 dereferenceable(8) %262)
          to label %266 unwind label %354

266:                                              ; preds = %261
  invoke void @_ZN4sycl3_V17handler19setDeviceKernelInfoI8BlockSumEEvPv(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef %265)
          to label %267 unwind label %354

267:                                              ; preds = %266
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_7nd_itemILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(144) %14) #26
  call void @llvm.lifetime.end.p0(i64 144, ptr nonnull %14) #26
  %268 = load ptr, ptr %130, align 8, !tbaa !23
  %269 = icmp eq ptr %268, null
  br i1 %269, label %294, label %270

270:                                              ; preds = %267
  %271 = getelementptr inbounds i8, ptr %268, i64 8
  %272 = load atomic i64, ptr %271 acquire, align 8
  %273 = icmp eq i64 %272, 4294967297
  %274 = trunc i64 %272 to i32
  br i1 %273, label %275, label %283

275:                                              ; preds = %270
  store i32 0, ptr %271, align 8, !tbaa !25
  %276 = getelementptr inbounds i8, ptr %268, i64 12
  store i32 0, ptr %276, align 4, !tbaa !28
  %277 = load ptr, ptr %268, align 8, !tbaa !29
  %278 = getelementptr inbounds i8, ptr %277, i64 16
  %279 = load ptr, ptr %278, align 8
  call void %279(ptr noundef nonnull align 8 dereferenceable(16) %268) #26
  %280 = load ptr, ptr %268, align 8, !tbaa !29
  %281 = getelementptr inbounds i8, ptr %280, i64 24
  %282 = load ptr, ptr %281, align 8
  call void %282(ptr noundef nonnull align 8 dereferenceable(16) %268) #26
  br label %294

283:                                              ; preds = %270
  %284 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %285 = icmp eq i8 %284, 0
  br i1 %285, label %288, label %286

286:                                              ; preds = %283
  %287 = add nsw i32 %274, -1
  store i32 %287, ptr %271, align 4, !tbaa !32
  br label %290

288:                                              ; preds = %283
  %289 = atomicrmw volatile add ptr %271, i32 -1 acq_rel, align 4
  br label %290

290:                                              ; preds = %288, %286
  %291 = phi i32 [ %274, %286 ], [ %289, %288 ]
  %292 = icmp eq i32 %291, 1
  br i1 %292, label %293, label %294, !prof !33

293:                                              ; preds = %290
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %268) #26
  br label %294

294:                                              ; preds = %293, %290, %275, %267
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #26
  %295 = load ptr, ptr %166, align 8, !tbaa !23
  %296 = icmp eq ptr %295, null
  br i1 %296, label %321, label %297

297:                                              ; preds = %294
  %298 = getelementptr inbounds i8, ptr %295, i64 8
  %299 = load atomic i64, ptr %298 acquire, align 8
  %300 = icmp eq i64 %299, 4294967297
  %301 = trunc i64 %299 to i32
  br i1 %300, label %302, label %310

302:                                              ; preds = %297
  store i32 0, ptr %298, align 8, !tbaa !25
  %303 = getelementptr inbounds i8, ptr %295, i64 12
  store i32 0, ptr %303, align 4, !tbaa !28
  %304 = load ptr, ptr %295, align 8, !tbaa !29
  %305 = getelementptr inbounds i8, ptr %304, i64 16
  %306 = load ptr, ptr %305, align 8
  call void %306(ptr noundef nonnull align 8 dereferenceable(16) %295) #26
  %307 = load ptr, ptr %295, align 8, !tbaa !29
  %308 = getelementptr inbounds i8, ptr %307, i64 24
  %309 = load ptr, ptr %308, align 8
  call void %309(ptr noundef nonnull align 8 dereferenceable(16) %295) #26
  br label %321

310:                                              ; preds = %297
  %311 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %312 = icmp eq i8 %311, 0
  br i1 %312, label %315, label %313

313:                                              ; preds = %310
  %314 = add nsw i32 %301, -1
  store i32 %314, ptr %298, align 4, !tbaa !32
  br label %317

315:                                              ; preds = %310
  %316 = atomicrmw volatile add ptr %298, i32 -1 acq_rel, align 4
  br label %317

317:                                              ; preds = %315, %313
  %318 = phi i32 [ %301, %313 ], [ %316, %315 ]
  %319 = icmp eq i32 %318, 1
  br i1 %319, label %320, label %321, !prof !33

320:                                              ; preds = %317
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %295) #26
  br label %321

321:                                              ; preds = %320, %317, %302, %294
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %10) #26
  %322 = load ptr, ptr %148, align 8, !tbaa !23
  %323 = icmp eq ptr %322, null
  br i1 %323, label %364, label %324

324:                                              ; preds = %321
  %325 = getelementptr inbounds i8, ptr %322, i64 8
  %326 = load atomic i64, ptr %325 acquire, align 8
  %327 = icmp eq i64 %326, 4294967297
  %328 = trunc i64 %326 to i32
  br i1 %327, label %329, label %337

329:                                              ; preds = %324
  store i32 0, ptr %325, align 8, !tbaa !25
  %330 = getelementptr inbounds i8, ptr %322, i64 12
  store i32 0, ptr %330, align 4, !tbaa !28
  %331 = load ptr, ptr %322, align 8, !tbaa !29
  %332 = getelementptr inbounds i8, ptr %331, i64 16
  %333 = load ptr, ptr %332, align 8
  call void %333(ptr noundef nonnull align 8 dereferenceable(16) %322) #26
  %334 = load ptr, ptr %322, align 8, !tbaa !29
  %335 = getelementptr inbounds i8, ptr %334, i64 24
  %336 = load ptr, ptr %335, align 8
  call void %336(ptr noundef nonnull align 8 dereferenceable(16) %322) #26
  br label %364

337:                                              ; preds = %324
  %338 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %339 = icmp eq i8 %338, 0
  br i1 %339, label %342, label %340

340:                                              ; preds = %337
  %341 = add nsw i32 %328, -1
  store i32 %341, ptr %325, align 4, !tbaa !32
  br label %344

342:                                              ; preds = %337
  %343 = atomicrmw volatile add ptr %325, i32 -1 acq_rel, align 4
  br label %344

344:                                              ; preds = %342, %340
  %345 = phi i32 [ %328, %340 ], [ %343, %342 ]
  %346 = icmp eq i32 %345, 1
  br i1 %346, label %347, label %364, !prof !33

347:                                              ; preds = %344
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %322) #26
  br label %364

348:                                              ; preds = %2
  %349 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #26
  br label %362

350:                                              ; preds = %68
  %351 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %11) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #26
  br label %360

352:                                              ; preds = %123
  %353 = landingpad { ptr, i32 }
          cleanup
  br label %358

354:                                              ; preds = %266, %261, %260, %202, %194, %193, %189, %178
  %355 = landingpad { ptr, i32 }
          cleanup
  br label %356

356:                                              ; preds = %354, %191
  %357 = phi { ptr, i32 } [ %355, %354 ], [ %192, %191 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_7nd_itemILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(144) %14) #26
  call void @llvm.lifetime.end.p0(i64 144, ptr nonnull %14) #26
  call void @_ZN4sycl3_V16detail21LocalAccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %12) #26
  br label %358

358:                                              ; preds = %356, %352
  %359 = phi { ptr, i32 } [ %357, %356 ], [ %353, %352 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #26
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %10) #26
  br label %360

360:                                              ; preds = %358, %350
  %361 = phi { ptr, i32 } [ %359, %358 ], [ %351, %350 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %10) #26
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %8) #26
  br label %362

362:                                              ; preds = %360, %348
  %363 = phi { ptr, i32 } [ %361, %360 ], [ %349, %348 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %8) #26
  resume { ptr, i32 } %363

364:                                              ; preds = %321, %329, %344, %347
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %8) #26
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %13)
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define internal fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_7nd_itemILi2EEEE_D2Ev(ptr nocapture noundef nonnull readonly align 8 dereferenceable(144) %0) unnamed_addr #6 align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 96
  %3 = load ptr, ptr %2, align 8, !tbaa !23
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !25
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !28
  %12 = load ptr, ptr %3, align 8, !tbaa !29
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  %15 = load ptr, ptr %3, align 8, !tbaa !29
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !32
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !33

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  %30 = getelementptr inbounds i8, ptr %0, i64 40
  %31 = load ptr, ptr %30, align 8, !tbaa !23
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !25
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !28
  %40 = load ptr, ptr %31, align 8, !tbaa !29
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #26
  %43 = load ptr, ptr %31, align 8, !tbaa !29
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #26
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !32
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !33

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #26
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  %58 = getelementptr inbounds i8, ptr %0, i64 8
  %59 = load ptr, ptr %58, align 8, !tbaa !23
  %60 = icmp eq ptr %59, null
  br i1 %60, label %85, label %61

61:                                               ; preds = %57
  %62 = getelementptr inbounds i8, ptr %59, i64 8
  %63 = load atomic i64, ptr %62 acquire, align 8
  %64 = icmp eq i64 %63, 4294967297
  %65 = trunc i64 %63 to i32
  br i1 %64, label %66, label %74

66:                                               ; preds = %61
  store i32 0, ptr %62, align 8, !tbaa !25
  %67 = getelementptr inbounds i8, ptr %59, i64 12
  store i32 0, ptr %67, align 4, !tbaa !28
  %68 = load ptr, ptr %59, align 8, !tbaa !29
  %69 = getelementptr inbounds i8, ptr %68, i64 16
  %70 = load ptr, ptr %69, align 8
  tail call void %70(ptr noundef nonnull align 8 dereferenceable(16) %59) #26
  %71 = load ptr, ptr %59, align 8, !tbaa !29
  %72 = getelementptr inbounds i8, ptr %71, i64 24
  %73 = load ptr, ptr %72, align 8
  tail call void %73(ptr noundef nonnull align 8 dereferenceable(16) %59) #26
  br label %85

74:                                               ; preds = %61
  %75 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %76 = icmp eq i8 %75, 0
  br i1 %76, label %79, label %77

77:                                               ; preds = %74
  %78 = add nsw i32 %65, -1
  store i32 %78, ptr %62, align 4, !tbaa !32
  br label %81

79:                                               ; preds = %74
  %80 = atomicrmw volatile add ptr %62, i32 -1 acq_rel, align 4
  br label %81

81:                                               ; preds = %79, %77
  %82 = phi i32 [ %65, %77 ], [ %80, %79 ]
  %83 = icmp eq i32 %82, 1
  br i1 %83, label %84, label %85, !prof !33

84:                                               ; preds = %81
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %59) #26
  br label %85

85:                                               ; preds = %57, %66, %81, %84
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail21LocalAccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !23
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !25
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !28
  %12 = load ptr, ptr %3, align 8, !tbaa !29
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  %15 = load ptr, ptr %3, align 8, !tbaa !29
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !32
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !33

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V119local_accessor_baseIfLi1ELNS0_6access4modeE1026ELNS2_11placeholderE0EEC2ILi1EvEENS0_5rangeILi1EEERNS0_7handlerENS0_6detail13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, i64 %1, ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %3) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::range.93", align 8
  %6 = alloca %"class.sycl::_V1::property_list", align 8
  store i64 %1, ptr %5, align 8, !tbaa !36, !alias.scope !187
  %7 = getelementptr inbounds i8, ptr %5, i64 8
  store i64 1, ptr %7, align 8, !tbaa !36, !alias.scope !187
  %8 = getelementptr inbounds i8, ptr %5, i64 16
  store i64 1, ptr %8, align 8, !tbaa !36, !alias.scope !187
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #26
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %6, i8 0, i64 32, i1 false)
  invoke void @_ZN4sycl3_V16detail21LocalAccessorBaseHostC2ENS0_5rangeILi3EEEiiRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::range.93") align 8 %5, i32 noundef 1, i32 noundef 4, ptr noundef nonnull align 8 dereferenceable(32) %6)
          to label %9 unwind label %66

9:                                                ; preds = %4
  %10 = getelementptr inbounds i8, ptr %6, i64 8
  %11 = load ptr, ptr %10, align 8, !tbaa !20
  %12 = getelementptr inbounds i8, ptr %6, i64 16
  %13 = load ptr, ptr %12, align 8, !tbaa !22
  %14 = icmp eq ptr %11, %13
  br i1 %14, label %49, label %15

15:                                               ; preds = %9, %44
  %16 = phi ptr [ %45, %44 ], [ %11, %9 ]
  %17 = getelementptr inbounds i8, ptr %16, i64 8
  %18 = load ptr, ptr %17, align 8, !tbaa !23
  %19 = icmp eq ptr %18, null
  br i1 %19, label %44, label %20

20:                                               ; preds = %15
  %21 = getelementptr inbounds i8, ptr %18, i64 8
  %22 = load atomic i64, ptr %21 acquire, align 8
  %23 = icmp eq i64 %22, 4294967297
  %24 = trunc i64 %22 to i32
  br i1 %23, label %25, label %33

25:                                               ; preds = %20
  store i32 0, ptr %21, align 8, !tbaa !25
  %26 = getelementptr inbounds i8, ptr %18, i64 12
  store i32 0, ptr %26, align 4, !tbaa !28
  %27 = load ptr, ptr %18, align 8, !tbaa !29
  %28 = getelementptr inbounds i8, ptr %27, i64 16
  %29 = load ptr, ptr %28, align 8
  call void %29(ptr noundef nonnull align 8 dereferenceable(16) %18) #26
  %30 = load ptr, ptr %18, align 8, !tbaa !29
  %31 = getelementptr inbounds i8, ptr %30, i64 24
  %32 = load ptr, ptr %31, align 8
  call void %32(ptr noundef nonnull align 8 dereferenceable(16) %18) #26
  br label %44

33:                                               ; preds = %20
  %34 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %35 = icmp eq i8 %34, 0
  br i1 %35, label %38, label %36

36:                                               ; preds = %33
  %37 = add nsw i32 %24, -1
  store i32 %37, ptr %21, align 4, !tbaa !32
  br label %40

38:                                               ; preds = %33
  %39 = atomicrmw volatile add ptr %21, i32 -1 acq_rel, align 4
  br label %40

40:                                               ; preds = %38, %36
  %41 = phi i32 [ %24, %36 ], [ %39, %38 ]
  %42 = icmp eq i32 %41, 1
  br i1 %42, label %43, label %44, !prof !33

43:                                               ; preds = %40
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %18) #26
  br label %44

44:                                               ; preds = %43, %40, %25, %15
  %45 = getelementptr inbounds i8, ptr %16, i64 16
  %46 = icmp eq ptr %45, %13
  br i1 %46, label %47, label %15, !llvm.loop !34

47:                                               ; preds = %44
  %48 = load ptr, ptr %10, align 8, !tbaa !20
  br label %49

49:                                               ; preds = %47, %9
  %50 = phi ptr [ %48, %47 ], [ %11, %9 ]
  %51 = icmp eq ptr %50, null
  br i1 %51, label %58, label %52

52:                                               ; preds = %49
  %53 = getelementptr inbounds i8, ptr %6, i64 24
  %54 = load ptr, ptr %53, align 8, !tbaa !35
  %55 = ptrtoint ptr %54 to i64
  %56 = ptrtoint ptr %50 to i64
  %57 = sub i64 %55, %56
  call void @_ZdlPvm(ptr noundef nonnull %50, i64 noundef %57) #28
  br label %58

58:                                               ; preds = %49, %52
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #26
  %59 = getelementptr inbounds i8, ptr %0, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %59, i8 0, i64 16, i1 false)
  %60 = load ptr, ptr %0, align 8, !tbaa !134
  invoke void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef null, ptr noundef %60, i32 noundef 2016, i32 noundef 1026, ptr noundef nonnull align 8 dereferenceable(24) %3)
          to label %61 unwind label %68

61:                                               ; preds = %58
  %62 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail21LocalAccessorBaseHost7getSizeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %63 unwind label %68

63:                                               ; preds = %61
  %64 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail21LocalAccessorBaseHost7getSizeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %65 unwind label %68

65:                                               ; preds = %63
  ret void

66:                                               ; preds = %4
  %67 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %6) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #26
  br label %70

68:                                               ; preds = %63, %61, %58
  %69 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail21LocalAccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #26
  br label %70

70:                                               ; preds = %68, %66
  %71 = phi { ptr, i32 } [ %69, %68 ], [ %67, %66 ]
  resume { ptr, i32 } %71
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local { i64, i32 } @_ZN4sycl3_V16detail18getKernelParamDescI8BlockSumEENS1_19kernel_param_desc_tEi(i32 noundef %0) #2 comdat {
  %2 = add i32 %0, 5
  %3 = zext i32 %2 to i64
  %4 = getelementptr inbounds [9 x %"struct.sycl::_V1::detail::kernel_param_desc_t"], ptr @_ZN4sycl3_V16detailL17kernel_signaturesE, i64 0, i64 %3
  %5 = load i64, ptr %4, align 4
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = load i32, ptr %6, align 4, !tbaa !32
  %8 = insertvalue { i64, i32 } poison, i64 %5, 0
  %9 = insertvalue { i64, i32 } %8, i32 %7, 1
  ret { i64, i32 } %9
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler19setDeviceKernelInfoI8BlockSumEEvPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 64
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoI8BlockSumEEvPv.Info, i64 16, i1 false), !tbaa.struct !166
  tail call void @_ZN4sycl3_V17handler13setKernelFuncEPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1)
  %4 = load atomic i8, ptr @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI8BlockSumEERNS1_16DeviceKernelInfoEvE4Info acquire, align 8
  %5 = icmp eq i8 %4, 0
  br i1 %5, label %6, label %14, !prof !167

6:                                                ; preds = %2
  %7 = tail call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI8BlockSumEERNS1_16DeviceKernelInfoEvE4Info) #26
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %14, label %9

9:                                                ; preds = %6
  %10 = invoke noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoERKNS1_27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(81) @_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI8BlockSumEE)
          to label %11 unwind label %12

11:                                               ; preds = %9
  store ptr %10, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI8BlockSumEERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !14
  tail call void @__cxa_guard_release(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI8BlockSumEERNS1_16DeviceKernelInfoEvE4Info) #26
  br label %14

12:                                               ; preds = %9
  %13 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_guard_abort(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI8BlockSumEERNS1_16DeviceKernelInfoEvE4Info) #26
  resume { ptr, i32 } %13

14:                                               ; preds = %2, %6, %11
  %15 = load ptr, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI8BlockSumEERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !14
  tail call void @_ZN4sycl3_V17handler22setDeviceKernelInfoPtrEPNS0_6detail16DeviceKernelInfoE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull %15)
  tail call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(176) %0, i32 noundef 1)
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(152) %0) unnamed_addr #20 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(152) %0) unnamed_addr #3 align 2 {
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EEE, i64 16), ptr %0, align 8, !tbaa !29
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  tail call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_7nd_itemILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(144) %2) #26
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EED0Ev(ptr noundef nonnull align 8 dereferenceable(152) %0) unnamed_addr #3 align 2 {
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EEE, i64 16), ptr %0, align 8, !tbaa !29
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  tail call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_7nd_itemILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(144) %2) #26
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 152) #28
  ret void
}

; Function Attrs: mustprogress noreturn uwtable
define internal void @_ZN4sycl3_V16detail16runKernelWithArgINS0_7nd_itemILi2EEEZZ4mainENKUlRNS0_7handlerEE0_clES6_EUlS4_E_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE(ptr noundef %0, ptr nocapture nonnull readnone align 1 %1) #22 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 32
  %4 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %3), !noalias !190
  %5 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %3), !noalias !193
  %6 = load i64, ptr %5, align 8
  %7 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %3), !noalias !196
  %8 = getelementptr inbounds i8, ptr %7, i64 8
  %9 = load i64, ptr %8, align 8
  %10 = mul i64 %9, %6
  %11 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %3), !noalias !199
  %12 = getelementptr inbounds i8, ptr %11, i64 8
  %13 = load i64, ptr %12, align 8
  %14 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #26
  %15 = getelementptr float, ptr %14, i64 %10
  %16 = getelementptr float, ptr %15, i64 %13
  %17 = load float, ptr %16, align 4, !tbaa !5
  %18 = tail call noundef ptr @_ZNK4sycl3_V16detail21LocalAccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
  store float %17, ptr %18, align 4, !tbaa !5
  %19 = tail call ptr @__cxa_allocate_exception(i64 64) #26
  %20 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 12) #26
  %21 = extractvalue { i32, ptr } %20, 0
  %22 = extractvalue { i32, ptr } %20, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %19, i32 %21, ptr %22, ptr noundef nonnull @.str.22)
          to label %23 unwind label %24

23:                                               ; preds = %2
  tail call void @__cxa_throw(ptr nonnull %19, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #29
  unreachable

24:                                               ; preds = %2
  %25 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %19) #26
  resume { ptr, i32 } %25
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #21

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #23

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #24

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { inlinehint mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { inlinehint mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nosync nounwind memory(none) }
attributes #11 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #15 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #16 = { mustprogress noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #17 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #18 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #19 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #20 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #21 = { nofree nounwind }
attributes #22 = { mustprogress noreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #23 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #24 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #25 = { builtin allocsize(0) }
attributes #26 = { nounwind }
attributes #27 = { noreturn nounwind }
attributes #28 = { builtin nounwind }
attributes #29 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10, !11, !12}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = distinct !{!13, !10, !11, !12}
!14 = !{!15, !15, i64 0}
!15 = !{!"any pointer", !7, i64 0}
!16 = !{!17, !15, i64 24}
!17 = !{!"_ZTSSt8functionIFvN4sycl3_V114exception_listEEE", !18, i64 0, !15, i64 24}
!18 = !{!"_ZTSSt14_Function_base", !7, i64 0, !15, i64 16}
!19 = !{!18, !15, i64 16}
!20 = !{!21, !15, i64 0}
!21 = !{!"_ZTSNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EE17_Vector_impl_dataE", !15, i64 0, !15, i64 8, !15, i64 16}
!22 = !{!21, !15, i64 8}
!23 = !{!24, !15, i64 0}
!24 = !{!"_ZTSSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EE", !15, i64 0}
!25 = !{!26, !27, i64 8}
!26 = !{!"_ZTSSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE", !27, i64 8, !27, i64 12}
!27 = !{!"int", !7, i64 0}
!28 = !{!26, !27, i64 12}
!29 = !{!30, !30, i64 0}
!30 = !{!"vtable pointer", !8, i64 0}
!31 = !{!7, !7, i64 0}
!32 = !{!27, !27, i64 0}
!33 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!34 = distinct !{!34, !10}
!35 = !{!21, !15, i64 16}
!36 = !{!37, !37, i64 0}
!37 = !{!"long", !7, i64 0}
!38 = !{!39, !15, i64 0}
!39 = !{!"_ZTSN4sycl3_V16detail13code_locationE", !15, i64 0, !15, i64 8, !27, i64 16, !27, i64 20}
!40 = !{!41}
!41 = distinct !{!41, !42, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!42 = distinct !{!42, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!43 = !{!39, !15, i64 8}
!44 = !{!39, !27, i64 16}
!45 = !{!39, !27, i64 20}
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
!59 = distinct !{!59, !60, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE: argument 0"}
!60 = distinct !{!60, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE"}
!61 = !{!62, !15, i64 0}
!62 = !{!"_ZTSN4sycl3_V16detail19type_erased_cgfo_tyE", !15, i64 0, !15, i64 8}
!63 = !{!62, !15, i64 8}
!64 = !{!65, !59}
!65 = distinct !{!65, !66, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE: argument 0"}
!66 = distinct !{!66, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE"}
!67 = !{!68, !69, i64 0}
!68 = !{!"_ZTSN4sycl3_V16detail3_V114SubmissionInfoE", !69, i64 0}
!69 = !{!"_ZTSN4sycl3_V13ext6oneapi12experimental15event_mode_enumE", !7, i64 0}
!70 = !{!71, !72, i64 8}
!71 = !{!"_ZTSN4sycl3_V16detail14tls_code_loc_tE", !15, i64 0, !72, i64 8}
!72 = !{!"bool", !7, i64 0}
!73 = !{i8 0, i8 2}
!74 = !{}
!75 = !{!76}
!76 = distinct !{!76, !77, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!77 = distinct !{!77, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!78 = !{!79}
!79 = distinct !{!79, !80, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE: argument 0"}
!80 = distinct !{!80, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE"}
!81 = !{!82, !79}
!82 = distinct !{!82, !83, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE: argument 0"}
!83 = distinct !{!83, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE"}
!84 = distinct !{!84, !10}
!85 = distinct !{!85, !10}
!86 = distinct !{!86, !10}
!87 = distinct !{!87, !10}
!88 = distinct !{!88, !10}
!89 = !{!90}
!90 = distinct !{!90, !91, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!91 = distinct !{!91, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!92 = !{!93, !37, i64 0}
!93 = !{!"_ZTSN4sycl3_V16detail17aligned_allocatorIfEE", !37, i64 0}
!94 = !{!95, !37, i64 16}
!95 = !{!"_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE", !96, i64 0, !93, i64 8, !37, i64 16}
!96 = !{!"_ZTSN4sycl3_V16detail19SYCLMemObjAllocatorE"}
!97 = !{!98, !15, i64 0}
!98 = !{!"_ZTSSt10_Head_baseILm0EPN4sycl3_V16detail19SYCLMemObjAllocatorELb0EE", !15, i64 0}
!99 = !{!100, !37, i64 32}
!100 = !{!"_ZTSN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvEE", !101, i64 0, !104, i64 16, !37, i64 32, !72, i64 40}
!101 = !{!"_ZTSN4sycl3_V16detail12buffer_plainE", !102, i64 0}
!102 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail11buffer_implEE", !103, i64 0}
!103 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail11buffer_implELN9__gnu_cxx12_Lock_policyE2EE", !15, i64 0, !24, i64 8}
!104 = !{!"_ZTSN4sycl3_V15rangeILi2EEE", !105, i64 0}
!105 = !{!"_ZTSN4sycl3_V16detail5arrayILi2EEE", !7, i64 0}
!106 = !{!100, !72, i64 40}
!107 = !{!103, !15, i64 0}
!108 = !{!109, !15, i64 8}
!109 = !{!"_ZTSSt9type_info", !15, i64 8}
!110 = !{!111}
!111 = distinct !{!111, !112, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi2EEE: argument 0"}
!112 = distinct !{!112, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi2EEE"}
!113 = !{!114, !15, i64 0}
!114 = !{!"_ZTSNSt15__exception_ptr13exception_ptrE", !15, i64 0}
!115 = !{!116, !118, i64 32}
!116 = !{!"_ZTSSt8ios_base", !37, i64 8, !37, i64 16, !117, i64 24, !118, i64 28, !118, i64 32, !15, i64 40, !119, i64 48, !7, i64 64, !27, i64 192, !15, i64 200, !120, i64 208}
!117 = !{!"_ZTSSt13_Ios_Fmtflags", !7, i64 0}
!118 = !{!"_ZTSSt12_Ios_Iostate", !7, i64 0}
!119 = !{!"_ZTSNSt8ios_base6_WordsE", !15, i64 0, !37, i64 8}
!120 = !{!"_ZTSSt6locale", !15, i64 0}
!121 = !{!122, !15, i64 24}
!122 = !{!"_ZTSSt8functionIFiRKN4sycl3_V16deviceEEE", !18, i64 0, !15, i64 24}
!123 = !{!124, !15, i64 16}
!124 = !{!"_ZTSNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE17_Vector_impl_dataE", !15, i64 0, !15, i64 8, !15, i64 16}
!125 = !{!124, !15, i64 0}
!126 = !{!124, !15, i64 8}
!127 = distinct !{!127, !10}
!128 = !{!129, !15, i64 0}
!129 = !{!"_ZTSZ4mainEUlRN4sycl3_V17handlerEE_", !15, i64 0, !15, i64 8, !15, i64 16}
!130 = !{!129, !15, i64 8}
!131 = !{!129, !15, i64 16}
!132 = !{!133, !15, i64 0}
!133 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail16AccessorImplHostELN9__gnu_cxx12_Lock_policyE2EE", !15, i64 0, !24, i64 8}
!134 = !{!135, !15, i64 0}
!135 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail21LocalAccessorImplHostELN9__gnu_cxx12_Lock_policyE2EE", !15, i64 0, !24, i64 8}
!136 = !{i64 0, i64 40, !31}
!137 = !{!138, !15, i64 0}
!138 = !{!"_ZTSN4sycl3_V16detail16nd_range_view_v113nd_range_viewE", !15, i64 0, !15, i64 8, !15, i64 16, !37, i64 24}
!139 = !{!138, !15, i64 8}
!140 = !{!138, !15, i64 16}
!141 = !{!138, !37, i64 24}
!142 = !{!143}
!143 = distinct !{!143, !144, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!144 = distinct !{!144, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!145 = !{!146}
!146 = distinct !{!146, !147, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!147 = distinct !{!147, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!148 = !{!149, !15, i64 0}
!149 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseELN9__gnu_cxx12_Lock_policyE2EE", !15, i64 0, !24, i64 8}
!150 = distinct !{!150, !10}
!151 = !{!152, !15, i64 16}
!152 = !{!"_ZTSN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !153, i64 0, !15, i64 16, !7, i64 24}
!153 = !{!"_ZTSN4sycl3_V16detail16AccessorBaseHostE", !154, i64 0}
!154 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail16AccessorImplHostEE", !133, i64 0}
!155 = !{!156}
!156 = distinct !{!156, !157, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!157 = distinct !{!157, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!158 = !{!159}
!159 = distinct !{!159, !160, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!160 = distinct !{!160, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!161 = !{!162, !15, i64 16}
!162 = !{!"_ZTSN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !153, i64 0, !15, i64 16, !7, i64 24}
!163 = !{!164}
!164 = distinct !{!164, !165, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!165 = distinct !{!165, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!166 = !{i64 0, i64 8, !14, i64 8, i64 8, !36}
!167 = !{!"branch_weights", i32 1, i32 1048575}
!168 = !{!169}
!169 = distinct !{!169, !170, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam: argument 0"}
!170 = distinct !{!170, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam"}
!171 = !{!172}
!172 = distinct !{!172, !173, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam: argument 0"}
!173 = distinct !{!173, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam"}
!174 = !{!175}
!175 = distinct !{!175, !176, !"_ZNK4sycl3_V119local_accessor_baseIfLi2ELNS0_6access4modeE1026ELNS2_11placeholderE0EEixILi2EvEENS0_6detail15accessor_commonIfLi2ELS3_1026ELNS2_6targetE2016ELS4_0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptIXmiT_Li1EES5_EEm: argument 0"}
!176 = distinct !{!176, !"_ZNK4sycl3_V119local_accessor_baseIfLi2ELNS0_6access4modeE1026ELNS2_11placeholderE0EEixILi2EvEENS0_6detail15accessor_commonIfLi2ELS3_1026ELNS2_6targetE2016ELS4_0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptIXmiT_Li1EES5_EEm"}
!177 = !{!178}
!178 = distinct !{!178, !179, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam: argument 0"}
!179 = distinct !{!179, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam"}
!180 = !{!181}
!181 = distinct !{!181, !182, !"_ZNK4sycl3_V119local_accessor_baseIfLi2ELNS0_6access4modeE1026ELNS2_11placeholderE0EEixILi2EvEENS0_6detail15accessor_commonIfLi2ELS3_1026ELNS2_6targetE2016ELS4_0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptIXmiT_Li1EES5_EEm: argument 0"}
!182 = distinct !{!182, !"_ZNK4sycl3_V119local_accessor_baseIfLi2ELNS0_6access4modeE1026ELNS2_11placeholderE0EEixILi2EvEENS0_6detail15accessor_commonIfLi2ELS3_1026ELNS2_6targetE2016ELS4_0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptIXmiT_Li1EES5_EEm"}
!183 = !{!184, !15, i64 0}
!184 = !{!"_ZTSZ4mainEUlRN4sycl3_V17handlerEE0_", !15, i64 0, !15, i64 8}
!185 = !{!184, !15, i64 8}
!186 = !{i64 0, i64 16, !31}
!187 = !{!188}
!188 = distinct !{!188, !189, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!189 = distinct !{!189, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!190 = !{!191}
!191 = distinct !{!191, !192, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!192 = distinct !{!192, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!193 = !{!194}
!194 = distinct !{!194, !195, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!195 = distinct !{!195, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!196 = !{!197}
!197 = distinct !{!197, !198, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!198 = distinct !{!198, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!199 = !{!200}
!200 = distinct !{!200, !201, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!201 = distinct !{!201, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
