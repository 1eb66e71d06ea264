; ModuleID = 'host_tu.cpp'
source_filename = "host_tu.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"class.std::basic_ostream" = type { ptr, %"class.std::basic_ios" }
%"class.std::basic_ios" = type { %"class.std::ios_base", ptr, i8, i8, ptr, ptr, ptr, ptr }
%"class.std::ios_base" = type { ptr, i64, i64, i32, i32, i32, ptr, %"struct.std::ios_base::_Words", [8 x %"struct.std::ios_base::_Words"], i32, ptr, %"class.std::locale" }
%"struct.std::ios_base::_Words" = type { ptr, i64 }
%"class.std::locale" = type { ptr }
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
%"struct.sycl::_V1::detail::code_location" = type { ptr, ptr, i64, i64 }
%"class.sycl::_V1::event" = type { %"class.std::shared_ptr.10" }
%"class.std::shared_ptr.10" = type { %"class.std::__shared_ptr.11" }
%"class.std::__shared_ptr.11" = type { ptr, %"class.std::__shared_count" }
%"class.std::unique_ptr" = type { %"struct.std::__uniq_ptr_data" }
%"struct.std::__uniq_ptr_data" = type { %"class.std::__uniq_ptr_impl" }
%"class.std::__uniq_ptr_impl" = type { %"class.std::tuple" }
%"class.std::tuple" = type { %"struct.std::_Tuple_impl" }
%"struct.std::_Tuple_impl" = type { %"struct.std::_Head_base.30" }
%"struct.std::_Head_base.30" = type { ptr }
%"struct.std::array" = type { [3 x i64] }
%"class.std::__exception_ptr::exception_ptr" = type { ptr }
%"class.sycl::_V1::device" = type { %"class.std::shared_ptr.20" }
%"class.std::shared_ptr.20" = type { %"class.std::__shared_ptr.21" }
%"class.std::__shared_ptr.21" = type { ptr, %"class.std::__shared_count" }
%"class.std::function.23" = type { %"class.std::_Function_base", ptr }
%"class.sycl::_V1::exception_list" = type { %"class.std::vector.14" }
%"class.std::vector.14" = type { %"struct.std::_Vector_base.15" }
%"struct.std::_Vector_base.15" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.sycl::_V1::detail::tls_code_loc_t" = type { i8 }
%"class.sycl::_V1::detail::SubmissionInfo" = type { %"class.std::shared_ptr.47" }
%"class.std::shared_ptr.47" = type { %"class.std::__shared_ptr.48" }
%"class.std::__shared_ptr.48" = type { ptr, %"class.std::__shared_count" }
%class.anon.92 = type { %"class.sycl::_V1::accessor", %"class.sycl::_V1::local_accessor", %"class.sycl::_V1::local_accessor", %"class.sycl::_V1::accessor", %"class.sycl::_V1::accessor.83" }
%"class.sycl::_V1::local_accessor" = type { %"class.sycl::_V1::local_accessor_base" }
%"class.sycl::_V1::local_accessor_base" = type { %"class.sycl::_V1::detail::LocalAccessorBaseHost", [40 x i8] }
%"class.sycl::_V1::detail::LocalAccessorBaseHost" = type { %"class.std::shared_ptr.87" }
%"class.std::shared_ptr.87" = type { %"class.std::__shared_ptr.88" }
%"class.std::__shared_ptr.88" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::accessor" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [32 x i8] }
%"class.sycl::_V1::detail::AccessorBaseHost" = type { %"class.std::shared_ptr.79" }
%"class.std::shared_ptr.79" = type { %"class.std::__shared_ptr.80" }
%"class.std::__shared_ptr.80" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::accessor.83" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [32 x i8] }
%"class.std::vector.106" = type { %"struct.std::_Vector_base.107" }
%"struct.std::_Vector_base.107" = type { %"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl" }
%"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl" = type { %"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl_data" }
%"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.sycl::_V1::range.95" = type { %"class.sycl::_V1::detail::array.94" }
%"class.sycl::_V1::detail::array.94" = type { [3 x i64] }
%"class.sycl::_V1::id.93" = type { %"class.sycl::_V1::detail::array.94" }
%"class.sycl::_V1::ext::oneapi::accessor_property_list" = type { %"class.sycl::_V1::detail::PropertyListBase" }
%"struct.sycl::_V1::detail::kernel_param_desc_t" = type { i32, i32, i32 }
%"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read, sycl::_V1::access::target::global_buffer, sycl::_V1::access::placeholder::false_t>::AccessorSubscript" = type { %"class.sycl::_V1::id", %"class.sycl::_V1::accessor" }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read_write, sycl::_V1::access::target::local, sycl::_V1::access::placeholder::false_t>::AccessorSubscript" = type { %"class.sycl::_V1::id", %"class.sycl::_V1::local_accessor_base" }
%"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::write, sycl::_V1::access::target::global_buffer, sycl::_V1::access::placeholder::false_t>::AccessorSubscript" = type { %"class.sycl::_V1::id", %"class.sycl::_V1::accessor.83" }
%class.anon.129 = type { %"class.sycl::_V1::local_accessor.123", %"class.sycl::_V1::accessor", %"class.sycl::_V1::accessor.83" }
%"class.sycl::_V1::local_accessor.123" = type { %"class.sycl::_V1::local_accessor_base.124" }
%"class.sycl::_V1::local_accessor_base.124" = type { %"class.sycl::_V1::detail::LocalAccessorBaseHost", [16 x i8] }

$_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi2EEERKNS0_13property_listENS2_13code_locationE = comdat any

$_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev = comdat any

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

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE16getAllocatorImplEv = comdat any

$_ZN4sycl3_V16detail19SYCLMemObjAllocatorD2Ev = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfED0Ev = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE8allocateEm = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE10deallocateEPvm = comdat any

$_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12getValueSizeEv = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12setAlignmentEm = comdat any

$_ZN4sycl3_V15queue17submit_with_eventILb0ENS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET0_RKNS0_6detail19type_erased_cgfo_tyEPS1_RKNSD_13code_locationE = comdat any

$_ZN4sycl3_V16detail14SubmissionInfoD2Ev = comdat any

$_ZN4sycl3_V16detail16AccessorBaseHostD2Ev = comdat any

$_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V16detail16PropertyListBaseD2Ev = comdat any

$_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V119local_accessor_baseIfLi2ELNS0_6access4modeE1026ELNS2_11placeholderE0EEC2ILi2EvEENS0_5rangeILi2EEERNS0_7handlerENS0_6detail13code_locationE = comdat any

$_ZN4sycl3_V16detail19getKernelParamDescsI9TiledGemmEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv = comdat any

$_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1026ELNS3_6targetE2016ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_19local_accessor_baseIfLi2ELS4_1026ELS6_0EEEED2Ev = comdat any

$_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev = comdat any

$_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1025ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1025ELS5_2014ELS6_0ESA_EEED2Ev = comdat any

$_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_ = comdat any

$_ZN4sycl3_V16detail21LocalAccessorBaseHostD2Ev = comdat any

$_ZN4sycl3_V119local_accessor_baseIfLi1ELNS0_6access4modeE1026ELNS2_11placeholderE0EEC2ILi1EvEENS0_5rangeILi1EEERNS0_7handlerENS0_6detail13code_locationE = comdat any

$_ZN4sycl3_V16detail19getKernelParamDescsI8BlockSumEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv = comdat any

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
@.str.12 = private unnamed_addr constant [85 x i8] c"root/intel-sycl-rt-2025.2.2/intel_sycl_rt-2025.2.2.data/data/include/sycl/buffer.hpp\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev = private unnamed_addr constant [130 x i8] c"sycl::buffer<float, 2>::~buffer() [T = float, Dimensions = 2, AllocatorT = sycl::detail::aligned_allocator<float>, Enable = void]\00", align 1
@.str.14 = private unnamed_addr constant [61 x i8] c"SyclObject.impl && \22every constructor should create an impl\22\00", align 1
@.str.15 = private unnamed_addr constant [96 x i8] c"root/intel-sycl-rt-2025.2.2/intel_sycl_rt-2025.2.2.data/data/include/sycl/detail/impl_utils.hpp\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_5queueEEERKDtsrT_4implERKS4_ = private unnamed_addr constant [89 x i8] c"const decltype(Obj::impl) &sycl::detail::getSyclObjImpl(const Obj &) [Obj = sycl::queue]\00", align 1
@.str.16 = private unnamed_addr constant [11 x i8] c"operator()\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi2ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_ = private unnamed_addr constant [100 x i8] c"const decltype(Obj::impl) &sycl::detail::getSyclObjImpl(const Obj &) [Obj = sycl::buffer<float, 2>]\00", align 1
@.str.17 = private unnamed_addr constant [46 x i8] c"accessor cannot be both read_only and no_init\00", align 1
@.str.18 = private unnamed_addr constant [131 x i8] c"Attempt to set multiple actions for the command group. Command group must consist of a single kernel or explicit memory operation.\00", align 1
@.str.19 = private unnamed_addr constant [15 x i8] c"_ZTS9TiledGemm\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EE23InstantiateKernelOnHostEv] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EEE = internal constant [98 x i8] c"N4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EEE\00", align 1
@_ZTSN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant [35 x i8] c"N4sycl3_V16detail14HostKernelBaseE\00", comdat, align 1
@_ZTIN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@.str.20 = private unnamed_addr constant [35 x i8] c"Barriers are not supported on host\00", align 1
@.str.22 = private unnamed_addr constant [26 x i8] c"vector::_M_realloc_insert\00", align 1
@.str.25 = private unnamed_addr constant [14 x i8] c"_ZTS8BlockSum\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EE23InstantiateKernelOnHostEv] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EEE = internal constant [99 x i8] c"N4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@str = private unnamed_addr constant [5 x i8] c"PASS\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef range(i32 0, 2) i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca %class.anon.13, align 8
  %2 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %3 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %4 = alloca %class.anon, align 8
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
  %16 = alloca %"class.sycl::_V1::buffer", align 8
  %17 = alloca %"class.sycl::_V1::range", align 8
  %18 = alloca %"class.sycl::_V1::property_list", align 8
  %19 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %20 = alloca %"class.sycl::_V1::buffer", align 8
  %21 = alloca %"class.sycl::_V1::range", align 8
  %22 = alloca %"class.sycl::_V1::property_list", align 8
  %23 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %24 = alloca %"class.sycl::_V1::event", align 8
  %25 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %26 = alloca %"class.sycl::_V1::event", align 8
  %27 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %28 = tail call noalias noundef nonnull dereferenceable(12288) ptr @_Znwm(i64 noundef 12288) #25
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(12288) %28, i8 0, i64 12288, i1 false)
  %29 = invoke noalias noundef nonnull dereferenceable(6144) ptr @_Znwm(i64 noundef 6144) #25
          to label %30 unwind label %52

30:                                               ; preds = %0
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(6144) %29, i8 0, i64 6144, i1 false)
  %31 = invoke noalias noundef nonnull dereferenceable(8192) ptr @_Znwm(i64 noundef 8192) #25
          to label %32 unwind label %54

32:                                               ; preds = %30
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(8192) %31, i8 0, i64 8192, i1 false), !tbaa !5
  %33 = invoke noalias noundef nonnull dereferenceable(32) ptr @_Znwm(i64 noundef 32) #25
          to label %34 unwind label %56

34:                                               ; preds = %32
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %33, i8 0, i64 32, i1 false), !tbaa !5
  br label %35

35:                                               ; preds = %35, %34
  %36 = phi i64 [ 0, %34 ], [ %49, %35 ]
  %37 = phi <4 x i16> [ <i16 0, i16 1, i16 2, i16 3>, %34 ], [ %50, %35 ]
  %38 = mul nuw <4 x i16> %37, <i16 3, i16 3, i16 3, i16 3>
  %39 = mul <4 x i16> %37, <i16 3, i16 3, i16 3, i16 3>
  %40 = add <4 x i16> %39, <i16 12, i16 12, i16 12, i16 12>
  %41 = urem <4 x i16> %38, <i16 11, i16 11, i16 11, i16 11>
  %42 = urem <4 x i16> %40, <i16 11, i16 11, i16 11, i16 11>
  %43 = uitofp nneg <4 x i16> %41 to <4 x float>
  %44 = uitofp nneg <4 x i16> %42 to <4 x float>
  %45 = fmul <4 x float> %43, <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>
  %46 = fmul <4 x float> %44, <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>
  %47 = getelementptr inbounds float, ptr %28, i64 %36
  %48 = getelementptr inbounds i8, ptr %47, i64 16
  store <4 x float> %45, ptr %47, align 4, !tbaa !5
  store <4 x float> %46, ptr %48, align 4, !tbaa !5
  %49 = add nuw i64 %36, 8
  %50 = add <4 x i16> %37, <i16 8, i16 8, i16 8, i16 8>
  %51 = icmp eq i64 %49, 3072
  br i1 %51, label %58, label %35, !llvm.loop !9

52:                                               ; preds = %0
  %53 = landingpad { ptr, i32 }
          cleanup
  br label %747

54:                                               ; preds = %30
  %55 = landingpad { ptr, i32 }
          cleanup
  br label %745

56:                                               ; preds = %32
  %57 = landingpad { ptr, i32 }
          cleanup
  br label %743

58:                                               ; preds = %35, %58
  %59 = phi i64 [ %66, %58 ], [ 0, %35 ]
  %60 = phi <4 x i16> [ %67, %58 ], [ <i16 0, i16 1, i16 2, i16 3>, %35 ]
  %61 = urem <4 x i16> %60, <i16 9, i16 9, i16 9, i16 9>
  %62 = zext nneg <4 x i16> %61 to <4 x i64>
  %63 = add nsw <4 x i64> %62, <i64 -4, i64 -4, i64 -4, i64 -4>
  %64 = sitofp <4 x i64> %63 to <4 x float>
  %65 = getelementptr inbounds float, ptr %29, i64 %59
  store <4 x float> %64, ptr %65, align 4, !tbaa !5
  %66 = add nuw i64 %59, 4
  %67 = add <4 x i16> %60, <i16 4, i16 4, i16 4, i16 4>
  %68 = icmp eq i64 %66, 1536
  br i1 %68, label %69, label %58, !llvm.loop !13

69:                                               ; preds = %58
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #26
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #26
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %7, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #26
  %70 = getelementptr inbounds i8, ptr %5, i64 16
  %71 = getelementptr inbounds i8, ptr %5, i64 24
  %72 = getelementptr inbounds i8, ptr %5, i64 8
  store i64 0, ptr %72, align 8
  store ptr @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE, ptr %5, align 8, !tbaa !14
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_, ptr %71, align 8, !tbaa !16
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation, ptr %70, align 8, !tbaa !19
  invoke void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE, ptr noundef nonnull align 8 dereferenceable(32) %5, ptr noundef nonnull align 8 dereferenceable(32) %7)
          to label %73 unwind label %81

73:                                               ; preds = %69
  %74 = load ptr, ptr %70, align 8, !tbaa !19
  %75 = icmp eq ptr %74, null
  br i1 %75, label %91, label %76

76:                                               ; preds = %73
  %77 = invoke noundef zeroext i1 %74(ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(16) %5, i32 noundef 3)
          to label %91 unwind label %78

78:                                               ; preds = %76
  %79 = landingpad { ptr, i32 }
          catch ptr null
  %80 = extractvalue { ptr, i32 } %79, 0
  call void @__clang_call_terminate(ptr %80) #27
  unreachable

81:                                               ; preds = %69
  %82 = landingpad { ptr, i32 }
          cleanup
  %83 = load ptr, ptr %70, align 8, !tbaa !19
  %84 = icmp eq ptr %83, null
  br i1 %84, label %90, label %85

85:                                               ; preds = %81
  %86 = invoke noundef zeroext i1 %83(ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(16) %5, i32 noundef 3)
          to label %90 unwind label %87

87:                                               ; preds = %85
  %88 = landingpad { ptr, i32 }
          catch ptr null
  %89 = extractvalue { ptr, i32 } %88, 0
  call void @__clang_call_terminate(ptr %89) #27
  unreachable

90:                                               ; preds = %85, %81
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #26
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %7) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #26
  br label %741

91:                                               ; preds = %76, %73
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #26
  %92 = getelementptr inbounds i8, ptr %7, i64 8
  %93 = load ptr, ptr %92, align 8, !tbaa !20
  %94 = getelementptr inbounds i8, ptr %7, i64 16
  %95 = load ptr, ptr %94, align 8, !tbaa !22
  %96 = icmp eq ptr %93, %95
  br i1 %96, label %131, label %97

97:                                               ; preds = %91, %126
  %98 = phi ptr [ %127, %126 ], [ %93, %91 ]
  %99 = getelementptr inbounds i8, ptr %98, i64 8
  %100 = load ptr, ptr %99, align 8, !tbaa !23
  %101 = icmp eq ptr %100, null
  br i1 %101, label %126, label %102

102:                                              ; preds = %97
  %103 = getelementptr inbounds i8, ptr %100, i64 8
  %104 = load atomic i64, ptr %103 acquire, align 8
  %105 = icmp eq i64 %104, 4294967297
  %106 = trunc i64 %104 to i32
  br i1 %105, label %107, label %115

107:                                              ; preds = %102
  store i32 0, ptr %103, align 8, !tbaa !25
  %108 = getelementptr inbounds i8, ptr %100, i64 12
  store i32 0, ptr %108, align 4, !tbaa !28
  %109 = load ptr, ptr %100, align 8, !tbaa !29
  %110 = getelementptr inbounds i8, ptr %109, i64 16
  %111 = load ptr, ptr %110, align 8
  call void %111(ptr noundef nonnull align 8 dereferenceable(16) %100) #26
  %112 = load ptr, ptr %100, align 8, !tbaa !29
  %113 = getelementptr inbounds i8, ptr %112, i64 24
  %114 = load ptr, ptr %113, align 8
  call void %114(ptr noundef nonnull align 8 dereferenceable(16) %100) #26
  br label %126

115:                                              ; preds = %102
  %116 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %117 = icmp eq i8 %116, 0
  br i1 %117, label %120, label %118

118:                                              ; preds = %115
  %119 = add nsw i32 %106, -1
  store i32 %119, ptr %103, align 4, !tbaa !32
  br label %122

120:                                              ; preds = %115
  %121 = atomicrmw volatile add ptr %103, i32 -1 acq_rel, align 4
  br label %122

122:                                              ; preds = %120, %118
  %123 = phi i32 [ %106, %118 ], [ %121, %120 ]
  %124 = icmp eq i32 %123, 1
  br i1 %124, label %125, label %126, !prof !33

125:                                              ; preds = %122
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %100) #26
  br label %126

126:                                              ; preds = %125, %122, %107, %97
  %127 = getelementptr inbounds i8, ptr %98, i64 16
  %128 = icmp eq ptr %127, %95
  br i1 %128, label %129, label %97, !llvm.loop !34

129:                                              ; preds = %126
  %130 = load ptr, ptr %92, align 8, !tbaa !20
  br label %131

131:                                              ; preds = %129, %91
  %132 = phi ptr [ %130, %129 ], [ %93, %91 ]
  %133 = icmp eq ptr %132, null
  br i1 %133, label %140, label %134

134:                                              ; preds = %131
  %135 = getelementptr inbounds i8, ptr %7, i64 24
  %136 = load ptr, ptr %135, align 8, !tbaa !35
  %137 = ptrtoint ptr %136 to i64
  %138 = ptrtoint ptr %132 to i64
  %139 = sub i64 %137, %138
  call void @_ZdlPvm(ptr noundef nonnull %132, i64 noundef %139) #28
  br label %140

140:                                              ; preds = %131, %134
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #26
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %8) #26
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %9) #26
  store i64 64, ptr %9, align 8, !tbaa !36
  %141 = getelementptr inbounds i8, ptr %9, i64 8
  store i64 48, ptr %141, align 8, !tbaa !36
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #26
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %10, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %11, align 8, !tbaa !38, !alias.scope !40
  %142 = getelementptr inbounds i8, ptr %11, i64 8
  store ptr @.str.1, ptr %142, align 8, !tbaa !43, !alias.scope !40
  %143 = getelementptr inbounds i8, ptr %11, i64 16
  store i64 19, ptr %143, align 8, !tbaa !44, !alias.scope !40
  %144 = getelementptr inbounds i8, ptr %11, i64 24
  store i64 28, ptr %144, align 8, !tbaa !45, !alias.scope !40
  invoke void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi2EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(41) %8, ptr noundef nonnull %28, ptr noundef nonnull align 8 dereferenceable(16) %9, ptr noundef nonnull align 8 dereferenceable(32) %10, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %11)
          to label %145 unwind label %436

145:                                              ; preds = %140
  %146 = getelementptr inbounds i8, ptr %10, i64 8
  %147 = load ptr, ptr %146, align 8, !tbaa !20
  %148 = getelementptr inbounds i8, ptr %10, i64 16
  %149 = load ptr, ptr %148, align 8, !tbaa !22
  %150 = icmp eq ptr %147, %149
  br i1 %150, label %185, label %151

151:                                              ; preds = %145, %180
  %152 = phi ptr [ %181, %180 ], [ %147, %145 ]
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
  call void %165(ptr noundef nonnull align 8 dereferenceable(16) %154) #26
  %166 = load ptr, ptr %154, align 8, !tbaa !29
  %167 = getelementptr inbounds i8, ptr %166, i64 24
  %168 = load ptr, ptr %167, align 8
  call void %168(ptr noundef nonnull align 8 dereferenceable(16) %154) #26
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
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %154) #26
  br label %180

180:                                              ; preds = %179, %176, %161, %151
  %181 = getelementptr inbounds i8, ptr %152, i64 16
  %182 = icmp eq ptr %181, %149
  br i1 %182, label %183, label %151, !llvm.loop !34

183:                                              ; preds = %180
  %184 = load ptr, ptr %146, align 8, !tbaa !20
  br label %185

185:                                              ; preds = %183, %145
  %186 = phi ptr [ %184, %183 ], [ %147, %145 ]
  %187 = icmp eq ptr %186, null
  br i1 %187, label %194, label %188

188:                                              ; preds = %185
  %189 = getelementptr inbounds i8, ptr %10, i64 24
  %190 = load ptr, ptr %189, align 8, !tbaa !35
  %191 = ptrtoint ptr %190 to i64
  %192 = ptrtoint ptr %186 to i64
  %193 = sub i64 %191, %192
  call void @_ZdlPvm(ptr noundef nonnull %186, i64 noundef %193) #28
  br label %194

194:                                              ; preds = %185, %188
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #26
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9) #26
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %12) #26
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %13) #26
  store i64 48, ptr %13, align 8, !tbaa !36
  %195 = getelementptr inbounds i8, ptr %13, i64 8
  store i64 32, ptr %195, align 8, !tbaa !36
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14) #26
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %14, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %15, align 8, !tbaa !38, !alias.scope !46
  %196 = getelementptr inbounds i8, ptr %15, i64 8
  store ptr @.str.1, ptr %196, align 8, !tbaa !43, !alias.scope !46
  %197 = getelementptr inbounds i8, ptr %15, i64 16
  store i64 20, ptr %197, align 8, !tbaa !44, !alias.scope !46
  %198 = getelementptr inbounds i8, ptr %15, i64 24
  store i64 28, ptr %198, align 8, !tbaa !45, !alias.scope !46
  invoke void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi2EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(41) %12, ptr noundef nonnull %29, ptr noundef nonnull align 8 dereferenceable(16) %13, ptr noundef nonnull align 8 dereferenceable(32) %14, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %15)
          to label %199 unwind label %438

199:                                              ; preds = %194
  %200 = getelementptr inbounds i8, ptr %14, i64 8
  %201 = load ptr, ptr %200, align 8, !tbaa !20
  %202 = getelementptr inbounds i8, ptr %14, i64 16
  %203 = load ptr, ptr %202, align 8, !tbaa !22
  %204 = icmp eq ptr %201, %203
  br i1 %204, label %239, label %205

205:                                              ; preds = %199, %234
  %206 = phi ptr [ %235, %234 ], [ %201, %199 ]
  %207 = getelementptr inbounds i8, ptr %206, i64 8
  %208 = load ptr, ptr %207, align 8, !tbaa !23
  %209 = icmp eq ptr %208, null
  br i1 %209, label %234, label %210

210:                                              ; preds = %205
  %211 = getelementptr inbounds i8, ptr %208, i64 8
  %212 = load atomic i64, ptr %211 acquire, align 8
  %213 = icmp eq i64 %212, 4294967297
  %214 = trunc i64 %212 to i32
  br i1 %213, label %215, label %223

215:                                              ; preds = %210
  store i32 0, ptr %211, align 8, !tbaa !25
  %216 = getelementptr inbounds i8, ptr %208, i64 12
  store i32 0, ptr %216, align 4, !tbaa !28
  %217 = load ptr, ptr %208, align 8, !tbaa !29
  %218 = getelementptr inbounds i8, ptr %217, i64 16
  %219 = load ptr, ptr %218, align 8
  call void %219(ptr noundef nonnull align 8 dereferenceable(16) %208) #26
  %220 = load ptr, ptr %208, align 8, !tbaa !29
  %221 = getelementptr inbounds i8, ptr %220, i64 24
  %222 = load ptr, ptr %221, align 8
  call void %222(ptr noundef nonnull align 8 dereferenceable(16) %208) #26
  br label %234

223:                                              ; preds = %210
  %224 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %225 = icmp eq i8 %224, 0
  br i1 %225, label %228, label %226

226:                                              ; preds = %223
  %227 = add nsw i32 %214, -1
  store i32 %227, ptr %211, align 4, !tbaa !32
  br label %230

228:                                              ; preds = %223
  %229 = atomicrmw volatile add ptr %211, i32 -1 acq_rel, align 4
  br label %230

230:                                              ; preds = %228, %226
  %231 = phi i32 [ %214, %226 ], [ %229, %228 ]
  %232 = icmp eq i32 %231, 1
  br i1 %232, label %233, label %234, !prof !33

233:                                              ; preds = %230
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %208) #26
  br label %234

234:                                              ; preds = %233, %230, %215, %205
  %235 = getelementptr inbounds i8, ptr %206, i64 16
  %236 = icmp eq ptr %235, %203
  br i1 %236, label %237, label %205, !llvm.loop !34

237:                                              ; preds = %234
  %238 = load ptr, ptr %200, align 8, !tbaa !20
  br label %239

239:                                              ; preds = %237, %199
  %240 = phi ptr [ %238, %237 ], [ %201, %199 ]
  %241 = icmp eq ptr %240, null
  br i1 %241, label %248, label %242

242:                                              ; preds = %239
  %243 = getelementptr inbounds i8, ptr %14, i64 24
  %244 = load ptr, ptr %243, align 8, !tbaa !35
  %245 = ptrtoint ptr %244 to i64
  %246 = ptrtoint ptr %240 to i64
  %247 = sub i64 %245, %246
  call void @_ZdlPvm(ptr noundef nonnull %240, i64 noundef %247) #28
  br label %248

248:                                              ; preds = %239, %242
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #26
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %13) #26
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %16) #26
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %17) #26
  store i64 64, ptr %17, align 8, !tbaa !36
  %249 = getelementptr inbounds i8, ptr %17, i64 8
  store i64 32, ptr %249, align 8, !tbaa !36
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %18) #26
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %18, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %19, align 8, !tbaa !38, !alias.scope !49
  %250 = getelementptr inbounds i8, ptr %19, i64 8
  store ptr @.str.1, ptr %250, align 8, !tbaa !43, !alias.scope !49
  %251 = getelementptr inbounds i8, ptr %19, i64 16
  store i64 21, ptr %251, align 8, !tbaa !44, !alias.scope !49
  %252 = getelementptr inbounds i8, ptr %19, i64 24
  store i64 28, ptr %252, align 8, !tbaa !45, !alias.scope !49
  invoke void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi2EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(41) %16, ptr noundef nonnull %31, ptr noundef nonnull align 8 dereferenceable(16) %17, ptr noundef nonnull align 8 dereferenceable(32) %18, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %19)
          to label %253 unwind label %440

253:                                              ; preds = %248
  %254 = getelementptr inbounds i8, ptr %18, i64 8
  %255 = load ptr, ptr %254, align 8, !tbaa !20
  %256 = getelementptr inbounds i8, ptr %18, i64 16
  %257 = load ptr, ptr %256, align 8, !tbaa !22
  %258 = icmp eq ptr %255, %257
  br i1 %258, label %293, label %259

259:                                              ; preds = %253, %288
  %260 = phi ptr [ %289, %288 ], [ %255, %253 ]
  %261 = getelementptr inbounds i8, ptr %260, i64 8
  %262 = load ptr, ptr %261, align 8, !tbaa !23
  %263 = icmp eq ptr %262, null
  br i1 %263, label %288, label %264

264:                                              ; preds = %259
  %265 = getelementptr inbounds i8, ptr %262, i64 8
  %266 = load atomic i64, ptr %265 acquire, align 8
  %267 = icmp eq i64 %266, 4294967297
  %268 = trunc i64 %266 to i32
  br i1 %267, label %269, label %277

269:                                              ; preds = %264
  store i32 0, ptr %265, align 8, !tbaa !25
  %270 = getelementptr inbounds i8, ptr %262, i64 12
  store i32 0, ptr %270, align 4, !tbaa !28
  %271 = load ptr, ptr %262, align 8, !tbaa !29
  %272 = getelementptr inbounds i8, ptr %271, i64 16
  %273 = load ptr, ptr %272, align 8
  call void %273(ptr noundef nonnull align 8 dereferenceable(16) %262) #26
  %274 = load ptr, ptr %262, align 8, !tbaa !29
  %275 = getelementptr inbounds i8, ptr %274, i64 24
  %276 = load ptr, ptr %275, align 8
  call void %276(ptr noundef nonnull align 8 dereferenceable(16) %262) #26
  br label %288

277:                                              ; preds = %264
  %278 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %279 = icmp eq i8 %278, 0
  br i1 %279, label %282, label %280

280:                                              ; preds = %277
  %281 = add nsw i32 %268, -1
  store i32 %281, ptr %265, align 4, !tbaa !32
  br label %284

282:                                              ; preds = %277
  %283 = atomicrmw volatile add ptr %265, i32 -1 acq_rel, align 4
  br label %284

284:                                              ; preds = %282, %280
  %285 = phi i32 [ %268, %280 ], [ %283, %282 ]
  %286 = icmp eq i32 %285, 1
  br i1 %286, label %287, label %288, !prof !33

287:                                              ; preds = %284
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %262) #26
  br label %288

288:                                              ; preds = %287, %284, %269, %259
  %289 = getelementptr inbounds i8, ptr %260, i64 16
  %290 = icmp eq ptr %289, %257
  br i1 %290, label %291, label %259, !llvm.loop !34

291:                                              ; preds = %288
  %292 = load ptr, ptr %254, align 8, !tbaa !20
  br label %293

293:                                              ; preds = %291, %253
  %294 = phi ptr [ %292, %291 ], [ %255, %253 ]
  %295 = icmp eq ptr %294, null
  br i1 %295, label %302, label %296

296:                                              ; preds = %293
  %297 = getelementptr inbounds i8, ptr %18, i64 24
  %298 = load ptr, ptr %297, align 8, !tbaa !35
  %299 = ptrtoint ptr %298 to i64
  %300 = ptrtoint ptr %294 to i64
  %301 = sub i64 %299, %300
  call void @_ZdlPvm(ptr noundef nonnull %294, i64 noundef %301) #28
  br label %302

302:                                              ; preds = %293, %296
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #26
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %17) #26
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %20) #26
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %21) #26
  store i64 4, ptr %21, align 8, !tbaa !36
  %303 = getelementptr inbounds i8, ptr %21, i64 8
  store i64 2, ptr %303, align 8, !tbaa !36
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %22) #26
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %22, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %23, align 8, !tbaa !38, !alias.scope !52
  %304 = getelementptr inbounds i8, ptr %23, i64 8
  store ptr @.str.1, ptr %304, align 8, !tbaa !43, !alias.scope !52
  %305 = getelementptr inbounds i8, ptr %23, i64 16
  store i64 22, ptr %305, align 8, !tbaa !44, !alias.scope !52
  %306 = getelementptr inbounds i8, ptr %23, i64 24
  store i64 28, ptr %306, align 8, !tbaa !45, !alias.scope !52
  invoke void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi2EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(41) %20, ptr noundef nonnull %33, ptr noundef nonnull align 8 dereferenceable(16) %21, ptr noundef nonnull align 8 dereferenceable(32) %22, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %23)
          to label %307 unwind label %442

307:                                              ; preds = %302
  %308 = getelementptr inbounds i8, ptr %22, i64 8
  %309 = load ptr, ptr %308, align 8, !tbaa !20
  %310 = getelementptr inbounds i8, ptr %22, i64 16
  %311 = load ptr, ptr %310, align 8, !tbaa !22
  %312 = icmp eq ptr %309, %311
  br i1 %312, label %347, label %313

313:                                              ; preds = %307, %342
  %314 = phi ptr [ %343, %342 ], [ %309, %307 ]
  %315 = getelementptr inbounds i8, ptr %314, i64 8
  %316 = load ptr, ptr %315, align 8, !tbaa !23
  %317 = icmp eq ptr %316, null
  br i1 %317, label %342, label %318

318:                                              ; preds = %313
  %319 = getelementptr inbounds i8, ptr %316, i64 8
  %320 = load atomic i64, ptr %319 acquire, align 8
  %321 = icmp eq i64 %320, 4294967297
  %322 = trunc i64 %320 to i32
  br i1 %321, label %323, label %331

323:                                              ; preds = %318
  store i32 0, ptr %319, align 8, !tbaa !25
  %324 = getelementptr inbounds i8, ptr %316, i64 12
  store i32 0, ptr %324, align 4, !tbaa !28
  %325 = load ptr, ptr %316, align 8, !tbaa !29
  %326 = getelementptr inbounds i8, ptr %325, i64 16
  %327 = load ptr, ptr %326, align 8
  call void %327(ptr noundef nonnull align 8 dereferenceable(16) %316) #26
  %328 = load ptr, ptr %316, align 8, !tbaa !29
  %329 = getelementptr inbounds i8, ptr %328, i64 24
  %330 = load ptr, ptr %329, align 8
  call void %330(ptr noundef nonnull align 8 dereferenceable(16) %316) #26
  br label %342

331:                                              ; preds = %318
  %332 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %333 = icmp eq i8 %332, 0
  br i1 %333, label %336, label %334

334:                                              ; preds = %331
  %335 = add nsw i32 %322, -1
  store i32 %335, ptr %319, align 4, !tbaa !32
  br label %338

336:                                              ; preds = %331
  %337 = atomicrmw volatile add ptr %319, i32 -1 acq_rel, align 4
  br label %338

338:                                              ; preds = %336, %334
  %339 = phi i32 [ %322, %334 ], [ %337, %336 ]
  %340 = icmp eq i32 %339, 1
  br i1 %340, label %341, label %342, !prof !33

341:                                              ; preds = %338
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %316) #26
  br label %342

342:                                              ; preds = %341, %338, %323, %313
  %343 = getelementptr inbounds i8, ptr %314, i64 16
  %344 = icmp eq ptr %343, %311
  br i1 %344, label %345, label %313, !llvm.loop !34

345:                                              ; preds = %342
  %346 = load ptr, ptr %308, align 8, !tbaa !20
  br label %347

347:                                              ; preds = %345, %307
  %348 = phi ptr [ %346, %345 ], [ %309, %307 ]
  %349 = icmp eq ptr %348, null
  br i1 %349, label %356, label %350

350:                                              ; preds = %347
  %351 = getelementptr inbounds i8, ptr %22, i64 24
  %352 = load ptr, ptr %351, align 8, !tbaa !35
  %353 = ptrtoint ptr %352 to i64
  %354 = ptrtoint ptr %348 to i64
  %355 = sub i64 %353, %354
  call void @_ZdlPvm(ptr noundef nonnull %348, i64 noundef %355) #28
  br label %356

356:                                              ; preds = %347, %350
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %22) #26
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %21) #26
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %25) #26
  store ptr @.str, ptr %25, align 8, !tbaa !38, !alias.scope !55
  %357 = getelementptr inbounds i8, ptr %25, i64 8
  store ptr @.str.1, ptr %357, align 8, !tbaa !43, !alias.scope !55
  %358 = getelementptr inbounds i8, ptr %25, i64 16
  store i64 24, ptr %358, align 8, !tbaa !44, !alias.scope !55
  %359 = getelementptr inbounds i8, ptr %25, i64 24
  store i64 5, ptr %359, align 8, !tbaa !45, !alias.scope !55
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4)
  store ptr %8, ptr %4, align 8
  %360 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr %12, ptr %360, align 8
  %361 = getelementptr inbounds i8, ptr %4, i64 16
  store ptr %16, ptr %361, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #26, !noalias !58
  store ptr %4, ptr %3, align 8, !tbaa !61, !noalias !58
  %362 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZ4mainEUlRNS0_7handlerEE_E4callEPKvS5_, ptr %362, align 8, !tbaa !63, !noalias !58
  invoke void @_ZN4sycl3_V15queue17submit_with_eventILb0ENS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET0_RKNS0_6detail19type_erased_cgfo_tyEPS1_RKNSD_13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %24, ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef null, ptr noundef nonnull align 8 dereferenceable(32) %25)
          to label %363 unwind label %444

363:                                              ; preds = %356
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #26, !noalias !58
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4)
  %364 = getelementptr inbounds i8, ptr %24, i64 8
  %365 = load ptr, ptr %364, align 8, !tbaa !23
  %366 = icmp eq ptr %365, null
  br i1 %366, label %391, label %367

367:                                              ; preds = %363
  %368 = getelementptr inbounds i8, ptr %365, i64 8
  %369 = load atomic i64, ptr %368 acquire, align 8
  %370 = icmp eq i64 %369, 4294967297
  %371 = trunc i64 %369 to i32
  br i1 %370, label %372, label %380

372:                                              ; preds = %367
  store i32 0, ptr %368, align 8, !tbaa !25
  %373 = getelementptr inbounds i8, ptr %365, i64 12
  store i32 0, ptr %373, align 4, !tbaa !28
  %374 = load ptr, ptr %365, align 8, !tbaa !29
  %375 = getelementptr inbounds i8, ptr %374, i64 16
  %376 = load ptr, ptr %375, align 8
  call void %376(ptr noundef nonnull align 8 dereferenceable(16) %365) #26
  %377 = load ptr, ptr %365, align 8, !tbaa !29
  %378 = getelementptr inbounds i8, ptr %377, i64 24
  %379 = load ptr, ptr %378, align 8
  call void %379(ptr noundef nonnull align 8 dereferenceable(16) %365) #26
  br label %391

380:                                              ; preds = %367
  %381 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %382 = icmp eq i8 %381, 0
  br i1 %382, label %385, label %383

383:                                              ; preds = %380
  %384 = add nsw i32 %371, -1
  store i32 %384, ptr %368, align 4, !tbaa !32
  br label %387

385:                                              ; preds = %380
  %386 = atomicrmw volatile add ptr %368, i32 -1 acq_rel, align 4
  br label %387

387:                                              ; preds = %385, %383
  %388 = phi i32 [ %371, %383 ], [ %386, %385 ]
  %389 = icmp eq i32 %388, 1
  br i1 %389, label %390, label %391, !prof !33

390:                                              ; preds = %387
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %365) #26
  br label %391

391:                                              ; preds = %363, %372, %387, %390
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %25) #26
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %27) #26
  store ptr @.str, ptr %27, align 8, !tbaa !38, !alias.scope !64
  %392 = getelementptr inbounds i8, ptr %27, i64 8
  store ptr @.str.1, ptr %392, align 8, !tbaa !43, !alias.scope !64
  %393 = getelementptr inbounds i8, ptr %27, i64 16
  store i64 48, ptr %393, align 8, !tbaa !44, !alias.scope !64
  %394 = getelementptr inbounds i8, ptr %27, i64 24
  store i64 5, ptr %394, align 8, !tbaa !45, !alias.scope !64
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1)
  store ptr %16, ptr %1, align 8, !noalias !67
  %395 = getelementptr inbounds i8, ptr %1, i64 8
  store ptr %20, ptr %395, align 8, !noalias !67
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #26, !noalias !67
  store ptr %1, ptr %2, align 8, !tbaa !61, !noalias !67
  %396 = getelementptr inbounds i8, ptr %2, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZ4mainEUlRNS0_7handlerEE0_E4callEPKvS5_, ptr %396, align 8, !tbaa !63, !noalias !67
  invoke void @_ZN4sycl3_V15queue17submit_with_eventILb0ENS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET0_RKNS0_6detail19type_erased_cgfo_tyEPS1_RKNSD_13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %26, ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef null, ptr noundef nonnull align 8 dereferenceable(32) %27)
          to label %397 unwind label %446

397:                                              ; preds = %391
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #26, !noalias !67
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1)
  %398 = getelementptr inbounds i8, ptr %26, i64 8
  %399 = load ptr, ptr %398, align 8, !tbaa !23
  %400 = icmp eq ptr %399, null
  br i1 %400, label %425, label %401

401:                                              ; preds = %397
  %402 = getelementptr inbounds i8, ptr %399, i64 8
  %403 = load atomic i64, ptr %402 acquire, align 8
  %404 = icmp eq i64 %403, 4294967297
  %405 = trunc i64 %403 to i32
  br i1 %404, label %406, label %414

406:                                              ; preds = %401
  store i32 0, ptr %402, align 8, !tbaa !25
  %407 = getelementptr inbounds i8, ptr %399, i64 12
  store i32 0, ptr %407, align 4, !tbaa !28
  %408 = load ptr, ptr %399, align 8, !tbaa !29
  %409 = getelementptr inbounds i8, ptr %408, i64 16
  %410 = load ptr, ptr %409, align 8
  call void %410(ptr noundef nonnull align 8 dereferenceable(16) %399) #26
  %411 = load ptr, ptr %399, align 8, !tbaa !29
  %412 = getelementptr inbounds i8, ptr %411, i64 24
  %413 = load ptr, ptr %412, align 8
  call void %413(ptr noundef nonnull align 8 dereferenceable(16) %399) #26
  br label %425

414:                                              ; preds = %401
  %415 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %416 = icmp eq i8 %415, 0
  br i1 %416, label %419, label %417

417:                                              ; preds = %414
  %418 = add nsw i32 %405, -1
  store i32 %418, ptr %402, align 4, !tbaa !32
  br label %421

419:                                              ; preds = %414
  %420 = atomicrmw volatile add ptr %402, i32 -1 acq_rel, align 4
  br label %421

421:                                              ; preds = %419, %417
  %422 = phi i32 [ %405, %417 ], [ %420, %419 ]
  %423 = icmp eq i32 %422, 1
  br i1 %423, label %424, label %425, !prof !33

424:                                              ; preds = %421
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %399) #26
  br label %425

425:                                              ; preds = %397, %406, %421, %424
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %27) #26
  call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %20) #26
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %20) #26
  call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %16) #26
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %16) #26
  call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %12) #26
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %12) #26
  call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %8) #26
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %8) #26
  %426 = invoke noalias noundef nonnull dereferenceable(8192) ptr @_Znwm(i64 noundef 8192) #25
          to label %427 unwind label %458

427:                                              ; preds = %425
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(8192) %426, i8 0, i64 8192, i1 false), !tbaa !5
  br label %428

428:                                              ; preds = %427, %513
  %429 = phi i1 [ %515, %513 ], [ false, %427 ]
  %430 = phi i64 [ %514, %513 ], [ 0, %427 ]
  %431 = mul nuw nsw i64 %430, 192
  %432 = getelementptr inbounds i8, ptr %28, i64 %431
  %433 = shl nuw nsw i64 %430, 5
  %434 = shl nsw i64 %430, 7
  %435 = getelementptr inbounds i8, ptr %426, i64 %434
  br label %460

436:                                              ; preds = %140
  %437 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %10) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #26
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9) #26
  br label %456

438:                                              ; preds = %194
  %439 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %14) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #26
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %13) #26
  br label %454

440:                                              ; preds = %248
  %441 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %18) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #26
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %17) #26
  br label %452

442:                                              ; preds = %302
  %443 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %22) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %22) #26
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %21) #26
  br label %450

444:                                              ; preds = %356
  %445 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %25) #26
  br label %448

446:                                              ; preds = %391
  %447 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %27) #26
  br label %448

448:                                              ; preds = %446, %444
  %449 = phi { ptr, i32 } [ %447, %446 ], [ %445, %444 ]
  call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %20) #26
  br label %450

450:                                              ; preds = %448, %442
  %451 = phi { ptr, i32 } [ %449, %448 ], [ %443, %442 ]
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %20) #26
  call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %16) #26
  br label %452

452:                                              ; preds = %450, %440
  %453 = phi { ptr, i32 } [ %451, %450 ], [ %441, %440 ]
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %16) #26
  call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %12) #26
  br label %454

454:                                              ; preds = %452, %438
  %455 = phi { ptr, i32 } [ %453, %452 ], [ %439, %438 ]
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %12) #26
  call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %8) #26
  br label %456

456:                                              ; preds = %454, %436
  %457 = phi { ptr, i32 } [ %455, %454 ], [ %437, %436 ]
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %8) #26
  br label %739

458:                                              ; preds = %425
  %459 = landingpad { ptr, i32 }
          cleanup
  br label %739

460:                                              ; preds = %428, %506
  %461 = phi i64 [ 0, %428 ], [ %507, %506 ]
  %462 = getelementptr inbounds float, ptr %435, i64 %461
  %463 = load float, ptr %462, align 4, !tbaa !5
  %464 = getelementptr inbounds float, ptr %29, i64 %461
  br label %474

465:                                              ; preds = %474
  store float %503, ptr %462, align 4, !tbaa !5
  %466 = add nuw nsw i64 %461, %433
  %467 = getelementptr inbounds float, ptr %31, i64 %466
  %468 = load float, ptr %467, align 4, !tbaa !5
  %469 = getelementptr inbounds float, ptr %426, i64 %466
  %470 = load float, ptr %469, align 4, !tbaa !5
  %471 = fsub float %468, %470
  %472 = call noundef float @llvm.fabs.f32(float %471)
  %473 = fcmp ogt float %472, 0x3F50624DE0000000
  br i1 %473, label %509, label %506

474:                                              ; preds = %474, %460
  %475 = phi i64 [ 0, %460 ], [ %504, %474 ]
  %476 = phi float [ %463, %460 ], [ %503, %474 ]
  %477 = getelementptr inbounds float, ptr %432, i64 %475
  %478 = load float, ptr %477, align 4, !tbaa !5
  %479 = shl nsw i64 %475, 7
  %480 = getelementptr inbounds i8, ptr %464, i64 %479
  %481 = load float, ptr %480, align 4, !tbaa !5
  %482 = call float @llvm.fmuladd.f32(float %478, float %481, float %476)
  %483 = or disjoint i64 %475, 1
  %484 = getelementptr inbounds float, ptr %432, i64 %483
  %485 = load float, ptr %484, align 4, !tbaa !5
  %486 = shl nsw i64 %483, 7
  %487 = getelementptr inbounds i8, ptr %464, i64 %486
  %488 = load float, ptr %487, align 4, !tbaa !5
  %489 = call float @llvm.fmuladd.f32(float %485, float %488, float %482)
  %490 = or disjoint i64 %475, 2
  %491 = getelementptr inbounds float, ptr %432, i64 %490
  %492 = load float, ptr %491, align 4, !tbaa !5
  %493 = shl nsw i64 %490, 7
  %494 = getelementptr inbounds i8, ptr %464, i64 %493
  %495 = load float, ptr %494, align 4, !tbaa !5
  %496 = call float @llvm.fmuladd.f32(float %492, float %495, float %489)
  %497 = or disjoint i64 %475, 3
  %498 = getelementptr inbounds float, ptr %432, i64 %497
  %499 = load float, ptr %498, align 4, !tbaa !5
  %500 = shl nsw i64 %497, 7
  %501 = getelementptr inbounds i8, ptr %464, i64 %500
  %502 = load float, ptr %501, align 4, !tbaa !5
  %503 = call float @llvm.fmuladd.f32(float %499, float %502, float %496)
  %504 = add nuw nsw i64 %475, 4
  %505 = icmp eq i64 %504, 48
  br i1 %505, label %465, label %474, !llvm.loop !70

506:                                              ; preds = %465
  %507 = add nuw nsw i64 %461, 1
  %508 = icmp eq i64 %507, 32
  br i1 %508, label %513, label %460, !llvm.loop !71

509:                                              ; preds = %465
  %510 = fpext float %468 to double
  %511 = fpext float %470 to double
  %512 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %430, i64 noundef %461, double noundef %510, double noundef %511)
  br i1 %429, label %518, label %709

513:                                              ; preds = %506
  %514 = add nuw nsw i64 %430, 1
  %515 = icmp ugt i64 %430, 62
  %516 = icmp eq i64 %514, 64
  br i1 %516, label %517, label %428, !llvm.loop !72

517:                                              ; preds = %513
  br i1 %515, label %518, label %709

518:                                              ; preds = %509, %517
  %519 = getelementptr inbounds i8, ptr %426, i64 4
  %520 = getelementptr inbounds i8, ptr %426, i64 8
  %521 = getelementptr inbounds i8, ptr %426, i64 12
  %522 = getelementptr inbounds i8, ptr %426, i64 16
  %523 = getelementptr inbounds i8, ptr %426, i64 20
  %524 = getelementptr inbounds i8, ptr %426, i64 24
  %525 = getelementptr inbounds i8, ptr %426, i64 28
  %526 = getelementptr inbounds i8, ptr %426, i64 32
  %527 = getelementptr inbounds i8, ptr %426, i64 36
  %528 = getelementptr inbounds i8, ptr %426, i64 40
  %529 = getelementptr inbounds i8, ptr %426, i64 44
  %530 = getelementptr inbounds i8, ptr %426, i64 48
  %531 = getelementptr inbounds i8, ptr %426, i64 52
  %532 = getelementptr inbounds i8, ptr %426, i64 56
  %533 = getelementptr inbounds i8, ptr %426, i64 60
  br label %534

534:                                              ; preds = %518, %697
  %535 = phi i64 [ %698, %697 ], [ 0, %518 ]
  %536 = shl nsw i64 %535, 11
  %537 = getelementptr inbounds i8, ptr %426, i64 %536
  %538 = getelementptr inbounds i8, ptr %519, i64 %536
  %539 = getelementptr inbounds i8, ptr %520, i64 %536
  %540 = getelementptr inbounds i8, ptr %521, i64 %536
  %541 = getelementptr inbounds i8, ptr %522, i64 %536
  %542 = getelementptr inbounds i8, ptr %523, i64 %536
  %543 = getelementptr inbounds i8, ptr %524, i64 %536
  %544 = getelementptr inbounds i8, ptr %525, i64 %536
  %545 = getelementptr inbounds i8, ptr %526, i64 %536
  %546 = getelementptr inbounds i8, ptr %527, i64 %536
  %547 = getelementptr inbounds i8, ptr %528, i64 %536
  %548 = getelementptr inbounds i8, ptr %529, i64 %536
  %549 = getelementptr inbounds i8, ptr %530, i64 %536
  %550 = getelementptr inbounds i8, ptr %531, i64 %536
  %551 = getelementptr inbounds i8, ptr %532, i64 %536
  %552 = getelementptr inbounds i8, ptr %533, i64 %536
  %553 = shl nsw i64 %535, 3
  %554 = getelementptr inbounds i8, ptr %33, i64 %553
  br label %555

555:                                              ; preds = %534, %555
  %556 = phi i64 [ 0, %534 ], [ %607, %555 ]
  %557 = phi float [ 0.000000e+00, %534 ], [ %606, %555 ]
  %558 = shl nsw i64 %556, 7
  %559 = getelementptr inbounds i8, ptr %537, i64 %558
  %560 = load float, ptr %559, align 4, !tbaa !5
  %561 = fadd float %557, %560
  %562 = getelementptr inbounds i8, ptr %538, i64 %558
  %563 = load float, ptr %562, align 4, !tbaa !5
  %564 = fadd float %561, %563
  %565 = getelementptr inbounds i8, ptr %539, i64 %558
  %566 = load float, ptr %565, align 4, !tbaa !5
  %567 = fadd float %564, %566
  %568 = getelementptr inbounds i8, ptr %540, i64 %558
  %569 = load float, ptr %568, align 4, !tbaa !5
  %570 = fadd float %567, %569
  %571 = getelementptr inbounds i8, ptr %541, i64 %558
  %572 = load float, ptr %571, align 4, !tbaa !5
  %573 = fadd float %570, %572
  %574 = getelementptr inbounds i8, ptr %542, i64 %558
  %575 = load float, ptr %574, align 4, !tbaa !5
  %576 = fadd float %573, %575
  %577 = getelementptr inbounds i8, ptr %543, i64 %558
  %578 = load float, ptr %577, align 4, !tbaa !5
  %579 = fadd float %576, %578
  %580 = getelementptr inbounds i8, ptr %544, i64 %558
  %581 = load float, ptr %580, align 4, !tbaa !5
  %582 = fadd float %579, %581
  %583 = getelementptr inbounds i8, ptr %545, i64 %558
  %584 = load float, ptr %583, align 4, !tbaa !5
  %585 = fadd float %582, %584
  %586 = getelementptr inbounds i8, ptr %546, i64 %558
  %587 = load float, ptr %586, align 4, !tbaa !5
  %588 = fadd float %585, %587
  %589 = getelementptr inbounds i8, ptr %547, i64 %558
  %590 = load float, ptr %589, align 4, !tbaa !5
  %591 = fadd float %588, %590
  %592 = getelementptr inbounds i8, ptr %548, i64 %558
  %593 = load float, ptr %592, align 4, !tbaa !5
  %594 = fadd float %591, %593
  %595 = getelementptr inbounds i8, ptr %549, i64 %558
  %596 = load float, ptr %595, align 4, !tbaa !5
  %597 = fadd float %594, %596
  %598 = getelementptr inbounds i8, ptr %550, i64 %558
  %599 = load float, ptr %598, align 4, !tbaa !5
  %600 = fadd float %597, %599
  %601 = getelementptr inbounds i8, ptr %551, i64 %558
  %602 = load float, ptr %601, align 4, !tbaa !5
  %603 = fadd float %600, %602
  %604 = getelementptr inbounds i8, ptr %552, i64 %558
  %605 = load float, ptr %604, align 4, !tbaa !5
  %606 = fadd float %603, %605
  %607 = add nuw nsw i64 %556, 1
  %608 = icmp eq i64 %607, 16
  br i1 %608, label %609, label %555, !llvm.loop !73

609:                                              ; preds = %555
  %610 = load float, ptr %554, align 4, !tbaa !5
  %611 = fsub float %610, %606
  %612 = call noundef float @llvm.fabs.f32(float %611)
  %613 = call noundef float @llvm.fabs.f32(float %606)
  %614 = fadd float %613, 1.000000e+00
  %615 = fmul float %614, 0x3F847AE140000000
  %616 = fcmp ule float %612, %615
  br i1 %616, label %617, label %700

617:                                              ; preds = %609
  %618 = getelementptr inbounds i8, ptr %537, i64 64
  %619 = getelementptr inbounds i8, ptr %538, i64 64
  %620 = getelementptr inbounds i8, ptr %539, i64 64
  %621 = getelementptr inbounds i8, ptr %540, i64 64
  %622 = getelementptr inbounds i8, ptr %541, i64 64
  %623 = getelementptr inbounds i8, ptr %542, i64 64
  %624 = getelementptr inbounds i8, ptr %543, i64 64
  %625 = getelementptr inbounds i8, ptr %544, i64 64
  %626 = getelementptr inbounds i8, ptr %545, i64 64
  %627 = getelementptr inbounds i8, ptr %546, i64 64
  %628 = getelementptr inbounds i8, ptr %547, i64 64
  %629 = getelementptr inbounds i8, ptr %548, i64 64
  %630 = getelementptr inbounds i8, ptr %549, i64 64
  %631 = getelementptr inbounds i8, ptr %550, i64 64
  %632 = getelementptr inbounds i8, ptr %551, i64 64
  %633 = getelementptr inbounds i8, ptr %552, i64 64
  br label %634

634:                                              ; preds = %634, %617
  %635 = phi i64 [ 0, %617 ], [ %686, %634 ]
  %636 = phi float [ 0.000000e+00, %617 ], [ %685, %634 ]
  %637 = shl nsw i64 %635, 7
  %638 = getelementptr inbounds i8, ptr %618, i64 %637
  %639 = load float, ptr %638, align 4, !tbaa !5
  %640 = fadd float %636, %639
  %641 = getelementptr inbounds i8, ptr %619, i64 %637
  %642 = load float, ptr %641, align 4, !tbaa !5
  %643 = fadd float %640, %642
  %644 = getelementptr inbounds i8, ptr %620, i64 %637
  %645 = load float, ptr %644, align 4, !tbaa !5
  %646 = fadd float %643, %645
  %647 = getelementptr inbounds i8, ptr %621, i64 %637
  %648 = load float, ptr %647, align 4, !tbaa !5
  %649 = fadd float %646, %648
  %650 = getelementptr inbounds i8, ptr %622, i64 %637
  %651 = load float, ptr %650, align 4, !tbaa !5
  %652 = fadd float %649, %651
  %653 = getelementptr inbounds i8, ptr %623, i64 %637
  %654 = load float, ptr %653, align 4, !tbaa !5
  %655 = fadd float %652, %654
  %656 = getelementptr inbounds i8, ptr %624, i64 %637
  %657 = load float, ptr %656, align 4, !tbaa !5
  %658 = fadd float %655, %657
  %659 = getelementptr inbounds i8, ptr %625, i64 %637
  %660 = load float, ptr %659, align 4, !tbaa !5
  %661 = fadd float %658, %660
  %662 = getelementptr inbounds i8, ptr %626, i64 %637
  %663 = load float, ptr %662, align 4, !tbaa !5
  %664 = fadd float %661, %663
  %665 = getelementptr inbounds i8, ptr %627, i64 %637
  %666 = load float, ptr %665, align 4, !tbaa !5
  %667 = fadd float %664, %666
  %668 = getelementptr inbounds i8, ptr %628, i64 %637
  %669 = load float, ptr %668, align 4, !tbaa !5
  %670 = fadd float %667, %669
  %671 = getelementptr inbounds i8, ptr %629, i64 %637
  %672 = load float, ptr %671, align 4, !tbaa !5
  %673 = fadd float %670, %672
  %674 = getelementptr inbounds i8, ptr %630, i64 %637
  %675 = load float, ptr %674, align 4, !tbaa !5
  %676 = fadd float %673, %675
  %677 = getelementptr inbounds i8, ptr %631, i64 %637
  %678 = load float, ptr %677, align 4, !tbaa !5
  %679 = fadd float %676, %678
  %680 = getelementptr inbounds i8, ptr %632, i64 %637
  %681 = load float, ptr %680, align 4, !tbaa !5
  %682 = fadd float %679, %681
  %683 = getelementptr inbounds i8, ptr %633, i64 %637
  %684 = load float, ptr %683, align 4, !tbaa !5
  %685 = fadd float %682, %684
  %686 = add nuw nsw i64 %635, 1
  %687 = icmp eq i64 %686, 16
  br i1 %687, label %688, label %634, !llvm.loop !73

688:                                              ; preds = %634
  %689 = getelementptr inbounds i8, ptr %554, i64 4
  %690 = load float, ptr %689, align 4, !tbaa !5
  %691 = fsub float %690, %685
  %692 = call noundef float @llvm.fabs.f32(float %691)
  %693 = call noundef float @llvm.fabs.f32(float %685)
  %694 = fadd float %693, 1.000000e+00
  %695 = fmul float %694, 0x3F847AE140000000
  %696 = fcmp ule float %692, %695
  br i1 %696, label %697, label %700

697:                                              ; preds = %688
  %698 = add nuw nsw i64 %535, 1
  %699 = icmp eq i64 %698, 4
  br i1 %699, label %707, label %534, !llvm.loop !74

700:                                              ; preds = %688, %609
  %701 = phi float [ %610, %609 ], [ %690, %688 ]
  %702 = phi i64 [ 0, %609 ], [ 1, %688 ]
  %703 = phi float [ %606, %609 ], [ %685, %688 ]
  %704 = fpext float %701 to double
  %705 = fpext float %703 to double
  %706 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %535, i64 noundef %702, double noundef %704, double noundef %705)
  br label %709

707:                                              ; preds = %697
  %708 = call i32 @puts(ptr nonnull dereferenceable(1) @str)
  br label %709

709:                                              ; preds = %509, %700, %517, %707
  %710 = phi i32 [ 0, %707 ], [ 1, %700 ], [ 0, %517 ], [ 1, %509 ]
  call void @_ZdlPvm(ptr noundef nonnull %426, i64 noundef 8192) #28
  %711 = getelementptr inbounds i8, ptr %6, i64 8
  %712 = load ptr, ptr %711, align 8, !tbaa !23
  %713 = icmp eq ptr %712, null
  br i1 %713, label %738, label %714

714:                                              ; preds = %709
  %715 = getelementptr inbounds i8, ptr %712, i64 8
  %716 = load atomic i64, ptr %715 acquire, align 8
  %717 = icmp eq i64 %716, 4294967297
  %718 = trunc i64 %716 to i32
  br i1 %717, label %719, label %727

719:                                              ; preds = %714
  store i32 0, ptr %715, align 8, !tbaa !25
  %720 = getelementptr inbounds i8, ptr %712, i64 12
  store i32 0, ptr %720, align 4, !tbaa !28
  %721 = load ptr, ptr %712, align 8, !tbaa !29
  %722 = getelementptr inbounds i8, ptr %721, i64 16
  %723 = load ptr, ptr %722, align 8
  call void %723(ptr noundef nonnull align 8 dereferenceable(16) %712) #26
  %724 = load ptr, ptr %712, align 8, !tbaa !29
  %725 = getelementptr inbounds i8, ptr %724, i64 24
  %726 = load ptr, ptr %725, align 8
  call void %726(ptr noundef nonnull align 8 dereferenceable(16) %712) #26
  br label %738

727:                                              ; preds = %714
  %728 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %729 = icmp eq i8 %728, 0
  br i1 %729, label %732, label %730

730:                                              ; preds = %727
  %731 = add nsw i32 %718, -1
  store i32 %731, ptr %715, align 4, !tbaa !32
  br label %734

732:                                              ; preds = %727
  %733 = atomicrmw volatile add ptr %715, i32 -1 acq_rel, align 4
  br label %734

734:                                              ; preds = %732, %730
  %735 = phi i32 [ %718, %730 ], [ %733, %732 ]
  %736 = icmp eq i32 %735, 1
  br i1 %736, label %737, label %738, !prof !33

737:                                              ; preds = %734
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %712) #26
  br label %738

738:                                              ; preds = %709, %719, %734, %737
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #26
  call void @_ZdlPvm(ptr noundef nonnull %33, i64 noundef 32) #28
  call void @_ZdlPvm(ptr noundef nonnull %31, i64 noundef 8192) #28
  call void @_ZdlPvm(ptr noundef nonnull %29, i64 noundef 6144) #28
  call void @_ZdlPvm(ptr noundef nonnull %28, i64 noundef 12288) #28
  ret i32 %710

739:                                              ; preds = %458, %456
  %740 = phi { ptr, i32 } [ %459, %458 ], [ %457, %456 ]
  call void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %6) #26
  br label %741

741:                                              ; preds = %739, %90
  %742 = phi { ptr, i32 } [ %740, %739 ], [ %82, %90 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #26
  call void @_ZdlPvm(ptr noundef nonnull %33, i64 noundef 32) #28
  br label %743

743:                                              ; preds = %741, %56
  %744 = phi { ptr, i32 } [ %742, %741 ], [ %57, %56 ]
  call void @_ZdlPvm(ptr noundef nonnull %31, i64 noundef 8192) #28
  br label %745

745:                                              ; preds = %743, %54
  %746 = phi { ptr, i32 } [ %744, %743 ], [ %55, %54 ]
  call void @_ZdlPvm(ptr noundef nonnull %29, i64 noundef 6144) #28
  br label %747

747:                                              ; preds = %745, %52
  %748 = phi { ptr, i32 } [ %746, %745 ], [ %53, %52 ]
  call void @_ZdlPvm(ptr noundef nonnull %28, i64 noundef 12288) #28
  resume { ptr, i32 } %748
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
  %13 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #25, !noalias !75
  store ptr getelementptr inbounds inrange(-16, 56) (i8, ptr @_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE, i64 16), ptr %13, align 8, !tbaa !29, !noalias !75
  %14 = getelementptr inbounds i8, ptr %13, i64 8
  store i64 128, ptr %14, align 8, !tbaa !78, !noalias !75
  %15 = getelementptr inbounds i8, ptr %13, i64 16
  store i64 4, ptr %15, align 8, !tbaa !80, !noalias !75
  store ptr %13, ptr %6, align 8, !tbaa !83
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
  store i64 0, ptr %25, align 8, !tbaa !85
  %26 = getelementptr inbounds i8, ptr %0, i64 40
  store i8 0, ptr %26, align 8, !tbaa !93
  %27 = load ptr, ptr %0, align 8, !tbaa !94
  %28 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTIf, i64 8), align 8, !tbaa !95
  %29 = load i8, ptr %28, align 1, !tbaa !31
  %30 = icmp eq i8 %29, 42
  %31 = zext i1 %30 to i64
  %32 = getelementptr inbounds i8, ptr %28, i64 %31
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #26
  call void @llvm.experimental.noalias.scope.decl(metadata !97)
  %33 = load <2 x i64>, ptr %24, align 8, !tbaa !36, !noalias !97
  store <2 x i64> %33, ptr %7, align 16, !tbaa !36, !alias.scope !97
  %34 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 0, ptr %34, align 16, !tbaa !36, !alias.scope !97
  invoke void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef %27, ptr noundef %1, ptr noundef nonnull %32, i32 noundef 2, i32 noundef 4, ptr noundef nonnull %7)
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
  tail call void @__assert_fail(ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.12, i32 noundef 483, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev) #27
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

declare noundef i32 @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE(ptr noundef nonnull align 8 dereferenceable(16)) #7

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
  %11 = load ptr, ptr %10, align 8, !tbaa !100
  %12 = icmp eq ptr %11, null
  br i1 %12, label %46, label %13

13:                                               ; preds = %9
  store ptr %11, ptr %2, align 8, !tbaa !100
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
  %18 = load ptr, ptr %2, align 8, !tbaa !100
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
  %40 = load i32, ptr %39, align 8, !tbaa !102
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
  %6 = alloca %"class.std::function.23", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #26
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #26
  %7 = getelementptr inbounds i8, ptr %6, i64 16
  %8 = getelementptr inbounds i8, ptr %6, i64 24
  %9 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 0, ptr %9, align 8
  store ptr %1, ptr %6, align 8, !tbaa !14
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_, ptr %8, align 8, !tbaa !108
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E10_M_managerERSt9_Any_dataRKS8_St18_Manager_operation, ptr %7, align 8, !tbaa !19
  invoke void @_ZN4sycl3_V16detail13select_deviceERKSt8functionIFiRKNS0_6deviceEEE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::device") align 8 %5, ptr noundef nonnull align 8 dereferenceable(32) %6)
          to label %10 unwind label %48

10:                                               ; preds = %4
  invoke void @_ZN4sycl3_V15queueC2ERKNS0_6deviceERKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %11 unwind label %50

11:                                               ; preds = %10
  %12 = getelementptr inbounds i8, ptr %5, i64 8
  %13 = load ptr, ptr %12, align 8, !tbaa !23
  %14 = icmp eq ptr %13, null
  br i1 %14, label %39, label %15

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %13, i64 8
  %17 = load atomic i64, ptr %16 acquire, align 8
  %18 = icmp eq i64 %17, 4294967297
  %19 = trunc i64 %17 to i32
  br i1 %18, label %20, label %28

20:                                               ; preds = %15
  store i32 0, ptr %16, align 8, !tbaa !25
  %21 = getelementptr inbounds i8, ptr %13, i64 12
  store i32 0, ptr %21, align 4, !tbaa !28
  %22 = load ptr, ptr %13, align 8, !tbaa !29
  %23 = getelementptr inbounds i8, ptr %22, i64 16
  %24 = load ptr, ptr %23, align 8
  call void %24(ptr noundef nonnull align 8 dereferenceable(16) %13) #26
  %25 = load ptr, ptr %13, align 8, !tbaa !29
  %26 = getelementptr inbounds i8, ptr %25, i64 24
  %27 = load ptr, ptr %26, align 8
  call void %27(ptr noundef nonnull align 8 dereferenceable(16) %13) #26
  br label %39

28:                                               ; preds = %15
  %29 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %30 = icmp eq i8 %29, 0
  br i1 %30, label %33, label %31

31:                                               ; preds = %28
  %32 = add nsw i32 %19, -1
  store i32 %32, ptr %16, align 4, !tbaa !32
  br label %35

33:                                               ; preds = %28
  %34 = atomicrmw volatile add ptr %16, i32 -1 acq_rel, align 4
  br label %35

35:                                               ; preds = %33, %31
  %36 = phi i32 [ %19, %31 ], [ %34, %33 ]
  %37 = icmp eq i32 %36, 1
  br i1 %37, label %38, label %39, !prof !33

38:                                               ; preds = %35
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %13) #26
  br label %39

39:                                               ; preds = %11, %20, %35, %38
  %40 = load ptr, ptr %7, align 8, !tbaa !19
  %41 = icmp eq ptr %40, null
  br i1 %41, label %47, label %42

42:                                               ; preds = %39
  %43 = invoke noundef zeroext i1 %40(ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(16) %6, i32 noundef 3)
          to label %47 unwind label %44

44:                                               ; preds = %42
  %45 = landingpad { ptr, i32 }
          catch ptr null
  %46 = extractvalue { ptr, i32 } %45, 0
  call void @__clang_call_terminate(ptr %46) #27
  unreachable

47:                                               ; preds = %39, %42
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #26
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #26
  ret void

48:                                               ; preds = %4
  %49 = landingpad { ptr, i32 }
          cleanup
  br label %52

50:                                               ; preds = %10
  %51 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16deviceD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %5) #26
  br label %52

52:                                               ; preds = %50, %48
  %53 = phi { ptr, i32 } [ %51, %50 ], [ %49, %48 ]
  %54 = load ptr, ptr %7, align 8, !tbaa !19
  %55 = icmp eq ptr %54, null
  br i1 %55, label %61, label %56

56:                                               ; preds = %52
  %57 = invoke noundef zeroext i1 %54(ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(16) %6, i32 noundef 3)
          to label %61 unwind label %58

58:                                               ; preds = %56
  %59 = landingpad { ptr, i32 }
          catch ptr null
  %60 = extractvalue { ptr, i32 } %59, 0
  call void @__clang_call_terminate(ptr %60) #27
  unreachable

61:                                               ; preds = %52, %56
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #26
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #26
  resume { ptr, i32 } %53
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
  %8 = load ptr, ptr %7, align 8, !tbaa !110
  store ptr %8, ptr %6, align 16, !tbaa !110
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, i8 0, i64 24, i1 false)
  invoke void %4(ptr noundef nonnull %3)
          to label %9 unwind label %32

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %3, i64 8
  %11 = load ptr, ptr %3, align 16, !tbaa !112
  %12 = load ptr, ptr %10, align 8, !tbaa !113
  %13 = icmp eq ptr %11, %12
  br i1 %13, label %24, label %14

14:                                               ; preds = %9, %19
  %15 = phi ptr [ %20, %19 ], [ %11, %9 ]
  %16 = load ptr, ptr %15, align 8, !tbaa !100
  %17 = icmp eq ptr %16, null
  br i1 %17, label %19, label %18

18:                                               ; preds = %14
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %15) #26
  br label %19

19:                                               ; preds = %18, %14
  %20 = getelementptr inbounds i8, ptr %15, i64 8
  %21 = icmp eq ptr %20, %12
  br i1 %21, label %22, label %14, !llvm.loop !114

22:                                               ; preds = %19
  %23 = load ptr, ptr %3, align 16, !tbaa !112
  br label %24

24:                                               ; preds = %22, %9
  %25 = phi ptr [ %23, %22 ], [ %11, %9 ]
  %26 = icmp eq ptr %25, null
  br i1 %26, label %34, label %27

27:                                               ; preds = %24
  %28 = load ptr, ptr %6, align 16, !tbaa !110
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
  %2 = load ptr, ptr %0, align 8, !tbaa !112
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !113
  %5 = icmp eq ptr %2, %4
  br i1 %5, label %16, label %6

6:                                                ; preds = %1, %11
  %7 = phi ptr [ %12, %11 ], [ %2, %1 ]
  %8 = load ptr, ptr %7, align 8, !tbaa !100
  %9 = icmp eq ptr %8, null
  br i1 %9, label %11, label %10

10:                                               ; preds = %6
  tail call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %7) #26
  br label %11

11:                                               ; preds = %10, %6
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  %13 = icmp eq ptr %12, %4
  br i1 %13, label %14, label %6, !llvm.loop !114

14:                                               ; preds = %11
  %15 = load ptr, ptr %0, align 8, !tbaa !112
  br label %16

16:                                               ; preds = %14, %1
  %17 = phi ptr [ %15, %14 ], [ %2, %1 ]
  %18 = icmp eq ptr %17, null
  br i1 %18, label %25, label %19

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !110
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

declare void @_ZN4sycl3_V15queueC2ERKNS0_6deviceERKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #7

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16deviceD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
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
define linkonce_odr dso_local noundef i32 @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) #2 comdat align 2 {
  %3 = load ptr, ptr %0, align 8, !tbaa !14
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
declare void @_ZSt20__throw_length_errorPKc(ptr noundef) local_unnamed_addr #9

; Function Attrs: noreturn
declare void @_ZSt28__throw_bad_array_new_lengthv() local_unnamed_addr #9

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #17

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #18

declare void @_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS8_EE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef, i64 noundef, i64 noundef, ptr noundef nonnull align 8 dereferenceable(32), ptr noundef) unnamed_addr #7

declare void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef, ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #7

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
  %6 = load i64, ptr %3, align 8, !tbaa !78
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
  %3 = load i64, ptr %2, align 8, !tbaa !80
  ret i64 %3
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12setAlignmentEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = tail call i64 @llvm.umax.i64(i64 %1, i64 64)
  store i64 %4, ptr %3, align 8, !tbaa !78
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

declare void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64), i32, ptr, ptr noundef) unnamed_addr #7

declare void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZN4sycl3_V19exceptionD1Ev(ptr noundef nonnull align 8 dereferenceable(64)) unnamed_addr #13

declare void @_ZNK4sycl3_V16detail12buffer_plain13handleReleaseEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #7

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #19

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queue17submit_with_eventILb0ENS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET0_RKNS0_6detail19type_erased_cgfo_tyEPS1_RKNSD_13code_locationE(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::event") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef %3, ptr noundef nonnull align 8 dereferenceable(32) %4) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 1
  %7 = alloca %"class.sycl::_V1::detail::SubmissionInfo", align 8
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %6) #26
  call void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1) %6, ptr noundef nonnull align 8 dereferenceable(32) %4)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #26
  invoke void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16) %7)
          to label %8 unwind label %63

8:                                                ; preds = %5
  %9 = icmp eq ptr %3, null
  br i1 %9, label %67, label %10

10:                                               ; preds = %8
  %11 = load ptr, ptr %3, align 8, !tbaa !115
  %12 = icmp eq ptr %11, null
  br i1 %12, label %13, label %14

13:                                               ; preds = %10
  call void @__assert_fail(ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.15, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_5queueEEERKDtsrT_4implERKS4_) #27
  unreachable

14:                                               ; preds = %10
  %15 = invoke noundef nonnull align 8 dereferenceable(16) ptr @_ZN4sycl3_V16detail14SubmissionInfo14SecondaryQueueEv(ptr noundef nonnull align 8 dereferenceable(16) %7)
          to label %16 unwind label %65

16:                                               ; preds = %14
  %17 = load ptr, ptr %3, align 8, !tbaa !115
  store ptr %17, ptr %15, align 8, !tbaa !115
  %18 = getelementptr inbounds i8, ptr %15, i64 8
  %19 = getelementptr inbounds i8, ptr %3, i64 8
  %20 = load ptr, ptr %19, align 8, !tbaa !23
  %21 = load ptr, ptr %18, align 8, !tbaa !23
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
  %30 = load i32, ptr %26, align 4, !tbaa !32
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %26, align 4, !tbaa !32
  br label %35

32:                                               ; preds = %25
  %33 = atomicrmw volatile add ptr %26, i32 1 acq_rel, align 4
  %34 = load ptr, ptr %18, align 8, !tbaa !23
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
  store i32 0, ptr %39, align 8, !tbaa !25
  %44 = getelementptr inbounds i8, ptr %36, i64 12
  store i32 0, ptr %44, align 4, !tbaa !28
  %45 = load ptr, ptr %36, align 8, !tbaa !29
  %46 = getelementptr inbounds i8, ptr %45, i64 16
  %47 = load ptr, ptr %46, align 8
  call void %47(ptr noundef nonnull align 8 dereferenceable(16) %36) #26
  %48 = load ptr, ptr %36, align 8, !tbaa !29
  %49 = getelementptr inbounds i8, ptr %48, i64 24
  %50 = load ptr, ptr %49, align 8
  call void %50(ptr noundef nonnull align 8 dereferenceable(16) %36) #26
  br label %62

51:                                               ; preds = %38
  %52 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %53 = icmp eq i8 %52, 0
  br i1 %53, label %56, label %54

54:                                               ; preds = %51
  %55 = add nsw i32 %42, -1
  store i32 %55, ptr %39, align 4, !tbaa !32
  br label %58

56:                                               ; preds = %51
  %57 = atomicrmw volatile add ptr %39, i32 -1 acq_rel, align 4
  br label %58

58:                                               ; preds = %56, %54
  %59 = phi i32 [ %42, %54 ], [ %57, %56 ]
  %60 = icmp eq i32 %59, 1
  br i1 %60, label %61, label %62, !prof !33

61:                                               ; preds = %58
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %36) #26
  br label %62

62:                                               ; preds = %61, %58, %43, %35
  store ptr %20, ptr %18, align 8, !tbaa !23
  br label %67

63:                                               ; preds = %5
  %64 = landingpad { ptr, i32 }
          cleanup
  br label %102

65:                                               ; preds = %69, %67, %14
  %66 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail14SubmissionInfoD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %7) #26
  br label %102

67:                                               ; preds = %62, %16, %8
  %68 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1) %6)
          to label %69 unwind label %65

69:                                               ; preds = %67
  %70 = load i8, ptr %6, align 1, !tbaa !117, !range !119, !noundef !120
  %71 = trunc nuw i8 %70 to i1
  %72 = xor i1 %71, true
  invoke void @_ZN4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_14SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef nonnull align 8 dereferenceable(32) %68, i1 noundef zeroext %72)
          to label %73 unwind label %65

73:                                               ; preds = %69
  %74 = getelementptr inbounds i8, ptr %7, i64 8
  %75 = load ptr, ptr %74, align 8, !tbaa !23
  %76 = icmp eq ptr %75, null
  br i1 %76, label %101, label %77

77:                                               ; preds = %73
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
  call void %86(ptr noundef nonnull align 8 dereferenceable(16) %75) #26
  %87 = load ptr, ptr %75, align 8, !tbaa !29
  %88 = getelementptr inbounds i8, ptr %87, i64 24
  %89 = load ptr, ptr %88, align 8
  call void %89(ptr noundef nonnull align 8 dereferenceable(16) %75) #26
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
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %75) #26
  br label %101

101:                                              ; preds = %73, %82, %97, %100
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #26
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %6) #26
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %6) #26
  ret void

102:                                              ; preds = %65, %63
  %103 = phi { ptr, i32 } [ %66, %65 ], [ %64, %63 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #26
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %6) #26
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %6) #26
  resume { ptr, i32 } %103
}

declare void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #7

declare void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #7

declare noundef nonnull align 8 dereferenceable(16) ptr @_ZN4sycl3_V16detail14SubmissionInfo14SecondaryQueueEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #7

declare void @_ZN4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_14SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), i1 noundef zeroext) local_unnamed_addr #7

declare noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #7

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail14SubmissionInfoD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
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

; Function Attrs: nounwind
declare void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1)) unnamed_addr #13

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZ4mainEUlRNS0_7handlerEE_E4callEPKvS5_(ptr nocapture noundef readonly %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #2 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %class.anon.92, align 8
  %4 = alloca %"class.std::vector.106", align 8
  %5 = alloca %"class.sycl::_V1::range.95", align 8
  %6 = alloca %"class.sycl::_V1::range.95", align 8
  %7 = alloca %"class.sycl::_V1::id.93", align 8
  %8 = alloca %class.anon.92, align 8
  %9 = alloca %class.anon.92, align 8
  %10 = alloca %class.anon.92, align 8
  %11 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %12 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %13 = alloca i32, align 4
  %14 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %15 = alloca i32, align 4
  %16 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %17 = alloca i32, align 4
  %18 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %19 = alloca %"class.sycl::_V1::accessor", align 8
  %20 = alloca %"class.sycl::_V1::property_list", align 8
  %21 = alloca %"class.sycl::_V1::accessor", align 8
  %22 = alloca %"class.sycl::_V1::property_list", align 8
  %23 = alloca %"class.sycl::_V1::accessor.83", align 8
  %24 = alloca %"class.sycl::_V1::property_list", align 8
  %25 = alloca %"class.sycl::_V1::local_accessor", align 8
  %26 = alloca %"class.sycl::_V1::local_accessor", align 8
  %27 = alloca %class.anon.92, align 8
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %19) #26
  %28 = load ptr, ptr %0, align 8, !tbaa !121
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %20) #26
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %20, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %18)
  store ptr @.str, ptr %18, align 8
  %29 = getelementptr inbounds i8, ptr %18, i64 8
  store ptr @.str.16, ptr %29, align 8
  %30 = getelementptr inbounds i8, ptr %18, i64 16
  store i64 25, ptr %30, align 8
  %31 = getelementptr inbounds i8, ptr %18, i64 24
  store i64 22, ptr %31, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %19, ptr noundef nonnull align 8 dereferenceable(41) %28, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %20, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %18)
          to label %32 unwind label %898

32:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %17) #26
  store i32 5, ptr %17, align 4, !tbaa !123
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %28, ptr noundef nonnull align 4 dereferenceable(4) %17)
          to label %35 unwind label %33

33:                                               ; preds = %32
  %34 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %19) #26
  br label %900

35:                                               ; preds = %32
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %17) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18)
  %36 = getelementptr inbounds i8, ptr %20, i64 8
  %37 = load ptr, ptr %36, align 8, !tbaa !20
  %38 = getelementptr inbounds i8, ptr %20, i64 16
  %39 = load ptr, ptr %38, align 8, !tbaa !22
  %40 = icmp eq ptr %37, %39
  br i1 %40, label %75, label %41

41:                                               ; preds = %35, %70
  %42 = phi ptr [ %71, %70 ], [ %37, %35 ]
  %43 = getelementptr inbounds i8, ptr %42, i64 8
  %44 = load ptr, ptr %43, align 8, !tbaa !23
  %45 = icmp eq ptr %44, null
  br i1 %45, label %70, label %46

46:                                               ; preds = %41
  %47 = getelementptr inbounds i8, ptr %44, i64 8
  %48 = load atomic i64, ptr %47 acquire, align 8
  %49 = icmp eq i64 %48, 4294967297
  %50 = trunc i64 %48 to i32
  br i1 %49, label %51, label %59

51:                                               ; preds = %46
  store i32 0, ptr %47, align 8, !tbaa !25
  %52 = getelementptr inbounds i8, ptr %44, i64 12
  store i32 0, ptr %52, align 4, !tbaa !28
  %53 = load ptr, ptr %44, align 8, !tbaa !29
  %54 = getelementptr inbounds i8, ptr %53, i64 16
  %55 = load ptr, ptr %54, align 8
  call void %55(ptr noundef nonnull align 8 dereferenceable(16) %44) #26
  %56 = load ptr, ptr %44, align 8, !tbaa !29
  %57 = getelementptr inbounds i8, ptr %56, i64 24
  %58 = load ptr, ptr %57, align 8
  call void %58(ptr noundef nonnull align 8 dereferenceable(16) %44) #26
  br label %70

59:                                               ; preds = %46
  %60 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %61 = icmp eq i8 %60, 0
  br i1 %61, label %64, label %62

62:                                               ; preds = %59
  %63 = add nsw i32 %50, -1
  store i32 %63, ptr %47, align 4, !tbaa !32
  br label %66

64:                                               ; preds = %59
  %65 = atomicrmw volatile add ptr %47, i32 -1 acq_rel, align 4
  br label %66

66:                                               ; preds = %64, %62
  %67 = phi i32 [ %50, %62 ], [ %65, %64 ]
  %68 = icmp eq i32 %67, 1
  br i1 %68, label %69, label %70, !prof !33

69:                                               ; preds = %66
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %44) #26
  br label %70

70:                                               ; preds = %69, %66, %51, %41
  %71 = getelementptr inbounds i8, ptr %42, i64 16
  %72 = icmp eq ptr %71, %39
  br i1 %72, label %73, label %41, !llvm.loop !34

73:                                               ; preds = %70
  %74 = load ptr, ptr %36, align 8, !tbaa !20
  br label %75

75:                                               ; preds = %73, %35
  %76 = phi ptr [ %74, %73 ], [ %37, %35 ]
  %77 = icmp eq ptr %76, null
  br i1 %77, label %84, label %78

78:                                               ; preds = %75
  %79 = getelementptr inbounds i8, ptr %20, i64 24
  %80 = load ptr, ptr %79, align 8, !tbaa !35
  %81 = ptrtoint ptr %80 to i64
  %82 = ptrtoint ptr %76 to i64
  %83 = sub i64 %81, %82
  call void @_ZdlPvm(ptr noundef nonnull %76, i64 noundef %83) #28
  br label %84

84:                                               ; preds = %78, %75
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #26
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %21) #26
  %85 = getelementptr inbounds i8, ptr %0, i64 8
  %86 = load ptr, ptr %85, align 8, !tbaa !125
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %22) #26
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %22, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16)
  store ptr @.str, ptr %16, align 8
  %87 = getelementptr inbounds i8, ptr %16, i64 8
  store ptr @.str.16, ptr %87, align 8
  %88 = getelementptr inbounds i8, ptr %16, i64 16
  store i64 26, ptr %88, align 8
  %89 = getelementptr inbounds i8, ptr %16, i64 24
  store i64 22, ptr %89, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %21, ptr noundef nonnull align 8 dereferenceable(41) %86, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %22, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %16)
          to label %90 unwind label %902

90:                                               ; preds = %84
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %15) #26
  store i32 5, ptr %15, align 4, !tbaa !123
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %86, ptr noundef nonnull align 4 dereferenceable(4) %15)
          to label %93 unwind label %91

91:                                               ; preds = %90
  %92 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %21) #26
  br label %904

93:                                               ; preds = %90
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %15) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16)
  %94 = getelementptr inbounds i8, ptr %22, i64 8
  %95 = load ptr, ptr %94, align 8, !tbaa !20
  %96 = getelementptr inbounds i8, ptr %22, i64 16
  %97 = load ptr, ptr %96, align 8, !tbaa !22
  %98 = icmp eq ptr %95, %97
  br i1 %98, label %133, label %99

99:                                               ; preds = %93, %128
  %100 = phi ptr [ %129, %128 ], [ %95, %93 ]
  %101 = getelementptr inbounds i8, ptr %100, i64 8
  %102 = load ptr, ptr %101, align 8, !tbaa !23
  %103 = icmp eq ptr %102, null
  br i1 %103, label %128, label %104

104:                                              ; preds = %99
  %105 = getelementptr inbounds i8, ptr %102, i64 8
  %106 = load atomic i64, ptr %105 acquire, align 8
  %107 = icmp eq i64 %106, 4294967297
  %108 = trunc i64 %106 to i32
  br i1 %107, label %109, label %117

109:                                              ; preds = %104
  store i32 0, ptr %105, align 8, !tbaa !25
  %110 = getelementptr inbounds i8, ptr %102, i64 12
  store i32 0, ptr %110, align 4, !tbaa !28
  %111 = load ptr, ptr %102, align 8, !tbaa !29
  %112 = getelementptr inbounds i8, ptr %111, i64 16
  %113 = load ptr, ptr %112, align 8
  call void %113(ptr noundef nonnull align 8 dereferenceable(16) %102) #26
  %114 = load ptr, ptr %102, align 8, !tbaa !29
  %115 = getelementptr inbounds i8, ptr %114, i64 24
  %116 = load ptr, ptr %115, align 8
  call void %116(ptr noundef nonnull align 8 dereferenceable(16) %102) #26
  br label %128

117:                                              ; preds = %104
  %118 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %119 = icmp eq i8 %118, 0
  br i1 %119, label %122, label %120

120:                                              ; preds = %117
  %121 = add nsw i32 %108, -1
  store i32 %121, ptr %105, align 4, !tbaa !32
  br label %124

122:                                              ; preds = %117
  %123 = atomicrmw volatile add ptr %105, i32 -1 acq_rel, align 4
  br label %124

124:                                              ; preds = %122, %120
  %125 = phi i32 [ %108, %120 ], [ %123, %122 ]
  %126 = icmp eq i32 %125, 1
  br i1 %126, label %127, label %128, !prof !33

127:                                              ; preds = %124
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %102) #26
  br label %128

128:                                              ; preds = %127, %124, %109, %99
  %129 = getelementptr inbounds i8, ptr %100, i64 16
  %130 = icmp eq ptr %129, %97
  br i1 %130, label %131, label %99, !llvm.loop !34

131:                                              ; preds = %128
  %132 = load ptr, ptr %94, align 8, !tbaa !20
  br label %133

133:                                              ; preds = %131, %93
  %134 = phi ptr [ %132, %131 ], [ %95, %93 ]
  %135 = icmp eq ptr %134, null
  br i1 %135, label %142, label %136

136:                                              ; preds = %133
  %137 = getelementptr inbounds i8, ptr %22, i64 24
  %138 = load ptr, ptr %137, align 8, !tbaa !35
  %139 = ptrtoint ptr %138 to i64
  %140 = ptrtoint ptr %134 to i64
  %141 = sub i64 %139, %140
  call void @_ZdlPvm(ptr noundef nonnull %134, i64 noundef %141) #28
  br label %142

142:                                              ; preds = %136, %133
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %22) #26
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %23) #26
  %143 = getelementptr inbounds i8, ptr %0, i64 16
  %144 = load ptr, ptr %143, align 8, !tbaa !126
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %24) #26
  %145 = getelementptr inbounds i8, ptr %24, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %145, i8 0, i64 24, i1 false)
  store i64 16, ptr %24, align 8, !tbaa !36
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14)
  store ptr @.str, ptr %14, align 8
  %146 = getelementptr inbounds i8, ptr %14, i64 8
  store ptr @.str.16, ptr %146, align 8
  %147 = getelementptr inbounds i8, ptr %14, i64 16
  store i64 27, ptr %147, align 8
  %148 = getelementptr inbounds i8, ptr %14, i64 24
  store i64 22, ptr %148, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %23, ptr noundef nonnull align 8 dereferenceable(41) %144, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %24, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %14)
          to label %149 unwind label %906

149:                                              ; preds = %142
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %13) #26
  store i32 5, ptr %13, align 4, !tbaa !123
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %144, ptr noundef nonnull align 4 dereferenceable(4) %13)
          to label %152 unwind label %150

150:                                              ; preds = %149
  %151 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %23) #26
  br label %908

152:                                              ; preds = %149
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %13) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14)
  %153 = load ptr, ptr %145, align 8, !tbaa !20
  %154 = getelementptr inbounds i8, ptr %24, i64 16
  %155 = load ptr, ptr %154, align 8, !tbaa !22
  %156 = icmp eq ptr %153, %155
  br i1 %156, label %191, label %157

157:                                              ; preds = %152, %186
  %158 = phi ptr [ %187, %186 ], [ %153, %152 ]
  %159 = getelementptr inbounds i8, ptr %158, i64 8
  %160 = load ptr, ptr %159, align 8, !tbaa !23
  %161 = icmp eq ptr %160, null
  br i1 %161, label %186, label %162

162:                                              ; preds = %157
  %163 = getelementptr inbounds i8, ptr %160, i64 8
  %164 = load atomic i64, ptr %163 acquire, align 8
  %165 = icmp eq i64 %164, 4294967297
  %166 = trunc i64 %164 to i32
  br i1 %165, label %167, label %175

167:                                              ; preds = %162
  store i32 0, ptr %163, align 8, !tbaa !25
  %168 = getelementptr inbounds i8, ptr %160, i64 12
  store i32 0, ptr %168, align 4, !tbaa !28
  %169 = load ptr, ptr %160, align 8, !tbaa !29
  %170 = getelementptr inbounds i8, ptr %169, i64 16
  %171 = load ptr, ptr %170, align 8
  call void %171(ptr noundef nonnull align 8 dereferenceable(16) %160) #26
  %172 = load ptr, ptr %160, align 8, !tbaa !29
  %173 = getelementptr inbounds i8, ptr %172, i64 24
  %174 = load ptr, ptr %173, align 8
  call void %174(ptr noundef nonnull align 8 dereferenceable(16) %160) #26
  br label %186

175:                                              ; preds = %162
  %176 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %177 = icmp eq i8 %176, 0
  br i1 %177, label %180, label %178

178:                                              ; preds = %175
  %179 = add nsw i32 %166, -1
  store i32 %179, ptr %163, align 4, !tbaa !32
  br label %182

180:                                              ; preds = %175
  %181 = atomicrmw volatile add ptr %163, i32 -1 acq_rel, align 4
  br label %182

182:                                              ; preds = %180, %178
  %183 = phi i32 [ %166, %178 ], [ %181, %180 ]
  %184 = icmp eq i32 %183, 1
  br i1 %184, label %185, label %186, !prof !33

185:                                              ; preds = %182
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %160) #26
  br label %186

186:                                              ; preds = %185, %182, %167, %157
  %187 = getelementptr inbounds i8, ptr %158, i64 16
  %188 = icmp eq ptr %187, %155
  br i1 %188, label %189, label %157, !llvm.loop !34

189:                                              ; preds = %186
  %190 = load ptr, ptr %145, align 8, !tbaa !20
  br label %191

191:                                              ; preds = %189, %152
  %192 = phi ptr [ %190, %189 ], [ %153, %152 ]
  %193 = icmp eq ptr %192, null
  br i1 %193, label %200, label %194

194:                                              ; preds = %191
  %195 = getelementptr inbounds i8, ptr %24, i64 24
  %196 = load ptr, ptr %195, align 8, !tbaa !35
  %197 = ptrtoint ptr %196 to i64
  %198 = ptrtoint ptr %192 to i64
  %199 = sub i64 %197, %198
  call void @_ZdlPvm(ptr noundef nonnull %192, i64 noundef %199) #28
  br label %200

200:                                              ; preds = %194, %191
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24) #26
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %25) #26
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12)
  store ptr @.str, ptr %12, align 8
  %201 = getelementptr inbounds i8, ptr %12, i64 8
  store ptr @.str.16, ptr %201, align 8
  %202 = getelementptr inbounds i8, ptr %12, i64 16
  store i64 28, ptr %202, align 8
  %203 = getelementptr inbounds i8, ptr %12, i64 24
  store i64 38, ptr %203, align 8
  invoke void @_ZN4sycl3_V119local_accessor_baseIfLi2ELNS0_6access4modeE1026ELNS2_11placeholderE0EEC2ILi2EvEENS0_5rangeILi2EEERNS0_7handlerENS0_6detail13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %25, i64 16, i64 16, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %12)
          to label %204 unwind label %910

204:                                              ; preds = %200
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12)
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %26) #26
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11)
  store ptr @.str, ptr %11, align 8
  %205 = getelementptr inbounds i8, ptr %11, i64 8
  store ptr @.str.16, ptr %205, align 8
  %206 = getelementptr inbounds i8, ptr %11, i64 16
  store i64 29, ptr %206, align 8
  %207 = getelementptr inbounds i8, ptr %11, i64 24
  store i64 38, ptr %207, align 8
  invoke void @_ZN4sycl3_V119local_accessor_baseIfLi2ELNS0_6access4modeE1026ELNS2_11placeholderE0EEC2ILi2EvEENS0_5rangeILi2EEERNS0_7handlerENS0_6detail13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %26, i64 16, i64 16, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %11)
          to label %208 unwind label %912

208:                                              ; preds = %204
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11)
  call void @llvm.lifetime.start.p0(i64 280, ptr nonnull %27) #26
  %209 = load ptr, ptr %19, align 8, !tbaa !127
  store ptr %209, ptr %27, align 8, !tbaa !127
  %210 = getelementptr inbounds i8, ptr %27, i64 8
  %211 = getelementptr inbounds i8, ptr %19, i64 8
  %212 = load ptr, ptr %211, align 8, !tbaa !23
  store ptr %212, ptr %210, align 8, !tbaa !23
  %213 = icmp eq ptr %212, null
  br i1 %213, label %223, label %214

214:                                              ; preds = %208
  %215 = getelementptr inbounds i8, ptr %212, i64 8
  %216 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %217 = icmp eq i8 %216, 0
  br i1 %217, label %221, label %218

218:                                              ; preds = %214
  %219 = load i32, ptr %215, align 4, !tbaa !32
  %220 = add nsw i32 %219, 1
  store i32 %220, ptr %215, align 4, !tbaa !32
  br label %223

221:                                              ; preds = %214
  %222 = atomicrmw volatile add ptr %215, i32 1 acq_rel, align 4
  br label %223

223:                                              ; preds = %221, %218, %208
  %224 = getelementptr inbounds i8, ptr %27, i64 16
  %225 = getelementptr inbounds i8, ptr %19, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %224, ptr noundef nonnull align 8 dereferenceable(40) %225, i64 40, i1 false)
  %226 = getelementptr inbounds i8, ptr %27, i64 56
  %227 = load ptr, ptr %25, align 8, !tbaa !129
  store ptr %227, ptr %226, align 8, !tbaa !129
  %228 = getelementptr inbounds i8, ptr %27, i64 64
  %229 = getelementptr inbounds i8, ptr %25, i64 8
  %230 = load ptr, ptr %229, align 8, !tbaa !23
  store ptr %230, ptr %228, align 8, !tbaa !23
  %231 = icmp eq ptr %230, null
  br i1 %231, label %241, label %232

232:                                              ; preds = %223
  %233 = getelementptr inbounds i8, ptr %230, i64 8
  %234 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %235 = icmp eq i8 %234, 0
  br i1 %235, label %239, label %236

236:                                              ; preds = %232
  %237 = load i32, ptr %233, align 4, !tbaa !32
  %238 = add nsw i32 %237, 1
  store i32 %238, ptr %233, align 4, !tbaa !32
  br label %241

239:                                              ; preds = %232
  %240 = atomicrmw volatile add ptr %233, i32 1 acq_rel, align 4
  br label %241

241:                                              ; preds = %239, %236, %223
  %242 = getelementptr inbounds i8, ptr %27, i64 72
  %243 = getelementptr inbounds i8, ptr %25, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %242, ptr noundef nonnull align 8 dereferenceable(40) %243, i64 40, i1 false), !tbaa.struct !131
  %244 = getelementptr inbounds i8, ptr %27, i64 112
  %245 = load ptr, ptr %26, align 8, !tbaa !129
  store ptr %245, ptr %244, align 8, !tbaa !129
  %246 = getelementptr inbounds i8, ptr %27, i64 120
  %247 = getelementptr inbounds i8, ptr %26, i64 8
  %248 = load ptr, ptr %247, align 8, !tbaa !23
  store ptr %248, ptr %246, align 8, !tbaa !23
  %249 = icmp eq ptr %248, null
  br i1 %249, label %259, label %250

250:                                              ; preds = %241
  %251 = getelementptr inbounds i8, ptr %248, i64 8
  %252 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %253 = icmp eq i8 %252, 0
  br i1 %253, label %257, label %254

254:                                              ; preds = %250
  %255 = load i32, ptr %251, align 4, !tbaa !32
  %256 = add nsw i32 %255, 1
  store i32 %256, ptr %251, align 4, !tbaa !32
  br label %259

257:                                              ; preds = %250
  %258 = atomicrmw volatile add ptr %251, i32 1 acq_rel, align 4
  br label %259

259:                                              ; preds = %257, %254, %241
  %260 = getelementptr inbounds i8, ptr %27, i64 128
  %261 = getelementptr inbounds i8, ptr %26, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %260, ptr noundef nonnull align 8 dereferenceable(40) %261, i64 40, i1 false), !tbaa.struct !131
  %262 = getelementptr inbounds i8, ptr %27, i64 168
  %263 = load ptr, ptr %21, align 8, !tbaa !127
  store ptr %263, ptr %262, align 8, !tbaa !127
  %264 = getelementptr inbounds i8, ptr %27, i64 176
  %265 = getelementptr inbounds i8, ptr %21, i64 8
  %266 = load ptr, ptr %265, align 8, !tbaa !23
  store ptr %266, ptr %264, align 8, !tbaa !23
  %267 = icmp eq ptr %266, null
  br i1 %267, label %277, label %268

268:                                              ; preds = %259
  %269 = getelementptr inbounds i8, ptr %266, i64 8
  %270 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %271 = icmp eq i8 %270, 0
  br i1 %271, label %275, label %272

272:                                              ; preds = %268
  %273 = load i32, ptr %269, align 4, !tbaa !32
  %274 = add nsw i32 %273, 1
  store i32 %274, ptr %269, align 4, !tbaa !32
  br label %277

275:                                              ; preds = %268
  %276 = atomicrmw volatile add ptr %269, i32 1 acq_rel, align 4
  br label %277

277:                                              ; preds = %275, %272, %259
  %278 = getelementptr inbounds i8, ptr %27, i64 184
  %279 = getelementptr inbounds i8, ptr %21, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %278, ptr noundef nonnull align 8 dereferenceable(40) %279, i64 40, i1 false)
  %280 = getelementptr inbounds i8, ptr %27, i64 224
  %281 = load ptr, ptr %23, align 8, !tbaa !127
  store ptr %281, ptr %280, align 8, !tbaa !127
  %282 = getelementptr inbounds i8, ptr %27, i64 232
  %283 = getelementptr inbounds i8, ptr %23, i64 8
  %284 = load ptr, ptr %283, align 8, !tbaa !23
  store ptr %284, ptr %282, align 8, !tbaa !23
  %285 = icmp eq ptr %284, null
  br i1 %285, label %295, label %286

286:                                              ; preds = %277
  %287 = getelementptr inbounds i8, ptr %284, i64 8
  %288 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %289 = icmp eq i8 %288, 0
  br i1 %289, label %293, label %290

290:                                              ; preds = %286
  %291 = load i32, ptr %287, align 4, !tbaa !32
  %292 = add nsw i32 %291, 1
  store i32 %292, ptr %287, align 4, !tbaa !32
  br label %295

293:                                              ; preds = %286
  %294 = atomicrmw volatile add ptr %287, i32 1 acq_rel, align 4
  br label %295

295:                                              ; preds = %293, %290, %277
  %296 = getelementptr inbounds i8, ptr %27, i64 240
  %297 = getelementptr inbounds i8, ptr %23, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %296, ptr noundef nonnull align 8 dereferenceable(40) %297, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 280, ptr nonnull %10)
  call void @llvm.lifetime.start.p0(i64 280, ptr nonnull %9)
  %298 = load ptr, ptr %27, align 8, !tbaa !127
  store ptr %298, ptr %9, align 8, !tbaa !127
  %299 = getelementptr inbounds i8, ptr %9, i64 8
  %300 = load ptr, ptr %210, align 8, !tbaa !23
  store ptr %300, ptr %299, align 8, !tbaa !23
  %301 = icmp eq ptr %300, null
  br i1 %301, label %311, label %302

302:                                              ; preds = %295
  %303 = getelementptr inbounds i8, ptr %300, i64 8
  %304 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %305 = icmp eq i8 %304, 0
  br i1 %305, label %309, label %306

306:                                              ; preds = %302
  %307 = load i32, ptr %303, align 4, !tbaa !32
  %308 = add nsw i32 %307, 1
  store i32 %308, ptr %303, align 4, !tbaa !32
  br label %311

309:                                              ; preds = %302
  %310 = atomicrmw volatile add ptr %303, i32 1 acq_rel, align 4
  br label %311

311:                                              ; preds = %309, %306, %295
  %312 = getelementptr inbounds i8, ptr %9, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %312, ptr noundef nonnull readonly align 8 dereferenceable(40) %224, i64 40, i1 false)
  %313 = getelementptr inbounds i8, ptr %9, i64 56
  %314 = load ptr, ptr %226, align 8, !tbaa !129
  store ptr %314, ptr %313, align 8, !tbaa !129
  %315 = getelementptr inbounds i8, ptr %9, i64 64
  %316 = load ptr, ptr %228, align 8, !tbaa !23
  store ptr %316, ptr %315, align 8, !tbaa !23
  %317 = icmp eq ptr %316, null
  br i1 %317, label %327, label %318

318:                                              ; preds = %311
  %319 = getelementptr inbounds i8, ptr %316, i64 8
  %320 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %321 = icmp eq i8 %320, 0
  br i1 %321, label %325, label %322

322:                                              ; preds = %318
  %323 = load i32, ptr %319, align 4, !tbaa !32
  %324 = add nsw i32 %323, 1
  store i32 %324, ptr %319, align 4, !tbaa !32
  br label %327

325:                                              ; preds = %318
  %326 = atomicrmw volatile add ptr %319, i32 1 acq_rel, align 4
  br label %327

327:                                              ; preds = %325, %322, %311
  %328 = getelementptr inbounds i8, ptr %9, i64 72
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %328, ptr noundef nonnull readonly align 8 dereferenceable(40) %242, i64 40, i1 false), !tbaa.struct !131
  %329 = getelementptr inbounds i8, ptr %9, i64 112
  %330 = load ptr, ptr %244, align 8, !tbaa !129
  store ptr %330, ptr %329, align 8, !tbaa !129
  %331 = getelementptr inbounds i8, ptr %9, i64 120
  %332 = load ptr, ptr %246, align 8, !tbaa !23
  store ptr %332, ptr %331, align 8, !tbaa !23
  %333 = icmp eq ptr %332, null
  br i1 %333, label %343, label %334

334:                                              ; preds = %327
  %335 = getelementptr inbounds i8, ptr %332, i64 8
  %336 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %337 = icmp eq i8 %336, 0
  br i1 %337, label %341, label %338

338:                                              ; preds = %334
  %339 = load i32, ptr %335, align 4, !tbaa !32
  %340 = add nsw i32 %339, 1
  store i32 %340, ptr %335, align 4, !tbaa !32
  br label %343

341:                                              ; preds = %334
  %342 = atomicrmw volatile add ptr %335, i32 1 acq_rel, align 4
  br label %343

343:                                              ; preds = %341, %338, %327
  %344 = getelementptr inbounds i8, ptr %9, i64 128
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %344, ptr noundef nonnull readonly align 8 dereferenceable(40) %260, i64 40, i1 false), !tbaa.struct !131
  %345 = getelementptr inbounds i8, ptr %9, i64 168
  %346 = load ptr, ptr %262, align 8, !tbaa !127
  store ptr %346, ptr %345, align 8, !tbaa !127
  %347 = getelementptr inbounds i8, ptr %9, i64 176
  %348 = load ptr, ptr %264, align 8, !tbaa !23
  store ptr %348, ptr %347, align 8, !tbaa !23
  %349 = icmp eq ptr %348, null
  br i1 %349, label %359, label %350

350:                                              ; preds = %343
  %351 = getelementptr inbounds i8, ptr %348, i64 8
  %352 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %353 = icmp eq i8 %352, 0
  br i1 %353, label %357, label %354

354:                                              ; preds = %350
  %355 = load i32, ptr %351, align 4, !tbaa !32
  %356 = add nsw i32 %355, 1
  store i32 %356, ptr %351, align 4, !tbaa !32
  br label %359

357:                                              ; preds = %350
  %358 = atomicrmw volatile add ptr %351, i32 1 acq_rel, align 4
  br label %359

359:                                              ; preds = %357, %354, %343
  %360 = getelementptr inbounds i8, ptr %9, i64 184
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %360, ptr noundef nonnull readonly align 8 dereferenceable(40) %278, i64 40, i1 false)
  %361 = getelementptr inbounds i8, ptr %9, i64 224
  %362 = load ptr, ptr %280, align 8, !tbaa !127
  store ptr %362, ptr %361, align 8, !tbaa !127
  %363 = getelementptr inbounds i8, ptr %9, i64 232
  %364 = load ptr, ptr %282, align 8, !tbaa !23
  store ptr %364, ptr %363, align 8, !tbaa !23
  %365 = icmp eq ptr %364, null
  br i1 %365, label %375, label %366

366:                                              ; preds = %359
  %367 = getelementptr inbounds i8, ptr %364, i64 8
  %368 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %369 = icmp eq i8 %368, 0
  br i1 %369, label %373, label %370

370:                                              ; preds = %366
  %371 = load i32, ptr %367, align 4, !tbaa !32
  %372 = add nsw i32 %371, 1
  store i32 %372, ptr %367, align 4, !tbaa !32
  br label %375

373:                                              ; preds = %366
  %374 = atomicrmw volatile add ptr %367, i32 1 acq_rel, align 4
  br label %375

375:                                              ; preds = %373, %370, %359
  %376 = getelementptr inbounds i8, ptr %9, i64 240
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %376, ptr noundef nonnull readonly align 8 dereferenceable(40) %296, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 280, ptr nonnull %8)
  %377 = load ptr, ptr %9, align 8, !tbaa !127
  store ptr %377, ptr %8, align 8, !tbaa !127
  %378 = getelementptr inbounds i8, ptr %8, i64 8
  %379 = load ptr, ptr %299, align 8, !tbaa !23
  store ptr %379, ptr %378, align 8, !tbaa !23
  %380 = icmp eq ptr %379, null
  br i1 %380, label %390, label %381

381:                                              ; preds = %375
  %382 = getelementptr inbounds i8, ptr %379, i64 8
  %383 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %384 = icmp eq i8 %383, 0
  br i1 %384, label %388, label %385

385:                                              ; preds = %381
  %386 = load i32, ptr %382, align 4, !tbaa !32
  %387 = add nsw i32 %386, 1
  store i32 %387, ptr %382, align 4, !tbaa !32
  br label %390

388:                                              ; preds = %381
  %389 = atomicrmw volatile add ptr %382, i32 1 acq_rel, align 4
  br label %390

390:                                              ; preds = %388, %385, %375
  %391 = getelementptr inbounds i8, ptr %8, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %391, ptr noundef nonnull readonly align 8 dereferenceable(40) %312, i64 40, i1 false)
  %392 = getelementptr inbounds i8, ptr %8, i64 56
  %393 = load ptr, ptr %313, align 8, !tbaa !129
  store ptr %393, ptr %392, align 8, !tbaa !129
  %394 = getelementptr inbounds i8, ptr %8, i64 64
  %395 = load ptr, ptr %315, align 8, !tbaa !23
  store ptr %395, ptr %394, align 8, !tbaa !23
  %396 = icmp eq ptr %395, null
  br i1 %396, label %406, label %397

397:                                              ; preds = %390
  %398 = getelementptr inbounds i8, ptr %395, i64 8
  %399 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %400 = icmp eq i8 %399, 0
  br i1 %400, label %404, label %401

401:                                              ; preds = %397
  %402 = load i32, ptr %398, align 4, !tbaa !32
  %403 = add nsw i32 %402, 1
  store i32 %403, ptr %398, align 4, !tbaa !32
  br label %406

404:                                              ; preds = %397
  %405 = atomicrmw volatile add ptr %398, i32 1 acq_rel, align 4
  br label %406

406:                                              ; preds = %404, %401, %390
  %407 = getelementptr inbounds i8, ptr %8, i64 72
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %407, ptr noundef nonnull readonly align 8 dereferenceable(40) %328, i64 40, i1 false), !tbaa.struct !131
  %408 = getelementptr inbounds i8, ptr %8, i64 112
  %409 = load ptr, ptr %329, align 8, !tbaa !129
  store ptr %409, ptr %408, align 8, !tbaa !129
  %410 = getelementptr inbounds i8, ptr %8, i64 120
  %411 = load ptr, ptr %331, align 8, !tbaa !23
  store ptr %411, ptr %410, align 8, !tbaa !23
  %412 = icmp eq ptr %411, null
  br i1 %412, label %422, label %413

413:                                              ; preds = %406
  %414 = getelementptr inbounds i8, ptr %411, i64 8
  %415 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %416 = icmp eq i8 %415, 0
  br i1 %416, label %420, label %417

417:                                              ; preds = %413
  %418 = load i32, ptr %414, align 4, !tbaa !32
  %419 = add nsw i32 %418, 1
  store i32 %419, ptr %414, align 4, !tbaa !32
  br label %422

420:                                              ; preds = %413
  %421 = atomicrmw volatile add ptr %414, i32 1 acq_rel, align 4
  br label %422

422:                                              ; preds = %420, %417, %406
  %423 = getelementptr inbounds i8, ptr %8, i64 128
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %423, ptr noundef nonnull readonly align 8 dereferenceable(40) %344, i64 40, i1 false), !tbaa.struct !131
  %424 = getelementptr inbounds i8, ptr %8, i64 168
  %425 = load ptr, ptr %345, align 8, !tbaa !127
  store ptr %425, ptr %424, align 8, !tbaa !127
  %426 = getelementptr inbounds i8, ptr %8, i64 176
  %427 = load ptr, ptr %347, align 8, !tbaa !23
  store ptr %427, ptr %426, align 8, !tbaa !23
  %428 = icmp eq ptr %427, null
  br i1 %428, label %438, label %429

429:                                              ; preds = %422
  %430 = getelementptr inbounds i8, ptr %427, i64 8
  %431 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %432 = icmp eq i8 %431, 0
  br i1 %432, label %436, label %433

433:                                              ; preds = %429
  %434 = load i32, ptr %430, align 4, !tbaa !32
  %435 = add nsw i32 %434, 1
  store i32 %435, ptr %430, align 4, !tbaa !32
  br label %438

436:                                              ; preds = %429
  %437 = atomicrmw volatile add ptr %430, i32 1 acq_rel, align 4
  br label %438

438:                                              ; preds = %436, %433, %422
  %439 = getelementptr inbounds i8, ptr %8, i64 184
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %439, ptr noundef nonnull readonly align 8 dereferenceable(40) %360, i64 40, i1 false)
  %440 = getelementptr inbounds i8, ptr %8, i64 224
  %441 = load ptr, ptr %361, align 8, !tbaa !127
  store ptr %441, ptr %440, align 8, !tbaa !127
  %442 = getelementptr inbounds i8, ptr %8, i64 232
  %443 = load ptr, ptr %363, align 8, !tbaa !23
  store ptr %443, ptr %442, align 8, !tbaa !23
  %444 = icmp eq ptr %443, null
  br i1 %444, label %454, label %445

445:                                              ; preds = %438
  %446 = getelementptr inbounds i8, ptr %443, i64 8
  %447 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %448 = icmp eq i8 %447, 0
  br i1 %448, label %452, label %449

449:                                              ; preds = %445
  %450 = load i32, ptr %446, align 4, !tbaa !32
  %451 = add nsw i32 %450, 1
  store i32 %451, ptr %446, align 4, !tbaa !32
  br label %454

452:                                              ; preds = %445
  %453 = atomicrmw volatile add ptr %446, i32 1 acq_rel, align 4
  br label %454

454:                                              ; preds = %452, %449, %438
  %455 = getelementptr inbounds i8, ptr %8, i64 240
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %455, ptr noundef nonnull readonly align 8 dereferenceable(40) %376, i64 40, i1 false)
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_7nd_itemILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(280) %8) #26
  call void @llvm.lifetime.end.p0(i64 280, ptr nonnull %8)
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_7nd_itemILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(280) %9) #26
  call void @llvm.lifetime.end.p0(i64 280, ptr nonnull %9)
  %456 = invoke noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %457 unwind label %914

457:                                              ; preds = %454
  %458 = icmp eq i32 %456, 0
  br i1 %458, label %468, label %459

459:                                              ; preds = %457
  %460 = call ptr @__cxa_allocate_exception(i64 64) #26
  %461 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #26
  %462 = extractvalue { i32, ptr } %461, 0
  %463 = extractvalue { i32, ptr } %461, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %460, i32 %462, ptr %463, ptr noundef nonnull @.str.18)
          to label %464 unwind label %466

464:                                              ; preds = %459
  invoke void @__cxa_throw(ptr nonnull %460, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #29
          to label %465 unwind label %914

465:                                              ; preds = %464
  unreachable

466:                                              ; preds = %459
  %467 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %460) #26
  br label %916

468:                                              ; preds = %457
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.19)
          to label %469 unwind label %914

469:                                              ; preds = %468
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7)
  %470 = getelementptr inbounds i8, ptr %5, i64 8
  %471 = getelementptr inbounds i8, ptr %5, i64 16
  store i64 0, ptr %471, align 8, !alias.scope !132
  store i64 64, ptr %5, align 8, !tbaa !36, !alias.scope !132
  store i64 32, ptr %470, align 8, !tbaa !36, !alias.scope !132
  %472 = getelementptr inbounds i8, ptr %6, i64 8
  %473 = getelementptr inbounds i8, ptr %6, i64 16
  store i64 0, ptr %473, align 8, !alias.scope !135
  store i64 16, ptr %6, align 8, !tbaa !36, !alias.scope !135
  store i64 16, ptr %472, align 8, !tbaa !36, !alias.scope !135
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %7, i8 0, i64 24, i1 false)
  invoke void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEES3_NS0_2idILi3EEEi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range.95") align 8 %5, ptr noundef nonnull byval(%"class.sycl::_V1::range.95") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::id.93") align 8 %7, i32 noundef 2)
          to label %474 unwind label %914

474:                                              ; preds = %469
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7)
  %475 = load ptr, ptr %27, align 8, !tbaa !127
  store ptr %475, ptr %10, align 8, !tbaa !127
  %476 = getelementptr inbounds i8, ptr %10, i64 8
  %477 = load ptr, ptr %210, align 8, !tbaa !23
  store ptr %477, ptr %476, align 8, !tbaa !23
  %478 = icmp eq ptr %477, null
  br i1 %478, label %488, label %479

479:                                              ; preds = %474
  %480 = getelementptr inbounds i8, ptr %477, i64 8
  %481 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %482 = icmp eq i8 %481, 0
  br i1 %482, label %486, label %483

483:                                              ; preds = %479
  %484 = load i32, ptr %480, align 4, !tbaa !32
  %485 = add nsw i32 %484, 1
  store i32 %485, ptr %480, align 4, !tbaa !32
  br label %488

486:                                              ; preds = %479
  %487 = atomicrmw volatile add ptr %480, i32 1 acq_rel, align 4
  br label %488

488:                                              ; preds = %486, %483, %474
  %489 = getelementptr inbounds i8, ptr %10, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %489, ptr noundef nonnull readonly align 8 dereferenceable(40) %224, i64 40, i1 false)
  %490 = getelementptr inbounds i8, ptr %10, i64 56
  %491 = load ptr, ptr %226, align 8, !tbaa !129
  store ptr %491, ptr %490, align 8, !tbaa !129
  %492 = getelementptr inbounds i8, ptr %10, i64 64
  %493 = load ptr, ptr %228, align 8, !tbaa !23
  store ptr %493, ptr %492, align 8, !tbaa !23
  %494 = icmp eq ptr %493, null
  br i1 %494, label %504, label %495

495:                                              ; preds = %488
  %496 = getelementptr inbounds i8, ptr %493, i64 8
  %497 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %498 = icmp eq i8 %497, 0
  br i1 %498, label %502, label %499

499:                                              ; preds = %495
  %500 = load i32, ptr %496, align 4, !tbaa !32
  %501 = add nsw i32 %500, 1
  store i32 %501, ptr %496, align 4, !tbaa !32
  br label %504

502:                                              ; preds = %495
  %503 = atomicrmw volatile add ptr %496, i32 1 acq_rel, align 4
  br label %504

504:                                              ; preds = %502, %499, %488
  %505 = getelementptr inbounds i8, ptr %10, i64 72
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %505, ptr noundef nonnull readonly align 8 dereferenceable(40) %242, i64 40, i1 false), !tbaa.struct !131
  %506 = getelementptr inbounds i8, ptr %10, i64 112
  %507 = load ptr, ptr %244, align 8, !tbaa !129
  store ptr %507, ptr %506, align 8, !tbaa !129
  %508 = getelementptr inbounds i8, ptr %10, i64 120
  %509 = load ptr, ptr %246, align 8, !tbaa !23
  store ptr %509, ptr %508, align 8, !tbaa !23
  %510 = icmp eq ptr %509, null
  br i1 %510, label %520, label %511

511:                                              ; preds = %504
  %512 = getelementptr inbounds i8, ptr %509, i64 8
  %513 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %514 = icmp eq i8 %513, 0
  br i1 %514, label %518, label %515

515:                                              ; preds = %511
  %516 = load i32, ptr %512, align 4, !tbaa !32
  %517 = add nsw i32 %516, 1
  store i32 %517, ptr %512, align 4, !tbaa !32
  br label %520

518:                                              ; preds = %511
  %519 = atomicrmw volatile add ptr %512, i32 1 acq_rel, align 4
  br label %520

520:                                              ; preds = %518, %515, %504
  %521 = getelementptr inbounds i8, ptr %10, i64 128
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %521, ptr noundef nonnull readonly align 8 dereferenceable(40) %260, i64 40, i1 false), !tbaa.struct !131
  %522 = getelementptr inbounds i8, ptr %10, i64 168
  %523 = load ptr, ptr %262, align 8, !tbaa !127
  store ptr %523, ptr %522, align 8, !tbaa !127
  %524 = getelementptr inbounds i8, ptr %10, i64 176
  %525 = load ptr, ptr %264, align 8, !tbaa !23
  store ptr %525, ptr %524, align 8, !tbaa !23
  %526 = icmp eq ptr %525, null
  br i1 %526, label %536, label %527

527:                                              ; preds = %520
  %528 = getelementptr inbounds i8, ptr %525, i64 8
  %529 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %530 = icmp eq i8 %529, 0
  br i1 %530, label %534, label %531

531:                                              ; preds = %527
  %532 = load i32, ptr %528, align 4, !tbaa !32
  %533 = add nsw i32 %532, 1
  store i32 %533, ptr %528, align 4, !tbaa !32
  br label %536

534:                                              ; preds = %527
  %535 = atomicrmw volatile add ptr %528, i32 1 acq_rel, align 4
  br label %536

536:                                              ; preds = %534, %531, %520
  %537 = getelementptr inbounds i8, ptr %10, i64 184
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %537, ptr noundef nonnull readonly align 8 dereferenceable(40) %278, i64 40, i1 false)
  %538 = getelementptr inbounds i8, ptr %10, i64 224
  %539 = load ptr, ptr %280, align 8, !tbaa !127
  store ptr %539, ptr %538, align 8, !tbaa !127
  %540 = getelementptr inbounds i8, ptr %10, i64 232
  %541 = load ptr, ptr %282, align 8, !tbaa !23
  store ptr %541, ptr %540, align 8, !tbaa !23
  %542 = icmp eq ptr %541, null
  br i1 %542, label %552, label %543

543:                                              ; preds = %536
  %544 = getelementptr inbounds i8, ptr %541, i64 8
  %545 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %546 = icmp eq i8 %545, 0
  br i1 %546, label %550, label %547

547:                                              ; preds = %543
  %548 = load i32, ptr %544, align 4, !tbaa !32
  %549 = add nsw i32 %548, 1
  store i32 %549, ptr %544, align 4, !tbaa !32
  br label %552

550:                                              ; preds = %543
  %551 = atomicrmw volatile add ptr %544, i32 1 acq_rel, align 4
  br label %552

552:                                              ; preds = %550, %547, %536
  %553 = getelementptr inbounds i8, ptr %10, i64 240
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %553, ptr noundef nonnull readonly align 8 dereferenceable(40) %296, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 280, ptr nonnull %3)
  %554 = invoke noalias noundef nonnull dereferenceable(288) ptr @_Znwm(i64 noundef 288) #25
          to label %555 unwind label %758

555:                                              ; preds = %552
  %556 = load ptr, ptr %10, align 8, !tbaa !127, !noalias !138
  store ptr %556, ptr %3, align 8, !tbaa !127, !noalias !138
  %557 = getelementptr inbounds i8, ptr %3, i64 8
  %558 = load ptr, ptr %476, align 8, !tbaa !23, !noalias !138
  store ptr %558, ptr %557, align 8, !tbaa !23, !noalias !138
  %559 = icmp eq ptr %558, null
  br i1 %559, label %569, label %560

560:                                              ; preds = %555
  %561 = getelementptr inbounds i8, ptr %558, i64 8
  %562 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !138
  %563 = icmp eq i8 %562, 0
  br i1 %563, label %567, label %564

564:                                              ; preds = %560
  %565 = load i32, ptr %561, align 4, !tbaa !32, !noalias !138
  %566 = add nsw i32 %565, 1
  store i32 %566, ptr %561, align 4, !tbaa !32, !noalias !138
  br label %569

567:                                              ; preds = %560
  %568 = atomicrmw volatile add ptr %561, i32 1 acq_rel, align 4, !noalias !138
  br label %569

569:                                              ; preds = %567, %564, %555
  %570 = getelementptr inbounds i8, ptr %3, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %570, ptr noundef nonnull readonly align 8 dereferenceable(40) %489, i64 40, i1 false), !noalias !138
  %571 = getelementptr inbounds i8, ptr %3, i64 56
  %572 = load ptr, ptr %490, align 8, !tbaa !129, !noalias !138
  store ptr %572, ptr %571, align 8, !tbaa !129, !noalias !138
  %573 = getelementptr inbounds i8, ptr %3, i64 64
  %574 = load ptr, ptr %492, align 8, !tbaa !23, !noalias !138
  store ptr %574, ptr %573, align 8, !tbaa !23, !noalias !138
  %575 = icmp eq ptr %574, null
  br i1 %575, label %585, label %576

576:                                              ; preds = %569
  %577 = getelementptr inbounds i8, ptr %574, i64 8
  %578 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !138
  %579 = icmp eq i8 %578, 0
  br i1 %579, label %583, label %580

580:                                              ; preds = %576
  %581 = load i32, ptr %577, align 4, !tbaa !32, !noalias !138
  %582 = add nsw i32 %581, 1
  store i32 %582, ptr %577, align 4, !tbaa !32, !noalias !138
  br label %585

583:                                              ; preds = %576
  %584 = atomicrmw volatile add ptr %577, i32 1 acq_rel, align 4, !noalias !138
  br label %585

585:                                              ; preds = %583, %580, %569
  %586 = getelementptr inbounds i8, ptr %3, i64 72
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %586, ptr noundef nonnull readonly align 8 dereferenceable(40) %505, i64 40, i1 false), !tbaa.struct !131, !noalias !138
  %587 = getelementptr inbounds i8, ptr %3, i64 112
  %588 = load ptr, ptr %506, align 8, !tbaa !129, !noalias !138
  store ptr %588, ptr %587, align 8, !tbaa !129, !noalias !138
  %589 = getelementptr inbounds i8, ptr %3, i64 120
  %590 = load ptr, ptr %508, align 8, !tbaa !23, !noalias !138
  store ptr %590, ptr %589, align 8, !tbaa !23, !noalias !138
  %591 = icmp eq ptr %590, null
  br i1 %591, label %601, label %592

592:                                              ; preds = %585
  %593 = getelementptr inbounds i8, ptr %590, i64 8
  %594 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !138
  %595 = icmp eq i8 %594, 0
  br i1 %595, label %599, label %596

596:                                              ; preds = %592
  %597 = load i32, ptr %593, align 4, !tbaa !32, !noalias !138
  %598 = add nsw i32 %597, 1
  store i32 %598, ptr %593, align 4, !tbaa !32, !noalias !138
  br label %601

599:                                              ; preds = %592
  %600 = atomicrmw volatile add ptr %593, i32 1 acq_rel, align 4, !noalias !138
  br label %601

601:                                              ; preds = %599, %596, %585
  %602 = getelementptr inbounds i8, ptr %3, i64 128
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %602, ptr noundef nonnull readonly align 8 dereferenceable(40) %521, i64 40, i1 false), !tbaa.struct !131, !noalias !138
  %603 = getelementptr inbounds i8, ptr %3, i64 168
  %604 = load ptr, ptr %522, align 8, !tbaa !127, !noalias !138
  store ptr %604, ptr %603, align 8, !tbaa !127, !noalias !138
  %605 = getelementptr inbounds i8, ptr %3, i64 176
  %606 = load ptr, ptr %524, align 8, !tbaa !23, !noalias !138
  store ptr %606, ptr %605, align 8, !tbaa !23, !noalias !138
  %607 = icmp eq ptr %606, null
  br i1 %607, label %617, label %608

608:                                              ; preds = %601
  %609 = getelementptr inbounds i8, ptr %606, i64 8
  %610 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !138
  %611 = icmp eq i8 %610, 0
  br i1 %611, label %615, label %612

612:                                              ; preds = %608
  %613 = load i32, ptr %609, align 4, !tbaa !32, !noalias !138
  %614 = add nsw i32 %613, 1
  store i32 %614, ptr %609, align 4, !tbaa !32, !noalias !138
  br label %617

615:                                              ; preds = %608
  %616 = atomicrmw volatile add ptr %609, i32 1 acq_rel, align 4, !noalias !138
  br label %617

617:                                              ; preds = %615, %612, %601
  %618 = getelementptr inbounds i8, ptr %3, i64 184
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %618, ptr noundef nonnull readonly align 8 dereferenceable(40) %537, i64 40, i1 false), !noalias !138
  %619 = getelementptr inbounds i8, ptr %3, i64 224
  %620 = load ptr, ptr %538, align 8, !tbaa !127, !noalias !138
  store ptr %620, ptr %619, align 8, !tbaa !127, !noalias !138
  %621 = getelementptr inbounds i8, ptr %3, i64 232
  %622 = load ptr, ptr %540, align 8, !tbaa !23, !noalias !138
  store ptr %622, ptr %621, align 8, !tbaa !23, !noalias !138
  %623 = icmp eq ptr %622, null
  br i1 %623, label %633, label %624

624:                                              ; preds = %617
  %625 = getelementptr inbounds i8, ptr %622, i64 8
  %626 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !138
  %627 = icmp eq i8 %626, 0
  br i1 %627, label %631, label %628

628:                                              ; preds = %624
  %629 = load i32, ptr %625, align 4, !tbaa !32, !noalias !138
  %630 = add nsw i32 %629, 1
  store i32 %630, ptr %625, align 4, !tbaa !32, !noalias !138
  br label %633

631:                                              ; preds = %624
  %632 = atomicrmw volatile add ptr %625, i32 1 acq_rel, align 4, !noalias !138
  br label %633

633:                                              ; preds = %631, %628, %617
  %634 = getelementptr inbounds i8, ptr %3, i64 240
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %634, ptr noundef nonnull readonly align 8 dereferenceable(40) %553, i64 40, i1 false), !noalias !138
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EEE, i64 16), ptr %554, align 8, !tbaa !29, !noalias !138
  %635 = getelementptr inbounds i8, ptr %554, i64 8
  %636 = load ptr, ptr %3, align 8, !tbaa !127, !noalias !138
  store ptr %636, ptr %635, align 8, !tbaa !127, !noalias !138
  %637 = getelementptr inbounds i8, ptr %554, i64 16
  %638 = load ptr, ptr %557, align 8, !tbaa !23, !noalias !138
  store ptr %638, ptr %637, align 8, !tbaa !23, !noalias !138
  %639 = icmp eq ptr %638, null
  br i1 %639, label %649, label %640

640:                                              ; preds = %633
  %641 = getelementptr inbounds i8, ptr %638, i64 8
  %642 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !138
  %643 = icmp eq i8 %642, 0
  br i1 %643, label %647, label %644

644:                                              ; preds = %640
  %645 = load i32, ptr %641, align 4, !tbaa !32, !noalias !138
  %646 = add nsw i32 %645, 1
  store i32 %646, ptr %641, align 4, !tbaa !32, !noalias !138
  br label %649

647:                                              ; preds = %640
  %648 = atomicrmw volatile add ptr %641, i32 1 acq_rel, align 4, !noalias !138
  br label %649

649:                                              ; preds = %647, %644, %633
  %650 = getelementptr inbounds i8, ptr %554, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %650, ptr noundef nonnull readonly align 8 dereferenceable(40) %570, i64 40, i1 false), !noalias !138
  %651 = getelementptr inbounds i8, ptr %554, i64 64
  %652 = load ptr, ptr %571, align 8, !tbaa !129, !noalias !138
  store ptr %652, ptr %651, align 8, !tbaa !129, !noalias !138
  %653 = getelementptr inbounds i8, ptr %554, i64 72
  %654 = load ptr, ptr %573, align 8, !tbaa !23, !noalias !138
  store ptr %654, ptr %653, align 8, !tbaa !23, !noalias !138
  %655 = icmp eq ptr %654, null
  br i1 %655, label %665, label %656

656:                                              ; preds = %649
  %657 = getelementptr inbounds i8, ptr %654, i64 8
  %658 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !138
  %659 = icmp eq i8 %658, 0
  br i1 %659, label %663, label %660

660:                                              ; preds = %656
  %661 = load i32, ptr %657, align 4, !tbaa !32, !noalias !138
  %662 = add nsw i32 %661, 1
  store i32 %662, ptr %657, align 4, !tbaa !32, !noalias !138
  br label %665

663:                                              ; preds = %656
  %664 = atomicrmw volatile add ptr %657, i32 1 acq_rel, align 4, !noalias !138
  br label %665

665:                                              ; preds = %663, %660, %649
  %666 = getelementptr inbounds i8, ptr %554, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %666, ptr noundef nonnull readonly align 8 dereferenceable(40) %586, i64 40, i1 false), !tbaa.struct !131, !noalias !138
  %667 = getelementptr inbounds i8, ptr %554, i64 120
  %668 = load ptr, ptr %587, align 8, !tbaa !129, !noalias !138
  store ptr %668, ptr %667, align 8, !tbaa !129, !noalias !138
  %669 = getelementptr inbounds i8, ptr %554, i64 128
  %670 = load ptr, ptr %589, align 8, !tbaa !23, !noalias !138
  store ptr %670, ptr %669, align 8, !tbaa !23, !noalias !138
  %671 = icmp eq ptr %670, null
  br i1 %671, label %681, label %672

672:                                              ; preds = %665
  %673 = getelementptr inbounds i8, ptr %670, i64 8
  %674 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !138
  %675 = icmp eq i8 %674, 0
  br i1 %675, label %679, label %676

676:                                              ; preds = %672
  %677 = load i32, ptr %673, align 4, !tbaa !32, !noalias !138
  %678 = add nsw i32 %677, 1
  store i32 %678, ptr %673, align 4, !tbaa !32, !noalias !138
  br label %681

679:                                              ; preds = %672
  %680 = atomicrmw volatile add ptr %673, i32 1 acq_rel, align 4, !noalias !138
  br label %681

681:                                              ; preds = %679, %676, %665
  %682 = getelementptr inbounds i8, ptr %554, i64 136
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %682, ptr noundef nonnull readonly align 8 dereferenceable(40) %602, i64 40, i1 false), !tbaa.struct !131, !noalias !138
  %683 = getelementptr inbounds i8, ptr %554, i64 176
  %684 = load ptr, ptr %603, align 8, !tbaa !127, !noalias !138
  store ptr %684, ptr %683, align 8, !tbaa !127, !noalias !138
  %685 = getelementptr inbounds i8, ptr %554, i64 184
  %686 = load ptr, ptr %605, align 8, !tbaa !23, !noalias !138
  store ptr %686, ptr %685, align 8, !tbaa !23, !noalias !138
  %687 = icmp eq ptr %686, null
  br i1 %687, label %697, label %688

688:                                              ; preds = %681
  %689 = getelementptr inbounds i8, ptr %686, i64 8
  %690 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !138
  %691 = icmp eq i8 %690, 0
  br i1 %691, label %695, label %692

692:                                              ; preds = %688
  %693 = load i32, ptr %689, align 4, !tbaa !32, !noalias !138
  %694 = add nsw i32 %693, 1
  store i32 %694, ptr %689, align 4, !tbaa !32, !noalias !138
  br label %697

695:                                              ; preds = %688
  %696 = atomicrmw volatile add ptr %689, i32 1 acq_rel, align 4, !noalias !138
  br label %697

697:                                              ; preds = %695, %692, %681
  %698 = getelementptr inbounds i8, ptr %554, i64 192
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %698, ptr noundef nonnull readonly align 8 dereferenceable(40) %618, i64 40, i1 false), !noalias !138
  %699 = getelementptr inbounds i8, ptr %554, i64 232
  %700 = load ptr, ptr %619, align 8, !tbaa !127, !noalias !138
  store ptr %700, ptr %699, align 8, !tbaa !127, !noalias !138
  %701 = getelementptr inbounds i8, ptr %554, i64 240
  %702 = load ptr, ptr %621, align 8, !tbaa !23, !noalias !138
  store ptr %702, ptr %701, align 8, !tbaa !23, !noalias !138
  %703 = icmp eq ptr %702, null
  br i1 %703, label %713, label %704

704:                                              ; preds = %697
  %705 = getelementptr inbounds i8, ptr %702, i64 8
  %706 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !138
  %707 = icmp eq i8 %706, 0
  br i1 %707, label %711, label %708

708:                                              ; preds = %704
  %709 = load i32, ptr %705, align 4, !tbaa !32, !noalias !138
  %710 = add nsw i32 %709, 1
  store i32 %710, ptr %705, align 4, !tbaa !32, !noalias !138
  br label %713

711:                                              ; preds = %704
  %712 = atomicrmw volatile add ptr %705, i32 1 acq_rel, align 4, !noalias !138
  br label %713

713:                                              ; preds = %711, %708, %697
  %714 = getelementptr inbounds i8, ptr %554, i64 248
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %714, ptr noundef nonnull readonly align 8 dereferenceable(40) %634, i64 40, i1 false), !noalias !138
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_7nd_itemILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(280) %3) #26, !noalias !138
  call void @llvm.lifetime.end.p0(i64 280, ptr nonnull %3)
  %715 = getelementptr inbounds i8, ptr %1, i64 152
  %716 = load ptr, ptr %715, align 8, !tbaa !14
  store ptr %554, ptr %715, align 8, !tbaa !14
  %717 = icmp eq ptr %716, null
  br i1 %717, label %722, label %718

718:                                              ; preds = %713
  %719 = load ptr, ptr %716, align 8, !tbaa !29
  %720 = getelementptr inbounds i8, ptr %719, i64 16
  %721 = load ptr, ptr %720, align 8
  call void %721(ptr noundef nonnull align 8 dereferenceable(8) %716) #26
  br label %722

722:                                              ; preds = %718, %713
  invoke void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %723 unwind label %758

723:                                              ; preds = %722
  %724 = load ptr, ptr %715, align 8, !tbaa !14
  %725 = load ptr, ptr %724, align 8, !tbaa !29
  %726 = load ptr, ptr %725, align 8
  %727 = invoke noundef ptr %726(ptr noundef nonnull align 8 dereferenceable(8) %724)
          to label %728 unwind label %758

728:                                              ; preds = %723
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #26
  invoke void @_ZN4sycl3_V16detail19getKernelParamDescsI9TiledGemmEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind nonnull writable sret(%"class.std::vector.106") align 8 %4)
          to label %729 unwind label %758

729:                                              ; preds = %728
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %727, ptr noundef nonnull align 8 dereferenceable(24) %4, i1 noundef zeroext false)
          to label %730 unwind label %747

730:                                              ; preds = %729
  %731 = load ptr, ptr %4, align 8, !tbaa !141
  %732 = icmp eq ptr %731, null
  br i1 %732, label %739, label %733

733:                                              ; preds = %730
  %734 = getelementptr inbounds i8, ptr %4, i64 16
  %735 = load ptr, ptr %734, align 8, !tbaa !143
  %736 = ptrtoint ptr %735 to i64
  %737 = ptrtoint ptr %731 to i64
  %738 = sub i64 %736, %737
  call void @_ZdlPvm(ptr noundef nonnull %731, i64 noundef %738) #28
  br label %739

739:                                              ; preds = %733, %730
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #26
  %740 = invoke noalias noundef nonnull dereferenceable(15) ptr @_Znam(i64 noundef 15) #25
          to label %741 unwind label %758

741:                                              ; preds = %739
  %742 = getelementptr inbounds i8, ptr %1, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(14) %740, ptr noundef nonnull align 1 dereferenceable(14) @.str.19, i64 14, i1 false)
  %743 = getelementptr inbounds i8, ptr %740, i64 14
  store i8 0, ptr %743, align 1, !tbaa !31
  %744 = load ptr, ptr %742, align 8, !tbaa !14
  store ptr %740, ptr %742, align 8, !tbaa !14
  %745 = icmp eq ptr %744, null
  br i1 %745, label %762, label %746

746:                                              ; preds = %741
  call void @_ZdaPv(ptr noundef nonnull %744) #28
  br label %762

747:                                              ; preds = %729
  %748 = landingpad { ptr, i32 }
          cleanup
  %749 = load ptr, ptr %4, align 8, !tbaa !141
  %750 = icmp eq ptr %749, null
  br i1 %750, label %757, label %751

751:                                              ; preds = %747
  %752 = getelementptr inbounds i8, ptr %4, i64 16
  %753 = load ptr, ptr %752, align 8, !tbaa !143
  %754 = ptrtoint ptr %753 to i64
  %755 = ptrtoint ptr %749 to i64
  %756 = sub i64 %754, %755
  call void @_ZdlPvm(ptr noundef nonnull %749, i64 noundef %756) #28
  br label %757

757:                                              ; preds = %751, %747
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #26
  br label %760

758:                                              ; preds = %739, %728, %723, %722, %552
  %759 = landingpad { ptr, i32 }
          cleanup
  br label %760

760:                                              ; preds = %758, %757
  %761 = phi { ptr, i32 } [ %759, %758 ], [ %748, %757 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_7nd_itemILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(280) %10) #26
  br label %916

762:                                              ; preds = %746, %741
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_7nd_itemILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(280) %10) #26
  invoke void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef 1)
          to label %763 unwind label %914

763:                                              ; preds = %762
  call void @llvm.lifetime.end.p0(i64 280, ptr nonnull %10)
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_7nd_itemILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(280) %27) #26
  call void @llvm.lifetime.end.p0(i64 280, ptr nonnull %27) #26
  %764 = load ptr, ptr %247, align 8, !tbaa !23
  %765 = icmp eq ptr %764, null
  br i1 %765, label %790, label %766

766:                                              ; preds = %763
  %767 = getelementptr inbounds i8, ptr %764, i64 8
  %768 = load atomic i64, ptr %767 acquire, align 8
  %769 = icmp eq i64 %768, 4294967297
  %770 = trunc i64 %768 to i32
  br i1 %769, label %771, label %779

771:                                              ; preds = %766
  store i32 0, ptr %767, align 8, !tbaa !25
  %772 = getelementptr inbounds i8, ptr %764, i64 12
  store i32 0, ptr %772, align 4, !tbaa !28
  %773 = load ptr, ptr %764, align 8, !tbaa !29
  %774 = getelementptr inbounds i8, ptr %773, i64 16
  %775 = load ptr, ptr %774, align 8
  call void %775(ptr noundef nonnull align 8 dereferenceable(16) %764) #26
  %776 = load ptr, ptr %764, align 8, !tbaa !29
  %777 = getelementptr inbounds i8, ptr %776, i64 24
  %778 = load ptr, ptr %777, align 8
  call void %778(ptr noundef nonnull align 8 dereferenceable(16) %764) #26
  br label %790

779:                                              ; preds = %766
  %780 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %781 = icmp eq i8 %780, 0
  br i1 %781, label %784, label %782

782:                                              ; preds = %779
  %783 = add nsw i32 %770, -1
  store i32 %783, ptr %767, align 4, !tbaa !32
  br label %786

784:                                              ; preds = %779
  %785 = atomicrmw volatile add ptr %767, i32 -1 acq_rel, align 4
  br label %786

786:                                              ; preds = %784, %782
  %787 = phi i32 [ %770, %782 ], [ %785, %784 ]
  %788 = icmp eq i32 %787, 1
  br i1 %788, label %789, label %790, !prof !33

789:                                              ; preds = %786
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %764) #26
  br label %790

790:                                              ; preds = %789, %786, %771, %763
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %26) #26
  %791 = load ptr, ptr %229, align 8, !tbaa !23
  %792 = icmp eq ptr %791, null
  br i1 %792, label %817, label %793

793:                                              ; preds = %790
  %794 = getelementptr inbounds i8, ptr %791, i64 8
  %795 = load atomic i64, ptr %794 acquire, align 8
  %796 = icmp eq i64 %795, 4294967297
  %797 = trunc i64 %795 to i32
  br i1 %796, label %798, label %806

798:                                              ; preds = %793
  store i32 0, ptr %794, align 8, !tbaa !25
  %799 = getelementptr inbounds i8, ptr %791, i64 12
  store i32 0, ptr %799, align 4, !tbaa !28
  %800 = load ptr, ptr %791, align 8, !tbaa !29
  %801 = getelementptr inbounds i8, ptr %800, i64 16
  %802 = load ptr, ptr %801, align 8
  call void %802(ptr noundef nonnull align 8 dereferenceable(16) %791) #26
  %803 = load ptr, ptr %791, align 8, !tbaa !29
  %804 = getelementptr inbounds i8, ptr %803, i64 24
  %805 = load ptr, ptr %804, align 8
  call void %805(ptr noundef nonnull align 8 dereferenceable(16) %791) #26
  br label %817

806:                                              ; preds = %793
  %807 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %808 = icmp eq i8 %807, 0
  br i1 %808, label %811, label %809

809:                                              ; preds = %806
  %810 = add nsw i32 %797, -1
  store i32 %810, ptr %794, align 4, !tbaa !32
  br label %813

811:                                              ; preds = %806
  %812 = atomicrmw volatile add ptr %794, i32 -1 acq_rel, align 4
  br label %813

813:                                              ; preds = %811, %809
  %814 = phi i32 [ %797, %809 ], [ %812, %811 ]
  %815 = icmp eq i32 %814, 1
  br i1 %815, label %816, label %817, !prof !33

816:                                              ; preds = %813
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %791) #26
  br label %817

817:                                              ; preds = %816, %813, %798, %790
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %25) #26
  %818 = load ptr, ptr %283, align 8, !tbaa !23
  %819 = icmp eq ptr %818, null
  br i1 %819, label %844, label %820

820:                                              ; preds = %817
  %821 = getelementptr inbounds i8, ptr %818, i64 8
  %822 = load atomic i64, ptr %821 acquire, align 8
  %823 = icmp eq i64 %822, 4294967297
  %824 = trunc i64 %822 to i32
  br i1 %823, label %825, label %833

825:                                              ; preds = %820
  store i32 0, ptr %821, align 8, !tbaa !25
  %826 = getelementptr inbounds i8, ptr %818, i64 12
  store i32 0, ptr %826, align 4, !tbaa !28
  %827 = load ptr, ptr %818, align 8, !tbaa !29
  %828 = getelementptr inbounds i8, ptr %827, i64 16
  %829 = load ptr, ptr %828, align 8
  call void %829(ptr noundef nonnull align 8 dereferenceable(16) %818) #26
  %830 = load ptr, ptr %818, align 8, !tbaa !29
  %831 = getelementptr inbounds i8, ptr %830, i64 24
  %832 = load ptr, ptr %831, align 8
  call void %832(ptr noundef nonnull align 8 dereferenceable(16) %818) #26
  br label %844

833:                                              ; preds = %820
  %834 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %835 = icmp eq i8 %834, 0
  br i1 %835, label %838, label %836

836:                                              ; preds = %833
  %837 = add nsw i32 %824, -1
  store i32 %837, ptr %821, align 4, !tbaa !32
  br label %840

838:                                              ; preds = %833
  %839 = atomicrmw volatile add ptr %821, i32 -1 acq_rel, align 4
  br label %840

840:                                              ; preds = %838, %836
  %841 = phi i32 [ %824, %836 ], [ %839, %838 ]
  %842 = icmp eq i32 %841, 1
  br i1 %842, label %843, label %844, !prof !33

843:                                              ; preds = %840
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %818) #26
  br label %844

844:                                              ; preds = %843, %840, %825, %817
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %23) #26
  %845 = load ptr, ptr %265, align 8, !tbaa !23
  %846 = icmp eq ptr %845, null
  br i1 %846, label %871, label %847

847:                                              ; preds = %844
  %848 = getelementptr inbounds i8, ptr %845, i64 8
  %849 = load atomic i64, ptr %848 acquire, align 8
  %850 = icmp eq i64 %849, 4294967297
  %851 = trunc i64 %849 to i32
  br i1 %850, label %852, label %860

852:                                              ; preds = %847
  store i32 0, ptr %848, align 8, !tbaa !25
  %853 = getelementptr inbounds i8, ptr %845, i64 12
  store i32 0, ptr %853, align 4, !tbaa !28
  %854 = load ptr, ptr %845, align 8, !tbaa !29
  %855 = getelementptr inbounds i8, ptr %854, i64 16
  %856 = load ptr, ptr %855, align 8
  call void %856(ptr noundef nonnull align 8 dereferenceable(16) %845) #26
  %857 = load ptr, ptr %845, align 8, !tbaa !29
  %858 = getelementptr inbounds i8, ptr %857, i64 24
  %859 = load ptr, ptr %858, align 8
  call void %859(ptr noundef nonnull align 8 dereferenceable(16) %845) #26
  br label %871

860:                                              ; preds = %847
  %861 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %862 = icmp eq i8 %861, 0
  br i1 %862, label %865, label %863

863:                                              ; preds = %860
  %864 = add nsw i32 %851, -1
  store i32 %864, ptr %848, align 4, !tbaa !32
  br label %867

865:                                              ; preds = %860
  %866 = atomicrmw volatile add ptr %848, i32 -1 acq_rel, align 4
  br label %867

867:                                              ; preds = %865, %863
  %868 = phi i32 [ %851, %863 ], [ %866, %865 ]
  %869 = icmp eq i32 %868, 1
  br i1 %869, label %870, label %871, !prof !33

870:                                              ; preds = %867
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %845) #26
  br label %871

871:                                              ; preds = %870, %867, %852, %844
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %21) #26
  %872 = load ptr, ptr %211, align 8, !tbaa !23
  %873 = icmp eq ptr %872, null
  br i1 %873, label %928, label %874

874:                                              ; preds = %871
  %875 = getelementptr inbounds i8, ptr %872, i64 8
  %876 = load atomic i64, ptr %875 acquire, align 8
  %877 = icmp eq i64 %876, 4294967297
  %878 = trunc i64 %876 to i32
  br i1 %877, label %879, label %887

879:                                              ; preds = %874
  store i32 0, ptr %875, align 8, !tbaa !25
  %880 = getelementptr inbounds i8, ptr %872, i64 12
  store i32 0, ptr %880, align 4, !tbaa !28
  %881 = load ptr, ptr %872, align 8, !tbaa !29
  %882 = getelementptr inbounds i8, ptr %881, i64 16
  %883 = load ptr, ptr %882, align 8
  call void %883(ptr noundef nonnull align 8 dereferenceable(16) %872) #26
  %884 = load ptr, ptr %872, align 8, !tbaa !29
  %885 = getelementptr inbounds i8, ptr %884, i64 24
  %886 = load ptr, ptr %885, align 8
  call void %886(ptr noundef nonnull align 8 dereferenceable(16) %872) #26
  br label %928

887:                                              ; preds = %874
  %888 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %889 = icmp eq i8 %888, 0
  br i1 %889, label %892, label %890

890:                                              ; preds = %887
  %891 = add nsw i32 %878, -1
  store i32 %891, ptr %875, align 4, !tbaa !32
  br label %894

892:                                              ; preds = %887
  %893 = atomicrmw volatile add ptr %875, i32 -1 acq_rel, align 4
  br label %894

894:                                              ; preds = %892, %890
  %895 = phi i32 [ %878, %890 ], [ %893, %892 ]
  %896 = icmp eq i32 %895, 1
  br i1 %896, label %897, label %928, !prof !33

897:                                              ; preds = %894
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %872) #26
  br label %928

898:                                              ; preds = %2
  %899 = landingpad { ptr, i32 }
          cleanup
  br label %900

900:                                              ; preds = %898, %33
  %901 = phi { ptr, i32 } [ %899, %898 ], [ %34, %33 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %20) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #26
  br label %926

902:                                              ; preds = %84
  %903 = landingpad { ptr, i32 }
          cleanup
  br label %904

904:                                              ; preds = %902, %91
  %905 = phi { ptr, i32 } [ %903, %902 ], [ %92, %91 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %22) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %22) #26
  br label %924

906:                                              ; preds = %142
  %907 = landingpad { ptr, i32 }
          cleanup
  br label %908

908:                                              ; preds = %906, %150
  %909 = phi { ptr, i32 } [ %907, %906 ], [ %151, %150 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %24) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24) #26
  br label %922

910:                                              ; preds = %200
  %911 = landingpad { ptr, i32 }
          cleanup
  br label %920

912:                                              ; preds = %204
  %913 = landingpad { ptr, i32 }
          cleanup
  br label %918

914:                                              ; preds = %762, %469, %468, %464, %454
  %915 = landingpad { ptr, i32 }
          cleanup
  br label %916

916:                                              ; preds = %914, %760, %466
  %917 = phi { ptr, i32 } [ %915, %914 ], [ %467, %466 ], [ %761, %760 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_7nd_itemILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(280) %27) #26
  call void @llvm.lifetime.end.p0(i64 280, ptr nonnull %27) #26
  call void @_ZN4sycl3_V16detail21LocalAccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %26) #26
  br label %918

918:                                              ; preds = %916, %912
  %919 = phi { ptr, i32 } [ %917, %916 ], [ %913, %912 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %26) #26
  call void @_ZN4sycl3_V16detail21LocalAccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %25) #26
  br label %920

920:                                              ; preds = %918, %910
  %921 = phi { ptr, i32 } [ %919, %918 ], [ %911, %910 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %25) #26
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %23) #26
  br label %922

922:                                              ; preds = %920, %908
  %923 = phi { ptr, i32 } [ %921, %920 ], [ %909, %908 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %23) #26
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %21) #26
  br label %924

924:                                              ; preds = %922, %904
  %925 = phi { ptr, i32 } [ %923, %922 ], [ %905, %904 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %21) #26
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %19) #26
  br label %926

926:                                              ; preds = %924, %900
  %927 = phi { ptr, i32 } [ %925, %924 ], [ %901, %900 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %19) #26
  resume { ptr, i32 } %927

928:                                              ; preds = %871, %879, %894, %897
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %19) #26
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
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %0, ptr noundef nonnull align 8 dereferenceable(41) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id.93", align 8
  %7 = alloca %"class.sycl::_V1::range.95", align 8
  %8 = alloca %"class.sycl::_V1::range.95", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %11 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %12 = load i64, ptr %11, align 8
  %13 = getelementptr inbounds i8, ptr %1, i64 24
  %14 = load i64, ptr %13, align 8
  store i64 %12, ptr %7, align 8, !tbaa !36, !alias.scope !144
  %15 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 %14, ptr %15, align 8, !tbaa !36, !alias.scope !144
  %16 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %16, align 8, !tbaa !36, !alias.scope !144
  store i64 %12, ptr %8, align 8, !tbaa !36, !alias.scope !147
  %17 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 %14, ptr %17, align 8, !tbaa !36, !alias.scope !147
  %18 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %18, align 8, !tbaa !36, !alias.scope !147
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
  %36 = load ptr, ptr %35, align 8, !tbaa !150
  store ptr %36, ptr %34, align 8, !tbaa !150
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
  br i1 %53, label %54, label %33, !llvm.loop !152

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
  %61 = load ptr, ptr %1, align 8, !tbaa !94
  %62 = icmp eq ptr %61, null
  br i1 %62, label %63, label %64

63:                                               ; preds = %54
  tail call void @__assert_fail(ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.15, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi2ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #27
  unreachable

64:                                               ; preds = %54
  %65 = getelementptr inbounds i8, ptr %1, i64 32
  %66 = load i64, ptr %65, align 8, !tbaa !85
  %67 = getelementptr inbounds i8, ptr %1, i64 40
  %68 = load i8, ptr %67, align 8, !tbaa !93, !range !119, !noundef !120
  %69 = trunc nuw i8 %68 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id.93") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.95") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.95") align 8 %8, i32 noundef 1024, ptr noundef nonnull %61, i32 noundef 2, i32 noundef 4, i64 noundef %66, i1 noundef zeroext %69, ptr noundef nonnull align 8 dereferenceable(32) %3)
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
  %132 = load ptr, ptr %131, align 8, !tbaa !150
  store ptr %132, ptr %130, align 8, !tbaa !150
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
  br i1 %149, label %150, label %129, !llvm.loop !152

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
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %213 unwind label %238

213:                                              ; preds = %212
  %214 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %215 unwind label %238

215:                                              ; preds = %213
  store ptr %214, ptr %115, align 8, !tbaa !153
  %216 = load ptr, ptr %1, align 8, !tbaa !94
  %217 = icmp eq ptr %216, null
  br i1 %217, label %218, label %219

218:                                              ; preds = %215
  tail call void @__assert_fail(ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.15, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi2ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #27
  unreachable

219:                                              ; preds = %215
  %220 = load ptr, ptr %0, align 8, !tbaa !127
  invoke void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef nonnull %216, ptr noundef %220, i32 noundef 2014, i32 noundef 1024, ptr noundef nonnull align 8 dereferenceable(32) %4)
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

declare void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef byval(%"class.sycl::_V1::id.93") align 8, ptr noundef byval(%"class.sycl::_V1::range.95") align 8, ptr noundef byval(%"class.sycl::_V1::range.95") align 8, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i64 noundef, i1 noundef zeroext, ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #7

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

declare void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef, i32 noundef) local_unnamed_addr #7

declare void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #7

declare noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #7

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #7

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #7

; Function Attrs: nounwind
declare noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #13

; Function Attrs: nounwind
declare noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #13

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #7

declare void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 4 dereferenceable(4)) local_unnamed_addr #7

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %0, ptr noundef nonnull align 8 dereferenceable(41) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id.93", align 8
  %7 = alloca %"class.sycl::_V1::range.95", align 8
  %8 = alloca %"class.sycl::_V1::range.95", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %11 = load i64, ptr %10, align 8
  %12 = getelementptr inbounds i8, ptr %1, i64 24
  %13 = load i64, ptr %12, align 8
  store i64 %11, ptr %7, align 8, !tbaa !36, !alias.scope !157
  %14 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 %13, ptr %14, align 8, !tbaa !36, !alias.scope !157
  %15 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %15, align 8, !tbaa !36, !alias.scope !157
  store i64 %11, ptr %8, align 8, !tbaa !36, !alias.scope !160
  %16 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 %13, ptr %16, align 8, !tbaa !36, !alias.scope !160
  %17 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %17, align 8, !tbaa !36, !alias.scope !160
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
  %35 = load ptr, ptr %34, align 8, !tbaa !150
  store ptr %35, ptr %33, align 8, !tbaa !150
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
  br i1 %52, label %53, label %32, !llvm.loop !152

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
  %60 = load ptr, ptr %1, align 8, !tbaa !94
  %61 = icmp eq ptr %60, null
  br i1 %61, label %62, label %63

62:                                               ; preds = %53
  tail call void @__assert_fail(ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.15, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi2ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #27
  unreachable

63:                                               ; preds = %53
  %64 = and i64 %18, 16
  %65 = icmp eq i64 %64, 0
  %66 = select i1 %65, i32 1025, i32 1027
  %67 = getelementptr inbounds i8, ptr %1, i64 32
  %68 = load i64, ptr %67, align 8, !tbaa !85
  %69 = getelementptr inbounds i8, ptr %1, i64 40
  %70 = load i8, ptr %69, align 8, !tbaa !93, !range !119, !noundef !120
  %71 = trunc nuw i8 %70 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id.93") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.95") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.95") align 8 %8, i32 noundef %66, ptr noundef nonnull %60, i32 noundef 2, i32 noundef 4, i64 noundef %68, i1 noundef zeroext %71, ptr noundef nonnull align 8 dereferenceable(32) %3)
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
  %133 = load ptr, ptr %132, align 8, !tbaa !150
  store ptr %133, ptr %131, align 8, !tbaa !150
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
  br i1 %150, label %151, label %130, !llvm.loop !152

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
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %185 unwind label %210

185:                                              ; preds = %184
  %186 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %187 unwind label %210

187:                                              ; preds = %185
  store ptr %186, ptr %117, align 8, !tbaa !163
  %188 = load ptr, ptr %1, align 8, !tbaa !94
  %189 = icmp eq ptr %188, null
  br i1 %189, label %190, label %191

190:                                              ; preds = %187
  tail call void @__assert_fail(ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.15, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi2ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #27
  unreachable

191:                                              ; preds = %187
  %192 = load ptr, ptr %0, align 8, !tbaa !127
  invoke void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef nonnull %188, ptr noundef %192, i32 noundef 2014, i32 noundef 1025, ptr noundef nonnull align 8 dereferenceable(32) %4)
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
define linkonce_odr dso_local void @_ZN4sycl3_V119local_accessor_baseIfLi2ELNS0_6access4modeE1026ELNS2_11placeholderE0EEC2ILi2EvEENS0_5rangeILi2EEERNS0_7handlerENS0_6detail13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %0, i64 %1, i64 %2, ptr noundef nonnull align 8 dereferenceable(216) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::range.95", align 8
  %7 = alloca %"class.sycl::_V1::property_list", align 8
  store i64 %1, ptr %6, align 8, !tbaa !36, !alias.scope !165
  %8 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 %2, ptr %8, align 8, !tbaa !36, !alias.scope !165
  %9 = getelementptr inbounds i8, ptr %6, i64 16
  store i64 1, ptr %9, align 8, !tbaa !36, !alias.scope !165
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #26
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %7, i8 0, i64 32, i1 false)
  invoke void @_ZN4sycl3_V16detail21LocalAccessorBaseHostC2ENS0_5rangeILi3EEEiiRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::range.95") align 8 %6, i32 noundef 2, i32 noundef 4, ptr noundef nonnull align 8 dereferenceable(32) %7)
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
  %61 = load ptr, ptr %0, align 8, !tbaa !129
  invoke void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef null, ptr noundef %61, i32 noundef 2016, i32 noundef 1026, ptr noundef nonnull align 8 dereferenceable(32) %4)
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

declare void @_ZN4sycl3_V16detail21LocalAccessorBaseHostC2ENS0_5rangeILi3EEEiiRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef byval(%"class.sycl::_V1::range.95") align 8, i32 noundef, i32 noundef, ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #7

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail21LocalAccessorBaseHost7getSizeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #7

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail21LocalAccessorBaseHost7getSizeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #7

declare void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216), ptr) local_unnamed_addr #7

declare void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216), i32 noundef) local_unnamed_addr #7

declare noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #7

declare void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEES3_NS0_2idILi3EEEi(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef byval(%"class.sycl::_V1::range.95") align 8, ptr noundef byval(%"class.sycl::_V1::range.95") align 8, ptr noundef byval(%"class.sycl::_V1::id.93") align 8, i32 noundef) local_unnamed_addr #7

declare void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #7

declare void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef, ptr noundef nonnull align 8 dereferenceable(24), i1 noundef zeroext) local_unnamed_addr #7

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19getKernelParamDescsI9TiledGemmEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind noalias writable sret(%"class.std::vector.106") align 8 %0) local_unnamed_addr #2 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"struct.sycl::_V1::detail::kernel_param_desc_t", align 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, i8 0, i64 24, i1 false)
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = tail call noalias noundef nonnull dereferenceable(60) ptr @_Znwm(i64 noundef 60) #25
  store ptr %4, ptr %0, align 8, !tbaa !141
  %5 = getelementptr inbounds i8, ptr %4, i64 60
  store ptr %5, ptr %3, align 8, !tbaa !143
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #26
  store i64 26242250178560, ptr %2, align 8
  store i32 0, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !168
  %8 = getelementptr inbounds i8, ptr %4, i64 12
  store ptr %8, ptr %7, align 8, !tbaa !171
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #26
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #26
  store i64 26250840113152, ptr %2, align 8
  store i32 56, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %8, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !168
  %9 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr %9, ptr %7, align 8, !tbaa !171
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #26
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #26
  store i64 26250840113152, ptr %2, align 8
  store i32 112, ptr %6, align 8
  %10 = load ptr, ptr %3, align 8, !tbaa !143
  %11 = icmp eq ptr %9, %10
  br i1 %11, label %15, label %12

12:                                               ; preds = %1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %9, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !168
  %13 = load ptr, ptr %7, align 8, !tbaa !171
  %14 = getelementptr inbounds i8, ptr %13, i64 12
  store ptr %14, ptr %7, align 8, !tbaa !171
  br label %18

15:                                               ; preds = %1
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr nonnull %9, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %16 unwind label %37

16:                                               ; preds = %15
  %17 = load ptr, ptr %7, align 8, !tbaa !14
  br label %18

18:                                               ; preds = %16, %12
  %19 = phi ptr [ %17, %16 ], [ %14, %12 ]
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #26
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #26
  store i64 26242250178560, ptr %2, align 8
  store i32 168, ptr %6, align 8
  %20 = load ptr, ptr %3, align 8, !tbaa !143
  %21 = icmp eq ptr %19, %20
  br i1 %21, label %25, label %22

22:                                               ; preds = %18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %19, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !168
  %23 = load ptr, ptr %7, align 8, !tbaa !171
  %24 = getelementptr inbounds i8, ptr %23, i64 12
  store ptr %24, ptr %7, align 8, !tbaa !171
  br label %28

25:                                               ; preds = %18
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %19, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %26 unwind label %37

26:                                               ; preds = %25
  %27 = load ptr, ptr %7, align 8, !tbaa !14
  br label %28

28:                                               ; preds = %26, %22
  %29 = phi ptr [ %27, %26 ], [ %24, %22 ]
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #26
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #26
  store i64 26242250178560, ptr %2, align 8
  store i32 224, ptr %6, align 8
  %30 = load ptr, ptr %3, align 8, !tbaa !143
  %31 = icmp eq ptr %29, %30
  br i1 %31, label %35, label %32

32:                                               ; preds = %28
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %29, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !168
  %33 = load ptr, ptr %7, align 8, !tbaa !171
  %34 = getelementptr inbounds i8, ptr %33, i64 12
  store ptr %34, ptr %7, align 8, !tbaa !171
  br label %36

35:                                               ; preds = %28
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %29, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %36 unwind label %37

36:                                               ; preds = %35, %32
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #26
  ret void

37:                                               ; preds = %15, %25, %35
  %38 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #26
  %39 = load ptr, ptr %0, align 8, !tbaa !141
  %40 = icmp eq ptr %39, null
  br i1 %40, label %46, label %41

41:                                               ; preds = %37
  %42 = load ptr, ptr %3, align 8, !tbaa !143
  %43 = ptrtoint ptr %42 to i64
  %44 = ptrtoint ptr %39 to i64
  %45 = sub i64 %43, %44
  call void @_ZdlPvm(ptr noundef nonnull %39, i64 noundef %45) #28
  br label %46

46:                                               ; preds = %37, %41
  resume { ptr, i32 } %38
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(288) %0) unnamed_addr #20 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(288) %0) unnamed_addr #3 align 2 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EEE, i64 16), ptr %0, align 8, !tbaa !29
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  tail call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_7nd_itemILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(280) %2) #26
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EED0Ev(ptr noundef nonnull align 8 dereferenceable(288) %0) unnamed_addr #3 align 2 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EEE, i64 16), ptr %0, align 8, !tbaa !29
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  tail call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_7nd_itemILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(280) %2) #26
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 288) #28
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EE23InstantiateKernelOnHostEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(288) %0) unnamed_addr #2 align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca [40 x i8], align 8
  %3 = alloca { ptr, [32 x i8] }, align 8
  %4 = alloca [40 x i8], align 8
  %5 = alloca { ptr, [32 x i8] }, align 8
  %6 = alloca { ptr, [32 x i8] }, align 8
  %7 = alloca %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read, sycl::_V1::access::target::global_buffer, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %8 = alloca %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read_write, sycl::_V1::access::target::local, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %9 = alloca %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read, sycl::_V1::access::target::global_buffer, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %10 = alloca %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read_write, sycl::_V1::access::target::local, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %11 = alloca %"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::write, sycl::_V1::access::target::global_buffer, sycl::_V1::access::placeholder::false_t>::AccessorSubscript", align 8
  %12 = alloca %class.anon.92, align 8
  %13 = getelementptr inbounds i8, ptr %0, i64 8
  %14 = load ptr, ptr %13, align 8, !tbaa !127
  store ptr %14, ptr %12, align 8, !tbaa !127
  %15 = getelementptr inbounds i8, ptr %12, i64 8
  %16 = getelementptr inbounds i8, ptr %0, i64 16
  %17 = load ptr, ptr %16, align 8, !tbaa !23
  store ptr %17, ptr %15, align 8, !tbaa !23
  %18 = icmp eq ptr %17, null
  br i1 %18, label %28, label %19

19:                                               ; preds = %1
  %20 = getelementptr inbounds i8, ptr %17, i64 8
  %21 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %22 = icmp eq i8 %21, 0
  br i1 %22, label %26, label %23

23:                                               ; preds = %19
  %24 = load i32, ptr %20, align 4, !tbaa !32
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %20, align 4, !tbaa !32
  br label %28

26:                                               ; preds = %19
  %27 = atomicrmw volatile add ptr %20, i32 1 acq_rel, align 4
  br label %28

28:                                               ; preds = %26, %23, %1
  %29 = getelementptr inbounds i8, ptr %12, i64 16
  %30 = getelementptr inbounds i8, ptr %0, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %29, ptr noundef nonnull readonly align 8 dereferenceable(40) %30, i64 40, i1 false)
  %31 = getelementptr inbounds i8, ptr %12, i64 56
  %32 = getelementptr inbounds i8, ptr %0, i64 64
  %33 = load ptr, ptr %32, align 8, !tbaa !129
  store ptr %33, ptr %31, align 8, !tbaa !129
  %34 = getelementptr inbounds i8, ptr %12, i64 64
  %35 = getelementptr inbounds i8, ptr %0, i64 72
  %36 = load ptr, ptr %35, align 8, !tbaa !23
  store ptr %36, ptr %34, align 8, !tbaa !23
  %37 = icmp eq ptr %36, null
  br i1 %37, label %47, label %38

38:                                               ; preds = %28
  %39 = getelementptr inbounds i8, ptr %36, i64 8
  %40 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %41 = icmp eq i8 %40, 0
  br i1 %41, label %45, label %42

42:                                               ; preds = %38
  %43 = load i32, ptr %39, align 4, !tbaa !32
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %39, align 4, !tbaa !32
  br label %47

45:                                               ; preds = %38
  %46 = atomicrmw volatile add ptr %39, i32 1 acq_rel, align 4
  br label %47

47:                                               ; preds = %45, %42, %28
  %48 = getelementptr inbounds i8, ptr %12, i64 72
  %49 = getelementptr inbounds i8, ptr %0, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %48, ptr noundef nonnull readonly align 8 dereferenceable(40) %49, i64 40, i1 false), !tbaa.struct !131
  %50 = getelementptr inbounds i8, ptr %12, i64 112
  %51 = getelementptr inbounds i8, ptr %0, i64 120
  %52 = load ptr, ptr %51, align 8, !tbaa !129
  store ptr %52, ptr %50, align 8, !tbaa !129
  %53 = getelementptr inbounds i8, ptr %12, i64 120
  %54 = getelementptr inbounds i8, ptr %0, i64 128
  %55 = load ptr, ptr %54, align 8, !tbaa !23
  store ptr %55, ptr %53, align 8, !tbaa !23
  %56 = icmp eq ptr %55, null
  br i1 %56, label %66, label %57

57:                                               ; preds = %47
  %58 = getelementptr inbounds i8, ptr %55, i64 8
  %59 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %60 = icmp eq i8 %59, 0
  br i1 %60, label %64, label %61

61:                                               ; preds = %57
  %62 = load i32, ptr %58, align 4, !tbaa !32
  %63 = add nsw i32 %62, 1
  store i32 %63, ptr %58, align 4, !tbaa !32
  br label %66

64:                                               ; preds = %57
  %65 = atomicrmw volatile add ptr %58, i32 1 acq_rel, align 4
  br label %66

66:                                               ; preds = %64, %61, %47
  %67 = getelementptr inbounds i8, ptr %12, i64 128
  %68 = getelementptr inbounds i8, ptr %0, i64 136
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %67, ptr noundef nonnull readonly align 8 dereferenceable(40) %68, i64 40, i1 false), !tbaa.struct !131
  %69 = getelementptr inbounds i8, ptr %12, i64 168
  %70 = getelementptr inbounds i8, ptr %0, i64 176
  %71 = load ptr, ptr %70, align 8, !tbaa !127
  store ptr %71, ptr %69, align 8, !tbaa !127
  %72 = getelementptr inbounds i8, ptr %12, i64 176
  %73 = getelementptr inbounds i8, ptr %0, i64 184
  %74 = load ptr, ptr %73, align 8, !tbaa !23
  store ptr %74, ptr %72, align 8, !tbaa !23
  %75 = icmp eq ptr %74, null
  br i1 %75, label %85, label %76

76:                                               ; preds = %66
  %77 = getelementptr inbounds i8, ptr %74, i64 8
  %78 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %79 = icmp eq i8 %78, 0
  br i1 %79, label %83, label %80

80:                                               ; preds = %76
  %81 = load i32, ptr %77, align 4, !tbaa !32
  %82 = add nsw i32 %81, 1
  store i32 %82, ptr %77, align 4, !tbaa !32
  br label %85

83:                                               ; preds = %76
  %84 = atomicrmw volatile add ptr %77, i32 1 acq_rel, align 4
  br label %85

85:                                               ; preds = %83, %80, %66
  %86 = getelementptr inbounds i8, ptr %12, i64 184
  %87 = getelementptr inbounds i8, ptr %0, i64 192
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %86, ptr noundef nonnull readonly align 8 dereferenceable(40) %87, i64 40, i1 false)
  %88 = getelementptr inbounds i8, ptr %12, i64 224
  %89 = getelementptr inbounds i8, ptr %0, i64 232
  %90 = load ptr, ptr %89, align 8, !tbaa !127
  store ptr %90, ptr %88, align 8, !tbaa !127
  %91 = getelementptr inbounds i8, ptr %12, i64 232
  %92 = getelementptr inbounds i8, ptr %0, i64 240
  %93 = load ptr, ptr %92, align 8, !tbaa !23
  store ptr %93, ptr %91, align 8, !tbaa !23
  %94 = icmp eq ptr %93, null
  br i1 %94, label %104, label %95

95:                                               ; preds = %85
  %96 = getelementptr inbounds i8, ptr %93, i64 8
  %97 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %98 = icmp eq i8 %97, 0
  br i1 %98, label %102, label %99

99:                                               ; preds = %95
  %100 = load i32, ptr %96, align 4, !tbaa !32
  %101 = add nsw i32 %100, 1
  store i32 %101, ptr %96, align 4, !tbaa !32
  br label %104

102:                                              ; preds = %95
  %103 = atomicrmw volatile add ptr %96, i32 1 acq_rel, align 4
  br label %104

104:                                              ; preds = %85, %99, %102
  %105 = getelementptr inbounds i8, ptr %12, i64 240
  %106 = getelementptr inbounds i8, ptr %0, i64 248
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %105, ptr noundef nonnull readonly align 8 dereferenceable(40) %106, i64 40, i1 false)
  %107 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %12)
          to label %108 unwind label %630

108:                                              ; preds = %104
  %109 = getelementptr inbounds i8, ptr %107, i64 8
  %110 = load i64, ptr %109, align 8
  %111 = icmp eq i64 %110, 0
  br i1 %111, label %112, label %181

112:                                              ; preds = %108
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %11) #26
  call void @llvm.experimental.noalias.scope.decl(metadata !172)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %6)
  %113 = load ptr, ptr %88, align 8, !tbaa !127, !noalias !172
  %114 = load ptr, ptr %91, align 8, !tbaa !23, !noalias !172
  %115 = icmp eq ptr %114, null
  br i1 %115, label %126, label %116

116:                                              ; preds = %112
  %117 = getelementptr inbounds i8, ptr %114, i64 8
  %118 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !172
  %119 = icmp eq i8 %118, 0
  br i1 %119, label %130, label %120

120:                                              ; preds = %116
  %121 = load i32, ptr %117, align 4, !tbaa !32, !noalias !172
  %122 = add nsw i32 %121, 1
  store i32 %122, ptr %117, align 4, !tbaa !32, !noalias !172
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %6, ptr noundef nonnull align 8 dereferenceable(40) %105, i64 40, i1 false), !noalias !172
  %123 = getelementptr inbounds i8, ptr %11, i64 8
  store i64 0, ptr %123, align 8
  %124 = getelementptr inbounds i8, ptr %11, i64 16
  store ptr %113, ptr %124, align 8, !tbaa !127, !alias.scope !172
  %125 = getelementptr inbounds i8, ptr %11, i64 24
  store ptr %114, ptr %125, align 8, !tbaa !23, !alias.scope !172
  br label %138

126:                                              ; preds = %112
  %127 = getelementptr inbounds i8, ptr %11, i64 16
  store ptr %113, ptr %127, align 8, !tbaa !127, !alias.scope !172
  %128 = getelementptr inbounds i8, ptr %11, i64 24
  store ptr null, ptr %128, align 8, !tbaa !23, !alias.scope !172
  %129 = getelementptr inbounds i8, ptr %11, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %129, ptr noundef nonnull align 8 dereferenceable(40) %105, i64 40, i1 false)
  store i64 0, ptr %11, align 8, !tbaa !36, !alias.scope !172
  br label %167

130:                                              ; preds = %116
  %131 = atomicrmw volatile add ptr %117, i32 1 acq_rel, align 4, !noalias !172
  %132 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !172
  %133 = icmp eq i8 %132, 0
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %6, ptr noundef nonnull align 8 dereferenceable(40) %105, i64 40, i1 false), !noalias !172
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %11, i8 0, i64 16, i1 false), !alias.scope !172
  %134 = getelementptr inbounds i8, ptr %11, i64 16
  store ptr %113, ptr %134, align 8, !tbaa !127, !alias.scope !172
  %135 = getelementptr inbounds i8, ptr %11, i64 24
  store ptr %114, ptr %135, align 8, !tbaa !23, !alias.scope !172
  br i1 %133, label %141, label %136

136:                                              ; preds = %130
  %137 = load i32, ptr %117, align 4, !tbaa !32, !noalias !172
  br label %138

138:                                              ; preds = %136, %120
  %139 = phi i32 [ %137, %136 ], [ %122, %120 ]
  %140 = add nsw i32 %139, 1
  store i32 %140, ptr %117, align 4, !tbaa !32, !noalias !172
  br label %143

141:                                              ; preds = %130
  %142 = atomicrmw volatile add ptr %117, i32 1 acq_rel, align 4, !noalias !172
  br label %143

143:                                              ; preds = %141, %138
  %144 = getelementptr inbounds i8, ptr %11, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %144, ptr noundef nonnull align 8 dereferenceable(40) %6, i64 40, i1 false)
  store i64 0, ptr %11, align 8, !tbaa !36, !alias.scope !172
  %145 = load atomic i64, ptr %117 acquire, align 8, !noalias !172
  %146 = icmp eq i64 %145, 4294967297
  %147 = trunc i64 %145 to i32
  br i1 %146, label %148, label %156

148:                                              ; preds = %143
  store i32 0, ptr %117, align 8, !tbaa !25, !noalias !172
  %149 = getelementptr inbounds i8, ptr %114, i64 12
  store i32 0, ptr %149, align 4, !tbaa !28, !noalias !172
  %150 = load ptr, ptr %114, align 8, !tbaa !29, !noalias !172
  %151 = getelementptr inbounds i8, ptr %150, i64 16
  %152 = load ptr, ptr %151, align 8, !noalias !172
  call void %152(ptr noundef nonnull align 8 dereferenceable(16) %114) #26, !noalias !172
  %153 = load ptr, ptr %114, align 8, !tbaa !29, !noalias !172
  %154 = getelementptr inbounds i8, ptr %153, i64 24
  %155 = load ptr, ptr %154, align 8, !noalias !172
  call void %155(ptr noundef nonnull align 8 dereferenceable(16) %114) #26, !noalias !172
  br label %167

156:                                              ; preds = %143
  %157 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !172
  %158 = icmp eq i8 %157, 0
  br i1 %158, label %161, label %159

159:                                              ; preds = %156
  %160 = add nsw i32 %147, -1
  store i32 %160, ptr %117, align 4, !tbaa !32, !noalias !172
  br label %163

161:                                              ; preds = %156
  %162 = atomicrmw volatile add ptr %117, i32 -1 acq_rel, align 4, !noalias !172
  br label %163

163:                                              ; preds = %161, %159
  %164 = phi i32 [ %147, %159 ], [ %162, %161 ]
  %165 = icmp eq i32 %164, 1
  br i1 %165, label %166, label %167, !prof !33

166:                                              ; preds = %163
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %114) #26, !noalias !172
  br label %167

167:                                              ; preds = %166, %163, %148, %126
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %6)
  %168 = getelementptr inbounds i8, ptr %11, i64 8
  store i64 0, ptr %168, align 8, !tbaa !36
  %169 = getelementptr inbounds i8, ptr %11, i64 16
  %170 = load i64, ptr %11, align 8
  %171 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %169)
          to label %172 unwind label %627

172:                                              ; preds = %167
  %173 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %169)
          to label %174 unwind label %627

174:                                              ; preds = %172
  %175 = load i64, ptr %173, align 8
  %176 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %169)
          to label %177 unwind label %627

177:                                              ; preds = %174
  %178 = getelementptr inbounds i8, ptr %176, i64 8
  %179 = load i64, ptr %178, align 8
  %180 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %169)
          to label %592 unwind label %627

181:                                              ; preds = %108
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %7) #26
  call void @llvm.experimental.noalias.scope.decl(metadata !175)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %5)
  %182 = load ptr, ptr %12, align 8, !tbaa !127, !noalias !175
  %183 = load ptr, ptr %15, align 8, !tbaa !23, !noalias !175
  %184 = icmp eq ptr %183, null
  br i1 %184, label %195, label %185

185:                                              ; preds = %181
  %186 = getelementptr inbounds i8, ptr %183, i64 8
  %187 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !175
  %188 = icmp eq i8 %187, 0
  br i1 %188, label %192, label %189

189:                                              ; preds = %185
  %190 = load i32, ptr %186, align 4, !tbaa !32, !noalias !175
  %191 = add nsw i32 %190, 1
  store i32 %191, ptr %186, align 4, !tbaa !32, !noalias !175
  br label %199

192:                                              ; preds = %185
  %193 = atomicrmw volatile add ptr %186, i32 1 acq_rel, align 4, !noalias !175
  %194 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !175
  br label %199

195:                                              ; preds = %181
  %196 = getelementptr inbounds i8, ptr %7, i64 16
  store ptr %182, ptr %196, align 8, !tbaa !127, !alias.scope !175
  %197 = getelementptr inbounds i8, ptr %7, i64 24
  store ptr null, ptr %197, align 8, !tbaa !23, !alias.scope !175
  %198 = getelementptr inbounds i8, ptr %7, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %198, ptr noundef nonnull align 8 dereferenceable(40) %29, i64 40, i1 false)
  store i64 0, ptr %7, align 8, !tbaa !36, !alias.scope !175
  br label %233

199:                                              ; preds = %192, %189
  %200 = phi i8 [ %194, %192 ], [ 1, %189 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %5, ptr noundef nonnull align 8 dereferenceable(40) %29, i64 40, i1 false), !noalias !175
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %7, i8 0, i64 16, i1 false), !alias.scope !175
  %201 = getelementptr inbounds i8, ptr %7, i64 16
  store ptr %182, ptr %201, align 8, !tbaa !127, !alias.scope !175
  %202 = getelementptr inbounds i8, ptr %7, i64 24
  store ptr %183, ptr %202, align 8, !tbaa !23, !alias.scope !175
  %203 = icmp eq i8 %200, 0
  br i1 %203, label %207, label %204

204:                                              ; preds = %199
  %205 = load i32, ptr %186, align 4, !tbaa !32, !noalias !175
  %206 = add nsw i32 %205, 1
  store i32 %206, ptr %186, align 4, !tbaa !32, !noalias !175
  br label %209

207:                                              ; preds = %199
  %208 = atomicrmw volatile add ptr %186, i32 1 acq_rel, align 4, !noalias !175
  br label %209

209:                                              ; preds = %207, %204
  %210 = getelementptr inbounds i8, ptr %7, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %210, ptr noundef nonnull align 8 dereferenceable(40) %5, i64 40, i1 false)
  store i64 0, ptr %7, align 8, !tbaa !36, !alias.scope !175
  %211 = load atomic i64, ptr %186 acquire, align 8, !noalias !175
  %212 = icmp eq i64 %211, 4294967297
  %213 = trunc i64 %211 to i32
  br i1 %212, label %214, label %222

214:                                              ; preds = %209
  store i32 0, ptr %186, align 8, !tbaa !25, !noalias !175
  %215 = getelementptr inbounds i8, ptr %183, i64 12
  store i32 0, ptr %215, align 4, !tbaa !28, !noalias !175
  %216 = load ptr, ptr %183, align 8, !tbaa !29, !noalias !175
  %217 = getelementptr inbounds i8, ptr %216, i64 16
  %218 = load ptr, ptr %217, align 8, !noalias !175
  call void %218(ptr noundef nonnull align 8 dereferenceable(16) %183) #26, !noalias !175
  %219 = load ptr, ptr %183, align 8, !tbaa !29, !noalias !175
  %220 = getelementptr inbounds i8, ptr %219, i64 24
  %221 = load ptr, ptr %220, align 8, !noalias !175
  call void %221(ptr noundef nonnull align 8 dereferenceable(16) %183) #26, !noalias !175
  br label %233

222:                                              ; preds = %209
  %223 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !175
  %224 = icmp eq i8 %223, 0
  br i1 %224, label %227, label %225

225:                                              ; preds = %222
  %226 = add nsw i32 %213, -1
  store i32 %226, ptr %186, align 4, !tbaa !32, !noalias !175
  br label %229

227:                                              ; preds = %222
  %228 = atomicrmw volatile add ptr %186, i32 -1 acq_rel, align 4, !noalias !175
  br label %229

229:                                              ; preds = %227, %225
  %230 = phi i32 [ %213, %225 ], [ %228, %227 ]
  %231 = icmp eq i32 %230, 1
  br i1 %231, label %232, label %233, !prof !33

232:                                              ; preds = %229
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %183) #26, !noalias !175
  br label %233

233:                                              ; preds = %232, %229, %214, %195
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %5)
  %234 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 0, ptr %234, align 8, !tbaa !36
  %235 = getelementptr inbounds i8, ptr %7, i64 16
  %236 = load i64, ptr %7, align 8
  %237 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %235)
          to label %238 unwind label %580

238:                                              ; preds = %233
  %239 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %235)
          to label %240 unwind label %580

240:                                              ; preds = %238
  %241 = load i64, ptr %239, align 8
  %242 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %235)
          to label %243 unwind label %580

243:                                              ; preds = %240
  %244 = getelementptr inbounds i8, ptr %242, i64 8
  %245 = load i64, ptr %244, align 8
  %246 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %235)
          to label %247 unwind label %580

247:                                              ; preds = %243
  %248 = add i64 %241, %236
  %249 = mul i64 %245, %248
  %250 = getelementptr inbounds i8, ptr %246, i64 8
  %251 = load i64, ptr %250, align 8
  %252 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %235) #26
  %253 = getelementptr float, ptr %252, i64 %249
  %254 = getelementptr float, ptr %253, i64 %251
  %255 = load float, ptr %254, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %8) #26
  call void @llvm.experimental.noalias.scope.decl(metadata !178)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %4)
  %256 = load ptr, ptr %31, align 8, !tbaa !129, !noalias !178
  %257 = load ptr, ptr %34, align 8, !tbaa !23, !noalias !178
  %258 = icmp eq ptr %257, null
  br i1 %258, label %269, label %259

259:                                              ; preds = %247
  %260 = getelementptr inbounds i8, ptr %257, i64 8
  %261 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !178
  %262 = icmp eq i8 %261, 0
  br i1 %262, label %266, label %263

263:                                              ; preds = %259
  %264 = load i32, ptr %260, align 4, !tbaa !32, !noalias !178
  %265 = add nsw i32 %264, 1
  store i32 %265, ptr %260, align 4, !tbaa !32, !noalias !178
  br label %273

266:                                              ; preds = %259
  %267 = atomicrmw volatile add ptr %260, i32 1 acq_rel, align 4, !noalias !178
  %268 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !178
  br label %273

269:                                              ; preds = %247
  %270 = getelementptr inbounds i8, ptr %8, i64 16
  store ptr %256, ptr %270, align 8, !tbaa !129, !alias.scope !178
  %271 = getelementptr inbounds i8, ptr %8, i64 24
  store ptr null, ptr %271, align 8, !tbaa !23, !alias.scope !178
  %272 = getelementptr inbounds i8, ptr %8, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %272, ptr noundef nonnull align 8 dereferenceable(40) %48, i64 40, i1 false)
  store i64 0, ptr %8, align 8, !tbaa !36, !alias.scope !178
  br label %307

273:                                              ; preds = %266, %263
  %274 = phi i8 [ %268, %266 ], [ 1, %263 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %4, ptr noundef nonnull align 8 dereferenceable(40) %48, i64 40, i1 false), !tbaa.struct !131, !noalias !178
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %8, i8 0, i64 16, i1 false), !alias.scope !178
  %275 = getelementptr inbounds i8, ptr %8, i64 16
  store ptr %256, ptr %275, align 8, !tbaa !129, !alias.scope !178
  %276 = getelementptr inbounds i8, ptr %8, i64 24
  store ptr %257, ptr %276, align 8, !tbaa !23, !alias.scope !178
  %277 = icmp eq i8 %274, 0
  br i1 %277, label %281, label %278

278:                                              ; preds = %273
  %279 = load i32, ptr %260, align 4, !tbaa !32, !noalias !178
  %280 = add nsw i32 %279, 1
  store i32 %280, ptr %260, align 4, !tbaa !32, !noalias !178
  br label %283

281:                                              ; preds = %273
  %282 = atomicrmw volatile add ptr %260, i32 1 acq_rel, align 4, !noalias !178
  br label %283

283:                                              ; preds = %281, %278
  %284 = getelementptr inbounds i8, ptr %8, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %284, ptr noundef nonnull align 8 dereferenceable(40) %4, i64 40, i1 false), !tbaa.struct !131
  store i64 0, ptr %8, align 8, !tbaa !36, !alias.scope !178
  %285 = load atomic i64, ptr %260 acquire, align 8, !noalias !178
  %286 = icmp eq i64 %285, 4294967297
  %287 = trunc i64 %285 to i32
  br i1 %286, label %288, label %296

288:                                              ; preds = %283
  store i32 0, ptr %260, align 8, !tbaa !25, !noalias !178
  %289 = getelementptr inbounds i8, ptr %257, i64 12
  store i32 0, ptr %289, align 4, !tbaa !28, !noalias !178
  %290 = load ptr, ptr %257, align 8, !tbaa !29, !noalias !178
  %291 = getelementptr inbounds i8, ptr %290, i64 16
  %292 = load ptr, ptr %291, align 8, !noalias !178
  call void %292(ptr noundef nonnull align 8 dereferenceable(16) %257) #26, !noalias !178
  %293 = load ptr, ptr %257, align 8, !tbaa !29, !noalias !178
  %294 = getelementptr inbounds i8, ptr %293, i64 24
  %295 = load ptr, ptr %294, align 8, !noalias !178
  call void %295(ptr noundef nonnull align 8 dereferenceable(16) %257) #26, !noalias !178
  br label %307

296:                                              ; preds = %283
  %297 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !178
  %298 = icmp eq i8 %297, 0
  br i1 %298, label %301, label %299

299:                                              ; preds = %296
  %300 = add nsw i32 %287, -1
  store i32 %300, ptr %260, align 4, !tbaa !32, !noalias !178
  br label %303

301:                                              ; preds = %296
  %302 = atomicrmw volatile add ptr %260, i32 -1 acq_rel, align 4, !noalias !178
  br label %303

303:                                              ; preds = %301, %299
  %304 = phi i32 [ %287, %299 ], [ %302, %301 ]
  %305 = icmp eq i32 %304, 1
  br i1 %305, label %306, label %307, !prof !33

306:                                              ; preds = %303
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %257) #26, !noalias !178
  br label %307

307:                                              ; preds = %306, %303, %288, %269
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %4)
  %308 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 0, ptr %308, align 8, !tbaa !36
  %309 = getelementptr inbounds i8, ptr %8, i64 16
  %310 = load i64, ptr %8, align 8
  %311 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail21LocalAccessorBaseHost7getSizeEv(ptr noundef nonnull align 8 dereferenceable(16) %309)
          to label %312 unwind label %582

312:                                              ; preds = %307
  %313 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail21LocalAccessorBaseHost7getSizeEv(ptr noundef nonnull align 8 dereferenceable(16) %309)
          to label %314 unwind label %582

314:                                              ; preds = %312
  %315 = getelementptr inbounds i8, ptr %313, i64 8
  %316 = load i64, ptr %315, align 8, !tbaa !36
  %317 = invoke noundef ptr @_ZNK4sycl3_V16detail21LocalAccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %309)
          to label %318 unwind label %582

318:                                              ; preds = %314
  %319 = mul i64 %316, %310
  %320 = getelementptr float, ptr %317, i64 %319
  store float %255, ptr %320, align 4, !tbaa !5
  %321 = getelementptr inbounds i8, ptr %8, i64 24
  %322 = load ptr, ptr %321, align 8, !tbaa !23
  %323 = icmp eq ptr %322, null
  br i1 %323, label %348, label %324

324:                                              ; preds = %318
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
  br label %348

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
  br i1 %346, label %347, label %348, !prof !33

347:                                              ; preds = %344
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %322) #26
  br label %348

348:                                              ; preds = %347, %344, %329, %318
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %8) #26
  %349 = getelementptr inbounds i8, ptr %7, i64 24
  %350 = load ptr, ptr %349, align 8, !tbaa !23
  %351 = icmp eq ptr %350, null
  br i1 %351, label %376, label %352

352:                                              ; preds = %348
  %353 = getelementptr inbounds i8, ptr %350, i64 8
  %354 = load atomic i64, ptr %353 acquire, align 8
  %355 = icmp eq i64 %354, 4294967297
  %356 = trunc i64 %354 to i32
  br i1 %355, label %357, label %365

357:                                              ; preds = %352
  store i32 0, ptr %353, align 8, !tbaa !25
  %358 = getelementptr inbounds i8, ptr %350, i64 12
  store i32 0, ptr %358, align 4, !tbaa !28
  %359 = load ptr, ptr %350, align 8, !tbaa !29
  %360 = getelementptr inbounds i8, ptr %359, i64 16
  %361 = load ptr, ptr %360, align 8
  call void %361(ptr noundef nonnull align 8 dereferenceable(16) %350) #26
  %362 = load ptr, ptr %350, align 8, !tbaa !29
  %363 = getelementptr inbounds i8, ptr %362, i64 24
  %364 = load ptr, ptr %363, align 8
  call void %364(ptr noundef nonnull align 8 dereferenceable(16) %350) #26
  br label %376

365:                                              ; preds = %352
  %366 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %367 = icmp eq i8 %366, 0
  br i1 %367, label %370, label %368

368:                                              ; preds = %365
  %369 = add nsw i32 %356, -1
  store i32 %369, ptr %353, align 4, !tbaa !32
  br label %372

370:                                              ; preds = %365
  %371 = atomicrmw volatile add ptr %353, i32 -1 acq_rel, align 4
  br label %372

372:                                              ; preds = %370, %368
  %373 = phi i32 [ %356, %368 ], [ %371, %370 ]
  %374 = icmp eq i32 %373, 1
  br i1 %374, label %375, label %376, !prof !33

375:                                              ; preds = %372
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %350) #26
  br label %376

376:                                              ; preds = %375, %372, %357, %348
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %7) #26
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %9) #26
  call void @llvm.experimental.noalias.scope.decl(metadata !181)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %3)
  %377 = load ptr, ptr %69, align 8, !tbaa !127, !noalias !181
  %378 = load ptr, ptr %72, align 8, !tbaa !23, !noalias !181
  %379 = icmp eq ptr %378, null
  br i1 %379, label %390, label %380

380:                                              ; preds = %376
  %381 = getelementptr inbounds i8, ptr %378, i64 8
  %382 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !181
  %383 = icmp eq i8 %382, 0
  br i1 %383, label %387, label %384

384:                                              ; preds = %380
  %385 = load i32, ptr %381, align 4, !tbaa !32, !noalias !181
  %386 = add nsw i32 %385, 1
  store i32 %386, ptr %381, align 4, !tbaa !32, !noalias !181
  br label %394

387:                                              ; preds = %380
  %388 = atomicrmw volatile add ptr %381, i32 1 acq_rel, align 4, !noalias !181
  %389 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !181
  br label %394

390:                                              ; preds = %376
  %391 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %377, ptr %391, align 8, !tbaa !127, !alias.scope !181
  %392 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr null, ptr %392, align 8, !tbaa !23, !alias.scope !181
  %393 = getelementptr inbounds i8, ptr %9, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %393, ptr noundef nonnull align 8 dereferenceable(40) %86, i64 40, i1 false)
  store i64 0, ptr %9, align 8, !tbaa !36, !alias.scope !181
  br label %428

394:                                              ; preds = %387, %384
  %395 = phi i8 [ %389, %387 ], [ 1, %384 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %3, ptr noundef nonnull align 8 dereferenceable(40) %86, i64 40, i1 false), !noalias !181
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %9, i8 0, i64 16, i1 false), !alias.scope !181
  %396 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %377, ptr %396, align 8, !tbaa !127, !alias.scope !181
  %397 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %378, ptr %397, align 8, !tbaa !23, !alias.scope !181
  %398 = icmp eq i8 %395, 0
  br i1 %398, label %402, label %399

399:                                              ; preds = %394
  %400 = load i32, ptr %381, align 4, !tbaa !32, !noalias !181
  %401 = add nsw i32 %400, 1
  store i32 %401, ptr %381, align 4, !tbaa !32, !noalias !181
  br label %404

402:                                              ; preds = %394
  %403 = atomicrmw volatile add ptr %381, i32 1 acq_rel, align 4, !noalias !181
  br label %404

404:                                              ; preds = %402, %399
  %405 = getelementptr inbounds i8, ptr %9, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %405, ptr noundef nonnull align 8 dereferenceable(40) %3, i64 40, i1 false)
  store i64 0, ptr %9, align 8, !tbaa !36, !alias.scope !181
  %406 = load atomic i64, ptr %381 acquire, align 8, !noalias !181
  %407 = icmp eq i64 %406, 4294967297
  %408 = trunc i64 %406 to i32
  br i1 %407, label %409, label %417

409:                                              ; preds = %404
  store i32 0, ptr %381, align 8, !tbaa !25, !noalias !181
  %410 = getelementptr inbounds i8, ptr %378, i64 12
  store i32 0, ptr %410, align 4, !tbaa !28, !noalias !181
  %411 = load ptr, ptr %378, align 8, !tbaa !29, !noalias !181
  %412 = getelementptr inbounds i8, ptr %411, i64 16
  %413 = load ptr, ptr %412, align 8, !noalias !181
  call void %413(ptr noundef nonnull align 8 dereferenceable(16) %378) #26, !noalias !181
  %414 = load ptr, ptr %378, align 8, !tbaa !29, !noalias !181
  %415 = getelementptr inbounds i8, ptr %414, i64 24
  %416 = load ptr, ptr %415, align 8, !noalias !181
  call void %416(ptr noundef nonnull align 8 dereferenceable(16) %378) #26, !noalias !181
  br label %428

417:                                              ; preds = %404
  %418 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !181
  %419 = icmp eq i8 %418, 0
  br i1 %419, label %422, label %420

420:                                              ; preds = %417
  %421 = add nsw i32 %408, -1
  store i32 %421, ptr %381, align 4, !tbaa !32, !noalias !181
  br label %424

422:                                              ; preds = %417
  %423 = atomicrmw volatile add ptr %381, i32 -1 acq_rel, align 4, !noalias !181
  br label %424

424:                                              ; preds = %422, %420
  %425 = phi i32 [ %408, %420 ], [ %423, %422 ]
  %426 = icmp eq i32 %425, 1
  br i1 %426, label %427, label %428, !prof !33

427:                                              ; preds = %424
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %378) #26, !noalias !181
  br label %428

428:                                              ; preds = %427, %424, %409, %390
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %3)
  %429 = getelementptr inbounds i8, ptr %9, i64 8
  store i64 0, ptr %429, align 8, !tbaa !36
  %430 = getelementptr inbounds i8, ptr %9, i64 16
  %431 = load i64, ptr %9, align 8
  %432 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %430)
          to label %433 unwind label %586

433:                                              ; preds = %428
  %434 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %430)
          to label %435 unwind label %586

435:                                              ; preds = %433
  %436 = load i64, ptr %434, align 8
  %437 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %430)
          to label %438 unwind label %586

438:                                              ; preds = %435
  %439 = getelementptr inbounds i8, ptr %437, i64 8
  %440 = load i64, ptr %439, align 8
  %441 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %430)
          to label %442 unwind label %586

442:                                              ; preds = %438
  %443 = add i64 %436, %431
  %444 = mul i64 %440, %443
  %445 = getelementptr inbounds i8, ptr %441, i64 8
  %446 = load i64, ptr %445, align 8
  %447 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %430) #26
  %448 = getelementptr float, ptr %447, i64 %444
  %449 = getelementptr float, ptr %448, i64 %446
  %450 = load float, ptr %449, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %10) #26
  call void @llvm.experimental.noalias.scope.decl(metadata !184)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %2)
  %451 = load ptr, ptr %50, align 8, !tbaa !129, !noalias !184
  %452 = load ptr, ptr %53, align 8, !tbaa !23, !noalias !184
  %453 = icmp eq ptr %452, null
  br i1 %453, label %464, label %454

454:                                              ; preds = %442
  %455 = getelementptr inbounds i8, ptr %452, i64 8
  %456 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !184
  %457 = icmp eq i8 %456, 0
  br i1 %457, label %461, label %458

458:                                              ; preds = %454
  %459 = load i32, ptr %455, align 4, !tbaa !32, !noalias !184
  %460 = add nsw i32 %459, 1
  store i32 %460, ptr %455, align 4, !tbaa !32, !noalias !184
  br label %468

461:                                              ; preds = %454
  %462 = atomicrmw volatile add ptr %455, i32 1 acq_rel, align 4, !noalias !184
  %463 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !184
  br label %468

464:                                              ; preds = %442
  %465 = getelementptr inbounds i8, ptr %10, i64 16
  store ptr %451, ptr %465, align 8, !tbaa !129, !alias.scope !184
  %466 = getelementptr inbounds i8, ptr %10, i64 24
  store ptr null, ptr %466, align 8, !tbaa !23, !alias.scope !184
  %467 = getelementptr inbounds i8, ptr %10, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %467, ptr noundef nonnull align 8 dereferenceable(40) %67, i64 40, i1 false)
  store i64 0, ptr %10, align 8, !tbaa !36, !alias.scope !184
  br label %502

468:                                              ; preds = %461, %458
  %469 = phi i8 [ %463, %461 ], [ 1, %458 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %2, ptr noundef nonnull align 8 dereferenceable(40) %67, i64 40, i1 false), !tbaa.struct !131, !noalias !184
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %10, i8 0, i64 16, i1 false), !alias.scope !184
  %470 = getelementptr inbounds i8, ptr %10, i64 16
  store ptr %451, ptr %470, align 8, !tbaa !129, !alias.scope !184
  %471 = getelementptr inbounds i8, ptr %10, i64 24
  store ptr %452, ptr %471, align 8, !tbaa !23, !alias.scope !184
  %472 = icmp eq i8 %469, 0
  br i1 %472, label %476, label %473

473:                                              ; preds = %468
  %474 = load i32, ptr %455, align 4, !tbaa !32, !noalias !184
  %475 = add nsw i32 %474, 1
  store i32 %475, ptr %455, align 4, !tbaa !32, !noalias !184
  br label %478

476:                                              ; preds = %468
  %477 = atomicrmw volatile add ptr %455, i32 1 acq_rel, align 4, !noalias !184
  br label %478

478:                                              ; preds = %476, %473
  %479 = getelementptr inbounds i8, ptr %10, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %479, ptr noundef nonnull align 8 dereferenceable(40) %2, i64 40, i1 false), !tbaa.struct !131
  store i64 0, ptr %10, align 8, !tbaa !36, !alias.scope !184
  %480 = load atomic i64, ptr %455 acquire, align 8, !noalias !184
  %481 = icmp eq i64 %480, 4294967297
  %482 = trunc i64 %480 to i32
  br i1 %481, label %483, label %491

483:                                              ; preds = %478
  store i32 0, ptr %455, align 8, !tbaa !25, !noalias !184
  %484 = getelementptr inbounds i8, ptr %452, i64 12
  store i32 0, ptr %484, align 4, !tbaa !28, !noalias !184
  %485 = load ptr, ptr %452, align 8, !tbaa !29, !noalias !184
  %486 = getelementptr inbounds i8, ptr %485, i64 16
  %487 = load ptr, ptr %486, align 8, !noalias !184
  call void %487(ptr noundef nonnull align 8 dereferenceable(16) %452) #26, !noalias !184
  %488 = load ptr, ptr %452, align 8, !tbaa !29, !noalias !184
  %489 = getelementptr inbounds i8, ptr %488, i64 24
  %490 = load ptr, ptr %489, align 8, !noalias !184
  call void %490(ptr noundef nonnull align 8 dereferenceable(16) %452) #26, !noalias !184
  br label %502

491:                                              ; preds = %478
  %492 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !184
  %493 = icmp eq i8 %492, 0
  br i1 %493, label %496, label %494

494:                                              ; preds = %491
  %495 = add nsw i32 %482, -1
  store i32 %495, ptr %455, align 4, !tbaa !32, !noalias !184
  br label %498

496:                                              ; preds = %491
  %497 = atomicrmw volatile add ptr %455, i32 -1 acq_rel, align 4, !noalias !184
  br label %498

498:                                              ; preds = %496, %494
  %499 = phi i32 [ %482, %494 ], [ %497, %496 ]
  %500 = icmp eq i32 %499, 1
  br i1 %500, label %501, label %502, !prof !33

501:                                              ; preds = %498
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %452) #26, !noalias !184
  br label %502

502:                                              ; preds = %501, %498, %483, %464
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %2)
  %503 = getelementptr inbounds i8, ptr %10, i64 8
  store i64 0, ptr %503, align 8, !tbaa !36
  %504 = getelementptr inbounds i8, ptr %10, i64 16
  %505 = load i64, ptr %10, align 8
  %506 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail21LocalAccessorBaseHost7getSizeEv(ptr noundef nonnull align 8 dereferenceable(16) %504)
          to label %507 unwind label %588

507:                                              ; preds = %502
  %508 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail21LocalAccessorBaseHost7getSizeEv(ptr noundef nonnull align 8 dereferenceable(16) %504)
          to label %509 unwind label %588

509:                                              ; preds = %507
  %510 = getelementptr inbounds i8, ptr %508, i64 8
  %511 = load i64, ptr %510, align 8, !tbaa !36
  %512 = invoke noundef ptr @_ZNK4sycl3_V16detail21LocalAccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %504)
          to label %513 unwind label %588

513:                                              ; preds = %509
  %514 = mul i64 %511, %505
  %515 = getelementptr float, ptr %512, i64 %514
  store float %450, ptr %515, align 4, !tbaa !5
  %516 = getelementptr inbounds i8, ptr %10, i64 24
  %517 = load ptr, ptr %516, align 8, !tbaa !23
  %518 = icmp eq ptr %517, null
  br i1 %518, label %543, label %519

519:                                              ; preds = %513
  %520 = getelementptr inbounds i8, ptr %517, i64 8
  %521 = load atomic i64, ptr %520 acquire, align 8
  %522 = icmp eq i64 %521, 4294967297
  %523 = trunc i64 %521 to i32
  br i1 %522, label %524, label %532

524:                                              ; preds = %519
  store i32 0, ptr %520, align 8, !tbaa !25
  %525 = getelementptr inbounds i8, ptr %517, i64 12
  store i32 0, ptr %525, align 4, !tbaa !28
  %526 = load ptr, ptr %517, align 8, !tbaa !29
  %527 = getelementptr inbounds i8, ptr %526, i64 16
  %528 = load ptr, ptr %527, align 8
  call void %528(ptr noundef nonnull align 8 dereferenceable(16) %517) #26
  %529 = load ptr, ptr %517, align 8, !tbaa !29
  %530 = getelementptr inbounds i8, ptr %529, i64 24
  %531 = load ptr, ptr %530, align 8
  call void %531(ptr noundef nonnull align 8 dereferenceable(16) %517) #26
  br label %543

532:                                              ; preds = %519
  %533 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %534 = icmp eq i8 %533, 0
  br i1 %534, label %537, label %535

535:                                              ; preds = %532
  %536 = add nsw i32 %523, -1
  store i32 %536, ptr %520, align 4, !tbaa !32
  br label %539

537:                                              ; preds = %532
  %538 = atomicrmw volatile add ptr %520, i32 -1 acq_rel, align 4
  br label %539

539:                                              ; preds = %537, %535
  %540 = phi i32 [ %523, %535 ], [ %538, %537 ]
  %541 = icmp eq i32 %540, 1
  br i1 %541, label %542, label %543, !prof !33

542:                                              ; preds = %539
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %517) #26
  br label %543

543:                                              ; preds = %542, %539, %524, %513
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %10) #26
  %544 = getelementptr inbounds i8, ptr %9, i64 24
  %545 = load ptr, ptr %544, align 8, !tbaa !23
  %546 = icmp eq ptr %545, null
  br i1 %546, label %571, label %547

547:                                              ; preds = %543
  %548 = getelementptr inbounds i8, ptr %545, i64 8
  %549 = load atomic i64, ptr %548 acquire, align 8
  %550 = icmp eq i64 %549, 4294967297
  %551 = trunc i64 %549 to i32
  br i1 %550, label %552, label %560

552:                                              ; preds = %547
  store i32 0, ptr %548, align 8, !tbaa !25
  %553 = getelementptr inbounds i8, ptr %545, i64 12
  store i32 0, ptr %553, align 4, !tbaa !28
  %554 = load ptr, ptr %545, align 8, !tbaa !29
  %555 = getelementptr inbounds i8, ptr %554, i64 16
  %556 = load ptr, ptr %555, align 8
  call void %556(ptr noundef nonnull align 8 dereferenceable(16) %545) #26
  %557 = load ptr, ptr %545, align 8, !tbaa !29
  %558 = getelementptr inbounds i8, ptr %557, i64 24
  %559 = load ptr, ptr %558, align 8
  call void %559(ptr noundef nonnull align 8 dereferenceable(16) %545) #26
  br label %571

560:                                              ; preds = %547
  %561 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %562 = icmp eq i8 %561, 0
  br i1 %562, label %565, label %563

563:                                              ; preds = %560
  %564 = add nsw i32 %551, -1
  store i32 %564, ptr %548, align 4, !tbaa !32
  br label %567

565:                                              ; preds = %560
  %566 = atomicrmw volatile add ptr %548, i32 -1 acq_rel, align 4
  br label %567

567:                                              ; preds = %565, %563
  %568 = phi i32 [ %551, %563 ], [ %566, %565 ]
  %569 = icmp eq i32 %568, 1
  br i1 %569, label %570, label %571, !prof !33

570:                                              ; preds = %567
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %545) #26
  br label %571

571:                                              ; preds = %570, %567, %552, %543
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %9) #26
  %572 = call ptr @__cxa_allocate_exception(i64 64) #26
  %573 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 12) #26
  %574 = extractvalue { i32, ptr } %573, 0
  %575 = extractvalue { i32, ptr } %573, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %572, i32 %574, ptr %575, ptr noundef nonnull @.str.20)
          to label %576 unwind label %578

576:                                              ; preds = %571
  invoke void @__cxa_throw(ptr nonnull %572, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #29
          to label %577 unwind label %630

577:                                              ; preds = %576
  unreachable

578:                                              ; preds = %571
  %579 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %572) #26
  br label %632

580:                                              ; preds = %243, %240, %238, %233
  %581 = landingpad { ptr, i32 }
          cleanup
  br label %584

582:                                              ; preds = %314, %312, %307
  %583 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1026ELNS3_6targetE2016ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_19local_accessor_baseIfLi2ELS4_1026ELS6_0EEEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %8) #26
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %8) #26
  br label %584

584:                                              ; preds = %582, %580
  %585 = phi { ptr, i32 } [ %583, %582 ], [ %581, %580 ]
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %7) #26
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %7) #26
  br label %632

586:                                              ; preds = %438, %435, %433, %428
  %587 = landingpad { ptr, i32 }
          cleanup
  br label %590

588:                                              ; preds = %509, %507, %502
  %589 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1026ELNS3_6targetE2016ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_19local_accessor_baseIfLi2ELS4_1026ELS6_0EEEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %10) #26
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %10) #26
  br label %590

590:                                              ; preds = %588, %586
  %591 = phi { ptr, i32 } [ %589, %588 ], [ %587, %586 ]
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %9) #26
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %9) #26
  br label %632

592:                                              ; preds = %177
  %593 = add i64 %175, %170
  %594 = mul i64 %179, %593
  %595 = getelementptr inbounds i8, ptr %180, i64 8
  %596 = load i64, ptr %595, align 8
  %597 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %169) #26
  %598 = getelementptr float, ptr %597, i64 %594
  %599 = getelementptr float, ptr %598, i64 %596
  store float 0.000000e+00, ptr %599, align 4, !tbaa !5
  %600 = getelementptr inbounds i8, ptr %11, i64 24
  %601 = load ptr, ptr %600, align 8, !tbaa !23
  %602 = icmp eq ptr %601, null
  br i1 %602, label %629, label %603

603:                                              ; preds = %592
  %604 = getelementptr inbounds i8, ptr %601, i64 8
  %605 = load atomic i64, ptr %604 acquire, align 8
  %606 = icmp eq i64 %605, 4294967297
  %607 = trunc i64 %605 to i32
  br i1 %606, label %608, label %616

608:                                              ; preds = %603
  store i32 0, ptr %604, align 8, !tbaa !25
  %609 = getelementptr inbounds i8, ptr %601, i64 12
  store i32 0, ptr %609, align 4, !tbaa !28
  %610 = load ptr, ptr %601, align 8, !tbaa !29
  %611 = getelementptr inbounds i8, ptr %610, i64 16
  %612 = load ptr, ptr %611, align 8
  call void %612(ptr noundef nonnull align 8 dereferenceable(16) %601) #26
  %613 = load ptr, ptr %601, align 8, !tbaa !29
  %614 = getelementptr inbounds i8, ptr %613, i64 24
  %615 = load ptr, ptr %614, align 8
  call void %615(ptr noundef nonnull align 8 dereferenceable(16) %601) #26
  br label %629

616:                                              ; preds = %603
  %617 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %618 = icmp eq i8 %617, 0
  br i1 %618, label %621, label %619

619:                                              ; preds = %616
  %620 = add nsw i32 %607, -1
  store i32 %620, ptr %604, align 4, !tbaa !32
  br label %623

621:                                              ; preds = %616
  %622 = atomicrmw volatile add ptr %604, i32 -1 acq_rel, align 4
  br label %623

623:                                              ; preds = %621, %619
  %624 = phi i32 [ %607, %619 ], [ %622, %621 ]
  %625 = icmp eq i32 %624, 1
  br i1 %625, label %626, label %629, !prof !33

626:                                              ; preds = %623
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %601) #26
  br label %629

627:                                              ; preds = %177, %174, %172, %167
  %628 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1025ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1025ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %11) #26
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %11) #26
  br label %632

629:                                              ; preds = %626, %623, %608, %592
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %11) #26
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_7nd_itemILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(280) %12) #26
  ret void

630:                                              ; preds = %576, %104
  %631 = landingpad { ptr, i32 }
          cleanup
  br label %632

632:                                              ; preds = %578, %584, %590, %627, %630
  %633 = phi { ptr, i32 } [ %631, %630 ], [ %579, %578 ], [ %628, %627 ], [ %591, %590 ], [ %585, %584 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_7nd_itemILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(280) %12) #26
  resume { ptr, i32 } %633
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

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #18

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %1, ptr noundef nonnull align 4 dereferenceable(12) %2) local_unnamed_addr #2 comdat align 2 {
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load ptr, ptr %4, align 8, !tbaa !171
  %6 = load ptr, ptr %0, align 8, !tbaa !14
  %7 = ptrtoint ptr %5 to i64
  %8 = ptrtoint ptr %6 to i64
  %9 = sub i64 %7, %8
  %10 = icmp eq i64 %9, 9223372036854775800
  br i1 %10, label %11, label %12

11:                                               ; preds = %3
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.22) #29
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
  %25 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %24) #25
  br label %26

26:                                               ; preds = %12, %23
  %27 = phi ptr [ %25, %23 ], [ null, %12 ]
  %28 = getelementptr inbounds %"struct.sycl::_V1::detail::kernel_param_desc_t", ptr %27, i64 %21
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %28, ptr noundef nonnull align 4 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !168
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
  %41 = load ptr, ptr %38, align 8, !tbaa !143
  %42 = ptrtoint ptr %41 to i64
  %43 = sub i64 %42, %8
  tail call void @_ZdlPvm(ptr noundef nonnull %6, i64 noundef %43) #28
  br label %44

44:                                               ; preds = %37, %40
  %45 = getelementptr inbounds i8, ptr %33, i64 %34
  store ptr %27, ptr %0, align 8, !tbaa !141
  store ptr %45, ptr %4, align 8, !tbaa !171
  %46 = getelementptr inbounds %"struct.sycl::_V1::detail::kernel_param_desc_t", ptr %27, i64 %18
  store ptr %46, ptr %38, align 8, !tbaa !143
  ret void
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znam(i64 noundef) local_unnamed_addr #17

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPv(ptr noundef) local_unnamed_addr #15

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZ4mainEUlRNS0_7handlerEE0_E4callEPKvS5_(ptr nocapture noundef readonly %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #2 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %class.anon.129, align 8
  %4 = alloca %"class.std::vector.106", align 8
  %5 = alloca %"class.sycl::_V1::range.95", align 8
  %6 = alloca %"class.sycl::_V1::range.95", align 8
  %7 = alloca %"class.sycl::_V1::id.93", align 8
  %8 = alloca %class.anon.129, align 8
  %9 = alloca %class.anon.129, align 8
  %10 = alloca %class.anon.129, align 8
  %11 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %12 = alloca i32, align 4
  %13 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %14 = alloca i32, align 4
  %15 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %16 = alloca %"class.sycl::_V1::accessor", align 8
  %17 = alloca %"class.sycl::_V1::property_list", align 8
  %18 = alloca %"class.sycl::_V1::accessor.83", align 8
  %19 = alloca %"class.sycl::_V1::property_list", align 8
  %20 = alloca %"class.sycl::_V1::local_accessor.123", align 8
  %21 = alloca %class.anon.129, align 8
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %16) #26
  %22 = load ptr, ptr %0, align 8, !tbaa !187
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %17) #26
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %17, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %15)
  store ptr @.str, ptr %15, align 8
  %23 = getelementptr inbounds i8, ptr %15, i64 8
  store ptr @.str.16, ptr %23, align 8
  %24 = getelementptr inbounds i8, ptr %15, i64 16
  store i64 49, ptr %24, align 8
  %25 = getelementptr inbounds i8, ptr %15, i64 24
  store i64 22, ptr %25, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %16, ptr noundef nonnull align 8 dereferenceable(41) %22, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %17, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %15)
          to label %26 unwind label %580

26:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %14) #26
  store i32 5, ptr %14, align 4, !tbaa !123
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %22, ptr noundef nonnull align 4 dereferenceable(4) %14)
          to label %29 unwind label %27

27:                                               ; preds = %26
  %28 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %16) #26
  br label %582

29:                                               ; preds = %26
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %14) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %15)
  %30 = getelementptr inbounds i8, ptr %17, i64 8
  %31 = load ptr, ptr %30, align 8, !tbaa !20
  %32 = getelementptr inbounds i8, ptr %17, i64 16
  %33 = load ptr, ptr %32, align 8, !tbaa !22
  %34 = icmp eq ptr %31, %33
  br i1 %34, label %69, label %35

35:                                               ; preds = %29, %64
  %36 = phi ptr [ %65, %64 ], [ %31, %29 ]
  %37 = getelementptr inbounds i8, ptr %36, i64 8
  %38 = load ptr, ptr %37, align 8, !tbaa !23
  %39 = icmp eq ptr %38, null
  br i1 %39, label %64, label %40

40:                                               ; preds = %35
  %41 = getelementptr inbounds i8, ptr %38, i64 8
  %42 = load atomic i64, ptr %41 acquire, align 8
  %43 = icmp eq i64 %42, 4294967297
  %44 = trunc i64 %42 to i32
  br i1 %43, label %45, label %53

45:                                               ; preds = %40
  store i32 0, ptr %41, align 8, !tbaa !25
  %46 = getelementptr inbounds i8, ptr %38, i64 12
  store i32 0, ptr %46, align 4, !tbaa !28
  %47 = load ptr, ptr %38, align 8, !tbaa !29
  %48 = getelementptr inbounds i8, ptr %47, i64 16
  %49 = load ptr, ptr %48, align 8
  call void %49(ptr noundef nonnull align 8 dereferenceable(16) %38) #26
  %50 = load ptr, ptr %38, align 8, !tbaa !29
  %51 = getelementptr inbounds i8, ptr %50, i64 24
  %52 = load ptr, ptr %51, align 8
  call void %52(ptr noundef nonnull align 8 dereferenceable(16) %38) #26
  br label %64

53:                                               ; preds = %40
  %54 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %55 = icmp eq i8 %54, 0
  br i1 %55, label %58, label %56

56:                                               ; preds = %53
  %57 = add nsw i32 %44, -1
  store i32 %57, ptr %41, align 4, !tbaa !32
  br label %60

58:                                               ; preds = %53
  %59 = atomicrmw volatile add ptr %41, i32 -1 acq_rel, align 4
  br label %60

60:                                               ; preds = %58, %56
  %61 = phi i32 [ %44, %56 ], [ %59, %58 ]
  %62 = icmp eq i32 %61, 1
  br i1 %62, label %63, label %64, !prof !33

63:                                               ; preds = %60
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %38) #26
  br label %64

64:                                               ; preds = %63, %60, %45, %35
  %65 = getelementptr inbounds i8, ptr %36, i64 16
  %66 = icmp eq ptr %65, %33
  br i1 %66, label %67, label %35, !llvm.loop !34

67:                                               ; preds = %64
  %68 = load ptr, ptr %30, align 8, !tbaa !20
  br label %69

69:                                               ; preds = %67, %29
  %70 = phi ptr [ %68, %67 ], [ %31, %29 ]
  %71 = icmp eq ptr %70, null
  br i1 %71, label %78, label %72

72:                                               ; preds = %69
  %73 = getelementptr inbounds i8, ptr %17, i64 24
  %74 = load ptr, ptr %73, align 8, !tbaa !35
  %75 = ptrtoint ptr %74 to i64
  %76 = ptrtoint ptr %70 to i64
  %77 = sub i64 %75, %76
  call void @_ZdlPvm(ptr noundef nonnull %70, i64 noundef %77) #28
  br label %78

78:                                               ; preds = %72, %69
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %17) #26
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %18) #26
  %79 = getelementptr inbounds i8, ptr %0, i64 8
  %80 = load ptr, ptr %79, align 8, !tbaa !189
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %19) #26
  %81 = getelementptr inbounds i8, ptr %19, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %81, i8 0, i64 24, i1 false)
  store i64 16, ptr %19, align 8, !tbaa !36
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13)
  store ptr @.str, ptr %13, align 8
  %82 = getelementptr inbounds i8, ptr %13, i64 8
  store ptr @.str.16, ptr %82, align 8
  %83 = getelementptr inbounds i8, ptr %13, i64 16
  store i64 50, ptr %83, align 8
  %84 = getelementptr inbounds i8, ptr %13, i64 24
  store i64 22, ptr %84, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %18, ptr noundef nonnull align 8 dereferenceable(41) %80, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %19, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %13)
          to label %85 unwind label %584

85:                                               ; preds = %78
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %12) #26
  store i32 5, ptr %12, align 4, !tbaa !123
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %80, ptr noundef nonnull align 4 dereferenceable(4) %12)
          to label %88 unwind label %86

86:                                               ; preds = %85
  %87 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %18) #26
  br label %586

88:                                               ; preds = %85
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %12) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13)
  %89 = load ptr, ptr %81, align 8, !tbaa !20
  %90 = getelementptr inbounds i8, ptr %19, i64 16
  %91 = load ptr, ptr %90, align 8, !tbaa !22
  %92 = icmp eq ptr %89, %91
  br i1 %92, label %127, label %93

93:                                               ; preds = %88, %122
  %94 = phi ptr [ %123, %122 ], [ %89, %88 ]
  %95 = getelementptr inbounds i8, ptr %94, i64 8
  %96 = load ptr, ptr %95, align 8, !tbaa !23
  %97 = icmp eq ptr %96, null
  br i1 %97, label %122, label %98

98:                                               ; preds = %93
  %99 = getelementptr inbounds i8, ptr %96, i64 8
  %100 = load atomic i64, ptr %99 acquire, align 8
  %101 = icmp eq i64 %100, 4294967297
  %102 = trunc i64 %100 to i32
  br i1 %101, label %103, label %111

103:                                              ; preds = %98
  store i32 0, ptr %99, align 8, !tbaa !25
  %104 = getelementptr inbounds i8, ptr %96, i64 12
  store i32 0, ptr %104, align 4, !tbaa !28
  %105 = load ptr, ptr %96, align 8, !tbaa !29
  %106 = getelementptr inbounds i8, ptr %105, i64 16
  %107 = load ptr, ptr %106, align 8
  call void %107(ptr noundef nonnull align 8 dereferenceable(16) %96) #26
  %108 = load ptr, ptr %96, align 8, !tbaa !29
  %109 = getelementptr inbounds i8, ptr %108, i64 24
  %110 = load ptr, ptr %109, align 8
  call void %110(ptr noundef nonnull align 8 dereferenceable(16) %96) #26
  br label %122

111:                                              ; preds = %98
  %112 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %113 = icmp eq i8 %112, 0
  br i1 %113, label %116, label %114

114:                                              ; preds = %111
  %115 = add nsw i32 %102, -1
  store i32 %115, ptr %99, align 4, !tbaa !32
  br label %118

116:                                              ; preds = %111
  %117 = atomicrmw volatile add ptr %99, i32 -1 acq_rel, align 4
  br label %118

118:                                              ; preds = %116, %114
  %119 = phi i32 [ %102, %114 ], [ %117, %116 ]
  %120 = icmp eq i32 %119, 1
  br i1 %120, label %121, label %122, !prof !33

121:                                              ; preds = %118
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %96) #26
  br label %122

122:                                              ; preds = %121, %118, %103, %93
  %123 = getelementptr inbounds i8, ptr %94, i64 16
  %124 = icmp eq ptr %123, %91
  br i1 %124, label %125, label %93, !llvm.loop !34

125:                                              ; preds = %122
  %126 = load ptr, ptr %81, align 8, !tbaa !20
  br label %127

127:                                              ; preds = %125, %88
  %128 = phi ptr [ %126, %125 ], [ %89, %88 ]
  %129 = icmp eq ptr %128, null
  br i1 %129, label %136, label %130

130:                                              ; preds = %127
  %131 = getelementptr inbounds i8, ptr %19, i64 24
  %132 = load ptr, ptr %131, align 8, !tbaa !35
  %133 = ptrtoint ptr %132 to i64
  %134 = ptrtoint ptr %128 to i64
  %135 = sub i64 %133, %134
  call void @_ZdlPvm(ptr noundef nonnull %128, i64 noundef %135) #28
  br label %136

136:                                              ; preds = %130, %127
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19) #26
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %20) #26
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11)
  store ptr @.str, ptr %11, align 8
  %137 = getelementptr inbounds i8, ptr %11, i64 8
  store ptr @.str.16, ptr %137, align 8
  %138 = getelementptr inbounds i8, ptr %11, i64 16
  store i64 51, ptr %138, align 8
  %139 = getelementptr inbounds i8, ptr %11, i64 24
  store i64 38, ptr %139, align 8
  invoke void @_ZN4sycl3_V119local_accessor_baseIfLi1ELNS0_6access4modeE1026ELNS2_11placeholderE0EEC2ILi1EvEENS0_5rangeILi1EEERNS0_7handlerENS0_6detail13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %20, i64 256, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %11)
          to label %140 unwind label %588

140:                                              ; preds = %136
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11)
  call void @llvm.lifetime.start.p0(i64 144, ptr nonnull %21) #26
  %141 = load ptr, ptr %20, align 8, !tbaa !129
  store ptr %141, ptr %21, align 8, !tbaa !129
  %142 = getelementptr inbounds i8, ptr %21, i64 8
  %143 = getelementptr inbounds i8, ptr %20, i64 8
  %144 = load ptr, ptr %143, align 8, !tbaa !23
  store ptr %144, ptr %142, align 8, !tbaa !23
  %145 = icmp eq ptr %144, null
  br i1 %145, label %155, label %146

146:                                              ; preds = %140
  %147 = getelementptr inbounds i8, ptr %144, i64 8
  %148 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %149 = icmp eq i8 %148, 0
  br i1 %149, label %153, label %150

150:                                              ; preds = %146
  %151 = load i32, ptr %147, align 4, !tbaa !32
  %152 = add nsw i32 %151, 1
  store i32 %152, ptr %147, align 4, !tbaa !32
  br label %155

153:                                              ; preds = %146
  %154 = atomicrmw volatile add ptr %147, i32 1 acq_rel, align 4
  br label %155

155:                                              ; preds = %153, %150, %140
  %156 = getelementptr inbounds i8, ptr %21, i64 16
  %157 = getelementptr inbounds i8, ptr %20, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %156, ptr noundef nonnull align 8 dereferenceable(16) %157, i64 16, i1 false), !tbaa.struct !190
  %158 = getelementptr inbounds i8, ptr %21, i64 32
  %159 = load ptr, ptr %16, align 8, !tbaa !127
  store ptr %159, ptr %158, align 8, !tbaa !127
  %160 = getelementptr inbounds i8, ptr %21, i64 40
  %161 = getelementptr inbounds i8, ptr %16, i64 8
  %162 = load ptr, ptr %161, align 8, !tbaa !23
  store ptr %162, ptr %160, align 8, !tbaa !23
  %163 = icmp eq ptr %162, null
  br i1 %163, label %173, label %164

164:                                              ; preds = %155
  %165 = getelementptr inbounds i8, ptr %162, i64 8
  %166 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %167 = icmp eq i8 %166, 0
  br i1 %167, label %171, label %168

168:                                              ; preds = %164
  %169 = load i32, ptr %165, align 4, !tbaa !32
  %170 = add nsw i32 %169, 1
  store i32 %170, ptr %165, align 4, !tbaa !32
  br label %173

171:                                              ; preds = %164
  %172 = atomicrmw volatile add ptr %165, i32 1 acq_rel, align 4
  br label %173

173:                                              ; preds = %171, %168, %155
  %174 = getelementptr inbounds i8, ptr %21, i64 48
  %175 = getelementptr inbounds i8, ptr %16, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %174, ptr noundef nonnull align 8 dereferenceable(40) %175, i64 40, i1 false)
  %176 = getelementptr inbounds i8, ptr %21, i64 88
  %177 = load ptr, ptr %18, align 8, !tbaa !127
  store ptr %177, ptr %176, align 8, !tbaa !127
  %178 = getelementptr inbounds i8, ptr %21, i64 96
  %179 = getelementptr inbounds i8, ptr %18, i64 8
  %180 = load ptr, ptr %179, align 8, !tbaa !23
  store ptr %180, ptr %178, align 8, !tbaa !23
  %181 = icmp eq ptr %180, null
  br i1 %181, label %191, label %182

182:                                              ; preds = %173
  %183 = getelementptr inbounds i8, ptr %180, i64 8
  %184 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %185 = icmp eq i8 %184, 0
  br i1 %185, label %189, label %186

186:                                              ; preds = %182
  %187 = load i32, ptr %183, align 4, !tbaa !32
  %188 = add nsw i32 %187, 1
  store i32 %188, ptr %183, align 4, !tbaa !32
  br label %191

189:                                              ; preds = %182
  %190 = atomicrmw volatile add ptr %183, i32 1 acq_rel, align 4
  br label %191

191:                                              ; preds = %189, %186, %173
  %192 = getelementptr inbounds i8, ptr %21, i64 104
  %193 = getelementptr inbounds i8, ptr %18, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %192, ptr noundef nonnull align 8 dereferenceable(40) %193, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 144, ptr nonnull %10)
  call void @llvm.lifetime.start.p0(i64 144, ptr nonnull %9)
  %194 = load ptr, ptr %21, align 8, !tbaa !129
  store ptr %194, ptr %9, align 8, !tbaa !129
  %195 = getelementptr inbounds i8, ptr %9, i64 8
  %196 = load ptr, ptr %142, align 8, !tbaa !23
  store ptr %196, ptr %195, align 8, !tbaa !23
  %197 = icmp eq ptr %196, null
  br i1 %197, label %207, label %198

198:                                              ; preds = %191
  %199 = getelementptr inbounds i8, ptr %196, i64 8
  %200 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %201 = icmp eq i8 %200, 0
  br i1 %201, label %205, label %202

202:                                              ; preds = %198
  %203 = load i32, ptr %199, align 4, !tbaa !32
  %204 = add nsw i32 %203, 1
  store i32 %204, ptr %199, align 4, !tbaa !32
  br label %207

205:                                              ; preds = %198
  %206 = atomicrmw volatile add ptr %199, i32 1 acq_rel, align 4
  br label %207

207:                                              ; preds = %205, %202, %191
  %208 = getelementptr inbounds i8, ptr %9, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %208, ptr noundef nonnull readonly align 8 dereferenceable(16) %156, i64 16, i1 false), !tbaa.struct !190
  %209 = getelementptr inbounds i8, ptr %9, i64 32
  %210 = load ptr, ptr %158, align 8, !tbaa !127
  store ptr %210, ptr %209, align 8, !tbaa !127
  %211 = getelementptr inbounds i8, ptr %9, i64 40
  %212 = load ptr, ptr %160, align 8, !tbaa !23
  store ptr %212, ptr %211, align 8, !tbaa !23
  %213 = icmp eq ptr %212, null
  br i1 %213, label %223, label %214

214:                                              ; preds = %207
  %215 = getelementptr inbounds i8, ptr %212, i64 8
  %216 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %217 = icmp eq i8 %216, 0
  br i1 %217, label %221, label %218

218:                                              ; preds = %214
  %219 = load i32, ptr %215, align 4, !tbaa !32
  %220 = add nsw i32 %219, 1
  store i32 %220, ptr %215, align 4, !tbaa !32
  br label %223

221:                                              ; preds = %214
  %222 = atomicrmw volatile add ptr %215, i32 1 acq_rel, align 4
  br label %223

223:                                              ; preds = %221, %218, %207
  %224 = getelementptr inbounds i8, ptr %9, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %224, ptr noundef nonnull readonly align 8 dereferenceable(40) %174, i64 40, i1 false)
  %225 = getelementptr inbounds i8, ptr %9, i64 88
  %226 = load ptr, ptr %176, align 8, !tbaa !127
  store ptr %226, ptr %225, align 8, !tbaa !127
  %227 = getelementptr inbounds i8, ptr %9, i64 96
  %228 = load ptr, ptr %178, align 8, !tbaa !23
  store ptr %228, ptr %227, align 8, !tbaa !23
  %229 = icmp eq ptr %228, null
  br i1 %229, label %239, label %230

230:                                              ; preds = %223
  %231 = getelementptr inbounds i8, ptr %228, i64 8
  %232 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %233 = icmp eq i8 %232, 0
  br i1 %233, label %237, label %234

234:                                              ; preds = %230
  %235 = load i32, ptr %231, align 4, !tbaa !32
  %236 = add nsw i32 %235, 1
  store i32 %236, ptr %231, align 4, !tbaa !32
  br label %239

237:                                              ; preds = %230
  %238 = atomicrmw volatile add ptr %231, i32 1 acq_rel, align 4
  br label %239

239:                                              ; preds = %237, %234, %223
  %240 = getelementptr inbounds i8, ptr %9, i64 104
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %240, ptr noundef nonnull readonly align 8 dereferenceable(40) %192, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 144, ptr nonnull %8)
  %241 = load ptr, ptr %9, align 8, !tbaa !129
  store ptr %241, ptr %8, align 8, !tbaa !129
  %242 = getelementptr inbounds i8, ptr %8, i64 8
  %243 = load ptr, ptr %195, align 8, !tbaa !23
  store ptr %243, ptr %242, align 8, !tbaa !23
  %244 = icmp eq ptr %243, null
  br i1 %244, label %254, label %245

245:                                              ; preds = %239
  %246 = getelementptr inbounds i8, ptr %243, i64 8
  %247 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %248 = icmp eq i8 %247, 0
  br i1 %248, label %252, label %249

249:                                              ; preds = %245
  %250 = load i32, ptr %246, align 4, !tbaa !32
  %251 = add nsw i32 %250, 1
  store i32 %251, ptr %246, align 4, !tbaa !32
  br label %254

252:                                              ; preds = %245
  %253 = atomicrmw volatile add ptr %246, i32 1 acq_rel, align 4
  br label %254

254:                                              ; preds = %252, %249, %239
  %255 = getelementptr inbounds i8, ptr %8, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %255, ptr noundef nonnull readonly align 8 dereferenceable(16) %208, i64 16, i1 false), !tbaa.struct !190
  %256 = getelementptr inbounds i8, ptr %8, i64 32
  %257 = load ptr, ptr %209, align 8, !tbaa !127
  store ptr %257, ptr %256, align 8, !tbaa !127
  %258 = getelementptr inbounds i8, ptr %8, i64 40
  %259 = load ptr, ptr %211, align 8, !tbaa !23
  store ptr %259, ptr %258, align 8, !tbaa !23
  %260 = icmp eq ptr %259, null
  br i1 %260, label %270, label %261

261:                                              ; preds = %254
  %262 = getelementptr inbounds i8, ptr %259, i64 8
  %263 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %264 = icmp eq i8 %263, 0
  br i1 %264, label %268, label %265

265:                                              ; preds = %261
  %266 = load i32, ptr %262, align 4, !tbaa !32
  %267 = add nsw i32 %266, 1
  store i32 %267, ptr %262, align 4, !tbaa !32
  br label %270

268:                                              ; preds = %261
  %269 = atomicrmw volatile add ptr %262, i32 1 acq_rel, align 4
  br label %270

270:                                              ; preds = %268, %265, %254
  %271 = getelementptr inbounds i8, ptr %8, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %271, ptr noundef nonnull readonly align 8 dereferenceable(40) %224, i64 40, i1 false)
  %272 = getelementptr inbounds i8, ptr %8, i64 88
  %273 = load ptr, ptr %225, align 8, !tbaa !127
  store ptr %273, ptr %272, align 8, !tbaa !127
  %274 = getelementptr inbounds i8, ptr %8, i64 96
  %275 = load ptr, ptr %227, align 8, !tbaa !23
  store ptr %275, ptr %274, align 8, !tbaa !23
  %276 = icmp eq ptr %275, null
  br i1 %276, label %286, label %277

277:                                              ; preds = %270
  %278 = getelementptr inbounds i8, ptr %275, i64 8
  %279 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %280 = icmp eq i8 %279, 0
  br i1 %280, label %284, label %281

281:                                              ; preds = %277
  %282 = load i32, ptr %278, align 4, !tbaa !32
  %283 = add nsw i32 %282, 1
  store i32 %283, ptr %278, align 4, !tbaa !32
  br label %286

284:                                              ; preds = %277
  %285 = atomicrmw volatile add ptr %278, i32 1 acq_rel, align 4
  br label %286

286:                                              ; preds = %284, %281, %270
  %287 = getelementptr inbounds i8, ptr %8, i64 104
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %287, ptr noundef nonnull readonly align 8 dereferenceable(40) %240, i64 40, i1 false)
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_7nd_itemILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(144) %8) #26
  call void @llvm.lifetime.end.p0(i64 144, ptr nonnull %8)
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_7nd_itemILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(144) %9) #26
  call void @llvm.lifetime.end.p0(i64 144, ptr nonnull %9)
  %288 = invoke noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %289 unwind label %590

289:                                              ; preds = %286
  %290 = icmp eq i32 %288, 0
  br i1 %290, label %300, label %291

291:                                              ; preds = %289
  %292 = call ptr @__cxa_allocate_exception(i64 64) #26
  %293 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #26
  %294 = extractvalue { i32, ptr } %293, 0
  %295 = extractvalue { i32, ptr } %293, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %292, i32 %294, ptr %295, ptr noundef nonnull @.str.18)
          to label %296 unwind label %298

296:                                              ; preds = %291
  invoke void @__cxa_throw(ptr nonnull %292, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #29
          to label %297 unwind label %590

297:                                              ; preds = %296
  unreachable

298:                                              ; preds = %291
  %299 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %292) #26
  br label %592

300:                                              ; preds = %289
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.25)
          to label %301 unwind label %590

301:                                              ; preds = %300
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7)
  %302 = getelementptr inbounds i8, ptr %5, i64 8
  %303 = getelementptr inbounds i8, ptr %5, i64 16
  store i64 0, ptr %303, align 8, !alias.scope !191
  store i64 64, ptr %5, align 8, !tbaa !36, !alias.scope !191
  store i64 32, ptr %302, align 8, !tbaa !36, !alias.scope !191
  %304 = getelementptr inbounds i8, ptr %6, i64 8
  %305 = getelementptr inbounds i8, ptr %6, i64 16
  store i64 0, ptr %305, align 8, !alias.scope !194
  store i64 16, ptr %6, align 8, !tbaa !36, !alias.scope !194
  store i64 16, ptr %304, align 8, !tbaa !36, !alias.scope !194
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %7, i8 0, i64 24, i1 false)
  invoke void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEES3_NS0_2idILi3EEEi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range.95") align 8 %5, ptr noundef nonnull byval(%"class.sycl::_V1::range.95") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::id.93") align 8 %7, i32 noundef 2)
          to label %306 unwind label %590

306:                                              ; preds = %301
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7)
  %307 = load ptr, ptr %21, align 8, !tbaa !129
  store ptr %307, ptr %10, align 8, !tbaa !129
  %308 = getelementptr inbounds i8, ptr %10, i64 8
  %309 = load ptr, ptr %142, align 8, !tbaa !23
  store ptr %309, ptr %308, align 8, !tbaa !23
  %310 = icmp eq ptr %309, null
  br i1 %310, label %320, label %311

311:                                              ; preds = %306
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

320:                                              ; preds = %318, %315, %306
  %321 = getelementptr inbounds i8, ptr %10, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %321, ptr noundef nonnull readonly align 8 dereferenceable(16) %156, i64 16, i1 false), !tbaa.struct !190
  %322 = getelementptr inbounds i8, ptr %10, i64 32
  %323 = load ptr, ptr %158, align 8, !tbaa !127
  store ptr %323, ptr %322, align 8, !tbaa !127
  %324 = getelementptr inbounds i8, ptr %10, i64 40
  %325 = load ptr, ptr %160, align 8, !tbaa !23
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
  %337 = getelementptr inbounds i8, ptr %10, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %337, ptr noundef nonnull readonly align 8 dereferenceable(40) %174, i64 40, i1 false)
  %338 = getelementptr inbounds i8, ptr %10, i64 88
  %339 = load ptr, ptr %176, align 8, !tbaa !127
  store ptr %339, ptr %338, align 8, !tbaa !127
  %340 = getelementptr inbounds i8, ptr %10, i64 96
  %341 = load ptr, ptr %178, align 8, !tbaa !23
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
  %353 = getelementptr inbounds i8, ptr %10, i64 104
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %353, ptr noundef nonnull readonly align 8 dereferenceable(40) %192, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 144, ptr nonnull %3)
  %354 = invoke noalias noundef nonnull dereferenceable(152) ptr @_Znwm(i64 noundef 152) #25
          to label %355 unwind label %494

355:                                              ; preds = %352
  %356 = load ptr, ptr %10, align 8, !tbaa !129, !noalias !197
  store ptr %356, ptr %3, align 8, !tbaa !129, !noalias !197
  %357 = getelementptr inbounds i8, ptr %3, i64 8
  %358 = load ptr, ptr %308, align 8, !tbaa !23, !noalias !197
  store ptr %358, ptr %357, align 8, !tbaa !23, !noalias !197
  %359 = icmp eq ptr %358, null
  br i1 %359, label %369, label %360

360:                                              ; preds = %355
  %361 = getelementptr inbounds i8, ptr %358, i64 8
  %362 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !197
  %363 = icmp eq i8 %362, 0
  br i1 %363, label %367, label %364

364:                                              ; preds = %360
  %365 = load i32, ptr %361, align 4, !tbaa !32, !noalias !197
  %366 = add nsw i32 %365, 1
  store i32 %366, ptr %361, align 4, !tbaa !32, !noalias !197
  br label %369

367:                                              ; preds = %360
  %368 = atomicrmw volatile add ptr %361, i32 1 acq_rel, align 4, !noalias !197
  br label %369

369:                                              ; preds = %367, %364, %355
  %370 = getelementptr inbounds i8, ptr %3, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %370, ptr noundef nonnull readonly align 8 dereferenceable(16) %321, i64 16, i1 false), !tbaa.struct !190, !noalias !197
  %371 = getelementptr inbounds i8, ptr %3, i64 32
  %372 = load ptr, ptr %322, align 8, !tbaa !127, !noalias !197
  store ptr %372, ptr %371, align 8, !tbaa !127, !noalias !197
  %373 = getelementptr inbounds i8, ptr %3, i64 40
  %374 = load ptr, ptr %324, align 8, !tbaa !23, !noalias !197
  store ptr %374, ptr %373, align 8, !tbaa !23, !noalias !197
  %375 = icmp eq ptr %374, null
  br i1 %375, label %385, label %376

376:                                              ; preds = %369
  %377 = getelementptr inbounds i8, ptr %374, i64 8
  %378 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !197
  %379 = icmp eq i8 %378, 0
  br i1 %379, label %383, label %380

380:                                              ; preds = %376
  %381 = load i32, ptr %377, align 4, !tbaa !32, !noalias !197
  %382 = add nsw i32 %381, 1
  store i32 %382, ptr %377, align 4, !tbaa !32, !noalias !197
  br label %385

383:                                              ; preds = %376
  %384 = atomicrmw volatile add ptr %377, i32 1 acq_rel, align 4, !noalias !197
  br label %385

385:                                              ; preds = %383, %380, %369
  %386 = getelementptr inbounds i8, ptr %3, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %386, ptr noundef nonnull readonly align 8 dereferenceable(40) %337, i64 40, i1 false), !noalias !197
  %387 = getelementptr inbounds i8, ptr %3, i64 88
  %388 = load ptr, ptr %338, align 8, !tbaa !127, !noalias !197
  store ptr %388, ptr %387, align 8, !tbaa !127, !noalias !197
  %389 = getelementptr inbounds i8, ptr %3, i64 96
  %390 = load ptr, ptr %340, align 8, !tbaa !23, !noalias !197
  store ptr %390, ptr %389, align 8, !tbaa !23, !noalias !197
  %391 = icmp eq ptr %390, null
  br i1 %391, label %401, label %392

392:                                              ; preds = %385
  %393 = getelementptr inbounds i8, ptr %390, i64 8
  %394 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !197
  %395 = icmp eq i8 %394, 0
  br i1 %395, label %399, label %396

396:                                              ; preds = %392
  %397 = load i32, ptr %393, align 4, !tbaa !32, !noalias !197
  %398 = add nsw i32 %397, 1
  store i32 %398, ptr %393, align 4, !tbaa !32, !noalias !197
  br label %401

399:                                              ; preds = %392
  %400 = atomicrmw volatile add ptr %393, i32 1 acq_rel, align 4, !noalias !197
  br label %401

401:                                              ; preds = %399, %396, %385
  %402 = getelementptr inbounds i8, ptr %3, i64 104
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %402, ptr noundef nonnull readonly align 8 dereferenceable(40) %353, i64 40, i1 false), !noalias !197
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EEE, i64 16), ptr %354, align 8, !tbaa !29, !noalias !197
  %403 = getelementptr inbounds i8, ptr %354, i64 8
  %404 = load ptr, ptr %3, align 8, !tbaa !129, !noalias !197
  store ptr %404, ptr %403, align 8, !tbaa !129, !noalias !197
  %405 = getelementptr inbounds i8, ptr %354, i64 16
  %406 = load ptr, ptr %357, align 8, !tbaa !23, !noalias !197
  store ptr %406, ptr %405, align 8, !tbaa !23, !noalias !197
  %407 = icmp eq ptr %406, null
  br i1 %407, label %417, label %408

408:                                              ; preds = %401
  %409 = getelementptr inbounds i8, ptr %406, i64 8
  %410 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !197
  %411 = icmp eq i8 %410, 0
  br i1 %411, label %415, label %412

412:                                              ; preds = %408
  %413 = load i32, ptr %409, align 4, !tbaa !32, !noalias !197
  %414 = add nsw i32 %413, 1
  store i32 %414, ptr %409, align 4, !tbaa !32, !noalias !197
  br label %417

415:                                              ; preds = %408
  %416 = atomicrmw volatile add ptr %409, i32 1 acq_rel, align 4, !noalias !197
  br label %417

417:                                              ; preds = %415, %412, %401
  %418 = getelementptr inbounds i8, ptr %354, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %418, ptr noundef nonnull readonly align 8 dereferenceable(16) %370, i64 16, i1 false), !tbaa.struct !190, !noalias !197
  %419 = getelementptr inbounds i8, ptr %354, i64 40
  %420 = load ptr, ptr %371, align 8, !tbaa !127, !noalias !197
  store ptr %420, ptr %419, align 8, !tbaa !127, !noalias !197
  %421 = getelementptr inbounds i8, ptr %354, i64 48
  %422 = load ptr, ptr %373, align 8, !tbaa !23, !noalias !197
  store ptr %422, ptr %421, align 8, !tbaa !23, !noalias !197
  %423 = icmp eq ptr %422, null
  br i1 %423, label %433, label %424

424:                                              ; preds = %417
  %425 = getelementptr inbounds i8, ptr %422, i64 8
  %426 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !197
  %427 = icmp eq i8 %426, 0
  br i1 %427, label %431, label %428

428:                                              ; preds = %424
  %429 = load i32, ptr %425, align 4, !tbaa !32, !noalias !197
  %430 = add nsw i32 %429, 1
  store i32 %430, ptr %425, align 4, !tbaa !32, !noalias !197
  br label %433

431:                                              ; preds = %424
  %432 = atomicrmw volatile add ptr %425, i32 1 acq_rel, align 4, !noalias !197
  br label %433

433:                                              ; preds = %431, %428, %417
  %434 = getelementptr inbounds i8, ptr %354, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %434, ptr noundef nonnull readonly align 8 dereferenceable(40) %386, i64 40, i1 false), !noalias !197
  %435 = getelementptr inbounds i8, ptr %354, i64 96
  %436 = load ptr, ptr %387, align 8, !tbaa !127, !noalias !197
  store ptr %436, ptr %435, align 8, !tbaa !127, !noalias !197
  %437 = getelementptr inbounds i8, ptr %354, i64 104
  %438 = load ptr, ptr %389, align 8, !tbaa !23, !noalias !197
  store ptr %438, ptr %437, align 8, !tbaa !23, !noalias !197
  %439 = icmp eq ptr %438, null
  br i1 %439, label %449, label %440

440:                                              ; preds = %433
  %441 = getelementptr inbounds i8, ptr %438, i64 8
  %442 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !197
  %443 = icmp eq i8 %442, 0
  br i1 %443, label %447, label %444

444:                                              ; preds = %440
  %445 = load i32, ptr %441, align 4, !tbaa !32, !noalias !197
  %446 = add nsw i32 %445, 1
  store i32 %446, ptr %441, align 4, !tbaa !32, !noalias !197
  br label %449

447:                                              ; preds = %440
  %448 = atomicrmw volatile add ptr %441, i32 1 acq_rel, align 4, !noalias !197
  br label %449

449:                                              ; preds = %447, %444, %433
  %450 = getelementptr inbounds i8, ptr %354, i64 112
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %450, ptr noundef nonnull readonly align 8 dereferenceable(40) %402, i64 40, i1 false), !noalias !197
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_7nd_itemILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(144) %3) #26, !noalias !197
  call void @llvm.lifetime.end.p0(i64 144, ptr nonnull %3)
  %451 = getelementptr inbounds i8, ptr %1, i64 152
  %452 = load ptr, ptr %451, align 8, !tbaa !14
  store ptr %354, ptr %451, align 8, !tbaa !14
  %453 = icmp eq ptr %452, null
  br i1 %453, label %458, label %454

454:                                              ; preds = %449
  %455 = load ptr, ptr %452, align 8, !tbaa !29
  %456 = getelementptr inbounds i8, ptr %455, i64 16
  %457 = load ptr, ptr %456, align 8
  call void %457(ptr noundef nonnull align 8 dereferenceable(8) %452) #26
  br label %458

458:                                              ; preds = %454, %449
  invoke void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %459 unwind label %494

459:                                              ; preds = %458
  %460 = load ptr, ptr %451, align 8, !tbaa !14
  %461 = load ptr, ptr %460, align 8, !tbaa !29
  %462 = load ptr, ptr %461, align 8
  %463 = invoke noundef ptr %462(ptr noundef nonnull align 8 dereferenceable(8) %460)
          to label %464 unwind label %494

464:                                              ; preds = %459
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #26
  invoke void @_ZN4sycl3_V16detail19getKernelParamDescsI8BlockSumEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind nonnull writable sret(%"class.std::vector.106") align 8 %4)
          to label %465 unwind label %494

465:                                              ; preds = %464
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %463, ptr noundef nonnull align 8 dereferenceable(24) %4, i1 noundef zeroext false)
          to label %466 unwind label %483

466:                                              ; preds = %465
  %467 = load ptr, ptr %4, align 8, !tbaa !141
  %468 = icmp eq ptr %467, null
  br i1 %468, label %475, label %469

469:                                              ; preds = %466
  %470 = getelementptr inbounds i8, ptr %4, i64 16
  %471 = load ptr, ptr %470, align 8, !tbaa !143
  %472 = ptrtoint ptr %471 to i64
  %473 = ptrtoint ptr %467 to i64
  %474 = sub i64 %472, %473
  call void @_ZdlPvm(ptr noundef nonnull %467, i64 noundef %474) #28
  br label %475

475:                                              ; preds = %469, %466
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #26
  %476 = invoke noalias noundef nonnull dereferenceable(14) ptr @_Znam(i64 noundef 14) #25
          to label %477 unwind label %494

477:                                              ; preds = %475
  %478 = getelementptr inbounds i8, ptr %1, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(13) %476, ptr noundef nonnull align 1 dereferenceable(13) @.str.25, i64 13, i1 false)
  %479 = getelementptr inbounds i8, ptr %476, i64 13
  store i8 0, ptr %479, align 1, !tbaa !31
  %480 = load ptr, ptr %478, align 8, !tbaa !14
  store ptr %476, ptr %478, align 8, !tbaa !14
  %481 = icmp eq ptr %480, null
  br i1 %481, label %498, label %482

482:                                              ; preds = %477
  call void @_ZdaPv(ptr noundef nonnull %480) #28
  br label %498

483:                                              ; preds = %465
  %484 = landingpad { ptr, i32 }
          cleanup
  %485 = load ptr, ptr %4, align 8, !tbaa !141
  %486 = icmp eq ptr %485, null
  br i1 %486, label %493, label %487

487:                                              ; preds = %483
  %488 = getelementptr inbounds i8, ptr %4, i64 16
  %489 = load ptr, ptr %488, align 8, !tbaa !143
  %490 = ptrtoint ptr %489 to i64
  %491 = ptrtoint ptr %485 to i64
  %492 = sub i64 %490, %491
  call void @_ZdlPvm(ptr noundef nonnull %485, i64 noundef %492) #28
  br label %493

493:                                              ; preds = %487, %483
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #26
  br label %496

494:                                              ; preds = %475, %464, %459, %458, %352
  %495 = landingpad { ptr, i32 }
          cleanup
  br label %496

496:                                              ; preds = %494, %493
  %497 = phi { ptr, i32 } [ %495, %494 ], [ %484, %493 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_7nd_itemILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(144) %10) #26
  br label %592

498:                                              ; preds = %482, %477
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_7nd_itemILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(144) %10) #26
  invoke void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef 1)
          to label %499 unwind label %590

499:                                              ; preds = %498
  call void @llvm.lifetime.end.p0(i64 144, ptr nonnull %10)
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_7nd_itemILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(144) %21) #26
  call void @llvm.lifetime.end.p0(i64 144, ptr nonnull %21) #26
  %500 = load ptr, ptr %143, align 8, !tbaa !23
  %501 = icmp eq ptr %500, null
  br i1 %501, label %526, label %502

502:                                              ; preds = %499
  %503 = getelementptr inbounds i8, ptr %500, i64 8
  %504 = load atomic i64, ptr %503 acquire, align 8
  %505 = icmp eq i64 %504, 4294967297
  %506 = trunc i64 %504 to i32
  br i1 %505, label %507, label %515

507:                                              ; preds = %502
  store i32 0, ptr %503, align 8, !tbaa !25
  %508 = getelementptr inbounds i8, ptr %500, i64 12
  store i32 0, ptr %508, align 4, !tbaa !28
  %509 = load ptr, ptr %500, align 8, !tbaa !29
  %510 = getelementptr inbounds i8, ptr %509, i64 16
  %511 = load ptr, ptr %510, align 8
  call void %511(ptr noundef nonnull align 8 dereferenceable(16) %500) #26
  %512 = load ptr, ptr %500, align 8, !tbaa !29
  %513 = getelementptr inbounds i8, ptr %512, i64 24
  %514 = load ptr, ptr %513, align 8
  call void %514(ptr noundef nonnull align 8 dereferenceable(16) %500) #26
  br label %526

515:                                              ; preds = %502
  %516 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %517 = icmp eq i8 %516, 0
  br i1 %517, label %520, label %518

518:                                              ; preds = %515
  %519 = add nsw i32 %506, -1
  store i32 %519, ptr %503, align 4, !tbaa !32
  br label %522

520:                                              ; preds = %515
  %521 = atomicrmw volatile add ptr %503, i32 -1 acq_rel, align 4
  br label %522

522:                                              ; preds = %520, %518
  %523 = phi i32 [ %506, %518 ], [ %521, %520 ]
  %524 = icmp eq i32 %523, 1
  br i1 %524, label %525, label %526, !prof !33

525:                                              ; preds = %522
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %500) #26
  br label %526

526:                                              ; preds = %525, %522, %507, %499
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #26
  %527 = load ptr, ptr %179, align 8, !tbaa !23
  %528 = icmp eq ptr %527, null
  br i1 %528, label %553, label %529

529:                                              ; preds = %526
  %530 = getelementptr inbounds i8, ptr %527, i64 8
  %531 = load atomic i64, ptr %530 acquire, align 8
  %532 = icmp eq i64 %531, 4294967297
  %533 = trunc i64 %531 to i32
  br i1 %532, label %534, label %542

534:                                              ; preds = %529
  store i32 0, ptr %530, align 8, !tbaa !25
  %535 = getelementptr inbounds i8, ptr %527, i64 12
  store i32 0, ptr %535, align 4, !tbaa !28
  %536 = load ptr, ptr %527, align 8, !tbaa !29
  %537 = getelementptr inbounds i8, ptr %536, i64 16
  %538 = load ptr, ptr %537, align 8
  call void %538(ptr noundef nonnull align 8 dereferenceable(16) %527) #26
  %539 = load ptr, ptr %527, align 8, !tbaa !29
  %540 = getelementptr inbounds i8, ptr %539, i64 24
  %541 = load ptr, ptr %540, align 8
  call void %541(ptr noundef nonnull align 8 dereferenceable(16) %527) #26
  br label %553

542:                                              ; preds = %529
  %543 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %544 = icmp eq i8 %543, 0
  br i1 %544, label %547, label %545

545:                                              ; preds = %542
  %546 = add nsw i32 %533, -1
  store i32 %546, ptr %530, align 4, !tbaa !32
  br label %549

547:                                              ; preds = %542
  %548 = atomicrmw volatile add ptr %530, i32 -1 acq_rel, align 4
  br label %549

549:                                              ; preds = %547, %545
  %550 = phi i32 [ %533, %545 ], [ %548, %547 ]
  %551 = icmp eq i32 %550, 1
  br i1 %551, label %552, label %553, !prof !33

552:                                              ; preds = %549
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %527) #26
  br label %553

553:                                              ; preds = %552, %549, %534, %526
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %18) #26
  %554 = load ptr, ptr %161, align 8, !tbaa !23
  %555 = icmp eq ptr %554, null
  br i1 %555, label %600, label %556

556:                                              ; preds = %553
  %557 = getelementptr inbounds i8, ptr %554, i64 8
  %558 = load atomic i64, ptr %557 acquire, align 8
  %559 = icmp eq i64 %558, 4294967297
  %560 = trunc i64 %558 to i32
  br i1 %559, label %561, label %569

561:                                              ; preds = %556
  store i32 0, ptr %557, align 8, !tbaa !25
  %562 = getelementptr inbounds i8, ptr %554, i64 12
  store i32 0, ptr %562, align 4, !tbaa !28
  %563 = load ptr, ptr %554, align 8, !tbaa !29
  %564 = getelementptr inbounds i8, ptr %563, i64 16
  %565 = load ptr, ptr %564, align 8
  call void %565(ptr noundef nonnull align 8 dereferenceable(16) %554) #26
  %566 = load ptr, ptr %554, align 8, !tbaa !29
  %567 = getelementptr inbounds i8, ptr %566, i64 24
  %568 = load ptr, ptr %567, align 8
  call void %568(ptr noundef nonnull align 8 dereferenceable(16) %554) #26
  br label %600

569:                                              ; preds = %556
  %570 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %571 = icmp eq i8 %570, 0
  br i1 %571, label %574, label %572

572:                                              ; preds = %569
  %573 = add nsw i32 %560, -1
  store i32 %573, ptr %557, align 4, !tbaa !32
  br label %576

574:                                              ; preds = %569
  %575 = atomicrmw volatile add ptr %557, i32 -1 acq_rel, align 4
  br label %576

576:                                              ; preds = %574, %572
  %577 = phi i32 [ %560, %572 ], [ %575, %574 ]
  %578 = icmp eq i32 %577, 1
  br i1 %578, label %579, label %600, !prof !33

579:                                              ; preds = %576
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %554) #26
  br label %600

580:                                              ; preds = %2
  %581 = landingpad { ptr, i32 }
          cleanup
  br label %582

582:                                              ; preds = %580, %27
  %583 = phi { ptr, i32 } [ %581, %580 ], [ %28, %27 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %17) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %17) #26
  br label %598

584:                                              ; preds = %78
  %585 = landingpad { ptr, i32 }
          cleanup
  br label %586

586:                                              ; preds = %584, %86
  %587 = phi { ptr, i32 } [ %585, %584 ], [ %87, %86 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %19) #26
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19) #26
  br label %596

588:                                              ; preds = %136
  %589 = landingpad { ptr, i32 }
          cleanup
  br label %594

590:                                              ; preds = %498, %301, %300, %296, %286
  %591 = landingpad { ptr, i32 }
          cleanup
  br label %592

592:                                              ; preds = %590, %496, %298
  %593 = phi { ptr, i32 } [ %591, %590 ], [ %299, %298 ], [ %497, %496 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_7nd_itemILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(144) %21) #26
  call void @llvm.lifetime.end.p0(i64 144, ptr nonnull %21) #26
  call void @_ZN4sycl3_V16detail21LocalAccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %20) #26
  br label %594

594:                                              ; preds = %592, %588
  %595 = phi { ptr, i32 } [ %593, %592 ], [ %589, %588 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #26
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %18) #26
  br label %596

596:                                              ; preds = %594, %586
  %597 = phi { ptr, i32 } [ %595, %594 ], [ %587, %586 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %18) #26
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %16) #26
  br label %598

598:                                              ; preds = %596, %582
  %599 = phi { ptr, i32 } [ %597, %596 ], [ %583, %582 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %16) #26
  resume { ptr, i32 } %599

600:                                              ; preds = %553, %561, %576, %579
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %16) #26
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
define linkonce_odr dso_local void @_ZN4sycl3_V119local_accessor_baseIfLi1ELNS0_6access4modeE1026ELNS2_11placeholderE0EEC2ILi1EvEENS0_5rangeILi1EEERNS0_7handlerENS0_6detail13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, i64 %1, ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %3) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::range.95", align 8
  %6 = alloca %"class.sycl::_V1::property_list", align 8
  store i64 %1, ptr %5, align 8, !tbaa !36, !alias.scope !200
  %7 = getelementptr inbounds i8, ptr %5, i64 8
  store i64 1, ptr %7, align 8, !tbaa !36, !alias.scope !200
  %8 = getelementptr inbounds i8, ptr %5, i64 16
  store i64 1, ptr %8, align 8, !tbaa !36, !alias.scope !200
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #26
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %6, i8 0, i64 32, i1 false)
  invoke void @_ZN4sycl3_V16detail21LocalAccessorBaseHostC2ENS0_5rangeILi3EEEiiRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::range.95") align 8 %5, i32 noundef 1, i32 noundef 4, ptr noundef nonnull align 8 dereferenceable(32) %6)
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
  %60 = load ptr, ptr %0, align 8, !tbaa !129
  invoke void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef null, ptr noundef %60, i32 noundef 2016, i32 noundef 1026, ptr noundef nonnull align 8 dereferenceable(32) %3)
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
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19getKernelParamDescsI8BlockSumEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind noalias writable sret(%"class.std::vector.106") align 8 %0) local_unnamed_addr #2 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"struct.sycl::_V1::detail::kernel_param_desc_t", align 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, i8 0, i64 24, i1 false)
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = tail call noalias noundef nonnull dereferenceable(36) ptr @_Znwm(i64 noundef 36) #25
  store ptr %4, ptr %0, align 8, !tbaa !141
  %5 = getelementptr inbounds i8, ptr %4, i64 36
  store ptr %5, ptr %3, align 8, !tbaa !143
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #26
  store i64 17454747090944, ptr %2, align 8
  store i32 0, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !168
  %8 = getelementptr inbounds i8, ptr %4, i64 12
  store ptr %8, ptr %7, align 8, !tbaa !171
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #26
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #26
  store i64 26242250178560, ptr %2, align 8
  store i32 32, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %8, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !168
  %9 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr %9, ptr %7, align 8, !tbaa !171
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #26
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #26
  store i64 26242250178560, ptr %2, align 8
  store i32 88, ptr %6, align 8
  %10 = load ptr, ptr %3, align 8, !tbaa !143
  %11 = icmp eq ptr %9, %10
  br i1 %11, label %15, label %12

12:                                               ; preds = %1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %9, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !168
  %13 = load ptr, ptr %7, align 8, !tbaa !171
  %14 = getelementptr inbounds i8, ptr %13, i64 12
  store ptr %14, ptr %7, align 8, !tbaa !171
  br label %16

15:                                               ; preds = %1
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr nonnull %9, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %16 unwind label %17

16:                                               ; preds = %15, %12
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #26
  ret void

17:                                               ; preds = %15
  %18 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #26
  %19 = load ptr, ptr %0, align 8, !tbaa !141
  %20 = icmp eq ptr %19, null
  br i1 %20, label %26, label %21

21:                                               ; preds = %17
  %22 = load ptr, ptr %3, align 8, !tbaa !143
  %23 = ptrtoint ptr %22 to i64
  %24 = ptrtoint ptr %19 to i64
  %25 = sub i64 %23, %24
  call void @_ZdlPvm(ptr noundef nonnull %19, i64 noundef %25) #28
  br label %26

26:                                               ; preds = %17, %21
  resume { ptr, i32 } %18
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(152) %0) unnamed_addr #20 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(152) %0) unnamed_addr #3 align 2 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EEE, i64 16), ptr %0, align 8, !tbaa !29
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  tail call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_7nd_itemILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(144) %2) #26
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EED0Ev(ptr noundef nonnull align 8 dereferenceable(152) %0) unnamed_addr #3 align 2 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EEE, i64 16), ptr %0, align 8, !tbaa !29
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  tail call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_7nd_itemILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(144) %2) #26
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 152) #28
  ret void
}

; Function Attrs: mustprogress noreturn uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EE23InstantiateKernelOnHostEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(152) %0) unnamed_addr #21 align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %class.anon.129, align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !129
  store ptr %4, ptr %2, align 8, !tbaa !129
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = load ptr, ptr %6, align 8, !tbaa !23
  store ptr %7, ptr %5, align 8, !tbaa !23
  %8 = icmp eq ptr %7, null
  br i1 %8, label %18, label %9

9:                                                ; preds = %1
  %10 = getelementptr inbounds i8, ptr %7, i64 8
  %11 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %12 = icmp eq i8 %11, 0
  br i1 %12, label %16, label %13

13:                                               ; preds = %9
  %14 = load i32, ptr %10, align 4, !tbaa !32
  %15 = add nsw i32 %14, 1
  store i32 %15, ptr %10, align 4, !tbaa !32
  br label %18

16:                                               ; preds = %9
  %17 = atomicrmw volatile add ptr %10, i32 1 acq_rel, align 4
  br label %18

18:                                               ; preds = %16, %13, %1
  %19 = getelementptr inbounds i8, ptr %2, i64 16
  %20 = getelementptr inbounds i8, ptr %0, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %19, ptr noundef nonnull readonly align 8 dereferenceable(16) %20, i64 16, i1 false), !tbaa.struct !190
  %21 = getelementptr inbounds i8, ptr %2, i64 32
  %22 = getelementptr inbounds i8, ptr %0, i64 40
  %23 = load ptr, ptr %22, align 8, !tbaa !127
  store ptr %23, ptr %21, align 8, !tbaa !127
  %24 = getelementptr inbounds i8, ptr %2, i64 40
  %25 = getelementptr inbounds i8, ptr %0, i64 48
  %26 = load ptr, ptr %25, align 8, !tbaa !23
  store ptr %26, ptr %24, align 8, !tbaa !23
  %27 = icmp eq ptr %26, null
  br i1 %27, label %37, label %28

28:                                               ; preds = %18
  %29 = getelementptr inbounds i8, ptr %26, i64 8
  %30 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %31 = icmp eq i8 %30, 0
  br i1 %31, label %35, label %32

32:                                               ; preds = %28
  %33 = load i32, ptr %29, align 4, !tbaa !32
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %29, align 4, !tbaa !32
  br label %37

35:                                               ; preds = %28
  %36 = atomicrmw volatile add ptr %29, i32 1 acq_rel, align 4
  br label %37

37:                                               ; preds = %35, %32, %18
  %38 = getelementptr inbounds i8, ptr %2, i64 48
  %39 = getelementptr inbounds i8, ptr %0, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %38, ptr noundef nonnull readonly align 8 dereferenceable(40) %39, i64 40, i1 false)
  %40 = getelementptr inbounds i8, ptr %2, i64 88
  %41 = getelementptr inbounds i8, ptr %0, i64 96
  %42 = load ptr, ptr %41, align 8, !tbaa !127
  store ptr %42, ptr %40, align 8, !tbaa !127
  %43 = getelementptr inbounds i8, ptr %2, i64 96
  %44 = getelementptr inbounds i8, ptr %0, i64 104
  %45 = load ptr, ptr %44, align 8, !tbaa !23
  store ptr %45, ptr %43, align 8, !tbaa !23
  %46 = icmp eq ptr %45, null
  br i1 %46, label %56, label %47

47:                                               ; preds = %37
  %48 = getelementptr inbounds i8, ptr %45, i64 8
  %49 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %50 = icmp eq i8 %49, 0
  br i1 %50, label %54, label %51

51:                                               ; preds = %47
  %52 = load i32, ptr %48, align 4, !tbaa !32
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %48, align 4, !tbaa !32
  br label %56

54:                                               ; preds = %47
  %55 = atomicrmw volatile add ptr %48, i32 1 acq_rel, align 4
  br label %56

56:                                               ; preds = %37, %51, %54
  %57 = getelementptr inbounds i8, ptr %2, i64 104
  %58 = getelementptr inbounds i8, ptr %0, i64 112
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %57, ptr noundef nonnull readonly align 8 dereferenceable(40) %58, i64 40, i1 false)
  %59 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %21)
          to label %60 unwind label %87

60:                                               ; preds = %56
  %61 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %21)
          to label %62 unwind label %87

62:                                               ; preds = %60
  %63 = load i64, ptr %61, align 8
  %64 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %21)
          to label %65 unwind label %87

65:                                               ; preds = %62
  %66 = getelementptr inbounds i8, ptr %64, i64 8
  %67 = load i64, ptr %66, align 8
  %68 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %21)
          to label %69 unwind label %87

69:                                               ; preds = %65
  %70 = mul i64 %67, %63
  %71 = getelementptr inbounds i8, ptr %68, i64 8
  %72 = load i64, ptr %71, align 8
  %73 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %21) #26
  %74 = getelementptr float, ptr %73, i64 %70
  %75 = getelementptr float, ptr %74, i64 %72
  %76 = load float, ptr %75, align 4, !tbaa !5
  %77 = invoke noundef ptr @_ZNK4sycl3_V16detail21LocalAccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
          to label %78 unwind label %87

78:                                               ; preds = %69
  store float %76, ptr %77, align 4, !tbaa !5
  %79 = call ptr @__cxa_allocate_exception(i64 64) #26
  %80 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 12) #26
  %81 = extractvalue { i32, ptr } %80, 0
  %82 = extractvalue { i32, ptr } %80, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %79, i32 %81, ptr %82, ptr noundef nonnull @.str.20)
          to label %83 unwind label %85

83:                                               ; preds = %78
  invoke void @__cxa_throw(ptr nonnull %79, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #29
          to label %84 unwind label %87

84:                                               ; preds = %83
  unreachable

85:                                               ; preds = %78
  %86 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %79) #26
  br label %89

87:                                               ; preds = %83, %69, %65, %62, %60, %56
  %88 = landingpad { ptr, i32 }
          cleanup
  br label %89

89:                                               ; preds = %85, %87
  %90 = phi { ptr, i32 } [ %88, %87 ], [ %86, %85 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_7nd_itemILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(144) %2) #26
  resume { ptr, i32 } %90
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #22

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #23

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #24

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #23

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
attributes #21 = { mustprogress noreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #22 = { nofree nounwind }
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
!39 = !{!"_ZTSN4sycl3_V16detail13code_locationE", !15, i64 0, !15, i64 8, !37, i64 16, !37, i64 24}
!40 = !{!41}
!41 = distinct !{!41, !42, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!42 = distinct !{!42, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!43 = !{!39, !15, i64 8}
!44 = !{!39, !37, i64 16}
!45 = !{!39, !37, i64 24}
!46 = !{!47}
!47 = distinct !{!47, !48, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!48 = distinct !{!48, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!49 = !{!50}
!50 = distinct !{!50, !51, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!51 = distinct !{!51, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!52 = !{!53}
!53 = distinct !{!53, !54, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!54 = distinct !{!54, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!55 = !{!56}
!56 = distinct !{!56, !57, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!57 = distinct !{!57, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!58 = !{!59}
!59 = distinct !{!59, !60, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE: argument 0"}
!60 = distinct !{!60, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE"}
!61 = !{!62, !15, i64 0}
!62 = !{!"_ZTSN4sycl3_V16detail19type_erased_cgfo_tyE", !15, i64 0, !15, i64 8}
!63 = !{!62, !15, i64 8}
!64 = !{!65}
!65 = distinct !{!65, !66, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!66 = distinct !{!66, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!67 = !{!68}
!68 = distinct !{!68, !69, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE: argument 0"}
!69 = distinct !{!69, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE"}
!70 = distinct !{!70, !10}
!71 = distinct !{!71, !10}
!72 = distinct !{!72, !10}
!73 = distinct !{!73, !10}
!74 = distinct !{!74, !10}
!75 = !{!76}
!76 = distinct !{!76, !77, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!77 = distinct !{!77, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!78 = !{!79, !37, i64 0}
!79 = !{!"_ZTSN4sycl3_V16detail17aligned_allocatorIfEE", !37, i64 0}
!80 = !{!81, !37, i64 16}
!81 = !{!"_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE", !82, i64 0, !79, i64 8, !37, i64 16}
!82 = !{!"_ZTSN4sycl3_V16detail19SYCLMemObjAllocatorE"}
!83 = !{!84, !15, i64 0}
!84 = !{!"_ZTSSt10_Head_baseILm0EPN4sycl3_V16detail19SYCLMemObjAllocatorELb0EE", !15, i64 0}
!85 = !{!86, !37, i64 32}
!86 = !{!"_ZTSN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvEE", !87, i64 0, !90, i64 16, !37, i64 32, !92, i64 40}
!87 = !{!"_ZTSN4sycl3_V16detail12buffer_plainE", !88, i64 0}
!88 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail11buffer_implEE", !89, i64 0}
!89 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail11buffer_implELN9__gnu_cxx12_Lock_policyE2EE", !15, i64 0, !24, i64 8}
!90 = !{!"_ZTSN4sycl3_V15rangeILi2EEE", !91, i64 0}
!91 = !{!"_ZTSN4sycl3_V16detail5arrayILi2EEE", !7, i64 0}
!92 = !{!"bool", !7, i64 0}
!93 = !{!86, !92, i64 40}
!94 = !{!89, !15, i64 0}
!95 = !{!96, !15, i64 8}
!96 = !{!"_ZTSSt9type_info", !15, i64 8}
!97 = !{!98}
!98 = distinct !{!98, !99, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi2EEE: argument 0"}
!99 = distinct !{!99, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi2EEE"}
!100 = !{!101, !15, i64 0}
!101 = !{!"_ZTSNSt15__exception_ptr13exception_ptrE", !15, i64 0}
!102 = !{!103, !105, i64 32}
!103 = !{!"_ZTSSt8ios_base", !37, i64 8, !37, i64 16, !104, i64 24, !105, i64 28, !105, i64 32, !15, i64 40, !106, i64 48, !7, i64 64, !27, i64 192, !15, i64 200, !107, i64 208}
!104 = !{!"_ZTSSt13_Ios_Fmtflags", !7, i64 0}
!105 = !{!"_ZTSSt12_Ios_Iostate", !7, i64 0}
!106 = !{!"_ZTSNSt8ios_base6_WordsE", !15, i64 0, !37, i64 8}
!107 = !{!"_ZTSSt6locale", !15, i64 0}
!108 = !{!109, !15, i64 24}
!109 = !{!"_ZTSSt8functionIFiRKN4sycl3_V16deviceEEE", !18, i64 0, !15, i64 24}
!110 = !{!111, !15, i64 16}
!111 = !{!"_ZTSNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE17_Vector_impl_dataE", !15, i64 0, !15, i64 8, !15, i64 16}
!112 = !{!111, !15, i64 0}
!113 = !{!111, !15, i64 8}
!114 = distinct !{!114, !10}
!115 = !{!116, !15, i64 0}
!116 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail10queue_implELN9__gnu_cxx12_Lock_policyE2EE", !15, i64 0, !24, i64 8}
!117 = !{!118, !92, i64 0}
!118 = !{!"_ZTSN4sycl3_V16detail14tls_code_loc_tE", !92, i64 0}
!119 = !{i8 0, i8 2}
!120 = !{}
!121 = !{!122, !15, i64 0}
!122 = !{!"_ZTSZ4mainEUlRN4sycl3_V17handlerEE_", !15, i64 0, !15, i64 8, !15, i64 16}
!123 = !{!124, !124, i64 0}
!124 = !{!"_ZTSN4sycl3_V16detail16PropWithDataKindE", !7, i64 0}
!125 = !{!122, !15, i64 8}
!126 = !{!122, !15, i64 16}
!127 = !{!128, !15, i64 0}
!128 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail16AccessorImplHostELN9__gnu_cxx12_Lock_policyE2EE", !15, i64 0, !24, i64 8}
!129 = !{!130, !15, i64 0}
!130 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail21LocalAccessorImplHostELN9__gnu_cxx12_Lock_policyE2EE", !15, i64 0, !24, i64 8}
!131 = !{i64 0, i64 40, !31}
!132 = !{!133}
!133 = distinct !{!133, !134, !"_ZN4sycl3_V17handler8padRangeILi2EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!134 = distinct !{!134, !"_ZN4sycl3_V17handler8padRangeILi2EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!135 = !{!136}
!136 = distinct !{!136, !137, !"_ZN4sycl3_V17handler8padRangeILi2EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!137 = distinct !{!137, !"_ZN4sycl3_V17handler8padRangeILi2EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!138 = !{!139}
!139 = distinct !{!139, !140, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS1_7handlerEE_clES5_EUlNS1_7nd_itemILi2EEEE_S8_Li2EEEJRS9_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!140 = distinct !{!140, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS1_7handlerEE_clES5_EUlNS1_7nd_itemILi2EEEE_S8_Li2EEEJRS9_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!141 = !{!142, !15, i64 0}
!142 = !{!"_ZTSNSt12_Vector_baseIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_Vector_impl_dataE", !15, i64 0, !15, i64 8, !15, i64 16}
!143 = !{!142, !15, i64 16}
!144 = !{!145}
!145 = distinct !{!145, !146, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!146 = distinct !{!146, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!147 = !{!148}
!148 = distinct !{!148, !149, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!149 = distinct !{!149, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!150 = !{!151, !15, i64 0}
!151 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseELN9__gnu_cxx12_Lock_policyE2EE", !15, i64 0, !24, i64 8}
!152 = distinct !{!152, !10}
!153 = !{!154, !15, i64 16}
!154 = !{!"_ZTSN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !155, i64 0, !15, i64 16, !7, i64 24}
!155 = !{!"_ZTSN4sycl3_V16detail16AccessorBaseHostE", !156, i64 0}
!156 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail16AccessorImplHostEE", !128, i64 0}
!157 = !{!158}
!158 = distinct !{!158, !159, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!159 = distinct !{!159, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!160 = !{!161}
!161 = distinct !{!161, !162, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!162 = distinct !{!162, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!163 = !{!164, !15, i64 16}
!164 = !{!"_ZTSN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !155, i64 0, !15, i64 16, !7, i64 24}
!165 = !{!166}
!166 = distinct !{!166, !167, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!167 = distinct !{!167, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!168 = !{i64 0, i64 4, !169, i64 4, i64 4, !32, i64 8, i64 4, !32}
!169 = !{!170, !170, i64 0}
!170 = !{!"_ZTSN4sycl3_V16detail19kernel_param_kind_tE", !7, i64 0}
!171 = !{!142, !15, i64 8}
!172 = !{!173}
!173 = distinct !{!173, !174, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam: argument 0"}
!174 = distinct !{!174, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam"}
!175 = !{!176}
!176 = distinct !{!176, !177, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam: argument 0"}
!177 = distinct !{!177, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam"}
!178 = !{!179}
!179 = distinct !{!179, !180, !"_ZNK4sycl3_V119local_accessor_baseIfLi2ELNS0_6access4modeE1026ELNS2_11placeholderE0EEixILi2EvEENS0_6detail15accessor_commonIfLi2ELS3_1026ELNS2_6targetE2016ELS4_0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptIXmiT_Li1EES5_EEm: argument 0"}
!180 = distinct !{!180, !"_ZNK4sycl3_V119local_accessor_baseIfLi2ELNS0_6access4modeE1026ELNS2_11placeholderE0EEixILi2EvEENS0_6detail15accessor_commonIfLi2ELS3_1026ELNS2_6targetE2016ELS4_0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptIXmiT_Li1EES5_EEm"}
!181 = !{!182}
!182 = distinct !{!182, !183, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam: argument 0"}
!183 = distinct !{!183, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam"}
!184 = !{!185}
!185 = distinct !{!185, !186, !"_ZNK4sycl3_V119local_accessor_baseIfLi2ELNS0_6access4modeE1026ELNS2_11placeholderE0EEixILi2EvEENS0_6detail15accessor_commonIfLi2ELS3_1026ELNS2_6targetE2016ELS4_0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptIXmiT_Li1EES5_EEm: argument 0"}
!186 = distinct !{!186, !"_ZNK4sycl3_V119local_accessor_baseIfLi2ELNS0_6access4modeE1026ELNS2_11placeholderE0EEixILi2EvEENS0_6detail15accessor_commonIfLi2ELS3_1026ELNS2_6targetE2016ELS4_0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptIXmiT_Li1EES5_EEm"}
!187 = !{!188, !15, i64 0}
!188 = !{!"_ZTSZ4mainEUlRN4sycl3_V17handlerEE0_", !15, i64 0, !15, i64 8}
!189 = !{!188, !15, i64 8}
!190 = !{i64 0, i64 16, !31}
!191 = !{!192}
!192 = distinct !{!192, !193, !"_ZN4sycl3_V17handler8padRangeILi2EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!193 = distinct !{!193, !"_ZN4sycl3_V17handler8padRangeILi2EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!194 = !{!195}
!195 = distinct !{!195, !196, !"_ZN4sycl3_V17handler8padRangeILi2EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!196 = distinct !{!196, !"_ZN4sycl3_V17handler8padRangeILi2EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!197 = !{!198}
!198 = distinct !{!198, !199, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS1_7handlerEE0_clES5_EUlNS1_7nd_itemILi2EEEE_S8_Li2EEEJRS9_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!199 = distinct !{!199, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS1_7handlerEE0_clES5_EUlNS1_7nd_itemILi2EEEE_S8_Li2EEEJRS9_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!200 = !{!201}
!201 = distinct !{!201, !202, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!202 = distinct !{!202, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
