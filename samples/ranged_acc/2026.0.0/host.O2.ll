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
%class.anon = type { ptr, ptr }
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
%"class.sycl::_V1::accessor" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [32 x i8] }
%"class.sycl::_V1::detail::AccessorBaseHost" = type { %"class.std::shared_ptr.13" }
%"class.std::shared_ptr.13" = type { %"class.std::__shared_ptr.14" }
%"class.std::__shared_ptr.14" = type { ptr, %"class.std::__shared_count" }
%"class.std::unique_ptr" = type { %"struct.std::__uniq_ptr_data" }
%"struct.std::__uniq_ptr_data" = type { %"class.std::__uniq_ptr_impl" }
%"class.std::__uniq_ptr_impl" = type { %"class.std::tuple" }
%"class.std::tuple" = type { %"struct.std::_Tuple_impl" }
%"struct.std::_Tuple_impl" = type { %"struct.std::_Head_base.30" }
%"struct.std::_Head_base.30" = type { ptr }
%"struct.std::array" = type { [3 x i64] }
%"class.sycl::_V1::id.86" = type { %"class.sycl::_V1::detail::array.87" }
%"class.sycl::_V1::detail::array.87" = type { [3 x i64] }
%"class.sycl::_V1::range.88" = type { %"class.sycl::_V1::detail::array.87" }
%"class.sycl::_V1::ext::oneapi::accessor_property_list" = type { %"class.sycl::_V1::detail::PropertyListBase" }
%"class.std::__exception_ptr::exception_ptr" = type { ptr }
%"class.sycl::_V1::device" = type { ptr }
%"class.std::function.23" = type { %"class.std::_Function_base", ptr }
%"class.sycl::_V1::exception_list" = type { %"class.std::vector.18" }
%"class.std::vector.18" = type { %"struct.std::_Vector_base.19" }
%"struct.std::_Vector_base.19" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.std::shared_ptr.44" = type { %"class.std::__shared_ptr.45" }
%"class.std::__shared_ptr.45" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view" = type { ptr, ptr, ptr, i64 }
%"struct.sycl::_V1::detail::compile_time_kernel_info_v1::CompileTimeKernelInfoTy" = type <{ %"class.sycl::_V1::detail::string_view", i32, i8, [3 x i8], %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8, [7 x i8] }>
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::accessor.81" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [32 x i8] }
%class.anon.85 = type { %"class.sycl::_V1::accessor.81", %"class.sycl::_V1::accessor" }
%"class.sycl::_V1::item" = type { %"struct.sycl::_V1::detail::ItemBase" }
%"struct.sycl::_V1::detail::ItemBase" = type { %"class.sycl::_V1::range", %"class.sycl::_V1::id", %"class.sycl::_V1::id" }
%"class.sycl::_V1::accessor.169" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [32 x i8] }
%class.anon.173 = type { %"class.sycl::_V1::accessor.169", %"class.sycl::_V1::accessor" }
%"class.sycl::_V1::detail::accessor_common<int, 2, sycl::_V1::access::mode::read, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript" = type { %"class.sycl::_V1::id", %"class.sycl::_V1::accessor" }

$_ZN4sycl3_V16bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvEC2EPiRKNS0_5rangeILi2EEERKNS0_13property_listENS2_13code_locationE = comdat any

$_ZN4sycl3_V18accessorIiLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi2ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V16bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvED2Ev = comdat any

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

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE16getAllocatorImplEv = comdat any

$_ZN4sycl3_V16detail19SYCLMemObjAllocatorD2Ev = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiED0Ev = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE8allocateEm = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE10deallocateEPvm = comdat any

$_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE12getValueSizeEv = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE12setAlignmentEm = comdat any

$_ZN4sycl3_V19exceptionC1ESt10error_codePKc = comdat any

$_ZNSt12__shared_ptrIN4sycl3_V17contextELN9__gnu_cxx12_Lock_policyE2EED2Ev = comdat any

$_ZN4sycl3_V18accessorIiLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi2ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerENS0_5rangeILi2EEENS0_2idILi2EEERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V16detail16PropertyListBaseD2Ev = comdat any

$_ZN4sycl3_V18accessorIiLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi2ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerENS0_5rangeILi2EEENS0_2idILi2EEERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V16detail18getKernelParamDescI8AddBlockEENS1_19kernel_param_desc_tEi = comdat any

$_ZNK4sycl3_V17handler28throwOnKernelParameterMisuseERKNS0_6detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE = comdat any

$_ZN4sycl3_V17handler19setDeviceKernelInfoI8AddBlockEEvPv = comdat any

$_ZN4sycl3_V16detail16AccessorBaseHostD2Ev = comdat any

$_ZN4sycl3_V18accessorIiLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi2ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerENS0_5rangeILi2EEENS0_2idILi2EEERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V16detail15accessor_commonIiLi2ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIiLi2ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev = comdat any

$_ZTSPFvN4sycl3_V114exception_listEE = comdat any

$_ZTSFvN4sycl3_V114exception_listEE = comdat any

$_ZTIFvN4sycl3_V114exception_listEE = comdat any

$_ZTIPFvN4sycl3_V114exception_listEE = comdat any

$_ZTSPFiRKN4sycl3_V16deviceEE = comdat any

$_ZTSFiRKN4sycl3_V16deviceEE = comdat any

$_ZTIFiRKN4sycl3_V16deviceEE = comdat any

$_ZTIPFiRKN4sycl3_V16deviceEE = comdat any

$_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE = comdat any

$_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE = comdat any

$_ZTSN4sycl3_V16detail19SYCLMemObjAllocatorE = comdat any

$_ZTIN4sycl3_V16detail19SYCLMemObjAllocatorE = comdat any

$_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE = comdat any

$_ZTSN4sycl3_V16detail14HostKernelBaseE = comdat any

$_ZTIN4sycl3_V16detail14HostKernelBaseE = comdat any

$_ZZN4sycl3_V16detail19getDeviceKernelInfoI8AddBlockEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI8AddBlockEERNS1_16DeviceKernelInfoEvE4Info = comdat any

$_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI8AddBlockEE = comdat any

@.str = private unnamed_addr constant [15 x i8] c"ranged_acc.cpp\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"main\00", align 1
@.str.2 = private unnamed_addr constant [29 x i8] c"FAIL at (%zu,%zu): %d != %d\0A\00", align 1
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
@_ZTIi = external local_unnamed_addr constant ptr
@_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE = linkonce_odr dso_local unnamed_addr constant { [9 x ptr] } { [9 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE16getAllocatorImplEv, ptr @_ZN4sycl3_V16detail19SYCLMemObjAllocatorD2Ev, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiED0Ev, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE8allocateEm, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE10deallocateEPvm, ptr @_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE12getValueSizeEv, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE12setAlignmentEm] }, comdat, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE = linkonce_odr dso_local constant [76 x i8] c"N4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTSN4sycl3_V16detail19SYCLMemObjAllocatorE = linkonce_odr dso_local constant [40 x i8] c"N4sycl3_V16detail19SYCLMemObjAllocatorE\00", comdat, align 1
@_ZTIN4sycl3_V16detail19SYCLMemObjAllocatorE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail19SYCLMemObjAllocatorE }, comdat, align 8
@_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE, ptr @_ZTIN4sycl3_V16detail19SYCLMemObjAllocatorE }, comdat, align 8
@_ZTISt9bad_alloc = external constant ptr
@_ZTVSt9bad_alloc = external unnamed_addr constant { [5 x ptr] }, align 8
@_ZTIN4sycl3_V19exceptionE = external constant ptr
@.str.8 = private unnamed_addr constant [21 x i8] c"exception in ~buffer\00", align 1
@.str.9 = private unnamed_addr constant [2 x i8] c" \00", align 1
@.str.10 = private unnamed_addr constant [6 x i8] c"false\00", align 1
@.str.11 = private unnamed_addr constant [85 x i8] c"root/intel-sycl-rt-2026.0.0/intel_sycl_rt-2026.0.0.data/data/include/sycl/buffer.hpp\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvED2Ev = private unnamed_addr constant [124 x i8] c"sycl::buffer<int, 2>::~buffer() [T = int, Dimensions = 2, AllocatorT = sycl::detail::aligned_allocator<int>, Enable = void]\00", align 1
@.str.12 = private unnamed_addr constant [11 x i8] c"operator()\00", align 1
@.str.13 = private unnamed_addr constant [79 x i8] c"accessor with requested offset and range would exceed the bounds of the buffer\00", align 1
@.str.15 = private unnamed_addr constant [58 x i8] c"SyclObj.impl && \22every constructor should create an impl\22\00", align 1
@.str.16 = private unnamed_addr constant [96 x i8] c"root/intel-sycl-rt-2026.0.0/intel_sycl_rt-2026.0.0.data/data/include/sycl/detail/impl_utils.hpp\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIiLi2ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS8_ = private unnamed_addr constant [116 x i8] c"static const decltype(Obj::impl) &sycl::detail::ImplUtils::getSyclObjImpl(const Obj &) [Obj = sycl::buffer<int, 2>]\00", align 1
@.str.17 = private unnamed_addr constant [46 x i8] c"accessor cannot be both read_only and no_init\00", align 1
@.str.18 = private unnamed_addr constant [14 x i8] c"_ZTS8AddBlock\00", align 1
@.str.19 = private unnamed_addr constant [10 x i8] c"rtc_0.cpp\00", align 1
@.str.20 = private unnamed_addr constant [11 x i8] c"::AddBlock\00", align 1
@_ZN4sycl3_V16detailL17kernel_signaturesE = internal unnamed_addr constant [11 x %"struct.sycl::_V1::detail::kernel_param_desc_t"] [%"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 16, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 6110, i32 16 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 6110, i32 72 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 6110, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 6110, i32 56 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 1, i32 16, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 6110, i32 16 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 6110, i32 72 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 6110, i32 0 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 0, i32 6110, i32 56 }, %"struct.sycl::_V1::detail::kernel_param_desc_t" { i32 15, i32 -987654321, i32 -987654321 }], align 16
@.str.22 = private unnamed_addr constant [131 x i8] c"Attempt to set multiple actions for the command group. Command group must consist of a single kernel or explicit memory operation.\00", align 1
@.str.23 = private unnamed_addr constant [161 x i8] c"A local accessor must not be used in a SYCL kernel function that is invoked via single_task or via the simple form of parallel_for that takes a range parameter.\00", align 1
@.str.24 = private unnamed_addr constant [171 x i8] c"A work group memory object must not be used in a SYCL kernel function that is invoked via single_task or via the simple form of parallel_for that takes a range parameter.\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = internal unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED0Ev] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = internal constant [110 x i8] c"N4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE\00", align 1
@_ZTSN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant [35 x i8] c"N4sycl3_V16detail14HostKernelBaseE\00", comdat, align 1
@_ZTIN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@__const._ZN4sycl3_V17handler19setDeviceKernelInfoI8AddBlockEEvPv.Info = private unnamed_addr constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.18, i64 13 }, i32 2, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.19, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.20, i64 10 }, i32 23, i32 55, i64 112, ptr @_ZN4sycl3_V16detail18getKernelParamDescI8AddBlockEENS1_19kernel_param_desc_tEi, i8 1 }, align 8
@_ZZN4sycl3_V16detail19getDeviceKernelInfoI8AddBlockEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local local_unnamed_addr global ptr null, comdat, align 8
@_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI8AddBlockEERNS1_16DeviceKernelInfoEvE4Info = linkonce_odr dso_local global i64 0, comdat, align 8
@_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI8AddBlockEE = linkonce_odr dso_local constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.18, i64 13 }, i32 2, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.19, i64 9 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.20, i64 10 }, i32 23, i32 55, i64 112, ptr @_ZN4sycl3_V16detail18getKernelParamDescI8AddBlockEENS1_19kernel_param_desc_tEi, i8 1 }, comdat, align 8
@.str.26 = private unnamed_addr constant [65 x i8] c"_ZTSZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_EUlNS0_2idILi2EEEE_\00", align 1
@.str.27 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = internal unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED0Ev] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = internal constant [111 x i8] c"N4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@__const._ZN4sycl3_V17handler19setDeviceKernelInfoIZZ4mainENKUlRS1_E0_clES3_EUlNS0_2idILi2EEEE_EEvPv.Info = private constant { %"class.sycl::_V1::detail::string_view", i32, i8, %"class.sycl::_V1::detail::string_view", %"class.sycl::_V1::detail::string_view", i32, i32, i64, ptr, i8 } { %"class.sycl::_V1::detail::string_view" { ptr @.str.26, i64 64 }, i32 2, i8 0, %"class.sycl::_V1::detail::string_view" { ptr @.str.27, i64 0 }, %"class.sycl::_V1::detail::string_view" { ptr @.str.27, i64 0 }, i32 0, i32 0, i64 112, ptr @_ZN4sycl3_V16detail18getKernelParamDescIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_EENS1_19kernel_param_desc_tEi, i8 1 }, align 8
@_ZZN4sycl3_V16detail19getDeviceKernelInfoIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_EERNS1_16DeviceKernelInfoEvE4Info = internal unnamed_addr global ptr null, align 8
@_ZGVZN4sycl3_V16detail19getDeviceKernelInfoIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_EERNS1_16DeviceKernelInfoEvE4Info = internal global i64 0, align 8
@str = private unnamed_addr constant [5 x i8] c"PASS\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef range(i32 0, 2) i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %2 = alloca %"class.sycl::_V1::detail::_V1::SubmissionInfo", align 4
  %3 = alloca %class.anon.17, align 8
  %4 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %5 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 8
  %6 = alloca %"class.sycl::_V1::detail::_V1::SubmissionInfo", align 4
  %7 = alloca %class.anon, align 8
  %8 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
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
  %20 = alloca %"class.sycl::_V1::event", align 8
  %21 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %22 = alloca %"class.sycl::_V1::accessor", align 8
  %23 = alloca %"class.sycl::_V1::property_list", align 8
  %24 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %25 = alloca %"class.sycl::_V1::event", align 8
  %26 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %27 = tail call noalias noundef nonnull dereferenceable(2048) ptr @_Znwm(i64 noundef 2048) #23
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(2048) %27, i8 0, i64 2048, i1 false)
  %28 = invoke noalias noundef nonnull dereferenceable(2048) ptr @_Znwm(i64 noundef 2048) #23
          to label %29 unwind label %52

29:                                               ; preds = %0
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(2048) %28, i8 0, i64 2048, i1 false)
  br label %30

30:                                               ; preds = %30, %29
  %31 = phi i64 [ 0, %29 ], [ %49, %30 ]
  %32 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %29 ], [ %50, %30 ]
  %33 = add <4 x i32> %32, <i32 4, i32 4, i32 4, i32 4>
  %34 = getelementptr inbounds i32, ptr %27, i64 %31
  %35 = getelementptr inbounds i8, ptr %34, i64 16
  store <4 x i32> %32, ptr %34, align 4, !tbaa !5
  store <4 x i32> %33, ptr %35, align 4, !tbaa !5
  %36 = add nuw nsw <4 x i32> %32, <i32 1000, i32 1000, i32 1000, i32 1000>
  %37 = add <4 x i32> %32, <i32 1004, i32 1004, i32 1004, i32 1004>
  %38 = getelementptr inbounds i32, ptr %28, i64 %31
  %39 = getelementptr inbounds i8, ptr %38, i64 16
  store <4 x i32> %36, ptr %38, align 4, !tbaa !5
  store <4 x i32> %37, ptr %39, align 4, !tbaa !5
  %40 = or disjoint i64 %31, 8
  %41 = add <4 x i32> %32, <i32 8, i32 8, i32 8, i32 8>
  %42 = add <4 x i32> %32, <i32 12, i32 12, i32 12, i32 12>
  %43 = getelementptr inbounds i32, ptr %27, i64 %40
  %44 = getelementptr inbounds i8, ptr %43, i64 16
  store <4 x i32> %41, ptr %43, align 4, !tbaa !5
  store <4 x i32> %42, ptr %44, align 4, !tbaa !5
  %45 = add <4 x i32> %32, <i32 1008, i32 1008, i32 1008, i32 1008>
  %46 = add <4 x i32> %32, <i32 1012, i32 1012, i32 1012, i32 1012>
  %47 = getelementptr inbounds i32, ptr %28, i64 %40
  %48 = getelementptr inbounds i8, ptr %47, i64 16
  store <4 x i32> %45, ptr %47, align 4, !tbaa !5
  store <4 x i32> %46, ptr %48, align 4, !tbaa !5
  %49 = add nuw nsw i64 %31, 16
  %50 = add <4 x i32> %32, <i32 16, i32 16, i32 16, i32 16>
  %51 = icmp eq i64 %49, 512
  br i1 %51, label %54, label %30, !llvm.loop !9

52:                                               ; preds = %0
  %53 = landingpad { ptr, i32 }
          cleanup
  br label %504

54:                                               ; preds = %30
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %10) #24
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %11, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #24
  %55 = getelementptr inbounds i8, ptr %9, i64 16
  %56 = getelementptr inbounds i8, ptr %9, i64 24
  %57 = getelementptr inbounds i8, ptr %9, i64 8
  store i64 0, ptr %57, align 8
  store ptr @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE, ptr %9, align 8, !tbaa !13
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_, ptr %56, align 8, !tbaa !15
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation, ptr %55, align 8, !tbaa !18
  invoke void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %10, ptr noundef nonnull @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE, ptr noundef nonnull align 8 dereferenceable(32) %9, ptr noundef nonnull align 8 dereferenceable(32) %11)
          to label %58 unwind label %66

58:                                               ; preds = %54
  %59 = load ptr, ptr %55, align 8, !tbaa !18
  %60 = icmp eq ptr %59, null
  br i1 %60, label %76, label %61

61:                                               ; preds = %58
  %62 = invoke noundef zeroext i1 %59(ptr noundef nonnull align 8 dereferenceable(16) %9, ptr noundef nonnull align 8 dereferenceable(16) %9, i32 noundef 3)
          to label %76 unwind label %63

63:                                               ; preds = %61
  %64 = landingpad { ptr, i32 }
          catch ptr null
  %65 = extractvalue { ptr, i32 } %64, 0
  call void @__clang_call_terminate(ptr %65) #25
  unreachable

66:                                               ; preds = %54
  %67 = landingpad { ptr, i32 }
          cleanup
  %68 = load ptr, ptr %55, align 8, !tbaa !18
  %69 = icmp eq ptr %68, null
  br i1 %69, label %75, label %70

70:                                               ; preds = %66
  %71 = invoke noundef zeroext i1 %68(ptr noundef nonnull align 8 dereferenceable(16) %9, ptr noundef nonnull align 8 dereferenceable(16) %9, i32 noundef 3)
          to label %75 unwind label %72

72:                                               ; preds = %70
  %73 = landingpad { ptr, i32 }
          catch ptr null
  %74 = extractvalue { ptr, i32 } %73, 0
  call void @__clang_call_terminate(ptr %74) #25
  unreachable

75:                                               ; preds = %70, %66
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #24
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %11) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #24
  br label %502

76:                                               ; preds = %61, %58
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #24
  %77 = getelementptr inbounds i8, ptr %11, i64 8
  %78 = load ptr, ptr %77, align 8, !tbaa !19
  %79 = getelementptr inbounds i8, ptr %11, i64 16
  %80 = load ptr, ptr %79, align 8, !tbaa !21
  %81 = icmp eq ptr %78, %80
  br i1 %81, label %116, label %82

82:                                               ; preds = %76, %111
  %83 = phi ptr [ %112, %111 ], [ %78, %76 ]
  %84 = getelementptr inbounds i8, ptr %83, i64 8
  %85 = load ptr, ptr %84, align 8, !tbaa !22
  %86 = icmp eq ptr %85, null
  br i1 %86, label %111, label %87

87:                                               ; preds = %82
  %88 = getelementptr inbounds i8, ptr %85, i64 8
  %89 = load atomic i64, ptr %88 acquire, align 8
  %90 = icmp eq i64 %89, 4294967297
  %91 = trunc i64 %89 to i32
  br i1 %90, label %92, label %100

92:                                               ; preds = %87
  store i32 0, ptr %88, align 8, !tbaa !24
  %93 = getelementptr inbounds i8, ptr %85, i64 12
  store i32 0, ptr %93, align 4, !tbaa !26
  %94 = load ptr, ptr %85, align 8, !tbaa !27
  %95 = getelementptr inbounds i8, ptr %94, i64 16
  %96 = load ptr, ptr %95, align 8
  call void %96(ptr noundef nonnull align 8 dereferenceable(16) %85) #24
  %97 = load ptr, ptr %85, align 8, !tbaa !27
  %98 = getelementptr inbounds i8, ptr %97, i64 24
  %99 = load ptr, ptr %98, align 8
  call void %99(ptr noundef nonnull align 8 dereferenceable(16) %85) #24
  br label %111

100:                                              ; preds = %87
  %101 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %102 = icmp eq i8 %101, 0
  br i1 %102, label %105, label %103

103:                                              ; preds = %100
  %104 = add nsw i32 %91, -1
  store i32 %104, ptr %88, align 4, !tbaa !5
  br label %107

105:                                              ; preds = %100
  %106 = atomicrmw volatile add ptr %88, i32 -1 acq_rel, align 4
  br label %107

107:                                              ; preds = %105, %103
  %108 = phi i32 [ %91, %103 ], [ %106, %105 ]
  %109 = icmp eq i32 %108, 1
  br i1 %109, label %110, label %111, !prof !30

110:                                              ; preds = %107
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %85) #24
  br label %111

111:                                              ; preds = %110, %107, %92, %82
  %112 = getelementptr inbounds i8, ptr %83, i64 16
  %113 = icmp eq ptr %112, %80
  br i1 %113, label %114, label %82, !llvm.loop !31

114:                                              ; preds = %111
  %115 = load ptr, ptr %77, align 8, !tbaa !19
  br label %116

116:                                              ; preds = %114, %76
  %117 = phi ptr [ %115, %114 ], [ %78, %76 ]
  %118 = icmp eq ptr %117, null
  br i1 %118, label %125, label %119

119:                                              ; preds = %116
  %120 = getelementptr inbounds i8, ptr %11, i64 24
  %121 = load ptr, ptr %120, align 8, !tbaa !32
  %122 = ptrtoint ptr %121 to i64
  %123 = ptrtoint ptr %117 to i64
  %124 = sub i64 %122, %123
  call void @_ZdlPvm(ptr noundef nonnull %117, i64 noundef %124) #26
  br label %125

125:                                              ; preds = %116, %119
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #24
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %12) #24
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %13) #24
  store i64 16, ptr %13, align 8, !tbaa !33
  %126 = getelementptr inbounds i8, ptr %13, i64 8
  store i64 32, ptr %126, align 8, !tbaa !33
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14) #24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %14, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %15, align 8, !tbaa !35, !alias.scope !37
  %127 = getelementptr inbounds i8, ptr %15, i64 8
  store ptr @.str.1, ptr %127, align 8, !tbaa !40, !alias.scope !37
  %128 = getelementptr inbounds i8, ptr %15, i64 16
  store i32 16, ptr %128, align 8, !tbaa !41, !alias.scope !37
  %129 = getelementptr inbounds i8, ptr %15, i64 20
  store i32 26, ptr %129, align 4, !tbaa !42, !alias.scope !37
  invoke void @_ZN4sycl3_V16bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvEC2EPiRKNS0_5rangeILi2EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(41) %12, ptr noundef nonnull %27, ptr noundef nonnull align 8 dereferenceable(16) %13, ptr noundef nonnull align 8 dereferenceable(32) %14, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %15)
          to label %130 unwind label %407

130:                                              ; preds = %125
  %131 = getelementptr inbounds i8, ptr %14, i64 8
  %132 = load ptr, ptr %131, align 8, !tbaa !19
  %133 = getelementptr inbounds i8, ptr %14, i64 16
  %134 = load ptr, ptr %133, align 8, !tbaa !21
  %135 = icmp eq ptr %132, %134
  br i1 %135, label %170, label %136

136:                                              ; preds = %130, %165
  %137 = phi ptr [ %166, %165 ], [ %132, %130 ]
  %138 = getelementptr inbounds i8, ptr %137, i64 8
  %139 = load ptr, ptr %138, align 8, !tbaa !22
  %140 = icmp eq ptr %139, null
  br i1 %140, label %165, label %141

141:                                              ; preds = %136
  %142 = getelementptr inbounds i8, ptr %139, i64 8
  %143 = load atomic i64, ptr %142 acquire, align 8
  %144 = icmp eq i64 %143, 4294967297
  %145 = trunc i64 %143 to i32
  br i1 %144, label %146, label %154

146:                                              ; preds = %141
  store i32 0, ptr %142, align 8, !tbaa !24
  %147 = getelementptr inbounds i8, ptr %139, i64 12
  store i32 0, ptr %147, align 4, !tbaa !26
  %148 = load ptr, ptr %139, align 8, !tbaa !27
  %149 = getelementptr inbounds i8, ptr %148, i64 16
  %150 = load ptr, ptr %149, align 8
  call void %150(ptr noundef nonnull align 8 dereferenceable(16) %139) #24
  %151 = load ptr, ptr %139, align 8, !tbaa !27
  %152 = getelementptr inbounds i8, ptr %151, i64 24
  %153 = load ptr, ptr %152, align 8
  call void %153(ptr noundef nonnull align 8 dereferenceable(16) %139) #24
  br label %165

154:                                              ; preds = %141
  %155 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %156 = icmp eq i8 %155, 0
  br i1 %156, label %159, label %157

157:                                              ; preds = %154
  %158 = add nsw i32 %145, -1
  store i32 %158, ptr %142, align 4, !tbaa !5
  br label %161

159:                                              ; preds = %154
  %160 = atomicrmw volatile add ptr %142, i32 -1 acq_rel, align 4
  br label %161

161:                                              ; preds = %159, %157
  %162 = phi i32 [ %145, %157 ], [ %160, %159 ]
  %163 = icmp eq i32 %162, 1
  br i1 %163, label %164, label %165, !prof !30

164:                                              ; preds = %161
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %139) #24
  br label %165

165:                                              ; preds = %164, %161, %146, %136
  %166 = getelementptr inbounds i8, ptr %137, i64 16
  %167 = icmp eq ptr %166, %134
  br i1 %167, label %168, label %136, !llvm.loop !31

168:                                              ; preds = %165
  %169 = load ptr, ptr %131, align 8, !tbaa !19
  br label %170

170:                                              ; preds = %168, %130
  %171 = phi ptr [ %169, %168 ], [ %132, %130 ]
  %172 = icmp eq ptr %171, null
  br i1 %172, label %179, label %173

173:                                              ; preds = %170
  %174 = getelementptr inbounds i8, ptr %14, i64 24
  %175 = load ptr, ptr %174, align 8, !tbaa !32
  %176 = ptrtoint ptr %175 to i64
  %177 = ptrtoint ptr %171 to i64
  %178 = sub i64 %176, %177
  call void @_ZdlPvm(ptr noundef nonnull %171, i64 noundef %178) #26
  br label %179

179:                                              ; preds = %170, %173
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #24
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %13) #24
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %16) #24
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %17) #24
  store i64 16, ptr %17, align 8, !tbaa !33
  %180 = getelementptr inbounds i8, ptr %17, i64 8
  store i64 32, ptr %180, align 8, !tbaa !33
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %18) #24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %18, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %19, align 8, !tbaa !35, !alias.scope !43
  %181 = getelementptr inbounds i8, ptr %19, i64 8
  store ptr @.str.1, ptr %181, align 8, !tbaa !40, !alias.scope !43
  %182 = getelementptr inbounds i8, ptr %19, i64 16
  store i32 17, ptr %182, align 8, !tbaa !41, !alias.scope !43
  %183 = getelementptr inbounds i8, ptr %19, i64 20
  store i32 26, ptr %183, align 4, !tbaa !42, !alias.scope !43
  invoke void @_ZN4sycl3_V16bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvEC2EPiRKNS0_5rangeILi2EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(41) %16, ptr noundef nonnull %28, ptr noundef nonnull align 8 dereferenceable(16) %17, ptr noundef nonnull align 8 dereferenceable(32) %18, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %19)
          to label %184 unwind label %409

184:                                              ; preds = %179
  %185 = getelementptr inbounds i8, ptr %18, i64 8
  %186 = load ptr, ptr %185, align 8, !tbaa !19
  %187 = getelementptr inbounds i8, ptr %18, i64 16
  %188 = load ptr, ptr %187, align 8, !tbaa !21
  %189 = icmp eq ptr %186, %188
  br i1 %189, label %224, label %190

190:                                              ; preds = %184, %219
  %191 = phi ptr [ %220, %219 ], [ %186, %184 ]
  %192 = getelementptr inbounds i8, ptr %191, i64 8
  %193 = load ptr, ptr %192, align 8, !tbaa !22
  %194 = icmp eq ptr %193, null
  br i1 %194, label %219, label %195

195:                                              ; preds = %190
  %196 = getelementptr inbounds i8, ptr %193, i64 8
  %197 = load atomic i64, ptr %196 acquire, align 8
  %198 = icmp eq i64 %197, 4294967297
  %199 = trunc i64 %197 to i32
  br i1 %198, label %200, label %208

200:                                              ; preds = %195
  store i32 0, ptr %196, align 8, !tbaa !24
  %201 = getelementptr inbounds i8, ptr %193, i64 12
  store i32 0, ptr %201, align 4, !tbaa !26
  %202 = load ptr, ptr %193, align 8, !tbaa !27
  %203 = getelementptr inbounds i8, ptr %202, i64 16
  %204 = load ptr, ptr %203, align 8
  call void %204(ptr noundef nonnull align 8 dereferenceable(16) %193) #24
  %205 = load ptr, ptr %193, align 8, !tbaa !27
  %206 = getelementptr inbounds i8, ptr %205, i64 24
  %207 = load ptr, ptr %206, align 8
  call void %207(ptr noundef nonnull align 8 dereferenceable(16) %193) #24
  br label %219

208:                                              ; preds = %195
  %209 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %210 = icmp eq i8 %209, 0
  br i1 %210, label %213, label %211

211:                                              ; preds = %208
  %212 = add nsw i32 %199, -1
  store i32 %212, ptr %196, align 4, !tbaa !5
  br label %215

213:                                              ; preds = %208
  %214 = atomicrmw volatile add ptr %196, i32 -1 acq_rel, align 4
  br label %215

215:                                              ; preds = %213, %211
  %216 = phi i32 [ %199, %211 ], [ %214, %213 ]
  %217 = icmp eq i32 %216, 1
  br i1 %217, label %218, label %219, !prof !30

218:                                              ; preds = %215
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %193) #24
  br label %219

219:                                              ; preds = %218, %215, %200, %190
  %220 = getelementptr inbounds i8, ptr %191, i64 16
  %221 = icmp eq ptr %220, %188
  br i1 %221, label %222, label %190, !llvm.loop !31

222:                                              ; preds = %219
  %223 = load ptr, ptr %185, align 8, !tbaa !19
  br label %224

224:                                              ; preds = %222, %184
  %225 = phi ptr [ %223, %222 ], [ %186, %184 ]
  %226 = icmp eq ptr %225, null
  br i1 %226, label %233, label %227

227:                                              ; preds = %224
  %228 = getelementptr inbounds i8, ptr %18, i64 24
  %229 = load ptr, ptr %228, align 8, !tbaa !32
  %230 = ptrtoint ptr %229 to i64
  %231 = ptrtoint ptr %225 to i64
  %232 = sub i64 %230, %231
  call void @_ZdlPvm(ptr noundef nonnull %225, i64 noundef %232) #26
  br label %233

233:                                              ; preds = %224, %227
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #24
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %17) #24
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %21) #24
  store ptr @.str, ptr %21, align 8, !tbaa !35, !alias.scope !46
  %234 = getelementptr inbounds i8, ptr %21, i64 8
  store ptr @.str.1, ptr %234, align 8, !tbaa !40, !alias.scope !46
  %235 = getelementptr inbounds i8, ptr %21, i64 16
  store i32 20, ptr %235, align 8, !tbaa !41, !alias.scope !46
  %236 = getelementptr inbounds i8, ptr %21, i64 20
  store i32 5, ptr %236, align 4, !tbaa !42, !alias.scope !46
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7)
  store ptr %12, ptr %7, align 8, !noalias !49
  %237 = getelementptr inbounds i8, ptr %7, i64 8
  store ptr %16, ptr %237, align 8, !noalias !49
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #24, !noalias !49
  store ptr %7, ptr %8, align 8, !tbaa !52, !noalias !49
  %238 = getelementptr inbounds i8, ptr %8, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZ4mainEUlRNS0_7handlerEE_E4callEPKvS5_, ptr %238, align 8, !tbaa !54, !noalias !49
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #24, !noalias !55
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %5, ptr noundef nonnull align 8 dereferenceable(24) %21)
          to label %239 unwind label %411

239:                                              ; preds = %233
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6) #24, !noalias !55
  store i32 0, ptr %6, align 4, !tbaa !58, !noalias !55
  %240 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %5)
          to label %241 unwind label %246, !noalias !55

241:                                              ; preds = %239
  %242 = getelementptr inbounds i8, ptr %5, i64 8
  %243 = load i8, ptr %242, align 8, !tbaa !61, !range !64, !noalias !55, !noundef !65
  %244 = trunc nuw i8 %243 to i1
  %245 = xor i1 %244, true
  invoke void @_ZNK4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_3_V114SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %20, ptr noundef nonnull align 8 dereferenceable(16) %10, ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull align 4 dereferenceable(4) %6, ptr noundef nonnull align 8 dereferenceable(24) %240, i1 noundef zeroext %245)
          to label %248 unwind label %246

246:                                              ; preds = %241, %239
  %247 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #24, !noalias !55
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %5) #24
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #24, !noalias !55
  br label %413

248:                                              ; preds = %241
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #24, !noalias !55
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %5) #24
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #24, !noalias !55
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #24, !noalias !49
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7)
  %249 = getelementptr inbounds i8, ptr %20, i64 8
  %250 = load ptr, ptr %249, align 8, !tbaa !22
  %251 = icmp eq ptr %250, null
  br i1 %251, label %276, label %252

252:                                              ; preds = %248
  %253 = getelementptr inbounds i8, ptr %250, i64 8
  %254 = load atomic i64, ptr %253 acquire, align 8
  %255 = icmp eq i64 %254, 4294967297
  %256 = trunc i64 %254 to i32
  br i1 %255, label %257, label %265

257:                                              ; preds = %252
  store i32 0, ptr %253, align 8, !tbaa !24
  %258 = getelementptr inbounds i8, ptr %250, i64 12
  store i32 0, ptr %258, align 4, !tbaa !26
  %259 = load ptr, ptr %250, align 8, !tbaa !27
  %260 = getelementptr inbounds i8, ptr %259, i64 16
  %261 = load ptr, ptr %260, align 8
  call void %261(ptr noundef nonnull align 8 dereferenceable(16) %250) #24
  %262 = load ptr, ptr %250, align 8, !tbaa !27
  %263 = getelementptr inbounds i8, ptr %262, i64 24
  %264 = load ptr, ptr %263, align 8
  call void %264(ptr noundef nonnull align 8 dereferenceable(16) %250) #24
  br label %276

265:                                              ; preds = %252
  %266 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %267 = icmp eq i8 %266, 0
  br i1 %267, label %270, label %268

268:                                              ; preds = %265
  %269 = add nsw i32 %256, -1
  store i32 %269, ptr %253, align 4, !tbaa !5
  br label %272

270:                                              ; preds = %265
  %271 = atomicrmw volatile add ptr %253, i32 -1 acq_rel, align 4
  br label %272

272:                                              ; preds = %270, %268
  %273 = phi i32 [ %256, %268 ], [ %271, %270 ]
  %274 = icmp eq i32 %273, 1
  br i1 %274, label %275, label %276, !prof !30

275:                                              ; preds = %272
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %250) #24
  br label %276

276:                                              ; preds = %275, %272, %257, %248
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %21) #24
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %22) #24
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %23) #24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %23, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %24, align 8, !tbaa !35, !alias.scope !66
  %277 = getelementptr inbounds i8, ptr %24, i64 8
  store ptr @.str.1, ptr %277, align 8, !tbaa !40, !alias.scope !66
  %278 = getelementptr inbounds i8, ptr %24, i64 16
  store i32 27, ptr %278, align 8, !tbaa !41, !alias.scope !66
  %279 = getelementptr inbounds i8, ptr %24, i64 20
  store i32 75, ptr %279, align 4, !tbaa !42, !alias.scope !66
  invoke void @_ZN4sycl3_V18accessorIiLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi2ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %22, ptr noundef nonnull align 8 dereferenceable(41) %16, ptr noundef nonnull align 8 dereferenceable(32) %23, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %24)
          to label %280 unwind label %415

280:                                              ; preds = %276
  %281 = getelementptr inbounds i8, ptr %23, i64 8
  %282 = load ptr, ptr %281, align 8, !tbaa !19
  %283 = getelementptr inbounds i8, ptr %23, i64 16
  %284 = load ptr, ptr %283, align 8, !tbaa !21
  %285 = icmp eq ptr %282, %284
  br i1 %285, label %320, label %286

286:                                              ; preds = %280, %315
  %287 = phi ptr [ %316, %315 ], [ %282, %280 ]
  %288 = getelementptr inbounds i8, ptr %287, i64 8
  %289 = load ptr, ptr %288, align 8, !tbaa !22
  %290 = icmp eq ptr %289, null
  br i1 %290, label %315, label %291

291:                                              ; preds = %286
  %292 = getelementptr inbounds i8, ptr %289, i64 8
  %293 = load atomic i64, ptr %292 acquire, align 8
  %294 = icmp eq i64 %293, 4294967297
  %295 = trunc i64 %293 to i32
  br i1 %294, label %296, label %304

296:                                              ; preds = %291
  store i32 0, ptr %292, align 8, !tbaa !24
  %297 = getelementptr inbounds i8, ptr %289, i64 12
  store i32 0, ptr %297, align 4, !tbaa !26
  %298 = load ptr, ptr %289, align 8, !tbaa !27
  %299 = getelementptr inbounds i8, ptr %298, i64 16
  %300 = load ptr, ptr %299, align 8
  call void %300(ptr noundef nonnull align 8 dereferenceable(16) %289) #24
  %301 = load ptr, ptr %289, align 8, !tbaa !27
  %302 = getelementptr inbounds i8, ptr %301, i64 24
  %303 = load ptr, ptr %302, align 8
  call void %303(ptr noundef nonnull align 8 dereferenceable(16) %289) #24
  br label %315

304:                                              ; preds = %291
  %305 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %306 = icmp eq i8 %305, 0
  br i1 %306, label %309, label %307

307:                                              ; preds = %304
  %308 = add nsw i32 %295, -1
  store i32 %308, ptr %292, align 4, !tbaa !5
  br label %311

309:                                              ; preds = %304
  %310 = atomicrmw volatile add ptr %292, i32 -1 acq_rel, align 4
  br label %311

311:                                              ; preds = %309, %307
  %312 = phi i32 [ %295, %307 ], [ %310, %309 ]
  %313 = icmp eq i32 %312, 1
  br i1 %313, label %314, label %315, !prof !30

314:                                              ; preds = %311
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %289) #24
  br label %315

315:                                              ; preds = %314, %311, %296, %286
  %316 = getelementptr inbounds i8, ptr %287, i64 16
  %317 = icmp eq ptr %316, %284
  br i1 %317, label %318, label %286, !llvm.loop !31

318:                                              ; preds = %315
  %319 = load ptr, ptr %281, align 8, !tbaa !19
  br label %320

320:                                              ; preds = %318, %280
  %321 = phi ptr [ %319, %318 ], [ %282, %280 ]
  %322 = icmp eq ptr %321, null
  br i1 %322, label %329, label %323

323:                                              ; preds = %320
  %324 = getelementptr inbounds i8, ptr %23, i64 24
  %325 = load ptr, ptr %324, align 8, !tbaa !32
  %326 = ptrtoint ptr %325 to i64
  %327 = ptrtoint ptr %321 to i64
  %328 = sub i64 %326, %327
  call void @_ZdlPvm(ptr noundef nonnull %321, i64 noundef %328) #26
  br label %329

329:                                              ; preds = %320, %323
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %23) #24
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %26) #24
  store ptr @.str, ptr %26, align 8, !tbaa !35, !alias.scope !69
  %330 = getelementptr inbounds i8, ptr %26, i64 8
  store ptr @.str.1, ptr %330, align 8, !tbaa !40, !alias.scope !69
  %331 = getelementptr inbounds i8, ptr %26, i64 16
  store i32 28, ptr %331, align 8, !tbaa !41, !alias.scope !69
  %332 = getelementptr inbounds i8, ptr %26, i64 20
  store i32 5, ptr %332, align 4, !tbaa !42, !alias.scope !69
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3)
  store ptr %22, ptr %3, align 8, !noalias !72
  %333 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr %12, ptr %333, align 8, !noalias !72
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #24, !noalias !72
  store ptr %3, ptr %4, align 8, !tbaa !52, !noalias !72
  %334 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZ4mainEUlRNS0_7handlerEE0_E4callEPKvS5_, ptr %334, align 8, !tbaa !54, !noalias !72
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #24, !noalias !75
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9) %1, ptr noundef nonnull align 8 dereferenceable(24) %26)
          to label %335 unwind label %417

335:                                              ; preds = %329
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #24, !noalias !75
  store i32 0, ptr %2, align 4, !tbaa !58, !noalias !75
  %336 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9) %1)
          to label %337 unwind label %342, !noalias !75

337:                                              ; preds = %335
  %338 = getelementptr inbounds i8, ptr %1, i64 8
  %339 = load i8, ptr %338, align 8, !tbaa !61, !range !64, !noalias !75, !noundef !65
  %340 = trunc nuw i8 %339 to i1
  %341 = xor i1 %340, true
  invoke void @_ZNK4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_3_V114SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %25, ptr noundef nonnull align 8 dereferenceable(16) %10, ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull align 4 dereferenceable(4) %2, ptr noundef nonnull align 8 dereferenceable(24) %336, i1 noundef zeroext %341)
          to label %344 unwind label %342

342:                                              ; preds = %337, %335
  %343 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #24, !noalias !75
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %1) #24
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #24, !noalias !75
  br label %419

344:                                              ; preds = %337
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #24, !noalias !75
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9) %1) #24
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #24, !noalias !75
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #24, !noalias !72
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3)
  %345 = getelementptr inbounds i8, ptr %25, i64 8
  %346 = load ptr, ptr %345, align 8, !tbaa !22
  %347 = icmp eq ptr %346, null
  br i1 %347, label %372, label %348

348:                                              ; preds = %344
  %349 = getelementptr inbounds i8, ptr %346, i64 8
  %350 = load atomic i64, ptr %349 acquire, align 8
  %351 = icmp eq i64 %350, 4294967297
  %352 = trunc i64 %350 to i32
  br i1 %351, label %353, label %361

353:                                              ; preds = %348
  store i32 0, ptr %349, align 8, !tbaa !24
  %354 = getelementptr inbounds i8, ptr %346, i64 12
  store i32 0, ptr %354, align 4, !tbaa !26
  %355 = load ptr, ptr %346, align 8, !tbaa !27
  %356 = getelementptr inbounds i8, ptr %355, i64 16
  %357 = load ptr, ptr %356, align 8
  call void %357(ptr noundef nonnull align 8 dereferenceable(16) %346) #24
  %358 = load ptr, ptr %346, align 8, !tbaa !27
  %359 = getelementptr inbounds i8, ptr %358, i64 24
  %360 = load ptr, ptr %359, align 8
  call void %360(ptr noundef nonnull align 8 dereferenceable(16) %346) #24
  br label %372

361:                                              ; preds = %348
  %362 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %363 = icmp eq i8 %362, 0
  br i1 %363, label %366, label %364

364:                                              ; preds = %361
  %365 = add nsw i32 %352, -1
  store i32 %365, ptr %349, align 4, !tbaa !5
  br label %368

366:                                              ; preds = %361
  %367 = atomicrmw volatile add ptr %349, i32 -1 acq_rel, align 4
  br label %368

368:                                              ; preds = %366, %364
  %369 = phi i32 [ %352, %364 ], [ %367, %366 ]
  %370 = icmp eq i32 %369, 1
  br i1 %370, label %371, label %372, !prof !30

371:                                              ; preds = %368
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %346) #24
  br label %372

372:                                              ; preds = %344, %353, %368, %371
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %26) #24
  %373 = getelementptr inbounds i8, ptr %22, i64 8
  %374 = load ptr, ptr %373, align 8, !tbaa !22
  %375 = icmp eq ptr %374, null
  br i1 %375, label %400, label %376

376:                                              ; preds = %372
  %377 = getelementptr inbounds i8, ptr %374, i64 8
  %378 = load atomic i64, ptr %377 acquire, align 8
  %379 = icmp eq i64 %378, 4294967297
  %380 = trunc i64 %378 to i32
  br i1 %379, label %381, label %389

381:                                              ; preds = %376
  store i32 0, ptr %377, align 8, !tbaa !24
  %382 = getelementptr inbounds i8, ptr %374, i64 12
  store i32 0, ptr %382, align 4, !tbaa !26
  %383 = load ptr, ptr %374, align 8, !tbaa !27
  %384 = getelementptr inbounds i8, ptr %383, i64 16
  %385 = load ptr, ptr %384, align 8
  call void %385(ptr noundef nonnull align 8 dereferenceable(16) %374) #24
  %386 = load ptr, ptr %374, align 8, !tbaa !27
  %387 = getelementptr inbounds i8, ptr %386, i64 24
  %388 = load ptr, ptr %387, align 8
  call void %388(ptr noundef nonnull align 8 dereferenceable(16) %374) #24
  br label %400

389:                                              ; preds = %376
  %390 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %391 = icmp eq i8 %390, 0
  br i1 %391, label %394, label %392

392:                                              ; preds = %389
  %393 = add nsw i32 %380, -1
  store i32 %393, ptr %377, align 4, !tbaa !5
  br label %396

394:                                              ; preds = %389
  %395 = atomicrmw volatile add ptr %377, i32 -1 acq_rel, align 4
  br label %396

396:                                              ; preds = %394, %392
  %397 = phi i32 [ %380, %392 ], [ %395, %394 ]
  %398 = icmp eq i32 %397, 1
  br i1 %398, label %399, label %400, !prof !30

399:                                              ; preds = %396
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %374) #24
  br label %400

400:                                              ; preds = %372, %381, %396, %399
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %22) #24
  call void @_ZN4sycl3_V16bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %16) #24
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %16) #24
  call void @_ZN4sycl3_V16bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %12) #24
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %12) #24
  br label %401

401:                                              ; preds = %400, %462
  %402 = phi i64 [ 0, %400 ], [ %463, %462 ]
  %403 = shl nuw nsw i64 %402, 5
  %404 = add nsw i64 %402, -4
  %405 = icmp ult i64 %404, 8
  %406 = icmp ugt i64 %402, 13
  br label %429

407:                                              ; preds = %125
  %408 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %14) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #24
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %13) #24
  br label %427

409:                                              ; preds = %179
  %410 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %18) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #24
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %17) #24
  br label %425

411:                                              ; preds = %233
  %412 = landingpad { ptr, i32 }
          cleanup
  br label %413

413:                                              ; preds = %246, %411
  %414 = phi { ptr, i32 } [ %412, %411 ], [ %247, %246 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %21) #24
  br label %423

415:                                              ; preds = %276
  %416 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %23) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %23) #24
  br label %421

417:                                              ; preds = %329
  %418 = landingpad { ptr, i32 }
          cleanup
  br label %419

419:                                              ; preds = %342, %417
  %420 = phi { ptr, i32 } [ %418, %417 ], [ %343, %342 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %26) #24
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %22) #24
  br label %421

421:                                              ; preds = %419, %415
  %422 = phi { ptr, i32 } [ %420, %419 ], [ %416, %415 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %22) #24
  br label %423

423:                                              ; preds = %421, %413
  %424 = phi { ptr, i32 } [ %422, %421 ], [ %414, %413 ]
  call void @_ZN4sycl3_V16bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %16) #24
  br label %425

425:                                              ; preds = %423, %409
  %426 = phi { ptr, i32 } [ %424, %423 ], [ %410, %409 ]
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %16) #24
  call void @_ZN4sycl3_V16bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %12) #24
  br label %427

427:                                              ; preds = %425, %407
  %428 = phi { ptr, i32 } [ %426, %425 ], [ %408, %407 ]
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %12) #24
  call void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %10) #24
  br label %502

429:                                              ; preds = %459, %401
  %430 = phi i64 [ 0, %401 ], [ %460, %459 ]
  %431 = add nuw nsw i64 %430, %403
  %432 = trunc nuw nsw i64 %431 to i32
  %433 = add nsw i64 %430, -8
  %434 = icmp ult i64 %433, 16
  %435 = and i1 %405, %434
  %436 = shl nuw nsw i32 %432, 1
  %437 = add nuw nsw i32 %436, 1000
  %438 = select i1 %435, i32 %437, i32 %432
  %439 = add nuw nsw i32 %436, 2000
  %440 = select i1 %406, i32 %439, i32 %438
  %441 = getelementptr inbounds i32, ptr %27, i64 %431
  %442 = load i32, ptr %441, align 4, !tbaa !5
  %443 = icmp eq i32 %442, %440
  br i1 %443, label %444, label %465

444:                                              ; preds = %429
  %445 = or disjoint i64 %430, 1
  %446 = add nuw nsw i64 %445, %403
  %447 = trunc nuw nsw i64 %446 to i32
  %448 = add nsw i64 %430, -7
  %449 = icmp ult i64 %448, 16
  %450 = and i1 %405, %449
  %451 = shl nuw nsw i32 %447, 1
  %452 = add nuw nsw i32 %451, 1000
  %453 = select i1 %450, i32 %452, i32 %447
  %454 = add nuw nsw i32 %451, 2000
  %455 = select i1 %406, i32 %454, i32 %453
  %456 = getelementptr inbounds i32, ptr %27, i64 %446
  %457 = load i32, ptr %456, align 4, !tbaa !5
  %458 = icmp eq i32 %457, %455
  br i1 %458, label %459, label %465

459:                                              ; preds = %444
  %460 = add nuw nsw i64 %430, 2
  %461 = icmp eq i64 %460, 32
  br i1 %461, label %462, label %429, !llvm.loop !78

462:                                              ; preds = %459
  %463 = add nuw nsw i64 %402, 1
  %464 = icmp eq i64 %463, 16
  br i1 %464, label %470, label %401, !llvm.loop !79

465:                                              ; preds = %444, %429
  %466 = phi i64 [ %430, %429 ], [ %445, %444 ]
  %467 = phi i32 [ %440, %429 ], [ %455, %444 ]
  %468 = phi i32 [ %442, %429 ], [ %457, %444 ]
  %469 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %402, i64 noundef %466, i32 noundef %468, i32 noundef %467)
  br label %472

470:                                              ; preds = %462
  %471 = call i32 @puts(ptr nonnull dereferenceable(1) @str)
  br label %472

472:                                              ; preds = %465, %470
  %473 = phi i32 [ 0, %470 ], [ 1, %465 ]
  %474 = getelementptr inbounds i8, ptr %10, i64 8
  %475 = load ptr, ptr %474, align 8, !tbaa !22
  %476 = icmp eq ptr %475, null
  br i1 %476, label %501, label %477

477:                                              ; preds = %472
  %478 = getelementptr inbounds i8, ptr %475, i64 8
  %479 = load atomic i64, ptr %478 acquire, align 8
  %480 = icmp eq i64 %479, 4294967297
  %481 = trunc i64 %479 to i32
  br i1 %480, label %482, label %490

482:                                              ; preds = %477
  store i32 0, ptr %478, align 8, !tbaa !24
  %483 = getelementptr inbounds i8, ptr %475, i64 12
  store i32 0, ptr %483, align 4, !tbaa !26
  %484 = load ptr, ptr %475, align 8, !tbaa !27
  %485 = getelementptr inbounds i8, ptr %484, i64 16
  %486 = load ptr, ptr %485, align 8
  call void %486(ptr noundef nonnull align 8 dereferenceable(16) %475) #24
  %487 = load ptr, ptr %475, align 8, !tbaa !27
  %488 = getelementptr inbounds i8, ptr %487, i64 24
  %489 = load ptr, ptr %488, align 8
  call void %489(ptr noundef nonnull align 8 dereferenceable(16) %475) #24
  br label %501

490:                                              ; preds = %477
  %491 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %492 = icmp eq i8 %491, 0
  br i1 %492, label %495, label %493

493:                                              ; preds = %490
  %494 = add nsw i32 %481, -1
  store i32 %494, ptr %478, align 4, !tbaa !5
  br label %497

495:                                              ; preds = %490
  %496 = atomicrmw volatile add ptr %478, i32 -1 acq_rel, align 4
  br label %497

497:                                              ; preds = %495, %493
  %498 = phi i32 [ %481, %493 ], [ %496, %495 ]
  %499 = icmp eq i32 %498, 1
  br i1 %499, label %500, label %501, !prof !30

500:                                              ; preds = %497
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %475) #24
  br label %501

501:                                              ; preds = %472, %482, %497, %500
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10) #24
  call void @_ZdlPvm(ptr noundef nonnull %28, i64 noundef 2048) #26
  call void @_ZdlPvm(ptr noundef nonnull %27, i64 noundef 2048) #26
  ret i32 %473

502:                                              ; preds = %427, %75
  %503 = phi { ptr, i32 } [ %428, %427 ], [ %67, %75 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10) #24
  call void @_ZdlPvm(ptr noundef nonnull %28, i64 noundef 2048) #26
  br label %504

504:                                              ; preds = %502, %52
  %505 = phi { ptr, i32 } [ %503, %502 ], [ %53, %52 ]
  call void @_ZdlPvm(ptr noundef nonnull %27, i64 noundef 2048) #26
  resume { ptr, i32 } %505
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvEC2EPiRKNS0_5rangeILi2EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(41) %0, ptr noundef %1, ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.std::unique_ptr", align 8
  %7 = alloca %"struct.std::array", align 16
  %8 = load i64, ptr %2, align 8, !tbaa !33
  %9 = getelementptr inbounds i8, ptr %2, i64 8
  %10 = load i64, ptr %9, align 8, !tbaa !33
  %11 = shl i64 %8, 2
  %12 = mul i64 %11, %10
  %13 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #23, !noalias !80
  store ptr getelementptr inbounds inrange(-16, 56) (i8, ptr @_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE, i64 16), ptr %13, align 8, !tbaa !27, !noalias !80
  %14 = getelementptr inbounds i8, ptr %13, i64 8
  store i64 128, ptr %14, align 8, !tbaa !83, !noalias !80
  %15 = getelementptr inbounds i8, ptr %13, i64 16
  store i64 4, ptr %15, align 8, !tbaa !85, !noalias !80
  store ptr %13, ptr %6, align 8, !tbaa !88
  invoke void @_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS8_EE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef %1, i64 noundef %12, i64 noundef 4, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull %6)
          to label %16 unwind label %36

16:                                               ; preds = %5
  %17 = load ptr, ptr %6, align 8, !tbaa !13
  %18 = icmp eq ptr %17, null
  br i1 %18, label %23, label %19

19:                                               ; preds = %16
  %20 = load ptr, ptr %17, align 8, !tbaa !27
  %21 = getelementptr inbounds i8, ptr %20, i64 16
  %22 = load ptr, ptr %21, align 8
  call void %22(ptr noundef nonnull align 8 dereferenceable(8) %17) #24
  br label %23

23:                                               ; preds = %16, %19
  store ptr null, ptr %6, align 8, !tbaa !13
  %24 = getelementptr inbounds i8, ptr %0, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %24, ptr noundef nonnull align 8 dereferenceable(16) %2, i64 16, i1 false)
  %25 = getelementptr inbounds i8, ptr %0, i64 32
  store i64 0, ptr %25, align 8, !tbaa !90
  %26 = getelementptr inbounds i8, ptr %0, i64 40
  store i8 0, ptr %26, align 8, !tbaa !97
  %27 = load ptr, ptr %0, align 8, !tbaa !98
  %28 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTIi, i64 8), align 8, !tbaa !99
  %29 = load i8, ptr %28, align 1, !tbaa !29
  %30 = icmp eq i8 %29, 42
  %31 = zext i1 %30 to i64
  %32 = getelementptr inbounds i8, ptr %28, i64 %31
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #24
  call void @llvm.experimental.noalias.scope.decl(metadata !101)
  %33 = load <2 x i64>, ptr %24, align 8, !tbaa !33, !noalias !101
  store <2 x i64> %33, ptr %7, align 16, !tbaa !33, !alias.scope !101
  %34 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 0, ptr %34, align 16, !tbaa !33, !alias.scope !101
  invoke void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(24) %4, ptr noundef %27, ptr noundef %1, ptr noundef nonnull %32, i32 noundef 2, i32 noundef 4, ptr noundef nonnull %7)
          to label %35 unwind label %44

35:                                               ; preds = %23
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #24
  ret void

36:                                               ; preds = %5
  %37 = landingpad { ptr, i32 }
          cleanup
  %38 = load ptr, ptr %6, align 8, !tbaa !13
  %39 = icmp eq ptr %38, null
  br i1 %39, label %46, label %40

40:                                               ; preds = %36
  %41 = load ptr, ptr %38, align 8, !tbaa !27
  %42 = getelementptr inbounds i8, ptr %41, i64 16
  %43 = load ptr, ptr %42, align 8
  call void %43(ptr noundef nonnull align 8 dereferenceable(8) %38) #24
  br label %46

44:                                               ; preds = %23
  %45 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #24
  call void @_ZN4sycl3_V16detail12buffer_plainD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  br label %46

46:                                               ; preds = %36, %40, %44
  %47 = phi { ptr, i32 } [ %45, %44 ], [ %37, %40 ], [ %37, %36 ]
  resume { ptr, i32 } %47
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIiLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi2ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %0, ptr noundef nonnull align 8 dereferenceable(41) %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %3) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::id.86", align 8
  %6 = alloca %"class.sycl::_V1::range.88", align 8
  %7 = alloca %"class.sycl::_V1::range.88", align 8
  %8 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %5, i8 0, i64 24, i1 false)
  %11 = load i64, ptr %10, align 8
  %12 = getelementptr inbounds i8, ptr %1, i64 24
  %13 = load i64, ptr %12, align 8
  store i64 %11, ptr %6, align 8, !tbaa !33, !alias.scope !104
  %14 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 %13, ptr %14, align 8, !tbaa !33, !alias.scope !104
  %15 = getelementptr inbounds i8, ptr %6, i64 16
  store i64 1, ptr %15, align 8, !tbaa !33, !alias.scope !104
  store i64 %11, ptr %7, align 8, !tbaa !33, !alias.scope !107
  %16 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 %13, ptr %16, align 8, !tbaa !33, !alias.scope !107
  %17 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %17, align 8, !tbaa !33, !alias.scope !107
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #24
  %18 = load i64, ptr %2, align 8
  %19 = getelementptr inbounds i8, ptr %2, i64 8
  %20 = getelementptr inbounds i8, ptr %2, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !13
  %22 = load ptr, ptr %19, align 8, !tbaa !13
  %23 = ptrtoint ptr %21 to i64
  %24 = ptrtoint ptr %22 to i64
  %25 = sub i64 %23, %24
  %26 = icmp eq ptr %21, %22
  br i1 %26, label %53, label %27

27:                                               ; preds = %4
  %28 = icmp ugt i64 %25, 9223372036854775792
  br i1 %28, label %29, label %30, !prof !30

29:                                               ; preds = %27
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #27
  unreachable

30:                                               ; preds = %27
  %31 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %25) #23
  br label %32

32:                                               ; preds = %49, %30
  %33 = phi ptr [ %51, %49 ], [ %31, %30 ]
  %34 = phi ptr [ %50, %49 ], [ %22, %30 ]
  %35 = load ptr, ptr %34, align 8, !tbaa !110
  store ptr %35, ptr %33, align 8, !tbaa !110
  %36 = getelementptr inbounds i8, ptr %33, i64 8
  %37 = getelementptr inbounds i8, ptr %34, i64 8
  %38 = load ptr, ptr %37, align 8, !tbaa !22
  store ptr %38, ptr %36, align 8, !tbaa !22
  %39 = icmp eq ptr %38, null
  br i1 %39, label %49, label %40

40:                                               ; preds = %32
  %41 = getelementptr inbounds i8, ptr %38, i64 8
  %42 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %43 = icmp eq i8 %42, 0
  br i1 %43, label %47, label %44

44:                                               ; preds = %40
  %45 = load i32, ptr %41, align 4, !tbaa !5
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr %41, align 4, !tbaa !5
  br label %49

47:                                               ; preds = %40
  %48 = atomicrmw volatile add ptr %41, i32 1 acq_rel, align 4
  br label %49

49:                                               ; preds = %47, %44, %32
  %50 = getelementptr inbounds i8, ptr %34, i64 16
  %51 = getelementptr inbounds i8, ptr %33, i64 16
  %52 = icmp eq ptr %50, %21
  br i1 %52, label %53, label %32, !llvm.loop !112

53:                                               ; preds = %49, %4
  %54 = phi ptr [ null, %4 ], [ %31, %49 ]
  %55 = phi ptr [ null, %4 ], [ %51, %49 ]
  %56 = getelementptr inbounds i8, ptr %54, i64 %25
  store i64 %18, ptr %8, align 8
  %57 = getelementptr inbounds i8, ptr %8, i64 8
  store ptr %54, ptr %57, align 8, !tbaa !19
  %58 = getelementptr inbounds i8, ptr %8, i64 16
  store ptr %55, ptr %58, align 8, !tbaa !21
  %59 = getelementptr inbounds i8, ptr %8, i64 24
  store ptr %56, ptr %59, align 8, !tbaa !32
  %60 = load ptr, ptr %1, align 8, !tbaa !98
  %61 = icmp eq ptr %60, null
  br i1 %61, label %62, label %63

62:                                               ; preds = %53
  tail call void @__assert_fail(ptr noundef nonnull @.str.15, ptr noundef nonnull @.str.16, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIiLi2ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS8_) #25
  unreachable

63:                                               ; preds = %53
  %64 = getelementptr inbounds i8, ptr %1, i64 32
  %65 = load i64, ptr %64, align 8, !tbaa !90
  %66 = getelementptr inbounds i8, ptr %1, i64 40
  %67 = load i8, ptr %66, align 8, !tbaa !97, !range !64, !noundef !65
  %68 = trunc nuw i8 %67 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviibmbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id.86") align 8 %5, ptr noundef nonnull byval(%"class.sycl::_V1::range.88") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.88") align 8 %7, i32 noundef 1024, ptr noundef nonnull %60, i32 noundef 2, i32 noundef 4, i1 noundef zeroext true, i64 noundef %65, i1 noundef zeroext %68, ptr noundef nonnull align 8 dereferenceable(32) %2)
          to label %69 unwind label %216

69:                                               ; preds = %63
  %70 = icmp eq ptr %54, %55
  br i1 %70, label %105, label %71

71:                                               ; preds = %69, %100
  %72 = phi ptr [ %101, %100 ], [ %54, %69 ]
  %73 = getelementptr inbounds i8, ptr %72, i64 8
  %74 = load ptr, ptr %73, align 8, !tbaa !22
  %75 = icmp eq ptr %74, null
  br i1 %75, label %100, label %76

76:                                               ; preds = %71
  %77 = getelementptr inbounds i8, ptr %74, i64 8
  %78 = load atomic i64, ptr %77 acquire, align 8
  %79 = icmp eq i64 %78, 4294967297
  %80 = trunc i64 %78 to i32
  br i1 %79, label %81, label %89

81:                                               ; preds = %76
  store i32 0, ptr %77, align 8, !tbaa !24
  %82 = getelementptr inbounds i8, ptr %74, i64 12
  store i32 0, ptr %82, align 4, !tbaa !26
  %83 = load ptr, ptr %74, align 8, !tbaa !27
  %84 = getelementptr inbounds i8, ptr %83, i64 16
  %85 = load ptr, ptr %84, align 8
  tail call void %85(ptr noundef nonnull align 8 dereferenceable(16) %74) #24
  %86 = load ptr, ptr %74, align 8, !tbaa !27
  %87 = getelementptr inbounds i8, ptr %86, i64 24
  %88 = load ptr, ptr %87, align 8
  tail call void %88(ptr noundef nonnull align 8 dereferenceable(16) %74) #24
  br label %100

89:                                               ; preds = %76
  %90 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %91 = icmp eq i8 %90, 0
  br i1 %91, label %94, label %92

92:                                               ; preds = %89
  %93 = add nsw i32 %80, -1
  store i32 %93, ptr %77, align 4, !tbaa !5
  br label %96

94:                                               ; preds = %89
  %95 = atomicrmw volatile add ptr %77, i32 -1 acq_rel, align 4
  br label %96

96:                                               ; preds = %94, %92
  %97 = phi i32 [ %80, %92 ], [ %95, %94 ]
  %98 = icmp eq i32 %97, 1
  br i1 %98, label %99, label %100, !prof !30

99:                                               ; preds = %96
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %74) #24
  br label %100

100:                                              ; preds = %99, %96, %81, %71
  %101 = getelementptr inbounds i8, ptr %72, i64 16
  %102 = icmp eq ptr %101, %55
  br i1 %102, label %103, label %71, !llvm.loop !31

103:                                              ; preds = %100
  %104 = load ptr, ptr %57, align 8, !tbaa !19
  br label %105

105:                                              ; preds = %103, %69
  %106 = phi ptr [ %104, %103 ], [ %54, %69 ]
  %107 = icmp eq ptr %106, null
  br i1 %107, label %113, label %108

108:                                              ; preds = %105
  %109 = load ptr, ptr %59, align 8, !tbaa !32
  %110 = ptrtoint ptr %109 to i64
  %111 = ptrtoint ptr %106 to i64
  %112 = sub i64 %110, %111
  tail call void @_ZdlPvm(ptr noundef nonnull %106, i64 noundef %112) #26
  br label %113

113:                                              ; preds = %105, %108
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #24
  %114 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %114, i8 0, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #24
  %115 = load i64, ptr %2, align 8
  %116 = load ptr, ptr %20, align 8, !tbaa !13
  %117 = load ptr, ptr %19, align 8, !tbaa !13
  %118 = ptrtoint ptr %116 to i64
  %119 = ptrtoint ptr %117 to i64
  %120 = sub i64 %118, %119
  %121 = icmp eq ptr %116, %117
  br i1 %121, label %149, label %122

122:                                              ; preds = %113
  %123 = icmp ugt i64 %120, 9223372036854775792
  br i1 %123, label %124, label %126, !prof !30

124:                                              ; preds = %122
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #27
          to label %125 unwind label %218

125:                                              ; preds = %124
  unreachable

126:                                              ; preds = %122
  %127 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %120) #23
          to label %128 unwind label %218

128:                                              ; preds = %126, %145
  %129 = phi ptr [ %147, %145 ], [ %127, %126 ]
  %130 = phi ptr [ %146, %145 ], [ %117, %126 ]
  %131 = load ptr, ptr %130, align 8, !tbaa !110
  store ptr %131, ptr %129, align 8, !tbaa !110
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
  %141 = load i32, ptr %137, align 4, !tbaa !5
  %142 = add nsw i32 %141, 1
  store i32 %142, ptr %137, align 4, !tbaa !5
  br label %145

143:                                              ; preds = %136
  %144 = atomicrmw volatile add ptr %137, i32 1 acq_rel, align 4
  br label %145

145:                                              ; preds = %143, %140, %128
  %146 = getelementptr inbounds i8, ptr %130, i64 16
  %147 = getelementptr inbounds i8, ptr %129, i64 16
  %148 = icmp eq ptr %146, %116
  br i1 %148, label %149, label %128, !llvm.loop !112

149:                                              ; preds = %145, %113
  %150 = phi ptr [ null, %113 ], [ %127, %145 ]
  %151 = phi ptr [ null, %113 ], [ %147, %145 ]
  %152 = getelementptr inbounds i8, ptr %150, i64 %120
  store i64 %115, ptr %9, align 8
  %153 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %150, ptr %153, align 8, !tbaa !19
  %154 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %151, ptr %154, align 8, !tbaa !21
  %155 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %152, ptr %155, align 8, !tbaa !32
  %156 = and i64 %115, 16
  %157 = icmp eq i64 %156, 0
  br i1 %157, label %167, label %158

158:                                              ; preds = %149
  %159 = tail call ptr @__cxa_allocate_exception(i64 64) #24
  %160 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #24
  %161 = extractvalue { i32, ptr } %160, 0
  %162 = extractvalue { i32, ptr } %160, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %159, i32 %161, ptr %162, ptr noundef nonnull @.str.17)
          to label %163 unwind label %165

163:                                              ; preds = %158
  invoke void @__cxa_throw(ptr nonnull %159, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #27
          to label %164 unwind label %220

164:                                              ; preds = %163
  unreachable

165:                                              ; preds = %158
  %166 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %159) #24
  br label %222

167:                                              ; preds = %149
  %168 = icmp eq ptr %150, %151
  br i1 %168, label %203, label %169

169:                                              ; preds = %167, %198
  %170 = phi ptr [ %199, %198 ], [ %150, %167 ]
  %171 = getelementptr inbounds i8, ptr %170, i64 8
  %172 = load ptr, ptr %171, align 8, !tbaa !22
  %173 = icmp eq ptr %172, null
  br i1 %173, label %198, label %174

174:                                              ; preds = %169
  %175 = getelementptr inbounds i8, ptr %172, i64 8
  %176 = load atomic i64, ptr %175 acquire, align 8
  %177 = icmp eq i64 %176, 4294967297
  %178 = trunc i64 %176 to i32
  br i1 %177, label %179, label %187

179:                                              ; preds = %174
  store i32 0, ptr %175, align 8, !tbaa !24
  %180 = getelementptr inbounds i8, ptr %172, i64 12
  store i32 0, ptr %180, align 4, !tbaa !26
  %181 = load ptr, ptr %172, align 8, !tbaa !27
  %182 = getelementptr inbounds i8, ptr %181, i64 16
  %183 = load ptr, ptr %182, align 8
  tail call void %183(ptr noundef nonnull align 8 dereferenceable(16) %172) #24
  %184 = load ptr, ptr %172, align 8, !tbaa !27
  %185 = getelementptr inbounds i8, ptr %184, i64 24
  %186 = load ptr, ptr %185, align 8
  tail call void %186(ptr noundef nonnull align 8 dereferenceable(16) %172) #24
  br label %198

187:                                              ; preds = %174
  %188 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %189 = icmp eq i8 %188, 0
  br i1 %189, label %192, label %190

190:                                              ; preds = %187
  %191 = add nsw i32 %178, -1
  store i32 %191, ptr %175, align 4, !tbaa !5
  br label %194

192:                                              ; preds = %187
  %193 = atomicrmw volatile add ptr %175, i32 -1 acq_rel, align 4
  br label %194

194:                                              ; preds = %192, %190
  %195 = phi i32 [ %178, %190 ], [ %193, %192 ]
  %196 = icmp eq i32 %195, 1
  br i1 %196, label %197, label %198, !prof !30

197:                                              ; preds = %194
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %172) #24
  br label %198

198:                                              ; preds = %197, %194, %179, %169
  %199 = getelementptr inbounds i8, ptr %170, i64 16
  %200 = icmp eq ptr %199, %151
  br i1 %200, label %201, label %169, !llvm.loop !31

201:                                              ; preds = %198
  %202 = load ptr, ptr %153, align 8, !tbaa !19
  br label %203

203:                                              ; preds = %201, %167
  %204 = phi ptr [ %202, %201 ], [ %150, %167 ]
  %205 = icmp eq ptr %204, null
  br i1 %205, label %211, label %206

206:                                              ; preds = %203
  %207 = load ptr, ptr %155, align 8, !tbaa !32
  %208 = ptrtoint ptr %207 to i64
  %209 = ptrtoint ptr %204 to i64
  %210 = sub i64 %208, %209
  tail call void @_ZdlPvm(ptr noundef nonnull %204, i64 noundef %210) #26
  br label %211

211:                                              ; preds = %203, %206
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #24
  %212 = invoke noundef zeroext i1 @_ZNK4sycl3_V16detail16AccessorBaseHost13isPlaceholderEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %213 unwind label %226

213:                                              ; preds = %211
  br i1 %212, label %228, label %214

214:                                              ; preds = %213
  %215 = load ptr, ptr %0, align 8, !tbaa !113
  invoke void @_ZN4sycl3_V16detail22addHostAccessorAndWaitEPNS1_16AccessorImplHostE(ptr noundef %215)
          to label %228 unwind label %226

216:                                              ; preds = %63
  %217 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %8) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #24
  br label %253

218:                                              ; preds = %126, %124
  %219 = landingpad { ptr, i32 }
          cleanup
  br label %224

220:                                              ; preds = %163
  %221 = landingpad { ptr, i32 }
          cleanup
  br label %222

222:                                              ; preds = %165, %220
  %223 = phi { ptr, i32 } [ %221, %220 ], [ %166, %165 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #24
  br label %224

224:                                              ; preds = %222, %218
  %225 = phi { ptr, i32 } [ %223, %222 ], [ %219, %218 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #24
  br label %251

226:                                              ; preds = %248, %244, %242, %240, %238, %236, %228, %234, %214, %211
  %227 = landingpad { ptr, i32 }
          cleanup
  br label %251

228:                                              ; preds = %214, %213
  %229 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %230 unwind label %226

230:                                              ; preds = %228
  store ptr %229, ptr %114, align 8, !tbaa !115
  %231 = load ptr, ptr %1, align 8, !tbaa !98
  %232 = icmp eq ptr %231, null
  br i1 %232, label %233, label %234

233:                                              ; preds = %230
  tail call void @__assert_fail(ptr noundef nonnull @.str.15, ptr noundef nonnull @.str.16, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIiLi2ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS8_) #25
  unreachable

234:                                              ; preds = %230
  %235 = load ptr, ptr %0, align 8, !tbaa !113
  invoke void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef nonnull %231, ptr noundef %235, i32 noundef 2014, i32 noundef 1024, ptr noundef nonnull align 8 dereferenceable(24) %3)
          to label %236 unwind label %226

236:                                              ; preds = %234
  %237 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %238 unwind label %226

238:                                              ; preds = %236
  %239 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %240 unwind label %226

240:                                              ; preds = %238
  %241 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %242 unwind label %226

242:                                              ; preds = %240
  %243 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %244 unwind label %226

244:                                              ; preds = %242
  %245 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  %246 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  %247 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %248 unwind label %226

248:                                              ; preds = %244
  %249 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %250 unwind label %226

250:                                              ; preds = %248
  ret void

251:                                              ; preds = %226, %224
  %252 = phi { ptr, i32 } [ %227, %226 ], [ %225, %224 ]
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  br label %253

253:                                              ; preds = %251, %216
  %254 = phi { ptr, i32 } [ %252, %251 ], [ %217, %216 ]
  resume { ptr, i32 } %254
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  invoke void @_ZNK4sycl3_V16detail12buffer_plain13handleReleaseEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %22 unwind label %2

2:                                                ; preds = %1
  %3 = landingpad { ptr, i32 }
          catch ptr @_ZTISt9exception
          catch ptr null
  %4 = extractvalue { ptr, i32 } %3, 0
  %5 = extractvalue { ptr, i32 } %3, 1
  %6 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #24
  %7 = icmp eq i32 %5, %6
  br i1 %7, label %8, label %54

8:                                                ; preds = %2
  %9 = tail call ptr @__cxa_begin_catch(ptr %4) #24
  %10 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.8, i64 noundef 20)
          to label %11 unwind label %51

11:                                               ; preds = %8
  %12 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.9, i64 noundef 1)
          to label %13 unwind label %51

13:                                               ; preds = %11
  %14 = load ptr, ptr %9, align 8, !tbaa !27
  %15 = getelementptr inbounds i8, ptr %14, i64 16
  %16 = load ptr, ptr %15, align 8
  %17 = tail call noundef ptr %16(ptr noundef nonnull align 8 dereferenceable(8) %9) #24
  %18 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZStlsISt11char_traitsIcEERSt13basic_ostreamIcT_ES5_PKc(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef %17)
          to label %19 unwind label %51

19:                                               ; preds = %13
  %20 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt4endlIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_(ptr noundef nonnull align 8 dereferenceable(8) %18)
          to label %21 unwind label %51

21:                                               ; preds = %19
  tail call void @__assert_fail(ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.11, i32 noundef 489, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvED2Ev) #25
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
  tail call void %35(ptr noundef nonnull align 8 dereferenceable(16) %24) #24
  %36 = load ptr, ptr %24, align 8, !tbaa !27
  %37 = getelementptr inbounds i8, ptr %36, i64 24
  %38 = load ptr, ptr %37, align 8
  tail call void %38(ptr noundef nonnull align 8 dereferenceable(16) %24) #24
  br label %50

39:                                               ; preds = %26
  %40 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %41 = icmp eq i8 %40, 0
  br i1 %41, label %44, label %42

42:                                               ; preds = %39
  %43 = add nsw i32 %30, -1
  store i32 %43, ptr %27, align 4, !tbaa !5
  br label %46

44:                                               ; preds = %39
  %45 = atomicrmw volatile add ptr %27, i32 -1 acq_rel, align 4
  br label %46

46:                                               ; preds = %44, %42
  %47 = phi i32 [ %30, %42 ], [ %45, %44 ]
  %48 = icmp eq i32 %47, 1
  br i1 %48, label %49, label %50, !prof !30

49:                                               ; preds = %46
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %24) #24
  br label %50

50:                                               ; preds = %22, %31, %46, %49
  ret void

51:                                               ; preds = %19, %11, %8, %13
  %52 = landingpad { ptr, i32 }
          catch ptr null
  %53 = extractvalue { ptr, i32 } %52, 0
  tail call void @__clang_call_terminate(ptr %53) #25
  unreachable

54:                                               ; preds = %2
  tail call void @__clang_call_terminate(ptr %4) #25
  unreachable
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %15 = load ptr, ptr %3, align 8, !tbaa !27
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !5
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !30

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

declare noundef i32 @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE(ptr noundef nonnull align 8 dereferenceable(8)) #6

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
  call void @_ZSt9terminatev() #25
  unreachable

9:                                                ; preds = %1, %46
  %10 = phi ptr [ %47, %46 ], [ %4, %1 ]
  %11 = load ptr, ptr %10, align 8, !tbaa !119
  %12 = icmp eq ptr %11, null
  br i1 %12, label %46, label %13

13:                                               ; preds = %9
  store ptr %11, ptr %2, align 8, !tbaa !119
  call void @_ZNSt15__exception_ptr13exception_ptr9_M_addrefEv(ptr noundef nonnull align 8 dereferenceable(8) %2) #24
  invoke void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(ptr noundef nonnull %2) #27
          to label %14 unwind label %15

14:                                               ; preds = %13
  unreachable

15:                                               ; preds = %13
  %16 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception
  %17 = extractvalue { ptr, i32 } %16, 1
  %18 = load ptr, ptr %2, align 8, !tbaa !119
  %19 = icmp eq ptr %18, null
  br i1 %19, label %21, label %20

20:                                               ; preds = %15
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %2) #24
  br label %21

21:                                               ; preds = %15, %20
  %22 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #24
  %23 = icmp eq i32 %17, %22
  br i1 %23, label %24, label %51

24:                                               ; preds = %21
  %25 = extractvalue { ptr, i32 } %16, 0
  %26 = call ptr @__cxa_begin_catch(ptr %25) #24
  %27 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.5, i64 noundef 2)
          to label %28 unwind label %49

28:                                               ; preds = %24
  %29 = load ptr, ptr %26, align 8, !tbaa !27
  %30 = getelementptr inbounds i8, ptr %29, i64 16
  %31 = load ptr, ptr %30, align 8
  %32 = call noundef ptr %31(ptr noundef nonnull align 8 dereferenceable(8) %26) #24
  %33 = icmp eq ptr %32, null
  br i1 %33, label %34, label %42

34:                                               ; preds = %28
  %35 = load ptr, ptr @_ZSt4cerr, align 8, !tbaa !27
  %36 = getelementptr i8, ptr %35, i64 -24
  %37 = load i64, ptr %36, align 8
  %38 = getelementptr inbounds i8, ptr @_ZSt4cerr, i64 %37
  %39 = getelementptr inbounds i8, ptr %38, i64 32
  %40 = load i32, ptr %39, align 8, !tbaa !121
  %41 = or i32 %40, 1
  invoke void @_ZNSt9basic_iosIcSt11char_traitsIcEE5clearESt12_Ios_Iostate(ptr noundef nonnull align 8 dereferenceable(264) %38, i32 noundef %41)
          to label %45 unwind label %49

42:                                               ; preds = %28
  %43 = call noundef i64 @strlen(ptr noundef nonnull dereferenceable(1) %32) #24
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
  call void @__clang_call_terminate(ptr %55) #25
  unreachable
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::device", align 8
  %6 = alloca %"class.std::function.23", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #24
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #24
  %7 = getelementptr inbounds i8, ptr %6, i64 16
  %8 = getelementptr inbounds i8, ptr %6, i64 24
  %9 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 0, ptr %9, align 8
  store ptr %1, ptr %6, align 8, !tbaa !13
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_, ptr %8, align 8, !tbaa !127
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E10_M_managerERSt9_Any_dataRKS8_St18_Manager_operation, ptr %7, align 8, !tbaa !18
  invoke void @_ZN4sycl3_V16detail13select_deviceERKSt8functionIFiRKNS0_6deviceEEE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::device") align 8 %5, ptr noundef nonnull align 8 dereferenceable(32) %6)
          to label %10 unwind label %20

10:                                               ; preds = %4
  invoke void @_ZN4sycl3_V15queueC2ERKNS0_6deviceERKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %11 unwind label %20

11:                                               ; preds = %10
  %12 = load ptr, ptr %7, align 8, !tbaa !18
  %13 = icmp eq ptr %12, null
  br i1 %13, label %19, label %14

14:                                               ; preds = %11
  %15 = invoke noundef zeroext i1 %12(ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(16) %6, i32 noundef 3)
          to label %19 unwind label %16

16:                                               ; preds = %14
  %17 = landingpad { ptr, i32 }
          catch ptr null
  %18 = extractvalue { ptr, i32 } %17, 0
  call void @__clang_call_terminate(ptr %18) #25
  unreachable

19:                                               ; preds = %11, %14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #24
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #24
  ret void

20:                                               ; preds = %10, %4
  %21 = landingpad { ptr, i32 }
          cleanup
  %22 = load ptr, ptr %7, align 8, !tbaa !18
  %23 = icmp eq ptr %22, null
  br i1 %23, label %29, label %24

24:                                               ; preds = %20
  %25 = invoke noundef zeroext i1 %22(ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(16) %6, i32 noundef 3)
          to label %29 unwind label %26

26:                                               ; preds = %24
  %27 = landingpad { ptr, i32 }
          catch ptr null
  %28 = extractvalue { ptr, i32 } %27, 0
  call void @__clang_call_terminate(ptr %28) #25
  unreachable

29:                                               ; preds = %20, %24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #24
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #24
  resume { ptr, i32 } %21
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
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #24
  tail call void @_ZSt9terminatev() #25
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

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #13

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(24) %1) #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::exception_list", align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3)
  %4 = load ptr, ptr %0, align 8, !tbaa !13
  %5 = load <2 x ptr>, ptr %1, align 8, !tbaa !13
  store <2 x ptr> %5, ptr %3, align 16, !tbaa !13
  %6 = getelementptr inbounds i8, ptr %3, i64 16
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  %8 = load ptr, ptr %7, align 8, !tbaa !129
  store ptr %8, ptr %6, align 16, !tbaa !129
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, i8 0, i64 24, i1 false)
  invoke void %4(ptr noundef nonnull %3)
          to label %9 unwind label %32

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %3, i64 8
  %11 = load ptr, ptr %3, align 16, !tbaa !131
  %12 = load ptr, ptr %10, align 8, !tbaa !132
  %13 = icmp eq ptr %11, %12
  br i1 %13, label %24, label %14

14:                                               ; preds = %9, %19
  %15 = phi ptr [ %20, %19 ], [ %11, %9 ]
  %16 = load ptr, ptr %15, align 8, !tbaa !119
  %17 = icmp eq ptr %16, null
  br i1 %17, label %19, label %18

18:                                               ; preds = %14
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %15) #24
  br label %19

19:                                               ; preds = %18, %14
  %20 = getelementptr inbounds i8, ptr %15, i64 8
  %21 = icmp eq ptr %20, %12
  br i1 %21, label %22, label %14, !llvm.loop !133

22:                                               ; preds = %19
  %23 = load ptr, ptr %3, align 16, !tbaa !131
  br label %24

24:                                               ; preds = %22, %9
  %25 = phi ptr [ %23, %22 ], [ %11, %9 ]
  %26 = icmp eq ptr %25, null
  br i1 %26, label %34, label %27

27:                                               ; preds = %24
  %28 = load ptr, ptr %6, align 16, !tbaa !129
  %29 = ptrtoint ptr %28 to i64
  %30 = ptrtoint ptr %25 to i64
  %31 = sub i64 %29, %30
  call void @_ZdlPvm(ptr noundef nonnull %25, i64 noundef %31) #26
  br label %34

32:                                               ; preds = %2
  %33 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V114exception_listD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %3) #24
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
  %6 = load ptr, ptr %1, align 8, !tbaa !13
  br label %7

7:                                                ; preds = %3, %4, %5
  %8 = phi ptr [ %6, %5 ], [ %1, %4 ], [ @_ZTIPFvN4sycl3_V114exception_listEE, %3 ]
  store ptr %8, ptr %0, align 8, !tbaa !13
  br label %9

9:                                                ; preds = %7, %3
  ret i1 false
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V114exception_listD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !131
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !132
  %5 = icmp eq ptr %2, %4
  br i1 %5, label %16, label %6

6:                                                ; preds = %1, %11
  %7 = phi ptr [ %12, %11 ], [ %2, %1 ]
  %8 = load ptr, ptr %7, align 8, !tbaa !119
  %9 = icmp eq ptr %8, null
  br i1 %9, label %11, label %10

10:                                               ; preds = %6
  tail call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %7) #24
  br label %11

11:                                               ; preds = %10, %6
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  %13 = icmp eq ptr %12, %4
  br i1 %13, label %14, label %6, !llvm.loop !133

14:                                               ; preds = %11
  %15 = load ptr, ptr %0, align 8, !tbaa !131
  br label %16

16:                                               ; preds = %14, %1
  %17 = phi ptr [ %15, %14 ], [ %2, %1 ]
  %18 = icmp eq ptr %17, null
  br i1 %18, label %25, label %19

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !129
  %22 = ptrtoint ptr %21 to i64
  %23 = ptrtoint ptr %17 to i64
  %24 = sub i64 %22, %23
  tail call void @_ZdlPvm(ptr noundef nonnull %17, i64 noundef %24) #26
  br label %25

25:                                               ; preds = %16, %19
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #14

declare void @_ZN4sycl3_V16detail13select_deviceERKSt8functionIFiRKNS0_6deviceEEE(ptr dead_on_unwind writable sret(%"class.sycl::_V1::device") align 8, ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #6

declare void @_ZN4sycl3_V15queueC2ERKNS0_6deviceERKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(8), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #6

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(8) %1) #2 comdat align 2 {
  %3 = load ptr, ptr %0, align 8, !tbaa !13
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
  %6 = load ptr, ptr %1, align 8, !tbaa !13
  br label %7

7:                                                ; preds = %3, %4, %5
  %8 = phi ptr [ %6, %5 ], [ %1, %4 ], [ @_ZTIPFiRKN4sycl3_V16deviceEE, %3 ]
  store ptr %8, ptr %0, align 8, !tbaa !13
  br label %9

9:                                                ; preds = %7, %3
  ret i1 false
}

; Function Attrs: mustprogress noinline nounwind uwtable
define linkonce_odr dso_local void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %0) local_unnamed_addr #15 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !27
  %3 = getelementptr inbounds i8, ptr %2, i64 16
  %4 = load ptr, ptr %3, align 8
  tail call void %4(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  %5 = getelementptr inbounds i8, ptr %0, i64 12
  %6 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %7 = icmp eq i8 %6, 0
  br i1 %7, label %11, label %8

8:                                                ; preds = %1
  %9 = load i32, ptr %5, align 4, !tbaa !5
  %10 = add nsw i32 %9, -1
  store i32 %10, ptr %5, align 4, !tbaa !5
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
  tail call void %19(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  br label %20

20:                                               ; preds = %13, %16
  ret void
}

; Function Attrs: noreturn
declare void @_ZSt28__throw_bad_array_new_lengthv() local_unnamed_addr #8

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #16

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #17

declare void @_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS8_EE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef, i64 noundef, i64 noundef, ptr noundef nonnull align 8 dereferenceable(32), ptr noundef) unnamed_addr #6

declare void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(24), ptr noundef, ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #6

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail12buffer_plainD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %15 = load ptr, ptr %3, align 8, !tbaa !27
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !5
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !30

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE16getAllocatorImplEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #3 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19SYCLMemObjAllocatorD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #3 comdat align 2 {
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiED0Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #3 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 24) #26
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE8allocateEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = shl i64 %1, 2
  %5 = add i64 %4, -1
  %6 = load i64, ptr %3, align 8, !tbaa !83
  %7 = add i64 %6, -1
  %8 = or i64 %7, %5
  %9 = add i64 %8, 1
  %10 = icmp ult i64 %9, %1
  br i1 %10, label %11, label %13

11:                                               ; preds = %2
  %12 = tail call ptr @__cxa_allocate_exception(i64 8) #24
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %12, align 8, !tbaa !27
  tail call void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #27
  unreachable

13:                                               ; preds = %2
  %14 = tail call noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef %6, i64 noundef %9)
  %15 = icmp eq ptr %14, null
  br i1 %15, label %16, label %18

16:                                               ; preds = %13
  %17 = tail call ptr @__cxa_allocate_exception(i64 8) #24
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %17, align 8, !tbaa !27
  tail call void @__cxa_throw(ptr nonnull %17, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #27
  unreachable

18:                                               ; preds = %13
  ret ptr %14
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE10deallocateEPvm(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef %1, i64 noundef %2) unnamed_addr #2 comdat align 2 {
  %4 = icmp eq ptr %1, null
  br i1 %4, label %6, label %5

5:                                                ; preds = %3
  tail call void @_ZN4sycl3_V16detail6OSUtil11alignedFreeEPv(ptr noundef nonnull %1)
  br label %6

6:                                                ; preds = %3, %5
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i64 @_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE12getValueSizeEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #3 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load i64, ptr %2, align 8, !tbaa !85
  ret i64 %3
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE12setAlignmentEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = tail call i64 @llvm.umax.i64(i64 %1, i64 64)
  store i64 %4, ptr %3, align 8, !tbaa !83
  ret void
}

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZNSt9bad_allocD1Ev(ptr noundef nonnull align 8 dereferenceable(8)) unnamed_addr #12

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef, i64 noundef) local_unnamed_addr #6

declare void @_ZN4sycl3_V16detail6OSUtil11alignedFreeEPv(ptr noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef) local_unnamed_addr #12

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %0, i32 %1, ptr %2, ptr noundef %3) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.std::shared_ptr.44", align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %5, i8 0, i64 16, i1 false)
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codeSt10shared_ptrINS0_7contextEEPKc(ptr noundef nonnull align 8 dereferenceable(64) %0, i32 %1, ptr %2, ptr noundef nonnull %5, ptr noundef %3)
          to label %6 unwind label %35

6:                                                ; preds = %4
  %7 = getelementptr inbounds i8, ptr %5, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !22
  %9 = icmp eq ptr %8, null
  br i1 %9, label %34, label %10

10:                                               ; preds = %6
  %11 = getelementptr inbounds i8, ptr %8, i64 8
  %12 = load atomic i64, ptr %11 acquire, align 8
  %13 = icmp eq i64 %12, 4294967297
  %14 = trunc i64 %12 to i32
  br i1 %13, label %15, label %23

15:                                               ; preds = %10
  store i32 0, ptr %11, align 8, !tbaa !24
  %16 = getelementptr inbounds i8, ptr %8, i64 12
  store i32 0, ptr %16, align 4, !tbaa !26
  %17 = load ptr, ptr %8, align 8, !tbaa !27
  %18 = getelementptr inbounds i8, ptr %17, i64 16
  %19 = load ptr, ptr %18, align 8
  call void %19(ptr noundef nonnull align 8 dereferenceable(16) %8) #24
  %20 = load ptr, ptr %8, align 8, !tbaa !27
  %21 = getelementptr inbounds i8, ptr %20, i64 24
  %22 = load ptr, ptr %21, align 8
  call void %22(ptr noundef nonnull align 8 dereferenceable(16) %8) #24
  br label %34

23:                                               ; preds = %10
  %24 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %25 = icmp eq i8 %24, 0
  br i1 %25, label %28, label %26

26:                                               ; preds = %23
  %27 = add nsw i32 %14, -1
  store i32 %27, ptr %11, align 4, !tbaa !5
  br label %30

28:                                               ; preds = %23
  %29 = atomicrmw volatile add ptr %11, i32 -1 acq_rel, align 4
  br label %30

30:                                               ; preds = %28, %26
  %31 = phi i32 [ %14, %26 ], [ %29, %28 ]
  %32 = icmp eq i32 %31, 1
  br i1 %32, label %33, label %34, !prof !30

33:                                               ; preds = %30
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %8) #24
  br label %34

34:                                               ; preds = %6, %15, %30, %33
  ret void

35:                                               ; preds = %4
  %36 = landingpad { ptr, i32 }
          cleanup
  call void @_ZNSt12__shared_ptrIN4sycl3_V17contextELN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %5) #24
  resume { ptr, i32 } %36
}

declare void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZN4sycl3_V19exceptionD1Ev(ptr noundef nonnull align 8 dereferenceable(64)) unnamed_addr #12

declare void @_ZN4sycl3_V19exceptionC1ESt10error_codeSt10shared_ptrINS0_7contextEEPKc(ptr noundef nonnull align 8 dereferenceable(64), i32, ptr, ptr noundef, ptr noundef) unnamed_addr #6

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt12__shared_ptrIN4sycl3_V17contextELN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %15 = load ptr, ptr %3, align 8, !tbaa !27
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !5
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !30

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

declare void @_ZNK4sycl3_V16detail12buffer_plain13handleReleaseEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #6

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #18

declare void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 8 dereferenceable(9), ptr noundef nonnull align 8 dereferenceable(24)) unnamed_addr #6

declare void @_ZNK4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_3_V114SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 4 dereferenceable(4), ptr noundef nonnull align 8 dereferenceable(24), i1 noundef zeroext) local_unnamed_addr #6

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 8 dereferenceable(9)) local_unnamed_addr #6

; Function Attrs: nounwind
declare void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 8 dereferenceable(9)) unnamed_addr #12

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZ4mainEUlRNS0_7handlerEE_E4callEPKvS5_(ptr nocapture noundef readonly %0, ptr noundef nonnull align 8 dereferenceable(176) %1) #2 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::range", align 8
  %4 = alloca %"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view", align 8
  %5 = alloca %"struct.sycl::_V1::detail::compile_time_kernel_info_v1::CompileTimeKernelInfoTy", align 8
  %6 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %7 = alloca %"class.sycl::_V1::id", align 8
  %8 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %9 = alloca %"class.sycl::_V1::id", align 8
  %10 = alloca %"class.sycl::_V1::accessor.81", align 8
  %11 = alloca %"class.sycl::_V1::property_list", align 8
  %12 = alloca %"class.sycl::_V1::accessor", align 8
  %13 = alloca %"class.sycl::_V1::property_list", align 8
  %14 = alloca %class.anon.85, align 8
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %10) #24
  %15 = load ptr, ptr %0, align 8, !tbaa !134
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %11, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %9)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %8)
  store ptr @.str, ptr %8, align 8
  %16 = getelementptr inbounds i8, ptr %8, i64 8
  store ptr @.str.12, ptr %16, align 8
  %17 = getelementptr inbounds i8, ptr %8, i64 16
  store i32 21, ptr %17, align 8
  %18 = getelementptr inbounds i8, ptr %8, i64 20
  store i32 22, ptr %18, align 4
  store i64 4, ptr %9, align 8
  %19 = getelementptr inbounds i8, ptr %9, i64 8
  store i64 8, ptr %19, align 8
  invoke void @_ZN4sycl3_V18accessorIiLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi2ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerENS0_5rangeILi2EEENS0_2idILi2EEERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %10, ptr noundef nonnull align 8 dereferenceable(41) %15, ptr noundef nonnull align 8 dereferenceable(176) %1, i64 8, i64 16, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %9, ptr noundef nonnull align 8 dereferenceable(32) %11, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %8)
          to label %20 unwind label %339

20:                                               ; preds = %2
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8)
  %21 = getelementptr inbounds i8, ptr %11, i64 8
  %22 = load ptr, ptr %21, align 8, !tbaa !19
  %23 = getelementptr inbounds i8, ptr %11, i64 16
  %24 = load ptr, ptr %23, align 8, !tbaa !21
  %25 = icmp eq ptr %22, %24
  br i1 %25, label %60, label %26

26:                                               ; preds = %20, %55
  %27 = phi ptr [ %56, %55 ], [ %22, %20 ]
  %28 = getelementptr inbounds i8, ptr %27, i64 8
  %29 = load ptr, ptr %28, align 8, !tbaa !22
  %30 = icmp eq ptr %29, null
  br i1 %30, label %55, label %31

31:                                               ; preds = %26
  %32 = getelementptr inbounds i8, ptr %29, i64 8
  %33 = load atomic i64, ptr %32 acquire, align 8
  %34 = icmp eq i64 %33, 4294967297
  %35 = trunc i64 %33 to i32
  br i1 %34, label %36, label %44

36:                                               ; preds = %31
  store i32 0, ptr %32, align 8, !tbaa !24
  %37 = getelementptr inbounds i8, ptr %29, i64 12
  store i32 0, ptr %37, align 4, !tbaa !26
  %38 = load ptr, ptr %29, align 8, !tbaa !27
  %39 = getelementptr inbounds i8, ptr %38, i64 16
  %40 = load ptr, ptr %39, align 8
  call void %40(ptr noundef nonnull align 8 dereferenceable(16) %29) #24
  %41 = load ptr, ptr %29, align 8, !tbaa !27
  %42 = getelementptr inbounds i8, ptr %41, i64 24
  %43 = load ptr, ptr %42, align 8
  call void %43(ptr noundef nonnull align 8 dereferenceable(16) %29) #24
  br label %55

44:                                               ; preds = %31
  %45 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %46 = icmp eq i8 %45, 0
  br i1 %46, label %49, label %47

47:                                               ; preds = %44
  %48 = add nsw i32 %35, -1
  store i32 %48, ptr %32, align 4, !tbaa !5
  br label %51

49:                                               ; preds = %44
  %50 = atomicrmw volatile add ptr %32, i32 -1 acq_rel, align 4
  br label %51

51:                                               ; preds = %49, %47
  %52 = phi i32 [ %35, %47 ], [ %50, %49 ]
  %53 = icmp eq i32 %52, 1
  br i1 %53, label %54, label %55, !prof !30

54:                                               ; preds = %51
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %29) #24
  br label %55

55:                                               ; preds = %54, %51, %36, %26
  %56 = getelementptr inbounds i8, ptr %27, i64 16
  %57 = icmp eq ptr %56, %24
  br i1 %57, label %58, label %26, !llvm.loop !31

58:                                               ; preds = %55
  %59 = load ptr, ptr %21, align 8, !tbaa !19
  br label %60

60:                                               ; preds = %58, %20
  %61 = phi ptr [ %59, %58 ], [ %22, %20 ]
  %62 = icmp eq ptr %61, null
  br i1 %62, label %69, label %63

63:                                               ; preds = %60
  %64 = getelementptr inbounds i8, ptr %11, i64 24
  %65 = load ptr, ptr %64, align 8, !tbaa !32
  %66 = ptrtoint ptr %65 to i64
  %67 = ptrtoint ptr %61 to i64
  %68 = sub i64 %66, %67
  call void @_ZdlPvm(ptr noundef nonnull %61, i64 noundef %68) #26
  br label %69

69:                                               ; preds = %63, %60
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #24
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %12) #24
  %70 = getelementptr inbounds i8, ptr %0, i64 8
  %71 = load ptr, ptr %70, align 8, !tbaa !136
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13) #24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %13, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6)
  store ptr @.str, ptr %6, align 8
  %72 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr @.str.12, ptr %72, align 8
  %73 = getelementptr inbounds i8, ptr %6, i64 16
  store i32 22, ptr %73, align 8
  %74 = getelementptr inbounds i8, ptr %6, i64 20
  store i32 22, ptr %74, align 4
  store i64 4, ptr %7, align 8
  %75 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 8, ptr %75, align 8
  invoke void @_ZN4sycl3_V18accessorIiLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi2ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerENS0_5rangeILi2EEENS0_2idILi2EEERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %12, ptr noundef nonnull align 8 dereferenceable(41) %71, ptr noundef nonnull align 8 dereferenceable(176) %1, i64 8, i64 16, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %7, ptr noundef nonnull align 8 dereferenceable(32) %13, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %6)
          to label %76 unwind label %341

76:                                               ; preds = %69
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6)
  %77 = getelementptr inbounds i8, ptr %13, i64 8
  %78 = load ptr, ptr %77, align 8, !tbaa !19
  %79 = getelementptr inbounds i8, ptr %13, i64 16
  %80 = load ptr, ptr %79, align 8, !tbaa !21
  %81 = icmp eq ptr %78, %80
  br i1 %81, label %116, label %82

82:                                               ; preds = %76, %111
  %83 = phi ptr [ %112, %111 ], [ %78, %76 ]
  %84 = getelementptr inbounds i8, ptr %83, i64 8
  %85 = load ptr, ptr %84, align 8, !tbaa !22
  %86 = icmp eq ptr %85, null
  br i1 %86, label %111, label %87

87:                                               ; preds = %82
  %88 = getelementptr inbounds i8, ptr %85, i64 8
  %89 = load atomic i64, ptr %88 acquire, align 8
  %90 = icmp eq i64 %89, 4294967297
  %91 = trunc i64 %89 to i32
  br i1 %90, label %92, label %100

92:                                               ; preds = %87
  store i32 0, ptr %88, align 8, !tbaa !24
  %93 = getelementptr inbounds i8, ptr %85, i64 12
  store i32 0, ptr %93, align 4, !tbaa !26
  %94 = load ptr, ptr %85, align 8, !tbaa !27
  %95 = getelementptr inbounds i8, ptr %94, i64 16
  %96 = load ptr, ptr %95, align 8
  call void %96(ptr noundef nonnull align 8 dereferenceable(16) %85) #24
  %97 = load ptr, ptr %85, align 8, !tbaa !27
  %98 = getelementptr inbounds i8, ptr %97, i64 24
  %99 = load ptr, ptr %98, align 8
  call void %99(ptr noundef nonnull align 8 dereferenceable(16) %85) #24
  br label %111

100:                                              ; preds = %87
  %101 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %102 = icmp eq i8 %101, 0
  br i1 %102, label %105, label %103

103:                                              ; preds = %100
  %104 = add nsw i32 %91, -1
  store i32 %104, ptr %88, align 4, !tbaa !5
  br label %107

105:                                              ; preds = %100
  %106 = atomicrmw volatile add ptr %88, i32 -1 acq_rel, align 4
  br label %107

107:                                              ; preds = %105, %103
  %108 = phi i32 [ %91, %103 ], [ %106, %105 ]
  %109 = icmp eq i32 %108, 1
  br i1 %109, label %110, label %111, !prof !30

110:                                              ; preds = %107
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %85) #24
  br label %111

111:                                              ; preds = %110, %107, %92, %82
  %112 = getelementptr inbounds i8, ptr %83, i64 16
  %113 = icmp eq ptr %112, %80
  br i1 %113, label %114, label %82, !llvm.loop !31

114:                                              ; preds = %111
  %115 = load ptr, ptr %77, align 8, !tbaa !19
  br label %116

116:                                              ; preds = %114, %76
  %117 = phi ptr [ %115, %114 ], [ %78, %76 ]
  %118 = icmp eq ptr %117, null
  br i1 %118, label %125, label %119

119:                                              ; preds = %116
  %120 = getelementptr inbounds i8, ptr %13, i64 24
  %121 = load ptr, ptr %120, align 8, !tbaa !32
  %122 = ptrtoint ptr %121 to i64
  %123 = ptrtoint ptr %117 to i64
  %124 = sub i64 %122, %123
  call void @_ZdlPvm(ptr noundef nonnull %117, i64 noundef %124) #26
  br label %125

125:                                              ; preds = %119, %116
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #24
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %14) #24
  %126 = load ptr, ptr %10, align 8, !tbaa !113
  store ptr %126, ptr %14, align 8, !tbaa !113
  %127 = getelementptr inbounds i8, ptr %14, i64 8
  %128 = getelementptr inbounds i8, ptr %10, i64 8
  %129 = load ptr, ptr %128, align 8, !tbaa !22
  store ptr %129, ptr %127, align 8, !tbaa !22
  %130 = icmp eq ptr %129, null
  br i1 %130, label %140, label %131

131:                                              ; preds = %125
  %132 = getelementptr inbounds i8, ptr %129, i64 8
  %133 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %134 = icmp eq i8 %133, 0
  br i1 %134, label %138, label %135

135:                                              ; preds = %131
  %136 = load i32, ptr %132, align 4, !tbaa !5
  %137 = add nsw i32 %136, 1
  store i32 %137, ptr %132, align 4, !tbaa !5
  br label %140

138:                                              ; preds = %131
  %139 = atomicrmw volatile add ptr %132, i32 1 acq_rel, align 4
  br label %140

140:                                              ; preds = %138, %135, %125
  %141 = getelementptr inbounds i8, ptr %14, i64 16
  %142 = getelementptr inbounds i8, ptr %10, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %141, ptr noundef nonnull align 8 dereferenceable(40) %142, i64 40, i1 false)
  %143 = getelementptr inbounds i8, ptr %14, i64 56
  %144 = load ptr, ptr %12, align 8, !tbaa !113
  store ptr %144, ptr %143, align 8, !tbaa !113
  %145 = getelementptr inbounds i8, ptr %14, i64 64
  %146 = getelementptr inbounds i8, ptr %12, i64 8
  %147 = load ptr, ptr %146, align 8, !tbaa !22
  store ptr %147, ptr %145, align 8, !tbaa !22
  %148 = icmp eq ptr %147, null
  br i1 %148, label %158, label %149

149:                                              ; preds = %140
  %150 = getelementptr inbounds i8, ptr %147, i64 8
  %151 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %152 = icmp eq i8 %151, 0
  br i1 %152, label %156, label %153

153:                                              ; preds = %149
  %154 = load i32, ptr %150, align 4, !tbaa !5
  %155 = add nsw i32 %154, 1
  store i32 %155, ptr %150, align 4, !tbaa !5
  br label %158

156:                                              ; preds = %149
  %157 = atomicrmw volatile add ptr %150, i32 1 acq_rel, align 4
  br label %158

158:                                              ; preds = %156, %153, %140
  %159 = getelementptr inbounds i8, ptr %14, i64 72
  %160 = getelementptr inbounds i8, ptr %12, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %159, ptr noundef nonnull align 8 dereferenceable(40) %160, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 88, ptr nonnull %5) #24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(88) %5, ptr noundef nonnull align 8 dereferenceable(88) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoI8AddBlockEEvPv.Info, i64 88, i1 false)
  %161 = invoke noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(176) %1)
          to label %162 unwind label %343

162:                                              ; preds = %158
  %163 = icmp eq i32 %161, 0
  br i1 %163, label %173, label %164

164:                                              ; preds = %162
  %165 = call ptr @__cxa_allocate_exception(i64 64) #24
  %166 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #24
  %167 = extractvalue { i32, ptr } %166, 0
  %168 = extractvalue { i32, ptr } %166, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %165, i32 %167, ptr %168, ptr noundef nonnull @.str.22)
          to label %169 unwind label %171

169:                                              ; preds = %164
  invoke void @__cxa_throw(ptr nonnull %165, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #27
          to label %170 unwind label %343

170:                                              ; preds = %169
  unreachable

171:                                              ; preds = %164
  %172 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %165) #24
  br label %345

173:                                              ; preds = %162
  invoke void @_ZNK4sycl3_V17handler28throwOnKernelParameterMisuseERKNS0_6detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(81) %5)
          to label %174 unwind label %343

174:                                              ; preds = %173
  %175 = load ptr, ptr %5, align 8, !tbaa !13
  %176 = getelementptr inbounds i8, ptr %5, i64 8
  %177 = load i64, ptr %176, align 8, !tbaa !33
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr %175, i64 %177)
          to label %178 unwind label %343

178:                                              ; preds = %174
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4)
  store i64 8, ptr %3, align 8
  %179 = getelementptr inbounds i8, ptr %3, i64 8
  store i64 16, ptr %179, align 8
  store ptr %3, ptr %4, align 8, !tbaa !137
  %180 = getelementptr inbounds i8, ptr %4, i64 8
  %181 = getelementptr inbounds i8, ptr %4, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %180, i8 0, i64 16, i1 false)
  store i64 2, ptr %181, align 8, !tbaa !139
  invoke void @_ZN4sycl3_V17handler20setNDRangeDescriptorENS0_6detail16nd_range_view_v113nd_range_viewEb(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull byval(%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view") align 8 %4, i1 noundef zeroext false)
          to label %182 unwind label %343

182:                                              ; preds = %178
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4)
  %183 = getelementptr inbounds i8, ptr %1, i64 144
  %184 = invoke noalias noundef nonnull dereferenceable(120) ptr @_Znwm(i64 noundef 120) #23
          to label %185 unwind label %343

185:                                              ; preds = %182
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, i64 16), ptr %184, align 8, !tbaa !27
  %186 = getelementptr inbounds i8, ptr %184, i64 8
  %187 = load ptr, ptr %14, align 8, !tbaa !113
  store ptr %187, ptr %186, align 8, !tbaa !113
  %188 = getelementptr inbounds i8, ptr %184, i64 16
  %189 = load ptr, ptr %127, align 8, !tbaa !22
  store ptr %189, ptr %188, align 8, !tbaa !22
  %190 = icmp eq ptr %189, null
  br i1 %190, label %200, label %191

191:                                              ; preds = %185
  %192 = getelementptr inbounds i8, ptr %189, i64 8
  %193 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %194 = icmp eq i8 %193, 0
  br i1 %194, label %198, label %195

195:                                              ; preds = %191
  %196 = load i32, ptr %192, align 4, !tbaa !5
  %197 = add nsw i32 %196, 1
  store i32 %197, ptr %192, align 4, !tbaa !5
  br label %200

198:                                              ; preds = %191
  %199 = atomicrmw volatile add ptr %192, i32 1 acq_rel, align 4
  br label %200

200:                                              ; preds = %198, %195, %185
  %201 = getelementptr inbounds i8, ptr %184, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %201, ptr noundef nonnull readonly align 8 dereferenceable(40) %141, i64 40, i1 false)
  %202 = getelementptr inbounds i8, ptr %184, i64 64
  %203 = load ptr, ptr %143, align 8, !tbaa !113
  store ptr %203, ptr %202, align 8, !tbaa !113
  %204 = getelementptr inbounds i8, ptr %184, i64 72
  %205 = load ptr, ptr %145, align 8, !tbaa !22
  store ptr %205, ptr %204, align 8, !tbaa !22
  %206 = icmp eq ptr %205, null
  br i1 %206, label %216, label %207

207:                                              ; preds = %200
  %208 = getelementptr inbounds i8, ptr %205, i64 8
  %209 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %210 = icmp eq i8 %209, 0
  br i1 %210, label %214, label %211

211:                                              ; preds = %207
  %212 = load i32, ptr %208, align 4, !tbaa !5
  %213 = add nsw i32 %212, 1
  store i32 %213, ptr %208, align 4, !tbaa !5
  br label %216

214:                                              ; preds = %207
  %215 = atomicrmw volatile add ptr %208, i32 1 acq_rel, align 4
  br label %216

216:                                              ; preds = %214, %211, %200
  %217 = getelementptr inbounds i8, ptr %184, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %217, ptr noundef nonnull readonly align 8 dereferenceable(40) %159, i64 40, i1 false)
  %218 = load ptr, ptr %183, align 8, !tbaa !13
  store ptr %184, ptr %183, align 8, !tbaa !13
  %219 = icmp eq ptr %218, null
  br i1 %219, label %224, label %220

220:                                              ; preds = %216
  %221 = load ptr, ptr %218, align 8, !tbaa !27
  %222 = getelementptr inbounds i8, ptr %221, i64 16
  %223 = load ptr, ptr %222, align 8
  call void %223(ptr noundef nonnull align 8 dereferenceable(8) %218) #24
  br label %224

224:                                              ; preds = %220, %216
  invoke void @_ZN4sycl3_V17handler23instantiateKernelOnHostEPv(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull @_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi2ELb1EEEZZ4mainENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi2EEEE_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE)
          to label %225 unwind label %343

225:                                              ; preds = %224
  %226 = load ptr, ptr %183, align 8, !tbaa !13
  %227 = load ptr, ptr %226, align 8, !tbaa !27
  %228 = load ptr, ptr %227, align 8
  %229 = invoke noundef ptr %228(ptr noundef nonnull align 8 dereferenceable(8) %226)
          to label %230 unwind label %343

230:                                              ; preds = %225
  invoke void @_ZN4sycl3_V17handler19setDeviceKernelInfoI8AddBlockEEvPv(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef %229)
          to label %231 unwind label %343

231:                                              ; preds = %230
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %5) #24
  %232 = load ptr, ptr %145, align 8, !tbaa !22
  %233 = icmp eq ptr %232, null
  br i1 %233, label %258, label %234

234:                                              ; preds = %231
  %235 = getelementptr inbounds i8, ptr %232, i64 8
  %236 = load atomic i64, ptr %235 acquire, align 8
  %237 = icmp eq i64 %236, 4294967297
  %238 = trunc i64 %236 to i32
  br i1 %237, label %239, label %247

239:                                              ; preds = %234
  store i32 0, ptr %235, align 8, !tbaa !24
  %240 = getelementptr inbounds i8, ptr %232, i64 12
  store i32 0, ptr %240, align 4, !tbaa !26
  %241 = load ptr, ptr %232, align 8, !tbaa !27
  %242 = getelementptr inbounds i8, ptr %241, i64 16
  %243 = load ptr, ptr %242, align 8
  call void %243(ptr noundef nonnull align 8 dereferenceable(16) %232) #24
  %244 = load ptr, ptr %232, align 8, !tbaa !27
  %245 = getelementptr inbounds i8, ptr %244, i64 24
  %246 = load ptr, ptr %245, align 8
  call void %246(ptr noundef nonnull align 8 dereferenceable(16) %232) #24
  br label %258

247:                                              ; preds = %234
  %248 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %249 = icmp eq i8 %248, 0
  br i1 %249, label %252, label %250

250:                                              ; preds = %247
  %251 = add nsw i32 %238, -1
  store i32 %251, ptr %235, align 4, !tbaa !5
  br label %254

252:                                              ; preds = %247
  %253 = atomicrmw volatile add ptr %235, i32 -1 acq_rel, align 4
  br label %254

254:                                              ; preds = %252, %250
  %255 = phi i32 [ %238, %250 ], [ %253, %252 ]
  %256 = icmp eq i32 %255, 1
  br i1 %256, label %257, label %258, !prof !30

257:                                              ; preds = %254
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %232) #24
  br label %258

258:                                              ; preds = %257, %254, %239, %231
  %259 = load ptr, ptr %127, align 8, !tbaa !22
  %260 = icmp eq ptr %259, null
  br i1 %260, label %285, label %261

261:                                              ; preds = %258
  %262 = getelementptr inbounds i8, ptr %259, i64 8
  %263 = load atomic i64, ptr %262 acquire, align 8
  %264 = icmp eq i64 %263, 4294967297
  %265 = trunc i64 %263 to i32
  br i1 %264, label %266, label %274

266:                                              ; preds = %261
  store i32 0, ptr %262, align 8, !tbaa !24
  %267 = getelementptr inbounds i8, ptr %259, i64 12
  store i32 0, ptr %267, align 4, !tbaa !26
  %268 = load ptr, ptr %259, align 8, !tbaa !27
  %269 = getelementptr inbounds i8, ptr %268, i64 16
  %270 = load ptr, ptr %269, align 8
  call void %270(ptr noundef nonnull align 8 dereferenceable(16) %259) #24
  %271 = load ptr, ptr %259, align 8, !tbaa !27
  %272 = getelementptr inbounds i8, ptr %271, i64 24
  %273 = load ptr, ptr %272, align 8
  call void %273(ptr noundef nonnull align 8 dereferenceable(16) %259) #24
  br label %285

274:                                              ; preds = %261
  %275 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %276 = icmp eq i8 %275, 0
  br i1 %276, label %279, label %277

277:                                              ; preds = %274
  %278 = add nsw i32 %265, -1
  store i32 %278, ptr %262, align 4, !tbaa !5
  br label %281

279:                                              ; preds = %274
  %280 = atomicrmw volatile add ptr %262, i32 -1 acq_rel, align 4
  br label %281

281:                                              ; preds = %279, %277
  %282 = phi i32 [ %265, %277 ], [ %280, %279 ]
  %283 = icmp eq i32 %282, 1
  br i1 %283, label %284, label %285, !prof !30

284:                                              ; preds = %281
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %259) #24
  br label %285

285:                                              ; preds = %284, %281, %266, %258
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %14) #24
  %286 = load ptr, ptr %146, align 8, !tbaa !22
  %287 = icmp eq ptr %286, null
  br i1 %287, label %312, label %288

288:                                              ; preds = %285
  %289 = getelementptr inbounds i8, ptr %286, i64 8
  %290 = load atomic i64, ptr %289 acquire, align 8
  %291 = icmp eq i64 %290, 4294967297
  %292 = trunc i64 %290 to i32
  br i1 %291, label %293, label %301

293:                                              ; preds = %288
  store i32 0, ptr %289, align 8, !tbaa !24
  %294 = getelementptr inbounds i8, ptr %286, i64 12
  store i32 0, ptr %294, align 4, !tbaa !26
  %295 = load ptr, ptr %286, align 8, !tbaa !27
  %296 = getelementptr inbounds i8, ptr %295, i64 16
  %297 = load ptr, ptr %296, align 8
  call void %297(ptr noundef nonnull align 8 dereferenceable(16) %286) #24
  %298 = load ptr, ptr %286, align 8, !tbaa !27
  %299 = getelementptr inbounds i8, ptr %298, i64 24
  %300 = load ptr, ptr %299, align 8
  call void %300(ptr noundef nonnull align 8 dereferenceable(16) %286) #24
  br label %312

301:                                              ; preds = %288
  %302 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %303 = icmp eq i8 %302, 0
  br i1 %303, label %306, label %304

304:                                              ; preds = %301
  %305 = add nsw i32 %292, -1
  store i32 %305, ptr %289, align 4, !tbaa !5
  br label %308

306:                                              ; preds = %301
  %307 = atomicrmw volatile add ptr %289, i32 -1 acq_rel, align 4
  br label %308

308:                                              ; preds = %306, %304
  %309 = phi i32 [ %292, %304 ], [ %307, %306 ]
  %310 = icmp eq i32 %309, 1
  br i1 %310, label %311, label %312, !prof !30

311:                                              ; preds = %308
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %286) #24
  br label %312

312:                                              ; preds = %311, %308, %293, %285
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %12) #24
  %313 = load ptr, ptr %128, align 8, !tbaa !22
  %314 = icmp eq ptr %313, null
  br i1 %314, label %351, label %315

315:                                              ; preds = %312
  %316 = getelementptr inbounds i8, ptr %313, i64 8
  %317 = load atomic i64, ptr %316 acquire, align 8
  %318 = icmp eq i64 %317, 4294967297
  %319 = trunc i64 %317 to i32
  br i1 %318, label %320, label %328

320:                                              ; preds = %315
  store i32 0, ptr %316, align 8, !tbaa !24
  %321 = getelementptr inbounds i8, ptr %313, i64 12
  store i32 0, ptr %321, align 4, !tbaa !26
  %322 = load ptr, ptr %313, align 8, !tbaa !27
  %323 = getelementptr inbounds i8, ptr %322, i64 16
  %324 = load ptr, ptr %323, align 8
  call void %324(ptr noundef nonnull align 8 dereferenceable(16) %313) #24
  %325 = load ptr, ptr %313, align 8, !tbaa !27
  %326 = getelementptr inbounds i8, ptr %325, i64 24
  %327 = load ptr, ptr %326, align 8
  call void %327(ptr noundef nonnull align 8 dereferenceable(16) %313) #24
  br label %351

328:                                              ; preds = %315
  %329 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %330 = icmp eq i8 %329, 0
  br i1 %330, label %333, label %331

331:                                              ; preds = %328
  %332 = add nsw i32 %319, -1
  store i32 %332, ptr %316, align 4, !tbaa !5
  br label %335

333:                                              ; preds = %328
  %334 = atomicrmw volatile add ptr %316, i32 -1 acq_rel, align 4
  br label %335

335:                                              ; preds = %333, %331
  %336 = phi i32 [ %319, %331 ], [ %334, %333 ]
  %337 = icmp eq i32 %336, 1
  br i1 %337, label %338, label %351, !prof !30

338:                                              ; preds = %335
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %313) #24
  br label %351

339:                                              ; preds = %2
  %340 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %11) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #24
  br label %349

341:                                              ; preds = %69
  %342 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %13) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #24
  br label %347

343:                                              ; preds = %230, %225, %224, %182, %178, %174, %173, %169, %158
  %344 = landingpad { ptr, i32 }
          cleanup
  br label %345

345:                                              ; preds = %343, %171
  %346 = phi { ptr, i32 } [ %344, %343 ], [ %172, %171 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %14) #24
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %14) #24
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %12) #24
  br label %347

347:                                              ; preds = %345, %341
  %348 = phi { ptr, i32 } [ %346, %345 ], [ %342, %341 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %12) #24
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %10) #24
  br label %349

349:                                              ; preds = %347, %339
  %350 = phi { ptr, i32 } [ %348, %347 ], [ %340, %339 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %10) #24
  resume { ptr, i32 } %350

351:                                              ; preds = %312, %320, %335, %338
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %10) #24
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define internal fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi2EEEE_D2Ev(ptr nocapture noundef nonnull readonly align 8 dereferenceable(112) %0) unnamed_addr #5 align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 64
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %15 = load ptr, ptr %3, align 8, !tbaa !27
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !5
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !30

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  %30 = getelementptr inbounds i8, ptr %0, i64 8
  %31 = load ptr, ptr %30, align 8, !tbaa !22
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !24
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !26
  %40 = load ptr, ptr %31, align 8, !tbaa !27
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
  %43 = load ptr, ptr %31, align 8, !tbaa !27
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !5
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !30

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIiLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi2ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerENS0_5rangeILi2EEENS0_2idILi2EEERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %0, ptr noundef nonnull align 8 dereferenceable(41) %1, ptr noundef nonnull align 8 dereferenceable(176) %2, i64 %3, i64 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5, ptr noundef nonnull align 8 dereferenceable(32) %6, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %7) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %9 = alloca %"class.sycl::_V1::id.86", align 16
  %10 = alloca %"class.sycl::_V1::range.88", align 8
  %11 = alloca %"class.sycl::_V1::range.88", align 16
  %12 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %13 = getelementptr inbounds i8, ptr %5, i64 8
  %14 = load <2 x i64>, ptr %5, align 8
  store <2 x i64> %14, ptr %9, align 16, !tbaa !33, !alias.scope !140
  %15 = getelementptr inbounds i8, ptr %9, i64 16
  store i64 0, ptr %15, align 16, !tbaa !33, !alias.scope !140
  store i64 %3, ptr %10, align 8, !tbaa !33, !alias.scope !143
  %16 = getelementptr inbounds i8, ptr %10, i64 8
  store i64 %4, ptr %16, align 8, !tbaa !33, !alias.scope !143
  %17 = getelementptr inbounds i8, ptr %10, i64 16
  store i64 1, ptr %17, align 8, !tbaa !33, !alias.scope !143
  %18 = getelementptr inbounds i8, ptr %1, i64 16
  %19 = getelementptr inbounds i8, ptr %1, i64 24
  %20 = load <2 x i64>, ptr %18, align 8
  store <2 x i64> %20, ptr %11, align 16, !tbaa !33, !alias.scope !146
  %21 = getelementptr inbounds i8, ptr %11, i64 16
  store i64 1, ptr %21, align 16, !tbaa !33, !alias.scope !146
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #24
  %22 = load i64, ptr %6, align 8
  %23 = getelementptr inbounds i8, ptr %6, i64 8
  %24 = getelementptr inbounds i8, ptr %6, i64 16
  %25 = load ptr, ptr %24, align 8, !tbaa !13
  %26 = load ptr, ptr %23, align 8, !tbaa !13
  %27 = ptrtoint ptr %25 to i64
  %28 = ptrtoint ptr %26 to i64
  %29 = sub i64 %27, %28
  %30 = icmp eq ptr %25, %26
  br i1 %30, label %57, label %31

31:                                               ; preds = %8
  %32 = icmp ugt i64 %29, 9223372036854775792
  br i1 %32, label %33, label %34, !prof !30

33:                                               ; preds = %31
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #27
  unreachable

34:                                               ; preds = %31
  %35 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %29) #23
  br label %36

36:                                               ; preds = %53, %34
  %37 = phi ptr [ %55, %53 ], [ %35, %34 ]
  %38 = phi ptr [ %54, %53 ], [ %26, %34 ]
  %39 = load ptr, ptr %38, align 8, !tbaa !110
  store ptr %39, ptr %37, align 8, !tbaa !110
  %40 = getelementptr inbounds i8, ptr %37, i64 8
  %41 = getelementptr inbounds i8, ptr %38, i64 8
  %42 = load ptr, ptr %41, align 8, !tbaa !22
  store ptr %42, ptr %40, align 8, !tbaa !22
  %43 = icmp eq ptr %42, null
  br i1 %43, label %53, label %44

44:                                               ; preds = %36
  %45 = getelementptr inbounds i8, ptr %42, i64 8
  %46 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %47 = icmp eq i8 %46, 0
  br i1 %47, label %51, label %48

48:                                               ; preds = %44
  %49 = load i32, ptr %45, align 4, !tbaa !5
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr %45, align 4, !tbaa !5
  br label %53

51:                                               ; preds = %44
  %52 = atomicrmw volatile add ptr %45, i32 1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %48, %36
  %54 = getelementptr inbounds i8, ptr %38, i64 16
  %55 = getelementptr inbounds i8, ptr %37, i64 16
  %56 = icmp eq ptr %54, %25
  br i1 %56, label %57, label %36, !llvm.loop !112

57:                                               ; preds = %53, %8
  %58 = phi ptr [ null, %8 ], [ %35, %53 ]
  %59 = phi ptr [ null, %8 ], [ %55, %53 ]
  %60 = getelementptr inbounds i8, ptr %58, i64 %29
  store i64 %22, ptr %12, align 8
  %61 = getelementptr inbounds i8, ptr %12, i64 8
  store ptr %58, ptr %61, align 8, !tbaa !19
  %62 = getelementptr inbounds i8, ptr %12, i64 16
  store ptr %59, ptr %62, align 8, !tbaa !21
  %63 = getelementptr inbounds i8, ptr %12, i64 24
  store ptr %60, ptr %63, align 8, !tbaa !32
  %64 = load ptr, ptr %1, align 8, !tbaa !98
  %65 = icmp eq ptr %64, null
  br i1 %65, label %66, label %67

66:                                               ; preds = %57
  tail call void @__assert_fail(ptr noundef nonnull @.str.15, ptr noundef nonnull @.str.16, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIiLi2ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS8_) #25
  unreachable

67:                                               ; preds = %57
  %68 = and i64 %22, 16
  %69 = icmp eq i64 %68, 0
  %70 = select i1 %69, i32 1026, i32 1028
  %71 = getelementptr inbounds i8, ptr %1, i64 32
  %72 = load i64, ptr %71, align 8, !tbaa !90
  %73 = getelementptr inbounds i8, ptr %1, i64 40
  %74 = load i8, ptr %73, align 8, !tbaa !97, !range !64, !noundef !65
  %75 = trunc nuw i8 %74 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id.86") align 8 %9, ptr noundef nonnull byval(%"class.sycl::_V1::range.88") align 8 %10, ptr noundef nonnull byval(%"class.sycl::_V1::range.88") align 8 %11, i32 noundef %70, ptr noundef nonnull %64, i32 noundef 2, i32 noundef 4, i64 noundef %72, i1 noundef zeroext %75, ptr noundef nonnull align 8 dereferenceable(32) %6)
          to label %76 unwind label %204

76:                                               ; preds = %67
  %77 = icmp eq ptr %58, %59
  br i1 %77, label %112, label %78

78:                                               ; preds = %76, %107
  %79 = phi ptr [ %108, %107 ], [ %58, %76 ]
  %80 = getelementptr inbounds i8, ptr %79, i64 8
  %81 = load ptr, ptr %80, align 8, !tbaa !22
  %82 = icmp eq ptr %81, null
  br i1 %82, label %107, label %83

83:                                               ; preds = %78
  %84 = getelementptr inbounds i8, ptr %81, i64 8
  %85 = load atomic i64, ptr %84 acquire, align 8
  %86 = icmp eq i64 %85, 4294967297
  %87 = trunc i64 %85 to i32
  br i1 %86, label %88, label %96

88:                                               ; preds = %83
  store i32 0, ptr %84, align 8, !tbaa !24
  %89 = getelementptr inbounds i8, ptr %81, i64 12
  store i32 0, ptr %89, align 4, !tbaa !26
  %90 = load ptr, ptr %81, align 8, !tbaa !27
  %91 = getelementptr inbounds i8, ptr %90, i64 16
  %92 = load ptr, ptr %91, align 8
  tail call void %92(ptr noundef nonnull align 8 dereferenceable(16) %81) #24
  %93 = load ptr, ptr %81, align 8, !tbaa !27
  %94 = getelementptr inbounds i8, ptr %93, i64 24
  %95 = load ptr, ptr %94, align 8
  tail call void %95(ptr noundef nonnull align 8 dereferenceable(16) %81) #24
  br label %107

96:                                               ; preds = %83
  %97 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %98 = icmp eq i8 %97, 0
  br i1 %98, label %101, label %99

99:                                               ; preds = %96
  %100 = add nsw i32 %87, -1
  store i32 %100, ptr %84, align 4, !tbaa !5
  br label %103

101:                                              ; preds = %96
  %102 = atomicrmw volatile add ptr %84, i32 -1 acq_rel, align 4
  br label %103

103:                                              ; preds = %101, %99
  %104 = phi i32 [ %87, %99 ], [ %102, %101 ]
  %105 = icmp eq i32 %104, 1
  br i1 %105, label %106, label %107, !prof !30

106:                                              ; preds = %103
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %81) #24
  br label %107

107:                                              ; preds = %106, %103, %88, %78
  %108 = getelementptr inbounds i8, ptr %79, i64 16
  %109 = icmp eq ptr %108, %59
  br i1 %109, label %110, label %78, !llvm.loop !31

110:                                              ; preds = %107
  %111 = load ptr, ptr %61, align 8, !tbaa !19
  br label %112

112:                                              ; preds = %110, %76
  %113 = phi ptr [ %111, %110 ], [ %58, %76 ]
  %114 = icmp eq ptr %113, null
  br i1 %114, label %120, label %115

115:                                              ; preds = %112
  %116 = load ptr, ptr %63, align 8, !tbaa !32
  %117 = ptrtoint ptr %116 to i64
  %118 = ptrtoint ptr %113 to i64
  %119 = sub i64 %117, %118
  tail call void @_ZdlPvm(ptr noundef nonnull %113, i64 noundef %119) #26
  br label %120

120:                                              ; preds = %112, %115
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #24
  %121 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %121, i8 0, i64 40, i1 false)
  %122 = load ptr, ptr %24, align 8, !tbaa !13
  %123 = load ptr, ptr %23, align 8, !tbaa !13
  %124 = ptrtoint ptr %122 to i64
  %125 = ptrtoint ptr %123 to i64
  %126 = sub i64 %124, %125
  %127 = icmp eq ptr %122, %123
  br i1 %127, label %188, label %128

128:                                              ; preds = %120
  %129 = icmp ugt i64 %126, 9223372036854775792
  br i1 %129, label %130, label %132, !prof !30

130:                                              ; preds = %128
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #27
          to label %131 unwind label %208

131:                                              ; preds = %130
  unreachable

132:                                              ; preds = %128
  %133 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %126) #23
          to label %134 unwind label %208

134:                                              ; preds = %132, %151
  %135 = phi ptr [ %153, %151 ], [ %133, %132 ]
  %136 = phi ptr [ %152, %151 ], [ %123, %132 ]
  %137 = load ptr, ptr %136, align 8, !tbaa !110
  store ptr %137, ptr %135, align 8, !tbaa !110
  %138 = getelementptr inbounds i8, ptr %135, i64 8
  %139 = getelementptr inbounds i8, ptr %136, i64 8
  %140 = load ptr, ptr %139, align 8, !tbaa !22
  store ptr %140, ptr %138, align 8, !tbaa !22
  %141 = icmp eq ptr %140, null
  br i1 %141, label %151, label %142

142:                                              ; preds = %134
  %143 = getelementptr inbounds i8, ptr %140, i64 8
  %144 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %145 = icmp eq i8 %144, 0
  br i1 %145, label %149, label %146

146:                                              ; preds = %142
  %147 = load i32, ptr %143, align 4, !tbaa !5
  %148 = add nsw i32 %147, 1
  store i32 %148, ptr %143, align 4, !tbaa !5
  br label %151

149:                                              ; preds = %142
  %150 = atomicrmw volatile add ptr %143, i32 1 acq_rel, align 4
  br label %151

151:                                              ; preds = %149, %146, %134
  %152 = getelementptr inbounds i8, ptr %136, i64 16
  %153 = getelementptr inbounds i8, ptr %135, i64 16
  %154 = icmp eq ptr %152, %122
  br i1 %154, label %155, label %134, !llvm.loop !112

155:                                              ; preds = %151, %184
  %156 = phi ptr [ %185, %184 ], [ %133, %151 ]
  %157 = getelementptr inbounds i8, ptr %156, i64 8
  %158 = load ptr, ptr %157, align 8, !tbaa !22
  %159 = icmp eq ptr %158, null
  br i1 %159, label %184, label %160

160:                                              ; preds = %155
  %161 = getelementptr inbounds i8, ptr %158, i64 8
  %162 = load atomic i64, ptr %161 acquire, align 8
  %163 = icmp eq i64 %162, 4294967297
  %164 = trunc i64 %162 to i32
  br i1 %163, label %165, label %173

165:                                              ; preds = %160
  store i32 0, ptr %161, align 8, !tbaa !24
  %166 = getelementptr inbounds i8, ptr %158, i64 12
  store i32 0, ptr %166, align 4, !tbaa !26
  %167 = load ptr, ptr %158, align 8, !tbaa !27
  %168 = getelementptr inbounds i8, ptr %167, i64 16
  %169 = load ptr, ptr %168, align 8
  tail call void %169(ptr noundef nonnull align 8 dereferenceable(16) %158) #24
  %170 = load ptr, ptr %158, align 8, !tbaa !27
  %171 = getelementptr inbounds i8, ptr %170, i64 24
  %172 = load ptr, ptr %171, align 8
  tail call void %172(ptr noundef nonnull align 8 dereferenceable(16) %158) #24
  br label %184

173:                                              ; preds = %160
  %174 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %175 = icmp eq i8 %174, 0
  br i1 %175, label %178, label %176

176:                                              ; preds = %173
  %177 = add nsw i32 %164, -1
  store i32 %177, ptr %161, align 4, !tbaa !5
  br label %180

178:                                              ; preds = %173
  %179 = atomicrmw volatile add ptr %161, i32 -1 acq_rel, align 4
  br label %180

180:                                              ; preds = %178, %176
  %181 = phi i32 [ %164, %176 ], [ %179, %178 ]
  %182 = icmp eq i32 %181, 1
  br i1 %182, label %183, label %184, !prof !30

183:                                              ; preds = %180
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %158) #24
  br label %184

184:                                              ; preds = %183, %180, %165, %155
  %185 = getelementptr inbounds i8, ptr %156, i64 16
  %186 = icmp eq ptr %156, %135
  br i1 %186, label %187, label %155, !llvm.loop !31

187:                                              ; preds = %184
  tail call void @_ZdlPvm(ptr noundef nonnull %133, i64 noundef %126) #26
  br label %188

188:                                              ; preds = %120, %187
  %189 = load i64, ptr %18, align 8
  %190 = load i64, ptr %19, align 8
  %191 = load i64, ptr %5, align 8, !tbaa !33
  %192 = add i64 %191, %3
  %193 = icmp ugt i64 %192, %189
  %194 = load i64, ptr %13, align 8, !tbaa !33
  %195 = add i64 %194, %4
  %196 = icmp ugt i64 %195, %190
  %197 = or i1 %193, %196
  br i1 %197, label %198, label %212

198:                                              ; preds = %188
  %199 = tail call ptr @__cxa_allocate_exception(i64 64) #24
  %200 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #24
  %201 = extractvalue { i32, ptr } %200, 0
  %202 = extractvalue { i32, ptr } %200, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %199, i32 %201, ptr %202, ptr noundef nonnull @.str.13)
          to label %203 unwind label %210

203:                                              ; preds = %198
  invoke void @__cxa_throw(ptr nonnull %199, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #27
          to label %240 unwind label %206

204:                                              ; preds = %67
  %205 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %12) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #24
  br label %238

206:                                              ; preds = %233, %229, %227, %225, %223, %221, %212, %219, %214, %203
  %207 = landingpad { ptr, i32 }
          cleanup
  br label %236

208:                                              ; preds = %132, %130
  %209 = landingpad { ptr, i32 }
          cleanup
  br label %236

210:                                              ; preds = %198
  %211 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %199) #24
  br label %236

212:                                              ; preds = %188
  %213 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %214 unwind label %206

214:                                              ; preds = %212
  store ptr %213, ptr %121, align 8, !tbaa !149
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %215 unwind label %206

215:                                              ; preds = %214
  %216 = load ptr, ptr %1, align 8, !tbaa !98
  %217 = icmp eq ptr %216, null
  br i1 %217, label %218, label %219

218:                                              ; preds = %215
  tail call void @__assert_fail(ptr noundef nonnull @.str.15, ptr noundef nonnull @.str.16, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIiLi2ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS8_) #25
  unreachable

219:                                              ; preds = %215
  %220 = load ptr, ptr %0, align 8, !tbaa !113
  invoke void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef nonnull %216, ptr noundef %220, i32 noundef 2014, i32 noundef 1026, ptr noundef nonnull align 8 dereferenceable(24) %7)
          to label %221 unwind label %206

221:                                              ; preds = %219
  %222 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %223 unwind label %206

223:                                              ; preds = %221
  %224 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %225 unwind label %206

225:                                              ; preds = %223
  %226 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %227 unwind label %206

227:                                              ; preds = %225
  %228 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %229 unwind label %206

229:                                              ; preds = %227
  %230 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  %231 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  %232 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %233 unwind label %206

233:                                              ; preds = %229
  %234 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %235 unwind label %206

235:                                              ; preds = %233
  ret void

236:                                              ; preds = %210, %208, %206
  %237 = phi { ptr, i32 } [ %207, %206 ], [ %211, %210 ], [ %209, %208 ]
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  br label %238

238:                                              ; preds = %236, %204
  %239 = phi { ptr, i32 } [ %237, %236 ], [ %205, %204 ]
  resume { ptr, i32 } %239

240:                                              ; preds = %203
  unreachable
}

declare void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef byval(%"class.sycl::_V1::id.86") align 8, ptr noundef byval(%"class.sycl::_V1::range.88") align 8, ptr noundef byval(%"class.sycl::_V1::range.88") align 8, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i64 noundef, i1 noundef zeroext, ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #6

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  tail call void %21(ptr noundef nonnull align 8 dereferenceable(16) %10) #24
  %22 = load ptr, ptr %10, align 8, !tbaa !27
  %23 = getelementptr inbounds i8, ptr %22, i64 24
  %24 = load ptr, ptr %23, align 8
  tail call void %24(ptr noundef nonnull align 8 dereferenceable(16) %10) #24
  br label %36

25:                                               ; preds = %12
  %26 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %27 = icmp eq i8 %26, 0
  br i1 %27, label %30, label %28

28:                                               ; preds = %25
  %29 = add nsw i32 %16, -1
  store i32 %29, ptr %13, align 4, !tbaa !5
  br label %32

30:                                               ; preds = %25
  %31 = atomicrmw volatile add ptr %13, i32 -1 acq_rel, align 4
  br label %32

32:                                               ; preds = %30, %28
  %33 = phi i32 [ %16, %28 ], [ %31, %30 ]
  %34 = icmp eq i32 %33, 1
  br i1 %34, label %35, label %36, !prof !30

35:                                               ; preds = %32
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %10) #24
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
  tail call void @_ZdlPvm(ptr noundef nonnull %42, i64 noundef %49) #26
  br label %50

50:                                               ; preds = %41, %44
  ret void
}

declare void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef, i32 noundef) local_unnamed_addr #6

declare void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #6

declare noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #6

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #6

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #6

; Function Attrs: nounwind
declare noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #12

; Function Attrs: nounwind
declare noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #12

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #6

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIiLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi2ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerENS0_5rangeILi2EEENS0_2idILi2EEERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %0, ptr noundef nonnull align 8 dereferenceable(41) %1, ptr noundef nonnull align 8 dereferenceable(176) %2, i64 %3, i64 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5, ptr noundef nonnull align 8 dereferenceable(32) %6, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %7) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %9 = alloca %"class.sycl::_V1::id.86", align 16
  %10 = alloca %"class.sycl::_V1::range.88", align 8
  %11 = alloca %"class.sycl::_V1::range.88", align 16
  %12 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %13 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %14 = getelementptr inbounds i8, ptr %5, i64 8
  %15 = load <2 x i64>, ptr %5, align 8
  store <2 x i64> %15, ptr %9, align 16, !tbaa !33, !alias.scope !151
  %16 = getelementptr inbounds i8, ptr %9, i64 16
  store i64 0, ptr %16, align 16, !tbaa !33, !alias.scope !151
  store i64 %3, ptr %10, align 8, !tbaa !33, !alias.scope !154
  %17 = getelementptr inbounds i8, ptr %10, i64 8
  store i64 %4, ptr %17, align 8, !tbaa !33, !alias.scope !154
  %18 = getelementptr inbounds i8, ptr %10, i64 16
  store i64 1, ptr %18, align 8, !tbaa !33, !alias.scope !154
  %19 = getelementptr inbounds i8, ptr %1, i64 16
  %20 = getelementptr inbounds i8, ptr %1, i64 24
  %21 = load <2 x i64>, ptr %19, align 8
  store <2 x i64> %21, ptr %11, align 16, !tbaa !33, !alias.scope !157
  %22 = getelementptr inbounds i8, ptr %11, i64 16
  store i64 1, ptr %22, align 16, !tbaa !33, !alias.scope !157
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #24
  %23 = load i64, ptr %6, align 8
  %24 = getelementptr inbounds i8, ptr %6, i64 8
  %25 = getelementptr inbounds i8, ptr %6, i64 16
  %26 = load ptr, ptr %25, align 8, !tbaa !13
  %27 = load ptr, ptr %24, align 8, !tbaa !13
  %28 = ptrtoint ptr %26 to i64
  %29 = ptrtoint ptr %27 to i64
  %30 = sub i64 %28, %29
  %31 = icmp eq ptr %26, %27
  br i1 %31, label %58, label %32

32:                                               ; preds = %8
  %33 = icmp ugt i64 %30, 9223372036854775792
  br i1 %33, label %34, label %35, !prof !30

34:                                               ; preds = %32
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #27
  unreachable

35:                                               ; preds = %32
  %36 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %30) #23
  br label %37

37:                                               ; preds = %54, %35
  %38 = phi ptr [ %56, %54 ], [ %36, %35 ]
  %39 = phi ptr [ %55, %54 ], [ %27, %35 ]
  %40 = load ptr, ptr %39, align 8, !tbaa !110
  store ptr %40, ptr %38, align 8, !tbaa !110
  %41 = getelementptr inbounds i8, ptr %38, i64 8
  %42 = getelementptr inbounds i8, ptr %39, i64 8
  %43 = load ptr, ptr %42, align 8, !tbaa !22
  store ptr %43, ptr %41, align 8, !tbaa !22
  %44 = icmp eq ptr %43, null
  br i1 %44, label %54, label %45

45:                                               ; preds = %37
  %46 = getelementptr inbounds i8, ptr %43, i64 8
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %52, label %49

49:                                               ; preds = %45
  %50 = load i32, ptr %46, align 4, !tbaa !5
  %51 = add nsw i32 %50, 1
  store i32 %51, ptr %46, align 4, !tbaa !5
  br label %54

52:                                               ; preds = %45
  %53 = atomicrmw volatile add ptr %46, i32 1 acq_rel, align 4
  br label %54

54:                                               ; preds = %52, %49, %37
  %55 = getelementptr inbounds i8, ptr %39, i64 16
  %56 = getelementptr inbounds i8, ptr %38, i64 16
  %57 = icmp eq ptr %55, %26
  br i1 %57, label %58, label %37, !llvm.loop !112

58:                                               ; preds = %54, %8
  %59 = phi ptr [ null, %8 ], [ %36, %54 ]
  %60 = phi ptr [ null, %8 ], [ %56, %54 ]
  %61 = getelementptr inbounds i8, ptr %59, i64 %30
  store i64 %23, ptr %12, align 8
  %62 = getelementptr inbounds i8, ptr %12, i64 8
  store ptr %59, ptr %62, align 8, !tbaa !19
  %63 = getelementptr inbounds i8, ptr %12, i64 16
  store ptr %60, ptr %63, align 8, !tbaa !21
  %64 = getelementptr inbounds i8, ptr %12, i64 24
  store ptr %61, ptr %64, align 8, !tbaa !32
  %65 = load ptr, ptr %1, align 8, !tbaa !98
  %66 = icmp eq ptr %65, null
  br i1 %66, label %67, label %68

67:                                               ; preds = %58
  tail call void @__assert_fail(ptr noundef nonnull @.str.15, ptr noundef nonnull @.str.16, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIiLi2ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS8_) #25
  unreachable

68:                                               ; preds = %58
  %69 = getelementptr inbounds i8, ptr %1, i64 32
  %70 = load i64, ptr %69, align 8, !tbaa !90
  %71 = getelementptr inbounds i8, ptr %1, i64 40
  %72 = load i8, ptr %71, align 8, !tbaa !97, !range !64, !noundef !65
  %73 = trunc nuw i8 %72 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id.86") align 8 %9, ptr noundef nonnull byval(%"class.sycl::_V1::range.88") align 8 %10, ptr noundef nonnull byval(%"class.sycl::_V1::range.88") align 8 %11, i32 noundef 1024, ptr noundef nonnull %65, i32 noundef 2, i32 noundef 4, i64 noundef %70, i1 noundef zeroext %73, ptr noundef nonnull align 8 dereferenceable(32) %6)
          to label %74 unwind label %232

74:                                               ; preds = %68
  %75 = icmp eq ptr %59, %60
  br i1 %75, label %110, label %76

76:                                               ; preds = %74, %105
  %77 = phi ptr [ %106, %105 ], [ %59, %74 ]
  %78 = getelementptr inbounds i8, ptr %77, i64 8
  %79 = load ptr, ptr %78, align 8, !tbaa !22
  %80 = icmp eq ptr %79, null
  br i1 %80, label %105, label %81

81:                                               ; preds = %76
  %82 = getelementptr inbounds i8, ptr %79, i64 8
  %83 = load atomic i64, ptr %82 acquire, align 8
  %84 = icmp eq i64 %83, 4294967297
  %85 = trunc i64 %83 to i32
  br i1 %84, label %86, label %94

86:                                               ; preds = %81
  store i32 0, ptr %82, align 8, !tbaa !24
  %87 = getelementptr inbounds i8, ptr %79, i64 12
  store i32 0, ptr %87, align 4, !tbaa !26
  %88 = load ptr, ptr %79, align 8, !tbaa !27
  %89 = getelementptr inbounds i8, ptr %88, i64 16
  %90 = load ptr, ptr %89, align 8
  tail call void %90(ptr noundef nonnull align 8 dereferenceable(16) %79) #24
  %91 = load ptr, ptr %79, align 8, !tbaa !27
  %92 = getelementptr inbounds i8, ptr %91, i64 24
  %93 = load ptr, ptr %92, align 8
  tail call void %93(ptr noundef nonnull align 8 dereferenceable(16) %79) #24
  br label %105

94:                                               ; preds = %81
  %95 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %96 = icmp eq i8 %95, 0
  br i1 %96, label %99, label %97

97:                                               ; preds = %94
  %98 = add nsw i32 %85, -1
  store i32 %98, ptr %82, align 4, !tbaa !5
  br label %101

99:                                               ; preds = %94
  %100 = atomicrmw volatile add ptr %82, i32 -1 acq_rel, align 4
  br label %101

101:                                              ; preds = %99, %97
  %102 = phi i32 [ %85, %97 ], [ %100, %99 ]
  %103 = icmp eq i32 %102, 1
  br i1 %103, label %104, label %105, !prof !30

104:                                              ; preds = %101
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %79) #24
  br label %105

105:                                              ; preds = %104, %101, %86, %76
  %106 = getelementptr inbounds i8, ptr %77, i64 16
  %107 = icmp eq ptr %106, %60
  br i1 %107, label %108, label %76, !llvm.loop !31

108:                                              ; preds = %105
  %109 = load ptr, ptr %62, align 8, !tbaa !19
  br label %110

110:                                              ; preds = %108, %74
  %111 = phi ptr [ %109, %108 ], [ %59, %74 ]
  %112 = icmp eq ptr %111, null
  br i1 %112, label %118, label %113

113:                                              ; preds = %110
  %114 = load ptr, ptr %64, align 8, !tbaa !32
  %115 = ptrtoint ptr %114 to i64
  %116 = ptrtoint ptr %111 to i64
  %117 = sub i64 %115, %116
  tail call void @_ZdlPvm(ptr noundef nonnull %111, i64 noundef %117) #26
  br label %118

118:                                              ; preds = %110, %113
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #24
  %119 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %119, i8 0, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13) #24
  %120 = load i64, ptr %6, align 8
  %121 = load ptr, ptr %25, align 8, !tbaa !13
  %122 = load ptr, ptr %24, align 8, !tbaa !13
  %123 = ptrtoint ptr %121 to i64
  %124 = ptrtoint ptr %122 to i64
  %125 = sub i64 %123, %124
  %126 = icmp eq ptr %121, %122
  br i1 %126, label %154, label %127

127:                                              ; preds = %118
  %128 = icmp ugt i64 %125, 9223372036854775792
  br i1 %128, label %129, label %131, !prof !30

129:                                              ; preds = %127
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #27
          to label %130 unwind label %236

130:                                              ; preds = %129
  unreachable

131:                                              ; preds = %127
  %132 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %125) #23
          to label %133 unwind label %236

133:                                              ; preds = %131, %150
  %134 = phi ptr [ %152, %150 ], [ %132, %131 ]
  %135 = phi ptr [ %151, %150 ], [ %122, %131 ]
  %136 = load ptr, ptr %135, align 8, !tbaa !110
  store ptr %136, ptr %134, align 8, !tbaa !110
  %137 = getelementptr inbounds i8, ptr %134, i64 8
  %138 = getelementptr inbounds i8, ptr %135, i64 8
  %139 = load ptr, ptr %138, align 8, !tbaa !22
  store ptr %139, ptr %137, align 8, !tbaa !22
  %140 = icmp eq ptr %139, null
  br i1 %140, label %150, label %141

141:                                              ; preds = %133
  %142 = getelementptr inbounds i8, ptr %139, i64 8
  %143 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %144 = icmp eq i8 %143, 0
  br i1 %144, label %148, label %145

145:                                              ; preds = %141
  %146 = load i32, ptr %142, align 4, !tbaa !5
  %147 = add nsw i32 %146, 1
  store i32 %147, ptr %142, align 4, !tbaa !5
  br label %150

148:                                              ; preds = %141
  %149 = atomicrmw volatile add ptr %142, i32 1 acq_rel, align 4
  br label %150

150:                                              ; preds = %148, %145, %133
  %151 = getelementptr inbounds i8, ptr %135, i64 16
  %152 = getelementptr inbounds i8, ptr %134, i64 16
  %153 = icmp eq ptr %151, %121
  br i1 %153, label %154, label %133, !llvm.loop !112

154:                                              ; preds = %150, %118
  %155 = phi ptr [ null, %118 ], [ %132, %150 ]
  %156 = phi ptr [ null, %118 ], [ %152, %150 ]
  %157 = getelementptr inbounds i8, ptr %155, i64 %125
  store i64 %120, ptr %13, align 8
  %158 = getelementptr inbounds i8, ptr %13, i64 8
  store ptr %155, ptr %158, align 8, !tbaa !19
  %159 = getelementptr inbounds i8, ptr %13, i64 16
  store ptr %156, ptr %159, align 8, !tbaa !21
  %160 = getelementptr inbounds i8, ptr %13, i64 24
  store ptr %157, ptr %160, align 8, !tbaa !32
  %161 = and i64 %120, 16
  %162 = icmp eq i64 %161, 0
  br i1 %162, label %172, label %163

163:                                              ; preds = %154
  %164 = tail call ptr @__cxa_allocate_exception(i64 64) #24
  %165 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #24
  %166 = extractvalue { i32, ptr } %165, 0
  %167 = extractvalue { i32, ptr } %165, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %164, i32 %166, ptr %167, ptr noundef nonnull @.str.17)
          to label %168 unwind label %170

168:                                              ; preds = %163
  invoke void @__cxa_throw(ptr nonnull %164, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #27
          to label %169 unwind label %238

169:                                              ; preds = %168
  unreachable

170:                                              ; preds = %163
  %171 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %164) #24
  br label %240

172:                                              ; preds = %154
  %173 = icmp eq ptr %155, %156
  br i1 %173, label %208, label %174

174:                                              ; preds = %172, %203
  %175 = phi ptr [ %204, %203 ], [ %155, %172 ]
  %176 = getelementptr inbounds i8, ptr %175, i64 8
  %177 = load ptr, ptr %176, align 8, !tbaa !22
  %178 = icmp eq ptr %177, null
  br i1 %178, label %203, label %179

179:                                              ; preds = %174
  %180 = getelementptr inbounds i8, ptr %177, i64 8
  %181 = load atomic i64, ptr %180 acquire, align 8
  %182 = icmp eq i64 %181, 4294967297
  %183 = trunc i64 %181 to i32
  br i1 %182, label %184, label %192

184:                                              ; preds = %179
  store i32 0, ptr %180, align 8, !tbaa !24
  %185 = getelementptr inbounds i8, ptr %177, i64 12
  store i32 0, ptr %185, align 4, !tbaa !26
  %186 = load ptr, ptr %177, align 8, !tbaa !27
  %187 = getelementptr inbounds i8, ptr %186, i64 16
  %188 = load ptr, ptr %187, align 8
  tail call void %188(ptr noundef nonnull align 8 dereferenceable(16) %177) #24
  %189 = load ptr, ptr %177, align 8, !tbaa !27
  %190 = getelementptr inbounds i8, ptr %189, i64 24
  %191 = load ptr, ptr %190, align 8
  tail call void %191(ptr noundef nonnull align 8 dereferenceable(16) %177) #24
  br label %203

192:                                              ; preds = %179
  %193 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %194 = icmp eq i8 %193, 0
  br i1 %194, label %197, label %195

195:                                              ; preds = %192
  %196 = add nsw i32 %183, -1
  store i32 %196, ptr %180, align 4, !tbaa !5
  br label %199

197:                                              ; preds = %192
  %198 = atomicrmw volatile add ptr %180, i32 -1 acq_rel, align 4
  br label %199

199:                                              ; preds = %197, %195
  %200 = phi i32 [ %183, %195 ], [ %198, %197 ]
  %201 = icmp eq i32 %200, 1
  br i1 %201, label %202, label %203, !prof !30

202:                                              ; preds = %199
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %177) #24
  br label %203

203:                                              ; preds = %202, %199, %184, %174
  %204 = getelementptr inbounds i8, ptr %175, i64 16
  %205 = icmp eq ptr %204, %156
  br i1 %205, label %206, label %174, !llvm.loop !31

206:                                              ; preds = %203
  %207 = load ptr, ptr %158, align 8, !tbaa !19
  br label %208

208:                                              ; preds = %206, %172
  %209 = phi ptr [ %207, %206 ], [ %155, %172 ]
  %210 = icmp eq ptr %209, null
  br i1 %210, label %216, label %211

211:                                              ; preds = %208
  %212 = load ptr, ptr %160, align 8, !tbaa !32
  %213 = ptrtoint ptr %212 to i64
  %214 = ptrtoint ptr %209 to i64
  %215 = sub i64 %213, %214
  tail call void @_ZdlPvm(ptr noundef nonnull %209, i64 noundef %215) #26
  br label %216

216:                                              ; preds = %211, %208
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #24
  %217 = load i64, ptr %19, align 8
  %218 = load i64, ptr %20, align 8
  %219 = load i64, ptr %5, align 8, !tbaa !33
  %220 = add i64 %219, %3
  %221 = icmp ugt i64 %220, %217
  %222 = load i64, ptr %14, align 8, !tbaa !33
  %223 = add i64 %222, %4
  %224 = icmp ugt i64 %223, %218
  %225 = or i1 %221, %224
  br i1 %225, label %226, label %246

226:                                              ; preds = %216
  %227 = tail call ptr @__cxa_allocate_exception(i64 64) #24
  %228 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #24
  %229 = extractvalue { i32, ptr } %228, 0
  %230 = extractvalue { i32, ptr } %228, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %227, i32 %229, ptr %230, ptr noundef nonnull @.str.13)
          to label %231 unwind label %244

231:                                              ; preds = %226
  invoke void @__cxa_throw(ptr nonnull %227, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #27
          to label %274 unwind label %234

232:                                              ; preds = %68
  %233 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %12) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #24
  br label %272

234:                                              ; preds = %267, %263, %261, %259, %257, %255, %246, %253, %248, %231
  %235 = landingpad { ptr, i32 }
          cleanup
  br label %270

236:                                              ; preds = %131, %129
  %237 = landingpad { ptr, i32 }
          cleanup
  br label %242

238:                                              ; preds = %168
  %239 = landingpad { ptr, i32 }
          cleanup
  br label %240

240:                                              ; preds = %170, %238
  %241 = phi { ptr, i32 } [ %239, %238 ], [ %171, %170 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %13) #24
  br label %242

242:                                              ; preds = %240, %236
  %243 = phi { ptr, i32 } [ %241, %240 ], [ %237, %236 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #24
  br label %270

244:                                              ; preds = %226
  %245 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %227) #24
  br label %270

246:                                              ; preds = %216
  %247 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %248 unwind label %234

248:                                              ; preds = %246
  store ptr %247, ptr %119, align 8, !tbaa !115
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %249 unwind label %234

249:                                              ; preds = %248
  %250 = load ptr, ptr %1, align 8, !tbaa !98
  %251 = icmp eq ptr %250, null
  br i1 %251, label %252, label %253

252:                                              ; preds = %249
  tail call void @__assert_fail(ptr noundef nonnull @.str.15, ptr noundef nonnull @.str.16, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIiLi2ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS8_) #25
  unreachable

253:                                              ; preds = %249
  %254 = load ptr, ptr %0, align 8, !tbaa !113
  invoke void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef nonnull %250, ptr noundef %254, i32 noundef 2014, i32 noundef 1024, ptr noundef nonnull align 8 dereferenceable(24) %7)
          to label %255 unwind label %234

255:                                              ; preds = %253
  %256 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %257 unwind label %234

257:                                              ; preds = %255
  %258 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %259 unwind label %234

259:                                              ; preds = %257
  %260 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %261 unwind label %234

261:                                              ; preds = %259
  %262 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %263 unwind label %234

263:                                              ; preds = %261
  %264 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  %265 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  %266 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %267 unwind label %234

267:                                              ; preds = %263
  %268 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %269 unwind label %234

269:                                              ; preds = %267
  ret void

270:                                              ; preds = %244, %242, %234
  %271 = phi { ptr, i32 } [ %235, %234 ], [ %245, %244 ], [ %243, %242 ]
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  br label %272

272:                                              ; preds = %270, %232
  %273 = phi { ptr, i32 } [ %271, %270 ], [ %233, %232 ]
  resume { ptr, i32 } %273

274:                                              ; preds = %231
  unreachable
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local { i64, i32 } @_ZN4sycl3_V16detail18getKernelParamDescI8AddBlockEENS1_19kernel_param_desc_tEi(i32 noundef %0) #2 comdat {
  %2 = add i32 %0, 3
  %3 = zext i32 %2 to i64
  %4 = getelementptr inbounds [11 x %"struct.sycl::_V1::detail::kernel_param_desc_t"], ptr @_ZN4sycl3_V16detailL17kernel_signaturesE, i64 0, i64 %3
  %5 = load i64, ptr %4, align 4
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = load i32, ptr %6, align 4, !tbaa !5
  %8 = insertvalue { i64, i32 } poison, i64 %5, 0
  %9 = insertvalue { i64, i32 } %8, i32 %7, 1
  ret { i64, i32 } %9
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNK4sycl3_V17handler28throwOnKernelParameterMisuseERKNS0_6detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull align 8 dereferenceable(81) %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %1, i64 16
  %4 = load i32, ptr %3, align 8, !tbaa !160
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %13, label %6

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %1, i64 72
  br label %14

8:                                                ; preds = %30
  %9 = add nuw nsw i64 %15, 1
  %10 = load i32, ptr %3, align 8, !tbaa !160
  %11 = zext i32 %10 to i64
  %12 = icmp ult i64 %9, %11
  br i1 %12, label %14, label %13, !llvm.loop !163

13:                                               ; preds = %8, %2
  ret void

14:                                               ; preds = %6, %8
  %15 = phi i64 [ 0, %6 ], [ %9, %8 ]
  %16 = load ptr, ptr %7, align 8, !tbaa !164
  %17 = trunc nuw i64 %15 to i32
  %18 = tail call { i64, i32 } %16(i32 noundef %17)
  %19 = extractvalue { i64, i32 } %18, 0
  %20 = and i64 %19, 8796093022207
  %21 = icmp eq i64 %20, 8658654068736
  br i1 %21, label %22, label %30

22:                                               ; preds = %14
  %23 = tail call ptr @__cxa_allocate_exception(i64 64) #24
  %24 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 6) #24
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
  %34 = tail call ptr @__cxa_allocate_exception(i64 64) #24
  %35 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 6) #24
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
  tail call void @__cxa_free_exception(ptr %42) #24
  resume { ptr, i32 } %43
}

declare void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(176), ptr, i64) local_unnamed_addr #6

declare noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(176)) local_unnamed_addr #6

declare void @_ZN4sycl3_V17handler20setNDRangeDescriptorENS0_6detail16nd_range_view_v113nd_range_viewEb(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef byval(%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view") align 8, i1 noundef zeroext) local_unnamed_addr #6

declare void @_ZN4sycl3_V17handler23instantiateKernelOnHostEPv(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef) local_unnamed_addr #6

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler19setDeviceKernelInfoI8AddBlockEEvPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 64
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoI8AddBlockEEvPv.Info, i64 16, i1 false), !tbaa.struct !165
  tail call void @_ZN4sycl3_V17handler13setKernelFuncEPv(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef %1)
  %4 = load atomic i8, ptr @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI8AddBlockEERNS1_16DeviceKernelInfoEvE4Info acquire, align 8
  %5 = icmp eq i8 %4, 0
  br i1 %5, label %6, label %14, !prof !166

6:                                                ; preds = %2
  %7 = tail call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI8AddBlockEERNS1_16DeviceKernelInfoEvE4Info) #24
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %14, label %9

9:                                                ; preds = %6
  %10 = invoke noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoERKNS1_27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(81) @_ZN4sycl3_V16detail27compile_time_kernel_info_v121CompileTimeKernelInfoI8AddBlockEE)
          to label %11 unwind label %12

11:                                               ; preds = %9
  store ptr %10, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI8AddBlockEERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !13
  tail call void @__cxa_guard_release(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI8AddBlockEERNS1_16DeviceKernelInfoEvE4Info) #24
  br label %14

12:                                               ; preds = %9
  %13 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_guard_abort(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoI8AddBlockEERNS1_16DeviceKernelInfoEvE4Info) #24
  resume { ptr, i32 } %13

14:                                               ; preds = %2, %6, %11
  %15 = load ptr, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoI8AddBlockEERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !13
  tail call void @_ZN4sycl3_V17handler22setDeviceKernelInfoPtrEPNS0_6detail16DeviceKernelInfoE(ptr noundef nonnull align 8 dereferenceable(176) %0, ptr noundef nonnull %15)
  tail call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(176) %0, i32 noundef 1)
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(120) %0) unnamed_addr #19 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(120) %0) unnamed_addr #3 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, i64 16), ptr %0, align 8, !tbaa !27
  %2 = getelementptr inbounds i8, ptr %0, i64 72
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %15 = load ptr, ptr %3, align 8, !tbaa !27
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !5
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !30

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

29:                                               ; preds = %28, %25, %10, %1
  %30 = getelementptr inbounds i8, ptr %0, i64 16
  %31 = load ptr, ptr %30, align 8, !tbaa !22
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !24
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !26
  %40 = load ptr, ptr %31, align 8, !tbaa !27
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
  %43 = load ptr, ptr %31, align 8, !tbaa !27
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !5
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !30

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED0Ev(ptr noundef nonnull align 8 dereferenceable(120) %0) unnamed_addr #3 align 2 {
  tail call void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED2Ev(ptr noundef nonnull align 8 dereferenceable(120) %0) #24
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 120) #26
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi2ELb1EEEZZ4mainENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi2EEEE_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE(ptr noundef %0, ptr nocapture noundef readonly byval(%"class.sycl::_V1::item") align 8 %1, ptr nocapture nonnull readnone align 1 %2) #2 personality ptr @__gxx_personality_v0 {
  %4 = getelementptr inbounds i8, ptr %1, i64 16
  %5 = load i64, ptr %4, align 8, !tbaa !33
  %6 = getelementptr inbounds i8, ptr %1, i64 24
  %7 = load i64, ptr %6, align 8, !tbaa !33
  %8 = getelementptr inbounds i8, ptr %0, i64 56
  %9 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %8), !noalias !167
  %10 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %8), !noalias !170
  %11 = load i64, ptr %10, align 8
  %12 = add i64 %11, %5
  %13 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %8), !noalias !173
  %14 = getelementptr inbounds i8, ptr %13, i64 8
  %15 = load i64, ptr %14, align 8
  %16 = mul i64 %15, %12
  %17 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %8), !noalias !176
  %18 = getelementptr inbounds i8, ptr %17, i64 8
  %19 = load i64, ptr %18, align 8
  %20 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %8) #24
  %21 = getelementptr i32, ptr %20, i64 %16
  %22 = getelementptr i32, ptr %21, i64 %7
  %23 = getelementptr i32, ptr %22, i64 %19
  %24 = load i32, ptr %23, align 4, !tbaa !5
  %25 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0), !noalias !179
  %26 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0), !noalias !182
  %27 = load i64, ptr %26, align 8
  %28 = add i64 %27, %5
  %29 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0), !noalias !185
  %30 = getelementptr inbounds i8, ptr %29, i64 8
  %31 = load i64, ptr %30, align 8
  %32 = mul i64 %31, %28
  %33 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0), !noalias !188
  %34 = getelementptr inbounds i8, ptr %33, i64 8
  %35 = load i64, ptr %34, align 8
  %36 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  %37 = getelementptr i32, ptr %36, i64 %32
  %38 = getelementptr i32, ptr %37, i64 %7
  %39 = getelementptr i32, ptr %38, i64 %35
  %40 = load i32, ptr %39, align 4, !tbaa !5
  %41 = add nsw i32 %40, %24
  store i32 %41, ptr %39, align 4, !tbaa !5
  ret void
}

declare void @_ZN4sycl3_V17handler13setKernelFuncEPv(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef) local_unnamed_addr #6

declare void @_ZN4sycl3_V17handler22setDeviceKernelInfoPtrEPNS0_6detail16DeviceKernelInfoE(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef) local_unnamed_addr #6

declare void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(176), i32 noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare i32 @__cxa_guard_acquire(ptr) local_unnamed_addr #20

declare noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoERKNS1_27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(81)) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare void @__cxa_guard_abort(ptr) local_unnamed_addr #20

; Function Attrs: nofree nounwind
declare void @__cxa_guard_release(ptr) local_unnamed_addr #20

declare void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviibmbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef byval(%"class.sycl::_V1::id.86") align 8, ptr noundef byval(%"class.sycl::_V1::range.88") align 8, ptr noundef byval(%"class.sycl::_V1::range.88") align 8, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i1 noundef zeroext, i64 noundef, i1 noundef zeroext, ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #6

declare noundef zeroext i1 @_ZNK4sycl3_V16detail16AccessorBaseHost13isPlaceholderEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #6

declare void @_ZN4sycl3_V16detail22addHostAccessorAndWaitEPNS1_16AccessorImplHostE(ptr noundef) local_unnamed_addr #6

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZ4mainEUlRNS0_7handlerEE0_E4callEPKvS5_(ptr nocapture noundef readonly %0, ptr noundef nonnull align 8 dereferenceable(176) %1) #2 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::range", align 8
  %4 = alloca %"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view", align 8
  %5 = alloca %"struct.sycl::_V1::detail::compile_time_kernel_info_v1::CompileTimeKernelInfoTy", align 8
  %6 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %7 = alloca %"class.sycl::_V1::id", align 8
  %8 = alloca %"class.sycl::_V1::accessor", align 8
  %9 = alloca %"class.sycl::_V1::accessor.169", align 8
  %10 = alloca %"class.sycl::_V1::property_list", align 8
  %11 = alloca %class.anon.173, align 8
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %8)
  %12 = load ptr, ptr %0, align 8, !tbaa !191
  %13 = load ptr, ptr %12, align 8, !tbaa !113
  store ptr %13, ptr %8, align 8, !tbaa !113
  %14 = getelementptr inbounds i8, ptr %8, i64 8
  %15 = getelementptr inbounds i8, ptr %12, i64 8
  %16 = load ptr, ptr %15, align 8, !tbaa !22
  store ptr %16, ptr %14, align 8, !tbaa !22
  %17 = icmp eq ptr %16, null
  br i1 %17, label %27, label %18

18:                                               ; preds = %2
  %19 = getelementptr inbounds i8, ptr %16, i64 8
  %20 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %21 = icmp eq i8 %20, 0
  br i1 %21, label %25, label %22

22:                                               ; preds = %18
  %23 = load i32, ptr %19, align 4, !tbaa !5
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %19, align 4, !tbaa !5
  br label %27

25:                                               ; preds = %18
  %26 = atomicrmw volatile add ptr %19, i32 1 acq_rel, align 4
  br label %27

27:                                               ; preds = %25, %22, %2
  %28 = getelementptr inbounds i8, ptr %8, i64 16
  %29 = getelementptr inbounds i8, ptr %12, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %28, ptr noundef nonnull align 8 dereferenceable(40) %29, i64 40, i1 false)
  %30 = invoke noundef zeroext i1 @_ZNK4sycl3_V16detail16AccessorBaseHost13isPlaceholderEv(ptr noundef nonnull align 8 dereferenceable(16) %8)
          to label %31 unwind label %319

31:                                               ; preds = %27
  br i1 %30, label %32, label %33

32:                                               ; preds = %31
  invoke void @_ZN4sycl3_V17handler20associateWithHandlerEPNS0_6detail16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull %8, i32 noundef 2014)
          to label %33 unwind label %319

33:                                               ; preds = %32, %31
  %34 = load ptr, ptr %14, align 8, !tbaa !22
  %35 = icmp eq ptr %34, null
  br i1 %35, label %60, label %36

36:                                               ; preds = %33
  %37 = getelementptr inbounds i8, ptr %34, i64 8
  %38 = load atomic i64, ptr %37 acquire, align 8
  %39 = icmp eq i64 %38, 4294967297
  %40 = trunc i64 %38 to i32
  br i1 %39, label %41, label %49

41:                                               ; preds = %36
  store i32 0, ptr %37, align 8, !tbaa !24
  %42 = getelementptr inbounds i8, ptr %34, i64 12
  store i32 0, ptr %42, align 4, !tbaa !26
  %43 = load ptr, ptr %34, align 8, !tbaa !27
  %44 = getelementptr inbounds i8, ptr %43, i64 16
  %45 = load ptr, ptr %44, align 8
  call void %45(ptr noundef nonnull align 8 dereferenceable(16) %34) #24
  %46 = load ptr, ptr %34, align 8, !tbaa !27
  %47 = getelementptr inbounds i8, ptr %46, i64 24
  %48 = load ptr, ptr %47, align 8
  call void %48(ptr noundef nonnull align 8 dereferenceable(16) %34) #24
  br label %60

49:                                               ; preds = %36
  %50 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %51 = icmp eq i8 %50, 0
  br i1 %51, label %54, label %52

52:                                               ; preds = %49
  %53 = add nsw i32 %40, -1
  store i32 %53, ptr %37, align 4, !tbaa !5
  br label %56

54:                                               ; preds = %49
  %55 = atomicrmw volatile add ptr %37, i32 -1 acq_rel, align 4
  br label %56

56:                                               ; preds = %54, %52
  %57 = phi i32 [ %40, %52 ], [ %55, %54 ]
  %58 = icmp eq i32 %57, 1
  br i1 %58, label %59, label %60, !prof !30

59:                                               ; preds = %56
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %34) #24
  br label %60

60:                                               ; preds = %59, %56, %41, %33
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %9) #24
  %61 = getelementptr inbounds i8, ptr %0, i64 8
  %62 = load ptr, ptr %61, align 8, !tbaa !193
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %10, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6)
  store ptr @.str, ptr %6, align 8
  %63 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr @.str.12, ptr %63, align 8
  %64 = getelementptr inbounds i8, ptr %6, i64 16
  store i32 30, ptr %64, align 8
  %65 = getelementptr inbounds i8, ptr %6, i64 20
  store i32 22, ptr %65, align 4
  store i64 14, ptr %7, align 8
  %66 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 0, ptr %66, align 8
  invoke void @_ZN4sycl3_V18accessorIiLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi2ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerENS0_5rangeILi2EEENS0_2idILi2EEERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %9, ptr noundef nonnull align 8 dereferenceable(41) %62, ptr noundef nonnull align 8 dereferenceable(176) %1, i64 2, i64 32, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %7, ptr noundef nonnull align 8 dereferenceable(32) %10, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %6)
          to label %67 unwind label %321

67:                                               ; preds = %60
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6)
  %68 = getelementptr inbounds i8, ptr %10, i64 8
  %69 = load ptr, ptr %68, align 8, !tbaa !19
  %70 = getelementptr inbounds i8, ptr %10, i64 16
  %71 = load ptr, ptr %70, align 8, !tbaa !21
  %72 = icmp eq ptr %69, %71
  br i1 %72, label %107, label %73

73:                                               ; preds = %67, %102
  %74 = phi ptr [ %103, %102 ], [ %69, %67 ]
  %75 = getelementptr inbounds i8, ptr %74, i64 8
  %76 = load ptr, ptr %75, align 8, !tbaa !22
  %77 = icmp eq ptr %76, null
  br i1 %77, label %102, label %78

78:                                               ; preds = %73
  %79 = getelementptr inbounds i8, ptr %76, i64 8
  %80 = load atomic i64, ptr %79 acquire, align 8
  %81 = icmp eq i64 %80, 4294967297
  %82 = trunc i64 %80 to i32
  br i1 %81, label %83, label %91

83:                                               ; preds = %78
  store i32 0, ptr %79, align 8, !tbaa !24
  %84 = getelementptr inbounds i8, ptr %76, i64 12
  store i32 0, ptr %84, align 4, !tbaa !26
  %85 = load ptr, ptr %76, align 8, !tbaa !27
  %86 = getelementptr inbounds i8, ptr %85, i64 16
  %87 = load ptr, ptr %86, align 8
  call void %87(ptr noundef nonnull align 8 dereferenceable(16) %76) #24
  %88 = load ptr, ptr %76, align 8, !tbaa !27
  %89 = getelementptr inbounds i8, ptr %88, i64 24
  %90 = load ptr, ptr %89, align 8
  call void %90(ptr noundef nonnull align 8 dereferenceable(16) %76) #24
  br label %102

91:                                               ; preds = %78
  %92 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %93 = icmp eq i8 %92, 0
  br i1 %93, label %96, label %94

94:                                               ; preds = %91
  %95 = add nsw i32 %82, -1
  store i32 %95, ptr %79, align 4, !tbaa !5
  br label %98

96:                                               ; preds = %91
  %97 = atomicrmw volatile add ptr %79, i32 -1 acq_rel, align 4
  br label %98

98:                                               ; preds = %96, %94
  %99 = phi i32 [ %82, %94 ], [ %97, %96 ]
  %100 = icmp eq i32 %99, 1
  br i1 %100, label %101, label %102, !prof !30

101:                                              ; preds = %98
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %76) #24
  br label %102

102:                                              ; preds = %101, %98, %83, %73
  %103 = getelementptr inbounds i8, ptr %74, i64 16
  %104 = icmp eq ptr %103, %71
  br i1 %104, label %105, label %73, !llvm.loop !31

105:                                              ; preds = %102
  %106 = load ptr, ptr %68, align 8, !tbaa !19
  br label %107

107:                                              ; preds = %105, %67
  %108 = phi ptr [ %106, %105 ], [ %69, %67 ]
  %109 = icmp eq ptr %108, null
  br i1 %109, label %116, label %110

110:                                              ; preds = %107
  %111 = getelementptr inbounds i8, ptr %10, i64 24
  %112 = load ptr, ptr %111, align 8, !tbaa !32
  %113 = ptrtoint ptr %112 to i64
  %114 = ptrtoint ptr %108 to i64
  %115 = sub i64 %113, %114
  call void @_ZdlPvm(ptr noundef nonnull %108, i64 noundef %115) #26
  br label %116

116:                                              ; preds = %110, %107
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #24
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %11) #24
  %117 = load ptr, ptr %9, align 8, !tbaa !113
  store ptr %117, ptr %11, align 8, !tbaa !113
  %118 = getelementptr inbounds i8, ptr %11, i64 8
  %119 = getelementptr inbounds i8, ptr %9, i64 8
  %120 = load ptr, ptr %119, align 8, !tbaa !22
  store ptr %120, ptr %118, align 8, !tbaa !22
  %121 = icmp eq ptr %120, null
  br i1 %121, label %131, label %122

122:                                              ; preds = %116
  %123 = getelementptr inbounds i8, ptr %120, i64 8
  %124 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %125 = icmp eq i8 %124, 0
  br i1 %125, label %129, label %126

126:                                              ; preds = %122
  %127 = load i32, ptr %123, align 4, !tbaa !5
  %128 = add nsw i32 %127, 1
  store i32 %128, ptr %123, align 4, !tbaa !5
  br label %131

129:                                              ; preds = %122
  %130 = atomicrmw volatile add ptr %123, i32 1 acq_rel, align 4
  br label %131

131:                                              ; preds = %129, %126, %116
  %132 = getelementptr inbounds i8, ptr %11, i64 16
  %133 = getelementptr inbounds i8, ptr %9, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %132, ptr noundef nonnull align 8 dereferenceable(40) %133, i64 40, i1 false)
  %134 = getelementptr inbounds i8, ptr %11, i64 56
  %135 = load ptr, ptr %0, align 8, !tbaa !191
  %136 = load ptr, ptr %135, align 8, !tbaa !113
  store ptr %136, ptr %134, align 8, !tbaa !113
  %137 = getelementptr inbounds i8, ptr %11, i64 64
  %138 = getelementptr inbounds i8, ptr %135, i64 8
  %139 = load ptr, ptr %138, align 8, !tbaa !22
  store ptr %139, ptr %137, align 8, !tbaa !22
  %140 = icmp eq ptr %139, null
  br i1 %140, label %150, label %141

141:                                              ; preds = %131
  %142 = getelementptr inbounds i8, ptr %139, i64 8
  %143 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %144 = icmp eq i8 %143, 0
  br i1 %144, label %148, label %145

145:                                              ; preds = %141
  %146 = load i32, ptr %142, align 4, !tbaa !5
  %147 = add nsw i32 %146, 1
  store i32 %147, ptr %142, align 4, !tbaa !5
  br label %150

148:                                              ; preds = %141
  %149 = atomicrmw volatile add ptr %142, i32 1 acq_rel, align 4
  br label %150

150:                                              ; preds = %148, %145, %131
  %151 = getelementptr inbounds i8, ptr %11, i64 72
  %152 = getelementptr inbounds i8, ptr %135, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %151, ptr noundef nonnull align 8 dereferenceable(40) %152, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 88, ptr nonnull %5) #24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(88) %5, ptr noundef nonnull align 8 dereferenceable(88) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoIZZ4mainENKUlRS1_E0_clES3_EUlNS0_2idILi2EEEE_EEvPv.Info, i64 88, i1 false)
  %153 = invoke noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(176) %1)
          to label %154 unwind label %323

154:                                              ; preds = %150
  %155 = icmp eq i32 %153, 0
  br i1 %155, label %165, label %156

156:                                              ; preds = %154
  %157 = call ptr @__cxa_allocate_exception(i64 64) #24
  %158 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #24
  %159 = extractvalue { i32, ptr } %158, 0
  %160 = extractvalue { i32, ptr } %158, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %157, i32 %159, ptr %160, ptr noundef nonnull @.str.22)
          to label %161 unwind label %163

161:                                              ; preds = %156
  invoke void @__cxa_throw(ptr nonnull %157, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #27
          to label %162 unwind label %323

162:                                              ; preds = %161
  unreachable

163:                                              ; preds = %156
  %164 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %157) #24
  br label %325

165:                                              ; preds = %154
  invoke void @_ZNK4sycl3_V17handler28throwOnKernelParameterMisuseERKNS0_6detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull align 8 dereferenceable(81) %5)
          to label %166 unwind label %323

166:                                              ; preds = %165
  %167 = load ptr, ptr %5, align 8, !tbaa !13
  %168 = getelementptr inbounds i8, ptr %5, i64 8
  %169 = load i64, ptr %168, align 8, !tbaa !33
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr %167, i64 %169)
          to label %170 unwind label %323

170:                                              ; preds = %166
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4)
  store i64 2, ptr %3, align 8
  %171 = getelementptr inbounds i8, ptr %3, i64 8
  store i64 32, ptr %171, align 8
  store ptr %3, ptr %4, align 8, !tbaa !137
  %172 = getelementptr inbounds i8, ptr %4, i64 8
  %173 = getelementptr inbounds i8, ptr %4, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %172, i8 0, i64 16, i1 false)
  store i64 2, ptr %173, align 8, !tbaa !139
  invoke void @_ZN4sycl3_V17handler20setNDRangeDescriptorENS0_6detail16nd_range_view_v113nd_range_viewEb(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull byval(%"class.sycl::_V1::detail::nd_range_view_v1::nd_range_view") align 8 %4, i1 noundef zeroext false)
          to label %174 unwind label %323

174:                                              ; preds = %170
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4)
  %175 = getelementptr inbounds i8, ptr %1, i64 144
  %176 = invoke noalias noundef nonnull dereferenceable(120) ptr @_Znwm(i64 noundef 120) #23
          to label %177 unwind label %323

177:                                              ; preds = %174
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, i64 16), ptr %176, align 8, !tbaa !27
  %178 = getelementptr inbounds i8, ptr %176, i64 8
  %179 = load ptr, ptr %11, align 8, !tbaa !113
  store ptr %179, ptr %178, align 8, !tbaa !113
  %180 = getelementptr inbounds i8, ptr %176, i64 16
  %181 = load ptr, ptr %118, align 8, !tbaa !22
  store ptr %181, ptr %180, align 8, !tbaa !22
  %182 = icmp eq ptr %181, null
  br i1 %182, label %192, label %183

183:                                              ; preds = %177
  %184 = getelementptr inbounds i8, ptr %181, i64 8
  %185 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %186 = icmp eq i8 %185, 0
  br i1 %186, label %190, label %187

187:                                              ; preds = %183
  %188 = load i32, ptr %184, align 4, !tbaa !5
  %189 = add nsw i32 %188, 1
  store i32 %189, ptr %184, align 4, !tbaa !5
  br label %192

190:                                              ; preds = %183
  %191 = atomicrmw volatile add ptr %184, i32 1 acq_rel, align 4
  br label %192

192:                                              ; preds = %190, %187, %177
  %193 = getelementptr inbounds i8, ptr %176, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %193, ptr noundef nonnull readonly align 8 dereferenceable(40) %132, i64 40, i1 false)
  %194 = getelementptr inbounds i8, ptr %176, i64 64
  %195 = load ptr, ptr %134, align 8, !tbaa !113
  store ptr %195, ptr %194, align 8, !tbaa !113
  %196 = getelementptr inbounds i8, ptr %176, i64 72
  %197 = load ptr, ptr %137, align 8, !tbaa !22
  store ptr %197, ptr %196, align 8, !tbaa !22
  %198 = icmp eq ptr %197, null
  br i1 %198, label %208, label %199

199:                                              ; preds = %192
  %200 = getelementptr inbounds i8, ptr %197, i64 8
  %201 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %202 = icmp eq i8 %201, 0
  br i1 %202, label %206, label %203

203:                                              ; preds = %199
  %204 = load i32, ptr %200, align 4, !tbaa !5
  %205 = add nsw i32 %204, 1
  store i32 %205, ptr %200, align 4, !tbaa !5
  br label %208

206:                                              ; preds = %199
  %207 = atomicrmw volatile add ptr %200, i32 1 acq_rel, align 4
  br label %208

208:                                              ; preds = %206, %203, %192
  %209 = getelementptr inbounds i8, ptr %176, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %209, ptr noundef nonnull readonly align 8 dereferenceable(40) %151, i64 40, i1 false)
  %210 = load ptr, ptr %175, align 8, !tbaa !13
  store ptr %176, ptr %175, align 8, !tbaa !13
  %211 = icmp eq ptr %210, null
  br i1 %211, label %216, label %212

212:                                              ; preds = %208
  %213 = load ptr, ptr %210, align 8, !tbaa !27
  %214 = getelementptr inbounds i8, ptr %213, i64 16
  %215 = load ptr, ptr %214, align 8
  call void %215(ptr noundef nonnull align 8 dereferenceable(8) %210) #24
  br label %216

216:                                              ; preds = %212, %208
  invoke void @_ZN4sycl3_V17handler23instantiateKernelOnHostEPv(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull @_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi2ELb1EEEZZ4mainENKUlRNS0_7handlerEE0_clES6_EUlNS0_2idILi2EEEE_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE)
          to label %217 unwind label %323

217:                                              ; preds = %216
  %218 = load ptr, ptr %175, align 8, !tbaa !13
  %219 = load ptr, ptr %218, align 8, !tbaa !27
  %220 = load ptr, ptr %219, align 8
  %221 = invoke noundef ptr %220(ptr noundef nonnull align 8 dereferenceable(8) %218)
          to label %222 unwind label %323

222:                                              ; preds = %217
  %223 = getelementptr inbounds i8, ptr %1, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %223, ptr noundef nonnull align 8 dereferenceable(16) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoIZZ4mainENKUlRS1_E0_clES3_EUlNS0_2idILi2EEEE_EEvPv.Info, i64 16, i1 false), !tbaa.struct !165
  invoke void @_ZN4sycl3_V17handler13setKernelFuncEPv(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef %221)
          to label %224 unwind label %323

224:                                              ; preds = %222
  %225 = load atomic i8, ptr @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_EERNS1_16DeviceKernelInfoEvE4Info acquire, align 8
  %226 = icmp eq i8 %225, 0
  br i1 %226, label %227, label %235, !prof !166

227:                                              ; preds = %224
  %228 = call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_EERNS1_16DeviceKernelInfoEvE4Info) #24
  %229 = icmp eq i32 %228, 0
  br i1 %229, label %235, label %230

230:                                              ; preds = %227
  %231 = invoke noundef nonnull align 1 ptr @_ZN4sycl3_V16detail19getDeviceKernelInfoERKNS1_27compile_time_kernel_info_v123CompileTimeKernelInfoTyE(ptr noundef nonnull align 8 dereferenceable(81) @__const._ZN4sycl3_V17handler19setDeviceKernelInfoIZZ4mainENKUlRS1_E0_clES3_EUlNS0_2idILi2EEEE_EEvPv.Info)
          to label %232 unwind label %233

232:                                              ; preds = %230
  store ptr %231, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_EERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !13
  call void @__cxa_guard_release(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_EERNS1_16DeviceKernelInfoEvE4Info) #24
  br label %235

233:                                              ; preds = %230
  %234 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_guard_abort(ptr nonnull @_ZGVZN4sycl3_V16detail19getDeviceKernelInfoIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_EERNS1_16DeviceKernelInfoEvE4Info) #24
  br label %325

235:                                              ; preds = %232, %227, %224
  %236 = load ptr, ptr @_ZZN4sycl3_V16detail19getDeviceKernelInfoIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_EERNS1_16DeviceKernelInfoEvE4Info, align 8, !tbaa !13
  invoke void @_ZN4sycl3_V17handler22setDeviceKernelInfoPtrEPNS0_6detail16DeviceKernelInfoE(ptr noundef nonnull align 8 dereferenceable(176) %1, ptr noundef nonnull %236)
          to label %237 unwind label %323

237:                                              ; preds = %235
  invoke void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(176) %1, i32 noundef 1)
          to label %238 unwind label %323

238:                                              ; preds = %237
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %5) #24
  %239 = load ptr, ptr %137, align 8, !tbaa !22
  %240 = icmp eq ptr %239, null
  br i1 %240, label %265, label %241

241:                                              ; preds = %238
  %242 = getelementptr inbounds i8, ptr %239, i64 8
  %243 = load atomic i64, ptr %242 acquire, align 8
  %244 = icmp eq i64 %243, 4294967297
  %245 = trunc i64 %243 to i32
  br i1 %244, label %246, label %254

246:                                              ; preds = %241
  store i32 0, ptr %242, align 8, !tbaa !24
  %247 = getelementptr inbounds i8, ptr %239, i64 12
  store i32 0, ptr %247, align 4, !tbaa !26
  %248 = load ptr, ptr %239, align 8, !tbaa !27
  %249 = getelementptr inbounds i8, ptr %248, i64 16
  %250 = load ptr, ptr %249, align 8
  call void %250(ptr noundef nonnull align 8 dereferenceable(16) %239) #24
  %251 = load ptr, ptr %239, align 8, !tbaa !27
  %252 = getelementptr inbounds i8, ptr %251, i64 24
  %253 = load ptr, ptr %252, align 8
  call void %253(ptr noundef nonnull align 8 dereferenceable(16) %239) #24
  br label %265

254:                                              ; preds = %241
  %255 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %256 = icmp eq i8 %255, 0
  br i1 %256, label %259, label %257

257:                                              ; preds = %254
  %258 = add nsw i32 %245, -1
  store i32 %258, ptr %242, align 4, !tbaa !5
  br label %261

259:                                              ; preds = %254
  %260 = atomicrmw volatile add ptr %242, i32 -1 acq_rel, align 4
  br label %261

261:                                              ; preds = %259, %257
  %262 = phi i32 [ %245, %257 ], [ %260, %259 ]
  %263 = icmp eq i32 %262, 1
  br i1 %263, label %264, label %265, !prof !30

264:                                              ; preds = %261
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %239) #24
  br label %265

265:                                              ; preds = %264, %261, %246, %238
  %266 = load ptr, ptr %118, align 8, !tbaa !22
  %267 = icmp eq ptr %266, null
  br i1 %267, label %292, label %268

268:                                              ; preds = %265
  %269 = getelementptr inbounds i8, ptr %266, i64 8
  %270 = load atomic i64, ptr %269 acquire, align 8
  %271 = icmp eq i64 %270, 4294967297
  %272 = trunc i64 %270 to i32
  br i1 %271, label %273, label %281

273:                                              ; preds = %268
  store i32 0, ptr %269, align 8, !tbaa !24
  %274 = getelementptr inbounds i8, ptr %266, i64 12
  store i32 0, ptr %274, align 4, !tbaa !26
  %275 = load ptr, ptr %266, align 8, !tbaa !27
  %276 = getelementptr inbounds i8, ptr %275, i64 16
  %277 = load ptr, ptr %276, align 8
  call void %277(ptr noundef nonnull align 8 dereferenceable(16) %266) #24
  %278 = load ptr, ptr %266, align 8, !tbaa !27
  %279 = getelementptr inbounds i8, ptr %278, i64 24
  %280 = load ptr, ptr %279, align 8
  call void %280(ptr noundef nonnull align 8 dereferenceable(16) %266) #24
  br label %292

281:                                              ; preds = %268
  %282 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %283 = icmp eq i8 %282, 0
  br i1 %283, label %286, label %284

284:                                              ; preds = %281
  %285 = add nsw i32 %272, -1
  store i32 %285, ptr %269, align 4, !tbaa !5
  br label %288

286:                                              ; preds = %281
  %287 = atomicrmw volatile add ptr %269, i32 -1 acq_rel, align 4
  br label %288

288:                                              ; preds = %286, %284
  %289 = phi i32 [ %272, %284 ], [ %287, %286 ]
  %290 = icmp eq i32 %289, 1
  br i1 %290, label %291, label %292, !prof !30

291:                                              ; preds = %288
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %266) #24
  br label %292

292:                                              ; preds = %291, %288, %273, %265
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %11) #24
  %293 = load ptr, ptr %119, align 8, !tbaa !22
  %294 = icmp eq ptr %293, null
  br i1 %294, label %331, label %295

295:                                              ; preds = %292
  %296 = getelementptr inbounds i8, ptr %293, i64 8
  %297 = load atomic i64, ptr %296 acquire, align 8
  %298 = icmp eq i64 %297, 4294967297
  %299 = trunc i64 %297 to i32
  br i1 %298, label %300, label %308

300:                                              ; preds = %295
  store i32 0, ptr %296, align 8, !tbaa !24
  %301 = getelementptr inbounds i8, ptr %293, i64 12
  store i32 0, ptr %301, align 4, !tbaa !26
  %302 = load ptr, ptr %293, align 8, !tbaa !27
  %303 = getelementptr inbounds i8, ptr %302, i64 16
  %304 = load ptr, ptr %303, align 8
  call void %304(ptr noundef nonnull align 8 dereferenceable(16) %293) #24
  %305 = load ptr, ptr %293, align 8, !tbaa !27
  %306 = getelementptr inbounds i8, ptr %305, i64 24
  %307 = load ptr, ptr %306, align 8
  call void %307(ptr noundef nonnull align 8 dereferenceable(16) %293) #24
  br label %331

308:                                              ; preds = %295
  %309 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %310 = icmp eq i8 %309, 0
  br i1 %310, label %313, label %311

311:                                              ; preds = %308
  %312 = add nsw i32 %299, -1
  store i32 %312, ptr %296, align 4, !tbaa !5
  br label %315

313:                                              ; preds = %308
  %314 = atomicrmw volatile add ptr %296, i32 -1 acq_rel, align 4
  br label %315

315:                                              ; preds = %313, %311
  %316 = phi i32 [ %299, %311 ], [ %314, %313 ]
  %317 = icmp eq i32 %316, 1
  br i1 %317, label %318, label %331, !prof !30

318:                                              ; preds = %315
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %293) #24
  br label %331

319:                                              ; preds = %32, %27
  %320 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %8) #24
  br label %329

321:                                              ; preds = %60
  %322 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %10) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #24
  br label %327

323:                                              ; preds = %237, %235, %222, %217, %216, %174, %170, %166, %165, %161, %150
  %324 = landingpad { ptr, i32 }
          cleanup
  br label %325

325:                                              ; preds = %323, %233, %163
  %326 = phi { ptr, i32 } [ %324, %323 ], [ %164, %163 ], [ %234, %233 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %11) #24
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %11) #24
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %9) #24
  br label %327

327:                                              ; preds = %325, %321
  %328 = phi { ptr, i32 } [ %326, %325 ], [ %322, %321 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %9) #24
  br label %329

329:                                              ; preds = %327, %319
  %330 = phi { ptr, i32 } [ %328, %327 ], [ %320, %319 ]
  resume { ptr, i32 } %330

331:                                              ; preds = %292, %300, %315, %318
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %9) #24
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %8)
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define internal fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_2idILi2EEEE_D2Ev(ptr nocapture noundef nonnull readonly align 8 dereferenceable(112) %0) unnamed_addr #5 align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 64
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %15 = load ptr, ptr %3, align 8, !tbaa !27
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !5
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !30

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  %30 = getelementptr inbounds i8, ptr %0, i64 8
  %31 = load ptr, ptr %30, align 8, !tbaa !22
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !24
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !26
  %40 = load ptr, ptr %31, align 8, !tbaa !27
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
  %43 = load ptr, ptr %31, align 8, !tbaa !27
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !5
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !30

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %15 = load ptr, ptr %3, align 8, !tbaa !27
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !5
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !30

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

declare void @_ZN4sycl3_V17handler20associateWithHandlerEPNS0_6detail16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(176), ptr noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIiLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi2ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerENS0_5rangeILi2EEENS0_2idILi2EEERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %0, ptr noundef nonnull align 8 dereferenceable(41) %1, ptr noundef nonnull align 8 dereferenceable(176) %2, i64 %3, i64 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5, ptr noundef nonnull align 8 dereferenceable(32) %6, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %7) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %9 = alloca %"class.sycl::_V1::id.86", align 16
  %10 = alloca %"class.sycl::_V1::range.88", align 8
  %11 = alloca %"class.sycl::_V1::range.88", align 16
  %12 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %13 = getelementptr inbounds i8, ptr %5, i64 8
  %14 = load <2 x i64>, ptr %5, align 8
  store <2 x i64> %14, ptr %9, align 16, !tbaa !33, !alias.scope !194
  %15 = getelementptr inbounds i8, ptr %9, i64 16
  store i64 0, ptr %15, align 16, !tbaa !33, !alias.scope !194
  store i64 %3, ptr %10, align 8, !tbaa !33, !alias.scope !197
  %16 = getelementptr inbounds i8, ptr %10, i64 8
  store i64 %4, ptr %16, align 8, !tbaa !33, !alias.scope !197
  %17 = getelementptr inbounds i8, ptr %10, i64 16
  store i64 1, ptr %17, align 8, !tbaa !33, !alias.scope !197
  %18 = getelementptr inbounds i8, ptr %1, i64 16
  %19 = getelementptr inbounds i8, ptr %1, i64 24
  %20 = load <2 x i64>, ptr %18, align 8
  store <2 x i64> %20, ptr %11, align 16, !tbaa !33, !alias.scope !200
  %21 = getelementptr inbounds i8, ptr %11, i64 16
  store i64 1, ptr %21, align 16, !tbaa !33, !alias.scope !200
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #24
  %22 = load i64, ptr %6, align 8
  %23 = getelementptr inbounds i8, ptr %6, i64 8
  %24 = getelementptr inbounds i8, ptr %6, i64 16
  %25 = load ptr, ptr %24, align 8, !tbaa !13
  %26 = load ptr, ptr %23, align 8, !tbaa !13
  %27 = ptrtoint ptr %25 to i64
  %28 = ptrtoint ptr %26 to i64
  %29 = sub i64 %27, %28
  %30 = icmp eq ptr %25, %26
  br i1 %30, label %57, label %31

31:                                               ; preds = %8
  %32 = icmp ugt i64 %29, 9223372036854775792
  br i1 %32, label %33, label %34, !prof !30

33:                                               ; preds = %31
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #27
  unreachable

34:                                               ; preds = %31
  %35 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %29) #23
  br label %36

36:                                               ; preds = %53, %34
  %37 = phi ptr [ %55, %53 ], [ %35, %34 ]
  %38 = phi ptr [ %54, %53 ], [ %26, %34 ]
  %39 = load ptr, ptr %38, align 8, !tbaa !110
  store ptr %39, ptr %37, align 8, !tbaa !110
  %40 = getelementptr inbounds i8, ptr %37, i64 8
  %41 = getelementptr inbounds i8, ptr %38, i64 8
  %42 = load ptr, ptr %41, align 8, !tbaa !22
  store ptr %42, ptr %40, align 8, !tbaa !22
  %43 = icmp eq ptr %42, null
  br i1 %43, label %53, label %44

44:                                               ; preds = %36
  %45 = getelementptr inbounds i8, ptr %42, i64 8
  %46 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %47 = icmp eq i8 %46, 0
  br i1 %47, label %51, label %48

48:                                               ; preds = %44
  %49 = load i32, ptr %45, align 4, !tbaa !5
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr %45, align 4, !tbaa !5
  br label %53

51:                                               ; preds = %44
  %52 = atomicrmw volatile add ptr %45, i32 1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %48, %36
  %54 = getelementptr inbounds i8, ptr %38, i64 16
  %55 = getelementptr inbounds i8, ptr %37, i64 16
  %56 = icmp eq ptr %54, %25
  br i1 %56, label %57, label %36, !llvm.loop !112

57:                                               ; preds = %53, %8
  %58 = phi ptr [ null, %8 ], [ %35, %53 ]
  %59 = phi ptr [ null, %8 ], [ %55, %53 ]
  %60 = getelementptr inbounds i8, ptr %58, i64 %29
  store i64 %22, ptr %12, align 8
  %61 = getelementptr inbounds i8, ptr %12, i64 8
  store ptr %58, ptr %61, align 8, !tbaa !19
  %62 = getelementptr inbounds i8, ptr %12, i64 16
  store ptr %59, ptr %62, align 8, !tbaa !21
  %63 = getelementptr inbounds i8, ptr %12, i64 24
  store ptr %60, ptr %63, align 8, !tbaa !32
  %64 = load ptr, ptr %1, align 8, !tbaa !98
  %65 = icmp eq ptr %64, null
  br i1 %65, label %66, label %67

66:                                               ; preds = %57
  tail call void @__assert_fail(ptr noundef nonnull @.str.15, ptr noundef nonnull @.str.16, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIiLi2ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS8_) #25
  unreachable

67:                                               ; preds = %57
  %68 = and i64 %22, 16
  %69 = icmp eq i64 %68, 0
  %70 = select i1 %69, i32 1025, i32 1027
  %71 = getelementptr inbounds i8, ptr %1, i64 32
  %72 = load i64, ptr %71, align 8, !tbaa !90
  %73 = getelementptr inbounds i8, ptr %1, i64 40
  %74 = load i8, ptr %73, align 8, !tbaa !97, !range !64, !noundef !65
  %75 = trunc nuw i8 %74 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id.86") align 8 %9, ptr noundef nonnull byval(%"class.sycl::_V1::range.88") align 8 %10, ptr noundef nonnull byval(%"class.sycl::_V1::range.88") align 8 %11, i32 noundef %70, ptr noundef nonnull %64, i32 noundef 2, i32 noundef 4, i64 noundef %72, i1 noundef zeroext %75, ptr noundef nonnull align 8 dereferenceable(32) %6)
          to label %76 unwind label %204

76:                                               ; preds = %67
  %77 = icmp eq ptr %58, %59
  br i1 %77, label %112, label %78

78:                                               ; preds = %76, %107
  %79 = phi ptr [ %108, %107 ], [ %58, %76 ]
  %80 = getelementptr inbounds i8, ptr %79, i64 8
  %81 = load ptr, ptr %80, align 8, !tbaa !22
  %82 = icmp eq ptr %81, null
  br i1 %82, label %107, label %83

83:                                               ; preds = %78
  %84 = getelementptr inbounds i8, ptr %81, i64 8
  %85 = load atomic i64, ptr %84 acquire, align 8
  %86 = icmp eq i64 %85, 4294967297
  %87 = trunc i64 %85 to i32
  br i1 %86, label %88, label %96

88:                                               ; preds = %83
  store i32 0, ptr %84, align 8, !tbaa !24
  %89 = getelementptr inbounds i8, ptr %81, i64 12
  store i32 0, ptr %89, align 4, !tbaa !26
  %90 = load ptr, ptr %81, align 8, !tbaa !27
  %91 = getelementptr inbounds i8, ptr %90, i64 16
  %92 = load ptr, ptr %91, align 8
  tail call void %92(ptr noundef nonnull align 8 dereferenceable(16) %81) #24
  %93 = load ptr, ptr %81, align 8, !tbaa !27
  %94 = getelementptr inbounds i8, ptr %93, i64 24
  %95 = load ptr, ptr %94, align 8
  tail call void %95(ptr noundef nonnull align 8 dereferenceable(16) %81) #24
  br label %107

96:                                               ; preds = %83
  %97 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %98 = icmp eq i8 %97, 0
  br i1 %98, label %101, label %99

99:                                               ; preds = %96
  %100 = add nsw i32 %87, -1
  store i32 %100, ptr %84, align 4, !tbaa !5
  br label %103

101:                                              ; preds = %96
  %102 = atomicrmw volatile add ptr %84, i32 -1 acq_rel, align 4
  br label %103

103:                                              ; preds = %101, %99
  %104 = phi i32 [ %87, %99 ], [ %102, %101 ]
  %105 = icmp eq i32 %104, 1
  br i1 %105, label %106, label %107, !prof !30

106:                                              ; preds = %103
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %81) #24
  br label %107

107:                                              ; preds = %106, %103, %88, %78
  %108 = getelementptr inbounds i8, ptr %79, i64 16
  %109 = icmp eq ptr %108, %59
  br i1 %109, label %110, label %78, !llvm.loop !31

110:                                              ; preds = %107
  %111 = load ptr, ptr %61, align 8, !tbaa !19
  br label %112

112:                                              ; preds = %110, %76
  %113 = phi ptr [ %111, %110 ], [ %58, %76 ]
  %114 = icmp eq ptr %113, null
  br i1 %114, label %120, label %115

115:                                              ; preds = %112
  %116 = load ptr, ptr %63, align 8, !tbaa !32
  %117 = ptrtoint ptr %116 to i64
  %118 = ptrtoint ptr %113 to i64
  %119 = sub i64 %117, %118
  tail call void @_ZdlPvm(ptr noundef nonnull %113, i64 noundef %119) #26
  br label %120

120:                                              ; preds = %112, %115
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #24
  %121 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %121, i8 0, i64 40, i1 false)
  %122 = load ptr, ptr %24, align 8, !tbaa !13
  %123 = load ptr, ptr %23, align 8, !tbaa !13
  %124 = ptrtoint ptr %122 to i64
  %125 = ptrtoint ptr %123 to i64
  %126 = sub i64 %124, %125
  %127 = icmp eq ptr %122, %123
  br i1 %127, label %188, label %128

128:                                              ; preds = %120
  %129 = icmp ugt i64 %126, 9223372036854775792
  br i1 %129, label %130, label %132, !prof !30

130:                                              ; preds = %128
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #27
          to label %131 unwind label %208

131:                                              ; preds = %130
  unreachable

132:                                              ; preds = %128
  %133 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %126) #23
          to label %134 unwind label %208

134:                                              ; preds = %132, %151
  %135 = phi ptr [ %153, %151 ], [ %133, %132 ]
  %136 = phi ptr [ %152, %151 ], [ %123, %132 ]
  %137 = load ptr, ptr %136, align 8, !tbaa !110
  store ptr %137, ptr %135, align 8, !tbaa !110
  %138 = getelementptr inbounds i8, ptr %135, i64 8
  %139 = getelementptr inbounds i8, ptr %136, i64 8
  %140 = load ptr, ptr %139, align 8, !tbaa !22
  store ptr %140, ptr %138, align 8, !tbaa !22
  %141 = icmp eq ptr %140, null
  br i1 %141, label %151, label %142

142:                                              ; preds = %134
  %143 = getelementptr inbounds i8, ptr %140, i64 8
  %144 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %145 = icmp eq i8 %144, 0
  br i1 %145, label %149, label %146

146:                                              ; preds = %142
  %147 = load i32, ptr %143, align 4, !tbaa !5
  %148 = add nsw i32 %147, 1
  store i32 %148, ptr %143, align 4, !tbaa !5
  br label %151

149:                                              ; preds = %142
  %150 = atomicrmw volatile add ptr %143, i32 1 acq_rel, align 4
  br label %151

151:                                              ; preds = %149, %146, %134
  %152 = getelementptr inbounds i8, ptr %136, i64 16
  %153 = getelementptr inbounds i8, ptr %135, i64 16
  %154 = icmp eq ptr %152, %122
  br i1 %154, label %155, label %134, !llvm.loop !112

155:                                              ; preds = %151, %184
  %156 = phi ptr [ %185, %184 ], [ %133, %151 ]
  %157 = getelementptr inbounds i8, ptr %156, i64 8
  %158 = load ptr, ptr %157, align 8, !tbaa !22
  %159 = icmp eq ptr %158, null
  br i1 %159, label %184, label %160

160:                                              ; preds = %155
  %161 = getelementptr inbounds i8, ptr %158, i64 8
  %162 = load atomic i64, ptr %161 acquire, align 8
  %163 = icmp eq i64 %162, 4294967297
  %164 = trunc i64 %162 to i32
  br i1 %163, label %165, label %173

165:                                              ; preds = %160
  store i32 0, ptr %161, align 8, !tbaa !24
  %166 = getelementptr inbounds i8, ptr %158, i64 12
  store i32 0, ptr %166, align 4, !tbaa !26
  %167 = load ptr, ptr %158, align 8, !tbaa !27
  %168 = getelementptr inbounds i8, ptr %167, i64 16
  %169 = load ptr, ptr %168, align 8
  tail call void %169(ptr noundef nonnull align 8 dereferenceable(16) %158) #24
  %170 = load ptr, ptr %158, align 8, !tbaa !27
  %171 = getelementptr inbounds i8, ptr %170, i64 24
  %172 = load ptr, ptr %171, align 8
  tail call void %172(ptr noundef nonnull align 8 dereferenceable(16) %158) #24
  br label %184

173:                                              ; preds = %160
  %174 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %175 = icmp eq i8 %174, 0
  br i1 %175, label %178, label %176

176:                                              ; preds = %173
  %177 = add nsw i32 %164, -1
  store i32 %177, ptr %161, align 4, !tbaa !5
  br label %180

178:                                              ; preds = %173
  %179 = atomicrmw volatile add ptr %161, i32 -1 acq_rel, align 4
  br label %180

180:                                              ; preds = %178, %176
  %181 = phi i32 [ %164, %176 ], [ %179, %178 ]
  %182 = icmp eq i32 %181, 1
  br i1 %182, label %183, label %184, !prof !30

183:                                              ; preds = %180
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %158) #24
  br label %184

184:                                              ; preds = %183, %180, %165, %155
  %185 = getelementptr inbounds i8, ptr %156, i64 16
  %186 = icmp eq ptr %156, %135
  br i1 %186, label %187, label %155, !llvm.loop !31

187:                                              ; preds = %184
  tail call void @_ZdlPvm(ptr noundef nonnull %133, i64 noundef %126) #26
  br label %188

188:                                              ; preds = %120, %187
  %189 = load i64, ptr %18, align 8
  %190 = load i64, ptr %19, align 8
  %191 = load i64, ptr %5, align 8, !tbaa !33
  %192 = add i64 %191, %3
  %193 = icmp ugt i64 %192, %189
  %194 = load i64, ptr %13, align 8, !tbaa !33
  %195 = add i64 %194, %4
  %196 = icmp ugt i64 %195, %190
  %197 = or i1 %193, %196
  br i1 %197, label %198, label %212

198:                                              ; preds = %188
  %199 = tail call ptr @__cxa_allocate_exception(i64 64) #24
  %200 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #24
  %201 = extractvalue { i32, ptr } %200, 0
  %202 = extractvalue { i32, ptr } %200, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %199, i32 %201, ptr %202, ptr noundef nonnull @.str.13)
          to label %203 unwind label %210

203:                                              ; preds = %198
  invoke void @__cxa_throw(ptr nonnull %199, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #27
          to label %240 unwind label %206

204:                                              ; preds = %67
  %205 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %12) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #24
  br label %238

206:                                              ; preds = %233, %229, %227, %225, %223, %221, %212, %219, %214, %203
  %207 = landingpad { ptr, i32 }
          cleanup
  br label %236

208:                                              ; preds = %132, %130
  %209 = landingpad { ptr, i32 }
          cleanup
  br label %236

210:                                              ; preds = %198
  %211 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %199) #24
  br label %236

212:                                              ; preds = %188
  %213 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %214 unwind label %206

214:                                              ; preds = %212
  store ptr %213, ptr %121, align 8, !tbaa !203
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %215 unwind label %206

215:                                              ; preds = %214
  %216 = load ptr, ptr %1, align 8, !tbaa !98
  %217 = icmp eq ptr %216, null
  br i1 %217, label %218, label %219

218:                                              ; preds = %215
  tail call void @__assert_fail(ptr noundef nonnull @.str.15, ptr noundef nonnull @.str.16, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail9ImplUtils14getSyclObjImplINS0_6bufferIiLi2ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS8_) #25
  unreachable

219:                                              ; preds = %215
  %220 = load ptr, ptr %0, align 8, !tbaa !113
  invoke void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef nonnull %216, ptr noundef %220, i32 noundef 2014, i32 noundef 1025, ptr noundef nonnull align 8 dereferenceable(24) %7)
          to label %221 unwind label %206

221:                                              ; preds = %219
  %222 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %223 unwind label %206

223:                                              ; preds = %221
  %224 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %225 unwind label %206

225:                                              ; preds = %223
  %226 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %227 unwind label %206

227:                                              ; preds = %225
  %228 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %229 unwind label %206

229:                                              ; preds = %227
  %230 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  %231 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  %232 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %233 unwind label %206

233:                                              ; preds = %229
  %234 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %235 unwind label %206

235:                                              ; preds = %233
  ret void

236:                                              ; preds = %210, %208, %206
  %237 = phi { ptr, i32 } [ %207, %206 ], [ %211, %210 ], [ %209, %208 ]
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  br label %238

238:                                              ; preds = %236, %204
  %239 = phi { ptr, i32 } [ %237, %236 ], [ %205, %204 ]
  resume { ptr, i32 } %239

240:                                              ; preds = %203
  unreachable
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal { i64, i32 } @_ZN4sycl3_V16detail18getKernelParamDescIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_EENS1_19kernel_param_desc_tEi(i32 noundef %0) #19 {
  %2 = add i32 %0, 8
  %3 = zext i32 %2 to i64
  %4 = getelementptr inbounds [11 x %"struct.sycl::_V1::detail::kernel_param_desc_t"], ptr @_ZN4sycl3_V16detailL17kernel_signaturesE, i64 0, i64 %3
  %5 = load i64, ptr %4, align 4
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = load i32, ptr %6, align 4, !tbaa !5
  %8 = insertvalue { i64, i32 } poison, i64 %5, 0
  %9 = insertvalue { i64, i32 } %8, i32 %7, 1
  ret { i64, i32 } %9
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(120) %0) unnamed_addr #19 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(120) %0) unnamed_addr #3 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, i64 16), ptr %0, align 8, !tbaa !27
  %2 = getelementptr inbounds i8, ptr %0, i64 72
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %15 = load ptr, ptr %3, align 8, !tbaa !27
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !5
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !30

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

29:                                               ; preds = %28, %25, %10, %1
  %30 = getelementptr inbounds i8, ptr %0, i64 16
  %31 = load ptr, ptr %30, align 8, !tbaa !22
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !24
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !26
  %40 = load ptr, ptr %31, align 8, !tbaa !27
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
  %43 = load ptr, ptr %31, align 8, !tbaa !27
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !5
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !30

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #24
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED0Ev(ptr noundef nonnull align 8 dereferenceable(120) %0) unnamed_addr #3 align 2 {
  tail call void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED2Ev(ptr noundef nonnull align 8 dereferenceable(120) %0) #24
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 120) #26
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail16runKernelWithArgINS0_4itemILi2ELb1EEEZZ4mainENKUlRNS0_7handlerEE0_clES6_EUlNS0_2idILi2EEEE_Lb0EEEvT0_T_RKSt17integral_constantIbXT1_EE(ptr noundef %0, ptr nocapture noundef readonly byval(%"class.sycl::_V1::item") align 8 %1, ptr nocapture nonnull readnone align 1 %2) #2 personality ptr @__gxx_personality_v0 {
  %4 = alloca { ptr, [32 x i8] }, align 8
  %5 = alloca %"class.sycl::_V1::detail::accessor_common<int, 2, sycl::_V1::access::mode::read, sycl::_V1::access::target::device, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %6 = getelementptr inbounds i8, ptr %1, i64 16
  %7 = load i64, ptr %6, align 8, !tbaa !33
  %8 = getelementptr inbounds i8, ptr %1, i64 24
  %9 = load i64, ptr %8, align 8, !tbaa !33
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %5) #24
  %10 = getelementptr inbounds i8, ptr %0, i64 56
  %11 = add i64 %7, 14
  tail call void @llvm.experimental.noalias.scope.decl(metadata !205)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %4)
  %12 = load ptr, ptr %10, align 8, !tbaa !113, !noalias !205
  %13 = getelementptr inbounds i8, ptr %0, i64 64
  %14 = load ptr, ptr %13, align 8, !tbaa !22, !noalias !205
  %15 = icmp eq ptr %14, null
  br i1 %15, label %27, label %16

16:                                               ; preds = %3
  %17 = getelementptr inbounds i8, ptr %14, i64 8
  %18 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !205
  %19 = icmp eq i8 %18, 0
  %20 = getelementptr inbounds i8, ptr %0, i64 72
  br i1 %19, label %32, label %21

21:                                               ; preds = %16
  %22 = load i32, ptr %17, align 4, !tbaa !5, !noalias !205
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr %17, align 4, !tbaa !5, !noalias !205
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %4, ptr noundef nonnull align 8 dereferenceable(40) %20, i64 40, i1 false), !noalias !205
  %24 = getelementptr inbounds i8, ptr %5, i64 8
  store i64 0, ptr %24, align 8
  %25 = getelementptr inbounds i8, ptr %5, i64 16
  store ptr %12, ptr %25, align 8, !tbaa !113, !alias.scope !205
  %26 = getelementptr inbounds i8, ptr %5, i64 24
  store ptr %14, ptr %26, align 8, !tbaa !22, !alias.scope !205
  br label %40

27:                                               ; preds = %3
  %28 = getelementptr inbounds i8, ptr %0, i64 72
  %29 = getelementptr inbounds i8, ptr %5, i64 16
  store ptr %12, ptr %29, align 8, !tbaa !113, !alias.scope !205
  %30 = getelementptr inbounds i8, ptr %5, i64 24
  store ptr null, ptr %30, align 8, !tbaa !22, !alias.scope !205
  %31 = getelementptr inbounds i8, ptr %5, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %31, ptr noundef nonnull align 8 dereferenceable(40) %28, i64 40, i1 false)
  store i64 %11, ptr %5, align 8, !tbaa !33, !alias.scope !205
  br label %69

32:                                               ; preds = %16
  %33 = atomicrmw volatile add ptr %17, i32 1 acq_rel, align 4, !noalias !205
  %34 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !205
  %35 = icmp eq i8 %34, 0
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %4, ptr noundef nonnull align 8 dereferenceable(40) %20, i64 40, i1 false), !noalias !205
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %5, i8 0, i64 16, i1 false), !alias.scope !205
  %36 = getelementptr inbounds i8, ptr %5, i64 16
  store ptr %12, ptr %36, align 8, !tbaa !113, !alias.scope !205
  %37 = getelementptr inbounds i8, ptr %5, i64 24
  store ptr %14, ptr %37, align 8, !tbaa !22, !alias.scope !205
  br i1 %35, label %43, label %38

38:                                               ; preds = %32
  %39 = load i32, ptr %17, align 4, !tbaa !5, !noalias !205
  br label %40

40:                                               ; preds = %38, %21
  %41 = phi i32 [ %39, %38 ], [ %23, %21 ]
  %42 = add nsw i32 %41, 1
  store i32 %42, ptr %17, align 4, !tbaa !5, !noalias !205
  br label %45

43:                                               ; preds = %32
  %44 = atomicrmw volatile add ptr %17, i32 1 acq_rel, align 4, !noalias !205
  br label %45

45:                                               ; preds = %43, %40
  %46 = getelementptr inbounds i8, ptr %5, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %46, ptr noundef nonnull align 8 dereferenceable(40) %4, i64 40, i1 false)
  store i64 %11, ptr %5, align 8, !tbaa !33, !alias.scope !205
  %47 = load atomic i64, ptr %17 acquire, align 8, !noalias !205
  %48 = icmp eq i64 %47, 4294967297
  %49 = trunc i64 %47 to i32
  br i1 %48, label %50, label %58

50:                                               ; preds = %45
  store i32 0, ptr %17, align 8, !tbaa !24, !noalias !205
  %51 = getelementptr inbounds i8, ptr %14, i64 12
  store i32 0, ptr %51, align 4, !tbaa !26, !noalias !205
  %52 = load ptr, ptr %14, align 8, !tbaa !27, !noalias !205
  %53 = getelementptr inbounds i8, ptr %52, i64 16
  %54 = load ptr, ptr %53, align 8, !noalias !205
  tail call void %54(ptr noundef nonnull align 8 dereferenceable(16) %14) #24, !noalias !205
  %55 = load ptr, ptr %14, align 8, !tbaa !27, !noalias !205
  %56 = getelementptr inbounds i8, ptr %55, i64 24
  %57 = load ptr, ptr %56, align 8, !noalias !205
  tail call void %57(ptr noundef nonnull align 8 dereferenceable(16) %14) #24, !noalias !205
  br label %69

58:                                               ; preds = %45
  %59 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !205
  %60 = icmp eq i8 %59, 0
  br i1 %60, label %63, label %61

61:                                               ; preds = %58
  %62 = add nsw i32 %49, -1
  store i32 %62, ptr %17, align 4, !tbaa !5, !noalias !205
  br label %65

63:                                               ; preds = %58
  %64 = atomicrmw volatile add ptr %17, i32 -1 acq_rel, align 4, !noalias !205
  br label %65

65:                                               ; preds = %63, %61
  %66 = phi i32 [ %49, %61 ], [ %64, %63 ]
  %67 = icmp eq i32 %66, 1
  br i1 %67, label %68, label %69, !prof !30

68:                                               ; preds = %65
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %14) #24, !noalias !205
  br label %69

69:                                               ; preds = %68, %65, %50, %27
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %4)
  %70 = getelementptr inbounds i8, ptr %5, i64 8
  store i64 %9, ptr %70, align 8, !tbaa !33
  %71 = getelementptr inbounds i8, ptr %5, i64 16
  %72 = load i64, ptr %5, align 8
  %73 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %71)
          to label %74 unwind label %140

74:                                               ; preds = %69
  %75 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %71)
          to label %76 unwind label %140

76:                                               ; preds = %74
  %77 = load i64, ptr %75, align 8
  %78 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %71)
          to label %79 unwind label %140

79:                                               ; preds = %76
  %80 = getelementptr inbounds i8, ptr %78, i64 8
  %81 = load i64, ptr %80, align 8
  %82 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %71)
          to label %83 unwind label %140

83:                                               ; preds = %79
  %84 = add i64 %77, %72
  %85 = mul i64 %81, %84
  %86 = getelementptr inbounds i8, ptr %82, i64 8
  %87 = load i64, ptr %86, align 8
  %88 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %71) #24
  %89 = getelementptr i32, ptr %88, i64 %85
  %90 = getelementptr i32, ptr %89, i64 %9
  %91 = getelementptr i32, ptr %90, i64 %87
  %92 = load i32, ptr %91, align 4, !tbaa !5
  %93 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %94 unwind label %140

94:                                               ; preds = %83
  %95 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %96 unwind label %140

96:                                               ; preds = %94
  %97 = load i64, ptr %95, align 8
  %98 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %99 unwind label %140

99:                                               ; preds = %96
  %100 = getelementptr inbounds i8, ptr %98, i64 8
  %101 = load i64, ptr %100, align 8
  %102 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %103 unwind label %140

103:                                              ; preds = %99
  %104 = add i64 %97, %7
  %105 = mul i64 %101, %104
  %106 = getelementptr inbounds i8, ptr %102, i64 8
  %107 = load i64, ptr %106, align 8
  %108 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  %109 = getelementptr i32, ptr %108, i64 %105
  %110 = getelementptr i32, ptr %109, i64 %9
  %111 = getelementptr i32, ptr %110, i64 %107
  %112 = shl nsw i32 %92, 1
  store i32 %112, ptr %111, align 4, !tbaa !5
  %113 = getelementptr inbounds i8, ptr %5, i64 24
  %114 = load ptr, ptr %113, align 8, !tbaa !22
  %115 = icmp eq ptr %114, null
  br i1 %115, label %142, label %116

116:                                              ; preds = %103
  %117 = getelementptr inbounds i8, ptr %114, i64 8
  %118 = load atomic i64, ptr %117 acquire, align 8
  %119 = icmp eq i64 %118, 4294967297
  %120 = trunc i64 %118 to i32
  br i1 %119, label %121, label %129

121:                                              ; preds = %116
  store i32 0, ptr %117, align 8, !tbaa !24
  %122 = getelementptr inbounds i8, ptr %114, i64 12
  store i32 0, ptr %122, align 4, !tbaa !26
  %123 = load ptr, ptr %114, align 8, !tbaa !27
  %124 = getelementptr inbounds i8, ptr %123, i64 16
  %125 = load ptr, ptr %124, align 8
  call void %125(ptr noundef nonnull align 8 dereferenceable(16) %114) #24
  %126 = load ptr, ptr %114, align 8, !tbaa !27
  %127 = getelementptr inbounds i8, ptr %126, i64 24
  %128 = load ptr, ptr %127, align 8
  call void %128(ptr noundef nonnull align 8 dereferenceable(16) %114) #24
  br label %142

129:                                              ; preds = %116
  %130 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %131 = icmp eq i8 %130, 0
  br i1 %131, label %134, label %132

132:                                              ; preds = %129
  %133 = add nsw i32 %120, -1
  store i32 %133, ptr %117, align 4, !tbaa !5
  br label %136

134:                                              ; preds = %129
  %135 = atomicrmw volatile add ptr %117, i32 -1 acq_rel, align 4
  br label %136

136:                                              ; preds = %134, %132
  %137 = phi i32 [ %120, %132 ], [ %135, %134 ]
  %138 = icmp eq i32 %137, 1
  br i1 %138, label %139, label %142, !prof !30

139:                                              ; preds = %136
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %114) #24
  br label %142

140:                                              ; preds = %99, %96, %94, %83, %79, %76, %74, %69
  %141 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail15accessor_commonIiLi2ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIiLi2ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %5) #24
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %5) #24
  resume { ptr, i32 } %141

142:                                              ; preds = %103, %121, %136, %139
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %5) #24
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail15accessor_commonIiLi2ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIiLi2ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  %15 = load ptr, ptr %3, align 8, !tbaa !27
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !5
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !30

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #24
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #20

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #21

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #22

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
attributes #16 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #17 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #18 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #19 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #20 = { nofree nounwind }
attributes #21 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #22 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #23 = { builtin allocsize(0) }
attributes #24 = { nounwind }
attributes #25 = { noreturn nounwind }
attributes #26 = { builtin nounwind }
attributes #27 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10, !11, !12}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = !{!14, !14, i64 0}
!14 = !{!"any pointer", !7, i64 0}
!15 = !{!16, !14, i64 24}
!16 = !{!"_ZTSSt8functionIFvN4sycl3_V114exception_listEEE", !17, i64 0, !14, i64 24}
!17 = !{!"_ZTSSt14_Function_base", !7, i64 0, !14, i64 16}
!18 = !{!17, !14, i64 16}
!19 = !{!20, !14, i64 0}
!20 = !{!"_ZTSNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EE17_Vector_impl_dataE", !14, i64 0, !14, i64 8, !14, i64 16}
!21 = !{!20, !14, i64 8}
!22 = !{!23, !14, i64 0}
!23 = !{!"_ZTSSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EE", !14, i64 0}
!24 = !{!25, !6, i64 8}
!25 = !{!"_ZTSSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE", !6, i64 8, !6, i64 12}
!26 = !{!25, !6, i64 12}
!27 = !{!28, !28, i64 0}
!28 = !{!"vtable pointer", !8, i64 0}
!29 = !{!7, !7, i64 0}
!30 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!31 = distinct !{!31, !10}
!32 = !{!20, !14, i64 16}
!33 = !{!34, !34, i64 0}
!34 = !{!"long", !7, i64 0}
!35 = !{!36, !14, i64 0}
!36 = !{!"_ZTSN4sycl3_V16detail13code_locationE", !14, i64 0, !14, i64 8, !6, i64 16, !6, i64 20}
!37 = !{!38}
!38 = distinct !{!38, !39, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!39 = distinct !{!39, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!40 = !{!36, !14, i64 8}
!41 = !{!36, !6, i64 16}
!42 = !{!36, !6, i64 20}
!43 = !{!44}
!44 = distinct !{!44, !45, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!45 = distinct !{!45, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!46 = !{!47}
!47 = distinct !{!47, !48, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!48 = distinct !{!48, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!49 = !{!50}
!50 = distinct !{!50, !51, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE: argument 0"}
!51 = distinct !{!51, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE"}
!52 = !{!53, !14, i64 0}
!53 = !{!"_ZTSN4sycl3_V16detail19type_erased_cgfo_tyE", !14, i64 0, !14, i64 8}
!54 = !{!53, !14, i64 8}
!55 = !{!56, !50}
!56 = distinct !{!56, !57, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE: argument 0"}
!57 = distinct !{!57, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE"}
!58 = !{!59, !60, i64 0}
!59 = !{!"_ZTSN4sycl3_V16detail3_V114SubmissionInfoE", !60, i64 0}
!60 = !{!"_ZTSN4sycl3_V13ext6oneapi12experimental15event_mode_enumE", !7, i64 0}
!61 = !{!62, !63, i64 8}
!62 = !{!"_ZTSN4sycl3_V16detail14tls_code_loc_tE", !14, i64 0, !63, i64 8}
!63 = !{!"bool", !7, i64 0}
!64 = !{i8 0, i8 2}
!65 = !{}
!66 = !{!67}
!67 = distinct !{!67, !68, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!68 = distinct !{!68, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!69 = !{!70}
!70 = distinct !{!70, !71, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj: argument 0"}
!71 = distinct !{!71, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_jj"}
!72 = !{!73}
!73 = distinct !{!73, !74, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE: argument 0"}
!74 = distinct !{!74, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE"}
!75 = !{!76, !73}
!76 = distinct !{!76, !77, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE: argument 0"}
!77 = distinct !{!77, !"_ZNK4sycl3_V15queue17submit_with_eventINS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET_RKNS0_6detail19type_erased_cgfo_tyERKNSD_13code_locationE"}
!78 = distinct !{!78, !10}
!79 = distinct !{!79, !10}
!80 = !{!81}
!81 = distinct !{!81, !82, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIiEEiEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!82 = distinct !{!82, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIiEEiEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!83 = !{!84, !34, i64 0}
!84 = !{!"_ZTSN4sycl3_V16detail17aligned_allocatorIiEE", !34, i64 0}
!85 = !{!86, !34, i64 16}
!86 = !{!"_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE", !87, i64 0, !84, i64 8, !34, i64 16}
!87 = !{!"_ZTSN4sycl3_V16detail19SYCLMemObjAllocatorE"}
!88 = !{!89, !14, i64 0}
!89 = !{!"_ZTSSt10_Head_baseILm0EPN4sycl3_V16detail19SYCLMemObjAllocatorELb0EE", !14, i64 0}
!90 = !{!91, !34, i64 32}
!91 = !{!"_ZTSN4sycl3_V16bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvEE", !92, i64 0, !95, i64 16, !34, i64 32, !63, i64 40}
!92 = !{!"_ZTSN4sycl3_V16detail12buffer_plainE", !93, i64 0}
!93 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail11buffer_implEE", !94, i64 0}
!94 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail11buffer_implELN9__gnu_cxx12_Lock_policyE2EE", !14, i64 0, !23, i64 8}
!95 = !{!"_ZTSN4sycl3_V15rangeILi2EEE", !96, i64 0}
!96 = !{!"_ZTSN4sycl3_V16detail5arrayILi2EEE", !7, i64 0}
!97 = !{!91, !63, i64 40}
!98 = !{!94, !14, i64 0}
!99 = !{!100, !14, i64 8}
!100 = !{!"_ZTSSt9type_info", !14, i64 8}
!101 = !{!102}
!102 = distinct !{!102, !103, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi2EEE: argument 0"}
!103 = distinct !{!103, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi2EEE"}
!104 = !{!105}
!105 = distinct !{!105, !106, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!106 = distinct !{!106, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!107 = !{!108}
!108 = distinct !{!108, !109, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!109 = distinct !{!109, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!110 = !{!111, !14, i64 0}
!111 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseELN9__gnu_cxx12_Lock_policyE2EE", !14, i64 0, !23, i64 8}
!112 = distinct !{!112, !10}
!113 = !{!114, !14, i64 0}
!114 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail16AccessorImplHostELN9__gnu_cxx12_Lock_policyE2EE", !14, i64 0, !23, i64 8}
!115 = !{!116, !14, i64 16}
!116 = !{!"_ZTSN4sycl3_V18accessorIiLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !117, i64 0, !14, i64 16, !7, i64 24}
!117 = !{!"_ZTSN4sycl3_V16detail16AccessorBaseHostE", !118, i64 0}
!118 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail16AccessorImplHostEE", !114, i64 0}
!119 = !{!120, !14, i64 0}
!120 = !{!"_ZTSNSt15__exception_ptr13exception_ptrE", !14, i64 0}
!121 = !{!122, !124, i64 32}
!122 = !{!"_ZTSSt8ios_base", !34, i64 8, !34, i64 16, !123, i64 24, !124, i64 28, !124, i64 32, !14, i64 40, !125, i64 48, !7, i64 64, !6, i64 192, !14, i64 200, !126, i64 208}
!123 = !{!"_ZTSSt13_Ios_Fmtflags", !7, i64 0}
!124 = !{!"_ZTSSt12_Ios_Iostate", !7, i64 0}
!125 = !{!"_ZTSNSt8ios_base6_WordsE", !14, i64 0, !34, i64 8}
!126 = !{!"_ZTSSt6locale", !14, i64 0}
!127 = !{!128, !14, i64 24}
!128 = !{!"_ZTSSt8functionIFiRKN4sycl3_V16deviceEEE", !17, i64 0, !14, i64 24}
!129 = !{!130, !14, i64 16}
!130 = !{!"_ZTSNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE17_Vector_impl_dataE", !14, i64 0, !14, i64 8, !14, i64 16}
!131 = !{!130, !14, i64 0}
!132 = !{!130, !14, i64 8}
!133 = distinct !{!133, !10}
!134 = !{!135, !14, i64 0}
!135 = !{!"_ZTSZ4mainEUlRN4sycl3_V17handlerEE_", !14, i64 0, !14, i64 8}
!136 = !{!135, !14, i64 8}
!137 = !{!138, !14, i64 0}
!138 = !{!"_ZTSN4sycl3_V16detail16nd_range_view_v113nd_range_viewE", !14, i64 0, !14, i64 8, !14, i64 16, !34, i64 24}
!139 = !{!138, !34, i64 24}
!140 = !{!141}
!141 = distinct !{!141, !142, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi0ENS0_2idELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!142 = distinct !{!142, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi0ENS0_2idELi2EEET1_IXT_EES4_IXT2_EE"}
!143 = !{!144}
!144 = distinct !{!144, !145, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!145 = distinct !{!145, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!146 = !{!147}
!147 = distinct !{!147, !148, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!148 = distinct !{!148, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!149 = !{!150, !14, i64 16}
!150 = !{!"_ZTSN4sycl3_V18accessorIiLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !117, i64 0, !14, i64 16, !7, i64 24}
!151 = !{!152}
!152 = distinct !{!152, !153, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi0ENS0_2idELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!153 = distinct !{!153, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi0ENS0_2idELi2EEET1_IXT_EES4_IXT2_EE"}
!154 = !{!155}
!155 = distinct !{!155, !156, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!156 = distinct !{!156, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!157 = !{!158}
!158 = distinct !{!158, !159, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!159 = distinct !{!159, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!160 = !{!161, !6, i64 16}
!161 = !{!"_ZTSN4sycl3_V16detail27compile_time_kernel_info_v123CompileTimeKernelInfoTyE", !162, i64 0, !6, i64 16, !63, i64 20, !162, i64 24, !162, i64 40, !6, i64 56, !6, i64 60, !34, i64 64, !14, i64 72, !63, i64 80}
!162 = !{!"_ZTSN4sycl3_V16detail11string_viewE", !14, i64 0, !34, i64 8}
!163 = distinct !{!163, !10}
!164 = !{!161, !14, i64 72}
!165 = !{i64 0, i64 8, !13, i64 8, i64 8, !33}
!166 = !{!"branch_weights", i32 1, i32 1048575}
!167 = !{!168}
!168 = distinct !{!168, !169, !"_ZNK4sycl3_V18accessorIiLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!169 = distinct !{!169, !"_ZNK4sycl3_V18accessorIiLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!170 = !{!171}
!171 = distinct !{!171, !172, !"_ZNK4sycl3_V18accessorIiLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!172 = distinct !{!172, !"_ZNK4sycl3_V18accessorIiLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!173 = !{!174}
!174 = distinct !{!174, !175, !"_ZNK4sycl3_V18accessorIiLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!175 = distinct !{!175, !"_ZNK4sycl3_V18accessorIiLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!176 = !{!177}
!177 = distinct !{!177, !178, !"_ZNK4sycl3_V18accessorIiLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!178 = distinct !{!178, !"_ZNK4sycl3_V18accessorIiLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!179 = !{!180}
!180 = distinct !{!180, !181, !"_ZNK4sycl3_V18accessorIiLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!181 = distinct !{!181, !"_ZNK4sycl3_V18accessorIiLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!182 = !{!183}
!183 = distinct !{!183, !184, !"_ZNK4sycl3_V18accessorIiLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!184 = distinct !{!184, !"_ZNK4sycl3_V18accessorIiLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!185 = !{!186}
!186 = distinct !{!186, !187, !"_ZNK4sycl3_V18accessorIiLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!187 = distinct !{!187, !"_ZNK4sycl3_V18accessorIiLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!188 = !{!189}
!189 = distinct !{!189, !190, !"_ZNK4sycl3_V18accessorIiLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!190 = distinct !{!190, !"_ZNK4sycl3_V18accessorIiLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!191 = !{!192, !14, i64 0}
!192 = !{!"_ZTSZ4mainEUlRN4sycl3_V17handlerEE0_", !14, i64 0, !14, i64 8}
!193 = !{!192, !14, i64 8}
!194 = !{!195}
!195 = distinct !{!195, !196, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi0ENS0_2idELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!196 = distinct !{!196, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi0ENS0_2idELi2EEET1_IXT_EES4_IXT2_EE"}
!197 = !{!198}
!198 = distinct !{!198, !199, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!199 = distinct !{!199, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!200 = !{!201}
!201 = distinct !{!201, !202, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!202 = distinct !{!202, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!203 = !{!204, !14, i64 16}
!204 = !{!"_ZTSN4sycl3_V18accessorIiLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !117, i64 0, !14, i64 16, !7, i64 24}
!205 = !{!206}
!206 = distinct !{!206, !207, !"_ZNK4sycl3_V18accessorIiLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam: argument 0"}
!207 = distinct !{!207, !"_ZNK4sycl3_V18accessorIiLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam"}
