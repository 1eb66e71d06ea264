; ModuleID = 'host_tu.cpp'
source_filename = "host_tu.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"class.std::basic_ostream" = type { ptr, %"class.std::basic_ios" }
%"class.std::basic_ios" = type { %"class.std::ios_base", ptr, i8, i8, ptr, ptr, ptr, ptr }
%"class.std::ios_base" = type { ptr, i64, i64, i32, i32, i32, ptr, %"struct.std::ios_base::_Words", [8 x %"struct.std::ios_base::_Words"], i32, ptr, %"class.std::locale" }
%"struct.std::ios_base::_Words" = type { ptr, i64 }
%"class.std::locale" = type { ptr }
%"class.sycl::_V1::detail::tls_code_loc_t" = type { i8 }
%"class.sycl::_V1::detail::SubmissionInfo" = type { %"class.std::shared_ptr.47" }
%"class.std::shared_ptr.47" = type { %"class.std::__shared_ptr.48" }
%"class.std::__shared_ptr.48" = type { ptr, %"class.std::__shared_count" }
%"class.std::__shared_count" = type { ptr }
%"class.std::function.50" = type { %"class.std::_Function_base", ptr }
%"class.std::_Function_base" = type { %"union.std::_Any_data", ptr }
%"union.std::_Any_data" = type { %"union.std::_Nocopy_types" }
%"union.std::_Nocopy_types" = type { { i64, i64 } }
%"class.std::function" = type { %"class.std::_Function_base", ptr }
%"class.sycl::_V1::queue" = type { %"class.std::shared_ptr" }
%"class.std::shared_ptr" = type { %"class.std::__shared_ptr" }
%"class.std::__shared_ptr" = type { ptr, %"class.std::__shared_count" }
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
%class.anon.96 = type { %"class.sycl::_V1::accessor", %"class.sycl::_V1::local_accessor", %"class.sycl::_V1::local_accessor", %"class.sycl::_V1::accessor", %"class.sycl::_V1::accessor.87" }
%"class.sycl::_V1::local_accessor" = type { %"class.sycl::_V1::local_accessor_base" }
%"class.sycl::_V1::local_accessor_base" = type { %"class.sycl::_V1::detail::LocalAccessorBaseHost", [40 x i8] }
%"class.sycl::_V1::detail::LocalAccessorBaseHost" = type { %"class.std::shared_ptr.91" }
%"class.std::shared_ptr.91" = type { %"class.std::__shared_ptr.92" }
%"class.std::__shared_ptr.92" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::accessor" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [32 x i8] }
%"class.sycl::_V1::detail::AccessorBaseHost" = type { %"class.std::shared_ptr.83" }
%"class.std::shared_ptr.83" = type { %"class.std::__shared_ptr.84" }
%"class.std::__shared_ptr.84" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::accessor.87" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [32 x i8] }
%"class.std::vector.110" = type { %"struct.std::_Vector_base.111" }
%"struct.std::_Vector_base.111" = type { %"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl" }
%"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl" = type { %"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl_data" }
%"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.sycl::_V1::range.99" = type { %"class.sycl::_V1::detail::array.98" }
%"class.sycl::_V1::detail::array.98" = type { [3 x i64] }
%"class.sycl::_V1::id.97" = type { %"class.sycl::_V1::detail::array.98" }
%"class.sycl::_V1::ext::oneapi::accessor_property_list" = type { %"class.sycl::_V1::detail::PropertyListBase" }
%"struct.sycl::_V1::detail::kernel_param_desc_t" = type { i32, i32, i32 }
%"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read, sycl::_V1::access::target::global_buffer, sycl::_V1::access::placeholder::false_t>::AccessorSubscript" = type { %"class.sycl::_V1::id", %"class.sycl::_V1::accessor" }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::read_write, sycl::_V1::access::target::local, sycl::_V1::access::placeholder::false_t>::AccessorSubscript" = type { %"class.sycl::_V1::id", %"class.sycl::_V1::local_accessor_base" }
%"class.sycl::_V1::detail::accessor_common<float, 2, sycl::_V1::access::mode::write, sycl::_V1::access::target::global_buffer, sycl::_V1::access::placeholder::false_t>::AccessorSubscript" = type { %"class.sycl::_V1::id", %"class.sycl::_V1::accessor.87" }
%class.anon.133 = type { %"class.sycl::_V1::local_accessor.127", %"class.sycl::_V1::accessor", %"class.sycl::_V1::accessor.87" }
%"class.sycl::_V1::local_accessor.127" = type { %"class.sycl::_V1::local_accessor_base.128" }
%"class.sycl::_V1::local_accessor_base.128" = type { %"class.sycl::_V1::detail::LocalAccessorBaseHost", [16 x i8] }

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
@.str.12 = private unnamed_addr constant [85 x i8] c"root/intel-sycl-rt-2025.1.1/intel_sycl_rt-2025.1.1.data/data/include/sycl/buffer.hpp\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev = private unnamed_addr constant [130 x i8] c"sycl::buffer<float, 2>::~buffer() [T = float, Dimensions = 2, AllocatorT = sycl::detail::aligned_allocator<float>, Enable = void]\00", align 1
@.str.14 = private unnamed_addr constant [61 x i8] c"SyclObject.impl && \22every constructor should create an impl\22\00", align 1
@.str.15 = private unnamed_addr constant [96 x i8] c"root/intel-sycl-rt-2025.1.1/intel_sycl_rt-2025.1.1.data/data/include/sycl/detail/impl_utils.hpp\00", align 1
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
@_ZTSZ4mainEUlRN4sycl3_V17handlerEE_ = internal constant [32 x i8] c"Z4mainEUlRN4sycl3_V17handlerEE_\00", align 1
@_ZTIZ4mainEUlRN4sycl3_V17handlerEE_ = internal constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSZ4mainEUlRN4sycl3_V17handlerEE_ }, align 8
@.str.25 = private unnamed_addr constant [14 x i8] c"_ZTS8BlockSum\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EE23InstantiateKernelOnHostEv] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EEE = internal constant [99 x i8] c"N4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@_ZTSZ4mainEUlRN4sycl3_V17handlerEE0_ = internal constant [33 x i8] c"Z4mainEUlRN4sycl3_V17handlerEE0_\00", align 1
@_ZTIZ4mainEUlRN4sycl3_V17handlerEE0_ = internal constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSZ4mainEUlRN4sycl3_V17handlerEE0_ }, align 8
@str = private unnamed_addr constant [5 x i8] c"PASS\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef range(i32 0, 2) i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 1
  %2 = alloca %"class.sycl::_V1::detail::SubmissionInfo", align 8
  %3 = alloca %"class.std::function.50", align 8
  %4 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 1
  %5 = alloca %"class.sycl::_V1::detail::SubmissionInfo", align 8
  %6 = alloca %"class.std::function.50", align 8
  %7 = alloca %"class.std::function", align 8
  %8 = alloca %"class.sycl::_V1::queue", align 8
  %9 = alloca %"class.sycl::_V1::property_list", align 8
  %10 = alloca %"class.sycl::_V1::buffer", align 8
  %11 = alloca %"class.sycl::_V1::range", align 8
  %12 = alloca %"class.sycl::_V1::property_list", align 8
  %13 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %14 = alloca %"class.sycl::_V1::buffer", align 8
  %15 = alloca %"class.sycl::_V1::range", align 8
  %16 = alloca %"class.sycl::_V1::property_list", align 8
  %17 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %18 = alloca %"class.sycl::_V1::buffer", align 8
  %19 = alloca %"class.sycl::_V1::range", align 8
  %20 = alloca %"class.sycl::_V1::property_list", align 8
  %21 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %22 = alloca %"class.sycl::_V1::buffer", align 8
  %23 = alloca %"class.sycl::_V1::range", align 8
  %24 = alloca %"class.sycl::_V1::property_list", align 8
  %25 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %26 = alloca %"class.sycl::_V1::event", align 8
  %27 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %28 = alloca %"class.sycl::_V1::event", align 8
  %29 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %30 = tail call noalias noundef nonnull dereferenceable(12288) ptr @_Znwm(i64 noundef 12288) #26
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(12288) %30, i8 0, i64 12288, i1 false)
  %31 = invoke noalias noundef nonnull dereferenceable(6144) ptr @_Znwm(i64 noundef 6144) #26
          to label %32 unwind label %54

32:                                               ; preds = %0
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(6144) %31, i8 0, i64 6144, i1 false)
  %33 = invoke noalias noundef nonnull dereferenceable(8192) ptr @_Znwm(i64 noundef 8192) #26
          to label %34 unwind label %56

34:                                               ; preds = %32
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(8192) %33, i8 0, i64 8192, i1 false), !tbaa !5
  %35 = invoke noalias noundef nonnull dereferenceable(32) ptr @_Znwm(i64 noundef 32) #26
          to label %36 unwind label %58

36:                                               ; preds = %34
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %35, i8 0, i64 32, i1 false), !tbaa !5
  br label %37

37:                                               ; preds = %37, %36
  %38 = phi i64 [ 0, %36 ], [ %51, %37 ]
  %39 = phi <4 x i16> [ <i16 0, i16 1, i16 2, i16 3>, %36 ], [ %52, %37 ]
  %40 = mul nuw <4 x i16> %39, <i16 3, i16 3, i16 3, i16 3>
  %41 = mul <4 x i16> %39, <i16 3, i16 3, i16 3, i16 3>
  %42 = add <4 x i16> %41, <i16 12, i16 12, i16 12, i16 12>
  %43 = urem <4 x i16> %40, <i16 11, i16 11, i16 11, i16 11>
  %44 = urem <4 x i16> %42, <i16 11, i16 11, i16 11, i16 11>
  %45 = uitofp nneg <4 x i16> %43 to <4 x float>
  %46 = uitofp nneg <4 x i16> %44 to <4 x float>
  %47 = fmul <4 x float> %45, <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>
  %48 = fmul <4 x float> %46, <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>
  %49 = getelementptr inbounds float, ptr %30, i64 %38
  %50 = getelementptr inbounds i8, ptr %49, i64 16
  store <4 x float> %47, ptr %49, align 4, !tbaa !5
  store <4 x float> %48, ptr %50, align 4, !tbaa !5
  %51 = add nuw i64 %38, 8
  %52 = add <4 x i16> %39, <i16 8, i16 8, i16 8, i16 8>
  %53 = icmp eq i64 %51, 3072
  br i1 %53, label %60, label %37, !llvm.loop !9

54:                                               ; preds = %0
  %55 = landingpad { ptr, i32 }
          cleanup
  br label %874

56:                                               ; preds = %32
  %57 = landingpad { ptr, i32 }
          cleanup
  br label %872

58:                                               ; preds = %34
  %59 = landingpad { ptr, i32 }
          cleanup
  br label %870

60:                                               ; preds = %37, %60
  %61 = phi i64 [ %68, %60 ], [ 0, %37 ]
  %62 = phi <4 x i16> [ %69, %60 ], [ <i16 0, i16 1, i16 2, i16 3>, %37 ]
  %63 = urem <4 x i16> %62, <i16 9, i16 9, i16 9, i16 9>
  %64 = zext nneg <4 x i16> %63 to <4 x i64>
  %65 = add nsw <4 x i64> %64, <i64 -4, i64 -4, i64 -4, i64 -4>
  %66 = sitofp <4 x i64> %65 to <4 x float>
  %67 = getelementptr inbounds float, ptr %31, i64 %61
  store <4 x float> %66, ptr %67, align 4, !tbaa !5
  %68 = add nuw i64 %61, 4
  %69 = add <4 x i16> %62, <i16 4, i16 4, i16 4, i16 4>
  %70 = icmp eq i64 %68, 1536
  br i1 %70, label %71, label %60, !llvm.loop !13

71:                                               ; preds = %60
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #27
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %9, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #27
  %72 = getelementptr inbounds i8, ptr %7, i64 16
  %73 = getelementptr inbounds i8, ptr %7, i64 24
  %74 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 0, ptr %74, align 8
  store ptr @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE, ptr %7, align 8, !tbaa !14
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_, ptr %73, align 8, !tbaa !16
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation, ptr %72, align 8, !tbaa !19
  invoke void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE, ptr noundef nonnull align 8 dereferenceable(32) %7, ptr noundef nonnull align 8 dereferenceable(32) %9)
          to label %75 unwind label %83

75:                                               ; preds = %71
  %76 = load ptr, ptr %72, align 8, !tbaa !19
  %77 = icmp eq ptr %76, null
  br i1 %77, label %93, label %78

78:                                               ; preds = %75
  %79 = invoke noundef zeroext i1 %76(ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef nonnull align 8 dereferenceable(16) %7, i32 noundef 3)
          to label %93 unwind label %80

80:                                               ; preds = %78
  %81 = landingpad { ptr, i32 }
          catch ptr null
  %82 = extractvalue { ptr, i32 } %81, 0
  call void @__clang_call_terminate(ptr %82) #28
  unreachable

83:                                               ; preds = %71
  %84 = landingpad { ptr, i32 }
          cleanup
  %85 = load ptr, ptr %72, align 8, !tbaa !19
  %86 = icmp eq ptr %85, null
  br i1 %86, label %92, label %87

87:                                               ; preds = %83
  %88 = invoke noundef zeroext i1 %85(ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef nonnull align 8 dereferenceable(16) %7, i32 noundef 3)
          to label %92 unwind label %89

89:                                               ; preds = %87
  %90 = landingpad { ptr, i32 }
          catch ptr null
  %91 = extractvalue { ptr, i32 } %90, 0
  call void @__clang_call_terminate(ptr %91) #28
  unreachable

92:                                               ; preds = %87, %83
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #27
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #27
  br label %868

93:                                               ; preds = %78, %75
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #27
  %94 = getelementptr inbounds i8, ptr %9, i64 8
  %95 = load ptr, ptr %94, align 8, !tbaa !20
  %96 = getelementptr inbounds i8, ptr %9, i64 16
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
  call void %113(ptr noundef nonnull align 8 dereferenceable(16) %102) #27
  %114 = load ptr, ptr %102, align 8, !tbaa !29
  %115 = getelementptr inbounds i8, ptr %114, i64 24
  %116 = load ptr, ptr %115, align 8
  call void %116(ptr noundef nonnull align 8 dereferenceable(16) %102) #27
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
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %102) #27
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
  %137 = getelementptr inbounds i8, ptr %9, i64 24
  %138 = load ptr, ptr %137, align 8, !tbaa !35
  %139 = ptrtoint ptr %138 to i64
  %140 = ptrtoint ptr %134 to i64
  %141 = sub i64 %139, %140
  call void @_ZdlPvm(ptr noundef nonnull %134, i64 noundef %141) #29
  br label %142

142:                                              ; preds = %133, %136
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #27
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %10) #27
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11) #27
  store i64 64, ptr %11, align 8, !tbaa !36
  %143 = getelementptr inbounds i8, ptr %11, i64 8
  store i64 48, ptr %143, align 8, !tbaa !36
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %12, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %13, align 8, !tbaa !38, !alias.scope !40
  %144 = getelementptr inbounds i8, ptr %13, i64 8
  store ptr @.str.1, ptr %144, align 8, !tbaa !43, !alias.scope !40
  %145 = getelementptr inbounds i8, ptr %13, i64 16
  store i64 19, ptr %145, align 8, !tbaa !44, !alias.scope !40
  %146 = getelementptr inbounds i8, ptr %13, i64 24
  store i64 28, ptr %146, align 8, !tbaa !45, !alias.scope !40
  invoke void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi2EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(41) %10, ptr noundef nonnull %30, ptr noundef nonnull align 8 dereferenceable(16) %11, ptr noundef nonnull align 8 dereferenceable(32) %12, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %13)
          to label %147 unwind label %559

147:                                              ; preds = %142
  %148 = getelementptr inbounds i8, ptr %12, i64 8
  %149 = load ptr, ptr %148, align 8, !tbaa !20
  %150 = getelementptr inbounds i8, ptr %12, i64 16
  %151 = load ptr, ptr %150, align 8, !tbaa !22
  %152 = icmp eq ptr %149, %151
  br i1 %152, label %187, label %153

153:                                              ; preds = %147, %182
  %154 = phi ptr [ %183, %182 ], [ %149, %147 ]
  %155 = getelementptr inbounds i8, ptr %154, i64 8
  %156 = load ptr, ptr %155, align 8, !tbaa !23
  %157 = icmp eq ptr %156, null
  br i1 %157, label %182, label %158

158:                                              ; preds = %153
  %159 = getelementptr inbounds i8, ptr %156, i64 8
  %160 = load atomic i64, ptr %159 acquire, align 8
  %161 = icmp eq i64 %160, 4294967297
  %162 = trunc i64 %160 to i32
  br i1 %161, label %163, label %171

163:                                              ; preds = %158
  store i32 0, ptr %159, align 8, !tbaa !25
  %164 = getelementptr inbounds i8, ptr %156, i64 12
  store i32 0, ptr %164, align 4, !tbaa !28
  %165 = load ptr, ptr %156, align 8, !tbaa !29
  %166 = getelementptr inbounds i8, ptr %165, i64 16
  %167 = load ptr, ptr %166, align 8
  call void %167(ptr noundef nonnull align 8 dereferenceable(16) %156) #27
  %168 = load ptr, ptr %156, align 8, !tbaa !29
  %169 = getelementptr inbounds i8, ptr %168, i64 24
  %170 = load ptr, ptr %169, align 8
  call void %170(ptr noundef nonnull align 8 dereferenceable(16) %156) #27
  br label %182

171:                                              ; preds = %158
  %172 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %173 = icmp eq i8 %172, 0
  br i1 %173, label %176, label %174

174:                                              ; preds = %171
  %175 = add nsw i32 %162, -1
  store i32 %175, ptr %159, align 4, !tbaa !32
  br label %178

176:                                              ; preds = %171
  %177 = atomicrmw volatile add ptr %159, i32 -1 acq_rel, align 4
  br label %178

178:                                              ; preds = %176, %174
  %179 = phi i32 [ %162, %174 ], [ %177, %176 ]
  %180 = icmp eq i32 %179, 1
  br i1 %180, label %181, label %182, !prof !33

181:                                              ; preds = %178
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %156) #27
  br label %182

182:                                              ; preds = %181, %178, %163, %153
  %183 = getelementptr inbounds i8, ptr %154, i64 16
  %184 = icmp eq ptr %183, %151
  br i1 %184, label %185, label %153, !llvm.loop !34

185:                                              ; preds = %182
  %186 = load ptr, ptr %148, align 8, !tbaa !20
  br label %187

187:                                              ; preds = %185, %147
  %188 = phi ptr [ %186, %185 ], [ %149, %147 ]
  %189 = icmp eq ptr %188, null
  br i1 %189, label %196, label %190

190:                                              ; preds = %187
  %191 = getelementptr inbounds i8, ptr %12, i64 24
  %192 = load ptr, ptr %191, align 8, !tbaa !35
  %193 = ptrtoint ptr %192 to i64
  %194 = ptrtoint ptr %188 to i64
  %195 = sub i64 %193, %194
  call void @_ZdlPvm(ptr noundef nonnull %188, i64 noundef %195) #29
  br label %196

196:                                              ; preds = %187, %190
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #27
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %14) #27
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %15) #27
  store i64 48, ptr %15, align 8, !tbaa !36
  %197 = getelementptr inbounds i8, ptr %15, i64 8
  store i64 32, ptr %197, align 8, !tbaa !36
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %16, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %17, align 8, !tbaa !38, !alias.scope !46
  %198 = getelementptr inbounds i8, ptr %17, i64 8
  store ptr @.str.1, ptr %198, align 8, !tbaa !43, !alias.scope !46
  %199 = getelementptr inbounds i8, ptr %17, i64 16
  store i64 20, ptr %199, align 8, !tbaa !44, !alias.scope !46
  %200 = getelementptr inbounds i8, ptr %17, i64 24
  store i64 28, ptr %200, align 8, !tbaa !45, !alias.scope !46
  invoke void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi2EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(41) %14, ptr noundef nonnull %31, ptr noundef nonnull align 8 dereferenceable(16) %15, ptr noundef nonnull align 8 dereferenceable(32) %16, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %17)
          to label %201 unwind label %561

201:                                              ; preds = %196
  %202 = getelementptr inbounds i8, ptr %16, i64 8
  %203 = load ptr, ptr %202, align 8, !tbaa !20
  %204 = getelementptr inbounds i8, ptr %16, i64 16
  %205 = load ptr, ptr %204, align 8, !tbaa !22
  %206 = icmp eq ptr %203, %205
  br i1 %206, label %241, label %207

207:                                              ; preds = %201, %236
  %208 = phi ptr [ %237, %236 ], [ %203, %201 ]
  %209 = getelementptr inbounds i8, ptr %208, i64 8
  %210 = load ptr, ptr %209, align 8, !tbaa !23
  %211 = icmp eq ptr %210, null
  br i1 %211, label %236, label %212

212:                                              ; preds = %207
  %213 = getelementptr inbounds i8, ptr %210, i64 8
  %214 = load atomic i64, ptr %213 acquire, align 8
  %215 = icmp eq i64 %214, 4294967297
  %216 = trunc i64 %214 to i32
  br i1 %215, label %217, label %225

217:                                              ; preds = %212
  store i32 0, ptr %213, align 8, !tbaa !25
  %218 = getelementptr inbounds i8, ptr %210, i64 12
  store i32 0, ptr %218, align 4, !tbaa !28
  %219 = load ptr, ptr %210, align 8, !tbaa !29
  %220 = getelementptr inbounds i8, ptr %219, i64 16
  %221 = load ptr, ptr %220, align 8
  call void %221(ptr noundef nonnull align 8 dereferenceable(16) %210) #27
  %222 = load ptr, ptr %210, align 8, !tbaa !29
  %223 = getelementptr inbounds i8, ptr %222, i64 24
  %224 = load ptr, ptr %223, align 8
  call void %224(ptr noundef nonnull align 8 dereferenceable(16) %210) #27
  br label %236

225:                                              ; preds = %212
  %226 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %227 = icmp eq i8 %226, 0
  br i1 %227, label %230, label %228

228:                                              ; preds = %225
  %229 = add nsw i32 %216, -1
  store i32 %229, ptr %213, align 4, !tbaa !32
  br label %232

230:                                              ; preds = %225
  %231 = atomicrmw volatile add ptr %213, i32 -1 acq_rel, align 4
  br label %232

232:                                              ; preds = %230, %228
  %233 = phi i32 [ %216, %228 ], [ %231, %230 ]
  %234 = icmp eq i32 %233, 1
  br i1 %234, label %235, label %236, !prof !33

235:                                              ; preds = %232
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %210) #27
  br label %236

236:                                              ; preds = %235, %232, %217, %207
  %237 = getelementptr inbounds i8, ptr %208, i64 16
  %238 = icmp eq ptr %237, %205
  br i1 %238, label %239, label %207, !llvm.loop !34

239:                                              ; preds = %236
  %240 = load ptr, ptr %202, align 8, !tbaa !20
  br label %241

241:                                              ; preds = %239, %201
  %242 = phi ptr [ %240, %239 ], [ %203, %201 ]
  %243 = icmp eq ptr %242, null
  br i1 %243, label %250, label %244

244:                                              ; preds = %241
  %245 = getelementptr inbounds i8, ptr %16, i64 24
  %246 = load ptr, ptr %245, align 8, !tbaa !35
  %247 = ptrtoint ptr %246 to i64
  %248 = ptrtoint ptr %242 to i64
  %249 = sub i64 %247, %248
  call void @_ZdlPvm(ptr noundef nonnull %242, i64 noundef %249) #29
  br label %250

250:                                              ; preds = %241, %244
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %15) #27
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %18) #27
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %19) #27
  store i64 64, ptr %19, align 8, !tbaa !36
  %251 = getelementptr inbounds i8, ptr %19, i64 8
  store i64 32, ptr %251, align 8, !tbaa !36
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %20) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %20, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %21, align 8, !tbaa !38, !alias.scope !49
  %252 = getelementptr inbounds i8, ptr %21, i64 8
  store ptr @.str.1, ptr %252, align 8, !tbaa !43, !alias.scope !49
  %253 = getelementptr inbounds i8, ptr %21, i64 16
  store i64 21, ptr %253, align 8, !tbaa !44, !alias.scope !49
  %254 = getelementptr inbounds i8, ptr %21, i64 24
  store i64 28, ptr %254, align 8, !tbaa !45, !alias.scope !49
  invoke void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi2EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(41) %18, ptr noundef nonnull %33, ptr noundef nonnull align 8 dereferenceable(16) %19, ptr noundef nonnull align 8 dereferenceable(32) %20, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %21)
          to label %255 unwind label %563

255:                                              ; preds = %250
  %256 = getelementptr inbounds i8, ptr %20, i64 8
  %257 = load ptr, ptr %256, align 8, !tbaa !20
  %258 = getelementptr inbounds i8, ptr %20, i64 16
  %259 = load ptr, ptr %258, align 8, !tbaa !22
  %260 = icmp eq ptr %257, %259
  br i1 %260, label %295, label %261

261:                                              ; preds = %255, %290
  %262 = phi ptr [ %291, %290 ], [ %257, %255 ]
  %263 = getelementptr inbounds i8, ptr %262, i64 8
  %264 = load ptr, ptr %263, align 8, !tbaa !23
  %265 = icmp eq ptr %264, null
  br i1 %265, label %290, label %266

266:                                              ; preds = %261
  %267 = getelementptr inbounds i8, ptr %264, i64 8
  %268 = load atomic i64, ptr %267 acquire, align 8
  %269 = icmp eq i64 %268, 4294967297
  %270 = trunc i64 %268 to i32
  br i1 %269, label %271, label %279

271:                                              ; preds = %266
  store i32 0, ptr %267, align 8, !tbaa !25
  %272 = getelementptr inbounds i8, ptr %264, i64 12
  store i32 0, ptr %272, align 4, !tbaa !28
  %273 = load ptr, ptr %264, align 8, !tbaa !29
  %274 = getelementptr inbounds i8, ptr %273, i64 16
  %275 = load ptr, ptr %274, align 8
  call void %275(ptr noundef nonnull align 8 dereferenceable(16) %264) #27
  %276 = load ptr, ptr %264, align 8, !tbaa !29
  %277 = getelementptr inbounds i8, ptr %276, i64 24
  %278 = load ptr, ptr %277, align 8
  call void %278(ptr noundef nonnull align 8 dereferenceable(16) %264) #27
  br label %290

279:                                              ; preds = %266
  %280 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %281 = icmp eq i8 %280, 0
  br i1 %281, label %284, label %282

282:                                              ; preds = %279
  %283 = add nsw i32 %270, -1
  store i32 %283, ptr %267, align 4, !tbaa !32
  br label %286

284:                                              ; preds = %279
  %285 = atomicrmw volatile add ptr %267, i32 -1 acq_rel, align 4
  br label %286

286:                                              ; preds = %284, %282
  %287 = phi i32 [ %270, %282 ], [ %285, %284 ]
  %288 = icmp eq i32 %287, 1
  br i1 %288, label %289, label %290, !prof !33

289:                                              ; preds = %286
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %264) #27
  br label %290

290:                                              ; preds = %289, %286, %271, %261
  %291 = getelementptr inbounds i8, ptr %262, i64 16
  %292 = icmp eq ptr %291, %259
  br i1 %292, label %293, label %261, !llvm.loop !34

293:                                              ; preds = %290
  %294 = load ptr, ptr %256, align 8, !tbaa !20
  br label %295

295:                                              ; preds = %293, %255
  %296 = phi ptr [ %294, %293 ], [ %257, %255 ]
  %297 = icmp eq ptr %296, null
  br i1 %297, label %304, label %298

298:                                              ; preds = %295
  %299 = getelementptr inbounds i8, ptr %20, i64 24
  %300 = load ptr, ptr %299, align 8, !tbaa !35
  %301 = ptrtoint ptr %300 to i64
  %302 = ptrtoint ptr %296 to i64
  %303 = sub i64 %301, %302
  call void @_ZdlPvm(ptr noundef nonnull %296, i64 noundef %303) #29
  br label %304

304:                                              ; preds = %295, %298
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %19) #27
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %22) #27
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %23) #27
  store i64 4, ptr %23, align 8, !tbaa !36
  %305 = getelementptr inbounds i8, ptr %23, i64 8
  store i64 2, ptr %305, align 8, !tbaa !36
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %24) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %24, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %25, align 8, !tbaa !38, !alias.scope !52
  %306 = getelementptr inbounds i8, ptr %25, i64 8
  store ptr @.str.1, ptr %306, align 8, !tbaa !43, !alias.scope !52
  %307 = getelementptr inbounds i8, ptr %25, i64 16
  store i64 22, ptr %307, align 8, !tbaa !44, !alias.scope !52
  %308 = getelementptr inbounds i8, ptr %25, i64 24
  store i64 28, ptr %308, align 8, !tbaa !45, !alias.scope !52
  invoke void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi2EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(41) %22, ptr noundef nonnull %35, ptr noundef nonnull align 8 dereferenceable(16) %23, ptr noundef nonnull align 8 dereferenceable(32) %24, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %25)
          to label %309 unwind label %565

309:                                              ; preds = %304
  %310 = getelementptr inbounds i8, ptr %24, i64 8
  %311 = load ptr, ptr %310, align 8, !tbaa !20
  %312 = getelementptr inbounds i8, ptr %24, i64 16
  %313 = load ptr, ptr %312, align 8, !tbaa !22
  %314 = icmp eq ptr %311, %313
  br i1 %314, label %349, label %315

315:                                              ; preds = %309, %344
  %316 = phi ptr [ %345, %344 ], [ %311, %309 ]
  %317 = getelementptr inbounds i8, ptr %316, i64 8
  %318 = load ptr, ptr %317, align 8, !tbaa !23
  %319 = icmp eq ptr %318, null
  br i1 %319, label %344, label %320

320:                                              ; preds = %315
  %321 = getelementptr inbounds i8, ptr %318, i64 8
  %322 = load atomic i64, ptr %321 acquire, align 8
  %323 = icmp eq i64 %322, 4294967297
  %324 = trunc i64 %322 to i32
  br i1 %323, label %325, label %333

325:                                              ; preds = %320
  store i32 0, ptr %321, align 8, !tbaa !25
  %326 = getelementptr inbounds i8, ptr %318, i64 12
  store i32 0, ptr %326, align 4, !tbaa !28
  %327 = load ptr, ptr %318, align 8, !tbaa !29
  %328 = getelementptr inbounds i8, ptr %327, i64 16
  %329 = load ptr, ptr %328, align 8
  call void %329(ptr noundef nonnull align 8 dereferenceable(16) %318) #27
  %330 = load ptr, ptr %318, align 8, !tbaa !29
  %331 = getelementptr inbounds i8, ptr %330, i64 24
  %332 = load ptr, ptr %331, align 8
  call void %332(ptr noundef nonnull align 8 dereferenceable(16) %318) #27
  br label %344

333:                                              ; preds = %320
  %334 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %335 = icmp eq i8 %334, 0
  br i1 %335, label %338, label %336

336:                                              ; preds = %333
  %337 = add nsw i32 %324, -1
  store i32 %337, ptr %321, align 4, !tbaa !32
  br label %340

338:                                              ; preds = %333
  %339 = atomicrmw volatile add ptr %321, i32 -1 acq_rel, align 4
  br label %340

340:                                              ; preds = %338, %336
  %341 = phi i32 [ %324, %336 ], [ %339, %338 ]
  %342 = icmp eq i32 %341, 1
  br i1 %342, label %343, label %344, !prof !33

343:                                              ; preds = %340
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %318) #27
  br label %344

344:                                              ; preds = %343, %340, %325, %315
  %345 = getelementptr inbounds i8, ptr %316, i64 16
  %346 = icmp eq ptr %345, %313
  br i1 %346, label %347, label %315, !llvm.loop !34

347:                                              ; preds = %344
  %348 = load ptr, ptr %310, align 8, !tbaa !20
  br label %349

349:                                              ; preds = %347, %309
  %350 = phi ptr [ %348, %347 ], [ %311, %309 ]
  %351 = icmp eq ptr %350, null
  br i1 %351, label %358, label %352

352:                                              ; preds = %349
  %353 = getelementptr inbounds i8, ptr %24, i64 24
  %354 = load ptr, ptr %353, align 8, !tbaa !35
  %355 = ptrtoint ptr %354 to i64
  %356 = ptrtoint ptr %350 to i64
  %357 = sub i64 %355, %356
  call void @_ZdlPvm(ptr noundef nonnull %350, i64 noundef %357) #29
  br label %358

358:                                              ; preds = %349, %352
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %23) #27
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %27) #27
  store ptr @.str, ptr %27, align 8, !tbaa !38, !alias.scope !55
  %359 = getelementptr inbounds i8, ptr %27, i64 8
  store ptr @.str.1, ptr %359, align 8, !tbaa !43, !alias.scope !55
  %360 = getelementptr inbounds i8, ptr %27, i64 16
  store i64 24, ptr %360, align 8, !tbaa !44, !alias.scope !55
  %361 = getelementptr inbounds i8, ptr %27, i64 24
  store i64 5, ptr %361, align 8, !tbaa !45, !alias.scope !55
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6), !noalias !58
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %4) #27, !noalias !61
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1) %4, ptr noundef nonnull align 8 dereferenceable(32) %27)
          to label %362 unwind label %567

362:                                              ; preds = %358
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #27, !noalias !61
  invoke void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16) %5)
          to label %367 unwind label %363, !noalias !61

363:                                              ; preds = %362
  %364 = landingpad { ptr, i32 }
          cleanup
  br label %426

365:                                              ; preds = %367
  %366 = landingpad { ptr, i32 }
          cleanup
  br label %424

367:                                              ; preds = %362
  %368 = getelementptr inbounds i8, ptr %6, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %6, i8 0, i64 32, i1 false), !noalias !61
  %369 = invoke noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #26
          to label %370 unwind label %365, !noalias !61

370:                                              ; preds = %367
  %371 = getelementptr inbounds i8, ptr %6, i64 24
  store ptr %10, ptr %369, align 16, !noalias !58
  %372 = getelementptr inbounds i8, ptr %369, i64 8
  store ptr %14, ptr %372, align 8, !noalias !58
  %373 = getelementptr inbounds i8, ptr %369, i64 16
  store ptr %18, ptr %373, align 16, !noalias !58
  store ptr %369, ptr %6, align 8, !tbaa !14, !noalias !61
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E_E9_M_invokeERKSt9_Any_dataS3_, ptr %371, align 8, !tbaa !64, !noalias !61
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E_E10_M_managerERSt9_Any_dataRKS7_St18_Manager_operation, ptr %368, align 8, !tbaa !19, !noalias !61
  %374 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1) %4)
          to label %375 unwind label %415, !noalias !61

375:                                              ; preds = %370
  %376 = load i8, ptr %4, align 1, !tbaa !66, !range !69, !noalias !61, !noundef !70
  %377 = trunc nuw i8 %376 to i1
  %378 = xor i1 %377, true
  invoke void @_ZN4sycl3_V15queue22submit_with_event_implESt8functionIFvRNS0_7handlerEEERKNS0_6detail14SubmissionInfoERKNS7_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %26, ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull %6, ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(32) %374, i1 noundef zeroext %378)
          to label %379 unwind label %415

379:                                              ; preds = %375
  %380 = load ptr, ptr %368, align 8, !tbaa !19, !noalias !61
  %381 = icmp eq ptr %380, null
  br i1 %381, label %387, label %382

382:                                              ; preds = %379
  %383 = invoke noundef zeroext i1 %380(ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(16) %6, i32 noundef 3)
          to label %387 unwind label %384

384:                                              ; preds = %382
  %385 = landingpad { ptr, i32 }
          catch ptr null
  %386 = extractvalue { ptr, i32 } %385, 0
  call void @__clang_call_terminate(ptr %386) #28
  unreachable

387:                                              ; preds = %382, %379
  %388 = getelementptr inbounds i8, ptr %5, i64 8
  %389 = load ptr, ptr %388, align 8, !tbaa !23, !noalias !61
  %390 = icmp eq ptr %389, null
  br i1 %390, label %428, label %391

391:                                              ; preds = %387
  %392 = getelementptr inbounds i8, ptr %389, i64 8
  %393 = load atomic i64, ptr %392 acquire, align 8
  %394 = icmp eq i64 %393, 4294967297
  %395 = trunc i64 %393 to i32
  br i1 %394, label %396, label %404

396:                                              ; preds = %391
  store i32 0, ptr %392, align 8, !tbaa !25
  %397 = getelementptr inbounds i8, ptr %389, i64 12
  store i32 0, ptr %397, align 4, !tbaa !28
  %398 = load ptr, ptr %389, align 8, !tbaa !29
  %399 = getelementptr inbounds i8, ptr %398, i64 16
  %400 = load ptr, ptr %399, align 8
  call void %400(ptr noundef nonnull align 8 dereferenceable(16) %389) #27
  %401 = load ptr, ptr %389, align 8, !tbaa !29
  %402 = getelementptr inbounds i8, ptr %401, i64 24
  %403 = load ptr, ptr %402, align 8
  call void %403(ptr noundef nonnull align 8 dereferenceable(16) %389) #27
  br label %428

404:                                              ; preds = %391
  %405 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !61
  %406 = icmp eq i8 %405, 0
  br i1 %406, label %409, label %407

407:                                              ; preds = %404
  %408 = add nsw i32 %395, -1
  store i32 %408, ptr %392, align 4, !tbaa !32
  br label %411

409:                                              ; preds = %404
  %410 = atomicrmw volatile add ptr %392, i32 -1 acq_rel, align 4
  br label %411

411:                                              ; preds = %409, %407
  %412 = phi i32 [ %395, %407 ], [ %410, %409 ]
  %413 = icmp eq i32 %412, 1
  br i1 %413, label %414, label %428, !prof !33

414:                                              ; preds = %411
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %389) #27
  br label %428

415:                                              ; preds = %375, %370
  %416 = landingpad { ptr, i32 }
          cleanup
  %417 = load ptr, ptr %368, align 8, !tbaa !19, !noalias !61
  %418 = icmp eq ptr %417, null
  br i1 %418, label %424, label %419

419:                                              ; preds = %415
  %420 = invoke noundef zeroext i1 %417(ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(16) %6, i32 noundef 3)
          to label %424 unwind label %421

421:                                              ; preds = %419
  %422 = landingpad { ptr, i32 }
          catch ptr null
  %423 = extractvalue { ptr, i32 } %422, 0
  call void @__clang_call_terminate(ptr %423) #28
  unreachable

424:                                              ; preds = %419, %415, %365
  %425 = phi { ptr, i32 } [ %366, %365 ], [ %416, %415 ], [ %416, %419 ]
  call void @_ZN4sycl3_V16detail14SubmissionInfoD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %5) #27
  br label %426

426:                                              ; preds = %424, %363
  %427 = phi { ptr, i32 } [ %425, %424 ], [ %364, %363 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #27, !noalias !61
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %4) #27
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %4) #27, !noalias !61
  br label %569

428:                                              ; preds = %414, %411, %396, %387
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #27, !noalias !61
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %4) #27
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %4) #27, !noalias !61
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6), !noalias !58
  %429 = getelementptr inbounds i8, ptr %26, i64 8
  %430 = load ptr, ptr %429, align 8, !tbaa !23
  %431 = icmp eq ptr %430, null
  br i1 %431, label %456, label %432

432:                                              ; preds = %428
  %433 = getelementptr inbounds i8, ptr %430, i64 8
  %434 = load atomic i64, ptr %433 acquire, align 8
  %435 = icmp eq i64 %434, 4294967297
  %436 = trunc i64 %434 to i32
  br i1 %435, label %437, label %445

437:                                              ; preds = %432
  store i32 0, ptr %433, align 8, !tbaa !25
  %438 = getelementptr inbounds i8, ptr %430, i64 12
  store i32 0, ptr %438, align 4, !tbaa !28
  %439 = load ptr, ptr %430, align 8, !tbaa !29
  %440 = getelementptr inbounds i8, ptr %439, i64 16
  %441 = load ptr, ptr %440, align 8
  call void %441(ptr noundef nonnull align 8 dereferenceable(16) %430) #27
  %442 = load ptr, ptr %430, align 8, !tbaa !29
  %443 = getelementptr inbounds i8, ptr %442, i64 24
  %444 = load ptr, ptr %443, align 8
  call void %444(ptr noundef nonnull align 8 dereferenceable(16) %430) #27
  br label %456

445:                                              ; preds = %432
  %446 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %447 = icmp eq i8 %446, 0
  br i1 %447, label %450, label %448

448:                                              ; preds = %445
  %449 = add nsw i32 %436, -1
  store i32 %449, ptr %433, align 4, !tbaa !32
  br label %452

450:                                              ; preds = %445
  %451 = atomicrmw volatile add ptr %433, i32 -1 acq_rel, align 4
  br label %452

452:                                              ; preds = %450, %448
  %453 = phi i32 [ %436, %448 ], [ %451, %450 ]
  %454 = icmp eq i32 %453, 1
  br i1 %454, label %455, label %456, !prof !33

455:                                              ; preds = %452
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %430) #27
  br label %456

456:                                              ; preds = %428, %437, %452, %455
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %27) #27
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %29) #27
  store ptr @.str, ptr %29, align 8, !tbaa !38, !alias.scope !71
  %457 = getelementptr inbounds i8, ptr %29, i64 8
  store ptr @.str.1, ptr %457, align 8, !tbaa !43, !alias.scope !71
  %458 = getelementptr inbounds i8, ptr %29, i64 16
  store i64 48, ptr %458, align 8, !tbaa !44, !alias.scope !71
  %459 = getelementptr inbounds i8, ptr %29, i64 24
  store i64 5, ptr %459, align 8, !tbaa !45, !alias.scope !71
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3), !noalias !74
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %1) #27, !noalias !77
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1) %1, ptr noundef nonnull align 8 dereferenceable(32) %29)
          to label %460 unwind label %571

460:                                              ; preds = %456
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #27, !noalias !77
  invoke void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16) %2)
          to label %463 unwind label %461, !noalias !77

461:                                              ; preds = %460
  %462 = landingpad { ptr, i32 }
          cleanup
  br label %518

463:                                              ; preds = %460
  %464 = getelementptr inbounds i8, ptr %3, i64 16
  %465 = getelementptr inbounds i8, ptr %3, i64 24
  store ptr %18, ptr %3, align 8, !tbaa !14, !noalias !77
  %466 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr %22, ptr %466, align 8, !tbaa !14, !noalias !77
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E0_E9_M_invokeERKSt9_Any_dataS3_, ptr %465, align 8, !tbaa !64, !noalias !77
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E0_E10_M_managerERSt9_Any_dataRKS7_St18_Manager_operation, ptr %464, align 8, !tbaa !19, !noalias !77
  %467 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1) %1)
          to label %468 unwind label %508, !noalias !77

468:                                              ; preds = %463
  %469 = load i8, ptr %1, align 1, !tbaa !66, !range !69, !noalias !77, !noundef !70
  %470 = trunc nuw i8 %469 to i1
  %471 = xor i1 %470, true
  invoke void @_ZN4sycl3_V15queue22submit_with_event_implESt8functionIFvRNS0_7handlerEEERKNS0_6detail14SubmissionInfoERKNS7_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %28, ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull %3, ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(32) %467, i1 noundef zeroext %471)
          to label %472 unwind label %508

472:                                              ; preds = %468
  %473 = load ptr, ptr %464, align 8, !tbaa !19, !noalias !77
  %474 = icmp eq ptr %473, null
  br i1 %474, label %480, label %475

475:                                              ; preds = %472
  %476 = invoke noundef zeroext i1 %473(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %3, i32 noundef 3)
          to label %480 unwind label %477

477:                                              ; preds = %475
  %478 = landingpad { ptr, i32 }
          catch ptr null
  %479 = extractvalue { ptr, i32 } %478, 0
  call void @__clang_call_terminate(ptr %479) #28
  unreachable

480:                                              ; preds = %475, %472
  %481 = getelementptr inbounds i8, ptr %2, i64 8
  %482 = load ptr, ptr %481, align 8, !tbaa !23, !noalias !77
  %483 = icmp eq ptr %482, null
  br i1 %483, label %520, label %484

484:                                              ; preds = %480
  %485 = getelementptr inbounds i8, ptr %482, i64 8
  %486 = load atomic i64, ptr %485 acquire, align 8
  %487 = icmp eq i64 %486, 4294967297
  %488 = trunc i64 %486 to i32
  br i1 %487, label %489, label %497

489:                                              ; preds = %484
  store i32 0, ptr %485, align 8, !tbaa !25
  %490 = getelementptr inbounds i8, ptr %482, i64 12
  store i32 0, ptr %490, align 4, !tbaa !28
  %491 = load ptr, ptr %482, align 8, !tbaa !29
  %492 = getelementptr inbounds i8, ptr %491, i64 16
  %493 = load ptr, ptr %492, align 8
  call void %493(ptr noundef nonnull align 8 dereferenceable(16) %482) #27
  %494 = load ptr, ptr %482, align 8, !tbaa !29
  %495 = getelementptr inbounds i8, ptr %494, i64 24
  %496 = load ptr, ptr %495, align 8
  call void %496(ptr noundef nonnull align 8 dereferenceable(16) %482) #27
  br label %520

497:                                              ; preds = %484
  %498 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !77
  %499 = icmp eq i8 %498, 0
  br i1 %499, label %502, label %500

500:                                              ; preds = %497
  %501 = add nsw i32 %488, -1
  store i32 %501, ptr %485, align 4, !tbaa !32
  br label %504

502:                                              ; preds = %497
  %503 = atomicrmw volatile add ptr %485, i32 -1 acq_rel, align 4
  br label %504

504:                                              ; preds = %502, %500
  %505 = phi i32 [ %488, %500 ], [ %503, %502 ]
  %506 = icmp eq i32 %505, 1
  br i1 %506, label %507, label %520, !prof !33

507:                                              ; preds = %504
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %482) #27
  br label %520

508:                                              ; preds = %468, %463
  %509 = landingpad { ptr, i32 }
          cleanup
  %510 = load ptr, ptr %464, align 8, !tbaa !19, !noalias !77
  %511 = icmp eq ptr %510, null
  br i1 %511, label %517, label %512

512:                                              ; preds = %508
  %513 = invoke noundef zeroext i1 %510(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %3, i32 noundef 3)
          to label %517 unwind label %514

514:                                              ; preds = %512
  %515 = landingpad { ptr, i32 }
          catch ptr null
  %516 = extractvalue { ptr, i32 } %515, 0
  call void @__clang_call_terminate(ptr %516) #28
  unreachable

517:                                              ; preds = %512, %508
  call void @_ZN4sycl3_V16detail14SubmissionInfoD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %2) #27
  br label %518

518:                                              ; preds = %517, %461
  %519 = phi { ptr, i32 } [ %509, %517 ], [ %462, %461 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #27, !noalias !77
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %1) #27
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %1) #27, !noalias !77
  br label %573

520:                                              ; preds = %507, %504, %489, %480
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #27, !noalias !77
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %1) #27
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %1) #27, !noalias !77
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3), !noalias !74
  %521 = getelementptr inbounds i8, ptr %28, i64 8
  %522 = load ptr, ptr %521, align 8, !tbaa !23
  %523 = icmp eq ptr %522, null
  br i1 %523, label %548, label %524

524:                                              ; preds = %520
  %525 = getelementptr inbounds i8, ptr %522, i64 8
  %526 = load atomic i64, ptr %525 acquire, align 8
  %527 = icmp eq i64 %526, 4294967297
  %528 = trunc i64 %526 to i32
  br i1 %527, label %529, label %537

529:                                              ; preds = %524
  store i32 0, ptr %525, align 8, !tbaa !25
  %530 = getelementptr inbounds i8, ptr %522, i64 12
  store i32 0, ptr %530, align 4, !tbaa !28
  %531 = load ptr, ptr %522, align 8, !tbaa !29
  %532 = getelementptr inbounds i8, ptr %531, i64 16
  %533 = load ptr, ptr %532, align 8
  call void %533(ptr noundef nonnull align 8 dereferenceable(16) %522) #27
  %534 = load ptr, ptr %522, align 8, !tbaa !29
  %535 = getelementptr inbounds i8, ptr %534, i64 24
  %536 = load ptr, ptr %535, align 8
  call void %536(ptr noundef nonnull align 8 dereferenceable(16) %522) #27
  br label %548

537:                                              ; preds = %524
  %538 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %539 = icmp eq i8 %538, 0
  br i1 %539, label %542, label %540

540:                                              ; preds = %537
  %541 = add nsw i32 %528, -1
  store i32 %541, ptr %525, align 4, !tbaa !32
  br label %544

542:                                              ; preds = %537
  %543 = atomicrmw volatile add ptr %525, i32 -1 acq_rel, align 4
  br label %544

544:                                              ; preds = %542, %540
  %545 = phi i32 [ %528, %540 ], [ %543, %542 ]
  %546 = icmp eq i32 %545, 1
  br i1 %546, label %547, label %548, !prof !33

547:                                              ; preds = %544
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %522) #27
  br label %548

548:                                              ; preds = %520, %529, %544, %547
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %29) #27
  call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %22) #27
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %22) #27
  call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %18) #27
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %18) #27
  call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %14) #27
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %14) #27
  call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %10) #27
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %10) #27
  %549 = invoke noalias noundef nonnull dereferenceable(8192) ptr @_Znwm(i64 noundef 8192) #26
          to label %550 unwind label %585

550:                                              ; preds = %548
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(8192) %549, i8 0, i64 8192, i1 false), !tbaa !5
  br label %551

551:                                              ; preds = %550, %640
  %552 = phi i1 [ %642, %640 ], [ false, %550 ]
  %553 = phi i64 [ %641, %640 ], [ 0, %550 ]
  %554 = mul nuw nsw i64 %553, 192
  %555 = getelementptr inbounds i8, ptr %30, i64 %554
  %556 = shl nuw nsw i64 %553, 5
  %557 = shl nsw i64 %553, 7
  %558 = getelementptr inbounds i8, ptr %549, i64 %557
  br label %587

559:                                              ; preds = %142
  %560 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %12) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #27
  br label %583

561:                                              ; preds = %196
  %562 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %16) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %15) #27
  br label %581

563:                                              ; preds = %250
  %564 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %20) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %19) #27
  br label %579

565:                                              ; preds = %304
  %566 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %24) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %23) #27
  br label %577

567:                                              ; preds = %358
  %568 = landingpad { ptr, i32 }
          cleanup
  br label %569

569:                                              ; preds = %426, %567
  %570 = phi { ptr, i32 } [ %568, %567 ], [ %427, %426 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %27) #27
  br label %575

571:                                              ; preds = %456
  %572 = landingpad { ptr, i32 }
          cleanup
  br label %573

573:                                              ; preds = %518, %571
  %574 = phi { ptr, i32 } [ %572, %571 ], [ %519, %518 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %29) #27
  br label %575

575:                                              ; preds = %573, %569
  %576 = phi { ptr, i32 } [ %574, %573 ], [ %570, %569 ]
  call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %22) #27
  br label %577

577:                                              ; preds = %575, %565
  %578 = phi { ptr, i32 } [ %576, %575 ], [ %566, %565 ]
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %22) #27
  call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %18) #27
  br label %579

579:                                              ; preds = %577, %563
  %580 = phi { ptr, i32 } [ %578, %577 ], [ %564, %563 ]
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %18) #27
  call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %14) #27
  br label %581

581:                                              ; preds = %579, %561
  %582 = phi { ptr, i32 } [ %580, %579 ], [ %562, %561 ]
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %14) #27
  call void @_ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(41) %10) #27
  br label %583

583:                                              ; preds = %581, %559
  %584 = phi { ptr, i32 } [ %582, %581 ], [ %560, %559 ]
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %10) #27
  br label %866

585:                                              ; preds = %548
  %586 = landingpad { ptr, i32 }
          cleanup
  br label %866

587:                                              ; preds = %551, %633
  %588 = phi i64 [ 0, %551 ], [ %634, %633 ]
  %589 = getelementptr inbounds float, ptr %558, i64 %588
  %590 = load float, ptr %589, align 4, !tbaa !5
  %591 = getelementptr inbounds float, ptr %31, i64 %588
  br label %601

592:                                              ; preds = %601
  store float %630, ptr %589, align 4, !tbaa !5
  %593 = add nuw nsw i64 %588, %556
  %594 = getelementptr inbounds float, ptr %33, i64 %593
  %595 = load float, ptr %594, align 4, !tbaa !5
  %596 = getelementptr inbounds float, ptr %549, i64 %593
  %597 = load float, ptr %596, align 4, !tbaa !5
  %598 = fsub float %595, %597
  %599 = call noundef float @llvm.fabs.f32(float %598)
  %600 = fcmp ogt float %599, 0x3F50624DE0000000
  br i1 %600, label %636, label %633

601:                                              ; preds = %601, %587
  %602 = phi i64 [ 0, %587 ], [ %631, %601 ]
  %603 = phi float [ %590, %587 ], [ %630, %601 ]
  %604 = getelementptr inbounds float, ptr %555, i64 %602
  %605 = load float, ptr %604, align 4, !tbaa !5
  %606 = shl nsw i64 %602, 7
  %607 = getelementptr inbounds i8, ptr %591, i64 %606
  %608 = load float, ptr %607, align 4, !tbaa !5
  %609 = call float @llvm.fmuladd.f32(float %605, float %608, float %603)
  %610 = or disjoint i64 %602, 1
  %611 = getelementptr inbounds float, ptr %555, i64 %610
  %612 = load float, ptr %611, align 4, !tbaa !5
  %613 = shl nsw i64 %610, 7
  %614 = getelementptr inbounds i8, ptr %591, i64 %613
  %615 = load float, ptr %614, align 4, !tbaa !5
  %616 = call float @llvm.fmuladd.f32(float %612, float %615, float %609)
  %617 = or disjoint i64 %602, 2
  %618 = getelementptr inbounds float, ptr %555, i64 %617
  %619 = load float, ptr %618, align 4, !tbaa !5
  %620 = shl nsw i64 %617, 7
  %621 = getelementptr inbounds i8, ptr %591, i64 %620
  %622 = load float, ptr %621, align 4, !tbaa !5
  %623 = call float @llvm.fmuladd.f32(float %619, float %622, float %616)
  %624 = or disjoint i64 %602, 3
  %625 = getelementptr inbounds float, ptr %555, i64 %624
  %626 = load float, ptr %625, align 4, !tbaa !5
  %627 = shl nsw i64 %624, 7
  %628 = getelementptr inbounds i8, ptr %591, i64 %627
  %629 = load float, ptr %628, align 4, !tbaa !5
  %630 = call float @llvm.fmuladd.f32(float %626, float %629, float %623)
  %631 = add nuw nsw i64 %602, 4
  %632 = icmp eq i64 %631, 48
  br i1 %632, label %592, label %601, !llvm.loop !80

633:                                              ; preds = %592
  %634 = add nuw nsw i64 %588, 1
  %635 = icmp eq i64 %634, 32
  br i1 %635, label %640, label %587, !llvm.loop !81

636:                                              ; preds = %592
  %637 = fpext float %595 to double
  %638 = fpext float %597 to double
  %639 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %553, i64 noundef %588, double noundef %637, double noundef %638)
  br i1 %552, label %645, label %836

640:                                              ; preds = %633
  %641 = add nuw nsw i64 %553, 1
  %642 = icmp ugt i64 %553, 62
  %643 = icmp eq i64 %641, 64
  br i1 %643, label %644, label %551, !llvm.loop !82

644:                                              ; preds = %640
  br i1 %642, label %645, label %836

645:                                              ; preds = %636, %644
  %646 = getelementptr inbounds i8, ptr %549, i64 4
  %647 = getelementptr inbounds i8, ptr %549, i64 8
  %648 = getelementptr inbounds i8, ptr %549, i64 12
  %649 = getelementptr inbounds i8, ptr %549, i64 16
  %650 = getelementptr inbounds i8, ptr %549, i64 20
  %651 = getelementptr inbounds i8, ptr %549, i64 24
  %652 = getelementptr inbounds i8, ptr %549, i64 28
  %653 = getelementptr inbounds i8, ptr %549, i64 32
  %654 = getelementptr inbounds i8, ptr %549, i64 36
  %655 = getelementptr inbounds i8, ptr %549, i64 40
  %656 = getelementptr inbounds i8, ptr %549, i64 44
  %657 = getelementptr inbounds i8, ptr %549, i64 48
  %658 = getelementptr inbounds i8, ptr %549, i64 52
  %659 = getelementptr inbounds i8, ptr %549, i64 56
  %660 = getelementptr inbounds i8, ptr %549, i64 60
  br label %661

661:                                              ; preds = %645, %824
  %662 = phi i64 [ %825, %824 ], [ 0, %645 ]
  %663 = shl nsw i64 %662, 11
  %664 = getelementptr inbounds i8, ptr %549, i64 %663
  %665 = getelementptr inbounds i8, ptr %646, i64 %663
  %666 = getelementptr inbounds i8, ptr %647, i64 %663
  %667 = getelementptr inbounds i8, ptr %648, i64 %663
  %668 = getelementptr inbounds i8, ptr %649, i64 %663
  %669 = getelementptr inbounds i8, ptr %650, i64 %663
  %670 = getelementptr inbounds i8, ptr %651, i64 %663
  %671 = getelementptr inbounds i8, ptr %652, i64 %663
  %672 = getelementptr inbounds i8, ptr %653, i64 %663
  %673 = getelementptr inbounds i8, ptr %654, i64 %663
  %674 = getelementptr inbounds i8, ptr %655, i64 %663
  %675 = getelementptr inbounds i8, ptr %656, i64 %663
  %676 = getelementptr inbounds i8, ptr %657, i64 %663
  %677 = getelementptr inbounds i8, ptr %658, i64 %663
  %678 = getelementptr inbounds i8, ptr %659, i64 %663
  %679 = getelementptr inbounds i8, ptr %660, i64 %663
  %680 = shl nsw i64 %662, 3
  %681 = getelementptr inbounds i8, ptr %35, i64 %680
  br label %682

682:                                              ; preds = %661, %682
  %683 = phi i64 [ 0, %661 ], [ %734, %682 ]
  %684 = phi float [ 0.000000e+00, %661 ], [ %733, %682 ]
  %685 = shl nsw i64 %683, 7
  %686 = getelementptr inbounds i8, ptr %664, i64 %685
  %687 = load float, ptr %686, align 4, !tbaa !5
  %688 = fadd float %684, %687
  %689 = getelementptr inbounds i8, ptr %665, i64 %685
  %690 = load float, ptr %689, align 4, !tbaa !5
  %691 = fadd float %688, %690
  %692 = getelementptr inbounds i8, ptr %666, i64 %685
  %693 = load float, ptr %692, align 4, !tbaa !5
  %694 = fadd float %691, %693
  %695 = getelementptr inbounds i8, ptr %667, i64 %685
  %696 = load float, ptr %695, align 4, !tbaa !5
  %697 = fadd float %694, %696
  %698 = getelementptr inbounds i8, ptr %668, i64 %685
  %699 = load float, ptr %698, align 4, !tbaa !5
  %700 = fadd float %697, %699
  %701 = getelementptr inbounds i8, ptr %669, i64 %685
  %702 = load float, ptr %701, align 4, !tbaa !5
  %703 = fadd float %700, %702
  %704 = getelementptr inbounds i8, ptr %670, i64 %685
  %705 = load float, ptr %704, align 4, !tbaa !5
  %706 = fadd float %703, %705
  %707 = getelementptr inbounds i8, ptr %671, i64 %685
  %708 = load float, ptr %707, align 4, !tbaa !5
  %709 = fadd float %706, %708
  %710 = getelementptr inbounds i8, ptr %672, i64 %685
  %711 = load float, ptr %710, align 4, !tbaa !5
  %712 = fadd float %709, %711
  %713 = getelementptr inbounds i8, ptr %673, i64 %685
  %714 = load float, ptr %713, align 4, !tbaa !5
  %715 = fadd float %712, %714
  %716 = getelementptr inbounds i8, ptr %674, i64 %685
  %717 = load float, ptr %716, align 4, !tbaa !5
  %718 = fadd float %715, %717
  %719 = getelementptr inbounds i8, ptr %675, i64 %685
  %720 = load float, ptr %719, align 4, !tbaa !5
  %721 = fadd float %718, %720
  %722 = getelementptr inbounds i8, ptr %676, i64 %685
  %723 = load float, ptr %722, align 4, !tbaa !5
  %724 = fadd float %721, %723
  %725 = getelementptr inbounds i8, ptr %677, i64 %685
  %726 = load float, ptr %725, align 4, !tbaa !5
  %727 = fadd float %724, %726
  %728 = getelementptr inbounds i8, ptr %678, i64 %685
  %729 = load float, ptr %728, align 4, !tbaa !5
  %730 = fadd float %727, %729
  %731 = getelementptr inbounds i8, ptr %679, i64 %685
  %732 = load float, ptr %731, align 4, !tbaa !5
  %733 = fadd float %730, %732
  %734 = add nuw nsw i64 %683, 1
  %735 = icmp eq i64 %734, 16
  br i1 %735, label %736, label %682, !llvm.loop !83

736:                                              ; preds = %682
  %737 = load float, ptr %681, align 4, !tbaa !5
  %738 = fsub float %737, %733
  %739 = call noundef float @llvm.fabs.f32(float %738)
  %740 = call noundef float @llvm.fabs.f32(float %733)
  %741 = fadd float %740, 1.000000e+00
  %742 = fmul float %741, 0x3F847AE140000000
  %743 = fcmp ule float %739, %742
  br i1 %743, label %744, label %827

744:                                              ; preds = %736
  %745 = getelementptr inbounds i8, ptr %664, i64 64
  %746 = getelementptr inbounds i8, ptr %665, i64 64
  %747 = getelementptr inbounds i8, ptr %666, i64 64
  %748 = getelementptr inbounds i8, ptr %667, i64 64
  %749 = getelementptr inbounds i8, ptr %668, i64 64
  %750 = getelementptr inbounds i8, ptr %669, i64 64
  %751 = getelementptr inbounds i8, ptr %670, i64 64
  %752 = getelementptr inbounds i8, ptr %671, i64 64
  %753 = getelementptr inbounds i8, ptr %672, i64 64
  %754 = getelementptr inbounds i8, ptr %673, i64 64
  %755 = getelementptr inbounds i8, ptr %674, i64 64
  %756 = getelementptr inbounds i8, ptr %675, i64 64
  %757 = getelementptr inbounds i8, ptr %676, i64 64
  %758 = getelementptr inbounds i8, ptr %677, i64 64
  %759 = getelementptr inbounds i8, ptr %678, i64 64
  %760 = getelementptr inbounds i8, ptr %679, i64 64
  br label %761

761:                                              ; preds = %761, %744
  %762 = phi i64 [ 0, %744 ], [ %813, %761 ]
  %763 = phi float [ 0.000000e+00, %744 ], [ %812, %761 ]
  %764 = shl nsw i64 %762, 7
  %765 = getelementptr inbounds i8, ptr %745, i64 %764
  %766 = load float, ptr %765, align 4, !tbaa !5
  %767 = fadd float %763, %766
  %768 = getelementptr inbounds i8, ptr %746, i64 %764
  %769 = load float, ptr %768, align 4, !tbaa !5
  %770 = fadd float %767, %769
  %771 = getelementptr inbounds i8, ptr %747, i64 %764
  %772 = load float, ptr %771, align 4, !tbaa !5
  %773 = fadd float %770, %772
  %774 = getelementptr inbounds i8, ptr %748, i64 %764
  %775 = load float, ptr %774, align 4, !tbaa !5
  %776 = fadd float %773, %775
  %777 = getelementptr inbounds i8, ptr %749, i64 %764
  %778 = load float, ptr %777, align 4, !tbaa !5
  %779 = fadd float %776, %778
  %780 = getelementptr inbounds i8, ptr %750, i64 %764
  %781 = load float, ptr %780, align 4, !tbaa !5
  %782 = fadd float %779, %781
  %783 = getelementptr inbounds i8, ptr %751, i64 %764
  %784 = load float, ptr %783, align 4, !tbaa !5
  %785 = fadd float %782, %784
  %786 = getelementptr inbounds i8, ptr %752, i64 %764
  %787 = load float, ptr %786, align 4, !tbaa !5
  %788 = fadd float %785, %787
  %789 = getelementptr inbounds i8, ptr %753, i64 %764
  %790 = load float, ptr %789, align 4, !tbaa !5
  %791 = fadd float %788, %790
  %792 = getelementptr inbounds i8, ptr %754, i64 %764
  %793 = load float, ptr %792, align 4, !tbaa !5
  %794 = fadd float %791, %793
  %795 = getelementptr inbounds i8, ptr %755, i64 %764
  %796 = load float, ptr %795, align 4, !tbaa !5
  %797 = fadd float %794, %796
  %798 = getelementptr inbounds i8, ptr %756, i64 %764
  %799 = load float, ptr %798, align 4, !tbaa !5
  %800 = fadd float %797, %799
  %801 = getelementptr inbounds i8, ptr %757, i64 %764
  %802 = load float, ptr %801, align 4, !tbaa !5
  %803 = fadd float %800, %802
  %804 = getelementptr inbounds i8, ptr %758, i64 %764
  %805 = load float, ptr %804, align 4, !tbaa !5
  %806 = fadd float %803, %805
  %807 = getelementptr inbounds i8, ptr %759, i64 %764
  %808 = load float, ptr %807, align 4, !tbaa !5
  %809 = fadd float %806, %808
  %810 = getelementptr inbounds i8, ptr %760, i64 %764
  %811 = load float, ptr %810, align 4, !tbaa !5
  %812 = fadd float %809, %811
  %813 = add nuw nsw i64 %762, 1
  %814 = icmp eq i64 %813, 16
  br i1 %814, label %815, label %761, !llvm.loop !83

815:                                              ; preds = %761
  %816 = getelementptr inbounds i8, ptr %681, i64 4
  %817 = load float, ptr %816, align 4, !tbaa !5
  %818 = fsub float %817, %812
  %819 = call noundef float @llvm.fabs.f32(float %818)
  %820 = call noundef float @llvm.fabs.f32(float %812)
  %821 = fadd float %820, 1.000000e+00
  %822 = fmul float %821, 0x3F847AE140000000
  %823 = fcmp ule float %819, %822
  br i1 %823, label %824, label %827

824:                                              ; preds = %815
  %825 = add nuw nsw i64 %662, 1
  %826 = icmp eq i64 %825, 4
  br i1 %826, label %834, label %661, !llvm.loop !84

827:                                              ; preds = %815, %736
  %828 = phi float [ %737, %736 ], [ %817, %815 ]
  %829 = phi i64 [ 0, %736 ], [ 1, %815 ]
  %830 = phi float [ %733, %736 ], [ %812, %815 ]
  %831 = fpext float %828 to double
  %832 = fpext float %830 to double
  %833 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %662, i64 noundef %829, double noundef %831, double noundef %832)
  br label %836

834:                                              ; preds = %824
  %835 = call i32 @puts(ptr nonnull dereferenceable(1) @str)
  br label %836

836:                                              ; preds = %636, %827, %644, %834
  %837 = phi i32 [ 0, %834 ], [ 1, %827 ], [ 0, %644 ], [ 1, %636 ]
  call void @_ZdlPvm(ptr noundef nonnull %549, i64 noundef 8192) #29
  %838 = getelementptr inbounds i8, ptr %8, i64 8
  %839 = load ptr, ptr %838, align 8, !tbaa !23
  %840 = icmp eq ptr %839, null
  br i1 %840, label %865, label %841

841:                                              ; preds = %836
  %842 = getelementptr inbounds i8, ptr %839, i64 8
  %843 = load atomic i64, ptr %842 acquire, align 8
  %844 = icmp eq i64 %843, 4294967297
  %845 = trunc i64 %843 to i32
  br i1 %844, label %846, label %854

846:                                              ; preds = %841
  store i32 0, ptr %842, align 8, !tbaa !25
  %847 = getelementptr inbounds i8, ptr %839, i64 12
  store i32 0, ptr %847, align 4, !tbaa !28
  %848 = load ptr, ptr %839, align 8, !tbaa !29
  %849 = getelementptr inbounds i8, ptr %848, i64 16
  %850 = load ptr, ptr %849, align 8
  call void %850(ptr noundef nonnull align 8 dereferenceable(16) %839) #27
  %851 = load ptr, ptr %839, align 8, !tbaa !29
  %852 = getelementptr inbounds i8, ptr %851, i64 24
  %853 = load ptr, ptr %852, align 8
  call void %853(ptr noundef nonnull align 8 dereferenceable(16) %839) #27
  br label %865

854:                                              ; preds = %841
  %855 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %856 = icmp eq i8 %855, 0
  br i1 %856, label %859, label %857

857:                                              ; preds = %854
  %858 = add nsw i32 %845, -1
  store i32 %858, ptr %842, align 4, !tbaa !32
  br label %861

859:                                              ; preds = %854
  %860 = atomicrmw volatile add ptr %842, i32 -1 acq_rel, align 4
  br label %861

861:                                              ; preds = %859, %857
  %862 = phi i32 [ %845, %857 ], [ %860, %859 ]
  %863 = icmp eq i32 %862, 1
  br i1 %863, label %864, label %865, !prof !33

864:                                              ; preds = %861
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %839) #27
  br label %865

865:                                              ; preds = %836, %846, %861, %864
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #27
  call void @_ZdlPvm(ptr noundef nonnull %35, i64 noundef 32) #29
  call void @_ZdlPvm(ptr noundef nonnull %33, i64 noundef 8192) #29
  call void @_ZdlPvm(ptr noundef nonnull %31, i64 noundef 6144) #29
  call void @_ZdlPvm(ptr noundef nonnull %30, i64 noundef 12288) #29
  ret i32 %837

866:                                              ; preds = %585, %583
  %867 = phi { ptr, i32 } [ %586, %585 ], [ %584, %583 ]
  call void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %8) #27
  br label %868

868:                                              ; preds = %866, %92
  %869 = phi { ptr, i32 } [ %867, %866 ], [ %84, %92 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #27
  call void @_ZdlPvm(ptr noundef nonnull %35, i64 noundef 32) #29
  br label %870

870:                                              ; preds = %868, %58
  %871 = phi { ptr, i32 } [ %869, %868 ], [ %59, %58 ]
  call void @_ZdlPvm(ptr noundef nonnull %33, i64 noundef 8192) #29
  br label %872

872:                                              ; preds = %870, %56
  %873 = phi { ptr, i32 } [ %871, %870 ], [ %57, %56 ]
  call void @_ZdlPvm(ptr noundef nonnull %31, i64 noundef 6144) #29
  br label %874

874:                                              ; preds = %872, %54
  %875 = phi { ptr, i32 } [ %873, %872 ], [ %55, %54 ]
  call void @_ZdlPvm(ptr noundef nonnull %30, i64 noundef 12288) #29
  resume { ptr, i32 } %875
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
  %13 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #26, !noalias !85
  store ptr getelementptr inbounds inrange(-16, 56) (i8, ptr @_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE, i64 16), ptr %13, align 8, !tbaa !29, !noalias !85
  %14 = getelementptr inbounds i8, ptr %13, i64 8
  store i64 128, ptr %14, align 8, !tbaa !88, !noalias !85
  %15 = getelementptr inbounds i8, ptr %13, i64 16
  store i64 4, ptr %15, align 8, !tbaa !90, !noalias !85
  store ptr %13, ptr %6, align 8, !tbaa !93
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
  call void %22(ptr noundef nonnull align 8 dereferenceable(8) %17) #27
  br label %23

23:                                               ; preds = %16, %19
  store ptr null, ptr %6, align 8, !tbaa !14
  %24 = getelementptr inbounds i8, ptr %0, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %24, ptr noundef nonnull align 8 dereferenceable(16) %2, i64 16, i1 false)
  %25 = getelementptr inbounds i8, ptr %0, i64 32
  store i64 0, ptr %25, align 8, !tbaa !95
  %26 = getelementptr inbounds i8, ptr %0, i64 40
  store i8 0, ptr %26, align 8, !tbaa !102
  %27 = load ptr, ptr %0, align 8, !tbaa !103
  %28 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTIf, i64 8), align 8, !tbaa !104
  %29 = load i8, ptr %28, align 1, !tbaa !31
  %30 = icmp eq i8 %29, 42
  %31 = zext i1 %30 to i64
  %32 = getelementptr inbounds i8, ptr %28, i64 %31
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #27
  call void @llvm.experimental.noalias.scope.decl(metadata !106)
  %33 = load <2 x i64>, ptr %24, align 8, !tbaa !36, !noalias !106
  store <2 x i64> %33, ptr %7, align 16, !tbaa !36, !alias.scope !106
  %34 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 0, ptr %34, align 16, !tbaa !36, !alias.scope !106
  invoke void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef %27, ptr noundef %1, ptr noundef nonnull %32, i32 noundef 2, i32 noundef 4, ptr noundef nonnull %7)
          to label %35 unwind label %44

35:                                               ; preds = %23
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #27
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
  call void %43(ptr noundef nonnull align 8 dereferenceable(8) %38) #27
  br label %46

44:                                               ; preds = %23
  %45 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #27
  call void @_ZN4sycl3_V16detail12buffer_plainD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #27
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
  %6 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #27
  %7 = icmp eq i32 %5, %6
  br i1 %7, label %8, label %54

8:                                                ; preds = %2
  %9 = tail call ptr @__cxa_begin_catch(ptr %4) #27
  %10 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.9, i64 noundef 20)
          to label %11 unwind label %51

11:                                               ; preds = %8
  %12 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.10, i64 noundef 1)
          to label %13 unwind label %51

13:                                               ; preds = %11
  %14 = load ptr, ptr %9, align 8, !tbaa !29
  %15 = getelementptr inbounds i8, ptr %14, i64 16
  %16 = load ptr, ptr %15, align 8
  %17 = tail call noundef ptr %16(ptr noundef nonnull align 8 dereferenceable(8) %9) #27
  %18 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZStlsISt11char_traitsIcEERSt13basic_ostreamIcT_ES5_PKc(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef %17)
          to label %19 unwind label %51

19:                                               ; preds = %13
  %20 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt4endlIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_(ptr noundef nonnull align 8 dereferenceable(8) %18)
          to label %21 unwind label %51

21:                                               ; preds = %19
  tail call void @__assert_fail(ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.12, i32 noundef 483, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvED2Ev) #28
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
  tail call void %35(ptr noundef nonnull align 8 dereferenceable(16) %24) #27
  %36 = load ptr, ptr %24, align 8, !tbaa !29
  %37 = getelementptr inbounds i8, ptr %36, i64 24
  %38 = load ptr, ptr %37, align 8
  tail call void %38(ptr noundef nonnull align 8 dereferenceable(16) %24) #27
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %24) #27
  br label %50

50:                                               ; preds = %22, %31, %46, %49
  ret void

51:                                               ; preds = %19, %11, %8, %13
  %52 = landingpad { ptr, i32 }
          catch ptr null
  %53 = extractvalue { ptr, i32 } %52, 0
  tail call void @__clang_call_terminate(ptr %53) #28
  unreachable

54:                                               ; preds = %2
  tail call void @__clang_call_terminate(ptr %4) #28
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  %15 = load ptr, ptr %3, align 8, !tbaa !29
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
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
  call void @_ZSt9terminatev() #28
  unreachable

9:                                                ; preds = %1, %46
  %10 = phi ptr [ %47, %46 ], [ %4, %1 ]
  %11 = load ptr, ptr %10, align 8, !tbaa !109
  %12 = icmp eq ptr %11, null
  br i1 %12, label %46, label %13

13:                                               ; preds = %9
  store ptr %11, ptr %2, align 8, !tbaa !109
  call void @_ZNSt15__exception_ptr13exception_ptr9_M_addrefEv(ptr noundef nonnull align 8 dereferenceable(8) %2) #27
  invoke void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(ptr noundef nonnull %2) #30
          to label %14 unwind label %15

14:                                               ; preds = %13
  unreachable

15:                                               ; preds = %13
  %16 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception
  %17 = extractvalue { ptr, i32 } %16, 1
  %18 = load ptr, ptr %2, align 8, !tbaa !109
  %19 = icmp eq ptr %18, null
  br i1 %19, label %21, label %20

20:                                               ; preds = %15
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %2) #27
  br label %21

21:                                               ; preds = %15, %20
  %22 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #27
  %23 = icmp eq i32 %17, %22
  br i1 %23, label %24, label %51

24:                                               ; preds = %21
  %25 = extractvalue { ptr, i32 } %16, 0
  %26 = call ptr @__cxa_begin_catch(ptr %25) #27
  %27 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.6, i64 noundef 2)
          to label %28 unwind label %49

28:                                               ; preds = %24
  %29 = load ptr, ptr %26, align 8, !tbaa !29
  %30 = getelementptr inbounds i8, ptr %29, i64 16
  %31 = load ptr, ptr %30, align 8
  %32 = call noundef ptr %31(ptr noundef nonnull align 8 dereferenceable(8) %26) #27
  %33 = icmp eq ptr %32, null
  br i1 %33, label %34, label %42

34:                                               ; preds = %28
  %35 = load ptr, ptr @_ZSt4cerr, align 8, !tbaa !29
  %36 = getelementptr i8, ptr %35, i64 -24
  %37 = load i64, ptr %36, align 8
  %38 = getelementptr inbounds i8, ptr @_ZSt4cerr, i64 %37
  %39 = getelementptr inbounds i8, ptr %38, i64 32
  %40 = load i32, ptr %39, align 8, !tbaa !111
  %41 = or i32 %40, 1
  invoke void @_ZNSt9basic_iosIcSt11char_traitsIcEE5clearESt12_Ios_Iostate(ptr noundef nonnull align 8 dereferenceable(264) %38, i32 noundef %41)
          to label %45 unwind label %49

42:                                               ; preds = %28
  %43 = call noundef i64 @strlen(ptr noundef nonnull dereferenceable(1) %32) #27
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
  call void @__clang_call_terminate(ptr %55) #28
  unreachable
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::device", align 8
  %6 = alloca %"class.std::function.23", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #27
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #27
  %7 = getelementptr inbounds i8, ptr %6, i64 16
  %8 = getelementptr inbounds i8, ptr %6, i64 24
  %9 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 0, ptr %9, align 8
  store ptr %1, ptr %6, align 8, !tbaa !14
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_, ptr %8, align 8, !tbaa !117
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
  call void %24(ptr noundef nonnull align 8 dereferenceable(16) %13) #27
  %25 = load ptr, ptr %13, align 8, !tbaa !29
  %26 = getelementptr inbounds i8, ptr %25, i64 24
  %27 = load ptr, ptr %26, align 8
  call void %27(ptr noundef nonnull align 8 dereferenceable(16) %13) #27
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
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %13) #27
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
  call void @__clang_call_terminate(ptr %46) #28
  unreachable

47:                                               ; preds = %39, %42
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #27
  ret void

48:                                               ; preds = %4
  %49 = landingpad { ptr, i32 }
          cleanup
  br label %52

50:                                               ; preds = %10
  %51 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16deviceD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %5) #27
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
  call void @__clang_call_terminate(ptr %60) #28
  unreachable

61:                                               ; preds = %52, %56
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #27
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
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #27
  tail call void @_ZSt9terminatev() #28
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
  %8 = load ptr, ptr %7, align 8, !tbaa !119
  store ptr %8, ptr %6, align 16, !tbaa !119
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, i8 0, i64 24, i1 false)
  invoke void %4(ptr noundef nonnull %3)
          to label %9 unwind label %32

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %3, i64 8
  %11 = load ptr, ptr %3, align 16, !tbaa !121
  %12 = load ptr, ptr %10, align 8, !tbaa !122
  %13 = icmp eq ptr %11, %12
  br i1 %13, label %24, label %14

14:                                               ; preds = %9, %19
  %15 = phi ptr [ %20, %19 ], [ %11, %9 ]
  %16 = load ptr, ptr %15, align 8, !tbaa !109
  %17 = icmp eq ptr %16, null
  br i1 %17, label %19, label %18

18:                                               ; preds = %14
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %15) #27
  br label %19

19:                                               ; preds = %18, %14
  %20 = getelementptr inbounds i8, ptr %15, i64 8
  %21 = icmp eq ptr %20, %12
  br i1 %21, label %22, label %14, !llvm.loop !123

22:                                               ; preds = %19
  %23 = load ptr, ptr %3, align 16, !tbaa !121
  br label %24

24:                                               ; preds = %22, %9
  %25 = phi ptr [ %23, %22 ], [ %11, %9 ]
  %26 = icmp eq ptr %25, null
  br i1 %26, label %34, label %27

27:                                               ; preds = %24
  %28 = load ptr, ptr %6, align 16, !tbaa !119
  %29 = ptrtoint ptr %28 to i64
  %30 = ptrtoint ptr %25 to i64
  %31 = sub i64 %29, %30
  call void @_ZdlPvm(ptr noundef nonnull %25, i64 noundef %31) #29
  br label %34

32:                                               ; preds = %2
  %33 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V114exception_listD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %3) #27
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
  %2 = load ptr, ptr %0, align 8, !tbaa !121
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !122
  %5 = icmp eq ptr %2, %4
  br i1 %5, label %16, label %6

6:                                                ; preds = %1, %11
  %7 = phi ptr [ %12, %11 ], [ %2, %1 ]
  %8 = load ptr, ptr %7, align 8, !tbaa !109
  %9 = icmp eq ptr %8, null
  br i1 %9, label %11, label %10

10:                                               ; preds = %6
  tail call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %7) #27
  br label %11

11:                                               ; preds = %10, %6
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  %13 = icmp eq ptr %12, %4
  br i1 %13, label %14, label %6, !llvm.loop !123

14:                                               ; preds = %11
  %15 = load ptr, ptr %0, align 8, !tbaa !121
  br label %16

16:                                               ; preds = %14, %1
  %17 = phi ptr [ %15, %14 ], [ %2, %1 ]
  %18 = icmp eq ptr %17, null
  br i1 %18, label %25, label %19

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !119
  %22 = ptrtoint ptr %21 to i64
  %23 = ptrtoint ptr %17 to i64
  %24 = sub i64 %22, %23
  tail call void @_ZdlPvm(ptr noundef nonnull %17, i64 noundef %24) #29
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  %15 = load ptr, ptr %3, align 8, !tbaa !29
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
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
  tail call void %4(ptr noundef nonnull align 8 dereferenceable(16) %0) #27
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
  tail call void %19(ptr noundef nonnull align 8 dereferenceable(16) %0) #27
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  %15 = load ptr, ptr %3, align 8, !tbaa !29
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
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
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 24) #29
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE8allocateEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = shl i64 %1, 2
  %5 = add i64 %4, -1
  %6 = load i64, ptr %3, align 8, !tbaa !88
  %7 = add i64 %6, -1
  %8 = or i64 %7, %5
  %9 = add i64 %8, 1
  %10 = icmp ult i64 %9, %1
  br i1 %10, label %11, label %13

11:                                               ; preds = %2
  %12 = tail call ptr @__cxa_allocate_exception(i64 8) #27
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %12, align 8, !tbaa !29
  tail call void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #30
  unreachable

13:                                               ; preds = %2
  %14 = tail call noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef %6, i64 noundef %9)
  %15 = icmp eq ptr %14, null
  br i1 %15, label %16, label %18

16:                                               ; preds = %13
  %17 = tail call ptr @__cxa_allocate_exception(i64 8) #27
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %17, align 8, !tbaa !29
  tail call void @__cxa_throw(ptr nonnull %17, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #30
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
  %3 = load i64, ptr %2, align 8, !tbaa !90
  ret i64 %3
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12setAlignmentEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = tail call i64 @llvm.umax.i64(i64 %1, i64 64)
  store i64 %4, ptr %3, align 8, !tbaa !88
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

declare void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #7

declare void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #7

declare void @_ZN4sycl3_V15queue22submit_with_event_implESt8functionIFvRNS0_7handlerEEERKNS0_6detail14SubmissionInfoERKNS7_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), i1 noundef zeroext) local_unnamed_addr #7

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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  %15 = load ptr, ptr %3, align 8, !tbaa !29
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: nounwind
declare void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1)) unnamed_addr #13

; Function Attrs: mustprogress uwtable
define internal void @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E_E9_M_invokeERKSt9_Any_dataS3_(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #2 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %class.anon.96, align 8
  %4 = alloca %"class.std::vector.110", align 8
  %5 = alloca %"class.sycl::_V1::range.99", align 8
  %6 = alloca %"class.sycl::_V1::range.99", align 8
  %7 = alloca %"class.sycl::_V1::id.97", align 8
  %8 = alloca %class.anon.96, align 8
  %9 = alloca %class.anon.96, align 8
  %10 = alloca %class.anon.96, align 8
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
  %23 = alloca %"class.sycl::_V1::accessor.87", align 8
  %24 = alloca %"class.sycl::_V1::property_list", align 8
  %25 = alloca %"class.sycl::_V1::local_accessor", align 8
  %26 = alloca %"class.sycl::_V1::local_accessor", align 8
  %27 = alloca %class.anon.96, align 8
  %28 = load ptr, ptr %0, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %19) #27
  %29 = load ptr, ptr %28, align 8, !tbaa !124
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %20) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %20, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %18)
  store ptr @.str, ptr %18, align 8
  %30 = getelementptr inbounds i8, ptr %18, i64 8
  store ptr @.str.16, ptr %30, align 8
  %31 = getelementptr inbounds i8, ptr %18, i64 16
  store i64 25, ptr %31, align 8
  %32 = getelementptr inbounds i8, ptr %18, i64 24
  store i64 22, ptr %32, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %19, ptr noundef nonnull align 8 dereferenceable(41) %29, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %20, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %18)
          to label %33 unwind label %900

33:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %17) #27
  store i32 5, ptr %17, align 4, !tbaa !126
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %29, ptr noundef nonnull align 4 dereferenceable(4) %17)
          to label %36 unwind label %34

34:                                               ; preds = %33
  %35 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %19) #27
  br label %902

36:                                               ; preds = %33
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %17) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18)
  %37 = getelementptr inbounds i8, ptr %20, i64 8
  %38 = load ptr, ptr %37, align 8, !tbaa !20
  %39 = getelementptr inbounds i8, ptr %20, i64 16
  %40 = load ptr, ptr %39, align 8, !tbaa !22
  %41 = icmp eq ptr %38, %40
  br i1 %41, label %76, label %42

42:                                               ; preds = %36, %71
  %43 = phi ptr [ %72, %71 ], [ %38, %36 ]
  %44 = getelementptr inbounds i8, ptr %43, i64 8
  %45 = load ptr, ptr %44, align 8, !tbaa !23
  %46 = icmp eq ptr %45, null
  br i1 %46, label %71, label %47

47:                                               ; preds = %42
  %48 = getelementptr inbounds i8, ptr %45, i64 8
  %49 = load atomic i64, ptr %48 acquire, align 8
  %50 = icmp eq i64 %49, 4294967297
  %51 = trunc i64 %49 to i32
  br i1 %50, label %52, label %60

52:                                               ; preds = %47
  store i32 0, ptr %48, align 8, !tbaa !25
  %53 = getelementptr inbounds i8, ptr %45, i64 12
  store i32 0, ptr %53, align 4, !tbaa !28
  %54 = load ptr, ptr %45, align 8, !tbaa !29
  %55 = getelementptr inbounds i8, ptr %54, i64 16
  %56 = load ptr, ptr %55, align 8
  call void %56(ptr noundef nonnull align 8 dereferenceable(16) %45) #27
  %57 = load ptr, ptr %45, align 8, !tbaa !29
  %58 = getelementptr inbounds i8, ptr %57, i64 24
  %59 = load ptr, ptr %58, align 8
  call void %59(ptr noundef nonnull align 8 dereferenceable(16) %45) #27
  br label %71

60:                                               ; preds = %47
  %61 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %62 = icmp eq i8 %61, 0
  br i1 %62, label %65, label %63

63:                                               ; preds = %60
  %64 = add nsw i32 %51, -1
  store i32 %64, ptr %48, align 4, !tbaa !32
  br label %67

65:                                               ; preds = %60
  %66 = atomicrmw volatile add ptr %48, i32 -1 acq_rel, align 4
  br label %67

67:                                               ; preds = %65, %63
  %68 = phi i32 [ %51, %63 ], [ %66, %65 ]
  %69 = icmp eq i32 %68, 1
  br i1 %69, label %70, label %71, !prof !33

70:                                               ; preds = %67
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %45) #27
  br label %71

71:                                               ; preds = %70, %67, %52, %42
  %72 = getelementptr inbounds i8, ptr %43, i64 16
  %73 = icmp eq ptr %72, %40
  br i1 %73, label %74, label %42, !llvm.loop !34

74:                                               ; preds = %71
  %75 = load ptr, ptr %37, align 8, !tbaa !20
  br label %76

76:                                               ; preds = %74, %36
  %77 = phi ptr [ %75, %74 ], [ %38, %36 ]
  %78 = icmp eq ptr %77, null
  br i1 %78, label %85, label %79

79:                                               ; preds = %76
  %80 = getelementptr inbounds i8, ptr %20, i64 24
  %81 = load ptr, ptr %80, align 8, !tbaa !35
  %82 = ptrtoint ptr %81 to i64
  %83 = ptrtoint ptr %77 to i64
  %84 = sub i64 %82, %83
  call void @_ZdlPvm(ptr noundef nonnull %77, i64 noundef %84) #29
  br label %85

85:                                               ; preds = %79, %76
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #27
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %21) #27
  %86 = getelementptr inbounds i8, ptr %28, i64 8
  %87 = load ptr, ptr %86, align 8, !tbaa !128
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %22) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %22, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16)
  store ptr @.str, ptr %16, align 8
  %88 = getelementptr inbounds i8, ptr %16, i64 8
  store ptr @.str.16, ptr %88, align 8
  %89 = getelementptr inbounds i8, ptr %16, i64 16
  store i64 26, ptr %89, align 8
  %90 = getelementptr inbounds i8, ptr %16, i64 24
  store i64 22, ptr %90, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %21, ptr noundef nonnull align 8 dereferenceable(41) %87, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %22, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %16)
          to label %91 unwind label %904

91:                                               ; preds = %85
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %15) #27
  store i32 5, ptr %15, align 4, !tbaa !126
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %87, ptr noundef nonnull align 4 dereferenceable(4) %15)
          to label %94 unwind label %92

92:                                               ; preds = %91
  %93 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %21) #27
  br label %906

94:                                               ; preds = %91
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %15) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16)
  %95 = getelementptr inbounds i8, ptr %22, i64 8
  %96 = load ptr, ptr %95, align 8, !tbaa !20
  %97 = getelementptr inbounds i8, ptr %22, i64 16
  %98 = load ptr, ptr %97, align 8, !tbaa !22
  %99 = icmp eq ptr %96, %98
  br i1 %99, label %134, label %100

100:                                              ; preds = %94, %129
  %101 = phi ptr [ %130, %129 ], [ %96, %94 ]
  %102 = getelementptr inbounds i8, ptr %101, i64 8
  %103 = load ptr, ptr %102, align 8, !tbaa !23
  %104 = icmp eq ptr %103, null
  br i1 %104, label %129, label %105

105:                                              ; preds = %100
  %106 = getelementptr inbounds i8, ptr %103, i64 8
  %107 = load atomic i64, ptr %106 acquire, align 8
  %108 = icmp eq i64 %107, 4294967297
  %109 = trunc i64 %107 to i32
  br i1 %108, label %110, label %118

110:                                              ; preds = %105
  store i32 0, ptr %106, align 8, !tbaa !25
  %111 = getelementptr inbounds i8, ptr %103, i64 12
  store i32 0, ptr %111, align 4, !tbaa !28
  %112 = load ptr, ptr %103, align 8, !tbaa !29
  %113 = getelementptr inbounds i8, ptr %112, i64 16
  %114 = load ptr, ptr %113, align 8
  call void %114(ptr noundef nonnull align 8 dereferenceable(16) %103) #27
  %115 = load ptr, ptr %103, align 8, !tbaa !29
  %116 = getelementptr inbounds i8, ptr %115, i64 24
  %117 = load ptr, ptr %116, align 8
  call void %117(ptr noundef nonnull align 8 dereferenceable(16) %103) #27
  br label %129

118:                                              ; preds = %105
  %119 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %120 = icmp eq i8 %119, 0
  br i1 %120, label %123, label %121

121:                                              ; preds = %118
  %122 = add nsw i32 %109, -1
  store i32 %122, ptr %106, align 4, !tbaa !32
  br label %125

123:                                              ; preds = %118
  %124 = atomicrmw volatile add ptr %106, i32 -1 acq_rel, align 4
  br label %125

125:                                              ; preds = %123, %121
  %126 = phi i32 [ %109, %121 ], [ %124, %123 ]
  %127 = icmp eq i32 %126, 1
  br i1 %127, label %128, label %129, !prof !33

128:                                              ; preds = %125
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %103) #27
  br label %129

129:                                              ; preds = %128, %125, %110, %100
  %130 = getelementptr inbounds i8, ptr %101, i64 16
  %131 = icmp eq ptr %130, %98
  br i1 %131, label %132, label %100, !llvm.loop !34

132:                                              ; preds = %129
  %133 = load ptr, ptr %95, align 8, !tbaa !20
  br label %134

134:                                              ; preds = %132, %94
  %135 = phi ptr [ %133, %132 ], [ %96, %94 ]
  %136 = icmp eq ptr %135, null
  br i1 %136, label %143, label %137

137:                                              ; preds = %134
  %138 = getelementptr inbounds i8, ptr %22, i64 24
  %139 = load ptr, ptr %138, align 8, !tbaa !35
  %140 = ptrtoint ptr %139 to i64
  %141 = ptrtoint ptr %135 to i64
  %142 = sub i64 %140, %141
  call void @_ZdlPvm(ptr noundef nonnull %135, i64 noundef %142) #29
  br label %143

143:                                              ; preds = %137, %134
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %22) #27
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %23) #27
  %144 = getelementptr inbounds i8, ptr %28, i64 16
  %145 = load ptr, ptr %144, align 8, !tbaa !129
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %24) #27
  %146 = getelementptr inbounds i8, ptr %24, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %146, i8 0, i64 24, i1 false)
  store i64 16, ptr %24, align 8, !tbaa !36
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14)
  store ptr @.str, ptr %14, align 8
  %147 = getelementptr inbounds i8, ptr %14, i64 8
  store ptr @.str.16, ptr %147, align 8
  %148 = getelementptr inbounds i8, ptr %14, i64 16
  store i64 27, ptr %148, align 8
  %149 = getelementptr inbounds i8, ptr %14, i64 24
  store i64 22, ptr %149, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %23, ptr noundef nonnull align 8 dereferenceable(41) %145, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %24, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %14)
          to label %150 unwind label %908

150:                                              ; preds = %143
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %13) #27
  store i32 5, ptr %13, align 4, !tbaa !126
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %145, ptr noundef nonnull align 4 dereferenceable(4) %13)
          to label %153 unwind label %151

151:                                              ; preds = %150
  %152 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %23) #27
  br label %910

153:                                              ; preds = %150
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %13) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14)
  %154 = load ptr, ptr %146, align 8, !tbaa !20
  %155 = getelementptr inbounds i8, ptr %24, i64 16
  %156 = load ptr, ptr %155, align 8, !tbaa !22
  %157 = icmp eq ptr %154, %156
  br i1 %157, label %192, label %158

158:                                              ; preds = %153, %187
  %159 = phi ptr [ %188, %187 ], [ %154, %153 ]
  %160 = getelementptr inbounds i8, ptr %159, i64 8
  %161 = load ptr, ptr %160, align 8, !tbaa !23
  %162 = icmp eq ptr %161, null
  br i1 %162, label %187, label %163

163:                                              ; preds = %158
  %164 = getelementptr inbounds i8, ptr %161, i64 8
  %165 = load atomic i64, ptr %164 acquire, align 8
  %166 = icmp eq i64 %165, 4294967297
  %167 = trunc i64 %165 to i32
  br i1 %166, label %168, label %176

168:                                              ; preds = %163
  store i32 0, ptr %164, align 8, !tbaa !25
  %169 = getelementptr inbounds i8, ptr %161, i64 12
  store i32 0, ptr %169, align 4, !tbaa !28
  %170 = load ptr, ptr %161, align 8, !tbaa !29
  %171 = getelementptr inbounds i8, ptr %170, i64 16
  %172 = load ptr, ptr %171, align 8
  call void %172(ptr noundef nonnull align 8 dereferenceable(16) %161) #27
  %173 = load ptr, ptr %161, align 8, !tbaa !29
  %174 = getelementptr inbounds i8, ptr %173, i64 24
  %175 = load ptr, ptr %174, align 8
  call void %175(ptr noundef nonnull align 8 dereferenceable(16) %161) #27
  br label %187

176:                                              ; preds = %163
  %177 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %178 = icmp eq i8 %177, 0
  br i1 %178, label %181, label %179

179:                                              ; preds = %176
  %180 = add nsw i32 %167, -1
  store i32 %180, ptr %164, align 4, !tbaa !32
  br label %183

181:                                              ; preds = %176
  %182 = atomicrmw volatile add ptr %164, i32 -1 acq_rel, align 4
  br label %183

183:                                              ; preds = %181, %179
  %184 = phi i32 [ %167, %179 ], [ %182, %181 ]
  %185 = icmp eq i32 %184, 1
  br i1 %185, label %186, label %187, !prof !33

186:                                              ; preds = %183
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %161) #27
  br label %187

187:                                              ; preds = %186, %183, %168, %158
  %188 = getelementptr inbounds i8, ptr %159, i64 16
  %189 = icmp eq ptr %188, %156
  br i1 %189, label %190, label %158, !llvm.loop !34

190:                                              ; preds = %187
  %191 = load ptr, ptr %146, align 8, !tbaa !20
  br label %192

192:                                              ; preds = %190, %153
  %193 = phi ptr [ %191, %190 ], [ %154, %153 ]
  %194 = icmp eq ptr %193, null
  br i1 %194, label %201, label %195

195:                                              ; preds = %192
  %196 = getelementptr inbounds i8, ptr %24, i64 24
  %197 = load ptr, ptr %196, align 8, !tbaa !35
  %198 = ptrtoint ptr %197 to i64
  %199 = ptrtoint ptr %193 to i64
  %200 = sub i64 %198, %199
  call void @_ZdlPvm(ptr noundef nonnull %193, i64 noundef %200) #29
  br label %201

201:                                              ; preds = %195, %192
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24) #27
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %25) #27
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12)
  store ptr @.str, ptr %12, align 8
  %202 = getelementptr inbounds i8, ptr %12, i64 8
  store ptr @.str.16, ptr %202, align 8
  %203 = getelementptr inbounds i8, ptr %12, i64 16
  store i64 28, ptr %203, align 8
  %204 = getelementptr inbounds i8, ptr %12, i64 24
  store i64 38, ptr %204, align 8
  invoke void @_ZN4sycl3_V119local_accessor_baseIfLi2ELNS0_6access4modeE1026ELNS2_11placeholderE0EEC2ILi2EvEENS0_5rangeILi2EEERNS0_7handlerENS0_6detail13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %25, i64 16, i64 16, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %12)
          to label %205 unwind label %912

205:                                              ; preds = %201
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12)
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %26) #27
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11)
  store ptr @.str, ptr %11, align 8
  %206 = getelementptr inbounds i8, ptr %11, i64 8
  store ptr @.str.16, ptr %206, align 8
  %207 = getelementptr inbounds i8, ptr %11, i64 16
  store i64 29, ptr %207, align 8
  %208 = getelementptr inbounds i8, ptr %11, i64 24
  store i64 38, ptr %208, align 8
  invoke void @_ZN4sycl3_V119local_accessor_baseIfLi2ELNS0_6access4modeE1026ELNS2_11placeholderE0EEC2ILi2EvEENS0_5rangeILi2EEERNS0_7handlerENS0_6detail13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %26, i64 16, i64 16, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %11)
          to label %209 unwind label %914

209:                                              ; preds = %205
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11)
  call void @llvm.lifetime.start.p0(i64 280, ptr nonnull %27) #27
  %210 = load ptr, ptr %19, align 8, !tbaa !130
  store ptr %210, ptr %27, align 8, !tbaa !130
  %211 = getelementptr inbounds i8, ptr %27, i64 8
  %212 = getelementptr inbounds i8, ptr %19, i64 8
  %213 = load ptr, ptr %212, align 8, !tbaa !23
  store ptr %213, ptr %211, align 8, !tbaa !23
  %214 = icmp eq ptr %213, null
  br i1 %214, label %224, label %215

215:                                              ; preds = %209
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

224:                                              ; preds = %222, %219, %209
  %225 = getelementptr inbounds i8, ptr %27, i64 16
  %226 = getelementptr inbounds i8, ptr %19, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %225, ptr noundef nonnull align 8 dereferenceable(40) %226, i64 40, i1 false)
  %227 = getelementptr inbounds i8, ptr %27, i64 56
  %228 = load ptr, ptr %25, align 8, !tbaa !132
  store ptr %228, ptr %227, align 8, !tbaa !132
  %229 = getelementptr inbounds i8, ptr %27, i64 64
  %230 = getelementptr inbounds i8, ptr %25, i64 8
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
  %243 = getelementptr inbounds i8, ptr %27, i64 72
  %244 = getelementptr inbounds i8, ptr %25, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %243, ptr noundef nonnull align 8 dereferenceable(40) %244, i64 40, i1 false), !tbaa.struct !134
  %245 = getelementptr inbounds i8, ptr %27, i64 112
  %246 = load ptr, ptr %26, align 8, !tbaa !132
  store ptr %246, ptr %245, align 8, !tbaa !132
  %247 = getelementptr inbounds i8, ptr %27, i64 120
  %248 = getelementptr inbounds i8, ptr %26, i64 8
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
  %261 = getelementptr inbounds i8, ptr %27, i64 128
  %262 = getelementptr inbounds i8, ptr %26, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %261, ptr noundef nonnull align 8 dereferenceable(40) %262, i64 40, i1 false), !tbaa.struct !134
  %263 = getelementptr inbounds i8, ptr %27, i64 168
  %264 = load ptr, ptr %21, align 8, !tbaa !130
  store ptr %264, ptr %263, align 8, !tbaa !130
  %265 = getelementptr inbounds i8, ptr %27, i64 176
  %266 = getelementptr inbounds i8, ptr %21, i64 8
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
  %279 = getelementptr inbounds i8, ptr %27, i64 184
  %280 = getelementptr inbounds i8, ptr %21, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %279, ptr noundef nonnull align 8 dereferenceable(40) %280, i64 40, i1 false)
  %281 = getelementptr inbounds i8, ptr %27, i64 224
  %282 = load ptr, ptr %23, align 8, !tbaa !130
  store ptr %282, ptr %281, align 8, !tbaa !130
  %283 = getelementptr inbounds i8, ptr %27, i64 232
  %284 = getelementptr inbounds i8, ptr %23, i64 8
  %285 = load ptr, ptr %284, align 8, !tbaa !23
  store ptr %285, ptr %283, align 8, !tbaa !23
  %286 = icmp eq ptr %285, null
  br i1 %286, label %296, label %287

287:                                              ; preds = %278
  %288 = getelementptr inbounds i8, ptr %285, i64 8
  %289 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %290 = icmp eq i8 %289, 0
  br i1 %290, label %294, label %291

291:                                              ; preds = %287
  %292 = load i32, ptr %288, align 4, !tbaa !32
  %293 = add nsw i32 %292, 1
  store i32 %293, ptr %288, align 4, !tbaa !32
  br label %296

294:                                              ; preds = %287
  %295 = atomicrmw volatile add ptr %288, i32 1 acq_rel, align 4
  br label %296

296:                                              ; preds = %294, %291, %278
  %297 = getelementptr inbounds i8, ptr %27, i64 240
  %298 = getelementptr inbounds i8, ptr %23, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %297, ptr noundef nonnull align 8 dereferenceable(40) %298, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 280, ptr nonnull %10)
  call void @llvm.lifetime.start.p0(i64 280, ptr nonnull %9)
  %299 = load ptr, ptr %27, align 8, !tbaa !130
  store ptr %299, ptr %9, align 8, !tbaa !130
  %300 = getelementptr inbounds i8, ptr %9, i64 8
  %301 = load ptr, ptr %211, align 8, !tbaa !23
  store ptr %301, ptr %300, align 8, !tbaa !23
  %302 = icmp eq ptr %301, null
  br i1 %302, label %312, label %303

303:                                              ; preds = %296
  %304 = getelementptr inbounds i8, ptr %301, i64 8
  %305 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %306 = icmp eq i8 %305, 0
  br i1 %306, label %310, label %307

307:                                              ; preds = %303
  %308 = load i32, ptr %304, align 4, !tbaa !32
  %309 = add nsw i32 %308, 1
  store i32 %309, ptr %304, align 4, !tbaa !32
  br label %312

310:                                              ; preds = %303
  %311 = atomicrmw volatile add ptr %304, i32 1 acq_rel, align 4
  br label %312

312:                                              ; preds = %310, %307, %296
  %313 = getelementptr inbounds i8, ptr %9, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %313, ptr noundef nonnull readonly align 8 dereferenceable(40) %225, i64 40, i1 false)
  %314 = getelementptr inbounds i8, ptr %9, i64 56
  %315 = load ptr, ptr %227, align 8, !tbaa !132
  store ptr %315, ptr %314, align 8, !tbaa !132
  %316 = getelementptr inbounds i8, ptr %9, i64 64
  %317 = load ptr, ptr %229, align 8, !tbaa !23
  store ptr %317, ptr %316, align 8, !tbaa !23
  %318 = icmp eq ptr %317, null
  br i1 %318, label %328, label %319

319:                                              ; preds = %312
  %320 = getelementptr inbounds i8, ptr %317, i64 8
  %321 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %322 = icmp eq i8 %321, 0
  br i1 %322, label %326, label %323

323:                                              ; preds = %319
  %324 = load i32, ptr %320, align 4, !tbaa !32
  %325 = add nsw i32 %324, 1
  store i32 %325, ptr %320, align 4, !tbaa !32
  br label %328

326:                                              ; preds = %319
  %327 = atomicrmw volatile add ptr %320, i32 1 acq_rel, align 4
  br label %328

328:                                              ; preds = %326, %323, %312
  %329 = getelementptr inbounds i8, ptr %9, i64 72
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %329, ptr noundef nonnull readonly align 8 dereferenceable(40) %243, i64 40, i1 false), !tbaa.struct !134
  %330 = getelementptr inbounds i8, ptr %9, i64 112
  %331 = load ptr, ptr %245, align 8, !tbaa !132
  store ptr %331, ptr %330, align 8, !tbaa !132
  %332 = getelementptr inbounds i8, ptr %9, i64 120
  %333 = load ptr, ptr %247, align 8, !tbaa !23
  store ptr %333, ptr %332, align 8, !tbaa !23
  %334 = icmp eq ptr %333, null
  br i1 %334, label %344, label %335

335:                                              ; preds = %328
  %336 = getelementptr inbounds i8, ptr %333, i64 8
  %337 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %338 = icmp eq i8 %337, 0
  br i1 %338, label %342, label %339

339:                                              ; preds = %335
  %340 = load i32, ptr %336, align 4, !tbaa !32
  %341 = add nsw i32 %340, 1
  store i32 %341, ptr %336, align 4, !tbaa !32
  br label %344

342:                                              ; preds = %335
  %343 = atomicrmw volatile add ptr %336, i32 1 acq_rel, align 4
  br label %344

344:                                              ; preds = %342, %339, %328
  %345 = getelementptr inbounds i8, ptr %9, i64 128
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %345, ptr noundef nonnull readonly align 8 dereferenceable(40) %261, i64 40, i1 false), !tbaa.struct !134
  %346 = getelementptr inbounds i8, ptr %9, i64 168
  %347 = load ptr, ptr %263, align 8, !tbaa !130
  store ptr %347, ptr %346, align 8, !tbaa !130
  %348 = getelementptr inbounds i8, ptr %9, i64 176
  %349 = load ptr, ptr %265, align 8, !tbaa !23
  store ptr %349, ptr %348, align 8, !tbaa !23
  %350 = icmp eq ptr %349, null
  br i1 %350, label %360, label %351

351:                                              ; preds = %344
  %352 = getelementptr inbounds i8, ptr %349, i64 8
  %353 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %354 = icmp eq i8 %353, 0
  br i1 %354, label %358, label %355

355:                                              ; preds = %351
  %356 = load i32, ptr %352, align 4, !tbaa !32
  %357 = add nsw i32 %356, 1
  store i32 %357, ptr %352, align 4, !tbaa !32
  br label %360

358:                                              ; preds = %351
  %359 = atomicrmw volatile add ptr %352, i32 1 acq_rel, align 4
  br label %360

360:                                              ; preds = %358, %355, %344
  %361 = getelementptr inbounds i8, ptr %9, i64 184
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %361, ptr noundef nonnull readonly align 8 dereferenceable(40) %279, i64 40, i1 false)
  %362 = getelementptr inbounds i8, ptr %9, i64 224
  %363 = load ptr, ptr %281, align 8, !tbaa !130
  store ptr %363, ptr %362, align 8, !tbaa !130
  %364 = getelementptr inbounds i8, ptr %9, i64 232
  %365 = load ptr, ptr %283, align 8, !tbaa !23
  store ptr %365, ptr %364, align 8, !tbaa !23
  %366 = icmp eq ptr %365, null
  br i1 %366, label %376, label %367

367:                                              ; preds = %360
  %368 = getelementptr inbounds i8, ptr %365, i64 8
  %369 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %370 = icmp eq i8 %369, 0
  br i1 %370, label %374, label %371

371:                                              ; preds = %367
  %372 = load i32, ptr %368, align 4, !tbaa !32
  %373 = add nsw i32 %372, 1
  store i32 %373, ptr %368, align 4, !tbaa !32
  br label %376

374:                                              ; preds = %367
  %375 = atomicrmw volatile add ptr %368, i32 1 acq_rel, align 4
  br label %376

376:                                              ; preds = %374, %371, %360
  %377 = getelementptr inbounds i8, ptr %9, i64 240
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %377, ptr noundef nonnull readonly align 8 dereferenceable(40) %297, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 280, ptr nonnull %8)
  %378 = load ptr, ptr %9, align 8, !tbaa !130
  store ptr %378, ptr %8, align 8, !tbaa !130
  %379 = getelementptr inbounds i8, ptr %8, i64 8
  %380 = load ptr, ptr %300, align 8, !tbaa !23
  store ptr %380, ptr %379, align 8, !tbaa !23
  %381 = icmp eq ptr %380, null
  br i1 %381, label %391, label %382

382:                                              ; preds = %376
  %383 = getelementptr inbounds i8, ptr %380, i64 8
  %384 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %385 = icmp eq i8 %384, 0
  br i1 %385, label %389, label %386

386:                                              ; preds = %382
  %387 = load i32, ptr %383, align 4, !tbaa !32
  %388 = add nsw i32 %387, 1
  store i32 %388, ptr %383, align 4, !tbaa !32
  br label %391

389:                                              ; preds = %382
  %390 = atomicrmw volatile add ptr %383, i32 1 acq_rel, align 4
  br label %391

391:                                              ; preds = %389, %386, %376
  %392 = getelementptr inbounds i8, ptr %8, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %392, ptr noundef nonnull readonly align 8 dereferenceable(40) %313, i64 40, i1 false)
  %393 = getelementptr inbounds i8, ptr %8, i64 56
  %394 = load ptr, ptr %314, align 8, !tbaa !132
  store ptr %394, ptr %393, align 8, !tbaa !132
  %395 = getelementptr inbounds i8, ptr %8, i64 64
  %396 = load ptr, ptr %316, align 8, !tbaa !23
  store ptr %396, ptr %395, align 8, !tbaa !23
  %397 = icmp eq ptr %396, null
  br i1 %397, label %407, label %398

398:                                              ; preds = %391
  %399 = getelementptr inbounds i8, ptr %396, i64 8
  %400 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %401 = icmp eq i8 %400, 0
  br i1 %401, label %405, label %402

402:                                              ; preds = %398
  %403 = load i32, ptr %399, align 4, !tbaa !32
  %404 = add nsw i32 %403, 1
  store i32 %404, ptr %399, align 4, !tbaa !32
  br label %407

405:                                              ; preds = %398
  %406 = atomicrmw volatile add ptr %399, i32 1 acq_rel, align 4
  br label %407

407:                                              ; preds = %405, %402, %391
  %408 = getelementptr inbounds i8, ptr %8, i64 72
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %408, ptr noundef nonnull readonly align 8 dereferenceable(40) %329, i64 40, i1 false), !tbaa.struct !134
  %409 = getelementptr inbounds i8, ptr %8, i64 112
  %410 = load ptr, ptr %330, align 8, !tbaa !132
  store ptr %410, ptr %409, align 8, !tbaa !132
  %411 = getelementptr inbounds i8, ptr %8, i64 120
  %412 = load ptr, ptr %332, align 8, !tbaa !23
  store ptr %412, ptr %411, align 8, !tbaa !23
  %413 = icmp eq ptr %412, null
  br i1 %413, label %423, label %414

414:                                              ; preds = %407
  %415 = getelementptr inbounds i8, ptr %412, i64 8
  %416 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %417 = icmp eq i8 %416, 0
  br i1 %417, label %421, label %418

418:                                              ; preds = %414
  %419 = load i32, ptr %415, align 4, !tbaa !32
  %420 = add nsw i32 %419, 1
  store i32 %420, ptr %415, align 4, !tbaa !32
  br label %423

421:                                              ; preds = %414
  %422 = atomicrmw volatile add ptr %415, i32 1 acq_rel, align 4
  br label %423

423:                                              ; preds = %421, %418, %407
  %424 = getelementptr inbounds i8, ptr %8, i64 128
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %424, ptr noundef nonnull readonly align 8 dereferenceable(40) %345, i64 40, i1 false), !tbaa.struct !134
  %425 = getelementptr inbounds i8, ptr %8, i64 168
  %426 = load ptr, ptr %346, align 8, !tbaa !130
  store ptr %426, ptr %425, align 8, !tbaa !130
  %427 = getelementptr inbounds i8, ptr %8, i64 176
  %428 = load ptr, ptr %348, align 8, !tbaa !23
  store ptr %428, ptr %427, align 8, !tbaa !23
  %429 = icmp eq ptr %428, null
  br i1 %429, label %439, label %430

430:                                              ; preds = %423
  %431 = getelementptr inbounds i8, ptr %428, i64 8
  %432 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %433 = icmp eq i8 %432, 0
  br i1 %433, label %437, label %434

434:                                              ; preds = %430
  %435 = load i32, ptr %431, align 4, !tbaa !32
  %436 = add nsw i32 %435, 1
  store i32 %436, ptr %431, align 4, !tbaa !32
  br label %439

437:                                              ; preds = %430
  %438 = atomicrmw volatile add ptr %431, i32 1 acq_rel, align 4
  br label %439

439:                                              ; preds = %437, %434, %423
  %440 = getelementptr inbounds i8, ptr %8, i64 184
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %440, ptr noundef nonnull readonly align 8 dereferenceable(40) %361, i64 40, i1 false)
  %441 = getelementptr inbounds i8, ptr %8, i64 224
  %442 = load ptr, ptr %362, align 8, !tbaa !130
  store ptr %442, ptr %441, align 8, !tbaa !130
  %443 = getelementptr inbounds i8, ptr %8, i64 232
  %444 = load ptr, ptr %364, align 8, !tbaa !23
  store ptr %444, ptr %443, align 8, !tbaa !23
  %445 = icmp eq ptr %444, null
  br i1 %445, label %455, label %446

446:                                              ; preds = %439
  %447 = getelementptr inbounds i8, ptr %444, i64 8
  %448 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %449 = icmp eq i8 %448, 0
  br i1 %449, label %453, label %450

450:                                              ; preds = %446
  %451 = load i32, ptr %447, align 4, !tbaa !32
  %452 = add nsw i32 %451, 1
  store i32 %452, ptr %447, align 4, !tbaa !32
  br label %455

453:                                              ; preds = %446
  %454 = atomicrmw volatile add ptr %447, i32 1 acq_rel, align 4
  br label %455

455:                                              ; preds = %453, %450, %439
  %456 = getelementptr inbounds i8, ptr %8, i64 240
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %456, ptr noundef nonnull readonly align 8 dereferenceable(40) %377, i64 40, i1 false)
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_7nd_itemILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(280) %8) #27
  call void @llvm.lifetime.end.p0(i64 280, ptr nonnull %8)
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_7nd_itemILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(280) %9) #27
  call void @llvm.lifetime.end.p0(i64 280, ptr nonnull %9)
  %457 = invoke noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %458 unwind label %916

458:                                              ; preds = %455
  %459 = icmp eq i32 %457, 0
  br i1 %459, label %469, label %460

460:                                              ; preds = %458
  %461 = call ptr @__cxa_allocate_exception(i64 64) #27
  %462 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #27
  %463 = extractvalue { i32, ptr } %462, 0
  %464 = extractvalue { i32, ptr } %462, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %461, i32 %463, ptr %464, ptr noundef nonnull @.str.18)
          to label %465 unwind label %467

465:                                              ; preds = %460
  invoke void @__cxa_throw(ptr nonnull %461, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #30
          to label %466 unwind label %916

466:                                              ; preds = %465
  unreachable

467:                                              ; preds = %460
  %468 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %461) #27
  br label %918

469:                                              ; preds = %458
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.19)
          to label %470 unwind label %916

470:                                              ; preds = %469
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7)
  %471 = getelementptr inbounds i8, ptr %5, i64 8
  %472 = getelementptr inbounds i8, ptr %5, i64 16
  store i64 0, ptr %472, align 8, !alias.scope !135
  store i64 64, ptr %5, align 8, !tbaa !36, !alias.scope !135
  store i64 32, ptr %471, align 8, !tbaa !36, !alias.scope !135
  %473 = getelementptr inbounds i8, ptr %6, i64 8
  %474 = getelementptr inbounds i8, ptr %6, i64 16
  store i64 0, ptr %474, align 8, !alias.scope !138
  store i64 16, ptr %6, align 8, !tbaa !36, !alias.scope !138
  store i64 16, ptr %473, align 8, !tbaa !36, !alias.scope !138
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %7, i8 0, i64 24, i1 false)
  invoke void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEES3_NS0_2idILi3EEEi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range.99") align 8 %5, ptr noundef nonnull byval(%"class.sycl::_V1::range.99") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::id.97") align 8 %7, i32 noundef 2)
          to label %475 unwind label %916

475:                                              ; preds = %470
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7)
  invoke void @_ZN4sycl3_V17handler22setKernelIsCooperativeEb(ptr noundef nonnull align 8 dereferenceable(216) %1, i1 noundef zeroext false)
          to label %476 unwind label %916

476:                                              ; preds = %475
  %477 = load ptr, ptr %27, align 8, !tbaa !130
  store ptr %477, ptr %10, align 8, !tbaa !130
  %478 = getelementptr inbounds i8, ptr %10, i64 8
  %479 = load ptr, ptr %211, align 8, !tbaa !23
  store ptr %479, ptr %478, align 8, !tbaa !23
  %480 = icmp eq ptr %479, null
  br i1 %480, label %490, label %481

481:                                              ; preds = %476
  %482 = getelementptr inbounds i8, ptr %479, i64 8
  %483 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %484 = icmp eq i8 %483, 0
  br i1 %484, label %488, label %485

485:                                              ; preds = %481
  %486 = load i32, ptr %482, align 4, !tbaa !32
  %487 = add nsw i32 %486, 1
  store i32 %487, ptr %482, align 4, !tbaa !32
  br label %490

488:                                              ; preds = %481
  %489 = atomicrmw volatile add ptr %482, i32 1 acq_rel, align 4
  br label %490

490:                                              ; preds = %488, %485, %476
  %491 = getelementptr inbounds i8, ptr %10, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %491, ptr noundef nonnull readonly align 8 dereferenceable(40) %225, i64 40, i1 false)
  %492 = getelementptr inbounds i8, ptr %10, i64 56
  %493 = load ptr, ptr %227, align 8, !tbaa !132
  store ptr %493, ptr %492, align 8, !tbaa !132
  %494 = getelementptr inbounds i8, ptr %10, i64 64
  %495 = load ptr, ptr %229, align 8, !tbaa !23
  store ptr %495, ptr %494, align 8, !tbaa !23
  %496 = icmp eq ptr %495, null
  br i1 %496, label %506, label %497

497:                                              ; preds = %490
  %498 = getelementptr inbounds i8, ptr %495, i64 8
  %499 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %500 = icmp eq i8 %499, 0
  br i1 %500, label %504, label %501

501:                                              ; preds = %497
  %502 = load i32, ptr %498, align 4, !tbaa !32
  %503 = add nsw i32 %502, 1
  store i32 %503, ptr %498, align 4, !tbaa !32
  br label %506

504:                                              ; preds = %497
  %505 = atomicrmw volatile add ptr %498, i32 1 acq_rel, align 4
  br label %506

506:                                              ; preds = %504, %501, %490
  %507 = getelementptr inbounds i8, ptr %10, i64 72
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %507, ptr noundef nonnull readonly align 8 dereferenceable(40) %243, i64 40, i1 false), !tbaa.struct !134
  %508 = getelementptr inbounds i8, ptr %10, i64 112
  %509 = load ptr, ptr %245, align 8, !tbaa !132
  store ptr %509, ptr %508, align 8, !tbaa !132
  %510 = getelementptr inbounds i8, ptr %10, i64 120
  %511 = load ptr, ptr %247, align 8, !tbaa !23
  store ptr %511, ptr %510, align 8, !tbaa !23
  %512 = icmp eq ptr %511, null
  br i1 %512, label %522, label %513

513:                                              ; preds = %506
  %514 = getelementptr inbounds i8, ptr %511, i64 8
  %515 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %516 = icmp eq i8 %515, 0
  br i1 %516, label %520, label %517

517:                                              ; preds = %513
  %518 = load i32, ptr %514, align 4, !tbaa !32
  %519 = add nsw i32 %518, 1
  store i32 %519, ptr %514, align 4, !tbaa !32
  br label %522

520:                                              ; preds = %513
  %521 = atomicrmw volatile add ptr %514, i32 1 acq_rel, align 4
  br label %522

522:                                              ; preds = %520, %517, %506
  %523 = getelementptr inbounds i8, ptr %10, i64 128
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %523, ptr noundef nonnull readonly align 8 dereferenceable(40) %261, i64 40, i1 false), !tbaa.struct !134
  %524 = getelementptr inbounds i8, ptr %10, i64 168
  %525 = load ptr, ptr %263, align 8, !tbaa !130
  store ptr %525, ptr %524, align 8, !tbaa !130
  %526 = getelementptr inbounds i8, ptr %10, i64 176
  %527 = load ptr, ptr %265, align 8, !tbaa !23
  store ptr %527, ptr %526, align 8, !tbaa !23
  %528 = icmp eq ptr %527, null
  br i1 %528, label %538, label %529

529:                                              ; preds = %522
  %530 = getelementptr inbounds i8, ptr %527, i64 8
  %531 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %532 = icmp eq i8 %531, 0
  br i1 %532, label %536, label %533

533:                                              ; preds = %529
  %534 = load i32, ptr %530, align 4, !tbaa !32
  %535 = add nsw i32 %534, 1
  store i32 %535, ptr %530, align 4, !tbaa !32
  br label %538

536:                                              ; preds = %529
  %537 = atomicrmw volatile add ptr %530, i32 1 acq_rel, align 4
  br label %538

538:                                              ; preds = %536, %533, %522
  %539 = getelementptr inbounds i8, ptr %10, i64 184
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %539, ptr noundef nonnull readonly align 8 dereferenceable(40) %279, i64 40, i1 false)
  %540 = getelementptr inbounds i8, ptr %10, i64 224
  %541 = load ptr, ptr %281, align 8, !tbaa !130
  store ptr %541, ptr %540, align 8, !tbaa !130
  %542 = getelementptr inbounds i8, ptr %10, i64 232
  %543 = load ptr, ptr %283, align 8, !tbaa !23
  store ptr %543, ptr %542, align 8, !tbaa !23
  %544 = icmp eq ptr %543, null
  br i1 %544, label %554, label %545

545:                                              ; preds = %538
  %546 = getelementptr inbounds i8, ptr %543, i64 8
  %547 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %548 = icmp eq i8 %547, 0
  br i1 %548, label %552, label %549

549:                                              ; preds = %545
  %550 = load i32, ptr %546, align 4, !tbaa !32
  %551 = add nsw i32 %550, 1
  store i32 %551, ptr %546, align 4, !tbaa !32
  br label %554

552:                                              ; preds = %545
  %553 = atomicrmw volatile add ptr %546, i32 1 acq_rel, align 4
  br label %554

554:                                              ; preds = %552, %549, %538
  %555 = getelementptr inbounds i8, ptr %10, i64 240
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %555, ptr noundef nonnull readonly align 8 dereferenceable(40) %297, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 280, ptr nonnull %3)
  %556 = invoke noalias noundef nonnull dereferenceable(288) ptr @_Znwm(i64 noundef 288) #26
          to label %557 unwind label %760

557:                                              ; preds = %554
  %558 = load ptr, ptr %10, align 8, !tbaa !130, !noalias !141
  store ptr %558, ptr %3, align 8, !tbaa !130, !noalias !141
  %559 = getelementptr inbounds i8, ptr %3, i64 8
  %560 = load ptr, ptr %478, align 8, !tbaa !23, !noalias !141
  store ptr %560, ptr %559, align 8, !tbaa !23, !noalias !141
  %561 = icmp eq ptr %560, null
  br i1 %561, label %571, label %562

562:                                              ; preds = %557
  %563 = getelementptr inbounds i8, ptr %560, i64 8
  %564 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !141
  %565 = icmp eq i8 %564, 0
  br i1 %565, label %569, label %566

566:                                              ; preds = %562
  %567 = load i32, ptr %563, align 4, !tbaa !32, !noalias !141
  %568 = add nsw i32 %567, 1
  store i32 %568, ptr %563, align 4, !tbaa !32, !noalias !141
  br label %571

569:                                              ; preds = %562
  %570 = atomicrmw volatile add ptr %563, i32 1 acq_rel, align 4, !noalias !141
  br label %571

571:                                              ; preds = %569, %566, %557
  %572 = getelementptr inbounds i8, ptr %3, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %572, ptr noundef nonnull readonly align 8 dereferenceable(40) %491, i64 40, i1 false), !noalias !141
  %573 = getelementptr inbounds i8, ptr %3, i64 56
  %574 = load ptr, ptr %492, align 8, !tbaa !132, !noalias !141
  store ptr %574, ptr %573, align 8, !tbaa !132, !noalias !141
  %575 = getelementptr inbounds i8, ptr %3, i64 64
  %576 = load ptr, ptr %494, align 8, !tbaa !23, !noalias !141
  store ptr %576, ptr %575, align 8, !tbaa !23, !noalias !141
  %577 = icmp eq ptr %576, null
  br i1 %577, label %587, label %578

578:                                              ; preds = %571
  %579 = getelementptr inbounds i8, ptr %576, i64 8
  %580 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !141
  %581 = icmp eq i8 %580, 0
  br i1 %581, label %585, label %582

582:                                              ; preds = %578
  %583 = load i32, ptr %579, align 4, !tbaa !32, !noalias !141
  %584 = add nsw i32 %583, 1
  store i32 %584, ptr %579, align 4, !tbaa !32, !noalias !141
  br label %587

585:                                              ; preds = %578
  %586 = atomicrmw volatile add ptr %579, i32 1 acq_rel, align 4, !noalias !141
  br label %587

587:                                              ; preds = %585, %582, %571
  %588 = getelementptr inbounds i8, ptr %3, i64 72
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %588, ptr noundef nonnull readonly align 8 dereferenceable(40) %507, i64 40, i1 false), !tbaa.struct !134, !noalias !141
  %589 = getelementptr inbounds i8, ptr %3, i64 112
  %590 = load ptr, ptr %508, align 8, !tbaa !132, !noalias !141
  store ptr %590, ptr %589, align 8, !tbaa !132, !noalias !141
  %591 = getelementptr inbounds i8, ptr %3, i64 120
  %592 = load ptr, ptr %510, align 8, !tbaa !23, !noalias !141
  store ptr %592, ptr %591, align 8, !tbaa !23, !noalias !141
  %593 = icmp eq ptr %592, null
  br i1 %593, label %603, label %594

594:                                              ; preds = %587
  %595 = getelementptr inbounds i8, ptr %592, i64 8
  %596 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !141
  %597 = icmp eq i8 %596, 0
  br i1 %597, label %601, label %598

598:                                              ; preds = %594
  %599 = load i32, ptr %595, align 4, !tbaa !32, !noalias !141
  %600 = add nsw i32 %599, 1
  store i32 %600, ptr %595, align 4, !tbaa !32, !noalias !141
  br label %603

601:                                              ; preds = %594
  %602 = atomicrmw volatile add ptr %595, i32 1 acq_rel, align 4, !noalias !141
  br label %603

603:                                              ; preds = %601, %598, %587
  %604 = getelementptr inbounds i8, ptr %3, i64 128
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %604, ptr noundef nonnull readonly align 8 dereferenceable(40) %523, i64 40, i1 false), !tbaa.struct !134, !noalias !141
  %605 = getelementptr inbounds i8, ptr %3, i64 168
  %606 = load ptr, ptr %524, align 8, !tbaa !130, !noalias !141
  store ptr %606, ptr %605, align 8, !tbaa !130, !noalias !141
  %607 = getelementptr inbounds i8, ptr %3, i64 176
  %608 = load ptr, ptr %526, align 8, !tbaa !23, !noalias !141
  store ptr %608, ptr %607, align 8, !tbaa !23, !noalias !141
  %609 = icmp eq ptr %608, null
  br i1 %609, label %619, label %610

610:                                              ; preds = %603
  %611 = getelementptr inbounds i8, ptr %608, i64 8
  %612 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !141
  %613 = icmp eq i8 %612, 0
  br i1 %613, label %617, label %614

614:                                              ; preds = %610
  %615 = load i32, ptr %611, align 4, !tbaa !32, !noalias !141
  %616 = add nsw i32 %615, 1
  store i32 %616, ptr %611, align 4, !tbaa !32, !noalias !141
  br label %619

617:                                              ; preds = %610
  %618 = atomicrmw volatile add ptr %611, i32 1 acq_rel, align 4, !noalias !141
  br label %619

619:                                              ; preds = %617, %614, %603
  %620 = getelementptr inbounds i8, ptr %3, i64 184
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %620, ptr noundef nonnull readonly align 8 dereferenceable(40) %539, i64 40, i1 false), !noalias !141
  %621 = getelementptr inbounds i8, ptr %3, i64 224
  %622 = load ptr, ptr %540, align 8, !tbaa !130, !noalias !141
  store ptr %622, ptr %621, align 8, !tbaa !130, !noalias !141
  %623 = getelementptr inbounds i8, ptr %3, i64 232
  %624 = load ptr, ptr %542, align 8, !tbaa !23, !noalias !141
  store ptr %624, ptr %623, align 8, !tbaa !23, !noalias !141
  %625 = icmp eq ptr %624, null
  br i1 %625, label %635, label %626

626:                                              ; preds = %619
  %627 = getelementptr inbounds i8, ptr %624, i64 8
  %628 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !141
  %629 = icmp eq i8 %628, 0
  br i1 %629, label %633, label %630

630:                                              ; preds = %626
  %631 = load i32, ptr %627, align 4, !tbaa !32, !noalias !141
  %632 = add nsw i32 %631, 1
  store i32 %632, ptr %627, align 4, !tbaa !32, !noalias !141
  br label %635

633:                                              ; preds = %626
  %634 = atomicrmw volatile add ptr %627, i32 1 acq_rel, align 4, !noalias !141
  br label %635

635:                                              ; preds = %633, %630, %619
  %636 = getelementptr inbounds i8, ptr %3, i64 240
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %636, ptr noundef nonnull readonly align 8 dereferenceable(40) %555, i64 40, i1 false), !noalias !141
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EEE, i64 16), ptr %556, align 8, !tbaa !29, !noalias !141
  %637 = getelementptr inbounds i8, ptr %556, i64 8
  %638 = load ptr, ptr %3, align 8, !tbaa !130, !noalias !141
  store ptr %638, ptr %637, align 8, !tbaa !130, !noalias !141
  %639 = getelementptr inbounds i8, ptr %556, i64 16
  %640 = load ptr, ptr %559, align 8, !tbaa !23, !noalias !141
  store ptr %640, ptr %639, align 8, !tbaa !23, !noalias !141
  %641 = icmp eq ptr %640, null
  br i1 %641, label %651, label %642

642:                                              ; preds = %635
  %643 = getelementptr inbounds i8, ptr %640, i64 8
  %644 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !141
  %645 = icmp eq i8 %644, 0
  br i1 %645, label %649, label %646

646:                                              ; preds = %642
  %647 = load i32, ptr %643, align 4, !tbaa !32, !noalias !141
  %648 = add nsw i32 %647, 1
  store i32 %648, ptr %643, align 4, !tbaa !32, !noalias !141
  br label %651

649:                                              ; preds = %642
  %650 = atomicrmw volatile add ptr %643, i32 1 acq_rel, align 4, !noalias !141
  br label %651

651:                                              ; preds = %649, %646, %635
  %652 = getelementptr inbounds i8, ptr %556, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %652, ptr noundef nonnull readonly align 8 dereferenceable(40) %572, i64 40, i1 false), !noalias !141
  %653 = getelementptr inbounds i8, ptr %556, i64 64
  %654 = load ptr, ptr %573, align 8, !tbaa !132, !noalias !141
  store ptr %654, ptr %653, align 8, !tbaa !132, !noalias !141
  %655 = getelementptr inbounds i8, ptr %556, i64 72
  %656 = load ptr, ptr %575, align 8, !tbaa !23, !noalias !141
  store ptr %656, ptr %655, align 8, !tbaa !23, !noalias !141
  %657 = icmp eq ptr %656, null
  br i1 %657, label %667, label %658

658:                                              ; preds = %651
  %659 = getelementptr inbounds i8, ptr %656, i64 8
  %660 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !141
  %661 = icmp eq i8 %660, 0
  br i1 %661, label %665, label %662

662:                                              ; preds = %658
  %663 = load i32, ptr %659, align 4, !tbaa !32, !noalias !141
  %664 = add nsw i32 %663, 1
  store i32 %664, ptr %659, align 4, !tbaa !32, !noalias !141
  br label %667

665:                                              ; preds = %658
  %666 = atomicrmw volatile add ptr %659, i32 1 acq_rel, align 4, !noalias !141
  br label %667

667:                                              ; preds = %665, %662, %651
  %668 = getelementptr inbounds i8, ptr %556, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %668, ptr noundef nonnull readonly align 8 dereferenceable(40) %588, i64 40, i1 false), !tbaa.struct !134, !noalias !141
  %669 = getelementptr inbounds i8, ptr %556, i64 120
  %670 = load ptr, ptr %589, align 8, !tbaa !132, !noalias !141
  store ptr %670, ptr %669, align 8, !tbaa !132, !noalias !141
  %671 = getelementptr inbounds i8, ptr %556, i64 128
  %672 = load ptr, ptr %591, align 8, !tbaa !23, !noalias !141
  store ptr %672, ptr %671, align 8, !tbaa !23, !noalias !141
  %673 = icmp eq ptr %672, null
  br i1 %673, label %683, label %674

674:                                              ; preds = %667
  %675 = getelementptr inbounds i8, ptr %672, i64 8
  %676 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !141
  %677 = icmp eq i8 %676, 0
  br i1 %677, label %681, label %678

678:                                              ; preds = %674
  %679 = load i32, ptr %675, align 4, !tbaa !32, !noalias !141
  %680 = add nsw i32 %679, 1
  store i32 %680, ptr %675, align 4, !tbaa !32, !noalias !141
  br label %683

681:                                              ; preds = %674
  %682 = atomicrmw volatile add ptr %675, i32 1 acq_rel, align 4, !noalias !141
  br label %683

683:                                              ; preds = %681, %678, %667
  %684 = getelementptr inbounds i8, ptr %556, i64 136
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %684, ptr noundef nonnull readonly align 8 dereferenceable(40) %604, i64 40, i1 false), !tbaa.struct !134, !noalias !141
  %685 = getelementptr inbounds i8, ptr %556, i64 176
  %686 = load ptr, ptr %605, align 8, !tbaa !130, !noalias !141
  store ptr %686, ptr %685, align 8, !tbaa !130, !noalias !141
  %687 = getelementptr inbounds i8, ptr %556, i64 184
  %688 = load ptr, ptr %607, align 8, !tbaa !23, !noalias !141
  store ptr %688, ptr %687, align 8, !tbaa !23, !noalias !141
  %689 = icmp eq ptr %688, null
  br i1 %689, label %699, label %690

690:                                              ; preds = %683
  %691 = getelementptr inbounds i8, ptr %688, i64 8
  %692 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !141
  %693 = icmp eq i8 %692, 0
  br i1 %693, label %697, label %694

694:                                              ; preds = %690
  %695 = load i32, ptr %691, align 4, !tbaa !32, !noalias !141
  %696 = add nsw i32 %695, 1
  store i32 %696, ptr %691, align 4, !tbaa !32, !noalias !141
  br label %699

697:                                              ; preds = %690
  %698 = atomicrmw volatile add ptr %691, i32 1 acq_rel, align 4, !noalias !141
  br label %699

699:                                              ; preds = %697, %694, %683
  %700 = getelementptr inbounds i8, ptr %556, i64 192
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %700, ptr noundef nonnull readonly align 8 dereferenceable(40) %620, i64 40, i1 false), !noalias !141
  %701 = getelementptr inbounds i8, ptr %556, i64 232
  %702 = load ptr, ptr %621, align 8, !tbaa !130, !noalias !141
  store ptr %702, ptr %701, align 8, !tbaa !130, !noalias !141
  %703 = getelementptr inbounds i8, ptr %556, i64 240
  %704 = load ptr, ptr %623, align 8, !tbaa !23, !noalias !141
  store ptr %704, ptr %703, align 8, !tbaa !23, !noalias !141
  %705 = icmp eq ptr %704, null
  br i1 %705, label %715, label %706

706:                                              ; preds = %699
  %707 = getelementptr inbounds i8, ptr %704, i64 8
  %708 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !141
  %709 = icmp eq i8 %708, 0
  br i1 %709, label %713, label %710

710:                                              ; preds = %706
  %711 = load i32, ptr %707, align 4, !tbaa !32, !noalias !141
  %712 = add nsw i32 %711, 1
  store i32 %712, ptr %707, align 4, !tbaa !32, !noalias !141
  br label %715

713:                                              ; preds = %706
  %714 = atomicrmw volatile add ptr %707, i32 1 acq_rel, align 4, !noalias !141
  br label %715

715:                                              ; preds = %713, %710, %699
  %716 = getelementptr inbounds i8, ptr %556, i64 248
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %716, ptr noundef nonnull readonly align 8 dereferenceable(40) %636, i64 40, i1 false), !noalias !141
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_7nd_itemILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(280) %3) #27, !noalias !141
  call void @llvm.lifetime.end.p0(i64 280, ptr nonnull %3)
  %717 = getelementptr inbounds i8, ptr %1, i64 152
  %718 = load ptr, ptr %717, align 8, !tbaa !14
  store ptr %556, ptr %717, align 8, !tbaa !14
  %719 = icmp eq ptr %718, null
  br i1 %719, label %724, label %720

720:                                              ; preds = %715
  %721 = load ptr, ptr %718, align 8, !tbaa !29
  %722 = getelementptr inbounds i8, ptr %721, i64 16
  %723 = load ptr, ptr %722, align 8
  call void %723(ptr noundef nonnull align 8 dereferenceable(8) %718) #27
  br label %724

724:                                              ; preds = %720, %715
  invoke void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %725 unwind label %760

725:                                              ; preds = %724
  %726 = load ptr, ptr %717, align 8, !tbaa !14
  %727 = load ptr, ptr %726, align 8, !tbaa !29
  %728 = load ptr, ptr %727, align 8
  %729 = invoke noundef ptr %728(ptr noundef nonnull align 8 dereferenceable(8) %726)
          to label %730 unwind label %760

730:                                              ; preds = %725
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #27
  invoke void @_ZN4sycl3_V16detail19getKernelParamDescsI9TiledGemmEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind nonnull writable sret(%"class.std::vector.110") align 8 %4)
          to label %731 unwind label %760

731:                                              ; preds = %730
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %729, ptr noundef nonnull align 8 dereferenceable(24) %4, i1 noundef zeroext false)
          to label %732 unwind label %749

732:                                              ; preds = %731
  %733 = load ptr, ptr %4, align 8, !tbaa !144
  %734 = icmp eq ptr %733, null
  br i1 %734, label %741, label %735

735:                                              ; preds = %732
  %736 = getelementptr inbounds i8, ptr %4, i64 16
  %737 = load ptr, ptr %736, align 8, !tbaa !146
  %738 = ptrtoint ptr %737 to i64
  %739 = ptrtoint ptr %733 to i64
  %740 = sub i64 %738, %739
  call void @_ZdlPvm(ptr noundef nonnull %733, i64 noundef %740) #29
  br label %741

741:                                              ; preds = %735, %732
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #27
  %742 = invoke noalias noundef nonnull dereferenceable(15) ptr @_Znam(i64 noundef 15) #26
          to label %743 unwind label %760

743:                                              ; preds = %741
  %744 = getelementptr inbounds i8, ptr %1, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(14) %742, ptr noundef nonnull align 1 dereferenceable(14) @.str.19, i64 14, i1 false)
  %745 = getelementptr inbounds i8, ptr %742, i64 14
  store i8 0, ptr %745, align 1, !tbaa !31
  %746 = load ptr, ptr %744, align 8, !tbaa !14
  store ptr %742, ptr %744, align 8, !tbaa !14
  %747 = icmp eq ptr %746, null
  br i1 %747, label %764, label %748

748:                                              ; preds = %743
  call void @_ZdaPv(ptr noundef nonnull %746) #29
  br label %764

749:                                              ; preds = %731
  %750 = landingpad { ptr, i32 }
          cleanup
  %751 = load ptr, ptr %4, align 8, !tbaa !144
  %752 = icmp eq ptr %751, null
  br i1 %752, label %759, label %753

753:                                              ; preds = %749
  %754 = getelementptr inbounds i8, ptr %4, i64 16
  %755 = load ptr, ptr %754, align 8, !tbaa !146
  %756 = ptrtoint ptr %755 to i64
  %757 = ptrtoint ptr %751 to i64
  %758 = sub i64 %756, %757
  call void @_ZdlPvm(ptr noundef nonnull %751, i64 noundef %758) #29
  br label %759

759:                                              ; preds = %753, %749
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #27
  br label %762

760:                                              ; preds = %741, %730, %725, %724, %554
  %761 = landingpad { ptr, i32 }
          cleanup
  br label %762

762:                                              ; preds = %760, %759
  %763 = phi { ptr, i32 } [ %761, %760 ], [ %750, %759 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_7nd_itemILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(280) %10) #27
  br label %918

764:                                              ; preds = %748, %743
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_7nd_itemILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(280) %10) #27
  invoke void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef 1)
          to label %765 unwind label %916

765:                                              ; preds = %764
  call void @llvm.lifetime.end.p0(i64 280, ptr nonnull %10)
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_7nd_itemILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(280) %27) #27
  call void @llvm.lifetime.end.p0(i64 280, ptr nonnull %27) #27
  %766 = load ptr, ptr %248, align 8, !tbaa !23
  %767 = icmp eq ptr %766, null
  br i1 %767, label %792, label %768

768:                                              ; preds = %765
  %769 = getelementptr inbounds i8, ptr %766, i64 8
  %770 = load atomic i64, ptr %769 acquire, align 8
  %771 = icmp eq i64 %770, 4294967297
  %772 = trunc i64 %770 to i32
  br i1 %771, label %773, label %781

773:                                              ; preds = %768
  store i32 0, ptr %769, align 8, !tbaa !25
  %774 = getelementptr inbounds i8, ptr %766, i64 12
  store i32 0, ptr %774, align 4, !tbaa !28
  %775 = load ptr, ptr %766, align 8, !tbaa !29
  %776 = getelementptr inbounds i8, ptr %775, i64 16
  %777 = load ptr, ptr %776, align 8
  call void %777(ptr noundef nonnull align 8 dereferenceable(16) %766) #27
  %778 = load ptr, ptr %766, align 8, !tbaa !29
  %779 = getelementptr inbounds i8, ptr %778, i64 24
  %780 = load ptr, ptr %779, align 8
  call void %780(ptr noundef nonnull align 8 dereferenceable(16) %766) #27
  br label %792

781:                                              ; preds = %768
  %782 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %783 = icmp eq i8 %782, 0
  br i1 %783, label %786, label %784

784:                                              ; preds = %781
  %785 = add nsw i32 %772, -1
  store i32 %785, ptr %769, align 4, !tbaa !32
  br label %788

786:                                              ; preds = %781
  %787 = atomicrmw volatile add ptr %769, i32 -1 acq_rel, align 4
  br label %788

788:                                              ; preds = %786, %784
  %789 = phi i32 [ %772, %784 ], [ %787, %786 ]
  %790 = icmp eq i32 %789, 1
  br i1 %790, label %791, label %792, !prof !33

791:                                              ; preds = %788
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %766) #27
  br label %792

792:                                              ; preds = %791, %788, %773, %765
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %26) #27
  %793 = load ptr, ptr %230, align 8, !tbaa !23
  %794 = icmp eq ptr %793, null
  br i1 %794, label %819, label %795

795:                                              ; preds = %792
  %796 = getelementptr inbounds i8, ptr %793, i64 8
  %797 = load atomic i64, ptr %796 acquire, align 8
  %798 = icmp eq i64 %797, 4294967297
  %799 = trunc i64 %797 to i32
  br i1 %798, label %800, label %808

800:                                              ; preds = %795
  store i32 0, ptr %796, align 8, !tbaa !25
  %801 = getelementptr inbounds i8, ptr %793, i64 12
  store i32 0, ptr %801, align 4, !tbaa !28
  %802 = load ptr, ptr %793, align 8, !tbaa !29
  %803 = getelementptr inbounds i8, ptr %802, i64 16
  %804 = load ptr, ptr %803, align 8
  call void %804(ptr noundef nonnull align 8 dereferenceable(16) %793) #27
  %805 = load ptr, ptr %793, align 8, !tbaa !29
  %806 = getelementptr inbounds i8, ptr %805, i64 24
  %807 = load ptr, ptr %806, align 8
  call void %807(ptr noundef nonnull align 8 dereferenceable(16) %793) #27
  br label %819

808:                                              ; preds = %795
  %809 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %810 = icmp eq i8 %809, 0
  br i1 %810, label %813, label %811

811:                                              ; preds = %808
  %812 = add nsw i32 %799, -1
  store i32 %812, ptr %796, align 4, !tbaa !32
  br label %815

813:                                              ; preds = %808
  %814 = atomicrmw volatile add ptr %796, i32 -1 acq_rel, align 4
  br label %815

815:                                              ; preds = %813, %811
  %816 = phi i32 [ %799, %811 ], [ %814, %813 ]
  %817 = icmp eq i32 %816, 1
  br i1 %817, label %818, label %819, !prof !33

818:                                              ; preds = %815
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %793) #27
  br label %819

819:                                              ; preds = %818, %815, %800, %792
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %25) #27
  %820 = load ptr, ptr %284, align 8, !tbaa !23
  %821 = icmp eq ptr %820, null
  br i1 %821, label %846, label %822

822:                                              ; preds = %819
  %823 = getelementptr inbounds i8, ptr %820, i64 8
  %824 = load atomic i64, ptr %823 acquire, align 8
  %825 = icmp eq i64 %824, 4294967297
  %826 = trunc i64 %824 to i32
  br i1 %825, label %827, label %835

827:                                              ; preds = %822
  store i32 0, ptr %823, align 8, !tbaa !25
  %828 = getelementptr inbounds i8, ptr %820, i64 12
  store i32 0, ptr %828, align 4, !tbaa !28
  %829 = load ptr, ptr %820, align 8, !tbaa !29
  %830 = getelementptr inbounds i8, ptr %829, i64 16
  %831 = load ptr, ptr %830, align 8
  call void %831(ptr noundef nonnull align 8 dereferenceable(16) %820) #27
  %832 = load ptr, ptr %820, align 8, !tbaa !29
  %833 = getelementptr inbounds i8, ptr %832, i64 24
  %834 = load ptr, ptr %833, align 8
  call void %834(ptr noundef nonnull align 8 dereferenceable(16) %820) #27
  br label %846

835:                                              ; preds = %822
  %836 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %837 = icmp eq i8 %836, 0
  br i1 %837, label %840, label %838

838:                                              ; preds = %835
  %839 = add nsw i32 %826, -1
  store i32 %839, ptr %823, align 4, !tbaa !32
  br label %842

840:                                              ; preds = %835
  %841 = atomicrmw volatile add ptr %823, i32 -1 acq_rel, align 4
  br label %842

842:                                              ; preds = %840, %838
  %843 = phi i32 [ %826, %838 ], [ %841, %840 ]
  %844 = icmp eq i32 %843, 1
  br i1 %844, label %845, label %846, !prof !33

845:                                              ; preds = %842
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %820) #27
  br label %846

846:                                              ; preds = %845, %842, %827, %819
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %23) #27
  %847 = load ptr, ptr %266, align 8, !tbaa !23
  %848 = icmp eq ptr %847, null
  br i1 %848, label %873, label %849

849:                                              ; preds = %846
  %850 = getelementptr inbounds i8, ptr %847, i64 8
  %851 = load atomic i64, ptr %850 acquire, align 8
  %852 = icmp eq i64 %851, 4294967297
  %853 = trunc i64 %851 to i32
  br i1 %852, label %854, label %862

854:                                              ; preds = %849
  store i32 0, ptr %850, align 8, !tbaa !25
  %855 = getelementptr inbounds i8, ptr %847, i64 12
  store i32 0, ptr %855, align 4, !tbaa !28
  %856 = load ptr, ptr %847, align 8, !tbaa !29
  %857 = getelementptr inbounds i8, ptr %856, i64 16
  %858 = load ptr, ptr %857, align 8
  call void %858(ptr noundef nonnull align 8 dereferenceable(16) %847) #27
  %859 = load ptr, ptr %847, align 8, !tbaa !29
  %860 = getelementptr inbounds i8, ptr %859, i64 24
  %861 = load ptr, ptr %860, align 8
  call void %861(ptr noundef nonnull align 8 dereferenceable(16) %847) #27
  br label %873

862:                                              ; preds = %849
  %863 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %864 = icmp eq i8 %863, 0
  br i1 %864, label %867, label %865

865:                                              ; preds = %862
  %866 = add nsw i32 %853, -1
  store i32 %866, ptr %850, align 4, !tbaa !32
  br label %869

867:                                              ; preds = %862
  %868 = atomicrmw volatile add ptr %850, i32 -1 acq_rel, align 4
  br label %869

869:                                              ; preds = %867, %865
  %870 = phi i32 [ %853, %865 ], [ %868, %867 ]
  %871 = icmp eq i32 %870, 1
  br i1 %871, label %872, label %873, !prof !33

872:                                              ; preds = %869
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %847) #27
  br label %873

873:                                              ; preds = %872, %869, %854, %846
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %21) #27
  %874 = load ptr, ptr %212, align 8, !tbaa !23
  %875 = icmp eq ptr %874, null
  br i1 %875, label %930, label %876

876:                                              ; preds = %873
  %877 = getelementptr inbounds i8, ptr %874, i64 8
  %878 = load atomic i64, ptr %877 acquire, align 8
  %879 = icmp eq i64 %878, 4294967297
  %880 = trunc i64 %878 to i32
  br i1 %879, label %881, label %889

881:                                              ; preds = %876
  store i32 0, ptr %877, align 8, !tbaa !25
  %882 = getelementptr inbounds i8, ptr %874, i64 12
  store i32 0, ptr %882, align 4, !tbaa !28
  %883 = load ptr, ptr %874, align 8, !tbaa !29
  %884 = getelementptr inbounds i8, ptr %883, i64 16
  %885 = load ptr, ptr %884, align 8
  call void %885(ptr noundef nonnull align 8 dereferenceable(16) %874) #27
  %886 = load ptr, ptr %874, align 8, !tbaa !29
  %887 = getelementptr inbounds i8, ptr %886, i64 24
  %888 = load ptr, ptr %887, align 8
  call void %888(ptr noundef nonnull align 8 dereferenceable(16) %874) #27
  br label %930

889:                                              ; preds = %876
  %890 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %891 = icmp eq i8 %890, 0
  br i1 %891, label %894, label %892

892:                                              ; preds = %889
  %893 = add nsw i32 %880, -1
  store i32 %893, ptr %877, align 4, !tbaa !32
  br label %896

894:                                              ; preds = %889
  %895 = atomicrmw volatile add ptr %877, i32 -1 acq_rel, align 4
  br label %896

896:                                              ; preds = %894, %892
  %897 = phi i32 [ %880, %892 ], [ %895, %894 ]
  %898 = icmp eq i32 %897, 1
  br i1 %898, label %899, label %930, !prof !33

899:                                              ; preds = %896
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %874) #27
  br label %930

900:                                              ; preds = %2
  %901 = landingpad { ptr, i32 }
          cleanup
  br label %902

902:                                              ; preds = %900, %34
  %903 = phi { ptr, i32 } [ %901, %900 ], [ %35, %34 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %20) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #27
  br label %928

904:                                              ; preds = %85
  %905 = landingpad { ptr, i32 }
          cleanup
  br label %906

906:                                              ; preds = %904, %92
  %907 = phi { ptr, i32 } [ %905, %904 ], [ %93, %92 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %22) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %22) #27
  br label %926

908:                                              ; preds = %143
  %909 = landingpad { ptr, i32 }
          cleanup
  br label %910

910:                                              ; preds = %908, %151
  %911 = phi { ptr, i32 } [ %909, %908 ], [ %152, %151 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %24) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24) #27
  br label %924

912:                                              ; preds = %201
  %913 = landingpad { ptr, i32 }
          cleanup
  br label %922

914:                                              ; preds = %205
  %915 = landingpad { ptr, i32 }
          cleanup
  br label %920

916:                                              ; preds = %764, %475, %470, %469, %465, %455
  %917 = landingpad { ptr, i32 }
          cleanup
  br label %918

918:                                              ; preds = %916, %762, %467
  %919 = phi { ptr, i32 } [ %917, %916 ], [ %468, %467 ], [ %763, %762 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_7nd_itemILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(280) %27) #27
  call void @llvm.lifetime.end.p0(i64 280, ptr nonnull %27) #27
  call void @_ZN4sycl3_V16detail21LocalAccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %26) #27
  br label %920

920:                                              ; preds = %918, %914
  %921 = phi { ptr, i32 } [ %919, %918 ], [ %915, %914 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %26) #27
  call void @_ZN4sycl3_V16detail21LocalAccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %25) #27
  br label %922

922:                                              ; preds = %920, %912
  %923 = phi { ptr, i32 } [ %921, %920 ], [ %913, %912 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %25) #27
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %23) #27
  br label %924

924:                                              ; preds = %922, %910
  %925 = phi { ptr, i32 } [ %923, %922 ], [ %911, %910 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %23) #27
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %21) #27
  br label %926

926:                                              ; preds = %924, %906
  %927 = phi { ptr, i32 } [ %925, %924 ], [ %907, %906 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %21) #27
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %19) #27
  br label %928

928:                                              ; preds = %926, %902
  %929 = phi { ptr, i32 } [ %927, %926 ], [ %903, %902 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %19) #27
  resume { ptr, i32 } %929

930:                                              ; preds = %873, %881, %896, %899
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %19) #27
  ret void
}

; Function Attrs: mustprogress uwtable
define internal noundef zeroext i1 @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E_E10_M_managerERSt9_Any_dataRKS7_St18_Manager_operation(ptr nocapture noundef nonnull align 8 dereferenceable(16) %0, ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %1, i32 noundef %2) #2 align 2 {
  switch i32 %2, label %14 [
    i32 0, label %4
    i32 1, label %5
    i32 3, label %10
    i32 2, label %7
  ]

4:                                                ; preds = %3
  store ptr @_ZTIZ4mainEUlRN4sycl3_V17handlerEE_, ptr %0, align 8, !tbaa !14
  br label %14

5:                                                ; preds = %3
  %6 = load ptr, ptr %1, align 8, !tbaa !14
  store ptr %6, ptr %0, align 8, !tbaa !14
  br label %14

7:                                                ; preds = %3
  %8 = load ptr, ptr %1, align 8, !tbaa !14
  %9 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #26
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %9, ptr noundef nonnull readonly align 8 dereferenceable(24) %8, i64 24, i1 false), !tbaa.struct !147
  store ptr %9, ptr %0, align 8, !tbaa !14
  br label %14

10:                                               ; preds = %3
  %11 = load ptr, ptr %0, align 8, !tbaa !14
  %12 = icmp eq ptr %11, null
  br i1 %12, label %14, label %13

13:                                               ; preds = %10
  tail call void @_ZdlPvm(ptr noundef nonnull %11, i64 noundef 24) #29
  br label %14

14:                                               ; preds = %3, %13, %10, %7, %5, %4
  ret i1 false
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  %15 = load ptr, ptr %3, align 8, !tbaa !29
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
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
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #27
  %43 = load ptr, ptr %31, align 8, !tbaa !29
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #27
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #27
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
  tail call void %70(ptr noundef nonnull align 8 dereferenceable(16) %59) #27
  %71 = load ptr, ptr %59, align 8, !tbaa !29
  %72 = getelementptr inbounds i8, ptr %71, i64 24
  %73 = load ptr, ptr %72, align 8
  tail call void %73(ptr noundef nonnull align 8 dereferenceable(16) %59) #27
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %59) #27
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
  tail call void %98(ptr noundef nonnull align 8 dereferenceable(16) %87) #27
  %99 = load ptr, ptr %87, align 8, !tbaa !29
  %100 = getelementptr inbounds i8, ptr %99, i64 24
  %101 = load ptr, ptr %100, align 8
  tail call void %101(ptr noundef nonnull align 8 dereferenceable(16) %87) #27
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %87) #27
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
  tail call void %126(ptr noundef nonnull align 8 dereferenceable(16) %115) #27
  %127 = load ptr, ptr %115, align 8, !tbaa !29
  %128 = getelementptr inbounds i8, ptr %127, i64 24
  %129 = load ptr, ptr %128, align 8
  tail call void %129(ptr noundef nonnull align 8 dereferenceable(16) %115) #27
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %115) #27
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  %15 = load ptr, ptr %3, align 8, !tbaa !29
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi2ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %0, ptr noundef nonnull align 8 dereferenceable(41) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id.97", align 8
  %7 = alloca %"class.sycl::_V1::range.99", align 8
  %8 = alloca %"class.sycl::_V1::range.99", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %11 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %12 = load i64, ptr %11, align 8
  %13 = getelementptr inbounds i8, ptr %1, i64 24
  %14 = load i64, ptr %13, align 8
  store i64 %12, ptr %7, align 8, !tbaa !36, !alias.scope !148
  %15 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 %14, ptr %15, align 8, !tbaa !36, !alias.scope !148
  %16 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %16, align 8, !tbaa !36, !alias.scope !148
  store i64 %12, ptr %8, align 8, !tbaa !36, !alias.scope !151
  %17 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 %14, ptr %17, align 8, !tbaa !36, !alias.scope !151
  %18 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %18, align 8, !tbaa !36, !alias.scope !151
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #27
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
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #30
  unreachable

31:                                               ; preds = %28
  %32 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %26) #26
  br label %33

33:                                               ; preds = %50, %31
  %34 = phi ptr [ %52, %50 ], [ %32, %31 ]
  %35 = phi ptr [ %51, %50 ], [ %23, %31 ]
  %36 = load ptr, ptr %35, align 8, !tbaa !154
  store ptr %36, ptr %34, align 8, !tbaa !154
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
  br i1 %53, label %54, label %33, !llvm.loop !156

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
  %61 = load ptr, ptr %1, align 8, !tbaa !103
  %62 = icmp eq ptr %61, null
  br i1 %62, label %63, label %64

63:                                               ; preds = %54
  tail call void @__assert_fail(ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.15, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi2ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #28
  unreachable

64:                                               ; preds = %54
  %65 = getelementptr inbounds i8, ptr %1, i64 32
  %66 = load i64, ptr %65, align 8, !tbaa !95
  %67 = getelementptr inbounds i8, ptr %1, i64 40
  %68 = load i8, ptr %67, align 8, !tbaa !102, !range !69, !noundef !70
  %69 = trunc nuw i8 %68 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id.97") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.99") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.99") align 8 %8, i32 noundef 1024, ptr noundef nonnull %61, i32 noundef 2, i32 noundef 4, i64 noundef %66, i1 noundef zeroext %69, ptr noundef nonnull align 8 dereferenceable(32) %3)
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
  tail call void %86(ptr noundef nonnull align 8 dereferenceable(16) %75) #27
  %87 = load ptr, ptr %75, align 8, !tbaa !29
  %88 = getelementptr inbounds i8, ptr %87, i64 24
  %89 = load ptr, ptr %88, align 8
  tail call void %89(ptr noundef nonnull align 8 dereferenceable(16) %75) #27
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %75) #27
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
  tail call void @_ZdlPvm(ptr noundef nonnull %107, i64 noundef %113) #29
  br label %114

114:                                              ; preds = %106, %109
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #27
  %115 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr null, ptr %115, align 8, !tbaa !157
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #27
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
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #30
          to label %126 unwind label %240

126:                                              ; preds = %125
  unreachable

127:                                              ; preds = %123
  %128 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %121) #26
          to label %129 unwind label %240

129:                                              ; preds = %127, %146
  %130 = phi ptr [ %148, %146 ], [ %128, %127 ]
  %131 = phi ptr [ %147, %146 ], [ %118, %127 ]
  %132 = load ptr, ptr %131, align 8, !tbaa !154
  store ptr %132, ptr %130, align 8, !tbaa !154
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
  br i1 %149, label %150, label %129, !llvm.loop !156

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
  %160 = tail call ptr @__cxa_allocate_exception(i64 64) #27
  %161 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #27
  %162 = extractvalue { i32, ptr } %161, 0
  %163 = extractvalue { i32, ptr } %161, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %160, i32 %162, ptr %163, ptr noundef nonnull @.str.17)
          to label %164 unwind label %166

164:                                              ; preds = %159
  invoke void @__cxa_throw(ptr nonnull %160, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #30
          to label %165 unwind label %242

165:                                              ; preds = %164
  unreachable

166:                                              ; preds = %159
  %167 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %160) #27
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
  tail call void %184(ptr noundef nonnull align 8 dereferenceable(16) %173) #27
  %185 = load ptr, ptr %173, align 8, !tbaa !29
  %186 = getelementptr inbounds i8, ptr %185, i64 24
  %187 = load ptr, ptr %186, align 8
  tail call void %187(ptr noundef nonnull align 8 dereferenceable(16) %173) #27
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %173) #27
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
  tail call void @_ZdlPvm(ptr noundef nonnull %205, i64 noundef %211) #29
  br label %212

212:                                              ; preds = %204, %207
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #27
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %213 unwind label %238

213:                                              ; preds = %212
  %214 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %215 unwind label %238

215:                                              ; preds = %213
  store ptr %214, ptr %115, align 8, !tbaa !157
  %216 = load ptr, ptr %1, align 8, !tbaa !103
  %217 = icmp eq ptr %216, null
  br i1 %217, label %218, label %219

218:                                              ; preds = %215
  tail call void @__assert_fail(ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.15, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi2ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #28
  unreachable

219:                                              ; preds = %215
  %220 = load ptr, ptr %0, align 8, !tbaa !130
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
  %230 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #27
  %231 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #27
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
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #27
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
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %10) #27
  br label %246

246:                                              ; preds = %244, %240
  %247 = phi { ptr, i32 } [ %245, %244 ], [ %241, %240 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #27
  br label %248

248:                                              ; preds = %246, %238
  %249 = phi { ptr, i32 } [ %239, %238 ], [ %247, %246 ]
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #27
  br label %250

250:                                              ; preds = %248, %236
  %251 = phi { ptr, i32 } [ %249, %248 ], [ %237, %236 ]
  resume { ptr, i32 } %251
}

declare void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef byval(%"class.sycl::_V1::id.97") align 8, ptr noundef byval(%"class.sycl::_V1::range.99") align 8, ptr noundef byval(%"class.sycl::_V1::range.99") align 8, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i64 noundef, i1 noundef zeroext, ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #7

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
  tail call void %21(ptr noundef nonnull align 8 dereferenceable(16) %10) #27
  %22 = load ptr, ptr %10, align 8, !tbaa !29
  %23 = getelementptr inbounds i8, ptr %22, i64 24
  %24 = load ptr, ptr %23, align 8
  tail call void %24(ptr noundef nonnull align 8 dereferenceable(16) %10) #27
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %10) #27
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
  tail call void @_ZdlPvm(ptr noundef nonnull %42, i64 noundef %49) #29
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
  %6 = alloca %"class.sycl::_V1::id.97", align 8
  %7 = alloca %"class.sycl::_V1::range.99", align 8
  %8 = alloca %"class.sycl::_V1::range.99", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %11 = load i64, ptr %10, align 8
  %12 = getelementptr inbounds i8, ptr %1, i64 24
  %13 = load i64, ptr %12, align 8
  store i64 %11, ptr %7, align 8, !tbaa !36, !alias.scope !161
  %14 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 %13, ptr %14, align 8, !tbaa !36, !alias.scope !161
  %15 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %15, align 8, !tbaa !36, !alias.scope !161
  store i64 %11, ptr %8, align 8, !tbaa !36, !alias.scope !164
  %16 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 %13, ptr %16, align 8, !tbaa !36, !alias.scope !164
  %17 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %17, align 8, !tbaa !36, !alias.scope !164
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #27
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
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #30
  unreachable

30:                                               ; preds = %27
  %31 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %25) #26
  br label %32

32:                                               ; preds = %49, %30
  %33 = phi ptr [ %51, %49 ], [ %31, %30 ]
  %34 = phi ptr [ %50, %49 ], [ %22, %30 ]
  %35 = load ptr, ptr %34, align 8, !tbaa !154
  store ptr %35, ptr %33, align 8, !tbaa !154
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
  br i1 %52, label %53, label %32, !llvm.loop !156

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
  %60 = load ptr, ptr %1, align 8, !tbaa !103
  %61 = icmp eq ptr %60, null
  br i1 %61, label %62, label %63

62:                                               ; preds = %53
  tail call void @__assert_fail(ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.15, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi2ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #28
  unreachable

63:                                               ; preds = %53
  %64 = and i64 %18, 16
  %65 = icmp eq i64 %64, 0
  %66 = select i1 %65, i32 1025, i32 1027
  %67 = getelementptr inbounds i8, ptr %1, i64 32
  %68 = load i64, ptr %67, align 8, !tbaa !95
  %69 = getelementptr inbounds i8, ptr %1, i64 40
  %70 = load i8, ptr %69, align 8, !tbaa !102, !range !69, !noundef !70
  %71 = trunc nuw i8 %70 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id.97") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.99") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.99") align 8 %8, i32 noundef %66, ptr noundef nonnull %60, i32 noundef 2, i32 noundef 4, i64 noundef %68, i1 noundef zeroext %71, ptr noundef nonnull align 8 dereferenceable(32) %3)
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
  tail call void %88(ptr noundef nonnull align 8 dereferenceable(16) %77) #27
  %89 = load ptr, ptr %77, align 8, !tbaa !29
  %90 = getelementptr inbounds i8, ptr %89, i64 24
  %91 = load ptr, ptr %90, align 8
  tail call void %91(ptr noundef nonnull align 8 dereferenceable(16) %77) #27
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %77) #27
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
  tail call void @_ZdlPvm(ptr noundef nonnull %109, i64 noundef %115) #29
  br label %116

116:                                              ; preds = %108, %111
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #27
  %117 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr null, ptr %117, align 8, !tbaa !167
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
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #30
          to label %127 unwind label %212

127:                                              ; preds = %126
  unreachable

128:                                              ; preds = %124
  %129 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %122) #26
          to label %130 unwind label %212

130:                                              ; preds = %128, %147
  %131 = phi ptr [ %149, %147 ], [ %129, %128 ]
  %132 = phi ptr [ %148, %147 ], [ %119, %128 ]
  %133 = load ptr, ptr %132, align 8, !tbaa !154
  store ptr %133, ptr %131, align 8, !tbaa !154
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
  br i1 %150, label %151, label %130, !llvm.loop !156

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
  tail call void %165(ptr noundef nonnull align 8 dereferenceable(16) %154) #27
  %166 = load ptr, ptr %154, align 8, !tbaa !29
  %167 = getelementptr inbounds i8, ptr %166, i64 24
  %168 = load ptr, ptr %167, align 8
  tail call void %168(ptr noundef nonnull align 8 dereferenceable(16) %154) #27
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %154) #27
  br label %180

180:                                              ; preds = %179, %176, %161, %151
  %181 = getelementptr inbounds i8, ptr %152, i64 16
  %182 = icmp eq ptr %152, %131
  br i1 %182, label %183, label %151, !llvm.loop !34

183:                                              ; preds = %180
  tail call void @_ZdlPvm(ptr noundef nonnull %129, i64 noundef %122) #29
  br label %184

184:                                              ; preds = %116, %183
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %185 unwind label %210

185:                                              ; preds = %184
  %186 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %187 unwind label %210

187:                                              ; preds = %185
  store ptr %186, ptr %117, align 8, !tbaa !167
  %188 = load ptr, ptr %1, align 8, !tbaa !103
  %189 = icmp eq ptr %188, null
  br i1 %189, label %190, label %191

190:                                              ; preds = %187
  tail call void @__assert_fail(ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.15, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi2ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #28
  unreachable

191:                                              ; preds = %187
  %192 = load ptr, ptr %0, align 8, !tbaa !130
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
  %202 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #27
  %203 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #27
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
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #27
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
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #27
  br label %216

216:                                              ; preds = %214, %208
  %217 = phi { ptr, i32 } [ %215, %214 ], [ %209, %208 ]
  resume { ptr, i32 } %217
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V119local_accessor_baseIfLi2ELNS0_6access4modeE1026ELNS2_11placeholderE0EEC2ILi2EvEENS0_5rangeILi2EEERNS0_7handlerENS0_6detail13code_locationE(ptr noundef nonnull align 8 dereferenceable(56) %0, i64 %1, i64 %2, ptr noundef nonnull align 8 dereferenceable(216) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::range.99", align 8
  %7 = alloca %"class.sycl::_V1::property_list", align 8
  store i64 %1, ptr %6, align 8, !tbaa !36, !alias.scope !169
  %8 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 %2, ptr %8, align 8, !tbaa !36, !alias.scope !169
  %9 = getelementptr inbounds i8, ptr %6, i64 16
  store i64 1, ptr %9, align 8, !tbaa !36, !alias.scope !169
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %7, i8 0, i64 32, i1 false)
  invoke void @_ZN4sycl3_V16detail21LocalAccessorBaseHostC2ENS0_5rangeILi3EEEiiRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::range.99") align 8 %6, i32 noundef 2, i32 noundef 4, ptr noundef nonnull align 8 dereferenceable(32) %7)
          to label %10 unwind label %70

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
  call void %30(ptr noundef nonnull align 8 dereferenceable(16) %19) #27
  %31 = load ptr, ptr %19, align 8, !tbaa !29
  %32 = getelementptr inbounds i8, ptr %31, i64 24
  %33 = load ptr, ptr %32, align 8
  call void %33(ptr noundef nonnull align 8 dereferenceable(16) %19) #27
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
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %19) #27
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
  call void @_ZdlPvm(ptr noundef nonnull %51, i64 noundef %58) #29
  br label %59

59:                                               ; preds = %50, %53
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #27
  %60 = load ptr, ptr %0, align 8, !tbaa !132
  invoke void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef null, ptr noundef %60, i32 noundef 2016, i32 noundef 1026, ptr noundef nonnull align 8 dereferenceable(32) %4)
          to label %61 unwind label %72

61:                                               ; preds = %59
  %62 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail21LocalAccessorBaseHost7getSizeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %63 unwind label %72

63:                                               ; preds = %61
  %64 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail21LocalAccessorBaseHost7getSizeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %65 unwind label %72

65:                                               ; preds = %63
  %66 = invoke noundef ptr @_ZN4sycl3_V16detail21LocalAccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %67 unwind label %72

67:                                               ; preds = %65
  %68 = invoke noundef ptr @_ZNK4sycl3_V16detail21LocalAccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %69 unwind label %72

69:                                               ; preds = %67
  ret void

70:                                               ; preds = %5
  %71 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %7) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #27
  br label %74

72:                                               ; preds = %67, %65, %63, %61, %59
  %73 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail21LocalAccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #27
  br label %74

74:                                               ; preds = %72, %70
  %75 = phi { ptr, i32 } [ %73, %72 ], [ %71, %70 ]
  resume { ptr, i32 } %75
}

declare void @_ZN4sycl3_V16detail21LocalAccessorBaseHostC2ENS0_5rangeILi3EEEiiRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef byval(%"class.sycl::_V1::range.99") align 8, i32 noundef, i32 noundef, ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #7

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail21LocalAccessorBaseHost7getSizeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #7

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail21LocalAccessorBaseHost7getSizeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #7

declare noundef ptr @_ZN4sycl3_V16detail21LocalAccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #7

declare noundef ptr @_ZNK4sycl3_V16detail21LocalAccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #7

declare void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216), ptr) local_unnamed_addr #7

declare void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216), i32 noundef) local_unnamed_addr #7

declare noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #7

declare void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEES3_NS0_2idILi3EEEi(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef byval(%"class.sycl::_V1::range.99") align 8, ptr noundef byval(%"class.sycl::_V1::range.99") align 8, ptr noundef byval(%"class.sycl::_V1::id.97") align 8, i32 noundef) local_unnamed_addr #7

declare void @_ZN4sycl3_V17handler22setKernelIsCooperativeEb(ptr noundef nonnull align 8 dereferenceable(216), i1 noundef zeroext) local_unnamed_addr #7

declare void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #7

declare void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef, ptr noundef nonnull align 8 dereferenceable(24), i1 noundef zeroext) local_unnamed_addr #7

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19getKernelParamDescsI9TiledGemmEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind noalias writable sret(%"class.std::vector.110") align 8 %0) local_unnamed_addr #2 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"struct.sycl::_V1::detail::kernel_param_desc_t", align 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, i8 0, i64 24, i1 false)
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = tail call noalias noundef nonnull dereferenceable(60) ptr @_Znwm(i64 noundef 60) #26
  store ptr %4, ptr %0, align 8, !tbaa !144
  %5 = getelementptr inbounds i8, ptr %4, i64 60
  store ptr %5, ptr %3, align 8, !tbaa !146
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #27
  store i64 26242250178560, ptr %2, align 8
  store i32 0, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !172
  %8 = getelementptr inbounds i8, ptr %4, i64 12
  store ptr %8, ptr %7, align 8, !tbaa !175
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #27
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #27
  store i64 26250840113152, ptr %2, align 8
  store i32 56, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %8, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !172
  %9 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr %9, ptr %7, align 8, !tbaa !175
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #27
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #27
  store i64 26250840113152, ptr %2, align 8
  store i32 112, ptr %6, align 8
  %10 = load ptr, ptr %3, align 8, !tbaa !146
  %11 = icmp eq ptr %9, %10
  br i1 %11, label %15, label %12

12:                                               ; preds = %1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %9, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !172
  %13 = load ptr, ptr %7, align 8, !tbaa !175
  %14 = getelementptr inbounds i8, ptr %13, i64 12
  store ptr %14, ptr %7, align 8, !tbaa !175
  br label %18

15:                                               ; preds = %1
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr nonnull %9, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %16 unwind label %37

16:                                               ; preds = %15
  %17 = load ptr, ptr %7, align 8, !tbaa !14
  br label %18

18:                                               ; preds = %16, %12
  %19 = phi ptr [ %17, %16 ], [ %14, %12 ]
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #27
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #27
  store i64 26242250178560, ptr %2, align 8
  store i32 168, ptr %6, align 8
  %20 = load ptr, ptr %3, align 8, !tbaa !146
  %21 = icmp eq ptr %19, %20
  br i1 %21, label %25, label %22

22:                                               ; preds = %18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %19, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !172
  %23 = load ptr, ptr %7, align 8, !tbaa !175
  %24 = getelementptr inbounds i8, ptr %23, i64 12
  store ptr %24, ptr %7, align 8, !tbaa !175
  br label %28

25:                                               ; preds = %18
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %19, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %26 unwind label %37

26:                                               ; preds = %25
  %27 = load ptr, ptr %7, align 8, !tbaa !14
  br label %28

28:                                               ; preds = %26, %22
  %29 = phi ptr [ %27, %26 ], [ %24, %22 ]
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #27
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #27
  store i64 26242250178560, ptr %2, align 8
  store i32 224, ptr %6, align 8
  %30 = load ptr, ptr %3, align 8, !tbaa !146
  %31 = icmp eq ptr %29, %30
  br i1 %31, label %35, label %32

32:                                               ; preds = %28
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %29, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !172
  %33 = load ptr, ptr %7, align 8, !tbaa !175
  %34 = getelementptr inbounds i8, ptr %33, i64 12
  store ptr %34, ptr %7, align 8, !tbaa !175
  br label %36

35:                                               ; preds = %28
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %29, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %36 unwind label %37

36:                                               ; preds = %35, %32
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #27
  ret void

37:                                               ; preds = %15, %25, %35
  %38 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #27
  %39 = load ptr, ptr %0, align 8, !tbaa !144
  %40 = icmp eq ptr %39, null
  br i1 %40, label %46, label %41

41:                                               ; preds = %37
  %42 = load ptr, ptr %3, align 8, !tbaa !146
  %43 = ptrtoint ptr %42 to i64
  %44 = ptrtoint ptr %39 to i64
  %45 = sub i64 %43, %44
  call void @_ZdlPvm(ptr noundef nonnull %39, i64 noundef %45) #29
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
  tail call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_7nd_itemILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(280) %2) #27
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EED0Ev(ptr noundef nonnull align 8 dereferenceable(288) %0) unnamed_addr #3 align 2 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EEE, i64 16), ptr %0, align 8, !tbaa !29
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  tail call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_7nd_itemILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(280) %2) #27
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 288) #29
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
  %12 = alloca %class.anon.96, align 8
  %13 = getelementptr inbounds i8, ptr %0, i64 8
  %14 = load ptr, ptr %13, align 8, !tbaa !130
  store ptr %14, ptr %12, align 8, !tbaa !130
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
  %33 = load ptr, ptr %32, align 8, !tbaa !132
  store ptr %33, ptr %31, align 8, !tbaa !132
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
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %48, ptr noundef nonnull readonly align 8 dereferenceable(40) %49, i64 40, i1 false), !tbaa.struct !134
  %50 = getelementptr inbounds i8, ptr %12, i64 112
  %51 = getelementptr inbounds i8, ptr %0, i64 120
  %52 = load ptr, ptr %51, align 8, !tbaa !132
  store ptr %52, ptr %50, align 8, !tbaa !132
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
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %67, ptr noundef nonnull readonly align 8 dereferenceable(40) %68, i64 40, i1 false), !tbaa.struct !134
  %69 = getelementptr inbounds i8, ptr %12, i64 168
  %70 = getelementptr inbounds i8, ptr %0, i64 176
  %71 = load ptr, ptr %70, align 8, !tbaa !130
  store ptr %71, ptr %69, align 8, !tbaa !130
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
  %90 = load ptr, ptr %89, align 8, !tbaa !130
  store ptr %90, ptr %88, align 8, !tbaa !130
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
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %11) #27
  call void @llvm.experimental.noalias.scope.decl(metadata !176)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %6)
  %113 = load ptr, ptr %88, align 8, !tbaa !130, !noalias !176
  %114 = load ptr, ptr %91, align 8, !tbaa !23, !noalias !176
  %115 = icmp eq ptr %114, null
  br i1 %115, label %126, label %116

116:                                              ; preds = %112
  %117 = getelementptr inbounds i8, ptr %114, i64 8
  %118 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !176
  %119 = icmp eq i8 %118, 0
  br i1 %119, label %130, label %120

120:                                              ; preds = %116
  %121 = load i32, ptr %117, align 4, !tbaa !32, !noalias !176
  %122 = add nsw i32 %121, 1
  store i32 %122, ptr %117, align 4, !tbaa !32, !noalias !176
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %6, ptr noundef nonnull align 8 dereferenceable(40) %105, i64 40, i1 false), !noalias !176
  %123 = getelementptr inbounds i8, ptr %11, i64 8
  store i64 0, ptr %123, align 8
  %124 = getelementptr inbounds i8, ptr %11, i64 16
  store ptr %113, ptr %124, align 8, !tbaa !130, !alias.scope !176
  %125 = getelementptr inbounds i8, ptr %11, i64 24
  store ptr %114, ptr %125, align 8, !tbaa !23, !alias.scope !176
  br label %138

126:                                              ; preds = %112
  %127 = getelementptr inbounds i8, ptr %11, i64 16
  store ptr %113, ptr %127, align 8, !tbaa !130, !alias.scope !176
  %128 = getelementptr inbounds i8, ptr %11, i64 24
  store ptr null, ptr %128, align 8, !tbaa !23, !alias.scope !176
  %129 = getelementptr inbounds i8, ptr %11, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %129, ptr noundef nonnull align 8 dereferenceable(40) %105, i64 40, i1 false)
  store i64 0, ptr %11, align 8, !tbaa !36, !alias.scope !176
  br label %167

130:                                              ; preds = %116
  %131 = atomicrmw volatile add ptr %117, i32 1 acq_rel, align 4, !noalias !176
  %132 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !176
  %133 = icmp eq i8 %132, 0
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %6, ptr noundef nonnull align 8 dereferenceable(40) %105, i64 40, i1 false), !noalias !176
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %11, i8 0, i64 16, i1 false), !alias.scope !176
  %134 = getelementptr inbounds i8, ptr %11, i64 16
  store ptr %113, ptr %134, align 8, !tbaa !130, !alias.scope !176
  %135 = getelementptr inbounds i8, ptr %11, i64 24
  store ptr %114, ptr %135, align 8, !tbaa !23, !alias.scope !176
  br i1 %133, label %141, label %136

136:                                              ; preds = %130
  %137 = load i32, ptr %117, align 4, !tbaa !32, !noalias !176
  br label %138

138:                                              ; preds = %136, %120
  %139 = phi i32 [ %137, %136 ], [ %122, %120 ]
  %140 = add nsw i32 %139, 1
  store i32 %140, ptr %117, align 4, !tbaa !32, !noalias !176
  br label %143

141:                                              ; preds = %130
  %142 = atomicrmw volatile add ptr %117, i32 1 acq_rel, align 4, !noalias !176
  br label %143

143:                                              ; preds = %141, %138
  %144 = getelementptr inbounds i8, ptr %11, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %144, ptr noundef nonnull align 8 dereferenceable(40) %6, i64 40, i1 false)
  store i64 0, ptr %11, align 8, !tbaa !36, !alias.scope !176
  %145 = load atomic i64, ptr %117 acquire, align 8, !noalias !176
  %146 = icmp eq i64 %145, 4294967297
  %147 = trunc i64 %145 to i32
  br i1 %146, label %148, label %156

148:                                              ; preds = %143
  store i32 0, ptr %117, align 8, !tbaa !25, !noalias !176
  %149 = getelementptr inbounds i8, ptr %114, i64 12
  store i32 0, ptr %149, align 4, !tbaa !28, !noalias !176
  %150 = load ptr, ptr %114, align 8, !tbaa !29, !noalias !176
  %151 = getelementptr inbounds i8, ptr %150, i64 16
  %152 = load ptr, ptr %151, align 8, !noalias !176
  call void %152(ptr noundef nonnull align 8 dereferenceable(16) %114) #27, !noalias !176
  %153 = load ptr, ptr %114, align 8, !tbaa !29, !noalias !176
  %154 = getelementptr inbounds i8, ptr %153, i64 24
  %155 = load ptr, ptr %154, align 8, !noalias !176
  call void %155(ptr noundef nonnull align 8 dereferenceable(16) %114) #27, !noalias !176
  br label %167

156:                                              ; preds = %143
  %157 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !176
  %158 = icmp eq i8 %157, 0
  br i1 %158, label %161, label %159

159:                                              ; preds = %156
  %160 = add nsw i32 %147, -1
  store i32 %160, ptr %117, align 4, !tbaa !32, !noalias !176
  br label %163

161:                                              ; preds = %156
  %162 = atomicrmw volatile add ptr %117, i32 -1 acq_rel, align 4, !noalias !176
  br label %163

163:                                              ; preds = %161, %159
  %164 = phi i32 [ %147, %159 ], [ %162, %161 ]
  %165 = icmp eq i32 %164, 1
  br i1 %165, label %166, label %167, !prof !33

166:                                              ; preds = %163
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %114) #27, !noalias !176
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
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %7) #27
  call void @llvm.experimental.noalias.scope.decl(metadata !179)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %5)
  %182 = load ptr, ptr %12, align 8, !tbaa !130, !noalias !179
  %183 = load ptr, ptr %15, align 8, !tbaa !23, !noalias !179
  %184 = icmp eq ptr %183, null
  br i1 %184, label %195, label %185

185:                                              ; preds = %181
  %186 = getelementptr inbounds i8, ptr %183, i64 8
  %187 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !179
  %188 = icmp eq i8 %187, 0
  br i1 %188, label %192, label %189

189:                                              ; preds = %185
  %190 = load i32, ptr %186, align 4, !tbaa !32, !noalias !179
  %191 = add nsw i32 %190, 1
  store i32 %191, ptr %186, align 4, !tbaa !32, !noalias !179
  br label %199

192:                                              ; preds = %185
  %193 = atomicrmw volatile add ptr %186, i32 1 acq_rel, align 4, !noalias !179
  %194 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !179
  br label %199

195:                                              ; preds = %181
  %196 = getelementptr inbounds i8, ptr %7, i64 16
  store ptr %182, ptr %196, align 8, !tbaa !130, !alias.scope !179
  %197 = getelementptr inbounds i8, ptr %7, i64 24
  store ptr null, ptr %197, align 8, !tbaa !23, !alias.scope !179
  %198 = getelementptr inbounds i8, ptr %7, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %198, ptr noundef nonnull align 8 dereferenceable(40) %29, i64 40, i1 false)
  store i64 0, ptr %7, align 8, !tbaa !36, !alias.scope !179
  br label %233

199:                                              ; preds = %192, %189
  %200 = phi i8 [ %194, %192 ], [ 1, %189 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %5, ptr noundef nonnull align 8 dereferenceable(40) %29, i64 40, i1 false), !noalias !179
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %7, i8 0, i64 16, i1 false), !alias.scope !179
  %201 = getelementptr inbounds i8, ptr %7, i64 16
  store ptr %182, ptr %201, align 8, !tbaa !130, !alias.scope !179
  %202 = getelementptr inbounds i8, ptr %7, i64 24
  store ptr %183, ptr %202, align 8, !tbaa !23, !alias.scope !179
  %203 = icmp eq i8 %200, 0
  br i1 %203, label %207, label %204

204:                                              ; preds = %199
  %205 = load i32, ptr %186, align 4, !tbaa !32, !noalias !179
  %206 = add nsw i32 %205, 1
  store i32 %206, ptr %186, align 4, !tbaa !32, !noalias !179
  br label %209

207:                                              ; preds = %199
  %208 = atomicrmw volatile add ptr %186, i32 1 acq_rel, align 4, !noalias !179
  br label %209

209:                                              ; preds = %207, %204
  %210 = getelementptr inbounds i8, ptr %7, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %210, ptr noundef nonnull align 8 dereferenceable(40) %5, i64 40, i1 false)
  store i64 0, ptr %7, align 8, !tbaa !36, !alias.scope !179
  %211 = load atomic i64, ptr %186 acquire, align 8, !noalias !179
  %212 = icmp eq i64 %211, 4294967297
  %213 = trunc i64 %211 to i32
  br i1 %212, label %214, label %222

214:                                              ; preds = %209
  store i32 0, ptr %186, align 8, !tbaa !25, !noalias !179
  %215 = getelementptr inbounds i8, ptr %183, i64 12
  store i32 0, ptr %215, align 4, !tbaa !28, !noalias !179
  %216 = load ptr, ptr %183, align 8, !tbaa !29, !noalias !179
  %217 = getelementptr inbounds i8, ptr %216, i64 16
  %218 = load ptr, ptr %217, align 8, !noalias !179
  call void %218(ptr noundef nonnull align 8 dereferenceable(16) %183) #27, !noalias !179
  %219 = load ptr, ptr %183, align 8, !tbaa !29, !noalias !179
  %220 = getelementptr inbounds i8, ptr %219, i64 24
  %221 = load ptr, ptr %220, align 8, !noalias !179
  call void %221(ptr noundef nonnull align 8 dereferenceable(16) %183) #27, !noalias !179
  br label %233

222:                                              ; preds = %209
  %223 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !179
  %224 = icmp eq i8 %223, 0
  br i1 %224, label %227, label %225

225:                                              ; preds = %222
  %226 = add nsw i32 %213, -1
  store i32 %226, ptr %186, align 4, !tbaa !32, !noalias !179
  br label %229

227:                                              ; preds = %222
  %228 = atomicrmw volatile add ptr %186, i32 -1 acq_rel, align 4, !noalias !179
  br label %229

229:                                              ; preds = %227, %225
  %230 = phi i32 [ %213, %225 ], [ %228, %227 ]
  %231 = icmp eq i32 %230, 1
  br i1 %231, label %232, label %233, !prof !33

232:                                              ; preds = %229
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %183) #27, !noalias !179
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
  %252 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %235) #27
  %253 = getelementptr float, ptr %252, i64 %249
  %254 = getelementptr float, ptr %253, i64 %251
  %255 = load float, ptr %254, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %8) #27
  call void @llvm.experimental.noalias.scope.decl(metadata !182)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %4)
  %256 = load ptr, ptr %31, align 8, !tbaa !132, !noalias !182
  %257 = load ptr, ptr %34, align 8, !tbaa !23, !noalias !182
  %258 = icmp eq ptr %257, null
  br i1 %258, label %269, label %259

259:                                              ; preds = %247
  %260 = getelementptr inbounds i8, ptr %257, i64 8
  %261 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !182
  %262 = icmp eq i8 %261, 0
  br i1 %262, label %266, label %263

263:                                              ; preds = %259
  %264 = load i32, ptr %260, align 4, !tbaa !32, !noalias !182
  %265 = add nsw i32 %264, 1
  store i32 %265, ptr %260, align 4, !tbaa !32, !noalias !182
  br label %273

266:                                              ; preds = %259
  %267 = atomicrmw volatile add ptr %260, i32 1 acq_rel, align 4, !noalias !182
  %268 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !182
  br label %273

269:                                              ; preds = %247
  %270 = getelementptr inbounds i8, ptr %8, i64 16
  store ptr %256, ptr %270, align 8, !tbaa !132, !alias.scope !182
  %271 = getelementptr inbounds i8, ptr %8, i64 24
  store ptr null, ptr %271, align 8, !tbaa !23, !alias.scope !182
  %272 = getelementptr inbounds i8, ptr %8, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %272, ptr noundef nonnull align 8 dereferenceable(40) %48, i64 40, i1 false)
  store i64 0, ptr %8, align 8, !tbaa !36, !alias.scope !182
  br label %307

273:                                              ; preds = %266, %263
  %274 = phi i8 [ %268, %266 ], [ 1, %263 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %4, ptr noundef nonnull align 8 dereferenceable(40) %48, i64 40, i1 false), !tbaa.struct !134, !noalias !182
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %8, i8 0, i64 16, i1 false), !alias.scope !182
  %275 = getelementptr inbounds i8, ptr %8, i64 16
  store ptr %256, ptr %275, align 8, !tbaa !132, !alias.scope !182
  %276 = getelementptr inbounds i8, ptr %8, i64 24
  store ptr %257, ptr %276, align 8, !tbaa !23, !alias.scope !182
  %277 = icmp eq i8 %274, 0
  br i1 %277, label %281, label %278

278:                                              ; preds = %273
  %279 = load i32, ptr %260, align 4, !tbaa !32, !noalias !182
  %280 = add nsw i32 %279, 1
  store i32 %280, ptr %260, align 4, !tbaa !32, !noalias !182
  br label %283

281:                                              ; preds = %273
  %282 = atomicrmw volatile add ptr %260, i32 1 acq_rel, align 4, !noalias !182
  br label %283

283:                                              ; preds = %281, %278
  %284 = getelementptr inbounds i8, ptr %8, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %284, ptr noundef nonnull align 8 dereferenceable(40) %4, i64 40, i1 false), !tbaa.struct !134
  store i64 0, ptr %8, align 8, !tbaa !36, !alias.scope !182
  %285 = load atomic i64, ptr %260 acquire, align 8, !noalias !182
  %286 = icmp eq i64 %285, 4294967297
  %287 = trunc i64 %285 to i32
  br i1 %286, label %288, label %296

288:                                              ; preds = %283
  store i32 0, ptr %260, align 8, !tbaa !25, !noalias !182
  %289 = getelementptr inbounds i8, ptr %257, i64 12
  store i32 0, ptr %289, align 4, !tbaa !28, !noalias !182
  %290 = load ptr, ptr %257, align 8, !tbaa !29, !noalias !182
  %291 = getelementptr inbounds i8, ptr %290, i64 16
  %292 = load ptr, ptr %291, align 8, !noalias !182
  call void %292(ptr noundef nonnull align 8 dereferenceable(16) %257) #27, !noalias !182
  %293 = load ptr, ptr %257, align 8, !tbaa !29, !noalias !182
  %294 = getelementptr inbounds i8, ptr %293, i64 24
  %295 = load ptr, ptr %294, align 8, !noalias !182
  call void %295(ptr noundef nonnull align 8 dereferenceable(16) %257) #27, !noalias !182
  br label %307

296:                                              ; preds = %283
  %297 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !182
  %298 = icmp eq i8 %297, 0
  br i1 %298, label %301, label %299

299:                                              ; preds = %296
  %300 = add nsw i32 %287, -1
  store i32 %300, ptr %260, align 4, !tbaa !32, !noalias !182
  br label %303

301:                                              ; preds = %296
  %302 = atomicrmw volatile add ptr %260, i32 -1 acq_rel, align 4, !noalias !182
  br label %303

303:                                              ; preds = %301, %299
  %304 = phi i32 [ %287, %299 ], [ %302, %301 ]
  %305 = icmp eq i32 %304, 1
  br i1 %305, label %306, label %307, !prof !33

306:                                              ; preds = %303
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %257) #27, !noalias !182
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
  call void %333(ptr noundef nonnull align 8 dereferenceable(16) %322) #27
  %334 = load ptr, ptr %322, align 8, !tbaa !29
  %335 = getelementptr inbounds i8, ptr %334, i64 24
  %336 = load ptr, ptr %335, align 8
  call void %336(ptr noundef nonnull align 8 dereferenceable(16) %322) #27
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
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %322) #27
  br label %348

348:                                              ; preds = %347, %344, %329, %318
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %8) #27
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
  call void %361(ptr noundef nonnull align 8 dereferenceable(16) %350) #27
  %362 = load ptr, ptr %350, align 8, !tbaa !29
  %363 = getelementptr inbounds i8, ptr %362, i64 24
  %364 = load ptr, ptr %363, align 8
  call void %364(ptr noundef nonnull align 8 dereferenceable(16) %350) #27
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
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %350) #27
  br label %376

376:                                              ; preds = %375, %372, %357, %348
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %7) #27
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %9) #27
  call void @llvm.experimental.noalias.scope.decl(metadata !185)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %3)
  %377 = load ptr, ptr %69, align 8, !tbaa !130, !noalias !185
  %378 = load ptr, ptr %72, align 8, !tbaa !23, !noalias !185
  %379 = icmp eq ptr %378, null
  br i1 %379, label %390, label %380

380:                                              ; preds = %376
  %381 = getelementptr inbounds i8, ptr %378, i64 8
  %382 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !185
  %383 = icmp eq i8 %382, 0
  br i1 %383, label %387, label %384

384:                                              ; preds = %380
  %385 = load i32, ptr %381, align 4, !tbaa !32, !noalias !185
  %386 = add nsw i32 %385, 1
  store i32 %386, ptr %381, align 4, !tbaa !32, !noalias !185
  br label %394

387:                                              ; preds = %380
  %388 = atomicrmw volatile add ptr %381, i32 1 acq_rel, align 4, !noalias !185
  %389 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !185
  br label %394

390:                                              ; preds = %376
  %391 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %377, ptr %391, align 8, !tbaa !130, !alias.scope !185
  %392 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr null, ptr %392, align 8, !tbaa !23, !alias.scope !185
  %393 = getelementptr inbounds i8, ptr %9, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %393, ptr noundef nonnull align 8 dereferenceable(40) %86, i64 40, i1 false)
  store i64 0, ptr %9, align 8, !tbaa !36, !alias.scope !185
  br label %428

394:                                              ; preds = %387, %384
  %395 = phi i8 [ %389, %387 ], [ 1, %384 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %3, ptr noundef nonnull align 8 dereferenceable(40) %86, i64 40, i1 false), !noalias !185
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %9, i8 0, i64 16, i1 false), !alias.scope !185
  %396 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %377, ptr %396, align 8, !tbaa !130, !alias.scope !185
  %397 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %378, ptr %397, align 8, !tbaa !23, !alias.scope !185
  %398 = icmp eq i8 %395, 0
  br i1 %398, label %402, label %399

399:                                              ; preds = %394
  %400 = load i32, ptr %381, align 4, !tbaa !32, !noalias !185
  %401 = add nsw i32 %400, 1
  store i32 %401, ptr %381, align 4, !tbaa !32, !noalias !185
  br label %404

402:                                              ; preds = %394
  %403 = atomicrmw volatile add ptr %381, i32 1 acq_rel, align 4, !noalias !185
  br label %404

404:                                              ; preds = %402, %399
  %405 = getelementptr inbounds i8, ptr %9, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %405, ptr noundef nonnull align 8 dereferenceable(40) %3, i64 40, i1 false)
  store i64 0, ptr %9, align 8, !tbaa !36, !alias.scope !185
  %406 = load atomic i64, ptr %381 acquire, align 8, !noalias !185
  %407 = icmp eq i64 %406, 4294967297
  %408 = trunc i64 %406 to i32
  br i1 %407, label %409, label %417

409:                                              ; preds = %404
  store i32 0, ptr %381, align 8, !tbaa !25, !noalias !185
  %410 = getelementptr inbounds i8, ptr %378, i64 12
  store i32 0, ptr %410, align 4, !tbaa !28, !noalias !185
  %411 = load ptr, ptr %378, align 8, !tbaa !29, !noalias !185
  %412 = getelementptr inbounds i8, ptr %411, i64 16
  %413 = load ptr, ptr %412, align 8, !noalias !185
  call void %413(ptr noundef nonnull align 8 dereferenceable(16) %378) #27, !noalias !185
  %414 = load ptr, ptr %378, align 8, !tbaa !29, !noalias !185
  %415 = getelementptr inbounds i8, ptr %414, i64 24
  %416 = load ptr, ptr %415, align 8, !noalias !185
  call void %416(ptr noundef nonnull align 8 dereferenceable(16) %378) #27, !noalias !185
  br label %428

417:                                              ; preds = %404
  %418 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !185
  %419 = icmp eq i8 %418, 0
  br i1 %419, label %422, label %420

420:                                              ; preds = %417
  %421 = add nsw i32 %408, -1
  store i32 %421, ptr %381, align 4, !tbaa !32, !noalias !185
  br label %424

422:                                              ; preds = %417
  %423 = atomicrmw volatile add ptr %381, i32 -1 acq_rel, align 4, !noalias !185
  br label %424

424:                                              ; preds = %422, %420
  %425 = phi i32 [ %408, %420 ], [ %423, %422 ]
  %426 = icmp eq i32 %425, 1
  br i1 %426, label %427, label %428, !prof !33

427:                                              ; preds = %424
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %378) #27, !noalias !185
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
  %447 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %430) #27
  %448 = getelementptr float, ptr %447, i64 %444
  %449 = getelementptr float, ptr %448, i64 %446
  %450 = load float, ptr %449, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %10) #27
  call void @llvm.experimental.noalias.scope.decl(metadata !188)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %2)
  %451 = load ptr, ptr %50, align 8, !tbaa !132, !noalias !188
  %452 = load ptr, ptr %53, align 8, !tbaa !23, !noalias !188
  %453 = icmp eq ptr %452, null
  br i1 %453, label %464, label %454

454:                                              ; preds = %442
  %455 = getelementptr inbounds i8, ptr %452, i64 8
  %456 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !188
  %457 = icmp eq i8 %456, 0
  br i1 %457, label %461, label %458

458:                                              ; preds = %454
  %459 = load i32, ptr %455, align 4, !tbaa !32, !noalias !188
  %460 = add nsw i32 %459, 1
  store i32 %460, ptr %455, align 4, !tbaa !32, !noalias !188
  br label %468

461:                                              ; preds = %454
  %462 = atomicrmw volatile add ptr %455, i32 1 acq_rel, align 4, !noalias !188
  %463 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !188
  br label %468

464:                                              ; preds = %442
  %465 = getelementptr inbounds i8, ptr %10, i64 16
  store ptr %451, ptr %465, align 8, !tbaa !132, !alias.scope !188
  %466 = getelementptr inbounds i8, ptr %10, i64 24
  store ptr null, ptr %466, align 8, !tbaa !23, !alias.scope !188
  %467 = getelementptr inbounds i8, ptr %10, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %467, ptr noundef nonnull align 8 dereferenceable(40) %67, i64 40, i1 false)
  store i64 0, ptr %10, align 8, !tbaa !36, !alias.scope !188
  br label %502

468:                                              ; preds = %461, %458
  %469 = phi i8 [ %463, %461 ], [ 1, %458 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %2, ptr noundef nonnull align 8 dereferenceable(40) %67, i64 40, i1 false), !tbaa.struct !134, !noalias !188
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %10, i8 0, i64 16, i1 false), !alias.scope !188
  %470 = getelementptr inbounds i8, ptr %10, i64 16
  store ptr %451, ptr %470, align 8, !tbaa !132, !alias.scope !188
  %471 = getelementptr inbounds i8, ptr %10, i64 24
  store ptr %452, ptr %471, align 8, !tbaa !23, !alias.scope !188
  %472 = icmp eq i8 %469, 0
  br i1 %472, label %476, label %473

473:                                              ; preds = %468
  %474 = load i32, ptr %455, align 4, !tbaa !32, !noalias !188
  %475 = add nsw i32 %474, 1
  store i32 %475, ptr %455, align 4, !tbaa !32, !noalias !188
  br label %478

476:                                              ; preds = %468
  %477 = atomicrmw volatile add ptr %455, i32 1 acq_rel, align 4, !noalias !188
  br label %478

478:                                              ; preds = %476, %473
  %479 = getelementptr inbounds i8, ptr %10, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %479, ptr noundef nonnull align 8 dereferenceable(40) %2, i64 40, i1 false), !tbaa.struct !134
  store i64 0, ptr %10, align 8, !tbaa !36, !alias.scope !188
  %480 = load atomic i64, ptr %455 acquire, align 8, !noalias !188
  %481 = icmp eq i64 %480, 4294967297
  %482 = trunc i64 %480 to i32
  br i1 %481, label %483, label %491

483:                                              ; preds = %478
  store i32 0, ptr %455, align 8, !tbaa !25, !noalias !188
  %484 = getelementptr inbounds i8, ptr %452, i64 12
  store i32 0, ptr %484, align 4, !tbaa !28, !noalias !188
  %485 = load ptr, ptr %452, align 8, !tbaa !29, !noalias !188
  %486 = getelementptr inbounds i8, ptr %485, i64 16
  %487 = load ptr, ptr %486, align 8, !noalias !188
  call void %487(ptr noundef nonnull align 8 dereferenceable(16) %452) #27, !noalias !188
  %488 = load ptr, ptr %452, align 8, !tbaa !29, !noalias !188
  %489 = getelementptr inbounds i8, ptr %488, i64 24
  %490 = load ptr, ptr %489, align 8, !noalias !188
  call void %490(ptr noundef nonnull align 8 dereferenceable(16) %452) #27, !noalias !188
  br label %502

491:                                              ; preds = %478
  %492 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !188
  %493 = icmp eq i8 %492, 0
  br i1 %493, label %496, label %494

494:                                              ; preds = %491
  %495 = add nsw i32 %482, -1
  store i32 %495, ptr %455, align 4, !tbaa !32, !noalias !188
  br label %498

496:                                              ; preds = %491
  %497 = atomicrmw volatile add ptr %455, i32 -1 acq_rel, align 4, !noalias !188
  br label %498

498:                                              ; preds = %496, %494
  %499 = phi i32 [ %482, %494 ], [ %497, %496 ]
  %500 = icmp eq i32 %499, 1
  br i1 %500, label %501, label %502, !prof !33

501:                                              ; preds = %498
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %452) #27, !noalias !188
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
  call void %528(ptr noundef nonnull align 8 dereferenceable(16) %517) #27
  %529 = load ptr, ptr %517, align 8, !tbaa !29
  %530 = getelementptr inbounds i8, ptr %529, i64 24
  %531 = load ptr, ptr %530, align 8
  call void %531(ptr noundef nonnull align 8 dereferenceable(16) %517) #27
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
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %517) #27
  br label %543

543:                                              ; preds = %542, %539, %524, %513
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %10) #27
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
  call void %556(ptr noundef nonnull align 8 dereferenceable(16) %545) #27
  %557 = load ptr, ptr %545, align 8, !tbaa !29
  %558 = getelementptr inbounds i8, ptr %557, i64 24
  %559 = load ptr, ptr %558, align 8
  call void %559(ptr noundef nonnull align 8 dereferenceable(16) %545) #27
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
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %545) #27
  br label %571

571:                                              ; preds = %570, %567, %552, %543
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %9) #27
  %572 = call ptr @__cxa_allocate_exception(i64 64) #27
  %573 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 12) #27
  %574 = extractvalue { i32, ptr } %573, 0
  %575 = extractvalue { i32, ptr } %573, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %572, i32 %574, ptr %575, ptr noundef nonnull @.str.20)
          to label %576 unwind label %578

576:                                              ; preds = %571
  invoke void @__cxa_throw(ptr nonnull %572, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #30
          to label %577 unwind label %630

577:                                              ; preds = %576
  unreachable

578:                                              ; preds = %571
  %579 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %572) #27
  br label %632

580:                                              ; preds = %243, %240, %238, %233
  %581 = landingpad { ptr, i32 }
          cleanup
  br label %584

582:                                              ; preds = %314, %312, %307
  %583 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1026ELNS3_6targetE2016ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_19local_accessor_baseIfLi2ELS4_1026ELS6_0EEEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %8) #27
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %8) #27
  br label %584

584:                                              ; preds = %582, %580
  %585 = phi { ptr, i32 } [ %583, %582 ], [ %581, %580 ]
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %7) #27
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %7) #27
  br label %632

586:                                              ; preds = %438, %435, %433, %428
  %587 = landingpad { ptr, i32 }
          cleanup
  br label %590

588:                                              ; preds = %509, %507, %502
  %589 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1026ELNS3_6targetE2016ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_19local_accessor_baseIfLi2ELS4_1026ELS6_0EEEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %10) #27
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %10) #27
  br label %590

590:                                              ; preds = %588, %586
  %591 = phi { ptr, i32 } [ %589, %588 ], [ %587, %586 ]
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1024ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1024ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %9) #27
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %9) #27
  br label %632

592:                                              ; preds = %177
  %593 = add i64 %175, %170
  %594 = mul i64 %179, %593
  %595 = getelementptr inbounds i8, ptr %180, i64 8
  %596 = load i64, ptr %595, align 8
  %597 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %169) #27
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
  call void %612(ptr noundef nonnull align 8 dereferenceable(16) %601) #27
  %613 = load ptr, ptr %601, align 8, !tbaa !29
  %614 = getelementptr inbounds i8, ptr %613, i64 24
  %615 = load ptr, ptr %614, align 8
  call void %615(ptr noundef nonnull align 8 dereferenceable(16) %601) #27
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
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %601) #27
  br label %629

627:                                              ; preds = %177, %174, %172, %167
  %628 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail15accessor_commonIfLi2ELNS0_6access4modeE1025ELNS3_6targetE2014ELNS3_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptILi1ENS0_8accessorIfLi2ELS4_1025ELS5_2014ELS6_0ESA_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %11) #27
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %11) #27
  br label %632

629:                                              ; preds = %626, %623, %608, %592
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %11) #27
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_7nd_itemILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(280) %12) #27
  ret void

630:                                              ; preds = %576, %104
  %631 = landingpad { ptr, i32 }
          cleanup
  br label %632

632:                                              ; preds = %578, %584, %590, %627, %630
  %633 = phi { ptr, i32 } [ %631, %630 ], [ %579, %578 ], [ %628, %627 ], [ %591, %590 ], [ %585, %584 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_7nd_itemILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(280) %12) #27
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  %15 = load ptr, ptr %3, align 8, !tbaa !29
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  %15 = load ptr, ptr %3, align 8, !tbaa !29
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  %15 = load ptr, ptr %3, align 8, !tbaa !29
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #18

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %1, ptr noundef nonnull align 4 dereferenceable(12) %2) local_unnamed_addr #2 comdat align 2 {
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load ptr, ptr %4, align 8, !tbaa !175
  %6 = load ptr, ptr %0, align 8, !tbaa !14
  %7 = ptrtoint ptr %5 to i64
  %8 = ptrtoint ptr %6 to i64
  %9 = sub i64 %7, %8
  %10 = icmp eq i64 %9, 9223372036854775800
  br i1 %10, label %11, label %12

11:                                               ; preds = %3
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.22) #30
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
  %25 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %24) #26
  br label %26

26:                                               ; preds = %12, %23
  %27 = phi ptr [ %25, %23 ], [ null, %12 ]
  %28 = getelementptr inbounds %"struct.sycl::_V1::detail::kernel_param_desc_t", ptr %27, i64 %21
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %28, ptr noundef nonnull align 4 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !172
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
  %41 = load ptr, ptr %38, align 8, !tbaa !146
  %42 = ptrtoint ptr %41 to i64
  %43 = sub i64 %42, %8
  tail call void @_ZdlPvm(ptr noundef nonnull %6, i64 noundef %43) #29
  br label %44

44:                                               ; preds = %37, %40
  %45 = getelementptr inbounds i8, ptr %33, i64 %34
  store ptr %27, ptr %0, align 8, !tbaa !144
  store ptr %45, ptr %4, align 8, !tbaa !175
  %46 = getelementptr inbounds %"struct.sycl::_V1::detail::kernel_param_desc_t", ptr %27, i64 %18
  store ptr %46, ptr %38, align 8, !tbaa !146
  ret void
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znam(i64 noundef) local_unnamed_addr #17

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPv(ptr noundef) local_unnamed_addr #15

; Function Attrs: mustprogress uwtable
define internal void @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E0_E9_M_invokeERKSt9_Any_dataS3_(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #2 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %class.anon.133, align 8
  %4 = alloca %"class.std::vector.110", align 8
  %5 = alloca %"class.sycl::_V1::range.99", align 8
  %6 = alloca %"class.sycl::_V1::range.99", align 8
  %7 = alloca %"class.sycl::_V1::id.97", align 8
  %8 = alloca %class.anon.133, align 8
  %9 = alloca %class.anon.133, align 8
  %10 = alloca %class.anon.133, align 8
  %11 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %12 = alloca i32, align 4
  %13 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %14 = alloca i32, align 4
  %15 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %16 = alloca %"class.sycl::_V1::accessor", align 8
  %17 = alloca %"class.sycl::_V1::property_list", align 8
  %18 = alloca %"class.sycl::_V1::accessor.87", align 8
  %19 = alloca %"class.sycl::_V1::property_list", align 8
  %20 = alloca %"class.sycl::_V1::local_accessor.127", align 8
  %21 = alloca %class.anon.133, align 8
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %16) #27
  %22 = load ptr, ptr %0, align 8, !tbaa !191
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %17) #27
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
          to label %26 unwind label %581

26:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %14) #27
  store i32 5, ptr %14, align 4, !tbaa !126
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %22, ptr noundef nonnull align 4 dereferenceable(4) %14)
          to label %29 unwind label %27

27:                                               ; preds = %26
  %28 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %16) #27
  br label %583

29:                                               ; preds = %26
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %14) #27
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
  call void %49(ptr noundef nonnull align 8 dereferenceable(16) %38) #27
  %50 = load ptr, ptr %38, align 8, !tbaa !29
  %51 = getelementptr inbounds i8, ptr %50, i64 24
  %52 = load ptr, ptr %51, align 8
  call void %52(ptr noundef nonnull align 8 dereferenceable(16) %38) #27
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
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %38) #27
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
  call void @_ZdlPvm(ptr noundef nonnull %70, i64 noundef %77) #29
  br label %78

78:                                               ; preds = %72, %69
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %17) #27
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %18) #27
  %79 = getelementptr inbounds i8, ptr %0, i64 8
  %80 = load ptr, ptr %79, align 8, !tbaa !193
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %19) #27
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
          to label %85 unwind label %585

85:                                               ; preds = %78
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %12) #27
  store i32 5, ptr %12, align 4, !tbaa !126
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %80, ptr noundef nonnull align 4 dereferenceable(4) %12)
          to label %88 unwind label %86

86:                                               ; preds = %85
  %87 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %18) #27
  br label %587

88:                                               ; preds = %85
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %12) #27
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
  call void %107(ptr noundef nonnull align 8 dereferenceable(16) %96) #27
  %108 = load ptr, ptr %96, align 8, !tbaa !29
  %109 = getelementptr inbounds i8, ptr %108, i64 24
  %110 = load ptr, ptr %109, align 8
  call void %110(ptr noundef nonnull align 8 dereferenceable(16) %96) #27
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
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %96) #27
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
  call void @_ZdlPvm(ptr noundef nonnull %128, i64 noundef %135) #29
  br label %136

136:                                              ; preds = %130, %127
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19) #27
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %20) #27
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11)
  store ptr @.str, ptr %11, align 8
  %137 = getelementptr inbounds i8, ptr %11, i64 8
  store ptr @.str.16, ptr %137, align 8
  %138 = getelementptr inbounds i8, ptr %11, i64 16
  store i64 51, ptr %138, align 8
  %139 = getelementptr inbounds i8, ptr %11, i64 24
  store i64 38, ptr %139, align 8
  invoke void @_ZN4sycl3_V119local_accessor_baseIfLi1ELNS0_6access4modeE1026ELNS2_11placeholderE0EEC2ILi1EvEENS0_5rangeILi1EEERNS0_7handlerENS0_6detail13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %20, i64 256, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %11)
          to label %140 unwind label %589

140:                                              ; preds = %136
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11)
  call void @llvm.lifetime.start.p0(i64 144, ptr nonnull %21) #27
  %141 = load ptr, ptr %20, align 8, !tbaa !132
  store ptr %141, ptr %21, align 8, !tbaa !132
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
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %156, ptr noundef nonnull align 8 dereferenceable(16) %157, i64 16, i1 false), !tbaa.struct !194
  %158 = getelementptr inbounds i8, ptr %21, i64 32
  %159 = load ptr, ptr %16, align 8, !tbaa !130
  store ptr %159, ptr %158, align 8, !tbaa !130
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
  %177 = load ptr, ptr %18, align 8, !tbaa !130
  store ptr %177, ptr %176, align 8, !tbaa !130
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
  %194 = load ptr, ptr %21, align 8, !tbaa !132
  store ptr %194, ptr %9, align 8, !tbaa !132
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
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %208, ptr noundef nonnull readonly align 8 dereferenceable(16) %156, i64 16, i1 false), !tbaa.struct !194
  %209 = getelementptr inbounds i8, ptr %9, i64 32
  %210 = load ptr, ptr %158, align 8, !tbaa !130
  store ptr %210, ptr %209, align 8, !tbaa !130
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
  %226 = load ptr, ptr %176, align 8, !tbaa !130
  store ptr %226, ptr %225, align 8, !tbaa !130
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
  %241 = load ptr, ptr %9, align 8, !tbaa !132
  store ptr %241, ptr %8, align 8, !tbaa !132
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
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %255, ptr noundef nonnull readonly align 8 dereferenceable(16) %208, i64 16, i1 false), !tbaa.struct !194
  %256 = getelementptr inbounds i8, ptr %8, i64 32
  %257 = load ptr, ptr %209, align 8, !tbaa !130
  store ptr %257, ptr %256, align 8, !tbaa !130
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
  %273 = load ptr, ptr %225, align 8, !tbaa !130
  store ptr %273, ptr %272, align 8, !tbaa !130
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
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_7nd_itemILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(144) %8) #27
  call void @llvm.lifetime.end.p0(i64 144, ptr nonnull %8)
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_7nd_itemILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(144) %9) #27
  call void @llvm.lifetime.end.p0(i64 144, ptr nonnull %9)
  %288 = invoke noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %289 unwind label %591

289:                                              ; preds = %286
  %290 = icmp eq i32 %288, 0
  br i1 %290, label %300, label %291

291:                                              ; preds = %289
  %292 = call ptr @__cxa_allocate_exception(i64 64) #27
  %293 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #27
  %294 = extractvalue { i32, ptr } %293, 0
  %295 = extractvalue { i32, ptr } %293, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %292, i32 %294, ptr %295, ptr noundef nonnull @.str.18)
          to label %296 unwind label %298

296:                                              ; preds = %291
  invoke void @__cxa_throw(ptr nonnull %292, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #30
          to label %297 unwind label %591

297:                                              ; preds = %296
  unreachable

298:                                              ; preds = %291
  %299 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %292) #27
  br label %593

300:                                              ; preds = %289
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.25)
          to label %301 unwind label %591

301:                                              ; preds = %300
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7)
  %302 = getelementptr inbounds i8, ptr %5, i64 8
  %303 = getelementptr inbounds i8, ptr %5, i64 16
  store i64 0, ptr %303, align 8, !alias.scope !195
  store i64 64, ptr %5, align 8, !tbaa !36, !alias.scope !195
  store i64 32, ptr %302, align 8, !tbaa !36, !alias.scope !195
  %304 = getelementptr inbounds i8, ptr %6, i64 8
  %305 = getelementptr inbounds i8, ptr %6, i64 16
  store i64 0, ptr %305, align 8, !alias.scope !198
  store i64 16, ptr %6, align 8, !tbaa !36, !alias.scope !198
  store i64 16, ptr %304, align 8, !tbaa !36, !alias.scope !198
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %7, i8 0, i64 24, i1 false)
  invoke void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEES3_NS0_2idILi3EEEi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range.99") align 8 %5, ptr noundef nonnull byval(%"class.sycl::_V1::range.99") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::id.97") align 8 %7, i32 noundef 2)
          to label %306 unwind label %591

306:                                              ; preds = %301
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7)
  invoke void @_ZN4sycl3_V17handler22setKernelIsCooperativeEb(ptr noundef nonnull align 8 dereferenceable(216) %1, i1 noundef zeroext false)
          to label %307 unwind label %591

307:                                              ; preds = %306
  %308 = load ptr, ptr %21, align 8, !tbaa !132
  store ptr %308, ptr %10, align 8, !tbaa !132
  %309 = getelementptr inbounds i8, ptr %10, i64 8
  %310 = load ptr, ptr %142, align 8, !tbaa !23
  store ptr %310, ptr %309, align 8, !tbaa !23
  %311 = icmp eq ptr %310, null
  br i1 %311, label %321, label %312

312:                                              ; preds = %307
  %313 = getelementptr inbounds i8, ptr %310, i64 8
  %314 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %315 = icmp eq i8 %314, 0
  br i1 %315, label %319, label %316

316:                                              ; preds = %312
  %317 = load i32, ptr %313, align 4, !tbaa !32
  %318 = add nsw i32 %317, 1
  store i32 %318, ptr %313, align 4, !tbaa !32
  br label %321

319:                                              ; preds = %312
  %320 = atomicrmw volatile add ptr %313, i32 1 acq_rel, align 4
  br label %321

321:                                              ; preds = %319, %316, %307
  %322 = getelementptr inbounds i8, ptr %10, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %322, ptr noundef nonnull readonly align 8 dereferenceable(16) %156, i64 16, i1 false), !tbaa.struct !194
  %323 = getelementptr inbounds i8, ptr %10, i64 32
  %324 = load ptr, ptr %158, align 8, !tbaa !130
  store ptr %324, ptr %323, align 8, !tbaa !130
  %325 = getelementptr inbounds i8, ptr %10, i64 40
  %326 = load ptr, ptr %160, align 8, !tbaa !23
  store ptr %326, ptr %325, align 8, !tbaa !23
  %327 = icmp eq ptr %326, null
  br i1 %327, label %337, label %328

328:                                              ; preds = %321
  %329 = getelementptr inbounds i8, ptr %326, i64 8
  %330 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %331 = icmp eq i8 %330, 0
  br i1 %331, label %335, label %332

332:                                              ; preds = %328
  %333 = load i32, ptr %329, align 4, !tbaa !32
  %334 = add nsw i32 %333, 1
  store i32 %334, ptr %329, align 4, !tbaa !32
  br label %337

335:                                              ; preds = %328
  %336 = atomicrmw volatile add ptr %329, i32 1 acq_rel, align 4
  br label %337

337:                                              ; preds = %335, %332, %321
  %338 = getelementptr inbounds i8, ptr %10, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %338, ptr noundef nonnull readonly align 8 dereferenceable(40) %174, i64 40, i1 false)
  %339 = getelementptr inbounds i8, ptr %10, i64 88
  %340 = load ptr, ptr %176, align 8, !tbaa !130
  store ptr %340, ptr %339, align 8, !tbaa !130
  %341 = getelementptr inbounds i8, ptr %10, i64 96
  %342 = load ptr, ptr %178, align 8, !tbaa !23
  store ptr %342, ptr %341, align 8, !tbaa !23
  %343 = icmp eq ptr %342, null
  br i1 %343, label %353, label %344

344:                                              ; preds = %337
  %345 = getelementptr inbounds i8, ptr %342, i64 8
  %346 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %347 = icmp eq i8 %346, 0
  br i1 %347, label %351, label %348

348:                                              ; preds = %344
  %349 = load i32, ptr %345, align 4, !tbaa !32
  %350 = add nsw i32 %349, 1
  store i32 %350, ptr %345, align 4, !tbaa !32
  br label %353

351:                                              ; preds = %344
  %352 = atomicrmw volatile add ptr %345, i32 1 acq_rel, align 4
  br label %353

353:                                              ; preds = %351, %348, %337
  %354 = getelementptr inbounds i8, ptr %10, i64 104
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %354, ptr noundef nonnull readonly align 8 dereferenceable(40) %192, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 144, ptr nonnull %3)
  %355 = invoke noalias noundef nonnull dereferenceable(152) ptr @_Znwm(i64 noundef 152) #26
          to label %356 unwind label %495

356:                                              ; preds = %353
  %357 = load ptr, ptr %10, align 8, !tbaa !132, !noalias !201
  store ptr %357, ptr %3, align 8, !tbaa !132, !noalias !201
  %358 = getelementptr inbounds i8, ptr %3, i64 8
  %359 = load ptr, ptr %309, align 8, !tbaa !23, !noalias !201
  store ptr %359, ptr %358, align 8, !tbaa !23, !noalias !201
  %360 = icmp eq ptr %359, null
  br i1 %360, label %370, label %361

361:                                              ; preds = %356
  %362 = getelementptr inbounds i8, ptr %359, i64 8
  %363 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !201
  %364 = icmp eq i8 %363, 0
  br i1 %364, label %368, label %365

365:                                              ; preds = %361
  %366 = load i32, ptr %362, align 4, !tbaa !32, !noalias !201
  %367 = add nsw i32 %366, 1
  store i32 %367, ptr %362, align 4, !tbaa !32, !noalias !201
  br label %370

368:                                              ; preds = %361
  %369 = atomicrmw volatile add ptr %362, i32 1 acq_rel, align 4, !noalias !201
  br label %370

370:                                              ; preds = %368, %365, %356
  %371 = getelementptr inbounds i8, ptr %3, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %371, ptr noundef nonnull readonly align 8 dereferenceable(16) %322, i64 16, i1 false), !tbaa.struct !194, !noalias !201
  %372 = getelementptr inbounds i8, ptr %3, i64 32
  %373 = load ptr, ptr %323, align 8, !tbaa !130, !noalias !201
  store ptr %373, ptr %372, align 8, !tbaa !130, !noalias !201
  %374 = getelementptr inbounds i8, ptr %3, i64 40
  %375 = load ptr, ptr %325, align 8, !tbaa !23, !noalias !201
  store ptr %375, ptr %374, align 8, !tbaa !23, !noalias !201
  %376 = icmp eq ptr %375, null
  br i1 %376, label %386, label %377

377:                                              ; preds = %370
  %378 = getelementptr inbounds i8, ptr %375, i64 8
  %379 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !201
  %380 = icmp eq i8 %379, 0
  br i1 %380, label %384, label %381

381:                                              ; preds = %377
  %382 = load i32, ptr %378, align 4, !tbaa !32, !noalias !201
  %383 = add nsw i32 %382, 1
  store i32 %383, ptr %378, align 4, !tbaa !32, !noalias !201
  br label %386

384:                                              ; preds = %377
  %385 = atomicrmw volatile add ptr %378, i32 1 acq_rel, align 4, !noalias !201
  br label %386

386:                                              ; preds = %384, %381, %370
  %387 = getelementptr inbounds i8, ptr %3, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %387, ptr noundef nonnull readonly align 8 dereferenceable(40) %338, i64 40, i1 false), !noalias !201
  %388 = getelementptr inbounds i8, ptr %3, i64 88
  %389 = load ptr, ptr %339, align 8, !tbaa !130, !noalias !201
  store ptr %389, ptr %388, align 8, !tbaa !130, !noalias !201
  %390 = getelementptr inbounds i8, ptr %3, i64 96
  %391 = load ptr, ptr %341, align 8, !tbaa !23, !noalias !201
  store ptr %391, ptr %390, align 8, !tbaa !23, !noalias !201
  %392 = icmp eq ptr %391, null
  br i1 %392, label %402, label %393

393:                                              ; preds = %386
  %394 = getelementptr inbounds i8, ptr %391, i64 8
  %395 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !201
  %396 = icmp eq i8 %395, 0
  br i1 %396, label %400, label %397

397:                                              ; preds = %393
  %398 = load i32, ptr %394, align 4, !tbaa !32, !noalias !201
  %399 = add nsw i32 %398, 1
  store i32 %399, ptr %394, align 4, !tbaa !32, !noalias !201
  br label %402

400:                                              ; preds = %393
  %401 = atomicrmw volatile add ptr %394, i32 1 acq_rel, align 4, !noalias !201
  br label %402

402:                                              ; preds = %400, %397, %386
  %403 = getelementptr inbounds i8, ptr %3, i64 104
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %403, ptr noundef nonnull readonly align 8 dereferenceable(40) %354, i64 40, i1 false), !noalias !201
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EEE, i64 16), ptr %355, align 8, !tbaa !29, !noalias !201
  %404 = getelementptr inbounds i8, ptr %355, i64 8
  %405 = load ptr, ptr %3, align 8, !tbaa !132, !noalias !201
  store ptr %405, ptr %404, align 8, !tbaa !132, !noalias !201
  %406 = getelementptr inbounds i8, ptr %355, i64 16
  %407 = load ptr, ptr %358, align 8, !tbaa !23, !noalias !201
  store ptr %407, ptr %406, align 8, !tbaa !23, !noalias !201
  %408 = icmp eq ptr %407, null
  br i1 %408, label %418, label %409

409:                                              ; preds = %402
  %410 = getelementptr inbounds i8, ptr %407, i64 8
  %411 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !201
  %412 = icmp eq i8 %411, 0
  br i1 %412, label %416, label %413

413:                                              ; preds = %409
  %414 = load i32, ptr %410, align 4, !tbaa !32, !noalias !201
  %415 = add nsw i32 %414, 1
  store i32 %415, ptr %410, align 4, !tbaa !32, !noalias !201
  br label %418

416:                                              ; preds = %409
  %417 = atomicrmw volatile add ptr %410, i32 1 acq_rel, align 4, !noalias !201
  br label %418

418:                                              ; preds = %416, %413, %402
  %419 = getelementptr inbounds i8, ptr %355, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %419, ptr noundef nonnull readonly align 8 dereferenceable(16) %371, i64 16, i1 false), !tbaa.struct !194, !noalias !201
  %420 = getelementptr inbounds i8, ptr %355, i64 40
  %421 = load ptr, ptr %372, align 8, !tbaa !130, !noalias !201
  store ptr %421, ptr %420, align 8, !tbaa !130, !noalias !201
  %422 = getelementptr inbounds i8, ptr %355, i64 48
  %423 = load ptr, ptr %374, align 8, !tbaa !23, !noalias !201
  store ptr %423, ptr %422, align 8, !tbaa !23, !noalias !201
  %424 = icmp eq ptr %423, null
  br i1 %424, label %434, label %425

425:                                              ; preds = %418
  %426 = getelementptr inbounds i8, ptr %423, i64 8
  %427 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !201
  %428 = icmp eq i8 %427, 0
  br i1 %428, label %432, label %429

429:                                              ; preds = %425
  %430 = load i32, ptr %426, align 4, !tbaa !32, !noalias !201
  %431 = add nsw i32 %430, 1
  store i32 %431, ptr %426, align 4, !tbaa !32, !noalias !201
  br label %434

432:                                              ; preds = %425
  %433 = atomicrmw volatile add ptr %426, i32 1 acq_rel, align 4, !noalias !201
  br label %434

434:                                              ; preds = %432, %429, %418
  %435 = getelementptr inbounds i8, ptr %355, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %435, ptr noundef nonnull readonly align 8 dereferenceable(40) %387, i64 40, i1 false), !noalias !201
  %436 = getelementptr inbounds i8, ptr %355, i64 96
  %437 = load ptr, ptr %388, align 8, !tbaa !130, !noalias !201
  store ptr %437, ptr %436, align 8, !tbaa !130, !noalias !201
  %438 = getelementptr inbounds i8, ptr %355, i64 104
  %439 = load ptr, ptr %390, align 8, !tbaa !23, !noalias !201
  store ptr %439, ptr %438, align 8, !tbaa !23, !noalias !201
  %440 = icmp eq ptr %439, null
  br i1 %440, label %450, label %441

441:                                              ; preds = %434
  %442 = getelementptr inbounds i8, ptr %439, i64 8
  %443 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !201
  %444 = icmp eq i8 %443, 0
  br i1 %444, label %448, label %445

445:                                              ; preds = %441
  %446 = load i32, ptr %442, align 4, !tbaa !32, !noalias !201
  %447 = add nsw i32 %446, 1
  store i32 %447, ptr %442, align 4, !tbaa !32, !noalias !201
  br label %450

448:                                              ; preds = %441
  %449 = atomicrmw volatile add ptr %442, i32 1 acq_rel, align 4, !noalias !201
  br label %450

450:                                              ; preds = %448, %445, %434
  %451 = getelementptr inbounds i8, ptr %355, i64 112
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %451, ptr noundef nonnull readonly align 8 dereferenceable(40) %403, i64 40, i1 false), !noalias !201
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_7nd_itemILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(144) %3) #27, !noalias !201
  call void @llvm.lifetime.end.p0(i64 144, ptr nonnull %3)
  %452 = getelementptr inbounds i8, ptr %1, i64 152
  %453 = load ptr, ptr %452, align 8, !tbaa !14
  store ptr %355, ptr %452, align 8, !tbaa !14
  %454 = icmp eq ptr %453, null
  br i1 %454, label %459, label %455

455:                                              ; preds = %450
  %456 = load ptr, ptr %453, align 8, !tbaa !29
  %457 = getelementptr inbounds i8, ptr %456, i64 16
  %458 = load ptr, ptr %457, align 8
  call void %458(ptr noundef nonnull align 8 dereferenceable(8) %453) #27
  br label %459

459:                                              ; preds = %455, %450
  invoke void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %460 unwind label %495

460:                                              ; preds = %459
  %461 = load ptr, ptr %452, align 8, !tbaa !14
  %462 = load ptr, ptr %461, align 8, !tbaa !29
  %463 = load ptr, ptr %462, align 8
  %464 = invoke noundef ptr %463(ptr noundef nonnull align 8 dereferenceable(8) %461)
          to label %465 unwind label %495

465:                                              ; preds = %460
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #27
  invoke void @_ZN4sycl3_V16detail19getKernelParamDescsI8BlockSumEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind nonnull writable sret(%"class.std::vector.110") align 8 %4)
          to label %466 unwind label %495

466:                                              ; preds = %465
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %464, ptr noundef nonnull align 8 dereferenceable(24) %4, i1 noundef zeroext false)
          to label %467 unwind label %484

467:                                              ; preds = %466
  %468 = load ptr, ptr %4, align 8, !tbaa !144
  %469 = icmp eq ptr %468, null
  br i1 %469, label %476, label %470

470:                                              ; preds = %467
  %471 = getelementptr inbounds i8, ptr %4, i64 16
  %472 = load ptr, ptr %471, align 8, !tbaa !146
  %473 = ptrtoint ptr %472 to i64
  %474 = ptrtoint ptr %468 to i64
  %475 = sub i64 %473, %474
  call void @_ZdlPvm(ptr noundef nonnull %468, i64 noundef %475) #29
  br label %476

476:                                              ; preds = %470, %467
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #27
  %477 = invoke noalias noundef nonnull dereferenceable(14) ptr @_Znam(i64 noundef 14) #26
          to label %478 unwind label %495

478:                                              ; preds = %476
  %479 = getelementptr inbounds i8, ptr %1, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(13) %477, ptr noundef nonnull align 1 dereferenceable(13) @.str.25, i64 13, i1 false)
  %480 = getelementptr inbounds i8, ptr %477, i64 13
  store i8 0, ptr %480, align 1, !tbaa !31
  %481 = load ptr, ptr %479, align 8, !tbaa !14
  store ptr %477, ptr %479, align 8, !tbaa !14
  %482 = icmp eq ptr %481, null
  br i1 %482, label %499, label %483

483:                                              ; preds = %478
  call void @_ZdaPv(ptr noundef nonnull %481) #29
  br label %499

484:                                              ; preds = %466
  %485 = landingpad { ptr, i32 }
          cleanup
  %486 = load ptr, ptr %4, align 8, !tbaa !144
  %487 = icmp eq ptr %486, null
  br i1 %487, label %494, label %488

488:                                              ; preds = %484
  %489 = getelementptr inbounds i8, ptr %4, i64 16
  %490 = load ptr, ptr %489, align 8, !tbaa !146
  %491 = ptrtoint ptr %490 to i64
  %492 = ptrtoint ptr %486 to i64
  %493 = sub i64 %491, %492
  call void @_ZdlPvm(ptr noundef nonnull %486, i64 noundef %493) #29
  br label %494

494:                                              ; preds = %488, %484
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #27
  br label %497

495:                                              ; preds = %476, %465, %460, %459, %353
  %496 = landingpad { ptr, i32 }
          cleanup
  br label %497

497:                                              ; preds = %495, %494
  %498 = phi { ptr, i32 } [ %496, %495 ], [ %485, %494 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_7nd_itemILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(144) %10) #27
  br label %593

499:                                              ; preds = %483, %478
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_7nd_itemILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(144) %10) #27
  invoke void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef 1)
          to label %500 unwind label %591

500:                                              ; preds = %499
  call void @llvm.lifetime.end.p0(i64 144, ptr nonnull %10)
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_7nd_itemILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(144) %21) #27
  call void @llvm.lifetime.end.p0(i64 144, ptr nonnull %21) #27
  %501 = load ptr, ptr %143, align 8, !tbaa !23
  %502 = icmp eq ptr %501, null
  br i1 %502, label %527, label %503

503:                                              ; preds = %500
  %504 = getelementptr inbounds i8, ptr %501, i64 8
  %505 = load atomic i64, ptr %504 acquire, align 8
  %506 = icmp eq i64 %505, 4294967297
  %507 = trunc i64 %505 to i32
  br i1 %506, label %508, label %516

508:                                              ; preds = %503
  store i32 0, ptr %504, align 8, !tbaa !25
  %509 = getelementptr inbounds i8, ptr %501, i64 12
  store i32 0, ptr %509, align 4, !tbaa !28
  %510 = load ptr, ptr %501, align 8, !tbaa !29
  %511 = getelementptr inbounds i8, ptr %510, i64 16
  %512 = load ptr, ptr %511, align 8
  call void %512(ptr noundef nonnull align 8 dereferenceable(16) %501) #27
  %513 = load ptr, ptr %501, align 8, !tbaa !29
  %514 = getelementptr inbounds i8, ptr %513, i64 24
  %515 = load ptr, ptr %514, align 8
  call void %515(ptr noundef nonnull align 8 dereferenceable(16) %501) #27
  br label %527

516:                                              ; preds = %503
  %517 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %518 = icmp eq i8 %517, 0
  br i1 %518, label %521, label %519

519:                                              ; preds = %516
  %520 = add nsw i32 %507, -1
  store i32 %520, ptr %504, align 4, !tbaa !32
  br label %523

521:                                              ; preds = %516
  %522 = atomicrmw volatile add ptr %504, i32 -1 acq_rel, align 4
  br label %523

523:                                              ; preds = %521, %519
  %524 = phi i32 [ %507, %519 ], [ %522, %521 ]
  %525 = icmp eq i32 %524, 1
  br i1 %525, label %526, label %527, !prof !33

526:                                              ; preds = %523
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %501) #27
  br label %527

527:                                              ; preds = %526, %523, %508, %500
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #27
  %528 = load ptr, ptr %179, align 8, !tbaa !23
  %529 = icmp eq ptr %528, null
  br i1 %529, label %554, label %530

530:                                              ; preds = %527
  %531 = getelementptr inbounds i8, ptr %528, i64 8
  %532 = load atomic i64, ptr %531 acquire, align 8
  %533 = icmp eq i64 %532, 4294967297
  %534 = trunc i64 %532 to i32
  br i1 %533, label %535, label %543

535:                                              ; preds = %530
  store i32 0, ptr %531, align 8, !tbaa !25
  %536 = getelementptr inbounds i8, ptr %528, i64 12
  store i32 0, ptr %536, align 4, !tbaa !28
  %537 = load ptr, ptr %528, align 8, !tbaa !29
  %538 = getelementptr inbounds i8, ptr %537, i64 16
  %539 = load ptr, ptr %538, align 8
  call void %539(ptr noundef nonnull align 8 dereferenceable(16) %528) #27
  %540 = load ptr, ptr %528, align 8, !tbaa !29
  %541 = getelementptr inbounds i8, ptr %540, i64 24
  %542 = load ptr, ptr %541, align 8
  call void %542(ptr noundef nonnull align 8 dereferenceable(16) %528) #27
  br label %554

543:                                              ; preds = %530
  %544 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %545 = icmp eq i8 %544, 0
  br i1 %545, label %548, label %546

546:                                              ; preds = %543
  %547 = add nsw i32 %534, -1
  store i32 %547, ptr %531, align 4, !tbaa !32
  br label %550

548:                                              ; preds = %543
  %549 = atomicrmw volatile add ptr %531, i32 -1 acq_rel, align 4
  br label %550

550:                                              ; preds = %548, %546
  %551 = phi i32 [ %534, %546 ], [ %549, %548 ]
  %552 = icmp eq i32 %551, 1
  br i1 %552, label %553, label %554, !prof !33

553:                                              ; preds = %550
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %528) #27
  br label %554

554:                                              ; preds = %553, %550, %535, %527
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %18) #27
  %555 = load ptr, ptr %161, align 8, !tbaa !23
  %556 = icmp eq ptr %555, null
  br i1 %556, label %601, label %557

557:                                              ; preds = %554
  %558 = getelementptr inbounds i8, ptr %555, i64 8
  %559 = load atomic i64, ptr %558 acquire, align 8
  %560 = icmp eq i64 %559, 4294967297
  %561 = trunc i64 %559 to i32
  br i1 %560, label %562, label %570

562:                                              ; preds = %557
  store i32 0, ptr %558, align 8, !tbaa !25
  %563 = getelementptr inbounds i8, ptr %555, i64 12
  store i32 0, ptr %563, align 4, !tbaa !28
  %564 = load ptr, ptr %555, align 8, !tbaa !29
  %565 = getelementptr inbounds i8, ptr %564, i64 16
  %566 = load ptr, ptr %565, align 8
  call void %566(ptr noundef nonnull align 8 dereferenceable(16) %555) #27
  %567 = load ptr, ptr %555, align 8, !tbaa !29
  %568 = getelementptr inbounds i8, ptr %567, i64 24
  %569 = load ptr, ptr %568, align 8
  call void %569(ptr noundef nonnull align 8 dereferenceable(16) %555) #27
  br label %601

570:                                              ; preds = %557
  %571 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %572 = icmp eq i8 %571, 0
  br i1 %572, label %575, label %573

573:                                              ; preds = %570
  %574 = add nsw i32 %561, -1
  store i32 %574, ptr %558, align 4, !tbaa !32
  br label %577

575:                                              ; preds = %570
  %576 = atomicrmw volatile add ptr %558, i32 -1 acq_rel, align 4
  br label %577

577:                                              ; preds = %575, %573
  %578 = phi i32 [ %561, %573 ], [ %576, %575 ]
  %579 = icmp eq i32 %578, 1
  br i1 %579, label %580, label %601, !prof !33

580:                                              ; preds = %577
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %555) #27
  br label %601

581:                                              ; preds = %2
  %582 = landingpad { ptr, i32 }
          cleanup
  br label %583

583:                                              ; preds = %581, %27
  %584 = phi { ptr, i32 } [ %582, %581 ], [ %28, %27 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %17) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %17) #27
  br label %599

585:                                              ; preds = %78
  %586 = landingpad { ptr, i32 }
          cleanup
  br label %587

587:                                              ; preds = %585, %86
  %588 = phi { ptr, i32 } [ %586, %585 ], [ %87, %86 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %19) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19) #27
  br label %597

589:                                              ; preds = %136
  %590 = landingpad { ptr, i32 }
          cleanup
  br label %595

591:                                              ; preds = %499, %306, %301, %300, %296, %286
  %592 = landingpad { ptr, i32 }
          cleanup
  br label %593

593:                                              ; preds = %591, %497, %298
  %594 = phi { ptr, i32 } [ %592, %591 ], [ %299, %298 ], [ %498, %497 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_7nd_itemILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(144) %21) #27
  call void @llvm.lifetime.end.p0(i64 144, ptr nonnull %21) #27
  call void @_ZN4sycl3_V16detail21LocalAccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %20) #27
  br label %595

595:                                              ; preds = %593, %589
  %596 = phi { ptr, i32 } [ %594, %593 ], [ %590, %589 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #27
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %18) #27
  br label %597

597:                                              ; preds = %595, %587
  %598 = phi { ptr, i32 } [ %596, %595 ], [ %588, %587 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %18) #27
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(56) %16) #27
  br label %599

599:                                              ; preds = %597, %583
  %600 = phi { ptr, i32 } [ %598, %597 ], [ %584, %583 ]
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %16) #27
  resume { ptr, i32 } %600

601:                                              ; preds = %554, %562, %577, %580
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %16) #27
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal noundef zeroext i1 @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E0_E10_M_managerERSt9_Any_dataRKS7_St18_Manager_operation(ptr nocapture noundef nonnull writeonly align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) #21 align 2 personality ptr @__gxx_personality_v0 {
  switch i32 %2, label %7 [
    i32 0, label %4
    i32 1, label %5
    i32 2, label %6
  ]

4:                                                ; preds = %3
  store ptr @_ZTIZ4mainEUlRN4sycl3_V17handlerEE0_, ptr %0, align 8, !tbaa !14
  br label %7

5:                                                ; preds = %3
  store ptr %1, ptr %0, align 8, !tbaa !14
  br label %7

6:                                                ; preds = %3
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull readonly align 8 dereferenceable(16) %1, i64 16, i1 false), !tbaa.struct !204
  br label %7

7:                                                ; preds = %3, %6, %5, %4
  ret i1 false
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  %15 = load ptr, ptr %3, align 8, !tbaa !29
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
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
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #27
  %43 = load ptr, ptr %31, align 8, !tbaa !29
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #27
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #27
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
  tail call void %70(ptr noundef nonnull align 8 dereferenceable(16) %59) #27
  %71 = load ptr, ptr %59, align 8, !tbaa !29
  %72 = getelementptr inbounds i8, ptr %71, i64 24
  %73 = load ptr, ptr %72, align 8
  tail call void %73(ptr noundef nonnull align 8 dereferenceable(16) %59) #27
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %59) #27
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  %15 = load ptr, ptr %3, align 8, !tbaa !29
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V119local_accessor_baseIfLi1ELNS0_6access4modeE1026ELNS2_11placeholderE0EEC2ILi1EvEENS0_5rangeILi1EEERNS0_7handlerENS0_6detail13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, i64 %1, ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %3) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::range.99", align 8
  %6 = alloca %"class.sycl::_V1::property_list", align 8
  store i64 %1, ptr %5, align 8, !tbaa !36, !alias.scope !205
  %7 = getelementptr inbounds i8, ptr %5, i64 8
  store i64 1, ptr %7, align 8, !tbaa !36, !alias.scope !205
  %8 = getelementptr inbounds i8, ptr %5, i64 16
  store i64 1, ptr %8, align 8, !tbaa !36, !alias.scope !205
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %6, i8 0, i64 32, i1 false)
  invoke void @_ZN4sycl3_V16detail21LocalAccessorBaseHostC2ENS0_5rangeILi3EEEiiRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::range.99") align 8 %5, i32 noundef 1, i32 noundef 4, ptr noundef nonnull align 8 dereferenceable(32) %6)
          to label %9 unwind label %69

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
  call void %29(ptr noundef nonnull align 8 dereferenceable(16) %18) #27
  %30 = load ptr, ptr %18, align 8, !tbaa !29
  %31 = getelementptr inbounds i8, ptr %30, i64 24
  %32 = load ptr, ptr %31, align 8
  call void %32(ptr noundef nonnull align 8 dereferenceable(16) %18) #27
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
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %18) #27
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
  call void @_ZdlPvm(ptr noundef nonnull %50, i64 noundef %57) #29
  br label %58

58:                                               ; preds = %49, %52
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #27
  %59 = load ptr, ptr %0, align 8, !tbaa !132
  invoke void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef null, ptr noundef %59, i32 noundef 2016, i32 noundef 1026, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %60 unwind label %71

60:                                               ; preds = %58
  %61 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail21LocalAccessorBaseHost7getSizeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %62 unwind label %71

62:                                               ; preds = %60
  %63 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail21LocalAccessorBaseHost7getSizeEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %64 unwind label %71

64:                                               ; preds = %62
  %65 = invoke noundef ptr @_ZN4sycl3_V16detail21LocalAccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %66 unwind label %71

66:                                               ; preds = %64
  %67 = invoke noundef ptr @_ZNK4sycl3_V16detail21LocalAccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %68 unwind label %71

68:                                               ; preds = %66
  ret void

69:                                               ; preds = %4
  %70 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %6) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #27
  br label %73

71:                                               ; preds = %66, %64, %62, %60, %58
  %72 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail21LocalAccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #27
  br label %73

73:                                               ; preds = %71, %69
  %74 = phi { ptr, i32 } [ %72, %71 ], [ %70, %69 ]
  resume { ptr, i32 } %74
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19getKernelParamDescsI8BlockSumEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind noalias writable sret(%"class.std::vector.110") align 8 %0) local_unnamed_addr #2 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"struct.sycl::_V1::detail::kernel_param_desc_t", align 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, i8 0, i64 24, i1 false)
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = tail call noalias noundef nonnull dereferenceable(36) ptr @_Znwm(i64 noundef 36) #26
  store ptr %4, ptr %0, align 8, !tbaa !144
  %5 = getelementptr inbounds i8, ptr %4, i64 36
  store ptr %5, ptr %3, align 8, !tbaa !146
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #27
  store i64 17454747090944, ptr %2, align 8
  store i32 0, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !172
  %8 = getelementptr inbounds i8, ptr %4, i64 12
  store ptr %8, ptr %7, align 8, !tbaa !175
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #27
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #27
  store i64 26242250178560, ptr %2, align 8
  store i32 32, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %8, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !172
  %9 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr %9, ptr %7, align 8, !tbaa !175
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #27
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #27
  store i64 26242250178560, ptr %2, align 8
  store i32 88, ptr %6, align 8
  %10 = load ptr, ptr %3, align 8, !tbaa !146
  %11 = icmp eq ptr %9, %10
  br i1 %11, label %15, label %12

12:                                               ; preds = %1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %9, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !172
  %13 = load ptr, ptr %7, align 8, !tbaa !175
  %14 = getelementptr inbounds i8, ptr %13, i64 12
  store ptr %14, ptr %7, align 8, !tbaa !175
  br label %16

15:                                               ; preds = %1
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr nonnull %9, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %16 unwind label %17

16:                                               ; preds = %15, %12
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #27
  ret void

17:                                               ; preds = %15
  %18 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #27
  %19 = load ptr, ptr %0, align 8, !tbaa !144
  %20 = icmp eq ptr %19, null
  br i1 %20, label %26, label %21

21:                                               ; preds = %17
  %22 = load ptr, ptr %3, align 8, !tbaa !146
  %23 = ptrtoint ptr %22 to i64
  %24 = ptrtoint ptr %19 to i64
  %25 = sub i64 %23, %24
  call void @_ZdlPvm(ptr noundef nonnull %19, i64 noundef %25) #29
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
  tail call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_7nd_itemILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(144) %2) #27
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EED0Ev(ptr noundef nonnull align 8 dereferenceable(152) %0) unnamed_addr #3 align 2 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EEE, i64 16), ptr %0, align 8, !tbaa !29
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  tail call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_7nd_itemILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(144) %2) #27
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 152) #29
  ret void
}

; Function Attrs: mustprogress noreturn uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi2EEEE_S7_Li2EE23InstantiateKernelOnHostEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(152) %0) unnamed_addr #22 align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %class.anon.133, align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !132
  store ptr %4, ptr %2, align 8, !tbaa !132
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
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %19, ptr noundef nonnull readonly align 8 dereferenceable(16) %20, i64 16, i1 false), !tbaa.struct !194
  %21 = getelementptr inbounds i8, ptr %2, i64 32
  %22 = getelementptr inbounds i8, ptr %0, i64 40
  %23 = load ptr, ptr %22, align 8, !tbaa !130
  store ptr %23, ptr %21, align 8, !tbaa !130
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
  %42 = load ptr, ptr %41, align 8, !tbaa !130
  store ptr %42, ptr %40, align 8, !tbaa !130
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
  %73 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %21) #27
  %74 = getelementptr float, ptr %73, i64 %70
  %75 = getelementptr float, ptr %74, i64 %72
  %76 = load float, ptr %75, align 4, !tbaa !5
  %77 = invoke noundef ptr @_ZNK4sycl3_V16detail21LocalAccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
          to label %78 unwind label %87

78:                                               ; preds = %69
  store float %76, ptr %77, align 4, !tbaa !5
  %79 = call ptr @__cxa_allocate_exception(i64 64) #27
  %80 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 12) #27
  %81 = extractvalue { i32, ptr } %80, 0
  %82 = extractvalue { i32, ptr } %80, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %79, i32 %81, ptr %82, ptr noundef nonnull @.str.20)
          to label %83 unwind label %85

83:                                               ; preds = %78
  invoke void @__cxa_throw(ptr nonnull %79, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #30
          to label %84 unwind label %87

84:                                               ; preds = %83
  unreachable

85:                                               ; preds = %78
  %86 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %79) #27
  br label %89

87:                                               ; preds = %83, %69, %65, %62, %60, %56
  %88 = landingpad { ptr, i32 }
          cleanup
  br label %89

89:                                               ; preds = %85, %87
  %90 = phi { ptr, i32 } [ %88, %87 ], [ %86, %85 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_7nd_itemILi2EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(144) %2) #27
  resume { ptr, i32 } %90
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #23

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #24

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #25

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #24

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
attributes #21 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #22 = { mustprogress noreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #23 = { nofree nounwind }
attributes #24 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #25 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #26 = { builtin allocsize(0) }
attributes #27 = { nounwind }
attributes #28 = { noreturn nounwind }
attributes #29 = { builtin nounwind }
attributes #30 = { noreturn }

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
!61 = !{!62, !59}
!62 = distinct !{!62, !63, !"_ZN4sycl3_V15queue17submit_with_eventIZ4mainEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_PS1_RKNS0_6detail13code_locationE: argument 0"}
!63 = distinct !{!63, !"_ZN4sycl3_V15queue17submit_with_eventIZ4mainEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_PS1_RKNS0_6detail13code_locationE"}
!64 = !{!65, !15, i64 24}
!65 = !{!"_ZTSSt8functionIFvRN4sycl3_V17handlerEEE", !18, i64 0, !15, i64 24}
!66 = !{!67, !68, i64 0}
!67 = !{!"_ZTSN4sycl3_V16detail14tls_code_loc_tE", !68, i64 0}
!68 = !{!"bool", !7, i64 0}
!69 = !{i8 0, i8 2}
!70 = !{}
!71 = !{!72}
!72 = distinct !{!72, !73, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!73 = distinct !{!73, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!74 = !{!75}
!75 = distinct !{!75, !76, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE: argument 0"}
!76 = distinct !{!76, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE"}
!77 = !{!78, !75}
!78 = distinct !{!78, !79, !"_ZN4sycl3_V15queue17submit_with_eventIZ4mainEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_PS1_RKNS0_6detail13code_locationE: argument 0"}
!79 = distinct !{!79, !"_ZN4sycl3_V15queue17submit_with_eventIZ4mainEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_PS1_RKNS0_6detail13code_locationE"}
!80 = distinct !{!80, !10}
!81 = distinct !{!81, !10}
!82 = distinct !{!82, !10}
!83 = distinct !{!83, !10}
!84 = distinct !{!84, !10}
!85 = !{!86}
!86 = distinct !{!86, !87, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!87 = distinct !{!87, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!88 = !{!89, !37, i64 0}
!89 = !{!"_ZTSN4sycl3_V16detail17aligned_allocatorIfEE", !37, i64 0}
!90 = !{!91, !37, i64 16}
!91 = !{!"_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE", !92, i64 0, !89, i64 8, !37, i64 16}
!92 = !{!"_ZTSN4sycl3_V16detail19SYCLMemObjAllocatorE"}
!93 = !{!94, !15, i64 0}
!94 = !{!"_ZTSSt10_Head_baseILm0EPN4sycl3_V16detail19SYCLMemObjAllocatorELb0EE", !15, i64 0}
!95 = !{!96, !37, i64 32}
!96 = !{!"_ZTSN4sycl3_V16bufferIfLi2ENS0_6detail17aligned_allocatorIfEEvEE", !97, i64 0, !100, i64 16, !37, i64 32, !68, i64 40}
!97 = !{!"_ZTSN4sycl3_V16detail12buffer_plainE", !98, i64 0}
!98 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail11buffer_implEE", !99, i64 0}
!99 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail11buffer_implELN9__gnu_cxx12_Lock_policyE2EE", !15, i64 0, !24, i64 8}
!100 = !{!"_ZTSN4sycl3_V15rangeILi2EEE", !101, i64 0}
!101 = !{!"_ZTSN4sycl3_V16detail5arrayILi2EEE", !7, i64 0}
!102 = !{!96, !68, i64 40}
!103 = !{!99, !15, i64 0}
!104 = !{!105, !15, i64 8}
!105 = !{!"_ZTSSt9type_info", !15, i64 8}
!106 = !{!107}
!107 = distinct !{!107, !108, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi2EEE: argument 0"}
!108 = distinct !{!108, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi2EEE"}
!109 = !{!110, !15, i64 0}
!110 = !{!"_ZTSNSt15__exception_ptr13exception_ptrE", !15, i64 0}
!111 = !{!112, !114, i64 32}
!112 = !{!"_ZTSSt8ios_base", !37, i64 8, !37, i64 16, !113, i64 24, !114, i64 28, !114, i64 32, !15, i64 40, !115, i64 48, !7, i64 64, !27, i64 192, !15, i64 200, !116, i64 208}
!113 = !{!"_ZTSSt13_Ios_Fmtflags", !7, i64 0}
!114 = !{!"_ZTSSt12_Ios_Iostate", !7, i64 0}
!115 = !{!"_ZTSNSt8ios_base6_WordsE", !15, i64 0, !37, i64 8}
!116 = !{!"_ZTSSt6locale", !15, i64 0}
!117 = !{!118, !15, i64 24}
!118 = !{!"_ZTSSt8functionIFiRKN4sycl3_V16deviceEEE", !18, i64 0, !15, i64 24}
!119 = !{!120, !15, i64 16}
!120 = !{!"_ZTSNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE17_Vector_impl_dataE", !15, i64 0, !15, i64 8, !15, i64 16}
!121 = !{!120, !15, i64 0}
!122 = !{!120, !15, i64 8}
!123 = distinct !{!123, !10}
!124 = !{!125, !15, i64 0}
!125 = !{!"_ZTSZ4mainEUlRN4sycl3_V17handlerEE_", !15, i64 0, !15, i64 8, !15, i64 16}
!126 = !{!127, !127, i64 0}
!127 = !{!"_ZTSN4sycl3_V16detail16PropWithDataKindE", !7, i64 0}
!128 = !{!125, !15, i64 8}
!129 = !{!125, !15, i64 16}
!130 = !{!131, !15, i64 0}
!131 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail16AccessorImplHostELN9__gnu_cxx12_Lock_policyE2EE", !15, i64 0, !24, i64 8}
!132 = !{!133, !15, i64 0}
!133 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail21LocalAccessorImplHostELN9__gnu_cxx12_Lock_policyE2EE", !15, i64 0, !24, i64 8}
!134 = !{i64 0, i64 40, !31}
!135 = !{!136}
!136 = distinct !{!136, !137, !"_ZN4sycl3_V17handler8padRangeILi2EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!137 = distinct !{!137, !"_ZN4sycl3_V17handler8padRangeILi2EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!138 = !{!139}
!139 = distinct !{!139, !140, !"_ZN4sycl3_V17handler8padRangeILi2EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!140 = distinct !{!140, !"_ZN4sycl3_V17handler8padRangeILi2EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!141 = !{!142}
!142 = distinct !{!142, !143, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS1_7handlerEE_clES5_EUlNS1_7nd_itemILi2EEEE_S8_Li2EEEJRS9_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!143 = distinct !{!143, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS1_7handlerEE_clES5_EUlNS1_7nd_itemILi2EEEE_S8_Li2EEEJRS9_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!144 = !{!145, !15, i64 0}
!145 = !{!"_ZTSNSt12_Vector_baseIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_Vector_impl_dataE", !15, i64 0, !15, i64 8, !15, i64 16}
!146 = !{!145, !15, i64 16}
!147 = !{i64 0, i64 8, !14, i64 8, i64 8, !14, i64 16, i64 8, !14}
!148 = !{!149}
!149 = distinct !{!149, !150, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!150 = distinct !{!150, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!151 = !{!152}
!152 = distinct !{!152, !153, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!153 = distinct !{!153, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!154 = !{!155, !15, i64 0}
!155 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseELN9__gnu_cxx12_Lock_policyE2EE", !15, i64 0, !24, i64 8}
!156 = distinct !{!156, !10}
!157 = !{!158, !15, i64 16}
!158 = !{!"_ZTSN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !159, i64 0, !15, i64 16, !7, i64 24}
!159 = !{!"_ZTSN4sycl3_V16detail16AccessorBaseHostE", !160, i64 0}
!160 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail16AccessorImplHostEE", !131, i64 0}
!161 = !{!162}
!162 = distinct !{!162, !163, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!163 = distinct !{!163, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!164 = !{!165}
!165 = distinct !{!165, !166, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!166 = distinct !{!166, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!167 = !{!168, !15, i64 16}
!168 = !{!"_ZTSN4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !159, i64 0, !15, i64 16, !7, i64 24}
!169 = !{!170}
!170 = distinct !{!170, !171, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE: argument 0"}
!171 = distinct !{!171, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi2EEET1_IXT_EES4_IXT2_EE"}
!172 = !{i64 0, i64 4, !173, i64 4, i64 4, !32, i64 8, i64 4, !32}
!173 = !{!174, !174, i64 0}
!174 = !{!"_ZTSN4sycl3_V16detail19kernel_param_kind_tE", !7, i64 0}
!175 = !{!145, !15, i64 8}
!176 = !{!177}
!177 = distinct !{!177, !178, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam: argument 0"}
!178 = distinct !{!178, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam"}
!179 = !{!180}
!180 = distinct !{!180, !181, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam: argument 0"}
!181 = distinct !{!181, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam"}
!182 = !{!183}
!183 = distinct !{!183, !184, !"_ZNK4sycl3_V119local_accessor_baseIfLi2ELNS0_6access4modeE1026ELNS2_11placeholderE0EEixILi2EvEENS0_6detail15accessor_commonIfLi2ELS3_1026ELNS2_6targetE2016ELS4_0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptIXmiT_Li1EES5_EEm: argument 0"}
!184 = distinct !{!184, !"_ZNK4sycl3_V119local_accessor_baseIfLi2ELNS0_6access4modeE1026ELNS2_11placeholderE0EEixILi2EvEENS0_6detail15accessor_commonIfLi2ELS3_1026ELNS2_6targetE2016ELS4_0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptIXmiT_Li1EES5_EEm"}
!185 = !{!186}
!186 = distinct !{!186, !187, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam: argument 0"}
!187 = distinct !{!187, !"_ZNK4sycl3_V18accessorIfLi2ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixILi2EvEEDam"}
!188 = !{!189}
!189 = distinct !{!189, !190, !"_ZNK4sycl3_V119local_accessor_baseIfLi2ELNS0_6access4modeE1026ELNS2_11placeholderE0EEixILi2EvEENS0_6detail15accessor_commonIfLi2ELS3_1026ELNS2_6targetE2016ELS4_0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptIXmiT_Li1EES5_EEm: argument 0"}
!190 = distinct !{!190, !"_ZNK4sycl3_V119local_accessor_baseIfLi2ELNS0_6access4modeE1026ELNS2_11placeholderE0EEixILi2EvEENS0_6detail15accessor_commonIfLi2ELS3_1026ELNS2_6targetE2016ELS4_0ENS0_3ext6oneapi22accessor_property_listIJEEEE17AccessorSubscriptIXmiT_Li1EES5_EEm"}
!191 = !{!192, !15, i64 0}
!192 = !{!"_ZTSZ4mainEUlRN4sycl3_V17handlerEE0_", !15, i64 0, !15, i64 8}
!193 = !{!192, !15, i64 8}
!194 = !{i64 0, i64 16, !31}
!195 = !{!196}
!196 = distinct !{!196, !197, !"_ZN4sycl3_V17handler8padRangeILi2EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!197 = distinct !{!197, !"_ZN4sycl3_V17handler8padRangeILi2EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!198 = !{!199}
!199 = distinct !{!199, !200, !"_ZN4sycl3_V17handler8padRangeILi2EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!200 = distinct !{!200, !"_ZN4sycl3_V17handler8padRangeILi2EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!201 = !{!202}
!202 = distinct !{!202, !203, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS1_7handlerEE0_clES5_EUlNS1_7nd_itemILi2EEEE_S8_Li2EEEJRS9_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!203 = distinct !{!203, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS1_7handlerEE0_clES5_EUlNS1_7nd_itemILi2EEEE_S8_Li2EEEJRS9_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!204 = !{i64 0, i64 8, !14, i64 8, i64 8, !14}
!205 = !{!206}
!206 = distinct !{!206, !207, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!207 = distinct !{!207, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
