; ModuleID = 'host_tu.cpp'
source_filename = "host_tu.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"class.std::basic_ostream" = type { ptr, %"class.std::basic_ios" }
%"class.std::basic_ios" = type { %"class.std::ios_base", ptr, i8, i8, ptr, ptr, ptr, ptr }
%"class.std::ios_base" = type { ptr, i64, i64, i32, i32, i32, ptr, %"struct.std::ios_base::_Words", [8 x %"struct.std::ios_base::_Words"], i32, ptr, %"class.std::locale" }
%"struct.std::ios_base::_Words" = type { ptr, i64 }
%"class.std::locale" = type { ptr }
%"class.sycl::_V1::detail::type_erased_cgfo_ty" = type { ptr, ptr }
%class.anon.30 = type { ptr, ptr, ptr }
%class.anon.26 = type { ptr, ptr, ptr, ptr }
%class.anon = type { ptr, ptr, ptr, ptr }
%class.anon.46 = type { ptr, ptr, ptr, ptr, ptr }
%"class.sycl::_V1::event" = type { %"class.std::shared_ptr.23" }
%"class.std::shared_ptr.23" = type { %"class.std::__shared_ptr.24" }
%"class.std::__shared_ptr.24" = type { ptr, %"class.std::__shared_count" }
%"class.std::__shared_count" = type { ptr }
%"struct.sycl::_V1::detail::code_location" = type { ptr, ptr, i64, i64 }
%"class.std::function" = type { %"class.std::_Function_base", ptr }
%"class.std::_Function_base" = type { %"union.std::_Any_data", ptr }
%"union.std::_Any_data" = type { %"union.std::_Nocopy_types" }
%"union.std::_Nocopy_types" = type { { i64, i64 } }
%"class.std::vector" = type { %"struct.std::_Vector_base" }
%"struct.std::_Vector_base" = type { %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl" }
%"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl" = type { %"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data" }
%"struct.std::_Vector_base<float, std::allocator<float>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.sycl::_V1::queue" = type { %"class.std::shared_ptr" }
%"class.std::shared_ptr" = type { %"class.std::__shared_ptr" }
%"class.std::__shared_ptr" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::property_list" = type { %"class.sycl::_V1::detail::PropertyListBase" }
%"class.sycl::_V1::detail::PropertyListBase" = type { %"class.std::bitset", %"class.std::vector.10" }
%"class.std::bitset" = type { %"struct.std::_Base_bitset" }
%"struct.std::_Base_bitset" = type { i64 }
%"class.std::vector.10" = type { %"struct.std::_Vector_base.11" }
%"struct.std::_Vector_base.11" = type { %"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl" }
%"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl" = type { %"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl_data" }
%"struct.std::_Vector_base<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>, std::allocator<std::shared_ptr<sycl::_V1::detail::PropertyWithDataBase>>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.sycl::_V1::buffer" = type <{ %"class.sycl::_V1::detail::buffer_plain", %"class.sycl::_V1::range", i64, i8, [7 x i8] }>
%"class.sycl::_V1::detail::buffer_plain" = type { %"class.std::shared_ptr.15" }
%"class.std::shared_ptr.15" = type { %"class.std::__shared_ptr.16" }
%"class.std::__shared_ptr.16" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }
%"class.sycl::_V1::buffer.19" = type <{ %"class.sycl::_V1::detail::buffer_plain", %"class.sycl::_V1::range", i64, i8, [7 x i8] }>
%"class.sycl::_V1::buffer.27" = type <{ %"class.sycl::_V1::detail::buffer_plain", %"class.sycl::_V1::range", i64, i8, [7 x i8] }>
%"class.std::unique_ptr.144" = type { %"struct.std::__uniq_ptr_data.145" }
%"struct.std::__uniq_ptr_data.145" = type { %"class.std::__uniq_ptr_impl.146" }
%"class.std::__uniq_ptr_impl.146" = type { %"class.std::tuple.147" }
%"class.std::tuple.147" = type { %"struct.std::_Tuple_impl.148" }
%"struct.std::_Tuple_impl.148" = type { %"struct.std::_Head_base.151" }
%"struct.std::_Head_base.151" = type { ptr }
%"struct.std::array" = type { [3 x i64] }
%"class.std::__exception_ptr::exception_ptr" = type { ptr }
%"class.sycl::_V1::device" = type { %"class.std::shared_ptr.37" }
%"class.std::shared_ptr.37" = type { %"class.std::__shared_ptr.38" }
%"class.std::__shared_ptr.38" = type { ptr, %"class.std::__shared_count" }
%"class.std::function.40" = type { %"class.std::_Function_base", ptr }
%"class.sycl::_V1::exception_list" = type { %"class.std::vector.31" }
%"class.std::vector.31" = type { %"struct.std::_Vector_base.32" }
%"struct.std::_Vector_base.32" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.sycl::_V1::detail::tls_code_loc_t" = type { i8 }
%"class.sycl::_V1::detail::SubmissionInfo" = type { %"class.std::shared_ptr.53" }
%"class.std::shared_ptr.53" = type { %"class.std::__shared_ptr.54" }
%"class.std::__shared_ptr.54" = type { ptr, %"class.std::__shared_count" }
%"class.std::vector.102" = type { %"struct.std::_Vector_base.103" }
%"struct.std::_Vector_base.103" = type { %"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl" }
%"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl" = type { %"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl_data" }
%"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.sycl::_V1::range.91" = type { %"class.sycl::_V1::detail::array.90" }
%"class.sycl::_V1::detail::array.90" = type { [3 x i64] }
%class.anon.89 = type { %"class.sycl::_V1::accessor", %"class.sycl::_V1::accessor.83" }
%"class.sycl::_V1::accessor" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [8 x i8] }
%"class.sycl::_V1::detail::AccessorBaseHost" = type { %"class.std::shared_ptr.79" }
%"class.std::shared_ptr.79" = type { %"class.std::__shared_ptr.80" }
%"class.std::__shared_ptr.80" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::accessor.83" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [8 x i8] }
%"class.std::shared_ptr.114" = type { %"class.std::__shared_ptr.115" }
%"class.std::__shared_ptr.115" = type { ptr, %"class.std::__shared_count" }
%class.anon.88 = type { %"class.sycl::_V1::accessor", %"class.sycl::_V1::accessor.83" }
%"class.sycl::_V1::kernel_bundle" = type { %"class.sycl::_V1::detail::kernel_bundle_plain" }
%"class.sycl::_V1::detail::kernel_bundle_plain" = type { %"class.std::shared_ptr.114" }
%class.anon.87 = type { %"class.sycl::_V1::accessor", i32, %"class.sycl::_V1::accessor.83" }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array.90" }
%"class.sycl::_V1::ext::oneapi::accessor_property_list" = type { %"class.sycl::_V1::detail::PropertyListBase" }
%"struct.sycl::_V1::detail::kernel_param_desc_t" = type { i32, i32, i32 }
%class.anon.180 = type { %"class.sycl::_V1::accessor.177", %"class.sycl::_V1::accessor.83" }
%"class.sycl::_V1::accessor.177" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [8 x i8] }
%class.anon.196 = type { %"class.sycl::_V1::accessor.83", %"class.sycl::_V1::accessor" }
%"struct.std::array.195" = type { [4 x i32] }
%struct.Coeffs = type { float, i32 }
%class.anon.228 = type { %"class.sycl::_V1::accessor.224" }
%"class.sycl::_V1::accessor.224" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [8 x i8] }

$_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE = comdat any

$_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev = comdat any

$_ZN4sycl3_V16bufferIlLi1ENS0_6detail17aligned_allocatorIlEEvEC2EPlRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE = comdat any

$_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvEC2EPiRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE = comdat any

$_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvED2Ev = comdat any

$_ZN4sycl3_V16bufferIlLi1ENS0_6detail17aligned_allocatorIlEEvED2Ev = comdat any

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

$_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V16detail16PropertyListBaseD2Ev = comdat any

$_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V16detail19getKernelParamDescsI11LoopRuntimeEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv = comdat any

$_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_ = comdat any

$_ZN4sycl3_V16detail19getKernelParamDescsI8LoopSpecEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv = comdat any

$_ZN4sycl3_V16detail12buffer_plainD2Ev = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE16getAllocatorImplEv = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfED0Ev = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE8allocateEm = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE10deallocateEPvm = comdat any

$_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12getValueSizeEv = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12setAlignmentEm = comdat any

$_ZNSt6vectorIfSaIfEE14_M_fill_assignEmRKf = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIlEElE16getAllocatorImplEv = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIlEElED0Ev = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIlEElE8allocateEm = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIlEElE10deallocateEPvm = comdat any

$_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIlEElE12getValueSizeEv = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIlEElE12setAlignmentEm = comdat any

$_ZN4sycl3_V18accessorIlLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IlLi1ENS0_6detail17aligned_allocatorIlEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V16detail19getKernelParamDescsI7ScalarsEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv = comdat any

$_ZN4sycl3_V16detail19getKernelParamDescsI9CompositeEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE16getAllocatorImplEv = comdat any

$_ZN4sycl3_V16detail19SYCLMemObjAllocatorD2Ev = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiED0Ev = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE8allocateEm = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE10deallocateEPvm = comdat any

$_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE12getValueSizeEv = comdat any

$_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE12setAlignmentEm = comdat any

$_ZN4sycl3_V16detail16AccessorBaseHostD2Ev = comdat any

$_ZN4sycl3_V18accessorIiLi1ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi1ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

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

$_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIlEElEE = comdat any

$_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIlEElEE = comdat any

$_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIlEElEE = comdat any

$_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE = comdat any

$_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE = comdat any

$_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE = comdat any

@.str = private unnamed_addr constant [19 x i8] c"spec_constants.cpp\00", align 1
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
@.str.7 = private unnamed_addr constant [9 x i8] c"run_loop\00", align 1
@_ZTIN4sycl3_V19exceptionE = external constant ptr
@.str.10 = private unnamed_addr constant [61 x i8] c"SyclObject.impl && \22every constructor should create an impl\22\00", align 1
@.str.11 = private unnamed_addr constant [96 x i8] c"root/intel-sycl-rt-2025.2.2/intel_sycl_rt-2025.2.2.data/data/include/sycl/detail/impl_utils.hpp\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_5queueEEERKDtsrT_4implERKS4_ = private unnamed_addr constant [89 x i8] c"const decltype(Obj::impl) &sycl::detail::getSyclObjImpl(const Obj &) [Obj = sycl::queue]\00", align 1
@.str.12 = private unnamed_addr constant [11 x i8] c"operator()\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_ = private unnamed_addr constant [97 x i8] c"const decltype(Obj::impl) &sycl::detail::getSyclObjImpl(const Obj &) [Obj = sycl::buffer<float>]\00", align 1
@.str.13 = private unnamed_addr constant [46 x i8] c"accessor cannot be both read_only and no_init\00", align 1
@.str.15 = private unnamed_addr constant [131 x i8] c"Attempt to set multiple actions for the command group. Command group must consist of a single kernel or explicit memory operation.\00", align 1
@.str.18 = private unnamed_addr constant [18 x i8] c"_ZTS11LoopRuntime\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZL8run_loopRNS0_5queueERNS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEES9_7VariantENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZL8run_loopRNS0_5queueERNS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEES9_7VariantENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZL8run_loopRNS0_5queueERNS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEES9_7VariantENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZL8run_loopRNS0_5queueERNS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEES9_7VariantENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZL8run_loopRNS0_5queueERNS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEES9_7VariantENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZL8run_loopRNS0_5queueERNS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEES9_7VariantENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv] }, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTSN4sycl3_V16detail10HostKernelIZZL8run_loopRNS0_5queueERNS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEES9_7VariantENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal constant [186 x i8] c"N4sycl3_V16detail10HostKernelIZZL8run_loopRNS0_5queueERNS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEES9_7VariantENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTSN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant [35 x i8] c"N4sycl3_V16detail14HostKernelBaseE\00", comdat, align 1
@_ZTIN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@_ZTIN4sycl3_V16detail10HostKernelIZZL8run_loopRNS0_5queueERNS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEES9_7VariantENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZL8run_loopRNS0_5queueERNS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEES9_7VariantENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@.str.20 = private unnamed_addr constant [26 x i8] c"vector::_M_realloc_insert\00", align 1
@.str.23 = private unnamed_addr constant [14 x i8] c"____ZL6kIters\00", align 1
@.str.24 = private unnamed_addr constant [14 x i8] c"_ZTS8LoopSpec\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZL8run_loopRNS0_5queueERNS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEES9_7VariantENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZL8run_loopRNS0_5queueERNS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEES9_7VariantENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZL8run_loopRNS0_5queueERNS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEES9_7VariantENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZL8run_loopRNS0_5queueERNS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEES9_7VariantENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZL8run_loopRNS0_5queueERNS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEES9_7VariantENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZL8run_loopRNS0_5queueERNS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEES9_7VariantENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZL8run_loopRNS0_5queueERNS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEES9_7VariantENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EEE = internal constant [207 x i8] c"N4sycl3_V16detail10HostKernelIZZL8run_loopRNS0_5queueERNS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEES9_7VariantENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZL8run_loopRNS0_5queueERNS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEES9_7VariantENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZL8run_loopRNS0_5queueERNS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEES9_7VariantENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@.str.25 = private unnamed_addr constant [72 x i8] c"kernel_handler::get_specialization_constant() is not supported on host.\00", align 1
@.str.26 = private unnamed_addr constant [18 x i8] c"_ZTS11LoopLiteral\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZL8run_loopRNS0_5queueERNS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEES9_7VariantENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZL8run_loopRNS0_5queueERNS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEES9_7VariantENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZL8run_loopRNS0_5queueERNS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEES9_7VariantENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZL8run_loopRNS0_5queueERNS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEES9_7VariantENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZL8run_loopRNS0_5queueERNS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEES9_7VariantENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZL8run_loopRNS0_5queueERNS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEES9_7VariantENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZL8run_loopRNS0_5queueERNS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEES9_7VariantENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EEE = internal constant [187 x i8] c"N4sycl3_V16detail10HostKernelIZZL8run_loopRNS0_5queueERNS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEES9_7VariantENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZL8run_loopRNS0_5queueERNS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEES9_7VariantENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZL8run_loopRNS0_5queueERNS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEES9_7VariantENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@.str.27 = private unnamed_addr constant [49 x i8] c"cannot create std::vector larger than max_size()\00", align 1
@_ZTIf = external local_unnamed_addr constant ptr
@_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE = linkonce_odr dso_local unnamed_addr constant { [9 x ptr] } { [9 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE16getAllocatorImplEv, ptr @_ZN4sycl3_V16detail19SYCLMemObjAllocatorD2Ev, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfED0Ev, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE8allocateEm, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE10deallocateEPvm, ptr @_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12getValueSizeEv, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12setAlignmentEm] }, comdat, align 8
@_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE = linkonce_odr dso_local constant [76 x i8] c"N4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE\00", comdat, align 1
@_ZTSN4sycl3_V16detail19SYCLMemObjAllocatorE = linkonce_odr dso_local constant [40 x i8] c"N4sycl3_V16detail19SYCLMemObjAllocatorE\00", comdat, align 1
@_ZTIN4sycl3_V16detail19SYCLMemObjAllocatorE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail19SYCLMemObjAllocatorE }, comdat, align 8
@_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE, ptr @_ZTIN4sycl3_V16detail19SYCLMemObjAllocatorE }, comdat, align 8
@_ZTISt9bad_alloc = external constant ptr
@_ZTVSt9bad_alloc = external unnamed_addr constant { [5 x ptr] }, align 8
@.str.28 = private unnamed_addr constant [21 x i8] c"exception in ~buffer\00", align 1
@.str.29 = private unnamed_addr constant [2 x i8] c" \00", align 1
@.str.30 = private unnamed_addr constant [6 x i8] c"false\00", align 1
@.str.31 = private unnamed_addr constant [85 x i8] c"root/intel-sycl-rt-2025.2.2/intel_sycl_rt-2025.2.2.data/data/include/sycl/buffer.hpp\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev = private unnamed_addr constant [127 x i8] c"sycl::buffer<float>::~buffer() [T = float, Dimensions = 1, AllocatorT = sycl::detail::aligned_allocator<float>, Enable = void]\00", align 1
@_ZTIl = external local_unnamed_addr constant ptr
@_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIlEElEE = linkonce_odr dso_local unnamed_addr constant { [9 x ptr] } { [9 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIlEElEE, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIlEElE16getAllocatorImplEv, ptr @_ZN4sycl3_V16detail19SYCLMemObjAllocatorD2Ev, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIlEElED0Ev, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIlEElE8allocateEm, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIlEElE10deallocateEPvm, ptr @_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIlEElE12getValueSizeEv, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIlEElE12setAlignmentEm] }, comdat, align 8
@_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIlEElEE = linkonce_odr dso_local constant [76 x i8] c"N4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIlEElEE\00", comdat, align 1
@_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIlEElEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIlEElEE, ptr @_ZTIN4sycl3_V16detail19SYCLMemObjAllocatorE }, comdat, align 8
@__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIlLi1ENS0_6detail17aligned_allocatorIlEEvED2Ev = private unnamed_addr constant [124 x i8] c"sycl::buffer<long>::~buffer() [T = long, Dimensions = 1, AllocatorT = sycl::detail::aligned_allocator<long>, Enable = void]\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIlLi1ENS1_17aligned_allocatorIlEEvEEEERKDtsrT_4implERKS7_ = private unnamed_addr constant [96 x i8] c"const decltype(Obj::impl) &sycl::detail::getSyclObjImpl(const Obj &) [Obj = sycl::buffer<long>]\00", align 1
@.str.32 = private unnamed_addr constant [13 x i8] c"____ZL5kTaps\00", align 1
@.str.33 = private unnamed_addr constant [13 x i8] c"____ZL5kGain\00", align 1
@.str.34 = private unnamed_addr constant [14 x i8] c"____ZL6kShift\00", align 1
@.str.35 = private unnamed_addr constant [13 x i8] c"____ZL5kBase\00", align 1
@.str.36 = private unnamed_addr constant [13 x i8] c"_ZTS7Scalars\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EEE = internal constant [131 x i8] c"N4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@.str.37 = private unnamed_addr constant [15 x i8] c"____ZL7kCoeffs\00", align 1
@.str.38 = private unnamed_addr constant [16 x i8] c"____ZL8kWeights\00", align 1
@.str.39 = private unnamed_addr constant [15 x i8] c"_ZTS9Composite\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi1EEENS0_14kernel_handlerEE_S7_Li1EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi1EEENS0_14kernel_handlerEE_S7_Li1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi1EEENS0_14kernel_handlerEE_S7_Li1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi1EEENS0_14kernel_handlerEE_S7_Li1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi1EEENS0_14kernel_handlerEE_S7_Li1EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi1EEENS0_14kernel_handlerEE_S7_Li1EE23InstantiateKernelOnHostEv] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi1EEENS0_14kernel_handlerEE_S7_Li1EEE = internal constant [120 x i8] c"N4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi1EEENS0_14kernel_handlerEE_S7_Li1EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi1EEENS0_14kernel_handlerEE_S7_Li1EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi1EEENS0_14kernel_handlerEE_S7_Li1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@_ZTIi = external local_unnamed_addr constant ptr
@_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE = linkonce_odr dso_local unnamed_addr constant { [9 x ptr] } { [9 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE16getAllocatorImplEv, ptr @_ZN4sycl3_V16detail19SYCLMemObjAllocatorD2Ev, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiED0Ev, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE8allocateEm, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE10deallocateEPvm, ptr @_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE12getValueSizeEv, ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE12setAlignmentEm] }, comdat, align 8
@_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE = linkonce_odr dso_local constant [76 x i8] c"N4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE\00", comdat, align 1
@_ZTIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE, ptr @_ZTIN4sycl3_V16detail19SYCLMemObjAllocatorE }, comdat, align 8
@__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvED2Ev = private unnamed_addr constant [121 x i8] c"sycl::buffer<int>::~buffer() [T = int, Dimensions = 1, AllocatorT = sycl::detail::aligned_allocator<int>, Enable = void]\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS7_ = private unnamed_addr constant [95 x i8] c"const decltype(Obj::impl) &sycl::detail::getSyclObjImpl(const Obj &) [Obj = sycl::buffer<int>]\00", align 1
@.str.40 = private unnamed_addr constant [13 x i8] c"____ZL5kMode\00", align 1
@.str.41 = private unnamed_addr constant [14 x i8] c"_ZTS8ModeStep\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EEE = internal constant [132 x i8] c"N4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef range(i32 0, 2) i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %4 = alloca %class.anon.30, align 8
  %5 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %6 = alloca %class.anon.26, align 8
  %7 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %8 = alloca %class.anon, align 8
  %9 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %10 = alloca %class.anon.46, align 8
  %11 = alloca i32, align 4
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  %14 = alloca %"class.sycl::_V1::event", align 8
  %15 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %16 = alloca %"class.std::function", align 8
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca float, align 4
  %20 = alloca [3 x %"class.std::vector"], align 16
  %21 = alloca %"class.sycl::_V1::queue", align 8
  %22 = alloca %"class.sycl::_V1::property_list", align 8
  %23 = alloca %"class.sycl::_V1::buffer", align 8
  %24 = alloca %"class.sycl::_V1::range", align 8
  %25 = alloca %"class.sycl::_V1::property_list", align 8
  %26 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %27 = alloca float, align 4
  %28 = alloca %"class.sycl::_V1::buffer", align 8
  %29 = alloca %"class.sycl::_V1::range", align 8
  %30 = alloca %"class.sycl::_V1::property_list", align 8
  %31 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %32 = alloca %"class.sycl::_V1::buffer.19", align 8
  %33 = alloca %"class.sycl::_V1::range", align 8
  %34 = alloca %"class.sycl::_V1::property_list", align 8
  %35 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %36 = alloca %"class.sycl::_V1::buffer", align 8
  %37 = alloca %"class.sycl::_V1::range", align 8
  %38 = alloca %"class.sycl::_V1::property_list", align 8
  %39 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %40 = alloca %"class.sycl::_V1::event", align 8
  %41 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %42 = alloca %"class.sycl::_V1::buffer", align 8
  %43 = alloca %"class.sycl::_V1::range", align 8
  %44 = alloca %"class.sycl::_V1::property_list", align 8
  %45 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %46 = alloca %"class.sycl::_V1::event", align 8
  %47 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %48 = alloca %"class.sycl::_V1::buffer.27", align 8
  %49 = alloca %"class.sycl::_V1::range", align 8
  %50 = alloca %"class.sycl::_V1::property_list", align 8
  %51 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %52 = alloca i32, align 4
  %53 = alloca %"class.sycl::_V1::event", align 8
  %54 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %55 = icmp sgt i32 %0, 1
  br i1 %55, label %57, label %56

56:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17) #25
  store i64 1024, ptr %17, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18) #25
  store i64 64, ptr %18, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %19) #25
  store float 1.500000e+00, ptr %19, align 4, !tbaa !9
  br label %74

57:                                               ; preds = %2
  %58 = getelementptr inbounds i8, ptr %1, i64 8
  %59 = load ptr, ptr %58, align 8, !tbaa !11
  %60 = tail call i64 @strtoul(ptr nocapture noundef %59, ptr noundef null, i32 noundef 10) #25
  %61 = icmp eq i32 %0, 2
  br i1 %61, label %66, label %62

62:                                               ; preds = %57
  %63 = getelementptr inbounds i8, ptr %1, i64 16
  %64 = load ptr, ptr %63, align 8, !tbaa !11
  %65 = tail call float @strtof(ptr nocapture noundef %64, ptr noundef null) #25
  br label %66

66:                                               ; preds = %62, %57
  %67 = phi float [ %65, %62 ], [ 1.500000e+00, %57 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17) #25
  %68 = freeze i64 %60
  %69 = and i64 %68, -64
  store i64 %69, ptr %17, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18) #25
  store i64 64, ptr %18, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %19) #25
  store float %67, ptr %19, align 4, !tbaa !9
  %70 = icmp ugt i64 %68, 2305843009213693951
  br i1 %70, label %71, label %72

71:                                               ; preds = %66
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.27) #26
  unreachable

72:                                               ; preds = %66
  %73 = icmp eq i64 %69, 0
  br i1 %73, label %82, label %74

74:                                               ; preds = %56, %72
  %75 = phi i64 [ 1024, %56 ], [ %68, %72 ]
  %76 = phi i64 [ 1024, %56 ], [ %69, %72 ]
  %77 = shl nuw nsw i64 %76, 2
  %78 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %77) #27
  store float 0.000000e+00, ptr %78, align 4, !tbaa !9
  %79 = getelementptr i8, ptr %78, i64 4
  %80 = getelementptr float, ptr %78, i64 %76
  %81 = add nsw i64 %77, -4
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %79, i8 0, i64 %81, i1 false), !tbaa !9
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %20) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %20, i8 0, i64 72, i1 false)
  br label %96

82:                                               ; preds = %72
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %20) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %20, i8 0, i64 72, i1 false)
  br label %118

83:                                               ; preds = %96
  %84 = icmp ugt i64 %75, 1152921504606846975
  br i1 %84, label %85, label %87

85:                                               ; preds = %83
  invoke void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.27) #26
          to label %86 unwind label %275

86:                                               ; preds = %85
  unreachable

87:                                               ; preds = %83
  %88 = shl nuw nsw i64 %76, 3
  %89 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %88) #27
          to label %90 unwind label %275

90:                                               ; preds = %87
  %91 = lshr i64 %75, 6
  %92 = shl nuw nsw i64 %91, 9
  tail call void @llvm.memset.p0.i64(ptr nonnull align 8 %89, i8 0, i64 %92, i1 false), !tbaa !5
  %93 = getelementptr inbounds i64, ptr %89, i64 %76
  %94 = shl nuw nsw i64 %76, 2
  %95 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %94) #27
          to label %109 unwind label %277

96:                                               ; preds = %96, %74
  %97 = phi i64 [ 0, %74 ], [ %107, %96 ]
  %98 = urem i64 %97, 13
  %99 = add nsw i64 %98, -4
  %100 = sitofp i64 %99 to float
  %101 = getelementptr inbounds float, ptr %78, i64 %97
  store float %100, ptr %101, align 4, !tbaa !9
  %102 = or disjoint i64 %97, 1
  %103 = urem i64 %102, 13
  %104 = add nsw i64 %103, -4
  %105 = sitofp i64 %104 to float
  %106 = getelementptr inbounds float, ptr %78, i64 %102
  store float %105, ptr %106, align 4, !tbaa !9
  %107 = add nuw i64 %97, 2
  %108 = icmp eq i64 %107, %76
  br i1 %108, label %83, label %96, !llvm.loop !13

109:                                              ; preds = %90
  %110 = shl nuw nsw i64 %91, 8
  tail call void @llvm.memset.p0.i64(ptr nonnull align 4 %95, i8 0, i64 %110, i1 false), !tbaa !9
  %111 = getelementptr inbounds float, ptr %95, i64 %76
  %112 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %94) #27
          to label %113 unwind label %279

113:                                              ; preds = %109
  tail call void @llvm.memset.p0.i64(ptr nonnull align 4 %112, i8 0, i64 %110, i1 false), !tbaa !9
  %114 = getelementptr inbounds float, ptr %112, i64 %76
  %115 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %94) #27
          to label %116 unwind label %281

116:                                              ; preds = %113
  tail call void @llvm.memset.p0.i64(ptr nonnull align 4 %115, i8 0, i64 %110, i1 false), !tbaa !15
  %117 = getelementptr inbounds i32, ptr %115, i64 %76
  br label %118

118:                                              ; preds = %82, %116
  %119 = phi ptr [ %80, %116 ], [ null, %82 ]
  %120 = phi ptr [ %78, %116 ], [ null, %82 ]
  %121 = phi ptr [ %112, %116 ], [ null, %82 ]
  %122 = phi ptr [ %114, %116 ], [ null, %82 ]
  %123 = phi ptr [ %89, %116 ], [ null, %82 ]
  %124 = phi ptr [ %93, %116 ], [ null, %82 ]
  %125 = phi ptr [ %111, %116 ], [ null, %82 ]
  %126 = phi ptr [ %95, %116 ], [ null, %82 ]
  %127 = phi ptr [ %115, %116 ], [ null, %82 ]
  %128 = phi ptr [ %117, %116 ], [ null, %82 ]
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %21) #25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %22) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %22, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16) #25
  %129 = getelementptr inbounds i8, ptr %16, i64 16
  %130 = getelementptr inbounds i8, ptr %16, i64 24
  %131 = getelementptr inbounds i8, ptr %16, i64 8
  store i64 0, ptr %131, align 8
  store ptr @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE, ptr %16, align 8, !tbaa !11
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_, ptr %130, align 8, !tbaa !17
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation, ptr %129, align 8, !tbaa !20
  invoke void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %21, ptr noundef nonnull @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE, ptr noundef nonnull align 8 dereferenceable(32) %16, ptr noundef nonnull align 8 dereferenceable(32) %22)
          to label %132 unwind label %140

132:                                              ; preds = %118
  %133 = load ptr, ptr %129, align 8, !tbaa !20
  %134 = icmp eq ptr %133, null
  br i1 %134, label %150, label %135

135:                                              ; preds = %132
  %136 = invoke noundef zeroext i1 %133(ptr noundef nonnull align 8 dereferenceable(16) %16, ptr noundef nonnull align 8 dereferenceable(16) %16, i32 noundef 3)
          to label %150 unwind label %137

137:                                              ; preds = %135
  %138 = landingpad { ptr, i32 }
          catch ptr null
  %139 = extractvalue { ptr, i32 } %138, 0
  call void @__clang_call_terminate(ptr %139) #28
  unreachable

140:                                              ; preds = %118
  %141 = landingpad { ptr, i32 }
          cleanup
  %142 = load ptr, ptr %129, align 8, !tbaa !20
  %143 = icmp eq ptr %142, null
  br i1 %143, label %149, label %144

144:                                              ; preds = %140
  %145 = invoke noundef zeroext i1 %142(ptr noundef nonnull align 8 dereferenceable(16) %16, ptr noundef nonnull align 8 dereferenceable(16) %16, i32 noundef 3)
          to label %149 unwind label %146

146:                                              ; preds = %144
  %147 = landingpad { ptr, i32 }
          catch ptr null
  %148 = extractvalue { ptr, i32 } %147, 0
  call void @__clang_call_terminate(ptr %148) #28
  unreachable

149:                                              ; preds = %144, %140
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #25
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %22) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %22) #25
  br label %774

150:                                              ; preds = %135, %132
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #25
  %151 = getelementptr inbounds i8, ptr %22, i64 8
  %152 = load ptr, ptr %151, align 8, !tbaa !21
  %153 = getelementptr inbounds i8, ptr %22, i64 16
  %154 = load ptr, ptr %153, align 8, !tbaa !23
  %155 = icmp eq ptr %152, %154
  br i1 %155, label %190, label %156

156:                                              ; preds = %150, %185
  %157 = phi ptr [ %186, %185 ], [ %152, %150 ]
  %158 = getelementptr inbounds i8, ptr %157, i64 8
  %159 = load ptr, ptr %158, align 8, !tbaa !24
  %160 = icmp eq ptr %159, null
  br i1 %160, label %185, label %161

161:                                              ; preds = %156
  %162 = getelementptr inbounds i8, ptr %159, i64 8
  %163 = load atomic i64, ptr %162 acquire, align 8
  %164 = icmp eq i64 %163, 4294967297
  %165 = trunc i64 %163 to i32
  br i1 %164, label %166, label %174

166:                                              ; preds = %161
  store i32 0, ptr %162, align 8, !tbaa !26
  %167 = getelementptr inbounds i8, ptr %159, i64 12
  store i32 0, ptr %167, align 4, !tbaa !28
  %168 = load ptr, ptr %159, align 8, !tbaa !29
  %169 = getelementptr inbounds i8, ptr %168, i64 16
  %170 = load ptr, ptr %169, align 8
  call void %170(ptr noundef nonnull align 8 dereferenceable(16) %159) #25
  %171 = load ptr, ptr %159, align 8, !tbaa !29
  %172 = getelementptr inbounds i8, ptr %171, i64 24
  %173 = load ptr, ptr %172, align 8
  call void %173(ptr noundef nonnull align 8 dereferenceable(16) %159) #25
  br label %185

174:                                              ; preds = %161
  %175 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %176 = icmp eq i8 %175, 0
  br i1 %176, label %179, label %177

177:                                              ; preds = %174
  %178 = add nsw i32 %165, -1
  store i32 %178, ptr %162, align 4, !tbaa !15
  br label %181

179:                                              ; preds = %174
  %180 = atomicrmw volatile add ptr %162, i32 -1 acq_rel, align 4
  br label %181

181:                                              ; preds = %179, %177
  %182 = phi i32 [ %165, %177 ], [ %180, %179 ]
  %183 = icmp eq i32 %182, 1
  br i1 %183, label %184, label %185, !prof !32

184:                                              ; preds = %181
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %159) #25
  br label %185

185:                                              ; preds = %184, %181, %166, %156
  %186 = getelementptr inbounds i8, ptr %157, i64 16
  %187 = icmp eq ptr %186, %154
  br i1 %187, label %188, label %156, !llvm.loop !33

188:                                              ; preds = %185
  %189 = load ptr, ptr %151, align 8, !tbaa !21
  br label %190

190:                                              ; preds = %188, %150
  %191 = phi ptr [ %189, %188 ], [ %152, %150 ]
  %192 = icmp eq ptr %191, null
  br i1 %192, label %199, label %193

193:                                              ; preds = %190
  %194 = getelementptr inbounds i8, ptr %22, i64 24
  %195 = load ptr, ptr %194, align 8, !tbaa !34
  %196 = ptrtoint ptr %195 to i64
  %197 = ptrtoint ptr %191 to i64
  %198 = sub i64 %196, %197
  call void @_ZdlPvm(ptr noundef nonnull %191, i64 noundef %198) #29
  br label %199

199:                                              ; preds = %190, %193
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %22) #25
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %23) #25
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24) #25
  %200 = load i64, ptr %17, align 8, !tbaa !5
  store i64 %200, ptr %24, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %25) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %25, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %26, align 8, !tbaa !35, !alias.scope !37
  %201 = getelementptr inbounds i8, ptr %26, i64 8
  store ptr @.str.1, ptr %201, align 8, !tbaa !40, !alias.scope !37
  %202 = getelementptr inbounds i8, ptr %26, i64 16
  store i64 109, ptr %202, align 8, !tbaa !41, !alias.scope !37
  %203 = getelementptr inbounds i8, ptr %26, i64 24
  store i64 28, ptr %203, align 8, !tbaa !42, !alias.scope !37
  invoke void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %23, ptr noundef %120, ptr noundef nonnull align 8 dereferenceable(8) %24, ptr noundef nonnull align 8 dereferenceable(32) %25, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %26)
          to label %204 unwind label %283

204:                                              ; preds = %199
  %205 = getelementptr inbounds i8, ptr %25, i64 8
  %206 = load ptr, ptr %205, align 8, !tbaa !21
  %207 = getelementptr inbounds i8, ptr %25, i64 16
  %208 = load ptr, ptr %207, align 8, !tbaa !23
  %209 = icmp eq ptr %206, %208
  br i1 %209, label %244, label %210

210:                                              ; preds = %204, %239
  %211 = phi ptr [ %240, %239 ], [ %206, %204 ]
  %212 = getelementptr inbounds i8, ptr %211, i64 8
  %213 = load ptr, ptr %212, align 8, !tbaa !24
  %214 = icmp eq ptr %213, null
  br i1 %214, label %239, label %215

215:                                              ; preds = %210
  %216 = getelementptr inbounds i8, ptr %213, i64 8
  %217 = load atomic i64, ptr %216 acquire, align 8
  %218 = icmp eq i64 %217, 4294967297
  %219 = trunc i64 %217 to i32
  br i1 %218, label %220, label %228

220:                                              ; preds = %215
  store i32 0, ptr %216, align 8, !tbaa !26
  %221 = getelementptr inbounds i8, ptr %213, i64 12
  store i32 0, ptr %221, align 4, !tbaa !28
  %222 = load ptr, ptr %213, align 8, !tbaa !29
  %223 = getelementptr inbounds i8, ptr %222, i64 16
  %224 = load ptr, ptr %223, align 8
  call void %224(ptr noundef nonnull align 8 dereferenceable(16) %213) #25
  %225 = load ptr, ptr %213, align 8, !tbaa !29
  %226 = getelementptr inbounds i8, ptr %225, i64 24
  %227 = load ptr, ptr %226, align 8
  call void %227(ptr noundef nonnull align 8 dereferenceable(16) %213) #25
  br label %239

228:                                              ; preds = %215
  %229 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %230 = icmp eq i8 %229, 0
  br i1 %230, label %233, label %231

231:                                              ; preds = %228
  %232 = add nsw i32 %219, -1
  store i32 %232, ptr %216, align 4, !tbaa !15
  br label %235

233:                                              ; preds = %228
  %234 = atomicrmw volatile add ptr %216, i32 -1 acq_rel, align 4
  br label %235

235:                                              ; preds = %233, %231
  %236 = phi i32 [ %219, %231 ], [ %234, %233 ]
  %237 = icmp eq i32 %236, 1
  br i1 %237, label %238, label %239, !prof !32

238:                                              ; preds = %235
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %213) #25
  br label %239

239:                                              ; preds = %238, %235, %220, %210
  %240 = getelementptr inbounds i8, ptr %211, i64 16
  %241 = icmp eq ptr %240, %208
  br i1 %241, label %242, label %210, !llvm.loop !33

242:                                              ; preds = %239
  %243 = load ptr, ptr %205, align 8, !tbaa !21
  br label %244

244:                                              ; preds = %242, %204
  %245 = phi ptr [ %243, %242 ], [ %206, %204 ]
  %246 = icmp eq ptr %245, null
  br i1 %246, label %253, label %247

247:                                              ; preds = %244
  %248 = getelementptr inbounds i8, ptr %25, i64 24
  %249 = load ptr, ptr %248, align 8, !tbaa !34
  %250 = ptrtoint ptr %249 to i64
  %251 = ptrtoint ptr %245 to i64
  %252 = sub i64 %250, %251
  call void @_ZdlPvm(ptr noundef nonnull %245, i64 noundef %252) #29
  br label %253

253:                                              ; preds = %244, %247
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %25) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24) #25
  %254 = getelementptr inbounds i8, ptr %31, i64 8
  %255 = getelementptr inbounds i8, ptr %31, i64 16
  %256 = getelementptr inbounds i8, ptr %31, i64 24
  %257 = getelementptr inbounds i8, ptr %30, i64 8
  %258 = getelementptr inbounds i8, ptr %30, i64 16
  %259 = getelementptr inbounds i8, ptr %30, i64 24
  %260 = getelementptr inbounds i8, ptr %23, i64 16
  %261 = getelementptr inbounds i8, ptr %15, i64 8
  %262 = getelementptr inbounds i8, ptr %15, i64 16
  %263 = getelementptr inbounds i8, ptr %15, i64 24
  %264 = getelementptr inbounds i8, ptr %10, i64 8
  %265 = getelementptr inbounds i8, ptr %10, i64 16
  %266 = getelementptr inbounds i8, ptr %10, i64 24
  %267 = getelementptr inbounds i8, ptr %10, i64 32
  %268 = getelementptr inbounds i8, ptr %9, i64 8
  %269 = getelementptr inbounds i8, ptr %14, i64 8
  br label %285

270:                                              ; preds = %368
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %32) #25
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %33) #25
  %271 = load i64, ptr %17, align 8, !tbaa !5
  store i64 %271, ptr %33, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %34) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %34, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %35, align 8, !tbaa !35, !alias.scope !43
  %272 = getelementptr inbounds i8, ptr %35, i64 8
  store ptr @.str.1, ptr %272, align 8, !tbaa !40, !alias.scope !43
  %273 = getelementptr inbounds i8, ptr %35, i64 16
  store i64 116, ptr %273, align 8, !tbaa !41, !alias.scope !43
  %274 = getelementptr inbounds i8, ptr %35, i64 24
  store i64 27, ptr %274, align 8, !tbaa !42, !alias.scope !43
  invoke void @_ZN4sycl3_V16bufferIlLi1ENS0_6detail17aligned_allocatorIlEEvEC2EPlRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %32, ptr noundef %123, ptr noundef nonnull align 8 dereferenceable(8) %33, ptr noundef nonnull align 8 dereferenceable(32) %34, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %35)
          to label %379 unwind label %705

275:                                              ; preds = %87, %85
  %276 = landingpad { ptr, i32 }
          cleanup
  br label %945

277:                                              ; preds = %90
  %278 = landingpad { ptr, i32 }
          cleanup
  br label %936

279:                                              ; preds = %109
  %280 = landingpad { ptr, i32 }
          cleanup
  br label %918

281:                                              ; preds = %113
  %282 = landingpad { ptr, i32 }
          cleanup
  br label %896

283:                                              ; preds = %199
  %284 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %25) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %25) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24) #25
  br label %772

285:                                              ; preds = %253, %368
  %286 = phi i64 [ 0, %253 ], [ %369, %368 ]
  %287 = getelementptr inbounds [3 x %"class.std::vector"], ptr %20, i64 0, i64 %286
  %288 = load i64, ptr %17, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %27) #25
  store float 0.000000e+00, ptr %27, align 4, !tbaa !9
  invoke void @_ZNSt6vectorIfSaIfEE14_M_fill_assignEmRKf(ptr noundef nonnull align 8 dereferenceable(24) %287, i64 noundef %288, ptr noundef nonnull align 4 dereferenceable(4) %27)
          to label %289 unwind label %371

289:                                              ; preds = %285
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %27) #25
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %28) #25
  %290 = load ptr, ptr %287, align 8, !tbaa !46
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %29) #25
  %291 = load i64, ptr %17, align 8, !tbaa !5
  store i64 %291, ptr %29, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %30) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %30, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %31, align 8, !tbaa !35, !alias.scope !48
  store ptr @.str.1, ptr %254, align 8, !tbaa !40, !alias.scope !48
  store i64 112, ptr %255, align 8, !tbaa !41, !alias.scope !48
  store i64 30, ptr %256, align 8, !tbaa !42, !alias.scope !48
  invoke void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %28, ptr noundef %290, ptr noundef nonnull align 8 dereferenceable(8) %29, ptr noundef nonnull align 8 dereferenceable(32) %30, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %31)
          to label %292 unwind label %373

292:                                              ; preds = %289
  %293 = load ptr, ptr %257, align 8, !tbaa !21
  %294 = load ptr, ptr %258, align 8, !tbaa !23
  %295 = icmp eq ptr %293, %294
  br i1 %295, label %330, label %296

296:                                              ; preds = %292, %325
  %297 = phi ptr [ %326, %325 ], [ %293, %292 ]
  %298 = getelementptr inbounds i8, ptr %297, i64 8
  %299 = load ptr, ptr %298, align 8, !tbaa !24
  %300 = icmp eq ptr %299, null
  br i1 %300, label %325, label %301

301:                                              ; preds = %296
  %302 = getelementptr inbounds i8, ptr %299, i64 8
  %303 = load atomic i64, ptr %302 acquire, align 8
  %304 = icmp eq i64 %303, 4294967297
  %305 = trunc i64 %303 to i32
  br i1 %304, label %306, label %314

306:                                              ; preds = %301
  store i32 0, ptr %302, align 8, !tbaa !26
  %307 = getelementptr inbounds i8, ptr %299, i64 12
  store i32 0, ptr %307, align 4, !tbaa !28
  %308 = load ptr, ptr %299, align 8, !tbaa !29
  %309 = getelementptr inbounds i8, ptr %308, i64 16
  %310 = load ptr, ptr %309, align 8
  call void %310(ptr noundef nonnull align 8 dereferenceable(16) %299) #25
  %311 = load ptr, ptr %299, align 8, !tbaa !29
  %312 = getelementptr inbounds i8, ptr %311, i64 24
  %313 = load ptr, ptr %312, align 8
  call void %313(ptr noundef nonnull align 8 dereferenceable(16) %299) #25
  br label %325

314:                                              ; preds = %301
  %315 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %316 = icmp eq i8 %315, 0
  br i1 %316, label %319, label %317

317:                                              ; preds = %314
  %318 = add nsw i32 %305, -1
  store i32 %318, ptr %302, align 4, !tbaa !15
  br label %321

319:                                              ; preds = %314
  %320 = atomicrmw volatile add ptr %302, i32 -1 acq_rel, align 4
  br label %321

321:                                              ; preds = %319, %317
  %322 = phi i32 [ %305, %317 ], [ %320, %319 ]
  %323 = icmp eq i32 %322, 1
  br i1 %323, label %324, label %325, !prof !32

324:                                              ; preds = %321
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %299) #25
  br label %325

325:                                              ; preds = %324, %321, %306, %296
  %326 = getelementptr inbounds i8, ptr %297, i64 16
  %327 = icmp eq ptr %326, %294
  br i1 %327, label %328, label %296, !llvm.loop !33

328:                                              ; preds = %325
  %329 = load ptr, ptr %257, align 8, !tbaa !21
  br label %330

330:                                              ; preds = %328, %292
  %331 = phi ptr [ %329, %328 ], [ %293, %292 ]
  %332 = icmp eq ptr %331, null
  br i1 %332, label %338, label %333

333:                                              ; preds = %330
  %334 = load ptr, ptr %259, align 8, !tbaa !34
  %335 = ptrtoint ptr %334 to i64
  %336 = ptrtoint ptr %331 to i64
  %337 = sub i64 %335, %336
  call void @_ZdlPvm(ptr noundef nonnull %331, i64 noundef %337) #29
  br label %338

338:                                              ; preds = %330, %333
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %30) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %29) #25
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %11)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %14)
  %339 = trunc nuw nsw i64 %286 to i32
  store i32 %339, ptr %11, align 4, !tbaa !51
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12) #25
  %340 = load i64, ptr %260, align 8
  store i64 %340, ptr %12, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %13) #25
  store i32 16, ptr %13, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %15) #25
  store ptr @.str, ptr %15, align 8, !tbaa !35, !alias.scope !53
  store ptr @.str.7, ptr %261, align 8, !tbaa !40, !alias.scope !53
  store i64 61, ptr %262, align 8, !tbaa !41, !alias.scope !53
  store i64 3, ptr %263, align 8, !tbaa !42, !alias.scope !53
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %10)
  store ptr %23, ptr %10, align 8
  store ptr %28, ptr %264, align 8
  store ptr %11, ptr %265, align 8
  store ptr %12, ptr %266, align 8
  store ptr %13, ptr %267, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %9) #25, !noalias !56
  store ptr %10, ptr %9, align 8, !tbaa !59, !noalias !56
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZL8run_loopRNS0_5queueERNS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEESA_7VariantEUlRNS0_7handlerEE_E4callEPKvSD_, ptr %268, align 8, !tbaa !61, !noalias !56
  invoke void @_ZN4sycl3_V15queue17submit_with_eventILb0ENS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET0_RKNS0_6detail19type_erased_cgfo_tyEPS1_RKNSD_13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %14, ptr noundef nonnull align 8 dereferenceable(16) %21, ptr noundef nonnull align 8 dereferenceable(16) %9, ptr noundef null, ptr noundef nonnull align 8 dereferenceable(32) %15)
          to label %341 unwind label %375

341:                                              ; preds = %338
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9) #25, !noalias !56
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %10)
  %342 = load ptr, ptr %269, align 8, !tbaa !24
  %343 = icmp eq ptr %342, null
  br i1 %343, label %368, label %344

344:                                              ; preds = %341
  %345 = getelementptr inbounds i8, ptr %342, i64 8
  %346 = load atomic i64, ptr %345 acquire, align 8
  %347 = icmp eq i64 %346, 4294967297
  %348 = trunc i64 %346 to i32
  br i1 %347, label %349, label %357

349:                                              ; preds = %344
  store i32 0, ptr %345, align 8, !tbaa !26
  %350 = getelementptr inbounds i8, ptr %342, i64 12
  store i32 0, ptr %350, align 4, !tbaa !28
  %351 = load ptr, ptr %342, align 8, !tbaa !29
  %352 = getelementptr inbounds i8, ptr %351, i64 16
  %353 = load ptr, ptr %352, align 8
  call void %353(ptr noundef nonnull align 8 dereferenceable(16) %342) #25
  %354 = load ptr, ptr %342, align 8, !tbaa !29
  %355 = getelementptr inbounds i8, ptr %354, i64 24
  %356 = load ptr, ptr %355, align 8
  call void %356(ptr noundef nonnull align 8 dereferenceable(16) %342) #25
  br label %368

357:                                              ; preds = %344
  %358 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %359 = icmp eq i8 %358, 0
  br i1 %359, label %362, label %360

360:                                              ; preds = %357
  %361 = add nsw i32 %348, -1
  store i32 %361, ptr %345, align 4, !tbaa !15
  br label %364

362:                                              ; preds = %357
  %363 = atomicrmw volatile add ptr %345, i32 -1 acq_rel, align 4
  br label %364

364:                                              ; preds = %362, %360
  %365 = phi i32 [ %348, %360 ], [ %363, %362 ]
  %366 = icmp eq i32 %365, 1
  br i1 %366, label %367, label %368, !prof !32

367:                                              ; preds = %364
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %342) #25
  br label %368

368:                                              ; preds = %367, %364, %349, %341
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %15) #25
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %13) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12) #25
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %11)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %14)
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %28) #25
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %28) #25
  %369 = add nuw nsw i64 %286, 1
  %370 = icmp eq i64 %369, 3
  br i1 %370, label %270, label %285, !llvm.loop !62

371:                                              ; preds = %285
  %372 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %27) #25
  br label %770

373:                                              ; preds = %289
  %374 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %30) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %30) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %29) #25
  br label %377

375:                                              ; preds = %338
  %376 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %28) #25
  br label %377

377:                                              ; preds = %375, %373
  %378 = phi { ptr, i32 } [ %376, %375 ], [ %374, %373 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %28) #25
  br label %770

379:                                              ; preds = %270
  %380 = getelementptr inbounds i8, ptr %34, i64 8
  %381 = load ptr, ptr %380, align 8, !tbaa !21
  %382 = getelementptr inbounds i8, ptr %34, i64 16
  %383 = load ptr, ptr %382, align 8, !tbaa !23
  %384 = icmp eq ptr %381, %383
  br i1 %384, label %419, label %385

385:                                              ; preds = %379, %414
  %386 = phi ptr [ %415, %414 ], [ %381, %379 ]
  %387 = getelementptr inbounds i8, ptr %386, i64 8
  %388 = load ptr, ptr %387, align 8, !tbaa !24
  %389 = icmp eq ptr %388, null
  br i1 %389, label %414, label %390

390:                                              ; preds = %385
  %391 = getelementptr inbounds i8, ptr %388, i64 8
  %392 = load atomic i64, ptr %391 acquire, align 8
  %393 = icmp eq i64 %392, 4294967297
  %394 = trunc i64 %392 to i32
  br i1 %393, label %395, label %403

395:                                              ; preds = %390
  store i32 0, ptr %391, align 8, !tbaa !26
  %396 = getelementptr inbounds i8, ptr %388, i64 12
  store i32 0, ptr %396, align 4, !tbaa !28
  %397 = load ptr, ptr %388, align 8, !tbaa !29
  %398 = getelementptr inbounds i8, ptr %397, i64 16
  %399 = load ptr, ptr %398, align 8
  call void %399(ptr noundef nonnull align 8 dereferenceable(16) %388) #25
  %400 = load ptr, ptr %388, align 8, !tbaa !29
  %401 = getelementptr inbounds i8, ptr %400, i64 24
  %402 = load ptr, ptr %401, align 8
  call void %402(ptr noundef nonnull align 8 dereferenceable(16) %388) #25
  br label %414

403:                                              ; preds = %390
  %404 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %405 = icmp eq i8 %404, 0
  br i1 %405, label %408, label %406

406:                                              ; preds = %403
  %407 = add nsw i32 %394, -1
  store i32 %407, ptr %391, align 4, !tbaa !15
  br label %410

408:                                              ; preds = %403
  %409 = atomicrmw volatile add ptr %391, i32 -1 acq_rel, align 4
  br label %410

410:                                              ; preds = %408, %406
  %411 = phi i32 [ %394, %406 ], [ %409, %408 ]
  %412 = icmp eq i32 %411, 1
  br i1 %412, label %413, label %414, !prof !32

413:                                              ; preds = %410
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %388) #25
  br label %414

414:                                              ; preds = %413, %410, %395, %385
  %415 = getelementptr inbounds i8, ptr %386, i64 16
  %416 = icmp eq ptr %415, %383
  br i1 %416, label %417, label %385, !llvm.loop !33

417:                                              ; preds = %414
  %418 = load ptr, ptr %380, align 8, !tbaa !21
  br label %419

419:                                              ; preds = %417, %379
  %420 = phi ptr [ %418, %417 ], [ %381, %379 ]
  %421 = icmp eq ptr %420, null
  br i1 %421, label %428, label %422

422:                                              ; preds = %419
  %423 = getelementptr inbounds i8, ptr %34, i64 24
  %424 = load ptr, ptr %423, align 8, !tbaa !34
  %425 = ptrtoint ptr %424 to i64
  %426 = ptrtoint ptr %420 to i64
  %427 = sub i64 %425, %426
  call void @_ZdlPvm(ptr noundef nonnull %420, i64 noundef %427) #29
  br label %428

428:                                              ; preds = %419, %422
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %34) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33) #25
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %36) #25
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %37) #25
  %429 = load i64, ptr %17, align 8, !tbaa !5
  store i64 %429, ptr %37, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %38) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %38, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %39, align 8, !tbaa !35, !alias.scope !63
  %430 = getelementptr inbounds i8, ptr %39, i64 8
  store ptr @.str.1, ptr %430, align 8, !tbaa !40, !alias.scope !63
  %431 = getelementptr inbounds i8, ptr %39, i64 16
  store i64 117, ptr %431, align 8, !tbaa !41, !alias.scope !63
  %432 = getelementptr inbounds i8, ptr %39, i64 24
  store i64 28, ptr %432, align 8, !tbaa !42, !alias.scope !63
  invoke void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %36, ptr noundef %126, ptr noundef nonnull align 8 dereferenceable(8) %37, ptr noundef nonnull align 8 dereferenceable(32) %38, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %39)
          to label %433 unwind label %707

433:                                              ; preds = %428
  %434 = getelementptr inbounds i8, ptr %38, i64 8
  %435 = load ptr, ptr %434, align 8, !tbaa !21
  %436 = getelementptr inbounds i8, ptr %38, i64 16
  %437 = load ptr, ptr %436, align 8, !tbaa !23
  %438 = icmp eq ptr %435, %437
  br i1 %438, label %473, label %439

439:                                              ; preds = %433, %468
  %440 = phi ptr [ %469, %468 ], [ %435, %433 ]
  %441 = getelementptr inbounds i8, ptr %440, i64 8
  %442 = load ptr, ptr %441, align 8, !tbaa !24
  %443 = icmp eq ptr %442, null
  br i1 %443, label %468, label %444

444:                                              ; preds = %439
  %445 = getelementptr inbounds i8, ptr %442, i64 8
  %446 = load atomic i64, ptr %445 acquire, align 8
  %447 = icmp eq i64 %446, 4294967297
  %448 = trunc i64 %446 to i32
  br i1 %447, label %449, label %457

449:                                              ; preds = %444
  store i32 0, ptr %445, align 8, !tbaa !26
  %450 = getelementptr inbounds i8, ptr %442, i64 12
  store i32 0, ptr %450, align 4, !tbaa !28
  %451 = load ptr, ptr %442, align 8, !tbaa !29
  %452 = getelementptr inbounds i8, ptr %451, i64 16
  %453 = load ptr, ptr %452, align 8
  call void %453(ptr noundef nonnull align 8 dereferenceable(16) %442) #25
  %454 = load ptr, ptr %442, align 8, !tbaa !29
  %455 = getelementptr inbounds i8, ptr %454, i64 24
  %456 = load ptr, ptr %455, align 8
  call void %456(ptr noundef nonnull align 8 dereferenceable(16) %442) #25
  br label %468

457:                                              ; preds = %444
  %458 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %459 = icmp eq i8 %458, 0
  br i1 %459, label %462, label %460

460:                                              ; preds = %457
  %461 = add nsw i32 %448, -1
  store i32 %461, ptr %445, align 4, !tbaa !15
  br label %464

462:                                              ; preds = %457
  %463 = atomicrmw volatile add ptr %445, i32 -1 acq_rel, align 4
  br label %464

464:                                              ; preds = %462, %460
  %465 = phi i32 [ %448, %460 ], [ %463, %462 ]
  %466 = icmp eq i32 %465, 1
  br i1 %466, label %467, label %468, !prof !32

467:                                              ; preds = %464
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %442) #25
  br label %468

468:                                              ; preds = %467, %464, %449, %439
  %469 = getelementptr inbounds i8, ptr %440, i64 16
  %470 = icmp eq ptr %469, %437
  br i1 %470, label %471, label %439, !llvm.loop !33

471:                                              ; preds = %468
  %472 = load ptr, ptr %434, align 8, !tbaa !21
  br label %473

473:                                              ; preds = %471, %433
  %474 = phi ptr [ %472, %471 ], [ %435, %433 ]
  %475 = icmp eq ptr %474, null
  br i1 %475, label %482, label %476

476:                                              ; preds = %473
  %477 = getelementptr inbounds i8, ptr %38, i64 24
  %478 = load ptr, ptr %477, align 8, !tbaa !34
  %479 = ptrtoint ptr %478 to i64
  %480 = ptrtoint ptr %474 to i64
  %481 = sub i64 %479, %480
  call void @_ZdlPvm(ptr noundef nonnull %474, i64 noundef %481) #29
  br label %482

482:                                              ; preds = %473, %476
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %38) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %37) #25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %41) #25
  store ptr @.str, ptr %41, align 8, !tbaa !35, !alias.scope !66
  %483 = getelementptr inbounds i8, ptr %41, i64 8
  store ptr @.str.1, ptr %483, align 8, !tbaa !40, !alias.scope !66
  %484 = getelementptr inbounds i8, ptr %41, i64 16
  store i64 118, ptr %484, align 8, !tbaa !41, !alias.scope !66
  %485 = getelementptr inbounds i8, ptr %41, i64 24
  store i64 5, ptr %485, align 8, !tbaa !42, !alias.scope !66
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8)
  store ptr %32, ptr %8, align 8
  %486 = getelementptr inbounds i8, ptr %8, i64 8
  store ptr %36, ptr %486, align 8
  %487 = getelementptr inbounds i8, ptr %8, i64 16
  store ptr %19, ptr %487, align 8
  %488 = getelementptr inbounds i8, ptr %8, i64 24
  store ptr %17, ptr %488, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #25, !noalias !69
  store ptr %8, ptr %7, align 8, !tbaa !59, !noalias !69
  %489 = getelementptr inbounds i8, ptr %7, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZ4mainEUlRNS0_7handlerEE_E4callEPKvS5_, ptr %489, align 8, !tbaa !61, !noalias !69
  invoke void @_ZN4sycl3_V15queue17submit_with_eventILb0ENS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET0_RKNS0_6detail19type_erased_cgfo_tyEPS1_RKNSD_13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %40, ptr noundef nonnull align 8 dereferenceable(16) %21, ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef null, ptr noundef nonnull align 8 dereferenceable(32) %41)
          to label %490 unwind label %709

490:                                              ; preds = %482
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #25, !noalias !69
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8)
  %491 = getelementptr inbounds i8, ptr %40, i64 8
  %492 = load ptr, ptr %491, align 8, !tbaa !24
  %493 = icmp eq ptr %492, null
  br i1 %493, label %518, label %494

494:                                              ; preds = %490
  %495 = getelementptr inbounds i8, ptr %492, i64 8
  %496 = load atomic i64, ptr %495 acquire, align 8
  %497 = icmp eq i64 %496, 4294967297
  %498 = trunc i64 %496 to i32
  br i1 %497, label %499, label %507

499:                                              ; preds = %494
  store i32 0, ptr %495, align 8, !tbaa !26
  %500 = getelementptr inbounds i8, ptr %492, i64 12
  store i32 0, ptr %500, align 4, !tbaa !28
  %501 = load ptr, ptr %492, align 8, !tbaa !29
  %502 = getelementptr inbounds i8, ptr %501, i64 16
  %503 = load ptr, ptr %502, align 8
  call void %503(ptr noundef nonnull align 8 dereferenceable(16) %492) #25
  %504 = load ptr, ptr %492, align 8, !tbaa !29
  %505 = getelementptr inbounds i8, ptr %504, i64 24
  %506 = load ptr, ptr %505, align 8
  call void %506(ptr noundef nonnull align 8 dereferenceable(16) %492) #25
  br label %518

507:                                              ; preds = %494
  %508 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %509 = icmp eq i8 %508, 0
  br i1 %509, label %512, label %510

510:                                              ; preds = %507
  %511 = add nsw i32 %498, -1
  store i32 %511, ptr %495, align 4, !tbaa !15
  br label %514

512:                                              ; preds = %507
  %513 = atomicrmw volatile add ptr %495, i32 -1 acq_rel, align 4
  br label %514

514:                                              ; preds = %512, %510
  %515 = phi i32 [ %498, %510 ], [ %513, %512 ]
  %516 = icmp eq i32 %515, 1
  br i1 %516, label %517, label %518, !prof !32

517:                                              ; preds = %514
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %492) #25
  br label %518

518:                                              ; preds = %490, %499, %514, %517
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %41) #25
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %42) #25
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %43) #25
  %519 = load i64, ptr %17, align 8, !tbaa !5
  store i64 %519, ptr %43, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %44) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %44, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %45, align 8, !tbaa !35, !alias.scope !72
  %520 = getelementptr inbounds i8, ptr %45, i64 8
  store ptr @.str.1, ptr %520, align 8, !tbaa !40, !alias.scope !72
  %521 = getelementptr inbounds i8, ptr %45, i64 16
  store i64 133, ptr %521, align 8, !tbaa !41, !alias.scope !72
  %522 = getelementptr inbounds i8, ptr %45, i64 24
  store i64 28, ptr %522, align 8, !tbaa !42, !alias.scope !72
  invoke void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %42, ptr noundef %121, ptr noundef nonnull align 8 dereferenceable(8) %43, ptr noundef nonnull align 8 dereferenceable(32) %44, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %45)
          to label %523 unwind label %711

523:                                              ; preds = %518
  %524 = getelementptr inbounds i8, ptr %44, i64 8
  %525 = load ptr, ptr %524, align 8, !tbaa !21
  %526 = getelementptr inbounds i8, ptr %44, i64 16
  %527 = load ptr, ptr %526, align 8, !tbaa !23
  %528 = icmp eq ptr %525, %527
  br i1 %528, label %563, label %529

529:                                              ; preds = %523, %558
  %530 = phi ptr [ %559, %558 ], [ %525, %523 ]
  %531 = getelementptr inbounds i8, ptr %530, i64 8
  %532 = load ptr, ptr %531, align 8, !tbaa !24
  %533 = icmp eq ptr %532, null
  br i1 %533, label %558, label %534

534:                                              ; preds = %529
  %535 = getelementptr inbounds i8, ptr %532, i64 8
  %536 = load atomic i64, ptr %535 acquire, align 8
  %537 = icmp eq i64 %536, 4294967297
  %538 = trunc i64 %536 to i32
  br i1 %537, label %539, label %547

539:                                              ; preds = %534
  store i32 0, ptr %535, align 8, !tbaa !26
  %540 = getelementptr inbounds i8, ptr %532, i64 12
  store i32 0, ptr %540, align 4, !tbaa !28
  %541 = load ptr, ptr %532, align 8, !tbaa !29
  %542 = getelementptr inbounds i8, ptr %541, i64 16
  %543 = load ptr, ptr %542, align 8
  call void %543(ptr noundef nonnull align 8 dereferenceable(16) %532) #25
  %544 = load ptr, ptr %532, align 8, !tbaa !29
  %545 = getelementptr inbounds i8, ptr %544, i64 24
  %546 = load ptr, ptr %545, align 8
  call void %546(ptr noundef nonnull align 8 dereferenceable(16) %532) #25
  br label %558

547:                                              ; preds = %534
  %548 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %549 = icmp eq i8 %548, 0
  br i1 %549, label %552, label %550

550:                                              ; preds = %547
  %551 = add nsw i32 %538, -1
  store i32 %551, ptr %535, align 4, !tbaa !15
  br label %554

552:                                              ; preds = %547
  %553 = atomicrmw volatile add ptr %535, i32 -1 acq_rel, align 4
  br label %554

554:                                              ; preds = %552, %550
  %555 = phi i32 [ %538, %550 ], [ %553, %552 ]
  %556 = icmp eq i32 %555, 1
  br i1 %556, label %557, label %558, !prof !32

557:                                              ; preds = %554
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %532) #25
  br label %558

558:                                              ; preds = %557, %554, %539, %529
  %559 = getelementptr inbounds i8, ptr %530, i64 16
  %560 = icmp eq ptr %559, %527
  br i1 %560, label %561, label %529, !llvm.loop !33

561:                                              ; preds = %558
  %562 = load ptr, ptr %524, align 8, !tbaa !21
  br label %563

563:                                              ; preds = %561, %523
  %564 = phi ptr [ %562, %561 ], [ %525, %523 ]
  %565 = icmp eq ptr %564, null
  br i1 %565, label %572, label %566

566:                                              ; preds = %563
  %567 = getelementptr inbounds i8, ptr %44, i64 24
  %568 = load ptr, ptr %567, align 8, !tbaa !34
  %569 = ptrtoint ptr %568 to i64
  %570 = ptrtoint ptr %564 to i64
  %571 = sub i64 %569, %570
  call void @_ZdlPvm(ptr noundef nonnull %564, i64 noundef %571) #29
  br label %572

572:                                              ; preds = %563, %566
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %44) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %43) #25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %47) #25
  store ptr @.str, ptr %47, align 8, !tbaa !35, !alias.scope !75
  %573 = getelementptr inbounds i8, ptr %47, i64 8
  store ptr @.str.1, ptr %573, align 8, !tbaa !40, !alias.scope !75
  %574 = getelementptr inbounds i8, ptr %47, i64 16
  store i64 134, ptr %574, align 8, !tbaa !41, !alias.scope !75
  %575 = getelementptr inbounds i8, ptr %47, i64 24
  store i64 5, ptr %575, align 8, !tbaa !42, !alias.scope !75
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6)
  store ptr %23, ptr %6, align 8
  %576 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr %42, ptr %576, align 8
  %577 = getelementptr inbounds i8, ptr %6, i64 16
  store ptr %17, ptr %577, align 8
  %578 = getelementptr inbounds i8, ptr %6, i64 24
  store ptr %18, ptr %578, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #25, !noalias !78
  store ptr %6, ptr %5, align 8, !tbaa !59, !noalias !78
  %579 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZ4mainEUlRNS0_7handlerEE0_E4callEPKvS5_, ptr %579, align 8, !tbaa !61, !noalias !78
  invoke void @_ZN4sycl3_V15queue17submit_with_eventILb0ENS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET0_RKNS0_6detail19type_erased_cgfo_tyEPS1_RKNSD_13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %46, ptr noundef nonnull align 8 dereferenceable(16) %21, ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef null, ptr noundef nonnull align 8 dereferenceable(32) %47)
          to label %580 unwind label %713

580:                                              ; preds = %572
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #25, !noalias !78
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6)
  %581 = getelementptr inbounds i8, ptr %46, i64 8
  %582 = load ptr, ptr %581, align 8, !tbaa !24
  %583 = icmp eq ptr %582, null
  br i1 %583, label %608, label %584

584:                                              ; preds = %580
  %585 = getelementptr inbounds i8, ptr %582, i64 8
  %586 = load atomic i64, ptr %585 acquire, align 8
  %587 = icmp eq i64 %586, 4294967297
  %588 = trunc i64 %586 to i32
  br i1 %587, label %589, label %597

589:                                              ; preds = %584
  store i32 0, ptr %585, align 8, !tbaa !26
  %590 = getelementptr inbounds i8, ptr %582, i64 12
  store i32 0, ptr %590, align 4, !tbaa !28
  %591 = load ptr, ptr %582, align 8, !tbaa !29
  %592 = getelementptr inbounds i8, ptr %591, i64 16
  %593 = load ptr, ptr %592, align 8
  call void %593(ptr noundef nonnull align 8 dereferenceable(16) %582) #25
  %594 = load ptr, ptr %582, align 8, !tbaa !29
  %595 = getelementptr inbounds i8, ptr %594, i64 24
  %596 = load ptr, ptr %595, align 8
  call void %596(ptr noundef nonnull align 8 dereferenceable(16) %582) #25
  br label %608

597:                                              ; preds = %584
  %598 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %599 = icmp eq i8 %598, 0
  br i1 %599, label %602, label %600

600:                                              ; preds = %597
  %601 = add nsw i32 %588, -1
  store i32 %601, ptr %585, align 4, !tbaa !15
  br label %604

602:                                              ; preds = %597
  %603 = atomicrmw volatile add ptr %585, i32 -1 acq_rel, align 4
  br label %604

604:                                              ; preds = %602, %600
  %605 = phi i32 [ %588, %600 ], [ %603, %602 ]
  %606 = icmp eq i32 %605, 1
  br i1 %606, label %607, label %608, !prof !32

607:                                              ; preds = %604
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %582) #25
  br label %608

608:                                              ; preds = %580, %589, %604, %607
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %47) #25
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %48) #25
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %49) #25
  %609 = load i64, ptr %17, align 8, !tbaa !5
  store i64 %609, ptr %49, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %50) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %50, i8 0, i64 32, i1 false)
  store ptr @.str, ptr %51, align 8, !tbaa !35, !alias.scope !81
  %610 = getelementptr inbounds i8, ptr %51, i64 8
  store ptr @.str.1, ptr %610, align 8, !tbaa !40, !alias.scope !81
  %611 = getelementptr inbounds i8, ptr %51, i64 16
  store i64 147, ptr %611, align 8, !tbaa !41, !alias.scope !81
  %612 = getelementptr inbounds i8, ptr %51, i64 24
  store i64 26, ptr %612, align 8, !tbaa !42, !alias.scope !81
  invoke void @_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvEC2EPiRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %48, ptr noundef %127, ptr noundef nonnull align 8 dereferenceable(8) %49, ptr noundef nonnull align 8 dereferenceable(32) %50, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %51)
          to label %613 unwind label %715

613:                                              ; preds = %608
  %614 = getelementptr inbounds i8, ptr %50, i64 8
  %615 = load ptr, ptr %614, align 8, !tbaa !21
  %616 = getelementptr inbounds i8, ptr %50, i64 16
  %617 = load ptr, ptr %616, align 8, !tbaa !23
  %618 = icmp eq ptr %615, %617
  br i1 %618, label %653, label %619

619:                                              ; preds = %613, %648
  %620 = phi ptr [ %649, %648 ], [ %615, %613 ]
  %621 = getelementptr inbounds i8, ptr %620, i64 8
  %622 = load ptr, ptr %621, align 8, !tbaa !24
  %623 = icmp eq ptr %622, null
  br i1 %623, label %648, label %624

624:                                              ; preds = %619
  %625 = getelementptr inbounds i8, ptr %622, i64 8
  %626 = load atomic i64, ptr %625 acquire, align 8
  %627 = icmp eq i64 %626, 4294967297
  %628 = trunc i64 %626 to i32
  br i1 %627, label %629, label %637

629:                                              ; preds = %624
  store i32 0, ptr %625, align 8, !tbaa !26
  %630 = getelementptr inbounds i8, ptr %622, i64 12
  store i32 0, ptr %630, align 4, !tbaa !28
  %631 = load ptr, ptr %622, align 8, !tbaa !29
  %632 = getelementptr inbounds i8, ptr %631, i64 16
  %633 = load ptr, ptr %632, align 8
  call void %633(ptr noundef nonnull align 8 dereferenceable(16) %622) #25
  %634 = load ptr, ptr %622, align 8, !tbaa !29
  %635 = getelementptr inbounds i8, ptr %634, i64 24
  %636 = load ptr, ptr %635, align 8
  call void %636(ptr noundef nonnull align 8 dereferenceable(16) %622) #25
  br label %648

637:                                              ; preds = %624
  %638 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %639 = icmp eq i8 %638, 0
  br i1 %639, label %642, label %640

640:                                              ; preds = %637
  %641 = add nsw i32 %628, -1
  store i32 %641, ptr %625, align 4, !tbaa !15
  br label %644

642:                                              ; preds = %637
  %643 = atomicrmw volatile add ptr %625, i32 -1 acq_rel, align 4
  br label %644

644:                                              ; preds = %642, %640
  %645 = phi i32 [ %628, %640 ], [ %643, %642 ]
  %646 = icmp eq i32 %645, 1
  br i1 %646, label %647, label %648, !prof !32

647:                                              ; preds = %644
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %622) #25
  br label %648

648:                                              ; preds = %647, %644, %629, %619
  %649 = getelementptr inbounds i8, ptr %620, i64 16
  %650 = icmp eq ptr %649, %617
  br i1 %650, label %651, label %619, !llvm.loop !33

651:                                              ; preds = %648
  %652 = load ptr, ptr %614, align 8, !tbaa !21
  br label %653

653:                                              ; preds = %651, %613
  %654 = phi ptr [ %652, %651 ], [ %615, %613 ]
  %655 = icmp eq ptr %654, null
  br i1 %655, label %662, label %656

656:                                              ; preds = %653
  %657 = getelementptr inbounds i8, ptr %50, i64 24
  %658 = load ptr, ptr %657, align 8, !tbaa !34
  %659 = ptrtoint ptr %658 to i64
  %660 = ptrtoint ptr %654 to i64
  %661 = sub i64 %659, %660
  call void @_ZdlPvm(ptr noundef nonnull %654, i64 noundef %661) #29
  br label %662

662:                                              ; preds = %653, %656
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %50) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %49) #25
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %52) #25
  %663 = getelementptr inbounds i8, ptr %54, i64 8
  %664 = getelementptr inbounds i8, ptr %54, i64 16
  %665 = getelementptr inbounds i8, ptr %54, i64 24
  %666 = getelementptr inbounds i8, ptr %4, i64 8
  %667 = getelementptr inbounds i8, ptr %4, i64 16
  %668 = getelementptr inbounds i8, ptr %3, i64 8
  store i32 1, ptr %52, align 4, !tbaa !15
  %669 = getelementptr inbounds i8, ptr %53, i64 8
  br label %717

670:                                              ; preds = %745
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %52) #25
  call void @_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %48) #25
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %48) #25
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %42) #25
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %42) #25
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %36) #25
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %36) #25
  call void @_ZN4sycl3_V16bufferIlLi1ENS0_6detail17aligned_allocatorIlEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %32) #25
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %32) #25
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %23) #25
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %23) #25
  %671 = getelementptr inbounds i8, ptr %21, i64 8
  %672 = load ptr, ptr %671, align 8, !tbaa !24
  %673 = icmp eq ptr %672, null
  br i1 %673, label %698, label %674

674:                                              ; preds = %670
  %675 = getelementptr inbounds i8, ptr %672, i64 8
  %676 = load atomic i64, ptr %675 acquire, align 8
  %677 = icmp eq i64 %676, 4294967297
  %678 = trunc i64 %676 to i32
  br i1 %677, label %679, label %687

679:                                              ; preds = %674
  store i32 0, ptr %675, align 8, !tbaa !26
  %680 = getelementptr inbounds i8, ptr %672, i64 12
  store i32 0, ptr %680, align 4, !tbaa !28
  %681 = load ptr, ptr %672, align 8, !tbaa !29
  %682 = getelementptr inbounds i8, ptr %681, i64 16
  %683 = load ptr, ptr %682, align 8
  call void %683(ptr noundef nonnull align 8 dereferenceable(16) %672) #25
  %684 = load ptr, ptr %672, align 8, !tbaa !29
  %685 = getelementptr inbounds i8, ptr %684, i64 24
  %686 = load ptr, ptr %685, align 8
  call void %686(ptr noundef nonnull align 8 dereferenceable(16) %672) #25
  br label %698

687:                                              ; preds = %674
  %688 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %689 = icmp eq i8 %688, 0
  br i1 %689, label %692, label %690

690:                                              ; preds = %687
  %691 = add nsw i32 %678, -1
  store i32 %691, ptr %675, align 4, !tbaa !15
  br label %694

692:                                              ; preds = %687
  %693 = atomicrmw volatile add ptr %675, i32 -1 acq_rel, align 4
  br label %694

694:                                              ; preds = %692, %690
  %695 = phi i32 [ %678, %690 ], [ %693, %692 ]
  %696 = icmp eq i32 %695, 1
  br i1 %696, label %697, label %698, !prof !32

697:                                              ; preds = %694
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %672) #25
  br label %698

698:                                              ; preds = %670, %679, %694, %697
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %21) #25
  %699 = ptrtoint ptr %119 to i64
  %700 = ptrtoint ptr %120 to i64
  %701 = sub i64 %699, %700
  %702 = ashr exact i64 %701, 2
  %703 = icmp ne ptr %119, %120
  %704 = call i64 @llvm.umax.i64(i64 %702, i64 1)
  br label %777

705:                                              ; preds = %270
  %706 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %34) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %34) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33) #25
  br label %768

707:                                              ; preds = %428
  %708 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %38) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %38) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %37) #25
  br label %766

709:                                              ; preds = %482
  %710 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %41) #25
  br label %764

711:                                              ; preds = %518
  %712 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %44) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %44) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %43) #25
  br label %762

713:                                              ; preds = %572
  %714 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %47) #25
  br label %760

715:                                              ; preds = %608
  %716 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %50) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %50) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %49) #25
  br label %758

717:                                              ; preds = %662, %745
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %54) #25
  store ptr @.str, ptr %54, align 8, !tbaa !35, !alias.scope !84
  store ptr @.str.1, ptr %663, align 8, !tbaa !40, !alias.scope !84
  store i64 149, ptr %664, align 8, !tbaa !41, !alias.scope !84
  store i64 7, ptr %665, align 8, !tbaa !42, !alias.scope !84
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4)
  store ptr %48, ptr %4, align 8
  store ptr %52, ptr %666, align 8
  store ptr %17, ptr %667, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #25, !noalias !87
  store ptr %4, ptr %3, align 8, !tbaa !59, !noalias !87
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZ4mainEUlRNS0_7handlerEE1_E4callEPKvS5_, ptr %668, align 8, !tbaa !61, !noalias !87
  invoke void @_ZN4sycl3_V15queue17submit_with_eventILb0ENS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET0_RKNS0_6detail19type_erased_cgfo_tyEPS1_RKNSD_13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %53, ptr noundef nonnull align 8 dereferenceable(16) %21, ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef null, ptr noundef nonnull align 8 dereferenceable(32) %54)
          to label %718 unwind label %749

718:                                              ; preds = %717
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #25, !noalias !87
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4)
  %719 = load ptr, ptr %669, align 8, !tbaa !24
  %720 = icmp eq ptr %719, null
  br i1 %720, label %745, label %721

721:                                              ; preds = %718
  %722 = getelementptr inbounds i8, ptr %719, i64 8
  %723 = load atomic i64, ptr %722 acquire, align 8
  %724 = icmp eq i64 %723, 4294967297
  %725 = trunc i64 %723 to i32
  br i1 %724, label %726, label %734

726:                                              ; preds = %721
  store i32 0, ptr %722, align 8, !tbaa !26
  %727 = getelementptr inbounds i8, ptr %719, i64 12
  store i32 0, ptr %727, align 4, !tbaa !28
  %728 = load ptr, ptr %719, align 8, !tbaa !29
  %729 = getelementptr inbounds i8, ptr %728, i64 16
  %730 = load ptr, ptr %729, align 8
  call void %730(ptr noundef nonnull align 8 dereferenceable(16) %719) #25
  %731 = load ptr, ptr %719, align 8, !tbaa !29
  %732 = getelementptr inbounds i8, ptr %731, i64 24
  %733 = load ptr, ptr %732, align 8
  call void %733(ptr noundef nonnull align 8 dereferenceable(16) %719) #25
  br label %745

734:                                              ; preds = %721
  %735 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %736 = icmp eq i8 %735, 0
  br i1 %736, label %739, label %737

737:                                              ; preds = %734
  %738 = add nsw i32 %725, -1
  store i32 %738, ptr %722, align 4, !tbaa !15
  br label %741

739:                                              ; preds = %734
  %740 = atomicrmw volatile add ptr %722, i32 -1 acq_rel, align 4
  br label %741

741:                                              ; preds = %739, %737
  %742 = phi i32 [ %725, %737 ], [ %740, %739 ]
  %743 = icmp eq i32 %742, 1
  br i1 %743, label %744, label %745, !prof !32

744:                                              ; preds = %741
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %719) #25
  br label %745

745:                                              ; preds = %718, %726, %741, %744
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %54) #25
  %746 = load i32, ptr %52, align 4, !tbaa !15
  %747 = add nsw i32 %746, 1
  store i32 %747, ptr %52, align 4, !tbaa !15
  %748 = icmp slt i32 %746, 2
  br i1 %748, label %717, label %670, !llvm.loop !90

749:                                              ; preds = %717
  %750 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %54) #25
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %52) #25
  call void @_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %48) #25
  br label %758

751:                                              ; preds = %814
  %752 = load i64, ptr %17, align 8, !tbaa !5
  %753 = icmp eq i64 %752, 0
  br i1 %753, label %818, label %754

754:                                              ; preds = %751
  %755 = load float, ptr %19, align 4
  %756 = fneg float %755
  %757 = load i64, ptr %18, align 8
  br label %849

758:                                              ; preds = %749, %715
  %759 = phi { ptr, i32 } [ %750, %749 ], [ %716, %715 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %48) #25
  br label %760

760:                                              ; preds = %758, %713
  %761 = phi { ptr, i32 } [ %759, %758 ], [ %714, %713 ]
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %42) #25
  br label %762

762:                                              ; preds = %760, %711
  %763 = phi { ptr, i32 } [ %761, %760 ], [ %712, %711 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %42) #25
  br label %764

764:                                              ; preds = %762, %709
  %765 = phi { ptr, i32 } [ %763, %762 ], [ %710, %709 ]
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %36) #25
  br label %766

766:                                              ; preds = %764, %707
  %767 = phi { ptr, i32 } [ %765, %764 ], [ %708, %707 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %36) #25
  call void @_ZN4sycl3_V16bufferIlLi1ENS0_6detail17aligned_allocatorIlEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %32) #25
  br label %768

768:                                              ; preds = %766, %705
  %769 = phi { ptr, i32 } [ %767, %766 ], [ %706, %705 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %32) #25
  br label %770

770:                                              ; preds = %371, %377, %768
  %771 = phi { ptr, i32 } [ %769, %768 ], [ %378, %377 ], [ %372, %371 ]
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %23) #25
  br label %772

772:                                              ; preds = %770, %283
  %773 = phi { ptr, i32 } [ %771, %770 ], [ %284, %283 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %23) #25
  call void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %21) #25
  br label %774

774:                                              ; preds = %772, %149
  %775 = phi { ptr, i32 } [ %773, %772 ], [ %141, %149 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %21) #25
  %776 = icmp eq ptr %127, null
  br i1 %776, label %894, label %890

777:                                              ; preds = %698, %814
  %778 = phi i64 [ 0, %698 ], [ %816, %814 ]
  %779 = phi i1 [ true, %698 ], [ %815, %814 ]
  %780 = and i1 %703, %779
  br i1 %780, label %781, label %814

781:                                              ; preds = %777
  %782 = getelementptr inbounds [3 x %"class.std::vector"], ptr %20, i64 0, i64 %778
  %783 = load ptr, ptr %782, align 8, !tbaa !46
  br label %788

784:                                              ; preds = %788
  %785 = add nuw i64 %790, 1
  %786 = icmp uge i64 %785, %702
  %787 = icmp eq i64 %785, %704
  br i1 %787, label %814, label %788, !llvm.loop !91

788:                                              ; preds = %784, %781
  %789 = phi i1 [ false, %781 ], [ %786, %784 ]
  %790 = phi i64 [ 0, %781 ], [ %785, %784 ]
  %791 = getelementptr inbounds float, ptr %783, i64 %790
  %792 = load float, ptr %791, align 4, !tbaa !9
  %793 = getelementptr inbounds float, ptr %120, i64 %790
  %794 = load float, ptr %793, align 4, !tbaa !9
  %795 = call float @llvm.fmuladd.f32(float %794, float 5.000000e-01, float 1.000000e+00)
  %796 = call float @llvm.fmuladd.f32(float %795, float 5.000000e-01, float 1.000000e+00)
  %797 = call float @llvm.fmuladd.f32(float %796, float 5.000000e-01, float 1.000000e+00)
  %798 = call float @llvm.fmuladd.f32(float %797, float 5.000000e-01, float 1.000000e+00)
  %799 = call float @llvm.fmuladd.f32(float %798, float 5.000000e-01, float 1.000000e+00)
  %800 = call float @llvm.fmuladd.f32(float %799, float 5.000000e-01, float 1.000000e+00)
  %801 = call float @llvm.fmuladd.f32(float %800, float 5.000000e-01, float 1.000000e+00)
  %802 = call float @llvm.fmuladd.f32(float %801, float 5.000000e-01, float 1.000000e+00)
  %803 = call float @llvm.fmuladd.f32(float %802, float 5.000000e-01, float 1.000000e+00)
  %804 = call float @llvm.fmuladd.f32(float %803, float 5.000000e-01, float 1.000000e+00)
  %805 = call float @llvm.fmuladd.f32(float %804, float 5.000000e-01, float 1.000000e+00)
  %806 = call float @llvm.fmuladd.f32(float %805, float 5.000000e-01, float 1.000000e+00)
  %807 = call float @llvm.fmuladd.f32(float %806, float 5.000000e-01, float 1.000000e+00)
  %808 = call float @llvm.fmuladd.f32(float %807, float 5.000000e-01, float 1.000000e+00)
  %809 = call float @llvm.fmuladd.f32(float %808, float 5.000000e-01, float 1.000000e+00)
  %810 = call noundef float @llvm.fmuladd.f32(float %809, float 5.000000e-01, float 1.000000e+00)
  %811 = fsub float %792, %810
  %812 = call noundef float @llvm.fabs.f32(float %811)
  %813 = fcmp ogt float %812, 0x3F1A36E2E0000000
  br i1 %813, label %814, label %784

814:                                              ; preds = %788, %784, %777
  %815 = phi i1 [ %779, %777 ], [ %786, %784 ], [ %789, %788 ]
  %816 = add nuw nsw i64 %778, 1
  %817 = icmp eq i64 %816, 3
  br i1 %817, label %751, label %777, !llvm.loop !92

818:                                              ; preds = %886, %751
  %819 = phi i1 [ %815, %751 ], [ %887, %886 ]
  %820 = select i1 %819, ptr @.str.3, ptr @.str.4
  %821 = call i32 @puts(ptr nonnull dereferenceable(1) %820)
  %822 = icmp eq ptr %127, null
  br i1 %822, label %827, label %823

823:                                              ; preds = %818
  %824 = ptrtoint ptr %128 to i64
  %825 = ptrtoint ptr %127 to i64
  %826 = sub i64 %824, %825
  call void @_ZdlPvm(ptr noundef nonnull %127, i64 noundef %826) #29
  br label %827

827:                                              ; preds = %818, %823
  %828 = icmp eq ptr %121, null
  br i1 %828, label %833, label %829

829:                                              ; preds = %827
  %830 = ptrtoint ptr %122 to i64
  %831 = ptrtoint ptr %121 to i64
  %832 = sub i64 %830, %831
  call void @_ZdlPvm(ptr noundef nonnull %121, i64 noundef %832) #29
  br label %833

833:                                              ; preds = %827, %829
  %834 = icmp eq ptr %126, null
  br i1 %834, label %839, label %835

835:                                              ; preds = %833
  %836 = ptrtoint ptr %125 to i64
  %837 = ptrtoint ptr %126 to i64
  %838 = sub i64 %836, %837
  call void @_ZdlPvm(ptr noundef nonnull %126, i64 noundef %838) #29
  br label %839

839:                                              ; preds = %833, %835
  %840 = icmp eq ptr %123, null
  br i1 %840, label %845, label %841

841:                                              ; preds = %839
  %842 = ptrtoint ptr %124 to i64
  %843 = ptrtoint ptr %123 to i64
  %844 = sub i64 %842, %843
  call void @_ZdlPvm(ptr noundef nonnull %123, i64 noundef %844) #29
  br label %845

845:                                              ; preds = %839, %841
  %846 = getelementptr inbounds i8, ptr %20, i64 48
  %847 = load ptr, ptr %846, align 16, !tbaa !46
  %848 = icmp eq ptr %847, null
  br i1 %848, label %958, label %952

849:                                              ; preds = %754, %886
  %850 = phi i64 [ 0, %754 ], [ %888, %886 ]
  %851 = phi i1 [ %815, %754 ], [ %887, %886 ]
  br i1 %851, label %852, label %886

852:                                              ; preds = %849
  %853 = getelementptr inbounds i64, ptr %123, i64 %850
  %854 = load i64, ptr %853, align 8, !tbaa !5
  %855 = shl i64 %850, 3
  %856 = and i64 %855, 2040
  %857 = add i64 %855, 1099511627776
  %858 = add i64 %857, %856
  %859 = icmp eq i64 %854, %858
  br i1 %859, label %860, label %886

860:                                              ; preds = %852
  %861 = getelementptr inbounds float, ptr %126, i64 %850
  %862 = load float, ptr %861, align 4, !tbaa !9
  %863 = urem i64 %850, 7
  %864 = uitofp nneg i64 %863 to float
  %865 = call float @llvm.fmuladd.f32(float %756, float %864, float %862)
  %866 = call noundef float @llvm.fabs.f32(float %865)
  %867 = fcmp olt float %866, 0x3EE4F8B580000000
  br i1 %867, label %868, label %886

868:                                              ; preds = %860
  %869 = urem i64 %850, %757
  %870 = trunc i64 %869 to i32
  %871 = and i32 %870, 3
  %872 = getelementptr inbounds float, ptr %121, i64 %850
  %873 = load float, ptr %872, align 4, !tbaa !9
  %874 = getelementptr inbounds float, ptr %120, i64 %850
  %875 = load float, ptr %874, align 4, !tbaa !9
  %876 = or disjoint i32 %871, 8
  %877 = uitofp nneg i32 %876 to float
  %878 = call float @llvm.fmuladd.f32(float %875, float 2.500000e+00, float %877)
  %879 = fsub float %873, %878
  %880 = call noundef float @llvm.fabs.f32(float %879)
  %881 = fcmp olt float %880, 0x3EE4F8B580000000
  br i1 %881, label %882, label %886

882:                                              ; preds = %868
  %883 = getelementptr inbounds i32, ptr %127, i64 %850
  %884 = load i32, ptr %883, align 4, !tbaa !15
  %885 = icmp eq i32 %884, 20
  br label %886

886:                                              ; preds = %860, %849, %852, %882, %868
  %887 = phi i1 [ false, %868 ], [ %885, %882 ], [ false, %852 ], [ false, %849 ], [ false, %860 ]
  %888 = add nuw i64 %850, 1
  %889 = icmp eq i64 %888, %752
  br i1 %889, label %818, label %849, !llvm.loop !93

890:                                              ; preds = %774
  %891 = ptrtoint ptr %128 to i64
  %892 = ptrtoint ptr %127 to i64
  %893 = sub i64 %891, %892
  call void @_ZdlPvm(ptr noundef nonnull %127, i64 noundef %893) #29
  br label %894

894:                                              ; preds = %890, %774
  %895 = icmp eq ptr %121, null
  br i1 %895, label %909, label %896

896:                                              ; preds = %281, %894
  %897 = phi ptr [ %78, %281 ], [ %120, %894 ]
  %898 = phi ptr [ %80, %281 ], [ %119, %894 ]
  %899 = phi { ptr, i32 } [ %282, %281 ], [ %775, %894 ]
  %900 = phi ptr [ %93, %281 ], [ %124, %894 ]
  %901 = phi ptr [ %89, %281 ], [ %123, %894 ]
  %902 = phi ptr [ %111, %281 ], [ %125, %894 ]
  %903 = phi ptr [ %95, %281 ], [ %126, %894 ]
  %904 = phi ptr [ %114, %281 ], [ %122, %894 ]
  %905 = phi ptr [ %112, %281 ], [ %121, %894 ]
  %906 = ptrtoint ptr %904 to i64
  %907 = ptrtoint ptr %905 to i64
  %908 = sub i64 %906, %907
  call void @_ZdlPvm(ptr noundef nonnull %905, i64 noundef %908) #29
  br label %909

909:                                              ; preds = %896, %894
  %910 = phi ptr [ %120, %894 ], [ %897, %896 ]
  %911 = phi ptr [ %119, %894 ], [ %898, %896 ]
  %912 = phi ptr [ %126, %894 ], [ %903, %896 ]
  %913 = phi ptr [ %125, %894 ], [ %902, %896 ]
  %914 = phi ptr [ %123, %894 ], [ %901, %896 ]
  %915 = phi ptr [ %124, %894 ], [ %900, %896 ]
  %916 = phi { ptr, i32 } [ %775, %894 ], [ %899, %896 ]
  %917 = icmp eq ptr %912, null
  br i1 %917, label %929, label %918

918:                                              ; preds = %279, %909
  %919 = phi ptr [ %78, %279 ], [ %910, %909 ]
  %920 = phi ptr [ %80, %279 ], [ %911, %909 ]
  %921 = phi { ptr, i32 } [ %280, %279 ], [ %916, %909 ]
  %922 = phi ptr [ %93, %279 ], [ %915, %909 ]
  %923 = phi ptr [ %89, %279 ], [ %914, %909 ]
  %924 = phi ptr [ %111, %279 ], [ %913, %909 ]
  %925 = phi ptr [ %95, %279 ], [ %912, %909 ]
  %926 = ptrtoint ptr %924 to i64
  %927 = ptrtoint ptr %925 to i64
  %928 = sub i64 %926, %927
  call void @_ZdlPvm(ptr noundef nonnull %925, i64 noundef %928) #29
  br label %929

929:                                              ; preds = %918, %909
  %930 = phi ptr [ %910, %909 ], [ %919, %918 ]
  %931 = phi ptr [ %911, %909 ], [ %920, %918 ]
  %932 = phi ptr [ %914, %909 ], [ %923, %918 ]
  %933 = phi ptr [ %915, %909 ], [ %922, %918 ]
  %934 = phi { ptr, i32 } [ %916, %909 ], [ %921, %918 ]
  %935 = icmp eq ptr %932, null
  br i1 %935, label %945, label %936

936:                                              ; preds = %277, %929
  %937 = phi ptr [ %78, %277 ], [ %930, %929 ]
  %938 = phi ptr [ %80, %277 ], [ %931, %929 ]
  %939 = phi { ptr, i32 } [ %278, %277 ], [ %934, %929 ]
  %940 = phi ptr [ %93, %277 ], [ %933, %929 ]
  %941 = phi ptr [ %89, %277 ], [ %932, %929 ]
  %942 = ptrtoint ptr %940 to i64
  %943 = ptrtoint ptr %941 to i64
  %944 = sub i64 %942, %943
  call void @_ZdlPvm(ptr noundef nonnull %941, i64 noundef %944) #29
  br label %945

945:                                              ; preds = %936, %929, %275
  %946 = phi ptr [ %78, %275 ], [ %930, %929 ], [ %937, %936 ]
  %947 = phi ptr [ %80, %275 ], [ %931, %929 ], [ %938, %936 ]
  %948 = phi { ptr, i32 } [ %276, %275 ], [ %934, %929 ], [ %939, %936 ]
  %949 = getelementptr inbounds i8, ptr %20, i64 48
  %950 = load ptr, ptr %949, align 16, !tbaa !46
  %951 = icmp eq ptr %950, null
  br i1 %951, label %989, label %983

952:                                              ; preds = %845
  %953 = getelementptr inbounds i8, ptr %20, i64 64
  %954 = load ptr, ptr %953, align 16, !tbaa !94
  %955 = ptrtoint ptr %954 to i64
  %956 = ptrtoint ptr %847 to i64
  %957 = sub i64 %955, %956
  call void @_ZdlPvm(ptr noundef nonnull %847, i64 noundef %957) #29
  br label %958

958:                                              ; preds = %845, %952
  %959 = getelementptr inbounds i8, ptr %20, i64 24
  %960 = load ptr, ptr %959, align 8, !tbaa !46
  %961 = icmp eq ptr %960, null
  br i1 %961, label %968, label %962

962:                                              ; preds = %958
  %963 = getelementptr inbounds i8, ptr %20, i64 40
  %964 = load ptr, ptr %963, align 8, !tbaa !94
  %965 = ptrtoint ptr %964 to i64
  %966 = ptrtoint ptr %960 to i64
  %967 = sub i64 %965, %966
  call void @_ZdlPvm(ptr noundef nonnull %960, i64 noundef %967) #29
  br label %968

968:                                              ; preds = %962, %958
  %969 = load ptr, ptr %20, align 16, !tbaa !46
  %970 = icmp eq ptr %969, null
  br i1 %970, label %977, label %971

971:                                              ; preds = %968
  %972 = getelementptr inbounds i8, ptr %20, i64 16
  %973 = load ptr, ptr %972, align 16, !tbaa !94
  %974 = ptrtoint ptr %973 to i64
  %975 = ptrtoint ptr %969 to i64
  %976 = sub i64 %974, %975
  call void @_ZdlPvm(ptr noundef nonnull %969, i64 noundef %976) #29
  br label %977

977:                                              ; preds = %971, %968
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %20) #25
  %978 = icmp eq ptr %120, null
  br i1 %978, label %980, label %979

979:                                              ; preds = %977
  call void @_ZdlPvm(ptr noundef nonnull %120, i64 noundef %701) #29
  br label %980

980:                                              ; preds = %977, %979
  %981 = xor i1 %819, true
  %982 = zext i1 %981 to i32
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %19) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17) #25
  ret i32 %982

983:                                              ; preds = %945
  %984 = getelementptr inbounds i8, ptr %20, i64 64
  %985 = load ptr, ptr %984, align 16, !tbaa !94
  %986 = ptrtoint ptr %985 to i64
  %987 = ptrtoint ptr %950 to i64
  %988 = sub i64 %986, %987
  call void @_ZdlPvm(ptr noundef nonnull %950, i64 noundef %988) #29
  br label %989

989:                                              ; preds = %945, %983
  %990 = getelementptr inbounds i8, ptr %20, i64 24
  %991 = load ptr, ptr %990, align 8, !tbaa !46
  %992 = icmp eq ptr %991, null
  br i1 %992, label %999, label %993

993:                                              ; preds = %989
  %994 = getelementptr inbounds i8, ptr %20, i64 40
  %995 = load ptr, ptr %994, align 8, !tbaa !94
  %996 = ptrtoint ptr %995 to i64
  %997 = ptrtoint ptr %991 to i64
  %998 = sub i64 %996, %997
  call void @_ZdlPvm(ptr noundef nonnull %991, i64 noundef %998) #29
  br label %999

999:                                              ; preds = %993, %989
  %1000 = load ptr, ptr %20, align 16, !tbaa !46
  %1001 = icmp eq ptr %1000, null
  br i1 %1001, label %1008, label %1002

1002:                                             ; preds = %999
  %1003 = getelementptr inbounds i8, ptr %20, i64 16
  %1004 = load ptr, ptr %1003, align 16, !tbaa !94
  %1005 = ptrtoint ptr %1004 to i64
  %1006 = ptrtoint ptr %1000 to i64
  %1007 = sub i64 %1005, %1006
  call void @_ZdlPvm(ptr noundef nonnull %1000, i64 noundef %1007) #29
  br label %1008

1008:                                             ; preds = %1002, %999
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %20) #25
  %1009 = icmp eq ptr %946, null
  br i1 %1009, label %1014, label %1010

1010:                                             ; preds = %1008
  %1011 = ptrtoint ptr %947 to i64
  %1012 = ptrtoint ptr %946 to i64
  %1013 = sub i64 %1011, %1012
  call void @_ZdlPvm(ptr noundef nonnull %946, i64 noundef %1013) #29
  br label %1014

1014:                                             ; preds = %1010, %1008
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %19) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17) #25
  resume { ptr, i32 } %948
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtoul(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn
declare float @strtof(ptr noundef readonly, ptr nocapture noundef) local_unnamed_addr #2

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %0, ptr noundef %1, ptr noundef nonnull align 8 dereferenceable(8) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.std::unique_ptr.144", align 8
  %7 = alloca %"struct.std::array", align 8
  %8 = load i64, ptr %2, align 8, !tbaa !5
  %9 = shl i64 %8, 2
  %10 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #27, !noalias !95
  store ptr getelementptr inbounds inrange(-16, 56) (i8, ptr @_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE, i64 16), ptr %10, align 8, !tbaa !29, !noalias !95
  %11 = getelementptr inbounds i8, ptr %10, i64 8
  store i64 128, ptr %11, align 8, !tbaa !98, !noalias !95
  %12 = getelementptr inbounds i8, ptr %10, i64 16
  store i64 4, ptr %12, align 8, !tbaa !100, !noalias !95
  store ptr %10, ptr %6, align 8, !tbaa !103
  invoke void @_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS8_EE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef %1, i64 noundef %9, i64 noundef 4, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull %6)
          to label %13 unwind label %33

13:                                               ; preds = %5
  %14 = load ptr, ptr %6, align 8, !tbaa !11
  %15 = icmp eq ptr %14, null
  br i1 %15, label %20, label %16

16:                                               ; preds = %13
  %17 = load ptr, ptr %14, align 8, !tbaa !29
  %18 = getelementptr inbounds i8, ptr %17, i64 16
  %19 = load ptr, ptr %18, align 8
  call void %19(ptr noundef nonnull align 8 dereferenceable(8) %14) #25
  br label %20

20:                                               ; preds = %13, %16
  store ptr null, ptr %6, align 8, !tbaa !11
  %21 = getelementptr inbounds i8, ptr %0, i64 16
  %22 = load i64, ptr %2, align 8
  store i64 %22, ptr %21, align 8
  %23 = getelementptr inbounds i8, ptr %0, i64 24
  store i64 0, ptr %23, align 8, !tbaa !105
  %24 = getelementptr inbounds i8, ptr %0, i64 32
  store i8 0, ptr %24, align 8, !tbaa !113
  %25 = load ptr, ptr %0, align 8, !tbaa !114
  %26 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTIf, i64 8), align 8, !tbaa !115
  %27 = load i8, ptr %26, align 1, !tbaa !31
  %28 = icmp eq i8 %27, 42
  %29 = zext i1 %28 to i64
  %30 = getelementptr inbounds i8, ptr %26, i64 %29
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #25
  store i64 %22, ptr %7, align 8, !tbaa !5, !alias.scope !117
  %31 = getelementptr inbounds i8, ptr %7, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %31, i8 0, i64 16, i1 false), !alias.scope !117
  invoke void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef %25, ptr noundef %1, ptr noundef nonnull %30, i32 noundef 1, i32 noundef 4, ptr noundef nonnull %7)
          to label %32 unwind label %41

32:                                               ; preds = %20
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #25
  ret void

33:                                               ; preds = %5
  %34 = landingpad { ptr, i32 }
          cleanup
  %35 = load ptr, ptr %6, align 8, !tbaa !11
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

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %0) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  %10 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.28, i64 noundef 20)
          to label %11 unwind label %51

11:                                               ; preds = %8
  %12 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.29, i64 noundef 1)
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
  tail call void @__assert_fail(ptr noundef nonnull @.str.30, ptr noundef nonnull @.str.31, i32 noundef 483, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev) #28
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
  store i32 %43, ptr %27, align 4, !tbaa !15
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
  tail call void @__clang_call_terminate(ptr %53) #28
  unreachable

54:                                               ; preds = %2
  tail call void @__clang_call_terminate(ptr %4) #28
  unreachable
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIlLi1ENS0_6detail17aligned_allocatorIlEEvEC2EPlRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %0, ptr noundef %1, ptr noundef nonnull align 8 dereferenceable(8) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.std::unique_ptr.144", align 8
  %7 = alloca %"struct.std::array", align 8
  %8 = load i64, ptr %2, align 8, !tbaa !5
  %9 = shl i64 %8, 3
  %10 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #27, !noalias !120
  store ptr getelementptr inbounds inrange(-16, 56) (i8, ptr @_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIlEElEE, i64 16), ptr %10, align 8, !tbaa !29, !noalias !120
  %11 = getelementptr inbounds i8, ptr %10, i64 8
  store i64 128, ptr %11, align 8, !tbaa !123, !noalias !120
  %12 = getelementptr inbounds i8, ptr %10, i64 16
  store i64 8, ptr %12, align 8, !tbaa !125, !noalias !120
  store ptr %10, ptr %6, align 8, !tbaa !103
  invoke void @_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS8_EE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef %1, i64 noundef %9, i64 noundef 8, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull %6)
          to label %13 unwind label %33

13:                                               ; preds = %5
  %14 = load ptr, ptr %6, align 8, !tbaa !11
  %15 = icmp eq ptr %14, null
  br i1 %15, label %20, label %16

16:                                               ; preds = %13
  %17 = load ptr, ptr %14, align 8, !tbaa !29
  %18 = getelementptr inbounds i8, ptr %17, i64 16
  %19 = load ptr, ptr %18, align 8
  call void %19(ptr noundef nonnull align 8 dereferenceable(8) %14) #25
  br label %20

20:                                               ; preds = %13, %16
  store ptr null, ptr %6, align 8, !tbaa !11
  %21 = getelementptr inbounds i8, ptr %0, i64 16
  %22 = load i64, ptr %2, align 8
  store i64 %22, ptr %21, align 8
  %23 = getelementptr inbounds i8, ptr %0, i64 24
  store i64 0, ptr %23, align 8, !tbaa !127
  %24 = getelementptr inbounds i8, ptr %0, i64 32
  store i8 0, ptr %24, align 8, !tbaa !129
  %25 = load ptr, ptr %0, align 8, !tbaa !114
  %26 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTIl, i64 8), align 8, !tbaa !115
  %27 = load i8, ptr %26, align 1, !tbaa !31
  %28 = icmp eq i8 %27, 42
  %29 = zext i1 %28 to i64
  %30 = getelementptr inbounds i8, ptr %26, i64 %29
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #25
  store i64 %22, ptr %7, align 8, !tbaa !5, !alias.scope !130
  %31 = getelementptr inbounds i8, ptr %7, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %31, i8 0, i64 16, i1 false), !alias.scope !130
  invoke void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef %25, ptr noundef %1, ptr noundef nonnull %30, i32 noundef 1, i32 noundef 8, ptr noundef nonnull %7)
          to label %32 unwind label %41

32:                                               ; preds = %20
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #25
  ret void

33:                                               ; preds = %5
  %34 = landingpad { ptr, i32 }
          cleanup
  %35 = load ptr, ptr %6, align 8, !tbaa !11
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

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvEC2EPiRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %0, ptr noundef %1, ptr noundef nonnull align 8 dereferenceable(8) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.std::unique_ptr.144", align 8
  %7 = alloca %"struct.std::array", align 8
  %8 = load i64, ptr %2, align 8, !tbaa !5
  %9 = shl i64 %8, 2
  %10 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #27, !noalias !133
  store ptr getelementptr inbounds inrange(-16, 56) (i8, ptr @_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE, i64 16), ptr %10, align 8, !tbaa !29, !noalias !133
  %11 = getelementptr inbounds i8, ptr %10, i64 8
  store i64 128, ptr %11, align 8, !tbaa !136, !noalias !133
  %12 = getelementptr inbounds i8, ptr %10, i64 16
  store i64 4, ptr %12, align 8, !tbaa !138, !noalias !133
  store ptr %10, ptr %6, align 8, !tbaa !103
  invoke void @_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS8_EE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef %1, i64 noundef %9, i64 noundef 4, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull %6)
          to label %13 unwind label %33

13:                                               ; preds = %5
  %14 = load ptr, ptr %6, align 8, !tbaa !11
  %15 = icmp eq ptr %14, null
  br i1 %15, label %20, label %16

16:                                               ; preds = %13
  %17 = load ptr, ptr %14, align 8, !tbaa !29
  %18 = getelementptr inbounds i8, ptr %17, i64 16
  %19 = load ptr, ptr %18, align 8
  call void %19(ptr noundef nonnull align 8 dereferenceable(8) %14) #25
  br label %20

20:                                               ; preds = %13, %16
  store ptr null, ptr %6, align 8, !tbaa !11
  %21 = getelementptr inbounds i8, ptr %0, i64 16
  %22 = load i64, ptr %2, align 8
  store i64 %22, ptr %21, align 8
  %23 = getelementptr inbounds i8, ptr %0, i64 24
  store i64 0, ptr %23, align 8, !tbaa !140
  %24 = getelementptr inbounds i8, ptr %0, i64 32
  store i8 0, ptr %24, align 8, !tbaa !142
  %25 = load ptr, ptr %0, align 8, !tbaa !114
  %26 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTIi, i64 8), align 8, !tbaa !115
  %27 = load i8, ptr %26, align 1, !tbaa !31
  %28 = icmp eq i8 %27, 42
  %29 = zext i1 %28 to i64
  %30 = getelementptr inbounds i8, ptr %26, i64 %29
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #25
  store i64 %22, ptr %7, align 8, !tbaa !5, !alias.scope !143
  %31 = getelementptr inbounds i8, ptr %7, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %31, i8 0, i64 16, i1 false), !alias.scope !143
  invoke void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef %25, ptr noundef %1, ptr noundef nonnull %30, i32 noundef 1, i32 noundef 4, ptr noundef nonnull %7)
          to label %32 unwind label %41

32:                                               ; preds = %20
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #25
  ret void

33:                                               ; preds = %5
  %34 = landingpad { ptr, i32 }
          cleanup
  %35 = load ptr, ptr %6, align 8, !tbaa !11
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

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %0) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  %10 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.28, i64 noundef 20)
          to label %11 unwind label %51

11:                                               ; preds = %8
  %12 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.29, i64 noundef 1)
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
  tail call void @__assert_fail(ptr noundef nonnull @.str.30, ptr noundef nonnull @.str.31, i32 noundef 483, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvED2Ev) #28
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
  store i32 %43, ptr %27, align 4, !tbaa !15
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
  tail call void @__clang_call_terminate(ptr %53) #28
  unreachable

54:                                               ; preds = %2
  tail call void @__clang_call_terminate(ptr %4) #28
  unreachable
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIlLi1ENS0_6detail17aligned_allocatorIlEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %0) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  %10 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.28, i64 noundef 20)
          to label %11 unwind label %51

11:                                               ; preds = %8
  %12 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef nonnull @.str.29, i64 noundef 1)
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
  tail call void @__assert_fail(ptr noundef nonnull @.str.30, ptr noundef nonnull @.str.31, i32 noundef 483, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIlLi1ENS0_6detail17aligned_allocatorIlEEvED2Ev) #28
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
  store i32 %43, ptr %27, align 4, !tbaa !15
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
  tail call void @__clang_call_terminate(ptr %53) #28
  unreachable

54:                                               ; preds = %2
  tail call void @__clang_call_terminate(ptr %4) #28
  unreachable
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  store i32 %22, ptr %6, align 4, !tbaa !15
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

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #6

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
  %11 = load ptr, ptr %10, align 8, !tbaa !146
  %12 = icmp eq ptr %11, null
  br i1 %12, label %46, label %13

13:                                               ; preds = %9
  store ptr %11, ptr %2, align 8, !tbaa !146
  call void @_ZNSt15__exception_ptr13exception_ptr9_M_addrefEv(ptr noundef nonnull align 8 dereferenceable(8) %2) #25
  invoke void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(ptr noundef nonnull %2) #26
          to label %14 unwind label %15

14:                                               ; preds = %13
  unreachable

15:                                               ; preds = %13
  %16 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception
  %17 = extractvalue { ptr, i32 } %16, 1
  %18 = load ptr, ptr %2, align 8, !tbaa !146
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
  %40 = load i32, ptr %39, align 8, !tbaa !148
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
  call void @__clang_call_terminate(ptr %55) #28
  unreachable
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::device", align 8
  %6 = alloca %"class.std::function.40", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #25
  %7 = getelementptr inbounds i8, ptr %6, i64 16
  %8 = getelementptr inbounds i8, ptr %6, i64 24
  %9 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 0, ptr %9, align 8
  store ptr %1, ptr %6, align 8, !tbaa !11
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_, ptr %8, align 8, !tbaa !154
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
  store i32 %32, ptr %16, align 4, !tbaa !15
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
  call void @__clang_call_terminate(ptr %46) #28
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
  call void @__clang_call_terminate(ptr %60) #28
  unreachable

61:                                               ; preds = %52, %56
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #25
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #25
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
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #25
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
define linkonce_odr dso_local void @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(24) %1) #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.sycl::_V1::exception_list", align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3)
  %4 = load ptr, ptr %0, align 8, !tbaa !11
  %5 = load <2 x ptr>, ptr %1, align 8, !tbaa !11
  store <2 x ptr> %5, ptr %3, align 16, !tbaa !11
  %6 = getelementptr inbounds i8, ptr %3, i64 16
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  %8 = load ptr, ptr %7, align 8, !tbaa !156
  store ptr %8, ptr %6, align 16, !tbaa !156
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, i8 0, i64 24, i1 false)
  invoke void %4(ptr noundef nonnull %3)
          to label %9 unwind label %32

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %3, i64 8
  %11 = load ptr, ptr %3, align 16, !tbaa !158
  %12 = load ptr, ptr %10, align 8, !tbaa !159
  %13 = icmp eq ptr %11, %12
  br i1 %13, label %24, label %14

14:                                               ; preds = %9, %19
  %15 = phi ptr [ %20, %19 ], [ %11, %9 ]
  %16 = load ptr, ptr %15, align 8, !tbaa !146
  %17 = icmp eq ptr %16, null
  br i1 %17, label %19, label %18

18:                                               ; preds = %14
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %15) #25
  br label %19

19:                                               ; preds = %18, %14
  %20 = getelementptr inbounds i8, ptr %15, i64 8
  %21 = icmp eq ptr %20, %12
  br i1 %21, label %22, label %14, !llvm.loop !160

22:                                               ; preds = %19
  %23 = load ptr, ptr %3, align 16, !tbaa !158
  br label %24

24:                                               ; preds = %22, %9
  %25 = phi ptr [ %23, %22 ], [ %11, %9 ]
  %26 = icmp eq ptr %25, null
  br i1 %26, label %34, label %27

27:                                               ; preds = %24
  %28 = load ptr, ptr %6, align 16, !tbaa !156
  %29 = ptrtoint ptr %28 to i64
  %30 = ptrtoint ptr %25 to i64
  %31 = sub i64 %29, %30
  call void @_ZdlPvm(ptr noundef nonnull %25, i64 noundef %31) #29
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
define linkonce_odr dso_local noundef zeroext i1 @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) #3 comdat align 2 personality ptr @__gxx_personality_v0 {
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
define linkonce_odr dso_local void @_ZN4sycl3_V114exception_listD2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !158
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !159
  %5 = icmp eq ptr %2, %4
  br i1 %5, label %16, label %6

6:                                                ; preds = %1, %11
  %7 = phi ptr [ %12, %11 ], [ %2, %1 ]
  %8 = load ptr, ptr %7, align 8, !tbaa !146
  %9 = icmp eq ptr %8, null
  br i1 %9, label %11, label %10

10:                                               ; preds = %6
  tail call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %7) #25
  br label %11

11:                                               ; preds = %10, %6
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  %13 = icmp eq ptr %12, %4
  br i1 %13, label %14, label %6, !llvm.loop !160

14:                                               ; preds = %11
  %15 = load ptr, ptr %0, align 8, !tbaa !158
  br label %16

16:                                               ; preds = %14, %1
  %17 = phi ptr [ %15, %14 ], [ %2, %1 ]
  %18 = icmp eq ptr %17, null
  br i1 %18, label %25, label %19

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !156
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
define linkonce_odr dso_local void @_ZN4sycl3_V16deviceD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  store i32 %22, ptr %6, align 4, !tbaa !15
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
define linkonce_odr dso_local noundef i32 @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) #3 comdat align 2 {
  %3 = load ptr, ptr %0, align 8, !tbaa !11
  %4 = tail call noundef i32 %3(ptr noundef nonnull align 8 dereferenceable(16) %1)
  ret i32 %4
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E10_M_managerERSt9_Any_dataRKS8_St18_Manager_operation(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) #3 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  %9 = load i32, ptr %5, align 4, !tbaa !15
  %10 = add nsw i32 %9, -1
  store i32 %10, ptr %5, align 4, !tbaa !15
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

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #17

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

; Function Attrs: nounwind
declare { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef) local_unnamed_addr #13

declare void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64), i32, ptr, ptr noundef) unnamed_addr #7

declare void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZN4sycl3_V19exceptionD1Ev(ptr noundef nonnull align 8 dereferenceable(64)) unnamed_addr #13

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queue17submit_with_eventILb0ENS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET0_RKNS0_6detail19type_erased_cgfo_tyEPS1_RKNSD_13code_locationE(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::event") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef %3, ptr noundef nonnull align 8 dereferenceable(32) %4) local_unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  %11 = load ptr, ptr %3, align 8, !tbaa !161
  %12 = icmp eq ptr %11, null
  br i1 %12, label %13, label %14

13:                                               ; preds = %10
  call void @__assert_fail(ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.11, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_5queueEEERKDtsrT_4implERKS4_) #28
  unreachable

14:                                               ; preds = %10
  %15 = invoke noundef nonnull align 8 dereferenceable(16) ptr @_ZN4sycl3_V16detail14SubmissionInfo14SecondaryQueueEv(ptr noundef nonnull align 8 dereferenceable(16) %7)
          to label %16 unwind label %65

16:                                               ; preds = %14
  %17 = load ptr, ptr %3, align 8, !tbaa !161
  store ptr %17, ptr %15, align 8, !tbaa !161
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
  %30 = load i32, ptr %26, align 4, !tbaa !15
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %26, align 4, !tbaa !15
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
  store i32 %55, ptr %39, align 4, !tbaa !15
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
  %70 = load i8, ptr %6, align 1, !tbaa !163, !range !165, !noundef !166
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
  store i32 %94, ptr %78, align 4, !tbaa !15
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

declare void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #7

declare void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #7

declare noundef nonnull align 8 dereferenceable(16) ptr @_ZN4sycl3_V16detail14SubmissionInfo14SecondaryQueueEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #7

declare void @_ZN4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_14SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), i1 noundef zeroext) local_unnamed_addr #7

declare noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1)) local_unnamed_addr #7

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail14SubmissionInfoD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  store i32 %22, ptr %6, align 4, !tbaa !15
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
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #18

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZL8run_loopRNS0_5queueERNS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEESA_7VariantEUlRNS0_7handlerEE_E4callEPKvSD_(ptr nocapture noundef readonly %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #3 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca { ptr, [8 x i8] }, align 8
  %4 = alloca { ptr, [8 x i8] }, align 8
  %5 = alloca %"class.std::vector.102", align 8
  %6 = alloca %"class.sycl::_V1::range.91", align 8
  %7 = alloca %class.anon.89, align 8
  %8 = alloca %class.anon.89, align 8
  %9 = alloca { ptr, [8 x i8] }, align 8
  %10 = alloca { ptr, [8 x i8] }, align 8
  %11 = alloca %"class.std::vector.102", align 8
  %12 = alloca %"class.std::shared_ptr.114", align 8
  %13 = alloca %"class.sycl::_V1::range.91", align 8
  %14 = alloca %class.anon.88, align 8
  %15 = alloca %class.anon.88, align 8
  %16 = alloca i32, align 4
  %17 = alloca %"class.std::shared_ptr.114", align 8
  %18 = alloca %"class.sycl::_V1::kernel_bundle", align 8
  %19 = alloca { ptr, [8 x i8] }, align 8
  %20 = alloca { ptr, [8 x i8] }, align 8
  %21 = alloca %"class.std::vector.102", align 8
  %22 = alloca %"class.sycl::_V1::range.91", align 8
  %23 = alloca %class.anon.87, align 8
  %24 = alloca %class.anon.87, align 8
  %25 = alloca i32, align 4
  %26 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %27 = alloca i32, align 4
  %28 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %29 = alloca %"class.sycl::_V1::accessor", align 8
  %30 = alloca %"class.sycl::_V1::property_list", align 8
  %31 = alloca %"class.sycl::_V1::accessor.83", align 8
  %32 = alloca %"class.sycl::_V1::property_list", align 8
  %33 = alloca %class.anon.87, align 8
  %34 = alloca %class.anon.88, align 8
  %35 = alloca %class.anon.89, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %29) #25
  %36 = load ptr, ptr %0, align 8, !tbaa !167
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %30) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %30, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %28)
  store ptr @.str, ptr %28, align 8
  %37 = getelementptr inbounds i8, ptr %28, i64 8
  store ptr @.str.12, ptr %37, align 8
  %38 = getelementptr inbounds i8, ptr %28, i64 16
  store i64 62, ptr %38, align 8
  %39 = getelementptr inbounds i8, ptr %28, i64 24
  store i64 20, ptr %39, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %29, ptr noundef nonnull align 8 dereferenceable(33) %36, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %30, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %28)
          to label %40 unwind label %721

40:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %27) #25
  store i32 5, ptr %27, align 4, !tbaa !169
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %36, ptr noundef nonnull align 4 dereferenceable(4) %27)
          to label %43 unwind label %41

41:                                               ; preds = %40
  %42 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %29) #25
  br label %723

43:                                               ; preds = %40
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %27) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %28)
  %44 = getelementptr inbounds i8, ptr %30, i64 8
  %45 = load ptr, ptr %44, align 8, !tbaa !21
  %46 = getelementptr inbounds i8, ptr %30, i64 16
  %47 = load ptr, ptr %46, align 8, !tbaa !23
  %48 = icmp eq ptr %45, %47
  br i1 %48, label %83, label %49

49:                                               ; preds = %43, %78
  %50 = phi ptr [ %79, %78 ], [ %45, %43 ]
  %51 = getelementptr inbounds i8, ptr %50, i64 8
  %52 = load ptr, ptr %51, align 8, !tbaa !24
  %53 = icmp eq ptr %52, null
  br i1 %53, label %78, label %54

54:                                               ; preds = %49
  %55 = getelementptr inbounds i8, ptr %52, i64 8
  %56 = load atomic i64, ptr %55 acquire, align 8
  %57 = icmp eq i64 %56, 4294967297
  %58 = trunc i64 %56 to i32
  br i1 %57, label %59, label %67

59:                                               ; preds = %54
  store i32 0, ptr %55, align 8, !tbaa !26
  %60 = getelementptr inbounds i8, ptr %52, i64 12
  store i32 0, ptr %60, align 4, !tbaa !28
  %61 = load ptr, ptr %52, align 8, !tbaa !29
  %62 = getelementptr inbounds i8, ptr %61, i64 16
  %63 = load ptr, ptr %62, align 8
  call void %63(ptr noundef nonnull align 8 dereferenceable(16) %52) #25
  %64 = load ptr, ptr %52, align 8, !tbaa !29
  %65 = getelementptr inbounds i8, ptr %64, i64 24
  %66 = load ptr, ptr %65, align 8
  call void %66(ptr noundef nonnull align 8 dereferenceable(16) %52) #25
  br label %78

67:                                               ; preds = %54
  %68 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %69 = icmp eq i8 %68, 0
  br i1 %69, label %72, label %70

70:                                               ; preds = %67
  %71 = add nsw i32 %58, -1
  store i32 %71, ptr %55, align 4, !tbaa !15
  br label %74

72:                                               ; preds = %67
  %73 = atomicrmw volatile add ptr %55, i32 -1 acq_rel, align 4
  br label %74

74:                                               ; preds = %72, %70
  %75 = phi i32 [ %58, %70 ], [ %73, %72 ]
  %76 = icmp eq i32 %75, 1
  br i1 %76, label %77, label %78, !prof !32

77:                                               ; preds = %74
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %52) #25
  br label %78

78:                                               ; preds = %77, %74, %59, %49
  %79 = getelementptr inbounds i8, ptr %50, i64 16
  %80 = icmp eq ptr %79, %47
  br i1 %80, label %81, label %49, !llvm.loop !33

81:                                               ; preds = %78
  %82 = load ptr, ptr %44, align 8, !tbaa !21
  br label %83

83:                                               ; preds = %81, %43
  %84 = phi ptr [ %82, %81 ], [ %45, %43 ]
  %85 = icmp eq ptr %84, null
  br i1 %85, label %92, label %86

86:                                               ; preds = %83
  %87 = getelementptr inbounds i8, ptr %30, i64 24
  %88 = load ptr, ptr %87, align 8, !tbaa !34
  %89 = ptrtoint ptr %88 to i64
  %90 = ptrtoint ptr %84 to i64
  %91 = sub i64 %89, %90
  call void @_ZdlPvm(ptr noundef nonnull %84, i64 noundef %91) #29
  br label %92

92:                                               ; preds = %86, %83
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %30) #25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %31) #25
  %93 = getelementptr inbounds i8, ptr %0, i64 8
  %94 = load ptr, ptr %93, align 8, !tbaa !171
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %32) #25
  %95 = getelementptr inbounds i8, ptr %32, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %95, i8 0, i64 24, i1 false)
  store i64 16, ptr %32, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %26)
  store ptr @.str, ptr %26, align 8
  %96 = getelementptr inbounds i8, ptr %26, i64 8
  store ptr @.str.12, ptr %96, align 8
  %97 = getelementptr inbounds i8, ptr %26, i64 16
  store i64 63, ptr %97, align 8
  %98 = getelementptr inbounds i8, ptr %26, i64 24
  store i64 20, ptr %98, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %31, ptr noundef nonnull align 8 dereferenceable(33) %94, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %32, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %26)
          to label %99 unwind label %725

99:                                               ; preds = %92
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %25) #25
  store i32 5, ptr %25, align 4, !tbaa !169
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %94, ptr noundef nonnull align 4 dereferenceable(4) %25)
          to label %102 unwind label %100

100:                                              ; preds = %99
  %101 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %31) #25
  br label %727

102:                                              ; preds = %99
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %25) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %26)
  %103 = load ptr, ptr %95, align 8, !tbaa !21
  %104 = getelementptr inbounds i8, ptr %32, i64 16
  %105 = load ptr, ptr %104, align 8, !tbaa !23
  %106 = icmp eq ptr %103, %105
  br i1 %106, label %141, label %107

107:                                              ; preds = %102, %136
  %108 = phi ptr [ %137, %136 ], [ %103, %102 ]
  %109 = getelementptr inbounds i8, ptr %108, i64 8
  %110 = load ptr, ptr %109, align 8, !tbaa !24
  %111 = icmp eq ptr %110, null
  br i1 %111, label %136, label %112

112:                                              ; preds = %107
  %113 = getelementptr inbounds i8, ptr %110, i64 8
  %114 = load atomic i64, ptr %113 acquire, align 8
  %115 = icmp eq i64 %114, 4294967297
  %116 = trunc i64 %114 to i32
  br i1 %115, label %117, label %125

117:                                              ; preds = %112
  store i32 0, ptr %113, align 8, !tbaa !26
  %118 = getelementptr inbounds i8, ptr %110, i64 12
  store i32 0, ptr %118, align 4, !tbaa !28
  %119 = load ptr, ptr %110, align 8, !tbaa !29
  %120 = getelementptr inbounds i8, ptr %119, i64 16
  %121 = load ptr, ptr %120, align 8
  call void %121(ptr noundef nonnull align 8 dereferenceable(16) %110) #25
  %122 = load ptr, ptr %110, align 8, !tbaa !29
  %123 = getelementptr inbounds i8, ptr %122, i64 24
  %124 = load ptr, ptr %123, align 8
  call void %124(ptr noundef nonnull align 8 dereferenceable(16) %110) #25
  br label %136

125:                                              ; preds = %112
  %126 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %127 = icmp eq i8 %126, 0
  br i1 %127, label %130, label %128

128:                                              ; preds = %125
  %129 = add nsw i32 %116, -1
  store i32 %129, ptr %113, align 4, !tbaa !15
  br label %132

130:                                              ; preds = %125
  %131 = atomicrmw volatile add ptr %113, i32 -1 acq_rel, align 4
  br label %132

132:                                              ; preds = %130, %128
  %133 = phi i32 [ %116, %128 ], [ %131, %130 ]
  %134 = icmp eq i32 %133, 1
  br i1 %134, label %135, label %136, !prof !32

135:                                              ; preds = %132
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %110) #25
  br label %136

136:                                              ; preds = %135, %132, %117, %107
  %137 = getelementptr inbounds i8, ptr %108, i64 16
  %138 = icmp eq ptr %137, %105
  br i1 %138, label %139, label %107, !llvm.loop !33

139:                                              ; preds = %136
  %140 = load ptr, ptr %95, align 8, !tbaa !21
  br label %141

141:                                              ; preds = %139, %102
  %142 = phi ptr [ %140, %139 ], [ %103, %102 ]
  %143 = icmp eq ptr %142, null
  br i1 %143, label %150, label %144

144:                                              ; preds = %141
  %145 = getelementptr inbounds i8, ptr %32, i64 24
  %146 = load ptr, ptr %145, align 8, !tbaa !34
  %147 = ptrtoint ptr %146 to i64
  %148 = ptrtoint ptr %142 to i64
  %149 = sub i64 %147, %148
  call void @_ZdlPvm(ptr noundef nonnull %142, i64 noundef %149) #29
  br label %150

150:                                              ; preds = %144, %141
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %32) #25
  %151 = getelementptr inbounds i8, ptr %0, i64 16
  %152 = load ptr, ptr %151, align 8, !tbaa !172
  %153 = load i32, ptr %152, align 4, !tbaa !51
  switch i32 %153, label %1413 [
    i32 0, label %154
    i32 1, label %731
  ]

154:                                              ; preds = %150
  %155 = getelementptr inbounds i8, ptr %0, i64 24
  %156 = load ptr, ptr %155, align 8, !tbaa !173
  %157 = load i64, ptr %156, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %33) #25
  %158 = load ptr, ptr %29, align 8, !tbaa !174
  store ptr %158, ptr %33, align 8, !tbaa !174
  %159 = getelementptr inbounds i8, ptr %33, i64 8
  %160 = getelementptr inbounds i8, ptr %29, i64 8
  %161 = load ptr, ptr %160, align 8, !tbaa !24
  store ptr %161, ptr %159, align 8, !tbaa !24
  %162 = icmp eq ptr %161, null
  br i1 %162, label %172, label %163

163:                                              ; preds = %154
  %164 = getelementptr inbounds i8, ptr %161, i64 8
  %165 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %166 = icmp eq i8 %165, 0
  br i1 %166, label %170, label %167

167:                                              ; preds = %163
  %168 = load i32, ptr %164, align 4, !tbaa !15
  %169 = add nsw i32 %168, 1
  store i32 %169, ptr %164, align 4, !tbaa !15
  br label %172

170:                                              ; preds = %163
  %171 = atomicrmw volatile add ptr %164, i32 1 acq_rel, align 4
  br label %172

172:                                              ; preds = %170, %167, %154
  %173 = getelementptr inbounds i8, ptr %33, i64 16
  %174 = getelementptr inbounds i8, ptr %29, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %173, ptr noundef nonnull align 8 dereferenceable(16) %174, i64 16, i1 false)
  %175 = getelementptr inbounds i8, ptr %33, i64 32
  %176 = getelementptr inbounds i8, ptr %0, i64 32
  %177 = load ptr, ptr %176, align 8, !tbaa !176
  %178 = load i32, ptr %177, align 4, !tbaa !15
  store i32 %178, ptr %175, align 8, !tbaa !177
  %179 = getelementptr inbounds i8, ptr %33, i64 40
  %180 = load ptr, ptr %31, align 8, !tbaa !174
  store ptr %180, ptr %179, align 8, !tbaa !174
  %181 = getelementptr inbounds i8, ptr %33, i64 48
  %182 = getelementptr inbounds i8, ptr %31, i64 8
  %183 = load ptr, ptr %182, align 8, !tbaa !24
  store ptr %183, ptr %181, align 8, !tbaa !24
  %184 = icmp eq ptr %183, null
  br i1 %184, label %194, label %185

185:                                              ; preds = %172
  %186 = getelementptr inbounds i8, ptr %183, i64 8
  %187 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %188 = icmp eq i8 %187, 0
  br i1 %188, label %192, label %189

189:                                              ; preds = %185
  %190 = load i32, ptr %186, align 4, !tbaa !15
  %191 = add nsw i32 %190, 1
  store i32 %191, ptr %186, align 4, !tbaa !15
  br label %194

192:                                              ; preds = %185
  %193 = atomicrmw volatile add ptr %186, i32 1 acq_rel, align 4
  br label %194

194:                                              ; preds = %192, %189, %172
  %195 = getelementptr inbounds i8, ptr %33, i64 56
  %196 = getelementptr inbounds i8, ptr %31, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %195, ptr noundef nonnull align 8 dereferenceable(16) %196, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %24)
  %197 = load ptr, ptr %33, align 8, !tbaa !174
  store ptr %197, ptr %24, align 8, !tbaa !174
  %198 = getelementptr inbounds i8, ptr %24, i64 8
  %199 = load ptr, ptr %159, align 8, !tbaa !24
  store ptr %199, ptr %198, align 8, !tbaa !24
  %200 = icmp eq ptr %199, null
  br i1 %200, label %210, label %201

201:                                              ; preds = %194
  %202 = getelementptr inbounds i8, ptr %199, i64 8
  %203 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %204 = icmp eq i8 %203, 0
  br i1 %204, label %208, label %205

205:                                              ; preds = %201
  %206 = load i32, ptr %202, align 4, !tbaa !15
  %207 = add nsw i32 %206, 1
  store i32 %207, ptr %202, align 4, !tbaa !15
  br label %210

208:                                              ; preds = %201
  %209 = atomicrmw volatile add ptr %202, i32 1 acq_rel, align 4
  br label %210

210:                                              ; preds = %208, %205, %194
  %211 = getelementptr inbounds i8, ptr %24, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %211, ptr noundef nonnull readonly align 8 dereferenceable(16) %173, i64 16, i1 false)
  %212 = getelementptr inbounds i8, ptr %24, i64 32
  %213 = load i32, ptr %175, align 8, !tbaa !177
  store i32 %213, ptr %212, align 8, !tbaa !177
  %214 = getelementptr inbounds i8, ptr %24, i64 40
  %215 = load ptr, ptr %179, align 8, !tbaa !174
  store ptr %215, ptr %214, align 8, !tbaa !174
  %216 = getelementptr inbounds i8, ptr %24, i64 48
  %217 = load ptr, ptr %181, align 8, !tbaa !24
  store ptr %217, ptr %216, align 8, !tbaa !24
  %218 = icmp eq ptr %217, null
  br i1 %218, label %228, label %219

219:                                              ; preds = %210
  %220 = getelementptr inbounds i8, ptr %217, i64 8
  %221 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %222 = icmp eq i8 %221, 0
  br i1 %222, label %226, label %223

223:                                              ; preds = %219
  %224 = load i32, ptr %220, align 4, !tbaa !15
  %225 = add nsw i32 %224, 1
  store i32 %225, ptr %220, align 4, !tbaa !15
  br label %228

226:                                              ; preds = %219
  %227 = atomicrmw volatile add ptr %220, i32 1 acq_rel, align 4
  br label %228

228:                                              ; preds = %226, %223, %210
  %229 = getelementptr inbounds i8, ptr %24, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %229, ptr noundef nonnull readonly align 8 dereferenceable(16) %195, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %23)
  %230 = invoke noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %231 unwind label %662

231:                                              ; preds = %228
  %232 = icmp eq i32 %230, 0
  br i1 %232, label %242, label %233

233:                                              ; preds = %231
  %234 = call ptr @__cxa_allocate_exception(i64 64) #25
  %235 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #25
  %236 = extractvalue { i32, ptr } %235, 0
  %237 = extractvalue { i32, ptr } %235, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %234, i32 %236, ptr %237, ptr noundef nonnull @.str.15)
          to label %238 unwind label %240

238:                                              ; preds = %233
  invoke void @__cxa_throw(ptr nonnull %234, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #26
          to label %239 unwind label %662

239:                                              ; preds = %238
  unreachable

240:                                              ; preds = %233
  %241 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %234) #25
  br label %664

242:                                              ; preds = %231
  %243 = load ptr, ptr %198, align 8, !tbaa !24
  %244 = icmp eq ptr %243, null
  br i1 %244, label %254, label %245

245:                                              ; preds = %242
  %246 = getelementptr inbounds i8, ptr %243, i64 8
  %247 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %248 = icmp eq i8 %247, 0
  br i1 %248, label %252, label %249

249:                                              ; preds = %245
  %250 = load i32, ptr %246, align 4, !tbaa !15
  %251 = add nsw i32 %250, 1
  store i32 %251, ptr %246, align 4, !tbaa !15
  br label %254

252:                                              ; preds = %245
  %253 = atomicrmw volatile add ptr %246, i32 1 acq_rel, align 4
  br label %254

254:                                              ; preds = %252, %249, %242
  %255 = load ptr, ptr %216, align 8, !tbaa !24
  %256 = icmp eq ptr %255, null
  br i1 %256, label %266, label %257

257:                                              ; preds = %254
  %258 = getelementptr inbounds i8, ptr %255, i64 8
  %259 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %260 = icmp eq i8 %259, 0
  br i1 %260, label %264, label %261

261:                                              ; preds = %257
  %262 = load i32, ptr %258, align 4, !tbaa !15
  %263 = add nsw i32 %262, 1
  store i32 %263, ptr %258, align 4, !tbaa !15
  br label %266

264:                                              ; preds = %257
  %265 = atomicrmw volatile add ptr %258, i32 1 acq_rel, align 4
  br label %266

266:                                              ; preds = %264, %261, %254
  br i1 %244, label %276, label %267

267:                                              ; preds = %266
  %268 = getelementptr inbounds i8, ptr %243, i64 8
  %269 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %270 = icmp eq i8 %269, 0
  br i1 %270, label %274, label %271

271:                                              ; preds = %267
  %272 = load i32, ptr %268, align 4, !tbaa !15
  %273 = add nsw i32 %272, 1
  store i32 %273, ptr %268, align 4, !tbaa !15
  br label %276

274:                                              ; preds = %267
  %275 = atomicrmw volatile add ptr %268, i32 1 acq_rel, align 4
  br label %276

276:                                              ; preds = %274, %271, %266
  br i1 %256, label %309, label %277

277:                                              ; preds = %276
  %278 = getelementptr inbounds i8, ptr %255, i64 8
  %279 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %280 = icmp eq i8 %279, 0
  br i1 %280, label %284, label %281

281:                                              ; preds = %277
  %282 = load i32, ptr %278, align 4, !tbaa !15
  %283 = add nsw i32 %282, 1
  store i32 %283, ptr %278, align 4, !tbaa !15
  br label %286

284:                                              ; preds = %277
  %285 = atomicrmw volatile add ptr %278, i32 1 acq_rel, align 4
  br label %286

286:                                              ; preds = %284, %281
  %287 = load atomic i64, ptr %278 acquire, align 8
  %288 = icmp eq i64 %287, 4294967297
  %289 = trunc i64 %287 to i32
  br i1 %288, label %290, label %298

290:                                              ; preds = %286
  store i32 0, ptr %278, align 8, !tbaa !26
  %291 = getelementptr inbounds i8, ptr %255, i64 12
  store i32 0, ptr %291, align 4, !tbaa !28
  %292 = load ptr, ptr %255, align 8, !tbaa !29
  %293 = getelementptr inbounds i8, ptr %292, i64 16
  %294 = load ptr, ptr %293, align 8
  call void %294(ptr noundef nonnull align 8 dereferenceable(16) %255) #25
  %295 = load ptr, ptr %255, align 8, !tbaa !29
  %296 = getelementptr inbounds i8, ptr %295, i64 24
  %297 = load ptr, ptr %296, align 8
  call void %297(ptr noundef nonnull align 8 dereferenceable(16) %255) #25
  br label %309

298:                                              ; preds = %286
  %299 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %300 = icmp eq i8 %299, 0
  br i1 %300, label %303, label %301

301:                                              ; preds = %298
  %302 = add nsw i32 %289, -1
  store i32 %302, ptr %278, align 4, !tbaa !15
  br label %305

303:                                              ; preds = %298
  %304 = atomicrmw volatile add ptr %278, i32 -1 acq_rel, align 4
  br label %305

305:                                              ; preds = %303, %301
  %306 = phi i32 [ %289, %301 ], [ %304, %303 ]
  %307 = icmp eq i32 %306, 1
  br i1 %307, label %308, label %309, !prof !32

308:                                              ; preds = %305
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %255) #25
  br label %309

309:                                              ; preds = %308, %305, %290, %276
  br i1 %244, label %334, label %310

310:                                              ; preds = %309
  %311 = getelementptr inbounds i8, ptr %243, i64 8
  %312 = load atomic i64, ptr %311 acquire, align 8
  %313 = icmp eq i64 %312, 4294967297
  %314 = trunc i64 %312 to i32
  br i1 %313, label %315, label %323

315:                                              ; preds = %310
  store i32 0, ptr %311, align 8, !tbaa !26
  %316 = getelementptr inbounds i8, ptr %243, i64 12
  store i32 0, ptr %316, align 4, !tbaa !28
  %317 = load ptr, ptr %243, align 8, !tbaa !29
  %318 = getelementptr inbounds i8, ptr %317, i64 16
  %319 = load ptr, ptr %318, align 8
  call void %319(ptr noundef nonnull align 8 dereferenceable(16) %243) #25
  %320 = load ptr, ptr %243, align 8, !tbaa !29
  %321 = getelementptr inbounds i8, ptr %320, i64 24
  %322 = load ptr, ptr %321, align 8
  call void %322(ptr noundef nonnull align 8 dereferenceable(16) %243) #25
  br label %334

323:                                              ; preds = %310
  %324 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %325 = icmp eq i8 %324, 0
  br i1 %325, label %328, label %326

326:                                              ; preds = %323
  %327 = add nsw i32 %314, -1
  store i32 %327, ptr %311, align 4, !tbaa !15
  br label %330

328:                                              ; preds = %323
  %329 = atomicrmw volatile add ptr %311, i32 -1 acq_rel, align 4
  br label %330

330:                                              ; preds = %328, %326
  %331 = phi i32 [ %314, %326 ], [ %329, %328 ]
  %332 = icmp eq i32 %331, 1
  br i1 %332, label %333, label %334, !prof !32

333:                                              ; preds = %330
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %243) #25
  br label %334

334:                                              ; preds = %333, %330, %315, %309
  br i1 %256, label %359, label %335

335:                                              ; preds = %334
  %336 = getelementptr inbounds i8, ptr %255, i64 8
  %337 = load atomic i64, ptr %336 acquire, align 8
  %338 = icmp eq i64 %337, 4294967297
  %339 = trunc i64 %337 to i32
  br i1 %338, label %340, label %348

340:                                              ; preds = %335
  store i32 0, ptr %336, align 8, !tbaa !26
  %341 = getelementptr inbounds i8, ptr %255, i64 12
  store i32 0, ptr %341, align 4, !tbaa !28
  %342 = load ptr, ptr %255, align 8, !tbaa !29
  %343 = getelementptr inbounds i8, ptr %342, i64 16
  %344 = load ptr, ptr %343, align 8
  call void %344(ptr noundef nonnull align 8 dereferenceable(16) %255) #25
  %345 = load ptr, ptr %255, align 8, !tbaa !29
  %346 = getelementptr inbounds i8, ptr %345, i64 24
  %347 = load ptr, ptr %346, align 8
  call void %347(ptr noundef nonnull align 8 dereferenceable(16) %255) #25
  br label %359

348:                                              ; preds = %335
  %349 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %350 = icmp eq i8 %349, 0
  br i1 %350, label %353, label %351

351:                                              ; preds = %348
  %352 = add nsw i32 %339, -1
  store i32 %352, ptr %336, align 4, !tbaa !15
  br label %355

353:                                              ; preds = %348
  %354 = atomicrmw volatile add ptr %336, i32 -1 acq_rel, align 4
  br label %355

355:                                              ; preds = %353, %351
  %356 = phi i32 [ %339, %351 ], [ %354, %353 ]
  %357 = icmp eq i32 %356, 1
  br i1 %357, label %358, label %359, !prof !32

358:                                              ; preds = %355
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %255) #25
  br label %359

359:                                              ; preds = %358, %355, %340, %334
  br i1 %244, label %384, label %360

360:                                              ; preds = %359
  %361 = getelementptr inbounds i8, ptr %243, i64 8
  %362 = load atomic i64, ptr %361 acquire, align 8
  %363 = icmp eq i64 %362, 4294967297
  %364 = trunc i64 %362 to i32
  br i1 %363, label %365, label %373

365:                                              ; preds = %360
  store i32 0, ptr %361, align 8, !tbaa !26
  %366 = getelementptr inbounds i8, ptr %243, i64 12
  store i32 0, ptr %366, align 4, !tbaa !28
  %367 = load ptr, ptr %243, align 8, !tbaa !29
  %368 = getelementptr inbounds i8, ptr %367, i64 16
  %369 = load ptr, ptr %368, align 8
  call void %369(ptr noundef nonnull align 8 dereferenceable(16) %243) #25
  %370 = load ptr, ptr %243, align 8, !tbaa !29
  %371 = getelementptr inbounds i8, ptr %370, i64 24
  %372 = load ptr, ptr %371, align 8
  call void %372(ptr noundef nonnull align 8 dereferenceable(16) %243) #25
  br label %384

373:                                              ; preds = %360
  %374 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %375 = icmp eq i8 %374, 0
  br i1 %375, label %378, label %376

376:                                              ; preds = %373
  %377 = add nsw i32 %364, -1
  store i32 %377, ptr %361, align 4, !tbaa !15
  br label %380

378:                                              ; preds = %373
  %379 = atomicrmw volatile add ptr %361, i32 -1 acq_rel, align 4
  br label %380

380:                                              ; preds = %378, %376
  %381 = phi i32 [ %364, %376 ], [ %379, %378 ]
  %382 = icmp eq i32 %381, 1
  br i1 %382, label %383, label %384, !prof !32

383:                                              ; preds = %380
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %243) #25
  br label %384

384:                                              ; preds = %383, %380, %365, %359
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.18)
          to label %385 unwind label %662

385:                                              ; preds = %384
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %22)
  %386 = getelementptr inbounds i8, ptr %22, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %386, i8 0, i64 16, i1 false), !alias.scope !183
  store i64 %157, ptr %22, align 8, !tbaa !5, !alias.scope !183
  invoke void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range.91") align 8 %22, i1 noundef zeroext false, i32 noundef 1)
          to label %387 unwind label %662

387:                                              ; preds = %385
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %22)
  %388 = load ptr, ptr %24, align 8, !tbaa !174
  store ptr %388, ptr %23, align 8, !tbaa !174
  %389 = getelementptr inbounds i8, ptr %23, i64 8
  %390 = load ptr, ptr %198, align 8, !tbaa !24
  store ptr null, ptr %198, align 8, !tbaa !24
  store ptr %390, ptr %389, align 8, !tbaa !24
  store ptr null, ptr %24, align 8, !tbaa !174
  %391 = getelementptr inbounds i8, ptr %23, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %391, ptr noundef nonnull align 8 dereferenceable(16) %211, i64 16, i1 false)
  %392 = getelementptr inbounds i8, ptr %23, i64 32
  %393 = load i32, ptr %212, align 8, !tbaa !177
  store i32 %393, ptr %392, align 8, !tbaa !177
  %394 = getelementptr inbounds i8, ptr %23, i64 40
  %395 = load ptr, ptr %214, align 8, !tbaa !174
  store ptr %395, ptr %394, align 8, !tbaa !174
  %396 = getelementptr inbounds i8, ptr %23, i64 48
  %397 = load ptr, ptr %216, align 8, !tbaa !24
  store ptr null, ptr %216, align 8, !tbaa !24
  store ptr %397, ptr %396, align 8, !tbaa !24
  store ptr null, ptr %214, align 8, !tbaa !174
  %398 = getelementptr inbounds i8, ptr %23, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %398, ptr noundef nonnull align 8 dereferenceable(16) %229, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %19)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %20)
  %399 = invoke noalias noundef nonnull dereferenceable(80) ptr @_Znwm(i64 noundef 80) #27
          to label %400 unwind label %604

400:                                              ; preds = %387
  %401 = icmp eq ptr %390, null
  br i1 %401, label %414, label %402

402:                                              ; preds = %400
  %403 = getelementptr inbounds i8, ptr %390, i64 8
  %404 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !186
  %405 = icmp eq i8 %404, 0
  br i1 %405, label %409, label %406

406:                                              ; preds = %402
  %407 = load i32, ptr %403, align 4, !tbaa !15, !noalias !186
  %408 = add nsw i32 %407, 1
  store i32 %408, ptr %403, align 4, !tbaa !15, !noalias !186
  br label %414

409:                                              ; preds = %402
  %410 = atomicrmw volatile add ptr %403, i32 1 acq_rel, align 4, !noalias !186
  %411 = load i32, ptr %392, align 8, !tbaa !177, !noalias !186
  %412 = load ptr, ptr %394, align 8, !tbaa !174, !noalias !186
  %413 = load ptr, ptr %396, align 8, !tbaa !24, !noalias !186
  br label %414

414:                                              ; preds = %409, %406, %400
  %415 = phi ptr [ %413, %409 ], [ %397, %406 ], [ %397, %400 ]
  %416 = phi ptr [ %412, %409 ], [ %395, %406 ], [ %395, %400 ]
  %417 = phi i32 [ %411, %409 ], [ %393, %406 ], [ %393, %400 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %19, ptr noundef nonnull readonly align 8 dereferenceable(16) %391, i64 16, i1 false), !noalias !186
  %418 = icmp eq ptr %415, null
  br i1 %418, label %428, label %419

419:                                              ; preds = %414
  %420 = getelementptr inbounds i8, ptr %415, i64 8
  %421 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !186
  %422 = icmp eq i8 %421, 0
  br i1 %422, label %426, label %423

423:                                              ; preds = %419
  %424 = load i32, ptr %420, align 4, !tbaa !15, !noalias !186
  %425 = add nsw i32 %424, 1
  store i32 %425, ptr %420, align 4, !tbaa !15, !noalias !186
  br label %428

426:                                              ; preds = %419
  %427 = atomicrmw volatile add ptr %420, i32 1 acq_rel, align 4, !noalias !186
  br label %428

428:                                              ; preds = %426, %423, %414
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %20, ptr noundef nonnull readonly align 8 dereferenceable(16) %398, i64 16, i1 false), !noalias !186
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZL8run_loopRNS0_5queueERNS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEES9_7VariantENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %399, align 8, !tbaa !29, !noalias !186
  %429 = getelementptr inbounds i8, ptr %399, i64 8
  store ptr %388, ptr %429, align 8, !tbaa !174, !noalias !186
  %430 = getelementptr inbounds i8, ptr %399, i64 16
  store ptr %390, ptr %430, align 8, !tbaa !24, !noalias !186
  br i1 %401, label %440, label %431

431:                                              ; preds = %428
  %432 = getelementptr inbounds i8, ptr %390, i64 8
  %433 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !186
  %434 = icmp eq i8 %433, 0
  br i1 %434, label %438, label %435

435:                                              ; preds = %431
  %436 = load i32, ptr %432, align 4, !tbaa !15, !noalias !186
  %437 = add nsw i32 %436, 1
  store i32 %437, ptr %432, align 4, !tbaa !15, !noalias !186
  br label %440

438:                                              ; preds = %431
  %439 = atomicrmw volatile add ptr %432, i32 1 acq_rel, align 4, !noalias !186
  br label %440

440:                                              ; preds = %438, %435, %428
  %441 = getelementptr inbounds i8, ptr %399, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %441, ptr noundef nonnull align 8 dereferenceable(16) %19, i64 16, i1 false), !noalias !186
  %442 = getelementptr inbounds i8, ptr %399, i64 40
  store i32 %417, ptr %442, align 8, !tbaa !177, !noalias !186
  %443 = getelementptr inbounds i8, ptr %399, i64 48
  store ptr %416, ptr %443, align 8, !tbaa !174, !noalias !186
  %444 = getelementptr inbounds i8, ptr %399, i64 56
  store ptr %415, ptr %444, align 8, !tbaa !24, !noalias !186
  br i1 %418, label %454, label %445

445:                                              ; preds = %440
  %446 = getelementptr inbounds i8, ptr %415, i64 8
  %447 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !186
  %448 = icmp eq i8 %447, 0
  br i1 %448, label %452, label %449

449:                                              ; preds = %445
  %450 = load i32, ptr %446, align 4, !tbaa !15, !noalias !186
  %451 = add nsw i32 %450, 1
  store i32 %451, ptr %446, align 4, !tbaa !15, !noalias !186
  br label %456

452:                                              ; preds = %445
  %453 = atomicrmw volatile add ptr %446, i32 1 acq_rel, align 4, !noalias !186
  br label %456

454:                                              ; preds = %440
  %455 = getelementptr inbounds i8, ptr %399, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %455, ptr noundef nonnull align 8 dereferenceable(16) %20, i64 16, i1 false), !noalias !186
  br label %480

456:                                              ; preds = %452, %449
  %457 = getelementptr inbounds i8, ptr %399, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %457, ptr noundef nonnull align 8 dereferenceable(16) %20, i64 16, i1 false), !noalias !186
  %458 = load atomic i64, ptr %446 acquire, align 8, !noalias !186
  %459 = icmp eq i64 %458, 4294967297
  %460 = trunc i64 %458 to i32
  br i1 %459, label %461, label %469

461:                                              ; preds = %456
  store i32 0, ptr %446, align 8, !tbaa !26, !noalias !186
  %462 = getelementptr inbounds i8, ptr %415, i64 12
  store i32 0, ptr %462, align 4, !tbaa !28, !noalias !186
  %463 = load ptr, ptr %415, align 8, !tbaa !29, !noalias !186
  %464 = getelementptr inbounds i8, ptr %463, i64 16
  %465 = load ptr, ptr %464, align 8, !noalias !186
  call void %465(ptr noundef nonnull align 8 dereferenceable(16) %415) #25, !noalias !186
  %466 = load ptr, ptr %415, align 8, !tbaa !29, !noalias !186
  %467 = getelementptr inbounds i8, ptr %466, i64 24
  %468 = load ptr, ptr %467, align 8, !noalias !186
  call void %468(ptr noundef nonnull align 8 dereferenceable(16) %415) #25, !noalias !186
  br label %480

469:                                              ; preds = %456
  %470 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !186
  %471 = icmp eq i8 %470, 0
  br i1 %471, label %474, label %472

472:                                              ; preds = %469
  %473 = add nsw i32 %460, -1
  store i32 %473, ptr %446, align 4, !tbaa !15, !noalias !186
  br label %476

474:                                              ; preds = %469
  %475 = atomicrmw volatile add ptr %446, i32 -1 acq_rel, align 4, !noalias !186
  br label %476

476:                                              ; preds = %474, %472
  %477 = phi i32 [ %460, %472 ], [ %475, %474 ]
  %478 = icmp eq i32 %477, 1
  br i1 %478, label %479, label %480, !prof !32

479:                                              ; preds = %476
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %415) #25, !noalias !186
  br label %480

480:                                              ; preds = %479, %476, %461, %454
  br i1 %401, label %505, label %481

481:                                              ; preds = %480
  %482 = getelementptr inbounds i8, ptr %390, i64 8
  %483 = load atomic i64, ptr %482 acquire, align 8, !noalias !186
  %484 = icmp eq i64 %483, 4294967297
  %485 = trunc i64 %483 to i32
  br i1 %484, label %486, label %494

486:                                              ; preds = %481
  store i32 0, ptr %482, align 8, !tbaa !26, !noalias !186
  %487 = getelementptr inbounds i8, ptr %390, i64 12
  store i32 0, ptr %487, align 4, !tbaa !28, !noalias !186
  %488 = load ptr, ptr %390, align 8, !tbaa !29, !noalias !186
  %489 = getelementptr inbounds i8, ptr %488, i64 16
  %490 = load ptr, ptr %489, align 8, !noalias !186
  call void %490(ptr noundef nonnull align 8 dereferenceable(16) %390) #25, !noalias !186
  %491 = load ptr, ptr %390, align 8, !tbaa !29, !noalias !186
  %492 = getelementptr inbounds i8, ptr %491, i64 24
  %493 = load ptr, ptr %492, align 8, !noalias !186
  call void %493(ptr noundef nonnull align 8 dereferenceable(16) %390) #25, !noalias !186
  br label %505

494:                                              ; preds = %481
  %495 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !186
  %496 = icmp eq i8 %495, 0
  br i1 %496, label %499, label %497

497:                                              ; preds = %494
  %498 = add nsw i32 %485, -1
  store i32 %498, ptr %482, align 4, !tbaa !15, !noalias !186
  br label %501

499:                                              ; preds = %494
  %500 = atomicrmw volatile add ptr %482, i32 -1 acq_rel, align 4, !noalias !186
  br label %501

501:                                              ; preds = %499, %497
  %502 = phi i32 [ %485, %497 ], [ %500, %499 ]
  %503 = icmp eq i32 %502, 1
  br i1 %503, label %504, label %505, !prof !32

504:                                              ; preds = %501
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %390) #25, !noalias !186
  br label %505

505:                                              ; preds = %504, %501, %486, %480
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %19)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %20)
  %506 = getelementptr inbounds i8, ptr %1, i64 152
  %507 = load ptr, ptr %506, align 8, !tbaa !11
  store ptr %399, ptr %506, align 8, !tbaa !11
  %508 = icmp eq ptr %507, null
  br i1 %508, label %513, label %509

509:                                              ; preds = %505
  %510 = load ptr, ptr %507, align 8, !tbaa !29
  %511 = getelementptr inbounds i8, ptr %510, i64 16
  %512 = load ptr, ptr %511, align 8
  call void %512(ptr noundef nonnull align 8 dereferenceable(8) %507) #25
  br label %513

513:                                              ; preds = %509, %505
  invoke void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %514 unwind label %604

514:                                              ; preds = %513
  %515 = load ptr, ptr %506, align 8, !tbaa !11
  %516 = load ptr, ptr %515, align 8, !tbaa !29
  %517 = load ptr, ptr %516, align 8
  %518 = invoke noundef ptr %517(ptr noundef nonnull align 8 dereferenceable(8) %515)
          to label %519 unwind label %604

519:                                              ; preds = %514
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %21) #25
  invoke void @_ZN4sycl3_V16detail19getKernelParamDescsI11LoopRuntimeEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind nonnull writable sret(%"class.std::vector.102") align 8 %21)
          to label %520 unwind label %604

520:                                              ; preds = %519
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %518, ptr noundef nonnull align 8 dereferenceable(24) %21, i1 noundef zeroext false)
          to label %521 unwind label %538

521:                                              ; preds = %520
  %522 = load ptr, ptr %21, align 8, !tbaa !189
  %523 = icmp eq ptr %522, null
  br i1 %523, label %530, label %524

524:                                              ; preds = %521
  %525 = getelementptr inbounds i8, ptr %21, i64 16
  %526 = load ptr, ptr %525, align 8, !tbaa !191
  %527 = ptrtoint ptr %526 to i64
  %528 = ptrtoint ptr %522 to i64
  %529 = sub i64 %527, %528
  call void @_ZdlPvm(ptr noundef nonnull %522, i64 noundef %529) #29
  br label %530

530:                                              ; preds = %524, %521
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %21) #25
  %531 = invoke noalias noundef nonnull dereferenceable(18) ptr @_Znam(i64 noundef 18) #27
          to label %532 unwind label %604

532:                                              ; preds = %530
  %533 = getelementptr inbounds i8, ptr %1, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(17) %531, ptr noundef nonnull align 1 dereferenceable(17) @.str.18, i64 17, i1 false)
  %534 = getelementptr inbounds i8, ptr %531, i64 17
  store i8 0, ptr %534, align 1, !tbaa !31
  %535 = load ptr, ptr %533, align 8, !tbaa !11
  store ptr %531, ptr %533, align 8, !tbaa !11
  %536 = icmp eq ptr %535, null
  br i1 %536, label %549, label %537

537:                                              ; preds = %532
  call void @_ZdaPv(ptr noundef nonnull %535) #29
  br label %549

538:                                              ; preds = %520
  %539 = landingpad { ptr, i32 }
          cleanup
  %540 = load ptr, ptr %21, align 8, !tbaa !189
  %541 = icmp eq ptr %540, null
  br i1 %541, label %548, label %542

542:                                              ; preds = %538
  %543 = getelementptr inbounds i8, ptr %21, i64 16
  %544 = load ptr, ptr %543, align 8, !tbaa !191
  %545 = ptrtoint ptr %544 to i64
  %546 = ptrtoint ptr %540 to i64
  %547 = sub i64 %545, %546
  call void @_ZdlPvm(ptr noundef nonnull %540, i64 noundef %547) #29
  br label %548

548:                                              ; preds = %542, %538
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %21) #25
  br label %606

549:                                              ; preds = %537, %532
  %550 = load ptr, ptr %396, align 8, !tbaa !24
  %551 = icmp eq ptr %550, null
  br i1 %551, label %576, label %552

552:                                              ; preds = %549
  %553 = getelementptr inbounds i8, ptr %550, i64 8
  %554 = load atomic i64, ptr %553 acquire, align 8
  %555 = icmp eq i64 %554, 4294967297
  %556 = trunc i64 %554 to i32
  br i1 %555, label %557, label %565

557:                                              ; preds = %552
  store i32 0, ptr %553, align 8, !tbaa !26
  %558 = getelementptr inbounds i8, ptr %550, i64 12
  store i32 0, ptr %558, align 4, !tbaa !28
  %559 = load ptr, ptr %550, align 8, !tbaa !29
  %560 = getelementptr inbounds i8, ptr %559, i64 16
  %561 = load ptr, ptr %560, align 8
  call void %561(ptr noundef nonnull align 8 dereferenceable(16) %550) #25
  %562 = load ptr, ptr %550, align 8, !tbaa !29
  %563 = getelementptr inbounds i8, ptr %562, i64 24
  %564 = load ptr, ptr %563, align 8
  call void %564(ptr noundef nonnull align 8 dereferenceable(16) %550) #25
  br label %576

565:                                              ; preds = %552
  %566 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %567 = icmp eq i8 %566, 0
  br i1 %567, label %570, label %568

568:                                              ; preds = %565
  %569 = add nsw i32 %556, -1
  store i32 %569, ptr %553, align 4, !tbaa !15
  br label %572

570:                                              ; preds = %565
  %571 = atomicrmw volatile add ptr %553, i32 -1 acq_rel, align 4
  br label %572

572:                                              ; preds = %570, %568
  %573 = phi i32 [ %556, %568 ], [ %571, %570 ]
  %574 = icmp eq i32 %573, 1
  br i1 %574, label %575, label %576, !prof !32

575:                                              ; preds = %572
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %550) #25
  br label %576

576:                                              ; preds = %575, %572, %557, %549
  %577 = load ptr, ptr %389, align 8, !tbaa !24
  %578 = icmp eq ptr %577, null
  br i1 %578, label %603, label %579

579:                                              ; preds = %576
  %580 = getelementptr inbounds i8, ptr %577, i64 8
  %581 = load atomic i64, ptr %580 acquire, align 8
  %582 = icmp eq i64 %581, 4294967297
  %583 = trunc i64 %581 to i32
  br i1 %582, label %584, label %592

584:                                              ; preds = %579
  store i32 0, ptr %580, align 8, !tbaa !26
  %585 = getelementptr inbounds i8, ptr %577, i64 12
  store i32 0, ptr %585, align 4, !tbaa !28
  %586 = load ptr, ptr %577, align 8, !tbaa !29
  %587 = getelementptr inbounds i8, ptr %586, i64 16
  %588 = load ptr, ptr %587, align 8
  call void %588(ptr noundef nonnull align 8 dereferenceable(16) %577) #25
  %589 = load ptr, ptr %577, align 8, !tbaa !29
  %590 = getelementptr inbounds i8, ptr %589, i64 24
  %591 = load ptr, ptr %590, align 8
  call void %591(ptr noundef nonnull align 8 dereferenceable(16) %577) #25
  br label %603

592:                                              ; preds = %579
  %593 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %594 = icmp eq i8 %593, 0
  br i1 %594, label %597, label %595

595:                                              ; preds = %592
  %596 = add nsw i32 %583, -1
  store i32 %596, ptr %580, align 4, !tbaa !15
  br label %599

597:                                              ; preds = %592
  %598 = atomicrmw volatile add ptr %580, i32 -1 acq_rel, align 4
  br label %599

599:                                              ; preds = %597, %595
  %600 = phi i32 [ %583, %595 ], [ %598, %597 ]
  %601 = icmp eq i32 %600, 1
  br i1 %601, label %602, label %603, !prof !32

602:                                              ; preds = %599
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %577) #25
  br label %603

603:                                              ; preds = %602, %599, %584, %576
  invoke void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef 1)
          to label %608 unwind label %662

604:                                              ; preds = %530, %519, %514, %513, %387
  %605 = landingpad { ptr, i32 }
          cleanup
  br label %606

606:                                              ; preds = %604, %548
  %607 = phi { ptr, i32 } [ %605, %604 ], [ %539, %548 ]
  call fastcc void @_ZZZL8run_loopRN4sycl3_V15queueERNS0_6bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEES8_7VariantENKUlRNS0_7handlerEE_clESB_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(72) %23) #25
  br label %664

608:                                              ; preds = %603
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %23)
  %609 = load ptr, ptr %216, align 8, !tbaa !24
  %610 = icmp eq ptr %609, null
  br i1 %610, label %635, label %611

611:                                              ; preds = %608
  %612 = getelementptr inbounds i8, ptr %609, i64 8
  %613 = load atomic i64, ptr %612 acquire, align 8
  %614 = icmp eq i64 %613, 4294967297
  %615 = trunc i64 %613 to i32
  br i1 %614, label %616, label %624

616:                                              ; preds = %611
  store i32 0, ptr %612, align 8, !tbaa !26
  %617 = getelementptr inbounds i8, ptr %609, i64 12
  store i32 0, ptr %617, align 4, !tbaa !28
  %618 = load ptr, ptr %609, align 8, !tbaa !29
  %619 = getelementptr inbounds i8, ptr %618, i64 16
  %620 = load ptr, ptr %619, align 8
  call void %620(ptr noundef nonnull align 8 dereferenceable(16) %609) #25
  %621 = load ptr, ptr %609, align 8, !tbaa !29
  %622 = getelementptr inbounds i8, ptr %621, i64 24
  %623 = load ptr, ptr %622, align 8
  call void %623(ptr noundef nonnull align 8 dereferenceable(16) %609) #25
  br label %635

624:                                              ; preds = %611
  %625 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %626 = icmp eq i8 %625, 0
  br i1 %626, label %629, label %627

627:                                              ; preds = %624
  %628 = add nsw i32 %615, -1
  store i32 %628, ptr %612, align 4, !tbaa !15
  br label %631

629:                                              ; preds = %624
  %630 = atomicrmw volatile add ptr %612, i32 -1 acq_rel, align 4
  br label %631

631:                                              ; preds = %629, %627
  %632 = phi i32 [ %615, %627 ], [ %630, %629 ]
  %633 = icmp eq i32 %632, 1
  br i1 %633, label %634, label %635, !prof !32

634:                                              ; preds = %631
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %609) #25
  br label %635

635:                                              ; preds = %634, %631, %616, %608
  %636 = load ptr, ptr %198, align 8, !tbaa !24
  %637 = icmp eq ptr %636, null
  br i1 %637, label %666, label %638

638:                                              ; preds = %635
  %639 = getelementptr inbounds i8, ptr %636, i64 8
  %640 = load atomic i64, ptr %639 acquire, align 8
  %641 = icmp eq i64 %640, 4294967297
  %642 = trunc i64 %640 to i32
  br i1 %641, label %643, label %651

643:                                              ; preds = %638
  store i32 0, ptr %639, align 8, !tbaa !26
  %644 = getelementptr inbounds i8, ptr %636, i64 12
  store i32 0, ptr %644, align 4, !tbaa !28
  %645 = load ptr, ptr %636, align 8, !tbaa !29
  %646 = getelementptr inbounds i8, ptr %645, i64 16
  %647 = load ptr, ptr %646, align 8
  call void %647(ptr noundef nonnull align 8 dereferenceable(16) %636) #25
  %648 = load ptr, ptr %636, align 8, !tbaa !29
  %649 = getelementptr inbounds i8, ptr %648, i64 24
  %650 = load ptr, ptr %649, align 8
  call void %650(ptr noundef nonnull align 8 dereferenceable(16) %636) #25
  br label %666

651:                                              ; preds = %638
  %652 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %653 = icmp eq i8 %652, 0
  br i1 %653, label %656, label %654

654:                                              ; preds = %651
  %655 = add nsw i32 %642, -1
  store i32 %655, ptr %639, align 4, !tbaa !15
  br label %658

656:                                              ; preds = %651
  %657 = atomicrmw volatile add ptr %639, i32 -1 acq_rel, align 4
  br label %658

658:                                              ; preds = %656, %654
  %659 = phi i32 [ %642, %654 ], [ %657, %656 ]
  %660 = icmp eq i32 %659, 1
  br i1 %660, label %661, label %666, !prof !32

661:                                              ; preds = %658
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %636) #25
  br label %666

662:                                              ; preds = %603, %385, %384, %238, %228
  %663 = landingpad { ptr, i32 }
          cleanup
  br label %664

664:                                              ; preds = %662, %606, %240
  %665 = phi { ptr, i32 } [ %663, %662 ], [ %241, %240 ], [ %607, %606 ]
  call fastcc void @_ZZZL8run_loopRN4sycl3_V15queueERNS0_6bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEES8_7VariantENKUlRNS0_7handlerEE_clESB_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(72) %24) #25
  call fastcc void @_ZZZL8run_loopRN4sycl3_V15queueERNS0_6bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEES8_7VariantENKUlRNS0_7handlerEE_clESB_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(72) %33) #25
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %33) #25
  br label %2030

666:                                              ; preds = %661, %658, %643, %635
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %24)
  %667 = load ptr, ptr %181, align 8, !tbaa !24
  %668 = icmp eq ptr %667, null
  br i1 %668, label %693, label %669

669:                                              ; preds = %666
  %670 = getelementptr inbounds i8, ptr %667, i64 8
  %671 = load atomic i64, ptr %670 acquire, align 8
  %672 = icmp eq i64 %671, 4294967297
  %673 = trunc i64 %671 to i32
  br i1 %672, label %674, label %682

674:                                              ; preds = %669
  store i32 0, ptr %670, align 8, !tbaa !26
  %675 = getelementptr inbounds i8, ptr %667, i64 12
  store i32 0, ptr %675, align 4, !tbaa !28
  %676 = load ptr, ptr %667, align 8, !tbaa !29
  %677 = getelementptr inbounds i8, ptr %676, i64 16
  %678 = load ptr, ptr %677, align 8
  call void %678(ptr noundef nonnull align 8 dereferenceable(16) %667) #25
  %679 = load ptr, ptr %667, align 8, !tbaa !29
  %680 = getelementptr inbounds i8, ptr %679, i64 24
  %681 = load ptr, ptr %680, align 8
  call void %681(ptr noundef nonnull align 8 dereferenceable(16) %667) #25
  br label %693

682:                                              ; preds = %669
  %683 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %684 = icmp eq i8 %683, 0
  br i1 %684, label %687, label %685

685:                                              ; preds = %682
  %686 = add nsw i32 %673, -1
  store i32 %686, ptr %670, align 4, !tbaa !15
  br label %689

687:                                              ; preds = %682
  %688 = atomicrmw volatile add ptr %670, i32 -1 acq_rel, align 4
  br label %689

689:                                              ; preds = %687, %685
  %690 = phi i32 [ %673, %685 ], [ %688, %687 ]
  %691 = icmp eq i32 %690, 1
  br i1 %691, label %692, label %693, !prof !32

692:                                              ; preds = %689
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %667) #25
  br label %693

693:                                              ; preds = %692, %689, %674, %666
  %694 = load ptr, ptr %159, align 8, !tbaa !24
  %695 = icmp eq ptr %694, null
  br i1 %695, label %720, label %696

696:                                              ; preds = %693
  %697 = getelementptr inbounds i8, ptr %694, i64 8
  %698 = load atomic i64, ptr %697 acquire, align 8
  %699 = icmp eq i64 %698, 4294967297
  %700 = trunc i64 %698 to i32
  br i1 %699, label %701, label %709

701:                                              ; preds = %696
  store i32 0, ptr %697, align 8, !tbaa !26
  %702 = getelementptr inbounds i8, ptr %694, i64 12
  store i32 0, ptr %702, align 4, !tbaa !28
  %703 = load ptr, ptr %694, align 8, !tbaa !29
  %704 = getelementptr inbounds i8, ptr %703, i64 16
  %705 = load ptr, ptr %704, align 8
  call void %705(ptr noundef nonnull align 8 dereferenceable(16) %694) #25
  %706 = load ptr, ptr %694, align 8, !tbaa !29
  %707 = getelementptr inbounds i8, ptr %706, i64 24
  %708 = load ptr, ptr %707, align 8
  call void %708(ptr noundef nonnull align 8 dereferenceable(16) %694) #25
  br label %720

709:                                              ; preds = %696
  %710 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %711 = icmp eq i8 %710, 0
  br i1 %711, label %714, label %712

712:                                              ; preds = %709
  %713 = add nsw i32 %700, -1
  store i32 %713, ptr %697, align 4, !tbaa !15
  br label %716

714:                                              ; preds = %709
  %715 = atomicrmw volatile add ptr %697, i32 -1 acq_rel, align 4
  br label %716

716:                                              ; preds = %714, %712
  %717 = phi i32 [ %700, %712 ], [ %715, %714 ]
  %718 = icmp eq i32 %717, 1
  br i1 %718, label %719, label %720, !prof !32

719:                                              ; preds = %716
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %694) #25
  br label %720

720:                                              ; preds = %719, %716, %701, %693
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %33) #25
  br label %1974

721:                                              ; preds = %2
  %722 = landingpad { ptr, i32 }
          cleanup
  br label %723

723:                                              ; preds = %721, %41
  %724 = phi { ptr, i32 } [ %722, %721 ], [ %42, %41 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %30) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %30) #25
  br label %2034

725:                                              ; preds = %92
  %726 = landingpad { ptr, i32 }
          cleanup
  br label %727

727:                                              ; preds = %725, %100
  %728 = phi { ptr, i32 } [ %726, %725 ], [ %101, %100 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %32) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %32) #25
  br label %2032

729:                                              ; preds = %735, %731
  %730 = landingpad { ptr, i32 }
          cleanup
  br label %2030

731:                                              ; preds = %150
  %732 = getelementptr inbounds i8, ptr %0, i64 32
  %733 = load ptr, ptr %732, align 8, !tbaa !176
  %734 = load i32, ptr %733, align 4, !tbaa !15
  invoke void @_ZN4sycl3_V17handler20setStateSpecConstSetEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %735 unwind label %729

735:                                              ; preds = %731
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %17) #25
  invoke void @_ZNK4sycl3_V17handler30getOrInsertHandlerKernelBundleEb(ptr dead_on_unwind nonnull writable sret(%"class.std::shared_ptr.114") align 8 %17, ptr noundef nonnull align 8 dereferenceable(216) %1, i1 noundef zeroext true)
          to label %736 unwind label %729

736:                                              ; preds = %735
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %18) #25
  call void @llvm.experimental.noalias.scope.decl(metadata !192)
  %737 = load ptr, ptr %17, align 8, !tbaa !195, !noalias !192
  %738 = getelementptr inbounds i8, ptr %17, i64 8
  %739 = load ptr, ptr %738, align 8, !tbaa !24, !noalias !192
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %17, i8 0, i64 16, i1 false), !noalias !192
  store ptr %737, ptr %18, align 8, !tbaa !195, !alias.scope !192
  %740 = getelementptr inbounds i8, ptr %18, i64 8
  store ptr %739, ptr %740, align 8, !tbaa !24, !alias.scope !192
  %741 = icmp eq ptr %739, null
  br i1 %741, label %774, label %742

742:                                              ; preds = %736
  %743 = getelementptr inbounds i8, ptr %739, i64 8
  %744 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !192
  %745 = icmp eq i8 %744, 0
  br i1 %745, label %749, label %746

746:                                              ; preds = %742
  %747 = load i32, ptr %743, align 4, !tbaa !15, !noalias !192
  %748 = add nsw i32 %747, 1
  store i32 %748, ptr %743, align 4, !tbaa !15, !noalias !192
  br label %751

749:                                              ; preds = %742
  %750 = atomicrmw volatile add ptr %743, i32 1 acq_rel, align 4, !noalias !192
  br label %751

751:                                              ; preds = %749, %746
  %752 = load atomic i64, ptr %743 acquire, align 8, !noalias !192
  %753 = icmp eq i64 %752, 4294967297
  %754 = trunc i64 %752 to i32
  br i1 %753, label %755, label %763

755:                                              ; preds = %751
  store i32 0, ptr %743, align 8, !tbaa !26, !noalias !192
  %756 = getelementptr inbounds i8, ptr %739, i64 12
  store i32 0, ptr %756, align 4, !tbaa !28, !noalias !192
  %757 = load ptr, ptr %739, align 8, !tbaa !29, !noalias !192
  %758 = getelementptr inbounds i8, ptr %757, i64 16
  %759 = load ptr, ptr %758, align 8, !noalias !192
  call void %759(ptr noundef nonnull align 8 dereferenceable(16) %739) #25, !noalias !192
  %760 = load ptr, ptr %739, align 8, !tbaa !29, !noalias !192
  %761 = getelementptr inbounds i8, ptr %760, i64 24
  %762 = load ptr, ptr %761, align 8, !noalias !192
  call void %762(ptr noundef nonnull align 8 dereferenceable(16) %739) #25, !noalias !192
  br label %774

763:                                              ; preds = %751
  %764 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !192
  %765 = icmp eq i8 %764, 0
  br i1 %765, label %768, label %766

766:                                              ; preds = %763
  %767 = add nsw i32 %754, -1
  store i32 %767, ptr %743, align 4, !tbaa !15, !noalias !192
  br label %770

768:                                              ; preds = %763
  %769 = atomicrmw volatile add ptr %743, i32 -1 acq_rel, align 4, !noalias !192
  br label %770

770:                                              ; preds = %768, %766
  %771 = phi i32 [ %754, %766 ], [ %769, %768 ]
  %772 = icmp eq i32 %771, 1
  br i1 %772, label %773, label %774, !prof !32

773:                                              ; preds = %770
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %739) #25, !noalias !192
  br label %774

774:                                              ; preds = %773, %770, %755, %736
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %16)
  store i32 %734, ptr %16, align 4, !tbaa !15
  call void @_ZN4sycl3_V16detail19kernel_bundle_plain32set_specialization_constant_implEPKcPvm(ptr noundef nonnull align 8 dereferenceable(16) %18, ptr noundef nonnull @.str.23, ptr noundef nonnull %16, i64 noundef 4) #25
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %16)
  %775 = load ptr, ptr %740, align 8, !tbaa !24
  %776 = icmp eq ptr %775, null
  br i1 %776, label %801, label %777

777:                                              ; preds = %774
  %778 = getelementptr inbounds i8, ptr %775, i64 8
  %779 = load atomic i64, ptr %778 acquire, align 8
  %780 = icmp eq i64 %779, 4294967297
  %781 = trunc i64 %779 to i32
  br i1 %780, label %782, label %790

782:                                              ; preds = %777
  store i32 0, ptr %778, align 8, !tbaa !26
  %783 = getelementptr inbounds i8, ptr %775, i64 12
  store i32 0, ptr %783, align 4, !tbaa !28
  %784 = load ptr, ptr %775, align 8, !tbaa !29
  %785 = getelementptr inbounds i8, ptr %784, i64 16
  %786 = load ptr, ptr %785, align 8
  call void %786(ptr noundef nonnull align 8 dereferenceable(16) %775) #25
  %787 = load ptr, ptr %775, align 8, !tbaa !29
  %788 = getelementptr inbounds i8, ptr %787, i64 24
  %789 = load ptr, ptr %788, align 8
  call void %789(ptr noundef nonnull align 8 dereferenceable(16) %775) #25
  br label %801

790:                                              ; preds = %777
  %791 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %792 = icmp eq i8 %791, 0
  br i1 %792, label %795, label %793

793:                                              ; preds = %790
  %794 = add nsw i32 %781, -1
  store i32 %794, ptr %778, align 4, !tbaa !15
  br label %797

795:                                              ; preds = %790
  %796 = atomicrmw volatile add ptr %778, i32 -1 acq_rel, align 4
  br label %797

797:                                              ; preds = %795, %793
  %798 = phi i32 [ %781, %793 ], [ %796, %795 ]
  %799 = icmp eq i32 %798, 1
  br i1 %799, label %800, label %801, !prof !32

800:                                              ; preds = %797
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %775) #25
  br label %801

801:                                              ; preds = %800, %797, %782, %774
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %18) #25
  %802 = load ptr, ptr %738, align 8, !tbaa !24
  %803 = icmp eq ptr %802, null
  br i1 %803, label %828, label %804

804:                                              ; preds = %801
  %805 = getelementptr inbounds i8, ptr %802, i64 8
  %806 = load atomic i64, ptr %805 acquire, align 8
  %807 = icmp eq i64 %806, 4294967297
  %808 = trunc i64 %806 to i32
  br i1 %807, label %809, label %817

809:                                              ; preds = %804
  store i32 0, ptr %805, align 8, !tbaa !26
  %810 = getelementptr inbounds i8, ptr %802, i64 12
  store i32 0, ptr %810, align 4, !tbaa !28
  %811 = load ptr, ptr %802, align 8, !tbaa !29
  %812 = getelementptr inbounds i8, ptr %811, i64 16
  %813 = load ptr, ptr %812, align 8
  call void %813(ptr noundef nonnull align 8 dereferenceable(16) %802) #25
  %814 = load ptr, ptr %802, align 8, !tbaa !29
  %815 = getelementptr inbounds i8, ptr %814, i64 24
  %816 = load ptr, ptr %815, align 8
  call void %816(ptr noundef nonnull align 8 dereferenceable(16) %802) #25
  br label %828

817:                                              ; preds = %804
  %818 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %819 = icmp eq i8 %818, 0
  br i1 %819, label %822, label %820

820:                                              ; preds = %817
  %821 = add nsw i32 %808, -1
  store i32 %821, ptr %805, align 4, !tbaa !15
  br label %824

822:                                              ; preds = %817
  %823 = atomicrmw volatile add ptr %805, i32 -1 acq_rel, align 4
  br label %824

824:                                              ; preds = %822, %820
  %825 = phi i32 [ %808, %820 ], [ %823, %822 ]
  %826 = icmp eq i32 %825, 1
  br i1 %826, label %827, label %828, !prof !32

827:                                              ; preds = %824
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %802) #25
  br label %828

828:                                              ; preds = %827, %824, %809, %801
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %17) #25
  %829 = getelementptr inbounds i8, ptr %0, i64 24
  %830 = load ptr, ptr %829, align 8, !tbaa !173
  %831 = load i64, ptr %830, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %34) #25
  %832 = load ptr, ptr %29, align 8, !tbaa !174
  store ptr %832, ptr %34, align 8, !tbaa !174
  %833 = getelementptr inbounds i8, ptr %34, i64 8
  %834 = getelementptr inbounds i8, ptr %29, i64 8
  %835 = load ptr, ptr %834, align 8, !tbaa !24
  store ptr %835, ptr %833, align 8, !tbaa !24
  %836 = icmp eq ptr %835, null
  br i1 %836, label %846, label %837

837:                                              ; preds = %828
  %838 = getelementptr inbounds i8, ptr %835, i64 8
  %839 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %840 = icmp eq i8 %839, 0
  br i1 %840, label %844, label %841

841:                                              ; preds = %837
  %842 = load i32, ptr %838, align 4, !tbaa !15
  %843 = add nsw i32 %842, 1
  store i32 %843, ptr %838, align 4, !tbaa !15
  br label %846

844:                                              ; preds = %837
  %845 = atomicrmw volatile add ptr %838, i32 1 acq_rel, align 4
  br label %846

846:                                              ; preds = %844, %841, %828
  %847 = getelementptr inbounds i8, ptr %34, i64 16
  %848 = getelementptr inbounds i8, ptr %29, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %847, ptr noundef nonnull align 8 dereferenceable(16) %848, i64 16, i1 false)
  %849 = getelementptr inbounds i8, ptr %34, i64 32
  %850 = load ptr, ptr %31, align 8, !tbaa !174
  store ptr %850, ptr %849, align 8, !tbaa !174
  %851 = getelementptr inbounds i8, ptr %34, i64 40
  %852 = getelementptr inbounds i8, ptr %31, i64 8
  %853 = load ptr, ptr %852, align 8, !tbaa !24
  store ptr %853, ptr %851, align 8, !tbaa !24
  %854 = icmp eq ptr %853, null
  br i1 %854, label %864, label %855

855:                                              ; preds = %846
  %856 = getelementptr inbounds i8, ptr %853, i64 8
  %857 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %858 = icmp eq i8 %857, 0
  br i1 %858, label %862, label %859

859:                                              ; preds = %855
  %860 = load i32, ptr %856, align 4, !tbaa !15
  %861 = add nsw i32 %860, 1
  store i32 %861, ptr %856, align 4, !tbaa !15
  br label %864

862:                                              ; preds = %855
  %863 = atomicrmw volatile add ptr %856, i32 1 acq_rel, align 4
  br label %864

864:                                              ; preds = %862, %859, %846
  %865 = getelementptr inbounds i8, ptr %34, i64 48
  %866 = getelementptr inbounds i8, ptr %31, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %865, ptr noundef nonnull align 8 dereferenceable(16) %866, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %15)
  %867 = load ptr, ptr %34, align 8, !tbaa !174
  store ptr %867, ptr %15, align 8, !tbaa !174
  %868 = getelementptr inbounds i8, ptr %15, i64 8
  %869 = load ptr, ptr %833, align 8, !tbaa !24
  store ptr %869, ptr %868, align 8, !tbaa !24
  %870 = icmp eq ptr %869, null
  br i1 %870, label %880, label %871

871:                                              ; preds = %864
  %872 = getelementptr inbounds i8, ptr %869, i64 8
  %873 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %874 = icmp eq i8 %873, 0
  br i1 %874, label %878, label %875

875:                                              ; preds = %871
  %876 = load i32, ptr %872, align 4, !tbaa !15
  %877 = add nsw i32 %876, 1
  store i32 %877, ptr %872, align 4, !tbaa !15
  br label %880

878:                                              ; preds = %871
  %879 = atomicrmw volatile add ptr %872, i32 1 acq_rel, align 4
  br label %880

880:                                              ; preds = %878, %875, %864
  %881 = getelementptr inbounds i8, ptr %15, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %881, ptr noundef nonnull readonly align 8 dereferenceable(16) %847, i64 16, i1 false)
  %882 = getelementptr inbounds i8, ptr %15, i64 32
  %883 = load ptr, ptr %849, align 8, !tbaa !174
  store ptr %883, ptr %882, align 8, !tbaa !174
  %884 = getelementptr inbounds i8, ptr %15, i64 40
  %885 = load ptr, ptr %851, align 8, !tbaa !24
  store ptr %885, ptr %884, align 8, !tbaa !24
  %886 = icmp eq ptr %885, null
  br i1 %886, label %896, label %887

887:                                              ; preds = %880
  %888 = getelementptr inbounds i8, ptr %885, i64 8
  %889 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %890 = icmp eq i8 %889, 0
  br i1 %890, label %894, label %891

891:                                              ; preds = %887
  %892 = load i32, ptr %888, align 4, !tbaa !15
  %893 = add nsw i32 %892, 1
  store i32 %893, ptr %888, align 4, !tbaa !15
  br label %896

894:                                              ; preds = %887
  %895 = atomicrmw volatile add ptr %888, i32 1 acq_rel, align 4
  br label %896

896:                                              ; preds = %894, %891, %880
  %897 = getelementptr inbounds i8, ptr %15, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %897, ptr noundef nonnull readonly align 8 dereferenceable(16) %865, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %14)
  %898 = invoke noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %899 unwind label %1354

899:                                              ; preds = %896
  %900 = icmp eq i32 %898, 0
  br i1 %900, label %910, label %901

901:                                              ; preds = %899
  %902 = call ptr @__cxa_allocate_exception(i64 64) #25
  %903 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #25
  %904 = extractvalue { i32, ptr } %903, 0
  %905 = extractvalue { i32, ptr } %903, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %902, i32 %904, ptr %905, ptr noundef nonnull @.str.15)
          to label %906 unwind label %908

906:                                              ; preds = %901
  invoke void @__cxa_throw(ptr nonnull %902, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #26
          to label %907 unwind label %1354

907:                                              ; preds = %906
  unreachable

908:                                              ; preds = %901
  %909 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %902) #25
  br label %1356

910:                                              ; preds = %899
  %911 = load ptr, ptr %868, align 8, !tbaa !24
  %912 = icmp eq ptr %911, null
  br i1 %912, label %922, label %913

913:                                              ; preds = %910
  %914 = getelementptr inbounds i8, ptr %911, i64 8
  %915 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %916 = icmp eq i8 %915, 0
  br i1 %916, label %920, label %917

917:                                              ; preds = %913
  %918 = load i32, ptr %914, align 4, !tbaa !15
  %919 = add nsw i32 %918, 1
  store i32 %919, ptr %914, align 4, !tbaa !15
  br label %922

920:                                              ; preds = %913
  %921 = atomicrmw volatile add ptr %914, i32 1 acq_rel, align 4
  br label %922

922:                                              ; preds = %920, %917, %910
  %923 = load ptr, ptr %884, align 8, !tbaa !24
  %924 = icmp eq ptr %923, null
  br i1 %924, label %934, label %925

925:                                              ; preds = %922
  %926 = getelementptr inbounds i8, ptr %923, i64 8
  %927 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %928 = icmp eq i8 %927, 0
  br i1 %928, label %932, label %929

929:                                              ; preds = %925
  %930 = load i32, ptr %926, align 4, !tbaa !15
  %931 = add nsw i32 %930, 1
  store i32 %931, ptr %926, align 4, !tbaa !15
  br label %934

932:                                              ; preds = %925
  %933 = atomicrmw volatile add ptr %926, i32 1 acq_rel, align 4
  br label %934

934:                                              ; preds = %932, %929, %922
  br i1 %912, label %944, label %935

935:                                              ; preds = %934
  %936 = getelementptr inbounds i8, ptr %911, i64 8
  %937 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %938 = icmp eq i8 %937, 0
  br i1 %938, label %942, label %939

939:                                              ; preds = %935
  %940 = load i32, ptr %936, align 4, !tbaa !15
  %941 = add nsw i32 %940, 1
  store i32 %941, ptr %936, align 4, !tbaa !15
  br label %944

942:                                              ; preds = %935
  %943 = atomicrmw volatile add ptr %936, i32 1 acq_rel, align 4
  br label %944

944:                                              ; preds = %942, %939, %934
  br i1 %924, label %977, label %945

945:                                              ; preds = %944
  %946 = getelementptr inbounds i8, ptr %923, i64 8
  %947 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %948 = icmp eq i8 %947, 0
  br i1 %948, label %952, label %949

949:                                              ; preds = %945
  %950 = load i32, ptr %946, align 4, !tbaa !15
  %951 = add nsw i32 %950, 1
  store i32 %951, ptr %946, align 4, !tbaa !15
  br label %954

952:                                              ; preds = %945
  %953 = atomicrmw volatile add ptr %946, i32 1 acq_rel, align 4
  br label %954

954:                                              ; preds = %952, %949
  %955 = load atomic i64, ptr %946 acquire, align 8
  %956 = icmp eq i64 %955, 4294967297
  %957 = trunc i64 %955 to i32
  br i1 %956, label %958, label %966

958:                                              ; preds = %954
  store i32 0, ptr %946, align 8, !tbaa !26
  %959 = getelementptr inbounds i8, ptr %923, i64 12
  store i32 0, ptr %959, align 4, !tbaa !28
  %960 = load ptr, ptr %923, align 8, !tbaa !29
  %961 = getelementptr inbounds i8, ptr %960, i64 16
  %962 = load ptr, ptr %961, align 8
  call void %962(ptr noundef nonnull align 8 dereferenceable(16) %923) #25
  %963 = load ptr, ptr %923, align 8, !tbaa !29
  %964 = getelementptr inbounds i8, ptr %963, i64 24
  %965 = load ptr, ptr %964, align 8
  call void %965(ptr noundef nonnull align 8 dereferenceable(16) %923) #25
  br label %977

966:                                              ; preds = %954
  %967 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %968 = icmp eq i8 %967, 0
  br i1 %968, label %971, label %969

969:                                              ; preds = %966
  %970 = add nsw i32 %957, -1
  store i32 %970, ptr %946, align 4, !tbaa !15
  br label %973

971:                                              ; preds = %966
  %972 = atomicrmw volatile add ptr %946, i32 -1 acq_rel, align 4
  br label %973

973:                                              ; preds = %971, %969
  %974 = phi i32 [ %957, %969 ], [ %972, %971 ]
  %975 = icmp eq i32 %974, 1
  br i1 %975, label %976, label %977, !prof !32

976:                                              ; preds = %973
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %923) #25
  br label %977

977:                                              ; preds = %976, %973, %958, %944
  br i1 %912, label %1002, label %978

978:                                              ; preds = %977
  %979 = getelementptr inbounds i8, ptr %911, i64 8
  %980 = load atomic i64, ptr %979 acquire, align 8
  %981 = icmp eq i64 %980, 4294967297
  %982 = trunc i64 %980 to i32
  br i1 %981, label %983, label %991

983:                                              ; preds = %978
  store i32 0, ptr %979, align 8, !tbaa !26
  %984 = getelementptr inbounds i8, ptr %911, i64 12
  store i32 0, ptr %984, align 4, !tbaa !28
  %985 = load ptr, ptr %911, align 8, !tbaa !29
  %986 = getelementptr inbounds i8, ptr %985, i64 16
  %987 = load ptr, ptr %986, align 8
  call void %987(ptr noundef nonnull align 8 dereferenceable(16) %911) #25
  %988 = load ptr, ptr %911, align 8, !tbaa !29
  %989 = getelementptr inbounds i8, ptr %988, i64 24
  %990 = load ptr, ptr %989, align 8
  call void %990(ptr noundef nonnull align 8 dereferenceable(16) %911) #25
  br label %1002

991:                                              ; preds = %978
  %992 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %993 = icmp eq i8 %992, 0
  br i1 %993, label %996, label %994

994:                                              ; preds = %991
  %995 = add nsw i32 %982, -1
  store i32 %995, ptr %979, align 4, !tbaa !15
  br label %998

996:                                              ; preds = %991
  %997 = atomicrmw volatile add ptr %979, i32 -1 acq_rel, align 4
  br label %998

998:                                              ; preds = %996, %994
  %999 = phi i32 [ %982, %994 ], [ %997, %996 ]
  %1000 = icmp eq i32 %999, 1
  br i1 %1000, label %1001, label %1002, !prof !32

1001:                                             ; preds = %998
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %911) #25
  br label %1002

1002:                                             ; preds = %1001, %998, %983, %977
  br i1 %924, label %1027, label %1003

1003:                                             ; preds = %1002
  %1004 = getelementptr inbounds i8, ptr %923, i64 8
  %1005 = load atomic i64, ptr %1004 acquire, align 8
  %1006 = icmp eq i64 %1005, 4294967297
  %1007 = trunc i64 %1005 to i32
  br i1 %1006, label %1008, label %1016

1008:                                             ; preds = %1003
  store i32 0, ptr %1004, align 8, !tbaa !26
  %1009 = getelementptr inbounds i8, ptr %923, i64 12
  store i32 0, ptr %1009, align 4, !tbaa !28
  %1010 = load ptr, ptr %923, align 8, !tbaa !29
  %1011 = getelementptr inbounds i8, ptr %1010, i64 16
  %1012 = load ptr, ptr %1011, align 8
  call void %1012(ptr noundef nonnull align 8 dereferenceable(16) %923) #25
  %1013 = load ptr, ptr %923, align 8, !tbaa !29
  %1014 = getelementptr inbounds i8, ptr %1013, i64 24
  %1015 = load ptr, ptr %1014, align 8
  call void %1015(ptr noundef nonnull align 8 dereferenceable(16) %923) #25
  br label %1027

1016:                                             ; preds = %1003
  %1017 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %1018 = icmp eq i8 %1017, 0
  br i1 %1018, label %1021, label %1019

1019:                                             ; preds = %1016
  %1020 = add nsw i32 %1007, -1
  store i32 %1020, ptr %1004, align 4, !tbaa !15
  br label %1023

1021:                                             ; preds = %1016
  %1022 = atomicrmw volatile add ptr %1004, i32 -1 acq_rel, align 4
  br label %1023

1023:                                             ; preds = %1021, %1019
  %1024 = phi i32 [ %1007, %1019 ], [ %1022, %1021 ]
  %1025 = icmp eq i32 %1024, 1
  br i1 %1025, label %1026, label %1027, !prof !32

1026:                                             ; preds = %1023
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %923) #25
  br label %1027

1027:                                             ; preds = %1026, %1023, %1008, %1002
  br i1 %912, label %1052, label %1028

1028:                                             ; preds = %1027
  %1029 = getelementptr inbounds i8, ptr %911, i64 8
  %1030 = load atomic i64, ptr %1029 acquire, align 8
  %1031 = icmp eq i64 %1030, 4294967297
  %1032 = trunc i64 %1030 to i32
  br i1 %1031, label %1033, label %1041

1033:                                             ; preds = %1028
  store i32 0, ptr %1029, align 8, !tbaa !26
  %1034 = getelementptr inbounds i8, ptr %911, i64 12
  store i32 0, ptr %1034, align 4, !tbaa !28
  %1035 = load ptr, ptr %911, align 8, !tbaa !29
  %1036 = getelementptr inbounds i8, ptr %1035, i64 16
  %1037 = load ptr, ptr %1036, align 8
  call void %1037(ptr noundef nonnull align 8 dereferenceable(16) %911) #25
  %1038 = load ptr, ptr %911, align 8, !tbaa !29
  %1039 = getelementptr inbounds i8, ptr %1038, i64 24
  %1040 = load ptr, ptr %1039, align 8
  call void %1040(ptr noundef nonnull align 8 dereferenceable(16) %911) #25
  br label %1052

1041:                                             ; preds = %1028
  %1042 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %1043 = icmp eq i8 %1042, 0
  br i1 %1043, label %1046, label %1044

1044:                                             ; preds = %1041
  %1045 = add nsw i32 %1032, -1
  store i32 %1045, ptr %1029, align 4, !tbaa !15
  br label %1048

1046:                                             ; preds = %1041
  %1047 = atomicrmw volatile add ptr %1029, i32 -1 acq_rel, align 4
  br label %1048

1048:                                             ; preds = %1046, %1044
  %1049 = phi i32 [ %1032, %1044 ], [ %1047, %1046 ]
  %1050 = icmp eq i32 %1049, 1
  br i1 %1050, label %1051, label %1052, !prof !32

1051:                                             ; preds = %1048
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %911) #25
  br label %1052

1052:                                             ; preds = %1051, %1048, %1033, %1027
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.24)
          to label %1053 unwind label %1354

1053:                                             ; preds = %1052
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %13)
  %1054 = getelementptr inbounds i8, ptr %13, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %1054, i8 0, i64 16, i1 false), !alias.scope !197
  store i64 %831, ptr %13, align 8, !tbaa !5, !alias.scope !197
  invoke void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range.91") align 8 %13, i1 noundef zeroext false, i32 noundef 1)
          to label %1055 unwind label %1354

1055:                                             ; preds = %1053
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %13)
  %1056 = load ptr, ptr %15, align 8, !tbaa !174
  store ptr %1056, ptr %14, align 8, !tbaa !174
  %1057 = getelementptr inbounds i8, ptr %14, i64 8
  %1058 = load ptr, ptr %868, align 8, !tbaa !24
  store ptr null, ptr %868, align 8, !tbaa !24
  store ptr %1058, ptr %1057, align 8, !tbaa !24
  store ptr null, ptr %15, align 8, !tbaa !174
  %1059 = getelementptr inbounds i8, ptr %14, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %1059, ptr noundef nonnull align 8 dereferenceable(16) %881, i64 16, i1 false)
  %1060 = getelementptr inbounds i8, ptr %14, i64 32
  %1061 = load ptr, ptr %882, align 8, !tbaa !174
  store ptr %1061, ptr %1060, align 8, !tbaa !174
  %1062 = getelementptr inbounds i8, ptr %14, i64 40
  %1063 = load ptr, ptr %884, align 8, !tbaa !24
  store ptr null, ptr %884, align 8, !tbaa !24
  store ptr %1063, ptr %1062, align 8, !tbaa !24
  store ptr null, ptr %882, align 8, !tbaa !174
  %1064 = getelementptr inbounds i8, ptr %14, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %1064, ptr noundef nonnull align 8 dereferenceable(16) %897, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %12)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %9)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %10)
  %1065 = invoke noalias noundef nonnull dereferenceable(72) ptr @_Znwm(i64 noundef 72) #27
          to label %1066 unwind label %1296

1066:                                             ; preds = %1055
  %1067 = icmp eq ptr %1058, null
  br i1 %1067, label %1079, label %1068

1068:                                             ; preds = %1066
  %1069 = getelementptr inbounds i8, ptr %1058, i64 8
  %1070 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !200
  %1071 = icmp eq i8 %1070, 0
  br i1 %1071, label %1075, label %1072

1072:                                             ; preds = %1068
  %1073 = load i32, ptr %1069, align 4, !tbaa !15, !noalias !200
  %1074 = add nsw i32 %1073, 1
  store i32 %1074, ptr %1069, align 4, !tbaa !15, !noalias !200
  br label %1079

1075:                                             ; preds = %1068
  %1076 = atomicrmw volatile add ptr %1069, i32 1 acq_rel, align 4, !noalias !200
  %1077 = load ptr, ptr %1060, align 8, !tbaa !174, !noalias !200
  %1078 = load ptr, ptr %1062, align 8, !tbaa !24, !noalias !200
  br label %1079

1079:                                             ; preds = %1075, %1072, %1066
  %1080 = phi ptr [ %1078, %1075 ], [ %1063, %1072 ], [ %1063, %1066 ]
  %1081 = phi ptr [ %1077, %1075 ], [ %1061, %1072 ], [ %1061, %1066 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %9, ptr noundef nonnull readonly align 8 dereferenceable(16) %1059, i64 16, i1 false), !noalias !200
  %1082 = icmp eq ptr %1080, null
  br i1 %1082, label %1092, label %1083

1083:                                             ; preds = %1079
  %1084 = getelementptr inbounds i8, ptr %1080, i64 8
  %1085 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !200
  %1086 = icmp eq i8 %1085, 0
  br i1 %1086, label %1090, label %1087

1087:                                             ; preds = %1083
  %1088 = load i32, ptr %1084, align 4, !tbaa !15, !noalias !200
  %1089 = add nsw i32 %1088, 1
  store i32 %1089, ptr %1084, align 4, !tbaa !15, !noalias !200
  br label %1092

1090:                                             ; preds = %1083
  %1091 = atomicrmw volatile add ptr %1084, i32 1 acq_rel, align 4, !noalias !200
  br label %1092

1092:                                             ; preds = %1090, %1087, %1079
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %10, ptr noundef nonnull readonly align 8 dereferenceable(16) %1064, i64 16, i1 false), !noalias !200
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZL8run_loopRNS0_5queueERNS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEES9_7VariantENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %1065, align 8, !tbaa !29, !noalias !200
  %1093 = getelementptr inbounds i8, ptr %1065, i64 8
  store ptr %1056, ptr %1093, align 8, !tbaa !174, !noalias !200
  %1094 = getelementptr inbounds i8, ptr %1065, i64 16
  store ptr %1058, ptr %1094, align 8, !tbaa !24, !noalias !200
  br i1 %1067, label %1104, label %1095

1095:                                             ; preds = %1092
  %1096 = getelementptr inbounds i8, ptr %1058, i64 8
  %1097 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !200
  %1098 = icmp eq i8 %1097, 0
  br i1 %1098, label %1102, label %1099

1099:                                             ; preds = %1095
  %1100 = load i32, ptr %1096, align 4, !tbaa !15, !noalias !200
  %1101 = add nsw i32 %1100, 1
  store i32 %1101, ptr %1096, align 4, !tbaa !15, !noalias !200
  br label %1104

1102:                                             ; preds = %1095
  %1103 = atomicrmw volatile add ptr %1096, i32 1 acq_rel, align 4, !noalias !200
  br label %1104

1104:                                             ; preds = %1102, %1099, %1092
  %1105 = getelementptr inbounds i8, ptr %1065, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %1105, ptr noundef nonnull align 8 dereferenceable(16) %9, i64 16, i1 false), !noalias !200
  %1106 = getelementptr inbounds i8, ptr %1065, i64 40
  store ptr %1081, ptr %1106, align 8, !tbaa !174, !noalias !200
  %1107 = getelementptr inbounds i8, ptr %1065, i64 48
  store ptr %1080, ptr %1107, align 8, !tbaa !24, !noalias !200
  br i1 %1082, label %1117, label %1108

1108:                                             ; preds = %1104
  %1109 = getelementptr inbounds i8, ptr %1080, i64 8
  %1110 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !200
  %1111 = icmp eq i8 %1110, 0
  br i1 %1111, label %1115, label %1112

1112:                                             ; preds = %1108
  %1113 = load i32, ptr %1109, align 4, !tbaa !15, !noalias !200
  %1114 = add nsw i32 %1113, 1
  store i32 %1114, ptr %1109, align 4, !tbaa !15, !noalias !200
  br label %1119

1115:                                             ; preds = %1108
  %1116 = atomicrmw volatile add ptr %1109, i32 1 acq_rel, align 4, !noalias !200
  br label %1119

1117:                                             ; preds = %1104
  %1118 = getelementptr inbounds i8, ptr %1065, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %1118, ptr noundef nonnull align 8 dereferenceable(16) %10, i64 16, i1 false), !noalias !200
  br label %1143

1119:                                             ; preds = %1115, %1112
  %1120 = getelementptr inbounds i8, ptr %1065, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %1120, ptr noundef nonnull align 8 dereferenceable(16) %10, i64 16, i1 false), !noalias !200
  %1121 = load atomic i64, ptr %1109 acquire, align 8, !noalias !200
  %1122 = icmp eq i64 %1121, 4294967297
  %1123 = trunc i64 %1121 to i32
  br i1 %1122, label %1124, label %1132

1124:                                             ; preds = %1119
  store i32 0, ptr %1109, align 8, !tbaa !26, !noalias !200
  %1125 = getelementptr inbounds i8, ptr %1080, i64 12
  store i32 0, ptr %1125, align 4, !tbaa !28, !noalias !200
  %1126 = load ptr, ptr %1080, align 8, !tbaa !29, !noalias !200
  %1127 = getelementptr inbounds i8, ptr %1126, i64 16
  %1128 = load ptr, ptr %1127, align 8, !noalias !200
  call void %1128(ptr noundef nonnull align 8 dereferenceable(16) %1080) #25, !noalias !200
  %1129 = load ptr, ptr %1080, align 8, !tbaa !29, !noalias !200
  %1130 = getelementptr inbounds i8, ptr %1129, i64 24
  %1131 = load ptr, ptr %1130, align 8, !noalias !200
  call void %1131(ptr noundef nonnull align 8 dereferenceable(16) %1080) #25, !noalias !200
  br label %1143

1132:                                             ; preds = %1119
  %1133 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !200
  %1134 = icmp eq i8 %1133, 0
  br i1 %1134, label %1137, label %1135

1135:                                             ; preds = %1132
  %1136 = add nsw i32 %1123, -1
  store i32 %1136, ptr %1109, align 4, !tbaa !15, !noalias !200
  br label %1139

1137:                                             ; preds = %1132
  %1138 = atomicrmw volatile add ptr %1109, i32 -1 acq_rel, align 4, !noalias !200
  br label %1139

1139:                                             ; preds = %1137, %1135
  %1140 = phi i32 [ %1123, %1135 ], [ %1138, %1137 ]
  %1141 = icmp eq i32 %1140, 1
  br i1 %1141, label %1142, label %1143, !prof !32

1142:                                             ; preds = %1139
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1080) #25, !noalias !200
  br label %1143

1143:                                             ; preds = %1142, %1139, %1124, %1117
  br i1 %1067, label %1168, label %1144

1144:                                             ; preds = %1143
  %1145 = getelementptr inbounds i8, ptr %1058, i64 8
  %1146 = load atomic i64, ptr %1145 acquire, align 8, !noalias !200
  %1147 = icmp eq i64 %1146, 4294967297
  %1148 = trunc i64 %1146 to i32
  br i1 %1147, label %1149, label %1157

1149:                                             ; preds = %1144
  store i32 0, ptr %1145, align 8, !tbaa !26, !noalias !200
  %1150 = getelementptr inbounds i8, ptr %1058, i64 12
  store i32 0, ptr %1150, align 4, !tbaa !28, !noalias !200
  %1151 = load ptr, ptr %1058, align 8, !tbaa !29, !noalias !200
  %1152 = getelementptr inbounds i8, ptr %1151, i64 16
  %1153 = load ptr, ptr %1152, align 8, !noalias !200
  call void %1153(ptr noundef nonnull align 8 dereferenceable(16) %1058) #25, !noalias !200
  %1154 = load ptr, ptr %1058, align 8, !tbaa !29, !noalias !200
  %1155 = getelementptr inbounds i8, ptr %1154, i64 24
  %1156 = load ptr, ptr %1155, align 8, !noalias !200
  call void %1156(ptr noundef nonnull align 8 dereferenceable(16) %1058) #25, !noalias !200
  br label %1168

1157:                                             ; preds = %1144
  %1158 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !200
  %1159 = icmp eq i8 %1158, 0
  br i1 %1159, label %1162, label %1160

1160:                                             ; preds = %1157
  %1161 = add nsw i32 %1148, -1
  store i32 %1161, ptr %1145, align 4, !tbaa !15, !noalias !200
  br label %1164

1162:                                             ; preds = %1157
  %1163 = atomicrmw volatile add ptr %1145, i32 -1 acq_rel, align 4, !noalias !200
  br label %1164

1164:                                             ; preds = %1162, %1160
  %1165 = phi i32 [ %1148, %1160 ], [ %1163, %1162 ]
  %1166 = icmp eq i32 %1165, 1
  br i1 %1166, label %1167, label %1168, !prof !32

1167:                                             ; preds = %1164
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1058) #25, !noalias !200
  br label %1168

1168:                                             ; preds = %1167, %1164, %1149, %1143
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10)
  %1169 = getelementptr inbounds i8, ptr %1, i64 152
  %1170 = load ptr, ptr %1169, align 8, !tbaa !11
  store ptr %1065, ptr %1169, align 8, !tbaa !11
  %1171 = icmp eq ptr %1170, null
  br i1 %1171, label %1176, label %1172

1172:                                             ; preds = %1168
  %1173 = load ptr, ptr %1170, align 8, !tbaa !29
  %1174 = getelementptr inbounds i8, ptr %1173, i64 16
  %1175 = load ptr, ptr %1174, align 8
  call void %1175(ptr noundef nonnull align 8 dereferenceable(8) %1170) #25
  br label %1176

1176:                                             ; preds = %1172, %1168
  invoke void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %1177 unwind label %1296

1177:                                             ; preds = %1176
  %1178 = load ptr, ptr %1169, align 8, !tbaa !11
  %1179 = load ptr, ptr %1178, align 8, !tbaa !29
  %1180 = load ptr, ptr %1179, align 8
  %1181 = invoke noundef ptr %1180(ptr noundef nonnull align 8 dereferenceable(8) %1178)
          to label %1182 unwind label %1296

1182:                                             ; preds = %1177
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %11) #25
  invoke void @_ZN4sycl3_V16detail19getKernelParamDescsI8LoopSpecEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind nonnull writable sret(%"class.std::vector.102") align 8 %11)
          to label %1183 unwind label %1296

1183:                                             ; preds = %1182
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %1181, ptr noundef nonnull align 8 dereferenceable(24) %11, i1 noundef zeroext false)
          to label %1184 unwind label %1230

1184:                                             ; preds = %1183
  %1185 = load ptr, ptr %11, align 8, !tbaa !189
  %1186 = icmp eq ptr %1185, null
  br i1 %1186, label %1193, label %1187

1187:                                             ; preds = %1184
  %1188 = getelementptr inbounds i8, ptr %11, i64 16
  %1189 = load ptr, ptr %1188, align 8, !tbaa !191
  %1190 = ptrtoint ptr %1189 to i64
  %1191 = ptrtoint ptr %1185 to i64
  %1192 = sub i64 %1190, %1191
  call void @_ZdlPvm(ptr noundef nonnull %1185, i64 noundef %1192) #29
  br label %1193

1193:                                             ; preds = %1187, %1184
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %11) #25
  %1194 = invoke noalias noundef nonnull dereferenceable(14) ptr @_Znam(i64 noundef 14) #27
          to label %1195 unwind label %1296

1195:                                             ; preds = %1193
  %1196 = getelementptr inbounds i8, ptr %1, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(13) %1194, ptr noundef nonnull align 1 dereferenceable(13) @.str.24, i64 13, i1 false)
  %1197 = getelementptr inbounds i8, ptr %1194, i64 13
  store i8 0, ptr %1197, align 1, !tbaa !31
  %1198 = load ptr, ptr %1196, align 8, !tbaa !11
  store ptr %1194, ptr %1196, align 8, !tbaa !11
  %1199 = icmp eq ptr %1198, null
  br i1 %1199, label %1201, label %1200

1200:                                             ; preds = %1195
  call void @_ZdaPv(ptr noundef nonnull %1198) #29
  br label %1201

1201:                                             ; preds = %1200, %1195
  invoke void @_ZNK4sycl3_V17handler30getOrInsertHandlerKernelBundleEb(ptr dead_on_unwind nonnull writable sret(%"class.std::shared_ptr.114") align 8 %12, ptr noundef nonnull align 8 dereferenceable(216) %1, i1 noundef zeroext true)
          to label %1202 unwind label %1296

1202:                                             ; preds = %1201
  %1203 = getelementptr inbounds i8, ptr %12, i64 8
  %1204 = load ptr, ptr %1203, align 8, !tbaa !24
  %1205 = icmp eq ptr %1204, null
  br i1 %1205, label %1241, label %1206

1206:                                             ; preds = %1202
  %1207 = getelementptr inbounds i8, ptr %1204, i64 8
  %1208 = load atomic i64, ptr %1207 acquire, align 8
  %1209 = icmp eq i64 %1208, 4294967297
  %1210 = trunc i64 %1208 to i32
  br i1 %1209, label %1211, label %1219

1211:                                             ; preds = %1206
  store i32 0, ptr %1207, align 8, !tbaa !26
  %1212 = getelementptr inbounds i8, ptr %1204, i64 12
  store i32 0, ptr %1212, align 4, !tbaa !28
  %1213 = load ptr, ptr %1204, align 8, !tbaa !29
  %1214 = getelementptr inbounds i8, ptr %1213, i64 16
  %1215 = load ptr, ptr %1214, align 8
  call void %1215(ptr noundef nonnull align 8 dereferenceable(16) %1204) #25
  %1216 = load ptr, ptr %1204, align 8, !tbaa !29
  %1217 = getelementptr inbounds i8, ptr %1216, i64 24
  %1218 = load ptr, ptr %1217, align 8
  call void %1218(ptr noundef nonnull align 8 dereferenceable(16) %1204) #25
  br label %1241

1219:                                             ; preds = %1206
  %1220 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %1221 = icmp eq i8 %1220, 0
  br i1 %1221, label %1224, label %1222

1222:                                             ; preds = %1219
  %1223 = add nsw i32 %1210, -1
  store i32 %1223, ptr %1207, align 4, !tbaa !15
  br label %1226

1224:                                             ; preds = %1219
  %1225 = atomicrmw volatile add ptr %1207, i32 -1 acq_rel, align 4
  br label %1226

1226:                                             ; preds = %1224, %1222
  %1227 = phi i32 [ %1210, %1222 ], [ %1225, %1224 ]
  %1228 = icmp eq i32 %1227, 1
  br i1 %1228, label %1229, label %1241, !prof !32

1229:                                             ; preds = %1226
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1204) #25
  br label %1241

1230:                                             ; preds = %1183
  %1231 = landingpad { ptr, i32 }
          cleanup
  %1232 = load ptr, ptr %11, align 8, !tbaa !189
  %1233 = icmp eq ptr %1232, null
  br i1 %1233, label %1240, label %1234

1234:                                             ; preds = %1230
  %1235 = getelementptr inbounds i8, ptr %11, i64 16
  %1236 = load ptr, ptr %1235, align 8, !tbaa !191
  %1237 = ptrtoint ptr %1236 to i64
  %1238 = ptrtoint ptr %1232 to i64
  %1239 = sub i64 %1237, %1238
  call void @_ZdlPvm(ptr noundef nonnull %1232, i64 noundef %1239) #29
  br label %1240

1240:                                             ; preds = %1234, %1230
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %11) #25
  br label %1298

1241:                                             ; preds = %1229, %1226, %1211, %1202
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %12)
  %1242 = load ptr, ptr %1062, align 8, !tbaa !24
  %1243 = icmp eq ptr %1242, null
  br i1 %1243, label %1268, label %1244

1244:                                             ; preds = %1241
  %1245 = getelementptr inbounds i8, ptr %1242, i64 8
  %1246 = load atomic i64, ptr %1245 acquire, align 8
  %1247 = icmp eq i64 %1246, 4294967297
  %1248 = trunc i64 %1246 to i32
  br i1 %1247, label %1249, label %1257

1249:                                             ; preds = %1244
  store i32 0, ptr %1245, align 8, !tbaa !26
  %1250 = getelementptr inbounds i8, ptr %1242, i64 12
  store i32 0, ptr %1250, align 4, !tbaa !28
  %1251 = load ptr, ptr %1242, align 8, !tbaa !29
  %1252 = getelementptr inbounds i8, ptr %1251, i64 16
  %1253 = load ptr, ptr %1252, align 8
  call void %1253(ptr noundef nonnull align 8 dereferenceable(16) %1242) #25
  %1254 = load ptr, ptr %1242, align 8, !tbaa !29
  %1255 = getelementptr inbounds i8, ptr %1254, i64 24
  %1256 = load ptr, ptr %1255, align 8
  call void %1256(ptr noundef nonnull align 8 dereferenceable(16) %1242) #25
  br label %1268

1257:                                             ; preds = %1244
  %1258 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %1259 = icmp eq i8 %1258, 0
  br i1 %1259, label %1262, label %1260

1260:                                             ; preds = %1257
  %1261 = add nsw i32 %1248, -1
  store i32 %1261, ptr %1245, align 4, !tbaa !15
  br label %1264

1262:                                             ; preds = %1257
  %1263 = atomicrmw volatile add ptr %1245, i32 -1 acq_rel, align 4
  br label %1264

1264:                                             ; preds = %1262, %1260
  %1265 = phi i32 [ %1248, %1260 ], [ %1263, %1262 ]
  %1266 = icmp eq i32 %1265, 1
  br i1 %1266, label %1267, label %1268, !prof !32

1267:                                             ; preds = %1264
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1242) #25
  br label %1268

1268:                                             ; preds = %1267, %1264, %1249, %1241
  %1269 = load ptr, ptr %1057, align 8, !tbaa !24
  %1270 = icmp eq ptr %1269, null
  br i1 %1270, label %1295, label %1271

1271:                                             ; preds = %1268
  %1272 = getelementptr inbounds i8, ptr %1269, i64 8
  %1273 = load atomic i64, ptr %1272 acquire, align 8
  %1274 = icmp eq i64 %1273, 4294967297
  %1275 = trunc i64 %1273 to i32
  br i1 %1274, label %1276, label %1284

1276:                                             ; preds = %1271
  store i32 0, ptr %1272, align 8, !tbaa !26
  %1277 = getelementptr inbounds i8, ptr %1269, i64 12
  store i32 0, ptr %1277, align 4, !tbaa !28
  %1278 = load ptr, ptr %1269, align 8, !tbaa !29
  %1279 = getelementptr inbounds i8, ptr %1278, i64 16
  %1280 = load ptr, ptr %1279, align 8
  call void %1280(ptr noundef nonnull align 8 dereferenceable(16) %1269) #25
  %1281 = load ptr, ptr %1269, align 8, !tbaa !29
  %1282 = getelementptr inbounds i8, ptr %1281, i64 24
  %1283 = load ptr, ptr %1282, align 8
  call void %1283(ptr noundef nonnull align 8 dereferenceable(16) %1269) #25
  br label %1295

1284:                                             ; preds = %1271
  %1285 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %1286 = icmp eq i8 %1285, 0
  br i1 %1286, label %1289, label %1287

1287:                                             ; preds = %1284
  %1288 = add nsw i32 %1275, -1
  store i32 %1288, ptr %1272, align 4, !tbaa !15
  br label %1291

1289:                                             ; preds = %1284
  %1290 = atomicrmw volatile add ptr %1272, i32 -1 acq_rel, align 4
  br label %1291

1291:                                             ; preds = %1289, %1287
  %1292 = phi i32 [ %1275, %1287 ], [ %1290, %1289 ]
  %1293 = icmp eq i32 %1292, 1
  br i1 %1293, label %1294, label %1295, !prof !32

1294:                                             ; preds = %1291
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1269) #25
  br label %1295

1295:                                             ; preds = %1294, %1291, %1276, %1268
  invoke void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef 1)
          to label %1300 unwind label %1354

1296:                                             ; preds = %1201, %1193, %1182, %1177, %1176, %1055
  %1297 = landingpad { ptr, i32 }
          cleanup
  br label %1298

1298:                                             ; preds = %1296, %1240
  %1299 = phi { ptr, i32 } [ %1297, %1296 ], [ %1231, %1240 ]
  call fastcc void @_ZZZL8run_loopRN4sycl3_V15queueERNS0_6bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEES8_7VariantENKUlRNS0_7handlerEE_clESB_ENUlNS0_2idILi1EEENS0_14kernel_handlerEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(64) %14) #25
  br label %1356

1300:                                             ; preds = %1295
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %14)
  %1301 = load ptr, ptr %884, align 8, !tbaa !24
  %1302 = icmp eq ptr %1301, null
  br i1 %1302, label %1327, label %1303

1303:                                             ; preds = %1300
  %1304 = getelementptr inbounds i8, ptr %1301, i64 8
  %1305 = load atomic i64, ptr %1304 acquire, align 8
  %1306 = icmp eq i64 %1305, 4294967297
  %1307 = trunc i64 %1305 to i32
  br i1 %1306, label %1308, label %1316

1308:                                             ; preds = %1303
  store i32 0, ptr %1304, align 8, !tbaa !26
  %1309 = getelementptr inbounds i8, ptr %1301, i64 12
  store i32 0, ptr %1309, align 4, !tbaa !28
  %1310 = load ptr, ptr %1301, align 8, !tbaa !29
  %1311 = getelementptr inbounds i8, ptr %1310, i64 16
  %1312 = load ptr, ptr %1311, align 8
  call void %1312(ptr noundef nonnull align 8 dereferenceable(16) %1301) #25
  %1313 = load ptr, ptr %1301, align 8, !tbaa !29
  %1314 = getelementptr inbounds i8, ptr %1313, i64 24
  %1315 = load ptr, ptr %1314, align 8
  call void %1315(ptr noundef nonnull align 8 dereferenceable(16) %1301) #25
  br label %1327

1316:                                             ; preds = %1303
  %1317 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %1318 = icmp eq i8 %1317, 0
  br i1 %1318, label %1321, label %1319

1319:                                             ; preds = %1316
  %1320 = add nsw i32 %1307, -1
  store i32 %1320, ptr %1304, align 4, !tbaa !15
  br label %1323

1321:                                             ; preds = %1316
  %1322 = atomicrmw volatile add ptr %1304, i32 -1 acq_rel, align 4
  br label %1323

1323:                                             ; preds = %1321, %1319
  %1324 = phi i32 [ %1307, %1319 ], [ %1322, %1321 ]
  %1325 = icmp eq i32 %1324, 1
  br i1 %1325, label %1326, label %1327, !prof !32

1326:                                             ; preds = %1323
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1301) #25
  br label %1327

1327:                                             ; preds = %1326, %1323, %1308, %1300
  %1328 = load ptr, ptr %868, align 8, !tbaa !24
  %1329 = icmp eq ptr %1328, null
  br i1 %1329, label %1358, label %1330

1330:                                             ; preds = %1327
  %1331 = getelementptr inbounds i8, ptr %1328, i64 8
  %1332 = load atomic i64, ptr %1331 acquire, align 8
  %1333 = icmp eq i64 %1332, 4294967297
  %1334 = trunc i64 %1332 to i32
  br i1 %1333, label %1335, label %1343

1335:                                             ; preds = %1330
  store i32 0, ptr %1331, align 8, !tbaa !26
  %1336 = getelementptr inbounds i8, ptr %1328, i64 12
  store i32 0, ptr %1336, align 4, !tbaa !28
  %1337 = load ptr, ptr %1328, align 8, !tbaa !29
  %1338 = getelementptr inbounds i8, ptr %1337, i64 16
  %1339 = load ptr, ptr %1338, align 8
  call void %1339(ptr noundef nonnull align 8 dereferenceable(16) %1328) #25
  %1340 = load ptr, ptr %1328, align 8, !tbaa !29
  %1341 = getelementptr inbounds i8, ptr %1340, i64 24
  %1342 = load ptr, ptr %1341, align 8
  call void %1342(ptr noundef nonnull align 8 dereferenceable(16) %1328) #25
  br label %1358

1343:                                             ; preds = %1330
  %1344 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %1345 = icmp eq i8 %1344, 0
  br i1 %1345, label %1348, label %1346

1346:                                             ; preds = %1343
  %1347 = add nsw i32 %1334, -1
  store i32 %1347, ptr %1331, align 4, !tbaa !15
  br label %1350

1348:                                             ; preds = %1343
  %1349 = atomicrmw volatile add ptr %1331, i32 -1 acq_rel, align 4
  br label %1350

1350:                                             ; preds = %1348, %1346
  %1351 = phi i32 [ %1334, %1346 ], [ %1349, %1348 ]
  %1352 = icmp eq i32 %1351, 1
  br i1 %1352, label %1353, label %1358, !prof !32

1353:                                             ; preds = %1350
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1328) #25
  br label %1358

1354:                                             ; preds = %1295, %1053, %1052, %906, %896
  %1355 = landingpad { ptr, i32 }
          cleanup
  br label %1356

1356:                                             ; preds = %1354, %1298, %908
  %1357 = phi { ptr, i32 } [ %1355, %1354 ], [ %909, %908 ], [ %1299, %1298 ]
  call fastcc void @_ZZZL8run_loopRN4sycl3_V15queueERNS0_6bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEES8_7VariantENKUlRNS0_7handlerEE_clESB_ENUlNS0_2idILi1EEENS0_14kernel_handlerEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(64) %15) #25
  call fastcc void @_ZZZL8run_loopRN4sycl3_V15queueERNS0_6bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEES8_7VariantENKUlRNS0_7handlerEE_clESB_ENUlNS0_2idILi1EEENS0_14kernel_handlerEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(64) %34) #25
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %34) #25
  br label %2030

1358:                                             ; preds = %1353, %1350, %1335, %1327
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %15)
  %1359 = load ptr, ptr %851, align 8, !tbaa !24
  %1360 = icmp eq ptr %1359, null
  br i1 %1360, label %1385, label %1361

1361:                                             ; preds = %1358
  %1362 = getelementptr inbounds i8, ptr %1359, i64 8
  %1363 = load atomic i64, ptr %1362 acquire, align 8
  %1364 = icmp eq i64 %1363, 4294967297
  %1365 = trunc i64 %1363 to i32
  br i1 %1364, label %1366, label %1374

1366:                                             ; preds = %1361
  store i32 0, ptr %1362, align 8, !tbaa !26
  %1367 = getelementptr inbounds i8, ptr %1359, i64 12
  store i32 0, ptr %1367, align 4, !tbaa !28
  %1368 = load ptr, ptr %1359, align 8, !tbaa !29
  %1369 = getelementptr inbounds i8, ptr %1368, i64 16
  %1370 = load ptr, ptr %1369, align 8
  call void %1370(ptr noundef nonnull align 8 dereferenceable(16) %1359) #25
  %1371 = load ptr, ptr %1359, align 8, !tbaa !29
  %1372 = getelementptr inbounds i8, ptr %1371, i64 24
  %1373 = load ptr, ptr %1372, align 8
  call void %1373(ptr noundef nonnull align 8 dereferenceable(16) %1359) #25
  br label %1385

1374:                                             ; preds = %1361
  %1375 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %1376 = icmp eq i8 %1375, 0
  br i1 %1376, label %1379, label %1377

1377:                                             ; preds = %1374
  %1378 = add nsw i32 %1365, -1
  store i32 %1378, ptr %1362, align 4, !tbaa !15
  br label %1381

1379:                                             ; preds = %1374
  %1380 = atomicrmw volatile add ptr %1362, i32 -1 acq_rel, align 4
  br label %1381

1381:                                             ; preds = %1379, %1377
  %1382 = phi i32 [ %1365, %1377 ], [ %1380, %1379 ]
  %1383 = icmp eq i32 %1382, 1
  br i1 %1383, label %1384, label %1385, !prof !32

1384:                                             ; preds = %1381
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1359) #25
  br label %1385

1385:                                             ; preds = %1384, %1381, %1366, %1358
  %1386 = load ptr, ptr %833, align 8, !tbaa !24
  %1387 = icmp eq ptr %1386, null
  br i1 %1387, label %1412, label %1388

1388:                                             ; preds = %1385
  %1389 = getelementptr inbounds i8, ptr %1386, i64 8
  %1390 = load atomic i64, ptr %1389 acquire, align 8
  %1391 = icmp eq i64 %1390, 4294967297
  %1392 = trunc i64 %1390 to i32
  br i1 %1391, label %1393, label %1401

1393:                                             ; preds = %1388
  store i32 0, ptr %1389, align 8, !tbaa !26
  %1394 = getelementptr inbounds i8, ptr %1386, i64 12
  store i32 0, ptr %1394, align 4, !tbaa !28
  %1395 = load ptr, ptr %1386, align 8, !tbaa !29
  %1396 = getelementptr inbounds i8, ptr %1395, i64 16
  %1397 = load ptr, ptr %1396, align 8
  call void %1397(ptr noundef nonnull align 8 dereferenceable(16) %1386) #25
  %1398 = load ptr, ptr %1386, align 8, !tbaa !29
  %1399 = getelementptr inbounds i8, ptr %1398, i64 24
  %1400 = load ptr, ptr %1399, align 8
  call void %1400(ptr noundef nonnull align 8 dereferenceable(16) %1386) #25
  br label %1412

1401:                                             ; preds = %1388
  %1402 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %1403 = icmp eq i8 %1402, 0
  br i1 %1403, label %1406, label %1404

1404:                                             ; preds = %1401
  %1405 = add nsw i32 %1392, -1
  store i32 %1405, ptr %1389, align 4, !tbaa !15
  br label %1408

1406:                                             ; preds = %1401
  %1407 = atomicrmw volatile add ptr %1389, i32 -1 acq_rel, align 4
  br label %1408

1408:                                             ; preds = %1406, %1404
  %1409 = phi i32 [ %1392, %1404 ], [ %1407, %1406 ]
  %1410 = icmp eq i32 %1409, 1
  br i1 %1410, label %1411, label %1412, !prof !32

1411:                                             ; preds = %1408
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1386) #25
  br label %1412

1412:                                             ; preds = %1411, %1408, %1393, %1385
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %34) #25
  br label %1974

1413:                                             ; preds = %150
  %1414 = getelementptr inbounds i8, ptr %0, i64 24
  %1415 = load ptr, ptr %1414, align 8, !tbaa !173
  %1416 = load i64, ptr %1415, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %35) #25
  %1417 = load ptr, ptr %29, align 8, !tbaa !174
  store ptr %1417, ptr %35, align 8, !tbaa !174
  %1418 = getelementptr inbounds i8, ptr %35, i64 8
  %1419 = getelementptr inbounds i8, ptr %29, i64 8
  %1420 = load ptr, ptr %1419, align 8, !tbaa !24
  store ptr %1420, ptr %1418, align 8, !tbaa !24
  %1421 = icmp eq ptr %1420, null
  br i1 %1421, label %1431, label %1422

1422:                                             ; preds = %1413
  %1423 = getelementptr inbounds i8, ptr %1420, i64 8
  %1424 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %1425 = icmp eq i8 %1424, 0
  br i1 %1425, label %1429, label %1426

1426:                                             ; preds = %1422
  %1427 = load i32, ptr %1423, align 4, !tbaa !15
  %1428 = add nsw i32 %1427, 1
  store i32 %1428, ptr %1423, align 4, !tbaa !15
  br label %1431

1429:                                             ; preds = %1422
  %1430 = atomicrmw volatile add ptr %1423, i32 1 acq_rel, align 4
  br label %1431

1431:                                             ; preds = %1429, %1426, %1413
  %1432 = getelementptr inbounds i8, ptr %35, i64 16
  %1433 = getelementptr inbounds i8, ptr %29, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %1432, ptr noundef nonnull align 8 dereferenceable(16) %1433, i64 16, i1 false)
  %1434 = getelementptr inbounds i8, ptr %35, i64 32
  %1435 = load ptr, ptr %31, align 8, !tbaa !174
  store ptr %1435, ptr %1434, align 8, !tbaa !174
  %1436 = getelementptr inbounds i8, ptr %35, i64 40
  %1437 = getelementptr inbounds i8, ptr %31, i64 8
  %1438 = load ptr, ptr %1437, align 8, !tbaa !24
  store ptr %1438, ptr %1436, align 8, !tbaa !24
  %1439 = icmp eq ptr %1438, null
  br i1 %1439, label %1449, label %1440

1440:                                             ; preds = %1431
  %1441 = getelementptr inbounds i8, ptr %1438, i64 8
  %1442 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %1443 = icmp eq i8 %1442, 0
  br i1 %1443, label %1447, label %1444

1444:                                             ; preds = %1440
  %1445 = load i32, ptr %1441, align 4, !tbaa !15
  %1446 = add nsw i32 %1445, 1
  store i32 %1446, ptr %1441, align 4, !tbaa !15
  br label %1449

1447:                                             ; preds = %1440
  %1448 = atomicrmw volatile add ptr %1441, i32 1 acq_rel, align 4
  br label %1449

1449:                                             ; preds = %1447, %1444, %1431
  %1450 = getelementptr inbounds i8, ptr %35, i64 48
  %1451 = getelementptr inbounds i8, ptr %31, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %1450, ptr noundef nonnull align 8 dereferenceable(16) %1451, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %8)
  %1452 = load ptr, ptr %35, align 8, !tbaa !174
  store ptr %1452, ptr %8, align 8, !tbaa !174
  %1453 = getelementptr inbounds i8, ptr %8, i64 8
  %1454 = load ptr, ptr %1418, align 8, !tbaa !24
  store ptr %1454, ptr %1453, align 8, !tbaa !24
  %1455 = icmp eq ptr %1454, null
  br i1 %1455, label %1465, label %1456

1456:                                             ; preds = %1449
  %1457 = getelementptr inbounds i8, ptr %1454, i64 8
  %1458 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %1459 = icmp eq i8 %1458, 0
  br i1 %1459, label %1463, label %1460

1460:                                             ; preds = %1456
  %1461 = load i32, ptr %1457, align 4, !tbaa !15
  %1462 = add nsw i32 %1461, 1
  store i32 %1462, ptr %1457, align 4, !tbaa !15
  br label %1465

1463:                                             ; preds = %1456
  %1464 = atomicrmw volatile add ptr %1457, i32 1 acq_rel, align 4
  br label %1465

1465:                                             ; preds = %1463, %1460, %1449
  %1466 = getelementptr inbounds i8, ptr %8, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %1466, ptr noundef nonnull readonly align 8 dereferenceable(16) %1432, i64 16, i1 false)
  %1467 = getelementptr inbounds i8, ptr %8, i64 32
  %1468 = load ptr, ptr %1434, align 8, !tbaa !174
  store ptr %1468, ptr %1467, align 8, !tbaa !174
  %1469 = getelementptr inbounds i8, ptr %8, i64 40
  %1470 = load ptr, ptr %1436, align 8, !tbaa !24
  store ptr %1470, ptr %1469, align 8, !tbaa !24
  %1471 = icmp eq ptr %1470, null
  br i1 %1471, label %1481, label %1472

1472:                                             ; preds = %1465
  %1473 = getelementptr inbounds i8, ptr %1470, i64 8
  %1474 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %1475 = icmp eq i8 %1474, 0
  br i1 %1475, label %1479, label %1476

1476:                                             ; preds = %1472
  %1477 = load i32, ptr %1473, align 4, !tbaa !15
  %1478 = add nsw i32 %1477, 1
  store i32 %1478, ptr %1473, align 4, !tbaa !15
  br label %1481

1479:                                             ; preds = %1472
  %1480 = atomicrmw volatile add ptr %1473, i32 1 acq_rel, align 4
  br label %1481

1481:                                             ; preds = %1479, %1476, %1465
  %1482 = getelementptr inbounds i8, ptr %8, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %1482, ptr noundef nonnull readonly align 8 dereferenceable(16) %1450, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %7)
  %1483 = invoke noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %1484 unwind label %1915

1484:                                             ; preds = %1481
  %1485 = icmp eq i32 %1483, 0
  br i1 %1485, label %1495, label %1486

1486:                                             ; preds = %1484
  %1487 = call ptr @__cxa_allocate_exception(i64 64) #25
  %1488 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #25
  %1489 = extractvalue { i32, ptr } %1488, 0
  %1490 = extractvalue { i32, ptr } %1488, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %1487, i32 %1489, ptr %1490, ptr noundef nonnull @.str.15)
          to label %1491 unwind label %1493

1491:                                             ; preds = %1486
  invoke void @__cxa_throw(ptr nonnull %1487, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #26
          to label %1492 unwind label %1915

1492:                                             ; preds = %1491
  unreachable

1493:                                             ; preds = %1486
  %1494 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %1487) #25
  br label %1917

1495:                                             ; preds = %1484
  %1496 = load ptr, ptr %1453, align 8, !tbaa !24
  %1497 = icmp eq ptr %1496, null
  br i1 %1497, label %1507, label %1498

1498:                                             ; preds = %1495
  %1499 = getelementptr inbounds i8, ptr %1496, i64 8
  %1500 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %1501 = icmp eq i8 %1500, 0
  br i1 %1501, label %1505, label %1502

1502:                                             ; preds = %1498
  %1503 = load i32, ptr %1499, align 4, !tbaa !15
  %1504 = add nsw i32 %1503, 1
  store i32 %1504, ptr %1499, align 4, !tbaa !15
  br label %1507

1505:                                             ; preds = %1498
  %1506 = atomicrmw volatile add ptr %1499, i32 1 acq_rel, align 4
  br label %1507

1507:                                             ; preds = %1505, %1502, %1495
  %1508 = load ptr, ptr %1469, align 8, !tbaa !24
  %1509 = icmp eq ptr %1508, null
  br i1 %1509, label %1519, label %1510

1510:                                             ; preds = %1507
  %1511 = getelementptr inbounds i8, ptr %1508, i64 8
  %1512 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %1513 = icmp eq i8 %1512, 0
  br i1 %1513, label %1517, label %1514

1514:                                             ; preds = %1510
  %1515 = load i32, ptr %1511, align 4, !tbaa !15
  %1516 = add nsw i32 %1515, 1
  store i32 %1516, ptr %1511, align 4, !tbaa !15
  br label %1519

1517:                                             ; preds = %1510
  %1518 = atomicrmw volatile add ptr %1511, i32 1 acq_rel, align 4
  br label %1519

1519:                                             ; preds = %1517, %1514, %1507
  br i1 %1497, label %1529, label %1520

1520:                                             ; preds = %1519
  %1521 = getelementptr inbounds i8, ptr %1496, i64 8
  %1522 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %1523 = icmp eq i8 %1522, 0
  br i1 %1523, label %1527, label %1524

1524:                                             ; preds = %1520
  %1525 = load i32, ptr %1521, align 4, !tbaa !15
  %1526 = add nsw i32 %1525, 1
  store i32 %1526, ptr %1521, align 4, !tbaa !15
  br label %1529

1527:                                             ; preds = %1520
  %1528 = atomicrmw volatile add ptr %1521, i32 1 acq_rel, align 4
  br label %1529

1529:                                             ; preds = %1527, %1524, %1519
  br i1 %1509, label %1562, label %1530

1530:                                             ; preds = %1529
  %1531 = getelementptr inbounds i8, ptr %1508, i64 8
  %1532 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %1533 = icmp eq i8 %1532, 0
  br i1 %1533, label %1537, label %1534

1534:                                             ; preds = %1530
  %1535 = load i32, ptr %1531, align 4, !tbaa !15
  %1536 = add nsw i32 %1535, 1
  store i32 %1536, ptr %1531, align 4, !tbaa !15
  br label %1539

1537:                                             ; preds = %1530
  %1538 = atomicrmw volatile add ptr %1531, i32 1 acq_rel, align 4
  br label %1539

1539:                                             ; preds = %1537, %1534
  %1540 = load atomic i64, ptr %1531 acquire, align 8
  %1541 = icmp eq i64 %1540, 4294967297
  %1542 = trunc i64 %1540 to i32
  br i1 %1541, label %1543, label %1551

1543:                                             ; preds = %1539
  store i32 0, ptr %1531, align 8, !tbaa !26
  %1544 = getelementptr inbounds i8, ptr %1508, i64 12
  store i32 0, ptr %1544, align 4, !tbaa !28
  %1545 = load ptr, ptr %1508, align 8, !tbaa !29
  %1546 = getelementptr inbounds i8, ptr %1545, i64 16
  %1547 = load ptr, ptr %1546, align 8
  call void %1547(ptr noundef nonnull align 8 dereferenceable(16) %1508) #25
  %1548 = load ptr, ptr %1508, align 8, !tbaa !29
  %1549 = getelementptr inbounds i8, ptr %1548, i64 24
  %1550 = load ptr, ptr %1549, align 8
  call void %1550(ptr noundef nonnull align 8 dereferenceable(16) %1508) #25
  br label %1562

1551:                                             ; preds = %1539
  %1552 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %1553 = icmp eq i8 %1552, 0
  br i1 %1553, label %1556, label %1554

1554:                                             ; preds = %1551
  %1555 = add nsw i32 %1542, -1
  store i32 %1555, ptr %1531, align 4, !tbaa !15
  br label %1558

1556:                                             ; preds = %1551
  %1557 = atomicrmw volatile add ptr %1531, i32 -1 acq_rel, align 4
  br label %1558

1558:                                             ; preds = %1556, %1554
  %1559 = phi i32 [ %1542, %1554 ], [ %1557, %1556 ]
  %1560 = icmp eq i32 %1559, 1
  br i1 %1560, label %1561, label %1562, !prof !32

1561:                                             ; preds = %1558
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1508) #25
  br label %1562

1562:                                             ; preds = %1561, %1558, %1543, %1529
  br i1 %1497, label %1587, label %1563

1563:                                             ; preds = %1562
  %1564 = getelementptr inbounds i8, ptr %1496, i64 8
  %1565 = load atomic i64, ptr %1564 acquire, align 8
  %1566 = icmp eq i64 %1565, 4294967297
  %1567 = trunc i64 %1565 to i32
  br i1 %1566, label %1568, label %1576

1568:                                             ; preds = %1563
  store i32 0, ptr %1564, align 8, !tbaa !26
  %1569 = getelementptr inbounds i8, ptr %1496, i64 12
  store i32 0, ptr %1569, align 4, !tbaa !28
  %1570 = load ptr, ptr %1496, align 8, !tbaa !29
  %1571 = getelementptr inbounds i8, ptr %1570, i64 16
  %1572 = load ptr, ptr %1571, align 8
  call void %1572(ptr noundef nonnull align 8 dereferenceable(16) %1496) #25
  %1573 = load ptr, ptr %1496, align 8, !tbaa !29
  %1574 = getelementptr inbounds i8, ptr %1573, i64 24
  %1575 = load ptr, ptr %1574, align 8
  call void %1575(ptr noundef nonnull align 8 dereferenceable(16) %1496) #25
  br label %1587

1576:                                             ; preds = %1563
  %1577 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %1578 = icmp eq i8 %1577, 0
  br i1 %1578, label %1581, label %1579

1579:                                             ; preds = %1576
  %1580 = add nsw i32 %1567, -1
  store i32 %1580, ptr %1564, align 4, !tbaa !15
  br label %1583

1581:                                             ; preds = %1576
  %1582 = atomicrmw volatile add ptr %1564, i32 -1 acq_rel, align 4
  br label %1583

1583:                                             ; preds = %1581, %1579
  %1584 = phi i32 [ %1567, %1579 ], [ %1582, %1581 ]
  %1585 = icmp eq i32 %1584, 1
  br i1 %1585, label %1586, label %1587, !prof !32

1586:                                             ; preds = %1583
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1496) #25
  br label %1587

1587:                                             ; preds = %1586, %1583, %1568, %1562
  br i1 %1509, label %1612, label %1588

1588:                                             ; preds = %1587
  %1589 = getelementptr inbounds i8, ptr %1508, i64 8
  %1590 = load atomic i64, ptr %1589 acquire, align 8
  %1591 = icmp eq i64 %1590, 4294967297
  %1592 = trunc i64 %1590 to i32
  br i1 %1591, label %1593, label %1601

1593:                                             ; preds = %1588
  store i32 0, ptr %1589, align 8, !tbaa !26
  %1594 = getelementptr inbounds i8, ptr %1508, i64 12
  store i32 0, ptr %1594, align 4, !tbaa !28
  %1595 = load ptr, ptr %1508, align 8, !tbaa !29
  %1596 = getelementptr inbounds i8, ptr %1595, i64 16
  %1597 = load ptr, ptr %1596, align 8
  call void %1597(ptr noundef nonnull align 8 dereferenceable(16) %1508) #25
  %1598 = load ptr, ptr %1508, align 8, !tbaa !29
  %1599 = getelementptr inbounds i8, ptr %1598, i64 24
  %1600 = load ptr, ptr %1599, align 8
  call void %1600(ptr noundef nonnull align 8 dereferenceable(16) %1508) #25
  br label %1612

1601:                                             ; preds = %1588
  %1602 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %1603 = icmp eq i8 %1602, 0
  br i1 %1603, label %1606, label %1604

1604:                                             ; preds = %1601
  %1605 = add nsw i32 %1592, -1
  store i32 %1605, ptr %1589, align 4, !tbaa !15
  br label %1608

1606:                                             ; preds = %1601
  %1607 = atomicrmw volatile add ptr %1589, i32 -1 acq_rel, align 4
  br label %1608

1608:                                             ; preds = %1606, %1604
  %1609 = phi i32 [ %1592, %1604 ], [ %1607, %1606 ]
  %1610 = icmp eq i32 %1609, 1
  br i1 %1610, label %1611, label %1612, !prof !32

1611:                                             ; preds = %1608
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1508) #25
  br label %1612

1612:                                             ; preds = %1611, %1608, %1593, %1587
  br i1 %1497, label %1637, label %1613

1613:                                             ; preds = %1612
  %1614 = getelementptr inbounds i8, ptr %1496, i64 8
  %1615 = load atomic i64, ptr %1614 acquire, align 8
  %1616 = icmp eq i64 %1615, 4294967297
  %1617 = trunc i64 %1615 to i32
  br i1 %1616, label %1618, label %1626

1618:                                             ; preds = %1613
  store i32 0, ptr %1614, align 8, !tbaa !26
  %1619 = getelementptr inbounds i8, ptr %1496, i64 12
  store i32 0, ptr %1619, align 4, !tbaa !28
  %1620 = load ptr, ptr %1496, align 8, !tbaa !29
  %1621 = getelementptr inbounds i8, ptr %1620, i64 16
  %1622 = load ptr, ptr %1621, align 8
  call void %1622(ptr noundef nonnull align 8 dereferenceable(16) %1496) #25
  %1623 = load ptr, ptr %1496, align 8, !tbaa !29
  %1624 = getelementptr inbounds i8, ptr %1623, i64 24
  %1625 = load ptr, ptr %1624, align 8
  call void %1625(ptr noundef nonnull align 8 dereferenceable(16) %1496) #25
  br label %1637

1626:                                             ; preds = %1613
  %1627 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %1628 = icmp eq i8 %1627, 0
  br i1 %1628, label %1631, label %1629

1629:                                             ; preds = %1626
  %1630 = add nsw i32 %1617, -1
  store i32 %1630, ptr %1614, align 4, !tbaa !15
  br label %1633

1631:                                             ; preds = %1626
  %1632 = atomicrmw volatile add ptr %1614, i32 -1 acq_rel, align 4
  br label %1633

1633:                                             ; preds = %1631, %1629
  %1634 = phi i32 [ %1617, %1629 ], [ %1632, %1631 ]
  %1635 = icmp eq i32 %1634, 1
  br i1 %1635, label %1636, label %1637, !prof !32

1636:                                             ; preds = %1633
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1496) #25
  br label %1637

1637:                                             ; preds = %1636, %1633, %1618, %1612
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.26)
          to label %1638 unwind label %1915

1638:                                             ; preds = %1637
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6)
  %1639 = getelementptr inbounds i8, ptr %6, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %1639, i8 0, i64 16, i1 false), !alias.scope !203
  store i64 %1416, ptr %6, align 8, !tbaa !5, !alias.scope !203
  invoke void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range.91") align 8 %6, i1 noundef zeroext false, i32 noundef 1)
          to label %1640 unwind label %1915

1640:                                             ; preds = %1638
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6)
  %1641 = load ptr, ptr %8, align 8, !tbaa !174
  store ptr %1641, ptr %7, align 8, !tbaa !174
  %1642 = getelementptr inbounds i8, ptr %7, i64 8
  %1643 = load ptr, ptr %1453, align 8, !tbaa !24
  store ptr null, ptr %1453, align 8, !tbaa !24
  store ptr %1643, ptr %1642, align 8, !tbaa !24
  store ptr null, ptr %8, align 8, !tbaa !174
  %1644 = getelementptr inbounds i8, ptr %7, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %1644, ptr noundef nonnull align 8 dereferenceable(16) %1466, i64 16, i1 false)
  %1645 = getelementptr inbounds i8, ptr %7, i64 32
  %1646 = load ptr, ptr %1467, align 8, !tbaa !174
  store ptr %1646, ptr %1645, align 8, !tbaa !174
  %1647 = getelementptr inbounds i8, ptr %7, i64 40
  %1648 = load ptr, ptr %1469, align 8, !tbaa !24
  store ptr null, ptr %1469, align 8, !tbaa !24
  store ptr %1648, ptr %1647, align 8, !tbaa !24
  store ptr null, ptr %1467, align 8, !tbaa !174
  %1649 = getelementptr inbounds i8, ptr %7, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %1649, ptr noundef nonnull align 8 dereferenceable(16) %1482, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4)
  %1650 = invoke noalias noundef nonnull dereferenceable(72) ptr @_Znwm(i64 noundef 72) #27
          to label %1651 unwind label %1857

1651:                                             ; preds = %1640
  %1652 = icmp eq ptr %1643, null
  br i1 %1652, label %1664, label %1653

1653:                                             ; preds = %1651
  %1654 = getelementptr inbounds i8, ptr %1643, i64 8
  %1655 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !206
  %1656 = icmp eq i8 %1655, 0
  br i1 %1656, label %1660, label %1657

1657:                                             ; preds = %1653
  %1658 = load i32, ptr %1654, align 4, !tbaa !15, !noalias !206
  %1659 = add nsw i32 %1658, 1
  store i32 %1659, ptr %1654, align 4, !tbaa !15, !noalias !206
  br label %1664

1660:                                             ; preds = %1653
  %1661 = atomicrmw volatile add ptr %1654, i32 1 acq_rel, align 4, !noalias !206
  %1662 = load ptr, ptr %1645, align 8, !tbaa !174, !noalias !206
  %1663 = load ptr, ptr %1647, align 8, !tbaa !24, !noalias !206
  br label %1664

1664:                                             ; preds = %1660, %1657, %1651
  %1665 = phi ptr [ %1663, %1660 ], [ %1648, %1657 ], [ %1648, %1651 ]
  %1666 = phi ptr [ %1662, %1660 ], [ %1646, %1657 ], [ %1646, %1651 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull readonly align 8 dereferenceable(16) %1644, i64 16, i1 false), !noalias !206
  %1667 = icmp eq ptr %1665, null
  br i1 %1667, label %1677, label %1668

1668:                                             ; preds = %1664
  %1669 = getelementptr inbounds i8, ptr %1665, i64 8
  %1670 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !206
  %1671 = icmp eq i8 %1670, 0
  br i1 %1671, label %1675, label %1672

1672:                                             ; preds = %1668
  %1673 = load i32, ptr %1669, align 4, !tbaa !15, !noalias !206
  %1674 = add nsw i32 %1673, 1
  store i32 %1674, ptr %1669, align 4, !tbaa !15, !noalias !206
  br label %1677

1675:                                             ; preds = %1668
  %1676 = atomicrmw volatile add ptr %1669, i32 1 acq_rel, align 4, !noalias !206
  br label %1677

1677:                                             ; preds = %1675, %1672, %1664
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull readonly align 8 dereferenceable(16) %1649, i64 16, i1 false), !noalias !206
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZL8run_loopRNS0_5queueERNS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEES9_7VariantENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %1650, align 8, !tbaa !29, !noalias !206
  %1678 = getelementptr inbounds i8, ptr %1650, i64 8
  store ptr %1641, ptr %1678, align 8, !tbaa !174, !noalias !206
  %1679 = getelementptr inbounds i8, ptr %1650, i64 16
  store ptr %1643, ptr %1679, align 8, !tbaa !24, !noalias !206
  br i1 %1652, label %1689, label %1680

1680:                                             ; preds = %1677
  %1681 = getelementptr inbounds i8, ptr %1643, i64 8
  %1682 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !206
  %1683 = icmp eq i8 %1682, 0
  br i1 %1683, label %1687, label %1684

1684:                                             ; preds = %1680
  %1685 = load i32, ptr %1681, align 4, !tbaa !15, !noalias !206
  %1686 = add nsw i32 %1685, 1
  store i32 %1686, ptr %1681, align 4, !tbaa !15, !noalias !206
  br label %1689

1687:                                             ; preds = %1680
  %1688 = atomicrmw volatile add ptr %1681, i32 1 acq_rel, align 4, !noalias !206
  br label %1689

1689:                                             ; preds = %1687, %1684, %1677
  %1690 = getelementptr inbounds i8, ptr %1650, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %1690, ptr noundef nonnull align 8 dereferenceable(16) %3, i64 16, i1 false), !noalias !206
  %1691 = getelementptr inbounds i8, ptr %1650, i64 40
  store ptr %1666, ptr %1691, align 8, !tbaa !174, !noalias !206
  %1692 = getelementptr inbounds i8, ptr %1650, i64 48
  store ptr %1665, ptr %1692, align 8, !tbaa !24, !noalias !206
  br i1 %1667, label %1702, label %1693

1693:                                             ; preds = %1689
  %1694 = getelementptr inbounds i8, ptr %1665, i64 8
  %1695 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !206
  %1696 = icmp eq i8 %1695, 0
  br i1 %1696, label %1700, label %1697

1697:                                             ; preds = %1693
  %1698 = load i32, ptr %1694, align 4, !tbaa !15, !noalias !206
  %1699 = add nsw i32 %1698, 1
  store i32 %1699, ptr %1694, align 4, !tbaa !15, !noalias !206
  br label %1704

1700:                                             ; preds = %1693
  %1701 = atomicrmw volatile add ptr %1694, i32 1 acq_rel, align 4, !noalias !206
  br label %1704

1702:                                             ; preds = %1689
  %1703 = getelementptr inbounds i8, ptr %1650, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %1703, ptr noundef nonnull align 8 dereferenceable(16) %4, i64 16, i1 false), !noalias !206
  br label %1728

1704:                                             ; preds = %1700, %1697
  %1705 = getelementptr inbounds i8, ptr %1650, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %1705, ptr noundef nonnull align 8 dereferenceable(16) %4, i64 16, i1 false), !noalias !206
  %1706 = load atomic i64, ptr %1694 acquire, align 8, !noalias !206
  %1707 = icmp eq i64 %1706, 4294967297
  %1708 = trunc i64 %1706 to i32
  br i1 %1707, label %1709, label %1717

1709:                                             ; preds = %1704
  store i32 0, ptr %1694, align 8, !tbaa !26, !noalias !206
  %1710 = getelementptr inbounds i8, ptr %1665, i64 12
  store i32 0, ptr %1710, align 4, !tbaa !28, !noalias !206
  %1711 = load ptr, ptr %1665, align 8, !tbaa !29, !noalias !206
  %1712 = getelementptr inbounds i8, ptr %1711, i64 16
  %1713 = load ptr, ptr %1712, align 8, !noalias !206
  call void %1713(ptr noundef nonnull align 8 dereferenceable(16) %1665) #25, !noalias !206
  %1714 = load ptr, ptr %1665, align 8, !tbaa !29, !noalias !206
  %1715 = getelementptr inbounds i8, ptr %1714, i64 24
  %1716 = load ptr, ptr %1715, align 8, !noalias !206
  call void %1716(ptr noundef nonnull align 8 dereferenceable(16) %1665) #25, !noalias !206
  br label %1728

1717:                                             ; preds = %1704
  %1718 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !206
  %1719 = icmp eq i8 %1718, 0
  br i1 %1719, label %1722, label %1720

1720:                                             ; preds = %1717
  %1721 = add nsw i32 %1708, -1
  store i32 %1721, ptr %1694, align 4, !tbaa !15, !noalias !206
  br label %1724

1722:                                             ; preds = %1717
  %1723 = atomicrmw volatile add ptr %1694, i32 -1 acq_rel, align 4, !noalias !206
  br label %1724

1724:                                             ; preds = %1722, %1720
  %1725 = phi i32 [ %1708, %1720 ], [ %1723, %1722 ]
  %1726 = icmp eq i32 %1725, 1
  br i1 %1726, label %1727, label %1728, !prof !32

1727:                                             ; preds = %1724
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1665) #25, !noalias !206
  br label %1728

1728:                                             ; preds = %1727, %1724, %1709, %1702
  br i1 %1652, label %1753, label %1729

1729:                                             ; preds = %1728
  %1730 = getelementptr inbounds i8, ptr %1643, i64 8
  %1731 = load atomic i64, ptr %1730 acquire, align 8, !noalias !206
  %1732 = icmp eq i64 %1731, 4294967297
  %1733 = trunc i64 %1731 to i32
  br i1 %1732, label %1734, label %1742

1734:                                             ; preds = %1729
  store i32 0, ptr %1730, align 8, !tbaa !26, !noalias !206
  %1735 = getelementptr inbounds i8, ptr %1643, i64 12
  store i32 0, ptr %1735, align 4, !tbaa !28, !noalias !206
  %1736 = load ptr, ptr %1643, align 8, !tbaa !29, !noalias !206
  %1737 = getelementptr inbounds i8, ptr %1736, i64 16
  %1738 = load ptr, ptr %1737, align 8, !noalias !206
  call void %1738(ptr noundef nonnull align 8 dereferenceable(16) %1643) #25, !noalias !206
  %1739 = load ptr, ptr %1643, align 8, !tbaa !29, !noalias !206
  %1740 = getelementptr inbounds i8, ptr %1739, i64 24
  %1741 = load ptr, ptr %1740, align 8, !noalias !206
  call void %1741(ptr noundef nonnull align 8 dereferenceable(16) %1643) #25, !noalias !206
  br label %1753

1742:                                             ; preds = %1729
  %1743 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !206
  %1744 = icmp eq i8 %1743, 0
  br i1 %1744, label %1747, label %1745

1745:                                             ; preds = %1742
  %1746 = add nsw i32 %1733, -1
  store i32 %1746, ptr %1730, align 4, !tbaa !15, !noalias !206
  br label %1749

1747:                                             ; preds = %1742
  %1748 = atomicrmw volatile add ptr %1730, i32 -1 acq_rel, align 4, !noalias !206
  br label %1749

1749:                                             ; preds = %1747, %1745
  %1750 = phi i32 [ %1733, %1745 ], [ %1748, %1747 ]
  %1751 = icmp eq i32 %1750, 1
  br i1 %1751, label %1752, label %1753, !prof !32

1752:                                             ; preds = %1749
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1643) #25, !noalias !206
  br label %1753

1753:                                             ; preds = %1752, %1749, %1734, %1728
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4)
  %1754 = getelementptr inbounds i8, ptr %1, i64 152
  %1755 = load ptr, ptr %1754, align 8, !tbaa !11
  store ptr %1650, ptr %1754, align 8, !tbaa !11
  %1756 = icmp eq ptr %1755, null
  br i1 %1756, label %1761, label %1757

1757:                                             ; preds = %1753
  %1758 = load ptr, ptr %1755, align 8, !tbaa !29
  %1759 = getelementptr inbounds i8, ptr %1758, i64 16
  %1760 = load ptr, ptr %1759, align 8
  call void %1760(ptr noundef nonnull align 8 dereferenceable(8) %1755) #25
  br label %1761

1761:                                             ; preds = %1757, %1753
  invoke void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %1762 unwind label %1857

1762:                                             ; preds = %1761
  %1763 = load ptr, ptr %1754, align 8, !tbaa !11
  %1764 = load ptr, ptr %1763, align 8, !tbaa !29
  %1765 = load ptr, ptr %1764, align 8
  %1766 = invoke noundef ptr %1765(ptr noundef nonnull align 8 dereferenceable(8) %1763)
          to label %1767 unwind label %1857

1767:                                             ; preds = %1762
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #25
  call void @llvm.experimental.noalias.scope.decl(metadata !209)
  %1768 = getelementptr inbounds i8, ptr %5, i64 16
  %1769 = invoke noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #27
          to label %1770 unwind label %1857

1770:                                             ; preds = %1767
  store ptr %1769, ptr %5, align 8, !tbaa !189, !alias.scope !209
  %1771 = getelementptr inbounds i8, ptr %1769, i64 24
  store ptr %1771, ptr %1768, align 8, !tbaa !191, !alias.scope !209
  %1772 = getelementptr inbounds i8, ptr %5, i64 8
  store i64 17446157156352, ptr %1769, align 4, !noalias !209
  %1773 = getelementptr inbounds i8, ptr %1769, i64 8
  store i32 0, ptr %1773, align 4, !tbaa !15, !noalias !209
  %1774 = getelementptr inbounds i8, ptr %1769, i64 12
  store i64 17446157156352, ptr %1774, align 4, !noalias !209
  %1775 = getelementptr inbounds i8, ptr %1769, i64 20
  store i32 32, ptr %1775, align 4, !tbaa !15, !noalias !209
  store ptr %1771, ptr %1772, align 8, !tbaa !212, !alias.scope !209
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %1766, ptr noundef nonnull align 8 dereferenceable(24) %5, i1 noundef zeroext false)
          to label %1776 unwind label %1792

1776:                                             ; preds = %1770
  %1777 = load ptr, ptr %5, align 8, !tbaa !189
  %1778 = icmp eq ptr %1777, null
  br i1 %1778, label %1784, label %1779

1779:                                             ; preds = %1776
  %1780 = load ptr, ptr %1768, align 8, !tbaa !191
  %1781 = ptrtoint ptr %1780 to i64
  %1782 = ptrtoint ptr %1777 to i64
  %1783 = sub i64 %1781, %1782
  call void @_ZdlPvm(ptr noundef nonnull %1777, i64 noundef %1783) #29
  br label %1784

1784:                                             ; preds = %1779, %1776
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #25
  %1785 = invoke noalias noundef nonnull dereferenceable(18) ptr @_Znam(i64 noundef 18) #27
          to label %1786 unwind label %1857

1786:                                             ; preds = %1784
  %1787 = getelementptr inbounds i8, ptr %1, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(17) %1785, ptr noundef nonnull align 1 dereferenceable(17) @.str.26, i64 17, i1 false)
  %1788 = getelementptr inbounds i8, ptr %1785, i64 17
  store i8 0, ptr %1788, align 1, !tbaa !31
  %1789 = load ptr, ptr %1787, align 8, !tbaa !11
  store ptr %1785, ptr %1787, align 8, !tbaa !11
  %1790 = icmp eq ptr %1789, null
  br i1 %1790, label %1802, label %1791

1791:                                             ; preds = %1786
  call void @_ZdaPv(ptr noundef nonnull %1789) #29
  br label %1802

1792:                                             ; preds = %1770
  %1793 = landingpad { ptr, i32 }
          cleanup
  %1794 = load ptr, ptr %5, align 8, !tbaa !189
  %1795 = icmp eq ptr %1794, null
  br i1 %1795, label %1801, label %1796

1796:                                             ; preds = %1792
  %1797 = load ptr, ptr %1768, align 8, !tbaa !191
  %1798 = ptrtoint ptr %1797 to i64
  %1799 = ptrtoint ptr %1794 to i64
  %1800 = sub i64 %1798, %1799
  call void @_ZdlPvm(ptr noundef nonnull %1794, i64 noundef %1800) #29
  br label %1801

1801:                                             ; preds = %1796, %1792
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #25
  br label %1859

1802:                                             ; preds = %1791, %1786
  %1803 = load ptr, ptr %1647, align 8, !tbaa !24
  %1804 = icmp eq ptr %1803, null
  br i1 %1804, label %1829, label %1805

1805:                                             ; preds = %1802
  %1806 = getelementptr inbounds i8, ptr %1803, i64 8
  %1807 = load atomic i64, ptr %1806 acquire, align 8
  %1808 = icmp eq i64 %1807, 4294967297
  %1809 = trunc i64 %1807 to i32
  br i1 %1808, label %1810, label %1818

1810:                                             ; preds = %1805
  store i32 0, ptr %1806, align 8, !tbaa !26
  %1811 = getelementptr inbounds i8, ptr %1803, i64 12
  store i32 0, ptr %1811, align 4, !tbaa !28
  %1812 = load ptr, ptr %1803, align 8, !tbaa !29
  %1813 = getelementptr inbounds i8, ptr %1812, i64 16
  %1814 = load ptr, ptr %1813, align 8
  call void %1814(ptr noundef nonnull align 8 dereferenceable(16) %1803) #25
  %1815 = load ptr, ptr %1803, align 8, !tbaa !29
  %1816 = getelementptr inbounds i8, ptr %1815, i64 24
  %1817 = load ptr, ptr %1816, align 8
  call void %1817(ptr noundef nonnull align 8 dereferenceable(16) %1803) #25
  br label %1829

1818:                                             ; preds = %1805
  %1819 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %1820 = icmp eq i8 %1819, 0
  br i1 %1820, label %1823, label %1821

1821:                                             ; preds = %1818
  %1822 = add nsw i32 %1809, -1
  store i32 %1822, ptr %1806, align 4, !tbaa !15
  br label %1825

1823:                                             ; preds = %1818
  %1824 = atomicrmw volatile add ptr %1806, i32 -1 acq_rel, align 4
  br label %1825

1825:                                             ; preds = %1823, %1821
  %1826 = phi i32 [ %1809, %1821 ], [ %1824, %1823 ]
  %1827 = icmp eq i32 %1826, 1
  br i1 %1827, label %1828, label %1829, !prof !32

1828:                                             ; preds = %1825
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1803) #25
  br label %1829

1829:                                             ; preds = %1828, %1825, %1810, %1802
  %1830 = load ptr, ptr %1642, align 8, !tbaa !24
  %1831 = icmp eq ptr %1830, null
  br i1 %1831, label %1856, label %1832

1832:                                             ; preds = %1829
  %1833 = getelementptr inbounds i8, ptr %1830, i64 8
  %1834 = load atomic i64, ptr %1833 acquire, align 8
  %1835 = icmp eq i64 %1834, 4294967297
  %1836 = trunc i64 %1834 to i32
  br i1 %1835, label %1837, label %1845

1837:                                             ; preds = %1832
  store i32 0, ptr %1833, align 8, !tbaa !26
  %1838 = getelementptr inbounds i8, ptr %1830, i64 12
  store i32 0, ptr %1838, align 4, !tbaa !28
  %1839 = load ptr, ptr %1830, align 8, !tbaa !29
  %1840 = getelementptr inbounds i8, ptr %1839, i64 16
  %1841 = load ptr, ptr %1840, align 8
  call void %1841(ptr noundef nonnull align 8 dereferenceable(16) %1830) #25
  %1842 = load ptr, ptr %1830, align 8, !tbaa !29
  %1843 = getelementptr inbounds i8, ptr %1842, i64 24
  %1844 = load ptr, ptr %1843, align 8
  call void %1844(ptr noundef nonnull align 8 dereferenceable(16) %1830) #25
  br label %1856

1845:                                             ; preds = %1832
  %1846 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %1847 = icmp eq i8 %1846, 0
  br i1 %1847, label %1850, label %1848

1848:                                             ; preds = %1845
  %1849 = add nsw i32 %1836, -1
  store i32 %1849, ptr %1833, align 4, !tbaa !15
  br label %1852

1850:                                             ; preds = %1845
  %1851 = atomicrmw volatile add ptr %1833, i32 -1 acq_rel, align 4
  br label %1852

1852:                                             ; preds = %1850, %1848
  %1853 = phi i32 [ %1836, %1848 ], [ %1851, %1850 ]
  %1854 = icmp eq i32 %1853, 1
  br i1 %1854, label %1855, label %1856, !prof !32

1855:                                             ; preds = %1852
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1830) #25
  br label %1856

1856:                                             ; preds = %1855, %1852, %1837, %1829
  invoke void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef 1)
          to label %1861 unwind label %1915

1857:                                             ; preds = %1784, %1767, %1762, %1761, %1640
  %1858 = landingpad { ptr, i32 }
          cleanup
  br label %1859

1859:                                             ; preds = %1857, %1801
  %1860 = phi { ptr, i32 } [ %1858, %1857 ], [ %1793, %1801 ]
  call fastcc void @_ZZZL8run_loopRN4sycl3_V15queueERNS0_6bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEES8_7VariantENKUlRNS0_7handlerEE_clESB_ENUlNS0_2idILi1EEEE0_D2Ev(ptr noundef nonnull align 8 dereferenceable(64) %7) #25
  br label %1917

1861:                                             ; preds = %1856
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %7)
  %1862 = load ptr, ptr %1469, align 8, !tbaa !24
  %1863 = icmp eq ptr %1862, null
  br i1 %1863, label %1888, label %1864

1864:                                             ; preds = %1861
  %1865 = getelementptr inbounds i8, ptr %1862, i64 8
  %1866 = load atomic i64, ptr %1865 acquire, align 8
  %1867 = icmp eq i64 %1866, 4294967297
  %1868 = trunc i64 %1866 to i32
  br i1 %1867, label %1869, label %1877

1869:                                             ; preds = %1864
  store i32 0, ptr %1865, align 8, !tbaa !26
  %1870 = getelementptr inbounds i8, ptr %1862, i64 12
  store i32 0, ptr %1870, align 4, !tbaa !28
  %1871 = load ptr, ptr %1862, align 8, !tbaa !29
  %1872 = getelementptr inbounds i8, ptr %1871, i64 16
  %1873 = load ptr, ptr %1872, align 8
  call void %1873(ptr noundef nonnull align 8 dereferenceable(16) %1862) #25
  %1874 = load ptr, ptr %1862, align 8, !tbaa !29
  %1875 = getelementptr inbounds i8, ptr %1874, i64 24
  %1876 = load ptr, ptr %1875, align 8
  call void %1876(ptr noundef nonnull align 8 dereferenceable(16) %1862) #25
  br label %1888

1877:                                             ; preds = %1864
  %1878 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %1879 = icmp eq i8 %1878, 0
  br i1 %1879, label %1882, label %1880

1880:                                             ; preds = %1877
  %1881 = add nsw i32 %1868, -1
  store i32 %1881, ptr %1865, align 4, !tbaa !15
  br label %1884

1882:                                             ; preds = %1877
  %1883 = atomicrmw volatile add ptr %1865, i32 -1 acq_rel, align 4
  br label %1884

1884:                                             ; preds = %1882, %1880
  %1885 = phi i32 [ %1868, %1880 ], [ %1883, %1882 ]
  %1886 = icmp eq i32 %1885, 1
  br i1 %1886, label %1887, label %1888, !prof !32

1887:                                             ; preds = %1884
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1862) #25
  br label %1888

1888:                                             ; preds = %1887, %1884, %1869, %1861
  %1889 = load ptr, ptr %1453, align 8, !tbaa !24
  %1890 = icmp eq ptr %1889, null
  br i1 %1890, label %1919, label %1891

1891:                                             ; preds = %1888
  %1892 = getelementptr inbounds i8, ptr %1889, i64 8
  %1893 = load atomic i64, ptr %1892 acquire, align 8
  %1894 = icmp eq i64 %1893, 4294967297
  %1895 = trunc i64 %1893 to i32
  br i1 %1894, label %1896, label %1904

1896:                                             ; preds = %1891
  store i32 0, ptr %1892, align 8, !tbaa !26
  %1897 = getelementptr inbounds i8, ptr %1889, i64 12
  store i32 0, ptr %1897, align 4, !tbaa !28
  %1898 = load ptr, ptr %1889, align 8, !tbaa !29
  %1899 = getelementptr inbounds i8, ptr %1898, i64 16
  %1900 = load ptr, ptr %1899, align 8
  call void %1900(ptr noundef nonnull align 8 dereferenceable(16) %1889) #25
  %1901 = load ptr, ptr %1889, align 8, !tbaa !29
  %1902 = getelementptr inbounds i8, ptr %1901, i64 24
  %1903 = load ptr, ptr %1902, align 8
  call void %1903(ptr noundef nonnull align 8 dereferenceable(16) %1889) #25
  br label %1919

1904:                                             ; preds = %1891
  %1905 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %1906 = icmp eq i8 %1905, 0
  br i1 %1906, label %1909, label %1907

1907:                                             ; preds = %1904
  %1908 = add nsw i32 %1895, -1
  store i32 %1908, ptr %1892, align 4, !tbaa !15
  br label %1911

1909:                                             ; preds = %1904
  %1910 = atomicrmw volatile add ptr %1892, i32 -1 acq_rel, align 4
  br label %1911

1911:                                             ; preds = %1909, %1907
  %1912 = phi i32 [ %1895, %1907 ], [ %1910, %1909 ]
  %1913 = icmp eq i32 %1912, 1
  br i1 %1913, label %1914, label %1919, !prof !32

1914:                                             ; preds = %1911
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1889) #25
  br label %1919

1915:                                             ; preds = %1856, %1638, %1637, %1491, %1481
  %1916 = landingpad { ptr, i32 }
          cleanup
  br label %1917

1917:                                             ; preds = %1915, %1859, %1493
  %1918 = phi { ptr, i32 } [ %1916, %1915 ], [ %1494, %1493 ], [ %1860, %1859 ]
  call fastcc void @_ZZZL8run_loopRN4sycl3_V15queueERNS0_6bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEES8_7VariantENKUlRNS0_7handlerEE_clESB_ENUlNS0_2idILi1EEEE0_D2Ev(ptr noundef nonnull align 8 dereferenceable(64) %8) #25
  call fastcc void @_ZZZL8run_loopRN4sycl3_V15queueERNS0_6bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEES8_7VariantENKUlRNS0_7handlerEE_clESB_ENUlNS0_2idILi1EEEE0_D2Ev(ptr noundef nonnull align 8 dereferenceable(64) %35) #25
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %35) #25
  br label %2030

1919:                                             ; preds = %1914, %1911, %1896, %1888
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %8)
  %1920 = load ptr, ptr %1436, align 8, !tbaa !24
  %1921 = icmp eq ptr %1920, null
  br i1 %1921, label %1946, label %1922

1922:                                             ; preds = %1919
  %1923 = getelementptr inbounds i8, ptr %1920, i64 8
  %1924 = load atomic i64, ptr %1923 acquire, align 8
  %1925 = icmp eq i64 %1924, 4294967297
  %1926 = trunc i64 %1924 to i32
  br i1 %1925, label %1927, label %1935

1927:                                             ; preds = %1922
  store i32 0, ptr %1923, align 8, !tbaa !26
  %1928 = getelementptr inbounds i8, ptr %1920, i64 12
  store i32 0, ptr %1928, align 4, !tbaa !28
  %1929 = load ptr, ptr %1920, align 8, !tbaa !29
  %1930 = getelementptr inbounds i8, ptr %1929, i64 16
  %1931 = load ptr, ptr %1930, align 8
  call void %1931(ptr noundef nonnull align 8 dereferenceable(16) %1920) #25
  %1932 = load ptr, ptr %1920, align 8, !tbaa !29
  %1933 = getelementptr inbounds i8, ptr %1932, i64 24
  %1934 = load ptr, ptr %1933, align 8
  call void %1934(ptr noundef nonnull align 8 dereferenceable(16) %1920) #25
  br label %1946

1935:                                             ; preds = %1922
  %1936 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %1937 = icmp eq i8 %1936, 0
  br i1 %1937, label %1940, label %1938

1938:                                             ; preds = %1935
  %1939 = add nsw i32 %1926, -1
  store i32 %1939, ptr %1923, align 4, !tbaa !15
  br label %1942

1940:                                             ; preds = %1935
  %1941 = atomicrmw volatile add ptr %1923, i32 -1 acq_rel, align 4
  br label %1942

1942:                                             ; preds = %1940, %1938
  %1943 = phi i32 [ %1926, %1938 ], [ %1941, %1940 ]
  %1944 = icmp eq i32 %1943, 1
  br i1 %1944, label %1945, label %1946, !prof !32

1945:                                             ; preds = %1942
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1920) #25
  br label %1946

1946:                                             ; preds = %1945, %1942, %1927, %1919
  %1947 = load ptr, ptr %1418, align 8, !tbaa !24
  %1948 = icmp eq ptr %1947, null
  br i1 %1948, label %1973, label %1949

1949:                                             ; preds = %1946
  %1950 = getelementptr inbounds i8, ptr %1947, i64 8
  %1951 = load atomic i64, ptr %1950 acquire, align 8
  %1952 = icmp eq i64 %1951, 4294967297
  %1953 = trunc i64 %1951 to i32
  br i1 %1952, label %1954, label %1962

1954:                                             ; preds = %1949
  store i32 0, ptr %1950, align 8, !tbaa !26
  %1955 = getelementptr inbounds i8, ptr %1947, i64 12
  store i32 0, ptr %1955, align 4, !tbaa !28
  %1956 = load ptr, ptr %1947, align 8, !tbaa !29
  %1957 = getelementptr inbounds i8, ptr %1956, i64 16
  %1958 = load ptr, ptr %1957, align 8
  call void %1958(ptr noundef nonnull align 8 dereferenceable(16) %1947) #25
  %1959 = load ptr, ptr %1947, align 8, !tbaa !29
  %1960 = getelementptr inbounds i8, ptr %1959, i64 24
  %1961 = load ptr, ptr %1960, align 8
  call void %1961(ptr noundef nonnull align 8 dereferenceable(16) %1947) #25
  br label %1973

1962:                                             ; preds = %1949
  %1963 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %1964 = icmp eq i8 %1963, 0
  br i1 %1964, label %1967, label %1965

1965:                                             ; preds = %1962
  %1966 = add nsw i32 %1953, -1
  store i32 %1966, ptr %1950, align 4, !tbaa !15
  br label %1969

1967:                                             ; preds = %1962
  %1968 = atomicrmw volatile add ptr %1950, i32 -1 acq_rel, align 4
  br label %1969

1969:                                             ; preds = %1967, %1965
  %1970 = phi i32 [ %1953, %1965 ], [ %1968, %1967 ]
  %1971 = icmp eq i32 %1970, 1
  br i1 %1971, label %1972, label %1973, !prof !32

1972:                                             ; preds = %1969
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1947) #25
  br label %1973

1973:                                             ; preds = %1972, %1969, %1954, %1946
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %35) #25
  br label %1974

1974:                                             ; preds = %1973, %1412, %720
  %1975 = getelementptr inbounds i8, ptr %31, i64 8
  %1976 = load ptr, ptr %1975, align 8, !tbaa !24
  %1977 = icmp eq ptr %1976, null
  br i1 %1977, label %2002, label %1978

1978:                                             ; preds = %1974
  %1979 = getelementptr inbounds i8, ptr %1976, i64 8
  %1980 = load atomic i64, ptr %1979 acquire, align 8
  %1981 = icmp eq i64 %1980, 4294967297
  %1982 = trunc i64 %1980 to i32
  br i1 %1981, label %1983, label %1991

1983:                                             ; preds = %1978
  store i32 0, ptr %1979, align 8, !tbaa !26
  %1984 = getelementptr inbounds i8, ptr %1976, i64 12
  store i32 0, ptr %1984, align 4, !tbaa !28
  %1985 = load ptr, ptr %1976, align 8, !tbaa !29
  %1986 = getelementptr inbounds i8, ptr %1985, i64 16
  %1987 = load ptr, ptr %1986, align 8
  call void %1987(ptr noundef nonnull align 8 dereferenceable(16) %1976) #25
  %1988 = load ptr, ptr %1976, align 8, !tbaa !29
  %1989 = getelementptr inbounds i8, ptr %1988, i64 24
  %1990 = load ptr, ptr %1989, align 8
  call void %1990(ptr noundef nonnull align 8 dereferenceable(16) %1976) #25
  br label %2002

1991:                                             ; preds = %1978
  %1992 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %1993 = icmp eq i8 %1992, 0
  br i1 %1993, label %1996, label %1994

1994:                                             ; preds = %1991
  %1995 = add nsw i32 %1982, -1
  store i32 %1995, ptr %1979, align 4, !tbaa !15
  br label %1998

1996:                                             ; preds = %1991
  %1997 = atomicrmw volatile add ptr %1979, i32 -1 acq_rel, align 4
  br label %1998

1998:                                             ; preds = %1996, %1994
  %1999 = phi i32 [ %1982, %1994 ], [ %1997, %1996 ]
  %2000 = icmp eq i32 %1999, 1
  br i1 %2000, label %2001, label %2002, !prof !32

2001:                                             ; preds = %1998
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1976) #25
  br label %2002

2002:                                             ; preds = %2001, %1998, %1983, %1974
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %31) #25
  %2003 = getelementptr inbounds i8, ptr %29, i64 8
  %2004 = load ptr, ptr %2003, align 8, !tbaa !24
  %2005 = icmp eq ptr %2004, null
  br i1 %2005, label %2036, label %2006

2006:                                             ; preds = %2002
  %2007 = getelementptr inbounds i8, ptr %2004, i64 8
  %2008 = load atomic i64, ptr %2007 acquire, align 8
  %2009 = icmp eq i64 %2008, 4294967297
  %2010 = trunc i64 %2008 to i32
  br i1 %2009, label %2011, label %2019

2011:                                             ; preds = %2006
  store i32 0, ptr %2007, align 8, !tbaa !26
  %2012 = getelementptr inbounds i8, ptr %2004, i64 12
  store i32 0, ptr %2012, align 4, !tbaa !28
  %2013 = load ptr, ptr %2004, align 8, !tbaa !29
  %2014 = getelementptr inbounds i8, ptr %2013, i64 16
  %2015 = load ptr, ptr %2014, align 8
  call void %2015(ptr noundef nonnull align 8 dereferenceable(16) %2004) #25
  %2016 = load ptr, ptr %2004, align 8, !tbaa !29
  %2017 = getelementptr inbounds i8, ptr %2016, i64 24
  %2018 = load ptr, ptr %2017, align 8
  call void %2018(ptr noundef nonnull align 8 dereferenceable(16) %2004) #25
  br label %2036

2019:                                             ; preds = %2006
  %2020 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %2021 = icmp eq i8 %2020, 0
  br i1 %2021, label %2024, label %2022

2022:                                             ; preds = %2019
  %2023 = add nsw i32 %2010, -1
  store i32 %2023, ptr %2007, align 4, !tbaa !15
  br label %2026

2024:                                             ; preds = %2019
  %2025 = atomicrmw volatile add ptr %2007, i32 -1 acq_rel, align 4
  br label %2026

2026:                                             ; preds = %2024, %2022
  %2027 = phi i32 [ %2010, %2022 ], [ %2025, %2024 ]
  %2028 = icmp eq i32 %2027, 1
  br i1 %2028, label %2029, label %2036, !prof !32

2029:                                             ; preds = %2026
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %2004) #25
  br label %2036

2030:                                             ; preds = %1917, %1356, %729, %664
  %2031 = phi { ptr, i32 } [ %665, %664 ], [ %1357, %1356 ], [ %730, %729 ], [ %1918, %1917 ]
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %31) #25
  br label %2032

2032:                                             ; preds = %2030, %727
  %2033 = phi { ptr, i32 } [ %2031, %2030 ], [ %728, %727 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %31) #25
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %29) #25
  br label %2034

2034:                                             ; preds = %2032, %723
  %2035 = phi { ptr, i32 } [ %2033, %2032 ], [ %724, %723 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %29) #25
  resume { ptr, i32 } %2035

2036:                                             ; preds = %2002, %2011, %2026, %2029
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %29) #25
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define internal fastcc void @_ZZZL8run_loopRN4sycl3_V15queueERNS0_6bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEES8_7VariantENKUlRNS0_7handlerEE_clESB_ENUlNS0_2idILi1EEEE_D2Ev(ptr nocapture noundef nonnull readonly align 8 dereferenceable(72) %0) unnamed_addr #5 align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 48
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
  store i32 %22, ptr %6, align 4, !tbaa !15
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
  store i32 %50, ptr %34, align 4, !tbaa !15
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
define internal fastcc void @_ZZZL8run_loopRN4sycl3_V15queueERNS0_6bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEES8_7VariantENKUlRNS0_7handlerEE_clESB_ENUlNS0_2idILi1EEENS0_14kernel_handlerEE_D2Ev(ptr nocapture noundef nonnull readonly align 8 dereferenceable(64) %0) unnamed_addr #5 align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 40
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
  store i32 %22, ptr %6, align 4, !tbaa !15
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
  store i32 %50, ptr %34, align 4, !tbaa !15
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
define internal fastcc void @_ZZZL8run_loopRN4sycl3_V15queueERNS0_6bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEES8_7VariantENKUlRNS0_7handlerEE_clESB_ENUlNS0_2idILi1EEEE0_D2Ev(ptr nocapture noundef nonnull readonly align 8 dereferenceable(64) %0) unnamed_addr #5 align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 40
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
  store i32 %22, ptr %6, align 4, !tbaa !15
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
  store i32 %50, ptr %34, align 4, !tbaa !15
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

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range.91", align 8
  %8 = alloca %"class.sycl::_V1::range.91", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %11 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %12 = load i64, ptr %11, align 8
  store i64 %12, ptr %7, align 8, !tbaa !5, !alias.scope !213
  %13 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 1, ptr %13, align 8, !tbaa !5, !alias.scope !213
  %14 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %14, align 8, !tbaa !5, !alias.scope !213
  store i64 %12, ptr %8, align 8, !tbaa !5, !alias.scope !216
  %15 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 1, ptr %15, align 8, !tbaa !5, !alias.scope !216
  %16 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %16, align 8, !tbaa !5, !alias.scope !216
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #25
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
  br i1 %27, label %28, label %29, !prof !32

28:                                               ; preds = %26
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #26
  unreachable

29:                                               ; preds = %26
  %30 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %24) #27
  br label %31

31:                                               ; preds = %48, %29
  %32 = phi ptr [ %50, %48 ], [ %30, %29 ]
  %33 = phi ptr [ %49, %48 ], [ %21, %29 ]
  %34 = load ptr, ptr %33, align 8, !tbaa !219
  store ptr %34, ptr %32, align 8, !tbaa !219
  %35 = getelementptr inbounds i8, ptr %32, i64 8
  %36 = getelementptr inbounds i8, ptr %33, i64 8
  %37 = load ptr, ptr %36, align 8, !tbaa !24
  store ptr %37, ptr %35, align 8, !tbaa !24
  %38 = icmp eq ptr %37, null
  br i1 %38, label %48, label %39

39:                                               ; preds = %31
  %40 = getelementptr inbounds i8, ptr %37, i64 8
  %41 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %42 = icmp eq i8 %41, 0
  br i1 %42, label %46, label %43

43:                                               ; preds = %39
  %44 = load i32, ptr %40, align 4, !tbaa !15
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr %40, align 4, !tbaa !15
  br label %48

46:                                               ; preds = %39
  %47 = atomicrmw volatile add ptr %40, i32 1 acq_rel, align 4
  br label %48

48:                                               ; preds = %46, %43, %31
  %49 = getelementptr inbounds i8, ptr %33, i64 16
  %50 = getelementptr inbounds i8, ptr %32, i64 16
  %51 = icmp eq ptr %49, %20
  br i1 %51, label %52, label %31, !llvm.loop !221

52:                                               ; preds = %48, %5
  %53 = phi ptr [ null, %5 ], [ %30, %48 ]
  %54 = phi ptr [ null, %5 ], [ %50, %48 ]
  %55 = getelementptr inbounds i8, ptr %53, i64 %24
  store i64 %17, ptr %9, align 8
  %56 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %53, ptr %56, align 8, !tbaa !21
  %57 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %54, ptr %57, align 8, !tbaa !23
  %58 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %55, ptr %58, align 8, !tbaa !34
  %59 = load ptr, ptr %1, align 8, !tbaa !114
  %60 = icmp eq ptr %59, null
  br i1 %60, label %61, label %62

61:                                               ; preds = %52
  tail call void @__assert_fail(ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.11, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #28
  unreachable

62:                                               ; preds = %52
  %63 = getelementptr inbounds i8, ptr %1, i64 24
  %64 = load i64, ptr %63, align 8, !tbaa !105
  %65 = getelementptr inbounds i8, ptr %1, i64 32
  %66 = load i8, ptr %65, align 8, !tbaa !113, !range !165, !noundef !166
  %67 = trunc nuw i8 %66 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.91") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.91") align 8 %8, i32 noundef 1024, ptr noundef nonnull %59, i32 noundef 1, i32 noundef 4, i64 noundef %64, i1 noundef zeroext %67, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %68 unwind label %234

68:                                               ; preds = %62
  %69 = icmp eq ptr %53, %54
  br i1 %69, label %104, label %70

70:                                               ; preds = %68, %99
  %71 = phi ptr [ %100, %99 ], [ %53, %68 ]
  %72 = getelementptr inbounds i8, ptr %71, i64 8
  %73 = load ptr, ptr %72, align 8, !tbaa !24
  %74 = icmp eq ptr %73, null
  br i1 %74, label %99, label %75

75:                                               ; preds = %70
  %76 = getelementptr inbounds i8, ptr %73, i64 8
  %77 = load atomic i64, ptr %76 acquire, align 8
  %78 = icmp eq i64 %77, 4294967297
  %79 = trunc i64 %77 to i32
  br i1 %78, label %80, label %88

80:                                               ; preds = %75
  store i32 0, ptr %76, align 8, !tbaa !26
  %81 = getelementptr inbounds i8, ptr %73, i64 12
  store i32 0, ptr %81, align 4, !tbaa !28
  %82 = load ptr, ptr %73, align 8, !tbaa !29
  %83 = getelementptr inbounds i8, ptr %82, i64 16
  %84 = load ptr, ptr %83, align 8
  tail call void %84(ptr noundef nonnull align 8 dereferenceable(16) %73) #25
  %85 = load ptr, ptr %73, align 8, !tbaa !29
  %86 = getelementptr inbounds i8, ptr %85, i64 24
  %87 = load ptr, ptr %86, align 8
  tail call void %87(ptr noundef nonnull align 8 dereferenceable(16) %73) #25
  br label %99

88:                                               ; preds = %75
  %89 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %90 = icmp eq i8 %89, 0
  br i1 %90, label %93, label %91

91:                                               ; preds = %88
  %92 = add nsw i32 %79, -1
  store i32 %92, ptr %76, align 4, !tbaa !15
  br label %95

93:                                               ; preds = %88
  %94 = atomicrmw volatile add ptr %76, i32 -1 acq_rel, align 4
  br label %95

95:                                               ; preds = %93, %91
  %96 = phi i32 [ %79, %91 ], [ %94, %93 ]
  %97 = icmp eq i32 %96, 1
  br i1 %97, label %98, label %99, !prof !32

98:                                               ; preds = %95
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %73) #25
  br label %99

99:                                               ; preds = %98, %95, %80, %70
  %100 = getelementptr inbounds i8, ptr %71, i64 16
  %101 = icmp eq ptr %100, %54
  br i1 %101, label %102, label %70, !llvm.loop !33

102:                                              ; preds = %99
  %103 = load ptr, ptr %56, align 8, !tbaa !21
  br label %104

104:                                              ; preds = %102, %68
  %105 = phi ptr [ %103, %102 ], [ %53, %68 ]
  %106 = icmp eq ptr %105, null
  br i1 %106, label %112, label %107

107:                                              ; preds = %104
  %108 = load ptr, ptr %58, align 8, !tbaa !34
  %109 = ptrtoint ptr %108 to i64
  %110 = ptrtoint ptr %105 to i64
  %111 = sub i64 %109, %110
  tail call void @_ZdlPvm(ptr noundef nonnull %105, i64 noundef %111) #29
  br label %112

112:                                              ; preds = %104, %107
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #25
  %113 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %113, i8 0, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #25
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
  br i1 %122, label %123, label %125, !prof !32

123:                                              ; preds = %121
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #26
          to label %124 unwind label %238

124:                                              ; preds = %123
  unreachable

125:                                              ; preds = %121
  %126 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %119) #27
          to label %127 unwind label %238

127:                                              ; preds = %125, %144
  %128 = phi ptr [ %146, %144 ], [ %126, %125 ]
  %129 = phi ptr [ %145, %144 ], [ %116, %125 ]
  %130 = load ptr, ptr %129, align 8, !tbaa !219
  store ptr %130, ptr %128, align 8, !tbaa !219
  %131 = getelementptr inbounds i8, ptr %128, i64 8
  %132 = getelementptr inbounds i8, ptr %129, i64 8
  %133 = load ptr, ptr %132, align 8, !tbaa !24
  store ptr %133, ptr %131, align 8, !tbaa !24
  %134 = icmp eq ptr %133, null
  br i1 %134, label %144, label %135

135:                                              ; preds = %127
  %136 = getelementptr inbounds i8, ptr %133, i64 8
  %137 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %138 = icmp eq i8 %137, 0
  br i1 %138, label %142, label %139

139:                                              ; preds = %135
  %140 = load i32, ptr %136, align 4, !tbaa !15
  %141 = add nsw i32 %140, 1
  store i32 %141, ptr %136, align 4, !tbaa !15
  br label %144

142:                                              ; preds = %135
  %143 = atomicrmw volatile add ptr %136, i32 1 acq_rel, align 4
  br label %144

144:                                              ; preds = %142, %139, %127
  %145 = getelementptr inbounds i8, ptr %129, i64 16
  %146 = getelementptr inbounds i8, ptr %128, i64 16
  %147 = icmp eq ptr %145, %115
  br i1 %147, label %148, label %127, !llvm.loop !221

148:                                              ; preds = %144, %112
  %149 = phi ptr [ null, %112 ], [ %126, %144 ]
  %150 = phi ptr [ null, %112 ], [ %146, %144 ]
  %151 = getelementptr inbounds i8, ptr %149, i64 %119
  store i64 %114, ptr %10, align 8
  %152 = getelementptr inbounds i8, ptr %10, i64 8
  store ptr %149, ptr %152, align 8, !tbaa !21
  %153 = getelementptr inbounds i8, ptr %10, i64 16
  store ptr %150, ptr %153, align 8, !tbaa !23
  %154 = getelementptr inbounds i8, ptr %10, i64 24
  store ptr %151, ptr %154, align 8, !tbaa !34
  %155 = and i64 %114, 16
  %156 = icmp eq i64 %155, 0
  br i1 %156, label %166, label %157

157:                                              ; preds = %148
  %158 = tail call ptr @__cxa_allocate_exception(i64 64) #25
  %159 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #25
  %160 = extractvalue { i32, ptr } %159, 0
  %161 = extractvalue { i32, ptr } %159, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %158, i32 %160, ptr %161, ptr noundef nonnull @.str.13)
          to label %162 unwind label %164

162:                                              ; preds = %157
  invoke void @__cxa_throw(ptr nonnull %158, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #26
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
  %171 = load ptr, ptr %170, align 8, !tbaa !24
  %172 = icmp eq ptr %171, null
  br i1 %172, label %197, label %173

173:                                              ; preds = %168
  %174 = getelementptr inbounds i8, ptr %171, i64 8
  %175 = load atomic i64, ptr %174 acquire, align 8
  %176 = icmp eq i64 %175, 4294967297
  %177 = trunc i64 %175 to i32
  br i1 %176, label %178, label %186

178:                                              ; preds = %173
  store i32 0, ptr %174, align 8, !tbaa !26
  %179 = getelementptr inbounds i8, ptr %171, i64 12
  store i32 0, ptr %179, align 4, !tbaa !28
  %180 = load ptr, ptr %171, align 8, !tbaa !29
  %181 = getelementptr inbounds i8, ptr %180, i64 16
  %182 = load ptr, ptr %181, align 8
  tail call void %182(ptr noundef nonnull align 8 dereferenceable(16) %171) #25
  %183 = load ptr, ptr %171, align 8, !tbaa !29
  %184 = getelementptr inbounds i8, ptr %183, i64 24
  %185 = load ptr, ptr %184, align 8
  tail call void %185(ptr noundef nonnull align 8 dereferenceable(16) %171) #25
  br label %197

186:                                              ; preds = %173
  %187 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %188 = icmp eq i8 %187, 0
  br i1 %188, label %191, label %189

189:                                              ; preds = %186
  %190 = add nsw i32 %177, -1
  store i32 %190, ptr %174, align 4, !tbaa !15
  br label %193

191:                                              ; preds = %186
  %192 = atomicrmw volatile add ptr %174, i32 -1 acq_rel, align 4
  br label %193

193:                                              ; preds = %191, %189
  %194 = phi i32 [ %177, %189 ], [ %192, %191 ]
  %195 = icmp eq i32 %194, 1
  br i1 %195, label %196, label %197, !prof !32

196:                                              ; preds = %193
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %171) #25
  br label %197

197:                                              ; preds = %196, %193, %178, %168
  %198 = getelementptr inbounds i8, ptr %169, i64 16
  %199 = icmp eq ptr %198, %150
  br i1 %199, label %200, label %168, !llvm.loop !33

200:                                              ; preds = %197
  %201 = load ptr, ptr %152, align 8, !tbaa !21
  br label %202

202:                                              ; preds = %200, %166
  %203 = phi ptr [ %201, %200 ], [ %149, %166 ]
  %204 = icmp eq ptr %203, null
  br i1 %204, label %210, label %205

205:                                              ; preds = %202
  %206 = load ptr, ptr %154, align 8, !tbaa !34
  %207 = ptrtoint ptr %206 to i64
  %208 = ptrtoint ptr %203 to i64
  %209 = sub i64 %207, %208
  tail call void @_ZdlPvm(ptr noundef nonnull %203, i64 noundef %209) #29
  br label %210

210:                                              ; preds = %202, %205
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #25
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %211 unwind label %236

211:                                              ; preds = %210
  %212 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %213 unwind label %236

213:                                              ; preds = %211
  store ptr %212, ptr %113, align 8, !tbaa !222
  %214 = load ptr, ptr %1, align 8, !tbaa !114
  %215 = icmp eq ptr %214, null
  br i1 %215, label %216, label %217

216:                                              ; preds = %213
  tail call void @__assert_fail(ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.11, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #28
  unreachable

217:                                              ; preds = %213
  %218 = load ptr, ptr %0, align 8, !tbaa !174
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

declare void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef byval(%"class.sycl::_V1::id") align 8, ptr noundef byval(%"class.sycl::_V1::range.91") align 8, ptr noundef byval(%"class.sycl::_V1::range.91") align 8, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i64 noundef, i1 noundef zeroext, ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #7

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  store i32 %29, ptr %13, align 4, !tbaa !15
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
  tail call void @_ZdlPvm(ptr noundef nonnull %42, i64 noundef %49) #29
  br label %50

50:                                               ; preds = %41, %44
  ret void
}

declare void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef, i32 noundef) local_unnamed_addr #7

declare void @_ZN4sycl3_V16detail23constructorNotificationEPvS2_NS0_6access6targetENS3_4modeERKNS1_13code_locationE(ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #7

; Function Attrs: noreturn
declare void @_ZSt28__throw_bad_array_new_lengthv() local_unnamed_addr #9

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #19

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
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range.91", align 8
  %8 = alloca %"class.sycl::_V1::range.91", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %11 = load i64, ptr %10, align 8
  store i64 %11, ptr %7, align 8, !tbaa !5, !alias.scope !223
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 1, ptr %12, align 8, !tbaa !5, !alias.scope !223
  %13 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %13, align 8, !tbaa !5, !alias.scope !223
  store i64 %11, ptr %8, align 8, !tbaa !5, !alias.scope !226
  %14 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 1, ptr %14, align 8, !tbaa !5, !alias.scope !226
  %15 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %15, align 8, !tbaa !5, !alias.scope !226
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #25
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
  br i1 %26, label %27, label %28, !prof !32

27:                                               ; preds = %25
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #26
  unreachable

28:                                               ; preds = %25
  %29 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %23) #27
  br label %30

30:                                               ; preds = %47, %28
  %31 = phi ptr [ %49, %47 ], [ %29, %28 ]
  %32 = phi ptr [ %48, %47 ], [ %20, %28 ]
  %33 = load ptr, ptr %32, align 8, !tbaa !219
  store ptr %33, ptr %31, align 8, !tbaa !219
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
  %43 = load i32, ptr %39, align 4, !tbaa !15
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %39, align 4, !tbaa !15
  br label %47

45:                                               ; preds = %38
  %46 = atomicrmw volatile add ptr %39, i32 1 acq_rel, align 4
  br label %47

47:                                               ; preds = %45, %42, %30
  %48 = getelementptr inbounds i8, ptr %32, i64 16
  %49 = getelementptr inbounds i8, ptr %31, i64 16
  %50 = icmp eq ptr %48, %19
  br i1 %50, label %51, label %30, !llvm.loop !221

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
  %58 = load ptr, ptr %1, align 8, !tbaa !114
  %59 = icmp eq ptr %58, null
  br i1 %59, label %60, label %61

60:                                               ; preds = %51
  tail call void @__assert_fail(ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.11, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #28
  unreachable

61:                                               ; preds = %51
  %62 = and i64 %16, 16
  %63 = icmp eq i64 %62, 0
  %64 = select i1 %63, i32 1025, i32 1027
  %65 = getelementptr inbounds i8, ptr %1, i64 24
  %66 = load i64, ptr %65, align 8, !tbaa !105
  %67 = getelementptr inbounds i8, ptr %1, i64 32
  %68 = load i8, ptr %67, align 8, !tbaa !113, !range !165, !noundef !166
  %69 = trunc nuw i8 %68 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.91") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.91") align 8 %8, i32 noundef %64, ptr noundef nonnull %58, i32 noundef 1, i32 noundef 4, i64 noundef %66, i1 noundef zeroext %69, ptr noundef nonnull align 8 dereferenceable(32) %3)
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
  store i32 %94, ptr %78, align 4, !tbaa !15
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
  tail call void @_ZdlPvm(ptr noundef nonnull %107, i64 noundef %113) #29
  br label %114

114:                                              ; preds = %106, %109
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #25
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
  br i1 %123, label %124, label %126, !prof !32

124:                                              ; preds = %122
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #26
          to label %125 unwind label %210

125:                                              ; preds = %124
  unreachable

126:                                              ; preds = %122
  %127 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %120) #27
          to label %128 unwind label %210

128:                                              ; preds = %126, %145
  %129 = phi ptr [ %147, %145 ], [ %127, %126 ]
  %130 = phi ptr [ %146, %145 ], [ %117, %126 ]
  %131 = load ptr, ptr %130, align 8, !tbaa !219
  store ptr %131, ptr %129, align 8, !tbaa !219
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
  %141 = load i32, ptr %137, align 4, !tbaa !15
  %142 = add nsw i32 %141, 1
  store i32 %142, ptr %137, align 4, !tbaa !15
  br label %145

143:                                              ; preds = %136
  %144 = atomicrmw volatile add ptr %137, i32 1 acq_rel, align 4
  br label %145

145:                                              ; preds = %143, %140, %128
  %146 = getelementptr inbounds i8, ptr %130, i64 16
  %147 = getelementptr inbounds i8, ptr %129, i64 16
  %148 = icmp eq ptr %146, %116
  br i1 %148, label %149, label %128, !llvm.loop !221

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
  store i32 %171, ptr %155, align 4, !tbaa !15
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
  tail call void @_ZdlPvm(ptr noundef nonnull %127, i64 noundef %120) #29
  br label %182

182:                                              ; preds = %114, %181
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %183 unwind label %208

183:                                              ; preds = %182
  %184 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %185 unwind label %208

185:                                              ; preds = %183
  store ptr %184, ptr %115, align 8, !tbaa !229
  %186 = load ptr, ptr %1, align 8, !tbaa !114
  %187 = icmp eq ptr %186, null
  br i1 %187, label %188, label %189

188:                                              ; preds = %185
  tail call void @__assert_fail(ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.11, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #28
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

declare void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216), ptr) local_unnamed_addr #7

declare void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216), i32 noundef) local_unnamed_addr #7

declare noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #7

declare void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef byval(%"class.sycl::_V1::range.91") align 8, i1 noundef zeroext, i32 noundef) local_unnamed_addr #7

declare void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #7

declare void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef, ptr noundef nonnull align 8 dereferenceable(24), i1 noundef zeroext) local_unnamed_addr #7

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19getKernelParamDescsI11LoopRuntimeEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind noalias writable sret(%"class.std::vector.102") align 8 %0) local_unnamed_addr #3 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"struct.sycl::_V1::detail::kernel_param_desc_t", align 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, i8 0, i64 24, i1 false)
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = tail call noalias noundef nonnull dereferenceable(36) ptr @_Znwm(i64 noundef 36) #27
  store ptr %4, ptr %0, align 8, !tbaa !189
  %5 = getelementptr inbounds i8, ptr %4, i64 36
  store ptr %5, ptr %3, align 8, !tbaa !191
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 17446157156352, ptr %2, align 8
  store i32 0, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !230
  %8 = getelementptr inbounds i8, ptr %4, i64 12
  store ptr %8, ptr %7, align 8, !tbaa !212
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 17179869185, ptr %2, align 8
  store i32 32, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %8, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !230
  %9 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr %9, ptr %7, align 8, !tbaa !212
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 17446157156352, ptr %2, align 8
  store i32 40, ptr %6, align 8
  %10 = load ptr, ptr %3, align 8, !tbaa !191
  %11 = icmp eq ptr %9, %10
  br i1 %11, label %15, label %12

12:                                               ; preds = %1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %9, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !230
  %13 = load ptr, ptr %7, align 8, !tbaa !212
  %14 = getelementptr inbounds i8, ptr %13, i64 12
  store ptr %14, ptr %7, align 8, !tbaa !212
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
  %19 = load ptr, ptr %0, align 8, !tbaa !189
  %20 = icmp eq ptr %19, null
  br i1 %20, label %26, label %21

21:                                               ; preds = %17
  %22 = load ptr, ptr %3, align 8, !tbaa !191
  %23 = ptrtoint ptr %22 to i64
  %24 = ptrtoint ptr %19 to i64
  %25 = sub i64 %23, %24
  call void @_ZdlPvm(ptr noundef nonnull %19, i64 noundef %25) #29
  br label %26

26:                                               ; preds = %17, %21
  resume { ptr, i32 } %18
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelIZZL8run_loopRNS0_5queueERNS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEES9_7VariantENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(80) %0) unnamed_addr #20 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZL8run_loopRNS0_5queueERNS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEES9_7VariantENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(80) %0) unnamed_addr #4 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZL8run_loopRNS0_5queueERNS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEES9_7VariantENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %0, align 8, !tbaa !29
  %2 = getelementptr inbounds i8, ptr %0, i64 56
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
  store i32 %22, ptr %6, align 4, !tbaa !15
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
  store i32 %50, ptr %34, align 4, !tbaa !15
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
define internal void @_ZN4sycl3_V16detail10HostKernelIZZL8run_loopRNS0_5queueERNS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEES9_7VariantENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(80) %0) unnamed_addr #4 align 2 {
  tail call void @_ZN4sycl3_V16detail10HostKernelIZZL8run_loopRNS0_5queueERNS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEES9_7VariantENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev(ptr noundef nonnull align 8 dereferenceable(80) %0) #25
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 80) #29
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZL8run_loopRNS0_5queueERNS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEES9_7VariantENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(80) %0) unnamed_addr #3 align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %class.anon.87, align 8
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
  %14 = load i32, ptr %10, align 4, !tbaa !15
  %15 = add nsw i32 %14, 1
  store i32 %15, ptr %10, align 4, !tbaa !15
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
  %23 = load i32, ptr %22, align 8, !tbaa !177
  store i32 %23, ptr %21, align 8, !tbaa !177
  %24 = getelementptr inbounds i8, ptr %2, i64 40
  %25 = getelementptr inbounds i8, ptr %0, i64 48
  %26 = load ptr, ptr %25, align 8, !tbaa !174
  store ptr %26, ptr %24, align 8, !tbaa !174
  %27 = getelementptr inbounds i8, ptr %2, i64 48
  %28 = getelementptr inbounds i8, ptr %0, i64 56
  %29 = load ptr, ptr %28, align 8, !tbaa !24
  store ptr %29, ptr %27, align 8, !tbaa !24
  %30 = icmp eq ptr %29, null
  br i1 %30, label %40, label %31

31:                                               ; preds = %18
  %32 = getelementptr inbounds i8, ptr %29, i64 8
  %33 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %34 = icmp eq i8 %33, 0
  br i1 %34, label %38, label %35

35:                                               ; preds = %31
  %36 = load i32, ptr %32, align 4, !tbaa !15
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %32, align 4, !tbaa !15
  br label %40

38:                                               ; preds = %31
  %39 = atomicrmw volatile add ptr %32, i32 1 acq_rel, align 4
  br label %40

40:                                               ; preds = %18, %35, %38
  %41 = getelementptr inbounds i8, ptr %2, i64 56
  %42 = getelementptr inbounds i8, ptr %0, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %41, ptr noundef nonnull readonly align 8 dereferenceable(16) %42, i64 16, i1 false)
  %43 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
          to label %44 unwind label %144

44:                                               ; preds = %40
  %45 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
          to label %46 unwind label %144

46:                                               ; preds = %44
  %47 = load i64, ptr %45, align 8
  %48 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %2) #25
  %49 = getelementptr float, ptr %48, i64 %47
  %50 = load float, ptr %49, align 4, !tbaa !9
  %51 = load i32, ptr %21, align 8, !tbaa !177
  %52 = icmp sgt i32 %51, 0
  br i1 %52, label %53, label %81

53:                                               ; preds = %46
  %54 = and i32 %51, 7
  %55 = icmp ult i32 %51, 8
  br i1 %55, label %71, label %56

56:                                               ; preds = %53
  %57 = and i32 %51, 2147483640
  br label %58

58:                                               ; preds = %58, %56
  %59 = phi float [ %50, %56 ], [ %68, %58 ]
  %60 = phi i32 [ 0, %56 ], [ %69, %58 ]
  %61 = call float @llvm.fmuladd.f32(float %59, float 5.000000e-01, float 1.000000e+00)
  %62 = call float @llvm.fmuladd.f32(float %61, float 5.000000e-01, float 1.000000e+00)
  %63 = call float @llvm.fmuladd.f32(float %62, float 5.000000e-01, float 1.000000e+00)
  %64 = call float @llvm.fmuladd.f32(float %63, float 5.000000e-01, float 1.000000e+00)
  %65 = call float @llvm.fmuladd.f32(float %64, float 5.000000e-01, float 1.000000e+00)
  %66 = call float @llvm.fmuladd.f32(float %65, float 5.000000e-01, float 1.000000e+00)
  %67 = call float @llvm.fmuladd.f32(float %66, float 5.000000e-01, float 1.000000e+00)
  %68 = call float @llvm.fmuladd.f32(float %67, float 5.000000e-01, float 1.000000e+00)
  %69 = add i32 %60, 8
  %70 = icmp eq i32 %69, %57
  br i1 %70, label %71, label %58, !llvm.loop !233

71:                                               ; preds = %58, %53
  %72 = phi float [ poison, %53 ], [ %68, %58 ]
  %73 = phi float [ %50, %53 ], [ %68, %58 ]
  %74 = icmp eq i32 %54, 0
  br i1 %74, label %81, label %75

75:                                               ; preds = %71, %75
  %76 = phi float [ %78, %75 ], [ %73, %71 ]
  %77 = phi i32 [ %79, %75 ], [ 0, %71 ]
  %78 = call float @llvm.fmuladd.f32(float %76, float 5.000000e-01, float 1.000000e+00)
  %79 = add i32 %77, 1
  %80 = icmp eq i32 %79, %54
  br i1 %80, label %81, label %75, !llvm.loop !234

81:                                               ; preds = %71, %75, %46
  %82 = phi float [ %50, %46 ], [ %72, %71 ], [ %78, %75 ]
  %83 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %24)
          to label %84 unwind label %144

84:                                               ; preds = %81
  %85 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %24)
          to label %86 unwind label %144

86:                                               ; preds = %84
  %87 = load i64, ptr %85, align 8
  %88 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %24) #25
  %89 = getelementptr float, ptr %88, i64 %87
  store float %82, ptr %89, align 4, !tbaa !9
  %90 = load ptr, ptr %27, align 8, !tbaa !24
  %91 = icmp eq ptr %90, null
  br i1 %91, label %116, label %92

92:                                               ; preds = %86
  %93 = getelementptr inbounds i8, ptr %90, i64 8
  %94 = load atomic i64, ptr %93 acquire, align 8
  %95 = icmp eq i64 %94, 4294967297
  %96 = trunc i64 %94 to i32
  br i1 %95, label %97, label %105

97:                                               ; preds = %92
  store i32 0, ptr %93, align 8, !tbaa !26
  %98 = getelementptr inbounds i8, ptr %90, i64 12
  store i32 0, ptr %98, align 4, !tbaa !28
  %99 = load ptr, ptr %90, align 8, !tbaa !29
  %100 = getelementptr inbounds i8, ptr %99, i64 16
  %101 = load ptr, ptr %100, align 8
  call void %101(ptr noundef nonnull align 8 dereferenceable(16) %90) #25
  %102 = load ptr, ptr %90, align 8, !tbaa !29
  %103 = getelementptr inbounds i8, ptr %102, i64 24
  %104 = load ptr, ptr %103, align 8
  call void %104(ptr noundef nonnull align 8 dereferenceable(16) %90) #25
  br label %116

105:                                              ; preds = %92
  %106 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %107 = icmp eq i8 %106, 0
  br i1 %107, label %110, label %108

108:                                              ; preds = %105
  %109 = add nsw i32 %96, -1
  store i32 %109, ptr %93, align 4, !tbaa !15
  br label %112

110:                                              ; preds = %105
  %111 = atomicrmw volatile add ptr %93, i32 -1 acq_rel, align 4
  br label %112

112:                                              ; preds = %110, %108
  %113 = phi i32 [ %96, %108 ], [ %111, %110 ]
  %114 = icmp eq i32 %113, 1
  br i1 %114, label %115, label %116, !prof !32

115:                                              ; preds = %112
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %90) #25
  br label %116

116:                                              ; preds = %115, %112, %97, %86
  %117 = load ptr, ptr %5, align 8, !tbaa !24
  %118 = icmp eq ptr %117, null
  br i1 %118, label %143, label %119

119:                                              ; preds = %116
  %120 = getelementptr inbounds i8, ptr %117, i64 8
  %121 = load atomic i64, ptr %120 acquire, align 8
  %122 = icmp eq i64 %121, 4294967297
  %123 = trunc i64 %121 to i32
  br i1 %122, label %124, label %132

124:                                              ; preds = %119
  store i32 0, ptr %120, align 8, !tbaa !26
  %125 = getelementptr inbounds i8, ptr %117, i64 12
  store i32 0, ptr %125, align 4, !tbaa !28
  %126 = load ptr, ptr %117, align 8, !tbaa !29
  %127 = getelementptr inbounds i8, ptr %126, i64 16
  %128 = load ptr, ptr %127, align 8
  call void %128(ptr noundef nonnull align 8 dereferenceable(16) %117) #25
  %129 = load ptr, ptr %117, align 8, !tbaa !29
  %130 = getelementptr inbounds i8, ptr %129, i64 24
  %131 = load ptr, ptr %130, align 8
  call void %131(ptr noundef nonnull align 8 dereferenceable(16) %117) #25
  br label %143

132:                                              ; preds = %119
  %133 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %134 = icmp eq i8 %133, 0
  br i1 %134, label %137, label %135

135:                                              ; preds = %132
  %136 = add nsw i32 %123, -1
  store i32 %136, ptr %120, align 4, !tbaa !15
  br label %139

137:                                              ; preds = %132
  %138 = atomicrmw volatile add ptr %120, i32 -1 acq_rel, align 4
  br label %139

139:                                              ; preds = %137, %135
  %140 = phi i32 [ %123, %135 ], [ %138, %137 ]
  %141 = icmp eq i32 %140, 1
  br i1 %141, label %142, label %143, !prof !32

142:                                              ; preds = %139
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %117) #25
  br label %143

143:                                              ; preds = %116, %124, %139, %142
  ret void

144:                                              ; preds = %84, %81, %44, %40
  %145 = landingpad { ptr, i32 }
          cleanup
  call fastcc void @_ZZZL8run_loopRN4sycl3_V15queueERNS0_6bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEES8_7VariantENKUlRNS0_7handlerEE_clESB_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(72) %2) #25
  resume { ptr, i32 } %145
}

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(ptr noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #17

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %1, ptr noundef nonnull align 4 dereferenceable(12) %2) local_unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load ptr, ptr %4, align 8, !tbaa !212
  %6 = load ptr, ptr %0, align 8, !tbaa !11
  %7 = ptrtoint ptr %5 to i64
  %8 = ptrtoint ptr %6 to i64
  %9 = sub i64 %7, %8
  %10 = icmp eq i64 %9, 9223372036854775800
  br i1 %10, label %11, label %12

11:                                               ; preds = %3
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.20) #26
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
  %25 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %24) #27
  br label %26

26:                                               ; preds = %12, %23
  %27 = phi ptr [ %25, %23 ], [ null, %12 ]
  %28 = getelementptr inbounds %"struct.sycl::_V1::detail::kernel_param_desc_t", ptr %27, i64 %21
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %28, ptr noundef nonnull align 4 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !230
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
  %41 = load ptr, ptr %38, align 8, !tbaa !191
  %42 = ptrtoint ptr %41 to i64
  %43 = sub i64 %42, %8
  tail call void @_ZdlPvm(ptr noundef nonnull %6, i64 noundef %43) #29
  br label %44

44:                                               ; preds = %37, %40
  %45 = getelementptr inbounds i8, ptr %33, i64 %34
  store ptr %27, ptr %0, align 8, !tbaa !189
  store ptr %45, ptr %4, align 8, !tbaa !212
  %46 = getelementptr inbounds %"struct.sycl::_V1::detail::kernel_param_desc_t", ptr %27, i64 %18
  store ptr %46, ptr %38, align 8, !tbaa !191
  ret void
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znam(i64 noundef) local_unnamed_addr #19

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPv(ptr noundef) local_unnamed_addr #15

declare void @_ZN4sycl3_V17handler20setStateSpecConstSetEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #7

declare void @_ZNK4sycl3_V17handler30getOrInsertHandlerKernelBundleEb(ptr dead_on_unwind writable sret(%"class.std::shared_ptr.114") align 8, ptr noundef nonnull align 8 dereferenceable(216), i1 noundef zeroext) local_unnamed_addr #7

; Function Attrs: nounwind
declare void @_ZN4sycl3_V16detail19kernel_bundle_plain32set_specialization_constant_implEPKcPvm(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #13

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19getKernelParamDescsI8LoopSpecEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind noalias writable sret(%"class.std::vector.102") align 8 %0) local_unnamed_addr #3 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"struct.sycl::_V1::detail::kernel_param_desc_t", align 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, i8 0, i64 24, i1 false)
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = tail call noalias noundef nonnull dereferenceable(36) ptr @_Znwm(i64 noundef 36) #27
  store ptr %4, ptr %0, align 8, !tbaa !189
  %5 = getelementptr inbounds i8, ptr %4, i64 36
  store ptr %5, ptr %3, align 8, !tbaa !191
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 17446157156352, ptr %2, align 8
  store i32 0, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !230
  %8 = getelementptr inbounds i8, ptr %4, i64 12
  store ptr %8, ptr %7, align 8, !tbaa !212
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 17446157156352, ptr %2, align 8
  store i32 32, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %8, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !230
  %9 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr %9, ptr %7, align 8, !tbaa !212
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 34359738372, ptr %2, align 8
  store i32 0, ptr %6, align 8
  %10 = load ptr, ptr %3, align 8, !tbaa !191
  %11 = icmp eq ptr %9, %10
  br i1 %11, label %15, label %12

12:                                               ; preds = %1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %9, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !230
  %13 = load ptr, ptr %7, align 8, !tbaa !212
  %14 = getelementptr inbounds i8, ptr %13, i64 12
  store ptr %14, ptr %7, align 8, !tbaa !212
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
  %19 = load ptr, ptr %0, align 8, !tbaa !189
  %20 = icmp eq ptr %19, null
  br i1 %20, label %26, label %21

21:                                               ; preds = %17
  %22 = load ptr, ptr %3, align 8, !tbaa !191
  %23 = ptrtoint ptr %22 to i64
  %24 = ptrtoint ptr %19 to i64
  %25 = sub i64 %23, %24
  call void @_ZdlPvm(ptr noundef nonnull %19, i64 noundef %25) #29
  br label %26

26:                                               ; preds = %17, %21
  resume { ptr, i32 } %18
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelIZZL8run_loopRNS0_5queueERNS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEES9_7VariantENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(72) %0) unnamed_addr #20 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZL8run_loopRNS0_5queueERNS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEES9_7VariantENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(72) %0) unnamed_addr #4 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZL8run_loopRNS0_5queueERNS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEES9_7VariantENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %0, align 8, !tbaa !29
  %2 = getelementptr inbounds i8, ptr %0, i64 48
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
  store i32 %22, ptr %6, align 4, !tbaa !15
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
  store i32 %50, ptr %34, align 4, !tbaa !15
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
define internal void @_ZN4sycl3_V16detail10HostKernelIZZL8run_loopRNS0_5queueERNS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEES9_7VariantENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(72) %0) unnamed_addr #4 align 2 {
  tail call void @_ZN4sycl3_V16detail10HostKernelIZZL8run_loopRNS0_5queueERNS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEES9_7VariantENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %0) #25
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 72) #29
  ret void
}

; Function Attrs: mustprogress noreturn uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZL8run_loopRNS0_5queueERNS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEES9_7VariantENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(72) %0) unnamed_addr #21 align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %class.anon.88, align 8
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
  %14 = load i32, ptr %10, align 4, !tbaa !15
  %15 = add nsw i32 %14, 1
  store i32 %15, ptr %10, align 4, !tbaa !15
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
  %23 = load ptr, ptr %22, align 8, !tbaa !174
  store ptr %23, ptr %21, align 8, !tbaa !174
  %24 = getelementptr inbounds i8, ptr %2, i64 40
  %25 = getelementptr inbounds i8, ptr %0, i64 48
  %26 = load ptr, ptr %25, align 8, !tbaa !24
  store ptr %26, ptr %24, align 8, !tbaa !24
  %27 = icmp eq ptr %26, null
  br i1 %27, label %37, label %28

28:                                               ; preds = %18
  %29 = getelementptr inbounds i8, ptr %26, i64 8
  %30 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %31 = icmp eq i8 %30, 0
  br i1 %31, label %35, label %32

32:                                               ; preds = %28
  %33 = load i32, ptr %29, align 4, !tbaa !15
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %29, align 4, !tbaa !15
  br label %37

35:                                               ; preds = %28
  %36 = atomicrmw volatile add ptr %29, i32 1 acq_rel, align 4
  br label %37

37:                                               ; preds = %18, %32, %35
  %38 = getelementptr inbounds i8, ptr %2, i64 48
  %39 = getelementptr inbounds i8, ptr %0, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %38, ptr noundef nonnull readonly align 8 dereferenceable(16) %39, i64 16, i1 false)
  %40 = tail call ptr @__cxa_allocate_exception(i64 64) #25
  %41 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 12) #25
  %42 = extractvalue { i32, ptr } %41, 0
  %43 = extractvalue { i32, ptr } %41, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %40, i32 %42, ptr %43, ptr noundef nonnull @.str.25)
          to label %44 unwind label %46

44:                                               ; preds = %37
  invoke void @__cxa_throw(ptr nonnull %40, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #26
          to label %45 unwind label %48

45:                                               ; preds = %44
  unreachable

46:                                               ; preds = %37
  %47 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %40) #25
  br label %50

48:                                               ; preds = %44
  %49 = landingpad { ptr, i32 }
          cleanup
  br label %50

50:                                               ; preds = %46, %48
  %51 = phi { ptr, i32 } [ %49, %48 ], [ %47, %46 ]
  call fastcc void @_ZZZL8run_loopRN4sycl3_V15queueERNS0_6bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEES8_7VariantENKUlRNS0_7handlerEE_clESB_ENUlNS0_2idILi1EEENS0_14kernel_handlerEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(64) %2) #25
  resume { ptr, i32 } %51
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelIZZL8run_loopRNS0_5queueERNS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEES9_7VariantENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(72) %0) unnamed_addr #20 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZL8run_loopRNS0_5queueERNS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEES9_7VariantENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(72) %0) unnamed_addr #4 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZL8run_loopRNS0_5queueERNS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEES9_7VariantENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %0, align 8, !tbaa !29
  %2 = getelementptr inbounds i8, ptr %0, i64 48
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
  store i32 %22, ptr %6, align 4, !tbaa !15
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
  store i32 %50, ptr %34, align 4, !tbaa !15
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
define internal void @_ZN4sycl3_V16detail10HostKernelIZZL8run_loopRNS0_5queueERNS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEES9_7VariantENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(72) %0) unnamed_addr #4 align 2 {
  tail call void @_ZN4sycl3_V16detail10HostKernelIZZL8run_loopRNS0_5queueERNS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEES9_7VariantENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %0) #25
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 72) #29
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZL8run_loopRNS0_5queueERNS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEES9_7VariantENKUlRNS0_7handlerEE_clESC_EUlNS0_2idILi1EEEE0_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(72) %0) unnamed_addr #3 align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %class.anon.89, align 8
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
  %14 = load i32, ptr %10, align 4, !tbaa !15
  %15 = add nsw i32 %14, 1
  store i32 %15, ptr %10, align 4, !tbaa !15
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
  %23 = load ptr, ptr %22, align 8, !tbaa !174
  store ptr %23, ptr %21, align 8, !tbaa !174
  %24 = getelementptr inbounds i8, ptr %2, i64 40
  %25 = getelementptr inbounds i8, ptr %0, i64 48
  %26 = load ptr, ptr %25, align 8, !tbaa !24
  store ptr %26, ptr %24, align 8, !tbaa !24
  %27 = icmp eq ptr %26, null
  br i1 %27, label %37, label %28

28:                                               ; preds = %18
  %29 = getelementptr inbounds i8, ptr %26, i64 8
  %30 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %31 = icmp eq i8 %30, 0
  br i1 %31, label %35, label %32

32:                                               ; preds = %28
  %33 = load i32, ptr %29, align 4, !tbaa !15
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %29, align 4, !tbaa !15
  br label %37

35:                                               ; preds = %28
  %36 = atomicrmw volatile add ptr %29, i32 1 acq_rel, align 4
  br label %37

37:                                               ; preds = %18, %32, %35
  %38 = getelementptr inbounds i8, ptr %2, i64 48
  %39 = getelementptr inbounds i8, ptr %0, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %38, ptr noundef nonnull readonly align 8 dereferenceable(16) %39, i64 16, i1 false)
  %40 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
          to label %41 unwind label %125

41:                                               ; preds = %37
  %42 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
          to label %43 unwind label %125

43:                                               ; preds = %41
  %44 = load i64, ptr %42, align 8
  %45 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %2) #25
  %46 = getelementptr float, ptr %45, i64 %44
  %47 = load float, ptr %46, align 4, !tbaa !9
  %48 = call float @llvm.fmuladd.f32(float %47, float 5.000000e-01, float 1.000000e+00)
  %49 = call float @llvm.fmuladd.f32(float %48, float 5.000000e-01, float 1.000000e+00)
  %50 = call float @llvm.fmuladd.f32(float %49, float 5.000000e-01, float 1.000000e+00)
  %51 = call float @llvm.fmuladd.f32(float %50, float 5.000000e-01, float 1.000000e+00)
  %52 = call float @llvm.fmuladd.f32(float %51, float 5.000000e-01, float 1.000000e+00)
  %53 = call float @llvm.fmuladd.f32(float %52, float 5.000000e-01, float 1.000000e+00)
  %54 = call float @llvm.fmuladd.f32(float %53, float 5.000000e-01, float 1.000000e+00)
  %55 = call float @llvm.fmuladd.f32(float %54, float 5.000000e-01, float 1.000000e+00)
  %56 = call float @llvm.fmuladd.f32(float %55, float 5.000000e-01, float 1.000000e+00)
  %57 = call float @llvm.fmuladd.f32(float %56, float 5.000000e-01, float 1.000000e+00)
  %58 = call float @llvm.fmuladd.f32(float %57, float 5.000000e-01, float 1.000000e+00)
  %59 = call float @llvm.fmuladd.f32(float %58, float 5.000000e-01, float 1.000000e+00)
  %60 = call float @llvm.fmuladd.f32(float %59, float 5.000000e-01, float 1.000000e+00)
  %61 = call float @llvm.fmuladd.f32(float %60, float 5.000000e-01, float 1.000000e+00)
  %62 = call float @llvm.fmuladd.f32(float %61, float 5.000000e-01, float 1.000000e+00)
  %63 = call float @llvm.fmuladd.f32(float %62, float 5.000000e-01, float 1.000000e+00)
  %64 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %21)
          to label %65 unwind label %125

65:                                               ; preds = %43
  %66 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %21)
          to label %67 unwind label %125

67:                                               ; preds = %65
  %68 = load i64, ptr %66, align 8
  %69 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %21) #25
  %70 = getelementptr float, ptr %69, i64 %68
  store float %63, ptr %70, align 4, !tbaa !9
  %71 = load ptr, ptr %24, align 8, !tbaa !24
  %72 = icmp eq ptr %71, null
  br i1 %72, label %97, label %73

73:                                               ; preds = %67
  %74 = getelementptr inbounds i8, ptr %71, i64 8
  %75 = load atomic i64, ptr %74 acquire, align 8
  %76 = icmp eq i64 %75, 4294967297
  %77 = trunc i64 %75 to i32
  br i1 %76, label %78, label %86

78:                                               ; preds = %73
  store i32 0, ptr %74, align 8, !tbaa !26
  %79 = getelementptr inbounds i8, ptr %71, i64 12
  store i32 0, ptr %79, align 4, !tbaa !28
  %80 = load ptr, ptr %71, align 8, !tbaa !29
  %81 = getelementptr inbounds i8, ptr %80, i64 16
  %82 = load ptr, ptr %81, align 8
  call void %82(ptr noundef nonnull align 8 dereferenceable(16) %71) #25
  %83 = load ptr, ptr %71, align 8, !tbaa !29
  %84 = getelementptr inbounds i8, ptr %83, i64 24
  %85 = load ptr, ptr %84, align 8
  call void %85(ptr noundef nonnull align 8 dereferenceable(16) %71) #25
  br label %97

86:                                               ; preds = %73
  %87 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %88 = icmp eq i8 %87, 0
  br i1 %88, label %91, label %89

89:                                               ; preds = %86
  %90 = add nsw i32 %77, -1
  store i32 %90, ptr %74, align 4, !tbaa !15
  br label %93

91:                                               ; preds = %86
  %92 = atomicrmw volatile add ptr %74, i32 -1 acq_rel, align 4
  br label %93

93:                                               ; preds = %91, %89
  %94 = phi i32 [ %77, %89 ], [ %92, %91 ]
  %95 = icmp eq i32 %94, 1
  br i1 %95, label %96, label %97, !prof !32

96:                                               ; preds = %93
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %71) #25
  br label %97

97:                                               ; preds = %96, %93, %78, %67
  %98 = load ptr, ptr %5, align 8, !tbaa !24
  %99 = icmp eq ptr %98, null
  br i1 %99, label %124, label %100

100:                                              ; preds = %97
  %101 = getelementptr inbounds i8, ptr %98, i64 8
  %102 = load atomic i64, ptr %101 acquire, align 8
  %103 = icmp eq i64 %102, 4294967297
  %104 = trunc i64 %102 to i32
  br i1 %103, label %105, label %113

105:                                              ; preds = %100
  store i32 0, ptr %101, align 8, !tbaa !26
  %106 = getelementptr inbounds i8, ptr %98, i64 12
  store i32 0, ptr %106, align 4, !tbaa !28
  %107 = load ptr, ptr %98, align 8, !tbaa !29
  %108 = getelementptr inbounds i8, ptr %107, i64 16
  %109 = load ptr, ptr %108, align 8
  call void %109(ptr noundef nonnull align 8 dereferenceable(16) %98) #25
  %110 = load ptr, ptr %98, align 8, !tbaa !29
  %111 = getelementptr inbounds i8, ptr %110, i64 24
  %112 = load ptr, ptr %111, align 8
  call void %112(ptr noundef nonnull align 8 dereferenceable(16) %98) #25
  br label %124

113:                                              ; preds = %100
  %114 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %115 = icmp eq i8 %114, 0
  br i1 %115, label %118, label %116

116:                                              ; preds = %113
  %117 = add nsw i32 %104, -1
  store i32 %117, ptr %101, align 4, !tbaa !15
  br label %120

118:                                              ; preds = %113
  %119 = atomicrmw volatile add ptr %101, i32 -1 acq_rel, align 4
  br label %120

120:                                              ; preds = %118, %116
  %121 = phi i32 [ %104, %116 ], [ %119, %118 ]
  %122 = icmp eq i32 %121, 1
  br i1 %122, label %123, label %124, !prof !32

123:                                              ; preds = %120
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %98) #25
  br label %124

124:                                              ; preds = %97, %105, %120, %123
  ret void

125:                                              ; preds = %65, %43, %41, %37
  %126 = landingpad { ptr, i32 }
          cleanup
  call fastcc void @_ZZZL8run_loopRN4sycl3_V15queueERNS0_6bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEES8_7VariantENKUlRNS0_7handlerEE_clESB_ENUlNS0_2idILi1EEEE0_D2Ev(ptr noundef nonnull align 8 dereferenceable(64) %2) #25
  resume { ptr, i32 } %126
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #6

declare void @_ZN4sycl3_V16detail12buffer_plainC2EPvmmRKNS0_13property_listESt10unique_ptrINS1_19SYCLMemObjAllocatorESt14default_deleteIS8_EE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef, i64 noundef, i64 noundef, ptr noundef nonnull align 8 dereferenceable(32), ptr noundef) unnamed_addr #7

declare void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), ptr noundef, ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #7

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail12buffer_plainD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  store i32 %22, ptr %6, align 4, !tbaa !15
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
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE16getAllocatorImplEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #4 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfED0Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #4 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 24) #29
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE8allocateEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = shl i64 %1, 2
  %5 = add i64 %4, -1
  %6 = load i64, ptr %3, align 8, !tbaa !98
  %7 = add i64 %6, -1
  %8 = or i64 %7, %5
  %9 = add i64 %8, 1
  %10 = icmp ult i64 %9, %1
  br i1 %10, label %11, label %13

11:                                               ; preds = %2
  %12 = tail call ptr @__cxa_allocate_exception(i64 8) #25
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %12, align 8, !tbaa !29
  tail call void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #26
  unreachable

13:                                               ; preds = %2
  %14 = tail call noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef %6, i64 noundef %9)
  %15 = icmp eq ptr %14, null
  br i1 %15, label %16, label %18

16:                                               ; preds = %13
  %17 = tail call ptr @__cxa_allocate_exception(i64 8) #25
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %17, align 8, !tbaa !29
  tail call void @__cxa_throw(ptr nonnull %17, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #26
  unreachable

18:                                               ; preds = %13
  ret ptr %14
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE10deallocateEPvm(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef %1, i64 noundef %2) unnamed_addr #3 comdat align 2 {
  %4 = icmp eq ptr %1, null
  br i1 %4, label %6, label %5

5:                                                ; preds = %3
  tail call void @_ZN4sycl3_V16detail6OSUtil11alignedFreeEPv(ptr noundef nonnull %1)
  br label %6

6:                                                ; preds = %3, %5
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i64 @_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12getValueSizeEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #4 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load i64, ptr %2, align 8, !tbaa !100
  ret i64 %3
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12setAlignmentEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = tail call i64 @llvm.umax.i64(i64 %1, i64 64)
  store i64 %4, ptr %3, align 8, !tbaa !98
  ret void
}

; Function Attrs: nounwind
declare void @_ZNSt9bad_allocD1Ev(ptr noundef nonnull align 8 dereferenceable(8)) unnamed_addr #13

declare noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef, i64 noundef) local_unnamed_addr #7

declare void @_ZN4sycl3_V16detail6OSUtil11alignedFreeEPv(ptr noundef) local_unnamed_addr #7

declare void @_ZNK4sycl3_V16detail12buffer_plain13handleReleaseEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #7

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIfSaIfEE14_M_fill_assignEmRKf(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1, ptr noundef nonnull align 4 dereferenceable(4) %2) local_unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  %5 = load ptr, ptr %4, align 8, !tbaa !94
  %6 = load ptr, ptr %0, align 8, !tbaa !11
  %7 = ptrtoint ptr %5 to i64
  %8 = ptrtoint ptr %6 to i64
  %9 = sub i64 %7, %8
  %10 = ashr exact i64 %9, 2
  %11 = icmp ult i64 %10, %1
  br i1 %11, label %12, label %49

12:                                               ; preds = %3
  %13 = icmp ugt i64 %1, 2305843009213693951
  br i1 %13, label %14, label %15

14:                                               ; preds = %12
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.27) #26
  unreachable

15:                                               ; preds = %12
  %16 = shl nuw nsw i64 %1, 2
  %17 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %16) #27
  %18 = getelementptr inbounds float, ptr %17, i64 %1
  %19 = load float, ptr %2, align 4, !tbaa !9
  %20 = add nuw nsw i64 %1, 4611686018427387903
  %21 = and i64 %20, 4611686018427387903
  %22 = add nuw nsw i64 %21, 1
  %23 = icmp ult i64 %21, 7
  br i1 %23, label %39, label %24

24:                                               ; preds = %15
  %25 = and i64 %22, 9223372036854775800
  %26 = shl i64 %25, 2
  %27 = getelementptr i8, ptr %17, i64 %26
  %28 = insertelement <4 x float> poison, float %19, i64 0
  %29 = shufflevector <4 x float> %28, <4 x float> poison, <4 x i32> zeroinitializer
  br label %30

30:                                               ; preds = %30, %24
  %31 = phi i64 [ 0, %24 ], [ %35, %30 ]
  %32 = shl i64 %31, 2
  %33 = getelementptr i8, ptr %17, i64 %32
  %34 = getelementptr i8, ptr %33, i64 16
  store <4 x float> %29, ptr %33, align 4, !tbaa !9
  store <4 x float> %29, ptr %34, align 4, !tbaa !9
  %35 = add nuw i64 %31, 8
  %36 = icmp eq i64 %35, %25
  br i1 %36, label %37, label %30, !llvm.loop !236

37:                                               ; preds = %30
  %38 = icmp eq i64 %22, %25
  br i1 %38, label %45, label %39

39:                                               ; preds = %37, %15
  %40 = phi ptr [ %17, %15 ], [ %27, %37 ]
  br label %41

41:                                               ; preds = %39, %41
  %42 = phi ptr [ %43, %41 ], [ %40, %39 ]
  store float %19, ptr %42, align 4, !tbaa !9
  %43 = getelementptr inbounds i8, ptr %42, i64 4
  %44 = icmp eq ptr %43, %18
  br i1 %44, label %45, label %41, !llvm.loop !239

45:                                               ; preds = %41, %37
  %46 = getelementptr inbounds i8, ptr %0, i64 8
  store ptr %17, ptr %0, align 8, !tbaa !46
  store ptr %18, ptr %46, align 8, !tbaa !240
  store ptr %18, ptr %4, align 8, !tbaa !94
  %47 = icmp eq ptr %6, null
  br i1 %47, label %154, label %48

48:                                               ; preds = %45
  tail call void @_ZdlPvm(ptr noundef nonnull %6, i64 noundef %9) #29
  br label %154

49:                                               ; preds = %3
  %50 = getelementptr inbounds i8, ptr %0, i64 8
  %51 = load ptr, ptr %50, align 8, !tbaa !11
  %52 = ptrtoint ptr %51 to i64
  %53 = sub i64 %52, %8
  %54 = ashr exact i64 %53, 2
  %55 = icmp ult i64 %54, %1
  br i1 %55, label %56, label %120

56:                                               ; preds = %49
  %57 = load float, ptr %2, align 4, !tbaa !9
  %58 = icmp eq ptr %6, %51
  br i1 %58, label %88, label %59

59:                                               ; preds = %56
  %60 = add i64 %52, -4
  %61 = sub i64 %60, %8
  %62 = lshr i64 %61, 2
  %63 = add nuw nsw i64 %62, 1
  %64 = icmp ult i64 %61, 28
  br i1 %64, label %80, label %65

65:                                               ; preds = %59
  %66 = and i64 %63, 9223372036854775800
  %67 = shl i64 %66, 2
  %68 = getelementptr i8, ptr %6, i64 %67
  %69 = insertelement <4 x float> poison, float %57, i64 0
  %70 = shufflevector <4 x float> %69, <4 x float> poison, <4 x i32> zeroinitializer
  br label %71

71:                                               ; preds = %71, %65
  %72 = phi i64 [ 0, %65 ], [ %76, %71 ]
  %73 = shl i64 %72, 2
  %74 = getelementptr i8, ptr %6, i64 %73
  %75 = getelementptr i8, ptr %74, i64 16
  store <4 x float> %70, ptr %74, align 4, !tbaa !9
  store <4 x float> %70, ptr %75, align 4, !tbaa !9
  %76 = add nuw i64 %72, 8
  %77 = icmp eq i64 %76, %66
  br i1 %77, label %78, label %71, !llvm.loop !241

78:                                               ; preds = %71
  %79 = icmp eq i64 %63, %66
  br i1 %79, label %86, label %80

80:                                               ; preds = %78, %59
  %81 = phi ptr [ %6, %59 ], [ %68, %78 ]
  br label %82

82:                                               ; preds = %80, %82
  %83 = phi ptr [ %84, %82 ], [ %81, %80 ]
  store float %57, ptr %83, align 4, !tbaa !9
  %84 = getelementptr inbounds i8, ptr %83, i64 4
  %85 = icmp eq ptr %84, %51
  br i1 %85, label %86, label %82, !llvm.loop !242

86:                                               ; preds = %82, %78
  %87 = load float, ptr %2, align 4, !tbaa !9
  br label %88

88:                                               ; preds = %86, %56
  %89 = phi float [ %87, %86 ], [ %57, %56 ]
  %90 = sub i64 %1, %54
  %91 = getelementptr inbounds float, ptr %51, i64 %90
  %92 = shl i64 %1, 2
  %93 = add i64 %92, -4
  %94 = sub i64 %93, %53
  %95 = lshr i64 %94, 2
  %96 = add nuw nsw i64 %95, 1
  %97 = icmp ult i64 %94, 28
  br i1 %97, label %113, label %98

98:                                               ; preds = %88
  %99 = and i64 %96, 9223372036854775800
  %100 = shl i64 %99, 2
  %101 = getelementptr i8, ptr %51, i64 %100
  %102 = insertelement <4 x float> poison, float %89, i64 0
  %103 = shufflevector <4 x float> %102, <4 x float> poison, <4 x i32> zeroinitializer
  br label %104

104:                                              ; preds = %104, %98
  %105 = phi i64 [ 0, %98 ], [ %109, %104 ]
  %106 = shl i64 %105, 2
  %107 = getelementptr i8, ptr %51, i64 %106
  %108 = getelementptr i8, ptr %107, i64 16
  store <4 x float> %103, ptr %107, align 4, !tbaa !9
  store <4 x float> %103, ptr %108, align 4, !tbaa !9
  %109 = add nuw i64 %105, 8
  %110 = icmp eq i64 %109, %99
  br i1 %110, label %111, label %104, !llvm.loop !243

111:                                              ; preds = %104
  %112 = icmp eq i64 %96, %99
  br i1 %112, label %119, label %113

113:                                              ; preds = %111, %88
  %114 = phi ptr [ %51, %88 ], [ %101, %111 ]
  br label %115

115:                                              ; preds = %113, %115
  %116 = phi ptr [ %117, %115 ], [ %114, %113 ]
  store float %89, ptr %116, align 4, !tbaa !9
  %117 = getelementptr inbounds i8, ptr %116, i64 4
  %118 = icmp eq ptr %117, %91
  br i1 %118, label %119, label %115, !llvm.loop !244

119:                                              ; preds = %115, %111
  store ptr %91, ptr %50, align 8, !tbaa !240
  br label %154

120:                                              ; preds = %49
  %121 = icmp eq i64 %1, 0
  br i1 %121, label %150, label %122

122:                                              ; preds = %120
  %123 = getelementptr inbounds float, ptr %6, i64 %1
  %124 = load float, ptr %2, align 4, !tbaa !9
  %125 = add i64 %1, 4611686018427387903
  %126 = and i64 %125, 4611686018427387903
  %127 = add nuw nsw i64 %126, 1
  %128 = icmp ult i64 %126, 7
  br i1 %128, label %144, label %129

129:                                              ; preds = %122
  %130 = and i64 %127, 9223372036854775800
  %131 = shl i64 %130, 2
  %132 = getelementptr i8, ptr %6, i64 %131
  %133 = insertelement <4 x float> poison, float %124, i64 0
  %134 = shufflevector <4 x float> %133, <4 x float> poison, <4 x i32> zeroinitializer
  br label %135

135:                                              ; preds = %135, %129
  %136 = phi i64 [ 0, %129 ], [ %140, %135 ]
  %137 = shl i64 %136, 2
  %138 = getelementptr i8, ptr %6, i64 %137
  %139 = getelementptr i8, ptr %138, i64 16
  store <4 x float> %134, ptr %138, align 4, !tbaa !9
  store <4 x float> %134, ptr %139, align 4, !tbaa !9
  %140 = add nuw i64 %136, 8
  %141 = icmp eq i64 %140, %130
  br i1 %141, label %142, label %135, !llvm.loop !245

142:                                              ; preds = %135
  %143 = icmp eq i64 %127, %130
  br i1 %143, label %150, label %144

144:                                              ; preds = %142, %122
  %145 = phi ptr [ %6, %122 ], [ %132, %142 ]
  br label %146

146:                                              ; preds = %144, %146
  %147 = phi ptr [ %148, %146 ], [ %145, %144 ]
  store float %124, ptr %147, align 4, !tbaa !9
  %148 = getelementptr inbounds i8, ptr %147, i64 4
  %149 = icmp eq ptr %148, %123
  br i1 %149, label %150, label %146, !llvm.loop !246

150:                                              ; preds = %146, %142, %120
  %151 = phi ptr [ %6, %120 ], [ %123, %142 ], [ %123, %146 ]
  %152 = icmp eq ptr %51, %151
  br i1 %152, label %154, label %153

153:                                              ; preds = %150
  store ptr %151, ptr %50, align 8, !tbaa !240
  br label %154

154:                                              ; preds = %153, %150, %48, %45, %119
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIlEElE16getAllocatorImplEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #4 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIlEElED0Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #4 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 24) #29
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIlEElE8allocateEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = shl i64 %1, 3
  %5 = add i64 %4, -1
  %6 = load i64, ptr %3, align 8, !tbaa !123
  %7 = add i64 %6, -1
  %8 = or i64 %7, %5
  %9 = add i64 %8, 1
  %10 = icmp ult i64 %9, %1
  br i1 %10, label %11, label %13

11:                                               ; preds = %2
  %12 = tail call ptr @__cxa_allocate_exception(i64 8) #25
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %12, align 8, !tbaa !29
  tail call void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #26
  unreachable

13:                                               ; preds = %2
  %14 = tail call noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef %6, i64 noundef %9)
  %15 = icmp eq ptr %14, null
  br i1 %15, label %16, label %18

16:                                               ; preds = %13
  %17 = tail call ptr @__cxa_allocate_exception(i64 8) #25
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %17, align 8, !tbaa !29
  tail call void @__cxa_throw(ptr nonnull %17, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #26
  unreachable

18:                                               ; preds = %13
  ret ptr %14
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIlEElE10deallocateEPvm(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef %1, i64 noundef %2) unnamed_addr #3 comdat align 2 {
  %4 = icmp eq ptr %1, null
  br i1 %4, label %6, label %5

5:                                                ; preds = %3
  tail call void @_ZN4sycl3_V16detail6OSUtil11alignedFreeEPv(ptr noundef nonnull %1)
  br label %6

6:                                                ; preds = %3, %5
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i64 @_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIlEElE12getValueSizeEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #4 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load i64, ptr %2, align 8, !tbaa !125
  ret i64 %3
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIlEElE12setAlignmentEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = tail call i64 @llvm.umax.i64(i64 %1, i64 64)
  store i64 %4, ptr %3, align 8, !tbaa !123
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZ4mainEUlRNS0_7handlerEE_E4callEPKvS5_(ptr nocapture noundef readonly %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #3 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca { ptr, [8 x i8] }, align 8
  %4 = alloca { ptr, [8 x i8] }, align 8
  %5 = alloca %"class.std::vector.102", align 8
  %6 = alloca %"class.std::shared_ptr.114", align 8
  %7 = alloca %"class.sycl::_V1::range.91", align 8
  %8 = alloca %class.anon.180, align 8
  %9 = alloca %class.anon.180, align 8
  %10 = alloca i64, align 8
  %11 = alloca %"class.std::shared_ptr.114", align 8
  %12 = alloca %"class.sycl::_V1::kernel_bundle", align 8
  %13 = alloca i16, align 2
  %14 = alloca %"class.std::shared_ptr.114", align 8
  %15 = alloca %"class.sycl::_V1::kernel_bundle", align 8
  %16 = alloca float, align 4
  %17 = alloca %"class.std::shared_ptr.114", align 8
  %18 = alloca %"class.sycl::_V1::kernel_bundle", align 8
  %19 = alloca i32, align 4
  %20 = alloca %"class.std::shared_ptr.114", align 8
  %21 = alloca %"class.sycl::_V1::kernel_bundle", align 8
  %22 = alloca i32, align 4
  %23 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %24 = alloca i32, align 4
  %25 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %26 = alloca %"class.sycl::_V1::accessor.177", align 8
  %27 = alloca %"class.sycl::_V1::property_list", align 8
  %28 = alloca %"class.sycl::_V1::accessor.83", align 8
  %29 = alloca %"class.sycl::_V1::property_list", align 8
  %30 = alloca %class.anon.180, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %26) #25
  %31 = load ptr, ptr %0, align 8, !tbaa !247
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %27) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %27, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %25)
  store ptr @.str, ptr %25, align 8
  %32 = getelementptr inbounds i8, ptr %25, i64 8
  store ptr @.str.12, ptr %32, align 8
  %33 = getelementptr inbounds i8, ptr %25, i64 16
  store i64 119, ptr %33, align 8
  %34 = getelementptr inbounds i8, ptr %25, i64 24
  store i64 22, ptr %34, align 8
  invoke void @_ZN4sycl3_V18accessorIlLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IlLi1ENS0_6detail17aligned_allocatorIlEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %26, ptr noundef nonnull align 8 dereferenceable(33) %31, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %27, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %25)
          to label %35 unwind label %1162

35:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %24) #25
  store i32 5, ptr %24, align 4, !tbaa !169
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %31, ptr noundef nonnull align 4 dereferenceable(4) %24)
          to label %38 unwind label %36

36:                                               ; preds = %35
  %37 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %26) #25
  br label %1164

38:                                               ; preds = %35
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %24) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %25)
  %39 = getelementptr inbounds i8, ptr %27, i64 8
  %40 = load ptr, ptr %39, align 8, !tbaa !21
  %41 = getelementptr inbounds i8, ptr %27, i64 16
  %42 = load ptr, ptr %41, align 8, !tbaa !23
  %43 = icmp eq ptr %40, %42
  br i1 %43, label %78, label %44

44:                                               ; preds = %38, %73
  %45 = phi ptr [ %74, %73 ], [ %40, %38 ]
  %46 = getelementptr inbounds i8, ptr %45, i64 8
  %47 = load ptr, ptr %46, align 8, !tbaa !24
  %48 = icmp eq ptr %47, null
  br i1 %48, label %73, label %49

49:                                               ; preds = %44
  %50 = getelementptr inbounds i8, ptr %47, i64 8
  %51 = load atomic i64, ptr %50 acquire, align 8
  %52 = icmp eq i64 %51, 4294967297
  %53 = trunc i64 %51 to i32
  br i1 %52, label %54, label %62

54:                                               ; preds = %49
  store i32 0, ptr %50, align 8, !tbaa !26
  %55 = getelementptr inbounds i8, ptr %47, i64 12
  store i32 0, ptr %55, align 4, !tbaa !28
  %56 = load ptr, ptr %47, align 8, !tbaa !29
  %57 = getelementptr inbounds i8, ptr %56, i64 16
  %58 = load ptr, ptr %57, align 8
  call void %58(ptr noundef nonnull align 8 dereferenceable(16) %47) #25
  %59 = load ptr, ptr %47, align 8, !tbaa !29
  %60 = getelementptr inbounds i8, ptr %59, i64 24
  %61 = load ptr, ptr %60, align 8
  call void %61(ptr noundef nonnull align 8 dereferenceable(16) %47) #25
  br label %73

62:                                               ; preds = %49
  %63 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %64 = icmp eq i8 %63, 0
  br i1 %64, label %67, label %65

65:                                               ; preds = %62
  %66 = add nsw i32 %53, -1
  store i32 %66, ptr %50, align 4, !tbaa !15
  br label %69

67:                                               ; preds = %62
  %68 = atomicrmw volatile add ptr %50, i32 -1 acq_rel, align 4
  br label %69

69:                                               ; preds = %67, %65
  %70 = phi i32 [ %53, %65 ], [ %68, %67 ]
  %71 = icmp eq i32 %70, 1
  br i1 %71, label %72, label %73, !prof !32

72:                                               ; preds = %69
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %47) #25
  br label %73

73:                                               ; preds = %72, %69, %54, %44
  %74 = getelementptr inbounds i8, ptr %45, i64 16
  %75 = icmp eq ptr %74, %42
  br i1 %75, label %76, label %44, !llvm.loop !33

76:                                               ; preds = %73
  %77 = load ptr, ptr %39, align 8, !tbaa !21
  br label %78

78:                                               ; preds = %76, %38
  %79 = phi ptr [ %77, %76 ], [ %40, %38 ]
  %80 = icmp eq ptr %79, null
  br i1 %80, label %87, label %81

81:                                               ; preds = %78
  %82 = getelementptr inbounds i8, ptr %27, i64 24
  %83 = load ptr, ptr %82, align 8, !tbaa !34
  %84 = ptrtoint ptr %83 to i64
  %85 = ptrtoint ptr %79 to i64
  %86 = sub i64 %84, %85
  call void @_ZdlPvm(ptr noundef nonnull %79, i64 noundef %86) #29
  br label %87

87:                                               ; preds = %81, %78
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %27) #25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %28) #25
  %88 = getelementptr inbounds i8, ptr %0, i64 8
  %89 = load ptr, ptr %88, align 8, !tbaa !249
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %29) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %29, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %23)
  store ptr @.str, ptr %23, align 8
  %90 = getelementptr inbounds i8, ptr %23, i64 8
  store ptr @.str.12, ptr %90, align 8
  %91 = getelementptr inbounds i8, ptr %23, i64 16
  store i64 120, ptr %91, align 8
  %92 = getelementptr inbounds i8, ptr %23, i64 24
  store i64 22, ptr %92, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %28, ptr noundef nonnull align 8 dereferenceable(33) %89, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %29, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %23)
          to label %93 unwind label %1166

93:                                               ; preds = %87
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %22) #25
  store i32 5, ptr %22, align 4, !tbaa !169
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %89, ptr noundef nonnull align 4 dereferenceable(4) %22)
          to label %96 unwind label %94

94:                                               ; preds = %93
  %95 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %28) #25
  br label %1168

96:                                               ; preds = %93
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %22) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %23)
  %97 = getelementptr inbounds i8, ptr %29, i64 8
  %98 = load ptr, ptr %97, align 8, !tbaa !21
  %99 = getelementptr inbounds i8, ptr %29, i64 16
  %100 = load ptr, ptr %99, align 8, !tbaa !23
  %101 = icmp eq ptr %98, %100
  br i1 %101, label %136, label %102

102:                                              ; preds = %96, %131
  %103 = phi ptr [ %132, %131 ], [ %98, %96 ]
  %104 = getelementptr inbounds i8, ptr %103, i64 8
  %105 = load ptr, ptr %104, align 8, !tbaa !24
  %106 = icmp eq ptr %105, null
  br i1 %106, label %131, label %107

107:                                              ; preds = %102
  %108 = getelementptr inbounds i8, ptr %105, i64 8
  %109 = load atomic i64, ptr %108 acquire, align 8
  %110 = icmp eq i64 %109, 4294967297
  %111 = trunc i64 %109 to i32
  br i1 %110, label %112, label %120

112:                                              ; preds = %107
  store i32 0, ptr %108, align 8, !tbaa !26
  %113 = getelementptr inbounds i8, ptr %105, i64 12
  store i32 0, ptr %113, align 4, !tbaa !28
  %114 = load ptr, ptr %105, align 8, !tbaa !29
  %115 = getelementptr inbounds i8, ptr %114, i64 16
  %116 = load ptr, ptr %115, align 8
  call void %116(ptr noundef nonnull align 8 dereferenceable(16) %105) #25
  %117 = load ptr, ptr %105, align 8, !tbaa !29
  %118 = getelementptr inbounds i8, ptr %117, i64 24
  %119 = load ptr, ptr %118, align 8
  call void %119(ptr noundef nonnull align 8 dereferenceable(16) %105) #25
  br label %131

120:                                              ; preds = %107
  %121 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %122 = icmp eq i8 %121, 0
  br i1 %122, label %125, label %123

123:                                              ; preds = %120
  %124 = add nsw i32 %111, -1
  store i32 %124, ptr %108, align 4, !tbaa !15
  br label %127

125:                                              ; preds = %120
  %126 = atomicrmw volatile add ptr %108, i32 -1 acq_rel, align 4
  br label %127

127:                                              ; preds = %125, %123
  %128 = phi i32 [ %111, %123 ], [ %126, %125 ]
  %129 = icmp eq i32 %128, 1
  br i1 %129, label %130, label %131, !prof !32

130:                                              ; preds = %127
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %105) #25
  br label %131

131:                                              ; preds = %130, %127, %112, %102
  %132 = getelementptr inbounds i8, ptr %103, i64 16
  %133 = icmp eq ptr %132, %100
  br i1 %133, label %134, label %102, !llvm.loop !33

134:                                              ; preds = %131
  %135 = load ptr, ptr %97, align 8, !tbaa !21
  br label %136

136:                                              ; preds = %134, %96
  %137 = phi ptr [ %135, %134 ], [ %98, %96 ]
  %138 = icmp eq ptr %137, null
  br i1 %138, label %145, label %139

139:                                              ; preds = %136
  %140 = getelementptr inbounds i8, ptr %29, i64 24
  %141 = load ptr, ptr %140, align 8, !tbaa !34
  %142 = ptrtoint ptr %141 to i64
  %143 = ptrtoint ptr %137 to i64
  %144 = sub i64 %142, %143
  call void @_ZdlPvm(ptr noundef nonnull %137, i64 noundef %144) #29
  br label %145

145:                                              ; preds = %139, %136
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %29) #25
  invoke void @_ZN4sycl3_V17handler20setStateSpecConstSetEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %146 unwind label %1170

146:                                              ; preds = %145
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %20) #25
  invoke void @_ZNK4sycl3_V17handler30getOrInsertHandlerKernelBundleEb(ptr dead_on_unwind nonnull writable sret(%"class.std::shared_ptr.114") align 8 %20, ptr noundef nonnull align 8 dereferenceable(216) %1, i1 noundef zeroext true)
          to label %147 unwind label %1170

147:                                              ; preds = %146
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %21) #25
  call void @llvm.experimental.noalias.scope.decl(metadata !250)
  %148 = load ptr, ptr %20, align 8, !tbaa !195, !noalias !250
  %149 = getelementptr inbounds i8, ptr %20, i64 8
  %150 = load ptr, ptr %149, align 8, !tbaa !24, !noalias !250
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %20, i8 0, i64 16, i1 false), !noalias !250
  store ptr %148, ptr %21, align 8, !tbaa !195, !alias.scope !250
  %151 = getelementptr inbounds i8, ptr %21, i64 8
  store ptr %150, ptr %151, align 8, !tbaa !24, !alias.scope !250
  %152 = icmp eq ptr %150, null
  br i1 %152, label %185, label %153

153:                                              ; preds = %147
  %154 = getelementptr inbounds i8, ptr %150, i64 8
  %155 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !250
  %156 = icmp eq i8 %155, 0
  br i1 %156, label %160, label %157

157:                                              ; preds = %153
  %158 = load i32, ptr %154, align 4, !tbaa !15, !noalias !250
  %159 = add nsw i32 %158, 1
  store i32 %159, ptr %154, align 4, !tbaa !15, !noalias !250
  br label %162

160:                                              ; preds = %153
  %161 = atomicrmw volatile add ptr %154, i32 1 acq_rel, align 4, !noalias !250
  br label %162

162:                                              ; preds = %160, %157
  %163 = load atomic i64, ptr %154 acquire, align 8, !noalias !250
  %164 = icmp eq i64 %163, 4294967297
  %165 = trunc i64 %163 to i32
  br i1 %164, label %166, label %174

166:                                              ; preds = %162
  store i32 0, ptr %154, align 8, !tbaa !26, !noalias !250
  %167 = getelementptr inbounds i8, ptr %150, i64 12
  store i32 0, ptr %167, align 4, !tbaa !28, !noalias !250
  %168 = load ptr, ptr %150, align 8, !tbaa !29, !noalias !250
  %169 = getelementptr inbounds i8, ptr %168, i64 16
  %170 = load ptr, ptr %169, align 8, !noalias !250
  call void %170(ptr noundef nonnull align 8 dereferenceable(16) %150) #25, !noalias !250
  %171 = load ptr, ptr %150, align 8, !tbaa !29, !noalias !250
  %172 = getelementptr inbounds i8, ptr %171, i64 24
  %173 = load ptr, ptr %172, align 8, !noalias !250
  call void %173(ptr noundef nonnull align 8 dereferenceable(16) %150) #25, !noalias !250
  br label %185

174:                                              ; preds = %162
  %175 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !250
  %176 = icmp eq i8 %175, 0
  br i1 %176, label %179, label %177

177:                                              ; preds = %174
  %178 = add nsw i32 %165, -1
  store i32 %178, ptr %154, align 4, !tbaa !15, !noalias !250
  br label %181

179:                                              ; preds = %174
  %180 = atomicrmw volatile add ptr %154, i32 -1 acq_rel, align 4, !noalias !250
  br label %181

181:                                              ; preds = %179, %177
  %182 = phi i32 [ %165, %177 ], [ %180, %179 ]
  %183 = icmp eq i32 %182, 1
  br i1 %183, label %184, label %185, !prof !32

184:                                              ; preds = %181
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %150) #25, !noalias !250
  br label %185

185:                                              ; preds = %184, %181, %166, %147
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %19)
  store i32 8, ptr %19, align 4, !tbaa !15
  call void @_ZN4sycl3_V16detail19kernel_bundle_plain32set_specialization_constant_implEPKcPvm(ptr noundef nonnull align 8 dereferenceable(16) %21, ptr noundef nonnull @.str.32, ptr noundef nonnull %19, i64 noundef 4) #25
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %19)
  %186 = load ptr, ptr %151, align 8, !tbaa !24
  %187 = icmp eq ptr %186, null
  br i1 %187, label %212, label %188

188:                                              ; preds = %185
  %189 = getelementptr inbounds i8, ptr %186, i64 8
  %190 = load atomic i64, ptr %189 acquire, align 8
  %191 = icmp eq i64 %190, 4294967297
  %192 = trunc i64 %190 to i32
  br i1 %191, label %193, label %201

193:                                              ; preds = %188
  store i32 0, ptr %189, align 8, !tbaa !26
  %194 = getelementptr inbounds i8, ptr %186, i64 12
  store i32 0, ptr %194, align 4, !tbaa !28
  %195 = load ptr, ptr %186, align 8, !tbaa !29
  %196 = getelementptr inbounds i8, ptr %195, i64 16
  %197 = load ptr, ptr %196, align 8
  call void %197(ptr noundef nonnull align 8 dereferenceable(16) %186) #25
  %198 = load ptr, ptr %186, align 8, !tbaa !29
  %199 = getelementptr inbounds i8, ptr %198, i64 24
  %200 = load ptr, ptr %199, align 8
  call void %200(ptr noundef nonnull align 8 dereferenceable(16) %186) #25
  br label %212

201:                                              ; preds = %188
  %202 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %203 = icmp eq i8 %202, 0
  br i1 %203, label %206, label %204

204:                                              ; preds = %201
  %205 = add nsw i32 %192, -1
  store i32 %205, ptr %189, align 4, !tbaa !15
  br label %208

206:                                              ; preds = %201
  %207 = atomicrmw volatile add ptr %189, i32 -1 acq_rel, align 4
  br label %208

208:                                              ; preds = %206, %204
  %209 = phi i32 [ %192, %204 ], [ %207, %206 ]
  %210 = icmp eq i32 %209, 1
  br i1 %210, label %211, label %212, !prof !32

211:                                              ; preds = %208
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %186) #25
  br label %212

212:                                              ; preds = %211, %208, %193, %185
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %21) #25
  %213 = load ptr, ptr %149, align 8, !tbaa !24
  %214 = icmp eq ptr %213, null
  br i1 %214, label %239, label %215

215:                                              ; preds = %212
  %216 = getelementptr inbounds i8, ptr %213, i64 8
  %217 = load atomic i64, ptr %216 acquire, align 8
  %218 = icmp eq i64 %217, 4294967297
  %219 = trunc i64 %217 to i32
  br i1 %218, label %220, label %228

220:                                              ; preds = %215
  store i32 0, ptr %216, align 8, !tbaa !26
  %221 = getelementptr inbounds i8, ptr %213, i64 12
  store i32 0, ptr %221, align 4, !tbaa !28
  %222 = load ptr, ptr %213, align 8, !tbaa !29
  %223 = getelementptr inbounds i8, ptr %222, i64 16
  %224 = load ptr, ptr %223, align 8
  call void %224(ptr noundef nonnull align 8 dereferenceable(16) %213) #25
  %225 = load ptr, ptr %213, align 8, !tbaa !29
  %226 = getelementptr inbounds i8, ptr %225, i64 24
  %227 = load ptr, ptr %226, align 8
  call void %227(ptr noundef nonnull align 8 dereferenceable(16) %213) #25
  br label %239

228:                                              ; preds = %215
  %229 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %230 = icmp eq i8 %229, 0
  br i1 %230, label %233, label %231

231:                                              ; preds = %228
  %232 = add nsw i32 %219, -1
  store i32 %232, ptr %216, align 4, !tbaa !15
  br label %235

233:                                              ; preds = %228
  %234 = atomicrmw volatile add ptr %216, i32 -1 acq_rel, align 4
  br label %235

235:                                              ; preds = %233, %231
  %236 = phi i32 [ %219, %231 ], [ %234, %233 ]
  %237 = icmp eq i32 %236, 1
  br i1 %237, label %238, label %239, !prof !32

238:                                              ; preds = %235
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %213) #25
  br label %239

239:                                              ; preds = %238, %235, %220, %212
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %20) #25
  %240 = getelementptr inbounds i8, ptr %0, i64 16
  %241 = load ptr, ptr %240, align 8, !tbaa !253
  %242 = load float, ptr %241, align 4, !tbaa !9
  invoke void @_ZN4sycl3_V17handler20setStateSpecConstSetEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %243 unwind label %1170

243:                                              ; preds = %239
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %17) #25
  invoke void @_ZNK4sycl3_V17handler30getOrInsertHandlerKernelBundleEb(ptr dead_on_unwind nonnull writable sret(%"class.std::shared_ptr.114") align 8 %17, ptr noundef nonnull align 8 dereferenceable(216) %1, i1 noundef zeroext true)
          to label %244 unwind label %1170

244:                                              ; preds = %243
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %18) #25
  call void @llvm.experimental.noalias.scope.decl(metadata !254)
  %245 = load ptr, ptr %17, align 8, !tbaa !195, !noalias !254
  %246 = getelementptr inbounds i8, ptr %17, i64 8
  %247 = load ptr, ptr %246, align 8, !tbaa !24, !noalias !254
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %17, i8 0, i64 16, i1 false), !noalias !254
  store ptr %245, ptr %18, align 8, !tbaa !195, !alias.scope !254
  %248 = getelementptr inbounds i8, ptr %18, i64 8
  store ptr %247, ptr %248, align 8, !tbaa !24, !alias.scope !254
  %249 = icmp eq ptr %247, null
  br i1 %249, label %282, label %250

250:                                              ; preds = %244
  %251 = getelementptr inbounds i8, ptr %247, i64 8
  %252 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !254
  %253 = icmp eq i8 %252, 0
  br i1 %253, label %257, label %254

254:                                              ; preds = %250
  %255 = load i32, ptr %251, align 4, !tbaa !15, !noalias !254
  %256 = add nsw i32 %255, 1
  store i32 %256, ptr %251, align 4, !tbaa !15, !noalias !254
  br label %259

257:                                              ; preds = %250
  %258 = atomicrmw volatile add ptr %251, i32 1 acq_rel, align 4, !noalias !254
  br label %259

259:                                              ; preds = %257, %254
  %260 = load atomic i64, ptr %251 acquire, align 8, !noalias !254
  %261 = icmp eq i64 %260, 4294967297
  %262 = trunc i64 %260 to i32
  br i1 %261, label %263, label %271

263:                                              ; preds = %259
  store i32 0, ptr %251, align 8, !tbaa !26, !noalias !254
  %264 = getelementptr inbounds i8, ptr %247, i64 12
  store i32 0, ptr %264, align 4, !tbaa !28, !noalias !254
  %265 = load ptr, ptr %247, align 8, !tbaa !29, !noalias !254
  %266 = getelementptr inbounds i8, ptr %265, i64 16
  %267 = load ptr, ptr %266, align 8, !noalias !254
  call void %267(ptr noundef nonnull align 8 dereferenceable(16) %247) #25, !noalias !254
  %268 = load ptr, ptr %247, align 8, !tbaa !29, !noalias !254
  %269 = getelementptr inbounds i8, ptr %268, i64 24
  %270 = load ptr, ptr %269, align 8, !noalias !254
  call void %270(ptr noundef nonnull align 8 dereferenceable(16) %247) #25, !noalias !254
  br label %282

271:                                              ; preds = %259
  %272 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !254
  %273 = icmp eq i8 %272, 0
  br i1 %273, label %276, label %274

274:                                              ; preds = %271
  %275 = add nsw i32 %262, -1
  store i32 %275, ptr %251, align 4, !tbaa !15, !noalias !254
  br label %278

276:                                              ; preds = %271
  %277 = atomicrmw volatile add ptr %251, i32 -1 acq_rel, align 4, !noalias !254
  br label %278

278:                                              ; preds = %276, %274
  %279 = phi i32 [ %262, %274 ], [ %277, %276 ]
  %280 = icmp eq i32 %279, 1
  br i1 %280, label %281, label %282, !prof !32

281:                                              ; preds = %278
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %247) #25, !noalias !254
  br label %282

282:                                              ; preds = %281, %278, %263, %244
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %16)
  store float %242, ptr %16, align 4, !tbaa !9
  call void @_ZN4sycl3_V16detail19kernel_bundle_plain32set_specialization_constant_implEPKcPvm(ptr noundef nonnull align 8 dereferenceable(16) %18, ptr noundef nonnull @.str.33, ptr noundef nonnull %16, i64 noundef 4) #25
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %16)
  %283 = load ptr, ptr %248, align 8, !tbaa !24
  %284 = icmp eq ptr %283, null
  br i1 %284, label %309, label %285

285:                                              ; preds = %282
  %286 = getelementptr inbounds i8, ptr %283, i64 8
  %287 = load atomic i64, ptr %286 acquire, align 8
  %288 = icmp eq i64 %287, 4294967297
  %289 = trunc i64 %287 to i32
  br i1 %288, label %290, label %298

290:                                              ; preds = %285
  store i32 0, ptr %286, align 8, !tbaa !26
  %291 = getelementptr inbounds i8, ptr %283, i64 12
  store i32 0, ptr %291, align 4, !tbaa !28
  %292 = load ptr, ptr %283, align 8, !tbaa !29
  %293 = getelementptr inbounds i8, ptr %292, i64 16
  %294 = load ptr, ptr %293, align 8
  call void %294(ptr noundef nonnull align 8 dereferenceable(16) %283) #25
  %295 = load ptr, ptr %283, align 8, !tbaa !29
  %296 = getelementptr inbounds i8, ptr %295, i64 24
  %297 = load ptr, ptr %296, align 8
  call void %297(ptr noundef nonnull align 8 dereferenceable(16) %283) #25
  br label %309

298:                                              ; preds = %285
  %299 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %300 = icmp eq i8 %299, 0
  br i1 %300, label %303, label %301

301:                                              ; preds = %298
  %302 = add nsw i32 %289, -1
  store i32 %302, ptr %286, align 4, !tbaa !15
  br label %305

303:                                              ; preds = %298
  %304 = atomicrmw volatile add ptr %286, i32 -1 acq_rel, align 4
  br label %305

305:                                              ; preds = %303, %301
  %306 = phi i32 [ %289, %301 ], [ %304, %303 ]
  %307 = icmp eq i32 %306, 1
  br i1 %307, label %308, label %309, !prof !32

308:                                              ; preds = %305
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %283) #25
  br label %309

309:                                              ; preds = %308, %305, %290, %282
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %18) #25
  %310 = load ptr, ptr %246, align 8, !tbaa !24
  %311 = icmp eq ptr %310, null
  br i1 %311, label %336, label %312

312:                                              ; preds = %309
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
  store i32 %329, ptr %313, align 4, !tbaa !15
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

336:                                              ; preds = %335, %332, %317, %309
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %17) #25
  invoke void @_ZN4sycl3_V17handler20setStateSpecConstSetEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %337 unwind label %1170

337:                                              ; preds = %336
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %14) #25
  invoke void @_ZNK4sycl3_V17handler30getOrInsertHandlerKernelBundleEb(ptr dead_on_unwind nonnull writable sret(%"class.std::shared_ptr.114") align 8 %14, ptr noundef nonnull align 8 dereferenceable(216) %1, i1 noundef zeroext true)
          to label %338 unwind label %1170

338:                                              ; preds = %337
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %15) #25
  call void @llvm.experimental.noalias.scope.decl(metadata !257)
  %339 = load ptr, ptr %14, align 8, !tbaa !195, !noalias !257
  %340 = getelementptr inbounds i8, ptr %14, i64 8
  %341 = load ptr, ptr %340, align 8, !tbaa !24, !noalias !257
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %14, i8 0, i64 16, i1 false), !noalias !257
  store ptr %339, ptr %15, align 8, !tbaa !195, !alias.scope !257
  %342 = getelementptr inbounds i8, ptr %15, i64 8
  store ptr %341, ptr %342, align 8, !tbaa !24, !alias.scope !257
  %343 = icmp eq ptr %341, null
  br i1 %343, label %376, label %344

344:                                              ; preds = %338
  %345 = getelementptr inbounds i8, ptr %341, i64 8
  %346 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !257
  %347 = icmp eq i8 %346, 0
  br i1 %347, label %351, label %348

348:                                              ; preds = %344
  %349 = load i32, ptr %345, align 4, !tbaa !15, !noalias !257
  %350 = add nsw i32 %349, 1
  store i32 %350, ptr %345, align 4, !tbaa !15, !noalias !257
  br label %353

351:                                              ; preds = %344
  %352 = atomicrmw volatile add ptr %345, i32 1 acq_rel, align 4, !noalias !257
  br label %353

353:                                              ; preds = %351, %348
  %354 = load atomic i64, ptr %345 acquire, align 8, !noalias !257
  %355 = icmp eq i64 %354, 4294967297
  %356 = trunc i64 %354 to i32
  br i1 %355, label %357, label %365

357:                                              ; preds = %353
  store i32 0, ptr %345, align 8, !tbaa !26, !noalias !257
  %358 = getelementptr inbounds i8, ptr %341, i64 12
  store i32 0, ptr %358, align 4, !tbaa !28, !noalias !257
  %359 = load ptr, ptr %341, align 8, !tbaa !29, !noalias !257
  %360 = getelementptr inbounds i8, ptr %359, i64 16
  %361 = load ptr, ptr %360, align 8, !noalias !257
  call void %361(ptr noundef nonnull align 8 dereferenceable(16) %341) #25, !noalias !257
  %362 = load ptr, ptr %341, align 8, !tbaa !29, !noalias !257
  %363 = getelementptr inbounds i8, ptr %362, i64 24
  %364 = load ptr, ptr %363, align 8, !noalias !257
  call void %364(ptr noundef nonnull align 8 dereferenceable(16) %341) #25, !noalias !257
  br label %376

365:                                              ; preds = %353
  %366 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !257
  %367 = icmp eq i8 %366, 0
  br i1 %367, label %370, label %368

368:                                              ; preds = %365
  %369 = add nsw i32 %356, -1
  store i32 %369, ptr %345, align 4, !tbaa !15, !noalias !257
  br label %372

370:                                              ; preds = %365
  %371 = atomicrmw volatile add ptr %345, i32 -1 acq_rel, align 4, !noalias !257
  br label %372

372:                                              ; preds = %370, %368
  %373 = phi i32 [ %356, %368 ], [ %371, %370 ]
  %374 = icmp eq i32 %373, 1
  br i1 %374, label %375, label %376, !prof !32

375:                                              ; preds = %372
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %341) #25, !noalias !257
  br label %376

376:                                              ; preds = %375, %372, %357, %338
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %13)
  store i16 3, ptr %13, align 2, !tbaa !260
  call void @_ZN4sycl3_V16detail19kernel_bundle_plain32set_specialization_constant_implEPKcPvm(ptr noundef nonnull align 8 dereferenceable(16) %15, ptr noundef nonnull @.str.34, ptr noundef nonnull %13, i64 noundef 2) #25
  call void @llvm.lifetime.end.p0(i64 2, ptr nonnull %13)
  %377 = load ptr, ptr %342, align 8, !tbaa !24
  %378 = icmp eq ptr %377, null
  br i1 %378, label %403, label %379

379:                                              ; preds = %376
  %380 = getelementptr inbounds i8, ptr %377, i64 8
  %381 = load atomic i64, ptr %380 acquire, align 8
  %382 = icmp eq i64 %381, 4294967297
  %383 = trunc i64 %381 to i32
  br i1 %382, label %384, label %392

384:                                              ; preds = %379
  store i32 0, ptr %380, align 8, !tbaa !26
  %385 = getelementptr inbounds i8, ptr %377, i64 12
  store i32 0, ptr %385, align 4, !tbaa !28
  %386 = load ptr, ptr %377, align 8, !tbaa !29
  %387 = getelementptr inbounds i8, ptr %386, i64 16
  %388 = load ptr, ptr %387, align 8
  call void %388(ptr noundef nonnull align 8 dereferenceable(16) %377) #25
  %389 = load ptr, ptr %377, align 8, !tbaa !29
  %390 = getelementptr inbounds i8, ptr %389, i64 24
  %391 = load ptr, ptr %390, align 8
  call void %391(ptr noundef nonnull align 8 dereferenceable(16) %377) #25
  br label %403

392:                                              ; preds = %379
  %393 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %394 = icmp eq i8 %393, 0
  br i1 %394, label %397, label %395

395:                                              ; preds = %392
  %396 = add nsw i32 %383, -1
  store i32 %396, ptr %380, align 4, !tbaa !15
  br label %399

397:                                              ; preds = %392
  %398 = atomicrmw volatile add ptr %380, i32 -1 acq_rel, align 4
  br label %399

399:                                              ; preds = %397, %395
  %400 = phi i32 [ %383, %395 ], [ %398, %397 ]
  %401 = icmp eq i32 %400, 1
  br i1 %401, label %402, label %403, !prof !32

402:                                              ; preds = %399
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %377) #25
  br label %403

403:                                              ; preds = %402, %399, %384, %376
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %15) #25
  %404 = load ptr, ptr %340, align 8, !tbaa !24
  %405 = icmp eq ptr %404, null
  br i1 %405, label %430, label %406

406:                                              ; preds = %403
  %407 = getelementptr inbounds i8, ptr %404, i64 8
  %408 = load atomic i64, ptr %407 acquire, align 8
  %409 = icmp eq i64 %408, 4294967297
  %410 = trunc i64 %408 to i32
  br i1 %409, label %411, label %419

411:                                              ; preds = %406
  store i32 0, ptr %407, align 8, !tbaa !26
  %412 = getelementptr inbounds i8, ptr %404, i64 12
  store i32 0, ptr %412, align 4, !tbaa !28
  %413 = load ptr, ptr %404, align 8, !tbaa !29
  %414 = getelementptr inbounds i8, ptr %413, i64 16
  %415 = load ptr, ptr %414, align 8
  call void %415(ptr noundef nonnull align 8 dereferenceable(16) %404) #25
  %416 = load ptr, ptr %404, align 8, !tbaa !29
  %417 = getelementptr inbounds i8, ptr %416, i64 24
  %418 = load ptr, ptr %417, align 8
  call void %418(ptr noundef nonnull align 8 dereferenceable(16) %404) #25
  br label %430

419:                                              ; preds = %406
  %420 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %421 = icmp eq i8 %420, 0
  br i1 %421, label %424, label %422

422:                                              ; preds = %419
  %423 = add nsw i32 %410, -1
  store i32 %423, ptr %407, align 4, !tbaa !15
  br label %426

424:                                              ; preds = %419
  %425 = atomicrmw volatile add ptr %407, i32 -1 acq_rel, align 4
  br label %426

426:                                              ; preds = %424, %422
  %427 = phi i32 [ %410, %422 ], [ %425, %424 ]
  %428 = icmp eq i32 %427, 1
  br i1 %428, label %429, label %430, !prof !32

429:                                              ; preds = %426
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %404) #25
  br label %430

430:                                              ; preds = %429, %426, %411, %403
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %14) #25
  invoke void @_ZN4sycl3_V17handler20setStateSpecConstSetEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %431 unwind label %1170

431:                                              ; preds = %430
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11) #25
  invoke void @_ZNK4sycl3_V17handler30getOrInsertHandlerKernelBundleEb(ptr dead_on_unwind nonnull writable sret(%"class.std::shared_ptr.114") align 8 %11, ptr noundef nonnull align 8 dereferenceable(216) %1, i1 noundef zeroext true)
          to label %432 unwind label %1170

432:                                              ; preds = %431
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %12) #25
  call void @llvm.experimental.noalias.scope.decl(metadata !262)
  %433 = load ptr, ptr %11, align 8, !tbaa !195, !noalias !262
  %434 = getelementptr inbounds i8, ptr %11, i64 8
  %435 = load ptr, ptr %434, align 8, !tbaa !24, !noalias !262
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %11, i8 0, i64 16, i1 false), !noalias !262
  store ptr %433, ptr %12, align 8, !tbaa !195, !alias.scope !262
  %436 = getelementptr inbounds i8, ptr %12, i64 8
  store ptr %435, ptr %436, align 8, !tbaa !24, !alias.scope !262
  %437 = icmp eq ptr %435, null
  br i1 %437, label %470, label %438

438:                                              ; preds = %432
  %439 = getelementptr inbounds i8, ptr %435, i64 8
  %440 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !262
  %441 = icmp eq i8 %440, 0
  br i1 %441, label %445, label %442

442:                                              ; preds = %438
  %443 = load i32, ptr %439, align 4, !tbaa !15, !noalias !262
  %444 = add nsw i32 %443, 1
  store i32 %444, ptr %439, align 4, !tbaa !15, !noalias !262
  br label %447

445:                                              ; preds = %438
  %446 = atomicrmw volatile add ptr %439, i32 1 acq_rel, align 4, !noalias !262
  br label %447

447:                                              ; preds = %445, %442
  %448 = load atomic i64, ptr %439 acquire, align 8, !noalias !262
  %449 = icmp eq i64 %448, 4294967297
  %450 = trunc i64 %448 to i32
  br i1 %449, label %451, label %459

451:                                              ; preds = %447
  store i32 0, ptr %439, align 8, !tbaa !26, !noalias !262
  %452 = getelementptr inbounds i8, ptr %435, i64 12
  store i32 0, ptr %452, align 4, !tbaa !28, !noalias !262
  %453 = load ptr, ptr %435, align 8, !tbaa !29, !noalias !262
  %454 = getelementptr inbounds i8, ptr %453, i64 16
  %455 = load ptr, ptr %454, align 8, !noalias !262
  call void %455(ptr noundef nonnull align 8 dereferenceable(16) %435) #25, !noalias !262
  %456 = load ptr, ptr %435, align 8, !tbaa !29, !noalias !262
  %457 = getelementptr inbounds i8, ptr %456, i64 24
  %458 = load ptr, ptr %457, align 8, !noalias !262
  call void %458(ptr noundef nonnull align 8 dereferenceable(16) %435) #25, !noalias !262
  br label %470

459:                                              ; preds = %447
  %460 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !262
  %461 = icmp eq i8 %460, 0
  br i1 %461, label %464, label %462

462:                                              ; preds = %459
  %463 = add nsw i32 %450, -1
  store i32 %463, ptr %439, align 4, !tbaa !15, !noalias !262
  br label %466

464:                                              ; preds = %459
  %465 = atomicrmw volatile add ptr %439, i32 -1 acq_rel, align 4, !noalias !262
  br label %466

466:                                              ; preds = %464, %462
  %467 = phi i32 [ %450, %462 ], [ %465, %464 ]
  %468 = icmp eq i32 %467, 1
  br i1 %468, label %469, label %470, !prof !32

469:                                              ; preds = %466
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %435) #25, !noalias !262
  br label %470

470:                                              ; preds = %469, %466, %451, %432
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store i64 1099511627776, ptr %10, align 8, !tbaa !5
  call void @_ZN4sycl3_V16detail19kernel_bundle_plain32set_specialization_constant_implEPKcPvm(ptr noundef nonnull align 8 dereferenceable(16) %12, ptr noundef nonnull @.str.35, ptr noundef nonnull %10, i64 noundef 8) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  %471 = load ptr, ptr %436, align 8, !tbaa !24
  %472 = icmp eq ptr %471, null
  br i1 %472, label %497, label %473

473:                                              ; preds = %470
  %474 = getelementptr inbounds i8, ptr %471, i64 8
  %475 = load atomic i64, ptr %474 acquire, align 8
  %476 = icmp eq i64 %475, 4294967297
  %477 = trunc i64 %475 to i32
  br i1 %476, label %478, label %486

478:                                              ; preds = %473
  store i32 0, ptr %474, align 8, !tbaa !26
  %479 = getelementptr inbounds i8, ptr %471, i64 12
  store i32 0, ptr %479, align 4, !tbaa !28
  %480 = load ptr, ptr %471, align 8, !tbaa !29
  %481 = getelementptr inbounds i8, ptr %480, i64 16
  %482 = load ptr, ptr %481, align 8
  call void %482(ptr noundef nonnull align 8 dereferenceable(16) %471) #25
  %483 = load ptr, ptr %471, align 8, !tbaa !29
  %484 = getelementptr inbounds i8, ptr %483, i64 24
  %485 = load ptr, ptr %484, align 8
  call void %485(ptr noundef nonnull align 8 dereferenceable(16) %471) #25
  br label %497

486:                                              ; preds = %473
  %487 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %488 = icmp eq i8 %487, 0
  br i1 %488, label %491, label %489

489:                                              ; preds = %486
  %490 = add nsw i32 %477, -1
  store i32 %490, ptr %474, align 4, !tbaa !15
  br label %493

491:                                              ; preds = %486
  %492 = atomicrmw volatile add ptr %474, i32 -1 acq_rel, align 4
  br label %493

493:                                              ; preds = %491, %489
  %494 = phi i32 [ %477, %489 ], [ %492, %491 ]
  %495 = icmp eq i32 %494, 1
  br i1 %495, label %496, label %497, !prof !32

496:                                              ; preds = %493
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %471) #25
  br label %497

497:                                              ; preds = %496, %493, %478, %470
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %12) #25
  %498 = load ptr, ptr %434, align 8, !tbaa !24
  %499 = icmp eq ptr %498, null
  br i1 %499, label %524, label %500

500:                                              ; preds = %497
  %501 = getelementptr inbounds i8, ptr %498, i64 8
  %502 = load atomic i64, ptr %501 acquire, align 8
  %503 = icmp eq i64 %502, 4294967297
  %504 = trunc i64 %502 to i32
  br i1 %503, label %505, label %513

505:                                              ; preds = %500
  store i32 0, ptr %501, align 8, !tbaa !26
  %506 = getelementptr inbounds i8, ptr %498, i64 12
  store i32 0, ptr %506, align 4, !tbaa !28
  %507 = load ptr, ptr %498, align 8, !tbaa !29
  %508 = getelementptr inbounds i8, ptr %507, i64 16
  %509 = load ptr, ptr %508, align 8
  call void %509(ptr noundef nonnull align 8 dereferenceable(16) %498) #25
  %510 = load ptr, ptr %498, align 8, !tbaa !29
  %511 = getelementptr inbounds i8, ptr %510, i64 24
  %512 = load ptr, ptr %511, align 8
  call void %512(ptr noundef nonnull align 8 dereferenceable(16) %498) #25
  br label %524

513:                                              ; preds = %500
  %514 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %515 = icmp eq i8 %514, 0
  br i1 %515, label %518, label %516

516:                                              ; preds = %513
  %517 = add nsw i32 %504, -1
  store i32 %517, ptr %501, align 4, !tbaa !15
  br label %520

518:                                              ; preds = %513
  %519 = atomicrmw volatile add ptr %501, i32 -1 acq_rel, align 4
  br label %520

520:                                              ; preds = %518, %516
  %521 = phi i32 [ %504, %516 ], [ %519, %518 ]
  %522 = icmp eq i32 %521, 1
  br i1 %522, label %523, label %524, !prof !32

523:                                              ; preds = %520
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %498) #25
  br label %524

524:                                              ; preds = %523, %520, %505, %497
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #25
  %525 = getelementptr inbounds i8, ptr %0, i64 24
  %526 = load ptr, ptr %525, align 8, !tbaa !265
  %527 = load i64, ptr %526, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %30) #25
  %528 = load ptr, ptr %26, align 8, !tbaa !174
  store ptr %528, ptr %30, align 8, !tbaa !174
  %529 = getelementptr inbounds i8, ptr %30, i64 8
  %530 = getelementptr inbounds i8, ptr %26, i64 8
  %531 = load ptr, ptr %530, align 8, !tbaa !24
  store ptr %531, ptr %529, align 8, !tbaa !24
  %532 = icmp eq ptr %531, null
  br i1 %532, label %542, label %533

533:                                              ; preds = %524
  %534 = getelementptr inbounds i8, ptr %531, i64 8
  %535 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %536 = icmp eq i8 %535, 0
  br i1 %536, label %540, label %537

537:                                              ; preds = %533
  %538 = load i32, ptr %534, align 4, !tbaa !15
  %539 = add nsw i32 %538, 1
  store i32 %539, ptr %534, align 4, !tbaa !15
  br label %542

540:                                              ; preds = %533
  %541 = atomicrmw volatile add ptr %534, i32 1 acq_rel, align 4
  br label %542

542:                                              ; preds = %540, %537, %524
  %543 = getelementptr inbounds i8, ptr %30, i64 16
  %544 = getelementptr inbounds i8, ptr %26, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %543, ptr noundef nonnull align 8 dereferenceable(16) %544, i64 16, i1 false)
  %545 = getelementptr inbounds i8, ptr %30, i64 32
  %546 = load ptr, ptr %28, align 8, !tbaa !174
  store ptr %546, ptr %545, align 8, !tbaa !174
  %547 = getelementptr inbounds i8, ptr %30, i64 40
  %548 = getelementptr inbounds i8, ptr %28, i64 8
  %549 = load ptr, ptr %548, align 8, !tbaa !24
  store ptr %549, ptr %547, align 8, !tbaa !24
  %550 = icmp eq ptr %549, null
  br i1 %550, label %560, label %551

551:                                              ; preds = %542
  %552 = getelementptr inbounds i8, ptr %549, i64 8
  %553 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %554 = icmp eq i8 %553, 0
  br i1 %554, label %558, label %555

555:                                              ; preds = %551
  %556 = load i32, ptr %552, align 4, !tbaa !15
  %557 = add nsw i32 %556, 1
  store i32 %557, ptr %552, align 4, !tbaa !15
  br label %560

558:                                              ; preds = %551
  %559 = atomicrmw volatile add ptr %552, i32 1 acq_rel, align 4
  br label %560

560:                                              ; preds = %558, %555, %542
  %561 = getelementptr inbounds i8, ptr %30, i64 48
  %562 = getelementptr inbounds i8, ptr %28, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %561, ptr noundef nonnull align 8 dereferenceable(16) %562, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %9)
  %563 = load ptr, ptr %30, align 8, !tbaa !174
  store ptr %563, ptr %9, align 8, !tbaa !174
  %564 = getelementptr inbounds i8, ptr %9, i64 8
  %565 = load ptr, ptr %529, align 8, !tbaa !24
  store ptr %565, ptr %564, align 8, !tbaa !24
  %566 = icmp eq ptr %565, null
  br i1 %566, label %576, label %567

567:                                              ; preds = %560
  %568 = getelementptr inbounds i8, ptr %565, i64 8
  %569 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %570 = icmp eq i8 %569, 0
  br i1 %570, label %574, label %571

571:                                              ; preds = %567
  %572 = load i32, ptr %568, align 4, !tbaa !15
  %573 = add nsw i32 %572, 1
  store i32 %573, ptr %568, align 4, !tbaa !15
  br label %576

574:                                              ; preds = %567
  %575 = atomicrmw volatile add ptr %568, i32 1 acq_rel, align 4
  br label %576

576:                                              ; preds = %574, %571, %560
  %577 = getelementptr inbounds i8, ptr %9, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %577, ptr noundef nonnull readonly align 8 dereferenceable(16) %543, i64 16, i1 false)
  %578 = getelementptr inbounds i8, ptr %9, i64 32
  %579 = load ptr, ptr %545, align 8, !tbaa !174
  store ptr %579, ptr %578, align 8, !tbaa !174
  %580 = getelementptr inbounds i8, ptr %9, i64 40
  %581 = load ptr, ptr %547, align 8, !tbaa !24
  store ptr %581, ptr %580, align 8, !tbaa !24
  %582 = icmp eq ptr %581, null
  br i1 %582, label %592, label %583

583:                                              ; preds = %576
  %584 = getelementptr inbounds i8, ptr %581, i64 8
  %585 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %586 = icmp eq i8 %585, 0
  br i1 %586, label %590, label %587

587:                                              ; preds = %583
  %588 = load i32, ptr %584, align 4, !tbaa !15
  %589 = add nsw i32 %588, 1
  store i32 %589, ptr %584, align 4, !tbaa !15
  br label %592

590:                                              ; preds = %583
  %591 = atomicrmw volatile add ptr %584, i32 1 acq_rel, align 4
  br label %592

592:                                              ; preds = %590, %587, %576
  %593 = getelementptr inbounds i8, ptr %9, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %593, ptr noundef nonnull readonly align 8 dereferenceable(16) %561, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %8)
  %594 = invoke noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %595 unwind label %1050

595:                                              ; preds = %592
  %596 = icmp eq i32 %594, 0
  br i1 %596, label %606, label %597

597:                                              ; preds = %595
  %598 = call ptr @__cxa_allocate_exception(i64 64) #25
  %599 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #25
  %600 = extractvalue { i32, ptr } %599, 0
  %601 = extractvalue { i32, ptr } %599, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %598, i32 %600, ptr %601, ptr noundef nonnull @.str.15)
          to label %602 unwind label %604

602:                                              ; preds = %597
  invoke void @__cxa_throw(ptr nonnull %598, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #26
          to label %603 unwind label %1050

603:                                              ; preds = %602
  unreachable

604:                                              ; preds = %597
  %605 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %598) #25
  br label %1052

606:                                              ; preds = %595
  %607 = load ptr, ptr %564, align 8, !tbaa !24
  %608 = icmp eq ptr %607, null
  br i1 %608, label %618, label %609

609:                                              ; preds = %606
  %610 = getelementptr inbounds i8, ptr %607, i64 8
  %611 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %612 = icmp eq i8 %611, 0
  br i1 %612, label %616, label %613

613:                                              ; preds = %609
  %614 = load i32, ptr %610, align 4, !tbaa !15
  %615 = add nsw i32 %614, 1
  store i32 %615, ptr %610, align 4, !tbaa !15
  br label %618

616:                                              ; preds = %609
  %617 = atomicrmw volatile add ptr %610, i32 1 acq_rel, align 4
  br label %618

618:                                              ; preds = %616, %613, %606
  %619 = load ptr, ptr %580, align 8, !tbaa !24
  %620 = icmp eq ptr %619, null
  br i1 %620, label %630, label %621

621:                                              ; preds = %618
  %622 = getelementptr inbounds i8, ptr %619, i64 8
  %623 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %624 = icmp eq i8 %623, 0
  br i1 %624, label %628, label %625

625:                                              ; preds = %621
  %626 = load i32, ptr %622, align 4, !tbaa !15
  %627 = add nsw i32 %626, 1
  store i32 %627, ptr %622, align 4, !tbaa !15
  br label %630

628:                                              ; preds = %621
  %629 = atomicrmw volatile add ptr %622, i32 1 acq_rel, align 4
  br label %630

630:                                              ; preds = %628, %625, %618
  br i1 %608, label %640, label %631

631:                                              ; preds = %630
  %632 = getelementptr inbounds i8, ptr %607, i64 8
  %633 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %634 = icmp eq i8 %633, 0
  br i1 %634, label %638, label %635

635:                                              ; preds = %631
  %636 = load i32, ptr %632, align 4, !tbaa !15
  %637 = add nsw i32 %636, 1
  store i32 %637, ptr %632, align 4, !tbaa !15
  br label %640

638:                                              ; preds = %631
  %639 = atomicrmw volatile add ptr %632, i32 1 acq_rel, align 4
  br label %640

640:                                              ; preds = %638, %635, %630
  br i1 %620, label %673, label %641

641:                                              ; preds = %640
  %642 = getelementptr inbounds i8, ptr %619, i64 8
  %643 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %644 = icmp eq i8 %643, 0
  br i1 %644, label %648, label %645

645:                                              ; preds = %641
  %646 = load i32, ptr %642, align 4, !tbaa !15
  %647 = add nsw i32 %646, 1
  store i32 %647, ptr %642, align 4, !tbaa !15
  br label %650

648:                                              ; preds = %641
  %649 = atomicrmw volatile add ptr %642, i32 1 acq_rel, align 4
  br label %650

650:                                              ; preds = %648, %645
  %651 = load atomic i64, ptr %642 acquire, align 8
  %652 = icmp eq i64 %651, 4294967297
  %653 = trunc i64 %651 to i32
  br i1 %652, label %654, label %662

654:                                              ; preds = %650
  store i32 0, ptr %642, align 8, !tbaa !26
  %655 = getelementptr inbounds i8, ptr %619, i64 12
  store i32 0, ptr %655, align 4, !tbaa !28
  %656 = load ptr, ptr %619, align 8, !tbaa !29
  %657 = getelementptr inbounds i8, ptr %656, i64 16
  %658 = load ptr, ptr %657, align 8
  call void %658(ptr noundef nonnull align 8 dereferenceable(16) %619) #25
  %659 = load ptr, ptr %619, align 8, !tbaa !29
  %660 = getelementptr inbounds i8, ptr %659, i64 24
  %661 = load ptr, ptr %660, align 8
  call void %661(ptr noundef nonnull align 8 dereferenceable(16) %619) #25
  br label %673

662:                                              ; preds = %650
  %663 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %664 = icmp eq i8 %663, 0
  br i1 %664, label %667, label %665

665:                                              ; preds = %662
  %666 = add nsw i32 %653, -1
  store i32 %666, ptr %642, align 4, !tbaa !15
  br label %669

667:                                              ; preds = %662
  %668 = atomicrmw volatile add ptr %642, i32 -1 acq_rel, align 4
  br label %669

669:                                              ; preds = %667, %665
  %670 = phi i32 [ %653, %665 ], [ %668, %667 ]
  %671 = icmp eq i32 %670, 1
  br i1 %671, label %672, label %673, !prof !32

672:                                              ; preds = %669
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %619) #25
  br label %673

673:                                              ; preds = %672, %669, %654, %640
  br i1 %608, label %698, label %674

674:                                              ; preds = %673
  %675 = getelementptr inbounds i8, ptr %607, i64 8
  %676 = load atomic i64, ptr %675 acquire, align 8
  %677 = icmp eq i64 %676, 4294967297
  %678 = trunc i64 %676 to i32
  br i1 %677, label %679, label %687

679:                                              ; preds = %674
  store i32 0, ptr %675, align 8, !tbaa !26
  %680 = getelementptr inbounds i8, ptr %607, i64 12
  store i32 0, ptr %680, align 4, !tbaa !28
  %681 = load ptr, ptr %607, align 8, !tbaa !29
  %682 = getelementptr inbounds i8, ptr %681, i64 16
  %683 = load ptr, ptr %682, align 8
  call void %683(ptr noundef nonnull align 8 dereferenceable(16) %607) #25
  %684 = load ptr, ptr %607, align 8, !tbaa !29
  %685 = getelementptr inbounds i8, ptr %684, i64 24
  %686 = load ptr, ptr %685, align 8
  call void %686(ptr noundef nonnull align 8 dereferenceable(16) %607) #25
  br label %698

687:                                              ; preds = %674
  %688 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %689 = icmp eq i8 %688, 0
  br i1 %689, label %692, label %690

690:                                              ; preds = %687
  %691 = add nsw i32 %678, -1
  store i32 %691, ptr %675, align 4, !tbaa !15
  br label %694

692:                                              ; preds = %687
  %693 = atomicrmw volatile add ptr %675, i32 -1 acq_rel, align 4
  br label %694

694:                                              ; preds = %692, %690
  %695 = phi i32 [ %678, %690 ], [ %693, %692 ]
  %696 = icmp eq i32 %695, 1
  br i1 %696, label %697, label %698, !prof !32

697:                                              ; preds = %694
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %607) #25
  br label %698

698:                                              ; preds = %697, %694, %679, %673
  br i1 %620, label %723, label %699

699:                                              ; preds = %698
  %700 = getelementptr inbounds i8, ptr %619, i64 8
  %701 = load atomic i64, ptr %700 acquire, align 8
  %702 = icmp eq i64 %701, 4294967297
  %703 = trunc i64 %701 to i32
  br i1 %702, label %704, label %712

704:                                              ; preds = %699
  store i32 0, ptr %700, align 8, !tbaa !26
  %705 = getelementptr inbounds i8, ptr %619, i64 12
  store i32 0, ptr %705, align 4, !tbaa !28
  %706 = load ptr, ptr %619, align 8, !tbaa !29
  %707 = getelementptr inbounds i8, ptr %706, i64 16
  %708 = load ptr, ptr %707, align 8
  call void %708(ptr noundef nonnull align 8 dereferenceable(16) %619) #25
  %709 = load ptr, ptr %619, align 8, !tbaa !29
  %710 = getelementptr inbounds i8, ptr %709, i64 24
  %711 = load ptr, ptr %710, align 8
  call void %711(ptr noundef nonnull align 8 dereferenceable(16) %619) #25
  br label %723

712:                                              ; preds = %699
  %713 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %714 = icmp eq i8 %713, 0
  br i1 %714, label %717, label %715

715:                                              ; preds = %712
  %716 = add nsw i32 %703, -1
  store i32 %716, ptr %700, align 4, !tbaa !15
  br label %719

717:                                              ; preds = %712
  %718 = atomicrmw volatile add ptr %700, i32 -1 acq_rel, align 4
  br label %719

719:                                              ; preds = %717, %715
  %720 = phi i32 [ %703, %715 ], [ %718, %717 ]
  %721 = icmp eq i32 %720, 1
  br i1 %721, label %722, label %723, !prof !32

722:                                              ; preds = %719
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %619) #25
  br label %723

723:                                              ; preds = %722, %719, %704, %698
  br i1 %608, label %748, label %724

724:                                              ; preds = %723
  %725 = getelementptr inbounds i8, ptr %607, i64 8
  %726 = load atomic i64, ptr %725 acquire, align 8
  %727 = icmp eq i64 %726, 4294967297
  %728 = trunc i64 %726 to i32
  br i1 %727, label %729, label %737

729:                                              ; preds = %724
  store i32 0, ptr %725, align 8, !tbaa !26
  %730 = getelementptr inbounds i8, ptr %607, i64 12
  store i32 0, ptr %730, align 4, !tbaa !28
  %731 = load ptr, ptr %607, align 8, !tbaa !29
  %732 = getelementptr inbounds i8, ptr %731, i64 16
  %733 = load ptr, ptr %732, align 8
  call void %733(ptr noundef nonnull align 8 dereferenceable(16) %607) #25
  %734 = load ptr, ptr %607, align 8, !tbaa !29
  %735 = getelementptr inbounds i8, ptr %734, i64 24
  %736 = load ptr, ptr %735, align 8
  call void %736(ptr noundef nonnull align 8 dereferenceable(16) %607) #25
  br label %748

737:                                              ; preds = %724
  %738 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %739 = icmp eq i8 %738, 0
  br i1 %739, label %742, label %740

740:                                              ; preds = %737
  %741 = add nsw i32 %728, -1
  store i32 %741, ptr %725, align 4, !tbaa !15
  br label %744

742:                                              ; preds = %737
  %743 = atomicrmw volatile add ptr %725, i32 -1 acq_rel, align 4
  br label %744

744:                                              ; preds = %742, %740
  %745 = phi i32 [ %728, %740 ], [ %743, %742 ]
  %746 = icmp eq i32 %745, 1
  br i1 %746, label %747, label %748, !prof !32

747:                                              ; preds = %744
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %607) #25
  br label %748

748:                                              ; preds = %747, %744, %729, %723
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.36)
          to label %749 unwind label %1050

749:                                              ; preds = %748
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7)
  %750 = getelementptr inbounds i8, ptr %7, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %750, i8 0, i64 16, i1 false), !alias.scope !266
  store i64 %527, ptr %7, align 8, !tbaa !5, !alias.scope !266
  invoke void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range.91") align 8 %7, i1 noundef zeroext false, i32 noundef 1)
          to label %751 unwind label %1050

751:                                              ; preds = %749
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7)
  %752 = load ptr, ptr %9, align 8, !tbaa !174
  store ptr %752, ptr %8, align 8, !tbaa !174
  %753 = getelementptr inbounds i8, ptr %8, i64 8
  %754 = load ptr, ptr %564, align 8, !tbaa !24
  store ptr null, ptr %564, align 8, !tbaa !24
  store ptr %754, ptr %753, align 8, !tbaa !24
  store ptr null, ptr %9, align 8, !tbaa !174
  %755 = getelementptr inbounds i8, ptr %8, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %755, ptr noundef nonnull align 8 dereferenceable(16) %577, i64 16, i1 false)
  %756 = getelementptr inbounds i8, ptr %8, i64 32
  %757 = load ptr, ptr %578, align 8, !tbaa !174
  store ptr %757, ptr %756, align 8, !tbaa !174
  %758 = getelementptr inbounds i8, ptr %8, i64 40
  %759 = load ptr, ptr %580, align 8, !tbaa !24
  store ptr null, ptr %580, align 8, !tbaa !24
  store ptr %759, ptr %758, align 8, !tbaa !24
  store ptr null, ptr %578, align 8, !tbaa !174
  %760 = getelementptr inbounds i8, ptr %8, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %760, ptr noundef nonnull align 8 dereferenceable(16) %593, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4)
  %761 = invoke noalias noundef nonnull dereferenceable(72) ptr @_Znwm(i64 noundef 72) #27
          to label %762 unwind label %992

762:                                              ; preds = %751
  %763 = icmp eq ptr %754, null
  br i1 %763, label %775, label %764

764:                                              ; preds = %762
  %765 = getelementptr inbounds i8, ptr %754, i64 8
  %766 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !269
  %767 = icmp eq i8 %766, 0
  br i1 %767, label %771, label %768

768:                                              ; preds = %764
  %769 = load i32, ptr %765, align 4, !tbaa !15, !noalias !269
  %770 = add nsw i32 %769, 1
  store i32 %770, ptr %765, align 4, !tbaa !15, !noalias !269
  br label %775

771:                                              ; preds = %764
  %772 = atomicrmw volatile add ptr %765, i32 1 acq_rel, align 4, !noalias !269
  %773 = load ptr, ptr %756, align 8, !tbaa !174, !noalias !269
  %774 = load ptr, ptr %758, align 8, !tbaa !24, !noalias !269
  br label %775

775:                                              ; preds = %771, %768, %762
  %776 = phi ptr [ %774, %771 ], [ %759, %768 ], [ %759, %762 ]
  %777 = phi ptr [ %773, %771 ], [ %757, %768 ], [ %757, %762 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull readonly align 8 dereferenceable(16) %755, i64 16, i1 false), !noalias !269
  %778 = icmp eq ptr %776, null
  br i1 %778, label %788, label %779

779:                                              ; preds = %775
  %780 = getelementptr inbounds i8, ptr %776, i64 8
  %781 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !269
  %782 = icmp eq i8 %781, 0
  br i1 %782, label %786, label %783

783:                                              ; preds = %779
  %784 = load i32, ptr %780, align 4, !tbaa !15, !noalias !269
  %785 = add nsw i32 %784, 1
  store i32 %785, ptr %780, align 4, !tbaa !15, !noalias !269
  br label %788

786:                                              ; preds = %779
  %787 = atomicrmw volatile add ptr %780, i32 1 acq_rel, align 4, !noalias !269
  br label %788

788:                                              ; preds = %786, %783, %775
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull readonly align 8 dereferenceable(16) %760, i64 16, i1 false), !noalias !269
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %761, align 8, !tbaa !29, !noalias !269
  %789 = getelementptr inbounds i8, ptr %761, i64 8
  store ptr %752, ptr %789, align 8, !tbaa !174, !noalias !269
  %790 = getelementptr inbounds i8, ptr %761, i64 16
  store ptr %754, ptr %790, align 8, !tbaa !24, !noalias !269
  br i1 %763, label %800, label %791

791:                                              ; preds = %788
  %792 = getelementptr inbounds i8, ptr %754, i64 8
  %793 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !269
  %794 = icmp eq i8 %793, 0
  br i1 %794, label %798, label %795

795:                                              ; preds = %791
  %796 = load i32, ptr %792, align 4, !tbaa !15, !noalias !269
  %797 = add nsw i32 %796, 1
  store i32 %797, ptr %792, align 4, !tbaa !15, !noalias !269
  br label %800

798:                                              ; preds = %791
  %799 = atomicrmw volatile add ptr %792, i32 1 acq_rel, align 4, !noalias !269
  br label %800

800:                                              ; preds = %798, %795, %788
  %801 = getelementptr inbounds i8, ptr %761, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %801, ptr noundef nonnull align 8 dereferenceable(16) %3, i64 16, i1 false), !noalias !269
  %802 = getelementptr inbounds i8, ptr %761, i64 40
  store ptr %777, ptr %802, align 8, !tbaa !174, !noalias !269
  %803 = getelementptr inbounds i8, ptr %761, i64 48
  store ptr %776, ptr %803, align 8, !tbaa !24, !noalias !269
  br i1 %778, label %813, label %804

804:                                              ; preds = %800
  %805 = getelementptr inbounds i8, ptr %776, i64 8
  %806 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !269
  %807 = icmp eq i8 %806, 0
  br i1 %807, label %811, label %808

808:                                              ; preds = %804
  %809 = load i32, ptr %805, align 4, !tbaa !15, !noalias !269
  %810 = add nsw i32 %809, 1
  store i32 %810, ptr %805, align 4, !tbaa !15, !noalias !269
  br label %815

811:                                              ; preds = %804
  %812 = atomicrmw volatile add ptr %805, i32 1 acq_rel, align 4, !noalias !269
  br label %815

813:                                              ; preds = %800
  %814 = getelementptr inbounds i8, ptr %761, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %814, ptr noundef nonnull align 8 dereferenceable(16) %4, i64 16, i1 false), !noalias !269
  br label %839

815:                                              ; preds = %811, %808
  %816 = getelementptr inbounds i8, ptr %761, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %816, ptr noundef nonnull align 8 dereferenceable(16) %4, i64 16, i1 false), !noalias !269
  %817 = load atomic i64, ptr %805 acquire, align 8, !noalias !269
  %818 = icmp eq i64 %817, 4294967297
  %819 = trunc i64 %817 to i32
  br i1 %818, label %820, label %828

820:                                              ; preds = %815
  store i32 0, ptr %805, align 8, !tbaa !26, !noalias !269
  %821 = getelementptr inbounds i8, ptr %776, i64 12
  store i32 0, ptr %821, align 4, !tbaa !28, !noalias !269
  %822 = load ptr, ptr %776, align 8, !tbaa !29, !noalias !269
  %823 = getelementptr inbounds i8, ptr %822, i64 16
  %824 = load ptr, ptr %823, align 8, !noalias !269
  call void %824(ptr noundef nonnull align 8 dereferenceable(16) %776) #25, !noalias !269
  %825 = load ptr, ptr %776, align 8, !tbaa !29, !noalias !269
  %826 = getelementptr inbounds i8, ptr %825, i64 24
  %827 = load ptr, ptr %826, align 8, !noalias !269
  call void %827(ptr noundef nonnull align 8 dereferenceable(16) %776) #25, !noalias !269
  br label %839

828:                                              ; preds = %815
  %829 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !269
  %830 = icmp eq i8 %829, 0
  br i1 %830, label %833, label %831

831:                                              ; preds = %828
  %832 = add nsw i32 %819, -1
  store i32 %832, ptr %805, align 4, !tbaa !15, !noalias !269
  br label %835

833:                                              ; preds = %828
  %834 = atomicrmw volatile add ptr %805, i32 -1 acq_rel, align 4, !noalias !269
  br label %835

835:                                              ; preds = %833, %831
  %836 = phi i32 [ %819, %831 ], [ %834, %833 ]
  %837 = icmp eq i32 %836, 1
  br i1 %837, label %838, label %839, !prof !32

838:                                              ; preds = %835
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %776) #25, !noalias !269
  br label %839

839:                                              ; preds = %838, %835, %820, %813
  br i1 %763, label %864, label %840

840:                                              ; preds = %839
  %841 = getelementptr inbounds i8, ptr %754, i64 8
  %842 = load atomic i64, ptr %841 acquire, align 8, !noalias !269
  %843 = icmp eq i64 %842, 4294967297
  %844 = trunc i64 %842 to i32
  br i1 %843, label %845, label %853

845:                                              ; preds = %840
  store i32 0, ptr %841, align 8, !tbaa !26, !noalias !269
  %846 = getelementptr inbounds i8, ptr %754, i64 12
  store i32 0, ptr %846, align 4, !tbaa !28, !noalias !269
  %847 = load ptr, ptr %754, align 8, !tbaa !29, !noalias !269
  %848 = getelementptr inbounds i8, ptr %847, i64 16
  %849 = load ptr, ptr %848, align 8, !noalias !269
  call void %849(ptr noundef nonnull align 8 dereferenceable(16) %754) #25, !noalias !269
  %850 = load ptr, ptr %754, align 8, !tbaa !29, !noalias !269
  %851 = getelementptr inbounds i8, ptr %850, i64 24
  %852 = load ptr, ptr %851, align 8, !noalias !269
  call void %852(ptr noundef nonnull align 8 dereferenceable(16) %754) #25, !noalias !269
  br label %864

853:                                              ; preds = %840
  %854 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !269
  %855 = icmp eq i8 %854, 0
  br i1 %855, label %858, label %856

856:                                              ; preds = %853
  %857 = add nsw i32 %844, -1
  store i32 %857, ptr %841, align 4, !tbaa !15, !noalias !269
  br label %860

858:                                              ; preds = %853
  %859 = atomicrmw volatile add ptr %841, i32 -1 acq_rel, align 4, !noalias !269
  br label %860

860:                                              ; preds = %858, %856
  %861 = phi i32 [ %844, %856 ], [ %859, %858 ]
  %862 = icmp eq i32 %861, 1
  br i1 %862, label %863, label %864, !prof !32

863:                                              ; preds = %860
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %754) #25, !noalias !269
  br label %864

864:                                              ; preds = %863, %860, %845, %839
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4)
  %865 = getelementptr inbounds i8, ptr %1, i64 152
  %866 = load ptr, ptr %865, align 8, !tbaa !11
  store ptr %761, ptr %865, align 8, !tbaa !11
  %867 = icmp eq ptr %866, null
  br i1 %867, label %872, label %868

868:                                              ; preds = %864
  %869 = load ptr, ptr %866, align 8, !tbaa !29
  %870 = getelementptr inbounds i8, ptr %869, i64 16
  %871 = load ptr, ptr %870, align 8
  call void %871(ptr noundef nonnull align 8 dereferenceable(8) %866) #25
  br label %872

872:                                              ; preds = %868, %864
  invoke void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %873 unwind label %992

873:                                              ; preds = %872
  %874 = load ptr, ptr %865, align 8, !tbaa !11
  %875 = load ptr, ptr %874, align 8, !tbaa !29
  %876 = load ptr, ptr %875, align 8
  %877 = invoke noundef ptr %876(ptr noundef nonnull align 8 dereferenceable(8) %874)
          to label %878 unwind label %992

878:                                              ; preds = %873
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #25
  invoke void @_ZN4sycl3_V16detail19getKernelParamDescsI7ScalarsEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind nonnull writable sret(%"class.std::vector.102") align 8 %5)
          to label %879 unwind label %992

879:                                              ; preds = %878
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %877, ptr noundef nonnull align 8 dereferenceable(24) %5, i1 noundef zeroext false)
          to label %880 unwind label %926

880:                                              ; preds = %879
  %881 = load ptr, ptr %5, align 8, !tbaa !189
  %882 = icmp eq ptr %881, null
  br i1 %882, label %889, label %883

883:                                              ; preds = %880
  %884 = getelementptr inbounds i8, ptr %5, i64 16
  %885 = load ptr, ptr %884, align 8, !tbaa !191
  %886 = ptrtoint ptr %885 to i64
  %887 = ptrtoint ptr %881 to i64
  %888 = sub i64 %886, %887
  call void @_ZdlPvm(ptr noundef nonnull %881, i64 noundef %888) #29
  br label %889

889:                                              ; preds = %883, %880
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #25
  %890 = invoke noalias noundef nonnull dereferenceable(13) ptr @_Znam(i64 noundef 13) #27
          to label %891 unwind label %992

891:                                              ; preds = %889
  %892 = getelementptr inbounds i8, ptr %1, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(12) %890, ptr noundef nonnull align 1 dereferenceable(12) @.str.36, i64 12, i1 false)
  %893 = getelementptr inbounds i8, ptr %890, i64 12
  store i8 0, ptr %893, align 1, !tbaa !31
  %894 = load ptr, ptr %892, align 8, !tbaa !11
  store ptr %890, ptr %892, align 8, !tbaa !11
  %895 = icmp eq ptr %894, null
  br i1 %895, label %897, label %896

896:                                              ; preds = %891
  call void @_ZdaPv(ptr noundef nonnull %894) #29
  br label %897

897:                                              ; preds = %896, %891
  invoke void @_ZNK4sycl3_V17handler30getOrInsertHandlerKernelBundleEb(ptr dead_on_unwind nonnull writable sret(%"class.std::shared_ptr.114") align 8 %6, ptr noundef nonnull align 8 dereferenceable(216) %1, i1 noundef zeroext true)
          to label %898 unwind label %992

898:                                              ; preds = %897
  %899 = getelementptr inbounds i8, ptr %6, i64 8
  %900 = load ptr, ptr %899, align 8, !tbaa !24
  %901 = icmp eq ptr %900, null
  br i1 %901, label %937, label %902

902:                                              ; preds = %898
  %903 = getelementptr inbounds i8, ptr %900, i64 8
  %904 = load atomic i64, ptr %903 acquire, align 8
  %905 = icmp eq i64 %904, 4294967297
  %906 = trunc i64 %904 to i32
  br i1 %905, label %907, label %915

907:                                              ; preds = %902
  store i32 0, ptr %903, align 8, !tbaa !26
  %908 = getelementptr inbounds i8, ptr %900, i64 12
  store i32 0, ptr %908, align 4, !tbaa !28
  %909 = load ptr, ptr %900, align 8, !tbaa !29
  %910 = getelementptr inbounds i8, ptr %909, i64 16
  %911 = load ptr, ptr %910, align 8
  call void %911(ptr noundef nonnull align 8 dereferenceable(16) %900) #25
  %912 = load ptr, ptr %900, align 8, !tbaa !29
  %913 = getelementptr inbounds i8, ptr %912, i64 24
  %914 = load ptr, ptr %913, align 8
  call void %914(ptr noundef nonnull align 8 dereferenceable(16) %900) #25
  br label %937

915:                                              ; preds = %902
  %916 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %917 = icmp eq i8 %916, 0
  br i1 %917, label %920, label %918

918:                                              ; preds = %915
  %919 = add nsw i32 %906, -1
  store i32 %919, ptr %903, align 4, !tbaa !15
  br label %922

920:                                              ; preds = %915
  %921 = atomicrmw volatile add ptr %903, i32 -1 acq_rel, align 4
  br label %922

922:                                              ; preds = %920, %918
  %923 = phi i32 [ %906, %918 ], [ %921, %920 ]
  %924 = icmp eq i32 %923, 1
  br i1 %924, label %925, label %937, !prof !32

925:                                              ; preds = %922
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %900) #25
  br label %937

926:                                              ; preds = %879
  %927 = landingpad { ptr, i32 }
          cleanup
  %928 = load ptr, ptr %5, align 8, !tbaa !189
  %929 = icmp eq ptr %928, null
  br i1 %929, label %936, label %930

930:                                              ; preds = %926
  %931 = getelementptr inbounds i8, ptr %5, i64 16
  %932 = load ptr, ptr %931, align 8, !tbaa !191
  %933 = ptrtoint ptr %932 to i64
  %934 = ptrtoint ptr %928 to i64
  %935 = sub i64 %933, %934
  call void @_ZdlPvm(ptr noundef nonnull %928, i64 noundef %935) #29
  br label %936

936:                                              ; preds = %930, %926
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #25
  br label %994

937:                                              ; preds = %925, %922, %907, %898
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6)
  %938 = load ptr, ptr %758, align 8, !tbaa !24
  %939 = icmp eq ptr %938, null
  br i1 %939, label %964, label %940

940:                                              ; preds = %937
  %941 = getelementptr inbounds i8, ptr %938, i64 8
  %942 = load atomic i64, ptr %941 acquire, align 8
  %943 = icmp eq i64 %942, 4294967297
  %944 = trunc i64 %942 to i32
  br i1 %943, label %945, label %953

945:                                              ; preds = %940
  store i32 0, ptr %941, align 8, !tbaa !26
  %946 = getelementptr inbounds i8, ptr %938, i64 12
  store i32 0, ptr %946, align 4, !tbaa !28
  %947 = load ptr, ptr %938, align 8, !tbaa !29
  %948 = getelementptr inbounds i8, ptr %947, i64 16
  %949 = load ptr, ptr %948, align 8
  call void %949(ptr noundef nonnull align 8 dereferenceable(16) %938) #25
  %950 = load ptr, ptr %938, align 8, !tbaa !29
  %951 = getelementptr inbounds i8, ptr %950, i64 24
  %952 = load ptr, ptr %951, align 8
  call void %952(ptr noundef nonnull align 8 dereferenceable(16) %938) #25
  br label %964

953:                                              ; preds = %940
  %954 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %955 = icmp eq i8 %954, 0
  br i1 %955, label %958, label %956

956:                                              ; preds = %953
  %957 = add nsw i32 %944, -1
  store i32 %957, ptr %941, align 4, !tbaa !15
  br label %960

958:                                              ; preds = %953
  %959 = atomicrmw volatile add ptr %941, i32 -1 acq_rel, align 4
  br label %960

960:                                              ; preds = %958, %956
  %961 = phi i32 [ %944, %956 ], [ %959, %958 ]
  %962 = icmp eq i32 %961, 1
  br i1 %962, label %963, label %964, !prof !32

963:                                              ; preds = %960
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %938) #25
  br label %964

964:                                              ; preds = %963, %960, %945, %937
  %965 = load ptr, ptr %753, align 8, !tbaa !24
  %966 = icmp eq ptr %965, null
  br i1 %966, label %991, label %967

967:                                              ; preds = %964
  %968 = getelementptr inbounds i8, ptr %965, i64 8
  %969 = load atomic i64, ptr %968 acquire, align 8
  %970 = icmp eq i64 %969, 4294967297
  %971 = trunc i64 %969 to i32
  br i1 %970, label %972, label %980

972:                                              ; preds = %967
  store i32 0, ptr %968, align 8, !tbaa !26
  %973 = getelementptr inbounds i8, ptr %965, i64 12
  store i32 0, ptr %973, align 4, !tbaa !28
  %974 = load ptr, ptr %965, align 8, !tbaa !29
  %975 = getelementptr inbounds i8, ptr %974, i64 16
  %976 = load ptr, ptr %975, align 8
  call void %976(ptr noundef nonnull align 8 dereferenceable(16) %965) #25
  %977 = load ptr, ptr %965, align 8, !tbaa !29
  %978 = getelementptr inbounds i8, ptr %977, i64 24
  %979 = load ptr, ptr %978, align 8
  call void %979(ptr noundef nonnull align 8 dereferenceable(16) %965) #25
  br label %991

980:                                              ; preds = %967
  %981 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %982 = icmp eq i8 %981, 0
  br i1 %982, label %985, label %983

983:                                              ; preds = %980
  %984 = add nsw i32 %971, -1
  store i32 %984, ptr %968, align 4, !tbaa !15
  br label %987

985:                                              ; preds = %980
  %986 = atomicrmw volatile add ptr %968, i32 -1 acq_rel, align 4
  br label %987

987:                                              ; preds = %985, %983
  %988 = phi i32 [ %971, %983 ], [ %986, %985 ]
  %989 = icmp eq i32 %988, 1
  br i1 %989, label %990, label %991, !prof !32

990:                                              ; preds = %987
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %965) #25
  br label %991

991:                                              ; preds = %990, %987, %972, %964
  invoke void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef 1)
          to label %996 unwind label %1050

992:                                              ; preds = %897, %889, %878, %873, %872, %751
  %993 = landingpad { ptr, i32 }
          cleanup
  br label %994

994:                                              ; preds = %992, %936
  %995 = phi { ptr, i32 } [ %993, %992 ], [ %927, %936 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi1EEENS0_14kernel_handlerEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(64) %8) #25
  br label %1052

996:                                              ; preds = %991
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %8)
  %997 = load ptr, ptr %580, align 8, !tbaa !24
  %998 = icmp eq ptr %997, null
  br i1 %998, label %1023, label %999

999:                                              ; preds = %996
  %1000 = getelementptr inbounds i8, ptr %997, i64 8
  %1001 = load atomic i64, ptr %1000 acquire, align 8
  %1002 = icmp eq i64 %1001, 4294967297
  %1003 = trunc i64 %1001 to i32
  br i1 %1002, label %1004, label %1012

1004:                                             ; preds = %999
  store i32 0, ptr %1000, align 8, !tbaa !26
  %1005 = getelementptr inbounds i8, ptr %997, i64 12
  store i32 0, ptr %1005, align 4, !tbaa !28
  %1006 = load ptr, ptr %997, align 8, !tbaa !29
  %1007 = getelementptr inbounds i8, ptr %1006, i64 16
  %1008 = load ptr, ptr %1007, align 8
  call void %1008(ptr noundef nonnull align 8 dereferenceable(16) %997) #25
  %1009 = load ptr, ptr %997, align 8, !tbaa !29
  %1010 = getelementptr inbounds i8, ptr %1009, i64 24
  %1011 = load ptr, ptr %1010, align 8
  call void %1011(ptr noundef nonnull align 8 dereferenceable(16) %997) #25
  br label %1023

1012:                                             ; preds = %999
  %1013 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %1014 = icmp eq i8 %1013, 0
  br i1 %1014, label %1017, label %1015

1015:                                             ; preds = %1012
  %1016 = add nsw i32 %1003, -1
  store i32 %1016, ptr %1000, align 4, !tbaa !15
  br label %1019

1017:                                             ; preds = %1012
  %1018 = atomicrmw volatile add ptr %1000, i32 -1 acq_rel, align 4
  br label %1019

1019:                                             ; preds = %1017, %1015
  %1020 = phi i32 [ %1003, %1015 ], [ %1018, %1017 ]
  %1021 = icmp eq i32 %1020, 1
  br i1 %1021, label %1022, label %1023, !prof !32

1022:                                             ; preds = %1019
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %997) #25
  br label %1023

1023:                                             ; preds = %1022, %1019, %1004, %996
  %1024 = load ptr, ptr %564, align 8, !tbaa !24
  %1025 = icmp eq ptr %1024, null
  br i1 %1025, label %1054, label %1026

1026:                                             ; preds = %1023
  %1027 = getelementptr inbounds i8, ptr %1024, i64 8
  %1028 = load atomic i64, ptr %1027 acquire, align 8
  %1029 = icmp eq i64 %1028, 4294967297
  %1030 = trunc i64 %1028 to i32
  br i1 %1029, label %1031, label %1039

1031:                                             ; preds = %1026
  store i32 0, ptr %1027, align 8, !tbaa !26
  %1032 = getelementptr inbounds i8, ptr %1024, i64 12
  store i32 0, ptr %1032, align 4, !tbaa !28
  %1033 = load ptr, ptr %1024, align 8, !tbaa !29
  %1034 = getelementptr inbounds i8, ptr %1033, i64 16
  %1035 = load ptr, ptr %1034, align 8
  call void %1035(ptr noundef nonnull align 8 dereferenceable(16) %1024) #25
  %1036 = load ptr, ptr %1024, align 8, !tbaa !29
  %1037 = getelementptr inbounds i8, ptr %1036, i64 24
  %1038 = load ptr, ptr %1037, align 8
  call void %1038(ptr noundef nonnull align 8 dereferenceable(16) %1024) #25
  br label %1054

1039:                                             ; preds = %1026
  %1040 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %1041 = icmp eq i8 %1040, 0
  br i1 %1041, label %1044, label %1042

1042:                                             ; preds = %1039
  %1043 = add nsw i32 %1030, -1
  store i32 %1043, ptr %1027, align 4, !tbaa !15
  br label %1046

1044:                                             ; preds = %1039
  %1045 = atomicrmw volatile add ptr %1027, i32 -1 acq_rel, align 4
  br label %1046

1046:                                             ; preds = %1044, %1042
  %1047 = phi i32 [ %1030, %1042 ], [ %1045, %1044 ]
  %1048 = icmp eq i32 %1047, 1
  br i1 %1048, label %1049, label %1054, !prof !32

1049:                                             ; preds = %1046
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1024) #25
  br label %1054

1050:                                             ; preds = %991, %749, %748, %602, %592
  %1051 = landingpad { ptr, i32 }
          cleanup
  br label %1052

1052:                                             ; preds = %1050, %994, %604
  %1053 = phi { ptr, i32 } [ %1051, %1050 ], [ %605, %604 ], [ %995, %994 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi1EEENS0_14kernel_handlerEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(64) %9) #25
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi1EEENS0_14kernel_handlerEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(64) %30) #25
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %30) #25
  br label %1172

1054:                                             ; preds = %1049, %1046, %1031, %1023
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %9)
  %1055 = load ptr, ptr %547, align 8, !tbaa !24
  %1056 = icmp eq ptr %1055, null
  br i1 %1056, label %1081, label %1057

1057:                                             ; preds = %1054
  %1058 = getelementptr inbounds i8, ptr %1055, i64 8
  %1059 = load atomic i64, ptr %1058 acquire, align 8
  %1060 = icmp eq i64 %1059, 4294967297
  %1061 = trunc i64 %1059 to i32
  br i1 %1060, label %1062, label %1070

1062:                                             ; preds = %1057
  store i32 0, ptr %1058, align 8, !tbaa !26
  %1063 = getelementptr inbounds i8, ptr %1055, i64 12
  store i32 0, ptr %1063, align 4, !tbaa !28
  %1064 = load ptr, ptr %1055, align 8, !tbaa !29
  %1065 = getelementptr inbounds i8, ptr %1064, i64 16
  %1066 = load ptr, ptr %1065, align 8
  call void %1066(ptr noundef nonnull align 8 dereferenceable(16) %1055) #25
  %1067 = load ptr, ptr %1055, align 8, !tbaa !29
  %1068 = getelementptr inbounds i8, ptr %1067, i64 24
  %1069 = load ptr, ptr %1068, align 8
  call void %1069(ptr noundef nonnull align 8 dereferenceable(16) %1055) #25
  br label %1081

1070:                                             ; preds = %1057
  %1071 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %1072 = icmp eq i8 %1071, 0
  br i1 %1072, label %1075, label %1073

1073:                                             ; preds = %1070
  %1074 = add nsw i32 %1061, -1
  store i32 %1074, ptr %1058, align 4, !tbaa !15
  br label %1077

1075:                                             ; preds = %1070
  %1076 = atomicrmw volatile add ptr %1058, i32 -1 acq_rel, align 4
  br label %1077

1077:                                             ; preds = %1075, %1073
  %1078 = phi i32 [ %1061, %1073 ], [ %1076, %1075 ]
  %1079 = icmp eq i32 %1078, 1
  br i1 %1079, label %1080, label %1081, !prof !32

1080:                                             ; preds = %1077
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1055) #25
  br label %1081

1081:                                             ; preds = %1080, %1077, %1062, %1054
  %1082 = load ptr, ptr %529, align 8, !tbaa !24
  %1083 = icmp eq ptr %1082, null
  br i1 %1083, label %1108, label %1084

1084:                                             ; preds = %1081
  %1085 = getelementptr inbounds i8, ptr %1082, i64 8
  %1086 = load atomic i64, ptr %1085 acquire, align 8
  %1087 = icmp eq i64 %1086, 4294967297
  %1088 = trunc i64 %1086 to i32
  br i1 %1087, label %1089, label %1097

1089:                                             ; preds = %1084
  store i32 0, ptr %1085, align 8, !tbaa !26
  %1090 = getelementptr inbounds i8, ptr %1082, i64 12
  store i32 0, ptr %1090, align 4, !tbaa !28
  %1091 = load ptr, ptr %1082, align 8, !tbaa !29
  %1092 = getelementptr inbounds i8, ptr %1091, i64 16
  %1093 = load ptr, ptr %1092, align 8
  call void %1093(ptr noundef nonnull align 8 dereferenceable(16) %1082) #25
  %1094 = load ptr, ptr %1082, align 8, !tbaa !29
  %1095 = getelementptr inbounds i8, ptr %1094, i64 24
  %1096 = load ptr, ptr %1095, align 8
  call void %1096(ptr noundef nonnull align 8 dereferenceable(16) %1082) #25
  br label %1108

1097:                                             ; preds = %1084
  %1098 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %1099 = icmp eq i8 %1098, 0
  br i1 %1099, label %1102, label %1100

1100:                                             ; preds = %1097
  %1101 = add nsw i32 %1088, -1
  store i32 %1101, ptr %1085, align 4, !tbaa !15
  br label %1104

1102:                                             ; preds = %1097
  %1103 = atomicrmw volatile add ptr %1085, i32 -1 acq_rel, align 4
  br label %1104

1104:                                             ; preds = %1102, %1100
  %1105 = phi i32 [ %1088, %1100 ], [ %1103, %1102 ]
  %1106 = icmp eq i32 %1105, 1
  br i1 %1106, label %1107, label %1108, !prof !32

1107:                                             ; preds = %1104
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1082) #25
  br label %1108

1108:                                             ; preds = %1107, %1104, %1089, %1081
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %30) #25
  %1109 = load ptr, ptr %548, align 8, !tbaa !24
  %1110 = icmp eq ptr %1109, null
  br i1 %1110, label %1135, label %1111

1111:                                             ; preds = %1108
  %1112 = getelementptr inbounds i8, ptr %1109, i64 8
  %1113 = load atomic i64, ptr %1112 acquire, align 8
  %1114 = icmp eq i64 %1113, 4294967297
  %1115 = trunc i64 %1113 to i32
  br i1 %1114, label %1116, label %1124

1116:                                             ; preds = %1111
  store i32 0, ptr %1112, align 8, !tbaa !26
  %1117 = getelementptr inbounds i8, ptr %1109, i64 12
  store i32 0, ptr %1117, align 4, !tbaa !28
  %1118 = load ptr, ptr %1109, align 8, !tbaa !29
  %1119 = getelementptr inbounds i8, ptr %1118, i64 16
  %1120 = load ptr, ptr %1119, align 8
  call void %1120(ptr noundef nonnull align 8 dereferenceable(16) %1109) #25
  %1121 = load ptr, ptr %1109, align 8, !tbaa !29
  %1122 = getelementptr inbounds i8, ptr %1121, i64 24
  %1123 = load ptr, ptr %1122, align 8
  call void %1123(ptr noundef nonnull align 8 dereferenceable(16) %1109) #25
  br label %1135

1124:                                             ; preds = %1111
  %1125 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %1126 = icmp eq i8 %1125, 0
  br i1 %1126, label %1129, label %1127

1127:                                             ; preds = %1124
  %1128 = add nsw i32 %1115, -1
  store i32 %1128, ptr %1112, align 4, !tbaa !15
  br label %1131

1129:                                             ; preds = %1124
  %1130 = atomicrmw volatile add ptr %1112, i32 -1 acq_rel, align 4
  br label %1131

1131:                                             ; preds = %1129, %1127
  %1132 = phi i32 [ %1115, %1127 ], [ %1130, %1129 ]
  %1133 = icmp eq i32 %1132, 1
  br i1 %1133, label %1134, label %1135, !prof !32

1134:                                             ; preds = %1131
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1109) #25
  br label %1135

1135:                                             ; preds = %1134, %1131, %1116, %1108
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %28) #25
  %1136 = load ptr, ptr %530, align 8, !tbaa !24
  %1137 = icmp eq ptr %1136, null
  br i1 %1137, label %1178, label %1138

1138:                                             ; preds = %1135
  %1139 = getelementptr inbounds i8, ptr %1136, i64 8
  %1140 = load atomic i64, ptr %1139 acquire, align 8
  %1141 = icmp eq i64 %1140, 4294967297
  %1142 = trunc i64 %1140 to i32
  br i1 %1141, label %1143, label %1151

1143:                                             ; preds = %1138
  store i32 0, ptr %1139, align 8, !tbaa !26
  %1144 = getelementptr inbounds i8, ptr %1136, i64 12
  store i32 0, ptr %1144, align 4, !tbaa !28
  %1145 = load ptr, ptr %1136, align 8, !tbaa !29
  %1146 = getelementptr inbounds i8, ptr %1145, i64 16
  %1147 = load ptr, ptr %1146, align 8
  call void %1147(ptr noundef nonnull align 8 dereferenceable(16) %1136) #25
  %1148 = load ptr, ptr %1136, align 8, !tbaa !29
  %1149 = getelementptr inbounds i8, ptr %1148, i64 24
  %1150 = load ptr, ptr %1149, align 8
  call void %1150(ptr noundef nonnull align 8 dereferenceable(16) %1136) #25
  br label %1178

1151:                                             ; preds = %1138
  %1152 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %1153 = icmp eq i8 %1152, 0
  br i1 %1153, label %1156, label %1154

1154:                                             ; preds = %1151
  %1155 = add nsw i32 %1142, -1
  store i32 %1155, ptr %1139, align 4, !tbaa !15
  br label %1158

1156:                                             ; preds = %1151
  %1157 = atomicrmw volatile add ptr %1139, i32 -1 acq_rel, align 4
  br label %1158

1158:                                             ; preds = %1156, %1154
  %1159 = phi i32 [ %1142, %1154 ], [ %1157, %1156 ]
  %1160 = icmp eq i32 %1159, 1
  br i1 %1160, label %1161, label %1178, !prof !32

1161:                                             ; preds = %1158
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1136) #25
  br label %1178

1162:                                             ; preds = %2
  %1163 = landingpad { ptr, i32 }
          cleanup
  br label %1164

1164:                                             ; preds = %1162, %36
  %1165 = phi { ptr, i32 } [ %1163, %1162 ], [ %37, %36 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %27) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %27) #25
  br label %1176

1166:                                             ; preds = %87
  %1167 = landingpad { ptr, i32 }
          cleanup
  br label %1168

1168:                                             ; preds = %1166, %94
  %1169 = phi { ptr, i32 } [ %1167, %1166 ], [ %95, %94 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %29) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %29) #25
  br label %1174

1170:                                             ; preds = %431, %430, %337, %336, %243, %239, %146, %145
  %1171 = landingpad { ptr, i32 }
          cleanup
  br label %1172

1172:                                             ; preds = %1170, %1052
  %1173 = phi { ptr, i32 } [ %1053, %1052 ], [ %1171, %1170 ]
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %28) #25
  br label %1174

1174:                                             ; preds = %1172, %1168
  %1175 = phi { ptr, i32 } [ %1173, %1172 ], [ %1169, %1168 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %28) #25
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %26) #25
  br label %1176

1176:                                             ; preds = %1174, %1164
  %1177 = phi { ptr, i32 } [ %1175, %1174 ], [ %1165, %1164 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %26) #25
  resume { ptr, i32 } %1177

1178:                                             ; preds = %1135, %1143, %1158, %1161
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %26) #25
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define internal fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi1EEENS0_14kernel_handlerEE_D2Ev(ptr nocapture noundef nonnull readonly align 8 dereferenceable(64) %0) unnamed_addr #5 align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 40
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
  store i32 %22, ptr %6, align 4, !tbaa !15
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
  store i32 %50, ptr %34, align 4, !tbaa !15
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

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIlLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IlLi1ENS0_6detail17aligned_allocatorIlEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range.91", align 8
  %8 = alloca %"class.sycl::_V1::range.91", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %11 = load i64, ptr %10, align 8
  store i64 %11, ptr %7, align 8, !tbaa !5, !alias.scope !272
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 1, ptr %12, align 8, !tbaa !5, !alias.scope !272
  %13 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %13, align 8, !tbaa !5, !alias.scope !272
  store i64 %11, ptr %8, align 8, !tbaa !5, !alias.scope !275
  %14 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 1, ptr %14, align 8, !tbaa !5, !alias.scope !275
  %15 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %15, align 8, !tbaa !5, !alias.scope !275
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #25
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
  br i1 %26, label %27, label %28, !prof !32

27:                                               ; preds = %25
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #26
  unreachable

28:                                               ; preds = %25
  %29 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %23) #27
  br label %30

30:                                               ; preds = %47, %28
  %31 = phi ptr [ %49, %47 ], [ %29, %28 ]
  %32 = phi ptr [ %48, %47 ], [ %20, %28 ]
  %33 = load ptr, ptr %32, align 8, !tbaa !219
  store ptr %33, ptr %31, align 8, !tbaa !219
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
  %43 = load i32, ptr %39, align 4, !tbaa !15
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %39, align 4, !tbaa !15
  br label %47

45:                                               ; preds = %38
  %46 = atomicrmw volatile add ptr %39, i32 1 acq_rel, align 4
  br label %47

47:                                               ; preds = %45, %42, %30
  %48 = getelementptr inbounds i8, ptr %32, i64 16
  %49 = getelementptr inbounds i8, ptr %31, i64 16
  %50 = icmp eq ptr %48, %19
  br i1 %50, label %51, label %30, !llvm.loop !221

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
  %58 = load ptr, ptr %1, align 8, !tbaa !114
  %59 = icmp eq ptr %58, null
  br i1 %59, label %60, label %61

60:                                               ; preds = %51
  tail call void @__assert_fail(ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.11, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIlLi1ENS1_17aligned_allocatorIlEEvEEEERKDtsrT_4implERKS7_) #28
  unreachable

61:                                               ; preds = %51
  %62 = and i64 %16, 16
  %63 = icmp eq i64 %62, 0
  %64 = select i1 %63, i32 1025, i32 1027
  %65 = getelementptr inbounds i8, ptr %1, i64 24
  %66 = load i64, ptr %65, align 8, !tbaa !127
  %67 = getelementptr inbounds i8, ptr %1, i64 32
  %68 = load i8, ptr %67, align 8, !tbaa !129, !range !165, !noundef !166
  %69 = trunc nuw i8 %68 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.91") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.91") align 8 %8, i32 noundef %64, ptr noundef nonnull %58, i32 noundef 1, i32 noundef 8, i64 noundef %66, i1 noundef zeroext %69, ptr noundef nonnull align 8 dereferenceable(32) %3)
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
  store i32 %94, ptr %78, align 4, !tbaa !15
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
  tail call void @_ZdlPvm(ptr noundef nonnull %107, i64 noundef %113) #29
  br label %114

114:                                              ; preds = %106, %109
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #25
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
  br i1 %123, label %124, label %126, !prof !32

124:                                              ; preds = %122
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #26
          to label %125 unwind label %210

125:                                              ; preds = %124
  unreachable

126:                                              ; preds = %122
  %127 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %120) #27
          to label %128 unwind label %210

128:                                              ; preds = %126, %145
  %129 = phi ptr [ %147, %145 ], [ %127, %126 ]
  %130 = phi ptr [ %146, %145 ], [ %117, %126 ]
  %131 = load ptr, ptr %130, align 8, !tbaa !219
  store ptr %131, ptr %129, align 8, !tbaa !219
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
  %141 = load i32, ptr %137, align 4, !tbaa !15
  %142 = add nsw i32 %141, 1
  store i32 %142, ptr %137, align 4, !tbaa !15
  br label %145

143:                                              ; preds = %136
  %144 = atomicrmw volatile add ptr %137, i32 1 acq_rel, align 4
  br label %145

145:                                              ; preds = %143, %140, %128
  %146 = getelementptr inbounds i8, ptr %130, i64 16
  %147 = getelementptr inbounds i8, ptr %129, i64 16
  %148 = icmp eq ptr %146, %116
  br i1 %148, label %149, label %128, !llvm.loop !221

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
  store i32 %171, ptr %155, align 4, !tbaa !15
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
  tail call void @_ZdlPvm(ptr noundef nonnull %127, i64 noundef %120) #29
  br label %182

182:                                              ; preds = %114, %181
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %183 unwind label %208

183:                                              ; preds = %182
  %184 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %185 unwind label %208

185:                                              ; preds = %183
  store ptr %184, ptr %115, align 8, !tbaa !278
  %186 = load ptr, ptr %1, align 8, !tbaa !114
  %187 = icmp eq ptr %186, null
  br i1 %187, label %188, label %189

188:                                              ; preds = %185
  tail call void @__assert_fail(ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.11, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIlLi1ENS1_17aligned_allocatorIlEEvEEEERKDtsrT_4implERKS7_) #28
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

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19getKernelParamDescsI7ScalarsEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind noalias writable sret(%"class.std::vector.102") align 8 %0) local_unnamed_addr #3 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"struct.sycl::_V1::detail::kernel_param_desc_t", align 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, i8 0, i64 24, i1 false)
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = tail call noalias noundef nonnull dereferenceable(36) ptr @_Znwm(i64 noundef 36) #27
  store ptr %4, ptr %0, align 8, !tbaa !189
  %5 = getelementptr inbounds i8, ptr %4, i64 36
  store ptr %5, ptr %3, align 8, !tbaa !191
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 17446157156352, ptr %2, align 8
  store i32 0, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !230
  %8 = getelementptr inbounds i8, ptr %4, i64 12
  store ptr %8, ptr %7, align 8, !tbaa !212
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 17446157156352, ptr %2, align 8
  store i32 32, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %8, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !230
  %9 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr %9, ptr %7, align 8, !tbaa !212
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 34359738372, ptr %2, align 8
  store i32 0, ptr %6, align 8
  %10 = load ptr, ptr %3, align 8, !tbaa !191
  %11 = icmp eq ptr %9, %10
  br i1 %11, label %15, label %12

12:                                               ; preds = %1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %9, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !230
  %13 = load ptr, ptr %7, align 8, !tbaa !212
  %14 = getelementptr inbounds i8, ptr %13, i64 12
  store ptr %14, ptr %7, align 8, !tbaa !212
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
  %19 = load ptr, ptr %0, align 8, !tbaa !189
  %20 = icmp eq ptr %19, null
  br i1 %20, label %26, label %21

21:                                               ; preds = %17
  %22 = load ptr, ptr %3, align 8, !tbaa !191
  %23 = ptrtoint ptr %22 to i64
  %24 = ptrtoint ptr %19 to i64
  %25 = sub i64 %23, %24
  call void @_ZdlPvm(ptr noundef nonnull %19, i64 noundef %25) #29
  br label %26

26:                                               ; preds = %17, %21
  resume { ptr, i32 } %18
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(72) %0) unnamed_addr #20 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(72) %0) unnamed_addr #4 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %0, align 8, !tbaa !29
  %2 = getelementptr inbounds i8, ptr %0, i64 48
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
  store i32 %22, ptr %6, align 4, !tbaa !15
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
  store i32 %50, ptr %34, align 4, !tbaa !15
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
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(72) %0) unnamed_addr #4 align 2 {
  tail call void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %0) #25
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 72) #29
  ret void
}

; Function Attrs: mustprogress noreturn uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(72) %0) unnamed_addr #21 align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %class.anon.180, align 8
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
  %14 = load i32, ptr %10, align 4, !tbaa !15
  %15 = add nsw i32 %14, 1
  store i32 %15, ptr %10, align 4, !tbaa !15
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
  %23 = load ptr, ptr %22, align 8, !tbaa !174
  store ptr %23, ptr %21, align 8, !tbaa !174
  %24 = getelementptr inbounds i8, ptr %2, i64 40
  %25 = getelementptr inbounds i8, ptr %0, i64 48
  %26 = load ptr, ptr %25, align 8, !tbaa !24
  store ptr %26, ptr %24, align 8, !tbaa !24
  %27 = icmp eq ptr %26, null
  br i1 %27, label %37, label %28

28:                                               ; preds = %18
  %29 = getelementptr inbounds i8, ptr %26, i64 8
  %30 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %31 = icmp eq i8 %30, 0
  br i1 %31, label %35, label %32

32:                                               ; preds = %28
  %33 = load i32, ptr %29, align 4, !tbaa !15
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %29, align 4, !tbaa !15
  br label %37

35:                                               ; preds = %28
  %36 = atomicrmw volatile add ptr %29, i32 1 acq_rel, align 4
  br label %37

37:                                               ; preds = %18, %32, %35
  %38 = getelementptr inbounds i8, ptr %2, i64 48
  %39 = getelementptr inbounds i8, ptr %0, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %38, ptr noundef nonnull readonly align 8 dereferenceable(16) %39, i64 16, i1 false)
  %40 = tail call ptr @__cxa_allocate_exception(i64 64) #25
  %41 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 12) #25
  %42 = extractvalue { i32, ptr } %41, 0
  %43 = extractvalue { i32, ptr } %41, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %40, i32 %42, ptr %43, ptr noundef nonnull @.str.25)
          to label %44 unwind label %46

44:                                               ; preds = %37
  invoke void @__cxa_throw(ptr nonnull %40, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #26
          to label %45 unwind label %48

45:                                               ; preds = %44
  unreachable

46:                                               ; preds = %37
  %47 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %40) #25
  br label %50

48:                                               ; preds = %44
  %49 = landingpad { ptr, i32 }
          cleanup
  br label %50

50:                                               ; preds = %46, %48
  %51 = phi { ptr, i32 } [ %49, %48 ], [ %47, %46 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi1EEENS0_14kernel_handlerEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(64) %2) #25
  resume { ptr, i32 } %51
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZ4mainEUlRNS0_7handlerEE0_E4callEPKvS5_(ptr nocapture noundef readonly %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #3 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca { ptr, [8 x i8] }, align 8
  %4 = alloca { ptr, [8 x i8] }, align 8
  %5 = alloca %"class.std::vector.102", align 8
  %6 = alloca %"class.std::shared_ptr.114", align 8
  %7 = alloca %"class.sycl::_V1::range.91", align 8
  %8 = alloca %"class.sycl::_V1::range.91", align 8
  %9 = alloca %"class.sycl::_V1::id", align 8
  %10 = alloca %class.anon.196, align 8
  %11 = alloca %"struct.std::array.195", align 8
  %12 = alloca %"class.std::shared_ptr.114", align 8
  %13 = alloca %"class.sycl::_V1::kernel_bundle", align 8
  %14 = alloca %struct.Coeffs, align 8
  %15 = alloca %"class.std::shared_ptr.114", align 8
  %16 = alloca %"class.sycl::_V1::kernel_bundle", align 8
  %17 = alloca i32, align 4
  %18 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %19 = alloca i32, align 4
  %20 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %21 = alloca %"class.sycl::_V1::accessor", align 8
  %22 = alloca %"class.sycl::_V1::property_list", align 8
  %23 = alloca %"class.sycl::_V1::accessor.83", align 8
  %24 = alloca %"class.sycl::_V1::property_list", align 8
  %25 = alloca %class.anon.196, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %21) #25
  %26 = load ptr, ptr %0, align 8, !tbaa !280
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %22) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %22, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %20)
  store ptr @.str, ptr %20, align 8
  %27 = getelementptr inbounds i8, ptr %20, i64 8
  store ptr @.str.12, ptr %27, align 8
  %28 = getelementptr inbounds i8, ptr %20, i64 16
  store i64 135, ptr %28, align 8
  %29 = getelementptr inbounds i8, ptr %20, i64 24
  store i64 22, ptr %29, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %21, ptr noundef nonnull align 8 dereferenceable(33) %26, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %22, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %20)
          to label %30 unwind label %904

30:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %19) #25
  store i32 5, ptr %19, align 4, !tbaa !169
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %26, ptr noundef nonnull align 4 dereferenceable(4) %19)
          to label %33 unwind label %31

31:                                               ; preds = %30
  %32 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %21) #25
  br label %906

33:                                               ; preds = %30
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %19) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20)
  %34 = getelementptr inbounds i8, ptr %22, i64 8
  %35 = load ptr, ptr %34, align 8, !tbaa !21
  %36 = getelementptr inbounds i8, ptr %22, i64 16
  %37 = load ptr, ptr %36, align 8, !tbaa !23
  %38 = icmp eq ptr %35, %37
  br i1 %38, label %73, label %39

39:                                               ; preds = %33, %68
  %40 = phi ptr [ %69, %68 ], [ %35, %33 ]
  %41 = getelementptr inbounds i8, ptr %40, i64 8
  %42 = load ptr, ptr %41, align 8, !tbaa !24
  %43 = icmp eq ptr %42, null
  br i1 %43, label %68, label %44

44:                                               ; preds = %39
  %45 = getelementptr inbounds i8, ptr %42, i64 8
  %46 = load atomic i64, ptr %45 acquire, align 8
  %47 = icmp eq i64 %46, 4294967297
  %48 = trunc i64 %46 to i32
  br i1 %47, label %49, label %57

49:                                               ; preds = %44
  store i32 0, ptr %45, align 8, !tbaa !26
  %50 = getelementptr inbounds i8, ptr %42, i64 12
  store i32 0, ptr %50, align 4, !tbaa !28
  %51 = load ptr, ptr %42, align 8, !tbaa !29
  %52 = getelementptr inbounds i8, ptr %51, i64 16
  %53 = load ptr, ptr %52, align 8
  call void %53(ptr noundef nonnull align 8 dereferenceable(16) %42) #25
  %54 = load ptr, ptr %42, align 8, !tbaa !29
  %55 = getelementptr inbounds i8, ptr %54, i64 24
  %56 = load ptr, ptr %55, align 8
  call void %56(ptr noundef nonnull align 8 dereferenceable(16) %42) #25
  br label %68

57:                                               ; preds = %44
  %58 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %59 = icmp eq i8 %58, 0
  br i1 %59, label %62, label %60

60:                                               ; preds = %57
  %61 = add nsw i32 %48, -1
  store i32 %61, ptr %45, align 4, !tbaa !15
  br label %64

62:                                               ; preds = %57
  %63 = atomicrmw volatile add ptr %45, i32 -1 acq_rel, align 4
  br label %64

64:                                               ; preds = %62, %60
  %65 = phi i32 [ %48, %60 ], [ %63, %62 ]
  %66 = icmp eq i32 %65, 1
  br i1 %66, label %67, label %68, !prof !32

67:                                               ; preds = %64
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %42) #25
  br label %68

68:                                               ; preds = %67, %64, %49, %39
  %69 = getelementptr inbounds i8, ptr %40, i64 16
  %70 = icmp eq ptr %69, %37
  br i1 %70, label %71, label %39, !llvm.loop !33

71:                                               ; preds = %68
  %72 = load ptr, ptr %34, align 8, !tbaa !21
  br label %73

73:                                               ; preds = %71, %33
  %74 = phi ptr [ %72, %71 ], [ %35, %33 ]
  %75 = icmp eq ptr %74, null
  br i1 %75, label %82, label %76

76:                                               ; preds = %73
  %77 = getelementptr inbounds i8, ptr %22, i64 24
  %78 = load ptr, ptr %77, align 8, !tbaa !34
  %79 = ptrtoint ptr %78 to i64
  %80 = ptrtoint ptr %74 to i64
  %81 = sub i64 %79, %80
  call void @_ZdlPvm(ptr noundef nonnull %74, i64 noundef %81) #29
  br label %82

82:                                               ; preds = %76, %73
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %22) #25
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %23) #25
  %83 = getelementptr inbounds i8, ptr %0, i64 8
  %84 = load ptr, ptr %83, align 8, !tbaa !282
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %24) #25
  %85 = getelementptr inbounds i8, ptr %24, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %85, i8 0, i64 24, i1 false)
  store i64 16, ptr %24, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %18)
  store ptr @.str, ptr %18, align 8
  %86 = getelementptr inbounds i8, ptr %18, i64 8
  store ptr @.str.12, ptr %86, align 8
  %87 = getelementptr inbounds i8, ptr %18, i64 16
  store i64 136, ptr %87, align 8
  %88 = getelementptr inbounds i8, ptr %18, i64 24
  store i64 22, ptr %88, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %23, ptr noundef nonnull align 8 dereferenceable(33) %84, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %24, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %18)
          to label %89 unwind label %908

89:                                               ; preds = %82
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %17) #25
  store i32 5, ptr %17, align 4, !tbaa !169
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %84, ptr noundef nonnull align 4 dereferenceable(4) %17)
          to label %92 unwind label %90

90:                                               ; preds = %89
  %91 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %23) #25
  br label %910

92:                                               ; preds = %89
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %17) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18)
  %93 = load ptr, ptr %85, align 8, !tbaa !21
  %94 = getelementptr inbounds i8, ptr %24, i64 16
  %95 = load ptr, ptr %94, align 8, !tbaa !23
  %96 = icmp eq ptr %93, %95
  br i1 %96, label %131, label %97

97:                                               ; preds = %92, %126
  %98 = phi ptr [ %127, %126 ], [ %93, %92 ]
  %99 = getelementptr inbounds i8, ptr %98, i64 8
  %100 = load ptr, ptr %99, align 8, !tbaa !24
  %101 = icmp eq ptr %100, null
  br i1 %101, label %126, label %102

102:                                              ; preds = %97
  %103 = getelementptr inbounds i8, ptr %100, i64 8
  %104 = load atomic i64, ptr %103 acquire, align 8
  %105 = icmp eq i64 %104, 4294967297
  %106 = trunc i64 %104 to i32
  br i1 %105, label %107, label %115

107:                                              ; preds = %102
  store i32 0, ptr %103, align 8, !tbaa !26
  %108 = getelementptr inbounds i8, ptr %100, i64 12
  store i32 0, ptr %108, align 4, !tbaa !28
  %109 = load ptr, ptr %100, align 8, !tbaa !29
  %110 = getelementptr inbounds i8, ptr %109, i64 16
  %111 = load ptr, ptr %110, align 8
  call void %111(ptr noundef nonnull align 8 dereferenceable(16) %100) #25
  %112 = load ptr, ptr %100, align 8, !tbaa !29
  %113 = getelementptr inbounds i8, ptr %112, i64 24
  %114 = load ptr, ptr %113, align 8
  call void %114(ptr noundef nonnull align 8 dereferenceable(16) %100) #25
  br label %126

115:                                              ; preds = %102
  %116 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %117 = icmp eq i8 %116, 0
  br i1 %117, label %120, label %118

118:                                              ; preds = %115
  %119 = add nsw i32 %106, -1
  store i32 %119, ptr %103, align 4, !tbaa !15
  br label %122

120:                                              ; preds = %115
  %121 = atomicrmw volatile add ptr %103, i32 -1 acq_rel, align 4
  br label %122

122:                                              ; preds = %120, %118
  %123 = phi i32 [ %106, %118 ], [ %121, %120 ]
  %124 = icmp eq i32 %123, 1
  br i1 %124, label %125, label %126, !prof !32

125:                                              ; preds = %122
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %100) #25
  br label %126

126:                                              ; preds = %125, %122, %107, %97
  %127 = getelementptr inbounds i8, ptr %98, i64 16
  %128 = icmp eq ptr %127, %95
  br i1 %128, label %129, label %97, !llvm.loop !33

129:                                              ; preds = %126
  %130 = load ptr, ptr %85, align 8, !tbaa !21
  br label %131

131:                                              ; preds = %129, %92
  %132 = phi ptr [ %130, %129 ], [ %93, %92 ]
  %133 = icmp eq ptr %132, null
  br i1 %133, label %140, label %134

134:                                              ; preds = %131
  %135 = getelementptr inbounds i8, ptr %24, i64 24
  %136 = load ptr, ptr %135, align 8, !tbaa !34
  %137 = ptrtoint ptr %136 to i64
  %138 = ptrtoint ptr %132 to i64
  %139 = sub i64 %137, %138
  call void @_ZdlPvm(ptr noundef nonnull %132, i64 noundef %139) #29
  br label %140

140:                                              ; preds = %134, %131
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24) #25
  invoke void @_ZN4sycl3_V17handler20setStateSpecConstSetEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %141 unwind label %912

141:                                              ; preds = %140
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %15) #25
  invoke void @_ZNK4sycl3_V17handler30getOrInsertHandlerKernelBundleEb(ptr dead_on_unwind nonnull writable sret(%"class.std::shared_ptr.114") align 8 %15, ptr noundef nonnull align 8 dereferenceable(216) %1, i1 noundef zeroext true)
          to label %142 unwind label %912

142:                                              ; preds = %141
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %16) #25
  call void @llvm.experimental.noalias.scope.decl(metadata !283)
  %143 = load ptr, ptr %15, align 8, !tbaa !195, !noalias !283
  %144 = getelementptr inbounds i8, ptr %15, i64 8
  %145 = load ptr, ptr %144, align 8, !tbaa !24, !noalias !283
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %15, i8 0, i64 16, i1 false), !noalias !283
  store ptr %143, ptr %16, align 8, !tbaa !195, !alias.scope !283
  %146 = getelementptr inbounds i8, ptr %16, i64 8
  store ptr %145, ptr %146, align 8, !tbaa !24, !alias.scope !283
  %147 = icmp eq ptr %145, null
  br i1 %147, label %180, label %148

148:                                              ; preds = %142
  %149 = getelementptr inbounds i8, ptr %145, i64 8
  %150 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !283
  %151 = icmp eq i8 %150, 0
  br i1 %151, label %155, label %152

152:                                              ; preds = %148
  %153 = load i32, ptr %149, align 4, !tbaa !15, !noalias !283
  %154 = add nsw i32 %153, 1
  store i32 %154, ptr %149, align 4, !tbaa !15, !noalias !283
  br label %157

155:                                              ; preds = %148
  %156 = atomicrmw volatile add ptr %149, i32 1 acq_rel, align 4, !noalias !283
  br label %157

157:                                              ; preds = %155, %152
  %158 = load atomic i64, ptr %149 acquire, align 8, !noalias !283
  %159 = icmp eq i64 %158, 4294967297
  %160 = trunc i64 %158 to i32
  br i1 %159, label %161, label %169

161:                                              ; preds = %157
  store i32 0, ptr %149, align 8, !tbaa !26, !noalias !283
  %162 = getelementptr inbounds i8, ptr %145, i64 12
  store i32 0, ptr %162, align 4, !tbaa !28, !noalias !283
  %163 = load ptr, ptr %145, align 8, !tbaa !29, !noalias !283
  %164 = getelementptr inbounds i8, ptr %163, i64 16
  %165 = load ptr, ptr %164, align 8, !noalias !283
  call void %165(ptr noundef nonnull align 8 dereferenceable(16) %145) #25, !noalias !283
  %166 = load ptr, ptr %145, align 8, !tbaa !29, !noalias !283
  %167 = getelementptr inbounds i8, ptr %166, i64 24
  %168 = load ptr, ptr %167, align 8, !noalias !283
  call void %168(ptr noundef nonnull align 8 dereferenceable(16) %145) #25, !noalias !283
  br label %180

169:                                              ; preds = %157
  %170 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !283
  %171 = icmp eq i8 %170, 0
  br i1 %171, label %174, label %172

172:                                              ; preds = %169
  %173 = add nsw i32 %160, -1
  store i32 %173, ptr %149, align 4, !tbaa !15, !noalias !283
  br label %176

174:                                              ; preds = %169
  %175 = atomicrmw volatile add ptr %149, i32 -1 acq_rel, align 4, !noalias !283
  br label %176

176:                                              ; preds = %174, %172
  %177 = phi i32 [ %160, %172 ], [ %175, %174 ]
  %178 = icmp eq i32 %177, 1
  br i1 %178, label %179, label %180, !prof !32

179:                                              ; preds = %176
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %145) #25, !noalias !283
  br label %180

180:                                              ; preds = %179, %176, %161, %142
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  store i64 31140610048, ptr %14, align 8
  call void @_ZN4sycl3_V16detail19kernel_bundle_plain32set_specialization_constant_implEPKcPvm(ptr noundef nonnull align 8 dereferenceable(16) %16, ptr noundef nonnull @.str.37, ptr noundef nonnull %14, i64 noundef 8) #25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  %181 = load ptr, ptr %146, align 8, !tbaa !24
  %182 = icmp eq ptr %181, null
  br i1 %182, label %207, label %183

183:                                              ; preds = %180
  %184 = getelementptr inbounds i8, ptr %181, i64 8
  %185 = load atomic i64, ptr %184 acquire, align 8
  %186 = icmp eq i64 %185, 4294967297
  %187 = trunc i64 %185 to i32
  br i1 %186, label %188, label %196

188:                                              ; preds = %183
  store i32 0, ptr %184, align 8, !tbaa !26
  %189 = getelementptr inbounds i8, ptr %181, i64 12
  store i32 0, ptr %189, align 4, !tbaa !28
  %190 = load ptr, ptr %181, align 8, !tbaa !29
  %191 = getelementptr inbounds i8, ptr %190, i64 16
  %192 = load ptr, ptr %191, align 8
  call void %192(ptr noundef nonnull align 8 dereferenceable(16) %181) #25
  %193 = load ptr, ptr %181, align 8, !tbaa !29
  %194 = getelementptr inbounds i8, ptr %193, i64 24
  %195 = load ptr, ptr %194, align 8
  call void %195(ptr noundef nonnull align 8 dereferenceable(16) %181) #25
  br label %207

196:                                              ; preds = %183
  %197 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %198 = icmp eq i8 %197, 0
  br i1 %198, label %201, label %199

199:                                              ; preds = %196
  %200 = add nsw i32 %187, -1
  store i32 %200, ptr %184, align 4, !tbaa !15
  br label %203

201:                                              ; preds = %196
  %202 = atomicrmw volatile add ptr %184, i32 -1 acq_rel, align 4
  br label %203

203:                                              ; preds = %201, %199
  %204 = phi i32 [ %187, %199 ], [ %202, %201 ]
  %205 = icmp eq i32 %204, 1
  br i1 %205, label %206, label %207, !prof !32

206:                                              ; preds = %203
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %181) #25
  br label %207

207:                                              ; preds = %206, %203, %188, %180
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %16) #25
  %208 = load ptr, ptr %144, align 8, !tbaa !24
  %209 = icmp eq ptr %208, null
  br i1 %209, label %234, label %210

210:                                              ; preds = %207
  %211 = getelementptr inbounds i8, ptr %208, i64 8
  %212 = load atomic i64, ptr %211 acquire, align 8
  %213 = icmp eq i64 %212, 4294967297
  %214 = trunc i64 %212 to i32
  br i1 %213, label %215, label %223

215:                                              ; preds = %210
  store i32 0, ptr %211, align 8, !tbaa !26
  %216 = getelementptr inbounds i8, ptr %208, i64 12
  store i32 0, ptr %216, align 4, !tbaa !28
  %217 = load ptr, ptr %208, align 8, !tbaa !29
  %218 = getelementptr inbounds i8, ptr %217, i64 16
  %219 = load ptr, ptr %218, align 8
  call void %219(ptr noundef nonnull align 8 dereferenceable(16) %208) #25
  %220 = load ptr, ptr %208, align 8, !tbaa !29
  %221 = getelementptr inbounds i8, ptr %220, i64 24
  %222 = load ptr, ptr %221, align 8
  call void %222(ptr noundef nonnull align 8 dereferenceable(16) %208) #25
  br label %234

223:                                              ; preds = %210
  %224 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %225 = icmp eq i8 %224, 0
  br i1 %225, label %228, label %226

226:                                              ; preds = %223
  %227 = add nsw i32 %214, -1
  store i32 %227, ptr %211, align 4, !tbaa !15
  br label %230

228:                                              ; preds = %223
  %229 = atomicrmw volatile add ptr %211, i32 -1 acq_rel, align 4
  br label %230

230:                                              ; preds = %228, %226
  %231 = phi i32 [ %214, %226 ], [ %229, %228 ]
  %232 = icmp eq i32 %231, 1
  br i1 %232, label %233, label %234, !prof !32

233:                                              ; preds = %230
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %208) #25
  br label %234

234:                                              ; preds = %233, %230, %215, %207
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %15) #25
  invoke void @_ZN4sycl3_V17handler20setStateSpecConstSetEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %235 unwind label %912

235:                                              ; preds = %234
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %12) #25
  invoke void @_ZNK4sycl3_V17handler30getOrInsertHandlerKernelBundleEb(ptr dead_on_unwind nonnull writable sret(%"class.std::shared_ptr.114") align 8 %12, ptr noundef nonnull align 8 dereferenceable(216) %1, i1 noundef zeroext true)
          to label %236 unwind label %912

236:                                              ; preds = %235
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %13) #25
  call void @llvm.experimental.noalias.scope.decl(metadata !286)
  %237 = load ptr, ptr %12, align 8, !tbaa !195, !noalias !286
  %238 = getelementptr inbounds i8, ptr %12, i64 8
  %239 = load ptr, ptr %238, align 8, !tbaa !24, !noalias !286
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %12, i8 0, i64 16, i1 false), !noalias !286
  store ptr %237, ptr %13, align 8, !tbaa !195, !alias.scope !286
  %240 = getelementptr inbounds i8, ptr %13, i64 8
  store ptr %239, ptr %240, align 8, !tbaa !24, !alias.scope !286
  %241 = icmp eq ptr %239, null
  br i1 %241, label %274, label %242

242:                                              ; preds = %236
  %243 = getelementptr inbounds i8, ptr %239, i64 8
  %244 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !286
  %245 = icmp eq i8 %244, 0
  br i1 %245, label %249, label %246

246:                                              ; preds = %242
  %247 = load i32, ptr %243, align 4, !tbaa !15, !noalias !286
  %248 = add nsw i32 %247, 1
  store i32 %248, ptr %243, align 4, !tbaa !15, !noalias !286
  br label %251

249:                                              ; preds = %242
  %250 = atomicrmw volatile add ptr %243, i32 1 acq_rel, align 4, !noalias !286
  br label %251

251:                                              ; preds = %249, %246
  %252 = load atomic i64, ptr %243 acquire, align 8, !noalias !286
  %253 = icmp eq i64 %252, 4294967297
  %254 = trunc i64 %252 to i32
  br i1 %253, label %255, label %263

255:                                              ; preds = %251
  store i32 0, ptr %243, align 8, !tbaa !26, !noalias !286
  %256 = getelementptr inbounds i8, ptr %239, i64 12
  store i32 0, ptr %256, align 4, !tbaa !28, !noalias !286
  %257 = load ptr, ptr %239, align 8, !tbaa !29, !noalias !286
  %258 = getelementptr inbounds i8, ptr %257, i64 16
  %259 = load ptr, ptr %258, align 8, !noalias !286
  call void %259(ptr noundef nonnull align 8 dereferenceable(16) %239) #25, !noalias !286
  %260 = load ptr, ptr %239, align 8, !tbaa !29, !noalias !286
  %261 = getelementptr inbounds i8, ptr %260, i64 24
  %262 = load ptr, ptr %261, align 8, !noalias !286
  call void %262(ptr noundef nonnull align 8 dereferenceable(16) %239) #25, !noalias !286
  br label %274

263:                                              ; preds = %251
  %264 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !286
  %265 = icmp eq i8 %264, 0
  br i1 %265, label %268, label %266

266:                                              ; preds = %263
  %267 = add nsw i32 %254, -1
  store i32 %267, ptr %243, align 4, !tbaa !15, !noalias !286
  br label %270

268:                                              ; preds = %263
  %269 = atomicrmw volatile add ptr %243, i32 -1 acq_rel, align 4, !noalias !286
  br label %270

270:                                              ; preds = %268, %266
  %271 = phi i32 [ %254, %266 ], [ %269, %268 ]
  %272 = icmp eq i32 %271, 1
  br i1 %272, label %273, label %274, !prof !32

273:                                              ; preds = %270
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %239) #25, !noalias !286
  br label %274

274:                                              ; preds = %273, %270, %255, %236
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11)
  store i64 8589934593, ptr %11, align 8
  %275 = getelementptr inbounds i8, ptr %11, i64 8
  store i64 17179869187, ptr %275, align 8
  call void @_ZN4sycl3_V16detail19kernel_bundle_plain32set_specialization_constant_implEPKcPvm(ptr noundef nonnull align 8 dereferenceable(16) %13, ptr noundef nonnull @.str.38, ptr noundef nonnull %11, i64 noundef 16) #25
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11)
  %276 = load ptr, ptr %240, align 8, !tbaa !24
  %277 = icmp eq ptr %276, null
  br i1 %277, label %302, label %278

278:                                              ; preds = %274
  %279 = getelementptr inbounds i8, ptr %276, i64 8
  %280 = load atomic i64, ptr %279 acquire, align 8
  %281 = icmp eq i64 %280, 4294967297
  %282 = trunc i64 %280 to i32
  br i1 %281, label %283, label %291

283:                                              ; preds = %278
  store i32 0, ptr %279, align 8, !tbaa !26
  %284 = getelementptr inbounds i8, ptr %276, i64 12
  store i32 0, ptr %284, align 4, !tbaa !28
  %285 = load ptr, ptr %276, align 8, !tbaa !29
  %286 = getelementptr inbounds i8, ptr %285, i64 16
  %287 = load ptr, ptr %286, align 8
  call void %287(ptr noundef nonnull align 8 dereferenceable(16) %276) #25
  %288 = load ptr, ptr %276, align 8, !tbaa !29
  %289 = getelementptr inbounds i8, ptr %288, i64 24
  %290 = load ptr, ptr %289, align 8
  call void %290(ptr noundef nonnull align 8 dereferenceable(16) %276) #25
  br label %302

291:                                              ; preds = %278
  %292 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %293 = icmp eq i8 %292, 0
  br i1 %293, label %296, label %294

294:                                              ; preds = %291
  %295 = add nsw i32 %282, -1
  store i32 %295, ptr %279, align 4, !tbaa !15
  br label %298

296:                                              ; preds = %291
  %297 = atomicrmw volatile add ptr %279, i32 -1 acq_rel, align 4
  br label %298

298:                                              ; preds = %296, %294
  %299 = phi i32 [ %282, %294 ], [ %297, %296 ]
  %300 = icmp eq i32 %299, 1
  br i1 %300, label %301, label %302, !prof !32

301:                                              ; preds = %298
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %276) #25
  br label %302

302:                                              ; preds = %301, %298, %283, %274
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %13) #25
  %303 = load ptr, ptr %238, align 8, !tbaa !24
  %304 = icmp eq ptr %303, null
  br i1 %304, label %329, label %305

305:                                              ; preds = %302
  %306 = getelementptr inbounds i8, ptr %303, i64 8
  %307 = load atomic i64, ptr %306 acquire, align 8
  %308 = icmp eq i64 %307, 4294967297
  %309 = trunc i64 %307 to i32
  br i1 %308, label %310, label %318

310:                                              ; preds = %305
  store i32 0, ptr %306, align 8, !tbaa !26
  %311 = getelementptr inbounds i8, ptr %303, i64 12
  store i32 0, ptr %311, align 4, !tbaa !28
  %312 = load ptr, ptr %303, align 8, !tbaa !29
  %313 = getelementptr inbounds i8, ptr %312, i64 16
  %314 = load ptr, ptr %313, align 8
  call void %314(ptr noundef nonnull align 8 dereferenceable(16) %303) #25
  %315 = load ptr, ptr %303, align 8, !tbaa !29
  %316 = getelementptr inbounds i8, ptr %315, i64 24
  %317 = load ptr, ptr %316, align 8
  call void %317(ptr noundef nonnull align 8 dereferenceable(16) %303) #25
  br label %329

318:                                              ; preds = %305
  %319 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %320 = icmp eq i8 %319, 0
  br i1 %320, label %323, label %321

321:                                              ; preds = %318
  %322 = add nsw i32 %309, -1
  store i32 %322, ptr %306, align 4, !tbaa !15
  br label %325

323:                                              ; preds = %318
  %324 = atomicrmw volatile add ptr %306, i32 -1 acq_rel, align 4
  br label %325

325:                                              ; preds = %323, %321
  %326 = phi i32 [ %309, %321 ], [ %324, %323 ]
  %327 = icmp eq i32 %326, 1
  br i1 %327, label %328, label %329, !prof !32

328:                                              ; preds = %325
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %303) #25
  br label %329

329:                                              ; preds = %328, %325, %310, %302
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %12) #25
  %330 = getelementptr inbounds i8, ptr %0, i64 16
  %331 = load ptr, ptr %330, align 8, !tbaa !289
  %332 = load i64, ptr %331, align 8, !tbaa !5
  %333 = getelementptr inbounds i8, ptr %0, i64 24
  %334 = load ptr, ptr %333, align 8, !tbaa !290
  %335 = load i64, ptr %334, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %25) #25
  %336 = load ptr, ptr %23, align 8, !tbaa !174
  store ptr %336, ptr %25, align 8, !tbaa !174
  %337 = getelementptr inbounds i8, ptr %25, i64 8
  %338 = getelementptr inbounds i8, ptr %23, i64 8
  %339 = load ptr, ptr %338, align 8, !tbaa !24
  store ptr %339, ptr %337, align 8, !tbaa !24
  %340 = icmp eq ptr %339, null
  br i1 %340, label %350, label %341

341:                                              ; preds = %329
  %342 = getelementptr inbounds i8, ptr %339, i64 8
  %343 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %344 = icmp eq i8 %343, 0
  br i1 %344, label %348, label %345

345:                                              ; preds = %341
  %346 = load i32, ptr %342, align 4, !tbaa !15
  %347 = add nsw i32 %346, 1
  store i32 %347, ptr %342, align 4, !tbaa !15
  br label %350

348:                                              ; preds = %341
  %349 = atomicrmw volatile add ptr %342, i32 1 acq_rel, align 4
  br label %350

350:                                              ; preds = %348, %345, %329
  %351 = getelementptr inbounds i8, ptr %25, i64 16
  %352 = getelementptr inbounds i8, ptr %23, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %351, ptr noundef nonnull align 8 dereferenceable(16) %352, i64 16, i1 false)
  %353 = getelementptr inbounds i8, ptr %25, i64 32
  %354 = load ptr, ptr %21, align 8, !tbaa !174
  store ptr %354, ptr %353, align 8, !tbaa !174
  %355 = getelementptr inbounds i8, ptr %25, i64 40
  %356 = getelementptr inbounds i8, ptr %21, i64 8
  %357 = load ptr, ptr %356, align 8, !tbaa !24
  store ptr %357, ptr %355, align 8, !tbaa !24
  %358 = icmp eq ptr %357, null
  br i1 %358, label %368, label %359

359:                                              ; preds = %350
  %360 = getelementptr inbounds i8, ptr %357, i64 8
  %361 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %362 = icmp eq i8 %361, 0
  br i1 %362, label %366, label %363

363:                                              ; preds = %359
  %364 = load i32, ptr %360, align 4, !tbaa !15
  %365 = add nsw i32 %364, 1
  store i32 %365, ptr %360, align 4, !tbaa !15
  br label %368

366:                                              ; preds = %359
  %367 = atomicrmw volatile add ptr %360, i32 1 acq_rel, align 4
  br label %368

368:                                              ; preds = %366, %363, %350
  %369 = getelementptr inbounds i8, ptr %25, i64 48
  %370 = getelementptr inbounds i8, ptr %21, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %369, ptr noundef nonnull align 8 dereferenceable(16) %370, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %10)
  %371 = load ptr, ptr %337, align 8, !tbaa !24
  %372 = icmp eq ptr %371, null
  br i1 %372, label %382, label %373

373:                                              ; preds = %368
  %374 = getelementptr inbounds i8, ptr %371, i64 8
  %375 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %376 = icmp eq i8 %375, 0
  br i1 %376, label %380, label %377

377:                                              ; preds = %373
  %378 = load i32, ptr %374, align 4, !tbaa !15
  %379 = add nsw i32 %378, 1
  store i32 %379, ptr %374, align 4, !tbaa !15
  br label %382

380:                                              ; preds = %373
  %381 = atomicrmw volatile add ptr %374, i32 1 acq_rel, align 4
  br label %382

382:                                              ; preds = %380, %377, %368
  %383 = load ptr, ptr %355, align 8, !tbaa !24
  %384 = icmp eq ptr %383, null
  br i1 %384, label %394, label %385

385:                                              ; preds = %382
  %386 = getelementptr inbounds i8, ptr %383, i64 8
  %387 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %388 = icmp eq i8 %387, 0
  br i1 %388, label %392, label %389

389:                                              ; preds = %385
  %390 = load i32, ptr %386, align 4, !tbaa !15
  %391 = add nsw i32 %390, 1
  store i32 %391, ptr %386, align 4, !tbaa !15
  br label %394

392:                                              ; preds = %385
  %393 = atomicrmw volatile add ptr %386, i32 1 acq_rel, align 4
  br label %394

394:                                              ; preds = %392, %389, %382
  br i1 %372, label %404, label %395

395:                                              ; preds = %394
  %396 = getelementptr inbounds i8, ptr %371, i64 8
  %397 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %398 = icmp eq i8 %397, 0
  br i1 %398, label %402, label %399

399:                                              ; preds = %395
  %400 = load i32, ptr %396, align 4, !tbaa !15
  %401 = add nsw i32 %400, 1
  store i32 %401, ptr %396, align 4, !tbaa !15
  br label %404

402:                                              ; preds = %395
  %403 = atomicrmw volatile add ptr %396, i32 1 acq_rel, align 4
  br label %404

404:                                              ; preds = %402, %399, %394
  br i1 %384, label %437, label %405

405:                                              ; preds = %404
  %406 = getelementptr inbounds i8, ptr %383, i64 8
  %407 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %408 = icmp eq i8 %407, 0
  br i1 %408, label %412, label %409

409:                                              ; preds = %405
  %410 = load i32, ptr %406, align 4, !tbaa !15
  %411 = add nsw i32 %410, 1
  store i32 %411, ptr %406, align 4, !tbaa !15
  br label %414

412:                                              ; preds = %405
  %413 = atomicrmw volatile add ptr %406, i32 1 acq_rel, align 4
  br label %414

414:                                              ; preds = %412, %409
  %415 = load atomic i64, ptr %406 acquire, align 8
  %416 = icmp eq i64 %415, 4294967297
  %417 = trunc i64 %415 to i32
  br i1 %416, label %418, label %426

418:                                              ; preds = %414
  store i32 0, ptr %406, align 8, !tbaa !26
  %419 = getelementptr inbounds i8, ptr %383, i64 12
  store i32 0, ptr %419, align 4, !tbaa !28
  %420 = load ptr, ptr %383, align 8, !tbaa !29
  %421 = getelementptr inbounds i8, ptr %420, i64 16
  %422 = load ptr, ptr %421, align 8
  call void %422(ptr noundef nonnull align 8 dereferenceable(16) %383) #25
  %423 = load ptr, ptr %383, align 8, !tbaa !29
  %424 = getelementptr inbounds i8, ptr %423, i64 24
  %425 = load ptr, ptr %424, align 8
  call void %425(ptr noundef nonnull align 8 dereferenceable(16) %383) #25
  br label %437

426:                                              ; preds = %414
  %427 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %428 = icmp eq i8 %427, 0
  br i1 %428, label %431, label %429

429:                                              ; preds = %426
  %430 = add nsw i32 %417, -1
  store i32 %430, ptr %406, align 4, !tbaa !15
  br label %433

431:                                              ; preds = %426
  %432 = atomicrmw volatile add ptr %406, i32 -1 acq_rel, align 4
  br label %433

433:                                              ; preds = %431, %429
  %434 = phi i32 [ %417, %429 ], [ %432, %431 ]
  %435 = icmp eq i32 %434, 1
  br i1 %435, label %436, label %437, !prof !32

436:                                              ; preds = %433
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %383) #25
  br label %437

437:                                              ; preds = %436, %433, %418, %404
  br i1 %372, label %462, label %438

438:                                              ; preds = %437
  %439 = getelementptr inbounds i8, ptr %371, i64 8
  %440 = load atomic i64, ptr %439 acquire, align 8
  %441 = icmp eq i64 %440, 4294967297
  %442 = trunc i64 %440 to i32
  br i1 %441, label %443, label %451

443:                                              ; preds = %438
  store i32 0, ptr %439, align 8, !tbaa !26
  %444 = getelementptr inbounds i8, ptr %371, i64 12
  store i32 0, ptr %444, align 4, !tbaa !28
  %445 = load ptr, ptr %371, align 8, !tbaa !29
  %446 = getelementptr inbounds i8, ptr %445, i64 16
  %447 = load ptr, ptr %446, align 8
  call void %447(ptr noundef nonnull align 8 dereferenceable(16) %371) #25
  %448 = load ptr, ptr %371, align 8, !tbaa !29
  %449 = getelementptr inbounds i8, ptr %448, i64 24
  %450 = load ptr, ptr %449, align 8
  call void %450(ptr noundef nonnull align 8 dereferenceable(16) %371) #25
  br label %462

451:                                              ; preds = %438
  %452 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %453 = icmp eq i8 %452, 0
  br i1 %453, label %456, label %454

454:                                              ; preds = %451
  %455 = add nsw i32 %442, -1
  store i32 %455, ptr %439, align 4, !tbaa !15
  br label %458

456:                                              ; preds = %451
  %457 = atomicrmw volatile add ptr %439, i32 -1 acq_rel, align 4
  br label %458

458:                                              ; preds = %456, %454
  %459 = phi i32 [ %442, %454 ], [ %457, %456 ]
  %460 = icmp eq i32 %459, 1
  br i1 %460, label %461, label %462, !prof !32

461:                                              ; preds = %458
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %371) #25
  br label %462

462:                                              ; preds = %461, %458, %443, %437
  br i1 %384, label %487, label %463

463:                                              ; preds = %462
  %464 = getelementptr inbounds i8, ptr %383, i64 8
  %465 = load atomic i64, ptr %464 acquire, align 8
  %466 = icmp eq i64 %465, 4294967297
  %467 = trunc i64 %465 to i32
  br i1 %466, label %468, label %476

468:                                              ; preds = %463
  store i32 0, ptr %464, align 8, !tbaa !26
  %469 = getelementptr inbounds i8, ptr %383, i64 12
  store i32 0, ptr %469, align 4, !tbaa !28
  %470 = load ptr, ptr %383, align 8, !tbaa !29
  %471 = getelementptr inbounds i8, ptr %470, i64 16
  %472 = load ptr, ptr %471, align 8
  call void %472(ptr noundef nonnull align 8 dereferenceable(16) %383) #25
  %473 = load ptr, ptr %383, align 8, !tbaa !29
  %474 = getelementptr inbounds i8, ptr %473, i64 24
  %475 = load ptr, ptr %474, align 8
  call void %475(ptr noundef nonnull align 8 dereferenceable(16) %383) #25
  br label %487

476:                                              ; preds = %463
  %477 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %478 = icmp eq i8 %477, 0
  br i1 %478, label %481, label %479

479:                                              ; preds = %476
  %480 = add nsw i32 %467, -1
  store i32 %480, ptr %464, align 4, !tbaa !15
  br label %483

481:                                              ; preds = %476
  %482 = atomicrmw volatile add ptr %464, i32 -1 acq_rel, align 4
  br label %483

483:                                              ; preds = %481, %479
  %484 = phi i32 [ %467, %479 ], [ %482, %481 ]
  %485 = icmp eq i32 %484, 1
  br i1 %485, label %486, label %487, !prof !32

486:                                              ; preds = %483
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %383) #25
  br label %487

487:                                              ; preds = %486, %483, %468, %462
  br i1 %372, label %512, label %488

488:                                              ; preds = %487
  %489 = getelementptr inbounds i8, ptr %371, i64 8
  %490 = load atomic i64, ptr %489 acquire, align 8
  %491 = icmp eq i64 %490, 4294967297
  %492 = trunc i64 %490 to i32
  br i1 %491, label %493, label %501

493:                                              ; preds = %488
  store i32 0, ptr %489, align 8, !tbaa !26
  %494 = getelementptr inbounds i8, ptr %371, i64 12
  store i32 0, ptr %494, align 4, !tbaa !28
  %495 = load ptr, ptr %371, align 8, !tbaa !29
  %496 = getelementptr inbounds i8, ptr %495, i64 16
  %497 = load ptr, ptr %496, align 8
  call void %497(ptr noundef nonnull align 8 dereferenceable(16) %371) #25
  %498 = load ptr, ptr %371, align 8, !tbaa !29
  %499 = getelementptr inbounds i8, ptr %498, i64 24
  %500 = load ptr, ptr %499, align 8
  call void %500(ptr noundef nonnull align 8 dereferenceable(16) %371) #25
  br label %512

501:                                              ; preds = %488
  %502 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %503 = icmp eq i8 %502, 0
  br i1 %503, label %506, label %504

504:                                              ; preds = %501
  %505 = add nsw i32 %492, -1
  store i32 %505, ptr %489, align 4, !tbaa !15
  br label %508

506:                                              ; preds = %501
  %507 = atomicrmw volatile add ptr %489, i32 -1 acq_rel, align 4
  br label %508

508:                                              ; preds = %506, %504
  %509 = phi i32 [ %492, %504 ], [ %507, %506 ]
  %510 = icmp eq i32 %509, 1
  br i1 %510, label %511, label %512, !prof !32

511:                                              ; preds = %508
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %371) #25
  br label %512

512:                                              ; preds = %511, %508, %493, %487
  %513 = invoke noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %514 unwind label %914

514:                                              ; preds = %512
  %515 = icmp eq i32 %513, 0
  br i1 %515, label %525, label %516

516:                                              ; preds = %514
  %517 = call ptr @__cxa_allocate_exception(i64 64) #25
  %518 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #25
  %519 = extractvalue { i32, ptr } %518, 0
  %520 = extractvalue { i32, ptr } %518, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %517, i32 %519, ptr %520, ptr noundef nonnull @.str.15)
          to label %521 unwind label %523

521:                                              ; preds = %516
  invoke void @__cxa_throw(ptr nonnull %517, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #26
          to label %522 unwind label %914

522:                                              ; preds = %521
  unreachable

523:                                              ; preds = %516
  %524 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %517) #25
  br label %916

525:                                              ; preds = %514
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.39)
          to label %526 unwind label %914

526:                                              ; preds = %525
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %9)
  %527 = getelementptr inbounds i8, ptr %7, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %527, i8 0, i64 16, i1 false), !alias.scope !291
  store i64 %332, ptr %7, align 8, !tbaa !5, !alias.scope !291
  %528 = getelementptr inbounds i8, ptr %8, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %528, i8 0, i64 16, i1 false), !alias.scope !294
  store i64 %335, ptr %8, align 8, !tbaa !5, !alias.scope !294
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %9, i8 0, i64 24, i1 false)
  invoke void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEES3_NS0_2idILi3EEEi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range.91") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.91") align 8 %8, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %9, i32 noundef 1)
          to label %529 unwind label %914

529:                                              ; preds = %526
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9)
  %530 = load ptr, ptr %25, align 8, !tbaa !174
  store ptr %530, ptr %10, align 8, !tbaa !174
  %531 = getelementptr inbounds i8, ptr %10, i64 8
  %532 = load ptr, ptr %337, align 8, !tbaa !24
  store ptr %532, ptr %531, align 8, !tbaa !24
  %533 = icmp eq ptr %532, null
  br i1 %533, label %543, label %534

534:                                              ; preds = %529
  %535 = getelementptr inbounds i8, ptr %532, i64 8
  %536 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %537 = icmp eq i8 %536, 0
  br i1 %537, label %541, label %538

538:                                              ; preds = %534
  %539 = load i32, ptr %535, align 4, !tbaa !15
  %540 = add nsw i32 %539, 1
  store i32 %540, ptr %535, align 4, !tbaa !15
  br label %543

541:                                              ; preds = %534
  %542 = atomicrmw volatile add ptr %535, i32 1 acq_rel, align 4
  br label %543

543:                                              ; preds = %541, %538, %529
  %544 = getelementptr inbounds i8, ptr %10, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %544, ptr noundef nonnull readonly align 8 dereferenceable(16) %351, i64 16, i1 false)
  %545 = getelementptr inbounds i8, ptr %10, i64 32
  %546 = load ptr, ptr %353, align 8, !tbaa !174
  store ptr %546, ptr %545, align 8, !tbaa !174
  %547 = getelementptr inbounds i8, ptr %10, i64 40
  %548 = load ptr, ptr %355, align 8, !tbaa !24
  store ptr %548, ptr %547, align 8, !tbaa !24
  %549 = icmp eq ptr %548, null
  br i1 %549, label %559, label %550

550:                                              ; preds = %543
  %551 = getelementptr inbounds i8, ptr %548, i64 8
  %552 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %553 = icmp eq i8 %552, 0
  br i1 %553, label %557, label %554

554:                                              ; preds = %550
  %555 = load i32, ptr %551, align 4, !tbaa !15
  %556 = add nsw i32 %555, 1
  store i32 %556, ptr %551, align 4, !tbaa !15
  br label %559

557:                                              ; preds = %550
  %558 = atomicrmw volatile add ptr %551, i32 1 acq_rel, align 4
  br label %559

559:                                              ; preds = %557, %554, %543
  %560 = getelementptr inbounds i8, ptr %10, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %560, ptr noundef nonnull readonly align 8 dereferenceable(16) %369, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4)
  %561 = invoke noalias noundef nonnull dereferenceable(72) ptr @_Znwm(i64 noundef 72) #27
          to label %562 unwind label %791

562:                                              ; preds = %559
  %563 = load ptr, ptr %10, align 8, !tbaa !174, !noalias !297
  %564 = load ptr, ptr %531, align 8, !tbaa !24, !noalias !297
  %565 = icmp eq ptr %564, null
  br i1 %565, label %575, label %566

566:                                              ; preds = %562
  %567 = getelementptr inbounds i8, ptr %564, i64 8
  %568 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !297
  %569 = icmp eq i8 %568, 0
  br i1 %569, label %573, label %570

570:                                              ; preds = %566
  %571 = load i32, ptr %567, align 4, !tbaa !15, !noalias !297
  %572 = add nsw i32 %571, 1
  store i32 %572, ptr %567, align 4, !tbaa !15, !noalias !297
  br label %575

573:                                              ; preds = %566
  %574 = atomicrmw volatile add ptr %567, i32 1 acq_rel, align 4, !noalias !297
  br label %575

575:                                              ; preds = %573, %570, %562
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull readonly align 8 dereferenceable(16) %544, i64 16, i1 false), !noalias !297
  %576 = load ptr, ptr %545, align 8, !tbaa !174, !noalias !297
  %577 = load ptr, ptr %547, align 8, !tbaa !24, !noalias !297
  %578 = icmp eq ptr %577, null
  br i1 %578, label %588, label %579

579:                                              ; preds = %575
  %580 = getelementptr inbounds i8, ptr %577, i64 8
  %581 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !297
  %582 = icmp eq i8 %581, 0
  br i1 %582, label %586, label %583

583:                                              ; preds = %579
  %584 = load i32, ptr %580, align 4, !tbaa !15, !noalias !297
  %585 = add nsw i32 %584, 1
  store i32 %585, ptr %580, align 4, !tbaa !15, !noalias !297
  br label %588

586:                                              ; preds = %579
  %587 = atomicrmw volatile add ptr %580, i32 1 acq_rel, align 4, !noalias !297
  br label %588

588:                                              ; preds = %586, %583, %575
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull readonly align 8 dereferenceable(16) %560, i64 16, i1 false), !noalias !297
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi1EEENS0_14kernel_handlerEE_S7_Li1EEE, i64 16), ptr %561, align 8, !tbaa !29, !noalias !297
  %589 = getelementptr inbounds i8, ptr %561, i64 8
  store ptr %563, ptr %589, align 8, !tbaa !174, !noalias !297
  %590 = getelementptr inbounds i8, ptr %561, i64 16
  store ptr %564, ptr %590, align 8, !tbaa !24, !noalias !297
  br i1 %565, label %600, label %591

591:                                              ; preds = %588
  %592 = getelementptr inbounds i8, ptr %564, i64 8
  %593 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !297
  %594 = icmp eq i8 %593, 0
  br i1 %594, label %598, label %595

595:                                              ; preds = %591
  %596 = load i32, ptr %592, align 4, !tbaa !15, !noalias !297
  %597 = add nsw i32 %596, 1
  store i32 %597, ptr %592, align 4, !tbaa !15, !noalias !297
  br label %600

598:                                              ; preds = %591
  %599 = atomicrmw volatile add ptr %592, i32 1 acq_rel, align 4, !noalias !297
  br label %600

600:                                              ; preds = %598, %595, %588
  %601 = getelementptr inbounds i8, ptr %561, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %601, ptr noundef nonnull align 8 dereferenceable(16) %3, i64 16, i1 false), !noalias !297
  %602 = getelementptr inbounds i8, ptr %561, i64 40
  store ptr %576, ptr %602, align 8, !tbaa !174, !noalias !297
  %603 = getelementptr inbounds i8, ptr %561, i64 48
  store ptr %577, ptr %603, align 8, !tbaa !24, !noalias !297
  br i1 %578, label %613, label %604

604:                                              ; preds = %600
  %605 = getelementptr inbounds i8, ptr %577, i64 8
  %606 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !297
  %607 = icmp eq i8 %606, 0
  br i1 %607, label %611, label %608

608:                                              ; preds = %604
  %609 = load i32, ptr %605, align 4, !tbaa !15, !noalias !297
  %610 = add nsw i32 %609, 1
  store i32 %610, ptr %605, align 4, !tbaa !15, !noalias !297
  br label %615

611:                                              ; preds = %604
  %612 = atomicrmw volatile add ptr %605, i32 1 acq_rel, align 4, !noalias !297
  br label %615

613:                                              ; preds = %600
  %614 = getelementptr inbounds i8, ptr %561, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %614, ptr noundef nonnull align 8 dereferenceable(16) %4, i64 16, i1 false), !noalias !297
  br label %639

615:                                              ; preds = %611, %608
  %616 = getelementptr inbounds i8, ptr %561, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %616, ptr noundef nonnull align 8 dereferenceable(16) %4, i64 16, i1 false), !noalias !297
  %617 = load atomic i64, ptr %605 acquire, align 8, !noalias !297
  %618 = icmp eq i64 %617, 4294967297
  %619 = trunc i64 %617 to i32
  br i1 %618, label %620, label %628

620:                                              ; preds = %615
  store i32 0, ptr %605, align 8, !tbaa !26, !noalias !297
  %621 = getelementptr inbounds i8, ptr %577, i64 12
  store i32 0, ptr %621, align 4, !tbaa !28, !noalias !297
  %622 = load ptr, ptr %577, align 8, !tbaa !29, !noalias !297
  %623 = getelementptr inbounds i8, ptr %622, i64 16
  %624 = load ptr, ptr %623, align 8, !noalias !297
  call void %624(ptr noundef nonnull align 8 dereferenceable(16) %577) #25, !noalias !297
  %625 = load ptr, ptr %577, align 8, !tbaa !29, !noalias !297
  %626 = getelementptr inbounds i8, ptr %625, i64 24
  %627 = load ptr, ptr %626, align 8, !noalias !297
  call void %627(ptr noundef nonnull align 8 dereferenceable(16) %577) #25, !noalias !297
  br label %639

628:                                              ; preds = %615
  %629 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !297
  %630 = icmp eq i8 %629, 0
  br i1 %630, label %633, label %631

631:                                              ; preds = %628
  %632 = add nsw i32 %619, -1
  store i32 %632, ptr %605, align 4, !tbaa !15, !noalias !297
  br label %635

633:                                              ; preds = %628
  %634 = atomicrmw volatile add ptr %605, i32 -1 acq_rel, align 4, !noalias !297
  br label %635

635:                                              ; preds = %633, %631
  %636 = phi i32 [ %619, %631 ], [ %634, %633 ]
  %637 = icmp eq i32 %636, 1
  br i1 %637, label %638, label %639, !prof !32

638:                                              ; preds = %635
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %577) #25, !noalias !297
  br label %639

639:                                              ; preds = %638, %635, %620, %613
  br i1 %565, label %664, label %640

640:                                              ; preds = %639
  %641 = getelementptr inbounds i8, ptr %564, i64 8
  %642 = load atomic i64, ptr %641 acquire, align 8, !noalias !297
  %643 = icmp eq i64 %642, 4294967297
  %644 = trunc i64 %642 to i32
  br i1 %643, label %645, label %653

645:                                              ; preds = %640
  store i32 0, ptr %641, align 8, !tbaa !26, !noalias !297
  %646 = getelementptr inbounds i8, ptr %564, i64 12
  store i32 0, ptr %646, align 4, !tbaa !28, !noalias !297
  %647 = load ptr, ptr %564, align 8, !tbaa !29, !noalias !297
  %648 = getelementptr inbounds i8, ptr %647, i64 16
  %649 = load ptr, ptr %648, align 8, !noalias !297
  call void %649(ptr noundef nonnull align 8 dereferenceable(16) %564) #25, !noalias !297
  %650 = load ptr, ptr %564, align 8, !tbaa !29, !noalias !297
  %651 = getelementptr inbounds i8, ptr %650, i64 24
  %652 = load ptr, ptr %651, align 8, !noalias !297
  call void %652(ptr noundef nonnull align 8 dereferenceable(16) %564) #25, !noalias !297
  br label %664

653:                                              ; preds = %640
  %654 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !297
  %655 = icmp eq i8 %654, 0
  br i1 %655, label %658, label %656

656:                                              ; preds = %653
  %657 = add nsw i32 %644, -1
  store i32 %657, ptr %641, align 4, !tbaa !15, !noalias !297
  br label %660

658:                                              ; preds = %653
  %659 = atomicrmw volatile add ptr %641, i32 -1 acq_rel, align 4, !noalias !297
  br label %660

660:                                              ; preds = %658, %656
  %661 = phi i32 [ %644, %656 ], [ %659, %658 ]
  %662 = icmp eq i32 %661, 1
  br i1 %662, label %663, label %664, !prof !32

663:                                              ; preds = %660
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %564) #25, !noalias !297
  br label %664

664:                                              ; preds = %663, %660, %645, %639
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4)
  %665 = getelementptr inbounds i8, ptr %1, i64 152
  %666 = load ptr, ptr %665, align 8, !tbaa !11
  store ptr %561, ptr %665, align 8, !tbaa !11
  %667 = icmp eq ptr %666, null
  br i1 %667, label %672, label %668

668:                                              ; preds = %664
  %669 = load ptr, ptr %666, align 8, !tbaa !29
  %670 = getelementptr inbounds i8, ptr %669, i64 16
  %671 = load ptr, ptr %670, align 8
  call void %671(ptr noundef nonnull align 8 dereferenceable(8) %666) #25
  br label %672

672:                                              ; preds = %668, %664
  invoke void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %673 unwind label %791

673:                                              ; preds = %672
  %674 = load ptr, ptr %665, align 8, !tbaa !11
  %675 = load ptr, ptr %674, align 8, !tbaa !29
  %676 = load ptr, ptr %675, align 8
  %677 = invoke noundef ptr %676(ptr noundef nonnull align 8 dereferenceable(8) %674)
          to label %678 unwind label %791

678:                                              ; preds = %673
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #25
  invoke void @_ZN4sycl3_V16detail19getKernelParamDescsI9CompositeEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind nonnull writable sret(%"class.std::vector.102") align 8 %5)
          to label %679 unwind label %791

679:                                              ; preds = %678
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %677, ptr noundef nonnull align 8 dereferenceable(24) %5, i1 noundef zeroext false)
          to label %680 unwind label %726

680:                                              ; preds = %679
  %681 = load ptr, ptr %5, align 8, !tbaa !189
  %682 = icmp eq ptr %681, null
  br i1 %682, label %689, label %683

683:                                              ; preds = %680
  %684 = getelementptr inbounds i8, ptr %5, i64 16
  %685 = load ptr, ptr %684, align 8, !tbaa !191
  %686 = ptrtoint ptr %685 to i64
  %687 = ptrtoint ptr %681 to i64
  %688 = sub i64 %686, %687
  call void @_ZdlPvm(ptr noundef nonnull %681, i64 noundef %688) #29
  br label %689

689:                                              ; preds = %683, %680
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #25
  %690 = invoke noalias noundef nonnull dereferenceable(15) ptr @_Znam(i64 noundef 15) #27
          to label %691 unwind label %791

691:                                              ; preds = %689
  %692 = getelementptr inbounds i8, ptr %1, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(14) %690, ptr noundef nonnull align 1 dereferenceable(14) @.str.39, i64 14, i1 false)
  %693 = getelementptr inbounds i8, ptr %690, i64 14
  store i8 0, ptr %693, align 1, !tbaa !31
  %694 = load ptr, ptr %692, align 8, !tbaa !11
  store ptr %690, ptr %692, align 8, !tbaa !11
  %695 = icmp eq ptr %694, null
  br i1 %695, label %697, label %696

696:                                              ; preds = %691
  call void @_ZdaPv(ptr noundef nonnull %694) #29
  br label %697

697:                                              ; preds = %696, %691
  invoke void @_ZNK4sycl3_V17handler30getOrInsertHandlerKernelBundleEb(ptr dead_on_unwind nonnull writable sret(%"class.std::shared_ptr.114") align 8 %6, ptr noundef nonnull align 8 dereferenceable(216) %1, i1 noundef zeroext true)
          to label %698 unwind label %791

698:                                              ; preds = %697
  %699 = getelementptr inbounds i8, ptr %6, i64 8
  %700 = load ptr, ptr %699, align 8, !tbaa !24
  %701 = icmp eq ptr %700, null
  br i1 %701, label %737, label %702

702:                                              ; preds = %698
  %703 = getelementptr inbounds i8, ptr %700, i64 8
  %704 = load atomic i64, ptr %703 acquire, align 8
  %705 = icmp eq i64 %704, 4294967297
  %706 = trunc i64 %704 to i32
  br i1 %705, label %707, label %715

707:                                              ; preds = %702
  store i32 0, ptr %703, align 8, !tbaa !26
  %708 = getelementptr inbounds i8, ptr %700, i64 12
  store i32 0, ptr %708, align 4, !tbaa !28
  %709 = load ptr, ptr %700, align 8, !tbaa !29
  %710 = getelementptr inbounds i8, ptr %709, i64 16
  %711 = load ptr, ptr %710, align 8
  call void %711(ptr noundef nonnull align 8 dereferenceable(16) %700) #25
  %712 = load ptr, ptr %700, align 8, !tbaa !29
  %713 = getelementptr inbounds i8, ptr %712, i64 24
  %714 = load ptr, ptr %713, align 8
  call void %714(ptr noundef nonnull align 8 dereferenceable(16) %700) #25
  br label %737

715:                                              ; preds = %702
  %716 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %717 = icmp eq i8 %716, 0
  br i1 %717, label %720, label %718

718:                                              ; preds = %715
  %719 = add nsw i32 %706, -1
  store i32 %719, ptr %703, align 4, !tbaa !15
  br label %722

720:                                              ; preds = %715
  %721 = atomicrmw volatile add ptr %703, i32 -1 acq_rel, align 4
  br label %722

722:                                              ; preds = %720, %718
  %723 = phi i32 [ %706, %718 ], [ %721, %720 ]
  %724 = icmp eq i32 %723, 1
  br i1 %724, label %725, label %737, !prof !32

725:                                              ; preds = %722
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %700) #25
  br label %737

726:                                              ; preds = %679
  %727 = landingpad { ptr, i32 }
          cleanup
  %728 = load ptr, ptr %5, align 8, !tbaa !189
  %729 = icmp eq ptr %728, null
  br i1 %729, label %736, label %730

730:                                              ; preds = %726
  %731 = getelementptr inbounds i8, ptr %5, i64 16
  %732 = load ptr, ptr %731, align 8, !tbaa !191
  %733 = ptrtoint ptr %732 to i64
  %734 = ptrtoint ptr %728 to i64
  %735 = sub i64 %733, %734
  call void @_ZdlPvm(ptr noundef nonnull %728, i64 noundef %735) #29
  br label %736

736:                                              ; preds = %730, %726
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #25
  br label %793

737:                                              ; preds = %725, %722, %707, %698
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6)
  %738 = load ptr, ptr %547, align 8, !tbaa !24
  %739 = icmp eq ptr %738, null
  br i1 %739, label %764, label %740

740:                                              ; preds = %737
  %741 = getelementptr inbounds i8, ptr %738, i64 8
  %742 = load atomic i64, ptr %741 acquire, align 8
  %743 = icmp eq i64 %742, 4294967297
  %744 = trunc i64 %742 to i32
  br i1 %743, label %745, label %753

745:                                              ; preds = %740
  store i32 0, ptr %741, align 8, !tbaa !26
  %746 = getelementptr inbounds i8, ptr %738, i64 12
  store i32 0, ptr %746, align 4, !tbaa !28
  %747 = load ptr, ptr %738, align 8, !tbaa !29
  %748 = getelementptr inbounds i8, ptr %747, i64 16
  %749 = load ptr, ptr %748, align 8
  call void %749(ptr noundef nonnull align 8 dereferenceable(16) %738) #25
  %750 = load ptr, ptr %738, align 8, !tbaa !29
  %751 = getelementptr inbounds i8, ptr %750, i64 24
  %752 = load ptr, ptr %751, align 8
  call void %752(ptr noundef nonnull align 8 dereferenceable(16) %738) #25
  br label %764

753:                                              ; preds = %740
  %754 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %755 = icmp eq i8 %754, 0
  br i1 %755, label %758, label %756

756:                                              ; preds = %753
  %757 = add nsw i32 %744, -1
  store i32 %757, ptr %741, align 4, !tbaa !15
  br label %760

758:                                              ; preds = %753
  %759 = atomicrmw volatile add ptr %741, i32 -1 acq_rel, align 4
  br label %760

760:                                              ; preds = %758, %756
  %761 = phi i32 [ %744, %756 ], [ %759, %758 ]
  %762 = icmp eq i32 %761, 1
  br i1 %762, label %763, label %764, !prof !32

763:                                              ; preds = %760
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %738) #25
  br label %764

764:                                              ; preds = %763, %760, %745, %737
  %765 = load ptr, ptr %531, align 8, !tbaa !24
  %766 = icmp eq ptr %765, null
  br i1 %766, label %795, label %767

767:                                              ; preds = %764
  %768 = getelementptr inbounds i8, ptr %765, i64 8
  %769 = load atomic i64, ptr %768 acquire, align 8
  %770 = icmp eq i64 %769, 4294967297
  %771 = trunc i64 %769 to i32
  br i1 %770, label %772, label %780

772:                                              ; preds = %767
  store i32 0, ptr %768, align 8, !tbaa !26
  %773 = getelementptr inbounds i8, ptr %765, i64 12
  store i32 0, ptr %773, align 4, !tbaa !28
  %774 = load ptr, ptr %765, align 8, !tbaa !29
  %775 = getelementptr inbounds i8, ptr %774, i64 16
  %776 = load ptr, ptr %775, align 8
  call void %776(ptr noundef nonnull align 8 dereferenceable(16) %765) #25
  %777 = load ptr, ptr %765, align 8, !tbaa !29
  %778 = getelementptr inbounds i8, ptr %777, i64 24
  %779 = load ptr, ptr %778, align 8
  call void %779(ptr noundef nonnull align 8 dereferenceable(16) %765) #25
  br label %795

780:                                              ; preds = %767
  %781 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %782 = icmp eq i8 %781, 0
  br i1 %782, label %785, label %783

783:                                              ; preds = %780
  %784 = add nsw i32 %771, -1
  store i32 %784, ptr %768, align 4, !tbaa !15
  br label %787

785:                                              ; preds = %780
  %786 = atomicrmw volatile add ptr %768, i32 -1 acq_rel, align 4
  br label %787

787:                                              ; preds = %785, %783
  %788 = phi i32 [ %771, %783 ], [ %786, %785 ]
  %789 = icmp eq i32 %788, 1
  br i1 %789, label %790, label %795, !prof !32

790:                                              ; preds = %787
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %765) #25
  br label %795

791:                                              ; preds = %697, %689, %678, %673, %672, %559
  %792 = landingpad { ptr, i32 }
          cleanup
  br label %793

793:                                              ; preds = %791, %736
  %794 = phi { ptr, i32 } [ %792, %791 ], [ %727, %736 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_7nd_itemILi1EEENS0_14kernel_handlerEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(64) %10) #25
  br label %916

795:                                              ; preds = %790, %787, %772, %764
  invoke void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef 1)
          to label %796 unwind label %914

796:                                              ; preds = %795
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %10)
  %797 = load ptr, ptr %355, align 8, !tbaa !24
  %798 = icmp eq ptr %797, null
  br i1 %798, label %823, label %799

799:                                              ; preds = %796
  %800 = getelementptr inbounds i8, ptr %797, i64 8
  %801 = load atomic i64, ptr %800 acquire, align 8
  %802 = icmp eq i64 %801, 4294967297
  %803 = trunc i64 %801 to i32
  br i1 %802, label %804, label %812

804:                                              ; preds = %799
  store i32 0, ptr %800, align 8, !tbaa !26
  %805 = getelementptr inbounds i8, ptr %797, i64 12
  store i32 0, ptr %805, align 4, !tbaa !28
  %806 = load ptr, ptr %797, align 8, !tbaa !29
  %807 = getelementptr inbounds i8, ptr %806, i64 16
  %808 = load ptr, ptr %807, align 8
  call void %808(ptr noundef nonnull align 8 dereferenceable(16) %797) #25
  %809 = load ptr, ptr %797, align 8, !tbaa !29
  %810 = getelementptr inbounds i8, ptr %809, i64 24
  %811 = load ptr, ptr %810, align 8
  call void %811(ptr noundef nonnull align 8 dereferenceable(16) %797) #25
  br label %823

812:                                              ; preds = %799
  %813 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %814 = icmp eq i8 %813, 0
  br i1 %814, label %817, label %815

815:                                              ; preds = %812
  %816 = add nsw i32 %803, -1
  store i32 %816, ptr %800, align 4, !tbaa !15
  br label %819

817:                                              ; preds = %812
  %818 = atomicrmw volatile add ptr %800, i32 -1 acq_rel, align 4
  br label %819

819:                                              ; preds = %817, %815
  %820 = phi i32 [ %803, %815 ], [ %818, %817 ]
  %821 = icmp eq i32 %820, 1
  br i1 %821, label %822, label %823, !prof !32

822:                                              ; preds = %819
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %797) #25
  br label %823

823:                                              ; preds = %822, %819, %804, %796
  %824 = load ptr, ptr %337, align 8, !tbaa !24
  %825 = icmp eq ptr %824, null
  br i1 %825, label %850, label %826

826:                                              ; preds = %823
  %827 = getelementptr inbounds i8, ptr %824, i64 8
  %828 = load atomic i64, ptr %827 acquire, align 8
  %829 = icmp eq i64 %828, 4294967297
  %830 = trunc i64 %828 to i32
  br i1 %829, label %831, label %839

831:                                              ; preds = %826
  store i32 0, ptr %827, align 8, !tbaa !26
  %832 = getelementptr inbounds i8, ptr %824, i64 12
  store i32 0, ptr %832, align 4, !tbaa !28
  %833 = load ptr, ptr %824, align 8, !tbaa !29
  %834 = getelementptr inbounds i8, ptr %833, i64 16
  %835 = load ptr, ptr %834, align 8
  call void %835(ptr noundef nonnull align 8 dereferenceable(16) %824) #25
  %836 = load ptr, ptr %824, align 8, !tbaa !29
  %837 = getelementptr inbounds i8, ptr %836, i64 24
  %838 = load ptr, ptr %837, align 8
  call void %838(ptr noundef nonnull align 8 dereferenceable(16) %824) #25
  br label %850

839:                                              ; preds = %826
  %840 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %841 = icmp eq i8 %840, 0
  br i1 %841, label %844, label %842

842:                                              ; preds = %839
  %843 = add nsw i32 %830, -1
  store i32 %843, ptr %827, align 4, !tbaa !15
  br label %846

844:                                              ; preds = %839
  %845 = atomicrmw volatile add ptr %827, i32 -1 acq_rel, align 4
  br label %846

846:                                              ; preds = %844, %842
  %847 = phi i32 [ %830, %842 ], [ %845, %844 ]
  %848 = icmp eq i32 %847, 1
  br i1 %848, label %849, label %850, !prof !32

849:                                              ; preds = %846
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %824) #25
  br label %850

850:                                              ; preds = %849, %846, %831, %823
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %25) #25
  %851 = load ptr, ptr %338, align 8, !tbaa !24
  %852 = icmp eq ptr %851, null
  br i1 %852, label %877, label %853

853:                                              ; preds = %850
  %854 = getelementptr inbounds i8, ptr %851, i64 8
  %855 = load atomic i64, ptr %854 acquire, align 8
  %856 = icmp eq i64 %855, 4294967297
  %857 = trunc i64 %855 to i32
  br i1 %856, label %858, label %866

858:                                              ; preds = %853
  store i32 0, ptr %854, align 8, !tbaa !26
  %859 = getelementptr inbounds i8, ptr %851, i64 12
  store i32 0, ptr %859, align 4, !tbaa !28
  %860 = load ptr, ptr %851, align 8, !tbaa !29
  %861 = getelementptr inbounds i8, ptr %860, i64 16
  %862 = load ptr, ptr %861, align 8
  call void %862(ptr noundef nonnull align 8 dereferenceable(16) %851) #25
  %863 = load ptr, ptr %851, align 8, !tbaa !29
  %864 = getelementptr inbounds i8, ptr %863, i64 24
  %865 = load ptr, ptr %864, align 8
  call void %865(ptr noundef nonnull align 8 dereferenceable(16) %851) #25
  br label %877

866:                                              ; preds = %853
  %867 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %868 = icmp eq i8 %867, 0
  br i1 %868, label %871, label %869

869:                                              ; preds = %866
  %870 = add nsw i32 %857, -1
  store i32 %870, ptr %854, align 4, !tbaa !15
  br label %873

871:                                              ; preds = %866
  %872 = atomicrmw volatile add ptr %854, i32 -1 acq_rel, align 4
  br label %873

873:                                              ; preds = %871, %869
  %874 = phi i32 [ %857, %869 ], [ %872, %871 ]
  %875 = icmp eq i32 %874, 1
  br i1 %875, label %876, label %877, !prof !32

876:                                              ; preds = %873
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %851) #25
  br label %877

877:                                              ; preds = %876, %873, %858, %850
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %23) #25
  %878 = load ptr, ptr %356, align 8, !tbaa !24
  %879 = icmp eq ptr %878, null
  br i1 %879, label %924, label %880

880:                                              ; preds = %877
  %881 = getelementptr inbounds i8, ptr %878, i64 8
  %882 = load atomic i64, ptr %881 acquire, align 8
  %883 = icmp eq i64 %882, 4294967297
  %884 = trunc i64 %882 to i32
  br i1 %883, label %885, label %893

885:                                              ; preds = %880
  store i32 0, ptr %881, align 8, !tbaa !26
  %886 = getelementptr inbounds i8, ptr %878, i64 12
  store i32 0, ptr %886, align 4, !tbaa !28
  %887 = load ptr, ptr %878, align 8, !tbaa !29
  %888 = getelementptr inbounds i8, ptr %887, i64 16
  %889 = load ptr, ptr %888, align 8
  call void %889(ptr noundef nonnull align 8 dereferenceable(16) %878) #25
  %890 = load ptr, ptr %878, align 8, !tbaa !29
  %891 = getelementptr inbounds i8, ptr %890, i64 24
  %892 = load ptr, ptr %891, align 8
  call void %892(ptr noundef nonnull align 8 dereferenceable(16) %878) #25
  br label %924

893:                                              ; preds = %880
  %894 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %895 = icmp eq i8 %894, 0
  br i1 %895, label %898, label %896

896:                                              ; preds = %893
  %897 = add nsw i32 %884, -1
  store i32 %897, ptr %881, align 4, !tbaa !15
  br label %900

898:                                              ; preds = %893
  %899 = atomicrmw volatile add ptr %881, i32 -1 acq_rel, align 4
  br label %900

900:                                              ; preds = %898, %896
  %901 = phi i32 [ %884, %896 ], [ %899, %898 ]
  %902 = icmp eq i32 %901, 1
  br i1 %902, label %903, label %924, !prof !32

903:                                              ; preds = %900
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %878) #25
  br label %924

904:                                              ; preds = %2
  %905 = landingpad { ptr, i32 }
          cleanup
  br label %906

906:                                              ; preds = %904, %31
  %907 = phi { ptr, i32 } [ %905, %904 ], [ %32, %31 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %22) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %22) #25
  br label %922

908:                                              ; preds = %82
  %909 = landingpad { ptr, i32 }
          cleanup
  br label %910

910:                                              ; preds = %908, %90
  %911 = phi { ptr, i32 } [ %909, %908 ], [ %91, %90 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %24) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24) #25
  br label %920

912:                                              ; preds = %235, %234, %141, %140
  %913 = landingpad { ptr, i32 }
          cleanup
  br label %918

914:                                              ; preds = %795, %526, %525, %521, %512
  %915 = landingpad { ptr, i32 }
          cleanup
  br label %916

916:                                              ; preds = %914, %793, %523
  %917 = phi { ptr, i32 } [ %915, %914 ], [ %524, %523 ], [ %794, %793 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_7nd_itemILi1EEENS0_14kernel_handlerEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(64) %25) #25
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %25) #25
  br label %918

918:                                              ; preds = %916, %912
  %919 = phi { ptr, i32 } [ %917, %916 ], [ %913, %912 ]
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %23) #25
  br label %920

920:                                              ; preds = %918, %910
  %921 = phi { ptr, i32 } [ %919, %918 ], [ %911, %910 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %23) #25
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %21) #25
  br label %922

922:                                              ; preds = %920, %906
  %923 = phi { ptr, i32 } [ %921, %920 ], [ %907, %906 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %21) #25
  resume { ptr, i32 } %923

924:                                              ; preds = %877, %885, %900, %903
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %21) #25
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define internal fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_7nd_itemILi1EEENS0_14kernel_handlerEE_D2Ev(ptr nocapture noundef nonnull readonly align 8 dereferenceable(64) %0) unnamed_addr #5 align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 40
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
  store i32 %22, ptr %6, align 4, !tbaa !15
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
  store i32 %50, ptr %34, align 4, !tbaa !15
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

declare void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEES3_NS0_2idILi3EEEi(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef byval(%"class.sycl::_V1::range.91") align 8, ptr noundef byval(%"class.sycl::_V1::range.91") align 8, ptr noundef byval(%"class.sycl::_V1::id") align 8, i32 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19getKernelParamDescsI9CompositeEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind noalias writable sret(%"class.std::vector.102") align 8 %0) local_unnamed_addr #3 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"struct.sycl::_V1::detail::kernel_param_desc_t", align 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, i8 0, i64 24, i1 false)
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = tail call noalias noundef nonnull dereferenceable(36) ptr @_Znwm(i64 noundef 36) #27
  store ptr %4, ptr %0, align 8, !tbaa !189
  %5 = getelementptr inbounds i8, ptr %4, i64 36
  store ptr %5, ptr %3, align 8, !tbaa !191
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 17446157156352, ptr %2, align 8
  store i32 0, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !230
  %8 = getelementptr inbounds i8, ptr %4, i64 12
  store ptr %8, ptr %7, align 8, !tbaa !212
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 17446157156352, ptr %2, align 8
  store i32 32, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %8, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !230
  %9 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr %9, ptr %7, align 8, !tbaa !212
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #25
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #25
  store i64 34359738372, ptr %2, align 8
  store i32 0, ptr %6, align 8
  %10 = load ptr, ptr %3, align 8, !tbaa !191
  %11 = icmp eq ptr %9, %10
  br i1 %11, label %15, label %12

12:                                               ; preds = %1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %9, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !230
  %13 = load ptr, ptr %7, align 8, !tbaa !212
  %14 = getelementptr inbounds i8, ptr %13, i64 12
  store ptr %14, ptr %7, align 8, !tbaa !212
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
  %19 = load ptr, ptr %0, align 8, !tbaa !189
  %20 = icmp eq ptr %19, null
  br i1 %20, label %26, label %21

21:                                               ; preds = %17
  %22 = load ptr, ptr %3, align 8, !tbaa !191
  %23 = ptrtoint ptr %22 to i64
  %24 = ptrtoint ptr %19 to i64
  %25 = sub i64 %23, %24
  call void @_ZdlPvm(ptr noundef nonnull %19, i64 noundef %25) #29
  br label %26

26:                                               ; preds = %17, %21
  resume { ptr, i32 } %18
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi1EEENS0_14kernel_handlerEE_S7_Li1EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(72) %0) unnamed_addr #20 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi1EEENS0_14kernel_handlerEE_S7_Li1EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(72) %0) unnamed_addr #4 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi1EEENS0_14kernel_handlerEE_S7_Li1EEE, i64 16), ptr %0, align 8, !tbaa !29
  %2 = getelementptr inbounds i8, ptr %0, i64 48
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
  store i32 %22, ptr %6, align 4, !tbaa !15
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
  store i32 %50, ptr %34, align 4, !tbaa !15
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
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi1EEENS0_14kernel_handlerEE_S7_Li1EED0Ev(ptr noundef nonnull align 8 dereferenceable(72) %0) unnamed_addr #4 align 2 {
  tail call void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi1EEENS0_14kernel_handlerEE_S7_Li1EED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %0) #25
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 72) #29
  ret void
}

; Function Attrs: mustprogress noreturn uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_7nd_itemILi1EEENS0_14kernel_handlerEE_S7_Li1EE23InstantiateKernelOnHostEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(72) %0) unnamed_addr #21 align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %class.anon.196, align 8
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
  %14 = load i32, ptr %10, align 4, !tbaa !15
  %15 = add nsw i32 %14, 1
  store i32 %15, ptr %10, align 4, !tbaa !15
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
  %23 = load ptr, ptr %22, align 8, !tbaa !174
  store ptr %23, ptr %21, align 8, !tbaa !174
  %24 = getelementptr inbounds i8, ptr %2, i64 40
  %25 = getelementptr inbounds i8, ptr %0, i64 48
  %26 = load ptr, ptr %25, align 8, !tbaa !24
  store ptr %26, ptr %24, align 8, !tbaa !24
  %27 = icmp eq ptr %26, null
  br i1 %27, label %37, label %28

28:                                               ; preds = %18
  %29 = getelementptr inbounds i8, ptr %26, i64 8
  %30 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %31 = icmp eq i8 %30, 0
  br i1 %31, label %35, label %32

32:                                               ; preds = %28
  %33 = load i32, ptr %29, align 4, !tbaa !15
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %29, align 4, !tbaa !15
  br label %37

35:                                               ; preds = %28
  %36 = atomicrmw volatile add ptr %29, i32 1 acq_rel, align 4
  br label %37

37:                                               ; preds = %18, %32, %35
  %38 = getelementptr inbounds i8, ptr %2, i64 48
  %39 = getelementptr inbounds i8, ptr %0, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %38, ptr noundef nonnull readonly align 8 dereferenceable(16) %39, i64 16, i1 false)
  %40 = tail call ptr @__cxa_allocate_exception(i64 64) #25
  %41 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 12) #25
  %42 = extractvalue { i32, ptr } %41, 0
  %43 = extractvalue { i32, ptr } %41, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %40, i32 %42, ptr %43, ptr noundef nonnull @.str.25)
          to label %44 unwind label %46

44:                                               ; preds = %37
  invoke void @__cxa_throw(ptr nonnull %40, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #26
          to label %45 unwind label %48

45:                                               ; preds = %44
  unreachable

46:                                               ; preds = %37
  %47 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %40) #25
  br label %50

48:                                               ; preds = %44
  %49 = landingpad { ptr, i32 }
          cleanup
  br label %50

50:                                               ; preds = %46, %48
  %51 = phi { ptr, i32 } [ %49, %48 ], [ %47, %46 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_7nd_itemILi1EEENS0_14kernel_handlerEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(64) %2) #25
  resume { ptr, i32 } %51
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE16getAllocatorImplEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #4 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19SYCLMemObjAllocatorD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #4 comdat align 2 {
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiED0Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #4 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 24) #29
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE8allocateEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = shl i64 %1, 2
  %5 = add i64 %4, -1
  %6 = load i64, ptr %3, align 8, !tbaa !136
  %7 = add i64 %6, -1
  %8 = or i64 %7, %5
  %9 = add i64 %8, 1
  %10 = icmp ult i64 %9, %1
  br i1 %10, label %11, label %13

11:                                               ; preds = %2
  %12 = tail call ptr @__cxa_allocate_exception(i64 8) #25
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %12, align 8, !tbaa !29
  tail call void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #26
  unreachable

13:                                               ; preds = %2
  %14 = tail call noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef %6, i64 noundef %9)
  %15 = icmp eq ptr %14, null
  br i1 %15, label %16, label %18

16:                                               ; preds = %13
  %17 = tail call ptr @__cxa_allocate_exception(i64 8) #25
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %17, align 8, !tbaa !29
  tail call void @__cxa_throw(ptr nonnull %17, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #26
  unreachable

18:                                               ; preds = %13
  ret ptr %14
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE10deallocateEPvm(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef %1, i64 noundef %2) unnamed_addr #3 comdat align 2 {
  %4 = icmp eq ptr %1, null
  br i1 %4, label %6, label %5

5:                                                ; preds = %3
  tail call void @_ZN4sycl3_V16detail6OSUtil11alignedFreeEPv(ptr noundef nonnull %1)
  br label %6

6:                                                ; preds = %3, %5
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i64 @_ZNK4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE12getValueSizeEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #4 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load i64, ptr %2, align 8, !tbaa !138
  ret i64 %3
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiE12setAlignmentEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = tail call i64 @llvm.umax.i64(i64 %1, i64 64)
  store i64 %4, ptr %3, align 8, !tbaa !136
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZ4mainEUlRNS0_7handlerEE1_E4callEPKvS5_(ptr nocapture noundef readonly %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #3 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca { ptr, [8 x i8] }, align 8
  %4 = alloca %"class.std::vector.102", align 8
  %5 = alloca %"class.std::shared_ptr.114", align 8
  %6 = alloca %"class.sycl::_V1::range.91", align 8
  %7 = alloca %class.anon.228, align 8
  %8 = alloca %class.anon.228, align 8
  %9 = alloca i32, align 4
  %10 = alloca %"class.std::shared_ptr.114", align 8
  %11 = alloca %"class.sycl::_V1::kernel_bundle", align 8
  %12 = alloca i32, align 4
  %13 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %14 = alloca %"class.sycl::_V1::accessor.224", align 8
  %15 = alloca %"class.sycl::_V1::property_list", align 8
  %16 = alloca %class.anon.228, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14) #25
  %17 = load ptr, ptr %0, align 8, !tbaa !300
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %15) #25
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %15, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13)
  store ptr @.str, ptr %13, align 8
  %18 = getelementptr inbounds i8, ptr %13, i64 8
  store ptr @.str.12, ptr %18, align 8
  %19 = getelementptr inbounds i8, ptr %13, i64 16
  store i64 150, ptr %19, align 8
  %20 = getelementptr inbounds i8, ptr %13, i64 24
  store i64 24, ptr %20, align 8
  invoke void @_ZN4sycl3_V18accessorIiLi1ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi1ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %14, ptr noundef nonnull align 8 dereferenceable(33) %17, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %15, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %13)
          to label %21 unwind label %544

21:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %12) #25
  store i32 5, ptr %12, align 4, !tbaa !169
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %17, ptr noundef nonnull align 4 dereferenceable(4) %12)
          to label %24 unwind label %22

22:                                               ; preds = %21
  %23 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %14) #25
  br label %546

24:                                               ; preds = %21
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %12) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13)
  %25 = getelementptr inbounds i8, ptr %15, i64 8
  %26 = load ptr, ptr %25, align 8, !tbaa !21
  %27 = getelementptr inbounds i8, ptr %15, i64 16
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
  store i32 %52, ptr %36, align 4, !tbaa !15
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
  %68 = getelementptr inbounds i8, ptr %15, i64 24
  %69 = load ptr, ptr %68, align 8, !tbaa !34
  %70 = ptrtoint ptr %69 to i64
  %71 = ptrtoint ptr %65 to i64
  %72 = sub i64 %70, %71
  call void @_ZdlPvm(ptr noundef nonnull %65, i64 noundef %72) #29
  br label %73

73:                                               ; preds = %67, %64
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %15) #25
  %74 = getelementptr inbounds i8, ptr %0, i64 8
  %75 = load ptr, ptr %74, align 8, !tbaa !302
  %76 = load i32, ptr %75, align 4, !tbaa !15
  invoke void @_ZN4sycl3_V17handler20setStateSpecConstSetEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %77 unwind label %548

77:                                               ; preds = %73
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %10) #25
  invoke void @_ZNK4sycl3_V17handler30getOrInsertHandlerKernelBundleEb(ptr dead_on_unwind nonnull writable sret(%"class.std::shared_ptr.114") align 8 %10, ptr noundef nonnull align 8 dereferenceable(216) %1, i1 noundef zeroext true)
          to label %78 unwind label %548

78:                                               ; preds = %77
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11) #25
  call void @llvm.experimental.noalias.scope.decl(metadata !303)
  %79 = load ptr, ptr %10, align 8, !tbaa !195, !noalias !303
  %80 = getelementptr inbounds i8, ptr %10, i64 8
  %81 = load ptr, ptr %80, align 8, !tbaa !24, !noalias !303
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %10, i8 0, i64 16, i1 false), !noalias !303
  store ptr %79, ptr %11, align 8, !tbaa !195, !alias.scope !303
  %82 = getelementptr inbounds i8, ptr %11, i64 8
  store ptr %81, ptr %82, align 8, !tbaa !24, !alias.scope !303
  %83 = icmp eq ptr %81, null
  br i1 %83, label %116, label %84

84:                                               ; preds = %78
  %85 = getelementptr inbounds i8, ptr %81, i64 8
  %86 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !303
  %87 = icmp eq i8 %86, 0
  br i1 %87, label %91, label %88

88:                                               ; preds = %84
  %89 = load i32, ptr %85, align 4, !tbaa !15, !noalias !303
  %90 = add nsw i32 %89, 1
  store i32 %90, ptr %85, align 4, !tbaa !15, !noalias !303
  br label %93

91:                                               ; preds = %84
  %92 = atomicrmw volatile add ptr %85, i32 1 acq_rel, align 4, !noalias !303
  br label %93

93:                                               ; preds = %91, %88
  %94 = load atomic i64, ptr %85 acquire, align 8, !noalias !303
  %95 = icmp eq i64 %94, 4294967297
  %96 = trunc i64 %94 to i32
  br i1 %95, label %97, label %105

97:                                               ; preds = %93
  store i32 0, ptr %85, align 8, !tbaa !26, !noalias !303
  %98 = getelementptr inbounds i8, ptr %81, i64 12
  store i32 0, ptr %98, align 4, !tbaa !28, !noalias !303
  %99 = load ptr, ptr %81, align 8, !tbaa !29, !noalias !303
  %100 = getelementptr inbounds i8, ptr %99, i64 16
  %101 = load ptr, ptr %100, align 8, !noalias !303
  call void %101(ptr noundef nonnull align 8 dereferenceable(16) %81) #25, !noalias !303
  %102 = load ptr, ptr %81, align 8, !tbaa !29, !noalias !303
  %103 = getelementptr inbounds i8, ptr %102, i64 24
  %104 = load ptr, ptr %103, align 8, !noalias !303
  call void %104(ptr noundef nonnull align 8 dereferenceable(16) %81) #25, !noalias !303
  br label %116

105:                                              ; preds = %93
  %106 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !303
  %107 = icmp eq i8 %106, 0
  br i1 %107, label %110, label %108

108:                                              ; preds = %105
  %109 = add nsw i32 %96, -1
  store i32 %109, ptr %85, align 4, !tbaa !15, !noalias !303
  br label %112

110:                                              ; preds = %105
  %111 = atomicrmw volatile add ptr %85, i32 -1 acq_rel, align 4, !noalias !303
  br label %112

112:                                              ; preds = %110, %108
  %113 = phi i32 [ %96, %108 ], [ %111, %110 ]
  %114 = icmp eq i32 %113, 1
  br i1 %114, label %115, label %116, !prof !32

115:                                              ; preds = %112
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %81) #25, !noalias !303
  br label %116

116:                                              ; preds = %115, %112, %97, %78
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9)
  store i32 %76, ptr %9, align 4, !tbaa !15
  call void @_ZN4sycl3_V16detail19kernel_bundle_plain32set_specialization_constant_implEPKcPvm(ptr noundef nonnull align 8 dereferenceable(16) %11, ptr noundef nonnull @.str.40, ptr noundef nonnull %9, i64 noundef 4) #25
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9)
  %117 = load ptr, ptr %82, align 8, !tbaa !24
  %118 = icmp eq ptr %117, null
  br i1 %118, label %143, label %119

119:                                              ; preds = %116
  %120 = getelementptr inbounds i8, ptr %117, i64 8
  %121 = load atomic i64, ptr %120 acquire, align 8
  %122 = icmp eq i64 %121, 4294967297
  %123 = trunc i64 %121 to i32
  br i1 %122, label %124, label %132

124:                                              ; preds = %119
  store i32 0, ptr %120, align 8, !tbaa !26
  %125 = getelementptr inbounds i8, ptr %117, i64 12
  store i32 0, ptr %125, align 4, !tbaa !28
  %126 = load ptr, ptr %117, align 8, !tbaa !29
  %127 = getelementptr inbounds i8, ptr %126, i64 16
  %128 = load ptr, ptr %127, align 8
  call void %128(ptr noundef nonnull align 8 dereferenceable(16) %117) #25
  %129 = load ptr, ptr %117, align 8, !tbaa !29
  %130 = getelementptr inbounds i8, ptr %129, i64 24
  %131 = load ptr, ptr %130, align 8
  call void %131(ptr noundef nonnull align 8 dereferenceable(16) %117) #25
  br label %143

132:                                              ; preds = %119
  %133 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %134 = icmp eq i8 %133, 0
  br i1 %134, label %137, label %135

135:                                              ; preds = %132
  %136 = add nsw i32 %123, -1
  store i32 %136, ptr %120, align 4, !tbaa !15
  br label %139

137:                                              ; preds = %132
  %138 = atomicrmw volatile add ptr %120, i32 -1 acq_rel, align 4
  br label %139

139:                                              ; preds = %137, %135
  %140 = phi i32 [ %123, %135 ], [ %138, %137 ]
  %141 = icmp eq i32 %140, 1
  br i1 %141, label %142, label %143, !prof !32

142:                                              ; preds = %139
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %117) #25
  br label %143

143:                                              ; preds = %142, %139, %124, %116
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #25
  %144 = load ptr, ptr %80, align 8, !tbaa !24
  %145 = icmp eq ptr %144, null
  br i1 %145, label %170, label %146

146:                                              ; preds = %143
  %147 = getelementptr inbounds i8, ptr %144, i64 8
  %148 = load atomic i64, ptr %147 acquire, align 8
  %149 = icmp eq i64 %148, 4294967297
  %150 = trunc i64 %148 to i32
  br i1 %149, label %151, label %159

151:                                              ; preds = %146
  store i32 0, ptr %147, align 8, !tbaa !26
  %152 = getelementptr inbounds i8, ptr %144, i64 12
  store i32 0, ptr %152, align 4, !tbaa !28
  %153 = load ptr, ptr %144, align 8, !tbaa !29
  %154 = getelementptr inbounds i8, ptr %153, i64 16
  %155 = load ptr, ptr %154, align 8
  call void %155(ptr noundef nonnull align 8 dereferenceable(16) %144) #25
  %156 = load ptr, ptr %144, align 8, !tbaa !29
  %157 = getelementptr inbounds i8, ptr %156, i64 24
  %158 = load ptr, ptr %157, align 8
  call void %158(ptr noundef nonnull align 8 dereferenceable(16) %144) #25
  br label %170

159:                                              ; preds = %146
  %160 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %161 = icmp eq i8 %160, 0
  br i1 %161, label %164, label %162

162:                                              ; preds = %159
  %163 = add nsw i32 %150, -1
  store i32 %163, ptr %147, align 4, !tbaa !15
  br label %166

164:                                              ; preds = %159
  %165 = atomicrmw volatile add ptr %147, i32 -1 acq_rel, align 4
  br label %166

166:                                              ; preds = %164, %162
  %167 = phi i32 [ %150, %162 ], [ %165, %164 ]
  %168 = icmp eq i32 %167, 1
  br i1 %168, label %169, label %170, !prof !32

169:                                              ; preds = %166
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %144) #25
  br label %170

170:                                              ; preds = %169, %166, %151, %143
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10) #25
  %171 = getelementptr inbounds i8, ptr %0, i64 16
  %172 = load ptr, ptr %171, align 8, !tbaa !306
  %173 = load i64, ptr %172, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16) #25
  %174 = load ptr, ptr %14, align 8, !tbaa !174
  store ptr %174, ptr %16, align 8, !tbaa !174
  %175 = getelementptr inbounds i8, ptr %16, i64 8
  %176 = getelementptr inbounds i8, ptr %14, i64 8
  %177 = load ptr, ptr %176, align 8, !tbaa !24
  store ptr %177, ptr %175, align 8, !tbaa !24
  %178 = icmp eq ptr %177, null
  %179 = getelementptr inbounds i8, ptr %8, i64 8
  br i1 %178, label %180, label %183

180:                                              ; preds = %170
  %181 = getelementptr inbounds i8, ptr %16, i64 16
  %182 = getelementptr inbounds i8, ptr %14, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %181, ptr noundef nonnull align 8 dereferenceable(16) %182, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8)
  store ptr %174, ptr %8, align 8, !tbaa !174
  store ptr null, ptr %179, align 8, !tbaa !24
  br label %208

183:                                              ; preds = %170
  %184 = getelementptr inbounds i8, ptr %177, i64 8
  %185 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %186 = icmp eq i8 %185, 0
  %187 = getelementptr inbounds i8, ptr %16, i64 16
  %188 = getelementptr inbounds i8, ptr %14, i64 16
  br i1 %186, label %193, label %189

189:                                              ; preds = %183
  %190 = load i32, ptr %184, align 4, !tbaa !15
  %191 = add nsw i32 %190, 1
  store i32 %191, ptr %184, align 4, !tbaa !15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %187, ptr noundef nonnull align 8 dereferenceable(16) %188, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8)
  store ptr %174, ptr %8, align 8, !tbaa !174
  store ptr %177, ptr %179, align 8, !tbaa !24
  %192 = getelementptr inbounds i8, ptr %177, i64 8
  br label %202

193:                                              ; preds = %183
  %194 = atomicrmw volatile add ptr %184, i32 1 acq_rel, align 4
  %195 = load ptr, ptr %16, align 8, !tbaa !174
  %196 = load ptr, ptr %175, align 8, !tbaa !24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %187, ptr noundef nonnull align 8 dereferenceable(16) %188, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8)
  store ptr %195, ptr %8, align 8, !tbaa !174
  store ptr %196, ptr %179, align 8, !tbaa !24
  %197 = icmp eq ptr %196, null
  br i1 %197, label %208, label %198

198:                                              ; preds = %193
  %199 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %200 = getelementptr inbounds i8, ptr %196, i64 8
  %201 = icmp eq i8 %199, 0
  br i1 %201, label %206, label %202

202:                                              ; preds = %189, %198
  %203 = phi ptr [ %192, %189 ], [ %200, %198 ]
  %204 = load i32, ptr %203, align 4, !tbaa !15
  %205 = add nsw i32 %204, 1
  store i32 %205, ptr %203, align 4, !tbaa !15
  br label %208

206:                                              ; preds = %198
  %207 = atomicrmw volatile add ptr %200, i32 1 acq_rel, align 4
  br label %208

208:                                              ; preds = %206, %202, %193, %180
  %209 = phi ptr [ %181, %180 ], [ %187, %206 ], [ %187, %202 ], [ %187, %193 ]
  %210 = getelementptr inbounds i8, ptr %8, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %210, ptr noundef nonnull readonly align 8 dereferenceable(16) %209, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7)
  %211 = invoke noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %212 unwind label %486

212:                                              ; preds = %208
  %213 = icmp eq i32 %211, 0
  br i1 %213, label %223, label %214

214:                                              ; preds = %212
  %215 = call ptr @__cxa_allocate_exception(i64 64) #25
  %216 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #25
  %217 = extractvalue { i32, ptr } %216, 0
  %218 = extractvalue { i32, ptr } %216, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %215, i32 %217, ptr %218, ptr noundef nonnull @.str.15)
          to label %219 unwind label %221

219:                                              ; preds = %214
  invoke void @__cxa_throw(ptr nonnull %215, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #26
          to label %220 unwind label %486

220:                                              ; preds = %219
  unreachable

221:                                              ; preds = %214
  %222 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %215) #25
  br label %488

223:                                              ; preds = %212
  %224 = load ptr, ptr %179, align 8, !tbaa !24
  %225 = icmp eq ptr %224, null
  br i1 %225, label %290, label %226

226:                                              ; preds = %223
  %227 = getelementptr inbounds i8, ptr %224, i64 8
  %228 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %229 = icmp eq i8 %228, 0
  br i1 %229, label %233, label %230

230:                                              ; preds = %226
  %231 = load i32, ptr %227, align 4, !tbaa !15
  %232 = add nsw i32 %231, 1
  store i32 %232, ptr %227, align 4, !tbaa !15
  br label %239

233:                                              ; preds = %226
  %234 = atomicrmw volatile add ptr %227, i32 1 acq_rel, align 4
  %235 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %236 = icmp eq i8 %235, 0
  br i1 %236, label %242, label %237

237:                                              ; preds = %233
  %238 = load i32, ptr %227, align 4, !tbaa !15
  br label %239

239:                                              ; preds = %237, %230
  %240 = phi i32 [ %238, %237 ], [ %232, %230 ]
  %241 = add nsw i32 %240, 1
  store i32 %241, ptr %227, align 4, !tbaa !15
  br label %244

242:                                              ; preds = %233
  %243 = atomicrmw volatile add ptr %227, i32 1 acq_rel, align 4
  br label %244

244:                                              ; preds = %242, %239
  %245 = load atomic i64, ptr %227 acquire, align 8
  %246 = icmp eq i64 %245, 4294967297
  %247 = trunc i64 %245 to i32
  br i1 %246, label %248, label %256

248:                                              ; preds = %244
  store i32 0, ptr %227, align 8, !tbaa !26
  %249 = getelementptr inbounds i8, ptr %224, i64 12
  store i32 0, ptr %249, align 4, !tbaa !28
  %250 = load ptr, ptr %224, align 8, !tbaa !29
  %251 = getelementptr inbounds i8, ptr %250, i64 16
  %252 = load ptr, ptr %251, align 8
  call void %252(ptr noundef nonnull align 8 dereferenceable(16) %224) #25
  %253 = load ptr, ptr %224, align 8, !tbaa !29
  %254 = getelementptr inbounds i8, ptr %253, i64 24
  %255 = load ptr, ptr %254, align 8
  call void %255(ptr noundef nonnull align 8 dereferenceable(16) %224) #25
  br label %267

256:                                              ; preds = %244
  %257 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %258 = icmp eq i8 %257, 0
  br i1 %258, label %261, label %259

259:                                              ; preds = %256
  %260 = add nsw i32 %247, -1
  store i32 %260, ptr %227, align 4, !tbaa !15
  br label %263

261:                                              ; preds = %256
  %262 = atomicrmw volatile add ptr %227, i32 -1 acq_rel, align 4
  br label %263

263:                                              ; preds = %261, %259
  %264 = phi i32 [ %247, %259 ], [ %262, %261 ]
  %265 = icmp eq i32 %264, 1
  br i1 %265, label %266, label %267, !prof !32

266:                                              ; preds = %263
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %224) #25
  br label %267

267:                                              ; preds = %266, %263, %248
  %268 = load atomic i64, ptr %227 acquire, align 8
  %269 = icmp eq i64 %268, 4294967297
  %270 = trunc i64 %268 to i32
  br i1 %269, label %271, label %279

271:                                              ; preds = %267
  store i32 0, ptr %227, align 8, !tbaa !26
  %272 = getelementptr inbounds i8, ptr %224, i64 12
  store i32 0, ptr %272, align 4, !tbaa !28
  %273 = load ptr, ptr %224, align 8, !tbaa !29
  %274 = getelementptr inbounds i8, ptr %273, i64 16
  %275 = load ptr, ptr %274, align 8
  call void %275(ptr noundef nonnull align 8 dereferenceable(16) %224) #25
  %276 = load ptr, ptr %224, align 8, !tbaa !29
  %277 = getelementptr inbounds i8, ptr %276, i64 24
  %278 = load ptr, ptr %277, align 8
  call void %278(ptr noundef nonnull align 8 dereferenceable(16) %224) #25
  br label %290

279:                                              ; preds = %267
  %280 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %281 = icmp eq i8 %280, 0
  br i1 %281, label %284, label %282

282:                                              ; preds = %279
  %283 = add nsw i32 %270, -1
  store i32 %283, ptr %227, align 4, !tbaa !15
  br label %286

284:                                              ; preds = %279
  %285 = atomicrmw volatile add ptr %227, i32 -1 acq_rel, align 4
  br label %286

286:                                              ; preds = %284, %282
  %287 = phi i32 [ %270, %282 ], [ %285, %284 ]
  %288 = icmp eq i32 %287, 1
  br i1 %288, label %289, label %290, !prof !32

289:                                              ; preds = %286
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %224) #25
  br label %290

290:                                              ; preds = %289, %286, %271, %223
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.41)
          to label %291 unwind label %486

291:                                              ; preds = %290
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6)
  %292 = getelementptr inbounds i8, ptr %6, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %292, i8 0, i64 16, i1 false), !alias.scope !307
  store i64 %173, ptr %6, align 8, !tbaa !5, !alias.scope !307
  invoke void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range.91") align 8 %6, i1 noundef zeroext false, i32 noundef 1)
          to label %293 unwind label %486

293:                                              ; preds = %291
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6)
  %294 = load ptr, ptr %8, align 8, !tbaa !174
  store ptr %294, ptr %7, align 8, !tbaa !174
  %295 = getelementptr inbounds i8, ptr %7, i64 8
  %296 = load ptr, ptr %179, align 8, !tbaa !24
  store ptr null, ptr %179, align 8, !tbaa !24
  store ptr %296, ptr %295, align 8, !tbaa !24
  store ptr null, ptr %8, align 8, !tbaa !174
  %297 = getelementptr inbounds i8, ptr %7, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %297, ptr noundef nonnull align 8 dereferenceable(16) %210, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3)
  %298 = invoke noalias noundef nonnull dereferenceable(40) ptr @_Znwm(i64 noundef 40) #27
          to label %299 unwind label %455

299:                                              ; preds = %293
  %300 = icmp eq ptr %296, null
  br i1 %300, label %321, label %301

301:                                              ; preds = %299
  %302 = getelementptr inbounds i8, ptr %296, i64 8
  %303 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !310
  %304 = icmp eq i8 %303, 0
  %305 = getelementptr inbounds i8, ptr %298, i64 8
  %306 = getelementptr inbounds i8, ptr %298, i64 16
  br i1 %304, label %310, label %307

307:                                              ; preds = %301
  %308 = load i32, ptr %302, align 4, !tbaa !15, !noalias !310
  %309 = add nsw i32 %308, 1
  store i32 %309, ptr %302, align 4, !tbaa !15, !noalias !310
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %210, i64 16, i1 false)
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %298, align 8, !tbaa !29, !noalias !310
  store ptr %294, ptr %305, align 8, !tbaa !174, !noalias !310
  store ptr %296, ptr %306, align 8, !tbaa !24, !noalias !310
  br label %316

310:                                              ; preds = %301
  %311 = atomicrmw volatile add ptr %302, i32 1 acq_rel, align 4, !noalias !310
  %312 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !310
  %313 = icmp eq i8 %312, 0
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull readonly align 8 dereferenceable(16) %297, i64 16, i1 false), !noalias !310
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %298, align 8, !tbaa !29, !noalias !310
  store ptr %294, ptr %305, align 8, !tbaa !174, !noalias !310
  store ptr %296, ptr %306, align 8, !tbaa !24, !noalias !310
  br i1 %313, label %319, label %314

314:                                              ; preds = %310
  %315 = load i32, ptr %302, align 4, !tbaa !15, !noalias !310
  br label %316

316:                                              ; preds = %314, %307
  %317 = phi i32 [ %315, %314 ], [ %309, %307 ]
  %318 = add nsw i32 %317, 1
  store i32 %318, ptr %302, align 4, !tbaa !15, !noalias !310
  br label %325

319:                                              ; preds = %310
  %320 = atomicrmw volatile add ptr %302, i32 1 acq_rel, align 4, !noalias !310
  br label %325

321:                                              ; preds = %299
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %298, align 8, !tbaa !29, !noalias !310
  %322 = getelementptr inbounds i8, ptr %298, i64 8
  store ptr %294, ptr %322, align 8, !tbaa !174, !noalias !310
  %323 = getelementptr inbounds i8, ptr %298, i64 16
  store ptr null, ptr %323, align 8, !tbaa !24, !noalias !310
  %324 = getelementptr inbounds i8, ptr %298, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %324, ptr noundef nonnull align 8 dereferenceable(16) %210, i64 16, i1 false)
  br label %349

325:                                              ; preds = %319, %316
  %326 = getelementptr inbounds i8, ptr %298, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %326, ptr noundef nonnull align 8 dereferenceable(16) %3, i64 16, i1 false), !noalias !310
  %327 = load atomic i64, ptr %302 acquire, align 8, !noalias !310
  %328 = icmp eq i64 %327, 4294967297
  %329 = trunc i64 %327 to i32
  br i1 %328, label %330, label %338

330:                                              ; preds = %325
  store i32 0, ptr %302, align 8, !tbaa !26, !noalias !310
  %331 = getelementptr inbounds i8, ptr %296, i64 12
  store i32 0, ptr %331, align 4, !tbaa !28, !noalias !310
  %332 = load ptr, ptr %296, align 8, !tbaa !29, !noalias !310
  %333 = getelementptr inbounds i8, ptr %332, i64 16
  %334 = load ptr, ptr %333, align 8, !noalias !310
  call void %334(ptr noundef nonnull align 8 dereferenceable(16) %296) #25, !noalias !310
  %335 = load ptr, ptr %296, align 8, !tbaa !29, !noalias !310
  %336 = getelementptr inbounds i8, ptr %335, i64 24
  %337 = load ptr, ptr %336, align 8, !noalias !310
  call void %337(ptr noundef nonnull align 8 dereferenceable(16) %296) #25, !noalias !310
  br label %349

338:                                              ; preds = %325
  %339 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31, !noalias !310
  %340 = icmp eq i8 %339, 0
  br i1 %340, label %343, label %341

341:                                              ; preds = %338
  %342 = add nsw i32 %329, -1
  store i32 %342, ptr %302, align 4, !tbaa !15, !noalias !310
  br label %345

343:                                              ; preds = %338
  %344 = atomicrmw volatile add ptr %302, i32 -1 acq_rel, align 4, !noalias !310
  br label %345

345:                                              ; preds = %343, %341
  %346 = phi i32 [ %329, %341 ], [ %344, %343 ]
  %347 = icmp eq i32 %346, 1
  br i1 %347, label %348, label %349, !prof !32

348:                                              ; preds = %345
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %296) #25, !noalias !310
  br label %349

349:                                              ; preds = %348, %345, %330, %321
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3)
  %350 = getelementptr inbounds i8, ptr %1, i64 152
  %351 = load ptr, ptr %350, align 8, !tbaa !11
  store ptr %298, ptr %350, align 8, !tbaa !11
  %352 = icmp eq ptr %351, null
  br i1 %352, label %357, label %353

353:                                              ; preds = %349
  %354 = load ptr, ptr %351, align 8, !tbaa !29
  %355 = getelementptr inbounds i8, ptr %354, i64 16
  %356 = load ptr, ptr %355, align 8
  call void %356(ptr noundef nonnull align 8 dereferenceable(8) %351) #25
  br label %357

357:                                              ; preds = %353, %349
  invoke void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %358 unwind label %455

358:                                              ; preds = %357
  %359 = load ptr, ptr %350, align 8, !tbaa !11
  %360 = load ptr, ptr %359, align 8, !tbaa !29
  %361 = load ptr, ptr %360, align 8
  %362 = invoke noundef ptr %361(ptr noundef nonnull align 8 dereferenceable(8) %359)
          to label %363 unwind label %455

363:                                              ; preds = %358
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #25
  call void @llvm.experimental.noalias.scope.decl(metadata !313)
  %364 = getelementptr inbounds i8, ptr %4, i64 16
  %365 = invoke noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #27
          to label %366 unwind label %455

366:                                              ; preds = %363
  store ptr %365, ptr %4, align 8, !tbaa !189, !alias.scope !313
  %367 = getelementptr inbounds i8, ptr %365, i64 24
  store ptr %367, ptr %364, align 8, !tbaa !191, !alias.scope !313
  %368 = getelementptr inbounds i8, ptr %4, i64 8
  store i64 17446157156352, ptr %365, align 4, !noalias !313
  %369 = getelementptr inbounds i8, ptr %365, i64 8
  store i32 0, ptr %369, align 4, !tbaa !15, !noalias !313
  %370 = getelementptr inbounds i8, ptr %365, i64 12
  store i64 34359738372, ptr %370, align 4, !noalias !313
  %371 = getelementptr inbounds i8, ptr %365, i64 20
  store i32 0, ptr %371, align 4, !tbaa !15, !noalias !313
  store ptr %367, ptr %368, align 8, !tbaa !212, !alias.scope !313
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %362, ptr noundef nonnull align 8 dereferenceable(24) %4, i1 noundef zeroext false)
          to label %372 unwind label %417

372:                                              ; preds = %366
  %373 = load ptr, ptr %4, align 8, !tbaa !189
  %374 = icmp eq ptr %373, null
  br i1 %374, label %380, label %375

375:                                              ; preds = %372
  %376 = load ptr, ptr %364, align 8, !tbaa !191
  %377 = ptrtoint ptr %376 to i64
  %378 = ptrtoint ptr %373 to i64
  %379 = sub i64 %377, %378
  call void @_ZdlPvm(ptr noundef nonnull %373, i64 noundef %379) #29
  br label %380

380:                                              ; preds = %375, %372
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #25
  %381 = invoke noalias noundef nonnull dereferenceable(14) ptr @_Znam(i64 noundef 14) #27
          to label %382 unwind label %455

382:                                              ; preds = %380
  %383 = getelementptr inbounds i8, ptr %1, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(13) %381, ptr noundef nonnull align 1 dereferenceable(13) @.str.41, i64 13, i1 false)
  %384 = getelementptr inbounds i8, ptr %381, i64 13
  store i8 0, ptr %384, align 1, !tbaa !31
  %385 = load ptr, ptr %383, align 8, !tbaa !11
  store ptr %381, ptr %383, align 8, !tbaa !11
  %386 = icmp eq ptr %385, null
  br i1 %386, label %388, label %387

387:                                              ; preds = %382
  call void @_ZdaPv(ptr noundef nonnull %385) #29
  br label %388

388:                                              ; preds = %387, %382
  invoke void @_ZNK4sycl3_V17handler30getOrInsertHandlerKernelBundleEb(ptr dead_on_unwind nonnull writable sret(%"class.std::shared_ptr.114") align 8 %5, ptr noundef nonnull align 8 dereferenceable(216) %1, i1 noundef zeroext true)
          to label %389 unwind label %455

389:                                              ; preds = %388
  %390 = getelementptr inbounds i8, ptr %5, i64 8
  %391 = load ptr, ptr %390, align 8, !tbaa !24
  %392 = icmp eq ptr %391, null
  br i1 %392, label %427, label %393

393:                                              ; preds = %389
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
  br label %427

406:                                              ; preds = %393
  %407 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %408 = icmp eq i8 %407, 0
  br i1 %408, label %411, label %409

409:                                              ; preds = %406
  %410 = add nsw i32 %397, -1
  store i32 %410, ptr %394, align 4, !tbaa !15
  br label %413

411:                                              ; preds = %406
  %412 = atomicrmw volatile add ptr %394, i32 -1 acq_rel, align 4
  br label %413

413:                                              ; preds = %411, %409
  %414 = phi i32 [ %397, %409 ], [ %412, %411 ]
  %415 = icmp eq i32 %414, 1
  br i1 %415, label %416, label %427, !prof !32

416:                                              ; preds = %413
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %391) #25
  br label %427

417:                                              ; preds = %366
  %418 = landingpad { ptr, i32 }
          cleanup
  %419 = load ptr, ptr %4, align 8, !tbaa !189
  %420 = icmp eq ptr %419, null
  br i1 %420, label %426, label %421

421:                                              ; preds = %417
  %422 = load ptr, ptr %364, align 8, !tbaa !191
  %423 = ptrtoint ptr %422 to i64
  %424 = ptrtoint ptr %419 to i64
  %425 = sub i64 %423, %424
  call void @_ZdlPvm(ptr noundef nonnull %419, i64 noundef %425) #29
  br label %426

426:                                              ; preds = %421, %417
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #25
  br label %457

427:                                              ; preds = %416, %413, %398, %389
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5)
  %428 = load ptr, ptr %295, align 8, !tbaa !24
  %429 = icmp eq ptr %428, null
  br i1 %429, label %454, label %430

430:                                              ; preds = %427
  %431 = getelementptr inbounds i8, ptr %428, i64 8
  %432 = load atomic i64, ptr %431 acquire, align 8
  %433 = icmp eq i64 %432, 4294967297
  %434 = trunc i64 %432 to i32
  br i1 %433, label %435, label %443

435:                                              ; preds = %430
  store i32 0, ptr %431, align 8, !tbaa !26
  %436 = getelementptr inbounds i8, ptr %428, i64 12
  store i32 0, ptr %436, align 4, !tbaa !28
  %437 = load ptr, ptr %428, align 8, !tbaa !29
  %438 = getelementptr inbounds i8, ptr %437, i64 16
  %439 = load ptr, ptr %438, align 8
  call void %439(ptr noundef nonnull align 8 dereferenceable(16) %428) #25
  %440 = load ptr, ptr %428, align 8, !tbaa !29
  %441 = getelementptr inbounds i8, ptr %440, i64 24
  %442 = load ptr, ptr %441, align 8
  call void %442(ptr noundef nonnull align 8 dereferenceable(16) %428) #25
  br label %454

443:                                              ; preds = %430
  %444 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %445 = icmp eq i8 %444, 0
  br i1 %445, label %448, label %446

446:                                              ; preds = %443
  %447 = add nsw i32 %434, -1
  store i32 %447, ptr %431, align 4, !tbaa !15
  br label %450

448:                                              ; preds = %443
  %449 = atomicrmw volatile add ptr %431, i32 -1 acq_rel, align 4
  br label %450

450:                                              ; preds = %448, %446
  %451 = phi i32 [ %434, %446 ], [ %449, %448 ]
  %452 = icmp eq i32 %451, 1
  br i1 %452, label %453, label %454, !prof !32

453:                                              ; preds = %450
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %428) #25
  br label %454

454:                                              ; preds = %453, %450, %435, %427
  invoke void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef 1)
          to label %459 unwind label %486

455:                                              ; preds = %388, %380, %363, %358, %357, %293
  %456 = landingpad { ptr, i32 }
          cleanup
  br label %457

457:                                              ; preds = %455, %426
  %458 = phi { ptr, i32 } [ %456, %455 ], [ %418, %426 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE1_clES2_ENUlNS0_2idILi1EEENS0_14kernel_handlerEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(32) %7) #25
  br label %488

459:                                              ; preds = %454
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7)
  %460 = load ptr, ptr %179, align 8, !tbaa !24
  %461 = icmp eq ptr %460, null
  br i1 %461, label %490, label %462

462:                                              ; preds = %459
  %463 = getelementptr inbounds i8, ptr %460, i64 8
  %464 = load atomic i64, ptr %463 acquire, align 8
  %465 = icmp eq i64 %464, 4294967297
  %466 = trunc i64 %464 to i32
  br i1 %465, label %467, label %475

467:                                              ; preds = %462
  store i32 0, ptr %463, align 8, !tbaa !26
  %468 = getelementptr inbounds i8, ptr %460, i64 12
  store i32 0, ptr %468, align 4, !tbaa !28
  %469 = load ptr, ptr %460, align 8, !tbaa !29
  %470 = getelementptr inbounds i8, ptr %469, i64 16
  %471 = load ptr, ptr %470, align 8
  call void %471(ptr noundef nonnull align 8 dereferenceable(16) %460) #25
  %472 = load ptr, ptr %460, align 8, !tbaa !29
  %473 = getelementptr inbounds i8, ptr %472, i64 24
  %474 = load ptr, ptr %473, align 8
  call void %474(ptr noundef nonnull align 8 dereferenceable(16) %460) #25
  br label %490

475:                                              ; preds = %462
  %476 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %477 = icmp eq i8 %476, 0
  br i1 %477, label %480, label %478

478:                                              ; preds = %475
  %479 = add nsw i32 %466, -1
  store i32 %479, ptr %463, align 4, !tbaa !15
  br label %482

480:                                              ; preds = %475
  %481 = atomicrmw volatile add ptr %463, i32 -1 acq_rel, align 4
  br label %482

482:                                              ; preds = %480, %478
  %483 = phi i32 [ %466, %478 ], [ %481, %480 ]
  %484 = icmp eq i32 %483, 1
  br i1 %484, label %485, label %490, !prof !32

485:                                              ; preds = %482
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %460) #25
  br label %490

486:                                              ; preds = %454, %291, %290, %219, %208
  %487 = landingpad { ptr, i32 }
          cleanup
  br label %488

488:                                              ; preds = %486, %457, %221
  %489 = phi { ptr, i32 } [ %487, %486 ], [ %222, %221 ], [ %458, %457 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE1_clES2_ENUlNS0_2idILi1EEENS0_14kernel_handlerEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(32) %8) #25
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE1_clES2_ENUlNS0_2idILi1EEENS0_14kernel_handlerEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(32) %16) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #25
  br label %550

490:                                              ; preds = %485, %482, %467, %459
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8)
  %491 = load ptr, ptr %175, align 8, !tbaa !24
  %492 = icmp eq ptr %491, null
  br i1 %492, label %517, label %493

493:                                              ; preds = %490
  %494 = getelementptr inbounds i8, ptr %491, i64 8
  %495 = load atomic i64, ptr %494 acquire, align 8
  %496 = icmp eq i64 %495, 4294967297
  %497 = trunc i64 %495 to i32
  br i1 %496, label %498, label %506

498:                                              ; preds = %493
  store i32 0, ptr %494, align 8, !tbaa !26
  %499 = getelementptr inbounds i8, ptr %491, i64 12
  store i32 0, ptr %499, align 4, !tbaa !28
  %500 = load ptr, ptr %491, align 8, !tbaa !29
  %501 = getelementptr inbounds i8, ptr %500, i64 16
  %502 = load ptr, ptr %501, align 8
  call void %502(ptr noundef nonnull align 8 dereferenceable(16) %491) #25
  %503 = load ptr, ptr %491, align 8, !tbaa !29
  %504 = getelementptr inbounds i8, ptr %503, i64 24
  %505 = load ptr, ptr %504, align 8
  call void %505(ptr noundef nonnull align 8 dereferenceable(16) %491) #25
  br label %517

506:                                              ; preds = %493
  %507 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %508 = icmp eq i8 %507, 0
  br i1 %508, label %511, label %509

509:                                              ; preds = %506
  %510 = add nsw i32 %497, -1
  store i32 %510, ptr %494, align 4, !tbaa !15
  br label %513

511:                                              ; preds = %506
  %512 = atomicrmw volatile add ptr %494, i32 -1 acq_rel, align 4
  br label %513

513:                                              ; preds = %511, %509
  %514 = phi i32 [ %497, %509 ], [ %512, %511 ]
  %515 = icmp eq i32 %514, 1
  br i1 %515, label %516, label %517, !prof !32

516:                                              ; preds = %513
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %491) #25
  br label %517

517:                                              ; preds = %516, %513, %498, %490
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #25
  %518 = load ptr, ptr %176, align 8, !tbaa !24
  %519 = icmp eq ptr %518, null
  br i1 %519, label %554, label %520

520:                                              ; preds = %517
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
  br label %554

533:                                              ; preds = %520
  %534 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !31
  %535 = icmp eq i8 %534, 0
  br i1 %535, label %538, label %536

536:                                              ; preds = %533
  %537 = add nsw i32 %524, -1
  store i32 %537, ptr %521, align 4, !tbaa !15
  br label %540

538:                                              ; preds = %533
  %539 = atomicrmw volatile add ptr %521, i32 -1 acq_rel, align 4
  br label %540

540:                                              ; preds = %538, %536
  %541 = phi i32 [ %524, %536 ], [ %539, %538 ]
  %542 = icmp eq i32 %541, 1
  br i1 %542, label %543, label %554, !prof !32

543:                                              ; preds = %540
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %518) #25
  br label %554

544:                                              ; preds = %2
  %545 = landingpad { ptr, i32 }
          cleanup
  br label %546

546:                                              ; preds = %544, %22
  %547 = phi { ptr, i32 } [ %545, %544 ], [ %23, %22 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %15) #25
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %15) #25
  br label %552

548:                                              ; preds = %77, %73
  %549 = landingpad { ptr, i32 }
          cleanup
  br label %550

550:                                              ; preds = %548, %488
  %551 = phi { ptr, i32 } [ %489, %488 ], [ %549, %548 ]
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %14) #25
  br label %552

552:                                              ; preds = %550, %546
  %553 = phi { ptr, i32 } [ %551, %550 ], [ %547, %546 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #25
  resume { ptr, i32 } %553

554:                                              ; preds = %517, %525, %540, %543
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #25
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define internal fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE1_clES2_ENUlNS0_2idILi1EEENS0_14kernel_handlerEE_D2Ev(ptr nocapture noundef nonnull readonly align 8 dereferenceable(32) %0) unnamed_addr #5 align 2 personality ptr @__gxx_personality_v0 {
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
  store i32 %22, ptr %6, align 4, !tbaa !15
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

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  store i32 %22, ptr %6, align 4, !tbaa !15
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
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIiLi1ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IiLi1ENS0_6detail17aligned_allocatorIiEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range.91", align 8
  %8 = alloca %"class.sycl::_V1::range.91", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %11 = load i64, ptr %10, align 8
  store i64 %11, ptr %7, align 8, !tbaa !5, !alias.scope !316
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 1, ptr %12, align 8, !tbaa !5, !alias.scope !316
  %13 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %13, align 8, !tbaa !5, !alias.scope !316
  store i64 %11, ptr %8, align 8, !tbaa !5, !alias.scope !319
  %14 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 1, ptr %14, align 8, !tbaa !5, !alias.scope !319
  %15 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %15, align 8, !tbaa !5, !alias.scope !319
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #25
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
  br i1 %26, label %27, label %28, !prof !32

27:                                               ; preds = %25
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #26
  unreachable

28:                                               ; preds = %25
  %29 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %23) #27
  br label %30

30:                                               ; preds = %47, %28
  %31 = phi ptr [ %49, %47 ], [ %29, %28 ]
  %32 = phi ptr [ %48, %47 ], [ %20, %28 ]
  %33 = load ptr, ptr %32, align 8, !tbaa !219
  store ptr %33, ptr %31, align 8, !tbaa !219
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
  %43 = load i32, ptr %39, align 4, !tbaa !15
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %39, align 4, !tbaa !15
  br label %47

45:                                               ; preds = %38
  %46 = atomicrmw volatile add ptr %39, i32 1 acq_rel, align 4
  br label %47

47:                                               ; preds = %45, %42, %30
  %48 = getelementptr inbounds i8, ptr %32, i64 16
  %49 = getelementptr inbounds i8, ptr %31, i64 16
  %50 = icmp eq ptr %48, %19
  br i1 %50, label %51, label %30, !llvm.loop !221

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
  %58 = load ptr, ptr %1, align 8, !tbaa !114
  %59 = icmp eq ptr %58, null
  br i1 %59, label %60, label %61

60:                                               ; preds = %51
  tail call void @__assert_fail(ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.11, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS7_) #28
  unreachable

61:                                               ; preds = %51
  %62 = and i64 %16, 16
  %63 = icmp eq i64 %62, 0
  %64 = select i1 %63, i32 1026, i32 1028
  %65 = getelementptr inbounds i8, ptr %1, i64 24
  %66 = load i64, ptr %65, align 8, !tbaa !140
  %67 = getelementptr inbounds i8, ptr %1, i64 32
  %68 = load i8, ptr %67, align 8, !tbaa !142, !range !165, !noundef !166
  %69 = trunc nuw i8 %68 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.91") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.91") align 8 %8, i32 noundef %64, ptr noundef nonnull %58, i32 noundef 1, i32 noundef 4, i64 noundef %66, i1 noundef zeroext %69, ptr noundef nonnull align 8 dereferenceable(32) %3)
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
  store i32 %94, ptr %78, align 4, !tbaa !15
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
  tail call void @_ZdlPvm(ptr noundef nonnull %107, i64 noundef %113) #29
  br label %114

114:                                              ; preds = %106, %109
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #25
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
  br i1 %123, label %124, label %126, !prof !32

124:                                              ; preds = %122
  invoke void @_ZSt28__throw_bad_array_new_lengthv() #26
          to label %125 unwind label %210

125:                                              ; preds = %124
  unreachable

126:                                              ; preds = %122
  %127 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %120) #27
          to label %128 unwind label %210

128:                                              ; preds = %126, %145
  %129 = phi ptr [ %147, %145 ], [ %127, %126 ]
  %130 = phi ptr [ %146, %145 ], [ %117, %126 ]
  %131 = load ptr, ptr %130, align 8, !tbaa !219
  store ptr %131, ptr %129, align 8, !tbaa !219
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
  %141 = load i32, ptr %137, align 4, !tbaa !15
  %142 = add nsw i32 %141, 1
  store i32 %142, ptr %137, align 4, !tbaa !15
  br label %145

143:                                              ; preds = %136
  %144 = atomicrmw volatile add ptr %137, i32 1 acq_rel, align 4
  br label %145

145:                                              ; preds = %143, %140, %128
  %146 = getelementptr inbounds i8, ptr %130, i64 16
  %147 = getelementptr inbounds i8, ptr %129, i64 16
  %148 = icmp eq ptr %146, %116
  br i1 %148, label %149, label %128, !llvm.loop !221

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
  store i32 %171, ptr %155, align 4, !tbaa !15
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
  tail call void @_ZdlPvm(ptr noundef nonnull %127, i64 noundef %120) #29
  br label %182

182:                                              ; preds = %114, %181
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %183 unwind label %208

183:                                              ; preds = %182
  %184 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %185 unwind label %208

185:                                              ; preds = %183
  store ptr %184, ptr %115, align 8, !tbaa !322
  %186 = load ptr, ptr %1, align 8, !tbaa !114
  %187 = icmp eq ptr %186, null
  br i1 %187, label %188, label %189

188:                                              ; preds = %185
  tail call void @__assert_fail(ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.11, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIiLi1ENS1_17aligned_allocatorIiEEvEEEERKDtsrT_4implERKS7_) #28
  unreachable

189:                                              ; preds = %185
  %190 = load ptr, ptr %0, align 8, !tbaa !174
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

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef nonnull ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv(ptr noundef nonnull readnone align 8 dereferenceable(40) %0) unnamed_addr #20 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EED2Ev(ptr nocapture noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #4 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %0, align 8, !tbaa !29
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
  store i32 %22, ptr %6, align 4, !tbaa !15
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
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #4 align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %0, align 8, !tbaa !29
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
  store i32 %22, ptr %6, align 4, !tbaa !15
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
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 40) #29
  ret void
}

; Function Attrs: mustprogress noreturn uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEENS0_14kernel_handlerEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(40) %0) unnamed_addr #21 align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %class.anon.228, align 8
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
  %14 = load i32, ptr %10, align 4, !tbaa !15
  %15 = add nsw i32 %14, 1
  store i32 %15, ptr %10, align 4, !tbaa !15
  br label %18

16:                                               ; preds = %9
  %17 = atomicrmw volatile add ptr %10, i32 1 acq_rel, align 4
  br label %18

18:                                               ; preds = %1, %13, %16
  %19 = getelementptr inbounds i8, ptr %2, i64 16
  %20 = getelementptr inbounds i8, ptr %0, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %19, ptr noundef nonnull readonly align 8 dereferenceable(16) %20, i64 16, i1 false)
  %21 = tail call ptr @__cxa_allocate_exception(i64 64) #25
  %22 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 12) #25
  %23 = extractvalue { i32, ptr } %22, 0
  %24 = extractvalue { i32, ptr } %22, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %21, i32 %23, ptr %24, ptr noundef nonnull @.str.25)
          to label %25 unwind label %27

25:                                               ; preds = %18
  invoke void @__cxa_throw(ptr nonnull %21, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #26
          to label %26 unwind label %29

26:                                               ; preds = %25
  unreachable

27:                                               ; preds = %18
  %28 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %21) #25
  br label %31

29:                                               ; preds = %25
  %30 = landingpad { ptr, i32 }
          cleanup
  br label %31

31:                                               ; preds = %27, %29
  %32 = phi { ptr, i32 } [ %30, %29 ], [ %28, %27 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE1_clES2_ENUlNS0_2idILi1EEENS0_14kernel_handlerEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(32) %2) #25
  resume { ptr, i32 } %32
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
attributes #2 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inlinehint mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
attributes #17 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #18 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #19 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #20 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #21 = { mustprogress noreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #22 = { nofree nounwind }
attributes #23 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #24 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #25 = { nounwind }
attributes #26 = { noreturn }
attributes #27 = { builtin allocsize(0) }
attributes #28 = { noreturn nounwind }
attributes #29 = { builtin nounwind }

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
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!16, !16, i64 0}
!16 = !{!"int", !7, i64 0}
!17 = !{!18, !12, i64 24}
!18 = !{!"_ZTSSt8functionIFvN4sycl3_V114exception_listEEE", !19, i64 0, !12, i64 24}
!19 = !{!"_ZTSSt14_Function_base", !7, i64 0, !12, i64 16}
!20 = !{!19, !12, i64 16}
!21 = !{!22, !12, i64 0}
!22 = !{!"_ZTSNSt12_Vector_baseISt10shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseEESaIS5_EE17_Vector_impl_dataE", !12, i64 0, !12, i64 8, !12, i64 16}
!23 = !{!22, !12, i64 8}
!24 = !{!25, !12, i64 0}
!25 = !{!"_ZTSSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EE", !12, i64 0}
!26 = !{!27, !16, i64 8}
!27 = !{!"_ZTSSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE", !16, i64 8, !16, i64 12}
!28 = !{!27, !16, i64 12}
!29 = !{!30, !30, i64 0}
!30 = !{!"vtable pointer", !8, i64 0}
!31 = !{!7, !7, i64 0}
!32 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!33 = distinct !{!33, !14}
!34 = !{!22, !12, i64 16}
!35 = !{!36, !12, i64 0}
!36 = !{!"_ZTSN4sycl3_V16detail13code_locationE", !12, i64 0, !12, i64 8, !6, i64 16, !6, i64 24}
!37 = !{!38}
!38 = distinct !{!38, !39, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!39 = distinct !{!39, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!40 = !{!36, !12, i64 8}
!41 = !{!36, !6, i64 16}
!42 = !{!36, !6, i64 24}
!43 = !{!44}
!44 = distinct !{!44, !45, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!45 = distinct !{!45, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!46 = !{!47, !12, i64 0}
!47 = !{!"_ZTSNSt12_Vector_baseIfSaIfEE17_Vector_impl_dataE", !12, i64 0, !12, i64 8, !12, i64 16}
!48 = !{!49}
!49 = distinct !{!49, !50, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!50 = distinct !{!50, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!51 = !{!52, !52, i64 0}
!52 = !{!"_ZTS7Variant", !7, i64 0}
!53 = !{!54}
!54 = distinct !{!54, !55, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!55 = distinct !{!55, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!56 = !{!57}
!57 = distinct !{!57, !58, !"_ZN4sycl3_V15queue6submitIZL8run_loopRS1_RNS0_6bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEES9_7VariantEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_SC_EENS0_5eventEE4typeESF_RKNS5_13code_locationE: argument 0"}
!58 = distinct !{!58, !"_ZN4sycl3_V15queue6submitIZL8run_loopRS1_RNS0_6bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEES9_7VariantEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_SC_EENS0_5eventEE4typeESF_RKNS5_13code_locationE"}
!59 = !{!60, !12, i64 0}
!60 = !{!"_ZTSN4sycl3_V16detail19type_erased_cgfo_tyE", !12, i64 0, !12, i64 8}
!61 = !{!60, !12, i64 8}
!62 = distinct !{!62, !14}
!63 = !{!64}
!64 = distinct !{!64, !65, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!65 = distinct !{!65, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!66 = !{!67}
!67 = distinct !{!67, !68, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!68 = distinct !{!68, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!69 = !{!70}
!70 = distinct !{!70, !71, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE: argument 0"}
!71 = distinct !{!71, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE"}
!72 = !{!73}
!73 = distinct !{!73, !74, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!74 = distinct !{!74, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!75 = !{!76}
!76 = distinct !{!76, !77, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!77 = distinct !{!77, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!78 = !{!79}
!79 = distinct !{!79, !80, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE: argument 0"}
!80 = distinct !{!80, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE"}
!81 = !{!82}
!82 = distinct !{!82, !83, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!83 = distinct !{!83, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!84 = !{!85}
!85 = distinct !{!85, !86, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!86 = distinct !{!86, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!87 = !{!88}
!88 = distinct !{!88, !89, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE1_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE: argument 0"}
!89 = distinct !{!89, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE1_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE"}
!90 = distinct !{!90, !14}
!91 = distinct !{!91, !14}
!92 = distinct !{!92, !14}
!93 = distinct !{!93, !14}
!94 = !{!47, !12, i64 16}
!95 = !{!96}
!96 = distinct !{!96, !97, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!97 = distinct !{!97, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!98 = !{!99, !6, i64 0}
!99 = !{!"_ZTSN4sycl3_V16detail17aligned_allocatorIfEE", !6, i64 0}
!100 = !{!101, !6, i64 16}
!101 = !{!"_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE", !102, i64 0, !99, i64 8, !6, i64 16}
!102 = !{!"_ZTSN4sycl3_V16detail19SYCLMemObjAllocatorE"}
!103 = !{!104, !12, i64 0}
!104 = !{!"_ZTSSt10_Head_baseILm0EPN4sycl3_V16detail19SYCLMemObjAllocatorELb0EE", !12, i64 0}
!105 = !{!106, !6, i64 24}
!106 = !{!"_ZTSN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEE", !107, i64 0, !110, i64 16, !6, i64 24, !112, i64 32}
!107 = !{!"_ZTSN4sycl3_V16detail12buffer_plainE", !108, i64 0}
!108 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail11buffer_implEE", !109, i64 0}
!109 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail11buffer_implELN9__gnu_cxx12_Lock_policyE2EE", !12, i64 0, !25, i64 8}
!110 = !{!"_ZTSN4sycl3_V15rangeILi1EEE", !111, i64 0}
!111 = !{!"_ZTSN4sycl3_V16detail5arrayILi1EEE", !7, i64 0}
!112 = !{!"bool", !7, i64 0}
!113 = !{!106, !112, i64 32}
!114 = !{!109, !12, i64 0}
!115 = !{!116, !12, i64 8}
!116 = !{!"_ZTSSt9type_info", !12, i64 8}
!117 = !{!118}
!118 = distinct !{!118, !119, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi1EEE: argument 0"}
!119 = distinct !{!119, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi1EEE"}
!120 = !{!121}
!121 = distinct !{!121, !122, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIlEElEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!122 = distinct !{!122, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIlEElEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!123 = !{!124, !6, i64 0}
!124 = !{!"_ZTSN4sycl3_V16detail17aligned_allocatorIlEE", !6, i64 0}
!125 = !{!126, !6, i64 16}
!126 = !{!"_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIlEElEE", !102, i64 0, !124, i64 8, !6, i64 16}
!127 = !{!128, !6, i64 24}
!128 = !{!"_ZTSN4sycl3_V16bufferIlLi1ENS0_6detail17aligned_allocatorIlEEvEE", !107, i64 0, !110, i64 16, !6, i64 24, !112, i64 32}
!129 = !{!128, !112, i64 32}
!130 = !{!131}
!131 = distinct !{!131, !132, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi1EEE: argument 0"}
!132 = distinct !{!132, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi1EEE"}
!133 = !{!134}
!134 = distinct !{!134, !135, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIiEEiEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!135 = distinct !{!135, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIiEEiEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!136 = !{!137, !6, i64 0}
!137 = !{!"_ZTSN4sycl3_V16detail17aligned_allocatorIiEE", !6, i64 0}
!138 = !{!139, !6, i64 16}
!139 = !{!"_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIiEEiEE", !102, i64 0, !137, i64 8, !6, i64 16}
!140 = !{!141, !6, i64 24}
!141 = !{!"_ZTSN4sycl3_V16bufferIiLi1ENS0_6detail17aligned_allocatorIiEEvEE", !107, i64 0, !110, i64 16, !6, i64 24, !112, i64 32}
!142 = !{!141, !112, i64 32}
!143 = !{!144}
!144 = distinct !{!144, !145, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi1EEE: argument 0"}
!145 = distinct !{!145, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi1EEE"}
!146 = !{!147, !12, i64 0}
!147 = !{!"_ZTSNSt15__exception_ptr13exception_ptrE", !12, i64 0}
!148 = !{!149, !151, i64 32}
!149 = !{!"_ZTSSt8ios_base", !6, i64 8, !6, i64 16, !150, i64 24, !151, i64 28, !151, i64 32, !12, i64 40, !152, i64 48, !7, i64 64, !16, i64 192, !12, i64 200, !153, i64 208}
!150 = !{!"_ZTSSt13_Ios_Fmtflags", !7, i64 0}
!151 = !{!"_ZTSSt12_Ios_Iostate", !7, i64 0}
!152 = !{!"_ZTSNSt8ios_base6_WordsE", !12, i64 0, !6, i64 8}
!153 = !{!"_ZTSSt6locale", !12, i64 0}
!154 = !{!155, !12, i64 24}
!155 = !{!"_ZTSSt8functionIFiRKN4sycl3_V16deviceEEE", !19, i64 0, !12, i64 24}
!156 = !{!157, !12, i64 16}
!157 = !{!"_ZTSNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE17_Vector_impl_dataE", !12, i64 0, !12, i64 8, !12, i64 16}
!158 = !{!157, !12, i64 0}
!159 = !{!157, !12, i64 8}
!160 = distinct !{!160, !14}
!161 = !{!162, !12, i64 0}
!162 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail10queue_implELN9__gnu_cxx12_Lock_policyE2EE", !12, i64 0, !25, i64 8}
!163 = !{!164, !112, i64 0}
!164 = !{!"_ZTSN4sycl3_V16detail14tls_code_loc_tE", !112, i64 0}
!165 = !{i8 0, i8 2}
!166 = !{}
!167 = !{!168, !12, i64 0}
!168 = !{!"_ZTSZL8run_loopRN4sycl3_V15queueERNS0_6bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEES8_7VariantEUlRNS0_7handlerEE_", !12, i64 0, !12, i64 8, !12, i64 16, !12, i64 24, !12, i64 32}
!169 = !{!170, !170, i64 0}
!170 = !{!"_ZTSN4sycl3_V16detail16PropWithDataKindE", !7, i64 0}
!171 = !{!168, !12, i64 8}
!172 = !{!168, !12, i64 16}
!173 = !{!168, !12, i64 24}
!174 = !{!175, !12, i64 0}
!175 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail16AccessorImplHostELN9__gnu_cxx12_Lock_policyE2EE", !12, i64 0, !25, i64 8}
!176 = !{!168, !12, i64 32}
!177 = !{!178, !16, i64 32}
!178 = !{!"_ZTSZZL8run_loopRN4sycl3_V15queueERNS0_6bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEES8_7VariantENKUlRNS0_7handlerEE_clESB_EUlNS0_2idILi1EEEE_", !179, i64 0, !16, i64 32, !182, i64 40}
!179 = !{!"_ZTSN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !180, i64 0, !12, i64 16, !7, i64 24}
!180 = !{!"_ZTSN4sycl3_V16detail16AccessorBaseHostE", !181, i64 0}
!181 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail16AccessorImplHostEE", !175, i64 0}
!182 = !{!"_ZTSN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !180, i64 0, !12, i64 16, !7, i64 24}
!183 = !{!184}
!184 = distinct !{!184, !185, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!185 = distinct !{!185, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!186 = !{!187}
!187 = distinct !{!187, !188, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZL8run_loopRNS1_5queueERNS1_6bufferIfLi1ENS2_17aligned_allocatorIfEEvEESA_7VariantENKUlRNS1_7handlerEE_clESD_EUlNS1_2idILi1EEEE_NS1_4itemILi1ELb1EEELi1EEEJRSH_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!188 = distinct !{!188, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZL8run_loopRNS1_5queueERNS1_6bufferIfLi1ENS2_17aligned_allocatorIfEEvEESA_7VariantENKUlRNS1_7handlerEE_clESD_EUlNS1_2idILi1EEEE_NS1_4itemILi1ELb1EEELi1EEEJRSH_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!189 = !{!190, !12, i64 0}
!190 = !{!"_ZTSNSt12_Vector_baseIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_Vector_impl_dataE", !12, i64 0, !12, i64 8, !12, i64 16}
!191 = !{!190, !12, i64 16}
!192 = !{!193}
!193 = distinct !{!193, !194, !"_ZN4sycl3_V16detail21createSyclObjFromImplINS0_13kernel_bundleILNS0_12bundle_stateE0EEEEET_NSt20add_rvalue_referenceIDtsrS6_4implEE4typeE: argument 0"}
!194 = distinct !{!194, !"_ZN4sycl3_V16detail21createSyclObjFromImplINS0_13kernel_bundleILNS0_12bundle_stateE0EEEEET_NSt20add_rvalue_referenceIDtsrS6_4implEE4typeE"}
!195 = !{!196, !12, i64 0}
!196 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail18kernel_bundle_implELN9__gnu_cxx12_Lock_policyE2EE", !12, i64 0, !25, i64 8}
!197 = !{!198}
!198 = distinct !{!198, !199, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!199 = distinct !{!199, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!200 = !{!201}
!201 = distinct !{!201, !202, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZL8run_loopRNS1_5queueERNS1_6bufferIfLi1ENS2_17aligned_allocatorIfEEvEESA_7VariantENKUlRNS1_7handlerEE_clESD_EUlNS1_2idILi1EEENS1_14kernel_handlerEE_NS1_4itemILi1ELb1EEELi1EEEJRSI_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!202 = distinct !{!202, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZL8run_loopRNS1_5queueERNS1_6bufferIfLi1ENS2_17aligned_allocatorIfEEvEESA_7VariantENKUlRNS1_7handlerEE_clESD_EUlNS1_2idILi1EEENS1_14kernel_handlerEE_NS1_4itemILi1ELb1EEELi1EEEJRSI_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!203 = !{!204}
!204 = distinct !{!204, !205, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!205 = distinct !{!205, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!206 = !{!207}
!207 = distinct !{!207, !208, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZL8run_loopRNS1_5queueERNS1_6bufferIfLi1ENS2_17aligned_allocatorIfEEvEESA_7VariantENKUlRNS1_7handlerEE_clESD_EUlNS1_2idILi1EEEE0_NS1_4itemILi1ELb1EEELi1EEEJRSH_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!208 = distinct !{!208, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZL8run_loopRNS1_5queueERNS1_6bufferIfLi1ENS2_17aligned_allocatorIfEEvEESA_7VariantENKUlRNS1_7handlerEE_clESD_EUlNS1_2idILi1EEEE0_NS1_4itemILi1ELb1EEELi1EEEJRSH_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!209 = !{!210}
!210 = distinct !{!210, !211, !"_ZN4sycl3_V16detail19getKernelParamDescsI11LoopLiteralEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv: argument 0"}
!211 = distinct !{!211, !"_ZN4sycl3_V16detail19getKernelParamDescsI11LoopLiteralEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv"}
!212 = !{!190, !12, i64 8}
!213 = !{!214}
!214 = distinct !{!214, !215, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!215 = distinct !{!215, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!216 = !{!217}
!217 = distinct !{!217, !218, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!218 = distinct !{!218, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!219 = !{!220, !12, i64 0}
!220 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseELN9__gnu_cxx12_Lock_policyE2EE", !12, i64 0, !25, i64 8}
!221 = distinct !{!221, !14}
!222 = !{!179, !12, i64 16}
!223 = !{!224}
!224 = distinct !{!224, !225, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!225 = distinct !{!225, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!226 = !{!227}
!227 = distinct !{!227, !228, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!228 = distinct !{!228, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!229 = !{!182, !12, i64 16}
!230 = !{i64 0, i64 4, !231, i64 4, i64 4, !15, i64 8, i64 4, !15}
!231 = !{!232, !232, i64 0}
!232 = !{!"_ZTSN4sycl3_V16detail19kernel_param_kind_tE", !7, i64 0}
!233 = distinct !{!233, !14}
!234 = distinct !{!234, !235}
!235 = !{!"llvm.loop.unroll.disable"}
!236 = distinct !{!236, !14, !237, !238}
!237 = !{!"llvm.loop.isvectorized", i32 1}
!238 = !{!"llvm.loop.unroll.runtime.disable"}
!239 = distinct !{!239, !14, !238, !237}
!240 = !{!47, !12, i64 8}
!241 = distinct !{!241, !14, !237, !238}
!242 = distinct !{!242, !14, !238, !237}
!243 = distinct !{!243, !14, !237, !238}
!244 = distinct !{!244, !14, !238, !237}
!245 = distinct !{!245, !14, !237, !238}
!246 = distinct !{!246, !14, !238, !237}
!247 = !{!248, !12, i64 0}
!248 = !{!"_ZTSZ4mainEUlRN4sycl3_V17handlerEE_", !12, i64 0, !12, i64 8, !12, i64 16, !12, i64 24}
!249 = !{!248, !12, i64 8}
!250 = !{!251}
!251 = distinct !{!251, !252, !"_ZN4sycl3_V16detail21createSyclObjFromImplINS0_13kernel_bundleILNS0_12bundle_stateE0EEEEET_NSt20add_rvalue_referenceIDtsrS6_4implEE4typeE: argument 0"}
!252 = distinct !{!252, !"_ZN4sycl3_V16detail21createSyclObjFromImplINS0_13kernel_bundleILNS0_12bundle_stateE0EEEEET_NSt20add_rvalue_referenceIDtsrS6_4implEE4typeE"}
!253 = !{!248, !12, i64 16}
!254 = !{!255}
!255 = distinct !{!255, !256, !"_ZN4sycl3_V16detail21createSyclObjFromImplINS0_13kernel_bundleILNS0_12bundle_stateE0EEEEET_NSt20add_rvalue_referenceIDtsrS6_4implEE4typeE: argument 0"}
!256 = distinct !{!256, !"_ZN4sycl3_V16detail21createSyclObjFromImplINS0_13kernel_bundleILNS0_12bundle_stateE0EEEEET_NSt20add_rvalue_referenceIDtsrS6_4implEE4typeE"}
!257 = !{!258}
!258 = distinct !{!258, !259, !"_ZN4sycl3_V16detail21createSyclObjFromImplINS0_13kernel_bundleILNS0_12bundle_stateE0EEEEET_NSt20add_rvalue_referenceIDtsrS6_4implEE4typeE: argument 0"}
!259 = distinct !{!259, !"_ZN4sycl3_V16detail21createSyclObjFromImplINS0_13kernel_bundleILNS0_12bundle_stateE0EEEEET_NSt20add_rvalue_referenceIDtsrS6_4implEE4typeE"}
!260 = !{!261, !261, i64 0}
!261 = !{!"short", !7, i64 0}
!262 = !{!263}
!263 = distinct !{!263, !264, !"_ZN4sycl3_V16detail21createSyclObjFromImplINS0_13kernel_bundleILNS0_12bundle_stateE0EEEEET_NSt20add_rvalue_referenceIDtsrS6_4implEE4typeE: argument 0"}
!264 = distinct !{!264, !"_ZN4sycl3_V16detail21createSyclObjFromImplINS0_13kernel_bundleILNS0_12bundle_stateE0EEEEET_NSt20add_rvalue_referenceIDtsrS6_4implEE4typeE"}
!265 = !{!248, !12, i64 24}
!266 = !{!267}
!267 = distinct !{!267, !268, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!268 = distinct !{!268, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!269 = !{!270}
!270 = distinct !{!270, !271, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS1_7handlerEE_clES5_EUlNS1_2idILi1EEENS1_14kernel_handlerEE_NS1_4itemILi1ELb1EEELi1EEEJRSA_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!271 = distinct !{!271, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS1_7handlerEE_clES5_EUlNS1_2idILi1EEENS1_14kernel_handlerEE_NS1_4itemILi1ELb1EEELi1EEEJRSA_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!272 = !{!273}
!273 = distinct !{!273, !274, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!274 = distinct !{!274, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!275 = !{!276}
!276 = distinct !{!276, !277, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!277 = distinct !{!277, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!278 = !{!279, !12, i64 16}
!279 = !{!"_ZTSN4sycl3_V18accessorIlLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !180, i64 0, !12, i64 16, !7, i64 24}
!280 = !{!281, !12, i64 0}
!281 = !{!"_ZTSZ4mainEUlRN4sycl3_V17handlerEE0_", !12, i64 0, !12, i64 8, !12, i64 16, !12, i64 24}
!282 = !{!281, !12, i64 8}
!283 = !{!284}
!284 = distinct !{!284, !285, !"_ZN4sycl3_V16detail21createSyclObjFromImplINS0_13kernel_bundleILNS0_12bundle_stateE0EEEEET_NSt20add_rvalue_referenceIDtsrS6_4implEE4typeE: argument 0"}
!285 = distinct !{!285, !"_ZN4sycl3_V16detail21createSyclObjFromImplINS0_13kernel_bundleILNS0_12bundle_stateE0EEEEET_NSt20add_rvalue_referenceIDtsrS6_4implEE4typeE"}
!286 = !{!287}
!287 = distinct !{!287, !288, !"_ZN4sycl3_V16detail21createSyclObjFromImplINS0_13kernel_bundleILNS0_12bundle_stateE0EEEEET_NSt20add_rvalue_referenceIDtsrS6_4implEE4typeE: argument 0"}
!288 = distinct !{!288, !"_ZN4sycl3_V16detail21createSyclObjFromImplINS0_13kernel_bundleILNS0_12bundle_stateE0EEEEET_NSt20add_rvalue_referenceIDtsrS6_4implEE4typeE"}
!289 = !{!281, !12, i64 16}
!290 = !{!281, !12, i64 24}
!291 = !{!292}
!292 = distinct !{!292, !293, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!293 = distinct !{!293, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!294 = !{!295}
!295 = distinct !{!295, !296, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!296 = distinct !{!296, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!297 = !{!298}
!298 = distinct !{!298, !299, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS1_7handlerEE0_clES5_EUlNS1_7nd_itemILi1EEENS1_14kernel_handlerEE_S8_Li1EEEJRSA_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!299 = distinct !{!299, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS1_7handlerEE0_clES5_EUlNS1_7nd_itemILi1EEENS1_14kernel_handlerEE_S8_Li1EEEJRSA_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!300 = !{!301, !12, i64 0}
!301 = !{!"_ZTSZ4mainEUlRN4sycl3_V17handlerEE1_", !12, i64 0, !12, i64 8, !12, i64 16}
!302 = !{!301, !12, i64 8}
!303 = !{!304}
!304 = distinct !{!304, !305, !"_ZN4sycl3_V16detail21createSyclObjFromImplINS0_13kernel_bundleILNS0_12bundle_stateE0EEEEET_NSt20add_rvalue_referenceIDtsrS6_4implEE4typeE: argument 0"}
!305 = distinct !{!305, !"_ZN4sycl3_V16detail21createSyclObjFromImplINS0_13kernel_bundleILNS0_12bundle_stateE0EEEEET_NSt20add_rvalue_referenceIDtsrS6_4implEE4typeE"}
!306 = !{!301, !12, i64 16}
!307 = !{!308}
!308 = distinct !{!308, !309, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!309 = distinct !{!309, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!310 = !{!311}
!311 = distinct !{!311, !312, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS1_7handlerEE1_clES5_EUlNS1_2idILi1EEENS1_14kernel_handlerEE_NS1_4itemILi1ELb1EEELi1EEEJRSA_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!312 = distinct !{!312, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS1_7handlerEE1_clES5_EUlNS1_2idILi1EEENS1_14kernel_handlerEE_NS1_4itemILi1ELb1EEELi1EEEJRSA_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!313 = !{!314}
!314 = distinct !{!314, !315, !"_ZN4sycl3_V16detail19getKernelParamDescsI8ModeStepEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv: argument 0"}
!315 = distinct !{!315, !"_ZN4sycl3_V16detail19getKernelParamDescsI8ModeStepEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv"}
!316 = !{!317}
!317 = distinct !{!317, !318, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!318 = distinct !{!318, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!319 = !{!320}
!320 = distinct !{!320, !321, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!321 = distinct !{!321, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!322 = !{!323, !12, i64 16}
!323 = !{!"_ZTSN4sycl3_V18accessorIiLi1ELNS0_6access4modeE1026ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !180, i64 0, !12, i64 16, !7, i64 24}
