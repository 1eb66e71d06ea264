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
%"class.sycl::_V1::detail::tls_code_loc_t" = type { i8 }
%"class.sycl::_V1::detail::SubmissionInfo" = type { %"class.std::shared_ptr.59" }
%"class.std::shared_ptr.59" = type { %"class.std::__shared_ptr.60" }
%"class.std::__shared_ptr.60" = type { ptr, %"class.std::__shared_count" }
%class.anon.99 = type { %"class.sycl::_V1::accessor.95", float, %"class.sycl::_V1::accessor", %"class.sycl::_V1::accessor" }
%"class.sycl::_V1::accessor.95" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [8 x i8] }
%"class.sycl::_V1::detail::AccessorBaseHost" = type { %"class.std::shared_ptr.91" }
%"class.std::shared_ptr.91" = type { %"class.std::__shared_ptr.92" }
%"class.std::__shared_ptr.92" = type { ptr, %"class.std::__shared_count" }
%"class.sycl::_V1::accessor" = type { %"class.sycl::_V1::detail::AccessorBaseHost", ptr, [8 x i8] }
%"class.std::vector.112" = type { %"struct.std::_Vector_base.113" }
%"struct.std::_Vector_base.113" = type { %"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl" }
%"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl" = type { %"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl_data" }
%"struct.std::_Vector_base<sycl::_V1::detail::kernel_param_desc_t, std::allocator<sycl::_V1::detail::kernel_param_desc_t>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.sycl::_V1::range.101" = type { %"class.sycl::_V1::detail::array.100" }
%"class.sycl::_V1::detail::array.100" = type { [3 x i64] }
%"class.sycl::_V1::id" = type { %"class.sycl::_V1::detail::array.100" }
%"struct.sycl::_V1::detail::kernel_param_desc_t" = type { i32, i32, i32 }
%class.anon.126 = type { %"class.sycl::_V1::accessor.95", %"class.sycl::_V1::accessor", %"class.sycl::_V1::accessor" }
%class.anon.140 = type { i64, %"class.sycl::_V1::accessor", %"class.sycl::_V1::accessor.95", %"class.sycl::_V1::accessor" }
%class.anon.154 = type { %"class.sycl::_V1::accessor.95", %"class.sycl::_V1::accessor" }
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

$_ZN4sycl3_V15queue17submit_with_eventILb0ENS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET0_RKNS0_6detail19type_erased_cgfo_tyEPS1_RKNSD_13code_locationE = comdat any

$_ZN4sycl3_V16detail14SubmissionInfoD2Ev = comdat any

$_ZN4sycl3_V16detail16AccessorBaseHostD2Ev = comdat any

$_ZN4sycl3_V16detail16PropertyListBaseD2Ev = comdat any

$_ZN4sycl3_V16detail19getKernelParamDescsI4AxpyEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv = comdat any

$_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_ = comdat any

$_ZN4sycl3_V16detail19getKernelParamDescsI10ScaleOwnedEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv = comdat any

$_ZN4sycl3_V16detail19getKernelParamDescsI4TapsEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv = comdat any

$_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvE10get_accessILNS0_6access4modeE1024ELNS7_6targetE2014EEENS0_8accessorIfLi1EXT_EXT0_ELNS7_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEERNS0_7handlerENS2_13code_locationE = comdat any

$_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvE10get_accessILNS0_6access4modeE1025ELNS7_6targetE2014EEENS0_8accessorIfLi1EXT_EXT0_ELNS7_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEERNS0_7handlerENS2_13code_locationE = comdat any

$_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

$_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE = comdat any

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
@_ZTIN4sycl3_V19exceptionE = external constant ptr
@.str.9 = private unnamed_addr constant [21 x i8] c"exception in ~buffer\00", align 1
@.str.10 = private unnamed_addr constant [2 x i8] c" \00", align 1
@.str.11 = private unnamed_addr constant [6 x i8] c"false\00", align 1
@.str.12 = private unnamed_addr constant [85 x i8] c"root/intel-sycl-rt-2025.2.2/intel_sycl_rt-2025.2.2.data/data/include/sycl/buffer.hpp\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev = private unnamed_addr constant [127 x i8] c"sycl::buffer<float>::~buffer() [T = float, Dimensions = 1, AllocatorT = sycl::detail::aligned_allocator<float>, Enable = void]\00", align 1
@.str.14 = private unnamed_addr constant [61 x i8] c"SyclObject.impl && \22every constructor should create an impl\22\00", align 1
@.str.15 = private unnamed_addr constant [96 x i8] c"root/intel-sycl-rt-2025.2.2/intel_sycl_rt-2025.2.2.data/data/include/sycl/detail/impl_utils.hpp\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_5queueEEERKDtsrT_4implERKS4_ = private unnamed_addr constant [89 x i8] c"const decltype(Obj::impl) &sycl::detail::getSyclObjImpl(const Obj &) [Obj = sycl::queue]\00", align 1
@.str.16 = private unnamed_addr constant [11 x i8] c"operator()\00", align 1
@__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_ = private unnamed_addr constant [97 x i8] c"const decltype(Obj::impl) &sycl::detail::getSyclObjImpl(const Obj &) [Obj = sycl::buffer<float>]\00", align 1
@.str.17 = private unnamed_addr constant [46 x i8] c"accessor cannot be both read_only and no_init\00", align 1
@.str.19 = private unnamed_addr constant [131 x i8] c"Attempt to set multiple actions for the command group. Command group must consist of a single kernel or explicit memory operation.\00", align 1
@.str.22 = private unnamed_addr constant [10 x i8] c"_ZTS4Axpy\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal constant [110 x i8] c"N4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE\00", align 1
@_ZTSN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant [35 x i8] c"N4sycl3_V16detail14HostKernelBaseE\00", comdat, align 1
@_ZTIN4sycl3_V16detail14HostKernelBaseE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail14HostKernelBaseE }, comdat, align 8
@_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@.str.24 = private unnamed_addr constant [26 x i8] c"vector::_M_realloc_insert\00", align 1
@.str.27 = private unnamed_addr constant [17 x i8] c"_ZTS10ScaleOwned\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal constant [111 x i8] c"N4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@.str.28 = private unnamed_addr constant [10 x i8] c"_ZTS4Taps\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal constant [111 x i8] c"N4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@.str.29 = private unnamed_addr constant [13 x i8] c"_ZTS7InPlace\00", align 1
@_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE2_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE2_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE2_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE6getPtrEv, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE2_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE2_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev, ptr @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE2_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv] }, align 8
@_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE2_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal constant [111 x i8] c"N4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE2_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE\00", align 1
@_ZTIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE2_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE2_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, ptr @_ZTIN4sycl3_V16detail14HostKernelBaseE }, align 8
@str = private unnamed_addr constant [17 x i8] c"FAIL (no memory)\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef range(i32 0, 2) i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %3 = alloca %class.anon.17, align 8
  %4 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %5 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %6 = alloca %class.anon.16, align 8
  %7 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %8 = alloca %class.anon.15, align 8
  %9 = alloca %"class.sycl::_V1::detail::type_erased_cgfo_ty", align 8
  %10 = alloca %class.anon, align 8
  %11 = alloca %"class.std::function", align 8
  %12 = alloca i64, align 8
  %13 = alloca float, align 4
  %14 = alloca [64 x float], align 16
  %15 = alloca [64 x float], align 16
  %16 = alloca %"class.sycl::_V1::queue", align 8
  %17 = alloca %"class.sycl::_V1::property_list", align 8
  %18 = alloca %"class.sycl::_V1::buffer", align 8
  %19 = alloca %"class.sycl::_V1::range", align 8
  %20 = alloca %"class.sycl::_V1::property_list", align 8
  %21 = alloca %"struct.sycl::_V1::detail::code_location", align 8
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
  %46 = alloca %"class.sycl::_V1::event", align 8
  %47 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %48 = alloca %"class.sycl::_V1::event", align 8
  %49 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %50 = alloca %"class.sycl::_V1::event", align 8
  %51 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %52 = alloca %"class.sycl::_V1::event", align 8
  %53 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12) #27
  %54 = icmp sgt i32 %0, 1
  br i1 %54, label %56, label %55

55:                                               ; preds = %2
  store i64 1024, ptr %12, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %13) #27
  store float 2.500000e+00, ptr %13, align 4, !tbaa !9
  br label %64

56:                                               ; preds = %2
  %57 = getelementptr inbounds i8, ptr %1, i64 8
  %58 = load ptr, ptr %57, align 8, !tbaa !11
  %59 = tail call i64 @strtoul(ptr nocapture noundef %58, ptr noundef null, i32 noundef 10) #27
  store i64 %59, ptr %12, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %13) #27
  store float 2.500000e+00, ptr %13, align 4, !tbaa !9
  %60 = icmp ugt i64 %59, 2305843009213693951
  br i1 %60, label %61, label %62

61:                                               ; preds = %56
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.7) #28
  unreachable

62:                                               ; preds = %56
  %63 = icmp eq i64 %59, 0
  br i1 %63, label %87, label %64

64:                                               ; preds = %55, %62
  %65 = phi i64 [ 1024, %55 ], [ %59, %62 ]
  %66 = shl nuw nsw i64 %65, 2
  %67 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %66) #29
  %68 = getelementptr float, ptr %67, i64 %65
  store float 0.000000e+00, ptr %67, align 4, !tbaa !9
  %69 = icmp eq i64 %65, 1
  br i1 %69, label %73, label %70

70:                                               ; preds = %64
  %71 = getelementptr i8, ptr %67, i64 4
  %72 = add nsw i64 %66, -4
  tail call void @llvm.memset.p0.i64(ptr align 4 %71, i8 0, i64 %72, i1 false), !tbaa !9
  br label %73

73:                                               ; preds = %64, %70
  %74 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %66) #29
          to label %75 unwind label %102

75:                                               ; preds = %73
  %76 = getelementptr float, ptr %74, i64 %65
  store float 0.000000e+00, ptr %74, align 4, !tbaa !9
  br i1 %69, label %80, label %77

77:                                               ; preds = %75
  %78 = getelementptr i8, ptr %74, i64 4
  %79 = add nsw i64 %66, -4
  tail call void @llvm.memset.p0.i64(ptr align 4 %78, i8 0, i64 %79, i1 false), !tbaa !9
  br label %80

80:                                               ; preds = %75, %77
  %81 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %66) #29
          to label %82 unwind label %104

82:                                               ; preds = %80
  %83 = getelementptr float, ptr %81, i64 %65
  store float 0.000000e+00, ptr %81, align 4, !tbaa !9
  br i1 %69, label %87, label %84

84:                                               ; preds = %82
  %85 = getelementptr i8, ptr %81, i64 4
  %86 = add nsw i64 %66, -4
  tail call void @llvm.memset.p0.i64(ptr align 4 %85, i8 0, i64 %86, i1 false), !tbaa !9
  br label %87

87:                                               ; preds = %84, %82, %62
  %88 = phi ptr [ %74, %82 ], [ %74, %84 ], [ null, %62 ]
  %89 = phi ptr [ %76, %82 ], [ %76, %84 ], [ null, %62 ]
  %90 = phi i64 [ 1, %82 ], [ %65, %84 ], [ 0, %62 ]
  %91 = phi ptr [ %68, %82 ], [ %68, %84 ], [ null, %62 ]
  %92 = phi ptr [ %67, %82 ], [ %67, %84 ], [ null, %62 ]
  %93 = phi ptr [ %83, %82 ], [ %83, %84 ], [ null, %62 ]
  %94 = phi ptr [ %81, %82 ], [ %81, %84 ], [ null, %62 ]
  %95 = shl nuw nsw i64 %90, 2
  %96 = invoke noalias noundef nonnull ptr @_Znam(i64 noundef %95) #29
          to label %97 unwind label %106

97:                                               ; preds = %87
  %98 = tail call noalias ptr @malloc(i64 noundef %95) #30
  %99 = icmp eq ptr %98, null
  br i1 %99, label %100, label %108

100:                                              ; preds = %97
  %101 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  br label %870

102:                                              ; preds = %73
  %103 = landingpad { ptr, i32 }
          cleanup
  br label %913

104:                                              ; preds = %80
  %105 = landingpad { ptr, i32 }
          cleanup
  br label %899

106:                                              ; preds = %87
  %107 = landingpad { ptr, i32 }
          cleanup
  br label %890

108:                                              ; preds = %97
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %14) #27
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %15) #27
  %109 = icmp eq i64 %90, 0
  br i1 %109, label %140, label %110

110:                                              ; preds = %108
  tail call void @llvm.memset.p0.i64(ptr nonnull align 4 %98, i8 0, i64 %95, i1 false), !tbaa !9
  br label %126

111:                                              ; preds = %111, %140
  %112 = phi i64 [ 0, %140 ], [ %123, %111 ]
  %113 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %140 ], [ %124, %111 ]
  %114 = and <4 x i64> %113, <i64 3, i64 3, i64 3, i64 3>
  %115 = uitofp nneg <4 x i64> %114 to <4 x float>
  %116 = fadd <4 x float> %115, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %117 = getelementptr inbounds [64 x float], ptr %15, i64 0, i64 %112
  store <4 x float> %116, ptr %117, align 16, !tbaa !9
  %118 = or disjoint i64 %112, 4
  %119 = and <4 x i64> %113, <i64 3, i64 3, i64 3, i64 3>
  %120 = uitofp nneg <4 x i64> %119 to <4 x float>
  %121 = fadd <4 x float> %120, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %122 = getelementptr inbounds [64 x float], ptr %15, i64 0, i64 %118
  store <4 x float> %121, ptr %122, align 16, !tbaa !9
  %123 = add nuw nsw i64 %112, 8
  %124 = add <4 x i64> %113, <i64 8, i64 8, i64 8, i64 8>
  %125 = icmp eq i64 %123, 64
  br i1 %125, label %141, label %111, !llvm.loop !13

126:                                              ; preds = %110, %126
  %127 = phi i64 [ %138, %126 ], [ 0, %110 ]
  %128 = urem i64 %127, 17
  %129 = uitofp nneg i64 %128 to float
  %130 = getelementptr inbounds float, ptr %92, i64 %127
  store float %129, ptr %130, align 4, !tbaa !9
  %131 = urem i64 %127, 5
  %132 = uitofp nneg i64 %131 to float
  %133 = getelementptr inbounds float, ptr %88, i64 %127
  store float %132, ptr %133, align 4, !tbaa !9
  %134 = urem i64 %127, 3
  %135 = add nuw nsw i64 %134, 1
  %136 = uitofp nneg i64 %135 to float
  %137 = getelementptr inbounds float, ptr %96, i64 %127
  store float %136, ptr %137, align 4, !tbaa !9
  %138 = add nuw i64 %127, 1
  %139 = icmp eq i64 %138, %90
  br i1 %139, label %140, label %126, !llvm.loop !17

140:                                              ; preds = %126, %108
  br label %111

141:                                              ; preds = %111
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %16) #27
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %17) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %17, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #27
  %142 = getelementptr inbounds i8, ptr %11, i64 16
  %143 = getelementptr inbounds i8, ptr %11, i64 24
  %144 = getelementptr inbounds i8, ptr %11, i64 8
  store i64 0, ptr %144, align 8
  store ptr @_ZN4sycl3_V16detail19defaultAsyncHandlerENS0_14exception_listE, ptr %11, align 8, !tbaa !11
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E9_M_invokeERKSt9_Any_dataOS2_, ptr %143, align 8, !tbaa !18
  store ptr @_ZNSt17_Function_handlerIFvN4sycl3_V114exception_listEEPS3_E10_M_managerERSt9_Any_dataRKS6_St18_Manager_operation, ptr %142, align 8, !tbaa !21
  invoke void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %16, ptr noundef nonnull @_ZN4sycl3_V118default_selector_vERKNS0_6deviceE, ptr noundef nonnull align 8 dereferenceable(32) %11, ptr noundef nonnull align 8 dereferenceable(32) %17)
          to label %145 unwind label %153

145:                                              ; preds = %141
  %146 = load ptr, ptr %142, align 8, !tbaa !21
  %147 = icmp eq ptr %146, null
  br i1 %147, label %163, label %148

148:                                              ; preds = %145
  %149 = invoke noundef zeroext i1 %146(ptr noundef nonnull align 8 dereferenceable(16) %11, ptr noundef nonnull align 8 dereferenceable(16) %11, i32 noundef 3)
          to label %163 unwind label %150

150:                                              ; preds = %148
  %151 = landingpad { ptr, i32 }
          catch ptr null
  %152 = extractvalue { ptr, i32 } %151, 0
  call void @__clang_call_terminate(ptr %152) #31
  unreachable

153:                                              ; preds = %141
  %154 = landingpad { ptr, i32 }
          cleanup
  %155 = load ptr, ptr %142, align 8, !tbaa !21
  %156 = icmp eq ptr %155, null
  br i1 %156, label %162, label %157

157:                                              ; preds = %153
  %158 = invoke noundef zeroext i1 %155(ptr noundef nonnull align 8 dereferenceable(16) %11, ptr noundef nonnull align 8 dereferenceable(16) %11, i32 noundef 3)
          to label %162 unwind label %159

159:                                              ; preds = %157
  %160 = landingpad { ptr, i32 }
          catch ptr null
  %161 = extractvalue { ptr, i32 } %160, 0
  call void @__clang_call_terminate(ptr %161) #31
  unreachable

162:                                              ; preds = %157, %153
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #27
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %17) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %17) #27
  br label %868

163:                                              ; preds = %148, %145
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #27
  %164 = getelementptr inbounds i8, ptr %17, i64 8
  %165 = load ptr, ptr %164, align 8, !tbaa !22
  %166 = getelementptr inbounds i8, ptr %17, i64 16
  %167 = load ptr, ptr %166, align 8, !tbaa !24
  %168 = icmp eq ptr %165, %167
  br i1 %168, label %203, label %169

169:                                              ; preds = %163, %198
  %170 = phi ptr [ %199, %198 ], [ %165, %163 ]
  %171 = getelementptr inbounds i8, ptr %170, i64 8
  %172 = load ptr, ptr %171, align 8, !tbaa !25
  %173 = icmp eq ptr %172, null
  br i1 %173, label %198, label %174

174:                                              ; preds = %169
  %175 = getelementptr inbounds i8, ptr %172, i64 8
  %176 = load atomic i64, ptr %175 acquire, align 8
  %177 = icmp eq i64 %176, 4294967297
  %178 = trunc i64 %176 to i32
  br i1 %177, label %179, label %187

179:                                              ; preds = %174
  store i32 0, ptr %175, align 8, !tbaa !27
  %180 = getelementptr inbounds i8, ptr %172, i64 12
  store i32 0, ptr %180, align 4, !tbaa !30
  %181 = load ptr, ptr %172, align 8, !tbaa !31
  %182 = getelementptr inbounds i8, ptr %181, i64 16
  %183 = load ptr, ptr %182, align 8
  call void %183(ptr noundef nonnull align 8 dereferenceable(16) %172) #27
  %184 = load ptr, ptr %172, align 8, !tbaa !31
  %185 = getelementptr inbounds i8, ptr %184, i64 24
  %186 = load ptr, ptr %185, align 8
  call void %186(ptr noundef nonnull align 8 dereferenceable(16) %172) #27
  br label %198

187:                                              ; preds = %174
  %188 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %189 = icmp eq i8 %188, 0
  br i1 %189, label %192, label %190

190:                                              ; preds = %187
  %191 = add nsw i32 %178, -1
  store i32 %191, ptr %175, align 4, !tbaa !34
  br label %194

192:                                              ; preds = %187
  %193 = atomicrmw volatile add ptr %175, i32 -1 acq_rel, align 4
  br label %194

194:                                              ; preds = %192, %190
  %195 = phi i32 [ %178, %190 ], [ %193, %192 ]
  %196 = icmp eq i32 %195, 1
  br i1 %196, label %197, label %198, !prof !35

197:                                              ; preds = %194
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %172) #27
  br label %198

198:                                              ; preds = %197, %194, %179, %169
  %199 = getelementptr inbounds i8, ptr %170, i64 16
  %200 = icmp eq ptr %199, %167
  br i1 %200, label %201, label %169, !llvm.loop !36

201:                                              ; preds = %198
  %202 = load ptr, ptr %164, align 8, !tbaa !22
  br label %203

203:                                              ; preds = %201, %163
  %204 = phi ptr [ %202, %201 ], [ %165, %163 ]
  %205 = icmp eq ptr %204, null
  br i1 %205, label %212, label %206

206:                                              ; preds = %203
  %207 = getelementptr inbounds i8, ptr %17, i64 24
  %208 = load ptr, ptr %207, align 8, !tbaa !37
  %209 = ptrtoint ptr %208 to i64
  %210 = ptrtoint ptr %204 to i64
  %211 = sub i64 %209, %210
  call void @_ZdlPvm(ptr noundef nonnull %204, i64 noundef %211) #32
  br label %212

212:                                              ; preds = %203, %206
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %17) #27
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %18) #27
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19) #27
  %213 = load i64, ptr %12, align 8, !tbaa !5
  store i64 %213, ptr %19, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %20) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %20, i8 0, i64 32, i1 false)
  store ptr @.str.1, ptr %21, align 8, !tbaa !38, !alias.scope !40
  %214 = getelementptr inbounds i8, ptr %21, i64 8
  store ptr @.str.2, ptr %214, align 8, !tbaa !43, !alias.scope !40
  %215 = getelementptr inbounds i8, ptr %21, i64 16
  store i64 45, ptr %215, align 8, !tbaa !44, !alias.scope !40
  %216 = getelementptr inbounds i8, ptr %21, i64 24
  store i64 28, ptr %216, align 8, !tbaa !45, !alias.scope !40
  invoke void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %18, ptr noundef %92, ptr noundef nonnull align 8 dereferenceable(8) %19, ptr noundef nonnull align 8 dereferenceable(32) %20, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %21)
          to label %217 unwind label %734

217:                                              ; preds = %212
  %218 = getelementptr inbounds i8, ptr %20, i64 8
  %219 = load ptr, ptr %218, align 8, !tbaa !22
  %220 = getelementptr inbounds i8, ptr %20, i64 16
  %221 = load ptr, ptr %220, align 8, !tbaa !24
  %222 = icmp eq ptr %219, %221
  br i1 %222, label %257, label %223

223:                                              ; preds = %217, %252
  %224 = phi ptr [ %253, %252 ], [ %219, %217 ]
  %225 = getelementptr inbounds i8, ptr %224, i64 8
  %226 = load ptr, ptr %225, align 8, !tbaa !25
  %227 = icmp eq ptr %226, null
  br i1 %227, label %252, label %228

228:                                              ; preds = %223
  %229 = getelementptr inbounds i8, ptr %226, i64 8
  %230 = load atomic i64, ptr %229 acquire, align 8
  %231 = icmp eq i64 %230, 4294967297
  %232 = trunc i64 %230 to i32
  br i1 %231, label %233, label %241

233:                                              ; preds = %228
  store i32 0, ptr %229, align 8, !tbaa !27
  %234 = getelementptr inbounds i8, ptr %226, i64 12
  store i32 0, ptr %234, align 4, !tbaa !30
  %235 = load ptr, ptr %226, align 8, !tbaa !31
  %236 = getelementptr inbounds i8, ptr %235, i64 16
  %237 = load ptr, ptr %236, align 8
  call void %237(ptr noundef nonnull align 8 dereferenceable(16) %226) #27
  %238 = load ptr, ptr %226, align 8, !tbaa !31
  %239 = getelementptr inbounds i8, ptr %238, i64 24
  %240 = load ptr, ptr %239, align 8
  call void %240(ptr noundef nonnull align 8 dereferenceable(16) %226) #27
  br label %252

241:                                              ; preds = %228
  %242 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %243 = icmp eq i8 %242, 0
  br i1 %243, label %246, label %244

244:                                              ; preds = %241
  %245 = add nsw i32 %232, -1
  store i32 %245, ptr %229, align 4, !tbaa !34
  br label %248

246:                                              ; preds = %241
  %247 = atomicrmw volatile add ptr %229, i32 -1 acq_rel, align 4
  br label %248

248:                                              ; preds = %246, %244
  %249 = phi i32 [ %232, %244 ], [ %247, %246 ]
  %250 = icmp eq i32 %249, 1
  br i1 %250, label %251, label %252, !prof !35

251:                                              ; preds = %248
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %226) #27
  br label %252

252:                                              ; preds = %251, %248, %233, %223
  %253 = getelementptr inbounds i8, ptr %224, i64 16
  %254 = icmp eq ptr %253, %221
  br i1 %254, label %255, label %223, !llvm.loop !36

255:                                              ; preds = %252
  %256 = load ptr, ptr %218, align 8, !tbaa !22
  br label %257

257:                                              ; preds = %255, %217
  %258 = phi ptr [ %256, %255 ], [ %219, %217 ]
  %259 = icmp eq ptr %258, null
  br i1 %259, label %266, label %260

260:                                              ; preds = %257
  %261 = getelementptr inbounds i8, ptr %20, i64 24
  %262 = load ptr, ptr %261, align 8, !tbaa !37
  %263 = ptrtoint ptr %262 to i64
  %264 = ptrtoint ptr %258 to i64
  %265 = sub i64 %263, %264
  call void @_ZdlPvm(ptr noundef nonnull %258, i64 noundef %265) #32
  br label %266

266:                                              ; preds = %257, %260
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #27
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19) #27
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %22) #27
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23) #27
  %267 = load i64, ptr %12, align 8, !tbaa !5
  store i64 %267, ptr %23, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %24) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %24, i8 0, i64 32, i1 false)
  store ptr @.str.1, ptr %25, align 8, !tbaa !38, !alias.scope !46
  %268 = getelementptr inbounds i8, ptr %25, i64 8
  store ptr @.str.2, ptr %268, align 8, !tbaa !43, !alias.scope !46
  %269 = getelementptr inbounds i8, ptr %25, i64 16
  store i64 46, ptr %269, align 8, !tbaa !44, !alias.scope !46
  %270 = getelementptr inbounds i8, ptr %25, i64 24
  store i64 28, ptr %270, align 8, !tbaa !45, !alias.scope !46
  invoke void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %22, ptr noundef %88, ptr noundef nonnull align 8 dereferenceable(8) %23, ptr noundef nonnull align 8 dereferenceable(32) %24, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %25)
          to label %271 unwind label %736

271:                                              ; preds = %266
  %272 = getelementptr inbounds i8, ptr %24, i64 8
  %273 = load ptr, ptr %272, align 8, !tbaa !22
  %274 = getelementptr inbounds i8, ptr %24, i64 16
  %275 = load ptr, ptr %274, align 8, !tbaa !24
  %276 = icmp eq ptr %273, %275
  br i1 %276, label %311, label %277

277:                                              ; preds = %271, %306
  %278 = phi ptr [ %307, %306 ], [ %273, %271 ]
  %279 = getelementptr inbounds i8, ptr %278, i64 8
  %280 = load ptr, ptr %279, align 8, !tbaa !25
  %281 = icmp eq ptr %280, null
  br i1 %281, label %306, label %282

282:                                              ; preds = %277
  %283 = getelementptr inbounds i8, ptr %280, i64 8
  %284 = load atomic i64, ptr %283 acquire, align 8
  %285 = icmp eq i64 %284, 4294967297
  %286 = trunc i64 %284 to i32
  br i1 %285, label %287, label %295

287:                                              ; preds = %282
  store i32 0, ptr %283, align 8, !tbaa !27
  %288 = getelementptr inbounds i8, ptr %280, i64 12
  store i32 0, ptr %288, align 4, !tbaa !30
  %289 = load ptr, ptr %280, align 8, !tbaa !31
  %290 = getelementptr inbounds i8, ptr %289, i64 16
  %291 = load ptr, ptr %290, align 8
  call void %291(ptr noundef nonnull align 8 dereferenceable(16) %280) #27
  %292 = load ptr, ptr %280, align 8, !tbaa !31
  %293 = getelementptr inbounds i8, ptr %292, i64 24
  %294 = load ptr, ptr %293, align 8
  call void %294(ptr noundef nonnull align 8 dereferenceable(16) %280) #27
  br label %306

295:                                              ; preds = %282
  %296 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %297 = icmp eq i8 %296, 0
  br i1 %297, label %300, label %298

298:                                              ; preds = %295
  %299 = add nsw i32 %286, -1
  store i32 %299, ptr %283, align 4, !tbaa !34
  br label %302

300:                                              ; preds = %295
  %301 = atomicrmw volatile add ptr %283, i32 -1 acq_rel, align 4
  br label %302

302:                                              ; preds = %300, %298
  %303 = phi i32 [ %286, %298 ], [ %301, %300 ]
  %304 = icmp eq i32 %303, 1
  br i1 %304, label %305, label %306, !prof !35

305:                                              ; preds = %302
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %280) #27
  br label %306

306:                                              ; preds = %305, %302, %287, %277
  %307 = getelementptr inbounds i8, ptr %278, i64 16
  %308 = icmp eq ptr %307, %275
  br i1 %308, label %309, label %277, !llvm.loop !36

309:                                              ; preds = %306
  %310 = load ptr, ptr %272, align 8, !tbaa !22
  br label %311

311:                                              ; preds = %309, %271
  %312 = phi ptr [ %310, %309 ], [ %273, %271 ]
  %313 = icmp eq ptr %312, null
  br i1 %313, label %320, label %314

314:                                              ; preds = %311
  %315 = getelementptr inbounds i8, ptr %24, i64 24
  %316 = load ptr, ptr %315, align 8, !tbaa !37
  %317 = ptrtoint ptr %316 to i64
  %318 = ptrtoint ptr %312 to i64
  %319 = sub i64 %317, %318
  call void @_ZdlPvm(ptr noundef nonnull %312, i64 noundef %319) #32
  br label %320

320:                                              ; preds = %311, %314
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24) #27
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23) #27
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %26) #27
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27) #27
  %321 = load i64, ptr %12, align 8, !tbaa !5
  store i64 %321, ptr %27, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %28) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %28, i8 0, i64 32, i1 false)
  store ptr @.str.1, ptr %29, align 8, !tbaa !38, !alias.scope !49
  %322 = getelementptr inbounds i8, ptr %29, i64 8
  store ptr @.str.2, ptr %322, align 8, !tbaa !43, !alias.scope !49
  %323 = getelementptr inbounds i8, ptr %29, i64 16
  store i64 47, ptr %323, align 8, !tbaa !44, !alias.scope !49
  %324 = getelementptr inbounds i8, ptr %29, i64 24
  store i64 28, ptr %324, align 8, !tbaa !45, !alias.scope !49
  invoke void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %26, ptr noundef %94, ptr noundef nonnull align 8 dereferenceable(8) %27, ptr noundef nonnull align 8 dereferenceable(32) %28, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %29)
          to label %325 unwind label %738

325:                                              ; preds = %320
  %326 = getelementptr inbounds i8, ptr %28, i64 8
  %327 = load ptr, ptr %326, align 8, !tbaa !22
  %328 = getelementptr inbounds i8, ptr %28, i64 16
  %329 = load ptr, ptr %328, align 8, !tbaa !24
  %330 = icmp eq ptr %327, %329
  br i1 %330, label %365, label %331

331:                                              ; preds = %325, %360
  %332 = phi ptr [ %361, %360 ], [ %327, %325 ]
  %333 = getelementptr inbounds i8, ptr %332, i64 8
  %334 = load ptr, ptr %333, align 8, !tbaa !25
  %335 = icmp eq ptr %334, null
  br i1 %335, label %360, label %336

336:                                              ; preds = %331
  %337 = getelementptr inbounds i8, ptr %334, i64 8
  %338 = load atomic i64, ptr %337 acquire, align 8
  %339 = icmp eq i64 %338, 4294967297
  %340 = trunc i64 %338 to i32
  br i1 %339, label %341, label %349

341:                                              ; preds = %336
  store i32 0, ptr %337, align 8, !tbaa !27
  %342 = getelementptr inbounds i8, ptr %334, i64 12
  store i32 0, ptr %342, align 4, !tbaa !30
  %343 = load ptr, ptr %334, align 8, !tbaa !31
  %344 = getelementptr inbounds i8, ptr %343, i64 16
  %345 = load ptr, ptr %344, align 8
  call void %345(ptr noundef nonnull align 8 dereferenceable(16) %334) #27
  %346 = load ptr, ptr %334, align 8, !tbaa !31
  %347 = getelementptr inbounds i8, ptr %346, i64 24
  %348 = load ptr, ptr %347, align 8
  call void %348(ptr noundef nonnull align 8 dereferenceable(16) %334) #27
  br label %360

349:                                              ; preds = %336
  %350 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %351 = icmp eq i8 %350, 0
  br i1 %351, label %354, label %352

352:                                              ; preds = %349
  %353 = add nsw i32 %340, -1
  store i32 %353, ptr %337, align 4, !tbaa !34
  br label %356

354:                                              ; preds = %349
  %355 = atomicrmw volatile add ptr %337, i32 -1 acq_rel, align 4
  br label %356

356:                                              ; preds = %354, %352
  %357 = phi i32 [ %340, %352 ], [ %355, %354 ]
  %358 = icmp eq i32 %357, 1
  br i1 %358, label %359, label %360, !prof !35

359:                                              ; preds = %356
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %334) #27
  br label %360

360:                                              ; preds = %359, %356, %341, %331
  %361 = getelementptr inbounds i8, ptr %332, i64 16
  %362 = icmp eq ptr %361, %329
  br i1 %362, label %363, label %331, !llvm.loop !36

363:                                              ; preds = %360
  %364 = load ptr, ptr %326, align 8, !tbaa !22
  br label %365

365:                                              ; preds = %363, %325
  %366 = phi ptr [ %364, %363 ], [ %327, %325 ]
  %367 = icmp eq ptr %366, null
  br i1 %367, label %374, label %368

368:                                              ; preds = %365
  %369 = getelementptr inbounds i8, ptr %28, i64 24
  %370 = load ptr, ptr %369, align 8, !tbaa !37
  %371 = ptrtoint ptr %370 to i64
  %372 = ptrtoint ptr %366 to i64
  %373 = sub i64 %371, %372
  call void @_ZdlPvm(ptr noundef nonnull %366, i64 noundef %373) #32
  br label %374

374:                                              ; preds = %365, %368
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %28) #27
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27) #27
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %30) #27
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %31) #27
  %375 = load i64, ptr %12, align 8, !tbaa !5
  store i64 %375, ptr %31, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %32) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %32, i8 0, i64 32, i1 false)
  store ptr @.str.1, ptr %33, align 8, !tbaa !38, !alias.scope !52
  %376 = getelementptr inbounds i8, ptr %33, i64 8
  store ptr @.str.2, ptr %376, align 8, !tbaa !43, !alias.scope !52
  %377 = getelementptr inbounds i8, ptr %33, i64 16
  store i64 48, ptr %377, align 8, !tbaa !44, !alias.scope !52
  %378 = getelementptr inbounds i8, ptr %33, i64 24
  store i64 28, ptr %378, align 8, !tbaa !45, !alias.scope !52
  invoke void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %30, ptr noundef nonnull %96, ptr noundef nonnull align 8 dereferenceable(8) %31, ptr noundef nonnull align 8 dereferenceable(32) %32, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %33)
          to label %379 unwind label %740

379:                                              ; preds = %374
  %380 = getelementptr inbounds i8, ptr %32, i64 8
  %381 = load ptr, ptr %380, align 8, !tbaa !22
  %382 = getelementptr inbounds i8, ptr %32, i64 16
  %383 = load ptr, ptr %382, align 8, !tbaa !24
  %384 = icmp eq ptr %381, %383
  br i1 %384, label %419, label %385

385:                                              ; preds = %379, %414
  %386 = phi ptr [ %415, %414 ], [ %381, %379 ]
  %387 = getelementptr inbounds i8, ptr %386, i64 8
  %388 = load ptr, ptr %387, align 8, !tbaa !25
  %389 = icmp eq ptr %388, null
  br i1 %389, label %414, label %390

390:                                              ; preds = %385
  %391 = getelementptr inbounds i8, ptr %388, i64 8
  %392 = load atomic i64, ptr %391 acquire, align 8
  %393 = icmp eq i64 %392, 4294967297
  %394 = trunc i64 %392 to i32
  br i1 %393, label %395, label %403

395:                                              ; preds = %390
  store i32 0, ptr %391, align 8, !tbaa !27
  %396 = getelementptr inbounds i8, ptr %388, i64 12
  store i32 0, ptr %396, align 4, !tbaa !30
  %397 = load ptr, ptr %388, align 8, !tbaa !31
  %398 = getelementptr inbounds i8, ptr %397, i64 16
  %399 = load ptr, ptr %398, align 8
  call void %399(ptr noundef nonnull align 8 dereferenceable(16) %388) #27
  %400 = load ptr, ptr %388, align 8, !tbaa !31
  %401 = getelementptr inbounds i8, ptr %400, i64 24
  %402 = load ptr, ptr %401, align 8
  call void %402(ptr noundef nonnull align 8 dereferenceable(16) %388) #27
  br label %414

403:                                              ; preds = %390
  %404 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %405 = icmp eq i8 %404, 0
  br i1 %405, label %408, label %406

406:                                              ; preds = %403
  %407 = add nsw i32 %394, -1
  store i32 %407, ptr %391, align 4, !tbaa !34
  br label %410

408:                                              ; preds = %403
  %409 = atomicrmw volatile add ptr %391, i32 -1 acq_rel, align 4
  br label %410

410:                                              ; preds = %408, %406
  %411 = phi i32 [ %394, %406 ], [ %409, %408 ]
  %412 = icmp eq i32 %411, 1
  br i1 %412, label %413, label %414, !prof !35

413:                                              ; preds = %410
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %388) #27
  br label %414

414:                                              ; preds = %413, %410, %395, %385
  %415 = getelementptr inbounds i8, ptr %386, i64 16
  %416 = icmp eq ptr %415, %383
  br i1 %416, label %417, label %385, !llvm.loop !36

417:                                              ; preds = %414
  %418 = load ptr, ptr %380, align 8, !tbaa !22
  br label %419

419:                                              ; preds = %417, %379
  %420 = phi ptr [ %418, %417 ], [ %381, %379 ]
  %421 = icmp eq ptr %420, null
  br i1 %421, label %428, label %422

422:                                              ; preds = %419
  %423 = getelementptr inbounds i8, ptr %32, i64 24
  %424 = load ptr, ptr %423, align 8, !tbaa !37
  %425 = ptrtoint ptr %424 to i64
  %426 = ptrtoint ptr %420 to i64
  %427 = sub i64 %425, %426
  call void @_ZdlPvm(ptr noundef nonnull %420, i64 noundef %427) #32
  br label %428

428:                                              ; preds = %419, %422
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %32) #27
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %31) #27
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %34) #27
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %35) #27
  %429 = load i64, ptr %12, align 8, !tbaa !5
  store i64 %429, ptr %35, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %36) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %36, i8 0, i64 32, i1 false)
  store ptr @.str.1, ptr %37, align 8, !tbaa !38, !alias.scope !55
  %430 = getelementptr inbounds i8, ptr %37, i64 8
  store ptr @.str.2, ptr %430, align 8, !tbaa !43, !alias.scope !55
  %431 = getelementptr inbounds i8, ptr %37, i64 16
  store i64 49, ptr %431, align 8, !tbaa !44, !alias.scope !55
  %432 = getelementptr inbounds i8, ptr %37, i64 24
  store i64 28, ptr %432, align 8, !tbaa !45, !alias.scope !55
  invoke void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %34, ptr noundef nonnull %98, ptr noundef nonnull align 8 dereferenceable(8) %35, ptr noundef nonnull align 8 dereferenceable(32) %36, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %37)
          to label %433 unwind label %742

433:                                              ; preds = %428
  %434 = getelementptr inbounds i8, ptr %36, i64 8
  %435 = load ptr, ptr %434, align 8, !tbaa !22
  %436 = getelementptr inbounds i8, ptr %36, i64 16
  %437 = load ptr, ptr %436, align 8, !tbaa !24
  %438 = icmp eq ptr %435, %437
  br i1 %438, label %473, label %439

439:                                              ; preds = %433, %468
  %440 = phi ptr [ %469, %468 ], [ %435, %433 ]
  %441 = getelementptr inbounds i8, ptr %440, i64 8
  %442 = load ptr, ptr %441, align 8, !tbaa !25
  %443 = icmp eq ptr %442, null
  br i1 %443, label %468, label %444

444:                                              ; preds = %439
  %445 = getelementptr inbounds i8, ptr %442, i64 8
  %446 = load atomic i64, ptr %445 acquire, align 8
  %447 = icmp eq i64 %446, 4294967297
  %448 = trunc i64 %446 to i32
  br i1 %447, label %449, label %457

449:                                              ; preds = %444
  store i32 0, ptr %445, align 8, !tbaa !27
  %450 = getelementptr inbounds i8, ptr %442, i64 12
  store i32 0, ptr %450, align 4, !tbaa !30
  %451 = load ptr, ptr %442, align 8, !tbaa !31
  %452 = getelementptr inbounds i8, ptr %451, i64 16
  %453 = load ptr, ptr %452, align 8
  call void %453(ptr noundef nonnull align 8 dereferenceable(16) %442) #27
  %454 = load ptr, ptr %442, align 8, !tbaa !31
  %455 = getelementptr inbounds i8, ptr %454, i64 24
  %456 = load ptr, ptr %455, align 8
  call void %456(ptr noundef nonnull align 8 dereferenceable(16) %442) #27
  br label %468

457:                                              ; preds = %444
  %458 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %459 = icmp eq i8 %458, 0
  br i1 %459, label %462, label %460

460:                                              ; preds = %457
  %461 = add nsw i32 %448, -1
  store i32 %461, ptr %445, align 4, !tbaa !34
  br label %464

462:                                              ; preds = %457
  %463 = atomicrmw volatile add ptr %445, i32 -1 acq_rel, align 4
  br label %464

464:                                              ; preds = %462, %460
  %465 = phi i32 [ %448, %460 ], [ %463, %462 ]
  %466 = icmp eq i32 %465, 1
  br i1 %466, label %467, label %468, !prof !35

467:                                              ; preds = %464
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %442) #27
  br label %468

468:                                              ; preds = %467, %464, %449, %439
  %469 = getelementptr inbounds i8, ptr %440, i64 16
  %470 = icmp eq ptr %469, %437
  br i1 %470, label %471, label %439, !llvm.loop !36

471:                                              ; preds = %468
  %472 = load ptr, ptr %434, align 8, !tbaa !22
  br label %473

473:                                              ; preds = %471, %433
  %474 = phi ptr [ %472, %471 ], [ %435, %433 ]
  %475 = icmp eq ptr %474, null
  br i1 %475, label %482, label %476

476:                                              ; preds = %473
  %477 = getelementptr inbounds i8, ptr %36, i64 24
  %478 = load ptr, ptr %477, align 8, !tbaa !37
  %479 = ptrtoint ptr %478 to i64
  %480 = ptrtoint ptr %474 to i64
  %481 = sub i64 %479, %480
  call void @_ZdlPvm(ptr noundef nonnull %474, i64 noundef %481) #32
  br label %482

482:                                              ; preds = %473, %476
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %36) #27
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35) #27
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %38) #27
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %39) #27
  store i64 64, ptr %39, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %40) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %40, i8 0, i64 32, i1 false)
  store ptr @.str.1, ptr %41, align 8, !tbaa !38, !alias.scope !58
  %483 = getelementptr inbounds i8, ptr %41, i64 8
  store ptr @.str.2, ptr %483, align 8, !tbaa !43, !alias.scope !58
  %484 = getelementptr inbounds i8, ptr %41, i64 16
  store i64 50, ptr %484, align 8, !tbaa !44, !alias.scope !58
  %485 = getelementptr inbounds i8, ptr %41, i64 24
  store i64 28, ptr %485, align 8, !tbaa !45, !alias.scope !58
  invoke void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %38, ptr noundef nonnull %14, ptr noundef nonnull align 8 dereferenceable(8) %39, ptr noundef nonnull align 8 dereferenceable(32) %40, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %41)
          to label %486 unwind label %744

486:                                              ; preds = %482
  %487 = getelementptr inbounds i8, ptr %40, i64 8
  %488 = load ptr, ptr %487, align 8, !tbaa !22
  %489 = getelementptr inbounds i8, ptr %40, i64 16
  %490 = load ptr, ptr %489, align 8, !tbaa !24
  %491 = icmp eq ptr %488, %490
  br i1 %491, label %526, label %492

492:                                              ; preds = %486, %521
  %493 = phi ptr [ %522, %521 ], [ %488, %486 ]
  %494 = getelementptr inbounds i8, ptr %493, i64 8
  %495 = load ptr, ptr %494, align 8, !tbaa !25
  %496 = icmp eq ptr %495, null
  br i1 %496, label %521, label %497

497:                                              ; preds = %492
  %498 = getelementptr inbounds i8, ptr %495, i64 8
  %499 = load atomic i64, ptr %498 acquire, align 8
  %500 = icmp eq i64 %499, 4294967297
  %501 = trunc i64 %499 to i32
  br i1 %500, label %502, label %510

502:                                              ; preds = %497
  store i32 0, ptr %498, align 8, !tbaa !27
  %503 = getelementptr inbounds i8, ptr %495, i64 12
  store i32 0, ptr %503, align 4, !tbaa !30
  %504 = load ptr, ptr %495, align 8, !tbaa !31
  %505 = getelementptr inbounds i8, ptr %504, i64 16
  %506 = load ptr, ptr %505, align 8
  call void %506(ptr noundef nonnull align 8 dereferenceable(16) %495) #27
  %507 = load ptr, ptr %495, align 8, !tbaa !31
  %508 = getelementptr inbounds i8, ptr %507, i64 24
  %509 = load ptr, ptr %508, align 8
  call void %509(ptr noundef nonnull align 8 dereferenceable(16) %495) #27
  br label %521

510:                                              ; preds = %497
  %511 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %512 = icmp eq i8 %511, 0
  br i1 %512, label %515, label %513

513:                                              ; preds = %510
  %514 = add nsw i32 %501, -1
  store i32 %514, ptr %498, align 4, !tbaa !34
  br label %517

515:                                              ; preds = %510
  %516 = atomicrmw volatile add ptr %498, i32 -1 acq_rel, align 4
  br label %517

517:                                              ; preds = %515, %513
  %518 = phi i32 [ %501, %513 ], [ %516, %515 ]
  %519 = icmp eq i32 %518, 1
  br i1 %519, label %520, label %521, !prof !35

520:                                              ; preds = %517
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %495) #27
  br label %521

521:                                              ; preds = %520, %517, %502, %492
  %522 = getelementptr inbounds i8, ptr %493, i64 16
  %523 = icmp eq ptr %522, %490
  br i1 %523, label %524, label %492, !llvm.loop !36

524:                                              ; preds = %521
  %525 = load ptr, ptr %487, align 8, !tbaa !22
  br label %526

526:                                              ; preds = %524, %486
  %527 = phi ptr [ %525, %524 ], [ %488, %486 ]
  %528 = icmp eq ptr %527, null
  br i1 %528, label %535, label %529

529:                                              ; preds = %526
  %530 = getelementptr inbounds i8, ptr %40, i64 24
  %531 = load ptr, ptr %530, align 8, !tbaa !37
  %532 = ptrtoint ptr %531 to i64
  %533 = ptrtoint ptr %527 to i64
  %534 = sub i64 %532, %533
  call void @_ZdlPvm(ptr noundef nonnull %527, i64 noundef %534) #32
  br label %535

535:                                              ; preds = %526, %529
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %40) #27
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %39) #27
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %42) #27
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %43) #27
  store i64 64, ptr %43, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %44) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %44, i8 0, i64 32, i1 false)
  store ptr @.str.1, ptr %45, align 8, !tbaa !38, !alias.scope !61
  %536 = getelementptr inbounds i8, ptr %45, i64 8
  store ptr @.str.2, ptr %536, align 8, !tbaa !43, !alias.scope !61
  %537 = getelementptr inbounds i8, ptr %45, i64 16
  store i64 51, ptr %537, align 8, !tbaa !44, !alias.scope !61
  %538 = getelementptr inbounds i8, ptr %45, i64 24
  store i64 28, ptr %538, align 8, !tbaa !45, !alias.scope !61
  invoke void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEC2EPfRKNS0_5rangeILi1EEERKNS0_13property_listENS2_13code_locationE(ptr noundef nonnull align 8 dereferenceable(33) %42, ptr noundef nonnull %15, ptr noundef nonnull align 8 dereferenceable(8) %43, ptr noundef nonnull align 8 dereferenceable(32) %44, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %45)
          to label %539 unwind label %746

539:                                              ; preds = %535
  %540 = getelementptr inbounds i8, ptr %44, i64 8
  %541 = load ptr, ptr %540, align 8, !tbaa !22
  %542 = getelementptr inbounds i8, ptr %44, i64 16
  %543 = load ptr, ptr %542, align 8, !tbaa !24
  %544 = icmp eq ptr %541, %543
  br i1 %544, label %579, label %545

545:                                              ; preds = %539, %574
  %546 = phi ptr [ %575, %574 ], [ %541, %539 ]
  %547 = getelementptr inbounds i8, ptr %546, i64 8
  %548 = load ptr, ptr %547, align 8, !tbaa !25
  %549 = icmp eq ptr %548, null
  br i1 %549, label %574, label %550

550:                                              ; preds = %545
  %551 = getelementptr inbounds i8, ptr %548, i64 8
  %552 = load atomic i64, ptr %551 acquire, align 8
  %553 = icmp eq i64 %552, 4294967297
  %554 = trunc i64 %552 to i32
  br i1 %553, label %555, label %563

555:                                              ; preds = %550
  store i32 0, ptr %551, align 8, !tbaa !27
  %556 = getelementptr inbounds i8, ptr %548, i64 12
  store i32 0, ptr %556, align 4, !tbaa !30
  %557 = load ptr, ptr %548, align 8, !tbaa !31
  %558 = getelementptr inbounds i8, ptr %557, i64 16
  %559 = load ptr, ptr %558, align 8
  call void %559(ptr noundef nonnull align 8 dereferenceable(16) %548) #27
  %560 = load ptr, ptr %548, align 8, !tbaa !31
  %561 = getelementptr inbounds i8, ptr %560, i64 24
  %562 = load ptr, ptr %561, align 8
  call void %562(ptr noundef nonnull align 8 dereferenceable(16) %548) #27
  br label %574

563:                                              ; preds = %550
  %564 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %565 = icmp eq i8 %564, 0
  br i1 %565, label %568, label %566

566:                                              ; preds = %563
  %567 = add nsw i32 %554, -1
  store i32 %567, ptr %551, align 4, !tbaa !34
  br label %570

568:                                              ; preds = %563
  %569 = atomicrmw volatile add ptr %551, i32 -1 acq_rel, align 4
  br label %570

570:                                              ; preds = %568, %566
  %571 = phi i32 [ %554, %566 ], [ %569, %568 ]
  %572 = icmp eq i32 %571, 1
  br i1 %572, label %573, label %574, !prof !35

573:                                              ; preds = %570
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %548) #27
  br label %574

574:                                              ; preds = %573, %570, %555, %545
  %575 = getelementptr inbounds i8, ptr %546, i64 16
  %576 = icmp eq ptr %575, %543
  br i1 %576, label %577, label %545, !llvm.loop !36

577:                                              ; preds = %574
  %578 = load ptr, ptr %540, align 8, !tbaa !22
  br label %579

579:                                              ; preds = %577, %539
  %580 = phi ptr [ %578, %577 ], [ %541, %539 ]
  %581 = icmp eq ptr %580, null
  br i1 %581, label %588, label %582

582:                                              ; preds = %579
  %583 = getelementptr inbounds i8, ptr %44, i64 24
  %584 = load ptr, ptr %583, align 8, !tbaa !37
  %585 = ptrtoint ptr %584 to i64
  %586 = ptrtoint ptr %580 to i64
  %587 = sub i64 %585, %586
  call void @_ZdlPvm(ptr noundef nonnull %580, i64 noundef %587) #32
  br label %588

588:                                              ; preds = %579, %582
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %44) #27
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %43) #27
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %47) #27
  store ptr @.str.1, ptr %47, align 8, !tbaa !38, !alias.scope !64
  %589 = getelementptr inbounds i8, ptr %47, i64 8
  store ptr @.str.2, ptr %589, align 8, !tbaa !43, !alias.scope !64
  %590 = getelementptr inbounds i8, ptr %47, i64 16
  store i64 53, ptr %590, align 8, !tbaa !44, !alias.scope !64
  %591 = getelementptr inbounds i8, ptr %47, i64 24
  store i64 5, ptr %591, align 8, !tbaa !45, !alias.scope !64
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %10)
  store ptr %18, ptr %10, align 8
  %592 = getelementptr inbounds i8, ptr %10, i64 8
  store ptr %22, ptr %592, align 8
  %593 = getelementptr inbounds i8, ptr %10, i64 16
  store ptr %26, ptr %593, align 8
  %594 = getelementptr inbounds i8, ptr %10, i64 24
  store ptr %12, ptr %594, align 8
  %595 = getelementptr inbounds i8, ptr %10, i64 32
  store ptr %13, ptr %595, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %9) #27, !noalias !67
  store ptr %10, ptr %9, align 8, !tbaa !70, !noalias !67
  %596 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZ4mainEUlRNS0_7handlerEE_E4callEPKvS5_, ptr %596, align 8, !tbaa !72, !noalias !67
  invoke void @_ZN4sycl3_V15queue17submit_with_eventILb0ENS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET0_RKNS0_6detail19type_erased_cgfo_tyEPS1_RKNSD_13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %46, ptr noundef nonnull align 8 dereferenceable(16) %16, ptr noundef nonnull align 8 dereferenceable(16) %9, ptr noundef null, ptr noundef nonnull align 8 dereferenceable(32) %47)
          to label %597 unwind label %748

597:                                              ; preds = %588
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9) #27, !noalias !67
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %10)
  %598 = getelementptr inbounds i8, ptr %46, i64 8
  %599 = load ptr, ptr %598, align 8, !tbaa !25
  %600 = icmp eq ptr %599, null
  br i1 %600, label %625, label %601

601:                                              ; preds = %597
  %602 = getelementptr inbounds i8, ptr %599, i64 8
  %603 = load atomic i64, ptr %602 acquire, align 8
  %604 = icmp eq i64 %603, 4294967297
  %605 = trunc i64 %603 to i32
  br i1 %604, label %606, label %614

606:                                              ; preds = %601
  store i32 0, ptr %602, align 8, !tbaa !27
  %607 = getelementptr inbounds i8, ptr %599, i64 12
  store i32 0, ptr %607, align 4, !tbaa !30
  %608 = load ptr, ptr %599, align 8, !tbaa !31
  %609 = getelementptr inbounds i8, ptr %608, i64 16
  %610 = load ptr, ptr %609, align 8
  call void %610(ptr noundef nonnull align 8 dereferenceable(16) %599) #27
  %611 = load ptr, ptr %599, align 8, !tbaa !31
  %612 = getelementptr inbounds i8, ptr %611, i64 24
  %613 = load ptr, ptr %612, align 8
  call void %613(ptr noundef nonnull align 8 dereferenceable(16) %599) #27
  br label %625

614:                                              ; preds = %601
  %615 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %616 = icmp eq i8 %615, 0
  br i1 %616, label %619, label %617

617:                                              ; preds = %614
  %618 = add nsw i32 %605, -1
  store i32 %618, ptr %602, align 4, !tbaa !34
  br label %621

619:                                              ; preds = %614
  %620 = atomicrmw volatile add ptr %602, i32 -1 acq_rel, align 4
  br label %621

621:                                              ; preds = %619, %617
  %622 = phi i32 [ %605, %617 ], [ %620, %619 ]
  %623 = icmp eq i32 %622, 1
  br i1 %623, label %624, label %625, !prof !35

624:                                              ; preds = %621
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %599) #27
  br label %625

625:                                              ; preds = %597, %606, %621, %624
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %47) #27
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %49) #27
  store ptr @.str.1, ptr %49, align 8, !tbaa !38, !alias.scope !73
  %626 = getelementptr inbounds i8, ptr %49, i64 8
  store ptr @.str.2, ptr %626, align 8, !tbaa !43, !alias.scope !73
  %627 = getelementptr inbounds i8, ptr %49, i64 16
  store i64 59, ptr %627, align 8, !tbaa !44, !alias.scope !73
  %628 = getelementptr inbounds i8, ptr %49, i64 24
  store i64 5, ptr %628, align 8, !tbaa !45, !alias.scope !73
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8)
  store ptr %26, ptr %8, align 8
  %629 = getelementptr inbounds i8, ptr %8, i64 8
  store ptr %30, ptr %629, align 8
  %630 = getelementptr inbounds i8, ptr %8, i64 16
  store ptr %34, ptr %630, align 8
  %631 = getelementptr inbounds i8, ptr %8, i64 24
  store ptr %12, ptr %631, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #27, !noalias !76
  store ptr %8, ptr %7, align 8, !tbaa !70, !noalias !76
  %632 = getelementptr inbounds i8, ptr %7, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZ4mainEUlRNS0_7handlerEE0_E4callEPKvS5_, ptr %632, align 8, !tbaa !72, !noalias !76
  invoke void @_ZN4sycl3_V15queue17submit_with_eventILb0ENS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET0_RKNS0_6detail19type_erased_cgfo_tyEPS1_RKNSD_13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %48, ptr noundef nonnull align 8 dereferenceable(16) %16, ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef null, ptr noundef nonnull align 8 dereferenceable(32) %49)
          to label %633 unwind label %750

633:                                              ; preds = %625
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #27, !noalias !76
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8)
  %634 = getelementptr inbounds i8, ptr %48, i64 8
  %635 = load ptr, ptr %634, align 8, !tbaa !25
  %636 = icmp eq ptr %635, null
  br i1 %636, label %661, label %637

637:                                              ; preds = %633
  %638 = getelementptr inbounds i8, ptr %635, i64 8
  %639 = load atomic i64, ptr %638 acquire, align 8
  %640 = icmp eq i64 %639, 4294967297
  %641 = trunc i64 %639 to i32
  br i1 %640, label %642, label %650

642:                                              ; preds = %637
  store i32 0, ptr %638, align 8, !tbaa !27
  %643 = getelementptr inbounds i8, ptr %635, i64 12
  store i32 0, ptr %643, align 4, !tbaa !30
  %644 = load ptr, ptr %635, align 8, !tbaa !31
  %645 = getelementptr inbounds i8, ptr %644, i64 16
  %646 = load ptr, ptr %645, align 8
  call void %646(ptr noundef nonnull align 8 dereferenceable(16) %635) #27
  %647 = load ptr, ptr %635, align 8, !tbaa !31
  %648 = getelementptr inbounds i8, ptr %647, i64 24
  %649 = load ptr, ptr %648, align 8
  call void %649(ptr noundef nonnull align 8 dereferenceable(16) %635) #27
  br label %661

650:                                              ; preds = %637
  %651 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %652 = icmp eq i8 %651, 0
  br i1 %652, label %655, label %653

653:                                              ; preds = %650
  %654 = add nsw i32 %641, -1
  store i32 %654, ptr %638, align 4, !tbaa !34
  br label %657

655:                                              ; preds = %650
  %656 = atomicrmw volatile add ptr %638, i32 -1 acq_rel, align 4
  br label %657

657:                                              ; preds = %655, %653
  %658 = phi i32 [ %641, %653 ], [ %656, %655 ]
  %659 = icmp eq i32 %658, 1
  br i1 %659, label %660, label %661, !prof !35

660:                                              ; preds = %657
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %635) #27
  br label %661

661:                                              ; preds = %633, %642, %657, %660
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %49) #27
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %51) #27
  store ptr @.str.1, ptr %51, align 8, !tbaa !38, !alias.scope !79
  %662 = getelementptr inbounds i8, ptr %51, i64 8
  store ptr @.str.2, ptr %662, align 8, !tbaa !43, !alias.scope !79
  %663 = getelementptr inbounds i8, ptr %51, i64 16
  store i64 65, ptr %663, align 8, !tbaa !44, !alias.scope !79
  %664 = getelementptr inbounds i8, ptr %51, i64 24
  store i64 5, ptr %664, align 8, !tbaa !45, !alias.scope !79
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6)
  store ptr %42, ptr %6, align 8
  %665 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr %18, ptr %665, align 8
  %666 = getelementptr inbounds i8, ptr %6, i64 16
  store ptr %38, ptr %666, align 8
  %667 = getelementptr inbounds i8, ptr %6, i64 24
  store ptr %12, ptr %667, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #27, !noalias !82
  store ptr %6, ptr %5, align 8, !tbaa !70, !noalias !82
  %668 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZ4mainEUlRNS0_7handlerEE1_E4callEPKvS5_, ptr %668, align 8, !tbaa !72, !noalias !82
  invoke void @_ZN4sycl3_V15queue17submit_with_eventILb0ENS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET0_RKNS0_6detail19type_erased_cgfo_tyEPS1_RKNSD_13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %50, ptr noundef nonnull align 8 dereferenceable(16) %16, ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef null, ptr noundef nonnull align 8 dereferenceable(32) %51)
          to label %669 unwind label %752

669:                                              ; preds = %661
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #27, !noalias !82
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6)
  %670 = getelementptr inbounds i8, ptr %50, i64 8
  %671 = load ptr, ptr %670, align 8, !tbaa !25
  %672 = icmp eq ptr %671, null
  br i1 %672, label %697, label %673

673:                                              ; preds = %669
  %674 = getelementptr inbounds i8, ptr %671, i64 8
  %675 = load atomic i64, ptr %674 acquire, align 8
  %676 = icmp eq i64 %675, 4294967297
  %677 = trunc i64 %675 to i32
  br i1 %676, label %678, label %686

678:                                              ; preds = %673
  store i32 0, ptr %674, align 8, !tbaa !27
  %679 = getelementptr inbounds i8, ptr %671, i64 12
  store i32 0, ptr %679, align 4, !tbaa !30
  %680 = load ptr, ptr %671, align 8, !tbaa !31
  %681 = getelementptr inbounds i8, ptr %680, i64 16
  %682 = load ptr, ptr %681, align 8
  call void %682(ptr noundef nonnull align 8 dereferenceable(16) %671) #27
  %683 = load ptr, ptr %671, align 8, !tbaa !31
  %684 = getelementptr inbounds i8, ptr %683, i64 24
  %685 = load ptr, ptr %684, align 8
  call void %685(ptr noundef nonnull align 8 dereferenceable(16) %671) #27
  br label %697

686:                                              ; preds = %673
  %687 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %688 = icmp eq i8 %687, 0
  br i1 %688, label %691, label %689

689:                                              ; preds = %686
  %690 = add nsw i32 %677, -1
  store i32 %690, ptr %674, align 4, !tbaa !34
  br label %693

691:                                              ; preds = %686
  %692 = atomicrmw volatile add ptr %674, i32 -1 acq_rel, align 4
  br label %693

693:                                              ; preds = %691, %689
  %694 = phi i32 [ %677, %689 ], [ %692, %691 ]
  %695 = icmp eq i32 %694, 1
  br i1 %695, label %696, label %697, !prof !35

696:                                              ; preds = %693
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %671) #27
  br label %697

697:                                              ; preds = %669, %678, %693, %696
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %51) #27
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %53) #27
  store ptr @.str.1, ptr %53, align 8, !tbaa !38, !alias.scope !85
  %698 = getelementptr inbounds i8, ptr %53, i64 8
  store ptr @.str.2, ptr %698, align 8, !tbaa !43, !alias.scope !85
  %699 = getelementptr inbounds i8, ptr %53, i64 16
  store i64 75, ptr %699, align 8, !tbaa !44, !alias.scope !85
  %700 = getelementptr inbounds i8, ptr %53, i64 24
  store i64 5, ptr %700, align 8, !tbaa !45, !alias.scope !85
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3)
  store ptr %22, ptr %3, align 8, !noalias !88
  %701 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr %12, ptr %701, align 8, !noalias !88
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #27, !noalias !88
  store ptr %3, ptr %4, align 8, !tbaa !70, !noalias !88
  %702 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZ4mainEUlRNS0_7handlerEE2_E4callEPKvS5_, ptr %702, align 8, !tbaa !72, !noalias !88
  invoke void @_ZN4sycl3_V15queue17submit_with_eventILb0ENS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET0_RKNS0_6detail19type_erased_cgfo_tyEPS1_RKNSD_13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::event") align 8 %52, ptr noundef nonnull align 8 dereferenceable(16) %16, ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef null, ptr noundef nonnull align 8 dereferenceable(32) %53)
          to label %703 unwind label %754

703:                                              ; preds = %697
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #27, !noalias !88
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3)
  %704 = getelementptr inbounds i8, ptr %52, i64 8
  %705 = load ptr, ptr %704, align 8, !tbaa !25
  %706 = icmp eq ptr %705, null
  br i1 %706, label %731, label %707

707:                                              ; preds = %703
  %708 = getelementptr inbounds i8, ptr %705, i64 8
  %709 = load atomic i64, ptr %708 acquire, align 8
  %710 = icmp eq i64 %709, 4294967297
  %711 = trunc i64 %709 to i32
  br i1 %710, label %712, label %720

712:                                              ; preds = %707
  store i32 0, ptr %708, align 8, !tbaa !27
  %713 = getelementptr inbounds i8, ptr %705, i64 12
  store i32 0, ptr %713, align 4, !tbaa !30
  %714 = load ptr, ptr %705, align 8, !tbaa !31
  %715 = getelementptr inbounds i8, ptr %714, i64 16
  %716 = load ptr, ptr %715, align 8
  call void %716(ptr noundef nonnull align 8 dereferenceable(16) %705) #27
  %717 = load ptr, ptr %705, align 8, !tbaa !31
  %718 = getelementptr inbounds i8, ptr %717, i64 24
  %719 = load ptr, ptr %718, align 8
  call void %719(ptr noundef nonnull align 8 dereferenceable(16) %705) #27
  br label %731

720:                                              ; preds = %707
  %721 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %722 = icmp eq i8 %721, 0
  br i1 %722, label %725, label %723

723:                                              ; preds = %720
  %724 = add nsw i32 %711, -1
  store i32 %724, ptr %708, align 4, !tbaa !34
  br label %727

725:                                              ; preds = %720
  %726 = atomicrmw volatile add ptr %708, i32 -1 acq_rel, align 4
  br label %727

727:                                              ; preds = %725, %723
  %728 = phi i32 [ %711, %723 ], [ %726, %725 ]
  %729 = icmp eq i32 %728, 1
  br i1 %729, label %730, label %731, !prof !35

730:                                              ; preds = %727
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %705) #27
  br label %731

731:                                              ; preds = %703, %712, %727, %730
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %53) #27
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %42) #27
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %42) #27
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %38) #27
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %38) #27
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %34) #27
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %34) #27
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %30) #27
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %30) #27
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %26) #27
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %26) #27
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %22) #27
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %22) #27
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %18) #27
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %18) #27
  %732 = load i64, ptr %12, align 8, !tbaa !5
  %733 = icmp eq i64 %732, 0
  br i1 %733, label %803, label %772

734:                                              ; preds = %212
  %735 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %20) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #27
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19) #27
  br label %770

736:                                              ; preds = %266
  %737 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %24) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24) #27
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23) #27
  br label %768

738:                                              ; preds = %320
  %739 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %28) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %28) #27
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27) #27
  br label %766

740:                                              ; preds = %374
  %741 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %32) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %32) #27
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %31) #27
  br label %764

742:                                              ; preds = %428
  %743 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %36) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %36) #27
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35) #27
  br label %762

744:                                              ; preds = %482
  %745 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %40) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %40) #27
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %39) #27
  br label %760

746:                                              ; preds = %535
  %747 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %44) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %44) #27
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %43) #27
  br label %758

748:                                              ; preds = %588
  %749 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %47) #27
  br label %756

750:                                              ; preds = %625
  %751 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %49) #27
  br label %756

752:                                              ; preds = %661
  %753 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %51) #27
  br label %756

754:                                              ; preds = %697
  %755 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %53) #27
  br label %756

756:                                              ; preds = %754, %752, %750, %748
  %757 = phi { ptr, i32 } [ %755, %754 ], [ %753, %752 ], [ %751, %750 ], [ %749, %748 ]
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %42) #27
  br label %758

758:                                              ; preds = %756, %746
  %759 = phi { ptr, i32 } [ %757, %756 ], [ %747, %746 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %42) #27
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %38) #27
  br label %760

760:                                              ; preds = %758, %744
  %761 = phi { ptr, i32 } [ %759, %758 ], [ %745, %744 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %38) #27
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %34) #27
  br label %762

762:                                              ; preds = %760, %742
  %763 = phi { ptr, i32 } [ %761, %760 ], [ %743, %742 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %34) #27
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %30) #27
  br label %764

764:                                              ; preds = %762, %740
  %765 = phi { ptr, i32 } [ %763, %762 ], [ %741, %740 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %30) #27
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %26) #27
  br label %766

766:                                              ; preds = %764, %738
  %767 = phi { ptr, i32 } [ %765, %764 ], [ %739, %738 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %26) #27
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %22) #27
  br label %768

768:                                              ; preds = %766, %736
  %769 = phi { ptr, i32 } [ %767, %766 ], [ %737, %736 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %22) #27
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev(ptr noundef nonnull align 8 dereferenceable(33) %18) #27
  br label %770

770:                                              ; preds = %768, %734
  %771 = phi { ptr, i32 } [ %769, %768 ], [ %735, %734 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %18) #27
  call void @_ZN4sycl3_V15queueD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %16) #27
  br label %868

772:                                              ; preds = %731, %772
  %773 = phi i64 [ %801, %772 ], [ 0, %731 ]
  %774 = phi i32 [ %800, %772 ], [ 0, %731 ]
  %775 = urem i64 %773, 17
  %776 = uitofp nneg i64 %775 to float
  %777 = urem i64 %773, 5
  %778 = uitofp nneg i64 %777 to float
  %779 = call float @llvm.fmuladd.f32(float %776, float 2.500000e+00, float %778)
  %780 = getelementptr inbounds float, ptr %94, i64 %773
  %781 = load float, ptr %780, align 4, !tbaa !9
  %782 = fcmp une float %781, %779
  %783 = zext i1 %782 to i32
  %784 = add nsw i32 %774, %783
  %785 = getelementptr inbounds float, ptr %98, i64 %773
  %786 = load float, ptr %785, align 4, !tbaa !9
  %787 = urem i64 %773, 3
  %788 = add nuw nsw i64 %787, 1
  %789 = uitofp nneg i64 %788 to float
  %790 = fmul float %779, %789
  %791 = fcmp une float %786, %790
  %792 = zext i1 %791 to i32
  %793 = add nsw i32 %784, %792
  %794 = getelementptr inbounds float, ptr %88, i64 %773
  %795 = load float, ptr %794, align 4, !tbaa !9
  %796 = add nuw nsw i64 %777, 1
  %797 = uitofp nneg i64 %796 to float
  %798 = fcmp une float %795, %797
  %799 = zext i1 %798 to i32
  %800 = add nsw i32 %793, %799
  %801 = add nuw i64 %773, 1
  %802 = icmp eq i64 %801, %732
  br i1 %802, label %803, label %772, !llvm.loop !91

803:                                              ; preds = %772, %731
  %804 = phi i32 [ 0, %731 ], [ %800, %772 ]
  br label %805

805:                                              ; preds = %803, %842
  %806 = phi i64 [ %858, %842 ], [ 0, %803 ]
  %807 = phi i32 [ %857, %842 ], [ %804, %803 ]
  %808 = icmp ult i64 %806, %732
  br i1 %808, label %860, label %842

809:                                              ; preds = %842
  call void @free(ptr noundef %98) #27
  %810 = icmp ne i32 %857, 0
  %811 = select i1 %810, ptr @.str.3, ptr @.str.4
  %812 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) %811, i32 noundef %857)
  %813 = zext i1 %810 to i32
  %814 = getelementptr inbounds i8, ptr %16, i64 8
  %815 = load ptr, ptr %814, align 8, !tbaa !25
  %816 = icmp eq ptr %815, null
  br i1 %816, label %841, label %817

817:                                              ; preds = %809
  %818 = getelementptr inbounds i8, ptr %815, i64 8
  %819 = load atomic i64, ptr %818 acquire, align 8
  %820 = icmp eq i64 %819, 4294967297
  %821 = trunc i64 %819 to i32
  br i1 %820, label %822, label %830

822:                                              ; preds = %817
  store i32 0, ptr %818, align 8, !tbaa !27
  %823 = getelementptr inbounds i8, ptr %815, i64 12
  store i32 0, ptr %823, align 4, !tbaa !30
  %824 = load ptr, ptr %815, align 8, !tbaa !31
  %825 = getelementptr inbounds i8, ptr %824, i64 16
  %826 = load ptr, ptr %825, align 8
  call void %826(ptr noundef nonnull align 8 dereferenceable(16) %815) #27
  %827 = load ptr, ptr %815, align 8, !tbaa !31
  %828 = getelementptr inbounds i8, ptr %827, i64 24
  %829 = load ptr, ptr %828, align 8
  call void %829(ptr noundef nonnull align 8 dereferenceable(16) %815) #27
  br label %841

830:                                              ; preds = %817
  %831 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %832 = icmp eq i8 %831, 0
  br i1 %832, label %835, label %833

833:                                              ; preds = %830
  %834 = add nsw i32 %821, -1
  store i32 %834, ptr %818, align 4, !tbaa !34
  br label %837

835:                                              ; preds = %830
  %836 = atomicrmw volatile add ptr %818, i32 -1 acq_rel, align 4
  br label %837

837:                                              ; preds = %835, %833
  %838 = phi i32 [ %821, %833 ], [ %836, %835 ]
  %839 = icmp eq i32 %838, 1
  br i1 %839, label %840, label %841, !prof !35

840:                                              ; preds = %837
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %815) #27
  br label %841

841:                                              ; preds = %809, %822, %837, %840
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %16) #27
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %15) #27
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %14) #27
  br label %870

842:                                              ; preds = %860, %805
  %843 = phi float [ 0.000000e+00, %805 ], [ %865, %860 ]
  %844 = and i64 %806, 3
  %845 = uitofp nneg i64 %844 to float
  %846 = fadd float %845, 5.000000e-01
  %847 = fmul float %846, %843
  %848 = getelementptr inbounds [64 x float], ptr %14, i64 0, i64 %806
  %849 = load float, ptr %848, align 4, !tbaa !9
  %850 = fsub float %849, %847
  %851 = call noundef float @llvm.fabs.f32(float %850)
  %852 = call noundef float @llvm.fabs.f32(float %847)
  %853 = fadd float %852, 1.000000e+00
  %854 = fmul float %853, 0x3F1A36E2E0000000
  %855 = fcmp ogt float %851, %854
  %856 = zext i1 %855 to i32
  %857 = add nsw i32 %807, %856
  %858 = add nuw nsw i64 %806, 1
  %859 = icmp eq i64 %858, 64
  br i1 %859, label %809, label %805, !llvm.loop !92

860:                                              ; preds = %805, %860
  %861 = phi i64 [ %866, %860 ], [ %806, %805 ]
  %862 = phi float [ %865, %860 ], [ 0.000000e+00, %805 ]
  %863 = urem i64 %861, 17
  %864 = uitofp nneg i64 %863 to float
  %865 = fadd float %862, %864
  %866 = add nuw i64 %861, 64
  %867 = icmp ult i64 %866, %732
  br i1 %867, label %860, label %842, !llvm.loop !93

868:                                              ; preds = %770, %162
  %869 = phi { ptr, i32 } [ %771, %770 ], [ %154, %162 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %16) #27
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %15) #27
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %14) #27
  call void @_ZdaPv(ptr noundef nonnull %96) #32
  br label %890

870:                                              ; preds = %841, %100
  %871 = phi i32 [ 1, %100 ], [ %813, %841 ]
  call void @_ZdaPv(ptr noundef nonnull %96) #32
  %872 = icmp eq ptr %94, null
  br i1 %872, label %877, label %873

873:                                              ; preds = %870
  %874 = ptrtoint ptr %93 to i64
  %875 = ptrtoint ptr %94 to i64
  %876 = sub i64 %874, %875
  call void @_ZdlPvm(ptr noundef nonnull %94, i64 noundef %876) #32
  br label %877

877:                                              ; preds = %870, %873
  %878 = icmp eq ptr %88, null
  br i1 %878, label %883, label %879

879:                                              ; preds = %877
  %880 = ptrtoint ptr %89 to i64
  %881 = ptrtoint ptr %88 to i64
  %882 = sub i64 %880, %881
  call void @_ZdlPvm(ptr noundef nonnull %88, i64 noundef %882) #32
  br label %883

883:                                              ; preds = %877, %879
  %884 = icmp eq ptr %92, null
  br i1 %884, label %889, label %885

885:                                              ; preds = %883
  %886 = ptrtoint ptr %91 to i64
  %887 = ptrtoint ptr %92 to i64
  %888 = sub i64 %886, %887
  call void @_ZdlPvm(ptr noundef nonnull %92, i64 noundef %888) #32
  br label %889

889:                                              ; preds = %883, %885
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %13) #27
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12) #27
  ret i32 %871

890:                                              ; preds = %868, %106
  %891 = phi { ptr, i32 } [ %869, %868 ], [ %107, %106 ]
  %892 = icmp eq ptr %94, null
  br i1 %892, label %897, label %893

893:                                              ; preds = %890
  %894 = ptrtoint ptr %93 to i64
  %895 = ptrtoint ptr %94 to i64
  %896 = sub i64 %894, %895
  call void @_ZdlPvm(ptr noundef nonnull %94, i64 noundef %896) #32
  br label %897

897:                                              ; preds = %893, %890
  %898 = icmp eq ptr %88, null
  br i1 %898, label %908, label %899

899:                                              ; preds = %104, %897
  %900 = phi { ptr, i32 } [ %105, %104 ], [ %891, %897 ]
  %901 = phi ptr [ %68, %104 ], [ %91, %897 ]
  %902 = phi ptr [ %67, %104 ], [ %92, %897 ]
  %903 = phi ptr [ %76, %104 ], [ %89, %897 ]
  %904 = phi ptr [ %74, %104 ], [ %88, %897 ]
  %905 = ptrtoint ptr %903 to i64
  %906 = ptrtoint ptr %904 to i64
  %907 = sub i64 %905, %906
  call void @_ZdlPvm(ptr noundef nonnull %904, i64 noundef %907) #32
  br label %908

908:                                              ; preds = %899, %897
  %909 = phi ptr [ %92, %897 ], [ %902, %899 ]
  %910 = phi ptr [ %91, %897 ], [ %901, %899 ]
  %911 = phi { ptr, i32 } [ %891, %897 ], [ %900, %899 ]
  %912 = icmp eq ptr %909, null
  br i1 %912, label %920, label %913

913:                                              ; preds = %102, %908
  %914 = phi { ptr, i32 } [ %103, %102 ], [ %911, %908 ]
  %915 = phi ptr [ %68, %102 ], [ %910, %908 ]
  %916 = phi ptr [ %67, %102 ], [ %909, %908 ]
  %917 = ptrtoint ptr %915 to i64
  %918 = ptrtoint ptr %916 to i64
  %919 = sub i64 %917, %918
  call void @_ZdlPvm(ptr noundef nonnull %916, i64 noundef %919) #32
  br label %920

920:                                              ; preds = %913, %908
  %921 = phi { ptr, i32 } [ %911, %908 ], [ %914, %913 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %13) #27
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12) #27
  resume { ptr, i32 } %921
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
  %10 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #29, !noalias !94
  store ptr getelementptr inbounds inrange(-16, 56) (i8, ptr @_ZTVN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE, i64 16), ptr %10, align 8, !tbaa !31, !noalias !94
  %11 = getelementptr inbounds i8, ptr %10, i64 8
  store i64 128, ptr %11, align 8, !tbaa !97, !noalias !94
  %12 = getelementptr inbounds i8, ptr %10, i64 16
  store i64 4, ptr %12, align 8, !tbaa !99, !noalias !94
  store ptr %10, ptr %6, align 8, !tbaa !102
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
  call void %19(ptr noundef nonnull align 8 dereferenceable(8) %14) #27
  br label %20

20:                                               ; preds = %13, %16
  store ptr null, ptr %6, align 8, !tbaa !11
  %21 = getelementptr inbounds i8, ptr %0, i64 16
  %22 = load i64, ptr %2, align 8
  store i64 %22, ptr %21, align 8
  %23 = getelementptr inbounds i8, ptr %0, i64 24
  store i64 0, ptr %23, align 8, !tbaa !104
  %24 = getelementptr inbounds i8, ptr %0, i64 32
  store i8 0, ptr %24, align 8, !tbaa !112
  %25 = load ptr, ptr %0, align 8, !tbaa !113
  %26 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZTIf, i64 8), align 8, !tbaa !114
  %27 = load i8, ptr %26, align 1, !tbaa !33
  %28 = icmp eq i8 %27, 42
  %29 = zext i1 %28 to i64
  %30 = getelementptr inbounds i8, ptr %26, i64 %29
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #27
  store i64 %22, ptr %7, align 8, !tbaa !5, !alias.scope !116
  %31 = getelementptr inbounds i8, ptr %7, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %31, i8 0, i64 16, i1 false), !alias.scope !116
  invoke void @_ZN4sycl3_V16detail12buffer_plain23constructorNotificationERKNS1_13code_locationEPvPKvS8_jjPm(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef %25, ptr noundef %1, ptr noundef nonnull %30, i32 noundef 1, i32 noundef 4, ptr noundef nonnull %7)
          to label %32 unwind label %41

32:                                               ; preds = %20
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #27
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
  call void %40(ptr noundef nonnull align 8 dereferenceable(8) %35) #27
  br label %43

41:                                               ; preds = %20
  %42 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #27
  call void @_ZN4sycl3_V16detail12buffer_plainD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #27
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
  %14 = load ptr, ptr %9, align 8, !tbaa !31
  %15 = getelementptr inbounds i8, ptr %14, i64 16
  %16 = load ptr, ptr %15, align 8
  %17 = tail call noundef ptr %16(ptr noundef nonnull align 8 dereferenceable(8) %9) #27
  %18 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZStlsISt11char_traitsIcEERSt13basic_ostreamIcT_ES5_PKc(ptr noundef nonnull align 8 dereferenceable(8) @_ZSt4cerr, ptr noundef %17)
          to label %19 unwind label %51

19:                                               ; preds = %13
  %20 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZSt4endlIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_(ptr noundef nonnull align 8 dereferenceable(8) %18)
          to label %21 unwind label %51

21:                                               ; preds = %19
  tail call void @__assert_fail(ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.12, i32 noundef 483, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvED2Ev) #31
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
  tail call void %35(ptr noundef nonnull align 8 dereferenceable(16) %24) #27
  %36 = load ptr, ptr %24, align 8, !tbaa !31
  %37 = getelementptr inbounds i8, ptr %36, i64 24
  %38 = load ptr, ptr %37, align 8
  tail call void %38(ptr noundef nonnull align 8 dereferenceable(16) %24) #27
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %24) #27
  br label %50

50:                                               ; preds = %22, %31, %46, %49
  ret void

51:                                               ; preds = %19, %11, %8, %13
  %52 = landingpad { ptr, i32 }
          catch ptr null
  %53 = extractvalue { ptr, i32 } %52, 0
  tail call void @__clang_call_terminate(ptr %53) #31
  unreachable

54:                                               ; preds = %2
  tail call void @__clang_call_terminate(ptr %4) #31
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  %15 = load ptr, ptr %3, align 8, !tbaa !31
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
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
  call void @_ZSt9terminatev() #31
  unreachable

9:                                                ; preds = %1, %46
  %10 = phi ptr [ %47, %46 ], [ %4, %1 ]
  %11 = load ptr, ptr %10, align 8, !tbaa !119
  %12 = icmp eq ptr %11, null
  br i1 %12, label %46, label %13

13:                                               ; preds = %9
  store ptr %11, ptr %2, align 8, !tbaa !119
  call void @_ZNSt15__exception_ptr13exception_ptr9_M_addrefEv(ptr noundef nonnull align 8 dereferenceable(8) %2) #27
  invoke void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(ptr noundef nonnull %2) #28
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
  %29 = load ptr, ptr %26, align 8, !tbaa !31
  %30 = getelementptr inbounds i8, ptr %29, i64 16
  %31 = load ptr, ptr %30, align 8
  %32 = call noundef ptr %31(ptr noundef nonnull align 8 dereferenceable(8) %26) #27
  %33 = icmp eq ptr %32, null
  br i1 %33, label %34, label %42

34:                                               ; preds = %28
  %35 = load ptr, ptr @_ZSt4cerr, align 8, !tbaa !31
  %36 = getelementptr i8, ptr %35, i64 -24
  %37 = load i64, ptr %36, align 8
  %38 = getelementptr inbounds i8, ptr @_ZSt4cerr, i64 %37
  %39 = getelementptr inbounds i8, ptr %38, i64 32
  %40 = load i32, ptr %39, align 8, !tbaa !121
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
  call void @__clang_call_terminate(ptr %55) #31
  unreachable
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queueC2IFiRKNS0_6deviceEEvEERKT_RKSt8functionIFvNS0_14exception_listEEERKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull %1, ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %3) unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::device", align 8
  %6 = alloca %"class.std::function.27", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #27
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #27
  %7 = getelementptr inbounds i8, ptr %6, i64 16
  %8 = getelementptr inbounds i8, ptr %6, i64 24
  %9 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 0, ptr %9, align 8
  store ptr %1, ptr %6, align 8, !tbaa !11
  store ptr @_ZNSt17_Function_handlerIFiRKN4sycl3_V16deviceEEPS5_E9_M_invokeERKSt9_Any_dataS4_, ptr %8, align 8, !tbaa !127
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
  call void %24(ptr noundef nonnull align 8 dereferenceable(16) %13) #27
  %25 = load ptr, ptr %13, align 8, !tbaa !31
  %26 = getelementptr inbounds i8, ptr %25, i64 24
  %27 = load ptr, ptr %26, align 8
  call void %27(ptr noundef nonnull align 8 dereferenceable(16) %13) #27
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
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %13) #27
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
  call void @__clang_call_terminate(ptr %46) #31
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
  call void @__clang_call_terminate(ptr %60) #31
  unreachable

61:                                               ; preds = %52, %56
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #27
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #27
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
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #27
  tail call void @_ZSt9terminatev() #31
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
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %15) #27
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
  call void @_ZdlPvm(ptr noundef nonnull %25, i64 noundef %31) #32
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
  tail call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %7) #27
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
  tail call void @_ZdlPvm(ptr noundef nonnull %17, i64 noundef %24) #32
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  %15 = load ptr, ptr %3, align 8, !tbaa !31
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
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
  tail call void %4(ptr noundef nonnull align 8 dereferenceable(16) %0) #27
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
  tail call void %19(ptr noundef nonnull align 8 dereferenceable(16) %0) #27
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  %15 = load ptr, ptr %3, align 8, !tbaa !31
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
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
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 24) #32
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE8allocateEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #6 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = shl i64 %1, 2
  %5 = add i64 %4, -1
  %6 = load i64, ptr %3, align 8, !tbaa !97
  %7 = add i64 %6, -1
  %8 = or i64 %7, %5
  %9 = add i64 %8, 1
  %10 = icmp ult i64 %9, %1
  br i1 %10, label %11, label %13

11:                                               ; preds = %2
  %12 = tail call ptr @__cxa_allocate_exception(i64 8) #27
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %12, align 8, !tbaa !31
  tail call void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #28
  unreachable

13:                                               ; preds = %2
  %14 = tail call noundef ptr @_ZN4sycl3_V16detail6OSUtil12alignedAllocEmm(i64 noundef %6, i64 noundef %9)
  %15 = icmp eq ptr %14, null
  br i1 %15, label %16, label %18

16:                                               ; preds = %13
  %17 = tail call ptr @__cxa_allocate_exception(i64 8) #27
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9bad_alloc, i64 16), ptr %17, align 8, !tbaa !31
  tail call void @__cxa_throw(ptr nonnull %17, ptr nonnull @_ZTISt9bad_alloc, ptr nonnull @_ZNSt9bad_allocD1Ev) #28
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
  %3 = load i64, ptr %2, align 8, !tbaa !99
  ret i64 %3
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfE12setAlignmentEm(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) unnamed_addr #6 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = tail call i64 @llvm.umax.i64(i64 %1, i64 64)
  store i64 %4, ptr %3, align 8, !tbaa !97
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

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V15queue17submit_with_eventILb0ENS0_3ext6oneapi12experimental10propertiesINS5_6detail20properties_type_listIJEEEEEEENS0_5eventET0_RKNS0_6detail19type_erased_cgfo_tyEPS1_RKNSD_13code_locationE(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::event") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef %3, ptr noundef nonnull align 8 dereferenceable(32) %4) local_unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::detail::tls_code_loc_t", align 1
  %7 = alloca %"class.sycl::_V1::detail::SubmissionInfo", align 8
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %6) #27
  call void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1) %6, ptr noundef nonnull align 8 dereferenceable(32) %4)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #27
  invoke void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16) %7)
          to label %8 unwind label %63

8:                                                ; preds = %5
  %9 = icmp eq ptr %3, null
  br i1 %9, label %67, label %10

10:                                               ; preds = %8
  %11 = load ptr, ptr %3, align 8, !tbaa !134
  %12 = icmp eq ptr %11, null
  br i1 %12, label %13, label %14

13:                                               ; preds = %10
  call void @__assert_fail(ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.15, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_5queueEEERKDtsrT_4implERKS4_) #31
  unreachable

14:                                               ; preds = %10
  %15 = invoke noundef nonnull align 8 dereferenceable(16) ptr @_ZN4sycl3_V16detail14SubmissionInfo14SecondaryQueueEv(ptr noundef nonnull align 8 dereferenceable(16) %7)
          to label %16 unwind label %65

16:                                               ; preds = %14
  %17 = load ptr, ptr %3, align 8, !tbaa !134
  store ptr %17, ptr %15, align 8, !tbaa !134
  %18 = getelementptr inbounds i8, ptr %15, i64 8
  %19 = getelementptr inbounds i8, ptr %3, i64 8
  %20 = load ptr, ptr %19, align 8, !tbaa !25
  %21 = load ptr, ptr %18, align 8, !tbaa !25
  %22 = icmp eq ptr %20, %21
  br i1 %22, label %67, label %23

23:                                               ; preds = %16
  %24 = icmp eq ptr %20, null
  br i1 %24, label %35, label %25

25:                                               ; preds = %23
  %26 = getelementptr inbounds i8, ptr %20, i64 8
  %27 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %28 = icmp eq i8 %27, 0
  br i1 %28, label %32, label %29

29:                                               ; preds = %25
  %30 = load i32, ptr %26, align 4, !tbaa !34
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %26, align 4, !tbaa !34
  br label %35

32:                                               ; preds = %25
  %33 = atomicrmw volatile add ptr %26, i32 1 acq_rel, align 4
  %34 = load ptr, ptr %18, align 8, !tbaa !25
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
  store i32 0, ptr %39, align 8, !tbaa !27
  %44 = getelementptr inbounds i8, ptr %36, i64 12
  store i32 0, ptr %44, align 4, !tbaa !30
  %45 = load ptr, ptr %36, align 8, !tbaa !31
  %46 = getelementptr inbounds i8, ptr %45, i64 16
  %47 = load ptr, ptr %46, align 8
  call void %47(ptr noundef nonnull align 8 dereferenceable(16) %36) #27
  %48 = load ptr, ptr %36, align 8, !tbaa !31
  %49 = getelementptr inbounds i8, ptr %48, i64 24
  %50 = load ptr, ptr %49, align 8
  call void %50(ptr noundef nonnull align 8 dereferenceable(16) %36) #27
  br label %62

51:                                               ; preds = %38
  %52 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %53 = icmp eq i8 %52, 0
  br i1 %53, label %56, label %54

54:                                               ; preds = %51
  %55 = add nsw i32 %42, -1
  store i32 %55, ptr %39, align 4, !tbaa !34
  br label %58

56:                                               ; preds = %51
  %57 = atomicrmw volatile add ptr %39, i32 -1 acq_rel, align 4
  br label %58

58:                                               ; preds = %56, %54
  %59 = phi i32 [ %42, %54 ], [ %57, %56 ]
  %60 = icmp eq i32 %59, 1
  br i1 %60, label %61, label %62, !prof !35

61:                                               ; preds = %58
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %36) #27
  br label %62

62:                                               ; preds = %61, %58, %43, %35
  store ptr %20, ptr %18, align 8, !tbaa !25
  br label %67

63:                                               ; preds = %5
  %64 = landingpad { ptr, i32 }
          cleanup
  br label %102

65:                                               ; preds = %69, %67, %14
  %66 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail14SubmissionInfoD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %7) #27
  br label %102

67:                                               ; preds = %62, %16, %8
  %68 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZN4sycl3_V16detail14tls_code_loc_t5queryEv(ptr noundef nonnull align 1 dereferenceable(1) %6)
          to label %69 unwind label %65

69:                                               ; preds = %67
  %70 = load i8, ptr %6, align 1, !tbaa !136, !range !138, !noundef !139
  %71 = trunc nuw i8 %70 to i1
  %72 = xor i1 %71, true
  invoke void @_ZN4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_14SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef nonnull align 8 dereferenceable(32) %68, i1 noundef zeroext %72)
          to label %73 unwind label %65

73:                                               ; preds = %69
  %74 = getelementptr inbounds i8, ptr %7, i64 8
  %75 = load ptr, ptr %74, align 8, !tbaa !25
  %76 = icmp eq ptr %75, null
  br i1 %76, label %101, label %77

77:                                               ; preds = %73
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
  call void %86(ptr noundef nonnull align 8 dereferenceable(16) %75) #27
  %87 = load ptr, ptr %75, align 8, !tbaa !31
  %88 = getelementptr inbounds i8, ptr %87, i64 24
  %89 = load ptr, ptr %88, align 8
  call void %89(ptr noundef nonnull align 8 dereferenceable(16) %75) #27
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
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %75) #27
  br label %101

101:                                              ; preds = %73, %82, %97, %100
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #27
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %6) #27
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %6) #27
  ret void

102:                                              ; preds = %65, %63
  %103 = phi { ptr, i32 } [ %66, %65 ], [ %64, %63 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #27
  call void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1) %6) #27
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %6) #27
  resume { ptr, i32 } %103
}

declare void @_ZN4sycl3_V16detail14tls_code_loc_tC1ERKNS1_13code_locationE(ptr noundef nonnull align 1 dereferenceable(1), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #11

declare void @_ZN4sycl3_V16detail14SubmissionInfoC1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #11

declare noundef nonnull align 8 dereferenceable(16) ptr @_ZN4sycl3_V16detail14SubmissionInfo14SecondaryQueueEv(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #11

declare void @_ZN4sycl3_V15queue22submit_with_event_implERKNS0_6detail19type_erased_cgfo_tyERKNS2_14SubmissionInfoERKNS2_13code_locationEb(ptr dead_on_unwind writable sret(%"class.sycl::_V1::event") align 8, ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32), i1 noundef zeroext) local_unnamed_addr #11

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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  %15 = load ptr, ptr %3, align 8, !tbaa !31
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: nounwind
declare void @_ZN4sycl3_V16detail14tls_code_loc_tD1Ev(ptr noundef nonnull align 1 dereferenceable(1)) unnamed_addr #17

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZ4mainEUlRNS0_7handlerEE_E4callEPKvS5_(ptr nocapture noundef readonly %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #6 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %class.anon.99, align 8
  %4 = alloca %"class.std::vector.112", align 8
  %5 = alloca %"class.sycl::_V1::range.101", align 8
  %6 = alloca %class.anon.99, align 8
  %7 = alloca %class.anon.99, align 8
  %8 = alloca %class.anon.99, align 8
  %9 = alloca %class.anon.99, align 8
  %10 = alloca i32, align 4
  %11 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %12 = alloca i32, align 4
  %13 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %14 = alloca i32, align 4
  %15 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %16 = alloca %"class.sycl::_V1::accessor", align 8
  %17 = alloca %"class.sycl::_V1::property_list", align 8
  %18 = alloca %"class.sycl::_V1::accessor", align 8
  %19 = alloca %"class.sycl::_V1::property_list", align 8
  %20 = alloca %"class.sycl::_V1::accessor.95", align 8
  %21 = alloca %"class.sycl::_V1::property_list", align 8
  %22 = alloca %class.anon.99, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16) #27
  %23 = load ptr, ptr %0, align 8, !tbaa !140
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %17) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %17, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %15)
  store ptr @.str.1, ptr %15, align 8
  %24 = getelementptr inbounds i8, ptr %15, i64 8
  store ptr @.str.16, ptr %24, align 8
  %25 = getelementptr inbounds i8, ptr %15, i64 16
  store i64 54, ptr %25, align 8
  %26 = getelementptr inbounds i8, ptr %15, i64 24
  store i64 22, ptr %26, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %16, ptr noundef nonnull align 8 dereferenceable(33) %23, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %17, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %15)
          to label %27 unwind label %666

27:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %14) #27
  store i32 5, ptr %14, align 4, !tbaa !142
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %23, ptr noundef nonnull align 4 dereferenceable(4) %14)
          to label %30 unwind label %28

28:                                               ; preds = %27
  %29 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %16) #27
  br label %668

30:                                               ; preds = %27
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %14) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %15)
  %31 = getelementptr inbounds i8, ptr %17, i64 8
  %32 = load ptr, ptr %31, align 8, !tbaa !22
  %33 = getelementptr inbounds i8, ptr %17, i64 16
  %34 = load ptr, ptr %33, align 8, !tbaa !24
  %35 = icmp eq ptr %32, %34
  br i1 %35, label %70, label %36

36:                                               ; preds = %30, %65
  %37 = phi ptr [ %66, %65 ], [ %32, %30 ]
  %38 = getelementptr inbounds i8, ptr %37, i64 8
  %39 = load ptr, ptr %38, align 8, !tbaa !25
  %40 = icmp eq ptr %39, null
  br i1 %40, label %65, label %41

41:                                               ; preds = %36
  %42 = getelementptr inbounds i8, ptr %39, i64 8
  %43 = load atomic i64, ptr %42 acquire, align 8
  %44 = icmp eq i64 %43, 4294967297
  %45 = trunc i64 %43 to i32
  br i1 %44, label %46, label %54

46:                                               ; preds = %41
  store i32 0, ptr %42, align 8, !tbaa !27
  %47 = getelementptr inbounds i8, ptr %39, i64 12
  store i32 0, ptr %47, align 4, !tbaa !30
  %48 = load ptr, ptr %39, align 8, !tbaa !31
  %49 = getelementptr inbounds i8, ptr %48, i64 16
  %50 = load ptr, ptr %49, align 8
  call void %50(ptr noundef nonnull align 8 dereferenceable(16) %39) #27
  %51 = load ptr, ptr %39, align 8, !tbaa !31
  %52 = getelementptr inbounds i8, ptr %51, i64 24
  %53 = load ptr, ptr %52, align 8
  call void %53(ptr noundef nonnull align 8 dereferenceable(16) %39) #27
  br label %65

54:                                               ; preds = %41
  %55 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %56 = icmp eq i8 %55, 0
  br i1 %56, label %59, label %57

57:                                               ; preds = %54
  %58 = add nsw i32 %45, -1
  store i32 %58, ptr %42, align 4, !tbaa !34
  br label %61

59:                                               ; preds = %54
  %60 = atomicrmw volatile add ptr %42, i32 -1 acq_rel, align 4
  br label %61

61:                                               ; preds = %59, %57
  %62 = phi i32 [ %45, %57 ], [ %60, %59 ]
  %63 = icmp eq i32 %62, 1
  br i1 %63, label %64, label %65, !prof !35

64:                                               ; preds = %61
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %39) #27
  br label %65

65:                                               ; preds = %64, %61, %46, %36
  %66 = getelementptr inbounds i8, ptr %37, i64 16
  %67 = icmp eq ptr %66, %34
  br i1 %67, label %68, label %36, !llvm.loop !36

68:                                               ; preds = %65
  %69 = load ptr, ptr %31, align 8, !tbaa !22
  br label %70

70:                                               ; preds = %68, %30
  %71 = phi ptr [ %69, %68 ], [ %32, %30 ]
  %72 = icmp eq ptr %71, null
  br i1 %72, label %79, label %73

73:                                               ; preds = %70
  %74 = getelementptr inbounds i8, ptr %17, i64 24
  %75 = load ptr, ptr %74, align 8, !tbaa !37
  %76 = ptrtoint ptr %75 to i64
  %77 = ptrtoint ptr %71 to i64
  %78 = sub i64 %76, %77
  call void @_ZdlPvm(ptr noundef nonnull %71, i64 noundef %78) #32
  br label %79

79:                                               ; preds = %73, %70
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %17) #27
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %18) #27
  %80 = getelementptr inbounds i8, ptr %0, i64 8
  %81 = load ptr, ptr %80, align 8, !tbaa !144
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %19) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %19, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13)
  store ptr @.str.1, ptr %13, align 8
  %82 = getelementptr inbounds i8, ptr %13, i64 8
  store ptr @.str.16, ptr %82, align 8
  %83 = getelementptr inbounds i8, ptr %13, i64 16
  store i64 55, ptr %83, align 8
  %84 = getelementptr inbounds i8, ptr %13, i64 24
  store i64 22, ptr %84, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %18, ptr noundef nonnull align 8 dereferenceable(33) %81, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %19, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %13)
          to label %85 unwind label %670

85:                                               ; preds = %79
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %12) #27
  store i32 5, ptr %12, align 4, !tbaa !142
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %81, ptr noundef nonnull align 4 dereferenceable(4) %12)
          to label %88 unwind label %86

86:                                               ; preds = %85
  %87 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %18) #27
  br label %672

88:                                               ; preds = %85
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %12) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13)
  %89 = getelementptr inbounds i8, ptr %19, i64 8
  %90 = load ptr, ptr %89, align 8, !tbaa !22
  %91 = getelementptr inbounds i8, ptr %19, i64 16
  %92 = load ptr, ptr %91, align 8, !tbaa !24
  %93 = icmp eq ptr %90, %92
  br i1 %93, label %128, label %94

94:                                               ; preds = %88, %123
  %95 = phi ptr [ %124, %123 ], [ %90, %88 ]
  %96 = getelementptr inbounds i8, ptr %95, i64 8
  %97 = load ptr, ptr %96, align 8, !tbaa !25
  %98 = icmp eq ptr %97, null
  br i1 %98, label %123, label %99

99:                                               ; preds = %94
  %100 = getelementptr inbounds i8, ptr %97, i64 8
  %101 = load atomic i64, ptr %100 acquire, align 8
  %102 = icmp eq i64 %101, 4294967297
  %103 = trunc i64 %101 to i32
  br i1 %102, label %104, label %112

104:                                              ; preds = %99
  store i32 0, ptr %100, align 8, !tbaa !27
  %105 = getelementptr inbounds i8, ptr %97, i64 12
  store i32 0, ptr %105, align 4, !tbaa !30
  %106 = load ptr, ptr %97, align 8, !tbaa !31
  %107 = getelementptr inbounds i8, ptr %106, i64 16
  %108 = load ptr, ptr %107, align 8
  call void %108(ptr noundef nonnull align 8 dereferenceable(16) %97) #27
  %109 = load ptr, ptr %97, align 8, !tbaa !31
  %110 = getelementptr inbounds i8, ptr %109, i64 24
  %111 = load ptr, ptr %110, align 8
  call void %111(ptr noundef nonnull align 8 dereferenceable(16) %97) #27
  br label %123

112:                                              ; preds = %99
  %113 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %114 = icmp eq i8 %113, 0
  br i1 %114, label %117, label %115

115:                                              ; preds = %112
  %116 = add nsw i32 %103, -1
  store i32 %116, ptr %100, align 4, !tbaa !34
  br label %119

117:                                              ; preds = %112
  %118 = atomicrmw volatile add ptr %100, i32 -1 acq_rel, align 4
  br label %119

119:                                              ; preds = %117, %115
  %120 = phi i32 [ %103, %115 ], [ %118, %117 ]
  %121 = icmp eq i32 %120, 1
  br i1 %121, label %122, label %123, !prof !35

122:                                              ; preds = %119
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %97) #27
  br label %123

123:                                              ; preds = %122, %119, %104, %94
  %124 = getelementptr inbounds i8, ptr %95, i64 16
  %125 = icmp eq ptr %124, %92
  br i1 %125, label %126, label %94, !llvm.loop !36

126:                                              ; preds = %123
  %127 = load ptr, ptr %89, align 8, !tbaa !22
  br label %128

128:                                              ; preds = %126, %88
  %129 = phi ptr [ %127, %126 ], [ %90, %88 ]
  %130 = icmp eq ptr %129, null
  br i1 %130, label %137, label %131

131:                                              ; preds = %128
  %132 = getelementptr inbounds i8, ptr %19, i64 24
  %133 = load ptr, ptr %132, align 8, !tbaa !37
  %134 = ptrtoint ptr %133 to i64
  %135 = ptrtoint ptr %129 to i64
  %136 = sub i64 %134, %135
  call void @_ZdlPvm(ptr noundef nonnull %129, i64 noundef %136) #32
  br label %137

137:                                              ; preds = %131, %128
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19) #27
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %20) #27
  %138 = getelementptr inbounds i8, ptr %0, i64 16
  %139 = load ptr, ptr %138, align 8, !tbaa !145
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %21) #27
  %140 = getelementptr inbounds i8, ptr %21, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %140, i8 0, i64 24, i1 false)
  store i64 16, ptr %21, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11)
  store ptr @.str.1, ptr %11, align 8
  %141 = getelementptr inbounds i8, ptr %11, i64 8
  store ptr @.str.16, ptr %141, align 8
  %142 = getelementptr inbounds i8, ptr %11, i64 16
  store i64 56, ptr %142, align 8
  %143 = getelementptr inbounds i8, ptr %11, i64 24
  store i64 22, ptr %143, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %20, ptr noundef nonnull align 8 dereferenceable(33) %139, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %21, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %11)
          to label %144 unwind label %674

144:                                              ; preds = %137
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %10) #27
  store i32 5, ptr %10, align 4, !tbaa !142
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %139, ptr noundef nonnull align 4 dereferenceable(4) %10)
          to label %147 unwind label %145

145:                                              ; preds = %144
  %146 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %20) #27
  br label %676

147:                                              ; preds = %144
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %10) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11)
  %148 = load ptr, ptr %140, align 8, !tbaa !22
  %149 = getelementptr inbounds i8, ptr %21, i64 16
  %150 = load ptr, ptr %149, align 8, !tbaa !24
  %151 = icmp eq ptr %148, %150
  br i1 %151, label %186, label %152

152:                                              ; preds = %147, %181
  %153 = phi ptr [ %182, %181 ], [ %148, %147 ]
  %154 = getelementptr inbounds i8, ptr %153, i64 8
  %155 = load ptr, ptr %154, align 8, !tbaa !25
  %156 = icmp eq ptr %155, null
  br i1 %156, label %181, label %157

157:                                              ; preds = %152
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
  call void %166(ptr noundef nonnull align 8 dereferenceable(16) %155) #27
  %167 = load ptr, ptr %155, align 8, !tbaa !31
  %168 = getelementptr inbounds i8, ptr %167, i64 24
  %169 = load ptr, ptr %168, align 8
  call void %169(ptr noundef nonnull align 8 dereferenceable(16) %155) #27
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
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %155) #27
  br label %181

181:                                              ; preds = %180, %177, %162, %152
  %182 = getelementptr inbounds i8, ptr %153, i64 16
  %183 = icmp eq ptr %182, %150
  br i1 %183, label %184, label %152, !llvm.loop !36

184:                                              ; preds = %181
  %185 = load ptr, ptr %140, align 8, !tbaa !22
  br label %186

186:                                              ; preds = %184, %147
  %187 = phi ptr [ %185, %184 ], [ %148, %147 ]
  %188 = icmp eq ptr %187, null
  br i1 %188, label %195, label %189

189:                                              ; preds = %186
  %190 = getelementptr inbounds i8, ptr %21, i64 24
  %191 = load ptr, ptr %190, align 8, !tbaa !37
  %192 = ptrtoint ptr %191 to i64
  %193 = ptrtoint ptr %187 to i64
  %194 = sub i64 %192, %193
  call void @_ZdlPvm(ptr noundef nonnull %187, i64 noundef %194) #32
  br label %195

195:                                              ; preds = %189, %186
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %21) #27
  %196 = getelementptr inbounds i8, ptr %0, i64 24
  %197 = load ptr, ptr %196, align 8, !tbaa !146
  %198 = load i64, ptr %197, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %22) #27
  %199 = load ptr, ptr %20, align 8, !tbaa !147
  store ptr %199, ptr %22, align 8, !tbaa !147
  %200 = getelementptr inbounds i8, ptr %22, i64 8
  %201 = getelementptr inbounds i8, ptr %20, i64 8
  %202 = load ptr, ptr %201, align 8, !tbaa !25
  store ptr %202, ptr %200, align 8, !tbaa !25
  %203 = icmp eq ptr %202, null
  br i1 %203, label %213, label %204

204:                                              ; preds = %195
  %205 = getelementptr inbounds i8, ptr %202, i64 8
  %206 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %207 = icmp eq i8 %206, 0
  br i1 %207, label %211, label %208

208:                                              ; preds = %204
  %209 = load i32, ptr %205, align 4, !tbaa !34
  %210 = add nsw i32 %209, 1
  store i32 %210, ptr %205, align 4, !tbaa !34
  br label %213

211:                                              ; preds = %204
  %212 = atomicrmw volatile add ptr %205, i32 1 acq_rel, align 4
  br label %213

213:                                              ; preds = %211, %208, %195
  %214 = getelementptr inbounds i8, ptr %22, i64 16
  %215 = getelementptr inbounds i8, ptr %20, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %214, ptr noundef nonnull align 8 dereferenceable(16) %215, i64 16, i1 false)
  %216 = getelementptr inbounds i8, ptr %22, i64 32
  store float 2.500000e+00, ptr %216, align 8, !tbaa !149
  %217 = getelementptr inbounds i8, ptr %22, i64 40
  %218 = load ptr, ptr %16, align 8, !tbaa !147
  store ptr %218, ptr %217, align 8, !tbaa !147
  %219 = getelementptr inbounds i8, ptr %22, i64 48
  %220 = getelementptr inbounds i8, ptr %16, i64 8
  %221 = load ptr, ptr %220, align 8, !tbaa !25
  store ptr %221, ptr %219, align 8, !tbaa !25
  %222 = icmp eq ptr %221, null
  br i1 %222, label %232, label %223

223:                                              ; preds = %213
  %224 = getelementptr inbounds i8, ptr %221, i64 8
  %225 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %226 = icmp eq i8 %225, 0
  br i1 %226, label %230, label %227

227:                                              ; preds = %223
  %228 = load i32, ptr %224, align 4, !tbaa !34
  %229 = add nsw i32 %228, 1
  store i32 %229, ptr %224, align 4, !tbaa !34
  br label %232

230:                                              ; preds = %223
  %231 = atomicrmw volatile add ptr %224, i32 1 acq_rel, align 4
  br label %232

232:                                              ; preds = %230, %227, %213
  %233 = getelementptr inbounds i8, ptr %22, i64 56
  %234 = getelementptr inbounds i8, ptr %16, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %233, ptr noundef nonnull align 8 dereferenceable(16) %234, i64 16, i1 false)
  %235 = getelementptr inbounds i8, ptr %22, i64 72
  %236 = load ptr, ptr %18, align 8, !tbaa !147
  store ptr %236, ptr %235, align 8, !tbaa !147
  %237 = getelementptr inbounds i8, ptr %22, i64 80
  %238 = getelementptr inbounds i8, ptr %18, i64 8
  %239 = load ptr, ptr %238, align 8, !tbaa !25
  store ptr %239, ptr %237, align 8, !tbaa !25
  %240 = icmp eq ptr %239, null
  br i1 %240, label %250, label %241

241:                                              ; preds = %232
  %242 = getelementptr inbounds i8, ptr %239, i64 8
  %243 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %244 = icmp eq i8 %243, 0
  br i1 %244, label %248, label %245

245:                                              ; preds = %241
  %246 = load i32, ptr %242, align 4, !tbaa !34
  %247 = add nsw i32 %246, 1
  store i32 %247, ptr %242, align 4, !tbaa !34
  br label %250

248:                                              ; preds = %241
  %249 = atomicrmw volatile add ptr %242, i32 1 acq_rel, align 4
  br label %250

250:                                              ; preds = %248, %245, %232
  %251 = getelementptr inbounds i8, ptr %22, i64 88
  %252 = getelementptr inbounds i8, ptr %18, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %251, ptr noundef nonnull align 8 dereferenceable(16) %252, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %9)
  %253 = load ptr, ptr %22, align 8, !tbaa !147
  store ptr %253, ptr %9, align 8, !tbaa !147
  %254 = getelementptr inbounds i8, ptr %9, i64 8
  %255 = load ptr, ptr %200, align 8, !tbaa !25
  store ptr %255, ptr %254, align 8, !tbaa !25
  %256 = icmp eq ptr %255, null
  br i1 %256, label %266, label %257

257:                                              ; preds = %250
  %258 = getelementptr inbounds i8, ptr %255, i64 8
  %259 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %260 = icmp eq i8 %259, 0
  br i1 %260, label %264, label %261

261:                                              ; preds = %257
  %262 = load i32, ptr %258, align 4, !tbaa !34
  %263 = add nsw i32 %262, 1
  store i32 %263, ptr %258, align 4, !tbaa !34
  br label %266

264:                                              ; preds = %257
  %265 = atomicrmw volatile add ptr %258, i32 1 acq_rel, align 4
  br label %266

266:                                              ; preds = %264, %261, %250
  %267 = getelementptr inbounds i8, ptr %9, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %267, ptr noundef nonnull readonly align 8 dereferenceable(16) %214, i64 16, i1 false)
  %268 = getelementptr inbounds i8, ptr %9, i64 32
  %269 = load float, ptr %216, align 8, !tbaa !149
  store float %269, ptr %268, align 8, !tbaa !149
  %270 = getelementptr inbounds i8, ptr %9, i64 40
  %271 = load ptr, ptr %217, align 8, !tbaa !147
  store ptr %271, ptr %270, align 8, !tbaa !147
  %272 = getelementptr inbounds i8, ptr %9, i64 48
  %273 = load ptr, ptr %219, align 8, !tbaa !25
  store ptr %273, ptr %272, align 8, !tbaa !25
  %274 = icmp eq ptr %273, null
  br i1 %274, label %284, label %275

275:                                              ; preds = %266
  %276 = getelementptr inbounds i8, ptr %273, i64 8
  %277 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %278 = icmp eq i8 %277, 0
  br i1 %278, label %282, label %279

279:                                              ; preds = %275
  %280 = load i32, ptr %276, align 4, !tbaa !34
  %281 = add nsw i32 %280, 1
  store i32 %281, ptr %276, align 4, !tbaa !34
  br label %284

282:                                              ; preds = %275
  %283 = atomicrmw volatile add ptr %276, i32 1 acq_rel, align 4
  br label %284

284:                                              ; preds = %282, %279, %266
  %285 = getelementptr inbounds i8, ptr %9, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %285, ptr noundef nonnull readonly align 8 dereferenceable(16) %233, i64 16, i1 false)
  %286 = getelementptr inbounds i8, ptr %9, i64 72
  %287 = load ptr, ptr %235, align 8, !tbaa !147
  store ptr %287, ptr %286, align 8, !tbaa !147
  %288 = getelementptr inbounds i8, ptr %9, i64 80
  %289 = load ptr, ptr %237, align 8, !tbaa !25
  store ptr %289, ptr %288, align 8, !tbaa !25
  %290 = icmp eq ptr %289, null
  br i1 %290, label %300, label %291

291:                                              ; preds = %284
  %292 = getelementptr inbounds i8, ptr %289, i64 8
  %293 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %294 = icmp eq i8 %293, 0
  br i1 %294, label %298, label %295

295:                                              ; preds = %291
  %296 = load i32, ptr %292, align 4, !tbaa !34
  %297 = add nsw i32 %296, 1
  store i32 %297, ptr %292, align 4, !tbaa !34
  br label %300

298:                                              ; preds = %291
  %299 = atomicrmw volatile add ptr %292, i32 1 acq_rel, align 4
  br label %300

300:                                              ; preds = %298, %295, %284
  %301 = getelementptr inbounds i8, ptr %9, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %301, ptr noundef nonnull readonly align 8 dereferenceable(16) %251, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %8)
  %302 = invoke noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %303 unwind label %581

303:                                              ; preds = %300
  %304 = icmp eq i32 %302, 0
  br i1 %304, label %314, label %305

305:                                              ; preds = %303
  %306 = call ptr @__cxa_allocate_exception(i64 64) #27
  %307 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #27
  %308 = extractvalue { i32, ptr } %307, 0
  %309 = extractvalue { i32, ptr } %307, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %306, i32 %308, ptr %309, ptr noundef nonnull @.str.19)
          to label %310 unwind label %312

310:                                              ; preds = %305
  invoke void @__cxa_throw(ptr nonnull %306, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #28
          to label %311 unwind label %581

311:                                              ; preds = %310
  unreachable

312:                                              ; preds = %305
  %313 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %306) #27
  br label %583

314:                                              ; preds = %303
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %7)
  %315 = load ptr, ptr %9, align 8, !tbaa !147
  store ptr %315, ptr %7, align 8, !tbaa !147
  %316 = getelementptr inbounds i8, ptr %7, i64 8
  %317 = load ptr, ptr %254, align 8, !tbaa !25
  store ptr %317, ptr %316, align 8, !tbaa !25
  %318 = icmp eq ptr %317, null
  br i1 %318, label %328, label %319

319:                                              ; preds = %314
  %320 = getelementptr inbounds i8, ptr %317, i64 8
  %321 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %322 = icmp eq i8 %321, 0
  br i1 %322, label %326, label %323

323:                                              ; preds = %319
  %324 = load i32, ptr %320, align 4, !tbaa !34
  %325 = add nsw i32 %324, 1
  store i32 %325, ptr %320, align 4, !tbaa !34
  br label %328

326:                                              ; preds = %319
  %327 = atomicrmw volatile add ptr %320, i32 1 acq_rel, align 4
  br label %328

328:                                              ; preds = %326, %323, %314
  %329 = getelementptr inbounds i8, ptr %7, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %329, ptr noundef nonnull readonly align 8 dereferenceable(16) %267, i64 16, i1 false)
  %330 = getelementptr inbounds i8, ptr %7, i64 32
  %331 = load float, ptr %268, align 8, !tbaa !149
  store float %331, ptr %330, align 8, !tbaa !149
  %332 = getelementptr inbounds i8, ptr %7, i64 40
  %333 = load ptr, ptr %270, align 8, !tbaa !147
  store ptr %333, ptr %332, align 8, !tbaa !147
  %334 = getelementptr inbounds i8, ptr %7, i64 48
  %335 = load ptr, ptr %272, align 8, !tbaa !25
  store ptr %335, ptr %334, align 8, !tbaa !25
  %336 = icmp eq ptr %335, null
  br i1 %336, label %346, label %337

337:                                              ; preds = %328
  %338 = getelementptr inbounds i8, ptr %335, i64 8
  %339 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %340 = icmp eq i8 %339, 0
  br i1 %340, label %344, label %341

341:                                              ; preds = %337
  %342 = load i32, ptr %338, align 4, !tbaa !34
  %343 = add nsw i32 %342, 1
  store i32 %343, ptr %338, align 4, !tbaa !34
  br label %346

344:                                              ; preds = %337
  %345 = atomicrmw volatile add ptr %338, i32 1 acq_rel, align 4
  br label %346

346:                                              ; preds = %344, %341, %328
  %347 = getelementptr inbounds i8, ptr %7, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %347, ptr noundef nonnull readonly align 8 dereferenceable(16) %285, i64 16, i1 false)
  %348 = getelementptr inbounds i8, ptr %7, i64 72
  %349 = load ptr, ptr %286, align 8, !tbaa !147
  store ptr %349, ptr %348, align 8, !tbaa !147
  %350 = getelementptr inbounds i8, ptr %7, i64 80
  %351 = load ptr, ptr %288, align 8, !tbaa !25
  store ptr %351, ptr %350, align 8, !tbaa !25
  %352 = icmp eq ptr %351, null
  br i1 %352, label %362, label %353

353:                                              ; preds = %346
  %354 = getelementptr inbounds i8, ptr %351, i64 8
  %355 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %356 = icmp eq i8 %355, 0
  br i1 %356, label %360, label %357

357:                                              ; preds = %353
  %358 = load i32, ptr %354, align 4, !tbaa !34
  %359 = add nsw i32 %358, 1
  store i32 %359, ptr %354, align 4, !tbaa !34
  br label %362

360:                                              ; preds = %353
  %361 = atomicrmw volatile add ptr %354, i32 1 acq_rel, align 4
  br label %362

362:                                              ; preds = %360, %357, %346
  %363 = getelementptr inbounds i8, ptr %7, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %363, ptr noundef nonnull readonly align 8 dereferenceable(16) %301, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %6)
  %364 = load ptr, ptr %7, align 8, !tbaa !147
  store ptr %364, ptr %6, align 8, !tbaa !147
  %365 = getelementptr inbounds i8, ptr %6, i64 8
  %366 = load ptr, ptr %316, align 8, !tbaa !25
  store ptr %366, ptr %365, align 8, !tbaa !25
  %367 = icmp eq ptr %366, null
  br i1 %367, label %377, label %368

368:                                              ; preds = %362
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

377:                                              ; preds = %375, %372, %362
  %378 = getelementptr inbounds i8, ptr %6, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %378, ptr noundef nonnull readonly align 8 dereferenceable(16) %329, i64 16, i1 false)
  %379 = getelementptr inbounds i8, ptr %6, i64 32
  %380 = load float, ptr %330, align 8, !tbaa !149
  store float %380, ptr %379, align 8, !tbaa !149
  %381 = getelementptr inbounds i8, ptr %6, i64 40
  %382 = load ptr, ptr %332, align 8, !tbaa !147
  store ptr %382, ptr %381, align 8, !tbaa !147
  %383 = getelementptr inbounds i8, ptr %6, i64 48
  %384 = load ptr, ptr %334, align 8, !tbaa !25
  store ptr %384, ptr %383, align 8, !tbaa !25
  %385 = icmp eq ptr %384, null
  br i1 %385, label %395, label %386

386:                                              ; preds = %377
  %387 = getelementptr inbounds i8, ptr %384, i64 8
  %388 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %389 = icmp eq i8 %388, 0
  br i1 %389, label %393, label %390

390:                                              ; preds = %386
  %391 = load i32, ptr %387, align 4, !tbaa !34
  %392 = add nsw i32 %391, 1
  store i32 %392, ptr %387, align 4, !tbaa !34
  br label %395

393:                                              ; preds = %386
  %394 = atomicrmw volatile add ptr %387, i32 1 acq_rel, align 4
  br label %395

395:                                              ; preds = %393, %390, %377
  %396 = getelementptr inbounds i8, ptr %6, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %396, ptr noundef nonnull readonly align 8 dereferenceable(16) %347, i64 16, i1 false)
  %397 = getelementptr inbounds i8, ptr %6, i64 72
  %398 = load ptr, ptr %348, align 8, !tbaa !147
  store ptr %398, ptr %397, align 8, !tbaa !147
  %399 = getelementptr inbounds i8, ptr %6, i64 80
  %400 = load ptr, ptr %350, align 8, !tbaa !25
  store ptr %400, ptr %399, align 8, !tbaa !25
  %401 = icmp eq ptr %400, null
  br i1 %401, label %411, label %402

402:                                              ; preds = %395
  %403 = getelementptr inbounds i8, ptr %400, i64 8
  %404 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %405 = icmp eq i8 %404, 0
  br i1 %405, label %409, label %406

406:                                              ; preds = %402
  %407 = load i32, ptr %403, align 4, !tbaa !34
  %408 = add nsw i32 %407, 1
  store i32 %408, ptr %403, align 4, !tbaa !34
  br label %411

409:                                              ; preds = %402
  %410 = atomicrmw volatile add ptr %403, i32 1 acq_rel, align 4
  br label %411

411:                                              ; preds = %409, %406, %395
  %412 = getelementptr inbounds i8, ptr %6, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %412, ptr noundef nonnull readonly align 8 dereferenceable(16) %363, i64 16, i1 false)
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %6) #27
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %6)
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %7) #27
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %7)
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.22)
          to label %413 unwind label %581

413:                                              ; preds = %411
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5)
  %414 = getelementptr inbounds i8, ptr %5, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %414, i8 0, i64 16, i1 false), !alias.scope !155
  store i64 %198, ptr %5, align 8, !tbaa !5, !alias.scope !155
  invoke void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range.101") align 8 %5, i1 noundef zeroext false, i32 noundef 1)
          to label %415 unwind label %581

415:                                              ; preds = %413
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5)
  %416 = load ptr, ptr %9, align 8, !tbaa !147
  store ptr %416, ptr %8, align 8, !tbaa !147
  %417 = getelementptr inbounds i8, ptr %8, i64 8
  %418 = load ptr, ptr %254, align 8, !tbaa !25
  store ptr null, ptr %254, align 8, !tbaa !25
  store ptr %418, ptr %417, align 8, !tbaa !25
  store ptr null, ptr %9, align 8, !tbaa !147
  %419 = getelementptr inbounds i8, ptr %8, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %419, ptr noundef nonnull align 8 dereferenceable(16) %267, i64 16, i1 false)
  %420 = getelementptr inbounds i8, ptr %8, i64 32
  %421 = load float, ptr %268, align 8, !tbaa !149
  store float %421, ptr %420, align 8, !tbaa !149
  %422 = getelementptr inbounds i8, ptr %8, i64 40
  %423 = load ptr, ptr %270, align 8, !tbaa !147
  store ptr %423, ptr %422, align 8, !tbaa !147
  %424 = getelementptr inbounds i8, ptr %8, i64 48
  %425 = load ptr, ptr %272, align 8, !tbaa !25
  store ptr null, ptr %272, align 8, !tbaa !25
  store ptr %425, ptr %424, align 8, !tbaa !25
  store ptr null, ptr %270, align 8, !tbaa !147
  %426 = getelementptr inbounds i8, ptr %8, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %426, ptr noundef nonnull align 8 dereferenceable(16) %285, i64 16, i1 false)
  %427 = getelementptr inbounds i8, ptr %8, i64 72
  %428 = getelementptr inbounds i8, ptr %8, i64 80
  %429 = load <2 x ptr>, ptr %286, align 8, !tbaa !11
  store ptr null, ptr %288, align 8, !tbaa !25
  store <2 x ptr> %429, ptr %427, align 8, !tbaa !11
  store ptr null, ptr %286, align 8, !tbaa !147
  %430 = getelementptr inbounds i8, ptr %8, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %430, ptr noundef nonnull align 8 dereferenceable(16) %301, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %3)
  %431 = invoke noalias noundef nonnull dereferenceable(112) ptr @_Znwm(i64 noundef 112) #29
          to label %432 unwind label %577

432:                                              ; preds = %415
  store ptr %416, ptr %3, align 8, !tbaa !147, !noalias !158
  %433 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr %418, ptr %433, align 8, !tbaa !25, !noalias !158
  %434 = icmp eq ptr %418, null
  br i1 %434, label %447, label %435

435:                                              ; preds = %432
  %436 = getelementptr inbounds i8, ptr %418, i64 8
  %437 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !158
  %438 = icmp eq i8 %437, 0
  br i1 %438, label %442, label %439

439:                                              ; preds = %435
  %440 = load i32, ptr %436, align 4, !tbaa !34, !noalias !158
  %441 = add nsw i32 %440, 1
  store i32 %441, ptr %436, align 4, !tbaa !34, !noalias !158
  br label %447

442:                                              ; preds = %435
  %443 = atomicrmw volatile add ptr %436, i32 1 acq_rel, align 4, !noalias !158
  %444 = load float, ptr %420, align 8, !tbaa !149, !noalias !158
  %445 = load ptr, ptr %422, align 8, !tbaa !147, !noalias !158
  %446 = load ptr, ptr %424, align 8, !tbaa !25, !noalias !158
  br label %447

447:                                              ; preds = %442, %439, %432
  %448 = phi ptr [ %446, %442 ], [ %425, %439 ], [ %425, %432 ]
  %449 = phi ptr [ %445, %442 ], [ %423, %439 ], [ %423, %432 ]
  %450 = phi float [ %444, %442 ], [ %421, %439 ], [ %421, %432 ]
  %451 = getelementptr inbounds i8, ptr %3, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %451, ptr noundef nonnull readonly align 8 dereferenceable(16) %419, i64 16, i1 false), !noalias !158
  %452 = getelementptr inbounds i8, ptr %3, i64 32
  store float %450, ptr %452, align 8, !tbaa !149, !noalias !158
  %453 = getelementptr inbounds i8, ptr %3, i64 40
  store ptr %449, ptr %453, align 8, !tbaa !147, !noalias !158
  %454 = getelementptr inbounds i8, ptr %3, i64 48
  store ptr %448, ptr %454, align 8, !tbaa !25, !noalias !158
  %455 = icmp eq ptr %448, null
  br i1 %455, label %465, label %456

456:                                              ; preds = %447
  %457 = getelementptr inbounds i8, ptr %448, i64 8
  %458 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !158
  %459 = icmp eq i8 %458, 0
  br i1 %459, label %463, label %460

460:                                              ; preds = %456
  %461 = load i32, ptr %457, align 4, !tbaa !34, !noalias !158
  %462 = add nsw i32 %461, 1
  store i32 %462, ptr %457, align 4, !tbaa !34, !noalias !158
  br label %465

463:                                              ; preds = %456
  %464 = atomicrmw volatile add ptr %457, i32 1 acq_rel, align 4, !noalias !158
  br label %465

465:                                              ; preds = %463, %460, %447
  %466 = getelementptr inbounds i8, ptr %3, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %466, ptr noundef nonnull readonly align 8 dereferenceable(16) %426, i64 16, i1 false), !noalias !158
  %467 = getelementptr inbounds i8, ptr %3, i64 72
  %468 = load ptr, ptr %427, align 8, !tbaa !147, !noalias !158
  store ptr %468, ptr %467, align 8, !tbaa !147, !noalias !158
  %469 = getelementptr inbounds i8, ptr %3, i64 80
  %470 = load ptr, ptr %428, align 8, !tbaa !25, !noalias !158
  store ptr %470, ptr %469, align 8, !tbaa !25, !noalias !158
  %471 = icmp eq ptr %470, null
  br i1 %471, label %481, label %472

472:                                              ; preds = %465
  %473 = getelementptr inbounds i8, ptr %470, i64 8
  %474 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !158
  %475 = icmp eq i8 %474, 0
  br i1 %475, label %479, label %476

476:                                              ; preds = %472
  %477 = load i32, ptr %473, align 4, !tbaa !34, !noalias !158
  %478 = add nsw i32 %477, 1
  store i32 %478, ptr %473, align 4, !tbaa !34, !noalias !158
  br label %481

479:                                              ; preds = %472
  %480 = atomicrmw volatile add ptr %473, i32 1 acq_rel, align 4, !noalias !158
  br label %481

481:                                              ; preds = %479, %476, %465
  %482 = getelementptr inbounds i8, ptr %3, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %482, ptr noundef nonnull readonly align 8 dereferenceable(16) %430, i64 16, i1 false), !noalias !158
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %431, align 8, !tbaa !31, !noalias !158
  %483 = getelementptr inbounds i8, ptr %431, i64 8
  %484 = load ptr, ptr %3, align 8, !tbaa !147, !noalias !158
  store ptr %484, ptr %483, align 8, !tbaa !147, !noalias !158
  %485 = getelementptr inbounds i8, ptr %431, i64 16
  %486 = load ptr, ptr %433, align 8, !tbaa !25, !noalias !158
  store ptr %486, ptr %485, align 8, !tbaa !25, !noalias !158
  %487 = icmp eq ptr %486, null
  br i1 %487, label %497, label %488

488:                                              ; preds = %481
  %489 = getelementptr inbounds i8, ptr %486, i64 8
  %490 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !158
  %491 = icmp eq i8 %490, 0
  br i1 %491, label %495, label %492

492:                                              ; preds = %488
  %493 = load i32, ptr %489, align 4, !tbaa !34, !noalias !158
  %494 = add nsw i32 %493, 1
  store i32 %494, ptr %489, align 4, !tbaa !34, !noalias !158
  br label %497

495:                                              ; preds = %488
  %496 = atomicrmw volatile add ptr %489, i32 1 acq_rel, align 4, !noalias !158
  br label %497

497:                                              ; preds = %495, %492, %481
  %498 = getelementptr inbounds i8, ptr %431, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %498, ptr noundef nonnull readonly align 8 dereferenceable(16) %451, i64 16, i1 false), !noalias !158
  %499 = getelementptr inbounds i8, ptr %431, i64 40
  %500 = load float, ptr %452, align 8, !tbaa !149, !noalias !158
  store float %500, ptr %499, align 8, !tbaa !149, !noalias !158
  %501 = getelementptr inbounds i8, ptr %431, i64 48
  %502 = load ptr, ptr %453, align 8, !tbaa !147, !noalias !158
  store ptr %502, ptr %501, align 8, !tbaa !147, !noalias !158
  %503 = getelementptr inbounds i8, ptr %431, i64 56
  %504 = load ptr, ptr %454, align 8, !tbaa !25, !noalias !158
  store ptr %504, ptr %503, align 8, !tbaa !25, !noalias !158
  %505 = icmp eq ptr %504, null
  br i1 %505, label %515, label %506

506:                                              ; preds = %497
  %507 = getelementptr inbounds i8, ptr %504, i64 8
  %508 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !158
  %509 = icmp eq i8 %508, 0
  br i1 %509, label %513, label %510

510:                                              ; preds = %506
  %511 = load i32, ptr %507, align 4, !tbaa !34, !noalias !158
  %512 = add nsw i32 %511, 1
  store i32 %512, ptr %507, align 4, !tbaa !34, !noalias !158
  br label %515

513:                                              ; preds = %506
  %514 = atomicrmw volatile add ptr %507, i32 1 acq_rel, align 4, !noalias !158
  br label %515

515:                                              ; preds = %513, %510, %497
  %516 = getelementptr inbounds i8, ptr %431, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %516, ptr noundef nonnull readonly align 8 dereferenceable(16) %466, i64 16, i1 false), !noalias !158
  %517 = getelementptr inbounds i8, ptr %431, i64 80
  %518 = load ptr, ptr %467, align 8, !tbaa !147, !noalias !158
  store ptr %518, ptr %517, align 8, !tbaa !147, !noalias !158
  %519 = getelementptr inbounds i8, ptr %431, i64 88
  %520 = load ptr, ptr %469, align 8, !tbaa !25, !noalias !158
  store ptr %520, ptr %519, align 8, !tbaa !25, !noalias !158
  %521 = icmp eq ptr %520, null
  br i1 %521, label %531, label %522

522:                                              ; preds = %515
  %523 = getelementptr inbounds i8, ptr %520, i64 8
  %524 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !158
  %525 = icmp eq i8 %524, 0
  br i1 %525, label %529, label %526

526:                                              ; preds = %522
  %527 = load i32, ptr %523, align 4, !tbaa !34, !noalias !158
  %528 = add nsw i32 %527, 1
  store i32 %528, ptr %523, align 4, !tbaa !34, !noalias !158
  br label %531

529:                                              ; preds = %522
  %530 = atomicrmw volatile add ptr %523, i32 1 acq_rel, align 4, !noalias !158
  br label %531

531:                                              ; preds = %529, %526, %515
  %532 = getelementptr inbounds i8, ptr %431, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %532, ptr noundef nonnull readonly align 8 dereferenceable(16) %482, i64 16, i1 false), !noalias !158
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %3) #27, !noalias !158
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %3)
  %533 = getelementptr inbounds i8, ptr %1, i64 152
  %534 = load ptr, ptr %533, align 8, !tbaa !11
  store ptr %431, ptr %533, align 8, !tbaa !11
  %535 = icmp eq ptr %534, null
  br i1 %535, label %540, label %536

536:                                              ; preds = %531
  %537 = load ptr, ptr %534, align 8, !tbaa !31
  %538 = getelementptr inbounds i8, ptr %537, i64 16
  %539 = load ptr, ptr %538, align 8
  call void %539(ptr noundef nonnull align 8 dereferenceable(8) %534) #27
  br label %540

540:                                              ; preds = %536, %531
  invoke void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %541 unwind label %577

541:                                              ; preds = %540
  %542 = load ptr, ptr %533, align 8, !tbaa !11
  %543 = load ptr, ptr %542, align 8, !tbaa !31
  %544 = load ptr, ptr %543, align 8
  %545 = invoke noundef ptr %544(ptr noundef nonnull align 8 dereferenceable(8) %542)
          to label %546 unwind label %577

546:                                              ; preds = %541
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #27
  invoke void @_ZN4sycl3_V16detail19getKernelParamDescsI4AxpyEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind nonnull writable sret(%"class.std::vector.112") align 8 %4)
          to label %547 unwind label %577

547:                                              ; preds = %546
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %545, ptr noundef nonnull align 8 dereferenceable(24) %4, i1 noundef zeroext false)
          to label %548 unwind label %565

548:                                              ; preds = %547
  %549 = load ptr, ptr %4, align 8, !tbaa !161
  %550 = icmp eq ptr %549, null
  br i1 %550, label %557, label %551

551:                                              ; preds = %548
  %552 = getelementptr inbounds i8, ptr %4, i64 16
  %553 = load ptr, ptr %552, align 8, !tbaa !163
  %554 = ptrtoint ptr %553 to i64
  %555 = ptrtoint ptr %549 to i64
  %556 = sub i64 %554, %555
  call void @_ZdlPvm(ptr noundef nonnull %549, i64 noundef %556) #32
  br label %557

557:                                              ; preds = %551, %548
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #27
  %558 = invoke noalias noundef nonnull dereferenceable(10) ptr @_Znam(i64 noundef 10) #29
          to label %559 unwind label %577

559:                                              ; preds = %557
  %560 = getelementptr inbounds i8, ptr %1, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(9) %558, ptr noundef nonnull align 1 dereferenceable(9) @.str.22, i64 9, i1 false)
  %561 = getelementptr inbounds i8, ptr %558, i64 9
  store i8 0, ptr %561, align 1, !tbaa !33
  %562 = load ptr, ptr %560, align 8, !tbaa !11
  store ptr %558, ptr %560, align 8, !tbaa !11
  %563 = icmp eq ptr %562, null
  br i1 %563, label %576, label %564

564:                                              ; preds = %559
  call void @_ZdaPv(ptr noundef nonnull %562) #32
  br label %576

565:                                              ; preds = %547
  %566 = landingpad { ptr, i32 }
          cleanup
  %567 = load ptr, ptr %4, align 8, !tbaa !161
  %568 = icmp eq ptr %567, null
  br i1 %568, label %575, label %569

569:                                              ; preds = %565
  %570 = getelementptr inbounds i8, ptr %4, i64 16
  %571 = load ptr, ptr %570, align 8, !tbaa !163
  %572 = ptrtoint ptr %571 to i64
  %573 = ptrtoint ptr %567 to i64
  %574 = sub i64 %572, %573
  call void @_ZdlPvm(ptr noundef nonnull %567, i64 noundef %574) #32
  br label %575

575:                                              ; preds = %569, %565
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #27
  br label %579

576:                                              ; preds = %564, %559
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %8) #27
  invoke void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef 1)
          to label %585 unwind label %581

577:                                              ; preds = %557, %546, %541, %540, %415
  %578 = landingpad { ptr, i32 }
          cleanup
  br label %579

579:                                              ; preds = %577, %575
  %580 = phi { ptr, i32 } [ %578, %577 ], [ %566, %575 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %8) #27
  br label %583

581:                                              ; preds = %576, %413, %411, %310, %300
  %582 = landingpad { ptr, i32 }
          cleanup
  br label %583

583:                                              ; preds = %581, %579, %312
  %584 = phi { ptr, i32 } [ %582, %581 ], [ %313, %312 ], [ %580, %579 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %9) #27
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %22) #27
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %22) #27
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %20) #27
  br label %678

585:                                              ; preds = %576
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %8)
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %9) #27
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %9)
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %22) #27
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %22) #27
  %586 = load ptr, ptr %201, align 8, !tbaa !25
  %587 = icmp eq ptr %586, null
  br i1 %587, label %612, label %588

588:                                              ; preds = %585
  %589 = getelementptr inbounds i8, ptr %586, i64 8
  %590 = load atomic i64, ptr %589 acquire, align 8
  %591 = icmp eq i64 %590, 4294967297
  %592 = trunc i64 %590 to i32
  br i1 %591, label %593, label %601

593:                                              ; preds = %588
  store i32 0, ptr %589, align 8, !tbaa !27
  %594 = getelementptr inbounds i8, ptr %586, i64 12
  store i32 0, ptr %594, align 4, !tbaa !30
  %595 = load ptr, ptr %586, align 8, !tbaa !31
  %596 = getelementptr inbounds i8, ptr %595, i64 16
  %597 = load ptr, ptr %596, align 8
  call void %597(ptr noundef nonnull align 8 dereferenceable(16) %586) #27
  %598 = load ptr, ptr %586, align 8, !tbaa !31
  %599 = getelementptr inbounds i8, ptr %598, i64 24
  %600 = load ptr, ptr %599, align 8
  call void %600(ptr noundef nonnull align 8 dereferenceable(16) %586) #27
  br label %612

601:                                              ; preds = %588
  %602 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %603 = icmp eq i8 %602, 0
  br i1 %603, label %606, label %604

604:                                              ; preds = %601
  %605 = add nsw i32 %592, -1
  store i32 %605, ptr %589, align 4, !tbaa !34
  br label %608

606:                                              ; preds = %601
  %607 = atomicrmw volatile add ptr %589, i32 -1 acq_rel, align 4
  br label %608

608:                                              ; preds = %606, %604
  %609 = phi i32 [ %592, %604 ], [ %607, %606 ]
  %610 = icmp eq i32 %609, 1
  br i1 %610, label %611, label %612, !prof !35

611:                                              ; preds = %608
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %586) #27
  br label %612

612:                                              ; preds = %611, %608, %593, %585
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #27
  %613 = load ptr, ptr %238, align 8, !tbaa !25
  %614 = icmp eq ptr %613, null
  br i1 %614, label %639, label %615

615:                                              ; preds = %612
  %616 = getelementptr inbounds i8, ptr %613, i64 8
  %617 = load atomic i64, ptr %616 acquire, align 8
  %618 = icmp eq i64 %617, 4294967297
  %619 = trunc i64 %617 to i32
  br i1 %618, label %620, label %628

620:                                              ; preds = %615
  store i32 0, ptr %616, align 8, !tbaa !27
  %621 = getelementptr inbounds i8, ptr %613, i64 12
  store i32 0, ptr %621, align 4, !tbaa !30
  %622 = load ptr, ptr %613, align 8, !tbaa !31
  %623 = getelementptr inbounds i8, ptr %622, i64 16
  %624 = load ptr, ptr %623, align 8
  call void %624(ptr noundef nonnull align 8 dereferenceable(16) %613) #27
  %625 = load ptr, ptr %613, align 8, !tbaa !31
  %626 = getelementptr inbounds i8, ptr %625, i64 24
  %627 = load ptr, ptr %626, align 8
  call void %627(ptr noundef nonnull align 8 dereferenceable(16) %613) #27
  br label %639

628:                                              ; preds = %615
  %629 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %630 = icmp eq i8 %629, 0
  br i1 %630, label %633, label %631

631:                                              ; preds = %628
  %632 = add nsw i32 %619, -1
  store i32 %632, ptr %616, align 4, !tbaa !34
  br label %635

633:                                              ; preds = %628
  %634 = atomicrmw volatile add ptr %616, i32 -1 acq_rel, align 4
  br label %635

635:                                              ; preds = %633, %631
  %636 = phi i32 [ %619, %631 ], [ %634, %633 ]
  %637 = icmp eq i32 %636, 1
  br i1 %637, label %638, label %639, !prof !35

638:                                              ; preds = %635
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %613) #27
  br label %639

639:                                              ; preds = %638, %635, %620, %612
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #27
  %640 = load ptr, ptr %220, align 8, !tbaa !25
  %641 = icmp eq ptr %640, null
  br i1 %641, label %684, label %642

642:                                              ; preds = %639
  %643 = getelementptr inbounds i8, ptr %640, i64 8
  %644 = load atomic i64, ptr %643 acquire, align 8
  %645 = icmp eq i64 %644, 4294967297
  %646 = trunc i64 %644 to i32
  br i1 %645, label %647, label %655

647:                                              ; preds = %642
  store i32 0, ptr %643, align 8, !tbaa !27
  %648 = getelementptr inbounds i8, ptr %640, i64 12
  store i32 0, ptr %648, align 4, !tbaa !30
  %649 = load ptr, ptr %640, align 8, !tbaa !31
  %650 = getelementptr inbounds i8, ptr %649, i64 16
  %651 = load ptr, ptr %650, align 8
  call void %651(ptr noundef nonnull align 8 dereferenceable(16) %640) #27
  %652 = load ptr, ptr %640, align 8, !tbaa !31
  %653 = getelementptr inbounds i8, ptr %652, i64 24
  %654 = load ptr, ptr %653, align 8
  call void %654(ptr noundef nonnull align 8 dereferenceable(16) %640) #27
  br label %684

655:                                              ; preds = %642
  %656 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %657 = icmp eq i8 %656, 0
  br i1 %657, label %660, label %658

658:                                              ; preds = %655
  %659 = add nsw i32 %646, -1
  store i32 %659, ptr %643, align 4, !tbaa !34
  br label %662

660:                                              ; preds = %655
  %661 = atomicrmw volatile add ptr %643, i32 -1 acq_rel, align 4
  br label %662

662:                                              ; preds = %660, %658
  %663 = phi i32 [ %646, %658 ], [ %661, %660 ]
  %664 = icmp eq i32 %663, 1
  br i1 %664, label %665, label %684, !prof !35

665:                                              ; preds = %662
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %640) #27
  br label %684

666:                                              ; preds = %2
  %667 = landingpad { ptr, i32 }
          cleanup
  br label %668

668:                                              ; preds = %666, %28
  %669 = phi { ptr, i32 } [ %667, %666 ], [ %29, %28 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %17) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %17) #27
  br label %682

670:                                              ; preds = %79
  %671 = landingpad { ptr, i32 }
          cleanup
  br label %672

672:                                              ; preds = %670, %86
  %673 = phi { ptr, i32 } [ %671, %670 ], [ %87, %86 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %19) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19) #27
  br label %680

674:                                              ; preds = %137
  %675 = landingpad { ptr, i32 }
          cleanup
  br label %676

676:                                              ; preds = %674, %145
  %677 = phi { ptr, i32 } [ %675, %674 ], [ %146, %145 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %21) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %21) #27
  br label %678

678:                                              ; preds = %676, %583
  %679 = phi { ptr, i32 } [ %584, %583 ], [ %677, %676 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #27
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %18) #27
  br label %680

680:                                              ; preds = %678, %672
  %681 = phi { ptr, i32 } [ %679, %678 ], [ %673, %672 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #27
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %16) #27
  br label %682

682:                                              ; preds = %680, %668
  %683 = phi { ptr, i32 } [ %681, %680 ], [ %669, %668 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #27
  resume { ptr, i32 } %683

684:                                              ; preds = %639, %647, %662, %665
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #27
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  %15 = load ptr, ptr %3, align 8, !tbaa !31
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
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
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #27
  %43 = load ptr, ptr %31, align 8, !tbaa !31
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #27
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #27
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
  tail call void %70(ptr noundef nonnull align 8 dereferenceable(16) %59) #27
  %71 = load ptr, ptr %59, align 8, !tbaa !31
  %72 = getelementptr inbounds i8, ptr %71, i64 24
  %73 = load ptr, ptr %72, align 8
  tail call void %73(ptr noundef nonnull align 8 dereferenceable(16) %59) #27
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %59) #27
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  %15 = load ptr, ptr %3, align 8, !tbaa !31
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

declare void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef byval(%"class.sycl::_V1::id") align 8, ptr noundef byval(%"class.sycl::_V1::range.101") align 8, ptr noundef byval(%"class.sycl::_V1::range.101") align 8, i32 noundef, ptr noundef, i32 noundef, i32 noundef, i64 noundef, i1 noundef zeroext, ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #11

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
  tail call void %21(ptr noundef nonnull align 8 dereferenceable(16) %10) #27
  %22 = load ptr, ptr %10, align 8, !tbaa !31
  %23 = getelementptr inbounds i8, ptr %22, i64 24
  %24 = load ptr, ptr %23, align 8
  tail call void %24(ptr noundef nonnull align 8 dereferenceable(16) %10) #27
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %10) #27
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
  tail call void @_ZdlPvm(ptr noundef nonnull %42, i64 noundef %49) #32
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

declare void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216), ptr) local_unnamed_addr #11

declare void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216), i32 noundef) local_unnamed_addr #11

declare noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #11

declare void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef byval(%"class.sycl::_V1::range.101") align 8, i1 noundef zeroext, i32 noundef) local_unnamed_addr #11

declare void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216)) local_unnamed_addr #11

declare void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216), ptr noundef, ptr noundef nonnull align 8 dereferenceable(24), i1 noundef zeroext) local_unnamed_addr #11

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19getKernelParamDescsI4AxpyEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind noalias writable sret(%"class.std::vector.112") align 8 %0) local_unnamed_addr #6 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"struct.sycl::_V1::detail::kernel_param_desc_t", align 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, i8 0, i64 24, i1 false)
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = tail call noalias noundef nonnull dereferenceable(48) ptr @_Znwm(i64 noundef 48) #29
  store ptr %4, ptr %0, align 8, !tbaa !161
  %5 = getelementptr inbounds i8, ptr %4, i64 48
  store ptr %5, ptr %3, align 8, !tbaa !163
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #27
  store i64 17446157156352, ptr %2, align 8
  store i32 0, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !164
  %8 = getelementptr inbounds i8, ptr %4, i64 12
  store ptr %8, ptr %7, align 8, !tbaa !167
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #27
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #27
  store i64 17179869185, ptr %2, align 8
  store i32 32, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %8, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !164
  %9 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr %9, ptr %7, align 8, !tbaa !167
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #27
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #27
  store i64 17446157156352, ptr %2, align 8
  store i32 40, ptr %6, align 8
  %10 = load ptr, ptr %3, align 8, !tbaa !163
  %11 = icmp eq ptr %9, %10
  br i1 %11, label %15, label %12

12:                                               ; preds = %1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %9, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !164
  %13 = load ptr, ptr %7, align 8, !tbaa !167
  %14 = getelementptr inbounds i8, ptr %13, i64 12
  store ptr %14, ptr %7, align 8, !tbaa !167
  br label %18

15:                                               ; preds = %1
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr nonnull %9, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %16 unwind label %27

16:                                               ; preds = %15
  %17 = load ptr, ptr %7, align 8, !tbaa !11
  br label %18

18:                                               ; preds = %16, %12
  %19 = phi ptr [ %17, %16 ], [ %14, %12 ]
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #27
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #27
  store i64 17446157156352, ptr %2, align 8
  store i32 72, ptr %6, align 8
  %20 = load ptr, ptr %3, align 8, !tbaa !163
  %21 = icmp eq ptr %19, %20
  br i1 %21, label %25, label %22

22:                                               ; preds = %18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %19, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !164
  %23 = load ptr, ptr %7, align 8, !tbaa !167
  %24 = getelementptr inbounds i8, ptr %23, i64 12
  store ptr %24, ptr %7, align 8, !tbaa !167
  br label %26

25:                                               ; preds = %18
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %19, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %26 unwind label %27

26:                                               ; preds = %25, %22
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #27
  ret void

27:                                               ; preds = %15, %25
  %28 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #27
  %29 = load ptr, ptr %0, align 8, !tbaa !161
  %30 = icmp eq ptr %29, null
  br i1 %30, label %36, label %31

31:                                               ; preds = %27
  %32 = load ptr, ptr %3, align 8, !tbaa !163
  %33 = ptrtoint ptr %32 to i64
  %34 = ptrtoint ptr %29 to i64
  %35 = sub i64 %33, %34
  call void @_ZdlPvm(ptr noundef nonnull %29, i64 noundef %35) #32
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
  tail call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %2) #27
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(112) %0) unnamed_addr #7 align 2 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %0, align 8, !tbaa !31
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  tail call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %2) #27
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 112) #32
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(112) %0) unnamed_addr #6 align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %class.anon.99, align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !147
  store ptr %4, ptr %2, align 8, !tbaa !147
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
  %23 = load float, ptr %22, align 8, !tbaa !149
  store float %23, ptr %21, align 8, !tbaa !149
  %24 = getelementptr inbounds i8, ptr %2, i64 40
  %25 = getelementptr inbounds i8, ptr %0, i64 48
  %26 = load ptr, ptr %25, align 8, !tbaa !147
  store ptr %26, ptr %24, align 8, !tbaa !147
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
  %45 = load ptr, ptr %44, align 8, !tbaa !147
  store ptr %45, ptr %43, align 8, !tbaa !147
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
  %67 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %24) #27
  %68 = getelementptr float, ptr %67, i64 %66
  %69 = load float, ptr %68, align 4, !tbaa !9
  %70 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %43)
          to label %71 unwind label %86

71:                                               ; preds = %65
  %72 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %43)
          to label %73 unwind label %86

73:                                               ; preds = %71
  %74 = load i64, ptr %72, align 8
  %75 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %43) #27
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
  %84 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %2) #27
  %85 = getelementptr float, ptr %84, i64 %83
  store float %82, ptr %85, align 4, !tbaa !9
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %2) #27
  ret void

86:                                               ; preds = %79, %73, %71, %65, %63, %59
  %87 = landingpad { ptr, i32 }
          cleanup
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %2) #27
  resume { ptr, i32 } %87
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #21

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %1, ptr noundef nonnull align 4 dereferenceable(12) %2) local_unnamed_addr #6 comdat align 2 {
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load ptr, ptr %4, align 8, !tbaa !167
  %6 = load ptr, ptr %0, align 8, !tbaa !11
  %7 = ptrtoint ptr %5 to i64
  %8 = ptrtoint ptr %6 to i64
  %9 = sub i64 %7, %8
  %10 = icmp eq i64 %9, 9223372036854775800
  br i1 %10, label %11, label %12

11:                                               ; preds = %3
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.24) #28
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
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %28, ptr noundef nonnull align 4 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !164
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
  %41 = load ptr, ptr %38, align 8, !tbaa !163
  %42 = ptrtoint ptr %41 to i64
  %43 = sub i64 %42, %8
  tail call void @_ZdlPvm(ptr noundef nonnull %6, i64 noundef %43) #32
  br label %44

44:                                               ; preds = %37, %40
  %45 = getelementptr inbounds i8, ptr %33, i64 %34
  store ptr %27, ptr %0, align 8, !tbaa !161
  store ptr %45, ptr %4, align 8, !tbaa !167
  %46 = getelementptr inbounds %"struct.sycl::_V1::detail::kernel_param_desc_t", ptr %27, i64 %18
  store ptr %46, ptr %38, align 8, !tbaa !163
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZ4mainEUlRNS0_7handlerEE0_E4callEPKvS5_(ptr nocapture noundef readonly %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #6 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %class.anon.126, align 8
  %4 = alloca %"class.std::vector.112", align 8
  %5 = alloca %"class.sycl::_V1::range.101", align 8
  %6 = alloca %class.anon.126, align 8
  %7 = alloca %class.anon.126, align 8
  %8 = alloca %class.anon.126, align 8
  %9 = alloca %class.anon.126, align 8
  %10 = alloca i32, align 4
  %11 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %12 = alloca i32, align 4
  %13 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %14 = alloca i32, align 4
  %15 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %16 = alloca %"class.sycl::_V1::accessor", align 8
  %17 = alloca %"class.sycl::_V1::property_list", align 8
  %18 = alloca %"class.sycl::_V1::accessor", align 8
  %19 = alloca %"class.sycl::_V1::property_list", align 8
  %20 = alloca %"class.sycl::_V1::accessor.95", align 8
  %21 = alloca %"class.sycl::_V1::property_list", align 8
  %22 = alloca %class.anon.126, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16) #27
  %23 = load ptr, ptr %0, align 8, !tbaa !168
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %17) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %17, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %15)
  store ptr @.str.1, ptr %15, align 8
  %24 = getelementptr inbounds i8, ptr %15, i64 8
  store ptr @.str.16, ptr %24, align 8
  %25 = getelementptr inbounds i8, ptr %15, i64 16
  store i64 60, ptr %25, align 8
  %26 = getelementptr inbounds i8, ptr %15, i64 24
  store i64 22, ptr %26, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %16, ptr noundef nonnull align 8 dereferenceable(33) %23, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %17, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %15)
          to label %27 unwind label %652

27:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %14) #27
  store i32 5, ptr %14, align 4, !tbaa !142
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %23, ptr noundef nonnull align 4 dereferenceable(4) %14)
          to label %30 unwind label %28

28:                                               ; preds = %27
  %29 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %16) #27
  br label %654

30:                                               ; preds = %27
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %14) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %15)
  %31 = getelementptr inbounds i8, ptr %17, i64 8
  %32 = load ptr, ptr %31, align 8, !tbaa !22
  %33 = getelementptr inbounds i8, ptr %17, i64 16
  %34 = load ptr, ptr %33, align 8, !tbaa !24
  %35 = icmp eq ptr %32, %34
  br i1 %35, label %70, label %36

36:                                               ; preds = %30, %65
  %37 = phi ptr [ %66, %65 ], [ %32, %30 ]
  %38 = getelementptr inbounds i8, ptr %37, i64 8
  %39 = load ptr, ptr %38, align 8, !tbaa !25
  %40 = icmp eq ptr %39, null
  br i1 %40, label %65, label %41

41:                                               ; preds = %36
  %42 = getelementptr inbounds i8, ptr %39, i64 8
  %43 = load atomic i64, ptr %42 acquire, align 8
  %44 = icmp eq i64 %43, 4294967297
  %45 = trunc i64 %43 to i32
  br i1 %44, label %46, label %54

46:                                               ; preds = %41
  store i32 0, ptr %42, align 8, !tbaa !27
  %47 = getelementptr inbounds i8, ptr %39, i64 12
  store i32 0, ptr %47, align 4, !tbaa !30
  %48 = load ptr, ptr %39, align 8, !tbaa !31
  %49 = getelementptr inbounds i8, ptr %48, i64 16
  %50 = load ptr, ptr %49, align 8
  call void %50(ptr noundef nonnull align 8 dereferenceable(16) %39) #27
  %51 = load ptr, ptr %39, align 8, !tbaa !31
  %52 = getelementptr inbounds i8, ptr %51, i64 24
  %53 = load ptr, ptr %52, align 8
  call void %53(ptr noundef nonnull align 8 dereferenceable(16) %39) #27
  br label %65

54:                                               ; preds = %41
  %55 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %56 = icmp eq i8 %55, 0
  br i1 %56, label %59, label %57

57:                                               ; preds = %54
  %58 = add nsw i32 %45, -1
  store i32 %58, ptr %42, align 4, !tbaa !34
  br label %61

59:                                               ; preds = %54
  %60 = atomicrmw volatile add ptr %42, i32 -1 acq_rel, align 4
  br label %61

61:                                               ; preds = %59, %57
  %62 = phi i32 [ %45, %57 ], [ %60, %59 ]
  %63 = icmp eq i32 %62, 1
  br i1 %63, label %64, label %65, !prof !35

64:                                               ; preds = %61
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %39) #27
  br label %65

65:                                               ; preds = %64, %61, %46, %36
  %66 = getelementptr inbounds i8, ptr %37, i64 16
  %67 = icmp eq ptr %66, %34
  br i1 %67, label %68, label %36, !llvm.loop !36

68:                                               ; preds = %65
  %69 = load ptr, ptr %31, align 8, !tbaa !22
  br label %70

70:                                               ; preds = %68, %30
  %71 = phi ptr [ %69, %68 ], [ %32, %30 ]
  %72 = icmp eq ptr %71, null
  br i1 %72, label %79, label %73

73:                                               ; preds = %70
  %74 = getelementptr inbounds i8, ptr %17, i64 24
  %75 = load ptr, ptr %74, align 8, !tbaa !37
  %76 = ptrtoint ptr %75 to i64
  %77 = ptrtoint ptr %71 to i64
  %78 = sub i64 %76, %77
  call void @_ZdlPvm(ptr noundef nonnull %71, i64 noundef %78) #32
  br label %79

79:                                               ; preds = %73, %70
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %17) #27
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %18) #27
  %80 = getelementptr inbounds i8, ptr %0, i64 8
  %81 = load ptr, ptr %80, align 8, !tbaa !170
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %19) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %19, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13)
  store ptr @.str.1, ptr %13, align 8
  %82 = getelementptr inbounds i8, ptr %13, i64 8
  store ptr @.str.16, ptr %82, align 8
  %83 = getelementptr inbounds i8, ptr %13, i64 16
  store i64 61, ptr %83, align 8
  %84 = getelementptr inbounds i8, ptr %13, i64 24
  store i64 22, ptr %84, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %18, ptr noundef nonnull align 8 dereferenceable(33) %81, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %19, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %13)
          to label %85 unwind label %656

85:                                               ; preds = %79
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %12) #27
  store i32 5, ptr %12, align 4, !tbaa !142
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %81, ptr noundef nonnull align 4 dereferenceable(4) %12)
          to label %88 unwind label %86

86:                                               ; preds = %85
  %87 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %18) #27
  br label %658

88:                                               ; preds = %85
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %12) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13)
  %89 = getelementptr inbounds i8, ptr %19, i64 8
  %90 = load ptr, ptr %89, align 8, !tbaa !22
  %91 = getelementptr inbounds i8, ptr %19, i64 16
  %92 = load ptr, ptr %91, align 8, !tbaa !24
  %93 = icmp eq ptr %90, %92
  br i1 %93, label %128, label %94

94:                                               ; preds = %88, %123
  %95 = phi ptr [ %124, %123 ], [ %90, %88 ]
  %96 = getelementptr inbounds i8, ptr %95, i64 8
  %97 = load ptr, ptr %96, align 8, !tbaa !25
  %98 = icmp eq ptr %97, null
  br i1 %98, label %123, label %99

99:                                               ; preds = %94
  %100 = getelementptr inbounds i8, ptr %97, i64 8
  %101 = load atomic i64, ptr %100 acquire, align 8
  %102 = icmp eq i64 %101, 4294967297
  %103 = trunc i64 %101 to i32
  br i1 %102, label %104, label %112

104:                                              ; preds = %99
  store i32 0, ptr %100, align 8, !tbaa !27
  %105 = getelementptr inbounds i8, ptr %97, i64 12
  store i32 0, ptr %105, align 4, !tbaa !30
  %106 = load ptr, ptr %97, align 8, !tbaa !31
  %107 = getelementptr inbounds i8, ptr %106, i64 16
  %108 = load ptr, ptr %107, align 8
  call void %108(ptr noundef nonnull align 8 dereferenceable(16) %97) #27
  %109 = load ptr, ptr %97, align 8, !tbaa !31
  %110 = getelementptr inbounds i8, ptr %109, i64 24
  %111 = load ptr, ptr %110, align 8
  call void %111(ptr noundef nonnull align 8 dereferenceable(16) %97) #27
  br label %123

112:                                              ; preds = %99
  %113 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %114 = icmp eq i8 %113, 0
  br i1 %114, label %117, label %115

115:                                              ; preds = %112
  %116 = add nsw i32 %103, -1
  store i32 %116, ptr %100, align 4, !tbaa !34
  br label %119

117:                                              ; preds = %112
  %118 = atomicrmw volatile add ptr %100, i32 -1 acq_rel, align 4
  br label %119

119:                                              ; preds = %117, %115
  %120 = phi i32 [ %103, %115 ], [ %118, %117 ]
  %121 = icmp eq i32 %120, 1
  br i1 %121, label %122, label %123, !prof !35

122:                                              ; preds = %119
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %97) #27
  br label %123

123:                                              ; preds = %122, %119, %104, %94
  %124 = getelementptr inbounds i8, ptr %95, i64 16
  %125 = icmp eq ptr %124, %92
  br i1 %125, label %126, label %94, !llvm.loop !36

126:                                              ; preds = %123
  %127 = load ptr, ptr %89, align 8, !tbaa !22
  br label %128

128:                                              ; preds = %126, %88
  %129 = phi ptr [ %127, %126 ], [ %90, %88 ]
  %130 = icmp eq ptr %129, null
  br i1 %130, label %137, label %131

131:                                              ; preds = %128
  %132 = getelementptr inbounds i8, ptr %19, i64 24
  %133 = load ptr, ptr %132, align 8, !tbaa !37
  %134 = ptrtoint ptr %133 to i64
  %135 = ptrtoint ptr %129 to i64
  %136 = sub i64 %134, %135
  call void @_ZdlPvm(ptr noundef nonnull %129, i64 noundef %136) #32
  br label %137

137:                                              ; preds = %131, %128
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19) #27
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %20) #27
  %138 = getelementptr inbounds i8, ptr %0, i64 16
  %139 = load ptr, ptr %138, align 8, !tbaa !171
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %21) #27
  %140 = getelementptr inbounds i8, ptr %21, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %140, i8 0, i64 24, i1 false)
  store i64 16, ptr %21, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11)
  store ptr @.str.1, ptr %11, align 8
  %141 = getelementptr inbounds i8, ptr %11, i64 8
  store ptr @.str.16, ptr %141, align 8
  %142 = getelementptr inbounds i8, ptr %11, i64 16
  store i64 62, ptr %142, align 8
  %143 = getelementptr inbounds i8, ptr %11, i64 24
  store i64 22, ptr %143, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %20, ptr noundef nonnull align 8 dereferenceable(33) %139, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %21, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %11)
          to label %144 unwind label %660

144:                                              ; preds = %137
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %10) #27
  store i32 5, ptr %10, align 4, !tbaa !142
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %139, ptr noundef nonnull align 4 dereferenceable(4) %10)
          to label %147 unwind label %145

145:                                              ; preds = %144
  %146 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %20) #27
  br label %662

147:                                              ; preds = %144
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %10) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11)
  %148 = load ptr, ptr %140, align 8, !tbaa !22
  %149 = getelementptr inbounds i8, ptr %21, i64 16
  %150 = load ptr, ptr %149, align 8, !tbaa !24
  %151 = icmp eq ptr %148, %150
  br i1 %151, label %186, label %152

152:                                              ; preds = %147, %181
  %153 = phi ptr [ %182, %181 ], [ %148, %147 ]
  %154 = getelementptr inbounds i8, ptr %153, i64 8
  %155 = load ptr, ptr %154, align 8, !tbaa !25
  %156 = icmp eq ptr %155, null
  br i1 %156, label %181, label %157

157:                                              ; preds = %152
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
  call void %166(ptr noundef nonnull align 8 dereferenceable(16) %155) #27
  %167 = load ptr, ptr %155, align 8, !tbaa !31
  %168 = getelementptr inbounds i8, ptr %167, i64 24
  %169 = load ptr, ptr %168, align 8
  call void %169(ptr noundef nonnull align 8 dereferenceable(16) %155) #27
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
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %155) #27
  br label %181

181:                                              ; preds = %180, %177, %162, %152
  %182 = getelementptr inbounds i8, ptr %153, i64 16
  %183 = icmp eq ptr %182, %150
  br i1 %183, label %184, label %152, !llvm.loop !36

184:                                              ; preds = %181
  %185 = load ptr, ptr %140, align 8, !tbaa !22
  br label %186

186:                                              ; preds = %184, %147
  %187 = phi ptr [ %185, %184 ], [ %148, %147 ]
  %188 = icmp eq ptr %187, null
  br i1 %188, label %195, label %189

189:                                              ; preds = %186
  %190 = getelementptr inbounds i8, ptr %21, i64 24
  %191 = load ptr, ptr %190, align 8, !tbaa !37
  %192 = ptrtoint ptr %191 to i64
  %193 = ptrtoint ptr %187 to i64
  %194 = sub i64 %192, %193
  call void @_ZdlPvm(ptr noundef nonnull %187, i64 noundef %194) #32
  br label %195

195:                                              ; preds = %189, %186
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %21) #27
  %196 = getelementptr inbounds i8, ptr %0, i64 24
  %197 = load ptr, ptr %196, align 8, !tbaa !172
  %198 = load i64, ptr %197, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %22) #27
  %199 = load ptr, ptr %20, align 8, !tbaa !147
  store ptr %199, ptr %22, align 8, !tbaa !147
  %200 = getelementptr inbounds i8, ptr %22, i64 8
  %201 = getelementptr inbounds i8, ptr %20, i64 8
  %202 = load ptr, ptr %201, align 8, !tbaa !25
  store ptr %202, ptr %200, align 8, !tbaa !25
  %203 = icmp eq ptr %202, null
  br i1 %203, label %213, label %204

204:                                              ; preds = %195
  %205 = getelementptr inbounds i8, ptr %202, i64 8
  %206 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %207 = icmp eq i8 %206, 0
  br i1 %207, label %211, label %208

208:                                              ; preds = %204
  %209 = load i32, ptr %205, align 4, !tbaa !34
  %210 = add nsw i32 %209, 1
  store i32 %210, ptr %205, align 4, !tbaa !34
  br label %213

211:                                              ; preds = %204
  %212 = atomicrmw volatile add ptr %205, i32 1 acq_rel, align 4
  br label %213

213:                                              ; preds = %211, %208, %195
  %214 = getelementptr inbounds i8, ptr %22, i64 16
  %215 = getelementptr inbounds i8, ptr %20, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %214, ptr noundef nonnull align 8 dereferenceable(16) %215, i64 16, i1 false)
  %216 = getelementptr inbounds i8, ptr %22, i64 32
  %217 = load ptr, ptr %18, align 8, !tbaa !147
  store ptr %217, ptr %216, align 8, !tbaa !147
  %218 = getelementptr inbounds i8, ptr %22, i64 40
  %219 = getelementptr inbounds i8, ptr %18, i64 8
  %220 = load ptr, ptr %219, align 8, !tbaa !25
  store ptr %220, ptr %218, align 8, !tbaa !25
  %221 = icmp eq ptr %220, null
  br i1 %221, label %231, label %222

222:                                              ; preds = %213
  %223 = getelementptr inbounds i8, ptr %220, i64 8
  %224 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %225 = icmp eq i8 %224, 0
  br i1 %225, label %229, label %226

226:                                              ; preds = %222
  %227 = load i32, ptr %223, align 4, !tbaa !34
  %228 = add nsw i32 %227, 1
  store i32 %228, ptr %223, align 4, !tbaa !34
  br label %231

229:                                              ; preds = %222
  %230 = atomicrmw volatile add ptr %223, i32 1 acq_rel, align 4
  br label %231

231:                                              ; preds = %229, %226, %213
  %232 = getelementptr inbounds i8, ptr %22, i64 48
  %233 = getelementptr inbounds i8, ptr %18, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %232, ptr noundef nonnull align 8 dereferenceable(16) %233, i64 16, i1 false)
  %234 = getelementptr inbounds i8, ptr %22, i64 64
  %235 = load ptr, ptr %16, align 8, !tbaa !147
  store ptr %235, ptr %234, align 8, !tbaa !147
  %236 = getelementptr inbounds i8, ptr %22, i64 72
  %237 = getelementptr inbounds i8, ptr %16, i64 8
  %238 = load ptr, ptr %237, align 8, !tbaa !25
  store ptr %238, ptr %236, align 8, !tbaa !25
  %239 = icmp eq ptr %238, null
  br i1 %239, label %249, label %240

240:                                              ; preds = %231
  %241 = getelementptr inbounds i8, ptr %238, i64 8
  %242 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %243 = icmp eq i8 %242, 0
  br i1 %243, label %247, label %244

244:                                              ; preds = %240
  %245 = load i32, ptr %241, align 4, !tbaa !34
  %246 = add nsw i32 %245, 1
  store i32 %246, ptr %241, align 4, !tbaa !34
  br label %249

247:                                              ; preds = %240
  %248 = atomicrmw volatile add ptr %241, i32 1 acq_rel, align 4
  br label %249

249:                                              ; preds = %247, %244, %231
  %250 = getelementptr inbounds i8, ptr %22, i64 80
  %251 = getelementptr inbounds i8, ptr %16, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %250, ptr noundef nonnull align 8 dereferenceable(16) %251, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %9)
  %252 = load ptr, ptr %22, align 8, !tbaa !147
  store ptr %252, ptr %9, align 8, !tbaa !147
  %253 = getelementptr inbounds i8, ptr %9, i64 8
  %254 = load ptr, ptr %200, align 8, !tbaa !25
  store ptr %254, ptr %253, align 8, !tbaa !25
  %255 = icmp eq ptr %254, null
  br i1 %255, label %265, label %256

256:                                              ; preds = %249
  %257 = getelementptr inbounds i8, ptr %254, i64 8
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

265:                                              ; preds = %263, %260, %249
  %266 = getelementptr inbounds i8, ptr %9, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %266, ptr noundef nonnull readonly align 8 dereferenceable(16) %214, i64 16, i1 false)
  %267 = getelementptr inbounds i8, ptr %9, i64 32
  %268 = load ptr, ptr %216, align 8, !tbaa !147
  store ptr %268, ptr %267, align 8, !tbaa !147
  %269 = getelementptr inbounds i8, ptr %9, i64 40
  %270 = load ptr, ptr %218, align 8, !tbaa !25
  store ptr %270, ptr %269, align 8, !tbaa !25
  %271 = icmp eq ptr %270, null
  br i1 %271, label %281, label %272

272:                                              ; preds = %265
  %273 = getelementptr inbounds i8, ptr %270, i64 8
  %274 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %275 = icmp eq i8 %274, 0
  br i1 %275, label %279, label %276

276:                                              ; preds = %272
  %277 = load i32, ptr %273, align 4, !tbaa !34
  %278 = add nsw i32 %277, 1
  store i32 %278, ptr %273, align 4, !tbaa !34
  br label %281

279:                                              ; preds = %272
  %280 = atomicrmw volatile add ptr %273, i32 1 acq_rel, align 4
  br label %281

281:                                              ; preds = %279, %276, %265
  %282 = getelementptr inbounds i8, ptr %9, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %282, ptr noundef nonnull readonly align 8 dereferenceable(16) %232, i64 16, i1 false)
  %283 = getelementptr inbounds i8, ptr %9, i64 64
  %284 = load ptr, ptr %234, align 8, !tbaa !147
  store ptr %284, ptr %283, align 8, !tbaa !147
  %285 = getelementptr inbounds i8, ptr %9, i64 72
  %286 = load ptr, ptr %236, align 8, !tbaa !25
  store ptr %286, ptr %285, align 8, !tbaa !25
  %287 = icmp eq ptr %286, null
  br i1 %287, label %297, label %288

288:                                              ; preds = %281
  %289 = getelementptr inbounds i8, ptr %286, i64 8
  %290 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %291 = icmp eq i8 %290, 0
  br i1 %291, label %295, label %292

292:                                              ; preds = %288
  %293 = load i32, ptr %289, align 4, !tbaa !34
  %294 = add nsw i32 %293, 1
  store i32 %294, ptr %289, align 4, !tbaa !34
  br label %297

295:                                              ; preds = %288
  %296 = atomicrmw volatile add ptr %289, i32 1 acq_rel, align 4
  br label %297

297:                                              ; preds = %295, %292, %281
  %298 = getelementptr inbounds i8, ptr %9, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %298, ptr noundef nonnull readonly align 8 dereferenceable(16) %250, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %8)
  %299 = invoke noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %300 unwind label %567

300:                                              ; preds = %297
  %301 = icmp eq i32 %299, 0
  br i1 %301, label %311, label %302

302:                                              ; preds = %300
  %303 = call ptr @__cxa_allocate_exception(i64 64) #27
  %304 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #27
  %305 = extractvalue { i32, ptr } %304, 0
  %306 = extractvalue { i32, ptr } %304, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %303, i32 %305, ptr %306, ptr noundef nonnull @.str.19)
          to label %307 unwind label %309

307:                                              ; preds = %302
  invoke void @__cxa_throw(ptr nonnull %303, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #28
          to label %308 unwind label %567

308:                                              ; preds = %307
  unreachable

309:                                              ; preds = %302
  %310 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %303) #27
  br label %569

311:                                              ; preds = %300
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %7)
  %312 = load ptr, ptr %9, align 8, !tbaa !147
  store ptr %312, ptr %7, align 8, !tbaa !147
  %313 = getelementptr inbounds i8, ptr %7, i64 8
  %314 = load ptr, ptr %253, align 8, !tbaa !25
  store ptr %314, ptr %313, align 8, !tbaa !25
  %315 = icmp eq ptr %314, null
  br i1 %315, label %325, label %316

316:                                              ; preds = %311
  %317 = getelementptr inbounds i8, ptr %314, i64 8
  %318 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %319 = icmp eq i8 %318, 0
  br i1 %319, label %323, label %320

320:                                              ; preds = %316
  %321 = load i32, ptr %317, align 4, !tbaa !34
  %322 = add nsw i32 %321, 1
  store i32 %322, ptr %317, align 4, !tbaa !34
  br label %325

323:                                              ; preds = %316
  %324 = atomicrmw volatile add ptr %317, i32 1 acq_rel, align 4
  br label %325

325:                                              ; preds = %323, %320, %311
  %326 = getelementptr inbounds i8, ptr %7, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %326, ptr noundef nonnull readonly align 8 dereferenceable(16) %266, i64 16, i1 false)
  %327 = getelementptr inbounds i8, ptr %7, i64 32
  %328 = load ptr, ptr %267, align 8, !tbaa !147
  store ptr %328, ptr %327, align 8, !tbaa !147
  %329 = getelementptr inbounds i8, ptr %7, i64 40
  %330 = load ptr, ptr %269, align 8, !tbaa !25
  store ptr %330, ptr %329, align 8, !tbaa !25
  %331 = icmp eq ptr %330, null
  br i1 %331, label %341, label %332

332:                                              ; preds = %325
  %333 = getelementptr inbounds i8, ptr %330, i64 8
  %334 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %335 = icmp eq i8 %334, 0
  br i1 %335, label %339, label %336

336:                                              ; preds = %332
  %337 = load i32, ptr %333, align 4, !tbaa !34
  %338 = add nsw i32 %337, 1
  store i32 %338, ptr %333, align 4, !tbaa !34
  br label %341

339:                                              ; preds = %332
  %340 = atomicrmw volatile add ptr %333, i32 1 acq_rel, align 4
  br label %341

341:                                              ; preds = %339, %336, %325
  %342 = getelementptr inbounds i8, ptr %7, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %342, ptr noundef nonnull readonly align 8 dereferenceable(16) %282, i64 16, i1 false)
  %343 = getelementptr inbounds i8, ptr %7, i64 64
  %344 = load ptr, ptr %283, align 8, !tbaa !147
  store ptr %344, ptr %343, align 8, !tbaa !147
  %345 = getelementptr inbounds i8, ptr %7, i64 72
  %346 = load ptr, ptr %285, align 8, !tbaa !25
  store ptr %346, ptr %345, align 8, !tbaa !25
  %347 = icmp eq ptr %346, null
  br i1 %347, label %357, label %348

348:                                              ; preds = %341
  %349 = getelementptr inbounds i8, ptr %346, i64 8
  %350 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %351 = icmp eq i8 %350, 0
  br i1 %351, label %355, label %352

352:                                              ; preds = %348
  %353 = load i32, ptr %349, align 4, !tbaa !34
  %354 = add nsw i32 %353, 1
  store i32 %354, ptr %349, align 4, !tbaa !34
  br label %357

355:                                              ; preds = %348
  %356 = atomicrmw volatile add ptr %349, i32 1 acq_rel, align 4
  br label %357

357:                                              ; preds = %355, %352, %341
  %358 = getelementptr inbounds i8, ptr %7, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %358, ptr noundef nonnull readonly align 8 dereferenceable(16) %298, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %6)
  %359 = load ptr, ptr %7, align 8, !tbaa !147
  store ptr %359, ptr %6, align 8, !tbaa !147
  %360 = getelementptr inbounds i8, ptr %6, i64 8
  %361 = load ptr, ptr %313, align 8, !tbaa !25
  store ptr %361, ptr %360, align 8, !tbaa !25
  %362 = icmp eq ptr %361, null
  br i1 %362, label %372, label %363

363:                                              ; preds = %357
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

372:                                              ; preds = %370, %367, %357
  %373 = getelementptr inbounds i8, ptr %6, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %373, ptr noundef nonnull readonly align 8 dereferenceable(16) %326, i64 16, i1 false)
  %374 = getelementptr inbounds i8, ptr %6, i64 32
  %375 = load ptr, ptr %327, align 8, !tbaa !147
  store ptr %375, ptr %374, align 8, !tbaa !147
  %376 = getelementptr inbounds i8, ptr %6, i64 40
  %377 = load ptr, ptr %329, align 8, !tbaa !25
  store ptr %377, ptr %376, align 8, !tbaa !25
  %378 = icmp eq ptr %377, null
  br i1 %378, label %388, label %379

379:                                              ; preds = %372
  %380 = getelementptr inbounds i8, ptr %377, i64 8
  %381 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %382 = icmp eq i8 %381, 0
  br i1 %382, label %386, label %383

383:                                              ; preds = %379
  %384 = load i32, ptr %380, align 4, !tbaa !34
  %385 = add nsw i32 %384, 1
  store i32 %385, ptr %380, align 4, !tbaa !34
  br label %388

386:                                              ; preds = %379
  %387 = atomicrmw volatile add ptr %380, i32 1 acq_rel, align 4
  br label %388

388:                                              ; preds = %386, %383, %372
  %389 = getelementptr inbounds i8, ptr %6, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %389, ptr noundef nonnull readonly align 8 dereferenceable(16) %342, i64 16, i1 false)
  %390 = getelementptr inbounds i8, ptr %6, i64 64
  %391 = load ptr, ptr %343, align 8, !tbaa !147
  store ptr %391, ptr %390, align 8, !tbaa !147
  %392 = getelementptr inbounds i8, ptr %6, i64 72
  %393 = load ptr, ptr %345, align 8, !tbaa !25
  store ptr %393, ptr %392, align 8, !tbaa !25
  %394 = icmp eq ptr %393, null
  br i1 %394, label %404, label %395

395:                                              ; preds = %388
  %396 = getelementptr inbounds i8, ptr %393, i64 8
  %397 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %398 = icmp eq i8 %397, 0
  br i1 %398, label %402, label %399

399:                                              ; preds = %395
  %400 = load i32, ptr %396, align 4, !tbaa !34
  %401 = add nsw i32 %400, 1
  store i32 %401, ptr %396, align 4, !tbaa !34
  br label %404

402:                                              ; preds = %395
  %403 = atomicrmw volatile add ptr %396, i32 1 acq_rel, align 4
  br label %404

404:                                              ; preds = %402, %399, %388
  %405 = getelementptr inbounds i8, ptr %6, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %405, ptr noundef nonnull readonly align 8 dereferenceable(16) %358, i64 16, i1 false)
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(96) %6) #27
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %6)
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(96) %7) #27
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %7)
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.27)
          to label %406 unwind label %567

406:                                              ; preds = %404
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5)
  %407 = getelementptr inbounds i8, ptr %5, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %407, i8 0, i64 16, i1 false), !alias.scope !173
  store i64 %198, ptr %5, align 8, !tbaa !5, !alias.scope !173
  invoke void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range.101") align 8 %5, i1 noundef zeroext false, i32 noundef 1)
          to label %408 unwind label %567

408:                                              ; preds = %406
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5)
  %409 = load ptr, ptr %9, align 8, !tbaa !147
  store ptr %409, ptr %8, align 8, !tbaa !147
  %410 = getelementptr inbounds i8, ptr %8, i64 8
  %411 = load ptr, ptr %253, align 8, !tbaa !25
  store ptr null, ptr %253, align 8, !tbaa !25
  store ptr %411, ptr %410, align 8, !tbaa !25
  store ptr null, ptr %9, align 8, !tbaa !147
  %412 = getelementptr inbounds i8, ptr %8, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %412, ptr noundef nonnull align 8 dereferenceable(16) %266, i64 16, i1 false)
  %413 = getelementptr inbounds i8, ptr %8, i64 32
  %414 = load ptr, ptr %267, align 8, !tbaa !147
  store ptr %414, ptr %413, align 8, !tbaa !147
  %415 = getelementptr inbounds i8, ptr %8, i64 40
  %416 = load ptr, ptr %269, align 8, !tbaa !25
  store ptr null, ptr %269, align 8, !tbaa !25
  store ptr %416, ptr %415, align 8, !tbaa !25
  store ptr null, ptr %267, align 8, !tbaa !147
  %417 = getelementptr inbounds i8, ptr %8, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %417, ptr noundef nonnull align 8 dereferenceable(16) %282, i64 16, i1 false)
  %418 = getelementptr inbounds i8, ptr %8, i64 64
  %419 = getelementptr inbounds i8, ptr %8, i64 72
  %420 = load <2 x ptr>, ptr %283, align 8, !tbaa !11
  store ptr null, ptr %285, align 8, !tbaa !25
  store <2 x ptr> %420, ptr %418, align 8, !tbaa !11
  store ptr null, ptr %283, align 8, !tbaa !147
  %421 = getelementptr inbounds i8, ptr %8, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %421, ptr noundef nonnull align 8 dereferenceable(16) %298, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %3)
  %422 = invoke noalias noundef nonnull dereferenceable(104) ptr @_Znwm(i64 noundef 104) #29
          to label %423 unwind label %563

423:                                              ; preds = %408
  store ptr %409, ptr %3, align 8, !tbaa !147, !noalias !176
  %424 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr %411, ptr %424, align 8, !tbaa !25, !noalias !176
  %425 = icmp eq ptr %411, null
  br i1 %425, label %437, label %426

426:                                              ; preds = %423
  %427 = getelementptr inbounds i8, ptr %411, i64 8
  %428 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !176
  %429 = icmp eq i8 %428, 0
  br i1 %429, label %433, label %430

430:                                              ; preds = %426
  %431 = load i32, ptr %427, align 4, !tbaa !34, !noalias !176
  %432 = add nsw i32 %431, 1
  store i32 %432, ptr %427, align 4, !tbaa !34, !noalias !176
  br label %437

433:                                              ; preds = %426
  %434 = atomicrmw volatile add ptr %427, i32 1 acq_rel, align 4, !noalias !176
  %435 = load ptr, ptr %413, align 8, !tbaa !147, !noalias !176
  %436 = load ptr, ptr %415, align 8, !tbaa !25, !noalias !176
  br label %437

437:                                              ; preds = %433, %430, %423
  %438 = phi ptr [ %436, %433 ], [ %416, %430 ], [ %416, %423 ]
  %439 = phi ptr [ %435, %433 ], [ %414, %430 ], [ %414, %423 ]
  %440 = getelementptr inbounds i8, ptr %3, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %440, ptr noundef nonnull readonly align 8 dereferenceable(16) %412, i64 16, i1 false), !noalias !176
  %441 = getelementptr inbounds i8, ptr %3, i64 32
  store ptr %439, ptr %441, align 8, !tbaa !147, !noalias !176
  %442 = getelementptr inbounds i8, ptr %3, i64 40
  store ptr %438, ptr %442, align 8, !tbaa !25, !noalias !176
  %443 = icmp eq ptr %438, null
  br i1 %443, label %453, label %444

444:                                              ; preds = %437
  %445 = getelementptr inbounds i8, ptr %438, i64 8
  %446 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !176
  %447 = icmp eq i8 %446, 0
  br i1 %447, label %451, label %448

448:                                              ; preds = %444
  %449 = load i32, ptr %445, align 4, !tbaa !34, !noalias !176
  %450 = add nsw i32 %449, 1
  store i32 %450, ptr %445, align 4, !tbaa !34, !noalias !176
  br label %453

451:                                              ; preds = %444
  %452 = atomicrmw volatile add ptr %445, i32 1 acq_rel, align 4, !noalias !176
  br label %453

453:                                              ; preds = %451, %448, %437
  %454 = getelementptr inbounds i8, ptr %3, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %454, ptr noundef nonnull readonly align 8 dereferenceable(16) %417, i64 16, i1 false), !noalias !176
  %455 = getelementptr inbounds i8, ptr %3, i64 64
  %456 = load ptr, ptr %418, align 8, !tbaa !147, !noalias !176
  store ptr %456, ptr %455, align 8, !tbaa !147, !noalias !176
  %457 = getelementptr inbounds i8, ptr %3, i64 72
  %458 = load ptr, ptr %419, align 8, !tbaa !25, !noalias !176
  store ptr %458, ptr %457, align 8, !tbaa !25, !noalias !176
  %459 = icmp eq ptr %458, null
  br i1 %459, label %469, label %460

460:                                              ; preds = %453
  %461 = getelementptr inbounds i8, ptr %458, i64 8
  %462 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !176
  %463 = icmp eq i8 %462, 0
  br i1 %463, label %467, label %464

464:                                              ; preds = %460
  %465 = load i32, ptr %461, align 4, !tbaa !34, !noalias !176
  %466 = add nsw i32 %465, 1
  store i32 %466, ptr %461, align 4, !tbaa !34, !noalias !176
  br label %469

467:                                              ; preds = %460
  %468 = atomicrmw volatile add ptr %461, i32 1 acq_rel, align 4, !noalias !176
  br label %469

469:                                              ; preds = %467, %464, %453
  %470 = getelementptr inbounds i8, ptr %3, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %470, ptr noundef nonnull readonly align 8 dereferenceable(16) %421, i64 16, i1 false), !noalias !176
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %422, align 8, !tbaa !31, !noalias !176
  %471 = getelementptr inbounds i8, ptr %422, i64 8
  %472 = load ptr, ptr %3, align 8, !tbaa !147, !noalias !176
  store ptr %472, ptr %471, align 8, !tbaa !147, !noalias !176
  %473 = getelementptr inbounds i8, ptr %422, i64 16
  %474 = load ptr, ptr %424, align 8, !tbaa !25, !noalias !176
  store ptr %474, ptr %473, align 8, !tbaa !25, !noalias !176
  %475 = icmp eq ptr %474, null
  br i1 %475, label %485, label %476

476:                                              ; preds = %469
  %477 = getelementptr inbounds i8, ptr %474, i64 8
  %478 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !176
  %479 = icmp eq i8 %478, 0
  br i1 %479, label %483, label %480

480:                                              ; preds = %476
  %481 = load i32, ptr %477, align 4, !tbaa !34, !noalias !176
  %482 = add nsw i32 %481, 1
  store i32 %482, ptr %477, align 4, !tbaa !34, !noalias !176
  br label %485

483:                                              ; preds = %476
  %484 = atomicrmw volatile add ptr %477, i32 1 acq_rel, align 4, !noalias !176
  br label %485

485:                                              ; preds = %483, %480, %469
  %486 = getelementptr inbounds i8, ptr %422, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %486, ptr noundef nonnull readonly align 8 dereferenceable(16) %440, i64 16, i1 false), !noalias !176
  %487 = getelementptr inbounds i8, ptr %422, i64 40
  %488 = load ptr, ptr %441, align 8, !tbaa !147, !noalias !176
  store ptr %488, ptr %487, align 8, !tbaa !147, !noalias !176
  %489 = getelementptr inbounds i8, ptr %422, i64 48
  %490 = load ptr, ptr %442, align 8, !tbaa !25, !noalias !176
  store ptr %490, ptr %489, align 8, !tbaa !25, !noalias !176
  %491 = icmp eq ptr %490, null
  br i1 %491, label %501, label %492

492:                                              ; preds = %485
  %493 = getelementptr inbounds i8, ptr %490, i64 8
  %494 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !176
  %495 = icmp eq i8 %494, 0
  br i1 %495, label %499, label %496

496:                                              ; preds = %492
  %497 = load i32, ptr %493, align 4, !tbaa !34, !noalias !176
  %498 = add nsw i32 %497, 1
  store i32 %498, ptr %493, align 4, !tbaa !34, !noalias !176
  br label %501

499:                                              ; preds = %492
  %500 = atomicrmw volatile add ptr %493, i32 1 acq_rel, align 4, !noalias !176
  br label %501

501:                                              ; preds = %499, %496, %485
  %502 = getelementptr inbounds i8, ptr %422, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %502, ptr noundef nonnull readonly align 8 dereferenceable(16) %454, i64 16, i1 false), !noalias !176
  %503 = getelementptr inbounds i8, ptr %422, i64 72
  %504 = load ptr, ptr %455, align 8, !tbaa !147, !noalias !176
  store ptr %504, ptr %503, align 8, !tbaa !147, !noalias !176
  %505 = getelementptr inbounds i8, ptr %422, i64 80
  %506 = load ptr, ptr %457, align 8, !tbaa !25, !noalias !176
  store ptr %506, ptr %505, align 8, !tbaa !25, !noalias !176
  %507 = icmp eq ptr %506, null
  br i1 %507, label %517, label %508

508:                                              ; preds = %501
  %509 = getelementptr inbounds i8, ptr %506, i64 8
  %510 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !176
  %511 = icmp eq i8 %510, 0
  br i1 %511, label %515, label %512

512:                                              ; preds = %508
  %513 = load i32, ptr %509, align 4, !tbaa !34, !noalias !176
  %514 = add nsw i32 %513, 1
  store i32 %514, ptr %509, align 4, !tbaa !34, !noalias !176
  br label %517

515:                                              ; preds = %508
  %516 = atomicrmw volatile add ptr %509, i32 1 acq_rel, align 4, !noalias !176
  br label %517

517:                                              ; preds = %515, %512, %501
  %518 = getelementptr inbounds i8, ptr %422, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %518, ptr noundef nonnull readonly align 8 dereferenceable(16) %470, i64 16, i1 false), !noalias !176
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(96) %3) #27, !noalias !176
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %3)
  %519 = getelementptr inbounds i8, ptr %1, i64 152
  %520 = load ptr, ptr %519, align 8, !tbaa !11
  store ptr %422, ptr %519, align 8, !tbaa !11
  %521 = icmp eq ptr %520, null
  br i1 %521, label %526, label %522

522:                                              ; preds = %517
  %523 = load ptr, ptr %520, align 8, !tbaa !31
  %524 = getelementptr inbounds i8, ptr %523, i64 16
  %525 = load ptr, ptr %524, align 8
  call void %525(ptr noundef nonnull align 8 dereferenceable(8) %520) #27
  br label %526

526:                                              ; preds = %522, %517
  invoke void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %527 unwind label %563

527:                                              ; preds = %526
  %528 = load ptr, ptr %519, align 8, !tbaa !11
  %529 = load ptr, ptr %528, align 8, !tbaa !31
  %530 = load ptr, ptr %529, align 8
  %531 = invoke noundef ptr %530(ptr noundef nonnull align 8 dereferenceable(8) %528)
          to label %532 unwind label %563

532:                                              ; preds = %527
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #27
  invoke void @_ZN4sycl3_V16detail19getKernelParamDescsI10ScaleOwnedEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind nonnull writable sret(%"class.std::vector.112") align 8 %4)
          to label %533 unwind label %563

533:                                              ; preds = %532
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %531, ptr noundef nonnull align 8 dereferenceable(24) %4, i1 noundef zeroext false)
          to label %534 unwind label %551

534:                                              ; preds = %533
  %535 = load ptr, ptr %4, align 8, !tbaa !161
  %536 = icmp eq ptr %535, null
  br i1 %536, label %543, label %537

537:                                              ; preds = %534
  %538 = getelementptr inbounds i8, ptr %4, i64 16
  %539 = load ptr, ptr %538, align 8, !tbaa !163
  %540 = ptrtoint ptr %539 to i64
  %541 = ptrtoint ptr %535 to i64
  %542 = sub i64 %540, %541
  call void @_ZdlPvm(ptr noundef nonnull %535, i64 noundef %542) #32
  br label %543

543:                                              ; preds = %537, %534
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #27
  %544 = invoke noalias noundef nonnull dereferenceable(17) ptr @_Znam(i64 noundef 17) #29
          to label %545 unwind label %563

545:                                              ; preds = %543
  %546 = getelementptr inbounds i8, ptr %1, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %544, ptr noundef nonnull align 1 dereferenceable(16) @.str.27, i64 16, i1 false)
  %547 = getelementptr inbounds i8, ptr %544, i64 16
  store i8 0, ptr %547, align 1, !tbaa !33
  %548 = load ptr, ptr %546, align 8, !tbaa !11
  store ptr %544, ptr %546, align 8, !tbaa !11
  %549 = icmp eq ptr %548, null
  br i1 %549, label %562, label %550

550:                                              ; preds = %545
  call void @_ZdaPv(ptr noundef nonnull %548) #32
  br label %562

551:                                              ; preds = %533
  %552 = landingpad { ptr, i32 }
          cleanup
  %553 = load ptr, ptr %4, align 8, !tbaa !161
  %554 = icmp eq ptr %553, null
  br i1 %554, label %561, label %555

555:                                              ; preds = %551
  %556 = getelementptr inbounds i8, ptr %4, i64 16
  %557 = load ptr, ptr %556, align 8, !tbaa !163
  %558 = ptrtoint ptr %557 to i64
  %559 = ptrtoint ptr %553 to i64
  %560 = sub i64 %558, %559
  call void @_ZdlPvm(ptr noundef nonnull %553, i64 noundef %560) #32
  br label %561

561:                                              ; preds = %555, %551
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #27
  br label %565

562:                                              ; preds = %550, %545
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(96) %8) #27
  invoke void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef 1)
          to label %571 unwind label %567

563:                                              ; preds = %543, %532, %527, %526, %408
  %564 = landingpad { ptr, i32 }
          cleanup
  br label %565

565:                                              ; preds = %563, %561
  %566 = phi { ptr, i32 } [ %564, %563 ], [ %552, %561 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(96) %8) #27
  br label %569

567:                                              ; preds = %562, %406, %404, %307, %297
  %568 = landingpad { ptr, i32 }
          cleanup
  br label %569

569:                                              ; preds = %567, %565, %309
  %570 = phi { ptr, i32 } [ %568, %567 ], [ %310, %309 ], [ %566, %565 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(96) %9) #27
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(96) %22) #27
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %22) #27
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %20) #27
  br label %664

571:                                              ; preds = %562
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %8)
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(96) %9) #27
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %9)
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(96) %22) #27
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %22) #27
  %572 = load ptr, ptr %201, align 8, !tbaa !25
  %573 = icmp eq ptr %572, null
  br i1 %573, label %598, label %574

574:                                              ; preds = %571
  %575 = getelementptr inbounds i8, ptr %572, i64 8
  %576 = load atomic i64, ptr %575 acquire, align 8
  %577 = icmp eq i64 %576, 4294967297
  %578 = trunc i64 %576 to i32
  br i1 %577, label %579, label %587

579:                                              ; preds = %574
  store i32 0, ptr %575, align 8, !tbaa !27
  %580 = getelementptr inbounds i8, ptr %572, i64 12
  store i32 0, ptr %580, align 4, !tbaa !30
  %581 = load ptr, ptr %572, align 8, !tbaa !31
  %582 = getelementptr inbounds i8, ptr %581, i64 16
  %583 = load ptr, ptr %582, align 8
  call void %583(ptr noundef nonnull align 8 dereferenceable(16) %572) #27
  %584 = load ptr, ptr %572, align 8, !tbaa !31
  %585 = getelementptr inbounds i8, ptr %584, i64 24
  %586 = load ptr, ptr %585, align 8
  call void %586(ptr noundef nonnull align 8 dereferenceable(16) %572) #27
  br label %598

587:                                              ; preds = %574
  %588 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %589 = icmp eq i8 %588, 0
  br i1 %589, label %592, label %590

590:                                              ; preds = %587
  %591 = add nsw i32 %578, -1
  store i32 %591, ptr %575, align 4, !tbaa !34
  br label %594

592:                                              ; preds = %587
  %593 = atomicrmw volatile add ptr %575, i32 -1 acq_rel, align 4
  br label %594

594:                                              ; preds = %592, %590
  %595 = phi i32 [ %578, %590 ], [ %593, %592 ]
  %596 = icmp eq i32 %595, 1
  br i1 %596, label %597, label %598, !prof !35

597:                                              ; preds = %594
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %572) #27
  br label %598

598:                                              ; preds = %597, %594, %579, %571
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #27
  %599 = load ptr, ptr %219, align 8, !tbaa !25
  %600 = icmp eq ptr %599, null
  br i1 %600, label %625, label %601

601:                                              ; preds = %598
  %602 = getelementptr inbounds i8, ptr %599, i64 8
  %603 = load atomic i64, ptr %602 acquire, align 8
  %604 = icmp eq i64 %603, 4294967297
  %605 = trunc i64 %603 to i32
  br i1 %604, label %606, label %614

606:                                              ; preds = %601
  store i32 0, ptr %602, align 8, !tbaa !27
  %607 = getelementptr inbounds i8, ptr %599, i64 12
  store i32 0, ptr %607, align 4, !tbaa !30
  %608 = load ptr, ptr %599, align 8, !tbaa !31
  %609 = getelementptr inbounds i8, ptr %608, i64 16
  %610 = load ptr, ptr %609, align 8
  call void %610(ptr noundef nonnull align 8 dereferenceable(16) %599) #27
  %611 = load ptr, ptr %599, align 8, !tbaa !31
  %612 = getelementptr inbounds i8, ptr %611, i64 24
  %613 = load ptr, ptr %612, align 8
  call void %613(ptr noundef nonnull align 8 dereferenceable(16) %599) #27
  br label %625

614:                                              ; preds = %601
  %615 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %616 = icmp eq i8 %615, 0
  br i1 %616, label %619, label %617

617:                                              ; preds = %614
  %618 = add nsw i32 %605, -1
  store i32 %618, ptr %602, align 4, !tbaa !34
  br label %621

619:                                              ; preds = %614
  %620 = atomicrmw volatile add ptr %602, i32 -1 acq_rel, align 4
  br label %621

621:                                              ; preds = %619, %617
  %622 = phi i32 [ %605, %617 ], [ %620, %619 ]
  %623 = icmp eq i32 %622, 1
  br i1 %623, label %624, label %625, !prof !35

624:                                              ; preds = %621
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %599) #27
  br label %625

625:                                              ; preds = %624, %621, %606, %598
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #27
  %626 = load ptr, ptr %237, align 8, !tbaa !25
  %627 = icmp eq ptr %626, null
  br i1 %627, label %670, label %628

628:                                              ; preds = %625
  %629 = getelementptr inbounds i8, ptr %626, i64 8
  %630 = load atomic i64, ptr %629 acquire, align 8
  %631 = icmp eq i64 %630, 4294967297
  %632 = trunc i64 %630 to i32
  br i1 %631, label %633, label %641

633:                                              ; preds = %628
  store i32 0, ptr %629, align 8, !tbaa !27
  %634 = getelementptr inbounds i8, ptr %626, i64 12
  store i32 0, ptr %634, align 4, !tbaa !30
  %635 = load ptr, ptr %626, align 8, !tbaa !31
  %636 = getelementptr inbounds i8, ptr %635, i64 16
  %637 = load ptr, ptr %636, align 8
  call void %637(ptr noundef nonnull align 8 dereferenceable(16) %626) #27
  %638 = load ptr, ptr %626, align 8, !tbaa !31
  %639 = getelementptr inbounds i8, ptr %638, i64 24
  %640 = load ptr, ptr %639, align 8
  call void %640(ptr noundef nonnull align 8 dereferenceable(16) %626) #27
  br label %670

641:                                              ; preds = %628
  %642 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %643 = icmp eq i8 %642, 0
  br i1 %643, label %646, label %644

644:                                              ; preds = %641
  %645 = add nsw i32 %632, -1
  store i32 %645, ptr %629, align 4, !tbaa !34
  br label %648

646:                                              ; preds = %641
  %647 = atomicrmw volatile add ptr %629, i32 -1 acq_rel, align 4
  br label %648

648:                                              ; preds = %646, %644
  %649 = phi i32 [ %632, %644 ], [ %647, %646 ]
  %650 = icmp eq i32 %649, 1
  br i1 %650, label %651, label %670, !prof !35

651:                                              ; preds = %648
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %626) #27
  br label %670

652:                                              ; preds = %2
  %653 = landingpad { ptr, i32 }
          cleanup
  br label %654

654:                                              ; preds = %652, %28
  %655 = phi { ptr, i32 } [ %653, %652 ], [ %29, %28 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %17) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %17) #27
  br label %668

656:                                              ; preds = %79
  %657 = landingpad { ptr, i32 }
          cleanup
  br label %658

658:                                              ; preds = %656, %86
  %659 = phi { ptr, i32 } [ %657, %656 ], [ %87, %86 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %19) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19) #27
  br label %666

660:                                              ; preds = %137
  %661 = landingpad { ptr, i32 }
          cleanup
  br label %662

662:                                              ; preds = %660, %145
  %663 = phi { ptr, i32 } [ %661, %660 ], [ %146, %145 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %21) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %21) #27
  br label %664

664:                                              ; preds = %662, %569
  %665 = phi { ptr, i32 } [ %570, %569 ], [ %663, %662 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #27
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %18) #27
  br label %666

666:                                              ; preds = %664, %658
  %667 = phi { ptr, i32 } [ %665, %664 ], [ %659, %658 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #27
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %16) #27
  br label %668

668:                                              ; preds = %666, %654
  %669 = phi { ptr, i32 } [ %667, %666 ], [ %655, %654 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #27
  resume { ptr, i32 } %669

670:                                              ; preds = %625, %633, %648, %651
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #27
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  %15 = load ptr, ptr %3, align 8, !tbaa !31
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
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
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #27
  %43 = load ptr, ptr %31, align 8, !tbaa !31
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #27
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #27
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
  tail call void %70(ptr noundef nonnull align 8 dereferenceable(16) %59) #27
  %71 = load ptr, ptr %59, align 8, !tbaa !31
  %72 = getelementptr inbounds i8, ptr %71, i64 24
  %73 = load ptr, ptr %72, align 8
  tail call void %73(ptr noundef nonnull align 8 dereferenceable(16) %59) #27
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %59) #27
  br label %85

85:                                               ; preds = %57, %66, %81, %84
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19getKernelParamDescsI10ScaleOwnedEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind noalias writable sret(%"class.std::vector.112") align 8 %0) local_unnamed_addr #6 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"struct.sycl::_V1::detail::kernel_param_desc_t", align 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, i8 0, i64 24, i1 false)
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = tail call noalias noundef nonnull dereferenceable(36) ptr @_Znwm(i64 noundef 36) #29
  store ptr %4, ptr %0, align 8, !tbaa !161
  %5 = getelementptr inbounds i8, ptr %4, i64 36
  store ptr %5, ptr %3, align 8, !tbaa !163
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #27
  store i64 17446157156352, ptr %2, align 8
  store i32 0, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !164
  %8 = getelementptr inbounds i8, ptr %4, i64 12
  store ptr %8, ptr %7, align 8, !tbaa !167
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #27
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #27
  store i64 17446157156352, ptr %2, align 8
  store i32 32, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %8, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !164
  %9 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr %9, ptr %7, align 8, !tbaa !167
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #27
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #27
  store i64 17446157156352, ptr %2, align 8
  store i32 64, ptr %6, align 8
  %10 = load ptr, ptr %3, align 8, !tbaa !163
  %11 = icmp eq ptr %9, %10
  br i1 %11, label %15, label %12

12:                                               ; preds = %1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %9, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !164
  %13 = load ptr, ptr %7, align 8, !tbaa !167
  %14 = getelementptr inbounds i8, ptr %13, i64 12
  store ptr %14, ptr %7, align 8, !tbaa !167
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
  %19 = load ptr, ptr %0, align 8, !tbaa !161
  %20 = icmp eq ptr %19, null
  br i1 %20, label %26, label %21

21:                                               ; preds = %17
  %22 = load ptr, ptr %3, align 8, !tbaa !163
  %23 = ptrtoint ptr %22 to i64
  %24 = ptrtoint ptr %19 to i64
  %25 = sub i64 %23, %24
  call void @_ZdlPvm(ptr noundef nonnull %19, i64 noundef %25) #32
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
  tail call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(96) %2) #27
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(104) %0) unnamed_addr #7 align 2 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %0, align 8, !tbaa !31
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  tail call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(96) %2) #27
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 104) #32
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE0_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(104) %0) unnamed_addr #6 align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %class.anon.126, align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !147
  store ptr %4, ptr %2, align 8, !tbaa !147
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
  %23 = load ptr, ptr %22, align 8, !tbaa !147
  store ptr %23, ptr %21, align 8, !tbaa !147
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
  %42 = load ptr, ptr %41, align 8, !tbaa !147
  store ptr %42, ptr %40, align 8, !tbaa !147
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
  %64 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %21) #27
  %65 = getelementptr float, ptr %64, i64 %63
  %66 = load float, ptr %65, align 4, !tbaa !9
  %67 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %40)
          to label %68 unwind label %83

68:                                               ; preds = %62
  %69 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %40)
          to label %70 unwind label %83

70:                                               ; preds = %68
  %71 = load i64, ptr %69, align 8
  %72 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %40) #27
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
  %81 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %2) #27
  %82 = getelementptr float, ptr %81, i64 %80
  store float %79, ptr %82, align 4, !tbaa !9
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(96) %2) #27
  ret void

83:                                               ; preds = %76, %70, %68, %62, %60, %56
  %84 = landingpad { ptr, i32 }
          cleanup
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE0_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(96) %2) #27
  resume { ptr, i32 } %84
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZ4mainEUlRNS0_7handlerEE1_E4callEPKvS5_(ptr nocapture noundef readonly %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #6 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %class.anon.140, align 8
  %4 = alloca %"class.std::vector.112", align 8
  %5 = alloca %"class.sycl::_V1::range.101", align 8
  %6 = alloca %class.anon.140, align 8
  %7 = alloca %class.anon.140, align 8
  %8 = alloca %class.anon.140, align 8
  %9 = alloca %class.anon.140, align 8
  %10 = alloca i32, align 4
  %11 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %12 = alloca i32, align 4
  %13 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %14 = alloca i32, align 4
  %15 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %16 = alloca %"class.sycl::_V1::accessor", align 8
  %17 = alloca %"class.sycl::_V1::property_list", align 8
  %18 = alloca %"class.sycl::_V1::accessor", align 8
  %19 = alloca %"class.sycl::_V1::property_list", align 8
  %20 = alloca %"class.sycl::_V1::accessor.95", align 8
  %21 = alloca %"class.sycl::_V1::property_list", align 8
  %22 = alloca %class.anon.140, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %16) #27
  %23 = load ptr, ptr %0, align 8, !tbaa !179
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %17) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %17, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %15)
  store ptr @.str.1, ptr %15, align 8
  %24 = getelementptr inbounds i8, ptr %15, i64 8
  store ptr @.str.16, ptr %24, align 8
  %25 = getelementptr inbounds i8, ptr %15, i64 16
  store i64 66, ptr %25, align 8
  %26 = getelementptr inbounds i8, ptr %15, i64 24
  store i64 22, ptr %26, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %16, ptr noundef nonnull align 8 dereferenceable(33) %23, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %17, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %15)
          to label %27 unwind label %664

27:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %14) #27
  store i32 5, ptr %14, align 4, !tbaa !142
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %23, ptr noundef nonnull align 4 dereferenceable(4) %14)
          to label %30 unwind label %28

28:                                               ; preds = %27
  %29 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %16) #27
  br label %666

30:                                               ; preds = %27
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %14) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %15)
  %31 = getelementptr inbounds i8, ptr %17, i64 8
  %32 = load ptr, ptr %31, align 8, !tbaa !22
  %33 = getelementptr inbounds i8, ptr %17, i64 16
  %34 = load ptr, ptr %33, align 8, !tbaa !24
  %35 = icmp eq ptr %32, %34
  br i1 %35, label %70, label %36

36:                                               ; preds = %30, %65
  %37 = phi ptr [ %66, %65 ], [ %32, %30 ]
  %38 = getelementptr inbounds i8, ptr %37, i64 8
  %39 = load ptr, ptr %38, align 8, !tbaa !25
  %40 = icmp eq ptr %39, null
  br i1 %40, label %65, label %41

41:                                               ; preds = %36
  %42 = getelementptr inbounds i8, ptr %39, i64 8
  %43 = load atomic i64, ptr %42 acquire, align 8
  %44 = icmp eq i64 %43, 4294967297
  %45 = trunc i64 %43 to i32
  br i1 %44, label %46, label %54

46:                                               ; preds = %41
  store i32 0, ptr %42, align 8, !tbaa !27
  %47 = getelementptr inbounds i8, ptr %39, i64 12
  store i32 0, ptr %47, align 4, !tbaa !30
  %48 = load ptr, ptr %39, align 8, !tbaa !31
  %49 = getelementptr inbounds i8, ptr %48, i64 16
  %50 = load ptr, ptr %49, align 8
  call void %50(ptr noundef nonnull align 8 dereferenceable(16) %39) #27
  %51 = load ptr, ptr %39, align 8, !tbaa !31
  %52 = getelementptr inbounds i8, ptr %51, i64 24
  %53 = load ptr, ptr %52, align 8
  call void %53(ptr noundef nonnull align 8 dereferenceable(16) %39) #27
  br label %65

54:                                               ; preds = %41
  %55 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %56 = icmp eq i8 %55, 0
  br i1 %56, label %59, label %57

57:                                               ; preds = %54
  %58 = add nsw i32 %45, -1
  store i32 %58, ptr %42, align 4, !tbaa !34
  br label %61

59:                                               ; preds = %54
  %60 = atomicrmw volatile add ptr %42, i32 -1 acq_rel, align 4
  br label %61

61:                                               ; preds = %59, %57
  %62 = phi i32 [ %45, %57 ], [ %60, %59 ]
  %63 = icmp eq i32 %62, 1
  br i1 %63, label %64, label %65, !prof !35

64:                                               ; preds = %61
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %39) #27
  br label %65

65:                                               ; preds = %64, %61, %46, %36
  %66 = getelementptr inbounds i8, ptr %37, i64 16
  %67 = icmp eq ptr %66, %34
  br i1 %67, label %68, label %36, !llvm.loop !36

68:                                               ; preds = %65
  %69 = load ptr, ptr %31, align 8, !tbaa !22
  br label %70

70:                                               ; preds = %68, %30
  %71 = phi ptr [ %69, %68 ], [ %32, %30 ]
  %72 = icmp eq ptr %71, null
  br i1 %72, label %79, label %73

73:                                               ; preds = %70
  %74 = getelementptr inbounds i8, ptr %17, i64 24
  %75 = load ptr, ptr %74, align 8, !tbaa !37
  %76 = ptrtoint ptr %75 to i64
  %77 = ptrtoint ptr %71 to i64
  %78 = sub i64 %76, %77
  call void @_ZdlPvm(ptr noundef nonnull %71, i64 noundef %78) #32
  br label %79

79:                                               ; preds = %73, %70
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %17) #27
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %18) #27
  %80 = getelementptr inbounds i8, ptr %0, i64 8
  %81 = load ptr, ptr %80, align 8, !tbaa !181
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %19) #27
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %19, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13)
  store ptr @.str.1, ptr %13, align 8
  %82 = getelementptr inbounds i8, ptr %13, i64 8
  store ptr @.str.16, ptr %82, align 8
  %83 = getelementptr inbounds i8, ptr %13, i64 16
  store i64 67, ptr %83, align 8
  %84 = getelementptr inbounds i8, ptr %13, i64 24
  store i64 22, ptr %84, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %18, ptr noundef nonnull align 8 dereferenceable(33) %81, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %19, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %13)
          to label %85 unwind label %668

85:                                               ; preds = %79
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %12) #27
  store i32 5, ptr %12, align 4, !tbaa !142
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %81, ptr noundef nonnull align 4 dereferenceable(4) %12)
          to label %88 unwind label %86

86:                                               ; preds = %85
  %87 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %18) #27
  br label %670

88:                                               ; preds = %85
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %12) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13)
  %89 = getelementptr inbounds i8, ptr %19, i64 8
  %90 = load ptr, ptr %89, align 8, !tbaa !22
  %91 = getelementptr inbounds i8, ptr %19, i64 16
  %92 = load ptr, ptr %91, align 8, !tbaa !24
  %93 = icmp eq ptr %90, %92
  br i1 %93, label %128, label %94

94:                                               ; preds = %88, %123
  %95 = phi ptr [ %124, %123 ], [ %90, %88 ]
  %96 = getelementptr inbounds i8, ptr %95, i64 8
  %97 = load ptr, ptr %96, align 8, !tbaa !25
  %98 = icmp eq ptr %97, null
  br i1 %98, label %123, label %99

99:                                               ; preds = %94
  %100 = getelementptr inbounds i8, ptr %97, i64 8
  %101 = load atomic i64, ptr %100 acquire, align 8
  %102 = icmp eq i64 %101, 4294967297
  %103 = trunc i64 %101 to i32
  br i1 %102, label %104, label %112

104:                                              ; preds = %99
  store i32 0, ptr %100, align 8, !tbaa !27
  %105 = getelementptr inbounds i8, ptr %97, i64 12
  store i32 0, ptr %105, align 4, !tbaa !30
  %106 = load ptr, ptr %97, align 8, !tbaa !31
  %107 = getelementptr inbounds i8, ptr %106, i64 16
  %108 = load ptr, ptr %107, align 8
  call void %108(ptr noundef nonnull align 8 dereferenceable(16) %97) #27
  %109 = load ptr, ptr %97, align 8, !tbaa !31
  %110 = getelementptr inbounds i8, ptr %109, i64 24
  %111 = load ptr, ptr %110, align 8
  call void %111(ptr noundef nonnull align 8 dereferenceable(16) %97) #27
  br label %123

112:                                              ; preds = %99
  %113 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %114 = icmp eq i8 %113, 0
  br i1 %114, label %117, label %115

115:                                              ; preds = %112
  %116 = add nsw i32 %103, -1
  store i32 %116, ptr %100, align 4, !tbaa !34
  br label %119

117:                                              ; preds = %112
  %118 = atomicrmw volatile add ptr %100, i32 -1 acq_rel, align 4
  br label %119

119:                                              ; preds = %117, %115
  %120 = phi i32 [ %103, %115 ], [ %118, %117 ]
  %121 = icmp eq i32 %120, 1
  br i1 %121, label %122, label %123, !prof !35

122:                                              ; preds = %119
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %97) #27
  br label %123

123:                                              ; preds = %122, %119, %104, %94
  %124 = getelementptr inbounds i8, ptr %95, i64 16
  %125 = icmp eq ptr %124, %92
  br i1 %125, label %126, label %94, !llvm.loop !36

126:                                              ; preds = %123
  %127 = load ptr, ptr %89, align 8, !tbaa !22
  br label %128

128:                                              ; preds = %126, %88
  %129 = phi ptr [ %127, %126 ], [ %90, %88 ]
  %130 = icmp eq ptr %129, null
  br i1 %130, label %137, label %131

131:                                              ; preds = %128
  %132 = getelementptr inbounds i8, ptr %19, i64 24
  %133 = load ptr, ptr %132, align 8, !tbaa !37
  %134 = ptrtoint ptr %133 to i64
  %135 = ptrtoint ptr %129 to i64
  %136 = sub i64 %134, %135
  call void @_ZdlPvm(ptr noundef nonnull %129, i64 noundef %136) #32
  br label %137

137:                                              ; preds = %131, %128
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19) #27
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %20) #27
  %138 = getelementptr inbounds i8, ptr %0, i64 16
  %139 = load ptr, ptr %138, align 8, !tbaa !182
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %21) #27
  %140 = getelementptr inbounds i8, ptr %21, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %140, i8 0, i64 24, i1 false)
  store i64 16, ptr %21, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11)
  store ptr @.str.1, ptr %11, align 8
  %141 = getelementptr inbounds i8, ptr %11, i64 8
  store ptr @.str.16, ptr %141, align 8
  %142 = getelementptr inbounds i8, ptr %11, i64 16
  store i64 68, ptr %142, align 8
  %143 = getelementptr inbounds i8, ptr %11, i64 24
  store i64 22, ptr %143, align 8
  invoke void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %20, ptr noundef nonnull align 8 dereferenceable(33) %139, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull align 8 dereferenceable(32) %21, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %11)
          to label %144 unwind label %672

144:                                              ; preds = %137
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %10) #27
  store i32 5, ptr %10, align 4, !tbaa !142
  invoke void @_ZN4sycl3_V16detail12buffer_plain14deleteAccPropsERKNS1_16PropWithDataKindE(ptr noundef nonnull align 8 dereferenceable(16) %139, ptr noundef nonnull align 4 dereferenceable(4) %10)
          to label %147 unwind label %145

145:                                              ; preds = %144
  %146 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %20) #27
  br label %674

147:                                              ; preds = %144
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %10) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11)
  %148 = load ptr, ptr %140, align 8, !tbaa !22
  %149 = getelementptr inbounds i8, ptr %21, i64 16
  %150 = load ptr, ptr %149, align 8, !tbaa !24
  %151 = icmp eq ptr %148, %150
  br i1 %151, label %186, label %152

152:                                              ; preds = %147, %181
  %153 = phi ptr [ %182, %181 ], [ %148, %147 ]
  %154 = getelementptr inbounds i8, ptr %153, i64 8
  %155 = load ptr, ptr %154, align 8, !tbaa !25
  %156 = icmp eq ptr %155, null
  br i1 %156, label %181, label %157

157:                                              ; preds = %152
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
  call void %166(ptr noundef nonnull align 8 dereferenceable(16) %155) #27
  %167 = load ptr, ptr %155, align 8, !tbaa !31
  %168 = getelementptr inbounds i8, ptr %167, i64 24
  %169 = load ptr, ptr %168, align 8
  call void %169(ptr noundef nonnull align 8 dereferenceable(16) %155) #27
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
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %155) #27
  br label %181

181:                                              ; preds = %180, %177, %162, %152
  %182 = getelementptr inbounds i8, ptr %153, i64 16
  %183 = icmp eq ptr %182, %150
  br i1 %183, label %184, label %152, !llvm.loop !36

184:                                              ; preds = %181
  %185 = load ptr, ptr %140, align 8, !tbaa !22
  br label %186

186:                                              ; preds = %184, %147
  %187 = phi ptr [ %185, %184 ], [ %148, %147 ]
  %188 = icmp eq ptr %187, null
  br i1 %188, label %195, label %189

189:                                              ; preds = %186
  %190 = getelementptr inbounds i8, ptr %21, i64 24
  %191 = load ptr, ptr %190, align 8, !tbaa !37
  %192 = ptrtoint ptr %191 to i64
  %193 = ptrtoint ptr %187 to i64
  %194 = sub i64 %192, %193
  call void @_ZdlPvm(ptr noundef nonnull %187, i64 noundef %194) #32
  br label %195

195:                                              ; preds = %189, %186
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %21) #27
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %22) #27
  %196 = getelementptr inbounds i8, ptr %0, i64 24
  %197 = load ptr, ptr %196, align 8, !tbaa !183
  %198 = load i64, ptr %197, align 8, !tbaa !5
  store i64 %198, ptr %22, align 8, !tbaa !184
  %199 = getelementptr inbounds i8, ptr %22, i64 8
  %200 = load ptr, ptr %18, align 8, !tbaa !147
  store ptr %200, ptr %199, align 8, !tbaa !147
  %201 = getelementptr inbounds i8, ptr %22, i64 16
  %202 = getelementptr inbounds i8, ptr %18, i64 8
  %203 = load ptr, ptr %202, align 8, !tbaa !25
  store ptr %203, ptr %201, align 8, !tbaa !25
  %204 = icmp eq ptr %203, null
  br i1 %204, label %214, label %205

205:                                              ; preds = %195
  %206 = getelementptr inbounds i8, ptr %203, i64 8
  %207 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %208 = icmp eq i8 %207, 0
  br i1 %208, label %212, label %209

209:                                              ; preds = %205
  %210 = load i32, ptr %206, align 4, !tbaa !34
  %211 = add nsw i32 %210, 1
  store i32 %211, ptr %206, align 4, !tbaa !34
  br label %214

212:                                              ; preds = %205
  %213 = atomicrmw volatile add ptr %206, i32 1 acq_rel, align 4
  br label %214

214:                                              ; preds = %212, %209, %195
  %215 = getelementptr inbounds i8, ptr %22, i64 24
  %216 = getelementptr inbounds i8, ptr %18, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %215, ptr noundef nonnull align 8 dereferenceable(16) %216, i64 16, i1 false)
  %217 = getelementptr inbounds i8, ptr %22, i64 40
  %218 = load ptr, ptr %20, align 8, !tbaa !147
  store ptr %218, ptr %217, align 8, !tbaa !147
  %219 = getelementptr inbounds i8, ptr %22, i64 48
  %220 = getelementptr inbounds i8, ptr %20, i64 8
  %221 = load ptr, ptr %220, align 8, !tbaa !25
  store ptr %221, ptr %219, align 8, !tbaa !25
  %222 = icmp eq ptr %221, null
  br i1 %222, label %232, label %223

223:                                              ; preds = %214
  %224 = getelementptr inbounds i8, ptr %221, i64 8
  %225 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %226 = icmp eq i8 %225, 0
  br i1 %226, label %230, label %227

227:                                              ; preds = %223
  %228 = load i32, ptr %224, align 4, !tbaa !34
  %229 = add nsw i32 %228, 1
  store i32 %229, ptr %224, align 4, !tbaa !34
  br label %232

230:                                              ; preds = %223
  %231 = atomicrmw volatile add ptr %224, i32 1 acq_rel, align 4
  br label %232

232:                                              ; preds = %230, %227, %214
  %233 = getelementptr inbounds i8, ptr %22, i64 56
  %234 = getelementptr inbounds i8, ptr %20, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %233, ptr noundef nonnull align 8 dereferenceable(16) %234, i64 16, i1 false)
  %235 = getelementptr inbounds i8, ptr %22, i64 72
  %236 = load ptr, ptr %16, align 8, !tbaa !147
  store ptr %236, ptr %235, align 8, !tbaa !147
  %237 = getelementptr inbounds i8, ptr %22, i64 80
  %238 = getelementptr inbounds i8, ptr %16, i64 8
  %239 = load ptr, ptr %238, align 8, !tbaa !25
  store ptr %239, ptr %237, align 8, !tbaa !25
  %240 = icmp eq ptr %239, null
  br i1 %240, label %250, label %241

241:                                              ; preds = %232
  %242 = getelementptr inbounds i8, ptr %239, i64 8
  %243 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %244 = icmp eq i8 %243, 0
  br i1 %244, label %248, label %245

245:                                              ; preds = %241
  %246 = load i32, ptr %242, align 4, !tbaa !34
  %247 = add nsw i32 %246, 1
  store i32 %247, ptr %242, align 4, !tbaa !34
  br label %250

248:                                              ; preds = %241
  %249 = atomicrmw volatile add ptr %242, i32 1 acq_rel, align 4
  br label %250

250:                                              ; preds = %248, %245, %232
  %251 = getelementptr inbounds i8, ptr %22, i64 88
  %252 = getelementptr inbounds i8, ptr %16, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %251, ptr noundef nonnull align 8 dereferenceable(16) %252, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %9)
  %253 = load i64, ptr %22, align 8, !tbaa !184
  store i64 %253, ptr %9, align 8, !tbaa !184
  %254 = getelementptr inbounds i8, ptr %9, i64 8
  %255 = load ptr, ptr %199, align 8, !tbaa !147
  store ptr %255, ptr %254, align 8, !tbaa !147
  %256 = getelementptr inbounds i8, ptr %9, i64 16
  %257 = load ptr, ptr %201, align 8, !tbaa !25
  store ptr %257, ptr %256, align 8, !tbaa !25
  %258 = icmp eq ptr %257, null
  br i1 %258, label %268, label %259

259:                                              ; preds = %250
  %260 = getelementptr inbounds i8, ptr %257, i64 8
  %261 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %262 = icmp eq i8 %261, 0
  br i1 %262, label %266, label %263

263:                                              ; preds = %259
  %264 = load i32, ptr %260, align 4, !tbaa !34
  %265 = add nsw i32 %264, 1
  store i32 %265, ptr %260, align 4, !tbaa !34
  br label %268

266:                                              ; preds = %259
  %267 = atomicrmw volatile add ptr %260, i32 1 acq_rel, align 4
  br label %268

268:                                              ; preds = %266, %263, %250
  %269 = getelementptr inbounds i8, ptr %9, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %269, ptr noundef nonnull readonly align 8 dereferenceable(16) %215, i64 16, i1 false)
  %270 = getelementptr inbounds i8, ptr %9, i64 40
  %271 = load ptr, ptr %217, align 8, !tbaa !147
  store ptr %271, ptr %270, align 8, !tbaa !147
  %272 = getelementptr inbounds i8, ptr %9, i64 48
  %273 = load ptr, ptr %219, align 8, !tbaa !25
  store ptr %273, ptr %272, align 8, !tbaa !25
  %274 = icmp eq ptr %273, null
  br i1 %274, label %284, label %275

275:                                              ; preds = %268
  %276 = getelementptr inbounds i8, ptr %273, i64 8
  %277 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %278 = icmp eq i8 %277, 0
  br i1 %278, label %282, label %279

279:                                              ; preds = %275
  %280 = load i32, ptr %276, align 4, !tbaa !34
  %281 = add nsw i32 %280, 1
  store i32 %281, ptr %276, align 4, !tbaa !34
  br label %284

282:                                              ; preds = %275
  %283 = atomicrmw volatile add ptr %276, i32 1 acq_rel, align 4
  br label %284

284:                                              ; preds = %282, %279, %268
  %285 = getelementptr inbounds i8, ptr %9, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %285, ptr noundef nonnull readonly align 8 dereferenceable(16) %233, i64 16, i1 false)
  %286 = getelementptr inbounds i8, ptr %9, i64 72
  %287 = load ptr, ptr %235, align 8, !tbaa !147
  store ptr %287, ptr %286, align 8, !tbaa !147
  %288 = getelementptr inbounds i8, ptr %9, i64 80
  %289 = load ptr, ptr %237, align 8, !tbaa !25
  store ptr %289, ptr %288, align 8, !tbaa !25
  %290 = icmp eq ptr %289, null
  br i1 %290, label %300, label %291

291:                                              ; preds = %284
  %292 = getelementptr inbounds i8, ptr %289, i64 8
  %293 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %294 = icmp eq i8 %293, 0
  br i1 %294, label %298, label %295

295:                                              ; preds = %291
  %296 = load i32, ptr %292, align 4, !tbaa !34
  %297 = add nsw i32 %296, 1
  store i32 %297, ptr %292, align 4, !tbaa !34
  br label %300

298:                                              ; preds = %291
  %299 = atomicrmw volatile add ptr %292, i32 1 acq_rel, align 4
  br label %300

300:                                              ; preds = %298, %295, %284
  %301 = getelementptr inbounds i8, ptr %9, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %301, ptr noundef nonnull readonly align 8 dereferenceable(16) %251, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %8)
  %302 = invoke noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %303 unwind label %579

303:                                              ; preds = %300
  %304 = icmp eq i32 %302, 0
  br i1 %304, label %314, label %305

305:                                              ; preds = %303
  %306 = call ptr @__cxa_allocate_exception(i64 64) #27
  %307 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #27
  %308 = extractvalue { i32, ptr } %307, 0
  %309 = extractvalue { i32, ptr } %307, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %306, i32 %308, ptr %309, ptr noundef nonnull @.str.19)
          to label %310 unwind label %312

310:                                              ; preds = %305
  invoke void @__cxa_throw(ptr nonnull %306, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #28
          to label %311 unwind label %579

311:                                              ; preds = %310
  unreachable

312:                                              ; preds = %305
  %313 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %306) #27
  br label %581

314:                                              ; preds = %303
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %7)
  %315 = load i64, ptr %9, align 8, !tbaa !184
  store i64 %315, ptr %7, align 8, !tbaa !184
  %316 = getelementptr inbounds i8, ptr %7, i64 8
  %317 = load ptr, ptr %254, align 8, !tbaa !147
  store ptr %317, ptr %316, align 8, !tbaa !147
  %318 = getelementptr inbounds i8, ptr %7, i64 16
  %319 = load ptr, ptr %256, align 8, !tbaa !25
  store ptr %319, ptr %318, align 8, !tbaa !25
  %320 = icmp eq ptr %319, null
  br i1 %320, label %330, label %321

321:                                              ; preds = %314
  %322 = getelementptr inbounds i8, ptr %319, i64 8
  %323 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %324 = icmp eq i8 %323, 0
  br i1 %324, label %328, label %325

325:                                              ; preds = %321
  %326 = load i32, ptr %322, align 4, !tbaa !34
  %327 = add nsw i32 %326, 1
  store i32 %327, ptr %322, align 4, !tbaa !34
  br label %330

328:                                              ; preds = %321
  %329 = atomicrmw volatile add ptr %322, i32 1 acq_rel, align 4
  br label %330

330:                                              ; preds = %328, %325, %314
  %331 = getelementptr inbounds i8, ptr %7, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %331, ptr noundef nonnull readonly align 8 dereferenceable(16) %269, i64 16, i1 false)
  %332 = getelementptr inbounds i8, ptr %7, i64 40
  %333 = load ptr, ptr %270, align 8, !tbaa !147
  store ptr %333, ptr %332, align 8, !tbaa !147
  %334 = getelementptr inbounds i8, ptr %7, i64 48
  %335 = load ptr, ptr %272, align 8, !tbaa !25
  store ptr %335, ptr %334, align 8, !tbaa !25
  %336 = icmp eq ptr %335, null
  br i1 %336, label %346, label %337

337:                                              ; preds = %330
  %338 = getelementptr inbounds i8, ptr %335, i64 8
  %339 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %340 = icmp eq i8 %339, 0
  br i1 %340, label %344, label %341

341:                                              ; preds = %337
  %342 = load i32, ptr %338, align 4, !tbaa !34
  %343 = add nsw i32 %342, 1
  store i32 %343, ptr %338, align 4, !tbaa !34
  br label %346

344:                                              ; preds = %337
  %345 = atomicrmw volatile add ptr %338, i32 1 acq_rel, align 4
  br label %346

346:                                              ; preds = %344, %341, %330
  %347 = getelementptr inbounds i8, ptr %7, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %347, ptr noundef nonnull readonly align 8 dereferenceable(16) %285, i64 16, i1 false)
  %348 = getelementptr inbounds i8, ptr %7, i64 72
  %349 = load ptr, ptr %286, align 8, !tbaa !147
  store ptr %349, ptr %348, align 8, !tbaa !147
  %350 = getelementptr inbounds i8, ptr %7, i64 80
  %351 = load ptr, ptr %288, align 8, !tbaa !25
  store ptr %351, ptr %350, align 8, !tbaa !25
  %352 = icmp eq ptr %351, null
  br i1 %352, label %362, label %353

353:                                              ; preds = %346
  %354 = getelementptr inbounds i8, ptr %351, i64 8
  %355 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %356 = icmp eq i8 %355, 0
  br i1 %356, label %360, label %357

357:                                              ; preds = %353
  %358 = load i32, ptr %354, align 4, !tbaa !34
  %359 = add nsw i32 %358, 1
  store i32 %359, ptr %354, align 4, !tbaa !34
  br label %362

360:                                              ; preds = %353
  %361 = atomicrmw volatile add ptr %354, i32 1 acq_rel, align 4
  br label %362

362:                                              ; preds = %360, %357, %346
  %363 = getelementptr inbounds i8, ptr %7, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %363, ptr noundef nonnull readonly align 8 dereferenceable(16) %301, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %6)
  %364 = load i64, ptr %7, align 8, !tbaa !184
  store i64 %364, ptr %6, align 8, !tbaa !184
  %365 = getelementptr inbounds i8, ptr %6, i64 8
  %366 = load ptr, ptr %316, align 8, !tbaa !147
  store ptr %366, ptr %365, align 8, !tbaa !147
  %367 = getelementptr inbounds i8, ptr %6, i64 16
  %368 = load ptr, ptr %318, align 8, !tbaa !25
  store ptr %368, ptr %367, align 8, !tbaa !25
  %369 = icmp eq ptr %368, null
  br i1 %369, label %379, label %370

370:                                              ; preds = %362
  %371 = getelementptr inbounds i8, ptr %368, i64 8
  %372 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %373 = icmp eq i8 %372, 0
  br i1 %373, label %377, label %374

374:                                              ; preds = %370
  %375 = load i32, ptr %371, align 4, !tbaa !34
  %376 = add nsw i32 %375, 1
  store i32 %376, ptr %371, align 4, !tbaa !34
  br label %379

377:                                              ; preds = %370
  %378 = atomicrmw volatile add ptr %371, i32 1 acq_rel, align 4
  br label %379

379:                                              ; preds = %377, %374, %362
  %380 = getelementptr inbounds i8, ptr %6, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %380, ptr noundef nonnull readonly align 8 dereferenceable(16) %331, i64 16, i1 false)
  %381 = getelementptr inbounds i8, ptr %6, i64 40
  %382 = load ptr, ptr %332, align 8, !tbaa !147
  store ptr %382, ptr %381, align 8, !tbaa !147
  %383 = getelementptr inbounds i8, ptr %6, i64 48
  %384 = load ptr, ptr %334, align 8, !tbaa !25
  store ptr %384, ptr %383, align 8, !tbaa !25
  %385 = icmp eq ptr %384, null
  br i1 %385, label %395, label %386

386:                                              ; preds = %379
  %387 = getelementptr inbounds i8, ptr %384, i64 8
  %388 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %389 = icmp eq i8 %388, 0
  br i1 %389, label %393, label %390

390:                                              ; preds = %386
  %391 = load i32, ptr %387, align 4, !tbaa !34
  %392 = add nsw i32 %391, 1
  store i32 %392, ptr %387, align 4, !tbaa !34
  br label %395

393:                                              ; preds = %386
  %394 = atomicrmw volatile add ptr %387, i32 1 acq_rel, align 4
  br label %395

395:                                              ; preds = %393, %390, %379
  %396 = getelementptr inbounds i8, ptr %6, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %396, ptr noundef nonnull readonly align 8 dereferenceable(16) %347, i64 16, i1 false)
  %397 = getelementptr inbounds i8, ptr %6, i64 72
  %398 = load ptr, ptr %348, align 8, !tbaa !147
  store ptr %398, ptr %397, align 8, !tbaa !147
  %399 = getelementptr inbounds i8, ptr %6, i64 80
  %400 = load ptr, ptr %350, align 8, !tbaa !25
  store ptr %400, ptr %399, align 8, !tbaa !25
  %401 = icmp eq ptr %400, null
  br i1 %401, label %411, label %402

402:                                              ; preds = %395
  %403 = getelementptr inbounds i8, ptr %400, i64 8
  %404 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %405 = icmp eq i8 %404, 0
  br i1 %405, label %409, label %406

406:                                              ; preds = %402
  %407 = load i32, ptr %403, align 4, !tbaa !34
  %408 = add nsw i32 %407, 1
  store i32 %408, ptr %403, align 4, !tbaa !34
  br label %411

409:                                              ; preds = %402
  %410 = atomicrmw volatile add ptr %403, i32 1 acq_rel, align 4
  br label %411

411:                                              ; preds = %409, %406, %395
  %412 = getelementptr inbounds i8, ptr %6, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %412, ptr noundef nonnull readonly align 8 dereferenceable(16) %363, i64 16, i1 false)
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE1_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %6) #27
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %6)
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE1_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %7) #27
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %7)
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.28)
          to label %413 unwind label %579

413:                                              ; preds = %411
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5)
  %414 = getelementptr inbounds i8, ptr %5, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %414, i8 0, i64 16, i1 false), !alias.scope !186
  store i64 64, ptr %5, align 8, !tbaa !5, !alias.scope !186
  invoke void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range.101") align 8 %5, i1 noundef zeroext false, i32 noundef 1)
          to label %415 unwind label %579

415:                                              ; preds = %413
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5)
  %416 = load i64, ptr %9, align 8, !tbaa !184
  store i64 %416, ptr %8, align 8, !tbaa !184
  %417 = getelementptr inbounds i8, ptr %8, i64 8
  %418 = load ptr, ptr %254, align 8, !tbaa !147
  store ptr %418, ptr %417, align 8, !tbaa !147
  %419 = getelementptr inbounds i8, ptr %8, i64 16
  %420 = load ptr, ptr %256, align 8, !tbaa !25
  store ptr null, ptr %256, align 8, !tbaa !25
  store ptr %420, ptr %419, align 8, !tbaa !25
  store ptr null, ptr %254, align 8, !tbaa !147
  %421 = getelementptr inbounds i8, ptr %8, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %421, ptr noundef nonnull align 8 dereferenceable(16) %269, i64 16, i1 false)
  %422 = getelementptr inbounds i8, ptr %8, i64 40
  %423 = load ptr, ptr %270, align 8, !tbaa !147
  store ptr %423, ptr %422, align 8, !tbaa !147
  %424 = getelementptr inbounds i8, ptr %8, i64 48
  %425 = load ptr, ptr %272, align 8, !tbaa !25
  store ptr null, ptr %272, align 8, !tbaa !25
  store ptr %425, ptr %424, align 8, !tbaa !25
  store ptr null, ptr %270, align 8, !tbaa !147
  %426 = getelementptr inbounds i8, ptr %8, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %426, ptr noundef nonnull align 8 dereferenceable(16) %285, i64 16, i1 false)
  %427 = getelementptr inbounds i8, ptr %8, i64 72
  %428 = getelementptr inbounds i8, ptr %8, i64 80
  %429 = load <2 x ptr>, ptr %286, align 8, !tbaa !11
  store ptr null, ptr %288, align 8, !tbaa !25
  store <2 x ptr> %429, ptr %427, align 8, !tbaa !11
  store ptr null, ptr %286, align 8, !tbaa !147
  %430 = getelementptr inbounds i8, ptr %8, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %430, ptr noundef nonnull align 8 dereferenceable(16) %301, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %3)
  %431 = invoke noalias noundef nonnull dereferenceable(112) ptr @_Znwm(i64 noundef 112) #29
          to label %432 unwind label %575

432:                                              ; preds = %415
  store i64 %416, ptr %3, align 8, !tbaa !184, !noalias !189
  %433 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr %418, ptr %433, align 8, !tbaa !147, !noalias !189
  %434 = getelementptr inbounds i8, ptr %3, i64 16
  store ptr %420, ptr %434, align 8, !tbaa !25, !noalias !189
  %435 = icmp eq ptr %420, null
  br i1 %435, label %447, label %436

436:                                              ; preds = %432
  %437 = getelementptr inbounds i8, ptr %420, i64 8
  %438 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !189
  %439 = icmp eq i8 %438, 0
  br i1 %439, label %443, label %440

440:                                              ; preds = %436
  %441 = load i32, ptr %437, align 4, !tbaa !34, !noalias !189
  %442 = add nsw i32 %441, 1
  store i32 %442, ptr %437, align 4, !tbaa !34, !noalias !189
  br label %447

443:                                              ; preds = %436
  %444 = atomicrmw volatile add ptr %437, i32 1 acq_rel, align 4, !noalias !189
  %445 = load ptr, ptr %422, align 8, !tbaa !147, !noalias !189
  %446 = load ptr, ptr %424, align 8, !tbaa !25, !noalias !189
  br label %447

447:                                              ; preds = %443, %440, %432
  %448 = phi ptr [ %446, %443 ], [ %425, %440 ], [ %425, %432 ]
  %449 = phi ptr [ %445, %443 ], [ %423, %440 ], [ %423, %432 ]
  %450 = getelementptr inbounds i8, ptr %3, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %450, ptr noundef nonnull readonly align 8 dereferenceable(16) %421, i64 16, i1 false), !noalias !189
  %451 = getelementptr inbounds i8, ptr %3, i64 40
  store ptr %449, ptr %451, align 8, !tbaa !147, !noalias !189
  %452 = getelementptr inbounds i8, ptr %3, i64 48
  store ptr %448, ptr %452, align 8, !tbaa !25, !noalias !189
  %453 = icmp eq ptr %448, null
  br i1 %453, label %463, label %454

454:                                              ; preds = %447
  %455 = getelementptr inbounds i8, ptr %448, i64 8
  %456 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !189
  %457 = icmp eq i8 %456, 0
  br i1 %457, label %461, label %458

458:                                              ; preds = %454
  %459 = load i32, ptr %455, align 4, !tbaa !34, !noalias !189
  %460 = add nsw i32 %459, 1
  store i32 %460, ptr %455, align 4, !tbaa !34, !noalias !189
  br label %463

461:                                              ; preds = %454
  %462 = atomicrmw volatile add ptr %455, i32 1 acq_rel, align 4, !noalias !189
  br label %463

463:                                              ; preds = %461, %458, %447
  %464 = getelementptr inbounds i8, ptr %3, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %464, ptr noundef nonnull readonly align 8 dereferenceable(16) %426, i64 16, i1 false), !noalias !189
  %465 = getelementptr inbounds i8, ptr %3, i64 72
  %466 = load ptr, ptr %427, align 8, !tbaa !147, !noalias !189
  store ptr %466, ptr %465, align 8, !tbaa !147, !noalias !189
  %467 = getelementptr inbounds i8, ptr %3, i64 80
  %468 = load ptr, ptr %428, align 8, !tbaa !25, !noalias !189
  store ptr %468, ptr %467, align 8, !tbaa !25, !noalias !189
  %469 = icmp eq ptr %468, null
  br i1 %469, label %479, label %470

470:                                              ; preds = %463
  %471 = getelementptr inbounds i8, ptr %468, i64 8
  %472 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !189
  %473 = icmp eq i8 %472, 0
  br i1 %473, label %477, label %474

474:                                              ; preds = %470
  %475 = load i32, ptr %471, align 4, !tbaa !34, !noalias !189
  %476 = add nsw i32 %475, 1
  store i32 %476, ptr %471, align 4, !tbaa !34, !noalias !189
  br label %479

477:                                              ; preds = %470
  %478 = atomicrmw volatile add ptr %471, i32 1 acq_rel, align 4, !noalias !189
  br label %479

479:                                              ; preds = %477, %474, %463
  %480 = getelementptr inbounds i8, ptr %3, i64 88
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %480, ptr noundef nonnull readonly align 8 dereferenceable(16) %430, i64 16, i1 false), !noalias !189
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %431, align 8, !tbaa !31, !noalias !189
  %481 = getelementptr inbounds i8, ptr %431, i64 8
  %482 = load i64, ptr %3, align 8, !tbaa !184, !noalias !189
  store i64 %482, ptr %481, align 8, !tbaa !184, !noalias !189
  %483 = getelementptr inbounds i8, ptr %431, i64 16
  %484 = load ptr, ptr %433, align 8, !tbaa !147, !noalias !189
  store ptr %484, ptr %483, align 8, !tbaa !147, !noalias !189
  %485 = getelementptr inbounds i8, ptr %431, i64 24
  %486 = load ptr, ptr %434, align 8, !tbaa !25, !noalias !189
  store ptr %486, ptr %485, align 8, !tbaa !25, !noalias !189
  %487 = icmp eq ptr %486, null
  br i1 %487, label %497, label %488

488:                                              ; preds = %479
  %489 = getelementptr inbounds i8, ptr %486, i64 8
  %490 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !189
  %491 = icmp eq i8 %490, 0
  br i1 %491, label %495, label %492

492:                                              ; preds = %488
  %493 = load i32, ptr %489, align 4, !tbaa !34, !noalias !189
  %494 = add nsw i32 %493, 1
  store i32 %494, ptr %489, align 4, !tbaa !34, !noalias !189
  br label %497

495:                                              ; preds = %488
  %496 = atomicrmw volatile add ptr %489, i32 1 acq_rel, align 4, !noalias !189
  br label %497

497:                                              ; preds = %495, %492, %479
  %498 = getelementptr inbounds i8, ptr %431, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %498, ptr noundef nonnull readonly align 8 dereferenceable(16) %450, i64 16, i1 false), !noalias !189
  %499 = getelementptr inbounds i8, ptr %431, i64 48
  %500 = load ptr, ptr %451, align 8, !tbaa !147, !noalias !189
  store ptr %500, ptr %499, align 8, !tbaa !147, !noalias !189
  %501 = getelementptr inbounds i8, ptr %431, i64 56
  %502 = load ptr, ptr %452, align 8, !tbaa !25, !noalias !189
  store ptr %502, ptr %501, align 8, !tbaa !25, !noalias !189
  %503 = icmp eq ptr %502, null
  br i1 %503, label %513, label %504

504:                                              ; preds = %497
  %505 = getelementptr inbounds i8, ptr %502, i64 8
  %506 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !189
  %507 = icmp eq i8 %506, 0
  br i1 %507, label %511, label %508

508:                                              ; preds = %504
  %509 = load i32, ptr %505, align 4, !tbaa !34, !noalias !189
  %510 = add nsw i32 %509, 1
  store i32 %510, ptr %505, align 4, !tbaa !34, !noalias !189
  br label %513

511:                                              ; preds = %504
  %512 = atomicrmw volatile add ptr %505, i32 1 acq_rel, align 4, !noalias !189
  br label %513

513:                                              ; preds = %511, %508, %497
  %514 = getelementptr inbounds i8, ptr %431, i64 64
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %514, ptr noundef nonnull readonly align 8 dereferenceable(16) %464, i64 16, i1 false), !noalias !189
  %515 = getelementptr inbounds i8, ptr %431, i64 80
  %516 = load ptr, ptr %465, align 8, !tbaa !147, !noalias !189
  store ptr %516, ptr %515, align 8, !tbaa !147, !noalias !189
  %517 = getelementptr inbounds i8, ptr %431, i64 88
  %518 = load ptr, ptr %467, align 8, !tbaa !25, !noalias !189
  store ptr %518, ptr %517, align 8, !tbaa !25, !noalias !189
  %519 = icmp eq ptr %518, null
  br i1 %519, label %529, label %520

520:                                              ; preds = %513
  %521 = getelementptr inbounds i8, ptr %518, i64 8
  %522 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !189
  %523 = icmp eq i8 %522, 0
  br i1 %523, label %527, label %524

524:                                              ; preds = %520
  %525 = load i32, ptr %521, align 4, !tbaa !34, !noalias !189
  %526 = add nsw i32 %525, 1
  store i32 %526, ptr %521, align 4, !tbaa !34, !noalias !189
  br label %529

527:                                              ; preds = %520
  %528 = atomicrmw volatile add ptr %521, i32 1 acq_rel, align 4, !noalias !189
  br label %529

529:                                              ; preds = %527, %524, %513
  %530 = getelementptr inbounds i8, ptr %431, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %530, ptr noundef nonnull readonly align 8 dereferenceable(16) %480, i64 16, i1 false), !noalias !189
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE1_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %3) #27, !noalias !189
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %3)
  %531 = getelementptr inbounds i8, ptr %1, i64 152
  %532 = load ptr, ptr %531, align 8, !tbaa !11
  store ptr %431, ptr %531, align 8, !tbaa !11
  %533 = icmp eq ptr %532, null
  br i1 %533, label %538, label %534

534:                                              ; preds = %529
  %535 = load ptr, ptr %532, align 8, !tbaa !31
  %536 = getelementptr inbounds i8, ptr %535, i64 16
  %537 = load ptr, ptr %536, align 8
  call void %537(ptr noundef nonnull align 8 dereferenceable(8) %532) #27
  br label %538

538:                                              ; preds = %534, %529
  invoke void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %539 unwind label %575

539:                                              ; preds = %538
  %540 = load ptr, ptr %531, align 8, !tbaa !11
  %541 = load ptr, ptr %540, align 8, !tbaa !31
  %542 = load ptr, ptr %541, align 8
  %543 = invoke noundef ptr %542(ptr noundef nonnull align 8 dereferenceable(8) %540)
          to label %544 unwind label %575

544:                                              ; preds = %539
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #27
  invoke void @_ZN4sycl3_V16detail19getKernelParamDescsI4TapsEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind nonnull writable sret(%"class.std::vector.112") align 8 %4)
          to label %545 unwind label %575

545:                                              ; preds = %544
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %543, ptr noundef nonnull align 8 dereferenceable(24) %4, i1 noundef zeroext false)
          to label %546 unwind label %563

546:                                              ; preds = %545
  %547 = load ptr, ptr %4, align 8, !tbaa !161
  %548 = icmp eq ptr %547, null
  br i1 %548, label %555, label %549

549:                                              ; preds = %546
  %550 = getelementptr inbounds i8, ptr %4, i64 16
  %551 = load ptr, ptr %550, align 8, !tbaa !163
  %552 = ptrtoint ptr %551 to i64
  %553 = ptrtoint ptr %547 to i64
  %554 = sub i64 %552, %553
  call void @_ZdlPvm(ptr noundef nonnull %547, i64 noundef %554) #32
  br label %555

555:                                              ; preds = %549, %546
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #27
  %556 = invoke noalias noundef nonnull dereferenceable(10) ptr @_Znam(i64 noundef 10) #29
          to label %557 unwind label %575

557:                                              ; preds = %555
  %558 = getelementptr inbounds i8, ptr %1, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(9) %556, ptr noundef nonnull align 1 dereferenceable(9) @.str.28, i64 9, i1 false)
  %559 = getelementptr inbounds i8, ptr %556, i64 9
  store i8 0, ptr %559, align 1, !tbaa !33
  %560 = load ptr, ptr %558, align 8, !tbaa !11
  store ptr %556, ptr %558, align 8, !tbaa !11
  %561 = icmp eq ptr %560, null
  br i1 %561, label %574, label %562

562:                                              ; preds = %557
  call void @_ZdaPv(ptr noundef nonnull %560) #32
  br label %574

563:                                              ; preds = %545
  %564 = landingpad { ptr, i32 }
          cleanup
  %565 = load ptr, ptr %4, align 8, !tbaa !161
  %566 = icmp eq ptr %565, null
  br i1 %566, label %573, label %567

567:                                              ; preds = %563
  %568 = getelementptr inbounds i8, ptr %4, i64 16
  %569 = load ptr, ptr %568, align 8, !tbaa !163
  %570 = ptrtoint ptr %569 to i64
  %571 = ptrtoint ptr %565 to i64
  %572 = sub i64 %570, %571
  call void @_ZdlPvm(ptr noundef nonnull %565, i64 noundef %572) #32
  br label %573

573:                                              ; preds = %567, %563
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #27
  br label %577

574:                                              ; preds = %562, %557
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE1_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %8) #27
  invoke void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef 1)
          to label %583 unwind label %579

575:                                              ; preds = %555, %544, %539, %538, %415
  %576 = landingpad { ptr, i32 }
          cleanup
  br label %577

577:                                              ; preds = %575, %573
  %578 = phi { ptr, i32 } [ %576, %575 ], [ %564, %573 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE1_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %8) #27
  br label %581

579:                                              ; preds = %574, %413, %411, %310, %300
  %580 = landingpad { ptr, i32 }
          cleanup
  br label %581

581:                                              ; preds = %579, %577, %312
  %582 = phi { ptr, i32 } [ %580, %579 ], [ %313, %312 ], [ %578, %577 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE1_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %9) #27
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE1_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %22) #27
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %22) #27
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %20) #27
  br label %676

583:                                              ; preds = %574
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %8)
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE1_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %9) #27
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %9)
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE1_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %22) #27
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %22) #27
  %584 = load ptr, ptr %220, align 8, !tbaa !25
  %585 = icmp eq ptr %584, null
  br i1 %585, label %610, label %586

586:                                              ; preds = %583
  %587 = getelementptr inbounds i8, ptr %584, i64 8
  %588 = load atomic i64, ptr %587 acquire, align 8
  %589 = icmp eq i64 %588, 4294967297
  %590 = trunc i64 %588 to i32
  br i1 %589, label %591, label %599

591:                                              ; preds = %586
  store i32 0, ptr %587, align 8, !tbaa !27
  %592 = getelementptr inbounds i8, ptr %584, i64 12
  store i32 0, ptr %592, align 4, !tbaa !30
  %593 = load ptr, ptr %584, align 8, !tbaa !31
  %594 = getelementptr inbounds i8, ptr %593, i64 16
  %595 = load ptr, ptr %594, align 8
  call void %595(ptr noundef nonnull align 8 dereferenceable(16) %584) #27
  %596 = load ptr, ptr %584, align 8, !tbaa !31
  %597 = getelementptr inbounds i8, ptr %596, i64 24
  %598 = load ptr, ptr %597, align 8
  call void %598(ptr noundef nonnull align 8 dereferenceable(16) %584) #27
  br label %610

599:                                              ; preds = %586
  %600 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %601 = icmp eq i8 %600, 0
  br i1 %601, label %604, label %602

602:                                              ; preds = %599
  %603 = add nsw i32 %590, -1
  store i32 %603, ptr %587, align 4, !tbaa !34
  br label %606

604:                                              ; preds = %599
  %605 = atomicrmw volatile add ptr %587, i32 -1 acq_rel, align 4
  br label %606

606:                                              ; preds = %604, %602
  %607 = phi i32 [ %590, %602 ], [ %605, %604 ]
  %608 = icmp eq i32 %607, 1
  br i1 %608, label %609, label %610, !prof !35

609:                                              ; preds = %606
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %584) #27
  br label %610

610:                                              ; preds = %609, %606, %591, %583
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #27
  %611 = load ptr, ptr %202, align 8, !tbaa !25
  %612 = icmp eq ptr %611, null
  br i1 %612, label %637, label %613

613:                                              ; preds = %610
  %614 = getelementptr inbounds i8, ptr %611, i64 8
  %615 = load atomic i64, ptr %614 acquire, align 8
  %616 = icmp eq i64 %615, 4294967297
  %617 = trunc i64 %615 to i32
  br i1 %616, label %618, label %626

618:                                              ; preds = %613
  store i32 0, ptr %614, align 8, !tbaa !27
  %619 = getelementptr inbounds i8, ptr %611, i64 12
  store i32 0, ptr %619, align 4, !tbaa !30
  %620 = load ptr, ptr %611, align 8, !tbaa !31
  %621 = getelementptr inbounds i8, ptr %620, i64 16
  %622 = load ptr, ptr %621, align 8
  call void %622(ptr noundef nonnull align 8 dereferenceable(16) %611) #27
  %623 = load ptr, ptr %611, align 8, !tbaa !31
  %624 = getelementptr inbounds i8, ptr %623, i64 24
  %625 = load ptr, ptr %624, align 8
  call void %625(ptr noundef nonnull align 8 dereferenceable(16) %611) #27
  br label %637

626:                                              ; preds = %613
  %627 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %628 = icmp eq i8 %627, 0
  br i1 %628, label %631, label %629

629:                                              ; preds = %626
  %630 = add nsw i32 %617, -1
  store i32 %630, ptr %614, align 4, !tbaa !34
  br label %633

631:                                              ; preds = %626
  %632 = atomicrmw volatile add ptr %614, i32 -1 acq_rel, align 4
  br label %633

633:                                              ; preds = %631, %629
  %634 = phi i32 [ %617, %629 ], [ %632, %631 ]
  %635 = icmp eq i32 %634, 1
  br i1 %635, label %636, label %637, !prof !35

636:                                              ; preds = %633
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %611) #27
  br label %637

637:                                              ; preds = %636, %633, %618, %610
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #27
  %638 = load ptr, ptr %238, align 8, !tbaa !25
  %639 = icmp eq ptr %638, null
  br i1 %639, label %682, label %640

640:                                              ; preds = %637
  %641 = getelementptr inbounds i8, ptr %638, i64 8
  %642 = load atomic i64, ptr %641 acquire, align 8
  %643 = icmp eq i64 %642, 4294967297
  %644 = trunc i64 %642 to i32
  br i1 %643, label %645, label %653

645:                                              ; preds = %640
  store i32 0, ptr %641, align 8, !tbaa !27
  %646 = getelementptr inbounds i8, ptr %638, i64 12
  store i32 0, ptr %646, align 4, !tbaa !30
  %647 = load ptr, ptr %638, align 8, !tbaa !31
  %648 = getelementptr inbounds i8, ptr %647, i64 16
  %649 = load ptr, ptr %648, align 8
  call void %649(ptr noundef nonnull align 8 dereferenceable(16) %638) #27
  %650 = load ptr, ptr %638, align 8, !tbaa !31
  %651 = getelementptr inbounds i8, ptr %650, i64 24
  %652 = load ptr, ptr %651, align 8
  call void %652(ptr noundef nonnull align 8 dereferenceable(16) %638) #27
  br label %682

653:                                              ; preds = %640
  %654 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %655 = icmp eq i8 %654, 0
  br i1 %655, label %658, label %656

656:                                              ; preds = %653
  %657 = add nsw i32 %644, -1
  store i32 %657, ptr %641, align 4, !tbaa !34
  br label %660

658:                                              ; preds = %653
  %659 = atomicrmw volatile add ptr %641, i32 -1 acq_rel, align 4
  br label %660

660:                                              ; preds = %658, %656
  %661 = phi i32 [ %644, %656 ], [ %659, %658 ]
  %662 = icmp eq i32 %661, 1
  br i1 %662, label %663, label %682, !prof !35

663:                                              ; preds = %660
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %638) #27
  br label %682

664:                                              ; preds = %2
  %665 = landingpad { ptr, i32 }
          cleanup
  br label %666

666:                                              ; preds = %664, %28
  %667 = phi { ptr, i32 } [ %665, %664 ], [ %29, %28 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %17) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %17) #27
  br label %680

668:                                              ; preds = %79
  %669 = landingpad { ptr, i32 }
          cleanup
  br label %670

670:                                              ; preds = %668, %86
  %671 = phi { ptr, i32 } [ %669, %668 ], [ %87, %86 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %19) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19) #27
  br label %678

672:                                              ; preds = %137
  %673 = landingpad { ptr, i32 }
          cleanup
  br label %674

674:                                              ; preds = %672, %145
  %675 = phi { ptr, i32 } [ %673, %672 ], [ %146, %145 ]
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %21) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %21) #27
  br label %676

676:                                              ; preds = %674, %581
  %677 = phi { ptr, i32 } [ %582, %581 ], [ %675, %674 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #27
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %18) #27
  br label %678

678:                                              ; preds = %676, %670
  %679 = phi { ptr, i32 } [ %677, %676 ], [ %671, %670 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #27
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %16) #27
  br label %680

680:                                              ; preds = %678, %666
  %681 = phi { ptr, i32 } [ %679, %678 ], [ %667, %666 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #27
  resume { ptr, i32 } %681

682:                                              ; preds = %637, %645, %660, %663
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %16) #27
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  %15 = load ptr, ptr %3, align 8, !tbaa !31
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
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
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #27
  %43 = load ptr, ptr %31, align 8, !tbaa !31
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #27
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #27
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
  tail call void %70(ptr noundef nonnull align 8 dereferenceable(16) %59) #27
  %71 = load ptr, ptr %59, align 8, !tbaa !31
  %72 = getelementptr inbounds i8, ptr %71, i64 24
  %73 = load ptr, ptr %72, align 8
  tail call void %73(ptr noundef nonnull align 8 dereferenceable(16) %59) #27
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %59) #27
  br label %85

85:                                               ; preds = %57, %66, %81, %84
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16detail19getKernelParamDescsI4TapsEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv(ptr dead_on_unwind noalias writable sret(%"class.std::vector.112") align 8 %0) local_unnamed_addr #6 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"struct.sycl::_V1::detail::kernel_param_desc_t", align 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, i8 0, i64 24, i1 false)
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = tail call noalias noundef nonnull dereferenceable(48) ptr @_Znwm(i64 noundef 48) #29
  store ptr %4, ptr %0, align 8, !tbaa !161
  %5 = getelementptr inbounds i8, ptr %4, i64 48
  store ptr %5, ptr %3, align 8, !tbaa !163
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #27
  store i64 34359738369, ptr %2, align 8
  store i32 0, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !164
  %8 = getelementptr inbounds i8, ptr %4, i64 12
  store ptr %8, ptr %7, align 8, !tbaa !167
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #27
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #27
  store i64 17446157156352, ptr %2, align 8
  store i32 8, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %8, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !164
  %9 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr %9, ptr %7, align 8, !tbaa !167
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #27
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #27
  store i64 17446157156352, ptr %2, align 8
  store i32 40, ptr %6, align 8
  %10 = load ptr, ptr %3, align 8, !tbaa !163
  %11 = icmp eq ptr %9, %10
  br i1 %11, label %15, label %12

12:                                               ; preds = %1
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %9, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !164
  %13 = load ptr, ptr %7, align 8, !tbaa !167
  %14 = getelementptr inbounds i8, ptr %13, i64 12
  store ptr %14, ptr %7, align 8, !tbaa !167
  br label %18

15:                                               ; preds = %1
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr nonnull %9, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %16 unwind label %27

16:                                               ; preds = %15
  %17 = load ptr, ptr %7, align 8, !tbaa !11
  br label %18

18:                                               ; preds = %16, %12
  %19 = phi ptr [ %17, %16 ], [ %14, %12 ]
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #27
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #27
  store i64 17446157156352, ptr %2, align 8
  store i32 72, ptr %6, align 8
  %20 = load ptr, ptr %3, align 8, !tbaa !163
  %21 = icmp eq ptr %19, %20
  br i1 %21, label %25, label %22

22:                                               ; preds = %18
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %19, ptr noundef nonnull align 8 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !164
  %23 = load ptr, ptr %7, align 8, !tbaa !167
  %24 = getelementptr inbounds i8, ptr %23, i64 12
  store ptr %24, ptr %7, align 8, !tbaa !167
  br label %26

25:                                               ; preds = %18
  invoke void @_ZNSt6vectorIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_M_realloc_insertIJS3_EEEvN9__gnu_cxx17__normal_iteratorIPS3_S5_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %19, ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %26 unwind label %27

26:                                               ; preds = %25, %22
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #27
  ret void

27:                                               ; preds = %15, %25
  %28 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #27
  %29 = load ptr, ptr %0, align 8, !tbaa !161
  %30 = icmp eq ptr %29, null
  br i1 %30, label %36, label %31

31:                                               ; preds = %27
  %32 = load ptr, ptr %3, align 8, !tbaa !163
  %33 = ptrtoint ptr %32 to i64
  %34 = ptrtoint ptr %29 to i64
  %35 = sub i64 %33, %34
  call void @_ZdlPvm(ptr noundef nonnull %29, i64 noundef %35) #32
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
  tail call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE1_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %2) #27
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(112) %0) unnamed_addr #7 align 2 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %0, align 8, !tbaa !31
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  tail call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE1_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %2) #27
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 112) #32
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE1_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(112) %0) unnamed_addr #6 align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %class.anon.140, align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load i64, ptr %3, align 8, !tbaa !184
  store i64 %4, ptr %2, align 8, !tbaa !184
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = load ptr, ptr %6, align 8, !tbaa !147
  store ptr %7, ptr %5, align 8, !tbaa !147
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
  %26 = load ptr, ptr %25, align 8, !tbaa !147
  store ptr %26, ptr %24, align 8, !tbaa !147
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
  %45 = load ptr, ptr %44, align 8, !tbaa !147
  store ptr %45, ptr %43, align 8, !tbaa !147
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
  %62 = load i64, ptr %2, align 8, !tbaa !184
  %63 = icmp eq i64 %62, 0
  br i1 %63, label %80, label %64

64:                                               ; preds = %59, %70
  %65 = phi float [ %76, %70 ], [ 0.000000e+00, %59 ]
  %66 = phi i64 [ %77, %70 ], [ 0, %59 ]
  %67 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %5)
          to label %68 unwind label %98

68:                                               ; preds = %64
  %69 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %5)
          to label %70 unwind label %98

70:                                               ; preds = %68
  %71 = load i64, ptr %69, align 8
  %72 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %5) #27
  %73 = getelementptr float, ptr %72, i64 %71
  %74 = getelementptr float, ptr %73, i64 %66
  %75 = load float, ptr %74, align 4, !tbaa !9
  %76 = fadd float %65, %75
  %77 = add i64 %66, 64
  %78 = load i64, ptr %2, align 8, !tbaa !184
  %79 = icmp ult i64 %77, %78
  br i1 %79, label %64, label %80, !llvm.loop !192

80:                                               ; preds = %70, %59
  %81 = phi float [ 0.000000e+00, %59 ], [ %76, %70 ]
  %82 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %43)
          to label %83 unwind label %100

83:                                               ; preds = %80
  %84 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %43)
          to label %85 unwind label %100

85:                                               ; preds = %83
  %86 = load i64, ptr %84, align 8
  %87 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %43) #27
  %88 = getelementptr float, ptr %87, i64 %86
  %89 = load float, ptr %88, align 4, !tbaa !9
  %90 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost14getMemoryRangeEv(ptr noundef nonnull align 8 dereferenceable(16) %24)
          to label %91 unwind label %100

91:                                               ; preds = %85
  %92 = invoke noundef nonnull align 8 dereferenceable(24) ptr @_ZNK4sycl3_V16detail16AccessorBaseHost9getOffsetEv(ptr noundef nonnull align 8 dereferenceable(16) %24)
          to label %93 unwind label %100

93:                                               ; preds = %91
  %94 = fmul float %81, %89
  %95 = load i64, ptr %92, align 8
  %96 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %24) #27
  %97 = getelementptr float, ptr %96, i64 %95
  store float %94, ptr %97, align 4, !tbaa !9
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE1_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %2) #27
  ret void

98:                                               ; preds = %64, %68
  %99 = landingpad { ptr, i32 }
          cleanup
  br label %102

100:                                              ; preds = %80, %83, %85, %91
  %101 = landingpad { ptr, i32 }
          cleanup
  br label %102

102:                                              ; preds = %100, %98
  %103 = phi { ptr, i32 } [ %99, %98 ], [ %101, %100 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE1_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(104) %2) #27
  resume { ptr, i32 } %103
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail19type_erased_cgfo_ty7invokerIZ4mainEUlRNS0_7handlerEE2_E4callEPKvS5_(ptr nocapture noundef readonly %0, ptr noundef nonnull align 8 dereferenceable(216) %1) #6 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca { ptr, [8 x i8] }, align 8
  %4 = alloca { ptr, [8 x i8] }, align 8
  %5 = alloca %"class.std::vector.112", align 8
  %6 = alloca %"class.sycl::_V1::range.101", align 8
  %7 = alloca %class.anon.154, align 8
  %8 = alloca %class.anon.154, align 8
  %9 = alloca %"class.sycl::_V1::accessor", align 8
  %10 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %11 = alloca %"class.sycl::_V1::accessor.95", align 8
  %12 = alloca %"struct.sycl::_V1::detail::code_location", align 8
  %13 = alloca %class.anon.154, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #27
  %14 = load ptr, ptr %0, align 8, !tbaa !193
  store ptr @.str.1, ptr %10, align 8, !tbaa !38, !alias.scope !195
  %15 = getelementptr inbounds i8, ptr %10, i64 8
  store ptr @.str.16, ptr %15, align 8, !tbaa !43, !alias.scope !195
  %16 = getelementptr inbounds i8, ptr %10, i64 16
  store i64 76, ptr %16, align 8, !tbaa !44, !alias.scope !195
  %17 = getelementptr inbounds i8, ptr %10, i64 24
  store i64 17, ptr %17, align 8, !tbaa !45, !alias.scope !195
  call void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvE10get_accessILNS0_6access4modeE1024ELNS7_6targetE2014EEENS0_8accessorIfLi1EXT_EXT0_ELNS7_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEERNS0_7handlerENS2_13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::accessor") align 8 %9, ptr noundef nonnull align 8 dereferenceable(33) %14, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %10)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #27
  %18 = load ptr, ptr %0, align 8, !tbaa !193
  store ptr @.str.1, ptr %12, align 8, !tbaa !38, !alias.scope !198
  %19 = getelementptr inbounds i8, ptr %12, i64 8
  store ptr @.str.16, ptr %19, align 8, !tbaa !43, !alias.scope !198
  %20 = getelementptr inbounds i8, ptr %12, i64 16
  store i64 77, ptr %20, align 8, !tbaa !44, !alias.scope !198
  %21 = getelementptr inbounds i8, ptr %12, i64 24
  store i64 18, ptr %21, align 8, !tbaa !45, !alias.scope !198
  invoke void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvE10get_accessILNS0_6access4modeE1025ELNS7_6targetE2014EEENS0_8accessorIfLi1EXT_EXT0_ELNS7_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEERNS0_7handlerENS2_13code_locationE(ptr dead_on_unwind nonnull writable sret(%"class.sycl::_V1::accessor.95") align 8 %11, ptr noundef nonnull align 8 dereferenceable(33) %18, ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"struct.sycl::_V1::detail::code_location") align 8 %12)
          to label %22 unwind label %636

22:                                               ; preds = %2
  %23 = getelementptr inbounds i8, ptr %0, i64 8
  %24 = load ptr, ptr %23, align 8, !tbaa !201
  %25 = load i64, ptr %24, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %13) #27
  %26 = load ptr, ptr %11, align 8, !tbaa !147
  store ptr %26, ptr %13, align 8, !tbaa !147
  %27 = getelementptr inbounds i8, ptr %13, i64 8
  %28 = getelementptr inbounds i8, ptr %11, i64 8
  %29 = load ptr, ptr %28, align 8, !tbaa !25
  store ptr %29, ptr %27, align 8, !tbaa !25
  %30 = icmp eq ptr %29, null
  br i1 %30, label %40, label %31

31:                                               ; preds = %22
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

40:                                               ; preds = %38, %35, %22
  %41 = getelementptr inbounds i8, ptr %13, i64 16
  %42 = getelementptr inbounds i8, ptr %11, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %41, ptr noundef nonnull align 8 dereferenceable(16) %42, i64 16, i1 false)
  %43 = getelementptr inbounds i8, ptr %13, i64 32
  %44 = load ptr, ptr %9, align 8, !tbaa !147
  store ptr %44, ptr %43, align 8, !tbaa !147
  %45 = getelementptr inbounds i8, ptr %13, i64 40
  %46 = getelementptr inbounds i8, ptr %9, i64 8
  %47 = load ptr, ptr %46, align 8, !tbaa !25
  store ptr %47, ptr %45, align 8, !tbaa !25
  %48 = icmp eq ptr %47, null
  br i1 %48, label %58, label %49

49:                                               ; preds = %40
  %50 = getelementptr inbounds i8, ptr %47, i64 8
  %51 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %52 = icmp eq i8 %51, 0
  br i1 %52, label %56, label %53

53:                                               ; preds = %49
  %54 = load i32, ptr %50, align 4, !tbaa !34
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr %50, align 4, !tbaa !34
  br label %58

56:                                               ; preds = %49
  %57 = atomicrmw volatile add ptr %50, i32 1 acq_rel, align 4
  br label %58

58:                                               ; preds = %56, %53, %40
  %59 = getelementptr inbounds i8, ptr %13, i64 48
  %60 = getelementptr inbounds i8, ptr %9, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %59, ptr noundef nonnull align 8 dereferenceable(16) %60, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %8)
  %61 = load ptr, ptr %13, align 8, !tbaa !147
  store ptr %61, ptr %8, align 8, !tbaa !147
  %62 = getelementptr inbounds i8, ptr %8, i64 8
  %63 = load ptr, ptr %27, align 8, !tbaa !25
  store ptr %63, ptr %62, align 8, !tbaa !25
  %64 = icmp eq ptr %63, null
  br i1 %64, label %74, label %65

65:                                               ; preds = %58
  %66 = getelementptr inbounds i8, ptr %63, i64 8
  %67 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %68 = icmp eq i8 %67, 0
  br i1 %68, label %72, label %69

69:                                               ; preds = %65
  %70 = load i32, ptr %66, align 4, !tbaa !34
  %71 = add nsw i32 %70, 1
  store i32 %71, ptr %66, align 4, !tbaa !34
  br label %74

72:                                               ; preds = %65
  %73 = atomicrmw volatile add ptr %66, i32 1 acq_rel, align 4
  br label %74

74:                                               ; preds = %72, %69, %58
  %75 = getelementptr inbounds i8, ptr %8, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %75, ptr noundef nonnull readonly align 8 dereferenceable(16) %41, i64 16, i1 false)
  %76 = getelementptr inbounds i8, ptr %8, i64 32
  %77 = load ptr, ptr %43, align 8, !tbaa !147
  store ptr %77, ptr %76, align 8, !tbaa !147
  %78 = getelementptr inbounds i8, ptr %8, i64 40
  %79 = load ptr, ptr %45, align 8, !tbaa !25
  store ptr %79, ptr %78, align 8, !tbaa !25
  %80 = icmp eq ptr %79, null
  br i1 %80, label %90, label %81

81:                                               ; preds = %74
  %82 = getelementptr inbounds i8, ptr %79, i64 8
  %83 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %84 = icmp eq i8 %83, 0
  br i1 %84, label %88, label %85

85:                                               ; preds = %81
  %86 = load i32, ptr %82, align 4, !tbaa !34
  %87 = add nsw i32 %86, 1
  store i32 %87, ptr %82, align 4, !tbaa !34
  br label %90

88:                                               ; preds = %81
  %89 = atomicrmw volatile add ptr %82, i32 1 acq_rel, align 4
  br label %90

90:                                               ; preds = %88, %85, %74
  %91 = getelementptr inbounds i8, ptr %8, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %91, ptr noundef nonnull readonly align 8 dereferenceable(16) %59, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %7)
  %92 = invoke noundef i32 @_ZNK4sycl3_V17handler7getTypeEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %93 unwind label %524

93:                                               ; preds = %90
  %94 = icmp eq i32 %92, 0
  br i1 %94, label %104, label %95

95:                                               ; preds = %93
  %96 = call ptr @__cxa_allocate_exception(i64 64) #27
  %97 = call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 1) #27
  %98 = extractvalue { i32, ptr } %97, 0
  %99 = extractvalue { i32, ptr } %97, 1
  invoke void @_ZN4sycl3_V19exceptionC1ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(64) %96, i32 %98, ptr %99, ptr noundef nonnull @.str.19)
          to label %100 unwind label %102

100:                                              ; preds = %95
  invoke void @__cxa_throw(ptr nonnull %96, ptr nonnull @_ZTIN4sycl3_V19exceptionE, ptr nonnull @_ZN4sycl3_V19exceptionD1Ev) #28
          to label %101 unwind label %524

101:                                              ; preds = %100
  unreachable

102:                                              ; preds = %95
  %103 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_free_exception(ptr %96) #27
  br label %526

104:                                              ; preds = %93
  %105 = load ptr, ptr %62, align 8, !tbaa !25
  %106 = icmp eq ptr %105, null
  br i1 %106, label %116, label %107

107:                                              ; preds = %104
  %108 = getelementptr inbounds i8, ptr %105, i64 8
  %109 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %110 = icmp eq i8 %109, 0
  br i1 %110, label %114, label %111

111:                                              ; preds = %107
  %112 = load i32, ptr %108, align 4, !tbaa !34
  %113 = add nsw i32 %112, 1
  store i32 %113, ptr %108, align 4, !tbaa !34
  br label %116

114:                                              ; preds = %107
  %115 = atomicrmw volatile add ptr %108, i32 1 acq_rel, align 4
  br label %116

116:                                              ; preds = %114, %111, %104
  %117 = load ptr, ptr %78, align 8, !tbaa !25
  %118 = icmp eq ptr %117, null
  br i1 %118, label %128, label %119

119:                                              ; preds = %116
  %120 = getelementptr inbounds i8, ptr %117, i64 8
  %121 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %122 = icmp eq i8 %121, 0
  br i1 %122, label %126, label %123

123:                                              ; preds = %119
  %124 = load i32, ptr %120, align 4, !tbaa !34
  %125 = add nsw i32 %124, 1
  store i32 %125, ptr %120, align 4, !tbaa !34
  br label %128

126:                                              ; preds = %119
  %127 = atomicrmw volatile add ptr %120, i32 1 acq_rel, align 4
  br label %128

128:                                              ; preds = %126, %123, %116
  br i1 %106, label %138, label %129

129:                                              ; preds = %128
  %130 = getelementptr inbounds i8, ptr %105, i64 8
  %131 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %132 = icmp eq i8 %131, 0
  br i1 %132, label %136, label %133

133:                                              ; preds = %129
  %134 = load i32, ptr %130, align 4, !tbaa !34
  %135 = add nsw i32 %134, 1
  store i32 %135, ptr %130, align 4, !tbaa !34
  br label %138

136:                                              ; preds = %129
  %137 = atomicrmw volatile add ptr %130, i32 1 acq_rel, align 4
  br label %138

138:                                              ; preds = %136, %133, %128
  br i1 %118, label %171, label %139

139:                                              ; preds = %138
  %140 = getelementptr inbounds i8, ptr %117, i64 8
  %141 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %142 = icmp eq i8 %141, 0
  br i1 %142, label %146, label %143

143:                                              ; preds = %139
  %144 = load i32, ptr %140, align 4, !tbaa !34
  %145 = add nsw i32 %144, 1
  store i32 %145, ptr %140, align 4, !tbaa !34
  br label %148

146:                                              ; preds = %139
  %147 = atomicrmw volatile add ptr %140, i32 1 acq_rel, align 4
  br label %148

148:                                              ; preds = %146, %143
  %149 = load atomic i64, ptr %140 acquire, align 8
  %150 = icmp eq i64 %149, 4294967297
  %151 = trunc i64 %149 to i32
  br i1 %150, label %152, label %160

152:                                              ; preds = %148
  store i32 0, ptr %140, align 8, !tbaa !27
  %153 = getelementptr inbounds i8, ptr %117, i64 12
  store i32 0, ptr %153, align 4, !tbaa !30
  %154 = load ptr, ptr %117, align 8, !tbaa !31
  %155 = getelementptr inbounds i8, ptr %154, i64 16
  %156 = load ptr, ptr %155, align 8
  call void %156(ptr noundef nonnull align 8 dereferenceable(16) %117) #27
  %157 = load ptr, ptr %117, align 8, !tbaa !31
  %158 = getelementptr inbounds i8, ptr %157, i64 24
  %159 = load ptr, ptr %158, align 8
  call void %159(ptr noundef nonnull align 8 dereferenceable(16) %117) #27
  br label %171

160:                                              ; preds = %148
  %161 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %162 = icmp eq i8 %161, 0
  br i1 %162, label %165, label %163

163:                                              ; preds = %160
  %164 = add nsw i32 %151, -1
  store i32 %164, ptr %140, align 4, !tbaa !34
  br label %167

165:                                              ; preds = %160
  %166 = atomicrmw volatile add ptr %140, i32 -1 acq_rel, align 4
  br label %167

167:                                              ; preds = %165, %163
  %168 = phi i32 [ %151, %163 ], [ %166, %165 ]
  %169 = icmp eq i32 %168, 1
  br i1 %169, label %170, label %171, !prof !35

170:                                              ; preds = %167
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %117) #27
  br label %171

171:                                              ; preds = %170, %167, %152, %138
  br i1 %106, label %196, label %172

172:                                              ; preds = %171
  %173 = getelementptr inbounds i8, ptr %105, i64 8
  %174 = load atomic i64, ptr %173 acquire, align 8
  %175 = icmp eq i64 %174, 4294967297
  %176 = trunc i64 %174 to i32
  br i1 %175, label %177, label %185

177:                                              ; preds = %172
  store i32 0, ptr %173, align 8, !tbaa !27
  %178 = getelementptr inbounds i8, ptr %105, i64 12
  store i32 0, ptr %178, align 4, !tbaa !30
  %179 = load ptr, ptr %105, align 8, !tbaa !31
  %180 = getelementptr inbounds i8, ptr %179, i64 16
  %181 = load ptr, ptr %180, align 8
  call void %181(ptr noundef nonnull align 8 dereferenceable(16) %105) #27
  %182 = load ptr, ptr %105, align 8, !tbaa !31
  %183 = getelementptr inbounds i8, ptr %182, i64 24
  %184 = load ptr, ptr %183, align 8
  call void %184(ptr noundef nonnull align 8 dereferenceable(16) %105) #27
  br label %196

185:                                              ; preds = %172
  %186 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %187 = icmp eq i8 %186, 0
  br i1 %187, label %190, label %188

188:                                              ; preds = %185
  %189 = add nsw i32 %176, -1
  store i32 %189, ptr %173, align 4, !tbaa !34
  br label %192

190:                                              ; preds = %185
  %191 = atomicrmw volatile add ptr %173, i32 -1 acq_rel, align 4
  br label %192

192:                                              ; preds = %190, %188
  %193 = phi i32 [ %176, %188 ], [ %191, %190 ]
  %194 = icmp eq i32 %193, 1
  br i1 %194, label %195, label %196, !prof !35

195:                                              ; preds = %192
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %105) #27
  br label %196

196:                                              ; preds = %195, %192, %177, %171
  br i1 %118, label %221, label %197

197:                                              ; preds = %196
  %198 = getelementptr inbounds i8, ptr %117, i64 8
  %199 = load atomic i64, ptr %198 acquire, align 8
  %200 = icmp eq i64 %199, 4294967297
  %201 = trunc i64 %199 to i32
  br i1 %200, label %202, label %210

202:                                              ; preds = %197
  store i32 0, ptr %198, align 8, !tbaa !27
  %203 = getelementptr inbounds i8, ptr %117, i64 12
  store i32 0, ptr %203, align 4, !tbaa !30
  %204 = load ptr, ptr %117, align 8, !tbaa !31
  %205 = getelementptr inbounds i8, ptr %204, i64 16
  %206 = load ptr, ptr %205, align 8
  call void %206(ptr noundef nonnull align 8 dereferenceable(16) %117) #27
  %207 = load ptr, ptr %117, align 8, !tbaa !31
  %208 = getelementptr inbounds i8, ptr %207, i64 24
  %209 = load ptr, ptr %208, align 8
  call void %209(ptr noundef nonnull align 8 dereferenceable(16) %117) #27
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
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %117) #27
  br label %221

221:                                              ; preds = %220, %217, %202, %196
  br i1 %106, label %246, label %222

222:                                              ; preds = %221
  %223 = getelementptr inbounds i8, ptr %105, i64 8
  %224 = load atomic i64, ptr %223 acquire, align 8
  %225 = icmp eq i64 %224, 4294967297
  %226 = trunc i64 %224 to i32
  br i1 %225, label %227, label %235

227:                                              ; preds = %222
  store i32 0, ptr %223, align 8, !tbaa !27
  %228 = getelementptr inbounds i8, ptr %105, i64 12
  store i32 0, ptr %228, align 4, !tbaa !30
  %229 = load ptr, ptr %105, align 8, !tbaa !31
  %230 = getelementptr inbounds i8, ptr %229, i64 16
  %231 = load ptr, ptr %230, align 8
  call void %231(ptr noundef nonnull align 8 dereferenceable(16) %105) #27
  %232 = load ptr, ptr %105, align 8, !tbaa !31
  %233 = getelementptr inbounds i8, ptr %232, i64 24
  %234 = load ptr, ptr %233, align 8
  call void %234(ptr noundef nonnull align 8 dereferenceable(16) %105) #27
  br label %246

235:                                              ; preds = %222
  %236 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %237 = icmp eq i8 %236, 0
  br i1 %237, label %240, label %238

238:                                              ; preds = %235
  %239 = add nsw i32 %226, -1
  store i32 %239, ptr %223, align 4, !tbaa !34
  br label %242

240:                                              ; preds = %235
  %241 = atomicrmw volatile add ptr %223, i32 -1 acq_rel, align 4
  br label %242

242:                                              ; preds = %240, %238
  %243 = phi i32 [ %226, %238 ], [ %241, %240 ]
  %244 = icmp eq i32 %243, 1
  br i1 %244, label %245, label %246, !prof !35

245:                                              ; preds = %242
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %105) #27
  br label %246

246:                                              ; preds = %245, %242, %227, %221
  invoke void @_ZN4sycl3_V17handler30verifyUsedKernelBundleInternalENS0_6detail11string_viewE(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr nonnull @.str.29)
          to label %247 unwind label %524

247:                                              ; preds = %246
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6)
  %248 = getelementptr inbounds i8, ptr %6, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %248, i8 0, i64 16, i1 false), !alias.scope !202
  store i64 %25, ptr %6, align 8, !tbaa !5, !alias.scope !202
  invoke void @_ZN4sycl3_V17handler26setNDRangeDescriptorPaddedENS0_5rangeILi3EEEbi(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef nonnull byval(%"class.sycl::_V1::range.101") align 8 %6, i1 noundef zeroext false, i32 noundef 1)
          to label %249 unwind label %524

249:                                              ; preds = %247
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6)
  %250 = load ptr, ptr %8, align 8, !tbaa !147
  store ptr %250, ptr %7, align 8, !tbaa !147
  %251 = getelementptr inbounds i8, ptr %7, i64 8
  %252 = load ptr, ptr %62, align 8, !tbaa !25
  store ptr null, ptr %62, align 8, !tbaa !25
  store ptr %252, ptr %251, align 8, !tbaa !25
  store ptr null, ptr %8, align 8, !tbaa !147
  %253 = getelementptr inbounds i8, ptr %7, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %253, ptr noundef nonnull align 8 dereferenceable(16) %75, i64 16, i1 false)
  %254 = getelementptr inbounds i8, ptr %7, i64 32
  %255 = load ptr, ptr %76, align 8, !tbaa !147
  store ptr %255, ptr %254, align 8, !tbaa !147
  %256 = getelementptr inbounds i8, ptr %7, i64 40
  %257 = load ptr, ptr %78, align 8, !tbaa !25
  store ptr null, ptr %78, align 8, !tbaa !25
  store ptr %257, ptr %256, align 8, !tbaa !25
  store ptr null, ptr %76, align 8, !tbaa !147
  %258 = getelementptr inbounds i8, ptr %7, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %258, ptr noundef nonnull align 8 dereferenceable(16) %91, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4)
  %259 = invoke noalias noundef nonnull dereferenceable(72) ptr @_Znwm(i64 noundef 72) #29
          to label %260 unwind label %466

260:                                              ; preds = %249
  %261 = icmp eq ptr %252, null
  br i1 %261, label %273, label %262

262:                                              ; preds = %260
  %263 = getelementptr inbounds i8, ptr %252, i64 8
  %264 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !205
  %265 = icmp eq i8 %264, 0
  br i1 %265, label %269, label %266

266:                                              ; preds = %262
  %267 = load i32, ptr %263, align 4, !tbaa !34, !noalias !205
  %268 = add nsw i32 %267, 1
  store i32 %268, ptr %263, align 4, !tbaa !34, !noalias !205
  br label %273

269:                                              ; preds = %262
  %270 = atomicrmw volatile add ptr %263, i32 1 acq_rel, align 4, !noalias !205
  %271 = load ptr, ptr %254, align 8, !tbaa !147, !noalias !205
  %272 = load ptr, ptr %256, align 8, !tbaa !25, !noalias !205
  br label %273

273:                                              ; preds = %269, %266, %260
  %274 = phi ptr [ %272, %269 ], [ %257, %266 ], [ %257, %260 ]
  %275 = phi ptr [ %271, %269 ], [ %255, %266 ], [ %255, %260 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull readonly align 8 dereferenceable(16) %253, i64 16, i1 false), !noalias !205
  %276 = icmp eq ptr %274, null
  br i1 %276, label %286, label %277

277:                                              ; preds = %273
  %278 = getelementptr inbounds i8, ptr %274, i64 8
  %279 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !205
  %280 = icmp eq i8 %279, 0
  br i1 %280, label %284, label %281

281:                                              ; preds = %277
  %282 = load i32, ptr %278, align 4, !tbaa !34, !noalias !205
  %283 = add nsw i32 %282, 1
  store i32 %283, ptr %278, align 4, !tbaa !34, !noalias !205
  br label %286

284:                                              ; preds = %277
  %285 = atomicrmw volatile add ptr %278, i32 1 acq_rel, align 4, !noalias !205
  br label %286

286:                                              ; preds = %284, %281, %273
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull readonly align 8 dereferenceable(16) %258, i64 16, i1 false), !noalias !205
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE2_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EEE, i64 16), ptr %259, align 8, !tbaa !31, !noalias !205
  %287 = getelementptr inbounds i8, ptr %259, i64 8
  store ptr %250, ptr %287, align 8, !tbaa !147, !noalias !205
  %288 = getelementptr inbounds i8, ptr %259, i64 16
  store ptr %252, ptr %288, align 8, !tbaa !25, !noalias !205
  br i1 %261, label %298, label %289

289:                                              ; preds = %286
  %290 = getelementptr inbounds i8, ptr %252, i64 8
  %291 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !205
  %292 = icmp eq i8 %291, 0
  br i1 %292, label %296, label %293

293:                                              ; preds = %289
  %294 = load i32, ptr %290, align 4, !tbaa !34, !noalias !205
  %295 = add nsw i32 %294, 1
  store i32 %295, ptr %290, align 4, !tbaa !34, !noalias !205
  br label %298

296:                                              ; preds = %289
  %297 = atomicrmw volatile add ptr %290, i32 1 acq_rel, align 4, !noalias !205
  br label %298

298:                                              ; preds = %296, %293, %286
  %299 = getelementptr inbounds i8, ptr %259, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %299, ptr noundef nonnull align 8 dereferenceable(16) %3, i64 16, i1 false), !noalias !205
  %300 = getelementptr inbounds i8, ptr %259, i64 40
  store ptr %275, ptr %300, align 8, !tbaa !147, !noalias !205
  %301 = getelementptr inbounds i8, ptr %259, i64 48
  store ptr %274, ptr %301, align 8, !tbaa !25, !noalias !205
  br i1 %276, label %311, label %302

302:                                              ; preds = %298
  %303 = getelementptr inbounds i8, ptr %274, i64 8
  %304 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !205
  %305 = icmp eq i8 %304, 0
  br i1 %305, label %309, label %306

306:                                              ; preds = %302
  %307 = load i32, ptr %303, align 4, !tbaa !34, !noalias !205
  %308 = add nsw i32 %307, 1
  store i32 %308, ptr %303, align 4, !tbaa !34, !noalias !205
  br label %313

309:                                              ; preds = %302
  %310 = atomicrmw volatile add ptr %303, i32 1 acq_rel, align 4, !noalias !205
  br label %313

311:                                              ; preds = %298
  %312 = getelementptr inbounds i8, ptr %259, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %312, ptr noundef nonnull align 8 dereferenceable(16) %4, i64 16, i1 false), !noalias !205
  br label %337

313:                                              ; preds = %309, %306
  %314 = getelementptr inbounds i8, ptr %259, i64 56
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %314, ptr noundef nonnull align 8 dereferenceable(16) %4, i64 16, i1 false), !noalias !205
  %315 = load atomic i64, ptr %303 acquire, align 8, !noalias !205
  %316 = icmp eq i64 %315, 4294967297
  %317 = trunc i64 %315 to i32
  br i1 %316, label %318, label %326

318:                                              ; preds = %313
  store i32 0, ptr %303, align 8, !tbaa !27, !noalias !205
  %319 = getelementptr inbounds i8, ptr %274, i64 12
  store i32 0, ptr %319, align 4, !tbaa !30, !noalias !205
  %320 = load ptr, ptr %274, align 8, !tbaa !31, !noalias !205
  %321 = getelementptr inbounds i8, ptr %320, i64 16
  %322 = load ptr, ptr %321, align 8, !noalias !205
  call void %322(ptr noundef nonnull align 8 dereferenceable(16) %274) #27, !noalias !205
  %323 = load ptr, ptr %274, align 8, !tbaa !31, !noalias !205
  %324 = getelementptr inbounds i8, ptr %323, i64 24
  %325 = load ptr, ptr %324, align 8, !noalias !205
  call void %325(ptr noundef nonnull align 8 dereferenceable(16) %274) #27, !noalias !205
  br label %337

326:                                              ; preds = %313
  %327 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !205
  %328 = icmp eq i8 %327, 0
  br i1 %328, label %331, label %329

329:                                              ; preds = %326
  %330 = add nsw i32 %317, -1
  store i32 %330, ptr %303, align 4, !tbaa !34, !noalias !205
  br label %333

331:                                              ; preds = %326
  %332 = atomicrmw volatile add ptr %303, i32 -1 acq_rel, align 4, !noalias !205
  br label %333

333:                                              ; preds = %331, %329
  %334 = phi i32 [ %317, %329 ], [ %332, %331 ]
  %335 = icmp eq i32 %334, 1
  br i1 %335, label %336, label %337, !prof !35

336:                                              ; preds = %333
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %274) #27, !noalias !205
  br label %337

337:                                              ; preds = %336, %333, %318, %311
  br i1 %261, label %362, label %338

338:                                              ; preds = %337
  %339 = getelementptr inbounds i8, ptr %252, i64 8
  %340 = load atomic i64, ptr %339 acquire, align 8, !noalias !205
  %341 = icmp eq i64 %340, 4294967297
  %342 = trunc i64 %340 to i32
  br i1 %341, label %343, label %351

343:                                              ; preds = %338
  store i32 0, ptr %339, align 8, !tbaa !27, !noalias !205
  %344 = getelementptr inbounds i8, ptr %252, i64 12
  store i32 0, ptr %344, align 4, !tbaa !30, !noalias !205
  %345 = load ptr, ptr %252, align 8, !tbaa !31, !noalias !205
  %346 = getelementptr inbounds i8, ptr %345, i64 16
  %347 = load ptr, ptr %346, align 8, !noalias !205
  call void %347(ptr noundef nonnull align 8 dereferenceable(16) %252) #27, !noalias !205
  %348 = load ptr, ptr %252, align 8, !tbaa !31, !noalias !205
  %349 = getelementptr inbounds i8, ptr %348, i64 24
  %350 = load ptr, ptr %349, align 8, !noalias !205
  call void %350(ptr noundef nonnull align 8 dereferenceable(16) %252) #27, !noalias !205
  br label %362

351:                                              ; preds = %338
  %352 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33, !noalias !205
  %353 = icmp eq i8 %352, 0
  br i1 %353, label %356, label %354

354:                                              ; preds = %351
  %355 = add nsw i32 %342, -1
  store i32 %355, ptr %339, align 4, !tbaa !34, !noalias !205
  br label %358

356:                                              ; preds = %351
  %357 = atomicrmw volatile add ptr %339, i32 -1 acq_rel, align 4, !noalias !205
  br label %358

358:                                              ; preds = %356, %354
  %359 = phi i32 [ %342, %354 ], [ %357, %356 ]
  %360 = icmp eq i32 %359, 1
  br i1 %360, label %361, label %362, !prof !35

361:                                              ; preds = %358
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %252) #27, !noalias !205
  br label %362

362:                                              ; preds = %361, %358, %343, %337
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4)
  %363 = getelementptr inbounds i8, ptr %1, i64 152
  %364 = load ptr, ptr %363, align 8, !tbaa !11
  store ptr %259, ptr %363, align 8, !tbaa !11
  %365 = icmp eq ptr %364, null
  br i1 %365, label %370, label %366

366:                                              ; preds = %362
  %367 = load ptr, ptr %364, align 8, !tbaa !31
  %368 = getelementptr inbounds i8, ptr %367, i64 16
  %369 = load ptr, ptr %368, align 8
  call void %369(ptr noundef nonnull align 8 dereferenceable(8) %364) #27
  br label %370

370:                                              ; preds = %366, %362
  invoke void @_ZN4sycl3_V17handler9clearArgsEv(ptr noundef nonnull align 8 dereferenceable(216) %1)
          to label %371 unwind label %466

371:                                              ; preds = %370
  %372 = load ptr, ptr %363, align 8, !tbaa !11
  %373 = load ptr, ptr %372, align 8, !tbaa !31
  %374 = load ptr, ptr %373, align 8
  %375 = invoke noundef ptr %374(ptr noundef nonnull align 8 dereferenceable(8) %372)
          to label %376 unwind label %466

376:                                              ; preds = %371
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #27
  call void @llvm.experimental.noalias.scope.decl(metadata !208)
  %377 = getelementptr inbounds i8, ptr %5, i64 16
  %378 = invoke noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #29
          to label %379 unwind label %466

379:                                              ; preds = %376
  store ptr %378, ptr %5, align 8, !tbaa !161, !alias.scope !208
  %380 = getelementptr inbounds i8, ptr %378, i64 24
  store ptr %380, ptr %377, align 8, !tbaa !163, !alias.scope !208
  %381 = getelementptr inbounds i8, ptr %5, i64 8
  store i64 17446157156352, ptr %378, align 4, !noalias !208
  %382 = getelementptr inbounds i8, ptr %378, i64 8
  store i32 0, ptr %382, align 4, !tbaa !34, !noalias !208
  %383 = getelementptr inbounds i8, ptr %378, i64 12
  store i64 17446157156352, ptr %383, align 4, !noalias !208
  %384 = getelementptr inbounds i8, ptr %378, i64 20
  store i32 32, ptr %384, align 4, !tbaa !34, !noalias !208
  store ptr %380, ptr %381, align 8, !tbaa !167, !alias.scope !208
  invoke void @_ZN4sycl3_V17handler28extractArgsAndReqsFromLambdaEPcRKSt6vectorINS0_6detail19kernel_param_desc_tESaIS5_EEb(ptr noundef nonnull align 8 dereferenceable(216) %1, ptr noundef %375, ptr noundef nonnull align 8 dereferenceable(24) %5, i1 noundef zeroext false)
          to label %385 unwind label %401

385:                                              ; preds = %379
  %386 = load ptr, ptr %5, align 8, !tbaa !161
  %387 = icmp eq ptr %386, null
  br i1 %387, label %393, label %388

388:                                              ; preds = %385
  %389 = load ptr, ptr %377, align 8, !tbaa !163
  %390 = ptrtoint ptr %389 to i64
  %391 = ptrtoint ptr %386 to i64
  %392 = sub i64 %390, %391
  call void @_ZdlPvm(ptr noundef nonnull %386, i64 noundef %392) #32
  br label %393

393:                                              ; preds = %388, %385
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #27
  %394 = invoke noalias noundef nonnull dereferenceable(13) ptr @_Znam(i64 noundef 13) #29
          to label %395 unwind label %466

395:                                              ; preds = %393
  %396 = getelementptr inbounds i8, ptr %1, i64 80
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(12) %394, ptr noundef nonnull align 1 dereferenceable(12) @.str.29, i64 12, i1 false)
  %397 = getelementptr inbounds i8, ptr %394, i64 12
  store i8 0, ptr %397, align 1, !tbaa !33
  %398 = load ptr, ptr %396, align 8, !tbaa !11
  store ptr %394, ptr %396, align 8, !tbaa !11
  %399 = icmp eq ptr %398, null
  br i1 %399, label %411, label %400

400:                                              ; preds = %395
  call void @_ZdaPv(ptr noundef nonnull %398) #32
  br label %411

401:                                              ; preds = %379
  %402 = landingpad { ptr, i32 }
          cleanup
  %403 = load ptr, ptr %5, align 8, !tbaa !161
  %404 = icmp eq ptr %403, null
  br i1 %404, label %410, label %405

405:                                              ; preds = %401
  %406 = load ptr, ptr %377, align 8, !tbaa !163
  %407 = ptrtoint ptr %406 to i64
  %408 = ptrtoint ptr %403 to i64
  %409 = sub i64 %407, %408
  call void @_ZdlPvm(ptr noundef nonnull %403, i64 noundef %409) #32
  br label %410

410:                                              ; preds = %405, %401
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #27
  br label %468

411:                                              ; preds = %400, %395
  %412 = load ptr, ptr %256, align 8, !tbaa !25
  %413 = icmp eq ptr %412, null
  br i1 %413, label %438, label %414

414:                                              ; preds = %411
  %415 = getelementptr inbounds i8, ptr %412, i64 8
  %416 = load atomic i64, ptr %415 acquire, align 8
  %417 = icmp eq i64 %416, 4294967297
  %418 = trunc i64 %416 to i32
  br i1 %417, label %419, label %427

419:                                              ; preds = %414
  store i32 0, ptr %415, align 8, !tbaa !27
  %420 = getelementptr inbounds i8, ptr %412, i64 12
  store i32 0, ptr %420, align 4, !tbaa !30
  %421 = load ptr, ptr %412, align 8, !tbaa !31
  %422 = getelementptr inbounds i8, ptr %421, i64 16
  %423 = load ptr, ptr %422, align 8
  call void %423(ptr noundef nonnull align 8 dereferenceable(16) %412) #27
  %424 = load ptr, ptr %412, align 8, !tbaa !31
  %425 = getelementptr inbounds i8, ptr %424, i64 24
  %426 = load ptr, ptr %425, align 8
  call void %426(ptr noundef nonnull align 8 dereferenceable(16) %412) #27
  br label %438

427:                                              ; preds = %414
  %428 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %429 = icmp eq i8 %428, 0
  br i1 %429, label %432, label %430

430:                                              ; preds = %427
  %431 = add nsw i32 %418, -1
  store i32 %431, ptr %415, align 4, !tbaa !34
  br label %434

432:                                              ; preds = %427
  %433 = atomicrmw volatile add ptr %415, i32 -1 acq_rel, align 4
  br label %434

434:                                              ; preds = %432, %430
  %435 = phi i32 [ %418, %430 ], [ %433, %432 ]
  %436 = icmp eq i32 %435, 1
  br i1 %436, label %437, label %438, !prof !35

437:                                              ; preds = %434
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %412) #27
  br label %438

438:                                              ; preds = %437, %434, %419, %411
  %439 = load ptr, ptr %251, align 8, !tbaa !25
  %440 = icmp eq ptr %439, null
  br i1 %440, label %465, label %441

441:                                              ; preds = %438
  %442 = getelementptr inbounds i8, ptr %439, i64 8
  %443 = load atomic i64, ptr %442 acquire, align 8
  %444 = icmp eq i64 %443, 4294967297
  %445 = trunc i64 %443 to i32
  br i1 %444, label %446, label %454

446:                                              ; preds = %441
  store i32 0, ptr %442, align 8, !tbaa !27
  %447 = getelementptr inbounds i8, ptr %439, i64 12
  store i32 0, ptr %447, align 4, !tbaa !30
  %448 = load ptr, ptr %439, align 8, !tbaa !31
  %449 = getelementptr inbounds i8, ptr %448, i64 16
  %450 = load ptr, ptr %449, align 8
  call void %450(ptr noundef nonnull align 8 dereferenceable(16) %439) #27
  %451 = load ptr, ptr %439, align 8, !tbaa !31
  %452 = getelementptr inbounds i8, ptr %451, i64 24
  %453 = load ptr, ptr %452, align 8
  call void %453(ptr noundef nonnull align 8 dereferenceable(16) %439) #27
  br label %465

454:                                              ; preds = %441
  %455 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %456 = icmp eq i8 %455, 0
  br i1 %456, label %459, label %457

457:                                              ; preds = %454
  %458 = add nsw i32 %445, -1
  store i32 %458, ptr %442, align 4, !tbaa !34
  br label %461

459:                                              ; preds = %454
  %460 = atomicrmw volatile add ptr %442, i32 -1 acq_rel, align 4
  br label %461

461:                                              ; preds = %459, %457
  %462 = phi i32 [ %445, %457 ], [ %460, %459 ]
  %463 = icmp eq i32 %462, 1
  br i1 %463, label %464, label %465, !prof !35

464:                                              ; preds = %461
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %439) #27
  br label %465

465:                                              ; preds = %464, %461, %446, %438
  invoke void @_ZN4sycl3_V17handler7setTypeENS0_6detail6CGTypeE(ptr noundef nonnull align 8 dereferenceable(216) %1, i32 noundef 1)
          to label %470 unwind label %524

466:                                              ; preds = %393, %376, %371, %370, %249
  %467 = landingpad { ptr, i32 }
          cleanup
  br label %468

468:                                              ; preds = %466, %410
  %469 = phi { ptr, i32 } [ %467, %466 ], [ %402, %410 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE2_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(64) %7) #27
  br label %526

470:                                              ; preds = %465
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %7)
  %471 = load ptr, ptr %78, align 8, !tbaa !25
  %472 = icmp eq ptr %471, null
  br i1 %472, label %497, label %473

473:                                              ; preds = %470
  %474 = getelementptr inbounds i8, ptr %471, i64 8
  %475 = load atomic i64, ptr %474 acquire, align 8
  %476 = icmp eq i64 %475, 4294967297
  %477 = trunc i64 %475 to i32
  br i1 %476, label %478, label %486

478:                                              ; preds = %473
  store i32 0, ptr %474, align 8, !tbaa !27
  %479 = getelementptr inbounds i8, ptr %471, i64 12
  store i32 0, ptr %479, align 4, !tbaa !30
  %480 = load ptr, ptr %471, align 8, !tbaa !31
  %481 = getelementptr inbounds i8, ptr %480, i64 16
  %482 = load ptr, ptr %481, align 8
  call void %482(ptr noundef nonnull align 8 dereferenceable(16) %471) #27
  %483 = load ptr, ptr %471, align 8, !tbaa !31
  %484 = getelementptr inbounds i8, ptr %483, i64 24
  %485 = load ptr, ptr %484, align 8
  call void %485(ptr noundef nonnull align 8 dereferenceable(16) %471) #27
  br label %497

486:                                              ; preds = %473
  %487 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %488 = icmp eq i8 %487, 0
  br i1 %488, label %491, label %489

489:                                              ; preds = %486
  %490 = add nsw i32 %477, -1
  store i32 %490, ptr %474, align 4, !tbaa !34
  br label %493

491:                                              ; preds = %486
  %492 = atomicrmw volatile add ptr %474, i32 -1 acq_rel, align 4
  br label %493

493:                                              ; preds = %491, %489
  %494 = phi i32 [ %477, %489 ], [ %492, %491 ]
  %495 = icmp eq i32 %494, 1
  br i1 %495, label %496, label %497, !prof !35

496:                                              ; preds = %493
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %471) #27
  br label %497

497:                                              ; preds = %496, %493, %478, %470
  %498 = load ptr, ptr %62, align 8, !tbaa !25
  %499 = icmp eq ptr %498, null
  br i1 %499, label %528, label %500

500:                                              ; preds = %497
  %501 = getelementptr inbounds i8, ptr %498, i64 8
  %502 = load atomic i64, ptr %501 acquire, align 8
  %503 = icmp eq i64 %502, 4294967297
  %504 = trunc i64 %502 to i32
  br i1 %503, label %505, label %513

505:                                              ; preds = %500
  store i32 0, ptr %501, align 8, !tbaa !27
  %506 = getelementptr inbounds i8, ptr %498, i64 12
  store i32 0, ptr %506, align 4, !tbaa !30
  %507 = load ptr, ptr %498, align 8, !tbaa !31
  %508 = getelementptr inbounds i8, ptr %507, i64 16
  %509 = load ptr, ptr %508, align 8
  call void %509(ptr noundef nonnull align 8 dereferenceable(16) %498) #27
  %510 = load ptr, ptr %498, align 8, !tbaa !31
  %511 = getelementptr inbounds i8, ptr %510, i64 24
  %512 = load ptr, ptr %511, align 8
  call void %512(ptr noundef nonnull align 8 dereferenceable(16) %498) #27
  br label %528

513:                                              ; preds = %500
  %514 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %515 = icmp eq i8 %514, 0
  br i1 %515, label %518, label %516

516:                                              ; preds = %513
  %517 = add nsw i32 %504, -1
  store i32 %517, ptr %501, align 4, !tbaa !34
  br label %520

518:                                              ; preds = %513
  %519 = atomicrmw volatile add ptr %501, i32 -1 acq_rel, align 4
  br label %520

520:                                              ; preds = %518, %516
  %521 = phi i32 [ %504, %516 ], [ %519, %518 ]
  %522 = icmp eq i32 %521, 1
  br i1 %522, label %523, label %528, !prof !35

523:                                              ; preds = %520
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %498) #27
  br label %528

524:                                              ; preds = %465, %247, %246, %100, %90
  %525 = landingpad { ptr, i32 }
          cleanup
  br label %526

526:                                              ; preds = %524, %468, %102
  %527 = phi { ptr, i32 } [ %525, %524 ], [ %103, %102 ], [ %469, %468 ]
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE2_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(64) %8) #27
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE2_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(64) %13) #27
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %13) #27
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %11) #27
  br label %638

528:                                              ; preds = %523, %520, %505, %497
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %8)
  %529 = load ptr, ptr %45, align 8, !tbaa !25
  %530 = icmp eq ptr %529, null
  br i1 %530, label %555, label %531

531:                                              ; preds = %528
  %532 = getelementptr inbounds i8, ptr %529, i64 8
  %533 = load atomic i64, ptr %532 acquire, align 8
  %534 = icmp eq i64 %533, 4294967297
  %535 = trunc i64 %533 to i32
  br i1 %534, label %536, label %544

536:                                              ; preds = %531
  store i32 0, ptr %532, align 8, !tbaa !27
  %537 = getelementptr inbounds i8, ptr %529, i64 12
  store i32 0, ptr %537, align 4, !tbaa !30
  %538 = load ptr, ptr %529, align 8, !tbaa !31
  %539 = getelementptr inbounds i8, ptr %538, i64 16
  %540 = load ptr, ptr %539, align 8
  call void %540(ptr noundef nonnull align 8 dereferenceable(16) %529) #27
  %541 = load ptr, ptr %529, align 8, !tbaa !31
  %542 = getelementptr inbounds i8, ptr %541, i64 24
  %543 = load ptr, ptr %542, align 8
  call void %543(ptr noundef nonnull align 8 dereferenceable(16) %529) #27
  br label %555

544:                                              ; preds = %531
  %545 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !33
  %546 = icmp eq i8 %545, 0
  br i1 %546, label %549, label %547

547:                                              ; preds = %544
  %548 = add nsw i32 %535, -1
  store i32 %548, ptr %532, align 4, !tbaa !34
  br label %551

549:                                              ; preds = %544
  %550 = atomicrmw volatile add ptr %532, i32 -1 acq_rel, align 4
  br label %551

551:                                              ; preds = %549, %547
  %552 = phi i32 [ %535, %547 ], [ %550, %549 ]
  %553 = icmp eq i32 %552, 1
  br i1 %553, label %554, label %555, !prof !35

554:                                              ; preds = %551
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %529) #27
  br label %555

555:                                              ; preds = %554, %551, %536, %528
  %556 = load ptr, ptr %27, align 8, !tbaa !25
  %557 = icmp eq ptr %556, null
  br i1 %557, label %582, label %558

558:                                              ; preds = %555
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
  call void %567(ptr noundef nonnull align 8 dereferenceable(16) %556) #27
  %568 = load ptr, ptr %556, align 8, !tbaa !31
  %569 = getelementptr inbounds i8, ptr %568, i64 24
  %570 = load ptr, ptr %569, align 8
  call void %570(ptr noundef nonnull align 8 dereferenceable(16) %556) #27
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
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %556) #27
  br label %582

582:                                              ; preds = %581, %578, %563, %555
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %13) #27
  %583 = load ptr, ptr %28, align 8, !tbaa !25
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
  call void %594(ptr noundef nonnull align 8 dereferenceable(16) %583) #27
  %595 = load ptr, ptr %583, align 8, !tbaa !31
  %596 = getelementptr inbounds i8, ptr %595, i64 24
  %597 = load ptr, ptr %596, align 8
  call void %597(ptr noundef nonnull align 8 dereferenceable(16) %583) #27
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
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %583) #27
  br label %609

609:                                              ; preds = %608, %605, %590, %582
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #27
  %610 = load ptr, ptr %46, align 8, !tbaa !25
  %611 = icmp eq ptr %610, null
  br i1 %611, label %640, label %612

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
  call void %621(ptr noundef nonnull align 8 dereferenceable(16) %610) #27
  %622 = load ptr, ptr %610, align 8, !tbaa !31
  %623 = getelementptr inbounds i8, ptr %622, i64 24
  %624 = load ptr, ptr %623, align 8
  call void %624(ptr noundef nonnull align 8 dereferenceable(16) %610) #27
  br label %640

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
  br i1 %634, label %635, label %640, !prof !35

635:                                              ; preds = %632
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %610) #27
  br label %640

636:                                              ; preds = %2
  %637 = landingpad { ptr, i32 }
          cleanup
  br label %638

638:                                              ; preds = %636, %526
  %639 = phi { ptr, i32 } [ %527, %526 ], [ %637, %636 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #27
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #27
  resume { ptr, i32 } %639

640:                                              ; preds = %609, %617, %632, %635
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12)
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvE10get_accessILNS0_6access4modeE1024ELNS7_6targetE2014EEENS0_8accessorIfLi1EXT_EXT0_ELNS7_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEERNS0_7handlerENS2_13code_locationE(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::accessor") align 8 %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %3) local_unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::property_list", align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #27
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
  call void %26(ptr noundef nonnull align 8 dereferenceable(16) %15) #27
  %27 = load ptr, ptr %15, align 8, !tbaa !31
  %28 = getelementptr inbounds i8, ptr %27, i64 24
  %29 = load ptr, ptr %28, align 8
  call void %29(ptr noundef nonnull align 8 dereferenceable(16) %15) #27
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
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %15) #27
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
  call void @_ZdlPvm(ptr noundef nonnull %47, i64 noundef %54) #32
  br label %55

55:                                               ; preds = %46, %49
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #27
  ret void

56:                                               ; preds = %4
  %57 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %5) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #27
  resume { ptr, i32 } %57
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvE10get_accessILNS0_6access4modeE1025ELNS7_6targetE2014EEENS0_8accessorIfLi1EXT_EXT0_ELNS7_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEERNS0_7handlerENS2_13code_locationE(ptr dead_on_unwind noalias writable sret(%"class.sycl::_V1::accessor.95") align 8 %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %3) local_unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.sycl::_V1::property_list", align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #27
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
  call void %26(ptr noundef nonnull align 8 dereferenceable(16) %15) #27
  %27 = load ptr, ptr %15, align 8, !tbaa !31
  %28 = getelementptr inbounds i8, ptr %27, i64 24
  %29 = load ptr, ptr %28, align 8
  call void %29(ptr noundef nonnull align 8 dereferenceable(16) %15) #27
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
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %15) #27
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
  call void @_ZdlPvm(ptr noundef nonnull %47, i64 noundef %54) #32
  br label %55

55:                                               ; preds = %46, %49
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #27
  ret void

56:                                               ; preds = %4
  %57 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %5) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #27
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  %15 = load ptr, ptr %3, align 8, !tbaa !31
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
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
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #27
  %43 = load ptr, ptr %31, align 8, !tbaa !31
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #27
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #27
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range.101", align 8
  %8 = alloca %"class.sycl::_V1::range.101", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %11 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %12 = load i64, ptr %11, align 8
  store i64 %12, ptr %7, align 8, !tbaa !5, !alias.scope !211
  %13 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 1, ptr %13, align 8, !tbaa !5, !alias.scope !211
  %14 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %14, align 8, !tbaa !5, !alias.scope !211
  store i64 %12, ptr %8, align 8, !tbaa !5, !alias.scope !214
  %15 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 1, ptr %15, align 8, !tbaa !5, !alias.scope !214
  %16 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %16, align 8, !tbaa !5, !alias.scope !214
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #27
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
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #28
  unreachable

29:                                               ; preds = %26
  %30 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %24) #29
  br label %31

31:                                               ; preds = %48, %29
  %32 = phi ptr [ %50, %48 ], [ %30, %29 ]
  %33 = phi ptr [ %49, %48 ], [ %21, %29 ]
  %34 = load ptr, ptr %33, align 8, !tbaa !217
  store ptr %34, ptr %32, align 8, !tbaa !217
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
  br i1 %51, label %52, label %31, !llvm.loop !219

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
  %59 = load ptr, ptr %1, align 8, !tbaa !113
  %60 = icmp eq ptr %59, null
  br i1 %60, label %61, label %62

61:                                               ; preds = %52
  tail call void @__assert_fail(ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.15, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #31
  unreachable

62:                                               ; preds = %52
  %63 = getelementptr inbounds i8, ptr %1, i64 24
  %64 = load i64, ptr %63, align 8, !tbaa !104
  %65 = getelementptr inbounds i8, ptr %1, i64 32
  %66 = load i8, ptr %65, align 8, !tbaa !112, !range !138, !noundef !139
  %67 = trunc nuw i8 %66 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.101") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.101") align 8 %8, i32 noundef 1024, ptr noundef nonnull %59, i32 noundef 1, i32 noundef 4, i64 noundef %64, i1 noundef zeroext %67, ptr noundef nonnull align 8 dereferenceable(32) %3)
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
  tail call void %84(ptr noundef nonnull align 8 dereferenceable(16) %73) #27
  %85 = load ptr, ptr %73, align 8, !tbaa !31
  %86 = getelementptr inbounds i8, ptr %85, i64 24
  %87 = load ptr, ptr %86, align 8
  tail call void %87(ptr noundef nonnull align 8 dereferenceable(16) %73) #27
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %73) #27
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
  tail call void @_ZdlPvm(ptr noundef nonnull %105, i64 noundef %111) #32
  br label %112

112:                                              ; preds = %104, %107
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #27
  %113 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %113, i8 0, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #27
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
  %130 = load ptr, ptr %129, align 8, !tbaa !217
  store ptr %130, ptr %128, align 8, !tbaa !217
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
  br i1 %147, label %148, label %127, !llvm.loop !219

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
  %158 = tail call ptr @__cxa_allocate_exception(i64 64) #27
  %159 = tail call { i32, ptr } @_ZN4sycl3_V115make_error_codeENS0_4errcE(i32 noundef 8) #27
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
  tail call void @__cxa_free_exception(ptr %158) #27
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
  tail call void %182(ptr noundef nonnull align 8 dereferenceable(16) %171) #27
  %183 = load ptr, ptr %171, align 8, !tbaa !31
  %184 = getelementptr inbounds i8, ptr %183, i64 24
  %185 = load ptr, ptr %184, align 8
  tail call void %185(ptr noundef nonnull align 8 dereferenceable(16) %171) #27
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %171) #27
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
  tail call void @_ZdlPvm(ptr noundef nonnull %203, i64 noundef %209) #32
  br label %210

210:                                              ; preds = %202, %205
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #27
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %211 unwind label %236

211:                                              ; preds = %210
  %212 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %213 unwind label %236

213:                                              ; preds = %211
  store ptr %212, ptr %113, align 8, !tbaa !220
  %214 = load ptr, ptr %1, align 8, !tbaa !113
  %215 = icmp eq ptr %214, null
  br i1 %215, label %216, label %217

216:                                              ; preds = %213
  tail call void @__assert_fail(ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.15, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #31
  unreachable

217:                                              ; preds = %213
  %218 = load ptr, ptr %0, align 8, !tbaa !147
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
  %228 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #27
  %229 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #27
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
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #27
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
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %10) #27
  br label %244

244:                                              ; preds = %242, %238
  %245 = phi { ptr, i32 } [ %243, %242 ], [ %239, %238 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #27
  br label %246

246:                                              ; preds = %244, %236
  %247 = phi { ptr, i32 } [ %237, %236 ], [ %245, %244 ]
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #27
  br label %248

248:                                              ; preds = %246, %234
  %249 = phi { ptr, i32 } [ %247, %246 ], [ %235, %234 ]
  resume { ptr, i32 } %249
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2IfLi1ENS0_6detail17aligned_allocatorIfEEvEERNS0_6bufferIT_XT0_ET1_NSt9enable_ifIXaagtT0_Li0EleT0_Li3EEvE4typeEEERNS0_7handlerERKNS0_13property_listENSC_13code_locationE(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(33) %1, ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef byval(%"struct.sycl::_V1::detail::code_location") align 8 %4) unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.sycl::_V1::id", align 8
  %7 = alloca %"class.sycl::_V1::range.101", align 8
  %8 = alloca %"class.sycl::_V1::range.101", align 8
  %9 = alloca %"class.sycl::_V1::ext::oneapi::accessor_property_list", align 8
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %11 = load i64, ptr %10, align 8
  store i64 %11, ptr %7, align 8, !tbaa !5, !alias.scope !221
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 1, ptr %12, align 8, !tbaa !5, !alias.scope !221
  %13 = getelementptr inbounds i8, ptr %7, i64 16
  store i64 1, ptr %13, align 8, !tbaa !5, !alias.scope !221
  store i64 %11, ptr %8, align 8, !tbaa !5, !alias.scope !224
  %14 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 1, ptr %14, align 8, !tbaa !5, !alias.scope !224
  %15 = getelementptr inbounds i8, ptr %8, i64 16
  store i64 1, ptr %15, align 8, !tbaa !5, !alias.scope !224
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #27
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
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #28
  unreachable

28:                                               ; preds = %25
  %29 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %23) #29
  br label %30

30:                                               ; preds = %47, %28
  %31 = phi ptr [ %49, %47 ], [ %29, %28 ]
  %32 = phi ptr [ %48, %47 ], [ %20, %28 ]
  %33 = load ptr, ptr %32, align 8, !tbaa !217
  store ptr %33, ptr %31, align 8, !tbaa !217
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
  br i1 %50, label %51, label %30, !llvm.loop !219

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
  %58 = load ptr, ptr %1, align 8, !tbaa !113
  %59 = icmp eq ptr %58, null
  br i1 %59, label %60, label %61

60:                                               ; preds = %51
  tail call void @__assert_fail(ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.15, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #31
  unreachable

61:                                               ; preds = %51
  %62 = and i64 %16, 16
  %63 = icmp eq i64 %62, 0
  %64 = select i1 %63, i32 1025, i32 1027
  %65 = getelementptr inbounds i8, ptr %1, i64 24
  %66 = load i64, ptr %65, align 8, !tbaa !104
  %67 = getelementptr inbounds i8, ptr %1, i64 32
  %68 = load i8, ptr %67, align 8, !tbaa !112, !range !138, !noundef !139
  %69 = trunc nuw i8 %68 to i1
  invoke void @_ZN4sycl3_V16detail16AccessorBaseHostC2ENS0_2idILi3EEENS0_5rangeILi3EEES6_NS0_6access4modeEPviimbRKNS0_13property_listE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull byval(%"class.sycl::_V1::id") align 8 %6, ptr noundef nonnull byval(%"class.sycl::_V1::range.101") align 8 %7, ptr noundef nonnull byval(%"class.sycl::_V1::range.101") align 8 %8, i32 noundef %64, ptr noundef nonnull %58, i32 noundef 1, i32 noundef 4, i64 noundef %66, i1 noundef zeroext %69, ptr noundef nonnull align 8 dereferenceable(32) %3)
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
  tail call void %86(ptr noundef nonnull align 8 dereferenceable(16) %75) #27
  %87 = load ptr, ptr %75, align 8, !tbaa !31
  %88 = getelementptr inbounds i8, ptr %87, i64 24
  %89 = load ptr, ptr %88, align 8
  tail call void %89(ptr noundef nonnull align 8 dereferenceable(16) %75) #27
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %75) #27
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
  tail call void @_ZdlPvm(ptr noundef nonnull %107, i64 noundef %113) #32
  br label %114

114:                                              ; preds = %106, %109
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #27
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
  %131 = load ptr, ptr %130, align 8, !tbaa !217
  store ptr %131, ptr %129, align 8, !tbaa !217
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
  br i1 %148, label %149, label %128, !llvm.loop !219

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
  tail call void %163(ptr noundef nonnull align 8 dereferenceable(16) %152) #27
  %164 = load ptr, ptr %152, align 8, !tbaa !31
  %165 = getelementptr inbounds i8, ptr %164, i64 24
  %166 = load ptr, ptr %165, align 8
  tail call void %166(ptr noundef nonnull align 8 dereferenceable(16) %152) #27
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %152) #27
  br label %178

178:                                              ; preds = %177, %174, %159, %149
  %179 = getelementptr inbounds i8, ptr %150, i64 16
  %180 = icmp eq ptr %150, %129
  br i1 %180, label %181, label %149, !llvm.loop !36

181:                                              ; preds = %178
  tail call void @_ZdlPvm(ptr noundef nonnull %127, i64 noundef %120) #32
  br label %182

182:                                              ; preds = %114, %181
  invoke void @_ZN4sycl3_V16detail20associateWithHandlerERNS0_7handlerEPNS1_16AccessorBaseHostENS0_6access6targetE(ptr noundef nonnull align 8 dereferenceable(216) %2, ptr noundef nonnull %0, i32 noundef 2014)
          to label %183 unwind label %208

183:                                              ; preds = %182
  %184 = invoke noundef nonnull align 8 dereferenceable(88) ptr @_ZN4sycl3_V16detail16AccessorBaseHost10getAccDataEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %185 unwind label %208

185:                                              ; preds = %183
  store ptr %184, ptr %115, align 8, !tbaa !227
  %186 = load ptr, ptr %1, align 8, !tbaa !113
  %187 = icmp eq ptr %186, null
  br i1 %187, label %188, label %189

188:                                              ; preds = %185
  tail call void @__assert_fail(ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.15, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__._ZN4sycl3_V16detail14getSyclObjImplINS0_6bufferIfLi1ENS1_17aligned_allocatorIfEEvEEEERKDtsrT_4implERKS7_) #31
  unreachable

189:                                              ; preds = %185
  %190 = load ptr, ptr %0, align 8, !tbaa !147
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
  %200 = call noundef ptr @_ZN4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #27
  %201 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #27
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
  call void @_ZN4sycl3_V16detail16PropertyListBaseD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #27
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
  call void @_ZN4sycl3_V16detail16AccessorBaseHostD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #27
  br label %214

214:                                              ; preds = %212, %206
  %215 = phi { ptr, i32 } [ %213, %212 ], [ %207, %206 ]
  resume { ptr, i32 } %215
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
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
  %15 = load ptr, ptr %3, align 8, !tbaa !31
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #27
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
  tail call void %42(ptr noundef nonnull align 8 dereferenceable(16) %31) #27
  %43 = load ptr, ptr %31, align 8, !tbaa !31
  %44 = getelementptr inbounds i8, ptr %43, i64 24
  %45 = load ptr, ptr %44, align 8
  tail call void %45(ptr noundef nonnull align 8 dereferenceable(16) %31) #27
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %31) #27
  br label %57

57:                                               ; preds = %29, %38, %53, %56
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE2_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED0Ev(ptr noundef nonnull align 8 dereferenceable(72) %0) unnamed_addr #7 align 2 {
  tail call void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE2_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %0) #27
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 72) #32
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @_ZN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS0_7handlerEE2_clES4_EUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEELi1EE23InstantiateKernelOnHostEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(72) %0) unnamed_addr #6 align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %class.anon.154, align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !147
  store ptr %4, ptr %2, align 8, !tbaa !147
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
  %23 = load ptr, ptr %22, align 8, !tbaa !147
  store ptr %23, ptr %21, align 8, !tbaa !147
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
  %45 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %21) #27
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
  %54 = call noundef ptr @_ZNK4sycl3_V16detail16AccessorBaseHost6getPtrEv(ptr noundef nonnull align 8 dereferenceable(16) %2) #27
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
  call void %67(ptr noundef nonnull align 8 dereferenceable(16) %56) #27
  %68 = load ptr, ptr %56, align 8, !tbaa !31
  %69 = getelementptr inbounds i8, ptr %68, i64 24
  %70 = load ptr, ptr %69, align 8
  call void %70(ptr noundef nonnull align 8 dereferenceable(16) %56) #27
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
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %56) #27
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
  call void %94(ptr noundef nonnull align 8 dereferenceable(16) %83) #27
  %95 = load ptr, ptr %83, align 8, !tbaa !31
  %96 = getelementptr inbounds i8, ptr %95, i64 24
  %97 = load ptr, ptr %96, align 8
  call void %97(ptr noundef nonnull align 8 dereferenceable(16) %83) #27
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
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %83) #27
  br label %109

109:                                              ; preds = %82, %90, %105, %108
  ret void

110:                                              ; preds = %50, %43, %41, %37
  %111 = landingpad { ptr, i32 }
          cleanup
  call fastcc void @_ZZZ4mainENKUlRN4sycl3_V17handlerEE2_clES2_ENUlNS0_2idILi1EEEE_D2Ev(ptr noundef nonnull align 8 dereferenceable(64) %2) #27
  resume { ptr, i32 } %111
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #24

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #25

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #26

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #25

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
attributes #26 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #27 = { nounwind }
attributes #28 = { noreturn }
attributes #29 = { builtin allocsize(0) }
attributes #30 = { nounwind allocsize(0) }
attributes #31 = { noreturn nounwind }
attributes #32 = { builtin nounwind }

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
!70 = !{!71, !12, i64 0}
!71 = !{!"_ZTSN4sycl3_V16detail19type_erased_cgfo_tyE", !12, i64 0, !12, i64 8}
!72 = !{!71, !12, i64 8}
!73 = !{!74}
!74 = distinct !{!74, !75, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!75 = distinct !{!75, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!76 = !{!77}
!77 = distinct !{!77, !78, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE: argument 0"}
!78 = distinct !{!78, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE0_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE"}
!79 = !{!80}
!80 = distinct !{!80, !81, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!81 = distinct !{!81, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!82 = !{!83}
!83 = distinct !{!83, !84, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE1_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE: argument 0"}
!84 = distinct !{!84, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE1_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE"}
!85 = !{!86}
!86 = distinct !{!86, !87, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!87 = distinct !{!87, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!88 = !{!89}
!89 = distinct !{!89, !90, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE2_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE: argument 0"}
!90 = distinct !{!90, !"_ZN4sycl3_V15queue6submitIZ4mainEUlRNS0_7handlerEE2_EENSt9enable_ifIXsr3stdE16is_invocable_r_vIvT_S4_EENS0_5eventEE4typeES7_RKNS0_6detail13code_locationE"}
!91 = distinct !{!91, !14}
!92 = distinct !{!92, !14}
!93 = distinct !{!93, !14}
!94 = !{!95}
!95 = distinct !{!95, !96, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!96 = distinct !{!96, !"_ZSt11make_uniqueIN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS2_17aligned_allocatorIfEEfEEJEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!97 = !{!98, !6, i64 0}
!98 = !{!"_ZTSN4sycl3_V16detail17aligned_allocatorIfEE", !6, i64 0}
!99 = !{!100, !6, i64 16}
!100 = !{!"_ZTSN4sycl3_V16detail25SYCLMemObjAllocatorHolderINS1_17aligned_allocatorIfEEfEE", !101, i64 0, !98, i64 8, !6, i64 16}
!101 = !{!"_ZTSN4sycl3_V16detail19SYCLMemObjAllocatorE"}
!102 = !{!103, !12, i64 0}
!103 = !{!"_ZTSSt10_Head_baseILm0EPN4sycl3_V16detail19SYCLMemObjAllocatorELb0EE", !12, i64 0}
!104 = !{!105, !6, i64 24}
!105 = !{!"_ZTSN4sycl3_V16bufferIfLi1ENS0_6detail17aligned_allocatorIfEEvEE", !106, i64 0, !109, i64 16, !6, i64 24, !111, i64 32}
!106 = !{!"_ZTSN4sycl3_V16detail12buffer_plainE", !107, i64 0}
!107 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail11buffer_implEE", !108, i64 0}
!108 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail11buffer_implELN9__gnu_cxx12_Lock_policyE2EE", !12, i64 0, !26, i64 8}
!109 = !{!"_ZTSN4sycl3_V15rangeILi1EEE", !110, i64 0}
!110 = !{!"_ZTSN4sycl3_V16detail5arrayILi1EEE", !7, i64 0}
!111 = !{!"bool", !7, i64 0}
!112 = !{!105, !111, i64 32}
!113 = !{!108, !12, i64 0}
!114 = !{!115, !12, i64 8}
!115 = !{!"_ZTSSt9type_info", !12, i64 8}
!116 = !{!117}
!117 = distinct !{!117, !118, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi1EEE: argument 0"}
!118 = distinct !{!118, !"_ZN4sycl3_V16detail12rangeToArrayERKNS0_5rangeILi1EEE"}
!119 = !{!120, !12, i64 0}
!120 = !{!"_ZTSNSt15__exception_ptr13exception_ptrE", !12, i64 0}
!121 = !{!122, !124, i64 32}
!122 = !{!"_ZTSSt8ios_base", !6, i64 8, !6, i64 16, !123, i64 24, !124, i64 28, !124, i64 32, !12, i64 40, !125, i64 48, !7, i64 64, !29, i64 192, !12, i64 200, !126, i64 208}
!123 = !{!"_ZTSSt13_Ios_Fmtflags", !7, i64 0}
!124 = !{!"_ZTSSt12_Ios_Iostate", !7, i64 0}
!125 = !{!"_ZTSNSt8ios_base6_WordsE", !12, i64 0, !6, i64 8}
!126 = !{!"_ZTSSt6locale", !12, i64 0}
!127 = !{!128, !12, i64 24}
!128 = !{!"_ZTSSt8functionIFiRKN4sycl3_V16deviceEEE", !20, i64 0, !12, i64 24}
!129 = !{!130, !12, i64 16}
!130 = !{!"_ZTSNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE17_Vector_impl_dataE", !12, i64 0, !12, i64 8, !12, i64 16}
!131 = !{!130, !12, i64 0}
!132 = !{!130, !12, i64 8}
!133 = distinct !{!133, !14}
!134 = !{!135, !12, i64 0}
!135 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail10queue_implELN9__gnu_cxx12_Lock_policyE2EE", !12, i64 0, !26, i64 8}
!136 = !{!137, !111, i64 0}
!137 = !{!"_ZTSN4sycl3_V16detail14tls_code_loc_tE", !111, i64 0}
!138 = !{i8 0, i8 2}
!139 = !{}
!140 = !{!141, !12, i64 0}
!141 = !{!"_ZTSZ4mainEUlRN4sycl3_V17handlerEE_", !12, i64 0, !12, i64 8, !12, i64 16, !12, i64 24, !12, i64 32}
!142 = !{!143, !143, i64 0}
!143 = !{!"_ZTSN4sycl3_V16detail16PropWithDataKindE", !7, i64 0}
!144 = !{!141, !12, i64 8}
!145 = !{!141, !12, i64 16}
!146 = !{!141, !12, i64 24}
!147 = !{!148, !12, i64 0}
!148 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail16AccessorImplHostELN9__gnu_cxx12_Lock_policyE2EE", !12, i64 0, !26, i64 8}
!149 = !{!150, !10, i64 32}
!150 = !{!"_ZTSZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_EUlNS0_2idILi1EEEE_", !151, i64 0, !10, i64 32, !154, i64 40, !154, i64 72}
!151 = !{!"_ZTSN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !152, i64 0, !12, i64 16, !7, i64 24}
!152 = !{!"_ZTSN4sycl3_V16detail16AccessorBaseHostE", !153, i64 0}
!153 = !{!"_ZTSSt10shared_ptrIN4sycl3_V16detail16AccessorImplHostEE", !148, i64 0}
!154 = !{!"_ZTSN4sycl3_V18accessorIfLi1ELNS0_6access4modeE1024ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEE", !152, i64 0, !12, i64 16, !7, i64 24}
!155 = !{!156}
!156 = distinct !{!156, !157, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!157 = distinct !{!157, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!158 = !{!159}
!159 = distinct !{!159, !160, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS1_7handlerEE_clES5_EUlNS1_2idILi1EEEE_NS1_4itemILi1ELb1EEELi1EEEJRS9_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!160 = distinct !{!160, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS1_7handlerEE_clES5_EUlNS1_2idILi1EEEE_NS1_4itemILi1ELb1EEELi1EEEJRS9_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!161 = !{!162, !12, i64 0}
!162 = !{!"_ZTSNSt12_Vector_baseIN4sycl3_V16detail19kernel_param_desc_tESaIS3_EE17_Vector_impl_dataE", !12, i64 0, !12, i64 8, !12, i64 16}
!163 = !{!162, !12, i64 16}
!164 = !{i64 0, i64 4, !165, i64 4, i64 4, !34, i64 8, i64 4, !34}
!165 = !{!166, !166, i64 0}
!166 = !{!"_ZTSN4sycl3_V16detail19kernel_param_kind_tE", !7, i64 0}
!167 = !{!162, !12, i64 8}
!168 = !{!169, !12, i64 0}
!169 = !{!"_ZTSZ4mainEUlRN4sycl3_V17handlerEE0_", !12, i64 0, !12, i64 8, !12, i64 16, !12, i64 24}
!170 = !{!169, !12, i64 8}
!171 = !{!169, !12, i64 16}
!172 = !{!169, !12, i64 24}
!173 = !{!174}
!174 = distinct !{!174, !175, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!175 = distinct !{!175, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!176 = !{!177}
!177 = distinct !{!177, !178, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS1_7handlerEE0_clES5_EUlNS1_2idILi1EEEE_NS1_4itemILi1ELb1EEELi1EEEJRS9_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!178 = distinct !{!178, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS1_7handlerEE0_clES5_EUlNS1_2idILi1EEEE_NS1_4itemILi1ELb1EEELi1EEEJRS9_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!179 = !{!180, !12, i64 0}
!180 = !{!"_ZTSZ4mainEUlRN4sycl3_V17handlerEE1_", !12, i64 0, !12, i64 8, !12, i64 16, !12, i64 24}
!181 = !{!180, !12, i64 8}
!182 = !{!180, !12, i64 16}
!183 = !{!180, !12, i64 24}
!184 = !{!185, !6, i64 0}
!185 = !{!"_ZTSZZ4mainENKUlRN4sycl3_V17handlerEE1_clES2_EUlNS0_2idILi1EEEE_", !6, i64 0, !154, i64 8, !151, i64 40, !154, i64 72}
!186 = !{!187}
!187 = distinct !{!187, !188, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!188 = distinct !{!188, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!189 = !{!190}
!190 = distinct !{!190, !191, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS1_7handlerEE1_clES5_EUlNS1_2idILi1EEEE_NS1_4itemILi1ELb1EEELi1EEEJRS9_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!191 = distinct !{!191, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS1_7handlerEE1_clES5_EUlNS1_2idILi1EEEE_NS1_4itemILi1ELb1EEELi1EEEJRS9_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!192 = distinct !{!192, !14}
!193 = !{!194, !12, i64 0}
!194 = !{!"_ZTSZ4mainEUlRN4sycl3_V17handlerEE2_", !12, i64 0, !12, i64 8}
!195 = !{!196}
!196 = distinct !{!196, !197, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!197 = distinct !{!197, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!198 = !{!199}
!199 = distinct !{!199, !200, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm: argument 0"}
!200 = distinct !{!200, !"_ZN4sycl3_V16detail13code_location7currentEPKcS4_mm"}
!201 = !{!194, !12, i64 8}
!202 = !{!203}
!203 = distinct !{!203, !204, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE: argument 0"}
!204 = distinct !{!204, !"_ZN4sycl3_V17handler8padRangeILi1EEENS0_5rangeILi3EEENS3_IXT_EEE"}
!205 = !{!206}
!206 = distinct !{!206, !207, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS1_7handlerEE2_clES5_EUlNS1_2idILi1EEEE_NS1_4itemILi1ELb1EEELi1EEEJRS9_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!207 = distinct !{!207, !"_ZSt11make_uniqueIN4sycl3_V16detail10HostKernelIZZ4mainENKUlRNS1_7handlerEE2_clES5_EUlNS1_2idILi1EEEE_NS1_4itemILi1ELb1EEELi1EEEJRS9_EENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!208 = !{!209}
!209 = distinct !{!209, !210, !"_ZN4sycl3_V16detail19getKernelParamDescsI7InPlaceEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv: argument 0"}
!210 = distinct !{!210, !"_ZN4sycl3_V16detail19getKernelParamDescsI7InPlaceEESt6vectorINS1_19kernel_param_desc_tESaIS5_EEv"}
!211 = !{!212}
!212 = distinct !{!212, !213, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!213 = distinct !{!213, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!214 = !{!215}
!215 = distinct !{!215, !216, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!216 = distinct !{!216, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!217 = !{!218, !12, i64 0}
!218 = !{!"_ZTSSt12__shared_ptrIN4sycl3_V16detail20PropertyWithDataBaseELN9__gnu_cxx12_Lock_policyE2EE", !12, i64 0, !26, i64 8}
!219 = distinct !{!219, !14}
!220 = !{!154, !12, i64 16}
!221 = !{!222}
!222 = distinct !{!222, !223, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!223 = distinct !{!223, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!224 = !{!225}
!225 = distinct !{!225, !226, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE: argument 0"}
!226 = distinct !{!226, !"_ZN4sycl3_V16detailL17convertToArrayOfNILi3ELi1ENS0_5rangeELi1EEET1_IXT_EES4_IXT2_EE"}
!227 = !{!151, !12, i64 16}
