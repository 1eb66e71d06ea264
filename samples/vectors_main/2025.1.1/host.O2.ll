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
%"class.sycl::_V1::detail::SubmissionInfo" = type { %"class.std::shared_ptr.59" }
%"class.std::shared_ptr.59" = type { %"class.std::__shared_ptr.60" }
%"class.std::__shared_ptr.60" = type { ptr, %"class.std::__shared_count" }
%"class.std::__shared_count" = type { ptr }
%"class.std::function.62" = type { %"class.std::_Function_base", ptr }
%"class.std::_Function_base" = type { %"union.std::_Any_data", ptr }
%"union.std::_Any_data" = type { %"union.std::_Nocopy_types" }
%"union.std::_Nocopy_types" = type { { i64, i64 } }
%"class.std::function" = type { %"class.std::_Function_base", ptr }
%"class.sycl::_V1::queue" = type { %"class.std::shared_ptr" }
%"class.std::shared_ptr" = type { %"class.std::__shared_ptr" }
%"class.std::__shared_ptr" = type { ptr, %"class.std::__shared_count" }
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
%"struct.sycl::_V1::detail::code_location" = type { ptr, ptr, i64, i64 }
%"class.sycl::_V1::event" = type { %"class.std::shared_ptr.12" }
%"class.std::shared_ptr.12" = type { %"class.std::__shared_ptr.13" }
%"class.std::__shared_ptr.13" = type { ptr, %"class.std::__shared_count" }
%"class.std::unique_ptr.33" = type { %"struct.std::__uniq_ptr_data.34" }
%"struct.std::__uniq_ptr_data.34" = type { %"class.std::__uniq_ptr_impl.35" }
%"class.std::__uniq_ptr_impl.35" = type { %"class.std::tuple.36" }
%"class.std::tuple.36" = type { %"struct.std::_Tuple_impl.37" }
%"struct.std::_Tuple_impl.37" = type { %"struct.std::_Head_base.40" }
%"struct.std::_Head_base.40" = type { ptr }
%"struct.std::array" = type { [3 x i64] }
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
%class.anon.103 = type { %"class.sycl::_V1::accessor.99", float, %"class.sycl::_V1::accessor", %"class.sycl::_V1::accessor" }
%"class.sycl::_V1::accessor.99" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [8 x i8] }
%"class.sycl::_V1::detail::AccessorBaseHost" = type { %"class.std::shared_ptr.95" }
%"class.std::shared_ptr.95" = type { %"class.std::__shared_ptr.96" }
%"class.std::__shared_ptr.96" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::accessor" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [8 x i8] }
%"class.std::vector.127" = type { %"struct.std::_Vector_base.128" }
%"struct.std::_Vector_base.128" = type { %"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl" }
%"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl" = type { %"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl_data" }
%"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.sycl::_V1::range.105" = type { %"class.sycl::_V1::detail::array.104" }
%"class.sycl::_V1::detail::array.104" = type { [3 x i64] }
%"class.sycl::_V1::detail::RoundedRangeKernel" = type { %"class.sycl::_V1::range", %class.anon.103 }
%"class.std::tuple.107" = type { %"struct.std::_Tuple_impl.108" }
%"struct.std::_Tuple_impl.108" = type { %"struct.std::_Tuple_impl.109", %"struct.std::_Head_base.111" }
%"struct.std::_Tuple_impl.109" = type { %"struct.std::_Head_base.110" }
%"struct.std::_Head_base.110" = type { i8 }
%"struct.std::_Head_base.111" = type { %"class.sycl::_V1::range" }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array.104" }
%"class.std::tuple.115" = type { %"struct.std::_Tuple_impl.116" }
%"struct.std::_Tuple_impl.116" = type { %"struct.std::_Tuple_impl.109", %"struct.std::_Head_base.117" }
%"struct.std::_Head_base.117" = type { %"struct.std::array" }
%class.anon.114 = type { ptr, ptr, ptr }
%"struct.sycl::_V1::detail::kernel_param_desc_t" = type { i32, i32, i32 }
%class.anon.153 = type { %"class.sycl::_V1::accessor.99", %"class.sycl::_V1::accessor", %"class.sycl::_V1::accessor" }
%"class.sycl::_V1::detail::RoundedRangeKernel.154" = type { %"class.sycl::_V1::range", %class.anon.153 }
%class.anon.181 = type { i64, %"class.sycl::_V1::accessor", %"class.sycl::_V1::accessor.99", %"class.sycl::_V1::accessor" }
%"class.sycl::_V1::detail::RoundedRangeKernel.182" = type { %"class.sycl::_V1::range", %class.anon.181 }
%"class.sycl::_V1::detail::RoundedRangeKernel.210" = type { %"class.sycl::_V1::range", %class.anon.209 }
%class.anon.209 = type { %"class.sycl::_V1::accessor.99", %"class.sycl::_V1::accessor" }
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

$_ZN4sycl3_V16detail16PropertyListBaseD2Ev = comdat any

$_ZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ = comdat any

$_ZZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ENKUlimE_clEim = comdat any

$_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI4AxpyEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv = comdat any

$_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_ = comdat any

$_ZN4sycl3_V16detail19getKernelParamDescsI4AxpyEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv = comdat any

$_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI10ScaleOwnedEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv = comdat any

$_ZN4sycl3_V16detail19getKernelParamDescsI10ScaleOwnedEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv = comdat any

$_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI4TapsEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv = comdat any

$_ZN4sycl3_V16detail19getKernelParamDescsI4TapsEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv = comdat any

$_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvE10get_accessILNS0_6access4modeE1024ELNS7_6targetE2014EEENS0_8accessorIfLi1EXT_EXT0_ELNS7_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEERNS0_7handlerENS2_13code_locationE = comdat any

$_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvE10get_accessILNS0_6access4modeE1025ELNS7_6targetE2014EEENS0_8accessorIfLi1EXT_EXT0_ELNS7_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEERNS0_7handlerENS2_13code_locationE = comdat any

$_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI7InPlaceEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv = comdat any

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
@.str.8 = private unnamed_addr constant [19 x i8] c"Index out of range\00", align 1
@_ZTIN4sycl3_V19exceptionE = external constant ptr
@.str.9 = private unnamed_addr constant [21 x i8] c"exception in ~buffer\00", align 1
@.str.10 = private unnamed_addr constant [2 x i8] c" \00", align 1
@.str.11 = private unnamed_addr constant [6 x i8] c"false\00", align 1
@.str.12 = private unnamed_addr constant [85 x i8] c"root/intel-sycl-rt-2025.1.1/intel_sycl_rt-2025.1.1.data/data/include/sycl/buffer.hpp\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev = private unnamed_addr constant [127 x i8] c"sycl::buffer<float>::~buffer() [T = float, Dimensions = 1, AllocatorT = sycl::detail::aligned_allocator<float>, Enable = void]\00", align 1
@.str.14 = private unnamed_addr constant [61 x i8] c"SyclObject.impl && \22every constructor should create an impl\22\00", align 1
@.str.15 = private unnamed_addr constant [96 x i8] c"root/intel-sycl-rt-2025.1.1/intel_sycl_rt-2025.1.1.data/data/include/sycl/detail/impl_utils.hpp\00", align 1
@.str.16 = private unnamed_addr constant [11 x i8] c"operator()\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_ = private unnamed_addr constant [97 x i8] c"const decltype(Obj::impl) &sycl::detail::getSyclObjImpl(const Obj &) [Obj = sycl::buffer<float>]\00", align 1
@.str.17 = private unnamed_addr constant [46 x i8] c"accessor cannot be both read_only and no_init\00", align 1
@.str.19 = private unnamed_addr constant [131 x i8] c"Attempt to set multiple actions for the command group. Command group must consist of a single kernel or explicit memory operation.\00", align 1
@_ZSt4cout = external global %"class.std::basic_ostream", align 8
@.str.22 = private unnamed_addr constant [36 x i8] c"parallel_for range adjusted at dim \00", align 1
@.str.23 = private unnamed_addr constant [7 x i8] c" from \00", align 1
@.str.24 = private unnamed_addr constant [5 x i8] c" to \00", align 1
@.str.25 = private unnamed_addr constant [10 x i8] c"_ZTS4Axpy\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EEE, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EE23InstantiateKernelOnHostEv] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EEE = internal constant [144 x i8] c"N4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EEE\00", align 1
@_ZTSN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant [35 x i8] c"N4sycl3_V16detail14HostKernelBaseE\00", comdat, align 1
@_ZTIN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@_ZTIN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@.str.27 = private unnamed_addr constant [26 x i8] c"vector::_M_realloc_insert\00", align 1
@.str.28 = private unnamed_addr constant [51 x i8] c"_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI4AxpyEE\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal constant [110 x i8] c"N4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@_ZTSZ4mainEUlRN4sycl3_V17handlerEE_ = internal constant [32 x i8] c"Z4mainEUlRN4sycl3_V17handlerEE_\00", align 1
@_ZTIZ4mainEUlRN4sycl3_V17handlerEE_ = internal constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSZ4mainEUlRN4sycl3_V17handlerEE_ }, align 8
@.str.31 = private unnamed_addr constant [17 x i8] c"_ZTS10ScaleOwned\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE0_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE0_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EEE, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE0_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE0_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE0_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE0_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EE23InstantiateKernelOnHostEv] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE0_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EEE = internal constant [145 x i8] c"N4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE0_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE0_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE0_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@.str.32 = private unnamed_addr constant [58 x i8] c"_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI10ScaleOwnedEE\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal constant [111 x i8] c"N4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@_ZTSZ4mainEUlRN4sycl3_V17handlerEE0_ = internal constant [33 x i8] c"Z4mainEUlRN4sycl3_V17handlerEE0_\00", align 1
@_ZTIZ4mainEUlRN4sycl3_V17handlerEE0_ = internal constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSZ4mainEUlRN4sycl3_V17handlerEE0_ }, align 8
@.str.33 = private unnamed_addr constant [10 x i8] c"_ZTS4Taps\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE1_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE1_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EEE, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE1_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE1_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE1_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE1_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EE23InstantiateKernelOnHostEv] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE1_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EEE = internal constant [145 x i8] c"N4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE1_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE1_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE1_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@.str.34 = private unnamed_addr constant [51 x i8] c"_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI4TapsEE\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal constant [111 x i8] c"N4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@_ZTSZ4mainEUlRN4sycl3_V17handlerEE1_ = internal constant [33 x i8] c"Z4mainEUlRN4sycl3_V17handlerEE1_\00", align 1
@_ZTIZ4mainEUlRN4sycl3_V17handlerEE1_ = internal constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSZ4mainEUlRN4sycl3_V17handlerEE1_ }, align 8
@.str.35 = private unnamed_addr constant [13 x i8] c"_ZTS7InPlace\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE2_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE2_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EEE, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE2_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE2_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE2_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE2_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EE23InstantiateKernelOnHostEv] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE2_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EEE = internal constant [145 x i8] c"N4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE2_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE2_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE2_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@.str.36 = private unnamed_addr constant [54 x i8] c"_ZTSN4sycl3_V16detail19__pf_kernel_wrapperI7InPlaceEE\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE2_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE2_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE2_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE2_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE2_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE2_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE2_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal constant [111 x i8] c"N4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE2_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE2_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE2_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@_ZTSZ4mainEUlRN4sycl3_V17handlerEE2_ = internal constant [33 x i8] c"Z4mainEUlRN4sycl3_V17handlerEE2_\00", align 1
@_ZTIZ4mainEUlRN4sycl3_V17handlerEE2_ = internal constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSZ4mainEUlRN4sycl3_V17handlerEE2_ }, align 8
@str = private unnamed_addr constant [17 x i8] c"FAIL (no memory)\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef range(i32 0, 2) i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 1
  %4 = alloca %"class.sycl::_V1::detail::SubmissionInfo", align 8
  %5 = alloca %"class.std::function.62", align 8
  %6 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 1
  %7 = alloca %"class.sycl::_V1::detail::SubmissionInfo", align 8
  %8 = alloca %"class.std::function.62", align 8
  %9 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 1
  %10 = alloca %"class.sycl::_V1::detail::SubmissionInfo", align 8
  %11 = alloca %"class.std::function.62", align 8
  %12 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 1
  %13 = alloca %"class.sycl::_V1::detail::SubmissionInfo", align 8
  %14 = alloca %"class.std::function.62", align 8
  %15 = alloca %"class.std::function", align 8
  %16 = alloca i64, align 8
  %17 = alloca float, align 4
  %18 = alloca [64 x float], align 16
  %19 = alloca [64 x float], align 16
  %20 = alloca %"class.sycl::_V1::queue", align 8
  %21 = alloca %"class.sycl::_V1::property_list", align 8
  %22 = alloca %"class.sycl::_V1::buffer", align 8
  %23 = alloca %"class.sycl::_V1::range", align 8
  %24 = alloca %"class.sycl::_V1::property_list", align 8
  %25 = alloca %"struct.sycl::_V1::detail::code_location", align 8
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
  %50 = alloca %"class.sycl::_V1::event", align 8
  %51 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %52 = alloca %"class.sycl::_V1::event", align 8
  %53 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %54 = alloca %"class.sycl::_V1::event", align 8
  %55 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %56 = alloca %"class.sycl::_V1::event", align 8
  %57 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16) #28
  %58 = icmp sgt i32 %0, 1
  br i1 %58, label %60, label %59

59:                                               ; preds = %2
  store i64 1024, ptr %16, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %17) #28
  store float 2.500000e+00, ptr %17, align 4, !tbaa !9
  br label %68

60:                                               ; preds = %2
  %61 = getelementptr inbounds i8, ptr %1, i64 8
  %62 = load ptr, ptr %61, align 8, !tbaa !11
  %63 = tail call i64 @strtoul(ptr nocapture noundef %62, ptr noundef null, i32 noundef 10) #28
  store i64 %63, ptr %16, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %17) #28
  store float 2.500000e+00, ptr %17, align 4, !tbaa !9
  %64 = icmp ugt i64 %63, 2305843009213693951
  br i1 %64, label %65, label %66

65:                                               ; preds = %60
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.7) #29
  unreachable

66:                                               ; preds = %60
  %67 = icmp eq i64 %63, 0
  br i1 %67, label %91, label %68

68:                                               ; preds = %59, %66
  %69 = phi i64 [ 1024, %59 ], [ %63, %66 ]
  %70 = shl nuw nsw i64 %69, 2
  %71 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %70) #30
  %72 = getelementptr float, ptr %71, i64 %69
  store float 0.000000e+00, ptr %71, align 4, !tbaa !9
  %73 = icmp eq i64 %69, 1
  br i1 %73, label %77, label %74

74:                                               ; preds = %68
  %75 = getelementptr i8, ptr %71, i64 4
  %76 = add nsw i64 %70, -4
  tail call void @llvm.memset.p0.i64(ptr align 4 %75, i8 0, i64 %76, i1 false), !tbaa !9
  br label %77

77:                                               ; preds = %68, %74
  %78 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %70) #30
          to label %79 unwind label %106

79:                                               ; preds = %77
  %80 = getelementptr float, ptr %78, i64 %69
  store float 0.000000e+00, ptr %78, align 4, !tbaa !9
  br i1 %73, label %84, label %81

81:                                               ; preds = %79
  %82 = getelementptr i8, ptr %78, i64 4
  %83 = add nsw i64 %70, -4
  tail call void @llvm.memset.p0.i64(ptr align 4 %82, i8 0, i64 %83, i1 false), !tbaa !9
  br label %84

84:                                               ; preds = %79, %81
  %85 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %70) #30
          to label %86 unwind label %108

86:                                               ; preds = %84
  %87 = getelementptr float, ptr %85, i64 %69
  store float 0.000000e+00, ptr %85, align 4, !tbaa !9
  br i1 %73, label %91, label %88

88:                                               ; preds = %86
  %89 = getelementptr i8, ptr %85, i64 4
  %90 = add nsw i64 %70, -4
  tail call void @llvm.memset.p0.i64(ptr align 4 %89, i8 0, i64 %90, i1 false), !tbaa !9
  br label %91

91:                                               ; preds = %88, %86, %66
  %92 = phi ptr [ %78, %86 ], [ %78, %88 ], [ null, %66 ]
  %93 = phi ptr [ %80, %86 ], [ %80, %88 ], [ null, %66 ]
  %94 = phi i64 [ 1, %86 ], [ %69, %88 ], [ 0, %66 ]
  %95 = phi ptr [ %72, %86 ], [ %72, %88 ], [ null, %66 ]
  %96 = phi ptr [ %71, %86 ], [ %71, %88 ], [ null, %66 ]
  %97 = phi ptr [ %87, %86 ], [ %87, %88 ], [ null, %66 ]
  %98 = phi ptr [ %85, %86 ], [ %85, %88 ], [ null, %66 ]
  %99 = shl nuw nsw i64 %94, 2
  %100 = invoke noalias noundef nonnull ptr @_Znam(i64 noundef %99) #30
          to label %101 unwind label %110

101:                                              ; preds = %91
  %102 = tail call noalias ptr @malloc(i64 noundef %99) #31
  %103 = icmp eq ptr %102, null
  br i1 %103, label %104, label %112

104:                                              ; preds = %101
  %105 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  br label %1129

106:                                              ; preds = %77
  %107 = landingpad { ptr, i32 }
          cleanup
  br label %1172

108:                                              ; preds = %84
  %109 = landingpad { ptr, i32 }
          cleanup
  br label %1158

110:                                              ; preds = %91
  %111 = landingpad { ptr, i32 }
          cleanup
  br label %1149

112:                                              ; preds = %101
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %18) #28
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %19) #28
  %113 = icmp eq i64 %94, 0
  br i1 %113, label %144, label %114

114:                                              ; preds = %112
  tail call void @llvm.memset.p0.i64(ptr nonnull align 4 %102, i8 0, i64 %99, i1 false), !tbaa !9
  br label %130

115:                                              ; preds = %115, %144
  %116 = phi i64 [ 0, %144 ], [ %127, %115 ]
  %117 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %144 ], [ %128, %115 ]
  %118 = and <4 x i64> %117, <i64 3, i64 3, i64 3, i64 3>
  %119 = uitofp nneg <4 x i64> %118 to <4 x float>
  %120 = fadd <4 x float> %119, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %121 = getelementptr inbounds [64 x float], ptr %19, i64 0, i64 %116
  store <4 x float> %120, ptr %121, align 16, !tbaa !9
  %122 = or disjoint i64 %116, 4
  %123 = and <4 x i64> %117, <i64 3, i64 3, i64 3, i64 3>
  %124 = uitofp nneg <4 x i64> %123 to <4 x float>
  %125 = fadd <4 x float> %124, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %126 = getelementptr inbounds [64 x float], ptr %19, i64 0, i64 %122
  store <4 x float> %125, ptr %126, align 16, !tbaa !9
  %127 = add nuw nsw i64 %116, 8
  %128 = add <4 x i64> %117, <i64 8, i64 8, i64 8, i64 8>
  %129 = icmp eq i64 %127, 64
  br i1 %129, label %145, label %115, !llvm.loop !13

130:                                              ; preds = %114, %130
  %131 = phi i64 [ %142, %130 ], [ 0, %114 ]
  %132 = urem i64 %131, 17
  %133 = uitofp nneg i64 %132 to float
  %134 = getelementptr inbounds float, ptr %96, i64 %131
  store float %133, ptr %134, align 4, !tbaa !9
  %135 = urem i64 %131, 5
  %136 = uitofp nneg i64 %135 to float
  %137 = getelementptr inbounds float, ptr %92, i64 %131
  store float %136, ptr %137, align 4, !tbaa !9
  %138 = urem i64 %131, 3
  %139 = add nuw nsw i64 %138, 1
  %140 = uitofp nneg i64 %139 to float
  %141 = getelementptr inbounds float, ptr %100, i64 %131
  store float %140, ptr %141, align 4, !tbaa !9
  %142 = add nuw i64 %131, 1
  %143 = icmp eq i64 %142, %94
  br i1 %143, label %144, label %130, !llvm.loop !17

144:                                              ; preds = %130, %112
  br label %115

145:                                              ; preds = %115
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %20) #28
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %21) #28
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %21, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %15) #28
  %146 = getelementptr inbounds i8, ptr %15, i64 16
  %147 = getelementptr inbounds i8, ptr %15, i64 24
  %148 = getelementptr inbounds i8, ptr %15, i64 8
  store i64 0, ptr %148, align 8
  store ptr @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE, ptr %15, align 8, !tbaa !11
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_, ptr %147, align 8, !tbaa !18
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation, ptr %146, align 8, !tbaa !21
  invoke void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %20, ptr noundef nonnull @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE, ptr noundef nonnull align 8 dereferenceable(32) %15, ptr noundef nonnull align 8 dereferenceable(32) %21)
          to label %149 unwind label %157

149:                                              ; preds = %145
  %150 = load ptr, ptr %146, align 8, !tbaa !21
  %151 = icmp eq ptr %150, null
  br i1 %151, label %167, label %152

152:                                              ; preds = %149
  %153 = invoke noundef zeroext i1 %150(ptr noundef nonnull align 8 dereferenceable(16) %15, ptr noundef nonnull align 8 dereferenceable(16) %15, i32 noundef 3)
          to label %167 unwind label %154

154:                                              ; preds = %152
  %155 = landingpad { ptr, i32 }
          catch ptr null
  %156 = extractvalue { ptr, i32 } %155, 0
  call void @__clang_call_terminate(ptr %156) #32
  unreachable

157:                                              ; preds = %145
  %158 = landingpad { ptr, i32 }
          cleanup
  %159 = load ptr, ptr %146, align 8, !tbaa !21
  %160 = icmp eq ptr %159, null
  br i1 %160, label %166, label %161

161:                                              ; preds = %157
  %162 = invoke noundef zeroext i1 %159(ptr noundef nonnull align 8 dereferenceable(16) %15, ptr noundef nonnull align 8 dereferenceable(16) %15, i32 noundef 3)
          to label %166 unwind label %163

163:                                              ; preds = %161
  %164 = landingpad { ptr, i32 }
          catch ptr null
  %165 = extractvalue { ptr, i32 } %164, 0
  call void @__clang_call_terminate(ptr %165) #32
  unreachable

166:                                              ; preds = %161, %157
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %15) #28
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %21) #28
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %21) #28
  br label %1127

167:                                              ; preds = %152, %149
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %15) #28
  %168 = getelementptr inbounds i8, ptr %21, i64 8
  %169 = load ptr, ptr %168, align 8, !tbaa !22
  %170 = getelementptr inbounds i8, ptr %21, i64 16
  %171 = load ptr, ptr %170, align 8, !tbaa !24
  %172 = icmp eq ptr %169, %171
  br i1 %172, label %207, label %173

173:                                              ; preds = %167, %202
  %174 = phi ptr [ %203, %202 ], [ %169, %167 ]
  %175 = getelementptr inbounds i8, ptr %174, i64 8
  %176 = load ptr, ptr %175, align 8, !tbaa !25
  %177 = icmp eq ptr %176, null
  br i1 %177, label %202, label %178

178:                                              ; preds = %173
  %179 = getelementptr inbounds i8, ptr %176, i64 8
  %180 = load atomic i64, ptr %179 acquire, align 8
  %181 = icmp eq i64 %180, 4294967297
  %182 = trunc i64 %180 to i32
  br i1 %181, label %183, label %191

183:                                              ; preds = %178
  store i32 0, ptr %179, align 8, !tbaa !27
  %184 = getelementptr inbounds i8, ptr %176, i64 12
  store i32 0, ptr %184, align 4, !tbaa !30
  %185 = load ptr, ptr %176, align 8, !tbaa !31
  %186 = getelementptr inbounds i8, ptr %185, i64 16
  %187 = load ptr, ptr %186, align 8
  call void %187(ptr noundef nonnull align 8 dereferenceable(16) %176) #28
  %188 = load ptr, ptr %176, align 8, !tbaa !31
  %189 = getelementptr inbounds i8, ptr %188, i64 24
  %190 = load ptr, ptr %189, align 8
  call void %190(ptr noundef nonnull align 8 dereferenceable(16) %176) #28
  br label %202

191:                                              ; preds = %178
  %192 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %193 = icmp eq i8 %192, 0
  br i1 %193, label %196, label %194

194:                                              ; preds = %191
  %195 = add nsw i32 %182, -1
  store i32 %195, ptr %179, align 4, !tbaa !34
  br label %198

196:                                              ; preds = %191
  %197 = atomicrmw volatile add ptr %179, i32 -1 acq_rel, align 4
  br label %198

198:                                              ; preds = %196, %194
  %199 = phi i32 [ %182, %194 ], [ %197, %196 ]
  %200 = icmp eq i32 %199, 1
  br i1 %200, label %201, label %202, !prof !35

201:                                              ; preds = %198
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %176) #28
  br label %202

202:                                              ; preds = %201, %198, %183, %173
  %203 = getelementptr inbounds i8, ptr %174, i64 16
  %204 = icmp eq ptr %203, %171
  br i1 %204, label %205, label %173, !llvm.loop !36

205:                                              ; preds = %202
  %206 = load ptr, ptr %168, align 8, !tbaa !22
  br label %207

207:                                              ; preds = %205, %167
  %208 = phi ptr [ %206, %205 ], [ %169, %167 ]
  %209 = icmp eq ptr %208, null
  br i1 %209, label %216, label %210

210:                                              ; preds = %207
  %211 = getelementptr inbounds i8, ptr %21, i64 24
  %212 = load ptr, ptr %211, align 8, !tbaa !37
  %213 = ptrtoint ptr %212 to i64
  %214 = ptrtoint ptr %208 to i64
  %215 = sub i64 %213, %214
  call void @_ZdlPvm(ptr noundef nonnull %208, i64 noundef %215) #33
  br label %216

216:                                              ; preds = %207, %210
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %21) #28
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %22) #28
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23) #28
  %217 = load i64, ptr %16, align 8, !tbaa !5
  store i64 %217, ptr %23, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %24) #28
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %24, i8 0, i64 32, i1 false)
  store ptr @.str.1, ptr %25, align 8, !tbaa !38, !alias.scope !40
  %218 = getelementptr inbounds i8, ptr %25, i64 8
  store ptr @.str.2, ptr %218, align 8, !tbaa !43, !alias.scope !40
  %219 = getelementptr inbounds i8, ptr %25, i64 16
  store i64 45, ptr %219, align 8, !tbaa !44, !alias.scope !40
  %220 = getelementptr inbounds i8, ptr %25, i64 24
  store i64 28, ptr %220, align 8, !tbaa !45, !alias.scope !40
  invoke void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %22, ptr noundef %96, ptr noundef nonnull align 8 dereferenceable(8) %23, ptr noundef nonnull align 8 dereferenceable(32) %24, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %25)
          to label %221 unwind label %985

221:                                              ; preds = %216
  %222 = getelementptr inbounds i8, ptr %24, i64 8
  %223 = load ptr, ptr %222, align 8, !tbaa !22
  %224 = getelementptr inbounds i8, ptr %24, i64 16
  %225 = load ptr, ptr %224, align 8, !tbaa !24
  %226 = icmp eq ptr %223, %225
  br i1 %226, label %261, label %227

227:                                              ; preds = %221, %256
  %228 = phi ptr [ %257, %256 ], [ %223, %221 ]
  %229 = getelementptr inbounds i8, ptr %228, i64 8
  %230 = load ptr, ptr %229, align 8, !tbaa !25
  %231 = icmp eq ptr %230, null
  br i1 %231, label %256, label %232

232:                                              ; preds = %227
  %233 = getelementptr inbounds i8, ptr %230, i64 8
  %234 = load atomic i64, ptr %233 acquire, align 8
  %235 = icmp eq i64 %234, 4294967297
  %236 = trunc i64 %234 to i32
  br i1 %235, label %237, label %245

237:                                              ; preds = %232
  store i32 0, ptr %233, align 8, !tbaa !27
  %238 = getelementptr inbounds i8, ptr %230, i64 12
  store i32 0, ptr %238, align 4, !tbaa !30
  %239 = load ptr, ptr %230, align 8, !tbaa !31
  %240 = getelementptr inbounds i8, ptr %239, i64 16
  %241 = load ptr, ptr %240, align 8
  call void %241(ptr noundef nonnull align 8 dereferenceable(16) %230) #28
  %242 = load ptr, ptr %230, align 8, !tbaa !31
  %243 = getelementptr inbounds i8, ptr %242, i64 24
  %244 = load ptr, ptr %243, align 8
  call void %244(ptr noundef nonnull align 8 dereferenceable(16) %230) #28
  br label %256

245:                                              ; preds = %232
  %246 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %247 = icmp eq i8 %246, 0
  br i1 %247, label %250, label %248

248:                                              ; preds = %245
  %249 = add nsw i32 %236, -1
  store i32 %249, ptr %233, align 4, !tbaa !34
  br label %252

250:                                              ; preds = %245
  %251 = atomicrmw volatile add ptr %233, i32 -1 acq_rel, align 4
  br label %252

252:                                              ; preds = %250, %248
  %253 = phi i32 [ %236, %248 ], [ %251, %250 ]
  %254 = icmp eq i32 %253, 1
  br i1 %254, label %255, label %256, !prof !35

255:                                              ; preds = %252
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %230) #28
  br label %256

256:                                              ; preds = %255, %252, %237, %227
  %257 = getelementptr inbounds i8, ptr %228, i64 16
  %258 = icmp eq ptr %257, %225
  br i1 %258, label %259, label %227, !llvm.loop !36

259:                                              ; preds = %256
  %260 = load ptr, ptr %222, align 8, !tbaa !22
  br label %261

261:                                              ; preds = %259, %221
  %262 = phi ptr [ %260, %259 ], [ %223, %221 ]
  %263 = icmp eq ptr %262, null
  br i1 %263, label %270, label %264

264:                                              ; preds = %261
  %265 = getelementptr inbounds i8, ptr %24, i64 24
  %266 = load ptr, ptr %265, align 8, !tbaa !37
  %267 = ptrtoint ptr %266 to i64
  %268 = ptrtoint ptr %262 to i64
  %269 = sub i64 %267, %268
  call void @_ZdlPvm(ptr noundef nonnull %262, i64 noundef %269) #33
  br label %270

270:                                              ; preds = %261, %264
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24) #28
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23) #28
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %26) #28
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27) #28
  %271 = load i64, ptr %16, align 8, !tbaa !5
  store i64 %271, ptr %27, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %28) #28
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %28, i8 0, i64 32, i1 false)
  store ptr @.str.1, ptr %29, align 8, !tbaa !38, !alias.scope !46
  %272 = getelementptr inbounds i8, ptr %29, i64 8
  store ptr @.str.2, ptr %272, align 8, !tbaa !43, !alias.scope !46
  %273 = getelementptr inbounds i8, ptr %29, i64 16
  store i64 46, ptr %273, align 8, !tbaa !44, !alias.scope !46
  %274 = getelementptr inbounds i8, ptr %29, i64 24
  store i64 28, ptr %274, align 8, !tbaa !45, !alias.scope !46
  invoke void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %26, ptr noundef %92, ptr noundef nonnull align 8 dereferenceable(8) %27, ptr noundef nonnull align 8 dereferenceable(32) %28, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %29)
          to label %275 unwind label %987

275:                                              ; preds = %270
  %276 = getelementptr inbounds i8, ptr %28, i64 8
  %277 = load ptr, ptr %276, align 8, !tbaa !22
  %278 = getelementptr inbounds i8, ptr %28, i64 16
  %279 = load ptr, ptr %278, align 8, !tbaa !24
  %280 = icmp eq ptr %277, %279
  br i1 %280, label %315, label %281

281:                                              ; preds = %275, %310
  %282 = phi ptr [ %311, %310 ], [ %277, %275 ]
  %283 = getelementptr inbounds i8, ptr %282, i64 8
  %284 = load ptr, ptr %283, align 8, !tbaa !25
  %285 = icmp eq ptr %284, null
  br i1 %285, label %310, label %286

286:                                              ; preds = %281
  %287 = getelementptr inbounds i8, ptr %284, i64 8
  %288 = load atomic i64, ptr %287 acquire, align 8
  %289 = icmp eq i64 %288, 4294967297
  %290 = trunc i64 %288 to i32
  br i1 %289, label %291, label %299

291:                                              ; preds = %286
  store i32 0, ptr %287, align 8, !tbaa !27
  %292 = getelementptr inbounds i8, ptr %284, i64 12
  store i32 0, ptr %292, align 4, !tbaa !30
  %293 = load ptr, ptr %284, align 8, !tbaa !31
  %294 = getelementptr inbounds i8, ptr %293, i64 16
  %295 = load ptr, ptr %294, align 8
  call void %295(ptr noundef nonnull align 8 dereferenceable(16) %284) #28
  %296 = load ptr, ptr %284, align 8, !tbaa !31
  %297 = getelementptr inbounds i8, ptr %296, i64 24
  %298 = load ptr, ptr %297, align 8
  call void %298(ptr noundef nonnull align 8 dereferenceable(16) %284) #28
  br label %310

299:                                              ; preds = %286
  %300 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %301 = icmp eq i8 %300, 0
  br i1 %301, label %304, label %302

302:                                              ; preds = %299
  %303 = add nsw i32 %290, -1
  store i32 %303, ptr %287, align 4, !tbaa !34
  br label %306

304:                                              ; preds = %299
  %305 = atomicrmw volatile add ptr %287, i32 -1 acq_rel, align 4
  br label %306

306:                                              ; preds = %304, %302
  %307 = phi i32 [ %290, %302 ], [ %305, %304 ]
  %308 = icmp eq i32 %307, 1
  br i1 %308, label %309, label %310, !prof !35

309:                                              ; preds = %306
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %284) #28
  br label %310

310:                                              ; preds = %309, %306, %291, %281
  %311 = getelementptr inbounds i8, ptr %282, i64 16
  %312 = icmp eq ptr %311, %279
  br i1 %312, label %313, label %281, !llvm.loop !36

313:                                              ; preds = %310
  %314 = load ptr, ptr %276, align 8, !tbaa !22
  br label %315

315:                                              ; preds = %313, %275
  %316 = phi ptr [ %314, %313 ], [ %277, %275 ]
  %317 = icmp eq ptr %316, null
  br i1 %317, label %324, label %318

318:                                              ; preds = %315
  %319 = getelementptr inbounds i8, ptr %28, i64 24
  %320 = load ptr, ptr %319, align 8, !tbaa !37
  %321 = ptrtoint ptr %320 to i64
  %322 = ptrtoint ptr %316 to i64
  %323 = sub i64 %321, %322
  call void @_ZdlPvm(ptr noundef nonnull %316, i64 noundef %323) #33
  br label %324

324:                                              ; preds = %315, %318
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %28) #28
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27) #28
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %30) #28
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %31) #28
  %325 = load i64, ptr %16, align 8, !tbaa !5
  store i64 %325, ptr %31, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %32) #28
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %32, i8 0, i64 32, i1 false)
  store ptr @.str.1, ptr %33, align 8, !tbaa !38, !alias.scope !49
  %326 = getelementptr inbounds i8, ptr %33, i64 8
  store ptr @.str.2, ptr %326, align 8, !tbaa !43, !alias.scope !49
  %327 = getelementptr inbounds i8, ptr %33, i64 16
  store i64 47, ptr %327, align 8, !tbaa !44, !alias.scope !49
  %328 = getelementptr inbounds i8, ptr %33, i64 24
  store i64 28, ptr %328, align 8, !tbaa !45, !alias.scope !49
  invoke void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %30, ptr noundef %98, ptr noundef nonnull align 8 dereferenceable(8) %31, ptr noundef nonnull align 8 dereferenceable(32) %32, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %33)
          to label %329 unwind label %989

329:                                              ; preds = %324
  %330 = getelementptr inbounds i8, ptr %32, i64 8
  %331 = load ptr, ptr %330, align 8, !tbaa !22
  %332 = getelementptr inbounds i8, ptr %32, i64 16
  %333 = load ptr, ptr %332, align 8, !tbaa !24
  %334 = icmp eq ptr %331, %333
  br i1 %334, label %369, label %335

335:                                              ; preds = %329, %364
  %336 = phi ptr [ %365, %364 ], [ %331, %329 ]
  %337 = getelementptr inbounds i8, ptr %336, i64 8
  %338 = load ptr, ptr %337, align 8, !tbaa !25
  %339 = icmp eq ptr %338, null
  br i1 %339, label %364, label %340

340:                                              ; preds = %335
  %341 = getelementptr inbounds i8, ptr %338, i64 8
  %342 = load atomic i64, ptr %341 acquire, align 8
  %343 = icmp eq i64 %342, 4294967297
  %344 = trunc i64 %342 to i32
  br i1 %343, label %345, label %353

345:                                              ; preds = %340
  store i32 0, ptr %341, align 8, !tbaa !27
  %346 = getelementptr inbounds i8, ptr %338, i64 12
  store i32 0, ptr %346, align 4, !tbaa !30
  %347 = load ptr, ptr %338, align 8, !tbaa !31
  %348 = getelementptr inbounds i8, ptr %347, i64 16
  %349 = load ptr, ptr %348, align 8
  call void %349(ptr noundef nonnull align 8 dereferenceable(16) %338) #28
  %350 = load ptr, ptr %338, align 8, !tbaa !31
  %351 = getelementptr inbounds i8, ptr %350, i64 24
  %352 = load ptr, ptr %351, align 8
  call void %352(ptr noundef nonnull align 8 dereferenceable(16) %338) #28
  br label %364

353:                                              ; preds = %340
  %354 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %355 = icmp eq i8 %354, 0
  br i1 %355, label %358, label %356

356:                                              ; preds = %353
  %357 = add nsw i32 %344, -1
  store i32 %357, ptr %341, align 4, !tbaa !34
  br label %360

358:                                              ; preds = %353
  %359 = atomicrmw volatile add ptr %341, i32 -1 acq_rel, align 4
  br label %360

360:                                              ; preds = %358, %356
  %361 = phi i32 [ %344, %356 ], [ %359, %358 ]
  %362 = icmp eq i32 %361, 1
  br i1 %362, label %363, label %364, !prof !35

363:                                              ; preds = %360
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %338) #28
  br label %364

364:                                              ; preds = %363, %360, %345, %335
  %365 = getelementptr inbounds i8, ptr %336, i64 16
  %366 = icmp eq ptr %365, %333
  br i1 %366, label %367, label %335, !llvm.loop !36

367:                                              ; preds = %364
  %368 = load ptr, ptr %330, align 8, !tbaa !22
  br label %369

369:                                              ; preds = %367, %329
  %370 = phi ptr [ %368, %367 ], [ %331, %329 ]
  %371 = icmp eq ptr %370, null
  br i1 %371, label %378, label %372

372:                                              ; preds = %369
  %373 = getelementptr inbounds i8, ptr %32, i64 24
  %374 = load ptr, ptr %373, align 8, !tbaa !37
  %375 = ptrtoint ptr %374 to i64
  %376 = ptrtoint ptr %370 to i64
  %377 = sub i64 %375, %376
  call void @_ZdlPvm(ptr noundef nonnull %370, i64 noundef %377) #33
  br label %378

378:                                              ; preds = %369, %372
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %32) #28
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %31) #28
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %34) #28
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %35) #28
  %379 = load i64, ptr %16, align 8, !tbaa !5
  store i64 %379, ptr %35, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %36) #28
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %36, i8 0, i64 32, i1 false)
  store ptr @.str.1, ptr %37, align 8, !tbaa !38, !alias.scope !52
  %380 = getelementptr inbounds i8, ptr %37, i64 8
  store ptr @.str.2, ptr %380, align 8, !tbaa !43, !alias.scope !52
  %381 = getelementptr inbounds i8, ptr %37, i64 16
  store i64 48, ptr %381, align 8, !tbaa !44, !alias.scope !52
  %382 = getelementptr inbounds i8, ptr %37, i64 24
  store i64 28, ptr %382, align 8, !tbaa !45, !alias.scope !52
  invoke void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %34, ptr noundef nonnull %100, ptr noundef nonnull align 8 dereferenceable(8) %35, ptr noundef nonnull align 8 dereferenceable(32) %36, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %37)
          to label %383 unwind label %991

383:                                              ; preds = %378
  %384 = getelementptr inbounds i8, ptr %36, i64 8
  %385 = load ptr, ptr %384, align 8, !tbaa !22
  %386 = getelementptr inbounds i8, ptr %36, i64 16
  %387 = load ptr, ptr %386, align 8, !tbaa !24
  %388 = icmp eq ptr %385, %387
  br i1 %388, label %423, label %389

389:                                              ; preds = %383, %418
  %390 = phi ptr [ %419, %418 ], [ %385, %383 ]
  %391 = getelementptr inbounds i8, ptr %390, i64 8
  %392 = load ptr, ptr %391, align 8, !tbaa !25
  %393 = icmp eq ptr %392, null
  br i1 %393, label %418, label %394

394:                                              ; preds = %389
  %395 = getelementptr inbounds i8, ptr %392, i64 8
  %396 = load atomic i64, ptr %395 acquire, align 8
  %397 = icmp eq i64 %396, 4294967297
  %398 = trunc i64 %396 to i32
  br i1 %397, label %399, label %407

399:                                              ; preds = %394
  store i32 0, ptr %395, align 8, !tbaa !27
  %400 = getelementptr inbounds i8, ptr %392, i64 12
  store i32 0, ptr %400, align 4, !tbaa !30
  %401 = load ptr, ptr %392, align 8, !tbaa !31
  %402 = getelementptr inbounds i8, ptr %401, i64 16
  %403 = load ptr, ptr %402, align 8
  call void %403(ptr noundef nonnull align 8 dereferenceable(16) %392) #28
  %404 = load ptr, ptr %392, align 8, !tbaa !31
  %405 = getelementptr inbounds i8, ptr %404, i64 24
  %406 = load ptr, ptr %405, align 8
  call void %406(ptr noundef nonnull align 8 dereferenceable(16) %392) #28
  br label %418

407:                                              ; preds = %394
  %408 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %409 = icmp eq i8 %408, 0
  br i1 %409, label %412, label %410

410:                                              ; preds = %407
  %411 = add nsw i32 %398, -1
  store i32 %411, ptr %395, align 4, !tbaa !34
  br label %414

412:                                              ; preds = %407
  %413 = atomicrmw volatile add ptr %395, i32 -1 acq_rel, align 4
  br label %414

414:                                              ; preds = %412, %410
  %415 = phi i32 [ %398, %410 ], [ %413, %412 ]
  %416 = icmp eq i32 %415, 1
  br i1 %416, label %417, label %418, !prof !35

417:                                              ; preds = %414
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %392) #28
  br label %418

418:                                              ; preds = %417, %414, %399, %389
  %419 = getelementptr inbounds i8, ptr %390, i64 16
  %420 = icmp eq ptr %419, %387
  br i1 %420, label %421, label %389, !llvm.loop !36

421:                                              ; preds = %418
  %422 = load ptr, ptr %384, align 8, !tbaa !22
  br label %423

423:                                              ; preds = %421, %383
  %424 = phi ptr [ %422, %421 ], [ %385, %383 ]
  %425 = icmp eq ptr %424, null
  br i1 %425, label %432, label %426

426:                                              ; preds = %423
  %427 = getelementptr inbounds i8, ptr %36, i64 24
  %428 = load ptr, ptr %427, align 8, !tbaa !37
  %429 = ptrtoint ptr %428 to i64
  %430 = ptrtoint ptr %424 to i64
  %431 = sub i64 %429, %430
  call void @_ZdlPvm(ptr noundef nonnull %424, i64 noundef %431) #33
  br label %432

432:                                              ; preds = %423, %426
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %36) #28
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35) #28
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %38) #28
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %39) #28
  %433 = load i64, ptr %16, align 8, !tbaa !5
  store i64 %433, ptr %39, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %40) #28
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %40, i8 0, i64 32, i1 false)
  store ptr @.str.1, ptr %41, align 8, !tbaa !38, !alias.scope !55
  %434 = getelementptr inbounds i8, ptr %41, i64 8
  store ptr @.str.2, ptr %434, align 8, !tbaa !43, !alias.scope !55
  %435 = getelementptr inbounds i8, ptr %41, i64 16
  store i64 49, ptr %435, align 8, !tbaa !44, !alias.scope !55
  %436 = getelementptr inbounds i8, ptr %41, i64 24
  store i64 28, ptr %436, align 8, !tbaa !45, !alias.scope !55
  invoke void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %38, ptr noundef nonnull %102, ptr noundef nonnull align 8 dereferenceable(8) %39, ptr noundef nonnull align 8 dereferenceable(32) %40, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %41)
          to label %437 unwind label %993

437:                                              ; preds = %432
  %438 = getelementptr inbounds i8, ptr %40, i64 8
  %439 = load ptr, ptr %438, align 8, !tbaa !22
  %440 = getelementptr inbounds i8, ptr %40, i64 16
  %441 = load ptr, ptr %440, align 8, !tbaa !24
  %442 = icmp eq ptr %439, %441
  br i1 %442, label %477, label %443

443:                                              ; preds = %437, %472
  %444 = phi ptr [ %473, %472 ], [ %439, %437 ]
  %445 = getelementptr inbounds i8, ptr %444, i64 8
  %446 = load ptr, ptr %445, align 8, !tbaa !25
  %447 = icmp eq ptr %446, null
  br i1 %447, label %472, label %448

448:                                              ; preds = %443
  %449 = getelementptr inbounds i8, ptr %446, i64 8
  %450 = load atomic i64, ptr %449 acquire, align 8
  %451 = icmp eq i64 %450, 4294967297
  %452 = trunc i64 %450 to i32
  br i1 %451, label %453, label %461

453:                                              ; preds = %448
  store i32 0, ptr %449, align 8, !tbaa !27
  %454 = getelementptr inbounds i8, ptr %446, i64 12
  store i32 0, ptr %454, align 4, !tbaa !30
  %455 = load ptr, ptr %446, align 8, !tbaa !31
  %456 = getelementptr inbounds i8, ptr %455, i64 16
  %457 = load ptr, ptr %456, align 8
  call void %457(ptr noundef nonnull align 8 dereferenceable(16) %446) #28
  %458 = load ptr, ptr %446, align 8, !tbaa !31
  %459 = getelementptr inbounds i8, ptr %458, i64 24
  %460 = load ptr, ptr %459, align 8
  call void %460(ptr noundef nonnull align 8 dereferenceable(16) %446) #28
  br label %472

461:                                              ; preds = %448
  %462 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %463 = icmp eq i8 %462, 0
  br i1 %463, label %466, label %464

464:                                              ; preds = %461
  %465 = add nsw i32 %452, -1
  store i32 %465, ptr %449, align 4, !tbaa !34
  br label %468

466:                                              ; preds = %461
  %467 = atomicrmw volatile add ptr %449, i32 -1 acq_rel, align 4
  br label %468

468:                                              ; preds = %466, %464
  %469 = phi i32 [ %452, %464 ], [ %467, %466 ]
  %470 = icmp eq i32 %469, 1
  br i1 %470, label %471, label %472, !prof !35

471:                                              ; preds = %468
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %446) #28
  br label %472

472:                                              ; preds = %471, %468, %453, %443
  %473 = getelementptr inbounds i8, ptr %444, i64 16
  %474 = icmp eq ptr %473, %441
  br i1 %474, label %475, label %443, !llvm.loop !36

475:                                              ; preds = %472
  %476 = load ptr, ptr %438, align 8, !tbaa !22
  br label %477

477:                                              ; preds = %475, %437
  %478 = phi ptr [ %476, %475 ], [ %439, %437 ]
  %479 = icmp eq ptr %478, null
  br i1 %479, label %486, label %480

480:                                              ; preds = %477
  %481 = getelementptr inbounds i8, ptr %40, i64 24
  %482 = load ptr, ptr %481, align 8, !tbaa !37
  %483 = ptrtoint ptr %482 to i64
  %484 = ptrtoint ptr %478 to i64
  %485 = sub i64 %483, %484
  call void @_ZdlPvm(ptr noundef nonnull %478, i64 noundef %485) #33
  br label %486

486:                                              ; preds = %477, %480
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %40) #28
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %39) #28
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %42) #28
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %43) #28
  store i64 64, ptr %43, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %44) #28
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %44, i8 0, i64 32, i1 false)
  store ptr @.str.1, ptr %45, align 8, !tbaa !38, !alias.scope !58
  %487 = getelementptr inbounds i8, ptr %45, i64 8
  store ptr @.str.2, ptr %487, align 8, !tbaa !43, !alias.scope !58
  %488 = getelementptr inbounds i8, ptr %45, i64 16
  store i64 50, ptr %488, align 8, !tbaa !44, !alias.scope !58
  %489 = getelementptr inbounds i8, ptr %45, i64 24
  store i64 28, ptr %489, align 8, !tbaa !45, !alias.scope !58
  invoke void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %42, ptr noundef nonnull %18, ptr noundef nonnull align 8 dereferenceable(8) %43, ptr noundef nonnull align 8 dereferenceable(32) %44, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %45)
          to label %490 unwind label %995

490:                                              ; preds = %486
  %491 = getelementptr inbounds i8, ptr %44, i64 8
  %492 = load ptr, ptr %491, align 8, !tbaa !22
  %493 = getelementptr inbounds i8, ptr %44, i64 16
  %494 = load ptr, ptr %493, align 8, !tbaa !24
  %495 = icmp eq ptr %492, %494
  br i1 %495, label %530, label %496

496:                                              ; preds = %490, %525
  %497 = phi ptr [ %526, %525 ], [ %492, %490 ]
  %498 = getelementptr inbounds i8, ptr %497, i64 8
  %499 = load ptr, ptr %498, align 8, !tbaa !25
  %500 = icmp eq ptr %499, null
  br i1 %500, label %525, label %501

501:                                              ; preds = %496
  %502 = getelementptr inbounds i8, ptr %499, i64 8
  %503 = load atomic i64, ptr %502 acquire, align 8
  %504 = icmp eq i64 %503, 4294967297
  %505 = trunc i64 %503 to i32
  br i1 %504, label %506, label %514

506:                                              ; preds = %501
  store i32 0, ptr %502, align 8, !tbaa !27
  %507 = getelementptr inbounds i8, ptr %499, i64 12
  store i32 0, ptr %507, align 4, !tbaa !30
  %508 = load ptr, ptr %499, align 8, !tbaa !31
  %509 = getelementptr inbounds i8, ptr %508, i64 16
  %510 = load ptr, ptr %509, align 8
  call void %510(ptr noundef nonnull align 8 dereferenceable(16) %499) #28
  %511 = load ptr, ptr %499, align 8, !tbaa !31
  %512 = getelementptr inbounds i8, ptr %511, i64 24
  %513 = load ptr, ptr %512, align 8
  call void %513(ptr noundef nonnull align 8 dereferenceable(16) %499) #28
  br label %525

514:                                              ; preds = %501
  %515 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %516 = icmp eq i8 %515, 0
  br i1 %516, label %519, label %517

517:                                              ; preds = %514
  %518 = add nsw i32 %505, -1
  store i32 %518, ptr %502, align 4, !tbaa !34
  br label %521

519:                                              ; preds = %514
  %520 = atomicrmw volatile add ptr %502, i32 -1 acq_rel, align 4
  br label %521

521:                                              ; preds = %519, %517
  %522 = phi i32 [ %505, %517 ], [ %520, %519 ]
  %523 = icmp eq i32 %522, 1
  br i1 %523, label %524, label %525, !prof !35

524:                                              ; preds = %521
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %499) #28
  br label %525

525:                                              ; preds = %524, %521, %506, %496
  %526 = getelementptr inbounds i8, ptr %497, i64 16
  %527 = icmp eq ptr %526, %494
  br i1 %527, label %528, label %496, !llvm.loop !36

528:                                              ; preds = %525
  %529 = load ptr, ptr %491, align 8, !tbaa !22
  br label %530

530:                                              ; preds = %528, %490
  %531 = phi ptr [ %529, %528 ], [ %492, %490 ]
  %532 = icmp eq ptr %531, null
  br i1 %532, label %539, label %533

533:                                              ; preds = %530
  %534 = getelementptr inbounds i8, ptr %44, i64 24
  %535 = load ptr, ptr %534, align 8, !tbaa !37
  %536 = ptrtoint ptr %535 to i64
  %537 = ptrtoint ptr %531 to i64
  %538 = sub i64 %536, %537
  call void @_ZdlPvm(ptr noundef nonnull %531, i64 noundef %538) #33
  br label %539

539:                                              ; preds = %530, %533
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %44) #28
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %43) #28
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %46) #28
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %47) #28
  store i64 64, ptr %47, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %48) #28
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %48, i8 0, i64 32, i1 false)
  store ptr @.str.1, ptr %49, align 8, !tbaa !38, !alias.scope !61
  %540 = getelementptr inbounds i8, ptr %49, i64 8
  store ptr @.str.2, ptr %540, align 8, !tbaa !43, !alias.scope !61
  %541 = getelementptr inbounds i8, ptr %49, i64 16
  store i64 51, ptr %541, align 8, !tbaa !44, !alias.scope !61
  %542 = getelementptr inbounds i8, ptr %49, i64 24
  store i64 28, ptr %542, align 8, !tbaa !45, !alias.scope !61
  invoke void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %46, ptr noundef nonnull %19, ptr noundef nonnull align 8 dereferenceable(8) %47, ptr noundef nonnull align 8 dereferenceable(32) %48, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %49)
          to label %543 unwind label %997

543:                                              ; preds = %539
  %544 = getelementptr inbounds i8, ptr %48, i64 8
  %545 = load ptr, ptr %544, align 8, !tbaa !22
  %546 = getelementptr inbounds i8, ptr %48, i64 16
  %547 = load ptr, ptr %546, align 8, !tbaa !24
  %548 = icmp eq ptr %545, %547
  br i1 %548, label %583, label %549

549:                                              ; preds = %543, %578
  %550 = phi ptr [ %579, %578 ], [ %545, %543 ]
  %551 = getelementptr inbounds i8, ptr %550, i64 8
  %552 = load ptr, ptr %551, align 8, !tbaa !25
  %553 = icmp eq ptr %552, null
  br i1 %553, label %578, label %554

554:                                              ; preds = %549
  %555 = getelementptr inbounds i8, ptr %552, i64 8
  %556 = load atomic i64, ptr %555 acquire, align 8
  %557 = icmp eq i64 %556, 4294967297
  %558 = trunc i64 %556 to i32
  br i1 %557, label %559, label %567

559:                                              ; preds = %554
  store i32 0, ptr %555, align 8, !tbaa !27
  %560 = getelementptr inbounds i8, ptr %552, i64 12
  store i32 0, ptr %560, align 4, !tbaa !30
  %561 = load ptr, ptr %552, align 8, !tbaa !31
  %562 = getelementptr inbounds i8, ptr %561, i64 16
  %563 = load ptr, ptr %562, align 8
  call void %563(ptr noundef nonnull align 8 dereferenceable(16) %552) #28
  %564 = load ptr, ptr %552, align 8, !tbaa !31
  %565 = getelementptr inbounds i8, ptr %564, i64 24
  %566 = load ptr, ptr %565, align 8
  call void %566(ptr noundef nonnull align 8 dereferenceable(16) %552) #28
  br label %578

567:                                              ; preds = %554
  %568 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %569 = icmp eq i8 %568, 0
  br i1 %569, label %572, label %570

570:                                              ; preds = %567
  %571 = add nsw i32 %558, -1
  store i32 %571, ptr %555, align 4, !tbaa !34
  br label %574

572:                                              ; preds = %567
  %573 = atomicrmw volatile add ptr %555, i32 -1 acq_rel, align 4
  br label %574

574:                                              ; preds = %572, %570
  %575 = phi i32 [ %558, %570 ], [ %573, %572 ]
  %576 = icmp eq i32 %575, 1
  br i1 %576, label %577, label %578, !prof !35

577:                                              ; preds = %574
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %552) #28
  br label %578

578:                                              ; preds = %577, %574, %559, %549
  %579 = getelementptr inbounds i8, ptr %550, i64 16
  %580 = icmp eq ptr %579, %547
  br i1 %580, label %581, label %549, !llvm.loop !36

581:                                              ; preds = %578
  %582 = load ptr, ptr %544, align 8, !tbaa !22
  br label %583

583:                                              ; preds = %581, %543
  %584 = phi ptr [ %582, %581 ], [ %545, %543 ]
  %585 = icmp eq ptr %584, null
  br i1 %585, label %592, label %586

586:                                              ; preds = %583
  %587 = getelementptr inbounds i8, ptr %48, i64 24
  %588 = load ptr, ptr %587, align 8, !tbaa !37
  %589 = ptrtoint ptr %588 to i64
  %590 = ptrtoint ptr %584 to i64
  %591 = sub i64 %589, %590
  call void @_ZdlPvm(ptr noundef nonnull %584, i64 noundef %591) #33
  br label %592

592:                                              ; preds = %583, %586
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %48) #28
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %47) #28
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %51) #28
  store ptr @.str.1, ptr %51, align 8, !tbaa !38, !alias.scope !64
  %593 = getelementptr inbounds i8, ptr %51, i64 8
  store ptr @.str.2, ptr %593, align 8, !tbaa !43, !alias.scope !64
  %594 = getelementptr inbounds i8, ptr %51, i64 16
  store i64 53, ptr %594, align 8, !tbaa !44, !alias.scope !64
  %595 = getelementptr inbounds i8, ptr %51, i64 24
  store i64 5, ptr %595, align 8, !tbaa !45, !alias.scope !64
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14), !noalias !67
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %12) #28, !noalias !70
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1) %12, ptr noundef nonnull align 8 dereferenceable(32) %51)
          to label %596 unwind label %999

596:                                              ; preds = %592
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %13) #28, !noalias !70
  invoke void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16) %13)
          to label %601 unwind label %597, !noalias !70

597:                                              ; preds = %596
  %598 = landingpad { ptr, i32 }
          cleanup
  br label %662

599:                                              ; preds = %601
  %600 = landingpad { ptr, i32 }
          cleanup
  br label %660

601:                                              ; preds = %596
  %602 = getelementptr inbounds i8, ptr %14, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %14, i8 0, i64 32, i1 false), !noalias !70
  %603 = invoke noalias noundef nonnull dereferenceable(40) ptr @_Znwm(i64 noundef 40) #30
          to label %604 unwind label %599, !noalias !70

604:                                              ; preds = %601
  %605 = getelementptr inbounds i8, ptr %14, i64 24
  store ptr %22, ptr %603, align 16, !noalias !67
  %606 = getelementptr inbounds i8, ptr %603, i64 8
  store ptr %26, ptr %606, align 8, !noalias !67
  %607 = getelementptr inbounds i8, ptr %603, i64 16
  store ptr %30, ptr %607, align 16, !noalias !67
  %608 = getelementptr inbounds i8, ptr %603, i64 24
  store ptr %16, ptr %608, align 8, !noalias !67
  %609 = getelementptr inbounds i8, ptr %603, i64 32
  store ptr %17, ptr %609, align 16, !noalias !67
  store ptr %603, ptr %14, align 8, !tbaa !11, !noalias !70
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E_E9_M_invokeERKSt9_Any_dataS3_, ptr %605, align 8, !tbaa !73, !noalias !70
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E_E10_M_managerERSt9_Any_dataRKS7_St18_Manager_operation, ptr %602, align 8, !tbaa !21, !noalias !70
  %610 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1) %12)
          to label %611 unwind label %651, !noalias !70

611:                                              ; preds = %604
  %612 = load i8, ptr %12, align 1, !tbaa !75, !range !78, !noalias !70, !noundef !79
  %613 = trunc nuw i8 %612 to i1
  %614 = xor i1 %613, true
  invoke void @_ZN4sycl3_V15queue22submit_with_event_implESt8functionIFvRNS0_7handlerEEERKNS0_6detail14SubmissionInfoERKNS7_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %50, ptr noundef nonnull align 8 dereferenceable(16) %20, ptr noundef nonnull %14, ptr noundef nonnull align 8 dereferenceable(16) %13, ptr noundef nonnull align 8 dereferenceable(32) %610, i1 noundef zeroext %614)
          to label %615 unwind label %651

615:                                              ; preds = %611
  %616 = load ptr, ptr %602, align 8, !tbaa !21, !noalias !70
  %617 = icmp eq ptr %616, null
  br i1 %617, label %623, label %618

618:                                              ; preds = %615
  %619 = invoke noundef zeroext i1 %616(ptr noundef nonnull align 8 dereferenceable(16) %14, ptr noundef nonnull align 8 dereferenceable(16) %14, i32 noundef 3)
          to label %623 unwind label %620

620:                                              ; preds = %618
  %621 = landingpad { ptr, i32 }
          catch ptr null
  %622 = extractvalue { ptr, i32 } %621, 0
  call void @__clang_call_terminate(ptr %622) #32
  unreachable

623:                                              ; preds = %618, %615
  %624 = getelementptr inbounds i8, ptr %13, i64 8
  %625 = load ptr, ptr %624, align 8, !tbaa !25, !noalias !70
  %626 = icmp eq ptr %625, null
  br i1 %626, label %664, label %627

627:                                              ; preds = %623
  %628 = getelementptr inbounds i8, ptr %625, i64 8
  %629 = load atomic i64, ptr %628 acquire, align 8
  %630 = icmp eq i64 %629, 4294967297
  %631 = trunc i64 %629 to i32
  br i1 %630, label %632, label %640

632:                                              ; preds = %627
  store i32 0, ptr %628, align 8, !tbaa !27
  %633 = getelementptr inbounds i8, ptr %625, i64 12
  store i32 0, ptr %633, align 4, !tbaa !30
  %634 = load ptr, ptr %625, align 8, !tbaa !31
  %635 = getelementptr inbounds i8, ptr %634, i64 16
  %636 = load ptr, ptr %635, align 8
  call void %636(ptr noundef nonnull align 8 dereferenceable(16) %625) #28
  %637 = load ptr, ptr %625, align 8, !tbaa !31
  %638 = getelementptr inbounds i8, ptr %637, i64 24
  %639 = load ptr, ptr %638, align 8
  call void %639(ptr noundef nonnull align 8 dereferenceable(16) %625) #28
  br label %664

640:                                              ; preds = %627
  %641 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !70
  %642 = icmp eq i8 %641, 0
  br i1 %642, label %645, label %643

643:                                              ; preds = %640
  %644 = add nsw i32 %631, -1
  store i32 %644, ptr %628, align 4, !tbaa !34
  br label %647

645:                                              ; preds = %640
  %646 = atomicrmw volatile add ptr %628, i32 -1 acq_rel, align 4
  br label %647

647:                                              ; preds = %645, %643
  %648 = phi i32 [ %631, %643 ], [ %646, %645 ]
  %649 = icmp eq i32 %648, 1
  br i1 %649, label %650, label %664, !prof !35

650:                                              ; preds = %647
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %625) #28
  br label %664

651:                                              ; preds = %611, %604
  %652 = landingpad { ptr, i32 }
          cleanup
  %653 = load ptr, ptr %602, align 8, !tbaa !21, !noalias !70
  %654 = icmp eq ptr %653, null
  br i1 %654, label %660, label %655

655:                                              ; preds = %651
  %656 = invoke noundef zeroext i1 %653(ptr noundef nonnull align 8 dereferenceable(16) %14, ptr noundef nonnull align 8 dereferenceable(16) %14, i32 noundef 3)
          to label %660 unwind label %657

657:                                              ; preds = %655
  %658 = landingpad { ptr, i32 }
          catch ptr null
  %659 = extractvalue { ptr, i32 } %658, 0
  call void @__clang_call_terminate(ptr %659) #32
  unreachable

660:                                              ; preds = %655, %651, %599
  %661 = phi { ptr, i32 } [ %600, %599 ], [ %652, %651 ], [ %652, %655 ]
  call void @_ZN4sycl3_V16detail14SubmissionInfoD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %13) #28
  br label %662

662:                                              ; preds = %660, %597
  %663 = phi { ptr, i32 } [ %661, %660 ], [ %598, %597 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %13) #28, !noalias !70
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %12) #28
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %12) #28, !noalias !70
  br label %1001

664:                                              ; preds = %650, %647, %632, %623
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %13) #28, !noalias !70
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %12) #28
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %12) #28, !noalias !70
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14), !noalias !67
  %665 = getelementptr inbounds i8, ptr %50, i64 8
  %666 = load ptr, ptr %665, align 8, !tbaa !25
  %667 = icmp eq ptr %666, null
  br i1 %667, label %692, label %668

668:                                              ; preds = %664
  %669 = getelementptr inbounds i8, ptr %666, i64 8
  %670 = load atomic i64, ptr %669 acquire, align 8
  %671 = icmp eq i64 %670, 4294967297
  %672 = trunc i64 %670 to i32
  br i1 %671, label %673, label %681

673:                                              ; preds = %668
  store i32 0, ptr %669, align 8, !tbaa !27
  %674 = getelementptr inbounds i8, ptr %666, i64 12
  store i32 0, ptr %674, align 4, !tbaa !30
  %675 = load ptr, ptr %666, align 8, !tbaa !31
  %676 = getelementptr inbounds i8, ptr %675, i64 16
  %677 = load ptr, ptr %676, align 8
  call void %677(ptr noundef nonnull align 8 dereferenceable(16) %666) #28
  %678 = load ptr, ptr %666, align 8, !tbaa !31
  %679 = getelementptr inbounds i8, ptr %678, i64 24
  %680 = load ptr, ptr %679, align 8
  call void %680(ptr noundef nonnull align 8 dereferenceable(16) %666) #28
  br label %692

681:                                              ; preds = %668
  %682 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %683 = icmp eq i8 %682, 0
  br i1 %683, label %686, label %684

684:                                              ; preds = %681
  %685 = add nsw i32 %672, -1
  store i32 %685, ptr %669, align 4, !tbaa !34
  br label %688

686:                                              ; preds = %681
  %687 = atomicrmw volatile add ptr %669, i32 -1 acq_rel, align 4
  br label %688

688:                                              ; preds = %686, %684
  %689 = phi i32 [ %672, %684 ], [ %687, %686 ]
  %690 = icmp eq i32 %689, 1
  br i1 %690, label %691, label %692, !prof !35

691:                                              ; preds = %688
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %666) #28
  br label %692

692:                                              ; preds = %664, %673, %688, %691
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %51) #28
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %53) #28
  store ptr @.str.1, ptr %53, align 8, !tbaa !38, !alias.scope !80
  %693 = getelementptr inbounds i8, ptr %53, i64 8
  store ptr @.str.2, ptr %693, align 8, !tbaa !43, !alias.scope !80
  %694 = getelementptr inbounds i8, ptr %53, i64 16
  store i64 59, ptr %694, align 8, !tbaa !44, !alias.scope !80
  %695 = getelementptr inbounds i8, ptr %53, i64 24
  store i64 5, ptr %695, align 8, !tbaa !45, !alias.scope !80
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11), !noalias !83
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %9) #28, !noalias !86
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1) %9, ptr noundef nonnull align 8 dereferenceable(32) %53)
          to label %696 unwind label %1003

696:                                              ; preds = %692
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %10) #28, !noalias !86
  invoke void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16) %10)
          to label %701 unwind label %697, !noalias !86

697:                                              ; preds = %696
  %698 = landingpad { ptr, i32 }
          cleanup
  br label %761

699:                                              ; preds = %701
  %700 = landingpad { ptr, i32 }
          cleanup
  br label %759

701:                                              ; preds = %696
  %702 = getelementptr inbounds i8, ptr %11, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %11, i8 0, i64 32, i1 false), !noalias !86
  %703 = invoke noalias noundef nonnull dereferenceable(32) ptr @_Znwm(i64 noundef 32) #30
          to label %704 unwind label %699, !noalias !86

704:                                              ; preds = %701
  %705 = getelementptr inbounds i8, ptr %11, i64 24
  store ptr %30, ptr %703, align 16, !noalias !83
  %706 = getelementptr inbounds i8, ptr %703, i64 8
  store ptr %34, ptr %706, align 8, !noalias !83
  %707 = getelementptr inbounds i8, ptr %703, i64 16
  store ptr %38, ptr %707, align 16, !noalias !83
  %708 = getelementptr inbounds i8, ptr %703, i64 24
  store ptr %16, ptr %708, align 8, !noalias !83
  store ptr %703, ptr %11, align 8, !tbaa !11, !noalias !86
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E0_E9_M_invokeERKSt9_Any_dataS3_, ptr %705, align 8, !tbaa !73, !noalias !86
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E0_E10_M_managerERSt9_Any_dataRKS7_St18_Manager_operation, ptr %702, align 8, !tbaa !21, !noalias !86
  %709 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1) %9)
          to label %710 unwind label %750, !noalias !86

710:                                              ; preds = %704
  %711 = load i8, ptr %9, align 1, !tbaa !75, !range !78, !noalias !86, !noundef !79
  %712 = trunc nuw i8 %711 to i1
  %713 = xor i1 %712, true
  invoke void @_ZN4sycl3_V15queue22submit_with_event_implESt8functionIFvRNS0_7handlerEEERKNS0_6detail14SubmissionInfoERKNS7_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %52, ptr noundef nonnull align 8 dereferenceable(16) %20, ptr noundef nonnull %11, ptr noundef nonnull align 8 dereferenceable(16) %10, ptr noundef nonnull align 8 dereferenceable(32) %709, i1 noundef zeroext %713)
          to label %714 unwind label %750

714:                                              ; preds = %710
  %715 = load ptr, ptr %702, align 8, !tbaa !21, !noalias !86
  %716 = icmp eq ptr %715, null
  br i1 %716, label %722, label %717

717:                                              ; preds = %714
  %718 = invoke noundef zeroext i1 %715(ptr noundef nonnull align 8 dereferenceable(16) %11, ptr noundef nonnull align 8 dereferenceable(16) %11, i32 noundef 3)
          to label %722 unwind label %719

719:                                              ; preds = %717
  %720 = landingpad { ptr, i32 }
          catch ptr null
  %721 = extractvalue { ptr, i32 } %720, 0
  call void @__clang_call_terminate(ptr %721) #32
  unreachable

722:                                              ; preds = %717, %714
  %723 = getelementptr inbounds i8, ptr %10, i64 8
  %724 = load ptr, ptr %723, align 8, !tbaa !25, !noalias !86
  %725 = icmp eq ptr %724, null
  br i1 %725, label %763, label %726

726:                                              ; preds = %722
  %727 = getelementptr inbounds i8, ptr %724, i64 8
  %728 = load atomic i64, ptr %727 acquire, align 8
  %729 = icmp eq i64 %728, 4294967297
  %730 = trunc i64 %728 to i32
  br i1 %729, label %731, label %739

731:                                              ; preds = %726
  store i32 0, ptr %727, align 8, !tbaa !27
  %732 = getelementptr inbounds i8, ptr %724, i64 12
  store i32 0, ptr %732, align 4, !tbaa !30
  %733 = load ptr, ptr %724, align 8, !tbaa !31
  %734 = getelementptr inbounds i8, ptr %733, i64 16
  %735 = load ptr, ptr %734, align 8
  call void %735(ptr noundef nonnull align 8 dereferenceable(16) %724) #28
  %736 = load ptr, ptr %724, align 8, !tbaa !31
  %737 = getelementptr inbounds i8, ptr %736, i64 24
  %738 = load ptr, ptr %737, align 8
  call void %738(ptr noundef nonnull align 8 dereferenceable(16) %724) #28
  br label %763

739:                                              ; preds = %726
  %740 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !86
  %741 = icmp eq i8 %740, 0
  br i1 %741, label %744, label %742

742:                                              ; preds = %739
  %743 = add nsw i32 %730, -1
  store i32 %743, ptr %727, align 4, !tbaa !34
  br label %746

744:                                              ; preds = %739
  %745 = atomicrmw volatile add ptr %727, i32 -1 acq_rel, align 4
  br label %746

746:                                              ; preds = %744, %742
  %747 = phi i32 [ %730, %742 ], [ %745, %744 ]
  %748 = icmp eq i32 %747, 1
  br i1 %748, label %749, label %763, !prof !35

749:                                              ; preds = %746
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %724) #28
  br label %763

750:                                              ; preds = %710, %704
  %751 = landingpad { ptr, i32 }
          cleanup
  %752 = load ptr, ptr %702, align 8, !tbaa !21, !noalias !86
  %753 = icmp eq ptr %752, null
  br i1 %753, label %759, label %754

754:                                              ; preds = %750
  %755 = invoke noundef zeroext i1 %752(ptr noundef nonnull align 8 dereferenceable(16) %11, ptr noundef nonnull align 8 dereferenceable(16) %11, i32 noundef 3)
          to label %759 unwind label %756

756:                                              ; preds = %754
  %757 = landingpad { ptr, i32 }
          catch ptr null
  %758 = extractvalue { ptr, i32 } %757, 0
  call void @__clang_call_terminate(ptr %758) #32
  unreachable

759:                                              ; preds = %754, %750, %699
  %760 = phi { ptr, i32 } [ %700, %699 ], [ %751, %750 ], [ %751, %754 ]
  call void @_ZN4sycl3_V16detail14SubmissionInfoD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %10) #28
  br label %761

761:                                              ; preds = %759, %697
  %762 = phi { ptr, i32 } [ %760, %759 ], [ %698, %697 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10) #28, !noalias !86
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %9) #28
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %9) #28, !noalias !86
  br label %1005

763:                                              ; preds = %749, %746, %731, %722
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10) #28, !noalias !86
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %9) #28
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %9) #28, !noalias !86
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11), !noalias !83
  %764 = getelementptr inbounds i8, ptr %52, i64 8
  %765 = load ptr, ptr %764, align 8, !tbaa !25
  %766 = icmp eq ptr %765, null
  br i1 %766, label %791, label %767

767:                                              ; preds = %763
  %768 = getelementptr inbounds i8, ptr %765, i64 8
  %769 = load atomic i64, ptr %768 acquire, align 8
  %770 = icmp eq i64 %769, 4294967297
  %771 = trunc i64 %769 to i32
  br i1 %770, label %772, label %780

772:                                              ; preds = %767
  store i32 0, ptr %768, align 8, !tbaa !27
  %773 = getelementptr inbounds i8, ptr %765, i64 12
  store i32 0, ptr %773, align 4, !tbaa !30
  %774 = load ptr, ptr %765, align 8, !tbaa !31
  %775 = getelementptr inbounds i8, ptr %774, i64 16
  %776 = load ptr, ptr %775, align 8
  call void %776(ptr noundef nonnull align 8 dereferenceable(16) %765) #28
  %777 = load ptr, ptr %765, align 8, !tbaa !31
  %778 = getelementptr inbounds i8, ptr %777, i64 24
  %779 = load ptr, ptr %778, align 8
  call void %779(ptr noundef nonnull align 8 dereferenceable(16) %765) #28
  br label %791

780:                                              ; preds = %767
  %781 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %782 = icmp eq i8 %781, 0
  br i1 %782, label %785, label %783

783:                                              ; preds = %780
  %784 = add nsw i32 %771, -1
  store i32 %784, ptr %768, align 4, !tbaa !34
  br label %787

785:                                              ; preds = %780
  %786 = atomicrmw volatile add ptr %768, i32 -1 acq_rel, align 4
  br label %787

787:                                              ; preds = %785, %783
  %788 = phi i32 [ %771, %783 ], [ %786, %785 ]
  %789 = icmp eq i32 %788, 1
  br i1 %789, label %790, label %791, !prof !35

790:                                              ; preds = %787
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %765) #28
  br label %791

791:                                              ; preds = %763, %772, %787, %790
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %53) #28
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %55) #28
  store ptr @.str.1, ptr %55, align 8, !tbaa !38, !alias.scope !89
  %792 = getelementptr inbounds i8, ptr %55, i64 8
  store ptr @.str.2, ptr %792, align 8, !tbaa !43, !alias.scope !89
  %793 = getelementptr inbounds i8, ptr %55, i64 16
  store i64 65, ptr %793, align 8, !tbaa !44, !alias.scope !89
  %794 = getelementptr inbounds i8, ptr %55, i64 24
  store i64 5, ptr %794, align 8, !tbaa !45, !alias.scope !89
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8), !noalias !92
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %6) #28, !noalias !95
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1) %6, ptr noundef nonnull align 8 dereferenceable(32) %55)
          to label %795 unwind label %1007

795:                                              ; preds = %791
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #28, !noalias !95
  invoke void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16) %7)
          to label %800 unwind label %796, !noalias !95

796:                                              ; preds = %795
  %797 = landingpad { ptr, i32 }
          cleanup
  br label %860

798:                                              ; preds = %800
  %799 = landingpad { ptr, i32 }
          cleanup
  br label %858

800:                                              ; preds = %795
  %801 = getelementptr inbounds i8, ptr %8, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %8, i8 0, i64 32, i1 false), !noalias !95
  %802 = invoke noalias noundef nonnull dereferenceable(32) ptr @_Znwm(i64 noundef 32) #30
          to label %803 unwind label %798, !noalias !95

803:                                              ; preds = %800
  %804 = getelementptr inbounds i8, ptr %8, i64 24
  store ptr %46, ptr %802, align 16, !noalias !92
  %805 = getelementptr inbounds i8, ptr %802, i64 8
  store ptr %22, ptr %805, align 8, !noalias !92
  %806 = getelementptr inbounds i8, ptr %802, i64 16
  store ptr %42, ptr %806, align 16, !noalias !92
  %807 = getelementptr inbounds i8, ptr %802, i64 24
  store ptr %16, ptr %807, align 8, !noalias !92
  store ptr %802, ptr %8, align 8, !tbaa !11, !noalias !95
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E1_E9_M_invokeERKSt9_Any_dataS3_, ptr %804, align 8, !tbaa !73, !noalias !95
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E1_E10_M_managerERSt9_Any_dataRKS7_St18_Manager_operation, ptr %801, align 8, !tbaa !21, !noalias !95
  %808 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1) %6)
          to label %809 unwind label %849, !noalias !95

809:                                              ; preds = %803
  %810 = load i8, ptr %6, align 1, !tbaa !75, !range !78, !noalias !95, !noundef !79
  %811 = trunc nuw i8 %810 to i1
  %812 = xor i1 %811, true
  invoke void @_ZN4sycl3_V15queue22submit_with_event_implESt8functionIFvRNS0_7handlerEEERKNS0_6detail14SubmissionInfoERKNS7_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %54, ptr noundef nonnull align 8 dereferenceable(16) %20, ptr noundef nonnull %8, ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef nonnull align 8 dereferenceable(32) %808, i1 noundef zeroext %812)
          to label %813 unwind label %849

813:                                              ; preds = %809
  %814 = load ptr, ptr %801, align 8, !tbaa !21, !noalias !95
  %815 = icmp eq ptr %814, null
  br i1 %815, label %821, label %816

816:                                              ; preds = %813
  %817 = invoke noundef zeroext i1 %814(ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull align 8 dereferenceable(16) %8, i32 noundef 3)
          to label %821 unwind label %818

818:                                              ; preds = %816
  %819 = landingpad { ptr, i32 }
          catch ptr null
  %820 = extractvalue { ptr, i32 } %819, 0
  call void @__clang_call_terminate(ptr %820) #32
  unreachable

821:                                              ; preds = %816, %813
  %822 = getelementptr inbounds i8, ptr %7, i64 8
  %823 = load ptr, ptr %822, align 8, !tbaa !25, !noalias !95
  %824 = icmp eq ptr %823, null
  br i1 %824, label %862, label %825

825:                                              ; preds = %821
  %826 = getelementptr inbounds i8, ptr %823, i64 8
  %827 = load atomic i64, ptr %826 acquire, align 8
  %828 = icmp eq i64 %827, 4294967297
  %829 = trunc i64 %827 to i32
  br i1 %828, label %830, label %838

830:                                              ; preds = %825
  store i32 0, ptr %826, align 8, !tbaa !27
  %831 = getelementptr inbounds i8, ptr %823, i64 12
  store i32 0, ptr %831, align 4, !tbaa !30
  %832 = load ptr, ptr %823, align 8, !tbaa !31
  %833 = getelementptr inbounds i8, ptr %832, i64 16
  %834 = load ptr, ptr %833, align 8
  call void %834(ptr noundef nonnull align 8 dereferenceable(16) %823) #28
  %835 = load ptr, ptr %823, align 8, !tbaa !31
  %836 = getelementptr inbounds i8, ptr %835, i64 24
  %837 = load ptr, ptr %836, align 8
  call void %837(ptr noundef nonnull align 8 dereferenceable(16) %823) #28
  br label %862

838:                                              ; preds = %825
  %839 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !95
  %840 = icmp eq i8 %839, 0
  br i1 %840, label %843, label %841

841:                                              ; preds = %838
  %842 = add nsw i32 %829, -1
  store i32 %842, ptr %826, align 4, !tbaa !34
  br label %845

843:                                              ; preds = %838
  %844 = atomicrmw volatile add ptr %826, i32 -1 acq_rel, align 4
  br label %845

845:                                              ; preds = %843, %841
  %846 = phi i32 [ %829, %841 ], [ %844, %843 ]
  %847 = icmp eq i32 %846, 1
  br i1 %847, label %848, label %862, !prof !35

848:                                              ; preds = %845
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %823) #28
  br label %862

849:                                              ; preds = %809, %803
  %850 = landingpad { ptr, i32 }
          cleanup
  %851 = load ptr, ptr %801, align 8, !tbaa !21, !noalias !95
  %852 = icmp eq ptr %851, null
  br i1 %852, label %858, label %853

853:                                              ; preds = %849
  %854 = invoke noundef zeroext i1 %851(ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull align 8 dereferenceable(16) %8, i32 noundef 3)
          to label %858 unwind label %855

855:                                              ; preds = %853
  %856 = landingpad { ptr, i32 }
          catch ptr null
  %857 = extractvalue { ptr, i32 } %856, 0
  call void @__clang_call_terminate(ptr %857) #32
  unreachable

858:                                              ; preds = %853, %849, %798
  %859 = phi { ptr, i32 } [ %799, %798 ], [ %850, %849 ], [ %850, %853 ]
  call void @_ZN4sycl3_V16detail14SubmissionInfoD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %7) #28
  br label %860

860:                                              ; preds = %858, %796
  %861 = phi { ptr, i32 } [ %859, %858 ], [ %797, %796 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #28, !noalias !95
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %6) #28
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %6) #28, !noalias !95
  br label %1009

862:                                              ; preds = %848, %845, %830, %821
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #28, !noalias !95
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %6) #28
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %6) #28, !noalias !95
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8), !noalias !92
  %863 = getelementptr inbounds i8, ptr %54, i64 8
  %864 = load ptr, ptr %863, align 8, !tbaa !25
  %865 = icmp eq ptr %864, null
  br i1 %865, label %890, label %866

866:                                              ; preds = %862
  %867 = getelementptr inbounds i8, ptr %864, i64 8
  %868 = load atomic i64, ptr %867 acquire, align 8
  %869 = icmp eq i64 %868, 4294967297
  %870 = trunc i64 %868 to i32
  br i1 %869, label %871, label %879

871:                                              ; preds = %866
  store i32 0, ptr %867, align 8, !tbaa !27
  %872 = getelementptr inbounds i8, ptr %864, i64 12
  store i32 0, ptr %872, align 4, !tbaa !30
  %873 = load ptr, ptr %864, align 8, !tbaa !31
  %874 = getelementptr inbounds i8, ptr %873, i64 16
  %875 = load ptr, ptr %874, align 8
  call void %875(ptr noundef nonnull align 8 dereferenceable(16) %864) #28
  %876 = load ptr, ptr %864, align 8, !tbaa !31
  %877 = getelementptr inbounds i8, ptr %876, i64 24
  %878 = load ptr, ptr %877, align 8
  call void %878(ptr noundef nonnull align 8 dereferenceable(16) %864) #28
  br label %890

879:                                              ; preds = %866
  %880 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %881 = icmp eq i8 %880, 0
  br i1 %881, label %884, label %882

882:                                              ; preds = %879
  %883 = add nsw i32 %870, -1
  store i32 %883, ptr %867, align 4, !tbaa !34
  br label %886

884:                                              ; preds = %879
  %885 = atomicrmw volatile add ptr %867, i32 -1 acq_rel, align 4
  br label %886

886:                                              ; preds = %884, %882
  %887 = phi i32 [ %870, %882 ], [ %885, %884 ]
  %888 = icmp eq i32 %887, 1
  br i1 %888, label %889, label %890, !prof !35

889:                                              ; preds = %886
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %864) #28
  br label %890

890:                                              ; preds = %862, %871, %886, %889
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %55) #28
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %57) #28
  store ptr @.str.1, ptr %57, align 8, !tbaa !38, !alias.scope !98
  %891 = getelementptr inbounds i8, ptr %57, i64 8
  store ptr @.str.2, ptr %891, align 8, !tbaa !43, !alias.scope !98
  %892 = getelementptr inbounds i8, ptr %57, i64 16
  store i64 75, ptr %892, align 8, !tbaa !44, !alias.scope !98
  %893 = getelementptr inbounds i8, ptr %57, i64 24
  store i64 5, ptr %893, align 8, !tbaa !45, !alias.scope !98
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5), !noalias !101
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %3) #28, !noalias !104
  invoke void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1) %3, ptr noundef nonnull align 8 dereferenceable(32) %57)
          to label %894 unwind label %1011

894:                                              ; preds = %890
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #28, !noalias !104
  invoke void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16) %4)
          to label %897 unwind label %895, !noalias !104

895:                                              ; preds = %894
  %896 = landingpad { ptr, i32 }
          cleanup
  br label %952

897:                                              ; preds = %894
  %898 = getelementptr inbounds i8, ptr %5, i64 16
  %899 = getelementptr inbounds i8, ptr %5, i64 24
  store ptr %26, ptr %5, align 8, !tbaa !11, !noalias !104
  %900 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr %16, ptr %900, align 8, !tbaa !11, !noalias !104
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E2_E9_M_invokeERKSt9_Any_dataS3_, ptr %899, align 8, !tbaa !73, !noalias !104
  store ptr @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E2_E10_M_managerERSt9_Any_dataRKS7_St18_Manager_operation, ptr %898, align 8, !tbaa !21, !noalias !104
  %901 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1) %3)
          to label %902 unwind label %942, !noalias !104

902:                                              ; preds = %897
  %903 = load i8, ptr %3, align 1, !tbaa !75, !range !78, !noalias !104, !noundef !79
  %904 = trunc nuw i8 %903 to i1
  %905 = xor i1 %904, true
  invoke void @_ZN4sycl3_V15queue22submit_with_event_implESt8functionIFvRNS0_7handlerEEERKNS0_6detail14SubmissionInfoERKNS7_13code_locationEb(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %56, ptr noundef nonnull align 8 dereferenceable(16) %20, ptr noundef nonnull %5, ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull align 8 dereferenceable(32) %901, i1 noundef zeroext %905)
          to label %906 unwind label %942

906:                                              ; preds = %902
  %907 = load ptr, ptr %898, align 8, !tbaa !21, !noalias !104
  %908 = icmp eq ptr %907, null
  br i1 %908, label %914, label %909

909:                                              ; preds = %906
  %910 = invoke noundef zeroext i1 %907(ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(16) %5, i32 noundef 3)
          to label %914 unwind label %911

911:                                              ; preds = %909
  %912 = landingpad { ptr, i32 }
          catch ptr null
  %913 = extractvalue { ptr, i32 } %912, 0
  call void @__clang_call_terminate(ptr %913) #32
  unreachable

914:                                              ; preds = %909, %906
  %915 = getelementptr inbounds i8, ptr %4, i64 8
  %916 = load ptr, ptr %915, align 8, !tbaa !25, !noalias !104
  %917 = icmp eq ptr %916, null
  br i1 %917, label %954, label %918

918:                                              ; preds = %914
  %919 = getelementptr inbounds i8, ptr %916, i64 8
  %920 = load atomic i64, ptr %919 acquire, align 8
  %921 = icmp eq i64 %920, 4294967297
  %922 = trunc i64 %920 to i32
  br i1 %921, label %923, label %931

923:                                              ; preds = %918
  store i32 0, ptr %919, align 8, !tbaa !27
  %924 = getelementptr inbounds i8, ptr %916, i64 12
  store i32 0, ptr %924, align 4, !tbaa !30
  %925 = load ptr, ptr %916, align 8, !tbaa !31
  %926 = getelementptr inbounds i8, ptr %925, i64 16
  %927 = load ptr, ptr %926, align 8
  call void %927(ptr noundef nonnull align 8 dereferenceable(16) %916) #28
  %928 = load ptr, ptr %916, align 8, !tbaa !31
  %929 = getelementptr inbounds i8, ptr %928, i64 24
  %930 = load ptr, ptr %929, align 8
  call void %930(ptr noundef nonnull align 8 dereferenceable(16) %916) #28
  br label %954

931:                                              ; preds = %918
  %932 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !104
  %933 = icmp eq i8 %932, 0
  br i1 %933, label %936, label %934

934:                                              ; preds = %931
  %935 = add nsw i32 %922, -1
  store i32 %935, ptr %919, align 4, !tbaa !34
  br label %938

936:                                              ; preds = %931
  %937 = atomicrmw volatile add ptr %919, i32 -1 acq_rel, align 4
  br label %938

938:                                              ; preds = %936, %934
  %939 = phi i32 [ %922, %934 ], [ %937, %936 ]
  %940 = icmp eq i32 %939, 1
  br i1 %940, label %941, label %954, !prof !35

941:                                              ; preds = %938
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %916) #28
  br label %954

942:                                              ; preds = %902, %897
  %943 = landingpad { ptr, i32 }
          cleanup
  %944 = load ptr, ptr %898, align 8, !tbaa !21, !noalias !104
  %945 = icmp eq ptr %944, null
  br i1 %945, label %951, label %946

946:                                              ; preds = %942
  %947 = invoke noundef zeroext i1 %944(ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(16) %5, i32 noundef 3)
          to label %951 unwind label %948

948:                                              ; preds = %946
  %949 = landingpad { ptr, i32 }
          catch ptr null
  %950 = extractvalue { ptr, i32 } %949, 0
  call void @__clang_call_terminate(ptr %950) #32
  unreachable

951:                                              ; preds = %946, %942
  call void @_ZN4sycl3_V16detail14SubmissionInfoD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %4) #28
  br label %952

952:                                              ; preds = %951, %895
  %953 = phi { ptr, i32 } [ %943, %951 ], [ %896, %895 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #28, !noalias !104
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %3) #28
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %3) #28, !noalias !104
  br label %1013

954:                                              ; preds = %941, %938, %923, %914
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #28, !noalias !104
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %3) #28
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %3) #28, !noalias !104
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5), !noalias !101
  %955 = getelementptr inbounds i8, ptr %56, i64 8
  %956 = load ptr, ptr %955, align 8, !tbaa !25
  %957 = icmp eq ptr %956, null
  br i1 %957, label %982, label %958

958:                                              ; preds = %954
  %959 = getelementptr inbounds i8, ptr %956, i64 8
  %960 = load atomic i64, ptr %959 acquire, align 8
  %961 = icmp eq i64 %960, 4294967297
  %962 = trunc i64 %960 to i32
  br i1 %961, label %963, label %971

963:                                              ; preds = %958
  store i32 0, ptr %959, align 8, !tbaa !27
  %964 = getelementptr inbounds i8, ptr %956, i64 12
  store i32 0, ptr %964, align 4, !tbaa !30
  %965 = load ptr, ptr %956, align 8, !tbaa !31
  %966 = getelementptr inbounds i8, ptr %965, i64 16
  %967 = load ptr, ptr %966, align 8
  call void %967(ptr noundef nonnull align 8 dereferenceable(16) %956) #28
  %968 = load ptr, ptr %956, align 8, !tbaa !31
  %969 = getelementptr inbounds i8, ptr %968, i64 24
  %970 = load ptr, ptr %969, align 8
  call void %970(ptr noundef nonnull align 8 dereferenceable(16) %956) #28
  br label %982

971:                                              ; preds = %958
  %972 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %973 = icmp eq i8 %972, 0
  br i1 %973, label %976, label %974

974:                                              ; preds = %971
  %975 = add nsw i32 %962, -1
  store i32 %975, ptr %959, align 4, !tbaa !34
  br label %978

976:                                              ; preds = %971
  %977 = atomicrmw volatile add ptr %959, i32 -1 acq_rel, align 4
  br label %978

978:                                              ; preds = %976, %974
  %979 = phi i32 [ %962, %974 ], [ %977, %976 ]
  %980 = icmp eq i32 %979, 1
  br i1 %980, label %981, label %982, !prof !35

981:                                              ; preds = %978
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %956) #28
  br label %982

982:                                              ; preds = %954, %963, %978, %981
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %57) #28
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %46) #28
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %46) #28
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %42) #28
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %42) #28
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %38) #28
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %38) #28
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %34) #28
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %34) #28
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %30) #28
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %30) #28
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %26) #28
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %26) #28
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %22) #28
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %22) #28
  %983 = load i64, ptr %16, align 8, !tbaa !5
  %984 = icmp eq i64 %983, 0
  br i1 %984, label %1062, label %1031

985:                                              ; preds = %216
  %986 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %24) #28
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24) #28
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23) #28
  br label %1029

987:                                              ; preds = %270
  %988 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %28) #28
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %28) #28
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27) #28
  br label %1027

989:                                              ; preds = %324
  %990 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %32) #28
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %32) #28
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %31) #28
  br label %1025

991:                                              ; preds = %378
  %992 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %36) #28
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %36) #28
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35) #28
  br label %1023

993:                                              ; preds = %432
  %994 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %40) #28
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %40) #28
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %39) #28
  br label %1021

995:                                              ; preds = %486
  %996 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %44) #28
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %44) #28
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %43) #28
  br label %1019

997:                                              ; preds = %539
  %998 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %48) #28
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %48) #28
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %47) #28
  br label %1017

999:                                              ; preds = %592
  %1000 = landingpad { ptr, i32 }
          cleanup
  br label %1001

1001:                                             ; preds = %662, %999
  %1002 = phi { ptr, i32 } [ %1000, %999 ], [ %663, %662 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %51) #28
  br label %1015

1003:                                             ; preds = %692
  %1004 = landingpad { ptr, i32 }
          cleanup
  br label %1005

1005:                                             ; preds = %761, %1003
  %1006 = phi { ptr, i32 } [ %1004, %1003 ], [ %762, %761 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %53) #28
  br label %1015

1007:                                             ; preds = %791
  %1008 = landingpad { ptr, i32 }
          cleanup
  br label %1009

1009:                                             ; preds = %860, %1007
  %1010 = phi { ptr, i32 } [ %1008, %1007 ], [ %861, %860 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %55) #28
  br label %1015

1011:                                             ; preds = %890
  %1012 = landingpad { ptr, i32 }
          cleanup
  br label %1013

1013:                                             ; preds = %952, %1011
  %1014 = phi { ptr, i32 } [ %1012, %1011 ], [ %953, %952 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %57) #28
  br label %1015

1015:                                             ; preds = %1013, %1009, %1005, %1001
  %1016 = phi { ptr, i32 } [ %1014, %1013 ], [ %1010, %1009 ], [ %1006, %1005 ], [ %1002, %1001 ]
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %46) #28
  br label %1017

1017:                                             ; preds = %1015, %997
  %1018 = phi { ptr, i32 } [ %1016, %1015 ], [ %998, %997 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %46) #28
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %42) #28
  br label %1019

1019:                                             ; preds = %1017, %995
  %1020 = phi { ptr, i32 } [ %1018, %1017 ], [ %996, %995 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %42) #28
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %38) #28
  br label %1021

1021:                                             ; preds = %1019, %993
  %1022 = phi { ptr, i32 } [ %1020, %1019 ], [ %994, %993 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %38) #28
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %34) #28
  br label %1023

1023:                                             ; preds = %1021, %991
  %1024 = phi { ptr, i32 } [ %1022, %1021 ], [ %992, %991 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %34) #28
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %30) #28
  br label %1025

1025:                                             ; preds = %1023, %989
  %1026 = phi { ptr, i32 } [ %1024, %1023 ], [ %990, %989 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %30) #28
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %26) #28
  br label %1027

1027:                                             ; preds = %1025, %987
  %1028 = phi { ptr, i32 } [ %1026, %1025 ], [ %988, %987 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %26) #28
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %22) #28
  br label %1029

1029:                                             ; preds = %1027, %985
  %1030 = phi { ptr, i32 } [ %1028, %1027 ], [ %986, %985 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %22) #28
  call void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %20) #28
  br label %1127

1031:                                             ; preds = %982, %1031
  %1032 = phi i64 [ %1060, %1031 ], [ 0, %982 ]
  %1033 = phi i32 [ %1059, %1031 ], [ 0, %982 ]
  %1034 = urem i64 %1032, 17
  %1035 = uitofp nneg i64 %1034 to float
  %1036 = urem i64 %1032, 5
  %1037 = uitofp nneg i64 %1036 to float
  %1038 = call float @llvm.fmuladd.f32(float %1035, float 2.500000e+00, float %1037)
  %1039 = getelementptr inbounds float, ptr %98, i64 %1032
  %1040 = load float, ptr %1039, align 4, !tbaa !9
  %1041 = fcmp une float %1040, %1038
  %1042 = zext i1 %1041 to i32
  %1043 = add nsw i32 %1033, %1042
  %1044 = getelementptr inbounds float, ptr %102, i64 %1032
  %1045 = load float, ptr %1044, align 4, !tbaa !9
  %1046 = urem i64 %1032, 3
  %1047 = add nuw nsw i64 %1046, 1
  %1048 = uitofp nneg i64 %1047 to float
  %1049 = fmul float %1038, %1048
  %1050 = fcmp une float %1045, %1049
  %1051 = zext i1 %1050 to i32
  %1052 = add nsw i32 %1043, %1051
  %1053 = getelementptr inbounds float, ptr %92, i64 %1032
  %1054 = load float, ptr %1053, align 4, !tbaa !9
  %1055 = add nuw nsw i64 %1036, 1
  %1056 = uitofp nneg i64 %1055 to float
  %1057 = fcmp une float %1054, %1056
  %1058 = zext i1 %1057 to i32
  %1059 = add nsw i32 %1052, %1058
  %1060 = add nuw i64 %1032, 1
  %1061 = icmp eq i64 %1060, %983
  br i1 %1061, label %1062, label %1031, !llvm.loop !107

1062:                                             ; preds = %1031, %982
  %1063 = phi i32 [ 0, %982 ], [ %1059, %1031 ]
  br label %1064

1064:                                             ; preds = %1062, %1101
  %1065 = phi i64 [ %1117, %1101 ], [ 0, %1062 ]
  %1066 = phi i32 [ %1116, %1101 ], [ %1063, %1062 ]
  %1067 = icmp ult i64 %1065, %983
  br i1 %1067, label %1119, label %1101

1068:                                             ; preds = %1101
  call void @free(ptr noundef %102) #28
  %1069 = icmp ne i32 %1116, 0
  %1070 = select i1 %1069, ptr @.str.3, ptr @.str.4
  %1071 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) %1070, i32 noundef %1116)
  %1072 = zext i1 %1069 to i32
  %1073 = getelementptr inbounds i8, ptr %20, i64 8
  %1074 = load ptr, ptr %1073, align 8, !tbaa !25
  %1075 = icmp eq ptr %1074, null
  br i1 %1075, label %1100, label %1076

1076:                                             ; preds = %1068
  %1077 = getelementptr inbounds i8, ptr %1074, i64 8
  %1078 = load atomic i64, ptr %1077 acquire, align 8
  %1079 = icmp eq i64 %1078, 4294967297
  %1080 = trunc i64 %1078 to i32
  br i1 %1079, label %1081, label %1089

1081:                                             ; preds = %1076
  store i32 0, ptr %1077, align 8, !tbaa !27
  %1082 = getelementptr inbounds i8, ptr %1074, i64 12
  store i32 0, ptr %1082, align 4, !tbaa !30
  %1083 = load ptr, ptr %1074, align 8, !tbaa !31
  %1084 = getelementptr inbounds i8, ptr %1083, i64 16
  %1085 = load ptr, ptr %1084, align 8
  call void %1085(ptr noundef nonnull align 8 dereferenceable(16) %1074) #28
  %1086 = load ptr, ptr %1074, align 8, !tbaa !31
  %1087 = getelementptr inbounds i8, ptr %1086, i64 24
  %1088 = load ptr, ptr %1087, align 8
  call void %1088(ptr noundef nonnull align 8 dereferenceable(16) %1074) #28
  br label %1100

1089:                                             ; preds = %1076
  %1090 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %1091 = icmp eq i8 %1090, 0
  br i1 %1091, label %1094, label %1092

1092:                                             ; preds = %1089
  %1093 = add nsw i32 %1080, -1
  store i32 %1093, ptr %1077, align 4, !tbaa !34
  br label %1096

1094:                                             ; preds = %1089
  %1095 = atomicrmw volatile add ptr %1077, i32 -1 acq_rel, align 4
  br label %1096

1096:                                             ; preds = %1094, %1092
  %1097 = phi i32 [ %1080, %1092 ], [ %1095, %1094 ]
  %1098 = icmp eq i32 %1097, 1
  br i1 %1098, label %1099, label %1100, !prof !35

1099:                                             ; preds = %1096
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1074) #28
  br label %1100

1100:                                             ; preds = %1068, %1081, %1096, %1099
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %20) #28
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %19) #28
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %18) #28
  br label %1129

1101:                                             ; preds = %1119, %1064
  %1102 = phi float [ 0.000000e+00, %1064 ], [ %1124, %1119 ]
  %1103 = and i64 %1065, 3
  %1104 = uitofp nneg i64 %1103 to float
  %1105 = fadd float %1104, 5.000000e-01
  %1106 = fmul float %1105, %1102
  %1107 = getelementptr inbounds [64 x float], ptr %18, i64 0, i64 %1065
  %1108 = load float, ptr %1107, align 4, !tbaa !9
  %1109 = fsub float %1108, %1106
  %1110 = call noundef float @llvm.fabs.f32(float %1109)
  %1111 = call noundef float @llvm.fabs.f32(float %1106)
  %1112 = fadd float %1111, 1.000000e+00
  %1113 = fmul float %1112, 0x3F1A36E2E0000000
  %1114 = fcmp ogt float %1110, %1113
  %1115 = zext i1 %1114 to i32
  %1116 = add nsw i32 %1066, %1115
  %1117 = add nuw nsw i64 %1065, 1
  %1118 = icmp eq i64 %1117, 64
  br i1 %1118, label %1068, label %1064, !llvm.loop !108

1119:                                             ; preds = %1064, %1119
  %1120 = phi i64 [ %1125, %1119 ], [ %1065, %1064 ]
  %1121 = phi float [ %1124, %1119 ], [ 0.000000e+00, %1064 ]
  %1122 = urem i64 %1120, 17
  %1123 = uitofp nneg i64 %1122 to float
  %1124 = fadd float %1121, %1123
  %1125 = add nuw i64 %1120, 64
  %1126 = icmp ult i64 %1125, %983
  br i1 %1126, label %1119, label %1101, !llvm.loop !109

1127:                                             ; preds = %1029, %166
  %1128 = phi { ptr, i32 } [ %1030, %1029 ], [ %158, %166 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %20) #28
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %19) #28
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %18) #28
  call void @_ZdaPv(ptr noundef nonnull %100) #33
  br label %1149

1129:                                             ; preds = %1100, %104
  %1130 = phi i32 [ 1, %104 ], [ %1072, %1100 ]
  call void @_ZdaPv(ptr noundef nonnull %100) #33
  %1131 = icmp eq ptr %98, null
  br i1 %1131, label %1136, label %1132

1132:                                             ; preds = %1129
  %1133 = ptrtoint ptr %97 to i64
  %1134 = ptrtoint ptr %98 to i64
  %1135 = sub i64 %1133, %1134
  call void @_ZdlPvm(ptr noundef nonnull %98, i64 noundef %1135) #33
  br label %1136

1136:                                             ; preds = %1129, %1132
  %1137 = icmp eq ptr %92, null
  br i1 %1137, label %1142, label %1138

1138:                                             ; preds = %1136
  %1139 = ptrtoint ptr %93 to i64
  %1140 = ptrtoint ptr %92 to i64
  %1141 = sub i64 %1139, %1140
  call void @_ZdlPvm(ptr noundef nonnull %92, i64 noundef %1141) #33
  br label %1142

1142:                                             ; preds = %1136, %1138
  %1143 = icmp eq ptr %96, null
  br i1 %1143, label %1148, label %1144

1144:                                             ; preds = %1142
  %1145 = ptrtoint ptr %95 to i64
  %1146 = ptrtoint ptr %96 to i64
  %1147 = sub i64 %1145, %1146
  call void @_ZdlPvm(ptr noundef nonnull %96, i64 noundef %1147) #33
  br label %1148

1148:                                             ; preds = %1142, %1144
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %17) #28
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16) #28
  ret i32 %1130

1149:                                             ; preds = %1127, %110
  %1150 = phi { ptr, i32 } [ %1128, %1127 ], [ %111, %110 ]
  %1151 = icmp eq ptr %98, null
  br i1 %1151, label %1156, label %1152

1152:                                             ; preds = %1149
  %1153 = ptrtoint ptr %97 to i64
  %1154 = ptrtoint ptr %98 to i64
  %1155 = sub i64 %1153, %1154
  call void @_ZdlPvm(ptr noundef nonnull %98, i64 noundef %1155) #33
  br label %1156

1156:                                             ; preds = %1152, %1149
  %1157 = icmp eq ptr %92, null
  br i1 %1157, label %1167, label %1158

1158:                                             ; preds = %108, %1156
  %1159 = phi { ptr, i32 } [ %109, %108 ], [ %1150, %1156 ]
  %1160 = phi ptr [ %72, %108 ], [ %95, %1156 ]
  %1161 = phi ptr [ %71, %108 ], [ %96, %1156 ]
  %1162 = phi ptr [ %80, %108 ], [ %93, %1156 ]
  %1163 = phi ptr [ %78, %108 ], [ %92, %1156 ]
  %1164 = ptrtoint ptr %1162 to i64
  %1165 = ptrtoint ptr %1163 to i64
  %1166 = sub i64 %1164, %1165
  call void @_ZdlPvm(ptr noundef nonnull %1163, i64 noundef %1166) #33
  br label %1167

1167:                                             ; preds = %1158, %1156
  %1168 = phi ptr [ %96, %1156 ], [ %1161, %1158 ]
  %1169 = phi ptr [ %95, %1156 ], [ %1160, %1158 ]
  %1170 = phi { ptr, i32 } [ %1150, %1156 ], [ %1159, %1158 ]
  %1171 = icmp eq ptr %1168, null
  br i1 %1171, label %1179, label %1172

1172:                                             ; preds = %106, %1167
  %1173 = phi { ptr, i32 } [ %107, %106 ], [ %1170, %1167 ]
  %1174 = phi ptr [ %72, %106 ], [ %1169, %1167 ]
  %1175 = phi ptr [ %71, %106 ], [ %1168, %1167 ]
  %1176 = ptrtoint ptr %1174 to i64
  %1177 = ptrtoint ptr %1175 to i64
  %1178 = sub i64 %1176, %1177
  call void @_ZdlPvm(ptr noundef nonnull %1175, i64 noundef %1178) #33
  br label %1179

1179:                                             ; preds = %1172, %1167
  %1180 = phi { ptr, i32 } [ %1170, %1167 ], [ %1173, %1172 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %17) #28
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16) #28
  resume { ptr, i32 } %1180
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
  %6 = alloca %"class.std::unique_ptr.33", align 8
  %7 = alloca %"struct.std::array", align 8
  %8 = load i64, ptr %2, align 8, !tbaa !5
  %9 = shl i64 %8, 2
  %10 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #30, !noalias !110
  store ptr getelementptr inbounds inrange(-16, 56) (i8, ptr @_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE, i64 16), ptr %10, align 8, !tbaa !31, !noalias !110
  %11 = getelementptr inbounds i8, ptr %10, i64 8
  store i64 128, ptr %11, align 8, !tbaa !113, !noalias !110
  %12 = getelementptr inbounds i8, ptr %10, i64 16
  store i64 4, ptr %12, align 8, !tbaa !115, !noalias !110
  store ptr %10, ptr %6, align 8, !tbaa !118
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
  call void %19(ptr noundef nonnull align 8 dereferenceable(8) %14) #28
  br label %20

20:                                               ; preds = %13, %16
  store ptr null, ptr %6, align 8, !tbaa !11
  %21 = getelementptr inbounds i8, ptr %0, i64 16
  %22 = load i64, ptr %2, align 8
  store i64 %22, ptr %21, align 8
  %23 = getelementptr inbounds i8, ptr %0, i64 24
  store i64 0, ptr %23, align 8, !tbaa !120
  %24 = getelementptr inbounds i8, ptr %0, i64 32
  store i8 0, ptr %24, align 8, !tbaa !127
  %25 = load ptr, ptr %0, align 8, !tbaa !128
  %26 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTIf, i64 8), align 8, !tbaa !129
  %27 = load i8, ptr %26, align 1, !tbaa !33
  %28 = icmp eq i8 %27, 42
  %29 = zext i1 %28 to i64
  %30 = getelementptr inbounds i8, ptr %26, i64 %29
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #28
  store i64 %22, ptr %7, align 8, !tbaa !5, !alias.scope !131
  %31 = getelementptr inbounds i8, ptr %7, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %31, i8 0, i64 16, i1 false), !alias.scope !131
  invoke void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef %25, ptr noundef %1, ptr noundef nonnull %30, i32 noundef 1, i32 noundef 4, ptr noundef nonnull %7)
          to label %32 unwind label %41

32:                                               ; preds = %20
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #28
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
  call void %40(ptr noundef nonnull align 8 dereferenceable(8) %35) #28
  br label %43

41:                                               ; preds = %20
  %42 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #28
  call void @_ZN4sycl3_V16detail12buffer_plainD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #28
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
  %6 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #28
  %7 = icmp eq i32 %5, %6
  br i1 %7, label %8, label %54

8:                                                ; preds = %2
  %9 = tail call ptr @__cxa_begin_catch(ptr %4) #28
  %10 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.9, i64 noundef 20)
          to label %11 unwind label %51

11:                                               ; preds = %8
  %12 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.10, i64 noundef 1)
          to label %13 unwind label %51

13:                                               ; preds = %11
  %14 = load ptr, ptr %9, align 8, !tbaa !31
  %15 = getelementptr inbounds i8, ptr %14, i64 16
  %16 = load ptr, ptr %15, align 8
  %17 = tail call noundef ptr %16(ptr noundef nonnull align 8 dereferenceable(8) %9) #28
  %18 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZStlsISt11char_traitsIcEERSt13basic_ostreamIcT_ES5_PKc(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef %17)
          to label %19 unwind label %51

19:                                               ; preds = %13
  %20 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt4endlIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_(ptr noundef nonnull align 8 dereferenceable(8) %18)
          to label %21 unwind label %51

21:                                               ; preds = %19
  tail call void @__assert_fail(ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.12, i32 noundef 483, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev) #32
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
  tail call void %35(ptr noundef nonnull align 8 dereferenceable(16) %24) #28
  %36 = load ptr, ptr %24, align 8, !tbaa !31
  %37 = getelementptr inbounds i8, ptr %36, i64 24
  %38 = load ptr, ptr %37, align 8
  tail call void %38(ptr noundef nonnull align 8 dereferenceable(16) %24) #28
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %24) #28
  br label %50

50:                                               ; preds = %22, %31, %46, %49
  ret void

51:                                               ; preds = %19, %11, %8, %13
  %52 = landingpad { ptr, i32 }
          catch ptr null
  %53 = extractvalue { ptr, i32 } %52, 0
  tail call void @__clang_call_terminate(ptr %53) #32
  unreachable

54:                                               ; preds = %2
  tail call void @__clang_call_terminate(ptr %4) #32
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  %15 = load ptr, ptr %3, align 8, !tbaa !31
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

declare noundef i32 @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE(ptr noundef nonnull align 8 dereferenceable(16)) #11

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
  call void @_ZSt9terminatev() #32
  unreachable

9:                                                ; preds = %1, %46
  %10 = phi ptr [ %47, %46 ], [ %4, %1 ]
  %11 = load ptr, ptr %10, align 8, !tbaa !134
  %12 = icmp eq ptr %11, null
  br i1 %12, label %46, label %13

13:                                               ; preds = %9
  store ptr %11, ptr %2, align 8, !tbaa !134
  call void @_ZNSt15__exception_ptr13exception_ptr9_M_addrefEv(ptr noundef nonnull align 8 dereferenceable(8) %2) #28
  invoke void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(ptr noundef nonnull %2) #29
          to label %14 unwind label %15

14:                                               ; preds = %13
  unreachable

15:                                               ; preds = %13
  %16 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception
  %17 = extractvalue { ptr, i32 } %16, 1
  %18 = load ptr, ptr %2, align 8, !tbaa !134
  %19 = icmp eq ptr %18, null
  br i1 %19, label %21, label %20

20:                                               ; preds = %15
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %2) #28
  br label %21

21:                                               ; preds = %15, %20
  %22 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #28
  %23 = icmp eq i32 %17, %22
  br i1 %23, label %24, label %51

24:                                               ; preds = %21
  %25 = extractvalue { ptr, i32 } %16, 0
  %26 = call ptr @__cxa_begin_catch(ptr %25) #28
  %27 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.6, i64 noundef 2)
          to label %28 unwind label %49

28:                                               ; preds = %24
  %29 = load ptr, ptr %26, align 8, !tbaa !31
  %30 = getelementptr inbounds i8, ptr %29, i64 16
  %31 = load ptr, ptr %30, align 8
  %32 = call noundef ptr %31(ptr noundef nonnull align 8 dereferenceable(8) %26) #28
  %33 = icmp eq ptr %32, null
  br i1 %33, label %34, label %42

34:                                               ; preds = %28
  %35 = load ptr, ptr @_ZSt4cerr, align 8, !tbaa !31
  %36 = getelementptr i8, ptr %35, i64 -24
  %37 = load i64, ptr %36, align 8
  %38 = getelementptr inbounds i8, ptr @_ZSt4cerr, i64 %37
  %39 = getelementptr inbounds i8, ptr %38, i64 32
  %40 = load i32, ptr %39, align 8, !tbaa !136
  %41 = or i32 %40, 1
  invoke void @_ZNSt9basic_iosIcSt11char_traitsIcEE5clearESt12_Ios_Iostate(ptr noundef nonnull align 8 dereferenceable(264) %38, i32 noundef %41)
          to label %45 unwind label %49

42:                                               ; preds = %28
  %43 = call noundef i64 @strlen(ptr noundef nonnull dereferenceable(1) %32) #28
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
  call void @__clang_call_terminate(ptr %55) #32
  unreachable
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3) unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::device", align 8
  %6 = alloca %"class.std::function.27", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #28
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #28
  %7 = getelementptr inbounds i8, ptr %6, i64 16
  %8 = getelementptr inbounds i8, ptr %6, i64 24
  %9 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 0, ptr %9, align 8
  store ptr %1, ptr %6, align 8, !tbaa !11
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_, ptr %8, align 8, !tbaa !142
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E10_M_managerERSt9_Any_dataRKS8_St18_Manager_operation, ptr %7, align 8, !tbaa !21
  invoke void @_ZN4sycl3_V16detail13select_deviceERKSt8functionIFiRKNS0_6deviceEEE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::device") align 8 %5, ptr noundef nonnull align 8 dereferenceable(32) %6)
          to label %10 unwind label %48

10:                                               ; preds = %4
  invoke void @_ZN4sycl3_V15queueC2ERKNS0_6deviceERKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %11 unwind label %50

11:                                               ; preds = %10
  %12 = getelementptr inbounds i8, ptr %5, i64 8
  %13 = load ptr, ptr %12, align 8, !tbaa !25
  %14 = icmp eq ptr %13, null
  br i1 %14, label %39, label %15

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %13, i64 8
  %17 = load atomic i64, ptr %16 acquire, align 8
  %18 = icmp eq i64 %17, 4294967297
  %19 = trunc i64 %17 to i32
  br i1 %18, label %20, label %28

20:                                               ; preds = %15
  store i32 0, ptr %16, align 8, !tbaa !27
  %21 = getelementptr inbounds i8, ptr %13, i64 12
  store i32 0, ptr %21, align 4, !tbaa !30
  %22 = load ptr, ptr %13, align 8, !tbaa !31
  %23 = getelementptr inbounds i8, ptr %22, i64 16
  %24 = load ptr, ptr %23, align 8
  call void %24(ptr noundef nonnull align 8 dereferenceable(16) %13) #28
  %25 = load ptr, ptr %13, align 8, !tbaa !31
  %26 = getelementptr inbounds i8, ptr %25, i64 24
  %27 = load ptr, ptr %26, align 8
  call void %27(ptr noundef nonnull align 8 dereferenceable(16) %13) #28
  br label %39

28:                                               ; preds = %15
  %29 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %30 = icmp eq i8 %29, 0
  br i1 %30, label %33, label %31

31:                                               ; preds = %28
  %32 = add nsw i32 %19, -1
  store i32 %32, ptr %16, align 4, !tbaa !34
  br label %35

33:                                               ; preds = %28
  %34 = atomicrmw volatile add ptr %16, i32 -1 acq_rel, align 4
  br label %35

35:                                               ; preds = %33, %31
  %36 = phi i32 [ %19, %31 ], [ %34, %33 ]
  %37 = icmp eq i32 %36, 1
  br i1 %37, label %38, label %39, !prof !35

38:                                               ; preds = %35
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %13) #28
  br label %39

39:                                               ; preds = %11, %20, %35, %38
  %40 = load ptr, ptr %7, align 8, !tbaa !21
  %41 = icmp eq ptr %40, null
  br i1 %41, label %47, label %42

42:                                               ; preds = %39
  %43 = invoke noundef zeroext i1 %40(ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(16) %6, i32 noundef 3)
          to label %47 unwind label %44

44:                                               ; preds = %42
  %45 = landingpad { ptr, i32 }
          catch ptr null
  %46 = extractvalue { ptr, i32 } %45, 0
  call void @__clang_call_terminate(ptr %46) #32
  unreachable

47:                                               ; preds = %39, %42
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #28
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #28
  ret void

48:                                               ; preds = %4
  %49 = landingpad { ptr, i32 }
          cleanup
  br label %52

50:                                               ; preds = %10
  %51 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16deviceD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %5) #28
  br label %52

52:                                               ; preds = %50, %48
  %53 = phi { ptr, i32 } [ %51, %50 ], [ %49, %48 ]
  %54 = load ptr, ptr %7, align 8, !tbaa !21
  %55 = icmp eq ptr %54, null
  br i1 %55, label %61, label %56

56:                                               ; preds = %52
  %57 = invoke noundef zeroext i1 %54(ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull align 8 dereferenceable(16) %6, i32 noundef 3)
          to label %61 unwind label %58

58:                                               ; preds = %56
  %59 = landingpad { ptr, i32 }
          catch ptr null
  %60 = extractvalue { ptr, i32 } %59, 0
  call void @__clang_call_terminate(ptr %60) #32
  unreachable

61:                                               ; preds = %52, %56
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #28
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #28
  resume { ptr, i32 } %53
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
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #28
  tail call void @_ZSt9terminatev() #32
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

declare noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo3putEc(ptr noundef nonnull align 8 dereferenceable(8), i8 noundef signext) local_unnamed_addr #11

declare noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo5flushEv(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #11

; Function Attrs: noreturn
declare void @_ZSt16__throw_bad_castv() local_unnamed_addr #13

declare void @_ZNKSt5ctypeIcE13_M_widen_initEv(ptr noundef nonnull align 8 dereferenceable(570)) local_unnamed_addr #11

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
  %8 = load ptr, ptr %7, align 8, !tbaa !144
  store ptr %8, ptr %6, align 16, !tbaa !144
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, i8 0, i64 24, i1 false)
  invoke void %4(ptr noundef nonnull %3)
          to label %9 unwind label %32

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %3, i64 8
  %11 = load ptr, ptr %3, align 16, !tbaa !146
  %12 = load ptr, ptr %10, align 8, !tbaa !147
  %13 = icmp eq ptr %11, %12
  br i1 %13, label %24, label %14

14:                                               ; preds = %9, %19
  %15 = phi ptr [ %20, %19 ], [ %11, %9 ]
  %16 = load ptr, ptr %15, align 8, !tbaa !134
  %17 = icmp eq ptr %16, null
  br i1 %17, label %19, label %18

18:                                               ; preds = %14
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %15) #28
  br label %19

19:                                               ; preds = %18, %14
  %20 = getelementptr inbounds i8, ptr %15, i64 8
  %21 = icmp eq ptr %20, %12
  br i1 %21, label %22, label %14, !llvm.loop !148

22:                                               ; preds = %19
  %23 = load ptr, ptr %3, align 16, !tbaa !146
  br label %24

24:                                               ; preds = %22, %9
  %25 = phi ptr [ %23, %22 ], [ %11, %9 ]
  %26 = icmp eq ptr %25, null
  br i1 %26, label %34, label %27

27:                                               ; preds = %24
  %28 = load ptr, ptr %6, align 16, !tbaa !144
  %29 = ptrtoint ptr %28 to i64
  %30 = ptrtoint ptr %25 to i64
  %31 = sub i64 %29, %30
  call void @_ZdlPvm(ptr noundef nonnull %25, i64 noundef %31) #33
  br label %34

32:                                               ; preds = %2
  %33 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V114exception_listD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %3) #28
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
  %2 = load ptr, ptr %0, align 8, !tbaa !146
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !147
  %5 = icmp eq ptr %2, %4
  br i1 %5, label %16, label %6

6:                                                ; preds = %1, %11
  %7 = phi ptr [ %12, %11 ], [ %2, %1 ]
  %8 = load ptr, ptr %7, align 8, !tbaa !134
  %9 = icmp eq ptr %8, null
  br i1 %9, label %11, label %10

10:                                               ; preds = %6
  tail call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %7) #28
  br label %11

11:                                               ; preds = %10, %6
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  %13 = icmp eq ptr %12, %4
  br i1 %13, label %14, label %6, !llvm.loop !148

14:                                               ; preds = %11
  %15 = load ptr, ptr %0, align 8, !tbaa !146
  br label %16

16:                                               ; preds = %14, %1
  %17 = phi ptr [ %15, %14 ], [ %2, %1 ]
  %18 = icmp eq ptr %17, null
  br i1 %18, label %25, label %19

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !144
  %22 = ptrtoint ptr %21 to i64
  %23 = ptrtoint ptr %17 to i64
  %24 = sub i64 %22, %23
  tail call void @_ZdlPvm(ptr noundef nonnull %17, i64 noundef %24) #33
  br label %25

25:                                               ; preds = %16, %19
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #19

declare void @_ZN4sycl3_V16detail13select_deviceERKSt8functionIFiRKNS0_6deviceEEE(ptr dead_on_unwind writable sret(%"class.sycl::_V1::device") align 8, ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #11

declare void @_ZN4sycl3_V15queueC2ERKNS0_6deviceERKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #11

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16deviceD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #10 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  %15 = load ptr, ptr %3, align 8, !tbaa !31
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) #6 comdat align 2 {
  %3 = load ptr, ptr %0, align 8, !tbaa !11
  %4 = tail call noundef i32 %3(ptr noundef nonnull align 8 dereferenceable(16) %1)
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
  tail call void %4(ptr noundef nonnull align 8 dereferenceable(16) %0) #28
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
  tail call void %19(ptr noundef nonnull align 8 dereferenceable(16) %0) #28
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

declare void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef, ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #11

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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  %15 = load ptr, ptr %3, align 8, !tbaa !31
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
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
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 24) #33
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE8allocateEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #6 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = shl i64 %1, 2
  %5 = add i64 %4, -1
  %6 = load i64, ptr %3, align 8, !tbaa !113
  %7 = add i64 %6, -1
  %8 = or i64 %7, %5
  %9 = add i64 %8, 1
  %10 = icmp ult i64 %9, %1
  br i1 %10, label %11, label %13

11:                                               ; preds = %2
  %12 = tail call ptr @__cxa_allocate_exception(i64 8) #28
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %12, align 8, !tbaa !31
  tail call void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #29
  unreachable

13:                                               ; preds = %2
  %14 = tail call noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef %6, i64 noundef %9)
  %15 = icmp eq ptr %14, null
  br i1 %15, label %16, label %18

16:                                               ; preds = %13
  %17 = tail call ptr @__cxa_allocate_exception(i64 8) #28
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %17, align 8, !tbaa !31
  tail call void @__cxa_throw(ptr nonnull %17, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #29
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
  %3 = load i64, ptr %2, align 8, !tbaa !115
  ret i64 %3
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12setAlignmentEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #6 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = tail call i64 @llvm.umax.i64(i64 %1, i64 64)
  store i64 %4, ptr %3, align 8, !tbaa !113
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

declare void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64), i32, ptr, ptr noundef) unnamed_addr #11

declare void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZN4sycl3_V19exceptionD1Ev(ptr noundef nonnull align 8 dereferenceable(64)) unnamed_addr #17

declare void @_ZNK4sycl3_V16detail12buffer_plain13handleReleaseEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #11

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #22

declare void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #11

declare void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #11

declare void @_ZN4sycl3_V15queue22submit_with_event_implESt8functionIFvRNS0_7handlerEEERKNS0_6detail14SubmissionInfoERKNS7_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), i1 noundef zeroext) local_unnamed_addr #11

declare noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #11

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail14SubmissionInfoD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #10 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  %15 = load ptr, ptr %3, align 8, !tbaa !31
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: nounwind
declare void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1)) unnamed_addr #17

; Function Attrs: mustprogress uwtable
define internal void @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E_E9_M_invokeERKSt9_Any_dataS3_(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #6 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %class.anon.103, align 8
  %4 = alloca %"class.std::vector.127", align 8
  %5 = alloca %"class.sycl::_V1::range.105", align 8
  %6 = alloca %class.anon.103, align 8
  %7 = alloca %class.anon.103, align 8
  %8 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel", align 8
  %9 = alloca %"class.std::vector.127", align 8
  %10 = alloca %"class.sycl::_V1::range.105", align 8
  %11 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel", align 8
  %12 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel", align 8
  %13 = alloca %"class.std::tuple.107", align 8
  %14 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel", align 8
  %15 = alloca %class.anon.103, align 8
  %16 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel", align 8
  %17 = alloca %class.anon.103, align 8
  %18 = alloca %class.anon.103, align 8
  %19 = alloca i32, align 4
  %20 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %21 = alloca i32, align 4
  %22 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %23 = alloca i32, align 4
  %24 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %25 = alloca %"class.sycl::_V1::accessor", align 8
  %26 = alloca %"class.sycl::_V1::property_list", align 8
  %27 = alloca %"class.sycl::_V1::accessor", align 8
  %28 = alloca %"class.sycl::_V1::property_list", align 8
  %29 = alloca %"class.sycl::_V1::accessor.99", align 8
  %30 = alloca %"class.sycl::_V1::property_list", align 8
  %31 = alloca %class.anon.103, align 8
  %32 = load ptr, ptr %0, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %25) #28
  %33 = load ptr, ptr %32, align 8, !tbaa !149
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %26) #28
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %26, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %24)
  store ptr @.str.1, ptr %24, align 8
  %34 = getelementptr inbounds i8, ptr %24, i64 8
  store ptr @.str.16, ptr %34, align 8
  %35 = getelementptr inbounds i8, ptr %24, i64 16
  store i64 54, ptr %35, align 8
  %36 = getelementptr inbounds i8, ptr %24, i64 24
  store i64 22, ptr %36, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %25, ptr noundef nonnull align 8 dereferenceable(33) %33, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %26, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %24)
          to label %37 unwind label %1065

37:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %23) #28
  store i32 5, ptr %23, align 4, !tbaa !151
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %33, ptr noundef nonnull align 4 dereferenceable(4) %23)
          to label %40 unwind label %38

38:                                               ; preds = %37
  %39 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %25) #28
  br label %1067

40:                                               ; preds = %37
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %23) #28
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24)
  %41 = getelementptr inbounds i8, ptr %26, i64 8
  %42 = load ptr, ptr %41, align 8, !tbaa !22
  %43 = getelementptr inbounds i8, ptr %26, i64 16
  %44 = load ptr, ptr %43, align 8, !tbaa !24
  %45 = icmp eq ptr %42, %44
  br i1 %45, label %80, label %46

46:                                               ; preds = %40, %75
  %47 = phi ptr [ %76, %75 ], [ %42, %40 ]
  %48 = getelementptr inbounds i8, ptr %47, i64 8
  %49 = load ptr, ptr %48, align 8, !tbaa !25
  %50 = icmp eq ptr %49, null
  br i1 %50, label %75, label %51

51:                                               ; preds = %46
  %52 = getelementptr inbounds i8, ptr %49, i64 8
  %53 = load atomic i64, ptr %52 acquire, align 8
  %54 = icmp eq i64 %53, 4294967297
  %55 = trunc i64 %53 to i32
  br i1 %54, label %56, label %64

56:                                               ; preds = %51
  store i32 0, ptr %52, align 8, !tbaa !27
  %57 = getelementptr inbounds i8, ptr %49, i64 12
  store i32 0, ptr %57, align 4, !tbaa !30
  %58 = load ptr, ptr %49, align 8, !tbaa !31
  %59 = getelementptr inbounds i8, ptr %58, i64 16
  %60 = load ptr, ptr %59, align 8
  call void %60(ptr noundef nonnull align 8 dereferenceable(16) %49) #28
  %61 = load ptr, ptr %49, align 8, !tbaa !31
  %62 = getelementptr inbounds i8, ptr %61, i64 24
  %63 = load ptr, ptr %62, align 8
  call void %63(ptr noundef nonnull align 8 dereferenceable(16) %49) #28
  br label %75

64:                                               ; preds = %51
  %65 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %66 = icmp eq i8 %65, 0
  br i1 %66, label %69, label %67

67:                                               ; preds = %64
  %68 = add nsw i32 %55, -1
  store i32 %68, ptr %52, align 4, !tbaa !34
  br label %71

69:                                               ; preds = %64
  %70 = atomicrmw volatile add ptr %52, i32 -1 acq_rel, align 4
  br label %71

71:                                               ; preds = %69, %67
  %72 = phi i32 [ %55, %67 ], [ %70, %69 ]
  %73 = icmp eq i32 %72, 1
  br i1 %73, label %74, label %75, !prof !35

74:                                               ; preds = %71
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %49) #28
  br label %75

75:                                               ; preds = %74, %71, %56, %46
  %76 = getelementptr inbounds i8, ptr %47, i64 16
  %77 = icmp eq ptr %76, %44
  br i1 %77, label %78, label %46, !llvm.loop !36

78:                                               ; preds = %75
  %79 = load ptr, ptr %41, align 8, !tbaa !22
  br label %80

80:                                               ; preds = %78, %40
  %81 = phi ptr [ %79, %78 ], [ %42, %40 ]
  %82 = icmp eq ptr %81, null
  br i1 %82, label %89, label %83

83:                                               ; preds = %80
  %84 = getelementptr inbounds i8, ptr %26, i64 24
  %85 = load ptr, ptr %84, align 8, !tbaa !37
  %86 = ptrtoint ptr %85 to i64
  %87 = ptrtoint ptr %81 to i64
  %88 = sub i64 %86, %87
  call void @_ZdlPvm(ptr noundef nonnull %81, i64 noundef %88) #33
  br label %89

89:                                               ; preds = %83, %80
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %26) #28
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %27) #28
  %90 = getelementptr inbounds i8, ptr %32, i64 8
  %91 = load ptr, ptr %90, align 8, !tbaa !153
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %28) #28
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %28, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %22)
  store ptr @.str.1, ptr %22, align 8
  %92 = getelementptr inbounds i8, ptr %22, i64 8
  store ptr @.str.16, ptr %92, align 8
  %93 = getelementptr inbounds i8, ptr %22, i64 16
  store i64 55, ptr %93, align 8
  %94 = getelementptr inbounds i8, ptr %22, i64 24
  store i64 22, ptr %94, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %27, ptr noundef nonnull align 8 dereferenceable(33) %91, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %28, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %22)
          to label %95 unwind label %1069

95:                                               ; preds = %89
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %21) #28
  store i32 5, ptr %21, align 4, !tbaa !151
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %91, ptr noundef nonnull align 4 dereferenceable(4) %21)
          to label %98 unwind label %96

96:                                               ; preds = %95
  %97 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %27) #28
  br label %1071

98:                                               ; preds = %95
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %21) #28
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %22)
  %99 = getelementptr inbounds i8, ptr %28, i64 8
  %100 = load ptr, ptr %99, align 8, !tbaa !22
  %101 = getelementptr inbounds i8, ptr %28, i64 16
  %102 = load ptr, ptr %101, align 8, !tbaa !24
  %103 = icmp eq ptr %100, %102
  br i1 %103, label %138, label %104

104:                                              ; preds = %98, %133
  %105 = phi ptr [ %134, %133 ], [ %100, %98 ]
  %106 = getelementptr inbounds i8, ptr %105, i64 8
  %107 = load ptr, ptr %106, align 8, !tbaa !25
  %108 = icmp eq ptr %107, null
  br i1 %108, label %133, label %109

109:                                              ; preds = %104
  %110 = getelementptr inbounds i8, ptr %107, i64 8
  %111 = load atomic i64, ptr %110 acquire, align 8
  %112 = icmp eq i64 %111, 4294967297
  %113 = trunc i64 %111 to i32
  br i1 %112, label %114, label %122

114:                                              ; preds = %109
  store i32 0, ptr %110, align 8, !tbaa !27
  %115 = getelementptr inbounds i8, ptr %107, i64 12
  store i32 0, ptr %115, align 4, !tbaa !30
  %116 = load ptr, ptr %107, align 8, !tbaa !31
  %117 = getelementptr inbounds i8, ptr %116, i64 16
  %118 = load ptr, ptr %117, align 8
  call void %118(ptr noundef nonnull align 8 dereferenceable(16) %107) #28
  %119 = load ptr, ptr %107, align 8, !tbaa !31
  %120 = getelementptr inbounds i8, ptr %119, i64 24
  %121 = load ptr, ptr %120, align 8
  call void %121(ptr noundef nonnull align 8 dereferenceable(16) %107) #28
  br label %133

122:                                              ; preds = %109
  %123 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %124 = icmp eq i8 %123, 0
  br i1 %124, label %127, label %125

125:                                              ; preds = %122
  %126 = add nsw i32 %113, -1
  store i32 %126, ptr %110, align 4, !tbaa !34
  br label %129

127:                                              ; preds = %122
  %128 = atomicrmw volatile add ptr %110, i32 -1 acq_rel, align 4
  br label %129

129:                                              ; preds = %127, %125
  %130 = phi i32 [ %113, %125 ], [ %128, %127 ]
  %131 = icmp eq i32 %130, 1
  br i1 %131, label %132, label %133, !prof !35

132:                                              ; preds = %129
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %107) #28
  br label %133

133:                                              ; preds = %132, %129, %114, %104
  %134 = getelementptr inbounds i8, ptr %105, i64 16
  %135 = icmp eq ptr %134, %102
  br i1 %135, label %136, label %104, !llvm.loop !36

136:                                              ; preds = %133
  %137 = load ptr, ptr %99, align 8, !tbaa !22
  br label %138

138:                                              ; preds = %136, %98
  %139 = phi ptr [ %137, %136 ], [ %100, %98 ]
  %140 = icmp eq ptr %139, null
  br i1 %140, label %147, label %141

141:                                              ; preds = %138
  %142 = getelementptr inbounds i8, ptr %28, i64 24
  %143 = load ptr, ptr %142, align 8, !tbaa !37
  %144 = ptrtoint ptr %143 to i64
  %145 = ptrtoint ptr %139 to i64
  %146 = sub i64 %144, %145
  call void @_ZdlPvm(ptr noundef nonnull %139, i64 noundef %146) #33
  br label %147

147:                                              ; preds = %141, %138
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %28) #28
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %29) #28
  %148 = getelementptr inbounds i8, ptr %32, i64 16
  %149 = load ptr, ptr %148, align 8, !tbaa !154
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %30) #28
  %150 = getelementptr inbounds i8, ptr %30, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %150, i8 0, i64 24, i1 false)
  store i64 16, ptr %30, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %20)
  store ptr @.str.1, ptr %20, align 8
  %151 = getelementptr inbounds i8, ptr %20, i64 8
  store ptr @.str.16, ptr %151, align 8
  %152 = getelementptr inbounds i8, ptr %20, i64 16
  store i64 56, ptr %152, align 8
  %153 = getelementptr inbounds i8, ptr %20, i64 24
  store i64 22, ptr %153, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %29, ptr noundef nonnull align 8 dereferenceable(33) %149, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %30, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %20)
          to label %154 unwind label %1073

154:                                              ; preds = %147
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %19) #28
  store i32 5, ptr %19, align 4, !tbaa !151
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %149, ptr noundef nonnull align 4 dereferenceable(4) %19)
          to label %157 unwind label %155

155:                                              ; preds = %154
  %156 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %29) #28
  br label %1075

157:                                              ; preds = %154
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %19) #28
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20)
  %158 = load ptr, ptr %150, align 8, !tbaa !22
  %159 = getelementptr inbounds i8, ptr %30, i64 16
  %160 = load ptr, ptr %159, align 8, !tbaa !24
  %161 = icmp eq ptr %158, %160
  br i1 %161, label %196, label %162

162:                                              ; preds = %157, %191
  %163 = phi ptr [ %192, %191 ], [ %158, %157 ]
  %164 = getelementptr inbounds i8, ptr %163, i64 8
  %165 = load ptr, ptr %164, align 8, !tbaa !25
  %166 = icmp eq ptr %165, null
  br i1 %166, label %191, label %167

167:                                              ; preds = %162
  %168 = getelementptr inbounds i8, ptr %165, i64 8
  %169 = load atomic i64, ptr %168 acquire, align 8
  %170 = icmp eq i64 %169, 4294967297
  %171 = trunc i64 %169 to i32
  br i1 %170, label %172, label %180

172:                                              ; preds = %167
  store i32 0, ptr %168, align 8, !tbaa !27
  %173 = getelementptr inbounds i8, ptr %165, i64 12
  store i32 0, ptr %173, align 4, !tbaa !30
  %174 = load ptr, ptr %165, align 8, !tbaa !31
  %175 = getelementptr inbounds i8, ptr %174, i64 16
  %176 = load ptr, ptr %175, align 8
  call void %176(ptr noundef nonnull align 8 dereferenceable(16) %165) #28
  %177 = load ptr, ptr %165, align 8, !tbaa !31
  %178 = getelementptr inbounds i8, ptr %177, i64 24
  %179 = load ptr, ptr %178, align 8
  call void %179(ptr noundef nonnull align 8 dereferenceable(16) %165) #28
  br label %191

180:                                              ; preds = %167
  %181 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %182 = icmp eq i8 %181, 0
  br i1 %182, label %185, label %183

183:                                              ; preds = %180
  %184 = add nsw i32 %171, -1
  store i32 %184, ptr %168, align 4, !tbaa !34
  br label %187

185:                                              ; preds = %180
  %186 = atomicrmw volatile add ptr %168, i32 -1 acq_rel, align 4
  br label %187

187:                                              ; preds = %185, %183
  %188 = phi i32 [ %171, %183 ], [ %186, %185 ]
  %189 = icmp eq i32 %188, 1
  br i1 %189, label %190, label %191, !prof !35

190:                                              ; preds = %187
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %165) #28
  br label %191

191:                                              ; preds = %190, %187, %172, %162
  %192 = getelementptr inbounds i8, ptr %163, i64 16
  %193 = icmp eq ptr %192, %160
  br i1 %193, label %194, label %162, !llvm.loop !36

194:                                              ; preds = %191
  %195 = load ptr, ptr %150, align 8, !tbaa !22
  br label %196

196:                                              ; preds = %194, %157
  %197 = phi ptr [ %195, %194 ], [ %158, %157 ]
  %198 = icmp eq ptr %197, null
  br i1 %198, label %205, label %199

199:                                              ; preds = %196
  %200 = getelementptr inbounds i8, ptr %30, i64 24
  %201 = load ptr, ptr %200, align 8, !tbaa !37
  %202 = ptrtoint ptr %201 to i64
  %203 = ptrtoint ptr %197 to i64
  %204 = sub i64 %202, %203
  call void @_ZdlPvm(ptr noundef nonnull %197, i64 noundef %204) #33
  br label %205

205:                                              ; preds = %199, %196
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %30) #28
  %206 = getelementptr inbounds i8, ptr %32, i64 24
  %207 = load ptr, ptr %206, align 8, !tbaa !155
  %208 = load i64, ptr %207, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %31) #28
  %209 = load ptr, ptr %29, align 8, !tbaa !156
  store ptr %209, ptr %31, align 8, !tbaa !156
  %210 = getelementptr inbounds i8, ptr %31, i64 8
  %211 = getelementptr inbounds i8, ptr %29, i64 8
  %212 = load ptr, ptr %211, align 8, !tbaa !25
  store ptr %212, ptr %210, align 8, !tbaa !25
  %213 = icmp eq ptr %212, null
  br i1 %213, label %223, label %214

214:                                              ; preds = %205
  %215 = getelementptr inbounds i8, ptr %212, i64 8
  %216 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %217 = icmp eq i8 %216, 0
  br i1 %217, label %221, label %218

218:                                              ; preds = %214
  %219 = load i32, ptr %215, align 4, !tbaa !34
  %220 = add nsw i32 %219, 1
  store i32 %220, ptr %215, align 4, !tbaa !34
  br label %223

221:                                              ; preds = %214
  %222 = atomicrmw volatile add ptr %215, i32 1 acq_rel, align 4
  br label %223

223:                                              ; preds = %221, %218, %205
  %224 = getelementptr inbounds i8, ptr %31, i64 16
  %225 = getelementptr inbounds i8, ptr %29, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %224, ptr noundef nonnull align 8 dereferenceable(16) %225, i64 16, i1 false)
  %226 = getelementptr inbounds i8, ptr %31, i64 32
  store float 2.500000e+00, ptr %226, align 8, !tbaa !158
  %227 = getelementptr inbounds i8, ptr %31, i64 40
  %228 = load ptr, ptr %25, align 8, !tbaa !156
  store ptr %228, ptr %227, align 8, !tbaa !156
  %229 = getelementptr inbounds i8, ptr %31, i64 48
  %230 = getelementptr inbounds i8, ptr %25, i64 8
  %231 = load ptr, ptr %230, align 8, !tbaa !25
  store ptr %231, ptr %229, align 8, !tbaa !25
  %232 = icmp eq ptr %231, null
  br i1 %232, label %242, label %233

233:                                              ; preds = %223
  %234 = getelementptr inbounds i8, ptr %231, i64 8
  %235 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %236 = icmp eq i8 %235, 0
  br i1 %236, label %240, label %237

237:                                              ; preds = %233
  %238 = load i32, ptr %234, align 4, !tbaa !34
  %239 = add nsw i32 %238, 1
  store i32 %239, ptr %234, align 4, !tbaa !34
  br label %242

240:                                              ; preds = %233
  %241 = atomicrmw volatile add ptr %234, i32 1 acq_rel, align 4
  br label %242

242:                                              ; preds = %240, %237, %223
  %243 = getelementptr inbounds i8, ptr %31, i64 56
  %244 = getelementptr inbounds i8, ptr %25, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %243, ptr noundef nonnull align 8 dereferenceable(16) %244, i64 16, i1 false)
  %245 = getelementptr inbounds i8, ptr %31, i64 72
  %246 = load ptr, ptr %27, align 8, !tbaa !156
  store ptr %246, ptr %245, align 8, !tbaa !156
  %247 = getelementptr inbounds i8, ptr %31, i64 80
  %248 = getelementptr inbounds i8, ptr %27, i64 8
  %249 = load ptr, ptr %248, align 8, !tbaa !25
  store ptr %249, ptr %247, align 8, !tbaa !25
  %250 = icmp eq ptr %249, null
  br i1 %250, label %260, label %251

251:                                              ; preds = %242
  %252 = getelementptr inbounds i8, ptr %249, i64 8
  %253 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %254 = icmp eq i8 %253, 0
  br i1 %254, label %258, label %255

255:                                              ; preds = %251
  %256 = load i32, ptr %252, align 4, !tbaa !34
  %257 = add nsw i32 %256, 1
  store i32 %257, ptr %252, align 4, !tbaa !34
  br label %260

258:                                              ; preds = %251
  %259 = atomicrmw volatile add ptr %252, i32 1 acq_rel, align 4
  br label %260

260:                                              ; preds = %258, %255, %242
  %261 = getelementptr inbounds i8, ptr %31, i64 88
  %262 = getelementptr inbounds i8, ptr %27, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %261, ptr noundef nonnull align 8 dereferenceable(16) %262, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %18)
  %263 = load ptr, ptr %31, align 8, !tbaa !156
  store ptr %263, ptr %18, align 8, !tbaa !156
  %264 = getelementptr inbounds i8, ptr %18, i64 8
  %265 = load ptr, ptr %210, align 8, !tbaa !25
  store ptr %265, ptr %264, align 8, !tbaa !25
  %266 = icmp eq ptr %265, null
  br i1 %266, label %276, label %267

267:                                              ; preds = %260
  %268 = getelementptr inbounds i8, ptr %265, i64 8
  %269 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %270 = icmp eq i8 %269, 0
  br i1 %270, label %274, label %271

271:                                              ; preds = %267
  %272 = load i32, ptr %268, align 4, !tbaa !34
  %273 = add nsw i32 %272, 1
  store i32 %273, ptr %268, align 4, !tbaa !34
  br label %276

274:                                              ; preds = %267
  %275 = atomicrmw volatile add ptr %268, i32 1 acq_rel, align 4
  br label %276

276:                                              ; preds = %274, %271, %260
  %277 = getelementptr inbounds i8, ptr %18, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %277, ptr noundef nonnull readonly align 8 dereferenceable(16) %224, i64 16, i1 false)
  %278 = getelementptr inbounds i8, ptr %18, i64 32
  %279 = load float, ptr %226, align 8, !tbaa !158
  store float %279, ptr %278, align 8, !tbaa !158
  %280 = getelementptr inbounds i8, ptr %18, i64 40
  %281 = load ptr, ptr %227, align 8, !tbaa !156
  store ptr %281, ptr %280, align 8, !tbaa !156
  %282 = getelementptr inbounds i8, ptr %18, i64 48
  %283 = load ptr, ptr %229, align 8, !tbaa !25
  store ptr %283, ptr %282, align 8, !tbaa !25
  %284 = icmp eq ptr %283, null
  br i1 %284, label %294, label %285

285:                                              ; preds = %276
  %286 = getelementptr inbounds i8, ptr %283, i64 8
  %287 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %288 = icmp eq i8 %287, 0
  br i1 %288, label %292, label %289

289:                                              ; preds = %285
  %290 = load i32, ptr %286, align 4, !tbaa !34
  %291 = add nsw i32 %290, 1
  store i32 %291, ptr %286, align 4, !tbaa !34
  br label %294

292:                                              ; preds = %285
  %293 = atomicrmw volatile add ptr %286, i32 1 acq_rel, align 4
  br label %294

294:                                              ; preds = %292, %289, %276
  %295 = getelementptr inbounds i8, ptr %18, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %295, ptr noundef nonnull readonly align 8 dereferenceable(16) %243, i64 16, i1 false)
  %296 = getelementptr inbounds i8, ptr %18, i64 72
  %297 = load ptr, ptr %245, align 8, !tbaa !156
  store ptr %297, ptr %296, align 8, !tbaa !156
  %298 = getelementptr inbounds i8, ptr %18, i64 80
  %299 = load ptr, ptr %247, align 8, !tbaa !25
  store ptr %299, ptr %298, align 8, !tbaa !25
  %300 = icmp eq ptr %299, null
  br i1 %300, label %310, label %301

301:                                              ; preds = %294
  %302 = getelementptr inbounds i8, ptr %299, i64 8
  %303 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %304 = icmp eq i8 %303, 0
  br i1 %304, label %308, label %305

305:                                              ; preds = %301
  %306 = load i32, ptr %302, align 4, !tbaa !34
  %307 = add nsw i32 %306, 1
  store i32 %307, ptr %302, align 4, !tbaa !34
  br label %310

308:                                              ; preds = %301
  %309 = atomicrmw volatile add ptr %302, i32 1 acq_rel, align 4
  br label %310

310:                                              ; preds = %308, %305, %294
  %311 = getelementptr inbounds i8, ptr %18, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %311, ptr noundef nonnull readonly align 8 dereferenceable(16) %261, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %15)
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %16)
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %17)
  %312 = invoke noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %313 unwind label %980

313:                                              ; preds = %310
  %314 = icmp eq i32 %312, 0
  br i1 %314, label %324, label %315

315:                                              ; preds = %313
  %316 = call ptr @__cxa_allocate_exception(i64 64) #28
  %317 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #28
  %318 = extractvalue { i32, ptr } %317, 0
  %319 = extractvalue { i32, ptr } %317, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %316, i32 %318, ptr %319, ptr noundef nonnull @.str.19)
          to label %320 unwind label %322

320:                                              ; preds = %315
  invoke void @__cxa_throw(ptr nonnull %316, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #29
          to label %321 unwind label %980

321:                                              ; preds = %320
  unreachable

322:                                              ; preds = %315
  %323 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %316) #28
  br label %982

324:                                              ; preds = %313
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %13) #28
  invoke void @_ZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_(ptr dead_on_unwind nonnull writable sret(%"class.std::tuple.107") align 8 %13, ptr noundef nonnull align 8 dereferenceable(216) %1, i64 %208)
          to label %325 unwind label %980

325:                                              ; preds = %324
  %326 = getelementptr inbounds i8, ptr %13, i64 8
  %327 = load i8, ptr %13, align 8, !tbaa !164, !range !78, !noundef !79
  %328 = trunc nuw i8 %327 to i1
  br i1 %328, label %329, label %710

329:                                              ; preds = %325
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %14) #28
  %330 = load ptr, ptr %18, align 8, !tbaa !156
  store ptr %330, ptr %15, align 8, !tbaa !156
  %331 = getelementptr inbounds i8, ptr %15, i64 8
  %332 = load ptr, ptr %264, align 8, !tbaa !25
  store ptr %332, ptr %331, align 8, !tbaa !25
  %333 = icmp eq ptr %332, null
  br i1 %333, label %343, label %334

334:                                              ; preds = %329
  %335 = getelementptr inbounds i8, ptr %332, i64 8
  %336 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %337 = icmp eq i8 %336, 0
  br i1 %337, label %341, label %338

338:                                              ; preds = %334
  %339 = load i32, ptr %335, align 4, !tbaa !34
  %340 = add nsw i32 %339, 1
  store i32 %340, ptr %335, align 4, !tbaa !34
  br label %343

341:                                              ; preds = %334
  %342 = atomicrmw volatile add ptr %335, i32 1 acq_rel, align 4
  br label %343

343:                                              ; preds = %341, %338, %329
  %344 = getelementptr inbounds i8, ptr %15, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %344, ptr noundef nonnull readonly align 8 dereferenceable(16) %277, i64 16, i1 false)
  %345 = getelementptr inbounds i8, ptr %15, i64 32
  %346 = load float, ptr %278, align 8, !tbaa !158
  store float %346, ptr %345, align 8, !tbaa !158
  %347 = getelementptr inbounds i8, ptr %15, i64 40
  %348 = load ptr, ptr %280, align 8, !tbaa !156
  store ptr %348, ptr %347, align 8, !tbaa !156
  %349 = getelementptr inbounds i8, ptr %15, i64 48
  %350 = load ptr, ptr %282, align 8, !tbaa !25
  store ptr %350, ptr %349, align 8, !tbaa !25
  %351 = icmp eq ptr %350, null
  br i1 %351, label %361, label %352

352:                                              ; preds = %343
  %353 = getelementptr inbounds i8, ptr %350, i64 8
  %354 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %355 = icmp eq i8 %354, 0
  br i1 %355, label %359, label %356

356:                                              ; preds = %352
  %357 = load i32, ptr %353, align 4, !tbaa !34
  %358 = add nsw i32 %357, 1
  store i32 %358, ptr %353, align 4, !tbaa !34
  br label %361

359:                                              ; preds = %352
  %360 = atomicrmw volatile add ptr %353, i32 1 acq_rel, align 4
  br label %361

361:                                              ; preds = %359, %356, %343
  %362 = getelementptr inbounds i8, ptr %15, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %362, ptr noundef nonnull readonly align 8 dereferenceable(16) %295, i64 16, i1 false)
  %363 = getelementptr inbounds i8, ptr %15, i64 72
  %364 = load ptr, ptr %296, align 8, !tbaa !156
  store ptr %364, ptr %363, align 8, !tbaa !156
  %365 = getelementptr inbounds i8, ptr %15, i64 80
  %366 = load ptr, ptr %298, align 8, !tbaa !25
  store ptr %366, ptr %365, align 8, !tbaa !25
  %367 = icmp eq ptr %366, null
  br i1 %367, label %377, label %368

368:                                              ; preds = %361
  %369 = getelementptr inbounds i8, ptr %366, i64 8
  %370 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %371 = icmp eq i8 %370, 0
  br i1 %371, label %375, label %372

372:                                              ; preds = %368
  %373 = load i32, ptr %369, align 4, !tbaa !34
  %374 = add nsw i32 %373, 1
  store i32 %374, ptr %369, align 4, !tbaa !34
  br label %377

375:                                              ; preds = %368
  %376 = atomicrmw volatile add ptr %369, i32 1 acq_rel, align 4
  br label %377

377:                                              ; preds = %375, %372, %361
  %378 = getelementptr inbounds i8, ptr %15, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %378, ptr noundef nonnull readonly align 8 dereferenceable(16) %311, i64 16, i1 false)
  call void @llvm.experimental.noalias.scope.decl(metadata !165)
  store i64 %208, ptr %14, align 8, !alias.scope !165
  %379 = getelementptr inbounds i8, ptr %14, i64 8
  %380 = load ptr, ptr %15, align 8, !tbaa !156, !noalias !165
  store ptr %380, ptr %379, align 8, !tbaa !156, !alias.scope !165
  %381 = getelementptr inbounds i8, ptr %14, i64 16
  %382 = load ptr, ptr %331, align 8, !tbaa !25, !noalias !165
  store ptr %382, ptr %381, align 8, !tbaa !25, !alias.scope !165
  %383 = icmp eq ptr %382, null
  br i1 %383, label %393, label %384

384:                                              ; preds = %377
  %385 = getelementptr inbounds i8, ptr %382, i64 8
  %386 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !165
  %387 = icmp eq i8 %386, 0
  br i1 %387, label %391, label %388

388:                                              ; preds = %384
  %389 = load i32, ptr %385, align 4, !tbaa !34, !noalias !165
  %390 = add nsw i32 %389, 1
  store i32 %390, ptr %385, align 4, !tbaa !34, !noalias !165
  br label %393

391:                                              ; preds = %384
  %392 = atomicrmw volatile add ptr %385, i32 1 acq_rel, align 4, !noalias !165
  br label %393

393:                                              ; preds = %391, %388, %377
  %394 = getelementptr inbounds i8, ptr %14, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %394, ptr noundef nonnull readonly align 8 dereferenceable(16) %344, i64 16, i1 false)
  %395 = getelementptr inbounds i8, ptr %14, i64 40
  %396 = load float, ptr %345, align 8, !tbaa !158, !noalias !165
  store float %396, ptr %395, align 8, !tbaa !158, !alias.scope !165
  %397 = getelementptr inbounds i8, ptr %14, i64 48
  %398 = load ptr, ptr %347, align 8, !tbaa !156, !noalias !165
  store ptr %398, ptr %397, align 8, !tbaa !156, !alias.scope !165
  %399 = getelementptr inbounds i8, ptr %14, i64 56
  %400 = load ptr, ptr %349, align 8, !tbaa !25, !noalias !165
  store ptr %400, ptr %399, align 8, !tbaa !25, !alias.scope !165
  %401 = icmp eq ptr %400, null
  br i1 %401, label %411, label %402

402:                                              ; preds = %393
  %403 = getelementptr inbounds i8, ptr %400, i64 8
  %404 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !165
  %405 = icmp eq i8 %404, 0
  br i1 %405, label %409, label %406

406:                                              ; preds = %402
  %407 = load i32, ptr %403, align 4, !tbaa !34, !noalias !165
  %408 = add nsw i32 %407, 1
  store i32 %408, ptr %403, align 4, !tbaa !34, !noalias !165
  br label %411

409:                                              ; preds = %402
  %410 = atomicrmw volatile add ptr %403, i32 1 acq_rel, align 4, !noalias !165
  br label %411

411:                                              ; preds = %409, %406, %393
  %412 = getelementptr inbounds i8, ptr %14, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %412, ptr noundef nonnull readonly align 8 dereferenceable(16) %362, i64 16, i1 false)
  %413 = getelementptr inbounds i8, ptr %14, i64 80
  %414 = load ptr, ptr %363, align 8, !tbaa !156, !noalias !165
  store ptr %414, ptr %413, align 8, !tbaa !156, !alias.scope !165
  %415 = getelementptr inbounds i8, ptr %14, i64 88
  %416 = load ptr, ptr %365, align 8, !tbaa !25, !noalias !165
  store ptr %416, ptr %415, align 8, !tbaa !25, !alias.scope !165
  %417 = icmp eq ptr %416, null
  br i1 %417, label %427, label %418

418:                                              ; preds = %411
  %419 = getelementptr inbounds i8, ptr %416, i64 8
  %420 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !165
  %421 = icmp eq i8 %420, 0
  br i1 %421, label %425, label %422

422:                                              ; preds = %418
  %423 = load i32, ptr %419, align 4, !tbaa !34, !noalias !165
  %424 = add nsw i32 %423, 1
  store i32 %424, ptr %419, align 4, !tbaa !34, !noalias !165
  br label %427

425:                                              ; preds = %418
  %426 = atomicrmw volatile add ptr %419, i32 1 acq_rel, align 4, !noalias !165
  br label %427

427:                                              ; preds = %425, %422, %411
  %428 = getelementptr inbounds i8, ptr %14, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %428, ptr noundef nonnull readonly align 8 dereferenceable(16) %378, i64 16, i1 false)
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %15) #28
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %12)
  %429 = load i64, ptr %14, align 8
  store i64 %429, ptr %12, align 8
  %430 = getelementptr inbounds i8, ptr %12, i64 8
  %431 = load ptr, ptr %379, align 8, !tbaa !156
  store ptr %431, ptr %430, align 8, !tbaa !156
  %432 = getelementptr inbounds i8, ptr %12, i64 16
  %433 = load ptr, ptr %381, align 8, !tbaa !25
  store ptr %433, ptr %432, align 8, !tbaa !25
  %434 = icmp eq ptr %433, null
  br i1 %434, label %444, label %435

435:                                              ; preds = %427
  %436 = getelementptr inbounds i8, ptr %433, i64 8
  %437 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %438 = icmp eq i8 %437, 0
  br i1 %438, label %442, label %439

439:                                              ; preds = %435
  %440 = load i32, ptr %436, align 4, !tbaa !34
  %441 = add nsw i32 %440, 1
  store i32 %441, ptr %436, align 4, !tbaa !34
  br label %444

442:                                              ; preds = %435
  %443 = atomicrmw volatile add ptr %436, i32 1 acq_rel, align 4
  br label %444

444:                                              ; preds = %442, %439, %427
  %445 = getelementptr inbounds i8, ptr %12, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %445, ptr noundef nonnull readonly align 8 dereferenceable(16) %394, i64 16, i1 false)
  %446 = getelementptr inbounds i8, ptr %12, i64 40
  %447 = load float, ptr %395, align 8, !tbaa !158
  store float %447, ptr %446, align 8, !tbaa !158
  %448 = getelementptr inbounds i8, ptr %12, i64 48
  %449 = load ptr, ptr %397, align 8, !tbaa !156
  store ptr %449, ptr %448, align 8, !tbaa !156
  %450 = getelementptr inbounds i8, ptr %12, i64 56
  %451 = load ptr, ptr %399, align 8, !tbaa !25
  store ptr %451, ptr %450, align 8, !tbaa !25
  %452 = icmp eq ptr %451, null
  br i1 %452, label %462, label %453

453:                                              ; preds = %444
  %454 = getelementptr inbounds i8, ptr %451, i64 8
  %455 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %456 = icmp eq i8 %455, 0
  br i1 %456, label %460, label %457

457:                                              ; preds = %453
  %458 = load i32, ptr %454, align 4, !tbaa !34
  %459 = add nsw i32 %458, 1
  store i32 %459, ptr %454, align 4, !tbaa !34
  br label %462

460:                                              ; preds = %453
  %461 = atomicrmw volatile add ptr %454, i32 1 acq_rel, align 4
  br label %462

462:                                              ; preds = %460, %457, %444
  %463 = getelementptr inbounds i8, ptr %12, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %463, ptr noundef nonnull readonly align 8 dereferenceable(16) %412, i64 16, i1 false)
  %464 = getelementptr inbounds i8, ptr %12, i64 80
  %465 = load ptr, ptr %413, align 8, !tbaa !156
  store ptr %465, ptr %464, align 8, !tbaa !156
  %466 = getelementptr inbounds i8, ptr %12, i64 88
  %467 = load ptr, ptr %415, align 8, !tbaa !25
  store ptr %467, ptr %466, align 8, !tbaa !25
  %468 = icmp eq ptr %467, null
  br i1 %468, label %478, label %469

469:                                              ; preds = %462
  %470 = getelementptr inbounds i8, ptr %467, i64 8
  %471 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %472 = icmp eq i8 %471, 0
  br i1 %472, label %476, label %473

473:                                              ; preds = %469
  %474 = load i32, ptr %470, align 4, !tbaa !34
  %475 = add nsw i32 %474, 1
  store i32 %475, ptr %470, align 4, !tbaa !34
  br label %478

476:                                              ; preds = %469
  %477 = atomicrmw volatile add ptr %470, i32 1 acq_rel, align 4
  br label %478

478:                                              ; preds = %476, %473, %462
  %479 = getelementptr inbounds i8, ptr %12, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %479, ptr noundef nonnull readonly align 8 dereferenceable(16) %428, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %11)
  %480 = load i64, ptr %12, align 8
  store i64 %480, ptr %11, align 8
  %481 = getelementptr inbounds i8, ptr %11, i64 8
  %482 = load ptr, ptr %430, align 8, !tbaa !156
  store ptr %482, ptr %481, align 8, !tbaa !156
  %483 = getelementptr inbounds i8, ptr %11, i64 16
  %484 = load ptr, ptr %432, align 8, !tbaa !25
  store ptr %484, ptr %483, align 8, !tbaa !25
  %485 = icmp eq ptr %484, null
  br i1 %485, label %495, label %486

486:                                              ; preds = %478
  %487 = getelementptr inbounds i8, ptr %484, i64 8
  %488 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %489 = icmp eq i8 %488, 0
  br i1 %489, label %493, label %490

490:                                              ; preds = %486
  %491 = load i32, ptr %487, align 4, !tbaa !34
  %492 = add nsw i32 %491, 1
  store i32 %492, ptr %487, align 4, !tbaa !34
  br label %495

493:                                              ; preds = %486
  %494 = atomicrmw volatile add ptr %487, i32 1 acq_rel, align 4
  br label %495

495:                                              ; preds = %493, %490, %478
  %496 = getelementptr inbounds i8, ptr %11, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %496, ptr noundef nonnull readonly align 8 dereferenceable(16) %445, i64 16, i1 false)
  %497 = getelementptr inbounds i8, ptr %11, i64 40
  %498 = load float, ptr %446, align 8, !tbaa !158
  store float %498, ptr %497, align 8, !tbaa !158
  %499 = getelementptr inbounds i8, ptr %11, i64 48
  %500 = load ptr, ptr %448, align 8, !tbaa !156
  store ptr %500, ptr %499, align 8, !tbaa !156
  %501 = getelementptr inbounds i8, ptr %11, i64 56
  %502 = load ptr, ptr %450, align 8, !tbaa !25
  store ptr %502, ptr %501, align 8, !tbaa !25
  %503 = icmp eq ptr %502, null
  br i1 %503, label %513, label %504

504:                                              ; preds = %495
  %505 = getelementptr inbounds i8, ptr %502, i64 8
  %506 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %507 = icmp eq i8 %506, 0
  br i1 %507, label %511, label %508

508:                                              ; preds = %504
  %509 = load i32, ptr %505, align 4, !tbaa !34
  %510 = add nsw i32 %509, 1
  store i32 %510, ptr %505, align 4, !tbaa !34
  br label %513

511:                                              ; preds = %504
  %512 = atomicrmw volatile add ptr %505, i32 1 acq_rel, align 4
  br label %513

513:                                              ; preds = %511, %508, %495
  %514 = getelementptr inbounds i8, ptr %11, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %514, ptr noundef nonnull readonly align 8 dereferenceable(16) %463, i64 16, i1 false)
  %515 = getelementptr inbounds i8, ptr %11, i64 80
  %516 = load ptr, ptr %464, align 8, !tbaa !156
  store ptr %516, ptr %515, align 8, !tbaa !156
  %517 = getelementptr inbounds i8, ptr %11, i64 88
  %518 = load ptr, ptr %466, align 8, !tbaa !25
  store ptr %518, ptr %517, align 8, !tbaa !25
  %519 = icmp eq ptr %518, null
  br i1 %519, label %529, label %520

520:                                              ; preds = %513
  %521 = getelementptr inbounds i8, ptr %518, i64 8
  %522 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %523 = icmp eq i8 %522, 0
  br i1 %523, label %527, label %524

524:                                              ; preds = %520
  %525 = load i32, ptr %521, align 4, !tbaa !34
  %526 = add nsw i32 %525, 1
  store i32 %526, ptr %521, align 4, !tbaa !34
  br label %529

527:                                              ; preds = %520
  %528 = atomicrmw volatile add ptr %521, i32 1 acq_rel, align 4
  br label %529

529:                                              ; preds = %527, %524, %513
  %530 = getelementptr inbounds i8, ptr %11, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %530, ptr noundef nonnull readonly align 8 dereferenceable(16) %479, i64 16, i1 false)
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull readonly align 8 dereferenceable(104) %481) #28
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %11)
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull readonly align 8 dereferenceable(104) %430) #28
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %12)
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.25)
          to label %531 unwind label %702

531:                                              ; preds = %529
  %532 = load i64, ptr %326, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10)
  %533 = getelementptr inbounds i8, ptr %10, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %533, i8 0, i64 16, i1 false), !alias.scope !168
  store i64 %532, ptr %10, align 8, !tbaa !5, !alias.scope !168
  invoke void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range.105") align 8 %10, i1 noundef zeroext false, i32 noundef 1)
          to label %534 unwind label %702

534:                                              ; preds = %531
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10)
  %535 = load i64, ptr %14, align 8
  store i64 %535, ptr %16, align 8
  %536 = getelementptr inbounds i8, ptr %16, i64 8
  %537 = load ptr, ptr %379, align 8, !tbaa !156
  store ptr %537, ptr %536, align 8, !tbaa !156
  %538 = getelementptr inbounds i8, ptr %16, i64 16
  %539 = load ptr, ptr %381, align 8, !tbaa !25
  store ptr null, ptr %381, align 8, !tbaa !25
  store ptr %539, ptr %538, align 8, !tbaa !25
  store ptr null, ptr %379, align 8, !tbaa !156
  %540 = getelementptr inbounds i8, ptr %16, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %540, ptr noundef nonnull align 8 dereferenceable(16) %394, i64 16, i1 false)
  %541 = getelementptr inbounds i8, ptr %16, i64 40
  %542 = load float, ptr %395, align 8, !tbaa !158
  store float %542, ptr %541, align 8, !tbaa !158
  %543 = getelementptr inbounds i8, ptr %16, i64 48
  %544 = load ptr, ptr %397, align 8, !tbaa !156
  store ptr %544, ptr %543, align 8, !tbaa !156
  %545 = getelementptr inbounds i8, ptr %16, i64 56
  %546 = load ptr, ptr %399, align 8, !tbaa !25
  store ptr null, ptr %399, align 8, !tbaa !25
  store ptr %546, ptr %545, align 8, !tbaa !25
  store ptr null, ptr %397, align 8, !tbaa !156
  %547 = getelementptr inbounds i8, ptr %16, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %547, ptr noundef nonnull align 8 dereferenceable(16) %412, i64 16, i1 false)
  %548 = getelementptr inbounds i8, ptr %16, i64 80
  %549 = getelementptr inbounds i8, ptr %16, i64 88
  %550 = load <2 x ptr>, ptr %413, align 8, !tbaa !11
  store ptr null, ptr %415, align 8, !tbaa !25
  store <2 x ptr> %550, ptr %548, align 8, !tbaa !11
  store ptr null, ptr %413, align 8, !tbaa !156
  %551 = getelementptr inbounds i8, ptr %16, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %551, ptr noundef nonnull align 8 dereferenceable(16) %428, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %8)
  %552 = invoke noalias noundef nonnull dereferenceable(120) ptr @_Znwm(i64 noundef 120) #30
          to label %553 unwind label %704

553:                                              ; preds = %534
  store i64 %535, ptr %8, align 8, !noalias !171
  %554 = getelementptr inbounds i8, ptr %8, i64 8
  store ptr %537, ptr %554, align 8, !tbaa !156, !noalias !171
  %555 = getelementptr inbounds i8, ptr %8, i64 16
  store ptr %539, ptr %555, align 8, !tbaa !25, !noalias !171
  %556 = icmp eq ptr %539, null
  br i1 %556, label %569, label %557

557:                                              ; preds = %553
  %558 = getelementptr inbounds i8, ptr %539, i64 8
  %559 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !171
  %560 = icmp eq i8 %559, 0
  br i1 %560, label %564, label %561

561:                                              ; preds = %557
  %562 = load i32, ptr %558, align 4, !tbaa !34, !noalias !171
  %563 = add nsw i32 %562, 1
  store i32 %563, ptr %558, align 4, !tbaa !34, !noalias !171
  br label %569

564:                                              ; preds = %557
  %565 = atomicrmw volatile add ptr %558, i32 1 acq_rel, align 4, !noalias !171
  %566 = load float, ptr %541, align 8, !tbaa !158, !noalias !171
  %567 = load ptr, ptr %543, align 8, !tbaa !156, !noalias !171
  %568 = load ptr, ptr %545, align 8, !tbaa !25, !noalias !171
  br label %569

569:                                              ; preds = %564, %561, %553
  %570 = phi ptr [ %568, %564 ], [ %546, %561 ], [ %546, %553 ]
  %571 = phi ptr [ %567, %564 ], [ %544, %561 ], [ %544, %553 ]
  %572 = phi float [ %566, %564 ], [ %542, %561 ], [ %542, %553 ]
  %573 = getelementptr inbounds i8, ptr %8, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %573, ptr noundef nonnull readonly align 8 dereferenceable(16) %540, i64 16, i1 false), !noalias !171
  %574 = getelementptr inbounds i8, ptr %8, i64 40
  store float %572, ptr %574, align 8, !tbaa !158, !noalias !171
  %575 = getelementptr inbounds i8, ptr %8, i64 48
  store ptr %571, ptr %575, align 8, !tbaa !156, !noalias !171
  %576 = getelementptr inbounds i8, ptr %8, i64 56
  store ptr %570, ptr %576, align 8, !tbaa !25, !noalias !171
  %577 = icmp eq ptr %570, null
  br i1 %577, label %587, label %578

578:                                              ; preds = %569
  %579 = getelementptr inbounds i8, ptr %570, i64 8
  %580 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !171
  %581 = icmp eq i8 %580, 0
  br i1 %581, label %585, label %582

582:                                              ; preds = %578
  %583 = load i32, ptr %579, align 4, !tbaa !34, !noalias !171
  %584 = add nsw i32 %583, 1
  store i32 %584, ptr %579, align 4, !tbaa !34, !noalias !171
  br label %587

585:                                              ; preds = %578
  %586 = atomicrmw volatile add ptr %579, i32 1 acq_rel, align 4, !noalias !171
  br label %587

587:                                              ; preds = %585, %582, %569
  %588 = getelementptr inbounds i8, ptr %8, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %588, ptr noundef nonnull readonly align 8 dereferenceable(16) %547, i64 16, i1 false), !noalias !171
  %589 = getelementptr inbounds i8, ptr %8, i64 80
  %590 = load ptr, ptr %548, align 8, !tbaa !156, !noalias !171
  store ptr %590, ptr %589, align 8, !tbaa !156, !noalias !171
  %591 = getelementptr inbounds i8, ptr %8, i64 88
  %592 = load ptr, ptr %549, align 8, !tbaa !25, !noalias !171
  store ptr %592, ptr %591, align 8, !tbaa !25, !noalias !171
  %593 = icmp eq ptr %592, null
  br i1 %593, label %603, label %594

594:                                              ; preds = %587
  %595 = getelementptr inbounds i8, ptr %592, i64 8
  %596 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !171
  %597 = icmp eq i8 %596, 0
  br i1 %597, label %601, label %598

598:                                              ; preds = %594
  %599 = load i32, ptr %595, align 4, !tbaa !34, !noalias !171
  %600 = add nsw i32 %599, 1
  store i32 %600, ptr %595, align 4, !tbaa !34, !noalias !171
  br label %603

601:                                              ; preds = %594
  %602 = atomicrmw volatile add ptr %595, i32 1 acq_rel, align 4, !noalias !171
  br label %603

603:                                              ; preds = %601, %598, %587
  %604 = getelementptr inbounds i8, ptr %8, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %604, ptr noundef nonnull readonly align 8 dereferenceable(16) %551, i64 16, i1 false), !noalias !171
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EEE, i64 16), ptr %552, align 8, !tbaa !31, !noalias !171
  %605 = getelementptr inbounds i8, ptr %552, i64 8
  %606 = load i64, ptr %8, align 8, !noalias !171
  store i64 %606, ptr %605, align 8, !noalias !171
  %607 = getelementptr inbounds i8, ptr %552, i64 16
  %608 = load ptr, ptr %554, align 8, !tbaa !156, !noalias !171
  store ptr %608, ptr %607, align 8, !tbaa !156, !noalias !171
  %609 = getelementptr inbounds i8, ptr %552, i64 24
  %610 = load ptr, ptr %555, align 8, !tbaa !25, !noalias !171
  store ptr %610, ptr %609, align 8, !tbaa !25, !noalias !171
  %611 = icmp eq ptr %610, null
  br i1 %611, label %621, label %612

612:                                              ; preds = %603
  %613 = getelementptr inbounds i8, ptr %610, i64 8
  %614 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !171
  %615 = icmp eq i8 %614, 0
  br i1 %615, label %619, label %616

616:                                              ; preds = %612
  %617 = load i32, ptr %613, align 4, !tbaa !34, !noalias !171
  %618 = add nsw i32 %617, 1
  store i32 %618, ptr %613, align 4, !tbaa !34, !noalias !171
  br label %621

619:                                              ; preds = %612
  %620 = atomicrmw volatile add ptr %613, i32 1 acq_rel, align 4, !noalias !171
  br label %621

621:                                              ; preds = %619, %616, %603
  %622 = getelementptr inbounds i8, ptr %552, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %622, ptr noundef nonnull readonly align 8 dereferenceable(16) %573, i64 16, i1 false), !noalias !171
  %623 = getelementptr inbounds i8, ptr %552, i64 48
  %624 = load float, ptr %574, align 8, !tbaa !158, !noalias !171
  store float %624, ptr %623, align 8, !tbaa !158, !noalias !171
  %625 = getelementptr inbounds i8, ptr %552, i64 56
  %626 = load ptr, ptr %575, align 8, !tbaa !156, !noalias !171
  store ptr %626, ptr %625, align 8, !tbaa !156, !noalias !171
  %627 = getelementptr inbounds i8, ptr %552, i64 64
  %628 = load ptr, ptr %576, align 8, !tbaa !25, !noalias !171
  store ptr %628, ptr %627, align 8, !tbaa !25, !noalias !171
  %629 = icmp eq ptr %628, null
  br i1 %629, label %639, label %630

630:                                              ; preds = %621
  %631 = getelementptr inbounds i8, ptr %628, i64 8
  %632 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !171
  %633 = icmp eq i8 %632, 0
  br i1 %633, label %637, label %634

634:                                              ; preds = %630
  %635 = load i32, ptr %631, align 4, !tbaa !34, !noalias !171
  %636 = add nsw i32 %635, 1
  store i32 %636, ptr %631, align 4, !tbaa !34, !noalias !171
  br label %639

637:                                              ; preds = %630
  %638 = atomicrmw volatile add ptr %631, i32 1 acq_rel, align 4, !noalias !171
  br label %639

639:                                              ; preds = %637, %634, %621
  %640 = getelementptr inbounds i8, ptr %552, i64 72
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %640, ptr noundef nonnull readonly align 8 dereferenceable(16) %588, i64 16, i1 false), !noalias !171
  %641 = getelementptr inbounds i8, ptr %552, i64 88
  %642 = load ptr, ptr %589, align 8, !tbaa !156, !noalias !171
  store ptr %642, ptr %641, align 8, !tbaa !156, !noalias !171
  %643 = getelementptr inbounds i8, ptr %552, i64 96
  %644 = load ptr, ptr %591, align 8, !tbaa !25, !noalias !171
  store ptr %644, ptr %643, align 8, !tbaa !25, !noalias !171
  %645 = icmp eq ptr %644, null
  br i1 %645, label %655, label %646

646:                                              ; preds = %639
  %647 = getelementptr inbounds i8, ptr %644, i64 8
  %648 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !171
  %649 = icmp eq i8 %648, 0
  br i1 %649, label %653, label %650

650:                                              ; preds = %646
  %651 = load i32, ptr %647, align 4, !tbaa !34, !noalias !171
  %652 = add nsw i32 %651, 1
  store i32 %652, ptr %647, align 4, !tbaa !34, !noalias !171
  br label %655

653:                                              ; preds = %646
  %654 = atomicrmw volatile add ptr %647, i32 1 acq_rel, align 4, !noalias !171
  br label %655

655:                                              ; preds = %653, %650, %639
  %656 = getelementptr inbounds i8, ptr %552, i64 104
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %656, ptr noundef nonnull readonly align 8 dereferenceable(16) %604, i64 16, i1 false), !noalias !171
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull readonly align 8 dereferenceable(104) %554) #28, !noalias !171
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %8)
  %657 = getelementptr inbounds i8, ptr %1, i64 152
  %658 = load ptr, ptr %657, align 8, !tbaa !11
  store ptr %552, ptr %657, align 8, !tbaa !11
  %659 = icmp eq ptr %658, null
  br i1 %659, label %664, label %660

660:                                              ; preds = %655
  %661 = load ptr, ptr %658, align 8, !tbaa !31
  %662 = getelementptr inbounds i8, ptr %661, i64 16
  %663 = load ptr, ptr %662, align 8
  call void %663(ptr noundef nonnull align 8 dereferenceable(8) %658) #28
  br label %664

664:                                              ; preds = %660, %655
  invoke void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %665 unwind label %704

665:                                              ; preds = %664
  %666 = load ptr, ptr %657, align 8, !tbaa !11
  %667 = load ptr, ptr %666, align 8, !tbaa !31
  %668 = load ptr, ptr %667, align 8
  %669 = invoke noundef ptr %668(ptr noundef nonnull align 8 dereferenceable(8) %666)
          to label %670 unwind label %704

670:                                              ; preds = %665
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %9) #28
  invoke void @_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI4AxpyEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv(ptr dead_on_unwind nonnull writable sret(%"class.std::vector.127") align 8 %9)
          to label %671 unwind label %704

671:                                              ; preds = %670
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %669, ptr noundef nonnull align 8 dereferenceable(24) %9, i1 noundef zeroext false)
          to label %672 unwind label %689

672:                                              ; preds = %671
  %673 = load ptr, ptr %9, align 8, !tbaa !174
  %674 = icmp eq ptr %673, null
  br i1 %674, label %681, label %675

675:                                              ; preds = %672
  %676 = getelementptr inbounds i8, ptr %9, i64 16
  %677 = load ptr, ptr %676, align 8, !tbaa !176
  %678 = ptrtoint ptr %677 to i64
  %679 = ptrtoint ptr %673 to i64
  %680 = sub i64 %678, %679
  call void @_ZdlPvm(ptr noundef nonnull %673, i64 noundef %680) #33
  br label %681

681:                                              ; preds = %675, %672
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #28
  %682 = invoke noalias noundef nonnull dereferenceable(51) ptr @_Znam(i64 noundef 51) #30
          to label %683 unwind label %704

683:                                              ; preds = %681
  %684 = getelementptr inbounds i8, ptr %1, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(50) %682, ptr noundef nonnull align 1 dereferenceable(50) @.str.28, i64 50, i1 false)
  %685 = getelementptr inbounds i8, ptr %682, i64 50
  store i8 0, ptr %685, align 1, !tbaa !33
  %686 = load ptr, ptr %684, align 8, !tbaa !11
  store ptr %682, ptr %684, align 8, !tbaa !11
  %687 = icmp eq ptr %686, null
  br i1 %687, label %700, label %688

688:                                              ; preds = %683
  call void @_ZdaPv(ptr noundef nonnull %686) #33
  br label %700

689:                                              ; preds = %671
  %690 = landingpad { ptr, i32 }
          cleanup
  %691 = load ptr, ptr %9, align 8, !tbaa !174
  %692 = icmp eq ptr %691, null
  br i1 %692, label %699, label %693

693:                                              ; preds = %689
  %694 = getelementptr inbounds i8, ptr %9, i64 16
  %695 = load ptr, ptr %694, align 8, !tbaa !176
  %696 = ptrtoint ptr %695 to i64
  %697 = ptrtoint ptr %691 to i64
  %698 = sub i64 %696, %697
  call void @_ZdlPvm(ptr noundef nonnull %691, i64 noundef %698) #33
  br label %699

699:                                              ; preds = %693, %689
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #28
  br label %706

700:                                              ; preds = %688, %683
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull readonly align 8 dereferenceable(104) %536) #28
  invoke void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef 1)
          to label %701 unwind label %702

701:                                              ; preds = %700
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull readonly align 8 dereferenceable(104) %379) #28
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %14) #28
  br label %984

702:                                              ; preds = %700, %531, %529
  %703 = landingpad { ptr, i32 }
          cleanup
  br label %708

704:                                              ; preds = %681, %670, %665, %664, %534
  %705 = landingpad { ptr, i32 }
          cleanup
  br label %706

706:                                              ; preds = %704, %699
  %707 = phi { ptr, i32 } [ %705, %704 ], [ %690, %699 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull readonly align 8 dereferenceable(104) %536) #28
  br label %708

708:                                              ; preds = %706, %702
  %709 = phi { ptr, i32 } [ %703, %702 ], [ %707, %706 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull readonly align 8 dereferenceable(104) %379) #28
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %14) #28
  br label %978

710:                                              ; preds = %325
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %7)
  %711 = load ptr, ptr %18, align 8, !tbaa !156
  store ptr %711, ptr %7, align 8, !tbaa !156
  %712 = getelementptr inbounds i8, ptr %7, i64 8
  %713 = load ptr, ptr %264, align 8, !tbaa !25
  store ptr %713, ptr %712, align 8, !tbaa !25
  %714 = icmp eq ptr %713, null
  br i1 %714, label %724, label %715

715:                                              ; preds = %710
  %716 = getelementptr inbounds i8, ptr %713, i64 8
  %717 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %718 = icmp eq i8 %717, 0
  br i1 %718, label %722, label %719

719:                                              ; preds = %715
  %720 = load i32, ptr %716, align 4, !tbaa !34
  %721 = add nsw i32 %720, 1
  store i32 %721, ptr %716, align 4, !tbaa !34
  br label %724

722:                                              ; preds = %715
  %723 = atomicrmw volatile add ptr %716, i32 1 acq_rel, align 4
  br label %724

724:                                              ; preds = %722, %719, %710
  %725 = getelementptr inbounds i8, ptr %7, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %725, ptr noundef nonnull readonly align 8 dereferenceable(16) %277, i64 16, i1 false)
  %726 = getelementptr inbounds i8, ptr %7, i64 32
  %727 = load float, ptr %278, align 8, !tbaa !158
  store float %727, ptr %726, align 8, !tbaa !158
  %728 = getelementptr inbounds i8, ptr %7, i64 40
  %729 = load ptr, ptr %280, align 8, !tbaa !156
  store ptr %729, ptr %728, align 8, !tbaa !156
  %730 = getelementptr inbounds i8, ptr %7, i64 48
  %731 = load ptr, ptr %282, align 8, !tbaa !25
  store ptr %731, ptr %730, align 8, !tbaa !25
  %732 = icmp eq ptr %731, null
  br i1 %732, label %742, label %733

733:                                              ; preds = %724
  %734 = getelementptr inbounds i8, ptr %731, i64 8
  %735 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %736 = icmp eq i8 %735, 0
  br i1 %736, label %740, label %737

737:                                              ; preds = %733
  %738 = load i32, ptr %734, align 4, !tbaa !34
  %739 = add nsw i32 %738, 1
  store i32 %739, ptr %734, align 4, !tbaa !34
  br label %742

740:                                              ; preds = %733
  %741 = atomicrmw volatile add ptr %734, i32 1 acq_rel, align 4
  br label %742

742:                                              ; preds = %740, %737, %724
  %743 = getelementptr inbounds i8, ptr %7, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %743, ptr noundef nonnull readonly align 8 dereferenceable(16) %295, i64 16, i1 false)
  %744 = getelementptr inbounds i8, ptr %7, i64 72
  %745 = load ptr, ptr %296, align 8, !tbaa !156
  store ptr %745, ptr %744, align 8, !tbaa !156
  %746 = getelementptr inbounds i8, ptr %7, i64 80
  %747 = load ptr, ptr %298, align 8, !tbaa !25
  store ptr %747, ptr %746, align 8, !tbaa !25
  %748 = icmp eq ptr %747, null
  br i1 %748, label %758, label %749

749:                                              ; preds = %742
  %750 = getelementptr inbounds i8, ptr %747, i64 8
  %751 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %752 = icmp eq i8 %751, 0
  br i1 %752, label %756, label %753

753:                                              ; preds = %749
  %754 = load i32, ptr %750, align 4, !tbaa !34
  %755 = add nsw i32 %754, 1
  store i32 %755, ptr %750, align 4, !tbaa !34
  br label %758

756:                                              ; preds = %749
  %757 = atomicrmw volatile add ptr %750, i32 1 acq_rel, align 4
  br label %758

758:                                              ; preds = %756, %753, %742
  %759 = getelementptr inbounds i8, ptr %7, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %759, ptr noundef nonnull readonly align 8 dereferenceable(16) %311, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %6)
  %760 = load ptr, ptr %7, align 8, !tbaa !156
  store ptr %760, ptr %6, align 8, !tbaa !156
  %761 = getelementptr inbounds i8, ptr %6, i64 8
  %762 = load ptr, ptr %712, align 8, !tbaa !25
  store ptr %762, ptr %761, align 8, !tbaa !25
  %763 = icmp eq ptr %762, null
  br i1 %763, label %773, label %764

764:                                              ; preds = %758
  %765 = getelementptr inbounds i8, ptr %762, i64 8
  %766 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %767 = icmp eq i8 %766, 0
  br i1 %767, label %771, label %768

768:                                              ; preds = %764
  %769 = load i32, ptr %765, align 4, !tbaa !34
  %770 = add nsw i32 %769, 1
  store i32 %770, ptr %765, align 4, !tbaa !34
  br label %773

771:                                              ; preds = %764
  %772 = atomicrmw volatile add ptr %765, i32 1 acq_rel, align 4
  br label %773

773:                                              ; preds = %771, %768, %758
  %774 = getelementptr inbounds i8, ptr %6, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %774, ptr noundef nonnull readonly align 8 dereferenceable(16) %725, i64 16, i1 false)
  %775 = getelementptr inbounds i8, ptr %6, i64 32
  %776 = load float, ptr %726, align 8, !tbaa !158
  store float %776, ptr %775, align 8, !tbaa !158
  %777 = getelementptr inbounds i8, ptr %6, i64 40
  %778 = load ptr, ptr %728, align 8, !tbaa !156
  store ptr %778, ptr %777, align 8, !tbaa !156
  %779 = getelementptr inbounds i8, ptr %6, i64 48
  %780 = load ptr, ptr %730, align 8, !tbaa !25
  store ptr %780, ptr %779, align 8, !tbaa !25
  %781 = icmp eq ptr %780, null
  br i1 %781, label %791, label %782

782:                                              ; preds = %773
  %783 = getelementptr inbounds i8, ptr %780, i64 8
  %784 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %785 = icmp eq i8 %784, 0
  br i1 %785, label %789, label %786

786:                                              ; preds = %782
  %787 = load i32, ptr %783, align 4, !tbaa !34
  %788 = add nsw i32 %787, 1
  store i32 %788, ptr %783, align 4, !tbaa !34
  br label %791

789:                                              ; preds = %782
  %790 = atomicrmw volatile add ptr %783, i32 1 acq_rel, align 4
  br label %791

791:                                              ; preds = %789, %786, %773
  %792 = getelementptr inbounds i8, ptr %6, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %792, ptr noundef nonnull readonly align 8 dereferenceable(16) %743, i64 16, i1 false)
  %793 = getelementptr inbounds i8, ptr %6, i64 72
  %794 = load ptr, ptr %744, align 8, !tbaa !156
  store ptr %794, ptr %793, align 8, !tbaa !156
  %795 = getelementptr inbounds i8, ptr %6, i64 80
  %796 = load ptr, ptr %746, align 8, !tbaa !25
  store ptr %796, ptr %795, align 8, !tbaa !25
  %797 = icmp eq ptr %796, null
  br i1 %797, label %807, label %798

798:                                              ; preds = %791
  %799 = getelementptr inbounds i8, ptr %796, i64 8
  %800 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %801 = icmp eq i8 %800, 0
  br i1 %801, label %805, label %802

802:                                              ; preds = %798
  %803 = load i32, ptr %799, align 4, !tbaa !34
  %804 = add nsw i32 %803, 1
  store i32 %804, ptr %799, align 4, !tbaa !34
  br label %807

805:                                              ; preds = %798
  %806 = atomicrmw volatile add ptr %799, i32 1 acq_rel, align 4
  br label %807

807:                                              ; preds = %805, %802, %791
  %808 = getelementptr inbounds i8, ptr %6, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %808, ptr noundef nonnull readonly align 8 dereferenceable(16) %759, i64 16, i1 false)
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %6) #28
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %6)
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %7) #28
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %7)
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.25)
          to label %809 unwind label %980

809:                                              ; preds = %807
  invoke void @_ZN4sycl3_V17handler22setKernelIsCooperativeEb(ptr noundef nonnull align 8 dereferenceable(216) %1, i1 noundef zeroext false)
          to label %810 unwind label %980

810:                                              ; preds = %809
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5)
  %811 = getelementptr inbounds i8, ptr %5, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %811, i8 0, i64 16, i1 false), !alias.scope !177
  store i64 %208, ptr %5, align 8, !tbaa !5, !alias.scope !177
  invoke void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range.105") align 8 %5, i1 noundef zeroext false, i32 noundef 1)
          to label %812 unwind label %980

812:                                              ; preds = %810
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5)
  %813 = load ptr, ptr %18, align 8, !tbaa !156
  store ptr %813, ptr %17, align 8, !tbaa !156
  %814 = getelementptr inbounds i8, ptr %17, i64 8
  %815 = load ptr, ptr %264, align 8, !tbaa !25
  store ptr null, ptr %264, align 8, !tbaa !25
  store ptr %815, ptr %814, align 8, !tbaa !25
  store ptr null, ptr %18, align 8, !tbaa !156
  %816 = getelementptr inbounds i8, ptr %17, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %816, ptr noundef nonnull align 8 dereferenceable(16) %277, i64 16, i1 false)
  %817 = getelementptr inbounds i8, ptr %17, i64 32
  %818 = load float, ptr %278, align 8, !tbaa !158
  store float %818, ptr %817, align 8, !tbaa !158
  %819 = getelementptr inbounds i8, ptr %17, i64 40
  %820 = load ptr, ptr %280, align 8, !tbaa !156
  store ptr %820, ptr %819, align 8, !tbaa !156
  %821 = getelementptr inbounds i8, ptr %17, i64 48
  %822 = load ptr, ptr %282, align 8, !tbaa !25
  store ptr null, ptr %282, align 8, !tbaa !25
  store ptr %822, ptr %821, align 8, !tbaa !25
  store ptr null, ptr %280, align 8, !tbaa !156
  %823 = getelementptr inbounds i8, ptr %17, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %823, ptr noundef nonnull align 8 dereferenceable(16) %295, i64 16, i1 false)
  %824 = getelementptr inbounds i8, ptr %17, i64 72
  %825 = getelementptr inbounds i8, ptr %17, i64 80
  %826 = load <2 x ptr>, ptr %296, align 8, !tbaa !11
  store ptr null, ptr %298, align 8, !tbaa !25
  store <2 x ptr> %826, ptr %824, align 8, !tbaa !11
  store ptr null, ptr %296, align 8, !tbaa !156
  %827 = getelementptr inbounds i8, ptr %17, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %827, ptr noundef nonnull align 8 dereferenceable(16) %311, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %3)
  %828 = invoke noalias noundef nonnull dereferenceable(112) ptr @_Znwm(i64 noundef 112) #30
          to label %829 unwind label %974

829:                                              ; preds = %812
  store ptr %813, ptr %3, align 8, !tbaa !156, !noalias !180
  %830 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr %815, ptr %830, align 8, !tbaa !25, !noalias !180
  %831 = icmp eq ptr %815, null
  br i1 %831, label %844, label %832

832:                                              ; preds = %829
  %833 = getelementptr inbounds i8, ptr %815, i64 8
  %834 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !180
  %835 = icmp eq i8 %834, 0
  br i1 %835, label %839, label %836

836:                                              ; preds = %832
  %837 = load i32, ptr %833, align 4, !tbaa !34, !noalias !180
  %838 = add nsw i32 %837, 1
  store i32 %838, ptr %833, align 4, !tbaa !34, !noalias !180
  br label %844

839:                                              ; preds = %832
  %840 = atomicrmw volatile add ptr %833, i32 1 acq_rel, align 4, !noalias !180
  %841 = load float, ptr %817, align 8, !tbaa !158, !noalias !180
  %842 = load ptr, ptr %819, align 8, !tbaa !156, !noalias !180
  %843 = load ptr, ptr %821, align 8, !tbaa !25, !noalias !180
  br label %844

844:                                              ; preds = %839, %836, %829
  %845 = phi ptr [ %843, %839 ], [ %822, %836 ], [ %822, %829 ]
  %846 = phi ptr [ %842, %839 ], [ %820, %836 ], [ %820, %829 ]
  %847 = phi float [ %841, %839 ], [ %818, %836 ], [ %818, %829 ]
  %848 = getelementptr inbounds i8, ptr %3, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %848, ptr noundef nonnull readonly align 8 dereferenceable(16) %816, i64 16, i1 false), !noalias !180
  %849 = getelementptr inbounds i8, ptr %3, i64 32
  store float %847, ptr %849, align 8, !tbaa !158, !noalias !180
  %850 = getelementptr inbounds i8, ptr %3, i64 40
  store ptr %846, ptr %850, align 8, !tbaa !156, !noalias !180
  %851 = getelementptr inbounds i8, ptr %3, i64 48
  store ptr %845, ptr %851, align 8, !tbaa !25, !noalias !180
  %852 = icmp eq ptr %845, null
  br i1 %852, label %862, label %853

853:                                              ; preds = %844
  %854 = getelementptr inbounds i8, ptr %845, i64 8
  %855 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !180
  %856 = icmp eq i8 %855, 0
  br i1 %856, label %860, label %857

857:                                              ; preds = %853
  %858 = load i32, ptr %854, align 4, !tbaa !34, !noalias !180
  %859 = add nsw i32 %858, 1
  store i32 %859, ptr %854, align 4, !tbaa !34, !noalias !180
  br label %862

860:                                              ; preds = %853
  %861 = atomicrmw volatile add ptr %854, i32 1 acq_rel, align 4, !noalias !180
  br label %862

862:                                              ; preds = %860, %857, %844
  %863 = getelementptr inbounds i8, ptr %3, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %863, ptr noundef nonnull readonly align 8 dereferenceable(16) %823, i64 16, i1 false), !noalias !180
  %864 = getelementptr inbounds i8, ptr %3, i64 72
  %865 = load ptr, ptr %824, align 8, !tbaa !156, !noalias !180
  store ptr %865, ptr %864, align 8, !tbaa !156, !noalias !180
  %866 = getelementptr inbounds i8, ptr %3, i64 80
  %867 = load ptr, ptr %825, align 8, !tbaa !25, !noalias !180
  store ptr %867, ptr %866, align 8, !tbaa !25, !noalias !180
  %868 = icmp eq ptr %867, null
  br i1 %868, label %878, label %869

869:                                              ; preds = %862
  %870 = getelementptr inbounds i8, ptr %867, i64 8
  %871 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !180
  %872 = icmp eq i8 %871, 0
  br i1 %872, label %876, label %873

873:                                              ; preds = %869
  %874 = load i32, ptr %870, align 4, !tbaa !34, !noalias !180
  %875 = add nsw i32 %874, 1
  store i32 %875, ptr %870, align 4, !tbaa !34, !noalias !180
  br label %878

876:                                              ; preds = %869
  %877 = atomicrmw volatile add ptr %870, i32 1 acq_rel, align 4, !noalias !180
  br label %878

878:                                              ; preds = %876, %873, %862
  %879 = getelementptr inbounds i8, ptr %3, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %879, ptr noundef nonnull readonly align 8 dereferenceable(16) %827, i64 16, i1 false), !noalias !180
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %828, align 8, !tbaa !31, !noalias !180
  %880 = getelementptr inbounds i8, ptr %828, i64 8
  %881 = load ptr, ptr %3, align 8, !tbaa !156, !noalias !180
  store ptr %881, ptr %880, align 8, !tbaa !156, !noalias !180
  %882 = getelementptr inbounds i8, ptr %828, i64 16
  %883 = load ptr, ptr %830, align 8, !tbaa !25, !noalias !180
  store ptr %883, ptr %882, align 8, !tbaa !25, !noalias !180
  %884 = icmp eq ptr %883, null
  br i1 %884, label %894, label %885

885:                                              ; preds = %878
  %886 = getelementptr inbounds i8, ptr %883, i64 8
  %887 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !180
  %888 = icmp eq i8 %887, 0
  br i1 %888, label %892, label %889

889:                                              ; preds = %885
  %890 = load i32, ptr %886, align 4, !tbaa !34, !noalias !180
  %891 = add nsw i32 %890, 1
  store i32 %891, ptr %886, align 4, !tbaa !34, !noalias !180
  br label %894

892:                                              ; preds = %885
  %893 = atomicrmw volatile add ptr %886, i32 1 acq_rel, align 4, !noalias !180
  br label %894

894:                                              ; preds = %892, %889, %878
  %895 = getelementptr inbounds i8, ptr %828, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %895, ptr noundef nonnull readonly align 8 dereferenceable(16) %848, i64 16, i1 false), !noalias !180
  %896 = getelementptr inbounds i8, ptr %828, i64 40
  %897 = load float, ptr %849, align 8, !tbaa !158, !noalias !180
  store float %897, ptr %896, align 8, !tbaa !158, !noalias !180
  %898 = getelementptr inbounds i8, ptr %828, i64 48
  %899 = load ptr, ptr %850, align 8, !tbaa !156, !noalias !180
  store ptr %899, ptr %898, align 8, !tbaa !156, !noalias !180
  %900 = getelementptr inbounds i8, ptr %828, i64 56
  %901 = load ptr, ptr %851, align 8, !tbaa !25, !noalias !180
  store ptr %901, ptr %900, align 8, !tbaa !25, !noalias !180
  %902 = icmp eq ptr %901, null
  br i1 %902, label %912, label %903

903:                                              ; preds = %894
  %904 = getelementptr inbounds i8, ptr %901, i64 8
  %905 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !180
  %906 = icmp eq i8 %905, 0
  br i1 %906, label %910, label %907

907:                                              ; preds = %903
  %908 = load i32, ptr %904, align 4, !tbaa !34, !noalias !180
  %909 = add nsw i32 %908, 1
  store i32 %909, ptr %904, align 4, !tbaa !34, !noalias !180
  br label %912

910:                                              ; preds = %903
  %911 = atomicrmw volatile add ptr %904, i32 1 acq_rel, align 4, !noalias !180
  br label %912

912:                                              ; preds = %910, %907, %894
  %913 = getelementptr inbounds i8, ptr %828, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %913, ptr noundef nonnull readonly align 8 dereferenceable(16) %863, i64 16, i1 false), !noalias !180
  %914 = getelementptr inbounds i8, ptr %828, i64 80
  %915 = load ptr, ptr %864, align 8, !tbaa !156, !noalias !180
  store ptr %915, ptr %914, align 8, !tbaa !156, !noalias !180
  %916 = getelementptr inbounds i8, ptr %828, i64 88
  %917 = load ptr, ptr %866, align 8, !tbaa !25, !noalias !180
  store ptr %917, ptr %916, align 8, !tbaa !25, !noalias !180
  %918 = icmp eq ptr %917, null
  br i1 %918, label %928, label %919

919:                                              ; preds = %912
  %920 = getelementptr inbounds i8, ptr %917, i64 8
  %921 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !180
  %922 = icmp eq i8 %921, 0
  br i1 %922, label %926, label %923

923:                                              ; preds = %919
  %924 = load i32, ptr %920, align 4, !tbaa !34, !noalias !180
  %925 = add nsw i32 %924, 1
  store i32 %925, ptr %920, align 4, !tbaa !34, !noalias !180
  br label %928

926:                                              ; preds = %919
  %927 = atomicrmw volatile add ptr %920, i32 1 acq_rel, align 4, !noalias !180
  br label %928

928:                                              ; preds = %926, %923, %912
  %929 = getelementptr inbounds i8, ptr %828, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %929, ptr noundef nonnull readonly align 8 dereferenceable(16) %879, i64 16, i1 false), !noalias !180
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %3) #28, !noalias !180
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %3)
  %930 = getelementptr inbounds i8, ptr %1, i64 152
  %931 = load ptr, ptr %930, align 8, !tbaa !11
  store ptr %828, ptr %930, align 8, !tbaa !11
  %932 = icmp eq ptr %931, null
  br i1 %932, label %937, label %933

933:                                              ; preds = %928
  %934 = load ptr, ptr %931, align 8, !tbaa !31
  %935 = getelementptr inbounds i8, ptr %934, i64 16
  %936 = load ptr, ptr %935, align 8
  call void %936(ptr noundef nonnull align 8 dereferenceable(8) %931) #28
  br label %937

937:                                              ; preds = %933, %928
  invoke void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %938 unwind label %974

938:                                              ; preds = %937
  %939 = load ptr, ptr %930, align 8, !tbaa !11
  %940 = load ptr, ptr %939, align 8, !tbaa !31
  %941 = load ptr, ptr %940, align 8
  %942 = invoke noundef ptr %941(ptr noundef nonnull align 8 dereferenceable(8) %939)
          to label %943 unwind label %974

943:                                              ; preds = %938
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #28
  invoke void @_ZN4sycl3_V16detail19getKernelParamDescsI4AxpyEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind nonnull writable sret(%"class.std::vector.127") align 8 %4)
          to label %944 unwind label %974

944:                                              ; preds = %943
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %942, ptr noundef nonnull align 8 dereferenceable(24) %4, i1 noundef zeroext false)
          to label %945 unwind label %962

945:                                              ; preds = %944
  %946 = load ptr, ptr %4, align 8, !tbaa !174
  %947 = icmp eq ptr %946, null
  br i1 %947, label %954, label %948

948:                                              ; preds = %945
  %949 = getelementptr inbounds i8, ptr %4, i64 16
  %950 = load ptr, ptr %949, align 8, !tbaa !176
  %951 = ptrtoint ptr %950 to i64
  %952 = ptrtoint ptr %946 to i64
  %953 = sub i64 %951, %952
  call void @_ZdlPvm(ptr noundef nonnull %946, i64 noundef %953) #33
  br label %954

954:                                              ; preds = %948, %945
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #28
  %955 = invoke noalias noundef nonnull dereferenceable(10) ptr @_Znam(i64 noundef 10) #30
          to label %956 unwind label %974

956:                                              ; preds = %954
  %957 = getelementptr inbounds i8, ptr %1, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(9) %955, ptr noundef nonnull align 1 dereferenceable(9) @.str.25, i64 9, i1 false)
  %958 = getelementptr inbounds i8, ptr %955, i64 9
  store i8 0, ptr %958, align 1, !tbaa !33
  %959 = load ptr, ptr %957, align 8, !tbaa !11
  store ptr %955, ptr %957, align 8, !tbaa !11
  %960 = icmp eq ptr %959, null
  br i1 %960, label %973, label %961

961:                                              ; preds = %956
  call void @_ZdaPv(ptr noundef nonnull %959) #33
  br label %973

962:                                              ; preds = %944
  %963 = landingpad { ptr, i32 }
          cleanup
  %964 = load ptr, ptr %4, align 8, !tbaa !174
  %965 = icmp eq ptr %964, null
  br i1 %965, label %972, label %966

966:                                              ; preds = %962
  %967 = getelementptr inbounds i8, ptr %4, i64 16
  %968 = load ptr, ptr %967, align 8, !tbaa !176
  %969 = ptrtoint ptr %968 to i64
  %970 = ptrtoint ptr %964 to i64
  %971 = sub i64 %969, %970
  call void @_ZdlPvm(ptr noundef nonnull %964, i64 noundef %971) #33
  br label %972

972:                                              ; preds = %966, %962
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #28
  br label %976

973:                                              ; preds = %961, %956
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %17) #28
  invoke void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef 1)
          to label %984 unwind label %980

974:                                              ; preds = %954, %943, %938, %937, %812
  %975 = landingpad { ptr, i32 }
          cleanup
  br label %976

976:                                              ; preds = %974, %972
  %977 = phi { ptr, i32 } [ %975, %974 ], [ %963, %972 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %17) #28
  br label %978

978:                                              ; preds = %976, %708
  %979 = phi { ptr, i32 } [ %709, %708 ], [ %977, %976 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %13) #28
  br label %982

980:                                              ; preds = %973, %810, %809, %807, %324, %320, %310
  %981 = landingpad { ptr, i32 }
          cleanup
  br label %982

982:                                              ; preds = %980, %978, %322
  %983 = phi { ptr, i32 } [ %981, %980 ], [ %323, %322 ], [ %979, %978 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %18) #28
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %31) #28
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %31) #28
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %29) #28
  br label %1077

984:                                              ; preds = %973, %701
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %13) #28
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %15)
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %16)
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %17)
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %18) #28
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %18)
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %31) #28
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %31) #28
  %985 = load ptr, ptr %211, align 8, !tbaa !25
  %986 = icmp eq ptr %985, null
  br i1 %986, label %1011, label %987

987:                                              ; preds = %984
  %988 = getelementptr inbounds i8, ptr %985, i64 8
  %989 = load atomic i64, ptr %988 acquire, align 8
  %990 = icmp eq i64 %989, 4294967297
  %991 = trunc i64 %989 to i32
  br i1 %990, label %992, label %1000

992:                                              ; preds = %987
  store i32 0, ptr %988, align 8, !tbaa !27
  %993 = getelementptr inbounds i8, ptr %985, i64 12
  store i32 0, ptr %993, align 4, !tbaa !30
  %994 = load ptr, ptr %985, align 8, !tbaa !31
  %995 = getelementptr inbounds i8, ptr %994, i64 16
  %996 = load ptr, ptr %995, align 8
  call void %996(ptr noundef nonnull align 8 dereferenceable(16) %985) #28
  %997 = load ptr, ptr %985, align 8, !tbaa !31
  %998 = getelementptr inbounds i8, ptr %997, i64 24
  %999 = load ptr, ptr %998, align 8
  call void %999(ptr noundef nonnull align 8 dereferenceable(16) %985) #28
  br label %1011

1000:                                             ; preds = %987
  %1001 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %1002 = icmp eq i8 %1001, 0
  br i1 %1002, label %1005, label %1003

1003:                                             ; preds = %1000
  %1004 = add nsw i32 %991, -1
  store i32 %1004, ptr %988, align 4, !tbaa !34
  br label %1007

1005:                                             ; preds = %1000
  %1006 = atomicrmw volatile add ptr %988, i32 -1 acq_rel, align 4
  br label %1007

1007:                                             ; preds = %1005, %1003
  %1008 = phi i32 [ %991, %1003 ], [ %1006, %1005 ]
  %1009 = icmp eq i32 %1008, 1
  br i1 %1009, label %1010, label %1011, !prof !35

1010:                                             ; preds = %1007
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %985) #28
  br label %1011

1011:                                             ; preds = %1010, %1007, %992, %984
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %29) #28
  %1012 = load ptr, ptr %248, align 8, !tbaa !25
  %1013 = icmp eq ptr %1012, null
  br i1 %1013, label %1038, label %1014

1014:                                             ; preds = %1011
  %1015 = getelementptr inbounds i8, ptr %1012, i64 8
  %1016 = load atomic i64, ptr %1015 acquire, align 8
  %1017 = icmp eq i64 %1016, 4294967297
  %1018 = trunc i64 %1016 to i32
  br i1 %1017, label %1019, label %1027

1019:                                             ; preds = %1014
  store i32 0, ptr %1015, align 8, !tbaa !27
  %1020 = getelementptr inbounds i8, ptr %1012, i64 12
  store i32 0, ptr %1020, align 4, !tbaa !30
  %1021 = load ptr, ptr %1012, align 8, !tbaa !31
  %1022 = getelementptr inbounds i8, ptr %1021, i64 16
  %1023 = load ptr, ptr %1022, align 8
  call void %1023(ptr noundef nonnull align 8 dereferenceable(16) %1012) #28
  %1024 = load ptr, ptr %1012, align 8, !tbaa !31
  %1025 = getelementptr inbounds i8, ptr %1024, i64 24
  %1026 = load ptr, ptr %1025, align 8
  call void %1026(ptr noundef nonnull align 8 dereferenceable(16) %1012) #28
  br label %1038

1027:                                             ; preds = %1014
  %1028 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %1029 = icmp eq i8 %1028, 0
  br i1 %1029, label %1032, label %1030

1030:                                             ; preds = %1027
  %1031 = add nsw i32 %1018, -1
  store i32 %1031, ptr %1015, align 4, !tbaa !34
  br label %1034

1032:                                             ; preds = %1027
  %1033 = atomicrmw volatile add ptr %1015, i32 -1 acq_rel, align 4
  br label %1034

1034:                                             ; preds = %1032, %1030
  %1035 = phi i32 [ %1018, %1030 ], [ %1033, %1032 ]
  %1036 = icmp eq i32 %1035, 1
  br i1 %1036, label %1037, label %1038, !prof !35

1037:                                             ; preds = %1034
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1012) #28
  br label %1038

1038:                                             ; preds = %1037, %1034, %1019, %1011
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %27) #28
  %1039 = load ptr, ptr %230, align 8, !tbaa !25
  %1040 = icmp eq ptr %1039, null
  br i1 %1040, label %1083, label %1041

1041:                                             ; preds = %1038
  %1042 = getelementptr inbounds i8, ptr %1039, i64 8
  %1043 = load atomic i64, ptr %1042 acquire, align 8
  %1044 = icmp eq i64 %1043, 4294967297
  %1045 = trunc i64 %1043 to i32
  br i1 %1044, label %1046, label %1054

1046:                                             ; preds = %1041
  store i32 0, ptr %1042, align 8, !tbaa !27
  %1047 = getelementptr inbounds i8, ptr %1039, i64 12
  store i32 0, ptr %1047, align 4, !tbaa !30
  %1048 = load ptr, ptr %1039, align 8, !tbaa !31
  %1049 = getelementptr inbounds i8, ptr %1048, i64 16
  %1050 = load ptr, ptr %1049, align 8
  call void %1050(ptr noundef nonnull align 8 dereferenceable(16) %1039) #28
  %1051 = load ptr, ptr %1039, align 8, !tbaa !31
  %1052 = getelementptr inbounds i8, ptr %1051, i64 24
  %1053 = load ptr, ptr %1052, align 8
  call void %1053(ptr noundef nonnull align 8 dereferenceable(16) %1039) #28
  br label %1083

1054:                                             ; preds = %1041
  %1055 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %1056 = icmp eq i8 %1055, 0
  br i1 %1056, label %1059, label %1057

1057:                                             ; preds = %1054
  %1058 = add nsw i32 %1045, -1
  store i32 %1058, ptr %1042, align 4, !tbaa !34
  br label %1061

1059:                                             ; preds = %1054
  %1060 = atomicrmw volatile add ptr %1042, i32 -1 acq_rel, align 4
  br label %1061

1061:                                             ; preds = %1059, %1057
  %1062 = phi i32 [ %1045, %1057 ], [ %1060, %1059 ]
  %1063 = icmp eq i32 %1062, 1
  br i1 %1063, label %1064, label %1083, !prof !35

1064:                                             ; preds = %1061
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1039) #28
  br label %1083

1065:                                             ; preds = %2
  %1066 = landingpad { ptr, i32 }
          cleanup
  br label %1067

1067:                                             ; preds = %1065, %38
  %1068 = phi { ptr, i32 } [ %1066, %1065 ], [ %39, %38 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %26) #28
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %26) #28
  br label %1081

1069:                                             ; preds = %89
  %1070 = landingpad { ptr, i32 }
          cleanup
  br label %1071

1071:                                             ; preds = %1069, %96
  %1072 = phi { ptr, i32 } [ %1070, %1069 ], [ %97, %96 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %28) #28
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %28) #28
  br label %1079

1073:                                             ; preds = %147
  %1074 = landingpad { ptr, i32 }
          cleanup
  br label %1075

1075:                                             ; preds = %1073, %155
  %1076 = phi { ptr, i32 } [ %1074, %1073 ], [ %156, %155 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %30) #28
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %30) #28
  br label %1077

1077:                                             ; preds = %1075, %982
  %1078 = phi { ptr, i32 } [ %983, %982 ], [ %1076, %1075 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %29) #28
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %27) #28
  br label %1079

1079:                                             ; preds = %1077, %1071
  %1080 = phi { ptr, i32 } [ %1078, %1077 ], [ %1072, %1071 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %27) #28
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %25) #28
  br label %1081

1081:                                             ; preds = %1079, %1067
  %1082 = phi { ptr, i32 } [ %1080, %1079 ], [ %1068, %1067 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %25) #28
  resume { ptr, i32 } %1082

1083:                                             ; preds = %1038, %1046, %1061, %1064
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %25) #28
  ret void
}

; Function Attrs: mustprogress uwtable
define internal noundef zeroext i1 @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E_E10_M_managerERSt9_Any_dataRKS7_St18_Manager_operation(ptr nocapture noundef nonnull align 8 dereferenceable(16) %0, ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %1, i32 noundef %2) #6 align 2 {
  switch i32 %2, label %14 [
    i32 0, label %4
    i32 1, label %5
    i32 3, label %10
    i32 2, label %7
  ]

4:                                                ; preds = %3
  store ptr @_ZTIZ4mainEUlRN4sycl3_V17handlerEE_, ptr %0, align 8, !tbaa !11
  br label %14

5:                                                ; preds = %3
  %6 = load ptr, ptr %1, align 8, !tbaa !11
  store ptr %6, ptr %0, align 8, !tbaa !11
  br label %14

7:                                                ; preds = %3
  %8 = load ptr, ptr %1, align 8, !tbaa !11
  %9 = tail call noalias noundef nonnull dereferenceable(40) ptr @_Znwm(i64 noundef 40) #30
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %9, ptr noundef nonnull readonly align 8 dereferenceable(40) %8, i64 40, i1 false), !tbaa.struct !183
  store ptr %9, ptr %0, align 8, !tbaa !11
  br label %14

10:                                               ; preds = %3
  %11 = load ptr, ptr %0, align 8, !tbaa !11
  %12 = icmp eq ptr %11, null
  br i1 %12, label %14, label %13

13:                                               ; preds = %10
  tail call void @_ZdlPvm(ptr noundef nonnull %11, i64 noundef 40) #33
  br label %14

14:                                               ; preds = %3, %13, %10, %7, %5, %4
  ret i1 false
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  %15 = load ptr, ptr %3, align 8, !tbaa !31
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
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
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #28
  %43 = load ptr, ptr %31, align 8, !tbaa !31
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #28
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #28
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
  tail call void %70(ptr noundef nonnull align 8 dereferenceable(16) %59) #28
  %71 = load ptr, ptr %59, align 8, !tbaa !31
  %72 = getelementptr inbounds i8, ptr %71, i64 24
  %73 = load ptr, ptr %72, align 8
  tail call void %73(ptr noundef nonnull align 8 dereferenceable(16) %59) #28
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %59) #28
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  %15 = load ptr, ptr %3, align 8, !tbaa !31
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

declare void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef byval(%"class.sycl::_V1::id") align 8, ptr noundef byval(%"class.sycl::_V1::range.105") align 8, ptr noundef byval(%"class.sycl::_V1::range.105") align 8, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i64 noundef, i1 noundef zeroext, ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #11

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
  tail call void %21(ptr noundef nonnull align 8 dereferenceable(16) %10) #28
  %22 = load ptr, ptr %10, align 8, !tbaa !31
  %23 = getelementptr inbounds i8, ptr %22, i64 24
  %24 = load ptr, ptr %23, align 8
  tail call void %24(ptr noundef nonnull align 8 dereferenceable(16) %10) #28
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %10) #28
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
  tail call void @_ZdlPvm(ptr noundef nonnull %42, i64 noundef %49) #33
  br label %50

50:                                               ; preds = %41, %44
  ret void
}

declare void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef, i32 noundef) local_unnamed_addr #11

declare void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #11

declare noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #11

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #11

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #11

; Function Attrs: nounwind
declare noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #17

; Function Attrs: nounwind
declare noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #17

declare noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getAccessRangeEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #11

declare void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 4 dereferenceable(4)) local_unnamed_addr #11

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_(ptr dead_on_unwind noalias writable sret(%"class.std::tuple.107") align 8 %0, ptr noundef nonnull align 8 dereferenceable(216) %1, i64 %2) local_unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.std::tuple.115", align 8
  %5 = alloca %"class.sycl::_V1::range", align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i8, align 1
  %10 = alloca %class.anon.114, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #28
  store i64 %2, ptr %5, align 8
  %11 = tail call noundef zeroext i1 @_ZN4sycl3_V17handler20DisableRangeRoundingEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
  br i1 %11, label %12, label %14

12:                                               ; preds = %3
  store i8 0, ptr %0, align 8, !tbaa !184
  %13 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 0, ptr %13, align 8
  br label %54

14:                                               ; preds = %3
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #28
  store i64 16, ptr %6, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #28
  store i64 32, ptr %7, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #28
  store i64 1024, ptr %8, align 8, !tbaa !5
  call void @_ZN4sycl3_V17handler24GetRangeRoundingSettingsERmS2_S2_(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(8) %6, ptr noundef nonnull align 8 dereferenceable(8) %7, ptr noundef nonnull align 8 dereferenceable(8) %8)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #28
  call void @_ZN4sycl3_V17handler19getMaxWorkGroups_v2Ev(ptr dead_on_unwind nonnull writable sret(%"class.std::tuple.115") align 8 %4, ptr noundef nonnull align 8 dereferenceable(216) %1)
  %15 = getelementptr inbounds i8, ptr %4, i64 8
  %16 = load i8, ptr %4, align 8, !tbaa !164, !range !78, !noundef !79
  %17 = trunc nuw i8 %16 to i1
  %18 = load i64, ptr %15, align 8
  %19 = call i64 @llvm.umin.i64(i64 %18, i64 2147483647)
  %20 = select i1 %17, i64 %19, i64 2147483647
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #28
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
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %9) #28
  store i8 0, ptr %9, align 1, !tbaa !164
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10) #28
  store ptr %1, ptr %10, align 8, !tbaa !186
  %29 = getelementptr inbounds i8, ptr %10, i64 8
  store ptr %5, ptr %29, align 8, !tbaa !11
  %30 = getelementptr inbounds i8, ptr %10, i64 16
  store ptr %9, ptr %30, align 8, !tbaa !11
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
  %49 = load i8, ptr %9, align 1, !tbaa !164, !range !78, !noundef !79
  %50 = trunc nuw i8 %49 to i1
  %51 = load i64, ptr %5, align 8
  %52 = select i1 %50, i64 %51, i64 0
  store i8 %49, ptr %0, align 8
  %53 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %52, ptr %53, align 8
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10) #28
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %9) #28
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #28
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #28
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #28
  br label %54

54:                                               ; preds = %48, %12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #28
  ret void
}

declare void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216), ptr) local_unnamed_addr #11

declare void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216), i32 noundef) local_unnamed_addr #11

declare noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #11

declare noundef zeroext i1 @_ZN4sycl3_V17handler20DisableRangeRoundingEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #11

declare void @_ZN4sycl3_V17handler24GetRangeRoundingSettingsERmS2_S2_(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef nonnull align 8 dereferenceable(8), ptr noundef nonnull align 8 dereferenceable(8), ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #11

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_ENKUlimE_clEim(ptr noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1, i64 noundef %2) local_unnamed_addr #12 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = load ptr, ptr %0, align 8, !tbaa !186
  %5 = tail call noundef zeroext i1 @_ZN4sycl3_V17handler18RangeRoundingTraceEv(ptr noundef nonnull align 8 dereferenceable(216) %4)
  br i1 %5, label %6, label %53

6:                                                ; preds = %3
  %7 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cout, ptr noundef nonnull @.str.22, i64 noundef 35)
  %8 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSolsEi(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cout, i32 noundef %1)
  %9 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) %8, ptr noundef nonnull @.str.23, i64 noundef 6)
  %10 = icmp eq i32 %1, 0
  br i1 %10, label %22, label %11

11:                                               ; preds = %6
  %12 = tail call ptr @__cxa_allocate_exception(i64 64) #28
  %13 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #28
  %14 = extractvalue { i32, ptr } %13, 0
  %15 = extractvalue { i32, ptr } %13, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %12, i32 %14, ptr %15, ptr noundef nonnull @.str.8)
          to label %16 unwind label %20

16:                                               ; preds = %11
  tail call void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #29
  unreachable

17:                                               ; preds = %61, %20
  %18 = phi ptr [ %56, %61 ], [ %12, %20 ]
  %19 = phi { ptr, i32 } [ %62, %61 ], [ %21, %20 ]
  tail call void @__cxa_free_exception(ptr %18) #28
  resume { ptr, i32 } %19

20:                                               ; preds = %11
  %21 = landingpad { ptr, i32 }
          cleanup
  br label %17

22:                                               ; preds = %6
  %23 = getelementptr inbounds i8, ptr %0, i64 8
  %24 = load ptr, ptr %23, align 8, !tbaa !188
  %25 = load i64, ptr %24, align 8, !tbaa !5
  %26 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo9_M_insertImEERSoT_(ptr noundef nonnull align 8 dereferenceable(8) %8, i64 noundef %25)
  %27 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) %26, ptr noundef nonnull @.str.24, i64 noundef 4)
  %28 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo9_M_insertImEERSoT_(ptr noundef nonnull align 8 dereferenceable(8) %26, i64 noundef %2)
  %29 = load ptr, ptr %28, align 8, !tbaa !31
  %30 = getelementptr i8, ptr %29, i64 -24
  %31 = load i64, ptr %30, align 8
  %32 = getelementptr inbounds i8, ptr %28, i64 %31
  %33 = getelementptr inbounds i8, ptr %32, i64 240
  %34 = load ptr, ptr %33, align 8, !tbaa !189
  %35 = icmp eq ptr %34, null
  br i1 %35, label %36, label %37

36:                                               ; preds = %22
  tail call void @_ZSt16__throw_bad_castv() #29
  unreachable

37:                                               ; preds = %22
  %38 = getelementptr inbounds i8, ptr %34, i64 56
  %39 = load i8, ptr %38, align 8, !tbaa !191
  %40 = icmp eq i8 %39, 0
  br i1 %40, label %44, label %41

41:                                               ; preds = %37
  %42 = getelementptr inbounds i8, ptr %34, i64 67
  %43 = load i8, ptr %42, align 1, !tbaa !33
  br label %49

44:                                               ; preds = %37
  tail call void @_ZNKSt5ctypeIcE13_M_widen_initEv(ptr noundef nonnull align 8 dereferenceable(570) %34)
  %45 = load ptr, ptr %34, align 8, !tbaa !31
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
  %56 = tail call ptr @__cxa_allocate_exception(i64 64) #28
  %57 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #28
  %58 = extractvalue { i32, ptr } %57, 0
  %59 = extractvalue { i32, ptr } %57, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %56, i32 %58, ptr %59, ptr noundef nonnull @.str.8)
          to label %60 unwind label %61

60:                                               ; preds = %55
  tail call void @__cxa_throw(ptr nonnull %56, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #29
  unreachable

61:                                               ; preds = %55
  %62 = landingpad { ptr, i32 }
          cleanup
  br label %17

63:                                               ; preds = %49, %53
  %64 = getelementptr inbounds i8, ptr %0, i64 8
  %65 = load ptr, ptr %64, align 8, !tbaa !188
  store i64 %2, ptr %65, align 8, !tbaa !5
  %66 = getelementptr inbounds i8, ptr %0, i64 16
  %67 = load ptr, ptr %66, align 8, !tbaa !194
  store i8 1, ptr %67, align 1, !tbaa !164
  ret void
}

declare void @_ZN4sycl3_V17handler19getMaxWorkGroups_v2Ev(ptr dead_on_unwind writable sret(%"class.std::tuple.115") align 8, ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #11

declare noundef zeroext i1 @_ZN4sycl3_V17handler18RangeRoundingTraceEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #11

declare noundef nonnull align 8 dereferenceable(8) ptr @_ZNSolsEi(ptr noundef nonnull align 8 dereferenceable(8), i32 noundef) local_unnamed_addr #11

declare noundef nonnull align 8 dereferenceable(8) ptr @_ZNSo9_M_insertImEERSoT_(ptr noundef nonnull align 8 dereferenceable(8), i64 noundef) local_unnamed_addr #11

declare void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef byval(%"class.sycl::_V1::range.105") align 8, i1 noundef zeroext, i32 noundef) local_unnamed_addr #11

declare void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #11

declare void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef, ptr noundef nonnull align 8 dereferenceable(24), i1 noundef zeroext) local_unnamed_addr #11

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI4AxpyEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv(ptr dead_on_unwind noalias writable sret(%"class.std::vector.127") align 8 %0) local_unnamed_addr #6 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"struct.sycl::_V1::detail::kernel_param_desc_t", align 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, i8 0, i64 24, i1 false)
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = tail call noalias noundef nonnull dereferenceable(60) ptr @_Znwm(i64 noundef 60) #30
  store ptr %4, ptr %0, align 8, !tbaa !174
  %5 = getelementptr inbounds i8, ptr %4, i64 60
  store ptr %5, ptr %3, align 8, !tbaa !176
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #28
  store i64 34359738369, ptr %2, align 8
  store i32 0, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !195
  %8 = getelementptr inbounds i8, ptr %4, i64 12
  store ptr %8, ptr %7, align 8, !tbaa !198
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #28
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #28
  store i64 17446157156352, ptr %2, align 8
  store i32 8, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %8, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !195
  %9 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr %9, ptr %7, align 8, !tbaa !198
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #28
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #28
  store i64 17179869185, ptr %2, align 8
  store i32 40, ptr %6, align 8
  %10 = load ptr, ptr %3, align 8, !tbaa !176
  %11 = icmp eq ptr %9, %10
  br i1 %11, label %15, label %12

12:                                               ; preds = %1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %9, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !195
  %13 = load ptr, ptr %7, align 8, !tbaa !198
  %14 = getelementptr inbounds i8, ptr %13, i64 12
  store ptr %14, ptr %7, align 8, !tbaa !198
  br label %18

15:                                               ; preds = %1
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr nonnull %9, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %16 unwind label %37

16:                                               ; preds = %15
  %17 = load ptr, ptr %7, align 8, !tbaa !11
  br label %18

18:                                               ; preds = %16, %12
  %19 = phi ptr [ %17, %16 ], [ %14, %12 ]
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #28
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #28
  store i64 17446157156352, ptr %2, align 8
  store i32 48, ptr %6, align 8
  %20 = load ptr, ptr %3, align 8, !tbaa !176
  %21 = icmp eq ptr %19, %20
  br i1 %21, label %25, label %22

22:                                               ; preds = %18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %19, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !195
  %23 = load ptr, ptr %7, align 8, !tbaa !198
  %24 = getelementptr inbounds i8, ptr %23, i64 12
  store ptr %24, ptr %7, align 8, !tbaa !198
  br label %28

25:                                               ; preds = %18
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %19, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %26 unwind label %37

26:                                               ; preds = %25
  %27 = load ptr, ptr %7, align 8, !tbaa !11
  br label %28

28:                                               ; preds = %26, %22
  %29 = phi ptr [ %27, %26 ], [ %24, %22 ]
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #28
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #28
  store i64 17446157156352, ptr %2, align 8
  store i32 80, ptr %6, align 8
  %30 = load ptr, ptr %3, align 8, !tbaa !176
  %31 = icmp eq ptr %29, %30
  br i1 %31, label %35, label %32

32:                                               ; preds = %28
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %29, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !195
  %33 = load ptr, ptr %7, align 8, !tbaa !198
  %34 = getelementptr inbounds i8, ptr %33, i64 12
  store ptr %34, ptr %7, align 8, !tbaa !198
  br label %36

35:                                               ; preds = %28
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %29, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %36 unwind label %37

36:                                               ; preds = %35, %32
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #28
  ret void

37:                                               ; preds = %15, %25, %35
  %38 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #28
  %39 = load ptr, ptr %0, align 8, !tbaa !174
  %40 = icmp eq ptr %39, null
  br i1 %40, label %46, label %41

41:                                               ; preds = %37
  %42 = load ptr, ptr %3, align 8, !tbaa !176
  %43 = ptrtoint ptr %42 to i64
  %44 = ptrtoint ptr %39 to i64
  %45 = sub i64 %43, %44
  call void @_ZdlPvm(ptr noundef nonnull %39, i64 noundef %45) #33
  br label %46

46:                                               ; preds = %37, %41
  resume { ptr, i32 } %38
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(120) %0) unnamed_addr #23 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(120) %0) unnamed_addr #7 align 2 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EEE, i64 16), ptr %0, align 8, !tbaa !31
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  tail call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull readonly align 8 dereferenceable(104) %2) #28
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EED0Ev(ptr noundef nonnull align 8 dereferenceable(120) %0) unnamed_addr #7 align 2 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EEE, i64 16), ptr %0, align 8, !tbaa !31
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  tail call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull readonly align 8 dereferenceable(104) %2) #28
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 120) #33
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EE23InstantiateKernelOnHostEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(120) %0) unnamed_addr #6 align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel", align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load i64, ptr %3, align 8
  store i64 %4, ptr %2, align 8
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = load ptr, ptr %6, align 8, !tbaa !156
  store ptr %7, ptr %5, align 8, !tbaa !156
  %8 = getelementptr inbounds i8, ptr %2, i64 16
  %9 = getelementptr inbounds i8, ptr %0, i64 24
  %10 = load ptr, ptr %9, align 8, !tbaa !25
  store ptr %10, ptr %8, align 8, !tbaa !25
  %11 = icmp eq ptr %10, null
  br i1 %11, label %21, label %12

12:                                               ; preds = %1
  %13 = getelementptr inbounds i8, ptr %10, i64 8
  %14 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %15 = icmp eq i8 %14, 0
  br i1 %15, label %19, label %16

16:                                               ; preds = %12
  %17 = load i32, ptr %13, align 4, !tbaa !34
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %13, align 4, !tbaa !34
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
  %26 = load float, ptr %25, align 8, !tbaa !158
  store float %26, ptr %24, align 8, !tbaa !158
  %27 = getelementptr inbounds i8, ptr %2, i64 48
  %28 = getelementptr inbounds i8, ptr %0, i64 56
  %29 = load ptr, ptr %28, align 8, !tbaa !156
  store ptr %29, ptr %27, align 8, !tbaa !156
  %30 = getelementptr inbounds i8, ptr %2, i64 56
  %31 = getelementptr inbounds i8, ptr %0, i64 64
  %32 = load ptr, ptr %31, align 8, !tbaa !25
  store ptr %32, ptr %30, align 8, !tbaa !25
  %33 = icmp eq ptr %32, null
  br i1 %33, label %43, label %34

34:                                               ; preds = %21
  %35 = getelementptr inbounds i8, ptr %32, i64 8
  %36 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %37 = icmp eq i8 %36, 0
  br i1 %37, label %41, label %38

38:                                               ; preds = %34
  %39 = load i32, ptr %35, align 4, !tbaa !34
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %35, align 4, !tbaa !34
  br label %43

41:                                               ; preds = %34
  %42 = atomicrmw volatile add ptr %35, i32 1 acq_rel, align 4
  br label %43

43:                                               ; preds = %41, %38, %21
  %44 = getelementptr inbounds i8, ptr %2, i64 64
  %45 = getelementptr inbounds i8, ptr %0, i64 72
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %44, ptr noundef nonnull readonly align 8 dereferenceable(16) %45, i64 16, i1 false)
  %46 = getelementptr inbounds i8, ptr %2, i64 80
  %47 = getelementptr inbounds i8, ptr %0, i64 88
  %48 = load ptr, ptr %47, align 8, !tbaa !156
  store ptr %48, ptr %46, align 8, !tbaa !156
  %49 = getelementptr inbounds i8, ptr %2, i64 88
  %50 = getelementptr inbounds i8, ptr %0, i64 96
  %51 = load ptr, ptr %50, align 8, !tbaa !25
  store ptr %51, ptr %49, align 8, !tbaa !25
  %52 = icmp eq ptr %51, null
  br i1 %52, label %62, label %53

53:                                               ; preds = %43
  %54 = getelementptr inbounds i8, ptr %51, i64 8
  %55 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %56 = icmp eq i8 %55, 0
  br i1 %56, label %60, label %57

57:                                               ; preds = %53
  %58 = load i32, ptr %54, align 4, !tbaa !34
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr %54, align 4, !tbaa !34
  br label %62

60:                                               ; preds = %53
  %61 = atomicrmw volatile add ptr %54, i32 1 acq_rel, align 4
  br label %62

62:                                               ; preds = %43, %57, %60
  %63 = getelementptr inbounds i8, ptr %2, i64 96
  %64 = getelementptr inbounds i8, ptr %0, i64 104
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %63, ptr noundef nonnull readonly align 8 dereferenceable(16) %64, i64 16, i1 false)
  %65 = load i64, ptr %2, align 8
  %66 = icmp eq i64 %65, 0
  br i1 %66, label %98, label %67

67:                                               ; preds = %62, %91
  %68 = phi i64 [ %96, %91 ], [ 0, %62 ]
  %69 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %27)
          to label %70 unwind label %99

70:                                               ; preds = %67
  %71 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %27)
          to label %72 unwind label %99

72:                                               ; preds = %70
  %73 = load i64, ptr %71, align 8
  %74 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %27) #28
  %75 = getelementptr float, ptr %74, i64 %73
  %76 = getelementptr float, ptr %75, i64 %68
  %77 = load float, ptr %76, align 4, !tbaa !9
  %78 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %46)
          to label %79 unwind label %99

79:                                               ; preds = %72
  %80 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %46)
          to label %81 unwind label %99

81:                                               ; preds = %79
  %82 = load i64, ptr %80, align 8
  %83 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %46) #28
  %84 = getelementptr float, ptr %83, i64 %82
  %85 = getelementptr float, ptr %84, i64 %68
  %86 = load float, ptr %85, align 4, !tbaa !9
  %87 = call float @llvm.fmuladd.f32(float %77, float 2.500000e+00, float %86)
  %88 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %5)
          to label %89 unwind label %99

89:                                               ; preds = %81
  %90 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %5)
          to label %91 unwind label %99

91:                                               ; preds = %89
  %92 = load i64, ptr %90, align 8
  %93 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %5) #28
  %94 = getelementptr float, ptr %93, i64 %92
  %95 = getelementptr float, ptr %94, i64 %68
  store float %87, ptr %95, align 4, !tbaa !9
  %96 = add nuw i64 %68, 1
  %97 = icmp eq i64 %96, %65
  br i1 %97, label %98, label %67, !llvm.loop !199

98:                                               ; preds = %91, %62
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull readonly align 8 dereferenceable(104) %5) #28
  ret void

99:                                               ; preds = %89, %81, %79, %72, %70, %67
  %100 = landingpad { ptr, i32 }
          cleanup
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull readonly align 8 dereferenceable(104) %5) #28
  resume { ptr, i32 } %100
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #21

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %1, ptr noundef nonnull align 4 dereferenceable(12) %2) local_unnamed_addr #6 comdat align 2 {
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load ptr, ptr %4, align 8, !tbaa !198
  %6 = load ptr, ptr %0, align 8, !tbaa !11
  %7 = ptrtoint ptr %5 to i64
  %8 = ptrtoint ptr %6 to i64
  %9 = sub i64 %7, %8
  %10 = icmp eq i64 %9, 9223372036854775800
  br i1 %10, label %11, label %12

11:                                               ; preds = %3
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.27) #29
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
  %25 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %24) #30
  br label %26

26:                                               ; preds = %12, %23
  %27 = phi ptr [ %25, %23 ], [ null, %12 ]
  %28 = getelementptr inbounds %"struct.sycl::_V1::detail::kernel_param_desc_t", ptr %27, i64 %21
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %28, ptr noundef nonnull align 4 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !195
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
  %41 = load ptr, ptr %38, align 8, !tbaa !176
  %42 = ptrtoint ptr %41 to i64
  %43 = sub i64 %42, %8
  tail call void @_ZdlPvm(ptr noundef nonnull %6, i64 noundef %43) #33
  br label %44

44:                                               ; preds = %37, %40
  %45 = getelementptr inbounds i8, ptr %33, i64 %34
  store ptr %27, ptr %0, align 8, !tbaa !174
  store ptr %45, ptr %4, align 8, !tbaa !198
  %46 = getelementptr inbounds %"struct.sycl::_V1::detail::kernel_param_desc_t", ptr %27, i64 %18
  store ptr %46, ptr %38, align 8, !tbaa !176
  ret void
}

declare void @_ZN4sycl3_V17handler22setKernelIsCooperativeEb(ptr noundef nonnull align 8 dereferenceable(216), i1 noundef zeroext) local_unnamed_addr #11

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19getKernelParamDescsI4AxpyEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind noalias writable sret(%"class.std::vector.127") align 8 %0) local_unnamed_addr #6 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"struct.sycl::_V1::detail::kernel_param_desc_t", align 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, i8 0, i64 24, i1 false)
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = tail call noalias noundef nonnull dereferenceable(48) ptr @_Znwm(i64 noundef 48) #30
  store ptr %4, ptr %0, align 8, !tbaa !174
  %5 = getelementptr inbounds i8, ptr %4, i64 48
  store ptr %5, ptr %3, align 8, !tbaa !176
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #28
  store i64 17446157156352, ptr %2, align 8
  store i32 0, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !195
  %8 = getelementptr inbounds i8, ptr %4, i64 12
  store ptr %8, ptr %7, align 8, !tbaa !198
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #28
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #28
  store i64 17179869185, ptr %2, align 8
  store i32 32, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %8, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !195
  %9 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr %9, ptr %7, align 8, !tbaa !198
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #28
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #28
  store i64 17446157156352, ptr %2, align 8
  store i32 40, ptr %6, align 8
  %10 = load ptr, ptr %3, align 8, !tbaa !176
  %11 = icmp eq ptr %9, %10
  br i1 %11, label %15, label %12

12:                                               ; preds = %1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %9, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !195
  %13 = load ptr, ptr %7, align 8, !tbaa !198
  %14 = getelementptr inbounds i8, ptr %13, i64 12
  store ptr %14, ptr %7, align 8, !tbaa !198
  br label %18

15:                                               ; preds = %1
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr nonnull %9, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %16 unwind label %27

16:                                               ; preds = %15
  %17 = load ptr, ptr %7, align 8, !tbaa !11
  br label %18

18:                                               ; preds = %16, %12
  %19 = phi ptr [ %17, %16 ], [ %14, %12 ]
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #28
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #28
  store i64 17446157156352, ptr %2, align 8
  store i32 72, ptr %6, align 8
  %20 = load ptr, ptr %3, align 8, !tbaa !176
  %21 = icmp eq ptr %19, %20
  br i1 %21, label %25, label %22

22:                                               ; preds = %18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %19, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !195
  %23 = load ptr, ptr %7, align 8, !tbaa !198
  %24 = getelementptr inbounds i8, ptr %23, i64 12
  store ptr %24, ptr %7, align 8, !tbaa !198
  br label %26

25:                                               ; preds = %18
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %19, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %26 unwind label %27

26:                                               ; preds = %25, %22
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #28
  ret void

27:                                               ; preds = %15, %25
  %28 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #28
  %29 = load ptr, ptr %0, align 8, !tbaa !174
  %30 = icmp eq ptr %29, null
  br i1 %30, label %36, label %31

31:                                               ; preds = %27
  %32 = load ptr, ptr %3, align 8, !tbaa !176
  %33 = ptrtoint ptr %32 to i64
  %34 = ptrtoint ptr %29 to i64
  %35 = sub i64 %33, %34
  call void @_ZdlPvm(ptr noundef nonnull %29, i64 noundef %35) #33
  br label %36

36:                                               ; preds = %27, %31
  resume { ptr, i32 } %28
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(112) %0) unnamed_addr #23 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(112) %0) unnamed_addr #7 align 2 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %0, align 8, !tbaa !31
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  tail call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %2) #28
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(112) %0) unnamed_addr #7 align 2 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %0, align 8, !tbaa !31
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  tail call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %2) #28
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 112) #33
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(112) %0) unnamed_addr #6 align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %class.anon.103, align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !156
  store ptr %4, ptr %2, align 8, !tbaa !156
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = load ptr, ptr %6, align 8, !tbaa !25
  store ptr %7, ptr %5, align 8, !tbaa !25
  %8 = icmp eq ptr %7, null
  br i1 %8, label %18, label %9

9:                                                ; preds = %1
  %10 = getelementptr inbounds i8, ptr %7, i64 8
  %11 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %12 = icmp eq i8 %11, 0
  br i1 %12, label %16, label %13

13:                                               ; preds = %9
  %14 = load i32, ptr %10, align 4, !tbaa !34
  %15 = add nsw i32 %14, 1
  store i32 %15, ptr %10, align 4, !tbaa !34
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
  %23 = load float, ptr %22, align 8, !tbaa !158
  store float %23, ptr %21, align 8, !tbaa !158
  %24 = getelementptr inbounds i8, ptr %2, i64 40
  %25 = getelementptr inbounds i8, ptr %0, i64 48
  %26 = load ptr, ptr %25, align 8, !tbaa !156
  store ptr %26, ptr %24, align 8, !tbaa !156
  %27 = getelementptr inbounds i8, ptr %2, i64 48
  %28 = getelementptr inbounds i8, ptr %0, i64 56
  %29 = load ptr, ptr %28, align 8, !tbaa !25
  store ptr %29, ptr %27, align 8, !tbaa !25
  %30 = icmp eq ptr %29, null
  br i1 %30, label %40, label %31

31:                                               ; preds = %18
  %32 = getelementptr inbounds i8, ptr %29, i64 8
  %33 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %34 = icmp eq i8 %33, 0
  br i1 %34, label %38, label %35

35:                                               ; preds = %31
  %36 = load i32, ptr %32, align 4, !tbaa !34
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %32, align 4, !tbaa !34
  br label %40

38:                                               ; preds = %31
  %39 = atomicrmw volatile add ptr %32, i32 1 acq_rel, align 4
  br label %40

40:                                               ; preds = %38, %35, %18
  %41 = getelementptr inbounds i8, ptr %2, i64 56
  %42 = getelementptr inbounds i8, ptr %0, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %41, ptr noundef nonnull readonly align 8 dereferenceable(16) %42, i64 16, i1 false)
  %43 = getelementptr inbounds i8, ptr %2, i64 72
  %44 = getelementptr inbounds i8, ptr %0, i64 80
  %45 = load ptr, ptr %44, align 8, !tbaa !156
  store ptr %45, ptr %43, align 8, !tbaa !156
  %46 = getelementptr inbounds i8, ptr %2, i64 80
  %47 = getelementptr inbounds i8, ptr %0, i64 88
  %48 = load ptr, ptr %47, align 8, !tbaa !25
  store ptr %48, ptr %46, align 8, !tbaa !25
  %49 = icmp eq ptr %48, null
  br i1 %49, label %59, label %50

50:                                               ; preds = %40
  %51 = getelementptr inbounds i8, ptr %48, i64 8
  %52 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %53 = icmp eq i8 %52, 0
  br i1 %53, label %57, label %54

54:                                               ; preds = %50
  %55 = load i32, ptr %51, align 4, !tbaa !34
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %51, align 4, !tbaa !34
  br label %59

57:                                               ; preds = %50
  %58 = atomicrmw volatile add ptr %51, i32 1 acq_rel, align 4
  br label %59

59:                                               ; preds = %40, %54, %57
  %60 = getelementptr inbounds i8, ptr %2, i64 88
  %61 = getelementptr inbounds i8, ptr %0, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %60, ptr noundef nonnull readonly align 8 dereferenceable(16) %61, i64 16, i1 false)
  %62 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %24)
          to label %63 unwind label %86

63:                                               ; preds = %59
  %64 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %24)
          to label %65 unwind label %86

65:                                               ; preds = %63
  %66 = load i64, ptr %64, align 8
  %67 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %24) #28
  %68 = getelementptr float, ptr %67, i64 %66
  %69 = load float, ptr %68, align 4, !tbaa !9
  %70 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %43)
          to label %71 unwind label %86

71:                                               ; preds = %65
  %72 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %43)
          to label %73 unwind label %86

73:                                               ; preds = %71
  %74 = load i64, ptr %72, align 8
  %75 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %43) #28
  %76 = getelementptr float, ptr %75, i64 %74
  %77 = load float, ptr %76, align 4, !tbaa !9
  %78 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
          to label %79 unwind label %86

79:                                               ; preds = %73
  %80 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
          to label %81 unwind label %86

81:                                               ; preds = %79
  %82 = call float @llvm.fmuladd.f32(float %69, float 2.500000e+00, float %77)
  %83 = load i64, ptr %80, align 8
  %84 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %2) #28
  %85 = getelementptr float, ptr %84, i64 %83
  store float %82, ptr %85, align 4, !tbaa !9
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %2) #28
  ret void

86:                                               ; preds = %79, %73, %71, %65, %63, %59
  %87 = landingpad { ptr, i32 }
          cleanup
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %2) #28
  resume { ptr, i32 } %87
}

; Function Attrs: mustprogress uwtable
define internal void @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E0_E9_M_invokeERKSt9_Any_dataS3_(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #6 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %class.anon.153, align 8
  %4 = alloca %"class.std::vector.127", align 8
  %5 = alloca %"class.sycl::_V1::range.105", align 8
  %6 = alloca %class.anon.153, align 8
  %7 = alloca %class.anon.153, align 8
  %8 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel.154", align 8
  %9 = alloca %"class.std::vector.127", align 8
  %10 = alloca %"class.sycl::_V1::range.105", align 8
  %11 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel.154", align 8
  %12 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel.154", align 8
  %13 = alloca %"class.std::tuple.107", align 8
  %14 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel.154", align 8
  %15 = alloca %class.anon.153, align 8
  %16 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel.154", align 8
  %17 = alloca %class.anon.153, align 8
  %18 = alloca %class.anon.153, align 8
  %19 = alloca i32, align 4
  %20 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %21 = alloca i32, align 4
  %22 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %23 = alloca i32, align 4
  %24 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %25 = alloca %"class.sycl::_V1::accessor", align 8
  %26 = alloca %"class.sycl::_V1::property_list", align 8
  %27 = alloca %"class.sycl::_V1::accessor", align 8
  %28 = alloca %"class.sycl::_V1::property_list", align 8
  %29 = alloca %"class.sycl::_V1::accessor.99", align 8
  %30 = alloca %"class.sycl::_V1::property_list", align 8
  %31 = alloca %class.anon.153, align 8
  %32 = load ptr, ptr %0, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %25) #28
  %33 = load ptr, ptr %32, align 8, !tbaa !200
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %26) #28
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %26, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %24)
  store ptr @.str.1, ptr %24, align 8
  %34 = getelementptr inbounds i8, ptr %24, i64 8
  store ptr @.str.16, ptr %34, align 8
  %35 = getelementptr inbounds i8, ptr %24, i64 16
  store i64 60, ptr %35, align 8
  %36 = getelementptr inbounds i8, ptr %24, i64 24
  store i64 22, ptr %36, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %25, ptr noundef nonnull align 8 dereferenceable(33) %33, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %26, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %24)
          to label %37 unwind label %1036

37:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %23) #28
  store i32 5, ptr %23, align 4, !tbaa !151
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %33, ptr noundef nonnull align 4 dereferenceable(4) %23)
          to label %40 unwind label %38

38:                                               ; preds = %37
  %39 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %25) #28
  br label %1038

40:                                               ; preds = %37
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %23) #28
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24)
  %41 = getelementptr inbounds i8, ptr %26, i64 8
  %42 = load ptr, ptr %41, align 8, !tbaa !22
  %43 = getelementptr inbounds i8, ptr %26, i64 16
  %44 = load ptr, ptr %43, align 8, !tbaa !24
  %45 = icmp eq ptr %42, %44
  br i1 %45, label %80, label %46

46:                                               ; preds = %40, %75
  %47 = phi ptr [ %76, %75 ], [ %42, %40 ]
  %48 = getelementptr inbounds i8, ptr %47, i64 8
  %49 = load ptr, ptr %48, align 8, !tbaa !25
  %50 = icmp eq ptr %49, null
  br i1 %50, label %75, label %51

51:                                               ; preds = %46
  %52 = getelementptr inbounds i8, ptr %49, i64 8
  %53 = load atomic i64, ptr %52 acquire, align 8
  %54 = icmp eq i64 %53, 4294967297
  %55 = trunc i64 %53 to i32
  br i1 %54, label %56, label %64

56:                                               ; preds = %51
  store i32 0, ptr %52, align 8, !tbaa !27
  %57 = getelementptr inbounds i8, ptr %49, i64 12
  store i32 0, ptr %57, align 4, !tbaa !30
  %58 = load ptr, ptr %49, align 8, !tbaa !31
  %59 = getelementptr inbounds i8, ptr %58, i64 16
  %60 = load ptr, ptr %59, align 8
  call void %60(ptr noundef nonnull align 8 dereferenceable(16) %49) #28
  %61 = load ptr, ptr %49, align 8, !tbaa !31
  %62 = getelementptr inbounds i8, ptr %61, i64 24
  %63 = load ptr, ptr %62, align 8
  call void %63(ptr noundef nonnull align 8 dereferenceable(16) %49) #28
  br label %75

64:                                               ; preds = %51
  %65 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %66 = icmp eq i8 %65, 0
  br i1 %66, label %69, label %67

67:                                               ; preds = %64
  %68 = add nsw i32 %55, -1
  store i32 %68, ptr %52, align 4, !tbaa !34
  br label %71

69:                                               ; preds = %64
  %70 = atomicrmw volatile add ptr %52, i32 -1 acq_rel, align 4
  br label %71

71:                                               ; preds = %69, %67
  %72 = phi i32 [ %55, %67 ], [ %70, %69 ]
  %73 = icmp eq i32 %72, 1
  br i1 %73, label %74, label %75, !prof !35

74:                                               ; preds = %71
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %49) #28
  br label %75

75:                                               ; preds = %74, %71, %56, %46
  %76 = getelementptr inbounds i8, ptr %47, i64 16
  %77 = icmp eq ptr %76, %44
  br i1 %77, label %78, label %46, !llvm.loop !36

78:                                               ; preds = %75
  %79 = load ptr, ptr %41, align 8, !tbaa !22
  br label %80

80:                                               ; preds = %78, %40
  %81 = phi ptr [ %79, %78 ], [ %42, %40 ]
  %82 = icmp eq ptr %81, null
  br i1 %82, label %89, label %83

83:                                               ; preds = %80
  %84 = getelementptr inbounds i8, ptr %26, i64 24
  %85 = load ptr, ptr %84, align 8, !tbaa !37
  %86 = ptrtoint ptr %85 to i64
  %87 = ptrtoint ptr %81 to i64
  %88 = sub i64 %86, %87
  call void @_ZdlPvm(ptr noundef nonnull %81, i64 noundef %88) #33
  br label %89

89:                                               ; preds = %83, %80
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %26) #28
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %27) #28
  %90 = getelementptr inbounds i8, ptr %32, i64 8
  %91 = load ptr, ptr %90, align 8, !tbaa !202
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %28) #28
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %28, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %22)
  store ptr @.str.1, ptr %22, align 8
  %92 = getelementptr inbounds i8, ptr %22, i64 8
  store ptr @.str.16, ptr %92, align 8
  %93 = getelementptr inbounds i8, ptr %22, i64 16
  store i64 61, ptr %93, align 8
  %94 = getelementptr inbounds i8, ptr %22, i64 24
  store i64 22, ptr %94, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %27, ptr noundef nonnull align 8 dereferenceable(33) %91, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %28, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %22)
          to label %95 unwind label %1040

95:                                               ; preds = %89
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %21) #28
  store i32 5, ptr %21, align 4, !tbaa !151
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %91, ptr noundef nonnull align 4 dereferenceable(4) %21)
          to label %98 unwind label %96

96:                                               ; preds = %95
  %97 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %27) #28
  br label %1042

98:                                               ; preds = %95
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %21) #28
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %22)
  %99 = getelementptr inbounds i8, ptr %28, i64 8
  %100 = load ptr, ptr %99, align 8, !tbaa !22
  %101 = getelementptr inbounds i8, ptr %28, i64 16
  %102 = load ptr, ptr %101, align 8, !tbaa !24
  %103 = icmp eq ptr %100, %102
  br i1 %103, label %138, label %104

104:                                              ; preds = %98, %133
  %105 = phi ptr [ %134, %133 ], [ %100, %98 ]
  %106 = getelementptr inbounds i8, ptr %105, i64 8
  %107 = load ptr, ptr %106, align 8, !tbaa !25
  %108 = icmp eq ptr %107, null
  br i1 %108, label %133, label %109

109:                                              ; preds = %104
  %110 = getelementptr inbounds i8, ptr %107, i64 8
  %111 = load atomic i64, ptr %110 acquire, align 8
  %112 = icmp eq i64 %111, 4294967297
  %113 = trunc i64 %111 to i32
  br i1 %112, label %114, label %122

114:                                              ; preds = %109
  store i32 0, ptr %110, align 8, !tbaa !27
  %115 = getelementptr inbounds i8, ptr %107, i64 12
  store i32 0, ptr %115, align 4, !tbaa !30
  %116 = load ptr, ptr %107, align 8, !tbaa !31
  %117 = getelementptr inbounds i8, ptr %116, i64 16
  %118 = load ptr, ptr %117, align 8
  call void %118(ptr noundef nonnull align 8 dereferenceable(16) %107) #28
  %119 = load ptr, ptr %107, align 8, !tbaa !31
  %120 = getelementptr inbounds i8, ptr %119, i64 24
  %121 = load ptr, ptr %120, align 8
  call void %121(ptr noundef nonnull align 8 dereferenceable(16) %107) #28
  br label %133

122:                                              ; preds = %109
  %123 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %124 = icmp eq i8 %123, 0
  br i1 %124, label %127, label %125

125:                                              ; preds = %122
  %126 = add nsw i32 %113, -1
  store i32 %126, ptr %110, align 4, !tbaa !34
  br label %129

127:                                              ; preds = %122
  %128 = atomicrmw volatile add ptr %110, i32 -1 acq_rel, align 4
  br label %129

129:                                              ; preds = %127, %125
  %130 = phi i32 [ %113, %125 ], [ %128, %127 ]
  %131 = icmp eq i32 %130, 1
  br i1 %131, label %132, label %133, !prof !35

132:                                              ; preds = %129
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %107) #28
  br label %133

133:                                              ; preds = %132, %129, %114, %104
  %134 = getelementptr inbounds i8, ptr %105, i64 16
  %135 = icmp eq ptr %134, %102
  br i1 %135, label %136, label %104, !llvm.loop !36

136:                                              ; preds = %133
  %137 = load ptr, ptr %99, align 8, !tbaa !22
  br label %138

138:                                              ; preds = %136, %98
  %139 = phi ptr [ %137, %136 ], [ %100, %98 ]
  %140 = icmp eq ptr %139, null
  br i1 %140, label %147, label %141

141:                                              ; preds = %138
  %142 = getelementptr inbounds i8, ptr %28, i64 24
  %143 = load ptr, ptr %142, align 8, !tbaa !37
  %144 = ptrtoint ptr %143 to i64
  %145 = ptrtoint ptr %139 to i64
  %146 = sub i64 %144, %145
  call void @_ZdlPvm(ptr noundef nonnull %139, i64 noundef %146) #33
  br label %147

147:                                              ; preds = %141, %138
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %28) #28
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %29) #28
  %148 = getelementptr inbounds i8, ptr %32, i64 16
  %149 = load ptr, ptr %148, align 8, !tbaa !203
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %30) #28
  %150 = getelementptr inbounds i8, ptr %30, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %150, i8 0, i64 24, i1 false)
  store i64 16, ptr %30, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %20)
  store ptr @.str.1, ptr %20, align 8
  %151 = getelementptr inbounds i8, ptr %20, i64 8
  store ptr @.str.16, ptr %151, align 8
  %152 = getelementptr inbounds i8, ptr %20, i64 16
  store i64 62, ptr %152, align 8
  %153 = getelementptr inbounds i8, ptr %20, i64 24
  store i64 22, ptr %153, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %29, ptr noundef nonnull align 8 dereferenceable(33) %149, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %30, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %20)
          to label %154 unwind label %1044

154:                                              ; preds = %147
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %19) #28
  store i32 5, ptr %19, align 4, !tbaa !151
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %149, ptr noundef nonnull align 4 dereferenceable(4) %19)
          to label %157 unwind label %155

155:                                              ; preds = %154
  %156 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %29) #28
  br label %1046

157:                                              ; preds = %154
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %19) #28
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20)
  %158 = load ptr, ptr %150, align 8, !tbaa !22
  %159 = getelementptr inbounds i8, ptr %30, i64 16
  %160 = load ptr, ptr %159, align 8, !tbaa !24
  %161 = icmp eq ptr %158, %160
  br i1 %161, label %196, label %162

162:                                              ; preds = %157, %191
  %163 = phi ptr [ %192, %191 ], [ %158, %157 ]
  %164 = getelementptr inbounds i8, ptr %163, i64 8
  %165 = load ptr, ptr %164, align 8, !tbaa !25
  %166 = icmp eq ptr %165, null
  br i1 %166, label %191, label %167

167:                                              ; preds = %162
  %168 = getelementptr inbounds i8, ptr %165, i64 8
  %169 = load atomic i64, ptr %168 acquire, align 8
  %170 = icmp eq i64 %169, 4294967297
  %171 = trunc i64 %169 to i32
  br i1 %170, label %172, label %180

172:                                              ; preds = %167
  store i32 0, ptr %168, align 8, !tbaa !27
  %173 = getelementptr inbounds i8, ptr %165, i64 12
  store i32 0, ptr %173, align 4, !tbaa !30
  %174 = load ptr, ptr %165, align 8, !tbaa !31
  %175 = getelementptr inbounds i8, ptr %174, i64 16
  %176 = load ptr, ptr %175, align 8
  call void %176(ptr noundef nonnull align 8 dereferenceable(16) %165) #28
  %177 = load ptr, ptr %165, align 8, !tbaa !31
  %178 = getelementptr inbounds i8, ptr %177, i64 24
  %179 = load ptr, ptr %178, align 8
  call void %179(ptr noundef nonnull align 8 dereferenceable(16) %165) #28
  br label %191

180:                                              ; preds = %167
  %181 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %182 = icmp eq i8 %181, 0
  br i1 %182, label %185, label %183

183:                                              ; preds = %180
  %184 = add nsw i32 %171, -1
  store i32 %184, ptr %168, align 4, !tbaa !34
  br label %187

185:                                              ; preds = %180
  %186 = atomicrmw volatile add ptr %168, i32 -1 acq_rel, align 4
  br label %187

187:                                              ; preds = %185, %183
  %188 = phi i32 [ %171, %183 ], [ %186, %185 ]
  %189 = icmp eq i32 %188, 1
  br i1 %189, label %190, label %191, !prof !35

190:                                              ; preds = %187
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %165) #28
  br label %191

191:                                              ; preds = %190, %187, %172, %162
  %192 = getelementptr inbounds i8, ptr %163, i64 16
  %193 = icmp eq ptr %192, %160
  br i1 %193, label %194, label %162, !llvm.loop !36

194:                                              ; preds = %191
  %195 = load ptr, ptr %150, align 8, !tbaa !22
  br label %196

196:                                              ; preds = %194, %157
  %197 = phi ptr [ %195, %194 ], [ %158, %157 ]
  %198 = icmp eq ptr %197, null
  br i1 %198, label %205, label %199

199:                                              ; preds = %196
  %200 = getelementptr inbounds i8, ptr %30, i64 24
  %201 = load ptr, ptr %200, align 8, !tbaa !37
  %202 = ptrtoint ptr %201 to i64
  %203 = ptrtoint ptr %197 to i64
  %204 = sub i64 %202, %203
  call void @_ZdlPvm(ptr noundef nonnull %197, i64 noundef %204) #33
  br label %205

205:                                              ; preds = %199, %196
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %30) #28
  %206 = getelementptr inbounds i8, ptr %32, i64 24
  %207 = load ptr, ptr %206, align 8, !tbaa !204
  %208 = load i64, ptr %207, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %31) #28
  %209 = load ptr, ptr %29, align 8, !tbaa !156
  store ptr %209, ptr %31, align 8, !tbaa !156
  %210 = getelementptr inbounds i8, ptr %31, i64 8
  %211 = getelementptr inbounds i8, ptr %29, i64 8
  %212 = load ptr, ptr %211, align 8, !tbaa !25
  store ptr %212, ptr %210, align 8, !tbaa !25
  %213 = icmp eq ptr %212, null
  br i1 %213, label %223, label %214

214:                                              ; preds = %205
  %215 = getelementptr inbounds i8, ptr %212, i64 8
  %216 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %217 = icmp eq i8 %216, 0
  br i1 %217, label %221, label %218

218:                                              ; preds = %214
  %219 = load i32, ptr %215, align 4, !tbaa !34
  %220 = add nsw i32 %219, 1
  store i32 %220, ptr %215, align 4, !tbaa !34
  br label %223

221:                                              ; preds = %214
  %222 = atomicrmw volatile add ptr %215, i32 1 acq_rel, align 4
  br label %223

223:                                              ; preds = %221, %218, %205
  %224 = getelementptr inbounds i8, ptr %31, i64 16
  %225 = getelementptr inbounds i8, ptr %29, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %224, ptr noundef nonnull align 8 dereferenceable(16) %225, i64 16, i1 false)
  %226 = getelementptr inbounds i8, ptr %31, i64 32
  %227 = load ptr, ptr %27, align 8, !tbaa !156
  store ptr %227, ptr %226, align 8, !tbaa !156
  %228 = getelementptr inbounds i8, ptr %31, i64 40
  %229 = getelementptr inbounds i8, ptr %27, i64 8
  %230 = load ptr, ptr %229, align 8, !tbaa !25
  store ptr %230, ptr %228, align 8, !tbaa !25
  %231 = icmp eq ptr %230, null
  br i1 %231, label %241, label %232

232:                                              ; preds = %223
  %233 = getelementptr inbounds i8, ptr %230, i64 8
  %234 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %235 = icmp eq i8 %234, 0
  br i1 %235, label %239, label %236

236:                                              ; preds = %232
  %237 = load i32, ptr %233, align 4, !tbaa !34
  %238 = add nsw i32 %237, 1
  store i32 %238, ptr %233, align 4, !tbaa !34
  br label %241

239:                                              ; preds = %232
  %240 = atomicrmw volatile add ptr %233, i32 1 acq_rel, align 4
  br label %241

241:                                              ; preds = %239, %236, %223
  %242 = getelementptr inbounds i8, ptr %31, i64 48
  %243 = getelementptr inbounds i8, ptr %27, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %242, ptr noundef nonnull align 8 dereferenceable(16) %243, i64 16, i1 false)
  %244 = getelementptr inbounds i8, ptr %31, i64 64
  %245 = load ptr, ptr %25, align 8, !tbaa !156
  store ptr %245, ptr %244, align 8, !tbaa !156
  %246 = getelementptr inbounds i8, ptr %31, i64 72
  %247 = getelementptr inbounds i8, ptr %25, i64 8
  %248 = load ptr, ptr %247, align 8, !tbaa !25
  store ptr %248, ptr %246, align 8, !tbaa !25
  %249 = icmp eq ptr %248, null
  br i1 %249, label %259, label %250

250:                                              ; preds = %241
  %251 = getelementptr inbounds i8, ptr %248, i64 8
  %252 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %253 = icmp eq i8 %252, 0
  br i1 %253, label %257, label %254

254:                                              ; preds = %250
  %255 = load i32, ptr %251, align 4, !tbaa !34
  %256 = add nsw i32 %255, 1
  store i32 %256, ptr %251, align 4, !tbaa !34
  br label %259

257:                                              ; preds = %250
  %258 = atomicrmw volatile add ptr %251, i32 1 acq_rel, align 4
  br label %259

259:                                              ; preds = %257, %254, %241
  %260 = getelementptr inbounds i8, ptr %31, i64 80
  %261 = getelementptr inbounds i8, ptr %25, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %260, ptr noundef nonnull align 8 dereferenceable(16) %261, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %18)
  %262 = load ptr, ptr %31, align 8, !tbaa !156
  store ptr %262, ptr %18, align 8, !tbaa !156
  %263 = getelementptr inbounds i8, ptr %18, i64 8
  %264 = load ptr, ptr %210, align 8, !tbaa !25
  store ptr %264, ptr %263, align 8, !tbaa !25
  %265 = icmp eq ptr %264, null
  br i1 %265, label %275, label %266

266:                                              ; preds = %259
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

275:                                              ; preds = %273, %270, %259
  %276 = getelementptr inbounds i8, ptr %18, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %276, ptr noundef nonnull readonly align 8 dereferenceable(16) %224, i64 16, i1 false)
  %277 = getelementptr inbounds i8, ptr %18, i64 32
  %278 = load ptr, ptr %226, align 8, !tbaa !156
  store ptr %278, ptr %277, align 8, !tbaa !156
  %279 = getelementptr inbounds i8, ptr %18, i64 40
  %280 = load ptr, ptr %228, align 8, !tbaa !25
  store ptr %280, ptr %279, align 8, !tbaa !25
  %281 = icmp eq ptr %280, null
  br i1 %281, label %291, label %282

282:                                              ; preds = %275
  %283 = getelementptr inbounds i8, ptr %280, i64 8
  %284 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %285 = icmp eq i8 %284, 0
  br i1 %285, label %289, label %286

286:                                              ; preds = %282
  %287 = load i32, ptr %283, align 4, !tbaa !34
  %288 = add nsw i32 %287, 1
  store i32 %288, ptr %283, align 4, !tbaa !34
  br label %291

289:                                              ; preds = %282
  %290 = atomicrmw volatile add ptr %283, i32 1 acq_rel, align 4
  br label %291

291:                                              ; preds = %289, %286, %275
  %292 = getelementptr inbounds i8, ptr %18, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %292, ptr noundef nonnull readonly align 8 dereferenceable(16) %242, i64 16, i1 false)
  %293 = getelementptr inbounds i8, ptr %18, i64 64
  %294 = load ptr, ptr %244, align 8, !tbaa !156
  store ptr %294, ptr %293, align 8, !tbaa !156
  %295 = getelementptr inbounds i8, ptr %18, i64 72
  %296 = load ptr, ptr %246, align 8, !tbaa !25
  store ptr %296, ptr %295, align 8, !tbaa !25
  %297 = icmp eq ptr %296, null
  br i1 %297, label %307, label %298

298:                                              ; preds = %291
  %299 = getelementptr inbounds i8, ptr %296, i64 8
  %300 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %301 = icmp eq i8 %300, 0
  br i1 %301, label %305, label %302

302:                                              ; preds = %298
  %303 = load i32, ptr %299, align 4, !tbaa !34
  %304 = add nsw i32 %303, 1
  store i32 %304, ptr %299, align 4, !tbaa !34
  br label %307

305:                                              ; preds = %298
  %306 = atomicrmw volatile add ptr %299, i32 1 acq_rel, align 4
  br label %307

307:                                              ; preds = %305, %302, %291
  %308 = getelementptr inbounds i8, ptr %18, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %308, ptr noundef nonnull readonly align 8 dereferenceable(16) %260, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %15)
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %16)
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %17)
  %309 = invoke noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %310 unwind label %951

310:                                              ; preds = %307
  %311 = icmp eq i32 %309, 0
  br i1 %311, label %321, label %312

312:                                              ; preds = %310
  %313 = call ptr @__cxa_allocate_exception(i64 64) #28
  %314 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #28
  %315 = extractvalue { i32, ptr } %314, 0
  %316 = extractvalue { i32, ptr } %314, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %313, i32 %315, ptr %316, ptr noundef nonnull @.str.19)
          to label %317 unwind label %319

317:                                              ; preds = %312
  invoke void @__cxa_throw(ptr nonnull %313, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #29
          to label %318 unwind label %951

318:                                              ; preds = %317
  unreachable

319:                                              ; preds = %312
  %320 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %313) #28
  br label %953

321:                                              ; preds = %310
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %13) #28
  invoke void @_ZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_(ptr dead_on_unwind nonnull writable sret(%"class.std::tuple.107") align 8 %13, ptr noundef nonnull align 8 dereferenceable(216) %1, i64 %208)
          to label %322 unwind label %951

322:                                              ; preds = %321
  %323 = getelementptr inbounds i8, ptr %13, i64 8
  %324 = load i8, ptr %13, align 8, !tbaa !164, !range !78, !noundef !79
  %325 = trunc nuw i8 %324 to i1
  br i1 %325, label %326, label %692

326:                                              ; preds = %322
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %14) #28
  %327 = load ptr, ptr %18, align 8, !tbaa !156
  store ptr %327, ptr %15, align 8, !tbaa !156
  %328 = getelementptr inbounds i8, ptr %15, i64 8
  %329 = load ptr, ptr %263, align 8, !tbaa !25
  store ptr %329, ptr %328, align 8, !tbaa !25
  %330 = icmp eq ptr %329, null
  br i1 %330, label %340, label %331

331:                                              ; preds = %326
  %332 = getelementptr inbounds i8, ptr %329, i64 8
  %333 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %334 = icmp eq i8 %333, 0
  br i1 %334, label %338, label %335

335:                                              ; preds = %331
  %336 = load i32, ptr %332, align 4, !tbaa !34
  %337 = add nsw i32 %336, 1
  store i32 %337, ptr %332, align 4, !tbaa !34
  br label %340

338:                                              ; preds = %331
  %339 = atomicrmw volatile add ptr %332, i32 1 acq_rel, align 4
  br label %340

340:                                              ; preds = %338, %335, %326
  %341 = getelementptr inbounds i8, ptr %15, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %341, ptr noundef nonnull readonly align 8 dereferenceable(16) %276, i64 16, i1 false)
  %342 = getelementptr inbounds i8, ptr %15, i64 32
  %343 = load ptr, ptr %277, align 8, !tbaa !156
  store ptr %343, ptr %342, align 8, !tbaa !156
  %344 = getelementptr inbounds i8, ptr %15, i64 40
  %345 = load ptr, ptr %279, align 8, !tbaa !25
  store ptr %345, ptr %344, align 8, !tbaa !25
  %346 = icmp eq ptr %345, null
  br i1 %346, label %356, label %347

347:                                              ; preds = %340
  %348 = getelementptr inbounds i8, ptr %345, i64 8
  %349 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %350 = icmp eq i8 %349, 0
  br i1 %350, label %354, label %351

351:                                              ; preds = %347
  %352 = load i32, ptr %348, align 4, !tbaa !34
  %353 = add nsw i32 %352, 1
  store i32 %353, ptr %348, align 4, !tbaa !34
  br label %356

354:                                              ; preds = %347
  %355 = atomicrmw volatile add ptr %348, i32 1 acq_rel, align 4
  br label %356

356:                                              ; preds = %354, %351, %340
  %357 = getelementptr inbounds i8, ptr %15, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %357, ptr noundef nonnull readonly align 8 dereferenceable(16) %292, i64 16, i1 false)
  %358 = getelementptr inbounds i8, ptr %15, i64 64
  %359 = load ptr, ptr %293, align 8, !tbaa !156
  store ptr %359, ptr %358, align 8, !tbaa !156
  %360 = getelementptr inbounds i8, ptr %15, i64 72
  %361 = load ptr, ptr %295, align 8, !tbaa !25
  store ptr %361, ptr %360, align 8, !tbaa !25
  %362 = icmp eq ptr %361, null
  br i1 %362, label %372, label %363

363:                                              ; preds = %356
  %364 = getelementptr inbounds i8, ptr %361, i64 8
  %365 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %366 = icmp eq i8 %365, 0
  br i1 %366, label %370, label %367

367:                                              ; preds = %363
  %368 = load i32, ptr %364, align 4, !tbaa !34
  %369 = add nsw i32 %368, 1
  store i32 %369, ptr %364, align 4, !tbaa !34
  br label %372

370:                                              ; preds = %363
  %371 = atomicrmw volatile add ptr %364, i32 1 acq_rel, align 4
  br label %372

372:                                              ; preds = %370, %367, %356
  %373 = getelementptr inbounds i8, ptr %15, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %373, ptr noundef nonnull readonly align 8 dereferenceable(16) %308, i64 16, i1 false)
  call void @llvm.experimental.noalias.scope.decl(metadata !205)
  store i64 %208, ptr %14, align 8, !alias.scope !205
  %374 = getelementptr inbounds i8, ptr %14, i64 8
  %375 = load ptr, ptr %15, align 8, !tbaa !156, !noalias !205
  store ptr %375, ptr %374, align 8, !tbaa !156, !alias.scope !205
  %376 = getelementptr inbounds i8, ptr %14, i64 16
  %377 = load ptr, ptr %328, align 8, !tbaa !25, !noalias !205
  store ptr %377, ptr %376, align 8, !tbaa !25, !alias.scope !205
  %378 = icmp eq ptr %377, null
  br i1 %378, label %388, label %379

379:                                              ; preds = %372
  %380 = getelementptr inbounds i8, ptr %377, i64 8
  %381 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !205
  %382 = icmp eq i8 %381, 0
  br i1 %382, label %386, label %383

383:                                              ; preds = %379
  %384 = load i32, ptr %380, align 4, !tbaa !34, !noalias !205
  %385 = add nsw i32 %384, 1
  store i32 %385, ptr %380, align 4, !tbaa !34, !noalias !205
  br label %388

386:                                              ; preds = %379
  %387 = atomicrmw volatile add ptr %380, i32 1 acq_rel, align 4, !noalias !205
  br label %388

388:                                              ; preds = %386, %383, %372
  %389 = getelementptr inbounds i8, ptr %14, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %389, ptr noundef nonnull readonly align 8 dereferenceable(16) %341, i64 16, i1 false)
  %390 = getelementptr inbounds i8, ptr %14, i64 40
  %391 = load ptr, ptr %342, align 8, !tbaa !156, !noalias !205
  store ptr %391, ptr %390, align 8, !tbaa !156, !alias.scope !205
  %392 = getelementptr inbounds i8, ptr %14, i64 48
  %393 = load ptr, ptr %344, align 8, !tbaa !25, !noalias !205
  store ptr %393, ptr %392, align 8, !tbaa !25, !alias.scope !205
  %394 = icmp eq ptr %393, null
  br i1 %394, label %404, label %395

395:                                              ; preds = %388
  %396 = getelementptr inbounds i8, ptr %393, i64 8
  %397 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !205
  %398 = icmp eq i8 %397, 0
  br i1 %398, label %402, label %399

399:                                              ; preds = %395
  %400 = load i32, ptr %396, align 4, !tbaa !34, !noalias !205
  %401 = add nsw i32 %400, 1
  store i32 %401, ptr %396, align 4, !tbaa !34, !noalias !205
  br label %404

402:                                              ; preds = %395
  %403 = atomicrmw volatile add ptr %396, i32 1 acq_rel, align 4, !noalias !205
  br label %404

404:                                              ; preds = %402, %399, %388
  %405 = getelementptr inbounds i8, ptr %14, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %405, ptr noundef nonnull readonly align 8 dereferenceable(16) %357, i64 16, i1 false)
  %406 = getelementptr inbounds i8, ptr %14, i64 72
  %407 = load ptr, ptr %358, align 8, !tbaa !156, !noalias !205
  store ptr %407, ptr %406, align 8, !tbaa !156, !alias.scope !205
  %408 = getelementptr inbounds i8, ptr %14, i64 80
  %409 = load ptr, ptr %360, align 8, !tbaa !25, !noalias !205
  store ptr %409, ptr %408, align 8, !tbaa !25, !alias.scope !205
  %410 = icmp eq ptr %409, null
  br i1 %410, label %420, label %411

411:                                              ; preds = %404
  %412 = getelementptr inbounds i8, ptr %409, i64 8
  %413 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !205
  %414 = icmp eq i8 %413, 0
  br i1 %414, label %418, label %415

415:                                              ; preds = %411
  %416 = load i32, ptr %412, align 4, !tbaa !34, !noalias !205
  %417 = add nsw i32 %416, 1
  store i32 %417, ptr %412, align 4, !tbaa !34, !noalias !205
  br label %420

418:                                              ; preds = %411
  %419 = atomicrmw volatile add ptr %412, i32 1 acq_rel, align 4, !noalias !205
  br label %420

420:                                              ; preds = %418, %415, %404
  %421 = getelementptr inbounds i8, ptr %14, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %421, ptr noundef nonnull readonly align 8 dereferenceable(16) %373, i64 16, i1 false)
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(96) %15) #28
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %12)
  %422 = load i64, ptr %14, align 8
  store i64 %422, ptr %12, align 8
  %423 = getelementptr inbounds i8, ptr %12, i64 8
  %424 = load ptr, ptr %374, align 8, !tbaa !156
  store ptr %424, ptr %423, align 8, !tbaa !156
  %425 = getelementptr inbounds i8, ptr %12, i64 16
  %426 = load ptr, ptr %376, align 8, !tbaa !25
  store ptr %426, ptr %425, align 8, !tbaa !25
  %427 = icmp eq ptr %426, null
  br i1 %427, label %437, label %428

428:                                              ; preds = %420
  %429 = getelementptr inbounds i8, ptr %426, i64 8
  %430 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %431 = icmp eq i8 %430, 0
  br i1 %431, label %435, label %432

432:                                              ; preds = %428
  %433 = load i32, ptr %429, align 4, !tbaa !34
  %434 = add nsw i32 %433, 1
  store i32 %434, ptr %429, align 4, !tbaa !34
  br label %437

435:                                              ; preds = %428
  %436 = atomicrmw volatile add ptr %429, i32 1 acq_rel, align 4
  br label %437

437:                                              ; preds = %435, %432, %420
  %438 = getelementptr inbounds i8, ptr %12, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %438, ptr noundef nonnull readonly align 8 dereferenceable(16) %389, i64 16, i1 false)
  %439 = getelementptr inbounds i8, ptr %12, i64 40
  %440 = load ptr, ptr %390, align 8, !tbaa !156
  store ptr %440, ptr %439, align 8, !tbaa !156
  %441 = getelementptr inbounds i8, ptr %12, i64 48
  %442 = load ptr, ptr %392, align 8, !tbaa !25
  store ptr %442, ptr %441, align 8, !tbaa !25
  %443 = icmp eq ptr %442, null
  br i1 %443, label %453, label %444

444:                                              ; preds = %437
  %445 = getelementptr inbounds i8, ptr %442, i64 8
  %446 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %447 = icmp eq i8 %446, 0
  br i1 %447, label %451, label %448

448:                                              ; preds = %444
  %449 = load i32, ptr %445, align 4, !tbaa !34
  %450 = add nsw i32 %449, 1
  store i32 %450, ptr %445, align 4, !tbaa !34
  br label %453

451:                                              ; preds = %444
  %452 = atomicrmw volatile add ptr %445, i32 1 acq_rel, align 4
  br label %453

453:                                              ; preds = %451, %448, %437
  %454 = getelementptr inbounds i8, ptr %12, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %454, ptr noundef nonnull readonly align 8 dereferenceable(16) %405, i64 16, i1 false)
  %455 = getelementptr inbounds i8, ptr %12, i64 72
  %456 = load ptr, ptr %406, align 8, !tbaa !156
  store ptr %456, ptr %455, align 8, !tbaa !156
  %457 = getelementptr inbounds i8, ptr %12, i64 80
  %458 = load ptr, ptr %408, align 8, !tbaa !25
  store ptr %458, ptr %457, align 8, !tbaa !25
  %459 = icmp eq ptr %458, null
  br i1 %459, label %469, label %460

460:                                              ; preds = %453
  %461 = getelementptr inbounds i8, ptr %458, i64 8
  %462 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %463 = icmp eq i8 %462, 0
  br i1 %463, label %467, label %464

464:                                              ; preds = %460
  %465 = load i32, ptr %461, align 4, !tbaa !34
  %466 = add nsw i32 %465, 1
  store i32 %466, ptr %461, align 4, !tbaa !34
  br label %469

467:                                              ; preds = %460
  %468 = atomicrmw volatile add ptr %461, i32 1 acq_rel, align 4
  br label %469

469:                                              ; preds = %467, %464, %453
  %470 = getelementptr inbounds i8, ptr %12, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %470, ptr noundef nonnull readonly align 8 dereferenceable(16) %421, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %11)
  %471 = load i64, ptr %12, align 8
  store i64 %471, ptr %11, align 8
  %472 = getelementptr inbounds i8, ptr %11, i64 8
  %473 = load ptr, ptr %423, align 8, !tbaa !156
  store ptr %473, ptr %472, align 8, !tbaa !156
  %474 = getelementptr inbounds i8, ptr %11, i64 16
  %475 = load ptr, ptr %425, align 8, !tbaa !25
  store ptr %475, ptr %474, align 8, !tbaa !25
  %476 = icmp eq ptr %475, null
  br i1 %476, label %486, label %477

477:                                              ; preds = %469
  %478 = getelementptr inbounds i8, ptr %475, i64 8
  %479 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %480 = icmp eq i8 %479, 0
  br i1 %480, label %484, label %481

481:                                              ; preds = %477
  %482 = load i32, ptr %478, align 4, !tbaa !34
  %483 = add nsw i32 %482, 1
  store i32 %483, ptr %478, align 4, !tbaa !34
  br label %486

484:                                              ; preds = %477
  %485 = atomicrmw volatile add ptr %478, i32 1 acq_rel, align 4
  br label %486

486:                                              ; preds = %484, %481, %469
  %487 = getelementptr inbounds i8, ptr %11, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %487, ptr noundef nonnull readonly align 8 dereferenceable(16) %438, i64 16, i1 false)
  %488 = getelementptr inbounds i8, ptr %11, i64 40
  %489 = load ptr, ptr %439, align 8, !tbaa !156
  store ptr %489, ptr %488, align 8, !tbaa !156
  %490 = getelementptr inbounds i8, ptr %11, i64 48
  %491 = load ptr, ptr %441, align 8, !tbaa !25
  store ptr %491, ptr %490, align 8, !tbaa !25
  %492 = icmp eq ptr %491, null
  br i1 %492, label %502, label %493

493:                                              ; preds = %486
  %494 = getelementptr inbounds i8, ptr %491, i64 8
  %495 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %496 = icmp eq i8 %495, 0
  br i1 %496, label %500, label %497

497:                                              ; preds = %493
  %498 = load i32, ptr %494, align 4, !tbaa !34
  %499 = add nsw i32 %498, 1
  store i32 %499, ptr %494, align 4, !tbaa !34
  br label %502

500:                                              ; preds = %493
  %501 = atomicrmw volatile add ptr %494, i32 1 acq_rel, align 4
  br label %502

502:                                              ; preds = %500, %497, %486
  %503 = getelementptr inbounds i8, ptr %11, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %503, ptr noundef nonnull readonly align 8 dereferenceable(16) %454, i64 16, i1 false)
  %504 = getelementptr inbounds i8, ptr %11, i64 72
  %505 = load ptr, ptr %455, align 8, !tbaa !156
  store ptr %505, ptr %504, align 8, !tbaa !156
  %506 = getelementptr inbounds i8, ptr %11, i64 80
  %507 = load ptr, ptr %457, align 8, !tbaa !25
  store ptr %507, ptr %506, align 8, !tbaa !25
  %508 = icmp eq ptr %507, null
  br i1 %508, label %518, label %509

509:                                              ; preds = %502
  %510 = getelementptr inbounds i8, ptr %507, i64 8
  %511 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %512 = icmp eq i8 %511, 0
  br i1 %512, label %516, label %513

513:                                              ; preds = %509
  %514 = load i32, ptr %510, align 4, !tbaa !34
  %515 = add nsw i32 %514, 1
  store i32 %515, ptr %510, align 4, !tbaa !34
  br label %518

516:                                              ; preds = %509
  %517 = atomicrmw volatile add ptr %510, i32 1 acq_rel, align 4
  br label %518

518:                                              ; preds = %516, %513, %502
  %519 = getelementptr inbounds i8, ptr %11, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %519, ptr noundef nonnull readonly align 8 dereferenceable(16) %470, i64 16, i1 false)
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull readonly align 8 dereferenceable(96) %472) #28
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %11)
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull readonly align 8 dereferenceable(96) %423) #28
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %12)
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.31)
          to label %520 unwind label %684

520:                                              ; preds = %518
  %521 = load i64, ptr %323, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10)
  %522 = getelementptr inbounds i8, ptr %10, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %522, i8 0, i64 16, i1 false), !alias.scope !208
  store i64 %521, ptr %10, align 8, !tbaa !5, !alias.scope !208
  invoke void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range.105") align 8 %10, i1 noundef zeroext false, i32 noundef 1)
          to label %523 unwind label %684

523:                                              ; preds = %520
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10)
  %524 = load i64, ptr %14, align 8
  store i64 %524, ptr %16, align 8
  %525 = getelementptr inbounds i8, ptr %16, i64 8
  %526 = load ptr, ptr %374, align 8, !tbaa !156
  store ptr %526, ptr %525, align 8, !tbaa !156
  %527 = getelementptr inbounds i8, ptr %16, i64 16
  %528 = load ptr, ptr %376, align 8, !tbaa !25
  store ptr null, ptr %376, align 8, !tbaa !25
  store ptr %528, ptr %527, align 8, !tbaa !25
  store ptr null, ptr %374, align 8, !tbaa !156
  %529 = getelementptr inbounds i8, ptr %16, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %529, ptr noundef nonnull align 8 dereferenceable(16) %389, i64 16, i1 false)
  %530 = getelementptr inbounds i8, ptr %16, i64 40
  %531 = load ptr, ptr %390, align 8, !tbaa !156
  store ptr %531, ptr %530, align 8, !tbaa !156
  %532 = getelementptr inbounds i8, ptr %16, i64 48
  %533 = load ptr, ptr %392, align 8, !tbaa !25
  store ptr null, ptr %392, align 8, !tbaa !25
  store ptr %533, ptr %532, align 8, !tbaa !25
  store ptr null, ptr %390, align 8, !tbaa !156
  %534 = getelementptr inbounds i8, ptr %16, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %534, ptr noundef nonnull align 8 dereferenceable(16) %405, i64 16, i1 false)
  %535 = getelementptr inbounds i8, ptr %16, i64 72
  %536 = getelementptr inbounds i8, ptr %16, i64 80
  %537 = load <2 x ptr>, ptr %406, align 8, !tbaa !11
  store ptr null, ptr %408, align 8, !tbaa !25
  store <2 x ptr> %537, ptr %535, align 8, !tbaa !11
  store ptr null, ptr %406, align 8, !tbaa !156
  %538 = getelementptr inbounds i8, ptr %16, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %538, ptr noundef nonnull align 8 dereferenceable(16) %421, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %8)
  %539 = invoke noalias noundef nonnull dereferenceable(112) ptr @_Znwm(i64 noundef 112) #30
          to label %540 unwind label %686

540:                                              ; preds = %523
  store i64 %524, ptr %8, align 8, !noalias !211
  %541 = getelementptr inbounds i8, ptr %8, i64 8
  store ptr %526, ptr %541, align 8, !tbaa !156, !noalias !211
  %542 = getelementptr inbounds i8, ptr %8, i64 16
  store ptr %528, ptr %542, align 8, !tbaa !25, !noalias !211
  %543 = icmp eq ptr %528, null
  br i1 %543, label %555, label %544

544:                                              ; preds = %540
  %545 = getelementptr inbounds i8, ptr %528, i64 8
  %546 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !211
  %547 = icmp eq i8 %546, 0
  br i1 %547, label %551, label %548

548:                                              ; preds = %544
  %549 = load i32, ptr %545, align 4, !tbaa !34, !noalias !211
  %550 = add nsw i32 %549, 1
  store i32 %550, ptr %545, align 4, !tbaa !34, !noalias !211
  br label %555

551:                                              ; preds = %544
  %552 = atomicrmw volatile add ptr %545, i32 1 acq_rel, align 4, !noalias !211
  %553 = load ptr, ptr %530, align 8, !tbaa !156, !noalias !211
  %554 = load ptr, ptr %532, align 8, !tbaa !25, !noalias !211
  br label %555

555:                                              ; preds = %551, %548, %540
  %556 = phi ptr [ %554, %551 ], [ %533, %548 ], [ %533, %540 ]
  %557 = phi ptr [ %553, %551 ], [ %531, %548 ], [ %531, %540 ]
  %558 = getelementptr inbounds i8, ptr %8, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %558, ptr noundef nonnull readonly align 8 dereferenceable(16) %529, i64 16, i1 false), !noalias !211
  %559 = getelementptr inbounds i8, ptr %8, i64 40
  store ptr %557, ptr %559, align 8, !tbaa !156, !noalias !211
  %560 = getelementptr inbounds i8, ptr %8, i64 48
  store ptr %556, ptr %560, align 8, !tbaa !25, !noalias !211
  %561 = icmp eq ptr %556, null
  br i1 %561, label %571, label %562

562:                                              ; preds = %555
  %563 = getelementptr inbounds i8, ptr %556, i64 8
  %564 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !211
  %565 = icmp eq i8 %564, 0
  br i1 %565, label %569, label %566

566:                                              ; preds = %562
  %567 = load i32, ptr %563, align 4, !tbaa !34, !noalias !211
  %568 = add nsw i32 %567, 1
  store i32 %568, ptr %563, align 4, !tbaa !34, !noalias !211
  br label %571

569:                                              ; preds = %562
  %570 = atomicrmw volatile add ptr %563, i32 1 acq_rel, align 4, !noalias !211
  br label %571

571:                                              ; preds = %569, %566, %555
  %572 = getelementptr inbounds i8, ptr %8, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %572, ptr noundef nonnull readonly align 8 dereferenceable(16) %534, i64 16, i1 false), !noalias !211
  %573 = getelementptr inbounds i8, ptr %8, i64 72
  %574 = load ptr, ptr %535, align 8, !tbaa !156, !noalias !211
  store ptr %574, ptr %573, align 8, !tbaa !156, !noalias !211
  %575 = getelementptr inbounds i8, ptr %8, i64 80
  %576 = load ptr, ptr %536, align 8, !tbaa !25, !noalias !211
  store ptr %576, ptr %575, align 8, !tbaa !25, !noalias !211
  %577 = icmp eq ptr %576, null
  br i1 %577, label %587, label %578

578:                                              ; preds = %571
  %579 = getelementptr inbounds i8, ptr %576, i64 8
  %580 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !211
  %581 = icmp eq i8 %580, 0
  br i1 %581, label %585, label %582

582:                                              ; preds = %578
  %583 = load i32, ptr %579, align 4, !tbaa !34, !noalias !211
  %584 = add nsw i32 %583, 1
  store i32 %584, ptr %579, align 4, !tbaa !34, !noalias !211
  br label %587

585:                                              ; preds = %578
  %586 = atomicrmw volatile add ptr %579, i32 1 acq_rel, align 4, !noalias !211
  br label %587

587:                                              ; preds = %585, %582, %571
  %588 = getelementptr inbounds i8, ptr %8, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %588, ptr noundef nonnull readonly align 8 dereferenceable(16) %538, i64 16, i1 false), !noalias !211
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE0_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EEE, i64 16), ptr %539, align 8, !tbaa !31, !noalias !211
  %589 = getelementptr inbounds i8, ptr %539, i64 8
  %590 = load i64, ptr %8, align 8, !noalias !211
  store i64 %590, ptr %589, align 8, !noalias !211
  %591 = getelementptr inbounds i8, ptr %539, i64 16
  %592 = load ptr, ptr %541, align 8, !tbaa !156, !noalias !211
  store ptr %592, ptr %591, align 8, !tbaa !156, !noalias !211
  %593 = getelementptr inbounds i8, ptr %539, i64 24
  %594 = load ptr, ptr %542, align 8, !tbaa !25, !noalias !211
  store ptr %594, ptr %593, align 8, !tbaa !25, !noalias !211
  %595 = icmp eq ptr %594, null
  br i1 %595, label %605, label %596

596:                                              ; preds = %587
  %597 = getelementptr inbounds i8, ptr %594, i64 8
  %598 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !211
  %599 = icmp eq i8 %598, 0
  br i1 %599, label %603, label %600

600:                                              ; preds = %596
  %601 = load i32, ptr %597, align 4, !tbaa !34, !noalias !211
  %602 = add nsw i32 %601, 1
  store i32 %602, ptr %597, align 4, !tbaa !34, !noalias !211
  br label %605

603:                                              ; preds = %596
  %604 = atomicrmw volatile add ptr %597, i32 1 acq_rel, align 4, !noalias !211
  br label %605

605:                                              ; preds = %603, %600, %587
  %606 = getelementptr inbounds i8, ptr %539, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %606, ptr noundef nonnull readonly align 8 dereferenceable(16) %558, i64 16, i1 false), !noalias !211
  %607 = getelementptr inbounds i8, ptr %539, i64 48
  %608 = load ptr, ptr %559, align 8, !tbaa !156, !noalias !211
  store ptr %608, ptr %607, align 8, !tbaa !156, !noalias !211
  %609 = getelementptr inbounds i8, ptr %539, i64 56
  %610 = load ptr, ptr %560, align 8, !tbaa !25, !noalias !211
  store ptr %610, ptr %609, align 8, !tbaa !25, !noalias !211
  %611 = icmp eq ptr %610, null
  br i1 %611, label %621, label %612

612:                                              ; preds = %605
  %613 = getelementptr inbounds i8, ptr %610, i64 8
  %614 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !211
  %615 = icmp eq i8 %614, 0
  br i1 %615, label %619, label %616

616:                                              ; preds = %612
  %617 = load i32, ptr %613, align 4, !tbaa !34, !noalias !211
  %618 = add nsw i32 %617, 1
  store i32 %618, ptr %613, align 4, !tbaa !34, !noalias !211
  br label %621

619:                                              ; preds = %612
  %620 = atomicrmw volatile add ptr %613, i32 1 acq_rel, align 4, !noalias !211
  br label %621

621:                                              ; preds = %619, %616, %605
  %622 = getelementptr inbounds i8, ptr %539, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %622, ptr noundef nonnull readonly align 8 dereferenceable(16) %572, i64 16, i1 false), !noalias !211
  %623 = getelementptr inbounds i8, ptr %539, i64 80
  %624 = load ptr, ptr %573, align 8, !tbaa !156, !noalias !211
  store ptr %624, ptr %623, align 8, !tbaa !156, !noalias !211
  %625 = getelementptr inbounds i8, ptr %539, i64 88
  %626 = load ptr, ptr %575, align 8, !tbaa !25, !noalias !211
  store ptr %626, ptr %625, align 8, !tbaa !25, !noalias !211
  %627 = icmp eq ptr %626, null
  br i1 %627, label %637, label %628

628:                                              ; preds = %621
  %629 = getelementptr inbounds i8, ptr %626, i64 8
  %630 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !211
  %631 = icmp eq i8 %630, 0
  br i1 %631, label %635, label %632

632:                                              ; preds = %628
  %633 = load i32, ptr %629, align 4, !tbaa !34, !noalias !211
  %634 = add nsw i32 %633, 1
  store i32 %634, ptr %629, align 4, !tbaa !34, !noalias !211
  br label %637

635:                                              ; preds = %628
  %636 = atomicrmw volatile add ptr %629, i32 1 acq_rel, align 4, !noalias !211
  br label %637

637:                                              ; preds = %635, %632, %621
  %638 = getelementptr inbounds i8, ptr %539, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %638, ptr noundef nonnull readonly align 8 dereferenceable(16) %588, i64 16, i1 false), !noalias !211
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull readonly align 8 dereferenceable(96) %541) #28, !noalias !211
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %8)
  %639 = getelementptr inbounds i8, ptr %1, i64 152
  %640 = load ptr, ptr %639, align 8, !tbaa !11
  store ptr %539, ptr %639, align 8, !tbaa !11
  %641 = icmp eq ptr %640, null
  br i1 %641, label %646, label %642

642:                                              ; preds = %637
  %643 = load ptr, ptr %640, align 8, !tbaa !31
  %644 = getelementptr inbounds i8, ptr %643, i64 16
  %645 = load ptr, ptr %644, align 8
  call void %645(ptr noundef nonnull align 8 dereferenceable(8) %640) #28
  br label %646

646:                                              ; preds = %642, %637
  invoke void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %647 unwind label %686

647:                                              ; preds = %646
  %648 = load ptr, ptr %639, align 8, !tbaa !11
  %649 = load ptr, ptr %648, align 8, !tbaa !31
  %650 = load ptr, ptr %649, align 8
  %651 = invoke noundef ptr %650(ptr noundef nonnull align 8 dereferenceable(8) %648)
          to label %652 unwind label %686

652:                                              ; preds = %647
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %9) #28
  invoke void @_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI10ScaleOwnedEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv(ptr dead_on_unwind nonnull writable sret(%"class.std::vector.127") align 8 %9)
          to label %653 unwind label %686

653:                                              ; preds = %652
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %651, ptr noundef nonnull align 8 dereferenceable(24) %9, i1 noundef zeroext false)
          to label %654 unwind label %671

654:                                              ; preds = %653
  %655 = load ptr, ptr %9, align 8, !tbaa !174
  %656 = icmp eq ptr %655, null
  br i1 %656, label %663, label %657

657:                                              ; preds = %654
  %658 = getelementptr inbounds i8, ptr %9, i64 16
  %659 = load ptr, ptr %658, align 8, !tbaa !176
  %660 = ptrtoint ptr %659 to i64
  %661 = ptrtoint ptr %655 to i64
  %662 = sub i64 %660, %661
  call void @_ZdlPvm(ptr noundef nonnull %655, i64 noundef %662) #33
  br label %663

663:                                              ; preds = %657, %654
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #28
  %664 = invoke noalias noundef nonnull dereferenceable(58) ptr @_Znam(i64 noundef 58) #30
          to label %665 unwind label %686

665:                                              ; preds = %663
  %666 = getelementptr inbounds i8, ptr %1, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(57) %664, ptr noundef nonnull align 1 dereferenceable(57) @.str.32, i64 57, i1 false)
  %667 = getelementptr inbounds i8, ptr %664, i64 57
  store i8 0, ptr %667, align 1, !tbaa !33
  %668 = load ptr, ptr %666, align 8, !tbaa !11
  store ptr %664, ptr %666, align 8, !tbaa !11
  %669 = icmp eq ptr %668, null
  br i1 %669, label %682, label %670

670:                                              ; preds = %665
  call void @_ZdaPv(ptr noundef nonnull %668) #33
  br label %682

671:                                              ; preds = %653
  %672 = landingpad { ptr, i32 }
          cleanup
  %673 = load ptr, ptr %9, align 8, !tbaa !174
  %674 = icmp eq ptr %673, null
  br i1 %674, label %681, label %675

675:                                              ; preds = %671
  %676 = getelementptr inbounds i8, ptr %9, i64 16
  %677 = load ptr, ptr %676, align 8, !tbaa !176
  %678 = ptrtoint ptr %677 to i64
  %679 = ptrtoint ptr %673 to i64
  %680 = sub i64 %678, %679
  call void @_ZdlPvm(ptr noundef nonnull %673, i64 noundef %680) #33
  br label %681

681:                                              ; preds = %675, %671
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #28
  br label %688

682:                                              ; preds = %670, %665
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull readonly align 8 dereferenceable(96) %525) #28
  invoke void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef 1)
          to label %683 unwind label %684

683:                                              ; preds = %682
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull readonly align 8 dereferenceable(96) %374) #28
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %14) #28
  br label %955

684:                                              ; preds = %682, %520, %518
  %685 = landingpad { ptr, i32 }
          cleanup
  br label %690

686:                                              ; preds = %663, %652, %647, %646, %523
  %687 = landingpad { ptr, i32 }
          cleanup
  br label %688

688:                                              ; preds = %686, %681
  %689 = phi { ptr, i32 } [ %687, %686 ], [ %672, %681 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull readonly align 8 dereferenceable(96) %525) #28
  br label %690

690:                                              ; preds = %688, %684
  %691 = phi { ptr, i32 } [ %685, %684 ], [ %689, %688 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull readonly align 8 dereferenceable(96) %374) #28
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %14) #28
  br label %949

692:                                              ; preds = %322
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %7)
  %693 = load ptr, ptr %18, align 8, !tbaa !156
  store ptr %693, ptr %7, align 8, !tbaa !156
  %694 = getelementptr inbounds i8, ptr %7, i64 8
  %695 = load ptr, ptr %263, align 8, !tbaa !25
  store ptr %695, ptr %694, align 8, !tbaa !25
  %696 = icmp eq ptr %695, null
  br i1 %696, label %706, label %697

697:                                              ; preds = %692
  %698 = getelementptr inbounds i8, ptr %695, i64 8
  %699 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %700 = icmp eq i8 %699, 0
  br i1 %700, label %704, label %701

701:                                              ; preds = %697
  %702 = load i32, ptr %698, align 4, !tbaa !34
  %703 = add nsw i32 %702, 1
  store i32 %703, ptr %698, align 4, !tbaa !34
  br label %706

704:                                              ; preds = %697
  %705 = atomicrmw volatile add ptr %698, i32 1 acq_rel, align 4
  br label %706

706:                                              ; preds = %704, %701, %692
  %707 = getelementptr inbounds i8, ptr %7, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %707, ptr noundef nonnull readonly align 8 dereferenceable(16) %276, i64 16, i1 false)
  %708 = getelementptr inbounds i8, ptr %7, i64 32
  %709 = load ptr, ptr %277, align 8, !tbaa !156
  store ptr %709, ptr %708, align 8, !tbaa !156
  %710 = getelementptr inbounds i8, ptr %7, i64 40
  %711 = load ptr, ptr %279, align 8, !tbaa !25
  store ptr %711, ptr %710, align 8, !tbaa !25
  %712 = icmp eq ptr %711, null
  br i1 %712, label %722, label %713

713:                                              ; preds = %706
  %714 = getelementptr inbounds i8, ptr %711, i64 8
  %715 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %716 = icmp eq i8 %715, 0
  br i1 %716, label %720, label %717

717:                                              ; preds = %713
  %718 = load i32, ptr %714, align 4, !tbaa !34
  %719 = add nsw i32 %718, 1
  store i32 %719, ptr %714, align 4, !tbaa !34
  br label %722

720:                                              ; preds = %713
  %721 = atomicrmw volatile add ptr %714, i32 1 acq_rel, align 4
  br label %722

722:                                              ; preds = %720, %717, %706
  %723 = getelementptr inbounds i8, ptr %7, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %723, ptr noundef nonnull readonly align 8 dereferenceable(16) %292, i64 16, i1 false)
  %724 = getelementptr inbounds i8, ptr %7, i64 64
  %725 = load ptr, ptr %293, align 8, !tbaa !156
  store ptr %725, ptr %724, align 8, !tbaa !156
  %726 = getelementptr inbounds i8, ptr %7, i64 72
  %727 = load ptr, ptr %295, align 8, !tbaa !25
  store ptr %727, ptr %726, align 8, !tbaa !25
  %728 = icmp eq ptr %727, null
  br i1 %728, label %738, label %729

729:                                              ; preds = %722
  %730 = getelementptr inbounds i8, ptr %727, i64 8
  %731 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %732 = icmp eq i8 %731, 0
  br i1 %732, label %736, label %733

733:                                              ; preds = %729
  %734 = load i32, ptr %730, align 4, !tbaa !34
  %735 = add nsw i32 %734, 1
  store i32 %735, ptr %730, align 4, !tbaa !34
  br label %738

736:                                              ; preds = %729
  %737 = atomicrmw volatile add ptr %730, i32 1 acq_rel, align 4
  br label %738

738:                                              ; preds = %736, %733, %722
  %739 = getelementptr inbounds i8, ptr %7, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %739, ptr noundef nonnull readonly align 8 dereferenceable(16) %308, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %6)
  %740 = load ptr, ptr %7, align 8, !tbaa !156
  store ptr %740, ptr %6, align 8, !tbaa !156
  %741 = getelementptr inbounds i8, ptr %6, i64 8
  %742 = load ptr, ptr %694, align 8, !tbaa !25
  store ptr %742, ptr %741, align 8, !tbaa !25
  %743 = icmp eq ptr %742, null
  br i1 %743, label %753, label %744

744:                                              ; preds = %738
  %745 = getelementptr inbounds i8, ptr %742, i64 8
  %746 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %747 = icmp eq i8 %746, 0
  br i1 %747, label %751, label %748

748:                                              ; preds = %744
  %749 = load i32, ptr %745, align 4, !tbaa !34
  %750 = add nsw i32 %749, 1
  store i32 %750, ptr %745, align 4, !tbaa !34
  br label %753

751:                                              ; preds = %744
  %752 = atomicrmw volatile add ptr %745, i32 1 acq_rel, align 4
  br label %753

753:                                              ; preds = %751, %748, %738
  %754 = getelementptr inbounds i8, ptr %6, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %754, ptr noundef nonnull readonly align 8 dereferenceable(16) %707, i64 16, i1 false)
  %755 = getelementptr inbounds i8, ptr %6, i64 32
  %756 = load ptr, ptr %708, align 8, !tbaa !156
  store ptr %756, ptr %755, align 8, !tbaa !156
  %757 = getelementptr inbounds i8, ptr %6, i64 40
  %758 = load ptr, ptr %710, align 8, !tbaa !25
  store ptr %758, ptr %757, align 8, !tbaa !25
  %759 = icmp eq ptr %758, null
  br i1 %759, label %769, label %760

760:                                              ; preds = %753
  %761 = getelementptr inbounds i8, ptr %758, i64 8
  %762 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %763 = icmp eq i8 %762, 0
  br i1 %763, label %767, label %764

764:                                              ; preds = %760
  %765 = load i32, ptr %761, align 4, !tbaa !34
  %766 = add nsw i32 %765, 1
  store i32 %766, ptr %761, align 4, !tbaa !34
  br label %769

767:                                              ; preds = %760
  %768 = atomicrmw volatile add ptr %761, i32 1 acq_rel, align 4
  br label %769

769:                                              ; preds = %767, %764, %753
  %770 = getelementptr inbounds i8, ptr %6, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %770, ptr noundef nonnull readonly align 8 dereferenceable(16) %723, i64 16, i1 false)
  %771 = getelementptr inbounds i8, ptr %6, i64 64
  %772 = load ptr, ptr %724, align 8, !tbaa !156
  store ptr %772, ptr %771, align 8, !tbaa !156
  %773 = getelementptr inbounds i8, ptr %6, i64 72
  %774 = load ptr, ptr %726, align 8, !tbaa !25
  store ptr %774, ptr %773, align 8, !tbaa !25
  %775 = icmp eq ptr %774, null
  br i1 %775, label %785, label %776

776:                                              ; preds = %769
  %777 = getelementptr inbounds i8, ptr %774, i64 8
  %778 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %779 = icmp eq i8 %778, 0
  br i1 %779, label %783, label %780

780:                                              ; preds = %776
  %781 = load i32, ptr %777, align 4, !tbaa !34
  %782 = add nsw i32 %781, 1
  store i32 %782, ptr %777, align 4, !tbaa !34
  br label %785

783:                                              ; preds = %776
  %784 = atomicrmw volatile add ptr %777, i32 1 acq_rel, align 4
  br label %785

785:                                              ; preds = %783, %780, %769
  %786 = getelementptr inbounds i8, ptr %6, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %786, ptr noundef nonnull readonly align 8 dereferenceable(16) %739, i64 16, i1 false)
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(96) %6) #28
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %6)
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(96) %7) #28
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %7)
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.31)
          to label %787 unwind label %951

787:                                              ; preds = %785
  invoke void @_ZN4sycl3_V17handler22setKernelIsCooperativeEb(ptr noundef nonnull align 8 dereferenceable(216) %1, i1 noundef zeroext false)
          to label %788 unwind label %951

788:                                              ; preds = %787
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5)
  %789 = getelementptr inbounds i8, ptr %5, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %789, i8 0, i64 16, i1 false), !alias.scope !214
  store i64 %208, ptr %5, align 8, !tbaa !5, !alias.scope !214
  invoke void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range.105") align 8 %5, i1 noundef zeroext false, i32 noundef 1)
          to label %790 unwind label %951

790:                                              ; preds = %788
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5)
  %791 = load ptr, ptr %18, align 8, !tbaa !156
  store ptr %791, ptr %17, align 8, !tbaa !156
  %792 = getelementptr inbounds i8, ptr %17, i64 8
  %793 = load ptr, ptr %263, align 8, !tbaa !25
  store ptr null, ptr %263, align 8, !tbaa !25
  store ptr %793, ptr %792, align 8, !tbaa !25
  store ptr null, ptr %18, align 8, !tbaa !156
  %794 = getelementptr inbounds i8, ptr %17, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %794, ptr noundef nonnull align 8 dereferenceable(16) %276, i64 16, i1 false)
  %795 = getelementptr inbounds i8, ptr %17, i64 32
  %796 = load ptr, ptr %277, align 8, !tbaa !156
  store ptr %796, ptr %795, align 8, !tbaa !156
  %797 = getelementptr inbounds i8, ptr %17, i64 40
  %798 = load ptr, ptr %279, align 8, !tbaa !25
  store ptr null, ptr %279, align 8, !tbaa !25
  store ptr %798, ptr %797, align 8, !tbaa !25
  store ptr null, ptr %277, align 8, !tbaa !156
  %799 = getelementptr inbounds i8, ptr %17, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %799, ptr noundef nonnull align 8 dereferenceable(16) %292, i64 16, i1 false)
  %800 = getelementptr inbounds i8, ptr %17, i64 64
  %801 = getelementptr inbounds i8, ptr %17, i64 72
  %802 = load <2 x ptr>, ptr %293, align 8, !tbaa !11
  store ptr null, ptr %295, align 8, !tbaa !25
  store <2 x ptr> %802, ptr %800, align 8, !tbaa !11
  store ptr null, ptr %293, align 8, !tbaa !156
  %803 = getelementptr inbounds i8, ptr %17, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %803, ptr noundef nonnull align 8 dereferenceable(16) %308, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %3)
  %804 = invoke noalias noundef nonnull dereferenceable(104) ptr @_Znwm(i64 noundef 104) #30
          to label %805 unwind label %945

805:                                              ; preds = %790
  store ptr %791, ptr %3, align 8, !tbaa !156, !noalias !217
  %806 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr %793, ptr %806, align 8, !tbaa !25, !noalias !217
  %807 = icmp eq ptr %793, null
  br i1 %807, label %819, label %808

808:                                              ; preds = %805
  %809 = getelementptr inbounds i8, ptr %793, i64 8
  %810 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !217
  %811 = icmp eq i8 %810, 0
  br i1 %811, label %815, label %812

812:                                              ; preds = %808
  %813 = load i32, ptr %809, align 4, !tbaa !34, !noalias !217
  %814 = add nsw i32 %813, 1
  store i32 %814, ptr %809, align 4, !tbaa !34, !noalias !217
  br label %819

815:                                              ; preds = %808
  %816 = atomicrmw volatile add ptr %809, i32 1 acq_rel, align 4, !noalias !217
  %817 = load ptr, ptr %795, align 8, !tbaa !156, !noalias !217
  %818 = load ptr, ptr %797, align 8, !tbaa !25, !noalias !217
  br label %819

819:                                              ; preds = %815, %812, %805
  %820 = phi ptr [ %818, %815 ], [ %798, %812 ], [ %798, %805 ]
  %821 = phi ptr [ %817, %815 ], [ %796, %812 ], [ %796, %805 ]
  %822 = getelementptr inbounds i8, ptr %3, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %822, ptr noundef nonnull readonly align 8 dereferenceable(16) %794, i64 16, i1 false), !noalias !217
  %823 = getelementptr inbounds i8, ptr %3, i64 32
  store ptr %821, ptr %823, align 8, !tbaa !156, !noalias !217
  %824 = getelementptr inbounds i8, ptr %3, i64 40
  store ptr %820, ptr %824, align 8, !tbaa !25, !noalias !217
  %825 = icmp eq ptr %820, null
  br i1 %825, label %835, label %826

826:                                              ; preds = %819
  %827 = getelementptr inbounds i8, ptr %820, i64 8
  %828 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !217
  %829 = icmp eq i8 %828, 0
  br i1 %829, label %833, label %830

830:                                              ; preds = %826
  %831 = load i32, ptr %827, align 4, !tbaa !34, !noalias !217
  %832 = add nsw i32 %831, 1
  store i32 %832, ptr %827, align 4, !tbaa !34, !noalias !217
  br label %835

833:                                              ; preds = %826
  %834 = atomicrmw volatile add ptr %827, i32 1 acq_rel, align 4, !noalias !217
  br label %835

835:                                              ; preds = %833, %830, %819
  %836 = getelementptr inbounds i8, ptr %3, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %836, ptr noundef nonnull readonly align 8 dereferenceable(16) %799, i64 16, i1 false), !noalias !217
  %837 = getelementptr inbounds i8, ptr %3, i64 64
  %838 = load ptr, ptr %800, align 8, !tbaa !156, !noalias !217
  store ptr %838, ptr %837, align 8, !tbaa !156, !noalias !217
  %839 = getelementptr inbounds i8, ptr %3, i64 72
  %840 = load ptr, ptr %801, align 8, !tbaa !25, !noalias !217
  store ptr %840, ptr %839, align 8, !tbaa !25, !noalias !217
  %841 = icmp eq ptr %840, null
  br i1 %841, label %851, label %842

842:                                              ; preds = %835
  %843 = getelementptr inbounds i8, ptr %840, i64 8
  %844 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !217
  %845 = icmp eq i8 %844, 0
  br i1 %845, label %849, label %846

846:                                              ; preds = %842
  %847 = load i32, ptr %843, align 4, !tbaa !34, !noalias !217
  %848 = add nsw i32 %847, 1
  store i32 %848, ptr %843, align 4, !tbaa !34, !noalias !217
  br label %851

849:                                              ; preds = %842
  %850 = atomicrmw volatile add ptr %843, i32 1 acq_rel, align 4, !noalias !217
  br label %851

851:                                              ; preds = %849, %846, %835
  %852 = getelementptr inbounds i8, ptr %3, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %852, ptr noundef nonnull readonly align 8 dereferenceable(16) %803, i64 16, i1 false), !noalias !217
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %804, align 8, !tbaa !31, !noalias !217
  %853 = getelementptr inbounds i8, ptr %804, i64 8
  %854 = load ptr, ptr %3, align 8, !tbaa !156, !noalias !217
  store ptr %854, ptr %853, align 8, !tbaa !156, !noalias !217
  %855 = getelementptr inbounds i8, ptr %804, i64 16
  %856 = load ptr, ptr %806, align 8, !tbaa !25, !noalias !217
  store ptr %856, ptr %855, align 8, !tbaa !25, !noalias !217
  %857 = icmp eq ptr %856, null
  br i1 %857, label %867, label %858

858:                                              ; preds = %851
  %859 = getelementptr inbounds i8, ptr %856, i64 8
  %860 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !217
  %861 = icmp eq i8 %860, 0
  br i1 %861, label %865, label %862

862:                                              ; preds = %858
  %863 = load i32, ptr %859, align 4, !tbaa !34, !noalias !217
  %864 = add nsw i32 %863, 1
  store i32 %864, ptr %859, align 4, !tbaa !34, !noalias !217
  br label %867

865:                                              ; preds = %858
  %866 = atomicrmw volatile add ptr %859, i32 1 acq_rel, align 4, !noalias !217
  br label %867

867:                                              ; preds = %865, %862, %851
  %868 = getelementptr inbounds i8, ptr %804, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %868, ptr noundef nonnull readonly align 8 dereferenceable(16) %822, i64 16, i1 false), !noalias !217
  %869 = getelementptr inbounds i8, ptr %804, i64 40
  %870 = load ptr, ptr %823, align 8, !tbaa !156, !noalias !217
  store ptr %870, ptr %869, align 8, !tbaa !156, !noalias !217
  %871 = getelementptr inbounds i8, ptr %804, i64 48
  %872 = load ptr, ptr %824, align 8, !tbaa !25, !noalias !217
  store ptr %872, ptr %871, align 8, !tbaa !25, !noalias !217
  %873 = icmp eq ptr %872, null
  br i1 %873, label %883, label %874

874:                                              ; preds = %867
  %875 = getelementptr inbounds i8, ptr %872, i64 8
  %876 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !217
  %877 = icmp eq i8 %876, 0
  br i1 %877, label %881, label %878

878:                                              ; preds = %874
  %879 = load i32, ptr %875, align 4, !tbaa !34, !noalias !217
  %880 = add nsw i32 %879, 1
  store i32 %880, ptr %875, align 4, !tbaa !34, !noalias !217
  br label %883

881:                                              ; preds = %874
  %882 = atomicrmw volatile add ptr %875, i32 1 acq_rel, align 4, !noalias !217
  br label %883

883:                                              ; preds = %881, %878, %867
  %884 = getelementptr inbounds i8, ptr %804, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %884, ptr noundef nonnull readonly align 8 dereferenceable(16) %836, i64 16, i1 false), !noalias !217
  %885 = getelementptr inbounds i8, ptr %804, i64 72
  %886 = load ptr, ptr %837, align 8, !tbaa !156, !noalias !217
  store ptr %886, ptr %885, align 8, !tbaa !156, !noalias !217
  %887 = getelementptr inbounds i8, ptr %804, i64 80
  %888 = load ptr, ptr %839, align 8, !tbaa !25, !noalias !217
  store ptr %888, ptr %887, align 8, !tbaa !25, !noalias !217
  %889 = icmp eq ptr %888, null
  br i1 %889, label %899, label %890

890:                                              ; preds = %883
  %891 = getelementptr inbounds i8, ptr %888, i64 8
  %892 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !217
  %893 = icmp eq i8 %892, 0
  br i1 %893, label %897, label %894

894:                                              ; preds = %890
  %895 = load i32, ptr %891, align 4, !tbaa !34, !noalias !217
  %896 = add nsw i32 %895, 1
  store i32 %896, ptr %891, align 4, !tbaa !34, !noalias !217
  br label %899

897:                                              ; preds = %890
  %898 = atomicrmw volatile add ptr %891, i32 1 acq_rel, align 4, !noalias !217
  br label %899

899:                                              ; preds = %897, %894, %883
  %900 = getelementptr inbounds i8, ptr %804, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %900, ptr noundef nonnull readonly align 8 dereferenceable(16) %852, i64 16, i1 false), !noalias !217
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(96) %3) #28, !noalias !217
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %3)
  %901 = getelementptr inbounds i8, ptr %1, i64 152
  %902 = load ptr, ptr %901, align 8, !tbaa !11
  store ptr %804, ptr %901, align 8, !tbaa !11
  %903 = icmp eq ptr %902, null
  br i1 %903, label %908, label %904

904:                                              ; preds = %899
  %905 = load ptr, ptr %902, align 8, !tbaa !31
  %906 = getelementptr inbounds i8, ptr %905, i64 16
  %907 = load ptr, ptr %906, align 8
  call void %907(ptr noundef nonnull align 8 dereferenceable(8) %902) #28
  br label %908

908:                                              ; preds = %904, %899
  invoke void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %909 unwind label %945

909:                                              ; preds = %908
  %910 = load ptr, ptr %901, align 8, !tbaa !11
  %911 = load ptr, ptr %910, align 8, !tbaa !31
  %912 = load ptr, ptr %911, align 8
  %913 = invoke noundef ptr %912(ptr noundef nonnull align 8 dereferenceable(8) %910)
          to label %914 unwind label %945

914:                                              ; preds = %909
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #28
  invoke void @_ZN4sycl3_V16detail19getKernelParamDescsI10ScaleOwnedEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind nonnull writable sret(%"class.std::vector.127") align 8 %4)
          to label %915 unwind label %945

915:                                              ; preds = %914
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %913, ptr noundef nonnull align 8 dereferenceable(24) %4, i1 noundef zeroext false)
          to label %916 unwind label %933

916:                                              ; preds = %915
  %917 = load ptr, ptr %4, align 8, !tbaa !174
  %918 = icmp eq ptr %917, null
  br i1 %918, label %925, label %919

919:                                              ; preds = %916
  %920 = getelementptr inbounds i8, ptr %4, i64 16
  %921 = load ptr, ptr %920, align 8, !tbaa !176
  %922 = ptrtoint ptr %921 to i64
  %923 = ptrtoint ptr %917 to i64
  %924 = sub i64 %922, %923
  call void @_ZdlPvm(ptr noundef nonnull %917, i64 noundef %924) #33
  br label %925

925:                                              ; preds = %919, %916
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #28
  %926 = invoke noalias noundef nonnull dereferenceable(17) ptr @_Znam(i64 noundef 17) #30
          to label %927 unwind label %945

927:                                              ; preds = %925
  %928 = getelementptr inbounds i8, ptr %1, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %926, ptr noundef nonnull align 1 dereferenceable(16) @.str.31, i64 16, i1 false)
  %929 = getelementptr inbounds i8, ptr %926, i64 16
  store i8 0, ptr %929, align 1, !tbaa !33
  %930 = load ptr, ptr %928, align 8, !tbaa !11
  store ptr %926, ptr %928, align 8, !tbaa !11
  %931 = icmp eq ptr %930, null
  br i1 %931, label %944, label %932

932:                                              ; preds = %927
  call void @_ZdaPv(ptr noundef nonnull %930) #33
  br label %944

933:                                              ; preds = %915
  %934 = landingpad { ptr, i32 }
          cleanup
  %935 = load ptr, ptr %4, align 8, !tbaa !174
  %936 = icmp eq ptr %935, null
  br i1 %936, label %943, label %937

937:                                              ; preds = %933
  %938 = getelementptr inbounds i8, ptr %4, i64 16
  %939 = load ptr, ptr %938, align 8, !tbaa !176
  %940 = ptrtoint ptr %939 to i64
  %941 = ptrtoint ptr %935 to i64
  %942 = sub i64 %940, %941
  call void @_ZdlPvm(ptr noundef nonnull %935, i64 noundef %942) #33
  br label %943

943:                                              ; preds = %937, %933
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #28
  br label %947

944:                                              ; preds = %932, %927
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(96) %17) #28
  invoke void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef 1)
          to label %955 unwind label %951

945:                                              ; preds = %925, %914, %909, %908, %790
  %946 = landingpad { ptr, i32 }
          cleanup
  br label %947

947:                                              ; preds = %945, %943
  %948 = phi { ptr, i32 } [ %946, %945 ], [ %934, %943 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(96) %17) #28
  br label %949

949:                                              ; preds = %947, %690
  %950 = phi { ptr, i32 } [ %691, %690 ], [ %948, %947 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %13) #28
  br label %953

951:                                              ; preds = %944, %788, %787, %785, %321, %317, %307
  %952 = landingpad { ptr, i32 }
          cleanup
  br label %953

953:                                              ; preds = %951, %949, %319
  %954 = phi { ptr, i32 } [ %952, %951 ], [ %320, %319 ], [ %950, %949 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(96) %18) #28
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(96) %31) #28
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %31) #28
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %29) #28
  br label %1048

955:                                              ; preds = %944, %683
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %13) #28
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %15)
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %16)
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %17)
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(96) %18) #28
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %18)
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(96) %31) #28
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %31) #28
  %956 = load ptr, ptr %211, align 8, !tbaa !25
  %957 = icmp eq ptr %956, null
  br i1 %957, label %982, label %958

958:                                              ; preds = %955
  %959 = getelementptr inbounds i8, ptr %956, i64 8
  %960 = load atomic i64, ptr %959 acquire, align 8
  %961 = icmp eq i64 %960, 4294967297
  %962 = trunc i64 %960 to i32
  br i1 %961, label %963, label %971

963:                                              ; preds = %958
  store i32 0, ptr %959, align 8, !tbaa !27
  %964 = getelementptr inbounds i8, ptr %956, i64 12
  store i32 0, ptr %964, align 4, !tbaa !30
  %965 = load ptr, ptr %956, align 8, !tbaa !31
  %966 = getelementptr inbounds i8, ptr %965, i64 16
  %967 = load ptr, ptr %966, align 8
  call void %967(ptr noundef nonnull align 8 dereferenceable(16) %956) #28
  %968 = load ptr, ptr %956, align 8, !tbaa !31
  %969 = getelementptr inbounds i8, ptr %968, i64 24
  %970 = load ptr, ptr %969, align 8
  call void %970(ptr noundef nonnull align 8 dereferenceable(16) %956) #28
  br label %982

971:                                              ; preds = %958
  %972 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %973 = icmp eq i8 %972, 0
  br i1 %973, label %976, label %974

974:                                              ; preds = %971
  %975 = add nsw i32 %962, -1
  store i32 %975, ptr %959, align 4, !tbaa !34
  br label %978

976:                                              ; preds = %971
  %977 = atomicrmw volatile add ptr %959, i32 -1 acq_rel, align 4
  br label %978

978:                                              ; preds = %976, %974
  %979 = phi i32 [ %962, %974 ], [ %977, %976 ]
  %980 = icmp eq i32 %979, 1
  br i1 %980, label %981, label %982, !prof !35

981:                                              ; preds = %978
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %956) #28
  br label %982

982:                                              ; preds = %981, %978, %963, %955
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %29) #28
  %983 = load ptr, ptr %229, align 8, !tbaa !25
  %984 = icmp eq ptr %983, null
  br i1 %984, label %1009, label %985

985:                                              ; preds = %982
  %986 = getelementptr inbounds i8, ptr %983, i64 8
  %987 = load atomic i64, ptr %986 acquire, align 8
  %988 = icmp eq i64 %987, 4294967297
  %989 = trunc i64 %987 to i32
  br i1 %988, label %990, label %998

990:                                              ; preds = %985
  store i32 0, ptr %986, align 8, !tbaa !27
  %991 = getelementptr inbounds i8, ptr %983, i64 12
  store i32 0, ptr %991, align 4, !tbaa !30
  %992 = load ptr, ptr %983, align 8, !tbaa !31
  %993 = getelementptr inbounds i8, ptr %992, i64 16
  %994 = load ptr, ptr %993, align 8
  call void %994(ptr noundef nonnull align 8 dereferenceable(16) %983) #28
  %995 = load ptr, ptr %983, align 8, !tbaa !31
  %996 = getelementptr inbounds i8, ptr %995, i64 24
  %997 = load ptr, ptr %996, align 8
  call void %997(ptr noundef nonnull align 8 dereferenceable(16) %983) #28
  br label %1009

998:                                              ; preds = %985
  %999 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %1000 = icmp eq i8 %999, 0
  br i1 %1000, label %1003, label %1001

1001:                                             ; preds = %998
  %1002 = add nsw i32 %989, -1
  store i32 %1002, ptr %986, align 4, !tbaa !34
  br label %1005

1003:                                             ; preds = %998
  %1004 = atomicrmw volatile add ptr %986, i32 -1 acq_rel, align 4
  br label %1005

1005:                                             ; preds = %1003, %1001
  %1006 = phi i32 [ %989, %1001 ], [ %1004, %1003 ]
  %1007 = icmp eq i32 %1006, 1
  br i1 %1007, label %1008, label %1009, !prof !35

1008:                                             ; preds = %1005
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %983) #28
  br label %1009

1009:                                             ; preds = %1008, %1005, %990, %982
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %27) #28
  %1010 = load ptr, ptr %247, align 8, !tbaa !25
  %1011 = icmp eq ptr %1010, null
  br i1 %1011, label %1054, label %1012

1012:                                             ; preds = %1009
  %1013 = getelementptr inbounds i8, ptr %1010, i64 8
  %1014 = load atomic i64, ptr %1013 acquire, align 8
  %1015 = icmp eq i64 %1014, 4294967297
  %1016 = trunc i64 %1014 to i32
  br i1 %1015, label %1017, label %1025

1017:                                             ; preds = %1012
  store i32 0, ptr %1013, align 8, !tbaa !27
  %1018 = getelementptr inbounds i8, ptr %1010, i64 12
  store i32 0, ptr %1018, align 4, !tbaa !30
  %1019 = load ptr, ptr %1010, align 8, !tbaa !31
  %1020 = getelementptr inbounds i8, ptr %1019, i64 16
  %1021 = load ptr, ptr %1020, align 8
  call void %1021(ptr noundef nonnull align 8 dereferenceable(16) %1010) #28
  %1022 = load ptr, ptr %1010, align 8, !tbaa !31
  %1023 = getelementptr inbounds i8, ptr %1022, i64 24
  %1024 = load ptr, ptr %1023, align 8
  call void %1024(ptr noundef nonnull align 8 dereferenceable(16) %1010) #28
  br label %1054

1025:                                             ; preds = %1012
  %1026 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %1027 = icmp eq i8 %1026, 0
  br i1 %1027, label %1030, label %1028

1028:                                             ; preds = %1025
  %1029 = add nsw i32 %1016, -1
  store i32 %1029, ptr %1013, align 4, !tbaa !34
  br label %1032

1030:                                             ; preds = %1025
  %1031 = atomicrmw volatile add ptr %1013, i32 -1 acq_rel, align 4
  br label %1032

1032:                                             ; preds = %1030, %1028
  %1033 = phi i32 [ %1016, %1028 ], [ %1031, %1030 ]
  %1034 = icmp eq i32 %1033, 1
  br i1 %1034, label %1035, label %1054, !prof !35

1035:                                             ; preds = %1032
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1010) #28
  br label %1054

1036:                                             ; preds = %2
  %1037 = landingpad { ptr, i32 }
          cleanup
  br label %1038

1038:                                             ; preds = %1036, %38
  %1039 = phi { ptr, i32 } [ %1037, %1036 ], [ %39, %38 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %26) #28
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %26) #28
  br label %1052

1040:                                             ; preds = %89
  %1041 = landingpad { ptr, i32 }
          cleanup
  br label %1042

1042:                                             ; preds = %1040, %96
  %1043 = phi { ptr, i32 } [ %1041, %1040 ], [ %97, %96 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %28) #28
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %28) #28
  br label %1050

1044:                                             ; preds = %147
  %1045 = landingpad { ptr, i32 }
          cleanup
  br label %1046

1046:                                             ; preds = %1044, %155
  %1047 = phi { ptr, i32 } [ %1045, %1044 ], [ %156, %155 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %30) #28
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %30) #28
  br label %1048

1048:                                             ; preds = %1046, %953
  %1049 = phi { ptr, i32 } [ %954, %953 ], [ %1047, %1046 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %29) #28
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %27) #28
  br label %1050

1050:                                             ; preds = %1048, %1042
  %1051 = phi { ptr, i32 } [ %1049, %1048 ], [ %1043, %1042 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %27) #28
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %25) #28
  br label %1052

1052:                                             ; preds = %1050, %1038
  %1053 = phi { ptr, i32 } [ %1051, %1050 ], [ %1039, %1038 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %25) #28
  resume { ptr, i32 } %1053

1054:                                             ; preds = %1009, %1017, %1032, %1035
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %25) #28
  ret void
}

; Function Attrs: mustprogress uwtable
define internal noundef zeroext i1 @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E0_E10_M_managerERSt9_Any_dataRKS7_St18_Manager_operation(ptr nocapture noundef nonnull align 8 dereferenceable(16) %0, ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %1, i32 noundef %2) #6 align 2 {
  switch i32 %2, label %14 [
    i32 0, label %4
    i32 1, label %5
    i32 3, label %10
    i32 2, label %7
  ]

4:                                                ; preds = %3
  store ptr @_ZTIZ4mainEUlRN4sycl3_V17handlerEE0_, ptr %0, align 8, !tbaa !11
  br label %14

5:                                                ; preds = %3
  %6 = load ptr, ptr %1, align 8, !tbaa !11
  store ptr %6, ptr %0, align 8, !tbaa !11
  br label %14

7:                                                ; preds = %3
  %8 = load ptr, ptr %1, align 8, !tbaa !11
  %9 = tail call noalias noundef nonnull dereferenceable(32) ptr @_Znwm(i64 noundef 32) #30
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %9, ptr noundef nonnull readonly align 8 dereferenceable(32) %8, i64 32, i1 false), !tbaa.struct !220
  store ptr %9, ptr %0, align 8, !tbaa !11
  br label %14

10:                                               ; preds = %3
  %11 = load ptr, ptr %0, align 8, !tbaa !11
  %12 = icmp eq ptr %11, null
  br i1 %12, label %14, label %13

13:                                               ; preds = %10
  tail call void @_ZdlPvm(ptr noundef nonnull %11, i64 noundef 32) #33
  br label %14

14:                                               ; preds = %3, %13, %10, %7, %5, %4
  ret i1 false
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  %15 = load ptr, ptr %3, align 8, !tbaa !31
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
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
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #28
  %43 = load ptr, ptr %31, align 8, !tbaa !31
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #28
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #28
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
  tail call void %70(ptr noundef nonnull align 8 dereferenceable(16) %59) #28
  %71 = load ptr, ptr %59, align 8, !tbaa !31
  %72 = getelementptr inbounds i8, ptr %71, i64 24
  %73 = load ptr, ptr %72, align 8
  tail call void %73(ptr noundef nonnull align 8 dereferenceable(16) %59) #28
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %59) #28
  br label %85

85:                                               ; preds = %57, %66, %81, %84
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI10ScaleOwnedEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv(ptr dead_on_unwind noalias writable sret(%"class.std::vector.127") align 8 %0) local_unnamed_addr #6 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"struct.sycl::_V1::detail::kernel_param_desc_t", align 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, i8 0, i64 24, i1 false)
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = tail call noalias noundef nonnull dereferenceable(48) ptr @_Znwm(i64 noundef 48) #30
  store ptr %4, ptr %0, align 8, !tbaa !174
  %5 = getelementptr inbounds i8, ptr %4, i64 48
  store ptr %5, ptr %3, align 8, !tbaa !176
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #28
  store i64 34359738369, ptr %2, align 8
  store i32 0, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !195
  %8 = getelementptr inbounds i8, ptr %4, i64 12
  store ptr %8, ptr %7, align 8, !tbaa !198
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #28
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #28
  store i64 17446157156352, ptr %2, align 8
  store i32 8, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %8, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !195
  %9 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr %9, ptr %7, align 8, !tbaa !198
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #28
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #28
  store i64 17446157156352, ptr %2, align 8
  store i32 40, ptr %6, align 8
  %10 = load ptr, ptr %3, align 8, !tbaa !176
  %11 = icmp eq ptr %9, %10
  br i1 %11, label %15, label %12

12:                                               ; preds = %1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %9, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !195
  %13 = load ptr, ptr %7, align 8, !tbaa !198
  %14 = getelementptr inbounds i8, ptr %13, i64 12
  store ptr %14, ptr %7, align 8, !tbaa !198
  br label %18

15:                                               ; preds = %1
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr nonnull %9, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %16 unwind label %27

16:                                               ; preds = %15
  %17 = load ptr, ptr %7, align 8, !tbaa !11
  br label %18

18:                                               ; preds = %16, %12
  %19 = phi ptr [ %17, %16 ], [ %14, %12 ]
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #28
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #28
  store i64 17446157156352, ptr %2, align 8
  store i32 72, ptr %6, align 8
  %20 = load ptr, ptr %3, align 8, !tbaa !176
  %21 = icmp eq ptr %19, %20
  br i1 %21, label %25, label %22

22:                                               ; preds = %18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %19, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !195
  %23 = load ptr, ptr %7, align 8, !tbaa !198
  %24 = getelementptr inbounds i8, ptr %23, i64 12
  store ptr %24, ptr %7, align 8, !tbaa !198
  br label %26

25:                                               ; preds = %18
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %19, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %26 unwind label %27

26:                                               ; preds = %25, %22
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #28
  ret void

27:                                               ; preds = %15, %25
  %28 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #28
  %29 = load ptr, ptr %0, align 8, !tbaa !174
  %30 = icmp eq ptr %29, null
  br i1 %30, label %36, label %31

31:                                               ; preds = %27
  %32 = load ptr, ptr %3, align 8, !tbaa !176
  %33 = ptrtoint ptr %32 to i64
  %34 = ptrtoint ptr %29 to i64
  %35 = sub i64 %33, %34
  call void @_ZdlPvm(ptr noundef nonnull %29, i64 noundef %35) #33
  br label %36

36:                                               ; preds = %27, %31
  resume { ptr, i32 } %28
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE0_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(112) %0) unnamed_addr #23 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE0_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(112) %0) unnamed_addr #7 align 2 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE0_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EEE, i64 16), ptr %0, align 8, !tbaa !31
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  tail call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull readonly align 8 dereferenceable(96) %2) #28
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE0_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EED0Ev(ptr noundef nonnull align 8 dereferenceable(112) %0) unnamed_addr #7 align 2 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE0_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EEE, i64 16), ptr %0, align 8, !tbaa !31
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  tail call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull readonly align 8 dereferenceable(96) %2) #28
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 112) #33
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE0_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EE23InstantiateKernelOnHostEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(112) %0) unnamed_addr #6 align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel.154", align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load i64, ptr %3, align 8
  store i64 %4, ptr %2, align 8
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = load ptr, ptr %6, align 8, !tbaa !156
  store ptr %7, ptr %5, align 8, !tbaa !156
  %8 = getelementptr inbounds i8, ptr %2, i64 16
  %9 = getelementptr inbounds i8, ptr %0, i64 24
  %10 = load ptr, ptr %9, align 8, !tbaa !25
  store ptr %10, ptr %8, align 8, !tbaa !25
  %11 = icmp eq ptr %10, null
  br i1 %11, label %21, label %12

12:                                               ; preds = %1
  %13 = getelementptr inbounds i8, ptr %10, i64 8
  %14 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %15 = icmp eq i8 %14, 0
  br i1 %15, label %19, label %16

16:                                               ; preds = %12
  %17 = load i32, ptr %13, align 4, !tbaa !34
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %13, align 4, !tbaa !34
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
  %26 = load ptr, ptr %25, align 8, !tbaa !156
  store ptr %26, ptr %24, align 8, !tbaa !156
  %27 = getelementptr inbounds i8, ptr %2, i64 48
  %28 = getelementptr inbounds i8, ptr %0, i64 56
  %29 = load ptr, ptr %28, align 8, !tbaa !25
  store ptr %29, ptr %27, align 8, !tbaa !25
  %30 = icmp eq ptr %29, null
  br i1 %30, label %40, label %31

31:                                               ; preds = %21
  %32 = getelementptr inbounds i8, ptr %29, i64 8
  %33 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %34 = icmp eq i8 %33, 0
  br i1 %34, label %38, label %35

35:                                               ; preds = %31
  %36 = load i32, ptr %32, align 4, !tbaa !34
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %32, align 4, !tbaa !34
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
  %45 = load ptr, ptr %44, align 8, !tbaa !156
  store ptr %45, ptr %43, align 8, !tbaa !156
  %46 = getelementptr inbounds i8, ptr %2, i64 80
  %47 = getelementptr inbounds i8, ptr %0, i64 88
  %48 = load ptr, ptr %47, align 8, !tbaa !25
  store ptr %48, ptr %46, align 8, !tbaa !25
  %49 = icmp eq ptr %48, null
  br i1 %49, label %59, label %50

50:                                               ; preds = %40
  %51 = getelementptr inbounds i8, ptr %48, i64 8
  %52 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %53 = icmp eq i8 %52, 0
  br i1 %53, label %57, label %54

54:                                               ; preds = %50
  %55 = load i32, ptr %51, align 4, !tbaa !34
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %51, align 4, !tbaa !34
  br label %59

57:                                               ; preds = %50
  %58 = atomicrmw volatile add ptr %51, i32 1 acq_rel, align 4
  br label %59

59:                                               ; preds = %40, %54, %57
  %60 = getelementptr inbounds i8, ptr %2, i64 88
  %61 = getelementptr inbounds i8, ptr %0, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %60, ptr noundef nonnull readonly align 8 dereferenceable(16) %61, i64 16, i1 false)
  %62 = load i64, ptr %2, align 8
  %63 = icmp eq i64 %62, 0
  br i1 %63, label %95, label %64

64:                                               ; preds = %59, %88
  %65 = phi i64 [ %93, %88 ], [ 0, %59 ]
  %66 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %24)
          to label %67 unwind label %96

67:                                               ; preds = %64
  %68 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %24)
          to label %69 unwind label %96

69:                                               ; preds = %67
  %70 = load i64, ptr %68, align 8
  %71 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %24) #28
  %72 = getelementptr float, ptr %71, i64 %70
  %73 = getelementptr float, ptr %72, i64 %65
  %74 = load float, ptr %73, align 4, !tbaa !9
  %75 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %43)
          to label %76 unwind label %96

76:                                               ; preds = %69
  %77 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %43)
          to label %78 unwind label %96

78:                                               ; preds = %76
  %79 = load i64, ptr %77, align 8
  %80 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %43) #28
  %81 = getelementptr float, ptr %80, i64 %79
  %82 = getelementptr float, ptr %81, i64 %65
  %83 = load float, ptr %82, align 4, !tbaa !9
  %84 = fmul float %74, %83
  %85 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %5)
          to label %86 unwind label %96

86:                                               ; preds = %78
  %87 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %5)
          to label %88 unwind label %96

88:                                               ; preds = %86
  %89 = load i64, ptr %87, align 8
  %90 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %5) #28
  %91 = getelementptr float, ptr %90, i64 %89
  %92 = getelementptr float, ptr %91, i64 %65
  store float %84, ptr %92, align 4, !tbaa !9
  %93 = add nuw i64 %65, 1
  %94 = icmp eq i64 %93, %62
  br i1 %94, label %95, label %64, !llvm.loop !221

95:                                               ; preds = %88, %59
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull readonly align 8 dereferenceable(96) %5) #28
  ret void

96:                                               ; preds = %86, %78, %76, %69, %67, %64
  %97 = landingpad { ptr, i32 }
          cleanup
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull readonly align 8 dereferenceable(96) %5) #28
  resume { ptr, i32 } %97
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19getKernelParamDescsI10ScaleOwnedEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind noalias writable sret(%"class.std::vector.127") align 8 %0) local_unnamed_addr #6 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"struct.sycl::_V1::detail::kernel_param_desc_t", align 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, i8 0, i64 24, i1 false)
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = tail call noalias noundef nonnull dereferenceable(36) ptr @_Znwm(i64 noundef 36) #30
  store ptr %4, ptr %0, align 8, !tbaa !174
  %5 = getelementptr inbounds i8, ptr %4, i64 36
  store ptr %5, ptr %3, align 8, !tbaa !176
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #28
  store i64 17446157156352, ptr %2, align 8
  store i32 0, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !195
  %8 = getelementptr inbounds i8, ptr %4, i64 12
  store ptr %8, ptr %7, align 8, !tbaa !198
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #28
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #28
  store i64 17446157156352, ptr %2, align 8
  store i32 32, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %8, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !195
  %9 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr %9, ptr %7, align 8, !tbaa !198
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #28
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #28
  store i64 17446157156352, ptr %2, align 8
  store i32 64, ptr %6, align 8
  %10 = load ptr, ptr %3, align 8, !tbaa !176
  %11 = icmp eq ptr %9, %10
  br i1 %11, label %15, label %12

12:                                               ; preds = %1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %9, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !195
  %13 = load ptr, ptr %7, align 8, !tbaa !198
  %14 = getelementptr inbounds i8, ptr %13, i64 12
  store ptr %14, ptr %7, align 8, !tbaa !198
  br label %16

15:                                               ; preds = %1
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr nonnull %9, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %16 unwind label %17

16:                                               ; preds = %15, %12
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #28
  ret void

17:                                               ; preds = %15
  %18 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #28
  %19 = load ptr, ptr %0, align 8, !tbaa !174
  %20 = icmp eq ptr %19, null
  br i1 %20, label %26, label %21

21:                                               ; preds = %17
  %22 = load ptr, ptr %3, align 8, !tbaa !176
  %23 = ptrtoint ptr %22 to i64
  %24 = ptrtoint ptr %19 to i64
  %25 = sub i64 %23, %24
  call void @_ZdlPvm(ptr noundef nonnull %19, i64 noundef %25) #33
  br label %26

26:                                               ; preds = %17, %21
  resume { ptr, i32 } %18
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(104) %0) unnamed_addr #23 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(104) %0) unnamed_addr #7 align 2 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %0, align 8, !tbaa !31
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  tail call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(96) %2) #28
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(104) %0) unnamed_addr #7 align 2 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %0, align 8, !tbaa !31
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  tail call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(96) %2) #28
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 104) #33
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(104) %0) unnamed_addr #6 align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %class.anon.153, align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !156
  store ptr %4, ptr %2, align 8, !tbaa !156
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = load ptr, ptr %6, align 8, !tbaa !25
  store ptr %7, ptr %5, align 8, !tbaa !25
  %8 = icmp eq ptr %7, null
  br i1 %8, label %18, label %9

9:                                                ; preds = %1
  %10 = getelementptr inbounds i8, ptr %7, i64 8
  %11 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %12 = icmp eq i8 %11, 0
  br i1 %12, label %16, label %13

13:                                               ; preds = %9
  %14 = load i32, ptr %10, align 4, !tbaa !34
  %15 = add nsw i32 %14, 1
  store i32 %15, ptr %10, align 4, !tbaa !34
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
  %23 = load ptr, ptr %22, align 8, !tbaa !156
  store ptr %23, ptr %21, align 8, !tbaa !156
  %24 = getelementptr inbounds i8, ptr %2, i64 40
  %25 = getelementptr inbounds i8, ptr %0, i64 48
  %26 = load ptr, ptr %25, align 8, !tbaa !25
  store ptr %26, ptr %24, align 8, !tbaa !25
  %27 = icmp eq ptr %26, null
  br i1 %27, label %37, label %28

28:                                               ; preds = %18
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

37:                                               ; preds = %35, %32, %18
  %38 = getelementptr inbounds i8, ptr %2, i64 48
  %39 = getelementptr inbounds i8, ptr %0, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %38, ptr noundef nonnull readonly align 8 dereferenceable(16) %39, i64 16, i1 false)
  %40 = getelementptr inbounds i8, ptr %2, i64 64
  %41 = getelementptr inbounds i8, ptr %0, i64 72
  %42 = load ptr, ptr %41, align 8, !tbaa !156
  store ptr %42, ptr %40, align 8, !tbaa !156
  %43 = getelementptr inbounds i8, ptr %2, i64 72
  %44 = getelementptr inbounds i8, ptr %0, i64 80
  %45 = load ptr, ptr %44, align 8, !tbaa !25
  store ptr %45, ptr %43, align 8, !tbaa !25
  %46 = icmp eq ptr %45, null
  br i1 %46, label %56, label %47

47:                                               ; preds = %37
  %48 = getelementptr inbounds i8, ptr %45, i64 8
  %49 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %50 = icmp eq i8 %49, 0
  br i1 %50, label %54, label %51

51:                                               ; preds = %47
  %52 = load i32, ptr %48, align 4, !tbaa !34
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %48, align 4, !tbaa !34
  br label %56

54:                                               ; preds = %47
  %55 = atomicrmw volatile add ptr %48, i32 1 acq_rel, align 4
  br label %56

56:                                               ; preds = %37, %51, %54
  %57 = getelementptr inbounds i8, ptr %2, i64 80
  %58 = getelementptr inbounds i8, ptr %0, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %57, ptr noundef nonnull readonly align 8 dereferenceable(16) %58, i64 16, i1 false)
  %59 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %21)
          to label %60 unwind label %83

60:                                               ; preds = %56
  %61 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %21)
          to label %62 unwind label %83

62:                                               ; preds = %60
  %63 = load i64, ptr %61, align 8
  %64 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %21) #28
  %65 = getelementptr float, ptr %64, i64 %63
  %66 = load float, ptr %65, align 4, !tbaa !9
  %67 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %40)
          to label %68 unwind label %83

68:                                               ; preds = %62
  %69 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %40)
          to label %70 unwind label %83

70:                                               ; preds = %68
  %71 = load i64, ptr %69, align 8
  %72 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %40) #28
  %73 = getelementptr float, ptr %72, i64 %71
  %74 = load float, ptr %73, align 4, !tbaa !9
  %75 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
          to label %76 unwind label %83

76:                                               ; preds = %70
  %77 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
          to label %78 unwind label %83

78:                                               ; preds = %76
  %79 = fmul float %66, %74
  %80 = load i64, ptr %77, align 8
  %81 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %2) #28
  %82 = getelementptr float, ptr %81, i64 %80
  store float %79, ptr %82, align 4, !tbaa !9
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(96) %2) #28
  ret void

83:                                               ; preds = %76, %70, %68, %62, %60, %56
  %84 = landingpad { ptr, i32 }
          cleanup
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(96) %2) #28
  resume { ptr, i32 } %84
}

; Function Attrs: mustprogress uwtable
define internal void @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E1_E9_M_invokeERKSt9_Any_dataS3_(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #6 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %class.anon.181, align 8
  %4 = alloca %"class.std::vector.127", align 8
  %5 = alloca %"class.sycl::_V1::range.105", align 8
  %6 = alloca %class.anon.181, align 8
  %7 = alloca %class.anon.181, align 8
  %8 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel.182", align 16
  %9 = alloca %"class.std::vector.127", align 8
  %10 = alloca %"class.sycl::_V1::range.105", align 8
  %11 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel.182", align 16
  %12 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel.182", align 16
  %13 = alloca %"class.std::tuple.107", align 8
  %14 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel.182", align 16
  %15 = alloca %class.anon.181, align 8
  %16 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel.182", align 8
  %17 = alloca %class.anon.181, align 8
  %18 = alloca %class.anon.181, align 8
  %19 = alloca i32, align 4
  %20 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %21 = alloca i32, align 4
  %22 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %23 = alloca i32, align 4
  %24 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %25 = alloca %"class.sycl::_V1::accessor", align 8
  %26 = alloca %"class.sycl::_V1::property_list", align 8
  %27 = alloca %"class.sycl::_V1::accessor", align 8
  %28 = alloca %"class.sycl::_V1::property_list", align 8
  %29 = alloca %"class.sycl::_V1::accessor.99", align 8
  %30 = alloca %"class.sycl::_V1::property_list", align 8
  %31 = alloca %class.anon.181, align 8
  %32 = load ptr, ptr %0, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %25) #28
  %33 = load ptr, ptr %32, align 8, !tbaa !222
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %26) #28
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %26, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %24)
  store ptr @.str.1, ptr %24, align 8
  %34 = getelementptr inbounds i8, ptr %24, i64 8
  store ptr @.str.16, ptr %34, align 8
  %35 = getelementptr inbounds i8, ptr %24, i64 16
  store i64 66, ptr %35, align 8
  %36 = getelementptr inbounds i8, ptr %24, i64 24
  store i64 22, ptr %36, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %25, ptr noundef nonnull align 8 dereferenceable(33) %33, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %26, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %24)
          to label %37 unwind label %1057

37:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %23) #28
  store i32 5, ptr %23, align 4, !tbaa !151
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %33, ptr noundef nonnull align 4 dereferenceable(4) %23)
          to label %40 unwind label %38

38:                                               ; preds = %37
  %39 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %25) #28
  br label %1059

40:                                               ; preds = %37
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %23) #28
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24)
  %41 = getelementptr inbounds i8, ptr %26, i64 8
  %42 = load ptr, ptr %41, align 8, !tbaa !22
  %43 = getelementptr inbounds i8, ptr %26, i64 16
  %44 = load ptr, ptr %43, align 8, !tbaa !24
  %45 = icmp eq ptr %42, %44
  br i1 %45, label %80, label %46

46:                                               ; preds = %40, %75
  %47 = phi ptr [ %76, %75 ], [ %42, %40 ]
  %48 = getelementptr inbounds i8, ptr %47, i64 8
  %49 = load ptr, ptr %48, align 8, !tbaa !25
  %50 = icmp eq ptr %49, null
  br i1 %50, label %75, label %51

51:                                               ; preds = %46
  %52 = getelementptr inbounds i8, ptr %49, i64 8
  %53 = load atomic i64, ptr %52 acquire, align 8
  %54 = icmp eq i64 %53, 4294967297
  %55 = trunc i64 %53 to i32
  br i1 %54, label %56, label %64

56:                                               ; preds = %51
  store i32 0, ptr %52, align 8, !tbaa !27
  %57 = getelementptr inbounds i8, ptr %49, i64 12
  store i32 0, ptr %57, align 4, !tbaa !30
  %58 = load ptr, ptr %49, align 8, !tbaa !31
  %59 = getelementptr inbounds i8, ptr %58, i64 16
  %60 = load ptr, ptr %59, align 8
  call void %60(ptr noundef nonnull align 8 dereferenceable(16) %49) #28
  %61 = load ptr, ptr %49, align 8, !tbaa !31
  %62 = getelementptr inbounds i8, ptr %61, i64 24
  %63 = load ptr, ptr %62, align 8
  call void %63(ptr noundef nonnull align 8 dereferenceable(16) %49) #28
  br label %75

64:                                               ; preds = %51
  %65 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %66 = icmp eq i8 %65, 0
  br i1 %66, label %69, label %67

67:                                               ; preds = %64
  %68 = add nsw i32 %55, -1
  store i32 %68, ptr %52, align 4, !tbaa !34
  br label %71

69:                                               ; preds = %64
  %70 = atomicrmw volatile add ptr %52, i32 -1 acq_rel, align 4
  br label %71

71:                                               ; preds = %69, %67
  %72 = phi i32 [ %55, %67 ], [ %70, %69 ]
  %73 = icmp eq i32 %72, 1
  br i1 %73, label %74, label %75, !prof !35

74:                                               ; preds = %71
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %49) #28
  br label %75

75:                                               ; preds = %74, %71, %56, %46
  %76 = getelementptr inbounds i8, ptr %47, i64 16
  %77 = icmp eq ptr %76, %44
  br i1 %77, label %78, label %46, !llvm.loop !36

78:                                               ; preds = %75
  %79 = load ptr, ptr %41, align 8, !tbaa !22
  br label %80

80:                                               ; preds = %78, %40
  %81 = phi ptr [ %79, %78 ], [ %42, %40 ]
  %82 = icmp eq ptr %81, null
  br i1 %82, label %89, label %83

83:                                               ; preds = %80
  %84 = getelementptr inbounds i8, ptr %26, i64 24
  %85 = load ptr, ptr %84, align 8, !tbaa !37
  %86 = ptrtoint ptr %85 to i64
  %87 = ptrtoint ptr %81 to i64
  %88 = sub i64 %86, %87
  call void @_ZdlPvm(ptr noundef nonnull %81, i64 noundef %88) #33
  br label %89

89:                                               ; preds = %83, %80
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %26) #28
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %27) #28
  %90 = getelementptr inbounds i8, ptr %32, i64 8
  %91 = load ptr, ptr %90, align 8, !tbaa !224
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %28) #28
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %28, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %22)
  store ptr @.str.1, ptr %22, align 8
  %92 = getelementptr inbounds i8, ptr %22, i64 8
  store ptr @.str.16, ptr %92, align 8
  %93 = getelementptr inbounds i8, ptr %22, i64 16
  store i64 67, ptr %93, align 8
  %94 = getelementptr inbounds i8, ptr %22, i64 24
  store i64 22, ptr %94, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %27, ptr noundef nonnull align 8 dereferenceable(33) %91, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %28, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %22)
          to label %95 unwind label %1061

95:                                               ; preds = %89
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %21) #28
  store i32 5, ptr %21, align 4, !tbaa !151
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %91, ptr noundef nonnull align 4 dereferenceable(4) %21)
          to label %98 unwind label %96

96:                                               ; preds = %95
  %97 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %27) #28
  br label %1063

98:                                               ; preds = %95
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %21) #28
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %22)
  %99 = getelementptr inbounds i8, ptr %28, i64 8
  %100 = load ptr, ptr %99, align 8, !tbaa !22
  %101 = getelementptr inbounds i8, ptr %28, i64 16
  %102 = load ptr, ptr %101, align 8, !tbaa !24
  %103 = icmp eq ptr %100, %102
  br i1 %103, label %138, label %104

104:                                              ; preds = %98, %133
  %105 = phi ptr [ %134, %133 ], [ %100, %98 ]
  %106 = getelementptr inbounds i8, ptr %105, i64 8
  %107 = load ptr, ptr %106, align 8, !tbaa !25
  %108 = icmp eq ptr %107, null
  br i1 %108, label %133, label %109

109:                                              ; preds = %104
  %110 = getelementptr inbounds i8, ptr %107, i64 8
  %111 = load atomic i64, ptr %110 acquire, align 8
  %112 = icmp eq i64 %111, 4294967297
  %113 = trunc i64 %111 to i32
  br i1 %112, label %114, label %122

114:                                              ; preds = %109
  store i32 0, ptr %110, align 8, !tbaa !27
  %115 = getelementptr inbounds i8, ptr %107, i64 12
  store i32 0, ptr %115, align 4, !tbaa !30
  %116 = load ptr, ptr %107, align 8, !tbaa !31
  %117 = getelementptr inbounds i8, ptr %116, i64 16
  %118 = load ptr, ptr %117, align 8
  call void %118(ptr noundef nonnull align 8 dereferenceable(16) %107) #28
  %119 = load ptr, ptr %107, align 8, !tbaa !31
  %120 = getelementptr inbounds i8, ptr %119, i64 24
  %121 = load ptr, ptr %120, align 8
  call void %121(ptr noundef nonnull align 8 dereferenceable(16) %107) #28
  br label %133

122:                                              ; preds = %109
  %123 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %124 = icmp eq i8 %123, 0
  br i1 %124, label %127, label %125

125:                                              ; preds = %122
  %126 = add nsw i32 %113, -1
  store i32 %126, ptr %110, align 4, !tbaa !34
  br label %129

127:                                              ; preds = %122
  %128 = atomicrmw volatile add ptr %110, i32 -1 acq_rel, align 4
  br label %129

129:                                              ; preds = %127, %125
  %130 = phi i32 [ %113, %125 ], [ %128, %127 ]
  %131 = icmp eq i32 %130, 1
  br i1 %131, label %132, label %133, !prof !35

132:                                              ; preds = %129
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %107) #28
  br label %133

133:                                              ; preds = %132, %129, %114, %104
  %134 = getelementptr inbounds i8, ptr %105, i64 16
  %135 = icmp eq ptr %134, %102
  br i1 %135, label %136, label %104, !llvm.loop !36

136:                                              ; preds = %133
  %137 = load ptr, ptr %99, align 8, !tbaa !22
  br label %138

138:                                              ; preds = %136, %98
  %139 = phi ptr [ %137, %136 ], [ %100, %98 ]
  %140 = icmp eq ptr %139, null
  br i1 %140, label %147, label %141

141:                                              ; preds = %138
  %142 = getelementptr inbounds i8, ptr %28, i64 24
  %143 = load ptr, ptr %142, align 8, !tbaa !37
  %144 = ptrtoint ptr %143 to i64
  %145 = ptrtoint ptr %139 to i64
  %146 = sub i64 %144, %145
  call void @_ZdlPvm(ptr noundef nonnull %139, i64 noundef %146) #33
  br label %147

147:                                              ; preds = %141, %138
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %28) #28
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %29) #28
  %148 = getelementptr inbounds i8, ptr %32, i64 16
  %149 = load ptr, ptr %148, align 8, !tbaa !225
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %30) #28
  %150 = getelementptr inbounds i8, ptr %30, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %150, i8 0, i64 24, i1 false)
  store i64 16, ptr %30, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %20)
  store ptr @.str.1, ptr %20, align 8
  %151 = getelementptr inbounds i8, ptr %20, i64 8
  store ptr @.str.16, ptr %151, align 8
  %152 = getelementptr inbounds i8, ptr %20, i64 16
  store i64 68, ptr %152, align 8
  %153 = getelementptr inbounds i8, ptr %20, i64 24
  store i64 22, ptr %153, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %29, ptr noundef nonnull align 8 dereferenceable(33) %149, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %30, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %20)
          to label %154 unwind label %1065

154:                                              ; preds = %147
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %19) #28
  store i32 5, ptr %19, align 4, !tbaa !151
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %149, ptr noundef nonnull align 4 dereferenceable(4) %19)
          to label %157 unwind label %155

155:                                              ; preds = %154
  %156 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %29) #28
  br label %1067

157:                                              ; preds = %154
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %19) #28
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20)
  %158 = load ptr, ptr %150, align 8, !tbaa !22
  %159 = getelementptr inbounds i8, ptr %30, i64 16
  %160 = load ptr, ptr %159, align 8, !tbaa !24
  %161 = icmp eq ptr %158, %160
  br i1 %161, label %196, label %162

162:                                              ; preds = %157, %191
  %163 = phi ptr [ %192, %191 ], [ %158, %157 ]
  %164 = getelementptr inbounds i8, ptr %163, i64 8
  %165 = load ptr, ptr %164, align 8, !tbaa !25
  %166 = icmp eq ptr %165, null
  br i1 %166, label %191, label %167

167:                                              ; preds = %162
  %168 = getelementptr inbounds i8, ptr %165, i64 8
  %169 = load atomic i64, ptr %168 acquire, align 8
  %170 = icmp eq i64 %169, 4294967297
  %171 = trunc i64 %169 to i32
  br i1 %170, label %172, label %180

172:                                              ; preds = %167
  store i32 0, ptr %168, align 8, !tbaa !27
  %173 = getelementptr inbounds i8, ptr %165, i64 12
  store i32 0, ptr %173, align 4, !tbaa !30
  %174 = load ptr, ptr %165, align 8, !tbaa !31
  %175 = getelementptr inbounds i8, ptr %174, i64 16
  %176 = load ptr, ptr %175, align 8
  call void %176(ptr noundef nonnull align 8 dereferenceable(16) %165) #28
  %177 = load ptr, ptr %165, align 8, !tbaa !31
  %178 = getelementptr inbounds i8, ptr %177, i64 24
  %179 = load ptr, ptr %178, align 8
  call void %179(ptr noundef nonnull align 8 dereferenceable(16) %165) #28
  br label %191

180:                                              ; preds = %167
  %181 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %182 = icmp eq i8 %181, 0
  br i1 %182, label %185, label %183

183:                                              ; preds = %180
  %184 = add nsw i32 %171, -1
  store i32 %184, ptr %168, align 4, !tbaa !34
  br label %187

185:                                              ; preds = %180
  %186 = atomicrmw volatile add ptr %168, i32 -1 acq_rel, align 4
  br label %187

187:                                              ; preds = %185, %183
  %188 = phi i32 [ %171, %183 ], [ %186, %185 ]
  %189 = icmp eq i32 %188, 1
  br i1 %189, label %190, label %191, !prof !35

190:                                              ; preds = %187
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %165) #28
  br label %191

191:                                              ; preds = %190, %187, %172, %162
  %192 = getelementptr inbounds i8, ptr %163, i64 16
  %193 = icmp eq ptr %192, %160
  br i1 %193, label %194, label %162, !llvm.loop !36

194:                                              ; preds = %191
  %195 = load ptr, ptr %150, align 8, !tbaa !22
  br label %196

196:                                              ; preds = %194, %157
  %197 = phi ptr [ %195, %194 ], [ %158, %157 ]
  %198 = icmp eq ptr %197, null
  br i1 %198, label %205, label %199

199:                                              ; preds = %196
  %200 = getelementptr inbounds i8, ptr %30, i64 24
  %201 = load ptr, ptr %200, align 8, !tbaa !37
  %202 = ptrtoint ptr %201 to i64
  %203 = ptrtoint ptr %197 to i64
  %204 = sub i64 %202, %203
  call void @_ZdlPvm(ptr noundef nonnull %197, i64 noundef %204) #33
  br label %205

205:                                              ; preds = %199, %196
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %30) #28
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %31) #28
  %206 = getelementptr inbounds i8, ptr %32, i64 24
  %207 = load ptr, ptr %206, align 8, !tbaa !226
  %208 = load i64, ptr %207, align 8, !tbaa !5
  store i64 %208, ptr %31, align 8, !tbaa !227
  %209 = getelementptr inbounds i8, ptr %31, i64 8
  %210 = load ptr, ptr %27, align 8, !tbaa !156
  store ptr %210, ptr %209, align 8, !tbaa !156
  %211 = getelementptr inbounds i8, ptr %31, i64 16
  %212 = getelementptr inbounds i8, ptr %27, i64 8
  %213 = load ptr, ptr %212, align 8, !tbaa !25
  store ptr %213, ptr %211, align 8, !tbaa !25
  %214 = icmp eq ptr %213, null
  br i1 %214, label %224, label %215

215:                                              ; preds = %205
  %216 = getelementptr inbounds i8, ptr %213, i64 8
  %217 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %218 = icmp eq i8 %217, 0
  br i1 %218, label %222, label %219

219:                                              ; preds = %215
  %220 = load i32, ptr %216, align 4, !tbaa !34
  %221 = add nsw i32 %220, 1
  store i32 %221, ptr %216, align 4, !tbaa !34
  br label %224

222:                                              ; preds = %215
  %223 = atomicrmw volatile add ptr %216, i32 1 acq_rel, align 4
  br label %224

224:                                              ; preds = %222, %219, %205
  %225 = getelementptr inbounds i8, ptr %31, i64 24
  %226 = getelementptr inbounds i8, ptr %27, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %225, ptr noundef nonnull align 8 dereferenceable(16) %226, i64 16, i1 false)
  %227 = getelementptr inbounds i8, ptr %31, i64 40
  %228 = load ptr, ptr %29, align 8, !tbaa !156
  store ptr %228, ptr %227, align 8, !tbaa !156
  %229 = getelementptr inbounds i8, ptr %31, i64 48
  %230 = getelementptr inbounds i8, ptr %29, i64 8
  %231 = load ptr, ptr %230, align 8, !tbaa !25
  store ptr %231, ptr %229, align 8, !tbaa !25
  %232 = icmp eq ptr %231, null
  br i1 %232, label %242, label %233

233:                                              ; preds = %224
  %234 = getelementptr inbounds i8, ptr %231, i64 8
  %235 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %236 = icmp eq i8 %235, 0
  br i1 %236, label %240, label %237

237:                                              ; preds = %233
  %238 = load i32, ptr %234, align 4, !tbaa !34
  %239 = add nsw i32 %238, 1
  store i32 %239, ptr %234, align 4, !tbaa !34
  br label %242

240:                                              ; preds = %233
  %241 = atomicrmw volatile add ptr %234, i32 1 acq_rel, align 4
  br label %242

242:                                              ; preds = %240, %237, %224
  %243 = getelementptr inbounds i8, ptr %31, i64 56
  %244 = getelementptr inbounds i8, ptr %29, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %243, ptr noundef nonnull align 8 dereferenceable(16) %244, i64 16, i1 false)
  %245 = getelementptr inbounds i8, ptr %31, i64 72
  %246 = load ptr, ptr %25, align 8, !tbaa !156
  store ptr %246, ptr %245, align 8, !tbaa !156
  %247 = getelementptr inbounds i8, ptr %31, i64 80
  %248 = getelementptr inbounds i8, ptr %25, i64 8
  %249 = load ptr, ptr %248, align 8, !tbaa !25
  store ptr %249, ptr %247, align 8, !tbaa !25
  %250 = icmp eq ptr %249, null
  br i1 %250, label %260, label %251

251:                                              ; preds = %242
  %252 = getelementptr inbounds i8, ptr %249, i64 8
  %253 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %254 = icmp eq i8 %253, 0
  br i1 %254, label %258, label %255

255:                                              ; preds = %251
  %256 = load i32, ptr %252, align 4, !tbaa !34
  %257 = add nsw i32 %256, 1
  store i32 %257, ptr %252, align 4, !tbaa !34
  br label %260

258:                                              ; preds = %251
  %259 = atomicrmw volatile add ptr %252, i32 1 acq_rel, align 4
  br label %260

260:                                              ; preds = %258, %255, %242
  %261 = getelementptr inbounds i8, ptr %31, i64 88
  %262 = getelementptr inbounds i8, ptr %25, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %261, ptr noundef nonnull align 8 dereferenceable(16) %262, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %18)
  %263 = load i64, ptr %31, align 8, !tbaa !227
  store i64 %263, ptr %18, align 8, !tbaa !227
  %264 = getelementptr inbounds i8, ptr %18, i64 8
  %265 = load ptr, ptr %209, align 8, !tbaa !156
  store ptr %265, ptr %264, align 8, !tbaa !156
  %266 = getelementptr inbounds i8, ptr %18, i64 16
  %267 = load ptr, ptr %211, align 8, !tbaa !25
  store ptr %267, ptr %266, align 8, !tbaa !25
  %268 = icmp eq ptr %267, null
  br i1 %268, label %278, label %269

269:                                              ; preds = %260
  %270 = getelementptr inbounds i8, ptr %267, i64 8
  %271 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %272 = icmp eq i8 %271, 0
  br i1 %272, label %276, label %273

273:                                              ; preds = %269
  %274 = load i32, ptr %270, align 4, !tbaa !34
  %275 = add nsw i32 %274, 1
  store i32 %275, ptr %270, align 4, !tbaa !34
  br label %278

276:                                              ; preds = %269
  %277 = atomicrmw volatile add ptr %270, i32 1 acq_rel, align 4
  br label %278

278:                                              ; preds = %276, %273, %260
  %279 = getelementptr inbounds i8, ptr %18, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %279, ptr noundef nonnull readonly align 8 dereferenceable(16) %225, i64 16, i1 false)
  %280 = getelementptr inbounds i8, ptr %18, i64 40
  %281 = load ptr, ptr %227, align 8, !tbaa !156
  store ptr %281, ptr %280, align 8, !tbaa !156
  %282 = getelementptr inbounds i8, ptr %18, i64 48
  %283 = load ptr, ptr %229, align 8, !tbaa !25
  store ptr %283, ptr %282, align 8, !tbaa !25
  %284 = icmp eq ptr %283, null
  br i1 %284, label %294, label %285

285:                                              ; preds = %278
  %286 = getelementptr inbounds i8, ptr %283, i64 8
  %287 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %288 = icmp eq i8 %287, 0
  br i1 %288, label %292, label %289

289:                                              ; preds = %285
  %290 = load i32, ptr %286, align 4, !tbaa !34
  %291 = add nsw i32 %290, 1
  store i32 %291, ptr %286, align 4, !tbaa !34
  br label %294

292:                                              ; preds = %285
  %293 = atomicrmw volatile add ptr %286, i32 1 acq_rel, align 4
  br label %294

294:                                              ; preds = %292, %289, %278
  %295 = getelementptr inbounds i8, ptr %18, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %295, ptr noundef nonnull readonly align 8 dereferenceable(16) %243, i64 16, i1 false)
  %296 = getelementptr inbounds i8, ptr %18, i64 72
  %297 = load ptr, ptr %245, align 8, !tbaa !156
  store ptr %297, ptr %296, align 8, !tbaa !156
  %298 = getelementptr inbounds i8, ptr %18, i64 80
  %299 = load ptr, ptr %247, align 8, !tbaa !25
  store ptr %299, ptr %298, align 8, !tbaa !25
  %300 = icmp eq ptr %299, null
  br i1 %300, label %310, label %301

301:                                              ; preds = %294
  %302 = getelementptr inbounds i8, ptr %299, i64 8
  %303 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %304 = icmp eq i8 %303, 0
  br i1 %304, label %308, label %305

305:                                              ; preds = %301
  %306 = load i32, ptr %302, align 4, !tbaa !34
  %307 = add nsw i32 %306, 1
  store i32 %307, ptr %302, align 4, !tbaa !34
  br label %310

308:                                              ; preds = %301
  %309 = atomicrmw volatile add ptr %302, i32 1 acq_rel, align 4
  br label %310

310:                                              ; preds = %308, %305, %294
  %311 = getelementptr inbounds i8, ptr %18, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %311, ptr noundef nonnull readonly align 8 dereferenceable(16) %261, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %15)
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %16)
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %17)
  %312 = invoke noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %313 unwind label %972

313:                                              ; preds = %310
  %314 = icmp eq i32 %312, 0
  br i1 %314, label %324, label %315

315:                                              ; preds = %313
  %316 = call ptr @__cxa_allocate_exception(i64 64) #28
  %317 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #28
  %318 = extractvalue { i32, ptr } %317, 0
  %319 = extractvalue { i32, ptr } %317, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %316, i32 %318, ptr %319, ptr noundef nonnull @.str.19)
          to label %320 unwind label %322

320:                                              ; preds = %315
  invoke void @__cxa_throw(ptr nonnull %316, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #29
          to label %321 unwind label %972

321:                                              ; preds = %320
  unreachable

322:                                              ; preds = %315
  %323 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %316) #28
  br label %974

324:                                              ; preds = %313
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %13) #28
  invoke void @_ZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_(ptr dead_on_unwind nonnull writable sret(%"class.std::tuple.107") align 8 %13, ptr noundef nonnull align 8 dereferenceable(216) %1, i64 64)
          to label %325 unwind label %972

325:                                              ; preds = %324
  %326 = getelementptr inbounds i8, ptr %13, i64 8
  %327 = load i8, ptr %13, align 8, !tbaa !164, !range !78, !noundef !79
  %328 = trunc nuw i8 %327 to i1
  br i1 %328, label %329, label %704

329:                                              ; preds = %325
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %14) #28
  %330 = load i64, ptr %18, align 8, !tbaa !227
  store i64 %330, ptr %15, align 8, !tbaa !227
  %331 = getelementptr inbounds i8, ptr %15, i64 8
  %332 = load ptr, ptr %264, align 8, !tbaa !156
  store ptr %332, ptr %331, align 8, !tbaa !156
  %333 = getelementptr inbounds i8, ptr %15, i64 16
  %334 = load ptr, ptr %266, align 8, !tbaa !25
  store ptr %334, ptr %333, align 8, !tbaa !25
  %335 = icmp eq ptr %334, null
  br i1 %335, label %345, label %336

336:                                              ; preds = %329
  %337 = getelementptr inbounds i8, ptr %334, i64 8
  %338 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %339 = icmp eq i8 %338, 0
  br i1 %339, label %343, label %340

340:                                              ; preds = %336
  %341 = load i32, ptr %337, align 4, !tbaa !34
  %342 = add nsw i32 %341, 1
  store i32 %342, ptr %337, align 4, !tbaa !34
  br label %345

343:                                              ; preds = %336
  %344 = atomicrmw volatile add ptr %337, i32 1 acq_rel, align 4
  br label %345

345:                                              ; preds = %343, %340, %329
  %346 = getelementptr inbounds i8, ptr %15, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %346, ptr noundef nonnull readonly align 8 dereferenceable(16) %279, i64 16, i1 false)
  %347 = getelementptr inbounds i8, ptr %15, i64 40
  %348 = load ptr, ptr %280, align 8, !tbaa !156
  store ptr %348, ptr %347, align 8, !tbaa !156
  %349 = getelementptr inbounds i8, ptr %15, i64 48
  %350 = load ptr, ptr %282, align 8, !tbaa !25
  store ptr %350, ptr %349, align 8, !tbaa !25
  %351 = icmp eq ptr %350, null
  br i1 %351, label %361, label %352

352:                                              ; preds = %345
  %353 = getelementptr inbounds i8, ptr %350, i64 8
  %354 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %355 = icmp eq i8 %354, 0
  br i1 %355, label %359, label %356

356:                                              ; preds = %352
  %357 = load i32, ptr %353, align 4, !tbaa !34
  %358 = add nsw i32 %357, 1
  store i32 %358, ptr %353, align 4, !tbaa !34
  br label %361

359:                                              ; preds = %352
  %360 = atomicrmw volatile add ptr %353, i32 1 acq_rel, align 4
  br label %361

361:                                              ; preds = %359, %356, %345
  %362 = getelementptr inbounds i8, ptr %15, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %362, ptr noundef nonnull readonly align 8 dereferenceable(16) %295, i64 16, i1 false)
  %363 = getelementptr inbounds i8, ptr %15, i64 72
  %364 = load ptr, ptr %296, align 8, !tbaa !156
  store ptr %364, ptr %363, align 8, !tbaa !156
  %365 = getelementptr inbounds i8, ptr %15, i64 80
  %366 = load ptr, ptr %298, align 8, !tbaa !25
  store ptr %366, ptr %365, align 8, !tbaa !25
  %367 = icmp eq ptr %366, null
  br i1 %367, label %377, label %368

368:                                              ; preds = %361
  %369 = getelementptr inbounds i8, ptr %366, i64 8
  %370 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %371 = icmp eq i8 %370, 0
  br i1 %371, label %375, label %372

372:                                              ; preds = %368
  %373 = load i32, ptr %369, align 4, !tbaa !34
  %374 = add nsw i32 %373, 1
  store i32 %374, ptr %369, align 4, !tbaa !34
  br label %377

375:                                              ; preds = %368
  %376 = atomicrmw volatile add ptr %369, i32 1 acq_rel, align 4
  br label %377

377:                                              ; preds = %375, %372, %361
  %378 = getelementptr inbounds i8, ptr %15, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %378, ptr noundef nonnull readonly align 8 dereferenceable(16) %311, i64 16, i1 false)
  call void @llvm.experimental.noalias.scope.decl(metadata !229)
  store i64 64, ptr %14, align 16, !alias.scope !229
  %379 = getelementptr inbounds i8, ptr %14, i64 8
  %380 = load i64, ptr %15, align 8, !tbaa !227, !noalias !229
  store i64 %380, ptr %379, align 8, !tbaa !227, !alias.scope !229
  %381 = getelementptr inbounds i8, ptr %14, i64 16
  %382 = load ptr, ptr %331, align 8, !tbaa !156, !noalias !229
  store ptr %382, ptr %381, align 16, !tbaa !156, !alias.scope !229
  %383 = getelementptr inbounds i8, ptr %14, i64 24
  %384 = load ptr, ptr %333, align 8, !tbaa !25, !noalias !229
  store ptr %384, ptr %383, align 8, !tbaa !25, !alias.scope !229
  %385 = icmp eq ptr %384, null
  br i1 %385, label %395, label %386

386:                                              ; preds = %377
  %387 = getelementptr inbounds i8, ptr %384, i64 8
  %388 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !229
  %389 = icmp eq i8 %388, 0
  br i1 %389, label %393, label %390

390:                                              ; preds = %386
  %391 = load i32, ptr %387, align 4, !tbaa !34, !noalias !229
  %392 = add nsw i32 %391, 1
  store i32 %392, ptr %387, align 4, !tbaa !34, !noalias !229
  br label %395

393:                                              ; preds = %386
  %394 = atomicrmw volatile add ptr %387, i32 1 acq_rel, align 4, !noalias !229
  br label %395

395:                                              ; preds = %393, %390, %377
  %396 = getelementptr inbounds i8, ptr %14, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %396, ptr noundef nonnull readonly align 8 dereferenceable(16) %346, i64 16, i1 false)
  %397 = getelementptr inbounds i8, ptr %14, i64 48
  %398 = load ptr, ptr %347, align 8, !tbaa !156, !noalias !229
  store ptr %398, ptr %397, align 16, !tbaa !156, !alias.scope !229
  %399 = getelementptr inbounds i8, ptr %14, i64 56
  %400 = load ptr, ptr %349, align 8, !tbaa !25, !noalias !229
  store ptr %400, ptr %399, align 8, !tbaa !25, !alias.scope !229
  %401 = icmp eq ptr %400, null
  br i1 %401, label %411, label %402

402:                                              ; preds = %395
  %403 = getelementptr inbounds i8, ptr %400, i64 8
  %404 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !229
  %405 = icmp eq i8 %404, 0
  br i1 %405, label %409, label %406

406:                                              ; preds = %402
  %407 = load i32, ptr %403, align 4, !tbaa !34, !noalias !229
  %408 = add nsw i32 %407, 1
  store i32 %408, ptr %403, align 4, !tbaa !34, !noalias !229
  br label %411

409:                                              ; preds = %402
  %410 = atomicrmw volatile add ptr %403, i32 1 acq_rel, align 4, !noalias !229
  br label %411

411:                                              ; preds = %409, %406, %395
  %412 = getelementptr inbounds i8, ptr %14, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %412, ptr noundef nonnull readonly align 8 dereferenceable(16) %362, i64 16, i1 false)
  %413 = getelementptr inbounds i8, ptr %14, i64 80
  %414 = load ptr, ptr %363, align 8, !tbaa !156, !noalias !229
  store ptr %414, ptr %413, align 16, !tbaa !156, !alias.scope !229
  %415 = getelementptr inbounds i8, ptr %14, i64 88
  %416 = load ptr, ptr %365, align 8, !tbaa !25, !noalias !229
  store ptr %416, ptr %415, align 8, !tbaa !25, !alias.scope !229
  %417 = icmp eq ptr %416, null
  br i1 %417, label %427, label %418

418:                                              ; preds = %411
  %419 = getelementptr inbounds i8, ptr %416, i64 8
  %420 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !229
  %421 = icmp eq i8 %420, 0
  br i1 %421, label %425, label %422

422:                                              ; preds = %418
  %423 = load i32, ptr %419, align 4, !tbaa !34, !noalias !229
  %424 = add nsw i32 %423, 1
  store i32 %424, ptr %419, align 4, !tbaa !34, !noalias !229
  br label %427

425:                                              ; preds = %418
  %426 = atomicrmw volatile add ptr %419, i32 1 acq_rel, align 4, !noalias !229
  br label %427

427:                                              ; preds = %425, %422, %411
  %428 = getelementptr inbounds i8, ptr %14, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %428, ptr noundef nonnull readonly align 8 dereferenceable(16) %378, i64 16, i1 false)
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE1_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %15) #28
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %12)
  %429 = getelementptr inbounds i8, ptr %12, i64 8
  %430 = load <2 x i64>, ptr %14, align 16
  store <2 x i64> %430, ptr %12, align 16
  %431 = getelementptr inbounds i8, ptr %12, i64 16
  %432 = load ptr, ptr %381, align 16, !tbaa !156
  store ptr %432, ptr %431, align 16, !tbaa !156
  %433 = getelementptr inbounds i8, ptr %12, i64 24
  %434 = load ptr, ptr %383, align 8, !tbaa !25
  store ptr %434, ptr %433, align 8, !tbaa !25
  %435 = icmp eq ptr %434, null
  br i1 %435, label %445, label %436

436:                                              ; preds = %427
  %437 = getelementptr inbounds i8, ptr %434, i64 8
  %438 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %439 = icmp eq i8 %438, 0
  br i1 %439, label %443, label %440

440:                                              ; preds = %436
  %441 = load i32, ptr %437, align 4, !tbaa !34
  %442 = add nsw i32 %441, 1
  store i32 %442, ptr %437, align 4, !tbaa !34
  br label %445

443:                                              ; preds = %436
  %444 = atomicrmw volatile add ptr %437, i32 1 acq_rel, align 4
  br label %445

445:                                              ; preds = %443, %440, %427
  %446 = getelementptr inbounds i8, ptr %12, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %446, ptr noundef nonnull readonly align 16 dereferenceable(16) %396, i64 16, i1 false)
  %447 = getelementptr inbounds i8, ptr %12, i64 48
  %448 = load ptr, ptr %397, align 16, !tbaa !156
  store ptr %448, ptr %447, align 16, !tbaa !156
  %449 = getelementptr inbounds i8, ptr %12, i64 56
  %450 = load ptr, ptr %399, align 8, !tbaa !25
  store ptr %450, ptr %449, align 8, !tbaa !25
  %451 = icmp eq ptr %450, null
  br i1 %451, label %461, label %452

452:                                              ; preds = %445
  %453 = getelementptr inbounds i8, ptr %450, i64 8
  %454 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %455 = icmp eq i8 %454, 0
  br i1 %455, label %459, label %456

456:                                              ; preds = %452
  %457 = load i32, ptr %453, align 4, !tbaa !34
  %458 = add nsw i32 %457, 1
  store i32 %458, ptr %453, align 4, !tbaa !34
  br label %461

459:                                              ; preds = %452
  %460 = atomicrmw volatile add ptr %453, i32 1 acq_rel, align 4
  br label %461

461:                                              ; preds = %459, %456, %445
  %462 = getelementptr inbounds i8, ptr %12, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %462, ptr noundef nonnull readonly align 16 dereferenceable(16) %412, i64 16, i1 false)
  %463 = getelementptr inbounds i8, ptr %12, i64 80
  %464 = load ptr, ptr %413, align 16, !tbaa !156
  store ptr %464, ptr %463, align 16, !tbaa !156
  %465 = getelementptr inbounds i8, ptr %12, i64 88
  %466 = load ptr, ptr %415, align 8, !tbaa !25
  store ptr %466, ptr %465, align 8, !tbaa !25
  %467 = icmp eq ptr %466, null
  br i1 %467, label %477, label %468

468:                                              ; preds = %461
  %469 = getelementptr inbounds i8, ptr %466, i64 8
  %470 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %471 = icmp eq i8 %470, 0
  br i1 %471, label %475, label %472

472:                                              ; preds = %468
  %473 = load i32, ptr %469, align 4, !tbaa !34
  %474 = add nsw i32 %473, 1
  store i32 %474, ptr %469, align 4, !tbaa !34
  br label %477

475:                                              ; preds = %468
  %476 = atomicrmw volatile add ptr %469, i32 1 acq_rel, align 4
  br label %477

477:                                              ; preds = %475, %472, %461
  %478 = getelementptr inbounds i8, ptr %12, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %478, ptr noundef nonnull readonly align 16 dereferenceable(16) %428, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %11)
  %479 = getelementptr inbounds i8, ptr %11, i64 8
  %480 = load <2 x i64>, ptr %12, align 16
  store <2 x i64> %480, ptr %11, align 16
  %481 = getelementptr inbounds i8, ptr %11, i64 16
  %482 = load ptr, ptr %431, align 16, !tbaa !156
  store ptr %482, ptr %481, align 16, !tbaa !156
  %483 = getelementptr inbounds i8, ptr %11, i64 24
  %484 = load ptr, ptr %433, align 8, !tbaa !25
  store ptr %484, ptr %483, align 8, !tbaa !25
  %485 = icmp eq ptr %484, null
  br i1 %485, label %495, label %486

486:                                              ; preds = %477
  %487 = getelementptr inbounds i8, ptr %484, i64 8
  %488 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %489 = icmp eq i8 %488, 0
  br i1 %489, label %493, label %490

490:                                              ; preds = %486
  %491 = load i32, ptr %487, align 4, !tbaa !34
  %492 = add nsw i32 %491, 1
  store i32 %492, ptr %487, align 4, !tbaa !34
  br label %495

493:                                              ; preds = %486
  %494 = atomicrmw volatile add ptr %487, i32 1 acq_rel, align 4
  br label %495

495:                                              ; preds = %493, %490, %477
  %496 = getelementptr inbounds i8, ptr %11, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %496, ptr noundef nonnull readonly align 16 dereferenceable(16) %446, i64 16, i1 false)
  %497 = getelementptr inbounds i8, ptr %11, i64 48
  %498 = load ptr, ptr %447, align 16, !tbaa !156
  store ptr %498, ptr %497, align 16, !tbaa !156
  %499 = getelementptr inbounds i8, ptr %11, i64 56
  %500 = load ptr, ptr %449, align 8, !tbaa !25
  store ptr %500, ptr %499, align 8, !tbaa !25
  %501 = icmp eq ptr %500, null
  br i1 %501, label %511, label %502

502:                                              ; preds = %495
  %503 = getelementptr inbounds i8, ptr %500, i64 8
  %504 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %505 = icmp eq i8 %504, 0
  br i1 %505, label %509, label %506

506:                                              ; preds = %502
  %507 = load i32, ptr %503, align 4, !tbaa !34
  %508 = add nsw i32 %507, 1
  store i32 %508, ptr %503, align 4, !tbaa !34
  br label %511

509:                                              ; preds = %502
  %510 = atomicrmw volatile add ptr %503, i32 1 acq_rel, align 4
  br label %511

511:                                              ; preds = %509, %506, %495
  %512 = getelementptr inbounds i8, ptr %11, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %512, ptr noundef nonnull readonly align 16 dereferenceable(16) %462, i64 16, i1 false)
  %513 = getelementptr inbounds i8, ptr %11, i64 80
  %514 = load ptr, ptr %463, align 16, !tbaa !156
  store ptr %514, ptr %513, align 16, !tbaa !156
  %515 = getelementptr inbounds i8, ptr %11, i64 88
  %516 = load ptr, ptr %465, align 8, !tbaa !25
  store ptr %516, ptr %515, align 8, !tbaa !25
  %517 = icmp eq ptr %516, null
  br i1 %517, label %527, label %518

518:                                              ; preds = %511
  %519 = getelementptr inbounds i8, ptr %516, i64 8
  %520 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %521 = icmp eq i8 %520, 0
  br i1 %521, label %525, label %522

522:                                              ; preds = %518
  %523 = load i32, ptr %519, align 4, !tbaa !34
  %524 = add nsw i32 %523, 1
  store i32 %524, ptr %519, align 4, !tbaa !34
  br label %527

525:                                              ; preds = %518
  %526 = atomicrmw volatile add ptr %519, i32 1 acq_rel, align 4
  br label %527

527:                                              ; preds = %525, %522, %511
  %528 = getelementptr inbounds i8, ptr %11, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %528, ptr noundef nonnull readonly align 16 dereferenceable(16) %478, i64 16, i1 false)
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE1_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull readonly align 8 dereferenceable(104) %479) #28
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %11)
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE1_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull readonly align 8 dereferenceable(104) %429) #28
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %12)
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.33)
          to label %529 unwind label %696

529:                                              ; preds = %527
  %530 = load i64, ptr %326, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10)
  %531 = getelementptr inbounds i8, ptr %10, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %531, i8 0, i64 16, i1 false), !alias.scope !232
  store i64 %530, ptr %10, align 8, !tbaa !5, !alias.scope !232
  invoke void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range.105") align 8 %10, i1 noundef zeroext false, i32 noundef 1)
          to label %532 unwind label %696

532:                                              ; preds = %529
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10)
  %533 = load i64, ptr %14, align 16
  store i64 %533, ptr %16, align 8
  %534 = getelementptr inbounds i8, ptr %16, i64 8
  %535 = load i64, ptr %379, align 8, !tbaa !227
  store i64 %535, ptr %534, align 8, !tbaa !227
  %536 = getelementptr inbounds i8, ptr %16, i64 16
  %537 = load ptr, ptr %381, align 16, !tbaa !156
  store ptr %537, ptr %536, align 8, !tbaa !156
  %538 = getelementptr inbounds i8, ptr %16, i64 24
  %539 = load ptr, ptr %383, align 8, !tbaa !25
  store ptr null, ptr %383, align 8, !tbaa !25
  store ptr %539, ptr %538, align 8, !tbaa !25
  store ptr null, ptr %381, align 16, !tbaa !156
  %540 = getelementptr inbounds i8, ptr %16, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %540, ptr noundef nonnull align 16 dereferenceable(16) %396, i64 16, i1 false)
  %541 = getelementptr inbounds i8, ptr %16, i64 48
  %542 = load ptr, ptr %397, align 16, !tbaa !156
  store ptr %542, ptr %541, align 8, !tbaa !156
  %543 = getelementptr inbounds i8, ptr %16, i64 56
  %544 = load ptr, ptr %399, align 8, !tbaa !25
  store ptr null, ptr %399, align 8, !tbaa !25
  store ptr %544, ptr %543, align 8, !tbaa !25
  store ptr null, ptr %397, align 16, !tbaa !156
  %545 = getelementptr inbounds i8, ptr %16, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %545, ptr noundef nonnull align 16 dereferenceable(16) %412, i64 16, i1 false)
  %546 = getelementptr inbounds i8, ptr %16, i64 80
  %547 = getelementptr inbounds i8, ptr %16, i64 88
  %548 = load <2 x ptr>, ptr %413, align 16, !tbaa !11
  store ptr null, ptr %415, align 8, !tbaa !25
  store <2 x ptr> %548, ptr %546, align 8, !tbaa !11
  store ptr null, ptr %413, align 16, !tbaa !156
  %549 = getelementptr inbounds i8, ptr %16, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %549, ptr noundef nonnull align 16 dereferenceable(16) %428, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %8)
  %550 = invoke noalias noundef nonnull dereferenceable(120) ptr @_Znwm(i64 noundef 120) #30
          to label %551 unwind label %698

551:                                              ; preds = %532
  store i64 %533, ptr %8, align 16, !noalias !235
  %552 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 %535, ptr %552, align 8, !tbaa !227, !noalias !235
  %553 = getelementptr inbounds i8, ptr %8, i64 16
  store ptr %537, ptr %553, align 16, !tbaa !156, !noalias !235
  %554 = getelementptr inbounds i8, ptr %8, i64 24
  store ptr %539, ptr %554, align 8, !tbaa !25, !noalias !235
  %555 = icmp eq ptr %539, null
  br i1 %555, label %567, label %556

556:                                              ; preds = %551
  %557 = getelementptr inbounds i8, ptr %539, i64 8
  %558 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !235
  %559 = icmp eq i8 %558, 0
  br i1 %559, label %563, label %560

560:                                              ; preds = %556
  %561 = load i32, ptr %557, align 4, !tbaa !34, !noalias !235
  %562 = add nsw i32 %561, 1
  store i32 %562, ptr %557, align 4, !tbaa !34, !noalias !235
  br label %567

563:                                              ; preds = %556
  %564 = atomicrmw volatile add ptr %557, i32 1 acq_rel, align 4, !noalias !235
  %565 = load ptr, ptr %541, align 8, !tbaa !156, !noalias !235
  %566 = load ptr, ptr %543, align 8, !tbaa !25, !noalias !235
  br label %567

567:                                              ; preds = %563, %560, %551
  %568 = phi ptr [ %566, %563 ], [ %544, %560 ], [ %544, %551 ]
  %569 = phi ptr [ %565, %563 ], [ %542, %560 ], [ %542, %551 ]
  %570 = getelementptr inbounds i8, ptr %8, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %570, ptr noundef nonnull readonly align 8 dereferenceable(16) %540, i64 16, i1 false), !noalias !235
  %571 = getelementptr inbounds i8, ptr %8, i64 48
  store ptr %569, ptr %571, align 16, !tbaa !156, !noalias !235
  %572 = getelementptr inbounds i8, ptr %8, i64 56
  store ptr %568, ptr %572, align 8, !tbaa !25, !noalias !235
  %573 = icmp eq ptr %568, null
  br i1 %573, label %583, label %574

574:                                              ; preds = %567
  %575 = getelementptr inbounds i8, ptr %568, i64 8
  %576 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !235
  %577 = icmp eq i8 %576, 0
  br i1 %577, label %581, label %578

578:                                              ; preds = %574
  %579 = load i32, ptr %575, align 4, !tbaa !34, !noalias !235
  %580 = add nsw i32 %579, 1
  store i32 %580, ptr %575, align 4, !tbaa !34, !noalias !235
  br label %583

581:                                              ; preds = %574
  %582 = atomicrmw volatile add ptr %575, i32 1 acq_rel, align 4, !noalias !235
  br label %583

583:                                              ; preds = %581, %578, %567
  %584 = getelementptr inbounds i8, ptr %8, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %584, ptr noundef nonnull readonly align 8 dereferenceable(16) %545, i64 16, i1 false), !noalias !235
  %585 = getelementptr inbounds i8, ptr %8, i64 80
  %586 = load ptr, ptr %546, align 8, !tbaa !156, !noalias !235
  store ptr %586, ptr %585, align 16, !tbaa !156, !noalias !235
  %587 = getelementptr inbounds i8, ptr %8, i64 88
  %588 = load ptr, ptr %547, align 8, !tbaa !25, !noalias !235
  store ptr %588, ptr %587, align 8, !tbaa !25, !noalias !235
  %589 = icmp eq ptr %588, null
  br i1 %589, label %599, label %590

590:                                              ; preds = %583
  %591 = getelementptr inbounds i8, ptr %588, i64 8
  %592 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !235
  %593 = icmp eq i8 %592, 0
  br i1 %593, label %597, label %594

594:                                              ; preds = %590
  %595 = load i32, ptr %591, align 4, !tbaa !34, !noalias !235
  %596 = add nsw i32 %595, 1
  store i32 %596, ptr %591, align 4, !tbaa !34, !noalias !235
  br label %599

597:                                              ; preds = %590
  %598 = atomicrmw volatile add ptr %591, i32 1 acq_rel, align 4, !noalias !235
  br label %599

599:                                              ; preds = %597, %594, %583
  %600 = getelementptr inbounds i8, ptr %8, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %600, ptr noundef nonnull readonly align 8 dereferenceable(16) %549, i64 16, i1 false), !noalias !235
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE1_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EEE, i64 16), ptr %550, align 8, !tbaa !31, !noalias !235
  %601 = getelementptr inbounds i8, ptr %550, i64 8
  %602 = load <2 x i64>, ptr %8, align 16, !noalias !235
  store <2 x i64> %602, ptr %601, align 8, !noalias !235
  %603 = getelementptr inbounds i8, ptr %550, i64 24
  %604 = load ptr, ptr %553, align 16, !tbaa !156, !noalias !235
  store ptr %604, ptr %603, align 8, !tbaa !156, !noalias !235
  %605 = getelementptr inbounds i8, ptr %550, i64 32
  %606 = load ptr, ptr %554, align 8, !tbaa !25, !noalias !235
  store ptr %606, ptr %605, align 8, !tbaa !25, !noalias !235
  %607 = icmp eq ptr %606, null
  br i1 %607, label %617, label %608

608:                                              ; preds = %599
  %609 = getelementptr inbounds i8, ptr %606, i64 8
  %610 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !235
  %611 = icmp eq i8 %610, 0
  br i1 %611, label %615, label %612

612:                                              ; preds = %608
  %613 = load i32, ptr %609, align 4, !tbaa !34, !noalias !235
  %614 = add nsw i32 %613, 1
  store i32 %614, ptr %609, align 4, !tbaa !34, !noalias !235
  br label %617

615:                                              ; preds = %608
  %616 = atomicrmw volatile add ptr %609, i32 1 acq_rel, align 4, !noalias !235
  br label %617

617:                                              ; preds = %615, %612, %599
  %618 = getelementptr inbounds i8, ptr %550, i64 40
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %618, ptr noundef nonnull readonly align 16 dereferenceable(16) %570, i64 16, i1 false), !noalias !235
  %619 = getelementptr inbounds i8, ptr %550, i64 56
  %620 = load ptr, ptr %571, align 16, !tbaa !156, !noalias !235
  store ptr %620, ptr %619, align 8, !tbaa !156, !noalias !235
  %621 = getelementptr inbounds i8, ptr %550, i64 64
  %622 = load ptr, ptr %572, align 8, !tbaa !25, !noalias !235
  store ptr %622, ptr %621, align 8, !tbaa !25, !noalias !235
  %623 = icmp eq ptr %622, null
  br i1 %623, label %633, label %624

624:                                              ; preds = %617
  %625 = getelementptr inbounds i8, ptr %622, i64 8
  %626 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !235
  %627 = icmp eq i8 %626, 0
  br i1 %627, label %631, label %628

628:                                              ; preds = %624
  %629 = load i32, ptr %625, align 4, !tbaa !34, !noalias !235
  %630 = add nsw i32 %629, 1
  store i32 %630, ptr %625, align 4, !tbaa !34, !noalias !235
  br label %633

631:                                              ; preds = %624
  %632 = atomicrmw volatile add ptr %625, i32 1 acq_rel, align 4, !noalias !235
  br label %633

633:                                              ; preds = %631, %628, %617
  %634 = getelementptr inbounds i8, ptr %550, i64 72
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %634, ptr noundef nonnull readonly align 16 dereferenceable(16) %584, i64 16, i1 false), !noalias !235
  %635 = getelementptr inbounds i8, ptr %550, i64 88
  %636 = load ptr, ptr %585, align 16, !tbaa !156, !noalias !235
  store ptr %636, ptr %635, align 8, !tbaa !156, !noalias !235
  %637 = getelementptr inbounds i8, ptr %550, i64 96
  %638 = load ptr, ptr %587, align 8, !tbaa !25, !noalias !235
  store ptr %638, ptr %637, align 8, !tbaa !25, !noalias !235
  %639 = icmp eq ptr %638, null
  br i1 %639, label %649, label %640

640:                                              ; preds = %633
  %641 = getelementptr inbounds i8, ptr %638, i64 8
  %642 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !235
  %643 = icmp eq i8 %642, 0
  br i1 %643, label %647, label %644

644:                                              ; preds = %640
  %645 = load i32, ptr %641, align 4, !tbaa !34, !noalias !235
  %646 = add nsw i32 %645, 1
  store i32 %646, ptr %641, align 4, !tbaa !34, !noalias !235
  br label %649

647:                                              ; preds = %640
  %648 = atomicrmw volatile add ptr %641, i32 1 acq_rel, align 4, !noalias !235
  br label %649

649:                                              ; preds = %647, %644, %633
  %650 = getelementptr inbounds i8, ptr %550, i64 104
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %650, ptr noundef nonnull readonly align 16 dereferenceable(16) %600, i64 16, i1 false), !noalias !235
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE1_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull readonly align 8 dereferenceable(104) %552) #28, !noalias !235
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %8)
  %651 = getelementptr inbounds i8, ptr %1, i64 152
  %652 = load ptr, ptr %651, align 8, !tbaa !11
  store ptr %550, ptr %651, align 8, !tbaa !11
  %653 = icmp eq ptr %652, null
  br i1 %653, label %658, label %654

654:                                              ; preds = %649
  %655 = load ptr, ptr %652, align 8, !tbaa !31
  %656 = getelementptr inbounds i8, ptr %655, i64 16
  %657 = load ptr, ptr %656, align 8
  call void %657(ptr noundef nonnull align 8 dereferenceable(8) %652) #28
  br label %658

658:                                              ; preds = %654, %649
  invoke void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %659 unwind label %698

659:                                              ; preds = %658
  %660 = load ptr, ptr %651, align 8, !tbaa !11
  %661 = load ptr, ptr %660, align 8, !tbaa !31
  %662 = load ptr, ptr %661, align 8
  %663 = invoke noundef ptr %662(ptr noundef nonnull align 8 dereferenceable(8) %660)
          to label %664 unwind label %698

664:                                              ; preds = %659
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %9) #28
  invoke void @_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI4TapsEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv(ptr dead_on_unwind nonnull writable sret(%"class.std::vector.127") align 8 %9)
          to label %665 unwind label %698

665:                                              ; preds = %664
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %663, ptr noundef nonnull align 8 dereferenceable(24) %9, i1 noundef zeroext false)
          to label %666 unwind label %683

666:                                              ; preds = %665
  %667 = load ptr, ptr %9, align 8, !tbaa !174
  %668 = icmp eq ptr %667, null
  br i1 %668, label %675, label %669

669:                                              ; preds = %666
  %670 = getelementptr inbounds i8, ptr %9, i64 16
  %671 = load ptr, ptr %670, align 8, !tbaa !176
  %672 = ptrtoint ptr %671 to i64
  %673 = ptrtoint ptr %667 to i64
  %674 = sub i64 %672, %673
  call void @_ZdlPvm(ptr noundef nonnull %667, i64 noundef %674) #33
  br label %675

675:                                              ; preds = %669, %666
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #28
  %676 = invoke noalias noundef nonnull dereferenceable(51) ptr @_Znam(i64 noundef 51) #30
          to label %677 unwind label %698

677:                                              ; preds = %675
  %678 = getelementptr inbounds i8, ptr %1, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(50) %676, ptr noundef nonnull align 1 dereferenceable(50) @.str.34, i64 50, i1 false)
  %679 = getelementptr inbounds i8, ptr %676, i64 50
  store i8 0, ptr %679, align 1, !tbaa !33
  %680 = load ptr, ptr %678, align 8, !tbaa !11
  store ptr %676, ptr %678, align 8, !tbaa !11
  %681 = icmp eq ptr %680, null
  br i1 %681, label %694, label %682

682:                                              ; preds = %677
  call void @_ZdaPv(ptr noundef nonnull %680) #33
  br label %694

683:                                              ; preds = %665
  %684 = landingpad { ptr, i32 }
          cleanup
  %685 = load ptr, ptr %9, align 8, !tbaa !174
  %686 = icmp eq ptr %685, null
  br i1 %686, label %693, label %687

687:                                              ; preds = %683
  %688 = getelementptr inbounds i8, ptr %9, i64 16
  %689 = load ptr, ptr %688, align 8, !tbaa !176
  %690 = ptrtoint ptr %689 to i64
  %691 = ptrtoint ptr %685 to i64
  %692 = sub i64 %690, %691
  call void @_ZdlPvm(ptr noundef nonnull %685, i64 noundef %692) #33
  br label %693

693:                                              ; preds = %687, %683
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #28
  br label %700

694:                                              ; preds = %682, %677
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE1_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull readonly align 8 dereferenceable(104) %534) #28
  invoke void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef 1)
          to label %695 unwind label %696

695:                                              ; preds = %694
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE1_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull readonly align 8 dereferenceable(104) %379) #28
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %14) #28
  br label %976

696:                                              ; preds = %694, %529, %527
  %697 = landingpad { ptr, i32 }
          cleanup
  br label %702

698:                                              ; preds = %675, %664, %659, %658, %532
  %699 = landingpad { ptr, i32 }
          cleanup
  br label %700

700:                                              ; preds = %698, %693
  %701 = phi { ptr, i32 } [ %699, %698 ], [ %684, %693 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE1_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull readonly align 8 dereferenceable(104) %534) #28
  br label %702

702:                                              ; preds = %700, %696
  %703 = phi { ptr, i32 } [ %697, %696 ], [ %701, %700 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE1_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull readonly align 8 dereferenceable(104) %379) #28
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %14) #28
  br label %970

704:                                              ; preds = %325
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %7)
  %705 = load i64, ptr %18, align 8, !tbaa !227
  store i64 %705, ptr %7, align 8, !tbaa !227
  %706 = getelementptr inbounds i8, ptr %7, i64 8
  %707 = load ptr, ptr %264, align 8, !tbaa !156
  store ptr %707, ptr %706, align 8, !tbaa !156
  %708 = getelementptr inbounds i8, ptr %7, i64 16
  %709 = load ptr, ptr %266, align 8, !tbaa !25
  store ptr %709, ptr %708, align 8, !tbaa !25
  %710 = icmp eq ptr %709, null
  br i1 %710, label %720, label %711

711:                                              ; preds = %704
  %712 = getelementptr inbounds i8, ptr %709, i64 8
  %713 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %714 = icmp eq i8 %713, 0
  br i1 %714, label %718, label %715

715:                                              ; preds = %711
  %716 = load i32, ptr %712, align 4, !tbaa !34
  %717 = add nsw i32 %716, 1
  store i32 %717, ptr %712, align 4, !tbaa !34
  br label %720

718:                                              ; preds = %711
  %719 = atomicrmw volatile add ptr %712, i32 1 acq_rel, align 4
  br label %720

720:                                              ; preds = %718, %715, %704
  %721 = getelementptr inbounds i8, ptr %7, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %721, ptr noundef nonnull readonly align 8 dereferenceable(16) %279, i64 16, i1 false)
  %722 = getelementptr inbounds i8, ptr %7, i64 40
  %723 = load ptr, ptr %280, align 8, !tbaa !156
  store ptr %723, ptr %722, align 8, !tbaa !156
  %724 = getelementptr inbounds i8, ptr %7, i64 48
  %725 = load ptr, ptr %282, align 8, !tbaa !25
  store ptr %725, ptr %724, align 8, !tbaa !25
  %726 = icmp eq ptr %725, null
  br i1 %726, label %736, label %727

727:                                              ; preds = %720
  %728 = getelementptr inbounds i8, ptr %725, i64 8
  %729 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %730 = icmp eq i8 %729, 0
  br i1 %730, label %734, label %731

731:                                              ; preds = %727
  %732 = load i32, ptr %728, align 4, !tbaa !34
  %733 = add nsw i32 %732, 1
  store i32 %733, ptr %728, align 4, !tbaa !34
  br label %736

734:                                              ; preds = %727
  %735 = atomicrmw volatile add ptr %728, i32 1 acq_rel, align 4
  br label %736

736:                                              ; preds = %734, %731, %720
  %737 = getelementptr inbounds i8, ptr %7, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %737, ptr noundef nonnull readonly align 8 dereferenceable(16) %295, i64 16, i1 false)
  %738 = getelementptr inbounds i8, ptr %7, i64 72
  %739 = load ptr, ptr %296, align 8, !tbaa !156
  store ptr %739, ptr %738, align 8, !tbaa !156
  %740 = getelementptr inbounds i8, ptr %7, i64 80
  %741 = load ptr, ptr %298, align 8, !tbaa !25
  store ptr %741, ptr %740, align 8, !tbaa !25
  %742 = icmp eq ptr %741, null
  br i1 %742, label %752, label %743

743:                                              ; preds = %736
  %744 = getelementptr inbounds i8, ptr %741, i64 8
  %745 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %746 = icmp eq i8 %745, 0
  br i1 %746, label %750, label %747

747:                                              ; preds = %743
  %748 = load i32, ptr %744, align 4, !tbaa !34
  %749 = add nsw i32 %748, 1
  store i32 %749, ptr %744, align 4, !tbaa !34
  br label %752

750:                                              ; preds = %743
  %751 = atomicrmw volatile add ptr %744, i32 1 acq_rel, align 4
  br label %752

752:                                              ; preds = %750, %747, %736
  %753 = getelementptr inbounds i8, ptr %7, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %753, ptr noundef nonnull readonly align 8 dereferenceable(16) %311, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %6)
  %754 = load i64, ptr %7, align 8, !tbaa !227
  store i64 %754, ptr %6, align 8, !tbaa !227
  %755 = getelementptr inbounds i8, ptr %6, i64 8
  %756 = load ptr, ptr %706, align 8, !tbaa !156
  store ptr %756, ptr %755, align 8, !tbaa !156
  %757 = getelementptr inbounds i8, ptr %6, i64 16
  %758 = load ptr, ptr %708, align 8, !tbaa !25
  store ptr %758, ptr %757, align 8, !tbaa !25
  %759 = icmp eq ptr %758, null
  br i1 %759, label %769, label %760

760:                                              ; preds = %752
  %761 = getelementptr inbounds i8, ptr %758, i64 8
  %762 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %763 = icmp eq i8 %762, 0
  br i1 %763, label %767, label %764

764:                                              ; preds = %760
  %765 = load i32, ptr %761, align 4, !tbaa !34
  %766 = add nsw i32 %765, 1
  store i32 %766, ptr %761, align 4, !tbaa !34
  br label %769

767:                                              ; preds = %760
  %768 = atomicrmw volatile add ptr %761, i32 1 acq_rel, align 4
  br label %769

769:                                              ; preds = %767, %764, %752
  %770 = getelementptr inbounds i8, ptr %6, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %770, ptr noundef nonnull readonly align 8 dereferenceable(16) %721, i64 16, i1 false)
  %771 = getelementptr inbounds i8, ptr %6, i64 40
  %772 = load ptr, ptr %722, align 8, !tbaa !156
  store ptr %772, ptr %771, align 8, !tbaa !156
  %773 = getelementptr inbounds i8, ptr %6, i64 48
  %774 = load ptr, ptr %724, align 8, !tbaa !25
  store ptr %774, ptr %773, align 8, !tbaa !25
  %775 = icmp eq ptr %774, null
  br i1 %775, label %785, label %776

776:                                              ; preds = %769
  %777 = getelementptr inbounds i8, ptr %774, i64 8
  %778 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %779 = icmp eq i8 %778, 0
  br i1 %779, label %783, label %780

780:                                              ; preds = %776
  %781 = load i32, ptr %777, align 4, !tbaa !34
  %782 = add nsw i32 %781, 1
  store i32 %782, ptr %777, align 4, !tbaa !34
  br label %785

783:                                              ; preds = %776
  %784 = atomicrmw volatile add ptr %777, i32 1 acq_rel, align 4
  br label %785

785:                                              ; preds = %783, %780, %769
  %786 = getelementptr inbounds i8, ptr %6, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %786, ptr noundef nonnull readonly align 8 dereferenceable(16) %737, i64 16, i1 false)
  %787 = getelementptr inbounds i8, ptr %6, i64 72
  %788 = load ptr, ptr %738, align 8, !tbaa !156
  store ptr %788, ptr %787, align 8, !tbaa !156
  %789 = getelementptr inbounds i8, ptr %6, i64 80
  %790 = load ptr, ptr %740, align 8, !tbaa !25
  store ptr %790, ptr %789, align 8, !tbaa !25
  %791 = icmp eq ptr %790, null
  br i1 %791, label %801, label %792

792:                                              ; preds = %785
  %793 = getelementptr inbounds i8, ptr %790, i64 8
  %794 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %795 = icmp eq i8 %794, 0
  br i1 %795, label %799, label %796

796:                                              ; preds = %792
  %797 = load i32, ptr %793, align 4, !tbaa !34
  %798 = add nsw i32 %797, 1
  store i32 %798, ptr %793, align 4, !tbaa !34
  br label %801

799:                                              ; preds = %792
  %800 = atomicrmw volatile add ptr %793, i32 1 acq_rel, align 4
  br label %801

801:                                              ; preds = %799, %796, %785
  %802 = getelementptr inbounds i8, ptr %6, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %802, ptr noundef nonnull readonly align 8 dereferenceable(16) %753, i64 16, i1 false)
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE1_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %6) #28
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %6)
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE1_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %7) #28
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %7)
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.33)
          to label %803 unwind label %972

803:                                              ; preds = %801
  invoke void @_ZN4sycl3_V17handler22setKernelIsCooperativeEb(ptr noundef nonnull align 8 dereferenceable(216) %1, i1 noundef zeroext false)
          to label %804 unwind label %972

804:                                              ; preds = %803
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5)
  %805 = getelementptr inbounds i8, ptr %5, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %805, i8 0, i64 16, i1 false), !alias.scope !238
  store i64 64, ptr %5, align 8, !tbaa !5, !alias.scope !238
  invoke void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range.105") align 8 %5, i1 noundef zeroext false, i32 noundef 1)
          to label %806 unwind label %972

806:                                              ; preds = %804
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5)
  %807 = load i64, ptr %18, align 8, !tbaa !227
  store i64 %807, ptr %17, align 8, !tbaa !227
  %808 = getelementptr inbounds i8, ptr %17, i64 8
  %809 = load ptr, ptr %264, align 8, !tbaa !156
  store ptr %809, ptr %808, align 8, !tbaa !156
  %810 = getelementptr inbounds i8, ptr %17, i64 16
  %811 = load ptr, ptr %266, align 8, !tbaa !25
  store ptr null, ptr %266, align 8, !tbaa !25
  store ptr %811, ptr %810, align 8, !tbaa !25
  store ptr null, ptr %264, align 8, !tbaa !156
  %812 = getelementptr inbounds i8, ptr %17, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %812, ptr noundef nonnull align 8 dereferenceable(16) %279, i64 16, i1 false)
  %813 = getelementptr inbounds i8, ptr %17, i64 40
  %814 = load ptr, ptr %280, align 8, !tbaa !156
  store ptr %814, ptr %813, align 8, !tbaa !156
  %815 = getelementptr inbounds i8, ptr %17, i64 48
  %816 = load ptr, ptr %282, align 8, !tbaa !25
  store ptr null, ptr %282, align 8, !tbaa !25
  store ptr %816, ptr %815, align 8, !tbaa !25
  store ptr null, ptr %280, align 8, !tbaa !156
  %817 = getelementptr inbounds i8, ptr %17, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %817, ptr noundef nonnull align 8 dereferenceable(16) %295, i64 16, i1 false)
  %818 = getelementptr inbounds i8, ptr %17, i64 72
  %819 = getelementptr inbounds i8, ptr %17, i64 80
  %820 = load <2 x ptr>, ptr %296, align 8, !tbaa !11
  store ptr null, ptr %298, align 8, !tbaa !25
  store <2 x ptr> %820, ptr %818, align 8, !tbaa !11
  store ptr null, ptr %296, align 8, !tbaa !156
  %821 = getelementptr inbounds i8, ptr %17, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %821, ptr noundef nonnull align 8 dereferenceable(16) %311, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %3)
  %822 = invoke noalias noundef nonnull dereferenceable(112) ptr @_Znwm(i64 noundef 112) #30
          to label %823 unwind label %966

823:                                              ; preds = %806
  store i64 %807, ptr %3, align 8, !tbaa !227, !noalias !241
  %824 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr %809, ptr %824, align 8, !tbaa !156, !noalias !241
  %825 = getelementptr inbounds i8, ptr %3, i64 16
  store ptr %811, ptr %825, align 8, !tbaa !25, !noalias !241
  %826 = icmp eq ptr %811, null
  br i1 %826, label %838, label %827

827:                                              ; preds = %823
  %828 = getelementptr inbounds i8, ptr %811, i64 8
  %829 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !241
  %830 = icmp eq i8 %829, 0
  br i1 %830, label %834, label %831

831:                                              ; preds = %827
  %832 = load i32, ptr %828, align 4, !tbaa !34, !noalias !241
  %833 = add nsw i32 %832, 1
  store i32 %833, ptr %828, align 4, !tbaa !34, !noalias !241
  br label %838

834:                                              ; preds = %827
  %835 = atomicrmw volatile add ptr %828, i32 1 acq_rel, align 4, !noalias !241
  %836 = load ptr, ptr %813, align 8, !tbaa !156, !noalias !241
  %837 = load ptr, ptr %815, align 8, !tbaa !25, !noalias !241
  br label %838

838:                                              ; preds = %834, %831, %823
  %839 = phi ptr [ %837, %834 ], [ %816, %831 ], [ %816, %823 ]
  %840 = phi ptr [ %836, %834 ], [ %814, %831 ], [ %814, %823 ]
  %841 = getelementptr inbounds i8, ptr %3, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %841, ptr noundef nonnull readonly align 8 dereferenceable(16) %812, i64 16, i1 false), !noalias !241
  %842 = getelementptr inbounds i8, ptr %3, i64 40
  store ptr %840, ptr %842, align 8, !tbaa !156, !noalias !241
  %843 = getelementptr inbounds i8, ptr %3, i64 48
  store ptr %839, ptr %843, align 8, !tbaa !25, !noalias !241
  %844 = icmp eq ptr %839, null
  br i1 %844, label %854, label %845

845:                                              ; preds = %838
  %846 = getelementptr inbounds i8, ptr %839, i64 8
  %847 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !241
  %848 = icmp eq i8 %847, 0
  br i1 %848, label %852, label %849

849:                                              ; preds = %845
  %850 = load i32, ptr %846, align 4, !tbaa !34, !noalias !241
  %851 = add nsw i32 %850, 1
  store i32 %851, ptr %846, align 4, !tbaa !34, !noalias !241
  br label %854

852:                                              ; preds = %845
  %853 = atomicrmw volatile add ptr %846, i32 1 acq_rel, align 4, !noalias !241
  br label %854

854:                                              ; preds = %852, %849, %838
  %855 = getelementptr inbounds i8, ptr %3, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %855, ptr noundef nonnull readonly align 8 dereferenceable(16) %817, i64 16, i1 false), !noalias !241
  %856 = getelementptr inbounds i8, ptr %3, i64 72
  %857 = load ptr, ptr %818, align 8, !tbaa !156, !noalias !241
  store ptr %857, ptr %856, align 8, !tbaa !156, !noalias !241
  %858 = getelementptr inbounds i8, ptr %3, i64 80
  %859 = load ptr, ptr %819, align 8, !tbaa !25, !noalias !241
  store ptr %859, ptr %858, align 8, !tbaa !25, !noalias !241
  %860 = icmp eq ptr %859, null
  br i1 %860, label %870, label %861

861:                                              ; preds = %854
  %862 = getelementptr inbounds i8, ptr %859, i64 8
  %863 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !241
  %864 = icmp eq i8 %863, 0
  br i1 %864, label %868, label %865

865:                                              ; preds = %861
  %866 = load i32, ptr %862, align 4, !tbaa !34, !noalias !241
  %867 = add nsw i32 %866, 1
  store i32 %867, ptr %862, align 4, !tbaa !34, !noalias !241
  br label %870

868:                                              ; preds = %861
  %869 = atomicrmw volatile add ptr %862, i32 1 acq_rel, align 4, !noalias !241
  br label %870

870:                                              ; preds = %868, %865, %854
  %871 = getelementptr inbounds i8, ptr %3, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %871, ptr noundef nonnull readonly align 8 dereferenceable(16) %821, i64 16, i1 false), !noalias !241
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %822, align 8, !tbaa !31, !noalias !241
  %872 = getelementptr inbounds i8, ptr %822, i64 8
  %873 = load i64, ptr %3, align 8, !tbaa !227, !noalias !241
  store i64 %873, ptr %872, align 8, !tbaa !227, !noalias !241
  %874 = getelementptr inbounds i8, ptr %822, i64 16
  %875 = load ptr, ptr %824, align 8, !tbaa !156, !noalias !241
  store ptr %875, ptr %874, align 8, !tbaa !156, !noalias !241
  %876 = getelementptr inbounds i8, ptr %822, i64 24
  %877 = load ptr, ptr %825, align 8, !tbaa !25, !noalias !241
  store ptr %877, ptr %876, align 8, !tbaa !25, !noalias !241
  %878 = icmp eq ptr %877, null
  br i1 %878, label %888, label %879

879:                                              ; preds = %870
  %880 = getelementptr inbounds i8, ptr %877, i64 8
  %881 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !241
  %882 = icmp eq i8 %881, 0
  br i1 %882, label %886, label %883

883:                                              ; preds = %879
  %884 = load i32, ptr %880, align 4, !tbaa !34, !noalias !241
  %885 = add nsw i32 %884, 1
  store i32 %885, ptr %880, align 4, !tbaa !34, !noalias !241
  br label %888

886:                                              ; preds = %879
  %887 = atomicrmw volatile add ptr %880, i32 1 acq_rel, align 4, !noalias !241
  br label %888

888:                                              ; preds = %886, %883, %870
  %889 = getelementptr inbounds i8, ptr %822, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %889, ptr noundef nonnull readonly align 8 dereferenceable(16) %841, i64 16, i1 false), !noalias !241
  %890 = getelementptr inbounds i8, ptr %822, i64 48
  %891 = load ptr, ptr %842, align 8, !tbaa !156, !noalias !241
  store ptr %891, ptr %890, align 8, !tbaa !156, !noalias !241
  %892 = getelementptr inbounds i8, ptr %822, i64 56
  %893 = load ptr, ptr %843, align 8, !tbaa !25, !noalias !241
  store ptr %893, ptr %892, align 8, !tbaa !25, !noalias !241
  %894 = icmp eq ptr %893, null
  br i1 %894, label %904, label %895

895:                                              ; preds = %888
  %896 = getelementptr inbounds i8, ptr %893, i64 8
  %897 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !241
  %898 = icmp eq i8 %897, 0
  br i1 %898, label %902, label %899

899:                                              ; preds = %895
  %900 = load i32, ptr %896, align 4, !tbaa !34, !noalias !241
  %901 = add nsw i32 %900, 1
  store i32 %901, ptr %896, align 4, !tbaa !34, !noalias !241
  br label %904

902:                                              ; preds = %895
  %903 = atomicrmw volatile add ptr %896, i32 1 acq_rel, align 4, !noalias !241
  br label %904

904:                                              ; preds = %902, %899, %888
  %905 = getelementptr inbounds i8, ptr %822, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %905, ptr noundef nonnull readonly align 8 dereferenceable(16) %855, i64 16, i1 false), !noalias !241
  %906 = getelementptr inbounds i8, ptr %822, i64 80
  %907 = load ptr, ptr %856, align 8, !tbaa !156, !noalias !241
  store ptr %907, ptr %906, align 8, !tbaa !156, !noalias !241
  %908 = getelementptr inbounds i8, ptr %822, i64 88
  %909 = load ptr, ptr %858, align 8, !tbaa !25, !noalias !241
  store ptr %909, ptr %908, align 8, !tbaa !25, !noalias !241
  %910 = icmp eq ptr %909, null
  br i1 %910, label %920, label %911

911:                                              ; preds = %904
  %912 = getelementptr inbounds i8, ptr %909, i64 8
  %913 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !241
  %914 = icmp eq i8 %913, 0
  br i1 %914, label %918, label %915

915:                                              ; preds = %911
  %916 = load i32, ptr %912, align 4, !tbaa !34, !noalias !241
  %917 = add nsw i32 %916, 1
  store i32 %917, ptr %912, align 4, !tbaa !34, !noalias !241
  br label %920

918:                                              ; preds = %911
  %919 = atomicrmw volatile add ptr %912, i32 1 acq_rel, align 4, !noalias !241
  br label %920

920:                                              ; preds = %918, %915, %904
  %921 = getelementptr inbounds i8, ptr %822, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %921, ptr noundef nonnull readonly align 8 dereferenceable(16) %871, i64 16, i1 false), !noalias !241
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE1_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %3) #28, !noalias !241
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %3)
  %922 = getelementptr inbounds i8, ptr %1, i64 152
  %923 = load ptr, ptr %922, align 8, !tbaa !11
  store ptr %822, ptr %922, align 8, !tbaa !11
  %924 = icmp eq ptr %923, null
  br i1 %924, label %929, label %925

925:                                              ; preds = %920
  %926 = load ptr, ptr %923, align 8, !tbaa !31
  %927 = getelementptr inbounds i8, ptr %926, i64 16
  %928 = load ptr, ptr %927, align 8
  call void %928(ptr noundef nonnull align 8 dereferenceable(8) %923) #28
  br label %929

929:                                              ; preds = %925, %920
  invoke void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %930 unwind label %966

930:                                              ; preds = %929
  %931 = load ptr, ptr %922, align 8, !tbaa !11
  %932 = load ptr, ptr %931, align 8, !tbaa !31
  %933 = load ptr, ptr %932, align 8
  %934 = invoke noundef ptr %933(ptr noundef nonnull align 8 dereferenceable(8) %931)
          to label %935 unwind label %966

935:                                              ; preds = %930
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #28
  invoke void @_ZN4sycl3_V16detail19getKernelParamDescsI4TapsEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind nonnull writable sret(%"class.std::vector.127") align 8 %4)
          to label %936 unwind label %966

936:                                              ; preds = %935
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %934, ptr noundef nonnull align 8 dereferenceable(24) %4, i1 noundef zeroext false)
          to label %937 unwind label %954

937:                                              ; preds = %936
  %938 = load ptr, ptr %4, align 8, !tbaa !174
  %939 = icmp eq ptr %938, null
  br i1 %939, label %946, label %940

940:                                              ; preds = %937
  %941 = getelementptr inbounds i8, ptr %4, i64 16
  %942 = load ptr, ptr %941, align 8, !tbaa !176
  %943 = ptrtoint ptr %942 to i64
  %944 = ptrtoint ptr %938 to i64
  %945 = sub i64 %943, %944
  call void @_ZdlPvm(ptr noundef nonnull %938, i64 noundef %945) #33
  br label %946

946:                                              ; preds = %940, %937
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #28
  %947 = invoke noalias noundef nonnull dereferenceable(10) ptr @_Znam(i64 noundef 10) #30
          to label %948 unwind label %966

948:                                              ; preds = %946
  %949 = getelementptr inbounds i8, ptr %1, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(9) %947, ptr noundef nonnull align 1 dereferenceable(9) @.str.33, i64 9, i1 false)
  %950 = getelementptr inbounds i8, ptr %947, i64 9
  store i8 0, ptr %950, align 1, !tbaa !33
  %951 = load ptr, ptr %949, align 8, !tbaa !11
  store ptr %947, ptr %949, align 8, !tbaa !11
  %952 = icmp eq ptr %951, null
  br i1 %952, label %965, label %953

953:                                              ; preds = %948
  call void @_ZdaPv(ptr noundef nonnull %951) #33
  br label %965

954:                                              ; preds = %936
  %955 = landingpad { ptr, i32 }
          cleanup
  %956 = load ptr, ptr %4, align 8, !tbaa !174
  %957 = icmp eq ptr %956, null
  br i1 %957, label %964, label %958

958:                                              ; preds = %954
  %959 = getelementptr inbounds i8, ptr %4, i64 16
  %960 = load ptr, ptr %959, align 8, !tbaa !176
  %961 = ptrtoint ptr %960 to i64
  %962 = ptrtoint ptr %956 to i64
  %963 = sub i64 %961, %962
  call void @_ZdlPvm(ptr noundef nonnull %956, i64 noundef %963) #33
  br label %964

964:                                              ; preds = %958, %954
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #28
  br label %968

965:                                              ; preds = %953, %948
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE1_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %17) #28
  invoke void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef 1)
          to label %976 unwind label %972

966:                                              ; preds = %946, %935, %930, %929, %806
  %967 = landingpad { ptr, i32 }
          cleanup
  br label %968

968:                                              ; preds = %966, %964
  %969 = phi { ptr, i32 } [ %967, %966 ], [ %955, %964 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE1_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %17) #28
  br label %970

970:                                              ; preds = %968, %702
  %971 = phi { ptr, i32 } [ %703, %702 ], [ %969, %968 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %13) #28
  br label %974

972:                                              ; preds = %965, %804, %803, %801, %324, %320, %310
  %973 = landingpad { ptr, i32 }
          cleanup
  br label %974

974:                                              ; preds = %972, %970, %322
  %975 = phi { ptr, i32 } [ %973, %972 ], [ %323, %322 ], [ %971, %970 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE1_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %18) #28
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE1_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %31) #28
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %31) #28
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %29) #28
  br label %1069

976:                                              ; preds = %965, %695
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %13) #28
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %15)
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %16)
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %17)
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE1_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %18) #28
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %18)
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE1_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %31) #28
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %31) #28
  %977 = load ptr, ptr %230, align 8, !tbaa !25
  %978 = icmp eq ptr %977, null
  br i1 %978, label %1003, label %979

979:                                              ; preds = %976
  %980 = getelementptr inbounds i8, ptr %977, i64 8
  %981 = load atomic i64, ptr %980 acquire, align 8
  %982 = icmp eq i64 %981, 4294967297
  %983 = trunc i64 %981 to i32
  br i1 %982, label %984, label %992

984:                                              ; preds = %979
  store i32 0, ptr %980, align 8, !tbaa !27
  %985 = getelementptr inbounds i8, ptr %977, i64 12
  store i32 0, ptr %985, align 4, !tbaa !30
  %986 = load ptr, ptr %977, align 8, !tbaa !31
  %987 = getelementptr inbounds i8, ptr %986, i64 16
  %988 = load ptr, ptr %987, align 8
  call void %988(ptr noundef nonnull align 8 dereferenceable(16) %977) #28
  %989 = load ptr, ptr %977, align 8, !tbaa !31
  %990 = getelementptr inbounds i8, ptr %989, i64 24
  %991 = load ptr, ptr %990, align 8
  call void %991(ptr noundef nonnull align 8 dereferenceable(16) %977) #28
  br label %1003

992:                                              ; preds = %979
  %993 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %994 = icmp eq i8 %993, 0
  br i1 %994, label %997, label %995

995:                                              ; preds = %992
  %996 = add nsw i32 %983, -1
  store i32 %996, ptr %980, align 4, !tbaa !34
  br label %999

997:                                              ; preds = %992
  %998 = atomicrmw volatile add ptr %980, i32 -1 acq_rel, align 4
  br label %999

999:                                              ; preds = %997, %995
  %1000 = phi i32 [ %983, %995 ], [ %998, %997 ]
  %1001 = icmp eq i32 %1000, 1
  br i1 %1001, label %1002, label %1003, !prof !35

1002:                                             ; preds = %999
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %977) #28
  br label %1003

1003:                                             ; preds = %1002, %999, %984, %976
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %29) #28
  %1004 = load ptr, ptr %212, align 8, !tbaa !25
  %1005 = icmp eq ptr %1004, null
  br i1 %1005, label %1030, label %1006

1006:                                             ; preds = %1003
  %1007 = getelementptr inbounds i8, ptr %1004, i64 8
  %1008 = load atomic i64, ptr %1007 acquire, align 8
  %1009 = icmp eq i64 %1008, 4294967297
  %1010 = trunc i64 %1008 to i32
  br i1 %1009, label %1011, label %1019

1011:                                             ; preds = %1006
  store i32 0, ptr %1007, align 8, !tbaa !27
  %1012 = getelementptr inbounds i8, ptr %1004, i64 12
  store i32 0, ptr %1012, align 4, !tbaa !30
  %1013 = load ptr, ptr %1004, align 8, !tbaa !31
  %1014 = getelementptr inbounds i8, ptr %1013, i64 16
  %1015 = load ptr, ptr %1014, align 8
  call void %1015(ptr noundef nonnull align 8 dereferenceable(16) %1004) #28
  %1016 = load ptr, ptr %1004, align 8, !tbaa !31
  %1017 = getelementptr inbounds i8, ptr %1016, i64 24
  %1018 = load ptr, ptr %1017, align 8
  call void %1018(ptr noundef nonnull align 8 dereferenceable(16) %1004) #28
  br label %1030

1019:                                             ; preds = %1006
  %1020 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %1021 = icmp eq i8 %1020, 0
  br i1 %1021, label %1024, label %1022

1022:                                             ; preds = %1019
  %1023 = add nsw i32 %1010, -1
  store i32 %1023, ptr %1007, align 4, !tbaa !34
  br label %1026

1024:                                             ; preds = %1019
  %1025 = atomicrmw volatile add ptr %1007, i32 -1 acq_rel, align 4
  br label %1026

1026:                                             ; preds = %1024, %1022
  %1027 = phi i32 [ %1010, %1022 ], [ %1025, %1024 ]
  %1028 = icmp eq i32 %1027, 1
  br i1 %1028, label %1029, label %1030, !prof !35

1029:                                             ; preds = %1026
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1004) #28
  br label %1030

1030:                                             ; preds = %1029, %1026, %1011, %1003
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %27) #28
  %1031 = load ptr, ptr %248, align 8, !tbaa !25
  %1032 = icmp eq ptr %1031, null
  br i1 %1032, label %1075, label %1033

1033:                                             ; preds = %1030
  %1034 = getelementptr inbounds i8, ptr %1031, i64 8
  %1035 = load atomic i64, ptr %1034 acquire, align 8
  %1036 = icmp eq i64 %1035, 4294967297
  %1037 = trunc i64 %1035 to i32
  br i1 %1036, label %1038, label %1046

1038:                                             ; preds = %1033
  store i32 0, ptr %1034, align 8, !tbaa !27
  %1039 = getelementptr inbounds i8, ptr %1031, i64 12
  store i32 0, ptr %1039, align 4, !tbaa !30
  %1040 = load ptr, ptr %1031, align 8, !tbaa !31
  %1041 = getelementptr inbounds i8, ptr %1040, i64 16
  %1042 = load ptr, ptr %1041, align 8
  call void %1042(ptr noundef nonnull align 8 dereferenceable(16) %1031) #28
  %1043 = load ptr, ptr %1031, align 8, !tbaa !31
  %1044 = getelementptr inbounds i8, ptr %1043, i64 24
  %1045 = load ptr, ptr %1044, align 8
  call void %1045(ptr noundef nonnull align 8 dereferenceable(16) %1031) #28
  br label %1075

1046:                                             ; preds = %1033
  %1047 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %1048 = icmp eq i8 %1047, 0
  br i1 %1048, label %1051, label %1049

1049:                                             ; preds = %1046
  %1050 = add nsw i32 %1037, -1
  store i32 %1050, ptr %1034, align 4, !tbaa !34
  br label %1053

1051:                                             ; preds = %1046
  %1052 = atomicrmw volatile add ptr %1034, i32 -1 acq_rel, align 4
  br label %1053

1053:                                             ; preds = %1051, %1049
  %1054 = phi i32 [ %1037, %1049 ], [ %1052, %1051 ]
  %1055 = icmp eq i32 %1054, 1
  br i1 %1055, label %1056, label %1075, !prof !35

1056:                                             ; preds = %1053
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1031) #28
  br label %1075

1057:                                             ; preds = %2
  %1058 = landingpad { ptr, i32 }
          cleanup
  br label %1059

1059:                                             ; preds = %1057, %38
  %1060 = phi { ptr, i32 } [ %1058, %1057 ], [ %39, %38 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %26) #28
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %26) #28
  br label %1073

1061:                                             ; preds = %89
  %1062 = landingpad { ptr, i32 }
          cleanup
  br label %1063

1063:                                             ; preds = %1061, %96
  %1064 = phi { ptr, i32 } [ %1062, %1061 ], [ %97, %96 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %28) #28
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %28) #28
  br label %1071

1065:                                             ; preds = %147
  %1066 = landingpad { ptr, i32 }
          cleanup
  br label %1067

1067:                                             ; preds = %1065, %155
  %1068 = phi { ptr, i32 } [ %1066, %1065 ], [ %156, %155 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %30) #28
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %30) #28
  br label %1069

1069:                                             ; preds = %1067, %974
  %1070 = phi { ptr, i32 } [ %975, %974 ], [ %1068, %1067 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %29) #28
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %27) #28
  br label %1071

1071:                                             ; preds = %1069, %1063
  %1072 = phi { ptr, i32 } [ %1070, %1069 ], [ %1064, %1063 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %27) #28
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %25) #28
  br label %1073

1073:                                             ; preds = %1071, %1059
  %1074 = phi { ptr, i32 } [ %1072, %1071 ], [ %1060, %1059 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %25) #28
  resume { ptr, i32 } %1074

1075:                                             ; preds = %1030, %1038, %1053, %1056
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %25) #28
  ret void
}

; Function Attrs: mustprogress uwtable
define internal noundef zeroext i1 @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E1_E10_M_managerERSt9_Any_dataRKS7_St18_Manager_operation(ptr nocapture noundef nonnull align 8 dereferenceable(16) %0, ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %1, i32 noundef %2) #6 align 2 {
  switch i32 %2, label %14 [
    i32 0, label %4
    i32 1, label %5
    i32 3, label %10
    i32 2, label %7
  ]

4:                                                ; preds = %3
  store ptr @_ZTIZ4mainEUlRN4sycl3_V17handlerEE1_, ptr %0, align 8, !tbaa !11
  br label %14

5:                                                ; preds = %3
  %6 = load ptr, ptr %1, align 8, !tbaa !11
  store ptr %6, ptr %0, align 8, !tbaa !11
  br label %14

7:                                                ; preds = %3
  %8 = load ptr, ptr %1, align 8, !tbaa !11
  %9 = tail call noalias noundef nonnull dereferenceable(32) ptr @_Znwm(i64 noundef 32) #30
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %9, ptr noundef nonnull readonly align 8 dereferenceable(32) %8, i64 32, i1 false), !tbaa.struct !220
  store ptr %9, ptr %0, align 8, !tbaa !11
  br label %14

10:                                               ; preds = %3
  %11 = load ptr, ptr %0, align 8, !tbaa !11
  %12 = icmp eq ptr %11, null
  br i1 %12, label %14, label %13

13:                                               ; preds = %10
  tail call void @_ZdlPvm(ptr noundef nonnull %11, i64 noundef 32) #33
  br label %14

14:                                               ; preds = %3, %13, %10, %7, %5, %4
  ret i1 false
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  %15 = load ptr, ptr %3, align 8, !tbaa !31
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
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
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #28
  %43 = load ptr, ptr %31, align 8, !tbaa !31
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #28
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #28
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
  tail call void %70(ptr noundef nonnull align 8 dereferenceable(16) %59) #28
  %71 = load ptr, ptr %59, align 8, !tbaa !31
  %72 = getelementptr inbounds i8, ptr %71, i64 24
  %73 = load ptr, ptr %72, align 8
  tail call void %73(ptr noundef nonnull align 8 dereferenceable(16) %59) #28
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %59) #28
  br label %85

85:                                               ; preds = %57, %66, %81, %84
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI4TapsEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv(ptr dead_on_unwind noalias writable sret(%"class.std::vector.127") align 8 %0) local_unnamed_addr #6 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"struct.sycl::_V1::detail::kernel_param_desc_t", align 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, i8 0, i64 24, i1 false)
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = tail call noalias noundef nonnull dereferenceable(60) ptr @_Znwm(i64 noundef 60) #30
  store ptr %4, ptr %0, align 8, !tbaa !174
  %5 = getelementptr inbounds i8, ptr %4, i64 60
  store ptr %5, ptr %3, align 8, !tbaa !176
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #28
  store i64 34359738369, ptr %2, align 8
  store i32 0, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !195
  %8 = getelementptr inbounds i8, ptr %4, i64 12
  store ptr %8, ptr %7, align 8, !tbaa !198
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #28
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #28
  store i64 34359738369, ptr %2, align 8
  store i32 8, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %8, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !195
  %9 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr %9, ptr %7, align 8, !tbaa !198
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #28
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #28
  store i64 17446157156352, ptr %2, align 8
  store i32 16, ptr %6, align 8
  %10 = load ptr, ptr %3, align 8, !tbaa !176
  %11 = icmp eq ptr %9, %10
  br i1 %11, label %15, label %12

12:                                               ; preds = %1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %9, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !195
  %13 = load ptr, ptr %7, align 8, !tbaa !198
  %14 = getelementptr inbounds i8, ptr %13, i64 12
  store ptr %14, ptr %7, align 8, !tbaa !198
  br label %18

15:                                               ; preds = %1
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr nonnull %9, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %16 unwind label %37

16:                                               ; preds = %15
  %17 = load ptr, ptr %7, align 8, !tbaa !11
  br label %18

18:                                               ; preds = %16, %12
  %19 = phi ptr [ %17, %16 ], [ %14, %12 ]
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #28
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #28
  store i64 17446157156352, ptr %2, align 8
  store i32 48, ptr %6, align 8
  %20 = load ptr, ptr %3, align 8, !tbaa !176
  %21 = icmp eq ptr %19, %20
  br i1 %21, label %25, label %22

22:                                               ; preds = %18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %19, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !195
  %23 = load ptr, ptr %7, align 8, !tbaa !198
  %24 = getelementptr inbounds i8, ptr %23, i64 12
  store ptr %24, ptr %7, align 8, !tbaa !198
  br label %28

25:                                               ; preds = %18
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %19, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %26 unwind label %37

26:                                               ; preds = %25
  %27 = load ptr, ptr %7, align 8, !tbaa !11
  br label %28

28:                                               ; preds = %26, %22
  %29 = phi ptr [ %27, %26 ], [ %24, %22 ]
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #28
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #28
  store i64 17446157156352, ptr %2, align 8
  store i32 80, ptr %6, align 8
  %30 = load ptr, ptr %3, align 8, !tbaa !176
  %31 = icmp eq ptr %29, %30
  br i1 %31, label %35, label %32

32:                                               ; preds = %28
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %29, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !195
  %33 = load ptr, ptr %7, align 8, !tbaa !198
  %34 = getelementptr inbounds i8, ptr %33, i64 12
  store ptr %34, ptr %7, align 8, !tbaa !198
  br label %36

35:                                               ; preds = %28
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %29, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %36 unwind label %37

36:                                               ; preds = %35, %32
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #28
  ret void

37:                                               ; preds = %15, %25, %35
  %38 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #28
  %39 = load ptr, ptr %0, align 8, !tbaa !174
  %40 = icmp eq ptr %39, null
  br i1 %40, label %46, label %41

41:                                               ; preds = %37
  %42 = load ptr, ptr %3, align 8, !tbaa !176
  %43 = ptrtoint ptr %42 to i64
  %44 = ptrtoint ptr %39 to i64
  %45 = sub i64 %43, %44
  call void @_ZdlPvm(ptr noundef nonnull %39, i64 noundef %45) #33
  br label %46

46:                                               ; preds = %37, %41
  resume { ptr, i32 } %38
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE1_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(120) %0) unnamed_addr #23 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE1_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(120) %0) unnamed_addr #7 align 2 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE1_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EEE, i64 16), ptr %0, align 8, !tbaa !31
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  tail call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE1_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull readonly align 8 dereferenceable(104) %2) #28
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE1_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EED0Ev(ptr noundef nonnull align 8 dereferenceable(120) %0) unnamed_addr #7 align 2 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE1_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EEE, i64 16), ptr %0, align 8, !tbaa !31
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  tail call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE1_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull readonly align 8 dereferenceable(104) %2) #28
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 120) #33
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE1_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EE23InstantiateKernelOnHostEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(120) %0) unnamed_addr #6 align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel.182", align 16
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = getelementptr inbounds i8, ptr %2, i64 8
  %5 = load <2 x i64>, ptr %3, align 8
  store <2 x i64> %5, ptr %2, align 16
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  %7 = getelementptr inbounds i8, ptr %0, i64 24
  %8 = load ptr, ptr %7, align 8, !tbaa !156
  store ptr %8, ptr %6, align 16, !tbaa !156
  %9 = getelementptr inbounds i8, ptr %2, i64 24
  %10 = getelementptr inbounds i8, ptr %0, i64 32
  %11 = load ptr, ptr %10, align 8, !tbaa !25
  store ptr %11, ptr %9, align 8, !tbaa !25
  %12 = icmp eq ptr %11, null
  br i1 %12, label %22, label %13

13:                                               ; preds = %1
  %14 = getelementptr inbounds i8, ptr %11, i64 8
  %15 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %16 = icmp eq i8 %15, 0
  br i1 %16, label %20, label %17

17:                                               ; preds = %13
  %18 = load i32, ptr %14, align 4, !tbaa !34
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %14, align 4, !tbaa !34
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
  %27 = load ptr, ptr %26, align 8, !tbaa !156
  store ptr %27, ptr %25, align 16, !tbaa !156
  %28 = getelementptr inbounds i8, ptr %2, i64 56
  %29 = getelementptr inbounds i8, ptr %0, i64 64
  %30 = load ptr, ptr %29, align 8, !tbaa !25
  store ptr %30, ptr %28, align 8, !tbaa !25
  %31 = icmp eq ptr %30, null
  br i1 %31, label %41, label %32

32:                                               ; preds = %22
  %33 = getelementptr inbounds i8, ptr %30, i64 8
  %34 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %35 = icmp eq i8 %34, 0
  br i1 %35, label %39, label %36

36:                                               ; preds = %32
  %37 = load i32, ptr %33, align 4, !tbaa !34
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %33, align 4, !tbaa !34
  br label %41

39:                                               ; preds = %32
  %40 = atomicrmw volatile add ptr %33, i32 1 acq_rel, align 4
  br label %41

41:                                               ; preds = %39, %36, %22
  %42 = getelementptr inbounds i8, ptr %2, i64 64
  %43 = getelementptr inbounds i8, ptr %0, i64 72
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %42, ptr noundef nonnull readonly align 8 dereferenceable(16) %43, i64 16, i1 false)
  %44 = getelementptr inbounds i8, ptr %2, i64 80
  %45 = getelementptr inbounds i8, ptr %0, i64 88
  %46 = load ptr, ptr %45, align 8, !tbaa !156
  store ptr %46, ptr %44, align 16, !tbaa !156
  %47 = getelementptr inbounds i8, ptr %2, i64 88
  %48 = getelementptr inbounds i8, ptr %0, i64 96
  %49 = load ptr, ptr %48, align 8, !tbaa !25
  store ptr %49, ptr %47, align 8, !tbaa !25
  %50 = icmp eq ptr %49, null
  br i1 %50, label %60, label %51

51:                                               ; preds = %41
  %52 = getelementptr inbounds i8, ptr %49, i64 8
  %53 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %54 = icmp eq i8 %53, 0
  br i1 %54, label %58, label %55

55:                                               ; preds = %51
  %56 = load i32, ptr %52, align 4, !tbaa !34
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %52, align 4, !tbaa !34
  br label %60

58:                                               ; preds = %51
  %59 = atomicrmw volatile add ptr %52, i32 1 acq_rel, align 4
  br label %60

60:                                               ; preds = %41, %55, %58
  %61 = getelementptr inbounds i8, ptr %2, i64 96
  %62 = getelementptr inbounds i8, ptr %0, i64 104
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %61, ptr noundef nonnull readonly align 8 dereferenceable(16) %62, i64 16, i1 false)
  %63 = load i64, ptr %2, align 16
  %64 = icmp eq i64 %63, 0
  br i1 %64, label %70, label %65

65:                                               ; preds = %60, %67
  %66 = phi i64 [ %68, %67 ], [ 0, %60 ]
  invoke fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE1_clES2_ENKUlNS0_2idILi1EEEE_clES5_(ptr noundef nonnull align 8 dereferenceable(104) %4, i64 %66)
          to label %67 unwind label %71

67:                                               ; preds = %65
  %68 = add nuw i64 %66, 1
  %69 = icmp eq i64 %68, %63
  br i1 %69, label %70, label %65, !llvm.loop !244

70:                                               ; preds = %67, %60
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE1_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull readonly align 8 dereferenceable(104) %4) #28
  ret void

71:                                               ; preds = %65
  %72 = landingpad { ptr, i32 }
          cleanup
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE1_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull readonly align 8 dereferenceable(104) %4) #28
  resume { ptr, i32 } %72
}

; Function Attrs: inlinehint mustprogress uwtable
define internal fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE1_clES2_ENKUlNS0_2idILi1EEEE_clES5_(ptr noundef nonnull align 8 dereferenceable(104) %0, i64 %1) unnamed_addr #12 align 2 personality ptr @__gxx_personality_v0 {
  %3 = load i64, ptr %0, align 8, !tbaa !227
  %4 = icmp ugt i64 %3, %1
  br i1 %4, label %5, label %7

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  br label %25

7:                                                ; preds = %25, %2
  %8 = phi float [ 0.000000e+00, %2 ], [ %35, %25 ]
  %9 = getelementptr inbounds i8, ptr %0, i64 72
  %10 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %9), !noalias !245
  %11 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %9), !noalias !248
  %12 = load i64, ptr %11, align 8
  %13 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %9) #28
  %14 = getelementptr float, ptr %13, i64 %12
  %15 = getelementptr float, ptr %14, i64 %1
  %16 = load float, ptr %15, align 4, !tbaa !9
  %17 = fmul float %8, %16
  %18 = getelementptr inbounds i8, ptr %0, i64 40
  %19 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %18), !noalias !251
  %20 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %18), !noalias !254
  %21 = load i64, ptr %20, align 8
  %22 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %18) #28
  %23 = getelementptr float, ptr %22, i64 %21
  %24 = getelementptr float, ptr %23, i64 %1
  store float %17, ptr %24, align 4, !tbaa !9
  ret void

25:                                               ; preds = %5, %25
  %26 = phi float [ 0.000000e+00, %5 ], [ %35, %25 ]
  %27 = phi i64 [ %1, %5 ], [ %36, %25 ]
  %28 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %6), !noalias !257
  %29 = tail call noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %6), !noalias !260
  %30 = load i64, ptr %29, align 8
  %31 = tail call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %6) #28
  %32 = getelementptr float, ptr %31, i64 %30
  %33 = getelementptr float, ptr %32, i64 %27
  %34 = load float, ptr %33, align 4, !tbaa !9
  %35 = fadd float %26, %34
  %36 = add i64 %27, 64
  %37 = load i64, ptr %0, align 8, !tbaa !227
  %38 = icmp ult i64 %36, %37
  br i1 %38, label %25, label %7, !llvm.loop !263
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19getKernelParamDescsI4TapsEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind noalias writable sret(%"class.std::vector.127") align 8 %0) local_unnamed_addr #6 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"struct.sycl::_V1::detail::kernel_param_desc_t", align 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, i8 0, i64 24, i1 false)
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = tail call noalias noundef nonnull dereferenceable(48) ptr @_Znwm(i64 noundef 48) #30
  store ptr %4, ptr %0, align 8, !tbaa !174
  %5 = getelementptr inbounds i8, ptr %4, i64 48
  store ptr %5, ptr %3, align 8, !tbaa !176
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #28
  store i64 34359738369, ptr %2, align 8
  store i32 0, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !195
  %8 = getelementptr inbounds i8, ptr %4, i64 12
  store ptr %8, ptr %7, align 8, !tbaa !198
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #28
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #28
  store i64 17446157156352, ptr %2, align 8
  store i32 8, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %8, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !195
  %9 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr %9, ptr %7, align 8, !tbaa !198
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #28
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #28
  store i64 17446157156352, ptr %2, align 8
  store i32 40, ptr %6, align 8
  %10 = load ptr, ptr %3, align 8, !tbaa !176
  %11 = icmp eq ptr %9, %10
  br i1 %11, label %15, label %12

12:                                               ; preds = %1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %9, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !195
  %13 = load ptr, ptr %7, align 8, !tbaa !198
  %14 = getelementptr inbounds i8, ptr %13, i64 12
  store ptr %14, ptr %7, align 8, !tbaa !198
  br label %18

15:                                               ; preds = %1
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr nonnull %9, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %16 unwind label %27

16:                                               ; preds = %15
  %17 = load ptr, ptr %7, align 8, !tbaa !11
  br label %18

18:                                               ; preds = %16, %12
  %19 = phi ptr [ %17, %16 ], [ %14, %12 ]
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #28
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #28
  store i64 17446157156352, ptr %2, align 8
  store i32 72, ptr %6, align 8
  %20 = load ptr, ptr %3, align 8, !tbaa !176
  %21 = icmp eq ptr %19, %20
  br i1 %21, label %25, label %22

22:                                               ; preds = %18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %19, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !195
  %23 = load ptr, ptr %7, align 8, !tbaa !198
  %24 = getelementptr inbounds i8, ptr %23, i64 12
  store ptr %24, ptr %7, align 8, !tbaa !198
  br label %26

25:                                               ; preds = %18
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %19, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %26 unwind label %27

26:                                               ; preds = %25, %22
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #28
  ret void

27:                                               ; preds = %15, %25
  %28 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #28
  %29 = load ptr, ptr %0, align 8, !tbaa !174
  %30 = icmp eq ptr %29, null
  br i1 %30, label %36, label %31

31:                                               ; preds = %27
  %32 = load ptr, ptr %3, align 8, !tbaa !176
  %33 = ptrtoint ptr %32 to i64
  %34 = ptrtoint ptr %29 to i64
  %35 = sub i64 %33, %34
  call void @_ZdlPvm(ptr noundef nonnull %29, i64 noundef %35) #33
  br label %36

36:                                               ; preds = %27, %31
  resume { ptr, i32 } %28
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(112) %0) unnamed_addr #23 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(112) %0) unnamed_addr #7 align 2 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %0, align 8, !tbaa !31
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  tail call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE1_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %2) #28
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(112) %0) unnamed_addr #7 align 2 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %0, align 8, !tbaa !31
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  tail call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE1_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %2) #28
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 112) #33
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(112) %0) unnamed_addr #6 align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %class.anon.181, align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load i64, ptr %3, align 8, !tbaa !227
  store i64 %4, ptr %2, align 8, !tbaa !227
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = load ptr, ptr %6, align 8, !tbaa !156
  store ptr %7, ptr %5, align 8, !tbaa !156
  %8 = getelementptr inbounds i8, ptr %2, i64 16
  %9 = getelementptr inbounds i8, ptr %0, i64 24
  %10 = load ptr, ptr %9, align 8, !tbaa !25
  store ptr %10, ptr %8, align 8, !tbaa !25
  %11 = icmp eq ptr %10, null
  br i1 %11, label %21, label %12

12:                                               ; preds = %1
  %13 = getelementptr inbounds i8, ptr %10, i64 8
  %14 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %15 = icmp eq i8 %14, 0
  br i1 %15, label %19, label %16

16:                                               ; preds = %12
  %17 = load i32, ptr %13, align 4, !tbaa !34
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %13, align 4, !tbaa !34
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
  %26 = load ptr, ptr %25, align 8, !tbaa !156
  store ptr %26, ptr %24, align 8, !tbaa !156
  %27 = getelementptr inbounds i8, ptr %2, i64 48
  %28 = getelementptr inbounds i8, ptr %0, i64 56
  %29 = load ptr, ptr %28, align 8, !tbaa !25
  store ptr %29, ptr %27, align 8, !tbaa !25
  %30 = icmp eq ptr %29, null
  br i1 %30, label %40, label %31

31:                                               ; preds = %21
  %32 = getelementptr inbounds i8, ptr %29, i64 8
  %33 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %34 = icmp eq i8 %33, 0
  br i1 %34, label %38, label %35

35:                                               ; preds = %31
  %36 = load i32, ptr %32, align 4, !tbaa !34
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %32, align 4, !tbaa !34
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
  %45 = load ptr, ptr %44, align 8, !tbaa !156
  store ptr %45, ptr %43, align 8, !tbaa !156
  %46 = getelementptr inbounds i8, ptr %2, i64 80
  %47 = getelementptr inbounds i8, ptr %0, i64 88
  %48 = load ptr, ptr %47, align 8, !tbaa !25
  store ptr %48, ptr %46, align 8, !tbaa !25
  %49 = icmp eq ptr %48, null
  br i1 %49, label %59, label %50

50:                                               ; preds = %40
  %51 = getelementptr inbounds i8, ptr %48, i64 8
  %52 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %53 = icmp eq i8 %52, 0
  br i1 %53, label %57, label %54

54:                                               ; preds = %50
  %55 = load i32, ptr %51, align 4, !tbaa !34
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %51, align 4, !tbaa !34
  br label %59

57:                                               ; preds = %50
  %58 = atomicrmw volatile add ptr %51, i32 1 acq_rel, align 4
  br label %59

59:                                               ; preds = %40, %54, %57
  %60 = getelementptr inbounds i8, ptr %2, i64 88
  %61 = getelementptr inbounds i8, ptr %0, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %60, ptr noundef nonnull readonly align 8 dereferenceable(16) %61, i64 16, i1 false)
  invoke fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE1_clES2_ENKUlNS0_2idILi1EEEE_clES5_(ptr noundef nonnull align 8 dereferenceable(104) %2, i64 0)
          to label %62 unwind label %63

62:                                               ; preds = %59
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE1_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %2) #28
  ret void

63:                                               ; preds = %59
  %64 = landingpad { ptr, i32 }
          cleanup
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE1_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %2) #28
  resume { ptr, i32 } %64
}

; Function Attrs: mustprogress uwtable
define internal void @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E2_E9_M_invokeERKSt9_Any_dataS3_(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #6 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca { ptr, [8 x i8] }, align 8
  %4 = alloca { ptr, [8 x i8] }, align 8
  %5 = alloca %"class.std::vector.127", align 8
  %6 = alloca %"class.sycl::_V1::range.105", align 8
  %7 = alloca { ptr, [8 x i8] }, align 8
  %8 = alloca { ptr, [8 x i8] }, align 8
  %9 = alloca %"class.std::vector.127", align 8
  %10 = alloca %"class.sycl::_V1::range.105", align 8
  %11 = alloca %"class.std::tuple.107", align 8
  %12 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel.210", align 8
  %13 = alloca { ptr, [8 x i8] }, align 8
  %14 = alloca { ptr, [8 x i8] }, align 8
  %15 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel.210", align 8
  %16 = alloca %class.anon.209, align 8
  %17 = alloca %class.anon.209, align 8
  %18 = alloca %"class.sycl::_V1::accessor", align 8
  %19 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %20 = alloca %"class.sycl::_V1::accessor.99", align 8
  %21 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %22 = alloca %class.anon.209, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %19)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %21)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %18) #28
  %23 = load ptr, ptr %0, align 8, !tbaa !264
  store ptr @.str.1, ptr %19, align 8, !tbaa !38, !alias.scope !266
  %24 = getelementptr inbounds i8, ptr %19, i64 8
  store ptr @.str.16, ptr %24, align 8, !tbaa !43, !alias.scope !266
  %25 = getelementptr inbounds i8, ptr %19, i64 16
  store i64 76, ptr %25, align 8, !tbaa !44, !alias.scope !266
  %26 = getelementptr inbounds i8, ptr %19, i64 24
  store i64 17, ptr %26, align 8, !tbaa !45, !alias.scope !266
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvE10get_accessILNS0_6access4modeE1024ELNS7_6targetE2014EEENS0_8accessorIfLi1EXT_EXT0_ELNS7_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEERNS0_7handlerENS2_13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::accessor") align 8 %18, ptr noundef nonnull align 8 dereferenceable(33) %23, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %19)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %20) #28
  %27 = load ptr, ptr %0, align 8, !tbaa !264
  store ptr @.str.1, ptr %21, align 8, !tbaa !38, !alias.scope !269
  %28 = getelementptr inbounds i8, ptr %21, i64 8
  store ptr @.str.16, ptr %28, align 8, !tbaa !43, !alias.scope !269
  %29 = getelementptr inbounds i8, ptr %21, i64 16
  store i64 77, ptr %29, align 8, !tbaa !44, !alias.scope !269
  %30 = getelementptr inbounds i8, ptr %21, i64 24
  store i64 18, ptr %30, align 8, !tbaa !45, !alias.scope !269
  invoke void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvE10get_accessILNS0_6access4modeE1025ELNS7_6targetE2014EEENS0_8accessorIfLi1EXT_EXT0_ELNS7_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEERNS0_7handlerENS2_13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::accessor.99") align 8 %20, ptr noundef nonnull align 8 dereferenceable(33) %27, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %21)
          to label %31 unwind label %1180

31:                                               ; preds = %2
  %32 = getelementptr inbounds i8, ptr %0, i64 8
  %33 = load ptr, ptr %32, align 8, !tbaa !272
  %34 = load i64, ptr %33, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %22) #28
  %35 = load ptr, ptr %20, align 8, !tbaa !156
  store ptr %35, ptr %22, align 8, !tbaa !156
  %36 = getelementptr inbounds i8, ptr %22, i64 8
  %37 = getelementptr inbounds i8, ptr %20, i64 8
  %38 = load ptr, ptr %37, align 8, !tbaa !25
  store ptr %38, ptr %36, align 8, !tbaa !25
  %39 = icmp eq ptr %38, null
  br i1 %39, label %49, label %40

40:                                               ; preds = %31
  %41 = getelementptr inbounds i8, ptr %38, i64 8
  %42 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %43 = icmp eq i8 %42, 0
  br i1 %43, label %47, label %44

44:                                               ; preds = %40
  %45 = load i32, ptr %41, align 4, !tbaa !34
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr %41, align 4, !tbaa !34
  br label %49

47:                                               ; preds = %40
  %48 = atomicrmw volatile add ptr %41, i32 1 acq_rel, align 4
  br label %49

49:                                               ; preds = %47, %44, %31
  %50 = getelementptr inbounds i8, ptr %22, i64 16
  %51 = getelementptr inbounds i8, ptr %20, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %50, ptr noundef nonnull align 8 dereferenceable(16) %51, i64 16, i1 false)
  %52 = getelementptr inbounds i8, ptr %22, i64 32
  %53 = load ptr, ptr %18, align 8, !tbaa !156
  store ptr %53, ptr %52, align 8, !tbaa !156
  %54 = getelementptr inbounds i8, ptr %22, i64 40
  %55 = getelementptr inbounds i8, ptr %18, i64 8
  %56 = load ptr, ptr %55, align 8, !tbaa !25
  store ptr %56, ptr %54, align 8, !tbaa !25
  %57 = icmp eq ptr %56, null
  br i1 %57, label %67, label %58

58:                                               ; preds = %49
  %59 = getelementptr inbounds i8, ptr %56, i64 8
  %60 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %61 = icmp eq i8 %60, 0
  br i1 %61, label %65, label %62

62:                                               ; preds = %58
  %63 = load i32, ptr %59, align 4, !tbaa !34
  %64 = add nsw i32 %63, 1
  store i32 %64, ptr %59, align 4, !tbaa !34
  br label %67

65:                                               ; preds = %58
  %66 = atomicrmw volatile add ptr %59, i32 1 acq_rel, align 4
  br label %67

67:                                               ; preds = %65, %62, %49
  %68 = getelementptr inbounds i8, ptr %22, i64 48
  %69 = getelementptr inbounds i8, ptr %18, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %68, ptr noundef nonnull align 8 dereferenceable(16) %69, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %17)
  %70 = load ptr, ptr %22, align 8, !tbaa !156
  store ptr %70, ptr %17, align 8, !tbaa !156
  %71 = getelementptr inbounds i8, ptr %17, i64 8
  %72 = load ptr, ptr %36, align 8, !tbaa !25
  store ptr %72, ptr %71, align 8, !tbaa !25
  %73 = icmp eq ptr %72, null
  br i1 %73, label %83, label %74

74:                                               ; preds = %67
  %75 = getelementptr inbounds i8, ptr %72, i64 8
  %76 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %77 = icmp eq i8 %76, 0
  br i1 %77, label %81, label %78

78:                                               ; preds = %74
  %79 = load i32, ptr %75, align 4, !tbaa !34
  %80 = add nsw i32 %79, 1
  store i32 %80, ptr %75, align 4, !tbaa !34
  br label %83

81:                                               ; preds = %74
  %82 = atomicrmw volatile add ptr %75, i32 1 acq_rel, align 4
  br label %83

83:                                               ; preds = %81, %78, %67
  %84 = getelementptr inbounds i8, ptr %17, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %84, ptr noundef nonnull readonly align 8 dereferenceable(16) %50, i64 16, i1 false)
  %85 = getelementptr inbounds i8, ptr %17, i64 32
  %86 = load ptr, ptr %52, align 8, !tbaa !156
  store ptr %86, ptr %85, align 8, !tbaa !156
  %87 = getelementptr inbounds i8, ptr %17, i64 40
  %88 = load ptr, ptr %54, align 8, !tbaa !25
  store ptr %88, ptr %87, align 8, !tbaa !25
  %89 = icmp eq ptr %88, null
  br i1 %89, label %99, label %90

90:                                               ; preds = %83
  %91 = getelementptr inbounds i8, ptr %88, i64 8
  %92 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %93 = icmp eq i8 %92, 0
  br i1 %93, label %97, label %94

94:                                               ; preds = %90
  %95 = load i32, ptr %91, align 4, !tbaa !34
  %96 = add nsw i32 %95, 1
  store i32 %96, ptr %91, align 4, !tbaa !34
  br label %99

97:                                               ; preds = %90
  %98 = atomicrmw volatile add ptr %91, i32 1 acq_rel, align 4
  br label %99

99:                                               ; preds = %97, %94, %83
  %100 = getelementptr inbounds i8, ptr %17, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %100, ptr noundef nonnull readonly align 8 dereferenceable(16) %68, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %13)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %14)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %15)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %16)
  %101 = invoke noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %102 unwind label %1068

102:                                              ; preds = %99
  %103 = icmp eq i32 %101, 0
  br i1 %103, label %113, label %104

104:                                              ; preds = %102
  %105 = call ptr @__cxa_allocate_exception(i64 64) #28
  %106 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #28
  %107 = extractvalue { i32, ptr } %106, 0
  %108 = extractvalue { i32, ptr } %106, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %105, i32 %107, ptr %108, ptr noundef nonnull @.str.19)
          to label %109 unwind label %111

109:                                              ; preds = %104
  invoke void @__cxa_throw(ptr nonnull %105, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #29
          to label %110 unwind label %1068

110:                                              ; preds = %109
  unreachable

111:                                              ; preds = %104
  %112 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %105) #28
  br label %1070

113:                                              ; preds = %102
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11) #28
  invoke void @_ZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_(ptr dead_on_unwind nonnull writable sret(%"class.std::tuple.107") align 8 %11, ptr noundef nonnull align 8 dereferenceable(216) %1, i64 %34)
          to label %114 unwind label %1068

114:                                              ; preds = %113
  %115 = getelementptr inbounds i8, ptr %11, i64 8
  %116 = load i8, ptr %11, align 8, !tbaa !164, !range !78, !noundef !79
  %117 = trunc nuw i8 %116 to i1
  br i1 %117, label %118, label %645

118:                                              ; preds = %114
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %12) #28
  %119 = load ptr, ptr %17, align 8, !tbaa !156
  %120 = load ptr, ptr %71, align 8, !tbaa !25
  %121 = icmp eq ptr %120, null
  br i1 %121, label %131, label %122

122:                                              ; preds = %118
  %123 = getelementptr inbounds i8, ptr %120, i64 8
  %124 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %125 = icmp eq i8 %124, 0
  br i1 %125, label %129, label %126

126:                                              ; preds = %122
  %127 = load i32, ptr %123, align 4, !tbaa !34
  %128 = add nsw i32 %127, 1
  store i32 %128, ptr %123, align 4, !tbaa !34
  br label %131

129:                                              ; preds = %122
  %130 = atomicrmw volatile add ptr %123, i32 1 acq_rel, align 4
  br label %131

131:                                              ; preds = %129, %126, %118
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %13, ptr noundef nonnull align 8 dereferenceable(16) %84, i64 16, i1 false)
  %132 = load ptr, ptr %85, align 8, !tbaa !156
  %133 = load ptr, ptr %87, align 8, !tbaa !25
  %134 = icmp eq ptr %133, null
  br i1 %134, label %144, label %135

135:                                              ; preds = %131
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

144:                                              ; preds = %142, %139, %131
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %14, ptr noundef nonnull align 8 dereferenceable(16) %100, i64 16, i1 false)
  call void @llvm.experimental.noalias.scope.decl(metadata !273)
  store i64 %34, ptr %12, align 8, !alias.scope !273
  %145 = getelementptr inbounds i8, ptr %12, i64 8
  store ptr %119, ptr %145, align 8, !tbaa !156, !alias.scope !273
  %146 = getelementptr inbounds i8, ptr %12, i64 16
  store ptr %120, ptr %146, align 8, !tbaa !25, !alias.scope !273
  br i1 %121, label %156, label %147

147:                                              ; preds = %144
  %148 = getelementptr inbounds i8, ptr %120, i64 8
  %149 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !273
  %150 = icmp eq i8 %149, 0
  br i1 %150, label %154, label %151

151:                                              ; preds = %147
  %152 = load i32, ptr %148, align 4, !tbaa !34, !noalias !273
  %153 = add nsw i32 %152, 1
  store i32 %153, ptr %148, align 4, !tbaa !34, !noalias !273
  br label %156

154:                                              ; preds = %147
  %155 = atomicrmw volatile add ptr %148, i32 1 acq_rel, align 4, !noalias !273
  br label %156

156:                                              ; preds = %154, %151, %144
  %157 = getelementptr inbounds i8, ptr %12, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %157, ptr noundef nonnull align 8 dereferenceable(16) %13, i64 16, i1 false)
  %158 = getelementptr inbounds i8, ptr %12, i64 40
  store ptr %132, ptr %158, align 8, !tbaa !156, !alias.scope !273
  %159 = getelementptr inbounds i8, ptr %12, i64 48
  store ptr %133, ptr %159, align 8, !tbaa !25, !alias.scope !273
  br i1 %134, label %169, label %160

160:                                              ; preds = %156
  %161 = getelementptr inbounds i8, ptr %133, i64 8
  %162 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !273
  %163 = icmp eq i8 %162, 0
  br i1 %163, label %167, label %164

164:                                              ; preds = %160
  %165 = load i32, ptr %161, align 4, !tbaa !34, !noalias !273
  %166 = add nsw i32 %165, 1
  store i32 %166, ptr %161, align 4, !tbaa !34, !noalias !273
  br label %171

167:                                              ; preds = %160
  %168 = atomicrmw volatile add ptr %161, i32 1 acq_rel, align 4, !noalias !273
  br label %171

169:                                              ; preds = %156
  %170 = getelementptr inbounds i8, ptr %12, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %170, ptr noundef nonnull align 8 dereferenceable(16) %14, i64 16, i1 false)
  br label %195

171:                                              ; preds = %167, %164
  %172 = getelementptr inbounds i8, ptr %12, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %172, ptr noundef nonnull align 8 dereferenceable(16) %14, i64 16, i1 false)
  %173 = load atomic i64, ptr %161 acquire, align 8
  %174 = icmp eq i64 %173, 4294967297
  %175 = trunc i64 %173 to i32
  br i1 %174, label %176, label %184

176:                                              ; preds = %171
  store i32 0, ptr %161, align 8, !tbaa !27
  %177 = getelementptr inbounds i8, ptr %133, i64 12
  store i32 0, ptr %177, align 4, !tbaa !30
  %178 = load ptr, ptr %133, align 8, !tbaa !31
  %179 = getelementptr inbounds i8, ptr %178, i64 16
  %180 = load ptr, ptr %179, align 8
  call void %180(ptr noundef nonnull align 8 dereferenceable(16) %133) #28
  %181 = load ptr, ptr %133, align 8, !tbaa !31
  %182 = getelementptr inbounds i8, ptr %181, i64 24
  %183 = load ptr, ptr %182, align 8
  call void %183(ptr noundef nonnull align 8 dereferenceable(16) %133) #28
  br label %195

184:                                              ; preds = %171
  %185 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %186 = icmp eq i8 %185, 0
  br i1 %186, label %189, label %187

187:                                              ; preds = %184
  %188 = add nsw i32 %175, -1
  store i32 %188, ptr %161, align 4, !tbaa !34
  br label %191

189:                                              ; preds = %184
  %190 = atomicrmw volatile add ptr %161, i32 -1 acq_rel, align 4
  br label %191

191:                                              ; preds = %189, %187
  %192 = phi i32 [ %175, %187 ], [ %190, %189 ]
  %193 = icmp eq i32 %192, 1
  br i1 %193, label %194, label %195, !prof !35

194:                                              ; preds = %191
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %133) #28
  br label %195

195:                                              ; preds = %194, %191, %176, %169
  %196 = phi ptr [ %172, %194 ], [ %172, %191 ], [ %172, %176 ], [ %170, %169 ]
  br i1 %121, label %221, label %197

197:                                              ; preds = %195
  %198 = getelementptr inbounds i8, ptr %120, i64 8
  %199 = load atomic i64, ptr %198 acquire, align 8
  %200 = icmp eq i64 %199, 4294967297
  %201 = trunc i64 %199 to i32
  br i1 %200, label %202, label %210

202:                                              ; preds = %197
  store i32 0, ptr %198, align 8, !tbaa !27
  %203 = getelementptr inbounds i8, ptr %120, i64 12
  store i32 0, ptr %203, align 4, !tbaa !30
  %204 = load ptr, ptr %120, align 8, !tbaa !31
  %205 = getelementptr inbounds i8, ptr %204, i64 16
  %206 = load ptr, ptr %205, align 8
  call void %206(ptr noundef nonnull align 8 dereferenceable(16) %120) #28
  %207 = load ptr, ptr %120, align 8, !tbaa !31
  %208 = getelementptr inbounds i8, ptr %207, i64 24
  %209 = load ptr, ptr %208, align 8
  call void %209(ptr noundef nonnull align 8 dereferenceable(16) %120) #28
  br label %221

210:                                              ; preds = %197
  %211 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %212 = icmp eq i8 %211, 0
  br i1 %212, label %215, label %213

213:                                              ; preds = %210
  %214 = add nsw i32 %201, -1
  store i32 %214, ptr %198, align 4, !tbaa !34
  br label %217

215:                                              ; preds = %210
  %216 = atomicrmw volatile add ptr %198, i32 -1 acq_rel, align 4
  br label %217

217:                                              ; preds = %215, %213
  %218 = phi i32 [ %201, %213 ], [ %216, %215 ]
  %219 = icmp eq i32 %218, 1
  br i1 %219, label %220, label %221, !prof !35

220:                                              ; preds = %217
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %120) #28
  br label %221

221:                                              ; preds = %220, %217, %202, %195
  %222 = load ptr, ptr %146, align 8, !tbaa !25
  %223 = icmp eq ptr %222, null
  br i1 %223, label %233, label %224

224:                                              ; preds = %221
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

233:                                              ; preds = %231, %228, %221
  %234 = load ptr, ptr %159, align 8, !tbaa !25
  %235 = icmp eq ptr %234, null
  br i1 %235, label %245, label %236

236:                                              ; preds = %233
  %237 = getelementptr inbounds i8, ptr %234, i64 8
  %238 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %239 = icmp eq i8 %238, 0
  br i1 %239, label %243, label %240

240:                                              ; preds = %236
  %241 = load i32, ptr %237, align 4, !tbaa !34
  %242 = add nsw i32 %241, 1
  store i32 %242, ptr %237, align 4, !tbaa !34
  br label %245

243:                                              ; preds = %236
  %244 = atomicrmw volatile add ptr %237, i32 1 acq_rel, align 4
  br label %245

245:                                              ; preds = %243, %240, %233
  br i1 %223, label %255, label %246

246:                                              ; preds = %245
  %247 = getelementptr inbounds i8, ptr %222, i64 8
  %248 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %249 = icmp eq i8 %248, 0
  br i1 %249, label %253, label %250

250:                                              ; preds = %246
  %251 = load i32, ptr %247, align 4, !tbaa !34
  %252 = add nsw i32 %251, 1
  store i32 %252, ptr %247, align 4, !tbaa !34
  br label %255

253:                                              ; preds = %246
  %254 = atomicrmw volatile add ptr %247, i32 1 acq_rel, align 4
  br label %255

255:                                              ; preds = %253, %250, %245
  br i1 %235, label %288, label %256

256:                                              ; preds = %255
  %257 = getelementptr inbounds i8, ptr %234, i64 8
  %258 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %259 = icmp eq i8 %258, 0
  br i1 %259, label %263, label %260

260:                                              ; preds = %256
  %261 = load i32, ptr %257, align 4, !tbaa !34
  %262 = add nsw i32 %261, 1
  store i32 %262, ptr %257, align 4, !tbaa !34
  br label %265

263:                                              ; preds = %256
  %264 = atomicrmw volatile add ptr %257, i32 1 acq_rel, align 4
  br label %265

265:                                              ; preds = %263, %260
  %266 = load atomic i64, ptr %257 acquire, align 8
  %267 = icmp eq i64 %266, 4294967297
  %268 = trunc i64 %266 to i32
  br i1 %267, label %269, label %277

269:                                              ; preds = %265
  store i32 0, ptr %257, align 8, !tbaa !27
  %270 = getelementptr inbounds i8, ptr %234, i64 12
  store i32 0, ptr %270, align 4, !tbaa !30
  %271 = load ptr, ptr %234, align 8, !tbaa !31
  %272 = getelementptr inbounds i8, ptr %271, i64 16
  %273 = load ptr, ptr %272, align 8
  call void %273(ptr noundef nonnull align 8 dereferenceable(16) %234) #28
  %274 = load ptr, ptr %234, align 8, !tbaa !31
  %275 = getelementptr inbounds i8, ptr %274, i64 24
  %276 = load ptr, ptr %275, align 8
  call void %276(ptr noundef nonnull align 8 dereferenceable(16) %234) #28
  br label %288

277:                                              ; preds = %265
  %278 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %279 = icmp eq i8 %278, 0
  br i1 %279, label %282, label %280

280:                                              ; preds = %277
  %281 = add nsw i32 %268, -1
  store i32 %281, ptr %257, align 4, !tbaa !34
  br label %284

282:                                              ; preds = %277
  %283 = atomicrmw volatile add ptr %257, i32 -1 acq_rel, align 4
  br label %284

284:                                              ; preds = %282, %280
  %285 = phi i32 [ %268, %280 ], [ %283, %282 ]
  %286 = icmp eq i32 %285, 1
  br i1 %286, label %287, label %288, !prof !35

287:                                              ; preds = %284
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %234) #28
  br label %288

288:                                              ; preds = %287, %284, %269, %255
  br i1 %223, label %313, label %289

289:                                              ; preds = %288
  %290 = getelementptr inbounds i8, ptr %222, i64 8
  %291 = load atomic i64, ptr %290 acquire, align 8
  %292 = icmp eq i64 %291, 4294967297
  %293 = trunc i64 %291 to i32
  br i1 %292, label %294, label %302

294:                                              ; preds = %289
  store i32 0, ptr %290, align 8, !tbaa !27
  %295 = getelementptr inbounds i8, ptr %222, i64 12
  store i32 0, ptr %295, align 4, !tbaa !30
  %296 = load ptr, ptr %222, align 8, !tbaa !31
  %297 = getelementptr inbounds i8, ptr %296, i64 16
  %298 = load ptr, ptr %297, align 8
  call void %298(ptr noundef nonnull align 8 dereferenceable(16) %222) #28
  %299 = load ptr, ptr %222, align 8, !tbaa !31
  %300 = getelementptr inbounds i8, ptr %299, i64 24
  %301 = load ptr, ptr %300, align 8
  call void %301(ptr noundef nonnull align 8 dereferenceable(16) %222) #28
  br label %313

302:                                              ; preds = %289
  %303 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %304 = icmp eq i8 %303, 0
  br i1 %304, label %307, label %305

305:                                              ; preds = %302
  %306 = add nsw i32 %293, -1
  store i32 %306, ptr %290, align 4, !tbaa !34
  br label %309

307:                                              ; preds = %302
  %308 = atomicrmw volatile add ptr %290, i32 -1 acq_rel, align 4
  br label %309

309:                                              ; preds = %307, %305
  %310 = phi i32 [ %293, %305 ], [ %308, %307 ]
  %311 = icmp eq i32 %310, 1
  br i1 %311, label %312, label %313, !prof !35

312:                                              ; preds = %309
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %222) #28
  br label %313

313:                                              ; preds = %312, %309, %294, %288
  br i1 %235, label %338, label %314

314:                                              ; preds = %313
  %315 = getelementptr inbounds i8, ptr %234, i64 8
  %316 = load atomic i64, ptr %315 acquire, align 8
  %317 = icmp eq i64 %316, 4294967297
  %318 = trunc i64 %316 to i32
  br i1 %317, label %319, label %327

319:                                              ; preds = %314
  store i32 0, ptr %315, align 8, !tbaa !27
  %320 = getelementptr inbounds i8, ptr %234, i64 12
  store i32 0, ptr %320, align 4, !tbaa !30
  %321 = load ptr, ptr %234, align 8, !tbaa !31
  %322 = getelementptr inbounds i8, ptr %321, i64 16
  %323 = load ptr, ptr %322, align 8
  call void %323(ptr noundef nonnull align 8 dereferenceable(16) %234) #28
  %324 = load ptr, ptr %234, align 8, !tbaa !31
  %325 = getelementptr inbounds i8, ptr %324, i64 24
  %326 = load ptr, ptr %325, align 8
  call void %326(ptr noundef nonnull align 8 dereferenceable(16) %234) #28
  br label %338

327:                                              ; preds = %314
  %328 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %329 = icmp eq i8 %328, 0
  br i1 %329, label %332, label %330

330:                                              ; preds = %327
  %331 = add nsw i32 %318, -1
  store i32 %331, ptr %315, align 4, !tbaa !34
  br label %334

332:                                              ; preds = %327
  %333 = atomicrmw volatile add ptr %315, i32 -1 acq_rel, align 4
  br label %334

334:                                              ; preds = %332, %330
  %335 = phi i32 [ %318, %330 ], [ %333, %332 ]
  %336 = icmp eq i32 %335, 1
  br i1 %336, label %337, label %338, !prof !35

337:                                              ; preds = %334
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %234) #28
  br label %338

338:                                              ; preds = %337, %334, %319, %313
  br i1 %223, label %363, label %339

339:                                              ; preds = %338
  %340 = getelementptr inbounds i8, ptr %222, i64 8
  %341 = load atomic i64, ptr %340 acquire, align 8
  %342 = icmp eq i64 %341, 4294967297
  %343 = trunc i64 %341 to i32
  br i1 %342, label %344, label %352

344:                                              ; preds = %339
  store i32 0, ptr %340, align 8, !tbaa !27
  %345 = getelementptr inbounds i8, ptr %222, i64 12
  store i32 0, ptr %345, align 4, !tbaa !30
  %346 = load ptr, ptr %222, align 8, !tbaa !31
  %347 = getelementptr inbounds i8, ptr %346, i64 16
  %348 = load ptr, ptr %347, align 8
  call void %348(ptr noundef nonnull align 8 dereferenceable(16) %222) #28
  %349 = load ptr, ptr %222, align 8, !tbaa !31
  %350 = getelementptr inbounds i8, ptr %349, i64 24
  %351 = load ptr, ptr %350, align 8
  call void %351(ptr noundef nonnull align 8 dereferenceable(16) %222) #28
  br label %363

352:                                              ; preds = %339
  %353 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %354 = icmp eq i8 %353, 0
  br i1 %354, label %357, label %355

355:                                              ; preds = %352
  %356 = add nsw i32 %343, -1
  store i32 %356, ptr %340, align 4, !tbaa !34
  br label %359

357:                                              ; preds = %352
  %358 = atomicrmw volatile add ptr %340, i32 -1 acq_rel, align 4
  br label %359

359:                                              ; preds = %357, %355
  %360 = phi i32 [ %343, %355 ], [ %358, %357 ]
  %361 = icmp eq i32 %360, 1
  br i1 %361, label %362, label %363, !prof !35

362:                                              ; preds = %359
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %222) #28
  br label %363

363:                                              ; preds = %362, %359, %344, %338
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.35)
          to label %364 unwind label %637

364:                                              ; preds = %363
  %365 = load i64, ptr %115, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10)
  %366 = getelementptr inbounds i8, ptr %10, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %366, i8 0, i64 16, i1 false), !alias.scope !276
  store i64 %365, ptr %10, align 8, !tbaa !5, !alias.scope !276
  invoke void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range.105") align 8 %10, i1 noundef zeroext false, i32 noundef 1)
          to label %367 unwind label %637

367:                                              ; preds = %364
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10)
  %368 = load i64, ptr %12, align 8
  store i64 %368, ptr %15, align 8
  %369 = getelementptr inbounds i8, ptr %15, i64 8
  %370 = load ptr, ptr %145, align 8, !tbaa !156
  store ptr %370, ptr %369, align 8, !tbaa !156
  %371 = getelementptr inbounds i8, ptr %15, i64 16
  %372 = load ptr, ptr %146, align 8, !tbaa !25
  store ptr null, ptr %146, align 8, !tbaa !25
  store ptr %372, ptr %371, align 8, !tbaa !25
  store ptr null, ptr %145, align 8, !tbaa !156
  %373 = getelementptr inbounds i8, ptr %15, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %373, ptr noundef nonnull align 8 dereferenceable(16) %157, i64 16, i1 false)
  %374 = getelementptr inbounds i8, ptr %15, i64 40
  %375 = load ptr, ptr %158, align 8, !tbaa !156
  store ptr %375, ptr %374, align 8, !tbaa !156
  %376 = getelementptr inbounds i8, ptr %15, i64 48
  %377 = load ptr, ptr %159, align 8, !tbaa !25
  store ptr null, ptr %159, align 8, !tbaa !25
  store ptr %377, ptr %376, align 8, !tbaa !25
  store ptr null, ptr %158, align 8, !tbaa !156
  %378 = getelementptr inbounds i8, ptr %15, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %378, ptr noundef nonnull align 8 dereferenceable(16) %196, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8)
  %379 = invoke noalias noundef nonnull dereferenceable(80) ptr @_Znwm(i64 noundef 80) #30
          to label %380 unwind label %639

380:                                              ; preds = %367
  %381 = icmp eq ptr %372, null
  br i1 %381, label %393, label %382

382:                                              ; preds = %380
  %383 = getelementptr inbounds i8, ptr %372, i64 8
  %384 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !279
  %385 = icmp eq i8 %384, 0
  br i1 %385, label %389, label %386

386:                                              ; preds = %382
  %387 = load i32, ptr %383, align 4, !tbaa !34, !noalias !279
  %388 = add nsw i32 %387, 1
  store i32 %388, ptr %383, align 4, !tbaa !34, !noalias !279
  br label %393

389:                                              ; preds = %382
  %390 = atomicrmw volatile add ptr %383, i32 1 acq_rel, align 4, !noalias !279
  %391 = load ptr, ptr %374, align 8, !tbaa !156, !noalias !279
  %392 = load ptr, ptr %376, align 8, !tbaa !25, !noalias !279
  br label %393

393:                                              ; preds = %389, %386, %380
  %394 = phi ptr [ %392, %389 ], [ %377, %386 ], [ %377, %380 ]
  %395 = phi ptr [ %391, %389 ], [ %375, %386 ], [ %375, %380 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef nonnull readonly align 8 dereferenceable(16) %373, i64 16, i1 false), !noalias !279
  %396 = icmp eq ptr %394, null
  br i1 %396, label %406, label %397

397:                                              ; preds = %393
  %398 = getelementptr inbounds i8, ptr %394, i64 8
  %399 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !279
  %400 = icmp eq i8 %399, 0
  br i1 %400, label %404, label %401

401:                                              ; preds = %397
  %402 = load i32, ptr %398, align 4, !tbaa !34, !noalias !279
  %403 = add nsw i32 %402, 1
  store i32 %403, ptr %398, align 4, !tbaa !34, !noalias !279
  br label %406

404:                                              ; preds = %397
  %405 = atomicrmw volatile add ptr %398, i32 1 acq_rel, align 4, !noalias !279
  br label %406

406:                                              ; preds = %404, %401, %393
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull readonly align 8 dereferenceable(16) %378, i64 16, i1 false), !noalias !279
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE2_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EEE, i64 16), ptr %379, align 8, !tbaa !31, !noalias !279
  %407 = getelementptr inbounds i8, ptr %379, i64 8
  store i64 %368, ptr %407, align 8, !noalias !279
  %408 = getelementptr inbounds i8, ptr %379, i64 16
  store ptr %370, ptr %408, align 8, !tbaa !156, !noalias !279
  %409 = getelementptr inbounds i8, ptr %379, i64 24
  store ptr %372, ptr %409, align 8, !tbaa !25, !noalias !279
  br i1 %381, label %419, label %410

410:                                              ; preds = %406
  %411 = getelementptr inbounds i8, ptr %372, i64 8
  %412 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !279
  %413 = icmp eq i8 %412, 0
  br i1 %413, label %417, label %414

414:                                              ; preds = %410
  %415 = load i32, ptr %411, align 4, !tbaa !34, !noalias !279
  %416 = add nsw i32 %415, 1
  store i32 %416, ptr %411, align 4, !tbaa !34, !noalias !279
  br label %419

417:                                              ; preds = %410
  %418 = atomicrmw volatile add ptr %411, i32 1 acq_rel, align 4, !noalias !279
  br label %419

419:                                              ; preds = %417, %414, %406
  %420 = getelementptr inbounds i8, ptr %379, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %420, ptr noundef nonnull align 8 dereferenceable(16) %7, i64 16, i1 false), !noalias !279
  %421 = getelementptr inbounds i8, ptr %379, i64 48
  store ptr %395, ptr %421, align 8, !tbaa !156, !noalias !279
  %422 = getelementptr inbounds i8, ptr %379, i64 56
  store ptr %394, ptr %422, align 8, !tbaa !25, !noalias !279
  br i1 %396, label %432, label %423

423:                                              ; preds = %419
  %424 = getelementptr inbounds i8, ptr %394, i64 8
  %425 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !279
  %426 = icmp eq i8 %425, 0
  br i1 %426, label %430, label %427

427:                                              ; preds = %423
  %428 = load i32, ptr %424, align 4, !tbaa !34, !noalias !279
  %429 = add nsw i32 %428, 1
  store i32 %429, ptr %424, align 4, !tbaa !34, !noalias !279
  br label %434

430:                                              ; preds = %423
  %431 = atomicrmw volatile add ptr %424, i32 1 acq_rel, align 4, !noalias !279
  br label %434

432:                                              ; preds = %419
  %433 = getelementptr inbounds i8, ptr %379, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %433, ptr noundef nonnull align 8 dereferenceable(16) %8, i64 16, i1 false), !noalias !279
  br label %458

434:                                              ; preds = %430, %427
  %435 = getelementptr inbounds i8, ptr %379, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %435, ptr noundef nonnull align 8 dereferenceable(16) %8, i64 16, i1 false), !noalias !279
  %436 = load atomic i64, ptr %424 acquire, align 8, !noalias !279
  %437 = icmp eq i64 %436, 4294967297
  %438 = trunc i64 %436 to i32
  br i1 %437, label %439, label %447

439:                                              ; preds = %434
  store i32 0, ptr %424, align 8, !tbaa !27, !noalias !279
  %440 = getelementptr inbounds i8, ptr %394, i64 12
  store i32 0, ptr %440, align 4, !tbaa !30, !noalias !279
  %441 = load ptr, ptr %394, align 8, !tbaa !31, !noalias !279
  %442 = getelementptr inbounds i8, ptr %441, i64 16
  %443 = load ptr, ptr %442, align 8, !noalias !279
  call void %443(ptr noundef nonnull align 8 dereferenceable(16) %394) #28, !noalias !279
  %444 = load ptr, ptr %394, align 8, !tbaa !31, !noalias !279
  %445 = getelementptr inbounds i8, ptr %444, i64 24
  %446 = load ptr, ptr %445, align 8, !noalias !279
  call void %446(ptr noundef nonnull align 8 dereferenceable(16) %394) #28, !noalias !279
  br label %458

447:                                              ; preds = %434
  %448 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !279
  %449 = icmp eq i8 %448, 0
  br i1 %449, label %452, label %450

450:                                              ; preds = %447
  %451 = add nsw i32 %438, -1
  store i32 %451, ptr %424, align 4, !tbaa !34, !noalias !279
  br label %454

452:                                              ; preds = %447
  %453 = atomicrmw volatile add ptr %424, i32 -1 acq_rel, align 4, !noalias !279
  br label %454

454:                                              ; preds = %452, %450
  %455 = phi i32 [ %438, %450 ], [ %453, %452 ]
  %456 = icmp eq i32 %455, 1
  br i1 %456, label %457, label %458, !prof !35

457:                                              ; preds = %454
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %394) #28, !noalias !279
  br label %458

458:                                              ; preds = %457, %454, %439, %432
  br i1 %381, label %483, label %459

459:                                              ; preds = %458
  %460 = getelementptr inbounds i8, ptr %372, i64 8
  %461 = load atomic i64, ptr %460 acquire, align 8, !noalias !279
  %462 = icmp eq i64 %461, 4294967297
  %463 = trunc i64 %461 to i32
  br i1 %462, label %464, label %472

464:                                              ; preds = %459
  store i32 0, ptr %460, align 8, !tbaa !27, !noalias !279
  %465 = getelementptr inbounds i8, ptr %372, i64 12
  store i32 0, ptr %465, align 4, !tbaa !30, !noalias !279
  %466 = load ptr, ptr %372, align 8, !tbaa !31, !noalias !279
  %467 = getelementptr inbounds i8, ptr %466, i64 16
  %468 = load ptr, ptr %467, align 8, !noalias !279
  call void %468(ptr noundef nonnull align 8 dereferenceable(16) %372) #28, !noalias !279
  %469 = load ptr, ptr %372, align 8, !tbaa !31, !noalias !279
  %470 = getelementptr inbounds i8, ptr %469, i64 24
  %471 = load ptr, ptr %470, align 8, !noalias !279
  call void %471(ptr noundef nonnull align 8 dereferenceable(16) %372) #28, !noalias !279
  br label %483

472:                                              ; preds = %459
  %473 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !279
  %474 = icmp eq i8 %473, 0
  br i1 %474, label %477, label %475

475:                                              ; preds = %472
  %476 = add nsw i32 %463, -1
  store i32 %476, ptr %460, align 4, !tbaa !34, !noalias !279
  br label %479

477:                                              ; preds = %472
  %478 = atomicrmw volatile add ptr %460, i32 -1 acq_rel, align 4, !noalias !279
  br label %479

479:                                              ; preds = %477, %475
  %480 = phi i32 [ %463, %475 ], [ %478, %477 ]
  %481 = icmp eq i32 %480, 1
  br i1 %481, label %482, label %483, !prof !35

482:                                              ; preds = %479
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %372) #28, !noalias !279
  br label %483

483:                                              ; preds = %482, %479, %464, %458
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8)
  %484 = getelementptr inbounds i8, ptr %1, i64 152
  %485 = load ptr, ptr %484, align 8, !tbaa !11
  store ptr %379, ptr %484, align 8, !tbaa !11
  %486 = icmp eq ptr %485, null
  br i1 %486, label %491, label %487

487:                                              ; preds = %483
  %488 = load ptr, ptr %485, align 8, !tbaa !31
  %489 = getelementptr inbounds i8, ptr %488, i64 16
  %490 = load ptr, ptr %489, align 8
  call void %490(ptr noundef nonnull align 8 dereferenceable(8) %485) #28
  br label %491

491:                                              ; preds = %487, %483
  invoke void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %492 unwind label %639

492:                                              ; preds = %491
  %493 = load ptr, ptr %484, align 8, !tbaa !11
  %494 = load ptr, ptr %493, align 8, !tbaa !31
  %495 = load ptr, ptr %494, align 8
  %496 = invoke noundef ptr %495(ptr noundef nonnull align 8 dereferenceable(8) %493)
          to label %497 unwind label %639

497:                                              ; preds = %492
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %9) #28
  invoke void @_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI7InPlaceEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv(ptr dead_on_unwind nonnull writable sret(%"class.std::vector.127") align 8 %9)
          to label %498 unwind label %639

498:                                              ; preds = %497
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %496, ptr noundef nonnull align 8 dereferenceable(24) %9, i1 noundef zeroext false)
          to label %499 unwind label %516

499:                                              ; preds = %498
  %500 = load ptr, ptr %9, align 8, !tbaa !174
  %501 = icmp eq ptr %500, null
  br i1 %501, label %508, label %502

502:                                              ; preds = %499
  %503 = getelementptr inbounds i8, ptr %9, i64 16
  %504 = load ptr, ptr %503, align 8, !tbaa !176
  %505 = ptrtoint ptr %504 to i64
  %506 = ptrtoint ptr %500 to i64
  %507 = sub i64 %505, %506
  call void @_ZdlPvm(ptr noundef nonnull %500, i64 noundef %507) #33
  br label %508

508:                                              ; preds = %502, %499
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #28
  %509 = invoke noalias noundef nonnull dereferenceable(54) ptr @_Znam(i64 noundef 54) #30
          to label %510 unwind label %639

510:                                              ; preds = %508
  %511 = getelementptr inbounds i8, ptr %1, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(53) %509, ptr noundef nonnull align 1 dereferenceable(53) @.str.36, i64 53, i1 false)
  %512 = getelementptr inbounds i8, ptr %509, i64 53
  store i8 0, ptr %512, align 1, !tbaa !33
  %513 = load ptr, ptr %511, align 8, !tbaa !11
  store ptr %509, ptr %511, align 8, !tbaa !11
  %514 = icmp eq ptr %513, null
  br i1 %514, label %527, label %515

515:                                              ; preds = %510
  call void @_ZdaPv(ptr noundef nonnull %513) #33
  br label %527

516:                                              ; preds = %498
  %517 = landingpad { ptr, i32 }
          cleanup
  %518 = load ptr, ptr %9, align 8, !tbaa !174
  %519 = icmp eq ptr %518, null
  br i1 %519, label %526, label %520

520:                                              ; preds = %516
  %521 = getelementptr inbounds i8, ptr %9, i64 16
  %522 = load ptr, ptr %521, align 8, !tbaa !176
  %523 = ptrtoint ptr %522 to i64
  %524 = ptrtoint ptr %518 to i64
  %525 = sub i64 %523, %524
  call void @_ZdlPvm(ptr noundef nonnull %518, i64 noundef %525) #33
  br label %526

526:                                              ; preds = %520, %516
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #28
  br label %641

527:                                              ; preds = %515, %510
  %528 = load ptr, ptr %376, align 8, !tbaa !25
  %529 = icmp eq ptr %528, null
  br i1 %529, label %554, label %530

530:                                              ; preds = %527
  %531 = getelementptr inbounds i8, ptr %528, i64 8
  %532 = load atomic i64, ptr %531 acquire, align 8
  %533 = icmp eq i64 %532, 4294967297
  %534 = trunc i64 %532 to i32
  br i1 %533, label %535, label %543

535:                                              ; preds = %530
  store i32 0, ptr %531, align 8, !tbaa !27
  %536 = getelementptr inbounds i8, ptr %528, i64 12
  store i32 0, ptr %536, align 4, !tbaa !30
  %537 = load ptr, ptr %528, align 8, !tbaa !31
  %538 = getelementptr inbounds i8, ptr %537, i64 16
  %539 = load ptr, ptr %538, align 8
  call void %539(ptr noundef nonnull align 8 dereferenceable(16) %528) #28
  %540 = load ptr, ptr %528, align 8, !tbaa !31
  %541 = getelementptr inbounds i8, ptr %540, i64 24
  %542 = load ptr, ptr %541, align 8
  call void %542(ptr noundef nonnull align 8 dereferenceable(16) %528) #28
  br label %554

543:                                              ; preds = %530
  %544 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %545 = icmp eq i8 %544, 0
  br i1 %545, label %548, label %546

546:                                              ; preds = %543
  %547 = add nsw i32 %534, -1
  store i32 %547, ptr %531, align 4, !tbaa !34
  br label %550

548:                                              ; preds = %543
  %549 = atomicrmw volatile add ptr %531, i32 -1 acq_rel, align 4
  br label %550

550:                                              ; preds = %548, %546
  %551 = phi i32 [ %534, %546 ], [ %549, %548 ]
  %552 = icmp eq i32 %551, 1
  br i1 %552, label %553, label %554, !prof !35

553:                                              ; preds = %550
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %528) #28
  br label %554

554:                                              ; preds = %553, %550, %535, %527
  %555 = load ptr, ptr %371, align 8, !tbaa !25
  %556 = icmp eq ptr %555, null
  br i1 %556, label %581, label %557

557:                                              ; preds = %554
  %558 = getelementptr inbounds i8, ptr %555, i64 8
  %559 = load atomic i64, ptr %558 acquire, align 8
  %560 = icmp eq i64 %559, 4294967297
  %561 = trunc i64 %559 to i32
  br i1 %560, label %562, label %570

562:                                              ; preds = %557
  store i32 0, ptr %558, align 8, !tbaa !27
  %563 = getelementptr inbounds i8, ptr %555, i64 12
  store i32 0, ptr %563, align 4, !tbaa !30
  %564 = load ptr, ptr %555, align 8, !tbaa !31
  %565 = getelementptr inbounds i8, ptr %564, i64 16
  %566 = load ptr, ptr %565, align 8
  call void %566(ptr noundef nonnull align 8 dereferenceable(16) %555) #28
  %567 = load ptr, ptr %555, align 8, !tbaa !31
  %568 = getelementptr inbounds i8, ptr %567, i64 24
  %569 = load ptr, ptr %568, align 8
  call void %569(ptr noundef nonnull align 8 dereferenceable(16) %555) #28
  br label %581

570:                                              ; preds = %557
  %571 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %572 = icmp eq i8 %571, 0
  br i1 %572, label %575, label %573

573:                                              ; preds = %570
  %574 = add nsw i32 %561, -1
  store i32 %574, ptr %558, align 4, !tbaa !34
  br label %577

575:                                              ; preds = %570
  %576 = atomicrmw volatile add ptr %558, i32 -1 acq_rel, align 4
  br label %577

577:                                              ; preds = %575, %573
  %578 = phi i32 [ %561, %573 ], [ %576, %575 ]
  %579 = icmp eq i32 %578, 1
  br i1 %579, label %580, label %581, !prof !35

580:                                              ; preds = %577
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %555) #28
  br label %581

581:                                              ; preds = %580, %577, %562, %554
  invoke void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef 1)
          to label %582 unwind label %637

582:                                              ; preds = %581
  %583 = load ptr, ptr %159, align 8, !tbaa !25
  %584 = icmp eq ptr %583, null
  br i1 %584, label %609, label %585

585:                                              ; preds = %582
  %586 = getelementptr inbounds i8, ptr %583, i64 8
  %587 = load atomic i64, ptr %586 acquire, align 8
  %588 = icmp eq i64 %587, 4294967297
  %589 = trunc i64 %587 to i32
  br i1 %588, label %590, label %598

590:                                              ; preds = %585
  store i32 0, ptr %586, align 8, !tbaa !27
  %591 = getelementptr inbounds i8, ptr %583, i64 12
  store i32 0, ptr %591, align 4, !tbaa !30
  %592 = load ptr, ptr %583, align 8, !tbaa !31
  %593 = getelementptr inbounds i8, ptr %592, i64 16
  %594 = load ptr, ptr %593, align 8
  call void %594(ptr noundef nonnull align 8 dereferenceable(16) %583) #28
  %595 = load ptr, ptr %583, align 8, !tbaa !31
  %596 = getelementptr inbounds i8, ptr %595, i64 24
  %597 = load ptr, ptr %596, align 8
  call void %597(ptr noundef nonnull align 8 dereferenceable(16) %583) #28
  br label %609

598:                                              ; preds = %585
  %599 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %600 = icmp eq i8 %599, 0
  br i1 %600, label %603, label %601

601:                                              ; preds = %598
  %602 = add nsw i32 %589, -1
  store i32 %602, ptr %586, align 4, !tbaa !34
  br label %605

603:                                              ; preds = %598
  %604 = atomicrmw volatile add ptr %586, i32 -1 acq_rel, align 4
  br label %605

605:                                              ; preds = %603, %601
  %606 = phi i32 [ %589, %601 ], [ %604, %603 ]
  %607 = icmp eq i32 %606, 1
  br i1 %607, label %608, label %609, !prof !35

608:                                              ; preds = %605
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %583) #28
  br label %609

609:                                              ; preds = %608, %605, %590, %582
  %610 = load ptr, ptr %146, align 8, !tbaa !25
  %611 = icmp eq ptr %610, null
  br i1 %611, label %636, label %612

612:                                              ; preds = %609
  %613 = getelementptr inbounds i8, ptr %610, i64 8
  %614 = load atomic i64, ptr %613 acquire, align 8
  %615 = icmp eq i64 %614, 4294967297
  %616 = trunc i64 %614 to i32
  br i1 %615, label %617, label %625

617:                                              ; preds = %612
  store i32 0, ptr %613, align 8, !tbaa !27
  %618 = getelementptr inbounds i8, ptr %610, i64 12
  store i32 0, ptr %618, align 4, !tbaa !30
  %619 = load ptr, ptr %610, align 8, !tbaa !31
  %620 = getelementptr inbounds i8, ptr %619, i64 16
  %621 = load ptr, ptr %620, align 8
  call void %621(ptr noundef nonnull align 8 dereferenceable(16) %610) #28
  %622 = load ptr, ptr %610, align 8, !tbaa !31
  %623 = getelementptr inbounds i8, ptr %622, i64 24
  %624 = load ptr, ptr %623, align 8
  call void %624(ptr noundef nonnull align 8 dereferenceable(16) %610) #28
  br label %636

625:                                              ; preds = %612
  %626 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %627 = icmp eq i8 %626, 0
  br i1 %627, label %630, label %628

628:                                              ; preds = %625
  %629 = add nsw i32 %616, -1
  store i32 %629, ptr %613, align 4, !tbaa !34
  br label %632

630:                                              ; preds = %625
  %631 = atomicrmw volatile add ptr %613, i32 -1 acq_rel, align 4
  br label %632

632:                                              ; preds = %630, %628
  %633 = phi i32 [ %616, %628 ], [ %631, %630 ]
  %634 = icmp eq i32 %633, 1
  br i1 %634, label %635, label %636, !prof !35

635:                                              ; preds = %632
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %610) #28
  br label %636

636:                                              ; preds = %635, %632, %617, %609
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %12) #28
  br label %1014

637:                                              ; preds = %581, %364, %363
  %638 = landingpad { ptr, i32 }
          cleanup
  br label %643

639:                                              ; preds = %508, %497, %492, %491, %367
  %640 = landingpad { ptr, i32 }
          cleanup
  br label %641

641:                                              ; preds = %639, %526
  %642 = phi { ptr, i32 } [ %640, %639 ], [ %517, %526 ]
  call fastcc void @_ZN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE2_clES6_EUlNS0_2idILi1EEEE_ED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %15) #28
  br label %643

643:                                              ; preds = %641, %637
  %644 = phi { ptr, i32 } [ %638, %637 ], [ %642, %641 ]
  call fastcc void @_ZN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE2_clES6_EUlNS0_2idILi1EEEE_ED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %12) #28
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %12) #28
  br label %1012

645:                                              ; preds = %114
  %646 = load ptr, ptr %71, align 8, !tbaa !25
  %647 = icmp eq ptr %646, null
  br i1 %647, label %657, label %648

648:                                              ; preds = %645
  %649 = getelementptr inbounds i8, ptr %646, i64 8
  %650 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %651 = icmp eq i8 %650, 0
  br i1 %651, label %655, label %652

652:                                              ; preds = %648
  %653 = load i32, ptr %649, align 4, !tbaa !34
  %654 = add nsw i32 %653, 1
  store i32 %654, ptr %649, align 4, !tbaa !34
  br label %657

655:                                              ; preds = %648
  %656 = atomicrmw volatile add ptr %649, i32 1 acq_rel, align 4
  br label %657

657:                                              ; preds = %655, %652, %645
  %658 = load ptr, ptr %87, align 8, !tbaa !25
  %659 = icmp eq ptr %658, null
  br i1 %659, label %669, label %660

660:                                              ; preds = %657
  %661 = getelementptr inbounds i8, ptr %658, i64 8
  %662 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %663 = icmp eq i8 %662, 0
  br i1 %663, label %667, label %664

664:                                              ; preds = %660
  %665 = load i32, ptr %661, align 4, !tbaa !34
  %666 = add nsw i32 %665, 1
  store i32 %666, ptr %661, align 4, !tbaa !34
  br label %669

667:                                              ; preds = %660
  %668 = atomicrmw volatile add ptr %661, i32 1 acq_rel, align 4
  br label %669

669:                                              ; preds = %667, %664, %657
  br i1 %647, label %679, label %670

670:                                              ; preds = %669
  %671 = getelementptr inbounds i8, ptr %646, i64 8
  %672 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %673 = icmp eq i8 %672, 0
  br i1 %673, label %677, label %674

674:                                              ; preds = %670
  %675 = load i32, ptr %671, align 4, !tbaa !34
  %676 = add nsw i32 %675, 1
  store i32 %676, ptr %671, align 4, !tbaa !34
  br label %679

677:                                              ; preds = %670
  %678 = atomicrmw volatile add ptr %671, i32 1 acq_rel, align 4
  br label %679

679:                                              ; preds = %677, %674, %669
  br i1 %659, label %712, label %680

680:                                              ; preds = %679
  %681 = getelementptr inbounds i8, ptr %658, i64 8
  %682 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %683 = icmp eq i8 %682, 0
  br i1 %683, label %687, label %684

684:                                              ; preds = %680
  %685 = load i32, ptr %681, align 4, !tbaa !34
  %686 = add nsw i32 %685, 1
  store i32 %686, ptr %681, align 4, !tbaa !34
  br label %689

687:                                              ; preds = %680
  %688 = atomicrmw volatile add ptr %681, i32 1 acq_rel, align 4
  br label %689

689:                                              ; preds = %687, %684
  %690 = load atomic i64, ptr %681 acquire, align 8
  %691 = icmp eq i64 %690, 4294967297
  %692 = trunc i64 %690 to i32
  br i1 %691, label %693, label %701

693:                                              ; preds = %689
  store i32 0, ptr %681, align 8, !tbaa !27
  %694 = getelementptr inbounds i8, ptr %658, i64 12
  store i32 0, ptr %694, align 4, !tbaa !30
  %695 = load ptr, ptr %658, align 8, !tbaa !31
  %696 = getelementptr inbounds i8, ptr %695, i64 16
  %697 = load ptr, ptr %696, align 8
  call void %697(ptr noundef nonnull align 8 dereferenceable(16) %658) #28
  %698 = load ptr, ptr %658, align 8, !tbaa !31
  %699 = getelementptr inbounds i8, ptr %698, i64 24
  %700 = load ptr, ptr %699, align 8
  call void %700(ptr noundef nonnull align 8 dereferenceable(16) %658) #28
  br label %712

701:                                              ; preds = %689
  %702 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %703 = icmp eq i8 %702, 0
  br i1 %703, label %706, label %704

704:                                              ; preds = %701
  %705 = add nsw i32 %692, -1
  store i32 %705, ptr %681, align 4, !tbaa !34
  br label %708

706:                                              ; preds = %701
  %707 = atomicrmw volatile add ptr %681, i32 -1 acq_rel, align 4
  br label %708

708:                                              ; preds = %706, %704
  %709 = phi i32 [ %692, %704 ], [ %707, %706 ]
  %710 = icmp eq i32 %709, 1
  br i1 %710, label %711, label %712, !prof !35

711:                                              ; preds = %708
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %658) #28
  br label %712

712:                                              ; preds = %711, %708, %693, %679
  br i1 %647, label %737, label %713

713:                                              ; preds = %712
  %714 = getelementptr inbounds i8, ptr %646, i64 8
  %715 = load atomic i64, ptr %714 acquire, align 8
  %716 = icmp eq i64 %715, 4294967297
  %717 = trunc i64 %715 to i32
  br i1 %716, label %718, label %726

718:                                              ; preds = %713
  store i32 0, ptr %714, align 8, !tbaa !27
  %719 = getelementptr inbounds i8, ptr %646, i64 12
  store i32 0, ptr %719, align 4, !tbaa !30
  %720 = load ptr, ptr %646, align 8, !tbaa !31
  %721 = getelementptr inbounds i8, ptr %720, i64 16
  %722 = load ptr, ptr %721, align 8
  call void %722(ptr noundef nonnull align 8 dereferenceable(16) %646) #28
  %723 = load ptr, ptr %646, align 8, !tbaa !31
  %724 = getelementptr inbounds i8, ptr %723, i64 24
  %725 = load ptr, ptr %724, align 8
  call void %725(ptr noundef nonnull align 8 dereferenceable(16) %646) #28
  br label %737

726:                                              ; preds = %713
  %727 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %728 = icmp eq i8 %727, 0
  br i1 %728, label %731, label %729

729:                                              ; preds = %726
  %730 = add nsw i32 %717, -1
  store i32 %730, ptr %714, align 4, !tbaa !34
  br label %733

731:                                              ; preds = %726
  %732 = atomicrmw volatile add ptr %714, i32 -1 acq_rel, align 4
  br label %733

733:                                              ; preds = %731, %729
  %734 = phi i32 [ %717, %729 ], [ %732, %731 ]
  %735 = icmp eq i32 %734, 1
  br i1 %735, label %736, label %737, !prof !35

736:                                              ; preds = %733
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %646) #28
  br label %737

737:                                              ; preds = %736, %733, %718, %712
  br i1 %659, label %762, label %738

738:                                              ; preds = %737
  %739 = getelementptr inbounds i8, ptr %658, i64 8
  %740 = load atomic i64, ptr %739 acquire, align 8
  %741 = icmp eq i64 %740, 4294967297
  %742 = trunc i64 %740 to i32
  br i1 %741, label %743, label %751

743:                                              ; preds = %738
  store i32 0, ptr %739, align 8, !tbaa !27
  %744 = getelementptr inbounds i8, ptr %658, i64 12
  store i32 0, ptr %744, align 4, !tbaa !30
  %745 = load ptr, ptr %658, align 8, !tbaa !31
  %746 = getelementptr inbounds i8, ptr %745, i64 16
  %747 = load ptr, ptr %746, align 8
  call void %747(ptr noundef nonnull align 8 dereferenceable(16) %658) #28
  %748 = load ptr, ptr %658, align 8, !tbaa !31
  %749 = getelementptr inbounds i8, ptr %748, i64 24
  %750 = load ptr, ptr %749, align 8
  call void %750(ptr noundef nonnull align 8 dereferenceable(16) %658) #28
  br label %762

751:                                              ; preds = %738
  %752 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %753 = icmp eq i8 %752, 0
  br i1 %753, label %756, label %754

754:                                              ; preds = %751
  %755 = add nsw i32 %742, -1
  store i32 %755, ptr %739, align 4, !tbaa !34
  br label %758

756:                                              ; preds = %751
  %757 = atomicrmw volatile add ptr %739, i32 -1 acq_rel, align 4
  br label %758

758:                                              ; preds = %756, %754
  %759 = phi i32 [ %742, %754 ], [ %757, %756 ]
  %760 = icmp eq i32 %759, 1
  br i1 %760, label %761, label %762, !prof !35

761:                                              ; preds = %758
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %658) #28
  br label %762

762:                                              ; preds = %761, %758, %743, %737
  br i1 %647, label %787, label %763

763:                                              ; preds = %762
  %764 = getelementptr inbounds i8, ptr %646, i64 8
  %765 = load atomic i64, ptr %764 acquire, align 8
  %766 = icmp eq i64 %765, 4294967297
  %767 = trunc i64 %765 to i32
  br i1 %766, label %768, label %776

768:                                              ; preds = %763
  store i32 0, ptr %764, align 8, !tbaa !27
  %769 = getelementptr inbounds i8, ptr %646, i64 12
  store i32 0, ptr %769, align 4, !tbaa !30
  %770 = load ptr, ptr %646, align 8, !tbaa !31
  %771 = getelementptr inbounds i8, ptr %770, i64 16
  %772 = load ptr, ptr %771, align 8
  call void %772(ptr noundef nonnull align 8 dereferenceable(16) %646) #28
  %773 = load ptr, ptr %646, align 8, !tbaa !31
  %774 = getelementptr inbounds i8, ptr %773, i64 24
  %775 = load ptr, ptr %774, align 8
  call void %775(ptr noundef nonnull align 8 dereferenceable(16) %646) #28
  br label %787

776:                                              ; preds = %763
  %777 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %778 = icmp eq i8 %777, 0
  br i1 %778, label %781, label %779

779:                                              ; preds = %776
  %780 = add nsw i32 %767, -1
  store i32 %780, ptr %764, align 4, !tbaa !34
  br label %783

781:                                              ; preds = %776
  %782 = atomicrmw volatile add ptr %764, i32 -1 acq_rel, align 4
  br label %783

783:                                              ; preds = %781, %779
  %784 = phi i32 [ %767, %779 ], [ %782, %781 ]
  %785 = icmp eq i32 %784, 1
  br i1 %785, label %786, label %787, !prof !35

786:                                              ; preds = %783
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %646) #28
  br label %787

787:                                              ; preds = %786, %783, %768, %762
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.35)
          to label %788 unwind label %1068

788:                                              ; preds = %787
  invoke void @_ZN4sycl3_V17handler22setKernelIsCooperativeEb(ptr noundef nonnull align 8 dereferenceable(216) %1, i1 noundef zeroext false)
          to label %789 unwind label %1068

789:                                              ; preds = %788
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6)
  %790 = getelementptr inbounds i8, ptr %6, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %790, i8 0, i64 16, i1 false), !alias.scope !282
  store i64 %34, ptr %6, align 8, !tbaa !5, !alias.scope !282
  invoke void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range.105") align 8 %6, i1 noundef zeroext false, i32 noundef 1)
          to label %791 unwind label %1068

791:                                              ; preds = %789
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6)
  %792 = load ptr, ptr %17, align 8, !tbaa !156
  store ptr %792, ptr %16, align 8, !tbaa !156
  %793 = getelementptr inbounds i8, ptr %16, i64 8
  %794 = load ptr, ptr %71, align 8, !tbaa !25
  store ptr null, ptr %71, align 8, !tbaa !25
  store ptr %794, ptr %793, align 8, !tbaa !25
  store ptr null, ptr %17, align 8, !tbaa !156
  %795 = getelementptr inbounds i8, ptr %16, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %795, ptr noundef nonnull align 8 dereferenceable(16) %84, i64 16, i1 false)
  %796 = getelementptr inbounds i8, ptr %16, i64 32
  %797 = load ptr, ptr %85, align 8, !tbaa !156
  store ptr %797, ptr %796, align 8, !tbaa !156
  %798 = getelementptr inbounds i8, ptr %16, i64 40
  %799 = load ptr, ptr %87, align 8, !tbaa !25
  store ptr null, ptr %87, align 8, !tbaa !25
  store ptr %799, ptr %798, align 8, !tbaa !25
  store ptr null, ptr %85, align 8, !tbaa !156
  %800 = getelementptr inbounds i8, ptr %16, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %800, ptr noundef nonnull align 8 dereferenceable(16) %100, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4)
  %801 = invoke noalias noundef nonnull dereferenceable(72) ptr @_Znwm(i64 noundef 72) #30
          to label %802 unwind label %1008

802:                                              ; preds = %791
  %803 = icmp eq ptr %794, null
  br i1 %803, label %815, label %804

804:                                              ; preds = %802
  %805 = getelementptr inbounds i8, ptr %794, i64 8
  %806 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !285
  %807 = icmp eq i8 %806, 0
  br i1 %807, label %811, label %808

808:                                              ; preds = %804
  %809 = load i32, ptr %805, align 4, !tbaa !34, !noalias !285
  %810 = add nsw i32 %809, 1
  store i32 %810, ptr %805, align 4, !tbaa !34, !noalias !285
  br label %815

811:                                              ; preds = %804
  %812 = atomicrmw volatile add ptr %805, i32 1 acq_rel, align 4, !noalias !285
  %813 = load ptr, ptr %796, align 8, !tbaa !156, !noalias !285
  %814 = load ptr, ptr %798, align 8, !tbaa !25, !noalias !285
  br label %815

815:                                              ; preds = %811, %808, %802
  %816 = phi ptr [ %814, %811 ], [ %799, %808 ], [ %799, %802 ]
  %817 = phi ptr [ %813, %811 ], [ %797, %808 ], [ %797, %802 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull readonly align 8 dereferenceable(16) %795, i64 16, i1 false), !noalias !285
  %818 = icmp eq ptr %816, null
  br i1 %818, label %828, label %819

819:                                              ; preds = %815
  %820 = getelementptr inbounds i8, ptr %816, i64 8
  %821 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !285
  %822 = icmp eq i8 %821, 0
  br i1 %822, label %826, label %823

823:                                              ; preds = %819
  %824 = load i32, ptr %820, align 4, !tbaa !34, !noalias !285
  %825 = add nsw i32 %824, 1
  store i32 %825, ptr %820, align 4, !tbaa !34, !noalias !285
  br label %828

826:                                              ; preds = %819
  %827 = atomicrmw volatile add ptr %820, i32 1 acq_rel, align 4, !noalias !285
  br label %828

828:                                              ; preds = %826, %823, %815
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull readonly align 8 dereferenceable(16) %800, i64 16, i1 false), !noalias !285
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE2_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %801, align 8, !tbaa !31, !noalias !285
  %829 = getelementptr inbounds i8, ptr %801, i64 8
  store ptr %792, ptr %829, align 8, !tbaa !156, !noalias !285
  %830 = getelementptr inbounds i8, ptr %801, i64 16
  store ptr %794, ptr %830, align 8, !tbaa !25, !noalias !285
  br i1 %803, label %840, label %831

831:                                              ; preds = %828
  %832 = getelementptr inbounds i8, ptr %794, i64 8
  %833 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !285
  %834 = icmp eq i8 %833, 0
  br i1 %834, label %838, label %835

835:                                              ; preds = %831
  %836 = load i32, ptr %832, align 4, !tbaa !34, !noalias !285
  %837 = add nsw i32 %836, 1
  store i32 %837, ptr %832, align 4, !tbaa !34, !noalias !285
  br label %840

838:                                              ; preds = %831
  %839 = atomicrmw volatile add ptr %832, i32 1 acq_rel, align 4, !noalias !285
  br label %840

840:                                              ; preds = %838, %835, %828
  %841 = getelementptr inbounds i8, ptr %801, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %841, ptr noundef nonnull align 8 dereferenceable(16) %3, i64 16, i1 false), !noalias !285
  %842 = getelementptr inbounds i8, ptr %801, i64 40
  store ptr %817, ptr %842, align 8, !tbaa !156, !noalias !285
  %843 = getelementptr inbounds i8, ptr %801, i64 48
  store ptr %816, ptr %843, align 8, !tbaa !25, !noalias !285
  br i1 %818, label %853, label %844

844:                                              ; preds = %840
  %845 = getelementptr inbounds i8, ptr %816, i64 8
  %846 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !285
  %847 = icmp eq i8 %846, 0
  br i1 %847, label %851, label %848

848:                                              ; preds = %844
  %849 = load i32, ptr %845, align 4, !tbaa !34, !noalias !285
  %850 = add nsw i32 %849, 1
  store i32 %850, ptr %845, align 4, !tbaa !34, !noalias !285
  br label %855

851:                                              ; preds = %844
  %852 = atomicrmw volatile add ptr %845, i32 1 acq_rel, align 4, !noalias !285
  br label %855

853:                                              ; preds = %840
  %854 = getelementptr inbounds i8, ptr %801, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %854, ptr noundef nonnull align 8 dereferenceable(16) %4, i64 16, i1 false), !noalias !285
  br label %879

855:                                              ; preds = %851, %848
  %856 = getelementptr inbounds i8, ptr %801, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %856, ptr noundef nonnull align 8 dereferenceable(16) %4, i64 16, i1 false), !noalias !285
  %857 = load atomic i64, ptr %845 acquire, align 8, !noalias !285
  %858 = icmp eq i64 %857, 4294967297
  %859 = trunc i64 %857 to i32
  br i1 %858, label %860, label %868

860:                                              ; preds = %855
  store i32 0, ptr %845, align 8, !tbaa !27, !noalias !285
  %861 = getelementptr inbounds i8, ptr %816, i64 12
  store i32 0, ptr %861, align 4, !tbaa !30, !noalias !285
  %862 = load ptr, ptr %816, align 8, !tbaa !31, !noalias !285
  %863 = getelementptr inbounds i8, ptr %862, i64 16
  %864 = load ptr, ptr %863, align 8, !noalias !285
  call void %864(ptr noundef nonnull align 8 dereferenceable(16) %816) #28, !noalias !285
  %865 = load ptr, ptr %816, align 8, !tbaa !31, !noalias !285
  %866 = getelementptr inbounds i8, ptr %865, i64 24
  %867 = load ptr, ptr %866, align 8, !noalias !285
  call void %867(ptr noundef nonnull align 8 dereferenceable(16) %816) #28, !noalias !285
  br label %879

868:                                              ; preds = %855
  %869 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !285
  %870 = icmp eq i8 %869, 0
  br i1 %870, label %873, label %871

871:                                              ; preds = %868
  %872 = add nsw i32 %859, -1
  store i32 %872, ptr %845, align 4, !tbaa !34, !noalias !285
  br label %875

873:                                              ; preds = %868
  %874 = atomicrmw volatile add ptr %845, i32 -1 acq_rel, align 4, !noalias !285
  br label %875

875:                                              ; preds = %873, %871
  %876 = phi i32 [ %859, %871 ], [ %874, %873 ]
  %877 = icmp eq i32 %876, 1
  br i1 %877, label %878, label %879, !prof !35

878:                                              ; preds = %875
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %816) #28, !noalias !285
  br label %879

879:                                              ; preds = %878, %875, %860, %853
  br i1 %803, label %904, label %880

880:                                              ; preds = %879
  %881 = getelementptr inbounds i8, ptr %794, i64 8
  %882 = load atomic i64, ptr %881 acquire, align 8, !noalias !285
  %883 = icmp eq i64 %882, 4294967297
  %884 = trunc i64 %882 to i32
  br i1 %883, label %885, label %893

885:                                              ; preds = %880
  store i32 0, ptr %881, align 8, !tbaa !27, !noalias !285
  %886 = getelementptr inbounds i8, ptr %794, i64 12
  store i32 0, ptr %886, align 4, !tbaa !30, !noalias !285
  %887 = load ptr, ptr %794, align 8, !tbaa !31, !noalias !285
  %888 = getelementptr inbounds i8, ptr %887, i64 16
  %889 = load ptr, ptr %888, align 8, !noalias !285
  call void %889(ptr noundef nonnull align 8 dereferenceable(16) %794) #28, !noalias !285
  %890 = load ptr, ptr %794, align 8, !tbaa !31, !noalias !285
  %891 = getelementptr inbounds i8, ptr %890, i64 24
  %892 = load ptr, ptr %891, align 8, !noalias !285
  call void %892(ptr noundef nonnull align 8 dereferenceable(16) %794) #28, !noalias !285
  br label %904

893:                                              ; preds = %880
  %894 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !285
  %895 = icmp eq i8 %894, 0
  br i1 %895, label %898, label %896

896:                                              ; preds = %893
  %897 = add nsw i32 %884, -1
  store i32 %897, ptr %881, align 4, !tbaa !34, !noalias !285
  br label %900

898:                                              ; preds = %893
  %899 = atomicrmw volatile add ptr %881, i32 -1 acq_rel, align 4, !noalias !285
  br label %900

900:                                              ; preds = %898, %896
  %901 = phi i32 [ %884, %896 ], [ %899, %898 ]
  %902 = icmp eq i32 %901, 1
  br i1 %902, label %903, label %904, !prof !35

903:                                              ; preds = %900
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %794) #28, !noalias !285
  br label %904

904:                                              ; preds = %903, %900, %885, %879
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4)
  %905 = getelementptr inbounds i8, ptr %1, i64 152
  %906 = load ptr, ptr %905, align 8, !tbaa !11
  store ptr %801, ptr %905, align 8, !tbaa !11
  %907 = icmp eq ptr %906, null
  br i1 %907, label %912, label %908

908:                                              ; preds = %904
  %909 = load ptr, ptr %906, align 8, !tbaa !31
  %910 = getelementptr inbounds i8, ptr %909, i64 16
  %911 = load ptr, ptr %910, align 8
  call void %911(ptr noundef nonnull align 8 dereferenceable(8) %906) #28
  br label %912

912:                                              ; preds = %908, %904
  invoke void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %913 unwind label %1008

913:                                              ; preds = %912
  %914 = load ptr, ptr %905, align 8, !tbaa !11
  %915 = load ptr, ptr %914, align 8, !tbaa !31
  %916 = load ptr, ptr %915, align 8
  %917 = invoke noundef ptr %916(ptr noundef nonnull align 8 dereferenceable(8) %914)
          to label %918 unwind label %1008

918:                                              ; preds = %913
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #28
  call void @llvm.experimental.noalias.scope.decl(metadata !288)
  %919 = getelementptr inbounds i8, ptr %5, i64 16
  %920 = invoke noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #30
          to label %921 unwind label %1008

921:                                              ; preds = %918
  store ptr %920, ptr %5, align 8, !tbaa !174, !alias.scope !288
  %922 = getelementptr inbounds i8, ptr %920, i64 24
  store ptr %922, ptr %919, align 8, !tbaa !176, !alias.scope !288
  %923 = getelementptr inbounds i8, ptr %5, i64 8
  store i64 17446157156352, ptr %920, align 4, !noalias !288
  %924 = getelementptr inbounds i8, ptr %920, i64 8
  store i32 0, ptr %924, align 4, !tbaa !34, !noalias !288
  %925 = getelementptr inbounds i8, ptr %920, i64 12
  store i64 17446157156352, ptr %925, align 4, !noalias !288
  %926 = getelementptr inbounds i8, ptr %920, i64 20
  store i32 32, ptr %926, align 4, !tbaa !34, !noalias !288
  store ptr %922, ptr %923, align 8, !tbaa !198, !alias.scope !288
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %917, ptr noundef nonnull align 8 dereferenceable(24) %5, i1 noundef zeroext false)
          to label %927 unwind label %943

927:                                              ; preds = %921
  %928 = load ptr, ptr %5, align 8, !tbaa !174
  %929 = icmp eq ptr %928, null
  br i1 %929, label %935, label %930

930:                                              ; preds = %927
  %931 = load ptr, ptr %919, align 8, !tbaa !176
  %932 = ptrtoint ptr %931 to i64
  %933 = ptrtoint ptr %928 to i64
  %934 = sub i64 %932, %933
  call void @_ZdlPvm(ptr noundef nonnull %928, i64 noundef %934) #33
  br label %935

935:                                              ; preds = %930, %927
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #28
  %936 = invoke noalias noundef nonnull dereferenceable(13) ptr @_Znam(i64 noundef 13) #30
          to label %937 unwind label %1008

937:                                              ; preds = %935
  %938 = getelementptr inbounds i8, ptr %1, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(12) %936, ptr noundef nonnull align 1 dereferenceable(12) @.str.35, i64 12, i1 false)
  %939 = getelementptr inbounds i8, ptr %936, i64 12
  store i8 0, ptr %939, align 1, !tbaa !33
  %940 = load ptr, ptr %938, align 8, !tbaa !11
  store ptr %936, ptr %938, align 8, !tbaa !11
  %941 = icmp eq ptr %940, null
  br i1 %941, label %953, label %942

942:                                              ; preds = %937
  call void @_ZdaPv(ptr noundef nonnull %940) #33
  br label %953

943:                                              ; preds = %921
  %944 = landingpad { ptr, i32 }
          cleanup
  %945 = load ptr, ptr %5, align 8, !tbaa !174
  %946 = icmp eq ptr %945, null
  br i1 %946, label %952, label %947

947:                                              ; preds = %943
  %948 = load ptr, ptr %919, align 8, !tbaa !176
  %949 = ptrtoint ptr %948 to i64
  %950 = ptrtoint ptr %945 to i64
  %951 = sub i64 %949, %950
  call void @_ZdlPvm(ptr noundef nonnull %945, i64 noundef %951) #33
  br label %952

952:                                              ; preds = %947, %943
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #28
  br label %1010

953:                                              ; preds = %942, %937
  %954 = load ptr, ptr %798, align 8, !tbaa !25
  %955 = icmp eq ptr %954, null
  br i1 %955, label %980, label %956

956:                                              ; preds = %953
  %957 = getelementptr inbounds i8, ptr %954, i64 8
  %958 = load atomic i64, ptr %957 acquire, align 8
  %959 = icmp eq i64 %958, 4294967297
  %960 = trunc i64 %958 to i32
  br i1 %959, label %961, label %969

961:                                              ; preds = %956
  store i32 0, ptr %957, align 8, !tbaa !27
  %962 = getelementptr inbounds i8, ptr %954, i64 12
  store i32 0, ptr %962, align 4, !tbaa !30
  %963 = load ptr, ptr %954, align 8, !tbaa !31
  %964 = getelementptr inbounds i8, ptr %963, i64 16
  %965 = load ptr, ptr %964, align 8
  call void %965(ptr noundef nonnull align 8 dereferenceable(16) %954) #28
  %966 = load ptr, ptr %954, align 8, !tbaa !31
  %967 = getelementptr inbounds i8, ptr %966, i64 24
  %968 = load ptr, ptr %967, align 8
  call void %968(ptr noundef nonnull align 8 dereferenceable(16) %954) #28
  br label %980

969:                                              ; preds = %956
  %970 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %971 = icmp eq i8 %970, 0
  br i1 %971, label %974, label %972

972:                                              ; preds = %969
  %973 = add nsw i32 %960, -1
  store i32 %973, ptr %957, align 4, !tbaa !34
  br label %976

974:                                              ; preds = %969
  %975 = atomicrmw volatile add ptr %957, i32 -1 acq_rel, align 4
  br label %976

976:                                              ; preds = %974, %972
  %977 = phi i32 [ %960, %972 ], [ %975, %974 ]
  %978 = icmp eq i32 %977, 1
  br i1 %978, label %979, label %980, !prof !35

979:                                              ; preds = %976
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %954) #28
  br label %980

980:                                              ; preds = %979, %976, %961, %953
  %981 = load ptr, ptr %793, align 8, !tbaa !25
  %982 = icmp eq ptr %981, null
  br i1 %982, label %1007, label %983

983:                                              ; preds = %980
  %984 = getelementptr inbounds i8, ptr %981, i64 8
  %985 = load atomic i64, ptr %984 acquire, align 8
  %986 = icmp eq i64 %985, 4294967297
  %987 = trunc i64 %985 to i32
  br i1 %986, label %988, label %996

988:                                              ; preds = %983
  store i32 0, ptr %984, align 8, !tbaa !27
  %989 = getelementptr inbounds i8, ptr %981, i64 12
  store i32 0, ptr %989, align 4, !tbaa !30
  %990 = load ptr, ptr %981, align 8, !tbaa !31
  %991 = getelementptr inbounds i8, ptr %990, i64 16
  %992 = load ptr, ptr %991, align 8
  call void %992(ptr noundef nonnull align 8 dereferenceable(16) %981) #28
  %993 = load ptr, ptr %981, align 8, !tbaa !31
  %994 = getelementptr inbounds i8, ptr %993, i64 24
  %995 = load ptr, ptr %994, align 8
  call void %995(ptr noundef nonnull align 8 dereferenceable(16) %981) #28
  br label %1007

996:                                              ; preds = %983
  %997 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %998 = icmp eq i8 %997, 0
  br i1 %998, label %1001, label %999

999:                                              ; preds = %996
  %1000 = add nsw i32 %987, -1
  store i32 %1000, ptr %984, align 4, !tbaa !34
  br label %1003

1001:                                             ; preds = %996
  %1002 = atomicrmw volatile add ptr %984, i32 -1 acq_rel, align 4
  br label %1003

1003:                                             ; preds = %1001, %999
  %1004 = phi i32 [ %987, %999 ], [ %1002, %1001 ]
  %1005 = icmp eq i32 %1004, 1
  br i1 %1005, label %1006, label %1007, !prof !35

1006:                                             ; preds = %1003
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %981) #28
  br label %1007

1007:                                             ; preds = %1006, %1003, %988, %980
  invoke void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef 1)
          to label %1014 unwind label %1068

1008:                                             ; preds = %935, %918, %913, %912, %791
  %1009 = landingpad { ptr, i32 }
          cleanup
  br label %1010

1010:                                             ; preds = %1008, %952
  %1011 = phi { ptr, i32 } [ %1009, %1008 ], [ %944, %952 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE2_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(64) %16) #28
  br label %1012

1012:                                             ; preds = %1010, %643
  %1013 = phi { ptr, i32 } [ %644, %643 ], [ %1011, %1010 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #28
  br label %1070

1014:                                             ; preds = %1007, %636
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #28
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %13)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %14)
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %15)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %16)
  %1015 = load ptr, ptr %87, align 8, !tbaa !25
  %1016 = icmp eq ptr %1015, null
  br i1 %1016, label %1041, label %1017

1017:                                             ; preds = %1014
  %1018 = getelementptr inbounds i8, ptr %1015, i64 8
  %1019 = load atomic i64, ptr %1018 acquire, align 8
  %1020 = icmp eq i64 %1019, 4294967297
  %1021 = trunc i64 %1019 to i32
  br i1 %1020, label %1022, label %1030

1022:                                             ; preds = %1017
  store i32 0, ptr %1018, align 8, !tbaa !27
  %1023 = getelementptr inbounds i8, ptr %1015, i64 12
  store i32 0, ptr %1023, align 4, !tbaa !30
  %1024 = load ptr, ptr %1015, align 8, !tbaa !31
  %1025 = getelementptr inbounds i8, ptr %1024, i64 16
  %1026 = load ptr, ptr %1025, align 8
  call void %1026(ptr noundef nonnull align 8 dereferenceable(16) %1015) #28
  %1027 = load ptr, ptr %1015, align 8, !tbaa !31
  %1028 = getelementptr inbounds i8, ptr %1027, i64 24
  %1029 = load ptr, ptr %1028, align 8
  call void %1029(ptr noundef nonnull align 8 dereferenceable(16) %1015) #28
  br label %1041

1030:                                             ; preds = %1017
  %1031 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %1032 = icmp eq i8 %1031, 0
  br i1 %1032, label %1035, label %1033

1033:                                             ; preds = %1030
  %1034 = add nsw i32 %1021, -1
  store i32 %1034, ptr %1018, align 4, !tbaa !34
  br label %1037

1035:                                             ; preds = %1030
  %1036 = atomicrmw volatile add ptr %1018, i32 -1 acq_rel, align 4
  br label %1037

1037:                                             ; preds = %1035, %1033
  %1038 = phi i32 [ %1021, %1033 ], [ %1036, %1035 ]
  %1039 = icmp eq i32 %1038, 1
  br i1 %1039, label %1040, label %1041, !prof !35

1040:                                             ; preds = %1037
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1015) #28
  br label %1041

1041:                                             ; preds = %1040, %1037, %1022, %1014
  %1042 = load ptr, ptr %71, align 8, !tbaa !25
  %1043 = icmp eq ptr %1042, null
  br i1 %1043, label %1072, label %1044

1044:                                             ; preds = %1041
  %1045 = getelementptr inbounds i8, ptr %1042, i64 8
  %1046 = load atomic i64, ptr %1045 acquire, align 8
  %1047 = icmp eq i64 %1046, 4294967297
  %1048 = trunc i64 %1046 to i32
  br i1 %1047, label %1049, label %1057

1049:                                             ; preds = %1044
  store i32 0, ptr %1045, align 8, !tbaa !27
  %1050 = getelementptr inbounds i8, ptr %1042, i64 12
  store i32 0, ptr %1050, align 4, !tbaa !30
  %1051 = load ptr, ptr %1042, align 8, !tbaa !31
  %1052 = getelementptr inbounds i8, ptr %1051, i64 16
  %1053 = load ptr, ptr %1052, align 8
  call void %1053(ptr noundef nonnull align 8 dereferenceable(16) %1042) #28
  %1054 = load ptr, ptr %1042, align 8, !tbaa !31
  %1055 = getelementptr inbounds i8, ptr %1054, i64 24
  %1056 = load ptr, ptr %1055, align 8
  call void %1056(ptr noundef nonnull align 8 dereferenceable(16) %1042) #28
  br label %1072

1057:                                             ; preds = %1044
  %1058 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %1059 = icmp eq i8 %1058, 0
  br i1 %1059, label %1062, label %1060

1060:                                             ; preds = %1057
  %1061 = add nsw i32 %1048, -1
  store i32 %1061, ptr %1045, align 4, !tbaa !34
  br label %1064

1062:                                             ; preds = %1057
  %1063 = atomicrmw volatile add ptr %1045, i32 -1 acq_rel, align 4
  br label %1064

1064:                                             ; preds = %1062, %1060
  %1065 = phi i32 [ %1048, %1060 ], [ %1063, %1062 ]
  %1066 = icmp eq i32 %1065, 1
  br i1 %1066, label %1067, label %1072, !prof !35

1067:                                             ; preds = %1064
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1042) #28
  br label %1072

1068:                                             ; preds = %1007, %789, %788, %787, %113, %109, %99
  %1069 = landingpad { ptr, i32 }
          cleanup
  br label %1070

1070:                                             ; preds = %1068, %1012, %111
  %1071 = phi { ptr, i32 } [ %1069, %1068 ], [ %112, %111 ], [ %1013, %1012 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE2_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(64) %17) #28
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE2_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(64) %22) #28
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %22) #28
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %20) #28
  br label %1182

1072:                                             ; preds = %1067, %1064, %1049, %1041
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %17)
  %1073 = load ptr, ptr %54, align 8, !tbaa !25
  %1074 = icmp eq ptr %1073, null
  br i1 %1074, label %1099, label %1075

1075:                                             ; preds = %1072
  %1076 = getelementptr inbounds i8, ptr %1073, i64 8
  %1077 = load atomic i64, ptr %1076 acquire, align 8
  %1078 = icmp eq i64 %1077, 4294967297
  %1079 = trunc i64 %1077 to i32
  br i1 %1078, label %1080, label %1088

1080:                                             ; preds = %1075
  store i32 0, ptr %1076, align 8, !tbaa !27
  %1081 = getelementptr inbounds i8, ptr %1073, i64 12
  store i32 0, ptr %1081, align 4, !tbaa !30
  %1082 = load ptr, ptr %1073, align 8, !tbaa !31
  %1083 = getelementptr inbounds i8, ptr %1082, i64 16
  %1084 = load ptr, ptr %1083, align 8
  call void %1084(ptr noundef nonnull align 8 dereferenceable(16) %1073) #28
  %1085 = load ptr, ptr %1073, align 8, !tbaa !31
  %1086 = getelementptr inbounds i8, ptr %1085, i64 24
  %1087 = load ptr, ptr %1086, align 8
  call void %1087(ptr noundef nonnull align 8 dereferenceable(16) %1073) #28
  br label %1099

1088:                                             ; preds = %1075
  %1089 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %1090 = icmp eq i8 %1089, 0
  br i1 %1090, label %1093, label %1091

1091:                                             ; preds = %1088
  %1092 = add nsw i32 %1079, -1
  store i32 %1092, ptr %1076, align 4, !tbaa !34
  br label %1095

1093:                                             ; preds = %1088
  %1094 = atomicrmw volatile add ptr %1076, i32 -1 acq_rel, align 4
  br label %1095

1095:                                             ; preds = %1093, %1091
  %1096 = phi i32 [ %1079, %1091 ], [ %1094, %1093 ]
  %1097 = icmp eq i32 %1096, 1
  br i1 %1097, label %1098, label %1099, !prof !35

1098:                                             ; preds = %1095
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1073) #28
  br label %1099

1099:                                             ; preds = %1098, %1095, %1080, %1072
  %1100 = load ptr, ptr %36, align 8, !tbaa !25
  %1101 = icmp eq ptr %1100, null
  br i1 %1101, label %1126, label %1102

1102:                                             ; preds = %1099
  %1103 = getelementptr inbounds i8, ptr %1100, i64 8
  %1104 = load atomic i64, ptr %1103 acquire, align 8
  %1105 = icmp eq i64 %1104, 4294967297
  %1106 = trunc i64 %1104 to i32
  br i1 %1105, label %1107, label %1115

1107:                                             ; preds = %1102
  store i32 0, ptr %1103, align 8, !tbaa !27
  %1108 = getelementptr inbounds i8, ptr %1100, i64 12
  store i32 0, ptr %1108, align 4, !tbaa !30
  %1109 = load ptr, ptr %1100, align 8, !tbaa !31
  %1110 = getelementptr inbounds i8, ptr %1109, i64 16
  %1111 = load ptr, ptr %1110, align 8
  call void %1111(ptr noundef nonnull align 8 dereferenceable(16) %1100) #28
  %1112 = load ptr, ptr %1100, align 8, !tbaa !31
  %1113 = getelementptr inbounds i8, ptr %1112, i64 24
  %1114 = load ptr, ptr %1113, align 8
  call void %1114(ptr noundef nonnull align 8 dereferenceable(16) %1100) #28
  br label %1126

1115:                                             ; preds = %1102
  %1116 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %1117 = icmp eq i8 %1116, 0
  br i1 %1117, label %1120, label %1118

1118:                                             ; preds = %1115
  %1119 = add nsw i32 %1106, -1
  store i32 %1119, ptr %1103, align 4, !tbaa !34
  br label %1122

1120:                                             ; preds = %1115
  %1121 = atomicrmw volatile add ptr %1103, i32 -1 acq_rel, align 4
  br label %1122

1122:                                             ; preds = %1120, %1118
  %1123 = phi i32 [ %1106, %1118 ], [ %1121, %1120 ]
  %1124 = icmp eq i32 %1123, 1
  br i1 %1124, label %1125, label %1126, !prof !35

1125:                                             ; preds = %1122
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1100) #28
  br label %1126

1126:                                             ; preds = %1125, %1122, %1107, %1099
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %22) #28
  %1127 = load ptr, ptr %37, align 8, !tbaa !25
  %1128 = icmp eq ptr %1127, null
  br i1 %1128, label %1153, label %1129

1129:                                             ; preds = %1126
  %1130 = getelementptr inbounds i8, ptr %1127, i64 8
  %1131 = load atomic i64, ptr %1130 acquire, align 8
  %1132 = icmp eq i64 %1131, 4294967297
  %1133 = trunc i64 %1131 to i32
  br i1 %1132, label %1134, label %1142

1134:                                             ; preds = %1129
  store i32 0, ptr %1130, align 8, !tbaa !27
  %1135 = getelementptr inbounds i8, ptr %1127, i64 12
  store i32 0, ptr %1135, align 4, !tbaa !30
  %1136 = load ptr, ptr %1127, align 8, !tbaa !31
  %1137 = getelementptr inbounds i8, ptr %1136, i64 16
  %1138 = load ptr, ptr %1137, align 8
  call void %1138(ptr noundef nonnull align 8 dereferenceable(16) %1127) #28
  %1139 = load ptr, ptr %1127, align 8, !tbaa !31
  %1140 = getelementptr inbounds i8, ptr %1139, i64 24
  %1141 = load ptr, ptr %1140, align 8
  call void %1141(ptr noundef nonnull align 8 dereferenceable(16) %1127) #28
  br label %1153

1142:                                             ; preds = %1129
  %1143 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %1144 = icmp eq i8 %1143, 0
  br i1 %1144, label %1147, label %1145

1145:                                             ; preds = %1142
  %1146 = add nsw i32 %1133, -1
  store i32 %1146, ptr %1130, align 4, !tbaa !34
  br label %1149

1147:                                             ; preds = %1142
  %1148 = atomicrmw volatile add ptr %1130, i32 -1 acq_rel, align 4
  br label %1149

1149:                                             ; preds = %1147, %1145
  %1150 = phi i32 [ %1133, %1145 ], [ %1148, %1147 ]
  %1151 = icmp eq i32 %1150, 1
  br i1 %1151, label %1152, label %1153, !prof !35

1152:                                             ; preds = %1149
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1127) #28
  br label %1153

1153:                                             ; preds = %1152, %1149, %1134, %1126
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #28
  %1154 = load ptr, ptr %55, align 8, !tbaa !25
  %1155 = icmp eq ptr %1154, null
  br i1 %1155, label %1184, label %1156

1156:                                             ; preds = %1153
  %1157 = getelementptr inbounds i8, ptr %1154, i64 8
  %1158 = load atomic i64, ptr %1157 acquire, align 8
  %1159 = icmp eq i64 %1158, 4294967297
  %1160 = trunc i64 %1158 to i32
  br i1 %1159, label %1161, label %1169

1161:                                             ; preds = %1156
  store i32 0, ptr %1157, align 8, !tbaa !27
  %1162 = getelementptr inbounds i8, ptr %1154, i64 12
  store i32 0, ptr %1162, align 4, !tbaa !30
  %1163 = load ptr, ptr %1154, align 8, !tbaa !31
  %1164 = getelementptr inbounds i8, ptr %1163, i64 16
  %1165 = load ptr, ptr %1164, align 8
  call void %1165(ptr noundef nonnull align 8 dereferenceable(16) %1154) #28
  %1166 = load ptr, ptr %1154, align 8, !tbaa !31
  %1167 = getelementptr inbounds i8, ptr %1166, i64 24
  %1168 = load ptr, ptr %1167, align 8
  call void %1168(ptr noundef nonnull align 8 dereferenceable(16) %1154) #28
  br label %1184

1169:                                             ; preds = %1156
  %1170 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %1171 = icmp eq i8 %1170, 0
  br i1 %1171, label %1174, label %1172

1172:                                             ; preds = %1169
  %1173 = add nsw i32 %1160, -1
  store i32 %1173, ptr %1157, align 4, !tbaa !34
  br label %1176

1174:                                             ; preds = %1169
  %1175 = atomicrmw volatile add ptr %1157, i32 -1 acq_rel, align 4
  br label %1176

1176:                                             ; preds = %1174, %1172
  %1177 = phi i32 [ %1160, %1172 ], [ %1175, %1174 ]
  %1178 = icmp eq i32 %1177, 1
  br i1 %1178, label %1179, label %1184, !prof !35

1179:                                             ; preds = %1176
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1154) #28
  br label %1184

1180:                                             ; preds = %2
  %1181 = landingpad { ptr, i32 }
          cleanup
  br label %1182

1182:                                             ; preds = %1180, %1070
  %1183 = phi { ptr, i32 } [ %1071, %1070 ], [ %1181, %1180 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #28
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %18) #28
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #28
  resume { ptr, i32 } %1183

1184:                                             ; preds = %1153, %1161, %1176, %1179
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #28
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %21)
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal noundef zeroext i1 @_ZNSt17_Function_handlerIFvRN4sycl3_V17handlerEEZ4mainEUlS3_E2_E10_M_managerERSt9_Any_dataRKS7_St18_Manager_operation(ptr nocapture noundef nonnull writeonly align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) #24 align 2 personality ptr @__gxx_personality_v0 {
  switch i32 %2, label %7 [
    i32 0, label %4
    i32 1, label %5
    i32 2, label %6
  ]

4:                                                ; preds = %3
  store ptr @_ZTIZ4mainEUlRN4sycl3_V17handlerEE2_, ptr %0, align 8, !tbaa !11
  br label %7

5:                                                ; preds = %3
  store ptr %1, ptr %0, align 8, !tbaa !11
  br label %7

6:                                                ; preds = %3
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull readonly align 8 dereferenceable(16) %1, i64 16, i1 false), !tbaa.struct !291
  br label %7

7:                                                ; preds = %3, %6, %5, %4
  ret i1 false
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvE10get_accessILNS0_6access4modeE1024ELNS7_6targetE2014EEENS0_8accessorIfLi1EXT_EXT0_ELNS7_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEERNS0_7handlerENS2_13code_locationE(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::accessor") align 8 %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %3) local_unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::property_list", align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #28
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %5, i8 0, i64 32, i1 false)
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull align 8 dereferenceable(32) %5, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %3)
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
  call void %26(ptr noundef nonnull align 8 dereferenceable(16) %15) #28
  %27 = load ptr, ptr %15, align 8, !tbaa !31
  %28 = getelementptr inbounds i8, ptr %27, i64 24
  %29 = load ptr, ptr %28, align 8
  call void %29(ptr noundef nonnull align 8 dereferenceable(16) %15) #28
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
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %15) #28
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
  call void @_ZdlPvm(ptr noundef nonnull %47, i64 noundef %54) #33
  br label %55

55:                                               ; preds = %46, %49
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #28
  ret void

56:                                               ; preds = %4
  %57 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %5) #28
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #28
  resume { ptr, i32 } %57
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvE10get_accessILNS0_6access4modeE1025ELNS7_6targetE2014EEENS0_8accessorIfLi1EXT_EXT0_ELNS7_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEERNS0_7handlerENS2_13code_locationE(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::accessor.99") align 8 %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %3) local_unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::property_list", align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #28
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %5, i8 0, i64 32, i1 false)
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull align 8 dereferenceable(32) %5, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %3)
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
  call void %26(ptr noundef nonnull align 8 dereferenceable(16) %15) #28
  %27 = load ptr, ptr %15, align 8, !tbaa !31
  %28 = getelementptr inbounds i8, ptr %27, i64 24
  %29 = load ptr, ptr %28, align 8
  call void %29(ptr noundef nonnull align 8 dereferenceable(16) %15) #28
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
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %15) #28
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
  call void @_ZdlPvm(ptr noundef nonnull %47, i64 noundef %54) #33
  br label %55

55:                                               ; preds = %46, %49
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #28
  ret void

56:                                               ; preds = %4
  %57 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %5) #28
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #28
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  %15 = load ptr, ptr %3, align 8, !tbaa !31
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
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
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #28
  %43 = load ptr, ptr %31, align 8, !tbaa !31
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #28
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #28
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range.105", align 8
  %8 = alloca %"class.sycl::_V1::range.105", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %11 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %12 = load i64, ptr %11, align 8
  store i64 %12, ptr %7, align 8, !tbaa !5, !alias.scope !292
  %13 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 1, ptr %13, align 8, !tbaa !5, !alias.scope !292
  %14 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %14, align 8, !tbaa !5, !alias.scope !292
  store i64 %12, ptr %8, align 8, !tbaa !5, !alias.scope !295
  %15 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 1, ptr %15, align 8, !tbaa !5, !alias.scope !295
  %16 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %16, align 8, !tbaa !5, !alias.scope !295
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #28
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
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #29
  unreachable

29:                                               ; preds = %26
  %30 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %24) #30
  br label %31

31:                                               ; preds = %48, %29
  %32 = phi ptr [ %50, %48 ], [ %30, %29 ]
  %33 = phi ptr [ %49, %48 ], [ %21, %29 ]
  %34 = load ptr, ptr %33, align 8, !tbaa !298
  store ptr %34, ptr %32, align 8, !tbaa !298
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
  br i1 %51, label %52, label %31, !llvm.loop !300

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
  %59 = load ptr, ptr %1, align 8, !tbaa !128
  %60 = icmp eq ptr %59, null
  br i1 %60, label %61, label %62

61:                                               ; preds = %52
  tail call void @__assert_fail(ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.15, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #32
  unreachable

62:                                               ; preds = %52
  %63 = getelementptr inbounds i8, ptr %1, i64 24
  %64 = load i64, ptr %63, align 8, !tbaa !120
  %65 = getelementptr inbounds i8, ptr %1, i64 32
  %66 = load i8, ptr %65, align 8, !tbaa !127, !range !78, !noundef !79
  %67 = trunc nuw i8 %66 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.105") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.105") align 8 %8, i32 noundef 1024, ptr noundef nonnull %59, i32 noundef 1, i32 noundef 4, i64 noundef %64, i1 noundef zeroext %67, ptr noundef nonnull align 8 dereferenceable(32) %3)
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
  tail call void %84(ptr noundef nonnull align 8 dereferenceable(16) %73) #28
  %85 = load ptr, ptr %73, align 8, !tbaa !31
  %86 = getelementptr inbounds i8, ptr %85, i64 24
  %87 = load ptr, ptr %86, align 8
  tail call void %87(ptr noundef nonnull align 8 dereferenceable(16) %73) #28
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %73) #28
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
  tail call void @_ZdlPvm(ptr noundef nonnull %105, i64 noundef %111) #33
  br label %112

112:                                              ; preds = %104, %107
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #28
  %113 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr null, ptr %113, align 8, !tbaa !301
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #28
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
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #29
          to label %124 unwind label %238

124:                                              ; preds = %123
  unreachable

125:                                              ; preds = %121
  %126 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %119) #30
          to label %127 unwind label %238

127:                                              ; preds = %125, %144
  %128 = phi ptr [ %146, %144 ], [ %126, %125 ]
  %129 = phi ptr [ %145, %144 ], [ %116, %125 ]
  %130 = load ptr, ptr %129, align 8, !tbaa !298
  store ptr %130, ptr %128, align 8, !tbaa !298
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
  br i1 %147, label %148, label %127, !llvm.loop !300

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
  %158 = tail call ptr @__cxa_allocate_exception(i64 64) #28
  %159 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #28
  %160 = extractvalue { i32, ptr } %159, 0
  %161 = extractvalue { i32, ptr } %159, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %158, i32 %160, ptr %161, ptr noundef nonnull @.str.17)
          to label %162 unwind label %164

162:                                              ; preds = %157
  invoke void @__cxa_throw(ptr nonnull %158, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #29
          to label %163 unwind label %240

163:                                              ; preds = %162
  unreachable

164:                                              ; preds = %157
  %165 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %158) #28
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
  tail call void %182(ptr noundef nonnull align 8 dereferenceable(16) %171) #28
  %183 = load ptr, ptr %171, align 8, !tbaa !31
  %184 = getelementptr inbounds i8, ptr %183, i64 24
  %185 = load ptr, ptr %184, align 8
  tail call void %185(ptr noundef nonnull align 8 dereferenceable(16) %171) #28
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %171) #28
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
  tail call void @_ZdlPvm(ptr noundef nonnull %203, i64 noundef %209) #33
  br label %210

210:                                              ; preds = %202, %205
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #28
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %211 unwind label %236

211:                                              ; preds = %210
  %212 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %213 unwind label %236

213:                                              ; preds = %211
  store ptr %212, ptr %113, align 8, !tbaa !301
  %214 = load ptr, ptr %1, align 8, !tbaa !128
  %215 = icmp eq ptr %214, null
  br i1 %215, label %216, label %217

216:                                              ; preds = %213
  tail call void @__assert_fail(ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.15, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #32
  unreachable

217:                                              ; preds = %213
  %218 = load ptr, ptr %0, align 8, !tbaa !156
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
  %228 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #28
  %229 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #28
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
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #28
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #28
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
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %10) #28
  br label %244

244:                                              ; preds = %242, %238
  %245 = phi { ptr, i32 } [ %243, %242 ], [ %239, %238 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #28
  br label %246

246:                                              ; preds = %244, %236
  %247 = phi { ptr, i32 } [ %237, %236 ], [ %245, %244 ]
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #28
  br label %248

248:                                              ; preds = %246, %234
  %249 = phi { ptr, i32 } [ %247, %246 ], [ %235, %234 ]
  resume { ptr, i32 } %249
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range.105", align 8
  %8 = alloca %"class.sycl::_V1::range.105", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %11 = load i64, ptr %10, align 8
  store i64 %11, ptr %7, align 8, !tbaa !5, !alias.scope !302
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 1, ptr %12, align 8, !tbaa !5, !alias.scope !302
  %13 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %13, align 8, !tbaa !5, !alias.scope !302
  store i64 %11, ptr %8, align 8, !tbaa !5, !alias.scope !305
  %14 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 1, ptr %14, align 8, !tbaa !5, !alias.scope !305
  %15 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %15, align 8, !tbaa !5, !alias.scope !305
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #28
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
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #29
  unreachable

28:                                               ; preds = %25
  %29 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %23) #30
  br label %30

30:                                               ; preds = %47, %28
  %31 = phi ptr [ %49, %47 ], [ %29, %28 ]
  %32 = phi ptr [ %48, %47 ], [ %20, %28 ]
  %33 = load ptr, ptr %32, align 8, !tbaa !298
  store ptr %33, ptr %31, align 8, !tbaa !298
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
  br i1 %50, label %51, label %30, !llvm.loop !300

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
  %58 = load ptr, ptr %1, align 8, !tbaa !128
  %59 = icmp eq ptr %58, null
  br i1 %59, label %60, label %61

60:                                               ; preds = %51
  tail call void @__assert_fail(ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.15, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #32
  unreachable

61:                                               ; preds = %51
  %62 = and i64 %16, 16
  %63 = icmp eq i64 %62, 0
  %64 = select i1 %63, i32 1025, i32 1027
  %65 = getelementptr inbounds i8, ptr %1, i64 24
  %66 = load i64, ptr %65, align 8, !tbaa !120
  %67 = getelementptr inbounds i8, ptr %1, i64 32
  %68 = load i8, ptr %67, align 8, !tbaa !127, !range !78, !noundef !79
  %69 = trunc nuw i8 %68 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.105") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.105") align 8 %8, i32 noundef %64, ptr noundef nonnull %58, i32 noundef 1, i32 noundef 4, i64 noundef %66, i1 noundef zeroext %69, ptr noundef nonnull align 8 dereferenceable(32) %3)
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
  tail call void %86(ptr noundef nonnull align 8 dereferenceable(16) %75) #28
  %87 = load ptr, ptr %75, align 8, !tbaa !31
  %88 = getelementptr inbounds i8, ptr %87, i64 24
  %89 = load ptr, ptr %88, align 8
  tail call void %89(ptr noundef nonnull align 8 dereferenceable(16) %75) #28
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %75) #28
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
  tail call void @_ZdlPvm(ptr noundef nonnull %107, i64 noundef %113) #33
  br label %114

114:                                              ; preds = %106, %109
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #28
  %115 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr null, ptr %115, align 8, !tbaa !308
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
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #29
          to label %125 unwind label %210

125:                                              ; preds = %124
  unreachable

126:                                              ; preds = %122
  %127 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %120) #30
          to label %128 unwind label %210

128:                                              ; preds = %126, %145
  %129 = phi ptr [ %147, %145 ], [ %127, %126 ]
  %130 = phi ptr [ %146, %145 ], [ %117, %126 ]
  %131 = load ptr, ptr %130, align 8, !tbaa !298
  store ptr %131, ptr %129, align 8, !tbaa !298
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
  br i1 %148, label %149, label %128, !llvm.loop !300

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
  tail call void %163(ptr noundef nonnull align 8 dereferenceable(16) %152) #28
  %164 = load ptr, ptr %152, align 8, !tbaa !31
  %165 = getelementptr inbounds i8, ptr %164, i64 24
  %166 = load ptr, ptr %165, align 8
  tail call void %166(ptr noundef nonnull align 8 dereferenceable(16) %152) #28
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %152) #28
  br label %178

178:                                              ; preds = %177, %174, %159, %149
  %179 = getelementptr inbounds i8, ptr %150, i64 16
  %180 = icmp eq ptr %150, %129
  br i1 %180, label %181, label %149, !llvm.loop !36

181:                                              ; preds = %178
  tail call void @_ZdlPvm(ptr noundef nonnull %127, i64 noundef %120) #33
  br label %182

182:                                              ; preds = %114, %181
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %183 unwind label %208

183:                                              ; preds = %182
  %184 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %185 unwind label %208

185:                                              ; preds = %183
  store ptr %184, ptr %115, align 8, !tbaa !308
  %186 = load ptr, ptr %1, align 8, !tbaa !128
  %187 = icmp eq ptr %186, null
  br i1 %187, label %188, label %189

188:                                              ; preds = %185
  tail call void @__assert_fail(ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.15, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #32
  unreachable

189:                                              ; preds = %185
  %190 = load ptr, ptr %0, align 8, !tbaa !156
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
  %200 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #28
  %201 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #28
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
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #28
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #28
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
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #28
  br label %214

214:                                              ; preds = %212, %206
  %215 = phi { ptr, i32 } [ %213, %212 ], [ %207, %206 ]
  resume { ptr, i32 } %215
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define internal fastcc void @_ZN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE2_clES6_EUlNS0_2idILi1EEEE_ED2Ev(ptr nocapture noundef nonnull readonly align 8 dereferenceable(72) %0) unnamed_addr #10 align 2 personality ptr @__gxx_personality_v0 {
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  %15 = load ptr, ptr %3, align 8, !tbaa !31
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
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
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #28
  %43 = load ptr, ptr %31, align 8, !tbaa !31
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #28
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #28
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19getKernelParamDescsINS1_19__pf_kernel_wrapperI7InPlaceEEEESt6vectorINS1_19kernel_param_desc_tESaIS7_EEv(ptr dead_on_unwind noalias writable sret(%"class.std::vector.127") align 8 %0) local_unnamed_addr #6 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"struct.sycl::_V1::detail::kernel_param_desc_t", align 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, i8 0, i64 24, i1 false)
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = tail call noalias noundef nonnull dereferenceable(36) ptr @_Znwm(i64 noundef 36) #30
  store ptr %4, ptr %0, align 8, !tbaa !174
  %5 = getelementptr inbounds i8, ptr %4, i64 36
  store ptr %5, ptr %3, align 8, !tbaa !176
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #28
  store i64 34359738369, ptr %2, align 8
  store i32 0, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !195
  %8 = getelementptr inbounds i8, ptr %4, i64 12
  store ptr %8, ptr %7, align 8, !tbaa !198
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #28
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #28
  store i64 17446157156352, ptr %2, align 8
  store i32 8, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %8, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !195
  %9 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr %9, ptr %7, align 8, !tbaa !198
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #28
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #28
  store i64 17446157156352, ptr %2, align 8
  store i32 40, ptr %6, align 8
  %10 = load ptr, ptr %3, align 8, !tbaa !176
  %11 = icmp eq ptr %9, %10
  br i1 %11, label %15, label %12

12:                                               ; preds = %1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %9, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !195
  %13 = load ptr, ptr %7, align 8, !tbaa !198
  %14 = getelementptr inbounds i8, ptr %13, i64 12
  store ptr %14, ptr %7, align 8, !tbaa !198
  br label %16

15:                                               ; preds = %1
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr nonnull %9, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %16 unwind label %17

16:                                               ; preds = %15, %12
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #28
  ret void

17:                                               ; preds = %15
  %18 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #28
  %19 = load ptr, ptr %0, align 8, !tbaa !174
  %20 = icmp eq ptr %19, null
  br i1 %20, label %26, label %21

21:                                               ; preds = %17
  %22 = load ptr, ptr %3, align 8, !tbaa !176
  %23 = ptrtoint ptr %22 to i64
  %24 = ptrtoint ptr %19 to i64
  %25 = sub i64 %23, %24
  call void @_ZdlPvm(ptr noundef nonnull %19, i64 noundef %25) #33
  br label %26

26:                                               ; preds = %17, %21
  resume { ptr, i32 } %18
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE2_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(80) %0) unnamed_addr #23 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE2_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(80) %0) unnamed_addr #7 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE2_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EEE, i64 16), ptr %0, align 8, !tbaa !31
  %2 = getelementptr inbounds i8, ptr %0, i64 56
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  %15 = load ptr, ptr %3, align 8, !tbaa !31
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  br label %29

29:                                               ; preds = %28, %25, %10, %1
  %30 = getelementptr inbounds i8, ptr %0, i64 24
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
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #28
  %43 = load ptr, ptr %31, align 8, !tbaa !31
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #28
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #28
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE2_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EED0Ev(ptr noundef nonnull align 8 dereferenceable(80) %0) unnamed_addr #7 align 2 {
  tail call void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE2_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EED2Ev(ptr noundef nonnull align 8 dereferenceable(80) %0) #28
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 80) #33
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelINS1_18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE2_clES7_EUlNS0_2idILi1EEEE_EES5_Li1EE23InstantiateKernelOnHostEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(80) %0) unnamed_addr #6 align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.sycl::_V1::detail::RoundedRangeKernel.210", align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load i64, ptr %3, align 8
  store i64 %4, ptr %2, align 8
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = load ptr, ptr %6, align 8, !tbaa !156
  store ptr %7, ptr %5, align 8, !tbaa !156
  %8 = getelementptr inbounds i8, ptr %2, i64 16
  %9 = getelementptr inbounds i8, ptr %0, i64 24
  %10 = load ptr, ptr %9, align 8, !tbaa !25
  store ptr %10, ptr %8, align 8, !tbaa !25
  %11 = icmp eq ptr %10, null
  br i1 %11, label %21, label %12

12:                                               ; preds = %1
  %13 = getelementptr inbounds i8, ptr %10, i64 8
  %14 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %15 = icmp eq i8 %14, 0
  br i1 %15, label %19, label %16

16:                                               ; preds = %12
  %17 = load i32, ptr %13, align 4, !tbaa !34
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %13, align 4, !tbaa !34
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
  %26 = load ptr, ptr %25, align 8, !tbaa !156
  store ptr %26, ptr %24, align 8, !tbaa !156
  %27 = getelementptr inbounds i8, ptr %2, i64 48
  %28 = getelementptr inbounds i8, ptr %0, i64 56
  %29 = load ptr, ptr %28, align 8, !tbaa !25
  store ptr %29, ptr %27, align 8, !tbaa !25
  %30 = icmp eq ptr %29, null
  br i1 %30, label %40, label %31

31:                                               ; preds = %21
  %32 = getelementptr inbounds i8, ptr %29, i64 8
  %33 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %34 = icmp eq i8 %33, 0
  br i1 %34, label %38, label %35

35:                                               ; preds = %31
  %36 = load i32, ptr %32, align 4, !tbaa !34
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %32, align 4, !tbaa !34
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
  br i1 %44, label %67, label %45

45:                                               ; preds = %40, %60
  %46 = phi i64 [ %65, %60 ], [ 0, %40 ]
  %47 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %24)
          to label %48 unwind label %122

48:                                               ; preds = %45
  %49 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %24)
          to label %50 unwind label %122

50:                                               ; preds = %48
  %51 = load i64, ptr %49, align 8
  %52 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %24) #28
  %53 = getelementptr float, ptr %52, i64 %51
  %54 = getelementptr float, ptr %53, i64 %46
  %55 = load float, ptr %54, align 4, !tbaa !9
  %56 = fadd float %55, 1.000000e+00
  %57 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %5)
          to label %58 unwind label %122

58:                                               ; preds = %50
  %59 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %5)
          to label %60 unwind label %122

60:                                               ; preds = %58
  %61 = load i64, ptr %59, align 8
  %62 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %5) #28
  %63 = getelementptr float, ptr %62, i64 %61
  %64 = getelementptr float, ptr %63, i64 %46
  store float %56, ptr %64, align 4, !tbaa !9
  %65 = add nuw i64 %46, 1
  %66 = icmp eq i64 %65, %43
  br i1 %66, label %67, label %45, !llvm.loop !309

67:                                               ; preds = %60, %40
  %68 = load ptr, ptr %27, align 8, !tbaa !25
  %69 = icmp eq ptr %68, null
  br i1 %69, label %94, label %70

70:                                               ; preds = %67
  %71 = getelementptr inbounds i8, ptr %68, i64 8
  %72 = load atomic i64, ptr %71 acquire, align 8
  %73 = icmp eq i64 %72, 4294967297
  %74 = trunc i64 %72 to i32
  br i1 %73, label %75, label %83

75:                                               ; preds = %70
  store i32 0, ptr %71, align 8, !tbaa !27
  %76 = getelementptr inbounds i8, ptr %68, i64 12
  store i32 0, ptr %76, align 4, !tbaa !30
  %77 = load ptr, ptr %68, align 8, !tbaa !31
  %78 = getelementptr inbounds i8, ptr %77, i64 16
  %79 = load ptr, ptr %78, align 8
  call void %79(ptr noundef nonnull align 8 dereferenceable(16) %68) #28
  %80 = load ptr, ptr %68, align 8, !tbaa !31
  %81 = getelementptr inbounds i8, ptr %80, i64 24
  %82 = load ptr, ptr %81, align 8
  call void %82(ptr noundef nonnull align 8 dereferenceable(16) %68) #28
  br label %94

83:                                               ; preds = %70
  %84 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %85 = icmp eq i8 %84, 0
  br i1 %85, label %88, label %86

86:                                               ; preds = %83
  %87 = add nsw i32 %74, -1
  store i32 %87, ptr %71, align 4, !tbaa !34
  br label %90

88:                                               ; preds = %83
  %89 = atomicrmw volatile add ptr %71, i32 -1 acq_rel, align 4
  br label %90

90:                                               ; preds = %88, %86
  %91 = phi i32 [ %74, %86 ], [ %89, %88 ]
  %92 = icmp eq i32 %91, 1
  br i1 %92, label %93, label %94, !prof !35

93:                                               ; preds = %90
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %68) #28
  br label %94

94:                                               ; preds = %93, %90, %75, %67
  %95 = load ptr, ptr %8, align 8, !tbaa !25
  %96 = icmp eq ptr %95, null
  br i1 %96, label %121, label %97

97:                                               ; preds = %94
  %98 = getelementptr inbounds i8, ptr %95, i64 8
  %99 = load atomic i64, ptr %98 acquire, align 8
  %100 = icmp eq i64 %99, 4294967297
  %101 = trunc i64 %99 to i32
  br i1 %100, label %102, label %110

102:                                              ; preds = %97
  store i32 0, ptr %98, align 8, !tbaa !27
  %103 = getelementptr inbounds i8, ptr %95, i64 12
  store i32 0, ptr %103, align 4, !tbaa !30
  %104 = load ptr, ptr %95, align 8, !tbaa !31
  %105 = getelementptr inbounds i8, ptr %104, i64 16
  %106 = load ptr, ptr %105, align 8
  call void %106(ptr noundef nonnull align 8 dereferenceable(16) %95) #28
  %107 = load ptr, ptr %95, align 8, !tbaa !31
  %108 = getelementptr inbounds i8, ptr %107, i64 24
  %109 = load ptr, ptr %108, align 8
  call void %109(ptr noundef nonnull align 8 dereferenceable(16) %95) #28
  br label %121

110:                                              ; preds = %97
  %111 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %112 = icmp eq i8 %111, 0
  br i1 %112, label %115, label %113

113:                                              ; preds = %110
  %114 = add nsw i32 %101, -1
  store i32 %114, ptr %98, align 4, !tbaa !34
  br label %117

115:                                              ; preds = %110
  %116 = atomicrmw volatile add ptr %98, i32 -1 acq_rel, align 4
  br label %117

117:                                              ; preds = %115, %113
  %118 = phi i32 [ %101, %113 ], [ %116, %115 ]
  %119 = icmp eq i32 %118, 1
  br i1 %119, label %120, label %121, !prof !35

120:                                              ; preds = %117
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %95) #28
  br label %121

121:                                              ; preds = %94, %102, %117, %120
  ret void

122:                                              ; preds = %58, %50, %48, %45
  %123 = landingpad { ptr, i32 }
          cleanup
  call fastcc void @_ZN4sycl3_V16detail18RoundedRangeKernelINS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS0_7handlerEE2_clES6_EUlNS0_2idILi1EEEE_ED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %2) #28
  resume { ptr, i32 } %123
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE2_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(72) %0) unnamed_addr #23 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE2_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(72) %0) unnamed_addr #7 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE2_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %0, align 8, !tbaa !31
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
  %15 = load ptr, ptr %3, align 8, !tbaa !31
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #28
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
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #28
  %43 = load ptr, ptr %31, align 8, !tbaa !31
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #28
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #28
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE2_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(72) %0) unnamed_addr #7 align 2 {
  tail call void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE2_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %0) #28
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 72) #33
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE2_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(72) %0) unnamed_addr #6 align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %class.anon.209, align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !156
  store ptr %4, ptr %2, align 8, !tbaa !156
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = load ptr, ptr %6, align 8, !tbaa !25
  store ptr %7, ptr %5, align 8, !tbaa !25
  %8 = icmp eq ptr %7, null
  br i1 %8, label %18, label %9

9:                                                ; preds = %1
  %10 = getelementptr inbounds i8, ptr %7, i64 8
  %11 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %12 = icmp eq i8 %11, 0
  br i1 %12, label %16, label %13

13:                                               ; preds = %9
  %14 = load i32, ptr %10, align 4, !tbaa !34
  %15 = add nsw i32 %14, 1
  store i32 %15, ptr %10, align 4, !tbaa !34
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
  %23 = load ptr, ptr %22, align 8, !tbaa !156
  store ptr %23, ptr %21, align 8, !tbaa !156
  %24 = getelementptr inbounds i8, ptr %2, i64 40
  %25 = getelementptr inbounds i8, ptr %0, i64 48
  %26 = load ptr, ptr %25, align 8, !tbaa !25
  store ptr %26, ptr %24, align 8, !tbaa !25
  %27 = icmp eq ptr %26, null
  br i1 %27, label %37, label %28

28:                                               ; preds = %18
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

37:                                               ; preds = %18, %32, %35
  %38 = getelementptr inbounds i8, ptr %2, i64 48
  %39 = getelementptr inbounds i8, ptr %0, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %38, ptr noundef nonnull readonly align 8 dereferenceable(16) %39, i64 16, i1 false)
  %40 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %21)
          to label %41 unwind label %110

41:                                               ; preds = %37
  %42 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %21)
          to label %43 unwind label %110

43:                                               ; preds = %41
  %44 = load i64, ptr %42, align 8
  %45 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %21) #28
  %46 = getelementptr float, ptr %45, i64 %44
  %47 = load float, ptr %46, align 4, !tbaa !9
  %48 = fadd float %47, 1.000000e+00
  %49 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
          to label %50 unwind label %110

50:                                               ; preds = %43
  %51 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
          to label %52 unwind label %110

52:                                               ; preds = %50
  %53 = load i64, ptr %51, align 8
  %54 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %2) #28
  %55 = getelementptr float, ptr %54, i64 %53
  store float %48, ptr %55, align 4, !tbaa !9
  %56 = load ptr, ptr %24, align 8, !tbaa !25
  %57 = icmp eq ptr %56, null
  br i1 %57, label %82, label %58

58:                                               ; preds = %52
  %59 = getelementptr inbounds i8, ptr %56, i64 8
  %60 = load atomic i64, ptr %59 acquire, align 8
  %61 = icmp eq i64 %60, 4294967297
  %62 = trunc i64 %60 to i32
  br i1 %61, label %63, label %71

63:                                               ; preds = %58
  store i32 0, ptr %59, align 8, !tbaa !27
  %64 = getelementptr inbounds i8, ptr %56, i64 12
  store i32 0, ptr %64, align 4, !tbaa !30
  %65 = load ptr, ptr %56, align 8, !tbaa !31
  %66 = getelementptr inbounds i8, ptr %65, i64 16
  %67 = load ptr, ptr %66, align 8
  call void %67(ptr noundef nonnull align 8 dereferenceable(16) %56) #28
  %68 = load ptr, ptr %56, align 8, !tbaa !31
  %69 = getelementptr inbounds i8, ptr %68, i64 24
  %70 = load ptr, ptr %69, align 8
  call void %70(ptr noundef nonnull align 8 dereferenceable(16) %56) #28
  br label %82

71:                                               ; preds = %58
  %72 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %73 = icmp eq i8 %72, 0
  br i1 %73, label %76, label %74

74:                                               ; preds = %71
  %75 = add nsw i32 %62, -1
  store i32 %75, ptr %59, align 4, !tbaa !34
  br label %78

76:                                               ; preds = %71
  %77 = atomicrmw volatile add ptr %59, i32 -1 acq_rel, align 4
  br label %78

78:                                               ; preds = %76, %74
  %79 = phi i32 [ %62, %74 ], [ %77, %76 ]
  %80 = icmp eq i32 %79, 1
  br i1 %80, label %81, label %82, !prof !35

81:                                               ; preds = %78
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %56) #28
  br label %82

82:                                               ; preds = %81, %78, %63, %52
  %83 = load ptr, ptr %5, align 8, !tbaa !25
  %84 = icmp eq ptr %83, null
  br i1 %84, label %109, label %85

85:                                               ; preds = %82
  %86 = getelementptr inbounds i8, ptr %83, i64 8
  %87 = load atomic i64, ptr %86 acquire, align 8
  %88 = icmp eq i64 %87, 4294967297
  %89 = trunc i64 %87 to i32
  br i1 %88, label %90, label %98

90:                                               ; preds = %85
  store i32 0, ptr %86, align 8, !tbaa !27
  %91 = getelementptr inbounds i8, ptr %83, i64 12
  store i32 0, ptr %91, align 4, !tbaa !30
  %92 = load ptr, ptr %83, align 8, !tbaa !31
  %93 = getelementptr inbounds i8, ptr %92, i64 16
  %94 = load ptr, ptr %93, align 8
  call void %94(ptr noundef nonnull align 8 dereferenceable(16) %83) #28
  %95 = load ptr, ptr %83, align 8, !tbaa !31
  %96 = getelementptr inbounds i8, ptr %95, i64 24
  %97 = load ptr, ptr %96, align 8
  call void %97(ptr noundef nonnull align 8 dereferenceable(16) %83) #28
  br label %109

98:                                               ; preds = %85
  %99 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %100 = icmp eq i8 %99, 0
  br i1 %100, label %103, label %101

101:                                              ; preds = %98
  %102 = add nsw i32 %89, -1
  store i32 %102, ptr %86, align 4, !tbaa !34
  br label %105

103:                                              ; preds = %98
  %104 = atomicrmw volatile add ptr %86, i32 -1 acq_rel, align 4
  br label %105

105:                                              ; preds = %103, %101
  %106 = phi i32 [ %89, %101 ], [ %104, %103 ]
  %107 = icmp eq i32 %106, 1
  br i1 %107, label %108, label %109, !prof !35

108:                                              ; preds = %105
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %83) #28
  br label %109

109:                                              ; preds = %82, %90, %105, %108
  ret void

110:                                              ; preds = %50, %43, %41, %37
  %111 = landingpad { ptr, i32 }
          cleanup
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE2_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(64) %2) #28
  resume { ptr, i32 } %111
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #25

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #26

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #27

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #26

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
attributes #24 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #25 = { nofree nounwind }
attributes #26 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #27 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #28 = { nounwind }
attributes #29 = { noreturn }
attributes #30 = { builtin allocsize(0) }
attributes #31 = { nounwind allocsize(0) }
attributes #32 = { noreturn nounwind }
attributes #33 = { builtin nounwind }

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
!39 = !{!"_ZTSN4sycl3_V16detail13code_locationE", !12, i64 0, !12, i64 8, !6, i64 16, !6, i64 24}
!40 = !{!41}
!41 = distinct !{!41, !42, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!42 = distinct !{!42, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!43 = !{!39, !12, i64 8}
!44 = !{!39, !6, i64 16}
!45 = !{!39, !6, i64 24}
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
!59 = distinct !{!59, !60, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!60 = distinct !{!60, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!61 = !{!62}
!62 = distinct !{!62, !63, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!63 = distinct !{!63, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!64 = !{!65}
!65 = distinct !{!65, !66, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!66 = distinct !{!66, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!67 = !{!68}
!68 = distinct !{!68, !69, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE: argument 0"}
!69 = distinct !{!69, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE"}
!70 = !{!71, !68}
!71 = distinct !{!71, !72, !"_ZN4sycl3_V15queue17submit_with_eventIZ4mainEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_PS1_RKNS0_6detail13code_locationE: argument 0"}
!72 = distinct !{!72, !"_ZN4sycl3_V15queue17submit_with_eventIZ4mainEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_PS1_RKNS0_6detail13code_locationE"}
!73 = !{!74, !12, i64 24}
!74 = !{!"_ZTSSt8functionIFvRN4sycl3_V17handlerEEE", !20, i64 0, !12, i64 24}
!75 = !{!76, !77, i64 0}
!76 = !{!"_ZTSN4sycl3_V16detail14tls_code_loc_tE", !77, i64 0}
!77 = !{!"bool", !7, i64 0}
!78 = !{i8 0, i8 2}
!79 = !{}
!80 = !{!81}
!81 = distinct !{!81, !82, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!82 = distinct !{!82, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!83 = !{!84}
!84 = distinct !{!84, !85, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE: argument 0"}
!85 = distinct !{!85, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE"}
!86 = !{!87, !84}
!87 = distinct !{!87, !88, !"_ZN4sycl3_V15queue17submit_with_eventIZ4mainEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_PS1_RKNS0_6detail13code_locationE: argument 0"}
!88 = distinct !{!88, !"_ZN4sycl3_V15queue17submit_with_eventIZ4mainEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_PS1_RKNS0_6detail13code_locationE"}
!89 = !{!90}
!90 = distinct !{!90, !91, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!91 = distinct !{!91, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!92 = !{!93}
!93 = distinct !{!93, !94, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE1_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE: argument 0"}
!94 = distinct !{!94, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE1_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE"}
!95 = !{!96, !93}
!96 = distinct !{!96, !97, !"_ZN4sycl3_V15queue17submit_with_eventIZ4mainEUlRNS0_7handlerEE1_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_PS1_RKNS0_6detail13code_locationE: argument 0"}
!97 = distinct !{!97, !"_ZN4sycl3_V15queue17submit_with_eventIZ4mainEUlRNS0_7handlerEE1_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_PS1_RKNS0_6detail13code_locationE"}
!98 = !{!99}
!99 = distinct !{!99, !100, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!100 = distinct !{!100, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!101 = !{!102}
!102 = distinct !{!102, !103, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE2_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE: argument 0"}
!103 = distinct !{!103, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE2_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE"}
!104 = !{!105, !102}
!105 = distinct !{!105, !106, !"_ZN4sycl3_V15queue17submit_with_eventIZ4mainEUlRNS0_7handlerEE2_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_PS1_RKNS0_6detail13code_locationE: argument 0"}
!106 = distinct !{!106, !"_ZN4sycl3_V15queue17submit_with_eventIZ4mainEUlRNS0_7handlerEE2_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_PS1_RKNS0_6detail13code_locationE"}
!107 = distinct !{!107, !14}
!108 = distinct !{!108, !14}
!109 = distinct !{!109, !14}
!110 = !{!111}
!111 = distinct !{!111, !112, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!112 = distinct !{!112, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!113 = !{!114, !6, i64 0}
!114 = !{!"_ZTSN4sycl3_V16detail17aligned_allocatorIfEE", !6, i64 0}
!115 = !{!116, !6, i64 16}
!116 = !{!"_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE", !117, i64 0, !114, i64 8, !6, i64 16}
!117 = !{!"_ZTSN4sycl3_V16detail19SYCLMemObjAllocatorE"}
!118 = !{!119, !12, i64 0}
!119 = !{!"_ZTSSt10_Head_baseILm0EPN4sycl3_V16detail19SYCLMemObjAllocatorELb0EE", !12, i64 0}
!120 = !{!121, !6, i64 24}
!121 = !{!"_ZTSN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEE", !122, i64 0, !125, i64 16, !6, i64 24, !77, i64 32}
!122 = !{!"_ZTSN4sycl3_V16detail12buffer_plainE", !123, i64 0}
!123 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail11buffer_implEE", !124, i64 0}
!124 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail11buffer_implELN9__gnu_cxx12_Lock_policyE2EE", !12, i64 0, !26, i64 8}
!125 = !{!"_ZTSN4sycl3_V15rangeILi1EEE", !126, i64 0}
!126 = !{!"_ZTSN4sycl3_V16detail5arrayILi1EEE", !7, i64 0}
!127 = !{!121, !77, i64 32}
!128 = !{!124, !12, i64 0}
!129 = !{!130, !12, i64 8}
!130 = !{!"_ZTSSt9type_info", !12, i64 8}
!131 = !{!132}
!132 = distinct !{!132, !133, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi1EEE: argument 0"}
!133 = distinct !{!133, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi1EEE"}
!134 = !{!135, !12, i64 0}
!135 = !{!"_ZTSNSt15__exception_ptr13exception_ptrE", !12, i64 0}
!136 = !{!137, !139, i64 32}
!137 = !{!"_ZTSSt8ios_base", !6, i64 8, !6, i64 16, !138, i64 24, !139, i64 28, !139, i64 32, !12, i64 40, !140, i64 48, !7, i64 64, !29, i64 192, !12, i64 200, !141, i64 208}
!138 = !{!"_ZTSSt13_Ios_Fmtflags", !7, i64 0}
!139 = !{!"_ZTSSt12_Ios_Iostate", !7, i64 0}
!140 = !{!"_ZTSNSt8ios_base6_WordsE", !12, i64 0, !6, i64 8}
!141 = !{!"_ZTSSt6locale", !12, i64 0}
!142 = !{!143, !12, i64 24}
!143 = !{!"_ZTSSt8functionIFiRKN4sycl3_V16deviceEEE", !20, i64 0, !12, i64 24}
!144 = !{!145, !12, i64 16}
!145 = !{!"_ZTSNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE17_Vector_impl_dataE", !12, i64 0, !12, i64 8, !12, i64 16}
!146 = !{!145, !12, i64 0}
!147 = !{!145, !12, i64 8}
!148 = distinct !{!148, !14}
!149 = !{!150, !12, i64 0}
!150 = !{!"_ZTSZ4mainEUlRN4sycl3_V17handlerEE_", !12, i64 0, !12, i64 8, !12, i64 16, !12, i64 24, !12, i64 32}
!151 = !{!152, !152, i64 0}
!152 = !{!"_ZTSN4sycl3_V16detail16PropWithDataKindE", !7, i64 0}
!153 = !{!150, !12, i64 8}
!154 = !{!150, !12, i64 16}
!155 = !{!150, !12, i64 24}
!156 = !{!157, !12, i64 0}
!157 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail16AccessorImplHostELN9__gnu_cxx12_Lock_policyE2EE", !12, i64 0, !26, i64 8}
!158 = !{!159, !10, i64 32}
!159 = !{!"_ZTSZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_EUlNS0_2idILi1EEEE_", !160, i64 0, !10, i64 32, !163, i64 40, !163, i64 72}
!160 = !{!"_ZTSN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !161, i64 0, !12, i64 16, !7, i64 24}
!161 = !{!"_ZTSN4sycl3_V16detail16AccessorBaseHostE", !162, i64 0}
!162 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail16AccessorImplHostEE", !157, i64 0}
!163 = !{!"_ZTSN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !161, i64 0, !12, i64 16, !7, i64 24}
!164 = !{!77, !77, i64 0}
!165 = !{!166}
!166 = distinct !{!166, !167, !"_ZN4sycl3_V17handler27getRangeRoundedKernelLambdaINS0_6detail19__pf_kernel_wrapperI4AxpyEENS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRS1_E_clES9_EUlNS0_2idILi1EEEE_TnPNSt9enable_ifIXntsr6detail32KernelLambdaHasKernelHandlerArgTIT2_T0_EE5valueEvE4typeELPv0EEEDaSF_NS0_5rangeIXT1_EEE: argument 0"}
!167 = distinct !{!167, !"_ZN4sycl3_V17handler27getRangeRoundedKernelLambdaINS0_6detail19__pf_kernel_wrapperI4AxpyEENS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRS1_E_clES9_EUlNS0_2idILi1EEEE_TnPNSt9enable_ifIXntsr6detail32KernelLambdaHasKernelHandlerArgTIT2_T0_EE5valueEvE4typeELPv0EEEDaSF_NS0_5rangeIXT1_EEE"}
!168 = !{!169}
!169 = distinct !{!169, !170, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!170 = distinct !{!170, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!171 = !{!172}
!172 = distinct !{!172, !173, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelINS2_18RoundedRangeKernelINS1_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS1_7handlerEE_clES8_EUlNS1_2idILi1EEEE_EES6_Li1EEEJRSD_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!173 = distinct !{!173, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelINS2_18RoundedRangeKernelINS1_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS1_7handlerEE_clES8_EUlNS1_2idILi1EEEE_EES6_Li1EEEJRSD_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!174 = !{!175, !12, i64 0}
!175 = !{!"_ZTSNSt12_Vector_baseIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_Vector_impl_dataE", !12, i64 0, !12, i64 8, !12, i64 16}
!176 = !{!175, !12, i64 16}
!177 = !{!178}
!178 = distinct !{!178, !179, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!179 = distinct !{!179, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!180 = !{!181}
!181 = distinct !{!181, !182, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS1_7handlerEE_clES5_EUlNS1_2idILi1EEEE_NS1_4itemILi1ELb1EEELi1EEEJRS9_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!182 = distinct !{!182, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS1_7handlerEE_clES5_EUlNS1_2idILi1EEEE_NS1_4itemILi1ELb1EEELi1EEEJRS9_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!183 = !{i64 0, i64 8, !11, i64 8, i64 8, !11, i64 16, i64 8, !11, i64 24, i64 8, !11, i64 32, i64 8, !11}
!184 = !{!185, !77, i64 0}
!185 = !{!"_ZTSSt10_Head_baseILm1EbLb0EE", !77, i64 0}
!186 = !{!187, !12, i64 0}
!187 = !{!"_ZTSZN4sycl3_V17handler15getRoundedRangeILi1EEESt5tupleIJNS0_5rangeIXT_EEEbEES5_EUlimE_", !12, i64 0, !12, i64 8, !12, i64 16}
!188 = !{!187, !12, i64 8}
!189 = !{!190, !12, i64 240}
!190 = !{!"_ZTSSt9basic_iosIcSt11char_traitsIcEE", !137, i64 0, !12, i64 216, !7, i64 224, !77, i64 225, !12, i64 232, !12, i64 240, !12, i64 248, !12, i64 256}
!191 = !{!192, !7, i64 56}
!192 = !{!"_ZTSSt5ctypeIcE", !193, i64 0, !12, i64 16, !77, i64 24, !12, i64 32, !12, i64 40, !12, i64 48, !7, i64 56, !7, i64 57, !7, i64 313, !7, i64 569}
!193 = !{!"_ZTSNSt6locale5facetE", !29, i64 8}
!194 = !{!187, !12, i64 16}
!195 = !{i64 0, i64 4, !196, i64 4, i64 4, !34, i64 8, i64 4, !34}
!196 = !{!197, !197, i64 0}
!197 = !{!"_ZTSN4sycl3_V16detail19kernel_param_kind_tE", !7, i64 0}
!198 = !{!175, !12, i64 8}
!199 = distinct !{!199, !14}
!200 = !{!201, !12, i64 0}
!201 = !{!"_ZTSZ4mainEUlRN4sycl3_V17handlerEE0_", !12, i64 0, !12, i64 8, !12, i64 16, !12, i64 24}
!202 = !{!201, !12, i64 8}
!203 = !{!201, !12, i64 16}
!204 = !{!201, !12, i64 24}
!205 = !{!206}
!206 = distinct !{!206, !207, !"_ZN4sycl3_V17handler27getRangeRoundedKernelLambdaINS0_6detail19__pf_kernel_wrapperI10ScaleOwnedEENS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRS1_E0_clES9_EUlNS0_2idILi1EEEE_TnPNSt9enable_ifIXntsr6detail32KernelLambdaHasKernelHandlerArgTIT2_T0_EE5valueEvE4typeELPv0EEEDaSF_NS0_5rangeIXT1_EEE: argument 0"}
!207 = distinct !{!207, !"_ZN4sycl3_V17handler27getRangeRoundedKernelLambdaINS0_6detail19__pf_kernel_wrapperI10ScaleOwnedEENS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRS1_E0_clES9_EUlNS0_2idILi1EEEE_TnPNSt9enable_ifIXntsr6detail32KernelLambdaHasKernelHandlerArgTIT2_T0_EE5valueEvE4typeELPv0EEEDaSF_NS0_5rangeIXT1_EEE"}
!208 = !{!209}
!209 = distinct !{!209, !210, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!210 = distinct !{!210, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!211 = !{!212}
!212 = distinct !{!212, !213, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelINS2_18RoundedRangeKernelINS1_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS1_7handlerEE0_clES8_EUlNS1_2idILi1EEEE_EES6_Li1EEEJRSD_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!213 = distinct !{!213, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelINS2_18RoundedRangeKernelINS1_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS1_7handlerEE0_clES8_EUlNS1_2idILi1EEEE_EES6_Li1EEEJRSD_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!214 = !{!215}
!215 = distinct !{!215, !216, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!216 = distinct !{!216, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!217 = !{!218}
!218 = distinct !{!218, !219, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS1_7handlerEE0_clES5_EUlNS1_2idILi1EEEE_NS1_4itemILi1ELb1EEELi1EEEJRS9_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!219 = distinct !{!219, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS1_7handlerEE0_clES5_EUlNS1_2idILi1EEEE_NS1_4itemILi1ELb1EEELi1EEEJRS9_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!220 = !{i64 0, i64 8, !11, i64 8, i64 8, !11, i64 16, i64 8, !11, i64 24, i64 8, !11}
!221 = distinct !{!221, !14}
!222 = !{!223, !12, i64 0}
!223 = !{!"_ZTSZ4mainEUlRN4sycl3_V17handlerEE1_", !12, i64 0, !12, i64 8, !12, i64 16, !12, i64 24}
!224 = !{!223, !12, i64 8}
!225 = !{!223, !12, i64 16}
!226 = !{!223, !12, i64 24}
!227 = !{!228, !6, i64 0}
!228 = !{!"_ZTSZZ4mainENKUlRN4sycl3_V17handlerEE1_clES2_EUlNS0_2idILi1EEEE_", !6, i64 0, !163, i64 8, !160, i64 40, !163, i64 72}
!229 = !{!230}
!230 = distinct !{!230, !231, !"_ZN4sycl3_V17handler27getRangeRoundedKernelLambdaINS0_6detail19__pf_kernel_wrapperI4TapsEENS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRS1_E1_clES9_EUlNS0_2idILi1EEEE_TnPNSt9enable_ifIXntsr6detail32KernelLambdaHasKernelHandlerArgTIT2_T0_EE5valueEvE4typeELPv0EEEDaSF_NS0_5rangeIXT1_EEE: argument 0"}
!231 = distinct !{!231, !"_ZN4sycl3_V17handler27getRangeRoundedKernelLambdaINS0_6detail19__pf_kernel_wrapperI4TapsEENS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRS1_E1_clES9_EUlNS0_2idILi1EEEE_TnPNSt9enable_ifIXntsr6detail32KernelLambdaHasKernelHandlerArgTIT2_T0_EE5valueEvE4typeELPv0EEEDaSF_NS0_5rangeIXT1_EEE"}
!232 = !{!233}
!233 = distinct !{!233, !234, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!234 = distinct !{!234, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!235 = !{!236}
!236 = distinct !{!236, !237, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelINS2_18RoundedRangeKernelINS1_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS1_7handlerEE1_clES8_EUlNS1_2idILi1EEEE_EES6_Li1EEEJRSD_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!237 = distinct !{!237, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelINS2_18RoundedRangeKernelINS1_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS1_7handlerEE1_clES8_EUlNS1_2idILi1EEEE_EES6_Li1EEEJRSD_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!238 = !{!239}
!239 = distinct !{!239, !240, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!240 = distinct !{!240, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!241 = !{!242}
!242 = distinct !{!242, !243, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS1_7handlerEE1_clES5_EUlNS1_2idILi1EEEE_NS1_4itemILi1ELb1EEELi1EEEJRS9_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!243 = distinct !{!243, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS1_7handlerEE1_clES5_EUlNS1_2idILi1EEEE_NS1_4itemILi1ELb1EEELi1EEEJRS9_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!244 = distinct !{!244, !14}
!245 = !{!246}
!246 = distinct !{!246, !247, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!247 = distinct !{!247, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!248 = !{!249}
!249 = distinct !{!249, !250, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!250 = distinct !{!250, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!251 = !{!252}
!252 = distinct !{!252, !253, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!253 = distinct !{!253, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!254 = !{!255}
!255 = distinct !{!255, !256, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!256 = distinct !{!256, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!257 = !{!258}
!258 = distinct !{!258, !259, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv: argument 0"}
!259 = distinct !{!259, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getMemoryRangeEv"}
!260 = !{!261}
!261 = distinct !{!261, !262, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv: argument 0"}
!262 = distinct !{!262, !"_ZNK4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE9getOffsetEv"}
!263 = distinct !{!263, !14}
!264 = !{!265, !12, i64 0}
!265 = !{!"_ZTSZ4mainEUlRN4sycl3_V17handlerEE2_", !12, i64 0, !12, i64 8}
!266 = !{!267}
!267 = distinct !{!267, !268, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!268 = distinct !{!268, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!269 = !{!270}
!270 = distinct !{!270, !271, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!271 = distinct !{!271, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!272 = !{!265, !12, i64 8}
!273 = !{!274}
!274 = distinct !{!274, !275, !"_ZN4sycl3_V17handler27getRangeRoundedKernelLambdaINS0_6detail19__pf_kernel_wrapperI7InPlaceEENS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRS1_E2_clES9_EUlNS0_2idILi1EEEE_TnPNSt9enable_ifIXntsr6detail32KernelLambdaHasKernelHandlerArgTIT2_T0_EE5valueEvE4typeELPv0EEEDaSF_NS0_5rangeIXT1_EEE: argument 0"}
!275 = distinct !{!275, !"_ZN4sycl3_V17handler27getRangeRoundedKernelLambdaINS0_6detail19__pf_kernel_wrapperI7InPlaceEENS0_4itemILi1ELb1EEELi1EZZ4mainENKUlRS1_E2_clES9_EUlNS0_2idILi1EEEE_TnPNSt9enable_ifIXntsr6detail32KernelLambdaHasKernelHandlerArgTIT2_T0_EE5valueEvE4typeELPv0EEEDaSF_NS0_5rangeIXT1_EEE"}
!276 = !{!277}
!277 = distinct !{!277, !278, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!278 = distinct !{!278, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!279 = !{!280}
!280 = distinct !{!280, !281, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelINS2_18RoundedRangeKernelINS1_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS1_7handlerEE2_clES8_EUlNS1_2idILi1EEEE_EES6_Li1EEEJRSD_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!281 = distinct !{!281, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelINS2_18RoundedRangeKernelINS1_4itemILi1ELb1EEELi1EZZ4mainENKUlRNS1_7handlerEE2_clES8_EUlNS1_2idILi1EEEE_EES6_Li1EEEJRSD_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!282 = !{!283}
!283 = distinct !{!283, !284, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!284 = distinct !{!284, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!285 = !{!286}
!286 = distinct !{!286, !287, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS1_7handlerEE2_clES5_EUlNS1_2idILi1EEEE_NS1_4itemILi1ELb1EEELi1EEEJRS9_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!287 = distinct !{!287, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS1_7handlerEE2_clES5_EUlNS1_2idILi1EEEE_NS1_4itemILi1ELb1EEELi1EEEJRS9_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!288 = !{!289}
!289 = distinct !{!289, !290, !"_ZN4sycl3_V16detail19getKernelParamDescsI7InPlaceEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv: argument 0"}
!290 = distinct !{!290, !"_ZN4sycl3_V16detail19getKernelParamDescsI7InPlaceEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv"}
!291 = !{i64 0, i64 8, !11, i64 8, i64 8, !11}
!292 = !{!293}
!293 = distinct !{!293, !294, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!294 = distinct !{!294, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!295 = !{!296}
!296 = distinct !{!296, !297, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!297 = distinct !{!297, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!298 = !{!299, !12, i64 0}
!299 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseELN9__gnu_cxx12_Lock_policyE2EE", !12, i64 0, !26, i64 8}
!300 = distinct !{!300, !14}
!301 = !{!163, !12, i64 16}
!302 = !{!303}
!303 = distinct !{!303, !304, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!304 = distinct !{!304, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!305 = !{!306}
!306 = distinct !{!306, !307, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!307 = distinct !{!307, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!308 = !{!160, !12, i64 16}
!309 = distinct !{!309, !14}
