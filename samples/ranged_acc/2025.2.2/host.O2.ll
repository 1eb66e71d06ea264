; ModuleID = 'host_tu.cpp'
source_filename = "host_tu.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"class.std::basic_ostream" = type { ptr, %"class.std::basic_ios" }
%"class.std::basic_ios" = type { %"class.std::ios_base", ptr, i8, i8, ptr, ptr, ptr, ptr }
%"class.std::ios_base" = type { ptr, i64, i64, i32, i32, i32, ptr, %"struct.std::ios_base::_Words", [8 x %"struct.std::ios_base::_Words"], i32, ptr, %"class.std::locale" }
%"struct.std::ios_base::_Words" = type { ptr, i64 }
%"class.std::locale" = type { ptr }
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
%"struct.sycl::_V1::detail::code_location" = type { ptr, ptr, i64, i64 }
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
%"struct.std::_Tuple_impl" = type { %"struct.std::_Head_base.34" }
%"struct.std::_Head_base.34" = type { ptr }
%"struct.std::array" = type { [3 x i64] }
%"class.sycl::_V1::id.88" = type { %"class.sycl::_V1::detail::array.89" }
%"class.sycl::_V1::detail::array.89" = type { [3 x i64] }
%"class.sycl::_V1::range.90" = type { %"class.sycl::_V1::detail::array.89" }
%"class.sycl::_V1::ext::oneapi::accessor_property_list" = type { %"class.sycl::_V1::detail::PropertyListBase" }
%"class.std::__exception_ptr::exception_ptr" = type { ptr }
%"class.sycl::_V1::device" = type { %"class.std::shared_ptr.24" }
%"class.std::shared_ptr.24" = type { %"class.std::__shared_ptr.25" }
%"class.std::__shared_ptr.25" = type { ptr, %"class.std::__shared_count" }
%"class.std::function.27" = type { %"class.std::_Function_base", ptr }
%"class.sycl::_V1::exception_list" = type { %"class.std::vector.18" }
%"class.std::vector.18" = type { %"struct.std::_Vector_base.19" }
%"struct.std::_Vector_base.19" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.sycl::_V1::detail::tls_code_loc_t" = type { i8 }
%"class.sycl::_V1::detail::SubmissionInfo" = type { %"class.std::shared_ptr.51" }
%"class.std::shared_ptr.51" = type { %"class.std::__shared_ptr.52" }
%"class.std::__shared_ptr.52" = type { ptr, %"class.std::__shared_count" }
%"class.std::vector.101" = type { %"struct.std::_Vector_base.102" }
%"struct.std::_Vector_base.102" = type { %"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl" }
%"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl" = type { %"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl_data" }
%"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%class.anon.87 = type { %"class.sycl::_V1::accessor.83", %"class.sycl::_V1::accessor" }
%"class.sycl::_V1::accessor.83" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [32 x i8] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }
%class.anon.119 = type { %"class.sycl::_V1::accessor.115", %"class.sycl::_V1::accessor" }
%"class.sycl::_V1::accessor.115" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [32 x i8] }
%"class.sycl::_V1::detail::accessor_common<int, 2, sycl::_V1::access::mode::read, sycl::_V1::access::target::global_buffer, sycl::_V1::access::placeholder::false_t>::AccessorSubscript" = type { %"class.sycl::_V1::id", %"class.sycl::_V1::accessor" }

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

$_ZN4sycl3_V16deviceD2Ev = comdat any

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

$_ZN4sycl3_V15queue17submit_with_eventILb0ENS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET0_RKNS0_6detail19type_erased_cgfo_tyEPS1_RKNSD_13code_locationE = comdat any

$_ZN4sycl3_V16detail14SubmissionInfoD2Ev = comdat any

$_ZN4sycl3_V18accessorIiLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi2ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerENS0_5rangeILi2EEENS0_2idILi2EEERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V16detail16PropertyListBaseD2Ev = comdat any

$_ZN4sycl3_V18accessorIiLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi2ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerENS0_5rangeILi2EEENS0_2idILi2EEERKNS0_13property_listENSC_13code_locationE = comdat any

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
@.str.11 = private unnamed_addr constant [85 x i8] c"root/intel-sycl-rt-2025.2.2/intel_sycl_rt-2025.2.2.data/data/include/sycl/buffer.hpp\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvED2Ev = private unnamed_addr constant [124 x i8] c"sycl::buffer<int, 2>::~buffer() [T = int, Dimensions = 2, AllocatorT = sycl::detail::aligned_allocator<int>, Enable = void]\00", align 1
@.str.13 = private unnamed_addr constant [61 x i8] c"SyclObject.impl && \22every constructor should create an impl\22\00", align 1
@.str.14 = private unnamed_addr constant [96 x i8] c"root/intel-sycl-rt-2025.2.2/intel_sycl_rt-2025.2.2.data/data/include/sycl/detail/impl_utils.hpp\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_5queueEEERKDtsrT_4implERKS4_ = private unnamed_addr constant [89 x i8] c"const decltype(Obj::impl) &sycl::detail::getSyclObjImpl(const Obj &) [Obj = sycl::queue]\00", align 1
@.str.15 = private unnamed_addr constant [11 x i8] c"operator()\00", align 1
@.str.16 = private unnamed_addr constant [79 x i8] c"accessor with requested offset and range would exceed the bounds of the buffer\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIiLi2ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS7_ = private unnamed_addr constant [98 x i8] c"const decltype(Obj::impl) &sycl::detail::getSyclObjImpl(const Obj &) [Obj = sycl::buffer<int, 2>]\00", align 1
@.str.17 = private unnamed_addr constant [46 x i8] c"accessor cannot be both read_only and no_init\00", align 1
@.str.19 = private unnamed_addr constant [131 x i8] c"Attempt to set multiple actions for the command group. Command group must consist of a single kernel or explicit memory operation.\00", align 1
@.str.22 = private unnamed_addr constant [14 x i8] c"_ZTS8AddBlock\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EE23InstantiateKernelOnHostEv] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = internal constant [110 x i8] c"N4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE\00", align 1
@_ZTSN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant [35 x i8] c"N4sycl3_V16detail14HostKernelBaseE\00", comdat, align 1
@_ZTIN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@.str.27 = private unnamed_addr constant [65 x i8] c"_ZTSZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_EUlNS0_2idILi2EEEE_\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EE23InstantiateKernelOnHostEv] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = internal constant [111 x i8] c"N4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@str = private unnamed_addr constant [5 x i8] c"PASS\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef range(i32 0, 2) i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca %class.anon.17, align 8
  %2 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %3 = alloca %class.anon, align 8
  %4 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %5 = alloca %"class.std::function", align 8
  %6 = alloca %"class.sycl::_V1::queue", align 8
  %7 = alloca %"class.sycl::_V1::property_list", align 8
  %8 = alloca %"class.sycl::_V1::buffer", align 8
  %9 = alloca %"class.sycl::_V1::range", align 8
  %10 = alloca %"class.sycl::_V1::property_list", align 8
  %11 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %12 = alloca %"class.sycl::_V1::buffer", align 8
  %13 = alloca %"class.sycl::_V1::range", align 8
  %14 = alloca %"class.sycl::_V1::property_list", align 8
  %15 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %16 = alloca %"class.sycl::_V1::event", align 8
  %17 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %18 = alloca %"class.sycl::_V1::accessor", align 8
  %19 = alloca %"class.sycl::_V1::property_list", align 8
  %20 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %21 = alloca %"class.sycl::_V1::event", align 8
  %22 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %23 = tail call noalias noundef nonnull dereferenceable(2048) ptr @_Znwm(i64 noundef 2048) #23
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(2048) %23, i8 0, i64 2048, i1 false)
  %24 = invoke noalias noundef nonnull dereferenceable(2048) ptr @_Znwm(i64 noundef 2048) #23
          to label %25 unwind label %48

25:                                               ; preds = %0
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(2048) %24, i8 0, i64 2048, i1 false)
  br label %26

26:                                               ; preds = %26, %25
  %27 = phi i64 [ 0, %25 ], [ %45, %26 ]
  %28 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %25 ], [ %46, %26 ]
  %29 = add <4 x i32> %28, <i32 4, i32 4, i32 4, i32 4>
  %30 = getelementptr inbounds i32, ptr %23, i64 %27
  %31 = getelementptr inbounds i8, ptr %30, i64 16
  store <4 x i32> %28, ptr %30, align 4, !tbaa !5
  store <4 x i32> %29, ptr %31, align 4, !tbaa !5
  %32 = add nuw nsw <4 x i32> %28, <i32 1000, i32 1000, i32 1000, i32 1000>
  %33 = add <4 x i32> %28, <i32 1004, i32 1004, i32 1004, i32 1004>
  %34 = getelementptr inbounds i32, ptr %24, i64 %27
  %35 = getelementptr inbounds i8, ptr %34, i64 16
  store <4 x i32> %32, ptr %34, align 4, !tbaa !5
  store <4 x i32> %33, ptr %35, align 4, !tbaa !5
  %36 = or disjoint i64 %27, 8
  %37 = add <4 x i32> %28, <i32 8, i32 8, i32 8, i32 8>
  %38 = add <4 x i32> %28, <i32 12, i32 12, i32 12, i32 12>
  %39 = getelementptr inbounds i32, ptr %23, i64 %36
  %40 = getelementptr inbounds i8, ptr %39, i64 16
  store <4 x i32> %37, ptr %39, align 4, !tbaa !5
  store <4 x i32> %38, ptr %40, align 4, !tbaa !5
  %41 = add <4 x i32> %28, <i32 1008, i32 1008, i32 1008, i32 1008>
  %42 = add <4 x i32> %28, <i32 1012, i32 1012, i32 1012, i32 1012>
  %43 = getelementptr inbounds i32, ptr %24, i64 %36
  %44 = getelementptr inbounds i8, ptr %43, i64 16
  store <4 x i32> %41, ptr %43, align 4, !tbaa !5
  store <4 x i32> %42, ptr %44, align 4, !tbaa !5
  %45 = add nuw nsw i64 %27, 16
  %46 = add <4 x i32> %28, <i32 16, i32 16, i32 16, i32 16>
  %47 = icmp eq i64 %45, 512
  br i1 %47, label %50, label %26, !llvm.loop !9

48:                                               ; preds = %0
  %49 = landingpad { ptr, i32 }
          cleanup
  br label %478

50:                                               ; preds = %26
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #24
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %7, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #24
  %51 = getelementptr inbounds i8, ptr %5, i64 16
  %52 = getelementptr inbounds i8, ptr %5, i64 24
  %53 = getelementptr inbounds i8, ptr %5, i64 8
  store i64 0, ptr %53, align 8
  store ptr @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE, ptr %5, align 8, !tbaa !13
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_, ptr %52, align 8, !tbaa !15
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation, ptr %51, align 8, !tbaa !18
  invoke void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE, ptr noundef nonnull align 8 dereferenceable(32) %5, ptr noundef nonnull align 8 dereferenceable(32) %7)
          to label %54 unwind label %62

54:                                               ; preds = %50
  %55 = load ptr, ptr %51, align 8, !tbaa !18
  %56 = icmp eq ptr %55, null
  br i1 %56, label %72, label %57

57:                                               ; preds = %54
  %58 = invoke noundef zeroext i1 %55(ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(16) %5, i32 noundef 3)
          to label %72 unwind label %59

59:                                               ; preds = %57
  %60 = landingpad { ptr, i32 }
          catch ptr null
  %61 = extractvalue { ptr, i32 } %60, 0
  call void @__clang_call_terminate(ptr %61) #25
  unreachable

62:                                               ; preds = %50
  %63 = landingpad { ptr, i32 }
          cleanup
  %64 = load ptr, ptr %51, align 8, !tbaa !18
  %65 = icmp eq ptr %64, null
  br i1 %65, label %71, label %66

66:                                               ; preds = %62
  %67 = invoke noundef zeroext i1 %64(ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(16) %5, i32 noundef 3)
          to label %71 unwind label %68

68:                                               ; preds = %66
  %69 = landingpad { ptr, i32 }
          catch ptr null
  %70 = extractvalue { ptr, i32 } %69, 0
  call void @__clang_call_terminate(ptr %70) #25
  unreachable

71:                                               ; preds = %66, %62
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #24
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %7) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #24
  br label %476

72:                                               ; preds = %57, %54
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #24
  %73 = getelementptr inbounds i8, ptr %7, i64 8
  %74 = load ptr, ptr %73, align 8, !tbaa !19
  %75 = getelementptr inbounds i8, ptr %7, i64 16
  %76 = load ptr, ptr %75, align 8, !tbaa !21
  %77 = icmp eq ptr %74, %76
  br i1 %77, label %112, label %78

78:                                               ; preds = %72, %107
  %79 = phi ptr [ %108, %107 ], [ %74, %72 ]
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
  call void %92(ptr noundef nonnull align 8 dereferenceable(16) %81) #24
  %93 = load ptr, ptr %81, align 8, !tbaa !27
  %94 = getelementptr inbounds i8, ptr %93, i64 24
  %95 = load ptr, ptr %94, align 8
  call void %95(ptr noundef nonnull align 8 dereferenceable(16) %81) #24
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
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %81) #24
  br label %107

107:                                              ; preds = %106, %103, %88, %78
  %108 = getelementptr inbounds i8, ptr %79, i64 16
  %109 = icmp eq ptr %108, %76
  br i1 %109, label %110, label %78, !llvm.loop !31

110:                                              ; preds = %107
  %111 = load ptr, ptr %73, align 8, !tbaa !19
  br label %112

112:                                              ; preds = %110, %72
  %113 = phi ptr [ %111, %110 ], [ %74, %72 ]
  %114 = icmp eq ptr %113, null
  br i1 %114, label %121, label %115

115:                                              ; preds = %112
  %116 = getelementptr inbounds i8, ptr %7, i64 24
  %117 = load ptr, ptr %116, align 8, !tbaa !32
  %118 = ptrtoint ptr %117 to i64
  %119 = ptrtoint ptr %113 to i64
  %120 = sub i64 %118, %119
  call void @_ZdlPvm(ptr noundef nonnull %113, i64 noundef %120) #26
  br label %121

121:                                              ; preds = %112, %115
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #24
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %8) #24
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %9) #24
  store i64 16, ptr %9, align 8, !tbaa !33
  %122 = getelementptr inbounds i8, ptr %9, i64 8
  store i64 32, ptr %122, align 8, !tbaa !33
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %10, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %11, align 8, !tbaa !35, !alias.scope !37
  %123 = getelementptr inbounds i8, ptr %11, i64 8
  store ptr @.str.1, ptr %123, align 8, !tbaa !40, !alias.scope !37
  %124 = getelementptr inbounds i8, ptr %11, i64 16
  store i64 16, ptr %124, align 8, !tbaa !41, !alias.scope !37
  %125 = getelementptr inbounds i8, ptr %11, i64 24
  store i64 26, ptr %125, align 8, !tbaa !42, !alias.scope !37
  invoke void @_ZN4sycl3_V16bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvEC2EPiRKNS0_5rangeILi2EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(41) %8, ptr noundef nonnull %23, ptr noundef nonnull align 8 dereferenceable(16) %9, ptr noundef nonnull align 8 dereferenceable(32) %10, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %11)
          to label %126 unwind label %385

126:                                              ; preds = %121
  %127 = getelementptr inbounds i8, ptr %10, i64 8
  %128 = load ptr, ptr %127, align 8, !tbaa !19
  %129 = getelementptr inbounds i8, ptr %10, i64 16
  %130 = load ptr, ptr %129, align 8, !tbaa !21
  %131 = icmp eq ptr %128, %130
  br i1 %131, label %166, label %132

132:                                              ; preds = %126, %161
  %133 = phi ptr [ %162, %161 ], [ %128, %126 ]
  %134 = getelementptr inbounds i8, ptr %133, i64 8
  %135 = load ptr, ptr %134, align 8, !tbaa !22
  %136 = icmp eq ptr %135, null
  br i1 %136, label %161, label %137

137:                                              ; preds = %132
  %138 = getelementptr inbounds i8, ptr %135, i64 8
  %139 = load atomic i64, ptr %138 acquire, align 8
  %140 = icmp eq i64 %139, 4294967297
  %141 = trunc i64 %139 to i32
  br i1 %140, label %142, label %150

142:                                              ; preds = %137
  store i32 0, ptr %138, align 8, !tbaa !24
  %143 = getelementptr inbounds i8, ptr %135, i64 12
  store i32 0, ptr %143, align 4, !tbaa !26
  %144 = load ptr, ptr %135, align 8, !tbaa !27
  %145 = getelementptr inbounds i8, ptr %144, i64 16
  %146 = load ptr, ptr %145, align 8
  call void %146(ptr noundef nonnull align 8 dereferenceable(16) %135) #24
  %147 = load ptr, ptr %135, align 8, !tbaa !27
  %148 = getelementptr inbounds i8, ptr %147, i64 24
  %149 = load ptr, ptr %148, align 8
  call void %149(ptr noundef nonnull align 8 dereferenceable(16) %135) #24
  br label %161

150:                                              ; preds = %137
  %151 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %152 = icmp eq i8 %151, 0
  br i1 %152, label %155, label %153

153:                                              ; preds = %150
  %154 = add nsw i32 %141, -1
  store i32 %154, ptr %138, align 4, !tbaa !5
  br label %157

155:                                              ; preds = %150
  %156 = atomicrmw volatile add ptr %138, i32 -1 acq_rel, align 4
  br label %157

157:                                              ; preds = %155, %153
  %158 = phi i32 [ %141, %153 ], [ %156, %155 ]
  %159 = icmp eq i32 %158, 1
  br i1 %159, label %160, label %161, !prof !30

160:                                              ; preds = %157
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %135) #24
  br label %161

161:                                              ; preds = %160, %157, %142, %132
  %162 = getelementptr inbounds i8, ptr %133, i64 16
  %163 = icmp eq ptr %162, %130
  br i1 %163, label %164, label %132, !llvm.loop !31

164:                                              ; preds = %161
  %165 = load ptr, ptr %127, align 8, !tbaa !19
  br label %166

166:                                              ; preds = %164, %126
  %167 = phi ptr [ %165, %164 ], [ %128, %126 ]
  %168 = icmp eq ptr %167, null
  br i1 %168, label %175, label %169

169:                                              ; preds = %166
  %170 = getelementptr inbounds i8, ptr %10, i64 24
  %171 = load ptr, ptr %170, align 8, !tbaa !32
  %172 = ptrtoint ptr %171 to i64
  %173 = ptrtoint ptr %167 to i64
  %174 = sub i64 %172, %173
  call void @_ZdlPvm(ptr noundef nonnull %167, i64 noundef %174) #26
  br label %175

175:                                              ; preds = %166, %169
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #24
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9) #24
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %12) #24
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %13) #24
  store i64 16, ptr %13, align 8, !tbaa !33
  %176 = getelementptr inbounds i8, ptr %13, i64 8
  store i64 32, ptr %176, align 8, !tbaa !33
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14) #24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %14, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %15, align 8, !tbaa !35, !alias.scope !43
  %177 = getelementptr inbounds i8, ptr %15, i64 8
  store ptr @.str.1, ptr %177, align 8, !tbaa !40, !alias.scope !43
  %178 = getelementptr inbounds i8, ptr %15, i64 16
  store i64 17, ptr %178, align 8, !tbaa !41, !alias.scope !43
  %179 = getelementptr inbounds i8, ptr %15, i64 24
  store i64 26, ptr %179, align 8, !tbaa !42, !alias.scope !43
  invoke void @_ZN4sycl3_V16bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvEC2EPiRKNS0_5rangeILi2EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(41) %12, ptr noundef nonnull %24, ptr noundef nonnull align 8 dereferenceable(16) %13, ptr noundef nonnull align 8 dereferenceable(32) %14, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %15)
          to label %180 unwind label %387

180:                                              ; preds = %175
  %181 = getelementptr inbounds i8, ptr %14, i64 8
  %182 = load ptr, ptr %181, align 8, !tbaa !19
  %183 = getelementptr inbounds i8, ptr %14, i64 16
  %184 = load ptr, ptr %183, align 8, !tbaa !21
  %185 = icmp eq ptr %182, %184
  br i1 %185, label %220, label %186

186:                                              ; preds = %180, %215
  %187 = phi ptr [ %216, %215 ], [ %182, %180 ]
  %188 = getelementptr inbounds i8, ptr %187, i64 8
  %189 = load ptr, ptr %188, align 8, !tbaa !22
  %190 = icmp eq ptr %189, null
  br i1 %190, label %215, label %191

191:                                              ; preds = %186
  %192 = getelementptr inbounds i8, ptr %189, i64 8
  %193 = load atomic i64, ptr %192 acquire, align 8
  %194 = icmp eq i64 %193, 4294967297
  %195 = trunc i64 %193 to i32
  br i1 %194, label %196, label %204

196:                                              ; preds = %191
  store i32 0, ptr %192, align 8, !tbaa !24
  %197 = getelementptr inbounds i8, ptr %189, i64 12
  store i32 0, ptr %197, align 4, !tbaa !26
  %198 = load ptr, ptr %189, align 8, !tbaa !27
  %199 = getelementptr inbounds i8, ptr %198, i64 16
  %200 = load ptr, ptr %199, align 8
  call void %200(ptr noundef nonnull align 8 dereferenceable(16) %189) #24
  %201 = load ptr, ptr %189, align 8, !tbaa !27
  %202 = getelementptr inbounds i8, ptr %201, i64 24
  %203 = load ptr, ptr %202, align 8
  call void %203(ptr noundef nonnull align 8 dereferenceable(16) %189) #24
  br label %215

204:                                              ; preds = %191
  %205 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %206 = icmp eq i8 %205, 0
  br i1 %206, label %209, label %207

207:                                              ; preds = %204
  %208 = add nsw i32 %195, -1
  store i32 %208, ptr %192, align 4, !tbaa !5
  br label %211

209:                                              ; preds = %204
  %210 = atomicrmw volatile add ptr %192, i32 -1 acq_rel, align 4
  br label %211

211:                                              ; preds = %209, %207
  %212 = phi i32 [ %195, %207 ], [ %210, %209 ]
  %213 = icmp eq i32 %212, 1
  br i1 %213, label %214, label %215, !prof !30

214:                                              ; preds = %211
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %189) #24
  br label %215

215:                                              ; preds = %214, %211, %196, %186
  %216 = getelementptr inbounds i8, ptr %187, i64 16
  %217 = icmp eq ptr %216, %184
  br i1 %217, label %218, label %186, !llvm.loop !31

218:                                              ; preds = %215
  %219 = load ptr, ptr %181, align 8, !tbaa !19
  br label %220

220:                                              ; preds = %218, %180
  %221 = phi ptr [ %219, %218 ], [ %182, %180 ]
  %222 = icmp eq ptr %221, null
  br i1 %222, label %229, label %223

223:                                              ; preds = %220
  %224 = getelementptr inbounds i8, ptr %14, i64 24
  %225 = load ptr, ptr %224, align 8, !tbaa !32
  %226 = ptrtoint ptr %225 to i64
  %227 = ptrtoint ptr %221 to i64
  %228 = sub i64 %226, %227
  call void @_ZdlPvm(ptr noundef nonnull %221, i64 noundef %228) #26
  br label %229

229:                                              ; preds = %220, %223
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #24
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %13) #24
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %17) #24
  store ptr @.str, ptr %17, align 8, !tbaa !35, !alias.scope !46
  %230 = getelementptr inbounds i8, ptr %17, i64 8
  store ptr @.str.1, ptr %230, align 8, !tbaa !40, !alias.scope !46
  %231 = getelementptr inbounds i8, ptr %17, i64 16
  store i64 20, ptr %231, align 8, !tbaa !41, !alias.scope !46
  %232 = getelementptr inbounds i8, ptr %17, i64 24
  store i64 5, ptr %232, align 8, !tbaa !42, !alias.scope !46
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3)
  store ptr %8, ptr %3, align 8, !noalias !49
  %233 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr %12, ptr %233, align 8, !noalias !49
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #24, !noalias !49
  store ptr %3, ptr %4, align 8, !tbaa !52, !noalias !49
  %234 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZ4mainEUlRNS0_7handlerEE_E4callEPKvS5_, ptr %234, align 8, !tbaa !54, !noalias !49
  invoke void @_ZN4sycl3_V15queue17submit_with_eventILb0ENS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET0_RKNS0_6detail19type_erased_cgfo_tyEPS1_RKNSD_13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %16, ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef null, ptr noundef nonnull align 8 dereferenceable(32) %17)
          to label %235 unwind label %389

235:                                              ; preds = %229
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #24, !noalias !49
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3)
  %236 = getelementptr inbounds i8, ptr %16, i64 8
  %237 = load ptr, ptr %236, align 8, !tbaa !22
  %238 = icmp eq ptr %237, null
  br i1 %238, label %263, label %239

239:                                              ; preds = %235
  %240 = getelementptr inbounds i8, ptr %237, i64 8
  %241 = load atomic i64, ptr %240 acquire, align 8
  %242 = icmp eq i64 %241, 4294967297
  %243 = trunc i64 %241 to i32
  br i1 %242, label %244, label %252

244:                                              ; preds = %239
  store i32 0, ptr %240, align 8, !tbaa !24
  %245 = getelementptr inbounds i8, ptr %237, i64 12
  store i32 0, ptr %245, align 4, !tbaa !26
  %246 = load ptr, ptr %237, align 8, !tbaa !27
  %247 = getelementptr inbounds i8, ptr %246, i64 16
  %248 = load ptr, ptr %247, align 8
  call void %248(ptr noundef nonnull align 8 dereferenceable(16) %237) #24
  %249 = load ptr, ptr %237, align 8, !tbaa !27
  %250 = getelementptr inbounds i8, ptr %249, i64 24
  %251 = load ptr, ptr %250, align 8
  call void %251(ptr noundef nonnull align 8 dereferenceable(16) %237) #24
  br label %263

252:                                              ; preds = %239
  %253 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %254 = icmp eq i8 %253, 0
  br i1 %254, label %257, label %255

255:                                              ; preds = %252
  %256 = add nsw i32 %243, -1
  store i32 %256, ptr %240, align 4, !tbaa !5
  br label %259

257:                                              ; preds = %252
  %258 = atomicrmw volatile add ptr %240, i32 -1 acq_rel, align 4
  br label %259

259:                                              ; preds = %257, %255
  %260 = phi i32 [ %243, %255 ], [ %258, %257 ]
  %261 = icmp eq i32 %260, 1
  br i1 %261, label %262, label %263, !prof !30

262:                                              ; preds = %259
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %237) #24
  br label %263

263:                                              ; preds = %262, %259, %244, %235
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %17) #24
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %18) #24
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %19) #24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %19, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %20, align 8, !tbaa !35, !alias.scope !55
  %264 = getelementptr inbounds i8, ptr %20, i64 8
  store ptr @.str.1, ptr %264, align 8, !tbaa !40, !alias.scope !55
  %265 = getelementptr inbounds i8, ptr %20, i64 16
  store i64 27, ptr %265, align 8, !tbaa !41, !alias.scope !55
  %266 = getelementptr inbounds i8, ptr %20, i64 24
  store i64 75, ptr %266, align 8, !tbaa !42, !alias.scope !55
  invoke void @_ZN4sycl3_V18accessorIiLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi2ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %18, ptr noundef nonnull align 8 dereferenceable(41) %12, ptr noundef nonnull align 8 dereferenceable(32) %19, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %20)
          to label %267 unwind label %391

267:                                              ; preds = %263
  %268 = getelementptr inbounds i8, ptr %19, i64 8
  %269 = load ptr, ptr %268, align 8, !tbaa !19
  %270 = getelementptr inbounds i8, ptr %19, i64 16
  %271 = load ptr, ptr %270, align 8, !tbaa !21
  %272 = icmp eq ptr %269, %271
  br i1 %272, label %307, label %273

273:                                              ; preds = %267, %302
  %274 = phi ptr [ %303, %302 ], [ %269, %267 ]
  %275 = getelementptr inbounds i8, ptr %274, i64 8
  %276 = load ptr, ptr %275, align 8, !tbaa !22
  %277 = icmp eq ptr %276, null
  br i1 %277, label %302, label %278

278:                                              ; preds = %273
  %279 = getelementptr inbounds i8, ptr %276, i64 8
  %280 = load atomic i64, ptr %279 acquire, align 8
  %281 = icmp eq i64 %280, 4294967297
  %282 = trunc i64 %280 to i32
  br i1 %281, label %283, label %291

283:                                              ; preds = %278
  store i32 0, ptr %279, align 8, !tbaa !24
  %284 = getelementptr inbounds i8, ptr %276, i64 12
  store i32 0, ptr %284, align 4, !tbaa !26
  %285 = load ptr, ptr %276, align 8, !tbaa !27
  %286 = getelementptr inbounds i8, ptr %285, i64 16
  %287 = load ptr, ptr %286, align 8
  call void %287(ptr noundef nonnull align 8 dereferenceable(16) %276) #24
  %288 = load ptr, ptr %276, align 8, !tbaa !27
  %289 = getelementptr inbounds i8, ptr %288, i64 24
  %290 = load ptr, ptr %289, align 8
  call void %290(ptr noundef nonnull align 8 dereferenceable(16) %276) #24
  br label %302

291:                                              ; preds = %278
  %292 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %293 = icmp eq i8 %292, 0
  br i1 %293, label %296, label %294

294:                                              ; preds = %291
  %295 = add nsw i32 %282, -1
  store i32 %295, ptr %279, align 4, !tbaa !5
  br label %298

296:                                              ; preds = %291
  %297 = atomicrmw volatile add ptr %279, i32 -1 acq_rel, align 4
  br label %298

298:                                              ; preds = %296, %294
  %299 = phi i32 [ %282, %294 ], [ %297, %296 ]
  %300 = icmp eq i32 %299, 1
  br i1 %300, label %301, label %302, !prof !30

301:                                              ; preds = %298
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %276) #24
  br label %302

302:                                              ; preds = %301, %298, %283, %273
  %303 = getelementptr inbounds i8, ptr %274, i64 16
  %304 = icmp eq ptr %303, %271
  br i1 %304, label %305, label %273, !llvm.loop !31

305:                                              ; preds = %302
  %306 = load ptr, ptr %268, align 8, !tbaa !19
  br label %307

307:                                              ; preds = %305, %267
  %308 = phi ptr [ %306, %305 ], [ %269, %267 ]
  %309 = icmp eq ptr %308, null
  br i1 %309, label %316, label %310

310:                                              ; preds = %307
  %311 = getelementptr inbounds i8, ptr %19, i64 24
  %312 = load ptr, ptr %311, align 8, !tbaa !32
  %313 = ptrtoint ptr %312 to i64
  %314 = ptrtoint ptr %308 to i64
  %315 = sub i64 %313, %314
  call void @_ZdlPvm(ptr noundef nonnull %308, i64 noundef %315) #26
  br label %316

316:                                              ; preds = %307, %310
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19) #24
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %22) #24
  store ptr @.str, ptr %22, align 8, !tbaa !35, !alias.scope !58
  %317 = getelementptr inbounds i8, ptr %22, i64 8
  store ptr @.str.1, ptr %317, align 8, !tbaa !40, !alias.scope !58
  %318 = getelementptr inbounds i8, ptr %22, i64 16
  store i64 28, ptr %318, align 8, !tbaa !41, !alias.scope !58
  %319 = getelementptr inbounds i8, ptr %22, i64 24
  store i64 5, ptr %319, align 8, !tbaa !42, !alias.scope !58
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1)
  store ptr %18, ptr %1, align 8, !noalias !61
  %320 = getelementptr inbounds i8, ptr %1, i64 8
  store ptr %8, ptr %320, align 8, !noalias !61
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #24, !noalias !61
  store ptr %1, ptr %2, align 8, !tbaa !52, !noalias !61
  %321 = getelementptr inbounds i8, ptr %2, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZ4mainEUlRNS0_7handlerEE0_E4callEPKvS5_, ptr %321, align 8, !tbaa !54, !noalias !61
  invoke void @_ZN4sycl3_V15queue17submit_with_eventILb0ENS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET0_RKNS0_6detail19type_erased_cgfo_tyEPS1_RKNSD_13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %21, ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef null, ptr noundef nonnull align 8 dereferenceable(32) %22)
          to label %322 unwind label %393

322:                                              ; preds = %316
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #24, !noalias !61
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1)
  %323 = getelementptr inbounds i8, ptr %21, i64 8
  %324 = load ptr, ptr %323, align 8, !tbaa !22
  %325 = icmp eq ptr %324, null
  br i1 %325, label %350, label %326

326:                                              ; preds = %322
  %327 = getelementptr inbounds i8, ptr %324, i64 8
  %328 = load atomic i64, ptr %327 acquire, align 8
  %329 = icmp eq i64 %328, 4294967297
  %330 = trunc i64 %328 to i32
  br i1 %329, label %331, label %339

331:                                              ; preds = %326
  store i32 0, ptr %327, align 8, !tbaa !24
  %332 = getelementptr inbounds i8, ptr %324, i64 12
  store i32 0, ptr %332, align 4, !tbaa !26
  %333 = load ptr, ptr %324, align 8, !tbaa !27
  %334 = getelementptr inbounds i8, ptr %333, i64 16
  %335 = load ptr, ptr %334, align 8
  call void %335(ptr noundef nonnull align 8 dereferenceable(16) %324) #24
  %336 = load ptr, ptr %324, align 8, !tbaa !27
  %337 = getelementptr inbounds i8, ptr %336, i64 24
  %338 = load ptr, ptr %337, align 8
  call void %338(ptr noundef nonnull align 8 dereferenceable(16) %324) #24
  br label %350

339:                                              ; preds = %326
  %340 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %341 = icmp eq i8 %340, 0
  br i1 %341, label %344, label %342

342:                                              ; preds = %339
  %343 = add nsw i32 %330, -1
  store i32 %343, ptr %327, align 4, !tbaa !5
  br label %346

344:                                              ; preds = %339
  %345 = atomicrmw volatile add ptr %327, i32 -1 acq_rel, align 4
  br label %346

346:                                              ; preds = %344, %342
  %347 = phi i32 [ %330, %342 ], [ %345, %344 ]
  %348 = icmp eq i32 %347, 1
  br i1 %348, label %349, label %350, !prof !30

349:                                              ; preds = %346
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %324) #24
  br label %350

350:                                              ; preds = %322, %331, %346, %349
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %22) #24
  %351 = getelementptr inbounds i8, ptr %18, i64 8
  %352 = load ptr, ptr %351, align 8, !tbaa !22
  %353 = icmp eq ptr %352, null
  br i1 %353, label %378, label %354

354:                                              ; preds = %350
  %355 = getelementptr inbounds i8, ptr %352, i64 8
  %356 = load atomic i64, ptr %355 acquire, align 8
  %357 = icmp eq i64 %356, 4294967297
  %358 = trunc i64 %356 to i32
  br i1 %357, label %359, label %367

359:                                              ; preds = %354
  store i32 0, ptr %355, align 8, !tbaa !24
  %360 = getelementptr inbounds i8, ptr %352, i64 12
  store i32 0, ptr %360, align 4, !tbaa !26
  %361 = load ptr, ptr %352, align 8, !tbaa !27
  %362 = getelementptr inbounds i8, ptr %361, i64 16
  %363 = load ptr, ptr %362, align 8
  call void %363(ptr noundef nonnull align 8 dereferenceable(16) %352) #24
  %364 = load ptr, ptr %352, align 8, !tbaa !27
  %365 = getelementptr inbounds i8, ptr %364, i64 24
  %366 = load ptr, ptr %365, align 8
  call void %366(ptr noundef nonnull align 8 dereferenceable(16) %352) #24
  br label %378

367:                                              ; preds = %354
  %368 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %369 = icmp eq i8 %368, 0
  br i1 %369, label %372, label %370

370:                                              ; preds = %367
  %371 = add nsw i32 %358, -1
  store i32 %371, ptr %355, align 4, !tbaa !5
  br label %374

372:                                              ; preds = %367
  %373 = atomicrmw volatile add ptr %355, i32 -1 acq_rel, align 4
  br label %374

374:                                              ; preds = %372, %370
  %375 = phi i32 [ %358, %370 ], [ %373, %372 ]
  %376 = icmp eq i32 %375, 1
  br i1 %376, label %377, label %378, !prof !30

377:                                              ; preds = %374
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %352) #24
  br label %378

378:                                              ; preds = %350, %359, %374, %377
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %18) #24
  call void @_ZN4sycl3_V16bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %12) #24
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %12) #24
  call void @_ZN4sycl3_V16bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %8) #24
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %8) #24
  br label %379

379:                                              ; preds = %378, %436
  %380 = phi i64 [ 0, %378 ], [ %437, %436 ]
  %381 = shl nuw nsw i64 %380, 5
  %382 = add nsw i64 %380, -4
  %383 = icmp ult i64 %382, 8
  %384 = icmp ugt i64 %380, 13
  br label %403

385:                                              ; preds = %121
  %386 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %10) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #24
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9) #24
  br label %401

387:                                              ; preds = %175
  %388 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %14) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #24
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %13) #24
  br label %399

389:                                              ; preds = %229
  %390 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %17) #24
  br label %397

391:                                              ; preds = %263
  %392 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %19) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19) #24
  br label %395

393:                                              ; preds = %316
  %394 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %22) #24
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %18) #24
  br label %395

395:                                              ; preds = %393, %391
  %396 = phi { ptr, i32 } [ %394, %393 ], [ %392, %391 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %18) #24
  br label %397

397:                                              ; preds = %395, %389
  %398 = phi { ptr, i32 } [ %396, %395 ], [ %390, %389 ]
  call void @_ZN4sycl3_V16bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %12) #24
  br label %399

399:                                              ; preds = %397, %387
  %400 = phi { ptr, i32 } [ %398, %397 ], [ %388, %387 ]
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %12) #24
  call void @_ZN4sycl3_V16bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %8) #24
  br label %401

401:                                              ; preds = %399, %385
  %402 = phi { ptr, i32 } [ %400, %399 ], [ %386, %385 ]
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %8) #24
  call void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %6) #24
  br label %476

403:                                              ; preds = %433, %379
  %404 = phi i64 [ 0, %379 ], [ %434, %433 ]
  %405 = add nuw nsw i64 %404, %381
  %406 = trunc nuw nsw i64 %405 to i32
  %407 = add nsw i64 %404, -8
  %408 = icmp ult i64 %407, 16
  %409 = and i1 %383, %408
  %410 = shl nuw nsw i32 %406, 1
  %411 = add nuw nsw i32 %410, 1000
  %412 = select i1 %409, i32 %411, i32 %406
  %413 = add nuw nsw i32 %410, 2000
  %414 = select i1 %384, i32 %413, i32 %412
  %415 = getelementptr inbounds i32, ptr %23, i64 %405
  %416 = load i32, ptr %415, align 4, !tbaa !5
  %417 = icmp eq i32 %416, %414
  br i1 %417, label %418, label %439

418:                                              ; preds = %403
  %419 = or disjoint i64 %404, 1
  %420 = add nuw nsw i64 %419, %381
  %421 = trunc nuw nsw i64 %420 to i32
  %422 = add nsw i64 %404, -7
  %423 = icmp ult i64 %422, 16
  %424 = and i1 %383, %423
  %425 = shl nuw nsw i32 %421, 1
  %426 = add nuw nsw i32 %425, 1000
  %427 = select i1 %424, i32 %426, i32 %421
  %428 = add nuw nsw i32 %425, 2000
  %429 = select i1 %384, i32 %428, i32 %427
  %430 = getelementptr inbounds i32, ptr %23, i64 %420
  %431 = load i32, ptr %430, align 4, !tbaa !5
  %432 = icmp eq i32 %431, %429
  br i1 %432, label %433, label %439

433:                                              ; preds = %418
  %434 = add nuw nsw i64 %404, 2
  %435 = icmp eq i64 %434, 32
  br i1 %435, label %436, label %403, !llvm.loop !64

436:                                              ; preds = %433
  %437 = add nuw nsw i64 %380, 1
  %438 = icmp eq i64 %437, 16
  br i1 %438, label %444, label %379, !llvm.loop !65

439:                                              ; preds = %418, %403
  %440 = phi i64 [ %404, %403 ], [ %419, %418 ]
  %441 = phi i32 [ %414, %403 ], [ %429, %418 ]
  %442 = phi i32 [ %416, %403 ], [ %431, %418 ]
  %443 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %380, i64 noundef %440, i32 noundef %442, i32 noundef %441)
  br label %446

444:                                              ; preds = %436
  %445 = call i32 @puts(ptr nonnull dereferenceable(1) @str)
  br label %446

446:                                              ; preds = %439, %444
  %447 = phi i32 [ 0, %444 ], [ 1, %439 ]
  %448 = getelementptr inbounds i8, ptr %6, i64 8
  %449 = load ptr, ptr %448, align 8, !tbaa !22
  %450 = icmp eq ptr %449, null
  br i1 %450, label %475, label %451

451:                                              ; preds = %446
  %452 = getelementptr inbounds i8, ptr %449, i64 8
  %453 = load atomic i64, ptr %452 acquire, align 8
  %454 = icmp eq i64 %453, 4294967297
  %455 = trunc i64 %453 to i32
  br i1 %454, label %456, label %464

456:                                              ; preds = %451
  store i32 0, ptr %452, align 8, !tbaa !24
  %457 = getelementptr inbounds i8, ptr %449, i64 12
  store i32 0, ptr %457, align 4, !tbaa !26
  %458 = load ptr, ptr %449, align 8, !tbaa !27
  %459 = getelementptr inbounds i8, ptr %458, i64 16
  %460 = load ptr, ptr %459, align 8
  call void %460(ptr noundef nonnull align 8 dereferenceable(16) %449) #24
  %461 = load ptr, ptr %449, align 8, !tbaa !27
  %462 = getelementptr inbounds i8, ptr %461, i64 24
  %463 = load ptr, ptr %462, align 8
  call void %463(ptr noundef nonnull align 8 dereferenceable(16) %449) #24
  br label %475

464:                                              ; preds = %451
  %465 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %466 = icmp eq i8 %465, 0
  br i1 %466, label %469, label %467

467:                                              ; preds = %464
  %468 = add nsw i32 %455, -1
  store i32 %468, ptr %452, align 4, !tbaa !5
  br label %471

469:                                              ; preds = %464
  %470 = atomicrmw volatile add ptr %452, i32 -1 acq_rel, align 4
  br label %471

471:                                              ; preds = %469, %467
  %472 = phi i32 [ %455, %467 ], [ %470, %469 ]
  %473 = icmp eq i32 %472, 1
  br i1 %473, label %474, label %475, !prof !30

474:                                              ; preds = %471
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %449) #24
  br label %475

475:                                              ; preds = %446, %456, %471, %474
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #24
  call void @_ZdlPvm(ptr noundef nonnull %24, i64 noundef 2048) #26
  call void @_ZdlPvm(ptr noundef nonnull %23, i64 noundef 2048) #26
  ret i32 %447

476:                                              ; preds = %401, %71
  %477 = phi { ptr, i32 } [ %402, %401 ], [ %63, %71 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #24
  call void @_ZdlPvm(ptr noundef nonnull %24, i64 noundef 2048) #26
  br label %478

478:                                              ; preds = %476, %48
  %479 = phi { ptr, i32 } [ %477, %476 ], [ %49, %48 ]
  call void @_ZdlPvm(ptr noundef nonnull %23, i64 noundef 2048) #26
  resume { ptr, i32 } %479
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
  %13 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #23, !noalias !66
  store ptr getelementptr inbounds inrange(-16, 56) (i8, ptr @_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE, i64 16), ptr %13, align 8, !tbaa !27, !noalias !66
  %14 = getelementptr inbounds i8, ptr %13, i64 8
  store i64 128, ptr %14, align 8, !tbaa !69, !noalias !66
  %15 = getelementptr inbounds i8, ptr %13, i64 16
  store i64 4, ptr %15, align 8, !tbaa !71, !noalias !66
  store ptr %13, ptr %6, align 8, !tbaa !74
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
  store i64 0, ptr %25, align 8, !tbaa !76
  %26 = getelementptr inbounds i8, ptr %0, i64 40
  store i8 0, ptr %26, align 8, !tbaa !84
  %27 = load ptr, ptr %0, align 8, !tbaa !85
  %28 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTIi, i64 8), align 8, !tbaa !86
  %29 = load i8, ptr %28, align 1, !tbaa !29
  %30 = icmp eq i8 %29, 42
  %31 = zext i1 %30 to i64
  %32 = getelementptr inbounds i8, ptr %28, i64 %31
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #24
  call void @llvm.experimental.noalias.scope.decl(metadata !88)
  %33 = load <2 x i64>, ptr %24, align 8, !tbaa !33, !noalias !88
  store <2 x i64> %33, ptr %7, align 16, !tbaa !33, !alias.scope !88
  %34 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 0, ptr %34, align 16, !tbaa !33, !alias.scope !88
  invoke void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef %27, ptr noundef %1, ptr noundef nonnull %32, i32 noundef 2, i32 noundef 4, ptr noundef nonnull %7)
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
  %5 = alloca %"class.sycl::_V1::id.88", align 8
  %6 = alloca %"class.sycl::_V1::range.90", align 8
  %7 = alloca %"class.sycl::_V1::range.90", align 8
  %8 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %5, i8 0, i64 24, i1 false)
  %11 = load i64, ptr %10, align 8
  %12 = getelementptr inbounds i8, ptr %1, i64 24
  %13 = load i64, ptr %12, align 8
  store i64 %11, ptr %6, align 8, !tbaa !33, !alias.scope !91
  %14 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 %13, ptr %14, align 8, !tbaa !33, !alias.scope !91
  %15 = getelementptr inbounds i8, ptr %6, i64 16
  store i64 1, ptr %15, align 8, !tbaa !33, !alias.scope !91
  store i64 %11, ptr %7, align 8, !tbaa !33, !alias.scope !94
  %16 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 %13, ptr %16, align 8, !tbaa !33, !alias.scope !94
  %17 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %17, align 8, !tbaa !33, !alias.scope !94
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
  %35 = load ptr, ptr %34, align 8, !tbaa !97
  store ptr %35, ptr %33, align 8, !tbaa !97
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
  br i1 %52, label %53, label %32, !llvm.loop !99

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
  %60 = load ptr, ptr %1, align 8, !tbaa !85
  %61 = icmp eq ptr %60, null
  br i1 %61, label %62, label %63

62:                                               ; preds = %53
  tail call void @__assert_fail(ptr noundef nonnull @.str.13, ptr noundef nonnull @.str.14, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIiLi2ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS7_) #25
  unreachable

63:                                               ; preds = %53
  %64 = getelementptr inbounds i8, ptr %1, i64 32
  %65 = load i64, ptr %64, align 8, !tbaa !76
  %66 = getelementptr inbounds i8, ptr %1, i64 40
  %67 = load i8, ptr %66, align 8, !tbaa !84, !range !100, !noundef !101
  %68 = trunc nuw i8 %67 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviibmbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id.88") align 8 %5, ptr noundef nonnull byval(%"class.sycl::_V1::range.90") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.90") align 8 %7, i32 noundef 1024, ptr noundef nonnull %60, i32 noundef 2, i32 noundef 4, i1 noundef zeroext true, i64 noundef %65, i1 noundef zeroext %68, ptr noundef nonnull align 8 dereferenceable(32) %2)
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
  %131 = load ptr, ptr %130, align 8, !tbaa !97
  store ptr %131, ptr %129, align 8, !tbaa !97
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
  br i1 %148, label %149, label %128, !llvm.loop !99

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
  %215 = load ptr, ptr %0, align 8, !tbaa !102
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
  store ptr %229, ptr %114, align 8, !tbaa !104
  %231 = load ptr, ptr %1, align 8, !tbaa !85
  %232 = icmp eq ptr %231, null
  br i1 %232, label %233, label %234

233:                                              ; preds = %230
  tail call void @__assert_fail(ptr noundef nonnull @.str.13, ptr noundef nonnull @.str.14, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIiLi2ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS7_) #25
  unreachable

234:                                              ; preds = %230
  %235 = load ptr, ptr %0, align 8, !tbaa !102
  invoke void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef nonnull %231, ptr noundef %235, i32 noundef 2014, i32 noundef 1024, ptr noundef nonnull align 8 dereferenceable(32) %3)
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
  tail call void @__assert_fail(ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.11, i32 noundef 483, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvED2Ev) #25
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

declare noundef i32 @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE(ptr noundef nonnull align 8 dereferenceable(16)) #6

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
  %11 = load ptr, ptr %10, align 8, !tbaa !108
  %12 = icmp eq ptr %11, null
  br i1 %12, label %46, label %13

13:                                               ; preds = %9
  store ptr %11, ptr %2, align 8, !tbaa !108
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
  %18 = load ptr, ptr %2, align 8, !tbaa !108
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
  %40 = load i32, ptr %39, align 8, !tbaa !110
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
  %6 = alloca %"class.std::function.27", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #24
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #24
  %7 = getelementptr inbounds i8, ptr %6, i64 16
  %8 = getelementptr inbounds i8, ptr %6, i64 24
  %9 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 0, ptr %9, align 8
  store ptr %1, ptr %6, align 8, !tbaa !13
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_, ptr %8, align 8, !tbaa !116
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
  call void %24(ptr noundef nonnull align 8 dereferenceable(16) %13) #24
  %25 = load ptr, ptr %13, align 8, !tbaa !27
  %26 = getelementptr inbounds i8, ptr %25, i64 24
  %27 = load ptr, ptr %26, align 8
  call void %27(ptr noundef nonnull align 8 dereferenceable(16) %13) #24
  br label %39

28:                                               ; preds = %15
  %29 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %30 = icmp eq i8 %29, 0
  br i1 %30, label %33, label %31

31:                                               ; preds = %28
  %32 = add nsw i32 %19, -1
  store i32 %32, ptr %16, align 4, !tbaa !5
  br label %35

33:                                               ; preds = %28
  %34 = atomicrmw volatile add ptr %16, i32 -1 acq_rel, align 4
  br label %35

35:                                               ; preds = %33, %31
  %36 = phi i32 [ %19, %31 ], [ %34, %33 ]
  %37 = icmp eq i32 %36, 1
  br i1 %37, label %38, label %39, !prof !30

38:                                               ; preds = %35
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %13) #24
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
  call void @__clang_call_terminate(ptr %46) #25
  unreachable

47:                                               ; preds = %39, %42
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #24
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #24
  ret void

48:                                               ; preds = %4
  %49 = landingpad { ptr, i32 }
          cleanup
  br label %52

50:                                               ; preds = %10
  %51 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16deviceD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %5) #24
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
  call void @__clang_call_terminate(ptr %60) #25
  unreachable

61:                                               ; preds = %52, %56
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #24
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #24
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
  %8 = load ptr, ptr %7, align 8, !tbaa !118
  store ptr %8, ptr %6, align 16, !tbaa !118
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, i8 0, i64 24, i1 false)
  invoke void %4(ptr noundef nonnull %3)
          to label %9 unwind label %32

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %3, i64 8
  %11 = load ptr, ptr %3, align 16, !tbaa !120
  %12 = load ptr, ptr %10, align 8, !tbaa !121
  %13 = icmp eq ptr %11, %12
  br i1 %13, label %24, label %14

14:                                               ; preds = %9, %19
  %15 = phi ptr [ %20, %19 ], [ %11, %9 ]
  %16 = load ptr, ptr %15, align 8, !tbaa !108
  %17 = icmp eq ptr %16, null
  br i1 %17, label %19, label %18

18:                                               ; preds = %14
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %15) #24
  br label %19

19:                                               ; preds = %18, %14
  %20 = getelementptr inbounds i8, ptr %15, i64 8
  %21 = icmp eq ptr %20, %12
  br i1 %21, label %22, label %14, !llvm.loop !122

22:                                               ; preds = %19
  %23 = load ptr, ptr %3, align 16, !tbaa !120
  br label %24

24:                                               ; preds = %22, %9
  %25 = phi ptr [ %23, %22 ], [ %11, %9 ]
  %26 = icmp eq ptr %25, null
  br i1 %26, label %34, label %27

27:                                               ; preds = %24
  %28 = load ptr, ptr %6, align 16, !tbaa !118
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
  %2 = load ptr, ptr %0, align 8, !tbaa !120
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !121
  %5 = icmp eq ptr %2, %4
  br i1 %5, label %16, label %6

6:                                                ; preds = %1, %11
  %7 = phi ptr [ %12, %11 ], [ %2, %1 ]
  %8 = load ptr, ptr %7, align 8, !tbaa !108
  %9 = icmp eq ptr %8, null
  br i1 %9, label %11, label %10

10:                                               ; preds = %6
  tail call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %7) #24
  br label %11

11:                                               ; preds = %10, %6
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  %13 = icmp eq ptr %12, %4
  br i1 %13, label %14, label %6, !llvm.loop !122

14:                                               ; preds = %11
  %15 = load ptr, ptr %0, align 8, !tbaa !120
  br label %16

16:                                               ; preds = %14, %1
  %17 = phi ptr [ %15, %14 ], [ %2, %1 ]
  %18 = icmp eq ptr %17, null
  br i1 %18, label %25, label %19

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !118
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

declare void @_ZN4sycl3_V15queueC2ERKNS0_6deviceERKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #6

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16deviceD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
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

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) #2 comdat align 2 {
  %3 = load ptr, ptr %0, align 8, !tbaa !13
  %4 = tail call noundef i32 %3(ptr noundef nonnull align 8 dereferenceable(16) %1)
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

declare void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef, ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #6

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
  %6 = load i64, ptr %3, align 8, !tbaa !69
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
  %3 = load i64, ptr %2, align 8, !tbaa !71
  ret i64 %3
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE12setAlignmentEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = tail call i64 @llvm.umax.i64(i64 %1, i64 64)
  store i64 %4, ptr %3, align 8, !tbaa !69
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

declare void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64), i32, ptr, ptr noundef) unnamed_addr #6

declare void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZN4sycl3_V19exceptionD1Ev(ptr noundef nonnull align 8 dereferenceable(64)) unnamed_addr #12

declare void @_ZNK4sycl3_V16detail12buffer_plain13handleReleaseEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #6

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #18

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queue17submit_with_eventILb0ENS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET0_RKNS0_6detail19type_erased_cgfo_tyEPS1_RKNSD_13code_locationE(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::event") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef %3, ptr noundef nonnull align 8 dereferenceable(32) %4) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 1
  %7 = alloca %"class.sycl::_V1::detail::SubmissionInfo", align 8
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %6) #24
  call void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1) %6, ptr noundef nonnull align 8 dereferenceable(32) %4)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #24
  invoke void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16) %7)
          to label %8 unwind label %63

8:                                                ; preds = %5
  %9 = icmp eq ptr %3, null
  br i1 %9, label %67, label %10

10:                                               ; preds = %8
  %11 = load ptr, ptr %3, align 8, !tbaa !123
  %12 = icmp eq ptr %11, null
  br i1 %12, label %13, label %14

13:                                               ; preds = %10
  call void @__assert_fail(ptr noundef nonnull @.str.13, ptr noundef nonnull @.str.14, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_5queueEEERKDtsrT_4implERKS4_) #25
  unreachable

14:                                               ; preds = %10
  %15 = invoke noundef nonnull align 8 dereferenceable(16) ptr @_ZN4sycl3_V16detail14SubmissionInfo14SecondaryQueueEv(ptr noundef nonnull align 8 dereferenceable(16) %7)
          to label %16 unwind label %65

16:                                               ; preds = %14
  %17 = load ptr, ptr %3, align 8, !tbaa !123
  store ptr %17, ptr %15, align 8, !tbaa !123
  %18 = getelementptr inbounds i8, ptr %15, i64 8
  %19 = getelementptr inbounds i8, ptr %3, i64 8
  %20 = load ptr, ptr %19, align 8, !tbaa !22
  %21 = load ptr, ptr %18, align 8, !tbaa !22
  %22 = icmp eq ptr %20, %21
  br i1 %22, label %67, label %23

23:                                               ; preds = %16
  %24 = icmp eq ptr %20, null
  br i1 %24, label %35, label %25

25:                                               ; preds = %23
  %26 = getelementptr inbounds i8, ptr %20, i64 8
  %27 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %28 = icmp eq i8 %27, 0
  br i1 %28, label %32, label %29

29:                                               ; preds = %25
  %30 = load i32, ptr %26, align 4, !tbaa !5
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %26, align 4, !tbaa !5
  br label %35

32:                                               ; preds = %25
  %33 = atomicrmw volatile add ptr %26, i32 1 acq_rel, align 4
  %34 = load ptr, ptr %18, align 8, !tbaa !22
  br label %35

35:                                               ; preds = %32, %29, %23
  %36 = phi ptr [ %21, %23 ], [ %21, %29 ], [ %34, %32 ]
  %37 = icmp eq ptr %36, null
  br i1 %37, label %62, label %38

38:                                               ; preds = %35
  %39 = getelementptr inbounds i8, ptr %36, i64 8
  %40 = load atomic i64, ptr %39 acquire, align 8
  %41 = icmp eq i64 %40, 4294967297
  %42 = trunc i64 %40 to i32
  br i1 %41, label %43, label %51

43:                                               ; preds = %38
  store i32 0, ptr %39, align 8, !tbaa !24
  %44 = getelementptr inbounds i8, ptr %36, i64 12
  store i32 0, ptr %44, align 4, !tbaa !26
  %45 = load ptr, ptr %36, align 8, !tbaa !27
  %46 = getelementptr inbounds i8, ptr %45, i64 16
  %47 = load ptr, ptr %46, align 8
  call void %47(ptr noundef nonnull align 8 dereferenceable(16) %36) #24
  %48 = load ptr, ptr %36, align 8, !tbaa !27
  %49 = getelementptr inbounds i8, ptr %48, i64 24
  %50 = load ptr, ptr %49, align 8
  call void %50(ptr noundef nonnull align 8 dereferenceable(16) %36) #24
  br label %62

51:                                               ; preds = %38
  %52 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %53 = icmp eq i8 %52, 0
  br i1 %53, label %56, label %54

54:                                               ; preds = %51
  %55 = add nsw i32 %42, -1
  store i32 %55, ptr %39, align 4, !tbaa !5
  br label %58

56:                                               ; preds = %51
  %57 = atomicrmw volatile add ptr %39, i32 -1 acq_rel, align 4
  br label %58

58:                                               ; preds = %56, %54
  %59 = phi i32 [ %42, %54 ], [ %57, %56 ]
  %60 = icmp eq i32 %59, 1
  br i1 %60, label %61, label %62, !prof !30

61:                                               ; preds = %58
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %36) #24
  br label %62

62:                                               ; preds = %61, %58, %43, %35
  store ptr %20, ptr %18, align 8, !tbaa !22
  br label %67

63:                                               ; preds = %5
  %64 = landingpad { ptr, i32 }
          cleanup
  br label %102

65:                                               ; preds = %69, %67, %14
  %66 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail14SubmissionInfoD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %7) #24
  br label %102

67:                                               ; preds = %62, %16, %8
  %68 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1) %6)
          to label %69 unwind label %65

69:                                               ; preds = %67
  %70 = load i8, ptr %6, align 1, !tbaa !125, !range !100, !noundef !101
  %71 = trunc nuw i8 %70 to i1
  %72 = xor i1 %71, true
  invoke void @_ZN4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_14SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef nonnull align 8 dereferenceable(32) %68, i1 noundef zeroext %72)
          to label %73 unwind label %65

73:                                               ; preds = %69
  %74 = getelementptr inbounds i8, ptr %7, i64 8
  %75 = load ptr, ptr %74, align 8, !tbaa !22
  %76 = icmp eq ptr %75, null
  br i1 %76, label %101, label %77

77:                                               ; preds = %73
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
  call void %86(ptr noundef nonnull align 8 dereferenceable(16) %75) #24
  %87 = load ptr, ptr %75, align 8, !tbaa !27
  %88 = getelementptr inbounds i8, ptr %87, i64 24
  %89 = load ptr, ptr %88, align 8
  call void %89(ptr noundef nonnull align 8 dereferenceable(16) %75) #24
  br label %101

90:                                               ; preds = %77
  %91 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %92 = icmp eq i8 %91, 0
  br i1 %92, label %95, label %93

93:                                               ; preds = %90
  %94 = add nsw i32 %81, -1
  store i32 %94, ptr %78, align 4, !tbaa !5
  br label %97

95:                                               ; preds = %90
  %96 = atomicrmw volatile add ptr %78, i32 -1 acq_rel, align 4
  br label %97

97:                                               ; preds = %95, %93
  %98 = phi i32 [ %81, %93 ], [ %96, %95 ]
  %99 = icmp eq i32 %98, 1
  br i1 %99, label %100, label %101, !prof !30

100:                                              ; preds = %97
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %75) #24
  br label %101

101:                                              ; preds = %73, %82, %97, %100
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #24
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %6) #24
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %6) #24
  ret void

102:                                              ; preds = %65, %63
  %103 = phi { ptr, i32 } [ %66, %65 ], [ %64, %63 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #24
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %6) #24
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %6) #24
  resume { ptr, i32 } %103
}

declare void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #6

declare void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #6

declare noundef nonnull align 8 dereferenceable(16) ptr @_ZN4sycl3_V16detail14SubmissionInfo14SecondaryQueueEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #6

declare void @_ZN4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_14SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), i1 noundef zeroext) local_unnamed_addr #6

declare noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #6

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail14SubmissionInfoD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
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

; Function Attrs: nounwind
declare void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1)) unnamed_addr #12

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZ4mainEUlRNS0_7handlerEE_E4callEPKvS5_(ptr nocapture noundef readonly %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #2 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca { ptr, [32 x i8] }, align 8
  %4 = alloca { ptr, [32 x i8] }, align 8
  %5 = alloca %"class.std::vector.101", align 8
  %6 = alloca %"class.sycl::_V1::range.90", align 8
  %7 = alloca %class.anon.87, align 8
  %8 = alloca %class.anon.87, align 8
  %9 = alloca i32, align 4
  %10 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %11 = alloca %"class.sycl::_V1::id", align 8
  %12 = alloca i32, align 4
  %13 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %14 = alloca %"class.sycl::_V1::id", align 8
  %15 = alloca %"class.sycl::_V1::accessor.83", align 8
  %16 = alloca %"class.sycl::_V1::property_list", align 8
  %17 = alloca %"class.sycl::_V1::accessor", align 8
  %18 = alloca %"class.sycl::_V1::property_list", align 8
  %19 = alloca %class.anon.87, align 8
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %15) #24
  %20 = load ptr, ptr %0, align 8, !tbaa !127
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16) #24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %16, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %14)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13)
  store ptr @.str, ptr %13, align 8
  %21 = getelementptr inbounds i8, ptr %13, i64 8
  store ptr @.str.15, ptr %21, align 8
  %22 = getelementptr inbounds i8, ptr %13, i64 16
  store i64 21, ptr %22, align 8
  %23 = getelementptr inbounds i8, ptr %13, i64 24
  store i64 22, ptr %23, align 8
  store i64 4, ptr %14, align 8
  %24 = getelementptr inbounds i8, ptr %14, i64 8
  store i64 8, ptr %24, align 8
  invoke void @_ZN4sycl3_V18accessorIiLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi2ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerENS0_5rangeILi2EEENS0_2idILi2EEERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %15, ptr noundef nonnull align 8 dereferenceable(41) %20, ptr noundef nonnull align 8 dereferenceable(216) %1, i64 8, i64 16, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %14, ptr noundef nonnull align 8 dereferenceable(32) %16, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %13)
          to label %25 unwind label %748

25:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %12) #24
  store i32 5, ptr %12, align 4, !tbaa !129
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %20, ptr noundef nonnull align 4 dereferenceable(4) %12)
          to label %28 unwind label %26

26:                                               ; preds = %25
  %27 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %15) #24
  br label %750

28:                                               ; preds = %25
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %12) #24
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %14)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13)
  %29 = getelementptr inbounds i8, ptr %16, i64 8
  %30 = load ptr, ptr %29, align 8, !tbaa !19
  %31 = getelementptr inbounds i8, ptr %16, i64 16
  %32 = load ptr, ptr %31, align 8, !tbaa !21
  %33 = icmp eq ptr %30, %32
  br i1 %33, label %68, label %34

34:                                               ; preds = %28, %63
  %35 = phi ptr [ %64, %63 ], [ %30, %28 ]
  %36 = getelementptr inbounds i8, ptr %35, i64 8
  %37 = load ptr, ptr %36, align 8, !tbaa !22
  %38 = icmp eq ptr %37, null
  br i1 %38, label %63, label %39

39:                                               ; preds = %34
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
  call void %48(ptr noundef nonnull align 8 dereferenceable(16) %37) #24
  %49 = load ptr, ptr %37, align 8, !tbaa !27
  %50 = getelementptr inbounds i8, ptr %49, i64 24
  %51 = load ptr, ptr %50, align 8
  call void %51(ptr noundef nonnull align 8 dereferenceable(16) %37) #24
  br label %63

52:                                               ; preds = %39
  %53 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %54 = icmp eq i8 %53, 0
  br i1 %54, label %57, label %55

55:                                               ; preds = %52
  %56 = add nsw i32 %43, -1
  store i32 %56, ptr %40, align 4, !tbaa !5
  br label %59

57:                                               ; preds = %52
  %58 = atomicrmw volatile add ptr %40, i32 -1 acq_rel, align 4
  br label %59

59:                                               ; preds = %57, %55
  %60 = phi i32 [ %43, %55 ], [ %58, %57 ]
  %61 = icmp eq i32 %60, 1
  br i1 %61, label %62, label %63, !prof !30

62:                                               ; preds = %59
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %37) #24
  br label %63

63:                                               ; preds = %62, %59, %44, %34
  %64 = getelementptr inbounds i8, ptr %35, i64 16
  %65 = icmp eq ptr %64, %32
  br i1 %65, label %66, label %34, !llvm.loop !31

66:                                               ; preds = %63
  %67 = load ptr, ptr %29, align 8, !tbaa !19
  br label %68

68:                                               ; preds = %66, %28
  %69 = phi ptr [ %67, %66 ], [ %30, %28 ]
  %70 = icmp eq ptr %69, null
  br i1 %70, label %77, label %71

71:                                               ; preds = %68
  %72 = getelementptr inbounds i8, ptr %16, i64 24
  %73 = load ptr, ptr %72, align 8, !tbaa !32
  %74 = ptrtoint ptr %73 to i64
  %75 = ptrtoint ptr %69 to i64
  %76 = sub i64 %74, %75
  call void @_ZdlPvm(ptr noundef nonnull %69, i64 noundef %76) #26
  br label %77

77:                                               ; preds = %71, %68
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #24
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %17) #24
  %78 = getelementptr inbounds i8, ptr %0, i64 8
  %79 = load ptr, ptr %78, align 8, !tbaa !131
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %18) #24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %18, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10)
  store ptr @.str, ptr %10, align 8
  %80 = getelementptr inbounds i8, ptr %10, i64 8
  store ptr @.str.15, ptr %80, align 8
  %81 = getelementptr inbounds i8, ptr %10, i64 16
  store i64 22, ptr %81, align 8
  %82 = getelementptr inbounds i8, ptr %10, i64 24
  store i64 22, ptr %82, align 8
  store i64 4, ptr %11, align 8
  %83 = getelementptr inbounds i8, ptr %11, i64 8
  store i64 8, ptr %83, align 8
  invoke void @_ZN4sycl3_V18accessorIiLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi2ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerENS0_5rangeILi2EEENS0_2idILi2EEERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %17, ptr noundef nonnull align 8 dereferenceable(41) %79, ptr noundef nonnull align 8 dereferenceable(216) %1, i64 8, i64 16, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %11, ptr noundef nonnull align 8 dereferenceable(32) %18, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %10)
          to label %84 unwind label %752

84:                                               ; preds = %77
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9) #24
  store i32 5, ptr %9, align 4, !tbaa !129
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %79, ptr noundef nonnull align 4 dereferenceable(4) %9)
          to label %87 unwind label %85

85:                                               ; preds = %84
  %86 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %17) #24
  br label %754

87:                                               ; preds = %84
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9) #24
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10)
  %88 = getelementptr inbounds i8, ptr %18, i64 8
  %89 = load ptr, ptr %88, align 8, !tbaa !19
  %90 = getelementptr inbounds i8, ptr %18, i64 16
  %91 = load ptr, ptr %90, align 8, !tbaa !21
  %92 = icmp eq ptr %89, %91
  br i1 %92, label %127, label %93

93:                                               ; preds = %87, %122
  %94 = phi ptr [ %123, %122 ], [ %89, %87 ]
  %95 = getelementptr inbounds i8, ptr %94, i64 8
  %96 = load ptr, ptr %95, align 8, !tbaa !22
  %97 = icmp eq ptr %96, null
  br i1 %97, label %122, label %98

98:                                               ; preds = %93
  %99 = getelementptr inbounds i8, ptr %96, i64 8
  %100 = load atomic i64, ptr %99 acquire, align 8
  %101 = icmp eq i64 %100, 4294967297
  %102 = trunc i64 %100 to i32
  br i1 %101, label %103, label %111

103:                                              ; preds = %98
  store i32 0, ptr %99, align 8, !tbaa !24
  %104 = getelementptr inbounds i8, ptr %96, i64 12
  store i32 0, ptr %104, align 4, !tbaa !26
  %105 = load ptr, ptr %96, align 8, !tbaa !27
  %106 = getelementptr inbounds i8, ptr %105, i64 16
  %107 = load ptr, ptr %106, align 8
  call void %107(ptr noundef nonnull align 8 dereferenceable(16) %96) #24
  %108 = load ptr, ptr %96, align 8, !tbaa !27
  %109 = getelementptr inbounds i8, ptr %108, i64 24
  %110 = load ptr, ptr %109, align 8
  call void %110(ptr noundef nonnull align 8 dereferenceable(16) %96) #24
  br label %122

111:                                              ; preds = %98
  %112 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %113 = icmp eq i8 %112, 0
  br i1 %113, label %116, label %114

114:                                              ; preds = %111
  %115 = add nsw i32 %102, -1
  store i32 %115, ptr %99, align 4, !tbaa !5
  br label %118

116:                                              ; preds = %111
  %117 = atomicrmw volatile add ptr %99, i32 -1 acq_rel, align 4
  br label %118

118:                                              ; preds = %116, %114
  %119 = phi i32 [ %102, %114 ], [ %117, %116 ]
  %120 = icmp eq i32 %119, 1
  br i1 %120, label %121, label %122, !prof !30

121:                                              ; preds = %118
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %96) #24
  br label %122

122:                                              ; preds = %121, %118, %103, %93
  %123 = getelementptr inbounds i8, ptr %94, i64 16
  %124 = icmp eq ptr %123, %91
  br i1 %124, label %125, label %93, !llvm.loop !31

125:                                              ; preds = %122
  %126 = load ptr, ptr %88, align 8, !tbaa !19
  br label %127

127:                                              ; preds = %125, %87
  %128 = phi ptr [ %126, %125 ], [ %89, %87 ]
  %129 = icmp eq ptr %128, null
  br i1 %129, label %136, label %130

130:                                              ; preds = %127
  %131 = getelementptr inbounds i8, ptr %18, i64 24
  %132 = load ptr, ptr %131, align 8, !tbaa !32
  %133 = ptrtoint ptr %132 to i64
  %134 = ptrtoint ptr %128 to i64
  %135 = sub i64 %133, %134
  call void @_ZdlPvm(ptr noundef nonnull %128, i64 noundef %135) #26
  br label %136

136:                                              ; preds = %130, %127
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #24
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %19) #24
  %137 = load ptr, ptr %15, align 8, !tbaa !102
  store ptr %137, ptr %19, align 8, !tbaa !102
  %138 = getelementptr inbounds i8, ptr %19, i64 8
  %139 = getelementptr inbounds i8, ptr %15, i64 8
  %140 = load ptr, ptr %139, align 8, !tbaa !22
  store ptr %140, ptr %138, align 8, !tbaa !22
  %141 = icmp eq ptr %140, null
  br i1 %141, label %151, label %142

142:                                              ; preds = %136
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

151:                                              ; preds = %149, %146, %136
  %152 = getelementptr inbounds i8, ptr %19, i64 16
  %153 = getelementptr inbounds i8, ptr %15, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %152, ptr noundef nonnull align 8 dereferenceable(40) %153, i64 40, i1 false)
  %154 = getelementptr inbounds i8, ptr %19, i64 56
  %155 = load ptr, ptr %17, align 8, !tbaa !102
  store ptr %155, ptr %154, align 8, !tbaa !102
  %156 = getelementptr inbounds i8, ptr %19, i64 64
  %157 = getelementptr inbounds i8, ptr %17, i64 8
  %158 = load ptr, ptr %157, align 8, !tbaa !22
  store ptr %158, ptr %156, align 8, !tbaa !22
  %159 = icmp eq ptr %158, null
  br i1 %159, label %169, label %160

160:                                              ; preds = %151
  %161 = getelementptr inbounds i8, ptr %158, i64 8
  %162 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %163 = icmp eq i8 %162, 0
  br i1 %163, label %167, label %164

164:                                              ; preds = %160
  %165 = load i32, ptr %161, align 4, !tbaa !5
  %166 = add nsw i32 %165, 1
  store i32 %166, ptr %161, align 4, !tbaa !5
  br label %169

167:                                              ; preds = %160
  %168 = atomicrmw volatile add ptr %161, i32 1 acq_rel, align 4
  br label %169

169:                                              ; preds = %167, %164, %151
  %170 = getelementptr inbounds i8, ptr %19, i64 72
  %171 = getelementptr inbounds i8, ptr %17, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %170, ptr noundef nonnull align 8 dereferenceable(40) %171, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %8)
  %172 = load ptr, ptr %19, align 8, !tbaa !102
  store ptr %172, ptr %8, align 8, !tbaa !102
  %173 = getelementptr inbounds i8, ptr %8, i64 8
  %174 = load ptr, ptr %138, align 8, !tbaa !22
  store ptr %174, ptr %173, align 8, !tbaa !22
  %175 = icmp eq ptr %174, null
  br i1 %175, label %185, label %176

176:                                              ; preds = %169
  %177 = getelementptr inbounds i8, ptr %174, i64 8
  %178 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %179 = icmp eq i8 %178, 0
  br i1 %179, label %183, label %180

180:                                              ; preds = %176
  %181 = load i32, ptr %177, align 4, !tbaa !5
  %182 = add nsw i32 %181, 1
  store i32 %182, ptr %177, align 4, !tbaa !5
  br label %185

183:                                              ; preds = %176
  %184 = atomicrmw volatile add ptr %177, i32 1 acq_rel, align 4
  br label %185

185:                                              ; preds = %183, %180, %169
  %186 = getelementptr inbounds i8, ptr %8, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %186, ptr noundef nonnull readonly align 8 dereferenceable(40) %152, i64 40, i1 false)
  %187 = getelementptr inbounds i8, ptr %8, i64 56
  %188 = load ptr, ptr %154, align 8, !tbaa !102
  store ptr %188, ptr %187, align 8, !tbaa !102
  %189 = getelementptr inbounds i8, ptr %8, i64 64
  %190 = load ptr, ptr %156, align 8, !tbaa !22
  store ptr %190, ptr %189, align 8, !tbaa !22
  %191 = icmp eq ptr %190, null
  br i1 %191, label %201, label %192

192:                                              ; preds = %185
  %193 = getelementptr inbounds i8, ptr %190, i64 8
  %194 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %195 = icmp eq i8 %194, 0
  br i1 %195, label %199, label %196

196:                                              ; preds = %192
  %197 = load i32, ptr %193, align 4, !tbaa !5
  %198 = add nsw i32 %197, 1
  store i32 %198, ptr %193, align 4, !tbaa !5
  br label %201

199:                                              ; preds = %192
  %200 = atomicrmw volatile add ptr %193, i32 1 acq_rel, align 4
  br label %201

201:                                              ; preds = %199, %196, %185
  %202 = getelementptr inbounds i8, ptr %8, i64 72
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %202, ptr noundef nonnull readonly align 8 dereferenceable(40) %170, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %7)
  %203 = invoke noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %204 unwind label %636

204:                                              ; preds = %201
  %205 = icmp eq i32 %203, 0
  br i1 %205, label %215, label %206

206:                                              ; preds = %204
  %207 = call ptr @__cxa_allocate_exception(i64 64) #24
  %208 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #24
  %209 = extractvalue { i32, ptr } %208, 0
  %210 = extractvalue { i32, ptr } %208, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %207, i32 %209, ptr %210, ptr noundef nonnull @.str.19)
          to label %213 unwind label %211

211:                                              ; preds = %206
  %212 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %207) #24
  br label %638

213:                                              ; preds = %206
  invoke void @__cxa_throw(ptr nonnull %207, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #27
          to label %214 unwind label %636

214:                                              ; preds = %213
  unreachable

215:                                              ; preds = %204
  %216 = load ptr, ptr %173, align 8, !tbaa !22
  %217 = icmp eq ptr %216, null
  br i1 %217, label %227, label %218

218:                                              ; preds = %215
  %219 = getelementptr inbounds i8, ptr %216, i64 8
  %220 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %221 = icmp eq i8 %220, 0
  br i1 %221, label %225, label %222

222:                                              ; preds = %218
  %223 = load i32, ptr %219, align 4, !tbaa !5
  %224 = add nsw i32 %223, 1
  store i32 %224, ptr %219, align 4, !tbaa !5
  br label %227

225:                                              ; preds = %218
  %226 = atomicrmw volatile add ptr %219, i32 1 acq_rel, align 4
  br label %227

227:                                              ; preds = %225, %222, %215
  %228 = load ptr, ptr %189, align 8, !tbaa !22
  %229 = icmp eq ptr %228, null
  br i1 %229, label %239, label %230

230:                                              ; preds = %227
  %231 = getelementptr inbounds i8, ptr %228, i64 8
  %232 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %233 = icmp eq i8 %232, 0
  br i1 %233, label %237, label %234

234:                                              ; preds = %230
  %235 = load i32, ptr %231, align 4, !tbaa !5
  %236 = add nsw i32 %235, 1
  store i32 %236, ptr %231, align 4, !tbaa !5
  br label %239

237:                                              ; preds = %230
  %238 = atomicrmw volatile add ptr %231, i32 1 acq_rel, align 4
  br label %239

239:                                              ; preds = %237, %234, %227
  br i1 %217, label %249, label %240

240:                                              ; preds = %239
  %241 = getelementptr inbounds i8, ptr %216, i64 8
  %242 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %243 = icmp eq i8 %242, 0
  br i1 %243, label %247, label %244

244:                                              ; preds = %240
  %245 = load i32, ptr %241, align 4, !tbaa !5
  %246 = add nsw i32 %245, 1
  store i32 %246, ptr %241, align 4, !tbaa !5
  br label %249

247:                                              ; preds = %240
  %248 = atomicrmw volatile add ptr %241, i32 1 acq_rel, align 4
  br label %249

249:                                              ; preds = %247, %244, %239
  br i1 %229, label %282, label %250

250:                                              ; preds = %249
  %251 = getelementptr inbounds i8, ptr %228, i64 8
  %252 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %253 = icmp eq i8 %252, 0
  br i1 %253, label %257, label %254

254:                                              ; preds = %250
  %255 = load i32, ptr %251, align 4, !tbaa !5
  %256 = add nsw i32 %255, 1
  store i32 %256, ptr %251, align 4, !tbaa !5
  br label %259

257:                                              ; preds = %250
  %258 = atomicrmw volatile add ptr %251, i32 1 acq_rel, align 4
  br label %259

259:                                              ; preds = %257, %254
  %260 = load atomic i64, ptr %251 acquire, align 8
  %261 = icmp eq i64 %260, 4294967297
  %262 = trunc i64 %260 to i32
  br i1 %261, label %263, label %271

263:                                              ; preds = %259
  store i32 0, ptr %251, align 8, !tbaa !24
  %264 = getelementptr inbounds i8, ptr %228, i64 12
  store i32 0, ptr %264, align 4, !tbaa !26
  %265 = load ptr, ptr %228, align 8, !tbaa !27
  %266 = getelementptr inbounds i8, ptr %265, i64 16
  %267 = load ptr, ptr %266, align 8
  call void %267(ptr noundef nonnull align 8 dereferenceable(16) %228) #24
  %268 = load ptr, ptr %228, align 8, !tbaa !27
  %269 = getelementptr inbounds i8, ptr %268, i64 24
  %270 = load ptr, ptr %269, align 8
  call void %270(ptr noundef nonnull align 8 dereferenceable(16) %228) #24
  br label %282

271:                                              ; preds = %259
  %272 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %273 = icmp eq i8 %272, 0
  br i1 %273, label %276, label %274

274:                                              ; preds = %271
  %275 = add nsw i32 %262, -1
  store i32 %275, ptr %251, align 4, !tbaa !5
  br label %278

276:                                              ; preds = %271
  %277 = atomicrmw volatile add ptr %251, i32 -1 acq_rel, align 4
  br label %278

278:                                              ; preds = %276, %274
  %279 = phi i32 [ %262, %274 ], [ %277, %276 ]
  %280 = icmp eq i32 %279, 1
  br i1 %280, label %281, label %282, !prof !30

281:                                              ; preds = %278
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %228) #24
  br label %282

282:                                              ; preds = %281, %278, %263, %249
  br i1 %217, label %307, label %283

283:                                              ; preds = %282
  %284 = getelementptr inbounds i8, ptr %216, i64 8
  %285 = load atomic i64, ptr %284 acquire, align 8
  %286 = icmp eq i64 %285, 4294967297
  %287 = trunc i64 %285 to i32
  br i1 %286, label %288, label %296

288:                                              ; preds = %283
  store i32 0, ptr %284, align 8, !tbaa !24
  %289 = getelementptr inbounds i8, ptr %216, i64 12
  store i32 0, ptr %289, align 4, !tbaa !26
  %290 = load ptr, ptr %216, align 8, !tbaa !27
  %291 = getelementptr inbounds i8, ptr %290, i64 16
  %292 = load ptr, ptr %291, align 8
  call void %292(ptr noundef nonnull align 8 dereferenceable(16) %216) #24
  %293 = load ptr, ptr %216, align 8, !tbaa !27
  %294 = getelementptr inbounds i8, ptr %293, i64 24
  %295 = load ptr, ptr %294, align 8
  call void %295(ptr noundef nonnull align 8 dereferenceable(16) %216) #24
  br label %307

296:                                              ; preds = %283
  %297 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %298 = icmp eq i8 %297, 0
  br i1 %298, label %301, label %299

299:                                              ; preds = %296
  %300 = add nsw i32 %287, -1
  store i32 %300, ptr %284, align 4, !tbaa !5
  br label %303

301:                                              ; preds = %296
  %302 = atomicrmw volatile add ptr %284, i32 -1 acq_rel, align 4
  br label %303

303:                                              ; preds = %301, %299
  %304 = phi i32 [ %287, %299 ], [ %302, %301 ]
  %305 = icmp eq i32 %304, 1
  br i1 %305, label %306, label %307, !prof !30

306:                                              ; preds = %303
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %216) #24
  br label %307

307:                                              ; preds = %306, %303, %288, %282
  br i1 %229, label %332, label %308

308:                                              ; preds = %307
  %309 = getelementptr inbounds i8, ptr %228, i64 8
  %310 = load atomic i64, ptr %309 acquire, align 8
  %311 = icmp eq i64 %310, 4294967297
  %312 = trunc i64 %310 to i32
  br i1 %311, label %313, label %321

313:                                              ; preds = %308
  store i32 0, ptr %309, align 8, !tbaa !24
  %314 = getelementptr inbounds i8, ptr %228, i64 12
  store i32 0, ptr %314, align 4, !tbaa !26
  %315 = load ptr, ptr %228, align 8, !tbaa !27
  %316 = getelementptr inbounds i8, ptr %315, i64 16
  %317 = load ptr, ptr %316, align 8
  call void %317(ptr noundef nonnull align 8 dereferenceable(16) %228) #24
  %318 = load ptr, ptr %228, align 8, !tbaa !27
  %319 = getelementptr inbounds i8, ptr %318, i64 24
  %320 = load ptr, ptr %319, align 8
  call void %320(ptr noundef nonnull align 8 dereferenceable(16) %228) #24
  br label %332

321:                                              ; preds = %308
  %322 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %323 = icmp eq i8 %322, 0
  br i1 %323, label %326, label %324

324:                                              ; preds = %321
  %325 = add nsw i32 %312, -1
  store i32 %325, ptr %309, align 4, !tbaa !5
  br label %328

326:                                              ; preds = %321
  %327 = atomicrmw volatile add ptr %309, i32 -1 acq_rel, align 4
  br label %328

328:                                              ; preds = %326, %324
  %329 = phi i32 [ %312, %324 ], [ %327, %326 ]
  %330 = icmp eq i32 %329, 1
  br i1 %330, label %331, label %332, !prof !30

331:                                              ; preds = %328
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %228) #24
  br label %332

332:                                              ; preds = %331, %328, %313, %307
  br i1 %217, label %357, label %333

333:                                              ; preds = %332
  %334 = getelementptr inbounds i8, ptr %216, i64 8
  %335 = load atomic i64, ptr %334 acquire, align 8
  %336 = icmp eq i64 %335, 4294967297
  %337 = trunc i64 %335 to i32
  br i1 %336, label %338, label %346

338:                                              ; preds = %333
  store i32 0, ptr %334, align 8, !tbaa !24
  %339 = getelementptr inbounds i8, ptr %216, i64 12
  store i32 0, ptr %339, align 4, !tbaa !26
  %340 = load ptr, ptr %216, align 8, !tbaa !27
  %341 = getelementptr inbounds i8, ptr %340, i64 16
  %342 = load ptr, ptr %341, align 8
  call void %342(ptr noundef nonnull align 8 dereferenceable(16) %216) #24
  %343 = load ptr, ptr %216, align 8, !tbaa !27
  %344 = getelementptr inbounds i8, ptr %343, i64 24
  %345 = load ptr, ptr %344, align 8
  call void %345(ptr noundef nonnull align 8 dereferenceable(16) %216) #24
  br label %357

346:                                              ; preds = %333
  %347 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %348 = icmp eq i8 %347, 0
  br i1 %348, label %351, label %349

349:                                              ; preds = %346
  %350 = add nsw i32 %337, -1
  store i32 %350, ptr %334, align 4, !tbaa !5
  br label %353

351:                                              ; preds = %346
  %352 = atomicrmw volatile add ptr %334, i32 -1 acq_rel, align 4
  br label %353

353:                                              ; preds = %351, %349
  %354 = phi i32 [ %337, %349 ], [ %352, %351 ]
  %355 = icmp eq i32 %354, 1
  br i1 %355, label %356, label %357, !prof !30

356:                                              ; preds = %353
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %216) #24
  br label %357

357:                                              ; preds = %356, %353, %338, %332
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.22)
          to label %358 unwind label %636

358:                                              ; preds = %357
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6)
  %359 = getelementptr inbounds i8, ptr %6, i64 8
  %360 = getelementptr inbounds i8, ptr %6, i64 16
  store i64 0, ptr %360, align 8, !alias.scope !132
  store i64 8, ptr %6, align 8, !tbaa !33, !alias.scope !132
  store i64 16, ptr %359, align 8, !tbaa !33, !alias.scope !132
  invoke void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range.90") align 8 %6, i1 noundef zeroext false, i32 noundef 2)
          to label %361 unwind label %636

361:                                              ; preds = %358
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6)
  %362 = load ptr, ptr %8, align 8, !tbaa !102
  store ptr %362, ptr %7, align 8, !tbaa !102
  %363 = getelementptr inbounds i8, ptr %7, i64 8
  %364 = load ptr, ptr %173, align 8, !tbaa !22
  store ptr null, ptr %173, align 8, !tbaa !22
  store ptr %364, ptr %363, align 8, !tbaa !22
  store ptr null, ptr %8, align 8, !tbaa !102
  %365 = getelementptr inbounds i8, ptr %7, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %365, ptr noundef nonnull align 8 dereferenceable(40) %186, i64 40, i1 false)
  %366 = getelementptr inbounds i8, ptr %7, i64 56
  %367 = load ptr, ptr %187, align 8, !tbaa !102
  store ptr %367, ptr %366, align 8, !tbaa !102
  %368 = getelementptr inbounds i8, ptr %7, i64 64
  %369 = load ptr, ptr %189, align 8, !tbaa !22
  store ptr null, ptr %189, align 8, !tbaa !22
  store ptr %369, ptr %368, align 8, !tbaa !22
  store ptr null, ptr %187, align 8, !tbaa !102
  %370 = getelementptr inbounds i8, ptr %7, i64 72
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %370, ptr noundef nonnull align 8 dereferenceable(40) %202, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %4)
  %371 = invoke noalias noundef nonnull dereferenceable(120) ptr @_Znwm(i64 noundef 120) #23
          to label %372 unwind label %578

372:                                              ; preds = %361
  %373 = icmp eq ptr %364, null
  br i1 %373, label %385, label %374

374:                                              ; preds = %372
  %375 = getelementptr inbounds i8, ptr %364, i64 8
  %376 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !135
  %377 = icmp eq i8 %376, 0
  br i1 %377, label %381, label %378

378:                                              ; preds = %374
  %379 = load i32, ptr %375, align 4, !tbaa !5, !noalias !135
  %380 = add nsw i32 %379, 1
  store i32 %380, ptr %375, align 4, !tbaa !5, !noalias !135
  br label %385

381:                                              ; preds = %374
  %382 = atomicrmw volatile add ptr %375, i32 1 acq_rel, align 4, !noalias !135
  %383 = load ptr, ptr %366, align 8, !tbaa !102, !noalias !135
  %384 = load ptr, ptr %368, align 8, !tbaa !22, !noalias !135
  br label %385

385:                                              ; preds = %381, %378, %372
  %386 = phi ptr [ %384, %381 ], [ %369, %378 ], [ %369, %372 ]
  %387 = phi ptr [ %383, %381 ], [ %367, %378 ], [ %367, %372 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %3, ptr noundef nonnull readonly align 8 dereferenceable(40) %365, i64 40, i1 false), !noalias !135
  %388 = icmp eq ptr %386, null
  br i1 %388, label %398, label %389

389:                                              ; preds = %385
  %390 = getelementptr inbounds i8, ptr %386, i64 8
  %391 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !135
  %392 = icmp eq i8 %391, 0
  br i1 %392, label %396, label %393

393:                                              ; preds = %389
  %394 = load i32, ptr %390, align 4, !tbaa !5, !noalias !135
  %395 = add nsw i32 %394, 1
  store i32 %395, ptr %390, align 4, !tbaa !5, !noalias !135
  br label %398

396:                                              ; preds = %389
  %397 = atomicrmw volatile add ptr %390, i32 1 acq_rel, align 4, !noalias !135
  br label %398

398:                                              ; preds = %396, %393, %385
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %4, ptr noundef nonnull readonly align 8 dereferenceable(40) %370, i64 40, i1 false), !noalias !135
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, i64 16), ptr %371, align 8, !tbaa !27, !noalias !135
  %399 = getelementptr inbounds i8, ptr %371, i64 8
  store ptr %362, ptr %399, align 8, !tbaa !102, !noalias !135
  %400 = getelementptr inbounds i8, ptr %371, i64 16
  store ptr %364, ptr %400, align 8, !tbaa !22, !noalias !135
  br i1 %373, label %410, label %401

401:                                              ; preds = %398
  %402 = getelementptr inbounds i8, ptr %364, i64 8
  %403 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !135
  %404 = icmp eq i8 %403, 0
  br i1 %404, label %408, label %405

405:                                              ; preds = %401
  %406 = load i32, ptr %402, align 4, !tbaa !5, !noalias !135
  %407 = add nsw i32 %406, 1
  store i32 %407, ptr %402, align 4, !tbaa !5, !noalias !135
  br label %410

408:                                              ; preds = %401
  %409 = atomicrmw volatile add ptr %402, i32 1 acq_rel, align 4, !noalias !135
  br label %410

410:                                              ; preds = %408, %405, %398
  %411 = getelementptr inbounds i8, ptr %371, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %411, ptr noundef nonnull align 8 dereferenceable(40) %3, i64 40, i1 false), !noalias !135
  %412 = getelementptr inbounds i8, ptr %371, i64 64
  store ptr %387, ptr %412, align 8, !tbaa !102, !noalias !135
  %413 = getelementptr inbounds i8, ptr %371, i64 72
  store ptr %386, ptr %413, align 8, !tbaa !22, !noalias !135
  br i1 %388, label %423, label %414

414:                                              ; preds = %410
  %415 = getelementptr inbounds i8, ptr %386, i64 8
  %416 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !135
  %417 = icmp eq i8 %416, 0
  br i1 %417, label %421, label %418

418:                                              ; preds = %414
  %419 = load i32, ptr %415, align 4, !tbaa !5, !noalias !135
  %420 = add nsw i32 %419, 1
  store i32 %420, ptr %415, align 4, !tbaa !5, !noalias !135
  br label %425

421:                                              ; preds = %414
  %422 = atomicrmw volatile add ptr %415, i32 1 acq_rel, align 4, !noalias !135
  br label %425

423:                                              ; preds = %410
  %424 = getelementptr inbounds i8, ptr %371, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %424, ptr noundef nonnull align 8 dereferenceable(40) %4, i64 40, i1 false), !noalias !135
  br label %449

425:                                              ; preds = %421, %418
  %426 = getelementptr inbounds i8, ptr %371, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %426, ptr noundef nonnull align 8 dereferenceable(40) %4, i64 40, i1 false), !noalias !135
  %427 = load atomic i64, ptr %415 acquire, align 8, !noalias !135
  %428 = icmp eq i64 %427, 4294967297
  %429 = trunc i64 %427 to i32
  br i1 %428, label %430, label %438

430:                                              ; preds = %425
  store i32 0, ptr %415, align 8, !tbaa !24, !noalias !135
  %431 = getelementptr inbounds i8, ptr %386, i64 12
  store i32 0, ptr %431, align 4, !tbaa !26, !noalias !135
  %432 = load ptr, ptr %386, align 8, !tbaa !27, !noalias !135
  %433 = getelementptr inbounds i8, ptr %432, i64 16
  %434 = load ptr, ptr %433, align 8, !noalias !135
  call void %434(ptr noundef nonnull align 8 dereferenceable(16) %386) #24, !noalias !135
  %435 = load ptr, ptr %386, align 8, !tbaa !27, !noalias !135
  %436 = getelementptr inbounds i8, ptr %435, i64 24
  %437 = load ptr, ptr %436, align 8, !noalias !135
  call void %437(ptr noundef nonnull align 8 dereferenceable(16) %386) #24, !noalias !135
  br label %449

438:                                              ; preds = %425
  %439 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !135
  %440 = icmp eq i8 %439, 0
  br i1 %440, label %443, label %441

441:                                              ; preds = %438
  %442 = add nsw i32 %429, -1
  store i32 %442, ptr %415, align 4, !tbaa !5, !noalias !135
  br label %445

443:                                              ; preds = %438
  %444 = atomicrmw volatile add ptr %415, i32 -1 acq_rel, align 4, !noalias !135
  br label %445

445:                                              ; preds = %443, %441
  %446 = phi i32 [ %429, %441 ], [ %444, %443 ]
  %447 = icmp eq i32 %446, 1
  br i1 %447, label %448, label %449, !prof !30

448:                                              ; preds = %445
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %386) #24, !noalias !135
  br label %449

449:                                              ; preds = %448, %445, %430, %423
  br i1 %373, label %474, label %450

450:                                              ; preds = %449
  %451 = getelementptr inbounds i8, ptr %364, i64 8
  %452 = load atomic i64, ptr %451 acquire, align 8, !noalias !135
  %453 = icmp eq i64 %452, 4294967297
  %454 = trunc i64 %452 to i32
  br i1 %453, label %455, label %463

455:                                              ; preds = %450
  store i32 0, ptr %451, align 8, !tbaa !24, !noalias !135
  %456 = getelementptr inbounds i8, ptr %364, i64 12
  store i32 0, ptr %456, align 4, !tbaa !26, !noalias !135
  %457 = load ptr, ptr %364, align 8, !tbaa !27, !noalias !135
  %458 = getelementptr inbounds i8, ptr %457, i64 16
  %459 = load ptr, ptr %458, align 8, !noalias !135
  call void %459(ptr noundef nonnull align 8 dereferenceable(16) %364) #24, !noalias !135
  %460 = load ptr, ptr %364, align 8, !tbaa !27, !noalias !135
  %461 = getelementptr inbounds i8, ptr %460, i64 24
  %462 = load ptr, ptr %461, align 8, !noalias !135
  call void %462(ptr noundef nonnull align 8 dereferenceable(16) %364) #24, !noalias !135
  br label %474

463:                                              ; preds = %450
  %464 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !135
  %465 = icmp eq i8 %464, 0
  br i1 %465, label %468, label %466

466:                                              ; preds = %463
  %467 = add nsw i32 %454, -1
  store i32 %467, ptr %451, align 4, !tbaa !5, !noalias !135
  br label %470

468:                                              ; preds = %463
  %469 = atomicrmw volatile add ptr %451, i32 -1 acq_rel, align 4, !noalias !135
  br label %470

470:                                              ; preds = %468, %466
  %471 = phi i32 [ %454, %466 ], [ %469, %468 ]
  %472 = icmp eq i32 %471, 1
  br i1 %472, label %473, label %474, !prof !30

473:                                              ; preds = %470
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %364) #24, !noalias !135
  br label %474

474:                                              ; preds = %473, %470, %455, %449
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %4)
  %475 = getelementptr inbounds i8, ptr %1, i64 152
  %476 = load ptr, ptr %475, align 8, !tbaa !13
  store ptr %371, ptr %475, align 8, !tbaa !13
  %477 = icmp eq ptr %476, null
  br i1 %477, label %482, label %478

478:                                              ; preds = %474
  %479 = load ptr, ptr %476, align 8, !tbaa !27
  %480 = getelementptr inbounds i8, ptr %479, i64 16
  %481 = load ptr, ptr %480, align 8
  call void %481(ptr noundef nonnull align 8 dereferenceable(8) %476) #24
  br label %482

482:                                              ; preds = %478, %474
  invoke void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %483 unwind label %578

483:                                              ; preds = %482
  %484 = load ptr, ptr %475, align 8, !tbaa !13
  %485 = load ptr, ptr %484, align 8, !tbaa !27
  %486 = load ptr, ptr %485, align 8
  %487 = invoke noundef ptr %486(ptr noundef nonnull align 8 dereferenceable(8) %484)
          to label %488 unwind label %578

488:                                              ; preds = %483
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #24
  call void @llvm.experimental.noalias.scope.decl(metadata !138)
  %489 = getelementptr inbounds i8, ptr %5, i64 16
  %490 = invoke noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #23
          to label %491 unwind label %578

491:                                              ; preds = %488
  store ptr %490, ptr %5, align 8, !tbaa !141, !alias.scope !138
  %492 = getelementptr inbounds i8, ptr %490, i64 24
  store ptr %492, ptr %489, align 8, !tbaa !143, !alias.scope !138
  %493 = getelementptr inbounds i8, ptr %5, i64 8
  store i64 26242250178560, ptr %490, align 4, !noalias !138
  %494 = getelementptr inbounds i8, ptr %490, i64 8
  store i32 0, ptr %494, align 4, !tbaa !5, !noalias !138
  %495 = getelementptr inbounds i8, ptr %490, i64 12
  store i64 26242250178560, ptr %495, align 4, !noalias !138
  %496 = getelementptr inbounds i8, ptr %490, i64 20
  store i32 56, ptr %496, align 4, !tbaa !5, !noalias !138
  store ptr %492, ptr %493, align 8, !tbaa !144, !alias.scope !138
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %487, ptr noundef nonnull align 8 dereferenceable(24) %5, i1 noundef zeroext false)
          to label %497 unwind label %513

497:                                              ; preds = %491
  %498 = load ptr, ptr %5, align 8, !tbaa !141
  %499 = icmp eq ptr %498, null
  br i1 %499, label %505, label %500

500:                                              ; preds = %497
  %501 = load ptr, ptr %489, align 8, !tbaa !143
  %502 = ptrtoint ptr %501 to i64
  %503 = ptrtoint ptr %498 to i64
  %504 = sub i64 %502, %503
  call void @_ZdlPvm(ptr noundef nonnull %498, i64 noundef %504) #26
  br label %505

505:                                              ; preds = %500, %497
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #24
  %506 = invoke noalias noundef nonnull dereferenceable(14) ptr @_Znam(i64 noundef 14) #23
          to label %507 unwind label %578

507:                                              ; preds = %505
  %508 = getelementptr inbounds i8, ptr %1, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(13) %506, ptr noundef nonnull align 1 dereferenceable(13) @.str.22, i64 13, i1 false)
  %509 = getelementptr inbounds i8, ptr %506, i64 13
  store i8 0, ptr %509, align 1, !tbaa !29
  %510 = load ptr, ptr %508, align 8, !tbaa !13
  store ptr %506, ptr %508, align 8, !tbaa !13
  %511 = icmp eq ptr %510, null
  br i1 %511, label %523, label %512

512:                                              ; preds = %507
  call void @_ZdaPv(ptr noundef nonnull %510) #26
  br label %523

513:                                              ; preds = %491
  %514 = landingpad { ptr, i32 }
          cleanup
  %515 = load ptr, ptr %5, align 8, !tbaa !141
  %516 = icmp eq ptr %515, null
  br i1 %516, label %522, label %517

517:                                              ; preds = %513
  %518 = load ptr, ptr %489, align 8, !tbaa !143
  %519 = ptrtoint ptr %518 to i64
  %520 = ptrtoint ptr %515 to i64
  %521 = sub i64 %519, %520
  call void @_ZdlPvm(ptr noundef nonnull %515, i64 noundef %521) #26
  br label %522

522:                                              ; preds = %517, %513
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #24
  br label %580

523:                                              ; preds = %512, %507
  %524 = load ptr, ptr %368, align 8, !tbaa !22
  %525 = icmp eq ptr %524, null
  br i1 %525, label %550, label %526

526:                                              ; preds = %523
  %527 = getelementptr inbounds i8, ptr %524, i64 8
  %528 = load atomic i64, ptr %527 acquire, align 8
  %529 = icmp eq i64 %528, 4294967297
  %530 = trunc i64 %528 to i32
  br i1 %529, label %531, label %539

531:                                              ; preds = %526
  store i32 0, ptr %527, align 8, !tbaa !24
  %532 = getelementptr inbounds i8, ptr %524, i64 12
  store i32 0, ptr %532, align 4, !tbaa !26
  %533 = load ptr, ptr %524, align 8, !tbaa !27
  %534 = getelementptr inbounds i8, ptr %533, i64 16
  %535 = load ptr, ptr %534, align 8
  call void %535(ptr noundef nonnull align 8 dereferenceable(16) %524) #24
  %536 = load ptr, ptr %524, align 8, !tbaa !27
  %537 = getelementptr inbounds i8, ptr %536, i64 24
  %538 = load ptr, ptr %537, align 8
  call void %538(ptr noundef nonnull align 8 dereferenceable(16) %524) #24
  br label %550

539:                                              ; preds = %526
  %540 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %541 = icmp eq i8 %540, 0
  br i1 %541, label %544, label %542

542:                                              ; preds = %539
  %543 = add nsw i32 %530, -1
  store i32 %543, ptr %527, align 4, !tbaa !5
  br label %546

544:                                              ; preds = %539
  %545 = atomicrmw volatile add ptr %527, i32 -1 acq_rel, align 4
  br label %546

546:                                              ; preds = %544, %542
  %547 = phi i32 [ %530, %542 ], [ %545, %544 ]
  %548 = icmp eq i32 %547, 1
  br i1 %548, label %549, label %550, !prof !30

549:                                              ; preds = %546
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %524) #24
  br label %550

550:                                              ; preds = %549, %546, %531, %523
  %551 = load ptr, ptr %363, align 8, !tbaa !22
  %552 = icmp eq ptr %551, null
  br i1 %552, label %577, label %553

553:                                              ; preds = %550
  %554 = getelementptr inbounds i8, ptr %551, i64 8
  %555 = load atomic i64, ptr %554 acquire, align 8
  %556 = icmp eq i64 %555, 4294967297
  %557 = trunc i64 %555 to i32
  br i1 %556, label %558, label %566

558:                                              ; preds = %553
  store i32 0, ptr %554, align 8, !tbaa !24
  %559 = getelementptr inbounds i8, ptr %551, i64 12
  store i32 0, ptr %559, align 4, !tbaa !26
  %560 = load ptr, ptr %551, align 8, !tbaa !27
  %561 = getelementptr inbounds i8, ptr %560, i64 16
  %562 = load ptr, ptr %561, align 8
  call void %562(ptr noundef nonnull align 8 dereferenceable(16) %551) #24
  %563 = load ptr, ptr %551, align 8, !tbaa !27
  %564 = getelementptr inbounds i8, ptr %563, i64 24
  %565 = load ptr, ptr %564, align 8
  call void %565(ptr noundef nonnull align 8 dereferenceable(16) %551) #24
  br label %577

566:                                              ; preds = %553
  %567 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %568 = icmp eq i8 %567, 0
  br i1 %568, label %571, label %569

569:                                              ; preds = %566
  %570 = add nsw i32 %557, -1
  store i32 %570, ptr %554, align 4, !tbaa !5
  br label %573

571:                                              ; preds = %566
  %572 = atomicrmw volatile add ptr %554, i32 -1 acq_rel, align 4
  br label %573

573:                                              ; preds = %571, %569
  %574 = phi i32 [ %557, %569 ], [ %572, %571 ]
  %575 = icmp eq i32 %574, 1
  br i1 %575, label %576, label %577, !prof !30

576:                                              ; preds = %573
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %551) #24
  br label %577

577:                                              ; preds = %576, %573, %558, %550
  invoke void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef 1)
          to label %582 unwind label %636

578:                                              ; preds = %505, %488, %483, %482, %361
  %579 = landingpad { ptr, i32 }
          cleanup
  br label %580

580:                                              ; preds = %578, %522
  %581 = phi { ptr, i32 } [ %579, %578 ], [ %514, %522 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %7) #24
  br label %638

582:                                              ; preds = %577
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %7)
  %583 = load ptr, ptr %189, align 8, !tbaa !22
  %584 = icmp eq ptr %583, null
  br i1 %584, label %609, label %585

585:                                              ; preds = %582
  %586 = getelementptr inbounds i8, ptr %583, i64 8
  %587 = load atomic i64, ptr %586 acquire, align 8
  %588 = icmp eq i64 %587, 4294967297
  %589 = trunc i64 %587 to i32
  br i1 %588, label %590, label %598

590:                                              ; preds = %585
  store i32 0, ptr %586, align 8, !tbaa !24
  %591 = getelementptr inbounds i8, ptr %583, i64 12
  store i32 0, ptr %591, align 4, !tbaa !26
  %592 = load ptr, ptr %583, align 8, !tbaa !27
  %593 = getelementptr inbounds i8, ptr %592, i64 16
  %594 = load ptr, ptr %593, align 8
  call void %594(ptr noundef nonnull align 8 dereferenceable(16) %583) #24
  %595 = load ptr, ptr %583, align 8, !tbaa !27
  %596 = getelementptr inbounds i8, ptr %595, i64 24
  %597 = load ptr, ptr %596, align 8
  call void %597(ptr noundef nonnull align 8 dereferenceable(16) %583) #24
  br label %609

598:                                              ; preds = %585
  %599 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %600 = icmp eq i8 %599, 0
  br i1 %600, label %603, label %601

601:                                              ; preds = %598
  %602 = add nsw i32 %589, -1
  store i32 %602, ptr %586, align 4, !tbaa !5
  br label %605

603:                                              ; preds = %598
  %604 = atomicrmw volatile add ptr %586, i32 -1 acq_rel, align 4
  br label %605

605:                                              ; preds = %603, %601
  %606 = phi i32 [ %589, %601 ], [ %604, %603 ]
  %607 = icmp eq i32 %606, 1
  br i1 %607, label %608, label %609, !prof !30

608:                                              ; preds = %605
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %583) #24
  br label %609

609:                                              ; preds = %608, %605, %590, %582
  %610 = load ptr, ptr %173, align 8, !tbaa !22
  %611 = icmp eq ptr %610, null
  br i1 %611, label %640, label %612

612:                                              ; preds = %609
  %613 = getelementptr inbounds i8, ptr %610, i64 8
  %614 = load atomic i64, ptr %613 acquire, align 8
  %615 = icmp eq i64 %614, 4294967297
  %616 = trunc i64 %614 to i32
  br i1 %615, label %617, label %625

617:                                              ; preds = %612
  store i32 0, ptr %613, align 8, !tbaa !24
  %618 = getelementptr inbounds i8, ptr %610, i64 12
  store i32 0, ptr %618, align 4, !tbaa !26
  %619 = load ptr, ptr %610, align 8, !tbaa !27
  %620 = getelementptr inbounds i8, ptr %619, i64 16
  %621 = load ptr, ptr %620, align 8
  call void %621(ptr noundef nonnull align 8 dereferenceable(16) %610) #24
  %622 = load ptr, ptr %610, align 8, !tbaa !27
  %623 = getelementptr inbounds i8, ptr %622, i64 24
  %624 = load ptr, ptr %623, align 8
  call void %624(ptr noundef nonnull align 8 dereferenceable(16) %610) #24
  br label %640

625:                                              ; preds = %612
  %626 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %627 = icmp eq i8 %626, 0
  br i1 %627, label %630, label %628

628:                                              ; preds = %625
  %629 = add nsw i32 %616, -1
  store i32 %629, ptr %613, align 4, !tbaa !5
  br label %632

630:                                              ; preds = %625
  %631 = atomicrmw volatile add ptr %613, i32 -1 acq_rel, align 4
  br label %632

632:                                              ; preds = %630, %628
  %633 = phi i32 [ %616, %628 ], [ %631, %630 ]
  %634 = icmp eq i32 %633, 1
  br i1 %634, label %635, label %640, !prof !30

635:                                              ; preds = %632
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %610) #24
  br label %640

636:                                              ; preds = %577, %358, %357, %213, %201
  %637 = landingpad { ptr, i32 }
          cleanup
  br label %638

638:                                              ; preds = %636, %580, %211
  %639 = phi { ptr, i32 } [ %637, %636 ], [ %212, %211 ], [ %581, %580 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %8) #24
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %19) #24
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %19) #24
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %17) #24
  br label %756

640:                                              ; preds = %635, %632, %617, %609
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %8)
  %641 = load ptr, ptr %156, align 8, !tbaa !22
  %642 = icmp eq ptr %641, null
  br i1 %642, label %667, label %643

643:                                              ; preds = %640
  %644 = getelementptr inbounds i8, ptr %641, i64 8
  %645 = load atomic i64, ptr %644 acquire, align 8
  %646 = icmp eq i64 %645, 4294967297
  %647 = trunc i64 %645 to i32
  br i1 %646, label %648, label %656

648:                                              ; preds = %643
  store i32 0, ptr %644, align 8, !tbaa !24
  %649 = getelementptr inbounds i8, ptr %641, i64 12
  store i32 0, ptr %649, align 4, !tbaa !26
  %650 = load ptr, ptr %641, align 8, !tbaa !27
  %651 = getelementptr inbounds i8, ptr %650, i64 16
  %652 = load ptr, ptr %651, align 8
  call void %652(ptr noundef nonnull align 8 dereferenceable(16) %641) #24
  %653 = load ptr, ptr %641, align 8, !tbaa !27
  %654 = getelementptr inbounds i8, ptr %653, i64 24
  %655 = load ptr, ptr %654, align 8
  call void %655(ptr noundef nonnull align 8 dereferenceable(16) %641) #24
  br label %667

656:                                              ; preds = %643
  %657 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %658 = icmp eq i8 %657, 0
  br i1 %658, label %661, label %659

659:                                              ; preds = %656
  %660 = add nsw i32 %647, -1
  store i32 %660, ptr %644, align 4, !tbaa !5
  br label %663

661:                                              ; preds = %656
  %662 = atomicrmw volatile add ptr %644, i32 -1 acq_rel, align 4
  br label %663

663:                                              ; preds = %661, %659
  %664 = phi i32 [ %647, %659 ], [ %662, %661 ]
  %665 = icmp eq i32 %664, 1
  br i1 %665, label %666, label %667, !prof !30

666:                                              ; preds = %663
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %641) #24
  br label %667

667:                                              ; preds = %666, %663, %648, %640
  %668 = load ptr, ptr %138, align 8, !tbaa !22
  %669 = icmp eq ptr %668, null
  br i1 %669, label %694, label %670

670:                                              ; preds = %667
  %671 = getelementptr inbounds i8, ptr %668, i64 8
  %672 = load atomic i64, ptr %671 acquire, align 8
  %673 = icmp eq i64 %672, 4294967297
  %674 = trunc i64 %672 to i32
  br i1 %673, label %675, label %683

675:                                              ; preds = %670
  store i32 0, ptr %671, align 8, !tbaa !24
  %676 = getelementptr inbounds i8, ptr %668, i64 12
  store i32 0, ptr %676, align 4, !tbaa !26
  %677 = load ptr, ptr %668, align 8, !tbaa !27
  %678 = getelementptr inbounds i8, ptr %677, i64 16
  %679 = load ptr, ptr %678, align 8
  call void %679(ptr noundef nonnull align 8 dereferenceable(16) %668) #24
  %680 = load ptr, ptr %668, align 8, !tbaa !27
  %681 = getelementptr inbounds i8, ptr %680, i64 24
  %682 = load ptr, ptr %681, align 8
  call void %682(ptr noundef nonnull align 8 dereferenceable(16) %668) #24
  br label %694

683:                                              ; preds = %670
  %684 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %685 = icmp eq i8 %684, 0
  br i1 %685, label %688, label %686

686:                                              ; preds = %683
  %687 = add nsw i32 %674, -1
  store i32 %687, ptr %671, align 4, !tbaa !5
  br label %690

688:                                              ; preds = %683
  %689 = atomicrmw volatile add ptr %671, i32 -1 acq_rel, align 4
  br label %690

690:                                              ; preds = %688, %686
  %691 = phi i32 [ %674, %686 ], [ %689, %688 ]
  %692 = icmp eq i32 %691, 1
  br i1 %692, label %693, label %694, !prof !30

693:                                              ; preds = %690
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %668) #24
  br label %694

694:                                              ; preds = %693, %690, %675, %667
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %19) #24
  %695 = load ptr, ptr %157, align 8, !tbaa !22
  %696 = icmp eq ptr %695, null
  br i1 %696, label %721, label %697

697:                                              ; preds = %694
  %698 = getelementptr inbounds i8, ptr %695, i64 8
  %699 = load atomic i64, ptr %698 acquire, align 8
  %700 = icmp eq i64 %699, 4294967297
  %701 = trunc i64 %699 to i32
  br i1 %700, label %702, label %710

702:                                              ; preds = %697
  store i32 0, ptr %698, align 8, !tbaa !24
  %703 = getelementptr inbounds i8, ptr %695, i64 12
  store i32 0, ptr %703, align 4, !tbaa !26
  %704 = load ptr, ptr %695, align 8, !tbaa !27
  %705 = getelementptr inbounds i8, ptr %704, i64 16
  %706 = load ptr, ptr %705, align 8
  call void %706(ptr noundef nonnull align 8 dereferenceable(16) %695) #24
  %707 = load ptr, ptr %695, align 8, !tbaa !27
  %708 = getelementptr inbounds i8, ptr %707, i64 24
  %709 = load ptr, ptr %708, align 8
  call void %709(ptr noundef nonnull align 8 dereferenceable(16) %695) #24
  br label %721

710:                                              ; preds = %697
  %711 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %712 = icmp eq i8 %711, 0
  br i1 %712, label %715, label %713

713:                                              ; preds = %710
  %714 = add nsw i32 %701, -1
  store i32 %714, ptr %698, align 4, !tbaa !5
  br label %717

715:                                              ; preds = %710
  %716 = atomicrmw volatile add ptr %698, i32 -1 acq_rel, align 4
  br label %717

717:                                              ; preds = %715, %713
  %718 = phi i32 [ %701, %713 ], [ %716, %715 ]
  %719 = icmp eq i32 %718, 1
  br i1 %719, label %720, label %721, !prof !30

720:                                              ; preds = %717
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %695) #24
  br label %721

721:                                              ; preds = %720, %717, %702, %694
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %17) #24
  %722 = load ptr, ptr %139, align 8, !tbaa !22
  %723 = icmp eq ptr %722, null
  br i1 %723, label %760, label %724

724:                                              ; preds = %721
  %725 = getelementptr inbounds i8, ptr %722, i64 8
  %726 = load atomic i64, ptr %725 acquire, align 8
  %727 = icmp eq i64 %726, 4294967297
  %728 = trunc i64 %726 to i32
  br i1 %727, label %729, label %737

729:                                              ; preds = %724
  store i32 0, ptr %725, align 8, !tbaa !24
  %730 = getelementptr inbounds i8, ptr %722, i64 12
  store i32 0, ptr %730, align 4, !tbaa !26
  %731 = load ptr, ptr %722, align 8, !tbaa !27
  %732 = getelementptr inbounds i8, ptr %731, i64 16
  %733 = load ptr, ptr %732, align 8
  call void %733(ptr noundef nonnull align 8 dereferenceable(16) %722) #24
  %734 = load ptr, ptr %722, align 8, !tbaa !27
  %735 = getelementptr inbounds i8, ptr %734, i64 24
  %736 = load ptr, ptr %735, align 8
  call void %736(ptr noundef nonnull align 8 dereferenceable(16) %722) #24
  br label %760

737:                                              ; preds = %724
  %738 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %739 = icmp eq i8 %738, 0
  br i1 %739, label %742, label %740

740:                                              ; preds = %737
  %741 = add nsw i32 %728, -1
  store i32 %741, ptr %725, align 4, !tbaa !5
  br label %744

742:                                              ; preds = %737
  %743 = atomicrmw volatile add ptr %725, i32 -1 acq_rel, align 4
  br label %744

744:                                              ; preds = %742, %740
  %745 = phi i32 [ %728, %740 ], [ %743, %742 ]
  %746 = icmp eq i32 %745, 1
  br i1 %746, label %747, label %760, !prof !30

747:                                              ; preds = %744
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %722) #24
  br label %760

748:                                              ; preds = %2
  %749 = landingpad { ptr, i32 }
          cleanup
  br label %750

750:                                              ; preds = %748, %26
  %751 = phi { ptr, i32 } [ %749, %748 ], [ %27, %26 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %16) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #24
  br label %758

752:                                              ; preds = %77
  %753 = landingpad { ptr, i32 }
          cleanup
  br label %754

754:                                              ; preds = %752, %85
  %755 = phi { ptr, i32 } [ %753, %752 ], [ %86, %85 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %18) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #24
  br label %756

756:                                              ; preds = %754, %638
  %757 = phi { ptr, i32 } [ %639, %638 ], [ %755, %754 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %17) #24
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %15) #24
  br label %758

758:                                              ; preds = %756, %750
  %759 = phi { ptr, i32 } [ %757, %756 ], [ %751, %750 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %15) #24
  resume { ptr, i32 } %759

760:                                              ; preds = %721, %729, %744, %747
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %15) #24
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
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIiLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi2ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerENS0_5rangeILi2EEENS0_2idILi2EEERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %0, ptr noundef nonnull align 8 dereferenceable(41) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, i64 %3, i64 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5, ptr noundef nonnull align 8 dereferenceable(32) %6, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %7) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %9 = alloca %"class.sycl::_V1::id.88", align 16
  %10 = alloca %"class.sycl::_V1::range.90", align 8
  %11 = alloca %"class.sycl::_V1::range.90", align 16
  %12 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %13 = getelementptr inbounds i8, ptr %5, i64 8
  %14 = load <2 x i64>, ptr %5, align 8
  store <2 x i64> %14, ptr %9, align 16, !tbaa !33, !alias.scope !145
  %15 = getelementptr inbounds i8, ptr %9, i64 16
  store i64 0, ptr %15, align 16, !tbaa !33, !alias.scope !145
  store i64 %3, ptr %10, align 8, !tbaa !33, !alias.scope !148
  %16 = getelementptr inbounds i8, ptr %10, i64 8
  store i64 %4, ptr %16, align 8, !tbaa !33, !alias.scope !148
  %17 = getelementptr inbounds i8, ptr %10, i64 16
  store i64 1, ptr %17, align 8, !tbaa !33, !alias.scope !148
  %18 = getelementptr inbounds i8, ptr %1, i64 16
  %19 = getelementptr inbounds i8, ptr %1, i64 24
  %20 = load <2 x i64>, ptr %18, align 8
  store <2 x i64> %20, ptr %11, align 16, !tbaa !33, !alias.scope !151
  %21 = getelementptr inbounds i8, ptr %11, i64 16
  store i64 1, ptr %21, align 16, !tbaa !33, !alias.scope !151
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
  %39 = load ptr, ptr %38, align 8, !tbaa !97
  store ptr %39, ptr %37, align 8, !tbaa !97
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
  br i1 %56, label %57, label %36, !llvm.loop !99

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
  %64 = load ptr, ptr %1, align 8, !tbaa !85
  %65 = icmp eq ptr %64, null
  br i1 %65, label %66, label %67

66:                                               ; preds = %57
  tail call void @__assert_fail(ptr noundef nonnull @.str.13, ptr noundef nonnull @.str.14, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIiLi2ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS7_) #25
  unreachable

67:                                               ; preds = %57
  %68 = and i64 %22, 16
  %69 = icmp eq i64 %68, 0
  %70 = select i1 %69, i32 1026, i32 1028
  %71 = getelementptr inbounds i8, ptr %1, i64 32
  %72 = load i64, ptr %71, align 8, !tbaa !76
  %73 = getelementptr inbounds i8, ptr %1, i64 40
  %74 = load i8, ptr %73, align 8, !tbaa !84, !range !100, !noundef !101
  %75 = trunc nuw i8 %74 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id.88") align 8 %9, ptr noundef nonnull byval(%"class.sycl::_V1::range.90") align 8 %10, ptr noundef nonnull byval(%"class.sycl::_V1::range.90") align 8 %11, i32 noundef %70, ptr noundef nonnull %64, i32 noundef 2, i32 noundef 4, i64 noundef %72, i1 noundef zeroext %75, ptr noundef nonnull align 8 dereferenceable(32) %6)
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
  %137 = load ptr, ptr %136, align 8, !tbaa !97
  store ptr %137, ptr %135, align 8, !tbaa !97
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
  br i1 %154, label %155, label %134, !llvm.loop !99

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
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %199, i32 %201, ptr %202, ptr noundef nonnull @.str.16)
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
  store ptr %213, ptr %121, align 8, !tbaa !154
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %215 unwind label %206

215:                                              ; preds = %214
  %216 = load ptr, ptr %1, align 8, !tbaa !85
  %217 = icmp eq ptr %216, null
  br i1 %217, label %218, label %219

218:                                              ; preds = %215
  tail call void @__assert_fail(ptr noundef nonnull @.str.13, ptr noundef nonnull @.str.14, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIiLi2ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS7_) #25
  unreachable

219:                                              ; preds = %215
  %220 = load ptr, ptr %0, align 8, !tbaa !102
  invoke void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef nonnull %216, ptr noundef %220, i32 noundef 2014, i32 noundef 1026, ptr noundef nonnull align 8 dereferenceable(32) %7)
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

declare void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef byval(%"class.sycl::_V1::id.88") align 8, ptr noundef byval(%"class.sycl::_V1::range.90") align 8, ptr noundef byval(%"class.sycl::_V1::range.90") align 8, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i64 noundef, i1 noundef zeroext, ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #6

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

declare void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef, i32 noundef) local_unnamed_addr #6

declare void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #6

declare noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #6

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #6

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #6

; Function Attrs: nounwind
declare noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #12

; Function Attrs: nounwind
declare noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #12

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #6

declare void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 4 dereferenceable(4)) local_unnamed_addr #6

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIiLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi2ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerENS0_5rangeILi2EEENS0_2idILi2EEERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %0, ptr noundef nonnull align 8 dereferenceable(41) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, i64 %3, i64 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5, ptr noundef nonnull align 8 dereferenceable(32) %6, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %7) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %9 = alloca %"class.sycl::_V1::id.88", align 16
  %10 = alloca %"class.sycl::_V1::range.90", align 8
  %11 = alloca %"class.sycl::_V1::range.90", align 16
  %12 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %13 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %14 = getelementptr inbounds i8, ptr %5, i64 8
  %15 = load <2 x i64>, ptr %5, align 8
  store <2 x i64> %15, ptr %9, align 16, !tbaa !33, !alias.scope !156
  %16 = getelementptr inbounds i8, ptr %9, i64 16
  store i64 0, ptr %16, align 16, !tbaa !33, !alias.scope !156
  store i64 %3, ptr %10, align 8, !tbaa !33, !alias.scope !159
  %17 = getelementptr inbounds i8, ptr %10, i64 8
  store i64 %4, ptr %17, align 8, !tbaa !33, !alias.scope !159
  %18 = getelementptr inbounds i8, ptr %10, i64 16
  store i64 1, ptr %18, align 8, !tbaa !33, !alias.scope !159
  %19 = getelementptr inbounds i8, ptr %1, i64 16
  %20 = getelementptr inbounds i8, ptr %1, i64 24
  %21 = load <2 x i64>, ptr %19, align 8
  store <2 x i64> %21, ptr %11, align 16, !tbaa !33, !alias.scope !162
  %22 = getelementptr inbounds i8, ptr %11, i64 16
  store i64 1, ptr %22, align 16, !tbaa !33, !alias.scope !162
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
  %40 = load ptr, ptr %39, align 8, !tbaa !97
  store ptr %40, ptr %38, align 8, !tbaa !97
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
  br i1 %57, label %58, label %37, !llvm.loop !99

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
  %65 = load ptr, ptr %1, align 8, !tbaa !85
  %66 = icmp eq ptr %65, null
  br i1 %66, label %67, label %68

67:                                               ; preds = %58
  tail call void @__assert_fail(ptr noundef nonnull @.str.13, ptr noundef nonnull @.str.14, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIiLi2ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS7_) #25
  unreachable

68:                                               ; preds = %58
  %69 = getelementptr inbounds i8, ptr %1, i64 32
  %70 = load i64, ptr %69, align 8, !tbaa !76
  %71 = getelementptr inbounds i8, ptr %1, i64 40
  %72 = load i8, ptr %71, align 8, !tbaa !84, !range !100, !noundef !101
  %73 = trunc nuw i8 %72 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id.88") align 8 %9, ptr noundef nonnull byval(%"class.sycl::_V1::range.90") align 8 %10, ptr noundef nonnull byval(%"class.sycl::_V1::range.90") align 8 %11, i32 noundef 1024, ptr noundef nonnull %65, i32 noundef 2, i32 noundef 4, i64 noundef %70, i1 noundef zeroext %73, ptr noundef nonnull align 8 dereferenceable(32) %6)
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
  %136 = load ptr, ptr %135, align 8, !tbaa !97
  store ptr %136, ptr %134, align 8, !tbaa !97
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
  br i1 %153, label %154, label %133, !llvm.loop !99

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
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %227, i32 %229, ptr %230, ptr noundef nonnull @.str.16)
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
  store ptr %247, ptr %119, align 8, !tbaa !104
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %249 unwind label %234

249:                                              ; preds = %248
  %250 = load ptr, ptr %1, align 8, !tbaa !85
  %251 = icmp eq ptr %250, null
  br i1 %251, label %252, label %253

252:                                              ; preds = %249
  tail call void @__assert_fail(ptr noundef nonnull @.str.13, ptr noundef nonnull @.str.14, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIiLi2ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS7_) #25
  unreachable

253:                                              ; preds = %249
  %254 = load ptr, ptr %0, align 8, !tbaa !102
  invoke void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef nonnull %250, ptr noundef %254, i32 noundef 2014, i32 noundef 1024, ptr noundef nonnull align 8 dereferenceable(32) %7)
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

declare void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216), ptr) local_unnamed_addr #6

declare void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216), i32 noundef) local_unnamed_addr #6

declare noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #6

declare void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef byval(%"class.sycl::_V1::range.90") align 8, i1 noundef zeroext, i32 noundef) local_unnamed_addr #6

declare void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #6

declare void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef, ptr noundef nonnull align 8 dereferenceable(24), i1 noundef zeroext) local_unnamed_addr #6

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(120) %0) unnamed_addr #19 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(120) %0) unnamed_addr #3 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, i64 16), ptr %0, align 8, !tbaa !27
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
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EE23InstantiateKernelOnHostEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(120) %0) unnamed_addr #2 align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %class.anon.87, align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !102
  store ptr %4, ptr %2, align 8, !tbaa !102
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
  %14 = load i32, ptr %10, align 4, !tbaa !5
  %15 = add nsw i32 %14, 1
  store i32 %15, ptr %10, align 4, !tbaa !5
  br label %18

16:                                               ; preds = %9
  %17 = atomicrmw volatile add ptr %10, i32 1 acq_rel, align 4
  br label %18

18:                                               ; preds = %16, %13, %1
  %19 = getelementptr inbounds i8, ptr %2, i64 16
  %20 = getelementptr inbounds i8, ptr %0, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %19, ptr noundef nonnull readonly align 8 dereferenceable(40) %20, i64 40, i1 false)
  %21 = getelementptr inbounds i8, ptr %2, i64 56
  %22 = getelementptr inbounds i8, ptr %0, i64 64
  %23 = load ptr, ptr %22, align 8, !tbaa !102
  store ptr %23, ptr %21, align 8, !tbaa !102
  %24 = getelementptr inbounds i8, ptr %2, i64 64
  %25 = getelementptr inbounds i8, ptr %0, i64 72
  %26 = load ptr, ptr %25, align 8, !tbaa !22
  store ptr %26, ptr %24, align 8, !tbaa !22
  %27 = icmp eq ptr %26, null
  br i1 %27, label %37, label %28

28:                                               ; preds = %18
  %29 = getelementptr inbounds i8, ptr %26, i64 8
  %30 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %31 = icmp eq i8 %30, 0
  br i1 %31, label %35, label %32

32:                                               ; preds = %28
  %33 = load i32, ptr %29, align 4, !tbaa !5
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %29, align 4, !tbaa !5
  br label %37

35:                                               ; preds = %28
  %36 = atomicrmw volatile add ptr %29, i32 1 acq_rel, align 4
  br label %37

37:                                               ; preds = %18, %32, %35
  %38 = getelementptr inbounds i8, ptr %2, i64 72
  %39 = getelementptr inbounds i8, ptr %0, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %38, ptr noundef nonnull readonly align 8 dereferenceable(40) %39, i64 40, i1 false)
  %40 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %21)
          to label %41 unwind label %131

41:                                               ; preds = %37
  %42 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %21)
          to label %43 unwind label %131

43:                                               ; preds = %41
  %44 = load i64, ptr %42, align 8
  %45 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %21)
          to label %46 unwind label %131

46:                                               ; preds = %43
  %47 = getelementptr inbounds i8, ptr %45, i64 8
  %48 = load i64, ptr %47, align 8
  %49 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %21)
          to label %50 unwind label %131

50:                                               ; preds = %46
  %51 = mul i64 %48, %44
  %52 = getelementptr inbounds i8, ptr %49, i64 8
  %53 = load i64, ptr %52, align 8
  %54 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %21) #24
  %55 = getelementptr i32, ptr %54, i64 %51
  %56 = getelementptr i32, ptr %55, i64 %53
  %57 = load i32, ptr %56, align 4, !tbaa !5
  %58 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
          to label %59 unwind label %131

59:                                               ; preds = %50
  %60 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
          to label %61 unwind label %131

61:                                               ; preds = %59
  %62 = load i64, ptr %60, align 8
  %63 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
          to label %64 unwind label %131

64:                                               ; preds = %61
  %65 = getelementptr inbounds i8, ptr %63, i64 8
  %66 = load i64, ptr %65, align 8
  %67 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
          to label %68 unwind label %131

68:                                               ; preds = %64
  %69 = mul i64 %66, %62
  %70 = getelementptr inbounds i8, ptr %67, i64 8
  %71 = load i64, ptr %70, align 8
  %72 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %2) #24
  %73 = getelementptr i32, ptr %72, i64 %69
  %74 = getelementptr i32, ptr %73, i64 %71
  %75 = load i32, ptr %74, align 4, !tbaa !5
  %76 = add nsw i32 %75, %57
  store i32 %76, ptr %74, align 4, !tbaa !5
  %77 = load ptr, ptr %24, align 8, !tbaa !22
  %78 = icmp eq ptr %77, null
  br i1 %78, label %103, label %79

79:                                               ; preds = %68
  %80 = getelementptr inbounds i8, ptr %77, i64 8
  %81 = load atomic i64, ptr %80 acquire, align 8
  %82 = icmp eq i64 %81, 4294967297
  %83 = trunc i64 %81 to i32
  br i1 %82, label %84, label %92

84:                                               ; preds = %79
  store i32 0, ptr %80, align 8, !tbaa !24
  %85 = getelementptr inbounds i8, ptr %77, i64 12
  store i32 0, ptr %85, align 4, !tbaa !26
  %86 = load ptr, ptr %77, align 8, !tbaa !27
  %87 = getelementptr inbounds i8, ptr %86, i64 16
  %88 = load ptr, ptr %87, align 8
  call void %88(ptr noundef nonnull align 8 dereferenceable(16) %77) #24
  %89 = load ptr, ptr %77, align 8, !tbaa !27
  %90 = getelementptr inbounds i8, ptr %89, i64 24
  %91 = load ptr, ptr %90, align 8
  call void %91(ptr noundef nonnull align 8 dereferenceable(16) %77) #24
  br label %103

92:                                               ; preds = %79
  %93 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %94 = icmp eq i8 %93, 0
  br i1 %94, label %97, label %95

95:                                               ; preds = %92
  %96 = add nsw i32 %83, -1
  store i32 %96, ptr %80, align 4, !tbaa !5
  br label %99

97:                                               ; preds = %92
  %98 = atomicrmw volatile add ptr %80, i32 -1 acq_rel, align 4
  br label %99

99:                                               ; preds = %97, %95
  %100 = phi i32 [ %83, %95 ], [ %98, %97 ]
  %101 = icmp eq i32 %100, 1
  br i1 %101, label %102, label %103, !prof !30

102:                                              ; preds = %99
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %77) #24
  br label %103

103:                                              ; preds = %102, %99, %84, %68
  %104 = load ptr, ptr %5, align 8, !tbaa !22
  %105 = icmp eq ptr %104, null
  br i1 %105, label %130, label %106

106:                                              ; preds = %103
  %107 = getelementptr inbounds i8, ptr %104, i64 8
  %108 = load atomic i64, ptr %107 acquire, align 8
  %109 = icmp eq i64 %108, 4294967297
  %110 = trunc i64 %108 to i32
  br i1 %109, label %111, label %119

111:                                              ; preds = %106
  store i32 0, ptr %107, align 8, !tbaa !24
  %112 = getelementptr inbounds i8, ptr %104, i64 12
  store i32 0, ptr %112, align 4, !tbaa !26
  %113 = load ptr, ptr %104, align 8, !tbaa !27
  %114 = getelementptr inbounds i8, ptr %113, i64 16
  %115 = load ptr, ptr %114, align 8
  call void %115(ptr noundef nonnull align 8 dereferenceable(16) %104) #24
  %116 = load ptr, ptr %104, align 8, !tbaa !27
  %117 = getelementptr inbounds i8, ptr %116, i64 24
  %118 = load ptr, ptr %117, align 8
  call void %118(ptr noundef nonnull align 8 dereferenceable(16) %104) #24
  br label %130

119:                                              ; preds = %106
  %120 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %121 = icmp eq i8 %120, 0
  br i1 %121, label %124, label %122

122:                                              ; preds = %119
  %123 = add nsw i32 %110, -1
  store i32 %123, ptr %107, align 4, !tbaa !5
  br label %126

124:                                              ; preds = %119
  %125 = atomicrmw volatile add ptr %107, i32 -1 acq_rel, align 4
  br label %126

126:                                              ; preds = %124, %122
  %127 = phi i32 [ %110, %122 ], [ %125, %124 ]
  %128 = icmp eq i32 %127, 1
  br i1 %128, label %129, label %130, !prof !30

129:                                              ; preds = %126
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %104) #24
  br label %130

130:                                              ; preds = %103, %111, %126, %129
  ret void

131:                                              ; preds = %64, %61, %59, %50, %46, %43, %41, %37
  %132 = landingpad { ptr, i32 }
          cleanup
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %2) #24
  resume { ptr, i32 } %132
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znam(i64 noundef) local_unnamed_addr #16

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPv(ptr noundef) local_unnamed_addr #14

declare void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviibmbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef byval(%"class.sycl::_V1::id.88") align 8, ptr noundef byval(%"class.sycl::_V1::range.90") align 8, ptr noundef byval(%"class.sycl::_V1::range.90") align 8, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i1 noundef zeroext, i64 noundef, i1 noundef zeroext, ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #6

declare noundef zeroext i1 @_ZNK4sycl3_V16detail16AccessorBaseHost13isPlaceholderEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #6

declare void @_ZN4sycl3_V16detail22addHostAccessorAndWaitEPNS1_16AccessorImplHostE(ptr noundef) local_unnamed_addr #6

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZ4mainEUlRNS0_7handlerEE0_E4callEPKvS5_(ptr nocapture noundef readonly %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #2 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca { ptr, [32 x i8] }, align 8
  %4 = alloca { ptr, [32 x i8] }, align 8
  %5 = alloca %"class.std::vector.101", align 8
  %6 = alloca %"class.sycl::_V1::range.90", align 8
  %7 = alloca %class.anon.119, align 8
  %8 = alloca %class.anon.119, align 8
  %9 = alloca i32, align 4
  %10 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %11 = alloca %"class.sycl::_V1::id", align 8
  %12 = alloca %"class.sycl::_V1::accessor", align 8
  %13 = alloca %"class.sycl::_V1::accessor.115", align 8
  %14 = alloca %"class.sycl::_V1::property_list", align 8
  %15 = alloca %class.anon.119, align 8
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %12)
  %16 = load ptr, ptr %0, align 8, !tbaa !165
  %17 = load ptr, ptr %16, align 8, !tbaa !102
  store ptr %17, ptr %12, align 8, !tbaa !102
  %18 = getelementptr inbounds i8, ptr %12, i64 8
  %19 = getelementptr inbounds i8, ptr %16, i64 8
  %20 = load ptr, ptr %19, align 8, !tbaa !22
  store ptr %20, ptr %18, align 8, !tbaa !22
  %21 = icmp eq ptr %20, null
  br i1 %21, label %31, label %22

22:                                               ; preds = %2
  %23 = getelementptr inbounds i8, ptr %20, i64 8
  %24 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %25 = icmp eq i8 %24, 0
  br i1 %25, label %29, label %26

26:                                               ; preds = %22
  %27 = load i32, ptr %23, align 4, !tbaa !5
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %23, align 4, !tbaa !5
  br label %31

29:                                               ; preds = %22
  %30 = atomicrmw volatile add ptr %23, i32 1 acq_rel, align 4
  br label %31

31:                                               ; preds = %29, %26, %2
  %32 = getelementptr inbounds i8, ptr %12, i64 16
  %33 = getelementptr inbounds i8, ptr %16, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %32, ptr noundef nonnull align 8 dereferenceable(40) %33, i64 40, i1 false)
  %34 = invoke noundef zeroext i1 @_ZNK4sycl3_V16detail16AccessorBaseHost13isPlaceholderEv(ptr noundef nonnull align 8 dereferenceable(16) %12)
          to label %35 unwind label %709

35:                                               ; preds = %31
  br i1 %34, label %36, label %37

36:                                               ; preds = %35
  invoke void @_ZN4sycl3_V17handler20associateWithHandlerEPNS0_6detail16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull %12, i32 noundef 2014)
          to label %37 unwind label %709

37:                                               ; preds = %36, %35
  %38 = load ptr, ptr %18, align 8, !tbaa !22
  %39 = icmp eq ptr %38, null
  br i1 %39, label %64, label %40

40:                                               ; preds = %37
  %41 = getelementptr inbounds i8, ptr %38, i64 8
  %42 = load atomic i64, ptr %41 acquire, align 8
  %43 = icmp eq i64 %42, 4294967297
  %44 = trunc i64 %42 to i32
  br i1 %43, label %45, label %53

45:                                               ; preds = %40
  store i32 0, ptr %41, align 8, !tbaa !24
  %46 = getelementptr inbounds i8, ptr %38, i64 12
  store i32 0, ptr %46, align 4, !tbaa !26
  %47 = load ptr, ptr %38, align 8, !tbaa !27
  %48 = getelementptr inbounds i8, ptr %47, i64 16
  %49 = load ptr, ptr %48, align 8
  call void %49(ptr noundef nonnull align 8 dereferenceable(16) %38) #24
  %50 = load ptr, ptr %38, align 8, !tbaa !27
  %51 = getelementptr inbounds i8, ptr %50, i64 24
  %52 = load ptr, ptr %51, align 8
  call void %52(ptr noundef nonnull align 8 dereferenceable(16) %38) #24
  br label %64

53:                                               ; preds = %40
  %54 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %55 = icmp eq i8 %54, 0
  br i1 %55, label %58, label %56

56:                                               ; preds = %53
  %57 = add nsw i32 %44, -1
  store i32 %57, ptr %41, align 4, !tbaa !5
  br label %60

58:                                               ; preds = %53
  %59 = atomicrmw volatile add ptr %41, i32 -1 acq_rel, align 4
  br label %60

60:                                               ; preds = %58, %56
  %61 = phi i32 [ %44, %56 ], [ %59, %58 ]
  %62 = icmp eq i32 %61, 1
  br i1 %62, label %63, label %64, !prof !30

63:                                               ; preds = %60
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %38) #24
  br label %64

64:                                               ; preds = %63, %60, %45, %37
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %13) #24
  %65 = getelementptr inbounds i8, ptr %0, i64 8
  %66 = load ptr, ptr %65, align 8, !tbaa !167
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14) #24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %14, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10)
  store ptr @.str, ptr %10, align 8
  %67 = getelementptr inbounds i8, ptr %10, i64 8
  store ptr @.str.15, ptr %67, align 8
  %68 = getelementptr inbounds i8, ptr %10, i64 16
  store i64 30, ptr %68, align 8
  %69 = getelementptr inbounds i8, ptr %10, i64 24
  store i64 22, ptr %69, align 8
  store i64 14, ptr %11, align 8
  %70 = getelementptr inbounds i8, ptr %11, i64 8
  store i64 0, ptr %70, align 8
  invoke void @_ZN4sycl3_V18accessorIiLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi2ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerENS0_5rangeILi2EEENS0_2idILi2EEERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %13, ptr noundef nonnull align 8 dereferenceable(41) %66, ptr noundef nonnull align 8 dereferenceable(216) %1, i64 2, i64 32, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %11, ptr noundef nonnull align 8 dereferenceable(32) %14, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %10)
          to label %71 unwind label %711

71:                                               ; preds = %64
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9) #24
  store i32 5, ptr %9, align 4, !tbaa !129
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %66, ptr noundef nonnull align 4 dereferenceable(4) %9)
          to label %74 unwind label %72

72:                                               ; preds = %71
  %73 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %13) #24
  br label %713

74:                                               ; preds = %71
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9) #24
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10)
  %75 = getelementptr inbounds i8, ptr %14, i64 8
  %76 = load ptr, ptr %75, align 8, !tbaa !19
  %77 = getelementptr inbounds i8, ptr %14, i64 16
  %78 = load ptr, ptr %77, align 8, !tbaa !21
  %79 = icmp eq ptr %76, %78
  br i1 %79, label %114, label %80

80:                                               ; preds = %74, %109
  %81 = phi ptr [ %110, %109 ], [ %76, %74 ]
  %82 = getelementptr inbounds i8, ptr %81, i64 8
  %83 = load ptr, ptr %82, align 8, !tbaa !22
  %84 = icmp eq ptr %83, null
  br i1 %84, label %109, label %85

85:                                               ; preds = %80
  %86 = getelementptr inbounds i8, ptr %83, i64 8
  %87 = load atomic i64, ptr %86 acquire, align 8
  %88 = icmp eq i64 %87, 4294967297
  %89 = trunc i64 %87 to i32
  br i1 %88, label %90, label %98

90:                                               ; preds = %85
  store i32 0, ptr %86, align 8, !tbaa !24
  %91 = getelementptr inbounds i8, ptr %83, i64 12
  store i32 0, ptr %91, align 4, !tbaa !26
  %92 = load ptr, ptr %83, align 8, !tbaa !27
  %93 = getelementptr inbounds i8, ptr %92, i64 16
  %94 = load ptr, ptr %93, align 8
  call void %94(ptr noundef nonnull align 8 dereferenceable(16) %83) #24
  %95 = load ptr, ptr %83, align 8, !tbaa !27
  %96 = getelementptr inbounds i8, ptr %95, i64 24
  %97 = load ptr, ptr %96, align 8
  call void %97(ptr noundef nonnull align 8 dereferenceable(16) %83) #24
  br label %109

98:                                               ; preds = %85
  %99 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %100 = icmp eq i8 %99, 0
  br i1 %100, label %103, label %101

101:                                              ; preds = %98
  %102 = add nsw i32 %89, -1
  store i32 %102, ptr %86, align 4, !tbaa !5
  br label %105

103:                                              ; preds = %98
  %104 = atomicrmw volatile add ptr %86, i32 -1 acq_rel, align 4
  br label %105

105:                                              ; preds = %103, %101
  %106 = phi i32 [ %89, %101 ], [ %104, %103 ]
  %107 = icmp eq i32 %106, 1
  br i1 %107, label %108, label %109, !prof !30

108:                                              ; preds = %105
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %83) #24
  br label %109

109:                                              ; preds = %108, %105, %90, %80
  %110 = getelementptr inbounds i8, ptr %81, i64 16
  %111 = icmp eq ptr %110, %78
  br i1 %111, label %112, label %80, !llvm.loop !31

112:                                              ; preds = %109
  %113 = load ptr, ptr %75, align 8, !tbaa !19
  br label %114

114:                                              ; preds = %112, %74
  %115 = phi ptr [ %113, %112 ], [ %76, %74 ]
  %116 = icmp eq ptr %115, null
  br i1 %116, label %123, label %117

117:                                              ; preds = %114
  %118 = getelementptr inbounds i8, ptr %14, i64 24
  %119 = load ptr, ptr %118, align 8, !tbaa !32
  %120 = ptrtoint ptr %119 to i64
  %121 = ptrtoint ptr %115 to i64
  %122 = sub i64 %120, %121
  call void @_ZdlPvm(ptr noundef nonnull %115, i64 noundef %122) #26
  br label %123

123:                                              ; preds = %117, %114
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #24
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %15) #24
  %124 = load ptr, ptr %13, align 8, !tbaa !102
  store ptr %124, ptr %15, align 8, !tbaa !102
  %125 = getelementptr inbounds i8, ptr %15, i64 8
  %126 = getelementptr inbounds i8, ptr %13, i64 8
  %127 = load ptr, ptr %126, align 8, !tbaa !22
  store ptr %127, ptr %125, align 8, !tbaa !22
  %128 = icmp eq ptr %127, null
  br i1 %128, label %138, label %129

129:                                              ; preds = %123
  %130 = getelementptr inbounds i8, ptr %127, i64 8
  %131 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %132 = icmp eq i8 %131, 0
  br i1 %132, label %136, label %133

133:                                              ; preds = %129
  %134 = load i32, ptr %130, align 4, !tbaa !5
  %135 = add nsw i32 %134, 1
  store i32 %135, ptr %130, align 4, !tbaa !5
  br label %138

136:                                              ; preds = %129
  %137 = atomicrmw volatile add ptr %130, i32 1 acq_rel, align 4
  br label %138

138:                                              ; preds = %136, %133, %123
  %139 = getelementptr inbounds i8, ptr %15, i64 16
  %140 = getelementptr inbounds i8, ptr %13, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %139, ptr noundef nonnull align 8 dereferenceable(40) %140, i64 40, i1 false)
  %141 = getelementptr inbounds i8, ptr %15, i64 56
  %142 = load ptr, ptr %0, align 8, !tbaa !165
  %143 = load ptr, ptr %142, align 8, !tbaa !102
  store ptr %143, ptr %141, align 8, !tbaa !102
  %144 = getelementptr inbounds i8, ptr %15, i64 64
  %145 = getelementptr inbounds i8, ptr %142, i64 8
  %146 = load ptr, ptr %145, align 8, !tbaa !22
  store ptr %146, ptr %144, align 8, !tbaa !22
  %147 = icmp eq ptr %146, null
  br i1 %147, label %157, label %148

148:                                              ; preds = %138
  %149 = getelementptr inbounds i8, ptr %146, i64 8
  %150 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %151 = icmp eq i8 %150, 0
  br i1 %151, label %155, label %152

152:                                              ; preds = %148
  %153 = load i32, ptr %149, align 4, !tbaa !5
  %154 = add nsw i32 %153, 1
  store i32 %154, ptr %149, align 4, !tbaa !5
  br label %157

155:                                              ; preds = %148
  %156 = atomicrmw volatile add ptr %149, i32 1 acq_rel, align 4
  br label %157

157:                                              ; preds = %155, %152, %138
  %158 = getelementptr inbounds i8, ptr %15, i64 72
  %159 = getelementptr inbounds i8, ptr %142, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %158, ptr noundef nonnull align 8 dereferenceable(40) %159, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %8)
  %160 = load ptr, ptr %15, align 8, !tbaa !102
  store ptr %160, ptr %8, align 8, !tbaa !102
  %161 = getelementptr inbounds i8, ptr %8, i64 8
  %162 = load ptr, ptr %125, align 8, !tbaa !22
  store ptr %162, ptr %161, align 8, !tbaa !22
  %163 = icmp eq ptr %162, null
  br i1 %163, label %173, label %164

164:                                              ; preds = %157
  %165 = getelementptr inbounds i8, ptr %162, i64 8
  %166 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %167 = icmp eq i8 %166, 0
  br i1 %167, label %171, label %168

168:                                              ; preds = %164
  %169 = load i32, ptr %165, align 4, !tbaa !5
  %170 = add nsw i32 %169, 1
  store i32 %170, ptr %165, align 4, !tbaa !5
  br label %173

171:                                              ; preds = %164
  %172 = atomicrmw volatile add ptr %165, i32 1 acq_rel, align 4
  br label %173

173:                                              ; preds = %171, %168, %157
  %174 = getelementptr inbounds i8, ptr %8, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %174, ptr noundef nonnull readonly align 8 dereferenceable(40) %139, i64 40, i1 false)
  %175 = getelementptr inbounds i8, ptr %8, i64 56
  %176 = load ptr, ptr %141, align 8, !tbaa !102
  store ptr %176, ptr %175, align 8, !tbaa !102
  %177 = getelementptr inbounds i8, ptr %8, i64 64
  %178 = load ptr, ptr %144, align 8, !tbaa !22
  store ptr %178, ptr %177, align 8, !tbaa !22
  %179 = icmp eq ptr %178, null
  br i1 %179, label %189, label %180

180:                                              ; preds = %173
  %181 = getelementptr inbounds i8, ptr %178, i64 8
  %182 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %183 = icmp eq i8 %182, 0
  br i1 %183, label %187, label %184

184:                                              ; preds = %180
  %185 = load i32, ptr %181, align 4, !tbaa !5
  %186 = add nsw i32 %185, 1
  store i32 %186, ptr %181, align 4, !tbaa !5
  br label %189

187:                                              ; preds = %180
  %188 = atomicrmw volatile add ptr %181, i32 1 acq_rel, align 4
  br label %189

189:                                              ; preds = %187, %184, %173
  %190 = getelementptr inbounds i8, ptr %8, i64 72
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %190, ptr noundef nonnull readonly align 8 dereferenceable(40) %158, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %7)
  %191 = invoke noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %192 unwind label %624

192:                                              ; preds = %189
  %193 = icmp eq i32 %191, 0
  br i1 %193, label %203, label %194

194:                                              ; preds = %192
  %195 = call ptr @__cxa_allocate_exception(i64 64) #24
  %196 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #24
  %197 = extractvalue { i32, ptr } %196, 0
  %198 = extractvalue { i32, ptr } %196, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %195, i32 %197, ptr %198, ptr noundef nonnull @.str.19)
          to label %201 unwind label %199

199:                                              ; preds = %194
  %200 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %195) #24
  br label %626

201:                                              ; preds = %194
  invoke void @__cxa_throw(ptr nonnull %195, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #27
          to label %202 unwind label %624

202:                                              ; preds = %201
  unreachable

203:                                              ; preds = %192
  %204 = load ptr, ptr %161, align 8, !tbaa !22
  %205 = icmp eq ptr %204, null
  br i1 %205, label %215, label %206

206:                                              ; preds = %203
  %207 = getelementptr inbounds i8, ptr %204, i64 8
  %208 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %209 = icmp eq i8 %208, 0
  br i1 %209, label %213, label %210

210:                                              ; preds = %206
  %211 = load i32, ptr %207, align 4, !tbaa !5
  %212 = add nsw i32 %211, 1
  store i32 %212, ptr %207, align 4, !tbaa !5
  br label %215

213:                                              ; preds = %206
  %214 = atomicrmw volatile add ptr %207, i32 1 acq_rel, align 4
  br label %215

215:                                              ; preds = %213, %210, %203
  %216 = load ptr, ptr %177, align 8, !tbaa !22
  %217 = icmp eq ptr %216, null
  br i1 %217, label %227, label %218

218:                                              ; preds = %215
  %219 = getelementptr inbounds i8, ptr %216, i64 8
  %220 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %221 = icmp eq i8 %220, 0
  br i1 %221, label %225, label %222

222:                                              ; preds = %218
  %223 = load i32, ptr %219, align 4, !tbaa !5
  %224 = add nsw i32 %223, 1
  store i32 %224, ptr %219, align 4, !tbaa !5
  br label %227

225:                                              ; preds = %218
  %226 = atomicrmw volatile add ptr %219, i32 1 acq_rel, align 4
  br label %227

227:                                              ; preds = %225, %222, %215
  br i1 %205, label %237, label %228

228:                                              ; preds = %227
  %229 = getelementptr inbounds i8, ptr %204, i64 8
  %230 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %231 = icmp eq i8 %230, 0
  br i1 %231, label %235, label %232

232:                                              ; preds = %228
  %233 = load i32, ptr %229, align 4, !tbaa !5
  %234 = add nsw i32 %233, 1
  store i32 %234, ptr %229, align 4, !tbaa !5
  br label %237

235:                                              ; preds = %228
  %236 = atomicrmw volatile add ptr %229, i32 1 acq_rel, align 4
  br label %237

237:                                              ; preds = %235, %232, %227
  br i1 %217, label %270, label %238

238:                                              ; preds = %237
  %239 = getelementptr inbounds i8, ptr %216, i64 8
  %240 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %241 = icmp eq i8 %240, 0
  br i1 %241, label %245, label %242

242:                                              ; preds = %238
  %243 = load i32, ptr %239, align 4, !tbaa !5
  %244 = add nsw i32 %243, 1
  store i32 %244, ptr %239, align 4, !tbaa !5
  br label %247

245:                                              ; preds = %238
  %246 = atomicrmw volatile add ptr %239, i32 1 acq_rel, align 4
  br label %247

247:                                              ; preds = %245, %242
  %248 = load atomic i64, ptr %239 acquire, align 8
  %249 = icmp eq i64 %248, 4294967297
  %250 = trunc i64 %248 to i32
  br i1 %249, label %251, label %259

251:                                              ; preds = %247
  store i32 0, ptr %239, align 8, !tbaa !24
  %252 = getelementptr inbounds i8, ptr %216, i64 12
  store i32 0, ptr %252, align 4, !tbaa !26
  %253 = load ptr, ptr %216, align 8, !tbaa !27
  %254 = getelementptr inbounds i8, ptr %253, i64 16
  %255 = load ptr, ptr %254, align 8
  call void %255(ptr noundef nonnull align 8 dereferenceable(16) %216) #24
  %256 = load ptr, ptr %216, align 8, !tbaa !27
  %257 = getelementptr inbounds i8, ptr %256, i64 24
  %258 = load ptr, ptr %257, align 8
  call void %258(ptr noundef nonnull align 8 dereferenceable(16) %216) #24
  br label %270

259:                                              ; preds = %247
  %260 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %261 = icmp eq i8 %260, 0
  br i1 %261, label %264, label %262

262:                                              ; preds = %259
  %263 = add nsw i32 %250, -1
  store i32 %263, ptr %239, align 4, !tbaa !5
  br label %266

264:                                              ; preds = %259
  %265 = atomicrmw volatile add ptr %239, i32 -1 acq_rel, align 4
  br label %266

266:                                              ; preds = %264, %262
  %267 = phi i32 [ %250, %262 ], [ %265, %264 ]
  %268 = icmp eq i32 %267, 1
  br i1 %268, label %269, label %270, !prof !30

269:                                              ; preds = %266
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %216) #24
  br label %270

270:                                              ; preds = %269, %266, %251, %237
  br i1 %205, label %295, label %271

271:                                              ; preds = %270
  %272 = getelementptr inbounds i8, ptr %204, i64 8
  %273 = load atomic i64, ptr %272 acquire, align 8
  %274 = icmp eq i64 %273, 4294967297
  %275 = trunc i64 %273 to i32
  br i1 %274, label %276, label %284

276:                                              ; preds = %271
  store i32 0, ptr %272, align 8, !tbaa !24
  %277 = getelementptr inbounds i8, ptr %204, i64 12
  store i32 0, ptr %277, align 4, !tbaa !26
  %278 = load ptr, ptr %204, align 8, !tbaa !27
  %279 = getelementptr inbounds i8, ptr %278, i64 16
  %280 = load ptr, ptr %279, align 8
  call void %280(ptr noundef nonnull align 8 dereferenceable(16) %204) #24
  %281 = load ptr, ptr %204, align 8, !tbaa !27
  %282 = getelementptr inbounds i8, ptr %281, i64 24
  %283 = load ptr, ptr %282, align 8
  call void %283(ptr noundef nonnull align 8 dereferenceable(16) %204) #24
  br label %295

284:                                              ; preds = %271
  %285 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %286 = icmp eq i8 %285, 0
  br i1 %286, label %289, label %287

287:                                              ; preds = %284
  %288 = add nsw i32 %275, -1
  store i32 %288, ptr %272, align 4, !tbaa !5
  br label %291

289:                                              ; preds = %284
  %290 = atomicrmw volatile add ptr %272, i32 -1 acq_rel, align 4
  br label %291

291:                                              ; preds = %289, %287
  %292 = phi i32 [ %275, %287 ], [ %290, %289 ]
  %293 = icmp eq i32 %292, 1
  br i1 %293, label %294, label %295, !prof !30

294:                                              ; preds = %291
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %204) #24
  br label %295

295:                                              ; preds = %294, %291, %276, %270
  br i1 %217, label %320, label %296

296:                                              ; preds = %295
  %297 = getelementptr inbounds i8, ptr %216, i64 8
  %298 = load atomic i64, ptr %297 acquire, align 8
  %299 = icmp eq i64 %298, 4294967297
  %300 = trunc i64 %298 to i32
  br i1 %299, label %301, label %309

301:                                              ; preds = %296
  store i32 0, ptr %297, align 8, !tbaa !24
  %302 = getelementptr inbounds i8, ptr %216, i64 12
  store i32 0, ptr %302, align 4, !tbaa !26
  %303 = load ptr, ptr %216, align 8, !tbaa !27
  %304 = getelementptr inbounds i8, ptr %303, i64 16
  %305 = load ptr, ptr %304, align 8
  call void %305(ptr noundef nonnull align 8 dereferenceable(16) %216) #24
  %306 = load ptr, ptr %216, align 8, !tbaa !27
  %307 = getelementptr inbounds i8, ptr %306, i64 24
  %308 = load ptr, ptr %307, align 8
  call void %308(ptr noundef nonnull align 8 dereferenceable(16) %216) #24
  br label %320

309:                                              ; preds = %296
  %310 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %311 = icmp eq i8 %310, 0
  br i1 %311, label %314, label %312

312:                                              ; preds = %309
  %313 = add nsw i32 %300, -1
  store i32 %313, ptr %297, align 4, !tbaa !5
  br label %316

314:                                              ; preds = %309
  %315 = atomicrmw volatile add ptr %297, i32 -1 acq_rel, align 4
  br label %316

316:                                              ; preds = %314, %312
  %317 = phi i32 [ %300, %312 ], [ %315, %314 ]
  %318 = icmp eq i32 %317, 1
  br i1 %318, label %319, label %320, !prof !30

319:                                              ; preds = %316
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %216) #24
  br label %320

320:                                              ; preds = %319, %316, %301, %295
  br i1 %205, label %345, label %321

321:                                              ; preds = %320
  %322 = getelementptr inbounds i8, ptr %204, i64 8
  %323 = load atomic i64, ptr %322 acquire, align 8
  %324 = icmp eq i64 %323, 4294967297
  %325 = trunc i64 %323 to i32
  br i1 %324, label %326, label %334

326:                                              ; preds = %321
  store i32 0, ptr %322, align 8, !tbaa !24
  %327 = getelementptr inbounds i8, ptr %204, i64 12
  store i32 0, ptr %327, align 4, !tbaa !26
  %328 = load ptr, ptr %204, align 8, !tbaa !27
  %329 = getelementptr inbounds i8, ptr %328, i64 16
  %330 = load ptr, ptr %329, align 8
  call void %330(ptr noundef nonnull align 8 dereferenceable(16) %204) #24
  %331 = load ptr, ptr %204, align 8, !tbaa !27
  %332 = getelementptr inbounds i8, ptr %331, i64 24
  %333 = load ptr, ptr %332, align 8
  call void %333(ptr noundef nonnull align 8 dereferenceable(16) %204) #24
  br label %345

334:                                              ; preds = %321
  %335 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %336 = icmp eq i8 %335, 0
  br i1 %336, label %339, label %337

337:                                              ; preds = %334
  %338 = add nsw i32 %325, -1
  store i32 %338, ptr %322, align 4, !tbaa !5
  br label %341

339:                                              ; preds = %334
  %340 = atomicrmw volatile add ptr %322, i32 -1 acq_rel, align 4
  br label %341

341:                                              ; preds = %339, %337
  %342 = phi i32 [ %325, %337 ], [ %340, %339 ]
  %343 = icmp eq i32 %342, 1
  br i1 %343, label %344, label %345, !prof !30

344:                                              ; preds = %341
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %204) #24
  br label %345

345:                                              ; preds = %344, %341, %326, %320
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.27)
          to label %346 unwind label %624

346:                                              ; preds = %345
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6)
  %347 = getelementptr inbounds i8, ptr %6, i64 8
  %348 = getelementptr inbounds i8, ptr %6, i64 16
  store i64 0, ptr %348, align 8, !alias.scope !168
  store i64 2, ptr %6, align 8, !tbaa !33, !alias.scope !168
  store i64 32, ptr %347, align 8, !tbaa !33, !alias.scope !168
  invoke void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range.90") align 8 %6, i1 noundef zeroext false, i32 noundef 2)
          to label %349 unwind label %624

349:                                              ; preds = %346
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6)
  %350 = load ptr, ptr %8, align 8, !tbaa !102
  store ptr %350, ptr %7, align 8, !tbaa !102
  %351 = getelementptr inbounds i8, ptr %7, i64 8
  %352 = load ptr, ptr %161, align 8, !tbaa !22
  store ptr null, ptr %161, align 8, !tbaa !22
  store ptr %352, ptr %351, align 8, !tbaa !22
  store ptr null, ptr %8, align 8, !tbaa !102
  %353 = getelementptr inbounds i8, ptr %7, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %353, ptr noundef nonnull align 8 dereferenceable(40) %174, i64 40, i1 false)
  %354 = getelementptr inbounds i8, ptr %7, i64 56
  %355 = load ptr, ptr %175, align 8, !tbaa !102
  store ptr %355, ptr %354, align 8, !tbaa !102
  %356 = getelementptr inbounds i8, ptr %7, i64 64
  %357 = load ptr, ptr %177, align 8, !tbaa !22
  store ptr null, ptr %177, align 8, !tbaa !22
  store ptr %357, ptr %356, align 8, !tbaa !22
  store ptr null, ptr %175, align 8, !tbaa !102
  %358 = getelementptr inbounds i8, ptr %7, i64 72
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %358, ptr noundef nonnull align 8 dereferenceable(40) %190, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %4)
  %359 = invoke noalias noundef nonnull dereferenceable(120) ptr @_Znwm(i64 noundef 120) #23
          to label %360 unwind label %566

360:                                              ; preds = %349
  %361 = icmp eq ptr %352, null
  br i1 %361, label %373, label %362

362:                                              ; preds = %360
  %363 = getelementptr inbounds i8, ptr %352, i64 8
  %364 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !171
  %365 = icmp eq i8 %364, 0
  br i1 %365, label %369, label %366

366:                                              ; preds = %362
  %367 = load i32, ptr %363, align 4, !tbaa !5, !noalias !171
  %368 = add nsw i32 %367, 1
  store i32 %368, ptr %363, align 4, !tbaa !5, !noalias !171
  br label %373

369:                                              ; preds = %362
  %370 = atomicrmw volatile add ptr %363, i32 1 acq_rel, align 4, !noalias !171
  %371 = load ptr, ptr %354, align 8, !tbaa !102, !noalias !171
  %372 = load ptr, ptr %356, align 8, !tbaa !22, !noalias !171
  br label %373

373:                                              ; preds = %369, %366, %360
  %374 = phi ptr [ %372, %369 ], [ %357, %366 ], [ %357, %360 ]
  %375 = phi ptr [ %371, %369 ], [ %355, %366 ], [ %355, %360 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %3, ptr noundef nonnull readonly align 8 dereferenceable(40) %353, i64 40, i1 false), !noalias !171
  %376 = icmp eq ptr %374, null
  br i1 %376, label %386, label %377

377:                                              ; preds = %373
  %378 = getelementptr inbounds i8, ptr %374, i64 8
  %379 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !171
  %380 = icmp eq i8 %379, 0
  br i1 %380, label %384, label %381

381:                                              ; preds = %377
  %382 = load i32, ptr %378, align 4, !tbaa !5, !noalias !171
  %383 = add nsw i32 %382, 1
  store i32 %383, ptr %378, align 4, !tbaa !5, !noalias !171
  br label %386

384:                                              ; preds = %377
  %385 = atomicrmw volatile add ptr %378, i32 1 acq_rel, align 4, !noalias !171
  br label %386

386:                                              ; preds = %384, %381, %373
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %4, ptr noundef nonnull readonly align 8 dereferenceable(40) %358, i64 40, i1 false), !noalias !171
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, i64 16), ptr %359, align 8, !tbaa !27, !noalias !171
  %387 = getelementptr inbounds i8, ptr %359, i64 8
  store ptr %350, ptr %387, align 8, !tbaa !102, !noalias !171
  %388 = getelementptr inbounds i8, ptr %359, i64 16
  store ptr %352, ptr %388, align 8, !tbaa !22, !noalias !171
  br i1 %361, label %398, label %389

389:                                              ; preds = %386
  %390 = getelementptr inbounds i8, ptr %352, i64 8
  %391 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !171
  %392 = icmp eq i8 %391, 0
  br i1 %392, label %396, label %393

393:                                              ; preds = %389
  %394 = load i32, ptr %390, align 4, !tbaa !5, !noalias !171
  %395 = add nsw i32 %394, 1
  store i32 %395, ptr %390, align 4, !tbaa !5, !noalias !171
  br label %398

396:                                              ; preds = %389
  %397 = atomicrmw volatile add ptr %390, i32 1 acq_rel, align 4, !noalias !171
  br label %398

398:                                              ; preds = %396, %393, %386
  %399 = getelementptr inbounds i8, ptr %359, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %399, ptr noundef nonnull align 8 dereferenceable(40) %3, i64 40, i1 false), !noalias !171
  %400 = getelementptr inbounds i8, ptr %359, i64 64
  store ptr %375, ptr %400, align 8, !tbaa !102, !noalias !171
  %401 = getelementptr inbounds i8, ptr %359, i64 72
  store ptr %374, ptr %401, align 8, !tbaa !22, !noalias !171
  br i1 %376, label %411, label %402

402:                                              ; preds = %398
  %403 = getelementptr inbounds i8, ptr %374, i64 8
  %404 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !171
  %405 = icmp eq i8 %404, 0
  br i1 %405, label %409, label %406

406:                                              ; preds = %402
  %407 = load i32, ptr %403, align 4, !tbaa !5, !noalias !171
  %408 = add nsw i32 %407, 1
  store i32 %408, ptr %403, align 4, !tbaa !5, !noalias !171
  br label %413

409:                                              ; preds = %402
  %410 = atomicrmw volatile add ptr %403, i32 1 acq_rel, align 4, !noalias !171
  br label %413

411:                                              ; preds = %398
  %412 = getelementptr inbounds i8, ptr %359, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %412, ptr noundef nonnull align 8 dereferenceable(40) %4, i64 40, i1 false), !noalias !171
  br label %437

413:                                              ; preds = %409, %406
  %414 = getelementptr inbounds i8, ptr %359, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %414, ptr noundef nonnull align 8 dereferenceable(40) %4, i64 40, i1 false), !noalias !171
  %415 = load atomic i64, ptr %403 acquire, align 8, !noalias !171
  %416 = icmp eq i64 %415, 4294967297
  %417 = trunc i64 %415 to i32
  br i1 %416, label %418, label %426

418:                                              ; preds = %413
  store i32 0, ptr %403, align 8, !tbaa !24, !noalias !171
  %419 = getelementptr inbounds i8, ptr %374, i64 12
  store i32 0, ptr %419, align 4, !tbaa !26, !noalias !171
  %420 = load ptr, ptr %374, align 8, !tbaa !27, !noalias !171
  %421 = getelementptr inbounds i8, ptr %420, i64 16
  %422 = load ptr, ptr %421, align 8, !noalias !171
  call void %422(ptr noundef nonnull align 8 dereferenceable(16) %374) #24, !noalias !171
  %423 = load ptr, ptr %374, align 8, !tbaa !27, !noalias !171
  %424 = getelementptr inbounds i8, ptr %423, i64 24
  %425 = load ptr, ptr %424, align 8, !noalias !171
  call void %425(ptr noundef nonnull align 8 dereferenceable(16) %374) #24, !noalias !171
  br label %437

426:                                              ; preds = %413
  %427 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !171
  %428 = icmp eq i8 %427, 0
  br i1 %428, label %431, label %429

429:                                              ; preds = %426
  %430 = add nsw i32 %417, -1
  store i32 %430, ptr %403, align 4, !tbaa !5, !noalias !171
  br label %433

431:                                              ; preds = %426
  %432 = atomicrmw volatile add ptr %403, i32 -1 acq_rel, align 4, !noalias !171
  br label %433

433:                                              ; preds = %431, %429
  %434 = phi i32 [ %417, %429 ], [ %432, %431 ]
  %435 = icmp eq i32 %434, 1
  br i1 %435, label %436, label %437, !prof !30

436:                                              ; preds = %433
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %374) #24, !noalias !171
  br label %437

437:                                              ; preds = %436, %433, %418, %411
  br i1 %361, label %462, label %438

438:                                              ; preds = %437
  %439 = getelementptr inbounds i8, ptr %352, i64 8
  %440 = load atomic i64, ptr %439 acquire, align 8, !noalias !171
  %441 = icmp eq i64 %440, 4294967297
  %442 = trunc i64 %440 to i32
  br i1 %441, label %443, label %451

443:                                              ; preds = %438
  store i32 0, ptr %439, align 8, !tbaa !24, !noalias !171
  %444 = getelementptr inbounds i8, ptr %352, i64 12
  store i32 0, ptr %444, align 4, !tbaa !26, !noalias !171
  %445 = load ptr, ptr %352, align 8, !tbaa !27, !noalias !171
  %446 = getelementptr inbounds i8, ptr %445, i64 16
  %447 = load ptr, ptr %446, align 8, !noalias !171
  call void %447(ptr noundef nonnull align 8 dereferenceable(16) %352) #24, !noalias !171
  %448 = load ptr, ptr %352, align 8, !tbaa !27, !noalias !171
  %449 = getelementptr inbounds i8, ptr %448, i64 24
  %450 = load ptr, ptr %449, align 8, !noalias !171
  call void %450(ptr noundef nonnull align 8 dereferenceable(16) %352) #24, !noalias !171
  br label %462

451:                                              ; preds = %438
  %452 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !171
  %453 = icmp eq i8 %452, 0
  br i1 %453, label %456, label %454

454:                                              ; preds = %451
  %455 = add nsw i32 %442, -1
  store i32 %455, ptr %439, align 4, !tbaa !5, !noalias !171
  br label %458

456:                                              ; preds = %451
  %457 = atomicrmw volatile add ptr %439, i32 -1 acq_rel, align 4, !noalias !171
  br label %458

458:                                              ; preds = %456, %454
  %459 = phi i32 [ %442, %454 ], [ %457, %456 ]
  %460 = icmp eq i32 %459, 1
  br i1 %460, label %461, label %462, !prof !30

461:                                              ; preds = %458
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %352) #24, !noalias !171
  br label %462

462:                                              ; preds = %461, %458, %443, %437
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %4)
  %463 = getelementptr inbounds i8, ptr %1, i64 152
  %464 = load ptr, ptr %463, align 8, !tbaa !13
  store ptr %359, ptr %463, align 8, !tbaa !13
  %465 = icmp eq ptr %464, null
  br i1 %465, label %470, label %466

466:                                              ; preds = %462
  %467 = load ptr, ptr %464, align 8, !tbaa !27
  %468 = getelementptr inbounds i8, ptr %467, i64 16
  %469 = load ptr, ptr %468, align 8
  call void %469(ptr noundef nonnull align 8 dereferenceable(8) %464) #24
  br label %470

470:                                              ; preds = %466, %462
  invoke void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %471 unwind label %566

471:                                              ; preds = %470
  %472 = load ptr, ptr %463, align 8, !tbaa !13
  %473 = load ptr, ptr %472, align 8, !tbaa !27
  %474 = load ptr, ptr %473, align 8
  %475 = invoke noundef ptr %474(ptr noundef nonnull align 8 dereferenceable(8) %472)
          to label %476 unwind label %566

476:                                              ; preds = %471
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #24
  call void @llvm.experimental.noalias.scope.decl(metadata !174)
  %477 = getelementptr inbounds i8, ptr %5, i64 16
  %478 = invoke noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #23
          to label %479 unwind label %566

479:                                              ; preds = %476
  store ptr %478, ptr %5, align 8, !tbaa !141, !alias.scope !174
  %480 = getelementptr inbounds i8, ptr %478, i64 24
  store ptr %480, ptr %477, align 8, !tbaa !143, !alias.scope !174
  %481 = getelementptr inbounds i8, ptr %5, i64 8
  store i64 26242250178560, ptr %478, align 4, !noalias !174
  %482 = getelementptr inbounds i8, ptr %478, i64 8
  store i32 0, ptr %482, align 4, !tbaa !5, !noalias !174
  %483 = getelementptr inbounds i8, ptr %478, i64 12
  store i64 26242250178560, ptr %483, align 4, !noalias !174
  %484 = getelementptr inbounds i8, ptr %478, i64 20
  store i32 56, ptr %484, align 4, !tbaa !5, !noalias !174
  store ptr %480, ptr %481, align 8, !tbaa !144, !alias.scope !174
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %475, ptr noundef nonnull align 8 dereferenceable(24) %5, i1 noundef zeroext false)
          to label %485 unwind label %501

485:                                              ; preds = %479
  %486 = load ptr, ptr %5, align 8, !tbaa !141
  %487 = icmp eq ptr %486, null
  br i1 %487, label %493, label %488

488:                                              ; preds = %485
  %489 = load ptr, ptr %477, align 8, !tbaa !143
  %490 = ptrtoint ptr %489 to i64
  %491 = ptrtoint ptr %486 to i64
  %492 = sub i64 %490, %491
  call void @_ZdlPvm(ptr noundef nonnull %486, i64 noundef %492) #26
  br label %493

493:                                              ; preds = %488, %485
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #24
  %494 = invoke noalias noundef nonnull dereferenceable(65) ptr @_Znam(i64 noundef 65) #23
          to label %495 unwind label %566

495:                                              ; preds = %493
  %496 = getelementptr inbounds i8, ptr %1, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(64) %494, ptr noundef nonnull align 1 dereferenceable(64) @.str.27, i64 64, i1 false)
  %497 = getelementptr inbounds i8, ptr %494, i64 64
  store i8 0, ptr %497, align 1, !tbaa !29
  %498 = load ptr, ptr %496, align 8, !tbaa !13
  store ptr %494, ptr %496, align 8, !tbaa !13
  %499 = icmp eq ptr %498, null
  br i1 %499, label %511, label %500

500:                                              ; preds = %495
  call void @_ZdaPv(ptr noundef nonnull %498) #26
  br label %511

501:                                              ; preds = %479
  %502 = landingpad { ptr, i32 }
          cleanup
  %503 = load ptr, ptr %5, align 8, !tbaa !141
  %504 = icmp eq ptr %503, null
  br i1 %504, label %510, label %505

505:                                              ; preds = %501
  %506 = load ptr, ptr %477, align 8, !tbaa !143
  %507 = ptrtoint ptr %506 to i64
  %508 = ptrtoint ptr %503 to i64
  %509 = sub i64 %507, %508
  call void @_ZdlPvm(ptr noundef nonnull %503, i64 noundef %509) #26
  br label %510

510:                                              ; preds = %505, %501
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #24
  br label %568

511:                                              ; preds = %500, %495
  %512 = load ptr, ptr %356, align 8, !tbaa !22
  %513 = icmp eq ptr %512, null
  br i1 %513, label %538, label %514

514:                                              ; preds = %511
  %515 = getelementptr inbounds i8, ptr %512, i64 8
  %516 = load atomic i64, ptr %515 acquire, align 8
  %517 = icmp eq i64 %516, 4294967297
  %518 = trunc i64 %516 to i32
  br i1 %517, label %519, label %527

519:                                              ; preds = %514
  store i32 0, ptr %515, align 8, !tbaa !24
  %520 = getelementptr inbounds i8, ptr %512, i64 12
  store i32 0, ptr %520, align 4, !tbaa !26
  %521 = load ptr, ptr %512, align 8, !tbaa !27
  %522 = getelementptr inbounds i8, ptr %521, i64 16
  %523 = load ptr, ptr %522, align 8
  call void %523(ptr noundef nonnull align 8 dereferenceable(16) %512) #24
  %524 = load ptr, ptr %512, align 8, !tbaa !27
  %525 = getelementptr inbounds i8, ptr %524, i64 24
  %526 = load ptr, ptr %525, align 8
  call void %526(ptr noundef nonnull align 8 dereferenceable(16) %512) #24
  br label %538

527:                                              ; preds = %514
  %528 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %529 = icmp eq i8 %528, 0
  br i1 %529, label %532, label %530

530:                                              ; preds = %527
  %531 = add nsw i32 %518, -1
  store i32 %531, ptr %515, align 4, !tbaa !5
  br label %534

532:                                              ; preds = %527
  %533 = atomicrmw volatile add ptr %515, i32 -1 acq_rel, align 4
  br label %534

534:                                              ; preds = %532, %530
  %535 = phi i32 [ %518, %530 ], [ %533, %532 ]
  %536 = icmp eq i32 %535, 1
  br i1 %536, label %537, label %538, !prof !30

537:                                              ; preds = %534
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %512) #24
  br label %538

538:                                              ; preds = %537, %534, %519, %511
  %539 = load ptr, ptr %351, align 8, !tbaa !22
  %540 = icmp eq ptr %539, null
  br i1 %540, label %565, label %541

541:                                              ; preds = %538
  %542 = getelementptr inbounds i8, ptr %539, i64 8
  %543 = load atomic i64, ptr %542 acquire, align 8
  %544 = icmp eq i64 %543, 4294967297
  %545 = trunc i64 %543 to i32
  br i1 %544, label %546, label %554

546:                                              ; preds = %541
  store i32 0, ptr %542, align 8, !tbaa !24
  %547 = getelementptr inbounds i8, ptr %539, i64 12
  store i32 0, ptr %547, align 4, !tbaa !26
  %548 = load ptr, ptr %539, align 8, !tbaa !27
  %549 = getelementptr inbounds i8, ptr %548, i64 16
  %550 = load ptr, ptr %549, align 8
  call void %550(ptr noundef nonnull align 8 dereferenceable(16) %539) #24
  %551 = load ptr, ptr %539, align 8, !tbaa !27
  %552 = getelementptr inbounds i8, ptr %551, i64 24
  %553 = load ptr, ptr %552, align 8
  call void %553(ptr noundef nonnull align 8 dereferenceable(16) %539) #24
  br label %565

554:                                              ; preds = %541
  %555 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %556 = icmp eq i8 %555, 0
  br i1 %556, label %559, label %557

557:                                              ; preds = %554
  %558 = add nsw i32 %545, -1
  store i32 %558, ptr %542, align 4, !tbaa !5
  br label %561

559:                                              ; preds = %554
  %560 = atomicrmw volatile add ptr %542, i32 -1 acq_rel, align 4
  br label %561

561:                                              ; preds = %559, %557
  %562 = phi i32 [ %545, %557 ], [ %560, %559 ]
  %563 = icmp eq i32 %562, 1
  br i1 %563, label %564, label %565, !prof !30

564:                                              ; preds = %561
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %539) #24
  br label %565

565:                                              ; preds = %564, %561, %546, %538
  invoke void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef 1)
          to label %570 unwind label %624

566:                                              ; preds = %493, %476, %471, %470, %349
  %567 = landingpad { ptr, i32 }
          cleanup
  br label %568

568:                                              ; preds = %566, %510
  %569 = phi { ptr, i32 } [ %567, %566 ], [ %502, %510 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %7) #24
  br label %626

570:                                              ; preds = %565
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %7)
  %571 = load ptr, ptr %177, align 8, !tbaa !22
  %572 = icmp eq ptr %571, null
  br i1 %572, label %597, label %573

573:                                              ; preds = %570
  %574 = getelementptr inbounds i8, ptr %571, i64 8
  %575 = load atomic i64, ptr %574 acquire, align 8
  %576 = icmp eq i64 %575, 4294967297
  %577 = trunc i64 %575 to i32
  br i1 %576, label %578, label %586

578:                                              ; preds = %573
  store i32 0, ptr %574, align 8, !tbaa !24
  %579 = getelementptr inbounds i8, ptr %571, i64 12
  store i32 0, ptr %579, align 4, !tbaa !26
  %580 = load ptr, ptr %571, align 8, !tbaa !27
  %581 = getelementptr inbounds i8, ptr %580, i64 16
  %582 = load ptr, ptr %581, align 8
  call void %582(ptr noundef nonnull align 8 dereferenceable(16) %571) #24
  %583 = load ptr, ptr %571, align 8, !tbaa !27
  %584 = getelementptr inbounds i8, ptr %583, i64 24
  %585 = load ptr, ptr %584, align 8
  call void %585(ptr noundef nonnull align 8 dereferenceable(16) %571) #24
  br label %597

586:                                              ; preds = %573
  %587 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %588 = icmp eq i8 %587, 0
  br i1 %588, label %591, label %589

589:                                              ; preds = %586
  %590 = add nsw i32 %577, -1
  store i32 %590, ptr %574, align 4, !tbaa !5
  br label %593

591:                                              ; preds = %586
  %592 = atomicrmw volatile add ptr %574, i32 -1 acq_rel, align 4
  br label %593

593:                                              ; preds = %591, %589
  %594 = phi i32 [ %577, %589 ], [ %592, %591 ]
  %595 = icmp eq i32 %594, 1
  br i1 %595, label %596, label %597, !prof !30

596:                                              ; preds = %593
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %571) #24
  br label %597

597:                                              ; preds = %596, %593, %578, %570
  %598 = load ptr, ptr %161, align 8, !tbaa !22
  %599 = icmp eq ptr %598, null
  br i1 %599, label %628, label %600

600:                                              ; preds = %597
  %601 = getelementptr inbounds i8, ptr %598, i64 8
  %602 = load atomic i64, ptr %601 acquire, align 8
  %603 = icmp eq i64 %602, 4294967297
  %604 = trunc i64 %602 to i32
  br i1 %603, label %605, label %613

605:                                              ; preds = %600
  store i32 0, ptr %601, align 8, !tbaa !24
  %606 = getelementptr inbounds i8, ptr %598, i64 12
  store i32 0, ptr %606, align 4, !tbaa !26
  %607 = load ptr, ptr %598, align 8, !tbaa !27
  %608 = getelementptr inbounds i8, ptr %607, i64 16
  %609 = load ptr, ptr %608, align 8
  call void %609(ptr noundef nonnull align 8 dereferenceable(16) %598) #24
  %610 = load ptr, ptr %598, align 8, !tbaa !27
  %611 = getelementptr inbounds i8, ptr %610, i64 24
  %612 = load ptr, ptr %611, align 8
  call void %612(ptr noundef nonnull align 8 dereferenceable(16) %598) #24
  br label %628

613:                                              ; preds = %600
  %614 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %615 = icmp eq i8 %614, 0
  br i1 %615, label %618, label %616

616:                                              ; preds = %613
  %617 = add nsw i32 %604, -1
  store i32 %617, ptr %601, align 4, !tbaa !5
  br label %620

618:                                              ; preds = %613
  %619 = atomicrmw volatile add ptr %601, i32 -1 acq_rel, align 4
  br label %620

620:                                              ; preds = %618, %616
  %621 = phi i32 [ %604, %616 ], [ %619, %618 ]
  %622 = icmp eq i32 %621, 1
  br i1 %622, label %623, label %628, !prof !30

623:                                              ; preds = %620
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %598) #24
  br label %628

624:                                              ; preds = %565, %346, %345, %201, %189
  %625 = landingpad { ptr, i32 }
          cleanup
  br label %626

626:                                              ; preds = %624, %568, %199
  %627 = phi { ptr, i32 } [ %625, %624 ], [ %200, %199 ], [ %569, %568 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %8) #24
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %15) #24
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %15) #24
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %13) #24
  br label %715

628:                                              ; preds = %623, %620, %605, %597
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %8)
  %629 = load ptr, ptr %144, align 8, !tbaa !22
  %630 = icmp eq ptr %629, null
  br i1 %630, label %655, label %631

631:                                              ; preds = %628
  %632 = getelementptr inbounds i8, ptr %629, i64 8
  %633 = load atomic i64, ptr %632 acquire, align 8
  %634 = icmp eq i64 %633, 4294967297
  %635 = trunc i64 %633 to i32
  br i1 %634, label %636, label %644

636:                                              ; preds = %631
  store i32 0, ptr %632, align 8, !tbaa !24
  %637 = getelementptr inbounds i8, ptr %629, i64 12
  store i32 0, ptr %637, align 4, !tbaa !26
  %638 = load ptr, ptr %629, align 8, !tbaa !27
  %639 = getelementptr inbounds i8, ptr %638, i64 16
  %640 = load ptr, ptr %639, align 8
  call void %640(ptr noundef nonnull align 8 dereferenceable(16) %629) #24
  %641 = load ptr, ptr %629, align 8, !tbaa !27
  %642 = getelementptr inbounds i8, ptr %641, i64 24
  %643 = load ptr, ptr %642, align 8
  call void %643(ptr noundef nonnull align 8 dereferenceable(16) %629) #24
  br label %655

644:                                              ; preds = %631
  %645 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %646 = icmp eq i8 %645, 0
  br i1 %646, label %649, label %647

647:                                              ; preds = %644
  %648 = add nsw i32 %635, -1
  store i32 %648, ptr %632, align 4, !tbaa !5
  br label %651

649:                                              ; preds = %644
  %650 = atomicrmw volatile add ptr %632, i32 -1 acq_rel, align 4
  br label %651

651:                                              ; preds = %649, %647
  %652 = phi i32 [ %635, %647 ], [ %650, %649 ]
  %653 = icmp eq i32 %652, 1
  br i1 %653, label %654, label %655, !prof !30

654:                                              ; preds = %651
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %629) #24
  br label %655

655:                                              ; preds = %654, %651, %636, %628
  %656 = load ptr, ptr %125, align 8, !tbaa !22
  %657 = icmp eq ptr %656, null
  br i1 %657, label %682, label %658

658:                                              ; preds = %655
  %659 = getelementptr inbounds i8, ptr %656, i64 8
  %660 = load atomic i64, ptr %659 acquire, align 8
  %661 = icmp eq i64 %660, 4294967297
  %662 = trunc i64 %660 to i32
  br i1 %661, label %663, label %671

663:                                              ; preds = %658
  store i32 0, ptr %659, align 8, !tbaa !24
  %664 = getelementptr inbounds i8, ptr %656, i64 12
  store i32 0, ptr %664, align 4, !tbaa !26
  %665 = load ptr, ptr %656, align 8, !tbaa !27
  %666 = getelementptr inbounds i8, ptr %665, i64 16
  %667 = load ptr, ptr %666, align 8
  call void %667(ptr noundef nonnull align 8 dereferenceable(16) %656) #24
  %668 = load ptr, ptr %656, align 8, !tbaa !27
  %669 = getelementptr inbounds i8, ptr %668, i64 24
  %670 = load ptr, ptr %669, align 8
  call void %670(ptr noundef nonnull align 8 dereferenceable(16) %656) #24
  br label %682

671:                                              ; preds = %658
  %672 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %673 = icmp eq i8 %672, 0
  br i1 %673, label %676, label %674

674:                                              ; preds = %671
  %675 = add nsw i32 %662, -1
  store i32 %675, ptr %659, align 4, !tbaa !5
  br label %678

676:                                              ; preds = %671
  %677 = atomicrmw volatile add ptr %659, i32 -1 acq_rel, align 4
  br label %678

678:                                              ; preds = %676, %674
  %679 = phi i32 [ %662, %674 ], [ %677, %676 ]
  %680 = icmp eq i32 %679, 1
  br i1 %680, label %681, label %682, !prof !30

681:                                              ; preds = %678
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %656) #24
  br label %682

682:                                              ; preds = %681, %678, %663, %655
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %15) #24
  %683 = load ptr, ptr %126, align 8, !tbaa !22
  %684 = icmp eq ptr %683, null
  br i1 %684, label %719, label %685

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
  call void %694(ptr noundef nonnull align 8 dereferenceable(16) %683) #24
  %695 = load ptr, ptr %683, align 8, !tbaa !27
  %696 = getelementptr inbounds i8, ptr %695, i64 24
  %697 = load ptr, ptr %696, align 8
  call void %697(ptr noundef nonnull align 8 dereferenceable(16) %683) #24
  br label %719

698:                                              ; preds = %685
  %699 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %700 = icmp eq i8 %699, 0
  br i1 %700, label %703, label %701

701:                                              ; preds = %698
  %702 = add nsw i32 %689, -1
  store i32 %702, ptr %686, align 4, !tbaa !5
  br label %705

703:                                              ; preds = %698
  %704 = atomicrmw volatile add ptr %686, i32 -1 acq_rel, align 4
  br label %705

705:                                              ; preds = %703, %701
  %706 = phi i32 [ %689, %701 ], [ %704, %703 ]
  %707 = icmp eq i32 %706, 1
  br i1 %707, label %708, label %719, !prof !30

708:                                              ; preds = %705
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %683) #24
  br label %719

709:                                              ; preds = %36, %31
  %710 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %12) #24
  br label %717

711:                                              ; preds = %64
  %712 = landingpad { ptr, i32 }
          cleanup
  br label %713

713:                                              ; preds = %711, %72
  %714 = phi { ptr, i32 } [ %712, %711 ], [ %73, %72 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %14) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #24
  br label %715

715:                                              ; preds = %713, %626
  %716 = phi { ptr, i32 } [ %627, %626 ], [ %714, %713 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %13) #24
  br label %717

717:                                              ; preds = %715, %709
  %718 = phi { ptr, i32 } [ %716, %715 ], [ %710, %709 ]
  resume { ptr, i32 } %718

719:                                              ; preds = %682, %690, %705, %708
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %13) #24
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %12)
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

declare void @_ZN4sycl3_V17handler20associateWithHandlerEPNS0_6detail16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIiLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi2ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerENS0_5rangeILi2EEENS0_2idILi2EEERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %0, ptr noundef nonnull align 8 dereferenceable(41) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, i64 %3, i64 %4, ptr noundef byval(%"class.sycl::_V1::id") align 8 %5, ptr noundef nonnull align 8 dereferenceable(32) %6, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %7) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %9 = alloca %"class.sycl::_V1::id.88", align 16
  %10 = alloca %"class.sycl::_V1::range.90", align 8
  %11 = alloca %"class.sycl::_V1::range.90", align 16
  %12 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %13 = getelementptr inbounds i8, ptr %5, i64 8
  %14 = load <2 x i64>, ptr %5, align 8
  store <2 x i64> %14, ptr %9, align 16, !tbaa !33, !alias.scope !177
  %15 = getelementptr inbounds i8, ptr %9, i64 16
  store i64 0, ptr %15, align 16, !tbaa !33, !alias.scope !177
  store i64 %3, ptr %10, align 8, !tbaa !33, !alias.scope !180
  %16 = getelementptr inbounds i8, ptr %10, i64 8
  store i64 %4, ptr %16, align 8, !tbaa !33, !alias.scope !180
  %17 = getelementptr inbounds i8, ptr %10, i64 16
  store i64 1, ptr %17, align 8, !tbaa !33, !alias.scope !180
  %18 = getelementptr inbounds i8, ptr %1, i64 16
  %19 = getelementptr inbounds i8, ptr %1, i64 24
  %20 = load <2 x i64>, ptr %18, align 8
  store <2 x i64> %20, ptr %11, align 16, !tbaa !33, !alias.scope !183
  %21 = getelementptr inbounds i8, ptr %11, i64 16
  store i64 1, ptr %21, align 16, !tbaa !33, !alias.scope !183
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
  %39 = load ptr, ptr %38, align 8, !tbaa !97
  store ptr %39, ptr %37, align 8, !tbaa !97
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
  br i1 %56, label %57, label %36, !llvm.loop !99

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
  %64 = load ptr, ptr %1, align 8, !tbaa !85
  %65 = icmp eq ptr %64, null
  br i1 %65, label %66, label %67

66:                                               ; preds = %57
  tail call void @__assert_fail(ptr noundef nonnull @.str.13, ptr noundef nonnull @.str.14, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIiLi2ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS7_) #25
  unreachable

67:                                               ; preds = %57
  %68 = and i64 %22, 16
  %69 = icmp eq i64 %68, 0
  %70 = select i1 %69, i32 1025, i32 1027
  %71 = getelementptr inbounds i8, ptr %1, i64 32
  %72 = load i64, ptr %71, align 8, !tbaa !76
  %73 = getelementptr inbounds i8, ptr %1, i64 40
  %74 = load i8, ptr %73, align 8, !tbaa !84, !range !100, !noundef !101
  %75 = trunc nuw i8 %74 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id.88") align 8 %9, ptr noundef nonnull byval(%"class.sycl::_V1::range.90") align 8 %10, ptr noundef nonnull byval(%"class.sycl::_V1::range.90") align 8 %11, i32 noundef %70, ptr noundef nonnull %64, i32 noundef 2, i32 noundef 4, i64 noundef %72, i1 noundef zeroext %75, ptr noundef nonnull align 8 dereferenceable(32) %6)
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
  %137 = load ptr, ptr %136, align 8, !tbaa !97
  store ptr %137, ptr %135, align 8, !tbaa !97
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
  br i1 %154, label %155, label %134, !llvm.loop !99

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
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %199, i32 %201, ptr %202, ptr noundef nonnull @.str.16)
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
  store ptr %213, ptr %121, align 8, !tbaa !186
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %215 unwind label %206

215:                                              ; preds = %214
  %216 = load ptr, ptr %1, align 8, !tbaa !85
  %217 = icmp eq ptr %216, null
  br i1 %217, label %218, label %219

218:                                              ; preds = %215
  tail call void @__assert_fail(ptr noundef nonnull @.str.13, ptr noundef nonnull @.str.14, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIiLi2ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS7_) #25
  unreachable

219:                                              ; preds = %215
  %220 = load ptr, ptr %0, align 8, !tbaa !102
  invoke void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef nonnull %216, ptr noundef %220, i32 noundef 2014, i32 noundef 1025, ptr noundef nonnull align 8 dereferenceable(32) %7)
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
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(120) %0) unnamed_addr #19 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(120) %0) unnamed_addr #3 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EEE, i64 16), ptr %0, align 8, !tbaa !27
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
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_NS0_4itemILi2ELb1EEELi2EE23InstantiateKernelOnHostEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(120) %0) unnamed_addr #2 align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca { ptr, [32 x i8] }, align 8
  %3 = alloca %"class.sycl::_V1::detail::accessor_common<int, 2, sycl::_V1::access::mode::read, sycl::_V1::access::target::global_buffer, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %4 = alloca %class.anon.119, align 8
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !102
  store ptr %6, ptr %4, align 8, !tbaa !102
  %7 = getelementptr inbounds i8, ptr %4, i64 8
  %8 = getelementptr inbounds i8, ptr %0, i64 16
  %9 = load ptr, ptr %8, align 8, !tbaa !22
  store ptr %9, ptr %7, align 8, !tbaa !22
  %10 = icmp eq ptr %9, null
  br i1 %10, label %20, label %11

11:                                               ; preds = %1
  %12 = getelementptr inbounds i8, ptr %9, i64 8
  %13 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %14 = icmp eq i8 %13, 0
  br i1 %14, label %18, label %15

15:                                               ; preds = %11
  %16 = load i32, ptr %12, align 4, !tbaa !5
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr %12, align 4, !tbaa !5
  br label %20

18:                                               ; preds = %11
  %19 = atomicrmw volatile add ptr %12, i32 1 acq_rel, align 4
  br label %20

20:                                               ; preds = %18, %15, %1
  %21 = getelementptr inbounds i8, ptr %4, i64 16
  %22 = getelementptr inbounds i8, ptr %0, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %21, ptr noundef nonnull readonly align 8 dereferenceable(40) %22, i64 40, i1 false)
  %23 = getelementptr inbounds i8, ptr %4, i64 56
  %24 = getelementptr inbounds i8, ptr %0, i64 64
  %25 = load ptr, ptr %24, align 8, !tbaa !102
  store ptr %25, ptr %23, align 8, !tbaa !102
  %26 = getelementptr inbounds i8, ptr %4, i64 64
  %27 = getelementptr inbounds i8, ptr %0, i64 72
  %28 = load ptr, ptr %27, align 8, !tbaa !22
  store ptr %28, ptr %26, align 8, !tbaa !22
  %29 = icmp eq ptr %28, null
  br i1 %29, label %30, label %33

30:                                               ; preds = %20
  %31 = getelementptr inbounds i8, ptr %4, i64 72
  %32 = getelementptr inbounds i8, ptr %0, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %31, ptr noundef nonnull readonly align 8 dereferenceable(40) %32, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %3) #24
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %2)
  br label %59

33:                                               ; preds = %20
  %34 = getelementptr inbounds i8, ptr %28, i64 8
  %35 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %36 = icmp eq i8 %35, 0
  %37 = getelementptr inbounds i8, ptr %4, i64 72
  %38 = getelementptr inbounds i8, ptr %0, i64 80
  br i1 %36, label %42, label %39

39:                                               ; preds = %33
  %40 = load i32, ptr %34, align 4, !tbaa !5
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %34, align 4, !tbaa !5
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %37, ptr noundef nonnull readonly align 8 dereferenceable(40) %38, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %3) #24
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %2)
  br label %47

42:                                               ; preds = %33
  %43 = atomicrmw volatile add ptr %34, i32 1 acq_rel, align 4
  %44 = load ptr, ptr %23, align 8, !tbaa !102, !noalias !188
  %45 = load ptr, ptr %26, align 8, !tbaa !22, !noalias !188
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %37, ptr noundef nonnull readonly align 8 dereferenceable(40) %38, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %3) #24
  tail call void @llvm.experimental.noalias.scope.decl(metadata !188)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %2)
  %46 = icmp eq ptr %45, null
  br i1 %46, label %59, label %47

47:                                               ; preds = %39, %42
  %48 = phi ptr [ %25, %39 ], [ %44, %42 ]
  %49 = phi ptr [ %28, %39 ], [ %45, %42 ]
  %50 = getelementptr inbounds i8, ptr %49, i64 8
  %51 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !188
  %52 = icmp eq i8 %51, 0
  br i1 %52, label %65, label %53

53:                                               ; preds = %47
  %54 = load i32, ptr %50, align 4, !tbaa !5, !noalias !188
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr %50, align 4, !tbaa !5, !noalias !188
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %2, ptr noundef nonnull align 8 dereferenceable(40) %37, i64 40, i1 false), !noalias !188
  %56 = getelementptr inbounds i8, ptr %3, i64 8
  store i64 0, ptr %56, align 8
  %57 = getelementptr inbounds i8, ptr %3, i64 16
  store ptr %48, ptr %57, align 8, !tbaa !102, !alias.scope !188
  %58 = getelementptr inbounds i8, ptr %3, i64 24
  store ptr %49, ptr %58, align 8, !tbaa !22, !alias.scope !188
  br label %73

59:                                               ; preds = %30, %42
  %60 = phi ptr [ %31, %30 ], [ %37, %42 ]
  %61 = phi ptr [ %25, %30 ], [ %44, %42 ]
  %62 = getelementptr inbounds i8, ptr %3, i64 16
  store ptr %61, ptr %62, align 8, !tbaa !102, !alias.scope !188
  %63 = getelementptr inbounds i8, ptr %3, i64 24
  store ptr null, ptr %63, align 8, !tbaa !22, !alias.scope !188
  %64 = getelementptr inbounds i8, ptr %3, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %64, ptr noundef nonnull align 8 dereferenceable(40) %60, i64 40, i1 false)
  store i64 14, ptr %3, align 8, !tbaa !33, !alias.scope !188
  br label %102

65:                                               ; preds = %47
  %66 = atomicrmw volatile add ptr %50, i32 1 acq_rel, align 4, !noalias !188
  %67 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !188
  %68 = icmp eq i8 %67, 0
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %2, ptr noundef nonnull align 8 dereferenceable(40) %37, i64 40, i1 false), !noalias !188
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, i8 0, i64 16, i1 false), !alias.scope !188
  %69 = getelementptr inbounds i8, ptr %3, i64 16
  store ptr %48, ptr %69, align 8, !tbaa !102, !alias.scope !188
  %70 = getelementptr inbounds i8, ptr %3, i64 24
  store ptr %49, ptr %70, align 8, !tbaa !22, !alias.scope !188
  br i1 %68, label %76, label %71

71:                                               ; preds = %65
  %72 = load i32, ptr %50, align 4, !tbaa !5, !noalias !188
  br label %73

73:                                               ; preds = %71, %53
  %74 = phi i32 [ %72, %71 ], [ %55, %53 ]
  %75 = add nsw i32 %74, 1
  store i32 %75, ptr %50, align 4, !tbaa !5, !noalias !188
  br label %78

76:                                               ; preds = %65
  %77 = atomicrmw volatile add ptr %50, i32 1 acq_rel, align 4, !noalias !188
  br label %78

78:                                               ; preds = %76, %73
  %79 = getelementptr inbounds i8, ptr %3, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %79, ptr noundef nonnull align 8 dereferenceable(40) %2, i64 40, i1 false)
  store i64 14, ptr %3, align 8, !tbaa !33, !alias.scope !188
  %80 = load atomic i64, ptr %50 acquire, align 8, !noalias !188
  %81 = icmp eq i64 %80, 4294967297
  %82 = trunc i64 %80 to i32
  br i1 %81, label %83, label %91

83:                                               ; preds = %78
  store i32 0, ptr %50, align 8, !tbaa !24, !noalias !188
  %84 = getelementptr inbounds i8, ptr %49, i64 12
  store i32 0, ptr %84, align 4, !tbaa !26, !noalias !188
  %85 = load ptr, ptr %49, align 8, !tbaa !27, !noalias !188
  %86 = getelementptr inbounds i8, ptr %85, i64 16
  %87 = load ptr, ptr %86, align 8, !noalias !188
  tail call void %87(ptr noundef nonnull align 8 dereferenceable(16) %49) #24, !noalias !188
  %88 = load ptr, ptr %49, align 8, !tbaa !27, !noalias !188
  %89 = getelementptr inbounds i8, ptr %88, i64 24
  %90 = load ptr, ptr %89, align 8, !noalias !188
  tail call void %90(ptr noundef nonnull align 8 dereferenceable(16) %49) #24, !noalias !188
  br label %102

91:                                               ; preds = %78
  %92 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29, !noalias !188
  %93 = icmp eq i8 %92, 0
  br i1 %93, label %96, label %94

94:                                               ; preds = %91
  %95 = add nsw i32 %82, -1
  store i32 %95, ptr %50, align 4, !tbaa !5, !noalias !188
  br label %98

96:                                               ; preds = %91
  %97 = atomicrmw volatile add ptr %50, i32 -1 acq_rel, align 4, !noalias !188
  br label %98

98:                                               ; preds = %96, %94
  %99 = phi i32 [ %82, %94 ], [ %97, %96 ]
  %100 = icmp eq i32 %99, 1
  br i1 %100, label %101, label %102, !prof !30

101:                                              ; preds = %98
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %49) #24, !noalias !188
  br label %102

102:                                              ; preds = %101, %98, %83, %59
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %2)
  %103 = getelementptr inbounds i8, ptr %3, i64 8
  store i64 0, ptr %103, align 8, !tbaa !33
  %104 = getelementptr inbounds i8, ptr %3, i64 16
  %105 = load i64, ptr %3, align 8
  %106 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %104)
          to label %107 unwind label %170

107:                                              ; preds = %102
  %108 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %104)
          to label %109 unwind label %170

109:                                              ; preds = %107
  %110 = load i64, ptr %108, align 8
  %111 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %104)
          to label %112 unwind label %170

112:                                              ; preds = %109
  %113 = getelementptr inbounds i8, ptr %111, i64 8
  %114 = load i64, ptr %113, align 8
  %115 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %104)
          to label %116 unwind label %170

116:                                              ; preds = %112
  %117 = add i64 %110, %105
  %118 = mul i64 %114, %117
  %119 = getelementptr inbounds i8, ptr %115, i64 8
  %120 = load i64, ptr %119, align 8
  %121 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %104) #24
  %122 = getelementptr i32, ptr %121, i64 %118
  %123 = getelementptr i32, ptr %122, i64 %120
  %124 = load i32, ptr %123, align 4, !tbaa !5
  %125 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %4)
          to label %126 unwind label %170

126:                                              ; preds = %116
  %127 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %4)
          to label %128 unwind label %170

128:                                              ; preds = %126
  %129 = load i64, ptr %127, align 8
  %130 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %4)
          to label %131 unwind label %170

131:                                              ; preds = %128
  %132 = getelementptr inbounds i8, ptr %130, i64 8
  %133 = load i64, ptr %132, align 8
  %134 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %4)
          to label %135 unwind label %170

135:                                              ; preds = %131
  %136 = mul i64 %133, %129
  %137 = getelementptr inbounds i8, ptr %134, i64 8
  %138 = load i64, ptr %137, align 8
  %139 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %4) #24
  %140 = getelementptr i32, ptr %139, i64 %136
  %141 = getelementptr i32, ptr %140, i64 %138
  %142 = shl nsw i32 %124, 1
  store i32 %142, ptr %141, align 4, !tbaa !5
  %143 = getelementptr inbounds i8, ptr %3, i64 24
  %144 = load ptr, ptr %143, align 8, !tbaa !22
  %145 = icmp eq ptr %144, null
  br i1 %145, label %172, label %146

146:                                              ; preds = %135
  %147 = getelementptr inbounds i8, ptr %144, i64 8
  %148 = load atomic i64, ptr %147 acquire, align 8
  %149 = icmp eq i64 %148, 4294967297
  %150 = trunc i64 %148 to i32
  br i1 %149, label %151, label %159

151:                                              ; preds = %146
  store i32 0, ptr %147, align 8, !tbaa !24
  %152 = getelementptr inbounds i8, ptr %144, i64 12
  store i32 0, ptr %152, align 4, !tbaa !26
  %153 = load ptr, ptr %144, align 8, !tbaa !27
  %154 = getelementptr inbounds i8, ptr %153, i64 16
  %155 = load ptr, ptr %154, align 8
  call void %155(ptr noundef nonnull align 8 dereferenceable(16) %144) #24
  %156 = load ptr, ptr %144, align 8, !tbaa !27
  %157 = getelementptr inbounds i8, ptr %156, i64 24
  %158 = load ptr, ptr %157, align 8
  call void %158(ptr noundef nonnull align 8 dereferenceable(16) %144) #24
  br label %172

159:                                              ; preds = %146
  %160 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %161 = icmp eq i8 %160, 0
  br i1 %161, label %164, label %162

162:                                              ; preds = %159
  %163 = add nsw i32 %150, -1
  store i32 %163, ptr %147, align 4, !tbaa !5
  br label %166

164:                                              ; preds = %159
  %165 = atomicrmw volatile add ptr %147, i32 -1 acq_rel, align 4
  br label %166

166:                                              ; preds = %164, %162
  %167 = phi i32 [ %150, %162 ], [ %165, %164 ]
  %168 = icmp eq i32 %167, 1
  br i1 %168, label %169, label %172, !prof !30

169:                                              ; preds = %166
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %144) #24
  br label %172

170:                                              ; preds = %131, %128, %126, %116, %112, %109, %107, %102
  %171 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail15accessor_commonIiLi2ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIiLi2ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %3) #24
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %3) #24
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_2idILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(112) %4) #24
  resume { ptr, i32 } %171

172:                                              ; preds = %169, %166, %151, %135
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %3) #24
  %173 = load ptr, ptr %26, align 8, !tbaa !22
  %174 = icmp eq ptr %173, null
  br i1 %174, label %199, label %175

175:                                              ; preds = %172
  %176 = getelementptr inbounds i8, ptr %173, i64 8
  %177 = load atomic i64, ptr %176 acquire, align 8
  %178 = icmp eq i64 %177, 4294967297
  %179 = trunc i64 %177 to i32
  br i1 %178, label %180, label %188

180:                                              ; preds = %175
  store i32 0, ptr %176, align 8, !tbaa !24
  %181 = getelementptr inbounds i8, ptr %173, i64 12
  store i32 0, ptr %181, align 4, !tbaa !26
  %182 = load ptr, ptr %173, align 8, !tbaa !27
  %183 = getelementptr inbounds i8, ptr %182, i64 16
  %184 = load ptr, ptr %183, align 8
  call void %184(ptr noundef nonnull align 8 dereferenceable(16) %173) #24
  %185 = load ptr, ptr %173, align 8, !tbaa !27
  %186 = getelementptr inbounds i8, ptr %185, i64 24
  %187 = load ptr, ptr %186, align 8
  call void %187(ptr noundef nonnull align 8 dereferenceable(16) %173) #24
  br label %199

188:                                              ; preds = %175
  %189 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %190 = icmp eq i8 %189, 0
  br i1 %190, label %193, label %191

191:                                              ; preds = %188
  %192 = add nsw i32 %179, -1
  store i32 %192, ptr %176, align 4, !tbaa !5
  br label %195

193:                                              ; preds = %188
  %194 = atomicrmw volatile add ptr %176, i32 -1 acq_rel, align 4
  br label %195

195:                                              ; preds = %193, %191
  %196 = phi i32 [ %179, %191 ], [ %194, %193 ]
  %197 = icmp eq i32 %196, 1
  br i1 %197, label %198, label %199, !prof !30

198:                                              ; preds = %195
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %173) #24
  br label %199

199:                                              ; preds = %198, %195, %180, %172
  %200 = load ptr, ptr %7, align 8, !tbaa !22
  %201 = icmp eq ptr %200, null
  br i1 %201, label %226, label %202

202:                                              ; preds = %199
  %203 = getelementptr inbounds i8, ptr %200, i64 8
  %204 = load atomic i64, ptr %203 acquire, align 8
  %205 = icmp eq i64 %204, 4294967297
  %206 = trunc i64 %204 to i32
  br i1 %205, label %207, label %215

207:                                              ; preds = %202
  store i32 0, ptr %203, align 8, !tbaa !24
  %208 = getelementptr inbounds i8, ptr %200, i64 12
  store i32 0, ptr %208, align 4, !tbaa !26
  %209 = load ptr, ptr %200, align 8, !tbaa !27
  %210 = getelementptr inbounds i8, ptr %209, i64 16
  %211 = load ptr, ptr %210, align 8
  call void %211(ptr noundef nonnull align 8 dereferenceable(16) %200) #24
  %212 = load ptr, ptr %200, align 8, !tbaa !27
  %213 = getelementptr inbounds i8, ptr %212, i64 24
  %214 = load ptr, ptr %213, align 8
  call void %214(ptr noundef nonnull align 8 dereferenceable(16) %200) #24
  br label %226

215:                                              ; preds = %202
  %216 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !29
  %217 = icmp eq i8 %216, 0
  br i1 %217, label %220, label %218

218:                                              ; preds = %215
  %219 = add nsw i32 %206, -1
  store i32 %219, ptr %203, align 4, !tbaa !5
  br label %222

220:                                              ; preds = %215
  %221 = atomicrmw volatile add ptr %203, i32 -1 acq_rel, align 4
  br label %222

222:                                              ; preds = %220, %218
  %223 = phi i32 [ %206, %218 ], [ %221, %220 ]
  %224 = icmp eq i32 %223, 1
  br i1 %224, label %225, label %226, !prof !30

225:                                              ; preds = %222
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %200) #24
  br label %226

226:                                              ; preds = %199, %207, %222, %225
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
!36 = !{!"_ZTSN4sycl3_V16detail13code_locationE", !14, i64 0, !14, i64 8, !34, i64 16, !34, i64 24}
!37 = !{!38}
!38 = distinct !{!38, !39, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!39 = distinct !{!39, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!40 = !{!36, !14, i64 8}
!41 = !{!36, !34, i64 16}
!42 = !{!36, !34, i64 24}
!43 = !{!44}
!44 = distinct !{!44, !45, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!45 = distinct !{!45, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!46 = !{!47}
!47 = distinct !{!47, !48, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!48 = distinct !{!48, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!49 = !{!50}
!50 = distinct !{!50, !51, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE: argument 0"}
!51 = distinct !{!51, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE"}
!52 = !{!53, !14, i64 0}
!53 = !{!"_ZTSN4sycl3_V16detail19type_erased_cgfo_tyE", !14, i64 0, !14, i64 8}
!54 = !{!53, !14, i64 8}
!55 = !{!56}
!56 = distinct !{!56, !57, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!57 = distinct !{!57, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!58 = !{!59}
!59 = distinct !{!59, !60, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!60 = distinct !{!60, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!61 = !{!62}
!62 = distinct !{!62, !63, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE: argument 0"}
!63 = distinct !{!63, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE"}
!64 = distinct !{!64, !10}
!65 = distinct !{!65, !10}
!66 = !{!67}
!67 = distinct !{!67, !68, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIiEEiEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!68 = distinct !{!68, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIiEEiEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!69 = !{!70, !34, i64 0}
!70 = !{!"_ZTSN4sycl3_V16detail17aligned_allocatorIiEE", !34, i64 0}
!71 = !{!72, !34, i64 16}
!72 = !{!"_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE", !73, i64 0, !70, i64 8, !34, i64 16}
!73 = !{!"_ZTSN4sycl3_V16detail19SYCLMemObjAllocatorE"}
!74 = !{!75, !14, i64 0}
!75 = !{!"_ZTSSt10_Head_baseILm0EPN4sycl3_V16detail19SYCLMemObjAllocatorELb0EE", !14, i64 0}
!76 = !{!77, !34, i64 32}
!77 = !{!"_ZTSN4sycl3_V16bufferIiLi2ENS0_6detail17aligned_allocatorIiEEvEE", !78, i64 0, !81, i64 16, !34, i64 32, !83, i64 40}
!78 = !{!"_ZTSN4sycl3_V16detail12buffer_plainE", !79, i64 0}
!79 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail11buffer_implEE", !80, i64 0}
!80 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail11buffer_implELN9__gnu_cxx12_Lock_policyE2EE", !14, i64 0, !23, i64 8}
!81 = !{!"_ZTSN4sycl3_V15rangeILi2EEE", !82, i64 0}
!82 = !{!"_ZTSN4sycl3_V16detail5arrayILi2EEE", !7, i64 0}
!83 = !{!"bool", !7, i64 0}
!84 = !{!77, !83, i64 40}
!85 = !{!80, !14, i64 0}
!86 = !{!87, !14, i64 8}
!87 = !{!"_ZTSSt9type_info", !14, i64 8}
!88 = !{!89}
!89 = distinct !{!89, !90, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi2EEE: argument 0"}
!90 = distinct !{!90, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi2EEE"}
!91 = !{!92}
!92 = distinct !{!92, !93, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!93 = distinct !{!93, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!94 = !{!95}
!95 = distinct !{!95, !96, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!96 = distinct !{!96, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!97 = !{!98, !14, i64 0}
!98 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseELN9__gnu_cxx12_Lock_policyE2EE", !14, i64 0, !23, i64 8}
!99 = distinct !{!99, !10}
!100 = !{i8 0, i8 2}
!101 = !{}
!102 = !{!103, !14, i64 0}
!103 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail16AccessorImplHostELN9__gnu_cxx12_Lock_policyE2EE", !14, i64 0, !23, i64 8}
!104 = !{!105, !14, i64 16}
!105 = !{!"_ZTSN4sycl3_V18accessorIiLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !106, i64 0, !14, i64 16, !7, i64 24}
!106 = !{!"_ZTSN4sycl3_V16detail16AccessorBaseHostE", !107, i64 0}
!107 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail16AccessorImplHostEE", !103, i64 0}
!108 = !{!109, !14, i64 0}
!109 = !{!"_ZTSNSt15__exception_ptr13exception_ptrE", !14, i64 0}
!110 = !{!111, !113, i64 32}
!111 = !{!"_ZTSSt8ios_base", !34, i64 8, !34, i64 16, !112, i64 24, !113, i64 28, !113, i64 32, !14, i64 40, !114, i64 48, !7, i64 64, !6, i64 192, !14, i64 200, !115, i64 208}
!112 = !{!"_ZTSSt13_Ios_Fmtflags", !7, i64 0}
!113 = !{!"_ZTSSt12_Ios_Iostate", !7, i64 0}
!114 = !{!"_ZTSNSt8ios_base6_WordsE", !14, i64 0, !34, i64 8}
!115 = !{!"_ZTSSt6locale", !14, i64 0}
!116 = !{!117, !14, i64 24}
!117 = !{!"_ZTSSt8functionIFiRKN4sycl3_V16deviceEEE", !17, i64 0, !14, i64 24}
!118 = !{!119, !14, i64 16}
!119 = !{!"_ZTSNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE17_Vector_impl_dataE", !14, i64 0, !14, i64 8, !14, i64 16}
!120 = !{!119, !14, i64 0}
!121 = !{!119, !14, i64 8}
!122 = distinct !{!122, !10}
!123 = !{!124, !14, i64 0}
!124 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail10queue_implELN9__gnu_cxx12_Lock_policyE2EE", !14, i64 0, !23, i64 8}
!125 = !{!126, !83, i64 0}
!126 = !{!"_ZTSN4sycl3_V16detail14tls_code_loc_tE", !83, i64 0}
!127 = !{!128, !14, i64 0}
!128 = !{!"_ZTSZ4mainEUlRN4sycl3_V17handlerEE_", !14, i64 0, !14, i64 8}
!129 = !{!130, !130, i64 0}
!130 = !{!"_ZTSN4sycl3_V16detail16PropWithDataKindE", !7, i64 0}
!131 = !{!128, !14, i64 8}
!132 = !{!133}
!133 = distinct !{!133, !134, !"_ZN4sycl3_V17handler8padRangeILi2EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!134 = distinct !{!134, !"_ZN4sycl3_V17handler8padRangeILi2EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!135 = !{!136}
!136 = distinct !{!136, !137, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS1_7handlerEE_clES5_EUlNS1_2idILi2EEEE_NS1_4itemILi2ELb1EEELi2EEEJRS9_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!137 = distinct !{!137, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS1_7handlerEE_clES5_EUlNS1_2idILi2EEEE_NS1_4itemILi2ELb1EEELi2EEEJRS9_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!138 = !{!139}
!139 = distinct !{!139, !140, !"_ZN4sycl3_V16detail19getKernelParamDescsI8AddBlockEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv: argument 0"}
!140 = distinct !{!140, !"_ZN4sycl3_V16detail19getKernelParamDescsI8AddBlockEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv"}
!141 = !{!142, !14, i64 0}
!142 = !{!"_ZTSNSt12_Vector_baseIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_Vector_impl_dataE", !14, i64 0, !14, i64 8, !14, i64 16}
!143 = !{!142, !14, i64 16}
!144 = !{!142, !14, i64 8}
!145 = !{!146}
!146 = distinct !{!146, !147, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi0ENS0_2idELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!147 = distinct !{!147, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi0ENS0_2idELi2EEET1_IXT_EES4_IXT2_EE"}
!148 = !{!149}
!149 = distinct !{!149, !150, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!150 = distinct !{!150, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!151 = !{!152}
!152 = distinct !{!152, !153, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!153 = distinct !{!153, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!154 = !{!155, !14, i64 16}
!155 = !{!"_ZTSN4sycl3_V18accessorIiLi2ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !106, i64 0, !14, i64 16, !7, i64 24}
!156 = !{!157}
!157 = distinct !{!157, !158, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi0ENS0_2idELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!158 = distinct !{!158, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi0ENS0_2idELi2EEET1_IXT_EES4_IXT2_EE"}
!159 = !{!160}
!160 = distinct !{!160, !161, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!161 = distinct !{!161, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!162 = !{!163}
!163 = distinct !{!163, !164, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!164 = distinct !{!164, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!165 = !{!166, !14, i64 0}
!166 = !{!"_ZTSZ4mainEUlRN4sycl3_V17handlerEE0_", !14, i64 0, !14, i64 8}
!167 = !{!166, !14, i64 8}
!168 = !{!169}
!169 = distinct !{!169, !170, !"_ZN4sycl3_V17handler8padRangeILi2EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!170 = distinct !{!170, !"_ZN4sycl3_V17handler8padRangeILi2EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!171 = !{!172}
!172 = distinct !{!172, !173, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS1_7handlerEE0_clES5_EUlNS1_2idILi2EEEE_NS1_4itemILi2ELb1EEELi2EEEJRS9_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!173 = distinct !{!173, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS1_7handlerEE0_clES5_EUlNS1_2idILi2EEEE_NS1_4itemILi2ELb1EEELi2EEEJRS9_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!174 = !{!175}
!175 = distinct !{!175, !176, !"_ZN4sycl3_V16detail19getKernelParamDescsIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_EESt6vectorINS1_19kernel_param_desc_tESaISA_EEv: argument 0"}
!176 = distinct !{!176, !"_ZN4sycl3_V16detail19getKernelParamDescsIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi2EEEE_EESt6vectorINS1_19kernel_param_desc_tESaISA_EEv"}
!177 = !{!178}
!178 = distinct !{!178, !179, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi0ENS0_2idELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!179 = distinct !{!179, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi0ENS0_2idELi2EEET1_IXT_EES4_IXT2_EE"}
!180 = !{!181}
!181 = distinct !{!181, !182, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!182 = distinct !{!182, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!183 = !{!184}
!184 = distinct !{!184, !185, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!185 = distinct !{!185, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!186 = !{!187, !14, i64 16}
!187 = !{!"_ZTSN4sycl3_V18accessorIiLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !106, i64 0, !14, i64 16, !7, i64 24}
!188 = !{!189}
!189 = distinct !{!189, !190, !"_ZNK4sycl3_V18accessorIiLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam: argument 0"}
!190 = distinct !{!190, !"_ZNK4sycl3_V18accessorIiLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam"}
