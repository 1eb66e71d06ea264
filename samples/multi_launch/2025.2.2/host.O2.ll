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
%"class.sycl::_V1::detail::type_erased_cgfo_ty" = type { ptr, ptr }
%class.anon.183 = type { ptr, ptr, ptr }
%"class.sycl::_V1::range.16" = type { %"class.sycl::_V1::detail::array.17" }
%"class.sycl::_V1::detail::array.17" = type { [1 x i64] }
%"class.sycl::_V1::ext::oneapi::experimental::properties" = type { i8 }
%"class.sycl::_V1::detail::tls_code_loc_t" = type { i8 }
%class.anon.23 = type { ptr, ptr, ptr, ptr }
%class.anon.41 = type { ptr, ptr, ptr }
%"class.sycl::_V1::event" = type { %"class.std::shared_ptr.20" }
%"class.std::shared_ptr.20" = type { %"class.std::__shared_ptr.21" }
%"class.std::__shared_ptr.21" = type { ptr, %"class.std::__shared_count" }
%"class.std::__shared_count" = type { ptr }
%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [3 x i64] }
%class.anon = type { ptr }
%"class.std::function" = type { %"class.std::_Function_base", ptr }
%"class.std::_Function_base" = type { %"union.std::_Any_data", ptr }
%"union.std::_Any_data" = type { %"union.std::_Nocopy_types" }
%"union.std::_Nocopy_types" = type { { i64, i64 } }
%"class.sycl::_V1::queue" = type { %"class.std::shared_ptr" }
%"class.std::shared_ptr" = type { %"class.std::__shared_ptr" }
%"class.std::__shared_ptr" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::property_list" = type { %"class.sycl::_V1::detail::PropertyListBase" }
%"class.sycl::_V1::detail::PropertyListBase" = type { %"class.std::bitset", %"class.std::vector.5" }
%"class.std::bitset" = type { %"struct.std::_Base_bitset" }
%"struct.std::_Base_bitset" = type { i64 }
%"class.std::vector.5" = type { %"struct.std::_Vector_base.6" }
%"struct.std::_Vector_base.6" = type { %"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl" }
%"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl" = type { %"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl_data" }
%"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.sycl::_V1::buffer" = type <{ %"class.sycl::_V1::detail::buffer_plain", %"class.sycl::_V1::range", i64, i8, [7 x i8] }>
%"class.sycl::_V1::detail::buffer_plain" = type { %"class.std::shared_ptr.10" }
%"class.std::shared_ptr.10" = type { %"class.std::__shared_ptr.11" }
%"class.std::__shared_ptr.11" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::buffer.14" = type <{ %"class.sycl::_V1::detail::buffer_plain", %"class.sycl::_V1::range.16", i64, i8, [7 x i8] }>
%struct.Window = type { float, float }
%class.anon.24 = type { ptr }
%class.anon.25 = type { ptr }
%"class.sycl::_V1::device" = type { %"class.std::shared_ptr.32" }
%"class.std::shared_ptr.32" = type { %"class.std::__shared_ptr.33" }
%"class.std::__shared_ptr.33" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::context" = type { %"class.std::shared_ptr.103" }
%"class.std::shared_ptr.103" = type { %"class.std::__shared_ptr.104" }
%"class.std::__shared_ptr.104" = type { ptr, %"class.std::__shared_count" }
%"class.std::unique_ptr.106" = type { %"struct.std::__uniq_ptr_data.107" }
%"struct.std::__uniq_ptr_data.107" = type { %"class.std::__uniq_ptr_impl.108" }
%"class.std::__uniq_ptr_impl.108" = type { %"class.std::tuple.109" }
%"class.std::tuple.109" = type { %"struct.std::_Tuple_impl.110" }
%"struct.std::_Tuple_impl.110" = type { %"struct.std::_Head_base.113" }
%"struct.std::_Head_base.113" = type { ptr }
%"struct.std::array" = type { [3 x i64] }
%class.anon.199 = type { ptr, ptr, ptr }
%"class.std::__exception_ptr::exception_ptr" = type { ptr }
%"class.std::function.35" = type { %"class.std::_Function_base", ptr }
%"class.sycl::_V1::exception_list" = type { %"class.std::vector.26" }
%"class.std::vector.26" = type { %"struct.std::_Vector_base.27" }
%"struct.std::_Vector_base.27" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.sycl::_V1::detail::SubmissionInfo" = type { %"class.std::shared_ptr.42" }
%"class.std::shared_ptr.42" = type { %"class.std::__shared_ptr.43" }
%"class.std::__shared_ptr.43" = type { ptr, %"class.std::__shared_count" }
%"class.std::vector.90" = type { %"struct.std::_Vector_base.91" }
%"struct.std::_Vector_base.91" = type { %"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl" }
%"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl" = type { %"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl_data" }
%"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%class.anon.72 = type <{ %"class.sycl::_V1::accessor", float, [4 x i8] }>
%"class.sycl::_V1::accessor" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [56 x i8] }
%"class.sycl::_V1::detail::AccessorBaseHost" = type { %"class.std::shared_ptr.68" }
%"class.std::shared_ptr.68" = type { %"class.std::__shared_ptr.69" }
%"class.std::__shared_ptr.69" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::ext::oneapi::accessor_property_list" = type { %"class.sycl::_V1::detail::PropertyListBase" }
%class.anon.141 = type { %"class.sycl::_V1::accessor.138" }
%"class.sycl::_V1::accessor.138" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [56 x i8] }
%class.anon.163 = type <{ %"class.sycl::_V1::accessor.156", %struct.Window, %"class.sycl::_V1::accessor.160", i32, [4 x i8] }>
%"class.sycl::_V1::accessor.156" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [56 x i8] }
%"class.sycl::_V1::accessor.160" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [8 x i8] }
%"class.sycl::_V1::detail::accessor_common<float, 3, sycl::_V1::access::mode::read, sycl::_V1::access::target::global_buffer, sycl::_V1::access::placeholder::false_t>::AccessorSubscript" = type { %"class.sycl::_V1::id", %"class.sycl::_V1::accessor.156" }

$_ZN4sycl3_V113malloc_sharedIiEEPT_mRKNS0_5queueERKNS0_13property_listERKNS0_6detail13code_locationE = comdat any

$_ZN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi3EEERKNS0_13property_listENS2_13code_locationE = comdat any

$_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvEC2EPiRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE = comdat any

$_ZN4sycl3_V15eventD2Ev = comdat any

$_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvED2Ev = comdat any

$_ZN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvED2Ev = comdat any

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

$_ZN4sycl3_V15queue17submit_with_eventILb0ENS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET0_RKNS0_6detail19type_erased_cgfo_tyEPS1_RKNSD_13code_locationE = comdat any

$_ZN4sycl3_V16detail14SubmissionInfoD2Ev = comdat any

$_ZN4sycl3_V18accessorIfLi3ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi3ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V16detail16PropertyListBaseD2Ev = comdat any

$_ZN4sycl3_V17contextD2Ev = comdat any

$_ZN4sycl3_V16detail12buffer_plainD2Ev = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE16getAllocatorImplEv = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfED0Ev = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE8allocateEm = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE10deallocateEPvm = comdat any

$_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12getValueSizeEv = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12setAlignmentEm = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE16getAllocatorImplEv = comdat any

$_ZN4sycl3_V16detail19SYCLMemObjAllocatorD2Ev = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiED0Ev = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE8allocateEm = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE10deallocateEPvm = comdat any

$_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE12getValueSizeEv = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE12setAlignmentEm = comdat any

$_ZN4sycl3_V18accessorIfLi3ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi3ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V16detail16AccessorBaseHostD2Ev = comdat any

$_ZN4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi3ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V18accessorIiLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi1ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

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

$_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE = comdat any

$_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE = comdat any

$_ZTSN4sycl3_V16detail19SYCLMemObjAllocatorE = comdat any

$_ZTIN4sycl3_V16detail19SYCLMemObjAllocatorE = comdat any

$_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE = comdat any

$_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE = comdat any

$_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE = comdat any

$_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE = comdat any

@.str = private unnamed_addr constant [17 x i8] c"multi_launch.cpp\00", align 1
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
@.str.6 = private unnamed_addr constant [6 x i8] c"scale\00", align 1
@.str.8 = private unnamed_addr constant [61 x i8] c"SyclObject.impl && \22every constructor should create an impl\22\00", align 1
@.str.9 = private unnamed_addr constant [96 x i8] c"root/intel-sycl-rt-2025.2.2/intel_sycl_rt-2025.2.2.data/data/include/sycl/detail/impl_utils.hpp\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_5queueEEERKDtsrT_4implERKS4_ = private unnamed_addr constant [89 x i8] c"const decltype(Obj::impl) &sycl::detail::getSyclObjImpl(const Obj &) [Obj = sycl::queue]\00", align 1
@.str.10 = private unnamed_addr constant [11 x i8] c"operator()\00", align 1
@_ZTIN4sycl3_V19exceptionE = external constant ptr
@__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_ = private unnamed_addr constant [100 x i8] c"const decltype(Obj::impl) &sycl::detail::getSyclObjImpl(const Obj &) [Obj = sycl::buffer<float, 3>]\00", align 1
@.str.12 = private unnamed_addr constant [46 x i8] c"accessor cannot be both read_only and no_init\00", align 1
@.str.13 = private unnamed_addr constant [65 x i8] c"The total number of work-items in a range must fit within size_t\00", align 1
@.str.14 = private unnamed_addr constant [131 x i8] c"Attempt to set multiple actions for the command group. Command group must consist of a single kernel or explicit memory operation.\00", align 1
@.str.17 = private unnamed_addr constant [13 x i8] c"_ZTS7Scale3D\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESD_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESD_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESD_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESD_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESD_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESD_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EE23InstantiateKernelOnHostEv] }, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTSN4sycl3_V16detail10HostKernelIZZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESD_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE = internal constant [190 x i8] c"N4sycl3_V16detail10HostKernelIZZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESD_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTSN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant [35 x i8] c"N4sycl3_V16detail14HostKernelBaseE\00", comdat, align 1
@_ZTIN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@_ZTIN4sycl3_V16detail10HostKernelIZZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESD_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESD_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@_ZTIf = external local_unnamed_addr constant ptr
@_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE = linkonce_odr dso_local unnamed_addr constant { [9 x ptr] } { [9 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE16getAllocatorImplEv, ptr @_ZN4sycl3_V16detail19SYCLMemObjAllocatorD2Ev, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfED0Ev, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE8allocateEm, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE10deallocateEPvm, ptr @_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12getValueSizeEv, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12setAlignmentEm] }, comdat, align 8
@_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE = linkonce_odr dso_local constant [76 x i8] c"N4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE\00", comdat, align 1
@_ZTSN4sycl3_V16detail19SYCLMemObjAllocatorE = linkonce_odr dso_local constant [40 x i8] c"N4sycl3_V16detail19SYCLMemObjAllocatorE\00", comdat, align 1
@_ZTIN4sycl3_V16detail19SYCLMemObjAllocatorE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail19SYCLMemObjAllocatorE }, comdat, align 8
@_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE, ptr @_ZTIN4sycl3_V16detail19SYCLMemObjAllocatorE }, comdat, align 8
@_ZTISt9bad_alloc = external constant ptr
@_ZTVSt9bad_alloc = external unnamed_addr constant { [5 x ptr] }, align 8
@.str.23 = private unnamed_addr constant [21 x i8] c"exception in ~buffer\00", align 1
@.str.24 = private unnamed_addr constant [2 x i8] c" \00", align 1
@.str.25 = private unnamed_addr constant [6 x i8] c"false\00", align 1
@.str.26 = private unnamed_addr constant [85 x i8] c"root/intel-sycl-rt-2025.2.2/intel_sycl_rt-2025.2.2.data/data/include/sycl/buffer.hpp\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvED2Ev = private unnamed_addr constant [130 x i8] c"sycl::buffer<float, 3>::~buffer() [T = float, Dimensions = 3, AllocatorT = sycl::detail::aligned_allocator<float>, Enable = void]\00", align 1
@_ZTIi = external local_unnamed_addr constant ptr
@_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE = linkonce_odr dso_local unnamed_addr constant { [9 x ptr] } { [9 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE16getAllocatorImplEv, ptr @_ZN4sycl3_V16detail19SYCLMemObjAllocatorD2Ev, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiED0Ev, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE8allocateEm, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE10deallocateEPvm, ptr @_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE12getValueSizeEv, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE12setAlignmentEm] }, comdat, align 8
@_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE = linkonce_odr dso_local constant [76 x i8] c"N4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE\00", comdat, align 1
@_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE, ptr @_ZTIN4sycl3_V16detail19SYCLMemObjAllocatorE }, comdat, align 8
@__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvED2Ev = private unnamed_addr constant [121 x i8] c"sycl::buffer<int>::~buffer() [T = int, Dimensions = 1, AllocatorT = sycl::detail::aligned_allocator<int>, Enable = void]\00", align 1
@.str.27 = private unnamed_addr constant [12 x i8] c"_ZTS6Init3D\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EE23InstantiateKernelOnHostEv] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE = internal constant [110 x i8] c"N4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS7_ = private unnamed_addr constant [95 x i8] c"const decltype(Obj::impl) &sycl::detail::getSyclObjImpl(const Obj &) [Obj = sycl::buffer<int>]\00", align 1
@.str.28 = private unnamed_addr constant [52 x i8] c"_ZTSZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_EUlvE_\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlvE_vLi1EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlvE_vLi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlvE_vLi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlvE_vLi1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlvE_vLi1EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlvE_vLi1EE23InstantiateKernelOnHostEv] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlvE_vLi1EEE = internal constant [79 x i8] c"N4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlvE_vLi1EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlvE_vLi1EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlvE_vLi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@.str.29 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@__const._ZN4sycl3_V15queue17parallel_for_implINS0_6detail9auto_nameELi1ENS0_3ext6oneapi12experimental10propertiesINS7_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESK_DpOSI_.CodeLoc = private unnamed_addr constant %"struct.sycl::_V1::detail::code_location" { ptr @.str.29, ptr @.str.29, i64 0, i64 0 }, align 8
@.str.30 = private unnamed_addr constant [36 x i8] c"_ZTSZ4mainEUlN4sycl3_V12idILi1EEEE_\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail14HostKernelBaseD2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal constant [82 x i8] c"N4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@.str.31 = private unnamed_addr constant [10 x i8] c"rtc_0.cpp\00", align 1
@.str.32 = private unnamed_addr constant [7 x i8] c"::Bump\00", align 1
@__const._ZN4sycl3_V15queue17parallel_for_implI4BumpLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE0_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESJ_DpOSH_.CodeLoc = private unnamed_addr constant %"struct.sycl::_V1::detail::code_location" { ptr @.str.31, ptr @.str.32, i64 64, i64 15 }, align 8
@.str.33 = private unnamed_addr constant [10 x i8] c"_ZTS4Bump\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail14HostKernelBaseD2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EEE = internal constant [83 x i8] c"N4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef range(i32 0, 2) i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %2 = alloca %class.anon.183, align 8
  %3 = alloca %"class.sycl::_V1::range.16", align 8
  %4 = alloca %"class.sycl::_V1::ext::oneapi::experimental::properties", align 1
  %5 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %6 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 1
  %7 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %8 = alloca %class.anon.23, align 8
  %9 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %10 = alloca %class.anon.41, align 8
  %11 = alloca float, align 4
  %12 = alloca %"class.sycl::_V1::event", align 8
  %13 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %14 = alloca %"class.sycl::_V1::range", align 8
  %15 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %16 = alloca %class.anon.41, align 8
  %17 = alloca float, align 4
  %18 = alloca %"class.sycl::_V1::event", align 8
  %19 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %20 = alloca %"class.sycl::_V1::range", align 8
  %21 = alloca %class.anon, align 8
  %22 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %23 = alloca %"class.std::function", align 8
  %24 = alloca %"class.sycl::_V1::queue", align 8
  %25 = alloca %"class.sycl::_V1::property_list", align 8
  %26 = alloca %"class.sycl::_V1::property_list", align 8
  %27 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %28 = alloca %"class.sycl::_V1::buffer", align 8
  %29 = alloca %"class.sycl::_V1::range", align 8
  %30 = alloca %"class.sycl::_V1::property_list", align 8
  %31 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %32 = alloca %"class.sycl::_V1::buffer.14", align 8
  %33 = alloca %"class.sycl::_V1::range.16", align 8
  %34 = alloca %"class.sycl::_V1::property_list", align 8
  %35 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %36 = alloca %"class.sycl::_V1::event", align 8
  %37 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %38 = alloca %struct.Window, align 8
  %39 = alloca i32, align 4
  %40 = alloca %"class.sycl::_V1::event", align 8
  %41 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %42 = alloca %"class.sycl::_V1::event", align 8
  %43 = alloca %class.anon.24, align 8
  %44 = alloca %class.anon.25, align 8
  %45 = alloca %"class.sycl::_V1::event", align 8
  %46 = alloca %"class.sycl::_V1::event", align 8
  %47 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %48 = tail call noalias noundef nonnull dereferenceable(4096) ptr @_Znwm(i64 noundef 4096) #24
  br label %49

49:                                               ; preds = %49, %0
  %50 = phi i64 [ 0, %0 ], [ %66, %49 ]
  %51 = shl i64 %50, 2
  %52 = getelementptr inbounds i8, ptr %48, i64 %51
  %53 = getelementptr inbounds i8, ptr %52, i64 16
  store <4 x float> <float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00>, ptr %52, align 4, !tbaa !5
  store <4 x float> <float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00>, ptr %53, align 4, !tbaa !5
  %54 = shl i64 %50, 2
  %55 = or disjoint i64 %54, 32
  %56 = getelementptr inbounds i8, ptr %48, i64 %55
  %57 = getelementptr inbounds i8, ptr %56, i64 16
  store <4 x float> <float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00>, ptr %56, align 4, !tbaa !5
  store <4 x float> <float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00>, ptr %57, align 4, !tbaa !5
  %58 = shl i64 %50, 2
  %59 = or disjoint i64 %58, 64
  %60 = getelementptr inbounds i8, ptr %48, i64 %59
  %61 = getelementptr inbounds i8, ptr %60, i64 16
  store <4 x float> <float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00>, ptr %60, align 4, !tbaa !5
  store <4 x float> <float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00>, ptr %61, align 4, !tbaa !5
  %62 = shl i64 %50, 2
  %63 = or disjoint i64 %62, 96
  %64 = getelementptr inbounds i8, ptr %48, i64 %63
  %65 = getelementptr inbounds i8, ptr %64, i64 16
  store <4 x float> <float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00>, ptr %64, align 4, !tbaa !5
  store <4 x float> <float -1.000000e+00, float -1.000000e+00, float -1.000000e+00, float -1.000000e+00>, ptr %65, align 4, !tbaa !5
  %66 = add nuw nsw i64 %50, 32
  %67 = icmp eq i64 %66, 1024
  br i1 %67, label %68, label %49, !llvm.loop !9

68:                                               ; preds = %49
  %69 = invoke noalias noundef nonnull dereferenceable(16) ptr @_Znwm(i64 noundef 16) #24
          to label %70 unwind label %557

70:                                               ; preds = %68
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %69, i8 0, i64 16, i1 false), !tbaa !13
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %24) #25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %25) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %25, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %23) #25
  %71 = getelementptr inbounds i8, ptr %23, i64 16
  %72 = getelementptr inbounds i8, ptr %23, i64 24
  %73 = getelementptr inbounds i8, ptr %23, i64 8
  store i64 0, ptr %73, align 8
  store ptr @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE, ptr %23, align 8, !tbaa !15
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_, ptr %72, align 8, !tbaa !17
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation, ptr %71, align 8, !tbaa !20
  invoke void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %24, ptr noundef nonnull @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE, ptr noundef nonnull align 8 dereferenceable(32) %23, ptr noundef nonnull align 8 dereferenceable(32) %25)
          to label %74 unwind label %82

74:                                               ; preds = %70
  %75 = load ptr, ptr %71, align 8, !tbaa !20
  %76 = icmp eq ptr %75, null
  br i1 %76, label %92, label %77

77:                                               ; preds = %74
  %78 = invoke noundef zeroext i1 %75(ptr noundef nonnull align 8 dereferenceable(16) %23, ptr noundef nonnull align 8 dereferenceable(16) %23, i32 noundef 3)
          to label %92 unwind label %79

79:                                               ; preds = %77
  %80 = landingpad { ptr, i32 }
          catch ptr null
  %81 = extractvalue { ptr, i32 } %80, 0
  call void @__clang_call_terminate(ptr %81) #26
  unreachable

82:                                               ; preds = %70
  %83 = landingpad { ptr, i32 }
          cleanup
  %84 = load ptr, ptr %71, align 8, !tbaa !20
  %85 = icmp eq ptr %84, null
  br i1 %85, label %91, label %86

86:                                               ; preds = %82
  %87 = invoke noundef zeroext i1 %84(ptr noundef nonnull align 8 dereferenceable(16) %23, ptr noundef nonnull align 8 dereferenceable(16) %23, i32 noundef 3)
          to label %91 unwind label %88

88:                                               ; preds = %86
  %89 = landingpad { ptr, i32 }
          catch ptr null
  %90 = extractvalue { ptr, i32 } %89, 0
  call void @__clang_call_terminate(ptr %90) #26
  unreachable

91:                                               ; preds = %86, %82
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %23) #25
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %25) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %25) #25
  br label %852

92:                                               ; preds = %77, %74
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %23) #25
  %93 = getelementptr inbounds i8, ptr %25, i64 8
  %94 = load ptr, ptr %93, align 8, !tbaa !21
  %95 = getelementptr inbounds i8, ptr %25, i64 16
  %96 = load ptr, ptr %95, align 8, !tbaa !23
  %97 = icmp eq ptr %94, %96
  br i1 %97, label %132, label %98

98:                                               ; preds = %92, %127
  %99 = phi ptr [ %128, %127 ], [ %94, %92 ]
  %100 = getelementptr inbounds i8, ptr %99, i64 8
  %101 = load ptr, ptr %100, align 8, !tbaa !24
  %102 = icmp eq ptr %101, null
  br i1 %102, label %127, label %103

103:                                              ; preds = %98
  %104 = getelementptr inbounds i8, ptr %101, i64 8
  %105 = load atomic i64, ptr %104 acquire, align 8
  %106 = icmp eq i64 %105, 4294967297
  %107 = trunc i64 %105 to i32
  br i1 %106, label %108, label %116

108:                                              ; preds = %103
  store i32 0, ptr %104, align 8, !tbaa !26
  %109 = getelementptr inbounds i8, ptr %101, i64 12
  store i32 0, ptr %109, align 4, !tbaa !28
  %110 = load ptr, ptr %101, align 8, !tbaa !29
  %111 = getelementptr inbounds i8, ptr %110, i64 16
  %112 = load ptr, ptr %111, align 8
  call void %112(ptr noundef nonnull align 8 dereferenceable(16) %101) #25
  %113 = load ptr, ptr %101, align 8, !tbaa !29
  %114 = getelementptr inbounds i8, ptr %113, i64 24
  %115 = load ptr, ptr %114, align 8
  call void %115(ptr noundef nonnull align 8 dereferenceable(16) %101) #25
  br label %127

116:                                              ; preds = %103
  %117 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %118 = icmp eq i8 %117, 0
  br i1 %118, label %121, label %119

119:                                              ; preds = %116
  %120 = add nsw i32 %107, -1
  store i32 %120, ptr %104, align 4, !tbaa !13
  br label %123

121:                                              ; preds = %116
  %122 = atomicrmw volatile add ptr %104, i32 -1 acq_rel, align 4
  br label %123

123:                                              ; preds = %121, %119
  %124 = phi i32 [ %107, %119 ], [ %122, %121 ]
  %125 = icmp eq i32 %124, 1
  br i1 %125, label %126, label %127, !prof !32

126:                                              ; preds = %123
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %101) #25
  br label %127

127:                                              ; preds = %126, %123, %108, %98
  %128 = getelementptr inbounds i8, ptr %99, i64 16
  %129 = icmp eq ptr %128, %96
  br i1 %129, label %130, label %98, !llvm.loop !33

130:                                              ; preds = %127
  %131 = load ptr, ptr %93, align 8, !tbaa !21
  br label %132

132:                                              ; preds = %130, %92
  %133 = phi ptr [ %131, %130 ], [ %94, %92 ]
  %134 = icmp eq ptr %133, null
  br i1 %134, label %141, label %135

135:                                              ; preds = %132
  %136 = getelementptr inbounds i8, ptr %25, i64 24
  %137 = load ptr, ptr %136, align 8, !tbaa !34
  %138 = ptrtoint ptr %137 to i64
  %139 = ptrtoint ptr %133 to i64
  %140 = sub i64 %138, %139
  call void @_ZdlPvm(ptr noundef nonnull %133, i64 noundef %140) #27
  br label %141

141:                                              ; preds = %135, %132
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %25) #25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %26) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %26, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %27) #25
  store ptr @.str, ptr %27, align 8, !tbaa !35, !alias.scope !38
  %142 = getelementptr inbounds i8, ptr %27, i64 8
  store ptr @.str.1, ptr %142, align 8, !tbaa !41, !alias.scope !38
  %143 = getelementptr inbounds i8, ptr %27, i64 16
  store i64 29, ptr %143, align 8, !tbaa !42, !alias.scope !38
  %144 = getelementptr inbounds i8, ptr %27, i64 24
  store i64 15, ptr %144, align 8, !tbaa !43, !alias.scope !38
  %145 = invoke noundef ptr @_ZN4sycl3_V113malloc_sharedIiEEPT_mRKNS0_5queueERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef 64, ptr noundef nonnull align 8 dereferenceable(16) %24, ptr noundef nonnull align 8 dereferenceable(32) %26, ptr noundef nonnull align 8 dereferenceable(32) %27)
          to label %146 unwind label %559

146:                                              ; preds = %141
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %27) #25
  %147 = getelementptr inbounds i8, ptr %26, i64 8
  %148 = load ptr, ptr %147, align 8, !tbaa !21
  %149 = getelementptr inbounds i8, ptr %26, i64 16
  %150 = load ptr, ptr %149, align 8, !tbaa !23
  %151 = icmp eq ptr %148, %150
  br i1 %151, label %186, label %152

152:                                              ; preds = %146, %181
  %153 = phi ptr [ %182, %181 ], [ %148, %146 ]
  %154 = getelementptr inbounds i8, ptr %153, i64 8
  %155 = load ptr, ptr %154, align 8, !tbaa !24
  %156 = icmp eq ptr %155, null
  br i1 %156, label %181, label %157

157:                                              ; preds = %152
  %158 = getelementptr inbounds i8, ptr %155, i64 8
  %159 = load atomic i64, ptr %158 acquire, align 8
  %160 = icmp eq i64 %159, 4294967297
  %161 = trunc i64 %159 to i32
  br i1 %160, label %162, label %170

162:                                              ; preds = %157
  store i32 0, ptr %158, align 8, !tbaa !26
  %163 = getelementptr inbounds i8, ptr %155, i64 12
  store i32 0, ptr %163, align 4, !tbaa !28
  %164 = load ptr, ptr %155, align 8, !tbaa !29
  %165 = getelementptr inbounds i8, ptr %164, i64 16
  %166 = load ptr, ptr %165, align 8
  call void %166(ptr noundef nonnull align 8 dereferenceable(16) %155) #25
  %167 = load ptr, ptr %155, align 8, !tbaa !29
  %168 = getelementptr inbounds i8, ptr %167, i64 24
  %169 = load ptr, ptr %168, align 8
  call void %169(ptr noundef nonnull align 8 dereferenceable(16) %155) #25
  br label %181

170:                                              ; preds = %157
  %171 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %172 = icmp eq i8 %171, 0
  br i1 %172, label %175, label %173

173:                                              ; preds = %170
  %174 = add nsw i32 %161, -1
  store i32 %174, ptr %158, align 4, !tbaa !13
  br label %177

175:                                              ; preds = %170
  %176 = atomicrmw volatile add ptr %158, i32 -1 acq_rel, align 4
  br label %177

177:                                              ; preds = %175, %173
  %178 = phi i32 [ %161, %173 ], [ %176, %175 ]
  %179 = icmp eq i32 %178, 1
  br i1 %179, label %180, label %181, !prof !32

180:                                              ; preds = %177
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %155) #25
  br label %181

181:                                              ; preds = %180, %177, %162, %152
  %182 = getelementptr inbounds i8, ptr %153, i64 16
  %183 = icmp eq ptr %182, %150
  br i1 %183, label %184, label %152, !llvm.loop !33

184:                                              ; preds = %181
  %185 = load ptr, ptr %147, align 8, !tbaa !21
  br label %186

186:                                              ; preds = %184, %146
  %187 = phi ptr [ %185, %184 ], [ %148, %146 ]
  %188 = icmp eq ptr %187, null
  br i1 %188, label %195, label %189

189:                                              ; preds = %186
  %190 = getelementptr inbounds i8, ptr %26, i64 24
  %191 = load ptr, ptr %190, align 8, !tbaa !34
  %192 = ptrtoint ptr %191 to i64
  %193 = ptrtoint ptr %187 to i64
  %194 = sub i64 %192, %193
  call void @_ZdlPvm(ptr noundef nonnull %187, i64 noundef %194) #27
  br label %195

195:                                              ; preds = %189, %186
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %26) #25
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %28) #25
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %29) #25
  store i64 8, ptr %29, align 8, !tbaa !44
  %196 = getelementptr inbounds i8, ptr %29, i64 8
  store i64 8, ptr %196, align 8, !tbaa !44
  %197 = getelementptr inbounds i8, ptr %29, i64 16
  store i64 16, ptr %197, align 8, !tbaa !44
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %30) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %30, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %31, align 8, !tbaa !35, !alias.scope !45
  %198 = getelementptr inbounds i8, ptr %31, i64 8
  store ptr @.str.1, ptr %198, align 8, !tbaa !41, !alias.scope !45
  %199 = getelementptr inbounds i8, ptr %31, i64 16
  store i64 31, ptr %199, align 8, !tbaa !42, !alias.scope !45
  %200 = getelementptr inbounds i8, ptr %31, i64 24
  store i64 28, ptr %200, align 8, !tbaa !43, !alias.scope !45
  invoke void @_ZN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi3EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(49) %28, ptr noundef nonnull %48, ptr noundef nonnull align 8 dereferenceable(24) %29, ptr noundef nonnull align 8 dereferenceable(32) %30, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %31)
          to label %201 unwind label %561

201:                                              ; preds = %195
  %202 = getelementptr inbounds i8, ptr %30, i64 8
  %203 = load ptr, ptr %202, align 8, !tbaa !21
  %204 = getelementptr inbounds i8, ptr %30, i64 16
  %205 = load ptr, ptr %204, align 8, !tbaa !23
  %206 = icmp eq ptr %203, %205
  br i1 %206, label %241, label %207

207:                                              ; preds = %201, %236
  %208 = phi ptr [ %237, %236 ], [ %203, %201 ]
  %209 = getelementptr inbounds i8, ptr %208, i64 8
  %210 = load ptr, ptr %209, align 8, !tbaa !24
  %211 = icmp eq ptr %210, null
  br i1 %211, label %236, label %212

212:                                              ; preds = %207
  %213 = getelementptr inbounds i8, ptr %210, i64 8
  %214 = load atomic i64, ptr %213 acquire, align 8
  %215 = icmp eq i64 %214, 4294967297
  %216 = trunc i64 %214 to i32
  br i1 %215, label %217, label %225

217:                                              ; preds = %212
  store i32 0, ptr %213, align 8, !tbaa !26
  %218 = getelementptr inbounds i8, ptr %210, i64 12
  store i32 0, ptr %218, align 4, !tbaa !28
  %219 = load ptr, ptr %210, align 8, !tbaa !29
  %220 = getelementptr inbounds i8, ptr %219, i64 16
  %221 = load ptr, ptr %220, align 8
  call void %221(ptr noundef nonnull align 8 dereferenceable(16) %210) #25
  %222 = load ptr, ptr %210, align 8, !tbaa !29
  %223 = getelementptr inbounds i8, ptr %222, i64 24
  %224 = load ptr, ptr %223, align 8
  call void %224(ptr noundef nonnull align 8 dereferenceable(16) %210) #25
  br label %236

225:                                              ; preds = %212
  %226 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %227 = icmp eq i8 %226, 0
  br i1 %227, label %230, label %228

228:                                              ; preds = %225
  %229 = add nsw i32 %216, -1
  store i32 %229, ptr %213, align 4, !tbaa !13
  br label %232

230:                                              ; preds = %225
  %231 = atomicrmw volatile add ptr %213, i32 -1 acq_rel, align 4
  br label %232

232:                                              ; preds = %230, %228
  %233 = phi i32 [ %216, %228 ], [ %231, %230 ]
  %234 = icmp eq i32 %233, 1
  br i1 %234, label %235, label %236, !prof !32

235:                                              ; preds = %232
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %210) #25
  br label %236

236:                                              ; preds = %235, %232, %217, %207
  %237 = getelementptr inbounds i8, ptr %208, i64 16
  %238 = icmp eq ptr %237, %205
  br i1 %238, label %239, label %207, !llvm.loop !33

239:                                              ; preds = %236
  %240 = load ptr, ptr %202, align 8, !tbaa !21
  br label %241

241:                                              ; preds = %239, %201
  %242 = phi ptr [ %240, %239 ], [ %203, %201 ]
  %243 = icmp eq ptr %242, null
  br i1 %243, label %250, label %244

244:                                              ; preds = %241
  %245 = getelementptr inbounds i8, ptr %30, i64 24
  %246 = load ptr, ptr %245, align 8, !tbaa !34
  %247 = ptrtoint ptr %246 to i64
  %248 = ptrtoint ptr %242 to i64
  %249 = sub i64 %247, %248
  call void @_ZdlPvm(ptr noundef nonnull %242, i64 noundef %249) #27
  br label %250

250:                                              ; preds = %241, %244
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %30) #25
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %29) #25
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %32) #25
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %33) #25
  store i64 4, ptr %33, align 8, !tbaa !44
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %34) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %34, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %35, align 8, !tbaa !35, !alias.scope !48
  %251 = getelementptr inbounds i8, ptr %35, i64 8
  store ptr @.str.1, ptr %251, align 8, !tbaa !41, !alias.scope !48
  %252 = getelementptr inbounds i8, ptr %35, i64 16
  store i64 32, ptr %252, align 8, !tbaa !42, !alias.scope !48
  %253 = getelementptr inbounds i8, ptr %35, i64 24
  store i64 26, ptr %253, align 8, !tbaa !43, !alias.scope !48
  invoke void @_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvEC2EPiRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %32, ptr noundef nonnull %69, ptr noundef nonnull align 8 dereferenceable(8) %33, ptr noundef nonnull align 8 dereferenceable(32) %34, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %35)
          to label %254 unwind label %563

254:                                              ; preds = %250
  %255 = getelementptr inbounds i8, ptr %34, i64 8
  %256 = load ptr, ptr %255, align 8, !tbaa !21
  %257 = getelementptr inbounds i8, ptr %34, i64 16
  %258 = load ptr, ptr %257, align 8, !tbaa !23
  %259 = icmp eq ptr %256, %258
  br i1 %259, label %294, label %260

260:                                              ; preds = %254, %289
  %261 = phi ptr [ %290, %289 ], [ %256, %254 ]
  %262 = getelementptr inbounds i8, ptr %261, i64 8
  %263 = load ptr, ptr %262, align 8, !tbaa !24
  %264 = icmp eq ptr %263, null
  br i1 %264, label %289, label %265

265:                                              ; preds = %260
  %266 = getelementptr inbounds i8, ptr %263, i64 8
  %267 = load atomic i64, ptr %266 acquire, align 8
  %268 = icmp eq i64 %267, 4294967297
  %269 = trunc i64 %267 to i32
  br i1 %268, label %270, label %278

270:                                              ; preds = %265
  store i32 0, ptr %266, align 8, !tbaa !26
  %271 = getelementptr inbounds i8, ptr %263, i64 12
  store i32 0, ptr %271, align 4, !tbaa !28
  %272 = load ptr, ptr %263, align 8, !tbaa !29
  %273 = getelementptr inbounds i8, ptr %272, i64 16
  %274 = load ptr, ptr %273, align 8
  call void %274(ptr noundef nonnull align 8 dereferenceable(16) %263) #25
  %275 = load ptr, ptr %263, align 8, !tbaa !29
  %276 = getelementptr inbounds i8, ptr %275, i64 24
  %277 = load ptr, ptr %276, align 8
  call void %277(ptr noundef nonnull align 8 dereferenceable(16) %263) #25
  br label %289

278:                                              ; preds = %265
  %279 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %280 = icmp eq i8 %279, 0
  br i1 %280, label %283, label %281

281:                                              ; preds = %278
  %282 = add nsw i32 %269, -1
  store i32 %282, ptr %266, align 4, !tbaa !13
  br label %285

283:                                              ; preds = %278
  %284 = atomicrmw volatile add ptr %266, i32 -1 acq_rel, align 4
  br label %285

285:                                              ; preds = %283, %281
  %286 = phi i32 [ %269, %281 ], [ %284, %283 ]
  %287 = icmp eq i32 %286, 1
  br i1 %287, label %288, label %289, !prof !32

288:                                              ; preds = %285
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %263) #25
  br label %289

289:                                              ; preds = %288, %285, %270, %260
  %290 = getelementptr inbounds i8, ptr %261, i64 16
  %291 = icmp eq ptr %290, %258
  br i1 %291, label %292, label %260, !llvm.loop !33

292:                                              ; preds = %289
  %293 = load ptr, ptr %255, align 8, !tbaa !21
  br label %294

294:                                              ; preds = %292, %254
  %295 = phi ptr [ %293, %292 ], [ %256, %254 ]
  %296 = icmp eq ptr %295, null
  br i1 %296, label %303, label %297

297:                                              ; preds = %294
  %298 = getelementptr inbounds i8, ptr %34, i64 24
  %299 = load ptr, ptr %298, align 8, !tbaa !34
  %300 = ptrtoint ptr %299 to i64
  %301 = ptrtoint ptr %295 to i64
  %302 = sub i64 %300, %301
  call void @_ZdlPvm(ptr noundef nonnull %295, i64 noundef %302) #27
  br label %303

303:                                              ; preds = %294, %297
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %34) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33) #25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %37) #25
  store ptr @.str, ptr %37, align 8, !tbaa !35, !alias.scope !51
  %304 = getelementptr inbounds i8, ptr %37, i64 8
  store ptr @.str.1, ptr %304, align 8, !tbaa !41, !alias.scope !51
  %305 = getelementptr inbounds i8, ptr %37, i64 16
  store i64 34, ptr %305, align 8, !tbaa !42, !alias.scope !51
  %306 = getelementptr inbounds i8, ptr %37, i64 24
  store i64 5, ptr %306, align 8, !tbaa !43, !alias.scope !51
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  store ptr %28, ptr %21, align 8, !noalias !54
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %22) #25, !noalias !54
  store ptr %21, ptr %22, align 8, !tbaa !57, !noalias !54
  %307 = getelementptr inbounds i8, ptr %22, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZ4mainEUlRNS0_7handlerEE_E4callEPKvS5_, ptr %307, align 8, !tbaa !59, !noalias !54
  invoke void @_ZN4sycl3_V15queue17submit_with_eventILb0ENS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET0_RKNS0_6detail19type_erased_cgfo_tyEPS1_RKNSD_13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %36, ptr noundef nonnull align 8 dereferenceable(16) %24, ptr noundef nonnull align 8 dereferenceable(16) %22, ptr noundef null, ptr noundef nonnull align 8 dereferenceable(32) %37)
          to label %308 unwind label %565

308:                                              ; preds = %303
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %22) #25, !noalias !54
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21)
  %309 = getelementptr inbounds i8, ptr %36, i64 8
  %310 = load ptr, ptr %309, align 8, !tbaa !24
  %311 = icmp eq ptr %310, null
  br i1 %311, label %336, label %312

312:                                              ; preds = %308
  %313 = getelementptr inbounds i8, ptr %310, i64 8
  %314 = load atomic i64, ptr %313 acquire, align 8
  %315 = icmp eq i64 %314, 4294967297
  %316 = trunc i64 %314 to i32
  br i1 %315, label %317, label %325

317:                                              ; preds = %312
  store i32 0, ptr %313, align 8, !tbaa !26
  %318 = getelementptr inbounds i8, ptr %310, i64 12
  store i32 0, ptr %318, align 4, !tbaa !28
  %319 = load ptr, ptr %310, align 8, !tbaa !29
  %320 = getelementptr inbounds i8, ptr %319, i64 16
  %321 = load ptr, ptr %320, align 8
  call void %321(ptr noundef nonnull align 8 dereferenceable(16) %310) #25
  %322 = load ptr, ptr %310, align 8, !tbaa !29
  %323 = getelementptr inbounds i8, ptr %322, i64 24
  %324 = load ptr, ptr %323, align 8
  call void %324(ptr noundef nonnull align 8 dereferenceable(16) %310) #25
  br label %336

325:                                              ; preds = %312
  %326 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %327 = icmp eq i8 %326, 0
  br i1 %327, label %330, label %328

328:                                              ; preds = %325
  %329 = add nsw i32 %316, -1
  store i32 %329, ptr %313, align 4, !tbaa !13
  br label %332

330:                                              ; preds = %325
  %331 = atomicrmw volatile add ptr %313, i32 -1 acq_rel, align 4
  br label %332

332:                                              ; preds = %330, %328
  %333 = phi i32 [ %316, %328 ], [ %331, %330 ]
  %334 = icmp eq i32 %333, 1
  br i1 %334, label %335, label %336, !prof !32

335:                                              ; preds = %332
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %310) #25
  br label %336

336:                                              ; preds = %308, %317, %332, %335
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %37) #25
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %20)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %17)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %18)
  store i64 8, ptr %20, align 8
  %337 = getelementptr inbounds i8, ptr %20, i64 8
  store i64 8, ptr %337, align 8
  %338 = getelementptr inbounds i8, ptr %20, i64 16
  store i64 16, ptr %338, align 8
  store float 2.000000e+00, ptr %17, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %19) #25
  store ptr @.str, ptr %19, align 8, !tbaa !35, !alias.scope !60
  %339 = getelementptr inbounds i8, ptr %19, i64 8
  store ptr @.str.6, ptr %339, align 8, !tbaa !41, !alias.scope !60
  %340 = getelementptr inbounds i8, ptr %19, i64 16
  store i64 17, ptr %340, align 8, !tbaa !42, !alias.scope !60
  %341 = getelementptr inbounds i8, ptr %19, i64 24
  store i64 3, ptr %341, align 8, !tbaa !43, !alias.scope !60
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %16)
  store ptr %28, ptr %16, align 8
  %342 = getelementptr inbounds i8, ptr %16, i64 8
  store ptr %20, ptr %342, align 8
  %343 = getelementptr inbounds i8, ptr %16, i64 16
  store ptr %17, ptr %343, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %15) #25, !noalias !63
  store ptr %16, ptr %15, align 8, !tbaa !57, !noalias !63
  %344 = getelementptr inbounds i8, ptr %15, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfEUlRNS0_7handlerEE_E4callEPKvSE_, ptr %344, align 8, !tbaa !59, !noalias !63
  invoke void @_ZN4sycl3_V15queue17submit_with_eventILb0ENS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET0_RKNS0_6detail19type_erased_cgfo_tyEPS1_RKNSD_13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %18, ptr noundef nonnull align 8 dereferenceable(16) %24, ptr noundef nonnull align 8 dereferenceable(16) %15, ptr noundef null, ptr noundef nonnull align 8 dereferenceable(32) %19)
          to label %345 unwind label %567

345:                                              ; preds = %336
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %15) #25, !noalias !63
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %16)
  %346 = getelementptr inbounds i8, ptr %18, i64 8
  %347 = load ptr, ptr %346, align 8, !tbaa !24
  %348 = icmp eq ptr %347, null
  br i1 %348, label %373, label %349

349:                                              ; preds = %345
  %350 = getelementptr inbounds i8, ptr %347, i64 8
  %351 = load atomic i64, ptr %350 acquire, align 8
  %352 = icmp eq i64 %351, 4294967297
  %353 = trunc i64 %351 to i32
  br i1 %352, label %354, label %362

354:                                              ; preds = %349
  store i32 0, ptr %350, align 8, !tbaa !26
  %355 = getelementptr inbounds i8, ptr %347, i64 12
  store i32 0, ptr %355, align 4, !tbaa !28
  %356 = load ptr, ptr %347, align 8, !tbaa !29
  %357 = getelementptr inbounds i8, ptr %356, i64 16
  %358 = load ptr, ptr %357, align 8
  call void %358(ptr noundef nonnull align 8 dereferenceable(16) %347) #25
  %359 = load ptr, ptr %347, align 8, !tbaa !29
  %360 = getelementptr inbounds i8, ptr %359, i64 24
  %361 = load ptr, ptr %360, align 8
  call void %361(ptr noundef nonnull align 8 dereferenceable(16) %347) #25
  br label %373

362:                                              ; preds = %349
  %363 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %364 = icmp eq i8 %363, 0
  br i1 %364, label %367, label %365

365:                                              ; preds = %362
  %366 = add nsw i32 %353, -1
  store i32 %366, ptr %350, align 4, !tbaa !13
  br label %369

367:                                              ; preds = %362
  %368 = atomicrmw volatile add ptr %350, i32 -1 acq_rel, align 4
  br label %369

369:                                              ; preds = %367, %365
  %370 = phi i32 [ %353, %365 ], [ %368, %367 ]
  %371 = icmp eq i32 %370, 1
  br i1 %371, label %372, label %373, !prof !32

372:                                              ; preds = %369
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %347) #25
  br label %373

373:                                              ; preds = %372, %369, %354, %345
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19) #25
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %20)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %17)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %18)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %14)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %11)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %12)
  store i64 4, ptr %14, align 8
  %374 = getelementptr inbounds i8, ptr %14, i64 8
  store i64 4, ptr %374, align 8
  %375 = getelementptr inbounds i8, ptr %14, i64 16
  store i64 8, ptr %375, align 8
  store float 5.000000e-01, ptr %11, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13) #25
  store ptr @.str, ptr %13, align 8, !tbaa !35, !alias.scope !66
  %376 = getelementptr inbounds i8, ptr %13, i64 8
  store ptr @.str.6, ptr %376, align 8, !tbaa !41, !alias.scope !66
  %377 = getelementptr inbounds i8, ptr %13, i64 16
  store i64 17, ptr %377, align 8, !tbaa !42, !alias.scope !66
  %378 = getelementptr inbounds i8, ptr %13, i64 24
  store i64 3, ptr %378, align 8, !tbaa !43, !alias.scope !66
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10)
  store ptr %28, ptr %10, align 8
  %379 = getelementptr inbounds i8, ptr %10, i64 8
  store ptr %14, ptr %379, align 8
  %380 = getelementptr inbounds i8, ptr %10, i64 16
  store ptr %11, ptr %380, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %9) #25, !noalias !69
  store ptr %10, ptr %9, align 8, !tbaa !57, !noalias !69
  %381 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfEUlRNS0_7handlerEE_E4callEPKvSE_, ptr %381, align 8, !tbaa !59, !noalias !69
  invoke void @_ZN4sycl3_V15queue17submit_with_eventILb0ENS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET0_RKNS0_6detail19type_erased_cgfo_tyEPS1_RKNSD_13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %12, ptr noundef nonnull align 8 dereferenceable(16) %24, ptr noundef nonnull align 8 dereferenceable(16) %9, ptr noundef null, ptr noundef nonnull align 8 dereferenceable(32) %13)
          to label %382 unwind label %567

382:                                              ; preds = %373
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9) #25, !noalias !69
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10)
  %383 = getelementptr inbounds i8, ptr %12, i64 8
  %384 = load ptr, ptr %383, align 8, !tbaa !24
  %385 = icmp eq ptr %384, null
  br i1 %385, label %410, label %386

386:                                              ; preds = %382
  %387 = getelementptr inbounds i8, ptr %384, i64 8
  %388 = load atomic i64, ptr %387 acquire, align 8
  %389 = icmp eq i64 %388, 4294967297
  %390 = trunc i64 %388 to i32
  br i1 %389, label %391, label %399

391:                                              ; preds = %386
  store i32 0, ptr %387, align 8, !tbaa !26
  %392 = getelementptr inbounds i8, ptr %384, i64 12
  store i32 0, ptr %392, align 4, !tbaa !28
  %393 = load ptr, ptr %384, align 8, !tbaa !29
  %394 = getelementptr inbounds i8, ptr %393, i64 16
  %395 = load ptr, ptr %394, align 8
  call void %395(ptr noundef nonnull align 8 dereferenceable(16) %384) #25
  %396 = load ptr, ptr %384, align 8, !tbaa !29
  %397 = getelementptr inbounds i8, ptr %396, i64 24
  %398 = load ptr, ptr %397, align 8
  call void %398(ptr noundef nonnull align 8 dereferenceable(16) %384) #25
  br label %410

399:                                              ; preds = %386
  %400 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %401 = icmp eq i8 %400, 0
  br i1 %401, label %404, label %402

402:                                              ; preds = %399
  %403 = add nsw i32 %390, -1
  store i32 %403, ptr %387, align 4, !tbaa !13
  br label %406

404:                                              ; preds = %399
  %405 = atomicrmw volatile add ptr %387, i32 -1 acq_rel, align 4
  br label %406

406:                                              ; preds = %404, %402
  %407 = phi i32 [ %390, %402 ], [ %405, %404 ]
  %408 = icmp eq i32 %407, 1
  br i1 %408, label %409, label %410, !prof !32

409:                                              ; preds = %406
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %384) #25
  br label %410

410:                                              ; preds = %409, %406, %391, %382
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #25
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %14)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %11)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %12)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %38) #25
  store i64 4898227545839239168, ptr %38, align 8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %39) #25
  store i32 1024, ptr %39, align 4, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %41) #25
  store ptr @.str, ptr %41, align 8, !tbaa !35, !alias.scope !72
  %411 = getelementptr inbounds i8, ptr %41, i64 8
  store ptr @.str.1, ptr %411, align 8, !tbaa !41, !alias.scope !72
  %412 = getelementptr inbounds i8, ptr %41, i64 16
  store i64 46, ptr %412, align 8, !tbaa !42, !alias.scope !72
  %413 = getelementptr inbounds i8, ptr %41, i64 24
  store i64 5, ptr %413, align 8, !tbaa !43, !alias.scope !72
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8)
  store ptr %28, ptr %8, align 8
  %414 = getelementptr inbounds i8, ptr %8, i64 8
  store ptr %32, ptr %414, align 8
  %415 = getelementptr inbounds i8, ptr %8, i64 16
  store ptr %38, ptr %415, align 8
  %416 = getelementptr inbounds i8, ptr %8, i64 24
  store ptr %39, ptr %416, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #25, !noalias !75
  store ptr %8, ptr %7, align 8, !tbaa !57, !noalias !75
  %417 = getelementptr inbounds i8, ptr %7, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZ4mainEUlRNS0_7handlerEE0_E4callEPKvS5_, ptr %417, align 8, !tbaa !59, !noalias !75
  invoke void @_ZN4sycl3_V15queue17submit_with_eventILb0ENS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET0_RKNS0_6detail19type_erased_cgfo_tyEPS1_RKNSD_13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %40, ptr noundef nonnull align 8 dereferenceable(16) %24, ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef null, ptr noundef nonnull align 8 dereferenceable(32) %41)
          to label %418 unwind label %569

418:                                              ; preds = %410
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #25, !noalias !75
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8)
  %419 = getelementptr inbounds i8, ptr %40, i64 8
  %420 = load ptr, ptr %419, align 8, !tbaa !24
  %421 = icmp eq ptr %420, null
  br i1 %421, label %446, label %422

422:                                              ; preds = %418
  %423 = getelementptr inbounds i8, ptr %420, i64 8
  %424 = load atomic i64, ptr %423 acquire, align 8
  %425 = icmp eq i64 %424, 4294967297
  %426 = trunc i64 %424 to i32
  br i1 %425, label %427, label %435

427:                                              ; preds = %422
  store i32 0, ptr %423, align 8, !tbaa !26
  %428 = getelementptr inbounds i8, ptr %420, i64 12
  store i32 0, ptr %428, align 4, !tbaa !28
  %429 = load ptr, ptr %420, align 8, !tbaa !29
  %430 = getelementptr inbounds i8, ptr %429, i64 16
  %431 = load ptr, ptr %430, align 8
  call void %431(ptr noundef nonnull align 8 dereferenceable(16) %420) #25
  %432 = load ptr, ptr %420, align 8, !tbaa !29
  %433 = getelementptr inbounds i8, ptr %432, i64 24
  %434 = load ptr, ptr %433, align 8
  call void %434(ptr noundef nonnull align 8 dereferenceable(16) %420) #25
  br label %446

435:                                              ; preds = %422
  %436 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %437 = icmp eq i8 %436, 0
  br i1 %437, label %440, label %438

438:                                              ; preds = %435
  %439 = add nsw i32 %426, -1
  store i32 %439, ptr %423, align 4, !tbaa !13
  br label %442

440:                                              ; preds = %435
  %441 = atomicrmw volatile add ptr %423, i32 -1 acq_rel, align 4
  br label %442

442:                                              ; preds = %440, %438
  %443 = phi i32 [ %426, %438 ], [ %441, %440 ]
  %444 = icmp eq i32 %443, 1
  br i1 %444, label %445, label %446, !prof !32

445:                                              ; preds = %442
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %420) #25
  br label %446

446:                                              ; preds = %445, %442, %427, %418
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %41) #25
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %39) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %38) #25
  call void @_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %32) #25
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %32) #25
  call void @_ZN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(49) %28) #25
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %28) #25
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %42) #25
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %43) #25
  store ptr %145, ptr %43, align 8, !tbaa !78
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3), !noalias !80
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %4), !noalias !80
  store i64 64, ptr %3, align 8, !noalias !85
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #25, !noalias !85
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %5, ptr noundef nonnull align 8 dereferenceable(32) @__const._ZN4sycl3_V15queue17parallel_for_implINS0_6detail9auto_nameELi1ENS0_3ext6oneapi12experimental10propertiesINS7_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESK_DpOSI_.CodeLoc, i64 32, i1 false), !noalias !85
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %6) #25, !noalias !85
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1) %6, ptr noundef nonnull align 8 dereferenceable(32) %5)
          to label %447 unwind label %577

447:                                              ; preds = %446
  %448 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1) %6)
          to label %449 unwind label %453, !noalias !85

449:                                              ; preds = %447
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2), !noalias !85
  store ptr %3, ptr %2, align 8, !noalias !85
  %450 = getelementptr inbounds i8, ptr %2, i64 8
  store ptr %4, ptr %450, align 8, !noalias !85
  %451 = getelementptr inbounds i8, ptr %2, i64 16
  store ptr %43, ptr %451, align 8, !noalias !85
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #25, !noalias !88
  store ptr %2, ptr %1, align 8, !tbaa !57, !noalias !88
  %452 = getelementptr inbounds i8, ptr %1, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZNS0_5queue17parallel_for_implINS1_9auto_nameELi1ENS0_3ext6oneapi12experimental10propertiesINS9_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESM_DpOSK_EUlRNS0_7handlerEE_E4callEPKvSV_, ptr %452, align 8, !tbaa !59, !noalias !88
  invoke void @_ZN4sycl3_V15queue17submit_with_eventILb0ENS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET0_RKNS0_6detail19type_erased_cgfo_tyEPS1_RKNSD_13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %42, ptr noundef nonnull align 8 dereferenceable(16) %24, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef null, ptr noundef nonnull align 8 dereferenceable(32) %448)
          to label %455 unwind label %453

453:                                              ; preds = %449, %447
  %454 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %6) #25
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %6) #25, !noalias !85
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #25, !noalias !85
  br label %581

455:                                              ; preds = %449
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #25, !noalias !88
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2), !noalias !85
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %6) #25
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %6) #25, !noalias !85
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #25, !noalias !85
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3), !noalias !80
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %4), !noalias !80
  invoke void @_ZN4sycl3_V15event4waitEv(ptr noundef nonnull align 8 dereferenceable(16) %42)
          to label %456 unwind label %579

456:                                              ; preds = %455
  %457 = getelementptr inbounds i8, ptr %42, i64 8
  %458 = load ptr, ptr %457, align 8, !tbaa !24
  %459 = icmp eq ptr %458, null
  br i1 %459, label %484, label %460

460:                                              ; preds = %456
  %461 = getelementptr inbounds i8, ptr %458, i64 8
  %462 = load atomic i64, ptr %461 acquire, align 8
  %463 = icmp eq i64 %462, 4294967297
  %464 = trunc i64 %462 to i32
  br i1 %463, label %465, label %473

465:                                              ; preds = %460
  store i32 0, ptr %461, align 8, !tbaa !26
  %466 = getelementptr inbounds i8, ptr %458, i64 12
  store i32 0, ptr %466, align 4, !tbaa !28
  %467 = load ptr, ptr %458, align 8, !tbaa !29
  %468 = getelementptr inbounds i8, ptr %467, i64 16
  %469 = load ptr, ptr %468, align 8
  call void %469(ptr noundef nonnull align 8 dereferenceable(16) %458) #25
  %470 = load ptr, ptr %458, align 8, !tbaa !29
  %471 = getelementptr inbounds i8, ptr %470, i64 24
  %472 = load ptr, ptr %471, align 8
  call void %472(ptr noundef nonnull align 8 dereferenceable(16) %458) #25
  br label %484

473:                                              ; preds = %460
  %474 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %475 = icmp eq i8 %474, 0
  br i1 %475, label %478, label %476

476:                                              ; preds = %473
  %477 = add nsw i32 %464, -1
  store i32 %477, ptr %461, align 4, !tbaa !13
  br label %480

478:                                              ; preds = %473
  %479 = atomicrmw volatile add ptr %461, i32 -1 acq_rel, align 4
  br label %480

480:                                              ; preds = %478, %476
  %481 = phi i32 [ %464, %476 ], [ %479, %478 ]
  %482 = icmp eq i32 %481, 1
  br i1 %482, label %483, label %484, !prof !32

483:                                              ; preds = %480
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %458) #25
  br label %484

484:                                              ; preds = %483, %480, %465, %456
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %43) #25
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %42) #25
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %44) #25
  store ptr %145, ptr %44, align 8, !tbaa !91
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %45) #25
  invoke fastcc void @_ZN4sycl3_V15queue12parallel_forI4BumpJRZ4mainEUlNS0_2idILi1EEEE0_EEENS0_5eventENS0_5rangeILi1EEEDpOT0_(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %45, ptr noundef nonnull align 8 dereferenceable(16) %24, i64 64, ptr noundef nonnull align 8 dereferenceable(8) %44)
          to label %485 unwind label %583

485:                                              ; preds = %484
  invoke void @_ZN4sycl3_V15event4waitEv(ptr noundef nonnull align 8 dereferenceable(16) %45)
          to label %486 unwind label %585

486:                                              ; preds = %485
  %487 = getelementptr inbounds i8, ptr %45, i64 8
  %488 = load ptr, ptr %487, align 8, !tbaa !24
  %489 = icmp eq ptr %488, null
  br i1 %489, label %514, label %490

490:                                              ; preds = %486
  %491 = getelementptr inbounds i8, ptr %488, i64 8
  %492 = load atomic i64, ptr %491 acquire, align 8
  %493 = icmp eq i64 %492, 4294967297
  %494 = trunc i64 %492 to i32
  br i1 %493, label %495, label %503

495:                                              ; preds = %490
  store i32 0, ptr %491, align 8, !tbaa !26
  %496 = getelementptr inbounds i8, ptr %488, i64 12
  store i32 0, ptr %496, align 4, !tbaa !28
  %497 = load ptr, ptr %488, align 8, !tbaa !29
  %498 = getelementptr inbounds i8, ptr %497, i64 16
  %499 = load ptr, ptr %498, align 8
  call void %499(ptr noundef nonnull align 8 dereferenceable(16) %488) #25
  %500 = load ptr, ptr %488, align 8, !tbaa !29
  %501 = getelementptr inbounds i8, ptr %500, i64 24
  %502 = load ptr, ptr %501, align 8
  call void %502(ptr noundef nonnull align 8 dereferenceable(16) %488) #25
  br label %514

503:                                              ; preds = %490
  %504 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %505 = icmp eq i8 %504, 0
  br i1 %505, label %508, label %506

506:                                              ; preds = %503
  %507 = add nsw i32 %494, -1
  store i32 %507, ptr %491, align 4, !tbaa !13
  br label %510

508:                                              ; preds = %503
  %509 = atomicrmw volatile add ptr %491, i32 -1 acq_rel, align 4
  br label %510

510:                                              ; preds = %508, %506
  %511 = phi i32 [ %494, %506 ], [ %509, %508 ]
  %512 = icmp eq i32 %511, 1
  br i1 %512, label %513, label %514, !prof !32

513:                                              ; preds = %510
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %488) #25
  br label %514

514:                                              ; preds = %513, %510, %495, %486
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %45) #25
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %46) #25
  invoke fastcc void @_ZN4sycl3_V15queue12parallel_forI4BumpJRZ4mainEUlNS0_2idILi1EEEE0_EEENS0_5eventENS0_5rangeILi1EEEDpOT0_(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %46, ptr noundef nonnull align 8 dereferenceable(16) %24, i64 64, ptr noundef nonnull align 8 dereferenceable(8) %44)
          to label %515 unwind label %589

515:                                              ; preds = %514
  invoke void @_ZN4sycl3_V15event4waitEv(ptr noundef nonnull align 8 dereferenceable(16) %46)
          to label %516 unwind label %591

516:                                              ; preds = %515
  %517 = getelementptr inbounds i8, ptr %46, i64 8
  %518 = load ptr, ptr %517, align 8, !tbaa !24
  %519 = icmp eq ptr %518, null
  br i1 %519, label %544, label %520

520:                                              ; preds = %516
  %521 = getelementptr inbounds i8, ptr %518, i64 8
  %522 = load atomic i64, ptr %521 acquire, align 8
  %523 = icmp eq i64 %522, 4294967297
  %524 = trunc i64 %522 to i32
  br i1 %523, label %525, label %533

525:                                              ; preds = %520
  store i32 0, ptr %521, align 8, !tbaa !26
  %526 = getelementptr inbounds i8, ptr %518, i64 12
  store i32 0, ptr %526, align 4, !tbaa !28
  %527 = load ptr, ptr %518, align 8, !tbaa !29
  %528 = getelementptr inbounds i8, ptr %527, i64 16
  %529 = load ptr, ptr %528, align 8
  call void %529(ptr noundef nonnull align 8 dereferenceable(16) %518) #25
  %530 = load ptr, ptr %518, align 8, !tbaa !29
  %531 = getelementptr inbounds i8, ptr %530, i64 24
  %532 = load ptr, ptr %531, align 8
  call void %532(ptr noundef nonnull align 8 dereferenceable(16) %518) #25
  br label %544

533:                                              ; preds = %520
  %534 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %535 = icmp eq i8 %534, 0
  br i1 %535, label %538, label %536

536:                                              ; preds = %533
  %537 = add nsw i32 %524, -1
  store i32 %537, ptr %521, align 4, !tbaa !13
  br label %540

538:                                              ; preds = %533
  %539 = atomicrmw volatile add ptr %521, i32 -1 acq_rel, align 4
  br label %540

540:                                              ; preds = %538, %536
  %541 = phi i32 [ %524, %536 ], [ %539, %538 ]
  %542 = icmp eq i32 %541, 1
  br i1 %542, label %543, label %544, !prof !32

543:                                              ; preds = %540
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %518) #25
  br label %544

544:                                              ; preds = %516, %525, %540, %543
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %46) #25
  br label %545

545:                                              ; preds = %544, %710
  %546 = phi i64 [ 0, %544 ], [ %711, %710 ]
  %547 = phi i32 [ 0, %544 ], [ %704, %710 ]
  %548 = phi i32 [ 0, %544 ], [ %705, %710 ]
  %549 = phi i32 [ 0, %544 ], [ %706, %710 ]
  %550 = phi i32 [ 0, %544 ], [ %707, %710 ]
  %551 = mul nuw nsw i64 %546, 100
  %552 = shl nsw i64 %546, 9
  %553 = getelementptr inbounds i8, ptr %48, i64 %552
  br label %595

554:                                              ; preds = %710
  %555 = load i32, ptr %69, align 4, !tbaa !13
  %556 = icmp eq i32 %555, %706
  br i1 %556, label %713, label %725

557:                                              ; preds = %68
  %558 = landingpad { ptr, i32 }
          cleanup
  br label %854

559:                                              ; preds = %141
  %560 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %27) #25
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %26) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %26) #25
  br label %850

561:                                              ; preds = %195
  %562 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %30) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %30) #25
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %29) #25
  br label %575

563:                                              ; preds = %250
  %564 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %34) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %34) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33) #25
  br label %573

565:                                              ; preds = %303
  %566 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %37) #25
  br label %571

567:                                              ; preds = %373, %336
  %568 = landingpad { ptr, i32 }
          cleanup
  br label %571

569:                                              ; preds = %410
  %570 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %41) #25
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %39) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %38) #25
  br label %571

571:                                              ; preds = %569, %567, %565
  %572 = phi { ptr, i32 } [ %570, %569 ], [ %568, %567 ], [ %566, %565 ]
  call void @_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %32) #25
  br label %573

573:                                              ; preds = %571, %563
  %574 = phi { ptr, i32 } [ %572, %571 ], [ %564, %563 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %32) #25
  call void @_ZN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(49) %28) #25
  br label %575

575:                                              ; preds = %573, %561
  %576 = phi { ptr, i32 } [ %574, %573 ], [ %562, %561 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %28) #25
  br label %850

577:                                              ; preds = %446
  %578 = landingpad { ptr, i32 }
          cleanup
  br label %581

579:                                              ; preds = %455
  %580 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %42) #25
  br label %581

581:                                              ; preds = %577, %453, %579
  %582 = phi { ptr, i32 } [ %580, %579 ], [ %578, %577 ], [ %454, %453 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %43) #25
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %42) #25
  br label %850

583:                                              ; preds = %484
  %584 = landingpad { ptr, i32 }
          cleanup
  br label %587

585:                                              ; preds = %485
  %586 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %45) #25
  br label %587

587:                                              ; preds = %585, %583
  %588 = phi { ptr, i32 } [ %586, %585 ], [ %584, %583 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %45) #25
  br label %848

589:                                              ; preds = %514
  %590 = landingpad { ptr, i32 }
          cleanup
  br label %593

591:                                              ; preds = %515
  %592 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %46) #25
  br label %593

593:                                              ; preds = %591, %589
  %594 = phi { ptr, i32 } [ %592, %591 ], [ %590, %589 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %46) #25
  br label %848

595:                                              ; preds = %545, %595
  %596 = phi i64 [ 0, %545 ], [ %708, %595 ]
  %597 = phi i32 [ %547, %545 ], [ %704, %595 ]
  %598 = phi i32 [ %548, %545 ], [ %705, %595 ]
  %599 = phi i32 [ %549, %545 ], [ %706, %595 ]
  %600 = phi i32 [ %550, %545 ], [ %707, %595 ]
  %601 = or i64 %596, %546
  %602 = icmp ult i64 %601, 4
  %603 = insertelement <4 x i1> poison, i1 %602, i64 0
  %604 = shufflevector <4 x i1> %603, <4 x i1> poison, <4 x i32> zeroinitializer
  %605 = mul nuw nsw i64 %596, 10
  %606 = add nuw nsw i64 %605, %551
  %607 = insertelement <4 x i64> poison, i64 %606, i64 0
  %608 = shufflevector <4 x i64> %607, <4 x i64> poison, <4 x i32> zeroinitializer
  %609 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %600, i64 0
  %610 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %599, i64 0
  %611 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %598, i64 0
  %612 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %597, i64 0
  %613 = shl nsw i64 %596, 6
  %614 = getelementptr inbounds i8, ptr %553, i64 %613
  %615 = add nuw nsw <4 x i64> %608, <i64 0, i64 1, i64 2, i64 3>
  %616 = uitofp nneg <4 x i64> %615 to <4 x float>
  %617 = fmul <4 x float> %616, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>
  %618 = select <4 x i1> %604, <4 x float> %616, <4 x float> %617
  %619 = load <4 x float>, ptr %614, align 4, !tbaa !5
  %620 = fcmp une <4 x float> %619, %618
  %621 = zext <4 x i1> %620 to <4 x i32>
  %622 = add <4 x i32> %609, %621
  %623 = fcmp uge <4 x float> %618, <float 1.000000e+02, float 1.000000e+02, float 1.000000e+02, float 1.000000e+02>
  %624 = fcmp olt <4 x float> %618, <float 5.000000e+02, float 5.000000e+02, float 5.000000e+02, float 5.000000e+02>
  %625 = xor <4 x i1> %624, <i1 true, i1 true, i1 true, i1 true>
  %626 = and <4 x i1> %623, %625
  %627 = and <4 x i1> %623, %624
  %628 = xor <4 x i1> %623, <i1 true, i1 true, i1 true, i1 true>
  %629 = zext <4 x i1> %628 to <4 x i32>
  %630 = add <4 x i32> %610, %629
  %631 = xor <4 x i1> %626, <i1 true, i1 true, i1 true, i1 true>
  %632 = select <4 x i1> %631, <4 x i1> %627, <4 x i1> zeroinitializer
  %633 = zext <4 x i1> %632 to <4 x i32>
  %634 = add <4 x i32> %611, %633
  %635 = zext <4 x i1> %626 to <4 x i32>
  %636 = add <4 x i32> %612, %635
  %637 = add nuw nsw <4 x i64> %608, <i64 4, i64 5, i64 6, i64 7>
  %638 = uitofp nneg <4 x i64> %637 to <4 x float>
  %639 = fmul <4 x float> %638, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>
  %640 = select <4 x i1> %604, <4 x float> %638, <4 x float> %639
  %641 = getelementptr inbounds i8, ptr %614, i64 16
  %642 = load <4 x float>, ptr %641, align 4, !tbaa !5
  %643 = fcmp une <4 x float> %642, %640
  %644 = zext <4 x i1> %643 to <4 x i32>
  %645 = add <4 x i32> %622, %644
  %646 = fcmp uge <4 x float> %640, <float 1.000000e+02, float 1.000000e+02, float 1.000000e+02, float 1.000000e+02>
  %647 = fcmp olt <4 x float> %640, <float 5.000000e+02, float 5.000000e+02, float 5.000000e+02, float 5.000000e+02>
  %648 = xor <4 x i1> %647, <i1 true, i1 true, i1 true, i1 true>
  %649 = and <4 x i1> %646, %648
  %650 = and <4 x i1> %646, %647
  %651 = xor <4 x i1> %646, <i1 true, i1 true, i1 true, i1 true>
  %652 = zext <4 x i1> %651 to <4 x i32>
  %653 = add <4 x i32> %630, %652
  %654 = xor <4 x i1> %649, <i1 true, i1 true, i1 true, i1 true>
  %655 = select <4 x i1> %654, <4 x i1> %650, <4 x i1> zeroinitializer
  %656 = zext <4 x i1> %655 to <4 x i32>
  %657 = add <4 x i32> %634, %656
  %658 = zext <4 x i1> %649 to <4 x i32>
  %659 = add <4 x i32> %636, %658
  %660 = add nuw nsw <4 x i64> %608, <i64 8, i64 9, i64 10, i64 11>
  %661 = uitofp nneg <4 x i64> %660 to <4 x float>
  %662 = fmul <4 x float> %661, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>
  %663 = getelementptr inbounds i8, ptr %614, i64 32
  %664 = load <4 x float>, ptr %663, align 4, !tbaa !5
  %665 = fcmp une <4 x float> %664, %662
  %666 = zext <4 x i1> %665 to <4 x i32>
  %667 = add <4 x i32> %645, %666
  %668 = fcmp uge <4 x float> %662, <float 1.000000e+02, float 1.000000e+02, float 1.000000e+02, float 1.000000e+02>
  %669 = fcmp olt <4 x float> %662, <float 5.000000e+02, float 5.000000e+02, float 5.000000e+02, float 5.000000e+02>
  %670 = xor <4 x i1> %669, <i1 true, i1 true, i1 true, i1 true>
  %671 = and <4 x i1> %668, %670
  %672 = and <4 x i1> %668, %669
  %673 = xor <4 x i1> %668, <i1 true, i1 true, i1 true, i1 true>
  %674 = zext <4 x i1> %673 to <4 x i32>
  %675 = add <4 x i32> %653, %674
  %676 = xor <4 x i1> %671, <i1 true, i1 true, i1 true, i1 true>
  %677 = select <4 x i1> %676, <4 x i1> %672, <4 x i1> zeroinitializer
  %678 = zext <4 x i1> %677 to <4 x i32>
  %679 = add <4 x i32> %657, %678
  %680 = zext <4 x i1> %671 to <4 x i32>
  %681 = add <4 x i32> %659, %680
  %682 = add nuw nsw <4 x i64> %608, <i64 12, i64 13, i64 14, i64 15>
  %683 = uitofp nneg <4 x i64> %682 to <4 x float>
  %684 = fmul <4 x float> %683, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>
  %685 = getelementptr inbounds i8, ptr %614, i64 48
  %686 = load <4 x float>, ptr %685, align 4, !tbaa !5
  %687 = fcmp une <4 x float> %686, %684
  %688 = zext <4 x i1> %687 to <4 x i32>
  %689 = add <4 x i32> %667, %688
  %690 = fcmp uge <4 x float> %684, <float 1.000000e+02, float 1.000000e+02, float 1.000000e+02, float 1.000000e+02>
  %691 = fcmp olt <4 x float> %684, <float 5.000000e+02, float 5.000000e+02, float 5.000000e+02, float 5.000000e+02>
  %692 = xor <4 x i1> %691, <i1 true, i1 true, i1 true, i1 true>
  %693 = and <4 x i1> %690, %692
  %694 = and <4 x i1> %690, %691
  %695 = xor <4 x i1> %690, <i1 true, i1 true, i1 true, i1 true>
  %696 = zext <4 x i1> %695 to <4 x i32>
  %697 = add <4 x i32> %675, %696
  %698 = xor <4 x i1> %693, <i1 true, i1 true, i1 true, i1 true>
  %699 = select <4 x i1> %698, <4 x i1> %694, <4 x i1> zeroinitializer
  %700 = zext <4 x i1> %699 to <4 x i32>
  %701 = add <4 x i32> %679, %700
  %702 = zext <4 x i1> %693 to <4 x i32>
  %703 = add <4 x i32> %681, %702
  %704 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %703)
  %705 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %701)
  %706 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %697)
  %707 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %689)
  %708 = add nuw nsw i64 %596, 1
  %709 = icmp eq i64 %708, 8
  br i1 %709, label %710, label %595, !llvm.loop !93

710:                                              ; preds = %595
  %711 = add nuw nsw i64 %546, 1
  %712 = icmp eq i64 %711, 8
  br i1 %712, label %554, label %545, !llvm.loop !94

713:                                              ; preds = %554
  %714 = getelementptr inbounds i8, ptr %69, i64 4
  %715 = load i32, ptr %714, align 4, !tbaa !13
  %716 = icmp eq i32 %715, %705
  br i1 %716, label %717, label %725

717:                                              ; preds = %713
  %718 = getelementptr inbounds i8, ptr %69, i64 8
  %719 = load i32, ptr %718, align 4, !tbaa !13
  %720 = icmp eq i32 %719, %704
  br i1 %720, label %721, label %725

721:                                              ; preds = %717
  %722 = getelementptr inbounds i8, ptr %69, i64 12
  %723 = load i32, ptr %722, align 4, !tbaa !13
  %724 = icmp eq i32 %723, 1024
  br i1 %724, label %727, label %725

725:                                              ; preds = %721, %717, %713, %554
  %726 = add nsw i32 %707, 1
  br label %727

727:                                              ; preds = %725, %721
  %728 = phi i32 [ %726, %725 ], [ %707, %721 ]
  %729 = getelementptr inbounds i8, ptr %145, i64 16
  %730 = load <4 x i32>, ptr %145, align 4, !tbaa !13
  %731 = load <4 x i32>, ptr %729, align 4, !tbaa !13
  %732 = getelementptr inbounds i8, ptr %145, i64 32
  %733 = getelementptr inbounds i8, ptr %145, i64 48
  %734 = load <4 x i32>, ptr %732, align 4, !tbaa !13
  %735 = load <4 x i32>, ptr %733, align 4, !tbaa !13
  %736 = getelementptr inbounds i8, ptr %145, i64 64
  %737 = getelementptr inbounds i8, ptr %145, i64 80
  %738 = load <4 x i32>, ptr %736, align 4, !tbaa !13
  %739 = load <4 x i32>, ptr %737, align 4, !tbaa !13
  %740 = getelementptr inbounds i8, ptr %145, i64 96
  %741 = getelementptr inbounds i8, ptr %145, i64 112
  %742 = load <4 x i32>, ptr %740, align 4, !tbaa !13
  %743 = load <4 x i32>, ptr %741, align 4, !tbaa !13
  %744 = getelementptr inbounds i8, ptr %145, i64 128
  %745 = getelementptr inbounds i8, ptr %145, i64 144
  %746 = load <4 x i32>, ptr %744, align 4, !tbaa !13
  %747 = load <4 x i32>, ptr %745, align 4, !tbaa !13
  %748 = getelementptr inbounds i8, ptr %145, i64 160
  %749 = getelementptr inbounds i8, ptr %145, i64 176
  %750 = load <4 x i32>, ptr %748, align 4, !tbaa !13
  %751 = load <4 x i32>, ptr %749, align 4, !tbaa !13
  %752 = getelementptr inbounds i8, ptr %145, i64 192
  %753 = getelementptr inbounds i8, ptr %145, i64 208
  %754 = load <4 x i32>, ptr %752, align 4, !tbaa !13
  %755 = load <4 x i32>, ptr %753, align 4, !tbaa !13
  %756 = getelementptr inbounds i8, ptr %145, i64 224
  %757 = getelementptr inbounds i8, ptr %145, i64 240
  %758 = load <4 x i32>, ptr %756, align 4, !tbaa !13
  %759 = load <4 x i32>, ptr %757, align 4, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %47) #25
  store ptr @.str, ptr %47, align 8, !tbaa !35, !alias.scope !95
  %760 = getelementptr inbounds i8, ptr %47, i64 8
  store ptr @.str.1, ptr %760, align 8, !tbaa !41, !alias.scope !95
  %761 = getelementptr inbounds i8, ptr %47, i64 16
  store i64 81, ptr %761, align 8, !tbaa !42, !alias.scope !95
  %762 = getelementptr inbounds i8, ptr %47, i64 24
  store i64 3, ptr %762, align 8, !tbaa !43, !alias.scope !95
  invoke void @_ZN4sycl3_V14freeEPvRKNS0_5queueERKNS0_6detail13code_locationE(ptr noundef nonnull %145, ptr noundef nonnull align 8 dereferenceable(16) %24, ptr noundef nonnull align 8 dereferenceable(32) %47)
          to label %763 unwind label %846

763:                                              ; preds = %727
  %764 = icmp ne <4 x i32> %731, <i32 10, i32 12, i32 14, i32 16>
  %765 = zext <4 x i1> %764 to <4 x i32>
  %766 = icmp ne <4 x i32> %735, <i32 26, i32 28, i32 30, i32 32>
  %767 = zext <4 x i1> %766 to <4 x i32>
  %768 = add nuw nsw <4 x i32> %765, %767
  %769 = icmp ne <4 x i32> %739, <i32 42, i32 44, i32 46, i32 48>
  %770 = zext <4 x i1> %769 to <4 x i32>
  %771 = add nuw nsw <4 x i32> %768, %770
  %772 = icmp ne <4 x i32> %743, <i32 58, i32 60, i32 62, i32 64>
  %773 = zext <4 x i1> %772 to <4 x i32>
  %774 = add nuw nsw <4 x i32> %771, %773
  %775 = icmp ne <4 x i32> %747, <i32 74, i32 76, i32 78, i32 80>
  %776 = zext <4 x i1> %775 to <4 x i32>
  %777 = add nuw nsw <4 x i32> %774, %776
  %778 = icmp ne <4 x i32> %751, <i32 90, i32 92, i32 94, i32 96>
  %779 = zext <4 x i1> %778 to <4 x i32>
  %780 = add nuw nsw <4 x i32> %777, %779
  %781 = icmp ne <4 x i32> %755, <i32 106, i32 108, i32 110, i32 112>
  %782 = zext <4 x i1> %781 to <4 x i32>
  %783 = add nuw nsw <4 x i32> %780, %782
  %784 = icmp ne <4 x i32> %759, <i32 122, i32 124, i32 126, i32 128>
  %785 = zext <4 x i1> %784 to <4 x i32>
  %786 = add <4 x i32> %783, %785
  %787 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %728, i64 0
  %788 = icmp ne <4 x i32> %730, <i32 2, i32 4, i32 6, i32 8>
  %789 = zext <4 x i1> %788 to <4 x i32>
  %790 = add <4 x i32> %787, %789
  %791 = icmp ne <4 x i32> %734, <i32 18, i32 20, i32 22, i32 24>
  %792 = zext <4 x i1> %791 to <4 x i32>
  %793 = add <4 x i32> %790, %792
  %794 = icmp ne <4 x i32> %738, <i32 34, i32 36, i32 38, i32 40>
  %795 = zext <4 x i1> %794 to <4 x i32>
  %796 = add <4 x i32> %793, %795
  %797 = icmp ne <4 x i32> %742, <i32 50, i32 52, i32 54, i32 56>
  %798 = zext <4 x i1> %797 to <4 x i32>
  %799 = add <4 x i32> %796, %798
  %800 = icmp ne <4 x i32> %746, <i32 66, i32 68, i32 70, i32 72>
  %801 = zext <4 x i1> %800 to <4 x i32>
  %802 = add <4 x i32> %799, %801
  %803 = icmp ne <4 x i32> %750, <i32 82, i32 84, i32 86, i32 88>
  %804 = zext <4 x i1> %803 to <4 x i32>
  %805 = add <4 x i32> %802, %804
  %806 = icmp ne <4 x i32> %754, <i32 98, i32 100, i32 102, i32 104>
  %807 = zext <4 x i1> %806 to <4 x i32>
  %808 = add <4 x i32> %805, %807
  %809 = icmp ne <4 x i32> %758, <i32 114, i32 116, i32 118, i32 120>
  %810 = zext <4 x i1> %809 to <4 x i32>
  %811 = add <4 x i32> %808, %810
  %812 = add <4 x i32> %786, %811
  %813 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %812)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %47) #25
  %814 = icmp ne i32 %813, 0
  %815 = select i1 %814, ptr @.str.2, ptr @.str.3
  %816 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) %815, i32 noundef %813)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %44) #25
  %817 = getelementptr inbounds i8, ptr %24, i64 8
  %818 = load ptr, ptr %817, align 8, !tbaa !24
  %819 = icmp eq ptr %818, null
  br i1 %819, label %844, label %820

820:                                              ; preds = %763
  %821 = getelementptr inbounds i8, ptr %818, i64 8
  %822 = load atomic i64, ptr %821 acquire, align 8
  %823 = icmp eq i64 %822, 4294967297
  %824 = trunc i64 %822 to i32
  br i1 %823, label %825, label %833

825:                                              ; preds = %820
  store i32 0, ptr %821, align 8, !tbaa !26
  %826 = getelementptr inbounds i8, ptr %818, i64 12
  store i32 0, ptr %826, align 4, !tbaa !28
  %827 = load ptr, ptr %818, align 8, !tbaa !29
  %828 = getelementptr inbounds i8, ptr %827, i64 16
  %829 = load ptr, ptr %828, align 8
  call void %829(ptr noundef nonnull align 8 dereferenceable(16) %818) #25
  %830 = load ptr, ptr %818, align 8, !tbaa !29
  %831 = getelementptr inbounds i8, ptr %830, i64 24
  %832 = load ptr, ptr %831, align 8
  call void %832(ptr noundef nonnull align 8 dereferenceable(16) %818) #25
  br label %844

833:                                              ; preds = %820
  %834 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %835 = icmp eq i8 %834, 0
  br i1 %835, label %838, label %836

836:                                              ; preds = %833
  %837 = add nsw i32 %824, -1
  store i32 %837, ptr %821, align 4, !tbaa !13
  br label %840

838:                                              ; preds = %833
  %839 = atomicrmw volatile add ptr %821, i32 -1 acq_rel, align 4
  br label %840

840:                                              ; preds = %838, %836
  %841 = phi i32 [ %824, %836 ], [ %839, %838 ]
  %842 = icmp eq i32 %841, 1
  br i1 %842, label %843, label %844, !prof !32

843:                                              ; preds = %840
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %818) #25
  br label %844

844:                                              ; preds = %763, %825, %840, %843
  %845 = zext i1 %814 to i32
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %24) #25
  call void @_ZdlPvm(ptr noundef nonnull %69, i64 noundef 16) #27
  call void @_ZdlPvm(ptr noundef nonnull %48, i64 noundef 4096) #27
  ret i32 %845

846:                                              ; preds = %727
  %847 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %47) #25
  br label %848

848:                                              ; preds = %846, %593, %587
  %849 = phi { ptr, i32 } [ %847, %846 ], [ %594, %593 ], [ %588, %587 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %44) #25
  br label %850

850:                                              ; preds = %848, %581, %575, %559
  %851 = phi { ptr, i32 } [ %849, %848 ], [ %582, %581 ], [ %576, %575 ], [ %560, %559 ]
  call void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %24) #25
  br label %852

852:                                              ; preds = %850, %91
  %853 = phi { ptr, i32 } [ %851, %850 ], [ %83, %91 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %24) #25
  call void @_ZdlPvm(ptr noundef nonnull %69, i64 noundef 16) #27
  br label %854

854:                                              ; preds = %852, %557
  %855 = phi { ptr, i32 } [ %853, %852 ], [ %558, %557 ]
  call void @_ZdlPvm(ptr noundef nonnull %48, i64 noundef 4096) #27
  resume { ptr, i32 } %855
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V113malloc_sharedIiEEPT_mRKNS0_5queueERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3) local_unnamed_addr #2 comdat personality ptr @__gxx_personality_v0 {
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
  %12 = load ptr, ptr %11, align 8, !tbaa !24
  %13 = icmp eq ptr %12, null
  br i1 %13, label %38, label %14

14:                                               ; preds = %10
  %15 = getelementptr inbounds i8, ptr %12, i64 8
  %16 = load atomic i64, ptr %15 acquire, align 8
  %17 = icmp eq i64 %16, 4294967297
  %18 = trunc i64 %16 to i32
  br i1 %17, label %19, label %27

19:                                               ; preds = %14
  store i32 0, ptr %15, align 8, !tbaa !26
  %20 = getelementptr inbounds i8, ptr %12, i64 12
  store i32 0, ptr %20, align 4, !tbaa !28
  %21 = load ptr, ptr %12, align 8, !tbaa !29
  %22 = getelementptr inbounds i8, ptr %21, i64 16
  %23 = load ptr, ptr %22, align 8
  call void %23(ptr noundef nonnull align 8 dereferenceable(16) %12) #25
  %24 = load ptr, ptr %12, align 8, !tbaa !29
  %25 = getelementptr inbounds i8, ptr %24, i64 24
  %26 = load ptr, ptr %25, align 8
  call void %26(ptr noundef nonnull align 8 dereferenceable(16) %12) #25
  br label %38

27:                                               ; preds = %14
  %28 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %29 = icmp eq i8 %28, 0
  br i1 %29, label %32, label %30

30:                                               ; preds = %27
  %31 = add nsw i32 %18, -1
  store i32 %31, ptr %15, align 4, !tbaa !13
  br label %34

32:                                               ; preds = %27
  %33 = atomicrmw volatile add ptr %15, i32 -1 acq_rel, align 4
  br label %34

34:                                               ; preds = %32, %30
  %35 = phi i32 [ %18, %30 ], [ %33, %32 ]
  %36 = icmp eq i32 %35, 1
  br i1 %36, label %37, label %38, !prof !32

37:                                               ; preds = %34
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %12) #25
  br label %38

38:                                               ; preds = %10, %19, %34, %37
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #25
  %39 = getelementptr inbounds i8, ptr %5, i64 8
  %40 = load ptr, ptr %39, align 8, !tbaa !24
  %41 = icmp eq ptr %40, null
  br i1 %41, label %66, label %42

42:                                               ; preds = %38
  %43 = getelementptr inbounds i8, ptr %40, i64 8
  %44 = load atomic i64, ptr %43 acquire, align 8
  %45 = icmp eq i64 %44, 4294967297
  %46 = trunc i64 %44 to i32
  br i1 %45, label %47, label %55

47:                                               ; preds = %42
  store i32 0, ptr %43, align 8, !tbaa !26
  %48 = getelementptr inbounds i8, ptr %40, i64 12
  store i32 0, ptr %48, align 4, !tbaa !28
  %49 = load ptr, ptr %40, align 8, !tbaa !29
  %50 = getelementptr inbounds i8, ptr %49, i64 16
  %51 = load ptr, ptr %50, align 8
  call void %51(ptr noundef nonnull align 8 dereferenceable(16) %40) #25
  %52 = load ptr, ptr %40, align 8, !tbaa !29
  %53 = getelementptr inbounds i8, ptr %52, i64 24
  %54 = load ptr, ptr %53, align 8
  call void %54(ptr noundef nonnull align 8 dereferenceable(16) %40) #25
  br label %66

55:                                               ; preds = %42
  %56 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %57 = icmp eq i8 %56, 0
  br i1 %57, label %60, label %58

58:                                               ; preds = %55
  %59 = add nsw i32 %46, -1
  store i32 %59, ptr %43, align 4, !tbaa !13
  br label %62

60:                                               ; preds = %55
  %61 = atomicrmw volatile add ptr %43, i32 -1 acq_rel, align 4
  br label %62

62:                                               ; preds = %60, %58
  %63 = phi i32 [ %46, %58 ], [ %61, %60 ]
  %64 = icmp eq i32 %63, 1
  br i1 %64, label %65, label %66, !prof !32

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
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi3EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(49) %0, ptr noundef %1, ptr noundef nonnull align 8 dereferenceable(24) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.std::unique_ptr.106", align 8
  %7 = alloca %"struct.std::array", align 16
  %8 = load i64, ptr %2, align 8, !tbaa !44
  %9 = getelementptr inbounds i8, ptr %2, i64 8
  %10 = load i64, ptr %9, align 8, !tbaa !44
  %11 = getelementptr inbounds i8, ptr %2, i64 16
  %12 = load i64, ptr %11, align 8, !tbaa !44
  %13 = shl i64 %8, 2
  %14 = mul i64 %13, %10
  %15 = mul i64 %14, %12
  %16 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #24, !noalias !98
  store ptr getelementptr inbounds inrange(-16, 56) (i8, ptr @_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE, i64 16), ptr %16, align 8, !tbaa !29, !noalias !98
  %17 = getelementptr inbounds i8, ptr %16, i64 8
  store i64 128, ptr %17, align 8, !tbaa !101, !noalias !98
  %18 = getelementptr inbounds i8, ptr %16, i64 16
  store i64 4, ptr %18, align 8, !tbaa !103, !noalias !98
  store ptr %16, ptr %6, align 8, !tbaa !106
  invoke void @_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS8_EE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef %1, i64 noundef %15, i64 noundef 4, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull %6)
          to label %19 unwind label %41

19:                                               ; preds = %5
  %20 = load ptr, ptr %6, align 8, !tbaa !15
  %21 = icmp eq ptr %20, null
  br i1 %21, label %26, label %22

22:                                               ; preds = %19
  %23 = load ptr, ptr %20, align 8, !tbaa !29
  %24 = getelementptr inbounds i8, ptr %23, i64 16
  %25 = load ptr, ptr %24, align 8
  call void %25(ptr noundef nonnull align 8 dereferenceable(8) %20) #25
  br label %26

26:                                               ; preds = %19, %22
  store ptr null, ptr %6, align 8, !tbaa !15
  %27 = getelementptr inbounds i8, ptr %0, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %27, ptr noundef nonnull align 8 dereferenceable(24) %2, i64 24, i1 false)
  %28 = getelementptr inbounds i8, ptr %0, i64 40
  store i64 0, ptr %28, align 8, !tbaa !108
  %29 = getelementptr inbounds i8, ptr %0, i64 48
  store i8 0, ptr %29, align 8, !tbaa !116
  %30 = load ptr, ptr %0, align 8, !tbaa !117
  %31 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTIf, i64 8), align 8, !tbaa !118
  %32 = load i8, ptr %31, align 1, !tbaa !31
  %33 = icmp eq i8 %32, 42
  %34 = zext i1 %33 to i64
  %35 = getelementptr inbounds i8, ptr %31, i64 %34
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #25
  call void @llvm.experimental.noalias.scope.decl(metadata !120)
  %36 = load <2 x i64>, ptr %27, align 8, !tbaa !44, !noalias !120
  store <2 x i64> %36, ptr %7, align 16, !tbaa !44, !alias.scope !120
  %37 = getelementptr inbounds i8, ptr %7, i64 16
  %38 = getelementptr inbounds i8, ptr %0, i64 32
  %39 = load i64, ptr %38, align 8, !tbaa !44, !noalias !120
  store i64 %39, ptr %37, align 16, !tbaa !44, !alias.scope !120
  invoke void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef %30, ptr noundef %1, ptr noundef nonnull %35, i32 noundef 3, i32 noundef 4, ptr noundef nonnull %7)
          to label %40 unwind label %49

40:                                               ; preds = %26
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #25
  ret void

41:                                               ; preds = %5
  %42 = landingpad { ptr, i32 }
          cleanup
  %43 = load ptr, ptr %6, align 8, !tbaa !15
  %44 = icmp eq ptr %43, null
  br i1 %44, label %51, label %45

45:                                               ; preds = %41
  %46 = load ptr, ptr %43, align 8, !tbaa !29
  %47 = getelementptr inbounds i8, ptr %46, i64 16
  %48 = load ptr, ptr %47, align 8
  call void %48(ptr noundef nonnull align 8 dereferenceable(8) %43) #25
  br label %51

49:                                               ; preds = %26
  %50 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #25
  call void @_ZN4sycl3_V16detail12buffer_plainD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
  br label %51

51:                                               ; preds = %41, %45, %49
  %52 = phi { ptr, i32 } [ %50, %49 ], [ %42, %45 ], [ %42, %41 ]
  resume { ptr, i32 } %52
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvEC2EPiRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %0, ptr noundef %1, ptr noundef nonnull align 8 dereferenceable(8) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.std::unique_ptr.106", align 8
  %7 = alloca %"struct.std::array", align 8
  %8 = load i64, ptr %2, align 8, !tbaa !44
  %9 = shl i64 %8, 2
  %10 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #24, !noalias !123
  store ptr getelementptr inbounds inrange(-16, 56) (i8, ptr @_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE, i64 16), ptr %10, align 8, !tbaa !29, !noalias !123
  %11 = getelementptr inbounds i8, ptr %10, i64 8
  store i64 128, ptr %11, align 8, !tbaa !126, !noalias !123
  %12 = getelementptr inbounds i8, ptr %10, i64 16
  store i64 4, ptr %12, align 8, !tbaa !128, !noalias !123
  store ptr %10, ptr %6, align 8, !tbaa !106
  invoke void @_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS8_EE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef %1, i64 noundef %9, i64 noundef 4, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull %6)
          to label %13 unwind label %33

13:                                               ; preds = %5
  %14 = load ptr, ptr %6, align 8, !tbaa !15
  %15 = icmp eq ptr %14, null
  br i1 %15, label %20, label %16

16:                                               ; preds = %13
  %17 = load ptr, ptr %14, align 8, !tbaa !29
  %18 = getelementptr inbounds i8, ptr %17, i64 16
  %19 = load ptr, ptr %18, align 8
  call void %19(ptr noundef nonnull align 8 dereferenceable(8) %14) #25
  br label %20

20:                                               ; preds = %13, %16
  store ptr null, ptr %6, align 8, !tbaa !15
  %21 = getelementptr inbounds i8, ptr %0, i64 16
  %22 = load i64, ptr %2, align 8
  store i64 %22, ptr %21, align 8
  %23 = getelementptr inbounds i8, ptr %0, i64 24
  store i64 0, ptr %23, align 8, !tbaa !130
  %24 = getelementptr inbounds i8, ptr %0, i64 32
  store i8 0, ptr %24, align 8, !tbaa !134
  %25 = load ptr, ptr %0, align 8, !tbaa !117
  %26 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTIi, i64 8), align 8, !tbaa !118
  %27 = load i8, ptr %26, align 1, !tbaa !31
  %28 = icmp eq i8 %27, 42
  %29 = zext i1 %28 to i64
  %30 = getelementptr inbounds i8, ptr %26, i64 %29
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #25
  store i64 %22, ptr %7, align 8, !tbaa !44, !alias.scope !135
  %31 = getelementptr inbounds i8, ptr %7, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %31, i8 0, i64 16, i1 false), !alias.scope !135
  invoke void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef %25, ptr noundef %1, ptr noundef nonnull %30, i32 noundef 1, i32 noundef 4, ptr noundef nonnull %7)
          to label %32 unwind label %41

32:                                               ; preds = %20
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #25
  ret void

33:                                               ; preds = %5
  %34 = landingpad { ptr, i32 }
          cleanup
  %35 = load ptr, ptr %6, align 8, !tbaa !15
  %36 = icmp eq ptr %35, null
  br i1 %36, label %43, label %37

37:                                               ; preds = %33
  %38 = load ptr, ptr %35, align 8, !tbaa !29
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

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15eventD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !24
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !26
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !28
  %12 = load ptr, ptr %3, align 8, !tbaa !29
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !29
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !13
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !32

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  %10 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.23, i64 noundef 20)
          to label %11 unwind label %51

11:                                               ; preds = %8
  %12 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.24, i64 noundef 1)
          to label %13 unwind label %51

13:                                               ; preds = %11
  %14 = load ptr, ptr %9, align 8, !tbaa !29
  %15 = getelementptr inbounds i8, ptr %14, i64 16
  %16 = load ptr, ptr %15, align 8
  %17 = tail call noundef ptr %16(ptr noundef nonnull align 8 dereferenceable(8) %9) #25
  %18 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZStlsISt11char_traitsIcEERSt13basic_ostreamIcT_ES5_PKc(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef %17)
          to label %19 unwind label %51

19:                                               ; preds = %13
  %20 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt4endlIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_(ptr noundef nonnull align 8 dereferenceable(8) %18)
          to label %21 unwind label %51

21:                                               ; preds = %19
  tail call void @__assert_fail(ptr noundef nonnull @.str.25, ptr noundef nonnull @.str.26, i32 noundef 483, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvED2Ev) #26
  unreachable

22:                                               ; preds = %1
  %23 = getelementptr inbounds i8, ptr %0, i64 8
  %24 = load ptr, ptr %23, align 8, !tbaa !24
  %25 = icmp eq ptr %24, null
  br i1 %25, label %50, label %26

26:                                               ; preds = %22
  %27 = getelementptr inbounds i8, ptr %24, i64 8
  %28 = load atomic i64, ptr %27 acquire, align 8
  %29 = icmp eq i64 %28, 4294967297
  %30 = trunc i64 %28 to i32
  br i1 %29, label %31, label %39

31:                                               ; preds = %26
  store i32 0, ptr %27, align 8, !tbaa !26
  %32 = getelementptr inbounds i8, ptr %24, i64 12
  store i32 0, ptr %32, align 4, !tbaa !28
  %33 = load ptr, ptr %24, align 8, !tbaa !29
  %34 = getelementptr inbounds i8, ptr %33, i64 16
  %35 = load ptr, ptr %34, align 8
  tail call void %35(ptr noundef nonnull align 8 dereferenceable(16) %24) #25
  %36 = load ptr, ptr %24, align 8, !tbaa !29
  %37 = getelementptr inbounds i8, ptr %36, i64 24
  %38 = load ptr, ptr %37, align 8
  tail call void %38(ptr noundef nonnull align 8 dereferenceable(16) %24) #25
  br label %50

39:                                               ; preds = %26
  %40 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %41 = icmp eq i8 %40, 0
  br i1 %41, label %44, label %42

42:                                               ; preds = %39
  %43 = add nsw i32 %30, -1
  store i32 %43, ptr %27, align 4, !tbaa !13
  br label %46

44:                                               ; preds = %39
  %45 = atomicrmw volatile add ptr %27, i32 -1 acq_rel, align 4
  br label %46

46:                                               ; preds = %44, %42
  %47 = phi i32 [ %30, %42 ], [ %45, %44 ]
  %48 = icmp eq i32 %47, 1
  br i1 %48, label %49, label %50, !prof !32

49:                                               ; preds = %46
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %24) #25
  br label %50

50:                                               ; preds = %22, %31, %46, %49
  ret void

51:                                               ; preds = %19, %11, %8, %13
  %52 = landingpad { ptr, i32 }
          catch ptr null
  %53 = extractvalue { ptr, i32 } %52, 0
  tail call void @__clang_call_terminate(ptr %53) #26
  unreachable

54:                                               ; preds = %2
  tail call void @__clang_call_terminate(ptr %4) #26
  unreachable
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(49) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  %10 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.23, i64 noundef 20)
          to label %11 unwind label %51

11:                                               ; preds = %8
  %12 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.24, i64 noundef 1)
          to label %13 unwind label %51

13:                                               ; preds = %11
  %14 = load ptr, ptr %9, align 8, !tbaa !29
  %15 = getelementptr inbounds i8, ptr %14, i64 16
  %16 = load ptr, ptr %15, align 8
  %17 = tail call noundef ptr %16(ptr noundef nonnull align 8 dereferenceable(8) %9) #25
  %18 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZStlsISt11char_traitsIcEERSt13basic_ostreamIcT_ES5_PKc(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef %17)
          to label %19 unwind label %51

19:                                               ; preds = %13
  %20 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt4endlIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_(ptr noundef nonnull align 8 dereferenceable(8) %18)
          to label %21 unwind label %51

21:                                               ; preds = %19
  tail call void @__assert_fail(ptr noundef nonnull @.str.25, ptr noundef nonnull @.str.26, i32 noundef 483, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvED2Ev) #26
  unreachable

22:                                               ; preds = %1
  %23 = getelementptr inbounds i8, ptr %0, i64 8
  %24 = load ptr, ptr %23, align 8, !tbaa !24
  %25 = icmp eq ptr %24, null
  br i1 %25, label %50, label %26

26:                                               ; preds = %22
  %27 = getelementptr inbounds i8, ptr %24, i64 8
  %28 = load atomic i64, ptr %27 acquire, align 8
  %29 = icmp eq i64 %28, 4294967297
  %30 = trunc i64 %28 to i32
  br i1 %29, label %31, label %39

31:                                               ; preds = %26
  store i32 0, ptr %27, align 8, !tbaa !26
  %32 = getelementptr inbounds i8, ptr %24, i64 12
  store i32 0, ptr %32, align 4, !tbaa !28
  %33 = load ptr, ptr %24, align 8, !tbaa !29
  %34 = getelementptr inbounds i8, ptr %33, i64 16
  %35 = load ptr, ptr %34, align 8
  tail call void %35(ptr noundef nonnull align 8 dereferenceable(16) %24) #25
  %36 = load ptr, ptr %24, align 8, !tbaa !29
  %37 = getelementptr inbounds i8, ptr %36, i64 24
  %38 = load ptr, ptr %37, align 8
  tail call void %38(ptr noundef nonnull align 8 dereferenceable(16) %24) #25
  br label %50

39:                                               ; preds = %26
  %40 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %41 = icmp eq i8 %40, 0
  br i1 %41, label %44, label %42

42:                                               ; preds = %39
  %43 = add nsw i32 %30, -1
  store i32 %43, ptr %27, align 4, !tbaa !13
  br label %46

44:                                               ; preds = %39
  %45 = atomicrmw volatile add ptr %27, i32 -1 acq_rel, align 4
  br label %46

46:                                               ; preds = %44, %42
  %47 = phi i32 [ %30, %42 ], [ %45, %44 ]
  %48 = icmp eq i32 %47, 1
  br i1 %48, label %49, label %50, !prof !32

49:                                               ; preds = %46
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %24) #25
  br label %50

50:                                               ; preds = %22, %31, %46, %49
  ret void

51:                                               ; preds = %19, %11, %8, %13
  %52 = landingpad { ptr, i32 }
          catch ptr null
  %53 = extractvalue { ptr, i32 } %52, 0
  tail call void @__clang_call_terminate(ptr %53) #26
  unreachable

54:                                               ; preds = %2
  tail call void @__clang_call_terminate(ptr %4) #26
  unreachable
}

declare void @_ZN4sycl3_V15event4waitEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #6

; Function Attrs: mustprogress norecurse uwtable
define internal fastcc void @_ZN4sycl3_V15queue12parallel_forI4BumpJRZ4mainEUlNS0_2idILi1EEEE0_EEENS0_5eventENS0_5rangeILi1EEEDpOT0_(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::event") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i64 %2, ptr noundef nonnull align 8 dereferenceable(8) %3) unnamed_addr #0 align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %6 = alloca %class.anon.199, align 8
  %7 = alloca %"class.sycl::_V1::range.16", align 8
  %8 = alloca %"class.sycl::_V1::ext::oneapi::experimental::properties", align 1
  %9 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %10 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 1
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7), !noalias !138
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %8), !noalias !138
  store i64 %2, ptr %7, align 8, !noalias !141
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #25, !noalias !141
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %9, ptr noundef nonnull align 8 dereferenceable(32) @__const._ZN4sycl3_V15queue17parallel_for_implI4BumpLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE0_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESJ_DpOSH_.CodeLoc, i64 32, i1 false), !noalias !141
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %10) #25, !noalias !141
  call void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1) %10, ptr noundef nonnull align 8 dereferenceable(32) %9), !noalias !141
  %11 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1) %10)
          to label %12 unwind label %16, !noalias !141

12:                                               ; preds = %4
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6), !noalias !141
  store ptr %7, ptr %6, align 8, !noalias !141
  %13 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr %8, ptr %13, align 8, !noalias !141
  %14 = getelementptr inbounds i8, ptr %6, i64 16
  store ptr %3, ptr %14, align 8, !noalias !141
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #25, !noalias !144
  store ptr %6, ptr %5, align 8, !tbaa !57, !noalias !144
  %15 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZNS0_5queue17parallel_for_implI4BumpLi1ENS0_3ext6oneapi12experimental10propertiesINS9_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE0_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESM_DpOSK_EUlRNS0_7handlerEE_E4callEPKvSV_, ptr %15, align 8, !tbaa !59, !noalias !144
  invoke void @_ZN4sycl3_V15queue17submit_with_eventILb0ENS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET0_RKNS0_6detail19type_erased_cgfo_tyEPS1_RKNSD_13code_locationE(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef null, ptr noundef nonnull align 8 dereferenceable(32) %11)
          to label %18 unwind label %16

16:                                               ; preds = %12, %4
  %17 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %10) #25
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %10) #25, !noalias !141
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #25, !noalias !141
  resume { ptr, i32 } %17

18:                                               ; preds = %12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #25, !noalias !144
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6), !noalias !141
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %10) #25
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %10) #25, !noalias !141
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #25, !noalias !141
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7), !noalias !138
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %8), !noalias !138
  ret void
}

declare void @_ZN4sycl3_V14freeEPvRKNS0_5queueERKNS0_6detail13code_locationE(ptr noundef, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !24
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !26
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !28
  %12 = load ptr, ptr %3, align 8, !tbaa !29
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !29
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !13
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !32

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

declare noundef i32 @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE(ptr noundef nonnull align 8 dereferenceable(16)) #6

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE(ptr noundef %0) #8 comdat personality ptr @__gxx_personality_v0 {
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
  %11 = load ptr, ptr %10, align 8, !tbaa !147
  %12 = icmp eq ptr %11, null
  br i1 %12, label %46, label %13

13:                                               ; preds = %9
  store ptr %11, ptr %2, align 8, !tbaa !147
  call void @_ZNSt15__exception_ptr13exception_ptr9_M_addrefEv(ptr noundef nonnull align 8 dereferenceable(8) %2) #25
  invoke void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(ptr noundef nonnull %2) #28
          to label %14 unwind label %15

14:                                               ; preds = %13
  unreachable

15:                                               ; preds = %13
  %16 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception
  %17 = extractvalue { ptr, i32 } %16, 1
  %18 = load ptr, ptr %2, align 8, !tbaa !147
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
  %29 = load ptr, ptr %26, align 8, !tbaa !29
  %30 = getelementptr inbounds i8, ptr %29, i64 16
  %31 = load ptr, ptr %30, align 8
  %32 = call noundef ptr %31(ptr noundef nonnull align 8 dereferenceable(8) %26) #25
  %33 = icmp eq ptr %32, null
  br i1 %33, label %34, label %42

34:                                               ; preds = %28
  %35 = load ptr, ptr @_ZSt4cerr, align 8, !tbaa !29
  %36 = getelementptr i8, ptr %35, i64 -24
  %37 = load i64, ptr %36, align 8
  %38 = getelementptr inbounds i8, ptr @_ZSt4cerr, i64 %37
  %39 = getelementptr inbounds i8, ptr %38, i64 32
  %40 = load i32, ptr %39, align 8, !tbaa !149
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
define linkonce_odr dso_local void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::device", align 8
  %6 = alloca %"class.std::function.35", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #25
  %7 = getelementptr inbounds i8, ptr %6, i64 16
  %8 = getelementptr inbounds i8, ptr %6, i64 24
  %9 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 0, ptr %9, align 8
  store ptr %1, ptr %6, align 8, !tbaa !15
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_, ptr %8, align 8, !tbaa !155
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E10_M_managerERSt9_Any_dataRKS8_St18_Manager_operation, ptr %7, align 8, !tbaa !20
  invoke void @_ZN4sycl3_V16detail13select_deviceERKSt8functionIFiRKNS0_6deviceEEE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::device") align 8 %5, ptr noundef nonnull align 8 dereferenceable(32) %6)
          to label %10 unwind label %48

10:                                               ; preds = %4
  invoke void @_ZN4sycl3_V15queueC2ERKNS0_6deviceERKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %11 unwind label %50

11:                                               ; preds = %10
  %12 = getelementptr inbounds i8, ptr %5, i64 8
  %13 = load ptr, ptr %12, align 8, !tbaa !24
  %14 = icmp eq ptr %13, null
  br i1 %14, label %39, label %15

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %13, i64 8
  %17 = load atomic i64, ptr %16 acquire, align 8
  %18 = icmp eq i64 %17, 4294967297
  %19 = trunc i64 %17 to i32
  br i1 %18, label %20, label %28

20:                                               ; preds = %15
  store i32 0, ptr %16, align 8, !tbaa !26
  %21 = getelementptr inbounds i8, ptr %13, i64 12
  store i32 0, ptr %21, align 4, !tbaa !28
  %22 = load ptr, ptr %13, align 8, !tbaa !29
  %23 = getelementptr inbounds i8, ptr %22, i64 16
  %24 = load ptr, ptr %23, align 8
  call void %24(ptr noundef nonnull align 8 dereferenceable(16) %13) #25
  %25 = load ptr, ptr %13, align 8, !tbaa !29
  %26 = getelementptr inbounds i8, ptr %25, i64 24
  %27 = load ptr, ptr %26, align 8
  call void %27(ptr noundef nonnull align 8 dereferenceable(16) %13) #25
  br label %39

28:                                               ; preds = %15
  %29 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %30 = icmp eq i8 %29, 0
  br i1 %30, label %33, label %31

31:                                               ; preds = %28
  %32 = add nsw i32 %19, -1
  store i32 %32, ptr %16, align 4, !tbaa !13
  br label %35

33:                                               ; preds = %28
  %34 = atomicrmw volatile add ptr %16, i32 -1 acq_rel, align 4
  br label %35

35:                                               ; preds = %33, %31
  %36 = phi i32 [ %19, %31 ], [ %34, %33 ]
  %37 = icmp eq i32 %36, 1
  br i1 %37, label %38, label %39, !prof !32

38:                                               ; preds = %35
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %13) #25
  br label %39

39:                                               ; preds = %11, %20, %35, %38
  %40 = load ptr, ptr %7, align 8, !tbaa !20
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
  %54 = load ptr, ptr %7, align 8, !tbaa !20
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

; Function Attrs: inlinehint mustprogress uwtable
declare noundef nonnull align 8 dereferenceable(8) ptr @_ZStlsISt11char_traitsIcEERSt13basic_ostreamIcT_ES5_PKc(ptr noundef nonnull align 8 dereferenceable(8), ptr noundef) local_unnamed_addr #8

declare ptr @_ZNK4sycl3_V114exception_list5beginEv(ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #6

declare ptr @_ZNK4sycl3_V114exception_list3endEv(ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #6

; Function Attrs: noreturn
declare void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(ptr noundef) local_unnamed_addr #9

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #10

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #11 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #25
  tail call void @_ZSt9terminatev() #26
  unreachable
}

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: inlinehint mustprogress uwtable
declare noundef nonnull align 8 dereferenceable(8) ptr @_ZSt4endlIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #8

declare noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8), ptr noundef, i64 noundef) local_unnamed_addr #6

declare void @_ZNSt9basic_iosIcSt11char_traitsIcEE5clearESt12_Ios_Iostate(ptr noundef nonnull align 8 dereferenceable(264), i32 noundef) local_unnamed_addr #6

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
  %4 = load ptr, ptr %0, align 8, !tbaa !15
  %5 = load <2 x ptr>, ptr %1, align 8, !tbaa !15
  store <2 x ptr> %5, ptr %3, align 16, !tbaa !15
  %6 = getelementptr inbounds i8, ptr %3, i64 16
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  %8 = load ptr, ptr %7, align 8, !tbaa !157
  store ptr %8, ptr %6, align 16, !tbaa !157
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, i8 0, i64 24, i1 false)
  invoke void %4(ptr noundef nonnull %3)
          to label %9 unwind label %32

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %3, i64 8
  %11 = load ptr, ptr %3, align 16, !tbaa !159
  %12 = load ptr, ptr %10, align 8, !tbaa !160
  %13 = icmp eq ptr %11, %12
  br i1 %13, label %24, label %14

14:                                               ; preds = %9, %19
  %15 = phi ptr [ %20, %19 ], [ %11, %9 ]
  %16 = load ptr, ptr %15, align 8, !tbaa !147
  %17 = icmp eq ptr %16, null
  br i1 %17, label %19, label %18

18:                                               ; preds = %14
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %15) #25
  br label %19

19:                                               ; preds = %18, %14
  %20 = getelementptr inbounds i8, ptr %15, i64 8
  %21 = icmp eq ptr %20, %12
  br i1 %21, label %22, label %14, !llvm.loop !161

22:                                               ; preds = %19
  %23 = load ptr, ptr %3, align 16, !tbaa !159
  br label %24

24:                                               ; preds = %22, %9
  %25 = phi ptr [ %23, %22 ], [ %11, %9 ]
  %26 = icmp eq ptr %25, null
  br i1 %26, label %34, label %27

27:                                               ; preds = %24
  %28 = load ptr, ptr %6, align 16, !tbaa !157
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
define linkonce_odr dso_local noundef zeroext i1 @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  switch i32 %2, label %9 [
    i32 0, label %7
    i32 1, label %4
    i32 2, label %5
  ]

4:                                                ; preds = %3
  br label %7

5:                                                ; preds = %3
  %6 = load ptr, ptr %1, align 8, !tbaa !15
  br label %7

7:                                                ; preds = %3, %4, %5
  %8 = phi ptr [ %6, %5 ], [ %1, %4 ], [ @_ZTIPFvN4sycl3_V114exception_listEE, %3 ]
  store ptr %8, ptr %0, align 8, !tbaa !15
  br label %9

9:                                                ; preds = %7, %3
  ret i1 false
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V114exception_listD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !159
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !160
  %5 = icmp eq ptr %2, %4
  br i1 %5, label %16, label %6

6:                                                ; preds = %1, %11
  %7 = phi ptr [ %12, %11 ], [ %2, %1 ]
  %8 = load ptr, ptr %7, align 8, !tbaa !147
  %9 = icmp eq ptr %8, null
  br i1 %9, label %11, label %10

10:                                               ; preds = %6
  tail call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %7) #25
  br label %11

11:                                               ; preds = %10, %6
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  %13 = icmp eq ptr %12, %4
  br i1 %13, label %14, label %6, !llvm.loop !161

14:                                               ; preds = %11
  %15 = load ptr, ptr %0, align 8, !tbaa !159
  br label %16

16:                                               ; preds = %14, %1
  %17 = phi ptr [ %15, %14 ], [ %2, %1 ]
  %18 = icmp eq ptr %17, null
  br i1 %18, label %25, label %19

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !157
  %22 = ptrtoint ptr %21 to i64
  %23 = ptrtoint ptr %17 to i64
  %24 = sub i64 %22, %23
  tail call void @_ZdlPvm(ptr noundef nonnull %17, i64 noundef %24) #27
  br label %25

25:                                               ; preds = %16, %19
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #15

declare void @_ZN4sycl3_V16detail13select_deviceERKSt8functionIFiRKNS0_6deviceEEE(ptr dead_on_unwind writable sret(%"class.sycl::_V1::device") align 8, ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #6

declare void @_ZN4sycl3_V15queueC2ERKNS0_6deviceERKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #6

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16deviceD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !24
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !26
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !28
  %12 = load ptr, ptr %3, align 8, !tbaa !29
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !29
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !13
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !32

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) #2 comdat align 2 {
  %3 = load ptr, ptr %0, align 8, !tbaa !15
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
  %6 = load ptr, ptr %1, align 8, !tbaa !15
  br label %7

7:                                                ; preds = %3, %4, %5
  %8 = phi ptr [ %6, %5 ], [ %1, %4 ], [ @_ZTIPFiRKN4sycl3_V16deviceEE, %3 ]
  store ptr %8, ptr %0, align 8, !tbaa !15
  br label %9

9:                                                ; preds = %7, %3
  ret i1 false
}

; Function Attrs: mustprogress noinline nounwind uwtable
define linkonce_odr dso_local void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %0) local_unnamed_addr #16 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !29
  %3 = getelementptr inbounds i8, ptr %2, i64 16
  %4 = load ptr, ptr %3, align 8
  tail call void %4(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
  %5 = getelementptr inbounds i8, ptr %0, i64 12
  %6 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %7 = icmp eq i8 %6, 0
  br i1 %7, label %11, label %8

8:                                                ; preds = %1
  %9 = load i32, ptr %5, align 4, !tbaa !13
  %10 = add nsw i32 %9, -1
  store i32 %10, ptr %5, align 4, !tbaa !13
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
  tail call void %19(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
  br label %20

20:                                               ; preds = %13, %16
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queue17submit_with_eventILb0ENS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET0_RKNS0_6detail19type_erased_cgfo_tyEPS1_RKNSD_13code_locationE(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::event") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef %3, ptr noundef nonnull align 8 dereferenceable(32) %4) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 1
  %7 = alloca %"class.sycl::_V1::detail::SubmissionInfo", align 8
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %6) #25
  call void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1) %6, ptr noundef nonnull align 8 dereferenceable(32) %4)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #25
  invoke void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16) %7)
          to label %8 unwind label %63

8:                                                ; preds = %5
  %9 = icmp eq ptr %3, null
  br i1 %9, label %67, label %10

10:                                               ; preds = %8
  %11 = load ptr, ptr %3, align 8, !tbaa !162
  %12 = icmp eq ptr %11, null
  br i1 %12, label %13, label %14

13:                                               ; preds = %10
  call void @__assert_fail(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.9, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_5queueEEERKDtsrT_4implERKS4_) #26
  unreachable

14:                                               ; preds = %10
  %15 = invoke noundef nonnull align 8 dereferenceable(16) ptr @_ZN4sycl3_V16detail14SubmissionInfo14SecondaryQueueEv(ptr noundef nonnull align 8 dereferenceable(16) %7)
          to label %16 unwind label %65

16:                                               ; preds = %14
  %17 = load ptr, ptr %3, align 8, !tbaa !162
  store ptr %17, ptr %15, align 8, !tbaa !162
  %18 = getelementptr inbounds i8, ptr %15, i64 8
  %19 = getelementptr inbounds i8, ptr %3, i64 8
  %20 = load ptr, ptr %19, align 8, !tbaa !24
  %21 = load ptr, ptr %18, align 8, !tbaa !24
  %22 = icmp eq ptr %20, %21
  br i1 %22, label %67, label %23

23:                                               ; preds = %16
  %24 = icmp eq ptr %20, null
  br i1 %24, label %35, label %25

25:                                               ; preds = %23
  %26 = getelementptr inbounds i8, ptr %20, i64 8
  %27 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %28 = icmp eq i8 %27, 0
  br i1 %28, label %32, label %29

29:                                               ; preds = %25
  %30 = load i32, ptr %26, align 4, !tbaa !13
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %26, align 4, !tbaa !13
  br label %35

32:                                               ; preds = %25
  %33 = atomicrmw volatile add ptr %26, i32 1 acq_rel, align 4
  %34 = load ptr, ptr %18, align 8, !tbaa !24
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
  store i32 0, ptr %39, align 8, !tbaa !26
  %44 = getelementptr inbounds i8, ptr %36, i64 12
  store i32 0, ptr %44, align 4, !tbaa !28
  %45 = load ptr, ptr %36, align 8, !tbaa !29
  %46 = getelementptr inbounds i8, ptr %45, i64 16
  %47 = load ptr, ptr %46, align 8
  call void %47(ptr noundef nonnull align 8 dereferenceable(16) %36) #25
  %48 = load ptr, ptr %36, align 8, !tbaa !29
  %49 = getelementptr inbounds i8, ptr %48, i64 24
  %50 = load ptr, ptr %49, align 8
  call void %50(ptr noundef nonnull align 8 dereferenceable(16) %36) #25
  br label %62

51:                                               ; preds = %38
  %52 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %53 = icmp eq i8 %52, 0
  br i1 %53, label %56, label %54

54:                                               ; preds = %51
  %55 = add nsw i32 %42, -1
  store i32 %55, ptr %39, align 4, !tbaa !13
  br label %58

56:                                               ; preds = %51
  %57 = atomicrmw volatile add ptr %39, i32 -1 acq_rel, align 4
  br label %58

58:                                               ; preds = %56, %54
  %59 = phi i32 [ %42, %54 ], [ %57, %56 ]
  %60 = icmp eq i32 %59, 1
  br i1 %60, label %61, label %62, !prof !32

61:                                               ; preds = %58
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %36) #25
  br label %62

62:                                               ; preds = %61, %58, %43, %35
  store ptr %20, ptr %18, align 8, !tbaa !24
  br label %67

63:                                               ; preds = %5
  %64 = landingpad { ptr, i32 }
          cleanup
  br label %102

65:                                               ; preds = %69, %67, %14
  %66 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail14SubmissionInfoD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %7) #25
  br label %102

67:                                               ; preds = %62, %16, %8
  %68 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1) %6)
          to label %69 unwind label %65

69:                                               ; preds = %67
  %70 = load i8, ptr %6, align 1, !tbaa !164, !range !166, !noundef !167
  %71 = trunc nuw i8 %70 to i1
  %72 = xor i1 %71, true
  invoke void @_ZN4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_14SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef nonnull align 8 dereferenceable(32) %68, i1 noundef zeroext %72)
          to label %73 unwind label %65

73:                                               ; preds = %69
  %74 = getelementptr inbounds i8, ptr %7, i64 8
  %75 = load ptr, ptr %74, align 8, !tbaa !24
  %76 = icmp eq ptr %75, null
  br i1 %76, label %101, label %77

77:                                               ; preds = %73
  %78 = getelementptr inbounds i8, ptr %75, i64 8
  %79 = load atomic i64, ptr %78 acquire, align 8
  %80 = icmp eq i64 %79, 4294967297
  %81 = trunc i64 %79 to i32
  br i1 %80, label %82, label %90

82:                                               ; preds = %77
  store i32 0, ptr %78, align 8, !tbaa !26
  %83 = getelementptr inbounds i8, ptr %75, i64 12
  store i32 0, ptr %83, align 4, !tbaa !28
  %84 = load ptr, ptr %75, align 8, !tbaa !29
  %85 = getelementptr inbounds i8, ptr %84, i64 16
  %86 = load ptr, ptr %85, align 8
  call void %86(ptr noundef nonnull align 8 dereferenceable(16) %75) #25
  %87 = load ptr, ptr %75, align 8, !tbaa !29
  %88 = getelementptr inbounds i8, ptr %87, i64 24
  %89 = load ptr, ptr %88, align 8
  call void %89(ptr noundef nonnull align 8 dereferenceable(16) %75) #25
  br label %101

90:                                               ; preds = %77
  %91 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %92 = icmp eq i8 %91, 0
  br i1 %92, label %95, label %93

93:                                               ; preds = %90
  %94 = add nsw i32 %81, -1
  store i32 %94, ptr %78, align 4, !tbaa !13
  br label %97

95:                                               ; preds = %90
  %96 = atomicrmw volatile add ptr %78, i32 -1 acq_rel, align 4
  br label %97

97:                                               ; preds = %95, %93
  %98 = phi i32 [ %81, %93 ], [ %96, %95 ]
  %99 = icmp eq i32 %98, 1
  br i1 %99, label %100, label %101, !prof !32

100:                                              ; preds = %97
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %75) #25
  br label %101

101:                                              ; preds = %73, %82, %97, %100
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #25
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %6) #25
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %6) #25
  ret void

102:                                              ; preds = %65, %63
  %103 = phi { ptr, i32 } [ %66, %65 ], [ %64, %63 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #25
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %6) #25
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %6) #25
  resume { ptr, i32 } %103
}

declare void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #6

declare void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #6

declare noundef nonnull align 8 dereferenceable(16) ptr @_ZN4sycl3_V16detail14SubmissionInfo14SecondaryQueueEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #6

declare void @_ZN4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_14SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), i1 noundef zeroext) local_unnamed_addr #6

declare noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #6

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail14SubmissionInfoD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !24
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !26
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !28
  %12 = load ptr, ptr %3, align 8, !tbaa !29
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !29
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !13
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !32

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
define internal void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfEUlRNS0_7handlerEE_E4callEPKvSE_(ptr nocapture noundef readonly %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #2 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca { ptr, [56 x i8] }, align 8
  %4 = alloca %"class.std::vector.90", align 8
  %5 = alloca %class.anon.72, align 8
  %6 = alloca %"class.sycl::_V1::range", align 8
  %7 = alloca [3 x i64], align 8
  %8 = alloca %class.anon.72, align 8
  %9 = alloca %"class.sycl::_V1::accessor", align 8
  %10 = alloca %"class.sycl::_V1::property_list", align 8
  %11 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %12 = alloca [3 x i64], align 8
  %13 = alloca %class.anon.72, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %12)
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %9) #25
  %14 = load ptr, ptr %0, align 8, !tbaa !168
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %10, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %11, align 8, !tbaa !35, !alias.scope !170
  %15 = getelementptr inbounds i8, ptr %11, i64 8
  store ptr @.str.10, ptr %15, align 8, !tbaa !41, !alias.scope !170
  %16 = getelementptr inbounds i8, ptr %11, i64 16
  store i64 18, ptr %16, align 8, !tbaa !42, !alias.scope !170
  %17 = getelementptr inbounds i8, ptr %11, i64 24
  store i64 20, ptr %17, align 8, !tbaa !43, !alias.scope !170
  invoke void @_ZN4sycl3_V18accessorIfLi3ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi3ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(80) %9, ptr noundef nonnull align 8 dereferenceable(49) %14, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %10, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %11)
          to label %18 unwind label %444

18:                                               ; preds = %2
  %19 = getelementptr inbounds i8, ptr %10, i64 8
  %20 = load ptr, ptr %19, align 8, !tbaa !21
  %21 = getelementptr inbounds i8, ptr %10, i64 16
  %22 = load ptr, ptr %21, align 8, !tbaa !23
  %23 = icmp eq ptr %20, %22
  br i1 %23, label %58, label %24

24:                                               ; preds = %18, %53
  %25 = phi ptr [ %54, %53 ], [ %20, %18 ]
  %26 = getelementptr inbounds i8, ptr %25, i64 8
  %27 = load ptr, ptr %26, align 8, !tbaa !24
  %28 = icmp eq ptr %27, null
  br i1 %28, label %53, label %29

29:                                               ; preds = %24
  %30 = getelementptr inbounds i8, ptr %27, i64 8
  %31 = load atomic i64, ptr %30 acquire, align 8
  %32 = icmp eq i64 %31, 4294967297
  %33 = trunc i64 %31 to i32
  br i1 %32, label %34, label %42

34:                                               ; preds = %29
  store i32 0, ptr %30, align 8, !tbaa !26
  %35 = getelementptr inbounds i8, ptr %27, i64 12
  store i32 0, ptr %35, align 4, !tbaa !28
  %36 = load ptr, ptr %27, align 8, !tbaa !29
  %37 = getelementptr inbounds i8, ptr %36, i64 16
  %38 = load ptr, ptr %37, align 8
  call void %38(ptr noundef nonnull align 8 dereferenceable(16) %27) #25
  %39 = load ptr, ptr %27, align 8, !tbaa !29
  %40 = getelementptr inbounds i8, ptr %39, i64 24
  %41 = load ptr, ptr %40, align 8
  call void %41(ptr noundef nonnull align 8 dereferenceable(16) %27) #25
  br label %53

42:                                               ; preds = %29
  %43 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %44 = icmp eq i8 %43, 0
  br i1 %44, label %47, label %45

45:                                               ; preds = %42
  %46 = add nsw i32 %33, -1
  store i32 %46, ptr %30, align 4, !tbaa !13
  br label %49

47:                                               ; preds = %42
  %48 = atomicrmw volatile add ptr %30, i32 -1 acq_rel, align 4
  br label %49

49:                                               ; preds = %47, %45
  %50 = phi i32 [ %33, %45 ], [ %48, %47 ]
  %51 = icmp eq i32 %50, 1
  br i1 %51, label %52, label %53, !prof !32

52:                                               ; preds = %49
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %27) #25
  br label %53

53:                                               ; preds = %52, %49, %34, %24
  %54 = getelementptr inbounds i8, ptr %25, i64 16
  %55 = icmp eq ptr %54, %22
  br i1 %55, label %56, label %24, !llvm.loop !33

56:                                               ; preds = %53
  %57 = load ptr, ptr %19, align 8, !tbaa !21
  br label %58

58:                                               ; preds = %56, %18
  %59 = phi ptr [ %57, %56 ], [ %20, %18 ]
  %60 = icmp eq ptr %59, null
  br i1 %60, label %67, label %61

61:                                               ; preds = %58
  %62 = getelementptr inbounds i8, ptr %10, i64 24
  %63 = load ptr, ptr %62, align 8, !tbaa !34
  %64 = ptrtoint ptr %63 to i64
  %65 = ptrtoint ptr %59 to i64
  %66 = sub i64 %64, %65
  call void @_ZdlPvm(ptr noundef nonnull %59, i64 noundef %66) #27
  br label %67

67:                                               ; preds = %61, %58
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #25
  %68 = getelementptr inbounds i8, ptr %0, i64 8
  %69 = load ptr, ptr %68, align 8, !tbaa !173
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %12, ptr noundef nonnull align 8 dereferenceable(24) %69, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 88, ptr nonnull %13) #25
  %70 = load ptr, ptr %9, align 8, !tbaa !174
  store ptr %70, ptr %13, align 8, !tbaa !174
  %71 = getelementptr inbounds i8, ptr %13, i64 8
  %72 = getelementptr inbounds i8, ptr %9, i64 8
  %73 = load ptr, ptr %72, align 8, !tbaa !24
  store ptr %73, ptr %71, align 8, !tbaa !24
  %74 = icmp eq ptr %73, null
  br i1 %74, label %86, label %75

75:                                               ; preds = %67
  %76 = getelementptr inbounds i8, ptr %73, i64 8
  %77 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %78 = icmp eq i8 %77, 0
  br i1 %78, label %82, label %79

79:                                               ; preds = %75
  %80 = load i32, ptr %76, align 4, !tbaa !13
  %81 = add nsw i32 %80, 1
  store i32 %81, ptr %76, align 4, !tbaa !13
  br label %86

82:                                               ; preds = %75
  %83 = atomicrmw volatile add ptr %76, i32 1 acq_rel, align 4
  %84 = load ptr, ptr %13, align 8, !tbaa !174
  %85 = load ptr, ptr %71, align 8, !tbaa !24
  br label %86

86:                                               ; preds = %82, %79, %67
  %87 = phi ptr [ null, %67 ], [ %73, %79 ], [ %85, %82 ]
  %88 = phi ptr [ %70, %67 ], [ %70, %79 ], [ %84, %82 ]
  %89 = getelementptr inbounds i8, ptr %13, i64 16
  %90 = getelementptr inbounds i8, ptr %9, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %89, ptr noundef nonnull align 8 dereferenceable(64) %90, i64 64, i1 false)
  %91 = getelementptr inbounds i8, ptr %13, i64 80
  %92 = getelementptr inbounds i8, ptr %0, i64 16
  %93 = load ptr, ptr %92, align 8, !tbaa !176
  %94 = load float, ptr %93, align 4, !tbaa !5
  store float %94, ptr %91, align 8, !tbaa !177
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %7, ptr noundef nonnull align 8 dereferenceable(24) %12, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 88, ptr nonnull %8)
  store ptr %88, ptr %8, align 8, !tbaa !174
  %95 = getelementptr inbounds i8, ptr %8, i64 8
  store ptr %87, ptr %95, align 8, !tbaa !24
  %96 = icmp eq ptr %87, null
  br i1 %96, label %107, label %97

97:                                               ; preds = %86
  %98 = getelementptr inbounds i8, ptr %87, i64 8
  %99 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %100 = icmp eq i8 %99, 0
  br i1 %100, label %104, label %101

101:                                              ; preds = %97
  %102 = load i32, ptr %98, align 4, !tbaa !13
  %103 = add nsw i32 %102, 1
  store i32 %103, ptr %98, align 4, !tbaa !13
  br label %107

104:                                              ; preds = %97
  %105 = atomicrmw volatile add ptr %98, i32 1 acq_rel, align 4
  %106 = load float, ptr %91, align 8, !tbaa !177
  br label %107

107:                                              ; preds = %104, %101, %86
  %108 = phi float [ %106, %104 ], [ %94, %101 ], [ %94, %86 ]
  %109 = getelementptr inbounds i8, ptr %8, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %109, ptr noundef nonnull readonly align 8 dereferenceable(64) %89, i64 64, i1 false)
  %110 = getelementptr inbounds i8, ptr %8, i64 80
  store float %108, ptr %110, align 8, !tbaa !177
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 88, ptr nonnull %5)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, ptr noundef nonnull align 8 dereferenceable(24) %7, i64 24, i1 false)
  %111 = invoke noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %112 unwind label %386

112:                                              ; preds = %107
  %113 = icmp eq i32 %111, 0
  br i1 %113, label %121, label %114

114:                                              ; preds = %112
  %115 = call ptr @__cxa_allocate_exception(i64 64) #25
  %116 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #25
  %117 = extractvalue { i32, ptr } %116, 0
  %118 = extractvalue { i32, ptr } %116, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %115, i32 %117, ptr %118, ptr noundef nonnull @.str.14)
          to label %142 unwind label %119

119:                                              ; preds = %114
  %120 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %115) #25
  br label %388

121:                                              ; preds = %112
  %122 = load i64, ptr %6, align 8, !tbaa !44
  %123 = getelementptr inbounds i8, ptr %6, i64 8
  %124 = load i64, ptr %123, align 8, !tbaa !44
  %125 = mul i64 %124, %122
  %126 = icmp eq i64 %124, 0
  br i1 %126, label %130, label %127

127:                                              ; preds = %121
  %128 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %124, i64 %122)
  %129 = extractvalue { i64, i1 } %128, 1
  br i1 %129, label %137, label %130

130:                                              ; preds = %127, %121
  %131 = getelementptr inbounds i8, ptr %6, i64 16
  %132 = load i64, ptr %131, align 8, !tbaa !44
  %133 = icmp eq i64 %132, 0
  br i1 %133, label %147, label %134

134:                                              ; preds = %130
  %135 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %132, i64 %125)
  %136 = extractvalue { i64, i1 } %135, 1
  br i1 %136, label %137, label %147

137:                                              ; preds = %134, %127
  %138 = call ptr @__cxa_allocate_exception(i64 64) #25
  %139 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #25
  %140 = extractvalue { i32, ptr } %139, 0
  %141 = extractvalue { i32, ptr } %139, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %138, i32 %140, ptr %141, ptr noundef nonnull @.str.13)
          to label %142 unwind label %145

142:                                              ; preds = %137, %114
  %143 = phi ptr [ %115, %114 ], [ %138, %137 ]
  invoke void @__cxa_throw(ptr nonnull %143, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #28
          to label %144 unwind label %386

144:                                              ; preds = %142
  unreachable

145:                                              ; preds = %137
  %146 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %138) #25
  br label %388

147:                                              ; preds = %134, %130
  %148 = load ptr, ptr %95, align 8, !tbaa !24
  %149 = icmp eq ptr %148, null
  br i1 %149, label %214, label %150

150:                                              ; preds = %147
  %151 = getelementptr inbounds i8, ptr %148, i64 8
  %152 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %153 = icmp eq i8 %152, 0
  br i1 %153, label %157, label %154

154:                                              ; preds = %150
  %155 = load i32, ptr %151, align 4, !tbaa !13
  %156 = add nsw i32 %155, 1
  store i32 %156, ptr %151, align 4, !tbaa !13
  br label %163

157:                                              ; preds = %150
  %158 = atomicrmw volatile add ptr %151, i32 1 acq_rel, align 4
  %159 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %160 = icmp eq i8 %159, 0
  br i1 %160, label %166, label %161

161:                                              ; preds = %157
  %162 = load i32, ptr %151, align 4, !tbaa !13
  br label %163

163:                                              ; preds = %161, %154
  %164 = phi i32 [ %162, %161 ], [ %156, %154 ]
  %165 = add nsw i32 %164, 1
  store i32 %165, ptr %151, align 4, !tbaa !13
  br label %168

166:                                              ; preds = %157
  %167 = atomicrmw volatile add ptr %151, i32 1 acq_rel, align 4
  br label %168

168:                                              ; preds = %166, %163
  %169 = load atomic i64, ptr %151 acquire, align 8
  %170 = icmp eq i64 %169, 4294967297
  %171 = trunc i64 %169 to i32
  br i1 %170, label %172, label %180

172:                                              ; preds = %168
  store i32 0, ptr %151, align 8, !tbaa !26
  %173 = getelementptr inbounds i8, ptr %148, i64 12
  store i32 0, ptr %173, align 4, !tbaa !28
  %174 = load ptr, ptr %148, align 8, !tbaa !29
  %175 = getelementptr inbounds i8, ptr %174, i64 16
  %176 = load ptr, ptr %175, align 8
  call void %176(ptr noundef nonnull align 8 dereferenceable(16) %148) #25
  %177 = load ptr, ptr %148, align 8, !tbaa !29
  %178 = getelementptr inbounds i8, ptr %177, i64 24
  %179 = load ptr, ptr %178, align 8
  call void %179(ptr noundef nonnull align 8 dereferenceable(16) %148) #25
  br label %191

180:                                              ; preds = %168
  %181 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %182 = icmp eq i8 %181, 0
  br i1 %182, label %185, label %183

183:                                              ; preds = %180
  %184 = add nsw i32 %171, -1
  store i32 %184, ptr %151, align 4, !tbaa !13
  br label %187

185:                                              ; preds = %180
  %186 = atomicrmw volatile add ptr %151, i32 -1 acq_rel, align 4
  br label %187

187:                                              ; preds = %185, %183
  %188 = phi i32 [ %171, %183 ], [ %186, %185 ]
  %189 = icmp eq i32 %188, 1
  br i1 %189, label %190, label %191, !prof !32

190:                                              ; preds = %187
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %148) #25
  br label %191

191:                                              ; preds = %190, %187, %172
  %192 = load atomic i64, ptr %151 acquire, align 8
  %193 = icmp eq i64 %192, 4294967297
  %194 = trunc i64 %192 to i32
  br i1 %193, label %195, label %203

195:                                              ; preds = %191
  store i32 0, ptr %151, align 8, !tbaa !26
  %196 = getelementptr inbounds i8, ptr %148, i64 12
  store i32 0, ptr %196, align 4, !tbaa !28
  %197 = load ptr, ptr %148, align 8, !tbaa !29
  %198 = getelementptr inbounds i8, ptr %197, i64 16
  %199 = load ptr, ptr %198, align 8
  call void %199(ptr noundef nonnull align 8 dereferenceable(16) %148) #25
  %200 = load ptr, ptr %148, align 8, !tbaa !29
  %201 = getelementptr inbounds i8, ptr %200, i64 24
  %202 = load ptr, ptr %201, align 8
  call void %202(ptr noundef nonnull align 8 dereferenceable(16) %148) #25
  br label %214

203:                                              ; preds = %191
  %204 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %205 = icmp eq i8 %204, 0
  br i1 %205, label %208, label %206

206:                                              ; preds = %203
  %207 = add nsw i32 %194, -1
  store i32 %207, ptr %151, align 4, !tbaa !13
  br label %210

208:                                              ; preds = %203
  %209 = atomicrmw volatile add ptr %151, i32 -1 acq_rel, align 4
  br label %210

210:                                              ; preds = %208, %206
  %211 = phi i32 [ %194, %206 ], [ %209, %208 ]
  %212 = icmp eq i32 %211, 1
  br i1 %212, label %213, label %214, !prof !32

213:                                              ; preds = %210
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %148) #25
  br label %214

214:                                              ; preds = %213, %210, %195, %147
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.17)
          to label %215 unwind label %386

215:                                              ; preds = %214
  invoke void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range") align 8 %6, i1 noundef zeroext false, i32 noundef 3)
          to label %216 unwind label %386

216:                                              ; preds = %215
  %217 = load ptr, ptr %8, align 8, !tbaa !174
  store ptr %217, ptr %5, align 8, !tbaa !174
  %218 = getelementptr inbounds i8, ptr %5, i64 8
  %219 = load ptr, ptr %95, align 8, !tbaa !24
  store ptr null, ptr %95, align 8, !tbaa !24
  store ptr %219, ptr %218, align 8, !tbaa !24
  store ptr null, ptr %8, align 8, !tbaa !174
  %220 = getelementptr inbounds i8, ptr %5, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %220, ptr noundef nonnull align 8 dereferenceable(64) %109, i64 64, i1 false)
  %221 = getelementptr inbounds i8, ptr %5, i64 80
  %222 = load float, ptr %110, align 8, !tbaa !177
  store float %222, ptr %221, align 8, !tbaa !177
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3)
  %223 = invoke noalias noundef nonnull dereferenceable(96) ptr @_Znwm(i64 noundef 96) #24
          to label %224 unwind label %355

224:                                              ; preds = %216
  %225 = icmp eq ptr %219, null
  %226 = getelementptr inbounds i8, ptr %223, i64 16
  br i1 %225, label %248, label %227

227:                                              ; preds = %224
  %228 = getelementptr inbounds i8, ptr %219, i64 8
  %229 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !182
  %230 = icmp eq i8 %229, 0
  %231 = getelementptr inbounds i8, ptr %223, i64 8
  br i1 %230, label %235, label %232

232:                                              ; preds = %227
  %233 = load i32, ptr %228, align 4, !tbaa !13, !noalias !182
  %234 = add nsw i32 %233, 1
  store i32 %234, ptr %228, align 4, !tbaa !13, !noalias !182
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %3, ptr noundef nonnull align 8 dereferenceable(64) %109, i64 64, i1 false)
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESD_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE, i64 16), ptr %223, align 8, !tbaa !29, !noalias !182
  store ptr %217, ptr %231, align 8, !tbaa !174, !noalias !182
  store ptr %219, ptr %226, align 8, !tbaa !24, !noalias !182
  br label %242

235:                                              ; preds = %227
  %236 = atomicrmw volatile add ptr %228, i32 1 acq_rel, align 4, !noalias !182
  %237 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !182
  %238 = icmp eq i8 %237, 0
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %3, ptr noundef nonnull readonly align 8 dereferenceable(64) %220, i64 64, i1 false), !noalias !182
  %239 = load float, ptr %221, align 8, !tbaa !177, !noalias !182
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESD_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE, i64 16), ptr %223, align 8, !tbaa !29, !noalias !182
  store ptr %217, ptr %231, align 8, !tbaa !174, !noalias !182
  store ptr %219, ptr %226, align 8, !tbaa !24, !noalias !182
  br i1 %238, label %246, label %240

240:                                              ; preds = %235
  %241 = load i32, ptr %228, align 4, !tbaa !13, !noalias !182
  br label %242

242:                                              ; preds = %240, %232
  %243 = phi i32 [ %234, %232 ], [ %241, %240 ]
  %244 = phi float [ %222, %232 ], [ %239, %240 ]
  %245 = add nsw i32 %243, 1
  store i32 %245, ptr %228, align 4, !tbaa !13, !noalias !182
  br label %252

246:                                              ; preds = %235
  %247 = atomicrmw volatile add ptr %228, i32 1 acq_rel, align 4, !noalias !182
  br label %252

248:                                              ; preds = %224
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESD_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE, i64 16), ptr %223, align 8, !tbaa !29, !noalias !182
  %249 = getelementptr inbounds i8, ptr %223, i64 8
  store ptr %217, ptr %249, align 8, !tbaa !174, !noalias !182
  store ptr null, ptr %226, align 8, !tbaa !24, !noalias !182
  %250 = getelementptr inbounds i8, ptr %223, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %250, ptr noundef nonnull align 8 dereferenceable(64) %109, i64 64, i1 false)
  %251 = getelementptr inbounds i8, ptr %223, i64 88
  store float %222, ptr %251, align 8, !tbaa !177, !noalias !182
  br label %278

252:                                              ; preds = %246, %242
  %253 = phi float [ %244, %242 ], [ %239, %246 ]
  %254 = getelementptr inbounds i8, ptr %223, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %254, ptr noundef nonnull align 8 dereferenceable(64) %3, i64 64, i1 false), !noalias !182
  %255 = getelementptr inbounds i8, ptr %223, i64 88
  store float %253, ptr %255, align 8, !tbaa !177, !noalias !182
  %256 = load atomic i64, ptr %228 acquire, align 8, !noalias !182
  %257 = icmp eq i64 %256, 4294967297
  %258 = trunc i64 %256 to i32
  br i1 %257, label %259, label %267

259:                                              ; preds = %252
  store i32 0, ptr %228, align 8, !tbaa !26, !noalias !182
  %260 = getelementptr inbounds i8, ptr %219, i64 12
  store i32 0, ptr %260, align 4, !tbaa !28, !noalias !182
  %261 = load ptr, ptr %219, align 8, !tbaa !29, !noalias !182
  %262 = getelementptr inbounds i8, ptr %261, i64 16
  %263 = load ptr, ptr %262, align 8, !noalias !182
  call void %263(ptr noundef nonnull align 8 dereferenceable(16) %219) #25, !noalias !182
  %264 = load ptr, ptr %219, align 8, !tbaa !29, !noalias !182
  %265 = getelementptr inbounds i8, ptr %264, i64 24
  %266 = load ptr, ptr %265, align 8, !noalias !182
  call void %266(ptr noundef nonnull align 8 dereferenceable(16) %219) #25, !noalias !182
  br label %278

267:                                              ; preds = %252
  %268 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !182
  %269 = icmp eq i8 %268, 0
  br i1 %269, label %272, label %270

270:                                              ; preds = %267
  %271 = add nsw i32 %258, -1
  store i32 %271, ptr %228, align 4, !tbaa !13, !noalias !182
  br label %274

272:                                              ; preds = %267
  %273 = atomicrmw volatile add ptr %228, i32 -1 acq_rel, align 4, !noalias !182
  br label %274

274:                                              ; preds = %272, %270
  %275 = phi i32 [ %258, %270 ], [ %273, %272 ]
  %276 = icmp eq i32 %275, 1
  br i1 %276, label %277, label %278, !prof !32

277:                                              ; preds = %274
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %219) #25, !noalias !182
  br label %278

278:                                              ; preds = %277, %274, %259, %248
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3)
  %279 = getelementptr inbounds i8, ptr %1, i64 152
  %280 = load ptr, ptr %279, align 8, !tbaa !15
  store ptr %223, ptr %279, align 8, !tbaa !15
  %281 = icmp eq ptr %280, null
  br i1 %281, label %286, label %282

282:                                              ; preds = %278
  %283 = load ptr, ptr %280, align 8, !tbaa !29
  %284 = getelementptr inbounds i8, ptr %283, i64 16
  %285 = load ptr, ptr %284, align 8
  call void %285(ptr noundef nonnull align 8 dereferenceable(8) %280) #25
  br label %286

286:                                              ; preds = %282, %278
  invoke void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %287 unwind label %355

287:                                              ; preds = %286
  %288 = load ptr, ptr %279, align 8, !tbaa !15
  %289 = load ptr, ptr %288, align 8, !tbaa !29
  %290 = load ptr, ptr %289, align 8
  %291 = invoke noundef ptr %290(ptr noundef nonnull align 8 dereferenceable(8) %288)
          to label %292 unwind label %355

292:                                              ; preds = %287
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #25
  call void @llvm.experimental.noalias.scope.decl(metadata !185)
  %293 = getelementptr inbounds i8, ptr %4, i64 16
  %294 = invoke noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #24
          to label %295 unwind label %355

295:                                              ; preds = %292
  store ptr %294, ptr %4, align 8, !tbaa !188, !alias.scope !185
  %296 = getelementptr inbounds i8, ptr %294, i64 24
  store ptr %296, ptr %293, align 8, !tbaa !190, !alias.scope !185
  %297 = getelementptr inbounds i8, ptr %4, i64 8
  store i64 35038343200768, ptr %294, align 4, !noalias !185
  %298 = getelementptr inbounds i8, ptr %294, i64 8
  store i32 0, ptr %298, align 4, !tbaa !13, !noalias !185
  %299 = getelementptr inbounds i8, ptr %294, i64 12
  store i64 17179869185, ptr %299, align 4, !noalias !185
  %300 = getelementptr inbounds i8, ptr %294, i64 20
  store i32 80, ptr %300, align 4, !tbaa !13, !noalias !185
  store ptr %296, ptr %297, align 8, !tbaa !191, !alias.scope !185
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %291, ptr noundef nonnull align 8 dereferenceable(24) %4, i1 noundef zeroext false)
          to label %301 unwind label %317

301:                                              ; preds = %295
  %302 = load ptr, ptr %4, align 8, !tbaa !188
  %303 = icmp eq ptr %302, null
  br i1 %303, label %309, label %304

304:                                              ; preds = %301
  %305 = load ptr, ptr %293, align 8, !tbaa !190
  %306 = ptrtoint ptr %305 to i64
  %307 = ptrtoint ptr %302 to i64
  %308 = sub i64 %306, %307
  call void @_ZdlPvm(ptr noundef nonnull %302, i64 noundef %308) #27
  br label %309

309:                                              ; preds = %304, %301
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #25
  %310 = invoke noalias noundef nonnull dereferenceable(13) ptr @_Znam(i64 noundef 13) #24
          to label %311 unwind label %355

311:                                              ; preds = %309
  %312 = getelementptr inbounds i8, ptr %1, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(12) %310, ptr noundef nonnull align 1 dereferenceable(12) @.str.17, i64 12, i1 false)
  %313 = getelementptr inbounds i8, ptr %310, i64 12
  store i8 0, ptr %313, align 1, !tbaa !31
  %314 = load ptr, ptr %312, align 8, !tbaa !15
  store ptr %310, ptr %312, align 8, !tbaa !15
  %315 = icmp eq ptr %314, null
  br i1 %315, label %327, label %316

316:                                              ; preds = %311
  call void @_ZdaPv(ptr noundef nonnull %314) #27
  br label %327

317:                                              ; preds = %295
  %318 = landingpad { ptr, i32 }
          cleanup
  %319 = load ptr, ptr %4, align 8, !tbaa !188
  %320 = icmp eq ptr %319, null
  br i1 %320, label %326, label %321

321:                                              ; preds = %317
  %322 = load ptr, ptr %293, align 8, !tbaa !190
  %323 = ptrtoint ptr %322 to i64
  %324 = ptrtoint ptr %319 to i64
  %325 = sub i64 %323, %324
  call void @_ZdlPvm(ptr noundef nonnull %319, i64 noundef %325) #27
  br label %326

326:                                              ; preds = %321, %317
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #25
  br label %357

327:                                              ; preds = %316, %311
  %328 = load ptr, ptr %218, align 8, !tbaa !24
  %329 = icmp eq ptr %328, null
  br i1 %329, label %354, label %330

330:                                              ; preds = %327
  %331 = getelementptr inbounds i8, ptr %328, i64 8
  %332 = load atomic i64, ptr %331 acquire, align 8
  %333 = icmp eq i64 %332, 4294967297
  %334 = trunc i64 %332 to i32
  br i1 %333, label %335, label %343

335:                                              ; preds = %330
  store i32 0, ptr %331, align 8, !tbaa !26
  %336 = getelementptr inbounds i8, ptr %328, i64 12
  store i32 0, ptr %336, align 4, !tbaa !28
  %337 = load ptr, ptr %328, align 8, !tbaa !29
  %338 = getelementptr inbounds i8, ptr %337, i64 16
  %339 = load ptr, ptr %338, align 8
  call void %339(ptr noundef nonnull align 8 dereferenceable(16) %328) #25
  %340 = load ptr, ptr %328, align 8, !tbaa !29
  %341 = getelementptr inbounds i8, ptr %340, i64 24
  %342 = load ptr, ptr %341, align 8
  call void %342(ptr noundef nonnull align 8 dereferenceable(16) %328) #25
  br label %354

343:                                              ; preds = %330
  %344 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %345 = icmp eq i8 %344, 0
  br i1 %345, label %348, label %346

346:                                              ; preds = %343
  %347 = add nsw i32 %334, -1
  store i32 %347, ptr %331, align 4, !tbaa !13
  br label %350

348:                                              ; preds = %343
  %349 = atomicrmw volatile add ptr %331, i32 -1 acq_rel, align 4
  br label %350

350:                                              ; preds = %348, %346
  %351 = phi i32 [ %334, %346 ], [ %349, %348 ]
  %352 = icmp eq i32 %351, 1
  br i1 %352, label %353, label %354, !prof !32

353:                                              ; preds = %350
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %328) #25
  br label %354

354:                                              ; preds = %353, %350, %335, %327
  invoke void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef 1)
          to label %359 unwind label %386

355:                                              ; preds = %309, %292, %287, %286, %216
  %356 = landingpad { ptr, i32 }
          cleanup
  br label %357

357:                                              ; preds = %355, %326
  %358 = phi { ptr, i32 } [ %356, %355 ], [ %318, %326 ]
  call fastcc void @_ZZZL5scaleRN4sycl3_V15queueERNS0_6bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESC_ENUlNS0_2idILi3EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(84) %5) #25
  br label %388

359:                                              ; preds = %354
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %5)
  %360 = load ptr, ptr %95, align 8, !tbaa !24
  %361 = icmp eq ptr %360, null
  br i1 %361, label %390, label %362

362:                                              ; preds = %359
  %363 = getelementptr inbounds i8, ptr %360, i64 8
  %364 = load atomic i64, ptr %363 acquire, align 8
  %365 = icmp eq i64 %364, 4294967297
  %366 = trunc i64 %364 to i32
  br i1 %365, label %367, label %375

367:                                              ; preds = %362
  store i32 0, ptr %363, align 8, !tbaa !26
  %368 = getelementptr inbounds i8, ptr %360, i64 12
  store i32 0, ptr %368, align 4, !tbaa !28
  %369 = load ptr, ptr %360, align 8, !tbaa !29
  %370 = getelementptr inbounds i8, ptr %369, i64 16
  %371 = load ptr, ptr %370, align 8
  call void %371(ptr noundef nonnull align 8 dereferenceable(16) %360) #25
  %372 = load ptr, ptr %360, align 8, !tbaa !29
  %373 = getelementptr inbounds i8, ptr %372, i64 24
  %374 = load ptr, ptr %373, align 8
  call void %374(ptr noundef nonnull align 8 dereferenceable(16) %360) #25
  br label %390

375:                                              ; preds = %362
  %376 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %377 = icmp eq i8 %376, 0
  br i1 %377, label %380, label %378

378:                                              ; preds = %375
  %379 = add nsw i32 %366, -1
  store i32 %379, ptr %363, align 4, !tbaa !13
  br label %382

380:                                              ; preds = %375
  %381 = atomicrmw volatile add ptr %363, i32 -1 acq_rel, align 4
  br label %382

382:                                              ; preds = %380, %378
  %383 = phi i32 [ %366, %378 ], [ %381, %380 ]
  %384 = icmp eq i32 %383, 1
  br i1 %384, label %385, label %390, !prof !32

385:                                              ; preds = %382
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %360) #25
  br label %390

386:                                              ; preds = %354, %215, %214, %142, %107
  %387 = landingpad { ptr, i32 }
          cleanup
  br label %388

388:                                              ; preds = %386, %357, %145, %119
  %389 = phi { ptr, i32 } [ %387, %386 ], [ %120, %119 ], [ %358, %357 ], [ %146, %145 ]
  call fastcc void @_ZZZL5scaleRN4sycl3_V15queueERNS0_6bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESC_ENUlNS0_2idILi3EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(84) %8) #25
  call fastcc void @_ZZZL5scaleRN4sycl3_V15queueERNS0_6bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESC_ENUlNS0_2idILi3EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(84) %13) #25
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %13) #25
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(80) %9) #25
  br label %446

390:                                              ; preds = %385, %382, %367, %359
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %8)
  %391 = load ptr, ptr %71, align 8, !tbaa !24
  %392 = icmp eq ptr %391, null
  br i1 %392, label %417, label %393

393:                                              ; preds = %390
  %394 = getelementptr inbounds i8, ptr %391, i64 8
  %395 = load atomic i64, ptr %394 acquire, align 8
  %396 = icmp eq i64 %395, 4294967297
  %397 = trunc i64 %395 to i32
  br i1 %396, label %398, label %406

398:                                              ; preds = %393
  store i32 0, ptr %394, align 8, !tbaa !26
  %399 = getelementptr inbounds i8, ptr %391, i64 12
  store i32 0, ptr %399, align 4, !tbaa !28
  %400 = load ptr, ptr %391, align 8, !tbaa !29
  %401 = getelementptr inbounds i8, ptr %400, i64 16
  %402 = load ptr, ptr %401, align 8
  call void %402(ptr noundef nonnull align 8 dereferenceable(16) %391) #25
  %403 = load ptr, ptr %391, align 8, !tbaa !29
  %404 = getelementptr inbounds i8, ptr %403, i64 24
  %405 = load ptr, ptr %404, align 8
  call void %405(ptr noundef nonnull align 8 dereferenceable(16) %391) #25
  br label %417

406:                                              ; preds = %393
  %407 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %408 = icmp eq i8 %407, 0
  br i1 %408, label %411, label %409

409:                                              ; preds = %406
  %410 = add nsw i32 %397, -1
  store i32 %410, ptr %394, align 4, !tbaa !13
  br label %413

411:                                              ; preds = %406
  %412 = atomicrmw volatile add ptr %394, i32 -1 acq_rel, align 4
  br label %413

413:                                              ; preds = %411, %409
  %414 = phi i32 [ %397, %409 ], [ %412, %411 ]
  %415 = icmp eq i32 %414, 1
  br i1 %415, label %416, label %417, !prof !32

416:                                              ; preds = %413
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %391) #25
  br label %417

417:                                              ; preds = %416, %413, %398, %390
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %13) #25
  %418 = load ptr, ptr %72, align 8, !tbaa !24
  %419 = icmp eq ptr %418, null
  br i1 %419, label %448, label %420

420:                                              ; preds = %417
  %421 = getelementptr inbounds i8, ptr %418, i64 8
  %422 = load atomic i64, ptr %421 acquire, align 8
  %423 = icmp eq i64 %422, 4294967297
  %424 = trunc i64 %422 to i32
  br i1 %423, label %425, label %433

425:                                              ; preds = %420
  store i32 0, ptr %421, align 8, !tbaa !26
  %426 = getelementptr inbounds i8, ptr %418, i64 12
  store i32 0, ptr %426, align 4, !tbaa !28
  %427 = load ptr, ptr %418, align 8, !tbaa !29
  %428 = getelementptr inbounds i8, ptr %427, i64 16
  %429 = load ptr, ptr %428, align 8
  call void %429(ptr noundef nonnull align 8 dereferenceable(16) %418) #25
  %430 = load ptr, ptr %418, align 8, !tbaa !29
  %431 = getelementptr inbounds i8, ptr %430, i64 24
  %432 = load ptr, ptr %431, align 8
  call void %432(ptr noundef nonnull align 8 dereferenceable(16) %418) #25
  br label %448

433:                                              ; preds = %420
  %434 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %435 = icmp eq i8 %434, 0
  br i1 %435, label %438, label %436

436:                                              ; preds = %433
  %437 = add nsw i32 %424, -1
  store i32 %437, ptr %421, align 4, !tbaa !13
  br label %440

438:                                              ; preds = %433
  %439 = atomicrmw volatile add ptr %421, i32 -1 acq_rel, align 4
  br label %440

440:                                              ; preds = %438, %436
  %441 = phi i32 [ %424, %436 ], [ %439, %438 ]
  %442 = icmp eq i32 %441, 1
  br i1 %442, label %443, label %448, !prof !32

443:                                              ; preds = %440
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %418) #25
  br label %448

444:                                              ; preds = %2
  %445 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %10) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #25
  br label %446

446:                                              ; preds = %444, %388
  %447 = phi { ptr, i32 } [ %389, %388 ], [ %445, %444 ]
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %9) #25
  resume { ptr, i32 } %447

448:                                              ; preds = %417, %425, %440, %443
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %9) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %12)
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi3ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi3ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(80) %0, ptr noundef nonnull align 8 dereferenceable(49) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range", align 8
  %8 = alloca %"class.sycl::_V1::range", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %7, ptr noundef nonnull align 8 dereferenceable(24) %10, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %8, ptr noundef nonnull align 8 dereferenceable(24) %10, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #25
  %11 = load i64, ptr %3, align 8
  %12 = getelementptr inbounds i8, ptr %3, i64 8
  %13 = getelementptr inbounds i8, ptr %3, i64 16
  %14 = load ptr, ptr %13, align 8, !tbaa !15
  %15 = load ptr, ptr %12, align 8, !tbaa !15
  %16 = ptrtoint ptr %14 to i64
  %17 = ptrtoint ptr %15 to i64
  %18 = sub i64 %16, %17
  %19 = icmp eq ptr %14, %15
  br i1 %19, label %46, label %20

20:                                               ; preds = %5
  %21 = icmp ugt i64 %18, 9223372036854775792
  br i1 %21, label %22, label %23, !prof !32

22:                                               ; preds = %20
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #28
  unreachable

23:                                               ; preds = %20
  %24 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %18) #24
  br label %25

25:                                               ; preds = %42, %23
  %26 = phi ptr [ %44, %42 ], [ %24, %23 ]
  %27 = phi ptr [ %43, %42 ], [ %15, %23 ]
  %28 = load ptr, ptr %27, align 8, !tbaa !192
  store ptr %28, ptr %26, align 8, !tbaa !192
  %29 = getelementptr inbounds i8, ptr %26, i64 8
  %30 = getelementptr inbounds i8, ptr %27, i64 8
  %31 = load ptr, ptr %30, align 8, !tbaa !24
  store ptr %31, ptr %29, align 8, !tbaa !24
  %32 = icmp eq ptr %31, null
  br i1 %32, label %42, label %33

33:                                               ; preds = %25
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %36 = icmp eq i8 %35, 0
  br i1 %36, label %40, label %37

37:                                               ; preds = %33
  %38 = load i32, ptr %34, align 4, !tbaa !13
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %34, align 4, !tbaa !13
  br label %42

40:                                               ; preds = %33
  %41 = atomicrmw volatile add ptr %34, i32 1 acq_rel, align 4
  br label %42

42:                                               ; preds = %40, %37, %25
  %43 = getelementptr inbounds i8, ptr %27, i64 16
  %44 = getelementptr inbounds i8, ptr %26, i64 16
  %45 = icmp eq ptr %43, %14
  br i1 %45, label %46, label %25, !llvm.loop !194

46:                                               ; preds = %42, %5
  %47 = phi ptr [ null, %5 ], [ %24, %42 ]
  %48 = phi ptr [ null, %5 ], [ %44, %42 ]
  %49 = getelementptr inbounds i8, ptr %47, i64 %18
  store i64 %11, ptr %9, align 8
  %50 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %47, ptr %50, align 8, !tbaa !21
  %51 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %48, ptr %51, align 8, !tbaa !23
  %52 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %49, ptr %52, align 8, !tbaa !34
  %53 = load ptr, ptr %1, align 8, !tbaa !117
  %54 = icmp eq ptr %53, null
  br i1 %54, label %55, label %56

55:                                               ; preds = %46
  tail call void @__assert_fail(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.9, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #26
  unreachable

56:                                               ; preds = %46
  %57 = and i64 %11, 16
  %58 = icmp eq i64 %57, 0
  %59 = select i1 %58, i32 1026, i32 1028
  %60 = getelementptr inbounds i8, ptr %1, i64 40
  %61 = load i64, ptr %60, align 8, !tbaa !108
  %62 = getelementptr inbounds i8, ptr %1, i64 48
  %63 = load i8, ptr %62, align 8, !tbaa !116, !range !166, !noundef !167
  %64 = trunc nuw i8 %63 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range") align 8 %8, i32 noundef %59, ptr noundef nonnull %53, i32 noundef 3, i32 noundef 4, i64 noundef %61, i1 noundef zeroext %64, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %65 unwind label %201

65:                                               ; preds = %56
  %66 = icmp eq ptr %47, %48
  br i1 %66, label %101, label %67

67:                                               ; preds = %65, %96
  %68 = phi ptr [ %97, %96 ], [ %47, %65 ]
  %69 = getelementptr inbounds i8, ptr %68, i64 8
  %70 = load ptr, ptr %69, align 8, !tbaa !24
  %71 = icmp eq ptr %70, null
  br i1 %71, label %96, label %72

72:                                               ; preds = %67
  %73 = getelementptr inbounds i8, ptr %70, i64 8
  %74 = load atomic i64, ptr %73 acquire, align 8
  %75 = icmp eq i64 %74, 4294967297
  %76 = trunc i64 %74 to i32
  br i1 %75, label %77, label %85

77:                                               ; preds = %72
  store i32 0, ptr %73, align 8, !tbaa !26
  %78 = getelementptr inbounds i8, ptr %70, i64 12
  store i32 0, ptr %78, align 4, !tbaa !28
  %79 = load ptr, ptr %70, align 8, !tbaa !29
  %80 = getelementptr inbounds i8, ptr %79, i64 16
  %81 = load ptr, ptr %80, align 8
  tail call void %81(ptr noundef nonnull align 8 dereferenceable(16) %70) #25
  %82 = load ptr, ptr %70, align 8, !tbaa !29
  %83 = getelementptr inbounds i8, ptr %82, i64 24
  %84 = load ptr, ptr %83, align 8
  tail call void %84(ptr noundef nonnull align 8 dereferenceable(16) %70) #25
  br label %96

85:                                               ; preds = %72
  %86 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %87 = icmp eq i8 %86, 0
  br i1 %87, label %90, label %88

88:                                               ; preds = %85
  %89 = add nsw i32 %76, -1
  store i32 %89, ptr %73, align 4, !tbaa !13
  br label %92

90:                                               ; preds = %85
  %91 = atomicrmw volatile add ptr %73, i32 -1 acq_rel, align 4
  br label %92

92:                                               ; preds = %90, %88
  %93 = phi i32 [ %76, %88 ], [ %91, %90 ]
  %94 = icmp eq i32 %93, 1
  br i1 %94, label %95, label %96, !prof !32

95:                                               ; preds = %92
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %70) #25
  br label %96

96:                                               ; preds = %95, %92, %77, %67
  %97 = getelementptr inbounds i8, ptr %68, i64 16
  %98 = icmp eq ptr %97, %48
  br i1 %98, label %99, label %67, !llvm.loop !33

99:                                               ; preds = %96
  %100 = load ptr, ptr %50, align 8, !tbaa !21
  br label %101

101:                                              ; preds = %99, %65
  %102 = phi ptr [ %100, %99 ], [ %47, %65 ]
  %103 = icmp eq ptr %102, null
  br i1 %103, label %109, label %104

104:                                              ; preds = %101
  %105 = load ptr, ptr %52, align 8, !tbaa !34
  %106 = ptrtoint ptr %105 to i64
  %107 = ptrtoint ptr %102 to i64
  %108 = sub i64 %106, %107
  tail call void @_ZdlPvm(ptr noundef nonnull %102, i64 noundef %108) #27
  br label %109

109:                                              ; preds = %101, %104
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #25
  %110 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %110, i8 0, i64 64, i1 false)
  %111 = load ptr, ptr %13, align 8, !tbaa !15
  %112 = load ptr, ptr %12, align 8, !tbaa !15
  %113 = ptrtoint ptr %111 to i64
  %114 = ptrtoint ptr %112 to i64
  %115 = sub i64 %113, %114
  %116 = icmp eq ptr %111, %112
  br i1 %116, label %177, label %117

117:                                              ; preds = %109
  %118 = icmp ugt i64 %115, 9223372036854775792
  br i1 %118, label %119, label %121, !prof !32

119:                                              ; preds = %117
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #28
          to label %120 unwind label %205

120:                                              ; preds = %119
  unreachable

121:                                              ; preds = %117
  %122 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %115) #24
          to label %123 unwind label %205

123:                                              ; preds = %121, %140
  %124 = phi ptr [ %142, %140 ], [ %122, %121 ]
  %125 = phi ptr [ %141, %140 ], [ %112, %121 ]
  %126 = load ptr, ptr %125, align 8, !tbaa !192
  store ptr %126, ptr %124, align 8, !tbaa !192
  %127 = getelementptr inbounds i8, ptr %124, i64 8
  %128 = getelementptr inbounds i8, ptr %125, i64 8
  %129 = load ptr, ptr %128, align 8, !tbaa !24
  store ptr %129, ptr %127, align 8, !tbaa !24
  %130 = icmp eq ptr %129, null
  br i1 %130, label %140, label %131

131:                                              ; preds = %123
  %132 = getelementptr inbounds i8, ptr %129, i64 8
  %133 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %134 = icmp eq i8 %133, 0
  br i1 %134, label %138, label %135

135:                                              ; preds = %131
  %136 = load i32, ptr %132, align 4, !tbaa !13
  %137 = add nsw i32 %136, 1
  store i32 %137, ptr %132, align 4, !tbaa !13
  br label %140

138:                                              ; preds = %131
  %139 = atomicrmw volatile add ptr %132, i32 1 acq_rel, align 4
  br label %140

140:                                              ; preds = %138, %135, %123
  %141 = getelementptr inbounds i8, ptr %125, i64 16
  %142 = getelementptr inbounds i8, ptr %124, i64 16
  %143 = icmp eq ptr %141, %111
  br i1 %143, label %144, label %123, !llvm.loop !194

144:                                              ; preds = %140, %173
  %145 = phi ptr [ %174, %173 ], [ %122, %140 ]
  %146 = getelementptr inbounds i8, ptr %145, i64 8
  %147 = load ptr, ptr %146, align 8, !tbaa !24
  %148 = icmp eq ptr %147, null
  br i1 %148, label %173, label %149

149:                                              ; preds = %144
  %150 = getelementptr inbounds i8, ptr %147, i64 8
  %151 = load atomic i64, ptr %150 acquire, align 8
  %152 = icmp eq i64 %151, 4294967297
  %153 = trunc i64 %151 to i32
  br i1 %152, label %154, label %162

154:                                              ; preds = %149
  store i32 0, ptr %150, align 8, !tbaa !26
  %155 = getelementptr inbounds i8, ptr %147, i64 12
  store i32 0, ptr %155, align 4, !tbaa !28
  %156 = load ptr, ptr %147, align 8, !tbaa !29
  %157 = getelementptr inbounds i8, ptr %156, i64 16
  %158 = load ptr, ptr %157, align 8
  tail call void %158(ptr noundef nonnull align 8 dereferenceable(16) %147) #25
  %159 = load ptr, ptr %147, align 8, !tbaa !29
  %160 = getelementptr inbounds i8, ptr %159, i64 24
  %161 = load ptr, ptr %160, align 8
  tail call void %161(ptr noundef nonnull align 8 dereferenceable(16) %147) #25
  br label %173

162:                                              ; preds = %149
  %163 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %164 = icmp eq i8 %163, 0
  br i1 %164, label %167, label %165

165:                                              ; preds = %162
  %166 = add nsw i32 %153, -1
  store i32 %166, ptr %150, align 4, !tbaa !13
  br label %169

167:                                              ; preds = %162
  %168 = atomicrmw volatile add ptr %150, i32 -1 acq_rel, align 4
  br label %169

169:                                              ; preds = %167, %165
  %170 = phi i32 [ %153, %165 ], [ %168, %167 ]
  %171 = icmp eq i32 %170, 1
  br i1 %171, label %172, label %173, !prof !32

172:                                              ; preds = %169
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %147) #25
  br label %173

173:                                              ; preds = %172, %169, %154, %144
  %174 = getelementptr inbounds i8, ptr %145, i64 16
  %175 = icmp eq ptr %145, %124
  br i1 %175, label %176, label %144, !llvm.loop !33

176:                                              ; preds = %173
  tail call void @_ZdlPvm(ptr noundef nonnull %122, i64 noundef %115) #27
  br label %177

177:                                              ; preds = %109, %176
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %178 unwind label %203

178:                                              ; preds = %177
  %179 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %180 unwind label %203

180:                                              ; preds = %178
  store ptr %179, ptr %110, align 8, !tbaa !195
  %181 = load ptr, ptr %1, align 8, !tbaa !117
  %182 = icmp eq ptr %181, null
  br i1 %182, label %183, label %184

183:                                              ; preds = %180
  tail call void @__assert_fail(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.9, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #26
  unreachable

184:                                              ; preds = %180
  %185 = load ptr, ptr %0, align 8, !tbaa !174
  invoke void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef nonnull %181, ptr noundef %185, i32 noundef 2014, i32 noundef 1026, ptr noundef nonnull align 8 dereferenceable(32) %4)
          to label %186 unwind label %203

186:                                              ; preds = %184
  %187 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %188 unwind label %203

188:                                              ; preds = %186
  %189 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %190 unwind label %203

190:                                              ; preds = %188
  %191 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %192 unwind label %203

192:                                              ; preds = %190
  %193 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %194 unwind label %203

194:                                              ; preds = %192
  %195 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
  %196 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
  %197 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %198 unwind label %203

198:                                              ; preds = %194
  %199 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %200 unwind label %203

200:                                              ; preds = %198
  ret void

201:                                              ; preds = %56
  %202 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #25
  br label %209

203:                                              ; preds = %198, %194, %192, %190, %188, %186, %178, %184, %177
  %204 = landingpad { ptr, i32 }
          cleanup
  br label %207

205:                                              ; preds = %121, %119
  %206 = landingpad { ptr, i32 }
          cleanup
  br label %207

207:                                              ; preds = %205, %203
  %208 = phi { ptr, i32 } [ %204, %203 ], [ %206, %205 ]
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
  br label %209

209:                                              ; preds = %207, %201
  %210 = phi { ptr, i32 } [ %208, %207 ], [ %202, %201 ]
  resume { ptr, i32 } %210
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define internal fastcc void @_ZZZL5scaleRN4sycl3_V15queueERNS0_6bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESC_ENUlNS0_2idILi3EEEE_D2Ev(ptr nocapture noundef nonnull readonly align 8 dereferenceable(84) %0) unnamed_addr #3 align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !24
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !26
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !28
  %12 = load ptr, ptr %3, align 8, !tbaa !29
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !29
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !13
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !32

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

declare void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef byval(%"class.sycl::_V1::id") align 8, ptr noundef byval(%"class.sycl::_V1::range") align 8, ptr noundef byval(%"class.sycl::_V1::range") align 8, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i64 noundef, i1 noundef zeroext, ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #6

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !21
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  %5 = load ptr, ptr %4, align 8, !tbaa !23
  %6 = icmp eq ptr %3, %5
  br i1 %6, label %41, label %7

7:                                                ; preds = %1, %36
  %8 = phi ptr [ %37, %36 ], [ %3, %1 ]
  %9 = getelementptr inbounds i8, ptr %8, i64 8
  %10 = load ptr, ptr %9, align 8, !tbaa !24
  %11 = icmp eq ptr %10, null
  br i1 %11, label %36, label %12

12:                                               ; preds = %7
  %13 = getelementptr inbounds i8, ptr %10, i64 8
  %14 = load atomic i64, ptr %13 acquire, align 8
  %15 = icmp eq i64 %14, 4294967297
  %16 = trunc i64 %14 to i32
  br i1 %15, label %17, label %25

17:                                               ; preds = %12
  store i32 0, ptr %13, align 8, !tbaa !26
  %18 = getelementptr inbounds i8, ptr %10, i64 12
  store i32 0, ptr %18, align 4, !tbaa !28
  %19 = load ptr, ptr %10, align 8, !tbaa !29
  %20 = getelementptr inbounds i8, ptr %19, i64 16
  %21 = load ptr, ptr %20, align 8
  tail call void %21(ptr noundef nonnull align 8 dereferenceable(16) %10) #25
  %22 = load ptr, ptr %10, align 8, !tbaa !29
  %23 = getelementptr inbounds i8, ptr %22, i64 24
  %24 = load ptr, ptr %23, align 8
  tail call void %24(ptr noundef nonnull align 8 dereferenceable(16) %10) #25
  br label %36

25:                                               ; preds = %12
  %26 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %27 = icmp eq i8 %26, 0
  br i1 %27, label %30, label %28

28:                                               ; preds = %25
  %29 = add nsw i32 %16, -1
  store i32 %29, ptr %13, align 4, !tbaa !13
  br label %32

30:                                               ; preds = %25
  %31 = atomicrmw volatile add ptr %13, i32 -1 acq_rel, align 4
  br label %32

32:                                               ; preds = %30, %28
  %33 = phi i32 [ %16, %28 ], [ %31, %30 ]
  %34 = icmp eq i32 %33, 1
  br i1 %34, label %35, label %36, !prof !32

35:                                               ; preds = %32
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %10) #25
  br label %36

36:                                               ; preds = %35, %32, %17, %7
  %37 = getelementptr inbounds i8, ptr %8, i64 16
  %38 = icmp eq ptr %37, %5
  br i1 %38, label %39, label %7, !llvm.loop !33

39:                                               ; preds = %36
  %40 = load ptr, ptr %2, align 8, !tbaa !21
  br label %41

41:                                               ; preds = %39, %1
  %42 = phi ptr [ %40, %39 ], [ %3, %1 ]
  %43 = icmp eq ptr %42, null
  br i1 %43, label %50, label %44

44:                                               ; preds = %41
  %45 = getelementptr inbounds i8, ptr %0, i64 24
  %46 = load ptr, ptr %45, align 8, !tbaa !34
  %47 = ptrtoint ptr %46 to i64
  %48 = ptrtoint ptr %42 to i64
  %49 = sub i64 %47, %48
  tail call void @_ZdlPvm(ptr noundef nonnull %42, i64 noundef %49) #27
  br label %50

50:                                               ; preds = %41, %44
  ret void
}

declare void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef, i32 noundef) local_unnamed_addr #6

declare void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #6

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

; Function Attrs: nounwind
declare { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef) local_unnamed_addr #13

declare void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64), i32, ptr, ptr noundef) unnamed_addr #6

declare void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZN4sycl3_V19exceptionD1Ev(ptr noundef nonnull align 8 dereferenceable(64)) unnamed_addr #13

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: noreturn
declare void @_ZSt28__throw_bad_array_new_lengthv() local_unnamed_addr #9

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #18

declare noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #6

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #6

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #6

; Function Attrs: nounwind
declare noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #13

; Function Attrs: nounwind
declare noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #13

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #6

declare void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216), ptr) local_unnamed_addr #6

declare void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216), i32 noundef) local_unnamed_addr #6

declare noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #6

declare void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef byval(%"class.sycl::_V1::range") align 8, i1 noundef zeroext, i32 noundef) local_unnamed_addr #6

declare void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #6

declare void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef, ptr noundef nonnull align 8 dereferenceable(24), i1 noundef zeroext) local_unnamed_addr #6

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelIZZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESD_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(96) %0) unnamed_addr #19 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESD_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(96) %0) unnamed_addr #5 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESD_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE, i64 16), ptr %0, align 8, !tbaa !29
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load ptr, ptr %2, align 8, !tbaa !24
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !26
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !28
  %12 = load ptr, ptr %3, align 8, !tbaa !29
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !29
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !13
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !32

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESD_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EED0Ev(ptr noundef nonnull align 8 dereferenceable(96) %0) unnamed_addr #5 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESD_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE, i64 16), ptr %0, align 8, !tbaa !29
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load ptr, ptr %2, align 8, !tbaa !24
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !26
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !28
  %12 = load ptr, ptr %3, align 8, !tbaa !29
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !29
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !13
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !32

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 96) #27
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZL5scaleRNS0_5queueERNS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESD_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EE23InstantiateKernelOnHostEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(96) %0) unnamed_addr #2 align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %class.anon.72, align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !174
  store ptr %4, ptr %2, align 8, !tbaa !174
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = load ptr, ptr %6, align 8, !tbaa !24
  store ptr %7, ptr %5, align 8, !tbaa !24
  %8 = icmp eq ptr %7, null
  br i1 %8, label %18, label %9

9:                                                ; preds = %1
  %10 = getelementptr inbounds i8, ptr %7, i64 8
  %11 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %12 = icmp eq i8 %11, 0
  br i1 %12, label %16, label %13

13:                                               ; preds = %9
  %14 = load i32, ptr %10, align 4, !tbaa !13
  %15 = add nsw i32 %14, 1
  store i32 %15, ptr %10, align 4, !tbaa !13
  br label %18

16:                                               ; preds = %9
  %17 = atomicrmw volatile add ptr %10, i32 1 acq_rel, align 4
  br label %18

18:                                               ; preds = %1, %13, %16
  %19 = getelementptr inbounds i8, ptr %2, i64 16
  %20 = getelementptr inbounds i8, ptr %0, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %19, ptr noundef nonnull readonly align 8 dereferenceable(64) %20, i64 64, i1 false)
  %21 = getelementptr inbounds i8, ptr %2, i64 80
  %22 = getelementptr inbounds i8, ptr %0, i64 88
  %23 = load float, ptr %22, align 8, !tbaa !177
  store float %23, ptr %21, align 8, !tbaa !177
  %24 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
          to label %25 unwind label %80

25:                                               ; preds = %18
  %26 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
          to label %27 unwind label %80

27:                                               ; preds = %25
  %28 = load i64, ptr %26, align 8
  %29 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
          to label %30 unwind label %80

30:                                               ; preds = %27
  %31 = getelementptr inbounds i8, ptr %29, i64 8
  %32 = load i64, ptr %31, align 8
  %33 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
          to label %34 unwind label %80

34:                                               ; preds = %30
  %35 = getelementptr inbounds i8, ptr %33, i64 8
  %36 = load i64, ptr %35, align 8
  %37 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
          to label %38 unwind label %80

38:                                               ; preds = %34
  %39 = getelementptr inbounds i8, ptr %37, i64 16
  %40 = load i64, ptr %39, align 8
  %41 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
          to label %42 unwind label %80

42:                                               ; preds = %38
  %43 = mul i64 %32, %28
  %44 = add i64 %36, %43
  %45 = mul i64 %40, %44
  %46 = getelementptr inbounds i8, ptr %41, i64 16
  %47 = load i64, ptr %46, align 8
  %48 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %2) #25
  %49 = getelementptr float, ptr %48, i64 %45
  %50 = getelementptr float, ptr %49, i64 %47
  %51 = load float, ptr %50, align 4, !tbaa !5
  %52 = fmul float %23, %51
  store float %52, ptr %50, align 4, !tbaa !5
  %53 = load ptr, ptr %5, align 8, !tbaa !24
  %54 = icmp eq ptr %53, null
  br i1 %54, label %79, label %55

55:                                               ; preds = %42
  %56 = getelementptr inbounds i8, ptr %53, i64 8
  %57 = load atomic i64, ptr %56 acquire, align 8
  %58 = icmp eq i64 %57, 4294967297
  %59 = trunc i64 %57 to i32
  br i1 %58, label %60, label %68

60:                                               ; preds = %55
  store i32 0, ptr %56, align 8, !tbaa !26
  %61 = getelementptr inbounds i8, ptr %53, i64 12
  store i32 0, ptr %61, align 4, !tbaa !28
  %62 = load ptr, ptr %53, align 8, !tbaa !29
  %63 = getelementptr inbounds i8, ptr %62, i64 16
  %64 = load ptr, ptr %63, align 8
  call void %64(ptr noundef nonnull align 8 dereferenceable(16) %53) #25
  %65 = load ptr, ptr %53, align 8, !tbaa !29
  %66 = getelementptr inbounds i8, ptr %65, i64 24
  %67 = load ptr, ptr %66, align 8
  call void %67(ptr noundef nonnull align 8 dereferenceable(16) %53) #25
  br label %79

68:                                               ; preds = %55
  %69 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %70 = icmp eq i8 %69, 0
  br i1 %70, label %73, label %71

71:                                               ; preds = %68
  %72 = add nsw i32 %59, -1
  store i32 %72, ptr %56, align 4, !tbaa !13
  br label %75

73:                                               ; preds = %68
  %74 = atomicrmw volatile add ptr %56, i32 -1 acq_rel, align 4
  br label %75

75:                                               ; preds = %73, %71
  %76 = phi i32 [ %59, %71 ], [ %74, %73 ]
  %77 = icmp eq i32 %76, 1
  br i1 %77, label %78, label %79, !prof !32

78:                                               ; preds = %75
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %53) #25
  br label %79

79:                                               ; preds = %42, %60, %75, %78
  ret void

80:                                               ; preds = %38, %34, %30, %27, %25, %18
  %81 = landingpad { ptr, i32 }
          cleanup
  call fastcc void @_ZZZL5scaleRN4sycl3_V15queueERNS0_6bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESC_ENUlNS0_2idILi3EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(84) %2) #25
  resume { ptr, i32 } %81
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znam(i64 noundef) local_unnamed_addr #18

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPv(ptr noundef) local_unnamed_addr #15

declare void @_ZNK4sycl3_V15queue10get_deviceEv(ptr dead_on_unwind writable sret(%"class.sycl::_V1::device") align 8, ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #6

declare void @_ZNK4sycl3_V15queue11get_contextEv(ptr dead_on_unwind writable sret(%"class.sycl::_V1::context") align 8, ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #6

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17contextD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !24
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !26
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !28
  %12 = load ptr, ptr %3, align 8, !tbaa !29
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !29
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !13
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !32

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

declare noundef ptr @_ZN4sycl3_V120aligned_alloc_sharedEmmRKNS0_6deviceERKNS0_7contextERKNS0_13property_listERKNS0_6detail13code_locationE(i64 noundef, i64 noundef, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #6

declare void @_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS8_EE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef, i64 noundef, i64 noundef, ptr noundef nonnull align 8 dereferenceable(32), ptr noundef) unnamed_addr #6

declare void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef, ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #6

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail12buffer_plainD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !24
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !26
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !28
  %12 = load ptr, ptr %3, align 8, !tbaa !29
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !29
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !13
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !32

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE16getAllocatorImplEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfED0Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 24) #27
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE8allocateEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = shl i64 %1, 2
  %5 = add i64 %4, -1
  %6 = load i64, ptr %3, align 8, !tbaa !101
  %7 = add i64 %6, -1
  %8 = or i64 %7, %5
  %9 = add i64 %8, 1
  %10 = icmp ult i64 %9, %1
  br i1 %10, label %11, label %13

11:                                               ; preds = %2
  %12 = tail call ptr @__cxa_allocate_exception(i64 8) #25
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %12, align 8, !tbaa !29
  tail call void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #28
  unreachable

13:                                               ; preds = %2
  %14 = tail call noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef %6, i64 noundef %9)
  %15 = icmp eq ptr %14, null
  br i1 %15, label %16, label %18

16:                                               ; preds = %13
  %17 = tail call ptr @__cxa_allocate_exception(i64 8) #25
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %17, align 8, !tbaa !29
  tail call void @__cxa_throw(ptr nonnull %17, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #28
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
define linkonce_odr dso_local noundef i64 @_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12getValueSizeEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load i64, ptr %2, align 8, !tbaa !103
  ret i64 %3
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12setAlignmentEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = tail call i64 @llvm.umax.i64(i64 %1, i64 64)
  store i64 %4, ptr %3, align 8, !tbaa !101
  ret void
}

; Function Attrs: nounwind
declare void @_ZNSt9bad_allocD1Ev(ptr noundef nonnull align 8 dereferenceable(8)) unnamed_addr #13

declare noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef, i64 noundef) local_unnamed_addr #6

declare void @_ZN4sycl3_V16detail6OSUtil11alignedFreeEPv(ptr noundef) local_unnamed_addr #6

declare void @_ZNK4sycl3_V16detail12buffer_plain13handleReleaseEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #6

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE16getAllocatorImplEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19SYCLMemObjAllocatorD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #5 comdat align 2 {
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiED0Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 24) #27
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE8allocateEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = shl i64 %1, 2
  %5 = add i64 %4, -1
  %6 = load i64, ptr %3, align 8, !tbaa !126
  %7 = add i64 %6, -1
  %8 = or i64 %7, %5
  %9 = add i64 %8, 1
  %10 = icmp ult i64 %9, %1
  br i1 %10, label %11, label %13

11:                                               ; preds = %2
  %12 = tail call ptr @__cxa_allocate_exception(i64 8) #25
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %12, align 8, !tbaa !29
  tail call void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #28
  unreachable

13:                                               ; preds = %2
  %14 = tail call noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef %6, i64 noundef %9)
  %15 = icmp eq ptr %14, null
  br i1 %15, label %16, label %18

16:                                               ; preds = %13
  %17 = tail call ptr @__cxa_allocate_exception(i64 8) #25
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %17, align 8, !tbaa !29
  tail call void @__cxa_throw(ptr nonnull %17, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #28
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
define linkonce_odr dso_local noundef i64 @_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE12getValueSizeEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load i64, ptr %2, align 8, !tbaa !128
  ret i64 %3
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE12setAlignmentEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = tail call i64 @llvm.umax.i64(i64 %1, i64 64)
  store i64 %4, ptr %3, align 8, !tbaa !126
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZ4mainEUlRNS0_7handlerEE_E4callEPKvS5_(ptr nocapture noundef readonly %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #2 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca { ptr, [56 x i8] }, align 8
  %4 = alloca %"class.std::vector.90", align 8
  %5 = alloca %class.anon.141, align 8
  %6 = alloca %"class.sycl::_V1::range", align 8
  %7 = alloca %class.anon.141, align 8
  %8 = alloca i32, align 4
  %9 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %10 = alloca %"class.sycl::_V1::accessor.138", align 8
  %11 = alloca %"class.sycl::_V1::property_list", align 8
  %12 = alloca %class.anon.141, align 8
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %10) #25
  %13 = load ptr, ptr %0, align 8, !tbaa !196
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #25
  %14 = getelementptr inbounds i8, ptr %11, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %14, i8 0, i64 24, i1 false)
  store i64 16, ptr %11, align 8, !tbaa !44
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9)
  store ptr @.str, ptr %9, align 8
  %15 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr @.str.10, ptr %15, align 8
  %16 = getelementptr inbounds i8, ptr %9, i64 16
  store i64 35, ptr %16, align 8
  %17 = getelementptr inbounds i8, ptr %9, i64 24
  store i64 22, ptr %17, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi3ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi3ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(80) %10, ptr noundef nonnull align 8 dereferenceable(49) %13, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %11, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %9)
          to label %18 unwind label %432

18:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8) #25
  store i32 5, ptr %8, align 4, !tbaa !198
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %13, ptr noundef nonnull align 4 dereferenceable(4) %8)
          to label %21 unwind label %19

19:                                               ; preds = %18
  %20 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(80) %10) #25
  br label %434

21:                                               ; preds = %18
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9)
  %22 = load ptr, ptr %14, align 8, !tbaa !21
  %23 = getelementptr inbounds i8, ptr %11, i64 16
  %24 = load ptr, ptr %23, align 8, !tbaa !23
  %25 = icmp eq ptr %22, %24
  br i1 %25, label %60, label %26

26:                                               ; preds = %21, %55
  %27 = phi ptr [ %56, %55 ], [ %22, %21 ]
  %28 = getelementptr inbounds i8, ptr %27, i64 8
  %29 = load ptr, ptr %28, align 8, !tbaa !24
  %30 = icmp eq ptr %29, null
  br i1 %30, label %55, label %31

31:                                               ; preds = %26
  %32 = getelementptr inbounds i8, ptr %29, i64 8
  %33 = load atomic i64, ptr %32 acquire, align 8
  %34 = icmp eq i64 %33, 4294967297
  %35 = trunc i64 %33 to i32
  br i1 %34, label %36, label %44

36:                                               ; preds = %31
  store i32 0, ptr %32, align 8, !tbaa !26
  %37 = getelementptr inbounds i8, ptr %29, i64 12
  store i32 0, ptr %37, align 4, !tbaa !28
  %38 = load ptr, ptr %29, align 8, !tbaa !29
  %39 = getelementptr inbounds i8, ptr %38, i64 16
  %40 = load ptr, ptr %39, align 8
  call void %40(ptr noundef nonnull align 8 dereferenceable(16) %29) #25
  %41 = load ptr, ptr %29, align 8, !tbaa !29
  %42 = getelementptr inbounds i8, ptr %41, i64 24
  %43 = load ptr, ptr %42, align 8
  call void %43(ptr noundef nonnull align 8 dereferenceable(16) %29) #25
  br label %55

44:                                               ; preds = %31
  %45 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %46 = icmp eq i8 %45, 0
  br i1 %46, label %49, label %47

47:                                               ; preds = %44
  %48 = add nsw i32 %35, -1
  store i32 %48, ptr %32, align 4, !tbaa !13
  br label %51

49:                                               ; preds = %44
  %50 = atomicrmw volatile add ptr %32, i32 -1 acq_rel, align 4
  br label %51

51:                                               ; preds = %49, %47
  %52 = phi i32 [ %35, %47 ], [ %50, %49 ]
  %53 = icmp eq i32 %52, 1
  br i1 %53, label %54, label %55, !prof !32

54:                                               ; preds = %51
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %29) #25
  br label %55

55:                                               ; preds = %54, %51, %36, %26
  %56 = getelementptr inbounds i8, ptr %27, i64 16
  %57 = icmp eq ptr %56, %24
  br i1 %57, label %58, label %26, !llvm.loop !33

58:                                               ; preds = %55
  %59 = load ptr, ptr %14, align 8, !tbaa !21
  br label %60

60:                                               ; preds = %58, %21
  %61 = phi ptr [ %59, %58 ], [ %22, %21 ]
  %62 = icmp eq ptr %61, null
  br i1 %62, label %69, label %63

63:                                               ; preds = %60
  %64 = getelementptr inbounds i8, ptr %11, i64 24
  %65 = load ptr, ptr %64, align 8, !tbaa !34
  %66 = ptrtoint ptr %65 to i64
  %67 = ptrtoint ptr %61 to i64
  %68 = sub i64 %66, %67
  call void @_ZdlPvm(ptr noundef nonnull %61, i64 noundef %68) #27
  br label %69

69:                                               ; preds = %63, %60
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #25
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %12) #25
  %70 = load ptr, ptr %10, align 8, !tbaa !174
  store ptr %70, ptr %12, align 8, !tbaa !174
  %71 = getelementptr inbounds i8, ptr %12, i64 8
  %72 = getelementptr inbounds i8, ptr %10, i64 8
  %73 = load ptr, ptr %72, align 8, !tbaa !24
  store ptr %73, ptr %71, align 8, !tbaa !24
  %74 = icmp eq ptr %73, null
  %75 = getelementptr inbounds i8, ptr %7, i64 8
  br i1 %74, label %76, label %79

76:                                               ; preds = %69
  %77 = getelementptr inbounds i8, ptr %12, i64 16
  %78 = getelementptr inbounds i8, ptr %10, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %77, ptr noundef nonnull align 8 dereferenceable(64) %78, i64 64, i1 false)
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %7)
  store ptr %70, ptr %7, align 8, !tbaa !174
  store ptr null, ptr %75, align 8, !tbaa !24
  br label %104

79:                                               ; preds = %69
  %80 = getelementptr inbounds i8, ptr %73, i64 8
  %81 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %82 = icmp eq i8 %81, 0
  %83 = getelementptr inbounds i8, ptr %12, i64 16
  %84 = getelementptr inbounds i8, ptr %10, i64 16
  br i1 %82, label %89, label %85

85:                                               ; preds = %79
  %86 = load i32, ptr %80, align 4, !tbaa !13
  %87 = add nsw i32 %86, 1
  store i32 %87, ptr %80, align 4, !tbaa !13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %83, ptr noundef nonnull align 8 dereferenceable(64) %84, i64 64, i1 false)
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %7)
  store ptr %70, ptr %7, align 8, !tbaa !174
  store ptr %73, ptr %75, align 8, !tbaa !24
  %88 = getelementptr inbounds i8, ptr %73, i64 8
  br label %98

89:                                               ; preds = %79
  %90 = atomicrmw volatile add ptr %80, i32 1 acq_rel, align 4
  %91 = load ptr, ptr %12, align 8, !tbaa !174
  %92 = load ptr, ptr %71, align 8, !tbaa !24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %83, ptr noundef nonnull align 8 dereferenceable(64) %84, i64 64, i1 false)
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %7)
  store ptr %91, ptr %7, align 8, !tbaa !174
  store ptr %92, ptr %75, align 8, !tbaa !24
  %93 = icmp eq ptr %92, null
  br i1 %93, label %104, label %94

94:                                               ; preds = %89
  %95 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %96 = getelementptr inbounds i8, ptr %92, i64 8
  %97 = icmp eq i8 %95, 0
  br i1 %97, label %102, label %98

98:                                               ; preds = %85, %94
  %99 = phi ptr [ %88, %85 ], [ %96, %94 ]
  %100 = load i32, ptr %99, align 4, !tbaa !13
  %101 = add nsw i32 %100, 1
  store i32 %101, ptr %99, align 4, !tbaa !13
  br label %104

102:                                              ; preds = %94
  %103 = atomicrmw volatile add ptr %96, i32 1 acq_rel, align 4
  br label %104

104:                                              ; preds = %102, %98, %89, %76
  %105 = phi ptr [ %77, %76 ], [ %83, %102 ], [ %83, %98 ], [ %83, %89 ]
  %106 = getelementptr inbounds i8, ptr %7, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %106, ptr noundef nonnull readonly align 8 dereferenceable(64) %105, i64 64, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %5)
  store i64 8, ptr %6, align 8
  %107 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 8, ptr %107, align 8
  %108 = getelementptr inbounds i8, ptr %6, i64 16
  store i64 16, ptr %108, align 8
  %109 = invoke noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %110 unwind label %374

110:                                              ; preds = %104
  %111 = icmp eq i32 %109, 0
  br i1 %111, label %119, label %112

112:                                              ; preds = %110
  %113 = call ptr @__cxa_allocate_exception(i64 64) #25
  %114 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #25
  %115 = extractvalue { i32, ptr } %114, 0
  %116 = extractvalue { i32, ptr } %114, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %113, i32 %115, ptr %116, ptr noundef nonnull @.str.14)
          to label %138 unwind label %117

117:                                              ; preds = %112
  %118 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %113) #25
  br label %376

119:                                              ; preds = %110
  %120 = load i64, ptr %6, align 8, !tbaa !44
  %121 = load i64, ptr %107, align 8, !tbaa !44
  %122 = mul i64 %121, %120
  %123 = icmp eq i64 %121, 0
  br i1 %123, label %127, label %124

124:                                              ; preds = %119
  %125 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %121, i64 %120)
  %126 = extractvalue { i64, i1 } %125, 1
  br i1 %126, label %133, label %127

127:                                              ; preds = %124, %119
  %128 = load i64, ptr %108, align 8, !tbaa !44
  %129 = icmp eq i64 %128, 0
  br i1 %129, label %143, label %130

130:                                              ; preds = %127
  %131 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %128, i64 %122)
  %132 = extractvalue { i64, i1 } %131, 1
  br i1 %132, label %133, label %143

133:                                              ; preds = %130, %124
  %134 = call ptr @__cxa_allocate_exception(i64 64) #25
  %135 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #25
  %136 = extractvalue { i32, ptr } %135, 0
  %137 = extractvalue { i32, ptr } %135, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %134, i32 %136, ptr %137, ptr noundef nonnull @.str.13)
          to label %138 unwind label %141

138:                                              ; preds = %133, %112
  %139 = phi ptr [ %113, %112 ], [ %134, %133 ]
  invoke void @__cxa_throw(ptr nonnull %139, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #28
          to label %140 unwind label %374

140:                                              ; preds = %138
  unreachable

141:                                              ; preds = %133
  %142 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %134) #25
  br label %376

143:                                              ; preds = %130, %127
  %144 = load ptr, ptr %75, align 8, !tbaa !24
  %145 = icmp eq ptr %144, null
  br i1 %145, label %210, label %146

146:                                              ; preds = %143
  %147 = getelementptr inbounds i8, ptr %144, i64 8
  %148 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %149 = icmp eq i8 %148, 0
  br i1 %149, label %153, label %150

150:                                              ; preds = %146
  %151 = load i32, ptr %147, align 4, !tbaa !13
  %152 = add nsw i32 %151, 1
  store i32 %152, ptr %147, align 4, !tbaa !13
  br label %159

153:                                              ; preds = %146
  %154 = atomicrmw volatile add ptr %147, i32 1 acq_rel, align 4
  %155 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %156 = icmp eq i8 %155, 0
  br i1 %156, label %162, label %157

157:                                              ; preds = %153
  %158 = load i32, ptr %147, align 4, !tbaa !13
  br label %159

159:                                              ; preds = %157, %150
  %160 = phi i32 [ %158, %157 ], [ %152, %150 ]
  %161 = add nsw i32 %160, 1
  store i32 %161, ptr %147, align 4, !tbaa !13
  br label %164

162:                                              ; preds = %153
  %163 = atomicrmw volatile add ptr %147, i32 1 acq_rel, align 4
  br label %164

164:                                              ; preds = %162, %159
  %165 = load atomic i64, ptr %147 acquire, align 8
  %166 = icmp eq i64 %165, 4294967297
  %167 = trunc i64 %165 to i32
  br i1 %166, label %168, label %176

168:                                              ; preds = %164
  store i32 0, ptr %147, align 8, !tbaa !26
  %169 = getelementptr inbounds i8, ptr %144, i64 12
  store i32 0, ptr %169, align 4, !tbaa !28
  %170 = load ptr, ptr %144, align 8, !tbaa !29
  %171 = getelementptr inbounds i8, ptr %170, i64 16
  %172 = load ptr, ptr %171, align 8
  call void %172(ptr noundef nonnull align 8 dereferenceable(16) %144) #25
  %173 = load ptr, ptr %144, align 8, !tbaa !29
  %174 = getelementptr inbounds i8, ptr %173, i64 24
  %175 = load ptr, ptr %174, align 8
  call void %175(ptr noundef nonnull align 8 dereferenceable(16) %144) #25
  br label %187

176:                                              ; preds = %164
  %177 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %178 = icmp eq i8 %177, 0
  br i1 %178, label %181, label %179

179:                                              ; preds = %176
  %180 = add nsw i32 %167, -1
  store i32 %180, ptr %147, align 4, !tbaa !13
  br label %183

181:                                              ; preds = %176
  %182 = atomicrmw volatile add ptr %147, i32 -1 acq_rel, align 4
  br label %183

183:                                              ; preds = %181, %179
  %184 = phi i32 [ %167, %179 ], [ %182, %181 ]
  %185 = icmp eq i32 %184, 1
  br i1 %185, label %186, label %187, !prof !32

186:                                              ; preds = %183
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %144) #25
  br label %187

187:                                              ; preds = %186, %183, %168
  %188 = load atomic i64, ptr %147 acquire, align 8
  %189 = icmp eq i64 %188, 4294967297
  %190 = trunc i64 %188 to i32
  br i1 %189, label %191, label %199

191:                                              ; preds = %187
  store i32 0, ptr %147, align 8, !tbaa !26
  %192 = getelementptr inbounds i8, ptr %144, i64 12
  store i32 0, ptr %192, align 4, !tbaa !28
  %193 = load ptr, ptr %144, align 8, !tbaa !29
  %194 = getelementptr inbounds i8, ptr %193, i64 16
  %195 = load ptr, ptr %194, align 8
  call void %195(ptr noundef nonnull align 8 dereferenceable(16) %144) #25
  %196 = load ptr, ptr %144, align 8, !tbaa !29
  %197 = getelementptr inbounds i8, ptr %196, i64 24
  %198 = load ptr, ptr %197, align 8
  call void %198(ptr noundef nonnull align 8 dereferenceable(16) %144) #25
  br label %210

199:                                              ; preds = %187
  %200 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %201 = icmp eq i8 %200, 0
  br i1 %201, label %204, label %202

202:                                              ; preds = %199
  %203 = add nsw i32 %190, -1
  store i32 %203, ptr %147, align 4, !tbaa !13
  br label %206

204:                                              ; preds = %199
  %205 = atomicrmw volatile add ptr %147, i32 -1 acq_rel, align 4
  br label %206

206:                                              ; preds = %204, %202
  %207 = phi i32 [ %190, %202 ], [ %205, %204 ]
  %208 = icmp eq i32 %207, 1
  br i1 %208, label %209, label %210, !prof !32

209:                                              ; preds = %206
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %144) #25
  br label %210

210:                                              ; preds = %209, %206, %191, %143
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.27)
          to label %211 unwind label %374

211:                                              ; preds = %210
  invoke void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range") align 8 %6, i1 noundef zeroext false, i32 noundef 3)
          to label %212 unwind label %374

212:                                              ; preds = %211
  %213 = load ptr, ptr %7, align 8, !tbaa !174
  store ptr %213, ptr %5, align 8, !tbaa !174
  %214 = getelementptr inbounds i8, ptr %5, i64 8
  %215 = load ptr, ptr %75, align 8, !tbaa !24
  store ptr null, ptr %75, align 8, !tbaa !24
  store ptr %215, ptr %214, align 8, !tbaa !24
  store ptr null, ptr %7, align 8, !tbaa !174
  %216 = getelementptr inbounds i8, ptr %5, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %216, ptr noundef nonnull align 8 dereferenceable(64) %106, i64 64, i1 false)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3)
  %217 = invoke noalias noundef nonnull dereferenceable(88) ptr @_Znwm(i64 noundef 88) #24
          to label %218 unwind label %343

218:                                              ; preds = %212
  %219 = icmp eq ptr %215, null
  br i1 %219, label %240, label %220

220:                                              ; preds = %218
  %221 = getelementptr inbounds i8, ptr %215, i64 8
  %222 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !200
  %223 = icmp eq i8 %222, 0
  %224 = getelementptr inbounds i8, ptr %217, i64 8
  %225 = getelementptr inbounds i8, ptr %217, i64 16
  br i1 %223, label %229, label %226

226:                                              ; preds = %220
  %227 = load i32, ptr %221, align 4, !tbaa !13, !noalias !200
  %228 = add nsw i32 %227, 1
  store i32 %228, ptr %221, align 4, !tbaa !13, !noalias !200
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %3, ptr noundef nonnull align 8 dereferenceable(64) %106, i64 64, i1 false)
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE, i64 16), ptr %217, align 8, !tbaa !29, !noalias !200
  store ptr %213, ptr %224, align 8, !tbaa !174, !noalias !200
  store ptr %215, ptr %225, align 8, !tbaa !24, !noalias !200
  br label %235

229:                                              ; preds = %220
  %230 = atomicrmw volatile add ptr %221, i32 1 acq_rel, align 4, !noalias !200
  %231 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !200
  %232 = icmp eq i8 %231, 0
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %3, ptr noundef nonnull readonly align 8 dereferenceable(64) %216, i64 64, i1 false), !noalias !200
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE, i64 16), ptr %217, align 8, !tbaa !29, !noalias !200
  store ptr %213, ptr %224, align 8, !tbaa !174, !noalias !200
  store ptr %215, ptr %225, align 8, !tbaa !24, !noalias !200
  br i1 %232, label %238, label %233

233:                                              ; preds = %229
  %234 = load i32, ptr %221, align 4, !tbaa !13, !noalias !200
  br label %235

235:                                              ; preds = %233, %226
  %236 = phi i32 [ %234, %233 ], [ %228, %226 ]
  %237 = add nsw i32 %236, 1
  store i32 %237, ptr %221, align 4, !tbaa !13, !noalias !200
  br label %244

238:                                              ; preds = %229
  %239 = atomicrmw volatile add ptr %221, i32 1 acq_rel, align 4, !noalias !200
  br label %244

240:                                              ; preds = %218
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE, i64 16), ptr %217, align 8, !tbaa !29, !noalias !200
  %241 = getelementptr inbounds i8, ptr %217, i64 8
  store ptr %213, ptr %241, align 8, !tbaa !174, !noalias !200
  %242 = getelementptr inbounds i8, ptr %217, i64 16
  store ptr null, ptr %242, align 8, !tbaa !24, !noalias !200
  %243 = getelementptr inbounds i8, ptr %217, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %243, ptr noundef nonnull align 8 dereferenceable(64) %106, i64 64, i1 false)
  br label %268

244:                                              ; preds = %238, %235
  %245 = getelementptr inbounds i8, ptr %217, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %245, ptr noundef nonnull align 8 dereferenceable(64) %3, i64 64, i1 false), !noalias !200
  %246 = load atomic i64, ptr %221 acquire, align 8, !noalias !200
  %247 = icmp eq i64 %246, 4294967297
  %248 = trunc i64 %246 to i32
  br i1 %247, label %249, label %257

249:                                              ; preds = %244
  store i32 0, ptr %221, align 8, !tbaa !26, !noalias !200
  %250 = getelementptr inbounds i8, ptr %215, i64 12
  store i32 0, ptr %250, align 4, !tbaa !28, !noalias !200
  %251 = load ptr, ptr %215, align 8, !tbaa !29, !noalias !200
  %252 = getelementptr inbounds i8, ptr %251, i64 16
  %253 = load ptr, ptr %252, align 8, !noalias !200
  call void %253(ptr noundef nonnull align 8 dereferenceable(16) %215) #25, !noalias !200
  %254 = load ptr, ptr %215, align 8, !tbaa !29, !noalias !200
  %255 = getelementptr inbounds i8, ptr %254, i64 24
  %256 = load ptr, ptr %255, align 8, !noalias !200
  call void %256(ptr noundef nonnull align 8 dereferenceable(16) %215) #25, !noalias !200
  br label %268

257:                                              ; preds = %244
  %258 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !200
  %259 = icmp eq i8 %258, 0
  br i1 %259, label %262, label %260

260:                                              ; preds = %257
  %261 = add nsw i32 %248, -1
  store i32 %261, ptr %221, align 4, !tbaa !13, !noalias !200
  br label %264

262:                                              ; preds = %257
  %263 = atomicrmw volatile add ptr %221, i32 -1 acq_rel, align 4, !noalias !200
  br label %264

264:                                              ; preds = %262, %260
  %265 = phi i32 [ %248, %260 ], [ %263, %262 ]
  %266 = icmp eq i32 %265, 1
  br i1 %266, label %267, label %268, !prof !32

267:                                              ; preds = %264
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %215) #25, !noalias !200
  br label %268

268:                                              ; preds = %267, %264, %249, %240
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3)
  %269 = getelementptr inbounds i8, ptr %1, i64 152
  %270 = load ptr, ptr %269, align 8, !tbaa !15
  store ptr %217, ptr %269, align 8, !tbaa !15
  %271 = icmp eq ptr %270, null
  br i1 %271, label %276, label %272

272:                                              ; preds = %268
  %273 = load ptr, ptr %270, align 8, !tbaa !29
  %274 = getelementptr inbounds i8, ptr %273, i64 16
  %275 = load ptr, ptr %274, align 8
  call void %275(ptr noundef nonnull align 8 dereferenceable(8) %270) #25
  br label %276

276:                                              ; preds = %272, %268
  invoke void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %277 unwind label %343

277:                                              ; preds = %276
  %278 = load ptr, ptr %269, align 8, !tbaa !15
  %279 = load ptr, ptr %278, align 8, !tbaa !29
  %280 = load ptr, ptr %279, align 8
  %281 = invoke noundef ptr %280(ptr noundef nonnull align 8 dereferenceable(8) %278)
          to label %282 unwind label %343

282:                                              ; preds = %277
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #25
  call void @llvm.experimental.noalias.scope.decl(metadata !203)
  %283 = getelementptr inbounds i8, ptr %4, i64 16
  %284 = invoke noalias noundef nonnull dereferenceable(12) ptr @_Znwm(i64 noundef 12) #24
          to label %285 unwind label %343

285:                                              ; preds = %282
  store ptr %284, ptr %4, align 8, !tbaa !188, !alias.scope !203
  %286 = getelementptr inbounds i8, ptr %284, i64 12
  store ptr %286, ptr %283, align 8, !tbaa !190, !alias.scope !203
  %287 = getelementptr inbounds i8, ptr %4, i64 8
  store i64 35038343200768, ptr %284, align 4, !noalias !203
  %288 = getelementptr inbounds i8, ptr %284, i64 8
  store i32 0, ptr %288, align 4, !tbaa !13, !noalias !203
  store ptr %286, ptr %287, align 8, !tbaa !191, !alias.scope !203
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %281, ptr noundef nonnull align 8 dereferenceable(24) %4, i1 noundef zeroext false)
          to label %289 unwind label %305

289:                                              ; preds = %285
  %290 = load ptr, ptr %4, align 8, !tbaa !188
  %291 = icmp eq ptr %290, null
  br i1 %291, label %297, label %292

292:                                              ; preds = %289
  %293 = load ptr, ptr %283, align 8, !tbaa !190
  %294 = ptrtoint ptr %293 to i64
  %295 = ptrtoint ptr %290 to i64
  %296 = sub i64 %294, %295
  call void @_ZdlPvm(ptr noundef nonnull %290, i64 noundef %296) #27
  br label %297

297:                                              ; preds = %292, %289
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #25
  %298 = invoke noalias noundef nonnull dereferenceable(12) ptr @_Znam(i64 noundef 12) #24
          to label %299 unwind label %343

299:                                              ; preds = %297
  %300 = getelementptr inbounds i8, ptr %1, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(11) %298, ptr noundef nonnull align 1 dereferenceable(11) @.str.27, i64 11, i1 false)
  %301 = getelementptr inbounds i8, ptr %298, i64 11
  store i8 0, ptr %301, align 1, !tbaa !31
  %302 = load ptr, ptr %300, align 8, !tbaa !15
  store ptr %298, ptr %300, align 8, !tbaa !15
  %303 = icmp eq ptr %302, null
  br i1 %303, label %315, label %304

304:                                              ; preds = %299
  call void @_ZdaPv(ptr noundef nonnull %302) #27
  br label %315

305:                                              ; preds = %285
  %306 = landingpad { ptr, i32 }
          cleanup
  %307 = load ptr, ptr %4, align 8, !tbaa !188
  %308 = icmp eq ptr %307, null
  br i1 %308, label %314, label %309

309:                                              ; preds = %305
  %310 = load ptr, ptr %283, align 8, !tbaa !190
  %311 = ptrtoint ptr %310 to i64
  %312 = ptrtoint ptr %307 to i64
  %313 = sub i64 %311, %312
  call void @_ZdlPvm(ptr noundef nonnull %307, i64 noundef %313) #27
  br label %314

314:                                              ; preds = %309, %305
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #25
  br label %345

315:                                              ; preds = %304, %299
  %316 = load ptr, ptr %214, align 8, !tbaa !24
  %317 = icmp eq ptr %316, null
  br i1 %317, label %342, label %318

318:                                              ; preds = %315
  %319 = getelementptr inbounds i8, ptr %316, i64 8
  %320 = load atomic i64, ptr %319 acquire, align 8
  %321 = icmp eq i64 %320, 4294967297
  %322 = trunc i64 %320 to i32
  br i1 %321, label %323, label %331

323:                                              ; preds = %318
  store i32 0, ptr %319, align 8, !tbaa !26
  %324 = getelementptr inbounds i8, ptr %316, i64 12
  store i32 0, ptr %324, align 4, !tbaa !28
  %325 = load ptr, ptr %316, align 8, !tbaa !29
  %326 = getelementptr inbounds i8, ptr %325, i64 16
  %327 = load ptr, ptr %326, align 8
  call void %327(ptr noundef nonnull align 8 dereferenceable(16) %316) #25
  %328 = load ptr, ptr %316, align 8, !tbaa !29
  %329 = getelementptr inbounds i8, ptr %328, i64 24
  %330 = load ptr, ptr %329, align 8
  call void %330(ptr noundef nonnull align 8 dereferenceable(16) %316) #25
  br label %342

331:                                              ; preds = %318
  %332 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %333 = icmp eq i8 %332, 0
  br i1 %333, label %336, label %334

334:                                              ; preds = %331
  %335 = add nsw i32 %322, -1
  store i32 %335, ptr %319, align 4, !tbaa !13
  br label %338

336:                                              ; preds = %331
  %337 = atomicrmw volatile add ptr %319, i32 -1 acq_rel, align 4
  br label %338

338:                                              ; preds = %336, %334
  %339 = phi i32 [ %322, %334 ], [ %337, %336 ]
  %340 = icmp eq i32 %339, 1
  br i1 %340, label %341, label %342, !prof !32

341:                                              ; preds = %338
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %316) #25
  br label %342

342:                                              ; preds = %341, %338, %323, %315
  invoke void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef 1)
          to label %347 unwind label %374

343:                                              ; preds = %297, %282, %277, %276, %212
  %344 = landingpad { ptr, i32 }
          cleanup
  br label %345

345:                                              ; preds = %343, %314
  %346 = phi { ptr, i32 } [ %344, %343 ], [ %306, %314 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi3EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(80) %5) #25
  br label %376

347:                                              ; preds = %342
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %5)
  %348 = load ptr, ptr %75, align 8, !tbaa !24
  %349 = icmp eq ptr %348, null
  br i1 %349, label %378, label %350

350:                                              ; preds = %347
  %351 = getelementptr inbounds i8, ptr %348, i64 8
  %352 = load atomic i64, ptr %351 acquire, align 8
  %353 = icmp eq i64 %352, 4294967297
  %354 = trunc i64 %352 to i32
  br i1 %353, label %355, label %363

355:                                              ; preds = %350
  store i32 0, ptr %351, align 8, !tbaa !26
  %356 = getelementptr inbounds i8, ptr %348, i64 12
  store i32 0, ptr %356, align 4, !tbaa !28
  %357 = load ptr, ptr %348, align 8, !tbaa !29
  %358 = getelementptr inbounds i8, ptr %357, i64 16
  %359 = load ptr, ptr %358, align 8
  call void %359(ptr noundef nonnull align 8 dereferenceable(16) %348) #25
  %360 = load ptr, ptr %348, align 8, !tbaa !29
  %361 = getelementptr inbounds i8, ptr %360, i64 24
  %362 = load ptr, ptr %361, align 8
  call void %362(ptr noundef nonnull align 8 dereferenceable(16) %348) #25
  br label %378

363:                                              ; preds = %350
  %364 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %365 = icmp eq i8 %364, 0
  br i1 %365, label %368, label %366

366:                                              ; preds = %363
  %367 = add nsw i32 %354, -1
  store i32 %367, ptr %351, align 4, !tbaa !13
  br label %370

368:                                              ; preds = %363
  %369 = atomicrmw volatile add ptr %351, i32 -1 acq_rel, align 4
  br label %370

370:                                              ; preds = %368, %366
  %371 = phi i32 [ %354, %366 ], [ %369, %368 ]
  %372 = icmp eq i32 %371, 1
  br i1 %372, label %373, label %378, !prof !32

373:                                              ; preds = %370
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %348) #25
  br label %378

374:                                              ; preds = %342, %211, %210, %138, %104
  %375 = landingpad { ptr, i32 }
          cleanup
  br label %376

376:                                              ; preds = %374, %345, %141, %117
  %377 = phi { ptr, i32 } [ %375, %374 ], [ %118, %117 ], [ %346, %345 ], [ %142, %141 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi3EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(80) %7) #25
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi3EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(80) %12) #25
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %12) #25
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(80) %10) #25
  br label %436

378:                                              ; preds = %373, %370, %355, %347
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %7)
  %379 = load ptr, ptr %71, align 8, !tbaa !24
  %380 = icmp eq ptr %379, null
  br i1 %380, label %405, label %381

381:                                              ; preds = %378
  %382 = getelementptr inbounds i8, ptr %379, i64 8
  %383 = load atomic i64, ptr %382 acquire, align 8
  %384 = icmp eq i64 %383, 4294967297
  %385 = trunc i64 %383 to i32
  br i1 %384, label %386, label %394

386:                                              ; preds = %381
  store i32 0, ptr %382, align 8, !tbaa !26
  %387 = getelementptr inbounds i8, ptr %379, i64 12
  store i32 0, ptr %387, align 4, !tbaa !28
  %388 = load ptr, ptr %379, align 8, !tbaa !29
  %389 = getelementptr inbounds i8, ptr %388, i64 16
  %390 = load ptr, ptr %389, align 8
  call void %390(ptr noundef nonnull align 8 dereferenceable(16) %379) #25
  %391 = load ptr, ptr %379, align 8, !tbaa !29
  %392 = getelementptr inbounds i8, ptr %391, i64 24
  %393 = load ptr, ptr %392, align 8
  call void %393(ptr noundef nonnull align 8 dereferenceable(16) %379) #25
  br label %405

394:                                              ; preds = %381
  %395 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %396 = icmp eq i8 %395, 0
  br i1 %396, label %399, label %397

397:                                              ; preds = %394
  %398 = add nsw i32 %385, -1
  store i32 %398, ptr %382, align 4, !tbaa !13
  br label %401

399:                                              ; preds = %394
  %400 = atomicrmw volatile add ptr %382, i32 -1 acq_rel, align 4
  br label %401

401:                                              ; preds = %399, %397
  %402 = phi i32 [ %385, %397 ], [ %400, %399 ]
  %403 = icmp eq i32 %402, 1
  br i1 %403, label %404, label %405, !prof !32

404:                                              ; preds = %401
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %379) #25
  br label %405

405:                                              ; preds = %404, %401, %386, %378
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %12) #25
  %406 = load ptr, ptr %72, align 8, !tbaa !24
  %407 = icmp eq ptr %406, null
  br i1 %407, label %438, label %408

408:                                              ; preds = %405
  %409 = getelementptr inbounds i8, ptr %406, i64 8
  %410 = load atomic i64, ptr %409 acquire, align 8
  %411 = icmp eq i64 %410, 4294967297
  %412 = trunc i64 %410 to i32
  br i1 %411, label %413, label %421

413:                                              ; preds = %408
  store i32 0, ptr %409, align 8, !tbaa !26
  %414 = getelementptr inbounds i8, ptr %406, i64 12
  store i32 0, ptr %414, align 4, !tbaa !28
  %415 = load ptr, ptr %406, align 8, !tbaa !29
  %416 = getelementptr inbounds i8, ptr %415, i64 16
  %417 = load ptr, ptr %416, align 8
  call void %417(ptr noundef nonnull align 8 dereferenceable(16) %406) #25
  %418 = load ptr, ptr %406, align 8, !tbaa !29
  %419 = getelementptr inbounds i8, ptr %418, i64 24
  %420 = load ptr, ptr %419, align 8
  call void %420(ptr noundef nonnull align 8 dereferenceable(16) %406) #25
  br label %438

421:                                              ; preds = %408
  %422 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %423 = icmp eq i8 %422, 0
  br i1 %423, label %426, label %424

424:                                              ; preds = %421
  %425 = add nsw i32 %412, -1
  store i32 %425, ptr %409, align 4, !tbaa !13
  br label %428

426:                                              ; preds = %421
  %427 = atomicrmw volatile add ptr %409, i32 -1 acq_rel, align 4
  br label %428

428:                                              ; preds = %426, %424
  %429 = phi i32 [ %412, %424 ], [ %427, %426 ]
  %430 = icmp eq i32 %429, 1
  br i1 %430, label %431, label %438, !prof !32

431:                                              ; preds = %428
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %406) #25
  br label %438

432:                                              ; preds = %2
  %433 = landingpad { ptr, i32 }
          cleanup
  br label %434

434:                                              ; preds = %432, %19
  %435 = phi { ptr, i32 } [ %433, %432 ], [ %20, %19 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %11) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #25
  br label %436

436:                                              ; preds = %434, %376
  %437 = phi { ptr, i32 } [ %377, %376 ], [ %435, %434 ]
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %10) #25
  resume { ptr, i32 } %437

438:                                              ; preds = %405, %413, %428, %431
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %10) #25
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define internal fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi3EEEE_D2Ev(ptr nocapture noundef nonnull readonly align 8 dereferenceable(80) %0) unnamed_addr #3 align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !24
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !26
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !28
  %12 = load ptr, ptr %3, align 8, !tbaa !29
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !29
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !13
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !32

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi3ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi3ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(80) %0, ptr noundef nonnull align 8 dereferenceable(49) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range", align 8
  %8 = alloca %"class.sycl::_V1::range", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %7, ptr noundef nonnull align 8 dereferenceable(24) %10, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %8, ptr noundef nonnull align 8 dereferenceable(24) %10, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #25
  %11 = load i64, ptr %3, align 8
  %12 = getelementptr inbounds i8, ptr %3, i64 8
  %13 = getelementptr inbounds i8, ptr %3, i64 16
  %14 = load ptr, ptr %13, align 8, !tbaa !15
  %15 = load ptr, ptr %12, align 8, !tbaa !15
  %16 = ptrtoint ptr %14 to i64
  %17 = ptrtoint ptr %15 to i64
  %18 = sub i64 %16, %17
  %19 = icmp eq ptr %14, %15
  br i1 %19, label %46, label %20

20:                                               ; preds = %5
  %21 = icmp ugt i64 %18, 9223372036854775792
  br i1 %21, label %22, label %23, !prof !32

22:                                               ; preds = %20
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #28
  unreachable

23:                                               ; preds = %20
  %24 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %18) #24
  br label %25

25:                                               ; preds = %42, %23
  %26 = phi ptr [ %44, %42 ], [ %24, %23 ]
  %27 = phi ptr [ %43, %42 ], [ %15, %23 ]
  %28 = load ptr, ptr %27, align 8, !tbaa !192
  store ptr %28, ptr %26, align 8, !tbaa !192
  %29 = getelementptr inbounds i8, ptr %26, i64 8
  %30 = getelementptr inbounds i8, ptr %27, i64 8
  %31 = load ptr, ptr %30, align 8, !tbaa !24
  store ptr %31, ptr %29, align 8, !tbaa !24
  %32 = icmp eq ptr %31, null
  br i1 %32, label %42, label %33

33:                                               ; preds = %25
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %36 = icmp eq i8 %35, 0
  br i1 %36, label %40, label %37

37:                                               ; preds = %33
  %38 = load i32, ptr %34, align 4, !tbaa !13
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %34, align 4, !tbaa !13
  br label %42

40:                                               ; preds = %33
  %41 = atomicrmw volatile add ptr %34, i32 1 acq_rel, align 4
  br label %42

42:                                               ; preds = %40, %37, %25
  %43 = getelementptr inbounds i8, ptr %27, i64 16
  %44 = getelementptr inbounds i8, ptr %26, i64 16
  %45 = icmp eq ptr %43, %14
  br i1 %45, label %46, label %25, !llvm.loop !194

46:                                               ; preds = %42, %5
  %47 = phi ptr [ null, %5 ], [ %24, %42 ]
  %48 = phi ptr [ null, %5 ], [ %44, %42 ]
  %49 = getelementptr inbounds i8, ptr %47, i64 %18
  store i64 %11, ptr %9, align 8
  %50 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %47, ptr %50, align 8, !tbaa !21
  %51 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %48, ptr %51, align 8, !tbaa !23
  %52 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %49, ptr %52, align 8, !tbaa !34
  %53 = load ptr, ptr %1, align 8, !tbaa !117
  %54 = icmp eq ptr %53, null
  br i1 %54, label %55, label %56

55:                                               ; preds = %46
  tail call void @__assert_fail(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.9, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #26
  unreachable

56:                                               ; preds = %46
  %57 = and i64 %11, 16
  %58 = icmp eq i64 %57, 0
  %59 = select i1 %58, i32 1025, i32 1027
  %60 = getelementptr inbounds i8, ptr %1, i64 40
  %61 = load i64, ptr %60, align 8, !tbaa !108
  %62 = getelementptr inbounds i8, ptr %1, i64 48
  %63 = load i8, ptr %62, align 8, !tbaa !116, !range !166, !noundef !167
  %64 = trunc nuw i8 %63 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range") align 8 %8, i32 noundef %59, ptr noundef nonnull %53, i32 noundef 3, i32 noundef 4, i64 noundef %61, i1 noundef zeroext %64, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %65 unwind label %201

65:                                               ; preds = %56
  %66 = icmp eq ptr %47, %48
  br i1 %66, label %101, label %67

67:                                               ; preds = %65, %96
  %68 = phi ptr [ %97, %96 ], [ %47, %65 ]
  %69 = getelementptr inbounds i8, ptr %68, i64 8
  %70 = load ptr, ptr %69, align 8, !tbaa !24
  %71 = icmp eq ptr %70, null
  br i1 %71, label %96, label %72

72:                                               ; preds = %67
  %73 = getelementptr inbounds i8, ptr %70, i64 8
  %74 = load atomic i64, ptr %73 acquire, align 8
  %75 = icmp eq i64 %74, 4294967297
  %76 = trunc i64 %74 to i32
  br i1 %75, label %77, label %85

77:                                               ; preds = %72
  store i32 0, ptr %73, align 8, !tbaa !26
  %78 = getelementptr inbounds i8, ptr %70, i64 12
  store i32 0, ptr %78, align 4, !tbaa !28
  %79 = load ptr, ptr %70, align 8, !tbaa !29
  %80 = getelementptr inbounds i8, ptr %79, i64 16
  %81 = load ptr, ptr %80, align 8
  tail call void %81(ptr noundef nonnull align 8 dereferenceable(16) %70) #25
  %82 = load ptr, ptr %70, align 8, !tbaa !29
  %83 = getelementptr inbounds i8, ptr %82, i64 24
  %84 = load ptr, ptr %83, align 8
  tail call void %84(ptr noundef nonnull align 8 dereferenceable(16) %70) #25
  br label %96

85:                                               ; preds = %72
  %86 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %87 = icmp eq i8 %86, 0
  br i1 %87, label %90, label %88

88:                                               ; preds = %85
  %89 = add nsw i32 %76, -1
  store i32 %89, ptr %73, align 4, !tbaa !13
  br label %92

90:                                               ; preds = %85
  %91 = atomicrmw volatile add ptr %73, i32 -1 acq_rel, align 4
  br label %92

92:                                               ; preds = %90, %88
  %93 = phi i32 [ %76, %88 ], [ %91, %90 ]
  %94 = icmp eq i32 %93, 1
  br i1 %94, label %95, label %96, !prof !32

95:                                               ; preds = %92
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %70) #25
  br label %96

96:                                               ; preds = %95, %92, %77, %67
  %97 = getelementptr inbounds i8, ptr %68, i64 16
  %98 = icmp eq ptr %97, %48
  br i1 %98, label %99, label %67, !llvm.loop !33

99:                                               ; preds = %96
  %100 = load ptr, ptr %50, align 8, !tbaa !21
  br label %101

101:                                              ; preds = %99, %65
  %102 = phi ptr [ %100, %99 ], [ %47, %65 ]
  %103 = icmp eq ptr %102, null
  br i1 %103, label %109, label %104

104:                                              ; preds = %101
  %105 = load ptr, ptr %52, align 8, !tbaa !34
  %106 = ptrtoint ptr %105 to i64
  %107 = ptrtoint ptr %102 to i64
  %108 = sub i64 %106, %107
  tail call void @_ZdlPvm(ptr noundef nonnull %102, i64 noundef %108) #27
  br label %109

109:                                              ; preds = %101, %104
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #25
  %110 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %110, i8 0, i64 64, i1 false)
  %111 = load ptr, ptr %13, align 8, !tbaa !15
  %112 = load ptr, ptr %12, align 8, !tbaa !15
  %113 = ptrtoint ptr %111 to i64
  %114 = ptrtoint ptr %112 to i64
  %115 = sub i64 %113, %114
  %116 = icmp eq ptr %111, %112
  br i1 %116, label %177, label %117

117:                                              ; preds = %109
  %118 = icmp ugt i64 %115, 9223372036854775792
  br i1 %118, label %119, label %121, !prof !32

119:                                              ; preds = %117
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #28
          to label %120 unwind label %205

120:                                              ; preds = %119
  unreachable

121:                                              ; preds = %117
  %122 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %115) #24
          to label %123 unwind label %205

123:                                              ; preds = %121, %140
  %124 = phi ptr [ %142, %140 ], [ %122, %121 ]
  %125 = phi ptr [ %141, %140 ], [ %112, %121 ]
  %126 = load ptr, ptr %125, align 8, !tbaa !192
  store ptr %126, ptr %124, align 8, !tbaa !192
  %127 = getelementptr inbounds i8, ptr %124, i64 8
  %128 = getelementptr inbounds i8, ptr %125, i64 8
  %129 = load ptr, ptr %128, align 8, !tbaa !24
  store ptr %129, ptr %127, align 8, !tbaa !24
  %130 = icmp eq ptr %129, null
  br i1 %130, label %140, label %131

131:                                              ; preds = %123
  %132 = getelementptr inbounds i8, ptr %129, i64 8
  %133 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %134 = icmp eq i8 %133, 0
  br i1 %134, label %138, label %135

135:                                              ; preds = %131
  %136 = load i32, ptr %132, align 4, !tbaa !13
  %137 = add nsw i32 %136, 1
  store i32 %137, ptr %132, align 4, !tbaa !13
  br label %140

138:                                              ; preds = %131
  %139 = atomicrmw volatile add ptr %132, i32 1 acq_rel, align 4
  br label %140

140:                                              ; preds = %138, %135, %123
  %141 = getelementptr inbounds i8, ptr %125, i64 16
  %142 = getelementptr inbounds i8, ptr %124, i64 16
  %143 = icmp eq ptr %141, %111
  br i1 %143, label %144, label %123, !llvm.loop !194

144:                                              ; preds = %140, %173
  %145 = phi ptr [ %174, %173 ], [ %122, %140 ]
  %146 = getelementptr inbounds i8, ptr %145, i64 8
  %147 = load ptr, ptr %146, align 8, !tbaa !24
  %148 = icmp eq ptr %147, null
  br i1 %148, label %173, label %149

149:                                              ; preds = %144
  %150 = getelementptr inbounds i8, ptr %147, i64 8
  %151 = load atomic i64, ptr %150 acquire, align 8
  %152 = icmp eq i64 %151, 4294967297
  %153 = trunc i64 %151 to i32
  br i1 %152, label %154, label %162

154:                                              ; preds = %149
  store i32 0, ptr %150, align 8, !tbaa !26
  %155 = getelementptr inbounds i8, ptr %147, i64 12
  store i32 0, ptr %155, align 4, !tbaa !28
  %156 = load ptr, ptr %147, align 8, !tbaa !29
  %157 = getelementptr inbounds i8, ptr %156, i64 16
  %158 = load ptr, ptr %157, align 8
  tail call void %158(ptr noundef nonnull align 8 dereferenceable(16) %147) #25
  %159 = load ptr, ptr %147, align 8, !tbaa !29
  %160 = getelementptr inbounds i8, ptr %159, i64 24
  %161 = load ptr, ptr %160, align 8
  tail call void %161(ptr noundef nonnull align 8 dereferenceable(16) %147) #25
  br label %173

162:                                              ; preds = %149
  %163 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %164 = icmp eq i8 %163, 0
  br i1 %164, label %167, label %165

165:                                              ; preds = %162
  %166 = add nsw i32 %153, -1
  store i32 %166, ptr %150, align 4, !tbaa !13
  br label %169

167:                                              ; preds = %162
  %168 = atomicrmw volatile add ptr %150, i32 -1 acq_rel, align 4
  br label %169

169:                                              ; preds = %167, %165
  %170 = phi i32 [ %153, %165 ], [ %168, %167 ]
  %171 = icmp eq i32 %170, 1
  br i1 %171, label %172, label %173, !prof !32

172:                                              ; preds = %169
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %147) #25
  br label %173

173:                                              ; preds = %172, %169, %154, %144
  %174 = getelementptr inbounds i8, ptr %145, i64 16
  %175 = icmp eq ptr %145, %124
  br i1 %175, label %176, label %144, !llvm.loop !33

176:                                              ; preds = %173
  tail call void @_ZdlPvm(ptr noundef nonnull %122, i64 noundef %115) #27
  br label %177

177:                                              ; preds = %109, %176
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %178 unwind label %203

178:                                              ; preds = %177
  %179 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %180 unwind label %203

180:                                              ; preds = %178
  store ptr %179, ptr %110, align 8, !tbaa !206
  %181 = load ptr, ptr %1, align 8, !tbaa !117
  %182 = icmp eq ptr %181, null
  br i1 %182, label %183, label %184

183:                                              ; preds = %180
  tail call void @__assert_fail(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.9, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #26
  unreachable

184:                                              ; preds = %180
  %185 = load ptr, ptr %0, align 8, !tbaa !174
  invoke void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef nonnull %181, ptr noundef %185, i32 noundef 2014, i32 noundef 1025, ptr noundef nonnull align 8 dereferenceable(32) %4)
          to label %186 unwind label %203

186:                                              ; preds = %184
  %187 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %188 unwind label %203

188:                                              ; preds = %186
  %189 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %190 unwind label %203

190:                                              ; preds = %188
  %191 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %192 unwind label %203

192:                                              ; preds = %190
  %193 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %194 unwind label %203

194:                                              ; preds = %192
  %195 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
  %196 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
  %197 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %198 unwind label %203

198:                                              ; preds = %194
  %199 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %200 unwind label %203

200:                                              ; preds = %198
  ret void

201:                                              ; preds = %56
  %202 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #25
  br label %209

203:                                              ; preds = %198, %194, %192, %190, %188, %186, %178, %184, %177
  %204 = landingpad { ptr, i32 }
          cleanup
  br label %207

205:                                              ; preds = %121, %119
  %206 = landingpad { ptr, i32 }
          cleanup
  br label %207

207:                                              ; preds = %205, %203
  %208 = phi { ptr, i32 } [ %204, %203 ], [ %206, %205 ]
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
  br label %209

209:                                              ; preds = %207, %201
  %210 = phi { ptr, i32 } [ %208, %207 ], [ %202, %201 ]
  resume { ptr, i32 } %210
}

declare void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 4 dereferenceable(4)) local_unnamed_addr #6

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(88) %0) unnamed_addr #19 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(88) %0) unnamed_addr #5 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE, i64 16), ptr %0, align 8, !tbaa !29
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load ptr, ptr %2, align 8, !tbaa !24
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !26
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !28
  %12 = load ptr, ptr %3, align 8, !tbaa !29
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !29
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !13
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !32

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EED0Ev(ptr noundef nonnull align 8 dereferenceable(88) %0) unnamed_addr #5 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EEE, i64 16), ptr %0, align 8, !tbaa !29
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load ptr, ptr %2, align 8, !tbaa !24
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !26
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !28
  %12 = load ptr, ptr %3, align 8, !tbaa !29
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !29
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !13
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !32

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 88) #27
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi3EEEE_NS0_4itemILi3ELb1EEELi3EE23InstantiateKernelOnHostEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(88) %0) unnamed_addr #2 align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %class.anon.141, align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !174
  store ptr %4, ptr %2, align 8, !tbaa !174
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = load ptr, ptr %6, align 8, !tbaa !24
  store ptr %7, ptr %5, align 8, !tbaa !24
  %8 = icmp eq ptr %7, null
  br i1 %8, label %18, label %9

9:                                                ; preds = %1
  %10 = getelementptr inbounds i8, ptr %7, i64 8
  %11 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %12 = icmp eq i8 %11, 0
  br i1 %12, label %16, label %13

13:                                               ; preds = %9
  %14 = load i32, ptr %10, align 4, !tbaa !13
  %15 = add nsw i32 %14, 1
  store i32 %15, ptr %10, align 4, !tbaa !13
  br label %18

16:                                               ; preds = %9
  %17 = atomicrmw volatile add ptr %10, i32 1 acq_rel, align 4
  br label %18

18:                                               ; preds = %1, %13, %16
  %19 = getelementptr inbounds i8, ptr %2, i64 16
  %20 = getelementptr inbounds i8, ptr %0, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %19, ptr noundef nonnull readonly align 8 dereferenceable(64) %20, i64 64, i1 false)
  %21 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
          to label %22 unwind label %75

22:                                               ; preds = %18
  %23 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
          to label %24 unwind label %75

24:                                               ; preds = %22
  %25 = load i64, ptr %23, align 8
  %26 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
          to label %27 unwind label %75

27:                                               ; preds = %24
  %28 = getelementptr inbounds i8, ptr %26, i64 8
  %29 = load i64, ptr %28, align 8
  %30 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
          to label %31 unwind label %75

31:                                               ; preds = %27
  %32 = getelementptr inbounds i8, ptr %30, i64 8
  %33 = load i64, ptr %32, align 8
  %34 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
          to label %35 unwind label %75

35:                                               ; preds = %31
  %36 = getelementptr inbounds i8, ptr %34, i64 16
  %37 = load i64, ptr %36, align 8
  %38 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
          to label %39 unwind label %75

39:                                               ; preds = %35
  %40 = mul i64 %29, %25
  %41 = add i64 %33, %40
  %42 = mul i64 %37, %41
  %43 = getelementptr inbounds i8, ptr %38, i64 16
  %44 = load i64, ptr %43, align 8
  %45 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %2) #25
  %46 = getelementptr float, ptr %45, i64 %42
  %47 = getelementptr float, ptr %46, i64 %44
  store float 0.000000e+00, ptr %47, align 4, !tbaa !5
  %48 = load ptr, ptr %5, align 8, !tbaa !24
  %49 = icmp eq ptr %48, null
  br i1 %49, label %74, label %50

50:                                               ; preds = %39
  %51 = getelementptr inbounds i8, ptr %48, i64 8
  %52 = load atomic i64, ptr %51 acquire, align 8
  %53 = icmp eq i64 %52, 4294967297
  %54 = trunc i64 %52 to i32
  br i1 %53, label %55, label %63

55:                                               ; preds = %50
  store i32 0, ptr %51, align 8, !tbaa !26
  %56 = getelementptr inbounds i8, ptr %48, i64 12
  store i32 0, ptr %56, align 4, !tbaa !28
  %57 = load ptr, ptr %48, align 8, !tbaa !29
  %58 = getelementptr inbounds i8, ptr %57, i64 16
  %59 = load ptr, ptr %58, align 8
  call void %59(ptr noundef nonnull align 8 dereferenceable(16) %48) #25
  %60 = load ptr, ptr %48, align 8, !tbaa !29
  %61 = getelementptr inbounds i8, ptr %60, i64 24
  %62 = load ptr, ptr %61, align 8
  call void %62(ptr noundef nonnull align 8 dereferenceable(16) %48) #25
  br label %74

63:                                               ; preds = %50
  %64 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %65 = icmp eq i8 %64, 0
  br i1 %65, label %68, label %66

66:                                               ; preds = %63
  %67 = add nsw i32 %54, -1
  store i32 %67, ptr %51, align 4, !tbaa !13
  br label %70

68:                                               ; preds = %63
  %69 = atomicrmw volatile add ptr %51, i32 -1 acq_rel, align 4
  br label %70

70:                                               ; preds = %68, %66
  %71 = phi i32 [ %54, %66 ], [ %69, %68 ]
  %72 = icmp eq i32 %71, 1
  br i1 %72, label %73, label %74, !prof !32

73:                                               ; preds = %70
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %48) #25
  br label %74

74:                                               ; preds = %39, %55, %70, %73
  ret void

75:                                               ; preds = %35, %31, %27, %24, %22, %18
  %76 = landingpad { ptr, i32 }
          cleanup
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi3EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(80) %2) #25
  resume { ptr, i32 } %76
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZ4mainEUlRNS0_7handlerEE0_E4callEPKvS5_(ptr nocapture noundef readonly %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #2 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca { ptr, [56 x i8] }, align 8
  %4 = alloca { ptr, [8 x i8] }, align 8
  %5 = alloca %"class.std::vector.90", align 8
  %6 = alloca %"class.sycl::_V1::range", align 8
  %7 = alloca %class.anon.163, align 8
  %8 = alloca i32, align 4
  %9 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %10 = alloca i32, align 4
  %11 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %12 = alloca %"class.sycl::_V1::accessor.156", align 8
  %13 = alloca %"class.sycl::_V1::property_list", align 8
  %14 = alloca %"class.sycl::_V1::accessor.160", align 8
  %15 = alloca %"class.sycl::_V1::property_list", align 8
  %16 = alloca %class.anon.163, align 8
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %12) #25
  %17 = load ptr, ptr %0, align 8, !tbaa !208
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %13, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11)
  store ptr @.str, ptr %11, align 8
  %18 = getelementptr inbounds i8, ptr %11, i64 8
  store ptr @.str.10, ptr %18, align 8
  %19 = getelementptr inbounds i8, ptr %11, i64 16
  store i64 47, ptr %19, align 8
  %20 = getelementptr inbounds i8, ptr %11, i64 24
  store i64 22, ptr %20, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi3ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(80) %12, ptr noundef nonnull align 8 dereferenceable(49) %17, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %13, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %11)
          to label %21 unwind label %696

21:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %10) #25
  store i32 5, ptr %10, align 4, !tbaa !198
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %17, ptr noundef nonnull align 4 dereferenceable(4) %10)
          to label %24 unwind label %22

22:                                               ; preds = %21
  %23 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(80) %12) #25
  br label %698

24:                                               ; preds = %21
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %10) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11)
  %25 = getelementptr inbounds i8, ptr %13, i64 8
  %26 = load ptr, ptr %25, align 8, !tbaa !21
  %27 = getelementptr inbounds i8, ptr %13, i64 16
  %28 = load ptr, ptr %27, align 8, !tbaa !23
  %29 = icmp eq ptr %26, %28
  br i1 %29, label %64, label %30

30:                                               ; preds = %24, %59
  %31 = phi ptr [ %60, %59 ], [ %26, %24 ]
  %32 = getelementptr inbounds i8, ptr %31, i64 8
  %33 = load ptr, ptr %32, align 8, !tbaa !24
  %34 = icmp eq ptr %33, null
  br i1 %34, label %59, label %35

35:                                               ; preds = %30
  %36 = getelementptr inbounds i8, ptr %33, i64 8
  %37 = load atomic i64, ptr %36 acquire, align 8
  %38 = icmp eq i64 %37, 4294967297
  %39 = trunc i64 %37 to i32
  br i1 %38, label %40, label %48

40:                                               ; preds = %35
  store i32 0, ptr %36, align 8, !tbaa !26
  %41 = getelementptr inbounds i8, ptr %33, i64 12
  store i32 0, ptr %41, align 4, !tbaa !28
  %42 = load ptr, ptr %33, align 8, !tbaa !29
  %43 = getelementptr inbounds i8, ptr %42, i64 16
  %44 = load ptr, ptr %43, align 8
  call void %44(ptr noundef nonnull align 8 dereferenceable(16) %33) #25
  %45 = load ptr, ptr %33, align 8, !tbaa !29
  %46 = getelementptr inbounds i8, ptr %45, i64 24
  %47 = load ptr, ptr %46, align 8
  call void %47(ptr noundef nonnull align 8 dereferenceable(16) %33) #25
  br label %59

48:                                               ; preds = %35
  %49 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %50 = icmp eq i8 %49, 0
  br i1 %50, label %53, label %51

51:                                               ; preds = %48
  %52 = add nsw i32 %39, -1
  store i32 %52, ptr %36, align 4, !tbaa !13
  br label %55

53:                                               ; preds = %48
  %54 = atomicrmw volatile add ptr %36, i32 -1 acq_rel, align 4
  br label %55

55:                                               ; preds = %53, %51
  %56 = phi i32 [ %39, %51 ], [ %54, %53 ]
  %57 = icmp eq i32 %56, 1
  br i1 %57, label %58, label %59, !prof !32

58:                                               ; preds = %55
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %33) #25
  br label %59

59:                                               ; preds = %58, %55, %40, %30
  %60 = getelementptr inbounds i8, ptr %31, i64 16
  %61 = icmp eq ptr %60, %28
  br i1 %61, label %62, label %30, !llvm.loop !33

62:                                               ; preds = %59
  %63 = load ptr, ptr %25, align 8, !tbaa !21
  br label %64

64:                                               ; preds = %62, %24
  %65 = phi ptr [ %63, %62 ], [ %26, %24 ]
  %66 = icmp eq ptr %65, null
  br i1 %66, label %73, label %67

67:                                               ; preds = %64
  %68 = getelementptr inbounds i8, ptr %13, i64 24
  %69 = load ptr, ptr %68, align 8, !tbaa !34
  %70 = ptrtoint ptr %69 to i64
  %71 = ptrtoint ptr %65 to i64
  %72 = sub i64 %70, %71
  call void @_ZdlPvm(ptr noundef nonnull %65, i64 noundef %72) #27
  br label %73

73:                                               ; preds = %67, %64
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14) #25
  %74 = getelementptr inbounds i8, ptr %0, i64 8
  %75 = load ptr, ptr %74, align 8, !tbaa !210
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %15) #25
  %76 = getelementptr inbounds i8, ptr %15, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %76, i8 0, i64 24, i1 false)
  store i64 16, ptr %15, align 8, !tbaa !44
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9)
  store ptr @.str, ptr %9, align 8
  %77 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr @.str.10, ptr %77, align 8
  %78 = getelementptr inbounds i8, ptr %9, i64 16
  store i64 48, ptr %78, align 8
  %79 = getelementptr inbounds i8, ptr %9, i64 24
  store i64 22, ptr %79, align 8
  invoke void @_ZN4sycl3_V18accessorIiLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi1ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %14, ptr noundef nonnull align 8 dereferenceable(33) %75, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %15, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %9)
          to label %80 unwind label %700

80:                                               ; preds = %73
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8) #25
  store i32 5, ptr %8, align 4, !tbaa !198
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %75, ptr noundef nonnull align 4 dereferenceable(4) %8)
          to label %83 unwind label %81

81:                                               ; preds = %80
  %82 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %14) #25
  br label %702

83:                                               ; preds = %80
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9)
  %84 = load ptr, ptr %76, align 8, !tbaa !21
  %85 = getelementptr inbounds i8, ptr %15, i64 16
  %86 = load ptr, ptr %85, align 8, !tbaa !23
  %87 = icmp eq ptr %84, %86
  br i1 %87, label %122, label %88

88:                                               ; preds = %83, %117
  %89 = phi ptr [ %118, %117 ], [ %84, %83 ]
  %90 = getelementptr inbounds i8, ptr %89, i64 8
  %91 = load ptr, ptr %90, align 8, !tbaa !24
  %92 = icmp eq ptr %91, null
  br i1 %92, label %117, label %93

93:                                               ; preds = %88
  %94 = getelementptr inbounds i8, ptr %91, i64 8
  %95 = load atomic i64, ptr %94 acquire, align 8
  %96 = icmp eq i64 %95, 4294967297
  %97 = trunc i64 %95 to i32
  br i1 %96, label %98, label %106

98:                                               ; preds = %93
  store i32 0, ptr %94, align 8, !tbaa !26
  %99 = getelementptr inbounds i8, ptr %91, i64 12
  store i32 0, ptr %99, align 4, !tbaa !28
  %100 = load ptr, ptr %91, align 8, !tbaa !29
  %101 = getelementptr inbounds i8, ptr %100, i64 16
  %102 = load ptr, ptr %101, align 8
  call void %102(ptr noundef nonnull align 8 dereferenceable(16) %91) #25
  %103 = load ptr, ptr %91, align 8, !tbaa !29
  %104 = getelementptr inbounds i8, ptr %103, i64 24
  %105 = load ptr, ptr %104, align 8
  call void %105(ptr noundef nonnull align 8 dereferenceable(16) %91) #25
  br label %117

106:                                              ; preds = %93
  %107 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %108 = icmp eq i8 %107, 0
  br i1 %108, label %111, label %109

109:                                              ; preds = %106
  %110 = add nsw i32 %97, -1
  store i32 %110, ptr %94, align 4, !tbaa !13
  br label %113

111:                                              ; preds = %106
  %112 = atomicrmw volatile add ptr %94, i32 -1 acq_rel, align 4
  br label %113

113:                                              ; preds = %111, %109
  %114 = phi i32 [ %97, %109 ], [ %112, %111 ]
  %115 = icmp eq i32 %114, 1
  br i1 %115, label %116, label %117, !prof !32

116:                                              ; preds = %113
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %91) #25
  br label %117

117:                                              ; preds = %116, %113, %98, %88
  %118 = getelementptr inbounds i8, ptr %89, i64 16
  %119 = icmp eq ptr %118, %86
  br i1 %119, label %120, label %88, !llvm.loop !33

120:                                              ; preds = %117
  %121 = load ptr, ptr %76, align 8, !tbaa !21
  br label %122

122:                                              ; preds = %120, %83
  %123 = phi ptr [ %121, %120 ], [ %84, %83 ]
  %124 = icmp eq ptr %123, null
  br i1 %124, label %131, label %125

125:                                              ; preds = %122
  %126 = getelementptr inbounds i8, ptr %15, i64 24
  %127 = load ptr, ptr %126, align 8, !tbaa !34
  %128 = ptrtoint ptr %127 to i64
  %129 = ptrtoint ptr %123 to i64
  %130 = sub i64 %128, %129
  call void @_ZdlPvm(ptr noundef nonnull %123, i64 noundef %130) #27
  br label %131

131:                                              ; preds = %125, %122
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %15) #25
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %16) #25
  %132 = load ptr, ptr %12, align 8, !tbaa !174
  store ptr %132, ptr %16, align 8, !tbaa !174
  %133 = getelementptr inbounds i8, ptr %16, i64 8
  %134 = getelementptr inbounds i8, ptr %12, i64 8
  %135 = load ptr, ptr %134, align 8, !tbaa !24
  store ptr %135, ptr %133, align 8, !tbaa !24
  %136 = icmp eq ptr %135, null
  br i1 %136, label %146, label %137

137:                                              ; preds = %131
  %138 = getelementptr inbounds i8, ptr %135, i64 8
  %139 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %140 = icmp eq i8 %139, 0
  br i1 %140, label %144, label %141

141:                                              ; preds = %137
  %142 = load i32, ptr %138, align 4, !tbaa !13
  %143 = add nsw i32 %142, 1
  store i32 %143, ptr %138, align 4, !tbaa !13
  br label %146

144:                                              ; preds = %137
  %145 = atomicrmw volatile add ptr %138, i32 1 acq_rel, align 4
  br label %146

146:                                              ; preds = %144, %141, %131
  %147 = getelementptr inbounds i8, ptr %16, i64 16
  %148 = getelementptr inbounds i8, ptr %12, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %147, ptr noundef nonnull align 8 dereferenceable(64) %148, i64 64, i1 false)
  %149 = getelementptr inbounds i8, ptr %16, i64 80
  %150 = getelementptr inbounds i8, ptr %0, i64 16
  %151 = load ptr, ptr %150, align 8, !tbaa !211
  %152 = load i64, ptr %151, align 4
  store i64 %152, ptr %149, align 8
  %153 = getelementptr inbounds i8, ptr %16, i64 88
  %154 = load ptr, ptr %14, align 8, !tbaa !174
  store ptr %154, ptr %153, align 8, !tbaa !174
  %155 = getelementptr inbounds i8, ptr %16, i64 96
  %156 = getelementptr inbounds i8, ptr %14, i64 8
  %157 = load ptr, ptr %156, align 8, !tbaa !24
  store ptr %157, ptr %155, align 8, !tbaa !24
  %158 = icmp eq ptr %157, null
  br i1 %158, label %168, label %159

159:                                              ; preds = %146
  %160 = getelementptr inbounds i8, ptr %157, i64 8
  %161 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %162 = icmp eq i8 %161, 0
  br i1 %162, label %166, label %163

163:                                              ; preds = %159
  %164 = load i32, ptr %160, align 4, !tbaa !13
  %165 = add nsw i32 %164, 1
  store i32 %165, ptr %160, align 4, !tbaa !13
  br label %168

166:                                              ; preds = %159
  %167 = atomicrmw volatile add ptr %160, i32 1 acq_rel, align 4
  br label %168

168:                                              ; preds = %166, %163, %146
  %169 = getelementptr inbounds i8, ptr %16, i64 104
  %170 = getelementptr inbounds i8, ptr %14, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %169, ptr noundef nonnull align 8 dereferenceable(16) %170, i64 16, i1 false)
  %171 = getelementptr inbounds i8, ptr %16, i64 120
  %172 = getelementptr inbounds i8, ptr %0, i64 24
  %173 = load ptr, ptr %172, align 8, !tbaa !212
  %174 = load i32, ptr %173, align 4, !tbaa !13
  store i32 %174, ptr %171, align 8, !tbaa !213
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %7)
  %175 = load ptr, ptr %133, align 8, !tbaa !24
  %176 = icmp eq ptr %175, null
  br i1 %176, label %186, label %177

177:                                              ; preds = %168
  %178 = getelementptr inbounds i8, ptr %175, i64 8
  %179 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %180 = icmp eq i8 %179, 0
  br i1 %180, label %184, label %181

181:                                              ; preds = %177
  %182 = load i32, ptr %178, align 4, !tbaa !13
  %183 = add nsw i32 %182, 1
  store i32 %183, ptr %178, align 4, !tbaa !13
  br label %186

184:                                              ; preds = %177
  %185 = atomicrmw volatile add ptr %178, i32 1 acq_rel, align 4
  br label %186

186:                                              ; preds = %184, %181, %168
  %187 = load ptr, ptr %155, align 8, !tbaa !24
  %188 = icmp eq ptr %187, null
  br i1 %188, label %198, label %189

189:                                              ; preds = %186
  %190 = getelementptr inbounds i8, ptr %187, i64 8
  %191 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %192 = icmp eq i8 %191, 0
  br i1 %192, label %196, label %193

193:                                              ; preds = %189
  %194 = load i32, ptr %190, align 4, !tbaa !13
  %195 = add nsw i32 %194, 1
  store i32 %195, ptr %190, align 4, !tbaa !13
  br label %198

196:                                              ; preds = %189
  %197 = atomicrmw volatile add ptr %190, i32 1 acq_rel, align 4
  br label %198

198:                                              ; preds = %196, %193, %186
  br i1 %176, label %208, label %199

199:                                              ; preds = %198
  %200 = getelementptr inbounds i8, ptr %175, i64 8
  %201 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %202 = icmp eq i8 %201, 0
  br i1 %202, label %206, label %203

203:                                              ; preds = %199
  %204 = load i32, ptr %200, align 4, !tbaa !13
  %205 = add nsw i32 %204, 1
  store i32 %205, ptr %200, align 4, !tbaa !13
  br label %208

206:                                              ; preds = %199
  %207 = atomicrmw volatile add ptr %200, i32 1 acq_rel, align 4
  br label %208

208:                                              ; preds = %206, %203, %198
  br i1 %188, label %241, label %209

209:                                              ; preds = %208
  %210 = getelementptr inbounds i8, ptr %187, i64 8
  %211 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %212 = icmp eq i8 %211, 0
  br i1 %212, label %216, label %213

213:                                              ; preds = %209
  %214 = load i32, ptr %210, align 4, !tbaa !13
  %215 = add nsw i32 %214, 1
  store i32 %215, ptr %210, align 4, !tbaa !13
  br label %218

216:                                              ; preds = %209
  %217 = atomicrmw volatile add ptr %210, i32 1 acq_rel, align 4
  br label %218

218:                                              ; preds = %216, %213
  %219 = load atomic i64, ptr %210 acquire, align 8
  %220 = icmp eq i64 %219, 4294967297
  %221 = trunc i64 %219 to i32
  br i1 %220, label %222, label %230

222:                                              ; preds = %218
  store i32 0, ptr %210, align 8, !tbaa !26
  %223 = getelementptr inbounds i8, ptr %187, i64 12
  store i32 0, ptr %223, align 4, !tbaa !28
  %224 = load ptr, ptr %187, align 8, !tbaa !29
  %225 = getelementptr inbounds i8, ptr %224, i64 16
  %226 = load ptr, ptr %225, align 8
  call void %226(ptr noundef nonnull align 8 dereferenceable(16) %187) #25
  %227 = load ptr, ptr %187, align 8, !tbaa !29
  %228 = getelementptr inbounds i8, ptr %227, i64 24
  %229 = load ptr, ptr %228, align 8
  call void %229(ptr noundef nonnull align 8 dereferenceable(16) %187) #25
  br label %241

230:                                              ; preds = %218
  %231 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %232 = icmp eq i8 %231, 0
  br i1 %232, label %235, label %233

233:                                              ; preds = %230
  %234 = add nsw i32 %221, -1
  store i32 %234, ptr %210, align 4, !tbaa !13
  br label %237

235:                                              ; preds = %230
  %236 = atomicrmw volatile add ptr %210, i32 -1 acq_rel, align 4
  br label %237

237:                                              ; preds = %235, %233
  %238 = phi i32 [ %221, %233 ], [ %236, %235 ]
  %239 = icmp eq i32 %238, 1
  br i1 %239, label %240, label %241, !prof !32

240:                                              ; preds = %237
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %187) #25
  br label %241

241:                                              ; preds = %240, %237, %222, %208
  br i1 %176, label %266, label %242

242:                                              ; preds = %241
  %243 = getelementptr inbounds i8, ptr %175, i64 8
  %244 = load atomic i64, ptr %243 acquire, align 8
  %245 = icmp eq i64 %244, 4294967297
  %246 = trunc i64 %244 to i32
  br i1 %245, label %247, label %255

247:                                              ; preds = %242
  store i32 0, ptr %243, align 8, !tbaa !26
  %248 = getelementptr inbounds i8, ptr %175, i64 12
  store i32 0, ptr %248, align 4, !tbaa !28
  %249 = load ptr, ptr %175, align 8, !tbaa !29
  %250 = getelementptr inbounds i8, ptr %249, i64 16
  %251 = load ptr, ptr %250, align 8
  call void %251(ptr noundef nonnull align 8 dereferenceable(16) %175) #25
  %252 = load ptr, ptr %175, align 8, !tbaa !29
  %253 = getelementptr inbounds i8, ptr %252, i64 24
  %254 = load ptr, ptr %253, align 8
  call void %254(ptr noundef nonnull align 8 dereferenceable(16) %175) #25
  br label %266

255:                                              ; preds = %242
  %256 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %257 = icmp eq i8 %256, 0
  br i1 %257, label %260, label %258

258:                                              ; preds = %255
  %259 = add nsw i32 %246, -1
  store i32 %259, ptr %243, align 4, !tbaa !13
  br label %262

260:                                              ; preds = %255
  %261 = atomicrmw volatile add ptr %243, i32 -1 acq_rel, align 4
  br label %262

262:                                              ; preds = %260, %258
  %263 = phi i32 [ %246, %258 ], [ %261, %260 ]
  %264 = icmp eq i32 %263, 1
  br i1 %264, label %265, label %266, !prof !32

265:                                              ; preds = %262
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %175) #25
  br label %266

266:                                              ; preds = %265, %262, %247, %241
  br i1 %188, label %291, label %267

267:                                              ; preds = %266
  %268 = getelementptr inbounds i8, ptr %187, i64 8
  %269 = load atomic i64, ptr %268 acquire, align 8
  %270 = icmp eq i64 %269, 4294967297
  %271 = trunc i64 %269 to i32
  br i1 %270, label %272, label %280

272:                                              ; preds = %267
  store i32 0, ptr %268, align 8, !tbaa !26
  %273 = getelementptr inbounds i8, ptr %187, i64 12
  store i32 0, ptr %273, align 4, !tbaa !28
  %274 = load ptr, ptr %187, align 8, !tbaa !29
  %275 = getelementptr inbounds i8, ptr %274, i64 16
  %276 = load ptr, ptr %275, align 8
  call void %276(ptr noundef nonnull align 8 dereferenceable(16) %187) #25
  %277 = load ptr, ptr %187, align 8, !tbaa !29
  %278 = getelementptr inbounds i8, ptr %277, i64 24
  %279 = load ptr, ptr %278, align 8
  call void %279(ptr noundef nonnull align 8 dereferenceable(16) %187) #25
  br label %291

280:                                              ; preds = %267
  %281 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %282 = icmp eq i8 %281, 0
  br i1 %282, label %285, label %283

283:                                              ; preds = %280
  %284 = add nsw i32 %271, -1
  store i32 %284, ptr %268, align 4, !tbaa !13
  br label %287

285:                                              ; preds = %280
  %286 = atomicrmw volatile add ptr %268, i32 -1 acq_rel, align 4
  br label %287

287:                                              ; preds = %285, %283
  %288 = phi i32 [ %271, %283 ], [ %286, %285 ]
  %289 = icmp eq i32 %288, 1
  br i1 %289, label %290, label %291, !prof !32

290:                                              ; preds = %287
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %187) #25
  br label %291

291:                                              ; preds = %290, %287, %272, %266
  br i1 %176, label %316, label %292

292:                                              ; preds = %291
  %293 = getelementptr inbounds i8, ptr %175, i64 8
  %294 = load atomic i64, ptr %293 acquire, align 8
  %295 = icmp eq i64 %294, 4294967297
  %296 = trunc i64 %294 to i32
  br i1 %295, label %297, label %305

297:                                              ; preds = %292
  store i32 0, ptr %293, align 8, !tbaa !26
  %298 = getelementptr inbounds i8, ptr %175, i64 12
  store i32 0, ptr %298, align 4, !tbaa !28
  %299 = load ptr, ptr %175, align 8, !tbaa !29
  %300 = getelementptr inbounds i8, ptr %299, i64 16
  %301 = load ptr, ptr %300, align 8
  call void %301(ptr noundef nonnull align 8 dereferenceable(16) %175) #25
  %302 = load ptr, ptr %175, align 8, !tbaa !29
  %303 = getelementptr inbounds i8, ptr %302, i64 24
  %304 = load ptr, ptr %303, align 8
  call void %304(ptr noundef nonnull align 8 dereferenceable(16) %175) #25
  br label %316

305:                                              ; preds = %292
  %306 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %307 = icmp eq i8 %306, 0
  br i1 %307, label %310, label %308

308:                                              ; preds = %305
  %309 = add nsw i32 %296, -1
  store i32 %309, ptr %293, align 4, !tbaa !13
  br label %312

310:                                              ; preds = %305
  %311 = atomicrmw volatile add ptr %293, i32 -1 acq_rel, align 4
  br label %312

312:                                              ; preds = %310, %308
  %313 = phi i32 [ %296, %308 ], [ %311, %310 ]
  %314 = icmp eq i32 %313, 1
  br i1 %314, label %315, label %316, !prof !32

315:                                              ; preds = %312
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %175) #25
  br label %316

316:                                              ; preds = %315, %312, %297, %291
  %317 = invoke noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %318 unwind label %704

318:                                              ; preds = %316
  %319 = icmp eq i32 %317, 0
  br i1 %319, label %329, label %320

320:                                              ; preds = %318
  %321 = call ptr @__cxa_allocate_exception(i64 64) #25
  %322 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #25
  %323 = extractvalue { i32, ptr } %322, 0
  %324 = extractvalue { i32, ptr } %322, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %321, i32 %323, ptr %324, ptr noundef nonnull @.str.14)
          to label %325 unwind label %327

325:                                              ; preds = %320
  invoke void @__cxa_throw(ptr nonnull %321, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #28
          to label %326 unwind label %704

326:                                              ; preds = %325
  unreachable

327:                                              ; preds = %320
  %328 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %321) #25
  br label %706

329:                                              ; preds = %318
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.28)
          to label %330 unwind label %704

330:                                              ; preds = %329
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6)
  %331 = getelementptr inbounds i8, ptr %6, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %331, i8 0, i64 16, i1 false), !alias.scope !218
  store i64 1, ptr %6, align 8, !tbaa !44, !alias.scope !218
  invoke void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range") align 8 %6, i1 noundef zeroext false, i32 noundef 1)
          to label %332 unwind label %704

332:                                              ; preds = %330
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6)
  %333 = load ptr, ptr %16, align 8, !tbaa !174
  store ptr %333, ptr %7, align 8, !tbaa !174
  %334 = getelementptr inbounds i8, ptr %7, i64 8
  %335 = load ptr, ptr %133, align 8, !tbaa !24
  store ptr %335, ptr %334, align 8, !tbaa !24
  %336 = icmp eq ptr %335, null
  br i1 %336, label %346, label %337

337:                                              ; preds = %332
  %338 = getelementptr inbounds i8, ptr %335, i64 8
  %339 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %340 = icmp eq i8 %339, 0
  br i1 %340, label %344, label %341

341:                                              ; preds = %337
  %342 = load i32, ptr %338, align 4, !tbaa !13
  %343 = add nsw i32 %342, 1
  store i32 %343, ptr %338, align 4, !tbaa !13
  br label %346

344:                                              ; preds = %337
  %345 = atomicrmw volatile add ptr %338, i32 1 acq_rel, align 4
  br label %346

346:                                              ; preds = %344, %341, %332
  %347 = getelementptr inbounds i8, ptr %7, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %347, ptr noundef nonnull readonly align 8 dereferenceable(64) %147, i64 64, i1 false)
  %348 = getelementptr inbounds i8, ptr %7, i64 80
  %349 = load i64, ptr %149, align 8
  store i64 %349, ptr %348, align 8
  %350 = getelementptr inbounds i8, ptr %7, i64 88
  %351 = load ptr, ptr %153, align 8, !tbaa !174
  store ptr %351, ptr %350, align 8, !tbaa !174
  %352 = getelementptr inbounds i8, ptr %7, i64 96
  %353 = load ptr, ptr %155, align 8, !tbaa !24
  store ptr %353, ptr %352, align 8, !tbaa !24
  %354 = icmp eq ptr %353, null
  br i1 %354, label %364, label %355

355:                                              ; preds = %346
  %356 = getelementptr inbounds i8, ptr %353, i64 8
  %357 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %358 = icmp eq i8 %357, 0
  br i1 %358, label %362, label %359

359:                                              ; preds = %355
  %360 = load i32, ptr %356, align 4, !tbaa !13
  %361 = add nsw i32 %360, 1
  store i32 %361, ptr %356, align 4, !tbaa !13
  br label %364

362:                                              ; preds = %355
  %363 = atomicrmw volatile add ptr %356, i32 1 acq_rel, align 4
  br label %364

364:                                              ; preds = %362, %359, %346
  %365 = getelementptr inbounds i8, ptr %7, i64 104
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %365, ptr noundef nonnull readonly align 8 dereferenceable(16) %169, i64 16, i1 false)
  %366 = getelementptr inbounds i8, ptr %7, i64 120
  %367 = load i32, ptr %171, align 8, !tbaa !213
  store i32 %367, ptr %366, align 8, !tbaa !213
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4)
  %368 = invoke noalias noundef nonnull dereferenceable(136) ptr @_Znwm(i64 noundef 136) #24
          to label %369 unwind label %583

369:                                              ; preds = %364
  %370 = load ptr, ptr %7, align 8, !tbaa !174, !noalias !221
  %371 = load ptr, ptr %334, align 8, !tbaa !24, !noalias !221
  %372 = icmp eq ptr %371, null
  br i1 %372, label %382, label %373

373:                                              ; preds = %369
  %374 = getelementptr inbounds i8, ptr %371, i64 8
  %375 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !221
  %376 = icmp eq i8 %375, 0
  br i1 %376, label %380, label %377

377:                                              ; preds = %373
  %378 = load i32, ptr %374, align 4, !tbaa !13, !noalias !221
  %379 = add nsw i32 %378, 1
  store i32 %379, ptr %374, align 4, !tbaa !13, !noalias !221
  br label %382

380:                                              ; preds = %373
  %381 = atomicrmw volatile add ptr %374, i32 1 acq_rel, align 4, !noalias !221
  br label %382

382:                                              ; preds = %380, %377, %369
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %3, ptr noundef nonnull readonly align 8 dereferenceable(64) %347, i64 64, i1 false), !noalias !221
  %383 = load i64, ptr %348, align 8, !noalias !221
  %384 = load ptr, ptr %350, align 8, !tbaa !174, !noalias !221
  %385 = load ptr, ptr %352, align 8, !tbaa !24, !noalias !221
  %386 = icmp eq ptr %385, null
  br i1 %386, label %396, label %387

387:                                              ; preds = %382
  %388 = getelementptr inbounds i8, ptr %385, i64 8
  %389 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !221
  %390 = icmp eq i8 %389, 0
  br i1 %390, label %394, label %391

391:                                              ; preds = %387
  %392 = load i32, ptr %388, align 4, !tbaa !13, !noalias !221
  %393 = add nsw i32 %392, 1
  store i32 %393, ptr %388, align 4, !tbaa !13, !noalias !221
  br label %396

394:                                              ; preds = %387
  %395 = atomicrmw volatile add ptr %388, i32 1 acq_rel, align 4, !noalias !221
  br label %396

396:                                              ; preds = %394, %391, %382
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull readonly align 8 dereferenceable(16) %365, i64 16, i1 false), !noalias !221
  %397 = load i32, ptr %366, align 8, !tbaa !213, !noalias !221
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlvE_vLi1EEE, i64 16), ptr %368, align 8, !tbaa !29, !noalias !221
  %398 = getelementptr inbounds i8, ptr %368, i64 8
  store ptr %370, ptr %398, align 8, !tbaa !174, !noalias !221
  %399 = getelementptr inbounds i8, ptr %368, i64 16
  store ptr %371, ptr %399, align 8, !tbaa !24, !noalias !221
  br i1 %372, label %409, label %400

400:                                              ; preds = %396
  %401 = getelementptr inbounds i8, ptr %371, i64 8
  %402 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !221
  %403 = icmp eq i8 %402, 0
  br i1 %403, label %407, label %404

404:                                              ; preds = %400
  %405 = load i32, ptr %401, align 4, !tbaa !13, !noalias !221
  %406 = add nsw i32 %405, 1
  store i32 %406, ptr %401, align 4, !tbaa !13, !noalias !221
  br label %409

407:                                              ; preds = %400
  %408 = atomicrmw volatile add ptr %401, i32 1 acq_rel, align 4, !noalias !221
  br label %409

409:                                              ; preds = %407, %404, %396
  %410 = getelementptr inbounds i8, ptr %368, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %410, ptr noundef nonnull align 8 dereferenceable(64) %3, i64 64, i1 false), !noalias !221
  %411 = getelementptr inbounds i8, ptr %368, i64 88
  store i64 %383, ptr %411, align 8, !noalias !221
  %412 = getelementptr inbounds i8, ptr %368, i64 96
  store ptr %384, ptr %412, align 8, !tbaa !174, !noalias !221
  %413 = getelementptr inbounds i8, ptr %368, i64 104
  store ptr %385, ptr %413, align 8, !tbaa !24, !noalias !221
  br i1 %386, label %423, label %414

414:                                              ; preds = %409
  %415 = getelementptr inbounds i8, ptr %385, i64 8
  %416 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !221
  %417 = icmp eq i8 %416, 0
  br i1 %417, label %421, label %418

418:                                              ; preds = %414
  %419 = load i32, ptr %415, align 4, !tbaa !13, !noalias !221
  %420 = add nsw i32 %419, 1
  store i32 %420, ptr %415, align 4, !tbaa !13, !noalias !221
  br label %426

421:                                              ; preds = %414
  %422 = atomicrmw volatile add ptr %415, i32 1 acq_rel, align 4, !noalias !221
  br label %426

423:                                              ; preds = %409
  %424 = getelementptr inbounds i8, ptr %368, i64 112
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %424, ptr noundef nonnull align 8 dereferenceable(16) %4, i64 16, i1 false), !noalias !221
  %425 = getelementptr inbounds i8, ptr %368, i64 128
  store i32 %397, ptr %425, align 8, !tbaa !213, !noalias !221
  br label %451

426:                                              ; preds = %421, %418
  %427 = getelementptr inbounds i8, ptr %368, i64 112
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %427, ptr noundef nonnull align 8 dereferenceable(16) %4, i64 16, i1 false), !noalias !221
  %428 = getelementptr inbounds i8, ptr %368, i64 128
  store i32 %397, ptr %428, align 8, !tbaa !213, !noalias !221
  %429 = load atomic i64, ptr %415 acquire, align 8, !noalias !221
  %430 = icmp eq i64 %429, 4294967297
  %431 = trunc i64 %429 to i32
  br i1 %430, label %432, label %440

432:                                              ; preds = %426
  store i32 0, ptr %415, align 8, !tbaa !26, !noalias !221
  %433 = getelementptr inbounds i8, ptr %385, i64 12
  store i32 0, ptr %433, align 4, !tbaa !28, !noalias !221
  %434 = load ptr, ptr %385, align 8, !tbaa !29, !noalias !221
  %435 = getelementptr inbounds i8, ptr %434, i64 16
  %436 = load ptr, ptr %435, align 8, !noalias !221
  call void %436(ptr noundef nonnull align 8 dereferenceable(16) %385) #25, !noalias !221
  %437 = load ptr, ptr %385, align 8, !tbaa !29, !noalias !221
  %438 = getelementptr inbounds i8, ptr %437, i64 24
  %439 = load ptr, ptr %438, align 8, !noalias !221
  call void %439(ptr noundef nonnull align 8 dereferenceable(16) %385) #25, !noalias !221
  br label %451

440:                                              ; preds = %426
  %441 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !221
  %442 = icmp eq i8 %441, 0
  br i1 %442, label %445, label %443

443:                                              ; preds = %440
  %444 = add nsw i32 %431, -1
  store i32 %444, ptr %415, align 4, !tbaa !13, !noalias !221
  br label %447

445:                                              ; preds = %440
  %446 = atomicrmw volatile add ptr %415, i32 -1 acq_rel, align 4, !noalias !221
  br label %447

447:                                              ; preds = %445, %443
  %448 = phi i32 [ %431, %443 ], [ %446, %445 ]
  %449 = icmp eq i32 %448, 1
  br i1 %449, label %450, label %451, !prof !32

450:                                              ; preds = %447
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %385) #25, !noalias !221
  br label %451

451:                                              ; preds = %450, %447, %432, %423
  br i1 %372, label %476, label %452

452:                                              ; preds = %451
  %453 = getelementptr inbounds i8, ptr %371, i64 8
  %454 = load atomic i64, ptr %453 acquire, align 8, !noalias !221
  %455 = icmp eq i64 %454, 4294967297
  %456 = trunc i64 %454 to i32
  br i1 %455, label %457, label %465

457:                                              ; preds = %452
  store i32 0, ptr %453, align 8, !tbaa !26, !noalias !221
  %458 = getelementptr inbounds i8, ptr %371, i64 12
  store i32 0, ptr %458, align 4, !tbaa !28, !noalias !221
  %459 = load ptr, ptr %371, align 8, !tbaa !29, !noalias !221
  %460 = getelementptr inbounds i8, ptr %459, i64 16
  %461 = load ptr, ptr %460, align 8, !noalias !221
  call void %461(ptr noundef nonnull align 8 dereferenceable(16) %371) #25, !noalias !221
  %462 = load ptr, ptr %371, align 8, !tbaa !29, !noalias !221
  %463 = getelementptr inbounds i8, ptr %462, i64 24
  %464 = load ptr, ptr %463, align 8, !noalias !221
  call void %464(ptr noundef nonnull align 8 dereferenceable(16) %371) #25, !noalias !221
  br label %476

465:                                              ; preds = %452
  %466 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !221
  %467 = icmp eq i8 %466, 0
  br i1 %467, label %470, label %468

468:                                              ; preds = %465
  %469 = add nsw i32 %456, -1
  store i32 %469, ptr %453, align 4, !tbaa !13, !noalias !221
  br label %472

470:                                              ; preds = %465
  %471 = atomicrmw volatile add ptr %453, i32 -1 acq_rel, align 4, !noalias !221
  br label %472

472:                                              ; preds = %470, %468
  %473 = phi i32 [ %456, %468 ], [ %471, %470 ]
  %474 = icmp eq i32 %473, 1
  br i1 %474, label %475, label %476, !prof !32

475:                                              ; preds = %472
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %371) #25, !noalias !221
  br label %476

476:                                              ; preds = %475, %472, %457, %451
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4)
  %477 = getelementptr inbounds i8, ptr %1, i64 152
  %478 = load ptr, ptr %477, align 8, !tbaa !15
  store ptr %368, ptr %477, align 8, !tbaa !15
  %479 = icmp eq ptr %478, null
  br i1 %479, label %485, label %480

480:                                              ; preds = %476
  %481 = load ptr, ptr %478, align 8, !tbaa !29
  %482 = getelementptr inbounds i8, ptr %481, i64 16
  %483 = load ptr, ptr %482, align 8
  call void %483(ptr noundef nonnull align 8 dereferenceable(8) %478) #25
  br label %485

484:                                              ; preds = %524, %520
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #25
  br label %585

485:                                              ; preds = %480, %476
  invoke void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %486 unwind label %583

486:                                              ; preds = %485
  %487 = load ptr, ptr %477, align 8, !tbaa !15
  %488 = load ptr, ptr %487, align 8, !tbaa !29
  %489 = load ptr, ptr %488, align 8
  %490 = invoke noundef ptr %489(ptr noundef nonnull align 8 dereferenceable(8) %487)
          to label %491 unwind label %583

491:                                              ; preds = %486
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #25
  call void @llvm.experimental.noalias.scope.decl(metadata !224)
  %492 = getelementptr inbounds i8, ptr %5, i64 16
  %493 = invoke noalias noundef nonnull dereferenceable(48) ptr @_Znwm(i64 noundef 48) #24
          to label %494 unwind label %583

494:                                              ; preds = %491
  store ptr %493, ptr %5, align 8, !tbaa !188, !alias.scope !224
  %495 = getelementptr inbounds i8, ptr %493, i64 48
  store ptr %495, ptr %492, align 8, !tbaa !190, !alias.scope !224
  %496 = getelementptr inbounds i8, ptr %5, i64 8
  store i64 35038343200768, ptr %493, align 4, !noalias !224
  %497 = getelementptr inbounds i8, ptr %493, i64 8
  store i32 0, ptr %497, align 4, !tbaa !13, !noalias !224
  %498 = getelementptr inbounds i8, ptr %493, i64 12
  store i64 34359738369, ptr %498, align 4, !noalias !224
  %499 = getelementptr inbounds i8, ptr %493, i64 20
  store i32 80, ptr %499, align 4, !tbaa !13, !noalias !224
  %500 = getelementptr inbounds i8, ptr %493, i64 24
  store i64 17446157156352, ptr %500, align 4
  %501 = getelementptr inbounds i8, ptr %493, i64 32
  store i32 88, ptr %501, align 4, !tbaa !13
  %502 = getelementptr inbounds i8, ptr %493, i64 36
  store i64 17179869185, ptr %502, align 4
  %503 = getelementptr inbounds i8, ptr %493, i64 44
  store i32 120, ptr %503, align 4, !tbaa !13
  store ptr %495, ptr %496, align 8, !tbaa !191, !alias.scope !224
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %490, ptr noundef nonnull align 8 dereferenceable(24) %5, i1 noundef zeroext false)
          to label %504 unwind label %520

504:                                              ; preds = %494
  %505 = load ptr, ptr %5, align 8, !tbaa !188
  %506 = icmp eq ptr %505, null
  br i1 %506, label %512, label %507

507:                                              ; preds = %504
  %508 = load ptr, ptr %492, align 8, !tbaa !190
  %509 = ptrtoint ptr %508 to i64
  %510 = ptrtoint ptr %505 to i64
  %511 = sub i64 %509, %510
  call void @_ZdlPvm(ptr noundef nonnull %505, i64 noundef %511) #27
  br label %512

512:                                              ; preds = %507, %504
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #25
  %513 = invoke noalias noundef nonnull dereferenceable(52) ptr @_Znam(i64 noundef 52) #24
          to label %514 unwind label %583

514:                                              ; preds = %512
  %515 = getelementptr inbounds i8, ptr %1, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(51) %513, ptr noundef nonnull align 1 dereferenceable(51) @.str.28, i64 51, i1 false)
  %516 = getelementptr inbounds i8, ptr %513, i64 51
  store i8 0, ptr %516, align 1, !tbaa !31
  %517 = load ptr, ptr %515, align 8, !tbaa !15
  store ptr %513, ptr %515, align 8, !tbaa !15
  %518 = icmp eq ptr %517, null
  br i1 %518, label %529, label %519

519:                                              ; preds = %514
  call void @_ZdaPv(ptr noundef nonnull %517) #27
  br label %529

520:                                              ; preds = %494
  %521 = landingpad { ptr, i32 }
          cleanup
  %522 = load ptr, ptr %5, align 8, !tbaa !188
  %523 = icmp eq ptr %522, null
  br i1 %523, label %484, label %524

524:                                              ; preds = %520
  %525 = load ptr, ptr %492, align 8, !tbaa !190
  %526 = ptrtoint ptr %525 to i64
  %527 = ptrtoint ptr %522 to i64
  %528 = sub i64 %526, %527
  call void @_ZdlPvm(ptr noundef nonnull %522, i64 noundef %528) #27
  br label %484

529:                                              ; preds = %519, %514
  %530 = load ptr, ptr %352, align 8, !tbaa !24
  %531 = icmp eq ptr %530, null
  br i1 %531, label %556, label %532

532:                                              ; preds = %529
  %533 = getelementptr inbounds i8, ptr %530, i64 8
  %534 = load atomic i64, ptr %533 acquire, align 8
  %535 = icmp eq i64 %534, 4294967297
  %536 = trunc i64 %534 to i32
  br i1 %535, label %537, label %545

537:                                              ; preds = %532
  store i32 0, ptr %533, align 8, !tbaa !26
  %538 = getelementptr inbounds i8, ptr %530, i64 12
  store i32 0, ptr %538, align 4, !tbaa !28
  %539 = load ptr, ptr %530, align 8, !tbaa !29
  %540 = getelementptr inbounds i8, ptr %539, i64 16
  %541 = load ptr, ptr %540, align 8
  call void %541(ptr noundef nonnull align 8 dereferenceable(16) %530) #25
  %542 = load ptr, ptr %530, align 8, !tbaa !29
  %543 = getelementptr inbounds i8, ptr %542, i64 24
  %544 = load ptr, ptr %543, align 8
  call void %544(ptr noundef nonnull align 8 dereferenceable(16) %530) #25
  br label %556

545:                                              ; preds = %532
  %546 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %547 = icmp eq i8 %546, 0
  br i1 %547, label %550, label %548

548:                                              ; preds = %545
  %549 = add nsw i32 %536, -1
  store i32 %549, ptr %533, align 4, !tbaa !13
  br label %552

550:                                              ; preds = %545
  %551 = atomicrmw volatile add ptr %533, i32 -1 acq_rel, align 4
  br label %552

552:                                              ; preds = %550, %548
  %553 = phi i32 [ %536, %548 ], [ %551, %550 ]
  %554 = icmp eq i32 %553, 1
  br i1 %554, label %555, label %556, !prof !32

555:                                              ; preds = %552
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %530) #25
  br label %556

556:                                              ; preds = %555, %552, %537, %529
  %557 = load ptr, ptr %334, align 8, !tbaa !24
  %558 = icmp eq ptr %557, null
  br i1 %558, label %587, label %559

559:                                              ; preds = %556
  %560 = getelementptr inbounds i8, ptr %557, i64 8
  %561 = load atomic i64, ptr %560 acquire, align 8
  %562 = icmp eq i64 %561, 4294967297
  %563 = trunc i64 %561 to i32
  br i1 %562, label %564, label %572

564:                                              ; preds = %559
  store i32 0, ptr %560, align 8, !tbaa !26
  %565 = getelementptr inbounds i8, ptr %557, i64 12
  store i32 0, ptr %565, align 4, !tbaa !28
  %566 = load ptr, ptr %557, align 8, !tbaa !29
  %567 = getelementptr inbounds i8, ptr %566, i64 16
  %568 = load ptr, ptr %567, align 8
  call void %568(ptr noundef nonnull align 8 dereferenceable(16) %557) #25
  %569 = load ptr, ptr %557, align 8, !tbaa !29
  %570 = getelementptr inbounds i8, ptr %569, i64 24
  %571 = load ptr, ptr %570, align 8
  call void %571(ptr noundef nonnull align 8 dereferenceable(16) %557) #25
  br label %587

572:                                              ; preds = %559
  %573 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %574 = icmp eq i8 %573, 0
  br i1 %574, label %577, label %575

575:                                              ; preds = %572
  %576 = add nsw i32 %563, -1
  store i32 %576, ptr %560, align 4, !tbaa !13
  br label %579

577:                                              ; preds = %572
  %578 = atomicrmw volatile add ptr %560, i32 -1 acq_rel, align 4
  br label %579

579:                                              ; preds = %577, %575
  %580 = phi i32 [ %563, %575 ], [ %578, %577 ]
  %581 = icmp eq i32 %580, 1
  br i1 %581, label %582, label %587, !prof !32

582:                                              ; preds = %579
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %557) #25
  br label %587

583:                                              ; preds = %512, %491, %486, %485, %364
  %584 = landingpad { ptr, i32 }
          cleanup
  br label %585

585:                                              ; preds = %583, %484
  %586 = phi { ptr, i32 } [ %584, %583 ], [ %521, %484 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlvE_D2Ev(ptr noundef nonnull align 8 dereferenceable(124) %7) #25
  br label %706

587:                                              ; preds = %582, %579, %564, %556
  invoke void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef 1)
          to label %588 unwind label %704

588:                                              ; preds = %587
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %7)
  %589 = load ptr, ptr %155, align 8, !tbaa !24
  %590 = icmp eq ptr %589, null
  br i1 %590, label %615, label %591

591:                                              ; preds = %588
  %592 = getelementptr inbounds i8, ptr %589, i64 8
  %593 = load atomic i64, ptr %592 acquire, align 8
  %594 = icmp eq i64 %593, 4294967297
  %595 = trunc i64 %593 to i32
  br i1 %594, label %596, label %604

596:                                              ; preds = %591
  store i32 0, ptr %592, align 8, !tbaa !26
  %597 = getelementptr inbounds i8, ptr %589, i64 12
  store i32 0, ptr %597, align 4, !tbaa !28
  %598 = load ptr, ptr %589, align 8, !tbaa !29
  %599 = getelementptr inbounds i8, ptr %598, i64 16
  %600 = load ptr, ptr %599, align 8
  call void %600(ptr noundef nonnull align 8 dereferenceable(16) %589) #25
  %601 = load ptr, ptr %589, align 8, !tbaa !29
  %602 = getelementptr inbounds i8, ptr %601, i64 24
  %603 = load ptr, ptr %602, align 8
  call void %603(ptr noundef nonnull align 8 dereferenceable(16) %589) #25
  br label %615

604:                                              ; preds = %591
  %605 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %606 = icmp eq i8 %605, 0
  br i1 %606, label %609, label %607

607:                                              ; preds = %604
  %608 = add nsw i32 %595, -1
  store i32 %608, ptr %592, align 4, !tbaa !13
  br label %611

609:                                              ; preds = %604
  %610 = atomicrmw volatile add ptr %592, i32 -1 acq_rel, align 4
  br label %611

611:                                              ; preds = %609, %607
  %612 = phi i32 [ %595, %607 ], [ %610, %609 ]
  %613 = icmp eq i32 %612, 1
  br i1 %613, label %614, label %615, !prof !32

614:                                              ; preds = %611
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %589) #25
  br label %615

615:                                              ; preds = %614, %611, %596, %588
  %616 = load ptr, ptr %133, align 8, !tbaa !24
  %617 = icmp eq ptr %616, null
  br i1 %617, label %642, label %618

618:                                              ; preds = %615
  %619 = getelementptr inbounds i8, ptr %616, i64 8
  %620 = load atomic i64, ptr %619 acquire, align 8
  %621 = icmp eq i64 %620, 4294967297
  %622 = trunc i64 %620 to i32
  br i1 %621, label %623, label %631

623:                                              ; preds = %618
  store i32 0, ptr %619, align 8, !tbaa !26
  %624 = getelementptr inbounds i8, ptr %616, i64 12
  store i32 0, ptr %624, align 4, !tbaa !28
  %625 = load ptr, ptr %616, align 8, !tbaa !29
  %626 = getelementptr inbounds i8, ptr %625, i64 16
  %627 = load ptr, ptr %626, align 8
  call void %627(ptr noundef nonnull align 8 dereferenceable(16) %616) #25
  %628 = load ptr, ptr %616, align 8, !tbaa !29
  %629 = getelementptr inbounds i8, ptr %628, i64 24
  %630 = load ptr, ptr %629, align 8
  call void %630(ptr noundef nonnull align 8 dereferenceable(16) %616) #25
  br label %642

631:                                              ; preds = %618
  %632 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %633 = icmp eq i8 %632, 0
  br i1 %633, label %636, label %634

634:                                              ; preds = %631
  %635 = add nsw i32 %622, -1
  store i32 %635, ptr %619, align 4, !tbaa !13
  br label %638

636:                                              ; preds = %631
  %637 = atomicrmw volatile add ptr %619, i32 -1 acq_rel, align 4
  br label %638

638:                                              ; preds = %636, %634
  %639 = phi i32 [ %622, %634 ], [ %637, %636 ]
  %640 = icmp eq i32 %639, 1
  br i1 %640, label %641, label %642, !prof !32

641:                                              ; preds = %638
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %616) #25
  br label %642

642:                                              ; preds = %641, %638, %623, %615
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %16) #25
  %643 = load ptr, ptr %156, align 8, !tbaa !24
  %644 = icmp eq ptr %643, null
  br i1 %644, label %669, label %645

645:                                              ; preds = %642
  %646 = getelementptr inbounds i8, ptr %643, i64 8
  %647 = load atomic i64, ptr %646 acquire, align 8
  %648 = icmp eq i64 %647, 4294967297
  %649 = trunc i64 %647 to i32
  br i1 %648, label %650, label %658

650:                                              ; preds = %645
  store i32 0, ptr %646, align 8, !tbaa !26
  %651 = getelementptr inbounds i8, ptr %643, i64 12
  store i32 0, ptr %651, align 4, !tbaa !28
  %652 = load ptr, ptr %643, align 8, !tbaa !29
  %653 = getelementptr inbounds i8, ptr %652, i64 16
  %654 = load ptr, ptr %653, align 8
  call void %654(ptr noundef nonnull align 8 dereferenceable(16) %643) #25
  %655 = load ptr, ptr %643, align 8, !tbaa !29
  %656 = getelementptr inbounds i8, ptr %655, i64 24
  %657 = load ptr, ptr %656, align 8
  call void %657(ptr noundef nonnull align 8 dereferenceable(16) %643) #25
  br label %669

658:                                              ; preds = %645
  %659 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %660 = icmp eq i8 %659, 0
  br i1 %660, label %663, label %661

661:                                              ; preds = %658
  %662 = add nsw i32 %649, -1
  store i32 %662, ptr %646, align 4, !tbaa !13
  br label %665

663:                                              ; preds = %658
  %664 = atomicrmw volatile add ptr %646, i32 -1 acq_rel, align 4
  br label %665

665:                                              ; preds = %663, %661
  %666 = phi i32 [ %649, %661 ], [ %664, %663 ]
  %667 = icmp eq i32 %666, 1
  br i1 %667, label %668, label %669, !prof !32

668:                                              ; preds = %665
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %643) #25
  br label %669

669:                                              ; preds = %668, %665, %650, %642
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #25
  %670 = load ptr, ptr %134, align 8, !tbaa !24
  %671 = icmp eq ptr %670, null
  br i1 %671, label %712, label %672

672:                                              ; preds = %669
  %673 = getelementptr inbounds i8, ptr %670, i64 8
  %674 = load atomic i64, ptr %673 acquire, align 8
  %675 = icmp eq i64 %674, 4294967297
  %676 = trunc i64 %674 to i32
  br i1 %675, label %677, label %685

677:                                              ; preds = %672
  store i32 0, ptr %673, align 8, !tbaa !26
  %678 = getelementptr inbounds i8, ptr %670, i64 12
  store i32 0, ptr %678, align 4, !tbaa !28
  %679 = load ptr, ptr %670, align 8, !tbaa !29
  %680 = getelementptr inbounds i8, ptr %679, i64 16
  %681 = load ptr, ptr %680, align 8
  call void %681(ptr noundef nonnull align 8 dereferenceable(16) %670) #25
  %682 = load ptr, ptr %670, align 8, !tbaa !29
  %683 = getelementptr inbounds i8, ptr %682, i64 24
  %684 = load ptr, ptr %683, align 8
  call void %684(ptr noundef nonnull align 8 dereferenceable(16) %670) #25
  br label %712

685:                                              ; preds = %672
  %686 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %687 = icmp eq i8 %686, 0
  br i1 %687, label %690, label %688

688:                                              ; preds = %685
  %689 = add nsw i32 %676, -1
  store i32 %689, ptr %673, align 4, !tbaa !13
  br label %692

690:                                              ; preds = %685
  %691 = atomicrmw volatile add ptr %673, i32 -1 acq_rel, align 4
  br label %692

692:                                              ; preds = %690, %688
  %693 = phi i32 [ %676, %688 ], [ %691, %690 ]
  %694 = icmp eq i32 %693, 1
  br i1 %694, label %695, label %712, !prof !32

695:                                              ; preds = %692
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %670) #25
  br label %712

696:                                              ; preds = %2
  %697 = landingpad { ptr, i32 }
          cleanup
  br label %698

698:                                              ; preds = %696, %22
  %699 = phi { ptr, i32 } [ %697, %696 ], [ %23, %22 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %13) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #25
  br label %710

700:                                              ; preds = %73
  %701 = landingpad { ptr, i32 }
          cleanup
  br label %702

702:                                              ; preds = %700, %81
  %703 = phi { ptr, i32 } [ %701, %700 ], [ %82, %81 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %15) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %15) #25
  br label %708

704:                                              ; preds = %587, %330, %329, %325, %316
  %705 = landingpad { ptr, i32 }
          cleanup
  br label %706

706:                                              ; preds = %704, %585, %327
  %707 = phi { ptr, i32 } [ %705, %704 ], [ %328, %327 ], [ %586, %585 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlvE_D2Ev(ptr noundef nonnull align 8 dereferenceable(124) %16) #25
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %16) #25
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %14) #25
  br label %708

708:                                              ; preds = %706, %702
  %709 = phi { ptr, i32 } [ %707, %706 ], [ %703, %702 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #25
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(80) %12) #25
  br label %710

710:                                              ; preds = %708, %698
  %711 = phi { ptr, i32 } [ %709, %708 ], [ %699, %698 ]
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %12) #25
  resume { ptr, i32 } %711

712:                                              ; preds = %669, %677, %692, %695
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %12) #25
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define internal fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlvE_D2Ev(ptr nocapture noundef nonnull readonly align 8 dereferenceable(124) %0) unnamed_addr #3 align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 96
  %3 = load ptr, ptr %2, align 8, !tbaa !24
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !26
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !28
  %12 = load ptr, ptr %3, align 8, !tbaa !29
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !29
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !13
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !32

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  %30 = getelementptr inbounds i8, ptr %0, i64 8
  %31 = load ptr, ptr %30, align 8, !tbaa !24
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !26
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !28
  %40 = load ptr, ptr %31, align 8, !tbaa !29
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  %43 = load ptr, ptr %31, align 8, !tbaa !29
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !13
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !32

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !24
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !26
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !28
  %12 = load ptr, ptr %3, align 8, !tbaa !29
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !29
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !13
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !32

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi3ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(80) %0, ptr noundef nonnull align 8 dereferenceable(49) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range", align 8
  %8 = alloca %"class.sycl::_V1::range", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %11 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %7, ptr noundef nonnull align 8 dereferenceable(24) %11, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %8, ptr noundef nonnull align 8 dereferenceable(24) %11, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #25
  %12 = load i64, ptr %3, align 8
  %13 = getelementptr inbounds i8, ptr %3, i64 8
  %14 = getelementptr inbounds i8, ptr %3, i64 16
  %15 = load ptr, ptr %14, align 8, !tbaa !15
  %16 = load ptr, ptr %13, align 8, !tbaa !15
  %17 = ptrtoint ptr %15 to i64
  %18 = ptrtoint ptr %16 to i64
  %19 = sub i64 %17, %18
  %20 = icmp eq ptr %15, %16
  br i1 %20, label %47, label %21

21:                                               ; preds = %5
  %22 = icmp ugt i64 %19, 9223372036854775792
  br i1 %22, label %23, label %24, !prof !32

23:                                               ; preds = %21
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #28
  unreachable

24:                                               ; preds = %21
  %25 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %19) #24
  br label %26

26:                                               ; preds = %43, %24
  %27 = phi ptr [ %45, %43 ], [ %25, %24 ]
  %28 = phi ptr [ %44, %43 ], [ %16, %24 ]
  %29 = load ptr, ptr %28, align 8, !tbaa !192
  store ptr %29, ptr %27, align 8, !tbaa !192
  %30 = getelementptr inbounds i8, ptr %27, i64 8
  %31 = getelementptr inbounds i8, ptr %28, i64 8
  %32 = load ptr, ptr %31, align 8, !tbaa !24
  store ptr %32, ptr %30, align 8, !tbaa !24
  %33 = icmp eq ptr %32, null
  br i1 %33, label %43, label %34

34:                                               ; preds = %26
  %35 = getelementptr inbounds i8, ptr %32, i64 8
  %36 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %37 = icmp eq i8 %36, 0
  br i1 %37, label %41, label %38

38:                                               ; preds = %34
  %39 = load i32, ptr %35, align 4, !tbaa !13
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %35, align 4, !tbaa !13
  br label %43

41:                                               ; preds = %34
  %42 = atomicrmw volatile add ptr %35, i32 1 acq_rel, align 4
  br label %43

43:                                               ; preds = %41, %38, %26
  %44 = getelementptr inbounds i8, ptr %28, i64 16
  %45 = getelementptr inbounds i8, ptr %27, i64 16
  %46 = icmp eq ptr %44, %15
  br i1 %46, label %47, label %26, !llvm.loop !194

47:                                               ; preds = %43, %5
  %48 = phi ptr [ null, %5 ], [ %25, %43 ]
  %49 = phi ptr [ null, %5 ], [ %45, %43 ]
  %50 = getelementptr inbounds i8, ptr %48, i64 %19
  store i64 %12, ptr %9, align 8
  %51 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %48, ptr %51, align 8, !tbaa !21
  %52 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %49, ptr %52, align 8, !tbaa !23
  %53 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %50, ptr %53, align 8, !tbaa !34
  %54 = load ptr, ptr %1, align 8, !tbaa !117
  %55 = icmp eq ptr %54, null
  br i1 %55, label %56, label %57

56:                                               ; preds = %47
  tail call void @__assert_fail(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.9, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #26
  unreachable

57:                                               ; preds = %47
  %58 = getelementptr inbounds i8, ptr %1, i64 40
  %59 = load i64, ptr %58, align 8, !tbaa !108
  %60 = getelementptr inbounds i8, ptr %1, i64 48
  %61 = load i8, ptr %60, align 8, !tbaa !116, !range !166, !noundef !167
  %62 = trunc nuw i8 %61 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range") align 8 %8, i32 noundef 1024, ptr noundef nonnull %54, i32 noundef 3, i32 noundef 4, i64 noundef %59, i1 noundef zeroext %62, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %63 unwind label %229

63:                                               ; preds = %57
  %64 = icmp eq ptr %48, %49
  br i1 %64, label %99, label %65

65:                                               ; preds = %63, %94
  %66 = phi ptr [ %95, %94 ], [ %48, %63 ]
  %67 = getelementptr inbounds i8, ptr %66, i64 8
  %68 = load ptr, ptr %67, align 8, !tbaa !24
  %69 = icmp eq ptr %68, null
  br i1 %69, label %94, label %70

70:                                               ; preds = %65
  %71 = getelementptr inbounds i8, ptr %68, i64 8
  %72 = load atomic i64, ptr %71 acquire, align 8
  %73 = icmp eq i64 %72, 4294967297
  %74 = trunc i64 %72 to i32
  br i1 %73, label %75, label %83

75:                                               ; preds = %70
  store i32 0, ptr %71, align 8, !tbaa !26
  %76 = getelementptr inbounds i8, ptr %68, i64 12
  store i32 0, ptr %76, align 4, !tbaa !28
  %77 = load ptr, ptr %68, align 8, !tbaa !29
  %78 = getelementptr inbounds i8, ptr %77, i64 16
  %79 = load ptr, ptr %78, align 8
  tail call void %79(ptr noundef nonnull align 8 dereferenceable(16) %68) #25
  %80 = load ptr, ptr %68, align 8, !tbaa !29
  %81 = getelementptr inbounds i8, ptr %80, i64 24
  %82 = load ptr, ptr %81, align 8
  tail call void %82(ptr noundef nonnull align 8 dereferenceable(16) %68) #25
  br label %94

83:                                               ; preds = %70
  %84 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %85 = icmp eq i8 %84, 0
  br i1 %85, label %88, label %86

86:                                               ; preds = %83
  %87 = add nsw i32 %74, -1
  store i32 %87, ptr %71, align 4, !tbaa !13
  br label %90

88:                                               ; preds = %83
  %89 = atomicrmw volatile add ptr %71, i32 -1 acq_rel, align 4
  br label %90

90:                                               ; preds = %88, %86
  %91 = phi i32 [ %74, %86 ], [ %89, %88 ]
  %92 = icmp eq i32 %91, 1
  br i1 %92, label %93, label %94, !prof !32

93:                                               ; preds = %90
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %68) #25
  br label %94

94:                                               ; preds = %93, %90, %75, %65
  %95 = getelementptr inbounds i8, ptr %66, i64 16
  %96 = icmp eq ptr %95, %49
  br i1 %96, label %97, label %65, !llvm.loop !33

97:                                               ; preds = %94
  %98 = load ptr, ptr %51, align 8, !tbaa !21
  br label %99

99:                                               ; preds = %97, %63
  %100 = phi ptr [ %98, %97 ], [ %48, %63 ]
  %101 = icmp eq ptr %100, null
  br i1 %101, label %107, label %102

102:                                              ; preds = %99
  %103 = load ptr, ptr %53, align 8, !tbaa !34
  %104 = ptrtoint ptr %103 to i64
  %105 = ptrtoint ptr %100 to i64
  %106 = sub i64 %104, %105
  tail call void @_ZdlPvm(ptr noundef nonnull %100, i64 noundef %106) #27
  br label %107

107:                                              ; preds = %99, %102
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #25
  %108 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %108, i8 0, i64 64, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #25
  %109 = load i64, ptr %3, align 8
  %110 = load ptr, ptr %14, align 8, !tbaa !15
  %111 = load ptr, ptr %13, align 8, !tbaa !15
  %112 = ptrtoint ptr %110 to i64
  %113 = ptrtoint ptr %111 to i64
  %114 = sub i64 %112, %113
  %115 = icmp eq ptr %110, %111
  br i1 %115, label %143, label %116

116:                                              ; preds = %107
  %117 = icmp ugt i64 %114, 9223372036854775792
  br i1 %117, label %118, label %120, !prof !32

118:                                              ; preds = %116
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #28
          to label %119 unwind label %233

119:                                              ; preds = %118
  unreachable

120:                                              ; preds = %116
  %121 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %114) #24
          to label %122 unwind label %233

122:                                              ; preds = %120, %139
  %123 = phi ptr [ %141, %139 ], [ %121, %120 ]
  %124 = phi ptr [ %140, %139 ], [ %111, %120 ]
  %125 = load ptr, ptr %124, align 8, !tbaa !192
  store ptr %125, ptr %123, align 8, !tbaa !192
  %126 = getelementptr inbounds i8, ptr %123, i64 8
  %127 = getelementptr inbounds i8, ptr %124, i64 8
  %128 = load ptr, ptr %127, align 8, !tbaa !24
  store ptr %128, ptr %126, align 8, !tbaa !24
  %129 = icmp eq ptr %128, null
  br i1 %129, label %139, label %130

130:                                              ; preds = %122
  %131 = getelementptr inbounds i8, ptr %128, i64 8
  %132 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %133 = icmp eq i8 %132, 0
  br i1 %133, label %137, label %134

134:                                              ; preds = %130
  %135 = load i32, ptr %131, align 4, !tbaa !13
  %136 = add nsw i32 %135, 1
  store i32 %136, ptr %131, align 4, !tbaa !13
  br label %139

137:                                              ; preds = %130
  %138 = atomicrmw volatile add ptr %131, i32 1 acq_rel, align 4
  br label %139

139:                                              ; preds = %137, %134, %122
  %140 = getelementptr inbounds i8, ptr %124, i64 16
  %141 = getelementptr inbounds i8, ptr %123, i64 16
  %142 = icmp eq ptr %140, %110
  br i1 %142, label %143, label %122, !llvm.loop !194

143:                                              ; preds = %139, %107
  %144 = phi ptr [ null, %107 ], [ %121, %139 ]
  %145 = phi ptr [ null, %107 ], [ %141, %139 ]
  %146 = getelementptr inbounds i8, ptr %144, i64 %114
  store i64 %109, ptr %10, align 8
  %147 = getelementptr inbounds i8, ptr %10, i64 8
  store ptr %144, ptr %147, align 8, !tbaa !21
  %148 = getelementptr inbounds i8, ptr %10, i64 16
  store ptr %145, ptr %148, align 8, !tbaa !23
  %149 = getelementptr inbounds i8, ptr %10, i64 24
  store ptr %146, ptr %149, align 8, !tbaa !34
  %150 = and i64 %109, 16
  %151 = icmp eq i64 %150, 0
  br i1 %151, label %161, label %152

152:                                              ; preds = %143
  %153 = tail call ptr @__cxa_allocate_exception(i64 64) #25
  %154 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #25
  %155 = extractvalue { i32, ptr } %154, 0
  %156 = extractvalue { i32, ptr } %154, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %153, i32 %155, ptr %156, ptr noundef nonnull @.str.12)
          to label %157 unwind label %159

157:                                              ; preds = %152
  invoke void @__cxa_throw(ptr nonnull %153, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #28
          to label %158 unwind label %235

158:                                              ; preds = %157
  unreachable

159:                                              ; preds = %152
  %160 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %153) #25
  br label %237

161:                                              ; preds = %143
  %162 = icmp eq ptr %144, %145
  br i1 %162, label %197, label %163

163:                                              ; preds = %161, %192
  %164 = phi ptr [ %193, %192 ], [ %144, %161 ]
  %165 = getelementptr inbounds i8, ptr %164, i64 8
  %166 = load ptr, ptr %165, align 8, !tbaa !24
  %167 = icmp eq ptr %166, null
  br i1 %167, label %192, label %168

168:                                              ; preds = %163
  %169 = getelementptr inbounds i8, ptr %166, i64 8
  %170 = load atomic i64, ptr %169 acquire, align 8
  %171 = icmp eq i64 %170, 4294967297
  %172 = trunc i64 %170 to i32
  br i1 %171, label %173, label %181

173:                                              ; preds = %168
  store i32 0, ptr %169, align 8, !tbaa !26
  %174 = getelementptr inbounds i8, ptr %166, i64 12
  store i32 0, ptr %174, align 4, !tbaa !28
  %175 = load ptr, ptr %166, align 8, !tbaa !29
  %176 = getelementptr inbounds i8, ptr %175, i64 16
  %177 = load ptr, ptr %176, align 8
  tail call void %177(ptr noundef nonnull align 8 dereferenceable(16) %166) #25
  %178 = load ptr, ptr %166, align 8, !tbaa !29
  %179 = getelementptr inbounds i8, ptr %178, i64 24
  %180 = load ptr, ptr %179, align 8
  tail call void %180(ptr noundef nonnull align 8 dereferenceable(16) %166) #25
  br label %192

181:                                              ; preds = %168
  %182 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %183 = icmp eq i8 %182, 0
  br i1 %183, label %186, label %184

184:                                              ; preds = %181
  %185 = add nsw i32 %172, -1
  store i32 %185, ptr %169, align 4, !tbaa !13
  br label %188

186:                                              ; preds = %181
  %187 = atomicrmw volatile add ptr %169, i32 -1 acq_rel, align 4
  br label %188

188:                                              ; preds = %186, %184
  %189 = phi i32 [ %172, %184 ], [ %187, %186 ]
  %190 = icmp eq i32 %189, 1
  br i1 %190, label %191, label %192, !prof !32

191:                                              ; preds = %188
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %166) #25
  br label %192

192:                                              ; preds = %191, %188, %173, %163
  %193 = getelementptr inbounds i8, ptr %164, i64 16
  %194 = icmp eq ptr %193, %145
  br i1 %194, label %195, label %163, !llvm.loop !33

195:                                              ; preds = %192
  %196 = load ptr, ptr %147, align 8, !tbaa !21
  br label %197

197:                                              ; preds = %195, %161
  %198 = phi ptr [ %196, %195 ], [ %144, %161 ]
  %199 = icmp eq ptr %198, null
  br i1 %199, label %205, label %200

200:                                              ; preds = %197
  %201 = load ptr, ptr %149, align 8, !tbaa !34
  %202 = ptrtoint ptr %201 to i64
  %203 = ptrtoint ptr %198 to i64
  %204 = sub i64 %202, %203
  tail call void @_ZdlPvm(ptr noundef nonnull %198, i64 noundef %204) #27
  br label %205

205:                                              ; preds = %197, %200
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #25
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %206 unwind label %231

206:                                              ; preds = %205
  %207 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %208 unwind label %231

208:                                              ; preds = %206
  store ptr %207, ptr %108, align 8, !tbaa !227
  %209 = load ptr, ptr %1, align 8, !tbaa !117
  %210 = icmp eq ptr %209, null
  br i1 %210, label %211, label %212

211:                                              ; preds = %208
  tail call void @__assert_fail(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.9, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi3ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #26
  unreachable

212:                                              ; preds = %208
  %213 = load ptr, ptr %0, align 8, !tbaa !174
  invoke void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef nonnull %209, ptr noundef %213, i32 noundef 2014, i32 noundef 1024, ptr noundef nonnull align 8 dereferenceable(32) %4)
          to label %214 unwind label %231

214:                                              ; preds = %212
  %215 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %216 unwind label %231

216:                                              ; preds = %214
  %217 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %218 unwind label %231

218:                                              ; preds = %216
  %219 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %220 unwind label %231

220:                                              ; preds = %218
  %221 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %222 unwind label %231

222:                                              ; preds = %220
  %223 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
  %224 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
  %225 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %226 unwind label %231

226:                                              ; preds = %222
  %227 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %228 unwind label %231

228:                                              ; preds = %226
  ret void

229:                                              ; preds = %57
  %230 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #25
  br label %243

231:                                              ; preds = %226, %222, %220, %218, %216, %214, %206, %212, %205
  %232 = landingpad { ptr, i32 }
          cleanup
  br label %241

233:                                              ; preds = %120, %118
  %234 = landingpad { ptr, i32 }
          cleanup
  br label %239

235:                                              ; preds = %157
  %236 = landingpad { ptr, i32 }
          cleanup
  br label %237

237:                                              ; preds = %159, %235
  %238 = phi { ptr, i32 } [ %236, %235 ], [ %160, %159 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %10) #25
  br label %239

239:                                              ; preds = %237, %233
  %240 = phi { ptr, i32 } [ %238, %237 ], [ %234, %233 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #25
  br label %241

241:                                              ; preds = %239, %231
  %242 = phi { ptr, i32 } [ %232, %231 ], [ %240, %239 ]
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
  br label %243

243:                                              ; preds = %241, %229
  %244 = phi { ptr, i32 } [ %242, %241 ], [ %230, %229 ]
  resume { ptr, i32 } %244
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIiLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi1ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range", align 8
  %8 = alloca %"class.sycl::_V1::range", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %11 = load i64, ptr %10, align 8
  store i64 %11, ptr %7, align 8, !tbaa !44, !alias.scope !228
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 1, ptr %12, align 8, !tbaa !44, !alias.scope !228
  %13 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %13, align 8, !tbaa !44, !alias.scope !228
  store i64 %11, ptr %8, align 8, !tbaa !44, !alias.scope !231
  %14 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 1, ptr %14, align 8, !tbaa !44, !alias.scope !231
  %15 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %15, align 8, !tbaa !44, !alias.scope !231
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #25
  %16 = load i64, ptr %3, align 8
  %17 = getelementptr inbounds i8, ptr %3, i64 8
  %18 = getelementptr inbounds i8, ptr %3, i64 16
  %19 = load ptr, ptr %18, align 8, !tbaa !15
  %20 = load ptr, ptr %17, align 8, !tbaa !15
  %21 = ptrtoint ptr %19 to i64
  %22 = ptrtoint ptr %20 to i64
  %23 = sub i64 %21, %22
  %24 = icmp eq ptr %19, %20
  br i1 %24, label %51, label %25

25:                                               ; preds = %5
  %26 = icmp ugt i64 %23, 9223372036854775792
  br i1 %26, label %27, label %28, !prof !32

27:                                               ; preds = %25
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #28
  unreachable

28:                                               ; preds = %25
  %29 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %23) #24
  br label %30

30:                                               ; preds = %47, %28
  %31 = phi ptr [ %49, %47 ], [ %29, %28 ]
  %32 = phi ptr [ %48, %47 ], [ %20, %28 ]
  %33 = load ptr, ptr %32, align 8, !tbaa !192
  store ptr %33, ptr %31, align 8, !tbaa !192
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = getelementptr inbounds i8, ptr %32, i64 8
  %36 = load ptr, ptr %35, align 8, !tbaa !24
  store ptr %36, ptr %34, align 8, !tbaa !24
  %37 = icmp eq ptr %36, null
  br i1 %37, label %47, label %38

38:                                               ; preds = %30
  %39 = getelementptr inbounds i8, ptr %36, i64 8
  %40 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %41 = icmp eq i8 %40, 0
  br i1 %41, label %45, label %42

42:                                               ; preds = %38
  %43 = load i32, ptr %39, align 4, !tbaa !13
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %39, align 4, !tbaa !13
  br label %47

45:                                               ; preds = %38
  %46 = atomicrmw volatile add ptr %39, i32 1 acq_rel, align 4
  br label %47

47:                                               ; preds = %45, %42, %30
  %48 = getelementptr inbounds i8, ptr %32, i64 16
  %49 = getelementptr inbounds i8, ptr %31, i64 16
  %50 = icmp eq ptr %48, %19
  br i1 %50, label %51, label %30, !llvm.loop !194

51:                                               ; preds = %47, %5
  %52 = phi ptr [ null, %5 ], [ %29, %47 ]
  %53 = phi ptr [ null, %5 ], [ %49, %47 ]
  %54 = getelementptr inbounds i8, ptr %52, i64 %23
  store i64 %16, ptr %9, align 8
  %55 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %52, ptr %55, align 8, !tbaa !21
  %56 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %53, ptr %56, align 8, !tbaa !23
  %57 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %54, ptr %57, align 8, !tbaa !34
  %58 = load ptr, ptr %1, align 8, !tbaa !117
  %59 = icmp eq ptr %58, null
  br i1 %59, label %60, label %61

60:                                               ; preds = %51
  tail call void @__assert_fail(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.9, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS7_) #26
  unreachable

61:                                               ; preds = %51
  %62 = and i64 %16, 16
  %63 = icmp eq i64 %62, 0
  %64 = select i1 %63, i32 1025, i32 1027
  %65 = getelementptr inbounds i8, ptr %1, i64 24
  %66 = load i64, ptr %65, align 8, !tbaa !130
  %67 = getelementptr inbounds i8, ptr %1, i64 32
  %68 = load i8, ptr %67, align 8, !tbaa !134, !range !166, !noundef !167
  %69 = trunc nuw i8 %68 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range") align 8 %8, i32 noundef %64, ptr noundef nonnull %58, i32 noundef 1, i32 noundef 4, i64 noundef %66, i1 noundef zeroext %69, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %70 unwind label %206

70:                                               ; preds = %61
  %71 = icmp eq ptr %52, %53
  br i1 %71, label %106, label %72

72:                                               ; preds = %70, %101
  %73 = phi ptr [ %102, %101 ], [ %52, %70 ]
  %74 = getelementptr inbounds i8, ptr %73, i64 8
  %75 = load ptr, ptr %74, align 8, !tbaa !24
  %76 = icmp eq ptr %75, null
  br i1 %76, label %101, label %77

77:                                               ; preds = %72
  %78 = getelementptr inbounds i8, ptr %75, i64 8
  %79 = load atomic i64, ptr %78 acquire, align 8
  %80 = icmp eq i64 %79, 4294967297
  %81 = trunc i64 %79 to i32
  br i1 %80, label %82, label %90

82:                                               ; preds = %77
  store i32 0, ptr %78, align 8, !tbaa !26
  %83 = getelementptr inbounds i8, ptr %75, i64 12
  store i32 0, ptr %83, align 4, !tbaa !28
  %84 = load ptr, ptr %75, align 8, !tbaa !29
  %85 = getelementptr inbounds i8, ptr %84, i64 16
  %86 = load ptr, ptr %85, align 8
  tail call void %86(ptr noundef nonnull align 8 dereferenceable(16) %75) #25
  %87 = load ptr, ptr %75, align 8, !tbaa !29
  %88 = getelementptr inbounds i8, ptr %87, i64 24
  %89 = load ptr, ptr %88, align 8
  tail call void %89(ptr noundef nonnull align 8 dereferenceable(16) %75) #25
  br label %101

90:                                               ; preds = %77
  %91 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %92 = icmp eq i8 %91, 0
  br i1 %92, label %95, label %93

93:                                               ; preds = %90
  %94 = add nsw i32 %81, -1
  store i32 %94, ptr %78, align 4, !tbaa !13
  br label %97

95:                                               ; preds = %90
  %96 = atomicrmw volatile add ptr %78, i32 -1 acq_rel, align 4
  br label %97

97:                                               ; preds = %95, %93
  %98 = phi i32 [ %81, %93 ], [ %96, %95 ]
  %99 = icmp eq i32 %98, 1
  br i1 %99, label %100, label %101, !prof !32

100:                                              ; preds = %97
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %75) #25
  br label %101

101:                                              ; preds = %100, %97, %82, %72
  %102 = getelementptr inbounds i8, ptr %73, i64 16
  %103 = icmp eq ptr %102, %53
  br i1 %103, label %104, label %72, !llvm.loop !33

104:                                              ; preds = %101
  %105 = load ptr, ptr %55, align 8, !tbaa !21
  br label %106

106:                                              ; preds = %104, %70
  %107 = phi ptr [ %105, %104 ], [ %52, %70 ]
  %108 = icmp eq ptr %107, null
  br i1 %108, label %114, label %109

109:                                              ; preds = %106
  %110 = load ptr, ptr %57, align 8, !tbaa !34
  %111 = ptrtoint ptr %110 to i64
  %112 = ptrtoint ptr %107 to i64
  %113 = sub i64 %111, %112
  tail call void @_ZdlPvm(ptr noundef nonnull %107, i64 noundef %113) #27
  br label %114

114:                                              ; preds = %106, %109
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #25
  %115 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %115, i8 0, i64 16, i1 false)
  %116 = load ptr, ptr %18, align 8, !tbaa !15
  %117 = load ptr, ptr %17, align 8, !tbaa !15
  %118 = ptrtoint ptr %116 to i64
  %119 = ptrtoint ptr %117 to i64
  %120 = sub i64 %118, %119
  %121 = icmp eq ptr %116, %117
  br i1 %121, label %182, label %122

122:                                              ; preds = %114
  %123 = icmp ugt i64 %120, 9223372036854775792
  br i1 %123, label %124, label %126, !prof !32

124:                                              ; preds = %122
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #28
          to label %125 unwind label %210

125:                                              ; preds = %124
  unreachable

126:                                              ; preds = %122
  %127 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %120) #24
          to label %128 unwind label %210

128:                                              ; preds = %126, %145
  %129 = phi ptr [ %147, %145 ], [ %127, %126 ]
  %130 = phi ptr [ %146, %145 ], [ %117, %126 ]
  %131 = load ptr, ptr %130, align 8, !tbaa !192
  store ptr %131, ptr %129, align 8, !tbaa !192
  %132 = getelementptr inbounds i8, ptr %129, i64 8
  %133 = getelementptr inbounds i8, ptr %130, i64 8
  %134 = load ptr, ptr %133, align 8, !tbaa !24
  store ptr %134, ptr %132, align 8, !tbaa !24
  %135 = icmp eq ptr %134, null
  br i1 %135, label %145, label %136

136:                                              ; preds = %128
  %137 = getelementptr inbounds i8, ptr %134, i64 8
  %138 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %139 = icmp eq i8 %138, 0
  br i1 %139, label %143, label %140

140:                                              ; preds = %136
  %141 = load i32, ptr %137, align 4, !tbaa !13
  %142 = add nsw i32 %141, 1
  store i32 %142, ptr %137, align 4, !tbaa !13
  br label %145

143:                                              ; preds = %136
  %144 = atomicrmw volatile add ptr %137, i32 1 acq_rel, align 4
  br label %145

145:                                              ; preds = %143, %140, %128
  %146 = getelementptr inbounds i8, ptr %130, i64 16
  %147 = getelementptr inbounds i8, ptr %129, i64 16
  %148 = icmp eq ptr %146, %116
  br i1 %148, label %149, label %128, !llvm.loop !194

149:                                              ; preds = %145, %178
  %150 = phi ptr [ %179, %178 ], [ %127, %145 ]
  %151 = getelementptr inbounds i8, ptr %150, i64 8
  %152 = load ptr, ptr %151, align 8, !tbaa !24
  %153 = icmp eq ptr %152, null
  br i1 %153, label %178, label %154

154:                                              ; preds = %149
  %155 = getelementptr inbounds i8, ptr %152, i64 8
  %156 = load atomic i64, ptr %155 acquire, align 8
  %157 = icmp eq i64 %156, 4294967297
  %158 = trunc i64 %156 to i32
  br i1 %157, label %159, label %167

159:                                              ; preds = %154
  store i32 0, ptr %155, align 8, !tbaa !26
  %160 = getelementptr inbounds i8, ptr %152, i64 12
  store i32 0, ptr %160, align 4, !tbaa !28
  %161 = load ptr, ptr %152, align 8, !tbaa !29
  %162 = getelementptr inbounds i8, ptr %161, i64 16
  %163 = load ptr, ptr %162, align 8
  tail call void %163(ptr noundef nonnull align 8 dereferenceable(16) %152) #25
  %164 = load ptr, ptr %152, align 8, !tbaa !29
  %165 = getelementptr inbounds i8, ptr %164, i64 24
  %166 = load ptr, ptr %165, align 8
  tail call void %166(ptr noundef nonnull align 8 dereferenceable(16) %152) #25
  br label %178

167:                                              ; preds = %154
  %168 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %169 = icmp eq i8 %168, 0
  br i1 %169, label %172, label %170

170:                                              ; preds = %167
  %171 = add nsw i32 %158, -1
  store i32 %171, ptr %155, align 4, !tbaa !13
  br label %174

172:                                              ; preds = %167
  %173 = atomicrmw volatile add ptr %155, i32 -1 acq_rel, align 4
  br label %174

174:                                              ; preds = %172, %170
  %175 = phi i32 [ %158, %170 ], [ %173, %172 ]
  %176 = icmp eq i32 %175, 1
  br i1 %176, label %177, label %178, !prof !32

177:                                              ; preds = %174
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %152) #25
  br label %178

178:                                              ; preds = %177, %174, %159, %149
  %179 = getelementptr inbounds i8, ptr %150, i64 16
  %180 = icmp eq ptr %150, %129
  br i1 %180, label %181, label %149, !llvm.loop !33

181:                                              ; preds = %178
  tail call void @_ZdlPvm(ptr noundef nonnull %127, i64 noundef %120) #27
  br label %182

182:                                              ; preds = %114, %181
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %183 unwind label %208

183:                                              ; preds = %182
  %184 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %185 unwind label %208

185:                                              ; preds = %183
  store ptr %184, ptr %115, align 8, !tbaa !234
  %186 = load ptr, ptr %1, align 8, !tbaa !117
  %187 = icmp eq ptr %186, null
  br i1 %187, label %188, label %189

188:                                              ; preds = %185
  tail call void @__assert_fail(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.9, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS7_) #26
  unreachable

189:                                              ; preds = %185
  %190 = load ptr, ptr %0, align 8, !tbaa !174
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

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlvE_vLi1EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(136) %0) unnamed_addr #19 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlvE_vLi1EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(136) %0) unnamed_addr #5 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlvE_vLi1EEE, i64 16), ptr %0, align 8, !tbaa !29
  %2 = getelementptr inbounds i8, ptr %0, i64 104
  %3 = load ptr, ptr %2, align 8, !tbaa !24
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !26
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !28
  %12 = load ptr, ptr %3, align 8, !tbaa !29
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !29
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !13
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !32

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %28, %25, %10, %1
  %30 = getelementptr inbounds i8, ptr %0, i64 16
  %31 = load ptr, ptr %30, align 8, !tbaa !24
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !26
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !28
  %40 = load ptr, ptr %31, align 8, !tbaa !29
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  %43 = load ptr, ptr %31, align 8, !tbaa !29
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !13
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !32

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlvE_vLi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(136) %0) unnamed_addr #5 align 2 {
  tail call void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlvE_vLi1EED2Ev(ptr noundef nonnull align 8 dereferenceable(136) %0) #25
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 136) #27
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlvE_vLi1EE23InstantiateKernelOnHostEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(136) %0) unnamed_addr #2 align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca { ptr, [56 x i8] }, align 8
  %3 = alloca { ptr, [56 x i8] }, align 8
  %4 = alloca %"class.sycl::_V1::detail::accessor_common<float, 3, sycl::_V1::access::mode::read, sycl::_V1::access::target::global_buffer, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %5 = alloca { ptr, [56 x i8] }, align 8
  %6 = alloca %class.anon.163, align 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !174
  store ptr %8, ptr %6, align 8, !tbaa !174
  %9 = getelementptr inbounds i8, ptr %6, i64 8
  %10 = getelementptr inbounds i8, ptr %0, i64 16
  %11 = load ptr, ptr %10, align 8, !tbaa !24
  store ptr %11, ptr %9, align 8, !tbaa !24
  %12 = icmp eq ptr %11, null
  br i1 %12, label %22, label %13

13:                                               ; preds = %1
  %14 = getelementptr inbounds i8, ptr %11, i64 8
  %15 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %16 = icmp eq i8 %15, 0
  br i1 %16, label %20, label %17

17:                                               ; preds = %13
  %18 = load i32, ptr %14, align 4, !tbaa !13
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %14, align 4, !tbaa !13
  br label %22

20:                                               ; preds = %13
  %21 = atomicrmw volatile add ptr %14, i32 1 acq_rel, align 4
  br label %22

22:                                               ; preds = %20, %17, %1
  %23 = getelementptr inbounds i8, ptr %6, i64 16
  %24 = getelementptr inbounds i8, ptr %0, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %23, ptr noundef nonnull readonly align 8 dereferenceable(64) %24, i64 64, i1 false)
  %25 = getelementptr inbounds i8, ptr %6, i64 80
  %26 = getelementptr inbounds i8, ptr %0, i64 88
  %27 = load i64, ptr %26, align 8
  store i64 %27, ptr %25, align 8
  %28 = getelementptr inbounds i8, ptr %6, i64 88
  %29 = getelementptr inbounds i8, ptr %0, i64 96
  %30 = load ptr, ptr %29, align 8, !tbaa !174
  store ptr %30, ptr %28, align 8, !tbaa !174
  %31 = getelementptr inbounds i8, ptr %6, i64 96
  %32 = getelementptr inbounds i8, ptr %0, i64 104
  %33 = load ptr, ptr %32, align 8, !tbaa !24
  store ptr %33, ptr %31, align 8, !tbaa !24
  %34 = icmp eq ptr %33, null
  br i1 %34, label %44, label %35

35:                                               ; preds = %22
  %36 = getelementptr inbounds i8, ptr %33, i64 8
  %37 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %38 = icmp eq i8 %37, 0
  br i1 %38, label %42, label %39

39:                                               ; preds = %35
  %40 = load i32, ptr %36, align 4, !tbaa !13
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %36, align 4, !tbaa !13
  br label %44

42:                                               ; preds = %35
  %43 = atomicrmw volatile add ptr %36, i32 1 acq_rel, align 4
  br label %44

44:                                               ; preds = %22, %39, %42
  %45 = getelementptr inbounds i8, ptr %6, i64 104
  %46 = getelementptr inbounds i8, ptr %0, i64 112
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %45, ptr noundef nonnull readonly align 8 dereferenceable(16) %46, i64 16, i1 false)
  %47 = getelementptr inbounds i8, ptr %6, i64 120
  %48 = getelementptr inbounds i8, ptr %0, i64 128
  %49 = load i32, ptr %48, align 8, !tbaa !213
  store i32 %49, ptr %47, align 8, !tbaa !213
  %50 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %6)
          to label %51 unwind label %424

51:                                               ; preds = %44
  %52 = load i64, ptr %50, align 8
  %53 = getelementptr inbounds i8, ptr %50, i64 8
  %54 = load i64, ptr %53, align 8
  %55 = getelementptr inbounds i8, ptr %50, i64 16
  %56 = load i64, ptr %55, align 8
  %57 = icmp eq i64 %52, 0
  br i1 %57, label %334, label %58

58:                                               ; preds = %51
  %59 = icmp eq i64 %54, 0
  %60 = icmp eq i64 %56, 0
  %61 = getelementptr inbounds i8, ptr %4, i64 32
  %62 = getelementptr inbounds i8, ptr %4, i64 24
  %63 = getelementptr inbounds i8, ptr %4, i64 8
  %64 = getelementptr inbounds i8, ptr %4, i64 16
  %65 = getelementptr inbounds i8, ptr %4, i64 40
  %66 = getelementptr inbounds i8, ptr %6, i64 84
  br label %67

67:                                               ; preds = %77, %58
  %68 = phi i32 [ 0, %58 ], [ %80, %77 ]
  %69 = phi i64 [ 0, %58 ], [ %81, %77 ]
  %70 = phi i32 [ 0, %58 ], [ %79, %77 ]
  %71 = phi i32 [ 0, %58 ], [ %78, %77 ]
  br i1 %59, label %77, label %72

72:                                               ; preds = %67, %83
  %73 = phi i32 [ %86, %83 ], [ %68, %67 ]
  %74 = phi i64 [ %87, %83 ], [ 0, %67 ]
  %75 = phi i32 [ %85, %83 ], [ %70, %67 ]
  %76 = phi i32 [ %84, %83 ], [ %71, %67 ]
  br i1 %60, label %83, label %89

77:                                               ; preds = %83, %67
  %78 = phi i32 [ %71, %67 ], [ %84, %83 ]
  %79 = phi i32 [ %70, %67 ], [ %85, %83 ]
  %80 = phi i32 [ %68, %67 ], [ %86, %83 ]
  %81 = add nuw i64 %69, 1
  %82 = icmp eq i64 %81, %52
  br i1 %82, label %334, label %67, !llvm.loop !235

83:                                               ; preds = %328, %72
  %84 = phi i32 [ %76, %72 ], [ %329, %328 ]
  %85 = phi i32 [ %75, %72 ], [ %330, %328 ]
  %86 = phi i32 [ %73, %72 ], [ %331, %328 ]
  %87 = add nuw i64 %74, 1
  %88 = icmp eq i64 %87, %54
  br i1 %88, label %77, label %72, !llvm.loop !236

89:                                               ; preds = %72, %328
  %90 = phi i32 [ %331, %328 ], [ %73, %72 ]
  %91 = phi i64 [ %332, %328 ], [ 0, %72 ]
  %92 = phi i32 [ %330, %328 ], [ %75, %72 ]
  %93 = phi i32 [ %329, %328 ], [ %76, %72 ]
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %4) #25
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3)
  %94 = load ptr, ptr %6, align 8, !tbaa !174, !noalias !237
  %95 = load ptr, ptr %9, align 8, !tbaa !24, !noalias !237
  %96 = icmp eq ptr %95, null
  br i1 %96, label %153, label %97

97:                                               ; preds = %89
  %98 = getelementptr inbounds i8, ptr %95, i64 8
  %99 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !237
  %100 = icmp eq i8 %99, 0
  br i1 %100, label %104, label %101

101:                                              ; preds = %97
  %102 = load i32, ptr %98, align 4, !tbaa !13, !noalias !237
  %103 = add nsw i32 %102, 1
  store i32 %103, ptr %98, align 4, !tbaa !13, !noalias !237
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %3, ptr noundef nonnull align 8 dereferenceable(64) %23, i64 64, i1 false), !noalias !237
  br label %110

104:                                              ; preds = %97
  %105 = atomicrmw volatile add ptr %98, i32 1 acq_rel, align 4, !noalias !237
  %106 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !237
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %3, ptr noundef nonnull align 8 dereferenceable(64) %23, i64 64, i1 false), !noalias !237
  %107 = icmp eq i8 %106, 0
  br i1 %107, label %113, label %108

108:                                              ; preds = %104
  %109 = load i32, ptr %98, align 4, !tbaa !13, !noalias !237
  br label %110

110:                                              ; preds = %108, %101
  %111 = phi i32 [ %109, %108 ], [ %103, %101 ]
  %112 = add nsw i32 %111, 1
  store i32 %112, ptr %98, align 4, !tbaa !13, !noalias !237
  br label %115

113:                                              ; preds = %104
  %114 = atomicrmw volatile add ptr %98, i32 1 acq_rel, align 4, !noalias !237
  br label %115

115:                                              ; preds = %113, %110
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %5, ptr noundef nonnull align 8 dereferenceable(64) %3, i64 64, i1 false)
  %116 = load atomic i64, ptr %98 acquire, align 8, !noalias !237
  %117 = icmp eq i64 %116, 4294967297
  %118 = trunc i64 %116 to i32
  br i1 %117, label %119, label %127

119:                                              ; preds = %115
  store i32 0, ptr %98, align 8, !tbaa !26, !noalias !237
  %120 = getelementptr inbounds i8, ptr %95, i64 12
  store i32 0, ptr %120, align 4, !tbaa !28, !noalias !237
  %121 = load ptr, ptr %95, align 8, !tbaa !29, !noalias !237
  %122 = getelementptr inbounds i8, ptr %121, i64 16
  %123 = load ptr, ptr %122, align 8, !noalias !237
  call void %123(ptr noundef nonnull align 8 dereferenceable(16) %95) #25, !noalias !237
  %124 = load ptr, ptr %95, align 8, !tbaa !29, !noalias !237
  %125 = getelementptr inbounds i8, ptr %124, i64 24
  %126 = load ptr, ptr %125, align 8, !noalias !237
  call void %126(ptr noundef nonnull align 8 dereferenceable(16) %95) #25, !noalias !237
  br label %138

127:                                              ; preds = %115
  %128 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !237
  %129 = icmp eq i8 %128, 0
  br i1 %129, label %132, label %130

130:                                              ; preds = %127
  %131 = add nsw i32 %118, -1
  store i32 %131, ptr %98, align 4, !tbaa !13, !noalias !237
  br label %134

132:                                              ; preds = %127
  %133 = atomicrmw volatile add ptr %98, i32 -1 acq_rel, align 4, !noalias !237
  br label %134

134:                                              ; preds = %132, %130
  %135 = phi i32 [ %118, %130 ], [ %133, %132 ]
  %136 = icmp eq i32 %135, 1
  br i1 %136, label %137, label %138, !prof !32

137:                                              ; preds = %134
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %95) #25, !noalias !237
  br label %138

138:                                              ; preds = %137, %134, %119
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2)
  %139 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !240
  %140 = icmp eq i8 %139, 0
  br i1 %140, label %144, label %141

141:                                              ; preds = %138
  %142 = load i32, ptr %98, align 4, !tbaa !13, !noalias !240
  %143 = add nsw i32 %142, 1
  store i32 %143, ptr %98, align 4, !tbaa !13, !noalias !240
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %2, ptr noundef nonnull align 8 dereferenceable(64) %5, i64 64, i1 false), !noalias !240
  store i64 %69, ptr %4, align 8
  store i64 %74, ptr %63, align 8
  store i64 0, ptr %64, align 8
  store ptr %94, ptr %62, align 8, !tbaa !174, !alias.scope !240
  store ptr %95, ptr %61, align 8, !tbaa !24, !alias.scope !240
  br label %148

144:                                              ; preds = %138
  %145 = atomicrmw volatile add ptr %98, i32 1 acq_rel, align 4, !noalias !240
  %146 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !240
  %147 = icmp eq i8 %146, 0
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %2, ptr noundef nonnull align 8 dereferenceable(64) %5, i64 64, i1 false), !noalias !240
  store i64 %69, ptr %4, align 8
  store i64 %74, ptr %63, align 8
  store i64 0, ptr %64, align 8
  store ptr %94, ptr %62, align 8, !tbaa !174, !alias.scope !240
  store ptr %95, ptr %61, align 8, !tbaa !24, !alias.scope !240
  br i1 %147, label %151, label %148

148:                                              ; preds = %144, %141
  %149 = load i32, ptr %98, align 4, !tbaa !13, !noalias !240
  %150 = add nsw i32 %149, 1
  store i32 %150, ptr %98, align 4, !tbaa !13, !noalias !240
  br label %154

151:                                              ; preds = %144
  %152 = atomicrmw volatile add ptr %98, i32 1 acq_rel, align 4, !noalias !240
  br label %154

153:                                              ; preds = %89
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %5, ptr noundef nonnull align 8 dereferenceable(64) %23, i64 64, i1 false)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3)
  call void @llvm.experimental.noalias.scope.decl(metadata !240)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2)
  store i64 %69, ptr %4, align 8
  store i64 %74, ptr %63, align 8
  store ptr %94, ptr %62, align 8, !tbaa !174, !alias.scope !240
  store ptr null, ptr %61, align 8, !tbaa !24, !alias.scope !240
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %65, ptr noundef nonnull align 8 dereferenceable(64) %23, i64 64, i1 false)
  br label %177

154:                                              ; preds = %151, %148
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %65, ptr noundef nonnull align 8 dereferenceable(64) %2, i64 64, i1 false)
  %155 = load atomic i64, ptr %98 acquire, align 8, !noalias !240
  %156 = icmp eq i64 %155, 4294967297
  %157 = trunc i64 %155 to i32
  br i1 %156, label %158, label %166

158:                                              ; preds = %154
  store i32 0, ptr %98, align 8, !tbaa !26, !noalias !240
  %159 = getelementptr inbounds i8, ptr %95, i64 12
  store i32 0, ptr %159, align 4, !tbaa !28, !noalias !240
  %160 = load ptr, ptr %95, align 8, !tbaa !29, !noalias !240
  %161 = getelementptr inbounds i8, ptr %160, i64 16
  %162 = load ptr, ptr %161, align 8, !noalias !240
  call void %162(ptr noundef nonnull align 8 dereferenceable(16) %95) #25, !noalias !240
  %163 = load ptr, ptr %95, align 8, !tbaa !29, !noalias !240
  %164 = getelementptr inbounds i8, ptr %163, i64 24
  %165 = load ptr, ptr %164, align 8, !noalias !240
  call void %165(ptr noundef nonnull align 8 dereferenceable(16) %95) #25, !noalias !240
  br label %177

166:                                              ; preds = %154
  %167 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !240
  %168 = icmp eq i8 %167, 0
  br i1 %168, label %171, label %169

169:                                              ; preds = %166
  %170 = add nsw i32 %157, -1
  store i32 %170, ptr %98, align 4, !tbaa !13, !noalias !240
  br label %173

171:                                              ; preds = %166
  %172 = atomicrmw volatile add ptr %98, i32 -1 acq_rel, align 4, !noalias !240
  br label %173

173:                                              ; preds = %171, %169
  %174 = phi i32 [ %157, %169 ], [ %172, %171 ]
  %175 = icmp eq i32 %174, 1
  br i1 %175, label %176, label %177, !prof !32

176:                                              ; preds = %173
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %95) #25, !noalias !240
  br label %177

177:                                              ; preds = %176, %173, %158, %153
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2)
  store i64 %91, ptr %64, align 8, !tbaa !44
  %178 = load i64, ptr %4, align 8
  %179 = load i64, ptr %63, align 8
  %180 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %62)
          to label %181 unwind label %267

181:                                              ; preds = %177
  %182 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %62)
          to label %183 unwind label %267

183:                                              ; preds = %181
  %184 = load i64, ptr %182, align 8
  %185 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %62)
          to label %186 unwind label %267

186:                                              ; preds = %183
  %187 = getelementptr inbounds i8, ptr %185, i64 8
  %188 = load i64, ptr %187, align 8
  %189 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %62)
          to label %190 unwind label %267

190:                                              ; preds = %186
  %191 = getelementptr inbounds i8, ptr %189, i64 8
  %192 = load i64, ptr %191, align 8
  %193 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %62)
          to label %194 unwind label %267

194:                                              ; preds = %190
  %195 = getelementptr inbounds i8, ptr %193, i64 16
  %196 = load i64, ptr %195, align 8
  %197 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %62)
          to label %198 unwind label %267

198:                                              ; preds = %194
  %199 = add i64 %184, %178
  %200 = mul i64 %188, %199
  %201 = add i64 %200, %179
  %202 = add i64 %201, %192
  %203 = mul i64 %196, %202
  %204 = getelementptr inbounds i8, ptr %197, i64 16
  %205 = load i64, ptr %204, align 8
  %206 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %62) #25
  %207 = getelementptr float, ptr %206, i64 %91
  %208 = getelementptr float, ptr %207, i64 %203
  %209 = getelementptr float, ptr %208, i64 %205
  %210 = load float, ptr %209, align 4, !tbaa !5
  %211 = load ptr, ptr %61, align 8, !tbaa !24
  %212 = icmp eq ptr %211, null
  br i1 %212, label %237, label %213

213:                                              ; preds = %198
  %214 = getelementptr inbounds i8, ptr %211, i64 8
  %215 = load atomic i64, ptr %214 acquire, align 8
  %216 = icmp eq i64 %215, 4294967297
  %217 = trunc i64 %215 to i32
  br i1 %216, label %218, label %226

218:                                              ; preds = %213
  store i32 0, ptr %214, align 8, !tbaa !26
  %219 = getelementptr inbounds i8, ptr %211, i64 12
  store i32 0, ptr %219, align 4, !tbaa !28
  %220 = load ptr, ptr %211, align 8, !tbaa !29
  %221 = getelementptr inbounds i8, ptr %220, i64 16
  %222 = load ptr, ptr %221, align 8
  call void %222(ptr noundef nonnull align 8 dereferenceable(16) %211) #25
  %223 = load ptr, ptr %211, align 8, !tbaa !29
  %224 = getelementptr inbounds i8, ptr %223, i64 24
  %225 = load ptr, ptr %224, align 8
  call void %225(ptr noundef nonnull align 8 dereferenceable(16) %211) #25
  br label %237

226:                                              ; preds = %213
  %227 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %228 = icmp eq i8 %227, 0
  br i1 %228, label %231, label %229

229:                                              ; preds = %226
  %230 = add nsw i32 %217, -1
  store i32 %230, ptr %214, align 4, !tbaa !13
  br label %233

231:                                              ; preds = %226
  %232 = atomicrmw volatile add ptr %214, i32 -1 acq_rel, align 4
  br label %233

233:                                              ; preds = %231, %229
  %234 = phi i32 [ %217, %229 ], [ %232, %231 ]
  %235 = icmp eq i32 %234, 1
  br i1 %235, label %236, label %237, !prof !32

236:                                              ; preds = %233
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %211) #25
  br label %237

237:                                              ; preds = %236, %233, %218, %198
  br i1 %96, label %262, label %238

238:                                              ; preds = %237
  %239 = getelementptr inbounds i8, ptr %95, i64 8
  %240 = load atomic i64, ptr %239 acquire, align 8
  %241 = icmp eq i64 %240, 4294967297
  %242 = trunc i64 %240 to i32
  br i1 %241, label %243, label %251

243:                                              ; preds = %238
  store i32 0, ptr %239, align 8, !tbaa !26
  %244 = getelementptr inbounds i8, ptr %95, i64 12
  store i32 0, ptr %244, align 4, !tbaa !28
  %245 = load ptr, ptr %95, align 8, !tbaa !29
  %246 = getelementptr inbounds i8, ptr %245, i64 16
  %247 = load ptr, ptr %246, align 8
  call void %247(ptr noundef nonnull align 8 dereferenceable(16) %95) #25
  %248 = load ptr, ptr %95, align 8, !tbaa !29
  %249 = getelementptr inbounds i8, ptr %248, i64 24
  %250 = load ptr, ptr %249, align 8
  call void %250(ptr noundef nonnull align 8 dereferenceable(16) %95) #25
  br label %262

251:                                              ; preds = %238
  %252 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %253 = icmp eq i8 %252, 0
  br i1 %253, label %256, label %254

254:                                              ; preds = %251
  %255 = add nsw i32 %242, -1
  store i32 %255, ptr %239, align 4, !tbaa !13
  br label %258

256:                                              ; preds = %251
  %257 = atomicrmw volatile add ptr %239, i32 -1 acq_rel, align 4
  br label %258

258:                                              ; preds = %256, %254
  %259 = phi i32 [ %242, %254 ], [ %257, %256 ]
  %260 = icmp eq i32 %259, 1
  br i1 %260, label %261, label %262, !prof !32

261:                                              ; preds = %258
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %95) #25
  br label %262

262:                                              ; preds = %261, %258, %243, %237
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %4) #25
  %263 = load float, ptr %25, align 8, !tbaa !243
  %264 = fcmp olt float %210, %263
  br i1 %264, label %265, label %321

265:                                              ; preds = %262
  %266 = add nsw i32 %90, 1
  br label %328

267:                                              ; preds = %194, %190, %186, %183, %181, %177
  %268 = landingpad { ptr, i32 }
          cleanup
  %269 = load ptr, ptr %61, align 8, !tbaa !24
  %270 = icmp eq ptr %269, null
  br i1 %270, label %295, label %271

271:                                              ; preds = %267
  %272 = getelementptr inbounds i8, ptr %269, i64 8
  %273 = load atomic i64, ptr %272 acquire, align 8
  %274 = icmp eq i64 %273, 4294967297
  %275 = trunc i64 %273 to i32
  br i1 %274, label %276, label %284

276:                                              ; preds = %271
  store i32 0, ptr %272, align 8, !tbaa !26
  %277 = getelementptr inbounds i8, ptr %269, i64 12
  store i32 0, ptr %277, align 4, !tbaa !28
  %278 = load ptr, ptr %269, align 8, !tbaa !29
  %279 = getelementptr inbounds i8, ptr %278, i64 16
  %280 = load ptr, ptr %279, align 8
  call void %280(ptr noundef nonnull align 8 dereferenceable(16) %269) #25
  %281 = load ptr, ptr %269, align 8, !tbaa !29
  %282 = getelementptr inbounds i8, ptr %281, i64 24
  %283 = load ptr, ptr %282, align 8
  call void %283(ptr noundef nonnull align 8 dereferenceable(16) %269) #25
  br label %295

284:                                              ; preds = %271
  %285 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %286 = icmp eq i8 %285, 0
  br i1 %286, label %289, label %287

287:                                              ; preds = %284
  %288 = add nsw i32 %275, -1
  store i32 %288, ptr %272, align 4, !tbaa !13
  br label %291

289:                                              ; preds = %284
  %290 = atomicrmw volatile add ptr %272, i32 -1 acq_rel, align 4
  br label %291

291:                                              ; preds = %289, %287
  %292 = phi i32 [ %275, %287 ], [ %290, %289 ]
  %293 = icmp eq i32 %292, 1
  br i1 %293, label %294, label %295, !prof !32

294:                                              ; preds = %291
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %269) #25
  br label %295

295:                                              ; preds = %294, %291, %276, %267
  br i1 %96, label %320, label %296

296:                                              ; preds = %295
  %297 = getelementptr inbounds i8, ptr %95, i64 8
  %298 = load atomic i64, ptr %297 acquire, align 8
  %299 = icmp eq i64 %298, 4294967297
  %300 = trunc i64 %298 to i32
  br i1 %299, label %301, label %309

301:                                              ; preds = %296
  store i32 0, ptr %297, align 8, !tbaa !26
  %302 = getelementptr inbounds i8, ptr %95, i64 12
  store i32 0, ptr %302, align 4, !tbaa !28
  %303 = load ptr, ptr %95, align 8, !tbaa !29
  %304 = getelementptr inbounds i8, ptr %303, i64 16
  %305 = load ptr, ptr %304, align 8
  call void %305(ptr noundef nonnull align 8 dereferenceable(16) %95) #25
  %306 = load ptr, ptr %95, align 8, !tbaa !29
  %307 = getelementptr inbounds i8, ptr %306, i64 24
  %308 = load ptr, ptr %307, align 8
  call void %308(ptr noundef nonnull align 8 dereferenceable(16) %95) #25
  br label %320

309:                                              ; preds = %296
  %310 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %311 = icmp eq i8 %310, 0
  br i1 %311, label %314, label %312

312:                                              ; preds = %309
  %313 = add nsw i32 %300, -1
  store i32 %313, ptr %297, align 4, !tbaa !13
  br label %316

314:                                              ; preds = %309
  %315 = atomicrmw volatile add ptr %297, i32 -1 acq_rel, align 4
  br label %316

316:                                              ; preds = %314, %312
  %317 = phi i32 [ %300, %312 ], [ %315, %314 ]
  %318 = icmp eq i32 %317, 1
  br i1 %318, label %319, label %320, !prof !32

319:                                              ; preds = %316
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %95) #25
  br label %320

320:                                              ; preds = %319, %316, %301, %295
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %4) #25
  br label %426

321:                                              ; preds = %262
  %322 = load float, ptr %66, align 4, !tbaa !244
  %323 = fcmp olt float %210, %322
  br i1 %323, label %324, label %326

324:                                              ; preds = %321
  %325 = add nsw i32 %93, 1
  br label %328

326:                                              ; preds = %321
  %327 = add nsw i32 %92, 1
  br label %328

328:                                              ; preds = %326, %324, %265
  %329 = phi i32 [ %93, %265 ], [ %325, %324 ], [ %93, %326 ]
  %330 = phi i32 [ %92, %265 ], [ %92, %324 ], [ %327, %326 ]
  %331 = phi i32 [ %266, %265 ], [ %90, %324 ], [ %90, %326 ]
  %332 = add nuw i64 %91, 1
  %333 = icmp eq i64 %332, %56
  br i1 %333, label %83, label %89, !llvm.loop !245

334:                                              ; preds = %77, %51
  %335 = phi i32 [ 0, %51 ], [ %78, %77 ]
  %336 = phi i32 [ 0, %51 ], [ %79, %77 ]
  %337 = phi i32 [ 0, %51 ], [ %80, %77 ]
  %338 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %28)
          to label %339 unwind label %424

339:                                              ; preds = %334
  %340 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %28)
          to label %341 unwind label %424

341:                                              ; preds = %339
  %342 = load i64, ptr %340, align 8
  %343 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %28) #25
  %344 = getelementptr i32, ptr %343, i64 %342
  store i32 %337, ptr %344, align 4, !tbaa !13
  %345 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %28)
          to label %346 unwind label %424

346:                                              ; preds = %341
  %347 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %28)
          to label %348 unwind label %424

348:                                              ; preds = %346
  %349 = load i64, ptr %347, align 8
  %350 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %28) #25
  %351 = getelementptr i32, ptr %350, i64 %349
  %352 = getelementptr i8, ptr %351, i64 4
  store i32 %335, ptr %352, align 4, !tbaa !13
  %353 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %28)
          to label %354 unwind label %424

354:                                              ; preds = %348
  %355 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %28)
          to label %356 unwind label %424

356:                                              ; preds = %354
  %357 = load i64, ptr %355, align 8
  %358 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %28) #25
  %359 = getelementptr i32, ptr %358, i64 %357
  %360 = getelementptr i8, ptr %359, i64 8
  store i32 %336, ptr %360, align 4, !tbaa !13
  %361 = load i32, ptr %47, align 8, !tbaa !213
  %362 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %28)
          to label %363 unwind label %424

363:                                              ; preds = %356
  %364 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %28)
          to label %365 unwind label %424

365:                                              ; preds = %363
  %366 = load i64, ptr %364, align 8
  %367 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %28) #25
  %368 = getelementptr i32, ptr %367, i64 %366
  %369 = getelementptr i8, ptr %368, i64 12
  store i32 %361, ptr %369, align 4, !tbaa !13
  %370 = load ptr, ptr %31, align 8, !tbaa !24
  %371 = icmp eq ptr %370, null
  br i1 %371, label %396, label %372

372:                                              ; preds = %365
  %373 = getelementptr inbounds i8, ptr %370, i64 8
  %374 = load atomic i64, ptr %373 acquire, align 8
  %375 = icmp eq i64 %374, 4294967297
  %376 = trunc i64 %374 to i32
  br i1 %375, label %377, label %385

377:                                              ; preds = %372
  store i32 0, ptr %373, align 8, !tbaa !26
  %378 = getelementptr inbounds i8, ptr %370, i64 12
  store i32 0, ptr %378, align 4, !tbaa !28
  %379 = load ptr, ptr %370, align 8, !tbaa !29
  %380 = getelementptr inbounds i8, ptr %379, i64 16
  %381 = load ptr, ptr %380, align 8
  call void %381(ptr noundef nonnull align 8 dereferenceable(16) %370) #25
  %382 = load ptr, ptr %370, align 8, !tbaa !29
  %383 = getelementptr inbounds i8, ptr %382, i64 24
  %384 = load ptr, ptr %383, align 8
  call void %384(ptr noundef nonnull align 8 dereferenceable(16) %370) #25
  br label %396

385:                                              ; preds = %372
  %386 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %387 = icmp eq i8 %386, 0
  br i1 %387, label %390, label %388

388:                                              ; preds = %385
  %389 = add nsw i32 %376, -1
  store i32 %389, ptr %373, align 4, !tbaa !13
  br label %392

390:                                              ; preds = %385
  %391 = atomicrmw volatile add ptr %373, i32 -1 acq_rel, align 4
  br label %392

392:                                              ; preds = %390, %388
  %393 = phi i32 [ %376, %388 ], [ %391, %390 ]
  %394 = icmp eq i32 %393, 1
  br i1 %394, label %395, label %396, !prof !32

395:                                              ; preds = %392
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %370) #25
  br label %396

396:                                              ; preds = %395, %392, %377, %365
  %397 = load ptr, ptr %9, align 8, !tbaa !24
  %398 = icmp eq ptr %397, null
  br i1 %398, label %423, label %399

399:                                              ; preds = %396
  %400 = getelementptr inbounds i8, ptr %397, i64 8
  %401 = load atomic i64, ptr %400 acquire, align 8
  %402 = icmp eq i64 %401, 4294967297
  %403 = trunc i64 %401 to i32
  br i1 %402, label %404, label %412

404:                                              ; preds = %399
  store i32 0, ptr %400, align 8, !tbaa !26
  %405 = getelementptr inbounds i8, ptr %397, i64 12
  store i32 0, ptr %405, align 4, !tbaa !28
  %406 = load ptr, ptr %397, align 8, !tbaa !29
  %407 = getelementptr inbounds i8, ptr %406, i64 16
  %408 = load ptr, ptr %407, align 8
  call void %408(ptr noundef nonnull align 8 dereferenceable(16) %397) #25
  %409 = load ptr, ptr %397, align 8, !tbaa !29
  %410 = getelementptr inbounds i8, ptr %409, i64 24
  %411 = load ptr, ptr %410, align 8
  call void %411(ptr noundef nonnull align 8 dereferenceable(16) %397) #25
  br label %423

412:                                              ; preds = %399
  %413 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %414 = icmp eq i8 %413, 0
  br i1 %414, label %417, label %415

415:                                              ; preds = %412
  %416 = add nsw i32 %403, -1
  store i32 %416, ptr %400, align 4, !tbaa !13
  br label %419

417:                                              ; preds = %412
  %418 = atomicrmw volatile add ptr %400, i32 -1 acq_rel, align 4
  br label %419

419:                                              ; preds = %417, %415
  %420 = phi i32 [ %403, %415 ], [ %418, %417 ]
  %421 = icmp eq i32 %420, 1
  br i1 %421, label %422, label %423, !prof !32

422:                                              ; preds = %419
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %397) #25
  br label %423

423:                                              ; preds = %396, %404, %419, %422
  ret void

424:                                              ; preds = %363, %356, %354, %348, %346, %341, %339, %334, %44
  %425 = landingpad { ptr, i32 }
          cleanup
  br label %426

426:                                              ; preds = %320, %424
  %427 = phi { ptr, i32 } [ %425, %424 ], [ %268, %320 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlvE_D2Ev(ptr noundef nonnull align 8 dereferenceable(124) %6) #25
  resume { ptr, i32 } %427
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZNS0_5queue17parallel_for_implINS1_9auto_nameELi1ENS0_3ext6oneapi12experimental10propertiesINS9_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESM_DpOSK_EUlRNS0_7handlerEE_E4callEPKvSV_(ptr nocapture noundef readonly %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #2 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.std::vector.90", align 8
  %4 = alloca %"class.sycl::_V1::range", align 8
  %5 = load ptr, ptr %0, align 8, !tbaa !246
  %6 = load i64, ptr %5, align 8
  %7 = getelementptr inbounds i8, ptr %0, i64 16
  %8 = load ptr, ptr %7, align 8, !tbaa !248
  %9 = load ptr, ptr %8, align 8, !tbaa !15
  %10 = tail call noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %22, label %12

12:                                               ; preds = %2
  %13 = tail call ptr @__cxa_allocate_exception(i64 64) #25
  %14 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #25
  %15 = extractvalue { i32, ptr } %14, 0
  %16 = extractvalue { i32, ptr } %14, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %13, i32 %15, ptr %16, ptr noundef nonnull @.str.14)
          to label %17 unwind label %20

17:                                               ; preds = %12
  tail call void @__cxa_throw(ptr nonnull %13, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #28
  unreachable

18:                                               ; preds = %67, %20
  %19 = phi { ptr, i32 } [ %21, %20 ], [ %59, %67 ]
  resume { ptr, i32 } %19

20:                                               ; preds = %12
  %21 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %13) #25
  br label %18

22:                                               ; preds = %2
  tail call void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.30)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4)
  %23 = getelementptr inbounds i8, ptr %4, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %23, i8 0, i64 16, i1 false), !alias.scope !249
  store i64 %6, ptr %4, align 8, !tbaa !44, !alias.scope !249
  tail call void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range") align 8 %4, i1 noundef zeroext false, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4)
  %24 = tail call noalias noundef nonnull dereferenceable(16) ptr @_Znwm(i64 noundef 16) #24, !noalias !252
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %24, align 8, !tbaa !29, !noalias !252
  %25 = getelementptr inbounds i8, ptr %24, i64 8
  store ptr %9, ptr %25, align 8, !tbaa !15, !noalias !252
  %26 = getelementptr inbounds i8, ptr %1, i64 152
  %27 = load ptr, ptr %26, align 8, !tbaa !15
  store ptr %24, ptr %26, align 8, !tbaa !15
  %28 = icmp eq ptr %27, null
  br i1 %28, label %33, label %29

29:                                               ; preds = %22
  %30 = load ptr, ptr %27, align 8, !tbaa !29
  %31 = getelementptr inbounds i8, ptr %30, i64 16
  %32 = load ptr, ptr %31, align 8
  tail call void %32(ptr noundef nonnull align 8 dereferenceable(8) %27) #25
  br label %33

33:                                               ; preds = %29, %22
  tail call void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
  %34 = load ptr, ptr %26, align 8, !tbaa !15
  %35 = load ptr, ptr %34, align 8, !tbaa !29
  %36 = load ptr, ptr %35, align 8
  %37 = tail call noundef ptr %36(ptr noundef nonnull align 8 dereferenceable(8) %34)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #25
  tail call void @llvm.experimental.noalias.scope.decl(metadata !255)
  %38 = getelementptr inbounds i8, ptr %3, i64 16
  %39 = tail call noalias noundef nonnull dereferenceable(12) ptr @_Znwm(i64 noundef 12) #24, !noalias !255
  store ptr %39, ptr %3, align 8, !tbaa !188, !alias.scope !255
  %40 = getelementptr inbounds i8, ptr %39, i64 12
  store ptr %40, ptr %38, align 8, !tbaa !190, !alias.scope !255
  %41 = getelementptr inbounds i8, ptr %3, i64 8
  store i64 34359738371, ptr %39, align 4, !noalias !255
  %42 = getelementptr inbounds i8, ptr %39, i64 8
  store i32 0, ptr %42, align 4, !tbaa !13, !noalias !255
  store ptr %40, ptr %41, align 8, !tbaa !191, !alias.scope !255
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %37, ptr noundef nonnull align 8 dereferenceable(24) %3, i1 noundef zeroext false)
          to label %43 unwind label %58

43:                                               ; preds = %33
  %44 = load ptr, ptr %3, align 8, !tbaa !188
  %45 = icmp eq ptr %44, null
  br i1 %45, label %51, label %46

46:                                               ; preds = %43
  %47 = load ptr, ptr %38, align 8, !tbaa !190
  %48 = ptrtoint ptr %47 to i64
  %49 = ptrtoint ptr %44 to i64
  %50 = sub i64 %48, %49
  call void @_ZdlPvm(ptr noundef nonnull %44, i64 noundef %50) #27
  br label %51

51:                                               ; preds = %46, %43
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #25
  %52 = getelementptr inbounds i8, ptr %1, i64 80
  %53 = call noalias noundef nonnull dereferenceable(36) ptr @_Znam(i64 noundef 36) #24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(35) %53, ptr noundef nonnull align 1 dereferenceable(35) @.str.30, i64 35, i1 false)
  %54 = getelementptr inbounds i8, ptr %53, i64 35
  store i8 0, ptr %54, align 1, !tbaa !31
  %55 = load ptr, ptr %52, align 8, !tbaa !15
  store ptr %53, ptr %52, align 8, !tbaa !15
  %56 = icmp eq ptr %55, null
  br i1 %56, label %68, label %57

57:                                               ; preds = %51
  call void @_ZdaPv(ptr noundef nonnull %55) #27
  br label %68

58:                                               ; preds = %33
  %59 = landingpad { ptr, i32 }
          cleanup
  %60 = load ptr, ptr %3, align 8, !tbaa !188
  %61 = icmp eq ptr %60, null
  br i1 %61, label %67, label %62

62:                                               ; preds = %58
  %63 = load ptr, ptr %38, align 8, !tbaa !190
  %64 = ptrtoint ptr %63 to i64
  %65 = ptrtoint ptr %60 to i64
  %66 = sub i64 %64, %65
  call void @_ZdlPvm(ptr noundef nonnull %60, i64 noundef %66) #27
  br label %67

67:                                               ; preds = %62, %58
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #25
  br label %18

68:                                               ; preds = %51, %57
  call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef 1)
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(16) %0) unnamed_addr #19 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 16) #27
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %0) unnamed_addr #20 align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !15
  store i32 0, ptr %3, align 4, !tbaa !13
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZNS0_5queue17parallel_for_implI4BumpLi1ENS0_3ext6oneapi12experimental10propertiesINS9_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE0_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESM_DpOSK_EUlRNS0_7handlerEE_E4callEPKvSV_(ptr nocapture noundef readonly %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #2 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.std::vector.90", align 8
  %4 = alloca %"class.sycl::_V1::range", align 8
  %5 = load ptr, ptr %0, align 8, !tbaa !258
  %6 = load i64, ptr %5, align 8
  %7 = getelementptr inbounds i8, ptr %0, i64 16
  %8 = load ptr, ptr %7, align 8, !tbaa !260
  %9 = load ptr, ptr %8, align 8, !tbaa !15
  %10 = tail call noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %22, label %12

12:                                               ; preds = %2
  %13 = tail call ptr @__cxa_allocate_exception(i64 64) #25
  %14 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #25
  %15 = extractvalue { i32, ptr } %14, 0
  %16 = extractvalue { i32, ptr } %14, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %13, i32 %15, ptr %16, ptr noundef nonnull @.str.14)
          to label %17 unwind label %20

17:                                               ; preds = %12
  tail call void @__cxa_throw(ptr nonnull %13, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #28
  unreachable

18:                                               ; preds = %67, %20
  %19 = phi { ptr, i32 } [ %21, %20 ], [ %59, %67 ]
  resume { ptr, i32 } %19

20:                                               ; preds = %12
  %21 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %13) #25
  br label %18

22:                                               ; preds = %2
  tail call void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.33)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4)
  %23 = getelementptr inbounds i8, ptr %4, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %23, i8 0, i64 16, i1 false), !alias.scope !261
  store i64 %6, ptr %4, align 8, !tbaa !44, !alias.scope !261
  tail call void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range") align 8 %4, i1 noundef zeroext false, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4)
  %24 = tail call noalias noundef nonnull dereferenceable(16) ptr @_Znwm(i64 noundef 16) #24, !noalias !264
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %24, align 8, !tbaa !29, !noalias !264
  %25 = getelementptr inbounds i8, ptr %24, i64 8
  store ptr %9, ptr %25, align 8, !tbaa !15, !noalias !264
  %26 = getelementptr inbounds i8, ptr %1, i64 152
  %27 = load ptr, ptr %26, align 8, !tbaa !15
  store ptr %24, ptr %26, align 8, !tbaa !15
  %28 = icmp eq ptr %27, null
  br i1 %28, label %33, label %29

29:                                               ; preds = %22
  %30 = load ptr, ptr %27, align 8, !tbaa !29
  %31 = getelementptr inbounds i8, ptr %30, i64 16
  %32 = load ptr, ptr %31, align 8
  tail call void %32(ptr noundef nonnull align 8 dereferenceable(8) %27) #25
  br label %33

33:                                               ; preds = %29, %22
  tail call void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
  %34 = load ptr, ptr %26, align 8, !tbaa !15
  %35 = load ptr, ptr %34, align 8, !tbaa !29
  %36 = load ptr, ptr %35, align 8
  %37 = tail call noundef ptr %36(ptr noundef nonnull align 8 dereferenceable(8) %34)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #25
  tail call void @llvm.experimental.noalias.scope.decl(metadata !267)
  %38 = getelementptr inbounds i8, ptr %3, i64 16
  %39 = tail call noalias noundef nonnull dereferenceable(12) ptr @_Znwm(i64 noundef 12) #24, !noalias !267
  store ptr %39, ptr %3, align 8, !tbaa !188, !alias.scope !267
  %40 = getelementptr inbounds i8, ptr %39, i64 12
  store ptr %40, ptr %38, align 8, !tbaa !190, !alias.scope !267
  %41 = getelementptr inbounds i8, ptr %3, i64 8
  store i64 34359738371, ptr %39, align 4, !noalias !267
  %42 = getelementptr inbounds i8, ptr %39, i64 8
  store i32 0, ptr %42, align 4, !tbaa !13, !noalias !267
  store ptr %40, ptr %41, align 8, !tbaa !191, !alias.scope !267
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %37, ptr noundef nonnull align 8 dereferenceable(24) %3, i1 noundef zeroext false)
          to label %43 unwind label %58

43:                                               ; preds = %33
  %44 = load ptr, ptr %3, align 8, !tbaa !188
  %45 = icmp eq ptr %44, null
  br i1 %45, label %51, label %46

46:                                               ; preds = %43
  %47 = load ptr, ptr %38, align 8, !tbaa !190
  %48 = ptrtoint ptr %47 to i64
  %49 = ptrtoint ptr %44 to i64
  %50 = sub i64 %48, %49
  call void @_ZdlPvm(ptr noundef nonnull %44, i64 noundef %50) #27
  br label %51

51:                                               ; preds = %46, %43
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #25
  %52 = getelementptr inbounds i8, ptr %1, i64 80
  %53 = call noalias noundef nonnull dereferenceable(10) ptr @_Znam(i64 noundef 10) #24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(9) %53, ptr noundef nonnull align 1 dereferenceable(9) @.str.33, i64 9, i1 false)
  %54 = getelementptr inbounds i8, ptr %53, i64 9
  store i8 0, ptr %54, align 1, !tbaa !31
  %55 = load ptr, ptr %52, align 8, !tbaa !15
  store ptr %53, ptr %52, align 8, !tbaa !15
  %56 = icmp eq ptr %55, null
  br i1 %56, label %68, label %57

57:                                               ; preds = %51
  call void @_ZdaPv(ptr noundef nonnull %55) #27
  br label %68

58:                                               ; preds = %33
  %59 = landingpad { ptr, i32 }
          cleanup
  %60 = load ptr, ptr %3, align 8, !tbaa !188
  %61 = icmp eq ptr %60, null
  br i1 %61, label %67, label %62

62:                                               ; preds = %58
  %63 = load ptr, ptr %38, align 8, !tbaa !190
  %64 = ptrtoint ptr %63 to i64
  %65 = ptrtoint ptr %60 to i64
  %66 = sub i64 %64, %65
  call void @_ZdlPvm(ptr noundef nonnull %60, i64 noundef %66) #27
  br label %67

67:                                               ; preds = %62, %58
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #25
  br label %18

68:                                               ; preds = %51, %57
  call void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef 1)
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(16) %0) unnamed_addr #19 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail14HostKernelBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #5 comdat align 2 {
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 16) #27
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZ4mainEUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %0) unnamed_addr #21 align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !15
  %4 = load i32, ptr %3, align 4, !tbaa !13
  %5 = add nsw i32 %4, 1
  store i32 %5, ptr %3, align 4, !tbaa !13
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #22

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #23

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #22

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #22

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inlinehint mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
attributes #20 = { mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #21 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #22 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #23 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #24 = { builtin allocsize(0) }
attributes #25 = { nounwind }
attributes #26 = { noreturn nounwind }
attributes #27 = { builtin nounwind }
attributes #28 = { noreturn }

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
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !7, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"any pointer", !7, i64 0}
!17 = !{!18, !16, i64 24}
!18 = !{!"_ZTSSt8functionIFvN4sycl3_V114exception_listEEE", !19, i64 0, !16, i64 24}
!19 = !{!"_ZTSSt14_Function_base", !7, i64 0, !16, i64 16}
!20 = !{!19, !16, i64 16}
!21 = !{!22, !16, i64 0}
!22 = !{!"_ZTSNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EE17_Vector_impl_dataE", !16, i64 0, !16, i64 8, !16, i64 16}
!23 = !{!22, !16, i64 8}
!24 = !{!25, !16, i64 0}
!25 = !{!"_ZTSSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EE", !16, i64 0}
!26 = !{!27, !14, i64 8}
!27 = !{!"_ZTSSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE", !14, i64 8, !14, i64 12}
!28 = !{!27, !14, i64 12}
!29 = !{!30, !30, i64 0}
!30 = !{!"vtable pointer", !8, i64 0}
!31 = !{!7, !7, i64 0}
!32 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!33 = distinct !{!33, !10}
!34 = !{!22, !16, i64 16}
!35 = !{!36, !16, i64 0}
!36 = !{!"_ZTSN4sycl3_V16detail13code_locationE", !16, i64 0, !16, i64 8, !37, i64 16, !37, i64 24}
!37 = !{!"long", !7, i64 0}
!38 = !{!39}
!39 = distinct !{!39, !40, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!40 = distinct !{!40, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!41 = !{!36, !16, i64 8}
!42 = !{!36, !37, i64 16}
!43 = !{!36, !37, i64 24}
!44 = !{!37, !37, i64 0}
!45 = !{!46}
!46 = distinct !{!46, !47, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!47 = distinct !{!47, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!48 = !{!49}
!49 = distinct !{!49, !50, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!50 = distinct !{!50, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!51 = !{!52}
!52 = distinct !{!52, !53, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!53 = distinct !{!53, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!54 = !{!55}
!55 = distinct !{!55, !56, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE: argument 0"}
!56 = distinct !{!56, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE"}
!57 = !{!58, !16, i64 0}
!58 = !{!"_ZTSN4sycl3_V16detail19type_erased_cgfo_tyE", !16, i64 0, !16, i64 8}
!59 = !{!58, !16, i64 8}
!60 = !{!61}
!61 = distinct !{!61, !62, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!62 = distinct !{!62, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!63 = !{!64}
!64 = distinct !{!64, !65, !"_ZN4sycl3_V15queue6submitIZL5scaleRS1_RNS0_6bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_SD_EENS0_5eventEE4typeESG_RKNS5_13code_locationE: argument 0"}
!65 = distinct !{!65, !"_ZN4sycl3_V15queue6submitIZL5scaleRS1_RNS0_6bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_SD_EENS0_5eventEE4typeESG_RKNS5_13code_locationE"}
!66 = !{!67}
!67 = distinct !{!67, !68, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!68 = distinct !{!68, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!69 = !{!70}
!70 = distinct !{!70, !71, !"_ZN4sycl3_V15queue6submitIZL5scaleRS1_RNS0_6bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_SD_EENS0_5eventEE4typeESG_RKNS5_13code_locationE: argument 0"}
!71 = distinct !{!71, !"_ZN4sycl3_V15queue6submitIZL5scaleRS1_RNS0_6bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_SD_EENS0_5eventEE4typeESG_RKNS5_13code_locationE"}
!72 = !{!73}
!73 = distinct !{!73, !74, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!74 = distinct !{!74, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!75 = !{!76}
!76 = distinct !{!76, !77, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE: argument 0"}
!77 = distinct !{!77, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE"}
!78 = !{!79, !16, i64 0}
!79 = !{!"_ZTSZ4mainEUlN4sycl3_V12idILi1EEEE_", !16, i64 0}
!80 = !{!81, !83}
!81 = distinct !{!81, !82, !"_ZN4sycl3_V15queue17parallel_for_implINS0_6detail9auto_nameELi1EJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXsr6detail23AreAllButLastReductionsIDpT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEEDpOSA_: argument 0"}
!82 = distinct !{!82, !"_ZN4sycl3_V15queue17parallel_for_implINS0_6detail9auto_nameELi1EJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXsr6detail23AreAllButLastReductionsIDpT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEEDpOSA_"}
!83 = distinct !{!83, !84, !"_ZN4sycl3_V15queue12parallel_forINS0_6detail9auto_nameEJZ4mainEUlNS0_2idILi1EEEE_EEENS0_5eventENS0_5rangeILi1EEEDpOT0_: argument 0"}
!84 = distinct !{!84, !"_ZN4sycl3_V15queue12parallel_forINS0_6detail9auto_nameEJZ4mainEUlNS0_2idILi1EEEE_EEENS0_5eventENS0_5rangeILi1EEEDpOT0_"}
!85 = !{!86, !81, !83}
!86 = distinct !{!86, !87, !"_ZN4sycl3_V15queue17parallel_for_implINS0_6detail9auto_nameELi1ENS0_3ext6oneapi12experimental10propertiesINS7_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESK_DpOSI_: argument 0"}
!87 = distinct !{!87, !"_ZN4sycl3_V15queue17parallel_for_implINS0_6detail9auto_nameELi1ENS0_3ext6oneapi12experimental10propertiesINS7_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESK_DpOSI_"}
!88 = !{!89, !86, !81, !83}
!89 = distinct !{!89, !90, !"_ZN4sycl3_V15queue6submitIZNS1_17parallel_for_implINS0_6detail9auto_nameELi1ENS0_3ext6oneapi12experimental10propertiesINS8_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESL_DpOSJ_EUlRNS0_7handlerEE_EENSI_IXsr3stdE16is_invocable_r_vIvT_SU_EESM_E4typeESW_RKNS4_13code_locationE: argument 0"}
!90 = distinct !{!90, !"_ZN4sycl3_V15queue6submitIZNS1_17parallel_for_implINS0_6detail9auto_nameELi1ENS0_3ext6oneapi12experimental10propertiesINS8_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESL_DpOSJ_EUlRNS0_7handlerEE_EENSI_IXsr3stdE16is_invocable_r_vIvT_SU_EESM_E4typeESW_RKNS4_13code_locationE"}
!91 = !{!92, !16, i64 0}
!92 = !{!"_ZTSZ4mainEUlN4sycl3_V12idILi1EEEE0_", !16, i64 0}
!93 = distinct !{!93, !10}
!94 = distinct !{!94, !10}
!95 = !{!96}
!96 = distinct !{!96, !97, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!97 = distinct !{!97, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!98 = !{!99}
!99 = distinct !{!99, !100, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!100 = distinct !{!100, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!101 = !{!102, !37, i64 0}
!102 = !{!"_ZTSN4sycl3_V16detail17aligned_allocatorIfEE", !37, i64 0}
!103 = !{!104, !37, i64 16}
!104 = !{!"_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE", !105, i64 0, !102, i64 8, !37, i64 16}
!105 = !{!"_ZTSN4sycl3_V16detail19SYCLMemObjAllocatorE"}
!106 = !{!107, !16, i64 0}
!107 = !{!"_ZTSSt10_Head_baseILm0EPN4sycl3_V16detail19SYCLMemObjAllocatorELb0EE", !16, i64 0}
!108 = !{!109, !37, i64 40}
!109 = !{!"_ZTSN4sycl3_V16bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvEE", !110, i64 0, !113, i64 16, !37, i64 40, !115, i64 48}
!110 = !{!"_ZTSN4sycl3_V16detail12buffer_plainE", !111, i64 0}
!111 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail11buffer_implEE", !112, i64 0}
!112 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail11buffer_implELN9__gnu_cxx12_Lock_policyE2EE", !16, i64 0, !25, i64 8}
!113 = !{!"_ZTSN4sycl3_V15rangeILi3EEE", !114, i64 0}
!114 = !{!"_ZTSN4sycl3_V16detail5arrayILi3EEE", !7, i64 0}
!115 = !{!"bool", !7, i64 0}
!116 = !{!109, !115, i64 48}
!117 = !{!112, !16, i64 0}
!118 = !{!119, !16, i64 8}
!119 = !{!"_ZTSSt9type_info", !16, i64 8}
!120 = !{!121}
!121 = distinct !{!121, !122, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi3EEE: argument 0"}
!122 = distinct !{!122, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi3EEE"}
!123 = !{!124}
!124 = distinct !{!124, !125, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIiEEiEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!125 = distinct !{!125, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIiEEiEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!126 = !{!127, !37, i64 0}
!127 = !{!"_ZTSN4sycl3_V16detail17aligned_allocatorIiEE", !37, i64 0}
!128 = !{!129, !37, i64 16}
!129 = !{!"_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE", !105, i64 0, !127, i64 8, !37, i64 16}
!130 = !{!131, !37, i64 24}
!131 = !{!"_ZTSN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvEE", !110, i64 0, !132, i64 16, !37, i64 24, !115, i64 32}
!132 = !{!"_ZTSN4sycl3_V15rangeILi1EEE", !133, i64 0}
!133 = !{!"_ZTSN4sycl3_V16detail5arrayILi1EEE", !7, i64 0}
!134 = !{!131, !115, i64 32}
!135 = !{!136}
!136 = distinct !{!136, !137, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi1EEE: argument 0"}
!137 = distinct !{!137, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi1EEE"}
!138 = !{!139}
!139 = distinct !{!139, !140, !"_ZN4sycl3_V15queue17parallel_for_implI4BumpLi1EJRZ4mainEUlNS0_2idILi1EEEE0_EEENSt9enable_ifIXsr6detail23AreAllButLastReductionsIDpT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEEDpOS9_: argument 0"}
!140 = distinct !{!140, !"_ZN4sycl3_V15queue17parallel_for_implI4BumpLi1EJRZ4mainEUlNS0_2idILi1EEEE0_EEENSt9enable_ifIXsr6detail23AreAllButLastReductionsIDpT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEEDpOS9_"}
!141 = !{!142, !139}
!142 = distinct !{!142, !143, !"_ZN4sycl3_V15queue17parallel_for_implI4BumpLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE0_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESJ_DpOSH_: argument 0"}
!143 = distinct !{!143, !"_ZN4sycl3_V15queue17parallel_for_implI4BumpLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE0_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESJ_DpOSH_"}
!144 = !{!145, !142, !139}
!145 = distinct !{!145, !146, !"_ZN4sycl3_V15queue6submitIZNS1_17parallel_for_implI4BumpLi1ENS0_3ext6oneapi12experimental10propertiesINS7_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE0_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESK_DpOSI_EUlRNS0_7handlerEE_EENSH_IXsr3stdE16is_invocable_r_vIvT_ST_EESL_E4typeESV_RKNS0_6detail13code_locationE: argument 0"}
!146 = distinct !{!146, !"_ZN4sycl3_V15queue6submitIZNS1_17parallel_for_implI4BumpLi1ENS0_3ext6oneapi12experimental10propertiesINS7_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE0_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESK_DpOSI_EUlRNS0_7handlerEE_EENSH_IXsr3stdE16is_invocable_r_vIvT_ST_EESL_E4typeESV_RKNS0_6detail13code_locationE"}
!147 = !{!148, !16, i64 0}
!148 = !{!"_ZTSNSt15__exception_ptr13exception_ptrE", !16, i64 0}
!149 = !{!150, !152, i64 32}
!150 = !{!"_ZTSSt8ios_base", !37, i64 8, !37, i64 16, !151, i64 24, !152, i64 28, !152, i64 32, !16, i64 40, !153, i64 48, !7, i64 64, !14, i64 192, !16, i64 200, !154, i64 208}
!151 = !{!"_ZTSSt13_Ios_Fmtflags", !7, i64 0}
!152 = !{!"_ZTSSt12_Ios_Iostate", !7, i64 0}
!153 = !{!"_ZTSNSt8ios_base6_WordsE", !16, i64 0, !37, i64 8}
!154 = !{!"_ZTSSt6locale", !16, i64 0}
!155 = !{!156, !16, i64 24}
!156 = !{!"_ZTSSt8functionIFiRKN4sycl3_V16deviceEEE", !19, i64 0, !16, i64 24}
!157 = !{!158, !16, i64 16}
!158 = !{!"_ZTSNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE17_Vector_impl_dataE", !16, i64 0, !16, i64 8, !16, i64 16}
!159 = !{!158, !16, i64 0}
!160 = !{!158, !16, i64 8}
!161 = distinct !{!161, !10}
!162 = !{!163, !16, i64 0}
!163 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail10queue_implELN9__gnu_cxx12_Lock_policyE2EE", !16, i64 0, !25, i64 8}
!164 = !{!165, !115, i64 0}
!165 = !{!"_ZTSN4sycl3_V16detail14tls_code_loc_tE", !115, i64 0}
!166 = !{i8 0, i8 2}
!167 = !{}
!168 = !{!169, !16, i64 0}
!169 = !{!"_ZTSZL5scaleRN4sycl3_V15queueERNS0_6bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfEUlRNS0_7handlerEE_", !16, i64 0, !16, i64 8, !16, i64 16}
!170 = !{!171}
!171 = distinct !{!171, !172, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!172 = distinct !{!172, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!173 = !{!169, !16, i64 8}
!174 = !{!175, !16, i64 0}
!175 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail16AccessorImplHostELN9__gnu_cxx12_Lock_policyE2EE", !16, i64 0, !25, i64 8}
!176 = !{!169, !16, i64 16}
!177 = !{!178, !6, i64 80}
!178 = !{!"_ZTSZZL5scaleRN4sycl3_V15queueERNS0_6bufferIfLi3ENS0_6detail17aligned_allocatorIfEEvEENS0_5rangeILi3EEEfENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi3EEEE_", !179, i64 0, !6, i64 80}
!179 = !{!"_ZTSN4sycl3_V18accessorIfLi3ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !180, i64 0, !16, i64 16, !7, i64 24}
!180 = !{!"_ZTSN4sycl3_V16detail16AccessorBaseHostE", !181, i64 0}
!181 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail16AccessorImplHostEE", !175, i64 0}
!182 = !{!183}
!183 = distinct !{!183, !184, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZL5scaleRNS1_5queueERNS1_6bufferIfLi3ENS2_17aligned_allocatorIfEEvEENS1_5rangeILi3EEEfENKUlRNS1_7handlerEE_clESE_EUlNS1_2idILi3EEEE_NS1_4itemILi3ELb1EEELi3EEEJRSI_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!184 = distinct !{!184, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZL5scaleRNS1_5queueERNS1_6bufferIfLi3ENS2_17aligned_allocatorIfEEvEENS1_5rangeILi3EEEfENKUlRNS1_7handlerEE_clESE_EUlNS1_2idILi3EEEE_NS1_4itemILi3ELb1EEELi3EEEJRSI_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!185 = !{!186}
!186 = distinct !{!186, !187, !"_ZN4sycl3_V16detail19getKernelParamDescsI7Scale3DEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv: argument 0"}
!187 = distinct !{!187, !"_ZN4sycl3_V16detail19getKernelParamDescsI7Scale3DEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv"}
!188 = !{!189, !16, i64 0}
!189 = !{!"_ZTSNSt12_Vector_baseIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_Vector_impl_dataE", !16, i64 0, !16, i64 8, !16, i64 16}
!190 = !{!189, !16, i64 16}
!191 = !{!189, !16, i64 8}
!192 = !{!193, !16, i64 0}
!193 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseELN9__gnu_cxx12_Lock_policyE2EE", !16, i64 0, !25, i64 8}
!194 = distinct !{!194, !10}
!195 = !{!179, !16, i64 16}
!196 = !{!197, !16, i64 0}
!197 = !{!"_ZTSZ4mainEUlRN4sycl3_V17handlerEE_", !16, i64 0}
!198 = !{!199, !199, i64 0}
!199 = !{!"_ZTSN4sycl3_V16detail16PropWithDataKindE", !7, i64 0}
!200 = !{!201}
!201 = distinct !{!201, !202, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS1_7handlerEE_clES5_EUlNS1_2idILi3EEEE_NS1_4itemILi3ELb1EEELi3EEEJRS9_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!202 = distinct !{!202, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS1_7handlerEE_clES5_EUlNS1_2idILi3EEEE_NS1_4itemILi3ELb1EEELi3EEEJRS9_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!203 = !{!204}
!204 = distinct !{!204, !205, !"_ZN4sycl3_V16detail19getKernelParamDescsI6Init3DEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv: argument 0"}
!205 = distinct !{!205, !"_ZN4sycl3_V16detail19getKernelParamDescsI6Init3DEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv"}
!206 = !{!207, !16, i64 16}
!207 = !{!"_ZTSN4sycl3_V18accessorIfLi3ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !180, i64 0, !16, i64 16, !7, i64 24}
!208 = !{!209, !16, i64 0}
!209 = !{!"_ZTSZ4mainEUlRN4sycl3_V17handlerEE0_", !16, i64 0, !16, i64 8, !16, i64 16, !16, i64 24}
!210 = !{!209, !16, i64 8}
!211 = !{!209, !16, i64 16}
!212 = !{!209, !16, i64 24}
!213 = !{!214, !14, i64 120}
!214 = !{!"_ZTSZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_EUlvE_", !215, i64 0, !216, i64 80, !217, i64 88, !14, i64 120}
!215 = !{!"_ZTSN4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !180, i64 0, !16, i64 16, !7, i64 24}
!216 = !{!"_ZTS6Window", !6, i64 0, !6, i64 4}
!217 = !{!"_ZTSN4sycl3_V18accessorIiLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !180, i64 0, !16, i64 16, !7, i64 24}
!218 = !{!219}
!219 = distinct !{!219, !220, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!220 = distinct !{!220, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!221 = !{!222}
!222 = distinct !{!222, !223, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS1_7handlerEE0_clES5_EUlvE_vLi1EEEJRS7_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!223 = distinct !{!223, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS1_7handlerEE0_clES5_EUlvE_vLi1EEEJRS7_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!224 = !{!225}
!225 = distinct !{!225, !226, !"_ZN4sycl3_V16detail19getKernelParamDescsIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlvE_EESt6vectorINS1_19kernel_param_desc_tESaIS8_EEv: argument 0"}
!226 = distinct !{!226, !"_ZN4sycl3_V16detail19getKernelParamDescsIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlvE_EESt6vectorINS1_19kernel_param_desc_tESaIS8_EEv"}
!227 = !{!215, !16, i64 16}
!228 = !{!229}
!229 = distinct !{!229, !230, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!230 = distinct !{!230, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!231 = !{!232}
!232 = distinct !{!232, !233, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!233 = distinct !{!233, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!234 = !{!217, !16, i64 16}
!235 = distinct !{!235, !10}
!236 = distinct !{!236, !10}
!237 = !{!238}
!238 = distinct !{!238, !239, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi3EvEEDam: argument 0"}
!239 = distinct !{!239, !"_ZNK4sycl3_V18accessorIfLi3ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi3EvEEDam"}
!240 = !{!241}
!241 = distinct !{!241, !242, !"_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi2ENS0_8accessorIfLi3ELS4_1024ELS5_2014ELS6_0ESA_EEEixILi2EvEEDam: argument 0"}
!242 = distinct !{!242, !"_ZN4sycl3_V16detail15accessor_commonIfLi3ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi2ENS0_8accessorIfLi3ELS4_1024ELS5_2014ELS6_0ESA_EEEixILi2EvEEDam"}
!243 = !{!214, !6, i64 80}
!244 = !{!214, !6, i64 84}
!245 = distinct !{!245, !10}
!246 = !{!247, !16, i64 0}
!247 = !{!"_ZTSZN4sycl3_V15queue17parallel_for_implINS0_6detail9auto_nameELi1ENS0_3ext6oneapi12experimental10propertiesINS7_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESK_DpOSI_EUlRNS0_7handlerEE_", !16, i64 0, !16, i64 8, !16, i64 16}
!248 = !{!247, !16, i64 16}
!249 = !{!250}
!250 = distinct !{!250, !251, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!251 = distinct !{!251, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!252 = !{!253}
!253 = distinct !{!253, !254, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZ4mainEUlNS1_2idILi1EEEE_NS1_4itemILi1ELb1EEELi1EEEJRS6_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!254 = distinct !{!254, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZ4mainEUlNS1_2idILi1EEEE_NS1_4itemILi1ELb1EEELi1EEEJRS6_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!255 = !{!256}
!256 = distinct !{!256, !257, !"_ZN4sycl3_V16detail19getKernelParamDescsIZ4mainEUlNS0_2idILi1EEEE_EESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv: argument 0"}
!257 = distinct !{!257, !"_ZN4sycl3_V16detail19getKernelParamDescsIZ4mainEUlNS0_2idILi1EEEE_EESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv"}
!258 = !{!259, !16, i64 0}
!259 = !{!"_ZTSZN4sycl3_V15queue17parallel_for_implI4BumpLi1ENS0_3ext6oneapi12experimental10propertiesINS6_6detail20properties_type_listIJEEEEEJRZ4mainEUlNS0_2idILi1EEEE0_EEENSt9enable_ifIXaasr6detail23AreAllButLastReductionsIDpT2_EE5valuesr3ext6oneapi12experimental16is_property_listIT1_EE5valueENS0_5eventEE4typeENS0_5rangeIXT0_EEESJ_DpOSH_EUlRNS0_7handlerEE_", !16, i64 0, !16, i64 8, !16, i64 16}
!260 = !{!259, !16, i64 16}
!261 = !{!262}
!262 = distinct !{!262, !263, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!263 = distinct !{!263, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!264 = !{!265}
!265 = distinct !{!265, !266, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZ4mainEUlNS1_2idILi1EEEE0_NS1_4itemILi1ELb1EEELi1EEEJRS6_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!266 = distinct !{!266, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZ4mainEUlNS1_2idILi1EEEE0_NS1_4itemILi1ELb1EEELi1EEEJRS6_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!267 = !{!268}
!268 = distinct !{!268, !269, !"_ZN4sycl3_V16detail19getKernelParamDescsI4BumpEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv: argument 0"}
!269 = distinct !{!269, !"_ZN4sycl3_V16detail19getKernelParamDescsI4BumpEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv"}
