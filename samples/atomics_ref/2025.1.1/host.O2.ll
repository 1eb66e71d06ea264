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
%"class.sycl::_V1::detail::SubmissionInfo" = type { %"class.std::shared_ptr.68" }
%"class.std::shared_ptr.68" = type { %"class.std::__shared_ptr.69" }
%"class.std::__shared_ptr.69" = type { ptr, %"class.std::__shared_count" }
%"class.std::__shared_count" = type { ptr }
%"class.std::function.71" = type { %"class.std::_Function_base", ptr }
%"class.std::_Function_base" = type { %"union.std::_Any_data", ptr }
%"union.std::_Any_data" = type { %"union.std::_Nocopy_types" }
%"union.std::_Nocopy_types" = type { { i64, i64 } }
%"class.std::function" = type { %"class.std::_Function_base", ptr }
%"class.sycl::_V1::queue" = type { %"class.std::shared_ptr" }
%"class.std::shared_ptr" = type { %"class.std::__shared_ptr" }
%"class.std::__shared_ptr" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::property_list" = type { %"class.sycl::_V1::detail::PropertyListBase" }
%"class.sycl::_V1::detail::PropertyListBase" = type { %"class.std::bitset", %"class.std::vector" }
%"class.std::bitset" = type { %"struct.std::_Base_bitset" }
%"struct.std::_Base_bitset" = type { i64 }
%"class.std::vector" = type { %"struct.std::_Vector_base" }
%"struct.std::_Vector_base" = type { %"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl" }
%"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl" = type { %"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl_data" }
%"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.sycl::_V1::buffer" = type <{ %"class.sycl::_V1::detail::buffer_plain", %"class.sycl::_V1::range", i64, i8, [7 x i8] }>
%"class.sycl::_V1::detail::buffer_plain" = type { %"class.std::shared_ptr.10" }
%"class.std::shared_ptr.10" = type { %"class.std::__shared_ptr.11" }
%"class.std::__shared_ptr.11" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"struct.sycl::_V1::detail::code_location" = type { ptr, ptr, i64, i64 }
%"class.sycl::_V1::buffer.14" = type <{ %"class.sycl::_V1::detail::buffer_plain", %"class.sycl::_V1::range", i64, i8, [7 x i8] }>
%"class.sycl::_V1::event" = type { %"class.std::shared_ptr.18" }
%"class.std::shared_ptr.18" = type { %"class.std::__shared_ptr.19" }
%"class.std::__shared_ptr.19" = type { ptr, %"class.std::__shared_count" }
%"class.std::unique_ptr" = type { %"struct.std::__uniq_ptr_data" }
%"struct.std::__uniq_ptr_data" = type { %"class.std::__uniq_ptr_impl" }
%"class.std::__uniq_ptr_impl" = type { %"class.std::tuple" }
%"class.std::tuple" = type { %"struct.std::_Tuple_impl" }
%"struct.std::_Tuple_impl" = type { %"struct.std::_Head_base.39" }
%"struct.std::_Head_base.39" = type { ptr }
%"struct.std::array" = type { [3 x i64] }
%"class.std::__exception_ptr::exception_ptr" = type { ptr }
%"class.sycl::_V1::device" = type { %"class.std::shared_ptr.29" }
%"class.std::shared_ptr.29" = type { %"class.std::__shared_ptr.30" }
%"class.std::__shared_ptr.30" = type { ptr, %"class.std::__shared_count" }
%"class.std::function.32" = type { %"class.std::_Function_base", ptr }
%"class.sycl::_V1::exception_list" = type { %"class.std::vector.23" }
%"class.std::vector.23" = type { %"struct.std::_Vector_base.24" }
%"struct.std::_Vector_base.24" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.std::vector.136" = type { %"struct.std::_Vector_base.137" }
%"struct.std::_Vector_base.137" = type { %"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl" }
%"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl" = type { %"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl_data" }
%"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.sycl::_V1::range.114" = type { %"class.sycl::_V1::detail::array.113" }
%"class.sycl::_V1::detail::array.113" = type { [3 x i64] }
%"class.std::tuple.116" = type { %"struct.std::_Tuple_impl.117" }
%"struct.std::_Tuple_impl.117" = type { %"struct.std::_Tuple_impl.118", %"struct.std::_Head_base.120" }
%"struct.std::_Tuple_impl.118" = type { %"struct.std::_Head_base.119" }
%"struct.std::_Head_base.119" = type { i8 }
%"struct.std::_Head_base.120" = type { %"class.sycl::_V1::range" }
%"class.sycl::_V1::detail::RoundedRangeKernel" = type { %"class.sycl::_V1::range", %class.anon.112 }
%class.anon.112 = type { i64, %"class.sycl::_V1::accessor", %"class.sycl::_V1::accessor.108" }
%"class.sycl::_V1::accessor" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [8 x i8] }
%"class.sycl::_V1::detail::AccessorBaseHost" = type { %"class.std::shared_ptr.104" }
%"class.std::shared_ptr.104" = type { %"class.std::__shared_ptr.105" }
%"class.std::__shared_ptr.105" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::accessor.108" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [8 x i8] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array.113" }
%"class.sycl::_V1::ext::oneapi::accessor_property_list" = type { %"class.sycl::_V1::detail::PropertyListBase" }
%"class.std::tuple.124" = type { %"struct.std::_Tuple_impl.125" }
%"struct.std::_Tuple_impl.125" = type { %"struct.std::_Tuple_impl.118", %"struct.std::_Head_base.126" }
%"struct.std::_Head_base.126" = type { %"struct.std::array" }
%class.anon.123 = type { ptr, ptr, ptr }
%"struct.sycl::_V1::detail::kernel_param_desc_t" = type { i32, i32, i32 }
%class.anon.167 = type { i64, %"class.sycl::_V1::local_accessor", %"class.sycl::_V1::accessor", %"class.sycl::_V1::accessor.108" }
%"class.sycl::_V1::local_accessor" = type { %"class.sycl::_V1::local_accessor_base" }
%"class.sycl::_V1::local_accessor_base" = type { %"class.sycl::_V1::detail::LocalAccessorBaseHost", [16 x i8] }
%"class.sycl::_V1::detail::LocalAccessorBaseHost" = type { %"class.std::shared_ptr.162" }
%"class.std::shared_ptr.162" = type { %"class.std::__shared_ptr.163" }
%"class.std::__shared_ptr.163" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::detail::RoundedRangeKernel.190" = type { %"class.sycl::_V1::range", %class.anon.189 }
%class.anon.189 = type { %"class.sycl::_V1::accessor", %"class.sycl::_V1::accessor.186" }
%"class.sycl::_V1::accessor.186" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [8 x i8] }

$_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvEC2EPiRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE = comdat any

$_ZN4sycl3_V16bufferIjLi1ENS0_6detail17aligned_allocatorIjEEvEC2EPjRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE = comdat any

$_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvED2Ev = comdat any

$_ZN4sycl3_V16bufferIjLi1ENS0_6detail17aligned_allocatorIjEEvED2Ev = comdat any

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

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiED0Ev = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE8allocateEm = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE10deallocateEPvm = comdat any

$_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE12getValueSizeEv = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE12setAlignmentEm = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIjEEjE16getAllocatorImplEv = comdat any

$_ZN4sycl3_V16detail19SYCLMemObjAllocatorD2Ev = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIjEEjED0Ev = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIjEEjE8allocateEm = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIjEEjE10deallocateEPvm = comdat any

$_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIjEEjE12getValueSizeEv = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIjEEjE12setAlignmentEm = comdat any

$_ZN4sycl3_V16detail14SubmissionInfoD2Ev = comdat any

$_ZN4sycl3_V18accessorIiLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi1ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V16detail16PropertyListBaseD2Ev = comdat any

$_ZN4sycl3_V18accessorIjLi1ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IjLi1ENS0_6detail17aligned_allocatorIjEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ = comdat any

$_ZZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ENKUlimE_clEim = comdat any

$_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI15GlobalHistogramEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv = comdat any

$_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_ = comdat any

$_ZN4sycl3_V16detail19getKernelParamDescsI15GlobalHistogramEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv = comdat any

$_ZN4sycl3_V16detail21LocalAccessorBaseHostD2Ev = comdat any

$_ZN4sycl3_V119local_accessor_baseIjLi1ELNS0_6access4modeE1026ELNS2_11placeholderE0EEC2ILi1EvEENS0_5rangeILi1EEERNS0_7handlerENS0_6detail13code_locationE = comdat any

$_ZN4sycl3_V16detail19getKernelParamDescsI14LocalHistogramEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv = comdat any

$_ZN4sycl3_V16detail16AccessorBaseHostD2Ev = comdat any

$_ZN4sycl3_V18accessorIiLi1ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi1ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI8ExtremesEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv = comdat any

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

$_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIjEEjEE = comdat any

$_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIjEEjEE = comdat any

$_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIjEEjEE = comdat any

$_ZTSN4sycl3_V16detail14HostKernelBaseE = comdat any

$_ZTIN4sycl3_V16detail14HostKernelBaseE = comdat any

@.str = private unnamed_addr constant [16 x i8] c"atomics_ref.cpp\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"main\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"PASS\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
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
@.str.8 = private unnamed_addr constant [19 x i8] c"Index out of range\00", align 1
@_ZTIN4sycl3_V19exceptionE = external constant ptr
@.str.9 = private unnamed_addr constant [21 x i8] c"exception in ~buffer\00", align 1
@.str.10 = private unnamed_addr constant [2 x i8] c" \00", align 1
@.str.11 = private unnamed_addr constant [6 x i8] c"false\00", align 1
@.str.12 = private unnamed_addr constant [85 x i8] c"root/intel-sycl-rt-2025.1.1/intel_sycl_rt-2025.1.1.data/data/include/sycl/buffer.hpp\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvED2Ev = private unnamed_addr constant [121 x i8] c"sycl::buffer<int>::~buffer() [T = int, Dimensions = 1, AllocatorT = sycl::detail::aligned_allocator<int>, Enable = void]\00", align 1
@_ZTIj = external local_unnamed_addr constant ptr
@_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIjEEjEE = linkonce_odr dso_local unnamed_addr constant { [9 x ptr] } { [9 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIjEEjEE, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIjEEjE16getAllocatorImplEv, ptr @_ZN4sycl3_V16detail19SYCLMemObjAllocatorD2Ev, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIjEEjED0Ev, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIjEEjE8allocateEm, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIjEEjE10deallocateEPvm, ptr @_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIjEEjE12getValueSizeEv, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIjEEjE12setAlignmentEm] }, comdat, align 8
@_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIjEEjEE = linkonce_odr dso_local constant [76 x i8] c"N4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIjEEjEE\00", comdat, align 1
@_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIjEEjEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIjEEjEE, ptr @_ZTIN4sycl3_V16detail19SYCLMemObjAllocatorE }, comdat, align 8
@__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIjLi1ENS0_6detail17aligned_allocatorIjEEvED2Ev = private unnamed_addr constant [148 x i8] c"sycl::buffer<unsigned int>::~buffer() [T = unsigned int, Dimensions = 1, AllocatorT = sycl::detail::aligned_allocator<unsigned int>, Enable = void]\00", align 1
@.str.14 = private unnamed_addr constant [61 x i8] c"SyclObject.impl && \22every constructor should create an impl\22\00", align 1
@.str.15 = private unnamed_addr constant [96 x i8] c"root/intel-sycl-rt-2025.1.1/intel_sycl_rt-2025.1.1.data/data/include/sycl/detail/impl_utils.hpp\00", align 1
@.str.16 = private unnamed_addr constant [11 x i8] c"operator()\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS7_ = private unnamed_addr constant [95 x i8] c"const decltype(Obj::impl) &sycl::detail::getSyclObjImpl(const Obj &) [Obj = sycl::buffer<int>]\00", align 1
@.str.17 = private unnamed_addr constant [46 x i8] c"accessor cannot be both read_only and no_init\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIjLi1ENS1_17aligned_allocatorIjEEvEEEERKDtsrT_4implERKS7_ = private unnamed_addr constant [104 x i8] c"const decltype(Obj::impl) &sycl::detail::getSyclObjImpl(const Obj &) [Obj = sycl::buffer<unsigned int>]\00", align 1
@.str.19 = private unnamed_addr constant [131 x i8] c"Attempt to set multiple actions for the command group. Command group must consist of a single kernel or explicit memory operation.\00", align 1
@_ZSt4cout = external global %"class.std::basic_ostream", align 8
@.str.22 = private unnamed_addr constant [36 x i8] c"parallel_for range adjusted at dim \00", align 1
@.str.23 = private unnamed_addr constant [7 x i8] c" from \00", align 1
@.str.24 = private unnamed_addr constant [5 x i8] c" to \00", align 1
@.str.25 = private unnamed_addr constant [22 x i8] c"_ZTS15GlobalHistogram\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EEE, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EE23InstantiateKernelOnHostEv] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EEE = internal constant [144 x i8] c"N4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EEE\00", align 1
@_ZTSN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant [35 x i8] c"N4sycl3_V16detail14HostKernelBaseE\00", comdat, align 1
@_ZTIN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@_ZTIN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@.str.27 = private unnamed_addr constant [26 x i8] c"vector::_M_realloc_insert\00", align 1
@.str.28 = private unnamed_addr constant [63 x i8] c"_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI15GlobalHistogramEE\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal constant [110 x i8] c"N4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@_ZTSZ4mainEUlRN4sycl3_V17handlerEE_ = internal constant [32 x i8] c"Z4mainEUlRN4sycl3_V17handlerEE_\00", align 1
@_ZTIZ4mainEUlRN4sycl3_V17handlerEE_ = internal constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSZ4mainEUlRN4sycl3_V17handlerEE_ }, align 8
@.str.31 = private unnamed_addr constant [21 x i8] c"_ZTS14LocalHistogram\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EE23InstantiateKernelOnHostEv] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EEE = internal constant [99 x i8] c"N4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@.str.32 = private unnamed_addr constant [35 x i8] c"Barriers are not supported on host\00", align 1
@_ZTSZ4mainEUlRN4sycl3_V17handlerEE0_ = internal constant [33 x i8] c"Z4mainEUlRN4sycl3_V17handlerEE0_\00", align 1
@_ZTIZ4mainEUlRN4sycl3_V17handlerEE0_ = internal constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSZ4mainEUlRN4sycl3_V17handlerEE0_ }, align 8
@.str.33 = private unnamed_addr constant [14 x i8] c"_ZTS8Extremes\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE1_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE1_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EEE, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE1_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE1_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE1_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE1_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EE23InstantiateKernelOnHostEv] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE1_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EEE = internal constant [145 x i8] c"N4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE1_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE1_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE1_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@.str.34 = private unnamed_addr constant [55 x i8] c"_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI8ExtremesEE\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal constant [111 x i8] c"N4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@_ZTSZ4mainEUlRN4sycl3_V17handlerEE1_ = internal constant [33 x i8] c"Z4mainEUlRN4sycl3_V17handlerEE1_\00", align 1
@_ZTIZ4mainEUlRN4sycl3_V17handlerEE1_ = internal constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSZ4mainEUlRN4sycl3_V17handlerEE1_ }, align 8

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef range(i32 0, 2) i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 1
  %4 = alloca %"class.sycl::_V1::detail::SubmissionInfo", align 8
  %5 = alloca %"class.std::function.71", align 8
  %6 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 1
  %7 = alloca %"class.sycl::_V1::detail::SubmissionInfo", align 8
  %8 = alloca %"class.std::function.71", align 8
  %9 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 1
  %10 = alloca %"class.sycl::_V1::detail::SubmissionInfo", align 8
  %11 = alloca %"class.std::function.71", align 8
  %12 = alloca %"class.std::function", align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca %"class.sycl::_V1::queue", align 8
  %17 = alloca %"class.sycl::_V1::property_list", align 8
  %18 = alloca %"class.sycl::_V1::buffer", align 8
  %19 = alloca %"class.sycl::_V1::range", align 8
  %20 = alloca %"class.sycl::_V1::property_list", align 8
  %21 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %22 = alloca %"class.sycl::_V1::buffer.14", align 8
  %23 = alloca %"class.sycl::_V1::range", align 8
  %24 = alloca %"class.sycl::_V1::property_list", align 8
  %25 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %26 = alloca %"class.sycl::_V1::buffer.14", align 8
  %27 = alloca %"class.sycl::_V1::range", align 8
  %28 = alloca %"class.sycl::_V1::property_list", align 8
  %29 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %30 = alloca %"class.sycl::_V1::buffer", align 8
  %31 = alloca %"class.sycl::_V1::range", align 8
  %32 = alloca %"class.sycl::_V1::property_list", align 8
  %33 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %34 = alloca %"class.sycl::_V1::event", align 8
  %35 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %36 = alloca %"class.sycl::_V1::event", align 8
  %37 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %38 = alloca %"class.sycl::_V1::event", align 8
  %39 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13) #25
  %40 = icmp sgt i32 %0, 1
  br i1 %40, label %42, label %41

41:                                               ; preds = %2
  store i64 4096, ptr %13, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14) #25
  br label %47

42:                                               ; preds = %2
  %43 = getelementptr inbounds i8, ptr %1, i64 8
  %44 = load ptr, ptr %43, align 8, !tbaa !9
  %45 = tail call i64 @strtoul(ptr nocapture noundef %44, ptr noundef null, i32 noundef 10) #25
  store i64 %45, ptr %13, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14) #25
  %46 = icmp eq i32 %0, 2
  br i1 %46, label %47, label %48

47:                                               ; preds = %41, %42
  store i64 32, ptr %14, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15) #25
  br label %57

48:                                               ; preds = %42
  %49 = getelementptr inbounds i8, ptr %1, i64 16
  %50 = load ptr, ptr %49, align 8, !tbaa !9
  %51 = tail call i64 @strtoul(ptr nocapture noundef %50, ptr noundef null, i32 noundef 10) #25
  store i64 %51, ptr %14, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15) #25
  %52 = icmp ugt i32 %0, 3
  br i1 %52, label %53, label %57

53:                                               ; preds = %48
  %54 = getelementptr inbounds i8, ptr %1, i64 24
  %55 = load ptr, ptr %54, align 8, !tbaa !9
  %56 = tail call i64 @strtoul(ptr nocapture noundef %55, ptr noundef null, i32 noundef 10) #25
  br label %57

57:                                               ; preds = %47, %48, %53
  %58 = phi i64 [ %56, %53 ], [ 64, %48 ], [ 64, %47 ]
  store i64 %58, ptr %15, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %16) #25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %17) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %17, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #25
  %59 = getelementptr inbounds i8, ptr %12, i64 16
  %60 = getelementptr inbounds i8, ptr %12, i64 24
  %61 = getelementptr inbounds i8, ptr %12, i64 8
  store i64 0, ptr %61, align 8
  store ptr @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE, ptr %12, align 8, !tbaa !9
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_, ptr %60, align 8, !tbaa !11
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation, ptr %59, align 8, !tbaa !14
  invoke void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %16, ptr noundef nonnull @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE, ptr noundef nonnull align 8 dereferenceable(32) %12, ptr noundef nonnull align 8 dereferenceable(32) %17)
          to label %62 unwind label %70

62:                                               ; preds = %57
  %63 = load ptr, ptr %59, align 8, !tbaa !14
  %64 = icmp eq ptr %63, null
  br i1 %64, label %80, label %65

65:                                               ; preds = %62
  %66 = invoke noundef zeroext i1 %63(ptr noundef nonnull align 8 dereferenceable(16) %12, ptr noundef nonnull align 8 dereferenceable(16) %12, i32 noundef 3)
          to label %80 unwind label %67

67:                                               ; preds = %65
  %68 = landingpad { ptr, i32 }
          catch ptr null
  %69 = extractvalue { ptr, i32 } %68, 0
  call void @__clang_call_terminate(ptr %69) #26
  unreachable

70:                                               ; preds = %57
  %71 = landingpad { ptr, i32 }
          cleanup
  %72 = load ptr, ptr %59, align 8, !tbaa !14
  %73 = icmp eq ptr %72, null
  br i1 %73, label %79, label %74

74:                                               ; preds = %70
  %75 = invoke noundef zeroext i1 %72(ptr noundef nonnull align 8 dereferenceable(16) %12, ptr noundef nonnull align 8 dereferenceable(16) %12, i32 noundef 3)
          to label %79 unwind label %76

76:                                               ; preds = %74
  %77 = landingpad { ptr, i32 }
          catch ptr null
  %78 = extractvalue { ptr, i32 } %77, 0
  call void @__clang_call_terminate(ptr %78) #26
  unreachable

79:                                               ; preds = %74, %70
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #25
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %17) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %17) #25
  br label %920

80:                                               ; preds = %65, %62
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #25
  %81 = getelementptr inbounds i8, ptr %17, i64 8
  %82 = load ptr, ptr %81, align 8, !tbaa !15
  %83 = getelementptr inbounds i8, ptr %17, i64 16
  %84 = load ptr, ptr %83, align 8, !tbaa !17
  %85 = icmp eq ptr %82, %84
  br i1 %85, label %120, label %86

86:                                               ; preds = %80, %115
  %87 = phi ptr [ %116, %115 ], [ %82, %80 ]
  %88 = getelementptr inbounds i8, ptr %87, i64 8
  %89 = load ptr, ptr %88, align 8, !tbaa !18
  %90 = icmp eq ptr %89, null
  br i1 %90, label %115, label %91

91:                                               ; preds = %86
  %92 = getelementptr inbounds i8, ptr %89, i64 8
  %93 = load atomic i64, ptr %92 acquire, align 8
  %94 = icmp eq i64 %93, 4294967297
  %95 = trunc i64 %93 to i32
  br i1 %94, label %96, label %104

96:                                               ; preds = %91
  store i32 0, ptr %92, align 8, !tbaa !20
  %97 = getelementptr inbounds i8, ptr %89, i64 12
  store i32 0, ptr %97, align 4, !tbaa !23
  %98 = load ptr, ptr %89, align 8, !tbaa !24
  %99 = getelementptr inbounds i8, ptr %98, i64 16
  %100 = load ptr, ptr %99, align 8
  call void %100(ptr noundef nonnull align 8 dereferenceable(16) %89) #25
  %101 = load ptr, ptr %89, align 8, !tbaa !24
  %102 = getelementptr inbounds i8, ptr %101, i64 24
  %103 = load ptr, ptr %102, align 8
  call void %103(ptr noundef nonnull align 8 dereferenceable(16) %89) #25
  br label %115

104:                                              ; preds = %91
  %105 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %106 = icmp eq i8 %105, 0
  br i1 %106, label %109, label %107

107:                                              ; preds = %104
  %108 = add nsw i32 %95, -1
  store i32 %108, ptr %92, align 4, !tbaa !27
  br label %111

109:                                              ; preds = %104
  %110 = atomicrmw volatile add ptr %92, i32 -1 acq_rel, align 4
  br label %111

111:                                              ; preds = %109, %107
  %112 = phi i32 [ %95, %107 ], [ %110, %109 ]
  %113 = icmp eq i32 %112, 1
  br i1 %113, label %114, label %115, !prof !28

114:                                              ; preds = %111
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %89) #25
  br label %115

115:                                              ; preds = %114, %111, %96, %86
  %116 = getelementptr inbounds i8, ptr %87, i64 16
  %117 = icmp eq ptr %116, %84
  br i1 %117, label %118, label %86, !llvm.loop !29

118:                                              ; preds = %115
  %119 = load ptr, ptr %81, align 8, !tbaa !15
  br label %120

120:                                              ; preds = %118, %80
  %121 = phi ptr [ %119, %118 ], [ %82, %80 ]
  %122 = icmp eq ptr %121, null
  br i1 %122, label %129, label %123

123:                                              ; preds = %120
  %124 = getelementptr inbounds i8, ptr %17, i64 24
  %125 = load ptr, ptr %124, align 8, !tbaa !31
  %126 = ptrtoint ptr %125 to i64
  %127 = ptrtoint ptr %121 to i64
  %128 = sub i64 %126, %127
  call void @_ZdlPvm(ptr noundef nonnull %121, i64 noundef %128) #27
  br label %129

129:                                              ; preds = %120, %123
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %17) #25
  %130 = load i64, ptr %13, align 8, !tbaa !5
  %131 = icmp ugt i64 %130, 2305843009213693951
  br i1 %131, label %132, label %134

132:                                              ; preds = %129
  invoke void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.7) #28
          to label %133 unwind label %174

133:                                              ; preds = %132
  unreachable

134:                                              ; preds = %129
  %135 = icmp eq i64 %130, 0
  br i1 %135, label %159, label %136

136:                                              ; preds = %134
  %137 = shl nuw nsw i64 %130, 2
  %138 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %137) #29
          to label %139 unwind label %174

139:                                              ; preds = %136
  %140 = getelementptr i32, ptr %138, i64 %130
  store i32 0, ptr %138, align 4, !tbaa !27
  %141 = icmp eq i64 %130, 1
  br i1 %141, label %142, label %147

142:                                              ; preds = %147, %139
  %143 = and i64 %130, 1
  %144 = icmp eq i64 %130, 1
  br i1 %144, label %150, label %145

145:                                              ; preds = %142
  %146 = and i64 %130, 2305843009213693950
  br label %176

147:                                              ; preds = %139
  %148 = getelementptr i8, ptr %138, i64 4
  %149 = add nsw i64 %137, -4
  call void @llvm.memset.p0.i64(ptr align 4 %148, i8 0, i64 %149, i1 false), !tbaa !27
  br label %142

150:                                              ; preds = %176, %142
  %151 = phi i64 [ 0, %142 ], [ %190, %176 ]
  %152 = icmp eq i64 %143, 0
  br i1 %152, label %159, label %153

153:                                              ; preds = %150
  %154 = mul i64 %151, 2654435761
  %155 = urem i64 %154, 1000
  %156 = trunc nuw nsw i64 %155 to i32
  %157 = add nsw i32 %156, -300
  %158 = getelementptr inbounds i32, ptr %138, i64 %151
  store i32 %157, ptr %158, align 4, !tbaa !27
  br label %159

159:                                              ; preds = %153, %150, %134
  %160 = phi ptr [ null, %134 ], [ %138, %150 ], [ %138, %153 ]
  %161 = phi ptr [ null, %134 ], [ %140, %150 ], [ %140, %153 ]
  %162 = load i64, ptr %14, align 8, !tbaa !5
  %163 = icmp ugt i64 %162, 2305843009213693951
  br i1 %163, label %164, label %166

164:                                              ; preds = %159
  invoke void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.7) #28
          to label %165 unwind label %748

165:                                              ; preds = %164
  unreachable

166:                                              ; preds = %159
  %167 = icmp eq i64 %162, 0
  br i1 %167, label %195, label %168

168:                                              ; preds = %166
  %169 = shl nuw nsw i64 %162, 2
  %170 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %169) #29
          to label %171 unwind label %748

171:                                              ; preds = %168
  call void @llvm.memset.p0.i64(ptr nonnull align 4 %170, i8 0, i64 %169, i1 false), !tbaa !27
  %172 = getelementptr inbounds i32, ptr %170, i64 %162
  %173 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %169) #29
          to label %193 unwind label %750

174:                                              ; preds = %136, %132
  %175 = landingpad { ptr, i32 }
          cleanup
  br label %918

176:                                              ; preds = %176, %145
  %177 = phi i64 [ 0, %145 ], [ %190, %176 ]
  %178 = phi i64 [ 0, %145 ], [ %191, %176 ]
  %179 = mul i64 %177, 2654435761
  %180 = urem i64 %179, 1000
  %181 = trunc nuw nsw i64 %180 to i32
  %182 = add nsw i32 %181, -300
  %183 = getelementptr inbounds i32, ptr %138, i64 %177
  store i32 %182, ptr %183, align 4, !tbaa !27
  %184 = or disjoint i64 %177, 1
  %185 = mul i64 %184, 2654435761
  %186 = urem i64 %185, 1000
  %187 = trunc nuw nsw i64 %186 to i32
  %188 = add nsw i32 %187, -300
  %189 = getelementptr inbounds i32, ptr %138, i64 %184
  store i32 %188, ptr %189, align 4, !tbaa !27
  %190 = add nuw i64 %177, 2
  %191 = add i64 %178, 2
  %192 = icmp eq i64 %191, %146
  br i1 %192, label %150, label %176, !llvm.loop !32

193:                                              ; preds = %171
  call void @llvm.memset.p0.i64(ptr nonnull align 4 %173, i8 0, i64 %169, i1 false), !tbaa !27
  %194 = getelementptr inbounds i32, ptr %173, i64 %162
  br label %195

195:                                              ; preds = %193, %166
  %196 = phi ptr [ null, %166 ], [ %172, %193 ]
  %197 = phi ptr [ null, %166 ], [ %170, %193 ]
  %198 = phi ptr [ null, %166 ], [ %194, %193 ]
  %199 = phi ptr [ null, %166 ], [ %173, %193 ]
  %200 = invoke noalias noundef nonnull dereferenceable(16) ptr @_Znwm(i64 noundef 16) #29
          to label %203 unwind label %201

201:                                              ; preds = %195
  %202 = landingpad { ptr, i32 }
          cleanup
  br label %895

203:                                              ; preds = %195
  %204 = getelementptr inbounds i8, ptr %200, i64 4
  %205 = getelementptr inbounds i8, ptr %200, i64 8
  %206 = getelementptr inbounds i8, ptr %200, i64 12
  store <4 x i32> <i32 -2147483648, i32 2147483647, i32 0, i32 -1>, ptr %200, align 4
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %18) #25
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19) #25
  store i64 %130, ptr %19, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %20) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %20, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %21, align 8, !tbaa !33, !alias.scope !35
  %207 = getelementptr inbounds i8, ptr %21, i64 8
  store ptr @.str.1, ptr %207, align 8, !tbaa !38, !alias.scope !35
  %208 = getelementptr inbounds i8, ptr %21, i64 16
  store i64 43, ptr %208, align 8, !tbaa !39, !alias.scope !35
  %209 = getelementptr inbounds i8, ptr %21, i64 24
  store i64 23, ptr %209, align 8, !tbaa !40, !alias.scope !35
  invoke void @_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvEC2EPiRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %18, ptr noundef %160, ptr noundef nonnull align 8 dereferenceable(8) %19, ptr noundef nonnull align 8 dereferenceable(32) %20, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %21)
          to label %210 unwind label %752

210:                                              ; preds = %203
  %211 = getelementptr inbounds i8, ptr %20, i64 8
  %212 = load ptr, ptr %211, align 8, !tbaa !15
  %213 = getelementptr inbounds i8, ptr %20, i64 16
  %214 = load ptr, ptr %213, align 8, !tbaa !17
  %215 = icmp eq ptr %212, %214
  br i1 %215, label %250, label %216

216:                                              ; preds = %210, %245
  %217 = phi ptr [ %246, %245 ], [ %212, %210 ]
  %218 = getelementptr inbounds i8, ptr %217, i64 8
  %219 = load ptr, ptr %218, align 8, !tbaa !18
  %220 = icmp eq ptr %219, null
  br i1 %220, label %245, label %221

221:                                              ; preds = %216
  %222 = getelementptr inbounds i8, ptr %219, i64 8
  %223 = load atomic i64, ptr %222 acquire, align 8
  %224 = icmp eq i64 %223, 4294967297
  %225 = trunc i64 %223 to i32
  br i1 %224, label %226, label %234

226:                                              ; preds = %221
  store i32 0, ptr %222, align 8, !tbaa !20
  %227 = getelementptr inbounds i8, ptr %219, i64 12
  store i32 0, ptr %227, align 4, !tbaa !23
  %228 = load ptr, ptr %219, align 8, !tbaa !24
  %229 = getelementptr inbounds i8, ptr %228, i64 16
  %230 = load ptr, ptr %229, align 8
  call void %230(ptr noundef nonnull align 8 dereferenceable(16) %219) #25
  %231 = load ptr, ptr %219, align 8, !tbaa !24
  %232 = getelementptr inbounds i8, ptr %231, i64 24
  %233 = load ptr, ptr %232, align 8
  call void %233(ptr noundef nonnull align 8 dereferenceable(16) %219) #25
  br label %245

234:                                              ; preds = %221
  %235 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %236 = icmp eq i8 %235, 0
  br i1 %236, label %239, label %237

237:                                              ; preds = %234
  %238 = add nsw i32 %225, -1
  store i32 %238, ptr %222, align 4, !tbaa !27
  br label %241

239:                                              ; preds = %234
  %240 = atomicrmw volatile add ptr %222, i32 -1 acq_rel, align 4
  br label %241

241:                                              ; preds = %239, %237
  %242 = phi i32 [ %225, %237 ], [ %240, %239 ]
  %243 = icmp eq i32 %242, 1
  br i1 %243, label %244, label %245, !prof !28

244:                                              ; preds = %241
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %219) #25
  br label %245

245:                                              ; preds = %244, %241, %226, %216
  %246 = getelementptr inbounds i8, ptr %217, i64 16
  %247 = icmp eq ptr %246, %214
  br i1 %247, label %248, label %216, !llvm.loop !29

248:                                              ; preds = %245
  %249 = load ptr, ptr %211, align 8, !tbaa !15
  br label %250

250:                                              ; preds = %248, %210
  %251 = phi ptr [ %249, %248 ], [ %212, %210 ]
  %252 = icmp eq ptr %251, null
  br i1 %252, label %259, label %253

253:                                              ; preds = %250
  %254 = getelementptr inbounds i8, ptr %20, i64 24
  %255 = load ptr, ptr %254, align 8, !tbaa !31
  %256 = ptrtoint ptr %255 to i64
  %257 = ptrtoint ptr %251 to i64
  %258 = sub i64 %256, %257
  call void @_ZdlPvm(ptr noundef nonnull %251, i64 noundef %258) #27
  br label %259

259:                                              ; preds = %250, %253
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19) #25
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %22) #25
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23) #25
  %260 = load i64, ptr %14, align 8, !tbaa !5
  store i64 %260, ptr %23, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %24) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %24, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %25, align 8, !tbaa !33, !alias.scope !41
  %261 = getelementptr inbounds i8, ptr %25, i64 8
  store ptr @.str.1, ptr %261, align 8, !tbaa !38, !alias.scope !41
  %262 = getelementptr inbounds i8, ptr %25, i64 16
  store i64 44, ptr %262, align 8, !tbaa !39, !alias.scope !41
  %263 = getelementptr inbounds i8, ptr %25, i64 24
  store i64 28, ptr %263, align 8, !tbaa !40, !alias.scope !41
  invoke void @_ZN4sycl3_V16bufferIjLi1ENS0_6detail17aligned_allocatorIjEEvEC2EPjRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %22, ptr noundef %197, ptr noundef nonnull align 8 dereferenceable(8) %23, ptr noundef nonnull align 8 dereferenceable(32) %24, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %25)
          to label %264 unwind label %754

264:                                              ; preds = %259
  %265 = getelementptr inbounds i8, ptr %24, i64 8
  %266 = load ptr, ptr %265, align 8, !tbaa !15
  %267 = getelementptr inbounds i8, ptr %24, i64 16
  %268 = load ptr, ptr %267, align 8, !tbaa !17
  %269 = icmp eq ptr %266, %268
  br i1 %269, label %304, label %270

270:                                              ; preds = %264, %299
  %271 = phi ptr [ %300, %299 ], [ %266, %264 ]
  %272 = getelementptr inbounds i8, ptr %271, i64 8
  %273 = load ptr, ptr %272, align 8, !tbaa !18
  %274 = icmp eq ptr %273, null
  br i1 %274, label %299, label %275

275:                                              ; preds = %270
  %276 = getelementptr inbounds i8, ptr %273, i64 8
  %277 = load atomic i64, ptr %276 acquire, align 8
  %278 = icmp eq i64 %277, 4294967297
  %279 = trunc i64 %277 to i32
  br i1 %278, label %280, label %288

280:                                              ; preds = %275
  store i32 0, ptr %276, align 8, !tbaa !20
  %281 = getelementptr inbounds i8, ptr %273, i64 12
  store i32 0, ptr %281, align 4, !tbaa !23
  %282 = load ptr, ptr %273, align 8, !tbaa !24
  %283 = getelementptr inbounds i8, ptr %282, i64 16
  %284 = load ptr, ptr %283, align 8
  call void %284(ptr noundef nonnull align 8 dereferenceable(16) %273) #25
  %285 = load ptr, ptr %273, align 8, !tbaa !24
  %286 = getelementptr inbounds i8, ptr %285, i64 24
  %287 = load ptr, ptr %286, align 8
  call void %287(ptr noundef nonnull align 8 dereferenceable(16) %273) #25
  br label %299

288:                                              ; preds = %275
  %289 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %290 = icmp eq i8 %289, 0
  br i1 %290, label %293, label %291

291:                                              ; preds = %288
  %292 = add nsw i32 %279, -1
  store i32 %292, ptr %276, align 4, !tbaa !27
  br label %295

293:                                              ; preds = %288
  %294 = atomicrmw volatile add ptr %276, i32 -1 acq_rel, align 4
  br label %295

295:                                              ; preds = %293, %291
  %296 = phi i32 [ %279, %291 ], [ %294, %293 ]
  %297 = icmp eq i32 %296, 1
  br i1 %297, label %298, label %299, !prof !28

298:                                              ; preds = %295
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %273) #25
  br label %299

299:                                              ; preds = %298, %295, %280, %270
  %300 = getelementptr inbounds i8, ptr %271, i64 16
  %301 = icmp eq ptr %300, %268
  br i1 %301, label %302, label %270, !llvm.loop !29

302:                                              ; preds = %299
  %303 = load ptr, ptr %265, align 8, !tbaa !15
  br label %304

304:                                              ; preds = %302, %264
  %305 = phi ptr [ %303, %302 ], [ %266, %264 ]
  %306 = icmp eq ptr %305, null
  br i1 %306, label %313, label %307

307:                                              ; preds = %304
  %308 = getelementptr inbounds i8, ptr %24, i64 24
  %309 = load ptr, ptr %308, align 8, !tbaa !31
  %310 = ptrtoint ptr %309 to i64
  %311 = ptrtoint ptr %305 to i64
  %312 = sub i64 %310, %311
  call void @_ZdlPvm(ptr noundef nonnull %305, i64 noundef %312) #27
  br label %313

313:                                              ; preds = %304, %307
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23) #25
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %26) #25
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27) #25
  %314 = load i64, ptr %14, align 8, !tbaa !5
  store i64 %314, ptr %27, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %28) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %28, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %29, align 8, !tbaa !33, !alias.scope !44
  %315 = getelementptr inbounds i8, ptr %29, i64 8
  store ptr @.str.1, ptr %315, align 8, !tbaa !38, !alias.scope !44
  %316 = getelementptr inbounds i8, ptr %29, i64 16
  store i64 45, ptr %316, align 8, !tbaa !39, !alias.scope !44
  %317 = getelementptr inbounds i8, ptr %29, i64 24
  store i64 28, ptr %317, align 8, !tbaa !40, !alias.scope !44
  invoke void @_ZN4sycl3_V16bufferIjLi1ENS0_6detail17aligned_allocatorIjEEvEC2EPjRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %26, ptr noundef %199, ptr noundef nonnull align 8 dereferenceable(8) %27, ptr noundef nonnull align 8 dereferenceable(32) %28, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %29)
          to label %318 unwind label %756

318:                                              ; preds = %313
  %319 = getelementptr inbounds i8, ptr %28, i64 8
  %320 = load ptr, ptr %319, align 8, !tbaa !15
  %321 = getelementptr inbounds i8, ptr %28, i64 16
  %322 = load ptr, ptr %321, align 8, !tbaa !17
  %323 = icmp eq ptr %320, %322
  br i1 %323, label %358, label %324

324:                                              ; preds = %318, %353
  %325 = phi ptr [ %354, %353 ], [ %320, %318 ]
  %326 = getelementptr inbounds i8, ptr %325, i64 8
  %327 = load ptr, ptr %326, align 8, !tbaa !18
  %328 = icmp eq ptr %327, null
  br i1 %328, label %353, label %329

329:                                              ; preds = %324
  %330 = getelementptr inbounds i8, ptr %327, i64 8
  %331 = load atomic i64, ptr %330 acquire, align 8
  %332 = icmp eq i64 %331, 4294967297
  %333 = trunc i64 %331 to i32
  br i1 %332, label %334, label %342

334:                                              ; preds = %329
  store i32 0, ptr %330, align 8, !tbaa !20
  %335 = getelementptr inbounds i8, ptr %327, i64 12
  store i32 0, ptr %335, align 4, !tbaa !23
  %336 = load ptr, ptr %327, align 8, !tbaa !24
  %337 = getelementptr inbounds i8, ptr %336, i64 16
  %338 = load ptr, ptr %337, align 8
  call void %338(ptr noundef nonnull align 8 dereferenceable(16) %327) #25
  %339 = load ptr, ptr %327, align 8, !tbaa !24
  %340 = getelementptr inbounds i8, ptr %339, i64 24
  %341 = load ptr, ptr %340, align 8
  call void %341(ptr noundef nonnull align 8 dereferenceable(16) %327) #25
  br label %353

342:                                              ; preds = %329
  %343 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %344 = icmp eq i8 %343, 0
  br i1 %344, label %347, label %345

345:                                              ; preds = %342
  %346 = add nsw i32 %333, -1
  store i32 %346, ptr %330, align 4, !tbaa !27
  br label %349

347:                                              ; preds = %342
  %348 = atomicrmw volatile add ptr %330, i32 -1 acq_rel, align 4
  br label %349

349:                                              ; preds = %347, %345
  %350 = phi i32 [ %333, %345 ], [ %348, %347 ]
  %351 = icmp eq i32 %350, 1
  br i1 %351, label %352, label %353, !prof !28

352:                                              ; preds = %349
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %327) #25
  br label %353

353:                                              ; preds = %352, %349, %334, %324
  %354 = getelementptr inbounds i8, ptr %325, i64 16
  %355 = icmp eq ptr %354, %322
  br i1 %355, label %356, label %324, !llvm.loop !29

356:                                              ; preds = %353
  %357 = load ptr, ptr %319, align 8, !tbaa !15
  br label %358

358:                                              ; preds = %356, %318
  %359 = phi ptr [ %357, %356 ], [ %320, %318 ]
  %360 = icmp eq ptr %359, null
  br i1 %360, label %367, label %361

361:                                              ; preds = %358
  %362 = getelementptr inbounds i8, ptr %28, i64 24
  %363 = load ptr, ptr %362, align 8, !tbaa !31
  %364 = ptrtoint ptr %363 to i64
  %365 = ptrtoint ptr %359 to i64
  %366 = sub i64 %364, %365
  call void @_ZdlPvm(ptr noundef nonnull %359, i64 noundef %366) #27
  br label %367

367:                                              ; preds = %358, %361
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %28) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27) #25
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %30) #25
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %31) #25
  store i64 4, ptr %31, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %32) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %32, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %33, align 8, !tbaa !33, !alias.scope !47
  %368 = getelementptr inbounds i8, ptr %33, i64 8
  store ptr @.str.1, ptr %368, align 8, !tbaa !38, !alias.scope !47
  %369 = getelementptr inbounds i8, ptr %33, i64 16
  store i64 46, ptr %369, align 8, !tbaa !39, !alias.scope !47
  %370 = getelementptr inbounds i8, ptr %33, i64 24
  store i64 23, ptr %370, align 8, !tbaa !40, !alias.scope !47
  invoke void @_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvEC2EPiRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %30, ptr noundef nonnull %200, ptr noundef nonnull align 8 dereferenceable(8) %31, ptr noundef nonnull align 8 dereferenceable(32) %32, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %33)
          to label %371 unwind label %758

371:                                              ; preds = %367
  %372 = getelementptr inbounds i8, ptr %32, i64 8
  %373 = load ptr, ptr %372, align 8, !tbaa !15
  %374 = getelementptr inbounds i8, ptr %32, i64 16
  %375 = load ptr, ptr %374, align 8, !tbaa !17
  %376 = icmp eq ptr %373, %375
  br i1 %376, label %411, label %377

377:                                              ; preds = %371, %406
  %378 = phi ptr [ %407, %406 ], [ %373, %371 ]
  %379 = getelementptr inbounds i8, ptr %378, i64 8
  %380 = load ptr, ptr %379, align 8, !tbaa !18
  %381 = icmp eq ptr %380, null
  br i1 %381, label %406, label %382

382:                                              ; preds = %377
  %383 = getelementptr inbounds i8, ptr %380, i64 8
  %384 = load atomic i64, ptr %383 acquire, align 8
  %385 = icmp eq i64 %384, 4294967297
  %386 = trunc i64 %384 to i32
  br i1 %385, label %387, label %395

387:                                              ; preds = %382
  store i32 0, ptr %383, align 8, !tbaa !20
  %388 = getelementptr inbounds i8, ptr %380, i64 12
  store i32 0, ptr %388, align 4, !tbaa !23
  %389 = load ptr, ptr %380, align 8, !tbaa !24
  %390 = getelementptr inbounds i8, ptr %389, i64 16
  %391 = load ptr, ptr %390, align 8
  call void %391(ptr noundef nonnull align 8 dereferenceable(16) %380) #25
  %392 = load ptr, ptr %380, align 8, !tbaa !24
  %393 = getelementptr inbounds i8, ptr %392, i64 24
  %394 = load ptr, ptr %393, align 8
  call void %394(ptr noundef nonnull align 8 dereferenceable(16) %380) #25
  br label %406

395:                                              ; preds = %382
  %396 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %397 = icmp eq i8 %396, 0
  br i1 %397, label %400, label %398

398:                                              ; preds = %395
  %399 = add nsw i32 %386, -1
  store i32 %399, ptr %383, align 4, !tbaa !27
  br label %402

400:                                              ; preds = %395
  %401 = atomicrmw volatile add ptr %383, i32 -1 acq_rel, align 4
  br label %402

402:                                              ; preds = %400, %398
  %403 = phi i32 [ %386, %398 ], [ %401, %400 ]
  %404 = icmp eq i32 %403, 1
  br i1 %404, label %405, label %406, !prof !28

405:                                              ; preds = %402
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %380) #25
  br label %406

406:                                              ; preds = %405, %402, %387, %377
  %407 = getelementptr inbounds i8, ptr %378, i64 16
  %408 = icmp eq ptr %407, %375
  br i1 %408, label %409, label %377, !llvm.loop !29

409:                                              ; preds = %406
  %410 = load ptr, ptr %372, align 8, !tbaa !15
  br label %411

411:                                              ; preds = %409, %371
  %412 = phi ptr [ %410, %409 ], [ %373, %371 ]
  %413 = icmp eq ptr %412, null
  br i1 %413, label %420, label %414

414:                                              ; preds = %411
  %415 = getelementptr inbounds i8, ptr %32, i64 24
  %416 = load ptr, ptr %415, align 8, !tbaa !31
  %417 = ptrtoint ptr %416 to i64
  %418 = ptrtoint ptr %412 to i64
  %419 = sub i64 %417, %418
  call void @_ZdlPvm(ptr noundef nonnull %412, i64 noundef %419) #27
  br label %420

420:                                              ; preds = %411, %414
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %32) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %31) #25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %35) #25
  store ptr @.str, ptr %35, align 8, !tbaa !33, !alias.scope !50
  %421 = getelementptr inbounds i8, ptr %35, i64 8
  store ptr @.str.1, ptr %421, align 8, !tbaa !38, !alias.scope !50
  %422 = getelementptr inbounds i8, ptr %35, i64 16
  store i64 48, ptr %422, align 8, !tbaa !39, !alias.scope !50
  %423 = getelementptr inbounds i8, ptr %35, i64 24
  store i64 5, ptr %423, align 8, !tbaa !40, !alias.scope !50
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11), !noalias !53
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %9) #25, !noalias !56
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1) %9, ptr noundef nonnull align 8 dereferenceable(32) %35)
          to label %424 unwind label %760

424:                                              ; preds = %420
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %10) #25, !noalias !56
  invoke void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16) %10)
          to label %429 unwind label %425, !noalias !56

425:                                              ; preds = %424
  %426 = landingpad { ptr, i32 }
          cleanup
  br label %489

427:                                              ; preds = %429
  %428 = landingpad { ptr, i32 }
          cleanup
  br label %487

429:                                              ; preds = %424
  %430 = getelementptr inbounds i8, ptr %11, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %11, i8 0, i64 32, i1 false), !noalias !56
  %431 = invoke noalias noundef nonnull dereferenceable(32) ptr @_Znwm(i64 noundef 32) #29
          to label %432 unwind label %427, !noalias !56

432:                                              ; preds = %429
  %433 = getelementptr inbounds i8, ptr %11, i64 24
  store ptr %18, ptr %431, align 16, !noalias !53
  %434 = getelementptr inbounds i8, ptr %431, i64 8
  store ptr %22, ptr %434, align 8, !noalias !53
  %435 = getelementptr inbounds i8, ptr %431, i64 16
  store ptr %13, ptr %435, align 16, !noalias !53
  %436 = getelementptr inbounds i8, ptr %431, i64 24
  store ptr %14, ptr %436, align 8, !noalias !53
  store ptr %431, ptr %11, align 8, !tbaa !9, !noalias !56
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E_E9_M_invokeERKSt9_Any_dataS3_, ptr %433, align 8, !tbaa !59, !noalias !56
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E_E10_M_managerERSt9_Any_dataRKS7_St18_Manager_operation, ptr %430, align 8, !tbaa !14, !noalias !56
  %437 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1) %9)
          to label %438 unwind label %478, !noalias !56

438:                                              ; preds = %432
  %439 = load i8, ptr %9, align 1, !tbaa !61, !range !64, !noalias !56, !noundef !65
  %440 = trunc nuw i8 %439 to i1
  %441 = xor i1 %440, true
  invoke void @_ZN4sycl3_V15queue22submit_with_event_implESt8functionIFvRNS0_7handlerEEERKNS0_6detail14SubmissionInfoERKNS7_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %34, ptr noundef nonnull align 8 dereferenceable(16) %16, ptr noundef nonnull %11, ptr noundef nonnull align 8 dereferenceable(16) %10, ptr noundef nonnull align 8 dereferenceable(32) %437, i1 noundef zeroext %441)
          to label %442 unwind label %478

442:                                              ; preds = %438
  %443 = load ptr, ptr %430, align 8, !tbaa !14, !noalias !56
  %444 = icmp eq ptr %443, null
  br i1 %444, label %450, label %445

445:                                              ; preds = %442
  %446 = invoke noundef zeroext i1 %443(ptr noundef nonnull align 8 dereferenceable(16) %11, ptr noundef nonnull align 8 dereferenceable(16) %11, i32 noundef 3)
          to label %450 unwind label %447

447:                                              ; preds = %445
  %448 = landingpad { ptr, i32 }
          catch ptr null
  %449 = extractvalue { ptr, i32 } %448, 0
  call void @__clang_call_terminate(ptr %449) #26
  unreachable

450:                                              ; preds = %445, %442
  %451 = getelementptr inbounds i8, ptr %10, i64 8
  %452 = load ptr, ptr %451, align 8, !tbaa !18, !noalias !56
  %453 = icmp eq ptr %452, null
  br i1 %453, label %491, label %454

454:                                              ; preds = %450
  %455 = getelementptr inbounds i8, ptr %452, i64 8
  %456 = load atomic i64, ptr %455 acquire, align 8
  %457 = icmp eq i64 %456, 4294967297
  %458 = trunc i64 %456 to i32
  br i1 %457, label %459, label %467

459:                                              ; preds = %454
  store i32 0, ptr %455, align 8, !tbaa !20
  %460 = getelementptr inbounds i8, ptr %452, i64 12
  store i32 0, ptr %460, align 4, !tbaa !23
  %461 = load ptr, ptr %452, align 8, !tbaa !24
  %462 = getelementptr inbounds i8, ptr %461, i64 16
  %463 = load ptr, ptr %462, align 8
  call void %463(ptr noundef nonnull align 8 dereferenceable(16) %452) #25
  %464 = load ptr, ptr %452, align 8, !tbaa !24
  %465 = getelementptr inbounds i8, ptr %464, i64 24
  %466 = load ptr, ptr %465, align 8
  call void %466(ptr noundef nonnull align 8 dereferenceable(16) %452) #25
  br label %491

467:                                              ; preds = %454
  %468 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !56
  %469 = icmp eq i8 %468, 0
  br i1 %469, label %472, label %470

470:                                              ; preds = %467
  %471 = add nsw i32 %458, -1
  store i32 %471, ptr %455, align 4, !tbaa !27
  br label %474

472:                                              ; preds = %467
  %473 = atomicrmw volatile add ptr %455, i32 -1 acq_rel, align 4
  br label %474

474:                                              ; preds = %472, %470
  %475 = phi i32 [ %458, %470 ], [ %473, %472 ]
  %476 = icmp eq i32 %475, 1
  br i1 %476, label %477, label %491, !prof !28

477:                                              ; preds = %474
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %452) #25
  br label %491

478:                                              ; preds = %438, %432
  %479 = landingpad { ptr, i32 }
          cleanup
  %480 = load ptr, ptr %430, align 8, !tbaa !14, !noalias !56
  %481 = icmp eq ptr %480, null
  br i1 %481, label %487, label %482

482:                                              ; preds = %478
  %483 = invoke noundef zeroext i1 %480(ptr noundef nonnull align 8 dereferenceable(16) %11, ptr noundef nonnull align 8 dereferenceable(16) %11, i32 noundef 3)
          to label %487 unwind label %484

484:                                              ; preds = %482
  %485 = landingpad { ptr, i32 }
          catch ptr null
  %486 = extractvalue { ptr, i32 } %485, 0
  call void @__clang_call_terminate(ptr %486) #26
  unreachable

487:                                              ; preds = %482, %478, %427
  %488 = phi { ptr, i32 } [ %428, %427 ], [ %479, %478 ], [ %479, %482 ]
  call void @_ZN4sycl3_V16detail14SubmissionInfoD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %10) #25
  br label %489

489:                                              ; preds = %487, %425
  %490 = phi { ptr, i32 } [ %488, %487 ], [ %426, %425 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10) #25, !noalias !56
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %9) #25
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %9) #25, !noalias !56
  br label %762

491:                                              ; preds = %477, %474, %459, %450
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10) #25, !noalias !56
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %9) #25
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %9) #25, !noalias !56
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11), !noalias !53
  %492 = getelementptr inbounds i8, ptr %34, i64 8
  %493 = load ptr, ptr %492, align 8, !tbaa !18
  %494 = icmp eq ptr %493, null
  br i1 %494, label %519, label %495

495:                                              ; preds = %491
  %496 = getelementptr inbounds i8, ptr %493, i64 8
  %497 = load atomic i64, ptr %496 acquire, align 8
  %498 = icmp eq i64 %497, 4294967297
  %499 = trunc i64 %497 to i32
  br i1 %498, label %500, label %508

500:                                              ; preds = %495
  store i32 0, ptr %496, align 8, !tbaa !20
  %501 = getelementptr inbounds i8, ptr %493, i64 12
  store i32 0, ptr %501, align 4, !tbaa !23
  %502 = load ptr, ptr %493, align 8, !tbaa !24
  %503 = getelementptr inbounds i8, ptr %502, i64 16
  %504 = load ptr, ptr %503, align 8
  call void %504(ptr noundef nonnull align 8 dereferenceable(16) %493) #25
  %505 = load ptr, ptr %493, align 8, !tbaa !24
  %506 = getelementptr inbounds i8, ptr %505, i64 24
  %507 = load ptr, ptr %506, align 8
  call void %507(ptr noundef nonnull align 8 dereferenceable(16) %493) #25
  br label %519

508:                                              ; preds = %495
  %509 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %510 = icmp eq i8 %509, 0
  br i1 %510, label %513, label %511

511:                                              ; preds = %508
  %512 = add nsw i32 %499, -1
  store i32 %512, ptr %496, align 4, !tbaa !27
  br label %515

513:                                              ; preds = %508
  %514 = atomicrmw volatile add ptr %496, i32 -1 acq_rel, align 4
  br label %515

515:                                              ; preds = %513, %511
  %516 = phi i32 [ %499, %511 ], [ %514, %513 ]
  %517 = icmp eq i32 %516, 1
  br i1 %517, label %518, label %519, !prof !28

518:                                              ; preds = %515
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %493) #25
  br label %519

519:                                              ; preds = %491, %500, %515, %518
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %35) #25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %37) #25
  store ptr @.str, ptr %37, align 8, !tbaa !33, !alias.scope !66
  %520 = getelementptr inbounds i8, ptr %37, i64 8
  store ptr @.str.1, ptr %520, align 8, !tbaa !38, !alias.scope !66
  %521 = getelementptr inbounds i8, ptr %37, i64 16
  store i64 57, ptr %521, align 8, !tbaa !39, !alias.scope !66
  %522 = getelementptr inbounds i8, ptr %37, i64 24
  store i64 5, ptr %522, align 8, !tbaa !40, !alias.scope !66
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8), !noalias !69
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %6) #25, !noalias !72
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1) %6, ptr noundef nonnull align 8 dereferenceable(32) %37)
          to label %523 unwind label %764

523:                                              ; preds = %519
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #25, !noalias !72
  invoke void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16) %7)
          to label %528 unwind label %524, !noalias !72

524:                                              ; preds = %523
  %525 = landingpad { ptr, i32 }
          cleanup
  br label %589

526:                                              ; preds = %528
  %527 = landingpad { ptr, i32 }
          cleanup
  br label %587

528:                                              ; preds = %523
  %529 = getelementptr inbounds i8, ptr %8, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %8, i8 0, i64 32, i1 false), !noalias !72
  %530 = invoke noalias noundef nonnull dereferenceable(40) ptr @_Znwm(i64 noundef 40) #29
          to label %531 unwind label %526, !noalias !72

531:                                              ; preds = %528
  %532 = getelementptr inbounds i8, ptr %8, i64 24
  store ptr %18, ptr %530, align 16, !noalias !69
  %533 = getelementptr inbounds i8, ptr %530, i64 8
  store ptr %26, ptr %533, align 8, !noalias !69
  %534 = getelementptr inbounds i8, ptr %530, i64 16
  store ptr %14, ptr %534, align 16, !noalias !69
  %535 = getelementptr inbounds i8, ptr %530, i64 24
  store ptr %13, ptr %535, align 8, !noalias !69
  %536 = getelementptr inbounds i8, ptr %530, i64 32
  store ptr %15, ptr %536, align 16, !noalias !69
  store ptr %530, ptr %8, align 8, !tbaa !9, !noalias !72
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E0_E9_M_invokeERKSt9_Any_dataS3_, ptr %532, align 8, !tbaa !59, !noalias !72
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E0_E10_M_managerERSt9_Any_dataRKS7_St18_Manager_operation, ptr %529, align 8, !tbaa !14, !noalias !72
  %537 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1) %6)
          to label %538 unwind label %578, !noalias !72

538:                                              ; preds = %531
  %539 = load i8, ptr %6, align 1, !tbaa !61, !range !64, !noalias !72, !noundef !65
  %540 = trunc nuw i8 %539 to i1
  %541 = xor i1 %540, true
  invoke void @_ZN4sycl3_V15queue22submit_with_event_implESt8functionIFvRNS0_7handlerEEERKNS0_6detail14SubmissionInfoERKNS7_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %36, ptr noundef nonnull align 8 dereferenceable(16) %16, ptr noundef nonnull %8, ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef nonnull align 8 dereferenceable(32) %537, i1 noundef zeroext %541)
          to label %542 unwind label %578

542:                                              ; preds = %538
  %543 = load ptr, ptr %529, align 8, !tbaa !14, !noalias !72
  %544 = icmp eq ptr %543, null
  br i1 %544, label %550, label %545

545:                                              ; preds = %542
  %546 = invoke noundef zeroext i1 %543(ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull align 8 dereferenceable(16) %8, i32 noundef 3)
          to label %550 unwind label %547

547:                                              ; preds = %545
  %548 = landingpad { ptr, i32 }
          catch ptr null
  %549 = extractvalue { ptr, i32 } %548, 0
  call void @__clang_call_terminate(ptr %549) #26
  unreachable

550:                                              ; preds = %545, %542
  %551 = getelementptr inbounds i8, ptr %7, i64 8
  %552 = load ptr, ptr %551, align 8, !tbaa !18, !noalias !72
  %553 = icmp eq ptr %552, null
  br i1 %553, label %591, label %554

554:                                              ; preds = %550
  %555 = getelementptr inbounds i8, ptr %552, i64 8
  %556 = load atomic i64, ptr %555 acquire, align 8
  %557 = icmp eq i64 %556, 4294967297
  %558 = trunc i64 %556 to i32
  br i1 %557, label %559, label %567

559:                                              ; preds = %554
  store i32 0, ptr %555, align 8, !tbaa !20
  %560 = getelementptr inbounds i8, ptr %552, i64 12
  store i32 0, ptr %560, align 4, !tbaa !23
  %561 = load ptr, ptr %552, align 8, !tbaa !24
  %562 = getelementptr inbounds i8, ptr %561, i64 16
  %563 = load ptr, ptr %562, align 8
  call void %563(ptr noundef nonnull align 8 dereferenceable(16) %552) #25
  %564 = load ptr, ptr %552, align 8, !tbaa !24
  %565 = getelementptr inbounds i8, ptr %564, i64 24
  %566 = load ptr, ptr %565, align 8
  call void %566(ptr noundef nonnull align 8 dereferenceable(16) %552) #25
  br label %591

567:                                              ; preds = %554
  %568 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !72
  %569 = icmp eq i8 %568, 0
  br i1 %569, label %572, label %570

570:                                              ; preds = %567
  %571 = add nsw i32 %558, -1
  store i32 %571, ptr %555, align 4, !tbaa !27
  br label %574

572:                                              ; preds = %567
  %573 = atomicrmw volatile add ptr %555, i32 -1 acq_rel, align 4
  br label %574

574:                                              ; preds = %572, %570
  %575 = phi i32 [ %558, %570 ], [ %573, %572 ]
  %576 = icmp eq i32 %575, 1
  br i1 %576, label %577, label %591, !prof !28

577:                                              ; preds = %574
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %552) #25
  br label %591

578:                                              ; preds = %538, %531
  %579 = landingpad { ptr, i32 }
          cleanup
  %580 = load ptr, ptr %529, align 8, !tbaa !14, !noalias !72
  %581 = icmp eq ptr %580, null
  br i1 %581, label %587, label %582

582:                                              ; preds = %578
  %583 = invoke noundef zeroext i1 %580(ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull align 8 dereferenceable(16) %8, i32 noundef 3)
          to label %587 unwind label %584

584:                                              ; preds = %582
  %585 = landingpad { ptr, i32 }
          catch ptr null
  %586 = extractvalue { ptr, i32 } %585, 0
  call void @__clang_call_terminate(ptr %586) #26
  unreachable

587:                                              ; preds = %582, %578, %526
  %588 = phi { ptr, i32 } [ %527, %526 ], [ %579, %578 ], [ %579, %582 ]
  call void @_ZN4sycl3_V16detail14SubmissionInfoD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %7) #25
  br label %589

589:                                              ; preds = %587, %524
  %590 = phi { ptr, i32 } [ %588, %587 ], [ %525, %524 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #25, !noalias !72
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %6) #25
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %6) #25, !noalias !72
  br label %766

591:                                              ; preds = %577, %574, %559, %550
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #25, !noalias !72
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %6) #25
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %6) #25, !noalias !72
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8), !noalias !69
  %592 = getelementptr inbounds i8, ptr %36, i64 8
  %593 = load ptr, ptr %592, align 8, !tbaa !18
  %594 = icmp eq ptr %593, null
  br i1 %594, label %619, label %595

595:                                              ; preds = %591
  %596 = getelementptr inbounds i8, ptr %593, i64 8
  %597 = load atomic i64, ptr %596 acquire, align 8
  %598 = icmp eq i64 %597, 4294967297
  %599 = trunc i64 %597 to i32
  br i1 %598, label %600, label %608

600:                                              ; preds = %595
  store i32 0, ptr %596, align 8, !tbaa !20
  %601 = getelementptr inbounds i8, ptr %593, i64 12
  store i32 0, ptr %601, align 4, !tbaa !23
  %602 = load ptr, ptr %593, align 8, !tbaa !24
  %603 = getelementptr inbounds i8, ptr %602, i64 16
  %604 = load ptr, ptr %603, align 8
  call void %604(ptr noundef nonnull align 8 dereferenceable(16) %593) #25
  %605 = load ptr, ptr %593, align 8, !tbaa !24
  %606 = getelementptr inbounds i8, ptr %605, i64 24
  %607 = load ptr, ptr %606, align 8
  call void %607(ptr noundef nonnull align 8 dereferenceable(16) %593) #25
  br label %619

608:                                              ; preds = %595
  %609 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %610 = icmp eq i8 %609, 0
  br i1 %610, label %613, label %611

611:                                              ; preds = %608
  %612 = add nsw i32 %599, -1
  store i32 %612, ptr %596, align 4, !tbaa !27
  br label %615

613:                                              ; preds = %608
  %614 = atomicrmw volatile add ptr %596, i32 -1 acq_rel, align 4
  br label %615

615:                                              ; preds = %613, %611
  %616 = phi i32 [ %599, %611 ], [ %614, %613 ]
  %617 = icmp eq i32 %616, 1
  br i1 %617, label %618, label %619, !prof !28

618:                                              ; preds = %615
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %593) #25
  br label %619

619:                                              ; preds = %591, %600, %615, %618
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %37) #25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %39) #25
  store ptr @.str, ptr %39, align 8, !tbaa !33, !alias.scope !75
  %620 = getelementptr inbounds i8, ptr %39, i64 8
  store ptr @.str.1, ptr %620, align 8, !tbaa !38, !alias.scope !75
  %621 = getelementptr inbounds i8, ptr %39, i64 16
  store i64 74, ptr %621, align 8, !tbaa !39, !alias.scope !75
  %622 = getelementptr inbounds i8, ptr %39, i64 24
  store i64 5, ptr %622, align 8, !tbaa !40, !alias.scope !75
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5), !noalias !78
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %3) #25, !noalias !81
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1) %3, ptr noundef nonnull align 8 dereferenceable(32) %39)
          to label %623 unwind label %768

623:                                              ; preds = %619
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #25, !noalias !81
  invoke void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16) %4)
          to label %628 unwind label %624, !noalias !81

624:                                              ; preds = %623
  %625 = landingpad { ptr, i32 }
          cleanup
  br label %687

626:                                              ; preds = %628
  %627 = landingpad { ptr, i32 }
          cleanup
  br label %685

628:                                              ; preds = %623
  %629 = getelementptr inbounds i8, ptr %5, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %5, i8 0, i64 32, i1 false), !noalias !81
  %630 = invoke noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #29
          to label %631 unwind label %626, !noalias !81

631:                                              ; preds = %628
  %632 = getelementptr inbounds i8, ptr %5, i64 24
  store ptr %18, ptr %630, align 16, !noalias !78
  %633 = getelementptr inbounds i8, ptr %630, i64 8
  store ptr %30, ptr %633, align 8, !noalias !78
  %634 = getelementptr inbounds i8, ptr %630, i64 16
  store ptr %13, ptr %634, align 16, !noalias !78
  store ptr %630, ptr %5, align 8, !tbaa !9, !noalias !81
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E1_E9_M_invokeERKSt9_Any_dataS3_, ptr %632, align 8, !tbaa !59, !noalias !81
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E1_E10_M_managerERSt9_Any_dataRKS7_St18_Manager_operation, ptr %629, align 8, !tbaa !14, !noalias !81
  %635 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1) %3)
          to label %636 unwind label %676, !noalias !81

636:                                              ; preds = %631
  %637 = load i8, ptr %3, align 1, !tbaa !61, !range !64, !noalias !81, !noundef !65
  %638 = trunc nuw i8 %637 to i1
  %639 = xor i1 %638, true
  invoke void @_ZN4sycl3_V15queue22submit_with_event_implESt8functionIFvRNS0_7handlerEEERKNS0_6detail14SubmissionInfoERKNS7_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %38, ptr noundef nonnull align 8 dereferenceable(16) %16, ptr noundef nonnull %5, ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull align 8 dereferenceable(32) %635, i1 noundef zeroext %639)
          to label %640 unwind label %676

640:                                              ; preds = %636
  %641 = load ptr, ptr %629, align 8, !tbaa !14, !noalias !81
  %642 = icmp eq ptr %641, null
  br i1 %642, label %648, label %643

643:                                              ; preds = %640
  %644 = invoke noundef zeroext i1 %641(ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(16) %5, i32 noundef 3)
          to label %648 unwind label %645

645:                                              ; preds = %643
  %646 = landingpad { ptr, i32 }
          catch ptr null
  %647 = extractvalue { ptr, i32 } %646, 0
  call void @__clang_call_terminate(ptr %647) #26
  unreachable

648:                                              ; preds = %643, %640
  %649 = getelementptr inbounds i8, ptr %4, i64 8
  %650 = load ptr, ptr %649, align 8, !tbaa !18, !noalias !81
  %651 = icmp eq ptr %650, null
  br i1 %651, label %689, label %652

652:                                              ; preds = %648
  %653 = getelementptr inbounds i8, ptr %650, i64 8
  %654 = load atomic i64, ptr %653 acquire, align 8
  %655 = icmp eq i64 %654, 4294967297
  %656 = trunc i64 %654 to i32
  br i1 %655, label %657, label %665

657:                                              ; preds = %652
  store i32 0, ptr %653, align 8, !tbaa !20
  %658 = getelementptr inbounds i8, ptr %650, i64 12
  store i32 0, ptr %658, align 4, !tbaa !23
  %659 = load ptr, ptr %650, align 8, !tbaa !24
  %660 = getelementptr inbounds i8, ptr %659, i64 16
  %661 = load ptr, ptr %660, align 8
  call void %661(ptr noundef nonnull align 8 dereferenceable(16) %650) #25
  %662 = load ptr, ptr %650, align 8, !tbaa !24
  %663 = getelementptr inbounds i8, ptr %662, i64 24
  %664 = load ptr, ptr %663, align 8
  call void %664(ptr noundef nonnull align 8 dereferenceable(16) %650) #25
  br label %689

665:                                              ; preds = %652
  %666 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !81
  %667 = icmp eq i8 %666, 0
  br i1 %667, label %670, label %668

668:                                              ; preds = %665
  %669 = add nsw i32 %656, -1
  store i32 %669, ptr %653, align 4, !tbaa !27
  br label %672

670:                                              ; preds = %665
  %671 = atomicrmw volatile add ptr %653, i32 -1 acq_rel, align 4
  br label %672

672:                                              ; preds = %670, %668
  %673 = phi i32 [ %656, %668 ], [ %671, %670 ]
  %674 = icmp eq i32 %673, 1
  br i1 %674, label %675, label %689, !prof !28

675:                                              ; preds = %672
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %650) #25
  br label %689

676:                                              ; preds = %636, %631
  %677 = landingpad { ptr, i32 }
          cleanup
  %678 = load ptr, ptr %629, align 8, !tbaa !14, !noalias !81
  %679 = icmp eq ptr %678, null
  br i1 %679, label %685, label %680

680:                                              ; preds = %676
  %681 = invoke noundef zeroext i1 %678(ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(16) %5, i32 noundef 3)
          to label %685 unwind label %682

682:                                              ; preds = %680
  %683 = landingpad { ptr, i32 }
          catch ptr null
  %684 = extractvalue { ptr, i32 } %683, 0
  call void @__clang_call_terminate(ptr %684) #26
  unreachable

685:                                              ; preds = %680, %676, %626
  %686 = phi { ptr, i32 } [ %627, %626 ], [ %677, %676 ], [ %677, %680 ]
  call void @_ZN4sycl3_V16detail14SubmissionInfoD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %4) #25
  br label %687

687:                                              ; preds = %685, %624
  %688 = phi { ptr, i32 } [ %686, %685 ], [ %625, %624 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #25, !noalias !81
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %3) #25
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %3) #25, !noalias !81
  br label %770

689:                                              ; preds = %675, %672, %657, %648
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #25, !noalias !81
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %3) #25
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %3) #25, !noalias !81
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5), !noalias !78
  %690 = getelementptr inbounds i8, ptr %38, i64 8
  %691 = load ptr, ptr %690, align 8, !tbaa !18
  %692 = icmp eq ptr %691, null
  br i1 %692, label %717, label %693

693:                                              ; preds = %689
  %694 = getelementptr inbounds i8, ptr %691, i64 8
  %695 = load atomic i64, ptr %694 acquire, align 8
  %696 = icmp eq i64 %695, 4294967297
  %697 = trunc i64 %695 to i32
  br i1 %696, label %698, label %706

698:                                              ; preds = %693
  store i32 0, ptr %694, align 8, !tbaa !20
  %699 = getelementptr inbounds i8, ptr %691, i64 12
  store i32 0, ptr %699, align 4, !tbaa !23
  %700 = load ptr, ptr %691, align 8, !tbaa !24
  %701 = getelementptr inbounds i8, ptr %700, i64 16
  %702 = load ptr, ptr %701, align 8
  call void %702(ptr noundef nonnull align 8 dereferenceable(16) %691) #25
  %703 = load ptr, ptr %691, align 8, !tbaa !24
  %704 = getelementptr inbounds i8, ptr %703, i64 24
  %705 = load ptr, ptr %704, align 8
  call void %705(ptr noundef nonnull align 8 dereferenceable(16) %691) #25
  br label %717

706:                                              ; preds = %693
  %707 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %708 = icmp eq i8 %707, 0
  br i1 %708, label %711, label %709

709:                                              ; preds = %706
  %710 = add nsw i32 %697, -1
  store i32 %710, ptr %694, align 4, !tbaa !27
  br label %713

711:                                              ; preds = %706
  %712 = atomicrmw volatile add ptr %694, i32 -1 acq_rel, align 4
  br label %713

713:                                              ; preds = %711, %709
  %714 = phi i32 [ %697, %709 ], [ %712, %711 ]
  %715 = icmp eq i32 %714, 1
  br i1 %715, label %716, label %717, !prof !28

716:                                              ; preds = %713
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %691) #25
  br label %717

717:                                              ; preds = %689, %698, %713, %716
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %39) #25
  call void @_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %30) #25
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %30) #25
  call void @_ZN4sycl3_V16bufferIjLi1ENS0_6detail17aligned_allocatorIjEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %26) #25
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %26) #25
  call void @_ZN4sycl3_V16bufferIjLi1ENS0_6detail17aligned_allocatorIjEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %22) #25
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %22) #25
  call void @_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %18) #25
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %18) #25
  %718 = load i64, ptr %14, align 8, !tbaa !5
  %719 = icmp ugt i64 %718, 2305843009213693951
  br i1 %719, label %720, label %722

720:                                              ; preds = %717
  invoke void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.7) #28
          to label %721 unwind label %782

721:                                              ; preds = %720
  unreachable

722:                                              ; preds = %717
  %723 = icmp eq i64 %718, 0
  br i1 %723, label %730, label %724

724:                                              ; preds = %722
  %725 = shl nuw nsw i64 %718, 2
  %726 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %725) #29
          to label %727 unwind label %782

727:                                              ; preds = %724
  call void @llvm.memset.p0.i64(ptr nonnull align 4 %726, i8 0, i64 %725, i1 false), !tbaa !27
  %728 = getelementptr inbounds i32, ptr %726, i64 %718
  %729 = ptrtoint ptr %728 to i64
  br label %730

730:                                              ; preds = %727, %722
  %731 = phi ptr [ null, %722 ], [ %726, %727 ]
  %732 = phi i64 [ 0, %722 ], [ %729, %727 ]
  %733 = load i64, ptr %13, align 8, !tbaa !5
  %734 = icmp eq i64 %733, 0
  br i1 %734, label %735, label %784

735:                                              ; preds = %784, %730
  %736 = phi i32 [ -2147483648, %730 ], [ %798, %784 ]
  %737 = phi i32 [ 2147483647, %730 ], [ %799, %784 ]
  %738 = phi i32 [ 0, %730 ], [ %801, %784 ]
  %739 = phi i32 [ -1, %730 ], [ %806, %784 ]
  %740 = ptrtoint ptr %196 to i64
  %741 = ptrtoint ptr %197 to i64
  %742 = sub i64 %740, %741
  %743 = ptrtoint ptr %731 to i64
  %744 = sub i64 %732, %743
  %745 = icmp eq i64 %742, %744
  br i1 %745, label %746, label %843

746:                                              ; preds = %735
  %747 = icmp eq ptr %196, %197
  br i1 %747, label %817, label %809

748:                                              ; preds = %168, %164
  %749 = landingpad { ptr, i32 }
          cleanup
  br label %911

750:                                              ; preds = %171
  %751 = landingpad { ptr, i32 }
          cleanup
  br label %904

752:                                              ; preds = %203
  %753 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %20) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19) #25
  br label %780

754:                                              ; preds = %259
  %755 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %24) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23) #25
  br label %778

756:                                              ; preds = %313
  %757 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %28) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %28) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27) #25
  br label %776

758:                                              ; preds = %367
  %759 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %32) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %32) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %31) #25
  br label %774

760:                                              ; preds = %420
  %761 = landingpad { ptr, i32 }
          cleanup
  br label %762

762:                                              ; preds = %489, %760
  %763 = phi { ptr, i32 } [ %761, %760 ], [ %490, %489 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %35) #25
  br label %772

764:                                              ; preds = %519
  %765 = landingpad { ptr, i32 }
          cleanup
  br label %766

766:                                              ; preds = %589, %764
  %767 = phi { ptr, i32 } [ %765, %764 ], [ %590, %589 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %37) #25
  br label %772

768:                                              ; preds = %619
  %769 = landingpad { ptr, i32 }
          cleanup
  br label %770

770:                                              ; preds = %687, %768
  %771 = phi { ptr, i32 } [ %769, %768 ], [ %688, %687 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %39) #25
  br label %772

772:                                              ; preds = %770, %766, %762
  %773 = phi { ptr, i32 } [ %771, %770 ], [ %767, %766 ], [ %763, %762 ]
  call void @_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %30) #25
  br label %774

774:                                              ; preds = %772, %758
  %775 = phi { ptr, i32 } [ %773, %772 ], [ %759, %758 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %30) #25
  call void @_ZN4sycl3_V16bufferIjLi1ENS0_6detail17aligned_allocatorIjEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %26) #25
  br label %776

776:                                              ; preds = %774, %756
  %777 = phi { ptr, i32 } [ %775, %774 ], [ %757, %756 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %26) #25
  call void @_ZN4sycl3_V16bufferIjLi1ENS0_6detail17aligned_allocatorIjEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %22) #25
  br label %778

778:                                              ; preds = %776, %754
  %779 = phi { ptr, i32 } [ %777, %776 ], [ %755, %754 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %22) #25
  call void @_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %18) #25
  br label %780

780:                                              ; preds = %778, %752
  %781 = phi { ptr, i32 } [ %779, %778 ], [ %753, %752 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %18) #25
  br label %893

782:                                              ; preds = %724, %720
  %783 = landingpad { ptr, i32 }
          cleanup
  br label %893

784:                                              ; preds = %730, %784
  %785 = phi i64 [ %807, %784 ], [ 0, %730 ]
  %786 = phi i32 [ %806, %784 ], [ -1, %730 ]
  %787 = phi i32 [ %801, %784 ], [ 0, %730 ]
  %788 = phi i32 [ %799, %784 ], [ 2147483647, %730 ]
  %789 = phi i32 [ %798, %784 ], [ -2147483648, %730 ]
  %790 = getelementptr inbounds i32, ptr %160, i64 %785
  %791 = load i32, ptr %790, align 4, !tbaa !27
  %792 = add nsw i32 %791, 300
  %793 = zext i32 %792 to i64
  %794 = urem i64 %793, %718
  %795 = getelementptr inbounds i32, ptr %731, i64 %794
  %796 = load i32, ptr %795, align 4, !tbaa !27
  %797 = add i32 %796, 1
  store i32 %797, ptr %795, align 4, !tbaa !27
  %798 = call i32 @llvm.smax.i32(i32 %791, i32 %789)
  %799 = call i32 @llvm.smin.i32(i32 %791, i32 %788)
  %800 = lshr i32 %791, 31
  %801 = add nuw nsw i32 %800, %787
  %802 = icmp eq i32 %791, 699
  %803 = icmp slt i32 %786, 0
  %804 = select i1 %802, i1 %803, i1 false
  %805 = trunc i64 %785 to i32
  %806 = select i1 %804, i32 %805, i32 %786
  %807 = add nuw i64 %785, 1
  %808 = icmp eq i64 %807, %733
  br i1 %808, label %735, label %784, !llvm.loop !84

809:                                              ; preds = %746
  %810 = call i32 @bcmp(ptr %197, ptr %731, i64 %742)
  %811 = icmp eq i32 %810, 0
  %812 = ptrtoint ptr %198 to i64
  %813 = ptrtoint ptr %199 to i64
  %814 = sub i64 %812, %813
  %815 = icmp eq i64 %814, %742
  %816 = select i1 %811, i1 %815, i1 false
  br i1 %816, label %822, label %843

817:                                              ; preds = %746
  %818 = ptrtoint ptr %198 to i64
  %819 = ptrtoint ptr %199 to i64
  %820 = sub i64 %818, %819
  %821 = icmp eq i64 %820, %742
  br i1 %821, label %822, label %843

822:                                              ; preds = %809, %817
  %823 = icmp eq ptr %198, %199
  br i1 %823, label %827, label %824

824:                                              ; preds = %822
  %825 = call i32 @bcmp(ptr %199, ptr %731, i64 %742)
  %826 = icmp eq i32 %825, 0
  br i1 %826, label %827, label %843

827:                                              ; preds = %822, %824
  %828 = load i32, ptr %200, align 4, !tbaa !27
  %829 = icmp eq i32 %828, %736
  br i1 %829, label %830, label %843

830:                                              ; preds = %827
  %831 = load i32, ptr %204, align 4, !tbaa !27
  %832 = icmp eq i32 %831, %737
  br i1 %832, label %833, label %843

833:                                              ; preds = %830
  %834 = load i32, ptr %205, align 4, !tbaa !27
  %835 = icmp eq i32 %834, %738
  br i1 %835, label %836, label %843

836:                                              ; preds = %833
  %837 = load i32, ptr %206, align 4, !tbaa !27
  %838 = icmp eq i32 %837, %739
  %839 = freeze i1 %838
  %840 = select i1 %839, ptr @.str.3, ptr @.str.4
  %841 = xor i1 %839, true
  %842 = zext i1 %841 to i32
  br label %843

843:                                              ; preds = %836, %817, %735, %809, %824, %827, %830, %833
  %844 = phi i32 [ 1, %833 ], [ 1, %830 ], [ 1, %827 ], [ 1, %824 ], [ 1, %809 ], [ 1, %735 ], [ 1, %817 ], [ %842, %836 ]
  %845 = phi ptr [ @.str.4, %833 ], [ @.str.4, %830 ], [ @.str.4, %827 ], [ @.str.4, %824 ], [ @.str.4, %809 ], [ @.str.4, %735 ], [ @.str.4, %817 ], [ %840, %836 ]
  %846 = call i32 @puts(ptr nonnull dereferenceable(1) %845)
  %847 = icmp eq ptr %731, null
  br i1 %847, label %849, label %848

848:                                              ; preds = %843
  call void @_ZdlPvm(ptr noundef nonnull %731, i64 noundef %744) #27
  br label %849

849:                                              ; preds = %843, %848
  call void @_ZdlPvm(ptr noundef nonnull %200, i64 noundef 16) #27
  %850 = icmp eq ptr %199, null
  br i1 %850, label %855, label %851

851:                                              ; preds = %849
  %852 = ptrtoint ptr %198 to i64
  %853 = ptrtoint ptr %199 to i64
  %854 = sub i64 %852, %853
  call void @_ZdlPvm(ptr noundef nonnull %199, i64 noundef %854) #27
  br label %855

855:                                              ; preds = %849, %851
  %856 = icmp eq ptr %197, null
  br i1 %856, label %858, label %857

857:                                              ; preds = %855
  call void @_ZdlPvm(ptr noundef nonnull %197, i64 noundef %742) #27
  br label %858

858:                                              ; preds = %855, %857
  %859 = icmp eq ptr %160, null
  br i1 %859, label %864, label %860

860:                                              ; preds = %858
  %861 = ptrtoint ptr %161 to i64
  %862 = ptrtoint ptr %160 to i64
  %863 = sub i64 %861, %862
  call void @_ZdlPvm(ptr noundef nonnull %160, i64 noundef %863) #27
  br label %864

864:                                              ; preds = %858, %860
  %865 = getelementptr inbounds i8, ptr %16, i64 8
  %866 = load ptr, ptr %865, align 8, !tbaa !18
  %867 = icmp eq ptr %866, null
  br i1 %867, label %892, label %868

868:                                              ; preds = %864
  %869 = getelementptr inbounds i8, ptr %866, i64 8
  %870 = load atomic i64, ptr %869 acquire, align 8
  %871 = icmp eq i64 %870, 4294967297
  %872 = trunc i64 %870 to i32
  br i1 %871, label %873, label %881

873:                                              ; preds = %868
  store i32 0, ptr %869, align 8, !tbaa !20
  %874 = getelementptr inbounds i8, ptr %866, i64 12
  store i32 0, ptr %874, align 4, !tbaa !23
  %875 = load ptr, ptr %866, align 8, !tbaa !24
  %876 = getelementptr inbounds i8, ptr %875, i64 16
  %877 = load ptr, ptr %876, align 8
  call void %877(ptr noundef nonnull align 8 dereferenceable(16) %866) #25
  %878 = load ptr, ptr %866, align 8, !tbaa !24
  %879 = getelementptr inbounds i8, ptr %878, i64 24
  %880 = load ptr, ptr %879, align 8
  call void %880(ptr noundef nonnull align 8 dereferenceable(16) %866) #25
  br label %892

881:                                              ; preds = %868
  %882 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %883 = icmp eq i8 %882, 0
  br i1 %883, label %886, label %884

884:                                              ; preds = %881
  %885 = add nsw i32 %872, -1
  store i32 %885, ptr %869, align 4, !tbaa !27
  br label %888

886:                                              ; preds = %881
  %887 = atomicrmw volatile add ptr %869, i32 -1 acq_rel, align 4
  br label %888

888:                                              ; preds = %886, %884
  %889 = phi i32 [ %872, %884 ], [ %887, %886 ]
  %890 = icmp eq i32 %889, 1
  br i1 %890, label %891, label %892, !prof !28

891:                                              ; preds = %888
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %866) #25
  br label %892

892:                                              ; preds = %864, %873, %888, %891
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %16) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13) #25
  ret i32 %844

893:                                              ; preds = %782, %780
  %894 = phi { ptr, i32 } [ %781, %780 ], [ %783, %782 ]
  call void @_ZdlPvm(ptr noundef nonnull %200, i64 noundef 16) #27
  br label %895

895:                                              ; preds = %201, %893
  %896 = phi { ptr, i32 } [ %894, %893 ], [ %202, %201 ]
  %897 = icmp eq ptr %199, null
  br i1 %897, label %902, label %898

898:                                              ; preds = %895
  %899 = ptrtoint ptr %198 to i64
  %900 = ptrtoint ptr %199 to i64
  %901 = sub i64 %899, %900
  call void @_ZdlPvm(ptr noundef nonnull %199, i64 noundef %901) #27
  br label %902

902:                                              ; preds = %898, %895
  %903 = icmp eq ptr %197, null
  br i1 %903, label %911, label %904

904:                                              ; preds = %750, %902
  %905 = phi { ptr, i32 } [ %751, %750 ], [ %896, %902 ]
  %906 = phi ptr [ %172, %750 ], [ %196, %902 ]
  %907 = phi ptr [ %170, %750 ], [ %197, %902 ]
  %908 = ptrtoint ptr %906 to i64
  %909 = ptrtoint ptr %907 to i64
  %910 = sub i64 %908, %909
  call void @_ZdlPvm(ptr noundef nonnull %907, i64 noundef %910) #27
  br label %911

911:                                              ; preds = %904, %902, %748
  %912 = phi { ptr, i32 } [ %749, %748 ], [ %896, %902 ], [ %905, %904 ]
  %913 = icmp eq ptr %160, null
  br i1 %913, label %918, label %914

914:                                              ; preds = %911
  %915 = ptrtoint ptr %161 to i64
  %916 = ptrtoint ptr %160 to i64
  %917 = sub i64 %915, %916
  call void @_ZdlPvm(ptr noundef nonnull %160, i64 noundef %917) #27
  br label %918

918:                                              ; preds = %914, %911, %174
  %919 = phi { ptr, i32 } [ %175, %174 ], [ %912, %911 ], [ %912, %914 ]
  call void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %16) #25
  br label %920

920:                                              ; preds = %918, %79
  %921 = phi { ptr, i32 } [ %919, %918 ], [ %71, %79 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %16) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13) #25
  resume { ptr, i32 } %921
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvEC2EPiRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %0, ptr noundef %1, ptr noundef nonnull align 8 dereferenceable(8) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.std::unique_ptr", align 8
  %7 = alloca %"struct.std::array", align 8
  %8 = load i64, ptr %2, align 8, !tbaa !5
  %9 = shl i64 %8, 2
  %10 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #29, !noalias !85
  store ptr getelementptr inbounds inrange(-16, 56) (i8, ptr @_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE, i64 16), ptr %10, align 8, !tbaa !24, !noalias !85
  %11 = getelementptr inbounds i8, ptr %10, i64 8
  store i64 128, ptr %11, align 8, !tbaa !88, !noalias !85
  %12 = getelementptr inbounds i8, ptr %10, i64 16
  store i64 4, ptr %12, align 8, !tbaa !90, !noalias !85
  store ptr %10, ptr %6, align 8, !tbaa !93
  invoke void @_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS8_EE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef %1, i64 noundef %9, i64 noundef 4, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull %6)
          to label %13 unwind label %33

13:                                               ; preds = %5
  %14 = load ptr, ptr %6, align 8, !tbaa !9
  %15 = icmp eq ptr %14, null
  br i1 %15, label %20, label %16

16:                                               ; preds = %13
  %17 = load ptr, ptr %14, align 8, !tbaa !24
  %18 = getelementptr inbounds i8, ptr %17, i64 16
  %19 = load ptr, ptr %18, align 8
  call void %19(ptr noundef nonnull align 8 dereferenceable(8) %14) #25
  br label %20

20:                                               ; preds = %13, %16
  store ptr null, ptr %6, align 8, !tbaa !9
  %21 = getelementptr inbounds i8, ptr %0, i64 16
  %22 = load i64, ptr %2, align 8
  store i64 %22, ptr %21, align 8
  %23 = getelementptr inbounds i8, ptr %0, i64 24
  store i64 0, ptr %23, align 8, !tbaa !95
  %24 = getelementptr inbounds i8, ptr %0, i64 32
  store i8 0, ptr %24, align 8, !tbaa !102
  %25 = load ptr, ptr %0, align 8, !tbaa !103
  %26 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTIi, i64 8), align 8, !tbaa !104
  %27 = load i8, ptr %26, align 1, !tbaa !26
  %28 = icmp eq i8 %27, 42
  %29 = zext i1 %28 to i64
  %30 = getelementptr inbounds i8, ptr %26, i64 %29
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #25
  store i64 %22, ptr %7, align 8, !tbaa !5, !alias.scope !106
  %31 = getelementptr inbounds i8, ptr %7, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %31, i8 0, i64 16, i1 false), !alias.scope !106
  invoke void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef %25, ptr noundef %1, ptr noundef nonnull %30, i32 noundef 1, i32 noundef 4, ptr noundef nonnull %7)
          to label %32 unwind label %41

32:                                               ; preds = %20
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #25
  ret void

33:                                               ; preds = %5
  %34 = landingpad { ptr, i32 }
          cleanup
  %35 = load ptr, ptr %6, align 8, !tbaa !9
  %36 = icmp eq ptr %35, null
  br i1 %36, label %43, label %37

37:                                               ; preds = %33
  %38 = load ptr, ptr %35, align 8, !tbaa !24
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

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIjLi1ENS0_6detail17aligned_allocatorIjEEvEC2EPjRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %0, ptr noundef %1, ptr noundef nonnull align 8 dereferenceable(8) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.std::unique_ptr", align 8
  %7 = alloca %"struct.std::array", align 8
  %8 = load i64, ptr %2, align 8, !tbaa !5
  %9 = shl i64 %8, 2
  %10 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #29, !noalias !109
  store ptr getelementptr inbounds inrange(-16, 56) (i8, ptr @_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIjEEjEE, i64 16), ptr %10, align 8, !tbaa !24, !noalias !109
  %11 = getelementptr inbounds i8, ptr %10, i64 8
  store i64 128, ptr %11, align 8, !tbaa !112, !noalias !109
  %12 = getelementptr inbounds i8, ptr %10, i64 16
  store i64 4, ptr %12, align 8, !tbaa !114, !noalias !109
  store ptr %10, ptr %6, align 8, !tbaa !93
  invoke void @_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS8_EE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef %1, i64 noundef %9, i64 noundef 4, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull %6)
          to label %13 unwind label %33

13:                                               ; preds = %5
  %14 = load ptr, ptr %6, align 8, !tbaa !9
  %15 = icmp eq ptr %14, null
  br i1 %15, label %20, label %16

16:                                               ; preds = %13
  %17 = load ptr, ptr %14, align 8, !tbaa !24
  %18 = getelementptr inbounds i8, ptr %17, i64 16
  %19 = load ptr, ptr %18, align 8
  call void %19(ptr noundef nonnull align 8 dereferenceable(8) %14) #25
  br label %20

20:                                               ; preds = %13, %16
  store ptr null, ptr %6, align 8, !tbaa !9
  %21 = getelementptr inbounds i8, ptr %0, i64 16
  %22 = load i64, ptr %2, align 8
  store i64 %22, ptr %21, align 8
  %23 = getelementptr inbounds i8, ptr %0, i64 24
  store i64 0, ptr %23, align 8, !tbaa !116
  %24 = getelementptr inbounds i8, ptr %0, i64 32
  store i8 0, ptr %24, align 8, !tbaa !118
  %25 = load ptr, ptr %0, align 8, !tbaa !103
  %26 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTIj, i64 8), align 8, !tbaa !104
  %27 = load i8, ptr %26, align 1, !tbaa !26
  %28 = icmp eq i8 %27, 42
  %29 = zext i1 %28 to i64
  %30 = getelementptr inbounds i8, ptr %26, i64 %29
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #25
  store i64 %22, ptr %7, align 8, !tbaa !5, !alias.scope !119
  %31 = getelementptr inbounds i8, ptr %7, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %31, i8 0, i64 16, i1 false), !alias.scope !119
  invoke void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef %25, ptr noundef %1, ptr noundef nonnull %30, i32 noundef 1, i32 noundef 4, ptr noundef nonnull %7)
          to label %32 unwind label %41

32:                                               ; preds = %20
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #25
  ret void

33:                                               ; preds = %5
  %34 = landingpad { ptr, i32 }
          cleanup
  %35 = load ptr, ptr %6, align 8, !tbaa !9
  %36 = icmp eq ptr %35, null
  br i1 %36, label %43, label %37

37:                                               ; preds = %33
  %38 = load ptr, ptr %35, align 8, !tbaa !24
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

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  %10 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.9, i64 noundef 20)
          to label %11 unwind label %51

11:                                               ; preds = %8
  %12 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.10, i64 noundef 1)
          to label %13 unwind label %51

13:                                               ; preds = %11
  %14 = load ptr, ptr %9, align 8, !tbaa !24
  %15 = getelementptr inbounds i8, ptr %14, i64 16
  %16 = load ptr, ptr %15, align 8
  %17 = tail call noundef ptr %16(ptr noundef nonnull align 8 dereferenceable(8) %9) #25
  %18 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZStlsISt11char_traitsIcEERSt13basic_ostreamIcT_ES5_PKc(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef %17)
          to label %19 unwind label %51

19:                                               ; preds = %13
  %20 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt4endlIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_(ptr noundef nonnull align 8 dereferenceable(8) %18)
          to label %21 unwind label %51

21:                                               ; preds = %19
  tail call void @__assert_fail(ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.12, i32 noundef 483, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvED2Ev) #26
  unreachable

22:                                               ; preds = %1
  %23 = getelementptr inbounds i8, ptr %0, i64 8
  %24 = load ptr, ptr %23, align 8, !tbaa !18
  %25 = icmp eq ptr %24, null
  br i1 %25, label %50, label %26

26:                                               ; preds = %22
  %27 = getelementptr inbounds i8, ptr %24, i64 8
  %28 = load atomic i64, ptr %27 acquire, align 8
  %29 = icmp eq i64 %28, 4294967297
  %30 = trunc i64 %28 to i32
  br i1 %29, label %31, label %39

31:                                               ; preds = %26
  store i32 0, ptr %27, align 8, !tbaa !20
  %32 = getelementptr inbounds i8, ptr %24, i64 12
  store i32 0, ptr %32, align 4, !tbaa !23
  %33 = load ptr, ptr %24, align 8, !tbaa !24
  %34 = getelementptr inbounds i8, ptr %33, i64 16
  %35 = load ptr, ptr %34, align 8
  tail call void %35(ptr noundef nonnull align 8 dereferenceable(16) %24) #25
  %36 = load ptr, ptr %24, align 8, !tbaa !24
  %37 = getelementptr inbounds i8, ptr %36, i64 24
  %38 = load ptr, ptr %37, align 8
  tail call void %38(ptr noundef nonnull align 8 dereferenceable(16) %24) #25
  br label %50

39:                                               ; preds = %26
  %40 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %41 = icmp eq i8 %40, 0
  br i1 %41, label %44, label %42

42:                                               ; preds = %39
  %43 = add nsw i32 %30, -1
  store i32 %43, ptr %27, align 4, !tbaa !27
  br label %46

44:                                               ; preds = %39
  %45 = atomicrmw volatile add ptr %27, i32 -1 acq_rel, align 4
  br label %46

46:                                               ; preds = %44, %42
  %47 = phi i32 [ %30, %42 ], [ %45, %44 ]
  %48 = icmp eq i32 %47, 1
  br i1 %48, label %49, label %50, !prof !28

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
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIjLi1ENS0_6detail17aligned_allocatorIjEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  %10 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.9, i64 noundef 20)
          to label %11 unwind label %51

11:                                               ; preds = %8
  %12 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.10, i64 noundef 1)
          to label %13 unwind label %51

13:                                               ; preds = %11
  %14 = load ptr, ptr %9, align 8, !tbaa !24
  %15 = getelementptr inbounds i8, ptr %14, i64 16
  %16 = load ptr, ptr %15, align 8
  %17 = tail call noundef ptr %16(ptr noundef nonnull align 8 dereferenceable(8) %9) #25
  %18 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZStlsISt11char_traitsIcEERSt13basic_ostreamIcT_ES5_PKc(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef %17)
          to label %19 unwind label %51

19:                                               ; preds = %13
  %20 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt4endlIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_(ptr noundef nonnull align 8 dereferenceable(8) %18)
          to label %21 unwind label %51

21:                                               ; preds = %19
  tail call void @__assert_fail(ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.12, i32 noundef 483, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIjLi1ENS0_6detail17aligned_allocatorIjEEvED2Ev) #26
  unreachable

22:                                               ; preds = %1
  %23 = getelementptr inbounds i8, ptr %0, i64 8
  %24 = load ptr, ptr %23, align 8, !tbaa !18
  %25 = icmp eq ptr %24, null
  br i1 %25, label %50, label %26

26:                                               ; preds = %22
  %27 = getelementptr inbounds i8, ptr %24, i64 8
  %28 = load atomic i64, ptr %27 acquire, align 8
  %29 = icmp eq i64 %28, 4294967297
  %30 = trunc i64 %28 to i32
  br i1 %29, label %31, label %39

31:                                               ; preds = %26
  store i32 0, ptr %27, align 8, !tbaa !20
  %32 = getelementptr inbounds i8, ptr %24, i64 12
  store i32 0, ptr %32, align 4, !tbaa !23
  %33 = load ptr, ptr %24, align 8, !tbaa !24
  %34 = getelementptr inbounds i8, ptr %33, i64 16
  %35 = load ptr, ptr %34, align 8
  tail call void %35(ptr noundef nonnull align 8 dereferenceable(16) %24) #25
  %36 = load ptr, ptr %24, align 8, !tbaa !24
  %37 = getelementptr inbounds i8, ptr %36, i64 24
  %38 = load ptr, ptr %37, align 8
  tail call void %38(ptr noundef nonnull align 8 dereferenceable(16) %24) #25
  br label %50

39:                                               ; preds = %26
  %40 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %41 = icmp eq i8 %40, 0
  br i1 %41, label %44, label %42

42:                                               ; preds = %39
  %43 = add nsw i32 %30, -1
  store i32 %43, ptr %27, align 4, !tbaa !27
  br label %46

44:                                               ; preds = %39
  %45 = atomicrmw volatile add ptr %27, i32 -1 acq_rel, align 4
  br label %46

46:                                               ; preds = %44, %42
  %47 = phi i32 [ %30, %42 ], [ %45, %44 ]
  %48 = icmp eq i32 %47, 1
  br i1 %48, label %49, label %50, !prof !28

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

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !24
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtoul(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #5

declare noundef i32 @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE(ptr noundef nonnull align 8 dereferenceable(16)) #6

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE(ptr noundef %0) #7 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.std::__exception_ptr::exception_ptr", align 8
  %3 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.5, i64 noundef 40)
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
  %11 = load ptr, ptr %10, align 8, !tbaa !122
  %12 = icmp eq ptr %11, null
  br i1 %12, label %46, label %13

13:                                               ; preds = %9
  store ptr %11, ptr %2, align 8, !tbaa !122
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
  %18 = load ptr, ptr %2, align 8, !tbaa !122
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
  %27 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.6, i64 noundef 2)
          to label %28 unwind label %49

28:                                               ; preds = %24
  %29 = load ptr, ptr %26, align 8, !tbaa !24
  %30 = getelementptr inbounds i8, ptr %29, i64 16
  %31 = load ptr, ptr %30, align 8
  %32 = call noundef ptr %31(ptr noundef nonnull align 8 dereferenceable(8) %26) #25
  %33 = icmp eq ptr %32, null
  br i1 %33, label %34, label %42

34:                                               ; preds = %28
  %35 = load ptr, ptr @_ZSt4cerr, align 8, !tbaa !24
  %36 = getelementptr i8, ptr %35, i64 -24
  %37 = load i64, ptr %36, align 8
  %38 = getelementptr inbounds i8, ptr @_ZSt4cerr, i64 %37
  %39 = getelementptr inbounds i8, ptr %38, i64 32
  %40 = load i32, ptr %39, align 8, !tbaa !124
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
  %6 = alloca %"class.std::function.32", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #25
  %7 = getelementptr inbounds i8, ptr %6, i64 16
  %8 = getelementptr inbounds i8, ptr %6, i64 24
  %9 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 0, ptr %9, align 8
  store ptr %1, ptr %6, align 8, !tbaa !9
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_, ptr %8, align 8, !tbaa !130
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E10_M_managerERSt9_Any_dataRKS8_St18_Manager_operation, ptr %7, align 8, !tbaa !14
  invoke void @_ZN4sycl3_V16detail13select_deviceERKSt8functionIFiRKNS0_6deviceEEE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::device") align 8 %5, ptr noundef nonnull align 8 dereferenceable(32) %6)
          to label %10 unwind label %48

10:                                               ; preds = %4
  invoke void @_ZN4sycl3_V15queueC2ERKNS0_6deviceERKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %11 unwind label %50

11:                                               ; preds = %10
  %12 = getelementptr inbounds i8, ptr %5, i64 8
  %13 = load ptr, ptr %12, align 8, !tbaa !18
  %14 = icmp eq ptr %13, null
  br i1 %14, label %39, label %15

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %13, i64 8
  %17 = load atomic i64, ptr %16 acquire, align 8
  %18 = icmp eq i64 %17, 4294967297
  %19 = trunc i64 %17 to i32
  br i1 %18, label %20, label %28

20:                                               ; preds = %15
  store i32 0, ptr %16, align 8, !tbaa !20
  %21 = getelementptr inbounds i8, ptr %13, i64 12
  store i32 0, ptr %21, align 4, !tbaa !23
  %22 = load ptr, ptr %13, align 8, !tbaa !24
  %23 = getelementptr inbounds i8, ptr %22, i64 16
  %24 = load ptr, ptr %23, align 8
  call void %24(ptr noundef nonnull align 8 dereferenceable(16) %13) #25
  %25 = load ptr, ptr %13, align 8, !tbaa !24
  %26 = getelementptr inbounds i8, ptr %25, i64 24
  %27 = load ptr, ptr %26, align 8
  call void %27(ptr noundef nonnull align 8 dereferenceable(16) %13) #25
  br label %39

28:                                               ; preds = %15
  %29 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %30 = icmp eq i8 %29, 0
  br i1 %30, label %33, label %31

31:                                               ; preds = %28
  %32 = add nsw i32 %19, -1
  store i32 %32, ptr %16, align 4, !tbaa !27
  br label %35

33:                                               ; preds = %28
  %34 = atomicrmw volatile add ptr %16, i32 -1 acq_rel, align 4
  br label %35

35:                                               ; preds = %33, %31
  %36 = phi i32 [ %19, %31 ], [ %34, %33 ]
  %37 = icmp eq i32 %36, 1
  br i1 %37, label %38, label %39, !prof !28

38:                                               ; preds = %35
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %13) #25
  br label %39

39:                                               ; preds = %11, %20, %35, %38
  %40 = load ptr, ptr %7, align 8, !tbaa !14
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
  %54 = load ptr, ptr %7, align 8, !tbaa !14
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
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #25
  tail call void @_ZSt9terminatev() #26
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

declare noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo3putEc(ptr noundef nonnull align 8 dereferenceable(8), i8 noundef signext) local_unnamed_addr #6

declare noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo5flushEv(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #6

; Function Attrs: noreturn
declare void @_ZSt16__throw_bad_castv() local_unnamed_addr #8

declare void @_ZNKSt5ctypeIcE13_M_widen_initEv(ptr noundef nonnull align 8 dereferenceable(570)) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #13

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(24) %1) #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::exception_list", align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3)
  %4 = load ptr, ptr %0, align 8, !tbaa !9
  %5 = load <2 x ptr>, ptr %1, align 8, !tbaa !9
  store <2 x ptr> %5, ptr %3, align 16, !tbaa !9
  %6 = getelementptr inbounds i8, ptr %3, i64 16
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  %8 = load ptr, ptr %7, align 8, !tbaa !132
  store ptr %8, ptr %6, align 16, !tbaa !132
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, i8 0, i64 24, i1 false)
  invoke void %4(ptr noundef nonnull %3)
          to label %9 unwind label %32

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %3, i64 8
  %11 = load ptr, ptr %3, align 16, !tbaa !134
  %12 = load ptr, ptr %10, align 8, !tbaa !135
  %13 = icmp eq ptr %11, %12
  br i1 %13, label %24, label %14

14:                                               ; preds = %9, %19
  %15 = phi ptr [ %20, %19 ], [ %11, %9 ]
  %16 = load ptr, ptr %15, align 8, !tbaa !122
  %17 = icmp eq ptr %16, null
  br i1 %17, label %19, label %18

18:                                               ; preds = %14
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %15) #25
  br label %19

19:                                               ; preds = %18, %14
  %20 = getelementptr inbounds i8, ptr %15, i64 8
  %21 = icmp eq ptr %20, %12
  br i1 %21, label %22, label %14, !llvm.loop !136

22:                                               ; preds = %19
  %23 = load ptr, ptr %3, align 16, !tbaa !134
  br label %24

24:                                               ; preds = %22, %9
  %25 = phi ptr [ %23, %22 ], [ %11, %9 ]
  %26 = icmp eq ptr %25, null
  br i1 %26, label %34, label %27

27:                                               ; preds = %24
  %28 = load ptr, ptr %6, align 16, !tbaa !132
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
  %6 = load ptr, ptr %1, align 8, !tbaa !9
  br label %7

7:                                                ; preds = %3, %4, %5
  %8 = phi ptr [ %6, %5 ], [ %1, %4 ], [ @_ZTIPFvN4sycl3_V114exception_listEE, %3 ]
  store ptr %8, ptr %0, align 8, !tbaa !9
  br label %9

9:                                                ; preds = %7, %3
  ret i1 false
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V114exception_listD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !134
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !135
  %5 = icmp eq ptr %2, %4
  br i1 %5, label %16, label %6

6:                                                ; preds = %1, %11
  %7 = phi ptr [ %12, %11 ], [ %2, %1 ]
  %8 = load ptr, ptr %7, align 8, !tbaa !122
  %9 = icmp eq ptr %8, null
  br i1 %9, label %11, label %10

10:                                               ; preds = %6
  tail call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %7) #25
  br label %11

11:                                               ; preds = %10, %6
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  %13 = icmp eq ptr %12, %4
  br i1 %13, label %14, label %6, !llvm.loop !136

14:                                               ; preds = %11
  %15 = load ptr, ptr %0, align 8, !tbaa !134
  br label %16

16:                                               ; preds = %14, %1
  %17 = phi ptr [ %15, %14 ], [ %2, %1 ]
  %18 = icmp eq ptr %17, null
  br i1 %18, label %25, label %19

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !132
  %22 = ptrtoint ptr %21 to i64
  %23 = ptrtoint ptr %17 to i64
  %24 = sub i64 %22, %23
  tail call void @_ZdlPvm(ptr noundef nonnull %17, i64 noundef %24) #27
  br label %25

25:                                               ; preds = %16, %19
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #14

declare void @_ZN4sycl3_V16detail13select_deviceERKSt8functionIFiRKNS0_6deviceEEE(ptr dead_on_unwind writable sret(%"class.sycl::_V1::device") align 8, ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #6

declare void @_ZN4sycl3_V15queueC2ERKNS0_6deviceERKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #6

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16deviceD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !24
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) #2 comdat align 2 {
  %3 = load ptr, ptr %0, align 8, !tbaa !9
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
define linkonce_odr dso_local void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %0) local_unnamed_addr #15 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !24
  %3 = getelementptr inbounds i8, ptr %2, i64 16
  %4 = load ptr, ptr %3, align 8
  tail call void %4(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
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
  tail call void %19(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
  br label %20

20:                                               ; preds = %13, %16
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #16

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(ptr noundef) local_unnamed_addr #8

; Function Attrs: noreturn
declare void @_ZSt28__throw_bad_array_new_lengthv() local_unnamed_addr #8

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #17

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #16

declare void @_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS8_EE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef, i64 noundef, i64 noundef, ptr noundef nonnull align 8 dereferenceable(32), ptr noundef) unnamed_addr #6

declare void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef, ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #6

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail12buffer_plainD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !24
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
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
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiED0Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #3 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 24) #27
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE8allocateEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #2 comdat align 2 {
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
  %12 = tail call ptr @__cxa_allocate_exception(i64 8) #25
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %12, align 8, !tbaa !24
  tail call void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #28
  unreachable

13:                                               ; preds = %2
  %14 = tail call noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef %6, i64 noundef %9)
  %15 = icmp eq ptr %14, null
  br i1 %15, label %16, label %18

16:                                               ; preds = %13
  %17 = tail call ptr @__cxa_allocate_exception(i64 8) #25
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %17, align 8, !tbaa !24
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
define linkonce_odr dso_local noundef i64 @_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE12getValueSizeEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #3 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load i64, ptr %2, align 8, !tbaa !90
  ret i64 %3
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE12setAlignmentEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = tail call i64 @llvm.umax.i64(i64 %1, i64 64)
  store i64 %4, ptr %3, align 8, !tbaa !88
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

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIjEEjE16getAllocatorImplEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #3 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19SYCLMemObjAllocatorD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #3 comdat align 2 {
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIjEEjED0Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #3 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 24) #27
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIjEEjE8allocateEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = shl i64 %1, 2
  %5 = add i64 %4, -1
  %6 = load i64, ptr %3, align 8, !tbaa !112
  %7 = add i64 %6, -1
  %8 = or i64 %7, %5
  %9 = add i64 %8, 1
  %10 = icmp ult i64 %9, %1
  br i1 %10, label %11, label %13

11:                                               ; preds = %2
  %12 = tail call ptr @__cxa_allocate_exception(i64 8) #25
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %12, align 8, !tbaa !24
  tail call void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #28
  unreachable

13:                                               ; preds = %2
  %14 = tail call noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef %6, i64 noundef %9)
  %15 = icmp eq ptr %14, null
  br i1 %15, label %16, label %18

16:                                               ; preds = %13
  %17 = tail call ptr @__cxa_allocate_exception(i64 8) #25
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %17, align 8, !tbaa !24
  tail call void @__cxa_throw(ptr nonnull %17, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #28
  unreachable

18:                                               ; preds = %13
  ret ptr %14
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIjEEjE10deallocateEPvm(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef %1, i64 noundef %2) unnamed_addr #2 comdat align 2 {
  %4 = icmp eq ptr %1, null
  br i1 %4, label %6, label %5

5:                                                ; preds = %3
  tail call void @_ZN4sycl3_V16detail6OSUtil11alignedFreeEPv(ptr noundef nonnull %1)
  br label %6

6:                                                ; preds = %3, %5
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i64 @_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIjEEjE12getValueSizeEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #3 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load i64, ptr %2, align 8, !tbaa !114
  ret i64 %3
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIjEEjE12setAlignmentEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = tail call i64 @llvm.umax.i64(i64 %1, i64 64)
  store i64 %4, ptr %3, align 8, !tbaa !112
  ret void
}

declare void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #6

declare void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #6

declare void @_ZN4sycl3_V15queue22submit_with_event_implESt8functionIFvRNS0_7handlerEEERKNS0_6detail14SubmissionInfoERKNS7_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), i1 noundef zeroext) local_unnamed_addr #6

declare noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #6

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail14SubmissionInfoD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !24
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: nounwind
declare void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1)) unnamed_addr #12

; Function Attrs: mustprogress uwtable
define internal void @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E_E9_M_invokeERKSt9_Any_dataS3_(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #2 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca { ptr, [8 x i8] }, align 8
  %4 = alloca { ptr, [8 x i8] }, align 8
  %5 = alloca %"class.std::vector.136", align 8
  %6 = alloca %"class.sycl::_V1::range.114", align 8
  %7 = alloca { ptr, [8 x i8] }, align 8
  %8 = alloca { ptr, [8 x i8] }, align 8
  %9 = alloca %"class.std::vector.136", align 8
  %10 = alloca %"class.sycl::_V1::range.114", align 8
  %11 = alloca %"class.std::tuple.116", align 8
  %12 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel", align 8
  %13 = alloca { ptr, [8 x i8] }, align 8
  %14 = alloca { ptr, [8 x i8] }, align 8
  %15 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel", align 8
  %16 = alloca %class.anon.112, align 8
  %17 = alloca %class.anon.112, align 8
  %18 = alloca i32, align 4
  %19 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %20 = alloca i32, align 4
  %21 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %22 = alloca %"class.sycl::_V1::accessor", align 8
  %23 = alloca %"class.sycl::_V1::property_list", align 8
  %24 = alloca %"class.sycl::_V1::accessor.108", align 8
  %25 = alloca %"class.sycl::_V1::property_list", align 8
  %26 = alloca %class.anon.112, align 8
  %27 = load ptr, ptr %0, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %22) #25
  %28 = load ptr, ptr %27, align 8, !tbaa !137
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %23) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %23, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %21)
  store ptr @.str, ptr %21, align 8
  %29 = getelementptr inbounds i8, ptr %21, i64 8
  store ptr @.str.16, ptr %29, align 8
  %30 = getelementptr inbounds i8, ptr %21, i64 16
  store i64 49, ptr %30, align 8
  %31 = getelementptr inbounds i8, ptr %21, i64 24
  store i64 22, ptr %31, align 8
  invoke void @_ZN4sycl3_V18accessorIiLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi1ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %22, ptr noundef nonnull align 8 dereferenceable(33) %28, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %23, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %21)
          to label %32 unwind label %1300

32:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %20) #25
  store i32 5, ptr %20, align 4, !tbaa !139
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %28, ptr noundef nonnull align 4 dereferenceable(4) %20)
          to label %35 unwind label %33

33:                                               ; preds = %32
  %34 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %22) #25
  br label %1302

35:                                               ; preds = %32
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %20) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %21)
  %36 = getelementptr inbounds i8, ptr %23, i64 8
  %37 = load ptr, ptr %36, align 8, !tbaa !15
  %38 = getelementptr inbounds i8, ptr %23, i64 16
  %39 = load ptr, ptr %38, align 8, !tbaa !17
  %40 = icmp eq ptr %37, %39
  br i1 %40, label %75, label %41

41:                                               ; preds = %35, %70
  %42 = phi ptr [ %71, %70 ], [ %37, %35 ]
  %43 = getelementptr inbounds i8, ptr %42, i64 8
  %44 = load ptr, ptr %43, align 8, !tbaa !18
  %45 = icmp eq ptr %44, null
  br i1 %45, label %70, label %46

46:                                               ; preds = %41
  %47 = getelementptr inbounds i8, ptr %44, i64 8
  %48 = load atomic i64, ptr %47 acquire, align 8
  %49 = icmp eq i64 %48, 4294967297
  %50 = trunc i64 %48 to i32
  br i1 %49, label %51, label %59

51:                                               ; preds = %46
  store i32 0, ptr %47, align 8, !tbaa !20
  %52 = getelementptr inbounds i8, ptr %44, i64 12
  store i32 0, ptr %52, align 4, !tbaa !23
  %53 = load ptr, ptr %44, align 8, !tbaa !24
  %54 = getelementptr inbounds i8, ptr %53, i64 16
  %55 = load ptr, ptr %54, align 8
  call void %55(ptr noundef nonnull align 8 dereferenceable(16) %44) #25
  %56 = load ptr, ptr %44, align 8, !tbaa !24
  %57 = getelementptr inbounds i8, ptr %56, i64 24
  %58 = load ptr, ptr %57, align 8
  call void %58(ptr noundef nonnull align 8 dereferenceable(16) %44) #25
  br label %70

59:                                               ; preds = %46
  %60 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %61 = icmp eq i8 %60, 0
  br i1 %61, label %64, label %62

62:                                               ; preds = %59
  %63 = add nsw i32 %50, -1
  store i32 %63, ptr %47, align 4, !tbaa !27
  br label %66

64:                                               ; preds = %59
  %65 = atomicrmw volatile add ptr %47, i32 -1 acq_rel, align 4
  br label %66

66:                                               ; preds = %64, %62
  %67 = phi i32 [ %50, %62 ], [ %65, %64 ]
  %68 = icmp eq i32 %67, 1
  br i1 %68, label %69, label %70, !prof !28

69:                                               ; preds = %66
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %44) #25
  br label %70

70:                                               ; preds = %69, %66, %51, %41
  %71 = getelementptr inbounds i8, ptr %42, i64 16
  %72 = icmp eq ptr %71, %39
  br i1 %72, label %73, label %41, !llvm.loop !29

73:                                               ; preds = %70
  %74 = load ptr, ptr %36, align 8, !tbaa !15
  br label %75

75:                                               ; preds = %73, %35
  %76 = phi ptr [ %74, %73 ], [ %37, %35 ]
  %77 = icmp eq ptr %76, null
  br i1 %77, label %84, label %78

78:                                               ; preds = %75
  %79 = getelementptr inbounds i8, ptr %23, i64 24
  %80 = load ptr, ptr %79, align 8, !tbaa !31
  %81 = ptrtoint ptr %80 to i64
  %82 = ptrtoint ptr %76 to i64
  %83 = sub i64 %81, %82
  call void @_ZdlPvm(ptr noundef nonnull %76, i64 noundef %83) #27
  br label %84

84:                                               ; preds = %78, %75
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %23) #25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %24) #25
  %85 = getelementptr inbounds i8, ptr %27, i64 8
  %86 = load ptr, ptr %85, align 8, !tbaa !141
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %25) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %25, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %19)
  store ptr @.str, ptr %19, align 8
  %87 = getelementptr inbounds i8, ptr %19, i64 8
  store ptr @.str.16, ptr %87, align 8
  %88 = getelementptr inbounds i8, ptr %19, i64 16
  store i64 50, ptr %88, align 8
  %89 = getelementptr inbounds i8, ptr %19, i64 24
  store i64 22, ptr %89, align 8
  invoke void @_ZN4sycl3_V18accessorIjLi1ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IjLi1ENS0_6detail17aligned_allocatorIjEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %24, ptr noundef nonnull align 8 dereferenceable(33) %86, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %25, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %19)
          to label %90 unwind label %1304

90:                                               ; preds = %84
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %18) #25
  store i32 5, ptr %18, align 4, !tbaa !139
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %86, ptr noundef nonnull align 4 dereferenceable(4) %18)
          to label %93 unwind label %91

91:                                               ; preds = %90
  %92 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %24) #25
  br label %1306

93:                                               ; preds = %90
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %18) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19)
  %94 = getelementptr inbounds i8, ptr %25, i64 8
  %95 = load ptr, ptr %94, align 8, !tbaa !15
  %96 = getelementptr inbounds i8, ptr %25, i64 16
  %97 = load ptr, ptr %96, align 8, !tbaa !17
  %98 = icmp eq ptr %95, %97
  br i1 %98, label %133, label %99

99:                                               ; preds = %93, %128
  %100 = phi ptr [ %129, %128 ], [ %95, %93 ]
  %101 = getelementptr inbounds i8, ptr %100, i64 8
  %102 = load ptr, ptr %101, align 8, !tbaa !18
  %103 = icmp eq ptr %102, null
  br i1 %103, label %128, label %104

104:                                              ; preds = %99
  %105 = getelementptr inbounds i8, ptr %102, i64 8
  %106 = load atomic i64, ptr %105 acquire, align 8
  %107 = icmp eq i64 %106, 4294967297
  %108 = trunc i64 %106 to i32
  br i1 %107, label %109, label %117

109:                                              ; preds = %104
  store i32 0, ptr %105, align 8, !tbaa !20
  %110 = getelementptr inbounds i8, ptr %102, i64 12
  store i32 0, ptr %110, align 4, !tbaa !23
  %111 = load ptr, ptr %102, align 8, !tbaa !24
  %112 = getelementptr inbounds i8, ptr %111, i64 16
  %113 = load ptr, ptr %112, align 8
  call void %113(ptr noundef nonnull align 8 dereferenceable(16) %102) #25
  %114 = load ptr, ptr %102, align 8, !tbaa !24
  %115 = getelementptr inbounds i8, ptr %114, i64 24
  %116 = load ptr, ptr %115, align 8
  call void %116(ptr noundef nonnull align 8 dereferenceable(16) %102) #25
  br label %128

117:                                              ; preds = %104
  %118 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %119 = icmp eq i8 %118, 0
  br i1 %119, label %122, label %120

120:                                              ; preds = %117
  %121 = add nsw i32 %108, -1
  store i32 %121, ptr %105, align 4, !tbaa !27
  br label %124

122:                                              ; preds = %117
  %123 = atomicrmw volatile add ptr %105, i32 -1 acq_rel, align 4
  br label %124

124:                                              ; preds = %122, %120
  %125 = phi i32 [ %108, %120 ], [ %123, %122 ]
  %126 = icmp eq i32 %125, 1
  br i1 %126, label %127, label %128, !prof !28

127:                                              ; preds = %124
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %102) #25
  br label %128

128:                                              ; preds = %127, %124, %109, %99
  %129 = getelementptr inbounds i8, ptr %100, i64 16
  %130 = icmp eq ptr %129, %97
  br i1 %130, label %131, label %99, !llvm.loop !29

131:                                              ; preds = %128
  %132 = load ptr, ptr %94, align 8, !tbaa !15
  br label %133

133:                                              ; preds = %131, %93
  %134 = phi ptr [ %132, %131 ], [ %95, %93 ]
  %135 = icmp eq ptr %134, null
  br i1 %135, label %142, label %136

136:                                              ; preds = %133
  %137 = getelementptr inbounds i8, ptr %25, i64 24
  %138 = load ptr, ptr %137, align 8, !tbaa !31
  %139 = ptrtoint ptr %138 to i64
  %140 = ptrtoint ptr %134 to i64
  %141 = sub i64 %139, %140
  call void @_ZdlPvm(ptr noundef nonnull %134, i64 noundef %141) #27
  br label %142

142:                                              ; preds = %136, %133
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %25) #25
  %143 = getelementptr inbounds i8, ptr %27, i64 16
  %144 = load ptr, ptr %143, align 8, !tbaa !142
  %145 = load i64, ptr %144, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %26) #25
  %146 = getelementptr inbounds i8, ptr %27, i64 24
  %147 = load ptr, ptr %146, align 8, !tbaa !143
  %148 = load i64, ptr %147, align 8, !tbaa !5
  store i64 %148, ptr %26, align 8, !tbaa !144
  %149 = getelementptr inbounds i8, ptr %26, i64 8
  %150 = load ptr, ptr %22, align 8, !tbaa !151
  store ptr %150, ptr %149, align 8, !tbaa !151
  %151 = getelementptr inbounds i8, ptr %26, i64 16
  %152 = getelementptr inbounds i8, ptr %22, i64 8
  %153 = load ptr, ptr %152, align 8, !tbaa !18
  store ptr %153, ptr %151, align 8, !tbaa !18
  %154 = icmp eq ptr %153, null
  br i1 %154, label %164, label %155

155:                                              ; preds = %142
  %156 = getelementptr inbounds i8, ptr %153, i64 8
  %157 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %158 = icmp eq i8 %157, 0
  br i1 %158, label %162, label %159

159:                                              ; preds = %155
  %160 = load i32, ptr %156, align 4, !tbaa !27
  %161 = add nsw i32 %160, 1
  store i32 %161, ptr %156, align 4, !tbaa !27
  br label %164

162:                                              ; preds = %155
  %163 = atomicrmw volatile add ptr %156, i32 1 acq_rel, align 4
  br label %164

164:                                              ; preds = %162, %159, %142
  %165 = getelementptr inbounds i8, ptr %26, i64 24
  %166 = getelementptr inbounds i8, ptr %22, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %165, ptr noundef nonnull align 8 dereferenceable(16) %166, i64 16, i1 false)
  %167 = getelementptr inbounds i8, ptr %26, i64 40
  %168 = load ptr, ptr %24, align 8, !tbaa !151
  store ptr %168, ptr %167, align 8, !tbaa !151
  %169 = getelementptr inbounds i8, ptr %26, i64 48
  %170 = getelementptr inbounds i8, ptr %24, i64 8
  %171 = load ptr, ptr %170, align 8, !tbaa !18
  store ptr %171, ptr %169, align 8, !tbaa !18
  %172 = icmp eq ptr %171, null
  br i1 %172, label %182, label %173

173:                                              ; preds = %164
  %174 = getelementptr inbounds i8, ptr %171, i64 8
  %175 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %176 = icmp eq i8 %175, 0
  br i1 %176, label %180, label %177

177:                                              ; preds = %173
  %178 = load i32, ptr %174, align 4, !tbaa !27
  %179 = add nsw i32 %178, 1
  store i32 %179, ptr %174, align 4, !tbaa !27
  br label %182

180:                                              ; preds = %173
  %181 = atomicrmw volatile add ptr %174, i32 1 acq_rel, align 4
  br label %182

182:                                              ; preds = %180, %177, %164
  %183 = getelementptr inbounds i8, ptr %26, i64 56
  %184 = getelementptr inbounds i8, ptr %24, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %183, ptr noundef nonnull align 8 dereferenceable(16) %184, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %17)
  %185 = load i64, ptr %26, align 8, !tbaa !144
  store i64 %185, ptr %17, align 8, !tbaa !144
  %186 = getelementptr inbounds i8, ptr %17, i64 8
  %187 = load ptr, ptr %149, align 8, !tbaa !151
  store ptr %187, ptr %186, align 8, !tbaa !151
  %188 = getelementptr inbounds i8, ptr %17, i64 16
  %189 = load ptr, ptr %151, align 8, !tbaa !18
  store ptr %189, ptr %188, align 8, !tbaa !18
  %190 = icmp eq ptr %189, null
  br i1 %190, label %200, label %191

191:                                              ; preds = %182
  %192 = getelementptr inbounds i8, ptr %189, i64 8
  %193 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %194 = icmp eq i8 %193, 0
  br i1 %194, label %198, label %195

195:                                              ; preds = %191
  %196 = load i32, ptr %192, align 4, !tbaa !27
  %197 = add nsw i32 %196, 1
  store i32 %197, ptr %192, align 4, !tbaa !27
  br label %200

198:                                              ; preds = %191
  %199 = atomicrmw volatile add ptr %192, i32 1 acq_rel, align 4
  br label %200

200:                                              ; preds = %198, %195, %182
  %201 = getelementptr inbounds i8, ptr %17, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %201, ptr noundef nonnull readonly align 8 dereferenceable(16) %165, i64 16, i1 false)
  %202 = getelementptr inbounds i8, ptr %17, i64 40
  %203 = load ptr, ptr %167, align 8, !tbaa !151
  store ptr %203, ptr %202, align 8, !tbaa !151
  %204 = getelementptr inbounds i8, ptr %17, i64 48
  %205 = load ptr, ptr %169, align 8, !tbaa !18
  store ptr %205, ptr %204, align 8, !tbaa !18
  %206 = icmp eq ptr %205, null
  br i1 %206, label %216, label %207

207:                                              ; preds = %200
  %208 = getelementptr inbounds i8, ptr %205, i64 8
  %209 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %210 = icmp eq i8 %209, 0
  br i1 %210, label %214, label %211

211:                                              ; preds = %207
  %212 = load i32, ptr %208, align 4, !tbaa !27
  %213 = add nsw i32 %212, 1
  store i32 %213, ptr %208, align 4, !tbaa !27
  br label %216

214:                                              ; preds = %207
  %215 = atomicrmw volatile add ptr %208, i32 1 acq_rel, align 4
  br label %216

216:                                              ; preds = %214, %211, %200
  %217 = getelementptr inbounds i8, ptr %17, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %217, ptr noundef nonnull readonly align 8 dereferenceable(16) %183, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %13)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %14)
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %15)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %16)
  %218 = invoke noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %219 unwind label %1188

219:                                              ; preds = %216
  %220 = icmp eq i32 %218, 0
  br i1 %220, label %230, label %221

221:                                              ; preds = %219
  %222 = call ptr @__cxa_allocate_exception(i64 64) #25
  %223 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #25
  %224 = extractvalue { i32, ptr } %223, 0
  %225 = extractvalue { i32, ptr } %223, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %222, i32 %224, ptr %225, ptr noundef nonnull @.str.19)
          to label %226 unwind label %228

226:                                              ; preds = %221
  invoke void @__cxa_throw(ptr nonnull %222, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #28
          to label %227 unwind label %1188

227:                                              ; preds = %226
  unreachable

228:                                              ; preds = %221
  %229 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %222) #25
  br label %1190

230:                                              ; preds = %219
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11) #25
  invoke void @_ZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_(ptr dead_on_unwind nonnull writable sret(%"class.std::tuple.116") align 8 %11, ptr noundef nonnull align 8 dereferenceable(216) %1, i64 %145)
          to label %231 unwind label %1188

231:                                              ; preds = %230
  %232 = getelementptr inbounds i8, ptr %11, i64 8
  %233 = load i8, ptr %11, align 8, !tbaa !152, !range !64, !noundef !65
  %234 = trunc nuw i8 %233 to i1
  br i1 %234, label %235, label %767

235:                                              ; preds = %231
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %12) #25
  %236 = load i64, ptr %17, align 8, !tbaa !144
  %237 = load ptr, ptr %186, align 8, !tbaa !151
  %238 = load ptr, ptr %188, align 8, !tbaa !18
  %239 = icmp eq ptr %238, null
  br i1 %239, label %249, label %240

240:                                              ; preds = %235
  %241 = getelementptr inbounds i8, ptr %238, i64 8
  %242 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %243 = icmp eq i8 %242, 0
  br i1 %243, label %247, label %244

244:                                              ; preds = %240
  %245 = load i32, ptr %241, align 4, !tbaa !27
  %246 = add nsw i32 %245, 1
  store i32 %246, ptr %241, align 4, !tbaa !27
  br label %249

247:                                              ; preds = %240
  %248 = atomicrmw volatile add ptr %241, i32 1 acq_rel, align 4
  br label %249

249:                                              ; preds = %247, %244, %235
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %13, ptr noundef nonnull align 8 dereferenceable(16) %201, i64 16, i1 false)
  %250 = load ptr, ptr %202, align 8, !tbaa !151
  %251 = load ptr, ptr %204, align 8, !tbaa !18
  %252 = icmp eq ptr %251, null
  br i1 %252, label %262, label %253

253:                                              ; preds = %249
  %254 = getelementptr inbounds i8, ptr %251, i64 8
  %255 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %256 = icmp eq i8 %255, 0
  br i1 %256, label %260, label %257

257:                                              ; preds = %253
  %258 = load i32, ptr %254, align 4, !tbaa !27
  %259 = add nsw i32 %258, 1
  store i32 %259, ptr %254, align 4, !tbaa !27
  br label %262

260:                                              ; preds = %253
  %261 = atomicrmw volatile add ptr %254, i32 1 acq_rel, align 4
  br label %262

262:                                              ; preds = %260, %257, %249
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %14, ptr noundef nonnull align 8 dereferenceable(16) %217, i64 16, i1 false)
  call void @llvm.experimental.noalias.scope.decl(metadata !153)
  store i64 %145, ptr %12, align 8, !alias.scope !153
  %263 = getelementptr inbounds i8, ptr %12, i64 8
  store i64 %236, ptr %263, align 8, !tbaa !144, !alias.scope !153
  %264 = getelementptr inbounds i8, ptr %12, i64 16
  store ptr %237, ptr %264, align 8, !tbaa !151, !alias.scope !153
  %265 = getelementptr inbounds i8, ptr %12, i64 24
  store ptr %238, ptr %265, align 8, !tbaa !18, !alias.scope !153
  br i1 %239, label %275, label %266

266:                                              ; preds = %262
  %267 = getelementptr inbounds i8, ptr %238, i64 8
  %268 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !153
  %269 = icmp eq i8 %268, 0
  br i1 %269, label %273, label %270

270:                                              ; preds = %266
  %271 = load i32, ptr %267, align 4, !tbaa !27, !noalias !153
  %272 = add nsw i32 %271, 1
  store i32 %272, ptr %267, align 4, !tbaa !27, !noalias !153
  br label %275

273:                                              ; preds = %266
  %274 = atomicrmw volatile add ptr %267, i32 1 acq_rel, align 4, !noalias !153
  br label %275

275:                                              ; preds = %273, %270, %262
  %276 = getelementptr inbounds i8, ptr %12, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %276, ptr noundef nonnull align 8 dereferenceable(16) %13, i64 16, i1 false)
  %277 = getelementptr inbounds i8, ptr %12, i64 48
  store ptr %250, ptr %277, align 8, !tbaa !151, !alias.scope !153
  %278 = getelementptr inbounds i8, ptr %12, i64 56
  store ptr %251, ptr %278, align 8, !tbaa !18, !alias.scope !153
  br i1 %252, label %288, label %279

279:                                              ; preds = %275
  %280 = getelementptr inbounds i8, ptr %251, i64 8
  %281 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !153
  %282 = icmp eq i8 %281, 0
  br i1 %282, label %286, label %283

283:                                              ; preds = %279
  %284 = load i32, ptr %280, align 4, !tbaa !27, !noalias !153
  %285 = add nsw i32 %284, 1
  store i32 %285, ptr %280, align 4, !tbaa !27, !noalias !153
  br label %290

286:                                              ; preds = %279
  %287 = atomicrmw volatile add ptr %280, i32 1 acq_rel, align 4, !noalias !153
  br label %290

288:                                              ; preds = %275
  %289 = getelementptr inbounds i8, ptr %12, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %289, ptr noundef nonnull align 8 dereferenceable(16) %14, i64 16, i1 false)
  br label %314

290:                                              ; preds = %286, %283
  %291 = getelementptr inbounds i8, ptr %12, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %291, ptr noundef nonnull align 8 dereferenceable(16) %14, i64 16, i1 false)
  %292 = load atomic i64, ptr %280 acquire, align 8
  %293 = icmp eq i64 %292, 4294967297
  %294 = trunc i64 %292 to i32
  br i1 %293, label %295, label %303

295:                                              ; preds = %290
  store i32 0, ptr %280, align 8, !tbaa !20
  %296 = getelementptr inbounds i8, ptr %251, i64 12
  store i32 0, ptr %296, align 4, !tbaa !23
  %297 = load ptr, ptr %251, align 8, !tbaa !24
  %298 = getelementptr inbounds i8, ptr %297, i64 16
  %299 = load ptr, ptr %298, align 8
  call void %299(ptr noundef nonnull align 8 dereferenceable(16) %251) #25
  %300 = load ptr, ptr %251, align 8, !tbaa !24
  %301 = getelementptr inbounds i8, ptr %300, i64 24
  %302 = load ptr, ptr %301, align 8
  call void %302(ptr noundef nonnull align 8 dereferenceable(16) %251) #25
  br label %314

303:                                              ; preds = %290
  %304 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %305 = icmp eq i8 %304, 0
  br i1 %305, label %308, label %306

306:                                              ; preds = %303
  %307 = add nsw i32 %294, -1
  store i32 %307, ptr %280, align 4, !tbaa !27
  br label %310

308:                                              ; preds = %303
  %309 = atomicrmw volatile add ptr %280, i32 -1 acq_rel, align 4
  br label %310

310:                                              ; preds = %308, %306
  %311 = phi i32 [ %294, %306 ], [ %309, %308 ]
  %312 = icmp eq i32 %311, 1
  br i1 %312, label %313, label %314, !prof !28

313:                                              ; preds = %310
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %251) #25
  br label %314

314:                                              ; preds = %313, %310, %295, %288
  %315 = phi ptr [ %291, %313 ], [ %291, %310 ], [ %291, %295 ], [ %289, %288 ]
  br i1 %239, label %340, label %316

316:                                              ; preds = %314
  %317 = getelementptr inbounds i8, ptr %238, i64 8
  %318 = load atomic i64, ptr %317 acquire, align 8
  %319 = icmp eq i64 %318, 4294967297
  %320 = trunc i64 %318 to i32
  br i1 %319, label %321, label %329

321:                                              ; preds = %316
  store i32 0, ptr %317, align 8, !tbaa !20
  %322 = getelementptr inbounds i8, ptr %238, i64 12
  store i32 0, ptr %322, align 4, !tbaa !23
  %323 = load ptr, ptr %238, align 8, !tbaa !24
  %324 = getelementptr inbounds i8, ptr %323, i64 16
  %325 = load ptr, ptr %324, align 8
  call void %325(ptr noundef nonnull align 8 dereferenceable(16) %238) #25
  %326 = load ptr, ptr %238, align 8, !tbaa !24
  %327 = getelementptr inbounds i8, ptr %326, i64 24
  %328 = load ptr, ptr %327, align 8
  call void %328(ptr noundef nonnull align 8 dereferenceable(16) %238) #25
  br label %340

329:                                              ; preds = %316
  %330 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %331 = icmp eq i8 %330, 0
  br i1 %331, label %334, label %332

332:                                              ; preds = %329
  %333 = add nsw i32 %320, -1
  store i32 %333, ptr %317, align 4, !tbaa !27
  br label %336

334:                                              ; preds = %329
  %335 = atomicrmw volatile add ptr %317, i32 -1 acq_rel, align 4
  br label %336

336:                                              ; preds = %334, %332
  %337 = phi i32 [ %320, %332 ], [ %335, %334 ]
  %338 = icmp eq i32 %337, 1
  br i1 %338, label %339, label %340, !prof !28

339:                                              ; preds = %336
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %238) #25
  br label %340

340:                                              ; preds = %339, %336, %321, %314
  %341 = load ptr, ptr %265, align 8, !tbaa !18
  %342 = icmp eq ptr %341, null
  br i1 %342, label %352, label %343

343:                                              ; preds = %340
  %344 = getelementptr inbounds i8, ptr %341, i64 8
  %345 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %346 = icmp eq i8 %345, 0
  br i1 %346, label %350, label %347

347:                                              ; preds = %343
  %348 = load i32, ptr %344, align 4, !tbaa !27
  %349 = add nsw i32 %348, 1
  store i32 %349, ptr %344, align 4, !tbaa !27
  br label %352

350:                                              ; preds = %343
  %351 = atomicrmw volatile add ptr %344, i32 1 acq_rel, align 4
  br label %352

352:                                              ; preds = %350, %347, %340
  %353 = load ptr, ptr %278, align 8, !tbaa !18
  %354 = icmp eq ptr %353, null
  br i1 %354, label %364, label %355

355:                                              ; preds = %352
  %356 = getelementptr inbounds i8, ptr %353, i64 8
  %357 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %358 = icmp eq i8 %357, 0
  br i1 %358, label %362, label %359

359:                                              ; preds = %355
  %360 = load i32, ptr %356, align 4, !tbaa !27
  %361 = add nsw i32 %360, 1
  store i32 %361, ptr %356, align 4, !tbaa !27
  br label %364

362:                                              ; preds = %355
  %363 = atomicrmw volatile add ptr %356, i32 1 acq_rel, align 4
  br label %364

364:                                              ; preds = %362, %359, %352
  br i1 %342, label %374, label %365

365:                                              ; preds = %364
  %366 = getelementptr inbounds i8, ptr %341, i64 8
  %367 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %368 = icmp eq i8 %367, 0
  br i1 %368, label %372, label %369

369:                                              ; preds = %365
  %370 = load i32, ptr %366, align 4, !tbaa !27
  %371 = add nsw i32 %370, 1
  store i32 %371, ptr %366, align 4, !tbaa !27
  br label %374

372:                                              ; preds = %365
  %373 = atomicrmw volatile add ptr %366, i32 1 acq_rel, align 4
  br label %374

374:                                              ; preds = %372, %369, %364
  br i1 %354, label %407, label %375

375:                                              ; preds = %374
  %376 = getelementptr inbounds i8, ptr %353, i64 8
  %377 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %378 = icmp eq i8 %377, 0
  br i1 %378, label %382, label %379

379:                                              ; preds = %375
  %380 = load i32, ptr %376, align 4, !tbaa !27
  %381 = add nsw i32 %380, 1
  store i32 %381, ptr %376, align 4, !tbaa !27
  br label %384

382:                                              ; preds = %375
  %383 = atomicrmw volatile add ptr %376, i32 1 acq_rel, align 4
  br label %384

384:                                              ; preds = %382, %379
  %385 = load atomic i64, ptr %376 acquire, align 8
  %386 = icmp eq i64 %385, 4294967297
  %387 = trunc i64 %385 to i32
  br i1 %386, label %388, label %396

388:                                              ; preds = %384
  store i32 0, ptr %376, align 8, !tbaa !20
  %389 = getelementptr inbounds i8, ptr %353, i64 12
  store i32 0, ptr %389, align 4, !tbaa !23
  %390 = load ptr, ptr %353, align 8, !tbaa !24
  %391 = getelementptr inbounds i8, ptr %390, i64 16
  %392 = load ptr, ptr %391, align 8
  call void %392(ptr noundef nonnull align 8 dereferenceable(16) %353) #25
  %393 = load ptr, ptr %353, align 8, !tbaa !24
  %394 = getelementptr inbounds i8, ptr %393, i64 24
  %395 = load ptr, ptr %394, align 8
  call void %395(ptr noundef nonnull align 8 dereferenceable(16) %353) #25
  br label %407

396:                                              ; preds = %384
  %397 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %398 = icmp eq i8 %397, 0
  br i1 %398, label %401, label %399

399:                                              ; preds = %396
  %400 = add nsw i32 %387, -1
  store i32 %400, ptr %376, align 4, !tbaa !27
  br label %403

401:                                              ; preds = %396
  %402 = atomicrmw volatile add ptr %376, i32 -1 acq_rel, align 4
  br label %403

403:                                              ; preds = %401, %399
  %404 = phi i32 [ %387, %399 ], [ %402, %401 ]
  %405 = icmp eq i32 %404, 1
  br i1 %405, label %406, label %407, !prof !28

406:                                              ; preds = %403
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %353) #25
  br label %407

407:                                              ; preds = %406, %403, %388, %374
  br i1 %342, label %432, label %408

408:                                              ; preds = %407
  %409 = getelementptr inbounds i8, ptr %341, i64 8
  %410 = load atomic i64, ptr %409 acquire, align 8
  %411 = icmp eq i64 %410, 4294967297
  %412 = trunc i64 %410 to i32
  br i1 %411, label %413, label %421

413:                                              ; preds = %408
  store i32 0, ptr %409, align 8, !tbaa !20
  %414 = getelementptr inbounds i8, ptr %341, i64 12
  store i32 0, ptr %414, align 4, !tbaa !23
  %415 = load ptr, ptr %341, align 8, !tbaa !24
  %416 = getelementptr inbounds i8, ptr %415, i64 16
  %417 = load ptr, ptr %416, align 8
  call void %417(ptr noundef nonnull align 8 dereferenceable(16) %341) #25
  %418 = load ptr, ptr %341, align 8, !tbaa !24
  %419 = getelementptr inbounds i8, ptr %418, i64 24
  %420 = load ptr, ptr %419, align 8
  call void %420(ptr noundef nonnull align 8 dereferenceable(16) %341) #25
  br label %432

421:                                              ; preds = %408
  %422 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %423 = icmp eq i8 %422, 0
  br i1 %423, label %426, label %424

424:                                              ; preds = %421
  %425 = add nsw i32 %412, -1
  store i32 %425, ptr %409, align 4, !tbaa !27
  br label %428

426:                                              ; preds = %421
  %427 = atomicrmw volatile add ptr %409, i32 -1 acq_rel, align 4
  br label %428

428:                                              ; preds = %426, %424
  %429 = phi i32 [ %412, %424 ], [ %427, %426 ]
  %430 = icmp eq i32 %429, 1
  br i1 %430, label %431, label %432, !prof !28

431:                                              ; preds = %428
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %341) #25
  br label %432

432:                                              ; preds = %431, %428, %413, %407
  br i1 %354, label %457, label %433

433:                                              ; preds = %432
  %434 = getelementptr inbounds i8, ptr %353, i64 8
  %435 = load atomic i64, ptr %434 acquire, align 8
  %436 = icmp eq i64 %435, 4294967297
  %437 = trunc i64 %435 to i32
  br i1 %436, label %438, label %446

438:                                              ; preds = %433
  store i32 0, ptr %434, align 8, !tbaa !20
  %439 = getelementptr inbounds i8, ptr %353, i64 12
  store i32 0, ptr %439, align 4, !tbaa !23
  %440 = load ptr, ptr %353, align 8, !tbaa !24
  %441 = getelementptr inbounds i8, ptr %440, i64 16
  %442 = load ptr, ptr %441, align 8
  call void %442(ptr noundef nonnull align 8 dereferenceable(16) %353) #25
  %443 = load ptr, ptr %353, align 8, !tbaa !24
  %444 = getelementptr inbounds i8, ptr %443, i64 24
  %445 = load ptr, ptr %444, align 8
  call void %445(ptr noundef nonnull align 8 dereferenceable(16) %353) #25
  br label %457

446:                                              ; preds = %433
  %447 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %448 = icmp eq i8 %447, 0
  br i1 %448, label %451, label %449

449:                                              ; preds = %446
  %450 = add nsw i32 %437, -1
  store i32 %450, ptr %434, align 4, !tbaa !27
  br label %453

451:                                              ; preds = %446
  %452 = atomicrmw volatile add ptr %434, i32 -1 acq_rel, align 4
  br label %453

453:                                              ; preds = %451, %449
  %454 = phi i32 [ %437, %449 ], [ %452, %451 ]
  %455 = icmp eq i32 %454, 1
  br i1 %455, label %456, label %457, !prof !28

456:                                              ; preds = %453
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %353) #25
  br label %457

457:                                              ; preds = %456, %453, %438, %432
  br i1 %342, label %482, label %458

458:                                              ; preds = %457
  %459 = getelementptr inbounds i8, ptr %341, i64 8
  %460 = load atomic i64, ptr %459 acquire, align 8
  %461 = icmp eq i64 %460, 4294967297
  %462 = trunc i64 %460 to i32
  br i1 %461, label %463, label %471

463:                                              ; preds = %458
  store i32 0, ptr %459, align 8, !tbaa !20
  %464 = getelementptr inbounds i8, ptr %341, i64 12
  store i32 0, ptr %464, align 4, !tbaa !23
  %465 = load ptr, ptr %341, align 8, !tbaa !24
  %466 = getelementptr inbounds i8, ptr %465, i64 16
  %467 = load ptr, ptr %466, align 8
  call void %467(ptr noundef nonnull align 8 dereferenceable(16) %341) #25
  %468 = load ptr, ptr %341, align 8, !tbaa !24
  %469 = getelementptr inbounds i8, ptr %468, i64 24
  %470 = load ptr, ptr %469, align 8
  call void %470(ptr noundef nonnull align 8 dereferenceable(16) %341) #25
  br label %482

471:                                              ; preds = %458
  %472 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %473 = icmp eq i8 %472, 0
  br i1 %473, label %476, label %474

474:                                              ; preds = %471
  %475 = add nsw i32 %462, -1
  store i32 %475, ptr %459, align 4, !tbaa !27
  br label %478

476:                                              ; preds = %471
  %477 = atomicrmw volatile add ptr %459, i32 -1 acq_rel, align 4
  br label %478

478:                                              ; preds = %476, %474
  %479 = phi i32 [ %462, %474 ], [ %477, %476 ]
  %480 = icmp eq i32 %479, 1
  br i1 %480, label %481, label %482, !prof !28

481:                                              ; preds = %478
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %341) #25
  br label %482

482:                                              ; preds = %481, %478, %463, %457
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.25)
          to label %483 unwind label %759

483:                                              ; preds = %482
  %484 = load i64, ptr %232, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10)
  %485 = getelementptr inbounds i8, ptr %10, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %485, i8 0, i64 16, i1 false), !alias.scope !156
  store i64 %484, ptr %10, align 8, !tbaa !5, !alias.scope !156
  invoke void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range.114") align 8 %10, i1 noundef zeroext false, i32 noundef 1)
          to label %486 unwind label %759

486:                                              ; preds = %483
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10)
  %487 = load i64, ptr %12, align 8
  store i64 %487, ptr %15, align 8
  %488 = getelementptr inbounds i8, ptr %15, i64 8
  %489 = load i64, ptr %263, align 8, !tbaa !144
  store i64 %489, ptr %488, align 8, !tbaa !144
  %490 = getelementptr inbounds i8, ptr %15, i64 16
  %491 = load ptr, ptr %264, align 8, !tbaa !151
  store ptr %491, ptr %490, align 8, !tbaa !151
  %492 = getelementptr inbounds i8, ptr %15, i64 24
  %493 = load ptr, ptr %265, align 8, !tbaa !18
  store ptr null, ptr %265, align 8, !tbaa !18
  store ptr %493, ptr %492, align 8, !tbaa !18
  store ptr null, ptr %264, align 8, !tbaa !151
  %494 = getelementptr inbounds i8, ptr %15, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %494, ptr noundef nonnull align 8 dereferenceable(16) %276, i64 16, i1 false)
  %495 = getelementptr inbounds i8, ptr %15, i64 48
  %496 = load ptr, ptr %277, align 8, !tbaa !151
  store ptr %496, ptr %495, align 8, !tbaa !151
  %497 = getelementptr inbounds i8, ptr %15, i64 56
  %498 = load ptr, ptr %278, align 8, !tbaa !18
  store ptr null, ptr %278, align 8, !tbaa !18
  store ptr %498, ptr %497, align 8, !tbaa !18
  store ptr null, ptr %277, align 8, !tbaa !151
  %499 = getelementptr inbounds i8, ptr %15, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %499, ptr noundef nonnull align 8 dereferenceable(16) %315, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8)
  %500 = invoke noalias noundef nonnull dereferenceable(88) ptr @_Znwm(i64 noundef 88) #29
          to label %501 unwind label %761

501:                                              ; preds = %486
  %502 = icmp eq ptr %493, null
  br i1 %502, label %514, label %503

503:                                              ; preds = %501
  %504 = getelementptr inbounds i8, ptr %493, i64 8
  %505 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !159
  %506 = icmp eq i8 %505, 0
  br i1 %506, label %510, label %507

507:                                              ; preds = %503
  %508 = load i32, ptr %504, align 4, !tbaa !27, !noalias !159
  %509 = add nsw i32 %508, 1
  store i32 %509, ptr %504, align 4, !tbaa !27, !noalias !159
  br label %514

510:                                              ; preds = %503
  %511 = atomicrmw volatile add ptr %504, i32 1 acq_rel, align 4, !noalias !159
  %512 = load ptr, ptr %495, align 8, !tbaa !151, !noalias !159
  %513 = load ptr, ptr %497, align 8, !tbaa !18, !noalias !159
  br label %514

514:                                              ; preds = %510, %507, %501
  %515 = phi ptr [ %513, %510 ], [ %498, %507 ], [ %498, %501 ]
  %516 = phi ptr [ %512, %510 ], [ %496, %507 ], [ %496, %501 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef nonnull readonly align 8 dereferenceable(16) %494, i64 16, i1 false), !noalias !159
  %517 = icmp eq ptr %515, null
  br i1 %517, label %527, label %518

518:                                              ; preds = %514
  %519 = getelementptr inbounds i8, ptr %515, i64 8
  %520 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !159
  %521 = icmp eq i8 %520, 0
  br i1 %521, label %525, label %522

522:                                              ; preds = %518
  %523 = load i32, ptr %519, align 4, !tbaa !27, !noalias !159
  %524 = add nsw i32 %523, 1
  store i32 %524, ptr %519, align 4, !tbaa !27, !noalias !159
  br label %527

525:                                              ; preds = %518
  %526 = atomicrmw volatile add ptr %519, i32 1 acq_rel, align 4, !noalias !159
  br label %527

527:                                              ; preds = %525, %522, %514
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull readonly align 8 dereferenceable(16) %499, i64 16, i1 false), !noalias !159
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EEE, i64 16), ptr %500, align 8, !tbaa !24, !noalias !159
  %528 = getelementptr inbounds i8, ptr %500, i64 8
  store i64 %487, ptr %528, align 8, !noalias !159
  %529 = getelementptr inbounds i8, ptr %500, i64 16
  store i64 %489, ptr %529, align 8, !tbaa !144, !noalias !159
  %530 = getelementptr inbounds i8, ptr %500, i64 24
  store ptr %491, ptr %530, align 8, !tbaa !151, !noalias !159
  %531 = getelementptr inbounds i8, ptr %500, i64 32
  store ptr %493, ptr %531, align 8, !tbaa !18, !noalias !159
  br i1 %502, label %541, label %532

532:                                              ; preds = %527
  %533 = getelementptr inbounds i8, ptr %493, i64 8
  %534 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !159
  %535 = icmp eq i8 %534, 0
  br i1 %535, label %539, label %536

536:                                              ; preds = %532
  %537 = load i32, ptr %533, align 4, !tbaa !27, !noalias !159
  %538 = add nsw i32 %537, 1
  store i32 %538, ptr %533, align 4, !tbaa !27, !noalias !159
  br label %541

539:                                              ; preds = %532
  %540 = atomicrmw volatile add ptr %533, i32 1 acq_rel, align 4, !noalias !159
  br label %541

541:                                              ; preds = %539, %536, %527
  %542 = getelementptr inbounds i8, ptr %500, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %542, ptr noundef nonnull align 8 dereferenceable(16) %7, i64 16, i1 false), !noalias !159
  %543 = getelementptr inbounds i8, ptr %500, i64 56
  store ptr %516, ptr %543, align 8, !tbaa !151, !noalias !159
  %544 = getelementptr inbounds i8, ptr %500, i64 64
  store ptr %515, ptr %544, align 8, !tbaa !18, !noalias !159
  br i1 %517, label %554, label %545

545:                                              ; preds = %541
  %546 = getelementptr inbounds i8, ptr %515, i64 8
  %547 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !159
  %548 = icmp eq i8 %547, 0
  br i1 %548, label %552, label %549

549:                                              ; preds = %545
  %550 = load i32, ptr %546, align 4, !tbaa !27, !noalias !159
  %551 = add nsw i32 %550, 1
  store i32 %551, ptr %546, align 4, !tbaa !27, !noalias !159
  br label %556

552:                                              ; preds = %545
  %553 = atomicrmw volatile add ptr %546, i32 1 acq_rel, align 4, !noalias !159
  br label %556

554:                                              ; preds = %541
  %555 = getelementptr inbounds i8, ptr %500, i64 72
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %555, ptr noundef nonnull align 8 dereferenceable(16) %8, i64 16, i1 false), !noalias !159
  br label %580

556:                                              ; preds = %552, %549
  %557 = getelementptr inbounds i8, ptr %500, i64 72
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %557, ptr noundef nonnull align 8 dereferenceable(16) %8, i64 16, i1 false), !noalias !159
  %558 = load atomic i64, ptr %546 acquire, align 8, !noalias !159
  %559 = icmp eq i64 %558, 4294967297
  %560 = trunc i64 %558 to i32
  br i1 %559, label %561, label %569

561:                                              ; preds = %556
  store i32 0, ptr %546, align 8, !tbaa !20, !noalias !159
  %562 = getelementptr inbounds i8, ptr %515, i64 12
  store i32 0, ptr %562, align 4, !tbaa !23, !noalias !159
  %563 = load ptr, ptr %515, align 8, !tbaa !24, !noalias !159
  %564 = getelementptr inbounds i8, ptr %563, i64 16
  %565 = load ptr, ptr %564, align 8, !noalias !159
  call void %565(ptr noundef nonnull align 8 dereferenceable(16) %515) #25, !noalias !159
  %566 = load ptr, ptr %515, align 8, !tbaa !24, !noalias !159
  %567 = getelementptr inbounds i8, ptr %566, i64 24
  %568 = load ptr, ptr %567, align 8, !noalias !159
  call void %568(ptr noundef nonnull align 8 dereferenceable(16) %515) #25, !noalias !159
  br label %580

569:                                              ; preds = %556
  %570 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !159
  %571 = icmp eq i8 %570, 0
  br i1 %571, label %574, label %572

572:                                              ; preds = %569
  %573 = add nsw i32 %560, -1
  store i32 %573, ptr %546, align 4, !tbaa !27, !noalias !159
  br label %576

574:                                              ; preds = %569
  %575 = atomicrmw volatile add ptr %546, i32 -1 acq_rel, align 4, !noalias !159
  br label %576

576:                                              ; preds = %574, %572
  %577 = phi i32 [ %560, %572 ], [ %575, %574 ]
  %578 = icmp eq i32 %577, 1
  br i1 %578, label %579, label %580, !prof !28

579:                                              ; preds = %576
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %515) #25, !noalias !159
  br label %580

580:                                              ; preds = %579, %576, %561, %554
  br i1 %502, label %605, label %581

581:                                              ; preds = %580
  %582 = getelementptr inbounds i8, ptr %493, i64 8
  %583 = load atomic i64, ptr %582 acquire, align 8, !noalias !159
  %584 = icmp eq i64 %583, 4294967297
  %585 = trunc i64 %583 to i32
  br i1 %584, label %586, label %594

586:                                              ; preds = %581
  store i32 0, ptr %582, align 8, !tbaa !20, !noalias !159
  %587 = getelementptr inbounds i8, ptr %493, i64 12
  store i32 0, ptr %587, align 4, !tbaa !23, !noalias !159
  %588 = load ptr, ptr %493, align 8, !tbaa !24, !noalias !159
  %589 = getelementptr inbounds i8, ptr %588, i64 16
  %590 = load ptr, ptr %589, align 8, !noalias !159
  call void %590(ptr noundef nonnull align 8 dereferenceable(16) %493) #25, !noalias !159
  %591 = load ptr, ptr %493, align 8, !tbaa !24, !noalias !159
  %592 = getelementptr inbounds i8, ptr %591, i64 24
  %593 = load ptr, ptr %592, align 8, !noalias !159
  call void %593(ptr noundef nonnull align 8 dereferenceable(16) %493) #25, !noalias !159
  br label %605

594:                                              ; preds = %581
  %595 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !159
  %596 = icmp eq i8 %595, 0
  br i1 %596, label %599, label %597

597:                                              ; preds = %594
  %598 = add nsw i32 %585, -1
  store i32 %598, ptr %582, align 4, !tbaa !27, !noalias !159
  br label %601

599:                                              ; preds = %594
  %600 = atomicrmw volatile add ptr %582, i32 -1 acq_rel, align 4, !noalias !159
  br label %601

601:                                              ; preds = %599, %597
  %602 = phi i32 [ %585, %597 ], [ %600, %599 ]
  %603 = icmp eq i32 %602, 1
  br i1 %603, label %604, label %605, !prof !28

604:                                              ; preds = %601
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %493) #25, !noalias !159
  br label %605

605:                                              ; preds = %604, %601, %586, %580
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8)
  %606 = getelementptr inbounds i8, ptr %1, i64 152
  %607 = load ptr, ptr %606, align 8, !tbaa !9
  store ptr %500, ptr %606, align 8, !tbaa !9
  %608 = icmp eq ptr %607, null
  br i1 %608, label %613, label %609

609:                                              ; preds = %605
  %610 = load ptr, ptr %607, align 8, !tbaa !24
  %611 = getelementptr inbounds i8, ptr %610, i64 16
  %612 = load ptr, ptr %611, align 8
  call void %612(ptr noundef nonnull align 8 dereferenceable(8) %607) #25
  br label %613

613:                                              ; preds = %609, %605
  invoke void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %614 unwind label %761

614:                                              ; preds = %613
  %615 = load ptr, ptr %606, align 8, !tbaa !9
  %616 = load ptr, ptr %615, align 8, !tbaa !24
  %617 = load ptr, ptr %616, align 8
  %618 = invoke noundef ptr %617(ptr noundef nonnull align 8 dereferenceable(8) %615)
          to label %619 unwind label %761

619:                                              ; preds = %614
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %9) #25
  invoke void @_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI15GlobalHistogramEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv(ptr dead_on_unwind nonnull writable sret(%"class.std::vector.136") align 8 %9)
          to label %620 unwind label %761

620:                                              ; preds = %619
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %618, ptr noundef nonnull align 8 dereferenceable(24) %9, i1 noundef zeroext false)
          to label %621 unwind label %638

621:                                              ; preds = %620
  %622 = load ptr, ptr %9, align 8, !tbaa !162
  %623 = icmp eq ptr %622, null
  br i1 %623, label %630, label %624

624:                                              ; preds = %621
  %625 = getelementptr inbounds i8, ptr %9, i64 16
  %626 = load ptr, ptr %625, align 8, !tbaa !164
  %627 = ptrtoint ptr %626 to i64
  %628 = ptrtoint ptr %622 to i64
  %629 = sub i64 %627, %628
  call void @_ZdlPvm(ptr noundef nonnull %622, i64 noundef %629) #27
  br label %630

630:                                              ; preds = %624, %621
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #25
  %631 = invoke noalias noundef nonnull dereferenceable(63) ptr @_Znam(i64 noundef 63) #29
          to label %632 unwind label %761

632:                                              ; preds = %630
  %633 = getelementptr inbounds i8, ptr %1, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(62) %631, ptr noundef nonnull align 1 dereferenceable(62) @.str.28, i64 62, i1 false)
  %634 = getelementptr inbounds i8, ptr %631, i64 62
  store i8 0, ptr %634, align 1, !tbaa !26
  %635 = load ptr, ptr %633, align 8, !tbaa !9
  store ptr %631, ptr %633, align 8, !tbaa !9
  %636 = icmp eq ptr %635, null
  br i1 %636, label %649, label %637

637:                                              ; preds = %632
  call void @_ZdaPv(ptr noundef nonnull %635) #27
  br label %649

638:                                              ; preds = %620
  %639 = landingpad { ptr, i32 }
          cleanup
  %640 = load ptr, ptr %9, align 8, !tbaa !162
  %641 = icmp eq ptr %640, null
  br i1 %641, label %648, label %642

642:                                              ; preds = %638
  %643 = getelementptr inbounds i8, ptr %9, i64 16
  %644 = load ptr, ptr %643, align 8, !tbaa !164
  %645 = ptrtoint ptr %644 to i64
  %646 = ptrtoint ptr %640 to i64
  %647 = sub i64 %645, %646
  call void @_ZdlPvm(ptr noundef nonnull %640, i64 noundef %647) #27
  br label %648

648:                                              ; preds = %642, %638
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #25
  br label %763

649:                                              ; preds = %637, %632
  %650 = load ptr, ptr %497, align 8, !tbaa !18
  %651 = icmp eq ptr %650, null
  br i1 %651, label %676, label %652

652:                                              ; preds = %649
  %653 = getelementptr inbounds i8, ptr %650, i64 8
  %654 = load atomic i64, ptr %653 acquire, align 8
  %655 = icmp eq i64 %654, 4294967297
  %656 = trunc i64 %654 to i32
  br i1 %655, label %657, label %665

657:                                              ; preds = %652
  store i32 0, ptr %653, align 8, !tbaa !20
  %658 = getelementptr inbounds i8, ptr %650, i64 12
  store i32 0, ptr %658, align 4, !tbaa !23
  %659 = load ptr, ptr %650, align 8, !tbaa !24
  %660 = getelementptr inbounds i8, ptr %659, i64 16
  %661 = load ptr, ptr %660, align 8
  call void %661(ptr noundef nonnull align 8 dereferenceable(16) %650) #25
  %662 = load ptr, ptr %650, align 8, !tbaa !24
  %663 = getelementptr inbounds i8, ptr %662, i64 24
  %664 = load ptr, ptr %663, align 8
  call void %664(ptr noundef nonnull align 8 dereferenceable(16) %650) #25
  br label %676

665:                                              ; preds = %652
  %666 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %667 = icmp eq i8 %666, 0
  br i1 %667, label %670, label %668

668:                                              ; preds = %665
  %669 = add nsw i32 %656, -1
  store i32 %669, ptr %653, align 4, !tbaa !27
  br label %672

670:                                              ; preds = %665
  %671 = atomicrmw volatile add ptr %653, i32 -1 acq_rel, align 4
  br label %672

672:                                              ; preds = %670, %668
  %673 = phi i32 [ %656, %668 ], [ %671, %670 ]
  %674 = icmp eq i32 %673, 1
  br i1 %674, label %675, label %676, !prof !28

675:                                              ; preds = %672
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %650) #25
  br label %676

676:                                              ; preds = %675, %672, %657, %649
  %677 = load ptr, ptr %492, align 8, !tbaa !18
  %678 = icmp eq ptr %677, null
  br i1 %678, label %703, label %679

679:                                              ; preds = %676
  %680 = getelementptr inbounds i8, ptr %677, i64 8
  %681 = load atomic i64, ptr %680 acquire, align 8
  %682 = icmp eq i64 %681, 4294967297
  %683 = trunc i64 %681 to i32
  br i1 %682, label %684, label %692

684:                                              ; preds = %679
  store i32 0, ptr %680, align 8, !tbaa !20
  %685 = getelementptr inbounds i8, ptr %677, i64 12
  store i32 0, ptr %685, align 4, !tbaa !23
  %686 = load ptr, ptr %677, align 8, !tbaa !24
  %687 = getelementptr inbounds i8, ptr %686, i64 16
  %688 = load ptr, ptr %687, align 8
  call void %688(ptr noundef nonnull align 8 dereferenceable(16) %677) #25
  %689 = load ptr, ptr %677, align 8, !tbaa !24
  %690 = getelementptr inbounds i8, ptr %689, i64 24
  %691 = load ptr, ptr %690, align 8
  call void %691(ptr noundef nonnull align 8 dereferenceable(16) %677) #25
  br label %703

692:                                              ; preds = %679
  %693 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %694 = icmp eq i8 %693, 0
  br i1 %694, label %697, label %695

695:                                              ; preds = %692
  %696 = add nsw i32 %683, -1
  store i32 %696, ptr %680, align 4, !tbaa !27
  br label %699

697:                                              ; preds = %692
  %698 = atomicrmw volatile add ptr %680, i32 -1 acq_rel, align 4
  br label %699

699:                                              ; preds = %697, %695
  %700 = phi i32 [ %683, %695 ], [ %698, %697 ]
  %701 = icmp eq i32 %700, 1
  br i1 %701, label %702, label %703, !prof !28

702:                                              ; preds = %699
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %677) #25
  br label %703

703:                                              ; preds = %702, %699, %684, %676
  invoke void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef 1)
          to label %704 unwind label %759

704:                                              ; preds = %703
  %705 = load ptr, ptr %278, align 8, !tbaa !18
  %706 = icmp eq ptr %705, null
  br i1 %706, label %731, label %707

707:                                              ; preds = %704
  %708 = getelementptr inbounds i8, ptr %705, i64 8
  %709 = load atomic i64, ptr %708 acquire, align 8
  %710 = icmp eq i64 %709, 4294967297
  %711 = trunc i64 %709 to i32
  br i1 %710, label %712, label %720

712:                                              ; preds = %707
  store i32 0, ptr %708, align 8, !tbaa !20
  %713 = getelementptr inbounds i8, ptr %705, i64 12
  store i32 0, ptr %713, align 4, !tbaa !23
  %714 = load ptr, ptr %705, align 8, !tbaa !24
  %715 = getelementptr inbounds i8, ptr %714, i64 16
  %716 = load ptr, ptr %715, align 8
  call void %716(ptr noundef nonnull align 8 dereferenceable(16) %705) #25
  %717 = load ptr, ptr %705, align 8, !tbaa !24
  %718 = getelementptr inbounds i8, ptr %717, i64 24
  %719 = load ptr, ptr %718, align 8
  call void %719(ptr noundef nonnull align 8 dereferenceable(16) %705) #25
  br label %731

720:                                              ; preds = %707
  %721 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %722 = icmp eq i8 %721, 0
  br i1 %722, label %725, label %723

723:                                              ; preds = %720
  %724 = add nsw i32 %711, -1
  store i32 %724, ptr %708, align 4, !tbaa !27
  br label %727

725:                                              ; preds = %720
  %726 = atomicrmw volatile add ptr %708, i32 -1 acq_rel, align 4
  br label %727

727:                                              ; preds = %725, %723
  %728 = phi i32 [ %711, %723 ], [ %726, %725 ]
  %729 = icmp eq i32 %728, 1
  br i1 %729, label %730, label %731, !prof !28

730:                                              ; preds = %727
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %705) #25
  br label %731

731:                                              ; preds = %730, %727, %712, %704
  %732 = load ptr, ptr %265, align 8, !tbaa !18
  %733 = icmp eq ptr %732, null
  br i1 %733, label %758, label %734

734:                                              ; preds = %731
  %735 = getelementptr inbounds i8, ptr %732, i64 8
  %736 = load atomic i64, ptr %735 acquire, align 8
  %737 = icmp eq i64 %736, 4294967297
  %738 = trunc i64 %736 to i32
  br i1 %737, label %739, label %747

739:                                              ; preds = %734
  store i32 0, ptr %735, align 8, !tbaa !20
  %740 = getelementptr inbounds i8, ptr %732, i64 12
  store i32 0, ptr %740, align 4, !tbaa !23
  %741 = load ptr, ptr %732, align 8, !tbaa !24
  %742 = getelementptr inbounds i8, ptr %741, i64 16
  %743 = load ptr, ptr %742, align 8
  call void %743(ptr noundef nonnull align 8 dereferenceable(16) %732) #25
  %744 = load ptr, ptr %732, align 8, !tbaa !24
  %745 = getelementptr inbounds i8, ptr %744, i64 24
  %746 = load ptr, ptr %745, align 8
  call void %746(ptr noundef nonnull align 8 dereferenceable(16) %732) #25
  br label %758

747:                                              ; preds = %734
  %748 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %749 = icmp eq i8 %748, 0
  br i1 %749, label %752, label %750

750:                                              ; preds = %747
  %751 = add nsw i32 %738, -1
  store i32 %751, ptr %735, align 4, !tbaa !27
  br label %754

752:                                              ; preds = %747
  %753 = atomicrmw volatile add ptr %735, i32 -1 acq_rel, align 4
  br label %754

754:                                              ; preds = %752, %750
  %755 = phi i32 [ %738, %750 ], [ %753, %752 ]
  %756 = icmp eq i32 %755, 1
  br i1 %756, label %757, label %758, !prof !28

757:                                              ; preds = %754
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %732) #25
  br label %758

758:                                              ; preds = %757, %754, %739, %731
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %12) #25
  br label %1134

759:                                              ; preds = %703, %483, %482
  %760 = landingpad { ptr, i32 }
          cleanup
  br label %765

761:                                              ; preds = %630, %619, %614, %613, %486
  %762 = landingpad { ptr, i32 }
          cleanup
  br label %763

763:                                              ; preds = %761, %648
  %764 = phi { ptr, i32 } [ %762, %761 ], [ %639, %648 ]
  call fastcc void @_ZN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi1EEEE_ED2Ev(ptr noundef nonnull align 8 dereferenceable(80) %15) #25
  br label %765

765:                                              ; preds = %763, %759
  %766 = phi { ptr, i32 } [ %760, %759 ], [ %764, %763 ]
  call fastcc void @_ZN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi1EEEE_ED2Ev(ptr noundef nonnull align 8 dereferenceable(80) %12) #25
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %12) #25
  br label %1132

767:                                              ; preds = %231
  %768 = load ptr, ptr %188, align 8, !tbaa !18
  %769 = icmp eq ptr %768, null
  br i1 %769, label %779, label %770

770:                                              ; preds = %767
  %771 = getelementptr inbounds i8, ptr %768, i64 8
  %772 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %773 = icmp eq i8 %772, 0
  br i1 %773, label %777, label %774

774:                                              ; preds = %770
  %775 = load i32, ptr %771, align 4, !tbaa !27
  %776 = add nsw i32 %775, 1
  store i32 %776, ptr %771, align 4, !tbaa !27
  br label %779

777:                                              ; preds = %770
  %778 = atomicrmw volatile add ptr %771, i32 1 acq_rel, align 4
  br label %779

779:                                              ; preds = %777, %774, %767
  %780 = load ptr, ptr %204, align 8, !tbaa !18
  %781 = icmp eq ptr %780, null
  br i1 %781, label %791, label %782

782:                                              ; preds = %779
  %783 = getelementptr inbounds i8, ptr %780, i64 8
  %784 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %785 = icmp eq i8 %784, 0
  br i1 %785, label %789, label %786

786:                                              ; preds = %782
  %787 = load i32, ptr %783, align 4, !tbaa !27
  %788 = add nsw i32 %787, 1
  store i32 %788, ptr %783, align 4, !tbaa !27
  br label %791

789:                                              ; preds = %782
  %790 = atomicrmw volatile add ptr %783, i32 1 acq_rel, align 4
  br label %791

791:                                              ; preds = %789, %786, %779
  br i1 %769, label %801, label %792

792:                                              ; preds = %791
  %793 = getelementptr inbounds i8, ptr %768, i64 8
  %794 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %795 = icmp eq i8 %794, 0
  br i1 %795, label %799, label %796

796:                                              ; preds = %792
  %797 = load i32, ptr %793, align 4, !tbaa !27
  %798 = add nsw i32 %797, 1
  store i32 %798, ptr %793, align 4, !tbaa !27
  br label %801

799:                                              ; preds = %792
  %800 = atomicrmw volatile add ptr %793, i32 1 acq_rel, align 4
  br label %801

801:                                              ; preds = %799, %796, %791
  br i1 %781, label %834, label %802

802:                                              ; preds = %801
  %803 = getelementptr inbounds i8, ptr %780, i64 8
  %804 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %805 = icmp eq i8 %804, 0
  br i1 %805, label %809, label %806

806:                                              ; preds = %802
  %807 = load i32, ptr %803, align 4, !tbaa !27
  %808 = add nsw i32 %807, 1
  store i32 %808, ptr %803, align 4, !tbaa !27
  br label %811

809:                                              ; preds = %802
  %810 = atomicrmw volatile add ptr %803, i32 1 acq_rel, align 4
  br label %811

811:                                              ; preds = %809, %806
  %812 = load atomic i64, ptr %803 acquire, align 8
  %813 = icmp eq i64 %812, 4294967297
  %814 = trunc i64 %812 to i32
  br i1 %813, label %815, label %823

815:                                              ; preds = %811
  store i32 0, ptr %803, align 8, !tbaa !20
  %816 = getelementptr inbounds i8, ptr %780, i64 12
  store i32 0, ptr %816, align 4, !tbaa !23
  %817 = load ptr, ptr %780, align 8, !tbaa !24
  %818 = getelementptr inbounds i8, ptr %817, i64 16
  %819 = load ptr, ptr %818, align 8
  call void %819(ptr noundef nonnull align 8 dereferenceable(16) %780) #25
  %820 = load ptr, ptr %780, align 8, !tbaa !24
  %821 = getelementptr inbounds i8, ptr %820, i64 24
  %822 = load ptr, ptr %821, align 8
  call void %822(ptr noundef nonnull align 8 dereferenceable(16) %780) #25
  br label %834

823:                                              ; preds = %811
  %824 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %825 = icmp eq i8 %824, 0
  br i1 %825, label %828, label %826

826:                                              ; preds = %823
  %827 = add nsw i32 %814, -1
  store i32 %827, ptr %803, align 4, !tbaa !27
  br label %830

828:                                              ; preds = %823
  %829 = atomicrmw volatile add ptr %803, i32 -1 acq_rel, align 4
  br label %830

830:                                              ; preds = %828, %826
  %831 = phi i32 [ %814, %826 ], [ %829, %828 ]
  %832 = icmp eq i32 %831, 1
  br i1 %832, label %833, label %834, !prof !28

833:                                              ; preds = %830
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %780) #25
  br label %834

834:                                              ; preds = %833, %830, %815, %801
  br i1 %769, label %859, label %835

835:                                              ; preds = %834
  %836 = getelementptr inbounds i8, ptr %768, i64 8
  %837 = load atomic i64, ptr %836 acquire, align 8
  %838 = icmp eq i64 %837, 4294967297
  %839 = trunc i64 %837 to i32
  br i1 %838, label %840, label %848

840:                                              ; preds = %835
  store i32 0, ptr %836, align 8, !tbaa !20
  %841 = getelementptr inbounds i8, ptr %768, i64 12
  store i32 0, ptr %841, align 4, !tbaa !23
  %842 = load ptr, ptr %768, align 8, !tbaa !24
  %843 = getelementptr inbounds i8, ptr %842, i64 16
  %844 = load ptr, ptr %843, align 8
  call void %844(ptr noundef nonnull align 8 dereferenceable(16) %768) #25
  %845 = load ptr, ptr %768, align 8, !tbaa !24
  %846 = getelementptr inbounds i8, ptr %845, i64 24
  %847 = load ptr, ptr %846, align 8
  call void %847(ptr noundef nonnull align 8 dereferenceable(16) %768) #25
  br label %859

848:                                              ; preds = %835
  %849 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %850 = icmp eq i8 %849, 0
  br i1 %850, label %853, label %851

851:                                              ; preds = %848
  %852 = add nsw i32 %839, -1
  store i32 %852, ptr %836, align 4, !tbaa !27
  br label %855

853:                                              ; preds = %848
  %854 = atomicrmw volatile add ptr %836, i32 -1 acq_rel, align 4
  br label %855

855:                                              ; preds = %853, %851
  %856 = phi i32 [ %839, %851 ], [ %854, %853 ]
  %857 = icmp eq i32 %856, 1
  br i1 %857, label %858, label %859, !prof !28

858:                                              ; preds = %855
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %768) #25
  br label %859

859:                                              ; preds = %858, %855, %840, %834
  br i1 %781, label %884, label %860

860:                                              ; preds = %859
  %861 = getelementptr inbounds i8, ptr %780, i64 8
  %862 = load atomic i64, ptr %861 acquire, align 8
  %863 = icmp eq i64 %862, 4294967297
  %864 = trunc i64 %862 to i32
  br i1 %863, label %865, label %873

865:                                              ; preds = %860
  store i32 0, ptr %861, align 8, !tbaa !20
  %866 = getelementptr inbounds i8, ptr %780, i64 12
  store i32 0, ptr %866, align 4, !tbaa !23
  %867 = load ptr, ptr %780, align 8, !tbaa !24
  %868 = getelementptr inbounds i8, ptr %867, i64 16
  %869 = load ptr, ptr %868, align 8
  call void %869(ptr noundef nonnull align 8 dereferenceable(16) %780) #25
  %870 = load ptr, ptr %780, align 8, !tbaa !24
  %871 = getelementptr inbounds i8, ptr %870, i64 24
  %872 = load ptr, ptr %871, align 8
  call void %872(ptr noundef nonnull align 8 dereferenceable(16) %780) #25
  br label %884

873:                                              ; preds = %860
  %874 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %875 = icmp eq i8 %874, 0
  br i1 %875, label %878, label %876

876:                                              ; preds = %873
  %877 = add nsw i32 %864, -1
  store i32 %877, ptr %861, align 4, !tbaa !27
  br label %880

878:                                              ; preds = %873
  %879 = atomicrmw volatile add ptr %861, i32 -1 acq_rel, align 4
  br label %880

880:                                              ; preds = %878, %876
  %881 = phi i32 [ %864, %876 ], [ %879, %878 ]
  %882 = icmp eq i32 %881, 1
  br i1 %882, label %883, label %884, !prof !28

883:                                              ; preds = %880
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %780) #25
  br label %884

884:                                              ; preds = %883, %880, %865, %859
  br i1 %769, label %909, label %885

885:                                              ; preds = %884
  %886 = getelementptr inbounds i8, ptr %768, i64 8
  %887 = load atomic i64, ptr %886 acquire, align 8
  %888 = icmp eq i64 %887, 4294967297
  %889 = trunc i64 %887 to i32
  br i1 %888, label %890, label %898

890:                                              ; preds = %885
  store i32 0, ptr %886, align 8, !tbaa !20
  %891 = getelementptr inbounds i8, ptr %768, i64 12
  store i32 0, ptr %891, align 4, !tbaa !23
  %892 = load ptr, ptr %768, align 8, !tbaa !24
  %893 = getelementptr inbounds i8, ptr %892, i64 16
  %894 = load ptr, ptr %893, align 8
  call void %894(ptr noundef nonnull align 8 dereferenceable(16) %768) #25
  %895 = load ptr, ptr %768, align 8, !tbaa !24
  %896 = getelementptr inbounds i8, ptr %895, i64 24
  %897 = load ptr, ptr %896, align 8
  call void %897(ptr noundef nonnull align 8 dereferenceable(16) %768) #25
  br label %909

898:                                              ; preds = %885
  %899 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %900 = icmp eq i8 %899, 0
  br i1 %900, label %903, label %901

901:                                              ; preds = %898
  %902 = add nsw i32 %889, -1
  store i32 %902, ptr %886, align 4, !tbaa !27
  br label %905

903:                                              ; preds = %898
  %904 = atomicrmw volatile add ptr %886, i32 -1 acq_rel, align 4
  br label %905

905:                                              ; preds = %903, %901
  %906 = phi i32 [ %889, %901 ], [ %904, %903 ]
  %907 = icmp eq i32 %906, 1
  br i1 %907, label %908, label %909, !prof !28

908:                                              ; preds = %905
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %768) #25
  br label %909

909:                                              ; preds = %908, %905, %890, %884
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.25)
          to label %910 unwind label %1188

910:                                              ; preds = %909
  invoke void @_ZN4sycl3_V17handler22setKernelIsCooperativeEb(ptr noundef nonnull align 8 dereferenceable(216) %1, i1 noundef zeroext false)
          to label %911 unwind label %1188

911:                                              ; preds = %910
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6)
  %912 = getelementptr inbounds i8, ptr %6, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %912, i8 0, i64 16, i1 false), !alias.scope !165
  store i64 %145, ptr %6, align 8, !tbaa !5, !alias.scope !165
  invoke void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range.114") align 8 %6, i1 noundef zeroext false, i32 noundef 1)
          to label %913 unwind label %1188

913:                                              ; preds = %911
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6)
  %914 = load i64, ptr %17, align 8, !tbaa !144
  store i64 %914, ptr %16, align 8, !tbaa !144
  %915 = getelementptr inbounds i8, ptr %16, i64 8
  %916 = load ptr, ptr %186, align 8, !tbaa !151
  store ptr %916, ptr %915, align 8, !tbaa !151
  %917 = getelementptr inbounds i8, ptr %16, i64 16
  %918 = load ptr, ptr %188, align 8, !tbaa !18
  store ptr null, ptr %188, align 8, !tbaa !18
  store ptr %918, ptr %917, align 8, !tbaa !18
  store ptr null, ptr %186, align 8, !tbaa !151
  %919 = getelementptr inbounds i8, ptr %16, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %919, ptr noundef nonnull align 8 dereferenceable(16) %201, i64 16, i1 false)
  %920 = getelementptr inbounds i8, ptr %16, i64 40
  %921 = load ptr, ptr %202, align 8, !tbaa !151
  store ptr %921, ptr %920, align 8, !tbaa !151
  %922 = getelementptr inbounds i8, ptr %16, i64 48
  %923 = load ptr, ptr %204, align 8, !tbaa !18
  store ptr null, ptr %204, align 8, !tbaa !18
  store ptr %923, ptr %922, align 8, !tbaa !18
  store ptr null, ptr %202, align 8, !tbaa !151
  %924 = getelementptr inbounds i8, ptr %16, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %924, ptr noundef nonnull align 8 dereferenceable(16) %217, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4)
  %925 = invoke noalias noundef nonnull dereferenceable(80) ptr @_Znwm(i64 noundef 80) #29
          to label %926 unwind label %1128

926:                                              ; preds = %913
  %927 = icmp eq ptr %918, null
  br i1 %927, label %939, label %928

928:                                              ; preds = %926
  %929 = getelementptr inbounds i8, ptr %918, i64 8
  %930 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !168
  %931 = icmp eq i8 %930, 0
  br i1 %931, label %935, label %932

932:                                              ; preds = %928
  %933 = load i32, ptr %929, align 4, !tbaa !27, !noalias !168
  %934 = add nsw i32 %933, 1
  store i32 %934, ptr %929, align 4, !tbaa !27, !noalias !168
  br label %939

935:                                              ; preds = %928
  %936 = atomicrmw volatile add ptr %929, i32 1 acq_rel, align 4, !noalias !168
  %937 = load ptr, ptr %920, align 8, !tbaa !151, !noalias !168
  %938 = load ptr, ptr %922, align 8, !tbaa !18, !noalias !168
  br label %939

939:                                              ; preds = %935, %932, %926
  %940 = phi ptr [ %938, %935 ], [ %923, %932 ], [ %923, %926 ]
  %941 = phi ptr [ %937, %935 ], [ %921, %932 ], [ %921, %926 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull readonly align 8 dereferenceable(16) %919, i64 16, i1 false), !noalias !168
  %942 = icmp eq ptr %940, null
  br i1 %942, label %952, label %943

943:                                              ; preds = %939
  %944 = getelementptr inbounds i8, ptr %940, i64 8
  %945 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !168
  %946 = icmp eq i8 %945, 0
  br i1 %946, label %950, label %947

947:                                              ; preds = %943
  %948 = load i32, ptr %944, align 4, !tbaa !27, !noalias !168
  %949 = add nsw i32 %948, 1
  store i32 %949, ptr %944, align 4, !tbaa !27, !noalias !168
  br label %952

950:                                              ; preds = %943
  %951 = atomicrmw volatile add ptr %944, i32 1 acq_rel, align 4, !noalias !168
  br label %952

952:                                              ; preds = %950, %947, %939
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull readonly align 8 dereferenceable(16) %924, i64 16, i1 false), !noalias !168
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %925, align 8, !tbaa !24, !noalias !168
  %953 = getelementptr inbounds i8, ptr %925, i64 8
  store i64 %914, ptr %953, align 8, !tbaa !144, !noalias !168
  %954 = getelementptr inbounds i8, ptr %925, i64 16
  store ptr %916, ptr %954, align 8, !tbaa !151, !noalias !168
  %955 = getelementptr inbounds i8, ptr %925, i64 24
  store ptr %918, ptr %955, align 8, !tbaa !18, !noalias !168
  br i1 %927, label %965, label %956

956:                                              ; preds = %952
  %957 = getelementptr inbounds i8, ptr %918, i64 8
  %958 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !168
  %959 = icmp eq i8 %958, 0
  br i1 %959, label %963, label %960

960:                                              ; preds = %956
  %961 = load i32, ptr %957, align 4, !tbaa !27, !noalias !168
  %962 = add nsw i32 %961, 1
  store i32 %962, ptr %957, align 4, !tbaa !27, !noalias !168
  br label %965

963:                                              ; preds = %956
  %964 = atomicrmw volatile add ptr %957, i32 1 acq_rel, align 4, !noalias !168
  br label %965

965:                                              ; preds = %963, %960, %952
  %966 = getelementptr inbounds i8, ptr %925, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %966, ptr noundef nonnull align 8 dereferenceable(16) %3, i64 16, i1 false), !noalias !168
  %967 = getelementptr inbounds i8, ptr %925, i64 48
  store ptr %941, ptr %967, align 8, !tbaa !151, !noalias !168
  %968 = getelementptr inbounds i8, ptr %925, i64 56
  store ptr %940, ptr %968, align 8, !tbaa !18, !noalias !168
  br i1 %942, label %978, label %969

969:                                              ; preds = %965
  %970 = getelementptr inbounds i8, ptr %940, i64 8
  %971 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !168
  %972 = icmp eq i8 %971, 0
  br i1 %972, label %976, label %973

973:                                              ; preds = %969
  %974 = load i32, ptr %970, align 4, !tbaa !27, !noalias !168
  %975 = add nsw i32 %974, 1
  store i32 %975, ptr %970, align 4, !tbaa !27, !noalias !168
  br label %980

976:                                              ; preds = %969
  %977 = atomicrmw volatile add ptr %970, i32 1 acq_rel, align 4, !noalias !168
  br label %980

978:                                              ; preds = %965
  %979 = getelementptr inbounds i8, ptr %925, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %979, ptr noundef nonnull align 8 dereferenceable(16) %4, i64 16, i1 false), !noalias !168
  br label %1004

980:                                              ; preds = %976, %973
  %981 = getelementptr inbounds i8, ptr %925, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %981, ptr noundef nonnull align 8 dereferenceable(16) %4, i64 16, i1 false), !noalias !168
  %982 = load atomic i64, ptr %970 acquire, align 8, !noalias !168
  %983 = icmp eq i64 %982, 4294967297
  %984 = trunc i64 %982 to i32
  br i1 %983, label %985, label %993

985:                                              ; preds = %980
  store i32 0, ptr %970, align 8, !tbaa !20, !noalias !168
  %986 = getelementptr inbounds i8, ptr %940, i64 12
  store i32 0, ptr %986, align 4, !tbaa !23, !noalias !168
  %987 = load ptr, ptr %940, align 8, !tbaa !24, !noalias !168
  %988 = getelementptr inbounds i8, ptr %987, i64 16
  %989 = load ptr, ptr %988, align 8, !noalias !168
  call void %989(ptr noundef nonnull align 8 dereferenceable(16) %940) #25, !noalias !168
  %990 = load ptr, ptr %940, align 8, !tbaa !24, !noalias !168
  %991 = getelementptr inbounds i8, ptr %990, i64 24
  %992 = load ptr, ptr %991, align 8, !noalias !168
  call void %992(ptr noundef nonnull align 8 dereferenceable(16) %940) #25, !noalias !168
  br label %1004

993:                                              ; preds = %980
  %994 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !168
  %995 = icmp eq i8 %994, 0
  br i1 %995, label %998, label %996

996:                                              ; preds = %993
  %997 = add nsw i32 %984, -1
  store i32 %997, ptr %970, align 4, !tbaa !27, !noalias !168
  br label %1000

998:                                              ; preds = %993
  %999 = atomicrmw volatile add ptr %970, i32 -1 acq_rel, align 4, !noalias !168
  br label %1000

1000:                                             ; preds = %998, %996
  %1001 = phi i32 [ %984, %996 ], [ %999, %998 ]
  %1002 = icmp eq i32 %1001, 1
  br i1 %1002, label %1003, label %1004, !prof !28

1003:                                             ; preds = %1000
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %940) #25, !noalias !168
  br label %1004

1004:                                             ; preds = %1003, %1000, %985, %978
  br i1 %927, label %1029, label %1005

1005:                                             ; preds = %1004
  %1006 = getelementptr inbounds i8, ptr %918, i64 8
  %1007 = load atomic i64, ptr %1006 acquire, align 8, !noalias !168
  %1008 = icmp eq i64 %1007, 4294967297
  %1009 = trunc i64 %1007 to i32
  br i1 %1008, label %1010, label %1018

1010:                                             ; preds = %1005
  store i32 0, ptr %1006, align 8, !tbaa !20, !noalias !168
  %1011 = getelementptr inbounds i8, ptr %918, i64 12
  store i32 0, ptr %1011, align 4, !tbaa !23, !noalias !168
  %1012 = load ptr, ptr %918, align 8, !tbaa !24, !noalias !168
  %1013 = getelementptr inbounds i8, ptr %1012, i64 16
  %1014 = load ptr, ptr %1013, align 8, !noalias !168
  call void %1014(ptr noundef nonnull align 8 dereferenceable(16) %918) #25, !noalias !168
  %1015 = load ptr, ptr %918, align 8, !tbaa !24, !noalias !168
  %1016 = getelementptr inbounds i8, ptr %1015, i64 24
  %1017 = load ptr, ptr %1016, align 8, !noalias !168
  call void %1017(ptr noundef nonnull align 8 dereferenceable(16) %918) #25, !noalias !168
  br label %1029

1018:                                             ; preds = %1005
  %1019 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !168
  %1020 = icmp eq i8 %1019, 0
  br i1 %1020, label %1023, label %1021

1021:                                             ; preds = %1018
  %1022 = add nsw i32 %1009, -1
  store i32 %1022, ptr %1006, align 4, !tbaa !27, !noalias !168
  br label %1025

1023:                                             ; preds = %1018
  %1024 = atomicrmw volatile add ptr %1006, i32 -1 acq_rel, align 4, !noalias !168
  br label %1025

1025:                                             ; preds = %1023, %1021
  %1026 = phi i32 [ %1009, %1021 ], [ %1024, %1023 ]
  %1027 = icmp eq i32 %1026, 1
  br i1 %1027, label %1028, label %1029, !prof !28

1028:                                             ; preds = %1025
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %918) #25, !noalias !168
  br label %1029

1029:                                             ; preds = %1028, %1025, %1010, %1004
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4)
  %1030 = getelementptr inbounds i8, ptr %1, i64 152
  %1031 = load ptr, ptr %1030, align 8, !tbaa !9
  store ptr %925, ptr %1030, align 8, !tbaa !9
  %1032 = icmp eq ptr %1031, null
  br i1 %1032, label %1037, label %1033

1033:                                             ; preds = %1029
  %1034 = load ptr, ptr %1031, align 8, !tbaa !24
  %1035 = getelementptr inbounds i8, ptr %1034, i64 16
  %1036 = load ptr, ptr %1035, align 8
  call void %1036(ptr noundef nonnull align 8 dereferenceable(8) %1031) #25
  br label %1037

1037:                                             ; preds = %1033, %1029
  invoke void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %1038 unwind label %1128

1038:                                             ; preds = %1037
  %1039 = load ptr, ptr %1030, align 8, !tbaa !9
  %1040 = load ptr, ptr %1039, align 8, !tbaa !24
  %1041 = load ptr, ptr %1040, align 8
  %1042 = invoke noundef ptr %1041(ptr noundef nonnull align 8 dereferenceable(8) %1039)
          to label %1043 unwind label %1128

1043:                                             ; preds = %1038
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #25
  invoke void @_ZN4sycl3_V16detail19getKernelParamDescsI15GlobalHistogramEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind nonnull writable sret(%"class.std::vector.136") align 8 %5)
          to label %1044 unwind label %1128

1044:                                             ; preds = %1043
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %1042, ptr noundef nonnull align 8 dereferenceable(24) %5, i1 noundef zeroext false)
          to label %1045 unwind label %1062

1045:                                             ; preds = %1044
  %1046 = load ptr, ptr %5, align 8, !tbaa !162
  %1047 = icmp eq ptr %1046, null
  br i1 %1047, label %1054, label %1048

1048:                                             ; preds = %1045
  %1049 = getelementptr inbounds i8, ptr %5, i64 16
  %1050 = load ptr, ptr %1049, align 8, !tbaa !164
  %1051 = ptrtoint ptr %1050 to i64
  %1052 = ptrtoint ptr %1046 to i64
  %1053 = sub i64 %1051, %1052
  call void @_ZdlPvm(ptr noundef nonnull %1046, i64 noundef %1053) #27
  br label %1054

1054:                                             ; preds = %1048, %1045
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #25
  %1055 = invoke noalias noundef nonnull dereferenceable(22) ptr @_Znam(i64 noundef 22) #29
          to label %1056 unwind label %1128

1056:                                             ; preds = %1054
  %1057 = getelementptr inbounds i8, ptr %1, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(21) %1055, ptr noundef nonnull align 1 dereferenceable(21) @.str.25, i64 21, i1 false)
  %1058 = getelementptr inbounds i8, ptr %1055, i64 21
  store i8 0, ptr %1058, align 1, !tbaa !26
  %1059 = load ptr, ptr %1057, align 8, !tbaa !9
  store ptr %1055, ptr %1057, align 8, !tbaa !9
  %1060 = icmp eq ptr %1059, null
  br i1 %1060, label %1073, label %1061

1061:                                             ; preds = %1056
  call void @_ZdaPv(ptr noundef nonnull %1059) #27
  br label %1073

1062:                                             ; preds = %1044
  %1063 = landingpad { ptr, i32 }
          cleanup
  %1064 = load ptr, ptr %5, align 8, !tbaa !162
  %1065 = icmp eq ptr %1064, null
  br i1 %1065, label %1072, label %1066

1066:                                             ; preds = %1062
  %1067 = getelementptr inbounds i8, ptr %5, i64 16
  %1068 = load ptr, ptr %1067, align 8, !tbaa !164
  %1069 = ptrtoint ptr %1068 to i64
  %1070 = ptrtoint ptr %1064 to i64
  %1071 = sub i64 %1069, %1070
  call void @_ZdlPvm(ptr noundef nonnull %1064, i64 noundef %1071) #27
  br label %1072

1072:                                             ; preds = %1066, %1062
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #25
  br label %1130

1073:                                             ; preds = %1061, %1056
  %1074 = load ptr, ptr %922, align 8, !tbaa !18
  %1075 = icmp eq ptr %1074, null
  br i1 %1075, label %1100, label %1076

1076:                                             ; preds = %1073
  %1077 = getelementptr inbounds i8, ptr %1074, i64 8
  %1078 = load atomic i64, ptr %1077 acquire, align 8
  %1079 = icmp eq i64 %1078, 4294967297
  %1080 = trunc i64 %1078 to i32
  br i1 %1079, label %1081, label %1089

1081:                                             ; preds = %1076
  store i32 0, ptr %1077, align 8, !tbaa !20
  %1082 = getelementptr inbounds i8, ptr %1074, i64 12
  store i32 0, ptr %1082, align 4, !tbaa !23
  %1083 = load ptr, ptr %1074, align 8, !tbaa !24
  %1084 = getelementptr inbounds i8, ptr %1083, i64 16
  %1085 = load ptr, ptr %1084, align 8
  call void %1085(ptr noundef nonnull align 8 dereferenceable(16) %1074) #25
  %1086 = load ptr, ptr %1074, align 8, !tbaa !24
  %1087 = getelementptr inbounds i8, ptr %1086, i64 24
  %1088 = load ptr, ptr %1087, align 8
  call void %1088(ptr noundef nonnull align 8 dereferenceable(16) %1074) #25
  br label %1100

1089:                                             ; preds = %1076
  %1090 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %1091 = icmp eq i8 %1090, 0
  br i1 %1091, label %1094, label %1092

1092:                                             ; preds = %1089
  %1093 = add nsw i32 %1080, -1
  store i32 %1093, ptr %1077, align 4, !tbaa !27
  br label %1096

1094:                                             ; preds = %1089
  %1095 = atomicrmw volatile add ptr %1077, i32 -1 acq_rel, align 4
  br label %1096

1096:                                             ; preds = %1094, %1092
  %1097 = phi i32 [ %1080, %1092 ], [ %1095, %1094 ]
  %1098 = icmp eq i32 %1097, 1
  br i1 %1098, label %1099, label %1100, !prof !28

1099:                                             ; preds = %1096
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1074) #25
  br label %1100

1100:                                             ; preds = %1099, %1096, %1081, %1073
  %1101 = load ptr, ptr %917, align 8, !tbaa !18
  %1102 = icmp eq ptr %1101, null
  br i1 %1102, label %1127, label %1103

1103:                                             ; preds = %1100
  %1104 = getelementptr inbounds i8, ptr %1101, i64 8
  %1105 = load atomic i64, ptr %1104 acquire, align 8
  %1106 = icmp eq i64 %1105, 4294967297
  %1107 = trunc i64 %1105 to i32
  br i1 %1106, label %1108, label %1116

1108:                                             ; preds = %1103
  store i32 0, ptr %1104, align 8, !tbaa !20
  %1109 = getelementptr inbounds i8, ptr %1101, i64 12
  store i32 0, ptr %1109, align 4, !tbaa !23
  %1110 = load ptr, ptr %1101, align 8, !tbaa !24
  %1111 = getelementptr inbounds i8, ptr %1110, i64 16
  %1112 = load ptr, ptr %1111, align 8
  call void %1112(ptr noundef nonnull align 8 dereferenceable(16) %1101) #25
  %1113 = load ptr, ptr %1101, align 8, !tbaa !24
  %1114 = getelementptr inbounds i8, ptr %1113, i64 24
  %1115 = load ptr, ptr %1114, align 8
  call void %1115(ptr noundef nonnull align 8 dereferenceable(16) %1101) #25
  br label %1127

1116:                                             ; preds = %1103
  %1117 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %1118 = icmp eq i8 %1117, 0
  br i1 %1118, label %1121, label %1119

1119:                                             ; preds = %1116
  %1120 = add nsw i32 %1107, -1
  store i32 %1120, ptr %1104, align 4, !tbaa !27
  br label %1123

1121:                                             ; preds = %1116
  %1122 = atomicrmw volatile add ptr %1104, i32 -1 acq_rel, align 4
  br label %1123

1123:                                             ; preds = %1121, %1119
  %1124 = phi i32 [ %1107, %1119 ], [ %1122, %1121 ]
  %1125 = icmp eq i32 %1124, 1
  br i1 %1125, label %1126, label %1127, !prof !28

1126:                                             ; preds = %1123
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1101) #25
  br label %1127

1127:                                             ; preds = %1126, %1123, %1108, %1100
  invoke void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef 1)
          to label %1134 unwind label %1188

1128:                                             ; preds = %1054, %1043, %1038, %1037, %913
  %1129 = landingpad { ptr, i32 }
          cleanup
  br label %1130

1130:                                             ; preds = %1128, %1072
  %1131 = phi { ptr, i32 } [ %1129, %1128 ], [ %1063, %1072 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(72) %16) #25
  br label %1132

1132:                                             ; preds = %1130, %765
  %1133 = phi { ptr, i32 } [ %766, %765 ], [ %1131, %1130 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #25
  br label %1190

1134:                                             ; preds = %1127, %758
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #25
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %13)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %14)
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %15)
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %16)
  %1135 = load ptr, ptr %204, align 8, !tbaa !18
  %1136 = icmp eq ptr %1135, null
  br i1 %1136, label %1161, label %1137

1137:                                             ; preds = %1134
  %1138 = getelementptr inbounds i8, ptr %1135, i64 8
  %1139 = load atomic i64, ptr %1138 acquire, align 8
  %1140 = icmp eq i64 %1139, 4294967297
  %1141 = trunc i64 %1139 to i32
  br i1 %1140, label %1142, label %1150

1142:                                             ; preds = %1137
  store i32 0, ptr %1138, align 8, !tbaa !20
  %1143 = getelementptr inbounds i8, ptr %1135, i64 12
  store i32 0, ptr %1143, align 4, !tbaa !23
  %1144 = load ptr, ptr %1135, align 8, !tbaa !24
  %1145 = getelementptr inbounds i8, ptr %1144, i64 16
  %1146 = load ptr, ptr %1145, align 8
  call void %1146(ptr noundef nonnull align 8 dereferenceable(16) %1135) #25
  %1147 = load ptr, ptr %1135, align 8, !tbaa !24
  %1148 = getelementptr inbounds i8, ptr %1147, i64 24
  %1149 = load ptr, ptr %1148, align 8
  call void %1149(ptr noundef nonnull align 8 dereferenceable(16) %1135) #25
  br label %1161

1150:                                             ; preds = %1137
  %1151 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %1152 = icmp eq i8 %1151, 0
  br i1 %1152, label %1155, label %1153

1153:                                             ; preds = %1150
  %1154 = add nsw i32 %1141, -1
  store i32 %1154, ptr %1138, align 4, !tbaa !27
  br label %1157

1155:                                             ; preds = %1150
  %1156 = atomicrmw volatile add ptr %1138, i32 -1 acq_rel, align 4
  br label %1157

1157:                                             ; preds = %1155, %1153
  %1158 = phi i32 [ %1141, %1153 ], [ %1156, %1155 ]
  %1159 = icmp eq i32 %1158, 1
  br i1 %1159, label %1160, label %1161, !prof !28

1160:                                             ; preds = %1157
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1135) #25
  br label %1161

1161:                                             ; preds = %1160, %1157, %1142, %1134
  %1162 = load ptr, ptr %188, align 8, !tbaa !18
  %1163 = icmp eq ptr %1162, null
  br i1 %1163, label %1192, label %1164

1164:                                             ; preds = %1161
  %1165 = getelementptr inbounds i8, ptr %1162, i64 8
  %1166 = load atomic i64, ptr %1165 acquire, align 8
  %1167 = icmp eq i64 %1166, 4294967297
  %1168 = trunc i64 %1166 to i32
  br i1 %1167, label %1169, label %1177

1169:                                             ; preds = %1164
  store i32 0, ptr %1165, align 8, !tbaa !20
  %1170 = getelementptr inbounds i8, ptr %1162, i64 12
  store i32 0, ptr %1170, align 4, !tbaa !23
  %1171 = load ptr, ptr %1162, align 8, !tbaa !24
  %1172 = getelementptr inbounds i8, ptr %1171, i64 16
  %1173 = load ptr, ptr %1172, align 8
  call void %1173(ptr noundef nonnull align 8 dereferenceable(16) %1162) #25
  %1174 = load ptr, ptr %1162, align 8, !tbaa !24
  %1175 = getelementptr inbounds i8, ptr %1174, i64 24
  %1176 = load ptr, ptr %1175, align 8
  call void %1176(ptr noundef nonnull align 8 dereferenceable(16) %1162) #25
  br label %1192

1177:                                             ; preds = %1164
  %1178 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %1179 = icmp eq i8 %1178, 0
  br i1 %1179, label %1182, label %1180

1180:                                             ; preds = %1177
  %1181 = add nsw i32 %1168, -1
  store i32 %1181, ptr %1165, align 4, !tbaa !27
  br label %1184

1182:                                             ; preds = %1177
  %1183 = atomicrmw volatile add ptr %1165, i32 -1 acq_rel, align 4
  br label %1184

1184:                                             ; preds = %1182, %1180
  %1185 = phi i32 [ %1168, %1180 ], [ %1183, %1182 ]
  %1186 = icmp eq i32 %1185, 1
  br i1 %1186, label %1187, label %1192, !prof !28

1187:                                             ; preds = %1184
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1162) #25
  br label %1192

1188:                                             ; preds = %1127, %911, %910, %909, %230, %226, %216
  %1189 = landingpad { ptr, i32 }
          cleanup
  br label %1190

1190:                                             ; preds = %1188, %1132, %228
  %1191 = phi { ptr, i32 } [ %1189, %1188 ], [ %229, %228 ], [ %1133, %1132 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(72) %17) #25
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(72) %26) #25
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %26) #25
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %24) #25
  br label %1308

1192:                                             ; preds = %1187, %1184, %1169, %1161
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %17)
  %1193 = load ptr, ptr %169, align 8, !tbaa !18
  %1194 = icmp eq ptr %1193, null
  br i1 %1194, label %1219, label %1195

1195:                                             ; preds = %1192
  %1196 = getelementptr inbounds i8, ptr %1193, i64 8
  %1197 = load atomic i64, ptr %1196 acquire, align 8
  %1198 = icmp eq i64 %1197, 4294967297
  %1199 = trunc i64 %1197 to i32
  br i1 %1198, label %1200, label %1208

1200:                                             ; preds = %1195
  store i32 0, ptr %1196, align 8, !tbaa !20
  %1201 = getelementptr inbounds i8, ptr %1193, i64 12
  store i32 0, ptr %1201, align 4, !tbaa !23
  %1202 = load ptr, ptr %1193, align 8, !tbaa !24
  %1203 = getelementptr inbounds i8, ptr %1202, i64 16
  %1204 = load ptr, ptr %1203, align 8
  call void %1204(ptr noundef nonnull align 8 dereferenceable(16) %1193) #25
  %1205 = load ptr, ptr %1193, align 8, !tbaa !24
  %1206 = getelementptr inbounds i8, ptr %1205, i64 24
  %1207 = load ptr, ptr %1206, align 8
  call void %1207(ptr noundef nonnull align 8 dereferenceable(16) %1193) #25
  br label %1219

1208:                                             ; preds = %1195
  %1209 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %1210 = icmp eq i8 %1209, 0
  br i1 %1210, label %1213, label %1211

1211:                                             ; preds = %1208
  %1212 = add nsw i32 %1199, -1
  store i32 %1212, ptr %1196, align 4, !tbaa !27
  br label %1215

1213:                                             ; preds = %1208
  %1214 = atomicrmw volatile add ptr %1196, i32 -1 acq_rel, align 4
  br label %1215

1215:                                             ; preds = %1213, %1211
  %1216 = phi i32 [ %1199, %1211 ], [ %1214, %1213 ]
  %1217 = icmp eq i32 %1216, 1
  br i1 %1217, label %1218, label %1219, !prof !28

1218:                                             ; preds = %1215
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1193) #25
  br label %1219

1219:                                             ; preds = %1218, %1215, %1200, %1192
  %1220 = load ptr, ptr %151, align 8, !tbaa !18
  %1221 = icmp eq ptr %1220, null
  br i1 %1221, label %1246, label %1222

1222:                                             ; preds = %1219
  %1223 = getelementptr inbounds i8, ptr %1220, i64 8
  %1224 = load atomic i64, ptr %1223 acquire, align 8
  %1225 = icmp eq i64 %1224, 4294967297
  %1226 = trunc i64 %1224 to i32
  br i1 %1225, label %1227, label %1235

1227:                                             ; preds = %1222
  store i32 0, ptr %1223, align 8, !tbaa !20
  %1228 = getelementptr inbounds i8, ptr %1220, i64 12
  store i32 0, ptr %1228, align 4, !tbaa !23
  %1229 = load ptr, ptr %1220, align 8, !tbaa !24
  %1230 = getelementptr inbounds i8, ptr %1229, i64 16
  %1231 = load ptr, ptr %1230, align 8
  call void %1231(ptr noundef nonnull align 8 dereferenceable(16) %1220) #25
  %1232 = load ptr, ptr %1220, align 8, !tbaa !24
  %1233 = getelementptr inbounds i8, ptr %1232, i64 24
  %1234 = load ptr, ptr %1233, align 8
  call void %1234(ptr noundef nonnull align 8 dereferenceable(16) %1220) #25
  br label %1246

1235:                                             ; preds = %1222
  %1236 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %1237 = icmp eq i8 %1236, 0
  br i1 %1237, label %1240, label %1238

1238:                                             ; preds = %1235
  %1239 = add nsw i32 %1226, -1
  store i32 %1239, ptr %1223, align 4, !tbaa !27
  br label %1242

1240:                                             ; preds = %1235
  %1241 = atomicrmw volatile add ptr %1223, i32 -1 acq_rel, align 4
  br label %1242

1242:                                             ; preds = %1240, %1238
  %1243 = phi i32 [ %1226, %1238 ], [ %1241, %1240 ]
  %1244 = icmp eq i32 %1243, 1
  br i1 %1244, label %1245, label %1246, !prof !28

1245:                                             ; preds = %1242
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1220) #25
  br label %1246

1246:                                             ; preds = %1245, %1242, %1227, %1219
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %26) #25
  %1247 = load ptr, ptr %170, align 8, !tbaa !18
  %1248 = icmp eq ptr %1247, null
  br i1 %1248, label %1273, label %1249

1249:                                             ; preds = %1246
  %1250 = getelementptr inbounds i8, ptr %1247, i64 8
  %1251 = load atomic i64, ptr %1250 acquire, align 8
  %1252 = icmp eq i64 %1251, 4294967297
  %1253 = trunc i64 %1251 to i32
  br i1 %1252, label %1254, label %1262

1254:                                             ; preds = %1249
  store i32 0, ptr %1250, align 8, !tbaa !20
  %1255 = getelementptr inbounds i8, ptr %1247, i64 12
  store i32 0, ptr %1255, align 4, !tbaa !23
  %1256 = load ptr, ptr %1247, align 8, !tbaa !24
  %1257 = getelementptr inbounds i8, ptr %1256, i64 16
  %1258 = load ptr, ptr %1257, align 8
  call void %1258(ptr noundef nonnull align 8 dereferenceable(16) %1247) #25
  %1259 = load ptr, ptr %1247, align 8, !tbaa !24
  %1260 = getelementptr inbounds i8, ptr %1259, i64 24
  %1261 = load ptr, ptr %1260, align 8
  call void %1261(ptr noundef nonnull align 8 dereferenceable(16) %1247) #25
  br label %1273

1262:                                             ; preds = %1249
  %1263 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %1264 = icmp eq i8 %1263, 0
  br i1 %1264, label %1267, label %1265

1265:                                             ; preds = %1262
  %1266 = add nsw i32 %1253, -1
  store i32 %1266, ptr %1250, align 4, !tbaa !27
  br label %1269

1267:                                             ; preds = %1262
  %1268 = atomicrmw volatile add ptr %1250, i32 -1 acq_rel, align 4
  br label %1269

1269:                                             ; preds = %1267, %1265
  %1270 = phi i32 [ %1253, %1265 ], [ %1268, %1267 ]
  %1271 = icmp eq i32 %1270, 1
  br i1 %1271, label %1272, label %1273, !prof !28

1272:                                             ; preds = %1269
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1247) #25
  br label %1273

1273:                                             ; preds = %1272, %1269, %1254, %1246
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24) #25
  %1274 = load ptr, ptr %152, align 8, !tbaa !18
  %1275 = icmp eq ptr %1274, null
  br i1 %1275, label %1312, label %1276

1276:                                             ; preds = %1273
  %1277 = getelementptr inbounds i8, ptr %1274, i64 8
  %1278 = load atomic i64, ptr %1277 acquire, align 8
  %1279 = icmp eq i64 %1278, 4294967297
  %1280 = trunc i64 %1278 to i32
  br i1 %1279, label %1281, label %1289

1281:                                             ; preds = %1276
  store i32 0, ptr %1277, align 8, !tbaa !20
  %1282 = getelementptr inbounds i8, ptr %1274, i64 12
  store i32 0, ptr %1282, align 4, !tbaa !23
  %1283 = load ptr, ptr %1274, align 8, !tbaa !24
  %1284 = getelementptr inbounds i8, ptr %1283, i64 16
  %1285 = load ptr, ptr %1284, align 8
  call void %1285(ptr noundef nonnull align 8 dereferenceable(16) %1274) #25
  %1286 = load ptr, ptr %1274, align 8, !tbaa !24
  %1287 = getelementptr inbounds i8, ptr %1286, i64 24
  %1288 = load ptr, ptr %1287, align 8
  call void %1288(ptr noundef nonnull align 8 dereferenceable(16) %1274) #25
  br label %1312

1289:                                             ; preds = %1276
  %1290 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %1291 = icmp eq i8 %1290, 0
  br i1 %1291, label %1294, label %1292

1292:                                             ; preds = %1289
  %1293 = add nsw i32 %1280, -1
  store i32 %1293, ptr %1277, align 4, !tbaa !27
  br label %1296

1294:                                             ; preds = %1289
  %1295 = atomicrmw volatile add ptr %1277, i32 -1 acq_rel, align 4
  br label %1296

1296:                                             ; preds = %1294, %1292
  %1297 = phi i32 [ %1280, %1292 ], [ %1295, %1294 ]
  %1298 = icmp eq i32 %1297, 1
  br i1 %1298, label %1299, label %1312, !prof !28

1299:                                             ; preds = %1296
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1274) #25
  br label %1312

1300:                                             ; preds = %2
  %1301 = landingpad { ptr, i32 }
          cleanup
  br label %1302

1302:                                             ; preds = %1300, %33
  %1303 = phi { ptr, i32 } [ %1301, %1300 ], [ %34, %33 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %23) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %23) #25
  br label %1310

1304:                                             ; preds = %84
  %1305 = landingpad { ptr, i32 }
          cleanup
  br label %1306

1306:                                             ; preds = %1304, %91
  %1307 = phi { ptr, i32 } [ %1305, %1304 ], [ %92, %91 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %25) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %25) #25
  br label %1308

1308:                                             ; preds = %1306, %1190
  %1309 = phi { ptr, i32 } [ %1191, %1190 ], [ %1307, %1306 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24) #25
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %22) #25
  br label %1310

1310:                                             ; preds = %1308, %1302
  %1311 = phi { ptr, i32 } [ %1309, %1308 ], [ %1303, %1302 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %22) #25
  resume { ptr, i32 } %1311

1312:                                             ; preds = %1273, %1281, %1296, %1299
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %22) #25
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
  store ptr @_ZTIZ4mainEUlRN4sycl3_V17handlerEE_, ptr %0, align 8, !tbaa !9
  br label %14

5:                                                ; preds = %3
  %6 = load ptr, ptr %1, align 8, !tbaa !9
  store ptr %6, ptr %0, align 8, !tbaa !9
  br label %14

7:                                                ; preds = %3
  %8 = load ptr, ptr %1, align 8, !tbaa !9
  %9 = tail call noalias noundef nonnull dereferenceable(32) ptr @_Znwm(i64 noundef 32) #29
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %9, ptr noundef nonnull readonly align 8 dereferenceable(32) %8, i64 32, i1 false), !tbaa.struct !171
  store ptr %9, ptr %0, align 8, !tbaa !9
  br label %14

10:                                               ; preds = %3
  %11 = load ptr, ptr %0, align 8, !tbaa !9
  %12 = icmp eq ptr %11, null
  br i1 %12, label %14, label %13

13:                                               ; preds = %10
  tail call void @_ZdlPvm(ptr noundef nonnull %11, i64 noundef 32) #27
  br label %14

14:                                               ; preds = %3, %13, %10, %7, %5, %4
  ret i1 false
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define internal fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr nocapture noundef nonnull readonly align 8 dereferenceable(72) %0) unnamed_addr #4 align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 48
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !24
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  %30 = getelementptr inbounds i8, ptr %0, i64 16
  %31 = load ptr, ptr %30, align 8, !tbaa !18
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !20
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !23
  %40 = load ptr, ptr %31, align 8, !tbaa !24
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  %43 = load ptr, ptr %31, align 8, !tbaa !24
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !27
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !28

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIiLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi1ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range.114", align 8
  %8 = alloca %"class.sycl::_V1::range.114", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %11 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %12 = load i64, ptr %11, align 8
  store i64 %12, ptr %7, align 8, !tbaa !5, !alias.scope !172
  %13 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 1, ptr %13, align 8, !tbaa !5, !alias.scope !172
  %14 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %14, align 8, !tbaa !5, !alias.scope !172
  store i64 %12, ptr %8, align 8, !tbaa !5, !alias.scope !175
  %15 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 1, ptr %15, align 8, !tbaa !5, !alias.scope !175
  %16 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %16, align 8, !tbaa !5, !alias.scope !175
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #25
  %17 = load i64, ptr %3, align 8
  %18 = getelementptr inbounds i8, ptr %3, i64 8
  %19 = getelementptr inbounds i8, ptr %3, i64 16
  %20 = load ptr, ptr %19, align 8, !tbaa !9
  %21 = load ptr, ptr %18, align 8, !tbaa !9
  %22 = ptrtoint ptr %20 to i64
  %23 = ptrtoint ptr %21 to i64
  %24 = sub i64 %22, %23
  %25 = icmp eq ptr %20, %21
  br i1 %25, label %52, label %26

26:                                               ; preds = %5
  %27 = icmp ugt i64 %24, 9223372036854775792
  br i1 %27, label %28, label %29, !prof !28

28:                                               ; preds = %26
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #28
  unreachable

29:                                               ; preds = %26
  %30 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %24) #29
  br label %31

31:                                               ; preds = %48, %29
  %32 = phi ptr [ %50, %48 ], [ %30, %29 ]
  %33 = phi ptr [ %49, %48 ], [ %21, %29 ]
  %34 = load ptr, ptr %33, align 8, !tbaa !178
  store ptr %34, ptr %32, align 8, !tbaa !178
  %35 = getelementptr inbounds i8, ptr %32, i64 8
  %36 = getelementptr inbounds i8, ptr %33, i64 8
  %37 = load ptr, ptr %36, align 8, !tbaa !18
  store ptr %37, ptr %35, align 8, !tbaa !18
  %38 = icmp eq ptr %37, null
  br i1 %38, label %48, label %39

39:                                               ; preds = %31
  %40 = getelementptr inbounds i8, ptr %37, i64 8
  %41 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %42 = icmp eq i8 %41, 0
  br i1 %42, label %46, label %43

43:                                               ; preds = %39
  %44 = load i32, ptr %40, align 4, !tbaa !27
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr %40, align 4, !tbaa !27
  br label %48

46:                                               ; preds = %39
  %47 = atomicrmw volatile add ptr %40, i32 1 acq_rel, align 4
  br label %48

48:                                               ; preds = %46, %43, %31
  %49 = getelementptr inbounds i8, ptr %33, i64 16
  %50 = getelementptr inbounds i8, ptr %32, i64 16
  %51 = icmp eq ptr %49, %20
  br i1 %51, label %52, label %31, !llvm.loop !180

52:                                               ; preds = %48, %5
  %53 = phi ptr [ null, %5 ], [ %30, %48 ]
  %54 = phi ptr [ null, %5 ], [ %50, %48 ]
  %55 = getelementptr inbounds i8, ptr %53, i64 %24
  store i64 %17, ptr %9, align 8
  %56 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %53, ptr %56, align 8, !tbaa !15
  %57 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %54, ptr %57, align 8, !tbaa !17
  %58 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %55, ptr %58, align 8, !tbaa !31
  %59 = load ptr, ptr %1, align 8, !tbaa !103
  %60 = icmp eq ptr %59, null
  br i1 %60, label %61, label %62

61:                                               ; preds = %52
  tail call void @__assert_fail(ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.15, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS7_) #26
  unreachable

62:                                               ; preds = %52
  %63 = getelementptr inbounds i8, ptr %1, i64 24
  %64 = load i64, ptr %63, align 8, !tbaa !95
  %65 = getelementptr inbounds i8, ptr %1, i64 32
  %66 = load i8, ptr %65, align 8, !tbaa !102, !range !64, !noundef !65
  %67 = trunc nuw i8 %66 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.114") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.114") align 8 %8, i32 noundef 1024, ptr noundef nonnull %59, i32 noundef 1, i32 noundef 4, i64 noundef %64, i1 noundef zeroext %67, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %68 unwind label %234

68:                                               ; preds = %62
  %69 = icmp eq ptr %53, %54
  br i1 %69, label %104, label %70

70:                                               ; preds = %68, %99
  %71 = phi ptr [ %100, %99 ], [ %53, %68 ]
  %72 = getelementptr inbounds i8, ptr %71, i64 8
  %73 = load ptr, ptr %72, align 8, !tbaa !18
  %74 = icmp eq ptr %73, null
  br i1 %74, label %99, label %75

75:                                               ; preds = %70
  %76 = getelementptr inbounds i8, ptr %73, i64 8
  %77 = load atomic i64, ptr %76 acquire, align 8
  %78 = icmp eq i64 %77, 4294967297
  %79 = trunc i64 %77 to i32
  br i1 %78, label %80, label %88

80:                                               ; preds = %75
  store i32 0, ptr %76, align 8, !tbaa !20
  %81 = getelementptr inbounds i8, ptr %73, i64 12
  store i32 0, ptr %81, align 4, !tbaa !23
  %82 = load ptr, ptr %73, align 8, !tbaa !24
  %83 = getelementptr inbounds i8, ptr %82, i64 16
  %84 = load ptr, ptr %83, align 8
  tail call void %84(ptr noundef nonnull align 8 dereferenceable(16) %73) #25
  %85 = load ptr, ptr %73, align 8, !tbaa !24
  %86 = getelementptr inbounds i8, ptr %85, i64 24
  %87 = load ptr, ptr %86, align 8
  tail call void %87(ptr noundef nonnull align 8 dereferenceable(16) %73) #25
  br label %99

88:                                               ; preds = %75
  %89 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %90 = icmp eq i8 %89, 0
  br i1 %90, label %93, label %91

91:                                               ; preds = %88
  %92 = add nsw i32 %79, -1
  store i32 %92, ptr %76, align 4, !tbaa !27
  br label %95

93:                                               ; preds = %88
  %94 = atomicrmw volatile add ptr %76, i32 -1 acq_rel, align 4
  br label %95

95:                                               ; preds = %93, %91
  %96 = phi i32 [ %79, %91 ], [ %94, %93 ]
  %97 = icmp eq i32 %96, 1
  br i1 %97, label %98, label %99, !prof !28

98:                                               ; preds = %95
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %73) #25
  br label %99

99:                                               ; preds = %98, %95, %80, %70
  %100 = getelementptr inbounds i8, ptr %71, i64 16
  %101 = icmp eq ptr %100, %54
  br i1 %101, label %102, label %70, !llvm.loop !29

102:                                              ; preds = %99
  %103 = load ptr, ptr %56, align 8, !tbaa !15
  br label %104

104:                                              ; preds = %102, %68
  %105 = phi ptr [ %103, %102 ], [ %53, %68 ]
  %106 = icmp eq ptr %105, null
  br i1 %106, label %112, label %107

107:                                              ; preds = %104
  %108 = load ptr, ptr %58, align 8, !tbaa !31
  %109 = ptrtoint ptr %108 to i64
  %110 = ptrtoint ptr %105 to i64
  %111 = sub i64 %109, %110
  tail call void @_ZdlPvm(ptr noundef nonnull %105, i64 noundef %111) #27
  br label %112

112:                                              ; preds = %104, %107
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #25
  %113 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr null, ptr %113, align 8, !tbaa !181
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #25
  %114 = load i64, ptr %3, align 8
  %115 = load ptr, ptr %19, align 8, !tbaa !9
  %116 = load ptr, ptr %18, align 8, !tbaa !9
  %117 = ptrtoint ptr %115 to i64
  %118 = ptrtoint ptr %116 to i64
  %119 = sub i64 %117, %118
  %120 = icmp eq ptr %115, %116
  br i1 %120, label %148, label %121

121:                                              ; preds = %112
  %122 = icmp ugt i64 %119, 9223372036854775792
  br i1 %122, label %123, label %125, !prof !28

123:                                              ; preds = %121
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #28
          to label %124 unwind label %238

124:                                              ; preds = %123
  unreachable

125:                                              ; preds = %121
  %126 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %119) #29
          to label %127 unwind label %238

127:                                              ; preds = %125, %144
  %128 = phi ptr [ %146, %144 ], [ %126, %125 ]
  %129 = phi ptr [ %145, %144 ], [ %116, %125 ]
  %130 = load ptr, ptr %129, align 8, !tbaa !178
  store ptr %130, ptr %128, align 8, !tbaa !178
  %131 = getelementptr inbounds i8, ptr %128, i64 8
  %132 = getelementptr inbounds i8, ptr %129, i64 8
  %133 = load ptr, ptr %132, align 8, !tbaa !18
  store ptr %133, ptr %131, align 8, !tbaa !18
  %134 = icmp eq ptr %133, null
  br i1 %134, label %144, label %135

135:                                              ; preds = %127
  %136 = getelementptr inbounds i8, ptr %133, i64 8
  %137 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %138 = icmp eq i8 %137, 0
  br i1 %138, label %142, label %139

139:                                              ; preds = %135
  %140 = load i32, ptr %136, align 4, !tbaa !27
  %141 = add nsw i32 %140, 1
  store i32 %141, ptr %136, align 4, !tbaa !27
  br label %144

142:                                              ; preds = %135
  %143 = atomicrmw volatile add ptr %136, i32 1 acq_rel, align 4
  br label %144

144:                                              ; preds = %142, %139, %127
  %145 = getelementptr inbounds i8, ptr %129, i64 16
  %146 = getelementptr inbounds i8, ptr %128, i64 16
  %147 = icmp eq ptr %145, %115
  br i1 %147, label %148, label %127, !llvm.loop !180

148:                                              ; preds = %144, %112
  %149 = phi ptr [ null, %112 ], [ %126, %144 ]
  %150 = phi ptr [ null, %112 ], [ %146, %144 ]
  %151 = getelementptr inbounds i8, ptr %149, i64 %119
  store i64 %114, ptr %10, align 8
  %152 = getelementptr inbounds i8, ptr %10, i64 8
  store ptr %149, ptr %152, align 8, !tbaa !15
  %153 = getelementptr inbounds i8, ptr %10, i64 16
  store ptr %150, ptr %153, align 8, !tbaa !17
  %154 = getelementptr inbounds i8, ptr %10, i64 24
  store ptr %151, ptr %154, align 8, !tbaa !31
  %155 = and i64 %114, 16
  %156 = icmp eq i64 %155, 0
  br i1 %156, label %166, label %157

157:                                              ; preds = %148
  %158 = tail call ptr @__cxa_allocate_exception(i64 64) #25
  %159 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #25
  %160 = extractvalue { i32, ptr } %159, 0
  %161 = extractvalue { i32, ptr } %159, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %158, i32 %160, ptr %161, ptr noundef nonnull @.str.17)
          to label %162 unwind label %164

162:                                              ; preds = %157
  invoke void @__cxa_throw(ptr nonnull %158, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #28
          to label %163 unwind label %240

163:                                              ; preds = %162
  unreachable

164:                                              ; preds = %157
  %165 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %158) #25
  br label %242

166:                                              ; preds = %148
  %167 = icmp eq ptr %149, %150
  br i1 %167, label %202, label %168

168:                                              ; preds = %166, %197
  %169 = phi ptr [ %198, %197 ], [ %149, %166 ]
  %170 = getelementptr inbounds i8, ptr %169, i64 8
  %171 = load ptr, ptr %170, align 8, !tbaa !18
  %172 = icmp eq ptr %171, null
  br i1 %172, label %197, label %173

173:                                              ; preds = %168
  %174 = getelementptr inbounds i8, ptr %171, i64 8
  %175 = load atomic i64, ptr %174 acquire, align 8
  %176 = icmp eq i64 %175, 4294967297
  %177 = trunc i64 %175 to i32
  br i1 %176, label %178, label %186

178:                                              ; preds = %173
  store i32 0, ptr %174, align 8, !tbaa !20
  %179 = getelementptr inbounds i8, ptr %171, i64 12
  store i32 0, ptr %179, align 4, !tbaa !23
  %180 = load ptr, ptr %171, align 8, !tbaa !24
  %181 = getelementptr inbounds i8, ptr %180, i64 16
  %182 = load ptr, ptr %181, align 8
  tail call void %182(ptr noundef nonnull align 8 dereferenceable(16) %171) #25
  %183 = load ptr, ptr %171, align 8, !tbaa !24
  %184 = getelementptr inbounds i8, ptr %183, i64 24
  %185 = load ptr, ptr %184, align 8
  tail call void %185(ptr noundef nonnull align 8 dereferenceable(16) %171) #25
  br label %197

186:                                              ; preds = %173
  %187 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %188 = icmp eq i8 %187, 0
  br i1 %188, label %191, label %189

189:                                              ; preds = %186
  %190 = add nsw i32 %177, -1
  store i32 %190, ptr %174, align 4, !tbaa !27
  br label %193

191:                                              ; preds = %186
  %192 = atomicrmw volatile add ptr %174, i32 -1 acq_rel, align 4
  br label %193

193:                                              ; preds = %191, %189
  %194 = phi i32 [ %177, %189 ], [ %192, %191 ]
  %195 = icmp eq i32 %194, 1
  br i1 %195, label %196, label %197, !prof !28

196:                                              ; preds = %193
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %171) #25
  br label %197

197:                                              ; preds = %196, %193, %178, %168
  %198 = getelementptr inbounds i8, ptr %169, i64 16
  %199 = icmp eq ptr %198, %150
  br i1 %199, label %200, label %168, !llvm.loop !29

200:                                              ; preds = %197
  %201 = load ptr, ptr %152, align 8, !tbaa !15
  br label %202

202:                                              ; preds = %200, %166
  %203 = phi ptr [ %201, %200 ], [ %149, %166 ]
  %204 = icmp eq ptr %203, null
  br i1 %204, label %210, label %205

205:                                              ; preds = %202
  %206 = load ptr, ptr %154, align 8, !tbaa !31
  %207 = ptrtoint ptr %206 to i64
  %208 = ptrtoint ptr %203 to i64
  %209 = sub i64 %207, %208
  tail call void @_ZdlPvm(ptr noundef nonnull %203, i64 noundef %209) #27
  br label %210

210:                                              ; preds = %202, %205
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #25
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %211 unwind label %236

211:                                              ; preds = %210
  %212 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %213 unwind label %236

213:                                              ; preds = %211
  store ptr %212, ptr %113, align 8, !tbaa !181
  %214 = load ptr, ptr %1, align 8, !tbaa !103
  %215 = icmp eq ptr %214, null
  br i1 %215, label %216, label %217

216:                                              ; preds = %213
  tail call void @__assert_fail(ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.15, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS7_) #26
  unreachable

217:                                              ; preds = %213
  %218 = load ptr, ptr %0, align 8, !tbaa !151
  invoke void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef nonnull %214, ptr noundef %218, i32 noundef 2014, i32 noundef 1024, ptr noundef nonnull align 8 dereferenceable(32) %4)
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
  %228 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
  %229 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
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
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #25
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
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %10) #25
  br label %244

244:                                              ; preds = %242, %238
  %245 = phi { ptr, i32 } [ %243, %242 ], [ %239, %238 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #25
  br label %246

246:                                              ; preds = %244, %236
  %247 = phi { ptr, i32 } [ %237, %236 ], [ %245, %244 ]
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
  br label %248

248:                                              ; preds = %246, %234
  %249 = phi { ptr, i32 } [ %247, %246 ], [ %235, %234 ]
  resume { ptr, i32 } %249
}

declare void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef byval(%"class.sycl::_V1::id") align 8, ptr noundef byval(%"class.sycl::_V1::range.114") align 8, ptr noundef byval(%"class.sycl::_V1::range.114") align 8, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i64 noundef, i1 noundef zeroext, ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #6

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  tail call void %21(ptr noundef nonnull align 8 dereferenceable(16) %10) #25
  %22 = load ptr, ptr %10, align 8, !tbaa !24
  %23 = getelementptr inbounds i8, ptr %22, i64 24
  %24 = load ptr, ptr %23, align 8
  tail call void %24(ptr noundef nonnull align 8 dereferenceable(16) %10) #25
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %10) #25
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
  tail call void @_ZdlPvm(ptr noundef nonnull %42, i64 noundef %49) #27
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
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIjLi1ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IjLi1ENS0_6detail17aligned_allocatorIjEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range.114", align 8
  %8 = alloca %"class.sycl::_V1::range.114", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %11 = load i64, ptr %10, align 8
  store i64 %11, ptr %7, align 8, !tbaa !5, !alias.scope !182
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 1, ptr %12, align 8, !tbaa !5, !alias.scope !182
  %13 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %13, align 8, !tbaa !5, !alias.scope !182
  store i64 %11, ptr %8, align 8, !tbaa !5, !alias.scope !185
  %14 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 1, ptr %14, align 8, !tbaa !5, !alias.scope !185
  %15 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %15, align 8, !tbaa !5, !alias.scope !185
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #25
  %16 = load i64, ptr %3, align 8
  %17 = getelementptr inbounds i8, ptr %3, i64 8
  %18 = getelementptr inbounds i8, ptr %3, i64 16
  %19 = load ptr, ptr %18, align 8, !tbaa !9
  %20 = load ptr, ptr %17, align 8, !tbaa !9
  %21 = ptrtoint ptr %19 to i64
  %22 = ptrtoint ptr %20 to i64
  %23 = sub i64 %21, %22
  %24 = icmp eq ptr %19, %20
  br i1 %24, label %51, label %25

25:                                               ; preds = %5
  %26 = icmp ugt i64 %23, 9223372036854775792
  br i1 %26, label %27, label %28, !prof !28

27:                                               ; preds = %25
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #28
  unreachable

28:                                               ; preds = %25
  %29 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %23) #29
  br label %30

30:                                               ; preds = %47, %28
  %31 = phi ptr [ %49, %47 ], [ %29, %28 ]
  %32 = phi ptr [ %48, %47 ], [ %20, %28 ]
  %33 = load ptr, ptr %32, align 8, !tbaa !178
  store ptr %33, ptr %31, align 8, !tbaa !178
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = getelementptr inbounds i8, ptr %32, i64 8
  %36 = load ptr, ptr %35, align 8, !tbaa !18
  store ptr %36, ptr %34, align 8, !tbaa !18
  %37 = icmp eq ptr %36, null
  br i1 %37, label %47, label %38

38:                                               ; preds = %30
  %39 = getelementptr inbounds i8, ptr %36, i64 8
  %40 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %41 = icmp eq i8 %40, 0
  br i1 %41, label %45, label %42

42:                                               ; preds = %38
  %43 = load i32, ptr %39, align 4, !tbaa !27
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %39, align 4, !tbaa !27
  br label %47

45:                                               ; preds = %38
  %46 = atomicrmw volatile add ptr %39, i32 1 acq_rel, align 4
  br label %47

47:                                               ; preds = %45, %42, %30
  %48 = getelementptr inbounds i8, ptr %32, i64 16
  %49 = getelementptr inbounds i8, ptr %31, i64 16
  %50 = icmp eq ptr %48, %19
  br i1 %50, label %51, label %30, !llvm.loop !180

51:                                               ; preds = %47, %5
  %52 = phi ptr [ null, %5 ], [ %29, %47 ]
  %53 = phi ptr [ null, %5 ], [ %49, %47 ]
  %54 = getelementptr inbounds i8, ptr %52, i64 %23
  store i64 %16, ptr %9, align 8
  %55 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %52, ptr %55, align 8, !tbaa !15
  %56 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %53, ptr %56, align 8, !tbaa !17
  %57 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %54, ptr %57, align 8, !tbaa !31
  %58 = load ptr, ptr %1, align 8, !tbaa !103
  %59 = icmp eq ptr %58, null
  br i1 %59, label %60, label %61

60:                                               ; preds = %51
  tail call void @__assert_fail(ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.15, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIjLi1ENS1_17aligned_allocatorIjEEvEEEERKDtsrT_4implERKS7_) #26
  unreachable

61:                                               ; preds = %51
  %62 = and i64 %16, 16
  %63 = icmp eq i64 %62, 0
  %64 = select i1 %63, i32 1026, i32 1028
  %65 = getelementptr inbounds i8, ptr %1, i64 24
  %66 = load i64, ptr %65, align 8, !tbaa !116
  %67 = getelementptr inbounds i8, ptr %1, i64 32
  %68 = load i8, ptr %67, align 8, !tbaa !118, !range !64, !noundef !65
  %69 = trunc nuw i8 %68 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.114") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.114") align 8 %8, i32 noundef %64, ptr noundef nonnull %58, i32 noundef 1, i32 noundef 4, i64 noundef %66, i1 noundef zeroext %69, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %70 unwind label %206

70:                                               ; preds = %61
  %71 = icmp eq ptr %52, %53
  br i1 %71, label %106, label %72

72:                                               ; preds = %70, %101
  %73 = phi ptr [ %102, %101 ], [ %52, %70 ]
  %74 = getelementptr inbounds i8, ptr %73, i64 8
  %75 = load ptr, ptr %74, align 8, !tbaa !18
  %76 = icmp eq ptr %75, null
  br i1 %76, label %101, label %77

77:                                               ; preds = %72
  %78 = getelementptr inbounds i8, ptr %75, i64 8
  %79 = load atomic i64, ptr %78 acquire, align 8
  %80 = icmp eq i64 %79, 4294967297
  %81 = trunc i64 %79 to i32
  br i1 %80, label %82, label %90

82:                                               ; preds = %77
  store i32 0, ptr %78, align 8, !tbaa !20
  %83 = getelementptr inbounds i8, ptr %75, i64 12
  store i32 0, ptr %83, align 4, !tbaa !23
  %84 = load ptr, ptr %75, align 8, !tbaa !24
  %85 = getelementptr inbounds i8, ptr %84, i64 16
  %86 = load ptr, ptr %85, align 8
  tail call void %86(ptr noundef nonnull align 8 dereferenceable(16) %75) #25
  %87 = load ptr, ptr %75, align 8, !tbaa !24
  %88 = getelementptr inbounds i8, ptr %87, i64 24
  %89 = load ptr, ptr %88, align 8
  tail call void %89(ptr noundef nonnull align 8 dereferenceable(16) %75) #25
  br label %101

90:                                               ; preds = %77
  %91 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %92 = icmp eq i8 %91, 0
  br i1 %92, label %95, label %93

93:                                               ; preds = %90
  %94 = add nsw i32 %81, -1
  store i32 %94, ptr %78, align 4, !tbaa !27
  br label %97

95:                                               ; preds = %90
  %96 = atomicrmw volatile add ptr %78, i32 -1 acq_rel, align 4
  br label %97

97:                                               ; preds = %95, %93
  %98 = phi i32 [ %81, %93 ], [ %96, %95 ]
  %99 = icmp eq i32 %98, 1
  br i1 %99, label %100, label %101, !prof !28

100:                                              ; preds = %97
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %75) #25
  br label %101

101:                                              ; preds = %100, %97, %82, %72
  %102 = getelementptr inbounds i8, ptr %73, i64 16
  %103 = icmp eq ptr %102, %53
  br i1 %103, label %104, label %72, !llvm.loop !29

104:                                              ; preds = %101
  %105 = load ptr, ptr %55, align 8, !tbaa !15
  br label %106

106:                                              ; preds = %104, %70
  %107 = phi ptr [ %105, %104 ], [ %52, %70 ]
  %108 = icmp eq ptr %107, null
  br i1 %108, label %114, label %109

109:                                              ; preds = %106
  %110 = load ptr, ptr %57, align 8, !tbaa !31
  %111 = ptrtoint ptr %110 to i64
  %112 = ptrtoint ptr %107 to i64
  %113 = sub i64 %111, %112
  tail call void @_ZdlPvm(ptr noundef nonnull %107, i64 noundef %113) #27
  br label %114

114:                                              ; preds = %106, %109
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #25
  %115 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr null, ptr %115, align 8, !tbaa !188
  %116 = load ptr, ptr %18, align 8, !tbaa !9
  %117 = load ptr, ptr %17, align 8, !tbaa !9
  %118 = ptrtoint ptr %116 to i64
  %119 = ptrtoint ptr %117 to i64
  %120 = sub i64 %118, %119
  %121 = icmp eq ptr %116, %117
  br i1 %121, label %182, label %122

122:                                              ; preds = %114
  %123 = icmp ugt i64 %120, 9223372036854775792
  br i1 %123, label %124, label %126, !prof !28

124:                                              ; preds = %122
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #28
          to label %125 unwind label %210

125:                                              ; preds = %124
  unreachable

126:                                              ; preds = %122
  %127 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %120) #29
          to label %128 unwind label %210

128:                                              ; preds = %126, %145
  %129 = phi ptr [ %147, %145 ], [ %127, %126 ]
  %130 = phi ptr [ %146, %145 ], [ %117, %126 ]
  %131 = load ptr, ptr %130, align 8, !tbaa !178
  store ptr %131, ptr %129, align 8, !tbaa !178
  %132 = getelementptr inbounds i8, ptr %129, i64 8
  %133 = getelementptr inbounds i8, ptr %130, i64 8
  %134 = load ptr, ptr %133, align 8, !tbaa !18
  store ptr %134, ptr %132, align 8, !tbaa !18
  %135 = icmp eq ptr %134, null
  br i1 %135, label %145, label %136

136:                                              ; preds = %128
  %137 = getelementptr inbounds i8, ptr %134, i64 8
  %138 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %139 = icmp eq i8 %138, 0
  br i1 %139, label %143, label %140

140:                                              ; preds = %136
  %141 = load i32, ptr %137, align 4, !tbaa !27
  %142 = add nsw i32 %141, 1
  store i32 %142, ptr %137, align 4, !tbaa !27
  br label %145

143:                                              ; preds = %136
  %144 = atomicrmw volatile add ptr %137, i32 1 acq_rel, align 4
  br label %145

145:                                              ; preds = %143, %140, %128
  %146 = getelementptr inbounds i8, ptr %130, i64 16
  %147 = getelementptr inbounds i8, ptr %129, i64 16
  %148 = icmp eq ptr %146, %116
  br i1 %148, label %149, label %128, !llvm.loop !180

149:                                              ; preds = %145, %178
  %150 = phi ptr [ %179, %178 ], [ %127, %145 ]
  %151 = getelementptr inbounds i8, ptr %150, i64 8
  %152 = load ptr, ptr %151, align 8, !tbaa !18
  %153 = icmp eq ptr %152, null
  br i1 %153, label %178, label %154

154:                                              ; preds = %149
  %155 = getelementptr inbounds i8, ptr %152, i64 8
  %156 = load atomic i64, ptr %155 acquire, align 8
  %157 = icmp eq i64 %156, 4294967297
  %158 = trunc i64 %156 to i32
  br i1 %157, label %159, label %167

159:                                              ; preds = %154
  store i32 0, ptr %155, align 8, !tbaa !20
  %160 = getelementptr inbounds i8, ptr %152, i64 12
  store i32 0, ptr %160, align 4, !tbaa !23
  %161 = load ptr, ptr %152, align 8, !tbaa !24
  %162 = getelementptr inbounds i8, ptr %161, i64 16
  %163 = load ptr, ptr %162, align 8
  tail call void %163(ptr noundef nonnull align 8 dereferenceable(16) %152) #25
  %164 = load ptr, ptr %152, align 8, !tbaa !24
  %165 = getelementptr inbounds i8, ptr %164, i64 24
  %166 = load ptr, ptr %165, align 8
  tail call void %166(ptr noundef nonnull align 8 dereferenceable(16) %152) #25
  br label %178

167:                                              ; preds = %154
  %168 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %169 = icmp eq i8 %168, 0
  br i1 %169, label %172, label %170

170:                                              ; preds = %167
  %171 = add nsw i32 %158, -1
  store i32 %171, ptr %155, align 4, !tbaa !27
  br label %174

172:                                              ; preds = %167
  %173 = atomicrmw volatile add ptr %155, i32 -1 acq_rel, align 4
  br label %174

174:                                              ; preds = %172, %170
  %175 = phi i32 [ %158, %170 ], [ %173, %172 ]
  %176 = icmp eq i32 %175, 1
  br i1 %176, label %177, label %178, !prof !28

177:                                              ; preds = %174
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %152) #25
  br label %178

178:                                              ; preds = %177, %174, %159, %149
  %179 = getelementptr inbounds i8, ptr %150, i64 16
  %180 = icmp eq ptr %150, %129
  br i1 %180, label %181, label %149, !llvm.loop !29

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
  store ptr %184, ptr %115, align 8, !tbaa !188
  %186 = load ptr, ptr %1, align 8, !tbaa !103
  %187 = icmp eq ptr %186, null
  br i1 %187, label %188, label %189

188:                                              ; preds = %185
  tail call void @__assert_fail(ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.15, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIjLi1ENS1_17aligned_allocatorIjEEvEEEERKDtsrT_4implERKS7_) #26
  unreachable

189:                                              ; preds = %185
  %190 = load ptr, ptr %0, align 8, !tbaa !151
  invoke void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef nonnull %186, ptr noundef %190, i32 noundef 2014, i32 noundef 1026, ptr noundef nonnull align 8 dereferenceable(32) %4)
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

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_(ptr dead_on_unwind noalias writable sret(%"class.std::tuple.116") align 8 %0, ptr noundef nonnull align 8 dereferenceable(216) %1, i64 %2) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.std::tuple.124", align 8
  %5 = alloca %"class.sycl::_V1::range", align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i8, align 1
  %10 = alloca %class.anon.123, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #25
  store i64 %2, ptr %5, align 8
  %11 = tail call noundef zeroext i1 @_ZN4sycl3_V17handler20DisableRangeRoundingEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
  br i1 %11, label %12, label %14

12:                                               ; preds = %3
  store i8 0, ptr %0, align 8, !tbaa !189
  %13 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 0, ptr %13, align 8
  br label %54

14:                                               ; preds = %3
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #25
  store i64 16, ptr %6, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #25
  store i64 32, ptr %7, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #25
  store i64 1024, ptr %8, align 8, !tbaa !5
  call void @_ZN4sycl3_V17handler24GetRangeRoundingSettingsERmS2_S2_(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(8) %6, ptr noundef nonnull align 8 dereferenceable(8) %7, ptr noundef nonnull align 8 dereferenceable(8) %8)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #25
  call void @_ZN4sycl3_V17handler19getMaxWorkGroups_v2Ev(ptr dead_on_unwind nonnull writable sret(%"class.std::tuple.124") align 8 %4, ptr noundef nonnull align 8 dereferenceable(216) %1)
  %15 = getelementptr inbounds i8, ptr %4, i64 8
  %16 = load i8, ptr %4, align 8, !tbaa !152, !range !64, !noundef !65
  %17 = trunc nuw i8 %16 to i1
  %18 = load i64, ptr %15, align 8
  %19 = call i64 @llvm.umin.i64(i64 %18, i64 2147483647)
  %20 = select i1 %17, i64 %19, i64 2147483647
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #25
  %21 = load i64, ptr %7, align 8, !tbaa !5
  %22 = mul i64 %20, %21
  %23 = icmp ugt i64 %22, 4294967295
  br i1 %23, label %24, label %27

24:                                               ; preds = %14
  %25 = urem i64 4294967295, %21
  %26 = xor i64 %25, 4294967295
  br label %27

27:                                               ; preds = %14, %24
  %28 = phi i64 [ %26, %24 ], [ %22, %14 ]
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %9) #25
  store i8 0, ptr %9, align 1, !tbaa !152
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10) #25
  store ptr %1, ptr %10, align 8, !tbaa !191
  %29 = getelementptr inbounds i8, ptr %10, i64 8
  store ptr %5, ptr %29, align 8, !tbaa !9
  %30 = getelementptr inbounds i8, ptr %10, i64 16
  store ptr %9, ptr %30, align 8, !tbaa !9
  %31 = load i64, ptr %6, align 8, !tbaa !5
  %32 = urem i64 %2, %31
  %33 = icmp eq i64 %32, 0
  %34 = load i64, ptr %8, align 8
  %35 = icmp ugt i64 %34, %2
  %36 = select i1 %33, i1 true, i1 %35
  br i1 %36, label %44, label %37

37:                                               ; preds = %27
  %38 = add i64 %21, %2
  %39 = freeze i64 %38
  %40 = add i64 %39, -1
  %41 = urem i64 %40, %21
  %42 = sub nuw i64 %40, %41
  call void @_ZZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ENKUlimE_clEim(ptr noundef nonnull align 8 dereferenceable(24) %10, i32 noundef 0, i64 noundef %42)
  %43 = load i64, ptr %5, align 8, !tbaa !5
  br label %44

44:                                               ; preds = %37, %27
  %45 = phi i64 [ %43, %37 ], [ %2, %27 ]
  %46 = icmp ugt i64 %45, %28
  br i1 %46, label %47, label %48

47:                                               ; preds = %44
  call void @_ZZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ENKUlimE_clEim(ptr noundef nonnull align 8 dereferenceable(24) %10, i32 noundef 0, i64 noundef %28)
  br label %48

48:                                               ; preds = %44, %47
  %49 = load i8, ptr %9, align 1, !tbaa !152, !range !64, !noundef !65
  %50 = trunc nuw i8 %49 to i1
  %51 = load i64, ptr %5, align 8
  %52 = select i1 %50, i64 %51, i64 0
  store i8 %49, ptr %0, align 8
  %53 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %52, ptr %53, align 8
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10) #25
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %9) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #25
  br label %54

54:                                               ; preds = %48, %12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #25
  ret void
}

declare void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216), ptr) local_unnamed_addr #6

; Function Attrs: inlinehint mustprogress nounwind uwtable
define internal fastcc void @_ZN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi1EEEE_ED2Ev(ptr nocapture noundef nonnull readonly align 8 dereferenceable(80) %0) unnamed_addr #4 align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 56
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !24
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %28, %25, %10, %1
  %30 = getelementptr inbounds i8, ptr %0, i64 24
  %31 = load ptr, ptr %30, align 8, !tbaa !18
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !20
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !23
  %40 = load ptr, ptr %31, align 8, !tbaa !24
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  %43 = load ptr, ptr %31, align 8, !tbaa !24
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !27
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !28

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

declare void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216), i32 noundef) local_unnamed_addr #6

declare noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #6

declare noundef zeroext i1 @_ZN4sycl3_V17handler20DisableRangeRoundingEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #6

declare void @_ZN4sycl3_V17handler24GetRangeRoundingSettingsERmS2_S2_(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef nonnull align 8 dereferenceable(8), ptr noundef nonnull align 8 dereferenceable(8), ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #6

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ENKUlimE_clEim(ptr noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1, i64 noundef %2) local_unnamed_addr #7 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = load ptr, ptr %0, align 8, !tbaa !191
  %5 = tail call noundef zeroext i1 @_ZN4sycl3_V17handler18RangeRoundingTraceEv(ptr noundef nonnull align 8 dereferenceable(216) %4)
  br i1 %5, label %6, label %53

6:                                                ; preds = %3
  %7 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cout, ptr noundef nonnull @.str.22, i64 noundef 35)
  %8 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSolsEi(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cout, i32 noundef %1)
  %9 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) %8, ptr noundef nonnull @.str.23, i64 noundef 6)
  %10 = icmp eq i32 %1, 0
  br i1 %10, label %22, label %11

11:                                               ; preds = %6
  %12 = tail call ptr @__cxa_allocate_exception(i64 64) #25
  %13 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #25
  %14 = extractvalue { i32, ptr } %13, 0
  %15 = extractvalue { i32, ptr } %13, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %12, i32 %14, ptr %15, ptr noundef nonnull @.str.8)
          to label %16 unwind label %20

16:                                               ; preds = %11
  tail call void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #28
  unreachable

17:                                               ; preds = %61, %20
  %18 = phi ptr [ %56, %61 ], [ %12, %20 ]
  %19 = phi { ptr, i32 } [ %62, %61 ], [ %21, %20 ]
  tail call void @__cxa_free_exception(ptr %18) #25
  resume { ptr, i32 } %19

20:                                               ; preds = %11
  %21 = landingpad { ptr, i32 }
          cleanup
  br label %17

22:                                               ; preds = %6
  %23 = getelementptr inbounds i8, ptr %0, i64 8
  %24 = load ptr, ptr %23, align 8, !tbaa !193
  %25 = load i64, ptr %24, align 8, !tbaa !5
  %26 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo9_M_insertImEERSoT_(ptr noundef nonnull align 8 dereferenceable(8) %8, i64 noundef %25)
  %27 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) %26, ptr noundef nonnull @.str.24, i64 noundef 4)
  %28 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo9_M_insertImEERSoT_(ptr noundef nonnull align 8 dereferenceable(8) %26, i64 noundef %2)
  %29 = load ptr, ptr %28, align 8, !tbaa !24
  %30 = getelementptr i8, ptr %29, i64 -24
  %31 = load i64, ptr %30, align 8
  %32 = getelementptr inbounds i8, ptr %28, i64 %31
  %33 = getelementptr inbounds i8, ptr %32, i64 240
  %34 = load ptr, ptr %33, align 8, !tbaa !194
  %35 = icmp eq ptr %34, null
  br i1 %35, label %36, label %37

36:                                               ; preds = %22
  tail call void @_ZSt16__throw_bad_castv() #28
  unreachable

37:                                               ; preds = %22
  %38 = getelementptr inbounds i8, ptr %34, i64 56
  %39 = load i8, ptr %38, align 8, !tbaa !196
  %40 = icmp eq i8 %39, 0
  br i1 %40, label %44, label %41

41:                                               ; preds = %37
  %42 = getelementptr inbounds i8, ptr %34, i64 67
  %43 = load i8, ptr %42, align 1, !tbaa !26
  br label %49

44:                                               ; preds = %37
  tail call void @_ZNKSt5ctypeIcE13_M_widen_initEv(ptr noundef nonnull align 8 dereferenceable(570) %34)
  %45 = load ptr, ptr %34, align 8, !tbaa !24
  %46 = getelementptr inbounds i8, ptr %45, i64 48
  %47 = load ptr, ptr %46, align 8
  %48 = tail call noundef signext i8 %47(ptr noundef nonnull align 8 dereferenceable(570) %34, i8 noundef signext 10)
  br label %49

49:                                               ; preds = %44, %41
  %50 = phi i8 [ %43, %41 ], [ %48, %44 ]
  %51 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo3putEc(ptr noundef nonnull align 8 dereferenceable(8) %28, i8 noundef signext %50)
  %52 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo5flushEv(ptr noundef nonnull align 8 dereferenceable(8) %51)
  br label %63

53:                                               ; preds = %3
  %54 = icmp eq i32 %1, 0
  br i1 %54, label %63, label %55

55:                                               ; preds = %53
  %56 = tail call ptr @__cxa_allocate_exception(i64 64) #25
  %57 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #25
  %58 = extractvalue { i32, ptr } %57, 0
  %59 = extractvalue { i32, ptr } %57, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %56, i32 %58, ptr %59, ptr noundef nonnull @.str.8)
          to label %60 unwind label %61

60:                                               ; preds = %55
  tail call void @__cxa_throw(ptr nonnull %56, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #28
  unreachable

61:                                               ; preds = %55
  %62 = landingpad { ptr, i32 }
          cleanup
  br label %17

63:                                               ; preds = %49, %53
  %64 = getelementptr inbounds i8, ptr %0, i64 8
  %65 = load ptr, ptr %64, align 8, !tbaa !193
  store i64 %2, ptr %65, align 8, !tbaa !5
  %66 = getelementptr inbounds i8, ptr %0, i64 16
  %67 = load ptr, ptr %66, align 8, !tbaa !199
  store i8 1, ptr %67, align 1, !tbaa !152
  ret void
}

declare void @_ZN4sycl3_V17handler19getMaxWorkGroups_v2Ev(ptr dead_on_unwind writable sret(%"class.std::tuple.124") align 8, ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #6

declare noundef zeroext i1 @_ZN4sycl3_V17handler18RangeRoundingTraceEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #6

declare noundef nonnull align 8 dereferenceable(8) ptr @_ZNSolsEi(ptr noundef nonnull align 8 dereferenceable(8), i32 noundef) local_unnamed_addr #6

declare noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo9_M_insertImEERSoT_(ptr noundef nonnull align 8 dereferenceable(8), i64 noundef) local_unnamed_addr #6

declare void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef byval(%"class.sycl::_V1::range.114") align 8, i1 noundef zeroext, i32 noundef) local_unnamed_addr #6

declare void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #6

declare void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef, ptr noundef nonnull align 8 dereferenceable(24), i1 noundef zeroext) local_unnamed_addr #6

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI15GlobalHistogramEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv(ptr dead_on_unwind noalias writable sret(%"class.std::vector.136") align 8 %0) local_unnamed_addr #2 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"struct.sycl::_V1::detail::kernel_param_desc_t", align 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, i8 0, i64 24, i1 false)
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = tail call noalias noundef nonnull dereferenceable(48) ptr @_Znwm(i64 noundef 48) #29
  store ptr %4, ptr %0, align 8, !tbaa !162
  %5 = getelementptr inbounds i8, ptr %4, i64 48
  store ptr %5, ptr %3, align 8, !tbaa !164
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 34359738369, ptr %2, align 8
  store i32 0, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !200
  %8 = getelementptr inbounds i8, ptr %4, i64 12
  store ptr %8, ptr %7, align 8, !tbaa !203
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 34359738369, ptr %2, align 8
  store i32 8, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %8, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !200
  %9 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr %9, ptr %7, align 8, !tbaa !203
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 17446157156352, ptr %2, align 8
  store i32 16, ptr %6, align 8
  %10 = load ptr, ptr %3, align 8, !tbaa !164
  %11 = icmp eq ptr %9, %10
  br i1 %11, label %15, label %12

12:                                               ; preds = %1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %9, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !200
  %13 = load ptr, ptr %7, align 8, !tbaa !203
  %14 = getelementptr inbounds i8, ptr %13, i64 12
  store ptr %14, ptr %7, align 8, !tbaa !203
  br label %18

15:                                               ; preds = %1
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr nonnull %9, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %16 unwind label %27

16:                                               ; preds = %15
  %17 = load ptr, ptr %7, align 8, !tbaa !9
  br label %18

18:                                               ; preds = %16, %12
  %19 = phi ptr [ %17, %16 ], [ %14, %12 ]
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 17446157156352, ptr %2, align 8
  store i32 48, ptr %6, align 8
  %20 = load ptr, ptr %3, align 8, !tbaa !164
  %21 = icmp eq ptr %19, %20
  br i1 %21, label %25, label %22

22:                                               ; preds = %18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %19, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !200
  %23 = load ptr, ptr %7, align 8, !tbaa !203
  %24 = getelementptr inbounds i8, ptr %23, i64 12
  store ptr %24, ptr %7, align 8, !tbaa !203
  br label %26

25:                                               ; preds = %18
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %19, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %26 unwind label %27

26:                                               ; preds = %25, %22
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  ret void

27:                                               ; preds = %15, %25
  %28 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  %29 = load ptr, ptr %0, align 8, !tbaa !162
  %30 = icmp eq ptr %29, null
  br i1 %30, label %36, label %31

31:                                               ; preds = %27
  %32 = load ptr, ptr %3, align 8, !tbaa !164
  %33 = ptrtoint ptr %32 to i64
  %34 = ptrtoint ptr %29 to i64
  %35 = sub i64 %33, %34
  call void @_ZdlPvm(ptr noundef nonnull %29, i64 noundef %35) #27
  br label %36

36:                                               ; preds = %27, %31
  resume { ptr, i32 } %28
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(88) %0) unnamed_addr #19 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(88) %0) unnamed_addr #3 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EEE, i64 16), ptr %0, align 8, !tbaa !24
  %2 = getelementptr inbounds i8, ptr %0, i64 64
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !24
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %28, %25, %10, %1
  %30 = getelementptr inbounds i8, ptr %0, i64 32
  %31 = load ptr, ptr %30, align 8, !tbaa !18
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !20
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !23
  %40 = load ptr, ptr %31, align 8, !tbaa !24
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  %43 = load ptr, ptr %31, align 8, !tbaa !24
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !27
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !28

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EED0Ev(ptr noundef nonnull align 8 dereferenceable(88) %0) unnamed_addr #3 align 2 {
  tail call void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EED2Ev(ptr noundef nonnull align 8 dereferenceable(88) %0) #25
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 88) #27
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EE23InstantiateKernelOnHostEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(88) %0) unnamed_addr #2 align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel", align 16
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = getelementptr inbounds i8, ptr %2, i64 8
  %5 = load <2 x i64>, ptr %3, align 8
  store <2 x i64> %5, ptr %2, align 16
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  %7 = getelementptr inbounds i8, ptr %0, i64 24
  %8 = load ptr, ptr %7, align 8, !tbaa !151
  store ptr %8, ptr %6, align 16, !tbaa !151
  %9 = getelementptr inbounds i8, ptr %2, i64 24
  %10 = getelementptr inbounds i8, ptr %0, i64 32
  %11 = load ptr, ptr %10, align 8, !tbaa !18
  store ptr %11, ptr %9, align 8, !tbaa !18
  %12 = icmp eq ptr %11, null
  br i1 %12, label %22, label %13

13:                                               ; preds = %1
  %14 = getelementptr inbounds i8, ptr %11, i64 8
  %15 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %16 = icmp eq i8 %15, 0
  br i1 %16, label %20, label %17

17:                                               ; preds = %13
  %18 = load i32, ptr %14, align 4, !tbaa !27
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %14, align 4, !tbaa !27
  br label %22

20:                                               ; preds = %13
  %21 = atomicrmw volatile add ptr %14, i32 1 acq_rel, align 4
  br label %22

22:                                               ; preds = %20, %17, %1
  %23 = getelementptr inbounds i8, ptr %2, i64 32
  %24 = getelementptr inbounds i8, ptr %0, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %23, ptr noundef nonnull readonly align 8 dereferenceable(16) %24, i64 16, i1 false)
  %25 = getelementptr inbounds i8, ptr %2, i64 48
  %26 = getelementptr inbounds i8, ptr %0, i64 56
  %27 = load ptr, ptr %26, align 8, !tbaa !151
  store ptr %27, ptr %25, align 16, !tbaa !151
  %28 = getelementptr inbounds i8, ptr %2, i64 56
  %29 = getelementptr inbounds i8, ptr %0, i64 64
  %30 = load ptr, ptr %29, align 8, !tbaa !18
  store ptr %30, ptr %28, align 8, !tbaa !18
  %31 = icmp eq ptr %30, null
  br i1 %31, label %41, label %32

32:                                               ; preds = %22
  %33 = getelementptr inbounds i8, ptr %30, i64 8
  %34 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %35 = icmp eq i8 %34, 0
  br i1 %35, label %39, label %36

36:                                               ; preds = %32
  %37 = load i32, ptr %33, align 4, !tbaa !27
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %33, align 4, !tbaa !27
  br label %41

39:                                               ; preds = %32
  %40 = atomicrmw volatile add ptr %33, i32 1 acq_rel, align 4
  br label %41

41:                                               ; preds = %22, %36, %39
  %42 = getelementptr inbounds i8, ptr %2, i64 64
  %43 = getelementptr inbounds i8, ptr %0, i64 72
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %42, ptr noundef nonnull readonly align 8 dereferenceable(16) %43, i64 16, i1 false)
  %44 = load i64, ptr %2, align 16
  %45 = icmp eq i64 %44, 0
  br i1 %45, label %72, label %46

46:                                               ; preds = %41, %64
  %47 = phi i64 [ %70, %64 ], [ 0, %41 ]
  %48 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %6)
          to label %49 unwind label %127

49:                                               ; preds = %46
  %50 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %6)
          to label %51 unwind label %127

51:                                               ; preds = %49
  %52 = load i64, ptr %50, align 8
  %53 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %6) #25
  %54 = getelementptr i32, ptr %53, i64 %52
  %55 = getelementptr i32, ptr %54, i64 %47
  %56 = load i32, ptr %55, align 4, !tbaa !27
  %57 = add nsw i32 %56, 300
  %58 = zext i32 %57 to i64
  %59 = load i64, ptr %4, align 8, !tbaa !144
  %60 = urem i64 %58, %59
  %61 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %25)
          to label %62 unwind label %127

62:                                               ; preds = %51
  %63 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %25)
          to label %64 unwind label %127

64:                                               ; preds = %62
  %65 = load i64, ptr %63, align 8
  %66 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %25) #25
  %67 = getelementptr i32, ptr %66, i64 %65
  %68 = getelementptr i32, ptr %67, i64 %60
  %69 = atomicrmw add ptr %68, i32 1 monotonic, align 4
  %70 = add nuw i64 %47, 1
  %71 = icmp eq i64 %70, %44
  br i1 %71, label %72, label %46, !llvm.loop !204

72:                                               ; preds = %64, %41
  %73 = load ptr, ptr %28, align 8, !tbaa !18
  %74 = icmp eq ptr %73, null
  br i1 %74, label %99, label %75

75:                                               ; preds = %72
  %76 = getelementptr inbounds i8, ptr %73, i64 8
  %77 = load atomic i64, ptr %76 acquire, align 8
  %78 = icmp eq i64 %77, 4294967297
  %79 = trunc i64 %77 to i32
  br i1 %78, label %80, label %88

80:                                               ; preds = %75
  store i32 0, ptr %76, align 8, !tbaa !20
  %81 = getelementptr inbounds i8, ptr %73, i64 12
  store i32 0, ptr %81, align 4, !tbaa !23
  %82 = load ptr, ptr %73, align 8, !tbaa !24
  %83 = getelementptr inbounds i8, ptr %82, i64 16
  %84 = load ptr, ptr %83, align 8
  call void %84(ptr noundef nonnull align 8 dereferenceable(16) %73) #25
  %85 = load ptr, ptr %73, align 8, !tbaa !24
  %86 = getelementptr inbounds i8, ptr %85, i64 24
  %87 = load ptr, ptr %86, align 8
  call void %87(ptr noundef nonnull align 8 dereferenceable(16) %73) #25
  br label %99

88:                                               ; preds = %75
  %89 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %90 = icmp eq i8 %89, 0
  br i1 %90, label %93, label %91

91:                                               ; preds = %88
  %92 = add nsw i32 %79, -1
  store i32 %92, ptr %76, align 4, !tbaa !27
  br label %95

93:                                               ; preds = %88
  %94 = atomicrmw volatile add ptr %76, i32 -1 acq_rel, align 4
  br label %95

95:                                               ; preds = %93, %91
  %96 = phi i32 [ %79, %91 ], [ %94, %93 ]
  %97 = icmp eq i32 %96, 1
  br i1 %97, label %98, label %99, !prof !28

98:                                               ; preds = %95
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %73) #25
  br label %99

99:                                               ; preds = %98, %95, %80, %72
  %100 = load ptr, ptr %9, align 8, !tbaa !18
  %101 = icmp eq ptr %100, null
  br i1 %101, label %126, label %102

102:                                              ; preds = %99
  %103 = getelementptr inbounds i8, ptr %100, i64 8
  %104 = load atomic i64, ptr %103 acquire, align 8
  %105 = icmp eq i64 %104, 4294967297
  %106 = trunc i64 %104 to i32
  br i1 %105, label %107, label %115

107:                                              ; preds = %102
  store i32 0, ptr %103, align 8, !tbaa !20
  %108 = getelementptr inbounds i8, ptr %100, i64 12
  store i32 0, ptr %108, align 4, !tbaa !23
  %109 = load ptr, ptr %100, align 8, !tbaa !24
  %110 = getelementptr inbounds i8, ptr %109, i64 16
  %111 = load ptr, ptr %110, align 8
  call void %111(ptr noundef nonnull align 8 dereferenceable(16) %100) #25
  %112 = load ptr, ptr %100, align 8, !tbaa !24
  %113 = getelementptr inbounds i8, ptr %112, i64 24
  %114 = load ptr, ptr %113, align 8
  call void %114(ptr noundef nonnull align 8 dereferenceable(16) %100) #25
  br label %126

115:                                              ; preds = %102
  %116 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %117 = icmp eq i8 %116, 0
  br i1 %117, label %120, label %118

118:                                              ; preds = %115
  %119 = add nsw i32 %106, -1
  store i32 %119, ptr %103, align 4, !tbaa !27
  br label %122

120:                                              ; preds = %115
  %121 = atomicrmw volatile add ptr %103, i32 -1 acq_rel, align 4
  br label %122

122:                                              ; preds = %120, %118
  %123 = phi i32 [ %106, %118 ], [ %121, %120 ]
  %124 = icmp eq i32 %123, 1
  br i1 %124, label %125, label %126, !prof !28

125:                                              ; preds = %122
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %100) #25
  br label %126

126:                                              ; preds = %99, %107, %122, %125
  ret void

127:                                              ; preds = %62, %51, %49, %46
  %128 = landingpad { ptr, i32 }
          cleanup
  call fastcc void @_ZN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES6_EUlNS0_2idILi1EEEE_ED2Ev(ptr noundef nonnull align 8 dereferenceable(80) %2) #25
  resume { ptr, i32 } %128
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %1, ptr noundef nonnull align 4 dereferenceable(12) %2) local_unnamed_addr #2 comdat align 2 {
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load ptr, ptr %4, align 8, !tbaa !203
  %6 = load ptr, ptr %0, align 8, !tbaa !9
  %7 = ptrtoint ptr %5 to i64
  %8 = ptrtoint ptr %6 to i64
  %9 = sub i64 %7, %8
  %10 = icmp eq i64 %9, 9223372036854775800
  br i1 %10, label %11, label %12

11:                                               ; preds = %3
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.27) #28
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
  %25 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %24) #29
  br label %26

26:                                               ; preds = %12, %23
  %27 = phi ptr [ %25, %23 ], [ null, %12 ]
  %28 = getelementptr inbounds %"struct.sycl::_V1::detail::kernel_param_desc_t", ptr %27, i64 %21
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %28, ptr noundef nonnull align 4 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !200
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
  %41 = load ptr, ptr %38, align 8, !tbaa !164
  %42 = ptrtoint ptr %41 to i64
  %43 = sub i64 %42, %8
  tail call void @_ZdlPvm(ptr noundef nonnull %6, i64 noundef %43) #27
  br label %44

44:                                               ; preds = %37, %40
  %45 = getelementptr inbounds i8, ptr %33, i64 %34
  store ptr %27, ptr %0, align 8, !tbaa !162
  store ptr %45, ptr %4, align 8, !tbaa !203
  %46 = getelementptr inbounds %"struct.sycl::_V1::detail::kernel_param_desc_t", ptr %27, i64 %18
  store ptr %46, ptr %38, align 8, !tbaa !164
  ret void
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znam(i64 noundef) local_unnamed_addr #17

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPv(ptr noundef) local_unnamed_addr #14

declare void @_ZN4sycl3_V17handler22setKernelIsCooperativeEb(ptr noundef nonnull align 8 dereferenceable(216), i1 noundef zeroext) local_unnamed_addr #6

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19getKernelParamDescsI15GlobalHistogramEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind noalias writable sret(%"class.std::vector.136") align 8 %0) local_unnamed_addr #2 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"struct.sycl::_V1::detail::kernel_param_desc_t", align 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, i8 0, i64 24, i1 false)
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = tail call noalias noundef nonnull dereferenceable(36) ptr @_Znwm(i64 noundef 36) #29
  store ptr %4, ptr %0, align 8, !tbaa !162
  %5 = getelementptr inbounds i8, ptr %4, i64 36
  store ptr %5, ptr %3, align 8, !tbaa !164
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 34359738369, ptr %2, align 8
  store i32 0, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !200
  %8 = getelementptr inbounds i8, ptr %4, i64 12
  store ptr %8, ptr %7, align 8, !tbaa !203
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 17446157156352, ptr %2, align 8
  store i32 8, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %8, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !200
  %9 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr %9, ptr %7, align 8, !tbaa !203
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 17446157156352, ptr %2, align 8
  store i32 40, ptr %6, align 8
  %10 = load ptr, ptr %3, align 8, !tbaa !164
  %11 = icmp eq ptr %9, %10
  br i1 %11, label %15, label %12

12:                                               ; preds = %1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %9, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !200
  %13 = load ptr, ptr %7, align 8, !tbaa !203
  %14 = getelementptr inbounds i8, ptr %13, i64 12
  store ptr %14, ptr %7, align 8, !tbaa !203
  br label %16

15:                                               ; preds = %1
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr nonnull %9, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %16 unwind label %17

16:                                               ; preds = %15, %12
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  ret void

17:                                               ; preds = %15
  %18 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  %19 = load ptr, ptr %0, align 8, !tbaa !162
  %20 = icmp eq ptr %19, null
  br i1 %20, label %26, label %21

21:                                               ; preds = %17
  %22 = load ptr, ptr %3, align 8, !tbaa !164
  %23 = ptrtoint ptr %22 to i64
  %24 = ptrtoint ptr %19 to i64
  %25 = sub i64 %23, %24
  call void @_ZdlPvm(ptr noundef nonnull %19, i64 noundef %25) #27
  br label %26

26:                                               ; preds = %17, %21
  resume { ptr, i32 } %18
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(80) %0) unnamed_addr #19 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(80) %0) unnamed_addr #3 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %0, align 8, !tbaa !24
  %2 = getelementptr inbounds i8, ptr %0, i64 56
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !24
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %28, %25, %10, %1
  %30 = getelementptr inbounds i8, ptr %0, i64 24
  %31 = load ptr, ptr %30, align 8, !tbaa !18
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !20
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !23
  %40 = load ptr, ptr %31, align 8, !tbaa !24
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  %43 = load ptr, ptr %31, align 8, !tbaa !24
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !27
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !28

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(80) %0) unnamed_addr #3 align 2 {
  tail call void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev(ptr noundef nonnull align 8 dereferenceable(80) %0) #25
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 80) #27
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(80) %0) unnamed_addr #2 align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %class.anon.112, align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load i64, ptr %3, align 8, !tbaa !144
  store i64 %4, ptr %2, align 8, !tbaa !144
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = load ptr, ptr %6, align 8, !tbaa !151
  store ptr %7, ptr %5, align 8, !tbaa !151
  %8 = getelementptr inbounds i8, ptr %2, i64 16
  %9 = getelementptr inbounds i8, ptr %0, i64 24
  %10 = load ptr, ptr %9, align 8, !tbaa !18
  store ptr %10, ptr %8, align 8, !tbaa !18
  %11 = icmp eq ptr %10, null
  br i1 %11, label %21, label %12

12:                                               ; preds = %1
  %13 = getelementptr inbounds i8, ptr %10, i64 8
  %14 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %15 = icmp eq i8 %14, 0
  br i1 %15, label %19, label %16

16:                                               ; preds = %12
  %17 = load i32, ptr %13, align 4, !tbaa !27
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %13, align 4, !tbaa !27
  br label %21

19:                                               ; preds = %12
  %20 = atomicrmw volatile add ptr %13, i32 1 acq_rel, align 4
  br label %21

21:                                               ; preds = %19, %16, %1
  %22 = getelementptr inbounds i8, ptr %2, i64 24
  %23 = getelementptr inbounds i8, ptr %0, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %22, ptr noundef nonnull readonly align 8 dereferenceable(16) %23, i64 16, i1 false)
  %24 = getelementptr inbounds i8, ptr %2, i64 40
  %25 = getelementptr inbounds i8, ptr %0, i64 48
  %26 = load ptr, ptr %25, align 8, !tbaa !151
  store ptr %26, ptr %24, align 8, !tbaa !151
  %27 = getelementptr inbounds i8, ptr %2, i64 48
  %28 = getelementptr inbounds i8, ptr %0, i64 56
  %29 = load ptr, ptr %28, align 8, !tbaa !18
  store ptr %29, ptr %27, align 8, !tbaa !18
  %30 = icmp eq ptr %29, null
  br i1 %30, label %40, label %31

31:                                               ; preds = %21
  %32 = getelementptr inbounds i8, ptr %29, i64 8
  %33 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %34 = icmp eq i8 %33, 0
  br i1 %34, label %38, label %35

35:                                               ; preds = %31
  %36 = load i32, ptr %32, align 4, !tbaa !27
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %32, align 4, !tbaa !27
  br label %40

38:                                               ; preds = %31
  %39 = atomicrmw volatile add ptr %32, i32 1 acq_rel, align 4
  br label %40

40:                                               ; preds = %21, %35, %38
  %41 = getelementptr inbounds i8, ptr %2, i64 56
  %42 = getelementptr inbounds i8, ptr %0, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %41, ptr noundef nonnull readonly align 8 dereferenceable(16) %42, i64 16, i1 false)
  %43 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %5)
          to label %44 unwind label %118

44:                                               ; preds = %40
  %45 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %5)
          to label %46 unwind label %118

46:                                               ; preds = %44
  %47 = load i64, ptr %45, align 8
  %48 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %5) #25
  %49 = getelementptr i32, ptr %48, i64 %47
  %50 = load i32, ptr %49, align 4, !tbaa !27
  %51 = add nsw i32 %50, 300
  %52 = zext i32 %51 to i64
  %53 = load i64, ptr %2, align 8, !tbaa !144
  %54 = urem i64 %52, %53
  %55 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %24)
          to label %56 unwind label %118

56:                                               ; preds = %46
  %57 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %24)
          to label %58 unwind label %118

58:                                               ; preds = %56
  %59 = load i64, ptr %57, align 8
  %60 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %24) #25
  %61 = getelementptr i32, ptr %60, i64 %59
  %62 = getelementptr i32, ptr %61, i64 %54
  %63 = atomicrmw add ptr %62, i32 1 monotonic, align 4
  %64 = load ptr, ptr %27, align 8, !tbaa !18
  %65 = icmp eq ptr %64, null
  br i1 %65, label %90, label %66

66:                                               ; preds = %58
  %67 = getelementptr inbounds i8, ptr %64, i64 8
  %68 = load atomic i64, ptr %67 acquire, align 8
  %69 = icmp eq i64 %68, 4294967297
  %70 = trunc i64 %68 to i32
  br i1 %69, label %71, label %79

71:                                               ; preds = %66
  store i32 0, ptr %67, align 8, !tbaa !20
  %72 = getelementptr inbounds i8, ptr %64, i64 12
  store i32 0, ptr %72, align 4, !tbaa !23
  %73 = load ptr, ptr %64, align 8, !tbaa !24
  %74 = getelementptr inbounds i8, ptr %73, i64 16
  %75 = load ptr, ptr %74, align 8
  call void %75(ptr noundef nonnull align 8 dereferenceable(16) %64) #25
  %76 = load ptr, ptr %64, align 8, !tbaa !24
  %77 = getelementptr inbounds i8, ptr %76, i64 24
  %78 = load ptr, ptr %77, align 8
  call void %78(ptr noundef nonnull align 8 dereferenceable(16) %64) #25
  br label %90

79:                                               ; preds = %66
  %80 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %81 = icmp eq i8 %80, 0
  br i1 %81, label %84, label %82

82:                                               ; preds = %79
  %83 = add nsw i32 %70, -1
  store i32 %83, ptr %67, align 4, !tbaa !27
  br label %86

84:                                               ; preds = %79
  %85 = atomicrmw volatile add ptr %67, i32 -1 acq_rel, align 4
  br label %86

86:                                               ; preds = %84, %82
  %87 = phi i32 [ %70, %82 ], [ %85, %84 ]
  %88 = icmp eq i32 %87, 1
  br i1 %88, label %89, label %90, !prof !28

89:                                               ; preds = %86
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %64) #25
  br label %90

90:                                               ; preds = %89, %86, %71, %58
  %91 = load ptr, ptr %8, align 8, !tbaa !18
  %92 = icmp eq ptr %91, null
  br i1 %92, label %117, label %93

93:                                               ; preds = %90
  %94 = getelementptr inbounds i8, ptr %91, i64 8
  %95 = load atomic i64, ptr %94 acquire, align 8
  %96 = icmp eq i64 %95, 4294967297
  %97 = trunc i64 %95 to i32
  br i1 %96, label %98, label %106

98:                                               ; preds = %93
  store i32 0, ptr %94, align 8, !tbaa !20
  %99 = getelementptr inbounds i8, ptr %91, i64 12
  store i32 0, ptr %99, align 4, !tbaa !23
  %100 = load ptr, ptr %91, align 8, !tbaa !24
  %101 = getelementptr inbounds i8, ptr %100, i64 16
  %102 = load ptr, ptr %101, align 8
  call void %102(ptr noundef nonnull align 8 dereferenceable(16) %91) #25
  %103 = load ptr, ptr %91, align 8, !tbaa !24
  %104 = getelementptr inbounds i8, ptr %103, i64 24
  %105 = load ptr, ptr %104, align 8
  call void %105(ptr noundef nonnull align 8 dereferenceable(16) %91) #25
  br label %117

106:                                              ; preds = %93
  %107 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %108 = icmp eq i8 %107, 0
  br i1 %108, label %111, label %109

109:                                              ; preds = %106
  %110 = add nsw i32 %97, -1
  store i32 %110, ptr %94, align 4, !tbaa !27
  br label %113

111:                                              ; preds = %106
  %112 = atomicrmw volatile add ptr %94, i32 -1 acq_rel, align 4
  br label %113

113:                                              ; preds = %111, %109
  %114 = phi i32 [ %97, %109 ], [ %112, %111 ]
  %115 = icmp eq i32 %114, 1
  br i1 %115, label %116, label %117, !prof !28

116:                                              ; preds = %113
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %91) #25
  br label %117

117:                                              ; preds = %90, %98, %113, %116
  ret void

118:                                              ; preds = %56, %46, %44, %40
  %119 = landingpad { ptr, i32 }
          cleanup
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(72) %2) #25
  resume { ptr, i32 } %119
}

; Function Attrs: mustprogress uwtable
define internal void @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E0_E9_M_invokeERKSt9_Any_dataS3_(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #2 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %class.anon.167, align 8
  %4 = alloca %"class.std::vector.136", align 8
  %5 = alloca %"class.sycl::_V1::range.114", align 8
  %6 = alloca %"class.sycl::_V1::range.114", align 8
  %7 = alloca %"class.sycl::_V1::id", align 8
  %8 = alloca %class.anon.167, align 8
  %9 = alloca %class.anon.167, align 8
  %10 = alloca %class.anon.167, align 8
  %11 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %12 = alloca i32, align 4
  %13 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %14 = alloca i32, align 4
  %15 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %16 = alloca %"class.sycl::_V1::accessor", align 8
  %17 = alloca %"class.sycl::_V1::property_list", align 8
  %18 = alloca %"class.sycl::_V1::accessor.108", align 8
  %19 = alloca %"class.sycl::_V1::property_list", align 8
  %20 = alloca %"class.sycl::_V1::local_accessor", align 8
  %21 = alloca %class.anon.167, align 8
  %22 = load ptr, ptr %0, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16) #25
  %23 = load ptr, ptr %22, align 8, !tbaa !205
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %17) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %17, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %15)
  store ptr @.str, ptr %15, align 8
  %24 = getelementptr inbounds i8, ptr %15, i64 8
  store ptr @.str.16, ptr %24, align 8
  %25 = getelementptr inbounds i8, ptr %15, i64 16
  store i64 58, ptr %25, align 8
  %26 = getelementptr inbounds i8, ptr %15, i64 24
  store i64 22, ptr %26, align 8
  invoke void @_ZN4sycl3_V18accessorIiLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi1ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %16, ptr noundef nonnull align 8 dereferenceable(33) %23, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %17, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %15)
          to label %27 unwind label %602

27:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %14) #25
  store i32 5, ptr %14, align 4, !tbaa !139
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %23, ptr noundef nonnull align 4 dereferenceable(4) %14)
          to label %30 unwind label %28

28:                                               ; preds = %27
  %29 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %16) #25
  br label %604

30:                                               ; preds = %27
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %14) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %15)
  %31 = getelementptr inbounds i8, ptr %17, i64 8
  %32 = load ptr, ptr %31, align 8, !tbaa !15
  %33 = getelementptr inbounds i8, ptr %17, i64 16
  %34 = load ptr, ptr %33, align 8, !tbaa !17
  %35 = icmp eq ptr %32, %34
  br i1 %35, label %70, label %36

36:                                               ; preds = %30, %65
  %37 = phi ptr [ %66, %65 ], [ %32, %30 ]
  %38 = getelementptr inbounds i8, ptr %37, i64 8
  %39 = load ptr, ptr %38, align 8, !tbaa !18
  %40 = icmp eq ptr %39, null
  br i1 %40, label %65, label %41

41:                                               ; preds = %36
  %42 = getelementptr inbounds i8, ptr %39, i64 8
  %43 = load atomic i64, ptr %42 acquire, align 8
  %44 = icmp eq i64 %43, 4294967297
  %45 = trunc i64 %43 to i32
  br i1 %44, label %46, label %54

46:                                               ; preds = %41
  store i32 0, ptr %42, align 8, !tbaa !20
  %47 = getelementptr inbounds i8, ptr %39, i64 12
  store i32 0, ptr %47, align 4, !tbaa !23
  %48 = load ptr, ptr %39, align 8, !tbaa !24
  %49 = getelementptr inbounds i8, ptr %48, i64 16
  %50 = load ptr, ptr %49, align 8
  call void %50(ptr noundef nonnull align 8 dereferenceable(16) %39) #25
  %51 = load ptr, ptr %39, align 8, !tbaa !24
  %52 = getelementptr inbounds i8, ptr %51, i64 24
  %53 = load ptr, ptr %52, align 8
  call void %53(ptr noundef nonnull align 8 dereferenceable(16) %39) #25
  br label %65

54:                                               ; preds = %41
  %55 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %56 = icmp eq i8 %55, 0
  br i1 %56, label %59, label %57

57:                                               ; preds = %54
  %58 = add nsw i32 %45, -1
  store i32 %58, ptr %42, align 4, !tbaa !27
  br label %61

59:                                               ; preds = %54
  %60 = atomicrmw volatile add ptr %42, i32 -1 acq_rel, align 4
  br label %61

61:                                               ; preds = %59, %57
  %62 = phi i32 [ %45, %57 ], [ %60, %59 ]
  %63 = icmp eq i32 %62, 1
  br i1 %63, label %64, label %65, !prof !28

64:                                               ; preds = %61
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %39) #25
  br label %65

65:                                               ; preds = %64, %61, %46, %36
  %66 = getelementptr inbounds i8, ptr %37, i64 16
  %67 = icmp eq ptr %66, %34
  br i1 %67, label %68, label %36, !llvm.loop !29

68:                                               ; preds = %65
  %69 = load ptr, ptr %31, align 8, !tbaa !15
  br label %70

70:                                               ; preds = %68, %30
  %71 = phi ptr [ %69, %68 ], [ %32, %30 ]
  %72 = icmp eq ptr %71, null
  br i1 %72, label %79, label %73

73:                                               ; preds = %70
  %74 = getelementptr inbounds i8, ptr %17, i64 24
  %75 = load ptr, ptr %74, align 8, !tbaa !31
  %76 = ptrtoint ptr %75 to i64
  %77 = ptrtoint ptr %71 to i64
  %78 = sub i64 %76, %77
  call void @_ZdlPvm(ptr noundef nonnull %71, i64 noundef %78) #27
  br label %79

79:                                               ; preds = %73, %70
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %17) #25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %18) #25
  %80 = getelementptr inbounds i8, ptr %22, i64 8
  %81 = load ptr, ptr %80, align 8, !tbaa !207
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %19) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %19, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13)
  store ptr @.str, ptr %13, align 8
  %82 = getelementptr inbounds i8, ptr %13, i64 8
  store ptr @.str.16, ptr %82, align 8
  %83 = getelementptr inbounds i8, ptr %13, i64 16
  store i64 59, ptr %83, align 8
  %84 = getelementptr inbounds i8, ptr %13, i64 24
  store i64 22, ptr %84, align 8
  invoke void @_ZN4sycl3_V18accessorIjLi1ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IjLi1ENS0_6detail17aligned_allocatorIjEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %18, ptr noundef nonnull align 8 dereferenceable(33) %81, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %19, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %13)
          to label %85 unwind label %606

85:                                               ; preds = %79
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %12) #25
  store i32 5, ptr %12, align 4, !tbaa !139
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %81, ptr noundef nonnull align 4 dereferenceable(4) %12)
          to label %88 unwind label %86

86:                                               ; preds = %85
  %87 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %18) #25
  br label %608

88:                                               ; preds = %85
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %12) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13)
  %89 = getelementptr inbounds i8, ptr %19, i64 8
  %90 = load ptr, ptr %89, align 8, !tbaa !15
  %91 = getelementptr inbounds i8, ptr %19, i64 16
  %92 = load ptr, ptr %91, align 8, !tbaa !17
  %93 = icmp eq ptr %90, %92
  br i1 %93, label %128, label %94

94:                                               ; preds = %88, %123
  %95 = phi ptr [ %124, %123 ], [ %90, %88 ]
  %96 = getelementptr inbounds i8, ptr %95, i64 8
  %97 = load ptr, ptr %96, align 8, !tbaa !18
  %98 = icmp eq ptr %97, null
  br i1 %98, label %123, label %99

99:                                               ; preds = %94
  %100 = getelementptr inbounds i8, ptr %97, i64 8
  %101 = load atomic i64, ptr %100 acquire, align 8
  %102 = icmp eq i64 %101, 4294967297
  %103 = trunc i64 %101 to i32
  br i1 %102, label %104, label %112

104:                                              ; preds = %99
  store i32 0, ptr %100, align 8, !tbaa !20
  %105 = getelementptr inbounds i8, ptr %97, i64 12
  store i32 0, ptr %105, align 4, !tbaa !23
  %106 = load ptr, ptr %97, align 8, !tbaa !24
  %107 = getelementptr inbounds i8, ptr %106, i64 16
  %108 = load ptr, ptr %107, align 8
  call void %108(ptr noundef nonnull align 8 dereferenceable(16) %97) #25
  %109 = load ptr, ptr %97, align 8, !tbaa !24
  %110 = getelementptr inbounds i8, ptr %109, i64 24
  %111 = load ptr, ptr %110, align 8
  call void %111(ptr noundef nonnull align 8 dereferenceable(16) %97) #25
  br label %123

112:                                              ; preds = %99
  %113 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %114 = icmp eq i8 %113, 0
  br i1 %114, label %117, label %115

115:                                              ; preds = %112
  %116 = add nsw i32 %103, -1
  store i32 %116, ptr %100, align 4, !tbaa !27
  br label %119

117:                                              ; preds = %112
  %118 = atomicrmw volatile add ptr %100, i32 -1 acq_rel, align 4
  br label %119

119:                                              ; preds = %117, %115
  %120 = phi i32 [ %103, %115 ], [ %118, %117 ]
  %121 = icmp eq i32 %120, 1
  br i1 %121, label %122, label %123, !prof !28

122:                                              ; preds = %119
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %97) #25
  br label %123

123:                                              ; preds = %122, %119, %104, %94
  %124 = getelementptr inbounds i8, ptr %95, i64 16
  %125 = icmp eq ptr %124, %92
  br i1 %125, label %126, label %94, !llvm.loop !29

126:                                              ; preds = %123
  %127 = load ptr, ptr %89, align 8, !tbaa !15
  br label %128

128:                                              ; preds = %126, %88
  %129 = phi ptr [ %127, %126 ], [ %90, %88 ]
  %130 = icmp eq ptr %129, null
  br i1 %130, label %137, label %131

131:                                              ; preds = %128
  %132 = getelementptr inbounds i8, ptr %19, i64 24
  %133 = load ptr, ptr %132, align 8, !tbaa !31
  %134 = ptrtoint ptr %133 to i64
  %135 = ptrtoint ptr %129 to i64
  %136 = sub i64 %134, %135
  call void @_ZdlPvm(ptr noundef nonnull %129, i64 noundef %136) #27
  br label %137

137:                                              ; preds = %131, %128
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19) #25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %20) #25
  %138 = getelementptr inbounds i8, ptr %22, i64 16
  %139 = load ptr, ptr %138, align 8, !tbaa !208
  %140 = load i64, ptr %139, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11)
  store ptr @.str, ptr %11, align 8
  %141 = getelementptr inbounds i8, ptr %11, i64 8
  store ptr @.str.16, ptr %141, align 8
  %142 = getelementptr inbounds i8, ptr %11, i64 16
  store i64 60, ptr %142, align 8
  %143 = getelementptr inbounds i8, ptr %11, i64 24
  store i64 41, ptr %143, align 8
  invoke void @_ZN4sycl3_V119local_accessor_baseIjLi1ELNS0_6access4modeE1026ELNS2_11placeholderE0EEC2ILi1EvEENS0_5rangeILi1EEERNS0_7handlerENS0_6detail13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %20, i64 %140, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %11)
          to label %144 unwind label %610

144:                                              ; preds = %137
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11)
  %145 = getelementptr inbounds i8, ptr %22, i64 24
  %146 = load ptr, ptr %145, align 8, !tbaa !209
  %147 = load i64, ptr %146, align 8, !tbaa !5
  %148 = getelementptr inbounds i8, ptr %22, i64 32
  %149 = load ptr, ptr %148, align 8, !tbaa !210
  %150 = load i64, ptr %149, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %21) #25
  %151 = load ptr, ptr %138, align 8, !tbaa !208
  %152 = load i64, ptr %151, align 8, !tbaa !5
  store i64 %152, ptr %21, align 8, !tbaa !211
  %153 = getelementptr inbounds i8, ptr %21, i64 8
  %154 = load ptr, ptr %20, align 8, !tbaa !218
  store ptr %154, ptr %153, align 8, !tbaa !218
  %155 = getelementptr inbounds i8, ptr %21, i64 16
  %156 = getelementptr inbounds i8, ptr %20, i64 8
  %157 = load ptr, ptr %156, align 8, !tbaa !18
  store ptr %157, ptr %155, align 8, !tbaa !18
  %158 = icmp eq ptr %157, null
  br i1 %158, label %168, label %159

159:                                              ; preds = %144
  %160 = getelementptr inbounds i8, ptr %157, i64 8
  %161 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %162 = icmp eq i8 %161, 0
  br i1 %162, label %166, label %163

163:                                              ; preds = %159
  %164 = load i32, ptr %160, align 4, !tbaa !27
  %165 = add nsw i32 %164, 1
  store i32 %165, ptr %160, align 4, !tbaa !27
  br label %168

166:                                              ; preds = %159
  %167 = atomicrmw volatile add ptr %160, i32 1 acq_rel, align 4
  br label %168

168:                                              ; preds = %166, %163, %144
  %169 = getelementptr inbounds i8, ptr %21, i64 24
  %170 = getelementptr inbounds i8, ptr %20, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %169, ptr noundef nonnull align 8 dereferenceable(16) %170, i64 16, i1 false), !tbaa.struct !219
  %171 = getelementptr inbounds i8, ptr %21, i64 40
  %172 = load ptr, ptr %16, align 8, !tbaa !151
  store ptr %172, ptr %171, align 8, !tbaa !151
  %173 = getelementptr inbounds i8, ptr %21, i64 48
  %174 = getelementptr inbounds i8, ptr %16, i64 8
  %175 = load ptr, ptr %174, align 8, !tbaa !18
  store ptr %175, ptr %173, align 8, !tbaa !18
  %176 = icmp eq ptr %175, null
  br i1 %176, label %186, label %177

177:                                              ; preds = %168
  %178 = getelementptr inbounds i8, ptr %175, i64 8
  %179 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %180 = icmp eq i8 %179, 0
  br i1 %180, label %184, label %181

181:                                              ; preds = %177
  %182 = load i32, ptr %178, align 4, !tbaa !27
  %183 = add nsw i32 %182, 1
  store i32 %183, ptr %178, align 4, !tbaa !27
  br label %186

184:                                              ; preds = %177
  %185 = atomicrmw volatile add ptr %178, i32 1 acq_rel, align 4
  br label %186

186:                                              ; preds = %184, %181, %168
  %187 = getelementptr inbounds i8, ptr %21, i64 56
  %188 = getelementptr inbounds i8, ptr %16, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %187, ptr noundef nonnull align 8 dereferenceable(16) %188, i64 16, i1 false)
  %189 = getelementptr inbounds i8, ptr %21, i64 72
  %190 = load ptr, ptr %18, align 8, !tbaa !151
  store ptr %190, ptr %189, align 8, !tbaa !151
  %191 = getelementptr inbounds i8, ptr %21, i64 80
  %192 = getelementptr inbounds i8, ptr %18, i64 8
  %193 = load ptr, ptr %192, align 8, !tbaa !18
  store ptr %193, ptr %191, align 8, !tbaa !18
  %194 = icmp eq ptr %193, null
  br i1 %194, label %204, label %195

195:                                              ; preds = %186
  %196 = getelementptr inbounds i8, ptr %193, i64 8
  %197 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %198 = icmp eq i8 %197, 0
  br i1 %198, label %202, label %199

199:                                              ; preds = %195
  %200 = load i32, ptr %196, align 4, !tbaa !27
  %201 = add nsw i32 %200, 1
  store i32 %201, ptr %196, align 4, !tbaa !27
  br label %204

202:                                              ; preds = %195
  %203 = atomicrmw volatile add ptr %196, i32 1 acq_rel, align 4
  br label %204

204:                                              ; preds = %202, %199, %186
  %205 = getelementptr inbounds i8, ptr %21, i64 88
  %206 = getelementptr inbounds i8, ptr %18, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %205, ptr noundef nonnull align 8 dereferenceable(16) %206, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %10)
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %9)
  %207 = load i64, ptr %21, align 8, !tbaa !211
  store i64 %207, ptr %9, align 8, !tbaa !211
  %208 = getelementptr inbounds i8, ptr %9, i64 8
  %209 = load ptr, ptr %153, align 8, !tbaa !218
  store ptr %209, ptr %208, align 8, !tbaa !218
  %210 = getelementptr inbounds i8, ptr %9, i64 16
  %211 = load ptr, ptr %155, align 8, !tbaa !18
  store ptr %211, ptr %210, align 8, !tbaa !18
  %212 = icmp eq ptr %211, null
  br i1 %212, label %222, label %213

213:                                              ; preds = %204
  %214 = getelementptr inbounds i8, ptr %211, i64 8
  %215 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %216 = icmp eq i8 %215, 0
  br i1 %216, label %220, label %217

217:                                              ; preds = %213
  %218 = load i32, ptr %214, align 4, !tbaa !27
  %219 = add nsw i32 %218, 1
  store i32 %219, ptr %214, align 4, !tbaa !27
  br label %222

220:                                              ; preds = %213
  %221 = atomicrmw volatile add ptr %214, i32 1 acq_rel, align 4
  br label %222

222:                                              ; preds = %220, %217, %204
  %223 = getelementptr inbounds i8, ptr %9, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %223, ptr noundef nonnull readonly align 8 dereferenceable(16) %169, i64 16, i1 false), !tbaa.struct !219
  %224 = getelementptr inbounds i8, ptr %9, i64 40
  %225 = load ptr, ptr %171, align 8, !tbaa !151
  store ptr %225, ptr %224, align 8, !tbaa !151
  %226 = getelementptr inbounds i8, ptr %9, i64 48
  %227 = load ptr, ptr %173, align 8, !tbaa !18
  store ptr %227, ptr %226, align 8, !tbaa !18
  %228 = icmp eq ptr %227, null
  br i1 %228, label %238, label %229

229:                                              ; preds = %222
  %230 = getelementptr inbounds i8, ptr %227, i64 8
  %231 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %232 = icmp eq i8 %231, 0
  br i1 %232, label %236, label %233

233:                                              ; preds = %229
  %234 = load i32, ptr %230, align 4, !tbaa !27
  %235 = add nsw i32 %234, 1
  store i32 %235, ptr %230, align 4, !tbaa !27
  br label %238

236:                                              ; preds = %229
  %237 = atomicrmw volatile add ptr %230, i32 1 acq_rel, align 4
  br label %238

238:                                              ; preds = %236, %233, %222
  %239 = getelementptr inbounds i8, ptr %9, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %239, ptr noundef nonnull readonly align 8 dereferenceable(16) %187, i64 16, i1 false)
  %240 = getelementptr inbounds i8, ptr %9, i64 72
  %241 = load ptr, ptr %189, align 8, !tbaa !151
  store ptr %241, ptr %240, align 8, !tbaa !151
  %242 = getelementptr inbounds i8, ptr %9, i64 80
  %243 = load ptr, ptr %191, align 8, !tbaa !18
  store ptr %243, ptr %242, align 8, !tbaa !18
  %244 = icmp eq ptr %243, null
  br i1 %244, label %254, label %245

245:                                              ; preds = %238
  %246 = getelementptr inbounds i8, ptr %243, i64 8
  %247 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %248 = icmp eq i8 %247, 0
  br i1 %248, label %252, label %249

249:                                              ; preds = %245
  %250 = load i32, ptr %246, align 4, !tbaa !27
  %251 = add nsw i32 %250, 1
  store i32 %251, ptr %246, align 4, !tbaa !27
  br label %254

252:                                              ; preds = %245
  %253 = atomicrmw volatile add ptr %246, i32 1 acq_rel, align 4
  br label %254

254:                                              ; preds = %252, %249, %238
  %255 = getelementptr inbounds i8, ptr %9, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %255, ptr noundef nonnull readonly align 8 dereferenceable(16) %205, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %8)
  %256 = load i64, ptr %9, align 8, !tbaa !211
  store i64 %256, ptr %8, align 8, !tbaa !211
  %257 = getelementptr inbounds i8, ptr %8, i64 8
  %258 = load ptr, ptr %208, align 8, !tbaa !218
  store ptr %258, ptr %257, align 8, !tbaa !218
  %259 = getelementptr inbounds i8, ptr %8, i64 16
  %260 = load ptr, ptr %210, align 8, !tbaa !18
  store ptr %260, ptr %259, align 8, !tbaa !18
  %261 = icmp eq ptr %260, null
  br i1 %261, label %271, label %262

262:                                              ; preds = %254
  %263 = getelementptr inbounds i8, ptr %260, i64 8
  %264 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %265 = icmp eq i8 %264, 0
  br i1 %265, label %269, label %266

266:                                              ; preds = %262
  %267 = load i32, ptr %263, align 4, !tbaa !27
  %268 = add nsw i32 %267, 1
  store i32 %268, ptr %263, align 4, !tbaa !27
  br label %271

269:                                              ; preds = %262
  %270 = atomicrmw volatile add ptr %263, i32 1 acq_rel, align 4
  br label %271

271:                                              ; preds = %269, %266, %254
  %272 = getelementptr inbounds i8, ptr %8, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %272, ptr noundef nonnull readonly align 8 dereferenceable(16) %223, i64 16, i1 false), !tbaa.struct !219
  %273 = getelementptr inbounds i8, ptr %8, i64 40
  %274 = load ptr, ptr %224, align 8, !tbaa !151
  store ptr %274, ptr %273, align 8, !tbaa !151
  %275 = getelementptr inbounds i8, ptr %8, i64 48
  %276 = load ptr, ptr %226, align 8, !tbaa !18
  store ptr %276, ptr %275, align 8, !tbaa !18
  %277 = icmp eq ptr %276, null
  br i1 %277, label %287, label %278

278:                                              ; preds = %271
  %279 = getelementptr inbounds i8, ptr %276, i64 8
  %280 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %281 = icmp eq i8 %280, 0
  br i1 %281, label %285, label %282

282:                                              ; preds = %278
  %283 = load i32, ptr %279, align 4, !tbaa !27
  %284 = add nsw i32 %283, 1
  store i32 %284, ptr %279, align 4, !tbaa !27
  br label %287

285:                                              ; preds = %278
  %286 = atomicrmw volatile add ptr %279, i32 1 acq_rel, align 4
  br label %287

287:                                              ; preds = %285, %282, %271
  %288 = getelementptr inbounds i8, ptr %8, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %288, ptr noundef nonnull readonly align 8 dereferenceable(16) %239, i64 16, i1 false)
  %289 = getelementptr inbounds i8, ptr %8, i64 72
  %290 = load ptr, ptr %240, align 8, !tbaa !151
  store ptr %290, ptr %289, align 8, !tbaa !151
  %291 = getelementptr inbounds i8, ptr %8, i64 80
  %292 = load ptr, ptr %242, align 8, !tbaa !18
  store ptr %292, ptr %291, align 8, !tbaa !18
  %293 = icmp eq ptr %292, null
  br i1 %293, label %303, label %294

294:                                              ; preds = %287
  %295 = getelementptr inbounds i8, ptr %292, i64 8
  %296 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %297 = icmp eq i8 %296, 0
  br i1 %297, label %301, label %298

298:                                              ; preds = %294
  %299 = load i32, ptr %295, align 4, !tbaa !27
  %300 = add nsw i32 %299, 1
  store i32 %300, ptr %295, align 4, !tbaa !27
  br label %303

301:                                              ; preds = %294
  %302 = atomicrmw volatile add ptr %295, i32 1 acq_rel, align 4
  br label %303

303:                                              ; preds = %301, %298, %287
  %304 = getelementptr inbounds i8, ptr %8, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %304, ptr noundef nonnull readonly align 8 dereferenceable(16) %255, i64 16, i1 false)
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_7nd_itemILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %8) #25
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %8)
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_7nd_itemILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %9) #25
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %9)
  %305 = invoke noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %306 unwind label %612

306:                                              ; preds = %303
  %307 = icmp eq i32 %305, 0
  br i1 %307, label %317, label %308

308:                                              ; preds = %306
  %309 = call ptr @__cxa_allocate_exception(i64 64) #25
  %310 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #25
  %311 = extractvalue { i32, ptr } %310, 0
  %312 = extractvalue { i32, ptr } %310, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %309, i32 %311, ptr %312, ptr noundef nonnull @.str.19)
          to label %313 unwind label %315

313:                                              ; preds = %308
  invoke void @__cxa_throw(ptr nonnull %309, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #28
          to label %314 unwind label %612

314:                                              ; preds = %313
  unreachable

315:                                              ; preds = %308
  %316 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %309) #25
  br label %614

317:                                              ; preds = %306
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.31)
          to label %318 unwind label %612

318:                                              ; preds = %317
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7)
  %319 = getelementptr inbounds i8, ptr %5, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %319, i8 0, i64 16, i1 false), !alias.scope !220
  store i64 %147, ptr %5, align 8, !tbaa !5, !alias.scope !220
  %320 = getelementptr inbounds i8, ptr %6, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %320, i8 0, i64 16, i1 false), !alias.scope !223
  store i64 %150, ptr %6, align 8, !tbaa !5, !alias.scope !223
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %7, i8 0, i64 24, i1 false)
  invoke void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEES3_NS0_2idILi3EEEi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range.114") align 8 %5, ptr noundef nonnull byval(%"class.sycl::_V1::range.114") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %7, i32 noundef 1)
          to label %321 unwind label %612

321:                                              ; preds = %318
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7)
  invoke void @_ZN4sycl3_V17handler22setKernelIsCooperativeEb(ptr noundef nonnull align 8 dereferenceable(216) %1, i1 noundef zeroext false)
          to label %322 unwind label %612

322:                                              ; preds = %321
  %323 = load i64, ptr %21, align 8, !tbaa !211
  store i64 %323, ptr %10, align 8, !tbaa !211
  %324 = getelementptr inbounds i8, ptr %10, i64 8
  %325 = load ptr, ptr %153, align 8, !tbaa !218
  store ptr %325, ptr %324, align 8, !tbaa !218
  %326 = getelementptr inbounds i8, ptr %10, i64 16
  %327 = load ptr, ptr %155, align 8, !tbaa !18
  store ptr %327, ptr %326, align 8, !tbaa !18
  %328 = icmp eq ptr %327, null
  br i1 %328, label %338, label %329

329:                                              ; preds = %322
  %330 = getelementptr inbounds i8, ptr %327, i64 8
  %331 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %332 = icmp eq i8 %331, 0
  br i1 %332, label %336, label %333

333:                                              ; preds = %329
  %334 = load i32, ptr %330, align 4, !tbaa !27
  %335 = add nsw i32 %334, 1
  store i32 %335, ptr %330, align 4, !tbaa !27
  br label %338

336:                                              ; preds = %329
  %337 = atomicrmw volatile add ptr %330, i32 1 acq_rel, align 4
  br label %338

338:                                              ; preds = %336, %333, %322
  %339 = getelementptr inbounds i8, ptr %10, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %339, ptr noundef nonnull readonly align 8 dereferenceable(16) %169, i64 16, i1 false), !tbaa.struct !219
  %340 = getelementptr inbounds i8, ptr %10, i64 40
  %341 = load ptr, ptr %171, align 8, !tbaa !151
  store ptr %341, ptr %340, align 8, !tbaa !151
  %342 = getelementptr inbounds i8, ptr %10, i64 48
  %343 = load ptr, ptr %173, align 8, !tbaa !18
  store ptr %343, ptr %342, align 8, !tbaa !18
  %344 = icmp eq ptr %343, null
  br i1 %344, label %354, label %345

345:                                              ; preds = %338
  %346 = getelementptr inbounds i8, ptr %343, i64 8
  %347 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %348 = icmp eq i8 %347, 0
  br i1 %348, label %352, label %349

349:                                              ; preds = %345
  %350 = load i32, ptr %346, align 4, !tbaa !27
  %351 = add nsw i32 %350, 1
  store i32 %351, ptr %346, align 4, !tbaa !27
  br label %354

352:                                              ; preds = %345
  %353 = atomicrmw volatile add ptr %346, i32 1 acq_rel, align 4
  br label %354

354:                                              ; preds = %352, %349, %338
  %355 = getelementptr inbounds i8, ptr %10, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %355, ptr noundef nonnull readonly align 8 dereferenceable(16) %187, i64 16, i1 false)
  %356 = getelementptr inbounds i8, ptr %10, i64 72
  %357 = load ptr, ptr %189, align 8, !tbaa !151
  store ptr %357, ptr %356, align 8, !tbaa !151
  %358 = getelementptr inbounds i8, ptr %10, i64 80
  %359 = load ptr, ptr %191, align 8, !tbaa !18
  store ptr %359, ptr %358, align 8, !tbaa !18
  %360 = icmp eq ptr %359, null
  br i1 %360, label %370, label %361

361:                                              ; preds = %354
  %362 = getelementptr inbounds i8, ptr %359, i64 8
  %363 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %364 = icmp eq i8 %363, 0
  br i1 %364, label %368, label %365

365:                                              ; preds = %361
  %366 = load i32, ptr %362, align 4, !tbaa !27
  %367 = add nsw i32 %366, 1
  store i32 %367, ptr %362, align 4, !tbaa !27
  br label %370

368:                                              ; preds = %361
  %369 = atomicrmw volatile add ptr %362, i32 1 acq_rel, align 4
  br label %370

370:                                              ; preds = %368, %365, %354
  %371 = getelementptr inbounds i8, ptr %10, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %371, ptr noundef nonnull readonly align 8 dereferenceable(16) %205, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %3)
  %372 = invoke noalias noundef nonnull dereferenceable(112) ptr @_Znwm(i64 noundef 112) #29
          to label %373 unwind label %516

373:                                              ; preds = %370
  %374 = load i64, ptr %10, align 8, !tbaa !211, !noalias !226
  store i64 %374, ptr %3, align 8, !tbaa !211, !noalias !226
  %375 = getelementptr inbounds i8, ptr %3, i64 8
  %376 = load ptr, ptr %324, align 8, !tbaa !218, !noalias !226
  store ptr %376, ptr %375, align 8, !tbaa !218, !noalias !226
  %377 = getelementptr inbounds i8, ptr %3, i64 16
  %378 = load ptr, ptr %326, align 8, !tbaa !18, !noalias !226
  store ptr %378, ptr %377, align 8, !tbaa !18, !noalias !226
  %379 = icmp eq ptr %378, null
  br i1 %379, label %389, label %380

380:                                              ; preds = %373
  %381 = getelementptr inbounds i8, ptr %378, i64 8
  %382 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !226
  %383 = icmp eq i8 %382, 0
  br i1 %383, label %387, label %384

384:                                              ; preds = %380
  %385 = load i32, ptr %381, align 4, !tbaa !27, !noalias !226
  %386 = add nsw i32 %385, 1
  store i32 %386, ptr %381, align 4, !tbaa !27, !noalias !226
  br label %389

387:                                              ; preds = %380
  %388 = atomicrmw volatile add ptr %381, i32 1 acq_rel, align 4, !noalias !226
  br label %389

389:                                              ; preds = %387, %384, %373
  %390 = getelementptr inbounds i8, ptr %3, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %390, ptr noundef nonnull readonly align 8 dereferenceable(16) %339, i64 16, i1 false), !tbaa.struct !219, !noalias !226
  %391 = getelementptr inbounds i8, ptr %3, i64 40
  %392 = load ptr, ptr %340, align 8, !tbaa !151, !noalias !226
  store ptr %392, ptr %391, align 8, !tbaa !151, !noalias !226
  %393 = getelementptr inbounds i8, ptr %3, i64 48
  %394 = load ptr, ptr %342, align 8, !tbaa !18, !noalias !226
  store ptr %394, ptr %393, align 8, !tbaa !18, !noalias !226
  %395 = icmp eq ptr %394, null
  br i1 %395, label %405, label %396

396:                                              ; preds = %389
  %397 = getelementptr inbounds i8, ptr %394, i64 8
  %398 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !226
  %399 = icmp eq i8 %398, 0
  br i1 %399, label %403, label %400

400:                                              ; preds = %396
  %401 = load i32, ptr %397, align 4, !tbaa !27, !noalias !226
  %402 = add nsw i32 %401, 1
  store i32 %402, ptr %397, align 4, !tbaa !27, !noalias !226
  br label %405

403:                                              ; preds = %396
  %404 = atomicrmw volatile add ptr %397, i32 1 acq_rel, align 4, !noalias !226
  br label %405

405:                                              ; preds = %403, %400, %389
  %406 = getelementptr inbounds i8, ptr %3, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %406, ptr noundef nonnull readonly align 8 dereferenceable(16) %355, i64 16, i1 false), !noalias !226
  %407 = getelementptr inbounds i8, ptr %3, i64 72
  %408 = load ptr, ptr %356, align 8, !tbaa !151, !noalias !226
  store ptr %408, ptr %407, align 8, !tbaa !151, !noalias !226
  %409 = getelementptr inbounds i8, ptr %3, i64 80
  %410 = load ptr, ptr %358, align 8, !tbaa !18, !noalias !226
  store ptr %410, ptr %409, align 8, !tbaa !18, !noalias !226
  %411 = icmp eq ptr %410, null
  br i1 %411, label %421, label %412

412:                                              ; preds = %405
  %413 = getelementptr inbounds i8, ptr %410, i64 8
  %414 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !226
  %415 = icmp eq i8 %414, 0
  br i1 %415, label %419, label %416

416:                                              ; preds = %412
  %417 = load i32, ptr %413, align 4, !tbaa !27, !noalias !226
  %418 = add nsw i32 %417, 1
  store i32 %418, ptr %413, align 4, !tbaa !27, !noalias !226
  br label %421

419:                                              ; preds = %412
  %420 = atomicrmw volatile add ptr %413, i32 1 acq_rel, align 4, !noalias !226
  br label %421

421:                                              ; preds = %419, %416, %405
  %422 = getelementptr inbounds i8, ptr %3, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %422, ptr noundef nonnull readonly align 8 dereferenceable(16) %371, i64 16, i1 false), !noalias !226
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EEE, i64 16), ptr %372, align 8, !tbaa !24, !noalias !226
  %423 = getelementptr inbounds i8, ptr %372, i64 8
  %424 = load i64, ptr %3, align 8, !tbaa !211, !noalias !226
  store i64 %424, ptr %423, align 8, !tbaa !211, !noalias !226
  %425 = getelementptr inbounds i8, ptr %372, i64 16
  %426 = load ptr, ptr %375, align 8, !tbaa !218, !noalias !226
  store ptr %426, ptr %425, align 8, !tbaa !218, !noalias !226
  %427 = getelementptr inbounds i8, ptr %372, i64 24
  %428 = load ptr, ptr %377, align 8, !tbaa !18, !noalias !226
  store ptr %428, ptr %427, align 8, !tbaa !18, !noalias !226
  %429 = icmp eq ptr %428, null
  br i1 %429, label %439, label %430

430:                                              ; preds = %421
  %431 = getelementptr inbounds i8, ptr %428, i64 8
  %432 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !226
  %433 = icmp eq i8 %432, 0
  br i1 %433, label %437, label %434

434:                                              ; preds = %430
  %435 = load i32, ptr %431, align 4, !tbaa !27, !noalias !226
  %436 = add nsw i32 %435, 1
  store i32 %436, ptr %431, align 4, !tbaa !27, !noalias !226
  br label %439

437:                                              ; preds = %430
  %438 = atomicrmw volatile add ptr %431, i32 1 acq_rel, align 4, !noalias !226
  br label %439

439:                                              ; preds = %437, %434, %421
  %440 = getelementptr inbounds i8, ptr %372, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %440, ptr noundef nonnull readonly align 8 dereferenceable(16) %390, i64 16, i1 false), !tbaa.struct !219, !noalias !226
  %441 = getelementptr inbounds i8, ptr %372, i64 48
  %442 = load ptr, ptr %391, align 8, !tbaa !151, !noalias !226
  store ptr %442, ptr %441, align 8, !tbaa !151, !noalias !226
  %443 = getelementptr inbounds i8, ptr %372, i64 56
  %444 = load ptr, ptr %393, align 8, !tbaa !18, !noalias !226
  store ptr %444, ptr %443, align 8, !tbaa !18, !noalias !226
  %445 = icmp eq ptr %444, null
  br i1 %445, label %455, label %446

446:                                              ; preds = %439
  %447 = getelementptr inbounds i8, ptr %444, i64 8
  %448 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !226
  %449 = icmp eq i8 %448, 0
  br i1 %449, label %453, label %450

450:                                              ; preds = %446
  %451 = load i32, ptr %447, align 4, !tbaa !27, !noalias !226
  %452 = add nsw i32 %451, 1
  store i32 %452, ptr %447, align 4, !tbaa !27, !noalias !226
  br label %455

453:                                              ; preds = %446
  %454 = atomicrmw volatile add ptr %447, i32 1 acq_rel, align 4, !noalias !226
  br label %455

455:                                              ; preds = %453, %450, %439
  %456 = getelementptr inbounds i8, ptr %372, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %456, ptr noundef nonnull readonly align 8 dereferenceable(16) %406, i64 16, i1 false), !noalias !226
  %457 = getelementptr inbounds i8, ptr %372, i64 80
  %458 = load ptr, ptr %407, align 8, !tbaa !151, !noalias !226
  store ptr %458, ptr %457, align 8, !tbaa !151, !noalias !226
  %459 = getelementptr inbounds i8, ptr %372, i64 88
  %460 = load ptr, ptr %409, align 8, !tbaa !18, !noalias !226
  store ptr %460, ptr %459, align 8, !tbaa !18, !noalias !226
  %461 = icmp eq ptr %460, null
  br i1 %461, label %471, label %462

462:                                              ; preds = %455
  %463 = getelementptr inbounds i8, ptr %460, i64 8
  %464 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !226
  %465 = icmp eq i8 %464, 0
  br i1 %465, label %469, label %466

466:                                              ; preds = %462
  %467 = load i32, ptr %463, align 4, !tbaa !27, !noalias !226
  %468 = add nsw i32 %467, 1
  store i32 %468, ptr %463, align 4, !tbaa !27, !noalias !226
  br label %471

469:                                              ; preds = %462
  %470 = atomicrmw volatile add ptr %463, i32 1 acq_rel, align 4, !noalias !226
  br label %471

471:                                              ; preds = %469, %466, %455
  %472 = getelementptr inbounds i8, ptr %372, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %472, ptr noundef nonnull readonly align 8 dereferenceable(16) %422, i64 16, i1 false), !noalias !226
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_7nd_itemILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %3) #25, !noalias !226
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %3)
  %473 = getelementptr inbounds i8, ptr %1, i64 152
  %474 = load ptr, ptr %473, align 8, !tbaa !9
  store ptr %372, ptr %473, align 8, !tbaa !9
  %475 = icmp eq ptr %474, null
  br i1 %475, label %480, label %476

476:                                              ; preds = %471
  %477 = load ptr, ptr %474, align 8, !tbaa !24
  %478 = getelementptr inbounds i8, ptr %477, i64 16
  %479 = load ptr, ptr %478, align 8
  call void %479(ptr noundef nonnull align 8 dereferenceable(8) %474) #25
  br label %480

480:                                              ; preds = %476, %471
  invoke void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %481 unwind label %516

481:                                              ; preds = %480
  %482 = load ptr, ptr %473, align 8, !tbaa !9
  %483 = load ptr, ptr %482, align 8, !tbaa !24
  %484 = load ptr, ptr %483, align 8
  %485 = invoke noundef ptr %484(ptr noundef nonnull align 8 dereferenceable(8) %482)
          to label %486 unwind label %516

486:                                              ; preds = %481
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #25
  invoke void @_ZN4sycl3_V16detail19getKernelParamDescsI14LocalHistogramEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind nonnull writable sret(%"class.std::vector.136") align 8 %4)
          to label %487 unwind label %516

487:                                              ; preds = %486
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %485, ptr noundef nonnull align 8 dereferenceable(24) %4, i1 noundef zeroext false)
          to label %488 unwind label %505

488:                                              ; preds = %487
  %489 = load ptr, ptr %4, align 8, !tbaa !162
  %490 = icmp eq ptr %489, null
  br i1 %490, label %497, label %491

491:                                              ; preds = %488
  %492 = getelementptr inbounds i8, ptr %4, i64 16
  %493 = load ptr, ptr %492, align 8, !tbaa !164
  %494 = ptrtoint ptr %493 to i64
  %495 = ptrtoint ptr %489 to i64
  %496 = sub i64 %494, %495
  call void @_ZdlPvm(ptr noundef nonnull %489, i64 noundef %496) #27
  br label %497

497:                                              ; preds = %491, %488
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #25
  %498 = invoke noalias noundef nonnull dereferenceable(21) ptr @_Znam(i64 noundef 21) #29
          to label %499 unwind label %516

499:                                              ; preds = %497
  %500 = getelementptr inbounds i8, ptr %1, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(20) %498, ptr noundef nonnull align 1 dereferenceable(20) @.str.31, i64 20, i1 false)
  %501 = getelementptr inbounds i8, ptr %498, i64 20
  store i8 0, ptr %501, align 1, !tbaa !26
  %502 = load ptr, ptr %500, align 8, !tbaa !9
  store ptr %498, ptr %500, align 8, !tbaa !9
  %503 = icmp eq ptr %502, null
  br i1 %503, label %520, label %504

504:                                              ; preds = %499
  call void @_ZdaPv(ptr noundef nonnull %502) #27
  br label %520

505:                                              ; preds = %487
  %506 = landingpad { ptr, i32 }
          cleanup
  %507 = load ptr, ptr %4, align 8, !tbaa !162
  %508 = icmp eq ptr %507, null
  br i1 %508, label %515, label %509

509:                                              ; preds = %505
  %510 = getelementptr inbounds i8, ptr %4, i64 16
  %511 = load ptr, ptr %510, align 8, !tbaa !164
  %512 = ptrtoint ptr %511 to i64
  %513 = ptrtoint ptr %507 to i64
  %514 = sub i64 %512, %513
  call void @_ZdlPvm(ptr noundef nonnull %507, i64 noundef %514) #27
  br label %515

515:                                              ; preds = %509, %505
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #25
  br label %518

516:                                              ; preds = %497, %486, %481, %480, %370
  %517 = landingpad { ptr, i32 }
          cleanup
  br label %518

518:                                              ; preds = %516, %515
  %519 = phi { ptr, i32 } [ %517, %516 ], [ %506, %515 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_7nd_itemILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %10) #25
  br label %614

520:                                              ; preds = %504, %499
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_7nd_itemILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %10) #25
  invoke void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef 1)
          to label %521 unwind label %612

521:                                              ; preds = %520
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %10)
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_7nd_itemILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %21) #25
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %21) #25
  %522 = load ptr, ptr %156, align 8, !tbaa !18
  %523 = icmp eq ptr %522, null
  br i1 %523, label %548, label %524

524:                                              ; preds = %521
  %525 = getelementptr inbounds i8, ptr %522, i64 8
  %526 = load atomic i64, ptr %525 acquire, align 8
  %527 = icmp eq i64 %526, 4294967297
  %528 = trunc i64 %526 to i32
  br i1 %527, label %529, label %537

529:                                              ; preds = %524
  store i32 0, ptr %525, align 8, !tbaa !20
  %530 = getelementptr inbounds i8, ptr %522, i64 12
  store i32 0, ptr %530, align 4, !tbaa !23
  %531 = load ptr, ptr %522, align 8, !tbaa !24
  %532 = getelementptr inbounds i8, ptr %531, i64 16
  %533 = load ptr, ptr %532, align 8
  call void %533(ptr noundef nonnull align 8 dereferenceable(16) %522) #25
  %534 = load ptr, ptr %522, align 8, !tbaa !24
  %535 = getelementptr inbounds i8, ptr %534, i64 24
  %536 = load ptr, ptr %535, align 8
  call void %536(ptr noundef nonnull align 8 dereferenceable(16) %522) #25
  br label %548

537:                                              ; preds = %524
  %538 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %539 = icmp eq i8 %538, 0
  br i1 %539, label %542, label %540

540:                                              ; preds = %537
  %541 = add nsw i32 %528, -1
  store i32 %541, ptr %525, align 4, !tbaa !27
  br label %544

542:                                              ; preds = %537
  %543 = atomicrmw volatile add ptr %525, i32 -1 acq_rel, align 4
  br label %544

544:                                              ; preds = %542, %540
  %545 = phi i32 [ %528, %540 ], [ %543, %542 ]
  %546 = icmp eq i32 %545, 1
  br i1 %546, label %547, label %548, !prof !28

547:                                              ; preds = %544
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %522) #25
  br label %548

548:                                              ; preds = %547, %544, %529, %521
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #25
  %549 = load ptr, ptr %192, align 8, !tbaa !18
  %550 = icmp eq ptr %549, null
  br i1 %550, label %575, label %551

551:                                              ; preds = %548
  %552 = getelementptr inbounds i8, ptr %549, i64 8
  %553 = load atomic i64, ptr %552 acquire, align 8
  %554 = icmp eq i64 %553, 4294967297
  %555 = trunc i64 %553 to i32
  br i1 %554, label %556, label %564

556:                                              ; preds = %551
  store i32 0, ptr %552, align 8, !tbaa !20
  %557 = getelementptr inbounds i8, ptr %549, i64 12
  store i32 0, ptr %557, align 4, !tbaa !23
  %558 = load ptr, ptr %549, align 8, !tbaa !24
  %559 = getelementptr inbounds i8, ptr %558, i64 16
  %560 = load ptr, ptr %559, align 8
  call void %560(ptr noundef nonnull align 8 dereferenceable(16) %549) #25
  %561 = load ptr, ptr %549, align 8, !tbaa !24
  %562 = getelementptr inbounds i8, ptr %561, i64 24
  %563 = load ptr, ptr %562, align 8
  call void %563(ptr noundef nonnull align 8 dereferenceable(16) %549) #25
  br label %575

564:                                              ; preds = %551
  %565 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %566 = icmp eq i8 %565, 0
  br i1 %566, label %569, label %567

567:                                              ; preds = %564
  %568 = add nsw i32 %555, -1
  store i32 %568, ptr %552, align 4, !tbaa !27
  br label %571

569:                                              ; preds = %564
  %570 = atomicrmw volatile add ptr %552, i32 -1 acq_rel, align 4
  br label %571

571:                                              ; preds = %569, %567
  %572 = phi i32 [ %555, %567 ], [ %570, %569 ]
  %573 = icmp eq i32 %572, 1
  br i1 %573, label %574, label %575, !prof !28

574:                                              ; preds = %571
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %549) #25
  br label %575

575:                                              ; preds = %574, %571, %556, %548
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #25
  %576 = load ptr, ptr %174, align 8, !tbaa !18
  %577 = icmp eq ptr %576, null
  br i1 %577, label %622, label %578

578:                                              ; preds = %575
  %579 = getelementptr inbounds i8, ptr %576, i64 8
  %580 = load atomic i64, ptr %579 acquire, align 8
  %581 = icmp eq i64 %580, 4294967297
  %582 = trunc i64 %580 to i32
  br i1 %581, label %583, label %591

583:                                              ; preds = %578
  store i32 0, ptr %579, align 8, !tbaa !20
  %584 = getelementptr inbounds i8, ptr %576, i64 12
  store i32 0, ptr %584, align 4, !tbaa !23
  %585 = load ptr, ptr %576, align 8, !tbaa !24
  %586 = getelementptr inbounds i8, ptr %585, i64 16
  %587 = load ptr, ptr %586, align 8
  call void %587(ptr noundef nonnull align 8 dereferenceable(16) %576) #25
  %588 = load ptr, ptr %576, align 8, !tbaa !24
  %589 = getelementptr inbounds i8, ptr %588, i64 24
  %590 = load ptr, ptr %589, align 8
  call void %590(ptr noundef nonnull align 8 dereferenceable(16) %576) #25
  br label %622

591:                                              ; preds = %578
  %592 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %593 = icmp eq i8 %592, 0
  br i1 %593, label %596, label %594

594:                                              ; preds = %591
  %595 = add nsw i32 %582, -1
  store i32 %595, ptr %579, align 4, !tbaa !27
  br label %598

596:                                              ; preds = %591
  %597 = atomicrmw volatile add ptr %579, i32 -1 acq_rel, align 4
  br label %598

598:                                              ; preds = %596, %594
  %599 = phi i32 [ %582, %594 ], [ %597, %596 ]
  %600 = icmp eq i32 %599, 1
  br i1 %600, label %601, label %622, !prof !28

601:                                              ; preds = %598
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %576) #25
  br label %622

602:                                              ; preds = %2
  %603 = landingpad { ptr, i32 }
          cleanup
  br label %604

604:                                              ; preds = %602, %28
  %605 = phi { ptr, i32 } [ %603, %602 ], [ %29, %28 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %17) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %17) #25
  br label %620

606:                                              ; preds = %79
  %607 = landingpad { ptr, i32 }
          cleanup
  br label %608

608:                                              ; preds = %606, %86
  %609 = phi { ptr, i32 } [ %607, %606 ], [ %87, %86 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %19) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19) #25
  br label %618

610:                                              ; preds = %137
  %611 = landingpad { ptr, i32 }
          cleanup
  br label %616

612:                                              ; preds = %520, %321, %318, %317, %313, %303
  %613 = landingpad { ptr, i32 }
          cleanup
  br label %614

614:                                              ; preds = %612, %518, %315
  %615 = phi { ptr, i32 } [ %613, %612 ], [ %316, %315 ], [ %519, %518 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_7nd_itemILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %21) #25
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %21) #25
  call void @_ZN4sycl3_V16detail21LocalAccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %20) #25
  br label %616

616:                                              ; preds = %614, %610
  %617 = phi { ptr, i32 } [ %615, %614 ], [ %611, %610 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #25
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %18) #25
  br label %618

618:                                              ; preds = %616, %608
  %619 = phi { ptr, i32 } [ %617, %616 ], [ %609, %608 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #25
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %16) #25
  br label %620

620:                                              ; preds = %618, %604
  %621 = phi { ptr, i32 } [ %619, %618 ], [ %605, %604 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #25
  resume { ptr, i32 } %621

622:                                              ; preds = %575, %583, %598, %601
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #25
  ret void
}

; Function Attrs: mustprogress uwtable
define internal noundef zeroext i1 @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E0_E10_M_managerERSt9_Any_dataRKS7_St18_Manager_operation(ptr nocapture noundef nonnull align 8 dereferenceable(16) %0, ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %1, i32 noundef %2) #2 align 2 {
  switch i32 %2, label %14 [
    i32 0, label %4
    i32 1, label %5
    i32 3, label %10
    i32 2, label %7
  ]

4:                                                ; preds = %3
  store ptr @_ZTIZ4mainEUlRN4sycl3_V17handlerEE0_, ptr %0, align 8, !tbaa !9
  br label %14

5:                                                ; preds = %3
  %6 = load ptr, ptr %1, align 8, !tbaa !9
  store ptr %6, ptr %0, align 8, !tbaa !9
  br label %14

7:                                                ; preds = %3
  %8 = load ptr, ptr %1, align 8, !tbaa !9
  %9 = tail call noalias noundef nonnull dereferenceable(40) ptr @_Znwm(i64 noundef 40) #29
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %9, ptr noundef nonnull readonly align 8 dereferenceable(40) %8, i64 40, i1 false), !tbaa.struct !229
  store ptr %9, ptr %0, align 8, !tbaa !9
  br label %14

10:                                               ; preds = %3
  %11 = load ptr, ptr %0, align 8, !tbaa !9
  %12 = icmp eq ptr %11, null
  br i1 %12, label %14, label %13

13:                                               ; preds = %10
  tail call void @_ZdlPvm(ptr noundef nonnull %11, i64 noundef 40) #27
  br label %14

14:                                               ; preds = %3, %13, %10, %7, %5, %4
  ret i1 false
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define internal fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_7nd_itemILi1EEEE_D2Ev(ptr nocapture noundef nonnull readonly align 8 dereferenceable(104) %0) unnamed_addr #4 align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 80
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !24
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  %30 = getelementptr inbounds i8, ptr %0, i64 48
  %31 = load ptr, ptr %30, align 8, !tbaa !18
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !20
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !23
  %40 = load ptr, ptr %31, align 8, !tbaa !24
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  %43 = load ptr, ptr %31, align 8, !tbaa !24
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !27
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !28

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  %58 = getelementptr inbounds i8, ptr %0, i64 16
  %59 = load ptr, ptr %58, align 8, !tbaa !18
  %60 = icmp eq ptr %59, null
  br i1 %60, label %85, label %61

61:                                               ; preds = %57
  %62 = getelementptr inbounds i8, ptr %59, i64 8
  %63 = load atomic i64, ptr %62 acquire, align 8
  %64 = icmp eq i64 %63, 4294967297
  %65 = trunc i64 %63 to i32
  br i1 %64, label %66, label %74

66:                                               ; preds = %61
  store i32 0, ptr %62, align 8, !tbaa !20
  %67 = getelementptr inbounds i8, ptr %59, i64 12
  store i32 0, ptr %67, align 4, !tbaa !23
  %68 = load ptr, ptr %59, align 8, !tbaa !24
  %69 = getelementptr inbounds i8, ptr %68, i64 16
  %70 = load ptr, ptr %69, align 8
  tail call void %70(ptr noundef nonnull align 8 dereferenceable(16) %59) #25
  %71 = load ptr, ptr %59, align 8, !tbaa !24
  %72 = getelementptr inbounds i8, ptr %71, i64 24
  %73 = load ptr, ptr %72, align 8
  tail call void %73(ptr noundef nonnull align 8 dereferenceable(16) %59) #25
  br label %85

74:                                               ; preds = %61
  %75 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %76 = icmp eq i8 %75, 0
  br i1 %76, label %79, label %77

77:                                               ; preds = %74
  %78 = add nsw i32 %65, -1
  store i32 %78, ptr %62, align 4, !tbaa !27
  br label %81

79:                                               ; preds = %74
  %80 = atomicrmw volatile add ptr %62, i32 -1 acq_rel, align 4
  br label %81

81:                                               ; preds = %79, %77
  %82 = phi i32 [ %65, %77 ], [ %80, %79 ]
  %83 = icmp eq i32 %82, 1
  br i1 %83, label %84, label %85, !prof !28

84:                                               ; preds = %81
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %59) #25
  br label %85

85:                                               ; preds = %57, %66, %81, %84
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail21LocalAccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !24
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V119local_accessor_baseIjLi1ELNS0_6access4modeE1026ELNS2_11placeholderE0EEC2ILi1EvEENS0_5rangeILi1EEERNS0_7handlerENS0_6detail13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, i64 %1, ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %3) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::range.114", align 8
  %6 = alloca %"class.sycl::_V1::property_list", align 8
  store i64 %1, ptr %5, align 8, !tbaa !5, !alias.scope !230
  %7 = getelementptr inbounds i8, ptr %5, i64 8
  store i64 1, ptr %7, align 8, !tbaa !5, !alias.scope !230
  %8 = getelementptr inbounds i8, ptr %5, i64 16
  store i64 1, ptr %8, align 8, !tbaa !5, !alias.scope !230
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %6, i8 0, i64 32, i1 false)
  invoke void @_ZN4sycl3_V16detail21LocalAccessorBaseHostC2ENS0_5rangeILi3EEEiiRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::range.114") align 8 %5, i32 noundef 1, i32 noundef 4, ptr noundef nonnull align 8 dereferenceable(32) %6)
          to label %9 unwind label %69

9:                                                ; preds = %4
  %10 = getelementptr inbounds i8, ptr %6, i64 8
  %11 = load ptr, ptr %10, align 8, !tbaa !15
  %12 = getelementptr inbounds i8, ptr %6, i64 16
  %13 = load ptr, ptr %12, align 8, !tbaa !17
  %14 = icmp eq ptr %11, %13
  br i1 %14, label %49, label %15

15:                                               ; preds = %9, %44
  %16 = phi ptr [ %45, %44 ], [ %11, %9 ]
  %17 = getelementptr inbounds i8, ptr %16, i64 8
  %18 = load ptr, ptr %17, align 8, !tbaa !18
  %19 = icmp eq ptr %18, null
  br i1 %19, label %44, label %20

20:                                               ; preds = %15
  %21 = getelementptr inbounds i8, ptr %18, i64 8
  %22 = load atomic i64, ptr %21 acquire, align 8
  %23 = icmp eq i64 %22, 4294967297
  %24 = trunc i64 %22 to i32
  br i1 %23, label %25, label %33

25:                                               ; preds = %20
  store i32 0, ptr %21, align 8, !tbaa !20
  %26 = getelementptr inbounds i8, ptr %18, i64 12
  store i32 0, ptr %26, align 4, !tbaa !23
  %27 = load ptr, ptr %18, align 8, !tbaa !24
  %28 = getelementptr inbounds i8, ptr %27, i64 16
  %29 = load ptr, ptr %28, align 8
  call void %29(ptr noundef nonnull align 8 dereferenceable(16) %18) #25
  %30 = load ptr, ptr %18, align 8, !tbaa !24
  %31 = getelementptr inbounds i8, ptr %30, i64 24
  %32 = load ptr, ptr %31, align 8
  call void %32(ptr noundef nonnull align 8 dereferenceable(16) %18) #25
  br label %44

33:                                               ; preds = %20
  %34 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %35 = icmp eq i8 %34, 0
  br i1 %35, label %38, label %36

36:                                               ; preds = %33
  %37 = add nsw i32 %24, -1
  store i32 %37, ptr %21, align 4, !tbaa !27
  br label %40

38:                                               ; preds = %33
  %39 = atomicrmw volatile add ptr %21, i32 -1 acq_rel, align 4
  br label %40

40:                                               ; preds = %38, %36
  %41 = phi i32 [ %24, %36 ], [ %39, %38 ]
  %42 = icmp eq i32 %41, 1
  br i1 %42, label %43, label %44, !prof !28

43:                                               ; preds = %40
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %18) #25
  br label %44

44:                                               ; preds = %43, %40, %25, %15
  %45 = getelementptr inbounds i8, ptr %16, i64 16
  %46 = icmp eq ptr %45, %13
  br i1 %46, label %47, label %15, !llvm.loop !29

47:                                               ; preds = %44
  %48 = load ptr, ptr %10, align 8, !tbaa !15
  br label %49

49:                                               ; preds = %47, %9
  %50 = phi ptr [ %48, %47 ], [ %11, %9 ]
  %51 = icmp eq ptr %50, null
  br i1 %51, label %58, label %52

52:                                               ; preds = %49
  %53 = getelementptr inbounds i8, ptr %6, i64 24
  %54 = load ptr, ptr %53, align 8, !tbaa !31
  %55 = ptrtoint ptr %54 to i64
  %56 = ptrtoint ptr %50 to i64
  %57 = sub i64 %55, %56
  call void @_ZdlPvm(ptr noundef nonnull %50, i64 noundef %57) #27
  br label %58

58:                                               ; preds = %49, %52
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #25
  %59 = load ptr, ptr %0, align 8, !tbaa !218
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
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %6) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #25
  br label %73

71:                                               ; preds = %66, %64, %62, %60, %58
  %72 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail21LocalAccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
  br label %73

73:                                               ; preds = %71, %69
  %74 = phi { ptr, i32 } [ %72, %71 ], [ %70, %69 ]
  resume { ptr, i32 } %74
}

declare void @_ZN4sycl3_V16detail21LocalAccessorBaseHostC2ENS0_5rangeILi3EEEiiRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef byval(%"class.sycl::_V1::range.114") align 8, i32 noundef, i32 noundef, ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #6

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZN4sycl3_V16detail21LocalAccessorBaseHost7getSizeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #6

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail21LocalAccessorBaseHost7getSizeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #6

declare noundef ptr @_ZN4sycl3_V16detail21LocalAccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #6

declare noundef ptr @_ZNK4sycl3_V16detail21LocalAccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #6

declare void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEES3_NS0_2idILi3EEEi(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef byval(%"class.sycl::_V1::range.114") align 8, ptr noundef byval(%"class.sycl::_V1::range.114") align 8, ptr noundef byval(%"class.sycl::_V1::id") align 8, i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19getKernelParamDescsI14LocalHistogramEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind noalias writable sret(%"class.std::vector.136") align 8 %0) local_unnamed_addr #2 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"struct.sycl::_V1::detail::kernel_param_desc_t", align 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, i8 0, i64 24, i1 false)
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = tail call noalias noundef nonnull dereferenceable(48) ptr @_Znwm(i64 noundef 48) #29
  store ptr %4, ptr %0, align 8, !tbaa !162
  %5 = getelementptr inbounds i8, ptr %4, i64 48
  store ptr %5, ptr %3, align 8, !tbaa !164
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 34359738369, ptr %2, align 8
  store i32 0, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !200
  %8 = getelementptr inbounds i8, ptr %4, i64 12
  store ptr %8, ptr %7, align 8, !tbaa !203
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 17454747090944, ptr %2, align 8
  store i32 8, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %8, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !200
  %9 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr %9, ptr %7, align 8, !tbaa !203
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 17446157156352, ptr %2, align 8
  store i32 40, ptr %6, align 8
  %10 = load ptr, ptr %3, align 8, !tbaa !164
  %11 = icmp eq ptr %9, %10
  br i1 %11, label %15, label %12

12:                                               ; preds = %1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %9, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !200
  %13 = load ptr, ptr %7, align 8, !tbaa !203
  %14 = getelementptr inbounds i8, ptr %13, i64 12
  store ptr %14, ptr %7, align 8, !tbaa !203
  br label %18

15:                                               ; preds = %1
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr nonnull %9, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %16 unwind label %27

16:                                               ; preds = %15
  %17 = load ptr, ptr %7, align 8, !tbaa !9
  br label %18

18:                                               ; preds = %16, %12
  %19 = phi ptr [ %17, %16 ], [ %14, %12 ]
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 17446157156352, ptr %2, align 8
  store i32 72, ptr %6, align 8
  %20 = load ptr, ptr %3, align 8, !tbaa !164
  %21 = icmp eq ptr %19, %20
  br i1 %21, label %25, label %22

22:                                               ; preds = %18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %19, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !200
  %23 = load ptr, ptr %7, align 8, !tbaa !203
  %24 = getelementptr inbounds i8, ptr %23, i64 12
  store ptr %24, ptr %7, align 8, !tbaa !203
  br label %26

25:                                               ; preds = %18
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %19, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %26 unwind label %27

26:                                               ; preds = %25, %22
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  ret void

27:                                               ; preds = %15, %25
  %28 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  %29 = load ptr, ptr %0, align 8, !tbaa !162
  %30 = icmp eq ptr %29, null
  br i1 %30, label %36, label %31

31:                                               ; preds = %27
  %32 = load ptr, ptr %3, align 8, !tbaa !164
  %33 = ptrtoint ptr %32 to i64
  %34 = ptrtoint ptr %29 to i64
  %35 = sub i64 %33, %34
  call void @_ZdlPvm(ptr noundef nonnull %29, i64 noundef %35) #27
  br label %36

36:                                               ; preds = %27, %31
  resume { ptr, i32 } %28
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(112) %0) unnamed_addr #19 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(112) %0) unnamed_addr #3 align 2 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EEE, i64 16), ptr %0, align 8, !tbaa !24
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  tail call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_7nd_itemILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %2) #25
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EED0Ev(ptr noundef nonnull align 8 dereferenceable(112) %0) unnamed_addr #3 align 2 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EEE, i64 16), ptr %0, align 8, !tbaa !24
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  tail call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_7nd_itemILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %2) #25
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 112) #27
  ret void
}

; Function Attrs: mustprogress noreturn uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi1EEEE_S7_Li1EE23InstantiateKernelOnHostEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(112) %0) unnamed_addr #20 align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %class.anon.167, align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load i64, ptr %3, align 8, !tbaa !211
  store i64 %4, ptr %2, align 8, !tbaa !211
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = load ptr, ptr %6, align 8, !tbaa !218
  store ptr %7, ptr %5, align 8, !tbaa !218
  %8 = getelementptr inbounds i8, ptr %2, i64 16
  %9 = getelementptr inbounds i8, ptr %0, i64 24
  %10 = load ptr, ptr %9, align 8, !tbaa !18
  store ptr %10, ptr %8, align 8, !tbaa !18
  %11 = icmp eq ptr %10, null
  br i1 %11, label %21, label %12

12:                                               ; preds = %1
  %13 = getelementptr inbounds i8, ptr %10, i64 8
  %14 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %15 = icmp eq i8 %14, 0
  br i1 %15, label %19, label %16

16:                                               ; preds = %12
  %17 = load i32, ptr %13, align 4, !tbaa !27
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %13, align 4, !tbaa !27
  br label %21

19:                                               ; preds = %12
  %20 = atomicrmw volatile add ptr %13, i32 1 acq_rel, align 4
  br label %21

21:                                               ; preds = %19, %16, %1
  %22 = getelementptr inbounds i8, ptr %2, i64 24
  %23 = getelementptr inbounds i8, ptr %0, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %22, ptr noundef nonnull readonly align 8 dereferenceable(16) %23, i64 16, i1 false), !tbaa.struct !219
  %24 = getelementptr inbounds i8, ptr %2, i64 40
  %25 = getelementptr inbounds i8, ptr %0, i64 48
  %26 = load ptr, ptr %25, align 8, !tbaa !151
  store ptr %26, ptr %24, align 8, !tbaa !151
  %27 = getelementptr inbounds i8, ptr %2, i64 48
  %28 = getelementptr inbounds i8, ptr %0, i64 56
  %29 = load ptr, ptr %28, align 8, !tbaa !18
  store ptr %29, ptr %27, align 8, !tbaa !18
  %30 = icmp eq ptr %29, null
  br i1 %30, label %40, label %31

31:                                               ; preds = %21
  %32 = getelementptr inbounds i8, ptr %29, i64 8
  %33 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %34 = icmp eq i8 %33, 0
  br i1 %34, label %38, label %35

35:                                               ; preds = %31
  %36 = load i32, ptr %32, align 4, !tbaa !27
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %32, align 4, !tbaa !27
  br label %40

38:                                               ; preds = %31
  %39 = atomicrmw volatile add ptr %32, i32 1 acq_rel, align 4
  br label %40

40:                                               ; preds = %38, %35, %21
  %41 = getelementptr inbounds i8, ptr %2, i64 56
  %42 = getelementptr inbounds i8, ptr %0, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %41, ptr noundef nonnull readonly align 8 dereferenceable(16) %42, i64 16, i1 false)
  %43 = getelementptr inbounds i8, ptr %2, i64 72
  %44 = getelementptr inbounds i8, ptr %0, i64 80
  %45 = load ptr, ptr %44, align 8, !tbaa !151
  store ptr %45, ptr %43, align 8, !tbaa !151
  %46 = getelementptr inbounds i8, ptr %2, i64 80
  %47 = getelementptr inbounds i8, ptr %0, i64 88
  %48 = load ptr, ptr %47, align 8, !tbaa !18
  store ptr %48, ptr %46, align 8, !tbaa !18
  %49 = icmp eq ptr %48, null
  br i1 %49, label %59, label %50

50:                                               ; preds = %40
  %51 = getelementptr inbounds i8, ptr %48, i64 8
  %52 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %53 = icmp eq i8 %52, 0
  br i1 %53, label %57, label %54

54:                                               ; preds = %50
  %55 = load i32, ptr %51, align 4, !tbaa !27
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %51, align 4, !tbaa !27
  br label %59

57:                                               ; preds = %50
  %58 = atomicrmw volatile add ptr %51, i32 1 acq_rel, align 4
  br label %59

59:                                               ; preds = %40, %54, %57
  %60 = getelementptr inbounds i8, ptr %2, i64 88
  %61 = getelementptr inbounds i8, ptr %0, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %60, ptr noundef nonnull readonly align 8 dereferenceable(16) %61, i64 16, i1 false)
  %62 = load i64, ptr %2, align 8, !tbaa !211
  %63 = icmp eq i64 %62, 0
  br i1 %63, label %64, label %73

64:                                               ; preds = %75, %59
  %65 = call ptr @__cxa_allocate_exception(i64 64) #25
  %66 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 12) #25
  %67 = extractvalue { i32, ptr } %66, 0
  %68 = extractvalue { i32, ptr } %66, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %65, i32 %67, ptr %68, ptr noundef nonnull @.str.32)
          to label %69 unwind label %71

69:                                               ; preds = %64
  invoke void @__cxa_throw(ptr nonnull %65, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #28
          to label %70 unwind label %80

70:                                               ; preds = %69
  unreachable

71:                                               ; preds = %64
  %72 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %65) #25
  br label %82

73:                                               ; preds = %59, %75
  %74 = invoke noundef ptr @_ZNK4sycl3_V16detail21LocalAccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %5)
          to label %75 unwind label %78

75:                                               ; preds = %73
  store i32 0, ptr %74, align 4, !tbaa !27
  %76 = load i64, ptr %2, align 8, !tbaa !211
  %77 = icmp eq i64 %76, 0
  br i1 %77, label %64, label %73, !llvm.loop !233

78:                                               ; preds = %73
  %79 = landingpad { ptr, i32 }
          cleanup
  br label %82

80:                                               ; preds = %69
  %81 = landingpad { ptr, i32 }
          cleanup
  br label %82

82:                                               ; preds = %78, %80, %71
  %83 = phi { ptr, i32 } [ %72, %71 ], [ %79, %78 ], [ %81, %80 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_7nd_itemILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %2) #25
  resume { ptr, i32 } %83
}

; Function Attrs: mustprogress uwtable
define internal void @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E1_E9_M_invokeERKSt9_Any_dataS3_(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #2 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca { ptr, [8 x i8] }, align 8
  %4 = alloca { ptr, [8 x i8] }, align 8
  %5 = alloca %"class.std::vector.136", align 8
  %6 = alloca %"class.sycl::_V1::range.114", align 8
  %7 = alloca { ptr, [8 x i8] }, align 8
  %8 = alloca { ptr, [8 x i8] }, align 8
  %9 = alloca %"class.std::vector.136", align 8
  %10 = alloca %"class.sycl::_V1::range.114", align 8
  %11 = alloca %"class.std::tuple.116", align 8
  %12 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel.190", align 8
  %13 = alloca { ptr, [8 x i8] }, align 8
  %14 = alloca { ptr, [8 x i8] }, align 8
  %15 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel.190", align 8
  %16 = alloca %class.anon.189, align 8
  %17 = alloca %class.anon.189, align 8
  %18 = alloca i32, align 4
  %19 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %20 = alloca i32, align 4
  %21 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %22 = alloca %"class.sycl::_V1::accessor", align 8
  %23 = alloca %"class.sycl::_V1::property_list", align 8
  %24 = alloca %"class.sycl::_V1::accessor.186", align 8
  %25 = alloca %"class.sycl::_V1::property_list", align 8
  %26 = alloca %class.anon.189, align 8
  %27 = load ptr, ptr %0, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %22) #25
  %28 = load ptr, ptr %27, align 8, !tbaa !234
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %23) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %23, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %21)
  store ptr @.str, ptr %21, align 8
  %29 = getelementptr inbounds i8, ptr %21, i64 8
  store ptr @.str.16, ptr %29, align 8
  %30 = getelementptr inbounds i8, ptr %21, i64 16
  store i64 75, ptr %30, align 8
  %31 = getelementptr inbounds i8, ptr %21, i64 24
  store i64 22, ptr %31, align 8
  invoke void @_ZN4sycl3_V18accessorIiLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi1ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %22, ptr noundef nonnull align 8 dereferenceable(33) %28, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %23, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %21)
          to label %32 unwind label %1291

32:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %20) #25
  store i32 5, ptr %20, align 4, !tbaa !139
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %28, ptr noundef nonnull align 4 dereferenceable(4) %20)
          to label %35 unwind label %33

33:                                               ; preds = %32
  %34 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %22) #25
  br label %1293

35:                                               ; preds = %32
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %20) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %21)
  %36 = getelementptr inbounds i8, ptr %23, i64 8
  %37 = load ptr, ptr %36, align 8, !tbaa !15
  %38 = getelementptr inbounds i8, ptr %23, i64 16
  %39 = load ptr, ptr %38, align 8, !tbaa !17
  %40 = icmp eq ptr %37, %39
  br i1 %40, label %75, label %41

41:                                               ; preds = %35, %70
  %42 = phi ptr [ %71, %70 ], [ %37, %35 ]
  %43 = getelementptr inbounds i8, ptr %42, i64 8
  %44 = load ptr, ptr %43, align 8, !tbaa !18
  %45 = icmp eq ptr %44, null
  br i1 %45, label %70, label %46

46:                                               ; preds = %41
  %47 = getelementptr inbounds i8, ptr %44, i64 8
  %48 = load atomic i64, ptr %47 acquire, align 8
  %49 = icmp eq i64 %48, 4294967297
  %50 = trunc i64 %48 to i32
  br i1 %49, label %51, label %59

51:                                               ; preds = %46
  store i32 0, ptr %47, align 8, !tbaa !20
  %52 = getelementptr inbounds i8, ptr %44, i64 12
  store i32 0, ptr %52, align 4, !tbaa !23
  %53 = load ptr, ptr %44, align 8, !tbaa !24
  %54 = getelementptr inbounds i8, ptr %53, i64 16
  %55 = load ptr, ptr %54, align 8
  call void %55(ptr noundef nonnull align 8 dereferenceable(16) %44) #25
  %56 = load ptr, ptr %44, align 8, !tbaa !24
  %57 = getelementptr inbounds i8, ptr %56, i64 24
  %58 = load ptr, ptr %57, align 8
  call void %58(ptr noundef nonnull align 8 dereferenceable(16) %44) #25
  br label %70

59:                                               ; preds = %46
  %60 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %61 = icmp eq i8 %60, 0
  br i1 %61, label %64, label %62

62:                                               ; preds = %59
  %63 = add nsw i32 %50, -1
  store i32 %63, ptr %47, align 4, !tbaa !27
  br label %66

64:                                               ; preds = %59
  %65 = atomicrmw volatile add ptr %47, i32 -1 acq_rel, align 4
  br label %66

66:                                               ; preds = %64, %62
  %67 = phi i32 [ %50, %62 ], [ %65, %64 ]
  %68 = icmp eq i32 %67, 1
  br i1 %68, label %69, label %70, !prof !28

69:                                               ; preds = %66
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %44) #25
  br label %70

70:                                               ; preds = %69, %66, %51, %41
  %71 = getelementptr inbounds i8, ptr %42, i64 16
  %72 = icmp eq ptr %71, %39
  br i1 %72, label %73, label %41, !llvm.loop !29

73:                                               ; preds = %70
  %74 = load ptr, ptr %36, align 8, !tbaa !15
  br label %75

75:                                               ; preds = %73, %35
  %76 = phi ptr [ %74, %73 ], [ %37, %35 ]
  %77 = icmp eq ptr %76, null
  br i1 %77, label %84, label %78

78:                                               ; preds = %75
  %79 = getelementptr inbounds i8, ptr %23, i64 24
  %80 = load ptr, ptr %79, align 8, !tbaa !31
  %81 = ptrtoint ptr %80 to i64
  %82 = ptrtoint ptr %76 to i64
  %83 = sub i64 %81, %82
  call void @_ZdlPvm(ptr noundef nonnull %76, i64 noundef %83) #27
  br label %84

84:                                               ; preds = %78, %75
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %23) #25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %24) #25
  %85 = getelementptr inbounds i8, ptr %27, i64 8
  %86 = load ptr, ptr %85, align 8, !tbaa !236
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %25) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %25, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %19)
  store ptr @.str, ptr %19, align 8
  %87 = getelementptr inbounds i8, ptr %19, i64 8
  store ptr @.str.16, ptr %87, align 8
  %88 = getelementptr inbounds i8, ptr %19, i64 16
  store i64 76, ptr %88, align 8
  %89 = getelementptr inbounds i8, ptr %19, i64 24
  store i64 22, ptr %89, align 8
  invoke void @_ZN4sycl3_V18accessorIiLi1ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi1ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %24, ptr noundef nonnull align 8 dereferenceable(33) %86, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %25, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %19)
          to label %90 unwind label %1295

90:                                               ; preds = %84
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %18) #25
  store i32 5, ptr %18, align 4, !tbaa !139
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %86, ptr noundef nonnull align 4 dereferenceable(4) %18)
          to label %93 unwind label %91

91:                                               ; preds = %90
  %92 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %24) #25
  br label %1297

93:                                               ; preds = %90
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %18) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19)
  %94 = getelementptr inbounds i8, ptr %25, i64 8
  %95 = load ptr, ptr %94, align 8, !tbaa !15
  %96 = getelementptr inbounds i8, ptr %25, i64 16
  %97 = load ptr, ptr %96, align 8, !tbaa !17
  %98 = icmp eq ptr %95, %97
  br i1 %98, label %133, label %99

99:                                               ; preds = %93, %128
  %100 = phi ptr [ %129, %128 ], [ %95, %93 ]
  %101 = getelementptr inbounds i8, ptr %100, i64 8
  %102 = load ptr, ptr %101, align 8, !tbaa !18
  %103 = icmp eq ptr %102, null
  br i1 %103, label %128, label %104

104:                                              ; preds = %99
  %105 = getelementptr inbounds i8, ptr %102, i64 8
  %106 = load atomic i64, ptr %105 acquire, align 8
  %107 = icmp eq i64 %106, 4294967297
  %108 = trunc i64 %106 to i32
  br i1 %107, label %109, label %117

109:                                              ; preds = %104
  store i32 0, ptr %105, align 8, !tbaa !20
  %110 = getelementptr inbounds i8, ptr %102, i64 12
  store i32 0, ptr %110, align 4, !tbaa !23
  %111 = load ptr, ptr %102, align 8, !tbaa !24
  %112 = getelementptr inbounds i8, ptr %111, i64 16
  %113 = load ptr, ptr %112, align 8
  call void %113(ptr noundef nonnull align 8 dereferenceable(16) %102) #25
  %114 = load ptr, ptr %102, align 8, !tbaa !24
  %115 = getelementptr inbounds i8, ptr %114, i64 24
  %116 = load ptr, ptr %115, align 8
  call void %116(ptr noundef nonnull align 8 dereferenceable(16) %102) #25
  br label %128

117:                                              ; preds = %104
  %118 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %119 = icmp eq i8 %118, 0
  br i1 %119, label %122, label %120

120:                                              ; preds = %117
  %121 = add nsw i32 %108, -1
  store i32 %121, ptr %105, align 4, !tbaa !27
  br label %124

122:                                              ; preds = %117
  %123 = atomicrmw volatile add ptr %105, i32 -1 acq_rel, align 4
  br label %124

124:                                              ; preds = %122, %120
  %125 = phi i32 [ %108, %120 ], [ %123, %122 ]
  %126 = icmp eq i32 %125, 1
  br i1 %126, label %127, label %128, !prof !28

127:                                              ; preds = %124
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %102) #25
  br label %128

128:                                              ; preds = %127, %124, %109, %99
  %129 = getelementptr inbounds i8, ptr %100, i64 16
  %130 = icmp eq ptr %129, %97
  br i1 %130, label %131, label %99, !llvm.loop !29

131:                                              ; preds = %128
  %132 = load ptr, ptr %94, align 8, !tbaa !15
  br label %133

133:                                              ; preds = %131, %93
  %134 = phi ptr [ %132, %131 ], [ %95, %93 ]
  %135 = icmp eq ptr %134, null
  br i1 %135, label %142, label %136

136:                                              ; preds = %133
  %137 = getelementptr inbounds i8, ptr %25, i64 24
  %138 = load ptr, ptr %137, align 8, !tbaa !31
  %139 = ptrtoint ptr %138 to i64
  %140 = ptrtoint ptr %134 to i64
  %141 = sub i64 %139, %140
  call void @_ZdlPvm(ptr noundef nonnull %134, i64 noundef %141) #27
  br label %142

142:                                              ; preds = %136, %133
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %25) #25
  %143 = getelementptr inbounds i8, ptr %27, i64 16
  %144 = load ptr, ptr %143, align 8, !tbaa !237
  %145 = load i64, ptr %144, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %26) #25
  %146 = load ptr, ptr %22, align 8, !tbaa !151
  store ptr %146, ptr %26, align 8, !tbaa !151
  %147 = getelementptr inbounds i8, ptr %26, i64 8
  %148 = getelementptr inbounds i8, ptr %22, i64 8
  %149 = load ptr, ptr %148, align 8, !tbaa !18
  store ptr %149, ptr %147, align 8, !tbaa !18
  %150 = icmp eq ptr %149, null
  br i1 %150, label %160, label %151

151:                                              ; preds = %142
  %152 = getelementptr inbounds i8, ptr %149, i64 8
  %153 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %154 = icmp eq i8 %153, 0
  br i1 %154, label %158, label %155

155:                                              ; preds = %151
  %156 = load i32, ptr %152, align 4, !tbaa !27
  %157 = add nsw i32 %156, 1
  store i32 %157, ptr %152, align 4, !tbaa !27
  br label %160

158:                                              ; preds = %151
  %159 = atomicrmw volatile add ptr %152, i32 1 acq_rel, align 4
  br label %160

160:                                              ; preds = %158, %155, %142
  %161 = getelementptr inbounds i8, ptr %26, i64 16
  %162 = getelementptr inbounds i8, ptr %22, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %161, ptr noundef nonnull align 8 dereferenceable(16) %162, i64 16, i1 false)
  %163 = getelementptr inbounds i8, ptr %26, i64 32
  %164 = load ptr, ptr %24, align 8, !tbaa !151
  store ptr %164, ptr %163, align 8, !tbaa !151
  %165 = getelementptr inbounds i8, ptr %26, i64 40
  %166 = getelementptr inbounds i8, ptr %24, i64 8
  %167 = load ptr, ptr %166, align 8, !tbaa !18
  store ptr %167, ptr %165, align 8, !tbaa !18
  %168 = icmp eq ptr %167, null
  br i1 %168, label %178, label %169

169:                                              ; preds = %160
  %170 = getelementptr inbounds i8, ptr %167, i64 8
  %171 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %172 = icmp eq i8 %171, 0
  br i1 %172, label %176, label %173

173:                                              ; preds = %169
  %174 = load i32, ptr %170, align 4, !tbaa !27
  %175 = add nsw i32 %174, 1
  store i32 %175, ptr %170, align 4, !tbaa !27
  br label %178

176:                                              ; preds = %169
  %177 = atomicrmw volatile add ptr %170, i32 1 acq_rel, align 4
  br label %178

178:                                              ; preds = %176, %173, %160
  %179 = getelementptr inbounds i8, ptr %26, i64 48
  %180 = getelementptr inbounds i8, ptr %24, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %179, ptr noundef nonnull align 8 dereferenceable(16) %180, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %17)
  %181 = load ptr, ptr %26, align 8, !tbaa !151
  store ptr %181, ptr %17, align 8, !tbaa !151
  %182 = getelementptr inbounds i8, ptr %17, i64 8
  %183 = load ptr, ptr %147, align 8, !tbaa !18
  store ptr %183, ptr %182, align 8, !tbaa !18
  %184 = icmp eq ptr %183, null
  br i1 %184, label %194, label %185

185:                                              ; preds = %178
  %186 = getelementptr inbounds i8, ptr %183, i64 8
  %187 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %188 = icmp eq i8 %187, 0
  br i1 %188, label %192, label %189

189:                                              ; preds = %185
  %190 = load i32, ptr %186, align 4, !tbaa !27
  %191 = add nsw i32 %190, 1
  store i32 %191, ptr %186, align 4, !tbaa !27
  br label %194

192:                                              ; preds = %185
  %193 = atomicrmw volatile add ptr %186, i32 1 acq_rel, align 4
  br label %194

194:                                              ; preds = %192, %189, %178
  %195 = getelementptr inbounds i8, ptr %17, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %195, ptr noundef nonnull readonly align 8 dereferenceable(16) %161, i64 16, i1 false)
  %196 = getelementptr inbounds i8, ptr %17, i64 32
  %197 = load ptr, ptr %163, align 8, !tbaa !151
  store ptr %197, ptr %196, align 8, !tbaa !151
  %198 = getelementptr inbounds i8, ptr %17, i64 40
  %199 = load ptr, ptr %165, align 8, !tbaa !18
  store ptr %199, ptr %198, align 8, !tbaa !18
  %200 = icmp eq ptr %199, null
  br i1 %200, label %210, label %201

201:                                              ; preds = %194
  %202 = getelementptr inbounds i8, ptr %199, i64 8
  %203 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %204 = icmp eq i8 %203, 0
  br i1 %204, label %208, label %205

205:                                              ; preds = %201
  %206 = load i32, ptr %202, align 4, !tbaa !27
  %207 = add nsw i32 %206, 1
  store i32 %207, ptr %202, align 4, !tbaa !27
  br label %210

208:                                              ; preds = %201
  %209 = atomicrmw volatile add ptr %202, i32 1 acq_rel, align 4
  br label %210

210:                                              ; preds = %208, %205, %194
  %211 = getelementptr inbounds i8, ptr %17, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %211, ptr noundef nonnull readonly align 8 dereferenceable(16) %179, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %13)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %14)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %15)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %16)
  %212 = invoke noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %213 unwind label %1179

213:                                              ; preds = %210
  %214 = icmp eq i32 %212, 0
  br i1 %214, label %224, label %215

215:                                              ; preds = %213
  %216 = call ptr @__cxa_allocate_exception(i64 64) #25
  %217 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #25
  %218 = extractvalue { i32, ptr } %217, 0
  %219 = extractvalue { i32, ptr } %217, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %216, i32 %218, ptr %219, ptr noundef nonnull @.str.19)
          to label %220 unwind label %222

220:                                              ; preds = %215
  invoke void @__cxa_throw(ptr nonnull %216, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #28
          to label %221 unwind label %1179

221:                                              ; preds = %220
  unreachable

222:                                              ; preds = %215
  %223 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %216) #25
  br label %1181

224:                                              ; preds = %213
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11) #25
  invoke void @_ZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_(ptr dead_on_unwind nonnull writable sret(%"class.std::tuple.116") align 8 %11, ptr noundef nonnull align 8 dereferenceable(216) %1, i64 %145)
          to label %225 unwind label %1179

225:                                              ; preds = %224
  %226 = getelementptr inbounds i8, ptr %11, i64 8
  %227 = load i8, ptr %11, align 8, !tbaa !152, !range !64, !noundef !65
  %228 = trunc nuw i8 %227 to i1
  br i1 %228, label %229, label %756

229:                                              ; preds = %225
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %12) #25
  %230 = load ptr, ptr %17, align 8, !tbaa !151
  %231 = load ptr, ptr %182, align 8, !tbaa !18
  %232 = icmp eq ptr %231, null
  br i1 %232, label %242, label %233

233:                                              ; preds = %229
  %234 = getelementptr inbounds i8, ptr %231, i64 8
  %235 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %236 = icmp eq i8 %235, 0
  br i1 %236, label %240, label %237

237:                                              ; preds = %233
  %238 = load i32, ptr %234, align 4, !tbaa !27
  %239 = add nsw i32 %238, 1
  store i32 %239, ptr %234, align 4, !tbaa !27
  br label %242

240:                                              ; preds = %233
  %241 = atomicrmw volatile add ptr %234, i32 1 acq_rel, align 4
  br label %242

242:                                              ; preds = %240, %237, %229
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %13, ptr noundef nonnull align 8 dereferenceable(16) %195, i64 16, i1 false)
  %243 = load ptr, ptr %196, align 8, !tbaa !151
  %244 = load ptr, ptr %198, align 8, !tbaa !18
  %245 = icmp eq ptr %244, null
  br i1 %245, label %255, label %246

246:                                              ; preds = %242
  %247 = getelementptr inbounds i8, ptr %244, i64 8
  %248 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %249 = icmp eq i8 %248, 0
  br i1 %249, label %253, label %250

250:                                              ; preds = %246
  %251 = load i32, ptr %247, align 4, !tbaa !27
  %252 = add nsw i32 %251, 1
  store i32 %252, ptr %247, align 4, !tbaa !27
  br label %255

253:                                              ; preds = %246
  %254 = atomicrmw volatile add ptr %247, i32 1 acq_rel, align 4
  br label %255

255:                                              ; preds = %253, %250, %242
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %14, ptr noundef nonnull align 8 dereferenceable(16) %211, i64 16, i1 false)
  call void @llvm.experimental.noalias.scope.decl(metadata !238)
  store i64 %145, ptr %12, align 8, !alias.scope !238
  %256 = getelementptr inbounds i8, ptr %12, i64 8
  store ptr %230, ptr %256, align 8, !tbaa !151, !alias.scope !238
  %257 = getelementptr inbounds i8, ptr %12, i64 16
  store ptr %231, ptr %257, align 8, !tbaa !18, !alias.scope !238
  br i1 %232, label %267, label %258

258:                                              ; preds = %255
  %259 = getelementptr inbounds i8, ptr %231, i64 8
  %260 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !238
  %261 = icmp eq i8 %260, 0
  br i1 %261, label %265, label %262

262:                                              ; preds = %258
  %263 = load i32, ptr %259, align 4, !tbaa !27, !noalias !238
  %264 = add nsw i32 %263, 1
  store i32 %264, ptr %259, align 4, !tbaa !27, !noalias !238
  br label %267

265:                                              ; preds = %258
  %266 = atomicrmw volatile add ptr %259, i32 1 acq_rel, align 4, !noalias !238
  br label %267

267:                                              ; preds = %265, %262, %255
  %268 = getelementptr inbounds i8, ptr %12, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %268, ptr noundef nonnull align 8 dereferenceable(16) %13, i64 16, i1 false)
  %269 = getelementptr inbounds i8, ptr %12, i64 40
  store ptr %243, ptr %269, align 8, !tbaa !151, !alias.scope !238
  %270 = getelementptr inbounds i8, ptr %12, i64 48
  store ptr %244, ptr %270, align 8, !tbaa !18, !alias.scope !238
  br i1 %245, label %280, label %271

271:                                              ; preds = %267
  %272 = getelementptr inbounds i8, ptr %244, i64 8
  %273 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !238
  %274 = icmp eq i8 %273, 0
  br i1 %274, label %278, label %275

275:                                              ; preds = %271
  %276 = load i32, ptr %272, align 4, !tbaa !27, !noalias !238
  %277 = add nsw i32 %276, 1
  store i32 %277, ptr %272, align 4, !tbaa !27, !noalias !238
  br label %282

278:                                              ; preds = %271
  %279 = atomicrmw volatile add ptr %272, i32 1 acq_rel, align 4, !noalias !238
  br label %282

280:                                              ; preds = %267
  %281 = getelementptr inbounds i8, ptr %12, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %281, ptr noundef nonnull align 8 dereferenceable(16) %14, i64 16, i1 false)
  br label %306

282:                                              ; preds = %278, %275
  %283 = getelementptr inbounds i8, ptr %12, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %283, ptr noundef nonnull align 8 dereferenceable(16) %14, i64 16, i1 false)
  %284 = load atomic i64, ptr %272 acquire, align 8
  %285 = icmp eq i64 %284, 4294967297
  %286 = trunc i64 %284 to i32
  br i1 %285, label %287, label %295

287:                                              ; preds = %282
  store i32 0, ptr %272, align 8, !tbaa !20
  %288 = getelementptr inbounds i8, ptr %244, i64 12
  store i32 0, ptr %288, align 4, !tbaa !23
  %289 = load ptr, ptr %244, align 8, !tbaa !24
  %290 = getelementptr inbounds i8, ptr %289, i64 16
  %291 = load ptr, ptr %290, align 8
  call void %291(ptr noundef nonnull align 8 dereferenceable(16) %244) #25
  %292 = load ptr, ptr %244, align 8, !tbaa !24
  %293 = getelementptr inbounds i8, ptr %292, i64 24
  %294 = load ptr, ptr %293, align 8
  call void %294(ptr noundef nonnull align 8 dereferenceable(16) %244) #25
  br label %306

295:                                              ; preds = %282
  %296 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %297 = icmp eq i8 %296, 0
  br i1 %297, label %300, label %298

298:                                              ; preds = %295
  %299 = add nsw i32 %286, -1
  store i32 %299, ptr %272, align 4, !tbaa !27
  br label %302

300:                                              ; preds = %295
  %301 = atomicrmw volatile add ptr %272, i32 -1 acq_rel, align 4
  br label %302

302:                                              ; preds = %300, %298
  %303 = phi i32 [ %286, %298 ], [ %301, %300 ]
  %304 = icmp eq i32 %303, 1
  br i1 %304, label %305, label %306, !prof !28

305:                                              ; preds = %302
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %244) #25
  br label %306

306:                                              ; preds = %305, %302, %287, %280
  %307 = phi ptr [ %283, %305 ], [ %283, %302 ], [ %283, %287 ], [ %281, %280 ]
  br i1 %232, label %332, label %308

308:                                              ; preds = %306
  %309 = getelementptr inbounds i8, ptr %231, i64 8
  %310 = load atomic i64, ptr %309 acquire, align 8
  %311 = icmp eq i64 %310, 4294967297
  %312 = trunc i64 %310 to i32
  br i1 %311, label %313, label %321

313:                                              ; preds = %308
  store i32 0, ptr %309, align 8, !tbaa !20
  %314 = getelementptr inbounds i8, ptr %231, i64 12
  store i32 0, ptr %314, align 4, !tbaa !23
  %315 = load ptr, ptr %231, align 8, !tbaa !24
  %316 = getelementptr inbounds i8, ptr %315, i64 16
  %317 = load ptr, ptr %316, align 8
  call void %317(ptr noundef nonnull align 8 dereferenceable(16) %231) #25
  %318 = load ptr, ptr %231, align 8, !tbaa !24
  %319 = getelementptr inbounds i8, ptr %318, i64 24
  %320 = load ptr, ptr %319, align 8
  call void %320(ptr noundef nonnull align 8 dereferenceable(16) %231) #25
  br label %332

321:                                              ; preds = %308
  %322 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %323 = icmp eq i8 %322, 0
  br i1 %323, label %326, label %324

324:                                              ; preds = %321
  %325 = add nsw i32 %312, -1
  store i32 %325, ptr %309, align 4, !tbaa !27
  br label %328

326:                                              ; preds = %321
  %327 = atomicrmw volatile add ptr %309, i32 -1 acq_rel, align 4
  br label %328

328:                                              ; preds = %326, %324
  %329 = phi i32 [ %312, %324 ], [ %327, %326 ]
  %330 = icmp eq i32 %329, 1
  br i1 %330, label %331, label %332, !prof !28

331:                                              ; preds = %328
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %231) #25
  br label %332

332:                                              ; preds = %331, %328, %313, %306
  %333 = load ptr, ptr %257, align 8, !tbaa !18
  %334 = icmp eq ptr %333, null
  br i1 %334, label %344, label %335

335:                                              ; preds = %332
  %336 = getelementptr inbounds i8, ptr %333, i64 8
  %337 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %338 = icmp eq i8 %337, 0
  br i1 %338, label %342, label %339

339:                                              ; preds = %335
  %340 = load i32, ptr %336, align 4, !tbaa !27
  %341 = add nsw i32 %340, 1
  store i32 %341, ptr %336, align 4, !tbaa !27
  br label %344

342:                                              ; preds = %335
  %343 = atomicrmw volatile add ptr %336, i32 1 acq_rel, align 4
  br label %344

344:                                              ; preds = %342, %339, %332
  %345 = load ptr, ptr %270, align 8, !tbaa !18
  %346 = icmp eq ptr %345, null
  br i1 %346, label %356, label %347

347:                                              ; preds = %344
  %348 = getelementptr inbounds i8, ptr %345, i64 8
  %349 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %350 = icmp eq i8 %349, 0
  br i1 %350, label %354, label %351

351:                                              ; preds = %347
  %352 = load i32, ptr %348, align 4, !tbaa !27
  %353 = add nsw i32 %352, 1
  store i32 %353, ptr %348, align 4, !tbaa !27
  br label %356

354:                                              ; preds = %347
  %355 = atomicrmw volatile add ptr %348, i32 1 acq_rel, align 4
  br label %356

356:                                              ; preds = %354, %351, %344
  br i1 %334, label %366, label %357

357:                                              ; preds = %356
  %358 = getelementptr inbounds i8, ptr %333, i64 8
  %359 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %360 = icmp eq i8 %359, 0
  br i1 %360, label %364, label %361

361:                                              ; preds = %357
  %362 = load i32, ptr %358, align 4, !tbaa !27
  %363 = add nsw i32 %362, 1
  store i32 %363, ptr %358, align 4, !tbaa !27
  br label %366

364:                                              ; preds = %357
  %365 = atomicrmw volatile add ptr %358, i32 1 acq_rel, align 4
  br label %366

366:                                              ; preds = %364, %361, %356
  br i1 %346, label %399, label %367

367:                                              ; preds = %366
  %368 = getelementptr inbounds i8, ptr %345, i64 8
  %369 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %370 = icmp eq i8 %369, 0
  br i1 %370, label %374, label %371

371:                                              ; preds = %367
  %372 = load i32, ptr %368, align 4, !tbaa !27
  %373 = add nsw i32 %372, 1
  store i32 %373, ptr %368, align 4, !tbaa !27
  br label %376

374:                                              ; preds = %367
  %375 = atomicrmw volatile add ptr %368, i32 1 acq_rel, align 4
  br label %376

376:                                              ; preds = %374, %371
  %377 = load atomic i64, ptr %368 acquire, align 8
  %378 = icmp eq i64 %377, 4294967297
  %379 = trunc i64 %377 to i32
  br i1 %378, label %380, label %388

380:                                              ; preds = %376
  store i32 0, ptr %368, align 8, !tbaa !20
  %381 = getelementptr inbounds i8, ptr %345, i64 12
  store i32 0, ptr %381, align 4, !tbaa !23
  %382 = load ptr, ptr %345, align 8, !tbaa !24
  %383 = getelementptr inbounds i8, ptr %382, i64 16
  %384 = load ptr, ptr %383, align 8
  call void %384(ptr noundef nonnull align 8 dereferenceable(16) %345) #25
  %385 = load ptr, ptr %345, align 8, !tbaa !24
  %386 = getelementptr inbounds i8, ptr %385, i64 24
  %387 = load ptr, ptr %386, align 8
  call void %387(ptr noundef nonnull align 8 dereferenceable(16) %345) #25
  br label %399

388:                                              ; preds = %376
  %389 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %390 = icmp eq i8 %389, 0
  br i1 %390, label %393, label %391

391:                                              ; preds = %388
  %392 = add nsw i32 %379, -1
  store i32 %392, ptr %368, align 4, !tbaa !27
  br label %395

393:                                              ; preds = %388
  %394 = atomicrmw volatile add ptr %368, i32 -1 acq_rel, align 4
  br label %395

395:                                              ; preds = %393, %391
  %396 = phi i32 [ %379, %391 ], [ %394, %393 ]
  %397 = icmp eq i32 %396, 1
  br i1 %397, label %398, label %399, !prof !28

398:                                              ; preds = %395
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %345) #25
  br label %399

399:                                              ; preds = %398, %395, %380, %366
  br i1 %334, label %424, label %400

400:                                              ; preds = %399
  %401 = getelementptr inbounds i8, ptr %333, i64 8
  %402 = load atomic i64, ptr %401 acquire, align 8
  %403 = icmp eq i64 %402, 4294967297
  %404 = trunc i64 %402 to i32
  br i1 %403, label %405, label %413

405:                                              ; preds = %400
  store i32 0, ptr %401, align 8, !tbaa !20
  %406 = getelementptr inbounds i8, ptr %333, i64 12
  store i32 0, ptr %406, align 4, !tbaa !23
  %407 = load ptr, ptr %333, align 8, !tbaa !24
  %408 = getelementptr inbounds i8, ptr %407, i64 16
  %409 = load ptr, ptr %408, align 8
  call void %409(ptr noundef nonnull align 8 dereferenceable(16) %333) #25
  %410 = load ptr, ptr %333, align 8, !tbaa !24
  %411 = getelementptr inbounds i8, ptr %410, i64 24
  %412 = load ptr, ptr %411, align 8
  call void %412(ptr noundef nonnull align 8 dereferenceable(16) %333) #25
  br label %424

413:                                              ; preds = %400
  %414 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %415 = icmp eq i8 %414, 0
  br i1 %415, label %418, label %416

416:                                              ; preds = %413
  %417 = add nsw i32 %404, -1
  store i32 %417, ptr %401, align 4, !tbaa !27
  br label %420

418:                                              ; preds = %413
  %419 = atomicrmw volatile add ptr %401, i32 -1 acq_rel, align 4
  br label %420

420:                                              ; preds = %418, %416
  %421 = phi i32 [ %404, %416 ], [ %419, %418 ]
  %422 = icmp eq i32 %421, 1
  br i1 %422, label %423, label %424, !prof !28

423:                                              ; preds = %420
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %333) #25
  br label %424

424:                                              ; preds = %423, %420, %405, %399
  br i1 %346, label %449, label %425

425:                                              ; preds = %424
  %426 = getelementptr inbounds i8, ptr %345, i64 8
  %427 = load atomic i64, ptr %426 acquire, align 8
  %428 = icmp eq i64 %427, 4294967297
  %429 = trunc i64 %427 to i32
  br i1 %428, label %430, label %438

430:                                              ; preds = %425
  store i32 0, ptr %426, align 8, !tbaa !20
  %431 = getelementptr inbounds i8, ptr %345, i64 12
  store i32 0, ptr %431, align 4, !tbaa !23
  %432 = load ptr, ptr %345, align 8, !tbaa !24
  %433 = getelementptr inbounds i8, ptr %432, i64 16
  %434 = load ptr, ptr %433, align 8
  call void %434(ptr noundef nonnull align 8 dereferenceable(16) %345) #25
  %435 = load ptr, ptr %345, align 8, !tbaa !24
  %436 = getelementptr inbounds i8, ptr %435, i64 24
  %437 = load ptr, ptr %436, align 8
  call void %437(ptr noundef nonnull align 8 dereferenceable(16) %345) #25
  br label %449

438:                                              ; preds = %425
  %439 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %440 = icmp eq i8 %439, 0
  br i1 %440, label %443, label %441

441:                                              ; preds = %438
  %442 = add nsw i32 %429, -1
  store i32 %442, ptr %426, align 4, !tbaa !27
  br label %445

443:                                              ; preds = %438
  %444 = atomicrmw volatile add ptr %426, i32 -1 acq_rel, align 4
  br label %445

445:                                              ; preds = %443, %441
  %446 = phi i32 [ %429, %441 ], [ %444, %443 ]
  %447 = icmp eq i32 %446, 1
  br i1 %447, label %448, label %449, !prof !28

448:                                              ; preds = %445
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %345) #25
  br label %449

449:                                              ; preds = %448, %445, %430, %424
  br i1 %334, label %474, label %450

450:                                              ; preds = %449
  %451 = getelementptr inbounds i8, ptr %333, i64 8
  %452 = load atomic i64, ptr %451 acquire, align 8
  %453 = icmp eq i64 %452, 4294967297
  %454 = trunc i64 %452 to i32
  br i1 %453, label %455, label %463

455:                                              ; preds = %450
  store i32 0, ptr %451, align 8, !tbaa !20
  %456 = getelementptr inbounds i8, ptr %333, i64 12
  store i32 0, ptr %456, align 4, !tbaa !23
  %457 = load ptr, ptr %333, align 8, !tbaa !24
  %458 = getelementptr inbounds i8, ptr %457, i64 16
  %459 = load ptr, ptr %458, align 8
  call void %459(ptr noundef nonnull align 8 dereferenceable(16) %333) #25
  %460 = load ptr, ptr %333, align 8, !tbaa !24
  %461 = getelementptr inbounds i8, ptr %460, i64 24
  %462 = load ptr, ptr %461, align 8
  call void %462(ptr noundef nonnull align 8 dereferenceable(16) %333) #25
  br label %474

463:                                              ; preds = %450
  %464 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %465 = icmp eq i8 %464, 0
  br i1 %465, label %468, label %466

466:                                              ; preds = %463
  %467 = add nsw i32 %454, -1
  store i32 %467, ptr %451, align 4, !tbaa !27
  br label %470

468:                                              ; preds = %463
  %469 = atomicrmw volatile add ptr %451, i32 -1 acq_rel, align 4
  br label %470

470:                                              ; preds = %468, %466
  %471 = phi i32 [ %454, %466 ], [ %469, %468 ]
  %472 = icmp eq i32 %471, 1
  br i1 %472, label %473, label %474, !prof !28

473:                                              ; preds = %470
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %333) #25
  br label %474

474:                                              ; preds = %473, %470, %455, %449
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.33)
          to label %475 unwind label %748

475:                                              ; preds = %474
  %476 = load i64, ptr %226, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10)
  %477 = getelementptr inbounds i8, ptr %10, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %477, i8 0, i64 16, i1 false), !alias.scope !241
  store i64 %476, ptr %10, align 8, !tbaa !5, !alias.scope !241
  invoke void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range.114") align 8 %10, i1 noundef zeroext false, i32 noundef 1)
          to label %478 unwind label %748

478:                                              ; preds = %475
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10)
  %479 = load i64, ptr %12, align 8
  store i64 %479, ptr %15, align 8
  %480 = getelementptr inbounds i8, ptr %15, i64 8
  %481 = load ptr, ptr %256, align 8, !tbaa !151
  store ptr %481, ptr %480, align 8, !tbaa !151
  %482 = getelementptr inbounds i8, ptr %15, i64 16
  %483 = load ptr, ptr %257, align 8, !tbaa !18
  store ptr null, ptr %257, align 8, !tbaa !18
  store ptr %483, ptr %482, align 8, !tbaa !18
  store ptr null, ptr %256, align 8, !tbaa !151
  %484 = getelementptr inbounds i8, ptr %15, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %484, ptr noundef nonnull align 8 dereferenceable(16) %268, i64 16, i1 false)
  %485 = getelementptr inbounds i8, ptr %15, i64 40
  %486 = load ptr, ptr %269, align 8, !tbaa !151
  store ptr %486, ptr %485, align 8, !tbaa !151
  %487 = getelementptr inbounds i8, ptr %15, i64 48
  %488 = load ptr, ptr %270, align 8, !tbaa !18
  store ptr null, ptr %270, align 8, !tbaa !18
  store ptr %488, ptr %487, align 8, !tbaa !18
  store ptr null, ptr %269, align 8, !tbaa !151
  %489 = getelementptr inbounds i8, ptr %15, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %489, ptr noundef nonnull align 8 dereferenceable(16) %307, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8)
  %490 = invoke noalias noundef nonnull dereferenceable(80) ptr @_Znwm(i64 noundef 80) #29
          to label %491 unwind label %750

491:                                              ; preds = %478
  %492 = icmp eq ptr %483, null
  br i1 %492, label %504, label %493

493:                                              ; preds = %491
  %494 = getelementptr inbounds i8, ptr %483, i64 8
  %495 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !244
  %496 = icmp eq i8 %495, 0
  br i1 %496, label %500, label %497

497:                                              ; preds = %493
  %498 = load i32, ptr %494, align 4, !tbaa !27, !noalias !244
  %499 = add nsw i32 %498, 1
  store i32 %499, ptr %494, align 4, !tbaa !27, !noalias !244
  br label %504

500:                                              ; preds = %493
  %501 = atomicrmw volatile add ptr %494, i32 1 acq_rel, align 4, !noalias !244
  %502 = load ptr, ptr %485, align 8, !tbaa !151, !noalias !244
  %503 = load ptr, ptr %487, align 8, !tbaa !18, !noalias !244
  br label %504

504:                                              ; preds = %500, %497, %491
  %505 = phi ptr [ %503, %500 ], [ %488, %497 ], [ %488, %491 ]
  %506 = phi ptr [ %502, %500 ], [ %486, %497 ], [ %486, %491 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef nonnull readonly align 8 dereferenceable(16) %484, i64 16, i1 false), !noalias !244
  %507 = icmp eq ptr %505, null
  br i1 %507, label %517, label %508

508:                                              ; preds = %504
  %509 = getelementptr inbounds i8, ptr %505, i64 8
  %510 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !244
  %511 = icmp eq i8 %510, 0
  br i1 %511, label %515, label %512

512:                                              ; preds = %508
  %513 = load i32, ptr %509, align 4, !tbaa !27, !noalias !244
  %514 = add nsw i32 %513, 1
  store i32 %514, ptr %509, align 4, !tbaa !27, !noalias !244
  br label %517

515:                                              ; preds = %508
  %516 = atomicrmw volatile add ptr %509, i32 1 acq_rel, align 4, !noalias !244
  br label %517

517:                                              ; preds = %515, %512, %504
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull readonly align 8 dereferenceable(16) %489, i64 16, i1 false), !noalias !244
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE1_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EEE, i64 16), ptr %490, align 8, !tbaa !24, !noalias !244
  %518 = getelementptr inbounds i8, ptr %490, i64 8
  store i64 %479, ptr %518, align 8, !noalias !244
  %519 = getelementptr inbounds i8, ptr %490, i64 16
  store ptr %481, ptr %519, align 8, !tbaa !151, !noalias !244
  %520 = getelementptr inbounds i8, ptr %490, i64 24
  store ptr %483, ptr %520, align 8, !tbaa !18, !noalias !244
  br i1 %492, label %530, label %521

521:                                              ; preds = %517
  %522 = getelementptr inbounds i8, ptr %483, i64 8
  %523 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !244
  %524 = icmp eq i8 %523, 0
  br i1 %524, label %528, label %525

525:                                              ; preds = %521
  %526 = load i32, ptr %522, align 4, !tbaa !27, !noalias !244
  %527 = add nsw i32 %526, 1
  store i32 %527, ptr %522, align 4, !tbaa !27, !noalias !244
  br label %530

528:                                              ; preds = %521
  %529 = atomicrmw volatile add ptr %522, i32 1 acq_rel, align 4, !noalias !244
  br label %530

530:                                              ; preds = %528, %525, %517
  %531 = getelementptr inbounds i8, ptr %490, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %531, ptr noundef nonnull align 8 dereferenceable(16) %7, i64 16, i1 false), !noalias !244
  %532 = getelementptr inbounds i8, ptr %490, i64 48
  store ptr %506, ptr %532, align 8, !tbaa !151, !noalias !244
  %533 = getelementptr inbounds i8, ptr %490, i64 56
  store ptr %505, ptr %533, align 8, !tbaa !18, !noalias !244
  br i1 %507, label %543, label %534

534:                                              ; preds = %530
  %535 = getelementptr inbounds i8, ptr %505, i64 8
  %536 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !244
  %537 = icmp eq i8 %536, 0
  br i1 %537, label %541, label %538

538:                                              ; preds = %534
  %539 = load i32, ptr %535, align 4, !tbaa !27, !noalias !244
  %540 = add nsw i32 %539, 1
  store i32 %540, ptr %535, align 4, !tbaa !27, !noalias !244
  br label %545

541:                                              ; preds = %534
  %542 = atomicrmw volatile add ptr %535, i32 1 acq_rel, align 4, !noalias !244
  br label %545

543:                                              ; preds = %530
  %544 = getelementptr inbounds i8, ptr %490, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %544, ptr noundef nonnull align 8 dereferenceable(16) %8, i64 16, i1 false), !noalias !244
  br label %569

545:                                              ; preds = %541, %538
  %546 = getelementptr inbounds i8, ptr %490, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %546, ptr noundef nonnull align 8 dereferenceable(16) %8, i64 16, i1 false), !noalias !244
  %547 = load atomic i64, ptr %535 acquire, align 8, !noalias !244
  %548 = icmp eq i64 %547, 4294967297
  %549 = trunc i64 %547 to i32
  br i1 %548, label %550, label %558

550:                                              ; preds = %545
  store i32 0, ptr %535, align 8, !tbaa !20, !noalias !244
  %551 = getelementptr inbounds i8, ptr %505, i64 12
  store i32 0, ptr %551, align 4, !tbaa !23, !noalias !244
  %552 = load ptr, ptr %505, align 8, !tbaa !24, !noalias !244
  %553 = getelementptr inbounds i8, ptr %552, i64 16
  %554 = load ptr, ptr %553, align 8, !noalias !244
  call void %554(ptr noundef nonnull align 8 dereferenceable(16) %505) #25, !noalias !244
  %555 = load ptr, ptr %505, align 8, !tbaa !24, !noalias !244
  %556 = getelementptr inbounds i8, ptr %555, i64 24
  %557 = load ptr, ptr %556, align 8, !noalias !244
  call void %557(ptr noundef nonnull align 8 dereferenceable(16) %505) #25, !noalias !244
  br label %569

558:                                              ; preds = %545
  %559 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !244
  %560 = icmp eq i8 %559, 0
  br i1 %560, label %563, label %561

561:                                              ; preds = %558
  %562 = add nsw i32 %549, -1
  store i32 %562, ptr %535, align 4, !tbaa !27, !noalias !244
  br label %565

563:                                              ; preds = %558
  %564 = atomicrmw volatile add ptr %535, i32 -1 acq_rel, align 4, !noalias !244
  br label %565

565:                                              ; preds = %563, %561
  %566 = phi i32 [ %549, %561 ], [ %564, %563 ]
  %567 = icmp eq i32 %566, 1
  br i1 %567, label %568, label %569, !prof !28

568:                                              ; preds = %565
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %505) #25, !noalias !244
  br label %569

569:                                              ; preds = %568, %565, %550, %543
  br i1 %492, label %594, label %570

570:                                              ; preds = %569
  %571 = getelementptr inbounds i8, ptr %483, i64 8
  %572 = load atomic i64, ptr %571 acquire, align 8, !noalias !244
  %573 = icmp eq i64 %572, 4294967297
  %574 = trunc i64 %572 to i32
  br i1 %573, label %575, label %583

575:                                              ; preds = %570
  store i32 0, ptr %571, align 8, !tbaa !20, !noalias !244
  %576 = getelementptr inbounds i8, ptr %483, i64 12
  store i32 0, ptr %576, align 4, !tbaa !23, !noalias !244
  %577 = load ptr, ptr %483, align 8, !tbaa !24, !noalias !244
  %578 = getelementptr inbounds i8, ptr %577, i64 16
  %579 = load ptr, ptr %578, align 8, !noalias !244
  call void %579(ptr noundef nonnull align 8 dereferenceable(16) %483) #25, !noalias !244
  %580 = load ptr, ptr %483, align 8, !tbaa !24, !noalias !244
  %581 = getelementptr inbounds i8, ptr %580, i64 24
  %582 = load ptr, ptr %581, align 8, !noalias !244
  call void %582(ptr noundef nonnull align 8 dereferenceable(16) %483) #25, !noalias !244
  br label %594

583:                                              ; preds = %570
  %584 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !244
  %585 = icmp eq i8 %584, 0
  br i1 %585, label %588, label %586

586:                                              ; preds = %583
  %587 = add nsw i32 %574, -1
  store i32 %587, ptr %571, align 4, !tbaa !27, !noalias !244
  br label %590

588:                                              ; preds = %583
  %589 = atomicrmw volatile add ptr %571, i32 -1 acq_rel, align 4, !noalias !244
  br label %590

590:                                              ; preds = %588, %586
  %591 = phi i32 [ %574, %586 ], [ %589, %588 ]
  %592 = icmp eq i32 %591, 1
  br i1 %592, label %593, label %594, !prof !28

593:                                              ; preds = %590
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %483) #25, !noalias !244
  br label %594

594:                                              ; preds = %593, %590, %575, %569
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8)
  %595 = getelementptr inbounds i8, ptr %1, i64 152
  %596 = load ptr, ptr %595, align 8, !tbaa !9
  store ptr %490, ptr %595, align 8, !tbaa !9
  %597 = icmp eq ptr %596, null
  br i1 %597, label %602, label %598

598:                                              ; preds = %594
  %599 = load ptr, ptr %596, align 8, !tbaa !24
  %600 = getelementptr inbounds i8, ptr %599, i64 16
  %601 = load ptr, ptr %600, align 8
  call void %601(ptr noundef nonnull align 8 dereferenceable(8) %596) #25
  br label %602

602:                                              ; preds = %598, %594
  invoke void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %603 unwind label %750

603:                                              ; preds = %602
  %604 = load ptr, ptr %595, align 8, !tbaa !9
  %605 = load ptr, ptr %604, align 8, !tbaa !24
  %606 = load ptr, ptr %605, align 8
  %607 = invoke noundef ptr %606(ptr noundef nonnull align 8 dereferenceable(8) %604)
          to label %608 unwind label %750

608:                                              ; preds = %603
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %9) #25
  invoke void @_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI8ExtremesEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv(ptr dead_on_unwind nonnull writable sret(%"class.std::vector.136") align 8 %9)
          to label %609 unwind label %750

609:                                              ; preds = %608
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %607, ptr noundef nonnull align 8 dereferenceable(24) %9, i1 noundef zeroext false)
          to label %610 unwind label %627

610:                                              ; preds = %609
  %611 = load ptr, ptr %9, align 8, !tbaa !162
  %612 = icmp eq ptr %611, null
  br i1 %612, label %619, label %613

613:                                              ; preds = %610
  %614 = getelementptr inbounds i8, ptr %9, i64 16
  %615 = load ptr, ptr %614, align 8, !tbaa !164
  %616 = ptrtoint ptr %615 to i64
  %617 = ptrtoint ptr %611 to i64
  %618 = sub i64 %616, %617
  call void @_ZdlPvm(ptr noundef nonnull %611, i64 noundef %618) #27
  br label %619

619:                                              ; preds = %613, %610
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #25
  %620 = invoke noalias noundef nonnull dereferenceable(55) ptr @_Znam(i64 noundef 55) #29
          to label %621 unwind label %750

621:                                              ; preds = %619
  %622 = getelementptr inbounds i8, ptr %1, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(54) %620, ptr noundef nonnull align 1 dereferenceable(54) @.str.34, i64 54, i1 false)
  %623 = getelementptr inbounds i8, ptr %620, i64 54
  store i8 0, ptr %623, align 1, !tbaa !26
  %624 = load ptr, ptr %622, align 8, !tbaa !9
  store ptr %620, ptr %622, align 8, !tbaa !9
  %625 = icmp eq ptr %624, null
  br i1 %625, label %638, label %626

626:                                              ; preds = %621
  call void @_ZdaPv(ptr noundef nonnull %624) #27
  br label %638

627:                                              ; preds = %609
  %628 = landingpad { ptr, i32 }
          cleanup
  %629 = load ptr, ptr %9, align 8, !tbaa !162
  %630 = icmp eq ptr %629, null
  br i1 %630, label %637, label %631

631:                                              ; preds = %627
  %632 = getelementptr inbounds i8, ptr %9, i64 16
  %633 = load ptr, ptr %632, align 8, !tbaa !164
  %634 = ptrtoint ptr %633 to i64
  %635 = ptrtoint ptr %629 to i64
  %636 = sub i64 %634, %635
  call void @_ZdlPvm(ptr noundef nonnull %629, i64 noundef %636) #27
  br label %637

637:                                              ; preds = %631, %627
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #25
  br label %752

638:                                              ; preds = %626, %621
  %639 = load ptr, ptr %487, align 8, !tbaa !18
  %640 = icmp eq ptr %639, null
  br i1 %640, label %665, label %641

641:                                              ; preds = %638
  %642 = getelementptr inbounds i8, ptr %639, i64 8
  %643 = load atomic i64, ptr %642 acquire, align 8
  %644 = icmp eq i64 %643, 4294967297
  %645 = trunc i64 %643 to i32
  br i1 %644, label %646, label %654

646:                                              ; preds = %641
  store i32 0, ptr %642, align 8, !tbaa !20
  %647 = getelementptr inbounds i8, ptr %639, i64 12
  store i32 0, ptr %647, align 4, !tbaa !23
  %648 = load ptr, ptr %639, align 8, !tbaa !24
  %649 = getelementptr inbounds i8, ptr %648, i64 16
  %650 = load ptr, ptr %649, align 8
  call void %650(ptr noundef nonnull align 8 dereferenceable(16) %639) #25
  %651 = load ptr, ptr %639, align 8, !tbaa !24
  %652 = getelementptr inbounds i8, ptr %651, i64 24
  %653 = load ptr, ptr %652, align 8
  call void %653(ptr noundef nonnull align 8 dereferenceable(16) %639) #25
  br label %665

654:                                              ; preds = %641
  %655 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %656 = icmp eq i8 %655, 0
  br i1 %656, label %659, label %657

657:                                              ; preds = %654
  %658 = add nsw i32 %645, -1
  store i32 %658, ptr %642, align 4, !tbaa !27
  br label %661

659:                                              ; preds = %654
  %660 = atomicrmw volatile add ptr %642, i32 -1 acq_rel, align 4
  br label %661

661:                                              ; preds = %659, %657
  %662 = phi i32 [ %645, %657 ], [ %660, %659 ]
  %663 = icmp eq i32 %662, 1
  br i1 %663, label %664, label %665, !prof !28

664:                                              ; preds = %661
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %639) #25
  br label %665

665:                                              ; preds = %664, %661, %646, %638
  %666 = load ptr, ptr %482, align 8, !tbaa !18
  %667 = icmp eq ptr %666, null
  br i1 %667, label %692, label %668

668:                                              ; preds = %665
  %669 = getelementptr inbounds i8, ptr %666, i64 8
  %670 = load atomic i64, ptr %669 acquire, align 8
  %671 = icmp eq i64 %670, 4294967297
  %672 = trunc i64 %670 to i32
  br i1 %671, label %673, label %681

673:                                              ; preds = %668
  store i32 0, ptr %669, align 8, !tbaa !20
  %674 = getelementptr inbounds i8, ptr %666, i64 12
  store i32 0, ptr %674, align 4, !tbaa !23
  %675 = load ptr, ptr %666, align 8, !tbaa !24
  %676 = getelementptr inbounds i8, ptr %675, i64 16
  %677 = load ptr, ptr %676, align 8
  call void %677(ptr noundef nonnull align 8 dereferenceable(16) %666) #25
  %678 = load ptr, ptr %666, align 8, !tbaa !24
  %679 = getelementptr inbounds i8, ptr %678, i64 24
  %680 = load ptr, ptr %679, align 8
  call void %680(ptr noundef nonnull align 8 dereferenceable(16) %666) #25
  br label %692

681:                                              ; preds = %668
  %682 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %683 = icmp eq i8 %682, 0
  br i1 %683, label %686, label %684

684:                                              ; preds = %681
  %685 = add nsw i32 %672, -1
  store i32 %685, ptr %669, align 4, !tbaa !27
  br label %688

686:                                              ; preds = %681
  %687 = atomicrmw volatile add ptr %669, i32 -1 acq_rel, align 4
  br label %688

688:                                              ; preds = %686, %684
  %689 = phi i32 [ %672, %684 ], [ %687, %686 ]
  %690 = icmp eq i32 %689, 1
  br i1 %690, label %691, label %692, !prof !28

691:                                              ; preds = %688
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %666) #25
  br label %692

692:                                              ; preds = %691, %688, %673, %665
  invoke void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef 1)
          to label %693 unwind label %748

693:                                              ; preds = %692
  %694 = load ptr, ptr %270, align 8, !tbaa !18
  %695 = icmp eq ptr %694, null
  br i1 %695, label %720, label %696

696:                                              ; preds = %693
  %697 = getelementptr inbounds i8, ptr %694, i64 8
  %698 = load atomic i64, ptr %697 acquire, align 8
  %699 = icmp eq i64 %698, 4294967297
  %700 = trunc i64 %698 to i32
  br i1 %699, label %701, label %709

701:                                              ; preds = %696
  store i32 0, ptr %697, align 8, !tbaa !20
  %702 = getelementptr inbounds i8, ptr %694, i64 12
  store i32 0, ptr %702, align 4, !tbaa !23
  %703 = load ptr, ptr %694, align 8, !tbaa !24
  %704 = getelementptr inbounds i8, ptr %703, i64 16
  %705 = load ptr, ptr %704, align 8
  call void %705(ptr noundef nonnull align 8 dereferenceable(16) %694) #25
  %706 = load ptr, ptr %694, align 8, !tbaa !24
  %707 = getelementptr inbounds i8, ptr %706, i64 24
  %708 = load ptr, ptr %707, align 8
  call void %708(ptr noundef nonnull align 8 dereferenceable(16) %694) #25
  br label %720

709:                                              ; preds = %696
  %710 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %711 = icmp eq i8 %710, 0
  br i1 %711, label %714, label %712

712:                                              ; preds = %709
  %713 = add nsw i32 %700, -1
  store i32 %713, ptr %697, align 4, !tbaa !27
  br label %716

714:                                              ; preds = %709
  %715 = atomicrmw volatile add ptr %697, i32 -1 acq_rel, align 4
  br label %716

716:                                              ; preds = %714, %712
  %717 = phi i32 [ %700, %712 ], [ %715, %714 ]
  %718 = icmp eq i32 %717, 1
  br i1 %718, label %719, label %720, !prof !28

719:                                              ; preds = %716
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %694) #25
  br label %720

720:                                              ; preds = %719, %716, %701, %693
  %721 = load ptr, ptr %257, align 8, !tbaa !18
  %722 = icmp eq ptr %721, null
  br i1 %722, label %747, label %723

723:                                              ; preds = %720
  %724 = getelementptr inbounds i8, ptr %721, i64 8
  %725 = load atomic i64, ptr %724 acquire, align 8
  %726 = icmp eq i64 %725, 4294967297
  %727 = trunc i64 %725 to i32
  br i1 %726, label %728, label %736

728:                                              ; preds = %723
  store i32 0, ptr %724, align 8, !tbaa !20
  %729 = getelementptr inbounds i8, ptr %721, i64 12
  store i32 0, ptr %729, align 4, !tbaa !23
  %730 = load ptr, ptr %721, align 8, !tbaa !24
  %731 = getelementptr inbounds i8, ptr %730, i64 16
  %732 = load ptr, ptr %731, align 8
  call void %732(ptr noundef nonnull align 8 dereferenceable(16) %721) #25
  %733 = load ptr, ptr %721, align 8, !tbaa !24
  %734 = getelementptr inbounds i8, ptr %733, i64 24
  %735 = load ptr, ptr %734, align 8
  call void %735(ptr noundef nonnull align 8 dereferenceable(16) %721) #25
  br label %747

736:                                              ; preds = %723
  %737 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %738 = icmp eq i8 %737, 0
  br i1 %738, label %741, label %739

739:                                              ; preds = %736
  %740 = add nsw i32 %727, -1
  store i32 %740, ptr %724, align 4, !tbaa !27
  br label %743

741:                                              ; preds = %736
  %742 = atomicrmw volatile add ptr %724, i32 -1 acq_rel, align 4
  br label %743

743:                                              ; preds = %741, %739
  %744 = phi i32 [ %727, %739 ], [ %742, %741 ]
  %745 = icmp eq i32 %744, 1
  br i1 %745, label %746, label %747, !prof !28

746:                                              ; preds = %743
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %721) #25
  br label %747

747:                                              ; preds = %746, %743, %728, %720
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %12) #25
  br label %1125

748:                                              ; preds = %692, %475, %474
  %749 = landingpad { ptr, i32 }
          cleanup
  br label %754

750:                                              ; preds = %619, %608, %603, %602, %478
  %751 = landingpad { ptr, i32 }
          cleanup
  br label %752

752:                                              ; preds = %750, %637
  %753 = phi { ptr, i32 } [ %751, %750 ], [ %628, %637 ]
  call fastcc void @_ZN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE1_clES6_EUlNS0_2idILi1EEEE_ED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %15) #25
  br label %754

754:                                              ; preds = %752, %748
  %755 = phi { ptr, i32 } [ %749, %748 ], [ %753, %752 ]
  call fastcc void @_ZN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE1_clES6_EUlNS0_2idILi1EEEE_ED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %12) #25
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %12) #25
  br label %1123

756:                                              ; preds = %225
  %757 = load ptr, ptr %182, align 8, !tbaa !18
  %758 = icmp eq ptr %757, null
  br i1 %758, label %768, label %759

759:                                              ; preds = %756
  %760 = getelementptr inbounds i8, ptr %757, i64 8
  %761 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %762 = icmp eq i8 %761, 0
  br i1 %762, label %766, label %763

763:                                              ; preds = %759
  %764 = load i32, ptr %760, align 4, !tbaa !27
  %765 = add nsw i32 %764, 1
  store i32 %765, ptr %760, align 4, !tbaa !27
  br label %768

766:                                              ; preds = %759
  %767 = atomicrmw volatile add ptr %760, i32 1 acq_rel, align 4
  br label %768

768:                                              ; preds = %766, %763, %756
  %769 = load ptr, ptr %198, align 8, !tbaa !18
  %770 = icmp eq ptr %769, null
  br i1 %770, label %780, label %771

771:                                              ; preds = %768
  %772 = getelementptr inbounds i8, ptr %769, i64 8
  %773 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %774 = icmp eq i8 %773, 0
  br i1 %774, label %778, label %775

775:                                              ; preds = %771
  %776 = load i32, ptr %772, align 4, !tbaa !27
  %777 = add nsw i32 %776, 1
  store i32 %777, ptr %772, align 4, !tbaa !27
  br label %780

778:                                              ; preds = %771
  %779 = atomicrmw volatile add ptr %772, i32 1 acq_rel, align 4
  br label %780

780:                                              ; preds = %778, %775, %768
  br i1 %758, label %790, label %781

781:                                              ; preds = %780
  %782 = getelementptr inbounds i8, ptr %757, i64 8
  %783 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %784 = icmp eq i8 %783, 0
  br i1 %784, label %788, label %785

785:                                              ; preds = %781
  %786 = load i32, ptr %782, align 4, !tbaa !27
  %787 = add nsw i32 %786, 1
  store i32 %787, ptr %782, align 4, !tbaa !27
  br label %790

788:                                              ; preds = %781
  %789 = atomicrmw volatile add ptr %782, i32 1 acq_rel, align 4
  br label %790

790:                                              ; preds = %788, %785, %780
  br i1 %770, label %823, label %791

791:                                              ; preds = %790
  %792 = getelementptr inbounds i8, ptr %769, i64 8
  %793 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %794 = icmp eq i8 %793, 0
  br i1 %794, label %798, label %795

795:                                              ; preds = %791
  %796 = load i32, ptr %792, align 4, !tbaa !27
  %797 = add nsw i32 %796, 1
  store i32 %797, ptr %792, align 4, !tbaa !27
  br label %800

798:                                              ; preds = %791
  %799 = atomicrmw volatile add ptr %792, i32 1 acq_rel, align 4
  br label %800

800:                                              ; preds = %798, %795
  %801 = load atomic i64, ptr %792 acquire, align 8
  %802 = icmp eq i64 %801, 4294967297
  %803 = trunc i64 %801 to i32
  br i1 %802, label %804, label %812

804:                                              ; preds = %800
  store i32 0, ptr %792, align 8, !tbaa !20
  %805 = getelementptr inbounds i8, ptr %769, i64 12
  store i32 0, ptr %805, align 4, !tbaa !23
  %806 = load ptr, ptr %769, align 8, !tbaa !24
  %807 = getelementptr inbounds i8, ptr %806, i64 16
  %808 = load ptr, ptr %807, align 8
  call void %808(ptr noundef nonnull align 8 dereferenceable(16) %769) #25
  %809 = load ptr, ptr %769, align 8, !tbaa !24
  %810 = getelementptr inbounds i8, ptr %809, i64 24
  %811 = load ptr, ptr %810, align 8
  call void %811(ptr noundef nonnull align 8 dereferenceable(16) %769) #25
  br label %823

812:                                              ; preds = %800
  %813 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %814 = icmp eq i8 %813, 0
  br i1 %814, label %817, label %815

815:                                              ; preds = %812
  %816 = add nsw i32 %803, -1
  store i32 %816, ptr %792, align 4, !tbaa !27
  br label %819

817:                                              ; preds = %812
  %818 = atomicrmw volatile add ptr %792, i32 -1 acq_rel, align 4
  br label %819

819:                                              ; preds = %817, %815
  %820 = phi i32 [ %803, %815 ], [ %818, %817 ]
  %821 = icmp eq i32 %820, 1
  br i1 %821, label %822, label %823, !prof !28

822:                                              ; preds = %819
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %769) #25
  br label %823

823:                                              ; preds = %822, %819, %804, %790
  br i1 %758, label %848, label %824

824:                                              ; preds = %823
  %825 = getelementptr inbounds i8, ptr %757, i64 8
  %826 = load atomic i64, ptr %825 acquire, align 8
  %827 = icmp eq i64 %826, 4294967297
  %828 = trunc i64 %826 to i32
  br i1 %827, label %829, label %837

829:                                              ; preds = %824
  store i32 0, ptr %825, align 8, !tbaa !20
  %830 = getelementptr inbounds i8, ptr %757, i64 12
  store i32 0, ptr %830, align 4, !tbaa !23
  %831 = load ptr, ptr %757, align 8, !tbaa !24
  %832 = getelementptr inbounds i8, ptr %831, i64 16
  %833 = load ptr, ptr %832, align 8
  call void %833(ptr noundef nonnull align 8 dereferenceable(16) %757) #25
  %834 = load ptr, ptr %757, align 8, !tbaa !24
  %835 = getelementptr inbounds i8, ptr %834, i64 24
  %836 = load ptr, ptr %835, align 8
  call void %836(ptr noundef nonnull align 8 dereferenceable(16) %757) #25
  br label %848

837:                                              ; preds = %824
  %838 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %839 = icmp eq i8 %838, 0
  br i1 %839, label %842, label %840

840:                                              ; preds = %837
  %841 = add nsw i32 %828, -1
  store i32 %841, ptr %825, align 4, !tbaa !27
  br label %844

842:                                              ; preds = %837
  %843 = atomicrmw volatile add ptr %825, i32 -1 acq_rel, align 4
  br label %844

844:                                              ; preds = %842, %840
  %845 = phi i32 [ %828, %840 ], [ %843, %842 ]
  %846 = icmp eq i32 %845, 1
  br i1 %846, label %847, label %848, !prof !28

847:                                              ; preds = %844
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %757) #25
  br label %848

848:                                              ; preds = %847, %844, %829, %823
  br i1 %770, label %873, label %849

849:                                              ; preds = %848
  %850 = getelementptr inbounds i8, ptr %769, i64 8
  %851 = load atomic i64, ptr %850 acquire, align 8
  %852 = icmp eq i64 %851, 4294967297
  %853 = trunc i64 %851 to i32
  br i1 %852, label %854, label %862

854:                                              ; preds = %849
  store i32 0, ptr %850, align 8, !tbaa !20
  %855 = getelementptr inbounds i8, ptr %769, i64 12
  store i32 0, ptr %855, align 4, !tbaa !23
  %856 = load ptr, ptr %769, align 8, !tbaa !24
  %857 = getelementptr inbounds i8, ptr %856, i64 16
  %858 = load ptr, ptr %857, align 8
  call void %858(ptr noundef nonnull align 8 dereferenceable(16) %769) #25
  %859 = load ptr, ptr %769, align 8, !tbaa !24
  %860 = getelementptr inbounds i8, ptr %859, i64 24
  %861 = load ptr, ptr %860, align 8
  call void %861(ptr noundef nonnull align 8 dereferenceable(16) %769) #25
  br label %873

862:                                              ; preds = %849
  %863 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %864 = icmp eq i8 %863, 0
  br i1 %864, label %867, label %865

865:                                              ; preds = %862
  %866 = add nsw i32 %853, -1
  store i32 %866, ptr %850, align 4, !tbaa !27
  br label %869

867:                                              ; preds = %862
  %868 = atomicrmw volatile add ptr %850, i32 -1 acq_rel, align 4
  br label %869

869:                                              ; preds = %867, %865
  %870 = phi i32 [ %853, %865 ], [ %868, %867 ]
  %871 = icmp eq i32 %870, 1
  br i1 %871, label %872, label %873, !prof !28

872:                                              ; preds = %869
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %769) #25
  br label %873

873:                                              ; preds = %872, %869, %854, %848
  br i1 %758, label %898, label %874

874:                                              ; preds = %873
  %875 = getelementptr inbounds i8, ptr %757, i64 8
  %876 = load atomic i64, ptr %875 acquire, align 8
  %877 = icmp eq i64 %876, 4294967297
  %878 = trunc i64 %876 to i32
  br i1 %877, label %879, label %887

879:                                              ; preds = %874
  store i32 0, ptr %875, align 8, !tbaa !20
  %880 = getelementptr inbounds i8, ptr %757, i64 12
  store i32 0, ptr %880, align 4, !tbaa !23
  %881 = load ptr, ptr %757, align 8, !tbaa !24
  %882 = getelementptr inbounds i8, ptr %881, i64 16
  %883 = load ptr, ptr %882, align 8
  call void %883(ptr noundef nonnull align 8 dereferenceable(16) %757) #25
  %884 = load ptr, ptr %757, align 8, !tbaa !24
  %885 = getelementptr inbounds i8, ptr %884, i64 24
  %886 = load ptr, ptr %885, align 8
  call void %886(ptr noundef nonnull align 8 dereferenceable(16) %757) #25
  br label %898

887:                                              ; preds = %874
  %888 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %889 = icmp eq i8 %888, 0
  br i1 %889, label %892, label %890

890:                                              ; preds = %887
  %891 = add nsw i32 %878, -1
  store i32 %891, ptr %875, align 4, !tbaa !27
  br label %894

892:                                              ; preds = %887
  %893 = atomicrmw volatile add ptr %875, i32 -1 acq_rel, align 4
  br label %894

894:                                              ; preds = %892, %890
  %895 = phi i32 [ %878, %890 ], [ %893, %892 ]
  %896 = icmp eq i32 %895, 1
  br i1 %896, label %897, label %898, !prof !28

897:                                              ; preds = %894
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %757) #25
  br label %898

898:                                              ; preds = %897, %894, %879, %873
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.33)
          to label %899 unwind label %1179

899:                                              ; preds = %898
  invoke void @_ZN4sycl3_V17handler22setKernelIsCooperativeEb(ptr noundef nonnull align 8 dereferenceable(216) %1, i1 noundef zeroext false)
          to label %900 unwind label %1179

900:                                              ; preds = %899
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6)
  %901 = getelementptr inbounds i8, ptr %6, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %901, i8 0, i64 16, i1 false), !alias.scope !247
  store i64 %145, ptr %6, align 8, !tbaa !5, !alias.scope !247
  invoke void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range.114") align 8 %6, i1 noundef zeroext false, i32 noundef 1)
          to label %902 unwind label %1179

902:                                              ; preds = %900
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6)
  %903 = load ptr, ptr %17, align 8, !tbaa !151
  store ptr %903, ptr %16, align 8, !tbaa !151
  %904 = getelementptr inbounds i8, ptr %16, i64 8
  %905 = load ptr, ptr %182, align 8, !tbaa !18
  store ptr null, ptr %182, align 8, !tbaa !18
  store ptr %905, ptr %904, align 8, !tbaa !18
  store ptr null, ptr %17, align 8, !tbaa !151
  %906 = getelementptr inbounds i8, ptr %16, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %906, ptr noundef nonnull align 8 dereferenceable(16) %195, i64 16, i1 false)
  %907 = getelementptr inbounds i8, ptr %16, i64 32
  %908 = load ptr, ptr %196, align 8, !tbaa !151
  store ptr %908, ptr %907, align 8, !tbaa !151
  %909 = getelementptr inbounds i8, ptr %16, i64 40
  %910 = load ptr, ptr %198, align 8, !tbaa !18
  store ptr null, ptr %198, align 8, !tbaa !18
  store ptr %910, ptr %909, align 8, !tbaa !18
  store ptr null, ptr %196, align 8, !tbaa !151
  %911 = getelementptr inbounds i8, ptr %16, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %911, ptr noundef nonnull align 8 dereferenceable(16) %211, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4)
  %912 = invoke noalias noundef nonnull dereferenceable(72) ptr @_Znwm(i64 noundef 72) #29
          to label %913 unwind label %1119

913:                                              ; preds = %902
  %914 = icmp eq ptr %905, null
  br i1 %914, label %926, label %915

915:                                              ; preds = %913
  %916 = getelementptr inbounds i8, ptr %905, i64 8
  %917 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !250
  %918 = icmp eq i8 %917, 0
  br i1 %918, label %922, label %919

919:                                              ; preds = %915
  %920 = load i32, ptr %916, align 4, !tbaa !27, !noalias !250
  %921 = add nsw i32 %920, 1
  store i32 %921, ptr %916, align 4, !tbaa !27, !noalias !250
  br label %926

922:                                              ; preds = %915
  %923 = atomicrmw volatile add ptr %916, i32 1 acq_rel, align 4, !noalias !250
  %924 = load ptr, ptr %907, align 8, !tbaa !151, !noalias !250
  %925 = load ptr, ptr %909, align 8, !tbaa !18, !noalias !250
  br label %926

926:                                              ; preds = %922, %919, %913
  %927 = phi ptr [ %925, %922 ], [ %910, %919 ], [ %910, %913 ]
  %928 = phi ptr [ %924, %922 ], [ %908, %919 ], [ %908, %913 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull readonly align 8 dereferenceable(16) %906, i64 16, i1 false), !noalias !250
  %929 = icmp eq ptr %927, null
  br i1 %929, label %939, label %930

930:                                              ; preds = %926
  %931 = getelementptr inbounds i8, ptr %927, i64 8
  %932 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !250
  %933 = icmp eq i8 %932, 0
  br i1 %933, label %937, label %934

934:                                              ; preds = %930
  %935 = load i32, ptr %931, align 4, !tbaa !27, !noalias !250
  %936 = add nsw i32 %935, 1
  store i32 %936, ptr %931, align 4, !tbaa !27, !noalias !250
  br label %939

937:                                              ; preds = %930
  %938 = atomicrmw volatile add ptr %931, i32 1 acq_rel, align 4, !noalias !250
  br label %939

939:                                              ; preds = %937, %934, %926
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull readonly align 8 dereferenceable(16) %911, i64 16, i1 false), !noalias !250
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %912, align 8, !tbaa !24, !noalias !250
  %940 = getelementptr inbounds i8, ptr %912, i64 8
  store ptr %903, ptr %940, align 8, !tbaa !151, !noalias !250
  %941 = getelementptr inbounds i8, ptr %912, i64 16
  store ptr %905, ptr %941, align 8, !tbaa !18, !noalias !250
  br i1 %914, label %951, label %942

942:                                              ; preds = %939
  %943 = getelementptr inbounds i8, ptr %905, i64 8
  %944 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !250
  %945 = icmp eq i8 %944, 0
  br i1 %945, label %949, label %946

946:                                              ; preds = %942
  %947 = load i32, ptr %943, align 4, !tbaa !27, !noalias !250
  %948 = add nsw i32 %947, 1
  store i32 %948, ptr %943, align 4, !tbaa !27, !noalias !250
  br label %951

949:                                              ; preds = %942
  %950 = atomicrmw volatile add ptr %943, i32 1 acq_rel, align 4, !noalias !250
  br label %951

951:                                              ; preds = %949, %946, %939
  %952 = getelementptr inbounds i8, ptr %912, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %952, ptr noundef nonnull align 8 dereferenceable(16) %3, i64 16, i1 false), !noalias !250
  %953 = getelementptr inbounds i8, ptr %912, i64 40
  store ptr %928, ptr %953, align 8, !tbaa !151, !noalias !250
  %954 = getelementptr inbounds i8, ptr %912, i64 48
  store ptr %927, ptr %954, align 8, !tbaa !18, !noalias !250
  br i1 %929, label %964, label %955

955:                                              ; preds = %951
  %956 = getelementptr inbounds i8, ptr %927, i64 8
  %957 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !250
  %958 = icmp eq i8 %957, 0
  br i1 %958, label %962, label %959

959:                                              ; preds = %955
  %960 = load i32, ptr %956, align 4, !tbaa !27, !noalias !250
  %961 = add nsw i32 %960, 1
  store i32 %961, ptr %956, align 4, !tbaa !27, !noalias !250
  br label %966

962:                                              ; preds = %955
  %963 = atomicrmw volatile add ptr %956, i32 1 acq_rel, align 4, !noalias !250
  br label %966

964:                                              ; preds = %951
  %965 = getelementptr inbounds i8, ptr %912, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %965, ptr noundef nonnull align 8 dereferenceable(16) %4, i64 16, i1 false), !noalias !250
  br label %990

966:                                              ; preds = %962, %959
  %967 = getelementptr inbounds i8, ptr %912, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %967, ptr noundef nonnull align 8 dereferenceable(16) %4, i64 16, i1 false), !noalias !250
  %968 = load atomic i64, ptr %956 acquire, align 8, !noalias !250
  %969 = icmp eq i64 %968, 4294967297
  %970 = trunc i64 %968 to i32
  br i1 %969, label %971, label %979

971:                                              ; preds = %966
  store i32 0, ptr %956, align 8, !tbaa !20, !noalias !250
  %972 = getelementptr inbounds i8, ptr %927, i64 12
  store i32 0, ptr %972, align 4, !tbaa !23, !noalias !250
  %973 = load ptr, ptr %927, align 8, !tbaa !24, !noalias !250
  %974 = getelementptr inbounds i8, ptr %973, i64 16
  %975 = load ptr, ptr %974, align 8, !noalias !250
  call void %975(ptr noundef nonnull align 8 dereferenceable(16) %927) #25, !noalias !250
  %976 = load ptr, ptr %927, align 8, !tbaa !24, !noalias !250
  %977 = getelementptr inbounds i8, ptr %976, i64 24
  %978 = load ptr, ptr %977, align 8, !noalias !250
  call void %978(ptr noundef nonnull align 8 dereferenceable(16) %927) #25, !noalias !250
  br label %990

979:                                              ; preds = %966
  %980 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !250
  %981 = icmp eq i8 %980, 0
  br i1 %981, label %984, label %982

982:                                              ; preds = %979
  %983 = add nsw i32 %970, -1
  store i32 %983, ptr %956, align 4, !tbaa !27, !noalias !250
  br label %986

984:                                              ; preds = %979
  %985 = atomicrmw volatile add ptr %956, i32 -1 acq_rel, align 4, !noalias !250
  br label %986

986:                                              ; preds = %984, %982
  %987 = phi i32 [ %970, %982 ], [ %985, %984 ]
  %988 = icmp eq i32 %987, 1
  br i1 %988, label %989, label %990, !prof !28

989:                                              ; preds = %986
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %927) #25, !noalias !250
  br label %990

990:                                              ; preds = %989, %986, %971, %964
  br i1 %914, label %1015, label %991

991:                                              ; preds = %990
  %992 = getelementptr inbounds i8, ptr %905, i64 8
  %993 = load atomic i64, ptr %992 acquire, align 8, !noalias !250
  %994 = icmp eq i64 %993, 4294967297
  %995 = trunc i64 %993 to i32
  br i1 %994, label %996, label %1004

996:                                              ; preds = %991
  store i32 0, ptr %992, align 8, !tbaa !20, !noalias !250
  %997 = getelementptr inbounds i8, ptr %905, i64 12
  store i32 0, ptr %997, align 4, !tbaa !23, !noalias !250
  %998 = load ptr, ptr %905, align 8, !tbaa !24, !noalias !250
  %999 = getelementptr inbounds i8, ptr %998, i64 16
  %1000 = load ptr, ptr %999, align 8, !noalias !250
  call void %1000(ptr noundef nonnull align 8 dereferenceable(16) %905) #25, !noalias !250
  %1001 = load ptr, ptr %905, align 8, !tbaa !24, !noalias !250
  %1002 = getelementptr inbounds i8, ptr %1001, i64 24
  %1003 = load ptr, ptr %1002, align 8, !noalias !250
  call void %1003(ptr noundef nonnull align 8 dereferenceable(16) %905) #25, !noalias !250
  br label %1015

1004:                                             ; preds = %991
  %1005 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26, !noalias !250
  %1006 = icmp eq i8 %1005, 0
  br i1 %1006, label %1009, label %1007

1007:                                             ; preds = %1004
  %1008 = add nsw i32 %995, -1
  store i32 %1008, ptr %992, align 4, !tbaa !27, !noalias !250
  br label %1011

1009:                                             ; preds = %1004
  %1010 = atomicrmw volatile add ptr %992, i32 -1 acq_rel, align 4, !noalias !250
  br label %1011

1011:                                             ; preds = %1009, %1007
  %1012 = phi i32 [ %995, %1007 ], [ %1010, %1009 ]
  %1013 = icmp eq i32 %1012, 1
  br i1 %1013, label %1014, label %1015, !prof !28

1014:                                             ; preds = %1011
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %905) #25, !noalias !250
  br label %1015

1015:                                             ; preds = %1014, %1011, %996, %990
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4)
  %1016 = getelementptr inbounds i8, ptr %1, i64 152
  %1017 = load ptr, ptr %1016, align 8, !tbaa !9
  store ptr %912, ptr %1016, align 8, !tbaa !9
  %1018 = icmp eq ptr %1017, null
  br i1 %1018, label %1023, label %1019

1019:                                             ; preds = %1015
  %1020 = load ptr, ptr %1017, align 8, !tbaa !24
  %1021 = getelementptr inbounds i8, ptr %1020, i64 16
  %1022 = load ptr, ptr %1021, align 8
  call void %1022(ptr noundef nonnull align 8 dereferenceable(8) %1017) #25
  br label %1023

1023:                                             ; preds = %1019, %1015
  invoke void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %1024 unwind label %1119

1024:                                             ; preds = %1023
  %1025 = load ptr, ptr %1016, align 8, !tbaa !9
  %1026 = load ptr, ptr %1025, align 8, !tbaa !24
  %1027 = load ptr, ptr %1026, align 8
  %1028 = invoke noundef ptr %1027(ptr noundef nonnull align 8 dereferenceable(8) %1025)
          to label %1029 unwind label %1119

1029:                                             ; preds = %1024
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #25
  call void @llvm.experimental.noalias.scope.decl(metadata !253)
  %1030 = getelementptr inbounds i8, ptr %5, i64 16
  %1031 = invoke noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #29
          to label %1032 unwind label %1119

1032:                                             ; preds = %1029
  store ptr %1031, ptr %5, align 8, !tbaa !162, !alias.scope !253
  %1033 = getelementptr inbounds i8, ptr %1031, i64 24
  store ptr %1033, ptr %1030, align 8, !tbaa !164, !alias.scope !253
  %1034 = getelementptr inbounds i8, ptr %5, i64 8
  store i64 17446157156352, ptr %1031, align 4, !noalias !253
  %1035 = getelementptr inbounds i8, ptr %1031, i64 8
  store i32 0, ptr %1035, align 4, !tbaa !27, !noalias !253
  %1036 = getelementptr inbounds i8, ptr %1031, i64 12
  store i64 17446157156352, ptr %1036, align 4, !noalias !253
  %1037 = getelementptr inbounds i8, ptr %1031, i64 20
  store i32 32, ptr %1037, align 4, !tbaa !27, !noalias !253
  store ptr %1033, ptr %1034, align 8, !tbaa !203, !alias.scope !253
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %1028, ptr noundef nonnull align 8 dereferenceable(24) %5, i1 noundef zeroext false)
          to label %1038 unwind label %1054

1038:                                             ; preds = %1032
  %1039 = load ptr, ptr %5, align 8, !tbaa !162
  %1040 = icmp eq ptr %1039, null
  br i1 %1040, label %1046, label %1041

1041:                                             ; preds = %1038
  %1042 = load ptr, ptr %1030, align 8, !tbaa !164
  %1043 = ptrtoint ptr %1042 to i64
  %1044 = ptrtoint ptr %1039 to i64
  %1045 = sub i64 %1043, %1044
  call void @_ZdlPvm(ptr noundef nonnull %1039, i64 noundef %1045) #27
  br label %1046

1046:                                             ; preds = %1041, %1038
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #25
  %1047 = invoke noalias noundef nonnull dereferenceable(14) ptr @_Znam(i64 noundef 14) #29
          to label %1048 unwind label %1119

1048:                                             ; preds = %1046
  %1049 = getelementptr inbounds i8, ptr %1, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(13) %1047, ptr noundef nonnull align 1 dereferenceable(13) @.str.33, i64 13, i1 false)
  %1050 = getelementptr inbounds i8, ptr %1047, i64 13
  store i8 0, ptr %1050, align 1, !tbaa !26
  %1051 = load ptr, ptr %1049, align 8, !tbaa !9
  store ptr %1047, ptr %1049, align 8, !tbaa !9
  %1052 = icmp eq ptr %1051, null
  br i1 %1052, label %1064, label %1053

1053:                                             ; preds = %1048
  call void @_ZdaPv(ptr noundef nonnull %1051) #27
  br label %1064

1054:                                             ; preds = %1032
  %1055 = landingpad { ptr, i32 }
          cleanup
  %1056 = load ptr, ptr %5, align 8, !tbaa !162
  %1057 = icmp eq ptr %1056, null
  br i1 %1057, label %1063, label %1058

1058:                                             ; preds = %1054
  %1059 = load ptr, ptr %1030, align 8, !tbaa !164
  %1060 = ptrtoint ptr %1059 to i64
  %1061 = ptrtoint ptr %1056 to i64
  %1062 = sub i64 %1060, %1061
  call void @_ZdlPvm(ptr noundef nonnull %1056, i64 noundef %1062) #27
  br label %1063

1063:                                             ; preds = %1058, %1054
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #25
  br label %1121

1064:                                             ; preds = %1053, %1048
  %1065 = load ptr, ptr %909, align 8, !tbaa !18
  %1066 = icmp eq ptr %1065, null
  br i1 %1066, label %1091, label %1067

1067:                                             ; preds = %1064
  %1068 = getelementptr inbounds i8, ptr %1065, i64 8
  %1069 = load atomic i64, ptr %1068 acquire, align 8
  %1070 = icmp eq i64 %1069, 4294967297
  %1071 = trunc i64 %1069 to i32
  br i1 %1070, label %1072, label %1080

1072:                                             ; preds = %1067
  store i32 0, ptr %1068, align 8, !tbaa !20
  %1073 = getelementptr inbounds i8, ptr %1065, i64 12
  store i32 0, ptr %1073, align 4, !tbaa !23
  %1074 = load ptr, ptr %1065, align 8, !tbaa !24
  %1075 = getelementptr inbounds i8, ptr %1074, i64 16
  %1076 = load ptr, ptr %1075, align 8
  call void %1076(ptr noundef nonnull align 8 dereferenceable(16) %1065) #25
  %1077 = load ptr, ptr %1065, align 8, !tbaa !24
  %1078 = getelementptr inbounds i8, ptr %1077, i64 24
  %1079 = load ptr, ptr %1078, align 8
  call void %1079(ptr noundef nonnull align 8 dereferenceable(16) %1065) #25
  br label %1091

1080:                                             ; preds = %1067
  %1081 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %1082 = icmp eq i8 %1081, 0
  br i1 %1082, label %1085, label %1083

1083:                                             ; preds = %1080
  %1084 = add nsw i32 %1071, -1
  store i32 %1084, ptr %1068, align 4, !tbaa !27
  br label %1087

1085:                                             ; preds = %1080
  %1086 = atomicrmw volatile add ptr %1068, i32 -1 acq_rel, align 4
  br label %1087

1087:                                             ; preds = %1085, %1083
  %1088 = phi i32 [ %1071, %1083 ], [ %1086, %1085 ]
  %1089 = icmp eq i32 %1088, 1
  br i1 %1089, label %1090, label %1091, !prof !28

1090:                                             ; preds = %1087
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1065) #25
  br label %1091

1091:                                             ; preds = %1090, %1087, %1072, %1064
  %1092 = load ptr, ptr %904, align 8, !tbaa !18
  %1093 = icmp eq ptr %1092, null
  br i1 %1093, label %1118, label %1094

1094:                                             ; preds = %1091
  %1095 = getelementptr inbounds i8, ptr %1092, i64 8
  %1096 = load atomic i64, ptr %1095 acquire, align 8
  %1097 = icmp eq i64 %1096, 4294967297
  %1098 = trunc i64 %1096 to i32
  br i1 %1097, label %1099, label %1107

1099:                                             ; preds = %1094
  store i32 0, ptr %1095, align 8, !tbaa !20
  %1100 = getelementptr inbounds i8, ptr %1092, i64 12
  store i32 0, ptr %1100, align 4, !tbaa !23
  %1101 = load ptr, ptr %1092, align 8, !tbaa !24
  %1102 = getelementptr inbounds i8, ptr %1101, i64 16
  %1103 = load ptr, ptr %1102, align 8
  call void %1103(ptr noundef nonnull align 8 dereferenceable(16) %1092) #25
  %1104 = load ptr, ptr %1092, align 8, !tbaa !24
  %1105 = getelementptr inbounds i8, ptr %1104, i64 24
  %1106 = load ptr, ptr %1105, align 8
  call void %1106(ptr noundef nonnull align 8 dereferenceable(16) %1092) #25
  br label %1118

1107:                                             ; preds = %1094
  %1108 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %1109 = icmp eq i8 %1108, 0
  br i1 %1109, label %1112, label %1110

1110:                                             ; preds = %1107
  %1111 = add nsw i32 %1098, -1
  store i32 %1111, ptr %1095, align 4, !tbaa !27
  br label %1114

1112:                                             ; preds = %1107
  %1113 = atomicrmw volatile add ptr %1095, i32 -1 acq_rel, align 4
  br label %1114

1114:                                             ; preds = %1112, %1110
  %1115 = phi i32 [ %1098, %1110 ], [ %1113, %1112 ]
  %1116 = icmp eq i32 %1115, 1
  br i1 %1116, label %1117, label %1118, !prof !28

1117:                                             ; preds = %1114
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1092) #25
  br label %1118

1118:                                             ; preds = %1117, %1114, %1099, %1091
  invoke void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef 1)
          to label %1125 unwind label %1179

1119:                                             ; preds = %1046, %1029, %1024, %1023, %902
  %1120 = landingpad { ptr, i32 }
          cleanup
  br label %1121

1121:                                             ; preds = %1119, %1063
  %1122 = phi { ptr, i32 } [ %1120, %1119 ], [ %1055, %1063 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE1_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(64) %16) #25
  br label %1123

1123:                                             ; preds = %1121, %754
  %1124 = phi { ptr, i32 } [ %755, %754 ], [ %1122, %1121 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #25
  br label %1181

1125:                                             ; preds = %1118, %747
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #25
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %13)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %14)
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %15)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %16)
  %1126 = load ptr, ptr %198, align 8, !tbaa !18
  %1127 = icmp eq ptr %1126, null
  br i1 %1127, label %1152, label %1128

1128:                                             ; preds = %1125
  %1129 = getelementptr inbounds i8, ptr %1126, i64 8
  %1130 = load atomic i64, ptr %1129 acquire, align 8
  %1131 = icmp eq i64 %1130, 4294967297
  %1132 = trunc i64 %1130 to i32
  br i1 %1131, label %1133, label %1141

1133:                                             ; preds = %1128
  store i32 0, ptr %1129, align 8, !tbaa !20
  %1134 = getelementptr inbounds i8, ptr %1126, i64 12
  store i32 0, ptr %1134, align 4, !tbaa !23
  %1135 = load ptr, ptr %1126, align 8, !tbaa !24
  %1136 = getelementptr inbounds i8, ptr %1135, i64 16
  %1137 = load ptr, ptr %1136, align 8
  call void %1137(ptr noundef nonnull align 8 dereferenceable(16) %1126) #25
  %1138 = load ptr, ptr %1126, align 8, !tbaa !24
  %1139 = getelementptr inbounds i8, ptr %1138, i64 24
  %1140 = load ptr, ptr %1139, align 8
  call void %1140(ptr noundef nonnull align 8 dereferenceable(16) %1126) #25
  br label %1152

1141:                                             ; preds = %1128
  %1142 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %1143 = icmp eq i8 %1142, 0
  br i1 %1143, label %1146, label %1144

1144:                                             ; preds = %1141
  %1145 = add nsw i32 %1132, -1
  store i32 %1145, ptr %1129, align 4, !tbaa !27
  br label %1148

1146:                                             ; preds = %1141
  %1147 = atomicrmw volatile add ptr %1129, i32 -1 acq_rel, align 4
  br label %1148

1148:                                             ; preds = %1146, %1144
  %1149 = phi i32 [ %1132, %1144 ], [ %1147, %1146 ]
  %1150 = icmp eq i32 %1149, 1
  br i1 %1150, label %1151, label %1152, !prof !28

1151:                                             ; preds = %1148
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1126) #25
  br label %1152

1152:                                             ; preds = %1151, %1148, %1133, %1125
  %1153 = load ptr, ptr %182, align 8, !tbaa !18
  %1154 = icmp eq ptr %1153, null
  br i1 %1154, label %1183, label %1155

1155:                                             ; preds = %1152
  %1156 = getelementptr inbounds i8, ptr %1153, i64 8
  %1157 = load atomic i64, ptr %1156 acquire, align 8
  %1158 = icmp eq i64 %1157, 4294967297
  %1159 = trunc i64 %1157 to i32
  br i1 %1158, label %1160, label %1168

1160:                                             ; preds = %1155
  store i32 0, ptr %1156, align 8, !tbaa !20
  %1161 = getelementptr inbounds i8, ptr %1153, i64 12
  store i32 0, ptr %1161, align 4, !tbaa !23
  %1162 = load ptr, ptr %1153, align 8, !tbaa !24
  %1163 = getelementptr inbounds i8, ptr %1162, i64 16
  %1164 = load ptr, ptr %1163, align 8
  call void %1164(ptr noundef nonnull align 8 dereferenceable(16) %1153) #25
  %1165 = load ptr, ptr %1153, align 8, !tbaa !24
  %1166 = getelementptr inbounds i8, ptr %1165, i64 24
  %1167 = load ptr, ptr %1166, align 8
  call void %1167(ptr noundef nonnull align 8 dereferenceable(16) %1153) #25
  br label %1183

1168:                                             ; preds = %1155
  %1169 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %1170 = icmp eq i8 %1169, 0
  br i1 %1170, label %1173, label %1171

1171:                                             ; preds = %1168
  %1172 = add nsw i32 %1159, -1
  store i32 %1172, ptr %1156, align 4, !tbaa !27
  br label %1175

1173:                                             ; preds = %1168
  %1174 = atomicrmw volatile add ptr %1156, i32 -1 acq_rel, align 4
  br label %1175

1175:                                             ; preds = %1173, %1171
  %1176 = phi i32 [ %1159, %1171 ], [ %1174, %1173 ]
  %1177 = icmp eq i32 %1176, 1
  br i1 %1177, label %1178, label %1183, !prof !28

1178:                                             ; preds = %1175
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1153) #25
  br label %1183

1179:                                             ; preds = %1118, %900, %899, %898, %224, %220, %210
  %1180 = landingpad { ptr, i32 }
          cleanup
  br label %1181

1181:                                             ; preds = %1179, %1123, %222
  %1182 = phi { ptr, i32 } [ %1180, %1179 ], [ %223, %222 ], [ %1124, %1123 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE1_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(64) %17) #25
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE1_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(64) %26) #25
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %26) #25
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %24) #25
  br label %1299

1183:                                             ; preds = %1178, %1175, %1160, %1152
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %17)
  %1184 = load ptr, ptr %165, align 8, !tbaa !18
  %1185 = icmp eq ptr %1184, null
  br i1 %1185, label %1210, label %1186

1186:                                             ; preds = %1183
  %1187 = getelementptr inbounds i8, ptr %1184, i64 8
  %1188 = load atomic i64, ptr %1187 acquire, align 8
  %1189 = icmp eq i64 %1188, 4294967297
  %1190 = trunc i64 %1188 to i32
  br i1 %1189, label %1191, label %1199

1191:                                             ; preds = %1186
  store i32 0, ptr %1187, align 8, !tbaa !20
  %1192 = getelementptr inbounds i8, ptr %1184, i64 12
  store i32 0, ptr %1192, align 4, !tbaa !23
  %1193 = load ptr, ptr %1184, align 8, !tbaa !24
  %1194 = getelementptr inbounds i8, ptr %1193, i64 16
  %1195 = load ptr, ptr %1194, align 8
  call void %1195(ptr noundef nonnull align 8 dereferenceable(16) %1184) #25
  %1196 = load ptr, ptr %1184, align 8, !tbaa !24
  %1197 = getelementptr inbounds i8, ptr %1196, i64 24
  %1198 = load ptr, ptr %1197, align 8
  call void %1198(ptr noundef nonnull align 8 dereferenceable(16) %1184) #25
  br label %1210

1199:                                             ; preds = %1186
  %1200 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %1201 = icmp eq i8 %1200, 0
  br i1 %1201, label %1204, label %1202

1202:                                             ; preds = %1199
  %1203 = add nsw i32 %1190, -1
  store i32 %1203, ptr %1187, align 4, !tbaa !27
  br label %1206

1204:                                             ; preds = %1199
  %1205 = atomicrmw volatile add ptr %1187, i32 -1 acq_rel, align 4
  br label %1206

1206:                                             ; preds = %1204, %1202
  %1207 = phi i32 [ %1190, %1202 ], [ %1205, %1204 ]
  %1208 = icmp eq i32 %1207, 1
  br i1 %1208, label %1209, label %1210, !prof !28

1209:                                             ; preds = %1206
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1184) #25
  br label %1210

1210:                                             ; preds = %1209, %1206, %1191, %1183
  %1211 = load ptr, ptr %147, align 8, !tbaa !18
  %1212 = icmp eq ptr %1211, null
  br i1 %1212, label %1237, label %1213

1213:                                             ; preds = %1210
  %1214 = getelementptr inbounds i8, ptr %1211, i64 8
  %1215 = load atomic i64, ptr %1214 acquire, align 8
  %1216 = icmp eq i64 %1215, 4294967297
  %1217 = trunc i64 %1215 to i32
  br i1 %1216, label %1218, label %1226

1218:                                             ; preds = %1213
  store i32 0, ptr %1214, align 8, !tbaa !20
  %1219 = getelementptr inbounds i8, ptr %1211, i64 12
  store i32 0, ptr %1219, align 4, !tbaa !23
  %1220 = load ptr, ptr %1211, align 8, !tbaa !24
  %1221 = getelementptr inbounds i8, ptr %1220, i64 16
  %1222 = load ptr, ptr %1221, align 8
  call void %1222(ptr noundef nonnull align 8 dereferenceable(16) %1211) #25
  %1223 = load ptr, ptr %1211, align 8, !tbaa !24
  %1224 = getelementptr inbounds i8, ptr %1223, i64 24
  %1225 = load ptr, ptr %1224, align 8
  call void %1225(ptr noundef nonnull align 8 dereferenceable(16) %1211) #25
  br label %1237

1226:                                             ; preds = %1213
  %1227 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %1228 = icmp eq i8 %1227, 0
  br i1 %1228, label %1231, label %1229

1229:                                             ; preds = %1226
  %1230 = add nsw i32 %1217, -1
  store i32 %1230, ptr %1214, align 4, !tbaa !27
  br label %1233

1231:                                             ; preds = %1226
  %1232 = atomicrmw volatile add ptr %1214, i32 -1 acq_rel, align 4
  br label %1233

1233:                                             ; preds = %1231, %1229
  %1234 = phi i32 [ %1217, %1229 ], [ %1232, %1231 ]
  %1235 = icmp eq i32 %1234, 1
  br i1 %1235, label %1236, label %1237, !prof !28

1236:                                             ; preds = %1233
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1211) #25
  br label %1237

1237:                                             ; preds = %1236, %1233, %1218, %1210
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %26) #25
  %1238 = load ptr, ptr %166, align 8, !tbaa !18
  %1239 = icmp eq ptr %1238, null
  br i1 %1239, label %1264, label %1240

1240:                                             ; preds = %1237
  %1241 = getelementptr inbounds i8, ptr %1238, i64 8
  %1242 = load atomic i64, ptr %1241 acquire, align 8
  %1243 = icmp eq i64 %1242, 4294967297
  %1244 = trunc i64 %1242 to i32
  br i1 %1243, label %1245, label %1253

1245:                                             ; preds = %1240
  store i32 0, ptr %1241, align 8, !tbaa !20
  %1246 = getelementptr inbounds i8, ptr %1238, i64 12
  store i32 0, ptr %1246, align 4, !tbaa !23
  %1247 = load ptr, ptr %1238, align 8, !tbaa !24
  %1248 = getelementptr inbounds i8, ptr %1247, i64 16
  %1249 = load ptr, ptr %1248, align 8
  call void %1249(ptr noundef nonnull align 8 dereferenceable(16) %1238) #25
  %1250 = load ptr, ptr %1238, align 8, !tbaa !24
  %1251 = getelementptr inbounds i8, ptr %1250, i64 24
  %1252 = load ptr, ptr %1251, align 8
  call void %1252(ptr noundef nonnull align 8 dereferenceable(16) %1238) #25
  br label %1264

1253:                                             ; preds = %1240
  %1254 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %1255 = icmp eq i8 %1254, 0
  br i1 %1255, label %1258, label %1256

1256:                                             ; preds = %1253
  %1257 = add nsw i32 %1244, -1
  store i32 %1257, ptr %1241, align 4, !tbaa !27
  br label %1260

1258:                                             ; preds = %1253
  %1259 = atomicrmw volatile add ptr %1241, i32 -1 acq_rel, align 4
  br label %1260

1260:                                             ; preds = %1258, %1256
  %1261 = phi i32 [ %1244, %1256 ], [ %1259, %1258 ]
  %1262 = icmp eq i32 %1261, 1
  br i1 %1262, label %1263, label %1264, !prof !28

1263:                                             ; preds = %1260
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1238) #25
  br label %1264

1264:                                             ; preds = %1263, %1260, %1245, %1237
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24) #25
  %1265 = load ptr, ptr %148, align 8, !tbaa !18
  %1266 = icmp eq ptr %1265, null
  br i1 %1266, label %1303, label %1267

1267:                                             ; preds = %1264
  %1268 = getelementptr inbounds i8, ptr %1265, i64 8
  %1269 = load atomic i64, ptr %1268 acquire, align 8
  %1270 = icmp eq i64 %1269, 4294967297
  %1271 = trunc i64 %1269 to i32
  br i1 %1270, label %1272, label %1280

1272:                                             ; preds = %1267
  store i32 0, ptr %1268, align 8, !tbaa !20
  %1273 = getelementptr inbounds i8, ptr %1265, i64 12
  store i32 0, ptr %1273, align 4, !tbaa !23
  %1274 = load ptr, ptr %1265, align 8, !tbaa !24
  %1275 = getelementptr inbounds i8, ptr %1274, i64 16
  %1276 = load ptr, ptr %1275, align 8
  call void %1276(ptr noundef nonnull align 8 dereferenceable(16) %1265) #25
  %1277 = load ptr, ptr %1265, align 8, !tbaa !24
  %1278 = getelementptr inbounds i8, ptr %1277, i64 24
  %1279 = load ptr, ptr %1278, align 8
  call void %1279(ptr noundef nonnull align 8 dereferenceable(16) %1265) #25
  br label %1303

1280:                                             ; preds = %1267
  %1281 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %1282 = icmp eq i8 %1281, 0
  br i1 %1282, label %1285, label %1283

1283:                                             ; preds = %1280
  %1284 = add nsw i32 %1271, -1
  store i32 %1284, ptr %1268, align 4, !tbaa !27
  br label %1287

1285:                                             ; preds = %1280
  %1286 = atomicrmw volatile add ptr %1268, i32 -1 acq_rel, align 4
  br label %1287

1287:                                             ; preds = %1285, %1283
  %1288 = phi i32 [ %1271, %1283 ], [ %1286, %1285 ]
  %1289 = icmp eq i32 %1288, 1
  br i1 %1289, label %1290, label %1303, !prof !28

1290:                                             ; preds = %1287
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1265) #25
  br label %1303

1291:                                             ; preds = %2
  %1292 = landingpad { ptr, i32 }
          cleanup
  br label %1293

1293:                                             ; preds = %1291, %33
  %1294 = phi { ptr, i32 } [ %1292, %1291 ], [ %34, %33 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %23) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %23) #25
  br label %1301

1295:                                             ; preds = %84
  %1296 = landingpad { ptr, i32 }
          cleanup
  br label %1297

1297:                                             ; preds = %1295, %91
  %1298 = phi { ptr, i32 } [ %1296, %1295 ], [ %92, %91 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %25) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %25) #25
  br label %1299

1299:                                             ; preds = %1297, %1181
  %1300 = phi { ptr, i32 } [ %1182, %1181 ], [ %1298, %1297 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24) #25
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %22) #25
  br label %1301

1301:                                             ; preds = %1299, %1293
  %1302 = phi { ptr, i32 } [ %1300, %1299 ], [ %1294, %1293 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %22) #25
  resume { ptr, i32 } %1302

1303:                                             ; preds = %1264, %1272, %1287, %1290
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %22) #25
  ret void
}

; Function Attrs: mustprogress uwtable
define internal noundef zeroext i1 @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E1_E10_M_managerERSt9_Any_dataRKS7_St18_Manager_operation(ptr nocapture noundef nonnull align 8 dereferenceable(16) %0, ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %1, i32 noundef %2) #2 align 2 {
  switch i32 %2, label %14 [
    i32 0, label %4
    i32 1, label %5
    i32 3, label %10
    i32 2, label %7
  ]

4:                                                ; preds = %3
  store ptr @_ZTIZ4mainEUlRN4sycl3_V17handlerEE1_, ptr %0, align 8, !tbaa !9
  br label %14

5:                                                ; preds = %3
  %6 = load ptr, ptr %1, align 8, !tbaa !9
  store ptr %6, ptr %0, align 8, !tbaa !9
  br label %14

7:                                                ; preds = %3
  %8 = load ptr, ptr %1, align 8, !tbaa !9
  %9 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #29
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %9, ptr noundef nonnull readonly align 8 dereferenceable(24) %8, i64 24, i1 false), !tbaa.struct !256
  store ptr %9, ptr %0, align 8, !tbaa !9
  br label %14

10:                                               ; preds = %3
  %11 = load ptr, ptr %0, align 8, !tbaa !9
  %12 = icmp eq ptr %11, null
  br i1 %12, label %14, label %13

13:                                               ; preds = %10
  tail call void @_ZdlPvm(ptr noundef nonnull %11, i64 noundef 24) #27
  br label %14

14:                                               ; preds = %3, %13, %10, %7, %5, %4
  ret i1 false
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define internal fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE1_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr nocapture noundef nonnull readonly align 8 dereferenceable(64) %0) unnamed_addr #4 align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 40
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !24
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  %30 = getelementptr inbounds i8, ptr %0, i64 8
  %31 = load ptr, ptr %30, align 8, !tbaa !18
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !20
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !23
  %40 = load ptr, ptr %31, align 8, !tbaa !24
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  %43 = load ptr, ptr %31, align 8, !tbaa !24
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !27
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !28

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !24
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIiLi1ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi1ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range.114", align 8
  %8 = alloca %"class.sycl::_V1::range.114", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %11 = load i64, ptr %10, align 8
  store i64 %11, ptr %7, align 8, !tbaa !5, !alias.scope !257
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 1, ptr %12, align 8, !tbaa !5, !alias.scope !257
  %13 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %13, align 8, !tbaa !5, !alias.scope !257
  store i64 %11, ptr %8, align 8, !tbaa !5, !alias.scope !260
  %14 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 1, ptr %14, align 8, !tbaa !5, !alias.scope !260
  %15 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %15, align 8, !tbaa !5, !alias.scope !260
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #25
  %16 = load i64, ptr %3, align 8
  %17 = getelementptr inbounds i8, ptr %3, i64 8
  %18 = getelementptr inbounds i8, ptr %3, i64 16
  %19 = load ptr, ptr %18, align 8, !tbaa !9
  %20 = load ptr, ptr %17, align 8, !tbaa !9
  %21 = ptrtoint ptr %19 to i64
  %22 = ptrtoint ptr %20 to i64
  %23 = sub i64 %21, %22
  %24 = icmp eq ptr %19, %20
  br i1 %24, label %51, label %25

25:                                               ; preds = %5
  %26 = icmp ugt i64 %23, 9223372036854775792
  br i1 %26, label %27, label %28, !prof !28

27:                                               ; preds = %25
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #28
  unreachable

28:                                               ; preds = %25
  %29 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %23) #29
  br label %30

30:                                               ; preds = %47, %28
  %31 = phi ptr [ %49, %47 ], [ %29, %28 ]
  %32 = phi ptr [ %48, %47 ], [ %20, %28 ]
  %33 = load ptr, ptr %32, align 8, !tbaa !178
  store ptr %33, ptr %31, align 8, !tbaa !178
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = getelementptr inbounds i8, ptr %32, i64 8
  %36 = load ptr, ptr %35, align 8, !tbaa !18
  store ptr %36, ptr %34, align 8, !tbaa !18
  %37 = icmp eq ptr %36, null
  br i1 %37, label %47, label %38

38:                                               ; preds = %30
  %39 = getelementptr inbounds i8, ptr %36, i64 8
  %40 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %41 = icmp eq i8 %40, 0
  br i1 %41, label %45, label %42

42:                                               ; preds = %38
  %43 = load i32, ptr %39, align 4, !tbaa !27
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %39, align 4, !tbaa !27
  br label %47

45:                                               ; preds = %38
  %46 = atomicrmw volatile add ptr %39, i32 1 acq_rel, align 4
  br label %47

47:                                               ; preds = %45, %42, %30
  %48 = getelementptr inbounds i8, ptr %32, i64 16
  %49 = getelementptr inbounds i8, ptr %31, i64 16
  %50 = icmp eq ptr %48, %19
  br i1 %50, label %51, label %30, !llvm.loop !180

51:                                               ; preds = %47, %5
  %52 = phi ptr [ null, %5 ], [ %29, %47 ]
  %53 = phi ptr [ null, %5 ], [ %49, %47 ]
  %54 = getelementptr inbounds i8, ptr %52, i64 %23
  store i64 %16, ptr %9, align 8
  %55 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %52, ptr %55, align 8, !tbaa !15
  %56 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %53, ptr %56, align 8, !tbaa !17
  %57 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %54, ptr %57, align 8, !tbaa !31
  %58 = load ptr, ptr %1, align 8, !tbaa !103
  %59 = icmp eq ptr %58, null
  br i1 %59, label %60, label %61

60:                                               ; preds = %51
  tail call void @__assert_fail(ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.15, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS7_) #26
  unreachable

61:                                               ; preds = %51
  %62 = and i64 %16, 16
  %63 = icmp eq i64 %62, 0
  %64 = select i1 %63, i32 1026, i32 1028
  %65 = getelementptr inbounds i8, ptr %1, i64 24
  %66 = load i64, ptr %65, align 8, !tbaa !95
  %67 = getelementptr inbounds i8, ptr %1, i64 32
  %68 = load i8, ptr %67, align 8, !tbaa !102, !range !64, !noundef !65
  %69 = trunc nuw i8 %68 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.114") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.114") align 8 %8, i32 noundef %64, ptr noundef nonnull %58, i32 noundef 1, i32 noundef 4, i64 noundef %66, i1 noundef zeroext %69, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %70 unwind label %206

70:                                               ; preds = %61
  %71 = icmp eq ptr %52, %53
  br i1 %71, label %106, label %72

72:                                               ; preds = %70, %101
  %73 = phi ptr [ %102, %101 ], [ %52, %70 ]
  %74 = getelementptr inbounds i8, ptr %73, i64 8
  %75 = load ptr, ptr %74, align 8, !tbaa !18
  %76 = icmp eq ptr %75, null
  br i1 %76, label %101, label %77

77:                                               ; preds = %72
  %78 = getelementptr inbounds i8, ptr %75, i64 8
  %79 = load atomic i64, ptr %78 acquire, align 8
  %80 = icmp eq i64 %79, 4294967297
  %81 = trunc i64 %79 to i32
  br i1 %80, label %82, label %90

82:                                               ; preds = %77
  store i32 0, ptr %78, align 8, !tbaa !20
  %83 = getelementptr inbounds i8, ptr %75, i64 12
  store i32 0, ptr %83, align 4, !tbaa !23
  %84 = load ptr, ptr %75, align 8, !tbaa !24
  %85 = getelementptr inbounds i8, ptr %84, i64 16
  %86 = load ptr, ptr %85, align 8
  tail call void %86(ptr noundef nonnull align 8 dereferenceable(16) %75) #25
  %87 = load ptr, ptr %75, align 8, !tbaa !24
  %88 = getelementptr inbounds i8, ptr %87, i64 24
  %89 = load ptr, ptr %88, align 8
  tail call void %89(ptr noundef nonnull align 8 dereferenceable(16) %75) #25
  br label %101

90:                                               ; preds = %77
  %91 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %92 = icmp eq i8 %91, 0
  br i1 %92, label %95, label %93

93:                                               ; preds = %90
  %94 = add nsw i32 %81, -1
  store i32 %94, ptr %78, align 4, !tbaa !27
  br label %97

95:                                               ; preds = %90
  %96 = atomicrmw volatile add ptr %78, i32 -1 acq_rel, align 4
  br label %97

97:                                               ; preds = %95, %93
  %98 = phi i32 [ %81, %93 ], [ %96, %95 ]
  %99 = icmp eq i32 %98, 1
  br i1 %99, label %100, label %101, !prof !28

100:                                              ; preds = %97
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %75) #25
  br label %101

101:                                              ; preds = %100, %97, %82, %72
  %102 = getelementptr inbounds i8, ptr %73, i64 16
  %103 = icmp eq ptr %102, %53
  br i1 %103, label %104, label %72, !llvm.loop !29

104:                                              ; preds = %101
  %105 = load ptr, ptr %55, align 8, !tbaa !15
  br label %106

106:                                              ; preds = %104, %70
  %107 = phi ptr [ %105, %104 ], [ %52, %70 ]
  %108 = icmp eq ptr %107, null
  br i1 %108, label %114, label %109

109:                                              ; preds = %106
  %110 = load ptr, ptr %57, align 8, !tbaa !31
  %111 = ptrtoint ptr %110 to i64
  %112 = ptrtoint ptr %107 to i64
  %113 = sub i64 %111, %112
  tail call void @_ZdlPvm(ptr noundef nonnull %107, i64 noundef %113) #27
  br label %114

114:                                              ; preds = %106, %109
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #25
  %115 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr null, ptr %115, align 8, !tbaa !263
  %116 = load ptr, ptr %18, align 8, !tbaa !9
  %117 = load ptr, ptr %17, align 8, !tbaa !9
  %118 = ptrtoint ptr %116 to i64
  %119 = ptrtoint ptr %117 to i64
  %120 = sub i64 %118, %119
  %121 = icmp eq ptr %116, %117
  br i1 %121, label %182, label %122

122:                                              ; preds = %114
  %123 = icmp ugt i64 %120, 9223372036854775792
  br i1 %123, label %124, label %126, !prof !28

124:                                              ; preds = %122
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #28
          to label %125 unwind label %210

125:                                              ; preds = %124
  unreachable

126:                                              ; preds = %122
  %127 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %120) #29
          to label %128 unwind label %210

128:                                              ; preds = %126, %145
  %129 = phi ptr [ %147, %145 ], [ %127, %126 ]
  %130 = phi ptr [ %146, %145 ], [ %117, %126 ]
  %131 = load ptr, ptr %130, align 8, !tbaa !178
  store ptr %131, ptr %129, align 8, !tbaa !178
  %132 = getelementptr inbounds i8, ptr %129, i64 8
  %133 = getelementptr inbounds i8, ptr %130, i64 8
  %134 = load ptr, ptr %133, align 8, !tbaa !18
  store ptr %134, ptr %132, align 8, !tbaa !18
  %135 = icmp eq ptr %134, null
  br i1 %135, label %145, label %136

136:                                              ; preds = %128
  %137 = getelementptr inbounds i8, ptr %134, i64 8
  %138 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %139 = icmp eq i8 %138, 0
  br i1 %139, label %143, label %140

140:                                              ; preds = %136
  %141 = load i32, ptr %137, align 4, !tbaa !27
  %142 = add nsw i32 %141, 1
  store i32 %142, ptr %137, align 4, !tbaa !27
  br label %145

143:                                              ; preds = %136
  %144 = atomicrmw volatile add ptr %137, i32 1 acq_rel, align 4
  br label %145

145:                                              ; preds = %143, %140, %128
  %146 = getelementptr inbounds i8, ptr %130, i64 16
  %147 = getelementptr inbounds i8, ptr %129, i64 16
  %148 = icmp eq ptr %146, %116
  br i1 %148, label %149, label %128, !llvm.loop !180

149:                                              ; preds = %145, %178
  %150 = phi ptr [ %179, %178 ], [ %127, %145 ]
  %151 = getelementptr inbounds i8, ptr %150, i64 8
  %152 = load ptr, ptr %151, align 8, !tbaa !18
  %153 = icmp eq ptr %152, null
  br i1 %153, label %178, label %154

154:                                              ; preds = %149
  %155 = getelementptr inbounds i8, ptr %152, i64 8
  %156 = load atomic i64, ptr %155 acquire, align 8
  %157 = icmp eq i64 %156, 4294967297
  %158 = trunc i64 %156 to i32
  br i1 %157, label %159, label %167

159:                                              ; preds = %154
  store i32 0, ptr %155, align 8, !tbaa !20
  %160 = getelementptr inbounds i8, ptr %152, i64 12
  store i32 0, ptr %160, align 4, !tbaa !23
  %161 = load ptr, ptr %152, align 8, !tbaa !24
  %162 = getelementptr inbounds i8, ptr %161, i64 16
  %163 = load ptr, ptr %162, align 8
  tail call void %163(ptr noundef nonnull align 8 dereferenceable(16) %152) #25
  %164 = load ptr, ptr %152, align 8, !tbaa !24
  %165 = getelementptr inbounds i8, ptr %164, i64 24
  %166 = load ptr, ptr %165, align 8
  tail call void %166(ptr noundef nonnull align 8 dereferenceable(16) %152) #25
  br label %178

167:                                              ; preds = %154
  %168 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %169 = icmp eq i8 %168, 0
  br i1 %169, label %172, label %170

170:                                              ; preds = %167
  %171 = add nsw i32 %158, -1
  store i32 %171, ptr %155, align 4, !tbaa !27
  br label %174

172:                                              ; preds = %167
  %173 = atomicrmw volatile add ptr %155, i32 -1 acq_rel, align 4
  br label %174

174:                                              ; preds = %172, %170
  %175 = phi i32 [ %158, %170 ], [ %173, %172 ]
  %176 = icmp eq i32 %175, 1
  br i1 %176, label %177, label %178, !prof !28

177:                                              ; preds = %174
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %152) #25
  br label %178

178:                                              ; preds = %177, %174, %159, %149
  %179 = getelementptr inbounds i8, ptr %150, i64 16
  %180 = icmp eq ptr %150, %129
  br i1 %180, label %181, label %149, !llvm.loop !29

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
  store ptr %184, ptr %115, align 8, !tbaa !263
  %186 = load ptr, ptr %1, align 8, !tbaa !103
  %187 = icmp eq ptr %186, null
  br i1 %187, label %188, label %189

188:                                              ; preds = %185
  tail call void @__assert_fail(ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.15, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS7_) #26
  unreachable

189:                                              ; preds = %185
  %190 = load ptr, ptr %0, align 8, !tbaa !151
  invoke void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef nonnull %186, ptr noundef %190, i32 noundef 2014, i32 noundef 1026, ptr noundef nonnull align 8 dereferenceable(32) %4)
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

; Function Attrs: inlinehint mustprogress nounwind uwtable
define internal fastcc void @_ZN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE1_clES6_EUlNS0_2idILi1EEEE_ED2Ev(ptr nocapture noundef nonnull readonly align 8 dereferenceable(72) %0) unnamed_addr #4 align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 48
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !24
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %28, %25, %10, %1
  %30 = getelementptr inbounds i8, ptr %0, i64 16
  %31 = load ptr, ptr %30, align 8, !tbaa !18
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !20
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !23
  %40 = load ptr, ptr %31, align 8, !tbaa !24
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  %43 = load ptr, ptr %31, align 8, !tbaa !24
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !27
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !28

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI8ExtremesEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv(ptr dead_on_unwind noalias writable sret(%"class.std::vector.136") align 8 %0) local_unnamed_addr #2 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"struct.sycl::_V1::detail::kernel_param_desc_t", align 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, i8 0, i64 24, i1 false)
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = tail call noalias noundef nonnull dereferenceable(36) ptr @_Znwm(i64 noundef 36) #29
  store ptr %4, ptr %0, align 8, !tbaa !162
  %5 = getelementptr inbounds i8, ptr %4, i64 36
  store ptr %5, ptr %3, align 8, !tbaa !164
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 34359738369, ptr %2, align 8
  store i32 0, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !200
  %8 = getelementptr inbounds i8, ptr %4, i64 12
  store ptr %8, ptr %7, align 8, !tbaa !203
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 17446157156352, ptr %2, align 8
  store i32 8, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %8, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !200
  %9 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr %9, ptr %7, align 8, !tbaa !203
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 17446157156352, ptr %2, align 8
  store i32 40, ptr %6, align 8
  %10 = load ptr, ptr %3, align 8, !tbaa !164
  %11 = icmp eq ptr %9, %10
  br i1 %11, label %15, label %12

12:                                               ; preds = %1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %9, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !200
  %13 = load ptr, ptr %7, align 8, !tbaa !203
  %14 = getelementptr inbounds i8, ptr %13, i64 12
  store ptr %14, ptr %7, align 8, !tbaa !203
  br label %16

15:                                               ; preds = %1
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr nonnull %9, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %16 unwind label %17

16:                                               ; preds = %15, %12
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  ret void

17:                                               ; preds = %15
  %18 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  %19 = load ptr, ptr %0, align 8, !tbaa !162
  %20 = icmp eq ptr %19, null
  br i1 %20, label %26, label %21

21:                                               ; preds = %17
  %22 = load ptr, ptr %3, align 8, !tbaa !164
  %23 = ptrtoint ptr %22 to i64
  %24 = ptrtoint ptr %19 to i64
  %25 = sub i64 %23, %24
  call void @_ZdlPvm(ptr noundef nonnull %19, i64 noundef %25) #27
  br label %26

26:                                               ; preds = %17, %21
  resume { ptr, i32 } %18
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE1_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(80) %0) unnamed_addr #19 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE1_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(80) %0) unnamed_addr #3 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE1_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EEE, i64 16), ptr %0, align 8, !tbaa !24
  %2 = getelementptr inbounds i8, ptr %0, i64 56
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !24
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %28, %25, %10, %1
  %30 = getelementptr inbounds i8, ptr %0, i64 24
  %31 = load ptr, ptr %30, align 8, !tbaa !18
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !20
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !23
  %40 = load ptr, ptr %31, align 8, !tbaa !24
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  %43 = load ptr, ptr %31, align 8, !tbaa !24
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !27
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !28

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE1_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EED0Ev(ptr noundef nonnull align 8 dereferenceable(80) %0) unnamed_addr #3 align 2 {
  tail call void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE1_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EED2Ev(ptr noundef nonnull align 8 dereferenceable(80) %0) #25
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 80) #27
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE1_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EE23InstantiateKernelOnHostEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(80) %0) unnamed_addr #2 align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel.190", align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load i64, ptr %3, align 8
  store i64 %4, ptr %2, align 8
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = load ptr, ptr %6, align 8, !tbaa !151
  store ptr %7, ptr %5, align 8, !tbaa !151
  %8 = getelementptr inbounds i8, ptr %2, i64 16
  %9 = getelementptr inbounds i8, ptr %0, i64 24
  %10 = load ptr, ptr %9, align 8, !tbaa !18
  store ptr %10, ptr %8, align 8, !tbaa !18
  %11 = icmp eq ptr %10, null
  br i1 %11, label %21, label %12

12:                                               ; preds = %1
  %13 = getelementptr inbounds i8, ptr %10, i64 8
  %14 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %15 = icmp eq i8 %14, 0
  br i1 %15, label %19, label %16

16:                                               ; preds = %12
  %17 = load i32, ptr %13, align 4, !tbaa !27
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %13, align 4, !tbaa !27
  br label %21

19:                                               ; preds = %12
  %20 = atomicrmw volatile add ptr %13, i32 1 acq_rel, align 4
  br label %21

21:                                               ; preds = %19, %16, %1
  %22 = getelementptr inbounds i8, ptr %2, i64 24
  %23 = getelementptr inbounds i8, ptr %0, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %22, ptr noundef nonnull readonly align 8 dereferenceable(16) %23, i64 16, i1 false)
  %24 = getelementptr inbounds i8, ptr %2, i64 40
  %25 = getelementptr inbounds i8, ptr %0, i64 48
  %26 = load ptr, ptr %25, align 8, !tbaa !151
  store ptr %26, ptr %24, align 8, !tbaa !151
  %27 = getelementptr inbounds i8, ptr %2, i64 48
  %28 = getelementptr inbounds i8, ptr %0, i64 56
  %29 = load ptr, ptr %28, align 8, !tbaa !18
  store ptr %29, ptr %27, align 8, !tbaa !18
  %30 = icmp eq ptr %29, null
  br i1 %30, label %40, label %31

31:                                               ; preds = %21
  %32 = getelementptr inbounds i8, ptr %29, i64 8
  %33 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %34 = icmp eq i8 %33, 0
  br i1 %34, label %38, label %35

35:                                               ; preds = %31
  %36 = load i32, ptr %32, align 4, !tbaa !27
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %32, align 4, !tbaa !27
  br label %40

38:                                               ; preds = %31
  %39 = atomicrmw volatile add ptr %32, i32 1 acq_rel, align 4
  br label %40

40:                                               ; preds = %21, %35, %38
  %41 = getelementptr inbounds i8, ptr %2, i64 56
  %42 = getelementptr inbounds i8, ptr %0, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %41, ptr noundef nonnull readonly align 8 dereferenceable(16) %42, i64 16, i1 false)
  %43 = load i64, ptr %2, align 8
  %44 = icmp eq i64 %43, 0
  br i1 %44, label %50, label %45

45:                                               ; preds = %40, %47
  %46 = phi i64 [ %48, %47 ], [ 0, %40 ]
  invoke fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE1_clES2_ENKUlNS0_2idILi1EEEE_clES5_(ptr noundef nonnull align 8 dereferenceable(64) %5, i64 %46)
          to label %47 unwind label %105

47:                                               ; preds = %45
  %48 = add nuw i64 %46, 1
  %49 = icmp eq i64 %48, %43
  br i1 %49, label %50, label %45, !llvm.loop !265

50:                                               ; preds = %47, %40
  %51 = load ptr, ptr %27, align 8, !tbaa !18
  %52 = icmp eq ptr %51, null
  br i1 %52, label %77, label %53

53:                                               ; preds = %50
  %54 = getelementptr inbounds i8, ptr %51, i64 8
  %55 = load atomic i64, ptr %54 acquire, align 8
  %56 = icmp eq i64 %55, 4294967297
  %57 = trunc i64 %55 to i32
  br i1 %56, label %58, label %66

58:                                               ; preds = %53
  store i32 0, ptr %54, align 8, !tbaa !20
  %59 = getelementptr inbounds i8, ptr %51, i64 12
  store i32 0, ptr %59, align 4, !tbaa !23
  %60 = load ptr, ptr %51, align 8, !tbaa !24
  %61 = getelementptr inbounds i8, ptr %60, i64 16
  %62 = load ptr, ptr %61, align 8
  call void %62(ptr noundef nonnull align 8 dereferenceable(16) %51) #25
  %63 = load ptr, ptr %51, align 8, !tbaa !24
  %64 = getelementptr inbounds i8, ptr %63, i64 24
  %65 = load ptr, ptr %64, align 8
  call void %65(ptr noundef nonnull align 8 dereferenceable(16) %51) #25
  br label %77

66:                                               ; preds = %53
  %67 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %68 = icmp eq i8 %67, 0
  br i1 %68, label %71, label %69

69:                                               ; preds = %66
  %70 = add nsw i32 %57, -1
  store i32 %70, ptr %54, align 4, !tbaa !27
  br label %73

71:                                               ; preds = %66
  %72 = atomicrmw volatile add ptr %54, i32 -1 acq_rel, align 4
  br label %73

73:                                               ; preds = %71, %69
  %74 = phi i32 [ %57, %69 ], [ %72, %71 ]
  %75 = icmp eq i32 %74, 1
  br i1 %75, label %76, label %77, !prof !28

76:                                               ; preds = %73
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %51) #25
  br label %77

77:                                               ; preds = %76, %73, %58, %50
  %78 = load ptr, ptr %8, align 8, !tbaa !18
  %79 = icmp eq ptr %78, null
  br i1 %79, label %104, label %80

80:                                               ; preds = %77
  %81 = getelementptr inbounds i8, ptr %78, i64 8
  %82 = load atomic i64, ptr %81 acquire, align 8
  %83 = icmp eq i64 %82, 4294967297
  %84 = trunc i64 %82 to i32
  br i1 %83, label %85, label %93

85:                                               ; preds = %80
  store i32 0, ptr %81, align 8, !tbaa !20
  %86 = getelementptr inbounds i8, ptr %78, i64 12
  store i32 0, ptr %86, align 4, !tbaa !23
  %87 = load ptr, ptr %78, align 8, !tbaa !24
  %88 = getelementptr inbounds i8, ptr %87, i64 16
  %89 = load ptr, ptr %88, align 8
  call void %89(ptr noundef nonnull align 8 dereferenceable(16) %78) #25
  %90 = load ptr, ptr %78, align 8, !tbaa !24
  %91 = getelementptr inbounds i8, ptr %90, i64 24
  %92 = load ptr, ptr %91, align 8
  call void %92(ptr noundef nonnull align 8 dereferenceable(16) %78) #25
  br label %104

93:                                               ; preds = %80
  %94 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %95 = icmp eq i8 %94, 0
  br i1 %95, label %98, label %96

96:                                               ; preds = %93
  %97 = add nsw i32 %84, -1
  store i32 %97, ptr %81, align 4, !tbaa !27
  br label %100

98:                                               ; preds = %93
  %99 = atomicrmw volatile add ptr %81, i32 -1 acq_rel, align 4
  br label %100

100:                                              ; preds = %98, %96
  %101 = phi i32 [ %84, %96 ], [ %99, %98 ]
  %102 = icmp eq i32 %101, 1
  br i1 %102, label %103, label %104, !prof !28

103:                                              ; preds = %100
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %78) #25
  br label %104

104:                                              ; preds = %77, %85, %100, %103
  ret void

105:                                              ; preds = %45
  %106 = landingpad { ptr, i32 }
          cleanup
  call fastcc void @_ZN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE1_clES6_EUlNS0_2idILi1EEEE_ED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %2) #25
  resume { ptr, i32 } %106
}

; Function Attrs: inlinehint mustprogress uwtable
define internal fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE1_clES2_ENKUlNS0_2idILi1EEEE_clES5_(ptr noundef nonnull align 8 dereferenceable(64) %0, i64 %1) unnamed_addr #7 align 2 personality ptr @__gxx_personality_v0 {
  %3 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %0), !noalias !266
  %4 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %0), !noalias !269
  %5 = load i64, ptr %4, align 8
  %6 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #25
  %7 = getelementptr i32, ptr %6, i64 %5
  %8 = getelementptr i32, ptr %7, i64 %1
  %9 = load i32, ptr %8, align 4, !tbaa !27
  %10 = getelementptr inbounds i8, ptr %0, i64 32
  %11 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %10), !noalias !272
  %12 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %10), !noalias !275
  %13 = load i64, ptr %12, align 8
  %14 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %10) #25
  %15 = getelementptr i32, ptr %14, i64 %13
  %16 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %10), !noalias !278
  %17 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %10), !noalias !281
  %18 = load i64, ptr %17, align 8
  %19 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %10) #25
  %20 = getelementptr i32, ptr %19, i64 %18
  %21 = getelementptr i8, ptr %20, i64 4
  %22 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %10), !noalias !284
  %23 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %10), !noalias !287
  %24 = load i64, ptr %23, align 8
  %25 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %10) #25
  %26 = getelementptr i32, ptr %25, i64 %24
  %27 = getelementptr i8, ptr %26, i64 8
  %28 = load atomic i32, ptr %15 acquire, align 4
  %29 = icmp slt i32 %28, %9
  br i1 %29, label %30, label %37

30:                                               ; preds = %2, %30
  %31 = phi i32 [ %34, %30 ], [ %28, %2 ]
  %32 = cmpxchg weak ptr %15, i32 %31, i32 %9 acq_rel monotonic, align 4
  %33 = extractvalue { i32, i1 } %32, 1
  %34 = extractvalue { i32, i1 } %32, 0
  %35 = icmp sge i32 %34, %9
  %36 = select i1 %33, i1 true, i1 %35
  br i1 %36, label %37, label %30, !llvm.loop !290

37:                                               ; preds = %30, %2
  %38 = load atomic i32, ptr %21 acquire, align 4
  %39 = icmp sgt i32 %38, %9
  br i1 %39, label %40, label %47

40:                                               ; preds = %37, %40
  %41 = phi i32 [ %44, %40 ], [ %38, %37 ]
  %42 = cmpxchg weak ptr %21, i32 %41, i32 %9 acq_rel monotonic, align 4
  %43 = extractvalue { i32, i1 } %42, 1
  %44 = extractvalue { i32, i1 } %42, 0
  %45 = icmp sle i32 %44, %9
  %46 = select i1 %43, i1 true, i1 %45
  br i1 %46, label %47, label %40, !llvm.loop !291

47:                                               ; preds = %40, %37
  %48 = icmp slt i32 %9, 0
  br i1 %48, label %49, label %51

49:                                               ; preds = %47
  %50 = atomicrmw add ptr %27, i32 1 monotonic, align 4
  br label %74

51:                                               ; preds = %47
  %52 = icmp eq i32 %9, 699
  br i1 %52, label %53, label %74

53:                                               ; preds = %51
  %54 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %10), !noalias !292
  %55 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %10), !noalias !295
  %56 = load i64, ptr %55, align 8
  %57 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %10) #25
  %58 = getelementptr i32, ptr %57, i64 %56
  %59 = getelementptr i8, ptr %58, i64 12
  %60 = load atomic i32, ptr %59 acquire, align 4
  %61 = trunc i64 %1 to i32
  %62 = icmp slt i32 %60, 0
  %63 = icmp sgt i32 %60, %61
  %64 = select i1 %62, i1 true, i1 %63
  br i1 %64, label %65, label %74

65:                                               ; preds = %53, %69
  %66 = phi i32 [ %70, %69 ], [ %60, %53 ]
  %67 = cmpxchg ptr %59, i32 %66, i32 %61 acq_rel monotonic, align 4
  %68 = extractvalue { i32, i1 } %67, 1
  br i1 %68, label %74, label %69

69:                                               ; preds = %65
  %70 = extractvalue { i32, i1 } %67, 0
  %71 = icmp slt i32 %70, 0
  %72 = icmp sgt i32 %70, %61
  %73 = select i1 %71, i1 true, i1 %72
  br i1 %73, label %65, label %74, !llvm.loop !298

74:                                               ; preds = %69, %65, %53, %49, %51
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(72) %0) unnamed_addr #19 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(72) %0) unnamed_addr #3 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %0, align 8, !tbaa !24
  %2 = getelementptr inbounds i8, ptr %0, i64 48
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  %15 = load ptr, ptr %3, align 8, !tbaa !24
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #25
  br label %29

29:                                               ; preds = %28, %25, %10, %1
  %30 = getelementptr inbounds i8, ptr %0, i64 16
  %31 = load ptr, ptr %30, align 8, !tbaa !18
  %32 = icmp eq ptr %31, null
  br i1 %32, label %57, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %31, i64 8
  %35 = load atomic i64, ptr %34 acquire, align 8
  %36 = icmp eq i64 %35, 4294967297
  %37 = trunc i64 %35 to i32
  br i1 %36, label %38, label %46

38:                                               ; preds = %33
  store i32 0, ptr %34, align 8, !tbaa !20
  %39 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 0, ptr %39, align 4, !tbaa !23
  %40 = load ptr, ptr %31, align 8, !tbaa !24
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  %43 = load ptr, ptr %31, align 8, !tbaa !24
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  br label %57

46:                                               ; preds = %33
  %47 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = add nsw i32 %37, -1
  store i32 %50, ptr %34, align 4, !tbaa !27
  br label %53

51:                                               ; preds = %46
  %52 = atomicrmw volatile add ptr %34, i32 -1 acq_rel, align 4
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %37, %49 ], [ %52, %51 ]
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %57, !prof !28

56:                                               ; preds = %53
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #25
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(72) %0) unnamed_addr #3 align 2 {
  tail call void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %0) #25
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 72) #27
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(72) %0) unnamed_addr #2 align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %class.anon.189, align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !151
  store ptr %4, ptr %2, align 8, !tbaa !151
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = load ptr, ptr %6, align 8, !tbaa !18
  store ptr %7, ptr %5, align 8, !tbaa !18
  %8 = icmp eq ptr %7, null
  br i1 %8, label %18, label %9

9:                                                ; preds = %1
  %10 = getelementptr inbounds i8, ptr %7, i64 8
  %11 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %12 = icmp eq i8 %11, 0
  br i1 %12, label %16, label %13

13:                                               ; preds = %9
  %14 = load i32, ptr %10, align 4, !tbaa !27
  %15 = add nsw i32 %14, 1
  store i32 %15, ptr %10, align 4, !tbaa !27
  br label %18

16:                                               ; preds = %9
  %17 = atomicrmw volatile add ptr %10, i32 1 acq_rel, align 4
  br label %18

18:                                               ; preds = %16, %13, %1
  %19 = getelementptr inbounds i8, ptr %2, i64 16
  %20 = getelementptr inbounds i8, ptr %0, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %19, ptr noundef nonnull readonly align 8 dereferenceable(16) %20, i64 16, i1 false)
  %21 = getelementptr inbounds i8, ptr %2, i64 32
  %22 = getelementptr inbounds i8, ptr %0, i64 40
  %23 = load ptr, ptr %22, align 8, !tbaa !151
  store ptr %23, ptr %21, align 8, !tbaa !151
  %24 = getelementptr inbounds i8, ptr %2, i64 40
  %25 = getelementptr inbounds i8, ptr %0, i64 48
  %26 = load ptr, ptr %25, align 8, !tbaa !18
  store ptr %26, ptr %24, align 8, !tbaa !18
  %27 = icmp eq ptr %26, null
  br i1 %27, label %37, label %28

28:                                               ; preds = %18
  %29 = getelementptr inbounds i8, ptr %26, i64 8
  %30 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %31 = icmp eq i8 %30, 0
  br i1 %31, label %35, label %32

32:                                               ; preds = %28
  %33 = load i32, ptr %29, align 4, !tbaa !27
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %29, align 4, !tbaa !27
  br label %37

35:                                               ; preds = %28
  %36 = atomicrmw volatile add ptr %29, i32 1 acq_rel, align 4
  br label %37

37:                                               ; preds = %18, %32, %35
  %38 = getelementptr inbounds i8, ptr %2, i64 48
  %39 = getelementptr inbounds i8, ptr %0, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %38, ptr noundef nonnull readonly align 8 dereferenceable(16) %39, i64 16, i1 false)
  invoke fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE1_clES2_ENKUlNS0_2idILi1EEEE_clES5_(ptr noundef nonnull align 8 dereferenceable(64) %2, i64 0)
          to label %40 unwind label %95

40:                                               ; preds = %37
  %41 = load ptr, ptr %24, align 8, !tbaa !18
  %42 = icmp eq ptr %41, null
  br i1 %42, label %67, label %43

43:                                               ; preds = %40
  %44 = getelementptr inbounds i8, ptr %41, i64 8
  %45 = load atomic i64, ptr %44 acquire, align 8
  %46 = icmp eq i64 %45, 4294967297
  %47 = trunc i64 %45 to i32
  br i1 %46, label %48, label %56

48:                                               ; preds = %43
  store i32 0, ptr %44, align 8, !tbaa !20
  %49 = getelementptr inbounds i8, ptr %41, i64 12
  store i32 0, ptr %49, align 4, !tbaa !23
  %50 = load ptr, ptr %41, align 8, !tbaa !24
  %51 = getelementptr inbounds i8, ptr %50, i64 16
  %52 = load ptr, ptr %51, align 8
  call void %52(ptr noundef nonnull align 8 dereferenceable(16) %41) #25
  %53 = load ptr, ptr %41, align 8, !tbaa !24
  %54 = getelementptr inbounds i8, ptr %53, i64 24
  %55 = load ptr, ptr %54, align 8
  call void %55(ptr noundef nonnull align 8 dereferenceable(16) %41) #25
  br label %67

56:                                               ; preds = %43
  %57 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %58 = icmp eq i8 %57, 0
  br i1 %58, label %61, label %59

59:                                               ; preds = %56
  %60 = add nsw i32 %47, -1
  store i32 %60, ptr %44, align 4, !tbaa !27
  br label %63

61:                                               ; preds = %56
  %62 = atomicrmw volatile add ptr %44, i32 -1 acq_rel, align 4
  br label %63

63:                                               ; preds = %61, %59
  %64 = phi i32 [ %47, %59 ], [ %62, %61 ]
  %65 = icmp eq i32 %64, 1
  br i1 %65, label %66, label %67, !prof !28

66:                                               ; preds = %63
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %41) #25
  br label %67

67:                                               ; preds = %66, %63, %48, %40
  %68 = load ptr, ptr %5, align 8, !tbaa !18
  %69 = icmp eq ptr %68, null
  br i1 %69, label %94, label %70

70:                                               ; preds = %67
  %71 = getelementptr inbounds i8, ptr %68, i64 8
  %72 = load atomic i64, ptr %71 acquire, align 8
  %73 = icmp eq i64 %72, 4294967297
  %74 = trunc i64 %72 to i32
  br i1 %73, label %75, label %83

75:                                               ; preds = %70
  store i32 0, ptr %71, align 8, !tbaa !20
  %76 = getelementptr inbounds i8, ptr %68, i64 12
  store i32 0, ptr %76, align 4, !tbaa !23
  %77 = load ptr, ptr %68, align 8, !tbaa !24
  %78 = getelementptr inbounds i8, ptr %77, i64 16
  %79 = load ptr, ptr %78, align 8
  call void %79(ptr noundef nonnull align 8 dereferenceable(16) %68) #25
  %80 = load ptr, ptr %68, align 8, !tbaa !24
  %81 = getelementptr inbounds i8, ptr %80, i64 24
  %82 = load ptr, ptr %81, align 8
  call void %82(ptr noundef nonnull align 8 dereferenceable(16) %68) #25
  br label %94

83:                                               ; preds = %70
  %84 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %85 = icmp eq i8 %84, 0
  br i1 %85, label %88, label %86

86:                                               ; preds = %83
  %87 = add nsw i32 %74, -1
  store i32 %87, ptr %71, align 4, !tbaa !27
  br label %90

88:                                               ; preds = %83
  %89 = atomicrmw volatile add ptr %71, i32 -1 acq_rel, align 4
  br label %90

90:                                               ; preds = %88, %86
  %91 = phi i32 [ %74, %86 ], [ %89, %88 ]
  %92 = icmp eq i32 %91, 1
  br i1 %92, label %93, label %94, !prof !28

93:                                               ; preds = %90
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %68) #25
  br label %94

94:                                               ; preds = %67, %75, %90, %93
  ret void

95:                                               ; preds = %37
  %96 = landingpad { ptr, i32 }
          cleanup
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE1_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(64) %2) #25
  resume { ptr, i32 } %96
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #21

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #22

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #23

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #22

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #24

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #22

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #22

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inlinehint mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
attributes #16 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #17 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #18 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #19 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #20 = { mustprogress noreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #21 = { nofree nounwind }
attributes #22 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #23 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #24 = { nofree nounwind willreturn memory(argmem: read) }
attributes #25 = { nounwind }
attributes #26 = { noreturn nounwind }
attributes #27 = { builtin nounwind }
attributes #28 = { noreturn }
attributes #29 = { builtin allocsize(0) }

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
!32 = distinct !{!32, !30}
!33 = !{!34, !10, i64 0}
!34 = !{!"_ZTSN4sycl3_V16detail13code_locationE", !10, i64 0, !10, i64 8, !6, i64 16, !6, i64 24}
!35 = !{!36}
!36 = distinct !{!36, !37, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!37 = distinct !{!37, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!38 = !{!34, !10, i64 8}
!39 = !{!34, !6, i64 16}
!40 = !{!34, !6, i64 24}
!41 = !{!42}
!42 = distinct !{!42, !43, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!43 = distinct !{!43, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!44 = !{!45}
!45 = distinct !{!45, !46, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!46 = distinct !{!46, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!47 = !{!48}
!48 = distinct !{!48, !49, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!49 = distinct !{!49, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!50 = !{!51}
!51 = distinct !{!51, !52, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!52 = distinct !{!52, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!53 = !{!54}
!54 = distinct !{!54, !55, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE: argument 0"}
!55 = distinct !{!55, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE"}
!56 = !{!57, !54}
!57 = distinct !{!57, !58, !"_ZN4sycl3_V15queue17submit_with_eventIZ4mainEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_PS1_RKNS0_6detail13code_locationE: argument 0"}
!58 = distinct !{!58, !"_ZN4sycl3_V15queue17submit_with_eventIZ4mainEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_PS1_RKNS0_6detail13code_locationE"}
!59 = !{!60, !10, i64 24}
!60 = !{!"_ZTSSt8functionIFvRN4sycl3_V17handlerEEE", !13, i64 0, !10, i64 24}
!61 = !{!62, !63, i64 0}
!62 = !{!"_ZTSN4sycl3_V16detail14tls_code_loc_tE", !63, i64 0}
!63 = !{!"bool", !7, i64 0}
!64 = !{i8 0, i8 2}
!65 = !{}
!66 = !{!67}
!67 = distinct !{!67, !68, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!68 = distinct !{!68, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!69 = !{!70}
!70 = distinct !{!70, !71, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE: argument 0"}
!71 = distinct !{!71, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE"}
!72 = !{!73, !70}
!73 = distinct !{!73, !74, !"_ZN4sycl3_V15queue17submit_with_eventIZ4mainEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_PS1_RKNS0_6detail13code_locationE: argument 0"}
!74 = distinct !{!74, !"_ZN4sycl3_V15queue17submit_with_eventIZ4mainEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_PS1_RKNS0_6detail13code_locationE"}
!75 = !{!76}
!76 = distinct !{!76, !77, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!77 = distinct !{!77, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!78 = !{!79}
!79 = distinct !{!79, !80, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE1_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE: argument 0"}
!80 = distinct !{!80, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE1_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE"}
!81 = !{!82, !79}
!82 = distinct !{!82, !83, !"_ZN4sycl3_V15queue17submit_with_eventIZ4mainEUlRNS0_7handlerEE1_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_PS1_RKNS0_6detail13code_locationE: argument 0"}
!83 = distinct !{!83, !"_ZN4sycl3_V15queue17submit_with_eventIZ4mainEUlRNS0_7handlerEE1_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_PS1_RKNS0_6detail13code_locationE"}
!84 = distinct !{!84, !30}
!85 = !{!86}
!86 = distinct !{!86, !87, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIiEEiEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!87 = distinct !{!87, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIiEEiEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!88 = !{!89, !6, i64 0}
!89 = !{!"_ZTSN4sycl3_V16detail17aligned_allocatorIiEE", !6, i64 0}
!90 = !{!91, !6, i64 16}
!91 = !{!"_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE", !92, i64 0, !89, i64 8, !6, i64 16}
!92 = !{!"_ZTSN4sycl3_V16detail19SYCLMemObjAllocatorE"}
!93 = !{!94, !10, i64 0}
!94 = !{!"_ZTSSt10_Head_baseILm0EPN4sycl3_V16detail19SYCLMemObjAllocatorELb0EE", !10, i64 0}
!95 = !{!96, !6, i64 24}
!96 = !{!"_ZTSN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvEE", !97, i64 0, !100, i64 16, !6, i64 24, !63, i64 32}
!97 = !{!"_ZTSN4sycl3_V16detail12buffer_plainE", !98, i64 0}
!98 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail11buffer_implEE", !99, i64 0}
!99 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail11buffer_implELN9__gnu_cxx12_Lock_policyE2EE", !10, i64 0, !19, i64 8}
!100 = !{!"_ZTSN4sycl3_V15rangeILi1EEE", !101, i64 0}
!101 = !{!"_ZTSN4sycl3_V16detail5arrayILi1EEE", !7, i64 0}
!102 = !{!96, !63, i64 32}
!103 = !{!99, !10, i64 0}
!104 = !{!105, !10, i64 8}
!105 = !{!"_ZTSSt9type_info", !10, i64 8}
!106 = !{!107}
!107 = distinct !{!107, !108, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi1EEE: argument 0"}
!108 = distinct !{!108, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi1EEE"}
!109 = !{!110}
!110 = distinct !{!110, !111, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIjEEjEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!111 = distinct !{!111, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIjEEjEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!112 = !{!113, !6, i64 0}
!113 = !{!"_ZTSN4sycl3_V16detail17aligned_allocatorIjEE", !6, i64 0}
!114 = !{!115, !6, i64 16}
!115 = !{!"_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIjEEjEE", !92, i64 0, !113, i64 8, !6, i64 16}
!116 = !{!117, !6, i64 24}
!117 = !{!"_ZTSN4sycl3_V16bufferIjLi1ENS0_6detail17aligned_allocatorIjEEvEE", !97, i64 0, !100, i64 16, !6, i64 24, !63, i64 32}
!118 = !{!117, !63, i64 32}
!119 = !{!120}
!120 = distinct !{!120, !121, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi1EEE: argument 0"}
!121 = distinct !{!121, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi1EEE"}
!122 = !{!123, !10, i64 0}
!123 = !{!"_ZTSNSt15__exception_ptr13exception_ptrE", !10, i64 0}
!124 = !{!125, !127, i64 32}
!125 = !{!"_ZTSSt8ios_base", !6, i64 8, !6, i64 16, !126, i64 24, !127, i64 28, !127, i64 32, !10, i64 40, !128, i64 48, !7, i64 64, !22, i64 192, !10, i64 200, !129, i64 208}
!126 = !{!"_ZTSSt13_Ios_Fmtflags", !7, i64 0}
!127 = !{!"_ZTSSt12_Ios_Iostate", !7, i64 0}
!128 = !{!"_ZTSNSt8ios_base6_WordsE", !10, i64 0, !6, i64 8}
!129 = !{!"_ZTSSt6locale", !10, i64 0}
!130 = !{!131, !10, i64 24}
!131 = !{!"_ZTSSt8functionIFiRKN4sycl3_V16deviceEEE", !13, i64 0, !10, i64 24}
!132 = !{!133, !10, i64 16}
!133 = !{!"_ZTSNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE17_Vector_impl_dataE", !10, i64 0, !10, i64 8, !10, i64 16}
!134 = !{!133, !10, i64 0}
!135 = !{!133, !10, i64 8}
!136 = distinct !{!136, !30}
!137 = !{!138, !10, i64 0}
!138 = !{!"_ZTSZ4mainEUlRN4sycl3_V17handlerEE_", !10, i64 0, !10, i64 8, !10, i64 16, !10, i64 24}
!139 = !{!140, !140, i64 0}
!140 = !{!"_ZTSN4sycl3_V16detail16PropWithDataKindE", !7, i64 0}
!141 = !{!138, !10, i64 8}
!142 = !{!138, !10, i64 16}
!143 = !{!138, !10, i64 24}
!144 = !{!145, !6, i64 0}
!145 = !{!"_ZTSZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_EUlNS0_2idILi1EEEE_", !6, i64 0, !146, i64 8, !150, i64 40}
!146 = !{!"_ZTSN4sycl3_V18accessorIiLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !147, i64 0, !10, i64 16, !7, i64 24}
!147 = !{!"_ZTSN4sycl3_V16detail16AccessorBaseHostE", !148, i64 0}
!148 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail16AccessorImplHostEE", !149, i64 0}
!149 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail16AccessorImplHostELN9__gnu_cxx12_Lock_policyE2EE", !10, i64 0, !19, i64 8}
!150 = !{!"_ZTSN4sycl3_V18accessorIjLi1ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !147, i64 0, !10, i64 16, !7, i64 24}
!151 = !{!149, !10, i64 0}
!152 = !{!63, !63, i64 0}
!153 = !{!154}
!154 = distinct !{!154, !155, !"_ZN4sycl3_V17handler27getRangeRoundedKernelLambdaINS0_6detail19__pf_kernel_wrapperI15GlobalHistogramEENS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRS1_E_clES9_EUlNS0_2idILi1EEEE_TnPNSt9enable_ifIXntsr6detail32KernelLambdaHasKernelHandlerArgTIT2_T0_EE5valueEvE4typeELPv0EEEDaSF_NS0_5rangeIXT1_EEE: argument 0"}
!155 = distinct !{!155, !"_ZN4sycl3_V17handler27getRangeRoundedKernelLambdaINS0_6detail19__pf_kernel_wrapperI15GlobalHistogramEENS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRS1_E_clES9_EUlNS0_2idILi1EEEE_TnPNSt9enable_ifIXntsr6detail32KernelLambdaHasKernelHandlerArgTIT2_T0_EE5valueEvE4typeELPv0EEEDaSF_NS0_5rangeIXT1_EEE"}
!156 = !{!157}
!157 = distinct !{!157, !158, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!158 = distinct !{!158, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!159 = !{!160}
!160 = distinct !{!160, !161, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelINS2_18RoundedRangeKernelINS1_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS1_7handlerEE_clES8_EUlNS1_2idILi1EEEE_EES6_Li1EEEJRSD_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!161 = distinct !{!161, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelINS2_18RoundedRangeKernelINS1_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS1_7handlerEE_clES8_EUlNS1_2idILi1EEEE_EES6_Li1EEEJRSD_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!162 = !{!163, !10, i64 0}
!163 = !{!"_ZTSNSt12_Vector_baseIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_Vector_impl_dataE", !10, i64 0, !10, i64 8, !10, i64 16}
!164 = !{!163, !10, i64 16}
!165 = !{!166}
!166 = distinct !{!166, !167, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!167 = distinct !{!167, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!168 = !{!169}
!169 = distinct !{!169, !170, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS1_7handlerEE_clES5_EUlNS1_2idILi1EEEE_NS1_4itemILi1ELb1EEELi1EEEJRS9_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!170 = distinct !{!170, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS1_7handlerEE_clES5_EUlNS1_2idILi1EEEE_NS1_4itemILi1ELb1EEELi1EEEJRS9_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!171 = !{i64 0, i64 8, !9, i64 8, i64 8, !9, i64 16, i64 8, !9, i64 24, i64 8, !9}
!172 = !{!173}
!173 = distinct !{!173, !174, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!174 = distinct !{!174, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!175 = !{!176}
!176 = distinct !{!176, !177, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!177 = distinct !{!177, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!178 = !{!179, !10, i64 0}
!179 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseELN9__gnu_cxx12_Lock_policyE2EE", !10, i64 0, !19, i64 8}
!180 = distinct !{!180, !30}
!181 = !{!146, !10, i64 16}
!182 = !{!183}
!183 = distinct !{!183, !184, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!184 = distinct !{!184, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!185 = !{!186}
!186 = distinct !{!186, !187, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!187 = distinct !{!187, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!188 = !{!150, !10, i64 16}
!189 = !{!190, !63, i64 0}
!190 = !{!"_ZTSSt10_Head_baseILm1EbLb0EE", !63, i64 0}
!191 = !{!192, !10, i64 0}
!192 = !{!"_ZTSZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_EUlimE_", !10, i64 0, !10, i64 8, !10, i64 16}
!193 = !{!192, !10, i64 8}
!194 = !{!195, !10, i64 240}
!195 = !{!"_ZTSSt9basic_iosIcSt11char_traitsIcEE", !125, i64 0, !10, i64 216, !7, i64 224, !63, i64 225, !10, i64 232, !10, i64 240, !10, i64 248, !10, i64 256}
!196 = !{!197, !7, i64 56}
!197 = !{!"_ZTSSt5ctypeIcE", !198, i64 0, !10, i64 16, !63, i64 24, !10, i64 32, !10, i64 40, !10, i64 48, !7, i64 56, !7, i64 57, !7, i64 313, !7, i64 569}
!198 = !{!"_ZTSNSt6locale5facetE", !22, i64 8}
!199 = !{!192, !10, i64 16}
!200 = !{i64 0, i64 4, !201, i64 4, i64 4, !27, i64 8, i64 4, !27}
!201 = !{!202, !202, i64 0}
!202 = !{!"_ZTSN4sycl3_V16detail19kernel_param_kind_tE", !7, i64 0}
!203 = !{!163, !10, i64 8}
!204 = distinct !{!204, !30}
!205 = !{!206, !10, i64 0}
!206 = !{!"_ZTSZ4mainEUlRN4sycl3_V17handlerEE0_", !10, i64 0, !10, i64 8, !10, i64 16, !10, i64 24, !10, i64 32}
!207 = !{!206, !10, i64 8}
!208 = !{!206, !10, i64 16}
!209 = !{!206, !10, i64 24}
!210 = !{!206, !10, i64 32}
!211 = !{!212, !6, i64 0}
!212 = !{!"_ZTSZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_EUlNS0_7nd_itemILi1EEEE_", !6, i64 0, !213, i64 8, !146, i64 40, !150, i64 72}
!213 = !{!"_ZTSN4sycl3_V114local_accessorIjLi1EEE", !214, i64 0}
!214 = !{!"_ZTSN4sycl3_V119local_accessor_baseIjLi1ELNS0_6access4modeE1026ELNS2_11placeholderE0EEE", !215, i64 0, !7, i64 16}
!215 = !{!"_ZTSN4sycl3_V16detail21LocalAccessorBaseHostE", !216, i64 0}
!216 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail21LocalAccessorImplHostEE", !217, i64 0}
!217 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail21LocalAccessorImplHostELN9__gnu_cxx12_Lock_policyE2EE", !10, i64 0, !19, i64 8}
!218 = !{!217, !10, i64 0}
!219 = !{i64 0, i64 16, !26}
!220 = !{!221}
!221 = distinct !{!221, !222, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!222 = distinct !{!222, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!223 = !{!224}
!224 = distinct !{!224, !225, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!225 = distinct !{!225, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!226 = !{!227}
!227 = distinct !{!227, !228, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS1_7handlerEE0_clES5_EUlNS1_7nd_itemILi1EEEE_S8_Li1EEEJRS9_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!228 = distinct !{!228, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS1_7handlerEE0_clES5_EUlNS1_7nd_itemILi1EEEE_S8_Li1EEEJRS9_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!229 = !{i64 0, i64 8, !9, i64 8, i64 8, !9, i64 16, i64 8, !9, i64 24, i64 8, !9, i64 32, i64 8, !9}
!230 = !{!231}
!231 = distinct !{!231, !232, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!232 = distinct !{!232, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!233 = distinct !{!233, !30}
!234 = !{!235, !10, i64 0}
!235 = !{!"_ZTSZ4mainEUlRN4sycl3_V17handlerEE1_", !10, i64 0, !10, i64 8, !10, i64 16}
!236 = !{!235, !10, i64 8}
!237 = !{!235, !10, i64 16}
!238 = !{!239}
!239 = distinct !{!239, !240, !"_ZN4sycl3_V17handler27getRangeRoundedKernelLambdaINS0_6detail19__pf_kernel_wrapperI8ExtremesEENS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRS1_E1_clES9_EUlNS0_2idILi1EEEE_TnPNSt9enable_ifIXntsr6detail32KernelLambdaHasKernelHandlerArgTIT2_T0_EE5valueEvE4typeELPv0EEEDaSF_NS0_5rangeIXT1_EEE: argument 0"}
!240 = distinct !{!240, !"_ZN4sycl3_V17handler27getRangeRoundedKernelLambdaINS0_6detail19__pf_kernel_wrapperI8ExtremesEENS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRS1_E1_clES9_EUlNS0_2idILi1EEEE_TnPNSt9enable_ifIXntsr6detail32KernelLambdaHasKernelHandlerArgTIT2_T0_EE5valueEvE4typeELPv0EEEDaSF_NS0_5rangeIXT1_EEE"}
!241 = !{!242}
!242 = distinct !{!242, !243, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!243 = distinct !{!243, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!244 = !{!245}
!245 = distinct !{!245, !246, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelINS2_18RoundedRangeKernelINS1_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS1_7handlerEE1_clES8_EUlNS1_2idILi1EEEE_EES6_Li1EEEJRSD_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!246 = distinct !{!246, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelINS2_18RoundedRangeKernelINS1_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS1_7handlerEE1_clES8_EUlNS1_2idILi1EEEE_EES6_Li1EEEJRSD_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!247 = !{!248}
!248 = distinct !{!248, !249, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!249 = distinct !{!249, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!250 = !{!251}
!251 = distinct !{!251, !252, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS1_7handlerEE1_clES5_EUlNS1_2idILi1EEEE_NS1_4itemILi1ELb1EEELi1EEEJRS9_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!252 = distinct !{!252, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS1_7handlerEE1_clES5_EUlNS1_2idILi1EEEE_NS1_4itemILi1ELb1EEELi1EEEJRS9_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!253 = !{!254}
!254 = distinct !{!254, !255, !"_ZN4sycl3_V16detail19getKernelParamDescsI8ExtremesEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv: argument 0"}
!255 = distinct !{!255, !"_ZN4sycl3_V16detail19getKernelParamDescsI8ExtremesEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv"}
!256 = !{i64 0, i64 8, !9, i64 8, i64 8, !9, i64 16, i64 8, !9}
!257 = !{!258}
!258 = distinct !{!258, !259, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!259 = distinct !{!259, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!260 = !{!261}
!261 = distinct !{!261, !262, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!262 = distinct !{!262, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!263 = !{!264, !10, i64 16}
!264 = !{!"_ZTSN4sycl3_V18accessorIiLi1ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !147, i64 0, !10, i64 16, !7, i64 24}
!265 = distinct !{!265, !30}
!266 = !{!267}
!267 = distinct !{!267, !268, !"_ZNK4sycl3_V18accessorIiLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!268 = distinct !{!268, !"_ZNK4sycl3_V18accessorIiLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!269 = !{!270}
!270 = distinct !{!270, !271, !"_ZNK4sycl3_V18accessorIiLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!271 = distinct !{!271, !"_ZNK4sycl3_V18accessorIiLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!272 = !{!273}
!273 = distinct !{!273, !274, !"_ZNK4sycl3_V18accessorIiLi1ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!274 = distinct !{!274, !"_ZNK4sycl3_V18accessorIiLi1ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!275 = !{!276}
!276 = distinct !{!276, !277, !"_ZNK4sycl3_V18accessorIiLi1ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!277 = distinct !{!277, !"_ZNK4sycl3_V18accessorIiLi1ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!278 = !{!279}
!279 = distinct !{!279, !280, !"_ZNK4sycl3_V18accessorIiLi1ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!280 = distinct !{!280, !"_ZNK4sycl3_V18accessorIiLi1ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!281 = !{!282}
!282 = distinct !{!282, !283, !"_ZNK4sycl3_V18accessorIiLi1ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!283 = distinct !{!283, !"_ZNK4sycl3_V18accessorIiLi1ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!284 = !{!285}
!285 = distinct !{!285, !286, !"_ZNK4sycl3_V18accessorIiLi1ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!286 = distinct !{!286, !"_ZNK4sycl3_V18accessorIiLi1ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!287 = !{!288}
!288 = distinct !{!288, !289, !"_ZNK4sycl3_V18accessorIiLi1ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!289 = distinct !{!289, !"_ZNK4sycl3_V18accessorIiLi1ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!290 = distinct !{!290, !30}
!291 = distinct !{!291, !30}
!292 = !{!293}
!293 = distinct !{!293, !294, !"_ZNK4sycl3_V18accessorIiLi1ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!294 = distinct !{!294, !"_ZNK4sycl3_V18accessorIiLi1ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!295 = !{!296}
!296 = distinct !{!296, !297, !"_ZNK4sycl3_V18accessorIiLi1ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!297 = distinct !{!297, !"_ZNK4sycl3_V18accessorIiLi1ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!298 = distinct !{!298, !30}
